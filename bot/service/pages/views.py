"""Rows and files → what a page shows. Every string that comes from a run (plan, results, reports, logs) is
scrubbed here, before a template sees it; `routes` scrubs the rendered page once more as a last line of
defence.

Stored JSON is read as plain data, not through the pydantic models: a page must render results written by an
older or newer bot (fields come and go: issue 11's `root_cause`, issue 10's `decisions[].evidence`,
issue 12's stages) without failing.
"""

from __future__ import annotations

import functools
import json
import math
import re
import shlex
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from markupsafe import Markup

from bot.infra.logging import scrub, scrub_json, scrub_lines
from bot.infra.store import JOB_ACTIVE, JOB_RUNNING, CheckRunRow, JobRow, Run
from bot.service.pages import svg
from bot.service.pages.access import PageAccess
from bot.service.pages.logs import PLOTS, JobFiles, human_size
from bot.service.pages.queries import VERDICT_OF, BaseJob, RunRows, plan_job_id
from bot.service.pages.series import MAX_PANELS, Bound, Panel, all_panels, bounds, choose_panels, points

PASSED_PANELS = 3  # a passing job's plots on the run page (its metrics page has them all)

TAIL_LINES = 40
CONTEXT_BEFORE, CONTEXT_AFTER = 8, 5
FRAMEWORK_LABEL = {"nemo-rl": "NeMo-RL", "verl": "verl"}
REPO_ENV = {"nemo-rl": "NEMO_RL_REPO", "verl": "VERL_REPO"}


# ---------------------------------------------------------------------------------------------- helpers


def loads(text: str | None) -> dict[str, Any]:
    """Stored JSON as scrubbed data ({} when absent or unreadable). Callers never modify what they get: the same
    text (a spec, a result) is parsed and scrubbed once."""
    if not text:
        return {}
    return _loads(text)


@functools.lru_cache(maxsize=1024)
def _loads(text: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except ValueError:
        return {}
    return scrub_json(data) if isinstance(data, dict) else {}


def utc(ts: float | None) -> str:
    if ts is None:
        return ""
    return datetime.fromtimestamp(ts, timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")


def iso(ts: float | None) -> str:
    if ts is None:
        return ""
    return datetime.fromtimestamp(ts, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def duration(seconds: float | None) -> str:
    if seconds is None or not math.isfinite(seconds):
        return "—"
    s = round(max(seconds, 0))
    if s < 60:
        return f"{s} s"
    m, s = divmod(s, 60)
    if m < 60:
        return f"{m} min {s:02d} s"
    h, m = divmod(m, 60)
    if h < 48:
        return f"{h} h {m:02d} min"
    return f"{h // 24} d {h % 24} h"


def gpu_minutes(v: float) -> str:
    if v >= 600:
        return f"{v / 60:,.0f} GPU-h"
    return f"{v:,.1f} GPU-min" if v < 10 else f"{v:,.0f} GPU-min"


def check_verdict(c: CheckRunRow) -> str:
    """Pass / Fail / Blocked / Cancelled for a concluded check run; Queued / Running / Held while it is not."""
    if c.conclusion:
        title = c.title or ""
        if c.conclusion == "action_required" and "approval" in title.lower():
            return "Awaiting approval"
        return VERDICT_OF.get(c.conclusion, c.conclusion.title())
    return {"held": "Held", "queued": "Queued", "new": "Queued"}.get(c.phase, "Running")


def css(verdict: str | None) -> str:
    v = (verdict or "").lower()
    if v in ("pass", "success"):
        return "pass"
    if v in ("fail", "failure"):
        return "fail"
    if v in ("blocked", "held", "awaiting approval", "action_required"):
        return "blocked"
    if v in ("running", "queued", "pending", "submitted", "submitting"):
        return "running"
    return "neutral"


def github_html(api_url: str) -> str:
    """github.com (or a GitHub Enterprise host) for links a person follows."""
    if api_url.rstrip("/") == "https://api.github.com":
        return "https://github.com"
    return api_url.rstrip("/").removesuffix("/api/v3")


# ---------------------------------------------------------------------------------------------- the run page


@dataclass
class CheckTab:
    framework: str
    label: str
    verdict: str
    title: str
    href: str
    current: bool


@dataclass
class LevelView:
    level: int
    name: str
    reasons: list[str]
    paths: list[str]
    requested_by: str | None
    evidence: list[str]
    jobs: list[str]  # dom ids of the jobs that serve it


@dataclass
class PlotView:
    tag: str
    why: str
    svg: Markup
    bounds: list[str]
    last: str
    base_last: str | None


@dataclass
class RootCauseView:
    quote: str
    headline: str  # "ModuleNotFoundError: No module named 'x'" when the result says
    line_no: int | None
    context: list[tuple[int, str, bool]]
    frames: list[str]
    process: str | None
    log_href: str | None


@dataclass
class AttemptView:
    attempt: int
    job_id: str
    dom_id: str
    state: str
    verdict: str | None
    reason: str
    blocked_kind: str | None
    log_href: str | None


@dataclass
class JobView:
    dom_id: str
    job_id: str
    plan_id: str
    framework: str
    title: str
    level: int
    level_name: str
    variant: str
    model: str
    state: str
    verdict: str | None
    status: str  # what the badge says: the verdict, else the state
    reason: str
    blocked_kind: str | None
    attempts: list[AttemptView]
    submitted: float | None
    started: float | None
    finished: float | None
    wait_s: float | None
    duration_s: float | None
    est_gpu_minutes: float
    gpus: int
    gpu_detail: str
    runner: str
    runner_href: str | None
    command: str
    reproduce: str
    spec_href: str
    deliverables: list[dict[str, Any]]
    assertions: list[dict[str, Any]]
    limitations: list[str]
    follow_ups: list[str]
    noise: list[str]
    root_cause: RootCauseView | None
    plots: list[PlotView]
    more_metrics: int
    metrics_note: str
    metrics_href: str | None
    base: tuple[str, str] | None  # (what, href)
    tail: list[tuple[int | None, str]]
    tail_offset: int
    tail_source: str  # log | heartbeat | result | none
    live: bool
    tail_href: str | None
    log_href: str | None
    log_where: str
    artifacts: list[tuple[str, str, str]]  # (name, size, href)
    reused_from: tuple[str, str | None] | None
    weight_transfer: dict[str, Any] | None
    stage: str | None = None  # issue 12: the stage this job belongs to, when results say


@dataclass
class RunPage:
    repo: str
    run: Run
    kind: str
    pr_number: int | None
    pr_href: str | None
    commit_href: str
    head: str
    base: str | None
    framework: str
    framework_label: str
    check: CheckRunRow
    verdict: str
    title: str
    why: list[tuple[str, str, str]]  # (dom id, job title, reason)
    tabs: list[CheckTab]
    attempts: list[tuple[int, str, bool]]  # (attempt, href, current)
    levels: list[LevelView]
    findings: list[dict[str, Any]]
    notes: list[str]
    plan_source: str
    estimate: float
    nothing_to_run: str | None
    jobs: list[JobView]
    live: bool
    created: float
    ended: float | None
    report_href: str | None
    dashboard_href: str
    summary_md: str
    gpu_spent: float
    counts: dict[str, int] = field(default_factory=dict)


@dataclass
class Ctx:
    """What building a page needs besides the rows."""

    access: PageAccess
    token: str | None
    workdir: Path | None
    github_url: str
    executor: str
    ray_address: str | None = None
    ray_out_root: str | None = None
    actions_repo: str | None = None
    base_url: str = ""  # this request's base URL, for commands people paste elsewhere
    now: float = field(default_factory=time.time)
    files: dict[str, JobFiles | None] = field(default_factory=dict)  # job id -> its directory, looked up once

    def link(self, path: str, repo: str, /, **params: object) -> str:
        return self.access.with_token(path, repo, self.token, **params)


def dom_id(job_id: str) -> str:
    return "job-" + "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in job_id)


def files_for(workdir: Path | None, job: JobRow) -> JobFiles | None:
    """The job's directory on this host, when the local executor ran it."""
    handle = loads(job.handle_json)
    return JobFiles.under(workdir, str(handle.get("ref") or "")) if handle.get("backend") == "local" else None


def job_files(ctx: Ctx, job: JobRow) -> JobFiles | None:
    """`files_for`, once per page."""
    if job.id not in ctx.files:
        ctx.files[job.id] = files_for(ctx.workdir, job)
    return ctx.files[job.id]


def _runner(ctx: Ctx, job: JobRow, handle: Mapping[str, Any]) -> tuple[str, str | None, str]:
    """(who ran it, a link to it, where its full log lives when not here)."""
    backend = handle.get("backend")
    ref = str(handle.get("ref") or "")
    if backend == "local":
        return "local executor on the bot's host", None, ""
    if backend == "ray":
        addr = ctx.ray_address or "the Ray cluster"
        out = f"{(ctx.ray_out_root or 'out').rstrip('/')}/{job.id}"
        where = (
            f"The full log is on the Ray cluster: `ray job logs {ref} --address {addr}`, and the runner's "
            f"files (run.log, metrics.json, result.json) are in {out} on the node that ran it."
        )
        return f"Ray job {ref} at {addr}", None, where
    if backend == "actions":
        if ref.isdigit() and ctx.actions_repo:
            href = f"{github_html(ctx.github_url)}/{ctx.actions_repo}/actions/runs/{ref}"
            return f"GitHub Actions run {ref}", href, f"The full log is in the workflow run's log: {href}"
        return "GitHub Actions (run not resolved yet)", None, "The full log will be in the workflow run's log."
    if not handle:
        return "not dispatched", None, ""
    return str(backend or "unknown"), None, ""


_GPU = re.compile(r"^(\d+)\s+(.*?)\s*(\d+) MiB$")


def _gpu_detail(result: Mapping[str, Any]) -> str:
    """Which GPUs the runner's preflight saw (`0 NVIDIA H100 80GB HBM3 81559 MiB, 1 ...`), grouped by model."""
    for c in (result.get("evidence") or {}).get("checks") or []:
        name = str(c.get("name") or "")
        if not (name.startswith("preflight: gpus") and c.get("status") == "ok"):
            continue
        detail = str(c.get("detail") or "")
        groups: dict[str, list[str]] = {}
        for part in detail.split(", "):
            m = _GPU.match(part.strip())
            if m is None:
                return detail
            what = m.group(2) + (f", {int(m.group(3)) // 1024} GiB" if int(m.group(3)) else "")
            groups.setdefault(what, []).append(m.group(1))
        return "; ".join(f"#{','.join(ix)} {what}".strip() for what, ix in groups.items())
    return ""


def _reproduce(ctx: Ctx, spec: Mapping[str, Any], result: Mapping[str, Any], spec_href: str) -> str:
    fw = str(spec.get("framework") or "nemo-rl")
    env = REPO_ENV.get(fw, "DOWNSTREAM_REPO")
    sha = str(spec.get("bridge_sha") or "")
    down = ((result.get("evidence") or {}).get("downstream") or {}).get("sha") or spec.get("downstream_ref") or ""
    url = ctx.base_url.rstrip("/") + spec_href
    lines = ["# on a GPU host with Megatron-Bridge in $BRIDGE_REPO and the downstream checkout in $" + env]
    if sha:
        q = shlex.quote(sha)
        lines.append(f'git -C "$BRIDGE_REPO" fetch origin {q} && git -C "$BRIDGE_REPO" checkout --detach {q}')
    if down:
        lines.append(f'git -C "${env}" checkout --detach {shlex.quote(str(down))}')
    lines.append(f"curl -fsSL -o job.json {shlex.quote(url)}")
    lines.append(f'python -m runners run --spec job.json --bridge-repo "$BRIDGE_REPO" --downstream-repo "${env}"')
    return "\n".join(lines)


def _command(spec: Mapping[str, Any], result: Mapping[str, Any]) -> str:
    cmd = str((result.get("evidence") or {}).get("command") or "")
    if cmd:
        return cmd
    fw = str(spec.get("framework") or "")
    out = []
    for st in spec.get("steps") or []:
        if st.get("name") in ("clean", "ray_stop"):
            continue
        label = "$BRIDGE_REPO" if st.get("cwd") == "bridge" else "$" + REPO_ENV.get(fw, "DOWNSTREAM_REPO")
        assigns = [f"{k}={shlex.quote(str(v))}" for k, v in (st.get("env") or {}).items()]
        out.append(f"cd {label} && " + " ".join([*assigns, shlex.join([str(a) for a in st.get("argv") or []])]))
    return " ; ".join(out)


def _root_cause(
    result: Mapping[str, Any], files: JobFiles | None, log_href: str | None
) -> RootCauseView | None:
    rc = result.get("root_cause") if isinstance(result.get("root_cause"), dict) else None
    quote = str((rc or {}).get("line") or result.get("first_error") or "").strip()
    if not quote:
        return None
    headline = ""
    if rc:
        et, msg = rc.get("exc_type"), str(rc.get("message") or "")
        if et:
            headline = f"{et}: {msg}".strip().rstrip(":")
    frames: list[str] = []
    for fr in (rc or {}).get("frames") or []:
        if not isinstance(fr, dict):
            continue
        loc = str(fr.get("repo_path") or fr.get("file") or "")
        if fr.get("line") is not None:
            loc += f":{fr.get('line')}"
        if fr.get("function"):
            loc += f" in {fr.get('function')}"
        frames.append(("▶ " if fr.get("bridge") else "") + loc)
    line_no = (rc or {}).get("line_no")
    line_no = line_no if isinstance(line_no, int) else None
    context: list[tuple[int, str, bool]] = []
    if files is not None:
        got = files.context(line_no, quote, CONTEXT_BEFORE, CONTEXT_AFTER)
        if got is not None:
            found, lines = got
            first = found - min(CONTEXT_BEFORE, found - 1)
            context = [(first + i, t, first + i == found) for i, t in enumerate(scrub_lines(lines))]
            line_no = found
    return RootCauseView(
        quote=scrub(quote),
        headline=scrub(headline),
        line_no=line_no,
        context=context,
        frames=frames,
        process=(rc or {}).get("process"),
        log_href=(f"{log_href}#L{line_no}" if log_href and line_no else log_href),
    )


def plot_views(
    metrics: Mapping[str, Mapping[str, float]] | None,
    base_metrics: Mapping[str, Mapping[str, float]] | None,
    job_bounds: Sequence[Bound],
    panels: Sequence[Panel] | None = None,
    base_label: str = "base branch",
    limit: int = MAX_PANELS,
) -> list[PlotView]:
    if not metrics:
        return []
    chosen = panels if panels is not None else choose_panels(metrics, job_bounds, limit)
    shown = dict(zip((p.tag for p in chosen), scrub_lines([p.tag for p in chosen]), strict=True))  # tags are text too
    out = []
    for p in chosen:
        tag = shown[p.tag]
        pts = points(metrics.get(p.tag) or {})
        lines = [svg.Line(tag, pts, "run", tag)]
        base_pts = points(base_metrics.get(p.tag) or {}) if base_metrics else []
        if base_pts:
            lines.insert(0, svg.Line(f"{tag} ({base_label})", base_pts, "base", tag))
        th = [svg.Threshold(b.value, b.label, b.bad) for b in p.bounds]
        out.append(
            PlotView(
                tag=tag,
                why=p.why,
                svg=svg.line_chart(lines, th, title=tag),
                bounds=[f"{b.label} ({b.source})" if b.source else b.label for b in p.bounds],
                last=svg.fmt(pts[-1][1]) if pts else "—",
                base_last=svg.fmt(base_pts[-1][1]) if base_pts else None,
            )
        )
    return out


def _tail(ctx: Ctx, job: JobRow, files: JobFiles | None, result: Mapping[str, Any]) -> tuple[
    list[tuple[int | None, str]], int, str
]:
    """The last lines: from the log on this host, else the last heartbeat, else the result's tail."""
    if files is not None and files.parts():
        ch = files.tail(TAIL_LINES)
        shown = scrub_lines(ch.lines)
        return [(ch.first_no + i, t) for i, t in enumerate(shown)], ch.offset, "log"
    progress = loads(job.progress_json)
    tail = [str(x) for x in progress.get("tail") or []] if job.state in JOB_ACTIVE else []
    if tail:
        return [(None, t) for t in scrub_lines(tail)], 0, "heartbeat"
    rtail = [str(x) for x in (result.get("evidence") or {}).get("log_tail") or []]
    if rtail:
        return [(None, t) for t in scrub_lines(rtail)], 0, "result"
    return [], 0, "none"


def job_view(
    ctx: Ctx,
    run: Run,
    framework: str,
    job: JobRow,
    earlier: Sequence[JobRow],
    base: BaseJob | None,
    origin: JobRow | None,
) -> JobView:
    spec = loads(job.spec_json)
    result = loads(job.result_json)
    handle = loads(job.handle_json)
    repo = run.repo
    prefix = f"/runs/{run.id}/{framework}/jobs/{job.id}"
    ran = origin or job  # a reused result: the files are the job that ran
    files = job_files(ctx, ran)
    log_href = ctx.link(f"/runs/{run.id}/{framework}/jobs/{job.id}/log", repo) if files and files.parts() else None
    runner, runner_href, where = _runner(ctx, ran, loads(ran.handle_json) if origin else handle)
    verdict = job.verdict or (result.get("verdict") if result else None)
    status = verdict or {"pending": "Pending", "submitting": "Submitting", "submitted": "Queued"}.get(
        job.state, job.state.title()
    )
    if job.state == JOB_RUNNING:
        status = "Running"
    bnds = bounds(spec.get("assertions") or [])
    metrics, note = (files.metrics(framework) if files else (None, ""))
    base_files = job_files(ctx, base.job) if base else None
    base_metrics = base_files.metrics(framework)[0] if base_files else None
    limit = PASSED_PANELS if verdict == "Pass" else MAX_PANELS
    plot_key = (
        files.metrics_key(framework) if files else None,
        base_files.metrics_key(framework) if base_files else None,
        tuple(b.expr for b in bnds),
        limit,
    )
    plots = (
        PLOTS.get(("run", *plot_key), lambda: plot_views(metrics, base_metrics, bnds, limit=limit))
        if plot_key[0] is not None
        else []
    )
    if not metrics:
        if files is None:
            note = note or (f"Metrics stay with the runner's files. {where}" if where else "No metrics recorded.")
        elif job.state in JOB_ACTIVE:
            note = note or (
                "NeMo-RL writes metrics.json when training ends: the plots appear then."
                if framework == "nemo-rl"
                else "No step: lines in the log yet."
            )
        else:
            note = note or "This run wrote no metrics."
    tail, offset, source = _tail(ctx, ran, files, result)
    live = job.state in JOB_ACTIVE
    attempts = [
        AttemptView(
            attempt=e.attempt or 1,
            job_id=e.id,
            dom_id=dom_id(e.id),
            state=e.state,
            verdict=e.verdict,
            reason=scrub((e.detail or "")[:400]),
            blocked_kind=loads(e.result_json).get("blocked_kind"),
            log_href=ctx.link(f"/runs/{run.id}/{framework}/jobs/{e.id}/log", repo)
            if (f := job_files(ctx, e)) and f.parts()
            else None,
        )
        for e in [*earlier, job]
    ]
    reused: tuple[str, str | None] | None = None
    if job.reused_from:
        href = None
        if origin is not None:
            href = ctx.link(f"/runs/{origin.run_id}/{origin.framework}", repo) + f"#{dom_id(origin.id)}"
        reused = (str(result.get("reused_from") or job.reused_from), href)
    artifacts = (
        [
            (a.name, human_size(a.size), ctx.link(f"{prefix}/files/{a.name}", repo))
            for a in files.artifacts()
        ]
        if files
        else []
    )
    spec_href = ctx.link(f"{prefix}/spec.json", repo)
    model = (spec.get("model") or {}).get("hf_id") or ""
    title = str(spec.get("title") or spec.get("seed_name") or plan_job_id(run.id, job.id))
    if job.base_of:  # Fail attribution: the PR job's re-run on its merge base
        title += f" — on the merge base {str(spec.get('bridge_sha') or '')[:10]}"
    base_link = None
    if base is not None:
        short = base.run.head_sha[:10]
        base_link = (
            f"{base.how} ({short}, {base.job.verdict or base.job.state})",
            ctx.link(f"/runs/{base.run.id}/{base.job.framework}", repo) + f"#{dom_id(base.job.id)}",
        )
    wt = (result.get("evidence") or {}).get("weight_transfer")
    return JobView(
        dom_id=dom_id(job.id),
        job_id=job.id,
        plan_id=plan_job_id(run.id, job.id),
        framework=framework,
        title=title,
        level=job.level,
        level_name=str(spec.get("level_name") or ""),
        variant=str(spec.get("variant") or "default"),
        model=str(model),
        state=job.state,
        verdict=verdict,
        status=str(status),
        reason=str(result.get("reason") or job.detail or ""),
        blocked_kind=result.get("blocked_kind"),
        attempts=attempts,
        submitted=job.submitted_at,
        started=ran.started_at,
        finished=ran.finished_at if origin else job.finished_at,
        wait_s=(ran.started_at - ran.submitted_at) if ran.started_at and ran.submitted_at else None,
        duration_s=(
            result.get("duration_s")
            if isinstance(result.get("duration_s"), int | float)
            else ((job.finished_at or ctx.now) - job.started_at) if job.started_at else None
        ),
        est_gpu_minutes=float(spec.get("est_gpu_minutes") or 0.0),
        gpus=int(spec.get("gpus") or 0),
        gpu_detail=_gpu_detail(result),
        runner=runner,
        runner_href=runner_href,
        command=_command(spec, result),
        reproduce=_reproduce(ctx, spec, result, spec_href),
        spec_href=spec_href,
        deliverables=[d for d in result.get("deliverables") or [] if isinstance(d, dict)],
        assertions=[a for a in result.get("assertions") or [] if isinstance(a, dict)],
        limitations=[str(x) for x in result.get("limitations") or []],
        follow_ups=[str(x) for x in result.get("follow_ups") or []],
        noise=[str(x) for x in result.get("noise") or []],
        root_cause=_root_cause(result, files, log_href),
        plots=plots,
        more_metrics=max(len(metrics or {}) - len(plots), 0),
        metrics_note=note,
        metrics_href=ctx.link(f"{prefix}/metrics", repo) if metrics else None,
        base=base_link,
        tail=tail,
        tail_offset=offset,
        tail_source=source,
        live=live,
        tail_href=ctx.link(f"{prefix}/tail", repo) if live else None,
        log_href=log_href,
        log_where="" if files else where,
        artifacts=artifacts,
        reused_from=reused,
        weight_transfer=wt if isinstance(wt, dict) and wt.get("metrics") else None,
        stage=(spec.get("stage") if isinstance(spec.get("stage"), str) else None),
    )


def group_attempts(jobs: Sequence[JobRow]) -> list[tuple[JobRow, list[JobRow]]]:
    """(latest attempt, earlier attempts) per planned job, in plan order."""
    by_id = {j.id: j for j in jobs}

    def root(j: JobRow) -> str:
        seen = set()
        while j.retry_of and j.retry_of in by_id and j.id not in seen:
            seen.add(j.id)
            j = by_id[j.retry_of]
        return j.id

    chains: dict[str, list[JobRow]] = {}
    order: list[str] = []
    for j in jobs:
        r = root(j)
        if r not in chains:
            chains[r] = []
            order.append(r)
        chains[r].append(j)
    out = []
    for r in order:
        chain = sorted(chains[r], key=lambda j: j.attempt or 1)
        out.append((chain[-1], chain[:-1]))
    return out


def run_page(
    ctx: Ctx, rows: RunRows, framework: str, bases: Mapping[str, BaseJob]
) -> RunPage | None:
    run = rows.run
    check = next((c for c in rows.checks if c.framework == framework), None)
    if check is None:
        return None
    repo = run.repo
    plan = loads(run.plan_json)
    extra = loads(run.notes_json)
    notes = [str(n) for n in ((extra.get("notes") if isinstance(extra, dict) else None) or [])]
    jobs_fw = [j for j in rows.jobs if j.framework == framework]
    views: list[JobView] = []
    for latest, earlier in group_attempts(jobs_fw):
        origin = rows.origins.get(latest.reused_from) if latest.reused_from else None
        views.append(
            job_view(ctx, run, framework, latest, earlier, bases.get(plan_job_id(run.id, latest.id)), origin)
        )
    decisions = [d for d in plan.get("decisions") or [] if isinstance(d, dict) and d.get("framework") == framework]
    levels = []
    for d in sorted(decisions, key=lambda d: d.get("level", 0)):
        ev = d.get("evidence") or []
        evidence = [
            (str(e.get("detail") or e.get("reason") or e.get("path") or e) if isinstance(e, dict) else str(e))
            for e in (ev if isinstance(ev, list) else [ev])
        ]
        levels.append(
            LevelView(
                level=int(d.get("level", 0)),
                name=str(d.get("name") or ""),
                reasons=[str(r) for r in d.get("reasons") or []],
                paths=[str(p) for p in d.get("paths") or []],
                requested_by=d.get("requested_by"),
                evidence=evidence,
                jobs=[v.dom_id for v in views if v.level == d.get("level")],
            )
        )
    tabs = [
        CheckTab(
            framework=c.framework,
            label=FRAMEWORK_LABEL.get(c.framework, c.framework),
            verdict=check_verdict(c),
            title=scrub(c.title or ""),
            href=ctx.link(f"/runs/{run.id}/{c.framework}", repo),
            current=c.framework == framework,
        )
        for c in rows.checks
    ]
    report = rows.reports.get(check.report_id or "")
    html = github_html(ctx.github_url)
    why = [
        (v.dom_id, v.title, v.reason)
        for v in views
        if (v.verdict or "") not in ("Pass", "") and v.reason
    ]
    counts: dict[str, int] = {}
    for v in views:
        counts[v.status] = counts.get(v.status, 0) + 1
    finished = [j.finished_at for j in jobs_fw if j.finished_at]
    ended = (max(finished) if finished else check.updated_at) if check.conclusion else None
    spent_gpu = 0.0
    for j in jobs_fw:
        if j.started_at is not None:
            spec = loads(j.spec_json)
            spent_gpu += ((j.finished_at or ctx.now) - j.started_at) / 60.0 * float(spec.get("gpus") or 0)
    return RunPage(
        repo=repo,
        run=run,
        kind=run.kind,
        pr_number=run.pr_number,
        pr_href=f"{html}/{repo}/pull/{run.pr_number}" if run.pr_number else None,
        commit_href=f"{html}/{repo}/commit/{run.head_sha}",
        head=run.head_sha,
        base=run.base_sha,
        framework=framework,
        framework_label=FRAMEWORK_LABEL.get(framework, framework),
        check=check,
        verdict=check_verdict(check),
        title=scrub(_title(check, views, report.title if report else "")),  # the report's is untrimmed
        why=why,
        tabs=tabs,
        attempts=[
            (a.attempt, ctx.link(f"/runs/{a.id}/{framework}", repo), a.id == run.id) for a in rows.attempts
        ],
        levels=levels,
        findings=[f for f in plan.get("findings") or [] if isinstance(f, dict)],
        notes=notes + [str(n) for n in plan.get("notes") or []],
        plan_source=str(plan.get("source") or ""),
        estimate=sum(v.est_gpu_minutes for v in views),
        nothing_to_run=plan.get("nothing_to_run"),
        jobs=views,
        live=any(v.live for v in views),
        created=run.created_at,
        ended=ended,
        report_href=ctx.link(f"/runs/{run.id}/{framework}/report.md", repo) if report else None,
        dashboard_href=ctx.link("/", repo, repo=repo),
        summary_md=scrub(report.summary) if report else "",
        gpu_spent=spent_gpu,
        counts=counts,
    )


def _title(check: CheckRunRow, jobs: Sequence[JobView], stored: str) -> str:
    """The check run's title; while it runs, what its jobs are doing now (the stored one says "Queued")."""
    if check.conclusion or not jobs:
        return stored if check.conclusion and stored else check.title or stored
    counts: dict[str, int] = {}
    for v in jobs:
        counts[v.status] = counts.get(v.status, 0) + 1
    levels = sorted({v.level for v in jobs})
    lv = "Level" + ("s " if len(levels) > 1 else " ") + ", ".join(str(x) for x in levels)
    done = ", ".join(f"{n} {k.lower()}" for k, n in sorted(counts.items()))
    return f"{FRAMEWORK_LABEL.get(check.framework, check.framework)} {lv}: {done} of {len(jobs)} job" + (
        "s" if len(jobs) != 1 else ""
    )


def metrics_page_plots(
    ctx: Ctx, run: Run, framework: str, job: JobRow, base: BaseJob | None, origin: JobRow | None
) -> tuple[list[PlotView], str]:
    spec = loads(job.spec_json)
    files = job_files(ctx, origin or job)
    metrics, note = files.metrics(framework) if files else (None, "")
    base_files = job_files(ctx, base.job) if base else None
    base_metrics = base_files.metrics(framework)[0] if base_files else None
    bnds = bounds(spec.get("assertions") or [])
    panels = all_panels(metrics or {}, bnds)
    return plot_views(metrics, base_metrics, bnds, panels), note


# ---------------------------------------------------------------------------------------------- dashboard


@dataclass
class RunRowView:
    href: str
    when: float
    repo: str
    what: str  # "PR #7" / "merge queue"
    what_href: str | None
    head: str
    checks: list[tuple[str, str, str, list[int], str]]  # (framework label, verdict, css, levels, href)
    duration: str
    running: bool


@dataclass
class FlakyView:
    plan_id: str
    framework: str
    level: int
    blocked: int
    retried: int
    runs: int
    kinds: str
    last_href: str | None
    last_at: float


@dataclass
class DashboardPage:
    visible: list[str] | None
    filters: Any
    runs: list[RunRowView]
    days: list[Any]
    spend_svg: Markup
    wait_svg: Markup
    spent_total: float
    saved_totals: dict[str, float]
    queue: Any
    wait_median: float | None
    wait_p90: float | None
    flaky: list[FlakyView]
    frameworks: list[str]
    levels: list[int]
    verdicts: Sequence[str]
    window_days: int
    query: dict[str, str]


SAVING_LABEL = {"reuse": "saved by reuse", "gating": "saved by stage gating"}


def run_row_view(ctx: Ctx, rr: Any) -> RunRowView:
    run = rr.run
    html = github_html(ctx.github_url)
    checks = []
    for c in rr.checks:
        levels = sorted({j.level for j in rr.jobs if j.framework == c.framework})
        v = check_verdict(c)
        checks.append(
            (FRAMEWORK_LABEL.get(c.framework, c.framework), v, css(v), levels,
             ctx.link(f"/runs/{run.id}/{c.framework}", run.repo))
        )
    if run.kind == "pull_request" and run.pr_number:
        what, what_href = f"PR #{run.pr_number}", f"{html}/{run.repo}/pull/{run.pr_number}"
    elif run.kind == "merge_group":
        what, what_href = "merge queue", f"{html}/{run.repo}/commit/{run.head_sha}"
    else:
        what, what_href = run.kind, None
    if run.attempt and run.attempt > 1:
        what += f" (attempt {run.attempt})"
    end = rr.ended
    first = checks[0][4] if checks else ctx.link(f"/runs/{run.id}/nemo-rl", run.repo)
    return RunRowView(
        href=first,
        when=run.created_at,
        repo=run.repo,
        what=what,
        what_href=what_href,
        head=run.head_sha,
        checks=checks,
        duration=duration((end or ctx.now) - run.created_at),
        running=end is None,
    )
