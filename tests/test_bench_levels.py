"""bench/levels.py plans a labelled row the way GitHub shows its change: the commit, or the PR's base..head."""

from __future__ import annotations

import subprocess
from pathlib import Path

from bench.levels import _plan_one
from bot.core.config import DEFAULT_CONFIG_DIR
from bot.core.rules import load_rules
from tests.conftest import GIT_ENV

PKG = "src/megatron/bridge"


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True, env=GIT_ENV
    ).stdout.strip()


def commit(repo: Path, rel: str, text: str) -> str:
    p = repo / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", f"edit {rel}")
    return git(repo, "rev-parse", "HEAD")


def test_a_row_with_a_base_is_planned_over_every_commit_of_the_pull_request(tmp_path: Path) -> None:
    """An unmerged PR's head is several commits past its merge base: its first commit's mapping change counts."""
    repo = tmp_path / "bridge"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    base = commit(repo, "docs/index.md", "# Bridge\n")
    commit(repo, f"{PKG}/models/conversion/param_mapping.py", "class AutoMapping:\n    pass\n")
    head = commit(repo, "docs/index.md", "# Megatron-Bridge\n")
    rules = load_rules(DEFAULT_CONFIG_DIR)

    last_commit, _ = _plan_one(str(repo), head, rules, None, "rules")
    whole_pr, _ = _plan_one(str(repo), head, rules, None, "rules", base)

    assert last_commit.files == 1 and not last_commit.levels.get("nemo-rl")
    assert whole_pr.files == 2
    assert any(f.path.endswith("param_mapping.py") for f in whole_pr.findings)
    assert whole_pr.levels.get("nemo-rl") and whole_pr.levels.get("verl")
