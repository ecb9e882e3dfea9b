"""The App's source of downstream reach: the Bridge call graph at a PR head, for `make_plan`.

The plan's reach needs the whole Bridge package at the head, not the ≤40 changed files the contents API gives
the line analysis (bot.core.sources). The App reads it from the Bridge clone it already keeps for the local
executor (BRIDGE_VALIDATE_BRIDGE_REPO; a bare mirror works): the head commit is fetched from the clone's
`origin` when missing (`refs/pull/N/head` for a fork), and bot.infra.graphcache builds the graph once per tree
(BRIDGE_VALIDATE_CACHE_DIR). Any failure -- no clone configured, commit not fetchable, git error -- yields None
and a note: the plan then comes from path and content rules, never a crash.
"""

from __future__ import annotations

import os
import re
import subprocess
import threading
from pathlib import Path

from bot.core.diffsource import DiffSourceError
from bot.core.reach import DownstreamReach
from bot.core.rules import Rules
from bot.infra.graphcache import ReachCache
from bot.infra.logging import get_logger

__all__ = ["ReachSource"]

_SHA = re.compile(r"^[0-9a-f]{40}$")
log = get_logger("bridge_validate.reach")


def _git_env() -> dict[str, str]:
    env = dict(os.environ)
    env["GIT_TERMINAL_PROMPT"] = "0"  # never wait for credentials on a prompt
    env.pop("GIT_DIR", None)
    env.pop("GIT_WORK_TREE", None)
    return env


class ReachSource:
    """`(head sha, PR number) -> (DownstreamReach | None, note | None)` from a local Bridge clone."""

    def __init__(self, repo: Path | None, rules: Rules, cache_dir: Path | None = None) -> None:
        self.repo = Path(repo) if repo is not None else None
        self.rules = rules
        self.cache = ReachCache(cache_dir)
        self._lock = threading.Lock()

    def _git(self, *args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
        assert self.repo is not None
        return subprocess.run(
            ["git", "-C", str(self.repo), *args],
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
            env=_git_env(),
        )

    def _has(self, sha: str) -> bool:
        return self._git("cat-file", "-e", f"{sha}^{{commit}}", timeout=60).returncode == 0

    def _ensure(self, sha: str, pr: int | None) -> bool:
        if self._has(sha):
            return True
        with self._lock:
            if self._has(sha):
                return True
            self._git("fetch", "--quiet", "--no-tags", "origin", sha)
            if not self._has(sha) and pr is not None:
                ref = f"+refs/pull/{int(pr)}/head:refs/bridge-validate/pull/{int(pr)}"
                self._git("fetch", "--quiet", "--no-tags", "origin", ref)
            return self._has(sha)

    def __call__(self, sha: str, pr: int | None = None) -> tuple[DownstreamReach | None, str | None]:
        if self.repo is None:
            return None, (
                "no Bridge clone configured (BRIDGE_VALIDATE_BRIDGE_REPO): levels come from path and content "
                "rules, not from the call graph"
            )
        if not _SHA.match(sha):
            return None, f"head {sha[:12]!r} is not a commit id: no call graph"
        try:
            if not self._ensure(sha, pr):
                return None, (
                    f"could not fetch {sha[:12]} into the Bridge clone: levels come from path and content rules"
                )
            return self.cache.reach_for(self.repo, sha, self.rules), None
        except (DiffSourceError, OSError, subprocess.SubprocessError) as exc:
            log.warning("reach.unavailable", sha=sha, error=str(exc)[:300])
            return None, f"no call graph for {sha[:12]} ({str(exc)[:200]}): levels come from path and content rules"
