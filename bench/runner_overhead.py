"""The runner's own overhead per job: all that `python -m runners run` does except the job's command.

Runs a fixture job whose command does nothing (tests/functional/hold.py with a 0 s hold) N times through a
real `python -m runners run` subprocess against the fixture Bridge / NeMo-RL checkouts (real git
repositories), and prints median and p90 of:
- in-runner overhead = result.evidence.timings total_s - commands_s (repo state, PYTHONPATH, import checks,
  preflight, ray stop, log handling, metrics, triage, result.json and summary.md);
- wall overhead = subprocess wall time - commands_s (adds interpreter start and imports);
- each procedure step's own duration.

    python bench/runner_overhead.py [--runs 20] [--uses-ray] [--json]

--uses-ray includes the Ray worker import check (a fresh local Ray instance) and `ray stop --force` (which
stops every Ray cluster of this user on the host: do not use it on a shared machine).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from fixtures.builders import fixture_env, make_bridge_repo, make_downstream, python_job_spec  # noqa: E402

from runners.contract import JobResult  # noqa: E402


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--uses-ray", action="store_true")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="bv-overhead-"))
    bridge, _ = make_bridge_repo(tmp / "Megatron-Bridge")
    down, _ = make_downstream("nemo-rl", tmp / "nemo-rl")
    spec = python_job_spec("overhead", "tests/functional/hold.py", gpus=0, env={"FIXTURE_HOLD_SECONDS": "0"})
    spec.uses_ray = args.uses_ray
    spec_path = tmp / "job.json"
    spec_path.write_text(spec.model_dump_json())
    env = fixture_env()
    inside, wall, commands = [], [], []
    phases: dict[str, list[float]] = {}
    for i in range(args.runs):
        out = tmp / f"out-{i}"
        t0 = time.perf_counter()
        argv = [sys.executable, "-m", "runners", "run", "--spec", str(spec_path), "--out", str(out),
                "--bridge-repo", str(bridge), "--downstream-repo", str(down), "--quiet"]
        p = subprocess.run(argv, env=env, capture_output=True, text=True, check=False)
        elapsed = time.perf_counter() - t0
        r = JobResult.model_validate_json((out / "result.json").read_text())
        if p.returncode != 0:
            print(f"run {i}: {r.verdict.value}: {r.reason}", file=sys.stderr)
            return 1
        t = r.evidence.timings
        commands.append(t["commands_s"])
        inside.append(t["runner_overhead_s"])
        wall.append(elapsed - t["commands_s"])
        for c in r.evidence.checks:
            key = c.name
            if key.startswith(("step ", "preflight: ")) or key == "run":
                continue  # the job's command, and preflight items (their total is the "preflight" check)
            phases.setdefault(key, [0.0] * args.runs)[i] += c.duration_s
    report = {
        "runs": args.runs,
        "uses_ray": args.uses_ray,
        "command_s": {"median": statistics.median(commands), "p90": pct(commands, 0.9)},
        "runner_overhead_s": {"median": statistics.median(inside), "p90": pct(inside, 0.9)},
        "wall_overhead_s": {"median": statistics.median(wall), "p90": pct(wall, 0.9)},
        "phases_median_s": {k: round(statistics.median(v), 4) for k, v in phases.items()},
    }
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"runner overhead per job, {args.runs} runs of a no-op fixture job (uses_ray={args.uses_ray}), "
          f"{sys.platform}, python {sys.version.split()[0]}")
    print(f"  the job's command itself:      median {report['command_s']['median']:.3f} s, "
          f"p90 {report['command_s']['p90']:.3f} s")
    for key, label in (("runner_overhead_s", "in-runner overhead"),
                       ("wall_overhead_s", "wall overhead (+startup)")):
        print(f"  {label + ':':31} median {report[key]['median']:.3f} s, p90 {report[key]['p90']:.3f} s")
    steps = ", ".join(f"{k} {v:.3f} s" for k, v in report["phases_median_s"].items())
    print(f"  per procedure step (median): {steps}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
