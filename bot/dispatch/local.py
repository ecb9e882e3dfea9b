"""The local executor: run each job as `python -m runners run` on this machine, on disjoint GPUs.

- GPU inventory from NVML (pynvml, imported lazily; no GPU -> empty inventory), or injected: the `gpus`
  argument or `BRIDGE_VALIDATE_GPUS=0,1` (fake GPUs for CPU-only fixture jobs).
- Each running job gets its own GPUs through CUDA_VISIBLE_DEVICES (NVML indices, with
  CUDA_DEVICE_ORDER=PCI_BUS_ID so CUDA numbers them the same way); a job with `gpus: 0` sees none.
- Jobs start in submission order, merge-queue jobs first (`bot.dispatch.scheduler.assign`; with `order="change"`,
  the oldest change's jobs first, BRIDGE_VALIDATE_QUEUE_ORDER): a job that needs
  more GPUs than are free waits (and the ones behind it wait too, so a 2-GPU job is not starved by a stream of
  1-GPU jobs); one that needs more than the machine has is Blocked at once. Jobs that use Ray never overlap:
  `ray stop --force` and `ray.init(address="auto")`
  would reach each other's clusters.
- `cancel` kills the runner's process group (and the step's, which the runner runs in its own group).
- After a bot restart, GPUs that runners of the earlier process still hold (their pid files; NVML's compute
  processes where NVML is present) are not handed out until those runners end (bot.dispatch.orphans).
Scheduling happens inside submit/poll; calls are quick and never wait for a job.
"""

from __future__ import annotations

import contextlib
import glob
import json
import os
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from bot.dispatch import scheduler
from bot.dispatch.base import JobHandle, JobState, JobStatus
from bot.dispatch.orphans import Elsewhere, HeldElsewhere, read_pid_file, stop, write_pid_file
from runners.contract import Framework, JobResult, JobSpec, stage_rank
from runners.execute import kill_group
from runners.gpu import host_inventory, nvml_gpu_processes
from runners.summary import LABELS, missing_result

PROJECT_ROOT = Path(__file__).resolve().parents[2]
CANCEL_GRACE_S = 15.0


@dataclass
class _Job:
    spec: JobSpec
    handle: JobHandle
    out: Path
    state: JobState = JobState.QUEUED
    gpus: list[int] = field(default_factory=list)
    proc: subprocess.Popen[bytes] | None = None
    result: JobResult | None = None
    detail: str = ""
    submitted: float = 0.0
    started: float | None = None
    finished: float | None = None


def _change_key(spec: JobSpec, ref: str) -> str:
    """The change a job belongs to: its plan, else its repository and head, else the job alone."""
    ctx = spec.context
    return ctx.plan_id or (f"{ctx.repo}@{ctx.head_sha}" if ctx.head_sha else ref)


class LocalExecutor:
    name = "local"

    def __init__(
        self,
        *,
        workdir: str | Path,
        bridge_repo: str | Path,
        repos: dict[Framework, str | Path | None],
        python: str = sys.executable,
        gpus: list[int] | None = None,
        env: dict[str, str] | None = None,
        runner_args: list[str] | None = None,
        policy: scheduler.Policy = "fifo",
        order: scheduler.Order = "stage",
    ) -> None:
        self.workdir = Path(workdir).absolute()
        self.policy: scheduler.Policy = policy
        self.order: scheduler.Order = order
        self.bridge_repo = Path(bridge_repo).absolute()
        self.repos = {fw: (Path(p).absolute() if p else None) for fw, p in repos.items()}
        self.python = python
        self.env = dict(os.environ if env is None else env)
        self.runner_args = list(runner_args or [])
        if gpus is None:
            inv = host_inventory(self.env)
            gpus = inv.indices
            self.inventory_source = inv.source
        else:
            self.inventory_source = "injected"
        self.gpus: list[int] = sorted(gpus)
        self._free: set[int] = set(self.gpus)
        # GPUs runners of an earlier bot process (or NVML's other processes) still hold (bot.dispatch.orphans).
        self._elsewhere = HeldElsewhere(
            self.workdir, nvml_gpu_processes if self.inventory_source == "nvml" else None
        )
        self._jobs: dict[str, _Job] = {}
        self._order: list[str] = []
        self._lock = threading.RLock()

    # --- Executor ---------------------------------------------------------------------------------------

    def submit(self, spec: JobSpec) -> JobHandle:
        with self._lock:
            out = self._out_dir(spec.id)
            handle = JobHandle(backend=self.name, job_id=spec.id, ref=str(out))
            job = _Job(spec=spec, handle=handle, out=out, submitted=time.monotonic())
            self._jobs[handle.ref] = job
            self._order.append(handle.ref)
            refusal = self._refusal(spec)
            if refusal:
                kind = self._refusal_kind(spec)
                self._finish(job, missing_result(spec, refusal, kind=kind), JobState.DONE, refusal)
            else:
                self._schedule()
            return handle

    def poll(self, handle: JobHandle) -> JobStatus:
        with self._lock:
            job = self._jobs.get(handle.ref)
            if job is None:
                return JobStatus(state=JobState.LOST, detail=f"no local job {handle.ref}")
            self._reap()
            self._schedule()
            if job.state == JobState.QUEUED:
                elsewhere = self._held_elsewhere()
                free = ",".join(map(str, sorted(self._free - elsewhere.gpus))) or "none"
                held = f"; {elsewhere.describe()}" if elsewhere.gpus & self._free else ""
                return JobStatus(
                    state=JobState.QUEUED,
                    detail=f"waiting for {job.spec.gpus} GPU(s) (free: {free}){self._ahead(job)}{held}",
                )
            if job.state == JobState.RUNNING:
                return JobStatus(state=JobState.RUNNING, detail=self._progress(job))
            return JobStatus(state=job.state, result=job.result, detail=job.detail)

    def cancel(self, handle: JobHandle) -> None:
        with self._lock:
            job = self._jobs.get(handle.ref)
            if job is None or job.state in (JobState.DONE, JobState.CANCELLED, JobState.LOST):
                return
            if job.state == JobState.QUEUED:
                self._finish(
                    job,
                    missing_result(job.spec, "cancelled before it started", kind="cancelled"),
                    JobState.CANCELLED,
                    "cancelled before it started",
                )
                return
            proc = job.proc
        if proc is not None:
            # The runner's own SIGTERM handler stops its step; then the whole group goes.
            kill_group(proc.pid, grace_s=CANCEL_GRACE_S, leader=proc)
            proc.wait()
            self._kill_step_group(job)
        with self._lock:
            result = self._read_result(job) or missing_result(job.spec, "cancelled while running", kind="cancelled")
            self._finish(job, result, JobState.CANCELLED, "cancelled while running")

    # --- helpers for callers (bridge-validate run, tests) -------------------------------------------------

    def status(self) -> dict[str, JobStatus]:
        with self._lock:
            return {self._jobs[r].spec.id: self.poll(self._jobs[r].handle) for r in self._order}

    def idle_gpus(self) -> int:
        """GPUs free with no job waiting for them (what a later stage may take early)."""
        with self._lock:
            if any(j.state == JobState.QUEUED for j in self._jobs.values()):
                return 0
            return len(self._free)

    def assigned_gpus(self, handle: JobHandle) -> list[int]:
        with self._lock:
            job = self._jobs.get(handle.ref)
            return list(job.gpus) if job else []

    # --- internals --------------------------------------------------------------------------------------

    def _out_dir(self, job_id: str) -> Path:
        base = self.workdir / job_id
        out, n = base, 1
        while out.exists() or str(out) in self._jobs:
            n += 1
            out = base.with_name(f"{job_id}.{n}")
        return out

    # Hooks for the service (bot.dispatch.executors): the Bridge checkout of each job (a per-SHA worktree), extra
    # environment and runner options (the results API), and what a refusal is.

    def bridge_for(self, spec: JobSpec) -> Path:
        return self.bridge_repo

    def job_env(self, spec: JobSpec) -> dict[str, str]:
        return {}

    def job_args(self, spec: JobSpec) -> list[str]:
        return []

    def _refusal_kind(self, spec: JobSpec) -> str:
        return "capacity"

    def _refusal(self, spec: JobSpec) -> str | None:
        if spec.gpus > len(self.gpus):
            have = f"{len(self.gpus)} ({self.inventory_source})"
            return (
                f"the job needs {spec.gpus} GPU(s) and this machine has {have}: it cannot run here, "
                "which is not evidence against the Bridge change"
            )
        if self.repos.get(spec.framework) is None:
            return (
                f"no {LABELS[spec.framework].name} checkout was given to the local executor "
                f"(--{spec.framework}-repo); not evidence against the Bridge change"
            )
        return None

    def _ahead(self, job: _Job) -> str:
        ahead = [r for r in self._order if self._jobs[r].state == JobState.QUEUED]
        pos = ahead.index(job.handle.ref) if job.handle.ref in ahead else 0
        return f", {pos} job(s) ahead" if pos else ""

    def _ray_busy(self) -> bool:
        return any(j.state == JobState.RUNNING and j.spec.uses_ray for j in self._jobs.values())

    def _held_elsewhere(self) -> Elsewhere:
        mine = {g for j in self._jobs.values() if j.state == JobState.RUNNING for g in j.gpus}
        return self._elsewhere.now(set(self._jobs), mine)

    def _schedule(self) -> None:
        # The decision is bot.dispatch.scheduler's (the same code `bridge-validate simulate` replays): merge-queue
        # jobs first, then submission order; the first job that does not fit blocks the ones behind it; one
        # Ray-using job at a time on this host.
        # a change's place in the queue: the submission of its first job (a plan's later stages come later)
        first: dict[str, int] = {}
        for i, r in enumerate(self._order):
            first.setdefault(_change_key(self._jobs[r].spec, r), i)
        waiting = [
            scheduler.Waiting(
                key=ref,
                gpus=job.spec.gpus,
                seq=i,
                uses_ray=job.spec.uses_ray,
                merge_queue=job.spec.context.merge_queue,
                stage_rank=stage_rank(job.spec),
                change_seq=first[_change_key(job.spec, ref)],
            )
            for i, (ref, job) in enumerate((r, self._jobs[r]) for r in self._order)
            if job.state == JobState.QUEUED
        ]
        if not waiting:
            return
        held = self._held_elsewhere().gpus  # known before anything is handed out (a restarted bot's orphans)
        node = scheduler.Node("local", len(self.gpus), sorted(self._free - held), exclusive_ray=True,
                              ray_busy=self._ray_busy())
        for placed in scheduler.assign(waiting, [node], policy=self.policy, order=self.order):
            job = self._jobs[placed.key]
            job.gpus = placed.gpus
            self._free.difference_update(job.gpus)
            self._start(job)

    def _start(self, job: _Job) -> None:
        job.out.mkdir(parents=True, exist_ok=True)
        spec_path = job.out / "spec.json"
        spec_path.write_text(job.spec.model_dump_json(indent=2))
        repo = self.repos[job.spec.framework]
        assert repo is not None
        argv = [
            self.python,
            "-m",
            "runners",
            "run",
            "--spec",
            str(spec_path),
            "--out",
            str(job.out),
            "--bridge-repo",
            str(self.bridge_for(job.spec)),
            "--downstream-repo",
            str(repo),
            "--quiet",
            *self.runner_args,
            *self.job_args(job.spec),
        ]
        env = dict(self.env)
        env.update(self.job_env(job.spec))
        env["CUDA_VISIBLE_DEVICES"] = ",".join(map(str, job.gpus))
        env["CUDA_DEVICE_ORDER"] = "PCI_BUS_ID"
        if self.inventory_source == "injected":
            # The runner's GPU preflight checks against the same (fake) inventory the executor handed out.
            env["BRIDGE_VALIDATE_GPUS"] = ",".join(map(str, self.gpus))
        # `-m runners` must import even when the job's interpreter does not have the project installed.
        parts = [p for p in (env.get("PYTHONPATH") or "").split(os.pathsep) if p]
        if str(PROJECT_ROOT) not in parts:
            parts.append(str(PROJECT_ROOT))
        env["PYTHONPATH"] = os.pathsep.join(parts)
        log = (job.out / "runner.out").open("wb")
        try:
            job.proc = subprocess.Popen(
                argv,
                env=env,
                cwd=str(job.out),
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        except OSError as e:
            log.close()
            self._finish(
                job,
                missing_result(job.spec, f"the runner could not start: {e}"),
                JobState.DONE,
                f"runner did not start: {e}",
            )
            return
        finally:
            if job.proc is not None:
                log.close()
        # A later bot process learns from this file which GPUs the runner holds (bot.dispatch.orphans).
        with contextlib.suppress(OSError):
            write_pid_file(job.out, job.proc.pid, job.gpus)
        job.state = JobState.RUNNING
        job.started = time.monotonic()
        job.detail = f"running on GPU(s) {','.join(map(str, job.gpus)) or 'none'}"

    def _reap(self) -> None:
        for job in self._jobs.values():
            if job.state == JobState.RUNNING and job.proc is not None and job.proc.poll() is not None:
                code = job.proc.returncode
                self._kill_step_group(job)
                result = self._read_result(job)
                if result is None:
                    tail = _tail(job.out / "runner.out")
                    reason = (
                        f"the runner exited with code {code} without a result"
                        + (f": {tail}" if tail else "")
                        + "; not evidence against the Bridge change"
                    )
                    result = missing_result(job.spec, reason)
                self._finish(job, result, JobState.DONE, f"{result.verdict.value}: {result.reason}")

    def _read_result(self, job: _Job) -> JobResult | None:
        path = job.out / "result.json"
        if not path.is_file():
            return None
        try:
            return JobResult.model_validate_json(path.read_text())
        except (OSError, ValidationError, ValueError):
            return None

    def _kill_step_group(self, job: _Job) -> None:
        pg = job.out / "step.pgid"
        with contextlib.suppress(OSError, ValueError):
            pgid = int(pg.read_text().strip())
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(pgid, signal.SIGKILL)

    def _finish(self, job: _Job, result: JobResult, state: JobState, detail: str) -> None:
        job.result = result
        job.state = state
        job.detail = detail
        job.finished = time.monotonic()
        self._free.update(job.gpus)
        self._schedule()

    def _progress(self, job: _Job) -> str:
        hb: dict[str, object] = {}
        with contextlib.suppress(OSError, ValueError):
            hb = json.loads((job.out / "heartbeat.json").read_text())
        step = hb.get("step") or hb.get("state") or "starting"
        tail = hb.get("tail") or []
        last = str(tail[-1])[:160] if isinstance(tail, list) and tail else ""
        elapsed = time.monotonic() - (job.started or time.monotonic())
        gpus = ",".join(map(str, job.gpus)) or "none"
        return f"GPU(s) {gpus}, {elapsed:.0f} s, {step}" + (f": {last}" if last else "")


def _tail(path: Path, n: int = 3) -> str:
    with contextlib.suppress(OSError):
        lines = [ln for ln in path.read_text(errors="replace").splitlines() if ln.strip()]
        return " | ".join(lines[-n:])[-400:]
    return ""


ORPHAN_ALIVE = "runner started by an earlier bot process, still alive"


class ResumingLocalExecutor(LocalExecutor):
    """The local executor, able to pick up jobs a previous bot process started.

    A runner runs in its own session, so it outlives the bot (SIGKILL, restart) and still writes
    `heartbeat.json` while it works and `result.json` when it ends, in the job's output directory (the
    handle's ref). A job this process does not know is read from there instead of being reported lost.
    """

    STALE_S = 120.0  # no heartbeat for this long: the runner is gone

    def submit(self, spec: JobSpec) -> JobHandle:
        """A job submitted again after a crash (the bot died before recording that it had submitted it) whose
        runner an earlier process started and that still runs: nothing new starts; the handle follows that
        runner (`poll` reads it from its output directory). Otherwise a fresh start."""
        with self._lock:
            base = self.workdir / spec.id
            for out in [base, *sorted(self.workdir.glob(f"{glob.escape(spec.id)}.*"))]:
                if str(out) not in self._jobs and self._elsewhere.find(out) is not None:
                    return JobHandle(backend=self.name, job_id=spec.id, ref=str(out))
        return super().submit(spec)

    def cancel(self, handle: JobHandle) -> None:
        with self._lock:
            known = handle.ref in self._jobs
        if known:
            super().cancel(handle)
            return
        # A runner an earlier bot process started: stopped through its pid file, its GPUs free at once.
        orphan = self._elsewhere.find(Path(handle.ref))
        if orphan is not None:
            stop(orphan, grace_s=CANCEL_GRACE_S)
            with self._lock:
                self._elsewhere.forget(orphan.out)
                self._schedule()

    def poll(self, handle: JobHandle) -> JobStatus:
        status: JobStatus = super().poll(handle)
        if status.state != JobState.LOST:
            return status
        out = Path(handle.ref)
        # Whether the runner lives is read before its result: a runner writes result.json and then exits, so
        # one seen alive with no result yet is still running, and one seen gone has its result on disk by now
        # (read the other way round, a runner ending between the two reads would pass for lost).
        pid_file = read_pid_file(out) is not None
        alive = pid_file and self._elsewhere.find(out) is not None
        result_path = out / "result.json"
        if result_path.is_file():
            try:
                result = JobResult.model_validate_json(result_path.read_text())
            except (OSError, ValueError):
                if alive:  # a runner still writing it (runners write it whole; an older one may not)
                    return JobStatus(state=JobState.RUNNING, detail=ORPHAN_ALIVE)
                return status
            return JobStatus(
                state=JobState.DONE, result=result, detail="result of a runner an earlier bot process started"
            )
        if pid_file:  # the runner's pid file says whether it still runs
            if alive:
                return JobStatus(state=JobState.RUNNING, detail=ORPHAN_ALIVE)
            return status
        beats = [p for p in (out / "heartbeat.json", out / "runner.out") if p.is_file()]
        if beats and time.time() - max(p.stat().st_mtime for p in beats) < self.STALE_S:
            return JobStatus(state=JobState.RUNNING, detail=ORPHAN_ALIVE)
        return status
