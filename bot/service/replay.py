"""`bridge-validate replay --event NAME --payload FILE [--files FILE]`: process a saved webhook payload
the way `serve` would, with every GitHub write printed instead of sent and no job started.

Reads come from the payload and from `--files` (GitHub's pull-files JSON, or one path per line); without
`--files` the file list is unknown and the plan is the conservative one, as for a truncated listing. State
lives in an in-memory database, so a replay changes nothing anywhere.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import re
import sys
from pathlib import Path
from typing import Any, TextIO

from bot.core.config import ConfigError
from bot.core.models import ChangedFile
from bot.core.rules import load_rules
from bot.dispatch.base import JobHandle, JobState, JobStatus
from bot.infra.github import (
    CheckRun,
    CollaboratorPermission,
    FileListing,
    GitHubError,
    IssueComment,
    PullRequest,
    Tree,
    file_from_api,
    listing_from_api,
)
from bot.infra.logging import configure_logging
from bot.infra.store import Store
from bot.service.handlers import BadPayload, HandlerContext, dispatch
from bot.service.handlers.events import PullRequestBody
from runners.contract import JobSpec

_EVENT_NAME = re.compile(r"[a-z_]{1,64}")


class DryRunGitHub:
    """A `RepoClient` that answers reads from the payload and a file list, and prints writes."""

    def __init__(self, payload: dict[str, Any], files: list[ChangedFile] | None, out: TextIO) -> None:
        self.payload = payload
        self.files = files
        self.out = out
        self._ids = itertools.count(1)
        self.runs: dict[int, CheckRun] = {}
        self.writes: list[tuple[str, str, dict[str, Any]]] = []

    def _print(self, method: str, path: str, body: dict[str, Any]) -> None:
        self.writes.append((method, path, body))
        self.out.write(f"=== would {method} {path}\n{json.dumps(body, indent=2, ensure_ascii=False)}\n")

    def _listing(self, expected: int | None) -> FileListing:
        if self.files is None:
            return FileListing(files=[], truncated=True, expected=expected)
        return FileListing(
            files=self.files, truncated=expected is not None and len(self.files) < expected, expected=expected
        )

    async def get_pull(self, repo: str, number: int) -> PullRequest:
        pr = self.payload.get("pull_request")
        if isinstance(pr, dict) and pr.get("number") == number:
            body = PullRequestBody.model_validate(pr)
            return PullRequest(
                number=body.number,
                draft=body.draft,
                head_sha=body.head.sha,
                base_sha=body.base.sha,
                changed_files=body.changed_files,
            )
        raise GitHubError(404, f"replay: PR #{number} is not in the payload", "GET", f"/repos/{repo}/pulls")

    async def list_pull_files(self, repo: str, number: int, expected: int | None = None) -> FileListing:
        return self._listing(expected)

    async def compare(self, repo: str, base: str, head: str) -> FileListing:
        return self._listing(None)

    async def merge_base(self, repo: str, base: str, head: str) -> str:
        raise GitHubError(404, "replay: the merge base is not available offline", "GET", f"/repos/{repo}/compare")

    async def get_file_text(self, repo: str, path: str, ref: str) -> str | None:
        return None  # offline: the plan is made from the patches alone

    async def get_tree(self, repo: str, sha: str) -> Tree:
        raise GitHubError(404, "replay: trees are not available offline", "GET", f"/repos/{repo}/git/trees")

    async def list_check_runs(self, repo: str, ref: str, name: str | None = None) -> list[CheckRun]:
        return [r for r in self.runs.values() if r.head_sha == ref and (name is None or r.name == name)]

    async def create_check_run(self, repo: str, body: dict[str, Any]) -> CheckRun:
        self._print("POST", f"/repos/{repo}/check-runs", body)
        run = CheckRun(
            id=next(self._ids),
            name=body["name"],
            head_sha=body["head_sha"],
            status=body.get("status", "queued"),
            conclusion=body.get("conclusion"),
            external_id=body.get("external_id"),
        )
        self.runs[run.id] = run
        return run

    async def update_check_run(
        self, repo: str, check_run_id: int, body: dict[str, Any], at_most_once: bool = False
    ) -> CheckRun | None:
        self._print("PATCH", f"/repos/{repo}/check-runs/{check_run_id}", body)
        run = self.runs[check_run_id]
        run.status = body.get("status", run.status)
        run.conclusion = body.get("conclusion", run.conclusion)
        return run

    async def get_permission(self, repo: str, user: str) -> CollaboratorPermission:
        # Offline there is no permission API: read the payload's author association (OWNER, MEMBER and
        # COLLABORATOR shown as write), which is what a maintainer replaying a comment usually wants to see.
        assoc = ""
        for key in ("comment", "pull_request", "issue"):
            obj = self.payload.get(key)
            if isinstance(obj, dict) and (obj.get("user") or {}).get("login") == user:
                assoc = str(obj.get("author_association") or "")
                break
        writer = assoc in ("OWNER", "MEMBER", "COLLABORATOR")
        return CollaboratorPermission(
            user=user,
            permission="admin" if assoc == "OWNER" else "write" if writer else "read",
            role_name="admin" if assoc == "OWNER" else "write" if writer else "read",
            admin=assoc == "OWNER",
            maintain=assoc == "OWNER",
            push=writer,
        )

    async def list_issue_comments(self, repo: str, number: int, since: str | None = None) -> list[IssueComment]:
        return []

    async def create_issue_comment(self, repo: str, number: int, body: str) -> IssueComment:
        self._print("POST", f"/repos/{repo}/issues/{number}/comments", {"body": body})
        return IssueComment(id=next(self._ids), body=body, user="bridge-validate[bot]", user_type="Bot")

    async def add_reaction(self, repo: str, comment_id: int, content: str) -> None:
        self._print("POST", f"/repos/{repo}/issues/comments/{comment_id}/reactions", {"content": content})


class DryRunExecutor:
    """Says which jobs would be dispatched; starts nothing."""

    name = "dry-run"

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.submitted: list[JobSpec] = []

    def submit(self, spec: JobSpec) -> JobHandle:
        self.submitted.append(spec)
        argv = " | ".join(" ".join(s.argv) for s in spec.steps)
        self.out.write(
            f"=== would dispatch job {spec.id} ({spec.framework} Level {spec.level}, {spec.gpus} GPUs, "
            f"{spec.model.hf_id}): {argv}\n"
        )
        return JobHandle(backend=self.name, job_id=spec.id, ref="not-started")

    def poll(self, handle: JobHandle) -> JobStatus:
        return JobStatus(state=JobState.QUEUED, detail="replay: not started")

    def cancel(self, handle: JobHandle) -> None:
        return None


def load_files(path: Path) -> list[ChangedFile]:
    """GitHub's pull-files JSON (a list of objects with `filename`), or one changed path per line."""
    text = path.read_text(encoding="utf-8")
    stripped = text.lstrip()
    if stripped.startswith("["):
        items = json.loads(text)
        if not all(isinstance(i, dict) and isinstance(i.get("filename"), str) for i in items):
            raise ValueError("a JSON file list must be GitHub's pull-files answer: objects with 'filename'")
        return listing_from_api(items, 10**9, None).files if items else []
    return [
        file_from_api({"filename": line.strip(), "changes": 1})
        for line in text.splitlines()
        if line.strip() and not line.startswith("#")
    ]


async def replay(
    event: str,
    payload: dict[str, Any],
    files: list[ChangedFile] | None,
    out: TextIO,
    config_dir: str | None = None,
) -> str:

    store = Store("sqlite://")
    store.create_all()
    rules = load_rules(config_dir) if config_dir else load_rules()
    gh = DryRunGitHub(payload, files, out)
    ctx = HandlerContext(
        delivery_id="replay",
        event=event,
        store=store,
        rules=rules,
        executor=DryRunExecutor(out),
        github=lambda _inst: gh,
    )
    try:
        return await dispatch(ctx, payload)
    finally:
        store.dispose()


def cli_replay(args: argparse.Namespace) -> int:

    # Logs go to stderr so stdout holds only what would be sent.
    configure_logging("warning")
    if not _EVENT_NAME.fullmatch(args.event):
        print(f"bridge-validate replay: --event: not a webhook event name: {args.event!r}", file=sys.stderr)
        return 2
    try:
        payload = json.loads(Path(args.payload).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        print(f"bridge-validate replay: --payload {args.payload}: {exc}", file=sys.stderr)
        return 2
    if not isinstance(payload, dict):
        print(f"bridge-validate replay: --payload {args.payload}: not a JSON object", file=sys.stderr)
        return 2
    files = None
    files_arg = getattr(args, "files", None)
    if files_arg:
        try:
            files = load_files(Path(files_arg))
        except (OSError, ValueError) as exc:
            print(f"bridge-validate replay: --files {files_arg}: {exc}", file=sys.stderr)
            return 2
    try:
        outcome = asyncio.run(
            replay(args.event, payload, files, sys.stdout, getattr(args, "config_dir", None))
        )
    except BadPayload as exc:
        print(
            f"bridge-validate replay: the payload does not fit a {args.event} event: {exc}", file=sys.stderr
        )
        return 1
    except ConfigError as exc:
        print(f"bridge-validate replay: rules: {exc}", file=sys.stderr)
        return 2
    except (GitHubError, ValueError) as exc:
        print(f"bridge-validate replay: {exc}", file=sys.stderr)
        return 1
    print(f"=== outcome: {outcome}")
    return 0
