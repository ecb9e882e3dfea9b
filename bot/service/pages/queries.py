"""The store reads behind the pages: one run with its check runs, jobs and reports; the same job's latest run on
the base branch; and the dashboard's figures (recent runs, the GPU-minute ledger, the queue, flaky jobs).

Every function takes the `Store` and returns plain rows or small dataclasses; nothing here renders.
The ledger is one row per job with `spent` and one column per kind of saving (`SAVINGS`): reuse today;
issue 12's stage gating adds its column there and the dashboard shows it as one more stack.
"""

from __future__ import annotations

import math
import re
import statistics
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from sqlalchemy import Float, and_, case, cast, exists, func, or_, select
from sqlalchemy.orm import aliased
from sqlalchemy.sql.elements import ColumnElement

from bot.infra.store import (
    JOB_ACTIVE,
    JOB_PENDING,
    JOB_SUBMITTED,
    JOB_SUBMITTING,
    CheckRunRow,
    JobRow,
    Report,
    Run,
    Store,
)

DAY = 86400.0
_RETRY = re.compile(r"\.a\d+$")

# A check run's conclusion as the seeds' verdict words (the dashboard filters by these).
VERDICT_OF = {
    "success": "Pass",
    "failure": "Fail",
    "action_required": "Blocked",
    "cancelled": "Cancelled",
    "neutral": "Pass",
    "skipped": "Skipped",
    "timed_out": "Blocked",
}
CONCLUSIONS_OF: dict[str, tuple[str, ...]] = {}
for _c, _v in VERDICT_OF.items():
    CONCLUSIONS_OF[_v] = (*CONCLUSIONS_OF.get(_v, ()), _c)
VERDICTS = ("Pass", "Fail", "Blocked", "Cancelled", "Running")


def plan_job_id(run_id: str, job_id: str) -> str:
    """The plan's id of a dispatched job: without the run prefix (`<run id[:12]>-`) and the retry suffix."""
    prefix = run_id[:12] + "-"
    jid = job_id[len(prefix) :] if job_id.startswith(prefix) else job_id
    return _RETRY.sub("", jid)


# ---------------------------------------------------------------------------------------------- one run


@dataclass
class RunRows:
    run: Run
    checks: list[CheckRunRow]
    jobs: list[JobRow]  # every framework's, in dispatch order
    reports: dict[str, Report]  # by report id
    attempts: list[Run]  # every run of this commit and reason, newest first
    origins: dict[str, JobRow] = field(default_factory=dict)  # reused_from id -> the job that ran


def run_rows(store: Store, run_id: str) -> RunRows | None:
    with store.session() as s:
        run = s.get(Run, run_id)
        if run is None:
            return None
        checks = list(
            s.execute(select(CheckRunRow).where(CheckRunRow.run_id == run_id).order_by(CheckRunRow.framework))
            .scalars()
        )
        jobs = list(
            s.execute(
                select(JobRow).where(JobRow.run_id == run_id).order_by(JobRow.framework, JobRow.position, JobRow.id)
            ).scalars()
        )
        ids = [c.report_id for c in checks if c.report_id]
        reports = {r.id: r for r in s.execute(select(Report).where(Report.id.in_(ids))).scalars()} if ids else {}
        attempts = list(
            s.execute(
                select(Run)
                .where(Run.repo == run.repo, Run.head_sha == run.head_sha, Run.kind == run.kind)
                .order_by(Run.attempt.desc())
            ).scalars()
        )
        origin_ids = {j.reused_from for j in jobs if j.reused_from}
        origins = (
            {j.id: j for j in s.execute(select(JobRow).where(JobRow.id.in_(origin_ids))).scalars()}
            if origin_ids
            else {}
        )
        return RunRows(run, checks, jobs, reports, attempts, origins)


@dataclass
class BaseJob:
    job: JobRow
    run: Run
    how: str  # why this run counts as the base branch's


def base_jobs(store: Store, run: Run, plan_ids: Sequence[str], lookback: int = 40) -> dict[str, BaseJob]:
    """For each plan job id, the same job's latest finished run on the base branch: the run of the commit this
    PR is based on when the bot validated it (a merge-queue commit that became the base), else the newest
    merge-queue run of this repository that ran it."""
    if not plan_ids:
        return {}
    with store.session() as s:
        cond = Run.kind == "merge_group"
        if run.base_sha:
            cond = or_(cond, Run.head_sha == run.base_sha)
        cands = list(
            s.execute(
                select(Run)
                .where(Run.repo == run.repo, Run.id != run.id, cond)
                .order_by(Run.created_at.desc())
                .limit(lookback)
            ).scalars()
        )
        if run.base_sha:  # the exact base first, then newest first
            cands.sort(key=lambda r: (r.head_sha != run.base_sha, -r.created_at))
        if not cands:
            return {}
        wanted: dict[str, tuple[Run, str]] = {}
        for r in cands:
            for pid in plan_ids:
                for suffix in ("", ".a2", ".a3", ".a4"):
                    wanted[f"{r.id[:12]}-{pid}{suffix}"[:128]] = (r, pid)
        rows = list(
            s.execute(
                select(JobRow).where(JobRow.id.in_(list(wanted)), JobRow.finished_at.is_not(None))
            ).scalars()
        )
    best: dict[str, tuple[int, float, JobRow, Run]] = {}
    order = {r.id: i for i, r in enumerate(cands)}
    for j in rows:
        r, pid = wanted[j.id]
        rank = (order[r.id], -(j.attempt or 1))
        cur = best.get(pid)
        if cur is None or rank < (cur[0], cur[1]):
            best[pid] = (rank[0], rank[1], j, r)
    out: dict[str, BaseJob] = {}
    for pid, (_, _, j, r) in best.items():
        how = "the base commit" if r.head_sha == run.base_sha else "the latest merge-queue run"
        out[pid] = BaseJob(j, r, how)
    return out


# ---------------------------------------------------------------------------------------------- dashboard


def _json_num(store: Store, col: Any, key: str) -> ColumnElement[Any]:
    """A number inside a JSON text column, in the database's own dialect."""
    if store.dialect == "postgresql":
        from sqlalchemy.dialects.postgresql import JSONB

        return cast(cast(col, JSONB)[key].astext, Float)
    return cast(func.json_extract(col, f"$.{key}"), Float)


def _json_text(store: Store, col: Any, key: str) -> ColumnElement[Any]:
    if store.dialect == "postgresql":
        from sqlalchemy.dialects.postgresql import JSONB

        return cast(col, JSONB)[key].astext
    return func.json_extract(col, f"$.{key}")


@dataclass
class Filters:
    repos: Sequence[str] | None  # None: every repository (public pages), else only these
    framework: str | None = None
    level: int | None = None
    verdict: str | None = None


def _repo_cond(repos: Sequence[str]) -> ColumnElement[bool]:
    if not repos:
        return Run.id.is_(None)  # nothing visible
    return func.lower(Run.repo).in_([r.lower() for r in repos])


def _run_filter(f: Filters) -> list[ColumnElement[bool]]:
    conds: list[ColumnElement[bool]] = []
    if f.repos is not None:
        conds.append(_repo_cond(f.repos))
    if f.level is not None or f.framework:
        jc = [JobRow.run_id == Run.id]
        if f.level is not None:
            jc.append(JobRow.level == f.level)
        if f.framework:
            jc.append(JobRow.framework == f.framework)
        conds.append(exists().where(and_(*jc)))
    if f.verdict:
        cc = [CheckRunRow.run_id == Run.id]
        if f.framework:
            cc.append(CheckRunRow.framework == f.framework)
        if f.verdict == "Running":
            cc.append(CheckRunRow.conclusion.is_(None))
        else:
            cc.append(CheckRunRow.conclusion.in_(CONCLUSIONS_OF.get(f.verdict, ("-",))))
        conds.append(exists().where(and_(*cc)))
    return conds


@dataclass
class RecentRun:
    run: Run
    checks: list[CheckRunRow]
    jobs: list[JobRow]

    @property
    def started(self) -> float:
        return self.run.created_at

    @property
    def ended(self) -> float | None:
        if any(c.conclusion is None for c in self.checks) or not self.checks:
            return None
        ends = [j.finished_at for j in self.jobs if j.finished_at] + [c.updated_at for c in self.checks]
        return max(ends) if ends else None


def recent_runs(store: Store, f: Filters, limit: int = 50) -> list[RecentRun]:
    with store.session() as s:
        runs = list(
            s.execute(select(Run).where(*_run_filter(f)).order_by(Run.created_at.desc()).limit(limit)).scalars()
        )
        ids = [r.id for r in runs]
        if not ids:
            return []
        checks: dict[str, list[CheckRunRow]] = defaultdict(list)
        for c in s.execute(
            select(CheckRunRow).where(CheckRunRow.run_id.in_(ids)).order_by(CheckRunRow.framework)
        ).scalars():
            checks[c.run_id].append(c)
        jobs: dict[str, list[JobRow]] = defaultdict(list)
        cols = (
            JobRow.id,
            JobRow.run_id,
            JobRow.framework,
            JobRow.level,
            JobRow.state,
            JobRow.verdict,
            JobRow.attempt,
            JobRow.submitted_at,
            JobRow.started_at,
            JobRow.finished_at,
            JobRow.reused_from,
        )
        for row in s.execute(select(*cols).where(JobRow.run_id.in_(ids)).order_by(JobRow.position)):
            jobs[row.run_id].append(row)  # type: ignore[arg-type]
    return [RecentRun(r, checks.get(r.id, []), jobs.get(r.id, [])) for r in runs]


# The GPU-minute ledger: one row per job with what it spent and, per kind, what it saved, as SQL columns; the
# dashboard sums them per UTC day in the database. A new kind of saving is one more entry in SAVINGS: a function
# (store, the job that actually ran, now) -> the GPU-minutes this job did not spend. Stage gating (issue 12)
# adds "gating" over the jobs its gate skipped; the dashboard draws every entry as one more stack.


def _minutes(store: Store, gpus: Any, started: Any, finished: Any, now: float) -> ColumnElement[float]:
    """GPUs x (end - start) in minutes; a job not started spent nothing, a running one counts up to now."""
    end = func.coalesce(finished, now)
    return case((started.is_(None), 0.0), else_=(end - started) / 60.0 * func.coalesce(gpus, 0.0))


def _spent_sql(store: Store, src: Any, now: float) -> ColumnElement[float]:
    return _minutes(store, _json_num(store, JobRow.spec_json, "gpus"), JobRow.started_at, JobRow.finished_at, now)


def _saved_by_reuse(store: Store, src: Any, now: float) -> ColumnElement[float]:
    """A reused result saved what the job that ran spent (its estimate when that one is not known)."""
    ran = _minutes(store, _json_num(store, src.spec_json, "gpus"), src.started_at, src.finished_at, now)
    est = func.coalesce(_json_num(store, JobRow.spec_json, "est_gpu_minutes"), 0.0)
    return case(
        (JobRow.reused_from.is_(None), 0.0),
        (and_(src.started_at.is_not(None), src.finished_at.is_not(None)), ran),
        else_=est,
    )


SAVINGS: dict[str, Callable[[Store, Any, float], ColumnElement[float]]] = {
    "reuse": _saved_by_reuse,
}


def _day(store: Store, ts: Any) -> ColumnElement[str]:
    if store.dialect == "postgresql":
        return func.to_char(func.timezone("UTC", func.to_timestamp(ts)), "YYYY-MM-DD")
    return func.strftime("%Y-%m-%d", ts, "unixepoch")


def ledger(store: Store, f: Filters, since: float, now: float | None = None) -> list[LedgerDay]:
    """GPU-minutes spent and saved per UTC day (of the job's end, else start, else dispatch) since `since`."""
    t = time.time() if now is None else now
    src = aliased(JobRow)
    when = func.coalesce(JobRow.finished_at, JobRow.started_at, JobRow.submitted_at, Run.created_at)
    conds: list[ColumnElement[bool]] = [when >= since]
    if f.repos is not None:
        conds.append(_repo_cond(f.repos))
    if f.framework:
        conds.append(JobRow.framework == f.framework)
    if f.level is not None:
        conds.append(JobRow.level == f.level)
    per_job = (
        select(
            _day(store, when).label("day"),
            _spent_sql(store, src, t).label("spent"),
            *(fn(store, src, t).label(f"saved_{k}") for k, fn in SAVINGS.items()),
        )
        .join(Run, Run.id == JobRow.run_id)
        .outerjoin(src, src.id == JobRow.reused_from)
        .where(*conds)
        .subquery()
    )
    q = select(
        per_job.c.day,
        func.count(),
        func.sum(per_job.c.spent),
        *(func.sum(per_job.c[f"saved_{k}"]) for k in SAVINGS),
    ).group_by(per_job.c.day)
    with store.session() as s:
        rows = s.execute(q).all()
    return [
        LedgerDay(day=r[0], jobs=int(r[1]), spent=float(r[2] or 0.0),
                  saved={k: float(v or 0.0) for k, v in zip(SAVINGS, r[3:], strict=True)})
        for r in rows
    ]


@dataclass(frozen=True)
class LedgerDay:
    day: str  # UTC date
    jobs: int
    spent: float  # GPU-minutes the day's jobs' own runners used
    saved: dict[str, float]  # GPU-minutes not spent, by why


@dataclass
class Day:
    day: str
    spent: float = 0.0
    saved: dict[str, float] = field(default_factory=dict)
    jobs: int = 0
    waits: list[float] = field(default_factory=list)

    @property
    def wait_median(self) -> float | None:
        return statistics.median(self.waits) if self.waits else None

    @property
    def wait_p90(self) -> float | None:
        if not self.waits:
            return None
        w = sorted(self.waits)
        return w[min(len(w) - 1, math.ceil(0.9 * len(w)) - 1)]


def days(rows: Sequence[LedgerDay], waits: Sequence[tuple[str, float]], n: int, now: float | None = None) -> list[Day]:
    """The last `n` UTC days, oldest first, with the ledger and the GPU waits of each."""
    t = time.time() if now is None else now
    keys = [datetime.fromtimestamp(t - (n - 1 - i) * DAY, timezone.utc).strftime("%Y-%m-%d") for i in range(n)]
    by = {k: Day(k, saved={s: 0.0 for s in SAVINGS}) for k in keys}
    for r in rows:
        d = by.get(r.day)
        if d is None:
            continue
        d.spent += r.spent
        d.jobs += r.jobs
        for k, v in r.saved.items():
            d.saved[k] = d.saved.get(k, 0.0) + v
    for day, w in waits:
        if day in by:
            by[day].waits.append(w)
    return [by[k] for k in keys]


@dataclass
class Queue:
    waiting: int  # jobs dispatched or about to be, not yet running
    running: int
    oldest_wait_s: float | None
    deliveries_pending: int


def queue_now(store: Store, f: Filters, now: float | None = None) -> Queue:
    t = time.time() if now is None else now
    conds: list[ColumnElement[bool]] = [JobRow.state.in_(list(JOB_ACTIVE))]
    if f.repos is not None:
        conds.append(_repo_cond(f.repos))
    waiting_states = (JOB_PENDING, JOB_SUBMITTING, JOB_SUBMITTED)
    with store.session() as s:
        rows = s.execute(
            select(JobRow.state, JobRow.started_at, JobRow.submitted_at)
            .join(Run, Run.id == JobRow.run_id)
            .where(*conds)
        ).all()
    waiting = [r for r in rows if r.state in waiting_states and r.started_at is None]
    oldest = max((t - (r.submitted_at or t) for r in waiting), default=None)
    counts = store.deliveries.counts()
    return Queue(
        waiting=len(waiting),
        running=len(rows) - len(waiting),
        oldest_wait_s=oldest,
        deliveries_pending=int(counts.get("pending", 0)) + int(counts.get("processing", 0)),
    )


def waits(store: Store, f: Filters, since: float) -> list[tuple[str, float]]:
    """(UTC day, seconds from dispatch to the runner's start) for every job that started since `since`."""
    conds = [JobRow.started_at.is_not(None), JobRow.submitted_at.is_not(None), JobRow.started_at >= since]
    if f.repos is not None:
        conds.append(_repo_cond(f.repos))
    if f.framework:
        conds.append(JobRow.framework == f.framework)
    with store.session() as s:
        rows = s.execute(
            select(JobRow.submitted_at, JobRow.started_at).join(Run, Run.id == JobRow.run_id).where(*conds)
        ).all()
    out = []
    for r in rows:
        day = datetime.fromtimestamp(r.started_at, timezone.utc).strftime("%Y-%m-%d")
        out.append((day, max(r.started_at - r.submitted_at, 0.0)))
    return out


@dataclass
class Flaky:
    plan_id: str
    framework: str
    level: int
    blocked: int = 0
    retried: int = 0
    runs: int = 0
    kinds: dict[str, int] = field(default_factory=dict)
    last_run: str = ""
    last_repo: str = ""
    last_at: float = 0.0

    @property
    def score(self) -> int:
        return self.blocked + self.retried


def flaky(store: Store, f: Filters, since: float, limit: int = 10) -> list[Flaky]:
    """Jobs that ended Blocked or were retried most since `since` (infrastructure, not the PRs), with how often
    each ran at all."""
    kind = _json_text(store, JobRow.result_json, "blocked_kind")
    conds: list[ColumnElement[bool]] = [func.coalesce(JobRow.finished_at, JobRow.submitted_at) >= since]
    if f.repos is not None:
        conds.append(_repo_cond(f.repos))
    if f.framework:
        conds.append(JobRow.framework == f.framework)
    if f.level is not None:
        conds.append(JobRow.level == f.level)
    with store.session() as s:
        rows = s.execute(
            select(
                JobRow.id,
                JobRow.run_id,
                Run.repo,
                JobRow.framework,
                JobRow.level,
                JobRow.verdict,
                JobRow.attempt,
                JobRow.finished_at,
                JobRow.submitted_at,
                case((JobRow.verdict == "Blocked", kind), else_=None).label("kind"),
            )
            .join(Run, Run.id == JobRow.run_id)
            .where(*conds, or_(JobRow.verdict == "Blocked", JobRow.attempt > 1))
        ).all()
        agg: dict[str, Flaky] = {}
        for r in rows:
            pid = plan_job_id(r.run_id, r.id)
            fl = agg.setdefault(pid, Flaky(pid, r.framework, r.level))
            if (r.attempt or 1) > 1:
                fl.retried += 1
            if r.verdict == "Blocked":
                fl.blocked += 1
                k = r.kind or "unknown"
                fl.kinds[k] = fl.kinds.get(k, 0) + 1
                at = r.finished_at or r.submitted_at or 0.0
                if at >= fl.last_at:
                    fl.last_at, fl.last_run, fl.last_repo = at, r.run_id, r.repo
        worst = sorted(agg.values(), key=lambda x: (-x.score, -x.last_at))[:limit]
        if worst:
            # Dispatched ids are `<run id[:12]>-<plan id>`: the plan id starts at character 14.
            pid_col = func.substr(JobRow.id, 14)
            for pid, n in s.execute(
                select(pid_col, func.count())
                .join(Run, Run.id == JobRow.run_id)
                .where(*conds, JobRow.attempt == 1, pid_col.in_([w.plan_id for w in worst]))
                .group_by(pid_col)
            ).all():
                if pid in agg:
                    agg[pid].runs = int(n)
    return worst
