"""What maintainers can do to a commit's check runs, shared by the comment, check-run and pull-request
handlers: cancel (stop the jobs, conclude `cancelled`), start another attempt (a re-run, a requested plan, an
approved untrusted PR), and override a Blocked check (audited).

Every action is safe to repeat after a crash: a cancel claims the check run first (phase `cancelling`, by
compare-and-set) and finishes from there; an attempt belongs to the delivery that started it and is found
again by that delivery id; an override is stored once per check run and comment.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, Mapping, Sequence
from datetime import datetime, timezone
from typing import Any

from bot.core.checks import FRAMEWORK_TITLES, Annotation, CheckOutput, annotations_for
from bot.core.models import Plan, Request
from bot.core.sources import attach_sources
from bot.dispatch.base import JobHandle
from bot.infra.github import FileListing, PullRequest, RepoClient
from bot.infra.logging import bind_context
from bot.infra.store import (
    JOB_ACTIVE,
    JOB_RUNNING,
    PHASE_CANCELLING,
    PHASE_COMPLETED,
    PHASE_DISPATCHED,
    PHASE_NEW,
    PHASE_QUEUED,
    CheckRunRow,
    JobRow,
    Run,
    now,
)

# The module, not the name: approval imports the handlers package, so importing it first must not find this
# module's import of it half done.
from bot.service import approval
from bot.service.handlers.commit_lock import commit_lock
from bot.service.handlers.context import HandlerContext
from bot.service.handlers.validation import (
    PlanFailed,
    StoredPlan,
    db,
    finish_check,
    listing_source,
    open_checks,
    plan_change,
)
from runners.contract import FRAMEWORKS, Framework, JobResult, JobSpec, Verdict

__all__ = [
    "OverrideRefused",
    "cancel_check",
    "cancel_checks",
    "cancel_in_flight",
    "cancel_pr_runs",
    "combine_plans",
    "finish_cancelling",
    "make_request_plan",
    "overridable",
    "override_check",
    "start_attempt",
    "supersede",
]

IN_FLIGHT = (PHASE_NEW, PHASE_QUEUED, PHASE_DISPATCHED, PHASE_CANCELLING)


# ------------------------------------------------------------------------------------------ cancel


def _cancelled_result(spec: JobSpec, reason: str) -> JobResult:
    return JobResult(
        job_id=spec.id,
        framework=spec.framework,
        level=spec.level,
        variant=spec.variant,
        verdict=Verdict.SKIPPED,
        reason=f"cancelled: {reason}"[:500],
    )


def cancelled_output(framework: Framework, reason: str, jobs: Sequence[JobRow]) -> CheckOutput:
    """The cancelled check run: why, and what became of each job. Pure."""
    name = FRAMEWORK_TITLES[framework]
    lines = [f"## {name}: cancelled", "", reason[0].upper() + reason[1:] + ".", ""]
    if jobs:
        lines += ["| job | level | state when cancelled |", "|---|---|---|"]
        lines += [f"| `{j.id}` | {j.level} | {j.detail or j.state} |" for j in jobs]
    else:
        lines.append("No job had been dispatched.")
    return CheckOutput(title=f"Cancelled: {reason}"[:1000], summary="\n".join(lines))


def _stop_order(job: JobRow) -> tuple[bool, float]:
    """Waiting jobs stop before running ones, the newest first: a job queued behind a running one (one Ray
    job at a time on a host) would otherwise start in the moment the running one is killed."""
    return (job.state == JOB_RUNNING, -(job.submitted_at or 0.0))


async def _stop_jobs(ctx: HandlerContext, rows: Sequence[CheckRunRow], reason: str) -> None:
    """Mark every unfinished job of the check runs cancelled, then stop them on their backends. Every row
    moves before any job is stopped, so the tracker never reports a job this cancel is stopping, and stopping
    one job cannot let a sibling of the same cancel start."""
    to_stop: list[tuple[JobRow, JobHandle]] = []
    for row in rows:
        for job in await db(ctx.store.jobs.for_check, row.id):
            if job.state not in JOB_ACTIVE:
                continue
            spec = JobSpec.model_validate_json(job.spec_json)
            moved = await db(
                ctx.store.jobs.move,
                job.id,
                list(JOB_ACTIVE),
                "cancelled",
                result_json=_cancelled_result(spec, reason).model_dump_json(),
                finished_at=now(),
                detail=f"was {job.state}",
            )
            if moved and job.handle_json:
                to_stop.append((job, JobHandle.model_validate_json(job.handle_json)))
    for job, handle in sorted(to_stop, key=lambda jh: _stop_order(jh[0])):
        with bind_context(job_id=job.id):
            try:
                await asyncio.to_thread(ctx.executor.cancel, handle)
                ctx.log.info("job.cancelled", backend=handle.backend, ref=handle.ref, was=job.state)
            except Exception as exc:  # the check still concludes; the backend's own timeout ends the job
                ctx.log.warning("job.cancel_failed", error=f"{type(exc).__name__}: {exc}"[:300])


async def cancel_check(ctx: HandlerContext, gh: RepoClient, row: CheckRunRow, reason: str) -> bool:
    """Stop a check run's jobs and conclude it `cancelled`, under its commit's lock. False when it had
    already concluded."""
    return bool(await cancel_checks(ctx, gh, [row], reason))


async def cancel_checks(
    ctx: HandlerContext, gh: RepoClient, rows: Sequence[CheckRunRow], reason: str
) -> list[CheckRunRow]:
    """Stop the check runs' jobs and conclude each `cancelled`, commit by commit under its lock: all of a
    commit's check runs are claimed and their jobs stopped together before any concludes. Returns the rows
    this call cancelled (not those that had concluded meanwhile)."""
    by_commit: dict[tuple[str, str], list[CheckRunRow]] = {}
    for row in rows:
        if row.phase != PHASE_COMPLETED:
            by_commit.setdefault((row.repo, row.head_sha), []).append(row)
    done: list[CheckRunRow] = []
    for (repo, sha), group in by_commit.items():
        async with commit_lock(ctx, repo, sha):
            claimed = [r for r in [await _claim(ctx, r, reason) for r in group] if r is not None]
            if not claimed:
                continue
            await _stop_jobs(ctx, claimed, reason)
            for row in claimed:
                await _conclude_cancelled(ctx, gh, row, reason)
            done += claimed
    return done


async def _claim(ctx: HandlerContext, row: CheckRunRow, reason: str) -> CheckRunRow | None:
    """Claim the check run for this cancel (phase `cancelling`, by compare-and-set); None when it had
    concluded meanwhile. A row already `cancelling` is a cancel a crash left half done: finished here."""
    fresh = await db(ctx.store.checks.get, row.id)
    row = fresh if fresh is not None else row
    if row.phase == PHASE_COMPLETED:
        return None
    if row.phase != PHASE_CANCELLING and not await db(
        ctx.store.checks.advance,
        row.id,
        [PHASE_NEW, PHASE_QUEUED, PHASE_DISPATCHED],
        PHASE_CANCELLING,
        cancel_reason=reason[:2000],
    ):
        fresh = await db(ctx.store.checks.get, row.id)
        if fresh is None or fresh.phase != PHASE_CANCELLING:
            return None  # it concluded meanwhile
    return row


async def _conclude_cancelled(ctx: HandlerContext, gh: RepoClient, row: CheckRunRow, reason: str) -> None:
    run = await db(ctx.store.runs.get, row.run_id)
    assert run is not None
    with bind_context(framework=row.framework, check_row=row.id, run_id=run.id, sha=run.head_sha):
        jobs = await db(ctx.store.jobs.for_check, row.id)
        latest = await db(ctx.store.checks.get, row.id)
        row = latest if latest is not None else row
        out = cancelled_output(row.framework, reason, jobs)  # type: ignore[arg-type]
        await finish_check(ctx, gh, run, row, "cancelled", out, from_phases=[PHASE_CANCELLING])
        ctx.log.info("check_run.cancelled", reason=reason[:200], jobs=len(jobs))


async def finish_cancelling(ctx: HandlerContext) -> int:
    """Start-up: finish every cancel a crash left half done (a check run claimed `cancelling`, its jobs maybe
    still running, GitHub still showing it in progress): jobs stopped, concluded `cancelled` with the reason
    the cancel recorded. Under each commit's lock, so a cancel another replica is finishing right now is
    left to it. Returns how many it finished."""
    n = 0
    for row in await db(ctx.store.checks.in_phase, PHASE_CANCELLING):
        run = await db(ctx.store.runs.get, row.run_id)
        if run is None or run.installation_id is None:
            continue
        reason = row.cancel_reason or "cancelled (finished after the bot restarted)"
        with bind_context(repo=row.repo, sha=row.head_sha, framework=row.framework, check_row=row.id):
            try:
                if await cancel_check(ctx, ctx.gh(run.installation_id), row, reason):
                    n += 1
                    ctx.log.info("check_run.cancel_finished", reason=reason[:200])
            except Exception as exc:  # one bad row must not stop the others; its next start-up tries again
                ctx.log.warning("check_run.cancel_finish_failed", error=f"{type(exc).__name__}: {exc}"[:300])
    return n


async def cancel_in_flight(
    ctx: HandlerContext,
    gh: RepoClient,
    repo: str,
    head_sha: str,
    frameworks: Sequence[Framework],
    reason: str,
    keep_run: Run | None = None,
) -> list[CheckRunRow]:
    """Cancel every unfinished check run of this commit in `frameworks`, but those of `keep_run` and of
    attempts newer than it (an older attempt never cancels a newer one: the newest attempt wins)."""
    newer: set[str] = set()
    if keep_run is not None:
        newer = {
            r.id
            for r in await db(ctx.store.runs.for_sha, repo, head_sha, keep_run.kind)
            if r.attempt >= keep_run.attempt
        }
    rows = [
        row
        for row in await db(ctx.store.checks.for_sha, repo, head_sha)
        if row.framework in frameworks and row.run_id not in newer and row.phase in IN_FLIGHT
    ]
    return await cancel_checks(ctx, gh, rows, reason)


async def cancel_pr_runs(
    ctx: HandlerContext, gh: RepoClient, repo: str, pr_number: int, reason: str, keep_sha: str | None = None
) -> int:
    """Cancel the unfinished check runs of every commit of a PR but `keep_sha`; how many were cancelled."""
    rows: list[CheckRunRow] = []
    for run in await db(ctx.store.runs.for_pr, repo, pr_number):
        if run.head_sha != keep_sha:
            rows += [row for row in await db(ctx.store.checks.for_run, run.id) if row.phase in IN_FLIGHT]
    return len(await cancel_checks(ctx, gh, rows, reason))


async def supersede(ctx: HandlerContext, gh: RepoClient, repo: str, pr_number: int, head_sha: str) -> int:
    """A push made `head_sha` the PR's head: older commits' unfinished check runs conclude `cancelled` and
    their jobs stop, so the GPUs go to the newest commit only. Returns how many were cancelled."""
    n = await cancel_pr_runs(ctx, gh, repo, pr_number, f"superseded by a newer push ({head_sha[:12]})", head_sha)
    if n:
        ctx.log.info("pull_request.superseded_older", cancelled=n)
    return n


# ------------------------------------------------------------------------------------------ attempts


def _dump(plan: Plan, notes: list[str], annotations: Mapping[Framework, list[Annotation]]) -> tuple[str, str]:
    extra = {"notes": notes, "annotations": {fw: [a.model_dump() for a in v] for fw, v in annotations.items()}}
    return plan.model_dump_json(), json.dumps(extra)


def combine_plans(parts: dict[Framework, StoredPlan]) -> tuple[str, str]:
    """One stored plan (plan JSON, notes JSON) taking each framework's part from its own earlier plan: a
    retry of both checks when they last ran in different attempts. Pure."""
    if not parts:
        raise ValueError("no plan to combine")
    first = next(iter(parts.values()))
    fws = [fw for fw in FRAMEWORKS if fw in parts]
    jobs = [j for fw in fws for j in parts[fw].plan.jobs_for(fw)]
    decisions = [d for fw in fws for d in parts[fw].plan.decisions if d.framework == fw]
    levels = {fw: parts[fw].plan.levels.get(fw, []) for fw in fws}
    notes: list[str] = []
    plan_notes: list[str] = []
    for fw in fws:
        notes += [n for n in parts[fw].notes if n not in notes]
        plan_notes += [n for n in parts[fw].plan.notes if n not in plan_notes]
    plan = first.plan.model_copy(
        update={
            "jobs": jobs,
            "decisions": decisions,
            "levels": levels,
            "notes": plan_notes,
            "estimate_gpu_minutes": sum(j.est_gpu_minutes for j in jobs),
            "nothing_to_run": None if jobs else first.plan.nothing_to_run,
        }
    )
    return _dump(plan, notes, {fw: parts[fw].annotations.get(fw, []) for fw in fws})


async def make_request_plan(
    ctx: HandlerContext, gh: RepoClient, repo: str, pr: PullRequest, request: Request
) -> tuple[Plan, str, str]:
    """The PR head's plan with a maintainer's request on top (extra levels, model, variants, overrides)."""

    listing: FileListing = await gh.list_pull_files(repo, pr.number, expected=pr.changed_files)
    await attach_sources(listing.files, pr.head_sha, lambda path, ref: gh.get_file_text(repo, path, ref))
    source = listing_source("pull_request", repo, pr.number, pr.base_sha, pr.head_sha)
    try:
        plan = await asyncio.to_thread(plan_change, ctx, source, listing, pr.base_sha, pr.head_sha, pr.number, request)
    except Exception as exc:
        ctx.log.exception("plan.failed")
        raise PlanFailed(f"{type(exc).__name__}: {exc}"[:500]) from None
    ann = {fw: annotations_for(fw, plan, listing.files) for fw in FRAMEWORKS}
    plan_json, notes_json = _dump(plan, listing.notes(), ann)
    return plan, plan_json, notes_json


async def start_attempt(
    ctx: HandlerContext,
    gh: RepoClient,
    *,
    repo: str,
    head_sha: str,
    kind: str,
    pr_number: int | None,
    base_sha: str | None,
    installation_id: int | None,
    frameworks: Sequence[Framework],
    plan: Callable[[], Awaitable[tuple[str, str]]],
    why: str,
    reuse: bool = True,
    budget_override: bool = False,
) -> Run:
    """Another run of this commit for `frameworks`: its own plan (made once, by `plan`), its own check runs.
    Unfinished check runs of the same commit and frameworks are cancelled first (`why` says what replaces
    them), so a commit never has two attempts spending GPUs at once. `reuse=False` (a re-run) runs every job
    again rather than reusing earlier results; `budget_override` (a maintainer chose this plan) lifts the
    per-PR GPU budget.

    The plan is made first (GitHub reads, outside any lock); then, under the commit's lock, the attempt is
    created with it, older attempts' unfinished check runs are cancelled and this one's are opened, all in
    one step: an attempt is never visible to others without its plan, and no older attempt still opening
    can slip past the cancel."""
    run = await db(ctx.store.runs.for_delivery, repo, head_sha, kind, ctx.delivery_id)
    made: tuple[str, str] | None = None
    if run is None or run.plan_json is None:
        made = await plan()
    async with commit_lock(ctx, repo, head_sha):
        if run is None:
            run = await db(ctx.store.runs.for_delivery, repo, head_sha, kind, ctx.delivery_id)
        if run is None:
            run = await db(
                ctx.store.runs.create_attempt,
                repo=repo,
                head_sha=head_sha,
                kind=kind,
                delivery_id=ctx.delivery_id,
                pr_number=pr_number,
                base_sha=base_sha,
                installation_id=installation_id,
                frameworks=list(frameworks),
            )
        with bind_context(run_id=run.id, attempt=run.attempt):
            if not reuse or budget_override:
                await db(ctx.store.runs.set_flags, run.id, reuse=reuse, budget_override=budget_override)
            if run.plan_json is None:
                assert made is not None
                await db(ctx.store.runs.set_plan, run.id, *made)
            run = await db(ctx.store.runs.get, run.id) or run
            sp = StoredPlan.load(run)
            assert sp is not None
            await cancel_in_flight(ctx, gh, repo, head_sha, frameworks, why, keep_run=run)
            ctx.log.info("attempt.started", frameworks=list(frameworks), jobs=len(sp.plan.jobs))
            await open_checks(ctx, gh, run, sp, frameworks)
    return run


async def stored_parts(ctx: HandlerContext, rows: dict[str, CheckRunRow]) -> dict[Framework, StoredPlan]:
    """Each framework's plan as its latest check run had it (frameworks whose run had no plan are left out)."""
    out: dict[Framework, StoredPlan] = {}
    for fw, row in rows.items():
        run = await db(ctx.store.runs.get, row.run_id)
        sp = StoredPlan.load(run) if run is not None else None
        if sp is not None:
            out[fw] = sp  # type: ignore[index]
    return out


# ------------------------------------------------------------------------------------------ override


class OverrideRefused(Exception):
    """The check run cannot be overridden; the message says why (fit for a reply)."""


async def overridable(ctx: HandlerContext, row: CheckRunRow) -> None:
    """Raise OverrideRefused unless `row` is a concluded Blocked check (never a Fail, never a held PR)."""

    name = FRAMEWORK_TITLES[row.framework]  # type: ignore[index]
    # a stored conclusion is decided: the check run on GitHub may show it before the phase here moves on
    if row.conclusion == "failure":
        raise OverrideRefused(
            f"{name} concluded Fail: a failure is evidence against the change and cannot be overridden"
        )
    if row.phase != PHASE_COMPLETED:
        raise OverrideRefused(f"{name} is still running: wait for its result (or `/validate cancel`)")
    if row.conclusion != "action_required":
        raise OverrideRefused(f"{name} concluded {row.conclusion}: only a Blocked check can be overridden")
    if (row.title or "").startswith(approval.AWAITING_TITLE):
        raise OverrideRefused(
            f"{name} awaits approval of an untrusted PR: approve the commit with `/validate ok-to-test <sha>`"
        )
    for job in await db(ctx.store.jobs.for_check, row.id):
        if job.result_json and JobResult.model_validate_json(job.result_json).verdict == Verdict.FAIL:
            raise OverrideRefused(f"{name} has a failed job ({job.id}): a Fail cannot be overridden")


def override_output(
    framework: Framework, user: str, role: str, reason: str, when: str, previous_title: str, previous_summary: str
) -> CheckOutput:
    """The overridden check run: the audit note first, then the Blocked report as it was. Pure."""
    name = FRAMEWORK_TITLES[framework]
    note = [
        f"## {name}: Blocked, overridden by @{user}",
        "",
        f"> **Override** by @{user} ({role}) at {when}: {reason}",
        "",
        f"The run was Blocked (`{previous_title}`): the environment, not evidence against the PR. A maintainer "
        "accepted the change without this evidence; the record is kept by the bot.",
        "",
        "---",
        "",
    ]
    return CheckOutput(
        title=f"Result: Blocked — overridden by @{user}: {reason}"[:1000],
        summary="\n".join(note) + previous_summary,
    )


async def override_check(
    ctx: HandlerContext,
    gh: RepoClient,
    row: CheckRunRow,
    *,
    user: str,
    role: str,
    reason: str,
    comment_id: int,
    pr_number: int | None,
) -> None:
    """Record the override (audit trail), then conclude the check run `success` with it in the summary."""
    done = [o for o in await db(ctx.store.approvals.overrides_for, row.repo, row.head_sha) if o.check_row_id == row.id]
    if not any(o.comment_id == comment_id for o in done):
        await overridable(ctx, row)  # (a retried delivery finishes the override it recorded)
    report = await db(ctx.store.reports.get, row.report_id) if row.report_id else None
    record = await db(
        ctx.store.approvals.add_override,
        repo=row.repo,
        pr_number=pr_number,
        head_sha=row.head_sha,
        framework=row.framework,
        check_row_id=row.id,
        github_id=row.github_id,
        user=user,
        role=role,
        reason=reason,
        previous_conclusion=row.conclusion,
        previous_title=row.title,
        comment_id=comment_id,
    )
    when = datetime.fromtimestamp(record.created_at, timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    out = override_output(
        row.framework,  # type: ignore[arg-type]
        user,
        role,
        reason,
        when,
        record.previous_title or "",
        report.summary if report is not None else "",
    )
    report_id = await db(
        ctx.store.reports.add,
        title=out.title,
        summary=out.summary,
        text=report.text if report is not None else "",
        run_id=row.run_id,
        framework=row.framework,
        repo=row.repo,
        head_sha=row.head_sha,
        conclusion="success",
    )
    url = ctx.details_url(row.repo, row.run_id, row.framework, report_id)
    trimmed = out.trimmed(url)
    body: dict[str, Any] = {
        "status": "completed",
        "conclusion": "success",
        "completed_at": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "output": trimmed.payload(),
        "actions": [],  # the Re-run button belonged to the Blocked result
    }
    if url:
        body["details_url"] = url
    assert row.github_id is not None
    await gh.update_check_run(row.repo, row.github_id, body)
    await db(ctx.store.checks.update, row.id, conclusion="success", report_id=report_id, title=trimmed.title)
    ctx.log.info("check_run.overridden", framework=row.framework, user=user, role=role, check_run_id=row.github_id)
