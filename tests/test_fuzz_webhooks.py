"""Fuzzing the webhook handlers with payloads drawn from GitHub's webhook JSON Schema (tests/webhook_strategies.py).

For every event the bot handles, hypothesis draws payloads the schema allows (with GitHub's real value shapes
mixed in, so draws get past the first checks: 40-hex SHAs, `owner/name`, `/validate` commands, the two check
names) and runs them through `dispatch`, against a GitHub that answers every read and records every write
and an executor that records every job:

- a valid payload never crashes a handler: it ends with an outcome, or `BadPayload` (finished, never retried);
- the same payload made invalid at a value the handler reads (a JSON type the schema does not allow there, or
  a required key removed; the result checked invalid against the schema) never makes the bot write to GitHub
  or dispatch a job.

Examples per event: `BRIDGE_VALIDATE_FUZZ_EXAMPLES` (default 12; each example is checked valid and mutated),
e.g. `BRIDGE_VALIDATE_FUZZ_EXAMPLES=500 pytest tests/test_fuzz_webhooks.py` for a long run.
"""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import os
import types
import typing
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from bot.core.models import ChangedFile
from bot.core.rules import load_rules
from bot.dispatch.base import JobHandle, JobState, JobStatus
from bot.infra.github import CheckRun, CollaboratorPermission, FileListing, IssueComment, PullRequest, Tree
from bot.infra.store import Store
from bot.service.handlers import HANDLERS, BadPayload, HandlerContext, dispatch
from bot.service.handlers.events import (
    CheckRunEvent,
    CheckSuiteEvent,
    InstallationEvent,
    InstallationRepositoriesEvent,
    IssueCommentEvent,
    MergeGroupEvent,
    PullRequestEvent,
)
from runners.contract import JobSpec
from tests.github_double import webhooks
from tests.webhook_strategies import DELETE, WRONG_VALUES, WebhookStrategies, mutate, paths_of

EXAMPLES = int(os.environ.get("BRIDGE_VALIDATE_FUZZ_EXAMPLES", "12"))
MODELS: dict[str, type[BaseModel]] = {
    "pull_request": PullRequestEvent,
    "issue_comment": IssueCommentEvent,
    "check_run": CheckRunEvent,
    "check_suite": CheckSuiteEvent,
    "merge_group": MergeGroupEvent,
    "installation": InstallationEvent,
    "installation_repositories": InstallationRepositoriesEvent,
}
PROVIDER = ChangedFile(
    path="src/megatron/bridge/models/qwen/qwen2_provider.py",
    patch="@@ -1,1 +1,1 @@\n-SEQ_LENGTH = 4096\n+SEQ_LENGTH = 8192",
)
RULES = load_rules()
# The actions each handler acts on: drawn more often than the others (which are drawn too).
FOCUS: dict[str, tuple[str, ...]] = {
    "pull_request": ("opened", "synchronize", "reopened", "ready_for_review", "closed"),
    "issue_comment": ("created",),
    "check_run": ("rerequested", "requested_action"),
    "check_suite": ("rerequested",),
    "merge_group": ("checks_requested",),
    "installation": ("created", "deleted"),
    "installation_repositories": ("added", "removed"),
}


def test_every_handled_event_is_fuzzed() -> None:
    assert set(MODELS) == set(HANDLERS)


# ---------------------------------------------------------------------------------------------- doubles


class RecordingGitHub:
    """Answers every read the handlers make, coherently with the payload (a PR's head is the payload's head, so
    handlers go past their "superseded" check); records every write."""

    def __init__(self, payload: dict[str, Any]) -> None:
        self.payload = payload
        self.writes: list[tuple[str, Any]] = []
        self.runs: dict[int, CheckRun] = {}
        self._ids = itertools.count(1)

    def _head(self, number: int) -> str:
        for path in (("pull_request", "head", "sha"), ("check_run", "head_sha"), ("check_suite", "head_sha")):
            node: Any = self.payload
            for key in path:
                node = node.get(key) if isinstance(node, dict) else None
            if isinstance(node, str) and len(node) == 40:
                return node
        return hashlib.sha1(str(number).encode()).hexdigest()

    async def get_pull(self, repo: str, number: int) -> PullRequest:
        return PullRequest(
            number=number, head_sha=self._head(number), base_sha="b" * 40, head_repo=repo, base_repo=repo,
            author="contributor", changed_files=1,
        )

    async def list_pull_files(self, repo: str, number: int, expected: int | None = None) -> FileListing:
        return FileListing(files=[PROVIDER], expected=expected)

    async def compare(self, repo: str, base: str, head: str) -> FileListing:
        return FileListing(files=[PROVIDER])

    async def get_tree(self, repo: str, sha: str) -> Tree:
        return Tree(sha=sha, entries={"src": "1" * 40, "3rdparty": "2" * 40})

    async def get_file_text(self, repo: str, path: str, ref: str) -> str | None:
        return None

    async def list_check_runs(self, repo: str, ref: str, name: str | None = None) -> list[CheckRun]:
        return [r for r in self.runs.values() if r.head_sha == ref and (name is None or r.name == name)]

    async def create_check_run(self, repo: str, body: dict[str, Any]) -> CheckRun:
        self.writes.append(("create_check_run", body))
        run = CheckRun(id=next(self._ids), name=body["name"], head_sha=body["head_sha"],
                       status=body.get("status", "queued"), external_id=body.get("external_id"))
        self.runs[run.id] = run
        return run

    async def update_check_run(
        self, repo: str, check_run_id: int, body: dict[str, Any], at_most_once: bool = False
    ) -> CheckRun | None:
        self.writes.append(("update_check_run", body))
        return self.runs.get(check_run_id)

    async def get_permission(self, repo: str, user: str) -> CollaboratorPermission:
        return CollaboratorPermission(user=user, permission="admin", role_name="admin", admin=True, maintain=True,
                                      push=True)

    async def list_issue_comments(self, repo: str, number: int, since: str | None = None) -> list[IssueComment]:
        return []

    async def create_issue_comment(self, repo: str, number: int, body: str) -> IssueComment:
        self.writes.append(("create_issue_comment", body))
        return IssueComment(id=next(self._ids), body=body, user="bridge-validate[bot]", user_type="Bot")

    async def add_reaction(self, repo: str, comment_id: int, content: str) -> None:
        self.writes.append(("add_reaction", content))


class RecordingExecutor:
    name = "recording"

    def __init__(self) -> None:
        self.submitted: list[JobSpec] = []

    def submit(self, spec: JobSpec) -> JobHandle:
        self.submitted.append(spec)
        return JobHandle(backend=self.name, job_id=spec.id, ref=spec.id)

    def poll(self, handle: JobHandle) -> JobStatus:
        return JobStatus(state=JobState.QUEUED)

    def cancel(self, handle: JobHandle) -> None:
        return None


def run_handler(event: str, payload: dict[str, Any]) -> tuple[str | None, RecordingGitHub, RecordingExecutor]:
    """(outcome, or None for BadPayload; what was written; what was dispatched). Any other exception escapes."""
    gh = RecordingGitHub(payload)
    executor = RecordingExecutor()
    store = Store("sqlite://")
    store.create_all()
    ctx = HandlerContext(
        delivery_id="fuzz", event=event, store=store, rules=RULES, executor=executor, github=lambda _i: gh,
        lock_wait_s=1.0,
    )
    try:
        outcome: str | None = asyncio.run(dispatch(ctx, payload))
    except BadPayload:
        outcome = None
    finally:
        store.dispose()
    return outcome, gh, executor


# ---------------------------------------------------------------------------------------------- read paths


def _models_in(annotation: Any) -> list[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    if typing.get_origin(annotation) in (typing.Union, types.UnionType, list):
        return [m for a in typing.get_args(annotation) for m in _models_in(a)]
    return []


def read_paths(model: type[BaseModel], prefix: tuple[Any, ...] = ()) -> set[tuple[Any, ...]]:
    """Every payload path a handler's model reads (`*`: any list index)."""
    out: set[tuple[Any, ...]] = set()
    for name, field in model.model_fields.items():
        here = (*prefix, field.alias or name)
        out.add(here)
        for sub in _models_in(field.annotation):
            inner = (*here, "*") if typing.get_origin(field.annotation) is list or list in [
                typing.get_origin(a) for a in typing.get_args(field.annotation)
            ] else here
            out |= read_paths(sub, inner)
    return out


def _matches(path: tuple[Any, ...], pattern: tuple[Any, ...]) -> bool:
    if len(path) != len(pattern):
        return False
    return all((p == "*" and isinstance(k, int)) or p == k for k, p in zip(path, pattern, strict=True))


def readable(payload: dict[str, Any], model: type[BaseModel]) -> list[tuple[Any, ...]]:
    patterns = read_paths(model)
    return sorted((p for p in paths_of(payload) if any(_matches(p, q) for q in patterns)), key=str)


# ---------------------------------------------------------------------------------------------- the fuzzers

STRATEGIES = WebhookStrategies.load()
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
)


@pytest.mark.parametrize("event", sorted(MODELS))
def test_handlers_never_crash_and_never_act_on_an_invalid_payload(event: str) -> None:
    model = MODELS[event]
    checked = {"valid": 0, "acted": 0, "invalid": 0, "invalid_of_acting": 0}

    @FUZZ
    @given(payload=STRATEGIES.event(event, focus=FOCUS[event]), data=st.data())
    def fuzz(payload: dict[str, Any], data: st.DataObject) -> None:
        validator = STRATEGIES.validator(event, payload.get("action"))
        assert not list(validator.iter_errors(payload))  # the strategy draws what GitHub's schema allows
        # 1. Valid: an outcome or BadPayload, never another exception.
        outcome, gh, ex = run_handler(event, payload)
        assert outcome is None or isinstance(outcome, str)
        acted = bool(gh.writes or ex.submitted)
        checked["valid"] += 1
        checked["acted"] += acted
        # 2. Invalid at a value the handler reads: nothing written, nothing dispatched.
        paths = readable(payload, model)
        if not paths:
            return
        path = data.draw(st.sampled_from(paths), label="path")
        how = data.draw(st.sampled_from([DELETE, *WRONG_VALUES]), label="mutation")
        bad = mutate(payload, path, how)
        if not list(validator.iter_errors(bad)):
            return  # that change is one the schema allows (a nullable field set to null...)
        outcome, gh, ex = run_handler(event, bad)
        assert gh.writes == [], f"wrote to GitHub from an invalid payload ({path} -> {how!r}): {gh.writes[:2]}"
        assert ex.submitted == [], f"dispatched a job from an invalid payload ({path} -> {how!r})"
        checked["invalid"] += 1
        checked["invalid_of_acting"] += acted  # the valid payload made the bot act; this one must not

    fuzz()
    print(
        f"\n{event}: {checked['valid']} valid payloads ({checked['acted']} made the bot act) and "
        f"{checked['invalid']} invalid ones ({checked['invalid_of_acting']} made from acting ones) checked"
    )
    assert checked["valid"] >= 1


@pytest.mark.parametrize("event", ["check_suite", "check_run"])
def test_a_sender_type_github_never_sends_is_refused(event: str) -> None:
    # Found by the fuzzer above in CI: GitHub's schema allows only Bot, User and Organization for a sender's type;
    # the re-run handlers read the sender, so any other value is not GitHub's payload and must change nothing.
    payload = webhooks.example(event, "rerequested")
    assert payload["sender"]["type"] in ("Bot", "User", "Organization")
    outcome, gh, ex = run_handler(event, mutate(payload, ("sender", "type"), "not-what-github-sends"))
    assert outcome is None and gh.writes == [] and ex.submitted == []


@pytest.mark.parametrize(
    ("event", "path"), [("pull_request", ("pull_request", "state")), ("issue_comment", ("issue", "state"))]
)
def test_a_state_github_never_sends_is_refused(event: str, path: tuple[str, str]) -> None:
    # GitHub's schema allows only open and closed for a PR's or an issue's state; found by checking every field the
    # handlers read against the schema with a value GitHub never sends (the fuzzer draws such values at random)
    action = "opened" if event == "pull_request" else "created"
    payload = webhooks.example(event, action)
    outcome, gh, ex = run_handler(event, mutate(payload, path, "not-what-github-sends"))
    assert outcome is None and gh.writes == [] and ex.submitted == []
