"""One attempt per commit, whatever the race: a `/validate` comment handled while the PR-opened delivery of
the same head SHA is still planning (the PR's file listing answers late) must not leave two attempts spending
GPUs. The comment's attempt is the newer one; the PR-opened attempt, finishing after it, opens no check run
and dispatches no job. Over real HTTP, two delivery workers, the GitHub double and fixture jobs."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.conftest import NAMES, Bot, Checkouts, provider_pull, wait_for
from tests.github_double import webhooks
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401

FAST = {"BRIDGE_VALIDATE_JOB_RETRIES": "0", "BRIDGE_VALIDATE_WORKERS": "2"}


@pytest.fixture(autouse=True)
def _fast_runner(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("BRIDGE_VALIDATE_RAY_CHECK", "0")  # no Ray here: the fixture jobs take ~1 s
    monkeypatch.setenv("BRIDGE_VALIDATE_RAY_STOP", "0")
    yield


@pytest.mark.slow
@pytest.mark.parametrize("db", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_validate_racing_the_pr_opened_delivery_starts_one_attempt(
    make_bot: Any, make_db_url: Any, checkouts: Checkouts, db: str
) -> None:
    bot: Bot = make_bot(make_db_url(db), **FAST)
    gh = bot.gh
    gh.state.set_permission(gh.repo, "maint", "write")
    pull = provider_pull(gh, checkouts)
    sha = checkouts.sha
    # The PR-opened delivery's file listing is held until the comment's attempt has started: it is
    # mid-planning when the comment comes, however slowly the comment's delivery is taken (a fixed delay
    # raced a loaded CI machine, where the comment came after the PR's attempt had already dispatched).
    held = gh.faults.hold("GET", rf"/pulls/{pull.number}/files$", times=1)
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=gh), guid="opened")
    wait_for(lambda: held.fired == 1, 20, "the PR-opened delivery to be listing the PR's files")

    comment = gh.state.add_comment(gh.repo, pull.number, "/validate", user="maint")
    bot.send("issue_comment", webhooks.issue_comment("created", comment, double=gh), guid="validate")
    assert (bot.wait_delivery_done("validate", 60).outcome or "").startswith("running")
    held.release()
    opened = bot.wait_delivery_done("opened", 60)

    def settled() -> list[Any] | None:
        runs = bot.checks(sha)
        jobs = [j for r in bot.store.runs.for_sha(gh.repo, sha) for j in bot.store.jobs.for_run(r.id)]
        ended = all(j.state in ("done", "cancelled", "lost") for j in jobs)
        return runs if runs and ended and all(r.status == "completed" for r in runs) else None

    runs = wait_for(settled, 120, "every check run concluded and every job ended")
    assert isinstance(runs, list)
    attempts = bot.store.runs.for_sha(gh.repo, sha)
    assert sorted(r.attempt for r in attempts) == [1, 2]  # the PR's run and the comment's
    jobs = [j for r in attempts for j in bot.store.jobs.for_run(r.id)]
    dispatched = [j for j in jobs if j.handle_json is not None]
    # One attempt spent GPUs: one job per framework ever reached the executor.
    assert sorted(j.framework for j in dispatched) == ["nemo-rl", "verl"], [(j.id, j.state) for j in jobs]
    assert len({j.run_id for j in dispatched}) == 1
    assert sorted(p.name for p in bot.workdir.iterdir()) == sorted(j.id for j in dispatched)
    # What GitHub shows: each check concluded once, with the newer attempt's verdict; nothing left pending.
    newest = {r.name: r for r in sorted(runs, key=lambda r: r.id)}
    assert [newest[n].conclusion for n in NAMES] == ["success", "success"]
    assert all(r.conclusion == "cancelled" for r in runs if r.id not in {x.id for x in newest.values()})
    # The PR delivery finished once and says why it opened nothing.
    assert opened.processed == 1 and "newer" in (opened.outcome or ""), opened.outcome
