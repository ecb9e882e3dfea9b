"""Every job to an end, once: results recorded, infrastructure failures retried once, lost runners ended.

- A result comes home either through the results API (the runner posts it: `bot.dispatch.results_api`) or from the
  backend's answer to a poll (`LocalExecutor` reads result.json, Ray the job log, Actions the posted result).
  Both end in `record_result`, a compare-and-set on the job's state: whichever comes first is recorded,
  the other changes nothing.
- A result judged Blocked for an infrastructure reason (`JobResult.blocked_kind` in the policy's retry
  kinds: runner, Ray, network, disk, rate limit, ...) is retried once as a new job `<id>.a2`, added in the
  same transaction that ends the first attempt. A Fail is never retried. The report shows every attempt.
- A running job whose runner has been silent longer than the heartbeat timeout, or that is past its
  timeout, ends Blocked ("runner lost") and its backend job is cancelled; a job that waited for GPUs past
  the queue timeout ends Blocked too. On start-up every dispatched check run is looked at at once, so the
  jobs a previous process left open are resumed (the backend still knows them) or ended.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol

from bot.dispatch.base import Executor, JobHandle, JobState, JobStatus
from bot.infra.logging import bind_context, scrub
from bot.infra.store import (
    JOB_ACTIVE,
    JOB_CANCELLED,
    JOB_DONE,
    JOB_LOST,
    JOB_PENDING,
    JOB_RUNNING,
    JobRow,
    now,
)
from runners.contract import JobResult, JobSpec, Verdict
from runners.redact import redact_model
from runners.summary import missing_result

if TYPE_CHECKING:
    from bot.infra.settings import Settings
    from bot.infra.store import Store


class Recorder(Protocol):
    """What recording a result needs (the service's handler context, or the results API's own)."""

    store: Store
    policy: JobPolicy
    log: Any


class Tracker(Recorder, Protocol):
    """What following a job to its end needs: a recorder that can also poll and stop jobs on their backend.
    The service's `HandlerContext` is one; the reconciler never imports the service."""

    executor: Executor

ATTEMPT_SEP = ".a"  # attempt 2 of job X is job X.a2
MAX_TAIL = 12  # log-tail lines shown in the check run's live progress


@dataclass(frozen=True)
class JobPolicy:
    """The settings that decide how a job ends (from `Settings`; the defaults are the settings' own)."""

    heartbeat_timeout_s: float = 120.0
    queue_timeout_s: float = 6 * 3600.0
    grace_s: float = 300.0
    retries: int = 1
    retry_kinds: frozenset[str] = field(
        default_factory=lambda: frozenset(
            {"runner", "ray", "network", "disk", "rate-limit", "cluster", "model-download", "vllm"}
        )
    )
    progress_update_s: float = 30.0
    reuse: bool = True
    base_rerun: bool = True
    budget_gpu_minutes: float | None = None
    stage_policy: Literal["smoke-first", "fifo"] = "smoke-first"
    early_stages: bool = False

    @classmethod
    def from_settings(cls, s: Settings) -> JobPolicy:
        return cls(
            heartbeat_timeout_s=s.heartbeat_timeout_s,
            queue_timeout_s=s.queue_timeout_s,
            grace_s=s.job_grace_s,
            retries=s.job_retries,
            retry_kinds=s.retry_kinds(),
            progress_update_s=s.progress_update_s,
            reuse=s.reuse_results,
            base_rerun=s.base_rerun,
            budget_gpu_minutes=s.pr_budget_gpu_minutes or None,
            stage_policy=s.stage_policy,
            early_stages=s.early_stages,
        )


async def _db(fn: Any, *args: Any, **kwargs: Any) -> Any:
    return await asyncio.to_thread(fn, *args, **kwargs)


# ---------------------------------------------------------------------------------------------- attempts


def base_id(job: JobRow) -> str:
    """The plan's job id (the first attempt's) of any attempt."""
    return job.retry_of or job.id


def attempt_job_id(first_id: str, attempt: int) -> str:
    suffix = f"{ATTEMPT_SEP}{attempt}"
    return first_id[: 128 - len(suffix)] + suffix


def should_retry(result: JobResult, attempt: int, policy: JobPolicy) -> bool:
    """Blocked for an infrastructure reason, and retries left. A Fail is evidence: never retried."""
    return (
        result.verdict == Verdict.BLOCKED
        and result.blocked_kind is not None
        and result.blocked_kind in policy.retry_kinds
        and attempt <= policy.retries
    )


def retry_row(job: JobRow, spec: JobSpec) -> dict[str, Any]:
    """The next attempt of `job`: the same spec under a new id (backends key jobs by id)."""
    first = base_id(job)
    attempt = job.attempt + 1
    new = spec.model_copy(update={"id": attempt_job_id(first, attempt)})
    return {
        "id": new.id,
        "run_id": job.run_id,
        "check_run_id": job.check_run_id,
        "framework": job.framework,
        "level": job.level,
        "position": job.position,
        "spec_json": new.model_dump_json(),
        "state": JOB_PENDING,
        "submits": 0,
        "attempt": attempt,
        "retry_of": first,
        "reuse_key": job.reuse_key,
        "base_of": job.base_of,
    }


async def record_result(
    ctx: Recorder, job: JobRow, result: JobResult, state: str = JOB_DONE, detail: str = ""
) -> bool:
    """End `job` with `result` (once: False when it had already ended), and add its retry when the result
    calls for one. The result is stamped with the job's id and attempt number."""
    spec = JobSpec.model_validate_json(job.spec_json)
    # Every result is stored, reported and shown through here: no secret in it, whoever produced it.
    result = redact_model(result, scrub).model_copy(update={"job_id": job.id, "attempt": job.attempt})
    detail = scrub(detail)
    retry = None
    if state in (JOB_DONE, JOB_LOST) and should_retry(result, job.attempt, ctx.policy):
        retry = retry_row(job, spec)
    moved = await _db(
        ctx.store.jobs.finish,
        job.id,
        list(JOB_ACTIVE),
        state,
        retry=retry,
        result_json=result.model_dump_json(),
        verdict=result.verdict.value,
        finished_at=now(),
        detail=(detail or result.reason)[:2000],
    )
    if moved:
        ctx.log.info(
            "job.ended",
            job_id=job.id,
            state=state,
            verdict=result.verdict.value,
            blocked_kind=result.blocked_kind,
            attempt=job.attempt,
            retry=retry["id"] if retry else None,
            detail=(detail or result.reason)[:200],
        )
        await _db(ctx.store.checks.poll_now, job.check_run_id)
    return bool(moved)


def lost_result(spec: JobSpec, reason: str, kind: str = "runner") -> JobResult:
    return missing_result(spec, f"{reason}; not evidence against the Bridge change", kind=kind)


# ---------------------------------------------------------------------------------------------- liveness


def _liveness_problem(job: JobRow, spec: JobSpec, status: JobStatus, policy: JobPolicy, heartbeats: bool) -> str:
    """Why a job the backend calls queued or running must end now ("" when it may go on)."""
    t = now()
    if status.state == JobState.QUEUED and job.started_at is None:
        since = job.submitted_at or t
        if t - since > policy.queue_timeout_s:
            limit = policy.queue_timeout_s
            return f"still waiting for GPUs {t - since:.0f} s after dispatch (queue timeout {limit:.0f} s)"
        return ""
    started = job.started_at or job.submitted_at or t
    if t > started + spec.timeout_s + policy.grace_s:
        return (
            f"runner lost: no result {t - started:.0f} s after the job started (timeout {spec.timeout_s} s "
            f"+ {policy.grace_s:.0f} s grace)"
        )
    # Silence counts once the runner has reported: before its first event the job may still be checking out,
    # pulling its container or setting up its runtime env (the deadline above bounds that).
    if heartbeats and policy.heartbeat_timeout_s > 0 and job.last_seen_at is not None:
        silent = t - job.last_seen_at
        if silent > policy.heartbeat_timeout_s:
            limit = policy.heartbeat_timeout_s
            return f"runner lost: no heartbeat for {silent:.0f} s (heartbeat timeout {limit:.0f} s)"
    return ""


async def reconcile_job(ctx: Tracker, job: JobRow) -> None:
    """Poll one submitted job and move it on: recorded, marked running, or ended as lost."""
    if job.handle_json is None:
        return
    spec = JobSpec.model_validate_json(job.spec_json)
    handle = JobHandle.model_validate_json(job.handle_json)
    with bind_context(job_id=job.id):
        status: JobStatus = await asyncio.to_thread(ctx.executor.poll, handle)
        if status.state == JobState.DONE:
            result = status.result or lost_result(spec, f"the runner finished without a result ({status.detail})")
            await record_result(ctx, job, result, JOB_DONE, status.detail)
            return
        if status.state == JobState.CANCELLED:
            result = status.result or missing_result(
                spec, f"the job was cancelled before it finished ({status.detail})", kind="cancelled"
            )
            await record_result(ctx, job, result, JOB_CANCELLED, status.detail)
            return
        if status.state == JobState.LOST:
            reason = f"runner lost: the backend no longer knows this job ({status.detail})"[:500]
            await record_result(ctx, job, lost_result(spec, reason), JOB_LOST, status.detail)
            return
        heartbeats = bool(getattr(ctx.executor, "heartbeats", False))
        problem = _liveness_problem(job, spec, status, ctx.policy, heartbeats)
        if problem:
            # Ended first, then stopped: what the runner says as it is stopped must not be taken for its result.
            kind = "capacity" if status.state == JobState.QUEUED else "runner"
            if await record_result(ctx, job, lost_result(spec, problem, kind), JOB_LOST, problem):
                try:
                    await asyncio.to_thread(ctx.executor.cancel, handle)
                except Exception as exc:
                    ctx.log.warning("job.cancel_failed", error=f"{type(exc).__name__}: {exc}"[:300])
            return
        if status.state == JobState.RUNNING and (job.state != JOB_RUNNING or job.started_at is None):
            values: dict[str, Any] = {"detail": status.detail[:2000]}
            if job.started_at is None:
                values["started_at"] = now()
            values["detail"] = scrub(values["detail"])
            if await _db(ctx.store.jobs.move, job.id, list(JOB_ACTIVE), JOB_RUNNING, **values):
                ctx.log.info("job.running", detail=status.detail[:200])
        elif status.detail and scrub(status.detail[:2000]) != (job.detail or ""):
            await _db(ctx.store.jobs.update, job.id, detail=scrub(status.detail[:2000]))


async def startup_sweep(ctx: Tracker) -> int:
    """On start-up: every dispatched check run is tracked at once, so each job a previous process left open
    is resumed (the backend still knows it) or ended (Blocked, runner lost). Returns how many."""
    n: int = await _db(ctx.store.checks.poll_all_now)
    active = await _db(ctx.store.jobs.active)
    ctx.log.info("reconciler.startup", check_runs=n, open_jobs=len(active))
    for job in active:
        ctx.log.info("job.resuming", job_id=job.id, state=job.state, detail="left open by an earlier bot process")
    return n


# ---------------------------------------------------------------------------------------------- reports


@dataclass
class Outcome:
    """A framework's jobs as the report sees them: one spec and one final result per planned job."""

    specs: list[JobSpec]
    results: list[JobResult]
    notes: list[str]
    gpu_minutes_saved: float = 0.0
    skipped: list[str] = field(default_factory=list)  # later stages a failed stage skipped
    stage_gpu_minutes_saved: float = 0.0


def outcome(jobs: Sequence[JobRow]) -> Outcome:
    """The plan's jobs with the result of their last attempt (re-keyed to the planned id), and notes on
    retries and reused results for the report."""
    # Merge-base re-runs (`base_of`) are the comparison, not the PR's jobs: `base_runs` reads them.
    jobs = [j for j in jobs if j.base_of is None]
    firsts = sorted((j for j in jobs if j.retry_of is None), key=lambda j: (j.position, j.id))
    by_base: dict[str, list[JobRow]] = {}
    for j in jobs:
        by_base.setdefault(base_id(j), []).append(j)
    specs: list[JobSpec] = []
    results: list[JobResult] = []
    notes: list[str] = []
    saved = 0.0
    skip_saved = 0.0
    skipped: list[str] = []
    for first in firsts:
        spec = JobSpec.model_validate_json(first.spec_json)
        specs.append(spec)
        attempts = sorted(by_base.get(first.id, [first]), key=lambda j: j.attempt)
        done = [a for a in attempts if a.result_json]
        if done:
            final = JobResult.model_validate_json(done[-1].result_json or "")
            results.append(final.model_copy(update={"job_id": first.id, "attempt": done[-1].attempt}))
            if final.verdict == Verdict.SKIPPED:
                last = done[-1]
                ran_min = 0.0
                if last.started_at is not None and last.finished_at is not None:
                    ran_min = spec.gpus * max(0.0, last.finished_at - last.started_at) / 60.0
                spared = max(0.0, spec.est_gpu_minutes - ran_min)
                skip_saved += spared
                skipped.append(f"- `{first.id}` ({spec.gpus} GPU(s)): {final.reason}; ~{spared:.0f} GPU-minutes saved")
        if len(attempts) > 1:
            parts = []
            for a in attempts:
                if a.result_json:
                    r = JobResult.model_validate_json(a.result_json)
                    kind = f" ({r.blocked_kind})" if r.blocked_kind else ""
                    parts.append(f"attempt {a.attempt} `{a.id}`: {r.verdict.value}{kind}: {r.reason[:300]}")
                else:
                    parts.append(f"attempt {a.attempt} `{a.id}`: {a.state}")
            notes.append(f"- `{first.id}` was retried after an infrastructure failure:\n  - " + "\n  - ".join(parts))
        for a in attempts:
            if a.reused_from and a.result_json:
                r = JobResult.model_validate_json(a.result_json)
                saved += spec.est_gpu_minutes
                notes.append(
                    f"- `{a.id}`: {r.verdict.value}, reused from {r.reused_from or a.reused_from} (identical "
                    f"inputs: Bridge `src/` and `3rdparty/` trees, downstream ref, job spec); "
                    f"~{spec.est_gpu_minutes:g} GPU-minutes saved"
                )
    return Outcome(specs, results, notes, saved, skipped, skip_saved)


def outcome_markdown(o: Outcome) -> str:
    out = ""
    if o.skipped:
        out += (
            f"\n### Stages skipped\n\nAn earlier stage did not pass, so these jobs did not run (Skipped, not evidence "
            f"either way): ~{o.stage_gpu_minutes_saved:.0f} GPU-minutes saved.\n\n" + "\n".join(o.skipped) + "\n"
        )
    if o.notes:
        out += "\n### Attempts and reused results\n\n" + "\n".join(o.notes) + "\n"
    return out


# ---------------------------------------------------------------------------------------------- progress


def progress_lines(jobs: Sequence[JobRow]) -> tuple[str, str]:
    """(one-line headline, markdown) of the jobs' live progress, from their last heartbeats."""
    heads: list[str] = []
    md: list[str] = ["### Live progress", ""]
    t = now()
    for j in sorted(jobs, key=lambda j: (j.position, j.attempt)):
        prog: dict[str, Any] = {}
        if j.progress_json:
            try:
                prog = json.loads(j.progress_json)
            except ValueError:
                prog = {}
        step = str(prog.get("step") or "")
        elapsed = prog.get("elapsed_s")
        seen = f", last heard {t - j.last_seen_at:.0f} s ago" if j.last_seen_at else ""
        state = j.state
        what = f"`{j.id}`: {state}" + (f", step {step}" if step else "")
        if isinstance(elapsed, (int, float)):
            what += f", {elapsed:.0f} s in"
        md.append(f"- {what}{seen}")
        tail = [str(x) for x in (prog.get("log_tail") or [])][-MAX_TAIL:]
        if tail:
            md += ["", "  ```text", *("  " + ln[:300].replace("```", "'''") for ln in tail), "  ```", ""]
        if j.state not in (JOB_DONE, JOB_CANCELLED, JOB_LOST):
            heads.append(f"{j.id.rsplit('-', 1)[-1]} {step or state}")
    return "; ".join(heads), "\n".join(md) + "\n"
