"""The seeds' stages end to end, over real HTTP: a provider PR → the bot (configs/ with stages.yaml) → Bridge checks
(pytest in the fixture Bridge checkout at the PR head) → downstream unit checks → Level 0 smoke, one stage after the
other per framework; a failing Bridge check skips the later stages (Skipped, with the reason and the GPU-minutes
saved), and the check runs conclude in the seeds' Summary Format.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from bot.core.config import DEFAULT_CONFIG_DIR
from runners.contract import JobSpec, stage_of
from tests.conftest import NAMES, Bot, Checkouts, provider_pull
from tests.github_double import webhooks
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401

FULL = {"BRIDGE_VALIDATE_CONFIG_DIR": str(DEFAULT_CONFIG_DIR)}


def _jobs(bot: Bot, sha: str) -> list[tuple[JobSpec, Any]]:
    rows = [j for r in bot.store.runs.for_sha(bot.gh.repo, sha) for j in bot.store.jobs.for_run(r.id)]
    return [(JobSpec.model_validate_json(j.spec_json), j) for j in rows]


def _line(summary: str, name: str) -> str:
    return next(ln for ln in summary.splitlines() if ln.startswith(f"- {name}:"))


@pytest.mark.slow
def test_stages_run_in_the_seeds_order_and_report_the_bridge_checks(
    make_bot: Any, make_db_url: Any, checkouts: Checkouts
) -> None:
    bot: Bot = make_bot(make_db_url("sqlite"), "pass", **FULL)
    pull = provider_pull(bot.gh, checkouts)
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=bot.gh))
    runs = bot.wait_concluded(checkouts.sha, timeout=240)
    assert sorted(r.name for r in runs) == NAMES
    for run in runs:
        assert run.conclusion == "success", run.summary
        bridge = _line(run.summary or "", "Bridge-side checks")
        assert bridge.startswith("- Bridge-side checks: Pass - cd $BRIDGE_REPO && python -m pytest -q ")
        assert "tests/unit_tests/models/test_model_provider_mixin.py" in bridge and "3 passed" in bridge
        # The queued plan names the stages and the drift (a seed file the checkout no longer has).
        queued = run.history[0]["output"]["summary"]
        assert "stage bridge" in queued and "stage unit" in queued

    jobs = _jobs(bot, checkouts.sha)
    for fw in ("nemo-rl", "verl"):
        mine = sorted(((s, j) for s, j in jobs if s.framework == fw), key=lambda p: p[1].submitted_at or 0)
        assert [stage_of(s) for s, _ in mine] == ["bridge", "unit", "smoke"]
        assert all(j.verdict == "Pass" and j.submits == 1 for _, j in mine)
        # Each stage was submitted only once the one before it had ended.
        for (_, before), (_, after) in itertools.pairwise(mine):
            assert before.finished_at is not None and after.submitted_at is not None
            assert after.submitted_at >= before.finished_at
    bridge_spec = next(s for s, _ in jobs if stage_of(s) == "bridge")
    assert bridge_spec.steps[0].cwd == "bridge"
    assert any("test_integration.py" in d.seed for d in bridge_spec.drift)
    assert "tests/unit_tests/training/test_integration.py" not in bridge_spec.steps[0].argv


@pytest.mark.slow
def test_a_failing_bridge_check_skips_the_later_stages_and_says_what_it_saved(
    make_bot: Any, make_db_url: Any, checkouts: Checkouts
) -> None:
    bot: Bot = make_bot(make_db_url("sqlite"), "bridge_test_fail", **FULL)
    pull = provider_pull(bot.gh, checkouts)
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=bot.gh))
    runs = bot.wait_concluded(checkouts.sha, timeout=240)
    assert sorted(r.name for r in runs) == NAMES
    jobs = _jobs(bot, checkouts.sha)
    for run in runs:
        summary = run.summary or ""
        assert run.conclusion == "failure", summary
        assert (run.title or "").startswith("Result: Fail - ") and "Bridge checks" in (run.title or "")
        bridge = _line(summary, "Bridge-side checks")
        assert bridge.startswith("- Bridge-side checks: Fail - cd $BRIDGE_REPO && python -m pytest")
        assert "1 failed, 2 passed" in bridge
        # The later stages concluded Skipped, never Fail, with the reason; the GPU-minutes they would have
        # used are in the report.
        assert "Megatron policy run: Skipped" in summary or "Megatron backend run: Skipped" in summary
        assert "### Stages skipped" in summary and "GPU-minutes saved" in summary
        fw = "nemo-rl" if run.name.endswith("nemo-rl") else "verl"
        skipped = [(s, j) for s, j in jobs if s.framework == fw and stage_of(s) != "bridge"]
        assert skipped and all(j.verdict == "Skipped" and j.submits == 0 for _, j in skipped)
        saved = sum(s.est_gpu_minutes for s, _ in skipped)
        assert f"~{saved:.0f} GPU-minutes saved" in summary
        assert "Bridge checks did not pass" in summary
    # Nothing but the Bridge checks ever reached a runner.
    ran = sorted(p.name for p in bot.workdir.iterdir())
    assert ran and all("bridge-checks" in name for name in ran)
