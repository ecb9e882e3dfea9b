"""The start-up sweep finishes what a crash left half done: a check run left `cancelling` (its canceller died
after claiming it, before stopping its jobs and concluding it on GitHub) is finished by the next bot process
to start, at once, without waiting for the delivery that started the cancel to be retried (it may never be).
Over real HTTP, with the GitHub double and fixture jobs (the NeMo-RL job hangs)."""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.dispatch.base import JobHandle
from bot.infra.store import PHASE_CANCELLING, PHASE_COMPLETED, PHASE_DISPATCHED
from tests.conftest import NAMES, Bot, Checkouts, provider_pull, wait_for
from tests.github_double import webhooks
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401

NEMO = NAMES[0]


@pytest.fixture(autouse=True)
def _fast_runner(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("BRIDGE_VALIDATE_RAY_CHECK", "0")  # no Ray here: the fixture jobs take ~1 s
    monkeypatch.setenv("BRIDGE_VALIDATE_RAY_STOP", "0")
    yield


def runners_of(out: Path) -> list[int]:
    """Live runner processes writing to `out`."""
    found = []
    for proc in Path("/proc").iterdir():
        if proc.name.isdigit():
            with contextlib.suppress(OSError):
                if f"--out\0{out}\0".encode() in (proc / "cmdline").read_bytes():
                    found.append(int(proc.name))
    return found


def kill_runners(workdir: Path) -> None:
    """Stop every runner process writing under `workdir` (a hanging fixture job would outlive the test)."""
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        with contextlib.suppress(OSError):
            argv = (proc / "cmdline").read_bytes().split(b"\0")
            if b"runners" in argv and any(a.startswith(str(workdir).encode()) for a in argv):
                with contextlib.suppress(OSError):
                    os.killpg(int(proc.name), signal.SIGKILL)


@pytest.mark.slow
def test_a_check_left_cancelling_by_a_crash_is_finished_at_start_up(
    make_bot: Any, make_db_url: Any, checkouts: Checkouts
) -> None:
    db_url = make_db_url("sqlite")
    first: Bot = make_bot(db_url, "hang", BRIDGE_VALIDATE_JOB_RETRIES="0")
    gh = first.gh
    pull = provider_pull(gh, checkouts)
    sha = checkouts.sha
    try:
        first.send("pull_request", webhooks.pull_request("opened", pull, double=gh))

        def nemo_running() -> Any:
            rows = {r.framework: r for r in first.store.checks.for_sha(gh.repo, sha)}
            row = rows.get("nemo-rl")
            jobs = first.store.jobs.for_check(row.id) if row is not None else []
            return row if row is not None and row.phase == PHASE_DISPATCHED and jobs and all(
                j.state == "running" for j in jobs
            ) else None

        row = wait_for(nemo_running, 90, "the NeMo-RL job running")
        # A cancel claimed the check run, then its process died before it stopped the job or told GitHub: the
        # state a SIGKILL between those steps leaves. No delivery will come back to finish it.
        assert first.store.checks.advance(
            row.id, [PHASE_DISPATCHED], PHASE_CANCELLING, cancel_reason="superseded by a newer push (f00)"
        )
        [check] = [r for r in first.checks(sha) if r.name == NEMO]
        assert check.status == "in_progress"

        # Another bot process starts (a restarted replica): its start-up sweep finishes the cancel.
        second: Bot = make_bot(db_url, "hang", BRIDGE_VALIDATE_JOB_RETRIES="0")
        wait_for(
            lambda: (r := second.store.checks.get(row.id)) is not None and r.phase == PHASE_COMPLETED,
            30,
            "the cancel to be finished",
        )
        done = gh.state.check_run(check.id)
        assert done.status == "completed"
        assert done.conclusion == "cancelled"
        assert "superseded by a newer push (f00)" in (done.title or "")
        fresh = second.store.checks.get(row.id)
        assert fresh is not None and (fresh.phase, fresh.conclusion) == (PHASE_COMPLETED, "cancelled")
        [job] = second.store.jobs.for_check(row.id)
        assert job.state == "cancelled"
        # The new process stopped the runner the old one started (its pid file says which; bot.dispatch.orphans).
        assert job.handle_json is not None
        out = Path(JobHandle.model_validate_json(job.handle_json).ref)
        wait_for(lambda: not runners_of(out), 30, "the orphan runner to be stopped")
        assert any(rec.get("event") == "check_run.cancel_finished" for rec in second.log_records())
    finally:
        kill_runners(first.workdir)
