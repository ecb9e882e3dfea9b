"""The GPUs that runners this executor did not start still hold: after a bot restart, the local executor
learns them before it schedules anything, so a new job never lands on a GPU an orphan runner computes on.

Two sources, used together:
- pid files: every runner the local executor starts leaves `runner.pid` in its output directory (its pid,
  the GPUs it was given). A runner still alive holds its GPUs; so does its step's process group
  (`step.pgid`, the training the runner started) if the runner died before it. A pid counts as the runner
  only while its /proc cmdline still names that directory (a reused pid does not), and a zombie is dead.
- NVML, where present: a GPU with a compute process on it that this executor did not start is in use,
  whoever runs it (an orphan's step, another tool). Without NVML (no GPU, fake GPUs) the pid files decide.

Linux only (/proc), as the local executor is.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

PID_FILE = "runner.pid"
STEP_PGID_FILE = "step.pgid"


@dataclass(frozen=True)
class Orphan:
    """A runner an earlier (or another) process started, as its pid file tells."""

    out: Path
    pid: int
    gpus: tuple[int, ...]


def write_pid_file(out: Path, pid: int, gpus: Iterable[int]) -> None:
    """Record a started runner (atomically: a reader never sees half a file)."""
    tmp = out / f".{PID_FILE}.tmp"
    tmp.write_text(json.dumps({"pid": pid, "gpus": list(gpus), "started_at": time.time()}))
    os.replace(tmp, out / PID_FILE)


def read_pid_file(out: Path) -> Orphan | None:
    try:
        data = json.loads((out / PID_FILE).read_text())
        return Orphan(out=out, pid=int(data["pid"]), gpus=tuple(int(g) for g in data.get("gpus") or ()))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _stat(pid: int) -> tuple[str, int] | None:
    """(state, process group) of a process, from /proc/<pid>/stat; None when it is gone."""
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = raw[raw.rfind(")") + 2 :].split()  # the command name may hold spaces and parentheses
    return fields[0], int(fields[2])


def runner_alive(orphan: Orphan) -> bool:
    """The runner process itself still runs (not a zombie, and still the runner of that directory)."""
    st = _stat(orphan.pid)
    if st is None or st[0] in ("Z", "X"):
        return False
    try:
        cmdline = Path(f"/proc/{orphan.pid}/cmdline").read_bytes()
    except OSError:
        return False
    return f"--out\0{orphan.out}\0".encode() in cmdline


def _step_pgid(out: Path) -> int | None:
    with contextlib.suppress(OSError, ValueError):
        return int((out / STEP_PGID_FILE).read_text().strip())
    return None


def group_alive(pgid: int) -> bool:
    """Any live (non-zombie) process in the process group."""
    for proc in Path("/proc").iterdir():
        if proc.name.isdigit():
            st = _stat(int(proc.name))
            if st is not None and st[1] == pgid and st[0] not in ("Z", "X"):
                return True
    return False


def holds_gpus(orphan: Orphan) -> bool:
    """The runner, or the step it started, still runs."""
    if runner_alive(orphan):
        return True
    pgid = _step_pgid(orphan.out)
    return pgid is not None and group_alive(pgid)


def stop(orphan: Orphan, grace_s: float = 15.0) -> None:
    """Stop an orphan runner as `LocalExecutor.cancel` stops its own: SIGTERM its group (the runner stops its
    step), SIGKILL what is left after `grace_s`, then the step's group."""
    if runner_alive(orphan):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(orphan.pid, signal.SIGTERM)
            os.killpg(orphan.pid, signal.SIGCONT)
        deadline = time.monotonic() + grace_s
        while runner_alive(orphan) and time.monotonic() < deadline:
            time.sleep(0.05)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(orphan.pid, signal.SIGKILL)
    pgid = _step_pgid(orphan.out)
    if pgid is not None:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(pgid, signal.SIGKILL)


@dataclass
class Elsewhere:
    """What the scheduler may not hand out: GPUs held by orphan runners, and (NVML) GPUs in use by processes
    this executor did not start."""

    orphans: dict[int, Orphan]  # GPU -> the orphan holding it
    foreign: set[int]  # GPUs NVML shows busy that no job of this executor was given

    @property
    def gpus(self) -> set[int]:
        return set(self.orphans) | self.foreign

    def describe(self) -> str:
        parts = []
        if self.orphans:
            held = ",".join(map(str, sorted(self.orphans)))
            parts.append(f"GPU(s) {held} held by a runner an earlier bot process started")
        if self.foreign - set(self.orphans):
            busy = ",".join(map(str, sorted(self.foreign - set(self.orphans))))
            parts.append(f"GPU(s) {busy} in use by processes this executor did not start")
        return "; ".join(parts)


class HeldElsewhere:
    """The executor's view of GPUs held outside it, refreshed at most every `ttl_s` (the scheduler asks on
    every poll). The workdir is scanned for pid files at the first call and every `rescan_s`; in between, only
    the orphans already known are checked."""

    def __init__(
        self,
        workdir: Path,
        gpu_processes: Callable[[], dict[int, list[int]] | None] | None = None,
        ttl_s: float = 2.0,
        rescan_s: float = 30.0,
    ) -> None:
        self.workdir = workdir
        self.gpu_processes = gpu_processes
        self.ttl_s = ttl_s
        self.rescan_s = rescan_s
        self._orphans: dict[str, Orphan] = {}
        self._scanned_at: float | None = None
        self._cached: tuple[float, Elsewhere] | None = None

    def _scan(self, known: set[str]) -> None:
        found: dict[str, Orphan] = {}
        with contextlib.suppress(OSError):
            for out in self.workdir.iterdir():
                if str(out) in known or not (out / PID_FILE).is_file() or (out / "result.json").is_file():
                    continue
                orphan = read_pid_file(out)
                if orphan is not None:
                    found[str(out)] = orphan
        self._orphans = found
        self._scanned_at = time.monotonic()

    def find(self, out: Path) -> Orphan | None:
        """The orphan runner of this output directory, if it still holds its GPUs."""
        orphan = read_pid_file(out)
        return orphan if orphan is not None and holds_gpus(orphan) else None

    def now(self, known: set[str], mine: set[int]) -> Elsewhere:
        """GPUs held elsewhere. `known`: output directories of this executor's own jobs; `mine`: the GPUs its
        running jobs were given."""
        t = time.monotonic()
        if self._cached is not None and t - self._cached[0] < self.ttl_s:
            return self._cached[1]
        if self._scanned_at is None or t - self._scanned_at > self.rescan_s:
            self._scan(known)
        self._orphans = {k: o for k, o in self._orphans.items() if k not in known and holds_gpus(o)}
        orphans = {g: o for o in self._orphans.values() for g in o.gpus}
        foreign: set[int] = set()
        procs = self.gpu_processes() if self.gpu_processes is not None else None
        if procs:
            foreign = {i for i, pids in procs.items() if pids and i not in mine}
        view = Elsewhere(orphans, foreign)
        self._cached = (t, view)
        return view

    def forget(self, out: Path) -> None:
        """An orphan was stopped: stop counting its GPUs now, not at the next refresh."""
        self._orphans.pop(str(out), None)
        self._cached = None
