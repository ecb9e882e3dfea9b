"""bot.store on SQLite and on PostgreSQL: the durable queue's claims, leases and compare-and-sets."""

from __future__ import annotations

import threading
import time
from collections import Counter

import pytest

from bot import store as st
from bot.store import Store


@pytest.fixture
def store(db_url: str) -> Store:
    s = Store(db_url)
    s.create_all()
    return s


def test_duplicate_delivery_is_a_no_op(store: Store) -> None:
    assert store.add_delivery("d-1", "pull_request", "opened", '{"a": 1}', 42, "o/r")
    assert not store.add_delivery("d-1", "pull_request", "closed", '{"a": 2}', 43, "o/x")
    row = store.get_delivery("d-1")
    assert row is not None
    assert (row.action, row.payload, row.installation_id, row.repo) == ("opened", '{"a": 1}', 42, "o/r")
    assert store.delivery_counts() == {"pending": 1}


def test_concurrent_claims_take_each_delivery_once(store: Store) -> None:
    for i in range(60):
        store.add_delivery(f"d-{i:03d}", "ping", None, "{}")
    taken: list[str] = []
    lock = threading.Lock()

    def worker(name: str) -> None:
        while (d := store.claim_delivery(name, 30)) is not None:
            with lock:
                taken.append(d.id)
            assert store.complete_delivery(d.id, name, "ok")

    threads = [threading.Thread(target=worker, args=(f"w{i}",)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(taken) == [f"d-{i:03d}" for i in range(60)]
    assert max(Counter(taken).values()) == 1
    assert store.delivery_counts() == {"done": 60}
    assert store.queue_depth() == 0


def test_claims_follow_arrival_order(store: Store) -> None:
    for name in ("first", "second", "third"):
        store.add_delivery(name, "ping", None, "{}")
        time.sleep(0.002)
    got = [store.claim_delivery("w", 30) for _ in range(3)]
    assert [d.id for d in got if d] == ["first", "second", "third"]


def test_expired_lease_is_claimed_again_and_the_old_holder_loses(store: Store) -> None:
    store.add_delivery("d", "ping", None, "{}")
    first = store.claim_delivery("dead-worker", 0.2)
    assert first is not None and first.attempts == 1
    assert store.claim_delivery("other", 30) is None  # still leased
    time.sleep(0.3)
    second = store.claim_delivery("other", 30)
    assert second is not None and second.id == "d" and second.attempts == 2
    assert not store.complete_delivery("d", "dead-worker", "late")
    assert not store.renew_delivery("d", "dead-worker", 30)
    assert store.complete_delivery("d", "other", "ok")
    row = store.get_delivery("d")
    assert row is not None and row.processed == 1 and row.outcome == "ok"


def test_failed_delivery_retries_later_then_fails_for_good(store: Store) -> None:
    store.add_delivery("d", "ping", None, "{}")
    d = store.claim_delivery("w", 30)
    assert d is not None
    assert store.fail_delivery("d", "w", "GitHubUnavailable: x", retry_in=0.2, max_attempts=2) == st.PENDING
    assert store.claim_delivery("w", 30) is None  # not before its retry time
    time.sleep(0.25)
    d = store.claim_delivery("w", 30)
    assert d is not None and d.attempts == 2
    assert store.fail_delivery("d", "w", "again", retry_in=0, max_attempts=2) == st.FAILED
    assert store.claim_delivery("w", 30) is None
    assert store.delivery_counts() == {"failed": 1}


def test_one_run_per_commit_even_when_two_workers_race(store: Store) -> None:
    results: list[bool] = []
    lock = threading.Lock()

    def create(delivery: str) -> None:
        _run, created = store.get_or_create_run(
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
    assert store.pr_for_sha("o/r", "a" * 40) == 1
    assert len(store.runs_for_sha("o/r", "a" * 40)) == 1


def test_job_and_check_compare_and_set(store: Store) -> None:
    run, _ = store.get_or_create_run(
        repo="o/r", head_sha="b" * 40, kind="pull_request", delivery_id="d", installation_id=1
    )
    row = store.ensure_check_row(run, "verl", "bridge-validate / verl", "bv:x:verl")
    again = store.ensure_check_row(run, "verl", "bridge-validate / verl", "bv:x:verl")
    assert row.id == again.id and row.phase == st.PHASE_NEW
    assert store.advance_check_row(row.id, [st.PHASE_NEW], st.PHASE_QUEUED, github_id=5)
    assert not store.advance_check_row(row.id, [st.PHASE_NEW], st.PHASE_QUEUED, github_id=6)
    job = {"id": "j1", "run_id": run.id, "check_run_id": row.id, "framework": "verl", "level": 0, "spec_json": "{}"}
    store.add_jobs([job, job])
    assert [j.id for j in store.jobs_for_check(row.id)] == ["j1"]
    assert store.move_job("j1", [st.JOB_PENDING], st.JOB_SUBMITTING)
    assert not store.move_job("j1", [st.JOB_PENDING], st.JOB_SUBMITTING)
    assert store.job_counts() == {"submitting": 1}
    # Tracking claims a dispatched check run once per lease.
    assert store.claim_check_to_track("w1", 30) is None
    assert store.advance_check_row(row.id, [st.PHASE_QUEUED], st.PHASE_DISPATCHED, next_poll_at=0.0)
    claimed = store.claim_check_to_track("w1", 30)
    assert claimed is not None and claimed.id == row.id
    assert store.claim_check_to_track("w2", 30) is None
    store.release_check(row.id, "w1", next_poll_in=0)
    assert store.claim_check_to_track("w2", 30) is not None


def test_redelivery_requests_are_spaced_and_capped(store: Store) -> None:
    assert store.redeliveries_due(["g1", "g2"], min_gap_s=0.1, max_tries=2) == {"g1", "g2"}
    store.record_redelivery("g1", 11)
    assert store.redeliveries_due(["g1", "g2"], min_gap_s=60, max_tries=2) == {"g2"}
    time.sleep(0.15)
    assert store.redeliveries_due(["g1"], min_gap_s=0.1, max_tries=2) == {"g1"}
    store.record_redelivery("g1", 12)
    time.sleep(0.15)
    assert store.redeliveries_due(["g1"], min_gap_s=0.1, max_tries=2) == set()


def test_installations_and_repositories(store: Store) -> None:
    store.upsert_installation(42, "NVIDIA-NeMo")
    store.add_repos(42, [(1, "NVIDIA-NeMo/Megatron-Bridge"), (2, "NVIDIA-NeMo/Other")])
    store.remove_repos(42, ["NVIDIA-NeMo/Other"])
    assert store.installed_repos(42) == ["NVIDIA-NeMo/Megatron-Bridge"]
    store.delete_installation(42)
    assert store.installed_repos() == [] and store.installation(42) is None


def test_in_memory_sqlite_for_replay() -> None:
    s = Store("sqlite://")
    s.create_all()
    assert s.add_delivery("x", "ping", None, "{}")
    assert s.claim_delivery("w", 10) is not None
    assert s.ping()
