"""Start a process from an argv list, tee its output to a log file, enforce a timeout, kill its whole tree.

Never a shell string: argv goes straight to exec. The child gets its own process group so a timeout or a
cancel reaches `bash -> uv -> python -> ray ...` and not only the top process.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import threading
import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from runners.redact import LineRedactor, Redactor

KILL_GRACE_S = 10.0


@dataclass
class ProcResult:
    argv: list[str]
    exit_code: int | None  # None: could not start
    timed_out: bool
    duration_s: float
    log_path: Path
    start_error: str | None = None
    tail: list[str] = field(default_factory=list)
    cancelled: bool = False


class _Current:
    """The process group running now, so a signal handler can take it down with the runner."""

    pgid: int | None = None
    cancelled: bool = False


CURRENT = _Current()


def kill_group(
    pgid: int, grace_s: float = KILL_GRACE_S, leader: subprocess.Popen[bytes] | None = None
) -> None:
    """SIGTERM the group, SIGKILL whatever is left after grace_s.

    The leader is reaped while waiting: an unreaped zombie would keep the group "alive" for the whole grace.
    """
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGTERM)
        os.killpg(pgid, signal.SIGCONT)  # a stopped (hung, SIGSTOPped) group gets the SIGTERM only once resumed
    deadline = time.monotonic() + grace_s
    while time.monotonic() < deadline:
        if leader is not None:
            leader.poll()
        try:
            os.killpg(pgid, 0)
        except (ProcessLookupError, PermissionError):
            return
        time.sleep(0.05)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


def run_logged(
    argv: Sequence[str],
    *,
    env: Mapping[str, str],
    cwd: Path,
    log_path: Path,
    timeout_s: float | None,
    echo: BinaryIO | None = None,
    on_output: Callable[[bytes], None] | None = None,
    tail_lines: int = 40,
    pgid_file: Path | None = None,
    redactor: Redactor | None = None,
) -> ProcResult:
    """Run argv, stdout+stderr merged, teed to log_path (appending) and to `echo`.

    With a `redactor`, output passes through it a line at a time before it reaches the log, `echo` (the
    runner's stdout: a Ray job log, an Actions log) or `on_output` (heartbeat tails): no secret the job prints
    is written anywhere."""
    log_path.parent.mkdir(parents=True, exist_ok=True)
    start = time.monotonic()
    tail: deque[bytes] = deque(maxlen=tail_lines)
    with log_path.open("ab") as log:
        try:
            proc = subprocess.Popen(
                list(argv),
                cwd=str(cwd),
                env=dict(env),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        except OSError as e:
            msg = f"cannot start {argv[0]!r}: {e}"
            log.write((msg + "\n").encode())
            return ProcResult(
                list(argv), None, False, time.monotonic() - start, log_path, start_error=msg, tail=[msg]
            )
        CURRENT.pgid = proc.pid
        if pgid_file is not None:
            pgid_file.write_text(str(proc.pid))
        assert proc.stdout is not None
        stdout = proc.stdout
        partial = bytearray()
        lines = LineRedactor(redactor) if redactor is not None else None

        def emit(chunk: bytes) -> None:
            if not chunk:
                return
            log.write(chunk)
            log.flush()
            if echo is not None:
                with contextlib.suppress(OSError, ValueError):
                    echo.write(chunk)
                    echo.flush()
            if on_output is not None:
                on_output(chunk)
            partial.extend(chunk)
            *complete, rest = bytes(partial).split(b"\n")
            tail.extend(complete)
            partial[:] = rest

        def pump() -> None:
            while True:
                chunk = stdout.read1(65536) if hasattr(stdout, "read1") else stdout.read(65536)
                if not chunk:
                    break
                emit(lines.feed(chunk) if lines is not None else chunk)
            if lines is not None:
                emit(lines.flush())

        reader = threading.Thread(target=pump, daemon=True)
        reader.start()
        timed_out = False
        try:
            proc.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            timed_out = True
            kill_group(proc.pid, leader=proc)
            proc.wait()
        # Children that outlive the top process keep the pipe open; give the reader a bounded moment.
        reader.join(timeout=5.0)
        if reader.is_alive():
            kill_group(proc.pid, grace_s=1.0, leader=proc)
            reader.join(timeout=5.0)
        CURRENT.pgid = None
        if partial:
            tail.append(bytes(partial))
        if timed_out:
            log.write(
                f"\n[bridge-validate] timed out after {timeout_s:.0f} s; process group killed\n".encode()
            )
    return ProcResult(
        list(argv),
        proc.returncode,
        timed_out,
        time.monotonic() - start,
        log_path,
        tail=[t.decode("utf-8", "replace") for t in tail],
        cancelled=CURRENT.cancelled,
    )


def capture(
    argv: Sequence[str],
    *,
    env: Mapping[str, str] | None = None,
    cwd: Path | None = None,
    timeout_s: float = 120.0,
) -> tuple[int | None, str]:
    """Short helper commands (git, import checks): (exit code, or None if it did not start or finish; "
    "output)."""
    try:
        proc = subprocess.Popen(
            list(argv),
            cwd=str(cwd) if cwd else None,
            env=dict(env) if env is not None else None,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    except OSError as e:
        return None, f"cannot start {argv[0]!r}: {e}"
    try:
        out, _ = proc.communicate(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        kill_group(proc.pid, grace_s=2.0, leader=proc)
        try:
            out, _ = proc.communicate(timeout=5.0)
        except subprocess.TimeoutExpired:
            out = b""
        return None, out.decode("utf-8", "replace") + f"\n[timed out after {timeout_s:.0f} s]"
    return proc.returncode, out.decode("utf-8", "replace")
