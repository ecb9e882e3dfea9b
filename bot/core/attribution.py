"""Does a job's failure point at this PR's change? Pure: (JobResult, the PR's changed hunks) -> an Attribution.

- A traceback frame of the root cause (innermost first) that falls inside a changed hunk of the PR -> "points at
  this PR's change: file:line". Frames are matched on the Bridge repository path: the runner's `repo_path`, else
  the frame's file path by suffix (an installed `.../site-packages/megatron/bridge/x.py` or a checkout
  `.../Megatron-Bridge/src/megatron/bridge/x.py` is `src/megatron/bridge/x.py`).
- A module or attribute the job's environment lacks (the runner's Blocked `dependency`): when the PR's added lines
  import it (or the frame that raised the ImportError is a line the PR added), the PR introduced a dependency the
  downstream container lacks: the PR's Fail. So is a module of a package whose pin the PR moves (the Megatron-LM
  submodule for `megatron.core`): the PR chose the version that lacks it. Otherwise it stays Blocked (dependency
  skew), naming the module and the versions the log showed.

`BaseComparison` words a Fail that was re-run on the PR's merge base (as PyTorch's Dr.CI separates new failures
from a broken trunk): fails there too, the same way -> `neutral`, already failing on main; passes there ->
`failure`, introduced by this PR. A base that fails with a different error excuses nothing: a broken trunk can
hide a new failure, so the PR's Fail stands (Dr.CI also matches the failure, not only the job).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, ConfigDict

from bot.core.models import ChangedFile
from runners.contract import Frame, JobResult, Verdict

_HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(?P<start>\d+)(?:,(?P<count>\d+))? @@")
# Checkout roots a frame's file may sit under; what follows is the repository path.
_REPO_ROOTS = (re.compile(r"(?:^|/)Megatron-Bridge[^/]*/"), re.compile(r"(?:^|/)site-packages/"))
DEPENDENCY_KIND = "dependency"
# Dependencies the Bridge pins in its own tree (path -> the modules that come from it): a PR that moves the pin
# chooses the version the job's environment builds on
PINNED_DEPENDENCIES: dict[str, re.Pattern[str]] = {
    "3rdparty/Megatron-LM": re.compile(r"^megatron\.(?!bridge\b)\w"),
}
_SUBPROJECT = re.compile(r"^([-+])Subproject commit ([0-9a-f]{7,40})", re.M)


@dataclass(frozen=True)
class FileHunks:
    """One changed file's hunks on the new side: (first, last) line ranges and the lines the PR added."""

    path: str
    ranges: tuple[tuple[int, int], ...]
    added: dict[int, str] = field(default_factory=dict)

    def hunk_of(self, line: int) -> tuple[int, int] | None:
        return next(((a, b) for a, b in self.ranges if a <= line <= b), None)


def file_hunks(f: ChangedFile) -> FileHunks | None:
    """The new-side hunks of a patch; None for a file without one (binary, removed, patch omitted)."""
    if not f.patch or f.status == "removed":
        return None
    ranges: list[tuple[int, int]] = []
    added: dict[int, str] = {}
    line = 0
    for raw in f.patch.splitlines():
        m = _HUNK.match(raw)
        if m:
            start = int(m.group("start"))
            count = int(m.group("count")) if m.group("count") is not None else 1
            if count:
                ranges.append((start, start + count - 1))
            line = start
            continue
        if raw.startswith("-") or raw.startswith("\\"):
            continue
        if raw.startswith("+"):
            added[line] = raw[1:]
        line += 1
    return FileHunks(f.path, tuple(ranges), added)


def changed_hunks(files: Iterable[ChangedFile]) -> dict[str, FileHunks]:
    out: dict[str, FileHunks] = {}
    for f in files:
        h = file_hunks(f)
        if h is not None:
            out[f.path] = h
    return out


def repo_path(frame: Frame, paths: Iterable[str]) -> str | None:
    """The Bridge repository path of a frame's file among `paths` (the PR's changed files), if any."""
    candidates = [p for p in (frame.repo_path,) if p]
    file = frame.file.replace("\\", "/")
    for rx in _REPO_ROOTS:
        m = rx.search(file)
        if m:
            candidates.append(file[m.end() :])
    known = set(paths)
    for c in candidates:
        if c in known:
            return c
    # Installed copies drop the `src/` of the checkout; any layout keeps the path's tail.
    for p in sorted(known, key=len, reverse=True):
        tail = p[4:] if p.startswith("src/") else p
        if file == p or file.endswith("/" + p) or file.endswith("/" + tail):
            return p
    return None


class ChangedLine(BaseModel):
    model_config = ConfigDict(extra="forbid")

    path: str
    line: int
    code: str = ""
    added: bool = True
    hunk: tuple[int, int]
    frame: str = ""

    def where(self) -> str:
        return f"{self.path}:{self.line}"


class Attribution(BaseModel):
    """What a job's failure says about this PR."""

    model_config = ConfigDict(extra="forbid")

    job_id: str
    kind: Literal["changed-line", "introduced-import", "introduced-pin", "dependency-skew", "elsewhere"]
    changed: ChangedLine | None = None
    root_frame: str = ""
    module: str | None = None
    versions: list[str] = []
    verdict: Verdict | None = None
    message: str

    def markdown(self) -> str:
        lines = [f"- `{self.job_id}`: {self.message}"]
        if self.root_frame:
            lines.append(f"  - root-cause frame: `{self.root_frame}`")
        if self.changed is not None:
            mark = "added" if self.changed.added else "in the changed hunk"
            a, b = self.changed.hunk
            lines.append(f"  - changed line ({mark}, hunk {a}-{b}): `{self.changed.where()}`")
            if self.changed.code.strip():
                code = self.changed.code.strip()[:300].replace("`", "'")  # PR text never closes the fence
                lines.append(f"    ```python\n    {code}\n    ```")
        if self.versions:
            lines.append("  - versions seen: " + "; ".join(f"`{v}`" for v in self.versions[:5]))
        return "\n".join(lines)


def _frame_line(frames: Sequence[Frame], hunks: dict[str, FileHunks]) -> ChangedLine | None:
    """The innermost frame on a line the PR added, else the innermost frame inside a changed hunk."""
    inside: ChangedLine | None = None
    for fr in reversed(frames):
        if fr.line is None:
            continue
        path = repo_path(fr, hunks)
        if path is None:
            continue
        h = hunks[path]
        rng = h.hunk_of(fr.line)
        if rng is None:
            continue
        added = fr.line in h.added
        hit = ChangedLine(
            path=path, line=fr.line, code=h.added.get(fr.line, fr.code), added=added, hunk=rng, frame=fr.where()
        )
        if added:
            return hit
        inside = inside or hit
    return inside


def _imports(module: str) -> list[re.Pattern[str]]:
    """Statements that import `module` (or, for `pkg.mod.name`, the name from `pkg.mod`)."""
    parts = module.split(".")
    pats = [
        rf"^\s*import\s+{re.escape(module)}\b",
        rf"^\s*from\s+{re.escape(module)}(?:\.[\w.]+)?\s+import\b",
    ]
    if len(parts) > 1:
        parent, name = ".".join(parts[:-1]), parts[-1]
        pats.append(rf"^\s*from\s+{re.escape(parent)}\s+import\s+\(?[^#]*\b{re.escape(name)}\b")
    return [re.compile(p) for p in pats]


def _introduces(module: str, hunks: dict[str, FileHunks]) -> ChangedLine | None:
    pats = _imports(module)
    for path in sorted(hunks):
        h = hunks[path]
        if not path.endswith(".py"):
            continue
        for no, text in sorted(h.added.items()):
            if any(p.search(text) for p in pats):
                rng = h.hunk_of(no) or (no, no)
                return ChangedLine(path=path, line=no, code=text, added=True, hunk=rng)
    return None


def _moved_pin(module: str, files: Sequence[ChangedFile]) -> tuple[ChangedFile, str] | None:
    """The changed file that moves the pin `module` comes from, and the move as the patch shows it."""
    for f in files:
        rx = PINNED_DEPENDENCIES.get(f.path)
        if rx is None or not rx.search(module) or f.status != "modified":
            continue
        commits = {sign: sha[:12] for sign, sha in _SUBPROJECT.findall(f.patch or "")}
        move = f"{commits['-']} -> {commits['+']}" if len(commits) == 2 else "moved"
        return f, move
    return None


def attribute(
    result: JobResult, files: Iterable[ChangedFile] | dict[str, FileHunks], changed: Sequence[ChangedFile] = ()
) -> Attribution | None:
    """What `result`'s root cause says about the PR whose changed files are `files` (or their hunks, with the files
    as `changed`); None when it has none (a Pass, a runner that never reported, a failure without a root cause)."""
    rc = result.root_cause
    if rc is None or result.verdict == Verdict.PASS:
        return None
    if not isinstance(files, dict):
        changed = list(files)
    hunks = files if isinstance(files, dict) else changed_hunks(changed)
    origin = rc.origin.where() if rc.origin is not None else ""
    hit = _frame_line(rc.frames, hunks)
    module = rc.missing_module
    if result.verdict == Verdict.BLOCKED and result.blocked_kind == DEPENDENCY_KIND and module:
        introduced = hit if (hit is not None and hit.added) else _introduces(module, hunks)
        seen = f" (versions seen: {'; '.join(rc.versions[:3])})" if rc.versions else " (no version line in the log)"
        kind: Literal["introduced-import", "introduced-pin"] = "introduced-import"
        why = f"this PR introduces the import of `{module}`, which the job's environment lacks{seen}"
        pin = _moved_pin(module, changed) if introduced is None else None
        if pin is not None:
            f, move = pin
            kind = "introduced-pin"
            introduced = ChangedLine(path=f.path, line=1, code=f"Subproject commit {move}", hunk=(1, 1))
            why = f"this PR moves the pin `{f.path}` ({move}), and the job's environment lacks `{module}`{seen}"
        if introduced is not None:
            where = introduced.path if kind == "introduced-pin" else introduced.where()
            return Attribution(
                job_id=result.job_id,
                kind=kind,
                changed=introduced,
                root_frame=origin,
                module=module,
                versions=rc.versions,
                verdict=Verdict.FAIL,
                message=f"{why}: points at this PR's change: {where}",
            )
        return Attribution(
            job_id=result.job_id,
            kind="dependency-skew",
            root_frame=origin,
            module=module,
            versions=rc.versions,
            message=(
                f"Blocked (dependency skew): the job's environment lacks `{module}`{seen}; this PR does not "
                "introduce that import"
            ),
        )
    if hit is not None:
        return Attribution(
            job_id=result.job_id,
            kind="changed-line",
            changed=hit,
            root_frame=hit.frame or origin,
            message=f"points at this PR's change: {hit.where()}",
        )
    if result.verdict != Verdict.FAIL:
        return None
    where = f" (raised at `{origin}`)" if origin else ""
    return Attribution(
        job_id=result.job_id,
        kind="elsewhere",
        root_frame=origin,
        message=f"the root cause{where} lies outside the lines this PR changed",
    )


def apply(results: Sequence[JobResult], found: Sequence[Attribution]) -> list[JobResult]:
    """The results with each attribution's verdict: a dependency the PR itself introduced is the PR's Fail."""
    by_job = {a.job_id: a for a in found if a.verdict is not None}
    out: list[JobResult] = []
    for r in results:
        a = by_job.get(r.job_id)
        if a is None or a.verdict == r.verdict:
            out.append(r)
            continue
        out.append(
            r.model_copy(
                update={
                    "verdict": a.verdict,
                    "blocked_kind": None,
                    "reason": f"{a.message}. Runner's triage: {r.reason}"[:2000],
                }
            )
        )
    return out


def attribution_markdown(found: Sequence[Attribution]) -> str:
    if not found:
        return ""
    return "\n### Does it point at this PR?\n\n" + "\n".join(a.markdown() for a in found) + "\n"


# ------------------------------------------------------------------------------------------ merge base


class BaseRun(BaseModel):
    """A failed PR job's re-run on the merge base (or a reused result with the same inputs)."""

    model_config = ConfigDict(extra="forbid")

    job_id: str = ""
    base_job_id: str
    merge_base: str
    verdict: Verdict | None = None
    reason: str = ""
    first_error: str | None = None
    link: str | None = None
    reused_from: str | None = None


class BaseComparison(BaseModel):
    model_config = ConfigDict(extra="forbid")

    conclusion: Literal["failure", "neutral"]
    title_prefix: str
    markdown: str


# Parts of an error line that change from run to run without changing the failure: an actor/rank prefix, a
# temporary path, addresses, ids, counts, measured values.
_PREFIX = re.compile(r"^\s*(\(\w+ pid=\d+[^)]*\)|\[rank\d+\]:?|\[\d+\]:?)\s*")
_EXC = re.compile(r"\b([A-Z]\w*(?:Error|Exception|Exit|Interrupt|Failure|Timeout))\b")
_VOLATILE = re.compile(r"0x[0-9a-fA-F]+|\b[0-9a-f]{8,}\b|/tmp/\S+|\d+(?:\.\d+)?(?:e[-+]?\d+)?")


def error_signature(line: str) -> str:
    """What identifies a failure across two runs: the exception type and its message with volatile parts
    blanked. Two quoted root causes with one signature are the same failure."""
    text = _PREFIX.sub("", line.strip())
    m = _EXC.search(text)
    if m is not None:
        text = text[m.start() :]
    return re.sub(r"\s+", " ", _VOLATILE.sub("#", text)).strip().lower()


def _run_ref(b: BaseRun) -> str:
    label = f"run `{b.base_job_id}`" + (f", reused from {b.reused_from}" if b.reused_from else "")
    return f"[{label}]({b.link})" if b.link else label


def compare_with_base(
    failed: Sequence[str], bases: Sequence[BaseRun], errors: Mapping[str, str | None] | None = None
) -> BaseComparison:
    """The check run's word on the PR's failed jobs (`failed`: their ids), given their merge-base runs.

    Every failed job fails on the merge base too, with the same error -> `neutral` ("already failing on
    main"); any failed job that passes there, fails there differently, or was not (or could not be) compared
    keeps the check a `failure`. `errors`: job id -> the PR run's quoted root cause; where either side quotes
    none, a Fail on the base counts as the same failure."""
    errors = errors or {}
    by_job = {b.job_id: b for b in bases}
    lines: list[str] = []
    introduced = unknown = already = differs = 0
    for jid in failed:
        b = by_job.get(jid)
        if b is None:
            unknown += 1
            lines.append(f"- `{jid}`: not re-run on the merge base; counted as this PR's failure")
            continue
        at = f"merge base `{b.merge_base[:12]}`"
        mine = errors.get(jid)
        if (
            b.verdict == Verdict.FAIL
            and mine
            and b.first_error
            and error_signature(mine) != error_signature(b.first_error)
        ):
            differs += 1
            lines.append(
                f"- `{jid}`: fails on the {at} too, but **with a different error** (`{b.first_error[:200]}` there, "
                f"`{mine[:200]}` here; {_run_ref(b)}); a broken main does not explain this PR's error, so it "
                "counts as this PR's failure"
            )
        elif b.verdict == Verdict.FAIL:
            already += 1
            err = f": `{b.first_error[:200]}`" if b.first_error else ""
            lines.append(f"- `{jid}`: **already failing on main** ({_run_ref(b)} on the {at}{err})")
        elif b.verdict == Verdict.PASS:
            introduced += 1
            lines.append(f"- `{jid}`: **introduced by this PR**: passes on the {at} ({_run_ref(b)})")
        else:
            unknown += 1
            v = b.verdict.value if b.verdict else "no result"
            lines.append(
                f"- `{jid}`: the {at} run could not tell ({v}: {b.reason[:200]}; {_run_ref(b)}); counted as this "
                "PR's failure"
            )
    if failed and already == len(failed):
        head = "Already failing on main"
        conclusion: Literal["failure", "neutral"] = "neutral"
        lead = (
            "Every failed job fails on the PR's merge base too: already failing on main, not evidence against this "
            "PR. The check is `neutral`."
        )
    else:
        head = "Introduced by this PR" if introduced and not unknown else "Fail"
        conclusion = "failure"
        if introduced:
            lead = "At least one failed job passes on the PR's merge base: introduced by this PR."
        elif differs:
            lead = "The merge base fails differently from this PR: its failure is not explained by main; it counts."
        else:
            lead = "The failure could not be compared with the merge base; it counts as this PR's."
    md = "\n### Fail on the merge base?\n\n" + lead + "\n\n" + "\n".join(lines) + "\n"
    return BaseComparison(conclusion=conclusion, title_prefix=head, markdown=md)
