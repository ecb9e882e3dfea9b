"""One job at a time per functional script output directory, per downstream checkout, per host.

NeMo-RL's functional scripts write to a fixed directory inside the checkout (`tests/functional/<name>/`: they
`rm -rf` it first, then write `run.log`, `logs/` and `metrics.json` there), and the runner reads the job's
metrics from it. Two jobs of the same script on one host sharing one checkout (two PRs' Level 0 placed on one
Ray node) would wipe each other's directory and read each other's metrics: a false Fail, or worse, a Pass
from the other PR's numbers. So a job holds a host-wide lock per directory it reads (the parents of
`metrics_path` and `log_path`, and `tb_log_dir`) from its first step until its metrics are copied out; a
second job of that script waits, beating its heartbeat, and gives up as Blocked (`runner`, retried by the bot)
when the wait outlasts its budget. Jobs of different scripts still run side by side.

Locks are `flock`s on files under `$BRIDGE_VALIDATE_LOCK_DIR` (default: the system temp dir), named by a
hash of the checkout's real path and the directory, so they need no write access to the checkout and vanish
with the process that held them. Stdlib only, like every module the runner loads.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path, PurePosixPath
from typing import IO

from runners.contract import JobSpec

LOCK_DIR_ENV = "BRIDGE_VALIDATE_LOCK_DIR"
POLL_S = 0.25


class OutputsBusy(RuntimeError):
    """Another job on this host held the directory for longer than this job may wait (or this one was
    cancelled while it waited); the message is safe to show."""


def output_dirs(spec: JobSpec) -> list[str]:
    """The checkout-relative directories the job's script writes and the runner reads, outermost only."""
    found: set[str] = set()
    for rel in (spec.metrics_path, spec.log_path):
        if rel:
            found.add(str(PurePosixPath(rel).parent))
    if spec.tb_log_dir:
        found.add(str(PurePosixPath(spec.tb_log_dir)))
    found.discard(".")
    dirs = sorted(found)
    return [d for d in dirs if not any(d != o and PurePosixPath(d).is_relative_to(o) for o in dirs)]


def lock_dir() -> Path:
    return Path(os.environ.get(LOCK_DIR_ENV) or tempfile.gettempdir()) / "bridge-validate-locks"


def lock_path(checkout: Path, rel: str) -> Path:
    key = hashlib.sha256(f"{Path(checkout).resolve()}\0{rel}".encode()).hexdigest()[:32]
    return lock_dir() / f"{key}.lock"


def _holder(fh: IO[str]) -> str:
    """Who holds it, as the holder wrote it (job id and pid), for the waiting job's log."""
    with contextlib.suppress(OSError, ValueError):
        fh.seek(0)
        data = json.loads(fh.read() or "{}")
        return f"job {data.get('job_id', '?')} (pid {data.get('pid', '?')})"
    return "another job"


@contextlib.contextmanager
def hold(
    checkout: Path,
    dirs: list[str],
    job_id: str,
    *,
    max_wait_s: float,
    on_wait: Callable[[str, float], None] | None = None,
    cancelled: Callable[[], bool] = lambda: False,
) -> Iterator[float]:
    """Hold every directory's lock (in sorted order, so two jobs never wait on each other); yields the seconds
    spent waiting. Raises OutputsBusy when the wait would pass `max_wait_s` or the job is cancelled."""
    held: list[IO[str]] = []
    t0 = time.monotonic()
    try:
        for rel in sorted(dirs):
            path = lock_path(checkout, rel)
            path.parent.mkdir(parents=True, exist_ok=True)
            fh = path.open("a+")
            while True:
                try:
                    fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    waited = time.monotonic() - t0
                    who = _holder(fh)
                    if cancelled():
                        fh.close()
                        raise OutputsBusy(f"cancelled while waiting for {rel}/ (held by {who})") from None
                    if waited > max_wait_s:
                        fh.close()
                        raise OutputsBusy(
                            f"{rel}/ in {checkout} was held by {who} for more than {max_wait_s:.0f} s "
                            "(the script writes there and the job reads its metrics there)"
                        ) from None
                    if on_wait is not None:
                        on_wait(f"{rel}/ (held by {who})", waited)
                    time.sleep(POLL_S)
            fh.seek(0)
            fh.truncate()
            fh.write(json.dumps({"job_id": job_id, "pid": os.getpid(), "dir": rel}))
            fh.flush()
            held.append(fh)
        yield time.monotonic() - t0
    finally:
        for mine in reversed(held):
            with contextlib.suppress(OSError):
                mine.seek(0)
                mine.truncate()
                fcntl.flock(mine, fcntl.LOCK_UN)
            mine.close()
