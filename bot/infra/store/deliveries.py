"""Deliveries: the durable queue.

The webhook endpoint inserts a row (the GitHub delivery id is the primary key, so a second copy is a no-op)
and answers; workers claim rows with a lease that expires, so work a dead process held is picked up again.
Claims are one UPDATE over a sub-select that PostgreSQL runs with `FOR UPDATE SKIP LOCKED` (several replicas
never claim the same row); SQLite serialises writers with `BEGIN IMMEDIATE`. The queue's hot paths (store,
claim, finish) use Core statements on a connection: the ORM's bookkeeping costs more than the query.
"""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import Table, func, or_, select, update

from bot.infra.store.db import Database, changed
from bot.infra.store.schema import DONE, FAILED, PENDING, PROCESSING, Delivery, RedeliveryRequest, now

_DELIVERIES: Table = Delivery.__table__  # type: ignore[assignment]


class Deliveries:
    """The durable queue of webhook deliveries, and the bookkeeping of redeliveries asked of GitHub."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def add(
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
            self.db.insert_table(t)
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
        with self.db.writer, self.db.engine.begin() as conn:
            return conn.execute(stmt).first() is not None

    def get(self, delivery_id: str) -> Delivery | None:
        with self.db.session() as s:
            return s.get(Delivery, delivery_id)

    def claim(self, owner: str, lease_s: float) -> Delivery | None:
        """Take the oldest pending delivery (or one whose holder's lease ran out) for `lease_s` seconds."""
        t, c, ts = _DELIVERIES, _DELIVERIES.c, now()
        claimable = or_(
            (c.state == PENDING) & (c.not_before <= ts),
            (c.state == PROCESSING) & (c.lease_until < ts),
        )
        pick = select(c.id).where(claimable).order_by(c.received_at).limit(1)
        if self.db.dialect == "postgresql":
            pick = pick.with_for_update(skip_locked=True)
        # The outer WHERE repeats the condition: PostgreSQL re-checks it against the row it finally locks.
        stmt = (
            update(t)
            .where(c.id == pick.scalar_subquery(), claimable)
            .values(state=PROCESSING, lease_owner=owner, lease_until=ts + lease_s, attempts=c.attempts + 1)
            .returning(*t.c)
        )
        with self.db.writer, self.db.engine.begin() as conn:
            row = conn.execute(stmt).first()
        return Delivery(**row._mapping) if row is not None else None

    def renew(self, delivery_id: str, owner: str, lease_s: float) -> bool:
        with self.db.session() as s:
            res = s.execute(
                update(Delivery)
                .where(
                    Delivery.id == delivery_id, Delivery.lease_owner == owner, Delivery.state == PROCESSING
                )
                .values(lease_until=now() + lease_s)
            )
            return changed(res)

    def complete(self, delivery_id: str, owner: str, outcome: str) -> bool:
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
        with self.db.writer, self.db.engine.begin() as conn:
            return changed(conn.execute(stmt))

    def release(self, delivery_id: str, owner: str) -> bool:
        """Give a claimed delivery back untouched (the worker is shutting down)."""
        with self.db.session() as s:
            res = s.execute(
                update(Delivery)
                .where(
                    Delivery.id == delivery_id, Delivery.lease_owner == owner, Delivery.state == PROCESSING
                )
                .values(state=PENDING, lease_owner=None, lease_until=None, not_before=0.0)
            )
            return changed(res)

    def fail(
        self,
        delivery_id: str,
        owner: str,
        error: str,
        retry_in: float,
        *,
        dead_after_s: float = 86400.0,
        max_attempts: int | None = None,
    ) -> str:
        """Give a delivery back after an error: pending again in `retry_in` seconds, or dead-lettered
        (`failed`, for good) when that retry would come more than `dead_after_s` after this run of retries
        began (its first failure), or after `max_attempts` tries when that cap is set. Returns the new state,
        or "lost-lease" when this owner no longer holds the delivery."""
        with self.db.session() as s:
            row = s.get(Delivery, delivery_id, with_for_update=self.db.dialect == "postgresql")
            if row is None or row.lease_owner != owner or row.state != PROCESSING:
                return "lost-lease"
            t = now()
            row.error = error[:4000]
            row.lease_owner = None
            row.lease_until = None
            if row.first_failed_at is None:
                row.first_failed_at = t
            out_of_time = t + retry_in > row.first_failed_at + dead_after_s
            out_of_tries = max_attempts is not None and row.attempts >= max_attempts
            if out_of_time or out_of_tries:
                row.state = FAILED
                row.finished_at = t
            else:
                row.state = PENDING
                row.not_before = t + retry_in
            return row.state

    def dead_letters(self, limit: int = 100) -> list[Delivery]:
        """Dead-lettered deliveries, the most recently given up first."""
        with self.db.session() as s:
            return list(
                s.execute(
                    select(Delivery)
                    .where(Delivery.state == FAILED)
                    .order_by(Delivery.finished_at.desc(), Delivery.id)
                    .limit(limit)
                ).scalars()
            )

    def listing(self, states: Iterable[str] | None = None, limit: int = 100) -> list[Delivery]:
        """Stored deliveries (of these states), the most recently received first."""
        with self.db.session() as s:
            q = select(Delivery)
            if states is not None:
                q = q.where(Delivery.state.in_(list(states)))
            return list(s.execute(q.order_by(Delivery.received_at.desc(), Delivery.id).limit(limit)).scalars())

    def requeue(self, delivery_id: str, *, allow_done: bool = False) -> str:
        """Queue a stored delivery again, now, with a fresh retry clock: what `bridge-validate replay ID` does.
        A dead-lettered one (or one waiting for its next retry) always; a done one only with `allow_done`
        (its handler runs again: handlers are idempotent); one being processed never. Returns the state it
        was in, or "unknown"."""
        c = _DELIVERIES.c
        allowed = [FAILED, PENDING] + ([DONE] if allow_done else [])
        with self.db.writer, self.db.engine.begin() as conn:
            row = conn.execute(select(c.state).where(c.id == delivery_id)).first()
            if row is None:
                return "unknown"
            res = conn.execute(
                update(_DELIVERIES)
                .where(c.id == delivery_id, c.state.in_(allowed))
                .values(
                    state=PENDING,
                    not_before=0.0,
                    attempts=0,
                    first_failed_at=None,
                    lease_owner=None,
                    lease_until=None,
                    finished_at=None,
                    replays=c.replays + 1,
                )
            )
            return str(row.state) if changed(res) else f"refused:{row.state}"

    def known(self, ids: Iterable[str]) -> set[str]:
        ids = list(ids)
        if not ids:
            return set()
        with self.db.session() as s:
            return set(s.execute(select(Delivery.id).where(Delivery.id.in_(ids))).scalars())

    def counts(self) -> dict[str, int]:
        with self.db.session() as s:
            rows = s.execute(select(Delivery.state, func.count()).group_by(Delivery.state)).all()
            return {state: n for state, n in rows}

    def queue_depth(self) -> int:
        with self.db.session() as s:
            return int(
                s.execute(
                    select(func.count())
                    .select_from(Delivery)
                    .where(Delivery.state.in_((PENDING, PROCESSING)))
                ).scalar_one()
            )

    def redeliveries_due(self, guids: Iterable[str], min_gap_s: float, max_tries: int) -> set[str]:
        """Of these GUIDs, those we may ask GitHub to redeliver now: never asked, or asked long enough ago
        (the redelivery itself may have failed while the bot was down again), at most `max_tries` times."""
        guids = set(guids)
        if not guids:
            return set()
        with self.db.session() as s:
            rows = s.execute(
                select(RedeliveryRequest).where(RedeliveryRequest.guid.in_(list(guids)))
            ).scalars()
            blocked = {r.guid for r in rows if r.tries >= max_tries or r.requested_at > now() - min_gap_s}
        return guids - blocked

    def record_redelivery(self, guid: str, hook_delivery_id: int) -> None:
        with self.db.session() as s:
            row = s.get(RedeliveryRequest, guid, with_for_update=self.db.dialect == "postgresql")
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
