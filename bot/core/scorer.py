"""The level scorer: a scored second look at each level the gated planner proposes.

The path, content and reach rules propose levels, each with its evidence. Which kinds of evidence a maintainer
actually acts on is learned from labelled pull requests (`scripts/train_level_scorer.py`: the dev set's `tune` rows and
the sets labelled aside, never `check`), as one logistic score per proposed level over features of its evidence
(which rule or entry point, which kind, how much of it) and of the change. `configs/level_scorer.yaml` holds the
weights and the threshold as data; this module reads them and is pure. The scorer only removes: a kept level keeps
its evidence chain, a removed one is named in the plan's notes with its score, and any kept level keeps the
framework's Level 0 (the conventions: every level implies the smoke).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from bot.core.classify import (
    EXPERT_PARALLEL_RULE,
    IMPORTS_ONLY_RULE,
    NEW_FAMILY_RULE,
    RENAMES_ONLY_RULE,
    UNCOVERED_RULE,
)
from bot.core.config import ConfigError, read_yaml, validate_entry
from bot.core.levels import LevelTable
from bot.core.models import FRAMEWORKS, ChangedFile, Framework, LevelDecision

# The per-family architecture rule is one rule applied to many families: scored as one (`family-arch:qwen_vl` ->
# `family-arch`), so a weight never stands for one family seen in a few examples
_FAMILY_ARCH = "family-arch"
BUILTIN_IDS = frozenset(
    {
        "default", _FAMILY_ARCH, UNCOVERED_RULE, NEW_FAMILY_RULE, IMPORTS_ONLY_RULE, RENAMES_ONLY_RULE,
        EXPERT_PARALLEL_RULE,
    }
)
_EVIDENCE_KINDS = ("reach", "import", "rule", "request", "conservative")
# Features that take a number (log(1 + count)) or a flag, named once here and in `features`
_SCALARS = frozenset({"n_evidence", "n_paths", "n_src_files", "n_files", "n_levels", "same_level_other_framework",
                      "only_conservative", "only_rule", "only_reach", "paths_in_models"})
_FEATURE = re.compile(
    r"^(?:(?P<scalar>[a-z_]+)|level:(?P<fw>[a-z-]+):(?P<n>\d+)|kind:(?P<kind>[a-z]+)"
    r"|evidence:(?P<ekind>[a-z]+):(?P<id>[a-z0-9][a-z0-9_.-]*))$"
)


class LevelScorer(BaseModel):
    """The validated `configs/level_scorer.yaml`."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    trained_on: list[str] = Field(min_length=1, description="the labelled sets the weights were fitted on")
    trained_at: str = Field(description="the planner code the training plans came from (commit)")
    threshold: float = Field(gt=0.0, lt=1.0, description="a proposed level scoring below it is left out")
    # A second, higher bar for running anything at all: a framework whose strongest proposed level scores under it
    # runs nothing. Weak evidence for every level is what a Bridge-only change looks like (a guarded branch in code
    # downstream calls, a setting downstream never sets); once one level clears it, the others need only `threshold`.
    # Chosen on sets labelled aside that the weights were not fitted on (README), not by the training script.
    run_threshold: float | None = Field(
        default=None, gt=0.0, lt=1.0, description="a framework whose best proposed level scores below it runs nothing"
    )
    bias: float
    weights: dict[str, float]

    def score(self, feats: Mapping[str, float]) -> float:
        z = self.bias + sum(self.weights.get(k, 0.0) * v for k, v in feats.items())
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


def load_level_scorer(path: Path, levels: LevelTable, known_ids: Iterable[str]) -> LevelScorer:
    """Read and check the scorer; every feature must be one `features` can produce for these rules, or the file and
    the entry are named (a rule renamed since training would otherwise leave a weight that never fires)."""
    data = read_yaml(path)
    if not isinstance(data, dict):
        raise ConfigError(path, "expected a top-level mapping")
    scorer = validate_entry(path, "level_scorer", LevelScorer, data)
    if scorer.run_threshold is not None and scorer.run_threshold < scorer.threshold:
        raise ConfigError(path, "must not be below threshold (a level that clears it would still run)",
                          entry="run_threshold")
    if "check" in scorer.trained_on:
        raise ConfigError(path, "the check split is for measuring, never for fitting", entry="trained_on")
    ids = frozenset(known_ids) | BUILTIN_IDS
    for name in scorer.weights:
        m = _FEATURE.match(name)
        why = None
        if m is None:
            why = "not a feature name"
        elif m["scalar"] is not None and m["scalar"] not in _SCALARS:
            why = f"unknown feature (known: {', '.join(sorted(_SCALARS))})"
        elif m["fw"] is not None:
            if m["fw"] not in FRAMEWORKS:
                why = f"unknown framework {m['fw']!r}"
            elif int(m["n"]) not in {lv.number for lv in levels.levels(m["fw"])}:
                why = f"{m['fw']} has no Level {m['n']}"
        elif m["kind"] is not None and m["kind"] not in _EVIDENCE_KINDS:
            why = f"unknown evidence kind {m['kind']!r}"
        elif m["ekind"] is not None and (m["ekind"] not in _EVIDENCE_KINDS or m["id"] not in ids):
            why = f"no rule or entry point {m['id']!r} of evidence kind {m['ekind']!r} in configs/"
        if why:
            raise ConfigError(path, why, entry=f"weights.{name}")
    return scorer


def _evidence_id(rule: str | None, entry: str | None) -> str | None:
    key = rule or entry
    return key.split(":", 1)[0] if key else None


def features(
    decision: LevelDecision, planned: Mapping[Framework, Iterable[int]], files: list[ChangedFile]
) -> dict[str, float]:
    """What the scorer reads about one proposed level: its evidence and the change around it."""
    fw, n = decision.framework, decision.level
    kinds = {e.kind for e in decision.evidence}
    f: dict[str, float] = {f"level:{fw}:{n}": 1.0}
    f.update({f"kind:{k}": 1.0 for k in kinds})
    for e in decision.evidence:
        key = _evidence_id(e.rule, e.entry)
        if key:
            f[f"evidence:{e.kind}:{key}"] = 1.0
    if kinds == {"conservative"}:
        f["only_conservative"] = 1.0
    if kinds == {"rule"}:
        f["only_rule"] = 1.0
    if kinds == {"reach"}:
        f["only_reach"] = 1.0
    f["n_evidence"] = math.log1p(len(decision.evidence))
    f["n_paths"] = math.log1p(len(decision.paths))
    if decision.paths and all("/models/" in p for p in decision.paths):
        f["paths_in_models"] = 1.0
    f["n_src_files"] = math.log1p(sum(1 for c in files if c.path.startswith("src/")))
    f["n_files"] = math.log1p(len(files))
    f["n_levels"] = math.log1p(len(list(planned.get(fw, ()))))
    other = next(o for o in FRAMEWORKS if o != fw)
    if n in set(planned.get(other, ())):
        f["same_level_other_framework"] = 1.0
    return f


def apply_scorer(
    decided: Mapping[Framework, dict[int, LevelDecision]], scorer: LevelScorer, files: list[ChangedFile]
) -> tuple[dict[Framework, dict[int, LevelDecision]], list[str]]:
    """The decisions the scorer keeps, each with its score in its reasons, and a note per level it leaves out."""
    planned = {fw: sorted(decided.get(fw, {})) for fw in FRAMEWORKS}
    kept: dict[Framework, dict[int, LevelDecision]] = {fw: {} for fw in FRAMEWORKS}
    notes: list[str] = []
    for fw in FRAMEWORKS:
        scored = {n: scorer.score(features(d, planned, files)) for n, d in decided.get(fw, {}).items()}
        keep = {n for n, s in scored.items() if s >= scorer.threshold}
        if keep - {0} and 0 in scored:
            keep.add(0)  # any level implies the smoke
        best = max(scored.values(), default=0.0)
        weak = scorer.run_threshold is not None and bool(keep) and best < scorer.run_threshold
        if weak:
            keep = set()
        for n in sorted(scored):
            d = decided[fw][n]
            if n in keep:
                kept[fw][n] = d.model_copy(update={"reasons": [*d.reasons, f"level scorer score {scored[n]:.2f}"]})
                continue
            shown = "; ".join(e.text() for e in d.evidence[:2]) or "no evidence"
            why = (
                f"score {scored[n]:.2f}; no {fw} level reaches the run threshold {scorer.run_threshold:.2f}, best "
                f"{best:.2f}"
                if weak
                else f"score {scored[n]:.2f} < {scorer.threshold:.2f}"
            )
            notes.append(f"{fw} Level {n} left out by the level scorer ({why}, configs/level_scorer.yaml): {shown}")
    return kept, notes
