"""The parts of GitHub's webhook payloads the handlers read, as pydantic models (extra fields ignored).

Every field a handler reads is as strict as GitHub's webhook schema (tests/data/github/webhook-schema.json)
says: required where GitHub always sends it, nullable only where GitHub sends null, no type coercion ("yes" is
not a boolean, "7" not a number), and stricter still where the bot needs it (40-hex SHAs, `owner/name`). A
payload that does not fit raises `BadPayload`: the delivery is finished with that outcome, never retried,
and nothing is written to GitHub (tests/test_fuzz_webhooks.py holds the bot to it).
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError

SHA40 = r"^[0-9a-f]{40}$"


class BadPayload(Exception):
    """The payload lacks what this event must carry."""


class _P(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)


def _not_null(value: Any) -> Any:
    if value is None:
        raise ValueError("GitHub never sends null here")
    return value


# A key GitHub may leave out, but never sends as null.
Present = BeforeValidator(_not_null)


class Account(_P):
    login: str
    id: int


class Repository(_P):
    id: int
    full_name: str = Field(pattern=r"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$")


class InstallationRef(_P):
    id: int


class Ref(_P):
    sha: str = Field(pattern=SHA40)
    ref: str
    repo: Repository | None  # null: the head's fork was deleted


class BaseRef(Ref):
    repo: Repository


class PullRequestBody(_P):
    number: int
    state: Literal["open", "closed"]  # GitHub's schema allows only these two
    draft: bool
    title: str
    user: Account
    head: Ref
    base: BaseRef
    changed_files: int


class PullRequestEvent(_P):
    action: str
    number: int
    pull_request: PullRequestBody
    repository: Repository
    installation: Annotated[InstallationRef | None, Present] = None


class MergeGroup(_P):
    head_sha: str = Field(pattern=SHA40)
    head_ref: str
    base_sha: str = Field(pattern=SHA40)
    base_ref: str

    def pr_number(self) -> int | None:
        """GitHub names merge-queue branches `gh-readonly-queue/<base>/pr-<N>-<sha>`."""
        m = re.search(r"/pr-(\d+)-[0-9a-f]{40}$", self.head_ref)
        return int(m.group(1)) if m else None


class MergeGroupEvent(_P):
    action: str
    merge_group: MergeGroup
    repository: Repository
    installation: Annotated[InstallationRef | None, Present] = None


class RepoEntry(_P):
    id: Annotated[int | None, Present] = None
    full_name: str


class Installation(_P):
    id: int
    account: Account


class InstallationEvent(_P):
    action: str
    installation: Installation
    repositories: Annotated[list[RepoEntry] | None, Present] = None


class InstallationRepositoriesEvent(_P):
    action: str
    installation: Installation
    repositories_added: list[RepoEntry]
    repositories_removed: list[RepoEntry]


class CheckRunPR(_P):
    number: int


class CheckRunBody(_P):
    id: int
    name: str
    head_sha: str = Field(pattern=SHA40)
    external_id: str
    pull_requests: list[CheckRunPR]


class RequestedAction(_P):
    identifier: Annotated[str, Present] = ""


class Sender(_P):
    login: str
    # GitHub's schema allows these three (definitions/user/properties/type); anything else is not GitHub's payload
    type: Literal["Bot", "User", "Organization"]


class CheckRunEvent(_P):
    action: str
    check_run: CheckRunBody
    repository: Repository
    installation: Annotated[InstallationRef | None, Present] = None
    requested_action: RequestedAction | None = None
    sender: Sender


class CheckSuiteBody(_P):
    id: int
    head_sha: str = Field(pattern=SHA40)
    head_branch: str | None
    pull_requests: list[CheckRunPR]


class CheckSuiteEvent(_P):
    action: str
    check_suite: CheckSuiteBody
    repository: Repository
    installation: Annotated[InstallationRef | None, Present] = None
    sender: Sender


class IssuePullRef(_P):
    url: Annotated[str | None, Present] = None


class Issue(_P):
    number: int
    state: Literal["open", "closed"]  # GitHub's schema allows only these two
    locked: bool
    # Present only when the issue is a pull request.
    pull_request: Annotated[IssuePullRef | None, Present] = None


class CommentBody(_P):
    id: int
    body: str
    user: Sender
    created_at: str


class IssueCommentEvent(_P):
    action: str
    issue: Issue
    comment: CommentBody
    repository: Repository
    installation: Annotated[InstallationRef | None, Present] = None


M = TypeVar("M", bound=BaseModel)


def parse(model: type[M], payload: dict[str, Any]) -> M:
    try:
        return model.model_validate(payload)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise BadPayload(f"{model.__name__}: {where}: {first['msg']}") from None
