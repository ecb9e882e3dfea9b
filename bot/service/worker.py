"""The worker: takes stored deliveries off the durable queue and runs their handlers; tracks dispatched
jobs until their check runs conclude; asks GitHub to redeliver what the bot missed.

It runs inside `serve` (asyncio tasks beside the web app) and is safe with several replicas on one
PostgreSQL database: deliveries and check runs are claimed with leases (`FOR UPDATE SKIP LOCKED`), the
lease is renewed while the work runs, and work whose holder died (SIGKILL, lost host) is claimed again when
its lease runs out. Handlers are idempotent, so that second run finishes the work once.
"""

from __future__ import annotations

import asyncio
import hashlib
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
from bot.infra.store import FAILED, Delivery, Store
from bot.service.handlers import BadPayload, HandlerContext, control, dispatch
from bot.service.handlers.commit_lock import CommitBusy
from bot.service.handlers.validation import db, track
from bot.service.pages.access import PageAccess
from bot.service.reach_source import ReachSource
from bot.service.redeliver import sweep

log = get_logger("bridge_validate.worker")

TRANSIENT = (GitHubUnavailable, AmbiguousWrite, OSError, asyncio.TimeoutError, CommitBusy)


def retry_delay(delivery_id: str, attempts: int, base_s: float, max_s: float, retry_after: float = 0.0) -> float:
    """The wait before try `attempts + 1`: `base_s` doubled per try, at most `max_s`, never before a rate limit
    lifts. Up to 10% more, fixed per delivery, so deliveries that failed together (GitHub was down) do not all
    come back in the same second. Pure."""
    step = min(base_s * (2 ** max(attempts - 1, 0)), max_s)
    spread = 1.0 + (int(hashlib.sha256(delivery_id.encode()).hexdigest()[:4], 16) % 100) / 1000.0
    return max(step * spread, retry_after)


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
        # Only with BRIDGE_VALIDATE_PLANNER=reach or gated (see Settings.planner).
        reach = settings.planner != "rules"
        self.reach = ReachSource(settings.bridge_repo, rules, settings.cache_dir) if reach else None
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
            lines=self.reach.cache.lines if self.reach is not None else None,
            planner=self.settings.planner,
            lock_lease_s=self.settings.lease_s,
            lock_wait_s=max(self.settings.lease_s, 5.0),
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
            except Exception as exc:
                await self._retry_later(d, exc)
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

    async def _retry_later(self, d: Delivery, exc: Exception) -> None:
        """The handler failed: the delivery runs again after an exponential backoff, until a day (the
        settings) has passed since its first failure; then it is dead-lettered for an operator to replay."""
        error = f"{type(exc).__name__}: {exc}"
        # A rate limit says when it lifts: no point in trying before.
        retry_after = float(getattr(exc, "retry_after", 0.0) or 0.0)
        s = self.settings
        retry_in = retry_delay(d.id, d.attempts, s.delivery_retry_s, s.delivery_retry_max_s, retry_after)
        state = await db(
            self.store.deliveries.fail,
            d.id,
            self.owner,
            error,
            retry_in,
            dead_after_s=self.settings.dead_letter_after_s,
            max_attempts=self.settings.max_attempts,
        )
        kind = "retry" if isinstance(exc, (*TRANSIENT, GitHubError)) else "error"
        metrics.PROCESSED.labels(event=d.event, outcome=f"{kind}:{type(exc).__name__}").inc()
        if state == FAILED:
            metrics.DEAD_LETTERED.labels(event=d.event).inc()
            replay = f"bridge-validate replay {d.id}"
            log.error("delivery.dead_lettered", error=error[:500], attempt=d.attempts, replay=replay)
            return
        wait = round(retry_in, 1)
        if kind == "retry":
            log.warning("delivery.retry", error=error[:500], attempt=d.attempts, state=state, retry_in_s=wait)
        else:
            log.exception("delivery.error", attempt=d.attempts, state=state, retry_in_s=wait)

    # -- jobs

    async def _tracker_loop(self) -> None:

        try:  # jobs a previous process left open: resumed or ended now, not at their next poll
            await startup_sweep(self.context("startup", "startup"))
        except Exception as exc:
            log.error("reconciler.startup_failed", error=f"{type(exc).__name__}: {exc}"[:500])
        # Cancels a crash left half done: finished beside the tracker (a commit's lock may make it wait).
        self._tasks.append(asyncio.create_task(self._finish_cancelling(), name="finish-cancelling"))
        while not self._stop.is_set():
            try:
                worked = await self.track_one()
            except Exception as exc:
                log.error("tracker.loop_error", error=f"{type(exc).__name__}: {exc}"[:500])
                worked = False
            if not worked:
                with suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(self._stop.wait(), timeout=min(self.settings.job_poll_interval_s, 1.0))

    async def _finish_cancelling(self) -> None:
        try:
            n = await control.finish_cancelling(self.context("startup:cancelling", "startup"))
            log.info("reconciler.cancelling_finished", check_runs=n)
        except Exception as exc:
            log.error("reconciler.cancelling_failed", error=f"{type(exc).__name__}: {exc}"[:500])

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
                await sweep(
                    self.app, self.store, self.settings.redeliver_lookback_h, self.settings.redeliver_min_gap_s
                )
            except Exception as exc:
                log.warning("redeliver.failed", error=f"{type(exc).__name__}: {exc}"[:500])
            with suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._stop.wait(), timeout=self.settings.redeliver_interval_s)
