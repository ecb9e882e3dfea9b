"""`bridge-validate run --plan plan.json --bridge-repo P [--nemo-rl-repo P] [--verl-repo P]`.

Runs a plan's jobs on this machine with the local executor, shows progress on stderr, and prints one report
per framework (the seeds' Summary Format) on stdout. Exit code: 0 every framework passed (or had nothing to
run), 1 any Fail, 3 any Blocked and no Fail, 2 bad input (nothing was run), 130 interrupted (jobs cancelled).
Fake GPUs for CPU-only runs: BRIDGE_VALIDATE_GPUS=0,1.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from datetime import datetime
from pathlib import Path
from typing import TextIO

from pydantic import ValidationError

from bot.core.models import Plan
from bot.core.report import FrameworkReport, reports
from bot.dispatch.base import JobHandle, JobState, JobStatus
from bot.dispatch.local import LocalExecutor
from runners.contract import Framework, JobResult
from runners.summary import missing_result

POLL_S = 0.5
HEARTBEAT_S = 30.0
EXIT = {"success": 0, "failure": 1, "action_required": 3, "neutral": 0, "cancelled": 3}


class Progress:
    """One line per state change, and a still-running line with the job's current step every HEARTBEAT_S."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.last: dict[str, tuple[JobState, str]] = {}
        self.beat: dict[str, float] = {}
        self.t0 = time.monotonic()

    def show(self, job_id: str, st: JobStatus) -> None:
        now = time.monotonic()
        prev = self.last.get(job_id)
        changed = prev is None or prev[0] != st.state
        if not changed and now - self.beat.get(job_id, 0) < HEARTBEAT_S:
            return
        if st.state == JobState.DONE and st.result is not None:
            text = f"{st.result.verdict.value}: {st.result.reason}"
        else:
            text = st.detail
        stamp = datetime.now().strftime("%H:%M:%S")
        print(
            f"[{stamp} +{now - self.t0:5.0f}s] {job_id}: {st.state.value} - {text}",
            file=self.stream,
            flush=True,
        )
        self.last[job_id] = (st.state, text)
        self.beat[job_id] = now


def load_plan(path: str) -> Plan:
    """What `bridge-validate plan --format json` prints: a Plan dump plus derived keys (e.g. "estimate")."""
    raw = json.loads(sys.stdin.read() if path == "-" else Path(path).read_text())
    if not isinstance(raw, dict):
        raise ValueError("a plan is a JSON object")
    return Plan.model_validate({k: v for k, v in raw.items() if k in Plan.model_fields})


def run_plan(plan: Plan, executor: LocalExecutor, stream: TextIO = sys.stderr) -> list[JobResult]:
    handles: list[JobHandle] = [executor.submit(j) for j in plan.jobs]
    progress = Progress(stream)
    results: dict[str, JobResult] = {}
    try:
        while len(results) < len(handles):
            for h in handles:
                if h.job_id in results:
                    continue
                st = executor.poll(h)
                progress.show(h.job_id, st)
                if st.state in (JobState.DONE, JobState.CANCELLED, JobState.LOST):
                    spec = next(j for j in plan.jobs if j.id == h.job_id)
                    results[h.job_id] = st.result or missing_result(
                        spec, f"job {st.state.value}: {st.detail}"
                    )
            if len(results) < len(handles):
                time.sleep(POLL_S)
    except KeyboardInterrupt:
        print("interrupted: cancelling running jobs", file=stream, flush=True)
        for h in handles:
            executor.cancel(h)
        raise
    return [results[h.job_id] for h in handles]


def _print_reports(reps: list[FrameworkReport], fmt: str, out: TextIO) -> None:
    if fmt == "json":
        print(json.dumps([r.model_dump(mode="json") for r in reps], indent=2), file=out)
        return
    for r in reps:
        print(f"=== {r.name}: {r.conclusion} ===", file=out)
        print(r.summary_text, file=out)


def cli_run(args: argparse.Namespace) -> int:
    try:
        plan = load_plan(args.plan)
    except (OSError, ValueError, ValidationError) as e:
        lines = str(e).splitlines()[:4] or [type(e).__name__]
        print(f"error: cannot read plan {args.plan}: {' '.join(x.strip() for x in lines)}", file=sys.stderr)
        return 2
    repos: dict[Framework, str | None] = {"nemo-rl": args.nemo_rl_repo, "verl": args.verl_repo}
    for label, path in (
        ("--bridge-repo", args.bridge_repo),
        ("--nemo-rl-repo", args.nemo_rl_repo),
        ("--verl-repo", args.verl_repo),
    ):
        if path and not Path(path).is_dir():
            print(f"error: {label} {path} is not a directory", file=sys.stderr)
            return 2
    if not plan.jobs:
        reps = reports([], [], plan.nothing_to_run or "the plan has no jobs")
        _print_reports(reps, args.format, sys.stdout)
        return 0
    executor = LocalExecutor(
        workdir=args.workdir, bridge_repo=args.bridge_repo, repos={k: v for k, v in repos.items()}
    )
    gpus = ",".join(map(str, executor.gpus)) or "none"
    print(
        f"local executor: {len(plan.jobs)} job(s), GPUs {gpus} ({executor.inventory_source}), "
        f"outputs under {executor.workdir}",
        file=sys.stderr,
        flush=True,
    )
    try:
        results = run_plan(plan, executor)
    except KeyboardInterrupt:
        return 130
    reps = reports(plan.jobs, results, plan.nothing_to_run)
    _print_reports(reps, args.format, sys.stdout)
    codes = {EXIT[r.conclusion] for r in reps}
    return 1 if 1 in codes else (3 if 3 in codes else 0)
