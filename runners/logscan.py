"""Log lines as the seeds read them: Ray actor prefixes, ANSI colours and tqdm carriage returns removed.

Ray forwards actor output with a `(TaskRunner pid=123)` / `(MegatronPolicyWorker pid=7, ip=10.0.0.1)` prefix,
so a grep for `step:` or `Training Progress` on a raw log misses them (upstream README §5.4). Each LogLine
keeps the raw text for quoting and the cleaned text for matching.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
_RAY_PREFIX = re.compile(r"^\((?P<actor>[A-Za-z_][\w.:\-]*)(?: pid=\d+)?(?:, ip=[\w.:\-]+)?\)\s?")
MAX_QUOTE = 300


@dataclass(frozen=True)
class LogLine:
    no: int  # 1-based line number in the file
    raw: str
    text: str  # prefix- and colour-free
    actor: str | None  # Ray actor class that printed it, if any

    @property
    def plain(self) -> str:
        """The line with colours removed but the Ray actor prefix kept."""
        return f"({self.actor}) {self.text}" if self.actor else self.text

    def quote(self) -> str:
        q = self.text.strip()
        return q if len(q) <= MAX_QUOTE else q[: MAX_QUOTE - 1] + "…"


def clean(raw: str) -> tuple[str, str | None]:
    text = _ANSI.sub("", raw)
    actor = None
    m = _RAY_PREFIX.match(text)
    if m:
        actor = m.group("actor")
        text = text[m.end() :]
    return text, actor


def split_lines(content: str) -> list[LogLine]:
    out: list[LogLine] = []
    for i, physical in enumerate(content.splitlines(), start=1):
        # tqdm redraws with '\r': each redraw is its own logical line (the last one is the final state).
        for seg in physical.split("\r"):
            if not seg.strip():
                continue
            text, actor = clean(seg)
            out.append(LogLine(i, seg, text, actor))
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
    return [ln.text for ln in buf]
