"""One actor at a time acts on a commit's check runs: `async with commit_lock(ctx, repo, sha)`.

Opening an attempt's check runs (and dispatching its jobs), starting a newer attempt (and cancelling the
older one) and cancelling a check run each read which attempts exist and then act on GitHub and the
executor; done under the commit's lock, a newer attempt can never miss an older one that is still opening,
so a commit never has two attempts spending GPUs, whatever the order deliveries arrive or replicas take
them. The lock is a lease in the database (`store.locks`), renewed while held and lapsing when its holder
dies; it is re-entrant within one handler context. A handler that cannot get it in time raises
`CommitBusy`, which the worker retries like any transient error.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager, suppress

from bot.service.handlers.context import HandlerContext


class CommitBusy(RuntimeError):
    """Another actor held the commit's lock for longer than this handler waits: try the delivery later."""


async def _db(fn: object, *args: object) -> bool:
    return bool(await asyncio.to_thread(fn, *args))  # type: ignore[arg-type]


@asynccontextmanager
async def commit_lock(ctx: HandlerContext, repo: str, head_sha: str) -> AsyncIterator[None]:
    key = (repo, head_sha)
    if ctx.held_locks.get(key):
        ctx.held_locks[key] += 1
        try:
            yield
        finally:
            ctx.held_locks[key] -= 1
        return
    locks = ctx.store.locks
    loop = asyncio.get_running_loop()
    deadline = loop.time() + ctx.lock_wait_s
    pause = 0.02
    while not await _db(locks.acquire, repo, head_sha, ctx.lock_owner, ctx.lock_lease_s):
        if loop.time() > deadline:
            ctx.log.warning("commit_lock.busy", repo=repo, sha=head_sha, waited_s=ctx.lock_wait_s)
            raise CommitBusy(f"{repo}@{head_sha[:12]} is busy (another delivery is acting on its check runs)")
        await asyncio.sleep(pause)
        pause = min(pause * 2, 0.5)
    ctx.held_locks[key] = 1

    async def renew() -> None:
        while True:
            await asyncio.sleep(max(ctx.lock_lease_s / 3, 0.1))
            if not await _db(locks.renew, repo, head_sha, ctx.lock_owner, ctx.lock_lease_s):
                ctx.log.warning("commit_lock.lost", repo=repo, sha=head_sha)
                return

    keeper = asyncio.create_task(renew())
    try:
        yield
    finally:
        keeper.cancel()
        with suppress(asyncio.CancelledError):
            await keeper
        del ctx.held_locks[key]
        await asyncio.shield(asyncio.to_thread(locks.release, repo, head_sha, ctx.lock_owner))


INPUTS_SCOPE = "job-inputs"


def inputs_lock(ctx: HandlerContext, reuse_key: str) -> AbstractAsyncContextManager[None]:
    """The same lease, keyed by a job's inputs (its reuse key) instead of a commit: deciding that no twin is in
    flight and claiming the job is one step, so two runs (two PRs re-running one failed job on their shared
    merge base, on two replicas) never both start it."""
    return commit_lock(ctx, INPUTS_SCOPE, reuse_key[:40])
