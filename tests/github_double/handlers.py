"""The operations the double plays, one function per GitHub ``operationId``.

Handlers read and write ``GitHubState`` (under its lock, taken by the server) and return a ``Reply``.
Objects are built as overlays of what the double models on top of ``openapi.fill``, so every answer
carries all the properties GitHub's description requires; the server then validates each answer.
"""

from __future__ import annotations

import base64
import difflib
import hashlib
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

from .openapi import DOCS
from .state import (
    PULL_FILES_CAP,
    CheckRun,
    CheckSuite,
    Comment,
    Commit,
    CommitStatus,
    GitHubState,
    Installation,
    PullRequest,
    Reaction,
    Repo,
    Token,
    Workflow,
    WorkflowRun,
    blob_sha,
    fake_sha,
    iso,
    utcnow,
)


@dataclass
class Reply:
    status: int
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)


class GitHubError(Exception):
    """An answer GitHub gives as an error: status + GitHub's error body."""

    def __init__(
        self,
        status: int,
        message: str,
        *,
        errors: list[Any] | None = None,
        headers: dict[str, str] | None = None,
        documentation_url: str = DOCS,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.errors = errors
        self.headers = headers or {}
        self.documentation_url = documentation_url

    def body(self) -> dict[str, Any]:
        out: dict[str, Any] = {"message": self.message, "documentation_url": self.documentation_url}
        if self.errors:
            out["errors"] = self.errors
        out["status"] = str(self.status)
        return out


def not_found() -> GitHubError:
    return GitHubError(404, "Not Found")


def invalid(message: str, errors: list[Any] | None = None) -> GitHubError:
    return GitHubError(422, message, errors=errors)


@dataclass
class Call:
    """One authenticated, validated request."""

    operation_id: str
    path: str
    params: dict[str, Any]
    query: dict[str, Any]
    body: Any
    base: str
    token: Token | None
    is_app: bool
    api_version: str
    truncate_files: int | None = None

    @property
    def repo(self) -> str:
        return f"{self.params['owner']}/{self.params['repo']}"


def _uid(login: str) -> int:
    return int(hashlib.sha1(login.encode()).hexdigest()[:7], 16)


class Views:
    """GitHub's JSON shapes for the double's records."""

    def __init__(self, state: GitHubState, base: str) -> None:
        self.state = state
        self.base = base

    def user(self, login: str, kind: str | None = None) -> dict[str, Any]:
        uid = _uid(login)
        kind = kind or ("Bot" if login.endswith("[bot]") else "User")
        return {
            "login": login,
            "id": uid,
            "node_id": f"U_{uid}",
            "type": kind,
            "site_admin": False,
            "url": f"{self.base}/users/{login}",
            "html_url": f"https://github.com/{login}",
            "avatar_url": f"https://avatars.githubusercontent.com/u/{uid}?v=4",
            "gravatar_id": "",
            "followers_url": f"{self.base}/users/{login}/followers",
            "following_url": f"{self.base}/users/{login}/following{{/other_user}}",
            "gists_url": f"{self.base}/users/{login}/gists{{/gist_id}}",
            "starred_url": f"{self.base}/users/{login}/starred{{/owner}}{{/repo}}",
            "subscriptions_url": f"{self.base}/users/{login}/subscriptions",
            "organizations_url": f"{self.base}/users/{login}/orgs",
            "repos_url": f"{self.base}/users/{login}/repos",
            "events_url": f"{self.base}/users/{login}/events{{/privacy}}",
            "received_events_url": f"{self.base}/users/{login}/received_events",
            "user_view_type": "public",
        }

    def repo(self, repo: Repo) -> dict[str, Any]:
        api = f"{self.base}/repos/{repo.full_name}"
        return {
            "id": repo.id,
            "node_id": f"R_{repo.id}",
            "name": repo.name,
            "full_name": repo.full_name,
            "owner": {**self.user(repo.owner, repo.owner_type), "id": repo.owner_id},
            "private": repo.private,
            "fork": repo.fork,
            "html_url": f"https://github.com/{repo.full_name}",
            "url": api,
            "default_branch": repo.default_branch,
            "visibility": "private" if repo.private else "public",
            "clone_url": f"https://github.com/{repo.full_name}.git",
        }

    def repo_named(self, full_name: str) -> dict[str, Any]:
        return self.repo(self.state.repos[full_name])

    def app(self) -> dict[str, Any]:
        app = self.state.app
        return {
            "id": app.id,
            "slug": app.slug,
            "node_id": f"A_{app.id}",
            "client_id": app.client_id,
            "owner": self.user(app.owner, "Organization"),
            "name": app.name,
            "description": "Downstream e2e validation",
            "external_url": "https://example.invalid/app",
            "html_url": f"https://github.com/apps/{app.slug}",
            "created_at": "2024-01-01T00:00:00Z",
            "updated_at": "2024-01-01T00:00:00Z",
            "permissions": {
                "checks": "write",
                "pull_requests": "read",
                "issues": "write",
                "contents": "read",
                "metadata": "read",
                "actions": "write",
            },
            "events": ["pull_request", "issue_comment", "check_run", "check_suite", "merge_group"],
        }

    def installation(self, inst: Installation) -> dict[str, Any]:
        app = self.state.app
        return {
            "id": inst.id,
            "account": {**self.user(inst.account, inst.account_type), "id": inst.account_id},
            "repository_selection": "selected",
            "access_tokens_url": f"{self.base}/app/installations/{inst.id}/access_tokens",
            "repositories_url": f"{self.base}/installation/repositories",
            "html_url": f"https://github.com/organizations/{inst.account}/settings/installations/{inst.id}",
            "app_id": app.id,
            "app_slug": app.slug,
            "client_id": app.client_id,
            "target_id": inst.account_id,
            "target_type": inst.account_type,
            "permissions": dict(inst.permissions),
            "events": list(inst.events),
            "created_at": iso(inst.created_at),
            "updated_at": iso(inst.created_at),
            "single_file_name": None,
            "suspended_by": None,
            "suspended_at": iso(utcnow()) if inst.suspended else None,
        }

    def pull_minimal(self, pull: PullRequest) -> dict[str, Any]:
        head = self.state.repos[pull.head_repo]
        base = self.state.repos[pull.repo]
        return {
            "id": pull.id,
            "number": pull.number,
            "url": f"{self.base}/repos/{pull.repo}/pulls/{pull.number}",
            "head": {
                "ref": pull.head_ref,
                "sha": pull.head_sha,
                "repo": {"id": head.id, "url": f"{self.base}/repos/{head.full_name}", "name": head.name},
            },
            "base": {
                "ref": pull.base_ref,
                "sha": pull.base_sha,
                "repo": {"id": base.id, "url": f"{self.base}/repos/{base.full_name}", "name": base.name},
            },
        }

    def pull(self, pull: PullRequest) -> dict[str, Any]:
        api = f"{self.base}/repos/{pull.repo}"
        html = f"https://github.com/{pull.repo}/pull/{pull.number}"
        head_repo = self.state.repos[pull.head_repo]
        base_repo = self.state.repos[pull.repo]
        additions = sum(f.additions for f in pull.files)
        deletions = sum(f.deletions for f in pull.files)
        return {
            "url": f"{api}/pulls/{pull.number}",
            "id": pull.id,
            "node_id": f"PR_{pull.id}",
            "html_url": html,
            "diff_url": f"{html}.diff",
            "patch_url": f"{html}.patch",
            "issue_url": f"{api}/issues/{pull.number}",
            "commits_url": f"{api}/pulls/{pull.number}/commits",
            "review_comments_url": f"{api}/pulls/{pull.number}/comments",
            "review_comment_url": f"{api}/pulls/comments{{/number}}",
            "comments_url": f"{api}/issues/{pull.number}/comments",
            "statuses_url": f"{api}/statuses/{pull.head_sha}",
            "number": pull.number,
            "state": pull.state,
            "locked": False,
            "title": pull.title,
            "user": self.user(pull.user),
            "body": pull.body,
            "labels": [
                {
                    "id": _uid(n),
                    "node_id": f"L_{_uid(n)}",
                    "url": f"{api}/labels/{n}",
                    "name": n,
                    "description": None,
                    "color": "ededed",
                    "default": False,
                }
                for n in pull.labels
            ],
            "milestone": None,
            "created_at": iso(pull.created_at),
            "updated_at": iso(pull.updated_at),
            "closed_at": None,
            "merged_at": None,
            "merge_commit_sha": pull.merge_commit_sha,
            "assignee": None,
            "assignees": [],
            "requested_reviewers": [],
            "requested_teams": [],
            "head": {
                "label": f"{head_repo.owner}:{pull.head_ref}",
                "ref": pull.head_ref,
                "sha": pull.head_sha,
                "user": self.user(head_repo.owner, head_repo.owner_type),
                "repo": self.repo(head_repo),
            },
            "base": {
                "label": f"{base_repo.owner}:{pull.base_ref}",
                "ref": pull.base_ref,
                "sha": pull.base_sha,
                "user": self.user(base_repo.owner, base_repo.owner_type),
                "repo": self.repo(base_repo),
            },
            "_links": {
                k: {"href": v}
                for k, v in {
                    "self": f"{api}/pulls/{pull.number}",
                    "html": html,
                    "issue": f"{api}/issues/{pull.number}",
                    "comments": f"{api}/issues/{pull.number}/comments",
                    "review_comments": f"{api}/pulls/{pull.number}/comments",
                    "review_comment": f"{api}/pulls/comments{{/number}}",
                    "commits": f"{api}/pulls/{pull.number}/commits",
                    "statuses": f"{api}/statuses/{pull.head_sha}",
                }.items()
            },
            "author_association": pull.author_association,
            "auto_merge": None,
            "draft": pull.draft,
            "merged": pull.merged,
            "mergeable": True,
            "rebaseable": True,
            "mergeable_state": "clean",
            "merged_by": None,
            "comments": 0,
            "review_comments": 0,
            "maintainer_can_modify": False,
            "commits": 1,
            "additions": additions,
            "deletions": deletions,
            "changed_files": len(pull.files),
        }

    def check_run(self, run: CheckRun) -> dict[str, Any]:
        api = f"{self.base}/repos/{run.repo}"
        # GitHub lists only PRs whose head lives in the same repository: fork PRs are left out.
        pulls = [
            self.pull_minimal(p)
            for p in self.state.pulls.values()
            if p.repo == run.repo and p.head_sha == run.head_sha and not p.from_fork and p.state == "open"
        ]
        return {
            "id": run.id,
            "node_id": f"CR_{run.id}",
            "head_sha": run.head_sha,
            "name": run.name,
            "external_id": run.external_id,
            "url": f"{api}/check-runs/{run.id}",
            "html_url": f"https://github.com/{run.repo}/runs/{run.id}",
            "details_url": run.details_url,
            "status": run.status,
            "conclusion": run.conclusion,
            "started_at": iso(run.started_at),
            "completed_at": iso(run.completed_at),
            "output": {
                "title": run.title,
                "summary": run.summary,
                "text": run.text,
                "annotations_count": len(run.annotations),
                "annotations_url": f"{api}/check-runs/{run.id}/annotations",
            },
            "check_suite": {"id": run.suite_id},
            "app": self.app(),
            "pull_requests": pulls,
        }

    def comment(self, comment: Comment) -> dict[str, Any]:
        api = f"{self.base}/repos/{comment.repo}"
        counts = {
            c: sum(1 for r in comment.reactions if r.content == c)
            for c in ("+1", "-1", "laugh", "confused", "heart", "hooray", "eyes", "rocket")
        }
        return {
            "id": comment.id,
            "node_id": f"IC_{comment.id}",
            "url": f"{api}/issues/comments/{comment.id}",
            "body": comment.body,
            "html_url": f"https://github.com/{comment.repo}/pull/{comment.issue_number}#issuecomment-{comment.id}",
            "user": self.user(comment.user, comment.user_type),
            "created_at": iso(comment.created_at),
            "updated_at": iso(comment.updated_at),
            "issue_url": f"{api}/issues/{comment.issue_number}",
            "author_association": comment.author_association,
            "reactions": {
                "url": f"{api}/issues/comments/{comment.id}/reactions",
                "total_count": len(comment.reactions),
                **counts,
            },
        }

    def reaction(self, reaction: Reaction) -> dict[str, Any]:
        return {
            "id": reaction.id,
            "node_id": f"REA_{reaction.id}",
            "user": self.user(reaction.user),
            "content": reaction.content,
            "created_at": iso(reaction.created_at),
        }

    def workflow_run(self, run: WorkflowRun, workflow: Workflow) -> dict[str, Any]:
        api = f"{self.base}/repos/{run.repo}"
        repo = self.state.repos[run.repo]
        minimal = {**self.repo(repo)}
        return {
            "id": run.id,
            "name": run.name,
            "node_id": f"WFR_{run.id}",
            "check_suite_id": run.id + 1,
            "head_branch": run.head_branch,
            "head_sha": run.head_sha,
            "path": workflow.path,
            "run_number": run.run_number,
            "run_attempt": run.run_attempt,
            "event": run.event,
            "status": run.status,
            "conclusion": run.conclusion,
            "workflow_id": workflow.id,
            "url": f"{api}/actions/runs/{run.id}",
            "html_url": f"https://github.com/{run.repo}/actions/runs/{run.id}",
            "pull_requests": [],
            "created_at": iso(run.created_at),
            "updated_at": iso(run.updated_at),
            "actor": self.user(run.actor or self.state.app.bot_login),
            "triggering_actor": self.user(run.actor or self.state.app.bot_login),
            "run_started_at": iso(run.run_started_at or run.created_at),
            "jobs_url": f"{api}/actions/runs/{run.id}/jobs",
            "logs_url": f"{api}/actions/runs/{run.id}/logs",
            "check_suite_url": f"{api}/check-suites/{run.id + 1}",
            "artifacts_url": f"{api}/actions/runs/{run.id}/artifacts",
            "cancel_url": f"{api}/actions/runs/{run.id}/cancel",
            "rerun_url": f"{api}/actions/runs/{run.id}/rerun",
            "previous_attempt_url": None,
            "workflow_url": f"{api}/actions/workflows/{workflow.id}",
            "head_commit": {
                "id": run.head_sha,
                "tree_id": fake_sha(f"tree/{run.head_sha}"),
                "message": "commit",
                "timestamp": iso(run.created_at),
                "author": {"name": "dev", "email": "dev@example.invalid"},
                "committer": {"name": "dev", "email": "dev@example.invalid"},
            },
            "repository": minimal,
            "head_repository": minimal,
            "display_title": run.display_title,
        }

    def status(self, status: CommitStatus) -> dict[str, Any]:
        return {
            "url": f"{self.base}/repos/{status.repo}/statuses/{status.sha}",
            "avatar_url": None,
            "id": status.id,
            "node_id": f"SC_{status.id}",
            "state": status.state,
            "description": status.description,
            "target_url": status.target_url,
            "context": status.context,
            "created_at": iso(status.created_at),
            "updated_at": iso(status.created_at),
            "creator": self.user(self.state.app.bot_login),
        }


def paginate(call: Call, items: list[Any], *, max_per_page: int = 100) -> tuple[list[Any], dict[str, str]]:
    """Slice by ``per_page``/``page`` and build GitHub's ``Link`` header (first/prev/next/last)."""
    per_page = max(1, min(int(call.query.get("per_page", 30)), max_per_page))
    page = max(1, int(call.query.get("page", 1)))
    last = max(1, math.ceil(len(items) / per_page))
    chunk = items[(page - 1) * per_page : page * per_page]
    others = {k: v for k, v in call.query.items() if k not in ("page", "per_page")}

    def url(n: int) -> str:
        query = {
            **{k: str(v).lower() if isinstance(v, bool) else v for k, v in others.items()},
            "per_page": per_page,
            "page": n,
        }
        return f"{call.base}{call.path}?{urlencode(query)}"

    rels = []
    if page > 1:
        rels += [f'<{url(page - 1)}>; rel="prev"']
    if page < last:
        rels += [f'<{url(page + 1)}>; rel="next"', f'<{url(last)}>; rel="last"']
    if page > 1:
        rels += [f'<{url(1)}>; rel="first"']
    return chunk, ({"Link": ", ".join(rels)} if rels else {})


Handler = Callable[["Handlers", Call], Reply]
HANDLERS: dict[str, Handler] = {}


def handles(operation_id: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[operation_id] = fn
        return fn

    return register


COMMENT_BODY_LIMIT = 65536  # GitHub's maximum comment length, in characters


class Handlers:
    def __init__(
        self, state: GitHubState, base: str, notify: Callable[[str, Any], None] | None = None
    ) -> None:
        self.state = state
        self.views = Views(state, base)
        # Tells the server something happened that tests may hook (run outside the state lock).
        self.notify = notify or (lambda event, obj: None)

    def dispatch(self, call: Call) -> Reply:
        handler = HANDLERS.get(call.operation_id)
        if handler is None:
            raise GitHubError(501, f"The GitHub double does not play {call.operation_id}")
        return handler(self, call)

    # -- helpers ---------------------------------------------------------------------------------

    def repo_for(self, call: Call) -> Repo:
        """The call's repository, visible only when the token's installation covers it."""
        full = call.repo
        repo = self.state.repos.get(full)
        if repo is None or call.token is None:
            raise not_found()
        inst = self.state.installations.get(call.token.installation_id)
        if inst is None or full not in inst.repositories:
            raise not_found()
        if call.token.repositories is not None and full not in call.token.repositories:
            raise not_found()
        return repo

    def pull_for(self, call: Call, number: int) -> PullRequest:
        self.repo_for(call)
        pull = self.state.pulls.get((call.repo, number))
        if pull is None:
            raise not_found()
        return pull

    def run_for(self, call: Call) -> CheckRun:
        self.repo_for(call)
        run = self.state.runs.get(call.params["check_run_id"])
        if run is None or run.repo != call.repo:
            raise not_found()
        return run

    def comment_for(self, call: Call) -> Comment:
        self.repo_for(call)
        comment = self.state.comments.get(call.params["comment_id"])
        if comment is None or comment.repo != call.repo:
            raise not_found()
        return comment

    def suite_for(self, repo: str, head_sha: str) -> CheckSuite:
        for suite in self.state.suites.values():
            if suite.repo == repo and suite.head_sha == head_sha and suite.app_id == self.state.app.id:
                return suite
        branch = next(
            (p.head_ref for p in self.state.pulls.values() if p.repo == repo and p.head_sha == head_sha), None
        )
        suite = CheckSuite(
            id=self.state.next_id(),
            repo=repo,
            head_sha=head_sha,
            head_branch=branch,
            app_id=self.state.app.id,
        )
        self.state.suites[suite.id] = suite
        return suite


# ---- apps ---------------------------------------------------------------------------------------


@handles("apps/get-authenticated")
def get_app(h: Handlers, call: Call) -> Reply:
    return Reply(200, {**h.views.app(), "installations_count": len(h.state.installations)})


@handles("apps/create-installation-access-token")
def create_token(h: Handlers, call: Call) -> Reply:
    inst = h.state.installations.get(call.params["installation_id"])
    if inst is None:
        raise not_found()
    if inst.suspended:
        raise GitHubError(403, "This installation has been suspended")
    body = call.body or {}
    repos: list[str] | None = None
    if "repositories" in body or "repository_ids" in body:
        by_id = {h.state.repos[r].id: r for r in inst.repositories if r in h.state.repos}
        by_name = {r.split("/", 1)[1]: r for r in inst.repositories}
        repos = []
        for name in body.get("repositories", []):
            if name not in by_name:
                raise invalid(
                    f"There is at least one repository that does not exist or is not accessible "
                    f"to the parent installation: {name}"
                )
            repos.append(by_name[name])
        for rid in body.get("repository_ids", []):
            if rid not in by_id:
                raise invalid(
                    "There is at least one repository that does not exist or is not accessible "
                    "to the parent installation."
                )
            repos.append(by_id[rid])
    permissions = dict(inst.permissions)
    if body.get("permissions"):
        for key, level in body["permissions"].items():
            have = inst.permissions.get(key)
            if have is None or (have == "read" and level in ("write", "admin")):
                raise invalid("The permissions requested are not granted to this installation.")
        permissions = dict(body["permissions"])
    token = h.state.new_token(inst.id, repos, permissions)
    out: dict[str, Any] = {
        "token": token.token,
        "expires_at": iso(token.expires_at),
        "permissions": permissions,
        "repository_selection": "selected",
    }
    if repos is not None:
        out["repositories"] = [h.views.repo_named(r) for r in repos]
    return Reply(201, out)


@handles("apps/get-repo-installation")
def get_repo_installation(h: Handlers, call: Call) -> Reply:
    inst = h.state.installation_for(call.repo)
    if inst is None:
        raise not_found()
    return Reply(200, h.views.installation(inst))


# ---- pulls --------------------------------------------------------------------------------------


@handles("pulls/get")
def get_pull(h: Handlers, call: Call) -> Reply:
    return Reply(200, h.views.pull(h.pull_for(call, call.params["pull_number"])))


@handles("pulls/update")
def update_pull(h: Handlers, call: Call) -> Reply:
    pull = h.pull_for(call, call.params["pull_number"])
    body = call.body or {}
    for key in ("title", "body", "state"):
        if key in body:
            setattr(pull, key, body[key])
    if "base" in body:
        pull.base_ref = body["base"]
    pull.updated_at = utcnow()
    return Reply(200, h.views.pull(pull))


@handles("pulls/list-files")
def list_pull_files(h: Handlers, call: Call) -> Reply:
    pull = h.pull_for(call, call.params["pull_number"])
    limit = PULL_FILES_CAP if call.truncate_files is None else min(call.truncate_files, PULL_FILES_CAP)
    api = f"{h.views.base}/repos/{pull.repo}"
    files = []
    for f in pull.files[:limit]:
        sha = f.sha or blob_sha(f"{pull.head_sha}:{f.filename}".encode())
        entry: dict[str, Any] = {
            "sha": sha,
            "filename": f.filename,
            "status": f.status,
            "additions": f.additions,
            "deletions": f.deletions,
            "changes": f.additions + f.deletions,
            "blob_url": f"https://github.com/{pull.head_repo}/blob/{pull.head_sha}/{f.filename}",
            "raw_url": f"https://github.com/{pull.head_repo}/raw/{pull.head_sha}/{f.filename}",
            "contents_url": f"{api}/contents/{f.filename}?ref={pull.head_sha}",
        }
        if f.patch is not None:
            entry["patch"] = f.patch
        if f.previous_filename is not None:
            entry["previous_filename"] = f.previous_filename
        files.append(entry)
    page, headers = paginate(call, files)
    return Reply(200, page, headers)


# ---- check runs ---------------------------------------------------------------------------------


def _check_run_rules(body: dict[str, Any], creating: bool) -> None:
    """What GitHub enforces beyond the schema."""
    if body.get("conclusion") == "stale":
        raise invalid("Invalid request.\n\nYou cannot set the conclusion of a check run to stale.")
    if (body.get("status") == "completed" or "completed_at" in body) and "conclusion" not in body:
        raise invalid('Invalid request.\n\nNo subschema in "anyOf" matched.\n"conclusion" wasn\'t supplied.')
    if "conclusion" in body and body.get("status") not in (None, "completed"):
        raise invalid("Invalid request.\n\nA check run with a conclusion must have status completed.")
    for index, note in enumerate(body.get("output", {}).get("annotations", [])):
        if note["start_line"] > note["end_line"]:
            raise invalid(f"Invalid request.\n\nannotations[{index}]: start_line is after end_line.")
        if len(note.get("title", "")) > 255:
            raise invalid(
                f"Invalid request.\n\nannotations[{index}]: title is too long (maximum is 255 characters)."
            )
        for key in ("message", "raw_details"):
            if len(note.get(key, "").encode()) > 64 * 1024:
                raise invalid(
                    f"Invalid request.\n\nannotations[{index}]: {key} is too long (maximum is 64 KB)."
                )
        if ("start_column" in note or "end_column" in note) and note["start_line"] != note["end_line"]:
            raise invalid(
                f"Invalid request.\n\nannotations[{index}]: start_column and end_column "
                "are only allowed when start_line equals end_line."
            )
    if creating and not body.get("name", "").strip():
        raise invalid("Invalid request.\n\nname can't be blank.")


def _apply_check_body(run: CheckRun, body: dict[str, Any]) -> None:
    now = utcnow()
    for key in ("name", "external_id", "details_url"):
        if key in body:
            setattr(run, key, body[key])
    if "status" in body:
        run.status = body["status"]
    if "started_at" in body:
        run.started_at = _parse_time(body["started_at"])
    if "conclusion" in body:
        run.status = "completed"
        run.conclusion = body["conclusion"]
        run.completed_at = _parse_time(body["completed_at"]) if "completed_at" in body else now
    elif run.status != "completed":
        run.conclusion = None
        run.completed_at = None
    if "output" in body:
        out = body["output"]
        run.title = out.get("title", run.title)
        run.summary = out.get("summary", run.summary)
        if "text" in out:
            run.text = out["text"]
        # GitHub appends annotations across updates; it keeps the rest of the output as sent last.
        run.annotations.extend(out.get("annotations", []))
    if "actions" in body:
        run.actions = list(body["actions"])
    run.history.append(body)


def _parse_time(value: str) -> Any:
    from datetime import datetime

    return datetime.fromisoformat(value.replace("Z", "+00:00"))


@handles("checks/create")
def create_check_run(h: Handlers, call: Call) -> Reply:
    h.repo_for(call)
    body = dict(call.body)
    _check_run_rules(body, creating=True)
    if not re.fullmatch(r"[0-9a-f]{40}", body["head_sha"]):
        raise invalid("Invalid request.\n\nNo commit found for SHA: " + body["head_sha"])
    suite = h.suite_for(call.repo, body["head_sha"])
    run = CheckRun(
        id=h.state.next_id(),
        repo=call.repo,
        suite_id=suite.id,
        name=body["name"],
        head_sha=body["head_sha"],
        app_id=h.state.app.id,
        started_at=utcnow(),
    )
    _apply_check_body(run, body)
    h.state.runs[run.id] = run
    return Reply(201, h.views.check_run(run))


@handles("checks/get")
def get_check_run(h: Handlers, call: Call) -> Reply:
    return Reply(200, h.views.check_run(h.run_for(call)))


@handles("checks/update")
def update_check_run(h: Handlers, call: Call) -> Reply:
    run = h.run_for(call)
    if run.app_id != h.state.app.id:
        raise GitHubError(
            403,
            f"Invalid app_id `{h.state.app.id}` - check run can only be modified by the GitHub App "
            "that created it.",
        )
    body = dict(call.body)
    _check_run_rules(body, creating=False)
    _apply_check_body(run, body)
    return Reply(200, h.views.check_run(run))


@handles("checks/list-for-ref")
def list_check_runs_for_ref(h: Handlers, call: Call) -> Reply:
    h.repo_for(call)
    ref = call.params["ref"]
    commit = h.state.resolve_ref(call.repo, ref)
    sha = commit.sha if commit else ref
    runs = [
        r
        for r in sorted(h.state.runs.values(), key=lambda r: -r.id)
        if r.repo == call.repo and r.head_sha == sha
    ]
    if "check_name" in call.query:
        runs = [r for r in runs if r.name == call.query["check_name"]]
    if "status" in call.query:
        runs = [r for r in runs if r.status == call.query["status"]]
    if "app_id" in call.query:
        runs = [r for r in runs if r.app_id == call.query["app_id"]]
    if call.query.get("filter", "latest") == "latest":
        seen: set[str] = set()
        latest = []
        for r in runs:
            if r.name not in seen:
                seen.add(r.name)
                latest.append(r)
        runs = latest
    page, headers = paginate(call, runs)
    return Reply(200, {"total_count": len(runs), "check_runs": [h.views.check_run(r) for r in page]}, headers)


@handles("checks/rerequest-run")
def rerequest_check_run(h: Handlers, call: Call) -> Reply:
    run = h.run_for(call)
    if run.status != "completed":
        raise invalid("This check run is not rerequestable")
    run.rerequests += 1
    h.notify("check_run_rerequest", run.id)
    return Reply(201, {})


@handles("checks/rerequest-suite")
def rerequest_check_suite(h: Handlers, call: Call) -> Reply:
    h.repo_for(call)
    suite = h.state.suites.get(call.params["check_suite_id"])
    if suite is None or suite.repo != call.repo:
        raise not_found()
    suite.rerequests += 1
    h.notify("check_suite_rerequest", suite.id)
    return Reply(201, {})


# ---- issue comments and reactions ---------------------------------------------------------------


@handles("issues/list-comments")
def list_comments(h: Handlers, call: Call) -> Reply:
    h.repo_for(call)
    number = call.params["issue_number"]
    if not h.state.has_issue(call.repo, number):
        raise not_found()
    comments = [
        c
        for c in sorted(h.state.comments.values(), key=lambda c: c.id)
        if c.repo == call.repo and c.issue_number == number
    ]
    if "since" in call.query:
        since = _parse_time(call.query["since"])
        comments = [c for c in comments if c.updated_at >= since]
    page, headers = paginate(call, comments)
    return Reply(200, [h.views.comment(c) for c in page], headers)


@handles("issues/create-comment")
def create_comment(h: Handlers, call: Call) -> Reply:
    h.repo_for(call)
    number = call.params["issue_number"]
    if not h.state.has_issue(call.repo, number):
        raise not_found()
    if len(call.body["body"]) > COMMENT_BODY_LIMIT:
        raise invalid(
            "Validation Failed",
            errors=[
                {
                    "resource": "IssueComment",
                    "code": "unprocessable",
                    "field": "data",
                    "message": "Body is too long (maximum is 65536 characters)",
                }
            ],
        )
    comment = Comment(
        id=h.state.next_id(),
        repo=call.repo,
        issue_number=number,
        body=call.body["body"],
        user=h.state.app.bot_login,
        user_type="Bot",
        author_association="NONE",
    )
    h.state.comments[comment.id] = comment
    return Reply(201, h.views.comment(comment))


@handles("issues/get-comment")
def get_comment(h: Handlers, call: Call) -> Reply:
    return Reply(200, h.views.comment(h.comment_for(call)))


@handles("issues/update-comment")
def update_comment(h: Handlers, call: Call) -> Reply:
    comment = h.comment_for(call)
    if comment.user != h.state.app.bot_login:
        raise GitHubError(403, "Resource not accessible by integration")
    comment.body = call.body["body"]
    comment.updated_at = utcnow()
    return Reply(200, h.views.comment(comment))


@handles("issues/delete-comment")
def delete_comment(h: Handlers, call: Call) -> Reply:
    comment = h.comment_for(call)
    if comment.user != h.state.app.bot_login:
        raise GitHubError(403, "Resource not accessible by integration")
    del h.state.comments[comment.id]
    return Reply(204)


@handles("reactions/list-for-issue-comment")
def list_reactions(h: Handlers, call: Call) -> Reply:
    comment = h.comment_for(call)
    reactions = [
        r for r in comment.reactions if "content" not in call.query or r.content == call.query["content"]
    ]
    page, headers = paginate(call, reactions)
    return Reply(200, [h.views.reaction(r) for r in page], headers)


@handles("reactions/create-for-issue-comment")
def create_reaction(h: Handlers, call: Call) -> Reply:
    comment = h.comment_for(call)
    user = h.state.app.bot_login
    for existing in comment.reactions:
        if existing.user == user and existing.content == call.body["content"]:
            return Reply(200, h.views.reaction(existing))
    reaction = Reaction(id=h.state.next_id(), content=call.body["content"], user=user)
    comment.reactions.append(reaction)
    return Reply(201, h.views.reaction(reaction))


# ---- collaborators ------------------------------------------------------------------------------

# role_name -> the coarse `permission` GitHub reports next to it.
_COARSE = {
    "admin": "admin",
    "maintain": "write",
    "write": "write",
    "triage": "read",
    "read": "read",
    "none": "none",
}


@handles("repos/get-collaborator-permission-level")
def get_permission(h: Handlers, call: Call) -> Reply:
    h.repo_for(call)
    username = call.params["username"]
    role = h.state.permission_of(call.repo, username)
    user = {
        **h.views.user(username),
        "role_name": role,
        "permissions": {
            "admin": role == "admin",
            "maintain": role in ("admin", "maintain"),
            "push": role in ("admin", "maintain", "write"),
            "triage": role in ("admin", "maintain", "write", "triage"),
            "pull": role != "none",
        },
    }
    return Reply(200, {"permission": _COARSE[role], "role_name": role, "user": user})


# ---- actions ------------------------------------------------------------------------------------

_INPUT = re.compile(r"\$\{\{\s*(?:github\.event\.)?inputs\.([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}")


@handles("actions/create-workflow-dispatch")
def dispatch_workflow(h: Handlers, call: Call) -> Reply:
    h.repo_for(call)
    workflow = h.state.find_workflow(call.repo, str(call.params["workflow_id"]))
    if workflow is None:
        raise not_found()
    body = call.body
    inputs: dict[str, Any] = dict(body.get("inputs") or {})
    if workflow.inputs is not None:
        unexpected = sorted(set(inputs) - set(workflow.inputs))
        if unexpected:
            raise invalid(f"Unexpected inputs provided: {unexpected}")
        for name, spec in workflow.inputs.items():
            if spec.get("required") and name not in inputs and "default" not in spec:
                raise invalid(f"Required input '{name}' not provided")
            if name not in inputs and "default" in spec:
                inputs[name] = spec["default"]
    ref = body["ref"].removeprefix("refs/heads/")
    commit = h.state.resolve_ref(call.repo, ref)
    head_sha = commit.sha if commit else fake_sha(f"{call.repo}@{ref}")
    name = workflow.name
    title = workflow.name
    if workflow.run_name:
        title = _INPUT.sub(lambda m: str(inputs.get(m.group(1), "")), workflow.run_name)
        name = workflow.name
    number = 1 + sum(1 for r in h.state.workflow_runs.values() if r.workflow_id == workflow.id)
    run = WorkflowRun(
        id=h.state.next_id(),
        repo=call.repo,
        workflow_id=workflow.id,
        name=name,
        display_title=title,
        head_branch=ref,
        head_sha=head_sha,
        inputs=inputs,
        run_number=number,
        actor=h.state.app.bot_login,
    )
    h.state.workflow_runs[run.id] = run
    h.notify("workflow_dispatch", run.id)
    wants_details = body.get("return_run_details") is True or call.api_version >= "2026-03-10"
    if wants_details:
        return Reply(
            200,
            {
                "workflow_run_id": run.id,
                "run_url": f"{h.views.base}/repos/{call.repo}/actions/runs/{run.id}",
                "html_url": f"https://github.com/{call.repo}/actions/runs/{run.id}",
            },
        )
    return Reply(204)


_CONCLUSIONS = {
    "action_required",
    "cancelled",
    "failure",
    "neutral",
    "skipped",
    "stale",
    "success",
    "timed_out",
}


@handles("actions/list-workflow-runs-for-repo")
def list_workflow_runs(h: Handlers, call: Call) -> Reply:
    h.repo_for(call)
    q = call.query
    runs = [r for r in sorted(h.state.workflow_runs.values(), key=lambda r: -r.id) if r.repo == call.repo]
    if "status" in q:
        want = q["status"]
        runs = [r for r in runs if (r.conclusion == want if want in _CONCLUSIONS else r.status == want)]
    for key, attr in (
        ("branch", "head_branch"),
        ("event", "event"),
        ("head_sha", "head_sha"),
        ("actor", "actor"),
    ):
        if key in q:
            runs = [r for r in runs if getattr(r, attr) == q[key]]
    if "check_suite_id" in q:
        runs = [r for r in runs if r.id + 1 == q["check_suite_id"]]
    page, headers = paginate(call, runs)
    return Reply(
        200,
        {
            "total_count": len(runs),
            "workflow_runs": [h.views.workflow_run(r, h.state.workflows[r.workflow_id]) for r in page],
        },
        headers,
    )


def _workflow_run_for(h: Handlers, call: Call) -> WorkflowRun:
    h.repo_for(call)
    run = h.state.workflow_runs.get(call.params["run_id"])
    if run is None or run.repo != call.repo:
        raise not_found()
    return run


@handles("actions/get-workflow-run")
def get_workflow_run(h: Handlers, call: Call) -> Reply:
    run = _workflow_run_for(h, call)
    return Reply(200, h.views.workflow_run(run, h.state.workflows[run.workflow_id]))


@handles("actions/cancel-workflow-run")
def cancel_workflow_run(h: Handlers, call: Call) -> Reply:
    run = _workflow_run_for(h, call)
    if run.status == "completed":
        raise GitHubError(409, "Cannot cancel a workflow run that is completed.")
    run.cancel_requested = True
    h.notify("workflow_cancel", run.id)
    run.status = "completed"
    run.conclusion = "cancelled"
    run.updated_at = utcnow()
    return Reply(202, {})


@handles("actions/delete-workflow-run")
def delete_workflow_run(h: Handlers, call: Call) -> Reply:
    run = _workflow_run_for(h, call)
    del h.state.workflow_runs[run.id]
    return Reply(204)


# ---- statuses -----------------------------------------------------------------------------------


@handles("repos/create-commit-status")
def create_status(h: Handlers, call: Call) -> Reply:
    h.repo_for(call)
    body = call.body
    status = CommitStatus(
        id=h.state.next_id(),
        repo=call.repo,
        sha=call.params["sha"],
        state=body["state"],
        context=body.get("context", "default"),
        description=body.get("description"),
        target_url=body.get("target_url"),
    )
    h.state.statuses.append(status)
    return Reply(201, h.views.status(status))


# ---- git data: trees, contents, compare ---------------------------------------------------------


def _tree_entries(commit: Commit, prefix: str, recursive: bool) -> list[dict[str, Any]]:
    entries: dict[str, dict[str, Any]] = {}
    for path, text in sorted(commit.files.items()):
        if prefix and not path.startswith(prefix + "/"):
            continue
        rest = path[len(prefix) + 1 :] if prefix else path
        parts = rest.split("/")
        for depth in range(1, len(parts)):
            sub = "/".join(parts[:depth])
            if (recursive or depth == 1) and sub not in entries:
                full = f"{prefix}/{sub}" if prefix else sub
                entries[sub] = {"path": sub, "mode": "040000", "type": "tree", "sha": _tree_sha(commit, full)}
        if recursive or len(parts) == 1:
            data = text.encode()
            entries[rest] = {
                "path": rest,
                "mode": "100644",
                "type": "blob",
                "sha": blob_sha(data),
                "size": len(data),
            }
    return [entries[k] for k in sorted(entries)]


def _tree_sha(commit: Commit, prefix: str) -> str:
    """A content hash of the subtree: equal trees give equal ids, as git's tree ids do."""
    digest = hashlib.sha1()
    for path, text in sorted(commit.files.items()):
        if not prefix or path.startswith(prefix + "/"):
            digest.update(path[len(prefix) :].encode() + b"\0" + blob_sha(text.encode()).encode())
    return digest.hexdigest()


def _find_tree(h: Handlers, repo: str, ident: str) -> tuple[Commit, str] | None:
    """A commit sha/branch (its root tree) or a tree sha of some subtree of a known commit."""
    commit = h.state.resolve_ref(repo, ident)
    if commit is not None:
        return commit, ""
    for (r, _), commit in h.state.commits.items():
        if r != repo:
            continue
        dirs = {""} | {"/".join(p.split("/")[:i]) for p in commit.files for i in range(1, p.count("/") + 1)}
        for d in dirs:
            if _tree_sha(commit, d) == ident:
                return commit, d
    return None


@handles("git/get-tree")
def get_tree(h: Handlers, call: Call) -> Reply:
    h.repo_for(call)
    found = _find_tree(h, call.repo, call.params["tree_sha"])
    if found is None:
        raise not_found()
    commit, prefix = found
    recursive = "recursive" in call.query
    sha = _tree_sha(commit, prefix)
    tree = _tree_entries(commit, prefix, recursive)
    api = f"{h.views.base}/repos/{call.repo}/git"
    for entry in tree:
        entry["url"] = f"{api}/{'trees' if entry['type'] == 'tree' else 'blobs'}/{entry['sha']}"
    return Reply(200, {"sha": sha, "url": f"{api}/trees/{sha}", "truncated": False, "tree": tree})


@handles("repos/get-content")
def get_content(h: Handlers, call: Call) -> Reply:
    h.repo_for(call)
    repo = h.state.repos[call.repo]
    commit = h.state.resolve_ref(call.repo, call.query.get("ref", repo.default_branch))
    if commit is None:
        raise GitHubError(404, f"No commit found for the ref {call.query.get('ref', repo.default_branch)}")
    path = call.params["path"].strip("/")
    api = f"{h.views.base}/repos/{call.repo}/contents"

    def entry(p: str, kind: str, size: int, sha: str) -> dict[str, Any]:
        html = f"https://github.com/{call.repo}/{'blob' if kind == 'file' else 'tree'}/{commit.sha}/{p}"
        git = f"{h.views.base}/repos/{call.repo}/git/{'blobs' if kind == 'file' else 'trees'}/{sha}"
        return {
            "type": kind,
            "size": size,
            "name": p.rsplit("/", 1)[-1],
            "path": p,
            "sha": sha,
            "url": f"{api}/{p}?ref={commit.sha}",
            "git_url": git,
            "html_url": html,
            "download_url": (
                f"https://raw.githubusercontent.com/{call.repo}/{commit.sha}/{p}" if kind == "file" else None
            ),
            "_links": {"self": f"{api}/{p}?ref={commit.sha}", "git": git, "html": html},
        }

    if path in commit.files:
        data = commit.files[path].encode()
        return Reply(
            200,
            {
                **entry(path, "file", len(data), blob_sha(data)),
                "encoding": "base64",
                "content": base64.encodebytes(data).decode(),
            },
        )
    children = _tree_entries(commit, path, recursive=False)
    if not children:
        raise not_found()
    listing = [
        entry(
            f"{path}/{c['path']}" if path else c["path"],
            "file" if c["type"] == "blob" else "dir",
            c.get("size", 0),
            c["sha"],
        )
        for c in children
    ]
    return Reply(200, listing)


def _diff(old: str | None, new: str | None) -> tuple[str, int, int]:
    lines = list(difflib.unified_diff((old or "").splitlines(), (new or "").splitlines(), lineterm="", n=3))
    body = [ln for ln in lines[2:]]
    additions = sum(1 for ln in body if ln.startswith("+"))
    deletions = sum(1 for ln in body if ln.startswith("-"))
    return "\n".join(body), additions, deletions


@handles("repos/compare-commits-with-basehead")
def compare(h: Handlers, call: Call) -> Reply:
    h.repo_for(call)
    basehead = call.params["basehead"]
    if "..." not in basehead:
        raise not_found()
    base_ref, head_ref = basehead.split("...", 1)
    base = h.state.resolve_ref(call.repo, base_ref)
    head = h.state.resolve_ref(call.repo, head_ref)
    if base is None or head is None:
        raise not_found()
    # Three-dot compare, as GitHub: the merge base is the newest common ancestor; `files` and `commits` are
    # what head adds since the merge base; ahead/behind count each side's own commits.
    def ancestry(c: Commit) -> list[Commit]:
        seen: dict[str, Commit] = {}
        todo = [c]
        while todo:
            cur = todo.pop(0)
            if cur.sha in seen:
                continue
            seen[cur.sha] = cur
            todo += [p for p in (h.state.commits.get((call.repo, sha)) for sha in cur.parents) if p is not None]
        return list(seen.values())

    base_line = ancestry(base)
    head_line = ancestry(head)
    base_shas = {c.sha for c in base_line}
    head_shas = {c.sha for c in head_line}
    merge_base = next((c for c in head_line if c.sha in base_shas), None)
    ahead = [c for c in head_line if c.sha not in base_shas]
    behind = [c for c in base_line if c.sha not in head_shas]
    if head.sha == base.sha:
        status = "identical"
    elif not behind:
        status = "ahead"
    elif not ahead:
        status = "behind"
    else:
        status = "diverged"
    since = merge_base or base
    api = f"{h.views.base}/repos/{call.repo}"
    files = []
    for path in sorted(set(since.files) | set(head.files)):
        old, new = since.files.get(path), head.files.get(path)
        if old == new:
            continue
        patch, adds, dels = _diff(old, new)
        kind = "added" if old is None else "removed" if new is None else "modified"
        files.append(
            {
                "sha": blob_sha((new or "").encode()) if new is not None else None,
                "filename": path,
                "status": kind,
                "additions": adds,
                "deletions": dels,
                "changes": adds + dels,
                "blob_url": f"https://github.com/{call.repo}/blob/{head.sha}/{path}",
                "raw_url": f"https://github.com/{call.repo}/raw/{head.sha}/{path}",
                "contents_url": f"{api}/contents/{path}?ref={head.sha}",
                "patch": patch,
            }
        )

    def commit_view(c: Commit) -> dict[str, Any]:
        person = {"name": "dev", "email": "dev@example.invalid", "date": "2024-01-01T00:00:00Z"}
        return {
            "url": f"{api}/commits/{c.sha}",
            "sha": c.sha,
            "node_id": f"C_{c.sha[:10]}",
            "html_url": f"https://github.com/{call.repo}/commit/{c.sha}",
            "comments_url": f"{api}/commits/{c.sha}/comments",
            "commit": {
                "url": f"{api}/git/commits/{c.sha}",
                "author": person,
                "committer": person,
                "message": c.message,
                "comment_count": 0,
                "tree": {"sha": _tree_sha(c, ""), "url": f"{api}/git/trees/{_tree_sha(c, '')}"},
            },
            "author": None,
            "committer": None,
            "parents": [{"sha": p, "url": f"{api}/commits/{p}"} for p in c.parents],
        }

    commits = [commit_view(c) for c in reversed(ahead)]
    html = f"https://github.com/{call.repo}/compare/{basehead}"
    return Reply(
        200,
        {
            "url": f"{api}/compare/{basehead}",
            "html_url": html,
            "permalink_url": html,
            "diff_url": f"{html}.diff",
            "patch_url": f"{html}.patch",
            "base_commit": commit_view(base),
            "merge_base_commit": commit_view(since),
            "status": status,
            "ahead_by": len(ahead),
            "behind_by": len(behind),
            "total_commits": len(ahead),
            "commits": commits,
            "files": files,
        },
    )


# ---- webhook deliveries -------------------------------------------------------------------------


def _delivery_item(d: Any) -> dict[str, Any]:
    return {
        "id": d.id,
        "guid": d.guid,
        "delivered_at": iso(d.delivered_at),
        "redelivery": d.redelivery,
        "duration": d.duration,
        "status": d.status,
        "status_code": d.status_code,
        "event": d.event,
        "action": d.action,
        "installation_id": d.installation_id,
        "repository_id": d.repository_id,
        "throttled_at": None,
    }


@handles("apps/list-webhook-deliveries")
def list_deliveries(h: Handlers, call: Call) -> Reply:
    items = sorted(h.state.deliveries.values(), key=lambda d: -d.id)
    status = call.query.get("status")
    if status == "success":
        items = [d for d in items if d.ok]
    elif status == "failure":
        items = [d for d in items if not d.ok]
    per_page = max(1, min(int(call.query.get("per_page", 30)), 100))
    cursor = call.query.get("cursor")
    if cursor is not None:
        if not re.fullmatch(r"v1_\d+", cursor):
            raise GitHubError(400, "Invalid cursor")
        start_below = int(cursor[3:])
        items = [d for d in items if d.id < start_below]
    page = items[:per_page]
    headers = {}
    if len(items) > per_page:
        query = {k: v for k, v in call.query.items() if k != "cursor"}
        query.update({"per_page": per_page, "cursor": f"v1_{page[-1].id}"})
        headers["Link"] = f'<{call.base}{call.path}?{urlencode(query)}>; rel="next"'
    return Reply(200, [_delivery_item(d) for d in page], headers)


@handles("apps/get-webhook-delivery")
def get_delivery(h: Handlers, call: Call) -> Reply:
    d = h.state.deliveries.get(call.params["delivery_id"])
    if d is None:
        raise not_found()
    return Reply(
        200,
        {
            **_delivery_item(d),
            "url": d.url,
            "request": {"headers": d.request_headers, "payload": d.payload},
            "response": {"headers": d.response_headers, "payload": d.response_body},
        },
    )


@handles("apps/redeliver-webhook-delivery")
def redeliver(h: Handlers, call: Call) -> Reply:
    d = h.state.deliveries.get(call.params["delivery_id"])
    if d is None:
        raise not_found()
    h.state.redelivery_requests.append(d.id)
    h.notify("redeliver", d.id)
    return Reply(202, {})


def _file_write(h: Handlers, call: Call, new_text: str | None) -> tuple[Commit, str]:
    """Commit one file change on a branch (the contents API): returns the new commit and the path."""
    h.repo_for(call)
    repo = h.state.repos[call.repo]
    branch = call.body.get("branch", repo.default_branch)
    parent = h.state.resolve_ref(call.repo, branch)
    files = dict(parent.files) if parent else {}
    path = call.params["path"].strip("/")
    current = files.get(path)
    if current is not None and call.body.get("sha") != blob_sha(current.encode()):
        raise (
            invalid('"sha" wasn\'t supplied.')
            if "sha" not in call.body
            else GitHubError(409, f"{path} does not match {call.body['sha']}")
        )
    if current is None and new_text is None:
        raise not_found()
    if new_text is None:
        del files[path]
    else:
        files[path] = new_text
    sha = fake_sha(f"{call.repo}:{branch}:{len(h.state.commits)}:{path}")
    commit = h.state.add_commit(
        call.repo,
        sha,
        files,
        parents=[parent.sha] if parent else [],
        branch=branch,
        message=call.body["message"],
    )
    return commit, path


def _file_commit(h: Handlers, call: Call, commit: Commit, path: str) -> dict[str, Any]:
    api = f"{h.views.base}/repos/{call.repo}"
    content = None
    if path in commit.files:
        data = commit.files[path].encode()
        content = {
            "name": path.rsplit("/", 1)[-1],
            "path": path,
            "sha": blob_sha(data),
            "size": len(data),
            "type": "file",
            "url": f"{api}/contents/{path}?ref={commit.sha}",
        }
    return {
        "content": content,
        "commit": {
            "sha": commit.sha,
            "url": f"{api}/git/commits/{commit.sha}",
            "message": commit.message,
            "parents": [{"sha": p, "url": f"{api}/commits/{p}"} for p in commit.parents],
        },
    }


@handles("repos/create-or-update-file-contents")
def put_content(h: Handlers, call: Call) -> Reply:
    try:
        text = base64.b64decode(call.body["content"], validate=True).decode()
    except ValueError:
        raise invalid("Invalid request.\n\ncontent is not valid Base64") from None
    existed = h.state.resolve_ref(
        call.repo,
        call.body.get("branch", h.state.repos[call.repo].default_branch)
        if call.repo in h.state.repos
        else "",
    )
    created = existed is None or call.params["path"].strip("/") not in existed.files
    commit, path = _file_write(h, call, text)
    return Reply(201 if created else 200, _file_commit(h, call, commit, path))


@handles("repos/delete-file")
def delete_content(h: Handlers, call: Call) -> Reply:
    commit, path = _file_write(h, call, None)
    return Reply(200, _file_commit(h, call, commit, path))
