"""Fail attribution end to end, over real HTTP: a PR's Bridge change breaks the fixture NeMo-RL job (a real
Python traceback from the worker, raised in Bridge code at the PR's head); the bot finds the merge base through
GitHub's compare API (the double), runs the same job spec on a worktree of the merge base, and concludes
`failure` "introduced by this PR" when the base passes, `neutral` "already failing on main" with a link to the
base run when the base fails too. The check text shows the root-cause frame and the changed line it falls in.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from runners.contract import JobSpec
from tests.conftest import FIXTURE_GPUS, NO_RAY_CHECK, Bot, Checkouts, ServerThread, bot_env, settings_from
from tests.fixtures.builders import fixture_env, git
from tests.github_double import PullFile, webhooks
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401

MODELS = "src/megatron/bridge/models/__init__.py"
BROKEN_LINE = '        org, name = hf_id.split("/")[1:]'  # unpacks one part of "Qwen/Qwen2.5-0.5B": ValueError
PROVIDER = "src/megatron/bridge/models/qwen/qwen2_provider.py"
NEMO = "bridge-validate / nemo-rl"


@pytest.fixture
def per_sha_bot(checkouts: Checkouts, tmp_path: Path, github_double: Any) -> Iterator[Any]:  # noqa: F811
    """`make(db_url, **BRIDGE_VALIDATE_overrides) -> Bot`: the bot as conftest's `make_bot` builds it, but
    every job runs on a git worktree of the fixture Bridge at the job's own SHA (as the service runs it), so
    the PR's head and its merge base really run different Bridge code."""
    from bot.dispatch.checkout import BridgeCheckouts
    from bot.dispatch.executors import ServiceLocalExecutor
    from bot.infra.logging import configure_logging
    from bot.infra.store import Store
    from bot.service.app import create_app

    gh = github_double
    gh.state.set_permission(gh.repo, "contributor", "write")
    servers: list[ServerThread] = []

    def make(db_url: str, **extra: str) -> Bot:
        settings: Any = settings_from(bot_env(gh, db_url, checkouts, tmp_path, **extra))
        logs = io.StringIO()
        configure_logging("info", stream=logs)
        executor = ServiceLocalExecutor(
            workdir=settings.workdir,
            bridge_repo=checkouts.bridge,
            repos={"nemo-rl": checkouts.nemo_rl, "verl": checkouts.verl},
            # The runner's Ray worker import check is off (tests/conftest.py: NO_RAY_CHECK).
            env=fixture_env(BRIDGE_VALIDATE_GPUS=FIXTURE_GPUS, BRIDGE_VALIDATE_RAY_STOP="0", **NO_RAY_CHECK),
        )
        executor.checkouts = BridgeCheckouts(checkouts.bridge, tmp_path / "worktrees", busy=executor.busy_shas)
        store = Store(settings.database_url)
        srv = ServerThread(create_app(settings, executor=executor, store=store))
        gh.webhook_url = srv.url + "/webhook"
        srv.__enter__()
        servers.append(srv)
        return Bot(srv.url, store, settings, gh, logs, Path(settings.workdir), executor)

    yield make
    for srv in servers:
        srv.__exit__(None)


# ---------------------------------------------------------------------------------------------- git history


def commit(repo: Path, parent: str, changes: dict[str, str], message: str) -> str:
    """A commit on top of `parent` in the fixture Bridge repository (real git), leaving `main` where it was."""
    git(repo, "checkout", "-q", "--detach", parent)
    for path, text in changes.items():
        (repo / path).parent.mkdir(parents=True, exist_ok=True)
        (repo / path).write_text(text)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", message)
    sha = git(repo, "rev-parse", "HEAD")
    git(repo, "checkout", "-q", "main")
    return sha


def publish(gh: Any, repo: Path, sha: str, branch: str | None = None) -> None:
    """The commit (its whole tree and parents) in the double, for compare and trees."""
    files = {p: git(repo, "show", f"{sha}:{p}") + "\n" for p in git(repo, "ls-tree", "-r", "--name-only", sha).split()}
    parents = git(repo, "rev-list", "--parents", "-n", "1", sha).split()[1:]
    gh.state.add_commit(gh.repo, sha, files, parents=parents, branch=branch)


def pull_file(repo: Path, base: str, head: str, path: str, status: str = "modified") -> PullFile:
    """The file as GitHub's pull-files API lists it: the hunks of `git diff`, without the file headers."""
    diff = git(repo, "diff", "-U3", base, head, "--", path)
    hunks = diff[diff.index("@@") :]
    adds = sum(1 for ln in hunks.splitlines() if ln.startswith("+"))
    dels = sum(1 for ln in hunks.splitlines() if ln.startswith("-"))
    return PullFile(path, status=status, additions=adds, deletions=dels, patch=hunks)


def broken_models(repo: Path, good: str) -> str:
    text = git(repo, "show", f"{good}:{MODELS}") + "\n"
    assert "        return cls(hf_id)\n" in text
    return text.replace("        return cls(hf_id)\n", BROKEN_LINE + '\n        return cls(f"{org}/{name}")\n')


def nemo_run(bot: Bot, sha: str) -> Any:
    return next(r for r in bot.wait_concluded(sha, timeout=240) if r.name == NEMO)


def in_progress_bodies(run: Any) -> list[dict[str, Any]]:
    return [b for b in run.history if b.get("status") == "in_progress"]


# ---------------------------------------------------------------------------------------------- the test


@pytest.mark.slow
def test_a_fail_is_attributed_against_the_merge_base(per_sha_bot: Any, make_db_url: Any, checkouts: Checkouts) -> None:
    bot: Bot = per_sha_bot(make_db_url("sqlite"))
    gh, repo, good = bot.gh, checkouts.bridge, checkouts.sha
    publish(gh, repo, good)

    # 1. Main moved on (docs); the PR, branched from `good`, breaks AutoBridge.from_hf_pretrained.
    main_tip = commit(repo, good, {"docs/main.md": "main moved on\n"}, "docs on main")
    publish(gh, repo, main_tip, branch="main")
    head = commit(repo, good, {MODELS: broken_models(repo, good)}, "PR: parse the HF id")
    publish(gh, repo, head)
    pr_file = pull_file(repo, good, head, MODELS)
    pull = gh.state.add_pull(gh.repo, 21, head_sha=head, base_sha=main_tip, files=[pr_file])
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=gh))
    run = nemo_run(bot, head)

    assert run.conclusion == "failure", run.summary
    assert run.title.startswith("Introduced by this PR: Result: Fail"), run.title
    summary = run.summary or ""
    broken_no = broken_models(repo, good).splitlines().index(BROKEN_LINE) + 1
    assert f"points at this PR's change: {MODELS}:{broken_no}" in summary
    assert f"root-cause frame: `{MODELS}:{broken_no} in from_hf_pretrained`" in summary
    assert "changed line (added, hunk" in summary and BROKEN_LINE.strip() in summary
    assert "**introduced by this PR**: passes on the merge base" in summary
    # Its GPU cost was in the estimate the queued check run showed.
    assert "(plus up to ~" in run.history[0]["output"]["summary"]
    assert "to re-run failed jobs on the merge base)" in run.history[0]["output"]["summary"]
    # The check run stayed in progress, saying so, while the job ran again on the merge base.
    waiting = [b for b in in_progress_bodies(run) if "merge base" in b["output"]["title"]]
    assert waiting and good[:12] in waiting[0]["output"]["title"]
    # The merge base is the compare API's (not the PR's base SHA, main's tip): the base job ran on it.
    assert gh.requests_to("GET", "repos/compare-commits-with-basehead")
    [pr_run] = bot.store.runs.for_sha(gh.repo, head)
    jobs = bot.store.jobs.for_run(pr_run.id)
    [base_job] = [j for j in jobs if j.base_of]
    assert JobSpec.model_validate_json(base_job.spec_json).bridge_sha == good
    assert (base_job.state, base_job.verdict) == ("done", "Pass")
    assert base_job.base_of in {j.id for j in jobs if j.framework == "nemo-rl" and not j.base_of}
    verl = next(r for r in bot.checks(head) if r.name != NEMO)
    assert verl.conclusion == "success" and not any(j.base_of for j in jobs if j.framework == "verl")

    # 2. The same bug lands on main; a PR on top of it that only adds a provider fails the same way.
    broken_main = commit(repo, good, {MODELS: broken_models(repo, good)}, "main: parse the HF id")
    publish(gh, repo, broken_main, branch="main")
    provider = "SEQ_LENGTH = 8192\n"
    head2 = commit(repo, broken_main, {PROVIDER: provider}, "PR: qwen2 provider")
    publish(gh, repo, head2)
    pull2 = gh.state.add_pull(
        gh.repo,
        22,
        head_sha=head2,
        base_sha=broken_main,
        files=[pull_file(repo, broken_main, head2, PROVIDER, status="added")],
    )
    bot.send("pull_request", webhooks.pull_request("opened", pull2, double=gh))
    run2 = nemo_run(bot, head2)
    pr2_id = bot.store.runs.for_sha(gh.repo, head2)[0].id

    assert run2.conclusion == "neutral", run2.summary
    assert run2.title.startswith("Already failing on main: Result: Fail"), run2.title
    summary2 = run2.summary or ""
    assert "**already failing on main** ([run `" in summary2
    # The link is the page of the run that holds the merge-base job, and it serves.
    link = summary2.split("**already failing on main** ([run `", 1)[1].split("](", 1)[1].split(")", 1)[0]
    assert link.startswith(f"http://bot.test/runs/{pr2_id}/nemo-rl?t=")
    page_url, anchor = link.split("#", 1)
    page = httpx.get(bot.url + page_url.removeprefix("http://bot.test"))
    assert page.status_code == 200 and f'id="{anchor}"' in page.text  # the base job's own section
    assert f"on the merge base {broken_main[:10]}" in page.text  # and it says what it is
    assert "lies outside the lines this PR changed" in summary2
    assert "points at this PR's change" not in summary2
    [pr2] = bot.store.runs.for_sha(gh.repo, head2)
    [base2] = [j for j in bot.store.jobs.for_run(pr2.id) if j.base_of]
    assert JobSpec.model_validate_json(base2.spec_json).bridge_sha == broken_main
    assert base2.verdict == "Fail"
    assert (bot.workdir / base2.id).is_dir()  # it ran

    # 3. A docs-only push to PR 22: the tree under test and the job spec are unchanged, so the PR's Fail and
    # the merge base's Fail both come from the jobs that already ran (same reuse keys); no GPU is spent.
    head3 = commit(repo, head2, {"docs/qwen2.md": "provider notes\n"}, "PR: docs")
    publish(gh, repo, head3)
    files3 = [pull_file(repo, broken_main, head3, PROVIDER, status="added")]
    files3.append(pull_file(repo, broken_main, head3, "docs/qwen2.md", status="added"))
    gh.state.push(gh.repo, 22, head3, files=files3)
    bot.send("pull_request", webhooks.pull_request("synchronize", pull2, double=gh, before=head2))
    run3 = nemo_run(bot, head3)
    assert run3.conclusion == "neutral", run3.summary
    [pr3] = bot.store.runs.for_sha(gh.repo, head3)
    jobs3 = bot.store.jobs.for_run(pr3.id)
    [base3] = [j for j in jobs3 if j.base_of]
    assert base3.reused_from == base2.id and base3.verdict == "Fail"
    assert all(j.reused_from for j in jobs3 if j.framework == "nemo-rl")
    assert f"reused from job {base2.id}" in (run3.summary or "")
    assert not (bot.workdir / base3.id).exists()


@pytest.mark.slow
@pytest.mark.parametrize("why", ["setting off", "over budget"])
def test_a_fail_not_rerun_on_the_merge_base_stays_a_failure(
    per_sha_bot: Any, make_db_url: Any, checkouts: Checkouts, why: str
) -> None:
    """`BRIDGE_VALIDATE_BASE_RERUN=false` turns it off; a per-PR budget that the plan fits but the re-runs
    would pass skips it and says so. Either way the Fail stays a `failure`, still attributed to the diff."""
    if why == "setting off":
        bot: Bot = per_sha_bot(make_db_url("sqlite"), BRIDGE_VALIDATE_BASE_RERUN="false")
    else:  # the plan: ~40 (NeMo-RL) + ~200 (verl) GPU-minutes; its NeMo-RL re-run would add ~40
        bot = per_sha_bot(make_db_url("sqlite"), BRIDGE_VALIDATE_PR_BUDGET_GPU_MINUTES="250")
    gh, repo, good = bot.gh, checkouts.bridge, checkouts.sha
    publish(gh, repo, good, branch="main")
    head = commit(repo, good, {MODELS: broken_models(repo, good)}, "PR: parse the HF id")
    publish(gh, repo, head)
    pull = gh.state.add_pull(gh.repo, 23, head_sha=head, base_sha=good, files=[pull_file(repo, good, head, MODELS)])
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=gh))
    run = nemo_run(bot, head)
    summary = run.summary or ""
    assert run.conclusion == "failure" and (run.title or "").startswith("Result: Fail")
    assert "points at this PR's change: " + MODELS in summary  # attribution to the diff still runs
    assert not gh.requests_to("GET", "repos/compare-commits-with-basehead")
    [pr_run] = bot.store.runs.for_sha(gh.repo, head)
    assert not any(j.base_of for j in bot.store.jobs.for_run(pr_run.id))
    queued = run.history[0]["output"]["summary"]
    if why == "setting off":
        assert "merge base" not in summary
        assert "re-run failed jobs on the merge base" not in queued
    else:
        assert "plus up to ~240 to re-run failed jobs on the merge base" in queued and "budget of 250" in queued
        assert (
            "`" + next(j.id for j in bot.store.jobs.for_run(pr_run.id) if j.framework == "nemo-rl") + "`: not re-run"
            in summary
        )
        assert "Not re-run on the merge base: re-running them on the merge base needs ~40 more GPU-minutes" in summary


IMPORT_LINE = "from megatron.core.transformer.fused_router import FusedRouter  # noqa: F401"
MISSING = "megatron.core.transformer"  # Python names the first package of the path it cannot find


def with_missing_import(repo: Path, at: str) -> str:
    """models/__init__.py importing a Megatron-Core module the job's container does not have (Bridge newer than
    the container's Megatron-Core)."""
    text = git(repo, "show", f"{at}:{MODELS}") + "\n"
    return IMPORT_LINE + "\n" + text


@pytest.mark.slow
def test_a_missing_megatron_core_module_is_skew_unless_the_pr_adds_the_import(
    per_sha_bot: Any, make_db_url: Any, checkouts: Checkouts
) -> None:
    """Issue 11: `No module named 'megatron.core.X'` that the PR does not introduce is dependency skew:
    Blocked (`action_required`), naming the module, never the PR's Fail. The same error where the PR's own added
    line imports the module is the PR's Fail, pointing at that line."""
    bot: Bot = per_sha_bot(make_db_url("sqlite"), BRIDGE_VALIDATE_BASE_RERUN="false")
    gh, repo, good = bot.gh, checkouts.bridge, checkouts.sha
    publish(gh, repo, good, branch="main")

    # 1. The PR adds the import: its Fail, attributed to the added line.
    head = commit(repo, good, {MODELS: with_missing_import(repo, good)}, "PR: use the fused router")
    publish(gh, repo, head)
    pull = gh.state.add_pull(gh.repo, 31, head_sha=head, base_sha=good, files=[pull_file(repo, good, head, MODELS)])
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=gh))
    run = nemo_run(bot, head)
    summary = run.summary or ""
    assert run.conclusion == "failure", summary
    assert f"this PR introduces the import of `{MISSING}`" in summary
    assert f"points at this PR's change: {MODELS}:1" in summary

    # 2. The import is on main already; a PR that only adds a provider meets the same error: skew, Blocked.
    main2 = commit(repo, good, {MODELS: with_missing_import(repo, good)}, "main: use the fused router")
    publish(gh, repo, main2, branch="main")
    head2 = commit(repo, main2, {PROVIDER: "SEQ_LENGTH = 8192\n"}, "PR: qwen2 provider")
    publish(gh, repo, head2)
    pull2 = gh.state.add_pull(
        gh.repo, 32, head_sha=head2, base_sha=main2, files=[pull_file(repo, main2, head2, PROVIDER, status="added")]
    )
    bot.send("pull_request", webhooks.pull_request("opened", pull2, double=gh))
    run2 = nemo_run(bot, head2)
    summary2 = run2.summary or ""
    assert run2.conclusion == "action_required", summary2
    assert f"Blocked (dependency skew): the job's environment lacks `{MISSING}`" in summary2
    assert "this PR does not introduce that import" in summary2
    assert "points at this PR's change" not in summary2

    # 3. The same error where the PR moves the Megatron-LM submodule pin (GitHub lists a submodule as a file whose
    # patch is its `Subproject commit` lines; the fixture Bridge has no submodule, the listing carries the move):
    # the PR chose the Megatron-Core that lacks the module, its Fail, naming the pin.
    head3 = commit(repo, main2, {PROVIDER: "SEQ_LENGTH = 4096\n"}, "PR: bump Megatron-LM and the qwen2 provider")
    publish(gh, repo, head3)
    pin = PullFile(
        "3rdparty/Megatron-LM", status="modified", additions=1, deletions=1,
        patch="@@ -1 +1 @@\n-Subproject commit " + "c1d04e7a" * 5 + "\n+Subproject commit " + "5b7e04c1" * 5,
    )
    pull3 = gh.state.add_pull(
        gh.repo, 33, head_sha=head3, base_sha=main2,
        files=[pull_file(repo, main2, head3, PROVIDER, status="added"), pin],
    )
    bot.send("pull_request", webhooks.pull_request("opened", pull3, double=gh))
    run3 = nemo_run(bot, head3)
    summary3 = run3.summary or ""
    assert run3.conclusion == "failure", summary3
    moved = "this PR moves the pin `3rdparty/Megatron-LM` (c1d04e7ac1d0 -> 5b7e04c15b7e)"
    assert f"{moved}, and the job's environment lacks `{MISSING}`" in summary3
    assert "points at this PR's change: 3rdparty/Megatron-LM" in summary3
