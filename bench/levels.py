"""Score `plan` against labelled Megatron-Bridge pull requests (shared/bench/devset.jsonl), time it, and
measure its GPU cost on the natural mix of recent Bridge commits.

    .venv/bin/python bench/levels.py [--devset PATH [PATH ...]] [--bridge-repo PATH] [--config-dir DIR]
                                     [--natural-mix N] [--cold-sample N] [--planner rules|reach|gated|scored]
                                     [--no-reach] [--cache-dir DIR] [--verbose]

Each row's diff is read with `git diff <sha>^ <sha>` through bot.core.diffsource, the same code path as
`bridge-validate plan --repo`, and planned with bot.core.plan.make_plan, with the downstream reach of the Bridge
tree at `<sha>` (bot.infra.graphcache; `--planner rules` or `--no-reach`: path and content rules only; `--planner
gated`: the rules, with the parallelism and architecture levels only where the call graph shows downstream reach;
`--planner scored`: the gated plan through the level scorer of configs/level_scorer.yaml).

Printed per split (`tune`, `check`, then any other split the file holds, such as a set labelled aside) and
framework: recall of the labelled levels (micro-averaged over
(PR, level) pairs), precision, the exact-set match rate; the tune - check gap; plan latency per PR (diff +
reach + plan) p50/p95: cold (empty cache, on a sample of rows), new tree (module summaries cached by blob id,
the tree itself new: what a new PR head costs), warm (the tree's reach cached on disk, a new process), warm in
memory (the same head planned again in one process, as the App does on a re-run); the natural mix: mean estimated
GPU-minutes per commit over N random recent first-parent commits of the repo's default branch (the most recent
1000, `random.Random(20261123)`); then every missed and extra level of the `tune` rows with what the planner
found, so each difference can be explained. Rows of other splits than `tune` are scored, never itemised: tuning
on them is what the split guards against. A benchmark, not a test: it prints figures and exits 0 unless it cannot run.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import get_args

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.core.config import DEFAULT_CONFIG_DIR, ConfigError
from bot.core.diffsource import DiffSourceError, from_git
from bot.core.models import FRAMEWORKS, Plan, PlannerKind
from bot.core.plan import make_plan
from bot.core.reach import DownstreamReach
from bot.core.rules import Rules, load_rules
from bot.infra import collector
from bot.infra.graphcache import ReachCache

_HERE = Path(__file__).resolve().parent
_CANDIDATES = [_HERE.parent.parent / "shared" / "bench" / "devset.jsonl", Path("/work/shared/bench/devset.jsonl")]
DEFAULT_DEVSET = next((p for p in _CANDIDATES if p.exists()), _CANDIDATES[0])
DEFAULT_REPO = "/work/.mirror/NVIDIA-NeMo+Megatron-Bridge/repo"
_LABEL_KEY = {"nemo-rl": "nemo_rl", "verl": "verl"}
_PLANNER_TEXT = {
    "rules": "rules only",
    "reach": "reach + content rules",
    "gated": "gated (rules; parallelism and architecture levels only where downstream reaches)",
    "scored": "scored (the gated plan through the level scorer, configs/level_scorer.yaml)",
}
MIX_SEED = 20261123
MIX_WINDOW = 1000
COLD_SAMPLE = 20


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

    def exact_rate(self) -> float:
        return self.exact / self.rows if self.rows else 1.0


def _surfaces_text(plan: Plan) -> str:
    seen: dict[str, None] = {}
    for f in plan.findings:
        if f.surface.value != "none":
            seen.setdefault(f"{f.surface.value}[{f.rule_id}]", None)
    return ", ".join(seen) or "none"


def _pct(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    return s[min(len(s) - 1, round(q * (len(s) - 1)))]


def _plan_one(
    repo: str,
    sha: str,
    rules: Rules,
    cache: ReachCache | None,
    planner: PlannerKind = "reach",
    base: str | None = None,
) -> tuple[Plan, float]:
    """Plan one change: `base..sha`, or the commit alone (`sha^..sha`) where the row names no base.

    A row labelled from an unmerged pull request carries `base`, its merge base with main: the diff GitHub shows.
    """
    t0 = time.perf_counter()
    inp = from_git(repo, base or f"{sha}^", sha)
    reach: DownstreamReach | None = cache.reach_for(repo, sha, rules) if cache is not None else None
    lines = cache.lines if cache is not None else None  # the files' line analyses, as the App keeps them
    with collector.paused():  # as the `plan` command and the App plan (bot.infra.collector)
        plan = make_plan(inp, rules, reach=reach, planner=planner, lines=lines)
    if lines is not None:
        lines.flush()
    return plan, time.perf_counter() - t0


def _splits(rows: list[dict]) -> list[str]:
    """tune and check first, then any other split the file holds (a set labelled aside), then all."""
    seen = {row.get("split", "tune") for row in rows}
    return ["tune", "check", *sorted(seen - {"tune", "check", "all"}), "all"]


def _score(rows: list[dict], plans: dict[str, Plan]) -> dict[str, dict[str, Tally]]:
    out: dict[str, dict[str, Tally]] = {}
    for split in _splits(rows):
        out[split] = {fw: Tally() for fw in FRAMEWORKS}
    for row in rows:
        plan = plans.get(row["sha"])
        if plan is None:
            continue
        for split in (row.get("split", "tune"), "all"):
            for fw in FRAMEWORKS:
                want = set(row[_LABEL_KEY[fw]])
                got = set(plan.levels.get(fw, []))
                t = out[split][fw]
                t.rows += 1
                t.tp += len(want & got)
                t.fn += len(want - got)
                t.fp += len(got - want)
                t.exact += want == got
                if split == "tune":
                    subject = row.get("subject", "")[:70]
                    for n in sorted(want - got):
                        t.misses.append(f"#{row.get('pr')} L{n} {subject!r} found: {_surfaces_text(plan)}")
                    for n in sorted(got - want):
                        t.extras.append(f"#{row.get('pr')} L{n} {subject!r} found: {_surfaces_text(plan)}")
    return out


def natural_mix(
    repo: str, rules: Rules, cache: ReachCache | None, n: int, progress: bool = False, planner: PlannerKind = "reach"
) -> tuple[list[float], int]:
    head = subprocess.run(
        ["git", "-C", repo, "rev-list", "--first-parent", "-n", str(MIX_WINDOW), "HEAD"],
        capture_output=True, text=True, check=True,
    ).stdout.split()
    pick = random.Random(MIX_SEED).sample(head, min(n, len(head)))
    est: list[float] = []
    errors = 0
    for sha in pick:
        try:
            plan, _ = _plan_one(repo, sha, rules, cache, planner)
        except DiffSourceError:
            errors += 1
            continue
        est.append(plan.estimate_gpu_minutes)
        if progress and len(est) % 25 == 0:
            print(f"  natural mix: {len(est)} commits planned, running mean {statistics.mean(est):.1f}", flush=True)
    return est, errors


def _print_scores(
    args: argparse.Namespace,
    plans: dict[str, Plan],
    errors: list[str],
    scores: dict[str, dict[str, Tally]],
    timings: tuple[tuple[str, list[float]], ...],
) -> None:
    print(
        f"dev set: {' '.join(str(p) for p in args.devset)} ({len(plans)} PRs scored, {len(errors)} unreadable); "
        f"Bridge repo: {args.bridge_repo}; planner: {_PLANNER_TEXT[args.planner]}"
    )
    head = f"{'split':6} {'framework':10} {'recall':>7} {'precision':>9} {'exact':>7}"
    print(f"{head}   rows  (PR,level) pairs: tp fn fp")
    for split in scores:
        for fw in FRAMEWORKS:
            t = scores[split][fw]
            print(
                f"{split:6} {fw:10} {t.recall():7.3f} {t.precision():9.3f} {t.exact_rate():7.3f}   {t.rows:4}  "
                f"{t.tp} {t.fn} {t.fp}"
            )
    for fw in FRAMEWORKS:
        a, b = scores["tune"][fw], scores["check"][fw]
        print(
            f"gap tune-check {fw:8}: recall {a.recall() - b.recall():+.3f}"
            f"  precision {a.precision() - b.precision():+.3f}"
            f"  exact {a.exact_rate() - b.exact_rate():+.3f}"
        )
    if plans:
        est = [p.estimate_gpu_minutes for p in plans.values()]
        full = [p.full_estimate_gpu_minutes for p in plans.values()]
        print(
            f"dev set mean estimated GPU-minutes per PR: {statistics.mean(est):.1f} planned vs "
            f"{statistics.mean(full):.1f} running every level"
        )
    load = os.getloadavg()
    print(f"plan latency (load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f} on {os.cpu_count()} CPUs):")
    for name, xs in timings:
        if xs:
            print(f"plan latency {name:20}: p50 {_pct(xs, 0.5):.2f} s  p95 {_pct(xs, 0.95):.2f} s  ({len(xs)} PRs)")
    for fw in FRAMEWORKS:
        t = scores["tune"][fw]
        print(f"\n{fw} tune misses ({len(t.misses)}):")
        for line in t.misses:
            print(f"  {line}")
        print(f"{fw} tune extras ({len(t.extras)}):")
        for line in t.extras:
            print(f"  {line}")
    if errors:
        print("\nunreadable rows:")
        for e in errors:
            print(f"  {e}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument(
        "--devset", type=Path, nargs="+", default=[DEFAULT_DEVSET],
        help="labelled rows (JSON lines); several files are scored together, each row by its own split "
        "(the sets labelled aside: bench/data/aside1.jsonl bench/data/aside2.jsonl)",
    )
    ap.add_argument(
        "--bridge-repo",
        default=os.environ.get("BRIDGE_REPO", DEFAULT_REPO),
        help="Megatron-Bridge clone (bare works); default $BRIDGE_REPO or the local mirror",
    )
    ap.add_argument("--config-dir", type=Path, default=DEFAULT_CONFIG_DIR)
    ap.add_argument("--natural-mix", type=int, default=200, metavar="N", help="commits for the natural mix (0: skip)")
    ap.add_argument(
        "--planner",
        choices=get_args(PlannerKind),
        default="reach",
        help="rules: path and content rules only; reach: the call graph with content rules on reached lines; "
        "gated: the rules, with configs/levels.yaml's reach_gated levels from the call graph; "
        "scored: the gated plan through configs/level_scorer.yaml",
    )
    ap.add_argument("--no-reach", action="store_true", help="the same as --planner rules")
    ap.add_argument("--cache-dir", type=Path, help="reach cache (default: a fresh temporary directory)")
    ap.add_argument("--verbose", "-v", action="store_true", help="print every tune row's levels")
    ap.add_argument("--no-warm", action="store_true", help="skip the warm latency passes")
    ap.add_argument("--mix-only", action="store_true", help="only the natural mix (no dev set scoring or timing)")
    ap.add_argument(
        "--cold-sample", type=int, default=COLD_SAMPLE, metavar="N", help="rows timed with an empty cache (0: skip)"
    )
    args = ap.parse_args(argv)
    if args.no_reach:
        args.planner = "rules"

    try:
        rules = load_rules(args.config_dir)
        rows = [
            json.loads(line)
            for path in args.devset
            for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()
        ]
    except (ConfigError, OSError, json.JSONDecodeError) as exc:
        print(f"bench/levels.py: {exc}", file=sys.stderr)
        return 2

    if args.mix_only:
        rows = []
    tmp_dir = tempfile.TemporaryDirectory(prefix="bv-bench-")  # removed when the process ends
    tmp = tmp_dir.name
    cache_dir = args.cache_dir or Path(tmp) / "cache"
    use_reach = args.planner != "rules"
    # cold: an empty cache for each of a sample of rows (every module parsed)
    cold: list[float] = []
    if use_reach:
        for row in rows[: args.cold_sample]:
            with tempfile.TemporaryDirectory(prefix="bv-cold-") as one:
                try:
                    cold_args = (args.bridge_repo, row["sha"], rules, ReachCache(one), args.planner, row.get("base"))
                    cold.append(_plan_one(*cold_args)[1])
                except DiffSourceError:
                    pass
    # new tree: the shared cache knows earlier trees' modules by blob id, not this tree
    cache = ReachCache(cache_dir) if use_reach else None
    plans: dict[str, Plan] = {}
    new_tree: list[float] = []
    errors: list[str] = []
    for row in rows:
        try:
            plan, dt = _plan_one(args.bridge_repo, row["sha"], rules, cache, args.planner, row.get("base"))
        except DiffSourceError as exc:
            errors.append(f"#{row.get('pr')} {row['sha'][:10]}: {exc}")
            continue
        plans[row["sha"]] = plan
        new_tree.append(dt)
        if args.verbose and row.get("split") == "tune":
            print(
                f"#{row.get('pr')} nemo-rl {plan.levels['nemo-rl']} (want {row['nemo_rl']}) "
                f"verl {plan.levels['verl']} (want {row['verl']}) {row.get('subject', '')[:60]}"
            )
    # warm: a new process's view (memory empty), the tree's reach on disk
    warm: list[float] = []
    in_memory: list[float] = []
    rebuilt = 0  # trees the warm pass found no longer on disk (the cache keeps a bounded number)
    if use_reach and not args.no_warm:
        warm_cache = ReachCache(cache_dir)
        for row in rows:
            try:
                again = (args.bridge_repo, row["sha"], rules, warm_cache, args.planner, row.get("base"))
                warm.append(_plan_one(*again)[1])
                # the same head again in the same process (a running App re-planning a PR): reach in memory
                in_memory.append(_plan_one(*again)[1])
            except DiffSourceError:
                pass
        rebuilt = warm_cache.stats["built"]
    scores = _score(rows, plans)
    if rows:
        timings = (
            ("cold (empty cache)", cold),
            ("new tree", new_tree),
            ("warm (tree on disk)", warm),
            ("warm (in memory)", in_memory),
        )
        _print_scores(args, plans, errors, scores, timings)
        if rebuilt:
            print(
                f"note: {rebuilt} of {len(warm)} trees of the warm pass were no longer on disk (the reach cache keeps "
                "a bounded number of trees) and were rebuilt: the warm figures include those builds"
            )
    mix, mix_err = (
        natural_mix(args.bridge_repo, rules, cache, args.natural_mix, progress=True, planner=args.planner)
        if args.natural_mix
        else ([], 0)
    )
    # before: the same commits planned as before the call graph (path and content rules alone)
    before: list[float] = []
    if args.natural_mix and use_reach:
        before, _ = natural_mix(args.bridge_repo, rules, None, args.natural_mix)
    if mix:
        print(
            f"natural mix: {len(mix)} random recent first-parent commits (seed {MIX_SEED}, last {MIX_WINDOW}; "
            f"{mix_err} unreadable): mean {statistics.mean(mix):.1f} estimated GPU-minutes per commit, "
            f"median {statistics.median(mix):.1f}, something planned on {sum(1 for x in mix if x > 0)}"
        )
    if before:
        print(
            f"natural mix before (path and content rules alone, the planner without the call graph): mean "
            f"{statistics.mean(before):.1f} estimated GPU-minutes per commit, median {statistics.median(before):.1f}, "
            f"something planned on {sum(1 for x in before if x > 0)}"
        )
    tmp_dir.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
