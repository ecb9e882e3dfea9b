"""Dispatch overhead per backend: from `submit` to the runner starting the job's command.

    .venv/bin/python bench/dispatch_overhead.py [--backends local,ray,actions] [--runs 5] [--json]

Each run submits a one-step job whose command prints the wall-clock time it started; the figure is that
time minus the time just before `submit` (same host, same clock). It includes the backend's own path and
the runner's pre-command procedure (repo state, PYTHONPATH, import check, preflight), which is also shown
on its own (from the result's evidence.checks). Also shown: how long `submit` itself blocks, and the time
until the result is back with the bot (`poll` says DONE).

- local: bot.dispatch.local.LocalExecutor on the fixture checkouts;
- ray: RayExecutor against a real local Ray head started here (4 declared GPUs), unless --ray-address;
- actions: ActionsExecutor against the GitHub double, tests/actions_runner.py as the self-hosted runner
  (polling the double every 50 ms: GitHub's own queueing and runner pick-up latency are NOT in this figure),
  the result home through a results API on loopback.
Needs the dev extra (the fixtures and the double live under tests/).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.dispatch.base import Executor, JobState  # noqa: E402
from runners.contract import JobResult, JobSpec, Step  # noqa: E402
from tests.fixtures.builders import fixture_env, git, make_bridge_repo, make_downstream, nemo_rl_l0_spec  # noqa: E402

MARK = "BV_COMMAND_START"
SECRET = "bench-secret"
PRE_COMMAND = ("repo state", "pythonpath", "import check", "ray stop")


def stamp_spec(job_id: str, sha: str) -> JobSpec:
    """The fixture NeMo-RL Level 0 spec with its command replaced by one that prints its start time."""
    return nemo_rl_l0_spec(
        job_id,
        bridge_sha=sha,
        steps=[
            Step(name="stamp", argv=["python3", "-c", f"import time; print('{MARK}', repr(time.time()))"])
        ],
        assertions=[],
        metrics_path=None,
        log_path=None,
        expected_steps=None,
    )


def command_start(result: JobResult) -> float | None:
    for line in result.evidence.log_tail:
        m = re.match(rf"^{MARK} ([0-9.]+)$", line.strip())
        if m:
            return float(m.group(1))
    return None


def pre_command_s(result: JobResult) -> float:
    """The runner's own steps before the command (repo state ... preflight ... ray stop)."""
    total = 0.0
    for c in result.evidence.checks:
        if c.name == "run":
            break
        total += c.duration_s
    return total


def measure(
    ex: Executor, specs: Iterator[JobSpec], runs: int, timeout: float = 180
) -> list[dict[str, float]]:
    rows = []
    for _ in range(runs):
        spec = next(specs)
        t0 = time.time()
        handle = ex.submit(spec)
        t_submit = time.time() - t0
        deadline = time.monotonic() + timeout
        while True:
            st = ex.poll(handle)
            if st.state not in (JobState.QUEUED, JobState.RUNNING):
                break
            if time.monotonic() > deadline:
                raise SystemExit(f"{ex.name}: job {spec.id} did not finish in {timeout}s")
            time.sleep(0.02)
        t_done = time.time() - t0
        if st.result is None:
            raise SystemExit(f"{ex.name}: job {spec.id} ended {st.state.value} without a result: {st.detail}")
        cmd = command_start(st.result)
        if cmd is None:
            raise SystemExit(
                f"{ex.name}: the job's command never ran: {st.result.verdict} {st.result.reason}"
            )
        rows.append(
            {
                "submit_s": t_submit,
                "to_command_s": cmd - t0,
                "runner_pre_command_s": pre_command_s(st.result),
                "to_result_s": t_done,
            }
        )
    return rows


# ---- backends -------------------------------------------------------------------------------------


@contextmanager
def local_backend(work: Path, checkouts: dict[str, Any]) -> Iterator[Executor]:
    from bot.dispatch.local import LocalExecutor

    yield LocalExecutor(
        workdir=work / "local-out",
        bridge_repo=checkouts["bridge"],
        repos={"nemo-rl": checkouts["nemo_rl"], "verl": None},
        env=fixture_env(BRIDGE_VALIDATE_GPUS="0,1"),
        runner_args=["--quiet"],
    )


@contextmanager
def ray_backend(
    work: Path, checkouts: dict[str, Any], address: str | None, token: str | None
) -> Iterator[Executor]:
    from bot.dispatch.ray import RayExecutor, RaySettings
    from tests.ray_head import ray_head_running

    with ExitStack() as stack:
        if address is None:
            address, token = stack.enter_context(ray_head_running(gpus=4, cpus=4))
        base = fixture_env()
        env = {k: base[k] for k in ("PATH", "UV_SHIM_PYTHON", "PYTHONPATH")}
        env["BRIDGE_VALIDATE_GPUS"] = "0,1,2,3"
        yield RayExecutor(
            RaySettings(
                address=address,
                auth_token=token,
                secret=SECRET,
                bridge_repo=str(checkouts["bridge"]),
                nemo_rl_repo=str(checkouts["nemo_rl"]),
                out_root=str(work / "ray-out"),
                python=sys.executable,
                env=env,
                entrypoint_num_cpus=0.5,
            )
        )


@contextmanager
def actions_backend(work: Path, checkouts: dict[str, Any]) -> Iterator[Executor]:
    from bot.dispatch.actions import ActionsExecutor, ActionsSettings, HttpxActionsClient
    from tests.actions_runner import ActionsRunner, workflow_inputs
    from tests.callback_server import CallbackServer
    from tests.github_double import GitHubDouble

    repo = "NVIDIA-NeMo/bridge-validate"
    workflow = ROOT / "workflows" / "validate.yml"
    with ExitStack() as stack:
        gh = stack.enter_context(GitHubDouble.start())
        gh.state.add_installation(43, "NVIDIA-NeMo", [repo])
        gh.state.add_workflow(
            repo, ".github/workflows/validate.yml", "bridge-validate",
            run_name="bridge-validate ${{ inputs.job_id }}", inputs=workflow_inputs(workflow),
        )  # fmt: skip
        callbacks = CallbackServer(SECRET)
        stack.enter_context(callbacks.running())
        token = gh.state.new_token(43, [repo], {"actions": "write"}).token
        client = HttpxActionsClient(gh.url, lambda: token)
        stack.callback(client.close)
        stack.enter_context(
            ActionsRunner(
                gh,
                repo,
                workflow,
                root=work / "actions-runner",
                labels={"self-hosted", "linux", "gpu-x1"},
                checkouts={
                    "NVIDIA-NeMo/Megatron-Bridge": checkouts["bridge"],
                    "NVIDIA-NeMo/RL": checkouts["nemo_rl"],
                },
                secrets={"BRIDGE_VALIDATE_CALLBACK_SECRET": SECRET},
                variables={
                    "BRIDGE_VALIDATE_NEMO_RL_IMAGE": "nemo-rl:bench",
                    "BRIDGE_VALIDATE_VERL_IMAGE": "verl:bench",
                },
                image_env=fixture_env(BRIDGE_VALIDATE_GPUS="0"),
            )
        )
        ex = ActionsExecutor(
            ActionsSettings(
                repo=repo, callback_url=callbacks.url, downstream_refs={"nemo-rl": checkouts["nemo_rl_sha"]}
            ),
            client,
            results=callbacks.result,
        )
        original = ex.submit

        def submit(spec: JobSpec) -> Any:
            callbacks.expect(spec.id)
            return original(spec)

        ex.submit = submit  # type: ignore[method-assign]
        yield ex


# ---- main -----------------------------------------------------------------------------------------


def summarize(rows: list[dict[str, float]]) -> dict[str, dict[str, float]]:
    out = {}
    for key in rows[0]:
        values = [r[key] for r in rows]
        out[key] = {"median": statistics.median(values), "min": min(values), "max": max(values)}
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--backends", default="local,ray,actions")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--ray-address", help="use this Ray cluster's job API instead of starting a head")
    p.add_argument("--ray-token", default=os.environ.get("RAY_AUTH_TOKEN"), help="its token (token auth)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = p.parse_args(argv)
    backends = [b.strip() for b in args.backends.split(",") if b.strip()]
    unknown = set(backends) - {"local", "ray", "actions"}
    if unknown:
        p.error(f"unknown backends: {sorted(unknown)}")
    work = Path(tempfile.mkdtemp(prefix="bv-bench-"))
    figures: dict[str, Any] = {}
    try:
        bridge, sha = make_bridge_repo(work / "bridge")
        nemo_rl, _ = make_downstream("nemo-rl", work / "nemo-rl")
        checkouts = {
            "bridge": bridge,
            "sha": sha,
            "nemo_rl": nemo_rl,
            "nemo_rl_sha": git(nemo_rl, "rev-parse", "HEAD"),
        }
        factories: dict[str, Callable[[], Any]] = {
            "local": lambda: local_backend(work, checkouts),
            "ray": lambda: ray_backend(work, checkouts, args.ray_address, args.ray_token),
            "actions": lambda: actions_backend(work, checkouts),
        }
        for name in backends:
            ids = (stamp_spec(f"bench-{name}-{os.getpid()}-{i}", sha) for i in range(10_000))
            with factories[name]() as ex:
                measure(ex, ids, 1)  # warm-up (imports, first runtime-env upload), not counted
                rows = measure(ex, ids, args.runs)
            figures[name] = {"runs": len(rows), **summarize(rows)}
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    print(
        f"dispatch overhead, submit -> job command start ({args.runs} runs each after one warm-up; seconds)"
    )
    print(
        f"{'backend':8} {'to command':>22} {'runner pre-command':>22} {'submit() blocks':>18}"
        f" {'to result':>12}"
    )
    for name, f in figures.items():

        def cell(key: str, f: dict[str, Any] = f) -> str:
            return f"{f[key]['median']:.2f} [{f[key]['min']:.2f}-{f[key]['max']:.2f}]"

        print(
            f"{name:8} {cell('to_command_s'):>22} {cell('runner_pre_command_s'):>22} "
            f"{f['submit_s']['median']:>18.3f} {f['to_result_s']['median']:>12.2f}"
        )
    print("median [min-max]; 'runner pre-command' (repo state, import check, preflight) is in 'to command'.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
