"""A job's files as the local executor leaves them: `<workdir>/<job>/` with `logs/NN-step.log` (growing while the
job runs), `run.log` (the same bytes, joined at the end), `metrics.json`, `result.json`, `spec.json`,
`summary.md` and `tensorboard/`.

The log is read as one append-only stream (the step logs in order), so a byte offset names a place in it
while the job runs and after it ends. Lines are split at `\\n`, `\\r\\n` and `\\r` (tqdm's redraws are lines too,
as the runner numbers them). Nothing here scrubs: the views do, on exactly what they show.
"""

from __future__ import annotations

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
from runners.metrics import Metrics, MetricsError, load_metrics, parse_verl

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


def split(text: str) -> list[str]:
    """Lines of a log: breaks at \\r\\n, \\n and \\r; a final break ends the last line (no empty line after it)."""
    if not text:
        return []
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def count_breaks(data: bytes) -> int:
    return data.count(b"\n") + data.count(b"\r") - data.count(b"\r\n")


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
    """The output directory of one job on this host."""

    def __init__(self, root: Path) -> None:
        self.root = root

    @classmethod
    def under(cls, workdir: Path | None, ref: str | None) -> JobFiles | None:
        """The job directory a local handle names, if it lies under the bot's workdir and exists."""
        if workdir is None or not ref:
            return None
        try:
            base = workdir.resolve()
            root = Path(ref).resolve()
        except (OSError, RuntimeError):
            return None
        if root == base or base not in root.parents or not root.is_dir():
            return None
        return cls(root)

    # -- the log stream

    def parts(self) -> list[Path]:
        logs = self.root / "logs"
        found = sorted(p for p in logs.glob("*.log") if p.is_file()) if logs.is_dir() else []
        if found:
            return found
        run = self.root / "run.log"
        return [run] if run.is_file() else []

    def _sizes(self) -> list[tuple[Path, int, int]]:
        out = []
        for p in self.parts():
            try:
                st = p.stat()
            except OSError:
                continue
            out.append((p, st.st_size, st.st_mtime_ns))
        return out

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
        """Line breaks in the stream before `offset` (cached per part: finished parts never change)."""
        n = 0
        pos = 0
        for p, size, mtime in self._sizes():
            if pos >= offset:
                break
            upto = min(size, offset - pos)
            if upto == size:
                n += _CACHE.get(("breaks", str(p), size, mtime), _counter(p, upto))
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
        key = ("text", *tuple((str(p), s, m) for p, s, m in self._sizes()))

        def make() -> str:
            end = self.size()
            return self._read(max(end - MAX_LOG_BYTES, 0), end).decode("utf-8", "replace")

        return _CACHE.get(key, make)

    def lines(self) -> list[str]:
        key = ("lines", *tuple((str(p), s, m) for p, s, m in self._sizes()))
        return _CACHE.get(key, lambda: [clean(x) for x in split(self.text())])

    # -- root cause

    def locate(self, line_no: int | None, quote: str | None) -> int | None:
        """The 1-based line the root cause is on: the runner's line number when the line there carries the
        quote (or no quote is known), else the first line that contains the quote."""
        lines = self.lines()
        needle = _needle(quote)
        if line_no is not None and 1 <= line_no <= len(lines):
            if not needle or needle in lines[line_no - 1]:
                return line_no
        if not needle:
            return None
        for i, ln in enumerate(lines):
            if needle in ln:
                return i + 1
        return None

    # -- metrics and artifacts

    def metrics(self, framework: str) -> tuple[Metrics | None, str]:
        """The job's metrics and where they came from: metrics.json, else (verl) the step lines of the log."""
        mj = self.root / "metrics.json"
        if mj.is_file():
            st = mj.stat()

            def load() -> tuple[Metrics | None, str]:
                try:
                    return load_metrics(mj), "metrics.json"
                except MetricsError as e:
                    return None, f"metrics.json unreadable: {e}"

            return _CACHE.get(("metrics", str(mj), st.st_size, st.st_mtime_ns), load)
        if framework == "verl":
            key = ("verl", *tuple((str(p), s, m) for p, s, m in self._sizes()))

            def parse() -> tuple[Metrics | None, str]:
                step_lines = [ln for ln in self.lines() if "step:" in ln]
                run = parse_verl(logscan_lines("\n".join(step_lines)))
                return (run.metrics or None), "the log's `step:N - key:value` lines"

            return _CACHE.get(key, parse)
        return None, ""

    def artifacts(self) -> list[Artifact]:
        out: list[Artifact] = []
        for name in ARTIFACTS:
            p = self.root / name
            if p.is_file():
                out.append(Artifact(name, p.stat().st_size))
        tb = self.root / "tensorboard"
        if tb.is_dir():
            for p in sorted(tb.rglob("*")):
                if p.is_file():
                    out.append(Artifact(str(p.relative_to(self.root)), p.stat().st_size))
        logs = self.root / "logs"
        if logs.is_dir():
            for p in sorted(logs.glob("*.log")):
                out.append(Artifact(f"logs/{p.name}", p.stat().st_size))
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
