"""`python -m runners run --spec job.json [--out DIR] [--bridge-repo P] [--downstream-repo P]
[--callback URL [--token T]]`.

With `--callback`, the job's progress (started, heartbeats with the log tail, finished) and its result go
to the bot's results API as well (runners/callback.py: this process reports, a child process runs the job,
so a runner that dies still ends with a reported Blocked result). The token is read from
$BRIDGE_VALIDATE_JOB_TOKEN (preferred: it stays out of process listings), then
$BRIDGE_VALIDATE_CALLBACK_TOKEN, then `--token`.

Exit code: 0 Pass, 1 Fail, 3 Blocked, 2 bad invocation (nothing was run).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from runners.contract import Verdict, write_result

EXIT = {Verdict.PASS: 0, Verdict.FAIL: 1, Verdict.BLOCKED: 3, Verdict.SKIPPED: 3, Verdict.NOT_REQUESTED: 3}
DOWNSTREAM_ENV = {"nemo-rl": "NEMO_RL_REPO", "verl": "VERL_REPO"}


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m runners", description="Run one bridge-validate job on this host."
    )
    sub = p.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run", help="run a JobSpec and write result.json + summary.md")
    r.add_argument("--spec", required=True, help="JobSpec JSON file")
    r.add_argument("--out", help="output directory (default: ./bridge-validate-out/<job id>)")
    r.add_argument("--bridge-repo", help="Megatron-Bridge checkout (default: $BRIDGE_REPO)")
    r.add_argument("--downstream-repo", help="NeMo-RL / verl checkout (default: $NEMO_RL_REPO / $VERL_REPO)")
    r.add_argument(
        "--python",
        default=os.environ.get("BRIDGE_VALIDATE_JOB_PYTHON", sys.executable),
        help="interpreter of the job environment, for import checks and probes (default: this one)",
    )
    r.add_argument(
        "--mcore-local",
        default=os.environ.get("MCORE_REPO"),
        help="copy 3rdparty/Megatron-LM here, build helpers_cpp with LIBEXT, and use the copy "
        "(seed 001's node-local MCore; default: $MCORE_REPO when set)",
    )
    r.add_argument(
        "--min-free-gib", type=float, default=None, help="free disk the HF caches need (default 10)"
    )
    r.add_argument("--no-ray-check", action="store_true",
                   default=os.environ.get("BRIDGE_VALIDATE_RAY_CHECK") == "0",
                   help="skip the Ray worker import check (default: $BRIDGE_VALIDATE_RAY_CHECK=0)")
    r.add_argument(
        "--no-ray-stop",
        action="store_true",
        default=os.environ.get("BRIDGE_VALIDATE_RAY_STOP") == "0",
        help="do not run `ray stop --force` first: it stops every Ray cluster of this user on the host "
        "(default: $BRIDGE_VALIDATE_RAY_STOP=0)",
    )
    r.add_argument(
        "--no-torch-probe", action="store_true", help="skip the torch allocation probe on the GPUs"
    )
    r.add_argument(
        "--bridge-worktrees",
        metavar="ROOT",
        help="run on a git worktree of --bridge-repo at the job's bridge_sha, made (fetched from origin when "
        "missing) under ROOT before the job: a cluster node's clone serves every PR head",
    )
    r.add_argument(
        "--outputs-wait-s",
        type=float,
        default=None,
        help="the longest to wait for another job of the same functional script on this host's checkout "
        "(it writes the same output folder) before ending Blocked (default 240)",
    )
    r.add_argument("--quiet", action="store_true", help="do not echo the job's output")
    r.add_argument("--callback", help="the bot's base URL: report events and the result to its results API")
    r.add_argument(
        "--token",
        help="the job's callback token (prefer $BRIDGE_VALIDATE_JOB_TOKEN: argv shows in process listings)",
    )
    r.add_argument(
        "--heartbeat-s", type=float, default=None, help="seconds between heartbeats (default 15)"
    )
    return p


def _runner_options(args: argparse.Namespace, bridge: str, down: str) -> list[str]:
    """The options of this invocation, for the child `python -m runners run` the reporting wrapper starts."""
    opts = ["--bridge-repo", bridge, "--downstream-repo", down, "--python", args.python]
    if args.bridge_worktrees:
        opts += ["--bridge-worktrees", args.bridge_worktrees]
    if args.mcore_local:
        opts += ["--mcore-local", args.mcore_local]
    if args.min_free_gib is not None:
        opts += ["--min-free-gib", str(args.min_free_gib)]
    if args.outputs_wait_s is not None:
        opts += ["--outputs-wait-s", str(args.outputs_wait_s)]
    for flag in ("no_ray_check", "no_ray_stop", "no_torch_probe", "quiet"):
        if getattr(args, flag):
            opts.append("--" + flag.replace("_", "-"))
    return opts


def _report(args: argparse.Namespace, spec_id: str, bridge: str, down: str, out: Path) -> int:
    from runners.callback import JOB_TOKEN_ENV, TOKEN_ENV, run_reporting

    token = os.environ.get(JOB_TOKEN_ENV) or os.environ.get(TOKEN_ENV) or args.token or ""
    if not token:
        print(f"error: --callback needs the job's token (${JOB_TOKEN_ENV} or --token)", file=sys.stderr)
        return 2
    code = run_reporting(
        args.spec, str(out), args.callback, token, _runner_options(args, bridge, down), heartbeat_s=args.heartbeat_s
    )
    if code != 0:
        return code
    from runners.contract import JobResult

    try:
        result = JobResult.model_validate_json((out / "result.json").read_text())
    except (OSError, ValueError):
        return EXIT[Verdict.BLOCKED]
    if result.job_id != spec_id:
        return EXIT[Verdict.BLOCKED]
    return EXIT[result.verdict]


def _blocked(spec: Any, out: Path, reason: str, kind: str) -> int:
    """Write a Blocked result for a job that could not start (e.g. its Bridge commit could not be checked out)."""
    from runners.summary import missing_result

    out.mkdir(parents=True, exist_ok=True)
    result = missing_result(spec, reason, kind=kind)
    write_result(out, result)
    print(json.dumps({"job_id": spec.id, "verdict": result.verdict.value, "reason": reason}))
    return EXIT[Verdict.BLOCKED]


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    from runners.run import RunOptions, install_signal_handlers, load_spec, run_job

    try:
        spec = load_spec(Path(args.spec))
    except (OSError, ValueError, ValidationError) as e:
        msg = str(e).splitlines()
        print(f"error: cannot read job spec {args.spec}: {' '.join(msg[:6])}", file=sys.stderr)
        return 2
    bridge = args.bridge_repo or os.environ.get("BRIDGE_REPO")
    down = args.downstream_repo or os.environ.get(DOWNSTREAM_ENV[spec.framework])
    if not bridge or not down:
        need = (
            "--bridge-repo (or BRIDGE_REPO)"
            if not bridge
            else f"--downstream-repo (or {DOWNSTREAM_ENV[spec.framework]})"
        )
        print(f"error: {need} is required", file=sys.stderr)
        return 2
    out = Path(args.out) if args.out else Path("bridge-validate-out") / spec.id
    if args.callback:
        # The reporting wrapper: its child (`run` without --callback, same options) prepares the worktree,
        # so a checkout that fails is still a reported Blocked result.
        return _report(args, spec.id, bridge, down, out)
    if args.bridge_worktrees and spec.bridge_sha:
        from runners.worktrees import BridgeCheckouts, CheckoutError

        # Jobs may be running on other worktrees of this node and this process cannot list them: none touched
        # within a job's longest timeout is removed.
        trees = BridgeCheckouts(Path(bridge), Path(args.bridge_worktrees), keep=32, min_age_s=6 * 3600)
        try:
            bridge = str(trees.ensure(spec.bridge_sha, spec.context.pr))
        except CheckoutError as e:
            return _blocked(spec, out, f"{e}; not evidence against the Bridge change", "checkout")
    opts = RunOptions(
        out_dir=out,
        bridge_repo=Path(bridge),
        downstream_repo=Path(down),
        python=args.python,
        mcore_local=Path(args.mcore_local) if args.mcore_local else None,
        ray_check=not args.no_ray_check,
        ray_stop=not args.no_ray_stop,
        probe_torch=not args.no_torch_probe,
        echo=not args.quiet,
        **({"min_free_gib": args.min_free_gib} if args.min_free_gib is not None else {}),
        **({"outputs_wait_s": args.outputs_wait_s} if args.outputs_wait_s is not None else {}),
    )
    install_signal_handlers()
    result = run_job(spec, opts)
    print(
        json.dumps(
            {
                "job_id": result.job_id,
                "verdict": result.verdict.value,
                "reason": result.reason,
                "result": str(out / "result.json"),
                "summary": str(out / "summary.md"),
            }
        ),
        file=sys.stderr,
    )
    return EXIT[result.verdict]


if __name__ == "__main__":
    sys.exit(main())
