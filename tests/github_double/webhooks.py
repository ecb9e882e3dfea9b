"""GitHub's own example webhook payloads, adapted per test, signed and delivered as GitHub does.

    payload = webhooks.pull_request("opened", pull, installation_id=42)
    response = gh.send_webhook("pull_request", payload)      # signed POST to gh.webhook_url, logged

Payloads start from ``tests/data/github/webhook-examples`` (npm @octokit/webhooks-examples) and, after
adaptation, are checked against the webhook JSON Schema (npm @octokit/webhooks-schemas), so a test
cannot send the bot something GitHub never would.
"""

from __future__ import annotations

import copy
import functools
import hashlib
import hmac
import json
import time
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx
from jsonschema import Draft7Validator

from .state import CheckRun, CheckSuite, Comment, PullRequest, fake_sha

if TYPE_CHECKING:
    from .server import GitHubDouble

DATA = Path(__file__).resolve().parent.parent / "data" / "github"
EXAMPLES = DATA / "webhook-examples"
HOOKSHOT_AGENT = "GitHub-Hookshot/9d2f1e8"
HOOK_ID = 4242


# ---- signing ------------------------------------------------------------------------------------


def sign(body: bytes, secret: str) -> str:
    """``X-Hub-Signature-256``: ``sha256=`` + hex HMAC-SHA256 of the raw body."""
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def sign_sha1(body: bytes, secret: str) -> str:
    """The legacy ``X-Hub-Signature`` GitHub still sends next to the SHA-256 one."""
    return "sha1=" + hmac.new(secret.encode(), body, hashlib.sha1).hexdigest()


def encode(payload: dict[str, Any]) -> bytes:
    """The body as GitHub sends it: compact JSON, UTF-8."""
    return json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode()


def headers_for(
    event: str,
    body: bytes,
    secret: str | None,
    *,
    guid: str | None = None,
    hook_id: int = HOOK_ID,
    app_id: int = 123,
) -> dict[str, str]:
    headers = {
        "Accept": "*/*",
        "Content-Type": "application/json",
        "User-Agent": HOOKSHOT_AGENT,
        "X-GitHub-Event": event,
        "X-GitHub-Delivery": guid or str(uuid.uuid4()),
        "X-GitHub-Hook-ID": str(hook_id),
        "X-GitHub-Hook-Installation-Target-ID": str(app_id),
        "X-GitHub-Hook-Installation-Target-Type": "integration",
    }
    if secret is not None:
        headers["X-Hub-Signature"] = sign_sha1(body, secret)
        headers["X-Hub-Signature-256"] = sign(body, secret)
    return headers


# ---- delivery -----------------------------------------------------------------------------------


def deliver(
    double: GitHubDouble | None,
    url: str,
    event: str,
    payload: dict[str, Any],
    *,
    guid: str | None = None,
    secret: str | None = None,
    redelivery: bool = False,
    timeout: float = 10.0,
    body: bytes | None = None,
) -> httpx.Response | None:
    """POST one delivery; record it in ``double``'s delivery log (what ``/app/hook/deliveries`` lists).

    Returns the response, or None when the target could not be reached (recorded as a failed
    delivery, as GitHub does). ``body`` overrides the encoded payload (to test tampering).
    """
    if secret is None and double is not None:
        secret = double.state.app.webhook_secret
    raw = body if body is not None else encode(payload)
    app_id = double.state.app.id if double is not None else 123
    headers = headers_for(event, raw, secret, guid=guid, app_id=app_id)
    started = time.monotonic()
    response: httpx.Response | None = None
    try:
        response = httpx.post(url, content=raw, headers=headers, timeout=timeout)
        status_code = response.status_code
        status = "OK" if 200 <= status_code < 300 else f"Invalid HTTP Response: {status_code}"
    except httpx.TimeoutException:
        status_code, status = 0, "timed out"
    except httpx.HTTPError:
        status_code, status = 0, "Failed to connect to host"
    duration = round(time.monotonic() - started, 3)
    if double is not None:
        delivery = double.new_delivery(
            event=event,
            payload=payload,
            headers=headers,
            guid=headers["X-GitHub-Delivery"],
            redelivery=redelivery,
            url=url,
        )
        delivery.status = status
        delivery.status_code = status_code
        delivery.duration = duration
        if response is not None:
            delivery.response_headers = dict(response.headers)
            delivery.response_body = response.text
        double.state.record_delivery(delivery)
    return response


def record_missed(
    double: GitHubDouble,
    event: str,
    payload: dict[str, Any],
    *,
    guid: str | None = None,
    status_code: int = 0,
    status: str = "Failed to connect to host",
) -> int:
    """Log a delivery that never reached the bot (it was down); returns the delivery id."""
    raw = encode(payload)
    headers = headers_for(event, raw, double.state.app.webhook_secret, guid=guid, app_id=double.state.app.id)
    delivery = double.new_delivery(
        event=event,
        payload=payload,
        headers=headers,
        guid=headers["X-GitHub-Delivery"],
        redelivery=False,
        url=double.webhook_url or "",
    )
    delivery.status = status
    delivery.status_code = status_code
    double.state.record_delivery(delivery)
    return delivery.id


# ---- examples and the schema --------------------------------------------------------------------


def example_names(event: str, action: str | None = None) -> list[str]:
    suffix = action or "noaction"
    return sorted(
        (p.name for p in EXAMPLES.glob(f"{event}.{suffix}.*.json")), key=lambda n: int(n.rsplit(".", 2)[-2])
    )


def example(event: str, action: str | None = None, index: int | None = None) -> dict[str, Any]:
    """A fresh copy of one of GitHub's examples for ``event``/``action``.

    ``index`` picks among several; by default the first one that matches the current webhook schema
    (a few of the oldest examples predate fields GitHub now always sends).
    """
    names = example_names(event, action)
    if not names:
        raise KeyError(f"no vendored example for {event}.{action}")
    if index is not None:
        return copy.deepcopy(_load(names[index]))
    for name in names:
        try:
            check(event, _load(name))
        except ValueError:
            continue
        return copy.deepcopy(_load(name))
    raise KeyError(f"no vendored example for {event}.{action} matches the webhook schema")


@functools.cache
def _load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((EXAMPLES / name).read_text())
    return data


@functools.lru_cache(maxsize=1)
def _schema() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA / "webhook-schema.json").read_text())
    return data


@functools.cache
def _validator(event: str, action: str | None) -> Draft7Validator:
    schema = _schema()
    defs = schema["definitions"]
    name = f"{event}${action}" if action and f"{event}${action}" in defs else f"{event}_event"
    if name not in defs:
        name = f"{event}$event"
    return Draft7Validator({"$ref": f"#/definitions/{name}", "definitions": schema["definitions"]})


def check(event: str, payload: dict[str, Any]) -> None:
    """Raise ValueError when ``payload`` is not a valid ``event`` payload per GitHub's webhook schema."""
    errors = sorted(_validator(event, payload.get("action")).iter_errors(payload), key=lambda e: len(e.path))
    if errors:
        where = "/".join(str(p) for p in errors[0].absolute_path) or "(root)"
        raise ValueError(
            f"{event}.{payload.get('action')} payload invalid at {where}: {errors[0].message[:300]}"
        )


# ---- adapting -----------------------------------------------------------------------------------


def _uid(login: str) -> int:
    return int(hashlib.sha1(login.encode()).hexdigest()[:7], 16)


def _retarget(payload: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    """Point every URL of the example at ``new`` instead of the example's repository."""
    if not old or old == new:
        return payload
    text = json.dumps(payload).replace(f"/{old}/", f"/{new}/").replace(f'/{old}"', f'/{new}"')
    text = text.replace(f"/{old}.git", f"/{new}.git").replace(f"/{old}{{", f"/{new}{{")
    result: dict[str, Any] = json.loads(text)
    return result


def set_user(obj: dict[str, Any], login: str, kind: str | None = None) -> None:
    """Make ``obj`` (a user object of an example) the user ``login``, URLs included."""
    old = obj.get("login")
    if isinstance(old, str) and old:
        for key, value in list(obj.items()):
            if isinstance(value, str) and key.endswith("url"):
                obj[key] = value.replace(f"/users/{old}", f"/users/{login}").replace(
                    f"github.com/{old}", f"github.com/{login}"
                )
    uid = _uid(login)
    obj.update(
        {
            "login": login,
            "id": uid,
            "node_id": f"U_{uid}",
            "type": kind or ("Bot" if login.endswith("[bot]") else obj.get("type", "User")),
            "html_url": f"https://github.com/{login}",
            "url": f"https://api.github.com/users/{login}",
            "avatar_url": f"https://avatars.githubusercontent.com/u/{uid}?v=4",
        }
    )


def set_repo(
    obj: dict[str, Any],
    full_name: str,
    *,
    repo_id: int | None = None,
    private: bool = False,
    fork: bool = False,
    default_branch: str = "main",
) -> None:
    owner, name = full_name.split("/", 1)
    obj.update(
        {
            "name": name,
            "full_name": full_name,
            "private": private,
            "fork": fork,
            "html_url": f"https://github.com/{full_name}",
            "url": f"https://api.github.com/repos/{full_name}",
            "default_branch": default_branch,
        }
    )
    if repo_id is not None:
        obj["id"] = repo_id
        obj["node_id"] = f"R_{repo_id}"
    for key, value in (
        ("git_url", f"git://github.com/{full_name}.git"),
        ("ssh_url", f"git@github.com:{full_name}.git"),
        ("clone_url", f"https://github.com/{full_name}.git"),
        ("svn_url", f"https://github.com/{full_name}"),
    ):
        if key in obj:
            obj[key] = value
    if "visibility" in obj:
        obj["visibility"] = "private" if private else "public"
    if isinstance(obj.get("owner"), dict):
        set_user(obj["owner"], owner)


def adapt(
    event: str,
    payload: dict[str, Any],
    *,
    repo: str | None = None,
    repo_id: int | None = None,
    installation_id: int | None = None,
    sender: str | None = None,
    private: bool = False,
) -> dict[str, Any]:
    """Common adaptation: repository (and every URL naming it), installation, sender."""
    if repo is not None and isinstance(payload.get("repository"), dict):
        payload = _retarget(payload, payload["repository"].get("full_name", ""), repo)
        set_repo(payload["repository"], repo, repo_id=repo_id, private=private)
    if installation_id is not None:
        payload["installation"] = {"id": installation_id, "node_id": f"MDIz_{installation_id}"}
    if sender is not None:
        payload.setdefault("sender", {})
        set_user(payload["sender"], sender)
    return payload


def _repo_id(double: GitHubDouble | None, full_name: str) -> int | None:
    if double is None:
        return None
    with double.state.lock:
        found = double.state.repos.get(full_name)
        return found.id if found else None


def _installation_id(double: GitHubDouble | None, full_name: str, given: int | None) -> int | None:
    if given is not None or double is None:
        return given
    inst = double.state.installation_for(full_name)
    return inst.id if inst else None


def pull_request(
    action: str,
    pull: PullRequest,
    *,
    double: GitHubDouble | None = None,
    installation_id: int | None = None,
    sender: str | None = None,
    index: int | None = None,
    before: str | None = None,
) -> dict[str, Any]:
    """A ``pull_request`` payload for ``pull`` (fork, draft, head/base, user taken from it)."""
    payload = example("pull_request", action, index)
    payload = adapt(
        "pull_request",
        payload,
        repo=pull.repo,
        repo_id=_repo_id(double, pull.repo),
        installation_id=_installation_id(double, pull.repo, installation_id),
        sender=sender or pull.user,
    )
    payload["number"] = pull.number
    pr = payload["pull_request"]
    api = f"https://api.github.com/repos/{pull.repo}"
    pr.update(
        {
            "number": pull.number,
            "id": pull.id,
            "node_id": f"PR_{pull.id}",
            "title": pull.title,
            "body": pull.body,
            "draft": pull.draft,
            "state": "closed" if action == "closed" else "open",
            "merge_commit_sha": pull.merge_commit_sha,
            "url": f"{api}/pulls/{pull.number}",
            "html_url": f"https://github.com/{pull.repo}/pull/{pull.number}",
            "issue_url": f"{api}/issues/{pull.number}",
            "author_association": pull.author_association,
        }
    )
    set_user(pr["user"], pull.user)
    pr["assignee"] = None
    pr["assignees"] = []
    pr["requested_reviewers"] = []
    head_owner = pull.head_repo.split("/", 1)[0]
    pr["head"].update({"ref": pull.head_ref, "sha": pull.head_sha, "label": f"{head_owner}:{pull.head_ref}"})
    set_user(pr["head"]["user"], head_owner)
    pr["head"]["repo"] = copy.deepcopy(payload["repository"])
    set_repo(
        pr["head"]["repo"], pull.head_repo, repo_id=_repo_id(double, pull.head_repo), fork=pull.from_fork
    )
    base_owner = pull.repo.split("/", 1)[0]
    pr["base"].update({"ref": pull.base_ref, "sha": pull.base_sha, "label": f"{base_owner}:{pull.base_ref}"})
    set_user(pr["base"]["user"], base_owner)
    pr["base"]["repo"] = copy.deepcopy(payload["repository"])
    if action == "synchronize":
        payload["before"] = before or fake_sha(f"before/{pull.head_sha}")
        payload["after"] = pull.head_sha
    check("pull_request", payload)
    return payload


def issue_comment(
    action: str,
    comment: Comment,
    *,
    double: GitHubDouble | None = None,
    installation_id: int | None = None,
    on_pull: bool = True,
    index: int | None = None,
    previous_body: str | None = None,
) -> dict[str, Any]:
    """An ``issue_comment`` payload for ``comment`` (on a PR unless ``on_pull`` is False)."""
    payload = example("issue_comment", action, index)
    payload = adapt(
        "issue_comment",
        payload,
        repo=comment.repo,
        repo_id=_repo_id(double, comment.repo),
        installation_id=_installation_id(double, comment.repo, installation_id),
        sender=comment.user,
    )
    api = f"https://api.github.com/repos/{comment.repo}"
    issue = payload["issue"]
    issue.update(
        {
            "number": comment.issue_number,
            "url": f"{api}/issues/{comment.issue_number}",
            "html_url": f"https://github.com/{comment.repo}/pull/{comment.issue_number}",
        }
    )
    if on_pull:
        html = f"https://github.com/{comment.repo}/pull/{comment.issue_number}"
        issue["pull_request"] = {
            "url": f"{api}/pulls/{comment.issue_number}",
            "html_url": html,
            "diff_url": f"{html}.diff",
            "patch_url": f"{html}.patch",
            "merged_at": None,
        }
    else:
        issue.pop("pull_request", None)
    c = payload["comment"]
    c.update(
        {
            "id": comment.id,
            "node_id": f"IC_{comment.id}",
            "body": comment.body,
            "url": f"{api}/issues/comments/{comment.id}",
            "issue_url": f"{api}/issues/{comment.issue_number}",
            "html_url": f"https://github.com/{comment.repo}/pull/{comment.issue_number}"
            f"#issuecomment-{comment.id}",
            "author_association": comment.author_association,
        }
    )
    set_user(c["user"], comment.user, comment.user_type)
    if action == "edited":
        payload["changes"] = {"body": {"from": previous_body if previous_body is not None else ""}}
    check("issue_comment", payload)
    return payload


def check_run(
    action: str,
    run: CheckRun,
    *,
    double: GitHubDouble | None = None,
    installation_id: int | None = None,
    sender: str = "maintainer",
    identifier: str | None = None,
    pull: PullRequest | None = None,
    index: int | None = None,
) -> dict[str, Any]:
    """A ``check_run`` payload for ``run`` (``identifier``: the button pressed for requested_action).

    ``pull_requests`` lists ``pull`` only when it is not from a fork, as GitHub does.
    """
    payload = example("check_run", action, index)
    payload = adapt(
        "check_run",
        payload,
        repo=run.repo,
        repo_id=_repo_id(double, run.repo),
        installation_id=_installation_id(double, run.repo, installation_id),
        sender=sender,
    )
    cr = payload["check_run"]
    api = f"https://api.github.com/repos/{run.repo}"
    cr.update(
        {
            "id": run.id,
            "node_id": f"CR_{run.id}",
            "name": run.name,
            "head_sha": run.head_sha,
            "status": run.status,
            "conclusion": run.conclusion,
            "external_id": run.external_id or "",
            "details_url": run.details_url or f"https://github.com/{run.repo}/runs/{run.id}",
            "url": f"{api}/check-runs/{run.id}",
            "html_url": f"https://github.com/{run.repo}/runs/{run.id}",
        }
    )
    minimal = []
    if pull is not None and not pull.from_fork:
        minimal = [_minimal_pull(pull, payload["repository"]["id"], api, run.repo)]
    cr["pull_requests"] = minimal
    suite = cr.get("check_suite")
    if isinstance(suite, dict):
        suite.update(
            {
                "id": run.suite_id,
                "head_sha": run.head_sha,
                "pull_requests": minimal,
                "head_branch": pull.head_ref if pull is not None else suite.get("head_branch"),
            }
        )
    if double is not None and isinstance(cr.get("app"), dict):
        app = double.state.app
        cr["app"].update({"id": app.id, "slug": app.slug, "name": app.name})
    if action == "requested_action":
        payload["requested_action"] = {"identifier": identifier or "rerun"}
    check("check_run", payload)
    return payload


def _minimal_pull(pull: PullRequest, repo_id: int, api: str, repo: str) -> dict[str, Any]:
    """A PR as check_run / check_suite payloads list it (GitHub's minimal form)."""
    ref = {"id": repo_id, "url": api, "name": repo.split("/")[1]}
    return {
        "id": pull.id,
        "number": pull.number,
        "url": f"{api}/pulls/{pull.number}",
        "head": {"ref": pull.head_ref, "sha": pull.head_sha, "repo": dict(ref)},
        "base": {"ref": pull.base_ref, "sha": pull.base_sha, "repo": dict(ref)},
    }


# How GitHub rolls a suite's check runs up into the suite's conclusion, the most severe first.
_SUITE_ORDER = ("action_required", "cancelled", "timed_out", "failure", "neutral", "skipped", "stale", "success")


def check_suite(
    action: str,
    suite: CheckSuite,
    *,
    double: GitHubDouble | None = None,
    installation_id: int | None = None,
    sender: str = "maintainer",
    pull: PullRequest | None = None,
    index: int | None = None,
) -> dict[str, Any]:
    """A ``check_suite`` payload for ``suite`` (the App's suite on one head SHA), as GitHub sends it when a
    person presses "Re-run all checks" (``rerequested``). Status and conclusion roll up the suite's check runs
    in ``double``; ``pull_requests`` lists ``pull`` only when it is not from a fork, as GitHub does."""
    payload = example("check_suite", action, index)
    payload = adapt(
        "check_suite",
        payload,
        repo=suite.repo,
        repo_id=_repo_id(double, suite.repo),
        installation_id=_installation_id(double, suite.repo, installation_id),
        sender=sender,
    )
    api = f"https://api.github.com/repos/{suite.repo}"
    runs = []
    if double is not None:
        with double.state.lock:
            runs = [r for r in double.state.runs.values() if r.suite_id == suite.id]
    done = bool(runs) and all(r.status == "completed" for r in runs)
    conclusions = [r.conclusion for r in runs if r.conclusion]
    conclusion = next((c for c in _SUITE_ORDER if c in conclusions), None) if done else None
    minimal = []
    if pull is not None and not pull.from_fork:
        minimal = [_minimal_pull(pull, payload["repository"]["id"], api, suite.repo)]
    cs = payload["check_suite"]
    cs.update(
        {
            "id": suite.id,
            "node_id": f"CS_{suite.id}",
            "head_sha": suite.head_sha,
            "head_branch": suite.head_branch if suite.head_branch is not None else (pull.head_ref if pull else None),
            "status": "completed" if done else ("in_progress" if runs else "queued"),
            "conclusion": conclusion,
            "url": f"{api}/check-suites/{suite.id}",
            "check_runs_url": f"{api}/check-suites/{suite.id}/check-runs",
            "after": suite.head_sha,
            "pull_requests": minimal,
            "latest_check_runs_count": len({r.name for r in runs}),
        }
    )
    if isinstance(cs.get("head_commit"), dict):
        cs["head_commit"]["id"] = suite.head_sha
    if double is not None and isinstance(cs.get("app"), dict):
        app = double.state.app
        cs["app"].update({"id": app.id, "slug": app.slug, "name": app.name})
    check("check_suite", payload)
    return payload


def merge_group(
    head_sha: str,
    base_sha: str,
    *,
    repo: str,
    double: GitHubDouble | None = None,
    installation_id: int | None = None,
    base_ref: str = "main",
    pr_number: int = 1,
    action: str = "checks_requested",
    tree_id: str | None = None,
) -> dict[str, Any]:
    """A ``merge_group`` payload: the queue's temporary branch at ``head_sha`` on top of ``base_sha``."""
    payload = example("merge_group", action)
    payload = adapt(
        "merge_group",
        payload,
        repo=repo,
        repo_id=_repo_id(double, repo),
        installation_id=_installation_id(double, repo, installation_id),
    )
    group = payload["merge_group"]
    group.update(
        {
            "head_sha": head_sha,
            "base_sha": base_sha,
            "base_ref": f"refs/heads/{base_ref}",
            "head_ref": f"refs/heads/gh-readonly-queue/{base_ref}/pr-{pr_number}-{base_sha}",
        }
    )
    group["head_commit"].update({"id": head_sha, "tree_id": tree_id or fake_sha(f"tree/{head_sha}")})
    check("merge_group", payload)
    return payload


def installation(
    action: str,
    installation_id: int,
    account: str,
    repositories: list[str],
    *,
    double: GitHubDouble | None = None,
    index: int | None = None,
) -> dict[str, Any]:
    """An ``installation`` payload (created/deleted/suspend/...) listing ``repositories``."""
    payload = example("installation", action, index)
    payload["installation"]["id"] = installation_id
    set_user(payload["installation"]["account"], account, "Organization")
    if double is not None:
        payload["installation"]["app_id"] = double.state.app.id
    if "repositories" in payload or action in ("created", "deleted"):
        payload["repositories"] = [_repo_lite(double, name) for name in repositories]
    check("installation", payload)
    return payload


def installation_repositories(
    action: str,
    installation_id: int,
    account: str,
    *,
    added: Sequence[str] = (),
    removed: Sequence[str] = (),
    double: GitHubDouble | None = None,
    index: int | None = None,
) -> dict[str, Any]:
    payload = example("installation_repositories", action, index)
    payload["installation"]["id"] = installation_id
    set_user(payload["installation"]["account"], account, "Organization")
    payload["repositories_added"] = [_repo_lite(double, name) for name in added]
    payload["repositories_removed"] = [_repo_lite(double, name) for name in removed]
    check("installation_repositories", payload)
    return payload


def _repo_lite(double: GitHubDouble | None, full_name: str) -> dict[str, Any]:
    rid = _repo_id(double, full_name) or _uid(full_name)
    return {
        "id": rid,
        "node_id": f"R_{rid}",
        "name": full_name.split("/", 1)[1],
        "full_name": full_name,
        "private": False,
    }


def ping(*, double: GitHubDouble | None = None) -> dict[str, Any]:
    payload = example("ping", None)
    if double is not None and "hook" in payload:
        payload["hook"]["app_id"] = double.state.app.id
    return payload
