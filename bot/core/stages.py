"""The stages before the e2e levels (`configs/stages.yaml`): Bridge checks, then downstream unit checks.

`stage_jobs` turns a plan's public outputs (its surfaces, the frameworks with e2e jobs, the changed files) into
one Bridge-checks job and one unit-checks job per framework, placed before that framework's Level 0 smoke.
Pure: no I/O beyond loading the config.

- Bridge checks: the seeds' focused files for the touched surfaces plus every test file the change adds or
  modifies, one `pytest` step in the Bridge checkout (`cwd: bridge`);
- unit checks: each matching group of the downstream's test files is one step in the downstream checkout;
- a file the checkout lacks at the pinned ref is drift: listed in the config, kept out of the command and shown
  in the job's drift; the runner drops any other missing file at run time (`Step.optional_paths`).
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from bot.core.config import ConfigError, read_yaml, validate_entry
from bot.core.models import FRAMEWORKS, ChangedFile, Framework, Surface
from runners.contract import Drift, JobSpec, ModelChoice, Stage, Step

__all__ = ["StageCatalog", "StageConfig", "load_stages", "stage_jobs"]

_REL = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_./\-]{0,300}(::[A-Za-z0-9_\[\]\-.]{1,200})?$")
_ARG = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.\-=]{0,100}$|^-{1,2}[A-Za-z][A-Za-z0-9_\-]{0,60}$")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _plain(path: str) -> bool:
    return bool(_REL.match(path)) and ".." not in path.split("::")[0].split("/")


class Group(_Model):
    """One list of test files, run as one step when the change touches one of its surfaces."""

    name: str = Field(pattern=r"^[a-z0-9][a-z0-9-]{0,39}$")
    seed: str = Field(min_length=1, description="the seed line (or downstream CI line) that names these files")
    surfaces: list[Surface] = Field(min_length=1)
    files: list[str] = Field(min_length=1)
    args: list[str] = Field(default_factory=list, description="pytest options before the files")

    @field_validator("files")
    @classmethod
    def _files(cls, v: list[str]) -> list[str]:
        bad = [f for f in v if not _plain(f)]
        if bad:
            raise ValueError(f"not plain relative test paths: {bad}")
        return v

    @field_validator("args")
    @classmethod
    def _args(cls, v: list[str]) -> list[str]:
        bad = [a for a in v if not _ARG.match(a)]
        if bad:
            raise ValueError(f"not allowed as pytest arguments: {bad}")
        return v


class StageConfig(_Model):
    """One stage of one framework (or the Bridge stage, shared by both)."""

    title: str = Field(min_length=1)
    checked_at: str = Field(pattern=r"^[0-9a-f]{7,40}$", description="commit the file lists were checked at")
    command: list[str] = Field(min_length=1)
    drift: list[Drift] = Field(default_factory=list)
    groups: list[Group] = Field(min_length=1)
    changed_tests: list[str] = Field(default_factory=list, description="globs of changed files that also run")
    gpus: int = Field(ge=0, le=64)
    timeout_s: int = Field(gt=0, le=6 * 3600)
    est_gpu_minutes: float = Field(ge=0)
    uses_ray: bool = False

    @model_validator(mode="after")
    def _consistent(self) -> StageConfig:
        names = [g.name for g in self.groups]
        if len(set(names)) != len(names):
            raise ValueError(f"group names must be unique: {names}")
        bad = [a for a in self.command if not _ARG.match(a)]
        if bad:
            raise ValueError(f"not allowed in a command: {bad}")
        return self

    def gone(self) -> set[str]:
        """Listed files the checkout no longer has (drift entries whose `seed` is a listed file)."""
        listed = {f for g in self.groups for f in g.files}
        return {d.seed for d in self.drift if d.seed in listed}


class StageCatalog(_Model):
    bridge: StageConfig
    unit: dict[Framework, StageConfig]


def load_stages(path: Path) -> StageCatalog:
    """Load and check stages.yaml; raises ConfigError naming the file and entry."""
    data = read_yaml(path)
    if not isinstance(data, dict):
        raise ConfigError(path, "expected a top-level mapping")
    unknown = set(map(str, data)) - {"bridge", "unit"}
    if unknown:
        raise ConfigError(path, f"unknown top-level key(s): {', '.join(sorted(unknown))}")
    if "bridge" not in data:
        raise ConfigError(path, "needs a 'bridge' stage (seed 001/002 'Bridge Checks First')")
    bridge = validate_entry(path, "bridge", StageConfig, data["bridge"])
    raw_unit = data.get("unit") or {}
    if not isinstance(raw_unit, dict):
        raise ConfigError(path, "'unit' must map framework -> stage")
    unit: dict[Framework, StageConfig] = {}
    for fw, body in raw_unit.items():
        if fw not in FRAMEWORKS:
            raise ConfigError(path, f"unknown framework {fw!r}; known: {', '.join(FRAMEWORKS)}", entry=f"unit.{fw}")
        unit[fw] = validate_entry(path, f"unit.{fw}", StageConfig, body)
    for key, st in [("bridge", bridge), *((f"unit.{fw}", s) for fw, s in unit.items())]:
        for d in st.drift:
            if d.seed.endswith(".py") and d.seed not in {f for g in st.groups for f in g.files}:
                raise ConfigError(path, f"drift names {d.seed!r}, which no group lists", entry=key)
        for g in st.groups:
            if all(f in st.gone() for f in g.files) and not st.changed_tests:
                raise ConfigError(path, f"every file of group {g.name!r} is drift: the step would run nothing",
                                  entry=key)
    return StageCatalog(bridge=bridge, unit=unit)


# ---------------------------------------------------------------------------------------------------------
# Building


def changed_tests(files: Sequence[ChangedFile], globs: Sequence[str]) -> list[str]:
    """Test files the change adds or modifies (present at the head), in the change's order."""
    out: list[str] = []
    for f in files:
        if f.status == "removed" or not _plain(f.path):
            continue
        if any(fnmatch.fnmatchcase(f.path, g) for g in globs) and f.path not in out:
            out.append(f.path)
    return out


def _steps(
    st: StageConfig, surfaces: frozenset[Surface], extra: list[str], cwd: Literal["bridge", "downstream"]
) -> tuple[list[Step], list[str]]:
    """(steps, seed lines used) for the groups the surfaces select; `extra` files join the first step."""
    steps: list[Step] = []
    seeds: list[str] = []
    gone = st.gone()
    for g in st.groups:
        if not surfaces.intersection(g.surfaces):
            continue
        files = [f for f in g.files if f not in gone]
        if not steps:
            files += [f for f in extra if f not in files]
        if not files:
            continue
        argv = [*st.command, *g.args, *files]
        steps.append(Step(name=f"pytest-{g.name}", argv=argv, cwd=cwd, optional_paths=files))
        seeds.append(g.seed)
    if not steps and extra:
        steps.append(Step(name="pytest-changed", argv=[*st.command, *extra], cwd=cwd, optional_paths=list(extra)))
    return steps, seeds


def _job(
    framework: Framework,
    stage: Stage,
    st: StageConfig,
    steps: list[Step],
    seeds: list[str],
    model: ModelChoice,
    downstream_ref: str,
    notes: list[str],
) -> JobSpec:
    limitations = [
        f"{stage} stage: no e2e run in this job; the later stages of {framework} wait for it and are Skipped when it "
        "does not pass",
        *notes,
    ]
    return JobSpec(
        id=f"{framework}-{stage}-checks",
        framework=framework,
        level=0,
        level_name=st.title,
        variant=f"{stage}-checks",
        title=st.title,
        template=f"stages.{stage}" if stage == "bridge" else f"stages.unit.{framework}",
        downstream_ref=downstream_ref,
        seed_name=" | ".join(seeds),
        drift=list(st.drift),
        model=model,
        steps=steps,
        gpus=st.gpus,
        timeout_s=st.timeout_s,
        est_gpu_minutes=st.est_gpu_minutes,
        limitations=limitations,
        stage=stage,
        uses_ray=st.uses_ray,
        megatron_policy=False,
    )


def stage_jobs(
    catalog: StageCatalog,
    *,
    frameworks: Sequence[Framework],
    surfaces: Sequence[Surface],
    files: Sequence[ChangedFile],
    model: ModelChoice,
    downstream_refs: dict[Framework, str],
) -> list[JobSpec]:
    """The Bridge-checks and unit-checks jobs of every framework that has e2e jobs. Pure."""
    surf = frozenset(surfaces)
    out: list[JobSpec] = []
    extra = changed_tests(files, catalog.bridge.changed_tests)
    for fw in frameworks:
        ref = downstream_refs[fw]
        b_steps, b_seeds = _steps(catalog.bridge, surf, extra, "bridge")
        if b_steps:
            notes = [f"also runs the test file(s) the change adds or modifies: {', '.join(extra)}"] if extra else []
            out.append(_job(fw, "bridge", catalog.bridge, b_steps, b_seeds, model, ref, notes))
        unit = catalog.unit.get(fw)
        if unit is not None:
            u_steps, u_seeds = _steps(unit, surf, [], "downstream")
            if u_steps:
                out.append(_job(fw, "unit", unit, u_steps, u_seeds, model, ref, []))
    return out
