"""What a finished run measured: NeMo-RL metrics.json, verl step/progress lines, weight-transfer timings.

Pure functions over already-read data (a dict, a list of LogLine) so the triage CLI, the runner and the
tests share them.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from runners.contract import WeightTransfer
from runners.logscan import LogLine

Metrics = dict[str, dict[str, float]]


class MetricsError(ValueError):
    pass


def load_metrics(path: Path) -> Metrics:
    """metrics.json as json_dump_tb_logs.py writes it: `{tag: {"<step>": number}}`."""
    try:
        raw = json.loads(path.read_text())
    except (OSError, ValueError) as e:
        raise MetricsError(f"{path}: cannot read metrics.json: {e}") from None
    if not isinstance(raw, dict):
        raise MetricsError(f"{path}: expected an object of metric tags")
    out: Metrics = {}
    for tag, series in raw.items():
        if not isinstance(series, dict):
            raise MetricsError(f"{path}: metric {tag!r} is not a {{step: value}} object")
        clean: dict[str, float] = {}
        for step, v in series.items():
            if isinstance(v, bool) or not isinstance(v, int | float):
                raise MetricsError(f"{path}: metric {tag!r} step {step!r} is not a number")
            clean[str(step)] = float(v)
        out[str(tag)] = clean
    return out


# Metric families whose NaN/inf the seeds' learning-signal criteria name: "loss, reward, KL, entropy,
# grad norm,
# or logprob metrics". Matched against the tag's last path component(s).
NAN_WATCH = re.compile(
    r"(loss|reward|kl|entropy|grad_norm|logprob|prob_error|probs_ratio|score|advantage)", re.I
)


@dataclass(frozen=True)
class NonFinite:
    tag: str
    step: str
    value: float

    def line(self) -> str:
        return f'{self.tag} = {self.value} at step "{self.step}"'


def non_finite(
    metrics: Mapping[str, Mapping[str, float]], watch: re.Pattern[str] = NAN_WATCH
) -> list[NonFinite]:
    out: list[NonFinite] = []
    for tag, series in metrics.items():
        if not watch.search(tag):
            continue
        for step, v in series.items():
            if not math.isfinite(v):
                out.append(NonFinite(tag, step, v))
    return out


# Seeds 001/002 (Level 5 evidence): "no repeated zero gradients". A policy or critic gradient norm.
ZERO_GRAD_WATCH = re.compile(r"(?:^|/)grad_norm$")


def _step_key(step: str) -> tuple[int, str]:
    return (int(step), step) if step.isdigit() else (1 << 30, step)


def zero_gradients(metrics: Mapping[str, Mapping[str, float]]) -> tuple[str, list[str]] | None:
    """A gradient-norm series that is exactly 0 at every logged step, two steps or more: nothing learned (frozen
    adapters, a detached loss); one step alone may be a warm-up. Returns the tag and its steps in order."""
    for tag in sorted(metrics):
        if not ZERO_GRAD_WATCH.search(tag):
            continue
        series = metrics[tag]
        if len(series) >= 2 and all(v == 0.0 for v in series.values()):
            return tag, sorted(series, key=_step_key)
    return None


# Seeds 001/002 (Level 5): metrics "do not silently produce zero". A reward, score or accuracy mean.
COLLAPSE_WATCH = re.compile(r"(?:^|/)(?:score|rewards?|acc|accuracy)(?:/mean(?:@\d+)?)?$")


def collapsed(metrics: Mapping[str, Mapping[str, float]]) -> tuple[str, str] | None:
    """A reward, score or accuracy series that was above zero and is exactly 0 at its last logged step: the
    policy stopped earning anything (a collapse), even though the run finished. Returns the tag and that step."""
    for tag in sorted(metrics):
        if not COLLAPSE_WATCH.search(tag):
            continue
        series = metrics[tag]
        steps = sorted(series, key=_step_key)
        if len(steps) < 2:
            continue
        if series[steps[-1]] == 0.0 and any(series[s] > 0.0 for s in steps[:-1]):
            return tag, steps[-1]
    return None


# A learning-signal run is many steps long (the seeds' short convergence runs: 20 steps); a smoke's one or two steps
# earning nothing says nothing about learning
LEARNING_RUN_STEPS = 10


def never_earned(metrics: Mapping[str, Mapping[str, float]]) -> tuple[str, str] | None:
    """A reward, score or accuracy series exactly 0 at every one of a learning-signal run's steps (at least
    LEARNING_RUN_STEPS): the policy never earned anything, the seeds' "silently produce zero". Returns the tag and its
    last step."""
    for tag in sorted(metrics):
        if not COLLAPSE_WATCH.search(tag):
            continue
        series = metrics[tag]
        steps = sorted(series, key=_step_key)
        if len(steps) >= LEARNING_RUN_STEPS and all(series[s] == 0.0 for s in steps):
            return tag, steps[-1]
    return None


# Seeds (learning signal): "validation or reward trend compared against the starting point". A validation series
# (verl's val-core/val-aux, NeMo-RL's validation/) that ends below half of where it started has gone the wrong way
# by more than a short run's noise.
VALIDATION_WATCH = re.compile(r"(?:^|/)val(?:idation)?(?:-\w+)?/")
HALVED = 0.5


def degraded(metrics: Mapping[str, Mapping[str, float]]) -> tuple[str, str, float, float] | None:
    """A validation reward, score or accuracy logged at three or more steps whose last value is below half of its
    first (which was above zero): the policy got worse at the task over the run. Returns the tag, the last step and
    the first and last values."""
    for tag in sorted(metrics):
        if not (COLLAPSE_WATCH.search(tag) and VALIDATION_WATCH.search(tag)):
            continue
        series = metrics[tag]
        steps = sorted(series, key=_step_key)
        if len(steps) < 3:
            continue
        first, last = series[steps[0]], series[steps[-1]]
        if first > 0.0 and last < HALVED * first:
            return tag, steps[-1], first, last
    return None


def nemo_rl_steps(metrics: Mapping[str, Mapping[str, float]]) -> int | None:
    """Training steps reached: GRPO/SFT log train metrics at steps "1".."N" (setup timings sit at "0")."""
    best: int | None = None
    for tag, series in metrics.items():
        if not tag.startswith("train/"):
            continue
        for s in series:
            try:
                n = int(s)
            except ValueError:
                continue
            best = n if best is None else max(best, n)
    return best


# NeMo-RL's step banner (`===== Step i/N =====`), or a training-progress line that names the step the same way
# (`Training step i/N ...`, what a run that prints the banner once then reports)
_NRL_STEP = re.compile(r"=+\s*Step\s+(\d+)\s*/\s*(\d+)\s*=+|\bTraining step\s+(\d+)\s*/\s*(\d+)\b")


def nemo_rl_log_steps(lines: Sequence[LogLine]) -> tuple[int, int] | None:
    """The last step the run reported, from its banner or a training-progress line: (i, N)."""
    last = None
    for ln in lines:
        m = _NRL_STEP.search(ln.text)
        if m:
            i, n = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
            last = (int(i), int(n))
    return last


# --- verl ------------------------------------------------------------------------------------------------

_PROGRESS = re.compile(r"Training Progress:\s*(\d+)%\|[^|]*\|\s*(\d+)\s*/\s*(\d+)")
_STEP_LINE = re.compile(r"^\s*step:(\d+)\s+-\s+")
# A note of our runner's own (its step headers, what it found): about the run's output, not part of it
_RUNNER_NOTE = "[bridge-validate] "
# ... and its echo of a command it runs: its step header (`[bridge-validate] step 4/4 resume: bash ...`, the command
# after the colon) or its trace of one (`[bridge-validate] + RESUME_MODE=auto bash ...`)
RUNNER_COMMAND = r"\[bridge-validate\] (?:step \d+/\d+[^:]*: (?:\+ )?|\+ )"
_RUNNER_COMMAND = re.compile("^" + RUNNER_COMMAND)
# The seed's key line on its own (`training/global_step:1`), as a logger prints the metric by itself
_GLOBAL_STEP_LINE = re.compile(r"^\s*training/global_step:\s*(\d+)\s*$")
# verl's Bridge-path switch as the wrapper's xtrace shows it: a bare assignment (`+ VANILLA_MBRIDGE=False`), one
# of several in an `export` (`+ export VANILLA_MBRIDGE=False SAVE_FREQ=1`), or the actor's Hydra override on the
# launch line (`actor_rollout_ref.actor.megatron.vanilla_mbridge=False`), which is the setting verl's engine reads
# (verl/workers/config/engine.py), so it wins over the variable.
_ASSIGN = r"[A-Za-z_]\w*=\S*"
_VANILLA = re.compile(rf"^\+*\s*(?:export\s+)?(?:{_ASSIGN}\s+)*VANILLA_MBRIDGE=(\S+)(?:\s+{_ASSIGN})*\s*$")
_VANILLA_OVERRIDE = re.compile(r"(?:^|\s)\+{0,2}actor_rollout_ref\.actor\.megatron\.vanilla_mbridge=(\S+)")
# ... failing those, the seed's own check (`grep -E "...|VANILLA_MBRIDGE|..." $LOG_FILE`): the assignment anywhere in
# the run's output, as a command line carries it (`+ cd verl && ... VANILLA_MBRIDGE=False ... bash run.sh`) or a
# process prints it (`VANILLA_MBRIDGE=False, building actor through megatron.bridge`)
_VANILLA_ANY = re.compile(r"(?<![\w.])VANILLA_MBRIDGE=(\w+)")
_KV = re.compile(r"^\s*([^:\s][^:]*?):\s*(\S+)\s*$")
# The rest of a step's metrics on the next line (a log collector that splits long lines): only `ns/key:value` pairs
_STEP_CONT = re.compile(r"^\s*[\w.@-]+/[\w/.@-]+:\s*\S+(?:\s+-\s+[\w.@-]+/[\w/.@-]+:\s*\S+)*\s*$")


@dataclass
class VerlRun:
    vanilla_line: LogLine | None = None  # `+ VANILLA_MBRIDGE=False` (or its override) from the wrapper's `set -x`
    vanilla_value: str | None = None
    progress: tuple[int, int] | None = None  # (n, total) of the last Training Progress redraw
    progress_line: LogLine | None = None
    global_steps: list[int] = field(default_factory=list)
    global_step_line: LogLine | None = None
    metrics: Metrics = field(default_factory=dict)
    step_lines: dict[str, LogLine] = field(default_factory=dict)  # the `step:N - …` line of each step


def _num(s: str) -> float | None:
    try:
        return float(s)
    except ValueError:
        return None


def _first_of_copies(seen: dict[str, LogLine], ln: LogLine) -> LogLine:
    """The line that marks a state: a later copy of the same line (a progress bar redrawn at 100%, the seed's
    closing `grep -E "Training Progress|..." $LOG_FILE` printing the run's lines again) does not move it."""
    return seen.setdefault(ln.text, ln)


def parse_verl(lines: Sequence[LogLine]) -> VerlRun:
    run = VerlRun()
    override: tuple[LogLine, str] | None = None
    said: tuple[LogLine, str] | None = None  # the first line that carries the assignment some other way
    last_step: tuple[str, str] | None = None  # (step, stream) of the step line just read
    firsts: dict[str, LogLine] = {}  # the first line of each text that marks progress or a step
    for ln in lines:
        t = ln.text
        if t.startswith(_RUNNER_NOTE):
            # our runner's echo of a command it runs (`[bridge-validate] step 3/3: ... VANILLA_MBRIDGE=False ... bash
            # run.sh`) carries the assignment as a command line does; anything else it prints is its quote of what
            # it found (`[bridge-validate] found: "Training Progress: 100%..."`), not the run's
            m = _VANILLA_ANY.search(t) if _RUNNER_COMMAND.match(t) else None
            if m and said is None:
                said = (ln, m.group(1))
            continue
        m = _VANILLA_OVERRIDE.search(t)
        if m:
            override = (ln, m.group(1))
            continue
        m = _VANILLA.match(t.strip())
        if m:
            run.vanilla_line, run.vanilla_value = ln, m.group(1)
            continue
        m = _VANILLA_ANY.search(t)
        if m and said is None:
            said = (ln, m.group(1))
        m = _PROGRESS.search(t)
        if m:
            run.progress = (int(m.group(2)), int(m.group(3)))
            run.progress_line = _first_of_copies(firsts, ln)
            continue
        m = _GLOBAL_STEP_LINE.match(t)
        if m and not (last_step is not None and last_step[1] == ln.stream):
            run.global_steps.append(int(m.group(1)))
            run.global_step_line = _first_of_copies(firsts, ln)
            continue
        m = _STEP_LINE.match(t)
        if m:
            step, parts = m.group(1), t.strip().split(" - ")[1:]
        elif last_step is not None and last_step[1] == ln.stream and _STEP_CONT.match(t):
            step, parts = last_step[0], t.strip().split(" - ")
        else:
            if last_step is not None and last_step[1] == ln.stream:
                last_step = None  # any other line of that process ends the step's metrics
            continue
        run.step_lines.setdefault(step, ln)
        last_step = (step, ln.stream)
        for part in parts:
            kv = _KV.match(part)
            if not kv:
                continue
            v = _num(kv.group(2))
            if v is None:
                continue
            run.metrics.setdefault(kv.group(1).strip(), {})[step] = v
            if kv.group(1).strip() == "training/global_step":
                run.global_steps.append(int(v))
                run.global_step_line = _first_of_copies(firsts, ln)
    if not run.global_steps and run.step_lines:
        # verl's console logger writes each step's line as `step:N - ...` with N its global step (the number
        # `training/global_step` carries when that metric is in the line): the step was logged either way
        nums = sorted(int(s) for s in run.step_lines if s.isdigit())
        if nums:
            run.global_steps.extend(nums)
            run.global_step_line = run.step_lines[str(nums[-1])]
    if run.vanilla_line is None and said is not None:
        run.vanilla_line, run.vanilla_value = said
    # The seed's key line is the variable's; the override is quoted only where it says something else (or alone).
    if override is not None and override[1] != run.vanilla_value:
        run.vanilla_line, run.vanilla_value = override
    return run


# --- weight transfer (seed 001 "Report weight-transfer timing metrics when available") -------------------

PFG = "timing/train/prepare_for_generation"
SEED_NAMES = (
    f"{PFG}/total",
    f"{PFG}/transfer_and_update_weights",
    f"{PFG}/weight_transfer/producer/collect_tensors",
    f"{PFG}/weight_transfer/producer/sparse_encode",
    f"{PFG}/weight_transfer/producer/sparse_nonzero",
    f"{PFG}/weight_transfer/consumer/decode_sparse",
    f"{PFG}/weight_transfer/consumer/load_delta",
)
# NeMo-RL HEAD's sparse-delta refit logs these instead of the seed's producer/consumer timers (upstream §3.1).
CURRENT_NAMES = (
    "refit/transfer/relay_flush_s",
    "refit/transfer/global_commit_s",
    "refit/transfer/payloads",
    "refit/delta/changed_pct",
    "refit/delta/changed_elements",
    "refit/delta/total_elements",
    "refit/delta_verify/mismatch_pct",
    "refit/delta_verify/mean_abs",
)
_ENCODE_DECODE = tuple(n for n in SEED_NAMES if "/weight_transfer/" in n)
_BROADCAST_NOW = ("refit/transfer/relay_flush_s", "refit/transfer/global_commit_s")


def _mean(series: Mapping[str, float]) -> float | None:
    vals = [v for v in series.values() if math.isfinite(v)]
    return sum(vals) / len(vals) if vals else None


def weight_transfer(metrics: Mapping[str, Mapping[str, float]]) -> WeightTransfer | None:
    present: dict[str, float] = {}
    for name in (*SEED_NAMES, *CURRENT_NAMES):
        if name in metrics:
            m = _mean(metrics[name])
            if m is not None:
                present[name] = m
    if not present:
        return None
    transfer = present.get(f"{PFG}/transfer_and_update_weights")
    enc = [present[n] for n in _ENCODE_DECODE if n in present]
    now = [present[n] for n in _BROADCAST_NOW if n in present]
    if enc and transfer:
        prep = sum(enc)
        bcast = max(transfer - prep, 0.0)
        boundary = _boundary(
            prep, bcast, "sparse encode/decode (producer/consumer timers)", "the rest of the transfer"
        )
    elif now and transfer:
        bcast = sum(now)
        prep = max(transfer - bcast, 0.0)
        boundary = _boundary(
            prep,
            bcast,
            "weight preparation (transfer minus relay flush and global commit)",
            "payload relay flush + global commit",
        )
    elif transfer is not None:
        boundary = (
            f"transfer_and_update_weights {transfer:.3f} s/step; this NeMo-RL revision emits no "
            "encode/decode or "
            "broadcast split, so the boundary cannot be stated"
        )
    else:
        boundary = "no transfer_and_update_weights timer: the boundary cannot be stated"
    return WeightTransfer(metrics=present, boundary=boundary)


def _boundary(prep: float, bcast: float, prep_name: str, bcast_name: str) -> str:
    total = prep + bcast
    share = prep / total if total > 0 else 0.0
    text = f"{prep_name}: {prep:.3f} s/step; {bcast_name}: {bcast:.3f} s/step ({share:.0%} preparation)"
    if total > 0 and share >= 0.5:
        return text + " - a weight-preparation bottleneck, not a NCCL broadcast bottleneck"
    return text + " - broadcast dominates"


def metrics_as_json(metrics: Metrics) -> str:
    return json.dumps(metrics, indent=2, sort_keys=True)


def series_summary(metrics: Mapping[str, Mapping[str, Any]], tags: Sequence[str]) -> list[str]:
    out = []
    for t in tags:
        if t in metrics:
            vals = metrics[t]
            out.append(f"{t}: " + ", ".join(f'"{s}"={float(v):.4g}' for s, v in vals.items()))
    return out
