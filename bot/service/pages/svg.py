"""A small SVG renderer for the pages: line charts (metrics over steps, thresholds, a base-branch overlay) and
stacked bar charts (GPU-minutes per day). Pure functions from numbers to markup; no JavaScript, no library.

Every number that reaches the markup is formatted here and every label is XML-escaped, so the output can be
inserted into a template as-is (`markupsafe.Markup`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from markupsafe import Markup, escape

W, H = 360, 190
PAD_L, PAD_R, PAD_T, PAD_B = 52, 14, 12, 30


@dataclass(frozen=True)
class Line:
    """One series: (x, y) points; y may be NaN or infinite (drawn as a mark, never as a coordinate)."""

    label: str
    points: Sequence[tuple[float, float]]
    kind: Literal["run", "base"] = "run"
    metric: str = ""


@dataclass(frozen=True)
class Threshold:
    """A pass criterion drawn as a line: values on `bad` side of `y` fail."""

    y: float
    label: str
    bad: Literal["above", "below", "equal"] = "above"


@dataclass(frozen=True)
class Stack:
    label: str
    values: Sequence[float]
    css: str  # class name: the page's stylesheet colours it


@dataclass
class _Scale:
    lo: float
    hi: float
    a: float  # pixel range
    b: float
    log: bool = False
    ticks: list[float] = field(default_factory=list)

    def __call__(self, v: float) -> float:
        span = self.hi - self.lo
        return self.a + (v - self.lo) / span * (self.b - self.a) if span else (self.a + self.b) / 2


def nice_ticks(lo: float, hi: float, n: int = 4) -> list[float]:
    """About `n` round tick values (1, 2, 5 × 10^k steps) covering [lo, hi]."""
    if not (math.isfinite(lo) and math.isfinite(hi)):
        return []
    if hi <= lo:
        return [lo]
    raw = (hi - lo) / max(n, 1)
    mag = 10 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw * (1 - 1e-9))
    start = math.ceil(lo / step - 1e-9) * step
    out: list[float] = []
    v = start
    while v <= hi + step * 1e-9 and len(out) < 50:
        out.append(0.0 if abs(v) < step * 1e-9 else v)
        v += step
    return out


def fmt(v: float) -> str:
    """A compact number for an axis or a tooltip: 0.0005, 1.05, 12.5, 3.2k, 494M (digits, sign, '.', 'e', a unit
    letter: nothing to escape)."""
    if not math.isfinite(v):
        return "NaN" if math.isnan(v) else ("+inf" if v > 0 else "-inf")
    a = abs(v)
    if a == 0:
        return "0"
    if a >= 1e9:
        return f"{v / 1e9:.3g}G"
    if a >= 1e6:
        return f"{v / 1e6:.3g}M"
    if a >= 1e4:
        return f"{v / 1e3:.3g}k"
    if a >= 1e-3:
        return f"{v:.4g}"
    return f"{v:.2e}"


def _n(v: float) -> str:
    return f"{v:.1f}"


def _padded(lo: float, hi: float, frac: float = 0.08) -> tuple[float, float]:
    if hi == lo:
        d = abs(hi) * 0.1 or 1.0
        return lo - d, hi + d
    d = (hi - lo) * frac
    return lo - d, hi + d


def line_chart(
    lines: Sequence[Line],
    thresholds: Sequence[Threshold] = (),
    *,
    title: str = "",
    width: int = W,
    height: int = H,
    x_label: str = "step",
) -> Markup:
    """A line chart; thresholds far outside the data are named at the edge rather than squashing it."""
    finite = [(x, y) for ln in lines for x, y in ln.points if math.isfinite(x) and math.isfinite(y)]
    xs = [x for ln in lines for x, _ in ln.points if math.isfinite(x)]
    parts: list[str] = []
    desc = [f"{ln.label} ({'base branch' if ln.kind == 'base' else 'this run'}): {_summary(ln)}" for ln in lines]
    for t in thresholds:
        desc.append(f"threshold {t.label}")
    head = (
        f'<svg class="chart" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
        f'preserveAspectRatio="xMidYMid meet" xmlns="http://www.w3.org/2000/svg">'
        f"<title>{escape(title)}</title><desc>{escape('; '.join(desc))}</desc>"
    )
    if not xs:
        parts.append(
            f'<text class="empty" x="{width / 2}" y="{height / 2}" text-anchor="middle">no data points</text>'
        )
        return Markup(head + "".join(parts) + "</svg>")  # noqa: S704 (every label escaped above)
    x0, x1 = min(xs), max(xs)
    if x0 == x1:
        x0, x1 = x0 - 1, x1 + 1
    ys = [y for _, y in finite]
    if ys:
        dlo, dhi = min(ys), max(ys)
    else:
        dlo, dhi = 0.0, 1.0
    span = (dhi - dlo) or (abs(dhi) * 0.1 or 1.0)
    lo, hi = dlo, dhi
    off_scale: list[Threshold] = []
    for t in thresholds:
        if not math.isfinite(t.y):
            continue
        # On the axis unless it would squash the data: within a few spans, or the data's own magnitude, of it.
        if abs(t.y - min(max(t.y, dlo), dhi)) <= max(3 * span, abs(dlo), abs(dhi)):
            lo, hi = min(lo, t.y), max(hi, t.y)
        else:
            off_scale.append(t)
    lo, hi = _padded(lo, hi)
    xs_ = _Scale(x0, x1, PAD_L, width - PAD_R)
    ys_ = _Scale(lo, hi, height - PAD_B, PAD_T)
    # grid and axes
    for v in nice_ticks(lo, hi, 4):
        y = ys_(v)
        parts.append(f'<line class="grid" x1="{PAD_L}" x2="{width - PAD_R}" y1="{_n(y)}" y2="{_n(y)}"/>')
        parts.append(f'<text class="tick" x="{PAD_L - 5}" y="{_n(y + 3.5)}" text-anchor="end">{fmt(v)}</text>')
    xt = nice_ticks(x0, x1, min(5, max(1, int(x1 - x0)))) if x1 - x0 >= 1 else [x0, x1]
    for v in xt:
        if x0 <= v <= x1:
            x = xs_(v)
            parts.append(
                f'<text class="tick" x="{_n(x)}" y="{height - PAD_B + 14}" text-anchor="middle">{fmt(v)}</text>'
            )
    parts.append(
        f'<line class="axis" x1="{PAD_L}" x2="{width - PAD_R}" y1="{height - PAD_B}" y2="{height - PAD_B}"/>'
        f'<text class="axis-label" x="{width - PAD_R}" y="{height - 4}" text-anchor="end">{escape(x_label)}</text>'
    )
    # thresholds: the failing side shaded, the line dashed, the criterion named
    for t in thresholds:
        if t in off_scale or not math.isfinite(t.y):
            continue
        y = ys_(t.y)
        if t.bad == "above":
            top, h = float(PAD_T), y - PAD_T
        elif t.bad == "below":
            top, h = y, height - PAD_B - y
        else:
            top, h = y, 0.0
        if h > 0:
            parts.append(
                f'<rect class="fail-zone" x="{PAD_L}" y="{_n(top)}" width="{width - PAD_L - PAD_R}" height="{_n(h)}"/>'
            )
        parts.append(
            f'<line class="threshold" x1="{PAD_L}" x2="{width - PAD_R}" y1="{_n(y)}" y2="{_n(y)}">'
            f"<title>{escape(t.label)}</title></line>"
        )
        ty = y - 4 if t.bad != "above" or y - PAD_T > 14 else y + 11
        parts.append(
            f'<text class="threshold-label" x="{width - PAD_R - 2}" y="{_n(ty)}" text-anchor="end">'
            f"{escape(t.label)}</text>"
        )
    for i, t in enumerate(off_scale):
        arrow = "▲" if t.y > hi else "▼"
        parts.append(
            f'<text class="threshold-label" x="{width - PAD_R - 2}" y="{PAD_T + 10 + 11 * i}" text-anchor="end">'
            f"{arrow} {escape(t.label)} (off scale)</text>"
        )
    # series: base first (underneath), then this run's
    for ln in sorted(lines, key=lambda s: s.kind != "base"):
        cls = "series base" if ln.kind == "base" else "series run"
        segs: list[list[tuple[float, float]]] = [[]]
        bad: list[tuple[float, float]] = []
        for x, y in sorted(ln.points):
            if not math.isfinite(x):
                continue
            if math.isfinite(y):
                segs[-1].append((x, y))
            else:
                bad.append((x, y))
                segs.append([])
        # x and y pixels by one multiply-add each (thousands of points on a long run)
        ax, bx = xs_.a - xs_.lo * (kx := (xs_.b - xs_.a) / ((xs_.hi - xs_.lo) or 1)), kx
        ay, by = ys_.a - ys_.lo * (ky := (ys_.b - ys_.a) / ((ys_.hi - ys_.lo) or 1)), ky
        d = " ".join(
            "M" + " L".join(f"{ax + bx * x:.1f},{ay + by * y:.1f}" for x, y in (seg if len(seg) > 1 else seg * 2))
            for seg in segs
            if seg
        )
        metric = escape(ln.metric or ln.label)
        parts.append(
            f'<path class="{cls}" data-metric="{metric}" data-kind="{ln.kind}" d="{d or "M0,0"}">'
            f"<title>{escape(ln.label)}</title></path>"
        )
        pts = [(x, y) for seg in segs for x, y in seg]
        if len(pts) <= 12:  # a few points: mark each (with its value); more: the line says it
            r = 2.2 if ln.kind == "base" else 2.8
            for x, y in pts:
                parts.append(
                    f'<circle class="{cls}" cx="{_n(xs_(x))}" cy="{_n(ys_(y))}" r="{r}">'
                    f"<title>{escape(ln.label)} — {escape(x_label)} {fmt(x)}: {fmt(y)}</title></circle>"
                )
        for x, y in bad:
            cx = xs_(x)
            parts.append(
                f'<text class="nonfinite" x="{_n(cx)}" y="{PAD_T + 9}" text-anchor="middle">✕'
                f"<title>{escape(ln.label)} — {escape(x_label)} {fmt(x)}: {fmt(y)}</title></text>"
            )
    return Markup(head + "".join(parts) + "</svg>")  # noqa: S704 (every label escaped above)


def _summary(ln: Line) -> str:
    pts = [(x, y) for x, y in ln.points if math.isfinite(x)]
    if not pts:
        return "no points"
    x, y = max(pts)
    return f"{len(pts)} points, last {fmt(y)} at {fmt(x)}"


def bar_chart(
    categories: Sequence[str],
    stacks: Sequence[Stack],
    *,
    title: str = "",
    width: int = 900,
    height: int = 200,
    y_label: str = "",
    label_every: int = 5,
) -> Markup:
    """Stacked bars, one per category (a day), in stack order from the bottom."""
    n = len(categories)
    totals = [sum(s.values[i] for s in stacks if i < len(s.values)) for i in range(n)]
    top = max(totals, default=0.0) or 1.0
    ticks = nice_ticks(0.0, top, 4)
    if len(ticks) > 1 and ticks[-1] < top:  # the axis ends on a labelled tick above the tallest bar
        ticks.append(ticks[-1] + (ticks[1] - ticks[0]))
    hi = max(top, ticks[-1] if ticks else top)
    ys = _Scale(0.0, hi, height - PAD_B, PAD_T)
    inner = width - PAD_L - PAD_R
    bw = inner / max(n, 1)
    desc = "; ".join(f"{s.label}: {fmt(sum(s.values))} in all" for s in stacks)
    parts = [
        f'<svg class="chart bars" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
        f'preserveAspectRatio="xMidYMid meet" xmlns="http://www.w3.org/2000/svg">'
        f"<title>{escape(title)}</title><desc>{escape(desc)}</desc>"
    ]
    for v in ticks:
        y = ys(v)
        parts.append(f'<line class="grid" x1="{PAD_L}" x2="{width - PAD_R}" y1="{_n(y)}" y2="{_n(y)}"/>')
        parts.append(f'<text class="tick" x="{PAD_L - 5}" y="{_n(y + 3.5)}" text-anchor="end">{fmt(v)}</text>')
    for i, cat in enumerate(categories):
        x = PAD_L + i * bw
        base = 0.0
        for s in stacks:
            v = s.values[i] if i < len(s.values) else 0.0
            if v <= 0:
                continue
            y_top, y_bot = ys(base + v), ys(base)
            parts.append(
                f'<rect class="bar {escape(s.css)}" data-stack="{escape(s.label)}" x="{_n(x + bw * 0.12)}" '
                f'y="{_n(y_top)}" width="{_n(bw * 0.76)}" height="{_n(max(y_bot - y_top, 0.5))}">'
                f"<title>{escape(cat)} — {escape(s.label)}: {fmt(v)}</title></rect>"
            )
            base += v
        if label_every and (i % label_every == 0 or i == n - 1):
            parts.append(
                f'<text class="tick" x="{_n(x + bw / 2)}" y="{height - PAD_B + 14}" text-anchor="middle">'
                f"{escape(cat)}</text>"
            )
    parts.append(
        f'<line class="axis" x1="{PAD_L}" x2="{width - PAD_R}" y1="{height - PAD_B}" y2="{height - PAD_B}"/>'
    )
    if y_label:
        parts.append(f'<text class="axis-label" x="{PAD_L}" y="{PAD_T - 2}">{escape(y_label)}</text>')
    parts.append("</svg>")
    return Markup("".join(parts))  # noqa: S704 (every label escaped above)
