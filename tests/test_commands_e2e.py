"""Maintainer control end to end, over real HTTP: GitHub's example `issue_comment`, `check_run` and
`pull_request` payloads (adapted, signed) → the bot (FastAPI, worker, SQLite or PostgreSQL) → the GitHub double
(comments, reactions, collaborator permissions, check runs) → jobs through the fixture downstream checkouts.

People in these tests: `contributor` (the harness's PR author) and `maint` have write permission, `lead` has
maintain, `reader` read, `triager` triage, `outsider` (a fork's owner) read.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.dispatch.base import JobHandle, JobState
from bot.service.approval import AWAITING_TITLE
from bot.service.handlers.issue_comment import reply_marker
from tests.conftest import NAMES, PROVIDER_FILE, PROVIDER_PATCH, Bot, Checkouts, docs_pull, provider_pull, wait_for
from tests.github_double import CheckRun, PullFile, webhooks
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401
from tests.github_double.state import Comment, fake_sha

NEMO, VERL = NAMES
FAST = {"BRIDGE_VALIDATE_JOB_RETRIES": "0"}  # one job per attempt: counts below are exact


@pytest.fixture(autouse=True)
def _fast_runner(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    # The fixture jobs skip the runner's Ray steps (no Ray cluster is involved in these tests): ~1 s a job.
    monkeypatch.setenv("BRIDGE_VALIDATE_RAY_CHECK", "0")
    monkeypatch.setenv("BRIDGE_VALIDATE_RAY_STOP", "0")
    yield


def people(bot: Bot) -> None:
    for user, role in (("maint", "write"), ("lead", "maintain"), ("reader", "read"), ("triager", "triage")):
        bot.gh.state.set_permission(bot.gh.repo, user, role)


def say(bot: Bot, number: int, body: str, user: str = "maint") -> tuple[Comment, Any]:
    """`user` comments `body` on PR `number`; GitHub's issue_comment.created webhook goes to the bot."""
    comment = bot.gh.state.add_comment(bot.gh.repo, number, body, user=user)
    guid = f"comment-{comment.id}"
    bot.send("issue_comment", webhooks.issue_comment("created", comment, double=bot.gh), guid=guid)
    return comment, bot.wait_delivery_done(guid)


def answers(bot: Bot, number: int, comment: Comment) -> list[str]:
    """The bot's replies to `comment`."""
    marker = reply_marker(comment.id)
    comments = bot.gh.state.issue_comments(bot.gh.repo, number)
    return [c.body for c in comments if c.user_type == "Bot" and marker in c.body]


def reactions(bot: Bot, comment: Comment) -> list[str]:
    return [r.content for r in bot.gh.state.comment(comment.id).reactions]


def newest(bot: Bot, sha: str) -> dict[str, CheckRun]:
    """The newest check run of each name on `sha` (what GitHub shows)."""
    return {r.name: r for r in bot.checks(sha)}


def wait_runs(bot: Bot, sha: str, name: str, count: int, timeout: float = 90) -> CheckRun:
    """Wait for the `count`-th check run of `name` on `sha` to conclude; return it."""

    def ready() -> CheckRun | None:
        runs = [r for r in bot.checks(sha) if r.name == name]
        return runs[-1] if len(runs) >= count and runs[-1].status == "completed" else None

    run = wait_for(ready, timeout, f"check run #{count} of {name} on {sha[:12]}")
    assert isinstance(run, CheckRun)
    return run


def jobs_of(bot: Bot, sha: str) -> list[Any]:
    return [j for r in bot.store.runs.for_sha(bot.gh.repo, sha) for j in bot.store.jobs.for_run(r.id)]


def stop_all(bot: Bot) -> None:
    """Stop every runner the test left (hang mode), through the executor the bot used."""
    for job in bot.store.jobs.active():
        if job.handle_json:
            bot.executor.cancel(JobHandle.model_validate_json(job.handle_json))


def _trainer_started(out: Path) -> bool:
    """The hanging trainer printed its first step: the runner's checks of the checkout (its SHA) are behind it."""
    files = (p for p in out.rglob("*") if p.is_file()) if out.is_dir() else iter(())
    return any("Step 1/" in p.read_text(errors="replace") for p in files)


def running_job(bot: Bot, sha: str, framework: str) -> Any:
    """A job of `sha` running its trainer. A job whose process runs may not have checked its checkout yet; on a
    loaded machine a test that moves the checkout before that check sees the job Blocked on the SHA, not cancelled."""
    def find() -> Any:
        for j in jobs_of(bot, sha):
            if j.framework == framework and j.handle_json:
                handle = JobHandle.model_validate_json(j.handle_json)
                if bot.executor.poll(handle).state == JobState.RUNNING and _trainer_started(Path(handle.ref)):
                    return j
        return None

    return wait_for(find, 60, f"a running {framework} job on {sha[:12]}")


# ---------------------------------------------------------------------------------------------- /validate level=4


@pytest.mark.slow
def test_writer_asks_for_level_4_and_the_extra_level_runs(
    make_bot: Any, make_db_url: Any, checkouts: Checkouts
) -> None:
    bot: Bot = make_bot(make_db_url("sqlite"), **FAST)
    people(bot)
    pull = provider_pull(bot.gh, checkouts)
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=bot.gh))
    assert [r.conclusion for r in bot.wait_concluded(checkouts.sha)] == ["success", "success"]

    comment, delivery = say(bot, pull.number, "/validate level=4")
    assert reactions(bot, comment) == ["rocket"]
    [reply] = answers(bot, pull.number, comment)
    # The number is read in each framework's own table, and the reply says so.
    assert "NeMo-RL Level 4 is parallelism stress" in reply
    assert "verl Level 4 is architecture-specific" in reply
    assert "| NeMo-RL | 0, 4 |" in reply and "| verl | 0, 4 |" in reply and "GPU estimate: ~" in reply

    for name in NAMES:
        run = wait_runs(bot, checkouts.sha, name, 2)
        assert run.conclusion == "success", (name, run.title)
        queued = run.history[0]["output"]
        assert "Level 0, 4" in queued["title"] and "requested by @maint" in queued["summary"]
    second = [j for j in jobs_of(bot, checkouts.sha) if j.run_id == delivery_run(bot, checkouts.sha, delivery.id)]
    assert sorted((j.framework, j.level, j.state) for j in second) == [
        ("nemo-rl", 0, "done"),
        ("nemo-rl", 4, "done"),
        ("verl", 0, "done"),
        ("verl", 4, "done"),
    ]
    ran = {p.name for p in bot.workdir.iterdir()}
    assert all(j.id in ran for j in second if j.level == 4)  # the extra level really ran (Level 0 may be reused)


def delivery_run(bot: Bot, sha: str, delivery_id: str) -> str:
    [run] = [r for r in bot.store.runs.for_sha(bot.gh.repo, sha) if r.delivery_id == delivery_id]
    return str(run.id)


# ---------------------------------------------------------------------------------------------- refusals


def test_refused_and_malformed_commands_get_a_reply_and_change_nothing(make_bot: Any, make_db_url: Any) -> None:
    bot: Bot = make_bot(make_db_url("sqlite"))
    people(bot)
    pull = docs_pull(bot.gh)
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=bot.gh))
    bot.wait_concluded(pull.head_sha, timeout=30)
    checks_before = len(bot.checks(pull.head_sha))

    # Only write permission may spend GPU time.
    for user in ("reader", "triager", "stranger"):
        comment, delivery = say(bot, pull.number, "/validate level=4", user=user)
        [reply] = answers(bot, pull.number, comment)
        assert f"@{user} `/validate` refused" in reply and "write permission" in reply, reply
        assert "usage: /validate" in reply
        assert reactions(bot, comment) == [] and delivery.outcome.startswith("refused")
    hostile = {
        "/validate model=x;rm -rf /": "unexpected word '-rf'",
        "/validate model=x;rm": "neither a known model family",
        "/validate model=../../etc/passwd": "neither a known model family",
        "/validate level=99": "there is no Level 99",
        "/validate level=4 framework=verl;reboot": "framework must be one of",
        "/validate variant=$(id)": "unknown variant",
        "/validate grpo.max_num_steps=999999": "grpo.max_num_steps",
        "/validate policy.model_name=evil/model": "unknown option",
        "/validate level=4\n" + "x" * 10_240: "comment too long",
        "/v\u0430lidate level=4": "looks like /validate",  # Cyrillic a
        "\uff0fvalidate level=4": "looks like /validate",  # fullwidth solidus
        "/validate ok-to-test `rm -rf /`": "ok-to-test needs the PR's head commit",
    }
    for body, why in hostile.items():
        comment, delivery = say(bot, pull.number, body)
        [reply] = answers(bot, pull.number, comment)
        assert why in reply, (body[:40], reply[:300])
        assert "usage: /validate" in reply and len(reply) < 4000  # the 10 kB comment is not echoed back
        assert reactions(bot, comment) == [] and delivery.outcome.startswith("refused")

    assert len(bot.checks(pull.head_sha)) == checks_before
    assert bot.store.jobs.counts() == {}
    assert list(bot.workdir.glob("*")) == []
    assert len(bot.store.runs.for_sha(bot.gh.repo, pull.head_sha)) == 1


def test_plan_replies_with_the_plan_and_runs_nothing(make_bot: Any, make_db_url: Any) -> None:
    bot: Bot = make_bot(make_db_url("sqlite"))
    people(bot)
    pull = docs_pull(bot.gh)
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=bot.gh))
    bot.wait_concluded(pull.head_sha, timeout=30)
    comment, delivery = say(bot, pull.number, "/validate plan level=1,2 framework=nemo-rl")
    assert reactions(bot, comment) == ["eyes"] and delivery.outcome.startswith("planned")
    [reply] = answers(bot, pull.number, comment)
    assert "nothing was started" in reply
    assert "NeMo-RL Level 1 is" in reply and "NeMo-RL Level 2 is" in reply
    assert "| NeMo-RL | 0, 1, 2 |" in reply and "| verl |" not in reply
    assert "GPU estimate: ~" in reply and "`nemo-rl-l1-" in reply
    assert len(bot.checks(pull.head_sha)) == 2 and bot.store.jobs.counts() == {}


def test_edited_deleted_issue_and_bot_comments_are_ignored(make_bot: Any, make_db_url: Any) -> None:
    bot: Bot = make_bot(make_db_url("sqlite"))
    people(bot)
    gh = bot.gh
    pull = docs_pull(gh)
    gh.state.add_issue(gh.repo, 31)
    perms = len(gh.requests_to("GET", "repos/get-collaborator-permission-level"))

    cases: list[tuple[str, Comment, dict[str, Any]]] = []
    edited = gh.state.add_comment(gh.repo, pull.number, "/validate level=4", user="maint")
    cases.append(("comment edited", edited, webhooks.issue_comment("edited", edited, double=gh, previous_body="hm")))
    deleted = gh.state.add_comment(gh.repo, pull.number, "/validate level=4", user="maint")
    cases.append(("comment deleted", deleted, webhooks.issue_comment("deleted", deleted, double=gh)))
    on_issue = gh.state.add_comment(gh.repo, 31, "/validate level=4", user="maint")
    not_pr = webhooks.issue_comment("created", on_issue, double=gh, on_pull=False)
    cases.append(("not a pull request", on_issue, not_pr))
    ours = gh.state.add_comment(gh.repo, pull.number, "/validate level=4", user="bridge-validate[bot]", user_type="Bot")
    cases.append(("a bot's comment", ours, webhooks.issue_comment("created", ours, double=gh)))
    other_bot = gh.state.add_comment(gh.repo, pull.number, "/validate", user="dependabot[bot]", user_type="Bot")
    cases.append(("a bot's comment", other_bot, webhooks.issue_comment("created", other_bot, double=gh)))
    chat = gh.state.add_comment(gh.repo, pull.number, "LGTM; maybe /validate level=4 later", user="maint")
    cases.append(("not a command", chat, webhooks.issue_comment("created", chat, double=gh)))

    for i, (why, comment, payload) in enumerate(cases):
        bot.send("issue_comment", payload, guid=f"ignored-{i}")
        assert bot.wait_delivery_done(f"ignored-{i}").outcome == f"ignored: {why}"
        assert reactions(bot, comment) == []
    replies = [c for c in gh.state.issue_comments(gh.repo, pull.number) if "bridge-validate:reply" in c.body]
    assert replies == []
    assert gh.state.issue_comments(gh.repo, 31)[0].body == "/validate level=4"
    assert len(gh.requests_to("GET", "repos/get-collaborator-permission-level")) == perms  # nobody was looked up
    assert bot.store.runs.for_sha(gh.repo, pull.head_sha) == [] and bot.store.jobs.counts() == {}


# ---------------------------------------------------------------------------------------------- untrusted PRs


@pytest.mark.slow
@pytest.mark.postgres
def test_fork_pr_waits_for_an_approval_of_its_exact_head_sha(
    make_bot: Any, make_db_url: Any, checkouts: Checkouts
) -> None:
    bot: Bot = make_bot(make_db_url("postgresql"), **FAST)
    people(bot)
    gh = bot.gh
    gh.state.set_permission(gh.repo, "outsider", "read")
    files = [PullFile(PROVIDER_FILE, additions=1, deletions=1, patch=PROVIDER_PATCH)]
    first_sha = fake_sha("fork head 1")
    pull = gh.state.add_pull(
        gh.repo, 21, head_sha=first_sha, head_repo="outsider/Megatron-Bridge", user="outsider", files=files
    )
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=gh))
    for run in bot.wait_concluded(first_sha, timeout=30):
        assert run.conclusion == "action_required" and run.actions == []  # no Re-run: only an approval
        assert (run.title or "").startswith(AWAITING_TITLE) and f"/validate ok-to-test {first_sha}" in (run.title or "")
        assert "comes from the fork outsider/Megatron-Bridge" in (run.summary or "")
        assert "Level 0" in (run.summary or "")  # what would run once approved
    assert bot.store.jobs.counts() == {}

    # Nobody but a writer approves; nor does a writer's /validate stand in for an approval.
    comment, _ = say(bot, 21, f"/validate ok-to-test {first_sha}", user="outsider")
    assert "write permission" in answers(bot, 21, comment)[0]
    comment, _ = say(bot, 21, "/validate level=1")
    assert f"`/validate ok-to-test {first_sha}`" in answers(bot, 21, comment)[0]
    assert bot.store.approvals.for_commit(gh.repo, 21, first_sha) is None and bot.store.jobs.counts() == {}

    # A push: the new head is held again, and an approval naming the old head is refused.
    gh.state.push(gh.repo, 21, checkouts.sha, files=files)
    bot.send("pull_request", webhooks.pull_request("synchronize", pull, double=gh, before=first_sha))
    assert [r.conclusion for r in bot.wait_concluded(checkouts.sha, timeout=30)] == ["action_required"] * 2
    comment, delivery = say(bot, 21, f"/validate ok-to-test {first_sha}")
    [reply] = answers(bot, 21, comment)
    assert f"`{first_sha}` is not the head" in reply and checkouts.sha in reply
    assert reactions(bot, comment) == [] and delivery.outcome.startswith("refused")
    assert bot.store.jobs.counts() == {}

    # The approval of the current head (abbreviated, as GitHub shows it) lets exactly that commit run.
    comment, delivery = say(bot, 21, f"/validate ok-to-test {checkouts.sha[:12]}")
    assert reactions(bot, comment) == ["rocket"]
    assert f"approved `{checkouts.sha}`" in answers(bot, 21, comment)[0]
    for name in NAMES:
        assert wait_runs(bot, checkouts.sha, name, 2).conclusion == "success"
    approval = bot.store.approvals.for_commit(gh.repo, 21, checkouts.sha)
    assert approval is not None and approval.approved_by == "maint" and approval.comment_id == comment.id
    assert bot.store.approvals.for_commit(gh.repo, 21, first_sha) is None
    assert sorted((j.framework, j.level, j.state) for j in jobs_of(bot, checkouts.sha)) == [
        ("nemo-rl", 0, "done"),
        ("verl", 0, "done"),
    ]

    # A PR from the repository itself is held too when its author cannot write.
    own = gh.state.add_pull(gh.repo, 22, head_sha=fake_sha("reader head"), user="reader", files=files)
    bot.send("pull_request", webhooks.pull_request("opened", own, double=gh))
    for run in bot.wait_concluded(own.head_sha, timeout=30):
        assert run.conclusion == "action_required" and "without write permission" in (run.summary or "")


# ---------------------------------------------------------------------------------------------- push, cancel


@pytest.mark.slow
def test_a_push_cancels_the_older_commit_and_cancel_stops_the_rest(
    make_bot: Any, make_db_url: Any, checkouts: Checkouts
) -> None:
    from tests.fixtures.builders import git

    # NeMo-RL's trainer hangs; verl's job waits behind it (one Ray job at a time on a host).
    bot: Bot = make_bot(make_db_url("sqlite"), "hang", **FAST)
    people(bot)
    gh = bot.gh
    try:
        pull = provider_pull(gh, checkouts)
        old = checkouts.sha
        bot.send("pull_request", webhooks.pull_request("opened", pull, double=gh))
        running = running_job(bot, old, "nemo-rl")
        waiting = wait_for(
            lambda: next((j for j in jobs_of(bot, old) if j.framework == "verl" and j.handle_json), None),
            30,
            "the verl job dispatched",
        )

        # A push while they run: the old commit's checks are cancelled and their jobs stopped.
        git(checkouts.bridge, "commit", "-q", "--allow-empty", "-m", "second")
        new = git(checkouts.bridge, "rev-parse", "HEAD")
        gh.state.push(gh.repo, pull.number, new)
        bot.send("pull_request", webhooks.pull_request("synchronize", pull, double=gh, before=old))
        for name in NAMES:
            run = wait_runs(bot, old, name, 1, timeout=60)
            assert run.conclusion == "cancelled", (name, run.title)
            assert f"superseded by a newer push ({new[:12]})" in (run.title or "")
        for job in (running, waiting):
            stopped = bot.store.jobs.get(job.id)
            assert stopped.state == "cancelled", job.id
            assert bot.executor.poll(JobHandle.model_validate_json(stopped.handle_json)).state == JobState.CANCELLED

        # The new head runs; `/validate cancel` stops it.
        running = running_job(bot, new, "nemo-rl")
        comment, _ = say(bot, pull.number, "/validate cancel")
        assert reactions(bot, comment) == ["+1"]
        assert "cancelled NeMo-RL, verl" in answers(bot, pull.number, comment)[0]
        for name in NAMES:
            run = wait_runs(bot, new, name, 1, timeout=30)
            assert run.conclusion == "cancelled" and "cancelled by @maint" in (run.title or ""), (name, run.title)
        for job in jobs_of(bot, new):
            assert job.state == "cancelled"
            assert bot.executor.poll(JobHandle.model_validate_json(job.handle_json)).state == JobState.CANCELLED
        assert bot.store.jobs.active() == []
        assert len(bot.checks(old)) == 2 and len(bot.checks(new)) == 2  # cancelling made no new check runs

        comment, _ = say(bot, pull.number, "/validate cancel")
        assert "nothing to cancel" in answers(bot, pull.number, comment)[0]

        # Closing the PR stops what still runs (here: a retry).
        say(bot, pull.number, "/validate retry")
        running_job(bot, new, "nemo-rl")
        bot.send("pull_request", webhooks.pull_request("closed", pull, double=gh), guid="closed")
        assert bot.wait_delivery_done("closed").outcome == "closed: 2 check run(s) cancelled"
        for name in NAMES:
            assert "the PR was closed" in (wait_runs(bot, new, name, 2, timeout=30).title or "")
        assert bot.store.jobs.active() == []
    finally:
        stop_all(bot)


# ---------------------------------------------------------------------------------------------- re-run, override


@pytest.mark.slow
def test_rerun_buttons_retry_and_override(make_bot: Any, make_db_url: Any, checkouts: Checkouts) -> None:
    bot: Bot = make_bot(make_db_url("sqlite"), "http429", **FAST)  # NeMo-RL Blocked (rate limit); verl passes
    people(bot)
    gh = bot.gh
    pull = provider_pull(gh, checkouts)
    sha = checkouts.sha
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=gh))
    runs = {r.name: r for r in bot.wait_concluded(sha)}
    assert runs[NEMO].conclusion == "action_required" and [a["identifier"] for a in runs[NEMO].actions] == ["rerun"]
    assert runs[VERL].conclusion == "success"

    # A reader's button press does nothing.
    bot.send("check_run", webhooks.check_run("requested_action", runs[NEMO], double=gh, sender="reader", pull=pull),
             guid="rerun-reader")
    assert "lacks write permission" in bot.wait_delivery_done("rerun-reader").outcome
    # The Re-run button runs that framework's jobs again: a new check run, a new job; verl is left alone.
    bot.send("check_run", webhooks.check_run("requested_action", runs[NEMO], double=gh, sender="maint", pull=pull),
             guid="rerun-nemo")
    assert bot.wait_delivery_done("rerun-nemo").outcome.endswith("re-running")
    assert wait_runs(bot, sha, NEMO, 2).conclusion == "action_required"
    assert len([r for r in bot.checks(sha) if r.name == VERL]) == 1
    nemo_jobs = [j for j in jobs_of(bot, sha) if j.framework == "nemo-rl"]
    assert [(j.state, j.submits) for j in nemo_jobs] == [("done", 1), ("done", 1)]
    assert all((bot.workdir / j.id).is_dir() for j in nemo_jobs)  # each ran on the executor

    # GitHub's own "Re-run" of verl (rerequested): run again, not reused.
    bot.send("check_run", webhooks.check_run("rerequested", runs[VERL], double=gh, sender="maint", pull=pull))
    assert wait_runs(bot, sha, VERL, 2).conclusion == "success"
    verl_jobs = [j for j in jobs_of(bot, sha) if j.framework == "verl"]
    assert len(verl_jobs) == 2 and all(j.reused_from is None for j in verl_jobs)

    # Override: maintain or admin only, with the reason and who gave it in the summary, and stored.
    comment, _ = say(bot, pull.number, '/validate override reason="HF rate limit"', user="maint")
    assert "maintain or admin" in answers(bot, pull.number, comment)[0]
    reason = "HF Hub rate-limited the runner; the change passed on the same model elsewhere"
    comment, _ = say(bot, pull.number, f'/validate override reason="{reason}"', user="lead")
    assert reactions(bot, comment) == ["+1"], answers(bot, pull.number, comment)
    [reply] = answers(bot, pull.number, comment)
    assert "overrode the Blocked NeMo-RL check" in reply and "Not overridden: verl concluded success" in reply
    overridden = newest(bot, sha)[NEMO]
    assert overridden.conclusion == "success" and overridden.actions == []
    assert "overridden by @lead" in (overridden.title or "")
    assert "**Override** by @lead (maintain)" in (overridden.summary or "") and reason in (overridden.summary or "")
    assert "Result: Blocked" in (overridden.summary or "")  # the Blocked report stays below the audit note
    [record] = bot.store.approvals.overrides_for(gh.repo, sha)
    assert (record.user, record.role, record.reason, record.previous_conclusion) == (
        "lead", "maintain", reason, "action_required"
    )

    # /validate retry re-runs NeMo-RL (now failing); a Fail can never be overridden.
    bot.executor.env["FIXTURE_MODE"] = "bridge_api_break"
    comment, _ = say(bot, pull.number, "/validate retry framework=nemo-rl")
    assert reactions(bot, comment) == ["rocket"]
    assert wait_runs(bot, sha, NEMO, 3).conclusion == "failure"
    comment, _ = say(bot, pull.number, '/validate override reason="flaky" framework=nemo-rl', user="lead")
    assert "a failure is evidence against the change and cannot be overridden" in answers(bot, pull.number, comment)[0]
    assert newest(bot, sha)[NEMO].conclusion == "failure"
    assert len(bot.store.approvals.overrides_for(gh.repo, sha)) == 1


def test_override_releases_a_plan_held_over_the_gpu_budget(
    make_bot: Any, make_db_url: Any, checkouts: Checkouts
) -> None:
    bot: Bot = make_bot(make_db_url("sqlite"), BRIDGE_VALIDATE_PR_BUDGET_GPU_MINUTES="10", **FAST)
    people(bot)
    pull = provider_pull(bot.gh, checkouts)
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=bot.gh))
    held = bot.wait_concluded(checkouts.sha, timeout=30)
    assert [r.conclusion for r in held] == ["action_required"] * 2
    assert all('/validate override reason="' in (r.summary or "") for r in held)
    assert bot.store.jobs.counts() == {}

    comment, _ = say(bot, pull.number, "/validate override")  # the reason is required
    assert "override needs a reason" in answers(bot, pull.number, comment)[0]
    comment, _ = say(bot, pull.number, '/validate override reason="worth the GPUs: touches the provider"')
    assert reactions(bot, comment) == ["+1"]
    assert "released NeMo-RL, verl" in answers(bot, pull.number, comment)[0]
    for name in NAMES:
        assert wait_runs(bot, checkouts.sha, name, 2).conclusion == "success"
    records = bot.store.approvals.overrides_for(bot.gh.repo, checkouts.sha)
    assert sorted(r.framework for r in records) == ["nemo-rl", "verl"]
    assert all(r.user == "maint" and r.reason.startswith("budget released: worth the GPUs") for r in records)


def test_a_stored_fail_is_refused_as_a_fail_while_its_phase_catches_up() -> None:
    # finish_check stores the conclusion, concludes the check run on GitHub, then moves the phase: a maintainer who
    # answers the completed Fail at once is told it is a Fail, never that it is still running
    import asyncio

    from bot.infra.store.schema import PHASE_DISPATCHED, CheckRunRow
    from bot.service.handlers.control import OverrideRefused, overridable

    row = CheckRunRow(framework="nemo-rl", phase=PHASE_DISPATCHED, conclusion="failure")
    with pytest.raises(OverrideRefused, match="concluded Fail: a failure is evidence against the change"):
        asyncio.run(overridable(None, row))  # type: ignore[arg-type]
    row = CheckRunRow(framework="nemo-rl", phase=PHASE_DISPATCHED, conclusion=None)
    with pytest.raises(OverrideRefused, match="is still running"):
        asyncio.run(overridable(None, row))  # type: ignore[arg-type]
