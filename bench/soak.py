"""Soak with crashes: two `serve` replicas on one PostgreSQL take a realistic stream of deliveries while one
of them is SIGKILLed every ~20 s and restarted, and the GitHub double injects its faults. Loopback only,
bounded in count and time; it stops by itself.

    .venv/bin/python bench/soak.py                                  # 5,000 deliveries at 8/s, kill every ~20 s
    .venv/bin/python bench/soak.py --deliveries 500 --rate 5        # a short one
    .venv/bin/python bench/soak.py --deliveries 3000 --rate 6 --drain-timeout 400   # ~12 min on 2 busy cores

What runs
- PostgreSQL (Debian's binaries, a temporary cluster), the GitHub double (tests/github_double: real HTTP, every
  request and answer checked against GitHub's OpenAPI description), and two replicas: `create_app` + uvicorn, as
  `bridge-validate serve` builds them (same worker, handlers, store, GitHub client), each its own process.
- Jobs run on a quick executor (`QuickExecutor` below): the bot's full dispatch path (submit, poll, cancel, results,
  retries of an infrastructure Blocked) against a backend whose jobs "run" for 1-4 s of wall time and end Pass
  (most), Fail or Blocked (kind `runner`: retried once), fixed per job id. Its state is files in one directory,
  so it outlives a SIGKILLed replica like a real runner, and either replica polls and cancels any job. The soak
  measures the bot, not GPUs or the fixture runner (~1 CPU-s per job would swamp 2 cores).
- The stream: PRs opened (a provider change, or docs only), pushes (synchronize), PRs closed, `/validate`
  comments (plain, `level=1`, `retry`), Re-run buttons on Blocked checks, GitHub's Re-run and Re-run all checks
  (check_run / check_suite rerequested), merge-group commits, some noise (labels) and GitHub resending a
  delivery it already sent. Each is signed and POSTed as GitHub does, to a live replica (a load balancer's
  choice); the double's delivery log records every one, a send cut by a kill as failed, which the bot's
  redelivery sweep asks the double to send again.
- Crashes: every ~`--kill-every` s a random replica gets SIGKILL (mid-request, mid-handler, mid-cancel) and is
  started again. Faults: every ~`--fault-every` s the double is told to fail something (5xx, secondary and primary
  rate limits, late answers, writes whose answer is lost).

What it checks, after the stream ends and the replicas have drained (bounded by `--drain-timeout`)
- no delivery lost: every delivery sent (including those a kill cut) is stored, done, processed exactly once;
- every commit the bot had to judge has, per framework, its newest check run concluded (open PRs' heads and
  merge-group commits: not cancelled); no check run is left queued or in progress; no two check runs share an
  external id (an attempt never made two);
- no job dispatched twice: no two executions of the same planned job on the same commit overlapped in time;
- figures: deliveries, kills, faults fired, duplicates, losses (must be 0), answer latency p50/p99/max.
Exit status 0 when losses and duplicates are 0.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import hashlib
import itertools
import json
import multiprocessing as mp
import os
import queue
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.dispatch.base import JobHandle, JobState, JobStatus  # noqa: E402
from runners.contract import Deliverable, JobResult, JobSpec, Verdict  # noqa: E402
from runners.summary import BRIDGE_CHECKS, LABELS, VARIANTS, missing_result  # noqa: E402

NEMO, VERL = "bridge-validate / nemo-rl", "bridge-validate / verl"
NAMES = (NEMO, VERL)
REPO = "NVIDIA-NeMo/Megatron-Bridge"
INSTALLATION = 42
PROVIDER = "src/megatron/bridge/models/qwen/qwen2_provider.py"
PATCH = "@@ -1,1 +1,1 @@\n-SEQ_LENGTH = 4096\n+SEQ_LENGTH = 8192"


# ============================================================================================ the quick executor


class QuickExecutor:
    """A dispatch backend whose jobs take 1-4 s of wall time and leave no process behind.

    Every job is a file `<dir>/<job id>.json` written once by `submit` (O_EXCL: a second submit of the same id,
    after a crash, starts nothing and is logged in resubmits.log); it is running until its end time, then done
    with its verdict, or cancelled from the moment `cancel` writes `<id>.cancelled`. Each start is one line of
    starts.log (O_APPEND), which the soak reads to find overlapping executions. Any process may poll or cancel
    any job, as with a real backend. Verdicts are fixed per job id: 86% Pass, 6% Fail, 8% Blocked (runner)."""

    name = "quick"
    heartbeats = False

    def __init__(self, root: Path) -> None:
        self.root = root
        root.mkdir(parents=True, exist_ok=True)

    def _draw(self, job_id: str) -> tuple[float, Verdict]:
        h = int(hashlib.sha256(job_id.encode()).hexdigest()[:8], 16)
        duration = 1.0 + (h % 300) / 100.0
        pick = (h >> 12) % 100
        verdict = Verdict.PASS if pick < 86 else Verdict.FAIL if pick < 92 else Verdict.BLOCKED
        return duration, verdict

    def submit(self, spec: JobSpec) -> JobHandle:
        path = self.root / f"{spec.id}.json"
        handle = JobHandle(backend=self.name, job_id=spec.id, ref=spec.id)
        duration, verdict = self._draw(spec.id)
        record = {
            "job_id": spec.id,
            "sha": spec.bridge_sha,
            "framework": spec.framework,
            "planned": spec.id.split("-", 1)[1] if "-" in spec.id else spec.id,
            "run": spec.context.plan_id,
            "start": time.time(),
            "duration": duration,
            "verdict": verdict.value,
            "pid": os.getpid(),
        }
        try:
            fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except FileExistsError:
            self._log("resubmits.log", {"job_id": spec.id, "at": time.time(), "pid": os.getpid()})
            return handle
        with os.fdopen(fd, "w") as f:
            f.write(json.dumps({**record, "spec": spec.model_dump_json()}))
        self._log("starts.log", record)
        return handle

    def _log(self, name: str, record: dict[str, Any]) -> None:
        fd = os.open(self.root / name, os.O_CREAT | os.O_APPEND | os.O_WRONLY, 0o644)
        try:
            os.write(fd, (json.dumps(record) + "\n").encode())
        finally:
            os.close(fd)

    def _load(self, job_id: str) -> dict[str, Any] | None:
        for _ in range(3):
            try:
                data: dict[str, Any] = json.loads((self.root / f"{job_id}.json").read_text())
                return data
            except FileNotFoundError:
                return None
            except ValueError:
                time.sleep(0.01)  # being written
        return None

    def poll(self, handle: JobHandle) -> JobStatus:
        rec = self._load(handle.ref)
        if rec is None:
            return JobStatus(state=JobState.LOST, detail=f"no quick job {handle.ref}")
        spec = JobSpec.model_validate_json(rec["spec"])
        if (self.root / f"{handle.ref}.cancelled").exists():
            return JobStatus(
                state=JobState.CANCELLED, result=missing_result(spec, "cancelled", kind="cancelled"), detail="cancelled"
            )
        if time.time() < rec["start"] + rec["duration"]:
            return JobStatus(state=JobState.RUNNING, detail=f"quick job, {time.time() - rec['start']:.1f} s in")
        verdict = Verdict(rec["verdict"])
        if verdict == Verdict.BLOCKED:
            result = missing_result(spec, "the quick runner lost its node (soak)", kind="runner")
        else:
            labels = LABELS[spec.framework]
            result = JobResult(
                job_id=spec.id,
                framework=spec.framework,
                level=spec.level,
                variant=spec.variant,
                verdict=verdict,
                reason=f"quick job: {verdict.value}",
                deliverables=[
                    Deliverable(name=BRIDGE_CHECKS, verdict=Verdict.SKIPPED, detail="Bridge CI"),
                    Deliverable(name=labels.import_, verdict=Verdict.PASS, detail="soak"),
                    Deliverable(name=labels.run, verdict=verdict, detail=spec.title),
                    Deliverable(name=VARIANTS, verdict=Verdict.NOT_REQUESTED, detail="soak"),
                    Deliverable(name=labels.capture, verdict=Verdict.PASS, detail="soak"),
                ],
                duration_s=rec["duration"],
            )
        return JobStatus(state=JobState.DONE, result=result, detail=f"{verdict.value}: quick job")

    def cancel(self, handle: JobHandle) -> None:
        rec = self._load(handle.ref)
        if rec is None or time.time() >= rec["start"] + rec["duration"]:
            return  # never started here, or already over
        with contextlib.suppress(FileExistsError):
            fd = os.open(self.root / f"{handle.ref}.cancelled", os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
            os.write(fd, str(time.time()).encode())
            os.close(fd)


def replica_main(args: argparse.Namespace) -> int:
    """One replica: the App as `serve` builds it, with the quick executor. Settings from the environment."""
    import uvicorn

    from bot.core.rules import load_rules
    from bot.infra.logging import configure_logging
    from bot.infra.settings import load_settings
    from bot.service.app import create_app

    settings = load_settings()
    configure_logging(settings.log_level)
    settings.callback_url = f"http://127.0.0.1:{args.port}"
    app = create_app(settings, rules=load_rules(), executor=QuickExecutor(Path(args.jobs_dir)))
    uvicorn.run(app, host="127.0.0.1", port=args.port, log_config=None, access_log=False, timeout_graceful_shutdown=5)
    return 0


# ============================================================================================ the sender process


def sender_main(inbox: Any, outbox: Any, secret: str, concurrency: int) -> None:
    """POST deliveries as GitHub does (signed, one connection each like Hookshot) and report each answer:
    (guid, url, status or 0 when the connection failed, seconds). Runs in its own process so the double's
    thread in the driver never delays a measurement."""
    import httpx

    from tests.github_double import webhooks

    async def main() -> None:
        loop = asyncio.get_running_loop()
        sem = asyncio.Semaphore(concurrency)
        tasks: set[asyncio.Task[None]] = set()
        async with httpx.AsyncClient(timeout=30, limits=httpx.Limits(max_keepalive_connections=0)) as client:

            async def post(item: tuple[str, str, str, bytes]) -> None:
                event, guid, url, body = item
                headers = webhooks.headers_for(event, body, secret, guid=guid)
                t0 = time.perf_counter()
                try:
                    resp = await client.post(url, content=body, headers=headers)
                    status = resp.status_code
                except httpx.HTTPError:
                    status = 0
                outbox.put((guid, url, status, time.perf_counter() - t0))
                sem.release()

            while True:
                item = await loop.run_in_executor(None, inbox.get)
                if item is None:
                    break
                await sem.acquire()
                task = asyncio.create_task(post(item))
                tasks.add(task)
                task.add_done_callback(tasks.discard)
            if tasks:
                await asyncio.gather(*tasks)
        outbox.put(None)

    asyncio.run(main())


# ============================================================================================ the driver


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Replica:
    def __init__(self, name: str, env: dict[str, str], jobs_dir: Path, logs: Path) -> None:
        self.name = name
        self.env = env
        self.jobs_dir = jobs_dir
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = logs / f"{name}.log"
        self.proc: subprocess.Popen[bytes] | None = None
        self.up = False
        self.starts = 0

    def start(self) -> None:
        with open(self.log, "ab") as out:
            self.proc = subprocess.Popen(
                [sys.executable, str(Path(__file__).resolve()), "replica", "--port", str(self.port),
                 "--jobs-dir", str(self.jobs_dir)],
                env=self.env, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
            )
        self.starts += 1

    def wait_up(self, timeout: float = 60) -> None:
        import httpx

        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.proc is not None
            if self.proc.poll() is not None:
                raise RuntimeError(f"{self.name} exited at start-up; see {self.log}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(self.url + "/healthz", timeout=1).status_code == 200:
                    self.up = True
                    return
            time.sleep(0.1)
        raise RuntimeError(f"{self.name} did not answer /healthz; see {self.log}")

    def kill(self) -> None:
        self.up = False
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)  # no shutdown hook runs
            self.proc.wait(timeout=30)

    def stop(self) -> None:
        self.up = False
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()


@dataclass
class Pull:
    number: int
    head: str
    docs_only: bool
    open: bool = True


@dataclass
class Sent:
    event: str
    guid: str
    body: bytes
    payload: dict[str, Any]
    answers: list[int] = field(default_factory=list)
    latency: list[float] = field(default_factory=list)


class Scenario:
    """Draws the next delivery of a realistic mix, changing the double's state as GitHub would first (a push
    makes the new head, a comment exists before its webhook)."""

    MIX = (
        ("opened", 14),
        ("synchronize", 18),
        ("closed", 5),
        ("validate", 12),
        ("rerun_button", 6),
        ("rerequest_run", 4),
        ("rerequest_suite", 3),
        ("merge_group", 10),
        ("noise", 8),
        ("resend", 5),
    )

    def __init__(self, gh: Any, rng: random.Random, max_open: int = 40) -> None:
        self.gh = gh
        self.rng = rng
        self.max_open = max_open
        self.pulls: dict[int, Pull] = {}
        self.next_number = 100
        self.commits = 0
        self.merge_groups: list[str] = []
        self.sent: list[Sent] = []
        self.kinds: Counter[str] = Counter()
        self.base = self._commit({"README.md": "base\n"}, "base")

    def _commit(self, files: dict[str, str], salt: str) -> str:
        self.commits += 1
        sha = hashlib.sha1(f"soak/{salt}/{self.commits}".encode()).hexdigest()
        src = {
            "src/megatron/bridge/__init__.py": f"x = {self.commits}\n",
            "3rdparty/Megatron-LM/megatron/core/__init__.py": "",
        }
        self.gh.state.add_commit(REPO, sha, {**src, **files}, parents=[])
        return sha

    def _files(self, docs_only: bool) -> list[Any]:
        from tests.github_double import PullFile

        if docs_only:
            return [PullFile("docs/guide.md"), PullFile("README.md")]
        return [PullFile(PROVIDER, additions=1, deletions=1, patch=PATCH)]

    def _open_pulls(self) -> list[Pull]:
        return [p for p in self.pulls.values() if p.open]

    def next(self) -> tuple[str, dict[str, Any]] | Sent:
        kinds, weights = zip(*self.MIX, strict=True)
        while True:
            kind = self.rng.choices(kinds, weights)[0]
            made = getattr(self, f"_{kind}")()
            if made is not None:
                self.kinds[kind] += 1
                sent: tuple[str, dict[str, Any]] | Sent = made
                return sent

    # -- the kinds (None: not possible now, draw another)

    def _opened(self) -> tuple[str, dict[str, Any]] | None:
        from tests.github_double import webhooks

        if len(self._open_pulls()) >= self.max_open:
            return None
        number = self.next_number
        self.next_number += 1
        docs = self.rng.random() < 0.25
        head = self._commit({"docs/guide.md" if docs else PROVIDER: f"pr {number}\n"}, f"pr{number}")
        pull = self.gh.state.add_pull(REPO, number, head_sha=head, base_sha=self.base, files=self._files(docs))
        self.pulls[number] = Pull(number, head, docs)
        return "pull_request", webhooks.pull_request("opened", pull, double=self.gh)

    def _synchronize(self) -> tuple[str, dict[str, Any]] | None:
        from tests.github_double import webhooks

        open_ = self._open_pulls()
        if not open_:
            return None
        p = self.rng.choice(open_)
        before = p.head
        p.head = self._commit({"docs/guide.md" if p.docs_only else PROVIDER: f"push {self.commits}\n"}, f"pr{p.number}")
        pull = self.gh.state.push(REPO, p.number, p.head, files=self._files(p.docs_only))
        return "pull_request", webhooks.pull_request("synchronize", pull, double=self.gh, before=before)

    def _closed(self) -> tuple[str, dict[str, Any]] | None:
        from tests.github_double import webhooks

        open_ = self._open_pulls()
        if len(open_) < 5:
            return None
        p = self.rng.choice(open_)
        p.open = False
        with self.gh.state.lock:
            pull = self.gh.state.pulls[(REPO, p.number)]
            pull.state = "closed"
        return "pull_request", webhooks.pull_request("closed", pull, double=self.gh)

    def _validate(self) -> tuple[str, dict[str, Any]] | None:
        from tests.github_double import webhooks

        open_ = self._open_pulls()
        if not open_:
            return None
        p = self.rng.choice(open_)
        body = self.rng.choice(["/validate", "/validate", "/validate level=1", "/validate retry"])
        comment = self.gh.state.add_comment(REPO, p.number, body, user="maint")
        return "issue_comment", webhooks.issue_comment("created", comment, double=self.gh)

    def _check_runs(self, conclusion: str | None = None) -> list[Any]:
        with self.gh.state.lock:
            runs = [r for r in self.gh.state.runs.values() if r.status == "completed"]
        return [r for r in runs if conclusion is None or r.conclusion == conclusion]

    def _pull_of(self, sha: str) -> Any:
        for p in self.pulls.values():
            if p.head == sha:
                return self.gh.state.pulls[(REPO, p.number)]
        return None

    def _rerun_button(self) -> tuple[str, dict[str, Any]] | None:
        from tests.github_double import webhooks

        blocked = [r for r in self._check_runs("action_required") if r.actions]
        if not blocked:
            return None
        run = self.rng.choice(blocked[-50:])
        pull = self._pull_of(run.head_sha)
        payload = webhooks.check_run("requested_action", run, double=self.gh, sender="maint", pull=pull)
        return "check_run", payload

    def _rerequest_run(self) -> tuple[str, dict[str, Any]] | None:
        from tests.github_double import webhooks

        done = self._check_runs()
        if not done:
            return None
        run = self.rng.choice(done[-80:])
        return "check_run", webhooks.check_run("rerequested", run, double=self.gh, sender="maint",
                                               pull=self._pull_of(run.head_sha))

    def _rerequest_suite(self) -> tuple[str, dict[str, Any]] | None:
        from tests.github_double import webhooks

        done = self._check_runs()
        if not done:
            return None
        run = self.rng.choice(done[-80:])
        suite = self.gh.state.suites[run.suite_id]
        return "check_suite", webhooks.check_suite("rerequested", suite, double=self.gh, sender="maint",
                                                   pull=self._pull_of(run.head_sha))

    def _merge_group(self) -> tuple[str, dict[str, Any]] | None:
        from tests.github_double import webhooks

        open_ = [p for p in self._open_pulls() if not p.docs_only]
        if not open_:
            return None
        p = self.rng.choice(open_)
        head = self._commit({PROVIDER: f"queue {self.commits}\n"}, f"mg{p.number}")
        self.merge_groups.append(head)
        return "merge_group", webhooks.merge_group(head, self.base, repo=REPO, double=self.gh, pr_number=p.number)

    def _noise(self) -> tuple[str, dict[str, Any]] | None:
        from tests.github_double import webhooks

        open_ = self._open_pulls()
        if not open_:
            return None
        pull = self.gh.state.pulls[(REPO, self.rng.choice(open_).number)]
        return "pull_request", webhooks.pull_request("labeled", pull, double=self.gh)

    def _resend(self) -> Sent | None:
        if not self.sent:
            return None
        return self.rng.choice(self.sent[-200:])  # GitHub sends a delivery again: same GUID, same body


def log_delivery(gh: Any, event: str, payload: dict[str, Any], guid: str, status: int) -> None:
    """The double's delivery log (what `GET /app/hook/deliveries` lists, what the bot's redelivery sweep reads)."""
    from tests.github_double import webhooks

    raw = webhooks.encode(payload)
    headers = webhooks.headers_for(event, raw, gh.state.app.webhook_secret, guid=guid, app_id=gh.state.app.id)
    d = gh.new_delivery(event=event, payload=payload, headers=headers, guid=guid, redelivery=False,
                        url=gh.webhook_url or "")
    if 200 <= status < 300:
        d.status = "OK"
    else:
        d.status = "Failed to connect to host" if status == 0 else f"Invalid HTTP Response: {status}"
    d.status_code = status
    gh.state.record_delivery(d)


class Faults:
    """What the double is told to fail, one fault every ~`every` seconds (bot.infra.github must ride them out)."""

    PATHS = (
        ("POST", r"/check-runs$"),
        ("PATCH", r"/check-runs/\d+$"),
        ("GET", r"/pulls/\d+$"),
        ("GET", r"/pulls/\d+/files$"),
        ("GET", r"/collaborators/[^/]+/permission$"),
        ("POST", r"/issues/\d+/comments$"),
        ("GET", r"/commits/[^/]+/check-runs$"),
        ("POST", r"/access_tokens$"),
    )

    def __init__(self, gh: Any, rng: random.Random) -> None:
        self.gh = gh
        self.rng = rng
        self.added: Counter[str] = Counter()

    def inject(self) -> None:
        method, path = self.rng.choice(self.PATHS)
        kind = self.rng.choice(["server_error", "secondary", "primary", "slow", "drop"])
        f = self.gh.faults
        times = self.rng.randint(1, 3)
        if kind == "server_error":
            f.server_error(method, path, status=self.rng.choice([500, 502, 503]), times=times)
        elif kind == "secondary":
            f.secondary_rate_limit(method, path, retry_after=1, times=1)
        elif kind == "primary":
            f.primary_rate_limit(method, path, reset_in=1, status=self.rng.choice([403, 429]), times=1)
        elif kind == "slow":
            f.slow(method, path, seconds=self.rng.uniform(0.5, 3.0), times=times)
        elif method in ("POST", "PATCH"):
            f.drop_after_write(method, path, times=1)
        else:
            f.server_error(method, path, status=502, times=times)
        self.added[kind] += 1


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))]


def run(args: argparse.Namespace) -> dict[str, Any]:
    from tests.conftest import PostgresServer, _pg_bindir
    from tests.github_double import GitHubDouble, app_key

    rng = random.Random(args.seed)
    tmp = Path(tempfile.mkdtemp(prefix="bv-soak-"))
    bindir = _pg_bindir()
    if bindir is None:
        raise SystemExit("PostgreSQL binaries not found under /usr/lib/postgresql/*/bin")
    pg = PostgresServer(bindir, Path(tempfile.mkdtemp(prefix="bv-soak-pg-")))
    pg.start()
    key = app_key()
    secret = uuid.uuid4().hex
    t_start = time.monotonic()
    deadline = t_start + args.max_seconds
    replicas: list[Replica] = []
    sender: Any = None
    try:
        db_url = pg.create_database()
        with GitHubDouble.start(app_id=777, app_public_key_pem=key.public_pem, webhook_secret=secret) as gh:
            gh.state.add_installation(INSTALLATION, "NVIDIA-NeMo", [REPO])
            gh.state.set_permission(REPO, "contributor", "write")
            gh.state.set_permission(REPO, "maint", "write")
            gh.allow_rejections = False
            (tmp / "app.pem").write_text(key.private_pem)
            env = {k: v for k, v in os.environ.items() if not k.startswith("BRIDGE_VALIDATE_")}
            env.update(
                {
                    "PYTHONPATH": str(ROOT),
                    "BRIDGE_VALIDATE_APP_ID": "777",
                    "BRIDGE_VALIDATE_PRIVATE_KEY_PATH": str(tmp / "app.pem"),
                    "BRIDGE_VALIDATE_WEBHOOK_SECRET": secret,
                    "BRIDGE_VALIDATE_GITHUB_URL": gh.url,
                    "BRIDGE_VALIDATE_DATABASE_URL": db_url,
                    "BRIDGE_VALIDATE_PUBLIC_URL": "http://bot.soak",
                    "BRIDGE_VALIDATE_WORKERS": "4",
                    "BRIDGE_VALIDATE_LEASE_S": "5",
                    "BRIDGE_VALIDATE_POLL_INTERVAL_S": "0.2",
                    "BRIDGE_VALIDATE_JOB_POLL_INTERVAL_S": "1",
                    "BRIDGE_VALIDATE_REDELIVER_INTERVAL_S": "10",
                    "BRIDGE_VALIDATE_REDELIVER_MIN_GAP_S": "20",
                    "BRIDGE_VALIDATE_DELIVERY_RETRY_S": "1",
                    "BRIDGE_VALIDATE_DELIVERY_RETRY_MAX_S": "20",
                    "BRIDGE_VALIDATE_GITHUB_TIMEOUT_S": "10",
                    "BRIDGE_VALIDATE_GITHUB_BACKOFF_S": "0.2",
                    "BRIDGE_VALIDATE_HEARTBEAT_TIMEOUT_S": "0",
                    "BRIDGE_VALIDATE_LOG_LEVEL": "info",
                }
            )
            jobs_dir = tmp / "jobs"
            jobs_dir.mkdir()
            replicas = [Replica(n, env, jobs_dir, tmp) for n in ("replica-a", "replica-b")]
            for r in replicas:
                r.start()
            for r in replicas:
                r.wait_up()
            gh.webhook_url = replicas[0].url + "/webhook"

            ctx = mp.get_context("spawn")
            inbox, outbox = ctx.Queue(), ctx.Queue()
            sender = ctx.Process(target=sender_main, args=(inbox, outbox, secret, args.concurrency), daemon=True)
            sender.start()

            scenario = Scenario(gh, rng)
            faults = Faults(gh, rng)
            by_guid: dict[str, Sent] = {}
            kills = 0
            restarting: list[threading.Thread] = []

            def collect(block: bool = False) -> bool:
                """Answers from the sender: latencies, and the double's delivery log. False at its end."""
                while True:
                    try:
                        item = outbox.get(timeout=1.0) if block else outbox.get_nowait()
                    except queue.Empty:
                        return True
                    if item is None:
                        return False
                    guid, _url, status, seconds = item
                    s = by_guid[guid]
                    s.answers.append(status)
                    if status == 202:
                        s.latency.append(seconds)
                    log_delivery(gh, s.event, s.payload, guid, status)
                    block = False

            def restart(r: Replica) -> None:
                r.start()
                r.wait_up()

            t0 = time.monotonic()
            next_kill = t0 + args.kill_every * rng.uniform(0.5, 1.5)
            next_fault = t0 + args.fault_every
            rr = 0
            sent_count = 0
            for i in range(args.deliveries):
                if time.monotonic() > t0 + args.max_send_seconds:
                    break  # bounded in time: judge what was sent (the figures say how many)
                sent_count += 1
                made = scenario.next()
                if isinstance(made, Sent):
                    sent = made
                else:
                    event, payload = made
                    sent = Sent(event, str(uuid.uuid4()), b"", payload)
                    from tests.github_double import webhooks

                    sent.body = webhooks.encode(payload)
                    scenario.sent.append(sent)
                    by_guid[sent.guid] = sent
                live = [r for r in replicas if r.up] or replicas
                target = live[rr % len(live)]
                rr += 1
                inbox.put((sent.event, sent.guid, target.url + "/webhook", sent.body))
                now = time.monotonic()
                if now >= next_kill and all(r.up for r in replicas) and not args.no_kills:
                    victim = rng.choice(replicas)
                    other = next(r for r in replicas if r is not victim)
                    gh.webhook_url = other.url + "/webhook"  # the load balancer's health check notices
                    victim.kill()
                    kills += 1
                    t = threading.Thread(target=restart, args=(victim,), daemon=True)
                    t.start()
                    restarting.append(t)
                    next_kill = now + args.kill_every * rng.uniform(0.5, 1.5)
                if now >= next_fault and not args.no_faults:
                    faults.inject()
                    next_fault = now + args.fault_every * rng.uniform(0.5, 1.5)
                collect()
                # Pace: i deliveries by now at `rate` per second.
                wait = t0 + (i + 1) / args.rate - time.monotonic()
                if wait > 0:
                    time.sleep(wait)
            send_s = time.monotonic() - t0
            inbox.put(None)
            while collect(block=True):
                pass
            for t in restarting:
                t.join(timeout=90)
            gh.faults.clear()  # the storm is over: what is left must drain
            for r in replicas:
                if not r.up:
                    restart(r)

            budget = min(args.drain_timeout, deadline - time.monotonic())
            drained, drain_s = drain(db_url, gh, by_guid, scenario, budget)
            result = judge(db_url, gh, by_guid, scenario, jobs_dir)
            lat = [x * 1000 for s in by_guid.values() for x in s.latency]
            result.update(
                {
                    "deliveries_sent": sent_count,
                    "deliveries_planned": args.deliveries,
                    "distinct_deliveries": len(by_guid),
                    "mix": dict(scenario.kinds),
                    "send_s": round(send_s, 1),
                    "drained": drained,
                    "drain_s": round(drain_s, 1),
                    "kills": kills,
                    "replica_starts": sum(r.starts for r in replicas),
                    "faults_added": dict(faults.added),
                    "faults_fired": len(gh.faults.fired),
                    "faults_fired_by_kind": dict(Counter(f.kind for f in gh.faults.fired)),
                    "posts": sum(len(s.answers) for s in by_guid.values()),
                    "posts_cut": sum(1 for s in by_guid.values() for a in s.answers if a != 202),
                    "redeliveries": sum(1 for d in gh.state.delivery_log() if d.redelivery),
                    "p50_ms": round(percentile(lat, 50), 1),
                    "p99_ms": round(percentile(lat, 99), 1),
                    "max_ms": round(max(lat), 1) if lat else 0.0,
                    "double_violations": len(gh.violations),
                    "double_rejections": len(gh.rejections),
                    "wall_s": round(time.monotonic() - t_start, 1),
                    "logs": str(tmp),
                }
            )
            return result
    finally:
        if sender is not None and sender.is_alive():
            sender.terminate()
        for r in replicas:
            r.stop()
        pg.stop()
        shutil.rmtree(pg.root, ignore_errors=True)
        if not args.keep:
            shutil.rmtree(tmp, ignore_errors=True)


def drain(db_url: str, gh: Any, by_guid: dict[str, Sent], scenario: Scenario, timeout: float) -> tuple[bool, float]:
    """Wait until every delivery is done, no job is active and no check run is unfinished (bounded)."""
    from sqlalchemy import select

    from bot.infra.store import Delivery, Store

    store = Store(db_url)
    t0 = time.monotonic()
    try:
        while time.monotonic() - t0 < timeout:
            with store.session() as s:
                states = dict(s.execute(select(Delivery.id, Delivery.state)).all())
            done = all(states.get(g) == "done" for g in by_guid)
            busy = store.jobs.active()
            with gh.state.lock:
                unfinished = [r for r in gh.state.runs.values() if r.status != "completed"]
            if done and not busy and not unfinished:
                return True, time.monotonic() - t0
            time.sleep(1.0)
        return False, time.monotonic() - t0
    finally:
        store.dispose()


def judge(db_url: str, gh: Any, by_guid: dict[str, Sent], scenario: Scenario, jobs_dir: Path) -> dict[str, Any]:
    from sqlalchemy import select

    from bot.infra.store import Delivery, Store

    store = Store(db_url)
    try:
        with store.session() as s:
            rows = {d.id: d for d in s.execute(select(Delivery)).scalars()}
        not_stored = [g for g in by_guid if g not in rows]
        not_done = [g for g in by_guid if g in rows and rows[g].state != "done"]
        twice = [g for g in by_guid if g in rows and rows[g].processed > 1]
        dead = [g for g in rows if rows[g].state == "failed"]
        with gh.state.lock:
            runs = list(gh.state.runs.values())
            open_heads = {p.head for p in scenario.pulls.values() if p.open}
        by_commit: dict[tuple[str, str], list[Any]] = defaultdict(list)
        for r in runs:
            by_commit[(r.head_sha, r.name)].append(r)
        unconcluded = [r.id for r in runs if r.status != "completed"]
        ext = Counter((r.head_sha, r.external_id) for r in runs)
        twin_check_runs = sum(n - 1 for n in ext.values() if n > 1)
        must_judge = open_heads | set(scenario.merge_groups)
        missing_verdict = []
        for sha in sorted(must_judge):
            for name in NAMES:
                mine = sorted(by_commit.get((sha, name), []), key=lambda r: r.id)
                if not mine or mine[-1].status != "completed" or mine[-1].conclusion in (None, "cancelled"):
                    missing_verdict.append((sha[:12], name, mine[-1].conclusion if mine else None))
        # Executions: no two of the same planned job on the same commit overlapping in time.
        starts = [json.loads(x) for x in (jobs_dir / "starts.log").read_text().splitlines() if x.strip()]
        spans: dict[tuple[str, str], list[tuple[float, float, str]]] = defaultdict(list)
        for st in starts:
            end = st["start"] + st["duration"]
            cancelled = jobs_dir / f"{st['job_id']}.cancelled"
            if cancelled.exists():
                end = min(end, float(cancelled.read_text()))
            base = st["planned"].split(".a", 1)[0]
            spans[(st["sha"], base)].append((st["start"], end, st["job_id"]))
        overlaps = []
        for key, items in spans.items():
            items.sort()
            for (_s1, e1, j1), (s2, _e2, j2) in itertools.pairwise(items):
                if s2 < e1 - 0.05:
                    overlaps.append((key[0][:12], j1, j2))
        resubmits = 0
        if (jobs_dir / "resubmits.log").exists():
            resubmits = len((jobs_dir / "resubmits.log").read_text().splitlines())
        jobs_by_state = store.jobs.counts()
        losses = len(not_stored) + len(not_done) + len(missing_verdict)
        duplicates = len(twice) + twin_check_runs + len(overlaps)
        return {
            "losses": losses,
            "duplicates": duplicates,
            "lost_not_stored": len(not_stored),
            "lost_not_done": len(not_done),
            "dead_letters": len(dead),
            "commits_judged": len(must_judge),
            "commits_without_verdict": missing_verdict[:10],
            "commits_without_verdict_count": len(missing_verdict),
            "check_runs": len(runs),
            "check_runs_unconcluded": len(unconcluded),
            "deliveries_processed_twice": len(twice),
            "check_runs_twice": twin_check_runs,
            "job_starts": len(starts),
            "job_overlaps": overlaps[:10],
            "job_overlaps_count": len(overlaps),
            "job_resubmits_absorbed": resubmits,
            "jobs_by_state": jobs_by_state,
            "examples_not_done": [(g, rows[g].state, (rows[g].error or "")[:200]) for g in not_done[:5]],
        }
    finally:
        store.dispose()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd")
    rp = sub.add_parser("replica", help="(internal) one replica process")
    rp.add_argument("--port", type=int, required=True)
    rp.add_argument("--jobs-dir", required=True)
    ap.add_argument("--deliveries", type=int, default=5000)
    ap.add_argument("--rate", type=float, default=8.0, help="deliveries sent per second")
    ap.add_argument("--concurrency", type=int, default=16, help="deliveries in flight")
    ap.add_argument("--kill-every", type=float, default=20.0, help="seconds between SIGKILLs (jittered 0.5-1.5x)")
    ap.add_argument("--fault-every", type=float, default=3.0, help="seconds between injected faults (jittered)")
    ap.add_argument("--drain-timeout", type=float, default=900.0)
    ap.add_argument("--max-seconds", type=float, default=3600.0, help="hard bound on the whole soak")
    ap.add_argument("--max-send-seconds", type=float, default=1800.0, help="stop sending after this long")
    ap.add_argument("--seed", type=int, default=14)
    ap.add_argument("--no-kills", action="store_true")
    ap.add_argument("--no-faults", action="store_true")
    ap.add_argument("--keep", action="store_true", help="keep the logs and job files (printed as 'logs')")
    args = ap.parse_args()
    if args.cmd == "replica":
        return replica_main(args)
    res = run(args)
    print(json.dumps(res, default=str))
    print(
        f"soak: {res['deliveries_sent']} deliveries ({res['distinct_deliveries']} distinct, {res['posts']} POSTs, "
        f"{res['posts_cut']} cut by kills, {res['redeliveries']} redelivered by the bot's sweep), "
        f"{res['kills']} SIGKILLs, {res['faults_fired']} faults fired; duplicates {res['duplicates']}, "
        f"losses {res['losses']}; answer latency p50 {res['p50_ms']} ms, p99 {res['p99_ms']} ms, "
        f"max {res['max_ms']} ms; {res['job_starts']} job starts, {res['check_runs']} check runs on "
        f"{res['commits_judged']} commits; drained {res['drained']} in {res['drain_s']} s; wall {res['wall_s']} s",
        flush=True,
    )
    return 0 if res["losses"] == 0 and res["duplicates"] == 0 and res["drained"] else 1


if __name__ == "__main__":
    sys.exit(main())
