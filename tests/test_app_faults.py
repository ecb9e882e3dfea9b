"""Every fault the GitHub double can inject, against the running bot: the check runs still end right and
no check run is ever duplicated (5xx, secondary and primary rate limits, slow answers, answers dropped after
the write took effect, truncated file lists; GitHub down for longer than one delivery's retry budget).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import NAMES, PROVIDER_FILE, PROVIDER_PATCH, Bot, Checkouts, docs_pull, wait_for
from tests.github_double import Fault, GitHubDouble, PullFile, webhooks
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401

CREATE = r"/check-runs$"
UPDATE = r"/check-runs/\d+$"
LIST_RUNS = r"/commits/[0-9a-f]+/check-runs$"
FILES = r"/pulls/\d+/files$"
TOKEN = r"/access_tokens$"
PULL = r"/pulls/\d+$"

# (kind, method, path, extra): each fires on the docs-only flow (token, pull, files, list, create).
FAULTS = [
    ("status", "POST", CREATE, {"status": 502}),
    ("status", "GET", FILES, {"status": 503}),
    ("status", "POST", TOKEN, {"status": 500}),
    ("status", "GET", PULL, {"status": 500, "times": 3}),
    ("secondary_rate_limit", "POST", CREATE, {"retry_after": 1}),
    ("secondary_rate_limit", "GET", FILES, {"retry_after": 1}),
    ("primary_rate_limit", "GET", LIST_RUNS, {"status": 429, "reset_in": 1}),
    ("primary_rate_limit", "POST", TOKEN, {"status": 403, "reset_in": 1}),
    ("delay", "POST", CREATE, {"seconds": 3.0}),  # longer than the bot's 2 s timeout: the answer is lost
    ("delay", "GET", FILES, {"seconds": 3.0}),
    ("drop_after_write", "POST", CREATE, {}),
    ("drop_after_write", "GET", LIST_RUNS, {}),
]


def fault_id(f: tuple[str, str, str, dict[str, Any]]) -> str:
    return f"{f[0]}-{f[1]}-{f[2].strip('/$').split('/')[-1]}"


@pytest.mark.parametrize("fault", FAULTS, ids=[fault_id(f) for f in FAULTS])
@pytest.mark.parametrize("db", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_docs_only_flow_survives_each_fault(
    make_bot: Any, make_db_url: Any, db: str, fault: tuple[str, str, str, dict[str, Any]]
) -> None:
    bot: Bot = make_bot(make_db_url(db))
    gh = bot.gh
    gh.allow_rejections = True  # the double counts a retried 401/4xx; the contract is still checked
    kind, method, path, extra = fault
    f = gh.faults.add(Fault(kind, method, path, **extra))  # type: ignore[arg-type]
    pull = docs_pull(gh)
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=gh), guid="faulty")
    runs = bot.wait_concluded(pull.head_sha, timeout=60)
    assert f.fired >= 1, "the fault never fired"
    assert sorted(r.name for r in runs) == NAMES  # never two runs of one name
    assert [r.conclusion for r in runs] == ["success", "success"]
    wait_for(lambda: (d := bot.store.deliveries.get("faulty")) and d.state == "done", 20, "delivery done")
    delivery = bot.store.deliveries.get("faulty")
    assert delivery is not None and delivery.processed == 1


# Jobs take ~25 s on two cores: this flow runs on PostgreSQL only; the per-fault matrix above and the
# clean flow in test_app_e2e cover SQLite.
@pytest.mark.slow
@pytest.mark.postgres
def test_full_flow_with_every_fault_kind_and_a_truncated_file_list(
    make_bot: Any, make_db_url: Any, checkouts: Checkouts
) -> None:
    bot: Bot = make_bot(make_db_url("postgresql"))
    gh = bot.gh
    gh.allow_rejections = True
    files = [PullFile(PROVIDER_FILE, additions=1, deletions=1, patch=PROVIDER_PATCH), PullFile("docs/x.md")]
    pull = gh.state.add_pull(gh.repo, 21, head_sha=checkouts.sha, files=files)
    faults = [
        gh.faults.truncate_files(FILES, limit=1),
        gh.faults.add(Fault("status", "POST", TOKEN, status=500)),
        gh.faults.add(Fault("drop_after_write", "POST", CREATE)),
        gh.faults.add(Fault("secondary_rate_limit", "POST", CREATE, retry_after=1)),
        gh.faults.add(Fault("primary_rate_limit", "GET", LIST_RUNS, status=429, reset_in=1)),
        gh.faults.add(Fault("drop_after_write", "PATCH", UPDATE)),
        gh.faults.add(Fault("status", "PATCH", UPDATE, status=502)),
        gh.faults.add(Fault("delay", "PATCH", UPDATE, seconds=3.0)),
        gh.faults.add(Fault("secondary_rate_limit", "PATCH", UPDATE, retry_after=1)),
    ]
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=gh), guid="stormy")
    runs = bot.wait_concluded(checkouts.sha)
    assert all(f.fired >= 1 for f in faults), [(f.kind, f.path, f.fired) for f in faults]
    assert sorted(r.name for r in runs) == NAMES
    assert [r.conclusion for r in runs] == ["success", "success"]
    for run in runs:
        created = run.history[0]["output"]
        assert "GitHub listed only 1 of 2 changed files" in created["summary"]
        assert run.title and run.title.startswith("Result: Pass")
    jobs = [j for r in bot.store.runs.for_sha(gh.repo, checkouts.sha) for j in bot.store.jobs.for_run(r.id)]
    assert jobs and all(j.state == "done" and j.submits == 1 for j in jobs)


def test_github_down_past_the_retry_budget_then_back(make_bot: Any, make_db_url: Any) -> None:
    bot: Bot = make_bot(make_db_url("sqlite"), BRIDGE_VALIDATE_GITHUB_MAX_RETRIES="1")
    gh = bot.gh
    gh.allow_rejections = True
    down = gh.faults.add(Fault("status", "POST", CREATE, status=503, times=4))
    pull = docs_pull(gh)
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=gh), guid="outage")
    runs = bot.wait_concluded(pull.head_sha, timeout=60)
    assert down.fired == 4
    assert sorted(r.name for r in runs) == NAMES and [r.conclusion for r in runs] == ["success", "success"]
    wait_for(lambda: (d := bot.store.deliveries.get("outage")) and d.state == "done", 20, "delivery done")
    delivery = bot.store.deliveries.get("outage")
    assert delivery is not None and delivery.processed == 1 and delivery.attempts >= 2


def test_bad_signature_through_the_running_bot_stores_nothing(make_bot: Any, make_db_url: Any) -> None:
    bot: Bot = make_bot(make_db_url("sqlite"))
    gh: GitHubDouble = bot.gh
    pull = docs_pull(gh)
    resp = gh.send_webhook("pull_request", webhooks.pull_request("opened", pull, double=gh), secret="wrong")
    assert resp is not None and resp.status_code == 401
    assert bot.store.deliveries.counts() == {}
    assert bot.checks(pull.head_sha) == []
