"""Model families (`configs/models.yaml`): the smallest public checkpoint of each Bridge family.

The seeds' model choice: "prefer the smallest public HF checkpoint that uses the changed provider
family"; where none exists, the dummy-model path, and the report says the run validates
construction/training mechanics only.
"""

from __future__ import annotations

import fnmatch
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from bot.core.config import ConfigError, load_mapping, read_yaml, validate_entry
from runners.contract import HF_ID, ModelChoice

Arch = Literal["dense", "moe", "vlm", "audio", "mtp"]


class FamilyVariant(BaseModel):
    """A sub-architecture of a family (e.g. Qwen3-MoE inside `qwen/`) picked by the changed file names."""

    model_config = ConfigDict(extra="forbid")

    paths: list[str] = Field(min_length=1, description="globs relative to the family directory")
    checkpoint: str
    arch: Arch = "dense"
    dummy: bool = False
    note: str = ""

    @field_validator("checkpoint")
    @classmethod
    def _checkpoint(cls, v: str) -> str:
        if not HF_ID.match(v):
            raise ValueError(f"not a Hugging Face 'org/name' id: {v!r}")
        return v


class ModelFamily(BaseModel):
    model_config = ConfigDict(extra="forbid")

    family: str = Field(description="directory name under src/megatron/bridge/models/")
    checkpoint: str = Field(description="smallest public HF checkpoint of this family")
    provider: str = Field(description="Bridge provider / converter class that handles it")
    arch: Arch = "dense"
    dummy: bool = Field(default=False, description="no small public checkpoint: dummy-model path")
    dummy_config: str | None = Field(default=None, description="minimal HF config for verl's dummy path")
    note: str = ""
    variants: list[FamilyVariant] = Field(default_factory=list)

    @field_validator("checkpoint")
    @classmethod
    def _checkpoint(cls, v: str) -> str:
        if not HF_ID.match(v):
            raise ValueError(f"not a Hugging Face 'org/name' id: {v!r}")
        return v

    def variant_for(self, relpaths: list[str]) -> FamilyVariant | None:
        """The first variant whose globs match one of the changed paths (relative to the family dir)."""
        for v in self.variants:
            if any(fnmatch.fnmatchcase(rp, g) for rp in relpaths for g in v.paths):
                return v
        return None

    def choice(self, reason: str = "", relpaths: list[str] | None = None) -> ModelChoice:
        v = self.variant_for(relpaths or [])
        if v is not None:
            return ModelChoice(
                hf_id=v.checkpoint,
                family=self.family,
                arch=v.arch,
                dummy=v.dummy,
                reason=reason or f"smallest public checkpoint of the {self.family} family's changed variant "
                f"({', '.join(v.paths)})",
            )
        return ModelChoice(
            hf_id=self.checkpoint,
            family=self.family,
            arch=self.arch,
            dummy=self.dummy,
            dummy_config=self.dummy_config,
            reason=reason or f"smallest public checkpoint of the {self.family} family",
        )


class Catalog(BaseModel):
    model_config = ConfigDict(extra="forbid")

    families: dict[str, ModelFamily]
    default: str = Field(description="family used when the change names none (the seeds' Qwen2.5-0.5B smoke)")
    arch_defaults: dict[str, str] = Field(
        default_factory=dict,
        description="arch -> family for architecture-specific levels when the change names no such family",
    )

    def get(self, family: str) -> ModelFamily:
        try:
            return self.families[family]
        except KeyError:
            known = ", ".join(sorted(self.families))
            raise KeyError(f"unknown model family {family!r}; known: {known}") from None

    def by_checkpoint(self, hf_id: str) -> ModelFamily | None:
        for fam in self.families.values():
            if fam.checkpoint.lower() == hf_id.lower():
                return fam
        return None


def load_catalog(path: Path) -> Catalog:
    entries = load_mapping(path, "families")
    families: dict[str, ModelFamily] = {}
    for name, body in entries.items():
        if not isinstance(body, dict):
            raise ConfigError(path, "must be a mapping", entry=str(name))
        families[str(name)] = validate_entry(path, str(name), ModelFamily, {"family": str(name), **body})
    default = (read_yaml(path) or {}).get("default")
    if default not in families:
        raise ConfigError(path, f"'default' must name a family in 'families', got {default!r}")
    raw_arch = (read_yaml(path) or {}).get("arch_defaults") or {}
    if not isinstance(raw_arch, dict):
        raise ConfigError(path, "'arch_defaults' must map an arch to a family", entry="arch_defaults")
    arch_defaults: dict[str, str] = {}
    for arch, fam in raw_arch.items():
        if arch not in ("moe", "vlm", "audio", "mtp"):
            raise ConfigError(path, "unknown arch; expected moe, vlm, audio or mtp",
                              entry=f"arch_defaults.{arch}")
        if fam not in families:
            raise ConfigError(path, f"{fam!r} is not a family in 'families'", entry=f"arch_defaults.{arch}")
        if families[fam].arch != arch:
            raise ConfigError(path, f"family {fam!r} has arch {families[fam].arch!r}, not {arch!r}",
                              entry=f"arch_defaults.{arch}")
        arch_defaults[str(arch)] = str(fam)
    return Catalog(families=families, default=str(default), arch_defaults=arch_defaults)
