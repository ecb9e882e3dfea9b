"""Cost guard: a PR whose plan needs more GPU-minutes than the per-PR budget waits for a maintainer.

The queued check runs show the plan's estimate before anything is dispatched, with the most that re-running
failed jobs on the PR's merge base (Fail attribution) can add; those re-runs are skipped when they would take
the PR past the budget. Over the budget
(BRIDGE_VALIDATE_PR_BUDGET_GPU_MINUTES), the check runs are concluded `action_required` with the reason and
the commands that release them, and nothing runs. A maintainer's `/validate override` releases them
(`bot.service.handlers.validation.release_held`: the same plan runs); `/validate level=…` makes a new,
maintainer-chosen plan, whose run is exempt (its run is flagged `budget_override` before it is validated).
"""

from __future__ import annotations

from bot.core.checks import CheckOutput, plan_output
from bot.core.models import Plan
from bot.infra.store import Run
from runners.contract import Framework


def pr_estimate(plan: Plan) -> float:
    return sum(j.est_gpu_minutes for j in plan.jobs)


def over_budget(run: Run, plan: Plan, budget: float | None) -> str | None:
    """Why this run must wait for a maintainer, or None. Merge-group runs are never held (the merge queue
    would stall), nor a run a maintainer already released."""
    if budget is None or run.kind != "pull_request" or run.budget_override:
        return None
    est = pr_estimate(plan)
    if est <= budget:
        return None
    return (
        f"the plan needs ~{est:g} GPU-minutes, over this repository's per-PR budget of {budget:g} GPU-minutes"
    )


def base_rerun_cost(plan: Plan) -> float:
    """The most a Fail attribution can add: every job failing and re-run once on the merge base."""
    return pr_estimate(plan)


def base_over_budget(run: Run, plan: Plan, cost: float, budget: float | None) -> str | None:
    """Why the failed jobs are not re-run on the merge base (the plan plus the re-runs would pass the per-PR
    budget), or None."""
    if budget is None or run.budget_override:
        return None
    est = pr_estimate(plan)
    if est + cost <= budget:
        return None
    return (
        f"re-running them on the merge base needs ~{cost:g} more GPU-minutes: with the plan's ~{est:g}, over this "
        f"repository's per-PR budget of {budget:g} GPU-minutes"
    )


def budget_line(plan: Plan, budget: float | None, base_rerun: bool = False) -> str:
    est = pr_estimate(plan)
    extra = ""
    if base_rerun and est:
        # Dr.CI-style attribution re-runs failed jobs on the merge base: worst case, every job once more.
        extra = f" (plus up to ~{base_rerun_cost(plan):g} to re-run failed jobs on the merge base)"
    if budget is None:
        return f"\nEstimate for this PR (both frameworks): ~{est:g} GPU-minutes{extra}.\n"
    state = "within" if est <= budget else "over"
    return (
        f"\nEstimate for this PR (both frameworks): ~{est:g} GPU-minutes{extra}, {state} the per-PR budget of "
        f"{budget:g}.\n"
    )


def held_output(framework: Framework, plan: Plan, notes: list[str], reason: str) -> CheckOutput:
    base = plan_output(framework, plan, notes, "Waiting for a maintainer")
    levels = ",".join(str(n) for n in plan.levels.get(framework, [])) or "0"
    summary = (
        f"**Not started: {reason}.** No GPU time has been spent.\n\n"
        "A maintainer (write permission) can comment on the PR:\n\n"
        '- `/validate override reason="…"` to run this plan as it is;\n'
        f"- `/validate level={levels} framework={framework}` (or fewer levels) to run a plan of their choosing;\n"
        "- `/validate plan` to see the plan again.\n\n" + base.summary
    )
    return CheckOutput(title=f"Waiting for a maintainer: {reason}"[:255], summary=summary, text=base.text)
