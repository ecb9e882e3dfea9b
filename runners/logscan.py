"""Log lines as the seeds read them: process prefixes, log headers, colours and tqdm redraws taken apart.

Ray forwards actor output with `(TaskRunner pid=123)` / `(MegatronPolicyWorker[rank=8] pid=7, ip=10.0.0.1)`
prefixes, nested for processes an actor starts (`(VllmGenerationWorker pid=1) (EngineCore_DP0 pid=2)`), and
collapses copies with `[repeated 7x across cluster]`; torch.distributed prints `[rank3]:`; NeMo-RL's resume
functional labels each run `[mcore 1step] `; vLLM, c10d (glog), Ray's C++ core and Ray's Python logger put a
level/time/source header before the message. A grep for `step:` or an exception on the raw log misses them
(upstream README §5.4). Each LogLine keeps the raw text for evidence, `text` without the process prefixes,
`msg` without the log header and the repeat marker, and `stream`: which process printed it, so output that Ray
interleaves from several actors can be read back one process at a time.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
# `(Name pid=1, ip=…)`, `(Name[rank=3] pid=1)`, `(raylet, ip=…)`, `(pid=1)`; vLLM's multiprocess workers print
# `(VllmWorker rank=0 pid=1)` / `(VllmWorker TP0 pid=1)`. A name alone only for Ray's daemons, so ordinary text
# in parentheses is never taken for a prefix.
_RAY_PREFIX = re.compile(
    # (the autoscaler's lines carry the time since it started: `(autoscaler +32s)`, `(autoscaler +1m13s)`)
    r"^\((?:(?P<name>[A-Za-z_][\w.:\-]*)(?:\[rank=(?P<rank>\d+)\]| rank=(?P<rank2>\d+)| (?:TP|DP|PP)\d+(?:_\w+)?"
    r"| \+(?:\d+[hms])+)?"
    r"(?:,? pid=(?P<pid>\d+))?|pid=(?P<pid2>\d+))"
    r"(?:, ip=[\w.:\-]+)?\)\s?"
)
# Ray's own processes: what they print is the cluster's bookkeeping, never the job's output
DAEMONS = frozenset({"raylet", "gcs_server", "dashboard", "dashboard_agent", "monitor", "autoscaler"})
# torchrun's `--tee` prefix names the worker's role and local rank instead (`[default1]:`, role "default")
_TORCH_RANK = re.compile(r"^\[(?:rank|default)(?P<rank>\d+)\]:\s?")
# SkyPilot's multi-node `run` prefixes each line with the node that printed it (`(head, rank=0, pid=9012)`,
# `(worker1, rank=1, pid=4388, ip=10.128.0.41)`): the node's rank, not a torch rank, and no Ray actor
_NODE_PREFIX = re.compile(r"^\((?P<node>head|worker\d+), rank=\d+, pid=(?P<pid>\d+)(?:, ip=[\w.:\-]+)?\)\s?")
# NeMo-RL's sft_resume_diamond.sh prefixes each run's lines (`[mcore 1step] `, `[dtensor 2step] `).
_RUN_LABEL = re.compile(r"^\[(?:[a-z]+ )?\d+step(?: [a-z]+)?\] ")
_HEADERS = (
    # vLLM: `ERROR 03-10 08:07:20 [core.py:302] ` (older: `INFO 01-11 15:51:02 llm_engine.py:70] `)
    re.compile(
        r"^(?:DEBUG|INFO|WARNING|ERROR|CRITICAL) \d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? (?:\[[^\]]*\]|[\w./-]+:\d+\]) ?"
    ),
    # glog / c10d / torch.distributed.elastic: `[E323 05:14:22.5178 ProcessGroupNCCL.cpp:1858] `,
    # `W0519 08:12:40.116000 2210 torch/distributed/run.py:766] `
    # (gRPC's pads the thread id and the file: `E1125 22:13:42.662104553  771412 thd.cc:157]      `)
    re.compile(r"^\[?[IWEF]\d{3,4} \d\d:\d\d:\d\d\.\d+(?: +\d+)? +[^\]\s]+\] *"),
    # Ray's C++ core: `[2025-03-13 09:40:40,475 W 1760803 1760803] core_worker.cc:451: ` (raylet adds `(raylet) `
    # after the bracket); the source file and line are part of the header, as in glog's. Ray's levels are spdlog's:
    # T, D, I, W, E and C (critical: a RAY_CHECK or fatal error), F in older releases.
    re.compile(
        r"^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+ [TDIWECF] \d+ \d+\] (?:\((?:raylet|gcs_server)\) )?"
        r"(?:[\w.]+\.(?:cc|cpp|h):\d+: )?"
    ),
    # UCX (HPC-X, the NCCL/MPI transport): `[node-d03:88410:0:88410] ` (host, pid, thread index, tid; the pid
    # padded to its width in some releases: `[f676f732498b:4182 :0:4182] `); its log lines put the time first and name
    # the thread by index only: `[1764232598.118394] [h100-n07:61206:1]  `
    re.compile(r"^(?:\[\d+\.\d+\]\s+)?\[[\w.-]+:\d+ *:\d+(?::\d+)?\]\s+"),
    # SGLang's logger: `[2026-09-05 10:44:37 TP0] ` (the time, then the scheduler's DP/TP/EP/PP ranks, if any)
    re.compile(r"^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?: (?:DP|TP|EP|PP|CP)\d+)*\] "),
    # Ray's Python logger: `2025-09-10 14:02:11,355\tINFO worker.py:1917 -- `
    re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+\s+(?:DEBUG|INFO|WARNING|ERROR|CRITICAL) [\w.]+:\d+ -- "),
    # Python's logging with a level-first format: `WARNING:2026-02-18 21:07:33,518:` (level and time) or the
    # basicConfig default `WARNING:root:` / `INFO:megatron.bridge.x:` (level and logger name)
    re.compile(
        r"^(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:,\d+)?|[A-Za-z_][\w.]*):(?=\S)"
    ),
    # an installer's spinner line (uv's `⠙ lazy-loader==0.4`) the terminal wrote over, padded with spaces, with the
    # line printed over it: what is left after the padding is what the program said
    re.compile(r"^[\u2800-\u28ff] \S.*?\s{8,}(?=\S)"),
    # TensorRT-LLM's logger: `[11/27/2026-05:22:53] [TRT-LLM] [RANK 0] [E] ` (time, the rank, then the level)
    re.compile(r"^\[\d\d/\d\d/\d{4}-\d\d:\d\d:\d\d\] \[TRT-LLM\](?: \[RANK \d+\])? \[[VDIWE]\] "),
    # uv's error tree: `  × No solution found ...`, `  ╰─▶ Because ...`; in its ASCII theme (a terminal without
    # Unicode) `  x No solution found ...`, `` `-> Because ...``
    re.compile(r"^\s*(?:×|[╰├]─▶)\s+|^\s+x\s+(?=[A-Z])|^\s*[`|]->\s+"),
    # pytest's failure report marks the exception lines of a failed test `E   ` (the Bridge-checks stage runs pytest)
    re.compile(r"^E {3,}(?=\S)"),
)
_REPEATED = re.compile(r"\s*\[repeated (?P<n>\d+)x across cluster\]\s*$")
MAX_QUOTE = 300


@dataclass(frozen=True)
class LogLine:
    no: int  # 1-based line number in the file
    raw: str
    text: str  # the line without colours and process prefixes
    actor: str | None  # Ray actor class that printed it (outermost prefix), if any
    stream: str = ""  # the process chain that printed it ("" for the driver)
    rank: int | None = None  # torch.distributed / Ray actor rank, when the prefix names one
    msg: str = ""  # `text` without its log header and the repeat marker
    repeat: int = 1  # Ray's "[repeated Nx across cluster]"

    @property
    def plain(self) -> str:
        """The line with colours removed but the Ray actor prefix kept."""
        return f"({self.actor}) {self.text}" if self.actor else self.text

    def quote(self) -> str:
        q = (self.msg or self.text).strip()
        return q if len(q) <= MAX_QUOTE else q[: MAX_QUOTE - 1] + "…"


@dataclass(frozen=True)
class Cleaned:
    text: str
    actor: str | None
    stream: str
    rank: int | None
    msg: str
    repeat: int


def _strip_prefixes(text: str) -> tuple[str, list[str], str | None, int | None]:
    parts: list[str] = []
    actor: str | None = None
    rank: int | None = None
    while True:
        m = _RAY_PREFIX.match(text)
        if m and (m.group("pid") or m.group("pid2") or (m.group("name") or "") in DAEMONS):
            name = m.group("name")
            pid = m.group("pid") or m.group("pid2")
            r = m.group("rank") if m.group("rank") is not None else m.group("rank2")
            if r is not None:
                rank = int(r)
            if actor is None and name:
                actor = name
            label = name or ""
            if r is not None:
                label += f"[rank={r}]"
            parts.append(f"{label} pid={pid}".strip() if pid else label)
            text = text[m.end() :]
            continue
        m = _NODE_PREFIX.match(text)
        if m:
            parts.append(f"{m.group('node')} pid={m.group('pid')}")
            text = text[m.end() :]
            continue
        m = _TORCH_RANK.match(text)
        if m:
            rank = int(m.group("rank"))
            parts.append(f"rank{m.group('rank')}")
            text = text[m.end() :]
            continue
        m = _RUN_LABEL.match(text)
        if m:
            parts.append(m.group(0).strip()[1:-1])
            text = text[m.end() :]
            continue
        return text, parts, actor, rank


def clean_line(raw: str) -> Cleaned:
    text, parts, actor, rank = _strip_prefixes(_ANSI.sub("", raw))
    msg = text
    repeat = 1
    m = _REPEATED.search(msg)
    if m:
        repeat = int(m.group("n"))
        msg = msg[: m.start()]
        text = text[: m.start()]
    for rx in _HEADERS:
        h = rx.match(msg)
        if h:
            msg = msg[h.end() :]
            # a header can introduce another rank prefix (`[rank0]:[W519 …] Warning: …` is the other order)
            more, extra, _, r2 = _strip_prefixes(msg)
            if extra:
                msg, parts, rank = more, parts + extra, r2 if r2 is not None else rank
            break
    return Cleaned(text, actor, " > ".join(parts), rank, msg, repeat)


def clean(raw: str) -> tuple[str, str | None]:
    c = clean_line(raw)
    return c.text, c.actor


def split_lines(content: str) -> list[LogLine]:
    out: list[LogLine] = []
    for i, physical in enumerate(content.splitlines(), start=1):
        # tqdm redraws with '\r': each redraw is its own logical line (the last one is the final state).
        segs = physical.split("\r")
        for seg in segs:
            if not seg.strip() and len(segs) > 1:
                continue
            c = clean_line(seg)
            if not c.text.strip() and not c.stream and not seg.strip():
                # a blank driver line still separates a Python exception message from what follows
                out.append(LogLine(i, seg, "", None, "", None, "", 1))
                continue
            out.append(LogLine(i, seg, c.text, c.actor, c.stream, c.rank, c.msg, c.repeat))
    return out


def read_log(path: Path, max_bytes: int = 64 * 1024 * 1024) -> list[LogLine]:
    """Read a log (the last max_bytes of a huge one), tolerating undecodable bytes."""
    size = path.stat().st_size
    with path.open("rb") as fh:
        if size > max_bytes:
            fh.seek(size - max_bytes)
        data = fh.read()
    return split_lines(data.decode("utf-8", "replace"))


def tail(lines: Iterable[LogLine], n: int = 20) -> list[str]:
    buf = list(lines)[-n:]
    return [ln.text for ln in buf if ln.text]
