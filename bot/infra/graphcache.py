"""The Bridge call graph and the downstream reach through it, for one Bridge tree, cached on disk; and the
changed files' line analyses (`LineCache`), keyed by content.

`plan` is pure and takes a `DownstreamReach`; this module is the I/O that makes one: it reads the package's
Python sources at a revision through git (bot.diffsource, bare clones too), summarises each module once per
blob id (SQLite), and keeps each finished reach keyed by the package's tree id plus a fingerprint of the rules
and of the code that computes it, so a tree is analysed once. The cache directory is `BRIDGE_VALIDATE_CACHE_DIR`,
else `~/.cache/bridge-validate`.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import pickle
import sqlite3
import tempfile
import threading
from collections import OrderedDict
from pathlib import Path

from bot.core import callgraph, classify, diffsource, downstream, pycode, pysummary, reach
from bot.core.callgraph import BridgeGraph
from bot.core.pycode import ChangedLine
from bot.core.pysummary import ModuleSummary, module_name, summarize
from bot.core.reach import DownstreamReach
from bot.core.rules import Rules
from bot.infra import collector

__all__ = ["LineCache", "ReachCache", "default_cache_dir"]

_CODE = hashlib.sha256(
    b"".join(Path(m.__file__ or "").read_bytes() for m in (pysummary, callgraph, reach, downstream))
).hexdigest()[:16]
_SUMMARY_CODE = hashlib.sha256(Path(pysummary.__file__ or "").read_bytes()).hexdigest()[:16]
# what a file's line analysis depends on besides its content (bot.core.classify.line_key)
_LINES_CODE = hashlib.sha256(
    b"".join(Path(m.__file__ or "").read_bytes() for m in (pycode, classify))
).hexdigest()[:16]
_MEMORY = 4  # finished reaches kept in memory (a few PR heads in flight)
_DISK_TREES = 256  # finished reaches kept on disk


def default_cache_dir() -> Path:
    env = os.environ.get("BRIDGE_VALIDATE_CACHE_DIR")
    return Path(env) if env else Path.home() / ".cache" / "bridge-validate"


class ReachCache:
    """`reach_for(repo, head, rules)`: the DownstreamReach of the Bridge tree at `head` (see module)."""

    def __init__(self, cache_dir: Path | str | None = None, *, disk: bool = True) -> None:
        self.dir = Path(cache_dir) if cache_dir is not None else default_cache_dir()
        self.disk = disk
        self._mem: OrderedDict[str, DownstreamReach] = OrderedDict()
        self._fingerprints: dict[int, tuple[Rules, str]] = {}
        self._lock = threading.Lock()
        self.stats = {"memory": 0, "disk": 0, "built": 0, "parsed": 0}
        self.lines = LineCache(self.dir, disk=disk)

    # -- keys ---------------------------------------------------------------------------------------------

    def fingerprint(self, rules: Rules) -> str:
        got = self._fingerprints.get(id(rules))
        if got is not None and got[0] is rules:
            return got[1]
        h = hashlib.sha256(_CODE.encode())
        # sets sorted: a frozenset's repr follows the process's hash seed, and the key must not
        reach_cfg = {f.name: getattr(rules.reach, f.name) for f in dataclasses.fields(rules.reach)}
        h.update(repr({k: sorted(v) if isinstance(v, frozenset) else v for k, v in reach_cfg.items()}).encode())
        h.update(rules.surfaces.model_dump_json(include={"package", "bridge_only"}).encode())
        for fw, fe in sorted(rules.entries.frameworks.items()):
            h.update(fw.encode())
            h.update(fe.model_dump_json().encode())
            m = rules.entries.manifests[fw]
            h.update(m.ref.encode())
            h.update(json.dumps({k: [s.model_dump() for s in v] for k, v in m.symbols.items()}).encode())
        numbers = [[d.number for d in rules.levels.frameworks[f].levels] for f in sorted(rules.levels.frameworks)]
        h.update(json.dumps(numbers).encode())
        fp = h.hexdigest()[:24]
        self._fingerprints[id(rules)] = (rules, fp)
        return fp

    # -- summaries ----------------------------------------------------------------------------------------

    def _db(self) -> sqlite3.Connection:
        self.dir.mkdir(parents=True, exist_ok=True)
        con = sqlite3.connect(self.dir / f"summaries-{_SUMMARY_CODE}.sqlite", timeout=30)
        con.execute("CREATE TABLE IF NOT EXISTS summary (blob TEXT PRIMARY KEY, module TEXT, body TEXT)")
        return con

    def summaries(self, repo: Path | str, tree: str, rules: Rules) -> list[ModuleSummary]:
        package = rules.surfaces.package.rstrip("/")
        root = rules.reach.source_root
        files = [
            (f"{package}/{rel}", blob)
            for rel, blob in diffsource.list_tree(repo, tree)
            if rules.surfaces.bridge_only_rule(f"{package}/{rel}") is None
        ]
        found: dict[str, ModuleSummary] = {}
        con = self._db() if self.disk else None
        try:
            if con is not None:
                blobs = [b for _, b in files]
                for i in range(0, len(blobs), 500):
                    chunk = blobs[i : i + 500]
                    marks = ",".join("?" * len(chunk))  # placeholders only; the values are bound
                    q = f"SELECT blob, module, body FROM summary WHERE blob IN ({marks})"  # noqa: S608
                    for blob, module, body in con.execute(q, chunk):
                        found[f"{blob}:{module}"] = ModuleSummary.from_json(json.loads(body))
            missing = [(p, b) for p, b in files if f"{b}:{self._module(p, root)}" not in found]
            texts = diffsource.read_blobs(repo, [b for _, b in missing]) if missing else {}
            new_rows = []
            for path, blob in missing:
                mn = module_name(path, root)
                text = texts.get(blob)
                if mn is None or text is None:
                    continue
                ms = summarize(text, mn[0], path, mn[1])
                found[f"{blob}:{mn[0]}"] = ms
                new_rows.append((blob, mn[0], json.dumps(ms.to_json())))
            self.stats["parsed"] += len(new_rows)
            if con is not None and new_rows:
                con.executemany("INSERT OR REPLACE INTO summary VALUES (?, ?, ?)", new_rows)
                con.commit()
        finally:
            if con is not None:
                con.close()
        out: list[ModuleSummary] = []
        for path, blob in files:
            hit = found.get(f"{blob}:{self._module(path, root)}")
            if hit is not None:
                out.append(_with_path(hit, path))  # one blob may sit at two paths
        return out

    @staticmethod
    def _module(path: str, root: str) -> str:
        mn = module_name(path, root)
        return mn[0] if mn else ""

    def _prune(self, directory: Path) -> None:
        """Keep the `_DISK_TREES` most recently built reaches (a few MB each)."""
        _prune_dir(directory, _DISK_TREES)

    # -- reach --------------------------------------------------------------------------------------------

    def reach_for(self, repo: Path | str, head: str, rules: Rules) -> DownstreamReach:
        tree = diffsource.tree_id(repo, head, rules.surfaces.package)
        key = f"{tree}-{self.fingerprint(rules)}"
        with self._lock:
            if key in self._mem:
                self._mem.move_to_end(key)
                self.stats["memory"] += 1
                return self._mem[key]
        pickled = self.dir / "reach" / f"{key}.pickle"
        dr: DownstreamReach | None = None
        if self.disk and pickled.exists():
            try:
                raw = pickled.read_bytes()
                with collector.paused():
                    dr = pickle.loads(raw)  # noqa: S301 - our own cache file, keyed by content
                self.stats["disk"] += 1
            except (OSError, pickle.UnpicklingError, EOFError, AttributeError):
                dr = None
        if dr is None:
            with collector.paused():
                graph = BridgeGraph(self.summaries(repo, tree, rules), rules.reach)
                dr = DownstreamReach(graph, rules.entries, rules.levels)
            self.stats["built"] += 1
            if self.disk:
                pickled.parent.mkdir(parents=True, exist_ok=True)
                fd, tmp = tempfile.mkstemp(dir=pickled.parent, suffix=".tmp")
                try:
                    with os.fdopen(fd, "wb") as fh:
                        pickle.dump(dr, fh, protocol=pickle.HIGHEST_PROTOCOL)
                    os.replace(tmp, pickled)
                except OSError:
                    Path(tmp).unlink(missing_ok=True)
                self._prune(pickled.parent)
        with self._lock:
            self._mem[key] = dr
            while len(self._mem) > _MEMORY:
                self._mem.popitem(last=False)
        return dr


class LineCache:
    """A `bot.core.classify.LineStore`: changed files' line analyses by content key, in memory (the last
    `memory` files) and in SQLite beside the summaries. `put` keeps a new analysis in memory; `flush()` (after a
    plan) writes the new ones in one transaction and keeps the newest `keep` rows on disk."""

    def __init__(self, cache_dir: Path, *, disk: bool = True, memory: int = 4096, keep: int = 50_000) -> None:
        self.dir = cache_dir
        self.disk = disk
        self._memory = memory
        self._keep = keep
        self._mem: OrderedDict[str, list[ChangedLine]] = OrderedDict()
        self._pending: dict[str, bytes] = {}
        self._lock = threading.Lock()
        self.stats = {"memory": 0, "disk": 0, "analysed": 0}

    def _db(self) -> sqlite3.Connection:
        self.dir.mkdir(parents=True, exist_ok=True)
        con = sqlite3.connect(self.dir / f"lines-{_LINES_CODE}.sqlite", timeout=30)
        con.execute("CREATE TABLE IF NOT EXISTS lines (key TEXT PRIMARY KEY, body BLOB)")
        return con

    def _remember(self, key: str, lines: list[ChangedLine]) -> None:
        self._mem[key] = lines
        self._mem.move_to_end(key)
        while len(self._mem) > self._memory:
            self._mem.popitem(last=False)

    def get(self, key: str) -> list[ChangedLine] | None:
        with self._lock:
            hit = self._mem.get(key)
            if hit is not None:
                self._mem.move_to_end(key)
                self.stats["memory"] += 1
                return hit
        if not self.disk:
            return None
        try:
            con = self._db()
            try:
                row = con.execute("SELECT body FROM lines WHERE key = ?", (key,)).fetchone()
            finally:
                con.close()
            lines = pickle.loads(row[0]) if row is not None else None  # noqa: S301 - our own cache, keyed by content
        except (sqlite3.Error, OSError, pickle.UnpicklingError, EOFError, AttributeError, TypeError):
            return None
        if not isinstance(lines, list):
            return None
        with self._lock:
            self._remember(key, lines)
            self.stats["disk"] += 1
        return lines

    def put(self, key: str, lines: list[ChangedLine]) -> None:
        with self._lock:
            self._remember(key, lines)
            self.stats["analysed"] += 1
            if self.disk:
                self._pending[key] = pickle.dumps(lines, protocol=pickle.HIGHEST_PROTOCOL)

    def flush(self) -> None:
        """Write the analyses `put` since the last flush (a cache: a failed write loses only speed)."""
        with self._lock:
            rows, self._pending = list(self._pending.items()), {}
        if not rows or not self.disk:
            return
        try:
            con = self._db()
            try:
                with con:
                    con.executemany("INSERT OR REPLACE INTO lines VALUES (?, ?)", rows)
                    con.execute("DELETE FROM lines WHERE rowid <= (SELECT MAX(rowid) FROM lines) - ?", (self._keep,))
            finally:
                con.close()
        except (sqlite3.Error, OSError):
            pass


def _prune_dir(directory: Path, keep: int) -> None:
    try:
        files = sorted(directory.glob("*.pickle"), key=lambda p: p.stat().st_mtime, reverse=True)
    except OSError:
        return
    for old in files[keep:]:
        old.unlink(missing_ok=True)


def _with_path(ms: ModuleSummary, path: str) -> ModuleSummary:
    if ms.path == path:
        return ms
    return ModuleSummary.from_json({**ms.to_json(), "path": path})
