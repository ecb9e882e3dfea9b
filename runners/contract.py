"""The job contract between the bot and a GPU host.

`JobSpec` is what `plan` produces and a dispatch backend ships to a runner; `JobResult` is what the
runner sends home. Both are plain pydantic models so they cross process and network boundaries as
JSON. This module imports nothing from `bot` (the runner must install into a NeMo-RL or verl
container with pydantic as its only dependency).
"""

from __future__ import annotations

import os
import re
from enum import Enum
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

Framework = Literal["nemo-rl", "verl"]
FRAMEWORKS: tuple[Framework, ...] = ("nemo-rl", "verl")
# The seeds' order within one framework: focused Bridge tests ("Bridge Checks First"), the downstream unit
# checks that match the surface, the Level 0 smoke, then the higher levels. A stage that fails stops the later
# ones of its framework.
Stage = Literal["bridge", "unit", "smoke", "levels"]
STAGES: tuple[Stage, ...] = ("bridge", "unit", "smoke", "levels")
STAGE_TITLES: dict[str, str] = {
    "bridge": "Bridge checks",
    "unit": "downstream unit checks",
    "smoke": "Level 0 smoke",
    "levels": "higher levels",
}

HF_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.\-]{0,95}/[A-Za-z0-9][A-Za-z0-9_.\-]{0,95}$")
SHA = re.compile(r"^[0-9a-f]{7,40}$")


class Verdict(str, Enum):
    """The seeds' four outcomes (plus the deliverable-only "Not requested")."""

    PASS = "Pass"  # noqa: S105 - a verdict, not a password
    FAIL = "Fail"
    BLOCKED = "Blocked"
    SKIPPED = "Skipped"
    NOT_REQUESTED = "Not requested"


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=False)


class ModelChoice(_Model):
    """Which checkpoint a job runs, and how honest a pass on it is."""

    hf_id: str = Field(description="public HF checkpoint id, e.g. Qwen/Qwen2.5-0.5B")
    family: str | None = Field(default=None, description="Bridge model family dir under models/")
    arch: Literal["dense", "moe", "vlm", "audio", "mtp"] = "dense"
    dummy: bool = Field(default=False, description="dummy/minimal config: construction/training mechanics only")
    dummy_config: str | None = Field(default=None, description="minimal HF config path (verl dummy-model path)")
    local_path: str | None = Field(default=None, description="local snapshot to load offline, if any")
    reason: str = ""

    @field_validator("hf_id")
    @classmethod
    def _hf_id(cls, v: str) -> str:
        if not HF_ID.match(v):
            raise ValueError(f"not a Hugging Face 'org/name' id: {v!r}")
        return v


class Step(_Model):
    """One process the runner starts. argv is a list: it is never joined into a shell string."""

    name: str
    argv: list[str]
    env: dict[str, str] = Field(default_factory=dict)
    cwd: Literal["downstream", "bridge"] = "downstream"
    # A step that must succeed for later steps to mean anything (e.g. verl save before resume).
    required: bool = True
    # argv entries (paths relative to the step's cwd) the runner drops, and reports as drift, when the checkout
    # lacks them: a seed's test file that is gone is drift, not a failure. With none left the step is skipped.
    optional_paths: list[str] = Field(default_factory=list)

    @field_validator("argv")
    @classmethod
    def _argv(cls, v: list[str]) -> list[str]:
        if not v:
            raise ValueError("argv must not be empty")
        return v


class MetricAssertion(_Model):
    """A check in tests/check_metrics.py's expression language, evaluated by our restricted evaluator."""

    expr: str
    source: str = Field(default="", description="where the expression comes from (functional script, seed)")


class LogCheck(_Model):
    """A line the log must (or must not) contain for the run to count."""

    pattern: str = Field(description="regular expression searched line by line")
    must: Literal["appear", "not_appear"] = "appear"
    why: str = ""


class Drift(_Model):
    """Where the seed's instruction no longer matches the downstream checkout, and what we do instead."""

    seed: str
    now: str
    note: str = ""


class JobContext(_Model):
    """Where a job came from: enough for metadata, callbacks and reports."""

    repo: str | None = None
    pr: int | None = None
    head_sha: str | None = None
    plan_id: str | None = None
    merge_queue: bool = Field(default=False, description="a merge-queue run: scheduled before PR runs")


class JobSpec(_Model):
    id: str = Field(description="stable id, unique within a plan, safe as a file name and Ray submission id")
    framework: Framework
    level: int
    level_name: str = ""
    variant: str = "default"
    title: str = ""
    template: str = Field(description="id of the job template in configs/jobs.yaml")
    downstream_ref: str = Field(description="downstream commit the template was checked against")
    seed_name: str = Field(default="", description="what the seed calls this job")
    drift: list[Drift] = Field(default_factory=list)
    model: ModelChoice
    steps: list[Step]
    gpus: int = Field(ge=0, le=64)
    timeout_s: int = Field(gt=0)
    est_gpu_minutes: float = Field(ge=0)
    expected_steps: int | None = Field(default=None, description="training steps the run must reach")
    metrics_path: str | None = Field(default=None, description="metrics.json, relative to the downstream root")
    tb_log_dir: str | None = Field(default=None, description="TensorBoard dir to dump when metrics.json is absent")
    log_path: str | None = Field(default=None, description="run.log the functional writes, relative to downstream")
    assertions: list[MetricAssertion] = Field(default_factory=list)
    log_checks: list[LogCheck] = Field(default_factory=list)
    limitations: list[str] = Field(default_factory=list)
    bridge_sha: str | None = Field(default=None, description="Bridge commit the job must run on")
    context: JobContext = Field(default_factory=JobContext)
    # Runner knobs (all optional; the defaults follow the seeds).
    uses_ray: bool = Field(
        default=True,
        description="the job starts Ray: `ray stop --force` first, never share the host with another Ray job",
    )
    worker_pythons: list[str] = Field(
        default_factory=list,
        description="worker interpreters whose megatron.bridge import must also resolve to the checkout",
    )
    min_free_gib: float | None = Field(default=None, ge=0, description="free disk the HF caches need")
    stage: Stage | None = Field(
        default=None,
        description="the seeds' stage (bridge, unit, smoke, levels); None: smoke at Level 0, else levels",
    )
    megatron_policy: bool = Field(
        default=True,
        description="NeMo-RL: the run must build the Megatron policy (a DTensor run never loads Bridge and "
        "is Blocked as not evidence); False only for jobs the plan knows run DTensor, e.g. vlm_grpo.sh",
    )

    @field_validator("id")
    @classmethod
    def _id(cls, v: str) -> str:
        if not re.match(r"^[A-Za-z0-9][A-Za-z0-9_.\-]{0,127}$", v):
            raise ValueError(f"job id must be [A-Za-z0-9_.-], at most 128 characters: {v!r}")
        return v

    @field_validator("bridge_sha")
    @classmethod
    def _sha(cls, v: str | None) -> str | None:
        if v is not None and not SHA.match(v):
            raise ValueError(f"not a git commit id: {v!r}")
        return v


def stage_of(spec: JobSpec) -> Stage:
    """The job's stage: its own, or the Level 0 smoke / higher levels by its level."""
    if spec.stage is not None:
        return spec.stage
    return "smoke" if spec.level == 0 else "levels"


def stage_rank(spec: JobSpec) -> int:
    return STAGES.index(stage_of(spec))


def is_check_stage(spec: JobSpec) -> bool:
    """A stage before the e2e levels (Bridge or downstream unit checks): no coverage level of its own."""
    return stage_of(spec) in ("bridge", "unit")


class Deliverable(_Model):
    """One line of the seed's "Deliverables:" block."""

    name: str
    verdict: Verdict
    detail: str = ""


class AssertionResult(_Model):
    expr: str
    passed: bool
    value: str | None = None
    message: str = ""


class RepoState(_Model):
    path: str
    sha: str | None = None
    dirty: list[str] = Field(default_factory=list)
    short_sha: str | None = Field(default=None, description="`git rev-parse --short HEAD` (as the seeds)")


class RunnerCheck(_Model):
    """One step of the runner's procedure (repo state, import check, preflight item, ray stop, ...)."""

    name: str
    status: Literal["ok", "failed", "skipped"]
    detail: str = ""
    duration_s: float = 0.0


class WeightTransfer(_Model):
    """Policy-to-generation weight-transfer timings found in metrics.json (seed names and current names)."""

    metrics: dict[str, float] = Field(default_factory=dict, description="name -> mean seconds per step")
    boundary: str = Field(default="", description="where the time goes: encode/decode vs payload broadcast")


class Evidence(_Model):
    bridge: RepoState | None = None
    downstream: RepoState | None = None
    command: str = ""
    bridge_import_path: str | None = None
    worker_import_path: str | None = None
    key_lines: list[str] = Field(default_factory=list)
    log_path: str | None = None
    metrics_path: str | None = None
    timings: dict[str, float] = Field(default_factory=dict)
    checks: list[RunnerCheck] = Field(default_factory=list)
    pythonpath: str | None = None
    steps_reached: int | None = None
    weight_transfer: WeightTransfer | None = None
    log_tail: list[str] = Field(default_factory=list, description="last lines of the run log")


class Frame(_Model):
    """One traceback frame as Python prints it: `File "<file>", line <line>, in <function>` and its source."""

    file: str
    line: int | None = None
    function: str = ""
    code: str = Field(default="", description="the source line Python printed under the frame, if any")
    bridge: bool = Field(default=False, description="Megatron-Bridge code: the path lies under megatron/bridge/")
    repo_path: str | None = Field(
        default=None,
        description="the path relative to the Bridge checkout (src/megatron/bridge/..., 3rdparty/...) when the "
        "frame is in it; what a PR's changed hunks are matched against",
    )

    def where(self) -> str:
        loc = f"{self.repo_path or self.file}:{self.line}" if self.line is not None else self.repo_path or self.file
        return f"{loc} in {self.function}" if self.function else loc


RootCauseKind = Literal["exception", "nccl-timeout", "signal", "build", "metric", "process-exit", "log"]


class RootCause(_Model):
    """The earliest originating error of a run, read from the log's structure (runners.rootcause)."""

    kind: RootCauseKind = "exception"
    exc_type: str | None = Field(default=None, description="e.g. ModuleNotFoundError, torch.OutOfMemoryError")
    message: str = Field(default="", description="the exception message, continuation lines included")
    line: str = Field(description="the line quoted to a maintainer")
    line_no: int | None = Field(default=None, description="1-based line number of `line` in the run log")
    frames: list[Frame] = Field(default_factory=list, description="the traceback, outermost first")
    origin: Frame | None = Field(default=None, description="the frame that raised (innermost)")
    bridge_frame: Frame | None = Field(default=None, description="the innermost frame in Megatron-Bridge code")
    process: str | None = Field(default=None, description="who printed it: Ray actor chain / torch rank / driver")
    actor: str | None = None
    rank: int | None = None
    repeats: int = Field(default=1, description="how many processes or ranks reported the same error")
    wrapped_by: list[str] = Field(
        default_factory=list, description="wrappers that carried it to the driver (RayTaskError(...), ...)"
    )
    chain: list[str] = Field(
        default_factory=list, description="exceptions raised from it ('The above exception was the direct cause')"
    )
    missing_module: str | None = Field(
        default=None,
        description="dependency skew: the module (or module.name) the job's environment lacks",
    )
    versions: list[str] = Field(
        default_factory=list, description="log lines naming versions of the package the missing module is from"
    )


class JobResult(_Model):
    job_id: str
    framework: Framework
    level: int
    variant: str = "default"
    verdict: Verdict
    reason: str = ""
    first_error: str | None = None
    deliverables: list[Deliverable] = Field(default_factory=list)
    evidence: Evidence = Field(default_factory=Evidence)
    assertions: list[AssertionResult] = Field(default_factory=list)
    limitations: list[str] = Field(default_factory=list)
    follow_ups: list[str] = Field(default_factory=list)
    noise: list[str] = Field(default_factory=list, description="residual log noise, still a Pass")
    started_at: str | None = None
    finished_at: str | None = None
    duration_s: float | None = None
    attempt: int = 1
    reused_from: str | None = Field(default=None, description="earlier run whose result was reused")
    blocked_kind: str | None = Field(
        default=None,
        description="why a Blocked job was blocked, machine-readable: the triage category (ray, disk, "
        "rate-limit, cluster, model-download, container, ...), or runner (the runner died or was lost), "
        "checkout, bridge-import (the Bridge not importable), bridge-path (a copy of the Bridge other than the "
        "checkout ran, or a path that does not exercise it), job-config, capacity, cancelled, baseline (the same "
        "job at the Bridge's base commit failed the same way, as the runner's note says); the bot retries "
        "infrastructure kinds once",
    )
    root_cause: RootCause | None = Field(
        default=None,
        description="the earliest originating error as data (type, message, frames, process, missing module); "
        "first_error is its quoted line",
    )


def write_result(out: Path, result: JobResult) -> Path:
    """`<out>/result.json`, whole or not at all: executors and a restarted bot read it while a runner may still
    be writing it, and a half-written file must never pass for a result or for a missing one."""
    path = Path(out) / "result.json"
    tmp = path.with_name(f".result.json.{os.getpid()}.tmp")
    tmp.write_text(result.model_dump_json(indent=2))
    tmp.replace(path)
    return path
