"""Check-run reports (bot/core/report.py, pure) and `bridge-validate run` end to end on the fixture checkouts."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from fixtures.builders import (
    fixture_env,
    make_bridge_repo,
    make_downstream,
    nemo_rl_l0_spec,
    nemo_rl_l2_spec,
    verl_l0_spec,
)
from fixtures.summary_format import assert_seed_headings

from bot.core.models import Plan
from bot.core.report import framework_report, nothing_to_run_report, reports
from runners.contract import Deliverable, Evidence, JobResult, JobSpec, RepoState, Verdict
from runners.triage_rules import NOT_EVIDENCE


def assert_format(text: str, framework: str) -> list[str]:
    return assert_seed_headings(text, framework)


def result(spec: JobSpec, verdict: Verdict, reason: str = "", **kw: object) -> JobResult:
    run = "NeMo-RL Megatron policy run" if spec.framework == "nemo-rl" else "verl Megatron backend run"
    imp = "Local Bridge import in NeMo-RL" if spec.framework == "nemo-rl" else "Local Bridge import in verl"
    cap = "Metrics/log capture" if spec.framework == "nemo-rl" else "Log capture"
    return JobResult(
        job_id=spec.id,
        framework=spec.framework,
        level=spec.level,
        variant=spec.variant,
        verdict=verdict,
        reason=reason or verdict.value,
        deliverables=[
            Deliverable(name="Bridge-side checks", verdict=Verdict.SKIPPED, detail="Bridge CI"),
            Deliverable(name=imp, verdict=Verdict.PASS, detail="/b/src/megatron/bridge/__init__.py"),
            Deliverable(name=run, verdict=verdict, detail=spec.title),
            Deliverable(name="Requested variants", verdict=Verdict.NOT_REQUESTED, detail="Level 0 only"),
            Deliverable(name=cap, verdict=Verdict.PASS, detail="/out/run.log"),
        ],
        evidence=Evidence(
            bridge=RepoState(path="/b", sha="a" * 40, short_sha="aaaaaaa"),
            downstream=RepoState(path="/d", sha="b" * 40, short_sha="bbbbbbb", dirty=["?? x"]),
            command="uv run bash tests/functional/grpo_megatron.sh",
            key_lines=["Step 2/2"],
        ),
        **kw,  # type: ignore[arg-type]
    )


@pytest.mark.parametrize(
    ("verdicts", "conclusion", "title"),
    [
        (
            (Verdict.PASS, Verdict.PASS),
            "success",
            "Result: Pass - NeMo-RL imported the local Bridge checkout",
        ),
        (
            (Verdict.PASS, Verdict.FAIL),
            "failure",
            "Result: Fail - NeMo-RL Level 2 (Non-colocated vLLM refit)",
        ),
        ((Verdict.BLOCKED, Verdict.PASS), "action_required", "Result: Blocked - NeMo-RL Level 0"),
        ((Verdict.BLOCKED, Verdict.FAIL), "failure", "Result: Fail - "),
    ],
)
def test_conclusions(verdicts: tuple[Verdict, Verdict], conclusion: str, title: str) -> None:
    specs = [nemo_rl_l0_spec(), nemo_rl_l2_spec()]
    res = [
        result(s, v, "disk full; " + NOT_EVIDENCE if v == Verdict.BLOCKED else "")
        for s, v in zip(specs, verdicts, strict=False)
    ]
    rep = framework_report("nemo-rl", [*specs, verl_l0_spec()], res)
    assert rep.conclusion == conclusion
    assert rep.name == "bridge-validate / nemo-rl"
    assert rep.title.startswith(title)
    assert rep.title == rep.summary_text.splitlines()[0]
    assert rep.summary == f"```text\n{rep.summary_text.rstrip()}\n```\n"
    lines = assert_format(rep.summary_text, "nemo-rl")
    assert lines[1] == "Requested coverage: Level 0, 2 (variants: non-colocated)"
    assert "### nemo-rl-l0-smoke: Level 0 (Megatron policy GRPO smoke)" in rep.text
    assert rep.jobs == ["nemo-rl-l0-smoke", "nemo-rl-l2-non-colocated"]
    if Verdict.BLOCKED in verdicts and Verdict.FAIL not in verdicts:
        assert NOT_EVIDENCE in rep.title


def test_missing_result_is_blocked_not_pending() -> None:
    rep = framework_report("verl", [verl_l0_spec()], [])
    assert rep.conclusion == "action_required"
    assert "no result: the runner never reported" in rep.title and NOT_EVIDENCE in rep.title
    assert_format(rep.summary_text, "verl")


def test_nothing_to_run() -> None:
    rep = nothing_to_run_report("docs-only change (docs/**)")
    assert rep.conclusion == "success"
    assert rep.title == "Result: Pass - no NeMo-RL e2e needed: docs-only change (docs/**)"
    both = reports([nemo_rl_l0_spec()], [result(nemo_rl_l0_spec(), Verdict.PASS)], "recipes only")
    assert [r.name for r in both] == ["bridge-validate / nemo-rl", "bridge-validate / verl"]
    assert both[1].conclusion == "success" and "recipes only" in both[1].title


def test_merged_deliverables_show_the_worst_and_each_job() -> None:
    specs = [nemo_rl_l0_spec(), nemo_rl_l2_spec()]
    res = [
        result(specs[0], Verdict.PASS),
        result(specs[1], Verdict.FAIL, "token_mult_prob_error over threshold"),
    ]
    text = framework_report("nemo-rl", specs, res).summary_text
    assert "- NeMo-RL Megatron policy run: Pass - Megatron policy GRPO smoke (grpo_megatron.sh)" in text
    assert (
        "- Requested variants: Fail - Level 2 (Non-colocated vLLM refit): Fail, Non-colocated vLLM refit "
        "(Megatron policy + separate vLLM worker)"
    ) in text
    assert "- NeMo-RL repo: bbbbbbb plus dirty files: ?? x" in text


# --- bridge-validate run, end to end ----------------------------------------------------------------------


def _plan(tmp: Path, jobs: list[JobSpec]) -> Path:
    levels: dict[str, list[int]] = {}
    for j in jobs:
        levels.setdefault(j.framework, []).append(j.level)
    plan = Plan(source="fixture", jobs=jobs, levels=levels)  # type: ignore[arg-type]
    path = tmp / "plan.json"
    path.write_text(json.dumps(plan.to_public()))  # exactly what `bridge-validate plan --format json` prints
    return path


def _run(tmp: Path, plan: Path, *extra: str, **env: str) -> subprocess.CompletedProcess[str]:
    bridge, _ = make_bridge_repo(tmp / "Megatron-Bridge")
    nrl, _ = make_downstream("nemo-rl", tmp / "nemo-rl")
    verl, _ = make_downstream("verl", tmp / "verl")
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "bot.cli",
            "run",
            "--plan",
            str(plan),
            "--bridge-repo",
            str(bridge),
            "--nemo-rl-repo",
            str(nrl),
            "--verl-repo",
            str(verl),
            "--workdir",
            str(tmp / "runs"),
            *extra,
        ],
        env=fixture_env(**{"BRIDGE_VALIDATE_GPUS": "0,1", **env}),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def _sections(stdout: str) -> dict[str, str]:
    """framework -> its printed Summary Format (the text after `=== bridge-validate / <fw>: "
    "<conclusion> ===`)."""
    out: dict[str, str] = {}
    cur = None
    for line in stdout.splitlines(keepends=True):
        m = re.match(r"=== bridge-validate / (\S+): \S+ ===$", line.strip())
        if m:
            cur = m.group(1)
            out[cur] = ""
        elif cur is not None:
            out[cur] += line
    return {k: v.strip("\n") + "\n" for k, v in out.items()}


@pytest.mark.slow
def test_run_passing_plan(tmp_path: Path) -> None:
    jobs = [nemo_rl_l0_spec(gpus=1), nemo_rl_l2_spec(gpus=1), verl_l0_spec(gpus=2)]
    p = _run(tmp_path, _plan(tmp_path, jobs))
    assert p.returncode == 0, p.stdout + p.stderr
    assert "=== bridge-validate / nemo-rl: success ===" in p.stdout
    assert "=== bridge-validate / verl: success ===" in p.stdout
    sec = _sections(p.stdout)
    nrl = assert_format(sec["nemo-rl"], "nemo-rl")
    assert nrl[0].startswith("Result: Pass - NeMo-RL imported the local Bridge checkout (")
    assert nrl[1] == "Requested coverage: Level 0, 2 (variants: non-colocated)"
    assert (
        nrl[5] == "- Bridge-side checks: Skipped - not part of this job: focused Bridge tests run in "
        "Megatron-Bridge CI"
    )
    assert nrl[6].startswith("- Local Bridge import in NeMo-RL: Pass - ") and nrl[6].endswith(
        "/Megatron-Bridge/src/megatron/bridge/__init__.py"
    )
    assert nrl[7] == (
        "- NeMo-RL Megatron policy run: Pass - Megatron policy GRPO smoke (grpo_megatron.sh), 2/2 steps"
    )
    assert nrl[8].startswith("- Requested variants: Pass - Level 2 (Non-colocated vLLM refit): Pass, ")
    assert nrl[9].startswith("- Metrics/log capture: Pass - ") and "assertions 5/5 passed" in nrl[9]
    verl = assert_format(sec["verl"], "verl")
    assert verl[0].startswith("Result: Pass - verl imported the local Bridge checkout (")
    assert (
        verl[7] == "- verl Megatron backend run: Pass - LoRA + Megatron DDP smoke "
        "(run_ppo_trainer_megatron.sh), 1/1 steps"
    )
    assert verl[8] == "- Requested variants: Not requested - Level 0 only"
    assert "+ VANILLA_MBRIDGE=False; Training Progress: 100%" in verl[15]
    # progress display: the 2-GPU verl job waited for both 1-GPU NeMo-RL jobs
    assert "verl-l0-lora-ddp: queued - waiting for 2 GPU(s) (free: none)" in p.stderr
    assert "nemo-rl-l0-smoke: running - GPU(s) 0" in p.stderr
    assert "nemo-rl-l2-non-colocated: running - GPU(s) 1" in p.stderr


@pytest.mark.slow
def test_run_failing_plan(tmp_path: Path) -> None:
    p = _run(tmp_path, _plan(tmp_path, [nemo_rl_l0_spec()]), FIXTURE_MODE="token_mult_fail")
    assert p.returncode == 1, p.stderr
    lines = assert_format(_sections(p.stdout)["nemo-rl"], "nemo-rl")
    assert lines[0].startswith(
        "Result: Fail - NeMo-RL Level 0 (Megatron policy GRPO smoke) on Qwen/Qwen2.5-0.5B "
        "failed with the local Bridge checkout ("
    )
    assert "real metric failure, not a harness failure" in lines[0]
    assert lines[7].startswith(
        "- NeMo-RL Megatron policy run: Fail - Megatron policy GRPO smoke (grpo_megatron.sh), "
        "2/2 steps: train/token_mult_prob_error is over its threshold"
    )
    assert lines[9].startswith("- Metrics/log capture: Pass - ") and lines[9].endswith(
        "assertions 4/5 passed"
    )
    assert 'first relevant error: │ FAIL │ max(data["train/token_mult_prob_error"]) < 1.05 │ 3.2' in lines[15]
    fu = lines.index("Follow-ups:")
    assert lines[fu + 1].startswith("- isolate with simpler parallelism or kernels")


@pytest.mark.slow
def test_run_environment_failure_is_blocked_not_evidence(tmp_path: Path) -> None:
    p = _run(
        tmp_path,
        _plan(tmp_path, [verl_l0_spec(), nemo_rl_l0_spec()]),
        "--format",
        "json",
        FIXTURE_MODE="http429",
    )
    assert p.returncode == 3, p.stderr
    reps = json.loads(p.stdout)
    nrl = next(r for r in reps if r["framework"] == "nemo-rl")
    assert nrl["conclusion"] == "action_required" and nrl["verdict"] == "Blocked"
    assert nrl["title"].startswith(
        "Result: Blocked - NeMo-RL Level 0 (Megatron policy GRPO smoke) on "
        "Qwen/Qwen2.5-0.5B could not be validated: Hugging Face answered 429"
    )
    assert nrl["title"].endswith("not evidence against the Bridge change.")
    lines = assert_format(nrl["summary_text"], "nemo-rl")
    assert lines[7].startswith("- NeMo-RL Megatron policy run: Blocked - ")
    assert nrl["summary"].startswith("```text\nResult: Blocked - ")
    verl = next(r for r in reps if r["framework"] == "verl")
    assert verl["conclusion"] == "success"  # the verl fixture ignores this mode


def test_run_bad_plan_and_nothing_to_run(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"source": "x", "jobs": [{"id": "bad id"}]}')
    p = subprocess.run(
        [sys.executable, "-m", "bot.cli", "run", "--plan", str(bad), "--bridge-repo", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (
        p.returncode == 2 and p.stderr.startswith("error: cannot read plan") and "Traceback" not in p.stderr
    )
    empty = tmp_path / "empty.json"
    empty.write_text(json.dumps(Plan(source="x", nothing_to_run="docs only").to_public()))
    p = subprocess.run(
        [sys.executable, "-m", "bot.cli", "run", "--plan", str(empty), "--bridge-repo", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert p.returncode == 0
    assert "Result: Pass - no NeMo-RL e2e needed: docs only" in p.stdout
    p = subprocess.run(
        [
            sys.executable,
            "-m",
            "bot.cli",
            "run",
            "--plan",
            str(empty),
            "--bridge-repo",
            str(tmp_path / "nope"),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert p.returncode == 2 and "is not a directory" in p.stderr


@pytest.mark.slow
def test_plan_output_runs_as_is(tmp_path: Path) -> None:
    """`bridge-validate plan --format json` -> `bridge-validate run`: real job templates on the fixtures."""
    files = tmp_path / "files.txt"
    files.write_text("src/megatron/bridge/models/qwen/qwen2_provider.py\n")
    plan = tmp_path / "plan.json"
    p = subprocess.run(
        [sys.executable, "-m", "bot.cli", "plan", "--files", str(files), "--format", "json", "-o", str(plan)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert p.returncode == 0, p.stderr
    jobs = json.loads(plan.read_text())["jobs"]
    assert {j["framework"] for j in jobs} == {"nemo-rl", "verl"}
    # 8 fake GPUs (verl's template asks for 8); no `ray stop --force` / Ray probe on a shared test host
    p = _run(
        tmp_path,
        plan,
        BRIDGE_VALIDATE_GPUS="0,1,2,3,4,5,6,7",
        BRIDGE_VALIDATE_RAY_STOP="0",
        BRIDGE_VALIDATE_RAY_CHECK="0",
    )
    assert p.returncode == 0, p.stdout + p.stderr
    sec = _sections(p.stdout)
    nrl, verl = assert_format(sec["nemo-rl"], "nemo-rl"), assert_format(sec["verl"], "verl")
    assert nrl[0].startswith("Result: Pass - NeMo-RL imported the local Bridge checkout (")
    assert verl[0].startswith("Result: Pass - verl imported the local Bridge checkout (")
    # With the Bridge and unit stages beside Level 0, each limitation names its job.
    assert "- Limitations:" not in sec["verl"]
    assert "- Level 0 (LoRA + DDP smoke): only the driver import was verified" in sec["verl"]
