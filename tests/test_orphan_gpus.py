"""After a bot restart, the local executor knows which GPUs the runners of an earlier process still hold: from
the pid files its runners leave in their output directories (and NVML's compute processes where NVML is
present), before it schedules anything. Real runner subprocesses on fake GPUs (BRIDGE_VALIDATE_GPUS); a fake
`pynvml` module for the NVML path (no GPU here)."""

from __future__ import annotations

import os
import sys
import time
import types
from pathlib import Path
from typing import Any

import pytest
from fixtures.builders import fixture_env, make_bridge_repo, make_downstream

from bot.dispatch.base import JobState
from bot.dispatch.local import LocalExecutor, ResumingLocalExecutor
from runners.contract import Verdict
from runners.gpu import nvml_gpu_processes
from tests.test_local_executor import hold_job, record, wait_all

pytestmark = pytest.mark.slow


@pytest.fixture
def repos(tmp_path: Path) -> tuple[Path, Path]:
    return make_bridge_repo(tmp_path / "Megatron-Bridge")[0], make_downstream("nemo-rl", tmp_path / "nemo-rl")[0]


def make(cls: type[LocalExecutor], tmp: Path, repos: tuple[Path, Path], **env: str) -> LocalExecutor:
    """An executor as `serve` builds one after a restart: same workdir, GPUs from the environment."""
    bridge, nemo_rl = repos
    return cls(
        workdir=tmp / "runs",
        bridge_repo=bridge,
        repos={"nemo-rl": nemo_rl, "verl": None},
        env=fixture_env(**env),
    )


def wait_file(path: Path, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not path.exists():
        assert time.monotonic() < deadline, f"{path} never appeared"
        time.sleep(0.05)


def runner_of(out: Path) -> int:
    """The pid of the runner process writing to `out` (its argv names the directory)."""
    for proc in Path("/proc").iterdir():
        if proc.name.isdigit():
            try:
                if f"--out\0{out}\0".encode() in (proc / "cmdline").read_bytes():
                    return int(proc.name)
            except OSError:
                continue
    raise AssertionError(f"no runner for {out}")


def test_a_restarted_executor_waits_for_the_gpus_an_orphan_runner_holds(tmp_path: Path, repos: Any) -> None:
    before = make(LocalExecutor, tmp_path, repos, BRIDGE_VALIDATE_GPUS="0,1")
    orphan = before.submit(hold_job("orphan", tmp_path, 2, seconds=4))
    wait_file(tmp_path / "orphan.json.pid")  # the runner runs its step on GPUs 0,1

    # The bot restarts: a new executor over the same workdir, knowing nothing of that runner.
    after = make(LocalExecutor, tmp_path, repos, BRIDGE_VALIDATE_GPUS="0,1")
    fresh = after.submit(hold_job("fresh", tmp_path, 1, seconds=0.2))
    st = after.poll(fresh)
    assert st.state == JobState.QUEUED, st
    assert "GPU(s) 0,1 held by a runner an earlier bot process started" in st.detail, st.detail
    assert after.assigned_gpus(fresh) == []
    done = wait_all(after, [fresh], timeout=90)["fresh"]
    assert done.state == JobState.DONE and done.result is not None and done.result.verdict == Verdict.PASS
    wait_all(before, [orphan])
    first, second = record(tmp_path, "orphan"), record(tmp_path, "fresh")
    assert first["visible"] == "0,1" and second["visible"] == "0"
    assert float(second["start"]) >= float(first["end"]), "the new job started while the orphan held its GPU"


def test_a_restarted_executor_stops_an_orphan_runner_when_its_job_is_cancelled(tmp_path: Path, repos: Any) -> None:
    before = make(LocalExecutor, tmp_path, repos, BRIDGE_VALIDATE_GPUS="0")
    orphan = before.submit(hold_job("stuck", tmp_path, 1, seconds=300))
    wait_file(tmp_path / "stuck.json.pid")
    step_pid = int((tmp_path / "stuck.json.pid").read_text())
    runner_pid = runner_of(Path(orphan.ref))

    after = make(ResumingLocalExecutor, tmp_path, repos, BRIDGE_VALIDATE_GPUS="0")
    try:
        assert after.poll(orphan).state == JobState.RUNNING  # an earlier process's runner, still alive
        t0 = time.monotonic()
        after.cancel(orphan)
        assert time.monotonic() - t0 < 30
        before.poll(orphan)  # reap it (the earlier process is this test)
        for pid in (step_pid, runner_pid):
            deadline = time.monotonic() + 10
            while True:
                try:
                    os.kill(pid, 0)
                    gone = "State:\tZ" in Path(f"/proc/{pid}/status").read_text()
                except (ProcessLookupError, FileNotFoundError):
                    gone = True
                if gone:
                    break
                assert time.monotonic() < deadline, f"process {pid} survived the cancel"
                time.sleep(0.1)
    finally:
        before.cancel(orphan)  # whatever the outcome, no 300 s runner outlives the test
    # Its GPU is free again for the new process.
    nxt = after.submit(hold_job("next", tmp_path, 1, seconds=0.1))
    assert wait_all(after, [nxt])["next"].state == JobState.DONE and after.poll(nxt).result is not None
class _Proc:
    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.usedGpuMemory = 1 << 30


def fake_pynvml(busy: dict[int, list[int]], count: int = 2) -> types.ModuleType:
    """A stand-in for nvidia-ml-py: `count` GPUs, `busy[i]` the pids of compute processes on GPU i."""
    m = types.ModuleType("pynvml")

    class Mem:
        total, used = 80 << 30, 1 << 30

    m.nvmlInit = lambda: None  # type: ignore[attr-defined]
    m.nvmlShutdown = lambda: None  # type: ignore[attr-defined]
    m.nvmlSystemGetDriverVersion = lambda: "550.54"  # type: ignore[attr-defined]
    m.nvmlDeviceGetCount = lambda: count  # type: ignore[attr-defined]
    m.nvmlDeviceGetHandleByIndex = lambda i: i  # type: ignore[attr-defined]
    m.nvmlDeviceGetName = lambda h: "NVIDIA H100 80GB HBM3"  # type: ignore[attr-defined]
    m.nvmlDeviceGetUUID = lambda h: f"GPU-{h:08d}"  # type: ignore[attr-defined]
    m.nvmlDeviceGetMemoryInfo = lambda h: Mem()  # type: ignore[attr-defined]
    m.nvmlDeviceGetComputeRunningProcesses = lambda h: [_Proc(p) for p in busy.get(h, [])]  # type: ignore[attr-defined]
    return m


def test_nvml_compute_processes_are_read_per_gpu(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pynvml", fake_pynvml({1: [4242, 4343]}))
    assert nvml_gpu_processes() == {0: [], 1: [4242, 4343]}
    monkeypatch.setitem(sys.modules, "pynvml", None)  # not installed
    assert nvml_gpu_processes() is None


def test_with_nvml_a_gpu_another_process_computes_on_is_not_handed_out(
    tmp_path: Path, repos: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # NVML sees a process (an orphan's step, or anything else) on GPU 0 that this executor did not start.
    busy: dict[int, list[int]] = {0: [999_999]}
    monkeypatch.setitem(sys.modules, "pynvml", fake_pynvml(busy))
    ex = make(LocalExecutor, tmp_path, repos)  # no BRIDGE_VALIDATE_GPUS: the inventory is NVML's
    assert ex.inventory_source == "nvml" and ex.gpus == [0, 1]
    one = ex.submit(hold_job("one", tmp_path, 1, seconds=0.1))
    assert ex.assigned_gpus(one) == [1]
    two = ex.submit(hold_job("two", tmp_path, 2, seconds=0.1))
    st = ex.poll(two)
    assert st.state == JobState.QUEUED and "GPU(s) 0 in use by processes this executor did not start" in st.detail
    wait_all(ex, [one])
    busy.clear()  # that process ended
    time.sleep(2.5)  # past the executor's NVML cache
    deadline = time.monotonic() + 30
    while ex.assigned_gpus(two) != [0, 1]:
        assert time.monotonic() < deadline, ex.poll(two)
        ex.poll(two)
        time.sleep(0.1)


def test_a_restarted_executor_does_not_run_again_a_job_an_orphan_runner_is_running(
    tmp_path: Path, repos: Any
) -> None:
    """The bot died between handing a job to the executor and recording it (`submitting`), so the next process
    submits it again: the runner the first process started is still at it, so nothing new starts and the
    job's handle follows that runner to its result (found by bench/soak.py: a job submitted twice)."""
    spec = hold_job("twice", tmp_path, 1, seconds=4)
    before = make(LocalExecutor, tmp_path, repos, BRIDGE_VALIDATE_GPUS="0")
    first = before.submit(spec)
    wait_file(tmp_path / "twice.json.pid")
    after = make(ResumingLocalExecutor, tmp_path, repos, BRIDGE_VALIDATE_GPUS="0")
    again = after.submit(spec)
    assert again.ref == first.ref, "a second output directory: the job would run twice"
    st = after.poll(again)
    assert st.state == JobState.RUNNING, st
    done = wait_all(after, [again], timeout=90)["twice"]
    assert done.state == JobState.DONE and done.result is not None and done.result.verdict == Verdict.PASS, done
    wait_all(before, [first])
    assert not list((tmp_path / "runs").glob("twice.*")), "a second run of the job was started"
