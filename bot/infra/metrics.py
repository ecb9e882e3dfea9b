"""Prometheus metrics of the App: deliveries, queue depth, dead letters, jobs by state, GitHub API errors.

Counters count what this process did; queue depth and jobs by state are read from the database at scrape
time, so every replica reports the same, true numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from prometheus_client import CollectorRegistry, Counter, Histogram
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

REGISTRY = CollectorRegistry(auto_describe=True)

DELIVERIES = Counter(
    "bridge_validate_deliveries_total",
    "Webhook deliveries received, by event and result",
    ["event", "result"],
    registry=REGISTRY,
)
PROCESSED = Counter(
    "bridge_validate_deliveries_processed_total",
    "Deliveries handled by a worker, by outcome",
    ["event", "outcome"],
    registry=REGISTRY,
)
WEBHOOK_SECONDS = Histogram(
    "bridge_validate_webhook_seconds",
    "Time to answer POST /webhook",
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
    registry=REGISTRY,
)
GITHUB_REQUESTS = Counter(
    "bridge_validate_github_requests_total",
    "GitHub API calls, by method and status",
    ["method", "status"],
    registry=REGISTRY,
)
GITHUB_ERRORS = Counter(
    "bridge_validate_github_errors_total",
    "GitHub API errors, by kind (server, timeout, network, rate_limit, client, unauthorized)",
    ["kind"],
    registry=REGISTRY,
)
DEAD_LETTERED = Counter(
    "bridge_validate_deliveries_dead_lettered_total",
    "Deliveries this process gave up on after a day of retries (dead-lettered), by event",
    ["event"],
    registry=REGISTRY,
)
REDELIVERIES = Counter(
    "bridge_validate_redeliveries_requested_total",
    "Failed deliveries the bot asked GitHub to send again",
    registry=REGISTRY,
)


class StoreCollector(Collector):
    """Queue depth and jobs by state, straight from the database."""

    def __init__(self) -> None:
        self.deliveries: Callable[[], dict[str, int]] | None = None
        self.jobs: Callable[[], dict[str, int]] | None = None

    def collect(self) -> Iterator[GaugeMetricFamily]:
        if self.deliveries is None or self.jobs is None:
            return
        try:
            d = self.deliveries()
            j = self.jobs()
        except Exception:  # a scrape must not fail because the database is briefly away
            return
        depth = GaugeMetricFamily("bridge_validate_queue_depth", "Deliveries waiting or being processed")
        depth.add_metric([], d.get("pending", 0) + d.get("processing", 0))
        yield depth
        by_state = GaugeMetricFamily(
            "bridge_validate_deliveries", "Stored deliveries by state", labels=["state"]
        )
        for state in ("pending", "processing", "done", "failed"):
            by_state.add_metric([state], d.get(state, 0))
        yield by_state
        dead = GaugeMetricFamily(
            "bridge_validate_dead_letters",
            "Deliveries dead-lettered (failing after a day of retries): `bridge-validate deliveries --failed` "
            "lists them, `bridge-validate replay ID` runs one again",
        )
        dead.add_metric([], d.get("failed", 0))
        yield dead
        jobs = GaugeMetricFamily("bridge_validate_jobs", "Jobs by state", labels=["state"])
        for state in ("pending", "submitting", "submitted", "running", "done", "cancelled", "lost"):
            jobs.add_metric([state], j.get(state, 0))
        yield jobs


_STORE = StoreCollector()
REGISTRY.register(_STORE)


def bind_store(deliveries: Callable[[], dict[str, int]], jobs: Callable[[], dict[str, int]]) -> None:
    _STORE.deliveries = deliveries
    _STORE.jobs = jobs
