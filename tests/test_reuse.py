"""Result reuse keys (bot.dispatch.reuse): what a job's verdict depends on is in the key, what merely names one
dispatch of it is not; the Bridge tree under test is read from a real git checkout when GitHub cannot tell.
(The re-pushed PR end to end is in test_backends_e2e.py.)
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.dispatch.reuse import bridge_trees, local_trees, reuse_key, reused_result
from bot.infra.github import GitHubError, Tree
from bot.infra.store import JobRow, Run
from runners.contract import JobContext, JobResult, Verdict
from tests.fixtures.builders import git, make_bridge_repo, nemo_rl_l0_spec

TREES = {"src": "1" * 40, "3rdparty": "2" * 40}


def test_the_key_ignores_what_names_a_dispatch_and_follows_every_input() -> None:
    spec = nemo_rl_l0_spec("run1-nemo-rl-l0", bridge_sha="a" * 40)
    key = reuse_key(TREES, "7ea279abf", spec)
    same = spec.model_copy(
        update={"id": "run2-nemo-rl-l0", "bridge_sha": "b" * 40, "context": JobContext(repo="o/r", pr=8)}
    )
    assert reuse_key(TREES, "7ea279abf", same) == key
    assert reuse_key({**TREES, "src": "3" * 40}, "7ea279abf", spec) != key  # the Bridge change
    assert reuse_key({**TREES, "3rdparty": "4" * 40}, "7ea279abf", spec) != key  # a Megatron-LM bump
    assert reuse_key(TREES, "8ea279abf", spec) != key  # another downstream ref
    for update in ({"gpus": 4}, {"variant": "lora"}, {"timeout_s": 60}, {"expected_steps": 5}):
        assert reuse_key(TREES, "7ea279abf", spec.model_copy(update=update)) != key, update
    argv = spec.steps[0].model_copy(update={"argv": [*spec.steps[0].argv, "grpo.max_num_steps=3"]})
    assert reuse_key(TREES, "7ea279abf", spec.model_copy(update={"steps": [argv]})) != key


def test_local_trees_follow_src_and_3rdparty_only(tmp_path: Path) -> None:
    repo, first = make_bridge_repo(tmp_path / "bridge")
    (repo / "docs").mkdir(exist_ok=True)
    (repo / "docs" / "a.md").write_text("docs\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "docs")
    docs = git(repo, "rev-parse", "HEAD")
    (repo / "src" / "megatron" / "bridge" / "__init__.py").write_text("CHANGED = 1\n")
    git(repo, "commit", "-q", "-am", "src")
    src = git(repo, "rev-parse", "HEAD")
    t1, t2, t3 = local_trees(repo, first), local_trees(repo, docs), local_trees(repo, src)
    assert t1 is not None and t1 == t2 and t1["src"] and t1["3rdparty"]
    assert t3 is not None and t3["src"] != t1["src"] and t3["3rdparty"] == t1["3rdparty"]
    assert local_trees(repo, "f" * 40) is None  # a commit the checkout does not have: cannot tell
    assert local_trees(repo, "HEAD; rm -rf /") is None  # only full SHAs ever reach git


class _NoTrees:
    async def get_tree(self, repo: str, sha: str) -> Tree:
        raise GitHubError(404, "Not Found", "GET", "/repos/{o}/{r}/git/trees/{sha}")


class _Trees:
    async def get_tree(self, repo: str, sha: str) -> Tree:
        return Tree(sha="9" * 40, entries={"src": "5" * 40, "docs": "6" * 40})


def test_trees_come_from_github_else_from_the_local_checkout(tmp_path: Path) -> None:
    repo, sha = make_bridge_repo(tmp_path / "bridge")
    assert asyncio.run(bridge_trees(_Trees(), "o/r", sha)) == {"src": "5" * 40, "3rdparty": ""}  # type: ignore[arg-type]
    assert asyncio.run(bridge_trees(_NoTrees(), "o/r", sha, repo)) == local_trees(repo, sha)  # type: ignore[arg-type]
    assert asyncio.run(bridge_trees(_NoTrees(), "o/r", sha)) is None  # type: ignore[arg-type]


def test_a_reused_result_names_the_run_that_spent_the_gpus() -> None:
    original = JobResult(job_id="r1-job", framework="nemo-rl", level=0, verdict=Verdict.PASS, reason="2/2 steps")
    prior = JobRow(id="r1-job", run_id="r1", result_json=original.model_dump_json(), reused_from=None)
    run = Run(id="r1", repo="NVIDIA-NeMo/Megatron-Bridge", head_sha="c" * 40, pr_number=7, kind="pull_request")
    second = reused_result(prior, run, "r2-job")
    assert second.job_id == "r2-job" and second.verdict == Verdict.PASS
    assert second.reused_from == f"job r1-job (NVIDIA-NeMo/Megatron-Bridge PR #7 at {'c' * 12}, run r1)"
    # Reused again later: it still points at the run that actually ran, not at the copy.
    copy = JobRow(id="r2-job", run_id="r2", result_json=second.model_dump_json(), reused_from="r1-job")
    third = reused_result(copy, None, "r3-job")
    assert third.reused_from == second.reused_from and third.job_id == "r3-job"


def test_without_a_readable_tree_jobs_are_keyed_by_their_commit() -> None:
    """The trees API failing (a 5xx, a rate limit) must not leave a job without a key: two PRs' re-runs on one
    merge base would then both start (bench/soak.py). Keyed by the commit, jobs on one commit still meet; a
    job on another commit, or keyed by its tree, does not take that result."""
    from bot.dispatch.reuse import tree_or_commit

    spec = nemo_rl_l0_spec("run1-nemo-rl-l0", bridge_sha="a" * 40)
    sha = "c" * 40
    trees = asyncio.run(bridge_trees(_NoTrees(), "o/r", sha))  # type: ignore[arg-type]
    assert trees is None
    key = reuse_key(tree_or_commit(trees, sha), "7ea279abf", spec)
    again = reuse_key(tree_or_commit(None, sha), "7ea279abf", spec.model_copy(update={"id": "run2-nemo-rl-l0"}))
    assert again == key
    assert reuse_key(tree_or_commit(None, "d" * 40), "7ea279abf", spec) != key
    assert reuse_key(tree_or_commit(TREES, sha), "7ea279abf", spec) != key
    assert tree_or_commit(TREES, sha) == TREES
