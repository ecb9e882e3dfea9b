"""Installations: which installation of the App covers which repository."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select

from bot.infra.store.db import Database
from bot.infra.store.schema import Installation, InstalledRepo, now


class Installations:
    """The App's installations and the repositories each one covers (kept from installation events)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def upsert(self, installation_id: int, account: str | None, suspended: bool = False) -> None:
        # One statement: two workers handling events of one installation at once must not collide.
        ins = self.db.insert(Installation).values(
            id=installation_id, account=account, suspended=suspended, updated_at=now()
        )
        update_set: dict[str, Any] = {
            "suspended": ins.excluded.suspended,
            "updated_at": ins.excluded.updated_at,
        }
        if account:
            update_set["account"] = ins.excluded.account
        with self.db.session() as s:
            s.execute(ins.on_conflict_do_update(index_elements=["id"], set_=update_set))

    def delete(self, installation_id: int) -> None:
        with self.db.session() as s:
            s.query(InstalledRepo).filter(InstalledRepo.installation_id == installation_id).delete()
            s.query(Installation).filter(Installation.id == installation_id).delete()

    def add_repos(self, installation_id: int, repos: Sequence[tuple[int | None, str]]) -> None:
        with self.db.session() as s:
            for repo_id, full_name in repos:
                ins = self.db.insert(InstalledRepo).values(
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
        with self.db.session() as s:
            s.query(InstalledRepo).filter(
                InstalledRepo.installation_id == installation_id,
                InstalledRepo.full_name.in_(list(full_names)),
            ).delete(synchronize_session=False)

    def repos(self, installation_id: int | None = None) -> list[str]:
        with self.db.session() as s:
            q = select(InstalledRepo.full_name).order_by(InstalledRepo.full_name)
            if installation_id is not None:
                q = q.where(InstalledRepo.installation_id == installation_id)
            return list(s.execute(q).scalars())

    def get(self, installation_id: int) -> Installation | None:
        with self.db.session() as s:
            return s.get(Installation, installation_id)
