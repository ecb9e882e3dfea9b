"""The seeds' verdict logic: a finished (or failed) run's log, exit code and metrics -> Pass / Fail / Blocked.

`judge` is pure (lines and numbers in, a Judgement out); the runner and `bridge-validate triage` both use it.
Order of the decision, from the seeds:
1. A run that did not use the Bridge under test is Blocked whatever else happened ("If the log shows the wrong
   Bridge path, stop. Any later failure or pass is not evidence"): a wrong `megatron/bridge/__init__.py`, a
   traceback frame in a Bridge copy outside the checkout, verl's vanilla mbridge, NeMo-RL's DTensor policy.
2. A run that did not succeed is judged by its root cause (`runners.rootcause`: the earliest originating error
   across processes, not the first line that matches a pattern), classified by the typed rule table
   (`runners.triage_rules`): environment failures are Blocked, stating they are not evidence against the Bridge
   change; everything else is a Fail. The root cause is quoted with the frame it was raised at. A run that
   completed every step and whose only trouble came after (SIGABRT/SIGSEGV in Ray's shutdown, a teardown that
   hung until the timeout) succeeded, with that trouble as residual noise.
3. A run that exited 0 passes only if it meets the framework's pass criteria (steps reached, metrics written,
   assertions passing, no NaN/inf, verl's VANILLA_MBRIDGE=False / Training Progress / global_step lines) and
   did not swallow an error in every training step (a rollout loop that catches each generation's exception
   exits 0 while nothing was generated); Ray / resource-tracker warnings after completion are residual noise.
"""

from __future__ import annotations

import argparse
import fnmatch
import itertools
import json
import os
import posixpath
import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from runners.assertions import evaluate_all
from runners.contract import AssertionResult, Frame, Framework, RootCause, Verdict
from runners.logscan import DAEMONS, LogLine, read_log
from runners.metrics import (
    RUNNER_COMMAND,
    Metrics,
    MetricsError,
    VerlRun,
    collapsed,
    degraded,
    load_metrics,
    nemo_rl_log_steps,
    nemo_rl_steps,
    never_earned,
    non_finite,
    parse_verl,
    zero_gradients,
)
from runners.rootcause import (
    CHECK_ROW,
    TRACEBACK_HEADER,
    Analysis,
    Event,
    analyze,
    exited,
    is_launcher,
    is_warning,
    missing_name,
    stopped,
    to_root_cause,
)
from runners.triage_rules import (
    ENGINE_CONTEXT,
    NOT_EVIDENCE,
    RULES,
    WEIGHT_UPDATE_OR_TRAINER_FRAMES,
    TriageRule,
    rules_for,
)

TIMEOUT_EXIT = 124
# A process killed by SIGABRT / SIGSEGV: 128 + signal through a shell, -signal from subprocess.
SIGNAL_EXITS = frozenset({134, 139, -6, -11})


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
    root_cause: RootCause | None = None


@dataclass(frozen=True)
class Hit:
    rule: TriageRule
    order: int  # position of the rule in the table (ties on one line)
    index: int  # position of the line in `lines`
    line: LogLine
    groups: dict[str, str]


# --- helpers

_NRL_TRAINING = re.compile(r"=+\s*Step\s+\d+\s*/\s*\d+\s*=+")
_VERL_TRAINING = re.compile(r"^\s*step:\d+\s+-\s+|Training Progress:")
# Megatron's own training log (`iteration        2/      10 | consumed samples: ...`): the Bridge's training loop,
# run by a Bridge-side check program (pretrain/finetune); an error after it is not one of setup
_MEGATRON_ITERATION = re.compile(r"^\s*iteration\s+\d+/\s*\d+\s*\|")
_NRL_DONE = re.compile(
    r"Max number of steps has been reached|Training finished|Finished training|Async \w+ training complete!"
)
_EXC = re.compile(r"^(?:[A-Za-z_][\w.]*\.)?[A-Za-z_]\w*(?:Error|Exception|Exit|Interrupt|Failure)\b:?")


def training_start(framework: Framework, lines: Sequence[LogLine]) -> int | None:
    """Index of the first line that shows the training loop running (NeMo-RL's step banner, verl's progress
    bar or first step line): an error before it is an error of setup."""
    rx = _NRL_TRAINING if framework == "nemo-rl" else _VERL_TRAINING
    for i, ln in enumerate(lines):
        if rx.search(ln.msg or ln.text):
            return i
    return None


# A shell trace line that starts a program (`+ uv run examples/run_grpo.py ...`, `+ python3 -m verl...`, `+ bash
# tests/functional/x.sh`): a functional script may run several trainings one after another. The runner echoes the
# commands of its steps the same way (`[bridge-validate] + RESUME_MODE=auto bash ...`, or its step header
# `[bridge-validate] step 4/4 resume: bash ...`): a level's save run and its resume run are two programs.
_LAUNCH = re.compile(
    rf"^(?:{RUNNER_COMMAND}|\++ )"
    r"(?:\S+=\S*\s+)*(?:uv run|python\d?(?:\.\d+)?|torchrun|bash|coverage run|ray job submit)\b"
)


# Where a converter command of the run writes the model it makes (an HF export). Not a training checkpoint
# directory: a resume that cannot read one is as often the storage's (a node-local directory) as the save's.
_WRITES_TO = re.compile(
    r"--(?:hf[-_]ckpt[-_]path|hf[-_]path|hf[-_]output[-_]path|output[-_](?:dir|path))[= ]['\"]?(?P<path>/[^\s'\"]+)"
)


def _reads_run_output(lines: Sequence[LogLine], launch: int) -> bool:
    """Whether the program started at `launch` reads the model an earlier converter command of this run wrote
    (its HF export): its start-up then tests the run's product, not the environment (vLLM refusing the export it
    is given is the export's failure)."""
    if launch < 0:
        return False
    written = {
        m.group("path").rstrip("/")
        for i in range(launch)
        if lines[i].text.startswith("+")
        for m in _WRITES_TO.finditer(lines[i].text)
    }
    cmd = lines[launch].text
    return any(p and p in cmd for p in written)


def before_training(framework: Framework, lines: Sequence[LogLine], index: int) -> bool:
    """Whether line `index` comes before the training loop of the program it belongs to: no training line since
    the last program launch before it (a second training a script starts after a first one that ran is in its
    own setup again). A program that loads the HF export an earlier command of the run wrote is never in setup: it
    checks the run's product."""
    rx = _NRL_TRAINING if framework == "nemo-rl" else _VERL_TRAINING
    launch = next((i for i in range(min(index, len(lines)) - 1, -1, -1) if _LAUNCH.match(lines[i].text)), -1)
    if _reads_run_output(lines, launch):
        return False
    return not any(
        rx.search(t) or _MEGATRON_ITERATION.match(t)
        for t in (lines[i].msg or lines[i].text for i in range(launch + 1, min(index, len(lines))))
    )


def step_marks(framework: Framework, lines: Sequence[LogLine], start: int | None) -> list[int]:
    """Where each training step's output begins (NeMo-RL banners; verl: the loop start, then each step line)."""
    if start is None:
        return []
    if framework == "nemo-rl":
        return [i for i, ln in enumerate(lines) if _NRL_TRAINING.search(ln.msg or ln.text)]
    steps = [i for i, ln in enumerate(lines) if re.match(r"^\s*step:\d+\s+-\s+", ln.msg or ln.text)]
    return [start, *[i + 1 for i in steps[:-1]]] if steps else [start]


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


# A symbolic link to the checkout, as `ls -l` / `stat` / a setup note print it: `DEST -> SRC`
_LINK_LISTING = re.compile(r"(?:^|\s)(?P<dest>[\w./-]+) -> (?P<src>/[\w./-]+)(?:\s|$)")
# A runner's own word that it synced the checkout into a tree (`vendored Bridge synced from /ws/Megatron-Bridge@a81f3c0
# into /opt/nemo-rl/3rdparty/...`), the commit after `@` optional
_SYNC_NOTE = re.compile(r"\bsynced from (?P<src>/[\w./-]+?)(?:@[0-9a-f]{7,40})? (?:in)?to (?P<dest>/[\w./-]+)")
# ... or without the source, which is then the checkout it prepared (`synced bridge tree into
# $NEMO_RL_REPO/3rdparty/Megatron-Bridge-workspace/Megatron-Bridge`), a variable it printed (`NEMO_RL_REPO=/ws/RL`)
# standing for its value
_SYNC_BRIDGE_NOTE = re.compile(
    r"(?i)\bsynced (?:the )?(?:megatron-)?bridge(?: tree| checkout| sources?)? (?:in)?to "
    r"(?P<dest>(?:/|\$\{?[A-Z_]+\}?/)[\w./${}-]+)"
)
_RUNNER_VAR = re.compile(r"^\[bridge-validate\] (?P<name>[A-Z][A-Z0-9_]*)=(?P<value>/\S+)")
# a use of such a variable in a line (`$BRIDGE_REPO`, `${BRIDGE_REPO}`)
_RUNNER_VAR_USE = re.compile(r"\$\{?([A-Z_][A-Z0-9_]*)\}?")


# A container's bind mount of a host tree, as the launcher's command line gives it: docker/podman `-v SRC:DST[:ro]`
# or `--volume`, apptainer `--bind`/`-B`, pyxis `--container-mounts=SRC:DST[,SRC:DST]`, and `--mount
# type=bind,source=SRC,target=DST`
_MOUNT_FLAG = re.compile(r"(?:^|\s)(?:-v|--volume|--bind|-B|--container-mounts)[ =](?P<specs>\S+)")
_MOUNT_KEYS = re.compile(r"(?:^|\s)--mount[ =](?P<keys>\S+)")


def _mounts(text: str) -> list[tuple[str, str]]:
    """(source, target) of every bind mount on a command line."""
    out: list[tuple[str, str]] = []
    for m in _MOUNT_FLAG.finditer(text):
        for spec in m.group("specs").strip("'\"").split(","):
            parts = spec.split(":")
            if len(parts) >= 2 and parts[0].startswith("/") and parts[1].startswith("/"):
                out.append((parts[0], parts[1]))
    for m in _MOUNT_KEYS.finditer(text):
        keys = dict(kv.split("=", 1) for kv in m.group("keys").strip("'\"").split(",") if "=" in kv)
        src = keys.get("source") or keys.get("src")
        dst = keys.get("target") or keys.get("destination") or keys.get("dst")
        if src and dst:
            out.append((src, dst))
    return out


def synced_copies(lines: Sequence[LogLine], bridge_root: str | None) -> tuple[str, ...]:
    """Bridge trees the job's own commands synced from the checkout under test (`+ rsync -a $BRIDGE_REPO/ DEST/`,
    `+ cp -r ...`), linked to it (`+ ln -s $BRIDGE_REPO DEST`, a listing's `DEST -> $BRIDGE_REPO`) or mounted into
    the job's container (`-v $BRIDGE_REPO:/workspace/Megatron-Bridge`): seed 001 trusts the vendored
    3rdparty/Megatron-Bridge-workspace copy "only if that vendored checkout was intentionally synced to the Bridge
    change", and this is the log saying so; a mount is the checkout itself under another path. A relative DEST (the
    vendored path under the downstream checkout) stays relative."""
    if not bridge_root:
        return ()
    root = posixpath.normpath(bridge_root.replace("\\", "/"))
    out: list[str] = []
    runner_vars = {m.group("name"): m.group("value") for ln in lines for m in [_RUNNER_VAR.match(ln.text.strip())] if m}
    for ln in lines:
        text = (ln.msg or ln.text).strip()
        # (a launcher line the runner printed names the checkout by its variable: `--container-mounts=$BRIDGE_REPO:...`)
        for src, dst in _mounts(_RUNNER_VAR_USE.sub(lambda v: runner_vars.get(v.group(1), v.group(0)), text)):
            if posixpath.normpath(src) == root and posixpath.normpath(dst) != root:
                out.append(posixpath.normpath(dst))
        words = text.split()
        if len(words) >= 4 and words[0].strip("+") == "" and words[1] in ("rsync", "cp", "ln"):
            if words[1] == "ln" and not any(w.startswith("-") and "s" in w for w in words[2:-2]):
                continue  # a hard link names a file, not a tree
            src, dest = (posixpath.normpath(w.replace("\\", "/")) for w in words[-2:])
            if src == root and (dest.startswith("/") or words[1] == "ln") and dest != root:
                out.append(dest)
            continue
        m = _LINK_LISTING.search(text) or (_SYNC_NOTE.search(text) if _RUNNER_NOTE.match(ln.text.strip()) else None)
        if m and posixpath.normpath(m.group("src")) == root:
            dest = posixpath.normpath(m.group("dest"))
            if dest != root:
                out.append(dest)
            continue
        b = _SYNC_BRIDGE_NOTE.search(text) if _RUNNER_NOTE.match(ln.text.strip()) else None
        if b:
            dest = _RUNNER_VAR_USE.sub(lambda v: runner_vars.get(v.group(1), v.group(0)), b.group("dest"))
            if dest.startswith("/") and "$" not in dest and posixpath.normpath(dest) != root:
                out.append(posixpath.normpath(dest))
    return tuple(out)


def _bridge_path_outside(path: str, bridge_root: str | None, synced: Sequence[str] = ()) -> bool:
    norm = path.replace("\\", "/")
    if any(
        norm.startswith(d.rstrip("/") + "/src/") if d.startswith("/") else f"/{d.strip('/')}/src/" in norm
        for d in synced
    ):
        return False
    if bridge_root:
        src = os.path.normpath(os.path.join(bridge_root, "src")).replace("\\", "/").rstrip("/") + "/"
        return not norm.startswith(src)
    # Without the checkout's location, only installed or vendored copies are recognisably wrong.
    return bool(re.search(r"(?:site|dist)-packages/|Megatron-Bridge-workspace/", norm))


def _where(line: LogLine) -> str:
    return f"a Ray worker ({line.actor})" if line.actor else "the driver process"


def _process(rc: RootCause | None, line: LogLine | None = None) -> str:
    if rc is not None and rc.process and rc.process != "driver":
        return f"process {rc.process}"
    if rc is not None:
        return "the driver process"
    return _where(line) if line is not None else "the driver process"


def scan(
    framework: Framework,
    lines: Sequence[LogLine],
    bridge_root: str | None,
    skip: frozenset[str] = frozenset(),
    scopes: tuple[str, ...] = ("log",),
) -> list[Hit]:
    """Every rule's first qualifying line (log-scope rules; with scopes=("log", "root") also the root-cause
    rules read line by line, for logs without any structured error: a Hydra message, a bare make failure)."""
    start = training_start(framework, lines)
    synced = synced_copies(lines, bridge_root)
    joined_cache: dict[str, bool] = {}

    def seen(rx: re.Pattern[str]) -> bool:
        key = rx.pattern
        if key not in joined_cache:
            joined_cache[key] = any(rx.search(ln.plain) for ln in lines)
        return joined_cache[key]

    hits: list[Hit] = []
    for order, rule in enumerate(rules_for(framework)):
        # rules about the root cause's process, kind or frames need a root cause, not a line
        if (
            rule.scope not in scopes
            or rule.id in skip
            or rule.context
            or rule.root_kinds
            or rule.origin
            or rule.outside_bridge
        ):
            continue
        if rule.requires_rx is not None and not seen(rule.requires_rx):
            continue
        if rule.unless_rx is not None and seen(rule.unless_rx):
            continue
        for i, ln in enumerate(lines):
            if rule.before_training and start is not None and i >= start:
                break
            m = rule.rx.search(_subject(rule, ln))
            if not m:
                continue
            groups = {k: v for k, v in m.groupdict().items() if v is not None}
            if rule.path_outside_bridge and not _bridge_path_outside(groups.get("path", ""), bridge_root, synced):
                continue
            hits.append(Hit(rule, order, i, ln, groups))
            break
    hits.sort(key=lambda h: (h.index, h.order))
    return hits


# What a line names that a later error can name too: a quoted string, or a path / model id / URL-like token.
_RESOURCE = re.compile(r"'([^'\s]{6,})'|\"([^\"\s]{6,})\"|((?:[\w.~-]+/)+[\w.~-]+)")


def _resources(text: str) -> set[str]:
    return {next(g for g in m.groups() if g) for m in _RESOURCE.finditer(text)}


def _explained_by_earlier(
    framework: Framework, lines: Sequence[LogLine], bridge_root: str | None, upto: int, error: str
) -> Hit | None:
    """A failure before training that no rule explains, after a line that says the environment already failed
    about the same thing (a download of the model that fell back to a path that does not exist, the disk that
    filled up under the file the error cannot read): that earlier line is the cause, and the error only its
    consequence. The error must name what the earlier line names (a path, a model id, a quoted name): a retried
    429 earlier in the log does not explain an unrelated provider error."""
    wanted = _resources(error)
    if not wanted:
        return None
    for h in scan(framework, lines[:upto], bridge_root, scopes=("root",)):
        if h.rule.outcome == "blocked" and _resources(h.line.msg or h.line.text) & wanted:
            return h
    return None


def _learning_signal(metrics: Metrics, verl: VerlRun | None) -> dict[str, object] | None:
    """The seeds' learning-signal evidence on a finished run (metrics "do not silently produce zero"): a gradient
    norm of 0 at every step, or a reward/score/accuracy that fell to 0. The Judgement fields of the Fail, quoting
    verl's step line where there is one."""
    zero = zero_gradients(metrics)
    fell = collapsed(metrics) if zero is None else None
    nothing = never_earned(metrics) if zero is None and fell is None else None
    worse = degraded(metrics) if zero is None and fell is None and nothing is None else None
    step: str | None
    fallback: str | None
    if zero is not None:
        tag, steps = zero
        step, fallback = steps[0], f"{tag} = 0 at steps {steps[0]}..{steps[-1]}"
        fields: dict[str, object] = {
            "reason": f"{tag} is 0 at every logged step ({len(steps)} steps): no gradient reaches the trained "
            "parameters (seeds' learning-signal evidence: no repeated zero gradients)",
            "rule": "zero-gradients",
            "follow_ups": [
                "check that the trainable parameters (LoRA adapters) get gradients: requires_grad, the PEFT "
                "wrapping and the loss path"
            ],
        }
    elif fell is not None:
        tag, step = fell
        fallback = f"{tag} = 0 at step {step}"
        fields = {
            "reason": f"{tag} fell to 0 by step {step} after being above zero: the run collapsed (seeds' "
            "learning-signal evidence: metrics must not silently go to zero)",
            "rule": "metric-collapse",
            "follow_ups": [
                "compare the same run on the base commit; check the learning rate, LoRA scaling and the reward's "
                "response-length clipping around the step where it fell"
            ],
        }
    elif nothing is not None:
        # no line says it, the whole series does: nothing is quoted
        tag, through = nothing
        step, fallback = None, None
        fields = {
            "reason": f"{tag} is 0 at every logged step through step {through}: the policy never earned anything over "
            "the learning-signal run (seeds' learning-signal evidence: metrics must not silently produce zero)",
            "rule": "never-earned",
            "follow_ups": [
                "compare the same run on the base commit; check that the model's weights loaded (entropy near "
                "log(vocab) means an untrained model) and the reward function's parsing"
            ],
        }
    elif worse is not None:
        tag, step, first, last = worse
        fallback = f"{tag} = {last:g} at step {step} (started at {first:g})"
        fields = {
            "reason": f"{tag} fell from {first:g} to {last:g} by step {step}, below half of where it started "
            "(seeds' learning-signal evidence: the validation trend against the starting point)",
            "rule": "validation-degraded",
            "follow_ups": [
                "compare the same run on the base commit (grad norms, the reward curve); check the learning rate and "
                "the parallel settings the change touches"
            ],
        }
    else:
        return None
    step_line = verl.step_lines.get(step) if verl is not None and step is not None else None
    return {
        **fields,
        "result": Verdict.FAIL,
        "first_error": step_line.quote() if step_line is not None else fallback,
        "line": step_line.no if step_line is not None else None,
        "category": "metric",
    }


def _reason(hit: Hit) -> str:
    # (a rule that names what is missing reads it from the line it matched; versions come with a root cause only)
    values = {"match": hit.line.quote(), "where": _where(hit.line), "missing": missing_name(hit.line.msg) or "a module",
              "versions": "", **hit.groups}
    try:
        return hit.rule.reason.format(**values)
    except (KeyError, IndexError):
        return hit.rule.reason


# Our runner's own note that the job's time ran out (`[bridge-validate] timed out after 3600 s; ...`): what
# follows is the runner's diagnostics and the kill, not the run
_RUNNER_TIMEOUT = re.compile(
    r"^\[bridge-validate\] .*\b(?:[Tt]imed out|TIMEOUT|timeout (?:after )?\d+ ?s\b|exceeded (?:its |the )?timeout"
    r"|wall-clock limit \d+ ?s reached)\b|^\*\*\* SIGTERM received|^Terminated$"
)


def _the_runs_own(lines: Sequence[LogLine], i: int) -> bool:
    """Line `i` is something the run printed about its work: not empty, not a launcher echo or our runner's note,
    not Ray's daemons' bookkeeping, not a Python warning (its header or the source line printed under it)."""
    ln = lines[i]
    return bool((ln.msg or ln.text).strip()) and not (is_launcher(ln) or ln.actor in DAEMONS or is_warning(lines, i))


def _subject(rule: TriageRule, ln: LogLine) -> str:
    """What of a line a rule reads (TriageRule.match_on)."""
    if rule.match_on == "process":
        return ln.stream
    return ln.plain if rule.match_on == "line" else (ln.msg or ln.text)


def _log_allows(rule: TriageRule, joined: str) -> bool:
    """A rule's `requires` is somewhere in the log (its lines `joined`) and its `unless` nowhere."""
    if rule.requires_rx is not None and not rule.requires_rx.search(joined):
        return False
    return rule.unless_rx is None or not rule.unless_rx.search(joined)


def _timeout_at(lines: Sequence[LogLine]) -> int:
    """Where our runner's timeout note (or the kill's SIGTERM report) is: what follows is not the run's."""
    return next(
        (i for i, ln in enumerate(lines) if _RUNNER_TIMEOUT.match(ln.text.strip()) or _RUNNER_TIMEOUT.match(ln.msg)),
        len(lines),
    )


def _killed_by_it(lines: Sequence[LogLine], ev: Event) -> bool:
    """`ev` is a death the timeout's kill set off: printed after the kill by Ray's daemons (a raylet exiting, a
    worker reported dead) or an actor-death wrapper. What the runner collects after the kill (a device plugin's log,
    a stack dump) can still say why the run hung, so only deaths count."""
    if ev.index <= _timeout_at(lines):
        return False
    return lines[ev.index].actor in DAEMONS or ev.wrapper


def _last_own_line(lines: Sequence[LogLine], end: int, dumped: set[int]) -> int | None:
    """The last line the run printed itself before `end` (not our runner's notes, launcher echoes, Ray's daemons'
    warnings or a stack dump)."""
    return next((i for i in range(end - 1, -1, -1) if i not in dumped and _the_runs_own(lines, i)), None)


def _stall(framework: Framework, lines: Sequence[LogLine], start: int | None) -> Hit | None:
    """What a run that hung before its first training step was doing when it went silent: the last line it printed
    itself, read by the stall rules."""
    end = _timeout_at(lines)
    _, dumped = _stack_dumps(lines)
    last = _last_own_line(lines, end, dumped)
    if last is None or (start is not None and last >= start):
        return None
    bar = _unfinished_bar(lines, end, dumped)
    joined = "\n".join(ln.plain for ln in lines)
    for at in (last, bar):
        if at is None:
            continue
        ln = lines[at]
        for order, rule in enumerate(rules_for(framework)):
            if rule.scope != "stall" or not _log_allows(rule, joined):
                continue
            m = rule.rx.search(_subject(rule, ln))
            if m:
                return Hit(rule, order, at, ln, {k: v for k, v in m.groupdict().items() if v is not None})
    return None


# A progress bar's line (tqdm's `Capturing CUDA graphs (...):  34%|...`): its label and how far it got
_PROGRESS_BAR = re.compile(r"^\s*(?P<label>\S.*?):\s+(?P<pct>\d{1,3})%\|")


def _unfinished_bar(lines: Sequence[LogLine], end: int, dumped: set[int]) -> int | None:
    """The last progress bar the run printed before it went silent that never reached 100% (no later line of the
    same bar did): what the run was in the middle of when it hung, even when other processes printed after it."""
    done: set[str] = set()
    for i in range(end - 1, -1, -1):
        if i in dumped:
            continue
        m = _PROGRESS_BAR.match(lines[i].msg or lines[i].text)
        if m is None:
            continue
        if int(m["pct"]) >= 100:
            done.add(m["label"])
        elif m["label"] not in done:
            return i
    return None


# The runner's stack dump of a hung process (py-spy's `dump`): a thread's header, then one `function (path.py:line)`
# per frame, innermost first
_DUMP_THREAD = re.compile(r"^\s*(?:\[bridge-validate\]\s+)?Thread (?:0x[0-9A-Fa-f]+|\d+) \(")
_DUMP_FRAME = re.compile(
    r"^\s*(?:\[bridge-validate\]\s+)?(?P<func>[\w.<>:~-]+) \((?P<path>[^()\s]+\.py):\d+\)\s*$"
    # a native frame (py-spy's --native): `ncclCommInitRank (libnccl.so.2)`
    r"|^\s*(?:\[bridge-validate\]\s+)?(?P<native>[\w.<>:~-]+) \((?P<lib>[\w.+-]+\.so(?:\.\d+)*)\)\s*$"
)
_DUMP_HEADER = re.compile(r"^\s*(?:Process \d+: \S|Python v\d+\.\d+)")
_INSTALLED_PREFIX = re.compile(r"^.*/(?:site-packages|dist-packages|lib/python3\.\d+)/")
# frames that only wait: the interpreter's own modules, torch's collectives, Ray's object fetch and ZeroMQ's poll
# (how vLLM's client waits on its engine processes); the first frame under them is what the process was waiting in
_WAITING_FRAME = re.compile(
    r"^(?:(?:threading|queue|selectors|socket|ssl|subprocess|signal|socketserver|contextlib|functools)\.py"
    r"|(?:concurrent|multiprocessing|multiprocess|asyncio|importlib|torch|ray|zmq)/"
    # ... and, in a native dump, the C library's waits (a futex, a condition variable)
    r"|lib(?:c|pthread|stdc\+\+)\.so\b)"
)


def _stack_dumps(lines: Sequence[LogLine]) -> tuple[list[list[tuple[int, str]]], set[int]]:
    """The first thread of each stack dump the runner printed, as (line index, `path function`) innermost first
    (paths relative to the installed packages: `vllm/v1/engine/core.py`), and the indices of every line of the
    dumps (the runner's, not the run's output)."""
    dumps: list[list[tuple[int, str]]] = []
    printed: set[int] = set()
    current: list[tuple[int, str]] | None = None
    recording = False
    for i, ln in enumerate(lines):
        text = ln.msg or ln.text
        if "py-spy dump" in text:
            current, recording = [], True
            dumps.append(current)
            printed.add(i)
        elif current is not None:
            frame = _DUMP_FRAME.match(text)
            if frame:
                printed.add(i)
                if recording:
                    where = _INSTALLED_PREFIX.sub("", frame["path"]) if frame["path"] else frame["lib"]
                    current.append((i, f"{where} {frame['func'] or frame['native']}"))
            elif _DUMP_THREAD.match(text):
                printed.add(i)
                recording = not current  # the first thread only: py-spy prints the main thread first
            elif _DUMP_HEADER.match(text) or not text.strip():
                printed.add(i)  # py-spy's own header (`Process N: cmd`, `Python v3.12.3 (path)`) and blank lines
            else:
                current = None
    return [d for d in dumps if d], printed


def _frames_text(dumps: Sequence[Sequence[tuple[int, str]]]) -> str:
    """Every dumped frame (`path function`), one per line: what a rule's `not_context` and the setup-hang check read."""
    return "\n".join(frame for dump in dumps for _, frame in dump)


def _stack(framework: Framework, lines: Sequence[LogLine]) -> Hit | None:
    """Where a hung run waited, from the runner's stack dumps of its processes, read by the stack rules in their
    order over each dump's frames (an NCCL init the rollout engine's own setup called is the engine's; one the job's
    refit group called is the transport's)."""
    dumps, _ = _stack_dumps(lines)
    every = _frames_text(dumps)
    joined = "\n".join(ln.plain for ln in lines)
    stack_rules = [
        (order, rule)
        for order, rule in enumerate(rules_for(framework))
        if rule.scope == "stack" and not (rule.not_context_rx is not None and rule.not_context_rx.search(every))
        and _log_allows(rule, joined)
    ]
    for dump in dumps:
        frames = _read_frames(dump)
        for order, rule in stack_rules:
            for i, frame in frames:
                m = rule.rx.search(frame)
                if m:
                    return Hit(rule, order, i, lines[i], {k: v for k, v in m.groupdict().items() if v is not None})
    return None


# the job's own code (the frameworks, Megatron and the Bridge)
_JOB_FRAME = re.compile(r"^(?:verl|nemo_rl|megatron)/")


def _read_frames(dump: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The frames of one dump the stack rules read, innermost first: the first frame that is not only a wait, then
    its callers up to the job's own code: a library frame (a kernel launcher the rollout engine called) is read
    through the library that called it, but a library the job's code called is that call's hang, which no stack rule
    places. A process all of whose frames are waits (an idle Ray worker waiting for its task's definition) is read by
    its innermost frame."""
    own = [(i, frame) for i, frame in dump if not _WAITING_FRAME.match(frame)]
    if not own:
        return dump[:1]
    callers = own[1:]
    outside_job = next((n for n, (_, frame) in enumerate(callers) if _JOB_FRAME.match(frame)), len(callers))
    return own[:1] + callers[:outside_job]


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


# --- the root cause, classified ------------------------------------------------------------------------------


# The standard library's own files (not its site-packages): ssl, socket, http.client, subprocess... are the
# plumbing an error passes through, not the component that failed.
_STDLIB = re.compile(r"(?:^|/)lib/python3\.\d+/(?!(?:site|dist)-packages/)|^<frozen ")


# A compiled binding's own source (Cython `.pyx`/`.pxi`, as Ray's `_raylet.pyx` prints it): the native call a
# package's Python code made, so that Python frame is the component that raised.
_BINDING = re.compile(r"\.(?:pyx|pxi|pxd)$")


def _raisers(rc: RootCause) -> list[Frame]:
    """The frame that raised the root cause and, when that is the standard library or a compiled binding, the
    innermost frame of the component that called into it (urllib3 over ssl.py, the dataset library over
    subprocess, Ray's node start-up over `_raylet.pyx`)."""
    if rc.origin is None:
        return []
    out = [rc.origin]
    if _STDLIB.search(rc.origin.file) or _BINDING.search(rc.origin.file):
        owner = next(
            (f for f in reversed(rc.frames) if not _STDLIB.search(f.file) and not _BINDING.search(f.file)), None
        )
        if owner is not None:
            out.append(owner)
    return out


def _context(rc: RootCause, more: Sequence[Frame] = ()) -> str:
    # the process chain, then each frame as `file:line in function`, outermost first (then `more`: the frames of
    # the exceptions raised from the root cause, when classifying by them)
    frames = [*rc.frames, *more]
    return "\n".join([rc.process or "", *[f"{f.file}:{f.line} in {f.function or ''}" for f in frames]])


def classify(
    framework: Framework,
    ev: Event,
    rc: RootCause,
    lines: Sequence[LogLine],
    before: bool,
    text: str | None = None,
) -> tuple[TriageRule, re.Match[str]] | None:
    """The first root-scope rule that describes the root cause (or, failing that, the exceptions raised from it)."""
    chained = text is not None
    text = ev.text() if text is None else text
    joined: str | None = None
    for rule in rules_for(framework):
        if rule.scope != "root":
            continue
        if rule.root_kinds and rc.kind not in rule.root_kinds:
            continue
        if rule.before_training and not before:
            continue
        more = ev.chain_frames if chained or rule.context_in_chain else ()
        if rule.context_rx is not None and not rule.context_rx.search(_context(rc, more)):
            continue
        if rule.origin_rx is not None and not any(rule.origin_rx.search(f.file) for f in _raisers(rc)):
            continue
        if rule.native_rx is not None and not rule.native_rx.search(ev.native):
            continue
        if rule.not_context_rx is not None and rule.not_context_rx.search(_context(rc, ev.chain_frames)):
            continue
        if rule.outside_bridge and (rc.bridge_frame is not None or not rc.frames):
            continue
        if rule.not_through_bridge and rc.bridge_frame is not None:
            continue
        if rule.in_driver and (rc.process != "driver" or rc.wrapped_by):
            continue
        if rule.requires_rx is not None or rule.unless_rx is not None:
            joined = joined if joined is not None else "\n".join(ln.plain for ln in lines)
            if not _log_allows(rule, joined):
                continue
        m = rule.rx.search(text)
        if m and rule.key_from_overrides and not _set_by_launch(m.groupdict().get("key") or "", lines):
            continue
        if m:
            return rule, m
    if ev.chain and not chained:
        # A generic original error (a reset connection, a KeyError) says what broke, the exceptions raised from it
        # say what the program was doing: classify the root cause by them when it does not classify by itself.
        return classify(framework, ev, rc, lines, before, text="\n".join(ev.chain))
    return None


def _set_by_launch(key: str, lines: Sequence[LogLine]) -> bool:
    """`key` is the value of an override (`a.b=key`, `--a.b key`) on a program-launch line of the run."""
    if not key:
        return False
    rx = re.compile(rf"(?:\s[\w.+-]+=|\s--[\w.-]+\s+)['\"]?{re.escape(key)}['\"]?(?=\s|$)")
    return any(_LAUNCH.match(ln.text) and rx.search(ln.text) for ln in lines)


def _raised_by(origin: Frame, quoted: str) -> str:
    """`raised at <frame>`; for a bare AssertionError (quoted as Python printed it) with the statement that failed,
    which says what it checked."""
    code = origin.code.strip()
    failed = f" by `{code}`" if code.startswith("assert ") and code not in quoted else ""
    return f"raised at {origin.where()}{failed}"


def _raised_at(rc: RootCause) -> str:
    parts = []
    if rc.origin is not None:
        parts.append(_raised_by(rc.origin, rc.line))
    if rc.bridge_frame is not None and rc.bridge_frame != rc.origin:
        parts.append(f"through Bridge code at {rc.bridge_frame.where()}")
    if rc.process and rc.process != "driver":
        parts.append(f"in {rc.process}")
    if rc.repeats > 1:
        parts.append(f"reported {rc.repeats}x")
    return ", ".join(parts)


_TRAILING_NOT_EVIDENCE = re.compile(r"[;:,]?\s*" + re.escape(NOT_EVIDENCE) + r"\s*$")


# The named groups in which a dependency rule's pattern captures the package the environment lacks (a pattern with
# several alternatives needs several names); any other group (a version check's package, which is installed) is not
_PACKAGE_GROUPS = ("module", "type", "package", "pip", "listed", "absent")


def _from_root(
    rule: TriageRule,
    m: re.Match[str],
    ev: Event,
    rc: RootCause,
    base: Judgement,
    before: bool,
    prefix: str = "",
) -> Judgement:
    verdict = Verdict.BLOCKED if rule.outcome == "blocked" else Verdict.FAIL
    groups = m.groupdict()
    named = next((groups[g] for g in _PACKAGE_GROUPS if groups.get(g)), None)
    if rule.category == "dependency" and rc.missing_module is None and named:
        # a name the package lacks that no import statement carries (a model type, a registry key)
        rc = rc.model_copy(update={"missing_module": named})
    versions = f"; versions seen: {'; '.join(rc.versions)}" if rc.versions else ""
    values = {
        "match": rc.line,
        "where": _process(rc),
        "missing": rc.missing_module or "a module",
        "versions": versions,
        **{k: v for k, v in m.groupdict().items() if v is not None},
    }
    try:
        reason = rule.reason.format(**values)
    except (KeyError, IndexError):
        reason = rule.reason
    # The reason stays one sentence (it heads the check run); the quoted line is first_error, the frames and
    # the process are in root_cause. A Fail names where it was raised: that is what attribution starts from.
    if verdict == Verdict.BLOCKED:
        reason = _TRAILING_NOT_EVIDENCE.sub("", reason) + "; " + NOT_EVIDENCE
    elif rc.origin is not None:
        reason += f" ({_raised_by(rc.origin, rc.line)})"
    return base.model_copy(
        update={
            "result": verdict,
            "reason": prefix + reason,
            "first_error": rc.line,
            "line": rc.line_no,
            "rule": rule.id,
            "category": rule.category,
            "follow_ups": [rule.follow_up] if rule.follow_up else [],
            "before_training": before,
            "root_cause": rc,
        }
    )


def _bridge_copy_frame(an: Analysis, bridge_root: str | None, synced: Sequence[str] = ()) -> str | None:
    """A traceback frame in a Megatron-Bridge copy other than the checkout under test (a vendored workspace,
    an installed wheel): that process did not run the Bridge change. A relative path (pytest's frames) is the
    checkout the command runs in."""
    for ev in an.events:
        # (Python's ImportError names the file the module was found in: `cannot import name 'x' from
        # 'megatron.bridge.utils.y' (/ws/nemo-rl/3rdparty/Megatron-Bridge-workspace/.../y.py)`)
        found = _IMPORTED_FROM.search(ev.message) if ev.kind == "exception" else None
        for file in [*(fr.file for fr in ev.frames), *([found.group("path")] if found else [])]:
            path = file.replace("\\", "/")
            if not path.startswith("/") and not re.match(r"^[A-Za-z]:/", path):
                continue
            if "/megatron/bridge/" in path and _bridge_path_outside(path, bridge_root, synced):
                return file
    return None


_IMPORTED_FROM = re.compile(r"cannot import name '[^']+' from '[\w.]+' \((?P<path>[^)\s]+\.py)\)")


def _completed_at(framework: Framework, lines: Sequence[LogLine], verl: VerlRun | None) -> int | None:
    """Index of the line that shows the requested steps completed, if any."""
    if framework == "nemo-rl":
        return next((i for i, ln in enumerate(lines) if _NRL_DONE.search(ln.msg or ln.text)), None)
    if verl is None or verl.progress is None or verl.progress[0] < verl.progress[1] or not verl.global_steps:
        return None
    marks = [verl.progress_line, verl.global_step_line]
    idx = [i for i, ln in enumerate(lines) if any(ln is m for m in marks if m is not None)]
    return max(idx) if idx else None


# Shell commands (xtrace `+ cmd`) whose only job is stopping processes
_STOPS = r"ray stop|pkill|killall|kill"


# A shell command that only cleans up after the job: stopping its processes, removing its scratch files
_CLEANUP_COMMAND = re.compile(rf"^\++ (?:(?:sudo|timeout \S+)\s+)?(?P<cmd>(?:{_STOPS}|rm)\b.*)$")


def _cleanup_after(lines: Sequence[LogLine], index: int) -> str | None:
    """The job's last shell command, when it came after `index` and only cleans up: stops processes, or removes the
    run's scratch files and failed to (`rm -rf checkpoints` on a file a dying worker still holds)."""
    at = next((i for i in range(len(lines) - 1, index, -1) if lines[i].text.startswith("+")), None)
    if at is None:
        return None
    m = _CLEANUP_COMMAND.match(lines[at].text.strip())
    if m is None:
        return None
    if m.group("cmd").startswith("rm") and not any(ln.text.startswith("rm: ") for ln in lines[at + 1 :]):
        return None  # a removal that did not fail is not where the exit code came from (a check before it may be)
    return m.group("cmd").strip()


def _checks_passed_after(lines: Sequence[LogLine], index: int) -> int:
    """How many of the job's metric checks passed after `index`: 0 when none ran there, any of them failed, or the
    job ran a command after them that does more than clean up (its own further check, which may be what failed)."""
    rows = [(i, m.group("status")) for i in range(index + 1, len(lines))
            if (m := CHECK_ROW.match(lines[i].msg or lines[i].text))]
    if not rows or any(status == "FAIL" for _, status in rows):
        return 0
    later = [ln.text.strip() for ln in lines[rows[-1][0] + 1:] if ln.text.startswith("+")]
    return 0 if any(not _CLEANUP_COMMAND.match(c) for c in later) else len(rows)


# A function whose only job is taking the run down (its process groups, its workers, the interpreter's exit hooks:
# multiprocessing's `_exit_function`, a library's hook registered with atexit, named for it, as W&B's
# `_atexit_cleanup`)
_TEARDOWN_FUNCTION = re.compile(
    r"^(?:shutdown|_?shutdown_\w+|destroy_process_group|teardown|__del__|_exit_function|_?atexit(?:_\w+)?|\w+_atexit)$"
)


def _in_teardown(ev: Event) -> bool:
    """`ev` was raised through a function whose only job is taking the run down."""
    return any(_TEARDOWN_FUNCTION.match(f.function) for f in ev.frames)


def _taking_down_after(an: Analysis, index: int) -> Event | None:
    """The first error after `index` raised while taking the run down."""
    return next(
        (e for e in an.events if e.index > index and e.originating() and e.kind == "exception" and _in_teardown(e)),
        None,
    )


def _exiting_after(an: Analysis, index: int) -> Event | None:
    """The first error after `index` that only a process already exiting raises (CUDA's runtime unloading, ZeroMQ's
    terminated context)."""
    return next((e for e in an.events if e.index > index and e.caught_at_shutdown and e.kind == "exception"), None)


def _trouble_after(an: Analysis, index: int) -> list[Event]:
    """Errors of the run itself after `index` (not shutdown noise, not signals, not symptoms, not an error raised
    while taking the run down: `policy.shutdown()` -> `destroy_process_group()` failing once every step is done)."""
    return [
        e
        for e in an.events
        if e.index > index and e.originating() and e.kind in ("exception", "nccl-timeout", "build", "metric")
        and not _in_teardown(e)
    ]


# Python's logging, level first (`ERROR:math_verify.grader:Error during comparison`), from a logger that is not the
# Bridge's or the downstream framework's: an installed library reporting an error it handled itself
_LIBRARY_LOGGED = re.compile(r"^(?:ERROR|WARNING|CRITICAL):(?!(?:megatron|nemo_rl|verl)\b)[A-Za-z_][\w.]*:")


# Python's report of an exception nothing caught in a thread (threading's excepthook): the thread ended, the code
# that started it never saw the exception
_THREAD_DIED = re.compile(r"^Exception in thread .+:$")
# the run's own code: the Bridge's, the downstream framework's
_RUN_CODE = re.compile(r"/(?:megatron/bridge|nemo_rl|verl)/")


def _logged_by_a_library(ev: Event, lines: Sequence[LogLine]) -> bool:
    """`ev`'s traceback was printed by an installed library's own logger (its `logger.exception`, the level line
    right above the traceback) and no frame is the Bridge's: the library caught it (a grader scoring one sample
    0), the run's own code never saw it. So is an exception that ended a thread of a library's own (an experiment
    logger's upload thread: Python's `Exception in thread ...:` above the traceback, no frame of the run's code)."""
    if any("/megatron/bridge/" in f.file for f in ev.frames):
        return False
    same = [i for i in range(max(0, ev.index - 200), ev.index) if lines[i].stream == ev.stream]
    head = next((k for k in reversed(range(len(same))) if TRACEBACK_HEADER.search(lines[same[k]].text)), None)
    if head is None or head == 0:
        return False
    above = lines[same[head - 1]]
    if _THREAD_DIED.match(above.msg.strip()):
        return bool(ev.frames) and not any(_RUN_CODE.search(f.file) for f in ev.frames)
    return bool(_LIBRARY_LOGGED.match(above.text.strip()))


def _swallowed(framework: Framework, an: Analysis, lines: Sequence[LogLine], start: int | None,
               done: int | None) -> Event | None:
    """An exception logged in every training step of a run that exited 0: the loop caught and went on. Errors a
    library logged as handled itself (_logged_by_a_library) do not count."""
    marks = step_marks(framework, lines, start)
    if not marks:
        return None
    end = done if done is not None else len(lines)
    bounds = [*marks, end]
    excs = [
        e for e in an.events
        if e.kind == "exception" and not e.wrapper and not e.caught_at_shutdown and not _logged_by_a_library(e, lines)
    ]
    first: Event | None = None
    for a, b in itertools.pairwise(bounds):
        inside = [e for e in excs if a <= e.index < b]
        if not inside:
            return None
        first = first or inside[0]
    return first


# --- the judge ---------------------------------------------------------------------------------------------


# Our runner's note on the same job run at the Bridge's base commit instead of the PR head (`[bridge-validate]
# baseline rerun with Bridge main (067f987) ...: identical CUDNN_STATUS_EXECUTION_FAILED ...`, `... on Bridge
# origin/main ...: same ValueError at the same frame`, `... on base 067f987df (run ...): rc=0`; MB, as the upstream
# notes shorten Megatron-Bridge): the base failed the same way, or it passed
_BASE_RUN = re.compile(
    r"(?i)\borigin/main\b|\b(?:bridge|MB|Megatron-Bridge) main\b|\bmain ?@ ?[0-9a-f]{7,}|\bbase[ _-]commit\b"
    r"|\bmerge[- ]base\b|\bbase [0-9a-f]{7,40}\b"
)
# (an exception's name is CamelCase: `token_mult_prob_error` in a base run's note is a metric; so is an error word
# followed by its value, `Generation KL Error 0.0004`)
_SAME_FAILURE = re.compile(
    r"(?i)\b(?:same|identical)\b[^\n]*?(?:(?-i:\b[A-Z]\w*(?:Error|Exception)\b)|\berror\b(?!\s*[=:]?\s*\d)|\bcrash"
    r"|\bfailure\b|\btimeout\b"
    r"|\bOOM\b|fail\w*|\bstop\b|\blines?\b)|\bfails the same way\b|\balso fails\b"
)
# (a run that passed says so, or says how far it got: `passed Level 0`, `completed 4/4 steps`, `reached Training
# Progress 1/1`, `exit 0`, `rc=0`)
_BASE_PASSED = re.compile(
    r"\bPASS(?:ED)?\b|(?i:\bpass(?:ed|es)\b)|\bOK\b|\b(?:exit(?:ed)?(?: code| status)?|rc)[ =:]*0\b"
    r"|\b(?:completed|finished|reached)\b|\b(\d+)/\1 steps\b"
)


# (a run that ended with a non-zero status says so whatever else it says: `finished rc=1 during step 2` is no pass)
_BASE_EXITED_NONZERO = re.compile(r"(?i)\b(?:rc|exit(?:ed)?(?: with)?(?: code| status)?)[ =:]*[1-9]\d*\b")


def _said_passed(said: str) -> bool:
    return bool(_BASE_PASSED.search(said)) and not _BASE_EXITED_NONZERO.search(said)


# A note of the runner's own (ours, or a site's `[runner]` / `runner:` lines)
_RUNNER_NOTE = re.compile(r"^(?:\[bridge-validate\]|\[runner\]|runner:)\s")


def _base_notes(lines: Sequence[LogLine]) -> Iterator[tuple[LogLine, str]]:
    """The runner's notes on the same job at the Bridge's base commit, each with the clause that names that run (a
    note may go on, after a `;`, to another run: `...: identical CUDNN_STATUS_EXECUTION_FAILED ...; CP=1 run of the
    PR passes 2/2 steps`)."""
    for ln in lines:
        t = ln.text.strip()
        if _RUNNER_NOTE.match(t):
            yield from ((ln, clause) for clause in t.split(";") if _BASE_RUN.search(clause))


# An exception named in a note (`failed in policy setup with "ValueError: Unsupported architecture: ..."`)
_NOTE_EXCEPTION = re.compile(r"\b([A-Z]\w*(?:Error|Exception))\b")


# A note that says the base failed another way in so many words (`fails earlier: ...`, `failed differently`)
_FAILED_OTHERWISE = re.compile(
    r"(?i)\bfail(?:s|ed)?\s+(?:earlier|sooner|differently|elsewhere|(?:in )?another way"
    r"|with (?:a |an )?(?:different|other)\b)"
)


# The type that heads an exception's line (`pkg.mod.InstantiationException: Error in call to ...`, `RayTaskError(...)`)
_HEAD_TYPE = re.compile(r"^(?:[A-Za-z_]\w*\.)*([A-Z]\w*)(?=[:(]|$)")


def _base_failed_otherwise(note: LogLine, root: RootCause | None, lines: Sequence[LogLine]) -> bool:
    """The note says the base failed another way (earlier, differently), or names the base's exception and it is
    not one this run raised: a base that fails another way excuses nothing (a broken trunk can hide a new failure;
    bot.core.attribution's BaseComparison reads it so). The run's exceptions are the root cause's and those raised
    from it or carrying it (the note may name the one the driver printed last: `the same InstantiationException` over
    a TypeError raised in its call), and any this run's log printed (the consequence other processes reported:
    `EngineDeadError` after the engine's own error)."""
    if _FAILED_OTHERWISE.search(note.text):
        return True
    named = set(_NOTE_EXCEPTION.findall(note.text))
    if not named or root is None or not root.exc_type:
        return False
    raised = {root.exc_type.rsplit(".", 1)[-1]}
    for said in (*root.chain, *root.wrapped_by, *(ln.msg.strip() for ln in lines if not _RUNNER_NOTE.match(ln.text))):
        if m := _HEAD_TYPE.match(said.strip()):
            raised.add(m.group(1))
    return not raised & named


def _base_failed_the_same(lines: Sequence[LogLine]) -> LogLine | None:
    """The runner's note that the same job at the Bridge's base commit failed the same way, or ended with a non-zero
    status (the seeds' baseline that fails: what failed there is not this change's), if the log has one."""
    return next(
        (
            ln for ln, said in _base_notes(lines)
            if (_SAME_FAILURE.search(said) or _BASE_EXITED_NONZERO.search(said)) and not _said_passed(said)
        ),
        None,
    )


# Where a run ran, as the runner names it: its node (`node=dgx-h100-c02`, `node: dgx-h100-a07`, or several by a pattern,
# `nodes dgx-h100-*`: a host name has a digit or a hyphen, unlike `node pool and image`) or its runner pool
# (`pool=airgap`, `runner pool "airgap"`); the same words with `same`/`this` before them name the job's own place
_PLACES = {
    "node": re.compile(
        # (or a host named after `on`, `ran ... on gpu-h100-a03`: a lower-case name with a hyphen and a digit)
        r"(?i)(?:(?<!same )(?<!this )\bnodes?(?:=|:?\s+)|(?-i:\bon (?=[a-z][a-z0-9]*-[a-z0-9-]*\d[a-z0-9-]*\b)))"
        r"(?P<name>[A-Za-z0-9][\w.]*[-\d][\w.*-]*(?:\[[\d,-]+\][\w.-]*)?)"
    ),
    "pool": re.compile(r'(?i)(?<!same )(?<!this )\bpool(?:=|\s+")(?P<name>[\w.-]+)'),
    # ... or its image, by reference (`image=verlai/verl:vllm012.dev`, `on image nvcr.io/nvidia/nemo-rl:v0.4.0`)
    "image": re.compile(r"(?i)(?<!same )(?<!this )\bimage(?:=|:?\s+)(?P<name>[\w.-]+(?:/[\w.-]+)*:[\w.-]+)"),
}


# Slurm's host list (`hgx-b07-[03-04,12]`): a prefix, then numbers and ranges of them that keep their width
_HOSTLIST = re.compile(r"^(?P<head>[^\[]*)\[(?P<ranges>[\d,-]+)\](?P<tail>.*)$")


def _hosts(name: str) -> set[str]:
    """The hosts a name stands for: itself, or each host of a Slurm host list (a list too long to spell out is its
    own name)."""
    m = _HOSTLIST.match(name)
    if m is None:
        return {name}
    hosts: set[str] = set()
    for part in m.group("ranges").split(","):
        lo, _, hi = part.partition("-")
        if not lo.isdigit() or (hi and not hi.isdigit()) or int(hi or lo) - int(lo) > 256:
            return {name}
        hosts |= {f"{m.group('head')}{n:0{len(lo)}d}{m.group('tail')}" for n in range(int(lo), int(hi or lo) + 1)}
    return hosts


def _same_place(own: str | None, said: str) -> bool:
    """The job's own place (unknown counts as the same) is the one a note names, or among those it names by a pattern
    (`nodes dgx-h100-*`) or a Slurm host list (`nodes=hgx-b07-[03-04]`: every node of the job among them)."""
    if own is None:
        return True
    if "*" in said:
        return all(fnmatch.fnmatchcase(h, said) for h in _hosts(own))
    return _hosts(own) <= _hosts(said)


def _places(text: str) -> dict[str, str]:
    return {what: m.group("name") for what, rx in _PLACES.items() if (m := rx.search(text))}


def _base_passes(lines: Sequence[LogLine]) -> Iterator[str]:
    """The clauses of the runner's notes that say the same job at the Bridge's base commit passed, and nothing in
    their note of a failure (`run 1 completes 2/2 steps; run 2 hits 'AssertionError: ...'` is a base that fails at
    times)."""
    return (said for ln, said in _base_notes(lines) if _said_passed(said) and not _SAME_FAILURE.search(ln.text))


def _base_passed(lines: Sequence[LogLine]) -> bool:
    """The runner's note that the same job at the Bridge's base commit passed."""
    return any(_base_passes(lines))


def _base_passed_here(lines: Sequence[LogLine]) -> bool:
    """`_base_passed`, where the base ran in the job's own place: a note that names another node, runner pool or
    image for the base's run than the job's header names (a pool with the network on, a node whose container runtime
    mounts the driver, an earlier build of the image) says the base passed there, not that this environment serves
    it."""
    own: dict[str, str] = {}
    for ln in lines[:40]:
        if _RUNNER_NOTE.match(ln.text.strip()) and not _BASE_RUN.search(ln.text):
            own = {**_places(ln.text), **own}
    return any(
        all(_same_place(own.get(what), name) for what, name in _places(said).items()) for said in _base_passes(lines)
    )


# The run's last line says the Bridge was at work: building the policy's model through its provider
_BRIDGE_AT_WORK = re.compile(
    r"(?i)\bmegatron[._ ]bridge\b|\bbridge provider\b|\bAutoBridge\b|\bbuild(?:ing)? (?:the )?(?:megatron )?"
    r"(?:model|actor|policy)\b"
)
_TRAINER_AT_WORK = re.compile(WEIGHT_UPDATE_OR_TRAINER_FRAMES)


def _hung_in_setup(lines: Sequence[LogLine], inp: TriageInput) -> bool:
    """A run that went silent before its first training step, with no error and nothing the stall and stack rules
    place, is no evidence against the change (seed 001: Blocked before the Bridge's model is built), unless the
    Bridge was at work: a Bridge-side test session was running, the last line or a dumped frame is the Bridge
    building the model, a weight update or Megatron's code, or the same job at the base commit passed."""
    end = _timeout_at(lines)
    dumps, dumped = _stack_dumps(lines)
    last = _last_own_line(lines, end, dumped)
    said = (lines[last].msg or lines[last].text) if last is not None else ""
    frames = _frames_text(dumps)
    return (
        inp.pass_criteria
        and not _in_bridge_checks(lines, end + 1)
        and not _BRIDGE_AT_WORK.search(said)
        and not _TRAINER_AT_WORK.search(f"{said}\n{frames}")
        and not _base_passed(lines)
    )


# A command the runner launched in the Bridge checkout, or a pytest run: the seeds' Bridge-side checks
_BRIDGE_CHECK_COMMAND = re.compile(r"\bpytest\b|\bcd \S*/Megatron-Bridge/?\s*&&")


def _in_bridge_checks(lines: Sequence[LogLine], line_no: int | None) -> bool:
    """The quoted line is in the output of a Bridge-side check (the last command echoed before it ran pytest or ran
    in the Bridge checkout)."""
    if line_no is None:
        return False
    at = min(line_no - 1, len(lines))
    launched = next((ln for ln in reversed(lines[:at]) if is_launcher(ln)), None)
    return launched is not None and bool(_BRIDGE_CHECK_COMMAND.search(launched.text))


# Where an error the base commit shares came from: the rollout engine's process or code (the rule table's own
# reading of it), or an installed package's code
_ENGINE = re.compile(ENGINE_CONTEXT)
_INSTALLED_CODE = re.compile(r"/(?:site|dist)-packages/(?!megatron/bridge/)")


def _base_failure_kind(rc: RootCause | None) -> str:
    """The Blocked kind of a failure the base commit shares, by whose code failed: the rollout engine (its process),
    an installed package (the frame that raised), else only that the base fails too (baseline)."""
    if rc is None:
        return "baseline"
    where = [rc.process or "", *rc.wrapped_by, rc.origin.file if rc.origin is not None else ""]
    if any(_ENGINE.search(w) for w in where):
        return "vllm"
    if rc.origin is not None and _INSTALLED_CODE.search(rc.origin.file):
        return "dependency"
    return "baseline"


# Blocked kinds that are what the job's image holds (its packages, its build, its rollout engine): the same image
# gives the same answer to every commit, unlike a node, a network or a cluster service, which may fail one run
_IMAGE_KINDS = frozenset({"dependency", "container", "vllm"})
# ... and the rules that name a resource the job's own code uses up (TriageRule.base_served)
_BASE_SERVED_RULES = frozenset(r.id for r in RULES if r.base_served)
# ... and the job's own settings (its command, its site template, its limits): the same job gives them to every
# commit, so settings the base ran with are settings the change cannot run with
_JOB_KINDS = frozenset({"job-config"})


def _base_served_here(j: Judgement) -> Judgement:
    """A Blocked by what the image holds when the same job at the Bridge's base commit passed on it: the image
    serves the code without the change, so the change is what needs what the image lacks or cannot run (seed 001
    Blocks on an environment that fails the baseline, not on one the baseline passes on). So for a resource the
    job's own code uses up (host memory) that the base, run in the same place, did not exhaust, and for the job's
    settings, which the base ran with."""
    said = _TRAILING_NOT_EVIDENCE.sub("", j.reason)
    if j.category in _JOB_KINDS:
        rule, where = "base-passes-with-these-settings", "with the same settings"
        follow = ("find what the change now asks of the job's settings (the quoted line names the check), then fix "
                  "the change, or change the level's settings where the change is meant to need new ones")
    elif j.category in _IMAGE_KINDS:
        rule, where = "base-passes-on-this-image", "on this image"
        follow = (f"find what the change starts to use that the image's {j.category} does not serve (the quoted "
                  "line), then fix the change or pin what it needs in the downstream image")
    else:
        rule, where = "base-passes-in-this-place", "in the same place"
        follow = ("compare what the change's code holds with the base commit's run (the quoted line names the "
                  "process that used it up), then fix the change")
    return j.model_copy(
        update={
            "result": Verdict.FAIL,
            "rule": rule,
            "category": "run",
            "reason": f"{said}; the same job at the Bridge's base commit passed {where}, so this change brings "
            "the failure",
            "follow_ups": [follow],
        }
    )


def judge(inp: TriageInput) -> Judgement:
    """The verdict on one run's log. A Fail that the same job at the Bridge's base commit reproduced (the runner's
    note says so) is not this change's: the change is Blocked by a failure already on the base, as the bot words
    a base re-run (bot.core.attribution's BaseComparison: fails there too, the same way). A Blocked by what the
    image holds or by the job's settings, where the note says the base passed with them, is this change's Fail
    (BaseComparison: passes there, introduced by this PR)."""
    j = _judge_log(inp)
    if (
        j.result == Verdict.BLOCKED
        and (j.category in _IMAGE_KINDS or j.category in _JOB_KINDS or j.rule in _BASE_SERVED_RULES)
        and _base_passed_here(inp.lines)
    ):
        return _base_served_here(j)
    if j.result != Verdict.FAIL or _in_bridge_checks(inp.lines, j.line):
        # a Bridge-side check that fails is the change's Fail, whatever the base does (issue 12's first stage)
        return j
    note = _base_failed_the_same(inp.lines)
    if note is None or _base_failed_otherwise(note, j.root_cause, inp.lines):
        return j
    return _blocked_as(
        j,
        "base-fails-the-same",
        _base_failure_kind(j.root_cause),
        f"{j.reason}; the same job at the Bridge's base commit failed the same way ({note.quote()}): "
        f"already failing without this change, {NOT_EVIDENCE}",
        "fix the failure on the base commit first (or find the job's environment cause), then rerun this PR",
    )


# A job that ran nothing: the functional script's own guard skipped it (`SKIP: ... require at least four GPUs`), or
# a pytest run whose every collected test was skipped (pytest's `-rs` reason line names why). Exit 0 there says
# nothing about the change: the seeds pass a level on what it checked, and a skipped check is not run.
_SKIP_GUARD = re.compile(r"^SKIP(?:PED)?: \S")
_PYTEST_SKIP_REASON = re.compile(r"^SKIPPED \[\d+\] \S+: \S")
_PYTEST_SUMMARY = re.compile(r"^=*\s*\d+ (?:passed|failed|skipped|errors?|xfailed|xpassed|deselected)\b.* in [\d.]+s")
_SKIP_KINDS = (
    (re.compile(r"No module named|could not import|cannot import|ImportError|not installed", re.I), "dependency"),
    (re.compile(r"\bGPUs?\b|\bnodes?\b|\bdevices?\b", re.I), "cluster"),
)


def _nothing_ran(
    lines: Sequence[LogLine], reached: int | None, done: object | None
) -> tuple[LogLine, str, str | None] | None:
    """The line saying a job checked nothing, the Blocked kind its reason names, and the missing module if any."""
    found: LogLine | None = None
    for i, ln in enumerate(lines):
        t = ln.text.strip()
        if _SKIP_GUARD.match(t) and reached is None and done is None:
            found = ln
            break
        if _PYTEST_SUMMARY.match(t) and re.search(r"\d+ skipped", t) and not re.search(r"\d+ (?:passed|failed)", t):
            # the reason line pytest printed for that run (the nearest one above its summary)
            found = next((r for r in reversed(lines[:i]) if _PYTEST_SKIP_REASON.match(r.text.strip())), ln)
            break
    if found is None:
        return None
    text = found.text
    kind = next((k for rx, k in _SKIP_KINDS if rx.search(text)), "job-config")
    return found, kind, missing_name(text) if kind == "dependency" else None


def _checked_nothing(base: Judgement, ln: LogLine, kind: str, module: str | None) -> Judgement:
    """A job that exited 0 having checked nothing (`_nothing_ran`): Blocked, with the skip's line quoted."""
    return _blocked_as(
        base,
        "nothing-ran",
        kind,
        f"the job exited 0 but checked nothing: {ln.text.strip()} (a skipped check is not a pass; {NOT_EVIDENCE})",
        "give the job what its skip asks for (the GPUs, the module), then rerun: the PR's check has not run",
        first_error=ln.text.strip(),
        line=ln.no,
        root_cause=RootCause(kind="log", line=ln.text.strip(), line_no=ln.no, missing_module=module),
    )


def _blocked_as(j: Judgement, rule: str, category: str, reason: str, follow_up: str, **more: object) -> Judgement:
    """`j` turned Blocked by a reading of the whole run (not a rule entry matching one line): its rule, kind,
    reason and what to do next; `more` sets the other fields the reading knows (quote, root cause, phase)."""
    return j.model_copy(
        update={
            "result": Verdict.BLOCKED, "reason": reason, "rule": rule, "category": category,
            "follow_ups": [follow_up], **more,
        }
    )


def _judge_log(inp: TriageInput) -> Judgement:
    fw, lines = inp.framework, inp.lines
    start = training_start(fw, lines)
    an = analyze(lines)
    root_ev = an.root
    if inp.timed_out and root_ev is not None and (
        stopped(root_ev) or exited(root_ev) or _killed_by_it(lines, root_ev)
    ):
        # the timeout's own kill, or what the kill set off: nothing in the log says why the run hung
        root_ev = None
    rc = to_root_cause(root_ev, lines, inp.bridge_root, an.events) if root_ev is not None else None
    before = root_ev is None or before_training(fw, lines, root_ev.index)
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
    verl: VerlRun | None = None
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
    done = _completed_at(fw, lines, verl)

    succeeded = (
        inp.exit_code == 0
        if inp.exit_code is not None
        else not any(h.rule.outcome in ("blocked", "fail") and h.rule.when == "failed" for h in hits)
        and not (root_ev is not None and root_ev.kind != "metric")
    )
    if inp.timed_out:
        succeeded = False
    excused: str | None = None
    if not succeeded and done is not None and not _trouble_after(an, done):
        # The run completed every step; what followed is the process failing to go away.
        checks_lost = inp.metrics is None and inp.metrics_required
        if inp.exit_code in SIGNAL_EXITS and not inp.timed_out and not checks_lost:
            # (a crash on the way out that also lost the job's metric checks is judged by what crashed, below)
            excused = (
                f"the process ended with exit code {inp.exit_code} (a fatal signal in Ray's / the "
                "interpreter's shutdown) after every step completed"
            )
        elif inp.timed_out:
            what = f" after {inp.timeout_s} s" if inp.timeout_s else ""
            if checks_lost:
                # the timeout came before the job's own metric checks ran: nothing says whether the steps were good
                return _blocked_as(
                    base,
                    "timeout-before-checks",
                    "job-config",
                    f"every step completed, but the timeout{what} ended the job during its teardown, before its "
                    "metric checks ran (no metrics.json): the job's time budget; " + NOT_EVIDENCE,
                    "give the job's time limit room for start-up, every step and the teardown (or find what its "
                    "teardown waits on), then rerun",
                    before_training=False,
                )
            excused = (
                f"the process did not exit after every step completed and was ended by the timeout{what} "
                "(teardown hang)"
            )
        elif inp.exit_code not in SIGNAL_EXITS and (down := _taking_down_after(an, done)) is not None:
            where = next(f.function for f in down.frames if _TEARDOWN_FUNCTION.match(f.function))
            excused = (
                f"the process ended with exit code {inp.exit_code} from an error raised while taking the run down "
                f"after every step completed ({down.exc_type or 'an error'} in `{where}`)"
            )
        elif inp.exit_code not in SIGNAL_EXITS and (stop := _cleanup_after(lines, done)) is not None:
            # nothing failed after the last step; the exit code is the last command's, and that command only
            # stopped the run's processes (`ray stop` not stopping every one within its grace period)
            excused = (
                f"the process ended with exit code {inp.exit_code} from the job's last command, which only cleans up "
                f"after the run (`{stop}`), after every step completed"
            )
        elif inp.exit_code not in SIGNAL_EXITS and (gone := _exiting_after(an, done)) is not None:
            # what failed after the last step failed because its process was already going away
            excused = (
                f"the process ended with exit code {inp.exit_code} from an error of a process that was already "
                f"exiting after every step completed ({gone.exc_type or gone.quote[:80]})"
            )
        elif (
            inp.exit_code not in SIGNAL_EXITS
            and (root_ev is None or root_ev.index > done)
            and (passed := _checks_passed_after(lines, done))
        ):
            # every step completed, nothing failed before or after the last one (not the Bridge-side checks
            # either), and the job's own checks then ran and passed: the exit code says nothing about the run
            excused = (
                f"the process ended with exit code {inp.exit_code} after every step completed, with no error "
                f"after the last step, and the job's {passed} metric checks that followed all passed"
            )
        if excused is not None:
            succeeded = True

    # 1. Not the Bridge under test -> Blocked, whatever else happened.
    for h in hits:
        if h.rule.outcome == "blocked" and h.rule.when == "always":
            j = _from_hit(h, Verdict.BLOCKED, base, start)
            if not succeeded and rc is not None and rc.kind != "metric":
                j = j.model_copy(update={"first_error": rc.line, "line": rc.line_no, "root_cause": rc,
                                         "before_training": before})
            return j
    copy = _bridge_copy_frame(an, inp.bridge_root, synced_copies(lines, inp.bridge_root))
    if copy is not None:
        return _blocked_as(
            base,
            "wrong-bridge-path",
            "bridge-path",
            f"megatron.bridge ran from {copy}, not from the Bridge checkout under test: any pass or failure is "
            f"{NOT_EVIDENCE}",
            "fix PYTHONPATH so megatron.bridge resolves under $BRIDGE_REPO/src in every process (a vendored "
            "3rdparty/Megatron-Bridge-workspace or an installed wheel shadowed it), then rerun",
            first_error=rc.line if rc is not None else copy,
            line=rc.line_no if rc is not None else None,
            before_training=before,
            root_cause=rc,
        )

    # 2. Failed runs: the root cause decides.
    if not succeeded:
        what = ""
        if inp.timed_out:
            what = f"the run timed out after {inp.timeout_s} s" if inp.timeout_s else "the run timed out"
        if root_ev is not None and rc is not None:
            found = classify(fw, root_ev, rc, lines, before)
            if found is not None:
                rule, m = found
                prefix = f"{what}; first error: " if what and rule.outcome == "fail" else ""
                return _from_root(rule, m, root_ev, rc, base, before, prefix)
            if before:
                earlier = _explained_by_earlier(fw, lines, inp.bridge_root, root_ev.index, rc.message or rc.line)
                if earlier is not None:
                    j = _from_hit(earlier, Verdict.BLOCKED, base, start)
                    return j.model_copy(update={"root_cause": rc})
        # where the runner's stack dumps say the hung processes waited, else the last thing the run printed
        stall = _stack(fw, lines) if inp.timed_out and root_ev is None else None
        if stall is None and inp.timed_out and root_ev is None:
            stall = _stall(fw, lines, start)
        if stall is not None:
            # the line says what the run waited on, not an error: nothing is quoted
            j = _from_hit(stall, Verdict.FAIL if stall.rule.outcome == "fail" else Verdict.BLOCKED, base, start)
            return j.model_copy(update={"first_error": None, "line": None})
        counted = [h for h in hits if h.rule.outcome in ("blocked", "fail")]
        if root_ev is None:
            counted = [
                h
                for h in scan(fw, lines, inp.bridge_root, scopes=("log", "root"))
                if h.rule.outcome in ("blocked", "fail")
            ]
        if counted and (root_ev is None or root_ev.kind == "metric"):
            h = counted[0]
            j = _from_hit(h, Verdict.BLOCKED if h.rule.outcome == "blocked" else Verdict.FAIL, base, start)
            if rc is None:
                return j
            if rc.kind == "metric":
                # the rule read the log (a NaN it printed) to say why; the failed check stays what is quoted
                return j.model_copy(update={"root_cause": rc, "first_error": rc.line, "line": rc.line_no})
            return j.model_copy(update={"root_cause": rc})
        if not what:
            what = (
                f"the run failed (exit code {inp.exit_code})"
                if inp.exit_code is not None
                else "the run failed"
            )
        early = before if rc is not None else start is None
        if inp.timed_out and rc is None and early and _hung_in_setup(lines, inp):
            return _blocked_as(
                base,
                "setup-hung",
                "cluster",
                f"{what} before the first training step with nothing in the log that says where it hung (no "
                "error, no stack dump or last line the rules place): " + NOT_EVIDENCE,
                "rerun with the runner's stack dumps (py-spy) of the hung processes and check the nodes (GPUs "
                "visible, NCCL between them, Ray's workers placed); compare with a run of the base commit",
                before_training=True,
            )
        if early:
            where = "before the first training step"
        else:
            where = f"after reaching step {reached}" if reached else "after training started"
        quote = rc.line if rc is not None else None
        at = f" ({_raised_at(rc)})" if rc is not None and _raised_at(rc) else ""
        return base.model_copy(
            update={
                "result": Verdict.FAIL,
                "reason": f"{what} {where}" + (f": {quote}{at}" if quote else ""),
                "first_error": quote,
                "line": rc.line_no if rc is not None else None,
                "rule": "timeout" if inp.timed_out else "unclassified-failure",
                "category": "timeout" if inp.timed_out else "run",
                "before_training": early,
                "root_cause": rc,
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
    # a guard that skipped the run explains the missing metrics.json and step lines the pass criteria ask for (where
    # the job left metrics or failed checks, they are read first: something ran)
    ran_checks = inp.metrics is not None or bool(verl_metrics) or any(not a.passed for a in inp.assertions)
    skipped = _nothing_ran(lines, reached, done)
    if skipped is not None and not ran_checks:
        return _checked_nothing(base, *skipped)
    for problem, quote in completion_problems if inp.pass_criteria else []:
        verdict = Verdict.BLOCKED if "VANILLA_MBRIDGE" in problem else Verdict.FAIL
        reason = problem + ("; " + NOT_EVIDENCE if verdict == Verdict.BLOCKED else "")
        # a run that exited 0 without what its pass criteria read (a launcher that piped the job into `tee`
        # reports the pipe's status), where the log holds an error the run raised, is explained by that error
        raised = rc if quote is None and rc is not None and root_ev is not None and root_ev.originating() else None
        return base.model_copy(
            update={
                "result": verdict,
                "reason": reason + (f"; the log holds {raised.exc_type or 'an error'} ({_raised_at(raised)})"
                                    if raised is not None else ""),
                "first_error": raised.line if raised is not None else quote,
                "line": raised.line_no if raised is not None else None,
                "root_cause": raised,
                "rule": "pass-criteria",
                "category": "run",
            }
        )
    nan_source = inp.metrics if inp.metrics is not None else verl_metrics
    if nan_source:
        bad = non_finite(nan_source)
        if bad:
            # Metrics read from verl's own `step:N - …` lines: quote that line, as a maintainer finds it in the
            # log (metrics.json has no line to quote).
            step_line = verl.step_lines.get(bad[0].step) if verl is not None and inp.metrics is None else None
            return base.model_copy(
                update={
                    "result": Verdict.FAIL,
                    "reason": f"NaN/inf in training metrics: {bad[0].line()}"
                    + (f" (and {len(bad) - 1} more)" if len(bad) > 1 else ""),
                    "first_error": step_line.quote() if step_line is not None else bad[0].line(),
                    "line": step_line.no if step_line is not None else None,
                    "rule": "nan-in-metrics",
                    "category": "metric",
                }
            )
        signal = _learning_signal(nan_source, verl)
        if signal is not None:
            return base.model_copy(update=signal)
    for h in hits:
        if h.rule.outcome in ("blocked", "fail") and h.rule.when == "always":
            return _from_hit(h, Verdict.BLOCKED if h.rule.outcome == "blocked" else Verdict.FAIL, base, start)
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
    if skipped is not None:
        return _checked_nothing(base, *skipped)
    swallowed = _swallowed(fw, an, lines, start, done)
    if swallowed is not None:
        src = to_root_cause(swallowed, lines, inp.bridge_root, an.events)
        at = _raised_at(src)
        return base.model_copy(
            update={
                "result": Verdict.FAIL,
                "reason": "the run exited 0, but every training step logged an error that the loop caught and "
                f"went past (nothing it trained on was real): {src.line}" + (f" ({at})" if at else ""),
                "first_error": src.line,
                "line": src.line_no,
                "rule": "errors-in-every-step",
                "category": "run",
                "root_cause": src,
                "before_training": False,
                "follow_ups": [
                    "fix the error every step logged; a rollout loop that catches per-sample exceptions "
                    "hides a broken generation backend behind a green exit code"
                ],
            }
        )
    noise = [f"{_reason(h)}: {h.line.quote()}" for h in hits if h.rule.outcome == "noise"]
    if excused:
        noise.insert(0, excused)
    if expected is not None:
        done_text = f"completed {reached}/{expected} training steps"
    elif reached is not None:
        done_text = f"completed {reached} training steps"
    else:
        done_text = "the run completed (exit code 0)"
    return base.model_copy(update={"result": Verdict.PASS, "reason": done_text, "noise": noise})


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
