"""bot.core.plan.make_plan: surfaces -> levels with reasons -> models -> jobs, on real diffs and real configs."""

from __future__ import annotations

import difflib
import textwrap

import pytest

from bot.core.config import DEFAULT_CONFIG_DIR
from bot.core.models import ChangedFile, PlanInput, Request, Surface
from bot.core.plan import make_plan
from bot.core.rules import Rules, load_rules

PKG = "src/megatron/bridge"


@pytest.fixture(scope="module")
def rules() -> Rules:
    return load_rules(DEFAULT_CONFIG_DIR)


def change(path: str, before: str, after: str, status: str = "modified") -> ChangedFile:
    a, b = textwrap.dedent(before), textwrap.dedent(after)
    diff = difflib.unified_diff(a.splitlines(keepends=True), b.splitlines(keepends=True), n=3)
    patch = "".join(line for line in diff if not line.startswith(("---", "+++")))
    return ChangedFile(
        path=path,
        status=status,
        patch=patch,  # type: ignore[arg-type]
        old_source=a if status != "added" else None,
        new_source=b,
    )


def plan_of(rules: Rules, *files: ChangedFile, request: Request | None = None, **kw: object):  # type: ignore[no-untyped-def]
    return make_plan(PlanInput(source="test", files=list(files), **kw), rules, request)  # type: ignore[arg-type]


PARAM_MAPPING = change(
    f"{PKG}/models/conversion/param_mapping.py",
    "class AutoMapping:\n    def megatron_to_hf(self, w):\n        return w.to(self.dtype)\n",
    "class AutoMapping:\n    def megatron_to_hf(self, w):\n        return w.to(self.dtype, copy=False)\n",
)


def test_docs_ci_recipes_tests_only_plans_nothing_and_says_why(rules: Rules) -> None:
    plan = plan_of(
        rules,
        change("docs/training/checkpointing.md", "a\n", "b\n"),
        change(".github/workflows/cicd-main.yml", "a: 1\n", "a: 2\n"),
        change(f"{PKG}/recipes/llama/llama3.py", "X = 1\n", "X = 2\n"),
        change("tests/unit_tests/test_x.py", "X = 1\n", "X = 2\n"),
    )
    assert plan.levels == {"nemo-rl": [], "verl": []}
    assert plan.jobs == [] and plan.estimate_gpu_minutes == 0
    assert plan.surfaces == [Surface.NONE]
    assert plan.nothing_to_run is not None
    for why in ("documentation only", "CI, container", "training recipes", "Bridge's own tests"):
        assert why in plan.nothing_to_run


def test_param_mapping_change_plans_refit_and_save_resume(rules: Rules) -> None:
    plan = plan_of(rules, PARAM_MAPPING)
    assert plan.levels == {"nemo-rl": [0, 2], "verl": [0, 1]}
    assert {(j.framework, j.level) for j in plan.jobs} >= {
        ("nemo-rl", 0),
        ("nemo-rl", 2),
        ("verl", 0),
        ("verl", 1),
    }
    l2 = next(d for d in plan.decisions if d.framework == "nemo-rl" and d.level == 2)
    assert l2.paths == [f"{PKG}/models/conversion/param_mapping.py"]
    assert any("mapping" in r for r in l2.reasons)
    assert plan.estimate_gpu_minutes == pytest.approx(sum(j.est_gpu_minutes for j in plan.jobs))
    assert 0 < plan.estimate_gpu_minutes < plan.full_estimate_gpu_minutes
    assert plan.models[0].hf_id == "Qwen/Qwen2.5-0.5B"


def test_peft_change_plans_lora_checkpoint_in_both(rules: Rules) -> None:
    plan = plan_of(
        rules,
        change(f"{PKG}/peft/lora.py", "def f(m):\n    return g(m)\n", "def f(m):\n    return g(m, 2)\n"),
    )
    assert plan.levels == {"nemo-rl": [0, 1], "verl": [0, 1]}


DISPATCH_BEFORE = (
    "def validate_flex_dispatcher_backend(cfg):\n    cfg.moe_token_dispatcher_type = 'alltoall'\n"
)
DISPATCH_AFTER = "def validate_flex_dispatcher_backend(cfg):\n    cfg.moe_token_dispatcher_type = 'flex'\n"


def test_moe_dispatcher_change_plans_parallelism_with_expert_parallelism(rules: Rules) -> None:
    # the dispatcher involves MoE: the architecture level too (NeMo-RL 5 / verl 4), on a MoE model
    plan = plan_of(
        rules, change(f"{PKG}/training/flex_dispatcher_backend.py", DISPATCH_BEFORE, DISPATCH_AFTER)
    )
    assert plan.levels == {"nemo-rl": [0, 4, 5], "verl": [0, 2, 4]}
    assert all(j.model.arch == "moe" for j in plan.jobs if (j.framework, j.level) in {("nemo-rl", 5), ("verl", 4)})
    ep = [j for j in plan.jobs if j.variant == "ep"]
    assert {j.framework for j in ep} == {"nemo-rl", "verl"}
    assert all(j.model.arch == "moe" for j in ep)
    assert {j.level for j in ep if j.framework == "nemo-rl"} == {4}
    assert {j.level for j in ep if j.framework == "verl"} == {2}


def test_moe_dispatcher_change_in_a_moe_family_adds_architecture_levels(rules: Rules) -> None:
    plan = plan_of(
        rules, change(f"{PKG}/models/deepseek/deepseek_v3_provider.py", DISPATCH_BEFORE, DISPATCH_AFTER)
    )
    assert plan.levels == {"nemo-rl": [0, 4, 5], "verl": [0, 2, 4]}
    assert plan.models[0].family == "deepseek"
    assert any(j.variant == "ep" and j.level == 4 for j in plan.jobs if j.framework == "nemo-rl")


def test_new_model_family_plans_level0_on_its_smallest_checkpoint(rules: Rules) -> None:
    plan = plan_of(
        rules,
        change(f"{PKG}/models/exaone/__init__.py", "", "from .exaone4_provider import P\n", status="added"),
        change(f"{PKG}/models/exaone/exaone4_provider.py", "", "class P:\n    hidden = 64\n", status="added"),
    )
    assert plan.levels == {"nemo-rl": [0], "verl": [0]}
    assert plan.models[0].hf_id == "LGAI-EXAONE/EXAONE-4.0-1.2B"
    assert {j.model.hf_id for j in plan.jobs} == {"LGAI-EXAONE/EXAONE-4.0-1.2B"}
    assert any("new model family 'exaone'" in n for n in plan.notes)


def test_unknown_family_gets_a_note_and_the_default_model(rules: Rules) -> None:
    plan = plan_of(
        rules,
        change(f"{PKG}/models/zephyrine/__init__.py", "", "from .provider import P\n", status="added"),
        change(f"{PKG}/models/zephyrine/provider.py", "", "class P:\n    hidden = 64\n", status="added"),
    )
    assert plan.levels == {"nemo-rl": [0], "verl": [0]}
    assert plan.models[0].hf_id == "Qwen/Qwen2.5-0.5B"
    assert any("'zephyrine' is not in configs/models.yaml" in n for n in plan.notes)


def test_dummy_family_says_construction_mechanics_only(rules: Rules) -> None:
    plan = plan_of(rules, change(f"{PKG}/models/minimax_m2/minimax_m2_provider.py", "A = 1\n", "A = 2\n"))
    assert plan.models[0].dummy
    assert any("construction/training mechanics only" in n for n in plan.notes)


def test_uncovered_path_plans_level0_and_says_so(rules: Rules) -> None:
    plan = plan_of(rules, change(f"{PKG}/brandnew/thing.py", "A = 1\n", "A = 2\n"))
    assert plan.levels == {"nemo-rl": [0], "verl": [0]}
    assert any(f"{PKG}/brandnew/thing.py" in n and "no rule covers" in n for n in plan.notes)


def test_file_list_input_says_content_rules_could_not_run(rules: Rules) -> None:
    plan = plan_of(rules, ChangedFile(path=f"{PKG}/training/setup.py"), patches_available=False)
    assert plan.levels == {"nemo-rl": [0], "verl": [0]}
    assert any("content rules could not run" in n for n in plan.notes)


def test_truncated_file_list_is_conservative(rules: Rules) -> None:
    plan = plan_of(rules, change("docs/a.md", "a\n", "b\n"), truncated=True)
    assert plan.levels == {"nemo-rl": [0], "verl": [0]}
    assert any("incomplete" in n for n in plan.notes)


def test_requested_levels_add_to_automatic_ones(rules: Rules) -> None:
    req = Request(levels={"nemo-rl": [4], "verl": [4]}, requested_by="alice")
    plan = plan_of(rules, PARAM_MAPPING, request=req)
    assert plan.levels == {"nemo-rl": [0, 2, 4], "verl": [0, 1, 4]}
    d = next(d for d in plan.decisions if d.framework == "nemo-rl" and d.level == 4)
    assert d.requested_by == "alice" and "requested by alice" in d.reasons


def test_requested_level_on_a_docs_change_implies_level0(rules: Rules) -> None:
    plan = plan_of(
        rules, change("docs/a.md", "a\n", "b\n"), request=Request(levels={"verl": [3]}, frameworks=["verl"])
    )
    assert plan.levels == {"nemo-rl": [], "verl": [0, 3]}
    assert plan.nothing_to_run is None
    assert {j.framework for j in plan.jobs} == {"verl"}


def test_requested_variant_alone_brings_its_level(rules: Rules) -> None:
    plan = plan_of(rules, change("docs/a.md", "a\n", "b\n"), request=Request(variants=["delta"]))
    assert plan.levels == {"nemo-rl": [0, 2], "verl": []}
    assert any(j.framework == "nemo-rl" and j.level == 2 and j.variant == "delta" for j in plan.jobs)


def test_framework_selection_restricts_the_plan(rules: Rules) -> None:
    plan = plan_of(rules, PARAM_MAPPING, request=Request(frameworks=["nemo-rl"]))
    assert plan.levels == {"nemo-rl": [0, 2], "verl": []}
    assert {j.framework for j in plan.jobs} == {"nemo-rl"}


@pytest.mark.parametrize(
    ("model", "hf_id"),
    [
        ("llama", "meta-llama/Llama-3.2-1B"),
        ("Qwen/Qwen3-0.6B", "Qwen/Qwen3-0.6B"),
        ("allenai/OLMoE-1B-7B-0125", "allenai/OLMoE-1B-7B-0125"),
    ],
)
def test_requested_model_overrides_the_choice(rules: Rules, model: str, hf_id: str) -> None:
    plan = plan_of(rules, PARAM_MAPPING, request=Request(model=model))
    assert plan.models[0].hf_id == hf_id
    smoke = next(j for j in plan.jobs if j.framework == "nemo-rl" and j.level == 0)
    assert smoke.model.hf_id == hf_id


def test_public_json_has_the_stable_keys(rules: Rules) -> None:
    pub = plan_of(rules, PARAM_MAPPING).to_public()
    assert pub["levels"] == {"nemo-rl": [0, 2], "verl": [0, 1]}
    assert pub["surfaces"] == ["mapping"]
    assert pub["jobs"] and pub["estimate"]["gpu_minutes"] > 0
    assert "old_source" not in str(pub)
