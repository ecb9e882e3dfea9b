"""Job templates (`configs/jobs.yaml`): every level of both frameworks -> the exact jobs the seeds describe.

A template is the seed's command corrected to what the downstream checkout has (`shared/upstream/README.md`):
it keeps the seed's name and the drift beside the command, and the downstream ref it was checked against.
`build_jobs` turns the templates of one level into `JobSpec`s for one model; it is a pure function.

Two kinds of `{token}` appear in template strings:
- plan-time tokens, substituted here: `{model}` (local snapshot or HF id), `{model_id}` (HF id), `{steps}`;
- run-time tokens, left for the runner's plain `str.replace`: `{pythonpath}`, `{bridge_repo}`,
  `{downstream_repo}`, `{out_dir}`.
Anything else in braces is a config error, so a typo cannot reach a GPU host as a literal.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from bot.core.catalog import Arch, Catalog
from bot.core.config import ConfigError, read_yaml, validate_entry
from bot.core.levels import LevelTable
from bot.core.models import FRAMEWORKS, Finding, Framework, Request, Surface
from runners.contract import (
    HF_ID,
    Drift,
    JobSpec,
    LogCheck,
    MetricAssertion,
    ModelChoice,
    Step,
)

__all__ = [
    "PLAN_TOKENS",
    "RUNNER_TOKENS",
    "JobCatalog",
    "JobTemplate",
    "OverrideRule",
    "build_jobs",
    "dedupe_jobs",
    "job_id",
    "load_jobs",
    "model_slug",
]

RUNNER_TOKENS = frozenset({"pythonpath", "bridge_repo", "downstream_repo", "out_dir"})
PLAN_TOKENS = frozenset({"model", "model_id", "steps"})
_TOKEN = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
VARIANT_NAME = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")
# A local snapshot path from models.yaml: absolute, no traversal, nothing a shell or Hydra would reinterpret.
_LOCAL_PATH = re.compile(r"^/[A-Za-z0-9_./\-]{1,400}$")
_REL_PATH = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_./\-]{0,300}$")
_ENV_NAME = re.compile(r"^[A-Z_][A-Z0-9_]{0,63}$")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class StepTemplate(_Model):
    name: str = Field(min_length=1)
    argv: list[str] = Field(min_length=1)
    env: dict[str, str] = Field(default_factory=dict)
    cwd: Literal["downstream", "bridge"] = "downstream"
    required: bool = True
    # Request overrides (allowlisted keys) go to this step: Hydra args appended (NeMo-RL) or env set (verl).
    accepts_overrides: bool = False

    @field_validator("env")
    @classmethod
    def _env(cls, v: dict[str, str]) -> dict[str, str]:
        for k in v:
            if not _ENV_NAME.match(k):
                raise ValueError(f"not an environment variable name: {k!r}")
            if k == "PYTHONPATH":
                raise ValueError("PYTHONPATH is set by the runner; use {pythonpath} in argv where needed")
        return v


class FixedModel(_Model):
    hf_id: str
    arch: Arch = "dense"
    dummy: bool = False
    dummy_config: str | None = Field(default=None, description="minimal HF config, relative to downstream")
    reason: str = Field(min_length=1)

    @field_validator("hf_id")
    @classmethod
    def _hf(cls, v: str) -> str:
        if not HF_ID.match(v):
            raise ValueError(f"not a Hugging Face 'org/name' id: {v!r}")
        return v


class ModelRule(_Model):
    """Which checkpoint the job runs.

    plan: the plan's model. fixed: the functional's own model (it hard-codes paths or pairs a draft model).
    plan_if_arch: the plan's model when its architecture is listed, else `fixed` (or no job when none).
    """

    use: Literal["plan", "fixed", "plan_if_arch"] = "plan"
    arch: list[Arch] = Field(default_factory=list)
    fixed: FixedModel | None = None

    @model_validator(mode="after")
    def _consistent(self) -> ModelRule:
        if self.use == "fixed" and self.fixed is None:
            raise ValueError("use: fixed needs a 'fixed' model")
        if self.use == "plan_if_arch" and not self.arch:
            raise ValueError("use: plan_if_arch needs a non-empty 'arch' list")
        return self


class When(_Model):
    """When a template of a planned level becomes a job.

    No trigger at all: always. `arch` / `surfaces` (+ optional `evidence` regex over the findings of those
    surfaces): when one matches. A requested variant (`variant=`) always triggers its template, subject to
    the model rule. `on_request`: only when requested. `fallback`: only when no other template of the level
    was selected.
    """

    arch: list[Arch] = Field(default_factory=list)
    surfaces: list[Surface] = Field(default_factory=list)
    evidence: str | None = None
    on_request: bool = False
    fallback: bool = False

    @field_validator("evidence")
    @classmethod
    def _regex(cls, v: str | None) -> str | None:
        if v is not None:
            try:
                re.compile(v)
            except re.error as exc:
                raise ValueError(f"evidence is not a valid regular expression: {exc}") from None
        return v

    @model_validator(mode="after")
    def _consistent(self) -> When:
        if self.evidence and not self.surfaces:
            raise ValueError("'evidence' refines 'surfaces'; give the surfaces it applies to")
        if self.on_request and self.fallback:
            raise ValueError("a template cannot be both on_request and fallback")
        return self

    @property
    def automatic(self) -> bool:
        return not (self.arch or self.surfaces or self.on_request or self.fallback)


class JobTemplate(_Model):
    id: str
    framework: Framework
    level: int = Field(ge=0)
    variant: str
    title: str = Field(min_length=1)
    seed_name: str = Field(min_length=1, description="what the seed calls this job")
    downstream_ref: str = Field(pattern=r"^[0-9a-f]{7,40}$")
    drift: list[Drift] = Field(default_factory=list)
    when: When = Field(default_factory=When)
    model: ModelRule = Field(default_factory=ModelRule)
    steps: list[StepTemplate] = Field(min_length=1)
    gpus: int = Field(ge=0, le=64)
    timeout_s: int = Field(gt=0, le=6 * 3600)
    est_gpu_minutes: float = Field(ge=0)
    expected_steps: int | None = Field(default=None, ge=1)
    metrics_path: str | None = None
    tb_log_dir: str | None = None
    log_path: str | None = None
    assertions: list[MetricAssertion] = Field(default_factory=list)
    log_checks: list[LogCheck] = Field(default_factory=list)
    limitations: list[str] = Field(default_factory=list)
    limitations_by_arch: dict[Arch, list[str]] = Field(default_factory=dict)

    @field_validator("variant")
    @classmethod
    def _variant(cls, v: str) -> str:
        if not VARIANT_NAME.match(v):
            raise ValueError(f"variant must match {VARIANT_NAME.pattern}: {v!r}")
        return v

    @field_validator("metrics_path", "tb_log_dir", "log_path")
    @classmethod
    def _relpath(cls, v: str | None) -> str | None:
        if v is not None and (not _REL_PATH.match(v) or ".." in v.split("/")):
            raise ValueError(f"must be a plain path relative to the downstream root: {v!r}")
        return v

    @field_validator("log_checks")
    @classmethod
    def _patterns(cls, v: list[LogCheck]) -> list[LogCheck]:
        for check in v:
            try:
                re.compile(check.pattern.replace("{steps}", "1"))
            except re.error as exc:
                raise ValueError(f"log check {check.pattern!r} is not a valid regex: {exc}") from None
        return v

    def strings(self) -> Iterable[str]:
        """Every string the runner or a report will see, for the token check."""
        for step in self.steps:
            yield from step.argv
            yield from step.env.values()
        for check in self.log_checks:
            yield check.pattern
        for a in self.assertions:
            yield a.expr


class OverrideRule(_Model):
    """A key a maintainer may set from a comment or the CLI, and the bounds it must respect."""

    framework: Framework
    kind: Literal["hydra", "env"]
    type: Literal["int", "bool"]
    min: int | None = None
    max: int | None = None
    sets_steps: bool = Field(default=False, description="the value is the run's training step count")
    description: str = Field(min_length=1)

    @model_validator(mode="after")
    def _bounds(self) -> OverrideRule:
        if self.type == "int" and (self.min is None or self.max is None or self.min > self.max):
            raise ValueError("an int override needs min <= max")
        return self

    def parse(self, key: str, raw: str) -> str:
        """Canonical string for the value, or ValueError naming the bound it breaks."""
        if self.type == "bool":
            low = raw.lower()
            if low in ("true", "false"):
                return low
            raise ValueError(f"{key} takes true or false, not {raw[:40]!r}")
        if not re.fullmatch(r"-?[0-9]{1,9}", raw):
            raise ValueError(f"{key} takes an integer, not {raw[:40]!r}")
        n = int(raw)
        assert self.min is not None and self.max is not None
        if not self.min <= n <= self.max:
            raise ValueError(f"{key} must be within {self.min}..{self.max}, got {n}")
        return str(n)


class JobCatalog(_Model):
    """The validated contents of jobs.yaml plus what it was cross-checked against."""

    templates: dict[str, JobTemplate]
    variants: dict[str, str] = Field(description="variant name -> what it runs (the `variant=` allowlist)")
    overrides: dict[str, OverrideRule] = Field(description="key -> rule (the override allowlist)")
    common_env: dict[Framework, dict[str, str]] = Field(default_factory=dict)
    common_limitations: dict[Framework, list[str]] = Field(default_factory=dict)
    downstream_refs: dict[Framework, str]
    level_names: dict[Framework, list[str]] = Field(description="level number -> the seed's level name")

    def max_level(self, framework: Framework) -> int:
        return len(self.level_names[framework]) - 1

    def for_level(self, framework: Framework, level: int) -> list[JobTemplate]:
        return [t for t in self.templates.values() if t.framework == framework and t.level == level]

    def variant_levels(self, variant: str) -> dict[Framework, list[int]]:
        """Where a requested variant lives: the levels a `variant=` request adds, per framework."""
        out: dict[Framework, list[int]] = {}
        for t in self.templates.values():
            if t.variant == variant:
                out.setdefault(t.framework, [])
                if t.level not in out[t.framework]:
                    out[t.framework].append(t.level)
        return {fw: sorted(v) for fw, v in out.items()}

    def full_estimate(self, model: ModelChoice) -> float:
        """GPU-minutes to run every level of both frameworks on `model` (the automatic jobs of each level)."""
        total = 0.0
        for fw in FRAMEWORKS:
            for level in range(self.max_level(fw) + 1):
                jobs = build_jobs(fw, level, model=model, surfaces=frozenset(), request=Request(),
                                  catalog=self)
                total += sum(j.est_gpu_minutes for j in jobs)
        return total


# ---------------------------------------------------------------------------------------------------------
# Loading


def _check_tokens(path: Path, tid: str, tpl: JobTemplate) -> None:
    for s in tpl.strings():
        for name in _TOKEN.findall(s):
            if name not in RUNNER_TOKENS | PLAN_TOKENS:
                known = ", ".join("{" + t + "}" for t in sorted(RUNNER_TOKENS | PLAN_TOKENS))
                raise ConfigError(path, f"unknown placeholder {{{name}}} in {s!r}; known: {known}", entry=tid)


def load_jobs(path: Path, levels: LevelTable, catalog: Catalog) -> JobCatalog:
    """Load and cross-check jobs.yaml; raises ConfigError naming the file and entry."""
    data = read_yaml(path)
    if not isinstance(data, dict):
        raise ConfigError(path, "expected a top-level mapping")
    allowed = {"downstream_refs", "common_env", "common_limitations", "variants", "overrides", "templates"}
    unknown = set(map(str, data)) - allowed
    if unknown:
        raise ConfigError(path, f"unknown top-level key(s): {', '.join(sorted(unknown))}")

    refs = data.get("downstream_refs")
    if not isinstance(refs, dict) or set(refs) != set(FRAMEWORKS):
        raise ConfigError(path, "'downstream_refs' must name the checked commit of each of "
                                + ", ".join(FRAMEWORKS))
    downstream_refs: dict[Framework, str] = {}
    for fw in FRAMEWORKS:
        ref = str(refs[fw])
        if not re.fullmatch(r"[0-9a-f]{7,40}", ref):
            raise ConfigError(path, f"not a commit id: {ref!r}", entry=f"downstream_refs.{fw}")
        downstream_refs[fw] = ref

    common_env: dict[Framework, dict[str, str]] = {}
    raw_env = data.get("common_env") or {}
    if not isinstance(raw_env, dict):
        raise ConfigError(path, "'common_env' must map framework -> env")
    for fw, env in raw_env.items():
        if fw not in FRAMEWORKS or not isinstance(env, dict):
            raise ConfigError(path, "must be a known framework mapping to an env mapping",
                              entry=f"common_env.{fw}")
        step = validate_entry(path, f"common_env.{fw}", StepTemplate,
                              {"name": "env", "argv": ["-"], "env": {str(k): str(v) for k, v in env.items()}})
        common_env[fw] = dict(step.env)
        for value in step.env.values():
            for name in _TOKEN.findall(value):
                if name not in RUNNER_TOKENS | PLAN_TOKENS:
                    raise ConfigError(path, f"unknown placeholder {{{name}}} in {value!r}",
                                      entry=f"common_env.{fw}")

    common_lim: dict[Framework, list[str]] = {}
    raw_lim = data.get("common_limitations") or {}
    if not isinstance(raw_lim, dict):
        raise ConfigError(path, "'common_limitations' must map framework -> list of strings")
    for fw, lims in raw_lim.items():
        if fw not in FRAMEWORKS or not isinstance(lims, list) or not all(isinstance(x, str) for x in lims):
            raise ConfigError(path, "must be a known framework mapping to a list of strings",
                              entry=f"common_limitations.{fw}")
        common_lim[fw] = list(lims)

    raw_variants = data.get("variants")
    if not isinstance(raw_variants, dict) or not raw_variants:
        raise ConfigError(path, "'variants' must be a non-empty mapping of variant name -> description")
    variants: dict[str, str] = {}
    for name, desc in raw_variants.items():
        if not isinstance(name, str) or not VARIANT_NAME.match(name):
            raise ConfigError(path, f"variant name must match {VARIANT_NAME.pattern}",
                              entry=f"variants.{name}")
        if not isinstance(desc, str) or not desc.strip():
            raise ConfigError(path, "needs a description", entry=f"variants.{name}")
        variants[name] = desc

    raw_over = data.get("overrides") or {}
    if not isinstance(raw_over, dict):
        raise ConfigError(path, "'overrides' must be a mapping of key -> rule")
    overrides: dict[str, OverrideRule] = {}
    for key, body in raw_over.items():
        if not isinstance(key, str) or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.]{0,120}", key):
            raise ConfigError(path, "override key must be a dotted name or an env var name",
                              entry=f"overrides.{key}")
        overrides[key] = validate_entry(path, f"overrides.{key}", OverrideRule, body)

    raw_tpl = data.get("templates")
    if not isinstance(raw_tpl, dict) or not raw_tpl:
        raise ConfigError(path, "'templates' must be a non-empty mapping of template id -> template")
    templates: dict[str, JobTemplate] = {}
    seen: set[tuple[str, int, str]] = set()
    for tid, body in raw_tpl.items():
        tid = str(tid)
        if not isinstance(body, dict):
            raise ConfigError(path, "must be a mapping", entry=tid)
        tpl = validate_entry(path, tid, JobTemplate, {"id": tid, **body})
        top = levels.max_level(tpl.framework)
        if not 0 <= tpl.level <= top:
            raise ConfigError(path, f"{tpl.framework} has levels 0-{top}, not {tpl.level}", entry=tid)
        if tpl.variant not in variants:
            raise ConfigError(path, f"variant {tpl.variant!r} is not listed under 'variants'", entry=tid)
        key = (tpl.framework, tpl.level, tpl.variant)
        if key in seen:
            raise ConfigError(path, f"two templates share {tpl.framework} Level {tpl.level} "
                                    f"variant {tpl.variant!r}", entry=tid)
        seen.add(key)
        if tpl.downstream_ref != downstream_refs[tpl.framework]:
            raise ConfigError(path, f"downstream_ref {tpl.downstream_ref} differs from downstream_refs."
                                    f"{tpl.framework} ({downstream_refs[tpl.framework]}): "
                                    "re-check the template", entry=tid)
        _check_tokens(path, tid, tpl)
        if any(s.accepts_overrides for s in tpl.steps) and sum(s.accepts_overrides for s in tpl.steps) > 1:
            raise ConfigError(path, "at most one step may accept request overrides", entry=tid)
        templates[tid] = tpl

    unused = set(variants) - {t.variant for t in templates.values()}
    if unused:
        raise ConfigError(path, f"variant(s) no template uses: {', '.join(sorted(unused))}", entry="variants")

    level_names: dict[Framework, list[str]] = {}
    for fw in FRAMEWORKS:
        level_names[fw] = [lv.name for lv in levels.levels(fw)]
        for n in range(levels.max_level(fw) + 1):
            selectable = [t for t in templates.values() if t.framework == fw and t.level == n]
            if not selectable:
                raise ConfigError(path, f"{fw} Level {n} ({level_names[fw][n]}) has no job template",
                                  entry=f"{fw} level {n}")
            if not any(t.when.automatic or t.when.fallback for t in selectable):
                raise ConfigError(path, f"{fw} Level {n} needs a template without triggers or a "
                                        "fallback, so a planned level always yields a job",
                                  entry=f"{fw} level {n}")

    jobs = JobCatalog(templates=templates, variants=variants, overrides=overrides, common_env=common_env,
                      common_limitations=common_lim, downstream_refs=downstream_refs, level_names=level_names)
    # Every level must yield a job for every known family, whatever its architecture: a planned level with
    # no job would silently drop coverage.
    for name, family in sorted(catalog.families.items()):
        choice = family.choice()
        for fw in FRAMEWORKS:
            for n in range(jobs.max_level(fw) + 1):
                try:
                    built = build_jobs(fw, n, model=choice, surfaces=frozenset(), request=Request(),
                                       catalog=jobs)
                except ValueError as exc:
                    raise ConfigError(path, f"family {name!r}: {exc}", entry=f"{fw} level {n}") from None
                if not built:
                    raise ConfigError(path, f"no template of {fw} Level {n} applies to family {name!r} "
                                            f"(arch {family.arch})", entry=f"{fw} level {n}")
    return jobs


# ---------------------------------------------------------------------------------------------------------
# Building


def model_slug(hf_id: str) -> str:
    slug = re.sub(r"[^a-z0-9_.\-]+", "-", hf_id.lower().replace("/", "--")).strip("-.")
    return slug or "model"


def job_id(framework: Framework, level: int, variant: str, model: ModelChoice) -> str:
    head = f"{framework}-l{level}-{variant}-"
    return head + model_slug(model.hf_id)[: 128 - len(head)]


def _evidence_matches(when: When, findings: Sequence[Finding]) -> bool:
    assert when.evidence is not None
    rx = re.compile(when.evidence)
    for f in findings:
        if f.surface in when.surfaces and (rx.search(f.path) or (f.evidence and rx.search(f.evidence))):
            return True
    return False


def _triggered(tpl: JobTemplate, model: ModelChoice, surfaces: frozenset[Surface],
               findings: Sequence[Finding], requested: set[str]) -> bool:
    w = tpl.when
    if tpl.variant in requested:
        return True
    if w.on_request or w.fallback:
        return False
    if w.automatic:
        return True
    if w.arch and model.arch in w.arch:
        return True
    if w.surfaces and surfaces.intersection(w.surfaces):
        return w.evidence is None or _evidence_matches(w, findings)
    return False


def _job_model(tpl: JobTemplate, model: ModelChoice) -> ModelChoice | None:
    rule = tpl.model
    if rule.use == "plan" or (rule.use == "plan_if_arch" and model.arch in rule.arch):
        return model
    if rule.fixed is None:
        return None  # e.g. expert parallelism on a dense model: no such job
    f = rule.fixed
    return ModelChoice(hf_id=f.hf_id, arch=f.arch, dummy=f.dummy, dummy_config=f.dummy_config,
                       reason=f.reason)


def _sub(s: str, tokens: dict[str, str]) -> str:
    for name, value in tokens.items():
        s = s.replace("{" + name + "}", value)
    return s


def _model_env(framework: Framework, model: ModelChoice) -> dict[str, str]:
    env: dict[str, str] = {}
    if model.local_path:
        if framework == "verl":
            env["MODEL_PATH"] = model.local_path
        env["HF_HUB_OFFLINE"] = "1"
        env["TRANSFORMERS_OFFLINE"] = "1"
    if framework == "verl" and model.dummy and model.dummy_config:
        env["USE_DUMMY_MODEL"] = "True"
        env["DUMMY_MODEL_CONFIG_PATH"] = model.dummy_config
    return env


def _model_limitations(framework: Framework, tpl: JobTemplate, model: ModelChoice) -> list[str]:
    out = list(tpl.limitations_by_arch.get(model.arch, []))
    if model.dummy:
        out.append("dummy model config: validates construction and training mechanics, not pretrained weight "
                   "compatibility")
        if framework == "verl" and not model.dummy_config:
            out.append("no minimal HF config for verl's dummy-model path: "
                       "the run needs MODEL_ID's weights staged")
        if framework == "nemo-rl":
            out.append("NeMo-RL has no dummy-model path: the run needs the checkpoint's weights")
    if model.local_path:
        out.append(f"offline run from the local snapshot {model.local_path}")
    return out


def _validate_model(model: ModelChoice) -> None:
    if model.local_path is not None and (not _LOCAL_PATH.match(model.local_path) or ".." in model.local_path):
        raise ValueError(f"local model path must be absolute and plain: {model.local_path!r}")
    if model.dummy_config is not None and (
        not _REL_PATH.match(model.dummy_config) or ".." in model.dummy_config.split("/")
    ):
        raise ValueError(f"dummy model config must be a plain relative path: {model.dummy_config!r}")


def build_jobs(
    framework: Framework,
    level: int,
    *,
    model: ModelChoice,
    surfaces: frozenset[Surface],
    request: Request,
    catalog: JobCatalog,
    findings: Sequence[Finding] = (),
) -> list[JobSpec]:
    """The jobs one planned level of one framework needs for `model`. Pure.

    `findings` (optional) lets evidence-gated variants fire, e.g. the delta-compression refit run when a
    refit finding mentions delta/sparse transfer.
    """
    if framework not in FRAMEWORKS:
        raise ValueError(f"unknown framework {framework!r}")
    if not 0 <= level <= catalog.max_level(framework):
        raise ValueError(f"{framework} has levels 0-{catalog.max_level(framework)}, not {level}")
    _validate_model(model)
    requested = set(request.variants)
    candidates = catalog.for_level(framework, level)

    chosen: list[tuple[JobTemplate, ModelChoice]] = []
    for tpl in candidates:
        if tpl.when.fallback and tpl.variant not in requested:
            continue
        m = _job_model(tpl, model)
        if m is not None and _triggered(tpl, model, surfaces, findings, requested):
            chosen.append((tpl, m))
    if not chosen:
        for tpl in candidates:
            if tpl.when.fallback:
                m = _job_model(tpl, model)
                if m is not None:
                    chosen.append((tpl, m))

    overrides = {k: v for k, v in request.overrides.items()
                 if k in catalog.overrides and catalog.overrides[k].framework == framework}
    return [_spec(tpl, m, catalog, overrides) for tpl, m in chosen]


def _spec(tpl: JobTemplate, model: ModelChoice, catalog: JobCatalog, overrides: dict[str, str]) -> JobSpec:
    fw = tpl.framework
    accepts = any(s.accepts_overrides for s in tpl.steps)
    steps_n = tpl.expected_steps
    applied: list[str] = []
    if accepts:
        for key, value in overrides.items():
            rule = catalog.overrides[key]
            if rule.sets_steps:
                steps_n = int(value)
            applied.append(f"{key}={value}")
    tokens = {
        "model": model.local_path or model.hf_id,
        "model_id": model.hf_id,
        "steps": str(steps_n) if steps_n is not None else "",
    }
    steps: list[Step] = []
    for st in tpl.steps:
        argv = [_sub(a, tokens) for a in st.argv]
        env = {k: _sub(v, tokens) for k, v in catalog.common_env.get(fw, {}).items()}
        env.update(_model_env(fw, model))
        env.update({k: _sub(v, tokens) for k, v in st.env.items()})
        if st.accepts_overrides:
            for key, value in overrides.items():
                rule = catalog.overrides[key]
                if rule.kind == "hydra":
                    argv.append(f"{key}={value}")
                else:
                    env[key] = value
        steps.append(Step(name=st.name, argv=argv, env=env, cwd=st.cwd, required=st.required))

    limitations = [*tpl.limitations, *catalog.common_limitations.get(fw, []),
                   *_model_limitations(fw, tpl, model)]
    if applied:
        limitations.append("maintainer overrides applied: " + ", ".join(applied))
    own = tpl.model.fixed is not None and tpl.model.fixed.hf_id == model.hf_id
    title = f"{tpl.title} on {model.hf_id}" + (" (the functional's own model)" if own else "")
    return JobSpec(
        id=job_id(fw, tpl.level, tpl.variant, model),
        framework=fw,
        level=tpl.level,
        level_name=catalog.level_names[fw][tpl.level],
        variant=tpl.variant,
        title=title,
        template=tpl.id,
        downstream_ref=tpl.downstream_ref,
        seed_name=tpl.seed_name,
        drift=list(tpl.drift),
        model=model,
        steps=steps,
        gpus=tpl.gpus,
        timeout_s=tpl.timeout_s,
        est_gpu_minutes=tpl.est_gpu_minutes,
        expected_steps=steps_n,
        metrics_path=tpl.metrics_path,
        tb_log_dir=tpl.tb_log_dir,
        log_path=tpl.log_path,
        assertions=[MetricAssertion(expr=_sub(a.expr, tokens), source=a.source) for a in tpl.assertions],
        log_checks=[LogCheck(pattern=_sub(c.pattern, tokens), must=c.must, why=c.why)
                    for c in tpl.log_checks],
        limitations=_unique(limitations),
    )


def _unique(items: Iterable[str]) -> list[str]:
    seen: set[str] = set()
    out: list[str] = []
    for x in items:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out


def dedupe_jobs(jobs: Sequence[JobSpec]) -> list[JobSpec]:
    """Drop a job whose steps repeat an earlier job's exactly (e.g. the same MoE EP run at two levels).

    The kept job's limitations record which other level it also covers, so a report can say so.
    """
    out: list[JobSpec] = []
    seen: dict[str, int] = {}
    for job in jobs:
        key = job.framework + "\0" + repr([(s.argv, sorted(s.env.items())) for s in job.steps])
        if key in seen:
            kept = out[seen[key]]
            note = f"also covers {job.framework} Level {job.level} ({job.variant}): identical command"
            out[seen[key]] = kept.model_copy(update={"limitations": [*kept.limitations, note]})
            continue
        seen[key] = len(out)
        out.append(job)
    return out
