"""Coverage levels (`configs/levels.yaml`): each framework's table from the seeds, and Surface -> levels.

The tables are the seeds' Scope sections (NeMo-RL 0-6, verl 0-5); the surface map is their "Required when"
columns. Loading validates that every level is numbered 0..N without gaps, that every Surface has an entry,
and that every level a surface names exists in that framework's table.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from bot.core.config import ConfigError, read_yaml, validate_entry
from bot.core.models import FRAMEWORKS, Framework, Level, Surface

__all__ = ["FrameworkLevels", "LevelDef", "LevelTable", "SurfaceLevels", "load_levels"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class LevelDef(_Model):
    number: int = Field(ge=0, le=20)
    name: str = Field(min_length=1)
    required_when: str = Field(min_length=1, description="the seed's 'Required when' column")
    proves: str = Field(min_length=1, description="the seed's 'What it proves' column")
    reach_gated: bool = Field(
        default=False,
        description="gated planner: planned only where downstream reaches the changed line (a content rule "
        "reads what a line is about, and a line can name a concern in code downstream never runs)",
    )


class FrameworkLevels(_Model):
    seed: str = Field(min_length=1, description="where the table comes from")
    levels: list[LevelDef] = Field(min_length=1)


class SurfaceLevels(_Model):
    """Levels one surface calls for, per framework (a framework left out gets none)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    nemo_rl: list[int] = Field(default_factory=list, alias="nemo-rl")
    verl: list[int] = Field(default_factory=list)
    why: str = Field(min_length=1)

    def for_framework(self, framework: Framework) -> list[int]:
        return list(self.nemo_rl if framework == "nemo-rl" else self.verl)


class LevelTable(_Model):
    frameworks: dict[Framework, FrameworkLevels]
    surfaces: dict[Surface, SurfaceLevels]

    def _defs(self, framework: Framework) -> list[LevelDef]:
        try:
            return self.frameworks[framework].levels
        except KeyError:
            raise KeyError(f"unknown framework {framework!r}; known: {', '.join(FRAMEWORKS)}") from None

    def levels(self, framework: Framework) -> list[Level]:
        """Every level of the framework's table, in order."""
        return [self._level(framework, d) for d in self._defs(framework)]

    def get(self, framework: Framework, number: int) -> Level:
        for d in self._defs(framework):
            if d.number == number:
                return self._level(framework, d)
        raise KeyError(f"{framework} has no Level {number}; its levels are 0-{self.max_level(framework)}")

    def definition(self, framework: Framework, number: int) -> LevelDef:
        self.get(framework, number)  # raises the friendly KeyError
        return next(d for d in self._defs(framework) if d.number == number)

    def reach_gated(self, framework: Framework) -> frozenset[int]:
        """Levels the gated planner takes from the call graph alone."""
        return frozenset(d.number for d in self._defs(framework) if d.reach_gated)

    def max_level(self, framework: Framework) -> int:
        return max(d.number for d in self._defs(framework))

    def seed(self, framework: Framework) -> str:
        return self.frameworks[framework].seed

    def for_surface(self, surface: Surface) -> dict[Framework, list[int]]:
        """Levels per framework the surface calls for (without the implied Level 0)."""
        entry = self.surfaces[surface]
        return {fw: entry.for_framework(fw) for fw in FRAMEWORKS}

    def why(self, surface: Surface) -> str:
        return self.surfaces[surface].why

    @staticmethod
    def _level(framework: Framework, d: LevelDef) -> Level:
        return Level(framework=framework, number=d.number, name=d.name, meaning=d.proves)


def _load_framework(path: Path, name: str, body: Any) -> FrameworkLevels:
    fl = validate_entry(path, f"frameworks.{name}", FrameworkLevels, body)
    numbers = [d.number for d in fl.levels]
    if numbers != list(range(len(numbers))):
        raise ConfigError(
            path,
            f"levels must be numbered 0..N in order without gaps, got {numbers}",
            entry=f"frameworks.{name}",
        )
    return fl


def load_levels(path: Path) -> LevelTable:
    """Load and validate `levels.yaml`; raises ConfigError naming the file and entry."""
    data = read_yaml(path)
    if not isinstance(data, dict):
        raise ConfigError(path, "expected a top-level mapping with 'frameworks' and 'surfaces'")
    unknown = set(data) - {"frameworks", "surfaces"}
    if unknown:
        raise ConfigError(path, f"unknown top-level key(s): {', '.join(sorted(map(str, unknown)))}")
    fws = data.get("frameworks")
    if not isinstance(fws, dict):
        raise ConfigError(path, "'frameworks' must be a mapping of framework id -> level table")
    frameworks: dict[Framework, FrameworkLevels] = {}
    for name, body in fws.items():
        if name not in FRAMEWORKS:
            raise ConfigError(
                path,
                f"unknown framework; expected one of {', '.join(FRAMEWORKS)}",
                entry=f"frameworks.{name}",
            )
        frameworks[name] = _load_framework(path, name, body)
    for fw in FRAMEWORKS:
        if fw not in frameworks:
            raise ConfigError(path, f"missing the level table of {fw}", entry="frameworks")

    raw = data.get("surfaces")
    if not isinstance(raw, dict):
        raise ConfigError(path, "'surfaces' must be a mapping of surface name -> levels per framework")
    known = {s.value for s in Surface}
    surfaces: dict[Surface, SurfaceLevels] = {}
    for name, body in raw.items():
        if name not in known:
            raise ConfigError(
                path, f"unknown surface; expected one of {', '.join(sorted(known))}", entry=f"surfaces.{name}"
            )
        entry = validate_entry(path, f"surfaces.{name}", SurfaceLevels, body)
        for fw in FRAMEWORKS:
            top = max(d.number for d in frameworks[fw].levels)
            bad = [n for n in entry.for_framework(fw) if not 0 <= n <= top]
            if bad:
                raise ConfigError(path, f"{fw} level(s) {bad} out of range 0-{top}", entry=f"surfaces.{name}")
        surfaces[Surface(name)] = entry
    missing = known - {s.value for s in surfaces}
    if missing:
        raise ConfigError(
            path, f"no levels given for surface(s): {', '.join(sorted(missing))}", entry="surfaces"
        )
    return LevelTable(frameworks=frameworks, surfaces=surfaces)
