"""A cancel that lands while the tracker polls a check run must not be followed by merge-base jobs.

Found by bench/soak.py: a PR's job failed, a new push cancelled the check run ("replaced by a new run"), and
~100 ms later the tracker, still holding the check run as it read it before the cancel, re-ran the failed job
on the merge base. That base job was never tracked (its check run had concluded) and stayed `submitted`
forever. The tracker now adds base jobs under the commit's lock, on the check run as it is at that moment.
Runs on SQLite and PostgreSQL.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from bot.core.models import ChangedFile, PlanInput
from bot.core.plan import make_plan
from bot.core.rules import load_rules
from bot.infra.store import PHASE_CANCELLING, PHASE_DISPATCHED, Store
from bot.service.handlers.context import HandlerContext
from bot.service.handlers.control import cancel_check
from bot.service.handlers.validation import track
from runners.contract import JobResult, Verdict

REPO = "NVIDIA-NeMo/Megatron-Bridge"
HEAD = "0123456789abcdef0123456789abcdef01234567"
BASE = "fedcba9876543210fedcba9876543210fedcba98"
PROVIDER = "src/megatron/bridge/models/qwen/qwen2_provider.py"


class RecordingGitHub:
    """The few RepoClient calls this path makes; every one is recorded so the test can say none were made
    for the merge base."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    async def merge_base(self, repo: str, base: str, head: str) -> str:
        self.calls.append("merge_base")
        return BASE

    async def update_check_run(self, repo: str, check_run_id: int, body: dict[str, Any], **_: Any) -> None:
        self.calls.append(f"update_check_run:{body.get('conclusion') or body.get('status') or 'output'}")


class NoExecutor:
    """Nothing may be submitted or started in this test."""

    def submit(self, *_: Any, **__: Any) -> Any:
        raise AssertionError("a job was submitted after the check run was cancelled")

    def cancel(self, *_: Any, **__: Any) -> None:
        return None


def handler_context(store: Store, executor: Any, gh: Any, delivery: str = "t") -> HandlerContext:
    """A handler context over `store` with these executor and GitHub stand-ins (one per replica: its own lock
    owner)."""
    return HandlerContext(
        delivery_id=delivery,
        event="test",
        store=store,
        rules=load_rules(),
        executor=executor,
        github=lambda _i: gh,
    )


def pull_request_run(store: Store) -> Any:
    """PR #7's run at HEAD (merge base BASE), as the pull_request handler stores it."""
    run, _ = store.runs.get_or_create(
        repo=REPO,
        head_sha=HEAD,
        kind="pull_request",
        delivery_id="d1",
        pr_number=7,
        base_sha=BASE,
        installation_id=1,
    )
    return run


def _failed_check(store: Store) -> tuple[Any, Any]:
    run = pull_request_run(store)
    patch = "@@ -10,1 +10,1 @@\n-    x = 1\n+    x = 2\n"
    plan = make_plan(PlanInput(source="test", files=[ChangedFile(path=PROVIDER, patch=patch)], head=HEAD), load_rules())
    store.runs.set_plan(run.id, plan.model_dump_json(), json.dumps({"notes": []}))
    run = store.runs.get(run.id)
    specs = plan.jobs_for("nemo-rl")
    assert specs, "the provider change must plan NeMo-RL jobs"
    row = store.checks.ensure(run, "nemo-rl", "bridge-validate / nemo-rl", f"{run.id}:nemo-rl")
    assert store.checks.advance(row.id, [row.phase], PHASE_DISPATCHED, github_id=4242)
    rows = []
    for i, spec in enumerate(specs):
        verdict = Verdict.FAIL if i == 0 else Verdict.PASS
        result = JobResult(
            job_id=spec.id,
            framework="nemo-rl",
            level=spec.level,
            verdict=verdict,
            reason="assertion failed" if i == 0 else "",
        )
        rows.append(
            {
                "id": spec.id,
                "run_id": run.id,
                "check_run_id": row.id,
                "framework": "nemo-rl",
                "level": spec.level,
                "position": i,
                "spec_json": spec.model_dump_json(),
                "state": "done",
                "submits": 1,
                "result_json": result.model_dump_json(),
            }
        )
    store.jobs.add(rows)
    return run, store.checks.get(row.id)


def test_a_cancel_during_the_poll_adds_no_merge_base_job(db_url: str) -> None:
    store = Store(db_url)
    store.create_all()
    try:
        gh = RecordingGitHub()
        ctx = handler_context(store, NoExecutor(), gh)
        assert ctx.policy.base_rerun, "the merge-base re-run is on by default"
        run, stale = _failed_check(store)
        assert stale.phase == PHASE_DISPATCHED

        # A new push cancels the check run; the tracker still holds the row it read before.
        assert asyncio.run(cancel_check(ctx, gh, stale, "replaced by a new run"))  # type: ignore[arg-type]
        assert store.checks.get(stale.id).phase not in (PHASE_DISPATCHED, PHASE_CANCELLING)
        gh.calls.clear()

        assert asyncio.run(track(ctx, gh, run, stale)) is True  # type: ignore[arg-type]
        jobs = store.jobs.for_check(stale.id)
        assert not [j.id for j in jobs if j.base_of], "no merge-base job may be added to a cancelled check run"
        assert "merge_base" not in gh.calls and len(jobs) == len({j.id for j in jobs})
    finally:
        store.dispose()


def _twin_base_jobs(store: Store, states: tuple[str, str], key: str) -> list[str]:
    """Two PRs on one merge base, each with the same failed job re-run there (the same inputs, `key`), in
    `states`; returns the two job ids."""
    plan = make_plan(
        PlanInput(source="test", files=[ChangedFile(path=PROVIDER, patch="@@ -1 +1 @@\n-a\n+b\n")], head=HEAD),
        load_rules(),
    )
    spec = plan.jobs_for("nemo-rl")[0]
    ids = []
    for n, (head, state) in enumerate(zip((HEAD, HEAD[::-1]), states, strict=True)):
        run, _ = store.runs.get_or_create(
            repo=REPO,
            head_sha=head,
            kind="pull_request",
            delivery_id=f"d{n}",
            pr_number=10 + n,
            base_sha=BASE,
            installation_id=1,
        )
        check = store.checks.ensure(run, "nemo-rl", "bridge-validate / nemo-rl", f"{run.id}:nemo-rl")
        job_id = f"{run.id}-{spec.id}.base"
        ids.append(job_id)
        store.jobs.add(
            [
                {
                    "id": job_id,
                    "run_id": run.id,
                    "check_run_id": check.id,
                    "framework": "nemo-rl",
                    "level": spec.level,
                    "position": 0,
                    "spec_json": spec.model_copy(update={"id": job_id}).model_dump_json(),
                    "state": state,
                    "submits": 0 if state == "pending" else 1,
                    "reuse_key": key,
                    "base_of": spec.id,
                }
            ]
        )
    return ids


def test_a_job_whose_twin_is_running_waits_for_it_and_takes_its_result(db_url: str) -> None:
    """Two PRs on one merge base re-run the same failed job there at once (bench/soak.py counted these as
    dispatched twice): the second waits for the first and takes its judged result; nothing is submitted."""
    from bot.infra.store import JOB_DONE, JOB_PENDING, JOB_RUNNING
    from bot.service.handlers.validation import submit_job

    store = Store(db_url)
    store.create_all()
    try:
        ctx = handler_context(store, NoExecutor(), RecordingGitHub())
        first, second = _twin_base_jobs(store, (JOB_RUNNING, JOB_PENDING), "same-inputs")

        asyncio.run(submit_job(ctx, store.jobs.get(second)))  # NoExecutor raises if it submits
        waiting = store.jobs.get(second)
        assert waiting.state == JOB_PENDING and waiting.detail == f"waiting for {first}"

        level = store.jobs.get(first).level
        result = JobResult(job_id=first, framework="nemo-rl", level=level, verdict=Verdict.FAIL, reason="x")
        assert store.jobs.finish(
            first, [JOB_RUNNING], JOB_DONE, result_json=result.model_dump_json(), verdict="Fail", finished_at=1.0
        )
        asyncio.run(submit_job(ctx, store.jobs.get(second)))
        taken = store.jobs.get(second)
        assert taken.state == JOB_DONE and taken.reused_from == first and taken.verdict == "Fail"
    finally:
        store.dispose()


def test_two_pending_twins_claimed_at_once_start_once(db_url: str) -> None:
    """bench/soak.py, two replicas: each asked "is a twin in flight?", each heard no, both submitted the job on
    the shared merge base. The check and the claim are one step under the inputs' lock now. The store's twin
    query is slowed so both handlers ask before either claims, as the replicas did."""
    import threading
    import time as _time

    from bot.dispatch.base import JobHandle
    from bot.infra.store import JOB_PENDING, JOB_SUBMITTED
    from bot.service.handlers.validation import submit_job

    store = Store(db_url)
    store.create_all()
    submitted: list[str] = []
    guard = threading.Lock()

    class CountingExecutor:
        name = "counting"

        def submit(self, spec: Any) -> JobHandle:
            with guard:
                submitted.append(spec.id)
            return JobHandle(backend="counting", job_id=spec.id, ref=spec.id)

        def cancel(self, *_: Any, **__: Any) -> None:
            return None

    real = store.jobs.find_inflight

    def slow_find_inflight(*args: Any) -> Any:
        found = real(*args)
        _time.sleep(0.3)
        return found

    store.jobs.find_inflight = slow_find_inflight  # type: ignore[method-assign]
    try:
        ids = _twin_base_jobs(store, (JOB_PENDING, JOB_PENDING), "f" * 64)


        async def both() -> None:
            # one context per replica: distinct lock owners
            ctxs = [handler_context(store, CountingExecutor(), RecordingGitHub(), f"t{n}") for n in range(len(ids))]
            await asyncio.gather(*(submit_job(c, store.jobs.get(j)) for c, j in zip(ctxs, ids, strict=True)))

        asyncio.run(both())
        assert len(submitted) == 1, f"the job on the merge base started {len(submitted)} times: {submitted}"
        states = sorted(store.jobs.get(j).state for j in ids)
        assert states == sorted([JOB_PENDING, JOB_SUBMITTED])
        waiting = next(store.jobs.get(j) for j in ids if store.jobs.get(j).state == JOB_PENDING)
        assert waiting.detail == f"waiting for {submitted[0]}"
    finally:
        store.dispose()


def test_jobs_get_reuse_keys_when_the_trees_api_fails(db_url: str) -> None:
    """bench/soak.py, 5,000 deliveries with injected faults: a 5xx on the trees API left two PRs' merge-base
    re-runs without reuse keys, so neither could see the other in flight and both ran. Now they are keyed by
    the commit, and the pair claims once."""
    from bot.infra.github import GitHubUnavailable
    from bot.service.handlers.validation import _reuse_keys

    class TreesDown(RecordingGitHub):
        async def get_tree(self, repo: str, sha: str) -> Any:
            raise GitHubUnavailable("GET /repos/{owner}/{repo}/git/trees/{tree_sha}: 502")

    store = Store(db_url)
    store.create_all()
    try:
        ctx = handler_context(store, NoExecutor(), TreesDown())
        plan = make_plan(
            PlanInput(source="test", files=[ChangedFile(path=PROVIDER, patch="@@ -1 +1 @@\n-a\n+b\n")], head=HEAD),
            load_rules(),
        )
        specs = plan.jobs_for("nemo-rl")
        keys = []
        for n in range(2):
            run, _ = store.runs.get_or_create(
                repo=REPO, head_sha=HEAD, kind="pull_request", delivery_id=f"k{n}", pr_number=40 + n,
                base_sha=BASE, installation_id=1,
            )
            keys.append(asyncio.run(_reuse_keys(ctx, TreesDown(), run, specs)))  # type: ignore[arg-type]
        assert keys[0] and set(keys[0]) == {s.id for s in specs} and all(keys[0].values())
        assert keys[0] == keys[1]
    finally:
        store.dispose()
