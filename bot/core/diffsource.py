"""Where a change comes from: a git repository (bare clones too), a unified diff, or a file list.

Everything is read through git plumbing (`git diff`, `git cat-file`) with argv lists, never through a work
tree or a shell; revisions are checked against a strict pattern and resolved to commit ids before use.
Errors are `DiffSourceError` with a one-line message the CLI prints as is.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

from bot.core.models import ChangedFile, FileStatus, PlanInput

__all__ = [
    "DiffSourceError",
    "from_file_list",
    "from_git",
    "from_patch",
    "list_tree",
    "parse_unified_diff",
    "read_blobs",
    "resolve_commit",
    "tree_id",
]

# Branches, tags, hex ids, HEAD~2, main^, origin/main, HEAD@{1}: no leading '-', no whitespace, no ':'.
_REV = re.compile(r"^(?!-)[A-Za-z0-9_.\-/@{}~^+]{1,200}$")
_SHA = re.compile(r"^[0-9a-f]{40}([0-9a-f]{24})?$")
_GIT_TIMEOUT_S = 120
# Sources are fetched for line analysis only; a huge generated file is not worth reading.
_MAX_SOURCE_BYTES = 2_000_000


class DiffSourceError(Exception):
    """The change could not be read (bad revision, not a repository, empty diff, unreadable file)."""


# ---------------------------------------------------------------------------------------------------------
# unified diff parsing


def _unquote(path: str) -> str:
    """Undo git's C-style quoting of unusual paths ("a/t\\303\\251st")."""
    if len(path) >= 2 and path[0] == '"' and path[-1] == '"':
        body = path[1:-1]
        raw = bytearray()
        i = 0
        esc = {"n": 10, "t": 9, '"': 34, "\\": 92, "a": 7, "b": 8, "f": 12, "r": 13, "v": 11}
        while i < len(body):
            c = body[i]
            if c == "\\" and i + 1 < len(body):
                nxt = body[i + 1]
                if nxt in esc:
                    raw.append(esc[nxt])
                    i += 2
                    continue
                if re.match(r"[0-7]{3}", body[i + 1 : i + 4]):
                    raw.append(int(body[i + 1 : i + 4], 8))
                    i += 4
                    continue
            raw.extend(c.encode("utf-8"))
            i += 1
        return raw.decode("utf-8", errors="replace")
    return path


def _strip_prefix(path: str, prefix: str) -> str:
    path = _unquote(path.split("\t", 1)[0].rstrip())
    if path == "/dev/null":
        return path
    return path[len(prefix) :] if path.startswith(prefix) else path


_HUNK = re.compile(r"^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@")


class _Block:
    def __init__(self) -> None:
        self.old: str | None = None
        self.new: str | None = None
        self.status: FileStatus = "modified"
        self.binary = False
        self.hunks: list[str] = []
        self.git_paths: tuple[str, str] | None = None


def _split_git_header(rest: str) -> tuple[str, str] | None:
    """Paths of 'diff --git a/X b/Y' when unambiguous (X == Y, or quoted)."""
    if rest.startswith('"'):
        m = re.match(r'^("(?:[^"\\]|\\.)*") (.+)$', rest)
        if m:
            return _strip_prefix(m[1], "a/"), _strip_prefix(m[2], "b/")
    half = (len(rest) - 1) // 2
    if len(rest) % 2 == 1 and rest[half] == " ":
        a, b = rest[:half], rest[half + 1 :]
        if a.startswith("a/") and b.startswith("b/") and a[2:] == b[2:]:
            return a[2:], b[2:]
    return None


def _blocks(text: str) -> Iterator[_Block]:
    lines = text.splitlines()
    i = 0
    cur: _Block | None = None
    while i < len(lines):
        line = lines[i]
        if line.startswith("diff --git "):
            if cur is not None:
                yield cur
            cur = _Block()
            cur.git_paths = _split_git_header(line[len("diff --git ") :])
            i += 1
            continue
        if line.startswith("--- ") and i + 1 < len(lines) and lines[i + 1].startswith("+++ "):
            if cur is None or cur.hunks or cur.old is not None:
                if cur is not None:
                    yield cur
                cur = _Block()
            cur.old = _strip_prefix(line[4:], "a/")
            cur.new = _strip_prefix(lines[i + 1][4:], "b/")
            i += 2
            continue
        if cur is None:
            i += 1
            continue
        if line.startswith("@@"):
            m = _HUNK.match(line)
            if not m:
                raise DiffSourceError(f"malformed hunk header: {line[:80]!r}")
            old_n = int(m[1]) if m[1] is not None else 1
            new_n = int(m[2]) if m[2] is not None else 1
            body = [line]
            i += 1
            while i < len(lines) and (old_n > 0 or new_n > 0):
                hl = lines[i]
                if hl.startswith("\\"):
                    body.append(hl)
                elif hl.startswith("+"):
                    new_n -= 1
                    body.append(hl)
                elif hl.startswith("-"):
                    old_n -= 1
                    body.append(hl)
                elif hl.startswith(" ") or hl == "":
                    old_n -= 1
                    new_n -= 1
                    body.append(hl if hl else " ")
                else:
                    break
                i += 1
            while i < len(lines) and lines[i].startswith("\\"):
                body.append(lines[i])
                i += 1
            cur.hunks.append("\n".join(body))
            continue
        if line.startswith("new file mode"):
            cur.status = "added"
        elif line.startswith("deleted file mode"):
            cur.status = "removed"
        elif line.startswith("rename from "):
            cur.status, cur.old = "renamed", _unquote(line[len("rename from ") :])
        elif line.startswith("rename to "):
            cur.new = _unquote(line[len("rename to ") :])
        elif line.startswith("copy from "):
            cur.status, cur.old = "copied", _unquote(line[len("copy from ") :])
        elif line.startswith("copy to "):
            cur.new = _unquote(line[len("copy to ") :])
        elif line.startswith("Binary files ") or line.startswith("GIT binary patch"):
            cur.binary = True
            m = re.match(r"^Binary files (.+) and (.+) differ$", line)
            if m and cur.old is None:
                cur.old, cur.new = _strip_prefix(m[1], "a/"), _strip_prefix(m[2], "b/")
        i += 1
    if cur is not None:
        yield cur


def parse_unified_diff(text: str) -> list[ChangedFile]:
    """Files of a unified diff (git format or plain `diff -u`); raises DiffSourceError when malformed."""
    out: list[ChangedFile] = []
    for b in _blocks(text):
        old, new = b.old, b.new
        if (old is None or new is None) and b.git_paths:
            old = old or b.git_paths[0]
            new = new or b.git_paths[1]
        if old is None and new is None:
            raise DiffSourceError("malformed diff: a file section names no path")
        status = b.status
        if old == "/dev/null":
            status, old = "added", None
        if new == "/dev/null":
            status, new = "removed", None
        path = new or old
        assert path is not None
        if status == "modified" and old and new and old != new:
            status = "renamed"
        out.append(
            ChangedFile(
                path=path,
                status=status,
                previous_path=old if status in ("renamed", "copied") else None,
                patch=None if b.binary else "\n".join(b.hunks),
                binary=b.binary,
            )
        )
    return out


def from_patch(text: str, source: str) -> PlanInput:
    if "\x00" in text:
        raise DiffSourceError(f"{source}: not a text diff (contains NUL bytes)")
    files = parse_unified_diff(text)
    if not files:
        raise DiffSourceError(f"{source}: no changes (no file sections found in the diff)")
    return PlanInput(source=source, files=files, patches_available=True)


_STATUS = {"A": "added", "D": "removed", "M": "modified", "R": "renamed", "C": "copied", "T": "changed"}


def from_file_list(text: str, source: str) -> PlanInput:
    """One path per line, or `git diff --name-status` output (`M\\tpath`, `R100\\told\\tnew`)."""
    files: list[ChangedFile] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = raw.rstrip("\n").split("\t")
        code = parts[0].strip()[:1]
        if len(parts) >= 2 and code in _STATUS and re.fullmatch(r"[ACDMRT]\d{0,3}", parts[0].strip()):
            st: FileStatus = _STATUS[code]  # type: ignore[assignment]
            if st in ("renamed", "copied") and len(parts) >= 3:
                files.append(ChangedFile(path=parts[2], status=st, previous_path=parts[1]))
            else:
                files.append(ChangedFile(path=parts[1], status=st))
        else:
            files.append(ChangedFile(path=line))
    if not files:
        raise DiffSourceError(f"{source}: no changes (the file list is empty)")
    return PlanInput(source=source, files=files, patches_available=False)


# ---------------------------------------------------------------------------------------------------------
# git


def _git(repo: Path, *args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    try:
        return subprocess.run(
            ["git", "-C", str(repo), "-c", "core.quotePath=false", *args],
            input=stdin,
            capture_output=True,
            timeout=_GIT_TIMEOUT_S,
            check=False,
        )
    except FileNotFoundError:
        raise DiffSourceError("git is not installed or not on PATH") from None
    except subprocess.TimeoutExpired:
        raise DiffSourceError(f"git {args[0]} took longer than {_GIT_TIMEOUT_S}s in {repo}") from None


def _first_line(b: bytes) -> str:
    text = b.decode("utf-8", errors="replace").strip()
    return text.splitlines()[0] if text else ""


def _resolve(repo: Path, rev: str, what: str) -> str:
    if not _REV.match(rev):
        raise DiffSourceError(f"bad {what} revision {rev!r}: use a branch, tag or commit id")
    p = _git(repo, "rev-parse", "--verify", "--quiet", "--end-of-options", f"{rev}^{{commit}}")
    sha = p.stdout.decode().strip()
    if p.returncode != 0 or not _SHA.match(sha):
        raise DiffSourceError(f"unknown {what} revision {rev!r} in {repo}")
    return sha


def _sources(repo: Path, specs: list[str]) -> dict[str, str | None]:
    """`rev:path` -> text for each spec (None when missing, binary, too large or not UTF-8)."""
    specs = [s for s in specs if "\n" not in s]
    if not specs:
        return {}
    p = _git(repo, "cat-file", "--batch", stdin=("\n".join(specs) + "\n").encode())
    out: dict[str, str | None] = {}
    data = p.stdout
    pos = 0
    for spec in specs:
        nl = data.find(b"\n", pos)
        if nl < 0:
            break
        header = data[pos:nl].decode(errors="replace").split()
        pos = nl + 1
        if len(header) == 3 and header[1] == "blob":
            size = int(header[2])
            blob = data[pos : pos + size]
            pos += size + 1
            if size > _MAX_SOURCE_BYTES or b"\x00" in blob:
                out[spec] = None
                continue
            try:
                out[spec] = blob.decode("utf-8")
            except UnicodeDecodeError:
                out[spec] = None
        elif len(header) == 3:  # a tree or commit (submodule): skip its body
            pos += int(header[2]) + 1
            out[spec] = None
        else:  # "<spec> missing" / "ambiguous"
            out[spec] = None
    return out


def _with_sources(f: ChangedFile, texts: dict[str, str | None], base: str, head: str) -> ChangedFile:
    if f.binary or not f.path.endswith(".py"):
        return f
    old = texts.get(f"{base}:{f.previous_path or f.path}") if f.status != "added" else None
    new = texts.get(f"{head}:{f.path}") if f.status != "removed" else None
    # Exact analysis needs every side the change has; with one missing, fall back to the patch alone.
    if (f.status != "added" and old is None) or (f.status != "removed" and new is None):
        return f
    return f.model_copy(update={"old_source": old, "new_source": new})


_DIFF_ARGS = ("diff", "--no-color", "--no-ext-diff", "--no-textconv", "--full-index", "--src-prefix=a/",
              "--dst-prefix=b/")


def _files_one_by_one(repo: Path, base: str, head: str) -> list[ChangedFile]:
    """Files of base..head when some blobs cannot be read: those are listed without a patch (path rules)."""
    p = _git(repo, "diff", "--name-status", "-z", "--no-renames", base, head)
    if p.returncode != 0:
        raise DiffSourceError(f"git diff {base[:12]}..{head[:12]} failed: {_first_line(p.stderr)}")
    fields = p.stdout.decode("utf-8", errors="replace").split("\0")
    files: list[ChangedFile] = []
    for code, path in zip(fields[0::2], fields[1::2], strict=False):
        if not path:
            continue
        one = _git(repo, *_DIFF_ARGS, base, head, "--", f":(literal){path}")
        text = one.stdout.decode("utf-8", errors="replace")
        parsed = parse_unified_diff(text) if one.returncode == 0 else []
        if parsed:
            files.extend(parsed)
        else:
            st: FileStatus = _STATUS.get(code[:1], "modified")  # type: ignore[assignment]
            files.append(ChangedFile(path=path, status=st, binary=True))
    if not files:
        raise DiffSourceError(f"no changes between {base[:12]} and {head[:12]}")
    return files


def from_git(repo: Path | str, base: str, head: str, *, with_sources: bool = True) -> PlanInput:
    """The change `base..head` of a repository (work tree or bare), rename-aware, via git plumbing only."""
    repo = Path(repo)
    if not repo.exists():
        raise DiffSourceError(f"{repo}: no such directory")
    p = _git(repo, "rev-parse", "--git-dir")
    if p.returncode != 0:
        raise DiffSourceError(f"{repo}: not a git repository")
    base_sha = _resolve(repo, base, "base")
    head_sha = _resolve(repo, head, "head")
    d = _git(repo, *_DIFF_ARGS, "-M", base_sha, head_sha)
    if d.returncode != 0:
        if b"unable to read" not in d.stderr:
            raise DiffSourceError(f"git diff {base}..{head} failed: {_first_line(d.stderr)}")
        # A partial clone or mirror without some blobs: read file by file, list the unreadable ones.
        files = _files_one_by_one(repo, base_sha, head_sha)
    else:
        text = d.stdout.decode("utf-8", errors="replace")
        if not text.strip():
            raise DiffSourceError(f"no changes between {base} and {head}")
        files = parse_unified_diff(text)
    if with_sources:
        specs: list[str] = []
        for f in files:
            if f.binary or not f.path.endswith(".py"):
                continue
            if f.status != "added":
                specs.append(f"{base_sha}:{f.previous_path or f.path}")
            if f.status != "removed":
                specs.append(f"{head_sha}:{f.path}")
        texts = _sources(repo, specs)
        files = [_with_sources(f, texts, base_sha, head_sha) for f in files]
    return PlanInput(
        source=f"git {base}..{head}", files=files, patches_available=True, base=base_sha, head=head_sha
    )


# ---------------------------------------------------------------------------------------------------------
# trees (for the call graph)


def resolve_commit(repo: Path | str, rev: str) -> str:
    """The full commit id `rev` names in `repo` (bare clones too)."""
    repo = Path(repo)
    if not repo.exists():
        raise DiffSourceError(f"{repo}: no such directory")
    if _git(repo, "rev-parse", "--git-dir").returncode != 0:
        raise DiffSourceError(f"{repo}: not a git repository")
    return _resolve(repo, rev, "ref")


def tree_id(repo: Path | str, rev: str, prefix: str) -> str:
    """The git tree id of `prefix` at `rev` ('' = the root tree): it names the sources a graph is built from."""
    repo = Path(repo)
    sha = _resolve(repo, rev, "head")
    p = _git(repo, "rev-parse", "--verify", "--quiet", f"{sha}:{prefix.strip('/')}")
    out = p.stdout.decode().strip()
    if p.returncode != 0 or not _SHA.match(out):
        raise DiffSourceError(f"{prefix} does not exist at {rev} in {repo}")
    return out


def list_tree(repo: Path | str, tree: str, suffix: str = ".py") -> list[tuple[str, str]]:
    """(path relative to the tree, blob id) of every file under a tree whose name ends with `suffix`."""
    repo = Path(repo)
    if not _SHA.match(tree):
        raise DiffSourceError(f"bad tree id {tree!r}")
    p = _git(repo, "ls-tree", "-r", "-z", "--full-tree", tree)
    if p.returncode != 0:
        raise DiffSourceError(f"git ls-tree {tree[:12]} failed: {_first_line(p.stderr)}")
    out: list[tuple[str, str]] = []
    for rec in p.stdout.decode("utf-8", errors="replace").split("\0"):
        if not rec:
            continue
        meta, _, path = rec.partition("\t")
        parts = meta.split()
        if len(parts) == 3 and parts[1] == "blob" and path.endswith(suffix):
            out.append((path, parts[2]))
    return out


def read_blobs(repo: Path | str, blobs: list[str]) -> dict[str, str | None]:
    """Blob id -> UTF-8 text (None when missing, binary or too large), read with one `git cat-file --batch`."""
    return _sources(Path(repo), [b for b in blobs if _SHA.match(b)])
