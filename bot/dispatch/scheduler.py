"""Scheduling decisions, pure: which stage of a framework may start (`gate`) and which waiting job gets which
GPUs of which node (`assign`). No clock, no I/O: the local executor, the service's stage gating and
`bridge-validate simulate` call these same functions, so a simulated fleet is scheduled exactly as a real one.

- `gate`: the seeds' order per framework (bridge checks -> unit checks -> Level 0 smoke -> higher levels). A stage
  starts once every earlier stage passed; a stage that did not pass skips the later ones (their pending jobs
  conclude Skipped with the reason, never Fail) and cancels any that started early. With `early` set, later
  stages may start before their turn when GPUs are idle. Policy `fifo` gates nothing (every level at once).
- `assign`: merge-queue jobs first, then (policy smoke-first) earlier stages first, then arrival order; with order
  `change`, the oldest change's jobs first (its stages in order), so a burst of new PRs' early stages does not
  hold back an older PR's last levels. The first
  job that fits nowhere blocks the ones behind it (a 2-GPU job is not starved by a stream of 1-GPU jobs), unless
  `backfill` is on: then it holds a reservation on the node where it can start soonest, and later jobs start
  only where they do not delay it (EASY backfill, from the jobs' expected durations). A node that is
  `exclusive_ray` runs one Ray-using job at a time (`ray stop --force` would reach a neighbour's cluster).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from runners.contract import STAGE_TITLES, STAGES, Verdict

Policy = Literal["fifo", "smoke-first"]
POLICIES: tuple[Policy, ...] = ("fifo", "smoke-first")
# What the queue is sorted by after the merge queue: the stage (every change's early stages before any change's
# later ones) or the change (the oldest change first).
Order = Literal["stage", "change"]
ORDERS: tuple[Order, ...] = ("stage", "change")

__all__ = [
    "ORDERS",
    "POLICIES",
    "GateDecision",
    "GateJob",
    "Node",
    "Order",
    "Placement",
    "Policy",
    "Running",
    "Waiting",
    "assign",
    "gate",
    "order_key",
]


# ---------------------------------------------------------------------------------------------- stage gating


@dataclass(frozen=True)
class GateJob:
    """What gating needs of one planned job (its latest attempt)."""

    id: str
    framework: str
    stage_rank: int
    state: Literal["pending", "active", "done"]
    verdict: Verdict | None = None
    gpus: int = 0


@dataclass
class GateDecision:
    submit: list[str] = field(default_factory=list)
    skip: dict[str, str] = field(default_factory=dict)  # pending job id -> reason
    cancel: dict[str, str] = field(default_factory=dict)  # job started early -> reason


def gate(jobs: Sequence[GateJob], *, policy: Policy = "smoke-first", early: bool = False,
         idle_gpus: int = 0) -> GateDecision:
    """What to do with each framework's jobs now. Pure."""
    out = GateDecision()
    if policy == "fifo":
        out.submit = [j.id for j in jobs if j.state == "pending"]
        return out
    idle = idle_gpus
    by_fw: dict[str, list[GateJob]] = {}
    for j in jobs:
        by_fw.setdefault(j.framework, []).append(j)
    for fw_jobs in by_fw.values():
        fw_jobs = sorted(fw_jobs, key=lambda j: j.stage_rank)
        failed = next((j for j in fw_jobs if j.state == "done" and j.verdict != Verdict.PASS), None)
        if failed is not None:
            why = (f"{STAGE_TITLES[STAGES[failed.stage_rank]]} did not pass ({failed.id}: "
                   f"{failed.verdict.value if failed.verdict else 'no result'})")
            for j in fw_jobs:
                if j.stage_rank <= failed.stage_rank:
                    if j.state == "pending" and j.stage_rank == failed.stage_rank:
                        out.submit.append(j.id)  # same stage: its siblings still run
                    continue
                if j.state == "pending":
                    out.skip[j.id] = why
                elif j.state == "active":
                    out.cancel[j.id] = why
            continue
        unfinished = [j.stage_rank for j in fw_jobs if j.state != "done"]
        frontier = min(unfinished) if unfinished else None
        for j in fw_jobs:
            if j.state != "pending":
                continue
            if frontier is None or j.stage_rank <= frontier:
                out.submit.append(j.id)
            elif early and j.gpus <= idle:
                idle -= j.gpus
                out.submit.append(j.id)
    return out


# ---------------------------------------------------------------------------------------------- placement


@dataclass(frozen=True)
class Waiting:
    key: str
    gpus: int
    seq: int  # arrival order
    uses_ray: bool = False
    merge_queue: bool = False
    stage_rank: int = 3
    est_minutes: float = 0.0  # expected wall minutes (for backfill)
    change_seq: int = 0  # arrival order of the change (PR head) the job belongs to, for order "change"


@dataclass(frozen=True)
class Running:
    node: str
    gpus: int
    expected_end: float  # minutes on the caller's clock
    uses_ray: bool = False


@dataclass
class Node:
    name: str
    total: int
    free: list[int]
    exclusive_ray: bool = False
    ray_busy: bool = False


@dataclass(frozen=True)
class Placement:
    key: str
    node: str
    gpus: list[int]


def order_key(w: Waiting, policy: Policy, order: Order = "stage") -> tuple[int, int, int, int]:
    """Merge-queue runs first; with order "change", the oldest change first; with smoke-first, earlier stages
    before later ones; then arrival order."""
    stage = w.stage_rank if policy == "smoke-first" else 0
    mq = 0 if w.merge_queue else 1
    return (mq, w.change_seq, stage, w.seq) if order == "change" else (mq, stage, 0, w.seq)


def _fits(w: Waiting, node: Node, free: int) -> bool:
    if w.gpus > free:
        return False
    return not (w.uses_ray and node.exclusive_ray and node.ray_busy)


def _reserve(w: Waiting, nodes: Sequence[Node], running: Sequence[Running], now: float
             ) -> tuple[str, float] | None:
    """(node, time) at which `w` could start soonest, from the running jobs' expected ends."""
    best: tuple[str, float] | None = None
    for n in nodes:
        if w.gpus > n.total:
            continue
        have, t = len(n.free), now
        for r in sorted((r for r in running if r.node == n.name), key=lambda r: r.expected_end):
            if have >= w.gpus:
                break
            have += r.gpus
            t = max(t, r.expected_end)
        if have >= w.gpus and (best is None or t < best[1]):
            best = (n.name, t)
    return best


def _keeps_reservation(w: Waiting, n: Node, free: dict[str, list[int]], running: Sequence[Running], now: float,
                       reservation: tuple[str, float, int]) -> bool:
    """Starting `w` on `n` now does not delay the job holding the reservation."""
    rnode, rtime, rgpus = reservation
    if n.name != rnode or now + w.est_minutes <= rtime:
        return True
    freed = sum(r.gpus for r in running if r.node == rnode and r.expected_end <= rtime)
    return len(free[n.name]) - w.gpus + freed >= rgpus


def assign(
    waiting: Sequence[Waiting],
    nodes: Sequence[Node],
    *,
    policy: Policy = "fifo",
    order: Order = "stage",
    backfill: bool = False,
    running: Sequence[Running] = (),
    now: float = 0.0,
) -> list[Placement]:
    """Which waiting jobs start now, where, on which GPU indices. Pure (the nodes are not changed)."""
    free = {n.name: sorted(n.free) for n in nodes}
    busy = {n.name: n.ray_busy for n in nodes}
    by_name = {n.name: n for n in nodes}
    out: list[Placement] = []
    reservation: tuple[str, float, int] | None = None  # node, time, GPUs the head job needs there
    for w in sorted(waiting, key=lambda w: order_key(w, policy, order)):
        cands = [n for n in nodes
                 if _fits(w, Node(n.name, n.total, free[n.name], n.exclusive_ray, busy[n.name]), len(free[n.name]))]
        if reservation is not None:
            cands = [n for n in cands if _keeps_reservation(w, n, free, running, now, reservation)]
        if cands:
            node = min(cands, key=lambda n: (len(free[n.name]) - w.gpus, n.name))  # best fit
            gpus = free[node.name][: w.gpus]
            free[node.name] = free[node.name][w.gpus:]
            if w.uses_ray and by_name[node.name].exclusive_ray:
                busy[node.name] = True
            out.append(Placement(w.key, node.name, gpus))
            continue
        if not backfill:
            break  # first come, first served: nothing overtakes a waiting job
        if reservation is None:
            found = _reserve(w, nodes, running, now)
            if found is None:
                break
            reservation = (found[0], found[1], w.gpus)
    return out
