"""bot.service.worker on SQLite and PostgreSQL: several replicas share the queue and take each delivery once; a dead
holder's lease runs out and the work moves on; bad payloads finish, errors retry then fail for good."""

from __future__ import annotations

import asyncio
import io
import json
from typing import Any

import pytest

from bot.core.rules import load_rules
from bot.infra.settings import load_settings
from bot.infra.store import Store
from bot.service.replay import DryRunExecutor
from bot.service.worker import Worker
from tests.github_double import webhooks


def no_github(_installation: int) -> Any:
    raise AssertionError("these events never call GitHub")


def make_worker(store: Store, owner: str, **settings: Any) -> Worker:
    opts: dict[str, Any] = {
        "webhook_secret": "x" * 12,
        "poll_interval_s": 0.05,
        "lease_s": 5,
        "workers": 2,
        "redeliver_interval_s": 0,
    }
    opts.update(settings)
    return Worker(
        store=store,
        settings=load_settings(**opts),
        rules=load_rules(),
        executor=DryRunExecutor(io.StringIO()),
        github=no_github,
        owner=owner,
    )


def add(store: Store, guid: str, event: str, payload: dict[str, Any]) -> None:
    assert store.deliveries.add(guid, event, payload.get("action"), json.dumps(payload))


@pytest.fixture
def store(db_url: str) -> Store:
    s = Store(db_url)
    s.create_all()
    return s


def test_replicas_share_the_queue_and_take_each_delivery_once(store: Store) -> None:
    ping = webhooks.example("ping", None)
    repos = webhooks.example("installation_repositories", "added")
    for i in range(40):
        add(store, f"d{i:02d}", "ping" if i % 2 else "installation_repositories", ping if i % 2 else repos)

    async def go() -> None:
        replicas = [make_worker(store, f"replica-{n}") for n in range(3)]
        for w in replicas:
            w.start()
        for _ in range(200):
            if store.deliveries.counts() == {"done": 40}:
                break
            await asyncio.sleep(0.05)
        for w in replicas:
            await w.stop()

    asyncio.run(go())
    assert store.deliveries.counts() == {"done": 40}
    rows = [store.deliveries.get(f"d{i:02d}") for i in range(40)]
    assert all(r is not None and r.processed == 1 and r.attempts == 1 for r in rows)
    assert store.installations.repos() != []


def test_a_dead_holders_delivery_is_taken_over_after_its_lease(store: Store) -> None:
    add(store, "orphan", "ping", webhooks.example("ping", None))
    w = make_worker(store, "survivor")
    assert store.deliveries.claim("dead-replica", lease_s=1.0) is not None  # claimed, then the replica died

    async def go() -> None:
        assert not await w.process_one()  # still leased to the dead one
        await asyncio.sleep(1.1)
        assert await w.process_one()

    asyncio.run(go())
    row = store.deliveries.get("orphan")
    assert row is not None and (row.state, row.processed, row.attempts) == ("done", 1, 2)


def test_bad_payload_finishes_and_handler_errors_retry_then_fail(store: Store) -> None:
    add(store, "bad", "pull_request", {"action": "opened", "pull_request": {"number": "seven"}})
    broken = webhooks.example("installation", "created")
    broken["installation"]["id"] = "not-a-number"
    add(store, "never", "installation", broken)
    # A handler that raises (not a payload problem) is retried, then failed for good.
    add(store, "boom", "ping", webhooks.example("ping", None))
    # No installation (GitHub leaves the key out; it never sends null): nothing the App can do with it,
    # however often it is tried.
    lacking = {k: v for k, v in webhooks.example("merge_group", "checks_requested").items() if k != "installation"}
    add(store, "nowhere", "merge_group", lacking)

    async def broken(_ctx: Any, _payload: Any) -> str:
        raise RuntimeError("a bug in the handler")

    async def go() -> None:
        w = make_worker(store, "w", max_attempts=2, poll_interval_s=0.01, delivery_retry_s=0.01)
        for _ in range(8):
            await w.process_one()
            await asyncio.sleep(0.05)

    from bot.service import handlers

    handlers.HANDLERS["ping"] = broken
    try:
        asyncio.run(go())
    finally:
        del handlers.HANDLERS["ping"]
    bad = store.deliveries.get("bad")
    assert bad is not None and bad.state == "done" and (bad.outcome or "").startswith("bad payload")
    never = store.deliveries.get("never")
    assert never is not None and never.state == "done" and (never.outcome or "").startswith("bad payload")
    boom = store.deliveries.get("boom")
    assert boom is not None and boom.state == "failed" and boom.attempts == 2
    assert "RuntimeError: a bug in the handler" in (boom.error or "")
    nowhere = store.deliveries.get("nowhere")
    assert nowhere is not None and (nowhere.state, nowhere.attempts) == ("done", 1)
    assert "no installation" in (nowhere.outcome or "")


def test_stop_hands_a_claimed_delivery_back(store: Store) -> None:
    add(store, "slow", "ping", webhooks.example("ping", None))

    async def go() -> None:
        w = make_worker(store, "leaving")
        release = asyncio.Event()

        async def hang(_ctx: Any, _payload: Any) -> str:
            await release.wait()
            return "never"

        from bot.service import handlers

        handlers.HANDLERS["ping"] = hang
        try:
            task = asyncio.create_task(w.process_one())
            await asyncio.sleep(0.2)
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
        finally:
            del handlers.HANDLERS["ping"]

    asyncio.run(go())
    row = store.deliveries.get("slow")
    assert row is not None and row.state == "pending" and row.lease_owner is None
