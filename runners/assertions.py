"""Metric assertions in the language of NeMo-RL's `tests/check_metrics.py`, evaluated without `eval`.

The downstream helper `eval`s whatever it is given; a bot must never do that with anything a pull request
or a comment could influence. This module parses an expression with `ast`, admits only a small whitelist of
node types and names, and walks the tree itself.

Semantics copied from the helper's documented behaviour (upstream README §2.2), not its code:
- `data` is the loaded metrics.json: `{tag: {"<step>": value}}`, step keys are strings.
- `min(d)` / `max(d)`: over all values, cast to float.
- `mean(d, range_start=1, range_end=0, ignore_top_p=0.0)`: 1-indexed steps, `range_end` exclusive, 0 means
  through the last step, negative values count from the end; a resumed run's offset (max step minus the
  number of entries) is compensated; `ignore_top_p` drops that top fraction of the values.
- `median(d, range_start=1, range_end=0)`: same range rules.
- `ratio_above(d, threshold)`: fraction of values >= threshold (0.0 when empty).
- Direct indexing with string steps: `data["train/gen_kl_error"]["20"] < 0.002`.
- The displayed value is the expression left of the first `>`, `<` or `==`; a missing key is a FAIL with
  "key not found", never a crash.
"""

from __future__ import annotations

import ast
import math
import operator
import statistics
from collections.abc import Callable, Mapping
from typing import Any

from runners.contract import AssertionResult

MAX_EXPR_LEN = 500


class UnsafeExpression(ValueError):
    """The expression uses something outside the whitelist; it is rejected before any evaluation."""


def _values(d: Any) -> list[float]:
    if isinstance(d, Mapping):
        return [float(v) for v in d.values()]
    if isinstance(d, list | tuple):
        return [float(v) for v in d]
    raise TypeError(f"expected a {{step: value}} mapping, got {type(d).__name__}")


def _min(*args: Any) -> float:
    if len(args) == 1:
        return min(_values(args[0]))
    return float(min(args))


def _max(*args: Any) -> float:
    if len(args) == 1:
        return max(_values(args[0]))
    return float(max(args))


def _in_range(d: Mapping[str, Any], range_start: int, range_end: int) -> list[float]:
    if not isinstance(d, Mapping):
        raise TypeError(f"expected a {{step: value}} mapping, got {type(d).__name__}")
    steps = [int(s) for s in d]
    if not steps:
        raise ValueError("no values")
    # A resumed run keeps only the steps after the resume: shift relative ranges by what came before.
    offset = max(steps) - len(d)
    n = len(d)
    start, end = int(range_start), int(range_end)
    if start < 0:
        start += n + 1 + offset
    if end <= 0:
        end += n + 1 + offset
    return [float(v) for s, v in d.items() if start <= int(s) < end]


def _mean(d: Mapping[str, Any], range_start: int = 1, range_end: int = 0, ignore_top_p: float = 0.0) -> float:
    vals = _in_range(d, range_start, range_end)
    if not 0.0 <= float(ignore_top_p) <= 1.0:
        raise ValueError(f"ignore_top_p must be between 0.0 and 1.0, got {ignore_top_p}")
    if ignore_top_p > 0.0 and vals:
        ordered = sorted(vals)
        cut = int(len(ordered) * (1.0 - float(ignore_top_p)))
        vals = ordered[:cut] if cut > 0 else ordered[:1]
    return statistics.mean(vals)


def _median(d: Mapping[str, Any], range_start: int = 1, range_end: int = 0) -> float:
    return statistics.median(_in_range(d, range_start, range_end))


def _ratio_above(d: Any, threshold: float) -> float:
    vals = _values(d)
    if not vals:
        return 0.0
    return sum(1 for v in vals if v >= float(threshold)) / len(vals)


FUNCTIONS: dict[str, Callable[..., Any]] = {
    "min": _min,
    "max": _max,
    "mean": _mean,
    "median": _median,
    "ratio_above": _ratio_above,
    "abs": abs,
    "len": len,
    "float": float,
}
KEYWORDS: dict[str, frozenset[str]] = {
    "mean": frozenset({"range_start", "range_end", "ignore_top_p"}),
    "median": frozenset({"range_start", "range_end"}),
    "ratio_above": frozenset({"threshold"}),
}
CONSTANTS = {"True": True, "False": False, "None": None}

_CMP: dict[type[ast.cmpop], Callable[[Any, Any], bool]] = {
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
}
_BIN: dict[type[ast.operator], Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
}


def parse(expr: str) -> ast.Expression:
    """Parse and validate; raises UnsafeExpression for anything outside the whitelist."""
    if len(expr) > MAX_EXPR_LEN:
        raise UnsafeExpression(f"expression longer than {MAX_EXPR_LEN} characters")
    try:
        tree = ast.parse(expr, mode="eval")
    except SyntaxError as e:
        raise UnsafeExpression(f"not a valid expression: {e.msg}") from None
    for node in ast.walk(tree):
        _check_node(node)
    return tree


def _check_node(node: ast.AST) -> None:
    allowed = (
        ast.Expression, ast.Compare, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.USub, ast.UAdd,
        ast.BinOp, ast.Call, ast.keyword, ast.Subscript, ast.Name, ast.Load, ast.Constant,
        *_CMP, *_BIN,
    )  # fmt: skip
    if not isinstance(node, allowed):
        raise UnsafeExpression(f"{type(node).__name__} is not allowed in a metric assertion")
    if (
        isinstance(node, ast.Name)
        and node.id != "data"
        and node.id not in FUNCTIONS
        and node.id not in CONSTANTS
    ):
        raise UnsafeExpression(f"unknown name {node.id!r}")
    if isinstance(node, ast.Call):
        if not isinstance(node.func, ast.Name) or node.func.id not in FUNCTIONS:
            raise UnsafeExpression("only min, max, mean, median, ratio_above, abs, len, float may be called")
        for kw in node.keywords:
            if kw.arg is None or kw.arg not in KEYWORDS.get(node.func.id, frozenset()):
                raise UnsafeExpression(f"{node.func.id}() takes no keyword {kw.arg!r}")
    if isinstance(node, ast.Constant) and not isinstance(node.value, str | int | float | bool | type(None)):
        raise UnsafeExpression("only string and number constants are allowed")


class _Evaluator:
    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data

    def eval(self, node: ast.AST) -> Any:
        if isinstance(node, ast.Expression):
            return self.eval(node.body)
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            if node.id == "data":
                return self.data
            if node.id in CONSTANTS:
                return CONSTANTS[node.id]
            return FUNCTIONS[node.id]
        if isinstance(node, ast.Subscript):
            container = self.eval(node.value)
            key = self.eval(node.slice)
            return container[key]
        if isinstance(node, ast.Call):
            assert isinstance(node.func, ast.Name)
            fn = FUNCTIONS[node.func.id]
            args = [self.eval(a) for a in node.args]
            kwargs = {kw.arg: self.eval(kw.value) for kw in node.keywords if kw.arg}
            return fn(*args, **kwargs)
        if isinstance(node, ast.Compare):
            left = self.eval(node.left)
            for op, comp in zip(node.ops, node.comparators, strict=True):
                right = self.eval(comp)
                if not _CMP[type(op)](left, right):
                    return False
                left = right
            return True
        if isinstance(node, ast.BoolOp):
            if isinstance(node.op, ast.And):
                result: Any = True
                for v in node.values:
                    result = self.eval(v)
                    if not result:
                        return result
                return result
            for v in node.values:
                result = self.eval(v)
                if result:
                    return result
            return result
        if isinstance(node, ast.UnaryOp):
            operand = self.eval(node.operand)
            if isinstance(node.op, ast.Not):
                return not operand
            if isinstance(node.op, ast.USub):
                return -operand
            return +operand
        if isinstance(node, ast.BinOp):
            left, right = self.eval(node.left), self.eval(node.right)
            # Numbers only: `"x" * 10**9`-style expressions must not get to allocate anything.
            if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in (left, right)):
                raise TypeError("arithmetic is only defined on numbers")
            return _BIN[type(node.op)](left, right)
        raise UnsafeExpression(f"{type(node).__name__} is not allowed")  # unreachable after parse()


def value_part(expr: str) -> str:
    """The part check_metrics.py displays: text left of the first '>', then '<', then '=='."""
    return expr.split(">")[0].split("<")[0].split("==")[0].strip()


def _fmt(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, float):
        return repr(value) if not math.isfinite(value) else f"{value:.6g}"
    return str(value)


def evaluate(expr: str, data: Mapping[str, Any]) -> AssertionResult:
    """One check, with check_metrics.py's outcome classes (PASS / FAIL with a message)."""
    try:
        tree = parse(expr)
    except UnsafeExpression as e:
        return AssertionResult(expr=expr, passed=False, message=f"rejected: {e}")
    ev = _Evaluator(data)
    value: Any = None
    try:
        vpart = value_part(expr)
        # The displayed value is best effort: a value part that is not an expression on its own is skipped.
        try:
            value = ev.eval(parse(vpart)) if vpart and vpart != expr else None
        except UnsafeExpression:
            value = None
        ok = bool(ev.eval(tree))
    except KeyError as e:
        return AssertionResult(expr=expr, passed=False, message=f"key not found: {e}")
    except IndexError as e:
        return AssertionResult(expr=expr, passed=False, message=f"index error: {e}")
    except Exception as e:  # check_metrics.py reports any other failure as a FAIL row, never a crash
        return AssertionResult(expr=expr, passed=False, message=f"error: {e}")
    if ok:
        return AssertionResult(expr=expr, passed=True, value=_fmt(value))
    return AssertionResult(expr=expr, passed=False, value=_fmt(value), message="condition evaluated to False")


def evaluate_all(exprs: list[str], data: Mapping[str, Any]) -> list[AssertionResult]:
    return [evaluate(e, data) for e in exprs]
