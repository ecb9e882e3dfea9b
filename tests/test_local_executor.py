"""The local executor with real runner subprocesses: GPU assignment, waiting, refusal, cancel, lost runner."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from fixtures.builders import fixture_env, make_bridge_repo, make_downstream, nemo_rl_l0_spec, python_job_spec

from bot.dispatch.base import JobHandle, JobState, JobStatus
from bot.dispatch.local import LocalExecutor
from runners.contract import JobSpec, Verdict

pytestmark = pytest.mark.slow

@pytest.fixture
def bridge_repo(tmp_path: Path) -> Path:
    return make_bridge_repo(tmp_path / "Megatron-Bridge")[0]


@pytest.fixture
def nemo_rl_repo(tmp_path: Path) -> Path:
    return make_downstream("nemo-rl", tmp_path / "nemo-rl")[0]

HOLD = "tests/functional/hold.py"


def executor(tmp: Path, bridge: Path, down: Path, gpus: list[int], **kw: object) -> LocalExecutor:
    return LocalExecutor(
        workdir=tmp / "runs",
        bridge_repo=bridge,
        repos={"nemo-rl": down, "verl": None},
        gpus=gpus,
        env=fixture_env(),
        **kw,
    )  # type: ignore[arg-type]


def hold_job(
    job_id: str, tmp: Path, gpus: int, seconds: float = 1.5, uses_ray: bool = False, meet: str | None = None
) -> JobSpec:
    """A job that records what it was given and holds; with `meet`, it first waits for the other job(s) given the
    same name to be running too (the fixture's FIXTURE_MEET), so a test of concurrency does not rest on timing."""
    env = {"FIXTURE_RECORD": str(tmp / f"{job_id}.json"), "FIXTURE_HOLD_SECONDS": str(seconds)}
    if meet:
        env["FIXTURE_MEET"] = str(tmp / f"meet-{meet}")
    spec = python_job_spec(job_id, HOLD, gpus=gpus, env=env)
    spec.uses_ray = uses_ray
    return spec


def wait_all(ex: LocalExecutor, handles: list[JobHandle], timeout: float = 120) -> dict[str, JobStatus]:
    deadline = time.monotonic() + timeout
    done: dict[str, JobStatus] = {}
    while len(done) < len(handles):
        assert time.monotonic() < deadline, "jobs did not finish"
        for h in handles:
            if h.job_id not in done:
                st = ex.poll(h)
                if st.state in (JobState.DONE, JobState.CANCELLED, JobState.LOST):
                    done[h.job_id] = st
        time.sleep(0.1)
    return done


def record(tmp: Path, job_id: str) -> dict[str, object]:
    return json.loads((tmp / f"{job_id}.json").read_text())


def test_disjoint_gpus_concurrency_and_waiting(tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path) -> None:
    ex = executor(tmp_path, bridge_repo, nemo_rl_repo, gpus=[0, 1])
    a = ex.submit(hold_job("a", tmp_path, 1, meet="ab"))
    b = ex.submit(hold_job("b", tmp_path, 1, meet="ab"))
    c = ex.submit(hold_job("c", tmp_path, 2, seconds=0.2))
    assert ex.assigned_gpus(a) == [0] and ex.assigned_gpus(b) == [1]
    st = ex.poll(c)
    assert st.state == JobState.QUEUED and "waiting for 2 GPU(s) (free: none)" in st.detail
    res = wait_all(ex, [a, b, c])
    assert all(
        s.state == JobState.DONE and s.result and s.result.verdict == Verdict.PASS for s in res.values()
    ), res
    ra, rb, rc = record(tmp_path, "a"), record(tmp_path, "b"), record(tmp_path, "c")
    assert (ra["visible"], rb["visible"], rc["visible"]) == ("0", "1", "0,1")
    # each waited until the other was running too: they ran at the same time, on their own GPUs
    assert ra["met"] is True and rb["met"] is True, "a and b overlapped"
    assert float(rc["start"]) >= max(float(ra["end"]), float(rb["end"])), "c waited for both GPUs"


def test_more_gpus_than_the_machine_has_is_blocked_at_once(
    tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path
) -> None:
    ex = executor(tmp_path, bridge_repo, nemo_rl_repo, gpus=[0, 1])
    h = ex.submit(hold_job("big", tmp_path, 8))
    st = ex.poll(h)
    assert st.state == JobState.DONE and st.result is not None
    assert st.result.verdict == Verdict.BLOCKED
    assert st.result.reason.startswith("the job needs 8 GPU(s) and this machine has 2 (injected)")
    assert "not evidence against the Bridge change" in st.result.reason
    # a machine with no GPU at all: the inventory is empty
    ex0 = executor(tmp_path / "z", bridge_repo, nemo_rl_repo, gpus=[])
    assert ex0.poll(ex0.submit(hold_job("one", tmp_path, 1))).result.verdict == Verdict.BLOCKED  # type: ignore[union-attr]


def test_inventory_from_environment(tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path) -> None:
    ex = LocalExecutor(
        workdir=tmp_path,
        bridge_repo=bridge_repo,
        repos={"nemo-rl": nemo_rl_repo},
        env=fixture_env(BRIDGE_VALIDATE_GPUS="0,1,3"),
    )
    assert ex.gpus == [0, 1, 3] and ex.inventory_source == "injected"


def test_zero_gpu_jobs_see_no_gpu_and_ray_jobs_never_overlap(
    tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path
) -> None:
    # Skip the Ray probes: `ray stop --force` would stop other Ray clusters on a shared test host.
    ex = executor(
        tmp_path, bridge_repo, nemo_rl_repo, gpus=[0, 1], runner_args=["--no-ray-check", "--no-ray-stop"]
    )
    r1 = ex.submit(hold_job("r1", tmp_path, 0, seconds=1.0, uses_ray=True))
    r2 = ex.submit(hold_job("r2", tmp_path, 0, seconds=0.2, uses_ray=True))
    assert ex.poll(r2).state == JobState.QUEUED
    wait_all(ex, [r1, r2])
    a, b = record(tmp_path, "r1"), record(tmp_path, "r2")
    assert a["visible"] == "" and b["visible"] == ""
    assert float(b["start"]) >= float(a["end"])


def test_cancel_kills_the_process_group_and_frees_gpus(
    tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path
) -> None:
    ex = executor(tmp_path, bridge_repo, nemo_rl_repo, gpus=[0])
    long = ex.submit(hold_job("long", tmp_path, 1, seconds=300))
    nxt = ex.submit(hold_job("next", tmp_path, 1, seconds=0.1))
    pidfile = tmp_path / "long.json.pid"
    deadline = time.monotonic() + 60
    while not pidfile.exists():
        assert time.monotonic() < deadline
        time.sleep(0.1)
    pid = int(pidfile.read_text())
    t0 = time.monotonic()
    ex.cancel(long)
    assert time.monotonic() - t0 < 20
    st = ex.poll(long)
    assert st.state == JobState.CANCELLED
    assert st.result is not None and st.result.verdict == Verdict.BLOCKED
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
    res = wait_all(ex, [nxt])
    assert res["next"].result is not None and res["next"].result.verdict == Verdict.PASS
    # cancelling a queued job never starts it
    ex2 = executor(tmp_path / "q", bridge_repo, nemo_rl_repo, gpus=[])
    q = ex2.submit(hold_job("q", tmp_path, 0))
    ex2.cancel(q)
    assert ex2.poll(q).state in (JobState.CANCELLED, JobState.DONE)


def test_runner_without_result_is_blocked_not_lost(
    tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path
) -> None:
    ex = executor(tmp_path, bridge_repo, nemo_rl_repo, gpus=[], python="/bin/false")
    h = ex.submit(hold_job("vanish", tmp_path, 0))
    st = wait_all(ex, [h])["vanish"]
    assert st.result is not None and st.result.verdict == Verdict.BLOCKED
    assert st.result.reason.startswith("the runner exited with code 1 without a result")


def test_missing_downstream_checkout_and_unknown_handle(tmp_path: Path, bridge_repo: Path) -> None:
    ex = LocalExecutor(
        workdir=tmp_path, bridge_repo=bridge_repo, repos={"nemo-rl": None, "verl": None}, gpus=[]
    )
    st = ex.poll(ex.submit(nemo_rl_l0_spec()))
    assert st.result is not None and st.result.verdict == Verdict.BLOCKED
    assert "no NeMo-RL checkout was given to the local executor (--nemo-rl-repo)" in st.result.reason
    assert ex.poll(JobHandle(backend="local", job_id="x", ref="/nowhere")).state == JobState.LOST


def test_real_fixture_job_through_the_executor(tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path) -> None:
    ex = executor(tmp_path, bridge_repo, nemo_rl_repo, gpus=[])
    h = ex.submit(nemo_rl_l0_spec())
    st = wait_all(ex, [h])["nemo-rl-l0-smoke"]
    assert st.result is not None and st.result.verdict == Verdict.PASS, st.result
    assert (Path(h.ref) / "summary.md").read_text().startswith("Result: Pass - ")


@pytest.mark.parametrize(("order", "first"), [("stage", "b1"), ("change", "a2")])
def test_queue_order_by_submission_or_by_the_oldest_change(
    tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path, order: str, first: str
) -> None:
    # Plan A's first job holds both GPUs; plan B's first job is submitted, then plan A's next stage. By submission
    # ("stage") B's job starts next; by change, A's (A came first), so an older PR is not held back by a newer one.
    ex = executor(tmp_path, bridge_repo, nemo_rl_repo, gpus=[0, 1], order=order)
    specs = []
    for jid, plan, secs in (("a1", "plan-a", 1.0), ("b1", "plan-b", 0.3), ("a2", "plan-a", 0.3)):
        spec = hold_job(jid, tmp_path, 2, seconds=secs)
        spec.context.plan_id = plan
        specs.append(spec)
    handles = [ex.submit(s) for s in specs]
    res = wait_all(ex, handles)
    assert all(s.result and s.result.verdict == Verdict.PASS for s in res.values()), res
    starts = {j: float(record(tmp_path, j)["start"]) for j in ("a1", "b1", "a2")}
    second = "a2" if first == "b1" else "b1"
    assert starts["a1"] < starts[first] < starts[second], starts
