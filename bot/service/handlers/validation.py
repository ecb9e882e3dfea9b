"""Validating one commit: plan → two check runs (queued, plan in the summary, annotations) → jobs dispatched
→ in progress → concluded from the results. Shared by the pull_request and merge_group handlers and the
worker's job tracker.

Every step is idempotent so a delivery can be processed again after a crash and finish the work once:
the run is unique per (repo, SHA, reason), a check run row moves forward only by compare-and-set on its
phase, GitHub check runs are created through `RepoClient.create_check_run` (which adopts an existing one),
and a job is submitted only by whoever moves it from `pending` to `submitting`.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

from bot.core import plan as planner
from bot.core.checks import (
    CHECK_NAMES,
    RERUN_ACTION,
    Annotation,
    CheckOutput,
    actions,
    annotations_for,
    batches,
    external_id,
    nothing_output,
    plan_output,
)
from bot.core.models import ChangedFile, Plan, PlanInput, Request
from bot.core.report import framework_report, nothing_to_run_report
from bot.dispatch.budget import budget_line, held_output, over_budget
from bot.dispatch.reconciler import outcome, outcome_markdown, progress_lines, reconcile_job
from bot.dispatch.reuse import bridge_trees, downstream_ref, origin_of, reuse_key, reused_result
from bot.infra.github import FileListing, RepoClient
from bot.infra.logging import bind_context
from bot.infra.store import (
    JOB_DONE,
    JOB_PENDING,
    JOB_SUBMITTED,
    JOB_SUBMITTING,
    JOB_TERMINAL,
    PHASE_COMPLETED,
    PHASE_DISPATCHED,
    PHASE_HELD,
    PHASE_NEW,
    PHASE_QUEUED,
    CheckRunRow,
    JobRow,
    Run,
    now,
)
from bot.service.handlers.context import HandlerContext
from runners.contract import FRAMEWORKS, Framework, JobContext, JobSpec

P = ParamSpec("P")
T = TypeVar("T")


async def db(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """Run a (synchronous) store call off the event loop: the webhook shares that loop."""
    return await asyncio.to_thread(fn, *args, **kwargs)


def iso_now() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


class PlanFailed(Exception):
    """Planning this change raised: the checks say so instead of staying pending."""


class StoredPlan:
    """A run's plan as stored: the plan, what the bot could not see, and per-framework annotations."""

    def __init__(self, plan: Plan, notes: list[str], annotations: dict[str, list[Annotation]]) -> None:
        self.plan = plan
        self.notes = notes
        self.annotations = annotations

    @classmethod
    def load(cls, run: Run) -> StoredPlan | None:
        if run.plan_json is None:
            return None
        extra = json.loads(run.notes_json or "{}")
        if isinstance(extra, list):  # written by an older version: notes only
            extra = {"notes": extra}
        ann = {
            fw: [Annotation.model_validate(a) for a in items] for fw, items in (extra.get("annotations") or {}).items()
        }
        return cls(Plan.model_validate_json(run.plan_json), list(extra.get("notes") or []), ann)


def plan_change(
    ctx: HandlerContext,
    source: str,
    listing: FileListing,
    base: str | None,
    head: str,
    pr: int | None = None,
    request: Request | None = None,
) -> Plan:
    """Plan a listed change; with the Bridge call graph at `head` when the context can build it."""
    reach, note = ctx.reach(head, pr) if ctx.reach is not None else (None, None)

    inp = PlanInput(
        source=source,
        files=listing.files,
        truncated=listing.truncated,
        patches_available=not listing.patches_missing,
        base=base,
        head=head,
    )
    plan = planner.make_plan(inp, ctx.rules, request, reach=reach)
    if note:
        plan = plan.model_copy(update={"notes": [*plan.notes, note]})
    return plan


async def ensure_plan(
    ctx: HandlerContext, run: Run, source: str, list_files: Callable[[], Awaitable[FileListing]]
) -> StoredPlan:
    """The run's plan, made once (from the listed files) and kept in the store."""
    stored = StoredPlan.load(run)
    if stored is not None:
        return stored
    listing = await list_files()
    try:
        plan = await asyncio.to_thread(
            plan_change, ctx, source, listing, run.base_sha, run.head_sha, getattr(run, "pr_number", None)
        )
    except Exception as exc:
        # A bug or a change the rules cannot read: retrying gives the same answer.
        ctx.log.exception("plan.failed")
        raise PlanFailed(f"{type(exc).__name__}: {exc}"[:500]) from None

    notes = listing.notes()
    ann = {fw: annotations_for(fw, plan, listing.files) for fw in FRAMEWORKS}
    extra = {"notes": notes, "annotations": {fw: [a.model_dump() for a in v] for fw, v in ann.items()}}
    await db(ctx.store.runs.set_plan, run.id, plan.model_dump_json(), json.dumps(extra))
    ctx.log.info(
        "plan.made",
        run_id=run.id,
        levels=plan.levels,
        jobs=len(plan.jobs),
        files=len(listing.files),
        truncated=listing.truncated,
        nothing_to_run=plan.nothing_to_run,
    )
    fresh = await db(ctx.store.runs.get, run.id)
    assert fresh is not None
    out = StoredPlan.load(fresh)
    assert out is not None
    return out


async def validate(
    ctx: HandlerContext, gh: RepoClient, run: Run, source: str, list_files: Callable[[], Awaitable[FileListing]]
) -> str:
    """Plan (once) and open both check runs; a change that cannot be planned gets both checks
    `action_required` with the reason, never a check that stays pending."""
    try:
        sp = await ensure_plan(ctx, run, source, list_files)
    except PlanFailed as exc:
        out = CheckOutput(
            title="Blocked: bridge-validate could not plan this change",
            summary=(
                "The planner failed on this change, so no downstream job was chosen. This is a bot problem, "
                f"not evidence against the PR.\n\n```text\n{exc}\n```\n\nA maintainer can re-run the check "
                "once the rules are fixed."
            ),
        )
        for fw in FRAMEWORKS:
            row = await db(ctx.store.checks.ensure, run, fw, CHECK_NAMES[fw], external_id(run.id, fw))
            if row.phase == PHASE_NEW:
                await finish_check(ctx, gh, run, row, "action_required", out, from_phases=[PHASE_NEW], create=True)
        return f"plan failed: {exc}"
    await open_checks(ctx, gh, run, sp)
    return f"validated run {run.id}"


def dispatch_spec(run: Run, spec: JobSpec) -> JobSpec:
    """The plan's job, made unique to this run and pinned to the commit under test."""
    job_id = f"{run.id[:12]}-{spec.id}"[:128]
    return spec.model_copy(
        update={
            "id": job_id,
            "bridge_sha": run.head_sha,
            "context": JobContext(repo=run.repo, pr=run.pr_number, head_sha=run.head_sha, plan_id=run.id),
        }
    )


def _nothing_reason(plan: Plan, framework: Framework) -> str:
    if plan.nothing_to_run:
        return plan.nothing_to_run
    return f"no change reaches {framework}: none of its levels is needed"


async def open_checks(
    ctx: HandlerContext, gh: RepoClient, run: Run, sp: StoredPlan, frameworks: Sequence[Framework] = FRAMEWORKS
) -> None:
    """Both check runs of a run, queued with the plan (or concluded at once when nothing needs to run),
    then their jobs dispatched and the check runs marked in progress. Both checks show on the PR before
    any job starts. A re-run of one framework (`frameworks`) leaves the other's check run alone."""
    for fw in frameworks:
        row = await db(ctx.store.checks.ensure, run, fw, CHECK_NAMES[fw], external_id(run.id, fw))
        with bind_context(framework=fw, check_row=row.id):
            await _queue(ctx, gh, run, sp, row)
    for row in await db(ctx.store.checks.for_run, run.id):
        if row.framework not in frameworks:
            continue
        with bind_context(framework=row.framework, check_row=row.id):
            await _start(ctx, gh, run, sp, row)


async def _queue(ctx: HandlerContext, gh: RepoClient, run: Run, sp: StoredPlan, row: CheckRunRow) -> None:
    """NEW → QUEUED on GitHub with the plan (or straight to completed when nothing needs to run)."""
    fw: Framework = row.framework  # type: ignore[assignment]
    specs = sp.plan.jobs_for(fw)
    if row.phase == PHASE_NEW:
        if not specs:
            await _conclude_nothing(ctx, gh, run, sp, row, _nothing_reason(sp.plan, fw))
            return
        out = plan_output(fw, sp.plan, sp.notes, "Queued")
        out.summary += budget_line(sp.plan, ctx.policy.budget_gpu_minutes)
        report_id = await db(
            ctx.store.reports.add,
            title=out.title,
            summary=out.summary,
            text=out.text,
            run_id=run.id,
            framework=fw,
            repo=run.repo,
            head_sha=run.head_sha,
        )
        url = ctx.details_url(run.repo, run.id, fw, report_id)
        trimmed = out.trimmed(url)
        first = batches(sp.annotations.get(fw, []))[:1]
        body: dict[str, Any] = {
            "name": row.name,
            "head_sha": run.head_sha,
            "external_id": row.external_id,
            "status": "queued",
            "output": trimmed.payload(first[0] if first else []),
        }
        if url:
            body["details_url"] = url
        created = await gh.create_check_run(run.repo, body)
        await db(
            ctx.store.checks.advance,
            row.id,
            [PHASE_NEW],
            PHASE_QUEUED,
            github_id=created.id,
            annotation_batches=1 if first else 0,
            report_id=report_id,
            title=trimmed.title,
        )
        ctx.log.info("check_run.queued", check_run_id=created.id, jobs=len(specs))


async def _start(ctx: HandlerContext, gh: RepoClient, run: Run, sp: StoredPlan, row: CheckRunRow) -> None:
    """QUEUED → jobs dispatched → in progress on GitHub; the tracker takes it from there."""
    fw: Framework = row.framework  # type: ignore[assignment]
    specs = sp.plan.jobs_for(fw)
    if row.phase == PHASE_QUEUED:
        await _send_annotation_batches(ctx, gh, run, sp, row)
        held = over_budget(run, sp.plan, ctx.policy.budget_gpu_minutes)
        if held:
            # Nothing is dispatched: the check runs say why and how a maintainer releases them.
            out = held_output(fw, sp.plan, sp.notes, held)
            await finish_check(
                ctx, gh, run, row, "action_required", out, [PHASE_QUEUED], rerun_button=False, to_phase=PHASE_HELD
            )
            ctx.log.info("check_run.held", reason=held)
            return
        await _dispatch_jobs(ctx, run, row, specs, gh)
        out = plan_output(fw, sp.plan, sp.notes, "In progress").trimmed(
            ctx.details_url(run.repo, run.id, fw, row.report_id)
        )
        assert row.github_id is not None
        await gh.update_check_run(
            run.repo,
            row.github_id,
            {
                "status": "in_progress",
                "started_at": iso_now(),
                "output": out.payload(),
            },
        )
        if await db(ctx.store.checks.advance, row.id, [PHASE_QUEUED], PHASE_DISPATCHED, next_poll_at=now()):
            ctx.log.info("check_run.in_progress", check_run_id=row.github_id)


async def _send_annotation_batches(
    ctx: HandlerContext, gh: RepoClient, run: Run, sp: StoredPlan, row: CheckRunRow
) -> None:
    """Annotations past the first 50 go in later updates (GitHub appends them), one batch per request."""
    fw = row.framework
    all_batches = batches(sp.annotations.get(fw, []))
    if row.annotation_batches >= len(all_batches):
        return
    assert row.github_id is not None
    url = ctx.details_url(run.repo, run.id, fw, row.report_id)
    head = plan_output(fw, sp.plan, sp.notes, "Queued").trimmed(url)  # type: ignore[arg-type]
    for i in range(row.annotation_batches, len(all_batches)):
        await gh.update_check_run(run.repo, row.github_id, {"output": head.payload(all_batches[i])}, at_most_once=True)
        await db(ctx.store.checks.update, row.id, annotation_batches=i + 1)


async def _dispatch_jobs(
    ctx: HandlerContext, run: Run, row: CheckRunRow, specs: list[JobSpec], gh: RepoClient | None = None
) -> None:
    specs = [dispatch_spec(run, s) for s in specs]
    keys = await _reuse_keys(ctx, gh, run, specs)
    await db(
        ctx.store.jobs.add,
        [
            {
                "id": s.id,
                "run_id": run.id,
                "check_run_id": row.id,
                "framework": s.framework,
                "level": s.level,
                "position": i,
                "spec_json": s.model_dump_json(),
                "state": JOB_PENDING,
                "submits": 0,
                "reuse_key": keys.get(s.id),
            }
            for i, s in enumerate(specs)
        ],
    )
    for job in await db(ctx.store.jobs.for_check, row.id):
        await submit_job(ctx, job)


async def submit_job(ctx: HandlerContext, job: JobRow) -> None:
    """Hand a job to the executor once. A job left `submitting` by a crash is submitted again: the backends
    key jobs by id, so that does not start a second copy where the first one got through."""
    if job.state == JOB_PENDING and await _reuse(ctx, job):
        return
    if job.state == JOB_PENDING:
        if not await db(ctx.store.jobs.move, job.id, [JOB_PENDING], JOB_SUBMITTING, submits=job.submits + 1):
            return
    elif job.state != JOB_SUBMITTING:
        return
    spec = JobSpec.model_validate_json(job.spec_json)
    with bind_context(job_id=job.id):
        handle = await asyncio.to_thread(ctx.executor.submit, spec)
        if not await db(
            ctx.store.jobs.move,
            job.id,
            [JOB_SUBMITTING],
            JOB_SUBMITTED,
            handle_json=handle.model_dump_json(),
            submitted_at=now(),
        ):
            # Cancelled while it was being submitted (a push, `/validate cancel`): stop what just started.
            await asyncio.to_thread(ctx.executor.cancel, handle)
            ctx.log.info("job.cancelled_on_submit", backend=handle.backend, ref=handle.ref)
            return
        ctx.log.info("job.submitted", backend=handle.backend, ref=handle.ref, level=spec.level)


async def _conclude_nothing(
    ctx: HandlerContext, gh: RepoClient, run: Run, sp: StoredPlan, row: CheckRunRow, reason: str
) -> None:

    fw: Framework = row.framework  # type: ignore[assignment]
    rep = nothing_to_run_report(reason, fw)
    notes = nothing_output(fw, reason, sp.notes).summary if sp.notes else ""
    out = CheckOutput(title=rep.title, summary=rep.summary + ("\n" + notes if notes else ""), text=rep.text)
    await finish_check(ctx, gh, run, row, "success", out, from_phases=[PHASE_NEW], create=True)


async def finish_check(
    ctx: HandlerContext,
    gh: RepoClient,
    run: Run,
    row: CheckRunRow,
    conclusion: str,
    out: CheckOutput,
    from_phases: list[str],
    create: bool = False,
    rerun_button: bool = True,
    to_phase: str = PHASE_COMPLETED,
) -> None:
    """Store the full report, then conclude the check run on GitHub with the trimmed one."""
    fresh = await db(ctx.store.checks.get, row.id)
    if fresh is not None and fresh.phase not in from_phases:
        # Someone else moved it on meanwhile (a cancel claimed it while its jobs ended): theirs is the word.
        ctx.log.info("check_run.conclude_skipped", phase=fresh.phase, conclusion=conclusion)
        return
    report_id = row.report_id if (row.conclusion and row.report_id) else None
    if report_id is None:
        report_id = await db(
            ctx.store.reports.add,
            title=out.title,
            summary=out.summary,
            text=out.text,
            run_id=run.id,
            framework=row.framework,
            repo=run.repo,
            head_sha=run.head_sha,
            conclusion=conclusion,
        )
        await db(ctx.store.checks.update, row.id, report_id=report_id, conclusion=conclusion)
    url = ctx.details_url(run.repo, run.id, row.framework, report_id)
    trimmed = out.trimmed(url)
    body: dict[str, Any] = {
        "status": "completed",
        "conclusion": conclusion,
        "completed_at": iso_now(),
        "output": trimmed.payload(),
    }
    if url:
        body["details_url"] = url
    if conclusion == "action_required" and rerun_button:
        body["actions"] = [a.model_dump() for a in actions(RERUN_ACTION)]
    if create or row.github_id is None:
        created = await gh.create_check_run(
            run.repo, {"name": row.name, "head_sha": run.head_sha, "external_id": row.external_id, **body}
        )
        github_id = created.id
        if created.status != "completed" or created.conclusion != conclusion:
            # Adopted a check run an earlier try left unfinished: finish it.
            await gh.update_check_run(run.repo, github_id, body)
    else:
        github_id = row.github_id
        await gh.update_check_run(run.repo, github_id, body)
    if await db(
        ctx.store.checks.advance,
        row.id,
        from_phases,
        to_phase,
        github_id=github_id,
        title=trimmed.title,
    ):
        ctx.log.info("check_run.completed", check_run_id=github_id, conclusion=conclusion)


# ------------------------------------------------------------------------------------------ tracking


async def track(ctx: HandlerContext, gh: RepoClient, run: Run, row: CheckRunRow) -> bool:
    """Poll a dispatched check run's jobs (bot.dispatch.reconciler: results, retries, lost runners), show their live
    progress, and conclude the check run when every job has ended. True when concluded."""

    jobs = await db(ctx.store.jobs.for_check, row.id)
    for job in jobs:
        if job.state in JOB_TERMINAL:
            continue
        if job.state in (JOB_PENDING, JOB_SUBMITTING) or job.handle_json is None:
            await submit_job(ctx, job)
            continue
        await reconcile_job(ctx, job)
    jobs = await db(ctx.store.jobs.for_check, row.id)
    if not jobs or any(j.state not in JOB_TERMINAL for j in jobs):
        await _show_progress(ctx, gh, run, row, jobs)
        return False
    await conclude(ctx, gh, run, row, jobs)
    return True


async def _show_progress(ctx: HandlerContext, gh: RepoClient, run: Run, row: CheckRunRow, jobs: list[JobRow]) -> None:
    """The check run's output follows the runners' heartbeats, at most once per `progress_update_s`."""

    latest = max((j.last_seen_at or 0.0 for j in jobs), default=0.0)
    last = row.progress_at or 0.0
    if row.github_id is None or latest <= last or now() - last < ctx.policy.progress_update_s:
        return
    sp = StoredPlan.load(run)
    if sp is None:
        return
    fw: Framework = row.framework  # type: ignore[assignment]
    head, md = progress_lines(jobs)
    base = plan_output(fw, sp.plan, sp.notes, "In progress")
    title = (base.title + (f" — {head}" if head else ""))[:255]
    out = CheckOutput(title=title, summary=md + "\n" + base.summary, text=base.text)
    trimmed = out.trimmed(ctx.details_url(run.repo, run.id, fw, row.report_id))
    await gh.update_check_run(run.repo, row.github_id, {"output": trimmed.payload()})
    await db(ctx.store.checks.update, row.id, progress_at=now())


async def conclude(ctx: HandlerContext, gh: RepoClient, run: Run, row: CheckRunRow, jobs: list[JobRow]) -> None:

    # One spec and the last attempt's result per planned job; retries and reused results are noted.
    o = outcome(jobs)
    rep = framework_report(row.framework, o.specs, o.results)  # type: ignore[arg-type]
    out = CheckOutput(title=rep.title, summary=rep.summary + outcome_markdown(o), text=rep.text)
    await finish_check(ctx, gh, run, row, rep.conclusion, out, from_phases=[PHASE_DISPATCHED])


async def _reuse_keys(ctx: HandlerContext, gh: RepoClient | None, run: Run, specs: list[JobSpec]) -> dict[str, str]:
    """Each job's reuse key (bot.dispatch.reuse), when the Bridge tree under test at the head SHA can be read."""

    if gh is None or not specs:
        return {}
    local = getattr(ctx.executor, "bridge_repo", None)
    trees = await bridge_trees(gh, run.repo, run.head_sha, local if isinstance(local, Path) else None)
    if trees is None:
        ctx.log.info("reuse.no_tree", sha=run.head_sha)
        return {}
    return {s.id: reuse_key(trees, downstream_ref(ctx.executor, s), s) for s in specs}


async def _reuse(ctx: HandlerContext, job: JobRow) -> bool:
    """End a pending job with the result of an earlier job with identical inputs; True when it did."""

    if not (job.reuse_key and job.attempt == 1 and ctx.policy.reuse):
        return False
    run = await db(ctx.store.runs.get, job.run_id)
    if run is None or not run.reuse:
        return False
    prior = await db(ctx.store.jobs.find_reusable, job.reuse_key, job.run_id)
    if prior is None:
        return False
    prior_run = await db(ctx.store.runs.get, prior.run_id)
    result = reused_result(prior, prior_run, job.id)
    moved = await db(
        ctx.store.jobs.finish,
        job.id,
        [JOB_PENDING],
        JOB_DONE,
        result_json=result.model_dump_json(),
        verdict=result.verdict.value,
        reused_from=origin_of(prior),
        finished_at=now(),
        detail=f"reused: {result.reused_from}"[:2000],
    )
    if moved:
        spec = JobSpec.model_validate_json(job.spec_json)
        ctx.log.info(
            "job.reused",
            job_id=job.id,
            reused_from=origin_of(prior),
            verdict=result.verdict.value,
            gpu_minutes_saved=spec.est_gpu_minutes,
        )
    return bool(moved)


def listing_source(kind: str, repo: str, number: int | None, base: str | None, head: str) -> str:
    if kind == "pull_request":
        return f"{repo}#{number} ({(base or '?')[:12]}..{head[:12]})"
    return f"merge group {repo}@{head[:12]} (base {(base or '?')[:12]})"


__all__ = [
    "ChangedFile",
    "StoredPlan",
    "conclude",
    "db",
    "ensure_plan",
    "finish_check",
    "open_checks",
    "track",
]


async def release_held(ctx: HandlerContext, run: Run) -> int:
    """Lift the budget for this run and start its held check runs (new check runs on GitHub: a completed
    one cannot be reopened). Returns how many were released; 0 when none was held."""
    await db(ctx.store.runs.set_flags, run.id, budget_override=True)
    released = 0
    for row in await db(ctx.store.checks.for_run, run.id):
        if row.phase != PHASE_HELD:
            continue
        fw: Framework = row.framework  # type: ignore[assignment]
        ok = await db(
            ctx.store.checks.advance,
            row.id,
            [PHASE_HELD],
            PHASE_NEW,
            github_id=None,
            conclusion=None,
            report_id=None,
            annotation_batches=0,
            name=CHECK_NAMES[fw],
            external_id=f"{external_id(run.id, fw)}:released",
        )
        released += int(bool(ok))
    if released:
        fresh = await db(ctx.store.runs.get, run.id)
        assert fresh is not None
        sp = StoredPlan.load(fresh)
        if sp is not None:
            await open_checks(ctx, ctx.gh(fresh.installation_id), fresh, sp)
        ctx.log.info("budget.released", run_id=run.id, check_runs=released)
    return released
