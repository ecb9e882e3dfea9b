"""Score `plan` against labelled Megatron-Bridge pull requests (shared/bench/devset.jsonl).

    .venv/bin/python bench/levels.py [--devset PATH] [--bridge-repo PATH] [--config-dir DIR] [--verbose]

Each row's diff is read with `git diff <sha>^ <sha>` through bot.core.diffsource, the same code path as
`bridge-validate plan --repo`, and planned with bot.core.plan.make_plan. Printed per framework: recall of the
labelled levels (micro-averaged over (PR, level) pairs), precision, the exact-set match rate, and the mean
estimated GPU-minutes per PR against running every level; then every missed and every extra level with the
surfaces the classifier found, so each difference can be explained. A benchmark, not a test: it prints
figures and exits 0 unless it cannot run.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.core.config import DEFAULT_CONFIG_DIR, ConfigError
from bot.core.diffsource import DiffSourceError, from_git
from bot.core.models import FRAMEWORKS, Plan
from bot.core.plan import make_plan
from bot.core.rules import load_rules

DEFAULT_DEVSET = Path(__file__).resolve().parent.parent.parent / "shared" / "bench" / "devset.jsonl"
DEFAULT_REPO = "/work/.mirror/NVIDIA-NeMo+Megatron-Bridge/repo"
_LABEL_KEY = {"nemo-rl": "nemo_rl", "verl": "verl"}


@dataclass
class Tally:
    tp: int = 0
    fn: int = 0
    fp: int = 0
    exact: int = 0
    rows: int = 0
    misses: list[str] = field(default_factory=list)
    extras: list[str] = field(default_factory=list)

    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0


def _surfaces_text(plan: Plan) -> str:
    seen: dict[str, None] = {}
    for f in plan.findings:
        if f.surface.value != "none":
            seen.setdefault(f"{f.surface.value}[{f.rule_id}]", None)
    return ", ".join(seen) or "none"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--devset", type=Path, default=DEFAULT_DEVSET)
    ap.add_argument(
        "--bridge-repo",
        default=os.environ.get("BRIDGE_REPO", DEFAULT_REPO),
        help="Megatron-Bridge clone (bare works); default $BRIDGE_REPO or the local mirror",
    )
    ap.add_argument("--config-dir", type=Path, default=DEFAULT_CONFIG_DIR)
    ap.add_argument("--verbose", "-v", action="store_true", help="print every row's levels")
    ap.add_argument("--patch-only", action="store_true",
                    help="classify from the patches alone, as the App does with GitHub's pull-files API")
    args = ap.parse_args(argv)

    try:
        rules = load_rules(args.config_dir)
        rows = [
            json.loads(line) for line in args.devset.read_text(encoding="utf-8").splitlines() if line.strip()
        ]
    except (ConfigError, OSError, json.JSONDecodeError) as exc:
        print(f"bench/levels.py: {exc}", file=sys.stderr)
        return 2

    tally = {fw: Tally() for fw in FRAMEWORKS}
    est: list[float] = []
    full: list[float] = []
    errors: list[str] = []
    for row in rows:
        sha, pr, subject = row["sha"], row.get("pr"), row.get("subject", "")
        try:
            inp = from_git(args.bridge_repo, f"{sha}^", sha, with_sources=not args.patch_only)
            plan = make_plan(inp, rules)
        except DiffSourceError as exc:
            errors.append(f"#{pr} {sha[:10]}: {exc}")
            continue
        est.append(plan.estimate_gpu_minutes)
        full.append(plan.full_estimate_gpu_minutes)
        for fw in FRAMEWORKS:
            want = set(row[_LABEL_KEY[fw]])
            got = set(plan.levels.get(fw, []))
            t = tally[fw]
            t.rows += 1
            t.tp += len(want & got)
            t.fn += len(want - got)
            t.fp += len(got - want)
            t.exact += want == got
            for n in sorted(want - got):
                t.misses.append(f"#{pr} L{n} {subject[:70]!r} found: {_surfaces_text(plan)}")
            for n in sorted(got - want):
                t.extras.append(f"#{pr} L{n} {subject[:70]!r} found: {_surfaces_text(plan)}")
        if args.verbose:
            print(
                f"#{pr} nemo-rl {plan.levels['nemo-rl']} (want {row['nemo_rl']}) "
                f"verl {plan.levels['verl']} (want {row['verl']}) {subject[:60]}"
            )

    n = len(est)
    print(
        f"dev set: {args.devset} ({n} PRs scored, {len(errors)} unreadable); Bridge repo: {args.bridge_repo}"
    )
    print(f"{'framework':10} {'recall':>7} {'precision':>9} {'exact':>7}   (PR,level) pairs: tp fn fp")
    for fw in FRAMEWORKS:
        t = tally[fw]
        print(
            f"{fw:10} {t.recall():7.3f} {t.precision():9.3f} {t.exact / max(t.rows, 1):7.3f}   "
            f"{t.tp} {t.fn} {t.fp}"
        )
    if n:
        mean_est, mean_full = sum(est) / n, sum(full) / n
        print(
            f"mean estimated GPU-minutes per PR: {mean_est:.1f} planned vs {mean_full:.1f} "
            "running every level "
            f"({100 * mean_est / mean_full if mean_full else 0:.1f}%)"
        )
    for fw in FRAMEWORKS:
        t = tally[fw]
        print(f"\n{fw} misses ({len(t.misses)}):")
        for line in t.misses:
            print(f"  {line}")
        print(f"{fw} extras ({len(t.extras)}):")
        for line in t.extras:
            print(f"  {line}")
    if errors:
        print("\nunreadable rows:")
        for e in errors:
            print(f"  {e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
