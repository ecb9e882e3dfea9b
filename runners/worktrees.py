"""Per-SHA Bridge checkouts: each job runs on a `git worktree` of a Bridge repository at exactly the PR head, so
the runner's "is the checkout the SHA under test?" check passes on live PRs and concurrent jobs on different SHAs
never share a working tree. Used by the bot's local executor (`bot.dispatch.checkout`) and by the runner itself on
a cluster node (`python -m runners run --bridge-worktrees ROOT`: the Ray backend's jobs run on the PR head on
whichever node takes them, from that node's clone). Stdlib only, like every module the runner loads.

- The commit is fetched from the repository's `origin` when it is not there yet (`git fetch origin <sha>`;
  for a fork PR whose head GitHub only publishes as `refs/pull/N/head`, that ref);
- the worktree is `<root>/<sha>`, detached at the SHA, with submodules (3rdparty/Megatron-LM) when the
  tree has any;
- at most `keep` worktrees stay on disk; the oldest ones no job uses (and none used in the last `min_age_s`
  seconds, for callers that cannot list the busy ones) are removed.

Every git call is an argv list; the SHA must be 40 hex digits and the PR number an int before any of it.
Concurrent callers (threads, bot replicas on one host) serialise on a lock file in `root`.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import shutil
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

FULL_SHA = re.compile(r"^[0-9a-f]{40}$")
GIT_TIMEOUT_S = 600.0


class CheckoutError(RuntimeError):
    """The commit could not be fetched or checked out; the message is safe to show."""


def _git_env() -> dict[str, str]:
    env = dict(os.environ)
    env["GIT_TERMINAL_PROMPT"] = "0"  # never wait for credentials on a prompt
    env.pop("GIT_DIR", None)
    env.pop("GIT_WORK_TREE", None)
    return env


class BridgeCheckouts:
    def __init__(
        self,
        repo: Path,
        root: Path,
        *,
        keep: int = 16,
        busy: Callable[[], set[str]] | None = None,
        min_age_s: float = 0.0,
    ) -> None:
        self.repo = Path(repo).absolute()
        self.root = Path(root).absolute()
        self.keep = keep
        self.busy = busy or (lambda: set())
        self.min_age_s = min_age_s
        self._lock = threading.Lock()

    # -- git

    def _git(
        self, *args: str, cwd: Path | None = None, timeout: float = GIT_TIMEOUT_S
    ) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["git", "-C", str(cwd or self.repo), *args],
            capture_output=True,
            text=True,
            timeout=timeout,
            env=_git_env(),
            check=False,
        )

    def has_commit(self, sha: str) -> bool:
        return self._git("cat-file", "-e", f"{sha}^{{commit}}", timeout=60).returncode == 0

    def _fetch(self, sha: str, pr: int | None) -> None:
        tried: list[str] = []
        res = self._git("fetch", "--quiet", "--no-tags", "origin", sha)
        tried.append(f"git fetch origin {sha[:12]}: {_last_line(res)}")
        if self.has_commit(sha):
            return
        if pr is not None:
            ref = f"+refs/pull/{int(pr)}/head:refs/bridge-validate/pull/{int(pr)}"
            res = self._git("fetch", "--quiet", "--no-tags", "origin", ref)
            tried.append(f"git fetch origin pull/{int(pr)}/head: {_last_line(res)}")
            if self.has_commit(sha):
                return
        raise CheckoutError(
            f"commit {sha[:12]} is not in {self.repo} and could not be fetched (" + "; ".join(tried) + ")"
        )

    # -- worktrees

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        self.root.mkdir(parents=True, exist_ok=True)
        with self._lock, (self.root / ".lock").open("a") as fh:
            fcntl.flock(fh, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(fh, fcntl.LOCK_UN)

    def path(self, sha: str) -> Path:
        return self.root / sha

    def ensure(self, sha: str, pr: int | None = None) -> Path:
        """A worktree at exactly `sha` (fetched first when needed). Raises CheckoutError."""
        if not FULL_SHA.match(sha or ""):
            raise CheckoutError(f"not a full commit id: {sha!r}")
        if pr is not None and (not isinstance(pr, int) or pr <= 0):
            raise CheckoutError(f"not a pull request number: {pr!r}")
        with self._locked():
            wt = self.path(sha)
            if self._is_at(wt, sha):
                os.utime(wt)  # recently used: pruned last
                return wt
            if not self.has_commit(sha):
                self._fetch(sha, pr)
            self._git("worktree", "prune", timeout=60)
            if wt.exists():
                self._remove(wt)
            res = self._git("worktree", "add", "--detach", "--force", str(wt), sha)
            if res.returncode != 0:
                raise CheckoutError(f"git worktree add {sha[:12]} failed: {_last_line(res)}")
            if (wt / ".gitmodules").is_file():
                res = self._git("submodule", "update", "--init", "--recursive", cwd=wt)
                if res.returncode != 0:
                    # A half-made worktree must not pass for a ready one on the next job's `_is_at`.
                    self._remove(wt)
                    raise CheckoutError(f"git submodule update in {sha[:12]} failed: {_last_line(res)}")
            if not self._is_at(wt, sha):
                raise CheckoutError(f"the worktree for {sha[:12]} is not at that commit")
            self._prune_old(keep_also={sha})
            return wt

    def _is_at(self, wt: Path, sha: str) -> bool:
        if not (wt / ".git").exists():
            return False
        res = self._git("rev-parse", "HEAD", cwd=wt, timeout=60)
        return res.returncode == 0 and res.stdout.strip() == sha

    def _remove(self, wt: Path) -> None:
        self._git("worktree", "remove", "--force", str(wt), timeout=120)
        if wt.exists():
            shutil.rmtree(wt, ignore_errors=True)
        self._git("worktree", "prune", timeout=60)

    def _prune_old(self, keep_also: set[str]) -> None:
        trees = [p for p in self.root.iterdir() if p.is_dir() and FULL_SHA.match(p.name)]
        if len(trees) <= self.keep:
            return
        busy = self.busy() | keep_also
        trees.sort(key=lambda p: p.stat().st_mtime)
        recent = time.time() - self.min_age_s
        for p in trees[: len(trees) - self.keep]:
            if p.name not in busy and p.stat().st_mtime < recent:
                self._remove(p)

    def worktrees(self) -> list[str]:
        if not self.root.is_dir():
            return []
        return sorted(p.name for p in self.root.iterdir() if p.is_dir() and FULL_SHA.match(p.name))


def _last_line(res: subprocess.CompletedProcess[str]) -> str:
    lines = [ln for ln in (res.stderr or res.stdout or "").splitlines() if ln.strip()]
    return (lines[-1] if lines else f"exit {res.returncode}")[:300]
