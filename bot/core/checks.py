"""Check-run output, shaped to GitHub's limits (pure functions: no network, no database, no clock).

GitHub accepts at most 65,535 characters in an output's title, summary and text, at most 50 annotations
per request (more go in later updates, which GitHub appends), and at most 3 action buttons with 20-character
labels. What does not fit is trimmed with a note pointing at the full report the bot keeps.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from bot.core.models import ChangedFile, Plan
from runners.contract import FRAMEWORKS, Framework, JobSpec, is_check_stage, stage_of

CHECK_NAMES: dict[Framework, str] = {fw: f"bridge-validate / {fw}" for fw in FRAMEWORKS}
FRAMEWORK_TITLES: dict[Framework, str] = {"nemo-rl": "NeMo-RL", "verl": "verl"}

MAX_OUTPUT_CHARS = 65_535
_SUMMARY_EVIDENCE = 2  # chains per level in the summary; the text lists them all
MAX_ANNOTATIONS_PER_REQUEST = 50
MAX_ACTIONS = 3
MAX_ACTION_LABEL = 20
MAX_ACTION_DESCRIPTION = 40
MAX_ACTION_IDENTIFIER = 20
MAX_ANNOTATION_TITLE = 255
MAX_ANNOTATION_MESSAGE = 60_000  # GitHub's cap is 64 KB; stay under it in bytes for ASCII-heavy text

Conclusion = Literal["success", "failure", "neutral", "cancelled", "skipped", "timed_out", "action_required"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Annotation(_Model):
    path: str
    start_line: int = Field(ge=1)
    end_line: int = Field(ge=1)
    annotation_level: Literal["notice", "warning", "failure"] = "notice"
    message: str
    title: str | None = None


class Action(_Model):
    label: str = Field(max_length=MAX_ACTION_LABEL)
    description: str = Field(max_length=MAX_ACTION_DESCRIPTION)
    identifier: str = Field(max_length=MAX_ACTION_IDENTIFIER)


class CheckOutput(_Model):
    """What the bot shows; `full_*` keep the untrimmed text for the stored report."""

    title: str
    summary: str
    text: str = ""
    annotations: list[Annotation] = Field(default_factory=list)

    def trimmed(self, report_url: str | None) -> CheckOutput:
        return CheckOutput(
            title=trim(self.title.replace("\n", " "), MAX_OUTPUT_CHARS, None),
            summary=trim(self.summary, MAX_OUTPUT_CHARS, report_url),
            text=trim(self.text, MAX_OUTPUT_CHARS, report_url),
            annotations=self.annotations,
        )

    def payload(self, annotations: Sequence[Annotation] = ()) -> dict[str, object]:
        """The `output` object of a check-run request (trim first)."""
        out: dict[str, object] = {"title": self.title, "summary": self.summary}
        if self.text:
            out["text"] = self.text
        if annotations:
            out["annotations"] = [a.model_dump(exclude_none=True) for a in annotations]
        return out


def external_id(run_id: str, framework: Framework) -> str:
    return f"bv:{run_id}:{framework}"


def trim(text: str, limit: int = MAX_OUTPUT_CHARS, report_url: str | None = None) -> str:
    """`text` cut to `limit` characters, ending with a note that says so and where the rest is."""
    if len(text) <= limit:
        return text
    where = f" The full report: {report_url}" if report_url else " The bot keeps the full report."
    note = f"\n\n… (trimmed to GitHub's {limit:,}-character limit.{where})"
    return text[: max(0, limit - len(note))] + note


def actions(*items: tuple[str, str, str]) -> list[Action]:
    """At most three buttons; labels, descriptions and identifiers cut to GitHub's sizes."""
    return [
        Action(
            label=label[:MAX_ACTION_LABEL],
            description=desc[:MAX_ACTION_DESCRIPTION],
            identifier=ident[:MAX_ACTION_IDENTIFIER],
        )
        for label, desc, ident in items[:MAX_ACTIONS]
    ]


RERUN_ACTION = ("Re-run", "Run this framework's jobs again", "rerun")


def batches(
    annotations: Sequence[Annotation], size: int = MAX_ANNOTATIONS_PER_REQUEST
) -> list[list[Annotation]]:
    return [list(annotations[i : i + size]) for i in range(0, len(annotations), size)]


_HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@", re.M)


def _first_changed_line(file: ChangedFile | None, needle: str | None) -> int:
    """Where in the new file an annotation belongs: the line holding the evidence, else the first hunk."""
    if file is None or not file.patch:
        return 1
    line_no = 0
    first: int | None = None
    for raw in file.patch.splitlines():
        m = _HUNK.match(raw)
        if m:
            line_no = int(m.group(1))
            continue
        if raw.startswith("-"):
            if first is None:
                first = max(line_no, 1)
            continue
        if raw.startswith("+"):
            if needle and needle.strip() and needle.strip() in raw:
                return max(line_no, 1)
            if first is None:
                first = max(line_no, 1)
        line_no += 1
    return first or 1


def annotations_for(framework: Framework, plan: Plan, files: Iterable[ChangedFile] = ()) -> list[Annotation]:
    """One notice per file that triggered a level of `framework`, saying which levels and why."""
    by_path = {f.path: f for f in files}
    per_path: dict[str, list[str]] = {}
    for d in plan.decisions:
        if d.framework != framework:
            continue
        for path in d.paths:
            why = "; ".join(d.reasons) if d.reasons else d.name
            per_path.setdefault(path, []).append(f"Level {d.level} ({d.name}): {why}")
    out: list[Annotation] = []
    for path, lines in per_path.items():
        findings = [f for f in plan.findings if f.path == path]
        evidence = next((f.evidence for f in findings if f.evidence), None)
        detail = [f"- rule `{f.rule_id}` → {f.surface.value}: {f.reason}" for f in findings]
        message = "\n".join(lines + (["", *detail] if detail else []))
        line = _first_changed_line(by_path.get(path), evidence)
        levels = sorted({int(m) for m in re.findall(r"Level (\d+)", "\n".join(lines))})
        out.append(
            Annotation(
                path=path,
                start_line=line,
                end_line=line,
                annotation_level="notice",
                title=f"{FRAMEWORK_TITLES[framework]}: Level {', '.join(map(str, levels))} needed"[
                    :MAX_ANNOTATION_TITLE
                ],
                message=message[:MAX_ANNOTATION_MESSAGE],
            )
        )
    return out


def _md_escape(s: str) -> str:
    return s.replace("|", "\\|").replace("\n", " ")


def plan_output(
    framework: Framework,
    plan: Plan,
    notes: Sequence[str] = (),
    state: str = "Queued",
    files: Iterable[ChangedFile] = (),
) -> CheckOutput:
    """The queued / in-progress output: what will run for `framework`, and why."""
    name = FRAMEWORK_TITLES[framework]
    jobs = plan.jobs_for(framework)
    levels = plan.levels.get(framework, [])
    gpu_min = sum(j.est_gpu_minutes for j in jobs)
    title = (
        f"{state}: {name} Level {', '.join(map(str, levels))} — {len(jobs)} job{'s' * (len(jobs) != 1)}, "
        f"~{gpu_min:.0f} GPU-minutes"
    )
    lines = [f"## {name}: {state.lower()}", ""]
    lines.append(f"Requested coverage: {', '.join(f'Level {n}' for n in levels) or 'none'}")
    lines.append(f"Change: {plan.source} ({plan.files} file{'s' * (plan.files != 1)})")
    lines.append("")
    all_notes = list(notes) + [n for n in plan.notes if n not in notes]
    if all_notes:
        lines += ["### What the bot could not see", ""] + [f"- {n}" for n in all_notes] + [""]
    decisions = [d for d in plan.decisions if d.framework == framework]
    if decisions:
        lines += ["### Why these levels", ""]
        for d in decisions:
            by = f" (requested by @{d.requested_by})" if d.requested_by else ""
            lines.append(
                f"- **Level {d.level} — {d.name}**{by}: {'; '.join(d.reasons) or 'always with any level'}"
            )
            for e in d.evidence[:_SUMMARY_EVIDENCE]:
                lines.append(f"  - {_md_escape(e.text())}")
            if d.paths:
                shown = d.paths[:10]
                more = f" and {len(d.paths) - 10} more" if len(d.paths) > 10 else ""
                lines.append(f"  - files: {', '.join(f'`{p}`' for p in shown)}{more}")
        lines.append("")
    if jobs:
        lines += [
            "### Jobs",
            "",
            "| job | level | model | GPUs | timeout | est. GPU-min |",
            "|---|---|---|---|---|---|",
        ]
        for j in jobs:
            model = j.model.hf_id + (" (dummy)" if j.model.dummy else "")
            lines.append(
                f"| `{j.id}` | {_job_level(j)} | {_md_escape(model)} | {j.gpus} | "
                f"{j.timeout_s // 60} min | {j.est_gpu_minutes:.0f} |"
            )
        lines.append("")
    findings = [f for f in plan.findings if not decisions or any(f.path in d.paths for d in decisions)]
    text_lines = []
    if decisions:
        text_lines += [
            "## Evidence",
            "",
            "Each level, with the chain from the changed code to the downstream code that runs it:",
            "",
        ]
        for d in decisions:
            text_lines.append(f"- Level {d.level} — {d.name}:")
            for e in d.evidence or []:
                text_lines.append(f"  - {_md_escape(e.text())}")
            if not d.evidence:
                text_lines.append("  - (no evidence recorded)")
        text_lines.append("")
    text_lines += ["## Findings", ""]
    for f in findings or plan.findings:
        ev = f" — `{_md_escape(f.evidence)[:200]}`" if f.evidence else ""
        text_lines.append(f"- `{f.path}`: {f.surface.value} (rule `{f.rule_id}`): {_md_escape(f.reason)}{ev}")
    if not plan.findings:
        text_lines.append("- none")
    return CheckOutput(
        title=title,
        summary="\n".join(lines),
        text="\n".join(text_lines),
        annotations=annotations_for(framework, plan, files),
    )


def _job_level(j: JobSpec) -> str:
    if is_check_stage(j):
        return f"stage {stage_of(j)}: {_md_escape(j.level_name)}"
    return f"{j.level} {_md_escape(j.level_name)}"


def nothing_output(framework: Framework, reason: str, notes: Sequence[str] = ()) -> CheckOutput:
    name = FRAMEWORK_TITLES[framework]
    summary = [f"## {name}: nothing to run", "", reason]
    if notes:
        summary += ["", "### What the bot could not see", ""] + [f"- {n}" for n in notes]
    return CheckOutput(title=f"Nothing to run: {reason}"[:1000], summary="\n".join(summary))
