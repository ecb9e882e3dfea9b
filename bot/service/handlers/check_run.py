"""`check_run`: the Re-run button (requested_action `rerun`) and GitHub's own "Re-run" (rerequested) run that
framework's jobs again, as a new attempt with the plan the check run had.

GitHub leaves `check_run.pull_requests` empty for a PR from a fork, so the PR is found by the head SHA in
the bot's own records. Only a user with write permission re-runs anything; an untrusted PR's commit still
needs its approval (`/validate ok-to-test <sha>`), and a check run of a commit that is no longer the PR's
head is not re-run (its PR moved on). `rerun` is shared with `check_suite` ("Re-run all checks").
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.core.checks import CHECK_NAMES, RERUN_ACTION
from bot.core.models import Request
from bot.infra.logging import bind_context
from bot.infra.store import Run
from bot.service import approval
from bot.service.handlers import control
from bot.service.handlers.context import HandlerContext
from bot.service.handlers.events import CheckRunEvent, CheckRunPR, parse
from bot.service.handlers.validation import PlanFailed, StoredPlan, db
from runners.contract import Framework

ACTIONS = ("rerequested", "requested_action")
_FRAMEWORK_OF: dict[str, Framework] = {name: fw for fw, name in CHECK_NAMES.items()}


async def pull_numbers(ctx: HandlerContext, repo: str, head_sha: str, listed: Sequence[CheckRunPR]) -> list[int]:
    """The PRs of a check run or suite: from the payload, else (fork PRs) by its head SHA."""
    if listed:
        return [p.number for p in listed]
    found = await db(ctx.store.runs.pr_for_sha, repo, head_sha)
    return [found] if found is not None else []


async def handle(ctx: HandlerContext, payload: dict[str, object]) -> str:
    event = parse(CheckRunEvent, payload)
    cr = event.check_run
    repo = event.repository.full_name
    with bind_context(repo=repo, sha=cr.head_sha):
        prs = await pull_numbers(ctx, repo, cr.head_sha, cr.pull_requests)
        where = f"check_run {event.action} for PR {', '.join(f'#{n}' for n in prs) or 'unknown'}"
        ctx.log.info("check_run.received", action=event.action, check_run=cr.name, prs=prs)
        fw = _FRAMEWORK_OF.get(cr.name)
        if event.action not in ACTIONS or fw is None:
            return f"{where}: logged"
        if event.action == "requested_action":
            pressed = event.requested_action.identifier if event.requested_action else ""
            if pressed != RERUN_ACTION[2]:
                ctx.log.info("check_run.unknown_action", identifier=pressed[:40])
                return f"{where}: unknown button {pressed[:40]!a}"
        row = await db(ctx.store.checks.by_github_id, cr.id)
        run = await db(ctx.store.runs.get, row.run_id) if row is not None else None
        stored = StoredPlan.load(run) if run is not None else None
        with bind_context(framework=fw, pr=prs[0] if prs else None):
            outcome = await rerun(
                ctx,
                repo=repo,
                head_sha=cr.head_sha,
                installation_id=event.installation.id if event.installation else None,
                sender=event.sender.login,
                frameworks=[fw],
                prs=prs,
                run=run,
                parts={fw: stored} if stored is not None else {},
            )
            return f"{where}: {outcome}"[:190]


async def rerun(
    ctx: HandlerContext,
    *,
    repo: str,
    head_sha: str,
    installation_id: int | None,
    sender: str,
    frameworks: Sequence[Framework],
    prs: list[int],
    run: Run | None,
    parts: dict[Framework, StoredPlan],
) -> str:
    """Run `frameworks`' checks of this commit again as a new attempt: each with the plan it had (`parts`),
    or the automatic plan where none was stored; nothing reused. `run`: the run the checks belonged to."""
    gh = ctx.gh(installation_id)
    ok, perm = await ctx.permissions.allows(gh, repo, sender, "write") if sender else (False, None)
    if not ok:
        ctx.log.warning("check_run.rerun_refused", user=sender, role=perm.role_name if perm else None)
        return f"refused: @{sender} lacks write permission"
    kind = run.kind if run is not None else "pull_request"

    if kind != "pull_request":
        if run is None or any(fw not in parts for fw in frameworks):
            return "nothing to re-run (no stored plan for this check run)"
        await control.start_attempt(
            ctx,
            gh,
            repo=repo,
            head_sha=head_sha,
            kind=kind,
            pr_number=run.pr_number,
            base_sha=run.base_sha,
            installation_id=run.installation_id,
            frameworks=frameworks,
            plan=lambda: _copied(parts, frameworks),
            why=f"re-run by @{sender}",
            reuse=False,  # a re-run runs the jobs again, reusing no earlier result
            budget_override=True,
        )
        return "re-running"

    number = prs[0] if prs else (run.pr_number if run is not None else None)
    if number is None:
        return "no pull request found for this commit"
    pr = await gh.get_pull(repo, number)
    if pr.state != "open":
        return "the pull request is closed"
    if pr.head_sha != head_sha:
        ctx.log.info("check_run.rerun_stale", head=pr.head_sha)
        return f"not re-run: the PR head moved on to {pr.head_sha[:12]}"
    held = await approval.needs_approval(ctx, gh, repo, pr)
    if held is not None:
        ctx.log.info("check_run.rerun_awaiting_approval", why=held.why)
        return f"not re-run: awaiting approval ({approval.approve_command(pr.head_sha)})"

    async def plan() -> tuple[str, str]:
        if all(fw in parts for fw in frameworks):
            return await _copied(parts, frameworks)
        _p, plan_json, notes_json = await control.make_request_plan(
            ctx, gh, repo, pr, Request(frameworks=list(frameworks), requested_by=sender)
        )
        return plan_json, notes_json

    try:
        await control.start_attempt(
            ctx,
            gh,
            repo=repo,
            head_sha=pr.head_sha,
            kind="pull_request",
            pr_number=number,
            base_sha=pr.base_sha,
            installation_id=installation_id,
            frameworks=frameworks,
            plan=plan,
            why=f"re-run by @{sender}",
            reuse=False,
            budget_override=True,
        )
    except PlanFailed as exc:
        return f"the planner failed: {exc}"
    return "re-running"


async def _copied(parts: dict[Framework, StoredPlan], frameworks: Sequence[Framework]) -> tuple[str, str]:
    return control.combine_plans({fw: parts[fw] for fw in frameworks})
