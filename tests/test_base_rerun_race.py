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


def _failed_check(store: Store) -> tuple[Any, Any]:
    run, _ = store.runs.get_or_create(
        repo=REPO,
        head_sha=HEAD,
        kind="pull_request",
        delivery_id="d1",
        pr_number=7,
        base_sha=BASE,
        installation_id=1,
    )
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
        ctx = HandlerContext(
            delivery_id="t",
            event="test",
            store=store,
            rules=load_rules(),
            executor=NoExecutor(),  # type: ignore[arg-type]
            github=lambda _i: gh,  # type: ignore[arg-type,return-value]
        )
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
