"""A job's files as the local executor leaves them: `<workdir>/<job>/` with `logs/NN-step.log` (growing while the
job runs), `run.log` (the same bytes, joined at the end), `metrics.json`, `result.json`, `spec.json`,
`summary.md` and `tensorboard/`.

The log is read as one append-only stream (the step logs in order), so a byte offset names a place in it
while the job runs and after it ends. Lines are split at `\\n`, `\\r\\n` and `\\r` (tqdm's redraws are lines too,
as the runner numbers them). Nothing here scrubs: the views do, on exactly what they show.
"""

from __future__ import annotations

import bisect
import contextlib
import json
import os
import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from runners.logscan import split_lines as logscan_lines
from runners.metrics import Metrics, parse_verl

_BREAK = re.compile(rb"\r\n|\r|\n")
_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07")
TAIL_BYTES = 64 * 1024
MAX_CHUNK = 256 * 1024  # one live-tail answer carries at most this much log
MAX_LOG_BYTES = 64 * 1024 * 1024  # the full-log page shows at most the last 64 MiB
ARTIFACTS = ("metrics.json", "run.log", "result.json", "summary.md", "spec.json")

T = TypeVar("T")


class _Cache:
    """Small LRU of values derived from a file, keyed by (path, size, mtime): a finished job's log is read once."""

    def __init__(self, size: int = 64) -> None:
        self.size = size
        self._d: OrderedDict[tuple[Any, ...], Any] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple[Any, ...], make: Callable[[], T]) -> T:
        with self._lock:
            if key in self._d:
                self._d.move_to_end(key)
                return self._d[key]
        value = make()
        with self._lock:
            self._d[key] = value
            while len(self._d) > self.size:
                self._d.popitem(last=False)
        return value


_CACHE = _Cache()
PLOTS = _Cache(256)  # rendered plots of a job (views.py), keyed by what they were drawn from


def split(text: str) -> list[str]:
    """Lines of a log: breaks at \\r\\n, \\n and \\r; a final break ends the last line (no empty line after it)."""
    if not text:
        return []
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def count_breaks(data: bytes) -> int:
    n = data.count(b"\n")
    if b"\r" in data:
        n += data.count(b"\r") - data.count(b"\r\n")
    return n


def clean(line: str) -> str:
    """Terminal colours and OSC sequences out; the rest as written."""
    return _ANSI.sub("", line) if "\x1b" in line else line


@dataclass(frozen=True)
class Chunk:
    lines: list[str]
    first_no: int  # 1-based number of lines[0]
    offset: int  # where the next read starts
    skipped: int = 0  # bytes left out (more than MAX_CHUNK arrived at once)


@dataclass(frozen=True)
class Artifact:
    name: str  # path relative to the job's directory
    size: int


class JobFiles:
    """The output directory of one job on this host, as it is when first looked at (one instance per request:
    the log's parts and sizes are read once, so one page shows one consistent state of a growing log)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._snapshot: list[tuple[Path, int, int]] | None = None

    @classmethod
    def under(cls, workdir: Path | None, ref: str | None) -> JobFiles | None:
        """The job directory a local handle names, if it lies under the bot's workdir and exists."""
        if workdir is None or not ref:
            return None
        base = os.path.realpath(workdir)
        root = os.path.realpath(ref)
        if root == base or not root.startswith(base.rstrip(os.sep) + os.sep) or not os.path.isdir(root):
            return None
        return cls(Path(root))

    # -- the log stream

    def parts(self) -> list[Path]:
        return [p for p, _, _ in self._sizes()]

    def _sizes(self) -> list[tuple[Path, int, int]]:
        """(path, size, mtime) of the step logs in order, else of run.log."""
        if self._snapshot is not None:
            return self._snapshot
        found: list[tuple[Path, int, int]] = []
        try:
            with os.scandir(self.root / "logs") as it:
                for e in it:
                    if e.name.endswith(".log") and e.is_file():
                        st = e.stat()
                        found.append((Path(e.path), st.st_size, st.st_mtime_ns))
        except OSError:
            pass
        found.sort()
        if not found:
            try:
                st = (self.root / "run.log").stat()
                found = [(self.root / "run.log", st.st_size, st.st_mtime_ns)]
            except OSError:
                pass
        self._snapshot = found
        return found

    def size(self) -> int:
        return sum(s for _, s, _ in self._sizes())

    def _read(self, start: int, end: int) -> bytes:
        """Bytes [start, end) of the stream."""
        out = bytearray()
        pos = 0
        for p, size, _ in self._sizes():
            lo, hi = max(start - pos, 0), min(end - pos, size)
            if lo < hi:
                try:
                    with p.open("rb") as fh:
                        fh.seek(lo)
                        out += fh.read(hi - lo)
                except OSError:
                    pass
            pos += size
            if pos >= end:
                break
        return bytes(out)

    def _breaks_before(self, offset: int) -> int:
        """Line breaks in the stream before `offset`. A part's total is counted once per (size, mtime); near
        its end (a tail) the count is that total minus the few breaks after the offset."""
        n = 0
        pos = 0
        for p, size, mtime in self._sizes():
            if pos >= offset:
                break
            upto = min(size, offset - pos)
            if upto == size or upto > size // 2:
                total = _CACHE.get(("breaks", str(p), size, mtime), _counter(p, size))
                n += total if upto == size else total - count_breaks(self._read(pos + upto, pos + size))
            else:
                n += count_breaks(self._read(pos, pos + upto))
            pos += size
        return n

    def tail(self, n: int = 40) -> Chunk:
        """The last `n` lines and the offset just past them (the live tail goes on from there)."""
        end = self.size()
        start = max(end - TAIL_BYTES, 0)
        data = self._read(start, end)
        if start > 0:  # drop the partial first line
            cut = _first_break(data)
            data = data[cut:] if cut >= 0 else b""
            start = end - len(data)
        lines = split(data.decode("utf-8", "replace"))
        keep = lines[-n:]
        first = self._breaks_before(start) + (len(lines) - len(keep)) + 1
        return Chunk([clean(x) for x in keep], first, end)

    def since(self, offset: int, final: bool = False) -> Chunk:
        """What the stream gained after `offset`: whole lines only, unless the job has ended (`final`)."""
        end = self.size()
        offset = min(max(offset, 0), end)
        skipped = 0
        if end - offset > MAX_CHUNK:  # too much at once: the newest MAX_CHUNK, from a line start
            start = end - MAX_CHUNK
            cut = _first_break(self._read(start, end))
            start = start + cut if cut >= 0 else end
            skipped, offset = start - offset, start
        data = self._read(offset, end)
        if not final:
            data = data[: _last_break(data)]
            if data.endswith(b"\r"):  # maybe the first half of "\r\n": wait for the next byte
                data = data[: _last_break(data[:-1])]
        first = self._breaks_before(offset) + 1
        lines = split(data.decode("utf-8", "replace"))
        return Chunk([clean(x) for x in lines], first, offset + len(data), skipped)

    def text(self) -> str:
        """The whole log (the last MAX_LOG_BYTES of a bigger one), as text."""
        key = ("text", *self.state())

        def make() -> str:
            end = self.size()
            return self._read(max(end - MAX_LOG_BYTES, 0), end).decode("utf-8", "replace")

        return _CACHE.get(key, make)

    def state(self) -> tuple[Any, ...]:
        """The log's parts as (path, size, mtime): changes whenever the log does (a cache key)."""
        return tuple((str(p), s, m) for p, s, m in self._sizes())

    def first_no(self) -> int:
        """The number of the first line `text()` holds (1 unless the log is over MAX_LOG_BYTES)."""
        end = self.size()
        return self._breaks_before(end - MAX_LOG_BYTES) + 1 if end > MAX_LOG_BYTES else 1

    def lines(self) -> list[str]:
        return _CACHE.get(("lines", *self.state()), lambda: [clean(x) for x in split(self.text())])

    # -- root cause

    def locate(self, line_no: int | None, quote: str | None) -> int | None:
        """The 1-based line the root cause is on: the runner's line number when the line there carries the
        quote (or no quote is known), else the first line that contains the quote."""
        found = self.context(line_no, quote, 0, 0)
        return found[0] if found else None

    def context(self, line_no: int | None, quote: str | None, before: int, after: int) -> tuple[int, list[str]] | None:
        """(the root cause's line number, the lines from `before` lines above it to `after` below), read from
        the bytes (no split of the whole log); cached per log state."""
        key = ("ctx", line_no, quote, before, after, *tuple((str(p), s, m) for p, s, m in self._sizes()))
        return _CACHE.get(key, lambda: self._context(line_no, quote, before, after))

    def _context(self, line_no: int | None, quote: str | None, before: int, after: int) -> tuple[int, list[str]] | None:
        end = self.size()
        start = max(end - MAX_LOG_BYTES, 0)
        data = self._read(start, end)
        first_no = self._breaks_before(start) + 1 if start else 1
        if b"\r" in data:
            starts = [0, *(m.end() for m in _BREAK.finditer(data))]
        else:  # the usual log: "\n" only, found by the C loop of bytes.find
            starts = [0]
            i = data.find(b"\n")
            while i >= 0:
                starts.append(i + 1)
                i = data.find(b"\n", i + 1)
        if starts[-1] == len(data):
            starts.pop()
        needle = _needle(quote).encode("utf-8", "replace")
        k = -1
        if line_no is not None and 0 <= line_no - first_no < len(starts):
            j = line_no - first_no
            stop = starts[j + 1] if j + 1 < len(starts) else len(data)
            if not needle or needle in data[starts[j] : stop]:
                k = j
        if k < 0 and needle:
            hit = data.find(needle)
            if hit >= 0:
                k = bisect.bisect_right(starts, hit) - 1
        if k < 0:
            return None
        lo, hi = max(k - before, 0), min(k + after + 1, len(starts))
        chunk = data[starts[lo] : starts[hi] if hi < len(starts) else len(data)]
        return first_no + k, [clean(x) for x in split(chunk.decode("utf-8", "replace"))]

    # -- metrics and artifacts

    def metrics_key(self, framework: str) -> tuple[Any, ...] | None:
        """What the job's metrics are read from, in a form that changes when they do (a cache key)."""
        mj = self.root / "metrics.json"
        try:
            st = mj.stat()
            return ("metrics", str(mj), st.st_size, st.st_mtime_ns)
        except OSError:
            pass
        if framework == "verl":
            return ("verl", *tuple((str(p), s, m) for p, s, m in self._sizes()))
        return None

    def metrics(self, framework: str) -> tuple[Metrics | None, str]:
        """The job's metrics and where they came from: metrics.json, else (verl) the step lines of the log."""
        key = self.metrics_key(framework)
        if key is None:
            return None, ""
        mj = self.root / "metrics.json"
        if key[0] == "metrics":

            def load() -> tuple[Metrics | None, str]:
                # Plotting tolerates odd values (series.points drops them): only the shape is checked here.
                try:
                    raw = json.loads(mj.read_bytes())
                except (OSError, ValueError) as e:
                    return None, f"metrics.json unreadable: {type(e).__name__}"
                if not isinstance(raw, dict) or not all(isinstance(v, dict) for v in raw.values()):
                    return None, "metrics.json is not {tag: {step: value}}"
                return raw, "metrics.json"

            return _CACHE.get(key, load)

        def parse() -> tuple[Metrics | None, str]:
            step_lines = [ln for ln in self.lines() if "step:" in ln]
            run = parse_verl(logscan_lines("\n".join(step_lines)))
            return (run.metrics or None), "the log's step:N - key:value lines"

        return _CACHE.get(key, parse)

    def artifacts(self) -> list[Artifact]:
        """metrics.json, run.log, result.json, summary.md, spec.json, tensorboard/**, logs/*.log: what exists."""
        top: dict[str, int] = {}
        with contextlib.suppress(OSError), os.scandir(self.root) as it:
            for e in it:
                if e.name in ARTIFACTS and e.is_file():
                    top[e.name] = e.stat().st_size
        out = [Artifact(name, top[name]) for name in ARTIFACTS if name in top]
        tb = self.root / "tensorboard"
        if tb.is_dir():
            for p in sorted(tb.rglob("*")):
                if p.is_file():
                    out.append(Artifact(str(p.relative_to(self.root)), p.stat().st_size))
        out.extend(Artifact(f"logs/{p.name}", size) for p, size, _ in self._sizes() if p.parent.name == "logs")
        return out

    def artifact(self, name: str) -> Path | None:
        """The file an artifact link names, only if it is one of the job's artifacts (no other path is served)."""
        allowed = {a.name for a in self.artifacts()}
        if name not in allowed:
            return None
        p = (self.root / name).resolve()
        return p if self.root.resolve() in p.parents and p.is_file() else None

    def heartbeat(self) -> dict[str, Any] | None:
        try:
            data = json.loads((self.root / "heartbeat.json").read_text())
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) else None


def _first_break(data: bytes) -> int:
    """The index just past the first line break in `data` (-1: none)."""
    found = [i for i in (data.find(b"\n"), data.find(b"\r")) if i >= 0]
    if not found:
        return -1
    i = min(found)
    return i + 2 if data[i : i + 2] == b"\r\n" else i + 1


def _last_break(data: bytes) -> int:
    """The index just past the last line break in `data` (0: none)."""
    return max(data.rfind(b"\n"), data.rfind(b"\r")) + 1


def _counter(p: Path, n: int) -> Callable[[], int]:
    return lambda: count_breaks(_read_file(p, n))


def _read_file(p: Path, n: int) -> bytes:
    with p.open("rb") as fh:
        return fh.read(n)


def _needle(quote: str | None) -> str:
    """The searchable part of a quoted line: the runner shortens long quotes with an ellipsis."""
    q = (quote or "").strip()
    if q.endswith("…"):
        q = q[:-1]
    return q[:200]


def human_size(n: int) -> str:
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n = n / 1024  # type: ignore[assignment]
    return f"{n} B"


def mtime(p: Path) -> float | None:
    try:
        return os.stat(p).st_mtime
    except OSError:
        return None
