"""Cost guard (bot.dispatch.budget): the plan's GPU-minute estimate shows in the queued check runs before anything is
dispatched; a PR over BRIDGE_VALIDATE_PR_BUDGET_GPU_MINUTES waits, both checks `action_required` with the
reason and the commands, no job dispatched; `release_held` (what `/validate override` calls) starts the
same plan on new check runs. Merge-group commits and released runs are never held.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from bot.core.models import Plan
from bot.dispatch.budget import over_budget
from bot.infra.store import Run
from bot.service.handlers.validation import release_held
from tests.conftest import Checkouts, wait_for
from tests.fixtures.builders import nemo_rl_l0_spec
from tests.github_double import GitHubDouble, webhooks
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401
from tests.service_harness import Service
from tests.test_backends_e2e import GPUS, NAMES, open_pr


def _plan(minutes: float) -> Plan:
    return Plan(source="t", files=1, jobs=[nemo_rl_l0_spec("j", est_gpu_minutes=minutes)])


def test_only_a_pull_request_over_the_budget_is_held() -> None:
    pr = Run(id="r", repo="o/r", head_sha="a" * 40, kind="pull_request", budget_override=False)
    assert over_budget(pr, _plan(50), 40) == (
        "the plan needs ~50 GPU-minutes, over this repository's per-PR budget of 40 GPU-minutes"
    )
    assert over_budget(pr, _plan(40), 40) is None  # at the budget: runs
    assert over_budget(pr, _plan(50), None) is None  # no budget configured
    released = Run(id="r", repo="o/r", head_sha="a" * 40, kind="pull_request", budget_override=True)
    assert over_budget(released, _plan(50), 40) is None
    merge_group = Run(id="r", repo="o/r", head_sha="a" * 40, kind="merge_group", budget_override=False)
    assert over_budget(merge_group, _plan(50), 40) is None  # the merge queue must never stall on it


@pytest.mark.slow
def test_a_pr_over_the_budget_waits_for_a_maintainer_then_runs_when_released(
    github_double: GitHubDouble,  # noqa: F811
    checkouts: Checkouts,
    make_db_url: Any,
    tmp_path: Path,
) -> None:
    gh = github_double
    db = make_db_url("sqlite")
    svc = Service(gh, db, checkouts, tmp_path, gpus=GPUS, BRIDGE_VALIDATE_PR_BUDGET_GPU_MINUTES="100")
    svc.start()
    try:
        pull = open_pr(gh, checkouts.sha)
        gh.send_webhook("pull_request", webhooks.pull_request("opened", pull, double=gh), guid="over-budget")
        held = svc.wait_concluded(checkouts.sha, timeout=30)
        assert sorted(r.name for r in held) == NAMES
        for r in held:
            queued = r.history[0]
            assert queued["status"] == "queued"  # the estimate is shown before anything else happens
            assert "over the per-PR budget of 100" in queued["output"]["summary"]
            assert r.conclusion == "action_required"
            assert (r.title or "").startswith("Waiting for a maintainer: the plan needs ~240 GPU-minutes")
            summary = r.summary or ""
            assert "No GPU time has been spent" in summary and "/validate override" in summary
            assert "/validate level=0 framework=" in summary
            assert "actions" not in r.history[-1]  # no Re-run button: re-running would hold again
        assert svc.jobs(checkouts.sha) == [] and list(Path(svc.settings.workdir).glob("*")) == []

        # A maintainer's `/validate override`: the same plan runs, on new check runs (a completed one cannot
        # be reopened).
        async def release() -> int:
            from bot.core.rules import load_rules
            from bot.dispatch.reconciler import JobPolicy
            from bot.infra.github import GitHubApp
            from bot.service.handlers.context import HandlerContext

            s = svc.settings
            app = GitHubApp(base_url=s.github_url, app_id=s.app_id, private_key=s.private_key())
            try:
                ctx = HandlerContext(
                    delivery_id="override",
                    event="issue_comment",
                    store=svc.store,
                    rules=load_rules(),
                    executor=svc.executor,
                    github=app.for_installation,
                    policy=JobPolicy.from_settings(s),
                )
                [run] = svc.store.runs.for_sha(gh.repo, checkouts.sha)
                n = await release_held(ctx, run)
                assert await release_held(ctx, svc.store.runs.get(run.id)) == 0  # twice: nothing more
                return n
            finally:
                await app.aclose()

        assert asyncio.run(release()) == 2
        wait_for(
            lambda: len([r for r in svc.checks(checkouts.sha) if r.status == "completed"]) == 4,
            120,
            "the released check runs to conclude",
        )
        runs = svc.checks(checkouts.sha)
        new = [r for r in runs if r.id not in {h.id for h in held}]
        assert sorted(r.name for r in new) == NAMES and all(r.conclusion == "success" for r in new)
        assert all(r.external_id.endswith(":released") for r in new)
        jobs = svc.jobs(checkouts.sha)
        assert [(j.state, j.verdict, j.submits) for j in jobs] == [("done", "Pass", 1), ("done", "Pass", 1)]
        assert svc.store.runs.get(jobs[0].run_id).budget_override is True
    finally:
        svc.stop()
