"""bot.service.reach_source: the App's Bridge call graph per PR head, from the Bridge clone it keeps.

Real git repositories: an "upstream" Bridge with a commit the bot's clone has not fetched yet, and a pull
request head only reachable as `refs/pull/N/head` (a fork's PR). Every failure is a note, never an exception.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from bot.core.config import DEFAULT_CONFIG_DIR
from bot.core.reach import DownstreamReach
from bot.core.rules import Rules, load_rules
from bot.service.reach_source import ReachSource
from tests.fixtures.builders import git, make_bridge_repo


@pytest.fixture(scope="module")
def rules() -> Rules:
    return load_rules(DEFAULT_CONFIG_DIR)


@pytest.fixture
def upstream_and_clone(tmp_path: Path) -> tuple[Path, Path, str]:
    upstream, first = make_bridge_repo(tmp_path / "upstream")
    clone = tmp_path / "clone.git"
    subprocess.run(["git", "clone", "-q", "--bare", str(upstream), str(clone)], check=True)
    return upstream, clone, first


def test_no_clone_configured_plans_from_rules(rules: Rules, tmp_path: Path) -> None:
    reach, note = ReachSource(None, rules, tmp_path / "cache")("a" * 40, 7)
    assert reach is None and note is not None and "BRIDGE_VALIDATE_BRIDGE_REPO" in note


def test_known_head_builds_the_graph_once(
    rules: Rules, upstream_and_clone: tuple[Path, Path, str], tmp_path: Path
) -> None:
    _, clone, first = upstream_and_clone
    src = ReachSource(clone, rules, tmp_path / "cache")
    reach, note = src(first, 7)
    assert isinstance(reach, DownstreamReach) and note is None
    again, _ = src(first, 7)
    assert again is reach  # the tree's reach is cached, not rebuilt
    assert "megatron.bridge.models" in reach.graph.mods


def test_missing_head_is_fetched_from_origin(
    rules: Rules, upstream_and_clone: tuple[Path, Path, str], tmp_path: Path
) -> None:
    upstream, clone, _ = upstream_and_clone
    (upstream / "src" / "megatron" / "bridge" / "extra.py").write_text("X = 1\n")
    git(upstream, "add", "-A")
    git(upstream, "commit", "-q", "-m", "pushed after the clone")
    new = git(upstream, "rev-parse", "HEAD")
    reach, note = ReachSource(clone, rules, tmp_path / "cache")(new, 8)
    assert reach is not None and note is None
    assert "megatron.bridge.extra" in reach.graph.mods


def test_fork_head_is_fetched_through_the_pull_ref(
    rules: Rules, upstream_and_clone: tuple[Path, Path, str], tmp_path: Path
) -> None:
    upstream, clone, _ = upstream_and_clone
    git(upstream, "checkout", "-q", "-b", "fork-work")
    (upstream / "src" / "megatron" / "bridge" / "fork.py").write_text("Y = 2\n")
    git(upstream, "add", "-A")
    git(upstream, "commit", "-q", "-m", "a fork's change")
    head = git(upstream, "rev-parse", "HEAD")
    git(upstream, "update-ref", "refs/pull/9/head", head)
    git(upstream, "checkout", "-q", "main")
    git(upstream, "branch", "-q", "-D", "fork-work")  # only refs/pull/9/head keeps it
    reach, note = ReachSource(clone, rules, tmp_path / "cache")(head, 9)
    assert reach is not None and note is None, note
    assert "megatron.bridge.fork" in reach.graph.mods


def test_unfetchable_head_is_a_note(rules: Rules, upstream_and_clone: tuple[Path, Path, str], tmp_path: Path) -> None:
    _, clone, _ = upstream_and_clone
    reach, note = ReachSource(clone, rules, tmp_path / "cache")("f" * 40, 10)
    assert reach is None and note is not None and "could not fetch" in note
    reach, note = ReachSource(clone, rules, tmp_path / "cache")("HEAD; rm -rf /", 10)
    assert reach is None and note is not None and "not a commit id" in note


def test_cache_key_is_the_same_in_every_process() -> None:
    """The on-disk reach is found again after a restart: its key does not follow the process's hash seed."""
    import os
    import sys

    code = (
        "from bot.core.rules import load_rules; from bot.infra.graphcache import ReachCache; "
        "print(ReachCache(disk=False).fingerprint(load_rules()))"
    )
    keys = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True, text=True, check=True, env={**os.environ, "PYTHONHASHSEED": seed},
        ).stdout.strip()
        for seed in ("1", "2", "3")
    }
    assert len(keys) == 1 and all(keys)


def test_the_app_plans_from_the_call_graph_only_when_asked(rules: Rules, tmp_path: Path) -> None:
    """BRIDGE_VALIDATE_PLANNER: rules by default (the call graph loses recall on the held-out split, README);
    `reach` gives the worker a ReachSource over BRIDGE_REPO; anything else is refused at load."""
    from pydantic import ValidationError

    from bot.infra.settings import Settings
    from bot.infra.store import Store
    from bot.service.worker import Worker

    base = {"app_id": 1, "webhook_secret": "s" * 16, "bridge_repo": tmp_path, "database_url": "sqlite://"}
    store = Store("sqlite://")

    def worker(**extra: object) -> Worker:
        settings = Settings(**base, **extra)  # type: ignore[arg-type]
        return Worker(store=store, settings=settings, rules=rules, executor=None, github=lambda _i: None)  # type: ignore[arg-type,return-value]

    assert Settings(**base).planner == "rules"  # type: ignore[arg-type]
    assert worker().reach is None
    reach = worker(planner="reach").reach
    assert isinstance(reach, ReachSource)
    assert worker(planner="reach").context("d1", "pull_request").planner == "reach"
    assert worker().context("d0", "pull_request").planner == "rules"
    # gated: the same call graph, combined with the rules' levels (bot.core.plan._gated)
    gated = worker(planner="gated")
    assert isinstance(gated.reach, ReachSource)
    assert gated.context("d2", "pull_request").planner == "gated"
    with pytest.raises(ValidationError, match="planner"):
        Settings(**base, planner="graph")  # type: ignore[arg-type]
