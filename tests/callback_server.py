"""A stand-in for the bot's results API, for the dispatch tests: a real HTTP server on loopback.

It implements the contract of runners/callback.py: `POST /api/jobs/{id}/events` and
`POST /api/jobs/{id}/result`, each with `Authorization: Bearer <per-job token>` checked by
bot.dispatch.tokens. Unknown job -> 404; bad or other job's token -> 401 (nothing recorded); malformed body
-> 422; anything after the job's result and `finished` were recorded -> 409. Faults can be queued
(`fail_next`) to exercise the client's retries.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from pydantic import ValidationError

from bot.dispatch.tokens import verify_authorization
from runners.callback import EVENT_TYPES
from runners.contract import JobResult


@dataclass
class Received:
    job_id: str
    kind: str  # "event" | "result"
    body: dict[str, Any]
    at: float = field(default_factory=time.time)


class CallbackServer:
    def __init__(self, secret: str) -> None:
        self.secret = secret
        self.jobs: set[str] = set()
        self.events: list[Received] = []
        self.results: dict[str, JobResult] = {}
        self.refused: list[tuple[str, int]] = []
        self.faults: list[tuple[int, dict[str, str]]] = []
        self.closed: set[str] = set()
        self.lock = threading.Lock()
        self.url = ""
        self._server: ThreadingHTTPServer | None = None

    def expect(self, job_id: str) -> None:
        with self.lock:
            self.jobs.add(job_id)

    def fail_next(self, status: int, count: int = 1, headers: dict[str, str] | None = None) -> None:
        with self.lock:
            self.faults.extend([(status, headers or {})] * count)

    def events_of(self, job_id: str, kind: str | None = None) -> list[dict[str, Any]]:
        with self.lock:
            return [
                r.body
                for r in self.events
                if r.job_id == job_id and r.kind == "event" and (kind is None or r.body["type"] == kind)
            ]

    def result(self, job_id: str) -> JobResult | None:
        with self.lock:
            return self.results.get(job_id)

    def wait_for(self, job_id: str, kind: str, timeout: float = 60) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = self.events_of(job_id, kind)
            if found:
                return found[-1]
            time.sleep(0.05)
        raise AssertionError(f"no {kind} event for {job_id}; got {self.events_of(job_id)}")

    def handle(self, path: str, authorization: str | None, raw: bytes) -> tuple[int, dict[str, Any]]:
        parts = path.strip("/").split("/")
        if len(parts) != 4 or parts[:2] != ["api", "jobs"] or parts[3] not in ("events", "result"):
            return 404, {"detail": "not found"}
        job_id, what = parts[2], parts[3]
        with self.lock:
            if self.faults:
                status, _ = self.faults.pop(0)
                return status, {"detail": "injected fault"}
            if job_id not in self.jobs:
                return 404, {"detail": "unknown job"}
            if not verify_authorization(self.secret, job_id, authorization):
                self.refused.append((job_id, 401))
                return 401, {"detail": "bad token"}
            if job_id in self.closed:
                return 409, {"detail": "job already finished"}
            try:
                body = json.loads(raw)
            except ValueError:
                return 422, {"detail": "not JSON"}
            if what == "result":
                try:
                    result = JobResult.model_validate(body)
                except ValidationError:
                    return 422, {"detail": "not a JobResult"}
                if result.job_id != job_id:
                    return 422, {"detail": "result for another job"}
                self.results[job_id] = result
                self.events.append(Received(job_id, "result", body))
                return 200, {"ok": True}
            if (
                not isinstance(body, dict)
                or body.get("type") not in EVENT_TYPES
                or body.get("job_id") != job_id
            ):
                return 422, {"detail": "not an event"}
            self.events.append(Received(job_id, "event", body))
            if body["type"] == "finished":
                self.closed.add(job_id)
            return 202, {"ok": True}

    @contextmanager
    def running(self) -> Iterator[CallbackServer]:
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                n = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(n)
                status, body = outer.handle(self.path, self.headers.get("Authorization"), raw)
                data = json.dumps(body).encode()
                self.send_response(status)
                if status in (429, 503):
                    self.send_header("Retry-After", "0")
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        thread.start()
        try:
            yield self
        finally:
            self._server.shutdown()
            self._server.server_close()
