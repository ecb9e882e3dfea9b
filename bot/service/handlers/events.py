"""The parts of GitHub's webhook payloads the handlers read, as pydantic models (extra fields ignored).

A payload that does not fit raises `BadPayload`: the delivery is finished with that outcome, never retried.
"""

from __future__ import annotations

import re
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

SHA40 = r"^[0-9a-f]{40}$"


class BadPayload(Exception):
    """The payload lacks what this event must carry."""


class _P(BaseModel):
    model_config = ConfigDict(extra="ignore")


class Account(_P):
    login: str = ""
    id: int | None = None


class Repository(_P):
    id: int | None = None
    full_name: str = Field(pattern=r"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$")


class InstallationRef(_P):
    id: int


class Ref(_P):
    sha: str = Field(pattern=SHA40)
    ref: str = ""
    repo: Repository | None = None


class PullRequestBody(_P):
    number: int
    state: str = "open"
    draft: bool = False
    title: str = ""
    user: Account | None = None
    head: Ref
    base: Ref
    changed_files: int | None = None


class PullRequestEvent(_P):
    action: str
    number: int
    pull_request: PullRequestBody
    repository: Repository
    installation: InstallationRef | None = None


class MergeGroup(_P):
    head_sha: str = Field(pattern=SHA40)
    head_ref: str
    base_sha: str = Field(pattern=SHA40)
    base_ref: str = ""

    def pr_number(self) -> int | None:
        """GitHub names merge-queue branches `gh-readonly-queue/<base>/pr-<N>-<sha>`."""
        m = re.search(r"/pr-(\d+)-[0-9a-f]{40}$", self.head_ref)
        return int(m.group(1)) if m else None


class MergeGroupEvent(_P):
    action: str
    merge_group: MergeGroup
    repository: Repository
    installation: InstallationRef | None = None


class RepoEntry(_P):
    id: int | None = None
    full_name: str


class Installation(_P):
    id: int
    account: Account | None = None


class InstallationEvent(_P):
    action: str
    installation: Installation
    repositories: list[RepoEntry] | None = None


class InstallationRepositoriesEvent(_P):
    action: str
    installation: Installation
    repositories_added: list[RepoEntry] = Field(default_factory=list)
    repositories_removed: list[RepoEntry] = Field(default_factory=list)


class CheckRunPR(_P):
    number: int


class CheckRunBody(_P):
    id: int
    name: str
    head_sha: str = Field(pattern=SHA40)
    external_id: str | None = None
    pull_requests: list[CheckRunPR] = Field(default_factory=list)


class RequestedAction(_P):
    identifier: str = ""


class Sender(_P):
    login: str = ""
    type: str = "User"


class CheckRunEvent(_P):
    action: str
    check_run: CheckRunBody
    repository: Repository
    installation: InstallationRef | None = None
    requested_action: RequestedAction | None = None
    sender: Sender | None = None


class IssuePullRef(_P):
    url: str | None = None


class Issue(_P):
    number: int
    state: str = "open"
    locked: bool = False
    # Present only when the issue is a pull request.
    pull_request: IssuePullRef | None = None


class CommentBody(_P):
    id: int
    body: str | None = ""
    user: Sender
    created_at: str | None = None


class IssueCommentEvent(_P):
    action: str
    issue: Issue
    comment: CommentBody
    repository: Repository
    installation: InstallationRef | None = None


M = TypeVar("M", bound=BaseModel)


def parse(model: type[M], payload: dict[str, Any]) -> M:
    try:
        return model.model_validate(payload)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise BadPayload(f"{model.__name__}: {where}: {first['msg']}") from None
