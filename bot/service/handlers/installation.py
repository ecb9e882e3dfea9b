"""`installation` and `installation_repositories`: keep the list of installations and their repositories."""

from __future__ import annotations

from bot.infra.logging import bind_context
from bot.service.handlers.context import HandlerContext
from bot.service.handlers.events import InstallationEvent, InstallationRepositoriesEvent, parse
from bot.service.handlers.validation import db


async def handle(ctx: HandlerContext, payload: dict[str, object]) -> str:
    event = parse(InstallationEvent, payload)
    inst = event.installation
    account = inst.account.login
    with bind_context(installation_id=inst.id, account=account):
        if event.action == "deleted":
            await db(ctx.store.installations.delete, inst.id)
        elif event.action in ("created", "new_permissions_accepted", "unsuspend", "suspend"):
            await db(ctx.store.installations.upsert, inst.id, account, event.action == "suspend")
            if event.repositories is not None:
                await db(ctx.store.installations.add_repos, inst.id, [(r.id, r.full_name) for r in event.repositories])
        else:
            ctx.log.info("installation.ignored", action=event.action)
            return f"ignored action {event.action}"
        repos = await db(ctx.store.installations.repos, inst.id)
        ctx.log.info("installation.updated", action=event.action, repositories=len(repos))
        return f"installation {event.action}"


async def handle_repositories(ctx: HandlerContext, payload: dict[str, object]) -> str:
    event = parse(InstallationRepositoriesEvent, payload)
    inst = event.installation
    with bind_context(installation_id=inst.id):
        await db(ctx.store.installations.upsert, inst.id, inst.account.login)
        if event.repositories_added:
            added = [(r.id, r.full_name) for r in event.repositories_added]
            await db(ctx.store.installations.add_repos, inst.id, added)
        if event.repositories_removed:
            removed = [r.full_name for r in event.repositories_removed]
            await db(ctx.store.installations.remove_repos, inst.id, removed)
        ctx.log.info(
            "installation.repositories",
            action=event.action,
            added=len(event.repositories_added),
            removed=len(event.repositories_removed),
        )
        return f"repositories {event.action}"
