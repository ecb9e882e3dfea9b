"""The root cause of a run, read from the log's structure rather than from the first line that matches a rule.

A failed NeMo-RL or verl run prints the same error several times: in the worker that raised it, again in every
rank that reported it (`[repeated 7x across cluster]`), wrapped by Ray for the driver (`RayTaskError(ValueError):
ray::Worker.method()`, `ActorDiedError: … creation task …`), summarised by torchrun (`ChildFailedError … Root Cause
(first observed failure)`) or by vLLM (`EngineCore failed to start.` before, `Engine core initialization failed.
See root cause above.` after), and followed by its consequences (NCCL store timeouts on the other ranks, actor
deaths, SIGABRT dumps). `analyze` reads each process's output on its own (`LogLine.stream`), parses Python
tracebacks with their chains ("During handling of the above exception…", "The above exception was the direct
cause…") and the frames Ray prints without a "Traceback" header, and records error events:

- exceptions (with their frames, the wrapper that carried them, the exceptions chained from them);
- NCCL watchdog timeouts (the originating `Watchdog caught collective operation timeout`, not the dump and
  terminate lines it causes);
- fatal signals (`*** SIGABRT received`, `Fatal Python error: Aborted`), attributed to the last thing the same
  process printed before its dump;
- build failures (`make: *** … Error 1`), attributed to what broke the build: a missing module, a missing header
  or tool, a full disk - never to the make line itself;
- failed metric checks (tests/check_metrics.py's FAIL rows);
- symptoms (a worker died, a child exited with a signal) used only when nothing else explains the failure.

The root cause is the earliest originating event across processes (torchrun's "first observed failure" rank when
it names one): never a wrapper, a consequence or a launcher echo (`+ VAR=…`, `[slurm] env: …`). Pure: lines in,
data out; `runners.triage` classifies the result with the typed rule table.
"""

from __future__ import annotations

import itertools
import os
import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from runners.contract import Frame, RootCause, RootCauseKind
from runners.logscan import MAX_QUOTE, LogLine

# torch.distributed.checkpoint prints each rank's traceback inside its CheckpointException as `Traceback: (most ...`
_TB_HEADER = re.compile(r"Traceback:? \(most recent call last\):\s*$")
TRACEBACK_HEADER = _TB_HEADER  # the start of a Python traceback, for the triage's own readings
_FRAME = re.compile(r'^\s*File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<func>.+?)\s*$')
# pytest's short traceback frame (a collection error, `--tb=short`): `src/pkg/mod.py:16: in <module>`
# pytest's frame line (`path.py:12: in func`), a compiled extension's source included (`pyarrow/error.pxi:92: in ...`)
_PYTEST_FRAME = re.compile(r"^(?P<file>[^\s:\"']+\.(?:py|pyx|pxi)):(?P<line>\d+): in (?P<func>\S+)\s*$")
_CHAIN_CAUSE = "The above exception was the direct cause of the following exception:"
_CHAIN_CONTEXT = "During handling of the above exception, another exception occurred:"
# The line that ends a traceback: `pkg.mod.ExcType: message`, `ExcType(Inner): …` (Ray), or a bare `ExcType`; a
# class defined inside a function carries `<locals>` in its qualified name (`pkg.mod.f.<locals>.MLIRError`).
_EXC_IN_TB = re.compile(
    r"^(?P<type>[A-Za-z_][\w.]*(?:\.<locals>\.[A-Za-z_][\w.]*)*(?:\([\w.]+\))?)(?::(?:\s(?P<msg>.*))?)?$"
)
# A bare type with no message (`StopIteration`, `KeyboardInterrupt`) is a class name, capitalised with lower case in
# it: never a test runner's progress letter (`F`, `E`) or a word in capitals that a stack print ended on
_BARE_TYPE_NAME = re.compile(r"^_*[A-Z](?=[\w]*[a-z])\w{2,}$")
# Outside a traceback only names that read as exceptions count, so prose with a colon is never taken for one.
_EXC_BARE = re.compile(
    r"^(?P<type>(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception|Failure|Interrupt|Exit)(?:\([\w.]+\))?)"
    r"(?::(?:\s(?P<msg>.*))?|\s*$)"
)
# An exception printed as the repr of its arguments, bytes among them (Ray's OutOfDiskError: `('5008...', b'\n\x1c...')`
# before its explanation on the next line): the repr says nothing a reader can use
_ARGS_REPR = re.compile(r"^\(.*\bb['\"]")
_CPP_THROW = re.compile(r"terminate called after throwing an instance of '(?P<type>[^']+)'")
_CPP_WHAT = re.compile(r"^\s*what\(\):\s+(?P<msg>.*)$")
# CUDA's cudaErrorCudartUnloading: the runtime is already unloaded, which happens only while the process exits (a
# destructor calling into CUDA from `__cxa_finalize`): a crash on the way out, never the cause of a failure. ZeroMQ's
# ContextTerminated is the same: a socket call on a context someone terminated (an engine's event loop still waiting
# on requests while the process shuts it down)
_EXITING_CUDA = re.compile(r"(?i)\bdriver shutting down\b|cudaErrorCudartUnloading|^Context was terminated(?:\n|$)")
# A kernel that stopped on its own check: torch's `device-side assert triggered`, or the `unspecified launch failure` of
# a kernel whose assertion traps (DeepEP's)
_DEVICE_ASSERT = re.compile(r"device-side assert(?:ion)? triggered|unspecified launch failure")
# A CUDA kernel's assertion as torch prints it: `<file>.cu:<line>: <kernel>: block: [..], thread: [..] Assertion
# `<condition>` failed.`; or an extension's trap-based one (DeepEP: `Assertion failed: file.cu:1583, condition: c`,
# or a kernel that waited too long and says so before it traps: `DeepEP dispatch forwarder timeout (RDMA meta), ...`,
# its barrier's `DeepEP timeout check failed: rank = 3, thread = 0, value = 0)`)
_DEEPEP_KERNEL_TIMEOUT = re.compile(r"^DeepEP (?:\w+ ){0,4}timeout\b")
# The extension's trap-based ones fail the launch of the kernel on every rank it spans (an unspecified launch failure)
_TRAP_ASSERT = re.compile(r"^Assertion failed: \S+\.cuh?:\d+, condition: |" + _DEEPEP_KERNEL_TIMEOUT.pattern)
_KERNEL_ASSERT = re.compile(r"\.cuh?:\d+: .*Assertion `.+` failed\.|" + _TRAP_ASSERT.pattern)
_LAUNCH_FAILURE = re.compile(r"unspecified launch failure")
# DeepEP's host side giving up on its kernels (`RuntimeError: DeepEP error: timeout (dispatch CPU)`)
_DEEPEP_HOST_TIMEOUT = re.compile(r"^DeepEP error: .*\btimeout\b")
# ... or its heartbeat monitor finding the watchdog itself stuck (`ProcessGroupNCCL's watchdog got stuck for 480
# seconds without making progress`): a collective that never completed, as a timeout is
_NCCL_TIMEOUT = re.compile(
    r"Watchdog caught collective operation timeout|ProcessGroupNCCL's watchdog got stuck for \d+ seconds"
)
_NCCL_CONSEQUENCE = re.compile(r"Process group watchdog thread terminated with exception")
# ... with a CUDA error the GPU returned while the watchdog polled a collective (not a timeout, not a lost peer):
# that process's own error
_WATCHDOG_ERROR = re.compile(r"Process group watchdog thread terminated with exception: CUDA error")
_SIGNAL = re.compile(
    r"^\*\*\* (?P<sig>SIG[A-Z]+) received"
    r"|^Fatal Python error: (?P<fatal>Aborted|Segmentation fault|Bus error|Floating point exception"
    r"|Illegal instruction)"
    r"|^(?P<core>Aborted|Segmentation fault|Bus error|Floating point exception|Illegal instruction) \(core dumped\)"
    # the segfault handler vLLM's and torch's processes install: a banner, then the native frames
    # (`File "<unknown>", line 0, in cuGraphLaunch`)
    r"|^!+ ?(?P<banner>Segfault) encountered ?!+$"
    # UCX's handler (HPC-X: MPI, NCCL's UCX plugin, NIXL): `Caught signal 11 (Segmentation fault: address not mapped
    # to object at address 0x10)`, then its backtrace; like the banner, the crash's own statement
    r"|^Caught signal (?P<ucx>\d+) \("
    # Open MPI's handler (any process that loads it: mpi4py, HPC-X, an NCCL plugin): `[host:pid] Signal: Segmentation
    # fault (11)`, after its `*** Process received signal ***` and before its backtrace; the crash's own statement
    r"|^\[[\w.-]+:\d+\] Signal: [A-Za-z ]+ \((?P<ompi>\d+)\)$"
)
# A log header that marks its line informational (vLLM's `INFO 11-26 02:01:31 [file.py:176]`, glog's `I1126`,
# Ray's `[... I pid tid]`, Python's `INFO:`): what a process reports while it works, never why it crashed.
_INFO_HEADER = re.compile(r"(?:^|[\s(\]])(?:INFO|DEBUG)\b|^\[?I\d{4} |^\[\d{4}-\d\d-\d\d [\d:,.]+ [ID] \d+")
# A Python warning (`path.py:N: UserWarning: ...`, then the `warnings.warn(` source line under it): what a library
# reports while it goes on, never why the process crashed.
_PY_WARNING_HEADER = re.compile(r"^\S+\.py:\d+: \w*Warning: ")
PY_WARNING = re.compile(_PY_WARNING_HEADER.pattern + r"|^warnings\.warn\(")
# A native backtrace's banner (UCX, glibc): `==== backtrace (tid:  88410) ====`.
_BACKTRACE_BANNER = re.compile(r"^=+ ?backtrace\b.*=+$")
# c10's C++ backtrace under an error it raised (`Exception raised from checkForNCCLErrorsInternal at ...cpp:2501 (most
# recent call first):`, then `frame #0: c10::Error::Error(...)`), and NCCL's empty `Last error:` line: where the
# error was raised, printed under its message
_CPP_BACKTRACE = re.compile(
    r"^frame #\d+: |^Exception raised from \S+ at \S+ \(most recent call first\):$|^Last error:$"
)
_SIGNAL_DUMP = re.compile(
    # Open MPI's handler's other lines: `[host:pid] *** Process received signal ***`, `Signal code:`, `Failing at
    # address:`, its frames `[host:pid] [ 4] /usr/local/nccl/lib/libnccl.so.2(+0xbd72c)[0x7d1d0c8f372c]`
    r"^\[[\w.-]+:\d+\] (?:\*\*\*|Signal code:|Failing at address:|\[ ?\d+\] )|"
    r"^(?:PC: @|\s+@ |\s*@ +0x|\*\*\*|Fatal Python error|Stack \(most recent call first\)|Current thread"
    r"|Thread 0x|Extension modules:|\s+File \".*\", line \d+ in |.*logging\.cc:\d+:|ray::\w+\(|.*\[0x[0-9a-f]+\]"
    # UCX's backtrace frames: ` 6 0x0000000000031d50 nixlUcxEp::read()  /opt/nixl/src/plugins/ucx/ucx_utils.cpp:411`
    r"|\s*\d+\s+0x[0-9a-f]+\s+\S)"
)
_BUILD_FAIL = re.compile(
    r"make(?:\[\d+\])?: \*\*\* .*Error \d+|ninja: build stopped|error: command '.*' failed"
    r"|collect2: error: ld returned \d+ exit status"
    r"|Failed to build [`'\"]?[\w.-]+|ERROR: Failed building wheel"
    # Megatron-Core building its dataset helpers with make at start-up (it logs this, then exits)
    r"|Failed to compile the C\+\+ dataset helper functions"
)
_BUILD_START = re.compile(r"make(?:\[\d+\])?: Entering directory|Building wheel for|Building CXX|compiling")
_BUILD_CAUSES = (
    re.compile(r"No module named ['\"]?(?P<module>[\w.]+)"),
    re.compile(r"\bld: cannot find -l[\w.+-]+"),
    re.compile(r"fatal error: (?P<missing>[^:]+): No such file or directory"),
    re.compile(r"(?P<missing>[\w./+-]+): (?:No such file or directory|command not found|not found)"),
    re.compile(r"No space left on device"),
    # a linker (ld, nvlink) naming the symbol nothing defines: a library built without what the code links against
    re.compile(r"(?i)\bundefined reference to\b"),
    # make stopping on its own account (`make: *** No targets specified and no makefile found.  Stop.`, `No rule to
    # make target ...`): the build's inputs were not there, not a compiler's error
    re.compile(r"^make(?:\[\d+\])?: \*\*\* (?!.*\bError \d+).*\bStop\.$"),
    # a compiler's own process killed (`nvcc error   : 'cicc' died due to signal 9 (Kill signal)`, gcc's `fatal
    # error: Killed signal terminated program cc1plus`): the build ran out of memory, not into an error in the code
    re.compile(r"\bdied due to signal 9\b|\bKilled signal terminated program\b"),
    re.compile(r"(?i)\berror\b"),
)
# tests/check_metrics.py's table rows: the job's own checks of the run, each PASS or FAIL
CHECK_ROW = re.compile(r"^\s*[│|┃]\s*(?P<status>PASS|FAIL)\s*[│|┃]")


def _failed_row(text: str) -> bool:
    m = CHECK_ROW.match(text)
    return m is not None and m.group("status") == "FAIL"


# A named check's own verdict line (`learning-signal: FAIL reward fell from 0.41 to 0.00`, `hf-export-check: FAIL
# top-1 agreement 0.02`, or with the tool's name in brackets: `[check_hf_adapter] FAIL: ...`): a check of the run
# failing, as check_metrics' FAIL rows are
_CHECK_FAIL = re.compile(
    r"^(?:[a-z][\w.]*(?:[ -][a-z][\w.]*){0,3}:|\[[a-z][\w.-]*\]) FAIL(?:ED)?\b[ :]+\S"
    # the check's name, then its verdict (`learning-signal check FAILED: actor/grad_norm == 0.000 ...`)
    r"|^[a-z][\w.]*(?:[ -][a-z][\w.]*){0,3} FAIL(?:ED)?: \S"
    # a comparison script's own verdict line (`RESULT: FAIL - logits mismatch ...`, its passing runs print PASS),
    # maybe under the tool's name (`learning_signal: RESULT FAIL: grad_norm diverges ...`)
    r"|^(?:[a-z][\w.]*: )?R(?:ESULT|esult):? FAIL\b[ :-]+\S"
    # the verdict first, then the check's name (`FAIL: resume parity: train/lr at step 4 ...`, unittest's
    # `FAIL: test_x (module.Case)`)
    r"|^FAIL: [A-Za-z][\w ./-]{0,40}[:(]\s*\S"
    # ... or without the colon after the verdict (`FAIL learning-signal: critic/rewards/mean flat over 20 steps`)
    r"|^FAIL [a-z][\w.]*(?:-[a-z][\w.]*){0,3}: \S"
    # ... or a metric and the bound it broke (`FAIL: actor/grad_norm max 3711.245 > 10.0 (steps 1-6)`)
    r"|^FAIL: [A-Za-z][\w./@-]* [^<>]{0,40}[<>]=? ?-?\d"
    # the check's name in capitals, then its verdict (`LEARNING-SIGNAL FAIL: score moved +0.003 ...`)
    r"|^[A-Z][A-Z0-9]*(?:[-_][A-Z0-9]+){0,3} FAIL: \S"
    # a comparison's row: the metric, its figures as `name=value`, the verdict last (`validation/accuracy@10
    # candidate=0.5391  baseline=0.5781  rel_diff=-6.76%  FAIL`)
    r"|^[a-z][\w./@-]*(?:\s+[a-z_]+=\S+)+\s+FAIL$"
)
_TORCHRUN_ROOT = re.compile(r"^Root Cause \(first observed failure\):")
_TORCHRUN_RANK = re.compile(r"^\s*rank\s*:\s*(?P<rank>\d+)")
_TORCHRUN_EXIT = re.compile(r"^\s*exitcode\s*:\s*(?P<code>-?\d+)")
_WORKER_DIED = re.compile(r"A worker died or was killed while executing a task by an unexpected system error")
# The infrastructure said it lost something (a node, a job step): an originating cause, printed as a log message,
# that the actor deaths after it only repeat.
_INFRA_LOSS = re.compile(
    r"The node with node id: \S+ .*has been marked dead|raylet (?:has )?(?:died|crashed)"
    r"|\*\*\* (?:JOB|STEP) [\d.]+ ON \S+ CANCELLED AT \S+ DUE TO (?:NODE FAILURE|PREEMPTION)"
    # srun's own word that a node of the allocation failed
    r"|^srun: error: Node failure on \S+"
)
# Lines a launcher echoes: never the cause of anything (`set -x` traces, slurm/env dumps, Ray's job banner, and
# our own runner's notes: step headers, heartbeats, the timeout that killed the process group).
_LAUNCHER = re.compile(
    r"^\++ |^\[slurm\]|^(?:export|declare -x) \w+=|^Error executing job with overrides|^\[bridge-validate\] "
)
_RUNNER_PREFIX = re.compile(r"^\[bridge-validate\] ")
_SEPARATOR = re.compile(r"^\s*[-=_*~#]{4,}\s*$")
_CARET = re.compile(r"^\s*[\^~]+\s*$")

# Exceptions that only carry another error (Ray, torchrun, vLLM, the trainers' re-raises): the error they carry is
# printed elsewhere, before or inside them.
_WRAPPER_TYPES = re.compile(
    r"(?:^|\.)(?:RayTaskError(?:\(.*\))?|ActorDiedError|RayActorError|ActorUnavailableError|WorkerCrashedError"
    # torch.distributed.checkpoint's CheckpointException gathers the ranks' own exceptions, printed under it;
    # torch.multiprocessing's ProcessRaisedException carries a spawned process's traceback under `-- Process N
    # terminated with the following error:`
    r"|ChildFailedError|EngineDeadError|CheckpointException|ProcessRaisedException)$"
)
_WRAPPER_TEXT = re.compile(
    r"(?i)see (?:the )?(?:root cause|stack trace)[^.]*above|check the stack trace above"
    r"|failed to import on the worker|the actor died|failed to unpickle serialized exception"
    r"|engine core initialization failed|enginecore encountered an issue|^error raised in subprocess"
    # vLLM's engine core on a worker process that died while it started (`WorkerProc initialization failed due to an
    # exception in a background process. See stack trace for root cause.`): that worker printed its own traceback,
    # in another process's lines and not always before this one
    r"|failed due to an exception in a background process"
    # torch re-raising a worker's exception (its ExceptionWrapper), the worker's own under "Original Traceback"
    r"|^caught \w+ in (?:dataloader worker process \d+|pin memory thread|replica \d+ on device)"
    # transformers' lazy module re-raising an import error: "Failed to import X because of the following error
    # (look up to see its traceback)"
    r"|because of the following error \(look up"
    # torch's distributed test harness (MultiProcessTestCase) re-raising a rank's failure, its traceback under it
    r"|^process \d+ exited with error code \d+ and exception:"
    # TorchScript re-raising the error of the operation it ran, printed under "Traceback of TorchScript"
    r"|^the following operation failed in the torchscript interpreter"
)
# Ray's own statement of why an actor's worker process died (the memory monitor's kill, a signal): no exception of
# the worker's carries that death, so when no process printed one, this line is the cause.
_DEATH_DETAIL = re.compile(r"Worker exit detail: (?!.*(?:see|above|stack trace))\S")
# Symptoms of another process's failure: used only when nothing originating was found.
_CONSEQUENCE_TEXT = re.compile(
    r"wait timeout after \d+ms|Received a dump signal|Terminating the process after attempting to dump"
    r"|Connection reset by peer|Broken pipe"
    # a rank telling which other rank failed (gloo's monitoredBarrier): that rank's own error is the cause
    r"|(?i:check rank \d+(?:'s)? logs? for (?:the )?faulty rank)"
)
# Python's interpreter-shutdown reports: noise after a completed run, not errors of the run.
_SHUTDOWN_NOISE = re.compile(r"^Exception ignored in:")

_MISSING = (
    re.compile(r"No module named '(?P<module>[\w.]+)'"),
    re.compile(r"cannot import name '(?P<name>\w+)' from '(?P<module>[\w.]+)'"),
    re.compile(r"module '(?P<module>[\w.]+)' has no attribute '(?P<name>\w+)'"),
    re.compile(r"Can't get attribute '(?P<name>\w+)' on <module '(?P<module>[\w.]+)'"),
    # Cython's check of a cimported module's C API: the installed module was built without that function
    re.compile(r"(?P<module>[\w.]+) does not export expected C (?:function|variable) (?P<name>\w+)"),
    # `python -m X` and some builds print the name bare
    re.compile(r"No module named (?P<module>[A-Za-z_][\w.]*)"),
)
_PACKAGE_NAMES = {
    "megatron": r"megatron[-_. ]?core|mcore|megatron[-_ ]lm",
    "transformer_engine": r"transformer[-_ ]engine|\bte\b",
    "vllm": r"\bvllm\b",
    "torch": r"\btorch\b|pytorch",
    "flash_attn": r"flash[-_]attn",
}
_VERSION = re.compile(r"\d+\.\d+(?:\.\d+)?(?:[\w.+-]*)")


@dataclass
class Event:
    """One error found in the log (an exception, an NCCL timeout, a signal's cause, a build failure, ...)."""

    index: int  # position in the line list
    line: LogLine  # the line to quote
    kind: RootCauseKind
    exc_type: str | None = None
    message: str = ""
    frames: list[Frame] = field(default_factory=list)
    wrapper: bool = False  # only carries an error printed elsewhere
    weak: bool = False  # a symptom; quoted only when nothing originating exists
    caused_by: int | None = None  # index of the event this one was raised from (chained exceptions)
    chain: list[str] = field(default_factory=list)
    chain_frames: list[Frame] = field(default_factory=list)  # the frames of the exceptions raised from this one
    wrapped_by: list[str] = field(default_factory=list)
    caught_at_shutdown: bool = False  # "Exception ignored in: ..." (interpreter shutdown)
    quote: str = ""
    death: tuple[int, LogLine] | None = None  # a wrapper's "Worker exit detail: ..." line (index, line)
    native: str = ""  # a fatal signal's native backtrace, as its handler printed it after the signal's line

    @property
    def stream(self) -> str:
        return self.line.stream

    def text(self) -> str:
        head = f"{self.exc_type}: {self.message}" if self.exc_type else self.message
        return f"{self.quote}\n{head}"

    def originating(self) -> bool:
        return not (self.wrapper or self.weak or self.caught_at_shutdown) and self.caused_by is None


@dataclass
class Analysis:
    events: list[Event]
    root: Event | None
    torchrun_rank: int | None = None
    torchrun_exitcode: int | None = None


def _has_header(ln: LogLine) -> bool:
    """Did the line carry a logger's header (level, time, source) before its message?"""
    m = ln.msg.strip()
    return bool(m) and not ln.text.lstrip().startswith(m)


def _line_event(
    i: int, ln: LogLine, kind: RootCauseKind = "log", exc_type: str | None = None, message: str | None = None
) -> Event:
    """An event that is one line of the log, quoted as the process printed it (without its header); `message`, when
    the line carries an error's type and words (a warning naming the ImportError it caught), is those words."""
    ev = Event(i, ln, kind, exc_type, ln.msg.strip() if message is None else message)
    ev.quote = ln.msg.strip()
    return ev


def _proc(stream: str) -> str:
    """The process part of a stream key (Ray actor chain), without torch rank labels."""
    return " > ".join(p for p in stream.split(" > ") if p and not re.fullmatch(r"rank\d+", p))


def is_launcher(ln: LogLine) -> bool:
    return bool(_LAUNCHER.match(ln.msg.strip()) or _LAUNCHER.match(ln.text.strip()))


# torch.distributed.elastic turning a SIGTERM or SIGINT its agent received into an exception (`SignalException:
# Process 60417 got signal: 15`)
_AGENT_SIGNALLED = re.compile(r"\bgot signal: (?:15|2)\b")


def _raised(ev: Event) -> str | None:
    """The class name of the exception an event is (`SystemExit` for `builtins.SystemExit`), None for other events."""
    return (ev.exc_type or "").rsplit(".", 1)[-1] if ev.kind == "exception" else None


def _interrupt(ev: Event) -> bool:
    """A KeyboardInterrupt (or torchrun's agent reporting the SIGTERM it got): an interrupt someone sent the process
    (a runner's stall timeout, a cancel), as SIGTERM is; never why the job failed, only that it was stopped."""
    name = _raised(ev)
    return name == "KeyboardInterrupt" or (name == "SignalException" and bool(_AGENT_SIGNALLED.search(ev.message)))


def exited(ev: Event) -> bool:
    """A SystemExit: in a run the timeout stopped, the kill's own consequence (Ray's SIGTERM handler raises it in
    the driver), not why the run hung."""
    return _raised(ev) == "SystemExit"


def stopped(ev: Event) -> bool:
    """A SIGTERM or KeyboardInterrupt: the process was stopped by someone else (a timeout, a cancel), not broken."""
    return _interrupt(ev) or (ev.kind == "signal" and ev.exc_type == "SIGTERM")


# A frame that raises an exception object it caught earlier (`raise e`); frames below it are where it was first raised
_RERAISE = re.compile(r"^raise [A-Za-z_]\w*$")


def _reraised(frames: Sequence[Frame], handled: Sequence[Frame]) -> bool:
    """The traceback passes through a `raise <name>` with frames below it (an exception caught earlier, raised
    again) in the very function where the exception printed above it (`handled`, whose first frame is where it was
    caught) broke off: that function caught this one first, tried something else that failed, then raised it again."""
    if not handled:
        return False
    top = handled[0]
    return any(
        _RERAISE.match(fr.code.strip()) and fr.file == top.file and fr.function == top.function for fr in frames[:-1]
    )


def _renamed(inner: Event, exc_type: str, message: str) -> bool:
    """An exception raised from another of the same class name and message in another module (httpx re-raising its
    transport's `httpcore.ReadTimeout` as `httpx.ReadTimeout`): one error, under the name its library publishes."""
    if inner.exc_type is None or inner.exc_type == exc_type or not message.strip():
        return False
    return inner.exc_type.rsplit(".", 1)[-1] == exc_type.rsplit(".", 1)[-1] and inner.message.strip() == message.strip()


class _StreamParser:
    """Reads one process's lines in order and emits events."""

    def __init__(self, lines: Sequence[LogLine], idx: list[int], events: list[Event]) -> None:
        self.lines = lines
        self.idx = idx
        self.events = events
        self.frames: list[Frame] | None = None  # collecting a traceback
        # the traceback's own indentation (a subprocess's output that pip or a launcher prints indented): its
        # exception line stands at the header's indentation, its frames deeper
        self.tb_indent = ""
        self.pending_chain: Event | None = None  # the previous exception, when a chain marker was seen
        self.pending_context = False  # that marker was "During handling of the above exception"
        self.last_exc: Event | None = None
        self.ignored = False  # inside "Exception ignored in: ..."

    def msg(self, k: int) -> str:
        return self.lines[self.idx[k]].msg

    def run(self) -> None:
        k = 0
        n = len(self.idx)
        while k < n:
            k = self.step(k)

    def step(self, k: int) -> int:
        i = self.idx[k]
        ln = self.lines[i]
        m = ln.msg
        s = m.strip()
        if not s:
            return k + 1
        if is_launcher(ln):
            self.frames = None
            # our runner's own metric check, printed under its prefix, says which criterion the run failed
            own = _RUNNER_PREFIX.sub("", s, count=1).strip()
            if own != s and (_failed_row(own) or _CHECK_FAIL.match(own)):
                ev = Event(i, ln, "metric", "metric check failed", own)
                ev.quote = own
                self.events.append(ev)
            return k + 1
        if _SHUTDOWN_NOISE.match(s):
            self.ignored = True
            return k + 1
        if s in (_CHAIN_CAUSE, _CHAIN_CONTEXT):
            self.pending_chain = self.last_exc
            self.pending_context = s == _CHAIN_CONTEXT
            return k + 1
        if _TB_HEADER.search(m):
            self.frames = []
            self.tb_indent = m[: len(m) - len(m.lstrip())]
            return k + 1
        fm = _FRAME.match(m) or _PYTEST_FRAME.match(m)
        if fm:
            if self.frames is None:
                self.frames = []  # Ray prints the remote traceback's frames without a header
            fr = Frame(file=fm.group("file"), line=int(fm.group("line")), function=fm.group("func"))
            # the source line and its carets follow, indented deeper than the frame
            depth = len(m) - len(m.lstrip())
            j = k + 1
            while j < len(self.idx):
                nxt = self.msg(j)
                if not nxt.strip() or _FRAME.match(nxt) or len(nxt) - len(nxt.lstrip()) <= depth:
                    break
                if not _CARET.match(nxt) and not fr.code:
                    fr = fr.model_copy(update={"code": nxt.strip()})
                j += 1
            self.frames.append(fr)
            return j
        if self.frames is not None and m.startswith(self.tb_indent) and not m[len(self.tb_indent):].startswith(
            (" ", "\t")
        ):
            em = _EXC_IN_TB.match(s)
            if em and (":" in s or _BARE_TYPE_NAME.match(em.group("type").rsplit(".", 1)[-1])):
                bare = ":" not in s
                return self.exception(k, em.group("type"), em.group("msg") or "", list(self.frames), bare=bare)
            self.frames = None  # a stack print that did not end in an exception (a warning's trace)
        if self.frames is None:
            em = _EXC_BARE.match(s)
            if em:
                return self.exception(k, em.group("type"), em.group("msg") or "", [])
        cm = _CPP_THROW.search(s)
        if cm and k + 1 < len(self.idx):
            wm = _CPP_WHAT.match(self.msg(k + 1))
            if wm:
                at = self.idx[k + 1]
                ev = Event(at, self.lines[at], "exception", cm.group("type"), wm.group("msg").strip())
                ev.quote = wm.group("msg").strip()
                ev.caught_at_shutdown = bool(_EXITING_CUDA.search(ev.message))
                # `what():` repeats the error that made the watchdog throw; a timeout or a lost peer is not a new
                # cause, but an error the GPU returned to the watchdog (a CUDA error) is this process's own
                ev.weak = bool(_NCCL_CONSEQUENCE.search(ev.message)) and not _WATCHDOG_ERROR.search(ev.message)
                self.events.append(ev)
                return k + 2
            # no `what():` under it: the watchdog's own error line, logged just before the throw, says what
            # (in the same process, whose rank prefix the throw's line may lack)
            for at in range(i - 1, max(-1, i - 16), -1):
                t = self.lines[at].msg.strip()
                if _proc(self.lines[at].stream) == _proc(ln.stream) and _WATCHDOG_ERROR.search(t):
                    ev = Event(at, self.lines[at], "exception", cm.group("type"), t)
                    ev.quote = t
                    self.events.append(ev)
                    break
        if _NCCL_TIMEOUT.search(s) and not _NCCL_CONSEQUENCE.search(s):
            ev = Event(i, ln, "nccl-timeout", "NCCL watchdog timeout", s)
            ev.quote = s
            self.events.append(ev)
        elif _failed_row(s) or _CHECK_FAIL.match(s):
            ev = Event(i, ln, "metric", "metric check failed", s)
            ev.quote = s
            self.events.append(ev)
        elif _INFRA_LOSS.search(s):
            ev = Event(i, ln, "log", None, s)
            ev.quote = s
            self.events.append(ev)
        elif _WORKER_DIED.search(s):
            ev = Event(i, ln, "process-exit", None, s, weak=True)
            ev.quote = s
            self.events.append(ev)
        elif _CONSEQUENCE_TEXT.search(s):
            ev = Event(i, ln, "log", None, s, weak=True)
            ev.quote = s
            self.events.append(ev)
        return k + 1

    def exception(self, k: int, exc_type: str, msg: str, frames: list[Frame], bare: bool = False) -> int:
        """`bare`: the type alone, with no colon (`EOFError`): Python printed an exception without a message, so the
        lines after it are not its message (a multi-line message starts on the type's line: `Type: ...`)."""
        i = self.idx[k]
        ln = self.lines[i]
        cont: list[LogLine] = []
        j = k + 1
        # an exception in pytest's report (`E   torch.OutOfMemoryError: ...`) goes on only on its `E` lines: what
        # follows them is pytest's summary and the output of whatever ran after the test
        in_report = bool(_PYTEST_E.match(ln.text))
        headed = _has_header(ln)
        while not bare and j < len(self.idx) and len(cont) < 15:
            nl = self.lines[self.idx[j]]
            t = nl.msg
            if not t.strip() or _TB_HEADER.search(t) or _FRAME.match(t) or t.strip() in (_CHAIN_CAUSE, _CHAIN_CONTEXT):
                break
            # a line with a logger's header under an exception printed without one is the next log record (vLLM's
            # `ERROR ... [core.py:843] EngineCore encountered an issue`), not the rest of the exception's message
            if _has_header(nl) and not headed:
                break
            if in_report and not _PYTEST_E.match(nl.text):
                break
            if _EXC_BARE.match(t.strip()) or is_launcher(nl) or _SIGNAL.match(t.strip()):
                break
            # (Python's report of an error it ignored at shutdown opens a new report, not more of this message)
            if _SHUTDOWN_NOISE.match(t.strip()):
                break
            if t.startswith("ray::") or t.startswith("Exception raised in creation task"):
                break
            cont.append(nl)
            j += 1
        message = "\n".join([msg, *[c.msg.rstrip() for c in cont]]).strip()
        quote_line = ln
        if not msg.strip() or _ARGS_REPR.match(msg.strip()):
            for c in cont:
                if c.msg.strip() and not _SEPARATOR.match(c.msg):
                    quote_line = c
                    break
        at = i if quote_line is ln else self.idx[k + 1 + cont.index(quote_line)]
        if quote_line is ln and not message and frames and frames[-1].code.startswith("assert "):
            # A bare AssertionError says nothing by itself; the failed `assert` statement, printed in its frame, says
            # what failed: it is the message the rules read, and the line quoted stays the exception's own
            message = frames[-1].code.strip()
        ev = Event(at, quote_line, "exception", exc_type, message, frames)
        ev.quote = quote_line.msg.strip()
        ev.wrapper = bool(_WRAPPER_TYPES.search(exc_type) or _WRAPPER_TEXT.search(message))
        if ev.wrapper:
            for n, c in enumerate(cont):
                if _DEATH_DETAIL.search(c.msg):
                    ev.death = (self.idx[k + 1 + n], c)
                    after = cont[n + 1].msg.lstrip() if n + 1 < len(cont) else ""
                    if _MEMORY_KILL_DEATH.search(c.msg) and _MEMORY_ACCOUNT.match(after):
                        # a death by the memory monitor is told by its account under it (_MEMORY_ACCOUNT)
                        ev.death = (self.idx[k + 2 + n], cont[n + 1])
                    break
        # KeyboardInterrupt is an interrupt someone sent (a runner's stall timeout, a cancel), as SIGTERM is
        ev.weak = bool(_CONSEQUENCE_TEXT.search(message)) or _interrupt(ev)
        ev.caught_at_shutdown = self.ignored or bool(_EXITING_CUDA.search(message))
        if self.pending_chain is not None and (
            (self.pending_context and _reraised(frames, self.pending_chain.frames))
            or _renamed(self.pending_chain, exc_type, message)
        ):
            # An exception re-raised (`raise e`) while the one printed above it was being handled was caught
            # before that one happened (a fallback that failed too, then the first error raised again): it is the
            # original, and the one printed first followed from handling it. An exception renamed (`_renamed`) is
            # the same error under its public name, so it takes the same place.
            earlier = self.pending_chain
            if earlier.caused_by is None:
                earlier.caused_by = ev.index
            ev.chain.append(f"{earlier.exc_type}: {earlier.message.splitlines()[0] if earlier.message else ''}"
                            .strip().rstrip(":"))
            ev.chain_frames.extend(earlier.frames)
            self.pending_chain = None
        elif self.pending_chain is not None:
            ev.caused_by = self.pending_chain.index
            self.pending_chain.chain.append(f"{exc_type}: {msg}".strip().rstrip(":"))
            self.pending_chain.chain_frames.extend(frames)
            # and the exceptions that one was raised from: a chain's first exception learns every frame raised
            # from it (the last one says whose request it was: Ray's job SDK, not a download)
            by_index = {e.index: e for e in self.events}
            seen = {self.pending_chain.index}
            up = by_index.get(self.pending_chain.caused_by) if self.pending_chain.caused_by is not None else None
            while up is not None and up.index not in seen:
                seen.add(up.index)
                up.chain_frames.extend(frames)
                up = by_index.get(up.caused_by) if up.caused_by is not None else None
            self.pending_chain = None
        self.events.append(ev)
        self.last_exc = ev
        self.frames = None
        self.ignored = False
        return j


# The shell reporting a child a signal killed: `script.sh: line 31:  2231 Illegal instruction     (core dumped) cmd`
_SHELL_SIGNAL = re.compile(
    r": line \d+:\s+\d+ (?P<name>Illegal instruction|Segmentation fault|Aborted|Bus error|Floating point exception)"
    r"\s+(?:\(core dumped\)\s+)?\S"
)
_SHELL_SIGNAL_NAMES = {
    "Illegal instruction": "SIGILL",
    "Segmentation fault": "SIGSEGV",
    "Aborted": "SIGABRT",
    "Bus error": "SIGBUS",
    "Floating point exception": "SIGFPE",
}


# ... and a child killed outright (SIGKILL: the kernel's OOM killer, a scheduler, a person): `line 131: 21744 Killed`
_SHELL_KILLED = re.compile(r": line \d+:\s+\d+ Killed\s+\S")


def _shell_signal_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    """The shell's report that a command died of a signal names the signal and the command: an event at that line
    (the child often printed nothing of its own, as a crash at import does). A kill says only that something ended
    the command: a symptom (weak), quoted when nothing else is, and explained by the kernel's OOM line if there is
    one (_kernel_oom_details)."""
    taken = {e.index for e in events}
    for i, ln in enumerate(lines):
        if i in taken:
            continue
        m = _SHELL_SIGNAL.search(ln.msg)
        if m:
            events.append(_line_event(i, ln, "signal", _SHELL_SIGNAL_NAMES[m.group("name")]))
        elif _SHELL_KILLED.search(ln.msg):
            ev = _line_event(i, ln, "signal", "SIGKILL")
            ev.weak = True
            events.append(ev)


# A logger's own bracketed header left in the message (Megatron-Core's `[2026-11-26 13:22:07,913] [41703] [DEBUG]
# [megatron.core...]`): the level among the leading bracketed fields.
_BRACKETED_INFO = re.compile(r"^(?:\[[^\]]*\]\s*){0,3}\[(?:INFO|DEBUG)\]")


def is_warning(lines: Sequence[LogLine], j: int) -> bool:
    """Line `j` is part of a Python warning: its `path.py:N: XWarning:` header, or the source line printed under
    it by the same process."""
    if PY_WARNING.match(lines[j].msg.strip()):
        return True
    # (the line under the header is its source line; the one under that source line is the process's next output)
    prev = lines[j - 1] if j > 0 else None
    return prev is not None and prev.stream == lines[j].stream and bool(_PY_WARNING_HEADER.match(prev.msg.strip()))


# NCCL's own INFO lines (`host:pid:tid [dev] NCCL INFO proxy.cc:1394 -> 2`, its trace of where an error it already
# WARNed about returned): NCCL's header is not a logger's, so it stays in the message
_NCCL_INFO = re.compile(r"^(?:\S+:\d+:\d+ \[\d+\] )?NCCL INFO\b")


# A tqdm progress bar (`Capturing batches (bs=4):  0%|          | 0/23 [00:00<?, ?it/s]`): how far a process got,
# never a statement of what went wrong
_PROGRESS_BAR = re.compile(r"^(?:[^|]*:\s*)?\d{1,3}%\|[^|]*\|\s*\d+/\d+\b")


# A logger's warning level in a line's header: glog's and c10's `[W918 08:10:02.447 ProcessGroupNCCL.cpp:1033]`, Ray's
# `[2025-09-18 08:10:02,581 W 41877 42049]`, a `WARNING` word
_WARNING_HEADER = re.compile(r"^\[?W\d{3,4} |^\[\d{4}-\d\d-\d\d [\d:,.]+ W \d+|(?:^|[\s(\]])WARN(?:ING)?\b")


def _warned(ln: LogLine) -> bool:
    """A line its logger printed at warning level: what a library reported while it went on."""
    header = ln.text[: len(ln.text) - len(ln.msg)] if ln.msg and ln.text.endswith(ln.msg) else ""
    return bool(header and _WARNING_HEADER.search(header))


def _informational(ln: LogLine) -> bool:
    header = ln.text[: len(ln.text) - len(ln.msg)] if ln.msg and ln.text.endswith(ln.msg) else ""
    msg = ln.msg.strip()
    return bool(header and _INFO_HEADER.search(header)) or bool(
        _BRACKETED_INFO.match(msg) or _NCCL_INFO.match(msg) or _PROGRESS_BAR.match(msg)
    )


# Python's faulthandler naming the fatal signal in a crash dump: where a signal handler's own line (`*** SIGSEGV
# received at ...`) and faulthandler's both print, the corpus's labels quote faulthandler's
_FAULTHANDLER = re.compile(
    r"^Fatal Python error: (?:Segmentation fault|Aborted|Bus error|Floating point exception|Illegal instruction)"
)


# A native assertion's report (`prog: file.cpp:167: void f(): Assertion `cond' failed.`) and a compiler's diagnostic
# for a source position (`path/kernel.py:88:51: error: ...`, clang's and MLIR's form)
_NATIVE_ASSERT = re.compile(r": Assertion `.+' failed\.?$")
_COMPILER_DIAGNOSTIC = re.compile(r"^\S+:\d+:\d+: error: \S")
# The first line of a compiler's IR dump printed before an abort (MLIR's `module {`, `module attributes {...} {`)
_IR_DUMP_START = re.compile(r"^module\b[^\n]*\{\s*$")
_FATAL_SIGNALS = {
    "Aborted": "SIGABRT", "Segmentation fault": "SIGSEGV", "Bus error": "SIGBUS",
    "Floating point exception": "SIGFPE", "Illegal instruction": "SIGILL",
}
_SIGNAL_NUMBERS = {"4": "SIGILL", "6": "SIGABRT", "7": "SIGBUS", "8": "SIGFPE", "11": "SIGSEGV", "15": "SIGTERM"}


# Hydra's last line after it printed a job's error (`Error executing job with overrides: ...`, the traceback)
_HYDRA_TRAILER = re.compile(r"^Set the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace\.?$")


# Ray's own daemons, as their output is prefixed: `(raylet, ip=...)`, `(gcs_server)`
_RAY_DAEMON = re.compile(r"raylet|gcs_server|dashboard_agent|runtime_env_agent")


# A process's report of a setting it chose (`Optimizer: DistributedOptimizer (adam), lr=5e-06, weight_decay=0.01`):
# what it configured, not what it was doing when it crashed
_STATUS_LINE = re.compile(
    r"^[A-Z][\w ]{0,30}: (?![^\n]*(?i:error|fail|exception|abort|assert|invalid|illegal|fault|cannot|unable|denied"
    r"|refused|missing|unexpected|corrupt|overflow|nan\b|timed? ?out|killed))[^\n]*\b\w+=\S+"
)


def _signal_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    """A fatal signal is explained by the last thing its process printed before the dump."""
    by_index = {e.index: e for e in events}
    seen: set[tuple[str, int]] = set()
    for i, ln in enumerate(lines):
        m = _SIGNAL.match(ln.msg.strip())
        if not m:
            continue
        proc = _proc(ln.stream)
        # (the segfault handler's banner names no signal: it is a SIGSEGV)
        own = m.group("ucx") or m.group("ompi")  # a handler that states the crash itself (UCX's, Open MPI's)
        if own:
            sig = _SIGNAL_NUMBERS.get(own, f"signal {own}")
        else:
            sig = m.group("sig") or _FATAL_SIGNALS[m.group("fatal") or m.group("core") or "Segmentation fault"]
        banner = bool(m.group("banner") or own)
        cause: int | None = None
        # SIGTERM is sent by someone else (a timeout, ray stop): what the process printed last is not why; UCX's
        # statement is its own
        lookback = 0 if sig == "SIGTERM" or own else 39
        skip_to: int | None = None
        same_crash = False
        for j in range(i - 1, max(-1, i - 1 - lookback), -1):
            prev = lines[j]
            if _proc(prev.stream) != proc or (skip_to is not None and j >= skip_to):
                continue
            t = prev.msg.strip()
            if _HYDRA_TRAILER.match(t):
                # Hydra's hint closes the error report it printed just above: the process already reported its
                # error, and the signal after it is that error's consequence
                if any(e.kind == "exception" and _proc(e.line.stream) == proc and j - 80 <= e.index < j
                       for e in events):
                    same_crash = True
                    break
                continue
            earlier = _SIGNAL.match(t)
            if earlier and (earlier.group("ucx") or earlier.group("ompi")):
                same_crash = True  # UCX's handler already stated this crash (its process's other handler follows)
                break
            if prev.msg.rstrip() == "}":
                # the end of a compiler's IR dump (`module {` ... `}`, Triton's MLIR): the line before the dump is
                # what the process said
                opened = next((k for k in range(j - 1, max(-1, j - 400), -1)
                               if _IR_DUMP_START.match(lines[k].msg) and _proc(lines[k].stream) == proc), None)
                if opened is not None:
                    skip_to = opened
                    continue
            # the dump's own frame (separators, a native backtrace's banner) is not what the process was doing
            dump = (
                _SIGNAL_DUMP.match(prev.msg) or _SEPARATOR.match(t) or _BACKTRACE_BANNER.match(t)
                or _CPP_BACKTRACE.match(t)
            )
            if not t or dump or _SIGNAL.match(t) or is_launcher(prev):
                continue
            if not (_informational(prev) or _warned(prev) or is_warning(lines, j) or _STATUS_LINE.match(t)):
                cause = j
            break
        if cause is not None:
            cause = _report_start(lines, cause, proc)
        if cause is not None and _NATIVE_ASSERT.search(lines[cause].msg):
            # a compiler's assertion after the diagnostic it printed for the source (`kernel.py:88:51: error: ...`,
            # its source line and caret under it): the diagnostic says what it could not compile
            cause = next((k for k in range(cause - 1, max(-1, cause - 8), -1)
                          if _proc(lines[k].stream) == proc and _COMPILER_DIAGNOSTIC.match(lines[k].msg.strip())),
                         cause)
        if same_crash or (cause is not None and cause in by_index):
            continue  # the process already reported its error; the signal is its consequence
        if cause is None and m.group("sig") and any(
            _FAULTHANDLER.match(lines[j].msg.strip()) for j in range(i + 1, min(len(lines), i + 25))
            if _proc(lines[j].stream) == proc
        ):
            continue  # the same dump's faulthandler line (`Fatal Python error: ...`) speaks for it, as Python's own
        key = (proc, cause if cause is not None else i)
        if key in seen:
            continue
        seen.add(key)
        at = cause if cause is not None else i
        line = lines[at]
        ev = Event(at, line, "signal", sig, line.msg.strip())
        ev.native = _native_backtrace(lines, i, proc)
        ev.quote = line.msg.strip()
        # SIGTERM is sent by someone else (a timeout, ray stop); a dump without a cause line says nothing more
        # The segfault handler's banner is the crash's own statement, its native frames under it.
        # A Ray daemon (the raylet, the GCS) prints no error of its own before it dies: its fatal signal is the
        # failure, and the node's actors, the node's death and the driver's errors follow from it.
        ev.weak = (
            sig == "SIGTERM"
            or (cause is None and not banner and not _RAY_DAEMON.fullmatch(proc))
            or bool(_TB_HEADER.search(line.msg))
        )
        events.append(ev)
        by_index[at] = ev


def _native_backtrace(lines: Sequence[LogLine], i: int, proc: str) -> str:
    """The native frames a signal handler printed under the signal's line `i` (the same process's dump lines)."""
    out: list[str] = []
    for ln in lines[i + 1 : i + 40]:
        if _proc(ln.stream) != proc:
            continue
        if not (_SIGNAL_DUMP.match(ln.msg) or _BACKTRACE_BANNER.match(ln.msg.strip())):
            break
        out.append(ln.msg.strip())
    return "\n".join(out)


# A native library's log line that opens with its source location (UCX: `ib_mlx5_log.c:177  Transport retry count
# exceeded on mlx5_2:1/IB`, after logscan drops the `[host:pid:thread]` prefix)
_NATIVE_LOCATION = re.compile(r"^(?P<loc>[\w.-]+\.(?:c|cc|cpp|cu|h|hpp):\d+)\s")


def _report_start(lines: Sequence[LogLine], at: int, proc: str) -> int:
    """The first line of a native library's report that ends at `at`: the lines of one report share their source
    location (UCX logs the failed completion, then the work request it was for); the first says what failed, the
    rest are its details."""
    m = _NATIVE_LOCATION.match(lines[at].msg.strip())
    if m is None:
        return at
    while at > 0 and _proc(lines[at - 1].stream) == proc:
        prev = _NATIVE_LOCATION.match(lines[at - 1].msg.strip())
        if prev is None or prev["loc"] != m["loc"]:
            break
        at -= 1
    return at


# CMake reports a configure error (`message(FATAL_ERROR ...)`, a module that found no compiler) as a header naming
# where (`CMake Error at <file>:<line> (message):`) with the message indented on the lines under it
_CMAKE_ERROR_AT = re.compile(r"^CMake Error at \S+ \(\w+\):$")


def _cmake_message(texts: Sequence[str]) -> int | None:
    """Where the message of the first CMake error header in `texts` (a build's output, in order) is."""
    for k, t in enumerate(texts):
        if _CMAKE_ERROR_AT.match(t.strip()):
            return next((m for m in range(k + 1, min(len(texts), k + 4)) if texts[m].strip()), None)
    return None


def _build_cause(texts: Sequence[str]) -> int | None:
    """Where in a build's output (`texts`, in order) the line that broke it is: the first of the most telling kind
    (_BUILD_CAUSES, in order), never the build's own failure line."""
    def first(rx: re.Pattern[str]) -> int | None:
        return next((k for k, t in enumerate(texts) if rx.search(t) and not _BUILD_FAIL.search(t)), None)

    for rx in _BUILD_CAUSES[:-1]:
        if (k := first(rx)) is not None:
            return k
    # a CMake error's message says more than the first line that only says "error"
    k = _cmake_message(texts)
    return k if k is not None else first(_BUILD_CAUSES[-1])


def _build_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    """A failed build is explained by what broke it, found in the same process's build output."""
    for i, ln in enumerate(lines):
        if not _BUILD_FAIL.search(ln.msg) or _UV_HEAD.search(ln.text):
            continue  # an installer's `×` headline prints the build's output under it (_uv_error_events reads it)
        proc = _proc(ln.stream)
        window: list[int] = []
        for j in range(i - 1, max(-1, i - 60), -1):
            if _proc(lines[j].stream) != proc:
                continue
            window.append(j)
            if _BUILD_START.search(lines[j].msg):
                break
        window.reverse()
        k = _build_cause(["" if is_launcher(lines[j]) else lines[j].msg for j in window])
        cause = window[k] if k is not None else None
        at = cause if cause is not None else i
        if any(e.index == at for e in events):
            continue
        line = lines[at]
        ev = Event(at, line, "build", "build failure", line.msg.strip(), weak=cause is None)
        ev.quote = line.msg.strip()
        events.append(ev)


# Errors a native library reports outside Python, with no traceback of their own. Open MPI's fatal banner
# (`*** An error occurred in MPI_Init_thread`): the process aborts, everything after it is a consequence.
# The Hub refusing the job's credentials (vLLM logs `Error retrieving file list: 401 Client Error: Unauthorized for
# url: https://huggingface.co/...`); the triage's rule table classifies the same words
HUB_REFUSED = r"\b40[13] Client Error: (?:Unauthorized|Forbidden) for url: https?://(?:[\w-]+\.)?huggingface\.co/"
# The NGC containers' entrypoint finding the driver but not CUDA (`[[ Initialization error (error 3) ]]` below it); the
# triage's rule table classifies the same words
NGC_CUDA_INIT_FAILED = r"NVIDIA Driver is present, but CUDA failed to initialize"
# argparse's own messages for a command line it refuses; the triage's rule table classifies the same words
ARGPARSE_ERROR = (
    r"[\w.-]+: error: (?:the following arguments are required: |unrecognized arguments: |argument [-\w/]+: "
    r"(?:invalid|expected|ignored|not allowed)|invalid choice: )"
)
_NATIVE_ERROR = re.compile(
    r"^\*\*\* An error occurred in MPI_\w+"
    # A native extension that did not load, logged as a warning by the package that goes on without it (vLLM's
    # `Failed to import from vllm._C with ImportError(...)`): every later missing op or attribute follows from it.
    # Only a loader failure (C library too old, missing symbol or shared object), never a plain missing module.
    r"|^Failed to import from [\w.]+ with ImportError\(.*(?:GLIBC(?:XX)?_[\d.]+'? not found|undefined symbol"
    r"|cannot open shared object file)"
    # the dynamic loader could not start a program (`python: error while loading shared libraries: libX.so: cannot
    # open shared object file`): the program never ran, and its parent's report of a child gone with exit 127 follows
    r"|^\S+: error while loading shared libraries: "
    # NVML (nvidia-smi, or any process asking the driver) cannot talk to the driver: every CUDA error after it follows
    r"|^Failed to initialize NVML: "
    # the container runtime's GPU hook (nvidia-container-cli) could not set the GPUs up, so the container never started
    r"|^nvidia-container-cli: [\w ]*error: "
    # ... or its Container Device Interface injection (podman, docker, containerd with a CDI spec) could not add the
    # GPUs' device nodes the spec lists (`Error: setting up CDI devices: failed to inject devices: ...`)
    r"|^(?:Error: |\S+: Error response from daemon: )?(?:setting up CDI devices|failed to inject CDI devices"
    r"|unresolvable CDI devices)\b"
    # `ray start --block` reporting the node's Ray processes that died (`dashboard [exit code=-11]` under it): the
    # node's Ray came down, and what the job's processes report after it follows
    r"|^Some Ray subprocesses exited unexpectedly:"
    # Slurm's launcher refusing an option of the job's command line (a container option no plugin of that command
    # provides): nothing was submitted
    r"|^(?:sbatch|srun|salloc): (?:error: )?unrecognized option '"
    # ... or refusing to create a step of the job's allocation (`Unable to create step for job N: Requested node
    # configuration is not available`): the step's command never ran
    r"|^srun: error: Unable to create step for job \d+: "
    # ... or launching a task of the step (`task 0 launch failed: Unspecified error`: its MPI/PMI plugin, the node)
    r"|^srun: error: task \d+ launch failed: "
    # the NGC containers' entrypoint finding the driver but not CUDA
    rf"|^ERROR: The {NGC_CUDA_INIT_FAILED}"
    # the Hub refusing the job's credentials, logged by the library that asked: what fails next lacks the files
    rf"|{HUB_REFUSED}"
    # Ray's raylet says why it exited (it then takes the node's actors with it)
    r"|^The raylet exited immediately because"
    # a native extension's CUDA check (`CUDA Error: <what> at <file>.cpp:<line>`): the Python error that follows
    # (often an out-of-memory with memory free) reports the allocation or call that this broke
    r"|^CUDA Error: .+ at \S+\.(?:cpp|cu|cc|cuh|hpp|h):\d+$"
    # (FlashInfer's form: `CUDA Error: <what> (700) <file>.cuh: line 2349 at function cudaLaunchKernel(...)`)
    r"|^CUDA Error: .+ \(\d+\) \S+\.(?:cpp|cu|cc|cuh|hpp|h): line \d+ at function "
    # a native library could not start a thread (the node's pids/thread limit): what fails after it follows from it
    r"|^pthread_create failed: "
    # TensorRT-LLM's executor could not be created on a rank (its own reason after the colon): the Python error its
    # worker raises next (`RuntimeError: Executor worker returned error`) only says that it failed
    r"|^Failed to initialize executor on rank \d+: "
    # Ray's autoscaler: no node of the cluster can ever hold a resource request (the job then waits forever)
    r"|^Error: No available node types can fulfill resource request"
    # Ray's driver finding no Ray node on the host it runs on (it joined from a host that is not one of the cluster's
    # nodes, or through another address): Ray logs it at INFO, then every worker it starts loses its raylet
    # (older Ray: "..., while we can not find the matched Raylet address")
    r"|^This node has an IP address of \S+, (?:but we cannot find a local Raylet with the same address"
    r"|while we can not find the matched Raylet address)"
    # a worker process Ray started that could not register with its raylet (no port left in the worker port range,
    # a version it refuses): the actors it was to host never start, and the job waits on them until it is stopped
    r"|^Failed to register worker \w+ to Raylet\b"
    # a native extension reporting a CUDA driver API call that failed (`[torch_memory_saver.cpp] CUresult error: 2
    # (out of memory) ... func=cu_mem_create`): the Python error that follows (a timeout, a wrapper) came from it
    r"|^(?:\[[\w./-]+\]\s*)?CUresult error: \d+\b"
    # NVSHMEM's own error report (`<build path>/ibgda.cpp:2234: NULL value Unable to create ah.`, `...: non-zero
    # status: 7 connect EPS failed`, `.../transport.cpp:nvshmemi_transport_init:275: init failed for transport:
    # IBGDA`): its transport could not be set up, and the worker that hosted it dies after
    # vLLM's CUDA check in its own kernels (`Failed: Cuda error /workspace/csrc/custom_all_reduce.cuh:455 'invalid
    # argument'`), or the same idiom's NCCL and MPI checks (Transformer Engine's userbuffers: `Failed, NCCL error
    # .../userbuffers-host.cpp:223 ''`): the worker exits, and its launcher's or engine's report follows
    r"|^Failed[:,] (?:Cuda|CUDA|NCCL|MPI) error \S+:\d+ '"
    # (its bootstrap's too: `.../bootstrap_uid.cpp:bootstrap_net_recv:99: Message truncated : received 36 bytes
    # instead of 1`; its debug prints carry the same source prefix, so the message itself must be an error's)
    r"|^\S*nvshmem\S*\.(?:cpp|cu|cc|c|h):(?:\w+:)?\d+: "
    r"(?:NULL value |non-zero status: -?\d+\b|init failed for transport\b|Message truncated\b)"
    # a native extension's CUDA check that prints and exits (flash-attention's `CUDA error (.../
    # flash_fwd_launch_template.h:198): an illegal memory access was encountered`): the process is gone, and Ray's
    # report of the death follows
    r"|^CUDA error \(\S+\.(?:h|hpp|cuh?|cpp|cc):\d+\): \S"
    # a native extension's CUDA check in bitsandbytes' form (`Error no kernel image is available for execution on the
    # device at line 167 in file /src/csrc/ops.cu`)
    r"|^Error .+ at line \d+ in file \S+\.(?:cu|cuh|cpp|cc|c)$"
    # the NVIDIA driver's installer could not load its kernel module on the node (a driver container's log)
    r"|^ERROR: Unable to load the kernel module '"
    # Python's `-m` could not find the module the job runs (`python3: Error while finding module specification for
    # 'pkg.main' (ModuleNotFoundError: ...)`): the job's program never started
    r"|^\S+: Error while finding module specification for '"
    # a Python program refusing its command line (argparse: `prog.py: error: the following arguments are required:
    # --x` under its `usage:` line): it exited before doing anything, and its launcher's report of the exit follows
    rf"|^{ARGPARSE_ERROR}"
)


# uv's error report: a headline `  × <what failed>` and its causes `  ├─▶ ...` / `  ╰─▶ ...`, or the same in its
# ASCII theme (`  x`, `` |-> ``, `` `-> ``, `|`) (logscan strips the glyphs from `msg`; `text` keeps them)
_UV_HEAD = re.compile(r"^\s*×\s+\S|^\s+x\s+[A-Z]")
# pip's rich diagnostics open with the error's reference, `error: <kebab-case-code>`, above the `×` headline
_PIP_ERROR_REF = re.compile(r"^error: [a-z0-9]+(?:-[a-z0-9]+)+$")
_UV_CAUSE = re.compile(r"^\s*(?:[╰├]─▶|[`|]->)\s+\S")
_UV_TREE = re.compile(r"^\s*[│|](?!->)")  # a headline's or cause's continuation line in uv's tree
# uv's plain report (no terminal for the tree): `error: Failed to spawn: `x.py``, then `  Caused by: ...` lines
_UV_FLAT_HEAD = re.compile(r"^error: \S")
_OS_ERROR = re.compile(r"\(os error (?!(?:2|32|104|110|111|113)\))\d+\)")
_UV_FLAT_CAUSE = re.compile(r"^\s+Caused by: \S")
# ... or a one-line report, a sentence with no causes under it (`error: The lockfile at `uv.lock` needs to be updated,
# but `--locked` was provided.`); pip's error references (`error: kebab-case-code`) are not sentences
_UV_ONE_LINE = re.compile(r"^error: (?:[A-Z][a-z]+|failed to) ")
# pip's report of a build step that failed in a subprocess (the same `×` headline), with that subprocess's output
# boxed under it: `╰─> [20 lines of output]` ... `[end of output]`
_PIP_OUTPUT_START = re.compile(r"^\s*╰─>\s*\[\d+ lines? of output\]")
_PIP_OUTPUT_END = re.compile(r"^\s*\[end of output\]")


# A Python exception's line in a build's captured output (`RuntimeError: flash_attn was requested, but ...`)
_OUTPUT_EXC = re.compile(r"^[A-Za-z_][\w.]*(?:Error|Exception): \S")
_OUTPUT_EXC_BARE = re.compile(r"^[A-Za-z_][\w.]*(?:Error|Exception):$")
# A compiler's diagnostic on a source line (gcc/clang `file.h:203:37: error: ...`, nvcc `file.cuh(623): error: ...`):
# the code the build could not compile, which the build tool's exception over it (`Error compiling objects for
# extension`) only reports
_COMPILER_ERROR = re.compile(r"^\S+?(?::\d+:\d+|\(\d+\)): (?:fatal )?error: \S")


def _captured_output_cause(lines: Sequence[LogLine], head: int) -> int | None:
    """The line of a failed build step's own output, printed under pip's or uv's headline at `head`, that says what
    broke it: a module, file or library it lacked (as a build's own output does), else the exception it raised.
    pip boxes the output (`╰─> [N lines of output]` ... `[end of output]`); uv prints it indented under its cause
    tree (`[stdout]`, `[stderr]`). None when the headline carries no output."""
    indent = len(lines[head].text) - len(lines[head].text.lstrip())
    start = next((j for j in range(head + 1, min(len(lines), head + 6)) if _PIP_OUTPUT_START.match(lines[j].text)),
                 None)
    block: list[int] = []
    if start is not None:
        for j in range(start + 1, min(len(lines), start + 400)):
            if _PIP_OUTPUT_END.match(lines[j].text):
                break
            block.append(j)
    else:
        for j in range(head + 1, min(len(lines), head + 400)):
            t = lines[j].text
            tree = bool(_UV_CAUSE.search(t) or _UV_TREE.match(t))
            if t.strip() and len(t) - len(t.lstrip()) <= indent and not tree:
                break
            if not tree:
                block.append(j)
    # not the last, generic cause (any line of a build's output may say "error"), nor a warning the build printed
    block = [j for j in block if not PY_WARNING.match(lines[j].msg.strip())]
    for rx in _BUILD_CAUSES[:-1]:
        found = next((j for j in block if rx.search(lines[j].msg)), None)
        if found is not None:
            return found
    k = _cmake_message([lines[j].msg for j in block])
    if k is not None:
        return block[k]
    found = next((j for j in block if _COMPILER_ERROR.match(lines[j].msg.strip())), None)
    if found is not None:
        return found
    # else the last exception the output printed; one whose message begins on the next line (`RuntimeError:` alone,
    # then torch's CUDA-mismatch text) is quoted by that line
    for k in range(len(block) - 1, -1, -1):
        said = lines[block[k]].msg.strip()
        if _OUTPUT_EXC.match(said):
            return block[k]
        if _OUTPUT_EXC_BARE.match(said):
            return next((j for j in block[k + 1:] if lines[j].msg.strip()), block[k])
    return None


def _uv_error_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    """One event per uv error report: it failed to prepare the job's environment, and what ran after it (a script
    the missing environment could not run) follows from it. The message carries the headline and the causes, for
    the rules; the quote is the innermost cause (the tree's last `╰─▶`, as a chained traceback's first exception),
    or in uv's plain report the first cause when the headline only introduces them ("No solution found when
    resolving dependencies:"), else the headline."""
    taken = {e.index for e in events}
    for i, ln in enumerate(lines):
        # (the plain report is read from `msg`: a spinner line the terminal wrote it over is dropped there)
        flat = bool(_UV_FLAT_HEAD.search(ln.msg)) and i + 1 < len(lines) and bool(
            _UV_FLAT_CAUSE.search(lines[i + 1].text)
        )
        flat = flat or bool(_UV_ONE_LINE.search(ln.msg))
        if i in taken or not (flat or _UV_HEAD.search(ln.text)):
            continue
        cause_rx = _UV_FLAT_CAUSE if flat else _UV_CAUSE
        causes: list[int] = []
        for j in range(i + 1, min(len(lines), i + 40)):
            if cause_rx.search(lines[j].text):
                causes.append(j)
            elif lines[j].text.strip() and not lines[j].text.startswith((" ", "\t")):
                break
        head = ln.msg.strip()
        at = causes[-1] if causes and not flat else causes[0] if head.endswith(":") and causes else i
        # a cause the operating system gave (`No space left on device (os error 28)`) is why the step failed, wherever
        # it sits among the causes (a missing file's or a broken connection's error is not taken so: it names no file
        # and no host, and in uv's plain report the headline that names them stays quoted)
        os_said = next((j for j in causes if _OS_ERROR.search(lines[j].msg)), None)
        if os_said is not None:
            at = os_said
        ref = next((j for j in range(i - 1, max(-1, i - 3), -1) if lines[j].text.strip()), None)
        if at == i and ref is not None and _PIP_ERROR_REF.match(lines[ref].text.strip()):
            at = ref  # pip's diagnostic names its error first (`error: externally-managed-environment`), then says it
        inner = None if flat else _captured_output_cause(lines, i)
        if inner is not None:
            # the failed subprocess's own output is under the headline: its error is the cause, the headline the
            # installer's summary
            causes, at = [inner], inner
        # a step the installer runs in a subprocess builds a package (its requirements, wheel, metadata): a build
        kind: RootCauseKind = "build" if inner is not None else "log"
        ev = Event(i, lines[at], kind, "build failure" if inner is not None else None,
                   "\n".join([head, *(lines[j].msg.strip() for j in causes)]))
        ev.quote = lines[at].msg.strip()
        events.append(ev)


# Ray saying it cannot place an actor or task yet (it waits): a symptom, and the run's cause when nothing raised
# (or the raylet's report that the worker processes it started for them died before they registered: `Some workers
# of the worker process(62410) have not registered within the timeout. The process is dead, probably it crashed
# during start.`; one still alive is only slow to start, as a rollout engine's process often is)
_RAY_UNSCHEDULABLE = re.compile(
    r"^The actor or task with ID \S+ cannot be scheduled right now"
    r"|^Some workers of the worker process\(\d+\) have not registered within the timeout\. The process is dead\b"
)
# ... the same report for worker processes alive or dead: what a wait for the job's workers that gave up was waiting
# on (a slow start the job outwaited is no failure; one it gave up on is)
_WORKERS_UNREGISTERED = re.compile(
    r"(?P<msg>Some workers of the worker process\(\d+\) have not registered within the timeout\..*)$"
)
# a wait for the job's actors that gave up: ray.get's timeout, verl's register center, an actor whose worker process
# never started (`Worker has not started after 60 seconds`)
_WAIT_GAVE_UP = re.compile(
    r"GetTimeoutError|Failed to get register_center\w*|Worker has not started after \d+ seconds"
)


def _first_weak_event(lines: Sequence[LogLine], events: list[Event], rx: re.Pattern[str]) -> None:
    """The first line `rx` matches, as a weak event: quoted only when no process raised an error of its own."""
    taken = {e.index for e in events}
    for i, ln in enumerate(lines):
        if i not in taken and rx.match(ln.msg.strip()):
            ev = _line_event(i, ln)
            ev.weak = True
            events.append(ev)
            return


def _ray_waiting_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    """Ray's first warning that it cannot schedule one of the job's actors or tasks yet: a weak event (what the job
    was waiting on when nothing raised an error of its own, and the job was stopped or timed out waiting)."""
    _first_weak_event(lines, events, _RAY_UNSCHEDULABLE)


# filelock (huggingface_hub's cache) still waiting for a lock
# (uv waiting on a lock in its cache: `warning: Waiting to acquire lock for <dir> (lockfile: <path>)`)
_LOCK_WAIT = re.compile(r"^Still waiting to acquire lock on \S+|^warning: Waiting to acquire lock for \S+")


def _stuck_lock_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    """A process whose last words are that it is still waiting for a lock was stuck there (a stale lock nothing
    releases): one event at its first such line; what failed later (a timeout, a missing output) follows from it.
    A wait that ended (the process printed something else after it) is no error."""
    last: dict[str, int] = {}
    first_wait: dict[str, int] = {}
    for i, ln in enumerate(lines):
        t = ln.msg.strip()
        if not t or is_launcher(ln) or _SIGNAL.match(t) or _SIGNAL_DUMP.match(ln.msg) or PY_WARNING.match(t):
            continue  # (our runner's heartbeats, the kill's dump and shutdown warnings are not the process going on)
        proc = _proc(ln.stream)
        last[proc] = i
        if _LOCK_WAIT.match(ln.msg.strip()):
            first_wait.setdefault(proc, i)
        elif proc in first_wait:
            del first_wait[proc]
    taken = {e.index for e in events}
    for proc, i in first_wait.items():
        if _LOCK_WAIT.match(lines[last[proc]].msg.strip()) and i not in taken:
            events.append(_line_event(i, lines[i]))


def _first_per_process(
    lines: Sequence[LogLine], events: list[Event], rx: re.Pattern[str], quote: str | None = None
) -> None:
    """One event per process for the first line `rx` finds in what it printed, quoted whole or, with `quote`, as that
    group of the match."""
    seen: set[str] = set()
    taken = {e.index for e in events}
    for i, ln in enumerate(lines):
        m = rx.search(ln.msg.strip())
        if not m or _proc(ln.stream) in seen or i in taken:
            continue
        seen.add(_proc(ln.stream))
        ev = _line_event(i, ln)
        if quote is not None:
            ev.quote = ev.message = m.group(quote)
        events.append(ev)


# LLVM's `llvm_unreachable("why")`: the reason on its own line, then `UNREACHABLE executed at <file>.cpp:<line>!`,
# then whatever the compiler dumps (an IR module) before the abort
_LLVM_UNREACHABLE = re.compile(r"^UNREACHABLE executed at \S+:\d+!$")


def _llvm_unreachable_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    """One event per process for a compiler that hit LLVM's unreachable: its reason line is quoted, the location
    kept in the message (the abort that follows, and the IR it dumped, are its consequence)."""
    seen: set[str] = set()
    taken = {e.index for e in events}
    for i, ln in enumerate(lines):
        if not _LLVM_UNREACHABLE.match(ln.msg.strip()) or _proc(ln.stream) in seen:
            continue
        why = next(
            (j for j in range(i - 1, max(-1, i - 4), -1)
             if _proc(lines[j].stream) == _proc(ln.stream) and lines[j].msg.strip()),
            None,
        )
        at = why if why is not None and not is_launcher(lines[why]) else i
        if at in taken:
            continue
        seen.add(_proc(ln.stream))
        ev = _line_event(at, lines[at])
        ev.message = f"{lines[at].msg.strip()}\n{ln.msg.strip()}" if at != i else ln.msg.strip()
        events.append(ev)


def _native_error_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    """One event per process for the first native error line it printed (_NATIVE_ERROR)."""
    _first_per_process(lines, events, _NATIVE_ERROR)


# Kubernetes refusing the job's pods, as `kubectl describe` shows it: a condition's `Message:` or a
# `Warning  <Reason>  <age>  <source>  <message>` event from the scheduler (never placed) or the node's kubelet (its
# sandbox never created, its image never pulled, the pod evicted for the node's memory or disk); the message is
# quoted without the table
# (`kubectl get events` prints the same event as `<age>  Warning  <Reason>  <object>  <message>`; a pod's status as
# `Evicted: <message>`); an eviction also names a volume of the pod that outgrew its size limit
_SCHEDULER_REFUSAL = re.compile(
    r"^(?:Message:\s+|Warning\s+(?:FailedScheduling|Unschedulable|FailedCreatePodSandBox|Evicted|Failed|Unhealthy"
    r"|TopologyAffinityError)\s+\S+(?:\s+\([^)]*\))?\s+\S+\s+"
    r"|\S+\s+Warning\s+(?:FailedScheduling|Unschedulable|FailedCreatePodSandBox|Evicted|Failed|Unhealthy"
    r"|TopologyAffinityError)\s+\S+\s+"
    r"|(?:\w+\s+)?Evicted:\s+"
    # the pod's status message when the node's kubelet refused to admit it (`Pod was rejected: ...`), quoted whole
    r"|(?=Pod was rejected: ))"
    r"(?P<msg>(?=.*(?:\bunschedulable\b|Insufficient [\w./-]+|nodes are (?:un)?available|Failed to pull image "
    r"|Failed to create pod sandbox|The node was low on resource|Usage of EmptyDir volume \S+ exceeds the limit"
    r"|ephemeral (?:local )?storage (?:usage )?(?:exceeds|limit)"
    # the kubelet's liveness probe failing: it kills and restarts the container, whatever ran in it
    r"|Liveness probe failed"
    # ... or refusing to admit the pod on its node (a topology manager policy that cannot align its CPUs and GPUs)
    r"|Pod was rejected: |Resources cannot be allocated with Topology locality"
    # ... or its container runtime failing to create the container (an OCI hook, CDI devices it cannot resolve)
    r"|OCI runtime create failed))\S.*)$"
)


def _scheduler_refusal_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    """The first refusal of Kubernetes the log shows: the job's pods were never placed or never started."""
    _first_per_process(lines, events, _SCHEDULER_REFUSAL, quote="msg")


# cuDNN's own error log (on when CUDNN_LOGERR_DBG is set): `E! CuDNN (v90100 70) function cudnnBackendFinalize()
# called:`, then `e!  Error: CUDNN_STATUS_...; Reason: ...` lines from the deepest step out. The first reason is
# what failed; the framework's exception after it names only the cuDNN call.
_CUDNN_REASON = re.compile(r"^e!\s+(?P<reason>Error: CUDNN_STATUS_\w+; Reason: .+)$")


def _cudnn_log_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    """One event per process for the first reason cuDNN's error log gave, quoted without the log's `e!` mark."""
    _first_per_process(lines, events, _CUDNN_REASON, quote="reason")


# Docker's CLI reporting that the daemon refused to create or start the job's container (`docker: Error response from
# daemon: ...`): nothing of the job ran. A symptom-strength line: an error the runtime printed itself (its GPU hook's)
# explains it better where there is one.
_DOCKER_DAEMON = re.compile(r"^docker: Error response from daemon: ")


def _docker_daemon_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    _first_weak_event(lines, events, _DOCKER_DAEMON)


# nvidia-smi finding no driver to talk to, or no NVML library in the container: a symptom-strength line too; the
# driver installer's own error (a native error line) says why the driver is not there
_NVIDIA_SMI_NO_DRIVER_TEXT = (
    r"NVIDIA-SMI (?:has failed because it couldn't communicate with the NVIDIA driver"
    r"|couldn't find libnvidia-ml\.so library)"
)
_NVIDIA_SMI_NO_DRIVER = re.compile(rf"^{_NVIDIA_SMI_NO_DRIVER_TEXT}")
# A run that found no GPU at all (verl's placement check, torch's device count), or whose GPU stopped answering
# mid-run (the driver's catch-all `CUDA error: unknown error`, what a container whose device access was taken away
# gets, or a kernel launch failing then, `unspecified launch failure`): what nvidia-smi or NVML said in the same job
# explains why
_NO_GPU_SEEN = re.compile(
    r"available GPUs 0(?:\.0)? is less than|No CUDA GPUs are available|Found no NVIDIA driver on your system"
    # NeMo-RL's placement check where Ray counted none (`Requested 2 GPUs, but only 0 are available in the cluster`)
    r"|\bbut only 0 (?:GPUs )?(?:are )?available\b"
    r"|CUDA error: (?:unknown error|unspecified launch failure)"
    # torch.distributed asked for an NCCL process group where CUDA counted none
    r"|ProcessGroupNCCL is only supported with GPUs, no GPUs found"
)


def _no_driver_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    _first_weak_event(lines, events, _NVIDIA_SMI_NO_DRIVER)


# apt's error (`E: Unable to locate package ffmpeg`) and, before it, its report of a source it could not fetch
# (`Err:1 http://archive.ubuntu.com/ubuntu noble InRelease`, the reason indented under it). A package apt cannot
# locate after the index fetch failed is explained by the fetch's reason (`Temporary failure resolving '...'`).
_APT_ERROR = re.compile(r"^E: \S")
_APT_FETCH_FAILED = re.compile(r"^Err:\d+ \S+://")


def _apt_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    taken = {e.index for e in events}
    for i, ln in enumerate(lines):
        if i in taken or not _APT_ERROR.match(ln.msg.strip()):
            continue
        at = i
        for j in range(max(0, i - 60), i):
            # the first failed fetch of the same run of apt, its reason on the next line
            if _APT_FETCH_FAILED.match(lines[j].msg.strip()) and j + 1 < i and lines[j + 1].msg[:1].isspace():
                at = j + 1
                break
        events.append(_line_event(at, lines[at]))
        return


# Slurm's container plugin (pyxis, enroot) refusing to start a task's container, printed by srun or by the node's
# slurmstepd (`slurmstepd-<node>:` where Slurm names the node): that task never ran, and the launcher's report of
# its exit follows. pyxis's own headlines are fixed and say only that something failed; when it prints enroot's log
# after them (indented under `pyxis:`), the first line of that log that reads as an error says why.
_PYXIS = re.compile(r"^(?:srun: |slurmstepd(?:-[\w.-]+)?: )?error: (?:pyxis|enroot|spank[\w-]*): (?P<rest>.*)$")
_PYXIS_HEADLINE = re.compile(
    r"^(?:child \d+ failed with error code|failed to import docker image|container start failed with error code"
    r"|printing enroot log file|couldn't start container|if the image has an unusual entrypoint"
    r"|required plugin spank_pyxis\.so)"
)
_PYXIS_LOG_ERROR = re.compile(
    r"(?i)\b(?:error|failed|fatal|cannot|can't|could not|no such file|no space|denied|not found|invalid)\b"
)


def _pyxis_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    """One event per run of the container plugin's error lines: the first error line of the enroot log it printed,
    else its first line that is not one of its fixed headlines, else its first line."""
    taken = {e.index for e in events}
    i = 0
    while i < len(lines):
        if not _PYXIS.match(lines[i].msg.strip()):
            i += 1
            continue
        block = [i]
        while block[-1] + 1 < len(lines) and _PYXIS.match(lines[block[-1] + 1].msg.strip()):
            block.append(block[-1] + 1)
        i = block[-1] + 1
        rests = {k: m.group("rest") for k in block if (m := _PYXIS.match(lines[k].msg.strip()))}
        log = [k for k in block if rests[k].startswith("  ") and not rests[k].strip().startswith("[INFO]")]
        cause = next((k for k in log if _PYXIS_LOG_ERROR.search(rests[k])), None)
        if cause is None:
            cause = next((k for k in block if k not in log and not _PYXIS_HEADLINE.match(rests[k].strip())), block[0])
        if cause not in taken:
            events.append(_line_event(cause, lines[cause]))


# pytest's long failure report ends each failure with `path.py:LINE: ExcType`; the `E` lines above it (logscan
# strips their marker) are the exception as pytest shows it: a bare `assert` shows only the values it compared.
_PYTEST_FAILURE_END = re.compile(r"^(?P<file>[^\s:\"']+\.py):(?P<line>\d+): (?P<type>[A-Za-z_][\w.]*)\s*$")
_PYTEST_E = re.compile(r"^E(?: |$)")


def _pytest_failure_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    """One exception event per failure in pytest's long report whose `E` lines were not read as an exception
    already (a failed `assert`, a message without its type): quoted from the first `E` line, typed by the
    report's closing `path.py:LINE: ExcType`, with that frame (which an `E` line read as an exception already
    gets too, when it has none)."""
    taken = {e.index for e in events}
    for i, ln in enumerate(lines):
        m = _PYTEST_FAILURE_END.match(ln.text.strip())
        if not m:
            continue
        block: list[int] = []
        for j in range(i - 1, max(-1, i - 80), -1):
            if _PYTEST_E.match(lines[j].text):
                block.append(j)
            elif lines[j].text.strip():
                break  # the failing source line (`>`) above the E block, or no E block at all
        if not block:
            continue
        frame = Frame(file=m.group("file"), line=int(m.group("line")))
        if taken & set(block):
            # read as an exception already (its typed `E   TypeError: ...` line): the closing line is still where
            # it was raised, when nothing else said so
            for ev in events:
                if ev.index in block and not ev.frames:
                    ev.frames = [frame]
            continue
        first = min(block)
        msg = lines[first].msg.strip()
        if not msg:
            continue
        ev = Event(first, lines[first], "exception", m.group("type"), msg, [frame])
        ev.quote = msg
        events.append(ev)
        taken.add(first)


# pytest's short test summary line for a failed test (`FAILED tests/x.py::test_y - AssertionError: ...`); with no
# long report above it (`--tb=no`, or a report the log lost), the only line that says how the test failed
_PYTEST_SUMMARY_FAILED = re.compile(
    r"^(?:FAILED|ERROR) \S+::\S+ - (?P<exc>(?P<type>[A-Za-z_][\w.]*(?:Error|Exception|Failed|Exit)): (?P<msg>\S.*))$"
)


def _pytest_summary_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    """One exception event per failed test in pytest's short summary whose exception was not read already (from
    the long report's `E` lines, or a traceback): quoted as `Type: message` (the summary cuts a long message at
    the terminal's width, ending it with `...`, so a message read already is matched on its start)."""
    read = [(e.exc_type.rsplit(".", 1)[-1], e.message.strip()) for e in events if e.kind == "exception" and e.exc_type]
    taken = {e.index for e in events}
    for i, ln in enumerate(lines):
        m = _PYTEST_SUMMARY_FAILED.match(ln.msg.strip())
        if not m or i in taken:
            continue
        kind, msg = m.group("type").rsplit(".", 1)[-1], m.group("msg").removesuffix("...").strip()
        if any(t == kind and (r.startswith(msg[:60]) or msg.startswith(r[:60])) for t, r in read):
            continue
        ev = Event(i, ln, "exception", m.group("type"), m.group("msg").strip())
        ev.quote = m.group("exc").strip()
        events.append(ev)
        taken.add(i)
        read.append((kind, msg))


_RAY_TASK_PID = re.compile(r"\bray::[\w.]+\(\) \(pid=(\d+)")


def _kernel_assertions(lines: Sequence[LogLine], events: list[Event]) -> None:
    """A CUDA `device-side assert triggered` error is explained by the kernel's own assertion, which the same
    process printed first (`Indexing.cu:1553: indexSelectLargeIndex: ... Assertion `srcIndex < ...` failed.`):
    it names the check that failed, where the RuntimeError only says that one did."""
    for ev in events:
        if ev.kind != "exception" or not _DEVICE_ASSERT.search(ev.message):
            continue
        proc = _proc(ev.stream)
        # the worker's own error re-raised in the driver under Ray's `ray::Actor.method() (pid=N, ...)`: its kernel
        # printed the assertion in the actor's stream
        actor = next(
            (m.group(1) for j in range(ev.index - 1, max(-1, ev.index - 60), -1)
             if (m := _RAY_TASK_PID.search(lines[j].msg))),
            None,
        )
        first = None
        for j in range(ev.index - 1, max(-1, ev.index - 400), -1):
            stream = lines[j].stream
            mine = _proc(stream) == proc or (actor is not None and re.search(rf"\bpid={actor}\b", stream) is not None)
            if mine and _KERNEL_ASSERT.search(lines[j].msg):
                first = j
        if first is None and _LAUNCH_FAILURE.search(ev.message):
            # none of its own: a kernel shared by the ranks (an expert dispatch over NVSHMEM) trapped on a peer, which
            # said why first; this process only saw the launch fail. torch's own device asserts stay per process
            earlier = range(max(0, ev.index - 400), ev.index)
            first = next((j for j in earlier if _TRAP_ASSERT.search(lines[j].msg)), None)
        if first is not None:
            ev.index, ev.line, ev.quote = first, lines[first], lines[first].msg.strip()
    # DeepEP's host side giving up on its kernels (`DeepEP error: timeout (dispatch CPU)`) is explained by the first
    # kernel that timed out waiting on its peers and said so (`DeepEP dispatch forwarder timeout (RDMA meta), ...`),
    # in whichever rank it ran: the rank that gave up first is rarely the one whose kernel saw the stall
    for ev in events:
        if ev.kind != "exception" or not _DEEPEP_HOST_TIMEOUT.search(ev.message):
            continue
        earlier = range(max(0, ev.index - 400), ev.index)
        first = next((j for j in earlier if _DEEPEP_KERNEL_TIMEOUT.search(lines[j].msg)), None)
        if first is not None:
            ev.index, ev.line, ev.quote = first, lines[first], lines[first].msg.strip()


def _torchrun(lines: Sequence[LogLine]) -> tuple[int | None, int | None]:
    for i, ln in enumerate(lines):
        if _TORCHRUN_ROOT.match(ln.msg.strip()):
            rank = code = None
            for nxt in lines[i + 1 : i + 10]:
                rm = _TORCHRUN_RANK.match(nxt.msg)
                if rm:
                    rank = int(rm.group("rank"))
                cm = _TORCHRUN_EXIT.match(nxt.msg)
                if cm:
                    code = int(cm.group("code"))
            return rank, code
    return None, None


def _link_wrappers(events: list[Event]) -> None:
    """Name the wrapper that carried each exception (the wrapper line directly before the inner traceback)."""
    ordered = sorted(events, key=lambda e: e.index)
    for a, b in itertools.pairwise(ordered):
        if a.wrapper and not b.wrapper and a.exc_type and a.stream == b.stream and b.kind == "exception":
            b.wrapped_by.append(a.exc_type)


_SUBPROCESS_CARRIER = re.compile(r"(?i)^error raised in subprocess")


def _child_errors_carried(events: list[Event]) -> None:
    """`RuntimeError: Error raised in subprocess:` raised from a CalledProcessError prints the child's own
    traceback under it: the child's exception is the cause, the CalledProcessError only says the child failed."""
    by_index = {e.index: e for e in events}
    for ev in events:
        if ev.wrapper and ev.caused_by is not None and _SUBPROCESS_CARRIER.search(ev.message):
            cause = by_index.get(ev.caused_by)
            if cause is not None and (cause.exc_type or "").endswith("CalledProcessError"):
                cause.wrapper = True


# NCCL's generic return codes: the message itself says the details were logged (NCCL WARN lines)
_NCCL_GENERIC = re.compile(
    r"(?i)unhandled system error|\binternal error\b|unhandled cuda error|remote process exited or there was a "
    r"network error|nccl(?:System|Internal|UnhandledCuda|Remote)Error"
    # "invalid usage": NCCL names the category; its WARN line says which call was misused (sizes that differ between
    # ranks, a message truncated)
    r"|NCCL error: invalid usage|ncclInvalidUsage"
    # ... and any NCCL error whose message sends the reader to those lines (nccl4py's `NCCLError: INVALID_USAGE (5):
    # invalid usage (run with NCCL_DEBUG=WARN for details)`)
    r"|\(run with NCCL_DEBUG=\w+ for details\)"
    # ... and "invalid argument" (a buffer or count NCCL refused: its WARN line says which)
    r"|NCCL error in: [^\n]*\binvalid argument\b|ncclInvalidArgument"
    # the watchdog's C++ throw of a backend error, which aborts the process with no message of its own
    r"|instance of 'c10::DistBackendError'"
)
_NCCL_WARN = re.compile(r"\bNCCL WARN\s+(?P<msg>\S.*)$")
# UCX's own error log under NCCL's UCX net plugin: `[1716594409.54] [host:pid:tid]  sock.c:323  UCX  ERROR connect(...)
# failed: ...`; the bracketed time and process are decoration, the source location and level are UCX's message
_UCX_ERROR = re.compile(r"^(?:\[[\d.]+\]\s+\[[^\]]*\]\s+)?(?P<msg>[\w.]+:\d+\s+UCX\s+ERROR\s+\S.*)$")
# A surviving rank's word that a peer, or the store it served, went away (an NCCL WARN's socket closed or reset by
# the other side, a failed receive; torch's heartbeat to a TCPStore whose server shut down): what a rank sees when
# another failed first
_PEER_WENT_AWAY = re.compile(
    r"(?i)\bsocket\w*: Connection (?:closed|reset)|Connection closed by (?:remote )?peer|Connection reset by peer"
    r"|Socket recv failed|\bremote peer\b|TCPStore server has shut down"
)
# WARN lines that are not errors: the network plugin's absence, environment notices
_NCCL_WARN_BENIGN = re.compile(r"(?i)plugin|dlerror|libnccl-net|set by environment|\bignoring\b")


def _nccl_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """A generic NCCL error ("unhandled system error", "remote process exited or there was a network error") is
    explained by the first NCCL WARN line logged before it (a /dev/shm segment that did not fit, an IB completion
    error): quote that line, keeping the exception's type and frames for the classification."""
    if root is None:
        return root
    own = _NCCL_WARN.search(root.quote)
    if own:
        # the WARN line itself: quoted without NCCL's host:pid:tid [dev] file:line header
        return _ucx_details(lines, replace(root, quote=own.group("msg").strip()))
    # a collective that timed out (the watchdog's line) is explained the same way: NCCL warned of what stalled it
    if root.kind != "nccl-timeout" and not _NCCL_GENERIC.search(f"{root.quote}\n{root.message}"):
        return root
    warns = []
    for i in range(min(root.index, len(lines) - 1), -1, -1):
        m = _NCCL_WARN.search(lines[i].msg)
        if m and not _NCCL_WARN_BENIGN.search(m.group("msg")):
            warns.append((i, m.group("msg").strip()))
    if not warns:
        detail = _nccl_message_detail(root.message)
        return replace(root, quote=detail) if detail else root
    # a socket a peer closed is what this rank saw of a peer that failed first: that peer's own WARN (a /dev/shm
    # segment it could not create) says why
    warns = [w for w in warns if not _PEER_WENT_AWAY.search(w[1])] or warns
    same = [w for w in warns if lines[w[0]].stream == root.stream]
    at, msg = min(same or warns)
    return _ucx_details(lines, replace(root, index=at, line=lines[at], quote=msg))


# The node's kernel log (dmesg, printed by the runner's diagnostics) reporting the GPU failing in hardware: an Xid the
# driver reserves for the GPU itself (off the bus, double-bit ECC, row remapping, NVLink, GSP timeouts), not one an
# application can cause (13, 31, 43: a kernel's bad access)
GPU_FAULT_XID = r"NVRM: Xid \([^)]*\):? (?:48|61|62|63|64|74|79|92|94|95|119|120)\b"
# The kernel's NFS client losing its server (`nfs: server nas03 not responding, still trying`): a rank writing there
# blocks in the kernel until the server answers
NFS_NOT_RESPONDING = r"nfs: server \S+ not responding"
_KERNEL_EXPLAINS_STALL = re.compile(
    rf"(?P<msg>(?:{GPU_FAULT_XID}|NVRM: .*GPU has fallen off the bus|{NFS_NOT_RESPONDING}).*)$"
)


# A FUSE mount of an object store failing a read (s3fs's `fdcache_entity.cpp:Read(1921): ... (errno=-5)`, gcsfuse,
# goofys, blobfuse, mountpoint-s3 naming the I/O error): a page of a file mapped from there cannot be filled
OBJECT_STORE_READ_FAILED = (
    r"\bfdcache_\w+\.cpp:\w+\(\d+\): .*\(errno=-5\)"
    r"|\b(?:gcsfuse|goofys|blobfuse2?|mountpoint-s3)\b.*(?:Input/output error|errno=-5|\bEIO\b)"
)
_STORAGE_READ_FAILED = re.compile(rf"(?P<msg>(?:{OBJECT_STORE_READ_FAILED}|{NFS_NOT_RESPONDING}).*)$")


def _as_log_line(ev: Event) -> Event:
    """`ev` as the plain line it now quotes: another process's line (the kernel's, the raylet's, pip's), not the
    exception or its wrapper that it explains, whose message the rules would otherwise read again."""
    return replace(ev, kind="log", exc_type=None, message=ev.quote, frames=[], wrapper=False)


def _explained_by(lines: Sequence[LogLine], root: Event, rx: re.Pattern[str]) -> Event:
    """`root` in the place of the first line anywhere in the log that `rx` finds (quoted as its group `msg`): the
    diagnostics that say why (the kernel's log, kubectl's events, a storage daemon's) are printed after the job, so
    the line may come after the error it explains."""
    for i, ln in enumerate(lines):
        m = rx.search(ln.msg.strip())
        if m:
            return replace(root, index=i, line=ln, quote=m.group("msg").strip())
    return root


# Kubernetes' scheduler taking the job's pod away (`Pod is evicted, because of reclaim` in kubectl's events,
# Volcano's or Kueue's preemption for another queue): a process of that pod stopped by its SIGTERM
_POD_TAKEN_AWAY = re.compile(r"(?P<msg>.*\b[Pp]od (?:is|was) (?:evicted|preempted)\b.*)$")


def _evicted_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """A process stopped by a termination signal (SIGTERM, Python's `SystemExit: 143`, an agent's `got signal: 15`)
    is explained by the scheduler's report that it evicted or preempted the job's pod, printed anywhere in the log
    (kubectl's events come after the job)."""
    if root is None or not (stopped(root) or (exited(root) and root.message.strip() == "143")):
        return root
    return _explained_by(lines, root, _POD_TAKEN_AWAY)


# A process failing to reach its rendezvous peer (torch's store client timing out or refused, the elastic agent's
# rendezvous giving up)
_PEER_UNREACHED = re.compile(
    r"(?:^|\.)(?:DistNetworkError|DistStoreError|RendezvousConnectionError|RendezvousTimeoutError)$"
)


def _peer_never_started_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """A process that could not reach its rendezvous peer, while Kubernetes reports that a pod of the job was never
    placed or never started (its image not pulled, its sandbox not created), is explained by that report: the peer
    was never there to answer. `kubectl describe` is read after the job, so the line may come after the error."""
    if root is None or root.kind != "exception" or not _PEER_UNREACHED.search(root.exc_type or ""):
        return root
    return _explained_by(lines, root, _SCHEDULER_REFUSAL)


# The kernel's OOM killer naming the process it killed: the whole node out of memory, or a cgroup's limit (a pod's,
# a container's) reached
KERNEL_OOM_KILL = r"(?:Memory cgroup out of memory|Out of memory): Killed process \d+"
_KERNEL_OOM_KILL = re.compile(rf"(?P<msg>{KERNEL_OOM_KILL}.*)$")
# Ray's account of a worker that vanished without a word (no exception of its own): killed, or crashed
_WORKER_VANISHED = re.compile(r"A worker died or was killed while executing a task by an unexpected system error"
                              r"|Worker exit type: SYSTEM_ERROR"
                              # ... or a whole node of it whose raylet went silent (Ray's heartbeat detector) ...
                              r"|has been marked dead because the detector has missed too many heartbeats"
                              # ... or the job's own error saying a process of it was killed or died, without why
                              r"|\b(?:crashed or was killed|was killed|were killed|died unexpectedly)\b")


def _kernel_oom_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """A Ray worker that vanished without an error of its own (or a collective its peers waited on until the
    watchdog's timeout), while the node's kernel log says its OOM killer killed a process, is explained by the
    kernel's line (read after the job, so anywhere in the log)."""
    if root is None or not (
        root.kind == "nccl-timeout"
        or (root.kind == "signal" and root.exc_type == "SIGKILL")
        or _WORKER_VANISHED.search(f"{root.quote}\n{root.message}")
    ):
        return root
    killed = _explained_by(lines, root, _KERNEL_OOM_KILL)
    # the kill is a line of the kernel's, not the worker's error or Ray's wrapper of it (nor Ray's account of the
    # dead node)
    return root if killed is root else _as_log_line(killed)


def _mapped_read_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """A bus error (SIGBUS: a page of a memory-mapped file that could not be read in) while the storage the file
    lives on reported a failed read is explained by the storage's line: safetensors and the Bridge's loader map
    the weight files, and the fault lands in whatever copies them. The storage daemon's log is read after the
    job, so the line may come after the crash; the first such line is quoted."""
    if root is None or root.kind != "signal" or root.exc_type != "SIGBUS":
        return root
    return _explained_by(lines, root, _STORAGE_READ_FAILED)


# A Ray node that gave up reaching the head's GCS (a worker pod's `ray start`, KubeRay's wait-gcs-ready container):
# its GPUs never joined the cluster (the GCS client's `Failed to connect ... within 5 seconds` warnings are retries)
_GCS_UNREACHED = re.compile(
    r"(?P<msg>(?:ray\.exceptions\.RpcError: )?Timed out while waiting for GCS to become available.*)$"
)


# nvidia-smi (or NVML itself) saying it cannot reach the driver; the runner's diagnostics print it after the job,
# so the line may come after the error it explains. A process that reports NVML's failure under its own log header
# (Ray's raylet: `gpu_utils.cc:88: Failed to query GPU utilization via NVML: Failed to initialize NVML: ...`) is
# quoted from its own words on.
_DRIVER_UNREACHED = re.compile(
    rf"(?:^|: )(?P<msg>(?:{_NVIDIA_SMI_NO_DRIVER_TEXT}|(?:[A-Z][\w ]* NVML: )?Failed to initialize NVML: ).*"
    # the shell finding no nvidia-smi at all: the container was given none of the driver's tools
    r"|\A\S*sh: (?:line \d+: )?nvidia-smi: (?:command )?not found"
    # nvidia-smi reaching the driver and finding no device on it (the whole line is its answer), and an NGC image's
    # entrypoint refusing the host's driver as older than the one it was built for
    r"|\ANo devices were found\Z|\AERROR: This container was built for NVIDIA Driver Release [\d.]+ or later\b.*)$"
)


# torch's own account of why CUDA gave it no device, printed by a process the first time it asks for one
# (`.../torch/cuda/__init__.py:182: UserWarning: CUDA initialization: The NVIDIA driver on your system is too old ...`)
_TORCH_CUDA_INIT = re.compile(r"(?P<msg>\S*: UserWarning: CUDA initialization: .*)$")


def _torch_cuda_init_warning(lines: Sequence[LogLine], root: Event) -> Event:
    """torch's warning of why CUDA found no device, from the process that then failed (its last one before the
    error), else the first such warning in the log."""
    for i in range(min(root.index, len(lines)) - 1, -1, -1):
        ln = lines[i]
        if ln.stream == root.line.stream and (m := _TORCH_CUDA_INIT.search(ln.msg.strip())):
            return _as_log_line(replace(root, index=i, line=ln, quote=m.group("msg").strip()))
    seen = _explained_by(lines, root, _TORCH_CUDA_INIT)
    return root if seen is root else _as_log_line(seen)


def _no_gpu_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """A run that found no GPU, while nvidia-smi in the same job said it could not reach the driver or its library
    (before the error, or in the diagnostics after it): nvidia-smi's line says why no GPU was there; the error that
    found none is its consequence. Ray counting no GPU while a worker node could not reach the head's GCS (its logs
    are read after the job, so anywhere in the log) is that node's failure to join. Without either, torch's own
    warning of why CUDA initialization found no device says it."""
    if root is None or not _NO_GPU_SEEN.search(f"{root.quote}\n{root.message}"):
        return root
    for rx in (_DRIVER_UNREACHED, _GCS_UNREACHED):
        if (seen := _explained_by(lines, root, rx)) is not root:
            return seen
    return _torch_cuda_init_warning(lines, root)


# A run given fewer GPUs than it asked for (verl's placement check `Total available GPUs 7.0 is less than total desired
# GPUs 8`, Ray's `Not enough GPUs available`)
_GPUS_SHORT = re.compile(
    r"\bavailable GPUs [\d.]+ (?:is )?(?:less|fewer) than (?:the )?(?:total )?(?:desired|required|requested)"
    r"|Not enough GPUs available"
)
_GPU_FAULTED = re.compile(rf"(?P<msg>(?:{GPU_FAULT_XID}|NVRM: .*GPU has fallen off the bus).*)$")
# Slurm failing to start the job's step on a node (srun losing its node daemon, the step refused or its launch
# failing): that node's GPUs never joined the run
_STEP_NOT_LAUNCHED = re.compile(
    r"(?P<msg>srun: error: (?:slurm_receive_msgs: .*failed: Socket timed out on send/recv operation"
    r"|Unable to create step for job .*|task \d+ launch failed: .*|Task launch for \S+ failed on node .*))$"
)


def _gpus_short_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """A run given fewer GPUs than it asked for, while the node's kernel log reports a GPU failing in hardware (an
    Xid the driver reserves for the GPU itself, a GPU off the bus), is explained by the kernel's line: the device
    plugin took the failed GPU out of what the node offers. So is Slurm's report that the job's step never started
    on a node (its GPUs never joined). The kernel log may be printed before or after the error; the first such line
    is quoted. Where the count was none, why no GPU was found says it."""
    if root is None or not _GPUS_SHORT.search(f"{root.quote}\n{root.message}"):
        return root
    seen = _explained_by(lines, root, _GPU_FAULTED)
    if seen is root:
        seen = _explained_by(lines, root, _STEP_NOT_LAUNCHED)
    # (a count of none at all is a run that found no GPU, which nvidia-smi's failure explains)
    return seen if seen is not root else _no_gpu_details(lines, root)


# pip giving up on an install (`ERROR: Could not install packages due to an OSError: [Errno 28] No space left on
# device`), and the install command it ran for (`+ python -m pip install ... nvidia-modelopt`)
_PIP_INSTALL_FAILED = re.compile(r"^(?P<msg>ERROR: Could not install packages due to an \w+: .*)$")
_PIP_INSTALL_CMD = re.compile(r"\bpip3? install\b(?P<args>.*)$")


def _failed_install_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """A module the job could not import, after the job's own pip install of a package of that name failed (the
    install command names a package whose name holds the module's: `nvidia-modelopt` for `modelopt`), is explained
    by pip's error: the package was never installed, and pip said why."""
    m = _MISSING[0].search(root.message) if root is not None and root.kind == "exception" else None
    if root is None or m is None:
        return root
    package = _package_rx(m.group("module"))
    for i in range(min(root.index, len(lines)) - 1, -1, -1):
        failed = _PIP_INSTALL_FAILED.match(lines[i].msg.strip())
        if failed is None:
            continue
        cmds = (_PIP_INSTALL_CMD.search(lines[j].msg) for j in range(i - 1, max(-1, i - 200), -1))
        cmd = next((c for c in cmds if c is not None), None)
        names = [a for a in (cmd.group("args").split() if cmd else []) if not a.startswith("-") and "://" not in a]
        if any(package.search(n) for n in names):
            return _as_log_line(replace(root, index=i, line=lines[i], quote=failed.group("msg").strip()))
        return root
    return root


# Ray's own fatal line for a worker whose core worker was shut down under it, and the raylet's report that it lost the
# cluster's GCS (`gcs_rpc_client.h:552: Failed to connect to GCS within 60 seconds. GCS may have been killed. ...`)
_CORE_WORKER_SHUT_DOWN = re.compile(r"The core worker has already been shutdown\b")
_GCS_LOST = re.compile(r"(?:^|: )(?P<msg>Failed to connect to GCS within \d+ seconds\..*)$")


def _gcs_lost_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """A Ray worker whose core worker had been shut down under it, while a raylet reported it lost the GCS, is
    explained by the raylet's report: the cluster's control plane went away and took the workers with it."""
    if root is None or not _CORE_WORKER_SHUT_DOWN.search(f"{root.quote}\n{root.message}"):
        return root
    return _explained_by(lines, root, _GCS_LOST)


def _unregistered_worker_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """A wait for the job's workers that gave up (a `ray.get` timeout, verl's register center, an actor whose worker
    never started), while the raylet reported worker processes that had not registered with it, is explained by the
    raylet's report: the workers never came up, the wait only ran out."""
    if root is None or not (
        _WAIT_GAVE_UP.search(f"{root.exc_type or ''}\n{root.quote}\n{root.message}")
        or (root.kind == "exception" and _PEER_UNREACHED.search(root.exc_type or ""))
    ):
        return root
    said = _explained_by(lines, root, _WORKERS_UNREGISTERED)
    return root if said is root else _as_log_line(said)


def _kernel_log_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """A collective that timed out while the node's kernel reported why one rank stopped (its GPU failing, the
    network storage it was writing to gone) is explained by the kernel's line: that rank stopped answering, the
    others waited. The kernel log is read after the job, so the line may come after the timeout in the log; the
    first such line is quoted."""
    if root is None or root.kind != "nccl-timeout":
        return root
    return _explained_by(lines, root, _KERNEL_EXPLAINS_STALL)


_NCCL_CATEGORY = re.compile(r"^nccl\w+Error: ")
_NCCL_LAST_ERROR = re.compile(r"^Last error:\s*(?P<rest>.*)$")


def _nccl_message_detail(message: str) -> str | None:
    """The detail NCCL puts in a generic error's message after its category line (`ncclUnhandledCudaError: Call to
    CUDA function failed.`), with or without NCCL's `Last error:` label: what failed, when no WARN line said it."""
    lines = [ln.strip() for ln in message.splitlines()]
    at = next((i for i, ln in enumerate(lines) if _NCCL_CATEGORY.match(ln)), None)
    if at is None:
        return None
    for ln in lines[at + 1:]:
        m = _NCCL_LAST_ERROR.match(ln)
        text = m.group("rest").strip() if m else ln
        if text:
            return text
    return None


def _ucx_details(lines: Sequence[LogLine], root: Event) -> Event:
    """NCCL's WARN under its UCX net plugin is explained by the first error UCX logged before it (the connection
    UCX could not make): quote that line, keeping the exception's type and frames."""
    for i in range(min(root.index, len(lines) - 1) + 1):
        m = _UCX_ERROR.match(lines[i].msg.strip())
        if m:
            return replace(root, index=i, line=lines[i], quote=m.group("msg"))
    return root


# A compiler tool's own fatal line (`ptxas fatal   : Value 'sm_121a' is not defined for option 'gpu-name'`), which an
# exception carries in its message under a generic headline ("PTXAS error: Internal Triton PTX codegen error"), or
# its diagnostic at a position of its input (`ptxas /tmp/k.ptx, line 5; fatal   : Unsupported .version 8.7`), which
# comes before its closing `ptxas fatal   : Ptx assembly aborted due to errors`
_TOOL_FATAL = re.compile(
    r"^(?:ptxas|nvcc|nvlink|fatbinary|cicc|nvdisasm)\s+(?:\S+, line \d+;\s*(?:fatal|error)|fatal)\s*:\s*\S"
)


# The host compiler's own fatal error (`gcc: fatal error: cannot execute 'cc1plus': execvp: No such file or directory`),
# which nvcc prints before its `nvcc fatal   : Failed to preprocess host compiler properties.`
_HOST_COMPILER_FATAL = re.compile(r"^(?:[\w./-]*/)?(?:gcc|g\+\+|cc|c\+\+|clang(?:\+\+)?)(?:-\d+)?: fatal error: \S")


# An exception whose first message line only says that something failed, the reason on the lines under it (Ray's
# `RuntimeEnvSetupError: Failed to set up runtime environment.` then what the runtime env's setup raised)
# or a verifier's bare `Verification failed:` (MLIR's), its diagnostics on the lines under it
_HEADLINE_ONLY = re.compile(r"^Failed to set up runtime environment\.?$|^Verification failed:?$")


# ... or one that lists the errors it collected while trying alternatives, one per line (sgl_kernel's `CRITICAL: Could
# not load any common_ops library!` then `- ImportError: .../common_ops.abi3.so: undefined symbol: ...`), or
# pydantic's count of a model's validation errors whose validator raised (`1 validation error for ModelConfig`, then
# `Value error, <the validator's own message>`; a field's `Field required` says less than the headline)
_LISTED_ERROR = re.compile(r"^- (?:[\w.]+\.)?\w*(?:Error|Exception): \S|^(?:Value error|Assertion failed), \S")
_PYDANTIC_TAIL = re.compile(r"\s*\[type=\w+, input_value=.*$")


def _headline_details(root: Event | None) -> Event | None:
    """Quote the reason under a headline that says nothing of its own (or the first error it lists), keeping the
    exception's type and frames."""
    if root is None or root.kind != "exception":
        return root
    listed = next((t.strip() for t in root.message.splitlines()[1:] if _LISTED_ERROR.match(t.strip())), None)
    if listed is not None:
        # pydantic ends the validator's message with its own bookkeeping (`[type=value_error, input_value=...]`)
        return replace(root, quote=_PYDANTIC_TAIL.sub("", listed))
    msg = root.message.splitlines()
    if not msg or not _HEADLINE_ONLY.match(msg[0].strip()):
        return root
    detail = next((ln.strip() for ln in msg[1:] if ln.strip()), None)
    return replace(root, quote=detail) if detail else root


def _tool_fatal_details(root: Event | None, events: Sequence[Event] = ()) -> Event | None:
    """An exception whose message carries a compiler tool's fatal line is explained by that line: quote it, keeping
    the exception's position, type and frames for the classification. The line may be in the message of an exception
    raised while handling it (a `CalledProcessError` that only says the tool exited 255, then the caller's
    `RuntimeError` with the tool's stderr): it explains the first one all the same."""
    if root is None or root.kind != "exception":
        return root
    chain, seen = [root], {root.index}
    for e in sorted(events, key=lambda e: e.index):
        if e.kind == "exception" and e.caused_by in seen and e.index not in seen:
            chain.append(e)
            seen.add(e.index)
    for ev in chain:
        said = [text.strip() for text in ev.message.splitlines()[1:]]
        for at, text in enumerate(said):
            if _TOOL_FATAL.match(text):
                # nvcc runs the host compiler: that compiler's own fatal error before nvcc's is what stopped it
                host = next((h for h in said[:at] if _HOST_COMPILER_FATAL.match(h)), None)
                return replace(root, quote=host or text)
    # A build's whole output carried in the message (`RuntimeError: Ninja build failed. Ninja output:` then ninja's
    # lines): what broke the build, found as in a build's own output, explains it.
    out = [t.strip() for t in root.message.splitlines()[1:]]
    k = _build_cause(out) if any(_BUILD_FAIL.search(t) for t in out) else None
    return replace(root, quote=out[k]) if k is not None else root


# A compile error an exception reports with the compiler's output printed under it (torch inductor's `CppCompileError:
# C++ compile error`, then `Command:` and `Output:` blocks): the compiler's first diagnostic says what broke.
_COMPILE_ERROR = re.compile(r"(?i)\bCppCompileError\b|\bcompil(?:e|ation) error\b")
_COMPILER_DIAG = re.compile(r"^\S+?:\d+(?::\d+)?: (?:fatal )?error: \S")


# torch's BackendCompilerFailed says only which compiler backend raised (`backend='inductor' raised:`) and prints what
# it raised as the next line, an exception of its own
_BACKEND_RAISED = re.compile(r"^backend=.* raised:$")


def _backend_raised_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """Quote the exception a compiler backend raised, printed under the error that says it raised, keeping that
    error's position, type and frames for the classification."""
    if root is None or root.kind != "exception" or not _BACKEND_RAISED.match(root.message.strip()):
        return root
    inner = _first_under(lines, root, _OUTPUT_EXC, 3)
    return replace(root, quote=inner) if inner else root


def _compile_output_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """An exception that says only that a compile failed is explained by the compiler's first error in the output
    its process printed under it (before any other traceback of that process): quote that line, keeping the
    exception's position, type and frames for the classification."""
    if root is None or root.kind != "exception" or not _COMPILE_ERROR.search(f"{root.exc_type} {root.message}"):
        return root
    diag = _first_under(lines, root, _COMPILER_DIAG, 80)
    return replace(root, quote=diag) if diag else root


def _first_under(lines: Sequence[LogLine], root: Event, rx: re.Pattern[str], span: int) -> str | None:
    """The first line `rx` matches that the root's process printed within `span` lines under it, before another
    traceback of that process."""
    for ln in lines[root.index + 1 : root.index + span]:
        if ln.stream != root.stream:
            continue
        t = ln.msg.strip()
        if _TB_HEADER.search(t):
            break
        if rx.match(t):
            return t
    return None


# Triton's CompilationError names the kernel's source position (`at 41:16:`), prints the source around it, and ends
# with the error the compiler hit there as its repr (`AttributeError("module 'triton.language' has no attribute
# ...")`): that last line says what broke
_KERNEL_COMPILE_ERROR = re.compile(r"(?:^|\.)CompilationError$")
_INNER_REPR = re.compile(r"^[A-Z]\w*(?:Error|Exception)\(.*\)$")


def _kernel_compile_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """A kernel's CompilationError is explained by the compiler's own error printed as its last line (in the
    exception's message, or just under it in the same process's output): quote that line, keeping the exception's
    position, type and frames for the classification."""
    if root is None or root.kind != "exception" or not _KERNEL_COMPILE_ERROR.search(root.exc_type or ""):
        return root
    said = [t.strip() for t in root.message.splitlines()[1:] if _INNER_REPR.match(t.strip())]
    inner = said[-1] if said else _first_under(lines, root, _INNER_REPR, 60)
    return replace(root, quote=inner) if inner else root


# A command's failure reported with the command's own output printed under it (Ray's runtime-env setup running pip
# or uv: `SubprocessCalledProcessError: Run cmd[3] failed with the following details.`, the command, then `Last 50
# lines of stdout:`): the output's last error line says why the command failed.
_COMMAND_FAILED = re.compile(r"Run cmd\[\d+\] failed|CalledProcessError")
_COMMAND_OUTPUT = re.compile(r"^Last \d+ lines of (?:stdout|stderr|output):?$")
_OUTPUT_ERROR = re.compile(
    r"(?i)\berror\b|No module named|not found|No such file|[Pp]ermission denied|\bcannot\b|could not|\bfailed\b"
)


def _command_output_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """An exception that says only that a command failed is explained by the last error line of the command's
    output printed under it (by the same process, before a blank line or another traceback): quote that line,
    keeping the exception's position, type and frames for the classification."""
    if root is None or root.kind != "exception" or not _COMMAND_FAILED.search(f"{root.exc_type} {root.message}"):
        return root
    output: list[str] | None = None
    for ln in lines[root.index + 1 : root.index + 80]:
        if ln.stream != root.stream:
            continue
        t = ln.msg.strip()
        if output is None:
            if _TB_HEADER.search(t):
                break
            if _COMMAND_OUTPUT.match(t):
                output = []
            continue
        if not t or _TB_HEADER.search(t):
            break
        output.append(t)
    said = [t for t in output or [] if _OUTPUT_ERROR.search(t)]
    return replace(root, quote=said[-1]) if said else root


# Ray's driver-side words for "a Ray process on this node did not come up": the reason is in that process's own log
_RAY_START_GENERIC = re.compile(
    r"(?i)processes? failed to start ?up|node timed out during start ?up|has not been updated within \d+ seconds"
    # a client (`ray status`, `ray.init(address="auto")`) finding no cluster the job started: the head's processes
    # did not come up
    r"|Could not find any running Ray instance"
)
# A fatal line of a Ray process (raylet, gcs_server): `[date time C pid tid] (raylet) file.cc:N: msg`, C and F
# being Ray's fatal severities (logscan strips the header from the line's `msg`)
_RAY_FATAL = re.compile(
    r"^\[(?P<time>\d{4}-\d\d-\d\d [\d:,.]+) [CF] \d+ \d+\]\s+(?:\([\w ]+\)\s+)?[\w./-]+\.(?:cc|h|cpp):\d+:"
)


def _ray_fatal_events(lines: Sequence[LogLine], events: list[Event]) -> None:
    """A Ray process's fatal line (an internal check, logged at Ray's fatal severity with its source location) is
    an error of its own: the process aborts on it, and what fails after it (the node's actors, the driver's
    `ray.get`) follows from it. A fatal line a signal's dump already explains is that event."""
    taken = {e.index for e in events}
    for i, ln in enumerate(lines):
        if i not in taken and _RAY_FATAL.match(ln.text.strip()) and ln.msg.strip():
            events.append(_line_event(i, ln))


def _ray_fatal_time(ev: Event) -> str | None:
    m = _RAY_FATAL.match(ev.line.text.strip())
    return m.group("time") if m else None


def _ray_process_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """Ray saying that one of its processes failed to start ("the current node timed out during startup") is
    explained by the first fatal line a Ray process logged (a port already taken, a socket path too long),
    wherever the run printed that process's log: quote it without its glog header, keeping the exception's
    position, type and frames for the classification."""
    if root is None or not _RAY_START_GENERIC.search(f"{root.quote}\n{root.message}"):
        return root
    for ln in lines:
        if _RAY_FATAL.search(ln.text.strip()) and ln.msg.strip():
            return replace(root, line=ln, quote=ln.msg.strip())
    return root


# A supervisor reporting that a process it started ended (NeMo Gym's `Process finished unexpectedly!`), and the error
# line that process logged as it failed (a server's logger: uvicorn's `ERROR:    [Errno 98] error while attempting to
# bind on address ...`, Python logging's `ERROR:name:...`)
_CHILD_ENDED = re.compile(
    r"\b(?:[Pp]rocess|[Ss]ubprocess|[Cc]hild(?: process)?|[Ss]erver)\b.{0,40}\b(?:finished|exited|died|terminated) "
    r"unexpectedly"
)
_LOGGED_ERROR = re.compile(r"^ERROR:(?:\s+|[\w.]+:)(?P<msg>\S.*)$")


# A connection refused on a port (aiohttp's `Cannot connect to host 10.0.0.3:17243`, asyncio's `Connect call failed
# ('10.0.0.3', 17243)`, urllib3's `HTTPConnectionPool(host=..., port=17243)`) ...
_REFUSED_PORT = re.compile(
    r"(?:Cannot connect to host \S+?:|Connect call failed \('[^']*', |\bport=)(?P<port>\d{2,5})\b"
    r"|\b[Cc]onnection refused\b[^\n]*?:(?P<port2>\d{2,5})\b"
)
# ... and a server of the job that could not listen on a port (uvicorn's `[Errno 98] error while attempting to bind
# on address ('0.0.0.0', 17243): address already in use`, `bind: Address already in use ... :17243`)
_BIND_FAILED = re.compile(
    r"(?i)(?:address already in use|EADDRINUSE|error while attempting to bind|bind(?:ing)? failed|failed to bind)"
)


def _unbound_port_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """A connection refused on a port, where a line before it says a server of the job failed to listen on that same
    port, is explained by that line: nothing was there to answer."""
    if root is None or root.kind not in ("exception", "log"):
        return root
    m = _REFUSED_PORT.search(f"{root.quote}\n{root.message}")
    if m is None:
        return root
    port = m.group("port") or m.group("port2")
    on_port = re.compile(rf"[(:,\s']{port}\b")
    for i in range(root.index):
        said = lines[i].msg.strip()
        if _BIND_FAILED.search(said) and on_port.search(said):
            return _as_log_line(replace(root, index=i, line=lines[i], quote=said))
    return root


def _child_error_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """A supervisor's report that a process it started ended is explained by the error that process logged before
    it, in the same stream: the supervisor only saw it go."""
    if root is None or root.kind != "exception" or not _CHILD_ENDED.search(root.message):
        return root
    proc = _proc(root.stream)
    for i in range(root.index - 1, max(-1, root.index - 80), -1):
        if _proc(lines[i].stream) != proc:
            continue
        m = _LOGGED_ERROR.match(lines[i].msg.strip())
        if m:
            return replace(root, index=i, line=lines[i], quote=m.group("msg").strip())
    return root


# The raylet fate-shares with its agents (`The raylet exited immediately because one Ray agent failed, agent_name =
# dashboard_agent`): the agent's own ERROR line, from its log printed after the job (Ray's Python log format, `<date>
# <time> ERROR <file>.py:<line> -- <message>`, from one of the agent's modules: `agent.py`, `http_server_agent.py`,
# `runtime_env_agent.py`; the driver's own `ERROR worker.py:...` lines are not the agent's), says why it failed
_RAY_AGENT_FAILED = re.compile(r"The raylet exited immediately because one Ray agent failed")
_RAY_AGENT_ERROR = re.compile(r"^\S+ \S+\s+(?:ERROR|CRITICAL) \w*agent\w*\.py:\d+ -- \S")


def _ray_agent_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """A raylet that exited because one of its agents failed is explained by the agent's own error, when the log
    carries the agent's log."""
    if root is None or not _RAY_AGENT_FAILED.search(root.quote or root.message):
        return root
    # (the level is in the line's logging header, which the quote leaves out)
    at = next((i for i, ln in enumerate(lines) if _RAY_AGENT_ERROR.match(ln.text.strip())), None)
    if at is None:
        return root
    said = lines[at]
    return replace(root, index=at, line=said, quote=said.msg.strip())


# A placement loop that gave up after its tries (NeMo-RL's `ResourceInsufficientError: Maximum number of retries reached
# (6). Cluster resources may be insufficient ...`) printed what each try found short before it gave up
_RETRIES_GAVE_UP = re.compile(r"Maximum number of retries reached\b")
_RESOURCES_SHORT = re.compile(r"(?P<msg>Not enough (?:GPUs|resources) available\b.*)$")


def _retries_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """A loop that gave up after its retries is explained by what its first try said was short (`Not enough GPUs
    available. Requested 2 GPUs, but only 0 are available in the cluster.`), printed before it gave up."""
    if root is None or not _RETRIES_GAVE_UP.search(f"{root.quote}\n{root.message}"):
        return root
    return _explained_by(lines, root, _RESOURCES_SHORT)


# A registry that imports its optional parts under `try`, warns when one fails to import and goes on (verl's
# verl/workers/engine/__init__.py: `megatron engine is not available: ImportError('...')`), then refuses the part the
# job asked for (`AssertionError: Unknown backend: megatron`): the import error in the warning is why.
_UNAVAILABLE = re.compile(
    r"\b(?P<name>[\w.-]+)(?: engine| backend| extension| plugin| kernels?)? is not available: "
    r"(?P<exc>[A-Z]\w*(?:Error|Exception))\((?P<arg>.+)\)\s*$"
)
_REFUSED_PART = re.compile(r"(?i)\b(?:unknown|unsupported|not (?:registered|supported|available|found))\b")


def _unavailable_part_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """An error refusing a part by name (`Unknown backend: megatron`) after a warning that the part could not be
    imported: the warning's import error, which is what the job must fix."""
    if root is None or root.kind != "exception" or not _REFUSED_PART.search(root.message or root.quote):
        return root
    said = f"{root.message}\n{root.quote}"
    for i in range(root.index - 1, -1, -1):
        m = _UNAVAILABLE.search(lines[i].msg)
        if m and re.search(rf"(?<![\w.-]){re.escape(m.group('name'))}(?![\w-])", said):
            arg = m.group("arg").strip()
            if len(arg) >= 2 and arg[0] == arg[-1] and arg[0] in "'\"":
                arg = arg[1:-1]
            return _line_event(i, lines[i], "exception", m.group("exc"), arg)
    return root


# The rendezvous store's wait for ranks that did not join, and a rank's own report that it could not reach the
# store (torch raises it in the rank that gave up connecting)
_STORE_WAIT = re.compile(r"DistStoreError: Timed out after \d+ seconds waiting for clients")
_STORE_CLIENT_GAVE_UP = re.compile(
    r"^(?:torch\.distributed\.)?DistNetworkError: The client socket has timed out after \d+ms while trying to "
    r"connect to\b"
)


def _store_unreached_details(lines: Sequence[LogLine], root: Event | None) -> Event | None:
    """The store's timeout waiting for clients is explained by a rank that raised because it could not connect to
    the store: that rank's error says why it never joined."""
    if root is None or not _STORE_WAIT.search(f"{root.quote}\n{root.exc_type}: {root.message}"):
        return root
    proc = _proc(root.stream)
    for i, ln in enumerate(lines):
        if _proc(ln.stream) != proc and _STORE_CLIENT_GAVE_UP.match(ln.msg.strip()):
            exc, _, message = ln.msg.strip().partition(": ")
            return _line_event(i, ln, "exception", exc, message)
    return root


_EXPLAINED_ELSEWHERE = (
    _child_error_details,
    _evicted_details,
    _unbound_port_details,
    _store_unreached_details,
    _unavailable_part_details,
    _kernel_log_details,
    _kernel_oom_details,
    _mapped_read_details,
    _peer_never_started_details,
    _no_gpu_details,
    _retries_details,
    _gpus_short_details,
    _unregistered_worker_details,
    _gcs_lost_details,
    _failed_install_details,
    _ray_process_details,
    _ray_agent_details,
)


def analyze(lines: Sequence[LogLine]) -> Analysis:
    streams: dict[str, list[int]] = defaultdict(list)
    for i, ln in enumerate(lines):
        streams[ln.stream].append(i)
    events: list[Event] = []
    for idx in streams.values():
        _StreamParser(lines, idx, events).run()
    _build_events(lines, events)
    _native_error_events(lines, events)
    _llvm_unreachable_events(lines, events)
    _scheduler_refusal_events(lines, events)
    _cudnn_log_events(lines, events)
    _docker_daemon_events(lines, events)
    _no_driver_events(lines, events)
    _apt_events(lines, events)
    _pyxis_events(lines, events)
    _stuck_lock_events(lines, events)
    _uv_error_events(lines, events)
    _pytest_failure_events(lines, events)
    _pytest_summary_events(lines, events)
    _signal_events(lines, events)
    _shell_signal_events(lines, events)
    _ray_fatal_events(lines, events)
    _ray_waiting_events(lines, events)
    _link_wrappers(events)
    _child_errors_carried(events)
    _kernel_assertions(lines, events)
    events.sort(key=lambda e: e.index)
    _probe_reports(lines, events)
    _installed_after(lines, events)
    _rebuilt_remote_errors(lines, events)
    rank, code = _torchrun(lines)
    root = _nccl_details(lines, _killed_for_memory(lines, events, choose(events, rank)))
    root = _raised_with_frames(_peer_exited_details(root, events), events, lines)
    root = _timeout_after_unhandled_error(lines, root, events)
    root = _instantiated_error(lines, root, events)
    # a line elsewhere in the log (often printed after the job: the kernel's, Kubernetes', a storage daemon's)
    # that says why the root happened takes its place, in this order
    for explain in _EXPLAINED_ELSEWHERE:
        root = explain(lines, root)
    root = _compile_output_details(lines, _headline_details(_tool_fatal_details(root, events)))
    root = _kernel_compile_details(lines, _command_output_details(lines, root))
    root = _backend_raised_details(lines, root)
    return Analysis(events, root, rank, code)


# An instantiate helper's wrapper (Hydra's `hydra.errors.InstantiationException`, the Bridge's copy in
# megatron.bridge.utils.instantiate_utils): `Error in call to target 'pkg.Class':` and, on the next line, the repr of
# the error the target raised (`ValueError('...')`)
_INSTANTIATE_WRAPPER = re.compile(r"InstantiationException\b[^\n]*\bError in call to target '[\w.]+'")
_ERROR_REPR = re.compile(r"^(?P<type>[A-Za-z_][\w.]*(?:Error|Exception|Exit))\((?P<q>['\"])(?P<msg>.*)(?P=q)\)$")


def _instantiated_error(lines: Sequence[LogLine], root: Event | None, events: Sequence[Event]) -> Event | None:
    """An instantiate wrapper is explained by the error its target raised: that error's own report (with its
    traceback) where the log has one, else the repr the wrapper carries on the line under it."""
    if root is None or root.kind != "exception" or not _INSTANTIATE_WRAPPER.search(f"{root.exc_type}: {root.message}"):
        return root
    proc = _proc(root.stream)
    nxt = next((j for j in range(root.index + 1, min(len(lines), root.index + 6)) if _proc(lines[j].stream) == proc),
               None)
    m = _ERROR_REPR.match(lines[nxt].msg.strip()) if nxt is not None else None
    if nxt is None or m is None:
        return root
    kind, said = m.group("type"), m.group("msg")
    raised = (
        ev for ev in events
        if ev.kind == "exception" and ev is not root and not ev.wrapper and (ev.exc_type or "").endswith(kind)
        and ev.message.strip() == said.strip()
    )
    return next(raised, None) or _line_event(nxt, lines[nxt], "exception", kind, said)


# Ray's report of an error a remote task raised that nobody retrieved (printed when its result is dropped, often
# long after the task failed), and what an error of the collectives itself says
_RAY_UNHANDLED = re.compile(r"^Unhandled error \(suppress with 'RAY_IGNORE_UNHANDLED_ERRORS=1'\)")
_COMMUNICATION_ERROR = re.compile(
    r"(?i)timed? ?out|\bNCCL\b|DistBackendError|DistNetworkError|[Cc]onnection|watchdog|ActorDied|RayActorError"
)
# Ray's wrapper for an exception a task raised, re-raised where its result was waited on
_RAY_TASK_ERROR = re.compile(r"RayTaskError\((?!.*(?:ActorDied|RayActor|NCCL|DistBackend))")


def _timeout_after_unhandled_error(lines: Sequence[LogLine], root: Event | None,
                                   events: Sequence[Event]) -> Event | None:
    """An NCCL watchdog timeout while a rank of the job raised its own error from its code, in a task nobody waited
    on (Ray's `Unhandled error`, printed when the result is dropped, so after the timeout) or in the task the driver
    waited on (`RayTaskError(CheckpointError)`: the driver's ray.get re-raising it): the peers waited in a collective
    for a rank that had failed; its error is the cause."""
    if root is None or root.kind != "nccl-timeout":
        return root
    for ev in events:
        if ev.index <= root.index or ev.kind != "exception" or not ev.originating():
            continue
        if _COMMUNICATION_ERROR.search(f"{ev.exc_type}: {ev.message}"):
            continue
        if ev.frames and any(_RAY_TASK_ERROR.search(w) for w in ev.wrapped_by):
            return ev
        proc = _proc(ev.stream)
        if any(_proc(lines[j].stream) == proc and _RAY_UNHANDLED.match(lines[j].msg.strip())
               for j in range(ev.index - 1, max(-1, ev.index - 60), -1)):
            return ev
    return root


# NCCL's word for a peer that went away (ncclRemoteError), as a rank's watchdog reports it
_REMOTE_EXITED = re.compile(r"Process group watchdog thread terminated with exception: NCCL error: remote process "
                            r"exited")


def _peer_exited_details(root: Event | None, events: Sequence[Event]) -> Event | None:
    """A watchdog's report that a peer exited, or a rank's report that its peer's socket closed (Gloo's `Connection
    closed by peer`, NCCL's socket WARNs), is explained by the error a peer raised from its code (frames, not an error
    of the collectives), wherever the log prints it."""
    if root is None:
        return root
    said = f"{root.quote}\n{root.message}"
    if not (_REMOTE_EXITED.search(said) or _PEER_WENT_AWAY.search(said)):
        return root
    raised = (
        ev for ev in events
        if ev.kind == "exception" and ev.frames and ev.originating() and _proc(ev.stream) != _proc(root.stream)
        and not _COMMUNICATION_ERROR.search(f"{ev.exc_type}: {ev.message}")
    )
    return next(raised, root)


_CUDA_ERROR = re.compile(r"CUDA error: [^\n]+?(?=\n|$)")
# C++'s report of the exception the NCCL watchdog thread threw (it aborts the process)
_WATCHDOG_ABORT = re.compile(r"terminate called after throwing an instance of 'c10::DistBackendError'")


def _raised_with_frames(root: Event | None, events: Sequence[Event], lines: Sequence[LogLine]) -> Event | None:
    """A CUDA error a rank's NCCL watchdog reported (asynchronously, with no Python frames) while another rank of the
    job raised the same CUDA error from its code, with a traceback: the raise says where the fault was. The
    watchdog's abort (`terminate called after throwing an instance of 'c10::DistBackendError'`, the SIGABRT it
    brings) is that report too: its watchdog line, printed just before in the same process, names the error."""
    if root is None:
        return root
    said_here = f"{root.quote}\n{root.message}"
    if root.kind == "signal" and _WATCHDOG_ABORT.search(said_here):
        proc = _proc(root.stream)
        said_here = next(
            (lines[j].msg for j in range(root.index - 1, max(-1, root.index - 40), -1)
             if _proc(lines[j].stream) == proc and _WATCHDOG_ERROR.search(lines[j].msg)),
            "",
        )
    if not _WATCHDOG_ERROR.search(said_here):
        return root
    m = _CUDA_ERROR.search(said_here)
    if m is None:
        return root
    said = m.group(0).strip()
    for ev in events:
        if (
            ev.kind == "exception" and ev.frames and not ev.wrapper and ev is not root
            and _proc(ev.stream) != _proc(root.stream) and said in ev.message
            and not _WATCHDOG_ERROR.search(ev.message)
        ):
            return ev
    return root


def _probe_reports(lines: Sequence[LogLine], events: Sequence[Event]) -> None:
    """An exception printed without a traceback by a command the script ran after the job had already raised (a
    `+ ray status` that finds no cluster left) is that command's report of the state the failure left behind: a
    consequence, not a cause. Events are in log order."""
    raised: int | None = None
    for e in events:
        if e.kind != "exception":
            continue
        if raised is not None and not e.frames and not e.wrapper and any(
            is_launcher(lines[i]) for i in range(raised + 1, e.index)
        ):
            e.weak = True
        elif raised is None:
            raised = e.index


_RAY_ORIGINAL_EXCEPTION = re.compile(r"^Original exception \(string repr\):")


def _rebuilt_remote_errors(lines: Sequence[LogLine], events: Sequence[Event]) -> None:
    """Ray failing to rebuild a worker's exception in the caller (pickle.loads in its `from_ray_exception` raising
    `TypeError: X.__init__() missing ...` for an exception class with required arguments) says only that the class
    does not pickle. Where Ray then prints the original (`Original exception (string repr):` and the worker's own
    traceback), the worker's exception is the error; the rebuild failure and what Ray raised over it are symptoms.
    Events are in log order."""
    marks = [i for i, ln in enumerate(lines) if _RAY_ORIGINAL_EXCEPTION.match(ln.msg.strip())]
    if not marks:
        return
    for e in events:
        if e.kind != "exception" or not e.frames or e.frames[-1].function != "from_ray_exception":
            continue
        if not e.frames[-1].file.replace("\\", "/").endswith("ray/exceptions.py"):
            continue
        mark = next((m for m in marks if m > e.index), None)
        if mark is None or not any(o.kind == "exception" and o.index > mark and o.frames for o in events):
            continue
        e.weak = True
        for o in events:  # what Ray raised from it (`raise UnserializableException(msg) from e`)
            if o.caused_by == e.index:
                o.weak = True


_INSTALLED_LINE = re.compile(r"^Successfully installed (?P<dists>.+)$")


def _dist_name(token: str) -> str:
    """`nvidia-modelopt-0.45.0` -> `nvidia-modelopt`: a distribution's name as pip reports it installed, normalized
    (PEP 503: lower case, runs of -_. as one -)."""
    return re.sub(r"[-_.]+", "-", re.sub(r"-\d[\w.+!-]*$", "", token.strip())).lower()


def _installed_after(lines: Sequence[LogLine], events: Sequence[Event]) -> None:
    """A missing module that the script then installs (`import modelopt` fails in a probe, then pip reports
    `Successfully installed nvidia-modelopt-0.45.0 ...`) was answered by the script: what the job stopped on comes
    later, so the probe's error is only a symptom. The distribution must carry the module's name (`modelopt` in
    `nvidia-modelopt`, `flash_attn` as `flash-attn`). Events are in log order."""
    installs: list[tuple[int, set[str]]] = []
    for i, ln in enumerate(lines):
        m = _INSTALLED_LINE.match(ln.msg.strip())
        if m:
            installs.append((i, {_dist_name(t) for t in m.group("dists").split()}))
    if not installs:
        return
    for e in events:
        if e.kind != "exception" or not e.originating():
            continue
        m = _MISSING[0].search(e.message)  # `No module named '...'`
        if m is None:
            continue
        mod = re.sub(r"_+", "-", m.group("module").split(".")[0]).lower()
        if any(
            at > e.index and any(d == mod or d.endswith("-" + mod) for d in dists)
            for at, dists in installs
        ):
            e.weak = True


# Ray's memory monitor reporting the workers it killed for host memory (the raylet, at error severity), and Ray's
# account of such a death (a wrapper's exit detail, the OutOfMemoryError the driver raises)
_RAY_MEMORY_KILL_REPORT = re.compile(r"^\d+ Workers \(tasks / actors\) killed due to memory pressure \(OOM\)")
_RAY_WORKER_DIED = re.compile(r"^A worker died or was killed while executing a task by an unexpected system error")
# ... and the memory monitor's own account printed under a death (`Memory on the node (IP: ...) where the task ... was
# running was 95.1GB / 100GB`), which names the node, its memory and the task it killed
_MEMORY_ACCOUNT = re.compile(r"Memory on the node \(IP: [^)]*\) where the task")
_MEMORY_KILL_DEATH = re.compile(
    rf"killed due to the node running low on memory|NODE_OUT_OF_MEMORY|{_MEMORY_ACCOUNT.pattern}"
)
# A peer's connection closing under a collective (gloo's `Connection closed by peer`, NCCL's `remote process exited`):
# what a killed peer leaves behind, like a collective's timeout
_PEER_CLOSED = re.compile(r"Connection closed by peer|remote process exited")


def _killed_for_memory(lines: Sequence[LogLine], events: Sequence[Event], root: Event | None) -> Event | None:
    """A collective timeout, or a peer's closed connection, after Ray's memory monitor killed a worker is what the kill
    left behind (the peers waited for a rank that was gone): the cause is Ray's own account of that death (printed
    before the timeouts or after them), quoted from the death's line, or the raylet's words printed with its report.
    Only when the raylet reported the kill before the timeout; a kill report in a run that failed its own way stays
    noise. Ray's bare report of a worker's death is explained by the kill report printed with it."""
    if root is not None and root.kind == "process-exit" and _RAY_WORKER_DIED.search(root.message):
        # Ray's "a worker died ... by an unexpected system error" says nothing of why; the memory monitor's report
        # of the workers it killed, printed with it (the raylet reports its kills a moment later), does
        for j in range(root.index + 1, min(len(lines), root.index + 20)):
            if _RAY_MEMORY_KILL_REPORT.search(lines[j].msg.strip()):
                return _line_event(j, lines[j])
        return root
    if root is None or not (
        root.kind == "nccl-timeout" or (root.kind == "exception" and _PEER_CLOSED.search(root.message))
    ):
        return root
    reports = [i for i, ln in enumerate(lines[: root.index]) if _RAY_MEMORY_KILL_REPORT.search(ln.msg.strip())]
    if not reports:
        return root
    for e in sorted(events, key=lambda e: e.index):
        if e.index == root.index:
            continue
        if e.wrapper and e.death is not None and _MEMORY_KILL_DEATH.search(e.death[1].msg):
            at, line = e.death
            return replace(e, index=at, line=line, quote=line.msg.strip(), wrapper=False, frames=[])
        if e.kind == "exception" and not e.wrapper and _MEMORY_KILL_DEATH.search(f"{e.exc_type} {e.message}"):
            return e
    # no process's account of the death: the raylet's own words for it, printed with its kill report
    for j in range(reports[0], min(root.index, reports[0] + 5)):
        if _MEMORY_KILL_DEATH.search(lines[j].msg):
            return _line_event(j, lines[j])
    return root


def _raised_as(first: Event, cands: Sequence[Event]) -> Event:
    """A line a process logged and then raised, word for word, as the message of its next exception (a C++
    extension printing its error to stderr before throwing it into Python) is that exception: one error, and the
    raised copy names its type and the frame it came from."""
    if first.kind != "log" or first.exc_type is not None:
        return first
    said = first.quote.strip()
    for e in sorted(cands, key=lambda e: e.index):
        if e.index <= first.index or _proc(e.stream) != _proc(first.stream):
            continue
        if e.kind == "exception":
            return e if said and e.message.strip() == said else first
    return first


def _reported_with_its_cause(first: Event, events: Sequence[Event]) -> Event:
    """An exception printed without its cause (Ray's copy of a worker's error in the driver, which keeps only the
    last exception of the chain) is the same error another process printed later with the cause it was raised from
    (`The above exception was the direct cause of the following exception:`): that cause, at the chain's bottom."""
    if first.kind != "exception" or not first.exc_type:
        return first
    by_index = {e.index: e for e in events}
    said = first.message.strip().partition("\n")[0]  # (Ray's copy may cut a multi-line message short)
    for ev in events:
        if (
            ev.index > first.index and ev.caused_by is not None and ev.exc_type == first.exc_type
            and ev.message.strip().partition("\n")[0] == said and _proc(ev.stream) != _proc(first.stream)
        ):
            cause, seen = by_index.get(ev.caused_by), {ev.index}
            while cause is not None and cause.caused_by is not None and cause.index not in seen:
                seen.add(cause.index)
                cause = by_index.get(cause.caused_by)
            if cause is not None and cause.kind == "exception" and not (cause.wrapper or cause.caught_at_shutdown):
                return cause
    return first


def choose(events: Sequence[Event], torchrun_rank: int | None = None) -> Event | None:
    cands = [e for e in events if e.originating()]
    if torchrun_rank is not None:
        on_rank = [e for e in cands if e.line.rank == torchrun_rank]
        cands = on_rank or cands
    if cands:
        first = _reported_with_its_cause(_raised_as(min(cands, key=lambda e: e.index), cands), events)
        if _ray_fatal_time(first) is not None:
            # Ray's processes stamp their fatal lines with their own clock, and a process's log is often printed
            # after what its death caused (a gcs_server.out the runner dumps at the end): by that clock, the first
            # Ray process to abort is the one the others lost.
            fatal = [(t, e.index, e) for e in cands if (t := _ray_fatal_time(e)) is not None]
            first = min(fatal, key=lambda f: (f[0], f[1]))[2]
        return first
    rest = [e for e in events if not e.caught_at_shutdown and e.caused_by is None]
    # No process printed an exception of its own, and Ray says why a worker died before any symptom (broken
    # pipes, resets) appeared: the death is the cause, quoted from Ray's own line.
    died = [(e, e.death) for e in rest if e.wrapper and e.death is not None]
    if died:
        first, (at, line) = min(died, key=lambda pair: pair[0].index)
        # (a symptom saying a peer went away, printed by a surviving rank, follows from the death wherever the
        # driver's report of it is printed)
        if all(e.index > first.index or _PEER_WENT_AWAY.search(e.quote or e.message)
               for e in rest if e.weak and not e.wrapper):
            return replace(first, index=at, line=line, quote=line.msg.strip(), wrapper=False, frames=[])
    weak = [e for e in rest if e.weak and not e.wrapper] or rest
    # Among symptoms, an exception the process raised over a message it logged about the same trouble (a socket
    # warning before the DistNetworkError that ended the launcher): the exception is what stopped the job.
    raised = [e for e in weak if e.kind == "exception" and not _interrupt(e)]
    return min(raised or weak, key=lambda e: e.index) if weak else None


# --- the structured result ---------------------------------------------------------------------------------


def frame_in_bridge(fr: Frame, bridge_root: str | None) -> Frame:
    path = fr.file.replace("\\", "/")
    bridge = "/megatron/bridge/" in path
    repo_path = None
    if bridge_root:
        root = os.path.normpath(bridge_root).replace("\\", "/").rstrip("/") + "/"
        if path.startswith(root):
            repo_path = path[len(root) :]
    if repo_path is None and bridge:
        # an installed or vendored copy still names the file the PR would change
        repo_path = "src/megatron/bridge/" + path.split("/megatron/bridge/", 1)[1]
    return fr.model_copy(update={"bridge": bridge, "repo_path": repo_path})


def missing_name(text: str) -> str | None:
    for rx in _MISSING:
        m = rx.search(text)
        if m:
            name = m.groupdict().get("name")
            return f"{m.group('module')}.{name}" if name else m.group("module")
    return None


def _package_rx(module: str) -> re.Pattern[str]:
    """What the distributions of `module`'s top-level package are called (`megatron-core` for `megatron`, a name
    holding the module's own otherwise: `nvidia-modelopt` for `modelopt`)."""
    top = module.split(".")[0]
    return re.compile(rf"(?i)(?:{_PACKAGE_NAMES.get(top, re.escape(top))})")


def versions_seen(lines: Sequence[LogLine], module: str) -> list[str]:
    rx = _package_rx(module)
    out: list[str] = []
    for ln in lines:
        t = " ".join(ln.msg.split())  # `pip list` pads its columns
        if not t or is_launcher(ln) or "No module named" in t or "cannot import name" in t or 'File "' in t:
            continue
        if rx.search(t) and _VERSION.search(t) and "/" not in t.split(" ")[0]:
            q = t if len(t) <= MAX_QUOTE else t[: MAX_QUOTE - 1] + "…"
            if q not in out:
                out.append(q)
        if len(out) >= 5:
            break
    return out


def to_root_cause(
    ev: Event, lines: Sequence[LogLine], bridge_root: str | None, events: Sequence[Event] = ()
) -> RootCause:
    frames = [frame_in_bridge(f, bridge_root) for f in ev.frames]
    same = [e for e in events if e.kind == ev.kind and e.exc_type == ev.exc_type and e.quote == ev.quote]
    repeats = sum(e.line.repeat for e in same) if same else ev.line.repeat
    missing = missing_name(ev.text()) if ev.kind in ("exception", "build") else None
    quote = ev.quote if len(ev.quote) <= MAX_QUOTE else ev.quote[: MAX_QUOTE - 1] + "…"
    return RootCause(
        kind=ev.kind,
        exc_type=ev.exc_type,
        message=ev.message[:2000],
        line=quote,
        line_no=ev.line.no,
        frames=frames,
        origin=frames[-1] if frames else None,
        bridge_frame=next((f for f in reversed(frames) if f.bridge), None),
        process=ev.line.stream or "driver",
        actor=ev.line.actor,
        rank=ev.line.rank,
        repeats=max(repeats, 1),
        wrapped_by=list(dict.fromkeys(ev.wrapped_by)),
        chain=ev.chain,
        missing_module=missing,
        versions=versions_seen(lines, missing) if missing else [],
    )
