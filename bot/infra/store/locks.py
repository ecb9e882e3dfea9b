"""Commit locks: one holder at a time per (repository, head SHA), with a lease that lapses when its holder
dies. Taking one is a single compare-and-set (insert the row if missing, then claim it when free, expired or
already ours), so two replicas never both hold it."""

from __future__ import annotations

from sqlalchemy import Table, or_, update

from bot.infra.store.db import Database, changed
from bot.infra.store.schema import CommitLock, now

_LOCKS: Table = CommitLock.__table__  # type: ignore[assignment]


class CommitLocks:
    """Per-commit leases (bot.service.handlers.commit_lock uses them)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def acquire(self, repo: str, head_sha: str, owner: str, lease_s: float) -> bool:
        """Take (or extend) the commit's lock for `lease_s` seconds; False while another live holder has it."""
        c, t = _LOCKS.c, now()
        seed = (
            self.db.insert_table(_LOCKS)
            .values(repo=repo, head_sha=head_sha, owner=None, until=0.0)
            .on_conflict_do_nothing(index_elements=["repo", "head_sha"])
        )
        claim = (
            update(_LOCKS)
            .where(
                c.repo == repo,
                c.head_sha == head_sha,
                or_(c.owner.is_(None), c.owner == owner, c.until < t),
            )
            .values(owner=owner, until=t + lease_s)
        )
        with self.db.writer, self.db.engine.begin() as conn:
            conn.execute(seed)
            return changed(conn.execute(claim))

    def renew(self, repo: str, head_sha: str, owner: str, lease_s: float) -> bool:
        c = _LOCKS.c
        with self.db.writer, self.db.engine.begin() as conn:
            res = conn.execute(
                update(_LOCKS)
                .where(c.repo == repo, c.head_sha == head_sha, c.owner == owner)
                .values(until=now() + lease_s)
            )
            return changed(res)

    def release(self, repo: str, head_sha: str, owner: str) -> None:
        c = _LOCKS.c
        with self.db.writer, self.db.engine.begin() as conn:
            conn.execute(
                update(_LOCKS)
                .where(c.repo == repo, c.head_sha == head_sha, c.owner == owner)
                .values(owner=None, until=0.0)
            )
