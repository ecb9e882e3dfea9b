"""The seeds' verdict logic: a finished (or failed) run's log, exit code and metrics -> Pass / Fail / Blocked.

`judge` is pure (lines and numbers in, a Judgement out); the runner and `bridge-validate triage` both use it.
Order of the decision, from the seeds:
1. A run that did not use the Bridge under test is Blocked whatever else happened ("If the log shows the wrong
   Bridge path, stop. Any later failure or pass is not evidence").
2. A run that did not succeed is judged by its first relevant error line (rules in `runners.triage_rules`):
   environment failures are Blocked, stating they are not evidence against the Bridge change; everything
   else is a Fail, quoting the first exception.
3. A run that exited 0 passes only if it meets the framework's pass criteria (steps reached, metrics written,
   assertions passing, no NaN/inf, verl's VANILLA_MBRIDGE=False / Training Progress / global_step lines);
   Ray / resource-tracker warnings after completion are noted as residual noise.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from runners.assertions import evaluate_all
from runners.contract import AssertionResult, Framework, Verdict
from runners.logscan import LogLine, read_log
from runners.metrics import (
    Metrics,
    MetricsError,
    load_metrics,
    nemo_rl_log_steps,
    nemo_rl_steps,
    non_finite,
    parse_verl,
)
from runners.triage_rules import NOT_EVIDENCE, TriageRule, rules_for

TIMEOUT_EXIT = 124


class TriageInput(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True, extra="forbid")

    framework: Framework
    lines: list[LogLine]
    exit_code: int | None = None
    timed_out: bool = False
    timeout_s: int | None = None
    metrics: Metrics | None = None
    metrics_required: bool = False
    assertions: list[AssertionResult] = Field(default_factory=list)
    expected_steps: int | None = None
    bridge_root: str | None = Field(
        default=None, description="Bridge checkout; imports must resolve under its src/"
    )
    megatron_policy: bool = Field(default=True, description="NeMo-RL: a DTensor policy run is not evidence")
    pass_criteria: bool = Field(
        default=True,
        description="the seeds' e2e completion lines apply (verl VANILLA_MBRIDGE / Training Progress); False for "
        "a pytest stage, judged by its exit code and error lines",
    )


class Judgement(BaseModel):
    model_config = ConfigDict(extra="forbid")

    result: Verdict
    reason: str
    first_error: str | None = None
    line: int | None = Field(default=None, description="line number of first_error in the log")
    rule: str | None = None
    category: str | None = None
    follow_ups: list[str] = Field(default_factory=list)
    noise: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    steps_reached: int | None = None
    steps_expected: int | None = None
    before_training: bool | None = None
    key_lines: list[str] = Field(default_factory=list)


@dataclass(frozen=True)
class Hit:
    rule: TriageRule
    order: int  # position of the rule in the table (ties on one line)
    index: int  # position of the line in `lines`
    line: LogLine
    groups: dict[str, str]


# --- helpers

_NRL_TRAINING = re.compile(r"=+\s*Step\s+\d+\s*/\s*\d+\s*=+")
_VERL_TRAINING = re.compile(r"^\s*step:\d+\s+-\s+")
_EXC = re.compile(r"^(?:[A-Za-z_][\w.]*\.)?[A-Za-z_]\w*(?:Error|Exception|Exit|Interrupt|Failure)\b:?")


def training_start(framework: Framework, lines: Sequence[LogLine]) -> int | None:
    rx = _NRL_TRAINING if framework == "nemo-rl" else _VERL_TRAINING
    for i, ln in enumerate(lines):
        if rx.search(ln.text):
            return i
    return None


def first_exception(lines: Sequence[LogLine]) -> LogLine | None:
    """The exception line ending the first traceback (what a human quotes), else the first error-ish line."""
    for i, ln in enumerate(lines):
        if ln.text.startswith("Traceback (most recent call last)"):
            for nxt in lines[i + 1 :]:
                t = nxt.text
                if t.startswith((" ", "\t", "Traceback", "During handling", "The above exception")):
                    continue
                if _EXC.match(t):
                    return nxt
            break
    for ln in lines:
        if _EXC.match(ln.text.strip()):
            return ln
    for ln in lines:
        if re.search(r"(?i)\berror\b", ln.text):
            return ln
    return None


def _bridge_path_outside(path: str, bridge_root: str | None) -> bool:
    norm = path.replace("\\", "/")
    if bridge_root:
        src = os.path.normpath(os.path.join(bridge_root, "src")).replace("\\", "/").rstrip("/") + "/"
        return not norm.startswith(src)
    # Without the checkout's location, only installed or vendored copies are recognisably wrong.
    return bool(re.search(r"(?:site|dist)-packages/|Megatron-Bridge-workspace/", norm))


def _where(line: LogLine) -> str:
    return f"a Ray worker ({line.actor})" if line.actor else "the driver process"


def scan(
    framework: Framework,
    lines: Sequence[LogLine],
    bridge_root: str | None,
    skip: frozenset[str] = frozenset(),
) -> list[Hit]:
    """Every rule's first qualifying line."""
    start = training_start(framework, lines)
    joined_cache: dict[str, bool] = {}

    def seen(rx: re.Pattern[str]) -> bool:
        key = rx.pattern
        if key not in joined_cache:
            joined_cache[key] = any(rx.search(ln.plain) for ln in lines)
        return joined_cache[key]

    hits: list[Hit] = []
    for order, rule in enumerate(rules_for(framework)):
        if rule.id in skip:
            continue
        if rule.requires_rx is not None and not seen(rule.requires_rx):
            continue
        if rule.unless_rx is not None and seen(rule.unless_rx):
            continue
        for i, ln in enumerate(lines):
            if rule.before_training and start is not None and i >= start:
                break
            m = rule.rx.search(ln.plain if rule.match_on == "line" else ln.text)
            if not m:
                continue
            groups = {k: v for k, v in m.groupdict().items() if v is not None}
            if rule.path_outside_bridge and not _bridge_path_outside(groups.get("path", ""), bridge_root):
                continue
            hits.append(Hit(rule, order, i, ln, groups))
            break
    hits.sort(key=lambda h: (h.index, h.order))
    return hits


def _reason(hit: Hit) -> str:
    values = {"match": hit.line.quote(), "where": _where(hit.line), **hit.groups}
    try:
        return hit.rule.reason.format(**values)
    except (KeyError, IndexError):
        return hit.rule.reason


def _from_hit(hit: Hit, verdict: Verdict, base: Judgement, start: int | None) -> Judgement:
    before = start is None or hit.index < start
    reason = _reason(hit)
    if verdict == Verdict.BLOCKED and NOT_EVIDENCE not in reason:
        reason += "; " + NOT_EVIDENCE
    return base.model_copy(
        update={
            "result": verdict,
            "reason": reason,
            "first_error": hit.line.quote(),
            "line": hit.line.no,
            "rule": hit.rule.id,
            "category": hit.rule.category,
            "follow_ups": [hit.rule.follow_up] if hit.rule.follow_up else [],
            "before_training": before,
        }
    )


# --- the judge ---------------------------------------------------------------------------------------------


def judge(inp: TriageInput) -> Judgement:
    fw, lines = inp.framework, inp.lines
    start = training_start(fw, lines)
    hits = scan(
        fw, lines, inp.bridge_root, frozenset() if inp.megatron_policy else frozenset({"dtensor-fallback"})
    )
    base = Judgement(result=Verdict.PASS, reason="")
    base.notes = [_reason(h) for h in hits if h.rule.outcome == "note"]

    # Steps reached and the framework's completion evidence.
    expected = inp.expected_steps
    reached: int | None = None
    key_lines: list[str] = []
    completion_problems: list[tuple[str, str | None]] = []
    verl_metrics: Metrics | None = None
    if fw == "nemo-rl":
        from_metrics = nemo_rl_steps(inp.metrics) if inp.metrics else None
        banner = nemo_rl_log_steps(lines)
        if expected is None and banner:
            expected = banner[1]
        reached = from_metrics if from_metrics is not None else (banner[0] if banner else None)
        if banner:
            key_lines.append(f"Step {banner[0]}/{banner[1]}")
        if inp.metrics is None and inp.metrics_required:
            completion_problems.append(("metrics.json was not written", None))
    else:
        verl = parse_verl(lines)
        verl_metrics = verl.metrics or None
        if verl.vanilla_line is not None:
            key_lines.append(verl.vanilla_line.quote())
        if verl.progress_line is not None:
            key_lines.append(verl.progress_line.quote())
        if verl.global_steps:
            key_lines.append(f"training/global_step:{max(verl.global_steps)}")
        if expected is None and verl.progress:
            expected = verl.progress[1]
        prog_n = verl.progress[0] if verl.progress else None
        gstep = max(verl.global_steps) if verl.global_steps else None
        reached = min(x for x in (prog_n, gstep) if x is not None) if (prog_n or gstep) else None
        if verl.vanilla_value is None:
            completion_problems.append(
                (
                    "the log has no `VANILLA_MBRIDGE=False` line, so it does not show that verl used "
                    "Megatron-Bridge",
                    None,
                )
            )
        if verl.progress is None:
            completion_problems.append(("the log has no `Training Progress` line", None))
        elif verl.progress[0] < verl.progress[1]:
            completion_problems.append(
                (
                    f"Training Progress stopped at {verl.progress[0]}/{verl.progress[1]}",
                    verl.progress_line.quote() if verl.progress_line else None,
                )
            )
        if gstep is None:
            completion_problems.append(("the log has no `training/global_step` metric line", None))
    base.steps_reached, base.steps_expected, base.key_lines = reached, expected, key_lines

    # 1. Not the Bridge under test -> Blocked, whatever else happened.
    for h in hits:
        if h.rule.outcome == "blocked" and h.rule.when == "always":
            return _from_hit(h, Verdict.BLOCKED, base, start)

    succeeded = (
        inp.exit_code == 0
        if inp.exit_code is not None
        else not any(h.rule.outcome in ("blocked", "fail") and h.rule.when == "failed" for h in hits)
    )
    if inp.timed_out:
        succeeded = False

    # 2. Failed runs: the first relevant error line decides.
    counted = [
        h
        for h in hits
        if h.rule.outcome in ("blocked", "fail") and (h.rule.when == "always" or not succeeded)
    ]
    if counted:
        h = counted[0]
        return _from_hit(h, Verdict.BLOCKED if h.rule.outcome == "blocked" else Verdict.FAIL, base, start)
    if not succeeded:
        exc = first_exception(lines)
        before = start is None
        if inp.timed_out:
            what = f"the run timed out after {inp.timeout_s} s" if inp.timeout_s else "the run timed out"
        else:
            what = (
                f"the run failed (exit code {inp.exit_code})"
                if inp.exit_code is not None
                else "the run failed"
            )
        where = "before the first training step" if before else f"after reaching step {reached or '?'}"
        return base.model_copy(
            update={
                "result": Verdict.FAIL,
                "reason": f"{what} {where}" + (f": {exc.quote()}" if exc else ""),
                "first_error": exc.quote() if exc else None,
                "line": exc.no if exc else None,
                "rule": "timeout" if inp.timed_out else "unclassified-failure",
                "category": "timeout" if inp.timed_out else "run",
                "before_training": before,
                "follow_ups": [
                    "read the full log; if the error is in Bridge provider setup, HF import/export, "
                    "PEFT wrapping, optimizer or checkpoint setup, fix the Bridge change"
                ],
            }
        )

    # 3. Succeeded: the seeds' pass criteria.
    if expected is not None and reached is None and fw == "nemo-rl" and inp.metrics is None:
        # Functionals without metrics.json or step banners (converters, resume parity): the exit code and the
        # job's log checks decide; say that the step count could not be read rather than invent a short run.
        base.notes.append(f"the step count ({expected} requested) is not visible in this functional's output")
    elif expected is not None and (reached is None or reached < expected):
        return base.model_copy(
            update={
                "result": Verdict.FAIL,
                "reason": f"the run ended before the requested step count: reached {reached or 0} of "
                f"{expected}",
                "first_error": None,
                "rule": "short-run",
                "category": "run",
                "follow_ups": [
                    "find why the loop stopped early (checkpoint_must_save_by, max time, data exhausted)"
                ],
            }
        )
    for problem, quote in completion_problems if inp.pass_criteria else []:
        verdict = Verdict.BLOCKED if "VANILLA_MBRIDGE" in problem else Verdict.FAIL
        reason = problem + ("; " + NOT_EVIDENCE if verdict == Verdict.BLOCKED else "")
        return base.model_copy(
            update={
                "result": verdict,
                "reason": reason,
                "first_error": quote,
                "rule": "pass-criteria",
                "category": "run",
            }
        )
    nan_source = inp.metrics if inp.metrics is not None else verl_metrics
    if nan_source:
        bad = non_finite(nan_source)
        if bad:
            return base.model_copy(
                update={
                    "result": Verdict.FAIL,
                    "reason": f"NaN/inf in training metrics: {bad[0].line()}"
                    + (f" (and {len(bad) - 1} more)" if len(bad) > 1 else ""),
                    "first_error": bad[0].line(),
                    "rule": "nan-in-metrics",
                    "category": "metric",
                }
            )
    failed = [a for a in inp.assertions if not a.passed]
    if failed:
        a = failed[0]
        tm = "token_mult_prob_error" in a.expr
        reason = (
            "train/token_mult_prob_error is over its threshold: generation logprobs disagree with the "
            "policy's "
            "recomputed logprobs; a real metric failure, not a harness failure"
            if tm
            else "a metric assertion failed"
        )
        return base.model_copy(
            update={
                "result": Verdict.FAIL,
                "reason": f"{reason}: {a.expr} (value {a.value}; {a.message})",
                "first_error": f"{a.expr} -> {a.value} ({a.message})",
                "rule": "token-mult-prob-error" if tm else "metric-check-failed",
                "category": "metric",
            }
        )
    noise = [f"{_reason(h)}: {h.line.quote()}" for h in hits if h.rule.outcome == "noise"]
    if expected is not None:
        done = f"completed {reached}/{expected} training steps"
    elif reached is not None:
        done = f"completed {reached} training steps"
    else:
        done = "the run completed (exit code 0)"
    return base.model_copy(update={"result": Verdict.PASS, "reason": done, "noise": noise})


# --- `bridge-validate triage` -------------------------------------------------------------------------------

EXIT_CODES = {Verdict.PASS: 0, Verdict.FAIL: 1, Verdict.BLOCKED: 3}


def cli_triage(args: argparse.Namespace) -> int:
    """Print the verdict as JSON. Exit 0 Pass, 1 Fail, 3 Blocked, 2 unreadable input."""
    log = Path(args.log)
    if not log.is_file():
        print(f"error: log file not found: {log}", file=sys.stderr)
        return 2
    metrics: Metrics | None = None
    if getattr(args, "metrics", None):
        try:
            metrics = load_metrics(Path(args.metrics))
        except MetricsError as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
    exprs = list(getattr(args, "assertion", None) or [])
    assertions = evaluate_all(exprs, metrics) if exprs and metrics is not None else []
    j = judge(
        TriageInput(
            framework=args.framework,
            lines=read_log(log),
            exit_code=args.exit_code,
            timed_out=args.exit_code == TIMEOUT_EXIT,
            metrics=metrics,
            metrics_required=bool(getattr(args, "metrics", None)),
            assertions=assertions,
            expected_steps=getattr(args, "expected_steps", None),
            bridge_root=getattr(args, "bridge_repo", None),
        )
    )
    out = {"result": j.result.value, "reason": j.reason, "first_error": j.first_error}
    out.update(j.model_dump(mode="json", exclude={"result", "reason", "first_error"}))
    print(json.dumps(out, indent=2))
    return EXIT_CODES.get(j.result, 1)
