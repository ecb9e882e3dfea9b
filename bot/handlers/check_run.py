"""`check_run`: find the PR a check run belongs to, and (for now) log it.

GitHub leaves `check_run.pull_requests` empty for a PR from a fork, so the PR is found by the head SHA in
the bot's own records. Re-run buttons and GitHub's "Re-run" are acted on by the maintainer-control work
(issue 5); this handler gives them the PR to act on.
"""

from __future__ import annotations

from bot.handlers.context import HandlerContext
from bot.handlers.events import CheckRunEvent, parse
from bot.handlers.validation import db
from bot.logging import bind_context


async def pull_numbers(ctx: HandlerContext, event: CheckRunEvent) -> list[int]:
    """The PRs of a check run: from the payload, else (fork PRs) by its head SHA."""
    if event.check_run.pull_requests:
        return [p.number for p in event.check_run.pull_requests]
    found = await db(ctx.store.pr_for_sha, event.repository.full_name, event.check_run.head_sha)
    return [found] if found is not None else []


async def handle(ctx: HandlerContext, payload: dict[str, object]) -> str:
    event = parse(CheckRunEvent, payload)
    with bind_context(repo=event.repository.full_name, sha=event.check_run.head_sha):
        prs = await pull_numbers(ctx, event)
        ctx.log.info("check_run.received", action=event.action, check_run=event.check_run.name, prs=prs)
        return f"check_run {event.action} for PR {', '.join(f'#{n}' for n in prs) or 'unknown'}: logged"
