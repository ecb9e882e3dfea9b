"""`bridge-validate simulate`: the replay over bot.dispatch.scheduler gives the latencies and GPU-minutes the
seeds' stage order implies (worked out by hand on small fleets), and the command replays a real git history."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli.simulate import SimJob, SimPR, day_bound, simulate
from tests.conftest import GIT_ENV

ROOT = Path(__file__).resolve().parent.parent
PKG = "src/megatron/bridge"

# stage ranks: 0 Bridge checks, 1 downstream unit checks, 2 Level 0 smoke, 3 higher levels
BRIDGE, SMOKE, LEVELS = 0, 2, 3


def job(jid: str, rank: int, gpus: int, minutes: float, framework: str = "nemo-rl") -> SimJob:
    return SimJob(jid, framework, rank, gpus, minutes, gpus * minutes, uses_ray=False)


def chain_pr(sha: str = "a" * 40, arrival: float = 0.0) -> SimPR:
    """One framework's seeds order: Bridge checks 10 min on 2 GPUs, smoke 20 min on 2, a level 30 min on 8."""
    pr = SimPR(sha, arrival)
    for j in (job("bridge", BRIDGE, 2, 10), job("smoke", SMOKE, 2, 20), job("l5", LEVELS, 8, 30)):
        pr.jobs[j.id] = j
    return pr


def test_smoke_first_runs_the_stages_one_after_another() -> None:
    out = simulate([chain_pr()], nodes=2, gpus_per_node=8, fail_rate=0.0, policy="smoke-first")
    assert out["p50_minutes"] == out["max_minutes"] == 60.0  # 10 + 20 + 30
    assert out["gpu_minutes"] == 2 * 10 + 2 * 20 + 8 * 30
    assert out["gpu_minutes_saved"] == 0


def test_fifo_starts_every_stage_at_once_where_gpus_allow() -> None:
    # 2 nodes of 8: the 8-GPU level takes a node of its own, the two 2-GPU jobs share the other
    out = simulate([chain_pr()], nodes=2, gpus_per_node=8, fail_rate=0.0, policy="fifo")
    assert out["p50_minutes"] == 30.0


def test_a_failed_first_stage_skips_the_rest_and_counts_what_it_saved() -> None:
    out = simulate([chain_pr()], nodes=1, gpus_per_node=8, fail_rate=1.0, policy="smoke-first")
    assert out["p50_minutes"] == 10.0
    assert out["gpu_minutes"] == 20.0
    assert out["gpu_minutes_saved"] == 2 * 20 + 8 * 30
    fifo = simulate([chain_pr()], nodes=1, gpus_per_node=8, fail_rate=1.0, policy="fifo")
    assert fifo["gpu_minutes_saved"] == 0 and fifo["gpu_minutes"] == 2 * 10 + 2 * 20 + 8 * 30


def test_prs_queue_for_a_small_fleet() -> None:
    prs = []
    for i in range(3):
        pr = SimPR(f"{i}" * 40, 0.0)
        pr.jobs["smoke"] = job("smoke", SMOKE, 2, 10)
        prs.append(pr)
    out = simulate(prs, nodes=1, gpus_per_node=2, fail_rate=0.0, policy="fifo")
    assert out["prs"] == 3
    assert (out["p50_minutes"], out["max_minutes"]) == (20.0, 30.0)  # finished at 10, 20, 30
    assert out["utilization"] == 1.0
    wider = simulate(prs_copy(prs), nodes=3, gpus_per_node=2, fail_rate=0.0, policy="fifo")
    assert wider["max_minutes"] == 10.0


def prs_copy(prs: list[SimPR]) -> list[SimPR]:
    return [SimPR(p.sha, p.arrival, {k: job(j.id, j.stage_rank, j.gpus, j.minutes) for k, j in p.jobs.items()})
            for p in prs]


def test_a_job_no_node_can_hold_is_blocked_and_the_pr_still_finishes() -> None:
    pr = SimPR("b" * 40, 5.0)
    pr.jobs["smoke"] = job("smoke", SMOKE, 2, 10)
    pr.jobs["huge"] = job("huge", LEVELS, 16, 10)
    out = simulate([pr], nodes=4, gpus_per_node=8, fail_rate=0.0, policy="smoke-first")
    assert out["unplaceable_jobs"] == 1
    assert out["max_minutes"] == 10.0


def test_the_replay_is_deterministic_for_a_seed() -> None:
    def run(seed: int) -> dict[str, object]:
        prs = [chain_pr(f"{i:040d}", arrival=7.0 * i) for i in range(12)]
        return simulate(prs, nodes=1, gpus_per_node=8, fail_rate=0.3, policy="smoke-first", seed=seed)

    assert run(3) == run(3)
    assert any(run(s)["gpu_minutes_saved"] for s in range(4))


# ---------------------------------------------------------------------------------------------- the command


def git(repo: Path, *args: str, env: dict[str, str] | None = None) -> None:
    subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True, text=True, env=env or GIT_ENV)


@pytest.fixture(scope="module")
def history(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three dated first-parent commits: a provider change, a docs change, a weight-mapping change."""
    work = tmp_path_factory.mktemp("simhist") / "bridge"
    work.mkdir()
    git(work, "init", "-q", "-b", "main")
    provider = work / PKG / "models/llama/llama_provider.py"
    provider.parent.mkdir(parents=True)
    provider.write_text("class LlamaModelProvider:\n    hidden_size: int = 4096\n")
    mapping = work / PKG / "models/conversion/param_mapping.py"
    mapping.parent.mkdir(parents=True)
    mapping.write_text("class AutoMapping:\n    def megatron_to_hf(self, w):\n        return w\n")
    (work / "docs").mkdir()
    (work / "docs/index.md").write_text("# Bridge\n")
    steps = [
        ("2026-05-01T10:00:00Z", "base", None),
        ("2026-05-02T10:00:00Z", "provider", (provider, "class LlamaModelProvider:\n    hidden_size: int = 8192\n")),
        ("2026-05-02T10:30:00Z", "docs", (work / "docs/index.md", "# Megatron-Bridge\n")),
        ("2026-05-03T09:00:00Z", "mapping", (mapping, mapping.read_text().replace("return w", "return w.t()"))),
    ]
    for when, msg, change in steps:
        if change is not None:
            change[0].write_text(change[1])
        git(work, "add", "-A")
        git(work, "commit", "-q", "-m", msg, env={**GIT_ENV, "GIT_AUTHOR_DATE": when, "GIT_COMMITTER_DATE": when})
    return work


def simulate_cli(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bot.cli", "simulate", *argv], capture_output=True, text=True,
                          cwd=ROOT, timeout=300)


def test_the_command_replays_a_git_history(history: Path, tmp_path: Path) -> None:
    cache = tmp_path / "plans.json"
    args = ["--repo", str(history), "--since", "2026-05-02", "--until", "2026-05-04", "--nodes", "1",
            "--gpus-per-node", "8", "--fail-rate", "0", "--cache", str(cache), "--format", "json"]
    p = simulate_cli(*args, "--policy", "smoke-first")
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["commits"] == 3  # the three commits after the base, in the window
    assert out["prs"] == 2  # the docs commit has nothing to run
    assert out["jobs"] > 2 and out["gpu_minutes"] > 0
    assert 0 < out["p50_minutes"] <= out["p95_minutes"] <= out["max_minutes"]
    planned = json.loads(cache.read_text())
    assert len(planned) == 3 and sum(1 for jobs in planned.values() if jobs) == 2
    # fifo on the same plans (read back from the cache) uses at least as many GPU-minutes
    fifo = json.loads(simulate_cli(*args, "--policy", "fifo").stdout)
    assert fifo["gpu_minutes"] >= out["gpu_minutes"] and fifo["jobs"] == out["jobs"]


@pytest.mark.parametrize("bad", [["--nodes", "0"], ["--nodes", "1", "--fail-rate", "1.5"]])
def test_bad_fleet_figures_are_refused(history: Path, bad: list[str]) -> None:
    p = simulate_cli("--repo", str(history), "--since", "2026-05-01", "--until", "2026-05-04", *bad)
    assert p.returncode == 2
    assert "simulate:" in p.stderr and "Traceback" not in p.stderr


def test_a_bare_date_is_the_whole_day_whatever_the_time_of_day() -> None:
    # git reads `--since=2026-05-02` as that date at the current time of day: the window would move with the clock
    assert day_bound("2026-05-02", end=False) == "2026-05-02 00:00:00 +0000"
    assert day_bound("2026-05-04", end=True) == "2026-05-04 23:59:59 +0000"
    assert day_bound("2026-05-02T12:00:00Z", end=False) == "2026-05-02T12:00:00Z"


def test_order_by_change_finishes_the_older_pr_first() -> None:
    # One node of 8 GPUs; PR A (Bridge checks 10 min, a level 30 min, 8 GPUs each) at t=0, PR B's the same at t=5.
    # By stage, B's Bridge checks (t=10-20) go before A's level (20-50): A ready -> verdict in 50 min. By change,
    # A's level runs at 10-40 (A in 40 min) and B still finishes at 80 either way.
    def two() -> list[SimPR]:
        out = []
        for sha, arrival in (("a" * 40, 0.0), ("b" * 40, 5.0)):
            pr = SimPR(sha, arrival)
            for j in (job("bridge", BRIDGE, 8, 10), job("l5", LEVELS, 8, 30)):
                pr.jobs[j.id] = j
            out.append(pr)
        return out

    by_stage = simulate(two(), nodes=1, gpus_per_node=8, fail_rate=0.0, policy="smoke-first", order="stage")
    by_change = simulate(two(), nodes=1, gpus_per_node=8, fail_rate=0.0, policy="smoke-first", order="change")
    assert by_stage["max_minutes"] == by_change["max_minutes"] == 75.0
    assert by_change["order"] == "change"
    assert by_change["p50_minutes"] < by_stage["p50_minutes"], (by_change, by_stage)
    assert by_change["gpu_minutes"] == by_stage["gpu_minutes"]


def test_the_replay_plans_with_the_planner_the_app_runs(history: Path, tmp_path: Path) -> None:
    # --planner picks the planner each commit is planned with (as BRIDGE_VALIDATE_PLANNER does for the App); one
    # cache holds each planner's plans apart, the rules planner's under the bare commit id as before
    cache = tmp_path / "plans.json"
    args = ["--repo", str(history), "--since", "2026-05-02", "--until", "2026-05-04", "--nodes", "1",
            "--fail-rate", "0", "--cache", str(cache), "--format", "json"]
    env = {**os.environ, "BRIDGE_VALIDATE_CACHE_DIR": str(tmp_path / "graphs")}
    outs = {}
    for planner in ("rules", "scored"):
        p = subprocess.run([sys.executable, "-m", "bot.cli", "simulate", *args, "--planner", planner],
                           capture_output=True, text=True, cwd=ROOT, timeout=300, env=env)
        assert p.returncode == 0, p.stderr
        outs[planner] = json.loads(p.stdout)
    assert outs["scored"]["planner"] == "scored" and outs["rules"]["planner"] == "rules"
    keys = set(json.loads(cache.read_text()))
    assert len(keys) == 6 and sum(k.startswith("scored:") for k in keys) == 3
    assert outs["scored"]["commits"] == outs["rules"]["commits"] == 3
    bad = simulate_cli(*args, "--planner", "guess")
    assert bad.returncode == 2 and "invalid choice" in bad.stderr
