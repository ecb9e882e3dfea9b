"""`check_suite` rerequested: "Re-run all checks" on the commit's page re-runs every check of the App's suite,
i.e. both frameworks, as a new attempt with the plans their latest check runs had (nothing reused).

The same rules as the Re-run button (bot.service.handlers.check_run.rerun): write permission, an untrusted
PR's commit needs its approval, a commit that is no longer its PR's head is not re-run. A merge-group
commit's checks re-run with their stored plans. The PR comes from the payload, or (fork PRs, for which GitHub
lists none) from the bot's own records of the head SHA. Other actions (requested, completed) are logged.
"""

from __future__ import annotations

from bot.infra.logging import bind_context
from bot.service.handlers import control
from bot.service.handlers.check_run import pull_numbers, rerun
from bot.service.handlers.context import HandlerContext
from bot.service.handlers.events import CheckSuiteEvent, parse
from bot.service.handlers.validation import db
from runners.contract import FRAMEWORKS


async def handle(ctx: HandlerContext, payload: dict[str, object]) -> str:
    event = parse(CheckSuiteEvent, payload)
    cs = event.check_suite
    repo = event.repository.full_name
    with bind_context(repo=repo, sha=cs.head_sha, check_suite=cs.id):
        prs = await pull_numbers(ctx, repo, cs.head_sha, cs.pull_requests)
        where = f"check_suite {event.action} for PR {', '.join(f'#{n}' for n in prs) or 'unknown'}"
        ctx.log.info("check_suite.received", action=event.action, prs=prs)
        if event.action != "rerequested":
            return f"{where}: logged"
        # The suite's checks: the latest of each framework on this commit, a PR head's or a merge group's.
        rows = await db(ctx.store.checks.latest, repo, cs.head_sha, "pull_request")
        if not rows:
            rows = await db(ctx.store.checks.latest, repo, cs.head_sha, "merge_group")
        newest = max(rows.values(), key=lambda r: r.id) if rows else None
        run = await db(ctx.store.runs.get, newest.run_id) if newest is not None else None
        parts = await control.stored_parts(ctx, rows)
        with bind_context(pr=prs[0] if prs else None):
            outcome = await rerun(
                ctx,
                repo=repo,
                head_sha=cs.head_sha,
                installation_id=event.installation.id if event.installation else None,
                sender=event.sender.login,
                frameworks=FRAMEWORKS,
                prs=prs,
                run=run,
                parts=parts,
            )
        if outcome == "re-running":
            outcome += " " + ", ".join(FRAMEWORKS)
        return f"{where}: {outcome}"[:190]
