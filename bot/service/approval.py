"""Untrusted pull requests stay off the GPU runners until a writer approves the exact head commit.

A PR is untrusted when its head lives in another repository (a fork, or a fork since deleted) or when its
author lacks write permission on the repository. Its two check runs then conclude `action_required`
("awaiting maintainer approval", with the exact command to approve) and nothing is dispatched, until a user
with write permission comments `/validate ok-to-test <sha>` naming the current head commit. The approval is
stored for that SHA only: a new push needs a new one, and an approval naming an older commit is refused.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from pydantic import BaseModel, ConfigDict

from bot.core.checks import CHECK_NAMES, FRAMEWORK_TITLES, CheckOutput, external_id, plan_output
from bot.infra.authz import allows, describe
from bot.infra.github import FileListing, PullRequest, RepoClient
from bot.infra.store import PHASE_NEW, Run
from bot.service.handlers.commit_lock import commit_lock
from bot.service.handlers.context import HandlerContext
from bot.service.handlers.validation import (
    PlanFailed,
    StoredPlan,
    db,
    ensure_plan,
    finish_check,
    still_ours,
    validate,
)
from runners.contract import FRAMEWORKS, SHA, Framework

__all__ = [
    "AWAITING_TITLE",
    "Trust",
    "approve_command",
    "awaiting_output",
    "hold",
    "hold_or_validate",
    "needs_approval",
    "stale_approval",
    "trust_of",
]

AWAITING_TITLE = "Awaiting maintainer approval"


class Trust(BaseModel):
    model_config = ConfigDict(frozen=True)

    trusted: bool
    why: str = ""  # for an untrusted PR: what makes it so, as a sentence fragment ("comes from the fork x/y")


def approve_command(sha: str) -> str:
    return f"/validate ok-to-test {sha}"


def fork_reason(repo: str, head_repo: str | None) -> str | None:
    """Why the PR's head is outside the repository, or None when it is inside. Pure."""
    if head_repo is None:
        return "comes from a fork that no longer exists"
    if head_repo.lower() != repo.lower():
        return f"comes from the fork {head_repo}"
    return None


def stale_approval(given: str, head_sha: str) -> str | None:
    """Why `/validate ok-to-test <given>` cannot approve a PR whose head is `head_sha` (None: it can). Pure.

    The given SHA may be abbreviated (7 characters or more, as GitHub shows them), but must name the head."""
    if not SHA.fullmatch(given):
        return f"{given[:60]!a} is not a commit SHA (7-40 lower-case hex digits)"
    if not head_sha.startswith(given):
        return (
            f"`{given}` is not the head of this pull request: the head is now `{head_sha}`. An approval holds "
            f"for one commit only; review the new commits, then comment `{approve_command(head_sha)}`"
        )
    return None


async def trust_of(ctx: HandlerContext, gh: RepoClient, repo: str, pr: PullRequest) -> Trust:
    """Whether the PR's code may run without an approval: same repository, author with write permission."""
    fork = fork_reason(repo, pr.head_repo)
    if fork is not None:
        return Trust(trusted=False, why=fork)
    if not pr.author:
        return Trust(trusted=False, why="has no known author")
    perm = await ctx.permissions.get(gh, repo, pr.author)
    if not allows(perm, "write"):
        return Trust(trusted=False, why=f"is by an author without write permission ({describe(perm)})")
    return Trust(trusted=True)


async def needs_approval(ctx: HandlerContext, gh: RepoClient, repo: str, pr: PullRequest) -> Trust | None:
    """The reason to hold the PR's head commit, or None when its jobs may run (trusted, or approved at this SHA)."""
    trust = await trust_of(ctx, gh, repo, pr)
    if trust.trusted:
        return None
    if await db(ctx.store.approvals.for_commit, repo, pr.number, pr.head_sha) is not None:
        return None
    return trust


def awaiting_output(framework: Framework, sp: StoredPlan, head_sha: str, trust: Trust) -> CheckOutput:
    """The held check run: why, the exact command that approves this commit, and what would run. Pure."""
    name = FRAMEWORK_TITLES[framework]
    command = approve_command(head_sha)
    would = plan_output(framework, sp.plan, sp.notes, "Would run after approval")
    lines = [
        f"## {name}: awaiting maintainer approval",
        "",
        f"This pull request {trust.why}, so its code does not run on the GPU runners until a maintainer "
        "with write permission has reviewed it and approves this exact commit with a comment:",
        "",
        "```",
        command,
        "```",
        "",
        f"The approval holds for `{head_sha}` only: a new push needs a new approval.",
        "",
        would.summary,
    ]
    return CheckOutput(
        title=f"{AWAITING_TITLE}: comment {command}",
        summary="\n".join(lines),
        text=would.text,
    )


async def hold_or_validate(
    ctx: HandlerContext,
    gh: RepoClient,
    run: Run,
    source: str,
    list_files: Callable[[], Awaitable[FileListing]],
    trust: Trust,
) -> str:
    """Plan the untrusted commit (reading the diff runs none of its code); hold it when that plan has jobs.
    A change that needs no job, or that the planner cannot read, is concluded as for any PR."""
    try:
        sp = await ensure_plan(ctx, run, source, list_files)
    except PlanFailed:
        return await validate(ctx, gh, run, source, list_files)
    if not sp.plan.jobs:
        return await validate(ctx, gh, run, source, list_files)
    return await hold(ctx, gh, run, sp, trust)


async def hold(ctx: HandlerContext, gh: RepoClient, run: Run, sp: StoredPlan, trust: Trust) -> str:
    """Conclude both check runs of `run` awaiting approval; nothing is dispatched. Under the commit's lock,
    and not for a framework a newer attempt (an approval's) already validates."""
    async with commit_lock(ctx, run.repo, run.head_sha):
        for fw in await still_ours(ctx, run, FRAMEWORKS):
            row = await db(ctx.store.checks.ensure, run, fw, CHECK_NAMES[fw], external_id(run.id, fw))
            if row.phase != PHASE_NEW:
                continue
            out = awaiting_output(fw, sp, run.head_sha, trust)
            # No Re-run button: only an approval naming this commit lets the code run.
            await finish_check(
                ctx, gh, run, row, "action_required", out, from_phases=[PHASE_NEW], create=True, rerun_button=False
            )
    ctx.log.info("pull_request.awaiting_approval", run_id=run.id, why=trust.why)
    return f"awaiting maintainer approval: the PR {trust.why}"
