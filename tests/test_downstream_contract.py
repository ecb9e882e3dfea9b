"""Every job template against the downstream checkouts it names (vendored configs and file listings).

A plain Hydra key the real config lacks, a `+key` that already exists, a script the checkout does not have,
or an environment variable the wrapper never reads is a bug in configs/jobs.yaml: it would fail on a GPU host
after minutes of setup, or silently do nothing.
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
import yaml

from bot.core.catalog import load_catalog
from bot.core.jobs import JobCatalog, build_jobs, load_jobs
from bot.core.levels import load_levels
from bot.core.models import FRAMEWORKS, Request, Surface
from runners.contract import JobSpec, ModelChoice
from runners.downstream import (
    SCRIPT_CONFIGS,
    check_overrides,
    check_step,
    listed,
    load_config,
    parse_override,
    script_env_vars,
    script_exists,
    step_contract,
)

ROOT = Path(__file__).resolve().parent.parent
UPSTREAM = ROOT / "tests" / "data" / "upstream"
NRL = UPSTREAM / "nemo-rl-7ea279abf"
VERL = UPSTREAM / "verl-1dda039b9"
NRL_CONFIGS = NRL / "examples" / "configs"
VERL_CONFIG = VERL / "verl" / "trainer" / "config" / "_generated_ppo_megatron_trainer.yaml"


@pytest.fixture(scope="module")
def jobs() -> JobCatalog:
    configs = ROOT / "configs"
    return load_jobs(
        configs / "jobs.yaml", load_levels(configs / "levels.yaml"), load_catalog(configs / "models.yaml")
    )


@pytest.fixture(scope="module")
def facts() -> dict[str, Any]:
    data = yaml.safe_load((UPSTREAM / "script-facts.yaml").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _listing(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def _known_scripts(fw: str, facts: dict[str, Any]) -> list[str]:
    listing = (
        _listing(NRL / "functional-scripts.txt")
        if fw == "nemo-rl"
        else _listing(VERL / "special-e2e-files.txt")
    )
    return [*listing, *facts[fw]["paths"]]


def _roots() -> dict[str, Path]:
    return {"nemo-rl": NRL, "verl": VERL}


def _every_job(jobs: JobCatalog) -> list[JobSpec]:
    models = [
        ModelChoice(hf_id="Qwen/Qwen2.5-0.5B", arch="dense"),
        ModelChoice(hf_id="allenai/OLMoE-1B-7B-0125", arch="moe"),
        ModelChoice(hf_id="Qwen/Qwen2.5-VL-3B-Instruct", arch="vlm"),
        ModelChoice(hf_id="Qwen/Qwen2.5-Omni-3B", arch="audio"),
        ModelChoice(hf_id="XiaomiMiMo/MiMo-7B-Base", arch="mtp"),
        ModelChoice(
            hf_id="deepseek-ai/DeepSeek-V2-Lite", arch="moe", dummy=True, dummy_config="configs/x.json"
        ),
        ModelChoice(hf_id="Qwen/Qwen2.5-0.5B", local_path="/scratch/hf/snapshots/abc"),
    ]
    out: list[JobSpec] = []
    request = Request(
        variants=sorted(jobs.variants),
        overrides={k: str(r.max) if r.type == "int" else "false" for k, r in jobs.overrides.items()},
    )
    for model, fw in itertools.product(models, FRAMEWORKS):
        for level in range(jobs.max_level(fw) + 1):
            out += build_jobs(
                fw, level, model=model, surfaces=frozenset(Surface), request=request, catalog=jobs
            )
    return out


def test_every_template_is_built_by_the_contract_sweep(jobs: JobCatalog) -> None:
    assert {j.template for j in _every_job(jobs)} == set(jobs.templates)


def test_every_step_fits_the_vendored_checkouts(jobs: JobCatalog, facts: dict[str, Any]) -> None:
    problems: list[str] = []
    checked_overrides = 0
    for job in _every_job(jobs):
        fw = job.framework
        script_env = {k: frozenset(v) for k, v in facts[fw].get("script_env", {}).items()}
        for step in job.steps:
            found = check_step(
                fw,
                _roots()[fw],
                step.argv,
                step.env,
                known_scripts=_known_scripts(fw, facts),
                script_env=script_env,
            )
            problems += [f"{job.template} / {step.name}: {p}" for p in found]
            checked_overrides += len(step_contract(step.argv).overrides)
    assert not problems, "\n".join(sorted(set(problems)))
    assert checked_overrides > 100  # the sweep really looked at the Hydra arguments


def test_the_sweep_would_catch_a_seed_key_in_a_template(jobs: JobCatalog, facts: dict[str, Any]) -> None:
    (job,) = build_jobs(
        "nemo-rl",
        0,
        model=ModelChoice(hf_id="Qwen/Qwen2.5-0.5B"),
        surfaces=frozenset(),
        request=Request(),
        catalog=jobs,
    )
    argv = [*job.steps[0].argv, "policy.generation.delta_compression.enabled=true"]
    problems = check_step(
        "nemo-rl", NRL, argv, job.steps[0].env, known_scripts=_known_scripts("nemo-rl", facts)
    )
    assert len(problems) == 1 and "delta_compression.enabled" in problems[0]
    (verl,) = build_jobs(
        "verl",
        0,
        model=ModelChoice(hf_id="Qwen/Qwen2.5-0.5B"),
        surfaces=frozenset(),
        request=Request(),
        catalog=jobs,
    )
    run = verl.steps[-1]
    script_env = {k: frozenset(v) for k, v in facts["verl"]["script_env"].items()}
    problems = check_step(
        "verl",
        VERL,
        run.argv,
        {**run.env, "NUM_GPU": "8"},
        known_scripts=_known_scripts("verl", facts),
        script_env=script_env,
    )
    assert problems == [
        "tests/special_e2e/run_ppo_trainer_megatron.sh does not read the environment variable NUM_GPU"
    ]


def test_every_referenced_script_is_listed_at_the_pinned_ref(jobs: JobCatalog) -> None:
    nrl = _listing(NRL / "functional-scripts.txt")
    verl = _listing(VERL / "special-e2e-files.txt")
    seen: set[str] = set()
    for tpl in jobs.templates.values():
        for step in tpl.steps:
            script = step_contract(step.argv).script
            if script is None:
                continue
            if script.startswith("tests/functional/"):
                assert tpl.framework == "nemo-rl" and listed(script, nrl), (tpl.id, script)
                seen.add(script)
            if script.startswith("tests/special_e2e/"):
                assert tpl.framework == "verl" and listed(script, verl), (tpl.id, script)
                seen.add(script)
    # The drifted names are gone, their replacements are used.
    assert not listed("tests/functional/test_converter_roundtrip.sh", nrl)
    assert "tests/functional/test_converters.sh" in seen
    assert "tests/functional/grpo_non_colocated.sh" not in seen
    assert "tests/special_e2e/run_ppo_trainer_megatron.sh" in seen


def test_wrapper_configs_are_vendored_where_overrides_land(jobs: JobCatalog) -> None:
    for tpl in jobs.templates.values():
        for step in tpl.steps:
            contract = step_contract(step.argv)
            if contract.overrides:
                assert contract.config_known and contract.config, (tpl.id, step.name)
                assert (_roots()[tpl.framework] / contract.config).is_file(), contract.config


# ---------------------------------------------------------------------------------------------------------
# The checker itself, on the real configs


def test_seed_keys_that_drifted_are_caught_against_the_real_config() -> None:
    megatron = [NRL_CONFIGS / "grpo_math_1B_megatron.yaml"]
    dead = [
        "policy.generation.delta_compression.enabled=true",
        "policy.generation.delta_compression.transport=sparse_indices",
        "policy.megatron_cfg.converter_type=Qwen2Converter",
        "policy.generation.refit_cfg.sparse.delta_compression.encoding=xor",  # exists only with ++
    ]
    problems = check_overrides("nemo-rl", megatron, dead)
    assert len(problems) == len(dead)
    assert all("is not a key of grpo_math_1B_megatron.yaml" in p for p in problems)
    # What the templates use instead fits.
    assert (
        check_overrides(
            "nemo-rl",
            megatron,
            [
                "policy.generation.refit_transport=vllm_zmq_sparse",
                "++policy.generation.refit_cfg.sparse.delta_compression.encoding=xor",
                "++policy.megatron_cfg.converter_type=Qwen2Converter",
            ],
        )
        == []
    )


def test_defaults_inheritance_is_resolved_recursively() -> None:
    cfg = load_config(NRL_CONFIGS / "vlm_grpo_3B_megatron.yaml")
    # vlm_grpo_3B_megatron -> vlm_grpo_3B -> grpo_math_1B
    assert cfg["policy"]["megatron_cfg"]["enabled"] is True
    assert cfg["policy"]["dtensor_cfg"]["enabled"] is False
    assert "refit_transport" in cfg["policy"]["generation"]
    assert "defaults" not in cfg
    # Keys only the grandparent defines are plain-overridable through the child.
    assert (
        check_overrides(
            "nemo-rl",
            [NRL_CONFIGS / "audio_grpo_3B_megatron.yaml"],
            ["policy.generation.vllm_cfg.async_engine=true", "data.shuffle=false"],
        )
        == []
    )


def test_hydra_prefix_semantics(tmp_path: Path) -> None:
    (tmp_path / "base").mkdir()
    (tmp_path / "base" / "root.yaml").write_text("a:\n  b: 1\n  c: {d: 2}\nlst: [1, 2]\nnothing: null\n")
    (tmp_path / "recipes").mkdir()
    (tmp_path / "recipes" / "mid.yaml").write_text("defaults: ../base/root.yaml\na:\n  e: 3\n")
    (tmp_path / "recipes" / "leaf.yaml").write_text("defaults: [./mid.yaml]\nf: 4\n")
    leaf = [tmp_path / "recipes" / "leaf.yaml"]
    assert (
        check_overrides("nemo-rl", leaf, ["a.b=5", "a.c.d=6", "a.e=7", "f=8", "nothing=1", "lst=[3]"]) == []
    )
    assert check_overrides("nemo-rl", leaf, ["+a.new=1", "++a.b=2", "++x.y.z=1", "~a.e"]) == []
    problems = check_overrides(
        "nemo-rl", leaf, ["a.missing=1", "+a.b=1", "~a.gone", "a.b.c=1", "notanoverride", "--config"]
    )
    assert len(problems) == 6, problems
    assert "add it with ++" in problems[0]
    assert "already exists" in problems[1]
    # A cycle in the defaults chain is reported, not an endless loop.
    (tmp_path / "x.yaml").write_text("defaults: y.yaml\n")
    (tmp_path / "y.yaml").write_text("defaults: x.yaml\n")
    (cycle,) = check_overrides("nemo-rl", [tmp_path / "x.yaml"], ["a=1"])
    assert "defaults cycle" in cycle
    (missing,) = check_overrides("nemo-rl", [tmp_path / "nope.yaml"], ["a=1"])
    assert "cannot read" in missing


def test_verl_keys_are_checked_against_the_generated_trainer_config() -> None:
    cfg = [VERL_CONFIG]
    assert (
        check_overrides(
            "verl",
            cfg,
            [
                "reward.reward_model.enable=False",
                "actor_rollout_ref.rollout.enforce_eager=True",
                "trainer.default_local_dir=/tmp/x",
                "++ray_kwargs.ray_init.runtime_env.env_vars.PYTHONPATH=/a:/b",
                "++critic.megatron.override_transformer_config.gradient_accumulation_fusion=False",
                "++actor_rollout_ref.ref.megatron.override_transformer_config.gradient_accumulation_fusion=False",
            ],
        )
        == []
    )
    problems = check_overrides(
        "verl",
        cfg,
        [
            # env_vars is not in the config: it needs ++
            "ray_kwargs.ray_init.runtime_env.env_vars.PYTHONPATH=/a",
            "actor_rollout_ref.ref.megatron.override_transformer_config.gradient_accumulation_fusion=False",
            "reward_model.enable_typo=True",
        ],
    )
    assert len(problems) == 3, problems
    assert "interpolation" in problems[1]


def test_step_contract_reads_scripts_configs_and_overrides() -> None:
    c = step_contract(
        [
            "uv",
            "run",
            "coverage",
            "run",
            "-a",
            "--data-file=tests/.coverage",
            "--source=nemo_rl",
            "examples/run_grpo.py",
            "--config",
            "examples/configs/grpo_math_1B_megatron.yaml",
            "policy.model_name=Qwen/Qwen2.5-0.5B",
            "++x.y=1",
        ]
    )
    assert c.script == "examples/run_grpo.py"
    assert c.config == "examples/configs/grpo_math_1B_megatron.yaml"
    assert c.overrides == ["policy.model_name=Qwen/Qwen2.5-0.5B", "++x.y=1"]
    c = step_contract(
        [
            "uv",
            "run",
            "bash",
            "tests/functional/vlm_grpo.sh",
            "--config",
            "examples/configs/vlm_grpo_3B_megatron.yaml",
            "policy.model_name=m/x",
        ]
    )
    assert (c.script, c.config) == (
        "tests/functional/vlm_grpo.sh",
        "examples/configs/vlm_grpo_3B_megatron.yaml",
    )
    c = step_contract(["uv", "run", "bash", "tests/functional/grpo_megatron.sh"])
    assert c.config == SCRIPT_CONFIGS["tests/functional/grpo_megatron.sh"] and c.overrides == []
    c = step_contract(["rm", "-rf", "tests/functional/x"])
    assert c.script is None
    assert parse_override("++a.b=c=d") is not None and parse_override("++a.b=c=d").value == "c=d"  # type: ignore[union-attr]
    assert parse_override("-rf") is None and parse_override("a b=1") is None


def test_check_step_against_a_real_checkout_on_disk(tmp_path: Path) -> None:
    root = tmp_path / "verl"
    (root / "tests" / "special_e2e").mkdir(parents=True)
    (root / "verl" / "trainer" / "config").mkdir(parents=True)
    (root / "verl" / "trainer" / "config" / VERL_CONFIG.name).write_bytes(VERL_CONFIG.read_bytes())
    (root / "tests" / "special_e2e" / "run_ppo_trainer_megatron.sh").write_text(
        "#!/bin/bash\nNUM_GPUS=${NUM_GPUS:-8}\nMODEL_ID=${MODEL_ID:-Qwen/Qwen2.5-0.5B}\necho $COMMON_TP\n"
    )
    argv = ["bash", "tests/special_e2e/run_ppo_trainer_megatron.sh", "reward.reward_model.enable=False"]
    assert (
        check_step(
            "verl", root, argv, {"NUM_GPUS": "8", "MODEL_ID": "m/x", "COMMON_TP": "1", "HF_HOME": "/h"}
        )
        == []
    )
    problems = check_step("verl", root, argv, {"NUM_GPUSS": "8"})
    assert problems == [
        "tests/special_e2e/run_ppo_trainer_megatron.sh does not read the environment variable NUM_GPUSS"
    ]
    problems = check_step("verl", root, [*argv, "trainer.not_a_key=1"], {})
    assert len(problems) == 1 and "trainer.not_a_key" in problems[0]
    assert check_step("verl", root, ["bash", "tests/special_e2e/gone.sh"], {}) == [
        "tests/special_e2e/gone.sh does not exist in the verl checkout"
    ]
    assert script_env_vars("A=${B:-1} $C ${D}") == frozenset({"B", "C", "D"})
    assert script_exists(root, "tests/special_e2e/run_ppo_trainer_megatron.sh")
    assert not script_exists(root, "../verl/tests/special_e2e/run_ppo_trainer_megatron.sh")
    assert not script_exists(root, str(root / "tests/special_e2e/run_ppo_trainer_megatron.sh"))


def test_vendored_files_keep_their_provenance_and_license() -> None:
    provenance = (UPSTREAM / "PROVENANCE.md").read_text(encoding="utf-8")
    for folder, repo in (("nemo-rl-7ea279abf", "NVIDIA-NeMo/RL"), ("verl-1dda039b9", "verl-project/verl")):
        assert folder in provenance and repo in provenance
        assert "Apache License" in (UPSTREAM / folder / "LICENSE").read_text(encoding="utf-8")
