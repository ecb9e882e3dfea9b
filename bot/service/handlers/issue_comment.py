"""`issue_comment`: `/validate ...` commands in a pull request's conversation.

Only comments that are new (`created`), on a pull request, written by a person (not a bot, not this App)
and whose first line starts with `/validate` (or looks like it) are read. The author needs write permission
(maintain or admin for `override`). The comment is parsed by `bot.core.command` (the same parser as
`plan --level/--framework/--model`); a refused or malformed command gets a reply with the reason and the
usage and changes nothing; an accepted one gets a reaction and a reply with what the bot does (the resolved
plan and its GPU estimate for `run` and `plan`).

Replies carry a hidden marker naming the comment they answer, so a delivery processed twice (a crash, a
lost answer) never answers twice.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

from bot.core.checks import FRAMEWORK_TITLES
from bot.core.command import Command, CommandError, is_command, parse_command
from bot.core.models import Plan, Request
from bot.infra.authz import allows, describe
from bot.infra.github import AmbiguousWrite, CollaboratorPermission, PullRequest, RepoClient
from bot.infra.logging import bind_context
from bot.infra.store import PHASE_HELD, CheckRunRow
from bot.service import approval
from bot.service.handlers import control
from bot.service.handlers.context import HandlerContext
from bot.service.handlers.events import IssueCommentEvent, parse
from bot.service.handlers.validation import PlanFailed, StoredPlan, db, release_held
from runners.contract import FRAMEWORKS, Framework

MAX_REPLY = 60_000  # GitHub takes 65,536 characters in a comment
# The acknowledgement of an accepted command (a refusal gets a reply only).
REACTION = {
    "run": "rocket",
    "retry": "rocket",
    "ok_to_test": "rocket",
    "plan": "eyes",
    "cancel": "+1",
    "override": "+1",
}


def reply_marker(comment_id: int) -> str:
    return f"<!-- bridge-validate:reply:{int(comment_id)} -->"


# ------------------------------------------------------------------------------------------ replies (pure)


def plan_table(plan: Plan, frameworks: Sequence[Framework] = FRAMEWORKS) -> str:
    """Levels, jobs and the GPU estimate per framework, then every job: the body of an accepted reply."""
    lines = ["| framework | levels | jobs | est. GPU-minutes |", "|---|---|---|---|"]
    total = 0.0
    for fw in frameworks:
        jobs = plan.jobs_for(fw)
        minutes = sum(j.est_gpu_minutes for j in jobs)
        total += minutes
        levels = ", ".join(str(n) for n in plan.levels.get(fw, [])) or "none"
        lines.append(f"| {FRAMEWORK_TITLES[fw]} | {levels} | {len(jobs)} | {minutes:.0f} |")
    lines += ["", f"**GPU estimate: ~{total:.0f} GPU-minutes.**"]
    if plan.nothing_to_run and not plan.jobs:
        lines += ["", f"Nothing to run: {plan.nothing_to_run}"]
    jobs = [j for j in plan.jobs if j.framework in frameworks]
    if jobs:
        lines += ["", "| job | level | model | GPUs | est. GPU-minutes |", "|---|---|---|---|---|"]
        for j in jobs:
            model = j.model.hf_id + (" (dummy)" if j.model.dummy else "")
            lines.append(f"| `{j.id}` | {j.level} {j.level_name} | {model} | {j.gpus} | {j.est_gpu_minutes:.0f} |")
    if plan.notes:
        lines += ["", "Notes:"] + [f"- {n}" for n in plan.notes[:10]]
    return "\n".join(lines)


def refusal_text(user: str, err: CommandError) -> str:
    return f"@{user} `/validate` refused: {err.reply()}"


# ------------------------------------------------------------------------------------------ the conversation


@dataclass
class Conversation:
    """One command comment and what the bot says back to it."""

    ctx: HandlerContext
    gh: RepoClient
    repo: str
    number: int
    comment_id: int
    user: str
    since: str | None
    installation_id: int | None

    async def react(self, content: str) -> None:
        await self.gh.add_reaction(self.repo, self.comment_id, content)

    async def reply(self, text: str) -> None:
        """Answer once: a reply already carrying this comment's marker (an earlier try) is left as it is."""
        marker = reply_marker(self.comment_id)
        if await self._answered(marker):
            return
        body = f"{marker}\n{text}"
        if len(body) > MAX_REPLY:
            body = body[: MAX_REPLY - 40] + "\n\n… (trimmed)"
        try:
            await self.gh.create_issue_comment(self.repo, self.number, body)
        except AmbiguousWrite:
            if not await self._answered(marker):
                raise  # the delivery is tried again, and looks again first
        self.ctx.log.info("command.replied", chars=len(body))

    async def _answered(self, marker: str) -> bool:
        for c in await self.gh.list_issue_comments(self.repo, self.number, since=self.since):
            if c.user_type == "Bot" and marker in c.body:
                return True
        return False


# ------------------------------------------------------------------------------------------ the handler


async def handle(ctx: HandlerContext, payload: dict[str, object]) -> str:
    event = parse(IssueCommentEvent, payload)
    repo = event.repository.full_name
    number = event.issue.number
    author = event.comment.user
    with bind_context(repo=repo, pr=number, comment_id=event.comment.id, user=author.login):
        if event.action != "created":
            return f"ignored: comment {event.action}"
        if event.issue.pull_request is None:
            return "ignored: not a pull request"
        if author.type == "Bot" or author.login.endswith("[bot]"):
            return "ignored: a bot's comment"
        body = event.comment.body
        if not is_command(body):
            return "ignored: not a command"
        gh = ctx.gh(event.installation.id if event.installation else None)
        installation_id = event.installation.id if event.installation else None
        conv = Conversation(
            ctx, gh, repo, number, event.comment.id, author.login, event.comment.created_at, installation_id
        )
        try:
            ok, perm = await ctx.permissions.allows(gh, repo, author.login, "write")
            if not ok:
                raise CommandError(
                    f"{describe(perm)} to this repository; only users with write permission may run "
                    "validations or steer them"
                )
            cmd = parse_command(body, ctx.rules.catalog, ctx.rules.jobs)
            ctx.log.info("command.accepted_syntax", action=cmd.action, command=cmd.to_text()[:300])
            outcome = await ACTIONS[cmd.action](conv, cmd, perm)
        except CommandError as err:
            ctx.log.info("command.refused", reason=err.message[:300])
            await conv.reply(refusal_text(author.login, err))
            return f"refused: {err.message}"[:190]
        return outcome[:190]


async def _open_pull(conv: Conversation) -> PullRequest:
    pr = await conv.gh.get_pull(conv.repo, conv.number)
    if pr.state != "open":
        raise CommandError("the pull request is closed")
    return pr


async def _require_approval(conv: Conversation, pr: PullRequest) -> None:
    held = await approval.needs_approval(conv.ctx, conv.gh, conv.repo, pr)
    if held is not None:
        raise CommandError(
            f"this pull request {held.why}: its code runs on the GPU runners only after a maintainer reviews "
            f"it and approves the head commit with `{approval.approve_command(pr.head_sha)}`"
        )


def _request(cmd: Command, user: str) -> Request:
    return cmd.request.model_copy(update={"requested_by": user})


async def _start(
    conv: Conversation,
    pr: PullRequest,
    frameworks: Sequence[Framework],
    plan: Callable[[], Awaitable[tuple[str, str]]],
    *,
    reuse: bool = True,
    budget_override: bool = False,
) -> StoredPlan:
    try:
        run = await control.start_attempt(
            conv.ctx,
            conv.gh,
            repo=conv.repo,
            head_sha=pr.head_sha,
            kind="pull_request",
            pr_number=pr.number,
            base_sha=pr.base_sha,
            installation_id=conv.installation_id,
            frameworks=frameworks,
            plan=plan,
            why=f"replaced by a new run requested by @{conv.user}",
            reuse=reuse,
            budget_override=budget_override,
        )
    except PlanFailed as exc:
        raise CommandError(f"the planner failed on this change: {exc}") from None
    sp = StoredPlan.load(run)
    assert sp is not None
    return sp


async def _run(conv: Conversation, cmd: Command, _perm: CollaboratorPermission) -> str:
    """`/validate [plan] [level=...] ...`: the automatic plan plus the request; `plan` only replies."""
    ctx = conv.ctx
    pr = await _open_pull(conv)
    request = _request(cmd, conv.user)
    frameworks = list(request.frameworks)
    meaning = cmd.meaning(ctx.rules.levels)
    if cmd.action == "plan":
        try:
            plan, _pj, _nj = await control.make_request_plan(ctx, conv.gh, conv.repo, pr, request)
        except PlanFailed as exc:
            raise CommandError(f"the planner failed on this change: {exc}") from None
        await conv.react(REACTION["plan"])
        await conv.reply(
            f"@{conv.user} plan for `{pr.head_sha[:12]}` (nothing was started):\n\n{meaning}\n\n"
            + plan_table(plan, frameworks)
        )
        return f"planned: {plan.levels}"
    await _require_approval(conv, pr)
    await conv.react(REACTION["run"])

    async def make() -> tuple[str, str]:
        _p, plan_json, notes_json = await control.make_request_plan(ctx, conv.gh, conv.repo, pr, request)
        return plan_json, notes_json

    # A plan a maintainer chose is not held by the per-PR GPU budget.
    sp = await _start(conv, pr, frameworks, make, budget_override=True)
    await conv.reply(
        f"@{conv.user} running on `{pr.head_sha[:12]}`:\n\n{meaning}\n\n" + plan_table(sp.plan, frameworks)
    )
    return f"running {sp.plan.levels}"


async def _retry(conv: Conversation, cmd: Command, _perm: CollaboratorPermission) -> str:
    """`/validate retry`: each framework's jobs again, with the plan its latest check run had."""
    ctx = conv.ctx
    pr = await _open_pull(conv)
    frameworks = list(cmd.request.frameworks)
    await _require_approval(conv, pr)
    rows = await db(ctx.store.checks.latest, conv.repo, pr.head_sha)
    parts = await control.stored_parts(ctx, {fw: r for fw, r in rows.items() if fw in frameworks})
    await conv.react(REACTION["retry"])

    async def make() -> tuple[str, str]:
        if all(fw in parts for fw in frameworks):
            return control.combine_plans({fw: parts[fw] for fw in frameworks})
        # Nothing planned for this commit yet (the bot missed the PR event): the automatic plan.
        _p, plan_json, notes_json = await control.make_request_plan(
            ctx, conv.gh, conv.repo, pr, Request(frameworks=frameworks, requested_by=conv.user)
        )
        return plan_json, notes_json

    # A retry runs every job again: no earlier result is reused.
    sp = await _start(conv, pr, frameworks, make, reuse=False, budget_override=True)
    await conv.reply(f"@{conv.user} re-running on `{pr.head_sha[:12]}`:\n\n" + plan_table(sp.plan, frameworks))
    return "retrying"


async def _cancel(conv: Conversation, cmd: Command, _perm: CollaboratorPermission) -> str:
    """`/validate cancel`: stop this PR's running jobs; their check runs conclude `cancelled`."""
    ctx = conv.ctx
    pr = await conv.gh.get_pull(conv.repo, conv.number)
    frameworks = list(cmd.request.frameworks)
    await conv.react(REACTION["cancel"])
    rows = await control.cancel_in_flight(
        ctx, conv.gh, conv.repo, pr.head_sha, frameworks, f"cancelled by @{conv.user}"
    )
    # Older commits of the PR normally stopped at the push; stop any that a lost event left running.
    older = await control.cancel_pr_runs(
        ctx, conv.gh, conv.repo, conv.number, f"cancelled by @{conv.user}", keep_sha=pr.head_sha
    )
    if not rows and not older:
        await conv.reply(f"@{conv.user} nothing is running on `{pr.head_sha[:12]}`: nothing to cancel.")
        return "nothing to cancel"
    names = ", ".join(FRAMEWORK_TITLES[r.framework] for r in rows)  # type: ignore[index]
    more = f" (and {older} check run(s) of older commits)" if older else ""
    await conv.reply(f"@{conv.user} cancelled {names or 'nothing on the head'}{more}: their jobs were stopped.")
    return f"cancelled {len(rows) + older}"


async def _ok_to_test(conv: Conversation, cmd: Command, _perm: CollaboratorPermission) -> str:
    """`/validate ok-to-test <sha>`: let an untrusted PR's head commit run (that commit only)."""
    ctx = conv.ctx
    pr = await _open_pull(conv)
    assert cmd.sha is not None
    stale = approval.stale_approval(cmd.sha, pr.head_sha)
    if stale is not None:
        raise CommandError(stale)
    trust = await approval.trust_of(ctx, conv.gh, conv.repo, pr)
    if trust.trusted:
        await conv.react("+1")
        await conv.reply(
            f"@{conv.user} no approval needed: this pull request comes from the repository itself and its "
            "author has write permission, so its checks run on every push."
        )
        return "approval not needed"
    record, created = await db(ctx.store.approvals.add, conv.repo, pr.number, pr.head_sha, conv.user, conv.comment_id)
    if not created and record.comment_id != conv.comment_id:
        await conv.reply(f"@{conv.user} `{pr.head_sha[:12]}` was already approved by @{record.approved_by}.")
        return "already approved"
    ctx.log.info("approval.recorded", head=pr.head_sha, by=conv.user)
    await conv.react(REACTION["ok_to_test"])
    rows = await db(ctx.store.checks.latest, conv.repo, pr.head_sha)
    parts = await control.stored_parts(ctx, rows)

    async def make() -> tuple[str, str]:
        if all(fw in parts for fw in FRAMEWORKS):
            return control.combine_plans(parts)
        _p, plan_json, notes_json = await control.make_request_plan(
            ctx, conv.gh, conv.repo, pr, Request(requested_by=conv.user)
        )
        return plan_json, notes_json

    sp = await _start(conv, pr, FRAMEWORKS, make)
    await conv.reply(
        f"@{conv.user} approved `{pr.head_sha}` (this commit only: a new push needs a new approval). "
        "Running:\n\n" + plan_table(sp.plan)
    )
    return f"approved {pr.head_sha[:12]}"


async def _override(conv: Conversation, cmd: Command, perm: CollaboratorPermission) -> str:
    """`/validate override reason="..."`: run a plan held over the PR's GPU budget (write permission), or turn a
    Blocked check green (maintain or admin, audited); never a Fail."""
    ctx = conv.ctx
    assert cmd.reason is not None
    pr = await _open_pull(conv)
    role = perm.role_name or perm.permission
    rows = await db(ctx.store.checks.latest, conv.repo, pr.head_sha)
    targets = [rows[fw] for fw in cmd.request.frameworks if fw in rows]
    if not targets:
        raise CommandError(f"no check run of bridge-validate on `{pr.head_sha[:12]}` to override")
    held = [r for r in targets if r.phase == PHASE_HELD]
    if held:
        return await _release_budget(conv, pr, held, role, cmd.reason)
    if not allows(perm, "maintain"):
        raise CommandError(f"{describe(perm)}; overriding a Blocked check needs maintain or admin permission")
    named = len(cmd.request.frameworks) == 1
    refusals: list[str] = []
    chosen = []
    for row in targets:
        try:
            await control.overridable(ctx, row)
            chosen.append(row)
        except control.OverrideRefused as exc:
            refusals.append(str(exc))
    recorded = await db(ctx.store.approvals.overrides_for, conv.repo, pr.head_sha)
    already = [o for o in recorded if o.comment_id == conv.comment_id]
    if already:  # a retried delivery: finish what this comment started
        chosen = [r for r in targets if any(o.check_row_id == r.id for o in already)]
        refusals = []
    if not chosen or (named and refusals):
        raise CommandError("nothing overridden: " + "; ".join(refusals))
    await conv.react(REACTION["override"])
    for row in chosen:
        await control.override_check(
            ctx,
            conv.gh,
            row,
            user=conv.user,
            role=role,
            reason=cmd.reason,
            comment_id=conv.comment_id,
            pr_number=pr.number,
        )
    names = ", ".join(FRAMEWORK_TITLES[r.framework] for r in chosen)  # type: ignore[index]
    skipped = ("\n\nNot overridden: " + "; ".join(refusals)) if refusals else ""
    await conv.reply(
        f"@{conv.user} overrode the Blocked {names} check on `{pr.head_sha[:12]}` ({role}): {cmd.reason}\n\n"
        "The override and its reason are recorded in the check run's summary and by the bot." + skipped
    )
    return f"overridden: {names}"


async def _release_budget(conv: Conversation, pr: PullRequest, held: list[CheckRunRow], role: str, reason: str) -> str:
    """Run the plan the per-PR GPU budget held, as it is; the release is recorded like an override."""
    ctx = conv.ctx
    await conv.react(REACTION["override"])
    for row in held:
        await db(
            ctx.store.approvals.add_override,
            repo=conv.repo,
            pr_number=pr.number,
            head_sha=row.head_sha,
            framework=row.framework,
            check_row_id=row.id,
            github_id=row.github_id,
            user=conv.user,
            role=role,
            reason=f"budget released: {reason}",
            previous_conclusion=row.conclusion,
            previous_title=row.title,
            comment_id=conv.comment_id,
        )
    released = 0
    for run_id in sorted({r.run_id for r in held}):
        run = await db(ctx.store.runs.get, run_id)
        if run is not None:
            released += await release_held(ctx, run)
    names = ", ".join(FRAMEWORK_TITLES[r.framework] for r in held)  # type: ignore[index]
    await conv.reply(
        f"@{conv.user} released {names} on `{pr.head_sha[:12]}` over the per-PR GPU budget ({role}): {reason}\n\n"
        "The plan runs as it was shown; the release is recorded by the bot."
    )
    return f"budget released: {released} check run(s)"


Action = Callable[[Conversation, Command, CollaboratorPermission], Awaitable[str]]
ACTIONS: dict[str, Action] = {
    "run": _run,
    "plan": _run,
    "retry": _retry,
    "cancel": _cancel,
    "ok_to_test": _ok_to_test,
    "override": _override,
}
