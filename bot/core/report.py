"""JobResults -> one check-run report per framework (DESIGN §3), in the seeds' Summary Format. Pure.

- conclusion, in GitHub check-run terms: Pass -> success, Fail -> failure, Blocked -> action_required (the
  environment, not the PR: a maintainer fixes it and re-runs); nothing to run -> success with the reason.
- title: the seed's `Result:` line.
- summary: the seed's Summary Format for every job of the framework, field for field (in a text block so
  GitHub keeps its lines), with `summary_text` holding the bare text.
- text: per-job detail (runner steps, metric checks, weight-transfer timings, log tail).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from runners.contract import FRAMEWORKS, Framework, JobResult, JobSpec, Verdict
from runners.summary import LABELS, job_detail, overall, render

Conclusion = Literal["success", "failure", "action_required", "neutral", "cancelled"]
CONCLUSION: dict[Verdict, Conclusion] = {
    Verdict.PASS: "success",
    Verdict.FAIL: "failure",
    Verdict.BLOCKED: "action_required",
    Verdict.SKIPPED: "action_required",
    Verdict.NOT_REQUESTED: "success",
}
# GitHub caps check-run output fields (title 255 is our own limit for readability; summary/text 65535).
MAX_TITLE = 255
MAX_FIELD = 65535


def check_name(framework: Framework) -> str:
    return f"bridge-validate / {framework}"


class FrameworkReport(BaseModel):
    model_config = ConfigDict(extra="forbid")

    framework: Framework
    name: str = Field(description="stable check-run name, e.g. 'bridge-validate / nemo-rl'")
    verdict: Verdict
    conclusion: Conclusion
    title: str
    summary: str = Field(description="markdown for the check run: the Summary Format in a text block")
    summary_text: str = Field(description="the seed's Summary Format, plain text")
    text: str = Field(description="per-job detail, markdown")
    jobs: list[str] = Field(default_factory=list)


def _clip(s: str, n: int) -> str:
    return s if len(s) <= n else s[: n - 20] + "\n… (truncated)"


def _fence(text: str) -> str:
    return f"```text\n{text.rstrip()}\n```\n"


def framework_report(
    framework: Framework, plan_jobs: list[JobSpec], results: list[JobResult]
) -> FrameworkReport:
    """The check run for one framework. Jobs without a result count as Blocked ("runner never reported")."""
    specs = [j for j in plan_jobs if j.framework == framework]
    if not specs:
        return nothing_to_run_report(f"the plan has no {LABELS[framework].name} job", framework)
    ids = {s.id for s in specs}
    mine = [r for r in results if r.job_id in ids]
    summary_text = render(framework, specs, mine)
    by_id = {r.job_id: r for r in mine}
    from runners.summary import missing_result

    pairs = [(s, by_id.get(s.id) or missing_result(s, "no result: the runner never reported")) for s in specs]
    verdict = overall([r for _, r in pairs])
    title = summary_text.splitlines()[0]
    text = "\n".join(job_detail(s, r) for s, r in pairs)
    return FrameworkReport(
        framework=framework,
        name=check_name(framework),
        verdict=verdict,
        conclusion=CONCLUSION[verdict],
        title=_clip(title, MAX_TITLE),
        summary=_clip(_fence(summary_text), MAX_FIELD),
        summary_text=summary_text,
        text=_clip(text, MAX_FIELD),
        jobs=[s.id for s in specs],
    )


def nothing_to_run_report(reason: str, framework: Framework = "nemo-rl") -> FrameworkReport:
    """A required check must never stay pending: no job needed is a success that says why."""
    name = LABELS[framework].name
    title = f"Result: Pass - no {name} e2e needed: {reason}"
    body = (f"{title}\nRequested coverage: none\n\nNo downstream {name} job was needed for this change: "
            f"{reason}.\n")
    return FrameworkReport(
        framework=framework,
        name=check_name(framework),
        verdict=Verdict.NOT_REQUESTED,
        conclusion="success",
        title=_clip(title, MAX_TITLE),
        summary=_fence(body),
        summary_text=body,
        text="",
        jobs=[],
    )


def reports(
    plan_jobs: Sequence[JobSpec], results: Sequence[JobResult], nothing_reason: str | None = None
) -> list[FrameworkReport]:
    """One report per framework, in the stable order of FRAMEWORKS."""
    out = []
    for fw in FRAMEWORKS:
        if any(j.framework == fw for j in plan_jobs):
            out.append(framework_report(fw, list(plan_jobs), list(results)))
        else:
            out.append(
                nothing_to_run_report(
                    nothing_reason or f"the change reaches nothing {LABELS[fw].name} runs", fw
                )
            )
    return out
