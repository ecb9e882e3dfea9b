"""The worker: takes stored deliveries off the durable queue and runs their handlers; tracks dispatched
jobs until their check runs conclude; asks GitHub to redeliver what the bot missed.

It runs inside `serve` (asyncio tasks beside the web app) and is safe with several replicas on one
PostgreSQL database: deliveries and check runs are claimed with leases (`FOR UPDATE SKIP LOCKED`), the
lease is renewed while the work runs, and work whose holder died (SIGKILL, lost host) is claimed again when
its lease runs out. Handlers are idempotent, so that second run finishes the work once.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import uuid
from collections.abc import Callable
from contextlib import suppress
from typing import Any

from bot.core.rules import Rules
from bot.dispatch.base import Executor
from bot.dispatch.executors import build_executor
from bot.dispatch.reconciler import JobPolicy, startup_sweep
from bot.infra import metrics
from bot.infra.authz import PermissionCache
from bot.infra.github import AmbiguousWrite, GitHubApp, GitHubError, GitHubUnavailable, RepoClient
from bot.infra.logging import bind_context, get_logger
from bot.infra.settings import Settings
from bot.infra.store import Delivery, Store
from bot.service.handlers import BadPayload, HandlerContext, dispatch
from bot.service.handlers.validation import db, track
from bot.service.pages.access import PageAccess
from bot.service.reach_source import ReachSource
from bot.service.redeliver import sweep

log = get_logger("bridge_validate.worker")

TRANSIENT = (GitHubUnavailable, AmbiguousWrite, OSError, asyncio.TimeoutError)


def worker_id() -> str:
    return f"{socket.gethostname()[:40]}-{os.getpid()}-{uuid.uuid4().hex[:6]}"


def make_executor(settings: Settings, **kwargs: Any) -> Executor:
    """The dispatch backend named by BRIDGE_VALIDATE_EXECUTOR (bot.dispatch.executors.build_executor)."""

    return build_executor(settings, **kwargs)


class Worker:
    def __init__(
        self,
        *,
        store: Store,
        settings: Settings,
        rules: Rules,
        executor: Executor,
        github: Callable[[int], RepoClient],
        app: GitHubApp | None = None,
        owner: str | None = None,
    ) -> None:
        self.store = store
        self.settings = settings
        self.rules = rules
        self.executor = executor
        self.github = github
        self.app = app
        self.owner = owner or worker_id()
        self.permissions = PermissionCache()
        # The Bridge call graph per PR head, from the Bridge clone the bot keeps (bot.service.reach_source).
        self.reach = ReachSource(settings.bridge_repo, rules, settings.cache_dir)
        self.pages = PageAccess.from_settings(settings)  # check runs link their signed run page
        # One token wakes one idle delivery loop (an Event would wake them all to race for one row).
        self._wake: asyncio.Queue[None] = asyncio.Queue()
        self._stop = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []

    # -- lifecycle

    def start(self) -> None:
        for i in range(self.settings.workers):
            self._tasks.append(asyncio.create_task(self._delivery_loop(i), name=f"deliveries-{i}"))
        self._tasks.append(asyncio.create_task(self._tracker_loop(), name="tracker"))
        if self.app is not None and self.settings.redeliver_interval_s > 0:
            self._tasks.append(asyncio.create_task(self._redeliver_loop(), name="redeliver"))
        log.info("worker.started", owner=self.owner, workers=self.settings.workers)

    async def stop(self, timeout: float = 10.0) -> None:
        self._stop.set()
        for _ in range(self.settings.workers):
            self._wake.put_nowait(None)
        if not self._tasks:
            return
        _done, pending = await asyncio.wait(self._tasks, timeout=timeout)
        for t in pending:
            t.cancel()
        for t in pending:
            with suppress(asyncio.CancelledError, Exception):
                await t
        self._tasks.clear()

    def wake(self) -> None:
        """A delivery was stored: look now rather than at the next poll."""
        if self._wake.qsize() < self.settings.workers:
            self._wake.put_nowait(None)

    async def _idle(self, seconds: float) -> None:
        with suppress(asyncio.TimeoutError):
            await asyncio.wait_for(self._wake.get(), timeout=seconds)

    # -- deliveries

    def context(self, delivery_id: str, event: str) -> HandlerContext:
        return HandlerContext(
            delivery_id=delivery_id,
            event=event,
            store=self.store,
            rules=self.rules,
            executor=self.executor,
            github=self.github,
            report_url=self.settings.report_url,
            page_url=self.pages.run_url,
            job_grace_s=self.settings.job_grace_s,
            permissions=self.permissions,
            policy=JobPolicy.from_settings(self.settings),
            reach=self.reach,
        )

    async def _delivery_loop(self, index: int) -> None:
        while not self._stop.is_set():
            try:
                worked = await self.process_one()
            except Exception as exc:
                log.error("worker.loop_error", error=f"{type(exc).__name__}: {exc}"[:500])
                worked = False
            if not worked:
                await self._idle(self.settings.poll_interval_s)

    async def process_one(self) -> bool:
        """Claim and process one delivery; False when there was nothing to do."""
        d = await db(self.store.deliveries.claim, self.owner, self.settings.lease_s)
        if d is None:
            return False
        await self._process(d)
        return True

    async def _renew(self, delivery_id: str, work: asyncio.Task[str], lost: list[bool]) -> None:
        """Keep the lease while the handler runs; if another worker took the delivery over (this one was
        too slow to renew), stop the handler so two never write for one delivery."""
        period = max(self.settings.lease_s / 3, 0.2)
        while not work.done():
            await asyncio.sleep(period)
            if not await db(self.store.deliveries.renew, delivery_id, self.owner, self.settings.lease_s):
                lost.append(True)
                log.warning("delivery.lease_lost")
                work.cancel()
                return

    async def _process(self, d: Delivery) -> None:
        with bind_context(delivery_id=d.id, event=d.event, action=d.action, repo=d.repo):
            lost: list[bool] = []
            payload: Any = json.loads(d.payload)
            work = asyncio.create_task(dispatch(self.context(d.id, d.event), payload))
            renew = asyncio.create_task(self._renew(d.id, work, lost))
            try:
                outcome = await work
            except asyncio.CancelledError:
                if lost:
                    return  # the new holder finishes it
                # Shutting down: hand the delivery back now rather than when the lease runs out.
                await asyncio.shield(db(self.store.deliveries.release, d.id, self.owner))
                raise
            except BadPayload as exc:
                outcome = f"bad payload: {exc}"
                log.warning("delivery.bad_payload", error=str(exc)[:500])
            except (*TRANSIENT, GitHubError) as exc:
                retry_in = min(self.settings.poll_interval_s * (2**d.attempts), 300.0)
                # A rate limit says when it lifts: no point in trying before.
                retry_in = max(retry_in, getattr(exc, "retry_after", 0.0))
                state = await db(
                    self.store.deliveries.fail,
                    d.id,
                    self.owner,
                    f"{type(exc).__name__}: {exc}",
                    retry_in,
                    self.settings.max_attempts,
                )
                metrics.PROCESSED.labels(event=d.event, outcome=f"retry:{type(exc).__name__}").inc()
                log.warning(
                    "delivery.retry",
                    error=f"{type(exc).__name__}: {exc}"[:500],
                    attempt=d.attempts,
                    state=state,
                    retry_in_s=round(retry_in, 1),
                )
                return
            except Exception as exc:
                state = await db(
                    self.store.deliveries.fail,
                    d.id,
                    self.owner,
                    f"{type(exc).__name__}: {exc}",
                    self.settings.poll_interval_s * 4,
                    self.settings.max_attempts,
                )
                metrics.PROCESSED.labels(event=d.event, outcome="error").inc()
                log.exception("delivery.error", attempt=d.attempts, state=state)
                return
            finally:
                renew.cancel()
                with suppress(asyncio.CancelledError):
                    await renew
            if await db(self.store.deliveries.complete, d.id, self.owner, outcome):
                metrics.PROCESSED.labels(event=d.event, outcome="done").inc()
                log.info("delivery.done", outcome=outcome, attempt=d.attempts)
            else:
                log.warning("delivery.done_after_lease_lost", outcome=outcome)

    # -- jobs

    async def _tracker_loop(self) -> None:

        try:  # jobs a previous process left open: resumed or ended now, not at their next poll
            await startup_sweep(self.context("startup", "startup"))
        except Exception as exc:
            log.error("reconciler.startup_failed", error=f"{type(exc).__name__}: {exc}"[:500])
        while not self._stop.is_set():
            try:
                worked = await self.track_one()
            except Exception as exc:
                log.error("tracker.loop_error", error=f"{type(exc).__name__}: {exc}"[:500])
                worked = False
            if not worked:
                with suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(self._stop.wait(), timeout=min(self.settings.job_poll_interval_s, 1.0))

    async def track_one(self) -> bool:
        row = await db(self.store.checks.claim_to_track, self.owner, self.settings.lease_s)
        if row is None:
            return False
        next_in = self.settings.job_poll_interval_s
        with bind_context(repo=row.repo, sha=row.head_sha, framework=row.framework, check_run_id=row.github_id):
            try:
                run = await db(self.store.runs.get, row.run_id)
                if run is None or run.installation_id is None:
                    log.error("tracker.orphan_check_run", run_id=row.run_id)
                    return True
                with bind_context(run_id=run.id, pr=run.pr_number):
                    ctx = self.context(f"track:{row.id}", "track")
                    await track(ctx, self.github(run.installation_id), run, row)
            except (*TRANSIENT, GitHubError) as exc:
                next_in = min(next_in * 5, 120.0)
                log.warning("tracker.retry", error=f"{type(exc).__name__}: {exc}"[:500])
            except Exception:
                next_in = min(next_in * 10, 300.0)
                log.exception("tracker.error")
            finally:
                await db(self.store.checks.release, row.id, self.owner, next_in)
        return True

    # -- redelivery

    async def _redeliver_loop(self) -> None:

        assert self.app is not None
        while not self._stop.is_set():
            try:
                await sweep(self.app, self.store, self.settings.redeliver_lookback_h)
            except Exception as exc:
                log.warning("redeliver.failed", error=f"{type(exc).__name__}: {exc}"[:500])
            with suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._stop.wait(), timeout=self.settings.redeliver_interval_s)
