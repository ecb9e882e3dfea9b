"""The bot's tables (SQLAlchemy ORM) and the state names their rows move through.

Times are UNIX epoch seconds (floats): dialect-neutral and cheap to compare in SQL.
"""

from __future__ import annotations

import time
import uuid

from sqlalchemy import (
    BigInteger,
    Boolean,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

# Delivery states. FAILED is the dead letter: retried with backoff for a day and still failing; it stays
# there, listed by `bridge-validate deliveries --failed`, until `bridge-validate replay ID` queues it again.
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
    # When the current run of retries began (its first failure): the dead-letter clock. A replay clears it.
    first_failed_at: Mapped[float | None] = mapped_column(Float)
    replays: Mapped[int] = mapped_column(Integer, default=0, server_default=text("0"))

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
    # The frameworks this attempt validates, comma-separated (None: both): a newer attempt replaces an older
    # one only in these.
    frameworks: Mapped[str | None] = mapped_column(String(64))

    __table_args__ = (
        UniqueConstraint("repo", "head_sha", "kind", "attempt", name="uq_runs_commit"),
        Index("ix_runs_sha", "repo", "head_sha"),
    )


class CommitLock(Base):
    """Who may open, start or cancel check runs of one commit right now (bot.service.handlers.commit_lock):
    deciding which attempt is the newest and acting on it is one step, whatever the race. A lease, so a dead
    holder's lock lapses."""

    __tablename__ = "commit_locks"

    repo: Mapped[str] = mapped_column(String(200), primary_key=True)
    head_sha: Mapped[str] = mapped_column(String(40), primary_key=True)
    owner: Mapped[str | None] = mapped_column(String(120))
    until: Mapped[float] = mapped_column(Float, default=0.0)


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
    cancel_reason: Mapped[str | None] = mapped_column(Text)  # why a cancel claimed it (to finish it after a crash)

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
    # Result reuse: the hash of the job's inputs (bot.dispatch.reuse), and the job whose result this one reused.
    reuse_key: Mapped[str | None] = mapped_column(String(64), index=True)
    reused_from: Mapped[str | None] = mapped_column(String(128))
    # Fail attribution: a re-run of PR job <id> (its first attempt) on the PR's merge base (base_of = <id>).
    base_of: Mapped[str | None] = mapped_column(String(128))
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
