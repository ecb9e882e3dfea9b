"""The seeds' Summary Format, filled in from JobSpecs and JobResults (one job, or every job of a framework).

The NeMo-RL (seed 001) and verl (seed 002) formats differ in a few labels; `LABELS` holds them verbatim.
Pure: strings in, strings out.
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from dataclasses import dataclass

from runners.contract import (
    STAGE_TITLES,
    Deliverable,
    Framework,
    JobResult,
    JobSpec,
    RepoState,
    Verdict,
    is_check_stage,
    stage_of,
)

BRIDGE_CHECKS = "Bridge-side checks"
VARIANTS = "Requested variants"


@dataclass(frozen=True)
class Labels:
    name: str
    import_: str
    run: str
    capture: str
    repo: str
    levels: str
    default_run: str


LABELS: dict[Framework, Labels] = {
    "nemo-rl": Labels(
        name="NeMo-RL",
        import_="Local Bridge import in NeMo-RL",
        run="NeMo-RL Megatron policy run",
        capture="Metrics/log capture",
        repo="NeMo-RL repo",
        levels="0/1/2/3/4/5/6",
        default_run="GRPO Megatron",
    ),
    "verl": Labels(
        name="verl",
        import_="Local Bridge import in verl",
        run="verl Megatron backend run",
        capture="Log capture",
        repo="verl repo",
        levels="0/1/2/3/4/5",
        default_run="LoRA + DDP",
    ),
}

# Merge order when several jobs feed one deliverable line: the worst outcome shows.
_RANK = {Verdict.FAIL: 4, Verdict.BLOCKED: 3, Verdict.SKIPPED: 2, Verdict.PASS: 1, Verdict.NOT_REQUESTED: 0}
NO_RESULT = "no result: the runner never reported (lost or never started)"


def worst(verdicts: Sequence[Verdict]) -> Verdict:
    return max(verdicts, key=lambda v: _RANK[v]) if verdicts else Verdict.NOT_REQUESTED


def overall(results: Sequence[JobResult]) -> Verdict:
    """Pass only when every job passed; Fail is evidence and outranks Blocked; anything else is Blocked."""
    vs = [r.verdict for r in results]
    if not vs:
        return Verdict.BLOCKED
    if Verdict.FAIL in vs:
        return Verdict.FAIL
    if all(v == Verdict.PASS for v in vs):
        return Verdict.PASS
    return Verdict.BLOCKED


def level_label(spec: JobSpec) -> str:
    if is_check_stage(spec):
        return "Bridge checks" if stage_of(spec) == "bridge" else f"{LABELS[spec.framework].name} unit checks"
    name = spec.level_name or spec.title or spec.variant
    return f"Level {spec.level} ({name})" if name else f"Level {spec.level}"


def model_text(spec: JobSpec) -> str:
    m = spec.model
    text = m.local_path or m.hf_id
    if m.local_path:
        text += f" (local snapshot of {m.hf_id})"
    if m.dummy:
        text += " (dummy config: construction/training mechanics only)"
    return text


def repo_text(state: RepoState | None) -> str:
    if state is None:
        return "not recorded"
    sha = state.short_sha or (state.sha[:12] if state.sha else "unknown")
    dirty = ", ".join(state.dirty) if state.dirty else "none"
    return f"{sha} plus dirty files: {dirty}"


def command_text(argv: Sequence[str], env: dict[str, str], cwd_label: str) -> str:
    """Display form of a step (never executed): `cd $NEMO_RL_REPO && VAR=... argv...`."""
    assigns = [f"{k}={shlex.quote(v)}" for k, v in env.items()]
    return f"cd {cwd_label} && " + " ".join([*assigns, shlex.join(list(argv))])


def _pairs(specs: Sequence[JobSpec], results: Sequence[JobResult]) -> list[tuple[JobSpec, JobResult]]:
    by_id = {r.job_id: r for r in results}
    out = []
    for s in specs:
        r = by_id.get(s.id) or missing_result(s, NO_RESULT)
        out.append((s, r))
    return out


def missing_result(spec: JobSpec, reason: str, kind: str = "runner") -> JobResult:
    """A JobResult for a job that never produced one (lost runner, rejected before start); `kind` is its
    JobResult.blocked_kind."""
    labels = LABELS[spec.framework]
    return JobResult(
        job_id=spec.id,
        framework=spec.framework,
        level=spec.level,
        variant=spec.variant,
        verdict=Verdict.BLOCKED,
        reason=reason,
        deliverables=[
            # Deliverables that never ran are Skipped with the reason (seed Summary Format), never a Fail.
            Deliverable(name=BRIDGE_CHECKS, verdict=Verdict.SKIPPED, detail="not run: " + reason),
            Deliverable(name=labels.import_, verdict=Verdict.SKIPPED, detail="import check not run: " + reason),
            Deliverable(name=labels.run, verdict=Verdict.BLOCKED, detail="not run: " + reason),
            Deliverable(
                name=VARIANTS,
                verdict=Verdict.NOT_REQUESTED if spec.level == 0 else Verdict.BLOCKED,
                detail="Level 0 only" if spec.level == 0 else "not run: " + reason,
            ),
            Deliverable(name=labels.capture, verdict=Verdict.SKIPPED, detail="no log: not run: " + reason),
        ],
        limitations=list(spec.limitations),
        follow_ups=["rerun once the environment problem is fixed"],
        blocked_kind=kind,
    )


def skipped_result(spec: JobSpec, reason: str) -> JobResult:
    """A JobResult for a job that did not run because an earlier stage of its framework did not pass: Skipped,
    never Fail (the seeds' Summary Format: a deliverable not run is Skipped, with the reason)."""
    labels = LABELS[spec.framework]
    why = f"not run: {reason}"
    return JobResult(
        job_id=spec.id,
        framework=spec.framework,
        level=spec.level,
        variant=spec.variant,
        verdict=Verdict.SKIPPED,
        reason=f"{STAGE_TITLES[stage_of(spec)]} not run: {reason}",
        deliverables=[
            Deliverable(name=BRIDGE_CHECKS, verdict=Verdict.SKIPPED, detail=why),
            Deliverable(name=labels.import_, verdict=Verdict.SKIPPED, detail=why),
            Deliverable(name=labels.run, verdict=Verdict.SKIPPED, detail=f"{spec.title or labels.default_run}: {why}"),
            Deliverable(
                name=VARIANTS,
                verdict=Verdict.NOT_REQUESTED if spec.level == 0 else Verdict.SKIPPED,
                detail="Level 0 only" if spec.level == 0 else why,
            ),
            Deliverable(name=labels.capture, verdict=Verdict.SKIPPED, detail=why),
        ],
        limitations=list(spec.limitations),
        follow_ups=[],
    )


def _deliverable(r: JobResult, name: str) -> Deliverable | None:
    return next((d for d in r.deliverables if d.name == name), None)


def _merge(name: str, items: list[tuple[JobSpec, Deliverable | None]], prefix: bool) -> Deliverable:
    got = [(s, d) for s, d in items if d is not None]
    if not got:
        return Deliverable(name=name, verdict=Verdict.NOT_REQUESTED, detail="no job reported it")
    verdict = worst([d.verdict for _, d in got])
    details: list[str] = []
    for s, d in got:
        text = f"{level_label(s)}: {d.verdict.value}, {d.detail}" if prefix else d.detail
        if text not in details:
            details.append(text)
    return Deliverable(name=name, verdict=verdict, detail="; ".join(details))


def _uniq(items: Sequence[str]) -> list[str]:
    out: list[str] = []
    for i in items:
        if i and i not in out:
            out.append(i)
    return out


def result_sentence(
    framework: Framework, pairs: Sequence[tuple[JobSpec, JobResult]], verdict: Verdict
) -> str:
    lab = LABELS[framework]
    levels = ", ".join(str(n) for n in sorted({s.level for s, _ in pairs}))
    models = ", ".join(_uniq([model_text(s) for s, _ in pairs]))
    bridge = next((r.evidence.bridge for _, r in pairs if r.evidence.bridge), None)
    at = f" ({bridge.short_sha or (bridge.sha or '')[:12]})" if bridge else ""
    if verdict == Verdict.PASS:
        steps = [
            f"{level_label(s)} {r.evidence.steps_reached}/{s.expected_steps} steps"
            if s.expected_steps and r.evidence.steps_reached is not None
            else level_label(s)
            for s, r in pairs
        ]
        return (
            f"{lab.name} imported the local Bridge checkout{at} and passed Level {levels} on {models} "
            f"({'; '.join(steps)})."
        )
    bad = next(((s, r) for s, r in pairs if r.verdict == verdict), pairs[0])
    s, r = bad
    if verdict == Verdict.FAIL:
        return (f"{lab.name} {level_label(s)} on {model_text(s)} failed with the local Bridge "
                f"checkout{at}: {r.reason}.")
    reason = r.reason or "blocked"
    if "not evidence against the Bridge" not in reason:
        reason += "; not evidence against the Bridge change"
    return f"{lab.name} {level_label(s)} on {model_text(s)} could not be validated: {reason}."


def render(framework: Framework, specs: Sequence[JobSpec], results: Sequence[JobResult]) -> str:
    """The seed's Summary Format for every job of one framework, field for field."""
    lab = LABELS[framework]
    pairs = _pairs([s for s in specs if s.framework == framework], results)
    if not pairs:
        raise ValueError(f"no {framework} jobs to summarise")
    many = len(pairs) > 1
    verdict = overall([r for _, r in pairs])
    # Stages before the e2e (Bridge checks, unit checks) have no coverage level: the levels, the run lines and the
    # model come from the e2e jobs; the Bridge-side line from the Bridge stage when the plan has one.
    e2e = [(s, r) for s, r in pairs if not is_check_stage(s)] or pairs
    bridge_stage = [(s, r) for s, r in pairs if stage_of(s) == "bridge"] or pairs
    variants_req = sorted({s.variant for s, _ in e2e if s.level != 0})
    levels = ", ".join(str(n) for n in sorted({s.level for s, _ in e2e}))
    coverage = f"Level {levels}" + (f" (variants: {', '.join(variants_req)})" if variants_req else "")

    base = [(s, r) for s, r in e2e if s.level == 0] or e2e
    extra = [(s, r) for s, r in e2e if s.level != 0]
    deliverables = [
        _merge(BRIDGE_CHECKS, [(s, _deliverable(r, BRIDGE_CHECKS)) for s, r in bridge_stage], False),
        _merge(lab.import_, [(s, _deliverable(r, lab.import_)) for s, r in pairs], False),
        _merge(lab.run, [(s, _deliverable(r, lab.run)) for s, r in base], len(base) > 1),
        (
            _merge(VARIANTS, [(s, _deliverable(r, lab.run)) for s, r in extra], True)
            if extra
            else _merge(VARIANTS, [(s, _deliverable(r, VARIANTS)) for s, r in pairs], False)
        ),
        _merge(lab.capture, [(s, _deliverable(r, lab.capture)) for s, r in pairs], many),
    ]

    def per_job(values: list[tuple[JobSpec, str]]) -> str:
        if not many:
            return values[0][1] if values else ""
        return "; ".join(f"[{level_label(s)}] {v}" for s, v in values if v)

    bridge_states = _uniq([repo_text(r.evidence.bridge) for _, r in pairs if r.evidence.bridge])
    down_states = _uniq([repo_text(r.evidence.downstream) for _, r in pairs if r.evidence.downstream])
    command = per_job([(s, r.evidence.command or "not run") for s, r in pairs])
    key = per_job([(s, "; ".join(r.evidence.key_lines) or (r.first_error or "none")) for s, r in pairs])

    limitations: list[str] = []
    for s, r in pairs:
        for lim in r.limitations:
            limitations.append(f"{level_label(s)}: {lim}" if many else lim)
        if r.noise:
            noise = "; ".join(_uniq(r.noise))
            limitations.append(
                (f"{level_label(s)}: " if many else "") + f"known shutdown warnings (residual log "
                f"noise after a completed run): {noise}"
            )
    follow = _uniq([f for _, r in pairs for f in r.follow_ups]) or ["none"]

    lines = [
        f"Result: {verdict.value} - {result_sentence(framework, pairs, verdict)}",
        f"Requested coverage: {coverage}",
        f"Model: {', '.join(_uniq([model_text(s) for s, _ in e2e]))}",
        "",
        "Deliverables:",
        *[f"- {d.name}: {d.verdict.value} - {d.detail}" for d in deliverables],
        "",
        "Evidence:",
        f"- Bridge repo: {'; '.join(bridge_states) or 'not recorded'}",
        f"- {lab.repo}: {'; '.join(down_states) or 'not recorded'}",
        f"- Command: {command}",
        f"- Key lines: {key}",
        "",
        "Limitations:",
        *[f"- {x}" for x in (_uniq(limitations) or ["none recorded"])],
        "",
        "Follow-ups:",
        *[f"- {x}" for x in follow],
    ]
    return "\n".join(lines) + "\n"


def result_line(framework: Framework, specs: Sequence[JobSpec], results: Sequence[JobResult]) -> str:
    return render(framework, specs, results).splitlines()[0]


def job_detail(spec: JobSpec, r: JobResult) -> str:
    """Markdown detail for one job: verdict, reason, checks, assertions, timings, log tail."""
    out = [f"### {spec.id}: {level_label(spec)} - {r.verdict.value}", ""]
    out.append(f"- Reason: {r.reason or 'n/a'}")
    if r.first_error:
        out.append(f"- First relevant error: `{r.first_error}`")
    rc = r.root_cause
    if rc is not None:
        what = rc.exc_type or rc.kind
        who = rc.process if rc.process and rc.process != "driver" else "the driver"
        more = f", reported {rc.repeats}x" if rc.repeats > 1 else ""
        out.append(f"- Root cause: {what} in {who}" + (f" (log line {rc.line_no}{more})" if rc.line_no else ""))
        if rc.origin is not None:
            out.append(f"- Raised at: `{rc.origin.where()}`" + (f": `{rc.origin.code}`" if rc.origin.code else ""))
        if rc.bridge_frame is not None and rc.bridge_frame != rc.origin:
            out.append(f"- Innermost Bridge frame: `{rc.bridge_frame.where()}`")
        if rc.wrapped_by:
            out.append(f"- Carried by: {', '.join(rc.wrapped_by)}")
        if rc.missing_module:
            seen = f" (versions seen: {'; '.join(rc.versions)})" if rc.versions else ""
            out.append(f"- Missing module: `{rc.missing_module}`{seen}")
    if r.duration_s is not None:
        out.append(f"- Duration: {r.duration_s:.1f} s")
    if r.evidence.log_path:
        out.append(f"- Log: {r.evidence.log_path}")
    if r.evidence.metrics_path:
        out.append(f"- Metrics: {r.evidence.metrics_path}")
    if r.evidence.pythonpath:
        out.append(f"- PYTHONPATH: {r.evidence.pythonpath}")
    for d in spec.drift:
        out.append(f"- Drift from the seed: {d.seed} -> {d.now}" + (f" ({d.note})" if d.note else ""))
    if r.evidence.checks:
        out += ["", "| runner step | status | detail |", "|---|---|---|"]
        for c in r.evidence.checks:
            detail = c.detail.replace("|", "\\|").replace("\n", " ")
            out.append(f"| {c.name} | {c.status} | {detail} |")
    if r.assertions:
        out += ["", "| metric check | result | value | message |", "|---|---|---|---|"]
        for a in r.assertions:
            out.append(
                f"| `{a.expr}` | {'PASS' if a.passed else 'FAIL'} | {a.value or 'N/A'} | {a.message} |"
            )
    wt = r.evidence.weight_transfer
    if wt:
        out += ["", "Weight transfer (mean s/step):"]
        out += [f"- {k}: {v:.4g}" for k, v in wt.metrics.items()]
        out.append(f"- Boundary: {wt.boundary}")
    if r.evidence.log_tail:
        out += [
            "",
            "<details><summary>log tail</summary>",
            "",
            "```text",
            *r.evidence.log_tail,
            "```",
            "",
            "</details>",
        ]
    return "\n".join(out) + "\n"
