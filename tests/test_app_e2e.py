"""The App end to end, over real HTTP: GitHub's example webhooks (adapted, signed) → the bot (FastAPI,
worker, SQLite or PostgreSQL) → the GitHub double → jobs through the fixture downstream checkouts with the
local executor → check runs concluded in the seeds' Summary Format.
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from markupsafe import escape

from runners.contract import JobResult
from tests.conftest import NAMES, PROVIDER_FILE, Bot, Checkouts, docs_pull, provider_pull, wait_for
from tests.github_double import CheckRun, GitHubDouble, webhooks
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401


def bodies(run: CheckRun, status: str) -> list[dict[str, Any]]:
    return [b for b in run.history if b.get("status") == status or (status == "completed" and "conclusion" in b)]


def assert_no_secrets(bot: Bot) -> None:
    """The webhook secret, the App's private key and every installation token stay out of logs and rows."""
    with bot.gh.state.lock:
        tokens = list(bot.gh.state.tokens)
    secret = bot.gh.state.app.webhook_secret or ""
    key_lines = [ln for ln in (bot.gh.private_key_pem or "").splitlines() if len(ln) > 30]
    rows = bot.store.dump_text()
    logs = bot.logs.getvalue()
    assert tokens and key_lines and secret
    for leaked in [secret, *tokens, *key_lines]:
        assert leaked not in logs, "a secret reached the log"
        assert leaked not in rows, "a secret reached the database"


# ---------------------------------------------------------------------------------------------- the full flow


@pytest.mark.slow
@pytest.mark.parametrize(
    ("db", "mode", "expected"),
    [
        ("sqlite", "pass", {"bridge-validate / nemo-rl": "success", "bridge-validate / verl": "success"}),
        pytest.param(
            "postgresql",
            "bridge_api_break",
            {"bridge-validate / nemo-rl": "failure", "bridge-validate / verl": "success"},
            marks=pytest.mark.postgres,
        ),
    ],
)
def test_pr_opened_plans_runs_and_concludes(
    make_bot: Any, make_db_url: Any, checkouts: Checkouts, db: str, mode: str, expected: dict[str, str]
) -> None:
    # The one App flow that keeps the runner's Ray worker import check on (tests/conftest.py: NO_RAY_CHECK).
    bot: Bot = make_bot(make_db_url(db), mode, ray_check=True)
    gh = bot.gh
    pull = provider_pull(gh, checkouts)
    payload = webhooks.pull_request("opened", pull, double=gh)
    first = bot.send("pull_request", payload, guid="pr-7-opened")
    again = bot.send("pull_request", payload, guid="pr-7-opened")  # GitHub sending it twice
    assert first.json()["duplicate"] is False and again.json()["duplicate"] is True

    runs = bot.wait_concluded(checkouts.sha)
    assert sorted(r.name for r in runs) == NAMES  # one run per name, no duplicate
    for run in runs:
        created = run.history[0]
        assert created["status"] == "queued" and created["external_id"].startswith("bv:")
        assert created["output"]["title"].startswith("Queued:") and "Level 0" in created["output"]["title"]
        assert "### Why these levels" in created["output"]["summary"]
        assert PROVIDER_FILE in created["output"]["summary"]
        [ann] = created["output"]["annotations"]
        assert ann["path"] == PROVIDER_FILE and ann["start_line"] == 1 and "Level 0" in ann["message"]
        assert len(bodies(run, "in_progress")) == 1
        assert len(bodies(run, "completed")) == 1
        assert run.conclusion == expected[run.name]
        assert run.title and run.title.startswith("Result: " + ("Pass" if run.conclusion == "success" else "Fail"))
        for field in (
            "Requested coverage:",
            "Model:",
            "Deliverables:",
            "Evidence:",
            "Limitations:",
            "Follow-ups:",
        ):
            assert field in (run.summary or ""), field
        # The Details link is the check run's page, signed for this repository (bot.service.pages).
        assert run.details_url and run.details_url.startswith("http://bot.test/runs/") and "?t=" in run.details_url
        page = httpx.get(bot.url + run.details_url.removeprefix("http://bot.test"))
        assert page.status_code == 200 and str(escape(run.title or "")) in page.text

    wait_for(lambda: (d := bot.store.deliveries.get("pr-7-opened")) and d.state == "done", 20, "delivery done")
    delivery = bot.store.deliveries.get("pr-7-opened")
    assert delivery is not None and (delivery.state, delivery.processed) == ("done", 1)
    jobs = [j for r in bot.store.runs.for_sha(gh.repo, checkouts.sha) for j in bot.store.jobs.for_run(r.id)]
    assert [(j.framework, j.level, j.state, j.submits) for j in jobs] == [
        ("nemo-rl", 0, "done", 1),
        ("verl", 0, "done", 1),
    ]
    assert sorted(p.name for p in bot.workdir.iterdir()) == sorted(j.id for j in jobs)  # each job ran once
    for j in jobs:  # each job's import was proven in a Ray worker too, against the fixture Bridge checkout
        checks = JobResult.model_validate_json(j.result_json).evidence.checks
        detail = next(c.detail for c in checks if c.name == "import check")
        assert f"Ray worker: megatron.bridge from {checkouts.bridge}/src/megatron/bridge/__init__.py" in detail
    if mode == "pass":  # the NeMo-RL run's TensorBoard events are kept with its artifacts (its EXP_DIR is not)
        assert list((bot.workdir / jobs[0].id / "tensorboard").rglob("events.out.tfevents.*"))

    recs = bot.log_records()
    submitted = [r for r in recs if r.get("event") == "job.submitted"]
    assert len(submitted) == 2
    for r in submitted:
        assert r["delivery_id"] == "pr-7-opened" and r["pr"] == 7 and r["sha"] == checkouts.sha and r["job_id"]
    assert_no_secrets(bot)


@pytest.mark.parametrize("db", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_docs_only_pr_succeeds_at_once_with_the_reason(make_bot: Any, make_db_url: Any, db: str) -> None:
    bot: Bot = make_bot(make_db_url(db))
    pull = docs_pull(bot.gh)
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=bot.gh))
    runs = bot.wait_concluded(pull.head_sha, timeout=30)
    assert sorted(r.name for r in runs) == NAMES
    for run in runs:
        assert run.conclusion == "success" and len(run.history) == 1  # created completed, nothing else
        assert "documentation only" in (run.title or "")
    assert bot.store.jobs.counts() == {}
    assert list(bot.workdir.glob("*")) == []


def test_draft_waits_for_ready_for_review(make_bot: Any, make_db_url: Any) -> None:
    bot: Bot = make_bot(make_db_url("sqlite"))
    pull = docs_pull(bot.gh, draft=True)
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=bot.gh), guid="draft-opened")
    wait_for(lambda: (d := bot.store.deliveries.get("draft-opened")) and d.state == "done", 20, "draft handled")
    assert bot.checks(pull.head_sha) == []
    pull.draft = False
    bot.send("pull_request", webhooks.pull_request("ready_for_review", pull, double=bot.gh))
    runs = bot.wait_concluded(pull.head_sha, timeout=30)
    assert [r.conclusion for r in runs] == ["success", "success"]


def test_unknown_and_installation_events_answer_2xx_and_are_kept(make_bot: Any, make_db_url: Any) -> None:
    bot: Bot = make_bot(make_db_url("sqlite"))
    gh = bot.gh
    bot.send("ping", webhooks.ping(double=gh), guid="ping-1")
    bot.send("installation", webhooks.installation("created", 77, "acme", ["acme/one", "acme/two"], double=gh))
    bot.send(
        "installation_repositories",
        webhooks.installation_repositories("removed", 77, "acme", removed=["acme/two"], double=gh),
    )
    wait_for(lambda: bot.store.deliveries.counts() == {"done": 3}, 20, "three deliveries processed")
    assert bot.store.installations.repos(77) == ["acme/one"]
    assert any(r.get("event") == "event.unhandled" and r.get("delivery_id") == "ping-1" for r in bot.log_records())


def test_merge_group_reuses_the_pr_verdict_when_the_tree_under_test_is_unchanged(
    make_bot: Any, make_db_url: Any
) -> None:
    bot: Bot = make_bot(make_db_url("sqlite"))
    gh = bot.gh
    src = {"src/megatron/bridge/__init__.py": "x = 1\n", "3rdparty/Megatron-LM/megatron/core/__init__.py": ""}
    pr_head, base2, mg_same, mg_changed = "1" * 40, "2" * 40, "3" * 40, "4" * 40
    gh.state.add_commit(gh.repo, pr_head, {**src, "docs/a.md": "pr\n"})
    gh.state.add_commit(gh.repo, base2, {**src, "docs/b.md": "main moved\n"})
    gh.state.add_commit(gh.repo, mg_same, {**src, "docs/a.md": "pr\n", "docs/b.md": "main moved\n"}, parents=[base2])
    changed = {**src, "src/megatron/bridge/__init__.py": "x = 2\n", "docs/a.md": "pr\n"}
    gh.state.add_commit(gh.repo, mg_changed, changed, parents=[base2])
    pull = docs_pull(gh, number=5, sha=pr_head)
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=gh))
    pr_runs = bot.wait_concluded(pr_head, timeout=30)

    bot.send("merge_group", webhooks.merge_group(mg_same, base2, repo=gh.repo, pr_number=5, double=gh))
    runs = bot.wait_concluded(mg_same, timeout=30)
    assert sorted(r.name for r in runs) == NAMES
    assert [r.conclusion for r in runs] == [r.conclusion for r in pr_runs]
    assert all("reused from PR #5" in (r.title or "") for r in runs)
    assert all("tree under test is unchanged" in (r.summary or "") for r in runs)

    # A merge-group commit whose src/ differs is planned (against its base) and judged on its own.
    bot.send("merge_group", webhooks.merge_group(mg_changed, base2, repo=gh.repo, pr_number=5, double=gh))
    wait_for(lambda: len(bot.checks(mg_changed)) == 2, 30, "merge-group check runs")
    runs = bot.checks(mg_changed)
    assert all("reused" not in (r.title or "") for r in runs)
    assert all(r.history[0]["external_id"].startswith("bv:") for r in runs)
    assert gh.requests_to("GET", "repos/compare-commits-with-basehead")


def test_fork_pr_check_run_event_finds_the_pr_by_head_sha(make_bot: Any, make_db_url: Any) -> None:
    bot: Bot = make_bot(make_db_url("sqlite"))
    gh = bot.gh
    pull = docs_pull(gh, number=11, sha="e" * 40, head_repo="someone/Megatron-Bridge")
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=gh))
    runs = bot.wait_concluded(pull.head_sha, timeout=30)
    payload = webhooks.check_run("rerequested", runs[0], double=gh, pull=pull)
    assert payload["check_run"]["pull_requests"] == []  # GitHub leaves it empty for a fork
    bot.send("check_run", payload, guid="cr-fork")
    wait_for(lambda: (d := bot.store.deliveries.get("cr-fork")) and d.state == "done", 20, "check_run handled")
    delivery = bot.store.deliveries.get("cr-fork")
    assert delivery is not None and (delivery.outcome or "").startswith("check_run rerequested for PR #11: ")


def test_missed_deliveries_are_redelivered_on_start_up(
    make_bot: Any,
    make_db_url: Any,
    github_double: GitHubDouble,  # noqa: F811
) -> None:
    gh = github_double
    pull = docs_pull(gh, number=12, sha="f" * 40)
    # The bot was down: GitHub logged a failed delivery that nobody stored, and never retries it by itself.
    webhooks.record_missed(gh, "pull_request", webhooks.pull_request("opened", pull, double=gh), guid="missed-1")
    bot: Bot = make_bot(make_db_url("sqlite"), BRIDGE_VALIDATE_REDELIVER_INTERVAL_S="60")
    runs = bot.wait_concluded(pull.head_sha, timeout=30)
    assert [r.conclusion for r in runs] == ["success", "success"]
    assert len(gh.requests_to("POST", "apps/redeliver-webhook-delivery")) == 1
    wait_for(lambda: (d := bot.store.deliveries.get("missed-1")) and d.state == "done", 20, "delivery done")
    delivery = bot.store.deliveries.get("missed-1")
    assert delivery is not None and delivery.processed == 1


def test_every_missed_delivery_is_redelivered_in_one_sweep_and_recorded(
    make_bot: Any,
    make_db_url: Any,
    github_double: GitHubDouble,  # noqa: F811
) -> None:
    gh = github_double
    pulls = [docs_pull(gh, number=20 + i, sha=f"{i + 1}" * 40) for i in range(3)]
    for i, pull in enumerate(pulls):
        webhooks.record_missed(gh, "pull_request", webhooks.pull_request("opened", pull, double=gh), guid=f"lost-{i}")
    bot: Bot = make_bot(make_db_url("sqlite"), BRIDGE_VALIDATE_REDELIVER_INTERVAL_S="600")
    for i, pull in enumerate(pulls):  # one start-up sweep, no second one within the test
        assert [r.conclusion for r in bot.wait_concluded(pull.head_sha, timeout=30)] == ["success", "success"]
        bot.wait_delivery_done(f"lost-{i}")
    assert len(gh.requests_to("POST", "apps/redeliver-webhook-delivery")) == 3
    # Each request is recorded, so the next sweep does not ask for the same delivery again at once.
    assert bot.store.deliveries.redeliveries_due([f"lost-{i}" for i in range(3)], 600, 3) == set()
    assert not [r for r in bot.log_records() if r.get("event") == "redeliver.failed"]


def test_a_change_the_planner_cannot_read_gets_both_checks_action_required(
    make_bot: Any, make_db_url: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import bot.core.plan

    def broken(*_a: Any, **_k: Any) -> Any:
        raise RuntimeError("rules cannot read this change")

    monkeypatch.setattr(bot.core.plan, "make_plan", broken)
    bot_: Bot = make_bot(make_db_url("sqlite"))
    pull = docs_pull(bot_.gh)
    bot_.send("pull_request", webhooks.pull_request("opened", pull, double=bot_.gh), guid="unplannable")
    runs = bot_.wait_concluded(pull.head_sha, timeout=30)
    assert sorted(r.name for r in runs) == NAMES
    for run in runs:
        assert run.conclusion == "action_required"
        assert "could not plan" in (run.title or "") and "rules cannot read this change" in (run.summary or "")
        assert [a["identifier"] for a in run.actions] == ["rerun"]
    delivery = bot_.wait_delivery_done("unplannable")
    assert delivery.processed == 1 and delivery.attempts == 1
