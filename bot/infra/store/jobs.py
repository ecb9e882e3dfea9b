"""Jobs: dispatch by compare-and-set on their state, attempts, runner events and results."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import func, select, update

from bot.infra.store.db import Database, changed
from bot.infra.store.schema import JOB_ACTIVE, JOB_DONE, JOB_RUNNING, JOB_SUBMITTED, JOB_SUBMITTING, JobRow, now


class Jobs:
    """The jobs of a run: dispatch state, attempts, liveness and results."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def add(self, rows: Sequence[dict[str, Any]]) -> None:
        if not rows:
            return
        with self.db.session() as s:
            for values in rows:
                s.execute(self.db.insert(JobRow).values(**values).on_conflict_do_nothing(index_elements=["id"]))

    def for_check(self, check_row_id: int) -> list[JobRow]:
        with self.db.session() as s:
            return list(
                s.execute(
                    select(JobRow)
                    .where(JobRow.check_run_id == check_row_id)
                    .order_by(JobRow.position, JobRow.id)
                ).scalars()
            )

    def for_run(self, run_id: str) -> list[JobRow]:
        with self.db.session() as s:
            return list(
                s.execute(
                    select(JobRow).where(JobRow.run_id == run_id).order_by(JobRow.framework, JobRow.position)
                ).scalars()
            )

    def move(self, job_id: str, from_states: Sequence[str], to_state: str, **values: Any) -> bool:
        """Compare-and-set on the job's state: a job is submitted once even when two workers race."""
        values["state"] = to_state
        with self.db.session() as s:
            res = s.execute(
                update(JobRow)
                .where(JobRow.id == job_id, JobRow.state.in_(list(from_states)))
                .values(**values)
            )
            return changed(res)

    def update(self, job_id: str, **values: Any) -> None:
        with self.db.session() as s:
            s.execute(update(JobRow).where(JobRow.id == job_id).values(**values))

    def get(self, job_id: str) -> JobRow | None:
        with self.db.session() as s:
            return s.get(JobRow, job_id)

    def active(self) -> list[JobRow]:
        with self.db.session() as s:
            return list(s.execute(select(JobRow).where(JobRow.state.in_(JOB_ACTIVE))).scalars())

    def finish(
        self, job_id: str, from_states: Sequence[str], to_state: str, retry: dict[str, Any] | None = None, **values: Any
    ) -> bool:
        """Move a job to its end (compare-and-set on its state) and, in the same transaction, add its retry
        job: a crash in between can never leave the retry unmade."""
        values["state"] = to_state
        with self.db.session() as s:
            res = s.execute(
                update(JobRow).where(JobRow.id == job_id, JobRow.state.in_(list(from_states))).values(**values)
            )
            if not changed(res):
                return False
            if retry is not None:
                s.execute(self.db.insert(JobRow).values(**retry).on_conflict_do_nothing(index_elements=["id"]))
            return True

    def event(self, job_id: str, seq: int, progress_json: str | None, running: bool) -> str:
        """Record a runner event: 'unknown' (no such job), 'finished' (the job already ended: nothing
        changes), or 'ok'. A retried POST repeats its seq: the progress moves forward only."""
        t = now()
        with self.db.session() as s:
            job = s.get(JobRow, job_id, with_for_update=self.db.dialect == "postgresql")
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

    def _twin(self, reuse_key: str, exclude_run: str, *where: Any, newest: bool = False) -> JobRow | None:
        """A job with these inputs (reuse key) in another run that also meets `where`."""
        stmt = select(JobRow).where(JobRow.reuse_key == reuse_key, JobRow.run_id != exclude_run, *where)
        if newest:
            stmt = stmt.order_by(JobRow.finished_at.desc())
        with self.db.session() as s:
            return s.execute(stmt.limit(1)).scalars().first()

    def find_reusable(self, reuse_key: str, exclude_run: str) -> JobRow | None:
        """The newest judged (Pass / Fail) job with these inputs in another run, if any."""
        return self._twin(
            reuse_key,
            exclude_run,
            JobRow.state == JOB_DONE,
            JobRow.verdict.in_(("Pass", "Fail")),
            JobRow.result_json.is_not(None),
            newest=True,
        )

    def find_inflight(self, reuse_key: str, exclude_run: str) -> JobRow | None:
        """A job with these inputs in another run that is being submitted or running now, if any."""
        return self._twin(reuse_key, exclude_run, JobRow.state.in_((JOB_SUBMITTING, JOB_SUBMITTED, JOB_RUNNING)))

    def result_json(self, job_id: str) -> str | None:
        with self.db.session() as s:
            return s.execute(select(JobRow.result_json).where(JobRow.id == job_id)).scalar()

    def counts(self) -> dict[str, int]:
        with self.db.session() as s:
            rows = s.execute(select(JobRow.state, func.count()).group_by(JobRow.state)).all()
            return {state: n for state, n in rows}
