"""Runs, their check runs and their reports: one aggregate, a run owns its check runs.

A check run row moves forward only by compare-and-set on its phase; check runs waiting on jobs are claimed
by the job tracker with a lease, like deliveries (`FOR UPDATE SKIP LOCKED` on PostgreSQL).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import func, or_, select, update

from bot.infra.logging import scrub
from bot.infra.store.db import Database, changed
from bot.infra.store.schema import (
    PHASE_DISPATCHED,
    PHASE_NEW,
    CheckRunRow,
    Report,
    Run,
    new_id,
    now,
)


class Runs:
    """Validation runs: one per commit, reason (PR head, merge-group commit) and attempt."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def get_or_create(
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
        frameworks: Sequence[str] | None = None,
    ) -> tuple[Run, bool]:
        """The run for this commit and reason; `True` when this call created it."""
        rid = new_id()[:20]
        stmt = (
            self.db.insert(Run)
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
                frameworks=",".join(frameworks) if frameworks is not None else None,
            )
            .on_conflict_do_nothing(index_elements=["repo", "head_sha", "kind", "attempt"])
            .returning(Run.id)
        )
        with self.db.session() as s:
            created = s.execute(stmt).first() is not None
            run = s.execute(
                select(Run).where(
                    Run.repo == repo, Run.head_sha == head_sha, Run.kind == kind, Run.attempt == attempt
                )
            ).scalar_one()
            return run, created

    def get(self, run_id: str) -> Run | None:
        with self.db.session() as s:
            return s.get(Run, run_id)

    def set_plan(self, run_id: str, plan_json: str, notes_json: str) -> bool:
        """Record the run's plan once; a second writer (a retried delivery) keeps the first plan."""
        with self.db.session() as s:
            res = s.execute(
                update(Run)
                .where(Run.id == run_id, Run.plan_json.is_(None))
                .values(plan_json=plan_json, notes_json=notes_json)
            )
            return changed(res)

    def forget(self, run_id: str) -> bool:
        """Drop a run that never got as far as a check run (its commit was superseded before planning)."""
        with self.db.session() as s:
            if s.execute(select(CheckRunRow.id).where(CheckRunRow.run_id == run_id).limit(1)).first():
                return False
            s.query(Run).filter(Run.id == run_id).delete()
            return True

    def for_sha(self, repo: str, head_sha: str, kind: str | None = None) -> list[Run]:
        with self.db.session() as s:
            q = select(Run).where(Run.repo == repo, Run.head_sha == head_sha)
            if kind:
                q = q.where(Run.kind == kind)
            return list(s.execute(q.order_by(Run.attempt.desc())).scalars())

    def pr_for_sha(self, repo: str, head_sha: str) -> int | None:
        """The PR whose head was this commit, as the bot saw it (fork PRs' check events do not say)."""
        with self.db.session() as s:
            return s.execute(
                select(Run.pr_number)
                .where(Run.repo == repo, Run.head_sha == head_sha, Run.pr_number.is_not(None))
                .order_by(Run.created_at.desc())
                .limit(1)
            ).scalar()

    def for_pr(self, repo: str, pr_number: int) -> list[Run]:
        """Every pull_request run of a PR, oldest first."""
        with self.db.session() as s:
            return list(
                s.execute(
                    select(Run)
                    .where(Run.repo == repo, Run.pr_number == pr_number, Run.kind == "pull_request")
                    .order_by(Run.created_at, Run.attempt)
                ).scalars()
            )

    def for_delivery(self, repo: str, head_sha: str, kind: str, delivery_id: str) -> Run | None:
        """The run a delivery already started on this commit (its handler is running again after a crash)."""
        with self.db.session() as s:
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
        frameworks: Sequence[str] | None = None,
    ) -> Run:
        """A new run of a commit (a re-run, a requested plan, an approval): the next free attempt number.
        `frameworks`: the ones it validates (None: both)."""
        for _ in range(20):
            with self.db.session() as s:
                top = s.execute(
                    select(func.max(Run.attempt)).where(Run.repo == repo, Run.head_sha == head_sha, Run.kind == kind)
                ).scalar()
            run, created = self.get_or_create(
                repo=repo,
                head_sha=head_sha,
                kind=kind,
                delivery_id=delivery_id,
                pr_number=pr_number,
                base_sha=base_sha,
                installation_id=installation_id,
                attempt=(top or 0) + 1,
                frameworks=frameworks,
            )
            if created or run.delivery_id == delivery_id:
                return run
        raise RuntimeError(f"could not allocate a new attempt for {repo}@{head_sha[:12]}")

    def newer_attempts(self, run: Run) -> list[Run]:
        """Attempts of the same commit and reason after `run` that have their plan (they are, or are about
        to be, validating it), newest first."""
        with self.db.session() as s:
            return list(
                s.execute(
                    select(Run)
                    .where(
                        Run.repo == run.repo,
                        Run.head_sha == run.head_sha,
                        Run.kind == run.kind,
                        Run.attempt > run.attempt,
                        Run.plan_json.is_not(None),
                    )
                    .order_by(Run.attempt.desc())
                ).scalars()
            )

    def set_flags(self, run_id: str, *, reuse: bool | None = None, budget_override: bool | None = None) -> None:
        values: dict[str, Any] = {}
        if reuse is not None:
            values["reuse"] = reuse
        if budget_override is not None:
            values["budget_override"] = budget_override
        if values:
            with self.db.session() as s:
                s.execute(update(Run).where(Run.id == run_id).values(**values))


class CheckRuns:
    """The check runs of a run (one per framework), moved forward by compare-and-set on their phase."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def ensure(self, run: Run, framework: str, name: str, external_id: str) -> CheckRunRow:
        stmt = (
            self.db.insert(CheckRunRow)
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
        with self.db.session() as s:
            s.execute(stmt)
            return s.execute(
                select(CheckRunRow).where(CheckRunRow.run_id == run.id, CheckRunRow.framework == framework)
            ).scalar_one()

    def get(self, row_id: int) -> CheckRunRow | None:
        with self.db.session() as s:
            return s.get(CheckRunRow, row_id)

    def update(self, row_id: int, **values: Any) -> None:
        values["updated_at"] = now()
        with self.db.session() as s:
            s.execute(update(CheckRunRow).where(CheckRunRow.id == row_id).values(**values))

    def advance(
        self, row_id: int, from_phases: Sequence[str], to_phase: str, **values: Any
    ) -> bool:
        """Compare-and-set on the phase: only one caller moves a check run forward."""
        values.update(phase=to_phase, updated_at=now())
        with self.db.session() as s:
            res = s.execute(
                update(CheckRunRow)
                .where(CheckRunRow.id == row_id, CheckRunRow.phase.in_(list(from_phases)))
                .values(**values)
            )
            return changed(res)

    def for_run(self, run_id: str) -> list[CheckRunRow]:
        with self.db.session() as s:
            return list(
                s.execute(
                    select(CheckRunRow).where(CheckRunRow.run_id == run_id).order_by(CheckRunRow.framework)
                ).scalars()
            )

    def for_sha(self, repo: str, head_sha: str) -> list[CheckRunRow]:
        with self.db.session() as s:
            return list(
                s.execute(
                    select(CheckRunRow)
                    .where(CheckRunRow.repo == repo, CheckRunRow.head_sha == head_sha)
                    .order_by(CheckRunRow.id)
                ).scalars()
            )

    def claim_to_track(self, owner: str, lease_s: float) -> CheckRunRow | None:
        """A dispatched check run due for a poll of its jobs, leased to `owner`."""
        t = now()
        claimable = (
            (CheckRunRow.phase == PHASE_DISPATCHED)
            & (CheckRunRow.next_poll_at <= t)
            & or_(CheckRunRow.lease_until.is_(None), CheckRunRow.lease_until < t)
        )
        pick = select(CheckRunRow.id).where(claimable).order_by(CheckRunRow.next_poll_at).limit(1)
        if self.db.dialect == "postgresql":
            pick = pick.with_for_update(skip_locked=True)
        stmt = (
            update(CheckRunRow)
            .where(CheckRunRow.id == pick.scalar_subquery(), claimable)
            .values(lease_owner=owner, lease_until=t + lease_s)
            .returning(CheckRunRow)
        )
        with self.db.session() as s:
            return s.execute(stmt).scalars().first()

    def release(self, row_id: int, owner: str, next_poll_in: float) -> None:
        with self.db.session() as s:
            s.execute(
                update(CheckRunRow)
                .where(CheckRunRow.id == row_id, CheckRunRow.lease_owner == owner)
                .values(lease_owner=None, lease_until=None, next_poll_at=now() + next_poll_in)
            )

    def renew(self, row_id: int, owner: str, lease_s: float) -> bool:
        with self.db.session() as s:
            res = s.execute(
                update(CheckRunRow)
                .where(CheckRunRow.id == row_id, CheckRunRow.lease_owner == owner)
                .values(lease_until=now() + lease_s)
            )
            return changed(res)

    def poll_now(self, row_id: int) -> None:
        """Have the tracker look at a check run at once (a runner reported)."""
        with self.db.session() as s:
            s.execute(update(CheckRunRow).where(CheckRunRow.id == row_id).values(next_poll_at=0.0))

    def poll_all_now(self) -> int:
        """Start-up: every dispatched check run is looked at at once, its jobs resumed or ended."""
        with self.db.session() as s:
            res = s.execute(
                update(CheckRunRow)
                .where(CheckRunRow.phase == PHASE_DISPATCHED)
                .values(next_poll_at=0.0)
            )
            return self.db.rowcount(res)

    def in_phase(self, phase: str) -> list[CheckRunRow]:
        with self.db.session() as s:
            return list(
                s.execute(select(CheckRunRow).where(CheckRunRow.phase == phase).order_by(CheckRunRow.id)).scalars()
            )

    def by_github_id(self, github_id: int) -> CheckRunRow | None:
        with self.db.session() as s:
            return s.execute(select(CheckRunRow).where(CheckRunRow.github_id == github_id)).scalars().first()

    def latest(self, repo: str, head_sha: str, kind: str = "pull_request") -> dict[str, CheckRunRow]:
        """Per framework, the newest check run of this commit (what GitHub shows and branch protection reads)."""
        with self.db.session() as s:
            rows = s.execute(
                select(CheckRunRow)
                .join(Run, Run.id == CheckRunRow.run_id)
                .where(CheckRunRow.repo == repo, CheckRunRow.head_sha == head_sha, Run.kind == kind)
                .order_by(CheckRunRow.id)
            ).scalars()
            return {r.framework: r for r in rows}


class Reports:
    """The full, untrimmed report behind a concluded check run."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def add(
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
        with self.db.session() as s:
            s.add(
                Report(
                    id=rid,
                    run_id=run_id,
                    framework=framework,
                    repo=repo,
                    head_sha=head_sha,
                    conclusion=conclusion,
                    # Reports are served as pages: no secret is ever stored in one.
                    title=scrub(title),
                    summary=scrub(summary),
                    text=scrub(text),
                    created_at=now(),
                )
            )
        return rid

    def get(self, report_id: str) -> Report | None:
        with self.db.session() as s:
            return s.get(Report, report_id)
