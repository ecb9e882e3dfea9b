"""`check_suite` rerequested ("Re-run all checks" on GitHub): both of the suite's checks run again, as a new
attempt with the plans they had, nothing reused; only a user with write permission is obeyed. Over real HTTP:
GitHub's example payload (adapted, signed) → the bot → the GitHub double → fixture jobs."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.conftest import NAMES, Bot, Checkouts, provider_pull, wait_for
from tests.github_double import webhooks
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401
from tests.test_github_double import token_for

FAST = {"BRIDGE_VALIDATE_JOB_RETRIES": "0"}


@pytest.fixture(autouse=True)
def _fast_runner(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("BRIDGE_VALIDATE_RAY_CHECK", "0")  # no Ray here: the fixture jobs take ~1 s
    monkeypatch.setenv("BRIDGE_VALIDATE_RAY_STOP", "0")
    yield


def test_the_double_sends_check_suite_rerequested_as_github_does(github_double: Any) -> None:  # noqa: F811
    gh = github_double
    pull = gh.state.add_pull(gh.repo, 3, user="dev")
    fired: list[int] = []
    gh.on("check_suite_rerequest", fired.append)
    headers = {"Authorization": f"token {token_for(gh)}", "Accept": "application/vnd.github+json"}
    created = httpx.post(
        f"{gh.url}/repos/{gh.repo}/check-runs",
        json={"name": NAMES[0], "head_sha": pull.head_sha, "status": "completed", "conclusion": "failure",
              "output": {"title": "t", "summary": "s"}},
        headers=headers,
    )
    assert created.status_code == 201, created.text
    suite_id = created.json()["check_suite"]["id"]
    assert httpx.post(f"{gh.url}/repos/{gh.repo}/check-suites/{suite_id}/rerequest", headers=headers).status_code == 201
    wait_for(lambda: fired == [suite_id], 5, "the rerequest hook")
    payload = webhooks.check_suite("rerequested", gh.state.suites[suite_id], double=gh, pull=pull, sender="maint")
    cs = payload["check_suite"]
    assert (cs["id"], cs["head_sha"]) == (suite_id, pull.head_sha)
    assert (cs["status"], cs["conclusion"]) == ("completed", "failure")
    assert [p["number"] for p in cs["pull_requests"]] == [3] and cs["app"]["id"] == gh.state.app.id
    assert payload["sender"]["login"] == "maint" and payload["installation"]["id"] == gh.installation_id
    fork = gh.state.add_pull(gh.repo, 4, user="outsider", head_repo="outsider/Megatron-Bridge")
    forked = webhooks.check_suite("rerequested", gh.state.suites[suite_id], double=gh, pull=fork)
    assert forked["check_suite"]["pull_requests"] == []  # GitHub leaves fork PRs out


@pytest.mark.slow
def test_rerun_all_checks_runs_both_frameworks_again(make_bot: Any, make_db_url: Any, checkouts: Checkouts) -> None:
    bot: Bot = make_bot(make_db_url("sqlite"), **FAST)
    gh = bot.gh
    gh.state.set_permission(gh.repo, "maint", "write")
    gh.state.set_permission(gh.repo, "reader", "read")
    pull = provider_pull(gh, checkouts)
    sha = checkouts.sha
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=gh))
    first = {r.name: r for r in bot.wait_concluded(sha)}
    assert [first[n].conclusion for n in NAMES] == ["success", "success"]
    suite = gh.state.suites[first[NAMES[0]].suite_id]

    bot.send("check_suite", webhooks.check_suite("rerequested", suite, double=gh, pull=pull, sender="reader"),
             guid="suite-reader")
    assert "lacks write permission" in (bot.wait_delivery_done("suite-reader").outcome or "")
    assert len(bot.checks(sha)) == 2  # nothing re-ran

    bot.send("check_suite", webhooks.check_suite("rerequested", suite, double=gh, pull=pull, sender="maint"),
             guid="suite-maint")
    assert (bot.wait_delivery_done("suite-maint").outcome or "").endswith("re-running nemo-rl, verl")

    def rerun() -> list[Any] | None:
        runs = bot.checks(sha)
        return runs if len(runs) == 4 and all(r.status == "completed" for r in runs) else None

    runs = wait_for(rerun, 120, "both checks re-run and concluded")
    assert isinstance(runs, list)
    assert sorted(r.name for r in runs) == sorted(NAMES * 2)
    newest = {r.name: r for r in sorted(runs, key=lambda r: r.id)}
    assert all(newest[n].conclusion == "success" and newest[n].id > first[n].id for n in NAMES)
    jobs = [j for r in bot.store.runs.for_sha(gh.repo, sha) for j in bot.store.jobs.for_run(r.id)]
    # Each framework's job ran twice, the re-run on the executor (nothing reused), each submitted once.
    assert sorted((j.framework, j.state, j.submits, j.reused_from) for j in jobs) == [
        ("nemo-rl", "done", 1, None), ("nemo-rl", "done", 1, None), ("verl", "done", 1, None), ("verl", "done", 1, None)
    ]
    assert all((bot.workdir / j.id).is_dir() for j in jobs)
