"""One module per webhook event, each `handle(ctx, payload) -> outcome` over a narrow context.

`dispatch` routes a stored delivery to its handler; an event nobody handles gets a log line (the webhook
already answered 2xx).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bot.service.handlers import check_run, check_suite, installation, issue_comment, merge_group, pull_request
from bot.service.handlers.context import HandlerContext
from bot.service.handlers.events import BadPayload

Handler = Callable[[HandlerContext, dict[str, object]], Awaitable[str]]

HANDLERS: dict[str, Handler] = {
    "pull_request": pull_request.handle,
    "merge_group": merge_group.handle,
    "installation": installation.handle,
    "installation_repositories": installation.handle_repositories,
    "check_run": check_run.handle,
    "check_suite": check_suite.handle,
    "issue_comment": issue_comment.handle,
}


async def dispatch(ctx: HandlerContext, payload: dict[str, object]) -> str:
    handler = HANDLERS.get(ctx.event)
    if handler is None:
        ctx.log.info("event.unhandled", action=payload.get("action"))
        return f"no handler for {ctx.event}"
    return await handler(ctx, payload)


__all__ = ["HANDLERS", "BadPayload", "HandlerContext", "dispatch"]
