"""The level scorer (`BRIDGE_VALIDATE_PLANNER=scored`, `plan --scored`): the gated planner's levels, each scored
from its evidence by the weights in configs/level_scorer.yaml (fitted by scripts/train_level_scorer.py on labelled
pull requests, never on the `check` split); a level scoring under the threshold is left out and named in the notes.
"""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from bot.core.config import DEFAULT_CONFIG_DIR, ConfigError
from bot.core.diffsource import from_git
from bot.core.models import ChangedFile, Evidence, LevelDecision
from bot.core.plan import make_plan, unexplained
from bot.core.rules import Rules, load_rules
from bot.core.scorer import LevelScorer, apply_scorer, features, load_level_scorer
from bot.infra.graphcache import ReachCache

BRIDGE = Path("/work/.mirror/NVIDIA-NeMo+Megatron-Bridge/repo")


@pytest.fixture(scope="module")
def rules() -> Rules:
    return load_rules(DEFAULT_CONFIG_DIR)


def _d(fw: str, level: int, kind: str, key: str, path: str = "src/megatron/bridge/x.py") -> LevelDecision:
    ev = Evidence(  # type: ignore[arg-type]
        kind=kind, framework=fw, level=level, rule=key if kind in ("rule", "conservative") else None,
        entry=key if kind in ("reach", "import") else None, downstream="nemo_rl/a.py:1", chain=["x.f"], note=key,
    )
    return LevelDecision(framework=fw, level=level, name=f"L{level}", reasons=[key], evidence=[ev], paths=[path])  # type: ignore[arg-type]


def _scorer(**weights: float) -> LevelScorer:
    return LevelScorer(trained_on=["tune"], trained_at="abc", threshold=0.5, bias=0.0, weights=weights)


FILES = [ChangedFile(path="src/megatron/bridge/x.py", status="modified")]


def test_the_committed_weights_load_and_were_not_fitted_on_check(rules: Rules) -> None:
    assert rules.scorer is not None
    assert "check" not in rules.scorer.trained_on and "tune" in rules.scorer.trained_on
    assert 0 < rules.scorer.threshold < 1


def test_features_name_the_evidence_and_fold_per_family_rules_into_one() -> None:
    d = _d("nemo-rl", 5, "rule", "family-arch:qwen_vl")
    f = features(d, {"nemo-rl": [0, 5], "verl": [0, 4]}, FILES)
    assert f["level:nemo-rl:5"] == 1.0 and f["kind:rule"] == 1.0 and f["only_rule"] == 1.0
    assert f["evidence:rule:family-arch"] == 1.0 and not any("qwen_vl" in k for k in f)
    assert "same_level_other_framework" not in f  # verl has no Level 5 planned
    assert f["n_levels"] == pytest.approx(math.log1p(2))


def test_a_level_under_the_threshold_is_left_out_and_named_with_its_score() -> None:
    decided = {
        "nemo-rl": {0: _d("nemo-rl", 0, "reach", "default"), 3: _d("nemo-rl", 3, "conservative", "bridge-utils"),
                    2: _d("nemo-rl", 2, "reach", "refit")},
        "verl": {},
    }
    scorer = _scorer(**{"evidence:reach:refit": 3.0, "evidence:conservative:bridge-utils": -3.0,
                        "evidence:reach:default": -3.0})
    kept, notes = apply_scorer(decided, scorer, FILES)  # type: ignore[arg-type]
    # 3 scores low: out; 2 scores high; 0 scores low but every kept level implies the smoke
    assert sorted(kept["nemo-rl"]) == [0, 2]
    assert kept["nemo-rl"][2].evidence == decided["nemo-rl"][2].evidence
    assert any(r.startswith("level scorer score 0.9") for r in kept["nemo-rl"][2].reasons)
    assert len(notes) == 1 and notes[0].startswith("nemo-rl Level 3 left out by the level scorer (score 0.05 < 0.50")
    assert "bridge-utils" in notes[0]


def test_the_smoke_alone_can_be_left_out_when_nothing_else_is_kept() -> None:
    decided = {"nemo-rl": {0: _d("nemo-rl", 0, "reach", "default")}, "verl": {}}
    kept, notes = apply_scorer(decided, _scorer(**{"evidence:reach:default": -3.0}), FILES)  # type: ignore[arg-type]
    assert kept["nemo-rl"] == {} and len(notes) == 1


def test_weak_evidence_for_every_level_runs_nothing_under_the_run_threshold() -> None:
    # both levels clear the per-level threshold (0.5), but neither clears the bar for running anything (0.8):
    # what a Bridge-only change looks like; the notes say so for each level
    decided = {
        "nemo-rl": {0: _d("nemo-rl", 0, "reach", "default"), 1: _d("nemo-rl", 1, "rule", "checkpointing")},
        "verl": {0: _d("verl", 0, "reach", "default"), 1: _d("verl", 1, "reach", "checkpoint-save")},
    }
    scorer = LevelScorer(
        trained_on=["tune"], trained_at="abc", threshold=0.5, run_threshold=0.8, bias=0.0,
        weights={"evidence:reach:default": 0.5, "evidence:rule:checkpointing": 1.0,
                 "evidence:reach:checkpoint-save": 3.0},
    )
    kept, notes = apply_scorer(decided, scorer, FILES)  # type: ignore[arg-type]
    assert kept["nemo-rl"] == {}
    nrl = [n for n in notes if n.startswith("nemo-rl ")]
    assert len(nrl) == 2 and all("no nemo-rl level reaches the run threshold 0.80, best 0.73" in n for n in nrl)
    # one strong level (0.95) clears it: the framework runs, and its other levels need only the threshold
    assert sorted(kept["verl"]) == [0, 1] and not any(n.startswith("verl ") for n in notes)


def test_a_run_threshold_below_the_threshold_is_refused(rules: Rules, tmp_path: Path) -> None:
    p = tmp_path / "level_scorer.yaml"
    p.write_text(yaml.safe_dump({"trained_on": ["tune"], "trained_at": "abc", "threshold": 0.4,
                                 "run_threshold": 0.3, "bias": 0.0, "weights": {}}))
    with pytest.raises(ConfigError) as err:
        load_level_scorer(p, rules.levels, [])
    assert "level_scorer.yaml" in str(err.value) and "run_threshold" in str(err.value)


@pytest.mark.parametrize(
    ("weights", "trained_on", "entry", "words"),
    [
        ({"evidence:rule:no-such-rule": 1.0}, ["tune"], "weights.evidence:rule:no-such-rule", "no rule or entry"),
        ({"level:verl:9": 1.0}, ["tune"], "weights.level:verl:9", "verl has no Level 9"),
        ({"kind:guess": 1.0}, ["tune"], "weights.kind:guess", "unknown evidence kind"),
        ({"n_widgets": 1.0}, ["tune"], "weights.n_widgets", "unknown feature"),
        ({"Level 3!": 1.0}, ["tune"], "weights.Level 3!", "not a feature name"),
        ({}, ["tune", "check"], "trained_on", "never for fitting"),
    ],
)
def test_a_bad_weights_file_is_refused_naming_the_file_and_the_entry(
    rules: Rules, tmp_path: Path, weights: dict[str, float], trained_on: list[str], entry: str, words: str
) -> None:
    p = tmp_path / "level_scorer.yaml"
    p.write_text(yaml.safe_dump({"trained_on": trained_on, "trained_at": "abc", "threshold": 0.2, "bias": 0.0,
                                 "weights": weights}))
    with pytest.raises(ConfigError) as exc:
        load_level_scorer(p, rules.levels, ["parallelism-settings"])
    assert exc.value.entry == entry and exc.value.file == str(p) and words in str(exc.value)


def test_a_weight_on_a_built_in_finding_is_accepted(rules: Rules, tmp_path: Path) -> None:
    # findings the classifier makes itself (no rule in configs/ names them) are features the trainer can weigh
    p = tmp_path / "level_scorer.yaml"
    p.write_text(yaml.safe_dump({"trained_on": ["tune"], "trained_at": "abc", "threshold": 0.2, "bias": 0.0,
                                 "weights": {"evidence:rule:expert-parallel": -0.1, "evidence:rule:uncovered": 0.2}}))
    assert load_level_scorer(p, rules.levels, []).weights["evidence:rule:expert-parallel"] == -0.1


def test_a_threshold_outside_zero_one_is_refused(rules: Rules, tmp_path: Path) -> None:
    p = tmp_path / "level_scorer.yaml"
    doc = {"trained_on": ["tune"], "trained_at": "a", "threshold": 1.5, "bias": 0, "weights": {}}
    p.write_text(yaml.safe_dump(doc))
    with pytest.raises(ConfigError, match="threshold"):
        load_level_scorer(p, rules.levels, [])


@pytest.mark.slow
@pytest.mark.timeout(1200)
@pytest.mark.skipif(not BRIDGE.exists(), reason="no Megatron-Bridge mirror on this machine")
def test_the_scored_plan_is_the_gated_plan_less_the_levels_it_names(rules: Rules, tmp_path: Path) -> None:
    # Megatron-Bridge #2556 (deletes the Qwen provider classes): whatever the scorer leaves out is named in the
    # notes, what it keeps is the gated plan's, each with its evidence chain
    sha = "4da8a6d936edb7ae7c82755b192a50029d56f991"
    inp = from_git(BRIDGE, f"{sha}^", sha)
    reach = ReachCache(tmp_path / "cache").reach_for(BRIDGE, sha, rules)
    gated = make_plan(inp, rules, reach=reach, planner="gated")
    strict = Rules(**{**rules.__dict__, "scorer": _scorer().model_copy(update={"threshold": 0.99})})
    scored = make_plan(inp, strict, reach=reach, planner="scored")
    assert scored.levels == {"nemo-rl": [], "verl": []}
    left = [n for n in scored.notes if "left out by the level scorer" in n]
    assert len(left) == sum(len(v) for v in gated.levels.values()) > 0
    lenient = Rules(**{**rules.__dict__, "scorer": _scorer().model_copy(update={"threshold": 0.01})})
    kept = make_plan(inp, lenient, reach=reach, planner="scored")
    assert kept.levels == gated.levels and unexplained(kept) == []
    real = make_plan(inp, rules, reach=reach, planner="scored")
    for fw in ("nemo-rl", "verl"):
        assert set(real.levels[fw]) <= set(gated.levels[fw])
        for n in set(gated.levels[fw]) - set(real.levels[fw]):
            assert any(x.startswith(f"{fw} Level {n} left out by the level scorer") for x in real.notes)
    assert unexplained(real) == []


@pytest.mark.slow
@pytest.mark.timeout(1200)
@pytest.mark.skipif(not BRIDGE.exists(), reason="no Megatron-Bridge mirror on this machine")
def test_plan_scored_on_the_command_line(tmp_path: Path) -> None:
    sha = "4da8a6d936edb7ae7c82755b192a50029d56f991"
    argv = ["plan", "--repo", str(BRIDGE), "--base", f"{sha}^", "--head", sha, "--format", "json",
            "--cache-dir", str(tmp_path / "cache")]
    out = {}
    for flag in ("--gated", "--scored"):
        p = subprocess.run([sys.executable, "-m", "bot.cli", *argv, flag], capture_output=True, text=True,
                           cwd=Path(__file__).resolve().parents[1], timeout=900, check=False)
        assert p.returncode == 0, p.stderr
        out[flag] = json.loads(p.stdout)
    gated, scored = out["--gated"], out["--scored"]
    for fw in ("nemo-rl", "verl"):
        assert set(scored["levels"][fw]) <= set(gated["levels"][fw])
    assert all(d["evidence"] for d in scored["decisions"])
    assert any("level scorer score" in r for d in scored["decisions"] for r in d["reasons"])
