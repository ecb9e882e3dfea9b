"""Job templates (configs/jobs.yaml) and build_jobs: the seeds' jobs, drift-corrected, for each model."""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from bot.core.catalog import Catalog, load_catalog
from bot.core.config import ConfigError
from bot.core.jobs import (
    PLAN_TOKENS,
    RUNNER_TOKENS,
    JobCatalog,
    build_jobs,
    dedupe_jobs,
    load_jobs,
)
from bot.core.levels import LevelTable, load_levels
from bot.core.models import FRAMEWORKS, Finding, Request, Surface
from runners.contract import JobSpec, ModelChoice

CONFIGS = Path(__file__).resolve().parent.parent / "configs"


@pytest.fixture(scope="module")
def levels() -> LevelTable:
    return load_levels(CONFIGS / "levels.yaml")


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(CONFIGS / "models.yaml")


@pytest.fixture(scope="module")
def jobs(levels: LevelTable, catalog: Catalog) -> JobCatalog:
    return load_jobs(CONFIGS / "jobs.yaml", levels, catalog)


DENSE = ModelChoice(hf_id="Qwen/Qwen2.5-0.5B", family="qwen", arch="dense")
MOE = ModelChoice(hf_id="allenai/OLMoE-1B-7B-0125", family="olmoe", arch="moe")
VLM = ModelChoice(hf_id="Qwen/Qwen2.5-VL-3B-Instruct", family="qwen_vl", arch="vlm")
AUDIO = ModelChoice(hf_id="Qwen/Qwen2.5-Omni-3B", family="qwen_omni", arch="audio")
MTP = ModelChoice(hf_id="XiaomiMiMo/MiMo-7B-Base", family="mimo", arch="mtp")
DUMMY_MOE = ModelChoice(hf_id="deepseek-ai/DeepSeek-V2-Lite", family="deepseek", arch="moe", dummy=True)
MODELS = [DENSE, MOE, VLM, AUDIO, MTP, DUMMY_MOE]


def _build(
    jobs: JobCatalog,
    fw: Any,
    level: int,
    model: ModelChoice = DENSE,
    surfaces: frozenset[Surface] = frozenset(),
    request: Request | None = None,
    findings: list[Finding] | None = None,
) -> list[JobSpec]:
    return build_jobs(
        fw,
        level,
        model=model,
        surfaces=surfaces,
        request=request or Request(),
        catalog=jobs,
        findings=findings or [],
    )


def _all_jobs(jobs: JobCatalog) -> list[JobSpec]:
    out = []
    every = frozenset(Surface)
    for model, fw in itertools.product(MODELS, FRAMEWORKS):
        for level in range(jobs.max_level(fw) + 1):
            for surfaces in (frozenset(), every):
                out += _build(jobs, fw, level, model, surfaces, Request(variants=sorted(jobs.variants)))
    return out


def _argv(job: JobSpec) -> list[str]:
    return [a for s in job.steps for a in s.argv]


# ---------------------------------------------------------------------------------------------------------
# Every level, every JobSpec


def test_every_level_of_both_frameworks_yields_a_job_for_every_known_family(
    jobs: JobCatalog, catalog: Catalog
) -> None:
    for family in catalog.families.values():
        for fw in FRAMEWORKS:
            for level in range(jobs.max_level(fw) + 1):
                built = _build(jobs, fw, level, family.choice())
                assert built, (family.family, fw, level)
                assert all(j.level == level and j.framework == fw for j in built)
    assert jobs.max_level("nemo-rl") == 6 and jobs.max_level("verl") == 5


def test_every_jobspec_validates_and_carries_only_runner_placeholders(jobs: JobCatalog) -> None:
    built = _all_jobs(jobs)
    assert len(built) > 100
    for job in built:
        again = JobSpec.model_validate_json(job.model_dump_json())
        assert again == job
        assert job.id.startswith(f"{job.framework}-l{job.level}-{job.variant}-")
        assert job.downstream_ref == jobs.downstream_refs[job.framework]
        assert job.seed_name and job.title and job.level_name
        assert job.gpus >= 1 and job.timeout_s > 0 and job.est_gpu_minutes > 0
        for step in job.steps:
            assert "PYTHONPATH" not in step.env
            for s in [*step.argv, *step.env.values()]:
                tokens = set(re.findall(r"\{([a-z_]+)\}", s))
                assert tokens <= RUNNER_TOKENS, (job.id, s)
                assert not tokens & PLAN_TOKENS
        for check in job.log_checks:
            re.compile(check.pattern)
            assert "{steps}" not in check.pattern


def test_job_ids_are_unique_within_a_level(jobs: JobCatalog) -> None:
    every = frozenset(Surface)
    for model, fw in itertools.product(MODELS, FRAMEWORKS):
        for level in range(jobs.max_level(fw) + 1):
            built = _build(jobs, fw, level, model, every, Request(variants=sorted(jobs.variants)))
            ids = [j.id for j in built]
            assert len(ids) == len(set(ids)), ids


def test_level0_jobs_are_the_seed_smokes(jobs: JobCatalog) -> None:
    (nrl,) = _build(jobs, "nemo-rl", 0)
    assert nrl.steps[0].argv == [
        "uv",
        "run",
        "bash",
        "tests/functional/grpo_megatron.sh",
        "policy.model_name=Qwen/Qwen2.5-0.5B",
    ]
    assert nrl.metrics_path == "tests/functional/grpo_megatron/metrics.json"
    assert [a.expr for a in nrl.assertions] == [
        'max(data["train/token_mult_prob_error"]) < 1.05',
        'min(data["train/probs_ratio_clamped_min"]) > 0.79',
        'max(data["train/probs_ratio_clamped_min"]) < 1.21',
        'min(data["train/probs_ratio_clamped_max"]) > 0.79',
        'max(data["train/probs_ratio_clamped_max"]) < 1.21',
    ]
    assert not any("converter_type" in a for a in _argv(nrl))
    assert any(d.seed.startswith("policy.megatron_cfg.converter_type") for d in nrl.drift)
    assert any("no learning-signal claim" in x for x in nrl.limitations)

    (verl,) = _build(jobs, "verl", 0)
    run = verl.steps[-1]
    assert run.argv[:2] == ["bash", "tests/special_e2e/run_ppo_trainer_megatron.sh"]
    assert "++ray_kwargs.ray_init.runtime_env.env_vars.PYTHONPATH={pythonpath}" in run.argv
    assert "actor_rollout_ref.rollout.enforce_eager=True" in run.argv
    assert any("enforce_eager" in x for x in verl.limitations)
    assert any("reward model disabled" in x for x in verl.limitations)
    # The wrapper's defaults are 8 GPUs and 2-way everything: every size is explicit.
    for key, value in {
        "NUM_GPUS": "8",
        "COMMON_TP": "1",
        "COMMON_PP": "1",
        "COMMON_CP": "1",
        "COMMON_VPP": "null",
        "COMMON_EP": "1",
        "COMMON_ETP": "1",
        "INFER_TP": "1",
        "VANILLA_MBRIDGE": "False",
        "USE_MBRIDGE": "True",
        "LORA_RANK": "4",
        "MODEL_ID": "Qwen/Qwen2.5-0.5B",
    }.items():
        assert run.env[key] == value, key
    assert verl.gpus == 8
    patterns = [c.pattern for c in verl.log_checks]
    assert "VANILLA_MBRIDGE=False" in patterns
    assert any(
        re.search(p, "Training Progress: 100%|██████████| 1/1 [01:02<00:00]")
        for p in patterns
        if p.startswith("Training")
    )
    assert verl.steps[0].argv[:2] == ["python3", "examples/data_preprocess/gsm8k.py"]


# ---------------------------------------------------------------------------------------------------------
# The variants the seeds name


def test_param_mapping_surface_gets_nemo_rl_non_colocated_refit_job(jobs: JobCatalog) -> None:
    built = _build(jobs, "nemo-rl", 2, surfaces=frozenset({Surface.MAPPING}))
    assert [j.variant for j in built] == ["non-colocated"]
    job = built[0]
    argv = job.steps[1].argv
    assert "examples/run_grpo.py" in argv and "examples/configs/grpo_math_1B_megatron.yaml" in argv
    assert "policy.generation.colocated.enabled=false" in argv
    assert "policy.generation.colocated.resources.gpus_per_node=1" in argv
    assert job.steps[2].argv[:3] == ["uv", "run", "tests/json_dump_tb_logs.py"]
    assert job.metrics_path == "tests/functional/grpo_megatron_non_colocated/metrics.json"
    assert "grpo_non_colocated.sh" not in " ".join(_argv(job))
    assert any("DTensor" in d.now for d in job.drift)


def test_delta_variant_uses_refit_transport_not_the_seeds_dead_keys(jobs: JobCatalog) -> None:
    finding = Finding(
        surface=Surface.REFIT,
        path="src/megatron/bridge/models/conversion/model_bridge.py",
        rule_id="refit-delta",
        reason="delta export",
        evidence="def export_sparse_delta(",
    )
    built = _build(jobs, "nemo-rl", 2, surfaces=frozenset({Surface.REFIT}), findings=[finding])
    delta = next(j for j in built if j.variant == "delta")
    argv = _argv(delta)
    assert "policy.generation.refit_transport=vllm_zmq_sparse" in argv
    assert "++policy.generation.refit_cfg.sparse.delta_compression.encoding=xor" in argv
    assert not any("policy.generation.delta_compression" in a for a in argv)
    assert any(a.expr.startswith('max(data["refit/delta/') for a in delta.assertions)
    assert any("delta_compression" in d.seed for d in delta.drift)
    assert any("weight_transfer" in d.seed for d in delta.drift)

    # A refit change without delta/sparse evidence runs the plain refit only; variant=delta asks for it.
    plain = _build(jobs, "nemo-rl", 2, surfaces=frozenset({Surface.REFIT}))
    assert [j.variant for j in plain] == ["non-colocated"]
    asked = _build(jobs, "nemo-rl", 2, request=Request(variants=["delta"]))
    assert {j.variant for j in asked} == {"non-colocated", "delta"}


def test_moe_family_gets_expert_parallel_only_when_arch_is_moe(jobs: JobCatalog) -> None:
    nrl = _build(jobs, "nemo-rl", 4, MOE, frozenset({Surface.MOE}))
    assert {j.variant for j in nrl} == {"tp2", "ep"}
    ep = next(j for j in nrl if j.variant == "ep")
    assert "policy.megatron_cfg.expert_model_parallel_size=2" in ep.steps[0].argv
    assert "policy.megatron_cfg.expert_tensor_parallel_size=1" in ep.steps[0].argv
    assert ep.model.hf_id == MOE.hf_id

    verl = _build(jobs, "verl", 2, MOE)
    ep = next(j for j in verl if j.variant == "ep")
    env = ep.steps[-1].env
    assert (env["COMMON_EP"], env["COMMON_ETP"], env["ROUTING_REPLAY_MODE"]) == ("2", "1", "disabled")


def test_dense_model_never_gets_expert_parallelism(jobs: JobCatalog) -> None:
    asked = Request(variants=["ep", "moe-ep"])
    for fw, level in (("nemo-rl", 4), ("nemo-rl", 5), ("verl", 2)):
        built = _build(jobs, fw, level, DENSE, frozenset({Surface.MOE, Surface.PARALLELISM}), asked)
        assert built
        for job in built:
            assert job.variant not in ("ep", "moe-ep") or job.model.arch == "moe"
            if job.model.hf_id == DENSE.hf_id:
                assert not any("expert_model_parallel_size=2" in a for a in _argv(job))
                assert all(s.env.get("COMMON_EP", "1") == "1" for s in job.steps)


def test_verl_level1_saves_then_resumes_in_one_job(jobs: JobCatalog) -> None:
    (job,) = _build(jobs, "verl", 1)
    names = [s.name for s in job.steps]
    assert names.index("save") < names.index("resume")
    save = job.steps[names.index("save")]
    resume = job.steps[names.index("resume")]
    assert (save.env["SAVE_FREQ"], save.env["TOTAL_TRAIN_STEPS"]) == ("1", "1")
    assert "RESUME_MODE" not in save.env
    assert (resume.env["RESUME_MODE"], resume.env["SAVE_FREQ"], resume.env["TOTAL_TRAIN_STEPS"]) == (
        "auto",
        "1",
        "2",
    )
    ckpt = [a for a in save.argv if a.startswith("trainer.default_local_dir=")]
    assert ckpt and ckpt == [a for a in resume.argv if a.startswith("trainer.default_local_dir=")]
    assert "{out_dir}" in ckpt[0]
    assert save.required and resume.required
    assert job.expected_steps == 2
    assert any("2/2" in c.pattern for c in job.log_checks)


def test_verl_fsdp_level_carries_the_three_gradient_accumulation_overrides(jobs: JobCatalog) -> None:
    (job,) = _build(jobs, "verl", 3)
    argv = job.steps[-1].argv
    for role in ("actor_rollout_ref.actor", "actor_rollout_ref.ref", "critic"):
        assert f"++{role}.megatron.override_transformer_config.gradient_accumulation_fusion=False" in argv
    assert job.steps[-1].env["USE_MEGATRON_FSDP"] == "True"


def test_level5_picks_by_architecture(jobs: JobCatalog) -> None:
    assert [j.variant for j in _build(jobs, "nemo-rl", 5, VLM)] == ["vlm"]
    vlm = _build(jobs, "nemo-rl", 5, VLM)[0]
    assert any("DTensor" in x for x in vlm.limitations)
    assert vlm.model.hf_id == VLM.hf_id
    assert [j.variant for j in _build(jobs, "nemo-rl", 5, AUDIO)] == ["audio"]
    (eagle,) = _build(jobs, "nemo-rl", 5, MTP)
    assert eagle.variant == "eagle3"
    checks = {(c.pattern, c.must) for c in eagle.log_checks}
    assert ("Draft Loss:", "appear") in checks
    assert ("Speculative decoding is enabled without draft refit sync", "not_appear") in checks
    assert {j.variant for j in _build(jobs, "nemo-rl", 5, MOE)} == {"moe-ep"}
    # Quantization is a surface, not an architecture: FP8 run, plus ModelOpt when the evidence says so.
    quant = _build(jobs, "nemo-rl", 5, DENSE, frozenset({Surface.QUANTIZATION}))
    assert [j.variant for j in quant] == ["fp8"]
    assert "policy.megatron_cfg.fp8_cfg.enabled=true" in quant[0].steps[0].argv
    mo = Finding(
        surface=Surface.QUANTIZATION,
        path="src/megatron/bridge/models/conversion/modelopt_utils.py",
        rule_id="quant",
        reason="modelopt export",
    )
    both = _build(jobs, "nemo-rl", 5, DENSE, frozenset({Surface.QUANTIZATION}), findings=[mo])
    assert {j.variant for j in both} == {"fp8", "modelopt"}
    # A dense model with nothing architecture-specific falls back to the generic run, and says so.
    (generic,) = _build(jobs, "nemo-rl", 5, DENSE)
    assert generic.variant == "generic"
    assert any("not an architecture-specific check" in x for x in generic.limitations)


def test_vlm_surface_on_a_dense_plan_model_runs_the_functionals_own_vlm(jobs: JobCatalog) -> None:
    (job,) = _build(jobs, "nemo-rl", 5, DENSE, frozenset({Surface.VLM}))
    assert job.variant == "vlm"
    assert job.model.hf_id == "Qwen/Qwen2.5-VL-3B-Instruct"
    assert "policy.model_name=Qwen/Qwen2.5-VL-3B-Instruct" in job.steps[0].argv
    assert "functional's own model" in job.title
    (verl,) = _build(jobs, "verl", 4, DENSE, frozenset({Surface.VLM}))
    assert (verl.variant, verl.steps[-1].env["MODEL_ID"]) == ("vlm-text", "Qwen/Qwen2.5-VL-3B-Instruct")
    assert any("text-only" in x for x in verl.limitations)


def test_moe_ep_at_levels_4_and_5_is_one_run(jobs: JobCatalog) -> None:
    both = _build(jobs, "nemo-rl", 4, MOE) + _build(jobs, "nemo-rl", 5, MOE)
    assert {j.variant for j in both} == {"tp2", "ep", "moe-ep"}
    kept = dedupe_jobs(both)
    assert {j.variant for j in kept} == {"tp2", "ep"}
    ep = next(j for j in kept if j.variant == "ep")
    assert any("also covers nemo-rl Level 5 (moe-ep)" in x for x in ep.limitations)


def test_verl_level4_moe_surface_without_moe_model_uses_the_dummy_moe(jobs: JobCatalog) -> None:
    (job,) = _build(jobs, "verl", 4, DENSE, frozenset({Surface.MOE}))
    assert job.variant == "moe-ep"
    env = job.steps[-1].env
    assert env["USE_DUMMY_MODEL"] == "True"
    assert (
        env["DUMMY_MODEL_CONFIG_PATH"]
        == "tests/special_e2e/ppo_trainer/expert_parallel/qwen2moe_minimal.json"
    )
    assert env["MODEL_ID"] == "Qwen/Qwen3-30B-A3B-Instruct-2507"
    assert any("dummy model" in x for x in job.limitations)


def test_learning_signal_runs_twenty_steps(jobs: JobCatalog) -> None:
    (nrl,) = _build(jobs, "nemo-rl", 6)
    argv = nrl.steps[0].argv
    assert argv[3] == "tests/functional/grpo_megatron_lora.sh"
    assert {"grpo.max_num_steps=20", "data.shuffle=false", "checkpointing.enabled=false"} <= set(argv)
    assert nrl.expected_steps == 20
    (verl,) = _build(jobs, "verl", 5)
    env = verl.steps[-1].env
    assert (env["TOTAL_TRAIN_STEPS"], env["VAL_BEFORE_TRAIN"], env["TEST_FREQ"], env["SAVE_FREQ"]) == (
        "20",
        "True",
        "10",
        "-1",
    )
    assert any(
        re.search(c.pattern, "Training Progress: 100%| 20/20 ")
        for c in verl.log_checks
        if c.pattern.startswith("Training")
    )


def test_model_limitations_are_reported(jobs: JobCatalog) -> None:
    (job,) = _build(jobs, "nemo-rl", 0, MOE)
    assert any("trivial expert parallelism" in x for x in job.limitations)
    (job,) = _build(jobs, "verl", 0, VLM)
    assert any("text-only" in x for x in job.limitations)
    (job,) = _build(jobs, "nemo-rl", 0, DUMMY_MOE)
    assert any("dummy model" in x for x in job.limitations)
    local = ModelChoice(hf_id="Qwen/Qwen2.5-0.5B", local_path="/scratch/hf/snap/abc")
    (job,) = _build(jobs, "verl", 0, local)
    assert job.steps[-1].env["MODEL_PATH"] == "/scratch/hf/snap/abc"
    assert job.steps[-1].env["HF_HUB_OFFLINE"] == "1"
    (job,) = _build(jobs, "nemo-rl", 0, local)
    assert "policy.model_name=/scratch/hf/snap/abc" in job.steps[0].argv


# ---------------------------------------------------------------------------------------------------------
# Requests: overrides and hostile values


def test_allowlisted_override_is_appended_and_moves_the_step_count(jobs: JobCatalog) -> None:
    (job,) = _build(jobs, "nemo-rl", 6, request=Request(overrides={"grpo.max_num_steps": "30"}))
    assert job.steps[0].argv[-1] == "grpo.max_num_steps=30"  # last wins in Hydra
    assert job.expected_steps == 30
    assert any("maintainer overrides applied" in x for x in job.limitations)
    (job,) = _build(jobs, "verl", 5, request=Request(overrides={"TOTAL_TRAIN_STEPS": "7"}))
    assert job.steps[-1].env["TOTAL_TRAIN_STEPS"] == "7"
    assert any(
        re.search(c.pattern, "Training Progress: 100%| 7/7 ")
        for c in job.log_checks
        if c.pattern.startswith("Training")
    )
    # Overrides of the other framework, or keys outside the allowlist, never reach a command.
    (job,) = _build(jobs, "verl", 0, request=Request(overrides={"grpo.max_num_steps": "30", "rm -rf": "/"}))
    assert not any("grpo.max_num_steps" in a or "rm -rf" in a for a in _argv(job))


def test_hostile_model_paths_are_refused(jobs: JobCatalog) -> None:
    for bad in ("/scratch/../etc", "relative/path", "/x;rm -rf /"):
        with pytest.raises(ValueError):
            _build(jobs, "nemo-rl", 0, ModelChoice(hf_id="Qwen/Qwen2.5-0.5B", local_path=bad))
    with pytest.raises(ValueError):
        _build(
            jobs, "verl", 0, ModelChoice(hf_id="Qwen/Qwen2.5-0.5B", dummy=True, dummy_config="../../x.json")
        )
    with pytest.raises(ValueError):
        ModelChoice(hf_id="x;rm -rf /")
    with pytest.raises(ValueError):
        _build(jobs, "nemo-rl", 7)


def test_variant_levels_and_full_estimate(jobs: JobCatalog) -> None:
    assert jobs.variant_levels("delta") == {"nemo-rl": [2]}
    assert jobs.variant_levels("ep") == {"nemo-rl": [4], "verl": [2]}
    assert jobs.variant_levels("learning-signal") == {"nemo-rl": [6], "verl": [5]}
    dense, moe = jobs.full_estimate(DENSE), jobs.full_estimate(MOE)
    per_level = sum(
        j.est_gpu_minutes
        for fw in FRAMEWORKS
        for n in range(jobs.max_level(fw) + 1)
        for j in _build(jobs, fw, n, DENSE)
    )
    assert dense == per_level
    assert moe > dense  # the EP runs


def test_dedupe_keeps_one_of_identical_commands(jobs: JobCatalog) -> None:
    a = _build(jobs, "nemo-rl", 0)
    b = [j.model_copy(update={"id": "nemo-rl-l5-copy", "level": 5}) for j in a]
    out = dedupe_jobs([*a, *b])
    assert len(out) == 1
    assert any("also covers nemo-rl Level 5" in x for x in out[0].limitations)


# ---------------------------------------------------------------------------------------------------------
# Loading: errors name the file and the entry


def _write(tmp_path: Path, data: dict[str, Any]) -> Path:
    p = tmp_path / "jobs.yaml"
    p.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return p


@pytest.fixture
def raw() -> dict[str, Any]:
    data = yaml.safe_load((CONFIGS / "jobs.yaml").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _load_error(tmp_path: Path, data: dict[str, Any], levels: LevelTable, catalog: Catalog) -> ConfigError:
    with pytest.raises(ConfigError) as err:
        load_jobs(_write(tmp_path, data), levels, catalog)
    assert str(tmp_path / "jobs.yaml") in str(err.value)
    return err.value


def test_a_level_without_template_is_a_config_error(
    tmp_path: Path, raw: dict[str, Any], levels: LevelTable, catalog: Catalog
) -> None:
    raw["templates"] = {
        k: v for k, v in raw["templates"].items() if not (v["framework"] == "verl" and v["level"] == 3)
    }
    raw["variants"].pop("megatron-fsdp")
    err = _load_error(tmp_path, raw, levels, catalog)
    assert err.entry == "verl level 3"
    assert "Level 3" in str(err)


def test_bad_templates_are_config_errors(
    tmp_path: Path, raw: dict[str, Any], levels: LevelTable, catalog: Catalog
) -> None:
    import copy

    cases: list[tuple[str, Any, str]] = []

    def case(mutate: Any, entry: str, words: str) -> None:
        cases.append((entry, mutate, words))

    case(
        lambda d: d["templates"]["nemo-rl-l0-smoke"]["steps"][0]["argv"].append("x={modle}"),
        "nemo-rl-l0-smoke",
        "unknown placeholder {modle}",
    )
    case(
        lambda d: (
            d["templates"]["verl-l0-lora-ddp"]["steps"][1].setdefault("env", {}).update({"PYTHONPATH": "x"})
        ),
        "verl-l0-lora-ddp",
        "PYTHONPATH is set by the runner",
    )
    case(
        lambda d: d["templates"]["nemo-rl-l0-smoke"].update({"variant": "nope"}),
        "nemo-rl-l0-smoke",
        "not listed under 'variants'",
    )
    case(
        lambda d: d["templates"]["nemo-rl-l0-smoke"].update({"downstream_ref": "abcdef1"}),
        "nemo-rl-l0-smoke",
        "re-check the template",
    )
    case(lambda d: d["templates"]["nemo-rl-l0-smoke"].update({"level": 9}), "nemo-rl-l0-smoke", "levels 0-6")
    case(lambda d: d["templates"]["nemo-rl-l0-smoke"].update({"bogus": 1}), "nemo-rl-l0-smoke", "bogus")
    case(
        lambda d: d["templates"]["nemo-rl-l2-delta"]["when"].update({"evidence": "(unclosed"}),
        "nemo-rl-l2-delta",
        "regular expression",
    )
    case(
        lambda d: d["overrides"]["grpo.max_num_steps"].update({"max": None}),
        "overrides.grpo.max_num_steps",
        "min <= max",
    )
    for entry, mutate, words in cases:
        data = copy.deepcopy(raw)
        mutate(data)
        err = _load_error(tmp_path, data, levels, catalog)
        assert err.entry == entry, (entry, str(err))
        assert words in str(err), (words, str(err))


def test_unreadable_jobs_file_is_a_config_error(tmp_path: Path, levels: LevelTable, catalog: Catalog) -> None:
    with pytest.raises(ConfigError, match="cannot read"):
        load_jobs(tmp_path / "missing.yaml", levels, catalog)
    (tmp_path / "jobs.yaml").write_text("templates: [unclosed", encoding="utf-8")
    with pytest.raises(ConfigError, match="not valid YAML"):
        load_jobs(tmp_path / "jobs.yaml", levels, catalog)
