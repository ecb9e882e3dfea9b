"""`merge_group` checks_requested → both check runs on the merge-group commit.

A required App check that ignores the merge queue stalls it. When the Bridge tree under test (`src/` and
`3rdparty/`, what NeMo-RL and verl import) is the same in the merge-group commit as in the PR head the bot
already judged, the PR's verdict is reused; otherwise the merge-group commit is planned (against its base)
and run like a PR.
"""

from __future__ import annotations

from bot.core.checks import CHECK_NAMES, FRAMEWORK_TITLES, CheckOutput, external_id
from bot.infra.github import FileListing, GitHubError, RepoClient
from bot.infra.logging import bind_context
from bot.infra.store import PHASE_COMPLETED, PHASE_NEW, CheckRunRow, Run
from bot.service.handlers.context import HandlerContext
from bot.service.handlers.events import MergeGroupEvent, parse
from bot.service.handlers.validation import db, finish_check, listing_source, validate
from runners.contract import FRAMEWORKS

# What downstream imports from Bridge: PYTHONPATH = src : 3rdparty/Megatron-LM (DESIGN.md §5).
TREE_UNDER_TEST = ("src", "3rdparty")


async def handle(ctx: HandlerContext, payload: dict[str, object]) -> str:
    event = parse(MergeGroupEvent, payload)
    mg = event.merge_group
    repo = event.repository.full_name
    with bind_context(repo=repo, sha=mg.head_sha, merge_group=mg.head_ref):
        if event.action != "checks_requested":
            ctx.log.info("merge_group.ignored", action=event.action)
            return f"ignored action {event.action}"
        installation_id = event.installation.id if event.installation else None
        gh = ctx.gh(installation_id)
        pr_number = mg.pr_number()
        run, created = await db(
            ctx.store.runs.get_or_create,
            repo=repo,
            head_sha=mg.head_sha,
            kind="merge_group",
            delivery_id=ctx.delivery_id,
            pr_number=pr_number,
            base_sha=mg.base_sha,
            installation_id=installation_id,
        )
        if not created and run.delivery_id != ctx.delivery_id:
            return f"merge-group commit already handled by run {run.id}"
        with bind_context(run_id=run.id, pr=pr_number):
            if run.plan_json is None:
                reused = await _reuse_pr_verdict(ctx, gh, run, pr_number)
                if reused:
                    return reused

            async def list_files() -> FileListing:
                return await gh.compare(repo, mg.base_sha, mg.head_sha)

            source = listing_source("merge_group", repo, pr_number, mg.base_sha, mg.head_sha)
            return await validate(ctx, gh, run, source, list_files)


async def _reuse_pr_verdict(ctx: HandlerContext, gh: RepoClient, run: Run, pr_number: int | None) -> str | None:
    """Conclude both checks with the PR's verdict when the tree under test is unchanged; None otherwise."""
    if pr_number is None:
        ctx.log.info("merge_group.no_pr_number")
        return None
    try:
        pr = await gh.get_pull(run.repo, pr_number)
    except GitHubError as exc:
        ctx.log.info("merge_group.pr_unavailable", status=exc.status)
        return None
    verdicts: dict[str, CheckRunRow] = {}
    for r in await db(ctx.store.runs.for_sha, run.repo, pr.head_sha, "pull_request"):
        for row in await db(ctx.store.checks.for_run, r.id):
            if row.phase == PHASE_COMPLETED and row.conclusion and row.framework not in verdicts:
                verdicts[row.framework] = row
    if set(verdicts) != set(FRAMEWORKS):
        ctx.log.info("merge_group.no_pr_verdict", pr_head=pr.head_sha, have=sorted(verdicts))
        return None
    pr_tree = await gh.get_tree(run.repo, pr.head_sha)
    mg_tree = await gh.get_tree(run.repo, run.head_sha)
    same = pr_tree.sha == mg_tree.sha or all(pr_tree.entries.get(p) == mg_tree.entries.get(p) for p in TREE_UNDER_TEST)
    if not same:
        changed = [p for p in TREE_UNDER_TEST if pr_tree.entries.get(p) != mg_tree.entries.get(p)]
        ctx.log.info("merge_group.tree_changed", changed=changed)
        return None
    for fw in FRAMEWORKS:
        src = verdicts[fw]
        row = await db(ctx.store.checks.ensure, run, fw, CHECK_NAMES[fw], external_id(run.id, fw))
        if row.phase != PHASE_NEW:
            continue
        prior = await db(ctx.store.reports.get, src.report_id) if src.report_id else None
        trees = ", ".join(f"`{p}/` {(mg_tree.entries.get(p) or 'absent')[:12]}" for p in TREE_UNDER_TEST)
        head = (
            f"Reused the verdict of PR #{pr_number} at {pr.head_sha[:12]}: the Bridge tree under test is "
            f"unchanged in this merge-group commit ({trees})."
        )
        summary = head + ("\n\n" + prior.summary if prior else "")
        title = f"{FRAMEWORK_TITLES[fw]}: {src.conclusion} (reused from PR #{pr_number})"
        if prior:
            title = f"{prior.title} (reused from PR #{pr_number})"
        out = CheckOutput(title=title, summary=summary, text=prior.text if prior else "")
        await finish_check(ctx, gh, run, row, src.conclusion or "neutral", out, from_phases=[PHASE_NEW], create=True)
    ctx.log.info("merge_group.reused", pr_head=pr.head_sha)
    return f"reused PR #{pr_number} verdict"
