"""A Plan as text for people: surfaces with their evidence, levels with reasons, jobs with exact commands.

The commands are shown with `shlex.join` for reading only; jobs always run from their argv lists.
"""

from __future__ import annotations

import shlex
from collections import defaultdict

from bot.core.models import FRAMEWORKS, Finding, Plan, Surface
from runners.contract import JobSpec, is_check_stage, stage_of

__all__ = ["FRAMEWORK_TITLES", "job_command", "render_plan"]

FRAMEWORK_TITLES = {"nemo-rl": "NeMo-RL", "verl": "verl"}
_SHOWN_FINDINGS = 6
_SHOWN_EVIDENCE = 3


def _env_text(env: dict[str, str]) -> str:
    return " ".join(f"{k}={shlex.quote(v)}" for k, v in sorted(env.items()))


def job_command(job: JobSpec) -> tuple[str, list[str]]:
    """(environment every step shares, one display line per step with its own extra env and argv)."""
    common: dict[str, str] = dict(job.steps[0].env) if job.steps else {}
    for step in job.steps[1:]:
        common = {k: v for k, v in common.items() if step.env.get(k) == v}
    lines = []
    for step in job.steps:
        extra = _env_text({k: v for k, v in step.env.items() if common.get(k) != v})
        where = "" if step.cwd == "downstream" else f"(in the {step.cwd} checkout) "
        lines.append(f"{where}{extra + ' ' if extra else ''}{shlex.join(step.argv)}")
    return _env_text(common), lines


def _surface_block(surface: Surface, findings: list[Finding]) -> list[str]:
    out = [f"  {surface.value}"]
    for f in findings[:_SHOWN_FINDINGS]:
        fam = f" [{f.family}]" if f.family else ""
        out.append(f"    {f.path}{fam}  rule {f.rule_id}: {f.reason}")
        if f.evidence:
            out.append(f"      matched {f.evidence}")
    if len(findings) > _SHOWN_FINDINGS:
        out.append(f"    ... and {len(findings) - _SHOWN_FINDINGS} more file(s)")
    return out


def render_plan(plan: Plan) -> str:
    out: list[str] = [f"Plan for {plan.source} ({plan.files} changed file{'s' if plan.files != 1 else ''})"]
    if plan.nothing_to_run:
        out.append(f"Nothing to run: {plan.nothing_to_run}")

    by_surface: dict[Surface, list[Finding]] = defaultdict(list)
    for f in plan.findings:
        by_surface[f.surface].append(f)
    out.append("")
    out.append("Surfaces:")
    for s in Surface:
        if s in by_surface and s != Surface.NONE:
            out.extend(_surface_block(s, by_surface[s]))
    if Surface.NONE in by_surface:
        quiet = by_surface[Surface.NONE]
        out.append(f"  none ({len(quiet)} file{'s' if len(quiet) != 1 else ''} touch nothing downstream)")
        for f in quiet[:_SHOWN_FINDINGS]:
            out.append(f"    {f.path}  rule {f.rule_id}: {f.reason}")
        if len(quiet) > _SHOWN_FINDINGS:
            out.append(f"    ... and {len(quiet) - _SHOWN_FINDINGS} more file(s)")

    out.append("")
    out.append("Levels:")
    for fw in FRAMEWORKS:
        levels = plan.levels.get(fw, [])
        title = FRAMEWORK_TITLES[fw]
        if not levels:
            out.append(f"  {title}: none")
            continue
        out.append(f"  {title}: {', '.join(str(n) for n in levels)}")
        for d in plan.decisions:
            if d.framework != fw:
                continue
            out.append(f"    Level {d.level} ({d.name}):")
            for r in d.reasons:
                out.append(f"      - {r}")
            for e in d.evidence[:_SHOWN_EVIDENCE]:
                out.append(f"      evidence: {e.text()}")
            if len(d.evidence) > _SHOWN_EVIDENCE:
                out.append(f"      ... and {len(d.evidence) - _SHOWN_EVIDENCE} more chain(s) (plan --format json)")
            if d.paths:
                shown = ", ".join(d.paths[:4]) + (f" and {len(d.paths) - 4} more" if len(d.paths) > 4 else "")
                out.append(f"      triggered by: {shown}")

    if plan.jobs:
        out.append("")
        out.append("Models:")
        for m in plan.models:
            dummy = " (dummy model: construction/training mechanics only)" if m.dummy else ""
            out.append(f"  {m.hf_id} [{m.family or 'no family'}, {m.arch}]{dummy}: {m.reason}")
        out.append("")
        out.append(f"Jobs ({len(plan.jobs)}):")
        for j in plan.jobs:
            where = f"stage {stage_of(j)}" if is_check_stage(j) else f"Level {j.level} {j.variant}"
            out.append(f"  {j.id}: {FRAMEWORK_TITLES[j.framework]} {where} - {j.title}")
            out.append(
                f"    GPUs: {j.gpus}, timeout {j.timeout_s // 60} min, estimate {j.est_gpu_minutes:g} "
                "GPU-minutes"
            )
            env, lines = job_command(j)
            if env:
                out.append(f"    env: {env}")
            for line in lines:
                out.append(f"    $ {line}")
            for lim in j.limitations:
                out.append(f"    limitation: {lim}")
            if is_check_stage(j):
                for dr in j.drift:
                    out.append(f"    drift: {dr.seed} -> {dr.now}" + (f" ({dr.note})" if dr.note else ""))
    out.append("")
    full = plan.full_estimate_gpu_minutes
    share = f" ({100 * plan.estimate_gpu_minutes / full:.0f}%)" if full else ""
    out.append(
        f"Estimate: {plan.estimate_gpu_minutes:g} GPU-minutes planned vs {full:g} for every level of both "
        f"frameworks{share}"
    )
    if plan.notes:
        out.append("")
        out.append("Notes:")
        for n in plan.notes:
            out.append(f"  - {n}")
    return "\n".join(out) + "\n"
