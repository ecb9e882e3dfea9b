"""The bot's state in one SQL database (SQLite by default, PostgreSQL at scale): deliveries, installations,
validation runs, check runs, jobs and reports.

The `deliveries` table is the durable queue. The webhook endpoint inserts a row (the GitHub delivery id is
the primary key, so a second copy is a no-op) and answers; workers claim rows with a lease that expires, so
work a dead process held is picked up again. Claims are one UPDATE over a sub-select that PostgreSQL runs
with `FOR UPDATE SKIP LOCKED` (several replicas never claim the same row); SQLite serialises writers with
`BEGIN IMMEDIATE`. Check runs that are waiting on jobs are claimed the same way by the job tracker.

Times are UNIX epoch seconds (floats): dialect-neutral and cheap to compare in SQL.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import Any, cast

from sqlalchemy import (
    BigInteger,
    Boolean,
    CursorResult,
    Engine,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Table,
    Text,
    UniqueConstraint,
    create_engine,
    event,
    func,
    or_,
    select,
    text,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker
from sqlalchemy.pool import StaticPool

# Delivery states.
PENDING, PROCESSING, DONE, FAILED = "pending", "processing", "done", "failed"

# Check-run phases (our side of the state machine; GitHub's status follows).
PHASE_NEW = "new"  # row exists, no GitHub check run yet
PHASE_QUEUED = "queued"  # created on GitHub as queued, plan in the summary
PHASE_DISPATCHED = "in_progress"  # jobs submitted; the tracker polls them
PHASE_COMPLETED = "completed"
PHASE_HELD = "held"  # over the PR's GPU budget: action_required on GitHub until a maintainer releases it
# Claimed by a cancel (a push superseded the commit, `/validate cancel`, a re-run): its jobs are being stopped
# and it concludes `cancelled`; the tracker leaves it alone.
PHASE_CANCELLING = "cancelling"

# Job states (mirrors bot.dispatch.base.JobState, plus our pre-dispatch states).
JOB_PENDING, JOB_SUBMITTING, JOB_SUBMITTED, JOB_RUNNING = "pending", "submitting", "submitted", "running"
JOB_DONE, JOB_CANCELLED, JOB_LOST = "done", "cancelled", "lost"
JOB_ACTIVE = (JOB_PENDING, JOB_SUBMITTING, JOB_SUBMITTED, JOB_RUNNING)
JOB_TERMINAL = (JOB_DONE, JOB_CANCELLED, JOB_LOST)


def now() -> float:
    return time.time()


def new_id() -> str:
    return uuid.uuid4().hex


class Base(DeclarativeBase):
    pass


class Delivery(Base):
    __tablename__ = "deliveries"

    id: Mapped[str] = mapped_column(String(80), primary_key=True)  # X-GitHub-Delivery
    event: Mapped[str] = mapped_column(String(64))
    action: Mapped[str | None] = mapped_column(String(64))
    installation_id: Mapped[int | None] = mapped_column(BigInteger)
    repo: Mapped[str | None] = mapped_column(String(200))
    payload: Mapped[str] = mapped_column(Text)
    state: Mapped[str] = mapped_column(String(16), default=PENDING)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    processed: Mapped[int] = mapped_column(Integer, default=0)  # times a handler finished it (must be 1)
    outcome: Mapped[str | None] = mapped_column(String(200))
    error: Mapped[str | None] = mapped_column(Text)
    lease_owner: Mapped[str | None] = mapped_column(String(80))
    lease_until: Mapped[float | None] = mapped_column(Float)
    not_before: Mapped[float] = mapped_column(Float, default=0.0)
    received_at: Mapped[float] = mapped_column(Float)
    finished_at: Mapped[float | None] = mapped_column(Float)

    __table_args__ = (Index("ix_deliveries_queue", "state", "not_before", "received_at"),)


class Installation(Base):
    __tablename__ = "installations"

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    account: Mapped[str | None] = mapped_column(String(200))
    suspended: Mapped[bool] = mapped_column(Boolean, default=False)
    updated_at: Mapped[float] = mapped_column(Float)


class InstalledRepo(Base):
    __tablename__ = "installed_repos"

    full_name: Mapped[str] = mapped_column(String(200), primary_key=True)
    installation_id: Mapped[int] = mapped_column(BigInteger, index=True)
    repo_id: Mapped[int | None] = mapped_column(BigInteger)
    updated_at: Mapped[float] = mapped_column(Float)


class Run(Base):
    """One validation of one commit for one reason (a PR head, a merge-group commit)."""

    __tablename__ = "runs"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    repo: Mapped[str] = mapped_column(String(200))
    head_sha: Mapped[str] = mapped_column(String(40))
    kind: Mapped[str] = mapped_column(String(20))  # pull_request | merge_group
    attempt: Mapped[int] = mapped_column(Integer, default=1)
    pr_number: Mapped[int | None] = mapped_column(Integer)
    base_sha: Mapped[str | None] = mapped_column(String(40))
    installation_id: Mapped[int | None] = mapped_column(BigInteger)
    delivery_id: Mapped[str | None] = mapped_column(String(80))
    plan_json: Mapped[str | None] = mapped_column(Text)
    notes_json: Mapped[str | None] = mapped_column(Text)  # what the bot could not see (truncation, patches)
    created_at: Mapped[float] = mapped_column(Float)
    # `/validate retry` runs everything again (no result reuse); a maintainer's `/validate level=…` or
    # `/validate override` lifts the per-PR GPU budget.
    reuse: Mapped[bool] = mapped_column(Boolean, default=True, server_default=text("true"))
    budget_override: Mapped[bool] = mapped_column(Boolean, default=False, server_default=text("false"))

    __table_args__ = (
        UniqueConstraint("repo", "head_sha", "kind", "attempt", name="uq_runs_commit"),
        Index("ix_runs_sha", "repo", "head_sha"),
    )


class CheckRunRow(Base):
    __tablename__ = "check_runs"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    run_id: Mapped[str] = mapped_column(ForeignKey("runs.id"))
    framework: Mapped[str] = mapped_column(String(16))
    name: Mapped[str] = mapped_column(String(100))
    repo: Mapped[str] = mapped_column(String(200))
    head_sha: Mapped[str] = mapped_column(String(40))
    external_id: Mapped[str] = mapped_column(String(100))
    github_id: Mapped[int | None] = mapped_column(BigInteger)
    phase: Mapped[str] = mapped_column(String(16), default=PHASE_NEW)
    annotation_batches: Mapped[int] = mapped_column(Integer, default=0)  # batches already sent
    conclusion: Mapped[str | None] = mapped_column(String(20))
    title: Mapped[str | None] = mapped_column(Text)
    report_id: Mapped[str | None] = mapped_column(String(32))
    lease_owner: Mapped[str | None] = mapped_column(String(80))
    lease_until: Mapped[float | None] = mapped_column(Float)
    next_poll_at: Mapped[float] = mapped_column(Float, default=0.0)
    updated_at: Mapped[float] = mapped_column(Float)
    progress_at: Mapped[float | None] = mapped_column(Float)  # last live-progress update sent to GitHub

    __table_args__ = (
        UniqueConstraint("run_id", "framework", name="uq_check_runs_run_framework"),
        Index("ix_check_runs_track", "phase", "next_poll_at"),
        Index("ix_check_runs_sha", "repo", "head_sha", "framework"),
    )


class JobRow(Base):
    __tablename__ = "jobs"

    id: Mapped[str] = mapped_column(String(128), primary_key=True)  # JobSpec.id as dispatched
    run_id: Mapped[str] = mapped_column(ForeignKey("runs.id"), index=True)
    check_run_id: Mapped[int] = mapped_column(ForeignKey("check_runs.id"), index=True)
    framework: Mapped[str] = mapped_column(String(16))
    level: Mapped[int] = mapped_column(Integer)
    position: Mapped[int] = mapped_column(Integer, default=0)
    spec_json: Mapped[str] = mapped_column(Text)
    state: Mapped[str] = mapped_column(String(16), default=JOB_PENDING, index=True)
    handle_json: Mapped[str | None] = mapped_column(Text)
    result_json: Mapped[str | None] = mapped_column(Text)
    detail: Mapped[str | None] = mapped_column(Text)
    submits: Mapped[int] = mapped_column(Integer, default=0)
    submitted_at: Mapped[float | None] = mapped_column(Float)
    finished_at: Mapped[float | None] = mapped_column(Float)
    # Attempts: an infrastructure Blocked result is retried once as a new job `<id>.a2` (retry_of = <id>).
    attempt: Mapped[int] = mapped_column(Integer, default=1, server_default=text("1"))
    retry_of: Mapped[str | None] = mapped_column(String(128))
    verdict: Mapped[str | None] = mapped_column(String(16))  # the result's verdict, for reuse lookups
    # Result reuse: the hash of the job's inputs (bot.reuse), and the job whose result this one reused.
    reuse_key: Mapped[str | None] = mapped_column(String(64), index=True)
    reused_from: Mapped[str | None] = mapped_column(String(128))
    # Liveness: runner events (results API) and the backend's answers.
    started_at: Mapped[float | None] = mapped_column(Float)  # first seen running
    last_seen_at: Mapped[float | None] = mapped_column(Float)  # last event from the runner
    last_seq: Mapped[int] = mapped_column(Integer, default=0, server_default=text("0"))
    progress_json: Mapped[str | None] = mapped_column(Text)  # last heartbeat: step, log tail, elapsed


class Report(Base):
    """The full, untrimmed report behind a check run (GitHub keeps at most 65,535 characters)."""

    __tablename__ = "reports"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    run_id: Mapped[str | None] = mapped_column(String(32), index=True)
    framework: Mapped[str | None] = mapped_column(String(16))
    repo: Mapped[str | None] = mapped_column(String(200))
    head_sha: Mapped[str | None] = mapped_column(String(40))
    conclusion: Mapped[str | None] = mapped_column(String(20))
    title: Mapped[str] = mapped_column(Text)
    summary: Mapped[str] = mapped_column(Text)
    text: Mapped[str] = mapped_column(Text)
    created_at: Mapped[float] = mapped_column(Float)


class RedeliveryRequest(Base):
    __tablename__ = "redelivery_requests"

    guid: Mapped[str] = mapped_column(String(80), primary_key=True)
    hook_delivery_id: Mapped[int] = mapped_column(BigInteger)
    requested_at: Mapped[float] = mapped_column(Float)
    tries: Mapped[int] = mapped_column(Integer, default=1)


class Approval(Base):
    """`/validate ok-to-test <sha>`: a writer let an untrusted PR's code run, at exactly this head commit."""

    __tablename__ = "approvals"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    repo: Mapped[str] = mapped_column(String(200))
    pr_number: Mapped[int] = mapped_column(Integer)
    head_sha: Mapped[str] = mapped_column(String(40))
    approved_by: Mapped[str] = mapped_column(String(100))
    comment_id: Mapped[int | None] = mapped_column(BigInteger)
    created_at: Mapped[float] = mapped_column(Float)

    __table_args__ = (UniqueConstraint("repo", "pr_number", "head_sha", name="uq_approvals_commit"),)


class OverrideRecord(Base):
    """The audit trail of `/validate override`: who turned which Blocked check green, and why."""

    __tablename__ = "overrides"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    repo: Mapped[str] = mapped_column(String(200))
    pr_number: Mapped[int | None] = mapped_column(Integer)
    head_sha: Mapped[str] = mapped_column(String(40))
    framework: Mapped[str] = mapped_column(String(16))
    check_row_id: Mapped[int] = mapped_column(ForeignKey("check_runs.id"))
    github_id: Mapped[int | None] = mapped_column(BigInteger)
    user: Mapped[str] = mapped_column(String(100))
    role: Mapped[str] = mapped_column(String(40))
    reason: Mapped[str] = mapped_column(Text)
    previous_conclusion: Mapped[str | None] = mapped_column(String(20))
    previous_title: Mapped[str | None] = mapped_column(Text)
    comment_id: Mapped[int] = mapped_column(BigInteger)
    created_at: Mapped[float] = mapped_column(Float)

    __table_args__ = (UniqueConstraint("check_row_id", "comment_id", name="uq_overrides_check_comment"),)


_DELIVERIES: Table = Delivery.__table__  # type: ignore[assignment]


def _make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        memory = url in ("sqlite://", "sqlite:///:memory:") or ":memory:" in url
        kwargs: dict[str, Any] = {"connect_args": {"check_same_thread": False, "timeout": 30}}
        if memory:
            kwargs["poolclass"] = StaticPool
        else:
            # Enough pooled connections for the web threads and the worker: an overflow connection is
            # opened (and its PRAGMAs run) per use, which costs more than the query under load.
            kwargs.update(pool_size=48, max_overflow=16)
        engine = create_engine(url, **kwargs)

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn: Any, _rec: Any) -> None:
            # Take transaction control from pysqlite so that BEGIN IMMEDIATE below is ours to emit.
            dbapi_conn.isolation_level = None
            cur = dbapi_conn.cursor()
            if not memory:
                cur.execute("PRAGMA journal_mode=WAL")
            # NORMAL under WAL survives a process crash (SIGKILL); only power loss can drop the last commit.
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.execute("PRAGMA busy_timeout=30000")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

        @event.listens_for(engine, "begin")
        def _begin(conn: Any) -> None:
            # Writers queue on the database lock up front instead of failing on a lock upgrade.
            conn.exec_driver_sql("BEGIN IMMEDIATE")

        return engine
    return create_engine(url, pool_size=24, max_overflow=8, pool_pre_ping=True)


def _changed(res: Any) -> bool:
    """Whether an UPDATE touched a row (a compare-and-set won)."""
    return bool(cast(CursorResult[Any], res).rowcount)


class Store:
    """Every read and write of the bot's state. Methods are synchronous and short; async callers use a
    thread."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = _make_engine(url)
        self.dialect = self.engine.dialect.name
        self._session = sessionmaker(self.engine, expire_on_commit=False)
        # SQLite has one writer at a time and every transaction here begins IMMEDIATE. Queue this process's
        # transactions on a lock, which wakes the next one at once, rather than on SQLite's busy handler,
        # which sleeps in growing steps (the webhook's answer time would carry those sleeps).
        self._writer: AbstractContextManager[Any] = (
            threading.Lock() if self.dialect == "sqlite" else nullcontext()
        )

    def create_all(self) -> None:
        Base.metadata.create_all(self.engine)
        self._add_missing_columns()

    def _add_missing_columns(self) -> None:
        """Columns added to a table after a database was created: `ALTER TABLE ADD COLUMN`, so a bot upgraded
        in place keeps its state (every added column is nullable or has a server default)."""
        from sqlalchemy import inspect

        insp = inspect(self.engine)
        for table in Base.metadata.sorted_tables:
            have = {c["name"] for c in insp.get_columns(table.name)}
            for col in table.columns:
                if col.name in have:
                    continue
                ddl = f"ALTER TABLE {table.name} ADD COLUMN {col.name} {col.type.compile(self.engine.dialect)}"
                if col.server_default is not None:
                    ddl += f" DEFAULT {col.server_default.arg.text}"  # type: ignore[attr-defined]
                with self._writer, self.engine.begin() as conn:
                    conn.exec_driver_sql(ddl)

    def dispose(self) -> None:
        self.engine.dispose()

    @contextmanager
    def session(self) -> Iterator[Session]:
        with self._writer, self._session.begin() as s:
            yield s

    def ping(self) -> bool:
        with self._writer, self.engine.connect() as c:
            return c.execute(text("SELECT 1")).scalar() == 1

    def _insert(self, model: type[Base]) -> Any:
        ins = postgresql.insert if self.dialect == "postgresql" else sqlite.insert
        return ins(model)

    def _insert_table(self, table: Table) -> Any:
        ins = postgresql.insert if self.dialect == "postgresql" else sqlite.insert
        return ins(table)

    # ---------------------------------------------------------------- deliveries (the durable queue)

    # The three hot paths of the queue (store, claim, finish) use Core statements on a connection: the
    # ORM's per-statement bookkeeping costs more than the query itself.

    def add_delivery(
        self,
        delivery_id: str,
        event: str,
        action: str | None,
        payload: str,
        installation_id: int | None = None,
        repo: str | None = None,
    ) -> bool:
        """Store a delivery; False when that delivery id is already stored (a duplicate: nothing changes)."""
        t = _DELIVERIES
        stmt = (
            self._insert_table(t)
            .values(
                id=delivery_id,
                event=event,
                action=action,
                payload=payload,
                installation_id=installation_id,
                repo=repo,
                state=PENDING,
                attempts=0,
                processed=0,
                not_before=0.0,
                received_at=now(),
            )
            .on_conflict_do_nothing(index_elements=["id"])
            .returning(t.c.id)
        )
        with self._writer, self.engine.begin() as conn:
            return conn.execute(stmt).first() is not None

    def get_delivery(self, delivery_id: str) -> Delivery | None:
        with self.session() as s:
            return s.get(Delivery, delivery_id)

    def claim_delivery(self, owner: str, lease_s: float) -> Delivery | None:
        """Take the oldest pending delivery (or one whose holder's lease ran out) for `lease_s` seconds."""
        t, c, ts = _DELIVERIES, _DELIVERIES.c, now()
        claimable = or_(
            (c.state == PENDING) & (c.not_before <= ts),
            (c.state == PROCESSING) & (c.lease_until < ts),
        )
        pick = select(c.id).where(claimable).order_by(c.received_at).limit(1)
        if self.dialect == "postgresql":
            pick = pick.with_for_update(skip_locked=True)
        # The outer WHERE repeats the condition: PostgreSQL re-checks it against the row it finally locks.
        stmt = (
            update(t)
            .where(c.id == pick.scalar_subquery(), claimable)
            .values(state=PROCESSING, lease_owner=owner, lease_until=ts + lease_s, attempts=c.attempts + 1)
            .returning(*t.c)
        )
        with self._writer, self.engine.begin() as conn:
            row = conn.execute(stmt).first()
        return Delivery(**row._mapping) if row is not None else None

    def renew_delivery(self, delivery_id: str, owner: str, lease_s: float) -> bool:
        with self.session() as s:
            res = s.execute(
                update(Delivery)
                .where(
                    Delivery.id == delivery_id, Delivery.lease_owner == owner, Delivery.state == PROCESSING
                )
                .values(lease_until=now() + lease_s)
            )
            return _changed(res)

    def complete_delivery(self, delivery_id: str, owner: str, outcome: str) -> bool:
        c = _DELIVERIES.c
        stmt = (
            update(_DELIVERIES)
            .where(c.id == delivery_id, c.lease_owner == owner, c.state == PROCESSING)
            .values(
                state=DONE,
                outcome=outcome[:200],
                processed=c.processed + 1,
                finished_at=now(),
                lease_owner=None,
                lease_until=None,
                error=None,
            )
        )
        with self._writer, self.engine.begin() as conn:
            return _changed(conn.execute(stmt))

    def release_delivery(self, delivery_id: str, owner: str) -> bool:
        """Give a claimed delivery back untouched (the worker is shutting down)."""
        with self.session() as s:
            res = s.execute(
                update(Delivery)
                .where(
                    Delivery.id == delivery_id, Delivery.lease_owner == owner, Delivery.state == PROCESSING
                )
                .values(state=PENDING, lease_owner=None, lease_until=None, not_before=0.0)
            )
            return _changed(res)

    def fail_delivery(
        self, delivery_id: str, owner: str, error: str, retry_in: float, max_attempts: int
    ) -> str:
        """Give a delivery back after an error: pending again later, or failed for good after
        `max_attempts`."""
        with self.session() as s:
            row = s.get(Delivery, delivery_id, with_for_update=self.dialect == "postgresql")
            if row is None or row.lease_owner != owner or row.state != PROCESSING:
                return "lost-lease"
            row.error = error[:4000]
            row.lease_owner = None
            row.lease_until = None
            if row.attempts >= max_attempts:
                row.state = FAILED
                row.finished_at = now()
            else:
                row.state = PENDING
                row.not_before = now() + retry_in
            return row.state

    def known_deliveries(self, ids: Iterable[str]) -> set[str]:
        ids = list(ids)
        if not ids:
            return set()
        with self.session() as s:
            return set(s.execute(select(Delivery.id).where(Delivery.id.in_(ids))).scalars())

    def delivery_counts(self) -> dict[str, int]:
        with self.session() as s:
            rows = s.execute(select(Delivery.state, func.count()).group_by(Delivery.state)).all()
            return {state: n for state, n in rows}

    def queue_depth(self) -> int:
        with self.session() as s:
            return int(
                s.execute(
                    select(func.count())
                    .select_from(Delivery)
                    .where(Delivery.state.in_((PENDING, PROCESSING)))
                ).scalar_one()
            )

    # ---------------------------------------------------------------- redelivery bookkeeping

    def redeliveries_due(self, guids: Iterable[str], min_gap_s: float, max_tries: int) -> set[str]:
        """Of these GUIDs, those we may ask GitHub to redeliver now: never asked, or asked long enough ago
        (the redelivery itself may have failed while the bot was down again), at most `max_tries` times."""
        guids = set(guids)
        if not guids:
            return set()
        with self.session() as s:
            rows = s.execute(
                select(RedeliveryRequest).where(RedeliveryRequest.guid.in_(list(guids)))
            ).scalars()
            blocked = {r.guid for r in rows if r.tries >= max_tries or r.requested_at > now() - min_gap_s}
        return guids - blocked

    def record_redelivery(self, guid: str, hook_delivery_id: int) -> None:
        with self.session() as s:
            row = s.get(RedeliveryRequest, guid, with_for_update=self.dialect == "postgresql")
            if row is None:
                s.add(
                    RedeliveryRequest(
                        guid=guid, hook_delivery_id=hook_delivery_id, requested_at=now(), tries=1
                    )
                )
            else:
                row.tries += 1
                row.hook_delivery_id = hook_delivery_id
                row.requested_at = now()

    # ---------------------------------------------------------------- installations

    def upsert_installation(self, installation_id: int, account: str | None, suspended: bool = False) -> None:
        # One statement: two workers handling events of one installation at once must not collide.
        ins = self._insert(Installation).values(
            id=installation_id, account=account, suspended=suspended, updated_at=now()
        )
        update_set: dict[str, Any] = {
            "suspended": ins.excluded.suspended,
            "updated_at": ins.excluded.updated_at,
        }
        if account:
            update_set["account"] = ins.excluded.account
        with self.session() as s:
            s.execute(ins.on_conflict_do_update(index_elements=["id"], set_=update_set))

    def delete_installation(self, installation_id: int) -> None:
        with self.session() as s:
            s.query(InstalledRepo).filter(InstalledRepo.installation_id == installation_id).delete()
            s.query(Installation).filter(Installation.id == installation_id).delete()

    def add_repos(self, installation_id: int, repos: Sequence[tuple[int | None, str]]) -> None:
        with self.session() as s:
            for repo_id, full_name in repos:
                ins = self._insert(InstalledRepo).values(
                    full_name=full_name, installation_id=installation_id, repo_id=repo_id, updated_at=now()
                )
                s.execute(
                    ins.on_conflict_do_update(
                        index_elements=["full_name"],
                        set_={
                            "installation_id": ins.excluded.installation_id,
                            "repo_id": ins.excluded.repo_id,
                            "updated_at": ins.excluded.updated_at,
                        },
                    )
                )

    def remove_repos(self, installation_id: int, full_names: Sequence[str]) -> None:
        with self.session() as s:
            s.query(InstalledRepo).filter(
                InstalledRepo.installation_id == installation_id,
                InstalledRepo.full_name.in_(list(full_names)),
            ).delete(synchronize_session=False)

    def installed_repos(self, installation_id: int | None = None) -> list[str]:
        with self.session() as s:
            q = select(InstalledRepo.full_name).order_by(InstalledRepo.full_name)
            if installation_id is not None:
                q = q.where(InstalledRepo.installation_id == installation_id)
            return list(s.execute(q).scalars())

    def installation(self, installation_id: int) -> Installation | None:
        with self.session() as s:
            return s.get(Installation, installation_id)

    # ---------------------------------------------------------------- runs

    def get_or_create_run(
        self,
        *,
        repo: str,
        head_sha: str,
        kind: str,
        delivery_id: str | None,
        pr_number: int | None = None,
        base_sha: str | None = None,
        installation_id: int | None = None,
        attempt: int = 1,
    ) -> tuple[Run, bool]:
        """The run for this commit and reason; `True` when this call created it."""
        rid = new_id()[:20]
        stmt = (
            self._insert(Run)
            .values(
                id=rid,
                repo=repo,
                head_sha=head_sha,
                kind=kind,
                attempt=attempt,
                pr_number=pr_number,
                base_sha=base_sha,
                installation_id=installation_id,
                delivery_id=delivery_id,
                created_at=now(),
            )
            .on_conflict_do_nothing(index_elements=["repo", "head_sha", "kind", "attempt"])
            .returning(Run.id)
        )
        with self.session() as s:
            created = s.execute(stmt).first() is not None
            run = s.execute(
                select(Run).where(
                    Run.repo == repo, Run.head_sha == head_sha, Run.kind == kind, Run.attempt == attempt
                )
            ).scalar_one()
            return run, created

    def get_run(self, run_id: str) -> Run | None:
        with self.session() as s:
            return s.get(Run, run_id)

    def set_run_plan(self, run_id: str, plan_json: str, notes_json: str) -> bool:
        """Record the run's plan once; a second writer (a retried delivery) keeps the first plan."""
        with self.session() as s:
            res = s.execute(
                update(Run)
                .where(Run.id == run_id, Run.plan_json.is_(None))
                .values(plan_json=plan_json, notes_json=notes_json)
            )
            return _changed(res)

    def forget_run(self, run_id: str) -> bool:
        """Drop a run that never got as far as a check run (its commit was superseded before planning)."""
        with self.session() as s:
            if s.execute(select(CheckRunRow.id).where(CheckRunRow.run_id == run_id).limit(1)).first():
                return False
            s.query(Run).filter(Run.id == run_id).delete()
            return True

    def runs_for_sha(self, repo: str, head_sha: str, kind: str | None = None) -> list[Run]:
        with self.session() as s:
            q = select(Run).where(Run.repo == repo, Run.head_sha == head_sha)
            if kind:
                q = q.where(Run.kind == kind)
            return list(s.execute(q.order_by(Run.attempt.desc())).scalars())

    def pr_for_sha(self, repo: str, head_sha: str) -> int | None:
        """The PR whose head was this commit, as the bot saw it (fork PRs' check events do not say)."""
        with self.session() as s:
            return s.execute(
                select(Run.pr_number)
                .where(Run.repo == repo, Run.head_sha == head_sha, Run.pr_number.is_not(None))
                .order_by(Run.created_at.desc())
                .limit(1)
            ).scalar()

    # ---------------------------------------------------------------- check runs

    def ensure_check_row(self, run: Run, framework: str, name: str, external_id: str) -> CheckRunRow:
        stmt = (
            self._insert(CheckRunRow)
            .values(
                run_id=run.id,
                framework=framework,
                name=name,
                repo=run.repo,
                head_sha=run.head_sha,
                external_id=external_id,
                phase=PHASE_NEW,
                annotation_batches=0,
                next_poll_at=0.0,
                updated_at=now(),
            )
            .on_conflict_do_nothing(index_elements=["run_id", "framework"])
        )
        with self.session() as s:
            s.execute(stmt)
            return s.execute(
                select(CheckRunRow).where(CheckRunRow.run_id == run.id, CheckRunRow.framework == framework)
            ).scalar_one()

    def get_check_row(self, row_id: int) -> CheckRunRow | None:
        with self.session() as s:
            return s.get(CheckRunRow, row_id)

    def update_check_row(self, row_id: int, **values: Any) -> None:
        values["updated_at"] = now()
        with self.session() as s:
            s.execute(update(CheckRunRow).where(CheckRunRow.id == row_id).values(**values))

    def advance_check_row(
        self, row_id: int, from_phases: Sequence[str], to_phase: str, **values: Any
    ) -> bool:
        """Compare-and-set on the phase: only one caller moves a check run forward."""
        values.update(phase=to_phase, updated_at=now())
        with self.session() as s:
            res = s.execute(
                update(CheckRunRow)
                .where(CheckRunRow.id == row_id, CheckRunRow.phase.in_(list(from_phases)))
                .values(**values)
            )
            return _changed(res)

    def check_rows_for_run(self, run_id: str) -> list[CheckRunRow]:
        with self.session() as s:
            return list(
                s.execute(
                    select(CheckRunRow).where(CheckRunRow.run_id == run_id).order_by(CheckRunRow.framework)
                ).scalars()
            )

    def check_rows_for_sha(self, repo: str, head_sha: str) -> list[CheckRunRow]:
        with self.session() as s:
            return list(
                s.execute(
                    select(CheckRunRow)
                    .where(CheckRunRow.repo == repo, CheckRunRow.head_sha == head_sha)
                    .order_by(CheckRunRow.id)
                ).scalars()
            )

    def claim_check_to_track(self, owner: str, lease_s: float) -> CheckRunRow | None:
        """A dispatched check run due for a poll of its jobs, leased to `owner`."""
        t = now()
        claimable = (
            (CheckRunRow.phase == PHASE_DISPATCHED)
            & (CheckRunRow.next_poll_at <= t)
            & or_(CheckRunRow.lease_until.is_(None), CheckRunRow.lease_until < t)
        )
        pick = select(CheckRunRow.id).where(claimable).order_by(CheckRunRow.next_poll_at).limit(1)
        if self.dialect == "postgresql":
            pick = pick.with_for_update(skip_locked=True)
        stmt = (
            update(CheckRunRow)
            .where(CheckRunRow.id == pick.scalar_subquery(), claimable)
            .values(lease_owner=owner, lease_until=t + lease_s)
            .returning(CheckRunRow)
        )
        with self.session() as s:
            return s.execute(stmt).scalars().first()

    def release_check(self, row_id: int, owner: str, next_poll_in: float) -> None:
        with self.session() as s:
            s.execute(
                update(CheckRunRow)
                .where(CheckRunRow.id == row_id, CheckRunRow.lease_owner == owner)
                .values(lease_owner=None, lease_until=None, next_poll_at=now() + next_poll_in)
            )

    def renew_check(self, row_id: int, owner: str, lease_s: float) -> bool:
        with self.session() as s:
            res = s.execute(
                update(CheckRunRow)
                .where(CheckRunRow.id == row_id, CheckRunRow.lease_owner == owner)
                .values(lease_until=now() + lease_s)
            )
            return _changed(res)

    # ---------------------------------------------------------------- jobs

    def add_jobs(self, rows: Sequence[dict[str, Any]]) -> None:
        if not rows:
            return
        with self.session() as s:
            for values in rows:
                s.execute(self._insert(JobRow).values(**values).on_conflict_do_nothing(index_elements=["id"]))

    def jobs_for_check(self, check_row_id: int) -> list[JobRow]:
        with self.session() as s:
            return list(
                s.execute(
                    select(JobRow)
                    .where(JobRow.check_run_id == check_row_id)
                    .order_by(JobRow.position, JobRow.id)
                ).scalars()
            )

    def jobs_for_run(self, run_id: str) -> list[JobRow]:
        with self.session() as s:
            return list(
                s.execute(
                    select(JobRow).where(JobRow.run_id == run_id).order_by(JobRow.framework, JobRow.position)
                ).scalars()
            )

    def move_job(self, job_id: str, from_states: Sequence[str], to_state: str, **values: Any) -> bool:
        """Compare-and-set on the job's state: a job is submitted once even when two workers race."""
        values["state"] = to_state
        with self.session() as s:
            res = s.execute(
                update(JobRow)
                .where(JobRow.id == job_id, JobRow.state.in_(list(from_states)))
                .values(**values)
            )
            return _changed(res)

    def update_job(self, job_id: str, **values: Any) -> None:
        with self.session() as s:
            s.execute(update(JobRow).where(JobRow.id == job_id).values(**values))

    def get_job(self, job_id: str) -> JobRow | None:
        with self.session() as s:
            return s.get(JobRow, job_id)

    def active_jobs(self) -> list[JobRow]:
        with self.session() as s:
            return list(s.execute(select(JobRow).where(JobRow.state.in_(JOB_ACTIVE))).scalars())

    def finish_job(
        self, job_id: str, from_states: Sequence[str], to_state: str, retry: dict[str, Any] | None = None, **values: Any
    ) -> bool:
        """Move a job to its end (compare-and-set on its state) and, in the same transaction, add its retry
        job: a crash in between can never leave the retry unmade."""
        values["state"] = to_state
        with self.session() as s:
            res = s.execute(
                update(JobRow).where(JobRow.id == job_id, JobRow.state.in_(list(from_states))).values(**values)
            )
            if not _changed(res):
                return False
            if retry is not None:
                s.execute(self._insert(JobRow).values(**retry).on_conflict_do_nothing(index_elements=["id"]))
            return True

    def job_event(self, job_id: str, seq: int, progress_json: str | None, running: bool) -> str:
        """Record a runner event: 'unknown' (no such job), 'finished' (the job already ended: nothing
        changes), or 'ok'. A retried POST repeats its seq: the progress moves forward only."""
        t = now()
        with self.session() as s:
            job = s.get(JobRow, job_id, with_for_update=self.dialect == "postgresql")
            if job is None:
                return "unknown"
            if job.state not in JOB_ACTIVE:
                return "finished"
            job.last_seen_at = t
            if progress_json is not None and seq > (job.last_seq or 0):
                job.last_seq = seq
                job.progress_json = progress_json
            if running and job.state in (JOB_SUBMITTING, JOB_SUBMITTED):
                job.state = JOB_RUNNING
            if running and job.started_at is None:
                job.started_at = t
            return "ok"

    def find_reusable(self, reuse_key: str, exclude_run: str) -> JobRow | None:
        """The newest judged (Pass / Fail) job with these inputs in another run, if any."""
        with self.session() as s:
            return (
                s.execute(
                    select(JobRow)
                    .where(
                        JobRow.reuse_key == reuse_key,
                        JobRow.run_id != exclude_run,
                        JobRow.state == JOB_DONE,
                        JobRow.verdict.in_(("Pass", "Fail")),
                        JobRow.result_json.is_not(None),
                    )
                    .order_by(JobRow.finished_at.desc())
                    .limit(1)
                )
                .scalars()
                .first()
            )

    def job_result_json(self, job_id: str) -> str | None:
        with self.session() as s:
            return s.execute(select(JobRow.result_json).where(JobRow.id == job_id)).scalar()

    def set_run_flags(self, run_id: str, *, reuse: bool | None = None, budget_override: bool | None = None) -> None:
        values: dict[str, Any] = {}
        if reuse is not None:
            values["reuse"] = reuse
        if budget_override is not None:
            values["budget_override"] = budget_override
        if values:
            with self.session() as s:
                s.execute(update(Run).where(Run.id == run_id).values(**values))

    def poll_check_now(self, row_id: int) -> None:
        """Have the tracker look at a check run at once (a runner reported)."""
        with self.session() as s:
            s.execute(update(CheckRunRow).where(CheckRunRow.id == row_id).values(next_poll_at=0.0))

    def poll_all_checks_now(self) -> int:
        """Start-up: every dispatched check run is looked at at once, its jobs resumed or ended."""
        with self.session() as s:
            res = s.execute(
                update(CheckRunRow)
                .where(CheckRunRow.phase == PHASE_DISPATCHED)
                .values(next_poll_at=0.0)
            )
            return int(cast(CursorResult[Any], res).rowcount or 0)

    def job_counts(self) -> dict[str, int]:
        with self.session() as s:
            rows = s.execute(select(JobRow.state, func.count()).group_by(JobRow.state)).all()
            return {state: n for state, n in rows}

    # ---------------------------------------------------------------- reports

    def add_report(
        self,
        *,
        title: str,
        summary: str,
        text: str,
        run_id: str | None = None,
        framework: str | None = None,
        repo: str | None = None,
        head_sha: str | None = None,
        conclusion: str | None = None,
    ) -> str:
        rid = new_id()
        with self.session() as s:
            s.add(
                Report(
                    id=rid,
                    run_id=run_id,
                    framework=framework,
                    repo=repo,
                    head_sha=head_sha,
                    conclusion=conclusion,
                    title=title,
                    summary=summary,
                    text=text,
                    created_at=now(),
                )
            )
        return rid

    def get_report(self, report_id: str) -> Report | None:
        with self.session() as s:
            return s.get(Report, report_id)

    # ---------------------------------------------------------------- maintainer control (issue 5)

    def runs_for_pr(self, repo: str, pr_number: int) -> list[Run]:
        """Every pull_request run of a PR, oldest first."""
        with self.session() as s:
            return list(
                s.execute(
                    select(Run)
                    .where(Run.repo == repo, Run.pr_number == pr_number, Run.kind == "pull_request")
                    .order_by(Run.created_at, Run.attempt)
                ).scalars()
            )

    def run_for_delivery(self, repo: str, head_sha: str, kind: str, delivery_id: str) -> Run | None:
        """The run a delivery already started on this commit (its handler is running again after a crash)."""
        with self.session() as s:
            return s.execute(
                select(Run).where(
                    Run.repo == repo, Run.head_sha == head_sha, Run.kind == kind, Run.delivery_id == delivery_id
                )
            ).scalars().first()

    def create_attempt(
        self,
        *,
        repo: str,
        head_sha: str,
        kind: str,
        delivery_id: str,
        pr_number: int | None,
        base_sha: str | None,
        installation_id: int | None,
    ) -> Run:
        """A new run of a commit (a re-run, a requested plan, an approval): the next free attempt number."""
        for _ in range(20):
            with self.session() as s:
                top = s.execute(
                    select(func.max(Run.attempt)).where(Run.repo == repo, Run.head_sha == head_sha, Run.kind == kind)
                ).scalar()
            run, created = self.get_or_create_run(
                repo=repo,
                head_sha=head_sha,
                kind=kind,
                delivery_id=delivery_id,
                pr_number=pr_number,
                base_sha=base_sha,
                installation_id=installation_id,
                attempt=(top or 0) + 1,
            )
            if created or run.delivery_id == delivery_id:
                return run
        raise RuntimeError(f"could not allocate a new attempt for {repo}@{head_sha[:12]}")

    def check_row_by_github_id(self, github_id: int) -> CheckRunRow | None:
        with self.session() as s:
            return s.execute(select(CheckRunRow).where(CheckRunRow.github_id == github_id)).scalars().first()

    def latest_check_rows(self, repo: str, head_sha: str, kind: str = "pull_request") -> dict[str, CheckRunRow]:
        """Per framework, the newest check run of this commit (what GitHub shows and branch protection reads)."""
        with self.session() as s:
            rows = s.execute(
                select(CheckRunRow)
                .join(Run, Run.id == CheckRunRow.run_id)
                .where(CheckRunRow.repo == repo, CheckRunRow.head_sha == head_sha, Run.kind == kind)
                .order_by(CheckRunRow.id)
            ).scalars()
            return {r.framework: r for r in rows}

    def add_approval(
        self, repo: str, pr_number: int, head_sha: str, approved_by: str, comment_id: int | None
    ) -> tuple[Approval, bool]:
        """Record an approval for one head commit; `True` when this call recorded it (else the earlier one)."""
        stmt = (
            self._insert(Approval)
            .values(
                repo=repo,
                pr_number=pr_number,
                head_sha=head_sha,
                approved_by=approved_by,
                comment_id=comment_id,
                created_at=now(),
            )
            .on_conflict_do_nothing(index_elements=["repo", "pr_number", "head_sha"])
            .returning(Approval.id)
        )
        with self.session() as s:
            created = s.execute(stmt).first() is not None
            row = s.execute(
                select(Approval).where(
                    Approval.repo == repo, Approval.pr_number == pr_number, Approval.head_sha == head_sha
                )
            ).scalar_one()
            return row, created

    def approval_for(self, repo: str, pr_number: int, head_sha: str) -> Approval | None:
        with self.session() as s:
            return s.execute(
                select(Approval).where(
                    Approval.repo == repo, Approval.pr_number == pr_number, Approval.head_sha == head_sha
                )
            ).scalars().first()

    def add_override(self, **values: Any) -> OverrideRecord:
        """Store an override (idempotent per check run and comment: a retried delivery records it once)."""
        values.setdefault("created_at", now())
        stmt = (
            self._insert(OverrideRecord)
            .values(**values)
            .on_conflict_do_nothing(index_elements=["check_row_id", "comment_id"])
        )
        with self.session() as s:
            s.execute(stmt)
            return s.execute(
                select(OverrideRecord).where(
                    OverrideRecord.check_row_id == values["check_row_id"],
                    OverrideRecord.comment_id == values["comment_id"],
                )
            ).scalar_one()

    def overrides_for(self, repo: str, head_sha: str | None = None) -> list[OverrideRecord]:
        with self.session() as s:
            q = select(OverrideRecord).where(OverrideRecord.repo == repo)
            if head_sha is not None:
                q = q.where(OverrideRecord.head_sha == head_sha)
            return list(s.execute(q.order_by(OverrideRecord.id)).scalars())

    # ---------------------------------------------------------------- inspection (tests, bench, metrics)

    def dump_text(self) -> str:
        """Every row of every table as text (tests assert no secret was ever stored)."""
        out: list[str] = []
        with self.session() as s:
            for table in Base.metadata.sorted_tables:
                for row in s.execute(table.select()):
                    out.append(f"{table.name}: {tuple(row)}")
        return "\n".join(out)
