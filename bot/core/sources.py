"""Full file texts for the classifier, read through GitHub's contents API.

The classifier's line and scope analysis (which changed lines are code, which function they sit in) is exact
only with both sides of a file; from patches alone it falls back to heuristics. We read the head side at the
exact head commit and rebuild the old side by reverse-applying GitHub's own patch to it, so the old text
always matches the diff (the PR's merge base, not the base branch's current tip).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable

from bot.core.models import ChangedFile

# Only Bridge's Python sources are analysed by scope; other files gain nothing from their full text.
ANALYSED = re.compile(r"^src/megatron/bridge/.+\.py$")
MAX_FILES = 40  # a few API calls per PR at most; beyond this the plan stays patch-only for the rest
_HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")

ReadText = Callable[[str, str], Awaitable[str | None]]  # (path, ref) -> text or None


def reverse_apply(new_text: str, patch: str) -> str | None:
    """The old side of a file from its new side and a unified-diff patch; None when they do not match."""
    new_lines = new_text.splitlines()
    hunks: list[tuple[int, int, list[str], list[str]]] = []  # (new start, new count, old side, new side)
    current: tuple[int, int, list[str], list[str]] | None = None
    for line in patch.splitlines():
        m = _HUNK.match(line)
        if m:
            start, count = int(m.group(3)), int(m.group(4) if m.group(4) is not None else 1)
            current = (start, count, [], [])
            hunks.append(current)
            continue
        if current is None or line.startswith("\\"):
            continue
        tag, body = line[:1], line[1:]
        if tag in (" ", ""):
            current[2].append(body)
            current[3].append(body)
        elif tag == "-":
            current[2].append(body)
        elif tag == "+":
            current[3].append(body)
    for start, count, old_side, new_side in reversed(hunks):
        begin = start - 1 if count else start  # a pure deletion's new start names the line before it
        if new_lines[begin : begin + count] != new_side:
            return None
        new_lines[begin : begin + count] = old_side
    return "\n".join(new_lines) + ("\n" if new_lines else "")


async def attach_sources(files: list[ChangedFile], head: str, read: ReadText) -> int:
    """Fill `old_source` / `new_source` of the Bridge Python files; returns how many got both sides.
    Any failure leaves that file patch-only (the classifier's conservative path)."""
    chosen = [
        f for f in files if f.patch and not f.binary and f.status in ("modified", "renamed") and ANALYSED.match(f.path)
    ][:MAX_FILES]

    async def one(f: ChangedFile) -> bool:
        try:
            text = await read(f.path, head)
        except Exception:
            return False
        if text is None or f.patch is None:
            return False
        old = reverse_apply(text, f.patch)
        if old is None:
            return False
        f.new_source, f.old_source = text, old
        return True

    done = await asyncio.gather(*(one(f) for f in chosen))
    return sum(done)
