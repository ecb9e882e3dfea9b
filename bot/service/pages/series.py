"""Which of a job's metrics to plot, and the thresholds its assertions draw.

Metrics are `{tag: {step: value}}` (NeMo-RL's metrics.json, verl's `step:N - key:value` lines as
runners.metrics parses them). A job's MetricAssertions are expressions in check_metrics.py's language, e.g.
`max(data["train/token_mult_prob_error"]) < 1.05`: the ones that compare one tag's aggregate (or one step)
with a number become threshold lines on that tag's plot. Pure functions.
"""

from __future__ import annotations

import ast
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

Metrics = Mapping[str, Mapping[str, float]]

# What people look at first, in order: reward, loss, the logprob-consistency check, refit / weight-transfer
# timings, generation throughput and step time. Each pattern is matched against the tag.
PRIORITY: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("reward", re.compile(r"(^|/)(reward|rewards/mean|score/mean)$")),
    ("loss", re.compile(r"(^|/)(loss|pg_loss|vf_loss)$")),
    ("logprob error", re.compile(r"token_mult_prob_error$")),
    ("refit", re.compile(r"^(refit/transfer/|timing/train/prepare_for_generation/)")),
    ("throughput", re.compile(r"(throughput|tokens?_per_s|tok(en)?s/s|samples_per_s)", re.I)),
    ("step time", re.compile(r"(total_step_time|time_per_step)$")),
    ("kl", re.compile(r"(gen_kl_error|/kl$|kl_loss$)")),
    ("grad norm", re.compile(r"grad_norm$")),
)
MAX_PANELS = 6  # on the run page; the job's metrics page plots every tag
MAX_POINTS = 400  # a longer series is thinned (each bucket keeps its first, lowest and highest point)


@dataclass(frozen=True)
class Bound:
    """One threshold read from an assertion: `agg(data[tag]) op value`."""

    tag: str
    op: Literal["<", "<=", ">", ">=", "=="]
    value: float
    agg: str  # max, min, mean, median, step N
    expr: str
    source: str = ""

    @property
    def bad(self) -> Literal["above", "below", "equal"]:
        return "above" if self.op in ("<", "<=") else "below" if self.op in (">", ">=") else "equal"

    @property
    def label(self) -> str:
        return f"{self.agg} {self.op} {self.value:g}"


_OPS: dict[type, Literal["<", "<=", ">", ">=", "=="]] = {
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.Eq: "==",
}
_FLIP: dict[str, Literal["<", "<=", ">", ">=", "=="]] = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "=="}


def _data_tag(node: ast.AST) -> tuple[str, str | None] | None:
    """`data["tag"]` → (tag, None); `data["tag"]["20"]` → (tag, "20")."""
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
        inner = node.value
        if isinstance(inner, ast.Name) and inner.id == "data":
            return node.slice.value, None
        if (
            isinstance(inner, ast.Subscript)
            and isinstance(inner.value, ast.Name)
            and inner.value.id == "data"
            and isinstance(inner.slice, ast.Constant)
            and isinstance(inner.slice.value, str)
        ):
            return inner.slice.value, node.slice.value
    return None


def _side(node: ast.AST) -> tuple[str, str] | None:
    """The metric side of a comparison: (tag, aggregate)."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args:
        got = _data_tag(node.args[0])
        if got is not None and got[1] is None and node.func.id in ("max", "min", "mean", "median"):
            return got[0], node.func.id
        return None
    got = _data_tag(node)
    if got is not None and got[1] is not None:
        return got[0], f"step {got[1]}"
    return None


def _number(node: ast.AST) -> float | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float) and not isinstance(node.value, bool):
        return float(node.value)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        v = _number(node.operand)
        return -v if v is not None else None
    return None


def bounds(assertions: Sequence[Mapping[str, object]]) -> list[Bound]:
    """Thresholds from a job spec's `assertions` ([{expr, source}]); expressions of another shape are skipped
    (they still count for the verdict; they are just not a line on a plot)."""
    out: list[Bound] = []
    for a in assertions:
        expr = str(a.get("expr") or "")
        try:
            tree = ast.parse(expr, mode="eval").body
        except SyntaxError:
            continue
        if not isinstance(tree, ast.Compare) or len(tree.ops) != 1 or type(tree.ops[0]) not in _OPS:
            continue
        op = _OPS[type(tree.ops[0])]
        left, right = tree.left, tree.comparators[0]
        side, num = _side(left), _number(right)
        if side is None:  # `1.05 > max(data[...])`
            side, num, op = _side(right), _number(left), _FLIP[op]
        if side is None or num is None or not math.isfinite(num):
            continue
        out.append(Bound(tag=side[0], op=op, value=num, agg=side[1], expr=expr, source=str(a.get("source") or "")))
    return out


def points(series: Mapping[str, float]) -> list[tuple[float, float]]:
    """A `{step: value}` series as sorted (step, value) pairs; non-numeric steps are dropped."""
    out = []
    for s, v in series.items():
        try:
            x = float(s)
        except (TypeError, ValueError):
            continue
        try:
            y = float(v)
        except (TypeError, ValueError):
            continue
        out.append((x, y))
    out.sort()
    return thin(out)


def thin(pts: list[tuple[float, float]], limit: int = MAX_POINTS) -> list[tuple[float, float]]:
    """At most about `limit` points, keeping each bucket's extremes (a spike survives) and non-finite values."""
    if len(pts) <= limit:
        return pts
    size = math.ceil(len(pts) / (limit / 3))
    kept: list[tuple[float, float]] = []
    for i in range(0, len(pts), size):
        bucket = pts[i : i + size]
        finite = [p for p in bucket if math.isfinite(p[1])]
        picks = {bucket[0], *(p for p in bucket if not math.isfinite(p[1]))}
        if finite:
            picks |= {min(finite, key=lambda p: p[1]), max(finite, key=lambda p: p[1])}
        kept.extend(sorted(picks, key=lambda p: p[0]))
    return kept


@dataclass
class Panel:
    tag: str
    why: str  # the family it was picked for, or "threshold"
    bounds: list[Bound] = field(default_factory=list)


def choose_panels(metrics: Metrics, job_bounds: Sequence[Bound], limit: int = MAX_PANELS) -> list[Panel]:
    """The tags worth a plot, most telling first: every tag with a threshold, then the priority families."""
    by_tag: dict[str, Panel] = {}
    for b in job_bounds:
        if b.tag in metrics:
            by_tag.setdefault(b.tag, Panel(b.tag, "threshold")).bounds.append(b)
    ordered = list(by_tag.values())
    tags = sorted(metrics)
    for family, rx in PRIORITY:
        for tag in tags:
            if tag not in by_tag and rx.search(tag) and _plottable(metrics[tag]):
                by_tag[tag] = Panel(tag, family)
                ordered.append(by_tag[tag])
    # Thresholded tags lead in the order people care about (the logprob check before the clamp ratios).
    rank = {fam: i for i, (fam, _) in enumerate(PRIORITY)}

    def key(p: Panel) -> tuple[int, int]:
        fam = next((f for f, rx in PRIORITY if rx.search(p.tag)), None)
        return (0 if p.bounds else 1, rank.get(fam, len(rank)) if fam else len(rank))

    ordered.sort(key=key)
    return ordered[:limit]


def all_panels(metrics: Metrics, job_bounds: Sequence[Bound]) -> list[Panel]:
    """Every tag, the thresholded and priority ones first (the job's metrics page)."""
    first = choose_panels(metrics, job_bounds, limit=len(metrics))
    seen = {p.tag for p in first}
    rest = [Panel(t, "") for t in sorted(metrics) if t not in seen]
    for p in rest:
        p.bounds = [b for b in job_bounds if b.tag == p.tag]
    return first + rest


def _plottable(series: Mapping[str, float]) -> bool:
    return len(series) >= 1
