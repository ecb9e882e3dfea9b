"""bot.infra.store on SQLite and on PostgreSQL: the durable queue's claims, leases and compare-and-sets."""

from __future__ import annotations

import threading
import time
from collections import Counter
from typing import Any

import pytest

from bot.infra import store as st
from bot.infra.store import Store


@pytest.fixture
def store(db_url: str) -> Store:
    s = Store(db_url)
    s.create_all()
    return s


def test_duplicate_delivery_is_a_no_op(store: Store) -> None:
    assert store.deliveries.add("d-1", "pull_request", "opened", '{"a": 1}', 42, "o/r")
    assert not store.deliveries.add("d-1", "pull_request", "closed", '{"a": 2}', 43, "o/x")
    row = store.deliveries.get("d-1")
    assert row is not None
    assert (row.action, row.payload, row.installation_id, row.repo) == ("opened", '{"a": 1}', 42, "o/r")
    assert store.deliveries.counts() == {"pending": 1}


def test_concurrent_claims_take_each_delivery_once(store: Store) -> None:
    for i in range(60):
        store.deliveries.add(f"d-{i:03d}", "ping", None, "{}")
    taken: list[str] = []
    lock = threading.Lock()

    def worker(name: str) -> None:
        while (d := store.deliveries.claim(name, 30)) is not None:
            with lock:
                taken.append(d.id)
            assert store.deliveries.complete(d.id, name, "ok")

    threads = [threading.Thread(target=worker, args=(f"w{i}",)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(taken) == [f"d-{i:03d}" for i in range(60)]
    assert max(Counter(taken).values()) == 1
    assert store.deliveries.counts() == {"done": 60}
    assert store.deliveries.queue_depth() == 0


def test_claims_follow_arrival_order(store: Store) -> None:
    for name in ("first", "second", "third"):
        store.deliveries.add(name, "ping", None, "{}")
        time.sleep(0.002)
    got = [store.deliveries.claim("w", 30) for _ in range(3)]
    assert [d.id for d in got if d] == ["first", "second", "third"]


def test_expired_lease_is_claimed_again_and_the_old_holder_loses(store: Store) -> None:
    store.deliveries.add("d", "ping", None, "{}")
    first = store.deliveries.claim("dead-worker", 0.2)
    assert first is not None and first.attempts == 1
    assert store.deliveries.claim("other", 30) is None  # still leased
    time.sleep(0.3)
    second = store.deliveries.claim("other", 30)
    assert second is not None and second.id == "d" and second.attempts == 2
    assert not store.deliveries.complete("d", "dead-worker", "late")
    assert not store.deliveries.renew("d", "dead-worker", 30)
    assert store.deliveries.complete("d", "other", "ok")
    row = store.deliveries.get("d")
    assert row is not None and row.processed == 1 and row.outcome == "ok"


def test_failed_delivery_retries_later_then_fails_for_good(store: Store) -> None:
    store.deliveries.add("d", "ping", None, "{}")
    d = store.deliveries.claim("w", 30)
    assert d is not None
    assert store.deliveries.fail("d", "w", "GitHubUnavailable: x", retry_in=0.2, max_attempts=2) == st.PENDING
    assert store.deliveries.claim("w", 30) is None  # not before its retry time
    time.sleep(0.25)
    d = store.deliveries.claim("w", 30)
    assert d is not None and d.attempts == 2
    assert store.deliveries.fail("d", "w", "again", retry_in=0, max_attempts=2) == st.FAILED
    assert store.deliveries.claim("w", 30) is None
    assert store.deliveries.counts() == {"failed": 1}


def test_a_delivery_is_dead_lettered_when_its_next_retry_falls_past_the_window(store: Store) -> None:
    store.deliveries.add("d", "ping", None, "{}")
    assert store.deliveries.claim("w", 30) is not None
    # First failure: the clock starts; a retry within the window keeps it pending, however many tries.
    assert store.deliveries.fail("d", "w", "boom", retry_in=0.0, dead_after_s=0.6) == st.PENDING
    first = store.deliveries.get("d")
    assert first is not None and first.first_failed_at is not None
    for _ in range(3):
        assert store.deliveries.claim("w", 30) is not None
        assert store.deliveries.fail("d", "w", "boom", retry_in=0.0, dead_after_s=0.6) == st.PENDING
    assert store.deliveries.claim("w", 30) is not None
    # The next retry would come after the window: dead-lettered, kept with its error.
    assert store.deliveries.fail("d", "w", "boom again", retry_in=1.0, dead_after_s=0.6) == st.FAILED
    dead = store.deliveries.dead_letters()
    assert [x.id for x in dead] == ["d"] and dead[0].error == "boom again" and dead[0].attempts == 5
    assert store.deliveries.claim("w", 30) is None


def test_requeue_runs_a_dead_letter_again_with_a_fresh_clock(store: Store) -> None:
    store.deliveries.add("d", "ping", None, "{}")
    store.deliveries.add("ok", "ping", None, "{}")
    assert store.deliveries.claim("w", 30) is not None
    assert store.deliveries.fail("d", "w", "boom", retry_in=5, dead_after_s=1) == st.FAILED
    ok = store.deliveries.claim("w", 30)
    assert ok is not None and ok.id == "ok" and store.deliveries.complete("ok", "w", "fine")
    assert store.deliveries.requeue("nope") == "unknown"
    assert store.deliveries.requeue("ok") == "refused:done"  # done: only with allow_done
    assert store.deliveries.requeue("d") == st.FAILED
    row = store.deliveries.get("d")
    assert row is not None and (row.state, row.attempts, row.first_failed_at, row.replays) == (st.PENDING, 0, None, 1)
    again = store.deliveries.claim("w", 30)
    assert again is not None and again.id == "d" and again.attempts == 1
    assert store.deliveries.requeue("d") == "refused:processing"  # never under a live handler
    assert store.deliveries.complete("d", "w", "done at last")
    assert store.deliveries.requeue("ok", allow_done=True) == st.DONE
    assert store.deliveries.counts() == {"done": 1, "pending": 1}


def test_one_run_per_commit_even_when_two_workers_race(store: Store) -> None:
    results: list[bool] = []
    lock = threading.Lock()

    def create(delivery: str) -> None:
        _run, created = store.runs.get_or_create(
            repo="o/r", head_sha="a" * 40, kind="pull_request", delivery_id=delivery, pr_number=1
        )
        with lock:
            results.append(created)

    threads = [threading.Thread(target=create, args=(f"d{i}",)) for i in range(5)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results) == [False, False, False, False, True]
    assert store.runs.pr_for_sha("o/r", "a" * 40) == 1
    assert len(store.runs.for_sha("o/r", "a" * 40)) == 1


def test_job_and_check_compare_and_set(store: Store) -> None:
    run, _ = store.runs.get_or_create(
        repo="o/r", head_sha="b" * 40, kind="pull_request", delivery_id="d", installation_id=1
    )
    row = store.checks.ensure(run, "verl", "bridge-validate / verl", "bv:x:verl")
    again = store.checks.ensure(run, "verl", "bridge-validate / verl", "bv:x:verl")
    assert row.id == again.id and row.phase == st.PHASE_NEW
    assert store.checks.advance(row.id, [st.PHASE_NEW], st.PHASE_QUEUED, github_id=5)
    assert not store.checks.advance(row.id, [st.PHASE_NEW], st.PHASE_QUEUED, github_id=6)
    job = {"id": "j1", "run_id": run.id, "check_run_id": row.id, "framework": "verl", "level": 0, "spec_json": "{}"}
    store.jobs.add([job, job])
    assert [j.id for j in store.jobs.for_check(row.id)] == ["j1"]
    assert store.jobs.move("j1", [st.JOB_PENDING], st.JOB_SUBMITTING)
    assert not store.jobs.move("j1", [st.JOB_PENDING], st.JOB_SUBMITTING)
    assert store.jobs.counts() == {"submitting": 1}
    # Tracking claims a dispatched check run once per lease.
    assert store.checks.claim_to_track("w1", 30) is None
    assert store.checks.advance(row.id, [st.PHASE_QUEUED], st.PHASE_DISPATCHED, next_poll_at=0.0)
    claimed = store.checks.claim_to_track("w1", 30)
    assert claimed is not None and claimed.id == row.id
    assert store.checks.claim_to_track("w2", 30) is None
    store.checks.release(row.id, "w1", next_poll_in=0)
    assert store.checks.claim_to_track("w2", 30) is not None


def test_redelivery_requests_are_spaced_and_capped(store: Store) -> None:
    assert store.deliveries.redeliveries_due(["g1", "g2"], min_gap_s=0.1, max_tries=2) == {"g1", "g2"}
    store.deliveries.record_redelivery("g1", 11)
    assert store.deliveries.redeliveries_due(["g1", "g2"], min_gap_s=60, max_tries=2) == {"g2"}
    time.sleep(0.15)
    assert store.deliveries.redeliveries_due(["g1"], min_gap_s=0.1, max_tries=2) == {"g1"}
    store.deliveries.record_redelivery("g1", 12)
    time.sleep(0.15)
    assert store.deliveries.redeliveries_due(["g1"], min_gap_s=0.1, max_tries=2) == set()


def test_installations_and_repositories(store: Store) -> None:
    store.installations.upsert(42, "NVIDIA-NeMo")
    store.installations.add_repos(42, [(1, "NVIDIA-NeMo/Megatron-Bridge"), (2, "NVIDIA-NeMo/Other")])
    store.installations.remove_repos(42, ["NVIDIA-NeMo/Other"])
    assert store.installations.repos(42) == ["NVIDIA-NeMo/Megatron-Bridge"]
    store.installations.delete(42)
    assert store.installations.repos() == [] and store.installations.get(42) is None


def test_in_memory_sqlite_for_replay() -> None:
    s = Store("sqlite://")
    s.create_all()
    assert s.deliveries.add("x", "ping", None, "{}")
    assert s.deliveries.claim("w", 10) is not None
    assert s.ping()


@pytest.mark.parametrize("kind", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_replicas_starting_together_on_a_fresh_database_all_start(kind: str, make_db_url: Any) -> None:
    """Two `serve` replicas started at once on an empty database both create the schema: neither fails on the
    other's half-made tables (found by bench/soak.py: one replica died at start-up on a duplicate type; and by
    CI: on SQLite, switching a new file to WAL mode answered "database is locked" to about one start in seven,
    hence the rounds)."""
    for _ in range(20 if kind == "sqlite" else 3):
        url = make_db_url(kind)
        stores = [Store(url) for _ in range(4)]
        barrier = threading.Barrier(len(stores))
        errors: list[BaseException] = []

        def start(s: Store, barrier: threading.Barrier, errors: list[BaseException]) -> None:
            barrier.wait()
            try:
                s.create_all()
            except BaseException as exc:
                errors.append(exc)

        threads = [threading.Thread(target=start, args=(s, barrier, errors)) for s in stores]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=60)
        try:
            assert errors == [], [f"{type(e).__name__}: {str(e)[:200]}" for e in errors]
            assert stores[0].deliveries.add("d-1", "ping", None, "{}", None, None)
            assert stores[1].deliveries.get("d-1") is not None
        finally:
            for s in stores:
                s.dispose()
