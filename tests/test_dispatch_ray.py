"""RayExecutor against a real local Ray head with 4 declared GPUs, running the fixture NeMo-RL job.

The head is started here (`ray start --head --num-gpus=4 ...`, token auth, every listener on a free port so
other Ray instances on the machine cannot collide with it) and stopped by killing exactly its processes. The
runner sees fake GPUs (BRIDGE_VALIDATE_GPUS) while Ray does the real GPU accounting: a 3-GPU job waits
until another 3-GPU job has finished.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

import pytest

from bot.dispatch.base import DispatchError, JobHandle, JobState, JobStatus
from bot.dispatch.ray import RayExecutor, RaySettings
from runners.contract import Verdict
from tests.conftest import free_port
from tests.fixtures.builders import fixture_env, make_bridge_repo, make_downstream, nemo_rl_l0_spec
from tests.ray_head import head_pids, ray_head_running

try:
    import ray  # noqa: F401

    HAVE_RAY = True
except ImportError:  # pragma: no cover - CI installs the `ray` extra
    HAVE_RAY = False

CI = os.environ.get("CI", "").lower() not in ("", "0", "false", "no")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not HAVE_RAY and not CI, reason="ray is not installed (pip install -e .[ray])"),
]
SECRET = "ray-test-secret"


@pytest.fixture(scope="module")
def ray_head() -> Iterator[tuple[str, str]]:
    """A real Ray head (4 declared GPUs, 4 CPUs, token auth). Yields (job API address, auth token)."""
    with ray_head_running(gpus=4, cpus=4) as head:
        yield head
        assert head_pids(head[1]), "the Ray head died during the tests"
    assert not head_pids(head[1])


@pytest.fixture(scope="module")
def checkouts(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    root = tmp_path_factory.mktemp("ray-checkouts")
    bridge, sha = make_bridge_repo(root / "bridge")
    nemo_rl, _ = make_downstream("nemo-rl", root / "nemo-rl")
    return {"bridge": bridge, "sha": sha, "nemo_rl": nemo_rl, "out": root / "out"}


def executor(head: tuple[str, str], checkouts: dict[str, Any], **env: str) -> RayExecutor:
    base = fixture_env()
    job_env = {k: base[k] for k in ("PATH", "UV_SHIM_PYTHON", "PYTHONPATH")}
    job_env["BRIDGE_VALIDATE_GPUS"] = "0,1,2,3"  # the runner's GPU preflight sees 4 fake GPUs
    job_env.update(env)
    return RayExecutor(
        RaySettings(
            address=head[0],
            auth_token=head[1],
            secret=SECRET,
            bridge_repo=str(checkouts["bridge"]),
            nemo_rl_repo=str(checkouts["nemo_rl"]),
            out_root=str(checkouts["out"]),
            python=sys.executable,
            env=job_env,
            entrypoint_num_cpus=0.5,
            heartbeat_s=1,
        )
    )


def wait(ex: RayExecutor, handle: JobHandle, *, until: set[JobState], timeout: float = 120) -> JobStatus:
    deadline = time.monotonic() + timeout
    while True:
        status = ex.poll(handle)
        if status.state in until:
            return status
        assert time.monotonic() < deadline, f"{handle.job_id} still {status.state}: {status.detail}"
        time.sleep(0.25)


def runner_start(ex: RayExecutor, handle: JobHandle) -> float:
    """When the wrapper started the runner (epoch seconds), from the job's own log."""
    logs = ex.client.get_job_logs(handle.ref)
    m = re.search(r"runner starting for job \S+ at ([0-9.]+)", logs)
    assert m, logs[-2000:]
    return float(m.group(1))


def _uid(name: str) -> str:
    return f"{name}-{os.getpid()}-{time.monotonic_ns() % 10**9}"


def test_job_runs_the_fixture_and_a_retried_submit_starts_nothing(
    ray_head: tuple[str, str], checkouts: dict[str, Any]
) -> None:
    ex = executor(ray_head, checkouts)
    ex.settings.runner_args = ["--no-ray-check"]  # the worker check's own Ray instance: too heavy for 2 cores
    spec = nemo_rl_l0_spec(_uid("ray-l0"), bridge_sha=checkouts["sha"], gpus=1, uses_ray=True)
    probe = (
        "import os; print('JOB_SEES', os.environ.get('RAY_ADDRESS'), os.environ.get('CUDA_VISIBLE_DEVICES'))"
    )
    spec.steps.insert(0, spec.steps[0].model_copy(update={"name": "probe", "argv": ["python3", "-c", probe]}))
    spec.context.repo, spec.context.pr, spec.context.head_sha = (
        "NVIDIA-NeMo/Megatron-Bridge",
        42,
        checkouts["sha"],
    )
    handle = ex.submit(spec)
    again = ex.submit(spec)  # the bot retrying after a lost answer
    assert again == handle and handle.ref == spec.id
    jobs = [j for j in ex.client.list_jobs() if j.submission_id == spec.id]  # type: ignore[attr-defined]
    assert len(jobs) == 1
    status = wait(ex, handle, until={JobState.DONE, JobState.LOST, JobState.CANCELLED})
    assert status.state == JobState.DONE, status.detail
    assert status.result is not None and status.result.job_id == spec.id
    assert status.result.verdict == Verdict.PASS, status.result.reason
    assert status.result.evidence.bridge is not None
    assert status.result.evidence.bridge.sha == checkouts["sha"]
    info = ex.client.get_job_info(handle.ref)
    assert info.metadata["pr"] == "42"
    assert info.metadata["sha"] == checkouts["sha"]
    assert info.metadata["level"] == "0" and info.metadata["framework"] == "nemo-rl"
    out = checkouts["out"] / spec.id
    assert (out / "result.json").is_file()
    # A job that uses Ray never runs `ray stop --force` on a cluster node, nor joins the host cluster; it
    # sees only the GPU Ray gave it.
    [ray_stop] = [c for c in status.result.evidence.checks if c.name == "ray stop"]
    assert ray_stop.status == "skipped" and "--no-ray-stop" in ray_stop.detail
    [probe_log] = (out / "logs").glob("*probe.log")
    assert re.search(r"^JOB_SEES None [0-3]$", probe_log.read_text(), re.M), probe_log.read_text()


def test_two_three_gpu_jobs_queue_on_a_four_gpu_head(
    ray_head: tuple[str, str], checkouts: dict[str, Any]
) -> None:
    ex = executor(ray_head, checkouts, FIXTURE_STEP_SECONDS="1.5")
    first = nemo_rl_l0_spec(_uid("ray-q1"), bridge_sha=checkouts["sha"], gpus=3)
    second = nemo_rl_l0_spec(_uid("ray-q2"), bridge_sha=checkouts["sha"], gpus=3)
    h1, h2 = ex.submit(first), ex.submit(second)
    seen_waiting = False
    deadline = time.monotonic() + 180
    s1 = s2 = None
    while time.monotonic() < deadline:
        s1, s2 = ex.poll(h1), ex.poll(h2)
        if {s1.state, s2.state} == {JobState.RUNNING, JobState.QUEUED}:
            seen_waiting = True  # one holds 3 of the 4 GPUs, the other waits for them
        if s1.state not in (JobState.QUEUED, JobState.RUNNING) and s2.state not in (
            JobState.QUEUED,
            JobState.RUNNING,
        ):
            break
        time.sleep(0.2)
    assert s1 is not None and s2 is not None
    assert s1.state == JobState.DONE and s2.state == JobState.DONE, (s1.detail, s2.detail)
    assert s1.result and s1.result.verdict == Verdict.PASS and s2.result and s2.result.verdict == Verdict.PASS
    # Whichever Ray started first, the other one waited for its 3 GPUs: no overlap in time.
    i1, i2 = ex.client.get_job_info(h1.ref), ex.client.get_job_info(h2.ref)
    starts = {h1.ref: runner_start(ex, h1), h2.ref: runner_start(ex, h2)}
    ends = {h1.ref: i1.end_time / 1000, h2.ref: i2.end_time / 1000}
    a, b = sorted(starts, key=starts.__getitem__)
    assert starts[b] >= ends[a], f"second job started {starts[b] - ends[a]:.2f}s before the first ended"
    assert seen_waiting


def test_cancel_stops_a_running_job(ray_head: tuple[str, str], checkouts: dict[str, Any]) -> None:
    ex = executor(ray_head, checkouts, FIXTURE_MODE="hang")
    spec = nemo_rl_l0_spec(_uid("ray-cancel"), bridge_sha=checkouts["sha"], gpus=1)
    handle = ex.submit(spec)
    wait(ex, handle, until={JobState.RUNNING})
    hb = checkouts["out"] / spec.id / "heartbeat.json"
    deadline = time.monotonic() + 60
    while not (hb.exists() and '"running"' in hb.read_text()):  # the runner reached the job's command
        assert time.monotonic() < deadline
        time.sleep(0.2)
    t = time.monotonic()
    ex.cancel(handle)
    status = wait(ex, handle, until={JobState.CANCELLED, JobState.DONE, JobState.LOST}, timeout=60)
    assert status.state == JobState.CANCELLED, status.detail
    assert time.monotonic() - t < 30
    assert str(ex.client.get_job_info(handle.ref).status).endswith("STOPPED")
    ex.cancel(handle)  # cancelling a finished job is a no-op, not an error


def test_a_job_that_never_produces_a_result_is_lost_not_pending(
    ray_head: tuple[str, str], checkouts: dict[str, Any]
) -> None:
    ex = executor(ray_head, checkouts)
    ex.settings.python = "/nonexistent/python3"
    spec = nemo_rl_l0_spec(_uid("ray-broken"), bridge_sha=checkouts["sha"], gpus=0)
    handle = ex.submit(spec)
    status = wait(ex, handle, until={JobState.DONE, JobState.LOST, JobState.CANCELLED})
    assert status.state == JobState.LOST
    assert "without a result" in status.detail


def test_unknown_job_is_lost_and_bad_cluster_is_a_dispatch_error(
    ray_head: tuple[str, str], checkouts: dict[str, Any]
) -> None:
    ex = executor(ray_head, checkouts)
    status = ex.poll(JobHandle(backend="ray", job_id="never-submitted", ref="never-submitted"))
    assert status.state == JobState.LOST
    anonymous = RayExecutor(ex.settings.model_copy(update={"auth_token": None}))
    with pytest.raises(DispatchError, match="cannot reach the Ray cluster"):  # token auth is on: 401
        anonymous.poll(JobHandle(backend="ray", job_id="x", ref="x"))
    dead = RayExecutor(ex.settings.model_copy(update={"address": f"http://127.0.0.1:{free_port()}"}))
    with pytest.raises(DispatchError, match="cannot reach the Ray cluster"):
        dead.submit(nemo_rl_l0_spec(_uid("ray-nowhere"), bridge_sha=checkouts["sha"]))


def test_two_prs_at_different_shas_run_at_once_each_on_its_own_worktree(
    ray_head: tuple[str, str], checkouts: dict[str, Any], tmp_path: Any
) -> None:
    """Ray at any SHA: the node's Bridge clone lacks both PR heads; the runner fetches each from the clone's
    origin into its own worktree before the job, both jobs overlap in time, and each SHA check passes."""
    from tests.fixtures.builders import git

    origin = tmp_path / "origin"
    git(tmp_path, "clone", "-q", str(checkouts["bridge"]), str(origin))
    clone = tmp_path / "node-clone"  # the node's clone, made before either PR head exists
    git(tmp_path, "clone", "-q", str(origin), str(clone))
    heads = []
    for n, text in ((1, "SEQ_LENGTH = 4096\n"), (2, "SEQ_LENGTH = 8192\n")):
        git(origin, "checkout", "-q", "-B", f"pr-{n}", "main")
        (origin / "src" / f"pr{n}.py").parent.mkdir(parents=True, exist_ok=True)
        (origin / "src" / f"pr{n}.py").write_text(text)
        git(origin, "add", "-A")
        git(origin, "commit", "-q", "-m", f"PR {n}")
        heads.append(git(origin, "rev-parse", "HEAD"))
    git(origin, "checkout", "-q", "main")
    assert heads[0] != heads[1]
    for sha in heads:
        assert subprocess.run(["git", "-C", str(clone), "cat-file", "-e", sha], capture_output=True).returncode
    ex = executor(ray_head, checkouts, FIXTURE_STEP_SECONDS="3")
    ex.settings.bridge_repo = str(clone)
    ex.settings.bridge_worktrees = str(tmp_path / "worktrees")
    specs = []
    for n, sha in zip((101, 102), heads, strict=True):
        spec = nemo_rl_l0_spec(_uid(f"ray-sha{n}"), bridge_sha=sha, gpus=1)
        spec.context.repo, spec.context.pr, spec.context.head_sha = "NVIDIA-NeMo/Megatron-Bridge", n, sha
        specs.append(spec)
    handles = [ex.submit(s) for s in specs]
    statuses = [wait(ex, h, until={JobState.DONE, JobState.LOST, JobState.CANCELLED}, timeout=180) for h in handles]
    for spec, status in zip(specs, statuses, strict=True):
        assert status.state == JobState.DONE, status.detail
        assert status.result is not None and status.result.verdict == Verdict.PASS, status.result
        # The runner's SHA check ran on the worktree at this PR's head, not on the clone's HEAD.
        assert status.result.evidence.bridge is not None
        assert status.result.evidence.bridge.sha == spec.bridge_sha
        wt = tmp_path / "worktrees" / spec.bridge_sha
        assert git(wt, "rev-parse", "HEAD") == spec.bridge_sha
        entrypoint = ex.client.get_job_info(spec.id).entrypoint
        assert "--bridge-worktrees" in entrypoint
        # the wait for another job of the same script on this node stays inside the bot's deadline
        assert f"--outputs-wait-s {ex.settings.outputs_wait_s:g}" in entrypoint
    assert (tmp_path / "worktrees" / heads[0] / "src" / "pr1.py").is_file()
    assert not (tmp_path / "worktrees" / heads[0] / "src" / "pr2.py").exists()
    # Both ran at once (1 of the 4 GPUs each): the second started before the first ended.
    starts = [runner_start(ex, h) for h in handles]
    ends = [ex.client.get_job_info(h.ref).end_time / 1000 for h in handles]
    assert max(starts) < min(ends), (starts, ends)


def test_a_sha_no_origin_has_is_blocked_not_failed(
    ray_head: tuple[str, str], checkouts: dict[str, Any], tmp_path: Any
) -> None:
    from tests.fixtures.builders import git

    clone = tmp_path / "node-clone"
    git(tmp_path, "clone", "-q", str(checkouts["bridge"]), str(clone))
    ex = executor(ray_head, checkouts)
    ex.settings.bridge_repo = str(clone)
    ex.settings.bridge_worktrees = str(tmp_path / "worktrees")
    spec = nemo_rl_l0_spec(_uid("ray-nosha"), bridge_sha="0123456789abcdef0123456789abcdef01234567", gpus=0)
    spec.context.pr = 7
    status = wait(ex, ex.submit(spec), until={JobState.DONE, JobState.LOST, JobState.CANCELLED})
    assert status.state == JobState.DONE, status.detail
    assert status.result is not None and status.result.verdict == Verdict.BLOCKED
    assert status.result.blocked_kind == "checkout"
    assert "could not be fetched" in (status.result.reason or "")
