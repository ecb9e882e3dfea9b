"""`pull_request`: opened / synchronize / reopened / ready_for_review → validate the head commit.

Draft PRs wait for ready_for_review. One run per head SHA: a second event for the same commit (a reopen,
a duplicate with a new delivery id) finds the run and leaves it to the delivery that owns it.
"""

from __future__ import annotations

from bot.core.sources import attach_sources
from bot.infra.github import FileListing, PullRequest
from bot.infra.logging import bind_context
from bot.service import approval
from bot.service.handlers import control
from bot.service.handlers.context import HandlerContext
from bot.service.handlers.events import PullRequestEvent, parse
from bot.service.handlers.validation import db, listing_source, validate

ACTIONS = ("opened", "synchronize", "reopened", "ready_for_review")


async def handle(ctx: HandlerContext, payload: dict[str, object]) -> str:
    event = parse(PullRequestEvent, payload)
    pr = event.pull_request
    repo = event.repository.full_name
    with bind_context(repo=repo, pr=pr.number, sha=pr.head.sha):
        if event.action == "closed" and event.installation is not None:
            # A closed PR needs no GPUs: stop whatever of it still runs.
            n = await control.cancel_pr_runs(ctx, ctx.gh(event.installation.id), repo, pr.number, "the PR was closed")
            ctx.log.info("pull_request.closed", cancelled=n)
            return f"closed: {n} check run(s) cancelled"
        if event.action not in ACTIONS:
            ctx.log.info("pull_request.ignored", action=event.action)
            return f"ignored action {event.action}"
        if pr.state != "open":
            ctx.log.info("pull_request.closed_skip", action=event.action)
            return "pull request not open"
        if pr.draft:
            ctx.log.info("pull_request.draft_waiting", action=event.action)
            return "draft: waiting for ready_for_review"
        installation_id = event.installation.id if event.installation else None
        gh = ctx.gh(installation_id)
        run, created = await db(
            ctx.store.runs.get_or_create,
            repo=repo,
            head_sha=pr.head.sha,
            kind="pull_request",
            delivery_id=ctx.delivery_id,
            pr_number=pr.number,
            base_sha=pr.base.sha,
            installation_id=installation_id,
        )
        if not created and run.delivery_id != ctx.delivery_id:
            ctx.log.info("pull_request.already_validated", run_id=run.id, by_delivery=run.delivery_id)
            return f"commit already validated by run {run.id}"
        with bind_context(run_id=run.id):
            ctx.log.info("pull_request.validate", action=event.action, resumed=not created)

            expected: int | None = pr.changed_files
            if run.plan_json is None:
                # The files API lists the PR's current head: make sure that is still this commit.
                current = await gh.get_pull(repo, pr.number)
                if current.head_sha != pr.head.sha:
                    await db(ctx.store.runs.forget, run.id)
                    ctx.log.info("pull_request.superseded", current_head=current.head_sha)
                    return f"superseded: the PR head is now {current.head_sha[:12]}"
                expected = current.changed_files
                # This commit is the head now: older commits' jobs stop, their checks conclude cancelled.
                await control.supersede(ctx, gh, repo, pr.number, pr.head.sha)

            async def list_files() -> FileListing:
                # GitHub's own count of changed files: fewer listed means the listing was truncated.
                listing = await gh.list_pull_files(repo, pr.number, expected=expected)
                await attach_sources(listing.files, pr.head.sha, lambda path, ref: gh.get_file_text(repo, path, ref))
                return listing

            source = listing_source("pull_request", repo, pr.number, pr.base.sha, pr.head.sha)
            held = await approval.needs_approval(ctx, gh, repo, _pull_of(event))
            if held is not None:
                return await approval.hold_or_validate(ctx, gh, run, source, list_files, held)
            return await validate(ctx, gh, run, source, list_files)


def _pull_of(event: PullRequestEvent) -> PullRequest:
    """The PR as the approval gate reads it: who wrote it, where its head lives."""
    pr = event.pull_request
    return PullRequest(
        number=pr.number,
        state=pr.state,
        draft=pr.draft,
        author=pr.user.login if pr.user else None,
        head_sha=pr.head.sha,
        head_ref=pr.head.ref,
        head_repo=pr.head.repo.full_name if pr.head.repo else None,
        base_sha=pr.base.sha,
        base_ref=pr.base.ref,
        base_repo=event.repository.full_name,
        changed_files=pr.changed_files,
    )
