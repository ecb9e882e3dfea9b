"""One database for every aggregate: the engine, the session helper and the few dialect differences.

SQLite by default, PostgreSQL at scale. SQLite has one writer at a time and every transaction here begins
IMMEDIATE; this process's transactions queue on a lock (`Database.writer`), which wakes the next one at once,
rather than on SQLite's busy handler, which sleeps in growing steps.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import Any, cast

from sqlalchemy import Connection, CursorResult, Engine, Table, create_engine, event, inspect, text
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import StaticPool

from bot.infra.store.schema import Base

# The advisory lock replicas take turns on while creating the schema (any fixed 64-bit number: "bvschema").
SCHEMA_LOCK = 0x6276736368656D61


def _use_wal(cur: Any, wait_s: float = 30.0) -> None:
    """Put the database file in WAL mode (a setting of the file, kept across connections). Changing the mode
    needs the file to itself, and SQLite answers "database is locked" at once, without its busy handler, when
    another connection is opening the file at that moment (replicas starting together on a new database):
    retry for as long as any other statement would wait."""
    deadline = time.monotonic() + wait_s
    pause = 0.005
    while True:
        try:
            if str(cur.execute("PRAGMA journal_mode").fetchone()[0]).lower() != "wal":
                cur.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() >= deadline:
                raise
            time.sleep(pause)
            pause = min(pause * 2, 0.2)


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
                _use_wal(cur)
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


def changed(res: Any) -> bool:
    """Whether an UPDATE touched a row (a compare-and-set won)."""
    return bool(cast(CursorResult[Any], res).rowcount)


class Database:
    """The engine and session helper the aggregates share. Methods are synchronous and short."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = _make_engine(url)
        self.dialect = self.engine.dialect.name
        self._session = sessionmaker(self.engine, expire_on_commit=False)
        self.writer: AbstractContextManager[Any] = threading.Lock() if self.dialect == "sqlite" else nullcontext()

    def create_all(self) -> None:
        """Create what is missing, in one transaction. Replicas often start together on one database: on
        PostgreSQL they take turns on an advisory lock (the one that waited finds the tables made), on SQLite
        on the database's write lock (every transaction begins IMMEDIATE)."""
        with self.writer, self.engine.begin() as conn:
            if self.dialect == "postgresql":
                conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": SCHEMA_LOCK})
            Base.metadata.create_all(conn)
            self._add_missing_columns(conn)

    def _add_missing_columns(self, conn: Connection) -> None:
        """Columns added to a table after a database was created: `ALTER TABLE ADD COLUMN`, so a bot upgraded
        in place keeps its state (every added column is nullable or has a server default)."""
        insp = inspect(conn)
        for table in Base.metadata.sorted_tables:
            have = {c["name"] for c in insp.get_columns(table.name)}
            for col in table.columns:
                if col.name in have:
                    continue
                ddl = f"ALTER TABLE {table.name} ADD COLUMN {col.name} {col.type.compile(self.engine.dialect)}"
                if col.server_default is not None:
                    ddl += f" DEFAULT {col.server_default.arg.text}"  # type: ignore[attr-defined]
                conn.exec_driver_sql(ddl)

    def dispose(self) -> None:
        self.engine.dispose()

    @contextmanager
    def session(self) -> Iterator[Session]:
        with self.writer, self._session.begin() as s:
            yield s

    def ping(self) -> bool:
        with self.writer, self.engine.connect() as c:
            return c.execute(text("SELECT 1")).scalar() == 1

    def insert(self, model: type[Base]) -> Any:
        """INSERT with the dialect's ON CONFLICT support."""
        ins = postgresql.insert if self.dialect == "postgresql" else sqlite.insert
        return ins(model)

    def insert_table(self, table: Table) -> Any:
        ins = postgresql.insert if self.dialect == "postgresql" else sqlite.insert
        return ins(table)

    def rowcount(self, res: Any) -> int:
        return int(cast(CursorResult[Any], res).rowcount or 0)

    def dump_text(self) -> str:
        """Every row of every table as text (tests assert no secret was ever stored)."""
        out: list[str] = []
        with self.session() as s:
            for table in Base.metadata.sorted_tables:
                for row in s.execute(table.select()):
                    out.append(f"{table.name}: {tuple(row)}")
        return "\n".join(out)
