"""The runner's side of the results API: how a job's progress and its `JobResult` come home to the bot.

Contract (the bot implements the server side):

    POST {url}/api/jobs/{job_id}/events   Authorization: Bearer <token>   JSON CallbackEvent
        {"type": "started" | "heartbeat" | "finished", "job_id", "seq", "at", "elapsed_s",
         "step", "log_tail": [...], "verdict", "exit_code", "detail"}
    POST {url}/api/jobs/{job_id}/result   Authorization: Bearer <token>   JSON JobResult

    token = base64url(HMAC-SHA256(secret, "job:" + job_id)), unpadded (`derive_job_token`): a token is good
    for one job only. 2xx = accepted; 409 = the job is already finished (stop sending); 401/403/404/422 =
    refused (never retried); 429 / 5xx / network errors are retried with backoff (Retry-After honoured).

Also the dispatch backends' entrypoint, a thin wrapper around `python -m runners run`:

    python -m runners.callback run --spec job.json --out DIR [--callback URL] [-- runner args...]

It sends `started`, a `heartbeat` (with the runner's log tail) every few seconds while the runner lives,
then the result and `finished`; it prints the result as one authenticated marker line on stdout (the
Ray backend reads it back from the job log); when the runner dies without a result it reports a Blocked
one instead, so a job always ends. The token is read from $BRIDGE_VALIDATE_CALLBACK_TOKEN (never argv,
never logged) and kept out of the runner's environment.

Stdlib only at import time (urllib): the module must work inside any NeMo-RL / verl container, and the
`token` sub-command on a bare runner host without pydantic.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import hashlib
import hmac
import json
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from email.utils import parsedate_to_datetime
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Annotated, Any, Literal

try:  # pydantic validates only typing_extensions' TypedDict on Python < 3.12; a bare host has neither
    from typing_extensions import TypedDict
except ImportError:  # pragma: no cover
    from typing import TypedDict

# A sequence number the bot stores in a 64-bit column: pydantic (where the bot validates events) enforces the bounds
# through annotated_types, which comes with it; a runner on a bare host neither has nor needs them.
try:
    from annotated_types import Ge, Le

    Seq = Annotated[int, Ge(0), Le(2**63 - 1)]
except ImportError:  # pragma: no cover
    Seq = int  # type: ignore[misc]

from runners.redact import Redactor, redact_model

if TYPE_CHECKING:  # pydantic is only needed once a JobResult is built or parsed
    from runners.contract import JobResult

TOKEN_ENV = "BRIDGE_VALIDATE_CALLBACK_TOKEN"  # noqa: S105 (a variable name)
# `python -m runners run --callback URL` reads the job's token from here first (then TOKEN_ENV, then --token).
JOB_TOKEN_ENV = "BRIDGE_VALIDATE_JOB_TOKEN"  # noqa: S105 (a variable name)
SECRET_ENV = "BRIDGE_VALIDATE_CALLBACK_SECRET"  # noqa: S105 (a variable name)
RESULT_MARKER = "BRIDGE_VALIDATE_RESULT"
EventType = Literal["started", "heartbeat", "finished"]
EVENT_TYPES: tuple[str, ...] = ("started", "heartbeat", "finished")
JOB_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.\-]{0,127}$")
MAX_TAIL_LINES = 50
MAX_LINE_CHARS = 500


class CallbackEvent(TypedDict):
    """The body of `POST {url}/api/jobs/{job_id}/events` (validate with pydantic's TypeAdapter)."""

    type: EventType
    job_id: str
    seq: Seq  # 1, 2, 3 ... per runner process; a retried POST repeats its seq (deduplicate on it)
    at: str  # ISO 8601 UTC, milliseconds, "Z"
    elapsed_s: float  # since the client was created (the runner's start)
    step: str  # the JobSpec step running now ("" before the first)
    log_tail: list[str]  # heartbeat: at most 50 lines of at most 500 characters; [] otherwise
    verdict: str | None  # finished: the JobResult's verdict, None when the run ended without a result
    exit_code: int | None  # finished: the runner's exit code, when known
    detail: str  # free text, at most 2000 characters


# ---- tokens -------------------------------------------------------------------------------------


def derive_job_token(secret: str | bytes, job_id: str) -> str:
    """The per-job callback token: base64url(HMAC-SHA256(secret, "job:" + job_id)) without padding."""
    key = secret.encode() if isinstance(secret, str) else secret
    if not key:
        raise ValueError("the callback secret is empty")
    if not JOB_ID.match(job_id):
        raise ValueError(f"not a job id: {job_id!r}")
    mac = hmac.new(key, b"job:" + job_id.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(mac).rstrip(b"=").decode()


def sign_result(token: str, payload: str) -> str:
    """MAC over a result line printed to a log, keyed by the job's token (job output cannot forge it)."""
    return hmac.new(token.encode(), payload.encode(), hashlib.sha256).hexdigest()


def result_line(token: str, result_json: str) -> str:
    return f"{RESULT_MARKER} {sign_result(token, result_json)} {result_json}"


def find_result_line(log: str, token: str) -> str | None:
    """The JobResult JSON from the last correctly signed marker line in a log, or None."""
    for line in reversed(log.splitlines()):
        if not line.startswith(RESULT_MARKER + " "):
            continue
        _, mac, payload = [*line.split(" ", 2), "", ""][:3]
        if payload and hmac.compare_digest(mac, sign_result(token, payload)):
            return payload
    return None


# ---- the client ---------------------------------------------------------------------------------


class CallbackError(Exception):
    """A callback the bot refused (status set) or that could not be delivered after all retries."""

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


@dataclass(frozen=True)
class Retry:
    attempts: int
    base_s: float
    max_s: float


# A heartbeat is superseded by the next one: a couple of quick tries. A result is the evidence: keep trying
# for about two minutes (a bot restart or a network blip must not lose it).
HEARTBEAT_RETRY = Retry(attempts=3, base_s=0.5, max_s=4.0)
RESULT_RETRY = Retry(attempts=9, base_s=1.0, max_s=30.0)


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _trim_tail(lines: Sequence[str]) -> list[str]:
    return [ln[:MAX_LINE_CHARS] for ln in list(lines)[-MAX_TAIL_LINES:]]


def _retry_after(err: urllib.error.HTTPError) -> float | None:
    value = err.headers.get("Retry-After") if err.headers else None
    if not value:
        return None
    try:
        return max(float(value), 0.0)
    except ValueError:
        pass
    try:
        return max((parsedate_to_datetime(value) - datetime.now(timezone.utc)).total_seconds(), 0.0)
    except (TypeError, ValueError):
        return None


class CallbackClient:
    """POSTs a job's events and result to the bot. Thread-safe; never puts the token in a message."""

    def __init__(
        self,
        url: str,
        token: str,
        job_id: str,
        *,
        timeout_s: float = 10.0,
        sleep: Callable[[float], None] = time.sleep,
        log: Callable[[str], None] | None = None,
    ) -> None:
        if not re.match(r"^https?://[^\s/]+", url):
            raise ValueError(f"callback URL must be http(s)://host[:port][/prefix]: {url!r}")
        if not JOB_ID.match(job_id):
            raise ValueError(f"not a job id: {job_id!r}")
        if not token:
            raise ValueError("the callback token is empty")
        self.url = url.rstrip("/")
        self.job_id = job_id
        self._token = token
        self.timeout_s = timeout_s
        self._sleep = sleep
        self._log = log or (lambda msg: print(f"[bridge-validate] callback: {msg}", file=sys.stderr))
        self._seq = 0
        self._lock = threading.Lock()
        self._t0 = time.monotonic()
        self.closed = False  # the bot said the job is finished (409): stop sending

    def __repr__(self) -> str:
        return f"CallbackClient(url={self.url!r}, job_id={self.job_id!r}, token=<redacted>)"

    # -- the four calls --

    def started(self, detail: str = "") -> bool:
        return self._event("started", detail=detail)

    def heartbeat(self, log_tail: Sequence[str] = (), *, step: str = "", detail: str = "") -> bool:
        return self._event("heartbeat", log_tail=_trim_tail(log_tail), step=step, detail=detail)

    def finished(
        self, result: JobResult | None = None, *, exit_code: int | None = None, detail: str = ""
    ) -> bool:
        verdict = result.verdict.value if result is not None else None
        return self._event(
            "finished", verdict=verdict, exit_code=exit_code, detail=detail, retry=RESULT_RETRY
        )

    def post_result(self, result: JobResult) -> bool:
        if result.job_id != self.job_id:
            raise ValueError(f"result is for job {result.job_id!r}, this client reports {self.job_id!r}")
        return self._post("result", result.model_dump_json().encode(), RESULT_RETRY)

    # -- plumbing --

    def _event(
        self,
        kind: EventType,
        *,
        log_tail: list[str] | None = None,
        step: str = "",
        verdict: str | None = None,
        exit_code: int | None = None,
        detail: str = "",
        retry: Retry = HEARTBEAT_RETRY,
    ) -> bool:
        with self._lock:
            self._seq += 1
            seq = self._seq
        body: CallbackEvent = {
            "type": kind,
            "job_id": self.job_id,
            "seq": seq,
            "at": _now(),
            "elapsed_s": round(time.monotonic() - self._t0, 3),
            "step": step,
            "log_tail": log_tail or [],
            "verdict": verdict,
            "exit_code": exit_code,
            "detail": detail[:2000],
        }
        return self._post("events", json.dumps(body).encode(), retry)

    def _post(self, what: str, data: bytes, retry: Retry) -> bool:
        """True when the bot accepted it; False when the job is already closed (409). Raises otherwise."""
        if self.closed:
            return False
        url = f"{self.url}/api/jobs/{self.job_id}/{what}"
        last = ""
        for attempt in range(1, retry.attempts + 1):
            req = urllib.request.Request(  # noqa: S310 (scheme checked in __init__)
                url,
                data=data,
                method="POST",
                headers={
                    "Authorization": f"Bearer {self._token}",
                    "Content-Type": "application/json",
                    "User-Agent": "bridge-validate-runner",
                },
            )
            wait: float | None = None
            try:
                with urllib.request.urlopen(req, timeout=self.timeout_s) as resp:  # noqa: S310 (http(s) checked)
                    resp.read()
                    return True
            except urllib.error.HTTPError as e:
                with contextlib.suppress(Exception):
                    e.read()
                if e.code == 409:
                    self.closed = True
                    return False
                if e.code != 429 and e.code < 500:
                    raise CallbackError(f"POST {what} refused: HTTP {e.code}", status=e.code) from None
                last = f"HTTP {e.code}"
                wait = _retry_after(e)
            except (urllib.error.URLError, OSError, TimeoutError) as e:
                last = type(e).__name__ + (f": {e.reason}" if isinstance(e, urllib.error.URLError) else "")
            if attempt == retry.attempts:
                break
            if wait is None:
                wait = min(retry.max_s, retry.base_s * 2 ** (attempt - 1)) * (0.5 + random.random() / 2)  # noqa: S311
            self._log(f"POST {what} failed ({last}); retry {attempt}/{retry.attempts - 1} in {wait:.1f}s")
            self._sleep(min(wait, retry.max_s))
        raise CallbackError(f"POST {what} failed after {retry.attempts} attempts: {last}")


# ---- the dispatch entrypoint --------------------------------------------------------------------


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def _tail(path: Path, max_bytes: int = 16_384) -> list[str]:
    try:
        with path.open("rb") as f:
            f.seek(max(path.stat().st_size - max_bytes, 0))
            data = f.read()
    except OSError:
        return []
    return data.decode("utf-8", "replace").splitlines()[-MAX_TAIL_LINES:]


def _runner_progress(out: Path) -> tuple[list[str], str]:
    """The current step (heartbeat.json) and the tail of the step's log as it is now: a job that has gone
    quiet still shows its last lines."""
    hb = _read_json(out / "heartbeat.json")
    hb = hb if isinstance(hb, dict) else {}
    logs = sorted((out / "logs").glob("*.log")) if (out / "logs").is_dir() else []
    lines = _tail(logs[-1]) if logs else []
    if not lines and isinstance(hb.get("tail"), list):
        lines = [str(t) for t in hb["tail"]]
    return lines, str(hb.get("step") or "")


class _Wrapper:
    def __init__(self, args: argparse.Namespace, token: str | None = None) -> None:
        self.args = args
        self.spec_path = Path(args.spec)
        self.out = Path(args.out).absolute()
        self.token = token if token is not None else os.environ.get(TOKEN_ENV, "")
        self.client: CallbackClient | None = None
        self.proc: subprocess.Popen[bytes] | None = None
        self.stop = threading.Event()
        self.terminating = False
        # The runner cuts secrets out of its logs already; this is the second pass before anything is sent.
        self.redactor = Redactor.from_env(os.environ)

    def _safe(self, fn: Callable[[], object], what: str) -> None:
        """Report, but never let the bot being away stop the job."""
        try:
            fn()
        except (CallbackError, ValueError) as e:
            print(f"[bridge-validate] callback {what}: {e}", file=sys.stderr)

    def _beat(self) -> None:
        """Heartbeats come from this process, so a silent job still shows it is alive."""
        client = self.client
        assert client is not None
        while not self.stop.wait(self.args.heartbeat_s):
            lines, step = _runner_progress(self.out)
            try:
                client.heartbeat(self.redactor.lines(lines), step=step)
            except CallbackError as e:
                print(f"[bridge-validate] callback heartbeat: {e}", file=sys.stderr)

    def _on_term(self, signum: int, frame: FrameType | None) -> None:
        # The runner shares our process group when a backend signals the group; pass it on otherwise.
        self.terminating = True
        if self.proc is not None and self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                self.proc.send_signal(signal.SIGTERM)

    def run(self) -> int:
        from runners.contract import JobResult, JobSpec, Verdict, write_result

        try:
            spec = JobSpec.model_validate_json(self.spec_path.read_text())
        except (OSError, ValueError) as e:
            print(f"error: cannot read job spec {self.spec_path}: {str(e).splitlines()[0]}", file=sys.stderr)
            return 2
        if self.args.callback:
            if not self.token:
                print(f"error: --callback needs the job's token in ${TOKEN_ENV}", file=sys.stderr)
                return 2
            try:
                self.client = CallbackClient(self.args.callback, self.token, spec.id)
            except ValueError as e:
                print(f"error: {e}", file=sys.stderr)
                return 2
        self.out.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(FileNotFoundError):
            (self.out / "result.json").unlink()  # a stale result must never pass for this run's
        drop = {TOKEN_ENV, JOB_TOKEN_ENV, SECRET_ENV}
        if self.args.private_ray:
            # Inside a Ray job RAY_ADDRESS points at the host cluster, where the entrypoint already holds the
            # job's GPUs: the job's own Ray must be a private instance on those GPUs instead.
            drop.add("RAY_ADDRESS")
        env = {k: v for k, v in os.environ.items() if k not in drop}
        extra = [a for a in self.args.runner_args if a != "--"]
        argv = [
            sys.executable,
            "-m",
            "runners",
            "run",
            "--spec",
            str(self.spec_path),
            "--out",
            str(self.out),
            *extra,
        ]
        signal.signal(signal.SIGTERM, self._on_term)
        signal.signal(signal.SIGINT, self._on_term)
        client = self.client
        if client is not None:
            self._safe(lambda: client.started(f"runner on {os.uname().nodename}"), "started")
            threading.Thread(target=self._beat, name="heartbeat", daemon=True).start()
        print(f"[bridge-validate] runner starting for job {spec.id} at {time.time():.3f}", flush=True)
        self.proc = subprocess.Popen(argv, env=env)
        code = self.proc.wait()
        self.stop.set()
        data = (self.out / "result.json").read_text() if (self.out / "result.json").exists() else None
        result: JobResult | None = None
        if data is not None:
            try:
                result = JobResult.model_validate_json(data)
            except ValueError as e:
                print(
                    f"[bridge-validate] result.json is not a JobResult: {str(e).splitlines()[0]}",
                    file=sys.stderr,
                )
        if result is None:
            why = "cancelled" if self.terminating else f"exited with code {code}"
            result = JobResult(
                job_id=spec.id,
                framework=spec.framework,
                level=spec.level,
                variant=spec.variant,
                verdict=Verdict.BLOCKED,
                reason=f"the runner {why} without a result: not evidence against the Bridge change",
                finished_at=_now(),
                blocked_kind="cancelled" if self.terminating else "runner",
            )
            write_result(self.out, result)
        result = redact_model(result, self.redactor)
        payload = result.model_dump_json()
        if self.token:
            print(result_line(self.token, payload), flush=True)
        if client is not None:
            final = result
            self._safe(lambda: client.post_result(final), "result")
            self._safe(lambda: client.finished(final, exit_code=code), "finished")
        # The verdict travels in the result; a non-zero exit means no result could be produced at all.
        return 0


def _token_cmd(args: argparse.Namespace) -> int:
    secret = os.environ.get(SECRET_ENV, "")
    try:
        print(derive_job_token(secret, args.job_id))
    except ValueError as e:
        print(f"error: {e} (set ${SECRET_ENV})", file=sys.stderr)
        return 2
    return 0


def _event_cmd(args: argparse.Namespace) -> int:
    """Send one event from outside the runner (e.g. the workflow saying it ended without a result)."""
    token = os.environ.get(TOKEN_ENV, "")
    try:
        client = CallbackClient(args.callback, token, args.job_id)
        if args.type == "finished":
            client.finished(exit_code=args.exit_code, detail=args.detail)
        elif args.type == "started":
            client.started(args.detail)
        else:
            client.heartbeat((), detail=args.detail)
    except (ValueError, CallbackError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m runners.callback", description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run", help="run `python -m runners run` and report to the bot")
    r.add_argument("--spec", required=True, help="JobSpec JSON file")
    r.add_argument("--out", required=True, help="the runner's output directory")
    r.add_argument("--callback", help="the bot's base URL (token in $BRIDGE_VALIDATE_CALLBACK_TOKEN)")
    r.add_argument(
        "--heartbeat-s",
        type=float,
        default=float(os.environ.get("BRIDGE_VALIDATE_HEARTBEAT_S") or 15.0),
        help="seconds between heartbeats (default $BRIDGE_VALIDATE_HEARTBEAT_S or 15)",
    )
    r.add_argument(
        "--private-ray",
        action="store_true",
        help="hide the host cluster's RAY_ADDRESS from the runner (the Ray backend's jobs)",
    )
    r.add_argument(
        "runner_args", nargs=argparse.REMAINDER, help="-- then options for `python -m runners run`"
    )
    t = sub.add_parser("token", help=f"print the job's callback token, derived from ${SECRET_ENV}")
    t.add_argument("--job-id", required=True)
    e = sub.add_parser("event", help="send one event (token in $BRIDGE_VALIDATE_CALLBACK_TOKEN)")
    e.add_argument("--callback", required=True, help="the bot's base URL")
    e.add_argument("--job-id", required=True)
    e.add_argument("--type", choices=EVENT_TYPES, required=True)
    e.add_argument("--detail", default="")
    e.add_argument("--exit-code", type=int, default=None)
    return p


def run_reporting(
    spec: str,
    out: str,
    callback: str | None,
    token: str,
    runner_args: Sequence[str],
    *,
    heartbeat_s: float | None = None,
    private_ray: bool = False,
) -> int:
    """The wrapper as a function (`python -m runners run --callback URL` delegates here): runs
    `python -m runners run --spec SPEC --out OUT *runner_args` in a child process and reports it.
    Returns 0 once a result was produced and reported (the verdict travels in the result)."""
    if heartbeat_s is None:
        heartbeat_s = float(os.environ.get("BRIDGE_VALIDATE_HEARTBEAT_S") or 15.0)
    if heartbeat_s <= 0:
        print("error: the heartbeat interval must be positive", file=sys.stderr)
        return 2
    args = argparse.Namespace(
        spec=spec,
        out=out,
        callback=callback,
        heartbeat_s=heartbeat_s,
        private_ray=private_ray,
        runner_args=list(runner_args),
    )
    return _Wrapper(args, token=token).run()


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "token":
        return _token_cmd(args)
    if args.command == "event":
        return _event_cmd(args)
    if args.heartbeat_s <= 0:
        print("error: --heartbeat-s must be positive", file=sys.stderr)
        return 2
    return _Wrapper(args).run()


if __name__ == "__main__":
    sys.exit(main())
