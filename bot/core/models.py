"""Domain objects of the sans-I/O core: what changed, what it touches, which levels and jobs follow.

Every arrow of DESIGN.md §1 carries one of these (or a `runners.contract` object); nothing crosses a
module boundary as a loose dict.
"""

from __future__ import annotations

from enum import Enum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from runners.contract import FRAMEWORKS, Framework, JobSpec, ModelChoice

# How levels are chosen: path and content rules; the Bridge call graph (reach) with content rules on the reached
# lines; or gated: the rules, with the `reach_gated` levels of configs/levels.yaml taken from the call graph alone.
PlannerKind = Literal["rules", "reach", "gated", "scored"]

__all__ = [
    "FRAMEWORKS",
    "ChangedFile",
    "Evidence",
    "FileStatus",
    "Finding",
    "Framework",
    "Level",
    "LevelDecision",
    "Plan",
    "PlanInput",
    "PlannerKind",
    "Request",
    "Surface",
]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


FileStatus = Literal["added", "removed", "modified", "renamed", "copied", "changed", "unchanged"]


class ChangedFile(_Model):
    """One file of a change, as git or GitHub's pull-files API reports it."""

    path: str
    status: FileStatus = "modified"
    previous_path: str | None = None
    patch: str | None = Field(
        default=None, description="unified diff hunks; None when unknown (file list, API omitted it)"
    )
    binary: bool = False
    # Full texts of both sides, when the source can give them (git): they make the line analysis exact
    # (which changed lines are code, and which function they sit in). Never serialized.
    old_source: str | None = Field(default=None, exclude=True, repr=False)
    new_source: str | None = Field(default=None, exclude=True, repr=False)

    def changed_lines(self) -> list[str]:
        """Added and removed lines of the patch, without their +/- marker."""
        if not self.patch:
            return []
        out: list[str] = []
        for line in self.patch.splitlines():
            if line.startswith(("+++", "---")):
                continue
            if line.startswith(("+", "-")):
                out.append(line[1:])
        return out


class Surface(str, Enum):
    """What part of Bridge a change touches, in the downstream frameworks' terms."""

    PROVIDER = "provider"
    MAPPING = "mapping"
    CHECKPOINT = "checkpoint"
    REFIT = "refit"
    PEFT = "peft"
    PARALLELISM = "parallelism"
    MOE = "moe"
    VLM = "vlm"
    AUDIO = "audio"
    MTP = "mtp"
    QUANTIZATION = "quantization"
    MEGATRON_GENERATION = "megatron_generation"
    FSDP = "fsdp"
    TRAINING = "training"
    # Seeds' "custom layers" (Level 5 / verl 4): bespoke layer kinds such as Gated DeltaNet.
    CUSTOM_LAYER = "custom_layer"
    NONE = "none"


class Finding(_Model):
    """Evidence that a path touches a surface: which rule fired, and why, in words a maintainer reads."""

    surface: Surface
    path: str
    rule_id: str
    reason: str
    evidence: str | None = Field(default=None, description="the changed line that matched, for content rules")
    family: str | None = Field(default=None, description="model family the path belongs to, if any")


class Level(_Model):
    """A coverage level of one framework, with the seed's meaning."""

    framework: Framework
    number: int
    name: str
    meaning: str = ""


EvidenceKind = Literal["reach", "import", "rule", "request", "conservative"]
_FW_TITLE = {"nemo-rl": "NeMo-RL", "verl": "verl"}


class Evidence(_Model):
    """One reason a level is planned, as a chain a maintainer can follow back to the downstream code.

    `reach`: the changed Bridge function is called (through `chain`) from a downstream use that an entry point
    puts at this level. `import`: module-level code that runs when downstream imports Bridge. `rule`: a content
    rule read the changed line (architecture, parallelism, ...) and `chain` shows downstream reaches it.
    `request`: a maintainer asked. `conservative`: what the bot could not see (truncated list, no patch, no
    call graph) gets the smoke.
    """

    kind: EvidenceKind
    framework: Framework
    level: int
    changed: str | None = Field(default=None, description="path:line and the def the changed line sits in")
    chain: list[str] = Field(default_factory=list, description="Bridge functions, changed one first")
    downstream: str | None = Field(default=None, description="downstream file:line (function) that starts it")
    downstream_framework: Framework | None = Field(
        default=None, description="whose code that is, when not `framework` (an entry point counted for both)"
    )
    entry: str | None = Field(default=None, description="entry point id (configs/entrypoints.yaml)")
    entry_levels: list[int] = Field(default_factory=list)
    rule: str | None = Field(default=None, description="content/path rule id")
    note: str = ""

    def text(self) -> str:
        """`changed X.f <- Y.g <- NeMo-RL path:line (Level 1 entry checkpoint-save)`."""
        fw = _FW_TITLE.get(self.downstream_framework or self.framework, self.framework)
        parts: list[str] = []
        if self.chain:
            parts.append(f"changed `{self.chain[0]}`")
            parts.extend(f"`{c}`" for c in self.chain[1:])
        elif self.changed:
            parts.append(f"changed `{self.changed}`")
        head = " ← ".join(parts)
        if self.downstream:
            lv = ",".join(str(n) for n in self.entry_levels) or str(self.level)
            if self.kind == "import":
                tail = f"{fw} `{self.downstream}` (imports it)"
            elif self.entry:
                tail = f"{fw} `{self.downstream}` (Level {lv} entry `{self.entry}`)"
            else:
                tail = f"{fw} `{self.downstream}`"
            head = f"{head} ← {tail}" if head else tail
        pre = f"rule `{self.rule}`: " if self.rule else ""
        note = f" — {self.note}" if self.note else ""
        return f"{pre}{head}{note}" if head else f"{pre}{self.note}"

    @property
    def has_chain(self) -> bool:
        """A chain to downstream code (reach/import/rule evidence), or an explicit request/conservative reason."""
        if self.kind in ("request", "conservative"):
            return bool(self.note)
        return bool(self.downstream) and (bool(self.chain) or self.kind == "import")


class LevelDecision(_Model):
    """Why one level of one framework is in the plan."""

    framework: Framework
    level: int
    name: str
    reasons: list[str] = Field(default_factory=list)
    paths: list[str] = Field(default_factory=list, description="files that triggered it (for annotations)")
    requested_by: str | None = Field(default=None, description="who asked for it explicitly, if anyone")
    evidence: list[Evidence] = Field(default_factory=list, description="the chains behind it, shortest first")


class Request(_Model):
    """Extra coverage asked for by a maintainer (`/validate ...` or `plan --level ...`).

    `levels` keyed by framework; a numeric level given without a framework is stored under both
    frameworks (each reads it in its own table).
    """

    levels: dict[Framework, list[int]] = Field(default_factory=dict)
    frameworks: list[Framework] = Field(default_factory=lambda: list(FRAMEWORKS))
    model: str | None = None
    variants: list[str] = Field(default_factory=list)
    overrides: dict[str, str] = Field(default_factory=dict)
    requested_by: str | None = None


class PlanInput(_Model):
    """What the classifier saw: the files, and what it could not see."""

    source: str = Field(description="where the change came from, e.g. 'git abc123..def456', 'patch -', 'files x.txt'")
    files: list[ChangedFile]
    patches_available: bool = True
    truncated: bool = Field(default=False, description="the file list is incomplete (GitHub caps it)")
    base: str | None = None
    head: str | None = None


class Plan(_Model):
    source: str
    head: str | None = None
    files: int = 0
    findings: list[Finding] = Field(default_factory=list)
    surfaces: list[Surface] = Field(default_factory=list)
    levels: dict[Framework, list[int]] = Field(default_factory=dict)
    decisions: list[LevelDecision] = Field(default_factory=list)
    models: list[ModelChoice] = Field(default_factory=list)
    jobs: list[JobSpec] = Field(default_factory=list)
    estimate_gpu_minutes: float = 0.0
    full_estimate_gpu_minutes: float = Field(default=0.0, description="running every level of both frameworks")
    notes: list[str] = Field(default_factory=list)
    nothing_to_run: str | None = Field(default=None, description="why no job is needed, when none is")

    def jobs_for(self, framework: Framework) -> list[JobSpec]:
        return [j for j in self.jobs if j.framework == framework]

    def to_public(self) -> dict[str, object]:
        """The JSON the CLI prints: the stable keys first, then the detail."""
        data = self.model_dump(mode="json")
        data["levels"] = {fw: self.levels.get(fw, []) for fw in FRAMEWORKS}
        data["estimate"] = {
            "gpu_minutes": round(self.estimate_gpu_minutes, 1),
            "all_levels_gpu_minutes": round(self.full_estimate_gpu_minutes, 1),
        }
        return data


Arch = Literal["dense", "moe", "vlm", "audio", "mtp"]
