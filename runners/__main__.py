"""`python -m runners run --spec job.json [--out DIR] [--bridge-repo P] [--downstream-repo P]`.

Exit code: 0 Pass, 1 Fail, 3 Blocked, 2 bad invocation (nothing was run).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from pydantic import ValidationError

from runners.contract import Verdict

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
    r.add_argument("--quiet", action="store_true", help="do not echo the job's output")
    return p


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
