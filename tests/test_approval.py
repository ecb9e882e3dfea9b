"""Untrusted PRs: what makes one untrusted, which SHA an approval may name, what the held check says, and
approvals stored per commit (SQLite and PostgreSQL)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.core.models import ChangedFile, PlanInput
from bot.core.plan import make_plan
from bot.core.rules import load_rules
from bot.infra.github import CollaboratorPermission, PullRequest
from bot.infra.store import Store
from bot.service.approval import (
    AWAITING_TITLE,
    Trust,
    approve_command,
    awaiting_output,
    fork_reason,
    needs_approval,
    stale_approval,
    trust_of,
)
from bot.service.handlers.context import HandlerContext
from bot.service.handlers.validation import StoredPlan

HEAD = "0123456789abcdef0123456789abcdef01234567"
OLD = "fedcba9876543210fedcba9876543210fedcba98"
REPO = "NVIDIA-NeMo/Megatron-Bridge"


def test_an_approval_must_name_the_current_head() -> None:
    assert stale_approval(HEAD, HEAD) is None
    assert stale_approval(HEAD[:7], HEAD) is None  # abbreviated, as GitHub shows it
    refusal = stale_approval(OLD, HEAD)
    assert refusal is not None and f"the head is now `{HEAD}`" in refusal and approve_command(HEAD) in refusal
    assert stale_approval(HEAD[:6], HEAD) is not None  # too short to name one commit
    assert stale_approval(HEAD.upper(), HEAD) is not None
    assert stale_approval(HEAD[1:8], HEAD) is not None  # a substring is not a prefix


def test_fork_or_deleted_fork_is_untrusted() -> None:
    assert fork_reason(REPO, REPO) is None
    assert fork_reason(REPO, REPO.lower()) is None
    assert fork_reason(REPO, "someone/Megatron-Bridge") == "comes from the fork someone/Megatron-Bridge"
    assert fork_reason(REPO, None) == "comes from a fork that no longer exists"


def _plan() -> StoredPlan:
    rules = load_rules()
    files = [ChangedFile(path="src/megatron/bridge/models/qwen/qwen2_provider.py", patch="@@ -1 +1 @@\n-a\n+b")]
    plan = make_plan(PlanInput(source="test", files=files, head=HEAD), rules)
    return StoredPlan(plan, [], {})


def test_the_held_check_names_the_exact_command_and_what_would_run() -> None:
    out = awaiting_output("nemo-rl", _plan(), HEAD, Trust(trusted=False, why="comes from the fork x/y"))
    assert out.title.startswith(AWAITING_TITLE) and f"/validate ok-to-test {HEAD}" in out.title
    assert "This pull request comes from the fork x/y" in out.summary
    assert f"```\n/validate ok-to-test {HEAD}\n```" in out.summary
    assert f"holds for `{HEAD}` only" in out.summary
    assert "Level 0" in out.summary and "| job |" in out.summary


# ---------------------------------------------------------------------------------------------- with a store


class FakeGitHub:
    def __init__(self, roles: dict[str, str]) -> None:
        self.roles = roles
        self.asked: list[str] = []

    async def get_permission(self, repo: str, user: str) -> CollaboratorPermission:
        self.asked.append(user)
        role = self.roles.get(user, "read")
        return CollaboratorPermission(
            user=user,
            permission={"maintain": "write", "triage": "read"}.get(role, role),
            role_name=role,
            push=role in ("admin", "maintain", "write"),
            maintain=role in ("admin", "maintain"),
            admin=role == "admin",
        )


def _pull(author: str | None, head_repo: str | None = REPO, sha: str = HEAD) -> PullRequest:
    return PullRequest(number=5, author=author, head_sha=sha, head_repo=head_repo, base_repo=REPO)


@pytest.fixture
def ctx(db_url: str) -> Any:
    store = Store(db_url)
    store.create_all()
    yield HandlerContext(
        delivery_id="t",
        event="test",
        store=store,
        rules=None,  # type: ignore[arg-type]
        executor=None,  # type: ignore[arg-type]
        github=lambda _i: None,  # type: ignore[arg-type,return-value]
    )
    store.dispose()


def test_trust_and_approvals_per_commit(ctx: Any) -> None:
    gh = FakeGitHub({"dev": "write", "boss": "maintain", "newbie": "triage"})

    def held(pr: PullRequest) -> Trust | None:
        return asyncio.run(needs_approval(ctx, gh, REPO, pr))  # type: ignore[arg-type]

    assert held(_pull("dev")) is None and held(_pull("boss")) is None
    fork = held(_pull("dev", head_repo="dev/Megatron-Bridge"))  # a writer's fork is still a fork
    assert fork is not None and "fork dev/Megatron-Bridge" in fork.why
    newbie = held(_pull("newbie"))
    assert newbie is not None and "without write permission (@newbie has triage access)" in newbie.why
    assert held(_pull(None)) is not None

    # An approval holds for its commit only.
    record, created = ctx.store.approvals.add(REPO, 5, HEAD, "boss", 77)
    assert created and record.approved_by == "boss"
    again, created = ctx.store.approvals.add(REPO, 5, HEAD, "dev", 78)
    assert not created and (again.approved_by, again.comment_id) == ("boss", 77)  # the first one stands
    assert held(_pull("newbie")) is None
    assert held(_pull("newbie", sha=OLD)) is not None  # a new push needs a new approval
    assert ctx.store.approvals.for_commit(REPO, 6, HEAD) is None  # and it is per PR


def test_trust_is_read_through_the_permission_cache(ctx: Any) -> None:
    gh = FakeGitHub({"dev": "write"})
    for _ in range(3):
        assert asyncio.run(trust_of(ctx, gh, REPO, _pull("dev"))).trusted  # type: ignore[arg-type]
    assert gh.asked == ["dev"]
