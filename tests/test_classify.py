"""bot.core.classify + configs/surfaces.yaml (and the line analysis in bot.core.pycode) on real unified diffs."""

from __future__ import annotations

import difflib
import textwrap

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.core.classify import EXPERT_PARALLEL_RULE, UNCOVERED_RULE, classify, glob_to_regex
from bot.core.config import DEFAULT_CONFIG_DIR
from bot.core.models import ChangedFile, Finding, PlanInput, Surface
from bot.core.pycode import analyze
from bot.core.pysummary import summarize
from bot.core.rules import Rules, load_rules

PKG = "src/megatron/bridge"


@pytest.fixture(scope="module")
def rules() -> Rules:
    return load_rules(DEFAULT_CONFIG_DIR)


def change(
    path: str, before: str, after: str, *, sources: bool = True, status: str = "modified"
) -> ChangedFile:
    """A ChangedFile with a real unified-diff patch (and both sources, like git input, when `sources`)."""
    a, b = textwrap.dedent(before), textwrap.dedent(after)
    diff = difflib.unified_diff(a.splitlines(keepends=True), b.splitlines(keepends=True), n=3)
    patch = "".join(line for line in diff if not line.startswith(("---", "+++")))
    return ChangedFile(
        path=path,
        status=status,
        patch=patch,  # type: ignore[arg-type]
        old_source=a if sources and status != "added" else None,
        new_source=b if sources and status != "removed" else None,
    )


def run(rules: Rules, *files: ChangedFile, patches: bool = True) -> list[Finding]:
    return classify(
        PlanInput(source="test", files=list(files), patches_available=patches), rules.surfaces, rules.catalog
    )


def surfaces(findings: list[Finding]) -> set[Surface]:
    return {f.surface for f in findings}


CHECKPOINTING_BEFORE = '''\
    import torch


    def load_checkpoint(state, model, optimizer):
        """Load a checkpoint."""
        path = state.cfg.checkpoint.load
        return _load_base_checkpoint(path, model, strict=True)


    def maybe_load_dataloader_state(path):
        loaded = torch.load(path, weights_only=False)
        return loaded
    '''


# --- bridge-only paths ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "docs/training/checkpointing.md",
        "README.md",
        ".github/workflows/cicd-main.yml",
        "tests/unit_tests/models/test_param_mapping.py",
        f"{PKG}/recipes/qwen/qwen3.py",
        f"{PKG}/perf_recipes/nemotronh/common.py",
        f"{PKG}/diffusion/models/flux/flux_provider.py",
        f"{PKG}/inference/text_generation.py",
        f"{PKG}/data/datasets/sft.py",
        f"{PKG}/models/qwen_audio/data/collate_fn.py",
        f"{PKG}/training/train.py",
        f"{PKG}/training/gpt_step.py",
        f"{PKG}/training/utils/flop_utils.py",
        "examples/conversion/convert_checkpoints.py",
        "scripts/performance/run_script.py",
        "uv.lock",
        "docker/Dockerfile.ci",
    ],
)
def test_bridge_only_paths_touch_nothing(rules: Rules, path: str) -> None:
    f = change(path, "x = 1\n", "x = 2\n")
    found = run(rules, f)
    assert surfaces(found) == {Surface.NONE}, found
    assert found[0].reason


# --- the named cases ------------------------------------------------------------------------------


def test_param_mapping_change_is_a_mapping_change(rules: Rules) -> None:
    f = change(
        f"{PKG}/models/conversion/param_mapping.py",
        """\
        class AutoMapping:
            def megatron_to_hf(self, weight):
                return weight.to(self.dtype)
        """,
        """\
        class AutoMapping:
            def megatron_to_hf(self, weight):
                return weight.to(self.dtype, copy=False)
        """,
    )
    found = run(rules, f)
    assert surfaces(found) == {Surface.MAPPING}
    assert found[0].rule_id == "param-mapping"
    assert "AutoMapping.megatron_to_hf" in (found[0].evidence or "")


def test_peft_change_is_a_peft_change(rules: Rules) -> None:
    f = change(
        f"{PKG}/peft/lora.py",
        "def apply(module, rank):\n    return wrap(module, rank)\n",
        "def apply(module, rank):\n    return wrap(module, rank, alpha=2 * rank)\n",
    )
    assert surfaces(run(rules, f)) == {Surface.PEFT}


def test_moe_dispatcher_change_is_parallelism_that_involves_moe(rules: Rules) -> None:
    # the dispatcher exists only in a MoE model: its change is parallelism (the EP run) and involves MoE (the
    # conventions' architecture level), read from the same line
    f = change(
        f"{PKG}/training/flex_dispatcher_backend.py",
        "def validate_flex_dispatcher_backend(cfg):\n    cfg.moe_token_dispatcher_type = 'alltoall'\n",
        "def validate_flex_dispatcher_backend(cfg):\n    cfg.moe_token_dispatcher_type = 'flex'\n"
        "    cfg.moe_flex_dispatcher_backend = 'deepep'\n",
    )
    found = run(rules, f)
    assert surfaces(found) == {Surface.PARALLELISM, Surface.MOE}
    assert any(rules.surfaces.needs_expert_parallel(x) for x in found)
    moe = [x for x in found if x.surface == Surface.MOE]
    assert {x.rule_id for x in moe} == {EXPERT_PARALLEL_RULE}
    assert {x.evidence for x in moe} <= {x.evidence for x in found if x.surface == Surface.PARALLELISM}
    # tensor parallelism alone needs no MoE model
    g = change(f"{PKG}/training/utils/pg_utils.py", "def f(c):\n    return 1\n",
               "def f(c):\n    return c.tensor_model_parallel_size\n")
    assert Surface.MOE not in surfaces(run(rules, g))


def test_an_expert_helper_named_inside_a_longer_identifier_is_moe_code(rules: Rules) -> None:
    # `_apply_grouped_expert_swiglu_...`: the expert's code as a part of a name, not only at its start
    f = change(
        f"{PKG}/peft/utils.py",
        "def merge(a, b):\n    return a\n",
        "def merge(a, b):\n    return _apply_grouped_expert_swiglu_sharded_factory(a, b)\n",
    )
    found = run(rules, f)
    assert any(x.rule_id == "moe-settings" for x in found), found
    # the expert-parallel sizes are parallelism, whatever precedes them
    g = change(
        f"{PKG}/peft/utils.py",
        "def merge(a, b):\n    return a\n",
        "def merge(a, b):\n    return a + get_expert_model_parallel_world_size()\n",
    )
    assert not any(x.rule_id == "moe-settings" for x in run(rules, g))


def test_moe_family_provider_change_adds_the_architecture(rules: Rules) -> None:
    f = change(
        f"{PKG}/models/deepseek/deepseek_v3_bridge.py",
        """\
        class DeepSeekV3Bridge:
            def provider_bridge(self, hf):
                provider = self.make(hf)
                return provider
        """,
        """\
        class DeepSeekV3Bridge:
            def provider_bridge(self, hf):
                provider = self.make(hf)
                provider.rotary_percent = 1.0
                return provider
        """,
    )
    found = run(rules, f)
    assert surfaces(found) == {Surface.PROVIDER, Surface.MOE}
    arch = next(x for x in found if x.surface == Surface.MOE)
    assert arch.rule_id == "family-arch:deepseek" and arch.family == "deepseek"


def test_uncovered_package_path_is_conservative_level0(rules: Rules) -> None:
    f = change(f"{PKG}/brandnew/thing.py", "A = 1\n", "A = 2\n")
    found = run(rules, f)
    assert [(x.surface, x.rule_id) for x in found] == [(Surface.PROVIDER, UNCOVERED_RULE)]
    assert "no rule covers" in found[0].reason


def test_path_outside_the_package_touches_nothing(rules: Rules) -> None:
    found = run(rules, change("tools_local/notes.txt", "a\n", "b\n"))
    assert surfaces(found) == {Surface.NONE}


# --- content: cosmetic edits need nothing -----------------------------------------------------------------

CODE = '''\
    import logging

    logger = logging.getLogger(__name__)


    def finalize(self, size: int) -> int:
        """Finalize the provider."""
        # keep in sync with MCore
        if size > 1:
            logger.info("finalizing with size %d", size)
            raise ValueError("size must be one")
        return size
    '''


@pytest.mark.parametrize("sources", [True, False], ids=["git-sources", "patch-only"])
@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("# keep in sync with MCore", "# keep in sync with Megatron-Core (see #123)"),
        ('"""Finalize the provider."""', '"""Finalize the provider and check its sizes."""'),
        ('logger.info("finalizing with size %d", size)', 'logger.debug("finalize: size=%d", size)'),
        ('raise ValueError("size must be one")', 'raise ValueError(f"size must be one, got {size}")'),
        ("def finalize(self, size: int) -> int:", "def finalize(self, size: int | None) -> int | None:"),
    ],
    ids=["comment", "docstring", "log-call", "exception-message", "type-hints"],
)
def test_cosmetic_edits_need_nothing(rules: Rules, sources: bool, old: str, new: str) -> None:
    f = change(f"{PKG}/models/gpt_provider.py", CODE, CODE.replace(old, new), sources=sources)
    found = run(rules, f)
    assert surfaces(found) == {Surface.NONE}, found
    assert "cosmetic" in found[0].reason


@pytest.mark.parametrize("sources", [True, False], ids=["git-sources", "patch-only"])
def test_a_real_edit_next_to_cosmetic_ones_counts(rules: Rules, sources: bool) -> None:
    after = CODE.replace("# keep in sync with MCore", "# changed comment").replace(
        "if size > 1:", "if size > 2:"
    )
    found = run(rules, change(f"{PKG}/models/gpt_provider.py", CODE, after, sources=sources))
    assert Surface.PROVIDER in surfaces(found)
    assert "size > 2" in (found[0].evidence or "")


def test_docstring_tail_at_the_start_of_a_hunk_is_prose_in_patch_only_mode() -> None:
    patch = (
        "@@ -10,4 +10,5 @@ class CheckpointConfig:\n"
        "     Example: ``'pkg.Manager'``\n"
        '     """\n'
        " \n"
        "+    dist_ckpt_workers: int = 1\n"
        "     def finalize(self) -> None:\n"
    )
    lines = analyze(patch)
    assert [(ln.kind, ln.scope, ln.live) for ln in lines] == [("code", "CheckpointConfig", True)]


# --- scopes: functions downstream never calls --------------------------------------------------------------


@pytest.mark.parametrize("sources", [True, False], ids=["git-sources", "patch-only"])
def test_change_in_a_bridge_only_function_of_a_reachable_module(rules: Rules, sources: bool) -> None:
    after = CHECKPOINTING_BEFORE.replace("torch.load(path, weights_only=False)", "safe_load(path)")
    found = run(
        rules, change(f"{PKG}/training/checkpointing.py", CHECKPOINTING_BEFORE, after, sources=sources)
    )
    assert surfaces(found) == {Surface.NONE}
    assert "dataloader-state-load" in found[0].reason


@pytest.mark.parametrize("sources", [True, False], ids=["git-sources", "patch-only"])
def test_change_in_load_checkpoint_is_a_checkpoint_change(rules: Rules, sources: bool) -> None:
    after = CHECKPOINTING_BEFORE.replace("strict=True", "strict=False")
    found = run(
        rules, change(f"{PKG}/training/checkpointing.py", CHECKPOINTING_BEFORE, after, sources=sources)
    )
    assert surfaces(found) == {Surface.CHECKPOINT}
    assert "load_checkpoint" in (found[0].evidence or "")


SETUP = """\
    def setup(cfg):
        model = build(cfg)
        return model


    def _create_peft_pre_wrap_hook(cfg, state):
        return make_hook(cfg.peft)
    """


def test_bridge_setup_loop_is_inert_but_the_imported_hook_is_not(rules: Rules) -> None:
    quiet = run(
        rules, change(f"{PKG}/training/setup.py", SETUP, SETUP.replace("build(cfg)", "build(cfg, 1)"))
    )
    assert surfaces(quiet) == {Surface.NONE}
    loud = run(
        rules,
        change(
            f"{PKG}/training/setup.py",
            SETUP,
            SETUP.replace("make_hook(cfg.peft)", "make_hook(cfg.peft, state)"),
        ),
    )
    assert Surface.NONE not in surfaces(loud)
    assert Surface.PEFT in surfaces(loud)


def test_a_new_top_level_function_is_reached_only_through_its_callers(rules: Rules) -> None:
    before = "def setup_optimizer(cfg):\n    return make(cfg)\n"
    added = before + "\n\ndef helper(x):\n    return x * 2\n"
    assert surfaces(run(rules, change(f"{PKG}/training/optim.py", before, added))) == {Surface.NONE}
    called = "def setup_optimizer(cfg):\n    return make(helper(cfg))\n\n\ndef helper(x):\n    return x * 2\n"
    assert surfaces(run(rules, change(f"{PKG}/training/optim.py", before, called))) == {Surface.TRAINING}


def test_bridge_hooks_by_scope(rules: Rules) -> None:
    bridge = """\
        class GemmaBridge:
            def mapping_registry(self):
                return {"decoder.norm.weight": "model.norm.weight"}

            def megatron_to_hf_config(self, provider):
                return {"norm_eps": provider.eps}
        """
    mapping = change(
        f"{PKG}/models/gemma/gemma_bridge.py", bridge, bridge.replace("model.norm", "model.final_norm")
    )
    assert surfaces(run(rules, mapping)) == {Surface.MAPPING}
    config = change(
        f"{PKG}/models/gemma/gemma_bridge.py", bridge, bridge.replace("provider.eps", "provider.eps2")
    )
    assert surfaces(run(rules, config)) == {Surface.CHECKPOINT}


def test_a_bridges_config_translation_attributes_are_config_not_weights(rules: Rules) -> None:
    # model_bridge.py reads CONFIG_MAPPING in hf_config_to_provider_kwargs and, reversed, in megatron_to_hf_config;
    # PROVIDER_CLASS picks the provider. Editing them changes the provider and the exported HF config, not the
    # weight mapping (no refit level from them).
    bridge = """\
        class NemotronHBridge(MegatronModelBridge):
            PROVIDER_CLASS = NemotronHModelProvider
            CONFIG_MAPPING = MegatronModelBridge.CONFIG_MAPPING + [
                ("hybrid_override_pattern", "hybrid_override_pattern"),
                ("mamba_num_heads", "mamba_num_heads"),
            ]

            def mapping_registry(self):
                return {"decoder.norm.weight": "backbone.norm_f.weight"}
        """
    path = f"{PKG}/models/nemotronh/nemotron_h_bridge.py"
    renamed = change(path, bridge, bridge.replace('"hybrid_override_pattern")', '"hybrid_layer_pattern")'))
    found = run(rules, renamed)
    assert surfaces(found) == {Surface.PROVIDER, Surface.CHECKPOINT}
    assert {"family-bridge-provider", "family-bridge-hf-config-export"} <= {x.rule_id for x in found}
    provider = change(path, bridge, bridge.replace("= NemotronHModelProvider", "= MambaModelProvider"))
    assert surfaces(run(rules, provider)) == {Surface.PROVIDER}
    # the same file's weight mapping is still the mapping
    weights = change(path, bridge, bridge.replace("backbone.norm_f", "backbone.final_norm"))
    assert surfaces(run(rules, weights)) == {Surface.MAPPING}


def test_class_attribute_lines_carry_their_attribute() -> None:
    before = "class B:\n    A = [\n        1,\n    ]\n    b: int = 2\n\n    def f(self):\n        x = 1\n"
    after = before.replace("        1,\n", "        1,\n        3,\n").replace("x = 1", "x = 2")
    after = after.replace("= 2\n", "= 4\n", 1)
    f = change("m.py", before, after)
    lines = {(ln.side, ln.lineno): ln for ln in analyze(f.patch or "", f.old_source, f.new_source)}
    assert lines[("+", 4)].attr == "B.A" and lines[("+", 4)].scope == "B"
    assert lines[("+", 6)].attr == "B.b"
    assert lines[("+", 9)].attr == "" and lines[("+", 9)].scope == "B.f"
    # a patch without the sources cannot tell
    assert all(ln.attr == "" for ln in analyze(f.patch or ""))


def test_experiment_logger_calls_are_inert(rules: Rules) -> None:
    before = "def init(state):\n    state.ready = True\n"
    after = "def init(state):\n    state.ready = True\n    install_mlflow_failure_hook()\n"
    assert surfaces(run(rules, change(f"{PKG}/training/state.py", before, after))) == {Surface.NONE}


def test_a_helper_named_for_its_logger_is_inert_argument_lines_too(rules: Rules) -> None:
    before = "def save(state, name):\n    write(name)\n    done = True\n"
    helper = (
        "def save(state, name):\n    write(name)\n\n    def comet_finalize_fn():\n        report(\n"
        "            name,\n            step=state.step,\n        )\n\n    comet_finalize_fn()\n    done = True\n"
    )
    assert surfaces(run(rules, change(f"{PKG}/training/checkpointing.py", before, helper))) == {Surface.NONE}
    # the same argument lines in a helper named for something else still count
    other = helper.replace("comet_finalize_fn", "finalize_fn")
    assert Surface.CHECKPOINT in surfaces(run(rules, change(f"{PKG}/training/checkpointing.py", before, other)))


def test_a_learning_signal_rule_reads_changed_modules_not_added_ones(rules: Rules) -> None:
    body = "class W:\n    def __init__(self):\n        self.w = Parameter(zeros(4), requires_grad=False)\n"
    path = f"{PKG}/models/qwen3/modeling_extra.py"
    added = change(path, "", body, status="added")
    assert Surface.TRAINING not in surfaces(run(rules, added))
    changed = change(path, body.replace("False", "True"), body)
    assert Surface.TRAINING in surfaces(run(rules, changed))


def test_megatron_lm_compat_and_distillation_are_bridge_only(rules: Rules) -> None:
    for path in (f"{PKG}/training/mlm_compat/arguments.py", f"{PKG}/models/distillation_provider.py"):
        f = change(path, "def f(args):\n    return args.a\n", "def f(args):\n    return args.b\n")
        assert surfaces(run(rules, f)) == {Surface.NONE}, path


def test_imports_only_change_gets_the_smoke(rules: Rules) -> None:
    found = run(
        rules, change(f"{PKG}/models/gpt_provider.py", "import os\nX = 1\n", "import os\nimport sys\nX = 1\n")
    )
    assert [x.rule_id for x in found] == ["imports-only"]
    assert found[0].surface == Surface.PROVIDER


def test_imports_only_change_in_a_moe_family_asks_no_architecture_level(rules: Rules) -> None:
    # moving an optional import into a function runs no MoE path: the smoke that imports the family checks it; the
    # same file with one line of code changed still involves the family's architecture
    path = f"{PKG}/models/deepseek/deepseek_v3_bridge.py"
    before = "import os\nimport fla\n\n\ndef f(x):\n    return x\n"
    moved = "import os\n\n\ndef f(x):\n    return x\n"
    found = run(rules, change(path, before, moved))
    assert [x.rule_id for x in found] == ["imports-only"]
    coded = run(rules, change(path, before, before.replace("return x", "return x + 1")))
    assert any(x.rule_id == "family-arch:deepseek" for x in coded)


# --- families --------------------------------------------------------------------------------------------


def test_new_family_directory(rules: Rules) -> None:
    files = [
        change(f"{PKG}/models/exaone/__init__.py", "", "from .exaone4_provider import P\n", status="added"),
        change(f"{PKG}/models/exaone/exaone4_provider.py", "", "class P:\n    hidden = 1\n", status="added"),
    ]
    found = run(rules, *files)
    assert {x.rule_id for x in found} >= {"new-family"}
    assert surfaces(found) == {Surface.PROVIDER}
    assert {x.family for x in found} == {"exaone"}


def test_a_new_file_in_an_existing_family_is_not_a_new_family(rules: Rules) -> None:
    files = [
        change(f"{PKG}/models/exaone/exaone5_provider.py", "", "class P:\n    hidden = 1\n", status="added"),
        change(f"{PKG}/models/exaone/__init__.py", "A = 1\n", "A = 1\nB = 2\n"),
    ]
    assert "new-family" not in {x.rule_id for x in run(rules, *files)}


def test_family_data_pipeline_is_bridge_only(rules: Rules) -> None:
    f = change(f"{PKG}/models/qwen_vl/data/collate_fn.py", "R = 1\n", "R = 2\n")
    assert surfaces(run(rules, f)) == {Surface.NONE}


# --- inputs without patches ------------------------------------------------------------------------------


def test_file_list_runs_path_rules_and_falls_back_to_level0(rules: Rules) -> None:
    files = [
        ChangedFile(path=f"{PKG}/peft/lora.py"),
        ChangedFile(path=f"{PKG}/training/checkpointing.py"),
        ChangedFile(path=f"{PKG}/training/setup.py"),
        ChangedFile(path="docs/index.md"),
    ]
    found = run(rules, *files, patches=False)
    by_path = {f.path: f for f in found}
    assert by_path[f"{PKG}/peft/lora.py"].surface == Surface.PEFT
    assert by_path[f"{PKG}/training/checkpointing.py"].surface == Surface.CHECKPOINT
    assert by_path["docs/index.md"].surface == Surface.NONE
    setup = [f for f in found if f.path == f"{PKG}/training/setup.py"]
    assert [(f.surface, f.rule_id) for f in setup] == [(Surface.PROVIDER, "training-runtime")]


def test_binary_file_gets_path_rules_only(rules: Rules) -> None:
    found = run(rules, ChangedFile(path=f"{PKG}/models/qwen/assets/table.bin", binary=True))
    assert surfaces(found) == {Surface.PROVIDER}
    assert all(f.evidence is None for f in found)


def test_renamed_module_without_edits_gets_the_smoke(rules: Rules) -> None:
    f = ChangedFile(
        path=f"{PKG}/brandnew/b.py", previous_path=f"{PKG}/brandnew/a.py", status="renamed", patch=""
    )
    found = run(rules, f)
    assert [(x.surface, x.rule_id) for x in found] == [(Surface.PROVIDER, UNCOVERED_RULE)]
    assert "moved from" in found[0].reason


# --- glob semantics --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("glob", "path", "hit"),
    [
        ("docs/**", "docs/a/b.md", True),
        ("**/*.md", "README.md", True),
        ("**/*.md", "a/b/c.md", True),
        ("src/*.py", "src/a/b.py", False),
        ("src/**/x.py", "src/x.py", True),
        ("src/megatron/bridge/models/*/data/**", "src/megatron/bridge/models/qwen/data/c.py", True),
        ("src/megatron/bridge/models/*/data/**", "src/megatron/bridge/models/qwen/x/data/c.py", False),
        ("uv.lock", "sub/uv.lock", False),
    ],
)
def test_glob(glob: str, path: str, hit: bool) -> None:
    import re

    assert bool(re.match(glob_to_regex(glob), path)) is hit


def test_recipe_only_dispatcher_setup_is_inert(rules: Rules) -> None:
    before = "def apply_flex_dispatcher_backend(cfg):\n    cfg.moe_token_dispatcher_type = 'alltoall'\n"
    after = "def apply_flex_dispatcher_backend(cfg):\n    cfg.moe_token_dispatcher_type = 'flex'\n"
    found = run(rules, change(f"{PKG}/training/flex_dispatcher_backend.py", before, after))
    assert surfaces(found) == {Surface.NONE}
    assert "recipe-dispatcher-setup" in found[0].reason


def test_mla_low_rank_is_not_peft(rules: Rules) -> None:
    before = "def provider_bridge(self, hf):\n    p = make(hf)\n    p.kv_lora_rank = hf.kv_lora_rank\n"
    after = before.replace("p = make(hf)", "p = make(hf, rope=True)")
    found = run(rules, change(f"{PKG}/models/kimi/kimi_bridge.py", before, after))
    assert Surface.PEFT not in surfaces(found)
    assert surfaces(found) == {Surface.PROVIDER, Surface.MOE}


def test_scope_names_count_for_parallelism(rules: Rules) -> None:
    before = "class M:\n    def gather_from_ep_ranks(self, w):\n        return w\n"
    after = "class M:\n    def gather_from_ep_ranks(self, w):\n        return w.squeeze(0)\n"
    found = run(rules, change(f"{PKG}/models/conversion/param_mapping.py", before, after))
    assert surfaces(found) == {Surface.MAPPING, Surface.PARALLELISM}


def test_lora_merge_next_to_the_change_counts_as_peft(rules: Rules) -> None:
    before = textwrap.dedent("""\
        def stream_weights_megatron_to_hf(self, tasks):
            for task in tasks:
                weights = self.convert(task)
                if merge_adapter_weights:
                    weights = self._merge_lora_adapter_weights(weights)
                yield weights
        """)
    after = before.replace("weights = self.convert(task)", "weights = self.convert(task, cast=False)")
    found = run(rules, change(f"{PKG}/models/conversion/model_bridge.py", before, after))
    assert {Surface.REFIT, Surface.PEFT} <= surfaces(found)
    peft = next(x for x in found if x.surface == Surface.PEFT)
    assert (peft.evidence or "").startswith("near the change:")


def test_a_word_in_a_string_or_comment_near_the_change_is_not_its_topic(rules: Rules) -> None:
    """Context lines are read for their code: a documentation URL naming `sft_peft` in an error message next to
    a packed-sequence check is not PEFT handling; the same word in code next to the change is."""
    before = textwrap.dedent("""\
        def validate(self):
            if self.dataset.packed_sequence_specs is not None:
                raise ValueError(
                    "see https://docs.nvidia.com/nemo-framework/user-guide/latest/sft_peft/packed_sequence.html"
                )  # peft docs
            self.micro_batch_size = 1
        """)
    after = before.replace("self.micro_batch_size = 1", "self.micro_batch_size = max(1, self.micro_batch_size)")
    found = run(rules, change(f"{PKG}/training/config.py", before, after))
    assert Surface.PEFT not in surfaces(found), found
    in_code = before.replace("self.micro_batch_size = 1", "self.micro_batch_size = 1\n    lora = self.peft")
    in_code_after = in_code.replace(
        "self.micro_batch_size = 1", "self.micro_batch_size = max(1, self.micro_batch_size)"
    )
    found = run(rules, change(f"{PKG}/training/config.py", in_code, in_code_after))
    assert Surface.PEFT in surfaces(found), found


def test_a_sibling_field_near_a_changed_field_is_not_its_topic(rules: Rules) -> None:
    """A dataclass's fields are separate settings: a new default for `profiling` next to the `peft` field is not
    PEFT handling."""
    before = textwrap.dedent("""\
        @dataclass
        class ConfigContainer:
            train: TrainingConfig
            peft: Optional[PEFT] = None
            profiling: Optional[ProfilingConfig] = None
            logger: LoggerConfig = field(default_factory=LoggerConfig)
        """)
    after = before.replace(
        "profiling: Optional[ProfilingConfig] = None",
        "profiling: ProfilingConfig = field(default_factory=ProfilingConfig)",
    )
    found = run(rules, change(f"{PKG}/training/config.py", before, after))
    assert Surface.PEFT not in surfaces(found), found


_TOKENS = [*"abc ()[]{}:'\"#=,.\\@", "def ", "class ", '"""', "    ", "return ", "assert ", "logger.info("]
_LINE = st.lists(st.sampled_from(_TOKENS), max_size=12).map("".join)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from([" ", "+", "-"]), _LINE), max_size=25))
def test_line_analysis_never_crashes(lines: list[tuple[str, str]]) -> None:
    old_n = sum(1 for m, _ in lines if m in " -")
    new_n = sum(1 for m, _ in lines if m in " +")
    body = "\n".join(m + t for m, t in lines)
    patch = f"@@ -1,{old_n} +1,{new_n} @@ def f(\n{body}\n"
    for ln in analyze(patch):
        assert ln.side in "+-"


@pytest.mark.parametrize("sources", [True, False], ids=["git-sources", "patch-only"])
def test_new_definitions_are_inert_unless_a_decorator_registers_them(rules: Rules, sources: bool) -> None:
    before = "import torch\n\n\nclass Qwen2Bridge:\n    def mapping_registry(self):\n        return {}\n"
    wrapped = before + "\n\n@contextmanager\ndef quiet():\n    yield\n"
    found = run(rules, change(f"{PKG}/models/qwen/qwen2_bridge.py", before, wrapped, sources=sources))
    assert surfaces(found) == {Surface.NONE}
    registered = (
        before + "\n\n@MegatronModelBridge.register_bridge(source='Qwen9ForCausalLM', target=GPTModel)\n"
        "class Qwen9Bridge(Qwen2Bridge):\n    def mapping_registry(self):\n        return {'a': 'b'}\n"
    )
    found = run(rules, change(f"{PKG}/models/qwen/qwen2_bridge.py", before, registered, sources=sources))
    assert Surface.MAPPING in surfaces(found)


def test_a_bridge_registered_by_call_is_live_like_a_decorated_one(rules: Rules) -> None:
    """`C = MegatronModelBridge.register_bridge(...)(C)` under a guard is the decorator Python's `@` applies:
    the new class is registered, so its mapping is live (a family written this way: Ministral 3)."""
    before = "import torch\n\n\nclass Qwen2Bridge:\n    def mapping_registry(self):\n        return {}\n"
    added = (
        before + "\n\nclass Qwen9Bridge(Qwen2Bridge):\n    def mapping_registry(self):\n        return {'a': 'b'}\n"
    )
    found = run(rules, change(f"{PKG}/models/qwen/qwen2_bridge.py", before, added))
    assert surfaces(found) == {Surface.NONE}
    registered = added + (
        "\n\nif HAS_QWEN9:\n    try:\n        Qwen9Bridge = MegatronModelBridge.register_bridge(\n"
        "            source=Qwen9ForCausalLM, target=GPTModel\n        )(Qwen9Bridge)\n"
        "    except Exception:\n        pass\n"
    )
    found = run(rules, change(f"{PKG}/models/qwen/qwen2_bridge.py", before, registered))
    # the class's own lines are live (not only the registering statement below it)
    assert any(
        f.surface == Surface.MAPPING and "Qwen9Bridge" in (f.evidence or "") for f in found
    ), found


def test_a_decorator_applied_by_call_is_in_the_module_summary() -> None:
    src = (
        "class A:\n    pass\n\n\nclass B:\n    pass\n\n\nif FLAG:\n    try:\n"
        "        A = Registry.register(source=X)(A)\n    except Exception:\n        pass\n"
        "B = wrap(A)\n"
    )
    ms = summarize(src, "megatron.bridge.models.x", "src/megatron/bridge/models/x.py")
    assert ms.defs["A"].decorators == ["Registry.register(source=X)"]
    assert ms.defs["B"].decorators == []  # `B = wrap(A)` wraps another class: no decorator of B


# --- code moved unchanged (issue 10, class 4) ----------------------------------------------------------------

MOVE_A_BEFORE = '''\
    class LlamaProvider:
        def finalize(self):
            self.num_layers = self.num_layers or 32
            self.sequence_parallel = self.tensor_model_parallel_size > 1 and self.sequence_parallel


    def helper():
        return 1
    '''
MOVE_A_AFTER = '''\
    class LlamaProvider:
        def finalize(self):
            self.num_layers = self.num_layers or 32


    def helper():
        return 1
    '''
MOVE_B_BEFORE = '''\
    class GPTProvider:
        def finalize(self):
            self.hidden_size = self.hidden_size or 4096
    '''
MOVE_B_AFTER = '''\
    class GPTProvider:
        def finalize(self):
            self.hidden_size = self.hidden_size or 4096
            self.sequence_parallel = self.tensor_model_parallel_size > 1 and self.sequence_parallel
    '''


def test_a_statement_moved_unchanged_between_files_plans_the_smoke_not_its_topic(rules: Rules) -> None:
    """A refactor that moves a line mentioning parallel sizes from one provider to another changes no parallel
    logic: the Level 0 smoke (a name that no longer resolves), not parallelism stress."""
    a = change("src/megatron/bridge/models/llama/llama_provider.py", MOVE_A_BEFORE, MOVE_A_AFTER)
    b = change("src/megatron/bridge/models/gpt_provider.py", MOVE_B_BEFORE, MOVE_B_AFTER)
    found = run(rules, a, b)
    assert Surface.PARALLELISM not in surfaces(found), found
    assert Surface.PROVIDER in surfaces(found)
    # The same line added alone (not moved) is a parallelism change.
    alone = run(rules, b)
    assert Surface.PARALLELISM in surfaces(alone), alone


SETTINGS_AS_ASSIGNMENTS = '''\
    class GPTOSSBridge(MegatronModelBridge):
        def provider_bridge(self, hf_pretrained):
            provider = super().provider_bridge(hf_pretrained)
            provider.normalization = "RMSNorm"
            provider.moe_token_dispatcher_type = "alltoall"
            provider.yarn_rotary_scaling_factor = 32.0
            return provider
    '''
SETTINGS_AS_KEYWORDS = '''\
    class GPTOSSBridge(MegatronModelBridge):
        def hf_config_to_model_config_kwargs(self, hf_config):
            config_kwargs = super().hf_config_to_model_config_kwargs(hf_config)
            config_kwargs.update(
                normalization="RMSNorm",
                moe_token_dispatcher_type="alltoall",
                yarn_rotary_scaling_factor=hf_config.rope_scaling["factor"],
            )
            return config_kwargs
    '''


def test_a_setting_rewritten_with_its_value_is_not_what_the_change_changes(rules: Rules) -> None:
    """A family bridge moving its settings from `provider.x = v` assignments to the model-config builder's `x=v`
    keywords keeps the MoE dispatcher as it was: no parallelism finding, and the builder's translation is the
    family's config (provider), not its weight mapping."""
    path = "src/megatron/bridge/models/gpt_oss/gpt_oss_bridge.py"
    found = run(rules, change(path, SETTINGS_AS_ASSIGNMENTS, SETTINGS_AS_KEYWORDS))
    assert Surface.PARALLELISM not in surfaces(found), found
    assert "family-bridge-provider" in {f.rule_id for f in found}, found
    assert "family-bridge-mapping" not in {f.rule_id for f in found}, found
    # the same setting with another value is a change of it
    other = SETTINGS_AS_KEYWORDS.replace('moe_token_dispatcher_type="alltoall"', 'moe_token_dispatcher_type="flex"')
    changed = run(rules, change(path, SETTINGS_AS_ASSIGNMENTS, other))
    assert Surface.PARALLELISM in surfaces(changed), changed


def test_a_statement_reindented_inside_one_hunk_stays_live(rules: Rules) -> None:
    """Putting a statement under a new condition changes when it runs: the same text on both sides of one hunk
    is not a move."""
    before = MOVE_B_AFTER
    after = MOVE_B_AFTER.replace(
        "            self.sequence_parallel = self.tensor_model_parallel_size > 1 and self.sequence_parallel\n",
        "            if self.hidden_size:\n"
        "                self.sequence_parallel = self.tensor_model_parallel_size > 1 and self.sequence_parallel\n",
    )
    found = run(rules, change("src/megatron/bridge/models/gpt_provider.py", before, after))
    assert Surface.PARALLELISM in surfaces(found), found


def test_statements_reindented_under_a_with_block_are_not_the_changes_topic(rules: Rules) -> None:
    """Taking model construction out of a CUDA side stream re-indents every statement of the block; what those
    statements mention (tensor-parallel attributes, the distributed optimizer) is not what changed: the stream is."""
    before = """\
        def get_model(model_provider, use_distributed_optimizer):
            stream = torch.cuda.Stream()
            with torch.cuda.stream(stream):
                model = model_provider.provide()
                for param in model.parameters():
                    tensor_parallel.set_defaults_if_not_set_tensor_model_parallel_attributes(param)
                model = wrap(model, use_distributed_optimizer=use_distributed_optimizer)
            return model
        """
    after = """\
        def get_model(model_provider, use_distributed_optimizer):
            model = model_provider.provide()
            for param in model.parameters():
                tensor_parallel.set_defaults_if_not_set_tensor_model_parallel_attributes(param)
            model = wrap(model, use_distributed_optimizer=use_distributed_optimizer)
            return model
        """
    found = run(rules, change(f"{PKG}/models/model_provider.py", before, after))
    assert Surface.PARALLELISM not in surfaces(found), found
    assert Surface.PROVIDER in surfaces(found), found
    # the same statements put under a new loop run again and again: they stay live
    flat = textwrap.dedent(after)
    looped = flat.replace(
        "    for param in model.parameters():\n        tensor_parallel",
        "    for param in model.parameters():\n        for _ in range(2):\n            tensor_parallel",
    )
    assert looped != flat
    found = run(rules, change(f"{PKG}/models/model_provider.py", flat, looped))
    assert Surface.PARALLELISM in surfaces(found), found
    # statements swapped at the same depth run in another order: that is behaviour, they stay live
    swapped = flat.replace(
        "    model = model_provider.provide()\n    for param in model.parameters():\n"
        "        tensor_parallel.set_defaults_if_not_set_tensor_model_parallel_attributes(param)\n"
        "    model = wrap(model, use_distributed_optimizer=use_distributed_optimizer)\n",
        "    model = model_provider.provide()\n"
        "    model = wrap(model, use_distributed_optimizer=use_distributed_optimizer)\n"
        "    for param in model.parameters():\n"
        "        tensor_parallel.set_defaults_if_not_set_tensor_model_parallel_attributes(param)\n",
    )
    assert swapped != flat
    found = run(rules, change(f"{PKG}/models/model_provider.py", flat, swapped))
    assert Surface.PARALLELISM in surfaces(found), found


# --- an option off by default (issue 10, class 5) --------------------------------------------------------------

TOK = "src/megatron/bridge/training/tokenizers/tokenizer.py"
OPT_BEFORE = '''\
    from dataclasses import dataclass


    @dataclass
    class TokenizerConfig:
        vocab_file: str | None = None


    def build_tokenizer(config, **kwargs):
        tok = _build(config.vocab_file, **kwargs)
        return tok
    '''
OPT_AFTER = '''\
    import dataclasses
    from dataclasses import dataclass


    @dataclass
    class TokenizerConfig:
        vocab_file: str | None = None
        chat_template_path: str | None = None


    def build_tokenizer(config, **kwargs):
        tok = _build(config.vocab_file, **kwargs)
        if config.chat_template_path is not None:
            tok.chat_template = open(config.chat_template_path).read()
            tok = dataclasses.replace(tok)
        return tok
    '''


def test_a_new_option_off_by_default_and_its_guarded_code_plan_nothing(rules: Rules) -> None:
    """Downstream at its pinned ref cannot set an option that did not exist: the new field and the code that runs
    only when it is set change nothing it runs (the module itself is one NeMo-RL calls)."""
    found = run(rules, change(TOK, OPT_BEFORE, OPT_AFTER))
    assert surfaces(found) == {Surface.NONE}, found
    assert "adds an option that is off by default" in found[0].reason
    # Without the new source the guard cannot be read: the change stays live.
    assert Surface.PROVIDER in surfaces(run(rules, change(TOK, OPT_BEFORE, OPT_AFTER, sources=False)))


def test_a_new_parameter_off_by_default_in_a_signature_plans_nothing(rules: Rules) -> None:
    before = OPT_BEFORE
    after = OPT_BEFORE.replace(
        "def build_tokenizer(config, **kwargs):\n        tok = _build(config.vocab_file, **kwargs)\n",
        "def build_tokenizer(config, template: str | None = None, **kwargs):\n"
        "        tok = _build(config.vocab_file, **kwargs)\n"
        "        if template:\n"
        "            tok.chat_template = template\n",
    )
    found = run(rules, change(TOK, before, after))
    assert surfaces(found) == {Surface.NONE}, found


@pytest.mark.parametrize(
    "guarded_line, unguarded",
    [
        # the else branch runs when the option is off: the default behaviour changes
        (
            "        if config.chat_template_path is not None:\n"
            "            tok.chat_template = open(config.chat_template_path).read()\n"
            "        else:\n"
            "            tok.chat_template = DEFAULT_TEMPLATE\n",
            "else branch",
        ),
        # a use outside any test of the option
        ("        tok.chat_template = config.chat_template_path or DEFAULT_TEMPLATE\n", "unguarded use"),
        # a negative test runs when the option is off
        ("        if not config.chat_template_path:\n            tok.chat_template = DEFAULT_TEMPLATE\n", "not x"),
        # an `or` runs the block without the option too
        (
            "        if config.chat_template_path or config.vocab_file:\n"
            "            tok.chat_template = DEFAULT_TEMPLATE\n",
            "x or y",
        ),
    ],
)
def test_code_that_runs_when_the_new_option_is_off_stays_live(rules: Rules, guarded_line: str, unguarded: str) -> None:
    after = OPT_AFTER.replace(
        "        if config.chat_template_path is not None:\n"
        "            tok.chat_template = open(config.chat_template_path).read()\n"
        "            tok = dataclasses.replace(tok)\n",
        guarded_line,
    )
    assert Surface.PROVIDER in surfaces(run(rules, change(TOK, OPT_BEFORE, after))), unguarded


def test_a_new_local_variable_set_to_none_is_not_an_option(rules: Rules) -> None:
    after = OPT_BEFORE.replace(
        "        tok = _build(config.vocab_file, **kwargs)\n",
        "        tok = _build(config.vocab_file, **kwargs)\n"
        "        cached = None\n"
        "        if cached is None:\n"
        "            tok.padding_side = 'left'\n",
    )
    assert Surface.PROVIDER in surfaces(run(rules, change(TOK, OPT_BEFORE, after)))


def test_a_field_that_only_overrides_an_inherited_default_stays_live(rules: Rules) -> None:
    """`sequence_parallel: bool = False` in a provider subclass changes what that provider builds (it inherited
    another default): no new `if` tests it, so it is not an opt-in option."""
    before = '''\
    class QwenProvider(GPTProvider):
        hidden_size: int = 4096
    '''
    after = '''\
    class QwenProvider(GPTProvider):
        hidden_size: int = 4096
        sequence_parallel: bool = False
    '''
    found = run(rules, change("src/megatron/bridge/models/qwen/qwen_provider.py", before, after))
    assert Surface.PARALLELISM in surfaces(found), found


LAYER_IN_PROVIDER = """\
from megatron.core.transformer.attention import SelfAttention
from megatron.core.models.common.embeddings.rotary_pos_embedding import RotaryEmbedding


class Gemma4RotaryEmbedding(RotaryEmbedding):
    def __init__(self, kv_channels, global_rotary_percent):
        super().__init__(kv_channels=kv_channels, rotary_percent=global_rotary_percent)


@dataclass
class Gemma4ModelProvider(GPTModelProvider):
    rotary_base: float = 10000.0

    def provide(self, pre_process=None, post_process=None, vp_stage=None):
        return super().provide(pre_process=pre_process, post_process=post_process, vp_stage=vp_stage)
"""


def test_a_layer_class_a_family_defines_beside_its_provider_is_a_custom_layer(rules: Rules) -> None:
    """A change inside a family's own layer class (a subclass of a Megatron-Core module) in its provider file is a
    custom layer by what the class is; a change to the provider dataclass in the same file is not."""
    path = "src/megatron/bridge/models/gemma/gemma4_provider.py"
    layer = LAYER_IN_PROVIDER.replace("rotary_percent=global_rotary_percent", "rotary_percent=1.0")
    found = run(rules, change(path, LAYER_IN_PROVIDER, layer))
    assert Surface.CUSTOM_LAYER in surfaces(found), found
    assert "family-custom-layer-classes" in {f.rule_id for f in found}, found
    provider = LAYER_IN_PROVIDER.replace("rotary_base: float = 10000.0", "rotary_base: float = 1000000.0")
    found = run(rules, change(path, LAYER_IN_PROVIDER, provider))
    assert Surface.CUSTOM_LAYER not in surfaces(found), found
    assert Surface.PROVIDER in surfaces(found), found


def test_changed_lines_carry_the_bases_of_the_class_they_sit_in() -> None:
    before = "class A(torch.nn.Module):\n    def f(self):\n        return 1\n\n\nclass B(Generic[T]):\n    x = 1\n"
    after = before.replace("return 1", "return 2").replace("x = 1", "x = 2")
    f = change("src/megatron/bridge/models/gemma/m.py", before, after)
    lines = {(ln.side, ln.lineno): ln for ln in analyze(f.patch or "", before, after)}
    assert lines[("+", 3)].class_bases == ("torch.nn.Module",)
    assert lines[("+", 7)].class_bases == ("Generic",)
    # with only the patch, what a class derives from is not known
    assert all(ln.class_bases == () for ln in analyze(f.patch or ""))


PROVIDER = """\
    class MixModelProvider(GPTModelProvider):
        num_moe_experts: int = 8
        hidden_size: int = 4096

        def provide(self, pre_process=None):
            return build(self)
    """


def _gated_run(rules: Rules, f: ChangedFile, field_lines: set[int]) -> list[Finding]:
    """Classify with the call graph's gates: downstream runs no changed line, and builds the class whose field
    lines (new-side line numbers) are `field_lines`."""
    return classify(
        PlanInput(source="test", files=[f], patches_available=True),
        rules.surfaces,
        rules.catalog,
        gate=lambda _f, _ln: False,
        skip=frozenset({Surface.PROVIDER, Surface.MAPPING, Surface.CHECKPOINT, Surface.REFIT}),
        field_gate=lambda _f, ln: ln.side == "+" and ln.lineno in field_lines,
    )


def test_a_field_default_of_a_built_provider_is_read_by_the_architecture_and_parallelism_rules(rules: Rules) -> None:
    # A provider's dispatcher default takes effect wherever downstream builds the provider, though no downstream
    # code names the field: the parallelism rule reads it (and the expert-parallel rule makes it MoE too)
    after = PROVIDER.replace("    hidden_size", '    moe_token_dispatcher_type: str = "alltoall"\n    hidden_size')
    path = f"{PKG}/models/mix/mix_provider.py"
    found = _gated_run(rules, change(path, PROVIDER, after), {3})
    assert {(x.surface, x.rule_id) for x in found} >= {
        (Surface.PARALLELISM, "parallelism-settings"), (Surface.MOE, EXPERT_PARALLEL_RULE)
    }
    assert next(x for x in found if x.rule_id == "parallelism-settings").evidence.startswith("+3")
    # the same line where downstream does not build the class is unreached
    assert surfaces(_gated_run(rules, change(path, PROVIDER, after), set())) == {Surface.NONE}
    # a field that names no setting a rule reads stays unreached: the field gate opens lines, not surfaces
    plain = PROVIDER.replace("hidden_size: int = 4096", "hidden_size: int = 8192")
    assert surfaces(_gated_run(rules, change(path, PROVIDER, plain), {3})) == {Surface.NONE}


def test_a_config_dataclass_outside_the_providers_is_not_read_by_its_field_defaults(rules: Rules) -> None:
    # Bridge's own config dataclasses (training/config.py) get fields only Bridge's loop reads; a new field's default
    # there changes nothing downstream runs, so the rules read field defaults only under the providers' paths
    before = "class DistributedInitConfig:\n    timeout_minutes: int = 10\n"
    after = before + "    expert_model_parallel_group_timeout: int = 5\n"
    found = _gated_run(rules, change(f"{PKG}/training/config.py", before, after), {3})
    assert surfaces(found) == {Surface.NONE}
    assert {r.id for r in rules.surfaces.rules if r.fields} >= {"parallelism-settings", "moe-settings", "vlm-settings"}
