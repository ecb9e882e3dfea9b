"""`python -m runners run` end to end, as a real subprocess, on the fixture checkouts (real git repositories).

Every fixture failure mode must come out with the seeds' verdict and the right quoted line; environment
failures must say they are not evidence against the Bridge change; summary.md must follow the Summary Format.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
import threading
import time
from pathlib import Path

import pytest
from fixtures.builders import (
    fixture_env,
    git,
    make_bridge_repo,
    make_downstream,
    nemo_rl_l0_spec,
    nemo_rl_l2_spec,
    verl_l0_spec,
)
from fixtures.summary_format import HEADINGS, assert_seed_headings

from runners.contract import JobResult, JobSpec, Step, Verdict
from runners.triage_rules import NOT_EVIDENCE

pytestmark = pytest.mark.slow


@pytest.fixture
def bridge_repo(tmp_path: Path) -> Path:
    return make_bridge_repo(tmp_path / "Megatron-Bridge")[0]


@pytest.fixture
def nemo_rl_repo(tmp_path: Path) -> Path:
    return make_downstream("nemo-rl", tmp_path / "nemo-rl")[0]


@pytest.fixture
def verl_repo(tmp_path: Path) -> Path:
    return make_downstream("verl", tmp_path / "verl")[0]


def assert_summary_format(text: str, framework: str) -> None:
    """Every heading and deliverable line of the seed's Summary Format, in order."""
    lines = assert_seed_headings(text, framework)
    assert lines[0].split(" ")[1] in ("Pass", "Fail", "Blocked")
    headings = HEADINGS[framework]
    fu = lines.index("Follow-ups:")
    assert lines[fu - 1] == "" and all(x.startswith("- ") for x in lines[len(headings) + 1 : fu - 1])
    assert len(lines) > fu + 1 and all(x.startswith("- ") for x in lines[fu + 1 :])
    for ln in lines[5:10]:
        verdict = ln.split(": ", 1)[1].split(" - ", 1)[0]
        assert verdict in ("Pass", "Fail", "Skipped", "Blocked", "Not requested"), ln


def run_runner(
    tmp: Path, spec: JobSpec, bridge: Path, down: Path, *extra: str, **env: str
) -> tuple[int, JobResult, str, str]:
    spec_path = tmp / f"{spec.id}.json"
    spec_path.write_text(spec.model_dump_json())
    out = tmp / "out" / spec.id
    p = subprocess.run(
        [
            sys.executable,
            "-m",
            "runners",
            "run",
            "--spec",
            str(spec_path),
            "--out",
            str(out),
            "--bridge-repo",
            str(bridge),
            "--downstream-repo",
            str(down),
            "--quiet",
            *extra,
        ],
        env=fixture_env(**env),
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )
    assert "Traceback" not in p.stderr, p.stderr
    result = JobResult.model_validate_json((out / "result.json").read_text())
    return p.returncode, result, (out / "summary.md").read_text(), p.stderr


def checks(r: JobResult) -> dict[str, str]:
    return {c.name: c.status for c in r.evidence.checks}


def test_nemo_rl_level0_pass(tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path) -> None:
    rc, r, summary, _ = run_runner(tmp_path, nemo_rl_l0_spec(), bridge_repo, nemo_rl_repo)
    assert rc == 0
    assert r.verdict == Verdict.PASS and r.reason == "completed 2/2 training steps"
    assert_summary_format(summary, "nemo-rl")
    short = git(bridge_repo, "rev-parse", "--short", "HEAD")
    assert summary.splitlines()[0] == (
        f"Result: Pass - NeMo-RL imported the local Bridge checkout ({short}) and passed Level 0 on "
        "Qwen/Qwen2.5-0.5B (Level 0 (Megatron policy GRPO smoke) 2/2 steps)."
    )
    assert f"- Bridge repo: {short} plus dirty files: none" in summary
    assert (
        f"- Local Bridge import in NeMo-RL: Pass - {bridge_repo}/src/megatron/bridge/__init__.py" in summary
    )
    assert (
        "policy.megatron_cfg.enabled=true (examples/configs/grpo_math_1B_megatron.yaml); Step 2/2" in summary
    )
    assert "assertions 5/5 passed" in summary
    assert r.evidence.bridge is not None and r.evidence.bridge.sha == git(bridge_repo, "rev-parse", "HEAD")
    assert r.evidence.pythonpath is not None and r.evidence.pythonpath.startswith(
        f"{bridge_repo}/src{os.pathsep}{bridge_repo}/3rdparty/Megatron-LM{os.pathsep}{nemo_rl_repo}"
    )
    c = checks(r)
    for name in (
        "repo state",
        "pythonpath",
        "import check",
        "preflight: contract tests/functional/grpo_megatron.sh",
        "preflight: megatron policy",
        "preflight: metric helper check_metrics.py",
        "step grpo_megatron",
        "metrics and triage",
    ):
        assert c[name] == "ok", (name, c)
    assert json.loads(Path(r.evidence.metrics_path or "").read_text())["train/loss"]["2"] == 0.25
    assert r.evidence.timings["runner_overhead_s"] < r.evidence.timings["total_s"]


@pytest.mark.parametrize(
    ("mode", "verdict", "first_error", "reason"),
    [
        (
            "token_mult_fail",
            Verdict.FAIL,
            '│ FAIL │ max(data["train/token_mult_prob_error"]) < 1.05 │ 3.2 │ condition evaluated to False │',
            "real metric failure",
        ),
        ("nan", Verdict.FAIL, 'train/loss = nan at step "2"', "NaN/inf"),
        ("short_run", Verdict.FAIL, None, "reached 1 of 2"),
        (
            "oom_disk",
            Verdict.BLOCKED,
            "OSError: [Errno 28] No space left on device: '/root/.cache/huggingface/hub/models--Qwen'",
            "out of disk",
        ),
        (
            "http429",
            Verdict.BLOCKED,
            "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: "
            "https://huggingface.co/api/models/Qwen/Qwen2.5-0.5B/tree/main",
            "429",
        ),
        ("helpers_cpp", Verdict.BLOCKED, "make: python3-config: No such file or directory", "python3-config"),
        (
            "tp4_guard",
            Verdict.BLOCKED,
            "There is a known batch-variant accuracy issue with TP>=4 for both DTensor and Megatron backend.",
            "TP>=4",
        ),
        (
            "worker_no_bridge",
            Verdict.BLOCKED,
            "ModuleNotFoundError: No module named 'megatron'",
            "a Ray worker (MegatronPolicyWorker) could not import megatron",
        ),
        (
            "dtensor_fallback",
            Verdict.BLOCKED,
            "▶ Setting up model and training (DTensorPolicyWorkerV2)...",
            "DTensor policy",
        ),
        (
            "crash",
            Verdict.FAIL,
            "RuntimeError: shape mismatch in provider finalize: expected 896, got 1024",
            "after reaching step 2",
        ),
        (
            "bridge_api_break",
            Verdict.FAIL,
            "ImportError: cannot import name 'ModelProviderMixin' from "
            "'megatron.bridge.models.model_provider' "
            "(unknown location)",
            "API break",
        ),
    ],
)
def test_nemo_rl_failure_modes(
    tmp_path: Path,
    bridge_repo: Path,
    nemo_rl_repo: Path,
    mode: str,
    verdict: Verdict,
    first_error: str | None,
    reason: str,
) -> None:
    rc, r, summary, _ = run_runner(tmp_path, nemo_rl_l0_spec(), bridge_repo, nemo_rl_repo, FIXTURE_MODE=mode)
    assert r.verdict == verdict, (r.reason, r.first_error)
    assert rc == {Verdict.FAIL: 1, Verdict.BLOCKED: 3}[verdict]
    assert r.first_error == first_error
    assert reason in r.reason
    assert_summary_format(summary, "nemo-rl")
    assert summary.startswith(f"Result: {verdict.value} - ")
    if verdict == Verdict.BLOCKED:
        assert NOT_EVIDENCE in summary.splitlines()[0]
    if first_error:
        assert f"first relevant error: {first_error}" in summary


def test_wrong_bridge_in_worker_is_blocked_even_though_the_run_passed(
    tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path
) -> None:
    rc, r, _summary, _ = run_runner(
        tmp_path, nemo_rl_l0_spec(), bridge_repo, nemo_rl_repo, FIXTURE_MODE="wrong_bridge"
    )
    assert rc == 3 and r.verdict == Verdict.BLOCKED
    assert "site-packages/megatron/bridge/__init__.py" in (r.first_error or "")
    assert "not from the Bridge checkout under test" in r.reason
    imp = next(d for d in r.deliverables if d.name == "Local Bridge import in NeMo-RL")
    assert imp.verdict == Verdict.FAIL and "site-packages" in imp.detail


def test_ray_noise_still_passes_and_is_reported(
    tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path
) -> None:
    rc, r, summary, _ = run_runner(
        tmp_path, nemo_rl_l0_spec(), bridge_repo, nemo_rl_repo, FIXTURE_MODE="ray_noise"
    )
    assert rc == 0 and r.verdict == Verdict.PASS
    assert len(r.noise) == 3
    assert (
        "known shutdown warnings (residual log noise after a completed run): Python resource-tracker"
        in summary
    )


def test_level2_metrics_dumped_by_runner_when_functional_did_not(
    tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path
) -> None:
    spec = nemo_rl_l2_spec()
    spec.steps = spec.steps[:2]  # no json_dump_tb_logs step: only TensorBoard events exist
    rc, r, summary, _ = run_runner(tmp_path, spec, bridge_repo, nemo_rl_repo)
    assert rc == 0 and r.verdict == Verdict.PASS
    assert "metrics.json dumped by the runner from TensorBoard events" in summary
    assert (
        "- Requested variants: Pass - Level 2 (Non-colocated vLLM refit): Pass, Non-colocated vLLM refit"
        in summary
    )
    assert [a.passed for a in r.assertions] == [True, True, True]


def test_stale_metrics_are_not_evidence(tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path) -> None:
    stale = nemo_rl_repo / "tests/functional/grpo_megatron_non_colocated"
    stale.mkdir(parents=True)
    (stale / "metrics.json").write_text(json.dumps({"train/loss": {"1": 1.0, "2": 1.0}}))
    os.utime(stale / "metrics.json", (1_000_000, 1_000_000))
    spec = nemo_rl_l2_spec()
    spec.steps = [spec.steps[1]]  # no clean step, no dump step, and the run writes no TensorBoard dir
    spec.steps[0].argv = [a for a in spec.steps[0].argv if not a.startswith("logger.tensorboard_enabled")]
    spec.steps[0].argv.append("logger.tensorboard_enabled=false")
    _rc, r, _, _ = run_runner(tmp_path, spec, bridge_repo, nemo_rl_repo)
    assert r.verdict == Verdict.FAIL and r.reason == "metrics.json was not written"


def test_two_jobs_of_one_script_on_one_checkout_never_share_its_output_directory(
    tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path
) -> None:
    """Two PRs' Level 0 on one host's checkout (two Ray jobs placed on one node): the functional script wipes and
    rewrites tests/functional/grpo_megatron/, where the runner reads the job's metrics. The second job waits
    for the first to have its metrics, so neither reads the other's: the failing run stays a Fail and the
    passing one a Pass (sharing the directory, the first would judge the second's numbers)."""
    failing = nemo_rl_l0_spec("lock-fail")
    passing = nemo_rl_l0_spec("lock-pass")
    results: dict[str, JobResult] = {}

    def run(spec: JobSpec, **env: str) -> None:
        results[spec.id] = run_runner(tmp_path, spec, bridge_repo, nemo_rl_repo, **env)[1]

    first = threading.Thread(
        target=run, args=(failing,), kwargs={"FIXTURE_MODE": "token_mult_fail", "FIXTURE_STEP_SECONDS": "1.5"}
    )
    first.start()
    beat = tmp_path / "out" / failing.id / "heartbeat.json"
    deadline = time.monotonic() + 60
    while not (beat.is_file() and json.loads(beat.read_text() or "{}").get("step") == "grpo_megatron"):
        assert time.monotonic() < deadline and first.is_alive(), "the first job never reached its script"
        time.sleep(0.05)
    run(passing, FIXTURE_STEP_SECONDS="2.5")  # slower: its script would wipe the first's directory mid-run
    first.join(timeout=120)
    bad, good = results[failing.id], results[passing.id]
    assert bad.verdict == Verdict.FAIL and "real metric failure" in bad.reason, bad.reason
    assert json.loads(Path(bad.evidence.metrics_path or "").read_text())["train/token_mult_prob_error"]["1"] > 3
    assert good.verdict == Verdict.PASS, good.reason
    assert json.loads(Path(good.evidence.metrics_path or "").read_text())["train/token_mult_prob_error"]["1"] < 1.05
    waited = next(c for c in good.evidence.checks if c.name == "output directory")
    assert waited.status == "ok" and "tests/functional/grpo_megatron/" in waited.detail
    assert "waited" in waited.detail, waited.detail
    # The lock is released with the job: a third run does not wait.
    _rc, again, _, _ = run_runner(tmp_path, nemo_rl_l0_spec("lock-again"), bridge_repo, nemo_rl_repo)
    assert next(c.detail for c in again.evidence.checks if c.name == "output directory").endswith("held for this job")


def test_a_job_that_waits_past_its_budget_for_the_scripts_folder_is_blocked_not_failed(
    tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path
) -> None:
    """Another job of the same script holds the checkout's output folder for longer than this job may wait
    (`--outputs-wait-s`): Blocked (runner, which the bot retries), naming the folder and who holds it; the script
    never ran, so nothing of the other job's was wiped."""
    from runners.outputlock import hold, output_dirs

    spec = nemo_rl_l0_spec("lock-waits")
    marker = nemo_rl_repo / "tests/functional/grpo_megatron/run.log"
    marker.parent.mkdir(parents=True)
    marker.write_text("the other job's log\n")
    with hold(nemo_rl_repo, output_dirs(spec), "other-job", max_wait_s=0):
        rc, r, summary, _ = run_runner(tmp_path, spec, bridge_repo, nemo_rl_repo, "--outputs-wait-s", "1")
    assert rc == 3 and r.verdict == Verdict.BLOCKED and r.blocked_kind == "runner", r.reason
    assert "tests/functional/grpo_megatron/" in r.reason and "job other-job" in r.reason, r.reason
    assert NOT_EVIDENCE in summary.splitlines()[0]
    assert marker.read_text() == "the other job's log\n"
    assert "step grpo_megatron" not in checks(r)


def test_bridge_sha_mismatch_refuses_to_run(tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path) -> None:
    rc, r, summary, _ = run_runner(
        tmp_path, nemo_rl_l0_spec(bridge_sha="0123456789abcdef"), bridge_repo, nemo_rl_repo
    )
    assert rc == 3 and r.verdict == Verdict.BLOCKED
    assert "not 0123456789abcdef as the job requires" in r.reason
    assert not any(c.name.startswith("step ") for c in r.evidence.checks)
    assert "- NeMo-RL Megatron policy run: Blocked - " in summary
    # deliverables that never ran are Skipped with the reason (seed Summary Format), never a Fail
    assert all(d.verdict != Verdict.FAIL for d in r.deliverables), r.deliverables
    assert "- Local Bridge import in NeMo-RL: Skipped - import check not run: " in summary
    assert "- Metrics/log capture: Skipped - no log: not run: " in summary
    assert ": Fail - " not in summary
    rc, r, _, _ = run_runner(
        tmp_path,
        nemo_rl_l0_spec(bridge_sha=git(bridge_repo, "rev-parse", "HEAD")[:12]),
        bridge_repo,
        nemo_rl_repo,
    )
    assert rc == 0


def test_dirty_checkout_is_recorded(tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path) -> None:
    (bridge_repo / "src/megatron/bridge/__init__.py").write_text(
        '"""edited"""\nfrom megatron.bridge.models import AutoBridge\n'
    )
    _, r, summary, _ = run_runner(tmp_path, nemo_rl_l0_spec(), bridge_repo, nemo_rl_repo)
    assert r.evidence.bridge is not None and r.evidence.bridge.dirty == [" M src/megatron/bridge/__init__.py"]
    assert "plus dirty files:  M src/megatron/bridge/__init__.py" in summary


def test_contract_drift_is_blocked_before_running(
    tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path
) -> None:
    spec = nemo_rl_l0_spec(extra_argv=["policy.megatron_cfg.converter_type=GPTModelProvider"])
    rc, r, summary, _ = run_runner(tmp_path, spec, bridge_repo, nemo_rl_repo)
    assert rc == 3 and r.verdict == Verdict.BLOCKED
    assert all(d.verdict != Verdict.FAIL for d in r.deliverables) and ": Fail - " not in summary
    assert "policy.megatron_cfg.converter_type is not a key of grpo_math_1B_megatron.yaml" in r.reason
    assert not any(c.name.startswith("step ") for c in r.evidence.checks)


def test_megatron_policy_disabled_by_override_is_blocked(
    tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path
) -> None:
    spec = nemo_rl_l0_spec(
        extra_argv=["policy.megatron_cfg.enabled=false", "policy.dtensor_cfg.enabled=true"]
    )
    _rc, r, _, _ = run_runner(tmp_path, spec, bridge_repo, nemo_rl_repo)
    assert r.verdict == Verdict.BLOCKED
    assert "policy.megatron_cfg.enabled=false" in r.reason and "silently use the DTensor policy" in r.reason


def test_gpu_preflight(tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path) -> None:
    rc, r, _, _ = run_runner(
        tmp_path, nemo_rl_l0_spec(gpus=1), bridge_repo, nemo_rl_repo, BRIDGE_VALIDATE_GPUS=""
    )
    assert rc == 3 and "the job needs 1 GPU(s); 0 visible" in r.reason
    rc, r, _, _ = run_runner(
        tmp_path, nemo_rl_l0_spec(gpus=1), bridge_repo, nemo_rl_repo, BRIDGE_VALIDATE_GPUS="0,x@1"
    )
    assert rc == 3 and "BRIDGE_VALIDATE_GPUS has 'x@1', not INDEX or INDEX@MiB" in r.reason, r.reason
    rc, r, _, _ = run_runner(
        tmp_path,
        nemo_rl_l0_spec(gpus=1),
        bridge_repo,
        nemo_rl_repo,
        BRIDGE_VALIDATE_GPUS="0,1",
        CUDA_VISIBLE_DEVICES="5",
    )
    assert (
        rc == 3
        and "CUDA_VISIBLE_DEVICES=5 names GPU 5, which this host does not have (GPUs: 0, 1)" in r.reason
    )
    rc, r, _, _ = run_runner(
        tmp_path,
        nemo_rl_l0_spec(gpus=1),
        bridge_repo,
        nemo_rl_repo,
        BRIDGE_VALIDATE_GPUS="0,1",
        CUDA_VISIBLE_DEVICES="1",
    )
    assert rc == 0, r.reason
    assert checks(r)["preflight: gpus (injected)"] == "ok"


def test_disk_and_snapshot_preflight(tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path) -> None:
    rc, r, _, _ = run_runner(tmp_path, nemo_rl_l0_spec(min_free_gib=1e9), bridge_repo, nemo_rl_repo)
    assert rc == 3 and "preflight failed (disk HF_HOME)" in r.reason and "move HF_HOME" in r.reason
    spec = nemo_rl_l0_spec()
    spec.model.local_path = str(tmp_path / "no-such-snapshot")
    rc, r, _, _ = run_runner(tmp_path, spec, bridge_repo, nemo_rl_repo)
    assert rc == 3 and "no-such-snapshot does not exist" in r.reason


def test_not_a_bridge_checkout(tmp_path: Path, nemo_rl_repo: Path) -> None:
    other = tmp_path / "other"
    other.mkdir()
    git(other, "init", "-q")
    (other / "x").write_text("x")
    git(other, "add", "x")
    git(other, "-c", "user.name=a", "-c", "user.email=a@b", "commit", "-q", "-m", "x")
    rc, r, summary, _ = run_runner(tmp_path, nemo_rl_l0_spec(), other, nemo_rl_repo)
    assert rc == 3 and "not a Megatron-Bridge checkout" in r.reason
    assert "Result: Blocked" in summary


def test_worker_interpreter_without_the_checkout_is_blocked(
    tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path
) -> None:
    # Like /usr/local/bin/python-MegatronPolicyWorker: a frozen worker venv that ignores the shell PYTHONPATH.
    worker = tmp_path / "python-MegatronPolicyWorker"
    worker.write_text(f'#!/bin/sh\nunset PYTHONPATH\nexec {sys.executable} "$@"\n')
    worker.chmod(0o755)
    rc, r, _, _ = run_runner(
        tmp_path, nemo_rl_l0_spec(worker_pythons=[str(worker)]), bridge_repo, nemo_rl_repo
    )
    assert rc == 3 and r.verdict == Verdict.BLOCKED
    assert f"worker interpreter {worker}: cannot import megatron.bridge" in r.reason
    assert NOT_EVIDENCE in r.reason


def test_timeout_kills_the_run(tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path) -> None:
    rc, r, _, _ = run_runner(
        tmp_path, nemo_rl_l0_spec(timeout_s=4), bridge_repo, nemo_rl_repo, FIXTURE_MODE="hang"
    )
    assert rc == 1 and r.verdict == Verdict.FAIL
    assert r.reason.startswith("the run timed out after 4 s")
    assert r.duration_s is not None and r.duration_s < 15
    ps = subprocess.run(["pgrep", "-f", str(nemo_rl_repo)], capture_output=True, text=True, check=False)
    assert ps.stdout.strip() == "", "the timed-out run left processes behind"


def test_node_local_mcore_with_helpers_cpp(tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path) -> None:
    local = tmp_path / "node-local" / "Megatron-LM"
    rc, r, _, _ = run_runner(
        tmp_path, nemo_rl_l0_spec(), bridge_repo, nemo_rl_repo, "--mcore-local", str(local)
    )
    assert rc == 0, r.reason
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    assert (local / "megatron/core/datasets" / f"helpers_cpp{suffix}").is_file()
    assert r.evidence.pythonpath is not None and r.evidence.pythonpath.split(os.pathsep)[1] == str(local)
    detail = next(c.detail for c in r.evidence.checks if c.name == "pythonpath")
    assert f"built helpers_cpp{suffix} with LIBEXT={suffix}" in detail
    assert not list((bridge_repo / "3rdparty").rglob("helpers_cpp*")), "the checkout must not be patched"


def test_bad_invocation(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"id": "x y"}')
    p = subprocess.run(
        [
            sys.executable,
            "-m",
            "runners",
            "run",
            "--spec",
            str(bad),
            "--bridge-repo",
            str(tmp_path),
            "--downstream-repo",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert p.returncode == 2 and "cannot read job spec" in p.stderr and "Traceback" not in p.stderr
    good = tmp_path / "good.json"
    good.write_text(nemo_rl_l0_spec().model_dump_json())
    env = {k: v for k, v in os.environ.items() if k not in ("BRIDGE_REPO", "NEMO_RL_REPO")}
    p = subprocess.run(
        [sys.executable, "-m", "runners", "run", "--spec", str(good)],
        capture_output=True,
        text=True,
        check=False,
        env=env,
    )
    assert p.returncode == 2 and "--bridge-repo (or BRIDGE_REPO) is required" in p.stderr


def test_repos_from_environment(tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path) -> None:
    spec_path = tmp_path / "job.json"
    spec_path.write_text(nemo_rl_l0_spec().model_dump_json())
    p = subprocess.run(
        [
            sys.executable,
            "-m",
            "runners",
            "run",
            "--spec",
            str(spec_path),
            "--out",
            str(tmp_path / "o"),
            "--quiet",
        ],
        capture_output=True,
        text=True,
        check=False,
        env=fixture_env(BRIDGE_REPO=str(bridge_repo), NEMO_RL_REPO=str(nemo_rl_repo)),
    )
    assert p.returncode == 0, p.stderr


# --- verl ---------------------------------------------------------------------------------------------------


def test_verl_level0_pass(tmp_path: Path, bridge_repo: Path, verl_repo: Path) -> None:
    rc, r, summary, _ = run_runner(tmp_path, verl_l0_spec(), bridge_repo, verl_repo)
    assert rc == 0, r.reason
    assert_summary_format(summary, "verl")
    assert "- Key lines: + VANILLA_MBRIDGE=False; Training Progress: 100%|██████████| 1/1" in summary
    assert "training/global_step:1" in summary
    assert (
        "- verl Megatron backend run: Pass - LoRA + Megatron DDP smoke (run_ppo_trainer_megatron.sh), "
        "1/1 steps" in summary
    )
    assert "- Log capture: Pass - " in summary
    # the placeholders reached argv and env as plain strings
    assert (
        f"++ray_kwargs.ray_init.runtime_env.env_vars.PYTHONPATH={r.evidence.pythonpath}" in r.evidence.command
    )
    assert f"TRAIN_FILES={tmp_path}/out/verl-l0-lora-ddp/data/gsm8k/train.parquet" in r.evidence.command
    lims = "\n".join(r.limitations)
    assert (
        "enforce_eager" in lims
        and "reward_model.enable=False" in lims
        and "save/resume not exercised" in lims
    )


@pytest.mark.parametrize(
    ("mode", "spec_kw", "verdict", "first_error", "reason"),
    [
        (
            "wrong_bridge",
            {},
            Verdict.BLOCKED,
            "Megatron-Bridge imported from ",
            "not from the Bridge checkout",
        ),
        ("pass", {"runtime_env": False}, Verdict.BLOCKED, "Megatron-Bridge imported from ", "site-packages"),
        (
            "worker_no_bridge",
            {},
            Verdict.BLOCKED,
            "ModuleNotFoundError: No module named 'megatron'",
            "a Ray worker (WorkerDict) could not import megatron",
        ),
        (
            "rocr",
            {},
            Verdict.BLOCKED,
            "ValueError: Please don't set ROCR_VISIBLE_DEVICES when HIP/CUDA_VISIBLE_DEVICES is set.",
            "launcher/container problem",
        ),
        ("nan", {}, Verdict.FAIL, 'critic/rewards/mean = nan at step "1"', "NaN/inf"),
        ("ray_noise", {}, Verdict.PASS, None, "completed 1/1"),
    ],
)
def test_verl_modes(
    tmp_path: Path,
    bridge_repo: Path,
    verl_repo: Path,
    mode: str,
    spec_kw: dict[str, bool],
    verdict: Verdict,
    first_error: str | None,
    reason: str,
) -> None:
    _rc, r, summary, _ = run_runner(
        tmp_path, verl_l0_spec(**spec_kw), bridge_repo, verl_repo, FIXTURE_MODE=mode
    )
    assert r.verdict == verdict, (r.reason, r.first_error)
    if first_error is None:
        assert r.first_error is None
    else:
        assert (r.first_error or "").startswith(first_error)
    assert reason in r.reason
    # a copy of the Bridge other than the checkout ran: the seeds' wrong Bridge path; none importable: an import
    kinds = {"wrong_bridge": "bridge-path", "pass": "bridge-path", "worker_no_bridge": "bridge-import"}
    if mode in kinds:
        assert r.blocked_kind == kinds[mode], (mode, r.blocked_kind)
    assert_summary_format(summary, "verl")


def test_verl_short_run_and_vanilla(tmp_path: Path, bridge_repo: Path, verl_repo: Path) -> None:
    spec = verl_l0_spec(expected_steps=2, log_checks=[])
    spec.steps[1].env["TOTAL_TRAIN_STEPS"] = "2"
    _, r, _, _ = run_runner(tmp_path, spec, bridge_repo, verl_repo, FIXTURE_MODE="short_run")
    assert r.verdict == Verdict.FAIL and "reached 1 of 2" in r.reason
    spec = verl_l0_spec(log_checks=[])
    spec.steps[1].env["VANILLA_MBRIDGE"] = "True"
    spec.steps[1].env["VALUE_VANILLA_MBRIDGE"] = "True"
    _, r, _, _ = run_runner(tmp_path, spec, bridge_repo, verl_repo)
    assert r.verdict == Verdict.BLOCKED and r.first_error == "+ VANILLA_MBRIDGE=True"


def test_verl_save_then_resume(tmp_path: Path, bridge_repo: Path, verl_repo: Path) -> None:
    spec = verl_l0_spec(
        level=1,
        level_name="Save/resume",
        variant="save-resume",
        expected_steps=2,
        title="Save one step, then resume",
    )
    run = spec.steps[1]
    save = Step(name="save", argv=run.argv, env={**run.env, "SAVE_FREQ": "1", "TOTAL_TRAIN_STEPS": "1"})
    resume = Step(
        name="resume",
        argv=run.argv,
        env={**run.env, "RESUME_MODE": "auto", "SAVE_FREQ": "1", "TOTAL_TRAIN_STEPS": "2"},
    )
    spec.steps = [spec.steps[0], save, resume]
    spec.log_checks = [spec.log_checks[0]]
    rc, r, summary, _ = run_runner(tmp_path, spec, bridge_repo, verl_repo)
    assert rc == 0, r.reason
    assert r.evidence.steps_reached == 2
    assert (
        "- Requested variants: Pass - Level 1 (Save/resume): Pass, Save one step, then resume, 2/2" in summary
    )
    assert "save/resume not exercised" not in "\n".join(r.limitations)


def test_verl_missing_data_is_blocked(tmp_path: Path, bridge_repo: Path, verl_repo: Path) -> None:
    spec = verl_l0_spec()
    spec.steps = spec.steps[1:]  # no data preparation
    rc, r, _, _ = run_runner(tmp_path, spec, bridge_repo, verl_repo)
    assert rc == 3 and r.verdict == Verdict.BLOCKED
    assert (r.first_error or "").startswith("FileNotFoundError: [Errno 2] No such file or directory:")
    assert "training data is missing" in r.reason


def test_ray_worker_import_check(tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path) -> None:
    pytest.importorskip("ray")
    # A real local Ray instance of its own (address="local"); no `ray stop --force` on a shared test host.
    rc, r, summary, _ = run_runner(
        tmp_path, nemo_rl_l0_spec(uses_ray=True), bridge_repo, nemo_rl_repo, "--no-ray-stop"
    )
    assert rc == 0, r.reason
    assert r.evidence.worker_import_path == f"{bridge_repo}/src/megatron/bridge/__init__.py"
    detail = next(c.detail for c in r.evidence.checks if c.name == "import check")
    assert f"Ray worker: megatron.bridge from {bridge_repo}/src/megatron/bridge/__init__.py" in detail
    assert "only the driver import was verified" not in summary


def test_cuda_graph_failure_in_megatron_generation(
    tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path
) -> None:
    spec = nemo_rl_l0_spec(
        level=3,
        level_name="Optional Megatron generation backend",
        variant="megatron-generation",
        title="Megatron generation backend (grpo_megatron_generation.sh)",
        metrics_path="tests/functional/grpo_megatron_generation/metrics.json",
    )
    spec.steps[0].argv[3] = "tests/functional/grpo_megatron_generation.sh"
    rc, r, summary, _ = run_runner(tmp_path, spec, bridge_repo, nemo_rl_repo, FIXTURE_MODE="cuda_graph")
    assert rc == 1 and r.verdict == Verdict.FAIL
    assert r.first_error == "RuntimeError: CUDA error: an illegal memory access was encountered"
    assert r.reason.startswith("Megatron generation failed during CUDA-graph warmup with an illegal memory access")
    assert r.root_cause is not None and r.root_cause.origin is not None
    assert any("num_cuda_graphs=null" in f for f in r.follow_ups)
    assert "- Requested variants: Fail - Level 3 (Optional Megatron generation backend): Fail" in summary


def test_runners_import_with_pydantic_and_stdlib_only() -> None:
    code = (
        "import sys\n"
        "import runners.run, runners.triage, runners.preflight, runners.gpu, runners.tbevents\n"
        "import runners.summary, runners.importcheck, runners.limitations\n"
        "import runners.__main__\n"
        "heavy = {'yaml', 'torch', 'pynvml', 'ray', 'transformers', 'tensorboard', 'bot', 'numpy'}\n"
        "print(sorted(heavy & {m.split('.')[0] for m in sys.modules}))\n"
    )
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert p.stdout.strip() == "[]"


def test_a_gpu_already_in_use_is_noted_in_the_log_and_read_by_triage(
    tmp_path: Path, bridge_repo: Path, nemo_rl_repo: Path
) -> None:
    # GPU 1 holds 41287 MiB before the job (NVML's figure; injected here): the preflight lets the job run, writes
    # the note at the top of its log, and triage reads the engine's start-up memory shortfall as the node's
    rc, r, _, _ = run_runner(
        tmp_path, nemo_rl_l0_spec(gpus=2), bridge_repo, nemo_rl_repo,
        BRIDGE_VALIDATE_GPUS="0,1@41287", FIXTURE_MODE="vllm_free_memory",
    )
    assert rc == 3 and r.verdict == Verdict.BLOCKED and r.blocked_kind == "cluster", (r.reason, r.blocked_kind)
    assert checks(r)["preflight: gpus in use"] == "ok"
    log = (tmp_path / "out" / r.job_id / "run.log").read_text()
    assert "[bridge-validate] preflight: GPU 1 already holds 41287 MiB of 81559 MiB before the job started" in log
    # idle GPUs: no note, and the same shortfall stays the rollout engine's
    rc, r, _, _ = run_runner(
        tmp_path, nemo_rl_l0_spec(gpus=2), bridge_repo, nemo_rl_repo,
        BRIDGE_VALIDATE_GPUS="0,1@3", FIXTURE_MODE="vllm_free_memory",
    )
    assert rc == 3 and r.verdict == Verdict.BLOCKED and r.blocked_kind == "vllm", (r.reason, r.blocked_kind)
    assert "preflight: gpus in use" not in checks(r)
