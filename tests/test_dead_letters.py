"""Dead deliveries: a delivery whose handler keeps failing is retried with exponential backoff until the
dead-letter window (a day in production) has passed since its first failure, then dead-lettered; the count is
in /metrics, the list in `bridge-validate deliveries --failed`, and `bridge-validate replay ID` queues it
again for the workers, which run it through the real handler path."""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from prometheus_client import generate_latest

from bot.infra import metrics
from bot.infra.github import GitHubUnavailable
from bot.infra.store import Store
from bot.service import handlers
from bot.service.worker import retry_delay
from tests.github_double import webhooks
from tests.test_worker import add, make_worker


def test_retry_delay_doubles_up_to_the_cap_and_honours_rate_limits() -> None:
    waits = [retry_delay("guid-1", n, 10.0, 3600.0) for n in range(1, 12)]
    base = waits[0] / 10.0  # the fixed per-delivery spread, at most 10%
    assert 1.0 <= base <= 1.1
    assert waits[:9] == pytest.approx([10.0 * base * 2**i for i in range(9)])
    assert waits[9] == waits[10] == pytest.approx(3600.0 * base)  # capped
    assert retry_delay("guid-1", 1, 10.0, 3600.0, retry_after=120.0) == 120.0
    # Two deliveries that failed together come back a little apart.
    spreads = {retry_delay(f"g{i}", 1, 10.0, 3600.0) for i in range(20)}
    assert len(spreads) > 5 and all(10.0 <= w <= 11.0 for w in spreads)


@pytest.fixture
def store(db_url: str) -> Store:
    s = Store(db_url)
    s.create_all()
    return s


def _cli(db_url: str, *argv: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("BRIDGE_VALIDATE_")}
    env["BRIDGE_VALIDATE_DATABASE_URL"] = db_url
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *argv], env=env, capture_output=True, text=True, timeout=60,
        cwd=Path(__file__).resolve().parents[1],
    )


def test_a_failing_delivery_backs_off_is_dead_lettered_listed_counted_and_replayed(store: Store, db_url: str) -> None:
    add(store, "doomed", "ping", webhooks.example("ping", None))
    add(store, "fine", "installation_repositories", webhooks.example("installation_repositories", "added"))
    calls: list[float] = []
    healed = {"now": False}

    async def flaky(_ctx: Any, _payload: Any) -> str:
        calls.append(asyncio.get_running_loop().time())
        if not healed["now"]:
            raise GitHubUnavailable("GitHub answered 502 (test)")
        return "handled after the replay"

    def state(guid: str) -> str | None:
        d = store.deliveries.get(guid)
        return d.state if d is not None else None

    async def go(until: Callable[[], bool], what: str, timeout: float = 30.0) -> None:
        """Run a worker until `until()` holds (it used to run for a fixed 2.5 s / 0.6 s), then stop it."""
        w = make_worker(
            store, "w", delivery_retry_s=0.1, delivery_retry_max_s=0.4, dead_letter_after_s=1.2, poll_interval_s=0.02
        )
        w.start()
        deadline = asyncio.get_running_loop().time() + timeout
        while not until():
            assert asyncio.get_running_loop().time() < deadline, f"timed out after {timeout:.0f} s waiting for {what}"
            await asyncio.sleep(0.05)
        await w.stop()

    handlers.HANDLERS["ping"] = flaky
    try:
        # Both end: the failing one dead-lettered (a final state: the worker never takes it again), the other done.
        asyncio.run(go(lambda: state("doomed") == "failed" and state("fine") == "done", "the dead letter"))
        dead = store.deliveries.get("doomed")
        assert dead is not None and dead.state == "failed", dead and dead.state
        assert "GitHubUnavailable" in (dead.error or "") and dead.processed == 0
        # Backoff: the waits between tries grow (0.1, 0.2, 0.4, 0.4 ... capped), never a tight loop.
        gaps = [b - a for a, b in itertools.pairwise(calls)]
        assert len(calls) == dead.attempts and 3 <= len(calls) <= 8, calls
        assert gaps[0] >= 0.1 and gaps[1] >= 0.2 and all(g >= 0.1 for g in gaps), gaps
        assert dead.finished_at is not None and dead.first_failed_at is not None
        # dead-lettered at the window's end, not tries later (the slack is for a loaded 2-CPU CI machine: the last
        # try starts inside the window and its backoff wait is at most 0.4 s)
        assert dead.finished_at - dead.first_failed_at <= 1.2 + 1.5
        fine = store.deliveries.get("fine")
        assert fine is not None and fine.state == "done"  # one dead letter holds nothing else up

        # /metrics counts the dead letters (from the database: every replica reports the same).
        metrics.bind_store(store.deliveries.counts, store.jobs.counts)
        text = generate_latest(metrics.REGISTRY).decode()
        assert "bridge_validate_dead_letters 1.0" in text
        assert 'bridge_validate_deliveries{state="failed"} 1.0' in text
        assert 'bridge_validate_deliveries_dead_lettered_total{event="ping"}' in text

        listed = _cli(db_url, "deliveries", "--failed")
        assert listed.returncode == 0, listed.stderr
        assert "1 dead-lettered deliveries shown" in listed.stdout and "doomed  ping" in listed.stdout
        assert "GitHubUnavailable: GitHub answered 502 (test)" in listed.stdout
        assert "bridge-validate replay doomed" in listed.stdout and "fine" not in listed.stdout
        as_json = json.loads(_cli(db_url, "deliveries", "--format", "json").stdout)
        assert as_json["counts"] == {"done": 1, "failed": 1}
        assert {d["id"]: d["state"] for d in as_json["deliveries"]} == {"doomed": "failed", "fine": "done"}

        refused = _cli(db_url, "replay", "fine")
        assert refused.returncode == 1 and "add --force" in refused.stderr
        assert _cli(db_url, "replay", "nope").returncode == 1
        replayed = _cli(db_url, "replay", "doomed")
        assert replayed.returncode == 0 and "queued doomed again (was failed)" in replayed.stdout, replayed.stderr
        healed["now"] = True
        asyncio.run(go(lambda: state("doomed") == "done", "the replayed delivery to be handled"))
    finally:
        del handlers.HANDLERS["ping"]
    again = store.deliveries.get("doomed")
    assert again is not None and (again.state, again.outcome, again.processed, again.replays) == (
        "done",
        "handled after the replay",
        1,
        1,
    )
    assert _cli(db_url, "deliveries", "--failed").stdout.startswith("0 dead-lettered deliveries shown")


def test_replay_without_an_id_is_still_the_offline_dry_run(tmp_path: Path) -> None:
    ping = tmp_path / "ping.json"
    ping.write_text(json.dumps(webhooks.example("ping", None)))
    proc = _cli(f"sqlite:///{tmp_path / 'unused.sqlite'}", "replay", "--event", "ping", "--payload", str(ping))
    assert proc.returncode == 0 and "=== outcome: no handler for ping" in proc.stdout
    both = _cli(f"sqlite:///{tmp_path / 'unused.sqlite'}", "replay", "abc", "--event", "ping", "--payload", str(ping))
    assert both.returncode == 2 and "drop --event" in both.stderr
    neither = _cli(f"sqlite:///{tmp_path / 'unused.sqlite'}", "replay")
    assert neither.returncode == 2
