"""Ask GitHub to send again what the bot missed while it was down.

GitHub never redelivers a failed webhook delivery by itself. On start-up and every
`redeliver_interval_s`, the bot lists the App's recent deliveries, and for each event (GUID) that no
attempt delivered and that the store does not hold, asks for a redelivery of its latest attempt. The
redelivered copy carries the same GUID, so it is stored once like any delivery.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict

from pydantic import BaseModel

from bot.infra import metrics
from bot.infra.github import GitHubApp, HookDelivery
from bot.infra.logging import get_logger
from bot.infra.store import Store, now

log = get_logger("bridge_validate.redeliver")

MIN_GAP_S = 600.0  # by default, do not ask again for the same GUID sooner than this (the redelivery may be slow)
MAX_TRIES = 3


class SweepResult(BaseModel):
    listed: int = 0
    failed: int = 0
    missing: int = 0
    requested: list[str] = []


def missing_guids(deliveries: list[HookDelivery], stored: set[str]) -> dict[str, HookDelivery]:
    """GUID -> the latest attempt, for events no attempt delivered and the store lacks."""
    by_guid: dict[str, list[HookDelivery]] = defaultdict(list)
    for d in deliveries:
        by_guid[d.guid].append(d)
    out = {}
    for guid, attempts in by_guid.items():
        if guid in stored or any(a.ok for a in attempts):
            continue
        out[guid] = max(attempts, key=lambda a: (a.delivered_at, a.id))
    return out


async def sweep(app: GitHubApp, store: Store, lookback_h: float, min_gap_s: float = MIN_GAP_S) -> SweepResult:
    deliveries = await app.list_hook_deliveries(since=now() - lookback_h * 3600)
    failed = {d.guid for d in deliveries if not d.ok}
    stored = await asyncio.to_thread(store.deliveries.known, failed)
    missing = missing_guids(deliveries, stored)
    due = await asyncio.to_thread(store.deliveries.redeliveries_due, missing.keys(), min_gap_s, MAX_TRIES)
    result = SweepResult(listed=len(deliveries), failed=len(failed), missing=len(missing))
    for guid in sorted(due):
        attempt = missing[guid]
        await app.redeliver(attempt.id)
        await asyncio.to_thread(store.deliveries.record_redelivery, guid, attempt.id)
        metrics.REDELIVERIES.inc()
        result.requested.append(guid)
        log.info(
            "redeliver.requested",
            guid=guid,
            hook_delivery_id=attempt.id,
            gh_event=attempt.event,  # not `event`: that is the log line's own name
            status_code=attempt.status_code,
        )
    log.info(
        "redeliver.sweep",
        listed=result.listed,
        failed=result.failed,
        missing=result.missing,
        requested=len(result.requested),
    )
    return result
