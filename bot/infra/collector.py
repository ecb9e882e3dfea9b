"""Planning with Python's cyclic garbage collector paused.

Planning parses whole Python files (ast trees of 10^5 nodes) and loads call-graph reaches of as many small
objects. All of it is acyclic and freed by reference counting, but while it is alive the collector keeps
running, promotes it to the oldest generation and then walks the whole heap: in a process that holds a few
reaches (the App, the benchmark) that was most of a warm plan's time (bench/levels.py's warm pass: 82 s of
collection over 220 plans). The edges that plan (the `plan` command, the App's handler, the benchmark) wrap it
in `paused()`; anything cyclic made meanwhile is collected once the collector runs again.
"""

from __future__ import annotations

import contextlib
import gc
import threading
from collections.abc import Iterator

__all__ = ["paused"]

_lock = threading.Lock()
_holders = 0
_restore = False  # whether the collector was on when the first holder paused it


@contextlib.contextmanager
def paused() -> Iterator[None]:
    """Pause the collector for the block; nested and concurrent blocks (the App's worker threads) keep it
    paused until the last one ends, and a collector someone else turned off stays off."""
    global _holders, _restore
    with _lock:
        if _holders == 0:
            _restore = gc.isenabled()
            gc.disable()
        _holders += 1
    try:
        yield
    finally:
        with _lock:
            _holders -= 1
            if _holders == 0 and _restore:
                gc.enable()
