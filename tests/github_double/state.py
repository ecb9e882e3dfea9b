"""What the GitHub double remembers: repositories, installations, pull requests, check runs, comments,
workflow runs, webhook deliveries. One lock guards everything; the server thread and the test thread
both go through it.

Tests arrange the world with the ``add_*`` / ``set_*`` methods and read what the bot did with the
query methods (``check_runs``, ``comments``, ...). Objects returned are the live records: read them
under ``state.lock`` if the server may be writing at the same time, or use the query methods, which
return copies.
"""

from __future__ import annotations

import copy
import hashlib
import itertools
import secrets
import threading
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any, Literal

Permission = Literal["admin", "maintain", "write", "triage", "read", "none"]
PERMISSIONS: tuple[str, ...] = ("admin", "maintain", "write", "triage", "read", "none")

# GitHub caps the pull-request files listing at 3000 entries whatever the PR holds.
PULL_FILES_CAP = 3000


def utcnow() -> datetime:
    return datetime.now(timezone.utc).replace(microsecond=0)


def iso(moment: datetime | None) -> str | None:
    return None if moment is None else moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def fake_sha(seed: str) -> str:
    return hashlib.sha1(seed.encode()).hexdigest()


@dataclass
class App:
    id: int
    slug: str
    name: str
    owner: str
    public_key_pem: str | None
    webhook_secret: str | None
    client_id: str = "Iv1.0123456789abcdef"

    @property
    def bot_login(self) -> str:
        return f"{self.slug}[bot]"


@dataclass
class Repo:
    id: int
    owner: str
    name: str
    private: bool = False
    default_branch: str = "main"
    fork: bool = False
    owner_type: str = "Organization"
    owner_id: int = 0

    @property
    def full_name(self) -> str:
        return f"{self.owner}/{self.name}"


@dataclass
class Installation:
    id: int
    account: str
    account_type: str = "Organization"
    account_id: int = 0
    repositories: list[str] = field(default_factory=list)
    permissions: dict[str, str] = field(
        default_factory=lambda: {
            "checks": "write",
            "pull_requests": "read",
            "issues": "write",
            "contents": "read",
            "metadata": "read",
            "actions": "write",
            "statuses": "write",
        }
    )
    events: list[str] = field(
        default_factory=lambda: ["pull_request", "issue_comment", "check_run", "check_suite", "merge_group"]
    )
    suspended: bool = False
    created_at: datetime = field(default_factory=utcnow)


@dataclass
class Token:
    token: str
    installation_id: int
    expires_at: datetime
    repositories: list[str] | None
    permissions: dict[str, str]


@dataclass
class PullFile:
    filename: str
    status: str = "modified"
    additions: int = 1
    deletions: int = 0
    # None models GitHub leaving `patch` out: binary files and diffs too large to show.
    patch: str | None = "@@ -1 +1 @@\n-old\n+new"
    previous_filename: str | None = None
    sha: str | None = None


@dataclass
class PullRequest:
    repo: str
    number: int
    id: int
    head_sha: str
    head_ref: str
    head_repo: str
    base_ref: str
    base_sha: str
    user: str
    title: str = "A change"
    body: str | None = None
    state: str = "open"
    draft: bool = False
    merged: bool = False
    merge_commit_sha: str | None = None
    labels: list[str] = field(default_factory=list)
    files: list[PullFile] = field(default_factory=list)
    author_association: str = "CONTRIBUTOR"
    created_at: datetime = field(default_factory=utcnow)
    updated_at: datetime = field(default_factory=utcnow)

    @property
    def from_fork(self) -> bool:
        return self.head_repo != self.repo


@dataclass
class CheckSuite:
    id: int
    repo: str
    head_sha: str
    head_branch: str | None
    app_id: int
    rerequests: int = 0


@dataclass
class CheckRun:
    id: int
    repo: str
    suite_id: int
    name: str
    head_sha: str
    status: str = "queued"
    conclusion: str | None = None
    title: str | None = None
    summary: str | None = None
    text: str | None = None
    annotations: list[dict[str, Any]] = field(default_factory=list)
    actions: list[dict[str, Any]] = field(default_factory=list)
    external_id: str | None = None
    details_url: str | None = None
    started_at: datetime | None = None
    completed_at: datetime | None = None
    app_id: int = 0
    rerequests: int = 0
    # Every accepted create/update body, in order: what the bot asked for, before GitHub's merging.
    history: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Reaction:
    id: int
    content: str
    user: str
    created_at: datetime = field(default_factory=utcnow)


@dataclass
class Comment:
    id: int
    repo: str
    issue_number: int
    body: str
    user: str
    user_type: str = "User"
    author_association: str = "CONTRIBUTOR"
    created_at: datetime = field(default_factory=utcnow)
    updated_at: datetime = field(default_factory=utcnow)
    reactions: list[Reaction] = field(default_factory=list)


@dataclass
class Workflow:
    id: int
    repo: str
    path: str
    name: str
    # GitHub's `run-name:`; `${{ inputs.x }}` is filled from the dispatch inputs.
    run_name: str | None = None
    inputs: dict[str, dict[str, Any]] | None = None
    state: str = "active"


@dataclass
class WorkflowRun:
    id: int
    repo: str
    workflow_id: int
    name: str
    display_title: str
    head_branch: str
    head_sha: str
    inputs: dict[str, Any]
    run_number: int
    status: str = "queued"
    conclusion: str | None = None
    event: str = "workflow_dispatch"
    actor: str = ""
    run_attempt: int = 1
    cancel_requested: bool = False
    created_at: datetime = field(default_factory=utcnow)
    updated_at: datetime = field(default_factory=utcnow)
    run_started_at: datetime | None = None


@dataclass
class Commit:
    repo: str
    sha: str
    files: dict[str, str]
    parents: list[str] = field(default_factory=list)
    message: str = "commit"


@dataclass
class CommitStatus:
    id: int
    repo: str
    sha: str
    state: str
    context: str
    description: str | None
    target_url: str | None
    created_at: datetime = field(default_factory=utcnow)


@dataclass
class Delivery:
    id: int
    guid: str
    event: str
    action: str | None
    installation_id: int | None
    repository_id: int | None
    payload: dict[str, Any]
    request_headers: dict[str, str]
    delivered_at: datetime = field(default_factory=utcnow)
    redelivery: bool = False
    duration: float = 0.0
    status: str = "OK"
    status_code: int = 200
    response_headers: dict[str, str] = field(default_factory=dict)
    response_body: str | None = None
    url: str = ""

    @property
    def ok(self) -> bool:
        return 200 <= self.status_code < 300


def blob_sha(content: bytes) -> str:
    """Git's blob id, so equal contents give equal ids as on GitHub."""
    return hashlib.sha1(b"blob %d\0" % len(content) + content).hexdigest()


class GitHubState:
    """Everything the double knows. Thread-safe: every method takes ``self.lock``."""

    def __init__(self, app: App) -> None:
        self.lock = threading.RLock()
        self.app = app
        self._ids = itertools.count(1000)
        self.repos: dict[str, Repo] = {}
        self.installations: dict[int, Installation] = {}
        self.tokens: dict[str, Token] = {}
        self.pulls: dict[tuple[str, int], PullRequest] = {}
        self.issues: set[tuple[str, int]] = set()
        self.suites: dict[int, CheckSuite] = {}
        self.runs: dict[int, CheckRun] = {}
        self.comments: dict[int, Comment] = {}
        self.permissions: dict[tuple[str, str], str] = {}
        self.workflows: dict[int, Workflow] = {}
        self.workflow_runs: dict[int, WorkflowRun] = {}
        self.commits: dict[tuple[str, str], Commit] = {}
        self.branches: dict[tuple[str, str], str] = {}
        self.statuses: list[CommitStatus] = []
        self.deliveries: dict[int, Delivery] = {}
        self.redelivery_requests: list[int] = []
        self.token_ttl = timedelta(hours=1)

    def next_id(self) -> int:
        return next(self._ids)

    # ---- arranging the world (called by tests) -------------------------------------------------

    def add_repo(
        self,
        full_name: str,
        *,
        private: bool = False,
        default_branch: str = "main",
        fork: bool = False,
        owner_type: str = "Organization",
    ) -> Repo:
        owner, name = full_name.split("/", 1)
        with self.lock:
            if full_name in self.repos:
                return self.repos[full_name]
            repo = Repo(
                id=self.next_id(),
                owner=owner,
                name=name,
                private=private,
                default_branch=default_branch,
                fork=fork,
                owner_type=owner_type,
                owner_id=self.next_id(),
            )
            self.repos[full_name] = repo
            return repo

    def add_installation(
        self,
        installation_id: int,
        account: str,
        repositories: list[str],
        *,
        account_type: str = "Organization",
    ) -> Installation:
        with self.lock:
            for full_name in repositories:
                self.add_repo(full_name, owner_type=account_type)
            inst = Installation(
                id=installation_id,
                account=account,
                account_type=account_type,
                account_id=self.next_id(),
                repositories=list(repositories),
            )
            self.installations[installation_id] = inst
            return inst

    def installation_for(self, full_name: str) -> Installation | None:
        with self.lock:
            for inst in self.installations.values():
                if full_name in inst.repositories:
                    return inst
            return None

    def add_pull(
        self,
        repo: str,
        number: int,
        *,
        head_sha: str | None = None,
        head_ref: str | None = None,
        base_ref: str = "main",
        base_sha: str | None = None,
        user: str = "contributor",
        draft: bool = False,
        head_repo: str | None = None,
        title: str = "A change",
        body: str | None = None,
        files: list[PullFile] | None = None,
        author_association: str = "CONTRIBUTOR",
    ) -> PullRequest:
        """A PR; ``head_repo`` names a fork (e.g. ``someone/Megatron-Bridge``) for a fork PR."""
        with self.lock:
            self.add_repo(repo)
            if head_repo and head_repo != repo:
                self.add_repo(head_repo, fork=True, owner_type="User")
            pull = PullRequest(
                repo=repo,
                number=number,
                id=self.next_id(),
                head_sha=head_sha or fake_sha(f"{repo}#{number}/head"),
                head_ref=head_ref or f"feature-{number}",
                head_repo=head_repo or repo,
                base_ref=base_ref,
                base_sha=base_sha or fake_sha(f"{repo}/{base_ref}"),
                user=user,
                title=title,
                body=body,
                draft=draft,
                files=list(files or []),
                merge_commit_sha=fake_sha(f"{repo}#{number}/merge"),
                author_association=author_association,
            )
            self.pulls[(repo, number)] = pull
            return pull

    def add_issue(self, repo: str, number: int) -> None:
        """A plain issue (not a PR): comments can live on it, `pulls/get` answers 404 for it."""
        with self.lock:
            self.add_repo(repo)
            self.issues.add((repo, number))

    def has_issue(self, repo: str, number: int) -> bool:
        """A PR is an issue too, as on GitHub."""
        with self.lock:
            return (repo, number) in self.issues or (repo, number) in self.pulls

    def pull(self, repo: str, number: int) -> PullRequest:
        with self.lock:
            return self.pulls[(repo, number)]

    def push(self, repo: str, number: int, head_sha: str, files: list[PullFile] | None = None) -> PullRequest:
        """A new head commit on a PR (a `synchronize`)."""
        with self.lock:
            pull = self.pulls[(repo, number)]
            pull.head_sha = head_sha
            if files is not None:
                pull.files = list(files)
            pull.updated_at = utcnow()
            pull.merge_commit_sha = fake_sha(f"{repo}#{number}/merge/{head_sha}")
            return pull

    def set_pull_files(self, repo: str, number: int, files: list[PullFile]) -> None:
        with self.lock:
            self.pulls[(repo, number)].files = list(files)

    def set_permission(self, repo: str, user: str, permission: Permission) -> None:
        if permission not in PERMISSIONS:
            raise ValueError(f"unknown permission {permission!r}; one of {PERMISSIONS}")
        with self.lock:
            self.permissions[(repo, user)] = permission

    def permission_of(self, repo: str, user: str) -> str:
        with self.lock:
            if (repo, user) in self.permissions:
                return self.permissions[(repo, user)]
            # GitHub answers `read` for anyone on a public repository.
            private = self.repos[repo].private if repo in self.repos else False
            return "none" if private else "read"

    def add_comment(
        self, repo: str, issue_number: int, body: str, user: str = "contributor", user_type: str = "User"
    ) -> Comment:
        """A comment written by a person (tests then send the matching `issue_comment` webhook)."""
        with self.lock:
            comment = Comment(
                id=self.next_id(),
                repo=repo,
                issue_number=issue_number,
                body=body,
                user=user,
                user_type=user_type,
            )
            self.comments[comment.id] = comment
            return comment

    def add_workflow(
        self,
        repo: str,
        path: str,
        name: str | None = None,
        *,
        run_name: str | None = None,
        inputs: dict[str, dict[str, Any]] | None = None,
    ) -> Workflow:
        """A workflow file, e.g. ``.github/workflows/validate.yml``; dispatch finds it by file name or id."""
        with self.lock:
            self.add_repo(repo)
            wf = Workflow(
                id=self.next_id(),
                repo=repo,
                path=path,
                name=name or path.rsplit("/", 1)[-1],
                run_name=run_name,
                inputs=inputs,
            )
            self.workflows[wf.id] = wf
            return wf

    def find_workflow(self, repo: str, ident: str) -> Workflow | None:
        with self.lock:
            for wf in self.workflows.values():
                if wf.repo != repo:
                    continue
                if ident == str(wf.id) or ident == wf.path.rsplit("/", 1)[-1]:
                    return wf
            return None

    def set_workflow_run(self, run_id: int, status: str, conclusion: str | None = None) -> WorkflowRun:
        """Move a run along: queued -> in_progress -> completed (with a conclusion)."""
        with self.lock:
            run = self.workflow_runs[run_id]
            run.status = status
            run.conclusion = conclusion if status == "completed" else None
            if status == "in_progress" and run.run_started_at is None:
                run.run_started_at = utcnow()
            run.updated_at = utcnow()
            return run

    def add_commit(
        self,
        repo: str,
        sha: str,
        files: dict[str, str],
        *,
        parents: list[str] | None = None,
        branch: str | None = None,
        message: str = "commit",
    ) -> Commit:
        """A commit with its whole tree (path -> text), for trees, contents and compare."""
        with self.lock:
            self.add_repo(repo)
            commit = Commit(
                repo=repo, sha=sha, files=dict(files), parents=list(parents or []), message=message
            )
            self.commits[(repo, sha)] = commit
            if branch:
                self.branches[(repo, branch)] = sha
            return commit

    def resolve_ref(self, repo: str, ref: str) -> Commit | None:
        with self.lock:
            ref = ref.removeprefix("refs/heads/")
            sha = self.branches.get((repo, ref), ref)
            return self.commits.get((repo, sha))

    def expire_tokens(self) -> None:
        """Every installation token issued so far expires now (the bot must fetch a new one)."""
        with self.lock:
            past = utcnow() - timedelta(seconds=1)
            for token in self.tokens.values():
                token.expires_at = past

    def new_token(
        self, installation_id: int, repositories: list[str] | None, permissions: dict[str, str]
    ) -> Token:
        with self.lock:
            token = Token(
                token="ghs_" + secrets.token_urlsafe(27).replace("-", "a").replace("_", "b")[:36],
                installation_id=installation_id,
                expires_at=utcnow() + self.token_ttl,
                repositories=repositories,
                permissions=permissions,
            )
            self.tokens[token.token] = token
            return token

    def record_delivery(self, delivery: Delivery) -> Delivery:
        with self.lock:
            self.deliveries[delivery.id] = delivery
            return delivery

    # ---- reading what happened (called by tests) -----------------------------------------------

    def check_runs(
        self, repo: str | None = None, head_sha: str | None = None, name: str | None = None
    ) -> list[CheckRun]:
        """Copies of the check runs, oldest first, filtered."""
        with self.lock:
            return [
                copy.deepcopy(run)
                for run in sorted(self.runs.values(), key=lambda r: r.id)
                if (repo is None or run.repo == repo)
                and (head_sha is None or run.head_sha == head_sha)
                and (name is None or run.name == name)
            ]

    def check_run(self, run_id: int) -> CheckRun:
        with self.lock:
            return copy.deepcopy(self.runs[run_id])

    def issue_comments(self, repo: str, issue_number: int) -> list[Comment]:
        with self.lock:
            return [
                copy.deepcopy(c)
                for c in sorted(self.comments.values(), key=lambda c: c.id)
                if c.repo == repo and c.issue_number == issue_number
            ]

    def comment(self, comment_id: int) -> Comment:
        with self.lock:
            return copy.deepcopy(self.comments[comment_id])

    def runs_of_workflows(self, repo: str | None = None) -> list[WorkflowRun]:
        with self.lock:
            return [
                copy.deepcopy(r)
                for r in sorted(self.workflow_runs.values(), key=lambda r: r.id)
                if repo is None or r.repo == repo
            ]

    def commit_statuses(self, repo: str | None = None, sha: str | None = None) -> list[CommitStatus]:
        with self.lock:
            return [
                copy.deepcopy(s)
                for s in self.statuses
                if (repo is None or s.repo == repo) and (sha is None or s.sha == sha)
            ]

    def delivery_log(self) -> list[Delivery]:
        with self.lock:
            return [copy.deepcopy(d) for d in sorted(self.deliveries.values(), key=lambda d: d.id)]
