"""The Bridge-side check of a real Megatron-Bridge commit, planned by the planner and run by the runner.

Commit 6393ea140 ("[model] fix: isolate Step3.5 layer configs") changes a provider
(src/megatron/bridge/models/stepfun/step35_provider.py) and its unit test. The planner's Bridge stage runs
`python -m pytest -q` over the seeds' focused files that exist at that commit plus that test. The runner, as on a
cluster node, checks the commit out into a per-SHA worktree of a node clone (`--bridge-worktrees`; the
3rdparty/Megatron-LM submodule from a node-local Megatron-LM mirror), checks the SHA and runs the stage.

Heavy parts, each skipped cleanly when absent:
- the bare mirrors of Megatron-Bridge, Megatron-LM and NeMo-RL ($BRIDGE_VALIDATE_MIRRORS, default /work/.mirror);
- a job interpreter with torch and transformers ($BRIDGE_VALIDATE_BRIDGE_JOB_PYTHON; CI installs neither).
`import megatron.bridge` also needs Transformer Engine (src/megatron/bridge/peft/lora_layers.py imports it at
module level), which has no CPU build: where the job interpreter lacks it, the real outcome is a Blocked
`bridge-import` result (not evidence against the change, never a Fail); where it has it, the tests must pass.
On a GPU host with no package index, scripts/gpu_bridge_check/ brings small mirrors of the three commits and the
job environment (Transformer Engine 2.17.1 among it) and runs this test: on 2 x H200 it passed, with the Bridge
line reading `... -> 79 passed, 1 skipped`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from runners.contract import JobResult, Verdict

pytestmark = pytest.mark.slow

COMMIT = "6393ea1403e547bafebaabf84f3817a58cafa711"
NEMO_RL_REF = "7ea279abfbeb698b092856d0dab61e7cf39bc909"
MIRRORS = Path(os.environ.get("BRIDGE_VALIDATE_MIRRORS", "/work/.mirror"))
BRIDGE = MIRRORS / "NVIDIA-NeMo+Megatron-Bridge" / "repo"
MCORE = MIRRORS / "NVIDIA+Megatron-LM" / "repo"
NEMO_RL = MIRRORS / "NVIDIA-NeMo+RL" / "repo"
PROJECT = Path(__file__).resolve().parents[1]


def _has(python: str, *modules: str) -> bool:
    code = "; ".join(f"import {m}" for m in modules)
    try:
        return subprocess.run([python, "-c", code], capture_output=True, timeout=300).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def _git(*args: str, env: dict[str, str] | None = None) -> str:
    return subprocess.run(["git", *args], check=True, capture_output=True, text=True, env=env).stdout.strip()


@pytest.fixture(scope="module")
def job_python() -> str:
    for repo in (BRIDGE, MCORE, NEMO_RL):
        if not (repo / "HEAD").is_file():
            pytest.skip(f"no mirror at {repo}")
    if subprocess.run(["git", f"--git-dir={BRIDGE}", "cat-file", "-e", COMMIT], capture_output=True).returncode:
        pytest.skip(f"{BRIDGE} lacks {COMMIT[:9]}")
    python = os.environ.get("BRIDGE_VALIDATE_BRIDGE_JOB_PYTHON", sys.executable)
    if not _has(python, "torch", "transformers", "pytest"):
        pytest.skip(f"{python} cannot import torch, transformers and pytest (set BRIDGE_VALIDATE_BRIDGE_JOB_PYTHON)")
    return python


def test_the_planned_bridge_stage_of_a_real_commit_runs_through_the_runner(
    job_python: str, tmp_path: Path
) -> None:
    from bot.core.diffsource import from_git
    from bot.core.plan import make_plan
    from bot.core.rules import load_rules

    plan = make_plan(from_git(BRIDGE, f"{COMMIT}^", COMMIT), load_rules())
    [spec] = [j for j in plan.jobs if j.stage == "bridge" and j.framework == "nemo-rl"]
    [step] = spec.steps
    assert step.cwd == "bridge" and step.argv[:4] == ["python", "-m", "pytest", "-q"]
    assert "tests/unit_tests/models/stepfun/test_step35_provider.py" in step.argv  # the test the commit changes
    assert "tests/unit_tests/models/test_model_provider_mixin.py" in step.argv  # the seeds' focused files
    assert any(j.stage == "unit" and j.framework == "nemo-rl" for j in plan.jobs)
    spec = spec.model_copy(update={"bridge_sha": COMMIT})
    spec.context.pr, spec.context.head_sha = 5464, COMMIT
    (tmp_path / "job.json").write_text(spec.model_dump_json())

    # The node: a clone of Bridge (the mirror lacks two docs GIFs, so docs/ stays out of its worktrees), whose
    # Megatron-LM submodule comes from a node-local mirror; a NeMo-RL checkout at the pinned ref.
    gitconfig = tmp_path / "gitconfig"
    gitconfig.write_text('[protocol "file"]\n\tallow = always\n')  # the submodule's URL is a local path
    env = {**os.environ, "GIT_CONFIG_GLOBAL": str(gitconfig), "PYTHONPATH": str(PROJECT)}
    clone, nemo_rl = tmp_path / "node" / "bridge", tmp_path / "node" / "nemo-rl"
    _git("clone", "-q", "--shared", "--no-checkout", str(BRIDGE), str(clone), env=env)
    _git("-C", str(clone), "config", "submodule.3rdparty/Megatron-LM.url", str(MCORE), env=env)
    _git("-C", str(clone), "sparse-checkout", "set", "--no-cone", "/*", "!/docs/", env=env)
    _git("clone", "-q", "--shared", "--no-checkout", str(NEMO_RL), str(nemo_rl), env=env)
    _git("-C", str(nemo_rl), "checkout", "-q", "--detach", NEMO_RL_REF, env=env)
    assert subprocess.run(["git", "-C", str(clone), "cat-file", "-e", COMMIT]).returncode == 0  # shared objects

    out, trees = tmp_path / "out", tmp_path / "node" / "worktrees"
    argv = [sys.executable, "-m", "runners", "run", "--spec", str(tmp_path / "job.json"), "--out", str(out),
            "--bridge-repo", str(clone), "--bridge-worktrees", str(trees), "--downstream-repo", str(nemo_rl),
            "--python", job_python, "--no-ray-check", "--quiet"]
    proc = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=1800)
    result = JobResult.model_validate_json((out / "result.json").read_text())
    assert (trees / COMMIT / "3rdparty" / "Megatron-LM" / "megatron" / "core").is_dir()
    assert result.evidence.bridge is not None and result.evidence.bridge.sha == COMMIT  # the SHA check passed
    [bridge_line] = [d for d in result.deliverables if d.name == "Bridge-side checks"]
    if _has(job_python, "transformer_engine"):
        assert result.verdict == Verdict.PASS, (result.reason, proc.stderr[-2000:])
        assert bridge_line.verdict == Verdict.PASS
        assert "python -m pytest -q" in bridge_line.detail and " passed" in bridge_line.detail, bridge_line.detail
        assert "test_step35_provider.py" in bridge_line.detail
    else:
        # No Transformer Engine in the job environment: `import megatron.bridge` cannot succeed, so the runner
        # Blocks before pytest (the stage is not evidence against the change) and says why.
        assert result.verdict == Verdict.BLOCKED, result.reason
        assert result.blocked_kind == "bridge-import"
        assert "cannot import megatron.bridge" in (result.reason or "")
        assert bridge_line.verdict == Verdict.SKIPPED
    assert proc.returncode == {Verdict.PASS: 0, Verdict.BLOCKED: 3}[result.verdict]
    print(json.dumps({"verdict": result.verdict.value, "reason": result.reason, "bridge": bridge_line.detail}))
