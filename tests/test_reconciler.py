"""Every job ends, once (bot.dispatch.reconciler).

Unit: the retry policy, attempt ids, the report's assembly of attempts, the liveness rules.
End to end (the bot with the local executor, runners reporting to its results API):
- a runner that goes silent (SIGSTOP: alive to the backend, no heartbeats) ends Blocked ("runner lost")
  within the heartbeat timeout, its processes are stopped, and it is retried once; the retry killed too
  (SIGKILL) ends the check run Blocked, the report showing both attempts; meanwhile the check run showed
  live progress from the heartbeats;
- an infrastructure Blocked (No space left on device) is retried once and the retry's Pass is the verdict,
  the report showing both attempts;
- the bot stopped mid-job and started again (same database, same port) loses nothing: the running job is
  resumed (its result comes home), the one still waiting for GPUs is queued again, each job runs once, each
  check run concludes once.
"""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path
from typing import Any

import pytest

from bot.dispatch.reconciler import JobPolicy, _liveness_problem, attempt_job_id, outcome, retry_row, should_retry
from bot.infra.store import JobRow
from runners.contract import JobResult, Verdict
from tests.conftest import Checkouts, wait_for
from tests.fixtures.builders import nemo_rl_l0_spec
from tests.github_double import GitHubDouble, webhooks
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401
from tests.service_harness import Service
from tests.test_backends_e2e import GPUS, open_pr

# ---------------------------------------------------------------------------------------------- unit


def _result(verdict: Verdict, kind: str | None = None, job_id: str = "j") -> JobResult:
    return JobResult(job_id=job_id, framework="nemo-rl", level=0, verdict=verdict, reason="why", blocked_kind=kind)


def _row(
    job_id: str, *, attempt: int = 1, retry_of: str | None = None, result: JobResult | None = None, **kw: Any
) -> JobRow:
    spec = nemo_rl_l0_spec(job_id)
    values: dict[str, Any] = {
        "id": job_id,
        "run_id": "r",
        "check_run_id": 1,
        "framework": "nemo-rl",
        "level": 0,
        "position": 0,
        "spec_json": spec.model_dump_json(),
        "state": "done" if result else "running",
        "attempt": attempt,
        "retry_of": retry_of,
        "result_json": result.model_dump_json() if result else None,
        "last_seq": 0,
        "submits": 1,
    }
    values.update(kw)
    return JobRow(**values)


def test_only_infrastructure_blocked_results_are_retried_and_only_once() -> None:
    policy = JobPolicy(retries=1)
    assert should_retry(_result(Verdict.BLOCKED, "disk"), 1, policy)
    assert should_retry(_result(Verdict.BLOCKED, "runner"), 1, policy)
    assert should_retry(_result(Verdict.BLOCKED, "rate-limit"), 1, policy)
    assert not should_retry(_result(Verdict.BLOCKED, "disk"), 2, policy)  # the retry is the last attempt
    assert not should_retry(_result(Verdict.FAIL), 1, policy)  # a Fail is evidence
    assert not should_retry(_result(Verdict.BLOCKED, "bridge-import"), 1, policy)  # not infrastructure
    assert not should_retry(_result(Verdict.BLOCKED, "checkout"), 1, policy)
    assert not should_retry(_result(Verdict.BLOCKED, None), 1, policy)
    assert not should_retry(_result(Verdict.BLOCKED, "disk"), 1, JobPolicy(retries=0))


def test_attempt_ids_stay_valid_job_ids() -> None:
    assert attempt_job_id("abc-nemo-rl-l0", 2) == "abc-nemo-rl-l0.a2"
    long = "x" * 128
    assert attempt_job_id(long, 2) == "x" * 125 + ".a2" and len(attempt_job_id(long, 2)) == 128
    row = _row("plan-job", result=_result(Verdict.BLOCKED, "disk"))
    retry = retry_row(row, nemo_rl_l0_spec("plan-job"))
    assert (retry["id"], retry["attempt"], retry["retry_of"]) == ("plan-job.a2", 2, "plan-job")
    assert retry["state"] == "pending"
    assert json.loads(retry["spec_json"])["id"] == "plan-job.a2"


def test_the_report_takes_the_last_attempt_and_shows_every_attempt() -> None:
    first = _row("job-1", result=_result(Verdict.BLOCKED, "disk", "job-1"))
    second = _row("job-1.a2", attempt=2, retry_of="job-1", result=_result(Verdict.PASS, None, "job-1.a2"))
    other = _row("job-2", position=1, result=_result(Verdict.FAIL, None, "job-2"))
    o = outcome([first, second, other])
    assert [s.id for s in o.specs] == ["job-1", "job-2"]
    finals = [(r.job_id, r.verdict, r.attempt) for r in o.results]
    assert finals == [("job-1", Verdict.PASS, 2), ("job-2", Verdict.FAIL, 1)]
    [note] = o.notes
    assert "attempt 1 `job-1`: Blocked (disk)" in note and "attempt 2 `job-1.a2`: Pass" in note


def test_liveness_rules() -> None:
    spec = nemo_rl_l0_spec("j", timeout_s=600)
    policy = JobPolicy(heartbeat_timeout_s=30, queue_timeout_s=100, grace_s=60)
    t = time.time()
    from bot.dispatch.base import JobState, JobStatus

    running = JobStatus(state=JobState.RUNNING)
    queued = JobStatus(state=JobState.QUEUED)
    ok = _row("j", started_at=t - 20, last_seen_at=t - 5, submitted_at=t - 25)
    assert _liveness_problem(ok, spec, running, policy, heartbeats=True) == ""
    silent = _row("j", started_at=t - 200, last_seen_at=t - 40, submitted_at=t - 210)
    assert "no heartbeat for 40 s" in _liveness_problem(silent, spec, running, policy, heartbeats=True)
    assert _liveness_problem(silent, spec, running, policy, heartbeats=False) == ""  # no heartbeats to expect
    overdue = _row("j", started_at=t - 700, last_seen_at=t - 1, submitted_at=t - 700)
    assert "timeout 600 s" in _liveness_problem(overdue, spec, running, policy, heartbeats=True)
    unheard = _row("j", started_at=t - 200, submitted_at=t - 210)  # running, never reported yet (setting up)
    assert _liveness_problem(unheard, spec, running, policy, heartbeats=True) == ""
    waiting = _row("j", submitted_at=t - 50)
    assert _liveness_problem(waiting, spec, queued, policy, heartbeats=True) == ""
    starved = _row("j", submitted_at=t - 150)
    assert "waiting for GPUs" in _liveness_problem(starved, spec, queued, policy, heartbeats=True)


# ---------------------------------------------------------------------------------------------- end to end


def runner_group(out_dir: Path) -> int | None:
    """The process group of the runner whose output directory is `out_dir` (the reporting wrapper leads it)."""
    want = f"--out\0{out_dir}\0".encode()
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cmd = (proc / "cmdline").read_bytes()
        except OSError:
            continue
        if want in cmd and b"--callback" in cmd:
            pid = int(proc.name)
            try:
                return os.getpgid(pid)
            except ProcessLookupError:
                continue
    return None


def alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
        return True
    except ProcessLookupError:
        return False


@pytest.mark.slow
def test_a_silent_runner_ends_blocked_within_the_heartbeat_timeout_and_is_retried_once(
    github_double: GitHubDouble,  # noqa: F811
    checkouts: Checkouts,
    make_db_url: Any,
    tmp_path: Path,
) -> None:
    gh = github_double
    timeout_s = 3.0
    svc = Service(
        gh,
        make_db_url("sqlite"),
        checkouts,
        tmp_path,
        mode="hang",
        gpus=GPUS,
        BRIDGE_VALIDATE_HEARTBEAT_TIMEOUT_S=str(timeout_s),
    )
    svc.start()
    stopped: list[int] = []
    try:
        pull = open_pr(gh, checkouts.sha)
        gh.send_webhook("pull_request", webhooks.pull_request("opened", pull, double=gh))

        def nemo(attempt: int) -> Any:
            jobs = [j for j in svc.jobs(checkouts.sha) if j.framework == "nemo-rl" and j.attempt == attempt]
            return jobs[0] if jobs else None

        def heard(attempt: int) -> Any:
            j = nemo(attempt)
            return j if j is not None and j.last_seq >= 2 and "Step 1/" in (j.progress_json or "") else None

        first = wait_for(lambda: heard(1), 90, "attempt 1 running and heartbeating")
        out1 = Path(svc.settings.workdir) / first.id
        pgid = wait_for(lambda: runner_group(out1), 10, "the runner's process group")
        assert isinstance(pgid, int)
        # The check run shows live progress from the heartbeats (the runner's log tail).
        def live_updates() -> list[str]:
            [nrl] = [r for r in svc.checks(checkouts.sha) if r.name.endswith("nemo-rl")]
            outs = [(b.get("output") or {}).get("summary", "") for b in nrl.history]
            return [s for s in outs if "### Live progress" in s]

        wait_for(lambda: any("Step 1/" in s for s in live_updates()), 15, "a live-progress update with the log tail")
        assert any("step grpo_megatron" in s for s in live_updates())

        os.killpg(pgid, signal.SIGSTOP)  # alive to the executor, silent to the bot: a hung or cut-off runner
        stopped.append(pgid)
        t0 = time.time()
        lost = wait_for(lambda: (j := nemo(1)) is not None and j.state == "lost" and j, 30, "attempt 1 lost")
        took = lost.finished_at - t0
        res1 = JobResult.model_validate_json(lost.result_json)
        assert res1.verdict == Verdict.BLOCKED and res1.blocked_kind == "runner"
        assert "runner lost: no heartbeat" in res1.reason
        assert took <= timeout_s + 2.0, f"ended {took:.1f} s after the runner went silent"
        wait_for(lambda: not alive(pgid), 30, "the lost runner's processes stopped (backend job cancelled)")

        # Retried once, as a new job; kill that runner outright.
        second = wait_for(lambda: heard(2), 90, "attempt 2 running")
        assert second.id == f"{first.id}.a2" and second.retry_of == first.id
        pgid2 = wait_for(lambda: runner_group(Path(svc.settings.workdir) / second.id), 10, "attempt 2's group")
        assert isinstance(pgid2, int)
        os.killpg(pgid2, signal.SIGKILL)

        runs = svc.wait_concluded(checkouts.sha, timeout=60)
        by_name = {r.name: r for r in runs}
        assert by_name["bridge-validate / verl"].conclusion == "success"
        nrl = by_name["bridge-validate / nemo-rl"]
        assert nrl.conclusion == "action_required" and (nrl.title or "").startswith("Result: Blocked")
        summary = nrl.summary or ""
        assert "### Attempts and reused results" in summary
        assert f"attempt 1 `{first.id}`: Blocked (runner): runner lost: no heartbeat" in summary
        assert f"attempt 2 `{second.id}`: Blocked (runner)" in summary
        assert len([j for j in svc.jobs(checkouts.sha) if j.framework == "nemo-rl"]) == 2  # no third attempt
        print(f"\nsilent runner ended Blocked {took:.1f} s after it went quiet (heartbeat timeout {timeout_s:g} s)")
    finally:
        svc.stop()
        for g in stopped:
            if alive(g):
                os.killpg(g, signal.SIGKILL)


@pytest.mark.slow
def test_an_infrastructure_blocked_job_is_retried_once_and_the_report_shows_both_attempts(
    github_double: GitHubDouble,  # noqa: F811
    checkouts: Checkouts,
    make_db_url: Any,
    tmp_path: Path,
) -> None:
    gh = github_double
    svc = Service(gh, make_db_url("sqlite"), checkouts, tmp_path, mode="oom_disk", gpus=GPUS)
    svc.start()
    try:
        pull = open_pr(gh, checkouts.sha)
        gh.send_webhook("pull_request", webhooks.pull_request("opened", pull, double=gh))
        first = wait_for(
            lambda: next((j for j in svc.jobs(checkouts.sha) if j.framework == "nemo-rl"), None), 60, "the job"
        )
        # Once attempt 1 has started (its environment taken), the disk "is freed": the retry runs clean.
        wait_for(lambda: (Path(svc.settings.workdir) / first.id / "runner.out").exists(), 60, "attempt 1 started")
        svc.executor.env["FIXTURE_MODE"] = "pass"
        runs = svc.wait_concluded(checkouts.sha, timeout=120)
        assert [r.conclusion for r in runs] == ["success", "success"]
        nrl = next(r for r in runs if r.name.endswith("nemo-rl"))
        jobs = sorted((j for j in svc.jobs(checkouts.sha) if j.framework == "nemo-rl"), key=lambda j: j.attempt)
        assert [(j.id, j.attempt, j.verdict) for j in jobs] == [
            (first.id, 1, "Blocked"),
            (f"{first.id}.a2", 2, "Pass"),
        ]
        r1 = JobResult.model_validate_json(jobs[0].result_json)
        assert r1.blocked_kind == "disk" and "No space left on device" in (r1.first_error or "")
        summary = nrl.summary or ""
        assert f"attempt 1 `{first.id}`: Blocked (disk)" in summary and f"attempt 2 `{first.id}.a2`: Pass" in summary
        final = JobResult.model_validate_json(jobs[1].result_json)
        assert final.attempt == 2
    finally:
        svc.stop()


@pytest.mark.slow
def test_restarting_the_bot_mid_job_loses_nothing(
    github_double: GitHubDouble,  # noqa: F811
    checkouts: Checkouts,
    make_db_url: Any,
    tmp_path: Path,
) -> None:
    gh = github_double
    db_url = make_db_url("sqlite")
    svc = Service(gh, db_url, checkouts, tmp_path, gpus=GPUS)
    svc.job_env["FIXTURE_STEP_SECONDS"] = "4"  # long enough to restart the bot mid-job
    svc.start()
    try:
        pull = open_pr(gh, checkouts.sha)
        gh.send_webhook("pull_request", webhooks.pull_request("opened", pull, double=gh), guid="restart-opened")
        # Jobs that start Ray never share a host: nemo-rl runs, verl waits (in the executor's memory only).
        wait_for(
            lambda: len(j := svc.jobs(checkouts.sha)) == 2 and any(x.last_seq >= 2 for x in j),
            90,
            "a job running and reporting",
        )
    finally:
        svc.stop()
    open_at_stop = [j.id for j in svc.jobs(checkouts.sha) if j.state not in ("done", "lost", "cancelled")]
    assert len(open_at_stop) == 2, "the bot must stop while both jobs are open"
    assert all(r.status != "completed" for r in svc.checks(checkouts.sha))
    time.sleep(1.0)  # heartbeats fail while the bot is away; the runners carry on
    again = Service(gh, db_url, checkouts, tmp_path, gpus=GPUS, port=svc.port)
    again.job_env["FIXTURE_STEP_SECONDS"] = "4"
    again.start()
    try:
        runs = again.wait_concluded(checkouts.sha, timeout=120)
        assert [r.conclusion for r in runs] == ["success", "success"]
        for r in runs:
            assert sum(1 for b in r.history if b.get("status") == "completed") == 1
        jobs = again.jobs(checkouts.sha)
        assert [(j.framework, j.state, j.verdict, j.submits) for j in sorted(jobs, key=lambda j: j.framework)] == [
            ("nemo-rl", "done", "Pass", 1),
            ("verl", "done", "Pass", 1),
        ]
        assert sorted(p.name for p in Path(again.settings.workdir).iterdir()) == sorted(j.id for j in jobs)
        delivery = again.store.deliveries.get("restart-opened")
        assert delivery.state == "done" and delivery.processed == 1
        assert again.records("reconciler.startup")[0]["open_jobs"] == 2  # picked up where the first left off
    finally:
        again.stop()
