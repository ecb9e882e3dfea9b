"""Faults the double injects, programmed per test and matched by method + path regex.

Each fault fires ``times`` times (``None``: every matching request), then stays in ``fired`` for the
test to inspect. Kinds:

- ``status``: answer 500/502/503 (or any code) with GitHub's error body; nothing is written.
- ``secondary_rate_limit``: 403 with ``Retry-After`` and GitHub's secondary-limit message; nothing written.
- ``primary_rate_limit``: 403 or 429 with ``x-ratelimit-remaining: 0`` and ``x-ratelimit-reset``.
- ``delay``: the answer comes ``seconds`` late (the write, if any, has already taken effect).
- ``delay`` made by ``hold``: the answer waits until the test calls ``fault.release()`` (at most ``seconds``),
  so a test orders two deliveries by an event, not by a guess at how long the other one takes.
- ``drop_after_write``: the write takes effect, then the connection is cut with no answer at all.
- ``truncate_files``: the PR files listing stops after ``limit`` files, as GitHub's 3000-file cap does.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field
from typing import Literal

FaultKind = Literal[
    "status", "secondary_rate_limit", "primary_rate_limit", "delay", "drop_after_write", "truncate_files"
]

SECONDARY_RATE_LIMIT_MESSAGE = (
    "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. "
    "If you reach out to GitHub Support for help, please include the request ID {request_id}."
)
SECONDARY_RATE_LIMIT_DOCS = (
    "https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api"
    "#about-secondary-rate-limits"
)
PRIMARY_RATE_LIMIT_DOCS = (
    "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-the-primary-rate-limit"
)


@dataclass
class Fault:
    kind: FaultKind
    method: str
    path: str
    times: int | None = 1
    status: int = 500
    retry_after: int = 1
    reset_in: int = 1
    seconds: float = 0.0
    limit: int = 0
    fired: int = 0
    held: threading.Event | None = field(default=None, repr=False)
    pattern: re.Pattern[str] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.pattern = re.compile(self.path)

    def release(self) -> None:
        """Let a held answer go (a no-op for any other fault)."""
        if self.held is not None:
            self.held.set()

    def matches(self, method: str, path: str) -> bool:
        if self.times is not None and self.fired >= self.times:
            return False
        return (self.method == "*" or self.method.upper() == method.upper()) and bool(
            self.pattern.search(path)
        )


@dataclass(frozen=True)
class FiredFault:
    kind: FaultKind
    method: str
    path: str


class Faults:
    """The programmable fault table. Methods return the ``Fault`` so a test can read ``fault.fired``."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.table: list[Fault] = []
        self.fired: list[FiredFault] = []

    def add(self, fault: Fault) -> Fault:
        with self._lock:
            self.table.append(fault)
        return fault

    def clear(self) -> None:
        with self._lock:
            self.table.clear()

    def take(self, method: str, path: str, kinds: tuple[FaultKind, ...]) -> Fault | None:
        """The first live fault of one of ``kinds`` matching the request, counted as fired."""
        with self._lock:
            for fault in self.table:
                if fault.kind in kinds and fault.matches(method, path):
                    fault.fired += 1
                    self.fired.append(FiredFault(fault.kind, method.upper(), path))
                    return fault
        return None

    # Convenience constructors; `path` is a regex searched in the request path (no query string).

    def server_error(self, method: str, path: str, status: int = 502, times: int | None = 1) -> Fault:
        if status < 500:
            raise ValueError("server_error takes a 5xx status")
        return self.add(Fault("status", method, path, times=times, status=status))

    def secondary_rate_limit(
        self, method: str, path: str, retry_after: int = 1, times: int | None = 1
    ) -> Fault:
        return self.add(
            Fault("secondary_rate_limit", method, path, times=times, status=403, retry_after=retry_after)
        )

    def primary_rate_limit(
        self, method: str, path: str, reset_in: int = 1, status: int = 403, times: int | None = 1
    ) -> Fault:
        if status not in (403, 429):
            raise ValueError("GitHub answers a primary rate limit with 403 or 429")
        return self.add(
            Fault("primary_rate_limit", method, path, times=times, status=status, reset_in=reset_in)
        )

    def slow(self, method: str, path: str, seconds: float, times: int | None = 1) -> Fault:
        return self.add(Fault("delay", method, path, times=times, seconds=seconds))

    def hold(self, method: str, path: str, seconds: float = 60.0, times: int | None = 1) -> Fault:
        """The answer (write applied) waits for `fault.release()`, or `seconds` at most."""
        return self.add(Fault("delay", method, path, times=times, seconds=seconds, held=threading.Event()))

    def drop_after_write(self, method: str, path: str, times: int | None = 1) -> Fault:
        return self.add(Fault("drop_after_write", method, path, times=times))

    def truncate_files(self, path: str, limit: int, times: int | None = None) -> Fault:
        return self.add(Fault("truncate_files", "GET", path, times=times, limit=limit))
