"""A cancel that covers several jobs must not let one of them start while it stops another.

Seen as a flaky e2e test: a push superseded a commit whose NeMo-RL job was running and whose verl job waited
behind it (one Ray job at a time on a host). The NeMo-RL check run was cancelled first, its job killed, the
host freed, and the verl job started and finished before the verl check run's cancel reached it: GPU time spent
on a superseded commit. A cancel now claims every check run of the commit and marks all their jobs first, then
stops waiting jobs before running ones. Runs on SQLite and PostgreSQL.
"""

from __future__ import annotations

import asyncio
import json

from bot.dispatch.base import JobHandle
from bot.infra.store import PHASE_COMPLETED, PHASE_DISPATCHED, Store
from bot.service.handlers.control import cancel_pr_runs
from tests.fixtures.builders import nemo_rl_l0_spec, verl_l0_spec
from tests.test_base_rerun_race import HEAD, REPO, RecordingGitHub, handler_context, pull_request_run


class OneAtATime:
    """A host that runs one job at a time, like the local executor's Ray jobs: stopping the running job starts
    the next one waiting, and a job that starts here runs to the end at once."""

    def __init__(self, running: str, waiting: list[str]) -> None:
        self.running: str | None = running
        self.waiting = list(waiting)
        self.ran: list[str] = []  # jobs that started (and finished) after the first was stopped
        self.stopped: list[str] = []

    def cancel(self, handle: JobHandle) -> None:
        self.stopped.append(handle.job_id)
        if handle.job_id in self.waiting:
            self.waiting.remove(handle.job_id)
        elif handle.job_id == self.running:
            self.running = None
            while self.waiting:  # the freed host takes the next job, which finishes before anyone looks
                self.ran.append(self.waiting.pop(0))


def _commit_with_two_checks(store: Store) -> None:
    run = pull_request_run(store)
    store.runs.set_plan(run.id, json.dumps({}), json.dumps({"notes": []}))
    run = store.runs.get(run.id)
    rows = []
    for i, (framework, state, at) in enumerate((("nemo-rl", "running", 100.0), ("verl", "submitted", 101.0))):
        check = store.checks.ensure(run, framework, f"bridge-validate / {framework}", f"{run.id}:{framework}")
        assert store.checks.advance(check.id, [check.phase], PHASE_DISPATCHED, github_id=4000 + i)
        job_id = f"{framework}-l0"
        spec = nemo_rl_l0_spec(job_id) if framework == "nemo-rl" else verl_l0_spec(job_id)
        rows.append(
            {
                "id": job_id,
                "run_id": run.id,
                "check_run_id": check.id,
                "framework": framework,
                "level": 0,
                "position": 0,
                "spec_json": spec.model_dump_json(),
                "state": state,
                "submits": 1,
                "submitted_at": at,
                "handle_json": JobHandle(backend="local", job_id=job_id, ref=f"/tmp/{job_id}").model_dump_json(),
            }
        )
    store.jobs.add(rows)


def test_a_push_stops_the_waiting_job_before_the_running_one(db_url: str) -> None:
    store = Store(db_url)
    store.create_all()
    try:
        _commit_with_two_checks(store)
        host = OneAtATime(running="nemo-rl-l0", waiting=["verl-l0"])
        gh = RecordingGitHub()
        ctx = handler_context(store, host, gh)

        # A newer head supersedes the commit: both check runs are cancelled by one call.
        assert asyncio.run(cancel_pr_runs(ctx, gh, REPO, 7, "superseded by a newer push", "f" * 40)) == 2  # type: ignore[arg-type]

        assert host.ran == [], "stopping the running job let the waiting one run"
        assert host.stopped == ["verl-l0", "nemo-rl-l0"]
        for job in (store.jobs.get("verl-l0"), store.jobs.get("nemo-rl-l0")):
            assert job.state == "cancelled" and (job.detail or "").startswith("was "), (job.id, job.state)
        assert all(c.phase == PHASE_COMPLETED for c in store.checks.for_sha(REPO, HEAD))
        assert gh.calls.count("update_check_run:cancelled") == 2
        # Nothing left to cancel: a second call changes nothing.
        assert asyncio.run(cancel_pr_runs(ctx, gh, REPO, 7, "again", "f" * 40)) == 0  # type: ignore[arg-type]
    finally:
        store.dispose()
