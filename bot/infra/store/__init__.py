"""The bot's state in one SQL database (SQLite by default, PostgreSQL at scale), one module per aggregate.

    store = Store(url); store.create_all()
    store.deliveries     the durable queue of webhook deliveries, redelivery bookkeeping      (deliveries.py)
    store.installations  installations and their repositories                               (installations.py)
    store.runs           validation runs of a commit                                         (runs.py)
    store.checks         their check runs (phase compare-and-set, tracker leases)            (runs.py)
    store.reports        the full report behind a check run                                  (runs.py)
    store.jobs           jobs: dispatch, attempts, runner events, results                     (jobs.py)
    store.approvals      fork approvals and the override audit trail                         (approvals.py)
    store.locks          per-commit leases: one actor opens, starts or cancels a commit's checks (locks.py)

Every aggregate shares one `Database` (engine and session helper, `db.py`); the tables are in `schema.py`.
Methods are synchronous and short; async callers run them in a thread.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy.orm import Session

from bot.infra.store.approvals import Approvals
from bot.infra.store.db import Database
from bot.infra.store.deliveries import Deliveries
from bot.infra.store.installations import Installations
from bot.infra.store.jobs import Jobs
from bot.infra.store.locks import CommitLocks
from bot.infra.store.runs import CheckRuns, Reports, Runs
from bot.infra.store.schema import (
    DONE,
    FAILED,
    JOB_ACTIVE,
    JOB_CANCELLED,
    JOB_DONE,
    JOB_LOST,
    JOB_PENDING,
    JOB_RUNNING,
    JOB_SUBMITTED,
    JOB_SUBMITTING,
    JOB_TERMINAL,
    PENDING,
    PHASE_CANCELLING,
    PHASE_COMPLETED,
    PHASE_DISPATCHED,
    PHASE_HELD,
    PHASE_NEW,
    PHASE_QUEUED,
    PROCESSING,
    Approval,
    Base,
    CheckRunRow,
    CommitLock,
    Delivery,
    Installation,
    InstalledRepo,
    JobRow,
    OverrideRecord,
    RedeliveryRequest,
    Report,
    Run,
    new_id,
    now,
)

__all__ = [
    "DONE",
    "FAILED",
    "JOB_ACTIVE",
    "JOB_CANCELLED",
    "JOB_DONE",
    "JOB_LOST",
    "JOB_PENDING",
    "JOB_RUNNING",
    "JOB_SUBMITTED",
    "JOB_SUBMITTING",
    "JOB_TERMINAL",
    "PENDING",
    "PHASE_CANCELLING",
    "PHASE_COMPLETED",
    "PHASE_DISPATCHED",
    "PHASE_HELD",
    "PHASE_NEW",
    "PHASE_QUEUED",
    "PROCESSING",
    "Approval",
    "Base",
    "CheckRunRow",
    "CommitLock",
    "Database",
    "Delivery",
    "Installation",
    "InstalledRepo",
    "JobRow",
    "OverrideRecord",
    "RedeliveryRequest",
    "Report",
    "Run",
    "Store",
    "new_id",
    "now",
]


class Store:
    """The aggregates over one database."""

    def __init__(self, url: str) -> None:
        self.db = Database(url)
        self.url = url
        self.dialect = self.db.dialect
        self.deliveries = Deliveries(self.db)
        self.installations = Installations(self.db)
        self.runs = Runs(self.db)
        self.checks = CheckRuns(self.db)
        self.reports = Reports(self.db)
        self.jobs = Jobs(self.db)
        self.approvals = Approvals(self.db)
        self.locks = CommitLocks(self.db)

    def create_all(self) -> None:
        self.db.create_all()

    def dispose(self) -> None:
        self.db.dispose()

    @contextmanager
    def session(self) -> Iterator[Session]:
        with self.db.session() as s:
            yield s

    def ping(self) -> bool:
        return self.db.ping()

    def dump_text(self) -> str:
        return self.db.dump_text()
