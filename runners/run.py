"""`python -m runners run --spec job.json`: the seeds' whole procedure for one JobSpec, ending in a JobResult.

1. record both repos (git status --short, rev-parse); refuse (Blocked) when Bridge HEAD is not
   spec.bridge_sha;
2. PYTHONPATH = Bridge src : Bridge 3rdparty/Megatron-LM (or a node-local copy with helpers_cpp) : downstream;
3. prove megatron.bridge resolves under the checkout: driver, worker interpreters, a Ray worker;
4. preflight (GPUs, disk, local snapshot, downstream contract) - any failure is Blocked;
5. `ray stop --force`, then each Step's argv with its env and the job's timeout, output teed to a log;
6. metrics.json (dumped from TensorBoard when the functional did not), assertions, verl progress lines,
   weight-transfer timings;
7. triage -> deliverables, Result line, limitations, follow-ups;
8. result.json and summary.md (the seed's Summary Format).
Every step is recorded in `evidence.checks` with its duration; the runner's own overhead is the sum of all
but the steps' commands.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import sys
import time
from collections.abc import Callable, Iterator
from datetime import datetime, timezone
from pathlib import Path
from types import FrameType
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from runners import importcheck, outputlock
from runners.assertions import evaluate_all
from runners.contract import (
    AssertionResult,
    Deliverable,
    Evidence,
    JobResult,
    JobSpec,
    RootCause,
    RunnerCheck,
    Step,
    Verdict,
    is_check_stage,
    stage_of,
    write_result,
)
from runners.execute import CURRENT, ProcResult, run_logged
from runners.limitations import derive
from runners.logscan import LogLine, read_log, split_lines
from runners.metrics import Metrics, MetricsError, load_metrics, parse_verl, weight_transfer
from runners.preflight import DEFAULT_MIN_FREE_GIB, preflight, rocm_vars
from runners.pythonpath import PythonPathError, build_pythonpath, node_local_mcore
from runners.redact import Redactor, redact_model
from runners.repos import RepoError, repo_state, sha_matches
from runners.rootcause import analyze, choose, to_root_cause
from runners.summary import BRIDGE_CHECKS, LABELS, VARIANTS, command_text, render
from runners.tbevents import dump_metrics
from runners.triage import TIMEOUT_EXIT, Judgement, TriageInput, judge
from runners.triage_rules import DEPENDENCY_FIX, NOT_EVIDENCE

TB_KEEP_BYTES = 256 * 1024 * 1024  # TensorBoard event files kept with a job's artifacts, at most
PLACEHOLDERS = ("{pythonpath}", "{bridge_repo}", "{downstream_repo}", "{out_dir}")
REPO_ENV = {"nemo-rl": "NEMO_RL_REPO", "verl": "VERL_REPO"}
HEARTBEAT_EVERY_S = 10.0
# The longest a job waits for another job of its script on this host (`--outputs-wait-s`); with the script's whole
# timeout after it, the job still ends inside the bot's deadline (timeout + its grace, 300 s by default; the Ray
# executor passes the grace less a minute).
OUTPUTS_MAX_WAIT_S = 240.0


class RunOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    out_dir: Path
    bridge_repo: Path
    downstream_repo: Path
    python: str = sys.executable
    mcore_local: Path | None = None
    min_free_gib: float = DEFAULT_MIN_FREE_GIB
    outputs_wait_s: float = Field(default=OUTPUTS_MAX_WAIT_S, ge=0)
    ray_check: bool = True
    ray_stop: bool = True
    probe_torch: bool = True
    echo: bool = True


class Blocked(Exception):
    """Stop before (or instead of) the run: the environment, not the Bridge change."""

    def __init__(
        self,
        reason: str,
        first_error: str | None = None,
        follow_up: str | None = None,
        kind: str = "runner",
        root_cause: RootCause | None = None,
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.first_error = first_error
        self.follow_up = follow_up
        self.kind = kind  # JobResult.blocked_kind
        self.root_cause = root_cause


def _dependency_skew(probe: importcheck.ImportProbe, bridge: Path) -> Blocked | None:
    """megatron.bridge was found but something it imports was not (`No module named 'megatron.core.X'`: the
    Bridge under test is newer than the container's Megatron-Core, TE or vLLM): dependency skew, with the
    import's own root cause (frames, the missing module), so the bot can tell whether the PR added that import.
    None when the failure is megatron.bridge itself not resolving (PYTHONPATH), or anything else."""
    if not probe.traceback:
        return None
    lines = split_lines(probe.traceback)
    an = analyze(lines)
    event = an.root or choose(an.events)
    if event is None:
        return None
    rc = to_root_cause(event, lines, str(bridge))
    module = rc.missing_module
    if module is None or module == "megatron" or module.split(".")[:2] == ["megatron", "bridge"]:
        return None
    return Blocked(
        f"{probe.where}: megatron.bridge imports `{module}`, which the job's environment lacks (dependency skew: "
        f"the container's packages do not match what this Bridge checkout imports); {NOT_EVIDENCE}",
        first_error=rc.line or probe.detail,
        follow_up=DEPENDENCY_FIX,
        kind="dependency",
        root_cause=rc,
    )


def preflight_kind(item: str) -> str:
    """The blocked kind of a failed preflight item (the bot retries the infrastructure ones)."""
    if item.startswith("gpus"):
        return "cluster"
    if item.startswith("disk"):
        return "disk"
    if item.startswith("model snapshot"):
        return "model-download"
    return "job-config"


def substitute(value: str, table: dict[str, str]) -> str:
    """Plain str.replace of the four placeholders; nothing else is interpolated and no shell ever sees it."""
    for k, v in table.items():
        value = value.replace(k, v)
    return value


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class JobRun:
    def __init__(self, spec: JobSpec, opts: RunOptions) -> None:
        self.spec = spec
        self.o = opts
        self.out = opts.out_dir.absolute()
        self.bridge = opts.bridge_repo.absolute()
        self.down = opts.downstream_repo.absolute()
        self.labels = LABELS[spec.framework]
        self.ev = Evidence()
        self.checks: list[RunnerCheck] = []
        self.import_ok: bool | None = None
        self.import_detail = "not checked"
        self.bridge_steps: list[tuple[str, bool, str]] = []  # (name, ok, command)
        self.drift_notes: list[str] = []  # listed test files the checkout lacks (Step.optional_paths)
        self.skip_steps: set[str] = set()  # steps left with nothing to run
        self.log_notes: list[str] = []  # the preflight's notes for the top of the first step's log
        self.procs: list[ProcResult] = []
        self.ran = False
        self.metrics: Metrics | None = None
        self.metrics_note = ""
        self.assertions: list[AssertionResult] = []
        self.env: dict[str, str] = {}
        self.table: dict[str, str] = {}
        self.step_argv: list[list[str]] = []
        self.step_env: list[dict[str, str]] = []
        self.command_seconds = 0.0
        self.waited_s = 0.0  # for another job's output directory (runners.outputlock)
        self.t0 = time.monotonic()
        self.started_at = _now()
        self.last_beat = 0.0
        self.current_step = ""
        # Secrets of the job's own environment (and known token shapes) never leave the host: every log line,
        # heartbeat tail and the result pass through it. Widened once the job's environment is built.
        self.redactor = Redactor.from_env(os.environ, *(st.env for st in spec.steps))

    # --- bookkeeping -----------------------------------------------------------------------------------

    def check(self, name: str, fn: Callable[[], tuple[str, str]]) -> None:
        """Run one procedure step, record it; fn returns (status, detail) or raises Blocked."""
        t = time.monotonic()
        try:
            status, detail = fn()
        except Blocked as b:
            self.checks.append(
                RunnerCheck(
                    name=name, status="failed", detail=b.reason, duration_s=round(time.monotonic() - t, 3)
                )
            )
            raise
        self.checks.append(
            RunnerCheck(
                name=name,
                status=status,
                detail=detail,
                duration_s=round(time.monotonic() - t, 3),
            )
        )

    def heartbeat(self, state: str, tail: list[str] | None = None) -> None:
        data = {
            "job_id": self.spec.id,
            "state": state,
            "step": self.current_step,
            "elapsed_s": round(time.monotonic() - self.t0, 1),
            "at": _now(),
            "tail": (tail or [])[-20:],
        }
        tmp = self.out / "heartbeat.json.tmp"
        tmp.write_text(json.dumps(data))
        tmp.replace(self.out / "heartbeat.json")

    # --- 1. repos --------------------------------------------------------------------------------------

    def repos(self) -> tuple[str, str]:
        try:
            self.ev.bridge = repo_state(self.bridge)
        except RepoError as e:
            raise Blocked(f"Bridge checkout: {e}", kind="checkout") from None
        try:
            self.ev.downstream = repo_state(self.down)
        except RepoError as e:
            raise Blocked(f"{self.labels.name} checkout: {e}", kind="checkout") from None
        want = self.spec.bridge_sha
        if want and not sha_matches(self.ev.bridge.sha, want):
            raise Blocked(
                f"the Bridge checkout is at {self.ev.bridge.short_sha}, not {want} as the job requires: "
                "refusing to "
                "run a result that would not be evidence for that commit",
                follow_up=f"check out {want} in {self.bridge} (or sync the PR head) and rerun",
                kind="checkout",
            )
        ref = self.spec.downstream_ref
        note = ""
        if ref and self.ev.downstream.sha and not sha_matches(self.ev.downstream.sha, ref):
            note = (f"; {self.labels.name} is at {self.ev.downstream.short_sha}, the template was "
                    f"checked at {ref}")
        return "ok", (
            f"Bridge {self.ev.bridge.short_sha} ({len(self.ev.bridge.dirty)} dirty), "
            f"{self.labels.name} {self.ev.downstream.short_sha} ({len(self.ev.downstream.dirty)} dirty){note}"
        )

    # --- 2. PYTHONPATH ---------------------------------------------------------------------------------

    def pythonpath(self) -> tuple[str, str]:
        mcore = None
        note = ""
        if self.o.mcore_local is not None:
            try:
                mcore, note = node_local_mcore(self.bridge, self.o.mcore_local.absolute(), self.o.python)
            except PythonPathError as e:
                raise Blocked(
                    f"node-local Megatron-Core: {e}",
                    follow_up="check disk space and a C++ toolchain (make, g++) in the container",
                    kind="container",
                ) from None
        try:
            paths = build_pythonpath(self.bridge, self.down, mcore, os.environ.get("PYTHONPATH") or None)
        except PythonPathError as e:
            raise Blocked(str(e), kind="container") from None
        self.ev.pythonpath = paths.pythonpath
        self.table = {
            "{pythonpath}": paths.pythonpath,
            "{bridge_repo}": str(self.bridge),
            "{downstream_repo}": str(self.down),
            "{out_dir}": str(self.out),
        }
        env = dict(os.environ)
        env.update(
            {
                "PYTHONPATH": paths.pythonpath,
                "BRIDGE_REPO": str(self.bridge),
                REPO_ENV[self.spec.framework]: str(self.down),
                "PYTHONUNBUFFERED": "1",
            }
        )
        if self.spec.framework == "nemo-rl":
            env.setdefault("NEMO_RL_HOME", str(self.down))
        dropped = rocm_vars(env) if "CUDA_VISIBLE_DEVICES" in env else []
        for k in dropped:
            env.pop(k)
        self.env = env
        for st in self.spec.steps:
            self.step_argv.append(self.prune_missing(st, [substitute(a, self.table) for a in st.argv]))
            self.step_env.append({k: substitute(v, self.table) for k, v in st.env.items()})
        self.redactor = Redactor.from_env(self.env, *self.step_env, extra=self.redactor.values)
        extra = (
            f"; dropped {', '.join(dropped)} (set next to CUDA_VISIBLE_DEVICES, seed 002)" if dropped else ""
        )
        return "ok", paths.pythonpath + (f" ({note})" if note else "") + extra

    def prune_missing(self, st: Step, argv: list[str]) -> list[str]:
        """Drop the step's optional paths its checkout lacks (drift, reported); none left: the step is skipped."""
        if not st.optional_paths:
            return argv
        root = self.bridge if st.cwd == "bridge" else self.down
        missing = [p for p in st.optional_paths if not (root / p.split("::", 1)[0]).is_file()]
        if not missing:
            return argv
        where = "Bridge" if st.cwd == "bridge" else self.labels.name
        for p in missing:
            self.drift_notes.append(f"{p} is not in the {where} checkout: drift from the seed, not run")
        if len(missing) == len(st.optional_paths):
            self.skip_steps.add(st.name)
        return [a for a in argv if a not in missing]

    # --- 3. imports ------------------------------------------------------------------------------------

    def imports(self) -> tuple[str, str]:
        src = self.bridge / "src"
        probes = [importcheck.driver_import(self.o.python, self.env, self.down, src)]
        for py in importcheck.worker_pythons(self.spec.framework, self.spec.worker_pythons):
            probes.append(importcheck.interpreter_import(py, self.env, self.down, src))
        ray_note = ""
        if self.o.ray_check and self.spec.uses_ray:
            if importcheck.has_ray(self.o.python, self.env):
                probes.append(importcheck.ray_worker_import(self.o.python, self.env, self.down, src))
            else:
                ray_note = "; Ray worker import not checked: ray is not importable in the job interpreter"
        self.ev.bridge_import_path = probes[0].path
        worker = next((p for p in probes[1:] if p.path), None)
        self.ev.worker_import_path = worker.path if worker else None
        bad = [p for p in probes if not p.ok]
        self.import_detail = "; ".join(p.detail for p in probes) + ray_note
        if bad:
            self.import_ok = False
            skew = _dependency_skew(bad[0], self.bridge)
            if skew is not None:
                raise skew
            raise Blocked(
                f"{bad[0].detail}: the run would not exercise the Bridge under test, so it is {NOT_EVIDENCE}",
                first_error=bad[0].detail,
                follow_up="fix PYTHONPATH (and the Ray runtime env / worker venvs) so megatron.bridge "
                f"resolves under {src}, then rerun",
                # a copy imported from elsewhere is the seeds' wrong Bridge path; no copy at all, an import failure
                kind="bridge-path" if bad[0].path else "bridge-import",
            )
        self.import_ok = True
        return "ok", self.import_detail

    # --- 4. preflight ----------------------------------------------------------------------------------

    def preflight(self) -> None:
        steps = [
            (a, e, st.cwd) for a, e, st in zip(self.step_argv, self.step_env, self.spec.steps, strict=True)
        ]
        t = time.monotonic()
        pf = preflight(
            self.spec,
            env=self.env,
            python=self.o.python,
            downstream_root=self.down,
            out_dir=self.out,
            steps=steps,
            min_free_gib=self.o.min_free_gib,
            probe_torch=self.o.probe_torch,
        )
        total = round(time.monotonic() - t, 3)
        for it in pf.items:
            status = "skipped" if it.ok is None else ("ok" if it.ok else "failed")
            self.checks.append(RunnerCheck(name=f"preflight: {it.name}", status=status, detail=it.detail))
        failed = len(pf.failures)
        self.checks.append(RunnerCheck(name="preflight", status="failed" if failed else "ok",
                                       detail=f"{len(pf.items)} check(s), {failed} failed", duration_s=total))
        self.ev.key_lines.extend(pf.key_lines)
        self.log_notes = pf.log_notes
        if pf.failures:
            f = pf.failures[0]
            raise Blocked(
                f"preflight failed ({f.name}): {f.detail}; {NOT_EVIDENCE}",
                first_error=f.detail,
                follow_up="fix the environment or the job template named above, then rerun",
                kind=preflight_kind(f.name),
            )

    # --- 5. run ----------------------------------------------------------------------------------------

    def ray_stop(self) -> tuple[str, str]:
        if not self.spec.uses_ray:
            return "skipped", "the job does not use Ray"
        if not self.o.ray_stop:
            return "skipped", "disabled (--no-ray-stop)"
        path = self.env.get("PATH", "")
        ray = shutil.which("ray", path=path) or (
            str(Path(self.o.python).parent / "ray") if (Path(self.o.python).parent / "ray").exists() else None
        )
        if ray is None:
            return "skipped", "ray CLI not found"
        from runners.execute import capture

        code, out = capture([ray, "stop", "--force"], env=self.env, cwd=self.down, timeout_s=120)
        return ("ok" if code == 0 else "failed"), f"ray stop --force: exit {code}: {out.strip()[-200:]}"

    @contextlib.contextmanager
    def outputs_held(self) -> Iterator[None]:
        dirs = outputlock.output_dirs(self.spec)
        if not dirs:
            yield
            return
        t = time.monotonic()
        shown = ", ".join(f"{d}/" for d in dirs)

        def on_wait(what: str, waited: float) -> None:
            if time.monotonic() - self.last_beat > HEARTBEAT_EVERY_S:
                self.last_beat = time.monotonic()
                self.heartbeat("waiting", [f"[bridge-validate] waiting {waited:.0f} s for {what}"])

        try:
            with outputlock.hold(
                self.down, dirs, self.spec.id, max_wait_s=self.o.outputs_wait_s, on_wait=on_wait,
                cancelled=lambda: CURRENT.cancelled,
            ) as waited:
                self.waited_s = waited
                self.checks.append(
                    RunnerCheck(
                        name="output directory",
                        status="ok",
                        detail=f"{shown} held for this job"
                        + (f" (waited {waited:.1f} s for another job of this script)" if waited >= 1 else ""),
                        duration_s=round(time.monotonic() - t, 3),
                    )
                )
                yield
        except outputlock.OutputsBusy as e:
            self.checks.append(RunnerCheck(name="output directory", status="failed", detail=str(e),
                                           duration_s=round(time.monotonic() - t, 3)))
            kind = "cancelled" if CURRENT.cancelled else "runner"
            raise Blocked(f"another job on this host kept the script's output directory: {e}; {NOT_EVIDENCE}",
                          first_error=str(e), kind=kind) from None

    def run_steps(self) -> None:
        # The time spent waiting for another job's output directory is not the script's: it gets its whole timeout.
        deadline = self.t0 + self.spec.timeout_s + self.waited_s
        logs = self.out / "logs"
        echo = sys.stdout.buffer if self.o.echo else None
        tail: list[str] = []

        def on_output(chunk: bytes) -> None:
            tail.extend(chunk.decode("utf-8", "replace").splitlines())
            del tail[:-40]
            if time.monotonic() - self.last_beat > HEARTBEAT_EVERY_S:
                self.last_beat = time.monotonic()
                self.heartbeat("running", tail)

        for i, (st, argv, senv) in enumerate(
            zip(self.spec.steps, self.step_argv, self.step_env, strict=True), 1
        ):
            if CURRENT.cancelled:
                break
            if st.name in self.skip_steps:
                self.checks.append(RunnerCheck(name=f"step {st.name}", status="skipped",
                                               detail="every listed test file is missing from the checkout"))
                continue
            self.current_step = st.name
            env = {**self.env, **senv}
            cwd = self.down if st.cwd == "downstream" else self.bridge
            label = "$BRIDGE_REPO" if st.cwd == "bridge" else "$" + REPO_ENV[self.spec.framework]
            cmd = command_text(argv, senv, label)
            header = self.redactor.text(f"[bridge-validate] step {i}/{len(self.spec.steps)} {st.name}: {cmd}\n")
            if self.log_notes:  # once, in the first step that runs
                header = "".join(n + "\n" for n in self.log_notes) + header
                self.log_notes = []
            log = logs / f"{i:02d}-{_safe(st.name)}.log"
            log.parent.mkdir(parents=True, exist_ok=True)
            log.write_bytes(header.encode())
            if echo is not None:
                with contextlib.suppress(OSError):
                    echo.write(header.encode())
                    echo.flush()
            remaining = max(deadline - time.monotonic(), 1.0)
            self.heartbeat("running", tail)
            p = run_logged(
                argv,
                env=env,
                cwd=cwd,
                log_path=log,
                timeout_s=remaining,
                echo=echo,
                on_output=on_output,
                pgid_file=self.out / "step.pgid",
                redactor=self.redactor,
            )
            self.command_seconds += p.duration_s
            self.procs.append(p)
            self.ran = True
            ok = p.exit_code == 0 and not p.timed_out
            status = "ok" if ok else ("skipped" if not st.required else "failed")
            detail = (
                f"exit {p.exit_code}"
                + (" (timed out)" if p.timed_out else "")
                + (f": {p.start_error}" if p.start_error else "")
                + f" in {p.duration_s:.1f} s"
            )
            self.checks.append(
                RunnerCheck(
                    name=f"step {st.name}",
                    status=status,
                    detail=f"{cmd} -> {detail}",
                    duration_s=round(p.duration_s, 3),
                )
            )
            if st.cwd == "bridge":
                outcome = _pytest_outcome(p.log_path) or detail
                self.bridge_steps.append((st.name, ok, f"{cmd} -> {outcome}"))
            if not ok and st.required:
                break
        with contextlib.suppress(OSError):
            (self.out / "step.pgid").unlink()
        # One combined log, in step order: the evidence a maintainer reads and what triage scans.
        combined = self.out / "run.log"
        with combined.open("wb") as fh:
            for p in self.procs:
                fh.write(p.log_path.read_bytes())
        self.ev.log_path = str(combined)
        self.ev.command = " ; ".join(
            command_text(a, e, "$BRIDGE_REPO" if st.cwd == "bridge" else "$" + REPO_ENV[self.spec.framework])
            for st, a, e in zip(self.spec.steps, self.step_argv, self.step_env, strict=True)
            if st.name not in ("clean", "ray_stop")
        )

    # --- 6. metrics ------------------------------------------------------------------------------------

    def collect_metrics(self, lines: list[LogLine]) -> None:
        spec = self.spec
        if spec.framework == "verl":
            verl = parse_verl(lines)
            self.metrics = verl.metrics or None
            return
        src = self.down / spec.metrics_path if spec.metrics_path else None
        started = time.time() - (time.monotonic() - self.t0) - 1
        dest = self.out / "metrics.json"
        if src is not None and src.is_file() and src.stat().st_mtime >= started:
            try:
                self.metrics = load_metrics(src)
                shutil.copyfile(src, dest)
                self.metrics_note = f"{spec.metrics_path} written by the run ({len(self.metrics)} metrics)"
            except MetricsError as e:
                self.metrics_note = str(e)
        elif src is not None and src.is_file():
            self.metrics_note = f"{spec.metrics_path} is older than this run (stale): ignored"
        if self.metrics is None and spec.tb_log_dir and (self.down / spec.tb_log_dir).is_dir():
            try:
                self.metrics = dump_metrics(self.down / spec.tb_log_dir)
                dest.write_text(json.dumps(self.metrics, indent=2))
                self.metrics_note = (
                    f"metrics.json dumped by the runner from TensorBoard events in {spec.tb_log_dir} "
                    f"({len(self.metrics)} metrics)"
                )
            except (FileNotFoundError, ValueError) as e:
                self.metrics_note = f"no metrics: {e}"
        if self.metrics is not None:
            self.ev.metrics_path = str(dest)
            self.ev.weight_transfer = weight_transfer(self.metrics)
        elif not self.metrics_note and spec.metrics_path:
            self.metrics_note = f"{spec.metrics_path} was not written"
        self.keep_tensorboard(started)
        if spec.assertions:
            if self.metrics is None:
                self.assertions = [
                    AssertionResult(expr=a.expr, passed=False, message="metrics.json missing")
                    for a in spec.assertions
                ]
            else:
                self.assertions = evaluate_all([a.expr for a in spec.assertions], self.metrics)

    def keep_tensorboard(self, started: float) -> None:
        """Copy this run's TensorBoard event files into the output directory (`tensorboard/`): the functional
        script's EXP_DIR is wiped by the next run of the same script, the job's artifacts must outlive it."""
        spec = self.spec
        rel = spec.tb_log_dir or (str(Path(spec.metrics_path).parent / "logs") if spec.metrics_path else None)
        src = (self.down / rel) if rel else None
        if src is None or not src.is_dir():
            return
        budget = TB_KEEP_BYTES
        with contextlib.suppress(OSError):
            for f in sorted(src.rglob("events.out.tfevents.*")):
                st = f.stat()
                if not f.is_file() or st.st_mtime < started or st.st_size > budget:
                    continue
                dest = self.out / "tensorboard" / f.relative_to(src)
                dest.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(f, dest)
                budget -= st.st_size

    # --- 7. verdict ------------------------------------------------------------------------------------

    def judge(self, lines: list[LogLine]) -> Judgement:
        last = self.procs[-1] if self.procs else None
        failed_step = next(
            (
                p
                for p, st in zip(self.procs, self.spec.steps, strict=False)
                if (p.exit_code != 0 or p.timed_out) and st.required
            ),
            None,
        )
        code = failed_step.exit_code if failed_step else (last.exit_code if last else None)
        timed_out = bool(failed_step and failed_step.timed_out)
        if code is None and failed_step is not None:
            code = 127  # could not start
        j = judge(
            TriageInput(
                framework=self.spec.framework,
                lines=lines,
                exit_code=TIMEOUT_EXIT if timed_out else code,
                timed_out=timed_out,
                timeout_s=self.spec.timeout_s,
                metrics=self.metrics,
                metrics_required=bool(self.spec.metrics_path or self.spec.tb_log_dir),
                assertions=self.assertions,
                expected_steps=self.spec.expected_steps,
                bridge_root=str(self.bridge),
                megatron_policy=self.spec.megatron_policy,
                pass_criteria=not is_check_stage(self.spec),
            )
        )
        # A failing Bridge-side check is evidence against the change, whatever the downstream log says.
        bad_bridge = next(((n, c) for n, ok, c in self.bridge_steps if not ok), None)
        if bad_bridge and j.result != Verdict.BLOCKED:
            j = j.model_copy(
                update={
                    "result": Verdict.FAIL,
                    "reason": f"Bridge-side check {bad_bridge[0]} failed"
                    + (f": {j.first_error}" if j.first_error else ""),
                }
            )
        if j.result == Verdict.PASS:
            failed = self.log_check_failures(lines)
            if failed:
                j = j.model_copy(
                    update={"result": Verdict.FAIL, "reason": failed, "rule": "log-check", "category": "run"}
                )
        return j

    def log_check_failures(self, lines: list[LogLine]) -> str:
        import re

        for lc in self.spec.log_checks:
            try:
                rx = re.compile(lc.pattern)
            except re.error as e:
                return f"log check {lc.pattern!r} is not a valid pattern: {e}"
            hit = any(rx.search(ln.text) for ln in lines)
            if lc.must == "appear" and not hit:
                return f"log check failed: no line matches {lc.pattern!r}" + (
                    f" ({lc.why})" if lc.why else ""
                )
            if lc.must == "not_appear" and hit:
                return f"log check failed: a line matches {lc.pattern!r}" + (f" ({lc.why})" if lc.why else "")
        return ""

    def deliverables(
        self, verdict: Verdict, j: Judgement | None, blocked: Blocked | None
    ) -> list[Deliverable]:
        lab = self.labels
        spec = self.spec
        out: list[Deliverable] = []
        # The seeds: a requested deliverable that was not run is Skipped with the reason, never a Fail.
        not_run = f"not run: {blocked.reason if blocked else 'the job stopped before this step'}"
        wants_bridge_checks = any(st.cwd == "bridge" for st in spec.steps)
        if self.bridge_steps:
            ok = all(o for _, o, _ in self.bridge_steps)
            out.append(
                Deliverable(
                    name=BRIDGE_CHECKS,
                    verdict=Verdict.PASS if ok else Verdict.FAIL,
                    detail="; ".join(c for _, _, c in self.bridge_steps),
                )
            )
        else:
            out.append(
                Deliverable(
                    name=BRIDGE_CHECKS,
                    verdict=Verdict.SKIPPED,
                    detail=not_run
                    if wants_bridge_checks
                    else "not part of this job: focused Bridge tests run in Megatron-Bridge CI",
                )
            )
        if self.import_ok and j is not None and (j.category == "bridge-import" or j.rule == "wrong-bridge-path"):
            # The runner's own probes passed, but the run's log shows a process that did not use the checkout.
            out.append(
                Deliverable(
                    name=lab.import_,
                    verdict=Verdict.FAIL,
                    detail=f"driver probe {self.ev.bridge_import_path}, but in the run: {j.first_error}",
                )
            )
        elif self.import_ok:
            paths = ", ".join(p for p in (self.ev.bridge_import_path, self.ev.worker_import_path) if p)
            detail = paths + (f" (PYTHONPATH={self.ev.pythonpath})" if spec.framework == "verl" else "")
            out.append(Deliverable(name=lab.import_, verdict=Verdict.PASS, detail=detail))
        elif self.import_ok is False:
            out.append(Deliverable(name=lab.import_, verdict=Verdict.FAIL, detail=self.import_detail))
        else:
            out.append(Deliverable(name=lab.import_, verdict=Verdict.SKIPPED, detail=f"import check {not_run}"))
        what = spec.title or lab.default_run
        if is_check_stage(spec):
            # A stage before the e2e: its own evidence is the Bridge-side line (bridge) or the command (unit).
            run = Deliverable(name=lab.run, verdict=Verdict.NOT_REQUESTED,
                              detail=f"{stage_of(spec)} stage: no e2e run in this job")
        elif not self.ran:
            run = Deliverable(
                name=lab.run,
                verdict=Verdict.BLOCKED if verdict == Verdict.BLOCKED else Verdict.SKIPPED,
                detail=f"{what}: not run: {blocked.reason if blocked else 'cancelled'}",
            )
        else:
            steps = (
                f", {j.steps_reached}/{j.steps_expected} steps" if j and j.steps_expected is not None else ""
            )
            run = Deliverable(
                name=lab.run,
                verdict=verdict,
                detail=f"{what}{steps}" + ("" if verdict == Verdict.PASS else f": {j.reason if j else ''}"),
            )
        out.append(run)
        if spec.level == 0:
            out.append(Deliverable(name=VARIANTS, verdict=Verdict.NOT_REQUESTED, detail="Level 0 only"))
        else:
            out.append(
                Deliverable(name=VARIANTS, verdict=run.verdict, detail=f"{spec.variant}: {run.detail}")
            )
        log = self.ev.log_path or "no log (not run)"
        if spec.framework == "nemo-rl":
            n_ok = sum(a.passed for a in self.assertions)
            astatus = (
                f"assertions {n_ok}/{len(self.assertions)} passed"
                if self.assertions
                else "no metric assertions for this job"
            )
            mpath = self.ev.metrics_path or "no metrics.json"
            expects_metrics = bool(spec.metrics_path or spec.tb_log_dir)
            captured = bool(self.ev.log_path) and (self.metrics is not None or not expects_metrics)
            if not self.ran:
                out.append(Deliverable(name=lab.capture, verdict=Verdict.SKIPPED, detail=f"no log: {not_run}"))
            else:
                out.append(
                    Deliverable(
                        name=lab.capture,
                        verdict=Verdict.PASS if captured else Verdict.FAIL,
                        detail=f"log {log}; metrics {mpath}"
                        + (f" ({self.metrics_note})" if self.metrics_note else "")
                        + f"; {astatus}",
                    )
                )
        elif not self.ran:
            out.append(Deliverable(name=lab.capture, verdict=Verdict.SKIPPED, detail=f"no log: {not_run}"))
        else:
            out.append(
                Deliverable(
                    name=lab.capture, verdict=Verdict.PASS if self.ev.log_path else Verdict.FAIL, detail=log
                )
            )
        return out

    # --- the procedure ---------------------------------------------------------------------------------

    def execute(self) -> JobResult:
        self.out.mkdir(parents=True, exist_ok=True)
        (self.out / "job.json").write_text(self.spec.model_dump_json(indent=2))
        self.heartbeat("starting")
        blocked: Blocked | None = None
        j: Judgement | None = None
        lines: list[LogLine] = []
        try:
            self.check("repo state", self.repos)
            self.check("pythonpath", self.pythonpath)
            self.check("import check", self.imports)
            self.preflight()
            self.check("ray stop", self.ray_stop)
            # Held from the first step until the metrics are copied out: the script's directory is shared by
            # every job of that script on this host's checkout (runners.outputlock).
            with self.outputs_held():
                t = time.monotonic()
                self.run_steps()
                self.checks.append(
                    RunnerCheck(
                        name="run",
                        status="ok",
                        detail=f"{len(self.procs)} step(s)",
                        duration_s=round(time.monotonic() - t, 3),
                    )
                )
                if CURRENT.cancelled:
                    raise Blocked("the job was cancelled while running", kind="cancelled")
                t = time.monotonic()
                lines = read_log(self.out / "run.log")
                self.collect_metrics(lines)
            j = self.judge(lines)
            self.checks.append(
                RunnerCheck(
                    name="metrics and triage",
                    status="ok",
                    detail=j.reason,
                    duration_s=round(time.monotonic() - t, 3),
                )
            )
        except Blocked as b:
            blocked = b
        return self.finish(j, blocked, lines)

    def finish(self, j: Judgement | None, blocked: Blocked | None, lines: list[LogLine]) -> JobResult:
        spec = self.spec
        if blocked is not None:
            verdict, reason, first = Verdict.BLOCKED, blocked.reason, blocked.first_error
            follow = [blocked.follow_up] if blocked.follow_up else []
            noise: list[str] = []
            kind: str | None = blocked.kind
        else:
            assert j is not None
            verdict, reason, first = j.result, j.reason, j.first_error
            follow, noise = list(j.follow_ups), list(j.noise)
            kind = (j.category or "run") if verdict == Verdict.BLOCKED else None
            self.ev.key_lines.extend(j.key_lines)
            self.ev.steps_reached = j.steps_reached
            if spec.framework == "nemo-rl":
                if self.metrics is not None:
                    self.ev.key_lines.append(f"metrics.json creation: {self.metrics_note}")
                if self.assertions and self.metrics is not None:
                    n_ok = sum(a.passed for a in self.assertions)
                    self.ev.key_lines.append(
                        f"tests/check_metrics.py assertions (runner's evaluator): "
                        f"{n_ok}/{len(self.assertions)} passed"
                    )
            for note in j.notes:
                self.ev.key_lines.append(note)
        self.ev.key_lines.extend(self.drift_notes)
        if first and verdict != Verdict.PASS:
            self.ev.key_lines.append(f"first relevant error: {first}")
        if self.ev.weight_transfer:
            self.ev.key_lines.append(f"weight transfer: {self.ev.weight_transfer.boundary}")
        self.ev.checks = self.checks
        self.ev.log_tail = [ln.text for ln in lines[-40:]]
        # Limitations describe what actually ran; when nothing ran, only the plan's own remain.
        limitations = (
            derive(spec, self.step_argv, {k: v for e in self.step_env for k, v in e.items()})
            if self.ran
            else list(spec.limitations)
        )
        if self.import_ok and self.ev.worker_import_path is None and spec.uses_ray:
            limitations.append(
                "only the driver import was verified (no Ray or worker-interpreter check ran here)"
            )
        limitations.extend(self.drift_notes)
        if verdict == Verdict.PASS and not follow:
            follow = []
        total = time.monotonic() - self.t0
        self.ev.timings = {
            "total_s": round(total, 3),
            "commands_s": round(self.command_seconds, 3),
            "runner_overhead_s": round(total - self.command_seconds, 3),
        }
        result = JobResult(
            job_id=spec.id,
            framework=spec.framework,
            level=spec.level,
            variant=spec.variant,
            verdict=verdict,
            reason=reason,
            first_error=first,
            deliverables=self.deliverables(verdict, j, blocked),
            evidence=self.ev,
            assertions=self.assertions,
            limitations=limitations,
            follow_ups=follow,
            noise=noise,
            started_at=self.started_at,
            finished_at=_now(),
            duration_s=round(total, 3),
            blocked_kind=kind,
            root_cause=(
                blocked.root_cause
                if blocked is not None
                else (j.root_cause if j is not None and verdict != Verdict.PASS else None)
            ),
        )
        result = redact_model(result, self.redactor)
        write_result(self.out, result)
        (self.out / "summary.md").write_text(render(spec.framework, [spec], [result]))
        self.heartbeat("done")
        return result


_PYTEST_TALLY = re.compile(r"\b\d+ (passed|failed|error|errors|skipped|deselected)\b")


def _pytest_outcome(log: Path) -> str:
    """pytest's closing tally ("12 passed, 1 skipped in 3.1s") from a step log, or ""."""
    with contextlib.suppress(OSError):
        for line in reversed(log.read_text(errors="replace").splitlines()[-200:]):
            if _PYTEST_TALLY.search(line):
                return line.strip().strip("=").strip()[:200]
    return ""


def _safe(name: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in name)[:60] or "step"


def run_job(spec: JobSpec, opts: RunOptions) -> JobResult:
    return JobRun(spec, opts).execute()


def _on_term(signum: int, frame: FrameType | None) -> None:
    CURRENT.cancelled = True
    if CURRENT.pgid is not None:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(CURRENT.pgid, signal.SIGTERM)


def install_signal_handlers() -> None:
    signal.signal(signal.SIGTERM, _on_term)
    signal.signal(signal.SIGINT, _on_term)


def load_spec(path: Path) -> JobSpec:
    data: Any = json.loads(path.read_text())
    return JobSpec.model_validate(data)


__all__ = ["RunOptions", "install_signal_handlers", "load_spec", "run_job", "substitute"]
