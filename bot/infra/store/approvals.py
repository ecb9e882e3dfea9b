"""Approvals of untrusted commits and the audit trail of overrides (who turned which check green, and why)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from bot.infra.store.db import Database
from bot.infra.store.schema import Approval, OverrideRecord, now


class Approvals:
    """Fork approvals (`/validate ok-to-test <sha>`) and the audit trail of overrides."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def add(
        self, repo: str, pr_number: int, head_sha: str, approved_by: str, comment_id: int | None
    ) -> tuple[Approval, bool]:
        """Record an approval for one head commit; `True` when this call recorded it (else the earlier one)."""
        stmt = (
            self.db.insert(Approval)
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
        with self.db.session() as s:
            created = s.execute(stmt).first() is not None
            row = s.execute(
                select(Approval).where(
                    Approval.repo == repo, Approval.pr_number == pr_number, Approval.head_sha == head_sha
                )
            ).scalar_one()
            return row, created

    def for_commit(self, repo: str, pr_number: int, head_sha: str) -> Approval | None:
        with self.db.session() as s:
            return s.execute(
                select(Approval).where(
                    Approval.repo == repo, Approval.pr_number == pr_number, Approval.head_sha == head_sha
                )
            ).scalars().first()

    def add_override(self, **values: Any) -> OverrideRecord:
        """Store an override (idempotent per check run and comment: a retried delivery records it once)."""
        values.setdefault("created_at", now())
        stmt = (
            self.db.insert(OverrideRecord)
            .values(**values)
            .on_conflict_do_nothing(index_elements=["check_row_id", "comment_id"])
        )
        with self.db.session() as s:
            s.execute(stmt)
            return s.execute(
                select(OverrideRecord).where(
                    OverrideRecord.check_row_id == values["check_row_id"],
                    OverrideRecord.comment_id == values["comment_id"],
                )
            ).scalar_one()

    def overrides_for(self, repo: str, head_sha: str | None = None) -> list[OverrideRecord]:
        with self.db.session() as s:
            q = select(OverrideRecord).where(OverrideRecord.repo == repo)
            if head_sha is not None:
                q = q.where(OverrideRecord.head_sha == head_sha)
            return list(s.execute(q.order_by(OverrideRecord.id)).scalars())
