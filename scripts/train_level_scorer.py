"""Fit the level scorer (`configs/level_scorer.yaml`, read by `bot.core.scorer`) on labelled Bridge pull requests.

Every labelled row (the dev set's `tune` rows and the sets labelled aside in bench/data/aside*.jsonl, minus those
named by --hold-out) is planned with the gated planner at its commit; each level it proposes becomes one example,
labelled by whether the row asks for that level, described by `bot.core.scorer.features`. One L2-regularised logistic
regression is fitted by gradient descent. The threshold is chosen by 5-fold cross-validation over rows, never by a
held-out row: the highest one at which the folds' recall of the labelled levels drops by at most --recall-slack
in each framework (a missed level is a regression reaching downstream unseen; an extra one costs GPU hours).
The `check` split is never read.

Usage: python scripts/train_level_scorer.py [--repo BRIDGE_GIT] [--hold-out aside22,...] [--cache DIR]
       [--examples FILE] [--write]
Needs numpy (the dev extras); rerun after a change to the planner or its rules, and commit the file it writes.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile
from collections import defaultdict
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np
import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.core.config import DEFAULT_CONFIG_DIR  # noqa: E402
from bot.core.diffsource import from_git  # noqa: E402
from bot.core.models import FRAMEWORKS  # noqa: E402
from bot.core.plan import make_plan  # noqa: E402
from bot.core.rules import load_rules  # noqa: E402
from bot.core.scorer import features  # noqa: E402
from bot.infra import collector  # noqa: E402
from bot.infra.graphcache import ReachCache  # noqa: E402

DEVSET = next(
    (p for p in (ROOT.parent / "shared/bench/devset.jsonl", Path("/work/shared/bench/devset.jsonl")) if p.exists()),
    ROOT.parent / "shared/bench/devset.jsonl",
)
REPO = "/work/.mirror/NVIDIA-NeMo+Megatron-Bridge/repo"
LABEL = {"nemo-rl": "nemo_rl", "verl": "verl"}
MIN_SUPPORT = 5  # a feature seen on fewer training examples gets no weight
LAMBDA = 3.0
GRID = [round(0.05 * i, 2) for i in range(1, 11)]
Example = tuple[str, str, int, dict[str, float]]  # (row sha, framework, labelled?, features) of one proposed level


def load_rows(hold_out: set[str]) -> list[dict[str, Any]]:
    rows = [json.loads(x) for x in DEVSET.read_text().splitlines() if x.strip()]
    rows = [r for r in rows if r.get("split", "tune") == "tune"]
    for f in sorted((ROOT / "bench/data").glob("aside*.jsonl")):
        rows += [json.loads(x) for x in f.read_text().splitlines() if x.strip()]
    return [r for r in rows if r.get("split", "tune") not in hold_out and r.get("split") != "check"]


def planner_fingerprint() -> str:
    """What the gated planner's proposals depend on: the planning code and the rules (not the scorer's weights)."""
    h = hashlib.sha256()
    files = [*(ROOT / "bot/core").rglob("*.py"), *DEFAULT_CONFIG_DIR.rglob("*.yaml")]
    for p in sorted(f for f in files if f.name != "level_scorer.yaml"):
        h.update(p.relative_to(ROOT).as_posix().encode() + b"\0" + p.read_bytes())
    return h.hexdigest()[:16]


def examples(rows: list[dict[str, Any]], repo: str, cache_dir: str, saved: Path | None = None) -> list[Example]:
    """(row sha, framework, label, features) for every level the gated planner proposes. With `saved`, each row's
    proposals are kept there (JSON lines, under the planner's fingerprint) and reused by the next run: planning every
    labelled row takes hours on a small machine, and an interrupted run resumes where it stopped."""
    rules = load_rules(DEFAULT_CONFIG_DIR)
    cache = ReachCache(cache_dir)
    mark = planner_fingerprint()
    known: dict[tuple[str, str], list[Any]] = {}
    if saved is not None and saved.exists():
        for line in saved.read_text().splitlines():
            k = json.loads(line)
            if k["planner"] == mark:
                known[(k["sha"], k["base"])] = k["proposed"]
    out: list[Example] = []
    for i, r in enumerate(rows):
        base = r.get("base") or f"{r['sha']}^"
        proposed = known.get((r["sha"], base))
        if proposed is None:
            inp = from_git(repo, base, r["sha"])
            with collector.paused():
                reach = cache.reach_for(repo, r["sha"], rules)
                plan = make_plan(inp, rules, reach=reach, planner="gated", lines=cache.lines)
            planned = {fw: list(plan.levels.get(fw, [])) for fw in FRAMEWORKS}
            proposed = [[d.framework, d.level, features(d, planned, inp.files)] for d in plan.decisions]
            known[(r["sha"], base)] = proposed
            if saved is not None:
                with saved.open("a") as f:
                    f.write(json.dumps({"planner": mark, "sha": r["sha"], "base": base, "proposed": proposed}) + "\n")
        for fw, level, feats in proposed:
            out.append((r["sha"], fw, int(level in r[LABEL[fw]]), feats))
        if (i + 1) % 50 == 0:
            print(f"planned {i + 1}/{len(rows)}", file=sys.stderr)
    return out


def design(ex: list[Example], names: list[str]) -> np.ndarray:
    idx = {k: i for i, k in enumerate(names)}
    a = np.zeros((len(ex), len(names) + 1))
    a[:, -1] = 1.0
    for i, (_, _, _, f) in enumerate(ex):
        for k, v in f.items():
            if k in idx:
                a[i, idx[k]] = v
    return a


def fit(a: np.ndarray, y: np.ndarray, lam: float = LAMBDA, steps: int = 4000, lr: float = 0.5) -> np.ndarray:
    w = np.zeros(a.shape[1])
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-a @ w))
        w -= lr * (a.T @ (p - y) + lam * np.r_[w[:-1], 0.0]) / len(y)
    return w


def recall_precision(
    ex: list[Example], keep: np.ndarray, labelled: Mapping[str, int]
) -> dict[str, tuple[float, float]]:
    out: dict[str, tuple[float, float]] = {}
    for fw in FRAMEWORKS:
        tp = sum(1 for e, k in zip(ex, keep, strict=True) if e[1] == fw and k and e[2])
        fp = sum(1 for e, k in zip(ex, keep, strict=True) if e[1] == fw and k and not e[2])
        out[fw] = (tp / max(1, labelled[fw]), tp / max(1, tp + fp))
    return out


def _run_threshold() -> float | None:
    """The run threshold of the weights file being replaced (set from held-out sets, not fitted here)."""
    path = DEFAULT_CONFIG_DIR / "level_scorer.yaml"
    doc = yaml.safe_load(path.read_text()) if path.exists() else None
    value = doc.get("run_threshold") if isinstance(doc, dict) else None
    return float(value) if value is not None else None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repo", default=REPO)
    ap.add_argument("--hold-out", default="", help="labelled sets kept out of fitting (comma-separated splits)")
    ap.add_argument("--cache", default=None, help="reach cache directory (default: a temporary one)")
    ap.add_argument("--recall-slack", type=float, default=0.01)
    ap.add_argument("--examples", type=Path, default=None,
                    help="keep each row's proposed levels in this file and reuse them while the planner is unchanged")
    ap.add_argument("--write", action="store_true", help="write configs/level_scorer.yaml")
    args = ap.parse_args()
    hold_out = {s for s in args.hold_out.split(",") if s}
    rows = load_rows(hold_out)
    labelled: dict[str, int] = {fw: sum(len(r[LABEL[fw]]) for r in rows) for fw in FRAMEWORKS}
    ex = examples(rows, args.repo, args.cache or tempfile.mkdtemp(prefix="scorer-cache-"), args.examples)
    support: dict[str, int] = defaultdict(int)
    for e in ex:
        for k in e[3]:
            support[k] += 1
    names = sorted(k for k, c in support.items() if c >= MIN_SUPPORT)
    a, y = design(ex, names), np.array([e[2] for e in ex], dtype=float)

    shas = sorted({e[0] for e in ex})
    np.random.RandomState(0).shuffle(shas)
    fold = {s: i % 5 for i, s in enumerate(shas)}
    cv = np.zeros(len(ex))
    for part in range(5):
        tr = np.array([fold[e[0]] != part for e in ex])
        w = fit(a[tr], y[tr])
        cv[~tr] = 1.0 / (1.0 + np.exp(-a[~tr] @ w))
    base = recall_precision(ex, np.ones(len(ex), dtype=bool), labelled)
    threshold = GRID[0]
    for th in GRID:
        rp = recall_precision(ex, cv >= th, labelled)
        ok = all(base[fw][0] - rp[fw][0] <= args.recall_slack for fw in FRAMEWORKS)
        print(f"cv threshold {th:.2f}: " + ", ".join(f"{fw} R {r:.3f} P {p:.3f}" for fw, (r, p) in rp.items())
              + ("" if ok else "  (recall drop over the slack)"))
        if ok:
            threshold = th
    w = fit(a, y)
    print(f"{len(rows)} rows, {len(ex)} proposed levels, {len(names)} features; unscored "
          + ", ".join(f"{fw} R {r:.3f} P {p:.3f}" for fw, (r, p) in base.items()) + f"; threshold {threshold:.2f}")
    if args.write:
        head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, check=False).stdout.strip()
        doc = {
            "trained_on": sorted({r.get("split", "tune") for r in rows}, key=lambda s: (len(s), s)),
            "trained_at": head or "unknown",
            "threshold": threshold,
            # chosen on held-out labelled sets, not here: carried over from the file being replaced
            **({"run_threshold": kept} if (kept := _run_threshold()) is not None else {}),
            "bias": round(float(w[-1]), 4),
            "weights": {k: round(float(v), 4) for k, v in zip(names, w[:-1], strict=True) if abs(v) >= 1e-4},
        }
        header = (
            "# Written by scripts/train_level_scorer.py (do not edit by hand): the level scorer's weights, fitted\n"
            "# on the labelled sets in trained_on, with the gated planner of trained_at. Read by bot/core/scorer.py.\n"
            "# run_threshold is chosen on sets labelled aside that the weights were not fitted on (README); the "
            "script keeps it.\n"
        )
        (DEFAULT_CONFIG_DIR / "level_scorer.yaml").write_text(header + yaml.safe_dump(doc, sort_keys=False))
        print(f"wrote {DEFAULT_CONFIG_DIR / 'level_scorer.yaml'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
