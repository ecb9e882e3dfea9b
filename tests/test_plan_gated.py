"""The gated planner (`BRIDGE_VALIDATE_PLANNER=gated`, `plan --gated`): the rules' levels, with the levels that
configs/levels.yaml marks `reach_gated` (parallelism and architecture) taken from the Bridge call graph alone.

A content rule reads what a changed line is about; a line can name TP or MoE in code NeMo-RL and verl never run.
The gate drops those levels there (except a model family's own architecture level: family code is reachable by
convention) and keeps every other level the rules plan (the call graph misses code reached
through strings, and a missed checkpoint or refit level is a regression downstream sees).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.core.config import DEFAULT_CONFIG_DIR
from bot.core.diffsource import from_git
from bot.core.models import Evidence, LevelDecision, PlanInput
from bot.core.plan import _gated, make_plan, unexplained
from bot.core.reach import DownstreamReach
from bot.core.rules import Rules, load_rules
from bot.infra.graphcache import ReachCache

BRIDGE = Path("/work/.mirror/NVIDIA-NeMo+Megatron-Bridge/repo")


@pytest.fixture(scope="module")
def rules() -> Rules:
    return load_rules(DEFAULT_CONFIG_DIR)


def _at(sha: str, rules: Rules, tmp_path: Path) -> tuple[PlanInput, DownstreamReach]:
    """The mirror's commit `sha` as a plan input (its diff against its parent) and downstream's reach at it."""
    return from_git(BRIDGE, f"{sha}^", sha), ReachCache(tmp_path / "cache").reach_for(BRIDGE, sha, rules)


def _d(level: int, kind: str, rule: str) -> LevelDecision:
    ev = Evidence(kind=kind, framework="nemo-rl", level=level, rule=rule, note=rule)  # type: ignore[arg-type]
    return LevelDecision(framework="nemo-rl", level=level, name=f"L{level}", reasons=[rule], evidence=[ev])


def test_the_gated_levels_are_declared_in_the_level_table(rules: Rules) -> None:
    assert rules.levels.reach_gated("nemo-rl") == {4, 5}
    assert rules.levels.reach_gated("verl") == {2, 4}


def test_gated_levels_come_from_the_call_graph_and_the_rest_from_both(rules: Rules) -> None:
    by_rules = {
        "nemo-rl": {0: _d(0, "conservative", "family-model"), 1: _d(1, "conservative", "checkpointing"),
                    4: _d(4, "conservative", "parallelism-settings")},
        "verl": {},
    }
    by_reach = {"nemo-rl": {0: _d(0, "reach", "entry-smoke"), 5: _d(5, "rule", "moe-settings")}, "verl": {}}
    out = _gated(by_rules, by_reach, rules)  # type: ignore[arg-type]
    # 4 only the rules planned: gated away; 5 the call graph planned: kept; 1 (not gated) from the rules alone
    assert sorted(out["nemo-rl"]) == [0, 1, 5]
    # a level both planned keeps both reasons
    assert {e.rule for e in out["nemo-rl"][0].evidence} == {"entry-smoke", "family-model"}
    assert out["verl"] == {}


def test_a_familys_own_architecture_level_passes_the_gate(rules: Rules) -> None:
    # model-family code is reachable by convention (`import megatron.bridge` loads every family), where the call
    # graph loses it in the model's own modules: the architecture level the family's code asks for stays
    by_rules = {
        "nemo-rl": {0: _d(0, "conservative", "family-model"), 5: _d(5, "conservative", "family-arch:gemma_vl"),
                    4: _d(4, "conservative", "parallelism-settings")},
        "verl": {},
    }
    out = _gated(by_rules, {"nemo-rl": {}, "verl": {}}, rules)  # type: ignore[arg-type]
    assert sorted(out["nemo-rl"]) == [0, 5]
    # a content rule's architecture level on shared code still needs the call graph
    by_rules["nemo-rl"][5] = _d(5, "conservative", "moe-settings")
    assert sorted(_gated(by_rules, {"nemo-rl": {}, "verl": {}}, rules)["nemo-rl"]) == [0]  # type: ignore[arg-type]


@pytest.mark.slow
@pytest.mark.timeout(1200)
@pytest.mark.skipif(not BRIDGE.exists(), reason="no Megatron-Bridge mirror on this machine")
def test_deleting_provider_classes_plans_no_parallelism_level_downstream_does_not_reach(
    rules: Rules, tmp_path: Path
) -> None:
    # Megatron-Bridge #2556 deletes the Qwen provider classes (their MoE dispatcher and parallel defaults among
    # the removed lines): the rules plan NeMo-RL 4 / verl 2 from those lines; downstream reaches none of them,
    # so the gate drops the parallelism levels and keeps everything else the rules plan.
    sha = "4da8a6d936edb7ae7c82755b192a50029d56f991"
    inp, reach = _at(sha, rules, tmp_path)
    by_rules = make_plan(inp, rules)
    by_reach = make_plan(inp, rules, reach=reach)
    gated = make_plan(inp, rules, reach=reach, planner="gated")
    assert make_plan(inp, rules, reach=reach, planner="rules").levels == by_rules.levels
    assert 4 in by_rules.levels["nemo-rl"] and 2 in by_rules.levels["verl"]
    assert 4 not in gated.levels["nemo-rl"] and 2 not in gated.levels["verl"]
    for fw in ("nemo-rl", "verl"):
        gate = rules.levels.reach_gated(fw)
        want = {n for n in by_rules.levels[fw] if n not in gate} | set(by_reach.levels[fw])
        assert set(gated.levels[fw]) == want, (fw, gated.levels, by_rules.levels, by_reach.levels)
    assert unexplained(gated) == []
    # the plan says which levels the gate left out, and why
    assert any(n.startswith("nemo-rl Level 4 not planned") and "parallelism-settings" in n for n in gated.notes)
    assert any(n.startswith("verl Level 2 not planned") for n in gated.notes)
    gate_notes = [e.note for d in gated.decisions for e in d.evidence if e.kind == "conservative"]
    assert gate_notes and all("the call graph gates only" in n for n in gate_notes)


def test_reach_decides_rules_are_the_training_modules_downstream_calls_a_few_functions_of(rules: Rules) -> None:
    decides = {fw: {r.id for r in rules.surfaces.rules if r.decided_by_reach(fw)} for fw in ("nemo-rl", "verl")}
    # NeMo-RL builds its one PEFT itself (`LoRA(...)` in nemo_rl/models/megatron/setup.py); verl any type
    assert decides["nemo-rl"] == {"config-container", "training-runtime", "peft", "peft-settings"}
    # verl calls only the FSDP dtensor save/load helpers of the checkpoint modules
    assert decides["verl"] == {"config-container", "training-runtime", "checkpointing"}


@pytest.mark.slow
@pytest.mark.timeout(1200)
@pytest.mark.skipif(not BRIDGE.exists(), reason="no Megatron-Bridge mirror on this machine")
def test_a_reach_decides_rule_plans_only_where_the_call_graph_reaches(rules: Rules, tmp_path: Path) -> None:
    # Megatron-Bridge #2838 (configurable eval batch sizes) adds fields to training/config.py and uses them in
    # Bridge's own eval loop. The path rule `config-container` would plan the smoke in both frameworks; the call
    # graph shows NeMo-RL reaching the changed config lines and verl not, so the gated plan keeps NeMo-RL 0 only.
    sha = "6c78fba79ac2d157d673d4f118064dc92c8772d3"
    inp, reach = _at(sha, rules, tmp_path)
    by_rules = make_plan(inp, rules)
    gated = make_plan(inp, rules, reach=reach, planner="gated")
    assert 0 in by_rules.levels["verl"]
    assert gated.levels["verl"] == []
    assert 0 in gated.levels["nemo-rl"]
    assert any("config-container plans verl levels only where the call graph reaches" in n for n in gated.notes)
    assert unexplained(gated) == []


@pytest.mark.slow
@pytest.mark.timeout(1200)
@pytest.mark.skipif(not BRIDGE.exists(), reason="no Megatron-Bridge mirror on this machine")
def test_a_peft_type_nemo_rl_does_not_build_plans_no_nemo_rl_level(rules: Rules, tmp_path: Path) -> None:
    # Megatron-Bridge #1818 fixes CanonicalLoRA's split-QKV adapter (peft/canonical_lora.py). NeMo-RL builds only
    # `LoRA`; verl builds whatever `create_peft` returns for its config's type, CanonicalLoRA among them. The PEFT
    # path rules would plan NeMo-RL 0+1; no NeMo-RL entry point reaches the lines, so NeMo-RL gets nothing and verl
    # keeps its PEFT levels.
    sha = "9d6f071538c9f2c510eef69ea8c06e48a8932383"
    inp, reach = _at(sha, rules, tmp_path)
    assert 1 in make_plan(inp, rules).levels["nemo-rl"]
    gated = make_plan(inp, rules, reach=reach, planner="gated")
    assert gated.levels["nemo-rl"] == []
    assert {0, 1} <= set(gated.levels["verl"])
    assert any("peft plans nemo-rl levels only where the call graph reaches" in n for n in gated.notes), gated.notes
    assert unexplained(gated) == []
    # a change to the PEFT base NeMo-RL's LoRA runs through (#3587: PEFT.__call__ validates target modules) keeps
    # NeMo-RL's Level 1, with the chain to NeMo-RL's model build as its evidence
    inp, reach = _at("df232f8200ddecb1e8380db8b0708b3b2df45edd", rules, tmp_path)
    gated = make_plan(inp, rules, reach=reach, planner="gated")
    assert 1 in gated.levels["nemo-rl"]
    l1 = next(d for d in gated.decisions if d.framework == "nemo-rl" and d.level == 1)
    assert any(e.rule in ("peft", "peft-settings") and e.chain and e.downstream for e in l1.evidence), l1.evidence


@pytest.mark.slow
@pytest.mark.timeout(1200)
@pytest.mark.skipif(not BRIDGE.exists(), reason="no Megatron-Bridge mirror on this machine")
def test_a_checkpoint_module_change_verl_does_not_reach_plans_no_verl_level(rules: Rules, tmp_path: Path) -> None:
    # Megatron-Bridge #1030 lets a caller override the TokenizerConfig when a model is instantiated from a Bridge
    # checkpoint (training/model_load_save.py). verl calls none of it: the checkpoint path rule plans nothing for
    # verl where no verl entry point reaches the lines; NeMo-RL keeps the rule's Level 1.
    sha = "d7c5c49f336a05c5bcbc0e89efdce76c55a8bae5"
    inp, reach = _at(sha, rules, tmp_path)
    assert 1 in make_plan(inp, rules).levels["verl"]
    gated = make_plan(inp, rules, reach=reach, planner="gated")
    assert gated.levels["verl"] == []
    assert 1 in gated.levels["nemo-rl"]
    assert any("checkpointing plans verl levels only where the call graph reaches" in n for n in gated.notes)
    assert unexplained(gated) == []


def test_a_downstream_call_of_a_def_the_change_adds_is_not_reach(rules: Rules, tmp_path: Path) -> None:
    # Megatron-Bridge #5132 adds AutoBridge.get_model (and the helpers it calls, among them a parallel-state
    # set-up). verl's manifest, made from a later verl, calls get_model: that verl was written against a later
    # Bridge, so the call does not run this change. Chains that start at a def the change adds are dropped; the
    # parallelism level they alone gave (verl 2) goes, the smoke other chains reach stays.
    sha = "061468b782d653acd11aad5458a37eb2e8d92673"
    inp, reach = _at(sha, rules, tmp_path)
    gated = make_plan(inp, rules, reach=reach, planner="gated")
    assert 2 not in gated.levels["verl"]
    assert 0 in gated.levels["verl"] and 0 in gated.levels["nemo-rl"]
    chains = [e.chain for d in gated.decisions for e in d.evidence if e.chain]
    assert chains and not any(c[-1].endswith("AutoBridge.get_model") for c in chains)
    assert unexplained(gated) == []


@pytest.mark.slow
@pytest.mark.timeout(1200)
@pytest.mark.skipif(not BRIDGE.exists(), reason="no Megatron-Bridge mirror on this machine")
def test_a_change_to_what_a_property_returns_is_reached_through_the_property(rules: Rules, tmp_path: Path) -> None:
    # Megatron-Bridge #3312 changes the dtype of TrainState.state_dict's counters. save_checkpoint calls
    # `state.train_state.state_dict()`, where `GlobalState.train_state` is a property with a setter: the getter's
    # return type (TrainState) carries the call, so NeMo-RL's checkpoint save (Level 1) reaches the change.
    sha = "bcf9c6ed093b22ffe5c8d636d7a844906afb6eb6"
    inp, reach = _at(sha, rules, tmp_path)
    gated = make_plan(inp, rules, reach=reach, planner="gated")
    assert 1 in gated.levels["nemo-rl"]
    chains = [e.chain for d in gated.decisions for e in d.evidence if e.chain and d.framework == "nemo-rl"]
    assert any(any(n.endswith("checkpointing.save_checkpoint") for n in c) for c in chains), chains


def test_a_familys_layer_class_level_passes_the_gate(rules: Rules) -> None:
    # Megatron-Core builds a family's layer classes from their spec and calls their methods, where the call graph
    # does not follow: the custom-layer level of `family-custom-layer-classes` (`gated: false`) stays
    assert not next(r for r in rules.surfaces.rules if r.id == "family-custom-layer-classes").gated
    by_rules = {
        "nemo-rl": {0: _d(0, "conservative", "family-model"), 5: _d(5, "conservative", "family-custom-layer-classes")},
        "verl": {},
    }
    out = _gated(by_rules, {"nemo-rl": {}, "verl": {}}, rules)  # type: ignore[arg-type]
    assert sorted(out["nemo-rl"]) == [0, 5]


@pytest.mark.slow
@pytest.mark.timeout(1200)
@pytest.mark.skipif(not BRIDGE.exists(), reason="no Megatron-Bridge mirror on this machine")
def test_a_change_inside_a_familys_attention_class_plans_the_architecture_levels(rules: Rules, tmp_path: Path) -> None:
    # Megatron-Bridge #4355 changes Gemma4SelfAttention.sharded_state_dict (a SelfAttention subclass in
    # gemma4_provider.py): Megatron-Core calls it while saving, out of the call graph's sight; the custom layer's
    # levels (NeMo-RL 5, verl 4) are planned all the same
    sha = "554c7b9324225aa863eee52e8b8fdde7abced2b1"
    inp, reach = _at(sha, rules, tmp_path)
    gated = make_plan(inp, rules, reach=reach, planner="gated")
    assert 5 in gated.levels["nemo-rl"] and 4 in gated.levels["verl"], gated.levels
    assert unexplained(gated) == []


@pytest.mark.slow
@pytest.mark.timeout(1200)
@pytest.mark.skipif(not BRIDGE.exists(), reason="no Megatron-Bridge mirror on this machine")
def test_a_new_module_no_entry_point_reaches_plans_nothing(rules: Rules, tmp_path: Path) -> None:
    # Megatron-Bridge PR #5133 (never merged) adds a `megatron.bridge.legacy` package nothing imports yet; the
    # content rules read MoE, refit and checkpoint words in it, the call graph reaches none of its lines: no level
    head, base = "b92a043c8e3050d6e6be1a9b7c5ce54e34d8d9f5", "8bc1a4cc93632abdf8c85624b7696dc1834afa90"
    inp = from_git(BRIDGE, base, head)
    reach = ReachCache(tmp_path / "cache").reach_for(BRIDGE, head, rules)
    gated = make_plan(inp, rules, reach=reach, planner="gated")
    assert gated.levels["nemo-rl"] == [] and gated.levels["verl"] == [], gated.levels
    assert make_plan(inp, rules).levels["nemo-rl"], "the rules alone plan levels here"


@pytest.mark.slow
@pytest.mark.timeout(1200)
@pytest.mark.skipif(not BRIDGE.exists(), reason="no Megatron-Bridge mirror on this machine")
def test_a_providers_dispatcher_default_plans_the_parallelism_levels(rules: Rules, tmp_path: Path) -> None:
    # Megatron-Bridge PR #1317 adds the Mixtral family: MixtralModelProvider's dataclass sets
    # `moe_token_dispatcher_type: str = "alltoall"`. No downstream code names the field, but both build the provider
    # (AutoBridge.to_megatron_provider -> MixtralBridge.provider_bridge), so the MoE dispatcher's levels (NeMo-RL 4,
    # verl 2, the conventions' "MoE dispatcher") are planned, chained through the class downstream builds
    head, base = "1ee926b34d769395b78ec0dce6f67c9642b0b258", "eaddead3fd09217e3cb29916ca0af535b2e7fd45"
    inp = from_git(BRIDGE, base, head)
    reach = ReachCache(tmp_path / "cache").reach_for(BRIDGE, head, rules)
    gated = make_plan(inp, rules, reach=reach, planner="gated")
    assert 4 in gated.levels["nemo-rl"] and 2 in gated.levels["verl"], gated.levels
    ev = [e for d in gated.decisions if d.framework == "nemo-rl" and d.level == 4 for e in d.evidence]
    assert any(
        e.rule == "parallelism-settings"
        and "mixtral_provider.py" in (e.changed or "")
        and "moe_token_dispatcher_type" in (e.changed or "")
        and any(n.endswith("MixtralBridge.provider_bridge") for n in e.chain)
        for e in ev
    ), [e.text() for e in ev]
    assert unexplained(gated) == []
