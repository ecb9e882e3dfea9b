"""Malformed rules in configs/ fail at load with a message naming the file and the entry."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from bot.core.catalog import load_catalog
from bot.core.classify import load_surfaces
from bot.core.config import DEFAULT_CONFIG_DIR, ConfigError
from bot.core.levels import load_levels
from bot.core.rules import load_rules

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def configs(tmp_path: Path) -> Path:
    d = tmp_path / "configs"
    shutil.copytree(DEFAULT_CONFIG_DIR, d)
    return d


def _edit(path: Path, change: Callable[[dict], None]) -> None:
    data = yaml.safe_load(path.read_text())
    change(data)
    path.write_text(yaml.safe_dump(data, sort_keys=False))


def _rule(data: dict, rule_id: str) -> dict:
    return next(r for r in data["rules"] if r["id"] == rule_id)


def test_copied_configs_load(configs: Path) -> None:
    rules = load_rules(configs)
    assert rules.catalog.default == "qwen"


@pytest.mark.parametrize(
    ("change", "entry", "message"),
    [
        (lambda d: _rule(d, "peft").update(surfaces=["peft", "lora"]), "rules[peft]", "surfaces"),
        (
            lambda d: _rule(d, "peft").update(paths=["src/megatron/bridge/peft/[abc"]),
            "rules[peft]",
            "unclosed",
        ),
        (
            lambda d: _rule(d, "moe-settings").update(patterns=["(unbalanced"]),
            "rules[moe-settings]",
            "bad regular expression",
        ),
        (lambda d: _rule(d, "peft").pop("reason"), "rules[peft]", "reason"),
        (lambda d: _rule(d, "peft").update(levels=[1]), "rules[peft]", "levels"),
        (lambda d: d["rules"].append(dict(_rule(d, "peft"))), "rules[peft]", "duplicate rule id"),
        (lambda d: d["inert"][0].pop("except_scopes"), "inert[setup-loop]", "needs 'scopes'"),
        (lambda d: _rule(d, "peft").update(surfaces=["none"]), "rules[peft]", "'none' is not a surface"),
    ],
)
def test_surfaces_entry_errors(
    configs: Path, change: Callable[[dict], None], entry: str, message: str
) -> None:
    path = configs / "surfaces.yaml"
    _edit(path, change)
    catalog = load_catalog(configs / "models.yaml")
    with pytest.raises(ConfigError) as exc:
        load_surfaces(path, catalog)
    text = str(exc.value)
    assert "surfaces.yaml" in text
    assert exc.value.entry == entry
    assert message in text


def test_surfaces_unknown_top_level_key(configs: Path) -> None:
    _edit(configs / "surfaces.yaml", lambda d: d.update(surface_rules=[]))
    with pytest.raises(ConfigError, match=r"unknown top-level key.*surface_rules"):
        load_surfaces(configs / "surfaces.yaml", load_catalog(configs / "models.yaml"))


def test_surfaces_shared_dir_that_is_a_family(configs: Path) -> None:
    _edit(configs / "surfaces.yaml", lambda d: d["shared_dirs"].append("qwen"))
    with pytest.raises(ConfigError, match=r"shared_dirs name model families.*qwen"):
        load_surfaces(configs / "surfaces.yaml", load_catalog(configs / "models.yaml"))


@pytest.mark.parametrize(
    ("change", "entry", "message"),
    [
        (lambda d: d["surfaces"]["mapping"].update({"verl": [0, 7]}), "surfaces.mapping", "out of range 0-5"),
        (lambda d: d["surfaces"].pop("fsdp"), "surfaces", "no levels given for surface(s): fsdp"),
        (lambda d: d["surfaces"].update({"lora": {"why": "x"}}), "surfaces.lora", "unknown surface"),
        (lambda d: d["frameworks"]["verl"]["levels"].pop(2), "frameworks.verl", "without gaps"),
        (lambda d: d["frameworks"]["verl"]["levels"][1].pop("proves"), "frameworks.verl", "proves"),
        (
            lambda d: d["frameworks"].update({"trl": d["frameworks"]["verl"]}),
            "frameworks.trl",
            "unknown framework",
        ),
    ],
)
def test_levels_entry_errors(configs: Path, change: Callable[[dict], None], entry: str, message: str) -> None:
    _edit(configs / "levels.yaml", change)
    with pytest.raises(ConfigError) as exc:
        load_levels(configs / "levels.yaml")
    assert "levels.yaml" in str(exc.value)
    assert exc.value.entry == entry
    assert message in str(exc.value)


@pytest.mark.parametrize(
    ("change", "entry", "message"),
    [
        (lambda d: d["families"]["llama"].update(size="1B"), "llama", "size"),
        (lambda d: d["families"]["llama"].update(checkpoint="not an id"), "llama", "Hugging Face"),
        (lambda d: d["families"]["llama"].pop("provider"), "llama", "provider"),
        (lambda d: d["families"]["llama"].update(arch="ssm"), "llama", "arch"),
        (lambda d: d["arch_defaults"].update(moe="llama"), "arch_defaults.moe", "has arch 'dense'"),
    ],
)
def test_models_entry_errors(configs: Path, change: Callable[[dict], None], entry: str, message: str) -> None:
    _edit(configs / "models.yaml", change)
    with pytest.raises(ConfigError) as exc:
        load_catalog(configs / "models.yaml")
    assert "models.yaml" in str(exc.value)
    assert exc.value.entry == entry
    assert message in str(exc.value)


def test_models_default_must_be_a_family(configs: Path) -> None:
    _edit(configs / "models.yaml", lambda d: d.update(default="qwen9"))
    with pytest.raises(ConfigError, match="'default' must name a family"):
        load_catalog(configs / "models.yaml")


def test_yaml_syntax_error_names_the_file(configs: Path) -> None:
    (configs / "surfaces.yaml").write_text("rules: [\n  - id: x\n")
    with pytest.raises(ConfigError, match=r"surfaces\.yaml: not valid YAML"):
        load_rules(configs)


def test_plan_cli_reports_a_broken_config_in_one_line(configs: Path) -> None:
    _edit(configs / "levels.yaml", lambda d: d["surfaces"]["peft"].update({"nemo-rl": [9]}))
    p = subprocess.run(
        [
            sys.executable,
            "-m",
            "bot.cli",
            "--config-dir",
            str(configs),
            "plan",
            "--patch",
            str(ROOT / "examples" / "param_mapping_change.diff"),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert p.returncode == 2
    assert p.stdout == ""
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1, p.stderr
    assert "levels.yaml" in lines[0] and "surfaces.peft" in lines[0] and "out of range" in lines[0]
    assert "Traceback" not in p.stderr
