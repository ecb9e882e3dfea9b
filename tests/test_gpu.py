"""On a real NVIDIA machine: inventory, disjoint GPUs for concurrent jobs, a 2-GPU NCCL job, CUDA preflight.

Marked `gpu`; skipped where NVML sees no GPU or the fixture jobs' `python3` has no CUDA torch.
Run with `-s` to see the figures (inventory, per-job GPU, start/end times, all-reduce result).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fixtures.builders import fixture_env, make_bridge_repo, make_downstream, python_job_spec

from bot.dispatch.base import JobHandle, JobState, JobStatus
from bot.dispatch.local import LocalExecutor
from runners.contract import JobResult, Verdict
from runners.gpu import nvml_inventory

pytestmark = pytest.mark.gpu


def _cuda_torch() -> bool:
    py = shutil.which("python3")
    if py is None:
        return False
    p = subprocess.run(
        [py, "-c", "import torch, sys; sys.exit(0 if torch.cuda.is_available() else 1)"],
        capture_output=True,
        check=False,
    )
    return p.returncode == 0


INV = nvml_inventory()
if not INV.gpus or not _cuda_torch():
    pytest.skip("needs an NVIDIA GPU (NVML) and python3 with CUDA torch", allow_module_level=True)


@pytest.fixture
def repos(tmp_path: Path) -> tuple[Path, Path]:
    return make_bridge_repo(tmp_path / "Megatron-Bridge")[0], make_downstream(
        "nemo-rl", tmp_path / "nemo-rl"
    )[0]


def _wait(ex: LocalExecutor, handles: list[JobHandle], timeout: float = 400) -> dict[str, JobStatus]:
    deadline = time.monotonic() + timeout
    done: dict[str, JobStatus] = {}
    while len(done) < len(handles):
        assert time.monotonic() < deadline
        for h in handles:
            if h.job_id not in done:
                st = ex.poll(h)
                if st.state in (JobState.DONE, JobState.CANCELLED, JobState.LOST):
                    done[h.job_id] = st
        time.sleep(0.2)
    return done


def test_inventory_matches_nvidia_smi() -> None:
    smi = subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True, check=True).stdout.splitlines()
    smi = [ln for ln in smi if ln.startswith("GPU ")]
    print(
        f"\nNVML inventory (driver {INV.driver}): "
        + "; ".join(f"{g.index} {g.name} {g.memory_total_mib} MiB {g.uuid}" for g in INV.gpus)
    )
    print("nvidia-smi -L: " + "; ".join(smi))
    assert len(INV.gpus) == len(smi)
    for g, line in zip(INV.gpus, smi, strict=True):
        assert line.startswith(f"GPU {g.index}: {g.name}") and g.uuid in line and g.healthy
    ex = LocalExecutor(workdir="/tmp/unused", bridge_repo="/tmp", repos={"nemo-rl": None}, env=fixture_env())
    assert ex.gpus == [g.index for g in INV.gpus] and ex.inventory_source == "nvml"


def test_two_one_gpu_jobs_at_once_then_a_two_gpu_nccl_job(tmp_path: Path, repos: tuple[Path, Path]) -> None:
    if len(INV.gpus) < 2:
        pytest.skip("needs 2 GPUs")
    bridge, down = repos
    ex = LocalExecutor(
        workdir=tmp_path / "runs", bridge_repo=bridge, repos={"nemo-rl": down}, env=fixture_env()
    )
    rec = {j: tmp_path / f"{j}.json" for j in ("gpu-a", "gpu-b", "nccl")}
    a = ex.submit(
        python_job_spec(
            "gpu-a",
            "tests/functional/gpu_visible.py",
            gpus=1,
            env={"FIXTURE_RECORD": str(rec["gpu-a"]), "FIXTURE_HOLD_SECONDS": "8"},
        )
    )
    b = ex.submit(
        python_job_spec(
            "gpu-b",
            "tests/functional/gpu_visible.py",
            gpus=1,
            env={"FIXTURE_RECORD": str(rec["gpu-b"]), "FIXTURE_HOLD_SECONDS": "8"},
        )
    )
    c = ex.submit(
        python_job_spec(
            "nccl", "tests/functional/nccl_allreduce.py", gpus=2, env={"FIXTURE_RECORD": str(rec["nccl"])}
        )
    )
    queued = ex.poll(c)
    assert queued.state == JobState.QUEUED, queued
    print(f"\nassigned: gpu-a={ex.assigned_gpus(a)} gpu-b={ex.assigned_gpus(b)}; nccl: {queued.detail}")
    res = _wait(ex, [a, b, c])
    for job_id, st in res.items():
        r = st.result
        print(f"{job_id}: {st.state.value}, {r and r.verdict.value}: {r and r.reason}")
    nccl_log = Path(c.ref, "run.log").read_text() if Path(c.ref, "run.log").exists() else ""
    keep = ("all_reduce", "passed", "sees")
    print("\n".join(ln for ln in nccl_log.splitlines() if any(k in ln for k in keep)))
    ra, rb, rc = (json.loads(rec[j].read_text()) for j in ("gpu-a", "gpu-b", "nccl"))
    t0 = min(ra["start"], rb["start"])
    nvml_uuid = {str(g.index): g.uuid for g in INV.gpus}
    for name, rr in (("gpu-a", ra), ("gpu-b", rb), ("nccl", rc)):
        print(
            f"{name}: CUDA_VISIBLE_DEVICES={rr['visible']} torch sees {rr['count']} {rr.get('names', '')} "
            f"torch uuid={rr.get('uuid', '')} (NVML {rr['visible']}: {nvml_uuid.get(str(rr['visible']))}) "
            f"start=+{rr['start'] - t0:.2f}s end=+{rr['end'] - t0:.2f}s"
        )
    for job_id, st in res.items():
        assert st.result is not None and st.result.verdict == Verdict.PASS, (job_id, st.result)
    assert ra["count"] == 1 and rb["count"] == 1
    assert {ra["visible"], rb["visible"]} == {"0", "1"}
    assert ra["uuid"] != rb["uuid"], "each 1-GPU job must see its own physical GPU (device UUIDs differ)"
    assert ra["start"] < rb["end"] and rb["start"] < ra["end"], "the two 1-GPU jobs must overlap in time"
    assert rc["count"] == 2 and rc["visible"] == "0,1"
    assert rc["start"] >= max(ra["end"], rb["end"]), "the 2-GPU job must wait for both GPUs"
    assert "NCCL all-reduce passed" in nccl_log


def test_cuda_preflight_failure_is_blocked(tmp_path: Path, repos: tuple[Path, Path]) -> None:
    bridge, down = repos
    spec = python_job_spec("gpu-missing", "tests/functional/gpu_visible.py", gpus=1)
    path = tmp_path / "job.json"
    path.write_text(spec.model_dump_json())
    bad = str(len(INV.gpus) + 5)
    p = subprocess.run(
        [
            sys.executable,
            "-m",
            "runners",
            "run",
            "--spec",
            str(path),
            "--out",
            str(tmp_path / "o"),
            "--bridge-repo",
            str(bridge),
            "--downstream-repo",
            str(down),
            "--quiet",
        ],
        env=fixture_env(CUDA_VISIBLE_DEVICES=bad),
        capture_output=True,
        text=True,
        check=False,
    )
    r = JobResult.model_validate_json((tmp_path / "o" / "result.json").read_text())
    print(f"\nCUDA_VISIBLE_DEVICES={bad}: exit {p.returncode}, {r.verdict.value}: {r.reason}")
    assert p.returncode == 3 and r.verdict == Verdict.BLOCKED
    assert f"CUDA_VISIBLE_DEVICES={bad} names GPU {bad}, which this host does not have" in r.reason
    assert "not evidence against the Bridge change" in r.reason
    assert not any(c.name.startswith("step ") for c in r.evidence.checks)
    # the torch probe: a job that needs more GPUs than CUDA_VISIBLE_DEVICES exposes (one GPU exposed of two or
    # more; a one-GPU host cannot show it, and test_job_larger_than_the_machine_is_blocked_at_once covers it)
    if len(INV.gpus) < 2:
        print("one GPU: the CUDA_VISIBLE_DEVICES-narrower-than-the-job case needs two, not run here")
        return
    spec2 = python_job_spec("gpu-short", "tests/functional/gpu_visible.py", gpus=len(INV.gpus))
    path.write_text(spec2.model_dump_json())
    p = subprocess.run(
        [
            sys.executable,
            "-m",
            "runners",
            "run",
            "--spec",
            str(path),
            "--out",
            str(tmp_path / "o2"),
            "--bridge-repo",
            str(bridge),
            "--downstream-repo",
            str(down),
            "--quiet",
        ],
        env=fixture_env(CUDA_VISIBLE_DEVICES="0"),
        capture_output=True,
        text=True,
        check=False,
    )
    r = JobResult.model_validate_json((tmp_path / "o2" / "result.json").read_text())
    print(
        f"CUDA_VISIBLE_DEVICES=0 for a {len(INV.gpus)}-GPU job: exit {p.returncode}, "
        f"{r.verdict.value}: {r.reason}"
    )
    assert r.verdict == Verdict.BLOCKED


def test_job_larger_than_the_machine_is_blocked_at_once(tmp_path: Path, repos: tuple[Path, Path]) -> None:
    bridge, down = repos
    ex = LocalExecutor(
        workdir=tmp_path / "runs", bridge_repo=bridge, repos={"nemo-rl": down}, env=fixture_env()
    )
    st = ex.poll(
        ex.submit(python_job_spec("huge", "tests/functional/gpu_visible.py", gpus=len(INV.gpus) + 1))
    )
    print(f"\n{len(INV.gpus) + 1}-GPU job: {st.state.value}, {st.result and st.result.reason}")
    assert st.state == JobState.DONE and st.result is not None and st.result.verdict == Verdict.BLOCKED
    assert f"this machine has {len(INV.gpus)} (nvml)" in st.result.reason


def test_a_gpu_another_process_holds_is_left_alone(tmp_path: Path, repos: tuple[Path, Path]) -> None:
    """Orphan recovery's NVML half on real hardware: a CUDA process this executor did not start (an orphan
    whose pid file is gone, another user's job) holds GPU 0; NVML lists it there, and a 1-GPU job goes to
    GPU 1, although the executor, which hands out the lowest free index first, has never handed GPU 0 out."""
    if len(INV.gpus) < 2:
        pytest.skip("needs 2 GPUs")
    from runners.gpu import nvml_gpu_processes

    hold = subprocess.Popen(
        [shutil.which("python3") or "python3", "-c",
         "import time, torch; x = torch.ones(1 << 20, device='cuda'); torch.cuda.synchronize(); "
         "print('holding', flush=True); time.sleep(120)"],
        env={**fixture_env(), "CUDA_DEVICE_ORDER": "PCI_BUS_ID", "CUDA_VISIBLE_DEVICES": "0"},
        stdout=subprocess.PIPE, text=True,
    )
    try:
        assert hold.stdout is not None and hold.stdout.readline().strip() == "holding"
        procs = nvml_gpu_processes()
        print(f"\nNVML compute processes per GPU: {procs} (holder pid {hold.pid})")
        assert procs is not None and procs.get(0), "NVML must list the holder's process on GPU 0"
        assert not procs.get(1), "GPU 1 must be idle for this test"
        bridge, down = repos
        ex = LocalExecutor(workdir=tmp_path / "runs", bridge_repo=bridge, repos={"nemo-rl": down}, env=fixture_env())
        rec = tmp_path / "job.json"
        h = ex.submit(python_job_spec("gpu-free", "tests/functional/gpu_visible.py", gpus=1,
                                      env={"FIXTURE_RECORD": str(rec)}))
        print(f"assigned: {ex.assigned_gpus(h)}")
        st = _wait(ex, [h])[h.job_id]
        assert st.result is not None and st.result.verdict == Verdict.PASS, st.result
        assert json.loads(rec.read_text())["visible"] == "1"
    finally:
        hold.kill()
        hold.wait()
