"""`bridge-validate simulate`: how many GPUs the gate needs, replayed on real Bridge history.

Every first-parent commit of `--repo` between `--since` and `--until` is a PR that became ready at its commit
time; its plan is the planner's (`bot.core.diffsource.from_git` -> `make_plan`), its jobs' GPUs and durations
come from `configs/jobs.yaml` / `configs/stages.yaml` (wall minutes = estimated GPU-minutes / GPUs). A job fails
with probability `--fail-rate`, drawn from a fixed seed per (commit, job), and takes its full duration either way.

The fleet is `--nodes` nodes of `--gpus-per-node` GPUs, scheduled by the code the service and the executors run:
`bot.dispatch.scheduler.gate` decides which stage of each framework may start (policy `fifo`: every job at once;
`smoke-first`: the seeds' order, a failed stage skips the later ones) and `bot.dispatch.scheduler.assign` places
waiting jobs on nodes (merge queue first, then stage order under smoke-first, then arrival; the first job that
fits nowhere blocks the rest unless `--backfill`). Nodes run each job's Ray privately (the Ray backend);
`--exclusive-ray` models the local executor's one-Ray-job-per-host rule instead.

Output: PR-ready -> both verdicts latency (p50/p95 minutes), GPU-minutes used and saved, utilization.
Plans are cached per commit in `--cache` (planning a commit reads its sources at both sides).
"""

from __future__ import annotations

import argparse
import hashlib
import heapq
import json
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, get_args

from bot.core.models import PlannerKind
from bot.dispatch import scheduler
from bot.infra import collector
from runners.contract import Verdict

__all__ = ["SimJob", "cli_simulate", "simulate"]


@dataclass
class SimJob:
    id: str
    framework: str
    stage_rank: int
    gpus: int
    minutes: float  # wall minutes
    est_gpu_minutes: float
    uses_ray: bool
    state: str = "pending"  # pending | active | done
    verdict: Verdict | None = None
    start: float | None = None
    end: float | None = None


@dataclass
class SimPR:
    sha: str
    arrival: float  # minutes since the window's start
    jobs: dict[str, SimJob] = field(default_factory=dict)
    done_at: float | None = None


def _fails(sha: str, job_id: str, rate: float, seed: int) -> bool:
    h = hashlib.sha256(f"{seed}:{sha}:{job_id}".encode()).digest()
    return int.from_bytes(h[:8], "big") / 2**64 < rate


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    xs = sorted(values)
    k = (len(xs) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def simulate(
    prs: list[SimPR],
    *,
    nodes: int,
    gpus_per_node: int,
    fail_rate: float,
    policy: scheduler.Policy,
    seed: int = 0,
    backfill: bool = False,
    exclusive_ray: bool = False,
    early: bool = False,
    order: scheduler.Order = "stage",
) -> dict[str, Any]:
    """Replay `prs` (arrival order) on the fleet; returns the figures. Deterministic."""
    fleet = [scheduler.Node(f"node{i}", gpus_per_node, list(range(gpus_per_node)), exclusive_ray)
             for i in range(nodes)]
    by_name = {n.name: n for n in fleet}
    running: list[tuple[float, int, str, str, list[int]]] = []  # (end, seq, pr sha, job id, gpus) heap
    run_info: dict[tuple[str, str], scheduler.Running] = {}
    waiting: dict[tuple[str, str], scheduler.Waiting] = {}
    seq = 0
    pr_by_sha = {p.sha: p for p in prs}
    arrivals = sorted(prs, key=lambda p: p.arrival)
    change_seq = {p.sha: i for i, p in enumerate(arrivals)}
    ai = 0
    t = 0.0
    unplaceable = 0
    active: set[str] = set()
    held: dict[tuple[str, str], list[int]] = {}
    cancelled: set[tuple[str, str]] = set()

    def gate_pr(pr: SimPR) -> bool:
        nonlocal seq
        view = [scheduler.GateJob(j.id, j.framework, j.stage_rank, j.state,  # type: ignore[arg-type]
                                  j.verdict, j.gpus) for j in pr.jobs.values()]
        idle = sum(len(n.free) for n in fleet) if early and not waiting else 0
        d = scheduler.gate(view, policy=policy, early=early, idle_gpus=idle)
        changed = False
        for jid in d.cancel:
            # Started early on idle GPUs; an earlier stage failed: stopped now, its GPUs freed.
            j = pr.jobs[jid]
            key = (pr.sha, jid)
            if key in waiting:
                waiting.pop(key)
            elif key in run_info:
                info = run_info.pop(key)
                node = by_name[info.node]
                node.free = sorted(node.free + held.pop(key))
                if info.uses_ray and node.exclusive_ray:
                    node.ray_busy = any(r.node == node.name and r.uses_ray for r in run_info.values())
                cancelled.add(key)
            j.state, j.verdict, j.end = "done", Verdict.SKIPPED, t
            changed = True
        for jid in d.skip:
            j = pr.jobs[jid]
            j.state, j.verdict, j.end = "done", Verdict.SKIPPED, t
            changed = True
        for jid in d.submit:
            j = pr.jobs[jid]
            if j.state != "pending":
                continue
            if j.gpus > gpus_per_node:
                # Refused at submission, as the local executor does: no node can ever hold it.
                j.state, j.verdict, j.end = "done", Verdict.BLOCKED, t
                nonlocal unplaceable
                unplaceable += 1
                changed = True
                continue
            j.state = "active"
            seq += 1
            waiting[(pr.sha, jid)] = scheduler.Waiting(
                key=f"{pr.sha}\0{jid}", gpus=j.gpus, seq=seq, uses_ray=j.uses_ray,
                stage_rank=j.stage_rank, est_minutes=j.minutes, change_seq=change_seq[pr.sha])
            changed = True
        return changed

    def finish_check(pr: SimPR) -> None:
        if pr.done_at is None and all(j.state == "done" for j in pr.jobs.values()):
            pr.done_at = max((j.end or t) for j in pr.jobs.values()) if pr.jobs else pr.arrival
            active.discard(pr.sha)

    while ai < len(arrivals) or running or waiting:
        next_arrival = arrivals[ai].arrival if ai < len(arrivals) else float("inf")
        next_end = running[0][0] if running else float("inf")
        if next_arrival == float("inf") and next_end == float("inf"):
            # Jobs wait that nothing will ever place (bigger than any node): drop them as Blocked.
            for (sha, jid) in list(waiting):
                j = pr_by_sha[sha].jobs[jid]
                j.state, j.verdict, j.end = "done", Verdict.BLOCKED, t
                unplaceable += 1
                waiting.pop((sha, jid))
                finish_check(pr_by_sha[sha])
            break
        t = min(next_arrival, next_end)
        touched: set[str] = set()
        while running and running[0][0] <= t:
            _, _, sha, jid, gpus = heapq.heappop(running)
            if (sha, jid) in cancelled:
                cancelled.discard((sha, jid))
                continue
            held.pop((sha, jid), None)
            info = run_info.pop((sha, jid))
            node = by_name[info.node]
            node.free = sorted(node.free + gpus)
            if info.uses_ray and node.exclusive_ray:
                node.ray_busy = any(r.node == node.name and r.uses_ray for r in run_info.values())
            j = pr_by_sha[sha].jobs[jid]
            j.state = "done"
            j.verdict = Verdict.FAIL if _fails(sha, jid, fail_rate, seed) else Verdict.PASS
            touched.add(sha)
        while ai < len(arrivals) and arrivals[ai].arrival <= t:
            pr = arrivals[ai]
            ai += 1
            active.add(pr.sha)
            touched.add(pr.sha)
        changed = True
        while changed:
            changed = False
            for sha in sorted(touched):
                changed |= gate_pr(pr_by_sha[sha])
                finish_check(pr_by_sha[sha])
            placements = scheduler.assign(list(waiting.values()), fleet, policy=policy, order=order,
                                          backfill=backfill,
                                          running=list(run_info.values()), now=t)
            for pl in placements:
                sha, jid = pl.key.split("\0", 1)
                waiting.pop((sha, jid))
                node = by_name[pl.node]
                node.free = [g for g in node.free if g not in pl.gpus]
                j = pr_by_sha[sha].jobs[jid]
                j.start = t
                j.end = t + j.minutes
                if j.uses_ray and node.exclusive_ray:
                    node.ray_busy = True
                run_info[(sha, jid)] = scheduler.Running(pl.node, j.gpus, j.end, j.uses_ray)
                held[(sha, jid)] = list(pl.gpus)
                heapq.heappush(running, (j.end, len(run_info) + int(t * 1000), sha, jid, pl.gpus))
            touched = set()
    for pr in prs:
        finish_check(pr)

    with_jobs = [p for p in prs if p.jobs]
    lat = [(p.done_at or p.arrival) - p.arrival for p in with_jobs]
    used = sum(j.gpus * ((j.end or 0) - (j.start or 0)) for p in prs for j in p.jobs.values() if j.start is not None)
    saved = sum(j.est_gpu_minutes for p in prs for j in p.jobs.values()
                if j.verdict == Verdict.SKIPPED and j.start is None)
    span_end = max([p.done_at or p.arrival for p in prs] + [0.0])
    span_start = min([p.arrival for p in prs] + [0.0])
    capacity = nodes * gpus_per_node * max(span_end - span_start, 1e-9)
    return {
        "policy": policy,
        "nodes": nodes,
        "gpus_per_node": gpus_per_node,
        "fail_rate": fail_rate,
        "backfill": backfill,
        "early_stages": early,
        "order": order,
        "commits": len(prs),
        "prs": len(with_jobs),
        "jobs": sum(len(p.jobs) for p in prs),
        "p50_minutes": round(_percentile(lat, 0.5), 1),
        "p95_minutes": round(_percentile(lat, 0.95), 1),
        "max_minutes": round(max(lat, default=0.0), 1),
        "gpu_minutes": round(used, 1),
        "gpu_minutes_saved": round(saved, 1),
        "utilization": round(used / capacity, 3),
        "unplaceable_jobs": unplaceable,
    }


# ---------------------------------------------------------------------------------------------- history


def _git(repo: Path, *args: str) -> str:
    res = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, timeout=600, check=False)
    if res.returncode != 0:
        raise SystemExit(f"git {' '.join(args[:2])} failed: {res.stderr.strip()[:300]}")
    return res.stdout


def _jobs_of(
    sha: str, repo: Path, rules: Any, planner: PlannerKind = "rules", graphs: Any = None
) -> list[dict[str, Any]]:
    """The jobs the App would plan for one commit, with the planner it runs (`graphs`: the reach cache the call-graph
    planners read the Bridge tree through)."""
    from bot.core.diffsource import DiffSourceError, from_git
    from bot.core.plan import make_plan
    from runners.contract import stage_rank

    try:
        inp = from_git(repo, f"{sha}^", sha)
        reach = graphs.reach_for(repo, sha, rules) if graphs is not None and planner != "rules" else None
    except DiffSourceError:
        return []
    with collector.paused():
        plan = make_plan(inp, rules, reach=reach, planner=planner, lines=graphs.lines if graphs else None)
    return [
        {"id": j.id, "framework": j.framework, "stage_rank": stage_rank(j), "gpus": j.gpus,
         "est_gpu_minutes": j.est_gpu_minutes, "uses_ray": j.uses_ray}
        for j in plan.jobs
    ]


_DAY = re.compile(r"\d{4}-\d\d-\d\d")


def day_bound(value: str, *, end: bool) -> str:
    """A bare date as the whole day in UTC. git reads `--since=2026-05-02` as that date at the current time of day,
    so the window (and every figure) would depend on when the command ran."""
    if _DAY.fullmatch(value):
        return f"{value} {'23:59:59' if end else '00:00:00'} +0000"
    return value


def load_history(
    repo: Path, since: str, until: str, rules: Any, cache: Path | None, planner: PlannerKind = "rules"
) -> list[SimPR]:
    """First-parent commits in the window, oldest first, each with its plan's jobs (cached per commit and planner:
    the rules planner's entries keep the bare commit id as key)."""
    lines = _git(repo, "log", "--first-parent", "--reverse", f"--since={day_bound(since, end=False)}",
                 f"--until={day_bound(until, end=True)}", "--format=%H %ct", "HEAD").split("\n")
    commits = [(ln.split()[0], int(ln.split()[1])) for ln in lines if ln.strip()]
    known: dict[str, list[dict[str, Any]]] = {}
    if cache is not None and cache.is_file():
        known = json.loads(cache.read_text())
    prs: list[SimPR] = []
    t0 = commits[0][1] if commits else 0
    graphs = None
    if planner != "rules":
        from bot.infra.graphcache import ReachCache

        graphs = ReachCache(None)
    for i, (sha, ts) in enumerate(commits):
        key = sha if planner == "rules" else f"{planner}:{sha}"
        if key not in known:
            known[key] = _jobs_of(sha, repo, rules, planner, graphs)
            if cache is not None and i % 25 == 0:
                cache.write_text(json.dumps(known))
        pr = SimPR(sha=sha, arrival=(ts - t0) / 60.0)
        for d in known[key]:
            gpus = int(d["gpus"])
            minutes = float(d["est_gpu_minutes"]) / gpus if gpus else float(d["est_gpu_minutes"])
            pr.jobs[d["id"]] = SimJob(d["id"], d["framework"], int(d["stage_rank"]), gpus, minutes,
                                      float(d["est_gpu_minutes"]), bool(d["uses_ray"]))
        prs.append(pr)
    if cache is not None:
        cache.write_text(json.dumps(known))
    return prs


def add_parser(sub: Any) -> None:
    p = sub.add_parser("simulate", help="replay real Bridge commits through the scheduler: GPUs the gate needs")
    p.add_argument("--repo", required=True, help="Megatron-Bridge git repository (bare clones work)")
    p.add_argument("--since", required=True, help="first commit date (git's --since), e.g. 2026-05-24")
    p.add_argument("--until", required=True, help="last commit date (git's --until)")
    p.add_argument("--nodes", type=int, required=True)
    p.add_argument("--gpus-per-node", type=int, default=8)
    p.add_argument("--fail-rate", type=float, default=0.1, help="probability that a job fails (fixed seed)")
    p.add_argument("--policy", choices=scheduler.POLICIES, default="smoke-first")
    p.add_argument("--order", choices=scheduler.ORDERS, default="stage",
                   help="after the merge queue, sort the queue by stage (every change's early stages first) or by "
                   "change (the oldest change first)")
    p.add_argument("--seed", type=int, default=12)
    p.add_argument("--backfill", action="store_true", help="let jobs start where they do not delay the head job")
    p.add_argument("--early-stages", action="store_true",
                   help="start later stages early on idle GPUs (cancelled when an earlier stage fails)")
    p.add_argument("--exclusive-ray", action="store_true", help="one Ray-using job per node (local executor)")
    p.add_argument("--cache", help="JSON file caching each commit's planned jobs")
    p.add_argument("--planner", choices=get_args(PlannerKind), default="rules",
                   help="the planner the App runs (BRIDGE_VALIDATE_PLANNER); the call-graph ones read --repo's trees")
    p.add_argument("--format", choices=("text", "json"), default="text")


def cli_simulate(args: argparse.Namespace) -> int:
    from bot.core.config import DEFAULT_CONFIG_DIR
    from bot.core.rules import load_rules

    if args.nodes < 1 or args.gpus_per_node < 1 or not 0.0 <= args.fail_rate <= 1.0:
        print("simulate: --nodes and --gpus-per-node must be >= 1 and --fail-rate within 0..1", file=sys.stderr)
        return 2
    rules = load_rules(Path(args.config_dir) if getattr(args, "config_dir", None) else DEFAULT_CONFIG_DIR)
    prs = load_history(Path(args.repo), args.since, args.until, rules, Path(args.cache) if args.cache else None,
                       planner=args.planner)
    out = simulate(prs, nodes=args.nodes, gpus_per_node=args.gpus_per_node, fail_rate=args.fail_rate,
                   policy=args.policy, seed=args.seed, backfill=args.backfill, exclusive_ray=args.exclusive_ray,
                   early=args.early_stages, order=args.order)
    out["since"], out["until"], out["planner"] = args.since, args.until, args.planner
    if args.format == "json":
        print(json.dumps(out, indent=2))
    else:
        print(f"{out['prs']} PRs needing GPUs of {out['commits']} commits ({args.since}..{args.until}), "
              f"{args.nodes} x {args.gpus_per_node} GPUs, policy {args.policy}, fail rate {args.fail_rate}")
        print(f"  PR ready -> both verdicts: p50 {out['p50_minutes']} min, p95 {out['p95_minutes']} min, "
              f"max {out['max_minutes']} min")
        print(f"  GPU-minutes {out['gpu_minutes']}, saved {out['gpu_minutes_saved']}, utilization "
              f"{100 * out['utilization']:.1f}%")
    return 0
