"""configs/levels.yaml: the seeds' level tables and the Surface -> levels map."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.core.config import DEFAULT_CONFIG_DIR
from bot.core.levels import LevelTable, load_levels
from bot.core.models import Surface


@pytest.fixture(scope="module")
def table() -> LevelTable:
    return load_levels(DEFAULT_CONFIG_DIR / "levels.yaml")


def test_tables_match_the_seeds(table: LevelTable) -> None:
    nrl = [(lv.number, lv.name) for lv in table.levels("nemo-rl")]
    assert nrl == [
        (0, "Megatron policy GRPO smoke"),
        (1, "LoRA/checkpoint variant"),
        (2, "Non-colocated vLLM refit"),
        (3, "Optional Megatron generation backend"),
        (4, "Parallelism stress"),
        (5, "Architecture-specific e2e"),
        (6, "Learning signal"),
    ]
    verl = [(lv.number, lv.name) for lv in table.levels("verl")]
    assert verl == [
        (0, "LoRA + DDP smoke"),
        (1, "Save/resume"),
        (2, "Parallelism stress"),
        (3, "Optional Megatron-FSDP"),
        (4, "Architecture-specific e2e"),
        (5, "Convergence / learning signal"),
    ]
    assert table.max_level("nemo-rl") == 6
    assert table.max_level("verl") == 5
    assert "non-trivial Megatron parallel state" in table.get("nemo-rl", 4).meaning


def test_unknown_level_names_the_valid_range(table: LevelTable) -> None:
    with pytest.raises(KeyError, match="verl has no Level 6; its levels are 0-5"):
        table.get("verl", 6)
    with pytest.raises(KeyError, match="0-6"):
        table.get("nemo-rl", 9)


@pytest.mark.parametrize(
    ("surface", "nemo_rl", "verl"),
    [
        (Surface.PROVIDER, [0], [0]),
        (Surface.MAPPING, [0, 2], [0, 1]),
        (Surface.REFIT, [2], [1]),
        (Surface.CHECKPOINT, [1], [1]),
        (Surface.PEFT, [1], [0, 1]),
        (Surface.PARALLELISM, [4], [2]),
        (Surface.MOE, [5], [4]),
        (Surface.VLM, [5], [4]),
        (Surface.AUDIO, [5], [4]),
        (Surface.MTP, [5], [4]),
        (Surface.QUANTIZATION, [5], [4]),
        (Surface.CUSTOM_LAYER, [5], [4]),
        (Surface.MEGATRON_GENERATION, [3], []),
        (Surface.FSDP, [], [3]),
        (Surface.TRAINING, [6], [5]),
        (Surface.NONE, [], []),
    ],
)
def test_surface_levels_follow_the_required_when_columns(
    table: LevelTable, surface: Surface, nemo_rl: list[int], verl: list[int]
) -> None:
    assert table.for_surface(surface) == {"nemo-rl": nemo_rl, "verl": verl}


def test_every_surface_has_an_entry(table: LevelTable) -> None:
    assert set(table.surfaces) == set(Surface)


def test_levels_loads_from_a_copy(tmp_path: Path) -> None:
    copy = tmp_path / "levels.yaml"
    copy.write_text((DEFAULT_CONFIG_DIR / "levels.yaml").read_text())
    assert load_levels(copy).max_level("verl") == 5
