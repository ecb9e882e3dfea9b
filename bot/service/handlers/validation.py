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
from typing import Any, Literal, ParamSpec, TypeVar

from bot.core import plan as planner
from bot.core.attribution import (
    PINNED_DEPENDENCIES,
    Attribution,
    BaseRun,
    apply,
    attribute,
    attribution_markdown,
    changed_hunks,
    compare_with_base,
)
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
from bot.dispatch import scheduler
from bot.dispatch.base import JobHandle
from bot.dispatch.budget import base_over_budget, budget_line, held_output, over_budget
from bot.dispatch.reconciler import (
    Outcome,
    outcome,
    outcome_markdown,
    progress_lines,
    reconcile_job,
    record_result,
)
from bot.dispatch.reuse import (
    bridge_trees,
    downstream_ref,
    origin_of,
    reuse_key,
    reused_result,
    tree_or_commit,
)
from bot.infra import collector
from bot.infra.github import FileListing, GitHubError, GitHubUnavailable, RepoClient
from bot.infra.logging import bind_context
from bot.infra.store import (
    JOB_CANCELLED,
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
from bot.service.handlers.commit_lock import commit_lock, inputs_lock
from bot.service.handlers.context import HandlerContext
from bot.service.pages.views import dom_id
from runners.contract import FRAMEWORKS, Framework, JobContext, JobResult, JobSpec, Verdict, stage_rank
from runners.summary import skipped_result

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

    def __init__(
        self,
        plan: Plan,
        notes: list[str],
        annotations: dict[str, list[Annotation]],
        diff: dict[str, str] | None = None,
    ) -> None:
        self.plan = plan
        self.notes = notes
        self.annotations = annotations
        # The PR's patches (path -> unified hunks): a failure's root cause is matched against them.
        self.diff = diff or {}

    def changed_files(self) -> list[ChangedFile]:
        return [ChangedFile(path=p, patch=patch) for p, patch in self.diff.items()]

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
        diff = {str(k): str(v) for k, v in (extra.get("diff") or {}).items()}
        return cls(Plan.model_validate_json(run.plan_json), list(extra.get("notes") or []), ann, diff)


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
    try:
        with collector.paused():
            plan = planner.make_plan(inp, ctx.rules, request, reach=reach, planner=ctx.planner, lines=ctx.lines)
    finally:
        if ctx.lines is not None:
            ctx.lines.flush()
    if note:
        plan = plan.model_copy(update={"notes": [*plan.notes, note]})
    return plan


MAX_KEPT_DIFF = 2_000_000  # characters of patches kept with a plan, for attribution


def kept_patches(files: Sequence[ChangedFile], limit: int = MAX_KEPT_DIFF) -> dict[str, str]:
    """The patches a failure's root cause is matched against (code first; bounded, so one huge PR cannot
    bloat the store)."""
    out: dict[str, str] = {}
    size = 0
    # a moved dependency pin first (a line of patch that attributes a missing module), then code
    for f in sorted(files, key=lambda f: (f.path not in PINNED_DEPENDENCIES, not f.path.endswith(".py"), f.path)):
        if not f.patch or f.status == "removed":
            continue
        if size + len(f.patch) > limit:
            break
        out[f.path] = f.patch
        size += len(f.patch)
    return out


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
    extra = {
        "notes": notes,
        "annotations": {fw: [a.model_dump() for a in v] for fw, v in ann.items()},
        "diff": kept_patches(listing.files),
    }
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
        async with commit_lock(ctx, run.repo, run.head_sha):
            for fw in await still_ours(ctx, run, FRAMEWORKS):
                row = await db(ctx.store.checks.ensure, run, fw, CHECK_NAMES[fw], external_id(run.id, fw))
                if row.phase == PHASE_NEW:
                    await finish_check(ctx, gh, run, row, "action_required", out, from_phases=[PHASE_NEW], create=True)
        return f"plan failed: {exc}"
    opened = await open_checks(ctx, gh, run, sp)
    if not opened:
        return f"attempt {run.attempt} opened no check run: a newer attempt of this commit validates it"
    return f"validated run {run.id}"


def dispatch_spec(run: Run, spec: JobSpec) -> JobSpec:
    """The plan's job, made unique to this run and pinned to the commit under test."""
    job_id = f"{run.id[:12]}-{spec.id}"[:128]
    return spec.model_copy(
        update={
            "id": job_id,
            "bridge_sha": run.head_sha,
            "context": JobContext(
                repo=run.repo,
                pr=run.pr_number,
                head_sha=run.head_sha,
                plan_id=run.id,
                merge_queue=run.kind == "merge_group",
            ),
        }
    )


def _nothing_reason(plan: Plan, framework: Framework) -> str:
    if plan.nothing_to_run:
        return plan.nothing_to_run
    return f"no change reaches {framework}: none of its levels is needed"


async def still_ours(ctx: HandlerContext, run: Run, frameworks: Sequence[Framework]) -> list[Framework]:
    """Of `frameworks`, those no newer attempt of the commit validates (call it under the commit's lock: a
    newer attempt is created, and cancels the older one's check runs, under that lock too)."""
    newer = await db(ctx.store.runs.newer_attempts, run)
    taken = {fw for r in newer for fw in (r.frameworks.split(",") if r.frameworks else FRAMEWORKS)}
    return [fw for fw in frameworks if fw not in taken]


async def open_checks(
    ctx: HandlerContext, gh: RepoClient, run: Run, sp: StoredPlan, frameworks: Sequence[Framework] = FRAMEWORKS
) -> list[Framework]:
    """Both check runs of a run, queued with the plan (or concluded at once when nothing needs to run),
    then their jobs dispatched and the check runs marked in progress. Both checks show on the PR before
    any job starts. A re-run of one framework (`frameworks`) leaves the other's check run alone. Under the
    commit's lock, and only for frameworks no newer attempt of the commit has taken: a commit never has two
    attempts spending GPUs (a newer attempt cancels this one's check runs when it starts). Returns the
    frameworks it opened."""
    async with commit_lock(ctx, run.repo, run.head_sha):
        mine = await still_ours(ctx, run, frameworks)
        if len(mine) < len(frameworks):
            ctx.log.info("attempt.superseded", attempt=run.attempt, left_to_newer=sorted(set(frameworks) - set(mine)))
        await _open_checks(ctx, gh, run, sp, mine)
        return mine


async def _open_checks(
    ctx: HandlerContext, gh: RepoClient, run: Run, sp: StoredPlan, frameworks: list[Framework]
) -> None:
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
        out.summary += budget_line(sp.plan, ctx.policy.budget_gpu_minutes, base_rerun=_compares_with_base(ctx, run))
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


def _job_row(
    run: Run, row: CheckRunRow, spec: JobSpec, position: int, key: str | None, base_of: str | None = None
) -> dict[str, Any]:
    """A new pending job of this check run, as the jobs table stores it."""
    return {
        "id": spec.id,
        "run_id": run.id,
        "check_run_id": row.id,
        "framework": spec.framework,
        "level": spec.level,
        "position": position,
        "spec_json": spec.model_dump_json(),
        "state": JOB_PENDING,
        "submits": 0,
        "reuse_key": key,
        **({"base_of": base_of} if base_of is not None else {}),
    }


async def _dispatch_jobs(
    ctx: HandlerContext, run: Run, row: CheckRunRow, specs: list[JobSpec], gh: RepoClient | None = None
) -> None:
    specs = [dispatch_spec(run, s) for s in specs]
    keys = await _reuse_keys(ctx, gh, run, specs)
    await db(ctx.store.jobs.add, [_job_row(run, row, s, i, keys.get(s.id)) for i, s in enumerate(specs)])
    await advance_stages(ctx, await db(ctx.store.jobs.for_check, row.id))


def _gate_view(jobs: Sequence[JobRow]) -> tuple[list[scheduler.GateJob], dict[str, JobRow]]:
    """The latest attempt of each planned job, as the stage gate sees it."""
    latest: dict[str, JobRow] = {}
    for j in jobs:
        base = j.retry_of or j.id
        if base not in latest or j.attempt > latest[base].attempt:
            latest[base] = j
    out: list[scheduler.GateJob] = []
    for j in latest.values():
        spec = JobSpec.model_validate_json(j.spec_json)
        state: Literal["pending", "active", "done"] = (
            "pending" if j.state == JOB_PENDING else ("done" if j.state in JOB_TERMINAL else "active")
        )
        verdict = Verdict(j.verdict) if j.verdict else None
        out.append(scheduler.GateJob(j.id, j.framework, stage_rank(spec), state, verdict, spec.gpus))
    return out, {j.id: j for j in latest.values()}


async def advance_stages(ctx: HandlerContext, jobs: Sequence[JobRow]) -> None:
    """The seeds' order (bot.dispatch.scheduler.gate): submit the stages whose turn it is, conclude the later
    stages of a framework whose earlier stage did not pass as Skipped, stop any that started early."""
    view, rows = _gate_view(jobs)
    idle = 0
    probe = getattr(ctx.executor, "idle_gpus", None)
    if ctx.policy.early_stages and callable(probe):
        idle = int(await asyncio.to_thread(probe))
    decision = scheduler.gate(view, policy=ctx.policy.stage_policy, early=ctx.policy.early_stages, idle_gpus=idle)
    for job_id, why in decision.skip.items():
        job = rows[job_id]
        spec = JobSpec.model_validate_json(job.spec_json)
        await record_result(ctx, job, skipped_result(spec, why), JOB_DONE, f"skipped: {why}")
        ctx.log.info("job.skipped", job_id=job_id, reason=why, gpu_minutes_saved=spec.est_gpu_minutes)
    for job_id, why in decision.cancel.items():
        job = rows[job_id]
        spec = JobSpec.model_validate_json(job.spec_json)
        why = f"{why}; it had started early on idle GPUs and was stopped"
        # Ended first, then stopped: what the runner says as it is stopped is not its result.
        if await record_result(ctx, job, skipped_result(spec, why), JOB_CANCELLED, f"skipped: {why}"):
            if job.handle_json is not None:
                try:
                    await asyncio.to_thread(ctx.executor.cancel, JobHandle.model_validate_json(job.handle_json))
                except Exception as exc:
                    ctx.log.warning("job.cancel_failed", error=f"{type(exc).__name__}: {exc}"[:300])
            ctx.log.info("job.skipped", job_id=job_id, reason=why, started_early=True)
    for job_id in decision.submit:
        await submit_job(ctx, rows[job_id])


async def submit_job(ctx: HandlerContext, job: JobRow) -> None:
    """Hand a job to the executor once. A job left `submitting` by a crash is submitted again: the backends
    key jobs by id, so that does not start a second copy where the first one got through."""
    if job.state == JOB_PENDING and await _reuse(ctx, job):
        return
    if job.state == JOB_PENDING:
        if not await _claim(ctx, job):
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
        if job.state in JOB_TERMINAL or job.state == JOB_PENDING:
            continue  # a pending job waits for its stage's turn (advance_stages)
        if job.state == JOB_SUBMITTING or job.handle_json is None:
            await submit_job(ctx, job)
            continue
        await reconcile_job(ctx, job)
    await advance_stages(ctx, await db(ctx.store.jobs.for_check, row.id))
    jobs = await db(ctx.store.jobs.for_check, row.id)
    if not jobs or any(j.state not in JOB_TERMINAL for j in jobs):
        await _show_progress(ctx, gh, run, row, jobs)
        return False
    # Adding merge-base jobs happens under the commit's lock, on the check run as it is now: a cancel (a new
    # push, a closed PR) that claimed it while this poll ran must not be followed by jobs nobody tracks.
    async with commit_lock(ctx, run.repo, run.head_sha):
        fresh = await db(ctx.store.checks.get, row.id)
        if fresh is None or fresh.phase != PHASE_DISPATCHED:
            ctx.log.info("track.no_longer_dispatched", phase=fresh.phase if fresh else None)
            return True
        if await rerun_on_base(ctx, gh, run, fresh, jobs):
            return False  # the check run stays in progress while its failed jobs run on the merge base
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
    if any(j.base_of for j in jobs):
        title = f"In progress: Fail on the PR, re-running on the merge base — {head}"[:255]
    out = CheckOutput(title=title, summary=md + "\n" + base.summary, text=base.text)
    trimmed = out.trimmed(ctx.details_url(run.repo, run.id, fw, row.report_id))
    await gh.update_check_run(run.repo, row.github_id, {"output": trimmed.payload()})
    await db(ctx.store.checks.update, row.id, progress_at=now())


def attributed(run: Run, o: Outcome) -> tuple[list[JobResult], list[Attribution]]:
    """The jobs' results as attributed to the PR's changed hunks (bot.core.attribution): a dependency the PR
    introduces is its Fail; every root cause says whether it points at a changed line."""
    sp = StoredPlan.load(run)
    files = sp.changed_files() if sp is not None else []
    hunks = changed_hunks(files)
    # the files too, not only their hunks: a moved dependency pin (a submodule) has no code lines
    found = [a for r in o.results if (a := attribute(r, hunks, files)) is not None]
    return apply(o.results, found), found


async def conclude(ctx: HandlerContext, gh: RepoClient, run: Run, row: CheckRunRow, jobs: list[JobRow]) -> None:

    # One spec and the last attempt's result per planned job; retries and reused results are noted.
    o = outcome(jobs)
    results, found = attributed(run, o)
    rep = framework_report(row.framework, o.specs, results)  # type: ignore[arg-type]
    title, conclusion = rep.title, rep.conclusion
    summary = rep.summary + attribution_markdown(found)
    if rep.verdict == Verdict.FAIL and _compares_with_base(ctx, run):
        failed = [r.job_id for r in results if r.verdict == Verdict.FAIL and r.job_id in rep.jobs]
        errors = {r.job_id: r.first_error for r in results}
        cmp = compare_with_base(failed, await base_runs(ctx, run, row, jobs), errors)
        why = await _no_base_reason(ctx, run, o, failed, jobs)
        conclusion = cmp.conclusion
        title = f"{cmp.title_prefix}: {title}"[:255] if cmp.title_prefix != "Fail" else title
        summary += cmp.markdown + (f"\nNot re-run on the merge base: {why}.\n" if why else "")
    out = CheckOutput(title=title, summary=summary + outcome_markdown(o), text=rep.text)
    await finish_check(ctx, gh, run, row, conclusion, out, from_phases=[PHASE_DISPATCHED])


# ------------------------------------------------------------------------------ Fail attribution on the merge base


def _compares_with_base(ctx: HandlerContext, run: Run) -> bool:
    """A PR's Fail is re-run on its merge base (setting `base_rerun`); a merge group's is not (its base is
    the queue's previous entry, and the queue must not wait)."""
    return bool(ctx.policy.base_rerun and run.kind == "pull_request" and run.base_sha)


def base_job_id(first_id: str) -> str:
    suffix = ".base"
    return first_id[: 128 - len(suffix)] + suffix


def _failed_firsts(run: Run, jobs: Sequence[JobRow]) -> list[JobRow]:
    """The first attempts of the PR's jobs whose (attributed) final result is a Fail."""
    results, _ = attributed(run, outcome(jobs))
    failed = {r.job_id for r in results if r.verdict == Verdict.FAIL}
    return [j for j in jobs if j.base_of is None and j.retry_of is None and j.id in failed]


async def rerun_on_base(ctx: HandlerContext, gh: RepoClient, run: Run, row: CheckRunRow, jobs: list[JobRow]) -> bool:
    """Every job has ended and some failed: run those jobs again on the PR's merge base (or take a result with
    the same inputs: bot.dispatch.reuse), keeping the check run in progress. True when base jobs were added."""
    if not _compares_with_base(ctx, run) or any(j.base_of for j in jobs):
        return False
    failed = _failed_firsts(run, jobs)
    sp = StoredPlan.load(run)
    if not failed or sp is None:
        return False
    specs = [JobSpec.model_validate_json(j.spec_json) for j in failed]
    held = base_over_budget(run, sp.plan, sum(s.est_gpu_minutes for s in specs), ctx.policy.budget_gpu_minutes)
    if held:
        ctx.log.info("base_rerun.over_budget", reason=held)
        return False
    assert run.base_sha is not None
    try:
        merge_base = await gh.merge_base(run.repo, run.base_sha, run.head_sha)
    except (GitHubError, GitHubUnavailable, ValueError) as exc:
        ctx.log.warning("base_rerun.no_merge_base", error=f"{type(exc).__name__}: {exc}"[:300])
        return False
    if merge_base == run.head_sha:
        return False
    base_specs = [
        s.model_copy(
            update={
                "id": base_job_id(j.id),
                "bridge_sha": merge_base,
                "context": JobContext(repo=run.repo, pr=None, head_sha=merge_base, plan_id=run.id),
            }
        )
        for j, s in zip(failed, specs, strict=True)
    ]
    local = getattr(ctx.executor, "bridge_repo", None)
    trees = tree_or_commit(
        await bridge_trees(gh, run.repo, merge_base, local if isinstance(local, Path) else None), merge_base
    )
    await db(
        ctx.store.jobs.add,
        [
            _job_row(
                run,
                row,
                s,
                j.position,
                reuse_key(trees, downstream_ref(ctx.executor, s), s),
                base_of=j.id,
            )
            for j, s in zip(failed, base_specs, strict=True)
        ],
    )
    for job in await db(ctx.store.jobs.for_check, row.id):
        if job.base_of and job.state == JOB_PENDING:
            await submit_job(ctx, job)
    ctx.log.info(
        "base_rerun.dispatched",
        merge_base=merge_base,
        jobs=[s.id for s in base_specs],
        gpu_minutes=sum(s.est_gpu_minutes for s in base_specs),
    )
    if row.github_id is not None:
        fw: Framework = row.framework  # type: ignore[assignment]
        names = ", ".join(f"`{j.id}`" for j in failed)
        head = (
            f"### Checking the merge base\n\n{names} failed on this PR. Running the same job spec on the PR's merge "
            f"base `{merge_base[:12]}` to tell a failure this PR introduced from one already on main.\n\n"
        )
        base = plan_output(fw, sp.plan, sp.notes, "In progress")
        title = f"In progress: Fail on the PR, re-running {len(failed)} job(s) on the merge base {merge_base[:12]}"
        out = CheckOutput(title=title, summary=head + base.summary, text=base.text)
        trimmed = out.trimmed(ctx.details_url(run.repo, run.id, fw, row.report_id))
        await gh.update_check_run(run.repo, row.github_id, {"status": "in_progress", "output": trimmed.payload()})
    return True


async def base_runs(ctx: HandlerContext, run: Run, row: CheckRunRow, jobs: Sequence[JobRow]) -> list[BaseRun]:
    """Each failed PR job's merge-base run: the last attempt's result and a link to the run that spent the
    GPUs (this run's page, or the earlier run whose result was reused)."""
    out: list[BaseRun] = []
    groups: dict[str, list[JobRow]] = {}
    for j in jobs:
        if j.base_of:
            groups.setdefault(j.base_of, []).append(j)
    for pr_job, attempts in groups.items():
        attempts.sort(key=lambda j: j.attempt)
        done = [a for a in attempts if a.result_json]
        spec = JobSpec.model_validate_json(attempts[0].spec_json)
        last = done[-1] if done else attempts[-1]
        result = JobResult.model_validate_json(last.result_json) if last.result_json else None
        origin = origin_of(last)
        link_run, link_repo = run.id, run.repo
        if last.reused_from:
            prior = await db(ctx.store.jobs.get, origin)
            prior_run = await db(ctx.store.runs.get, prior.run_id) if prior is not None else None
            if prior_run is not None:
                link_run, link_repo = prior_run.id, prior_run.repo
        out.append(
            BaseRun(
                job_id=pr_job,
                base_job_id=origin,
                merge_base=spec.bridge_sha or "",
                verdict=result.verdict if result else None,
                reason=result.reason if result else last.state,
                first_error=result.first_error if result else None,
                link=_job_link(ctx.details_url(link_repo, link_run, row.framework), origin),
                reused_from=result.reused_from if result else None,
            )
        )
    return out


def _job_link(page: str | None, job_id: str) -> str | None:
    """The run page, at the job's own section (its anchor as the page names it)."""
    return f"{page}#{dom_id(job_id)}" if page else None


async def _no_base_reason(
    ctx: HandlerContext, run: Run, o: Outcome, failed: Sequence[str], jobs: Sequence[JobRow]
) -> str:
    """Why failed jobs have no merge-base run ("" when every one has)."""
    compared = {j.base_of for j in jobs if j.base_of}
    if all(f in compared for f in failed):
        return ""
    sp = StoredPlan.load(run)
    if sp is not None:
        cost = sum(s.est_gpu_minutes for s in o.specs if s.id in failed)
        held = base_over_budget(run, sp.plan, cost, ctx.policy.budget_gpu_minutes)
        if held:
            return held
    return "the merge base could not be found through GitHub's compare API"


async def _reuse_keys(ctx: HandlerContext, gh: RepoClient | None, run: Run, specs: list[JobSpec]) -> dict[str, str]:
    """Each job's reuse key (bot.dispatch.reuse): the Bridge tree under test at the head SHA, else the SHA."""

    if gh is None or not specs:
        return {}
    local = getattr(ctx.executor, "bridge_repo", None)
    trees = await bridge_trees(gh, run.repo, run.head_sha, local if isinstance(local, Path) else None)
    if trees is None:
        ctx.log.info("reuse.no_tree", sha=run.head_sha, keyed_by="commit")
    keyed = tree_or_commit(trees, run.head_sha)
    return {s.id: reuse_key(keyed, downstream_ref(ctx.executor, s), s) for s in specs}


async def _shares_results(ctx: HandlerContext, job: JobRow) -> bool:
    """The job may take (or wait for) another run's result with the same inputs: it has a reuse key, it is a
    first attempt (a retry must run), reuse is on and its run did not opt out."""
    if not (job.reuse_key and job.attempt == 1 and ctx.policy.reuse):
        return False
    run = await db(ctx.store.runs.get, job.run_id)
    return run is not None and bool(run.reuse)


async def _reuse(ctx: HandlerContext, job: JobRow) -> bool:
    """End a pending job with the result of an earlier job with identical inputs; True when it did."""
    if not job.reuse_key or not await _shares_results(ctx, job):
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


async def _claim(ctx: HandlerContext, job: JobRow) -> bool:
    """Move a pending job to `submitting` unless a twin is in flight; the check and the move are one step under
    the inputs' lock (found by bench/soak.py: two replicas each saw no twin, then both submitted)."""
    if not job.reuse_key or not await _shares_results(ctx, job):
        return await _to_submitting(ctx, job)
    async with inputs_lock(ctx, job.reuse_key):
        return not await _twin_in_flight(ctx, job) and await _to_submitting(ctx, job)


async def _to_submitting(ctx: HandlerContext, job: JobRow) -> bool:
    return bool(await db(ctx.store.jobs.move, job.id, [JOB_PENDING], JOB_SUBMITTING, submits=job.submits + 1))


async def _twin_in_flight(ctx: HandlerContext, job: JobRow) -> bool:
    """A job with identical inputs is running for another run now (two PRs on one merge base re-running the
    same failed job there, two pushes with the same tree): this one stays pending and takes that result when it
    is judged (`_reuse` on a later poll), instead of spending the GPUs twice. If the twin ends without a
    verdict (cancelled, lost, Blocked), nothing is reusable and this job is submitted on the next poll. Called
    by `_claim`, which has checked that the job shares results."""
    if not job.reuse_key:
        return False
    twin = await db(ctx.store.jobs.find_inflight, job.reuse_key, job.run_id)
    if twin is None:
        return False
    if job.detail != f"waiting for {twin.id}":
        await db(ctx.store.jobs.update, job.id, detail=f"waiting for {twin.id}")
        ctx.log.info("job.waits_for_twin", job_id=job.id, twin=twin.id, twin_run=twin.run_id)
    return True


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
