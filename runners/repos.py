"""Both checkouts' state, recorded before anything runs (seeds: "Before running, record both states")."""

from __future__ import annotations

from pathlib import Path

from runners.contract import RepoState
from runners.execute import capture


class RepoError(RuntimeError):
    pass


def repo_state(path: Path, timeout_s: float = 60.0) -> RepoState:
    """`git status --short`, `rev-parse HEAD` and `rev-parse --short HEAD` of a work tree."""
    if not path.is_dir():
        raise RepoError(f"{path} is not a directory")
    git = ["git", "-c", f"safe.directory={path}", "-C", str(path)]
    code, full = capture([*git, "rev-parse", "HEAD"], timeout_s=timeout_s)
    if code != 0:
        raise RepoError(f"{path} is not a git checkout: {full.strip()[-200:]}")
    _, short = capture([*git, "rev-parse", "--short", "HEAD"], timeout_s=timeout_s)
    code, status = capture([*git, "status", "--short"], timeout_s=timeout_s)
    if code != 0:
        raise RepoError(f"git status failed in {path}: {status.strip()[-200:]}")
    dirty = [ln for ln in status.splitlines() if ln.strip()]
    return RepoState(path=str(path), sha=full.strip(), short_sha=short.strip() or None, dirty=dirty)


def sha_matches(actual: str | None, wanted: str) -> bool:
    """A spec may name a short or a full SHA; the checkout's full HEAD must start with it."""
    return bool(actual) and actual is not None and actual.lower().startswith(wanted.lower())
