"""The GitHub double itself: contract checks both ways, auth, state, pagination, faults, webhooks."""

from __future__ import annotations

import hashlib
import hmac
import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import pytest

from tests.github_double import ContractViolation, GitHubDouble, PullFile, app_key, jwt_for, webhooks
from tests.github_double.handlers import HANDLERS, Reply
from tests.github_double.openapi import description

pytest_plugins = ["tests.github_double.fixtures"]

REPO = "NVIDIA-NeMo/Megatron-Bridge"
API = f"/repos/{REPO}"
SHA = "a" * 40


def token_for(gh: GitHubDouble, **body: Any) -> str:
    jwt = jwt_for(gh.state.app.id, gh.private_key_pem or "")
    r = httpx.post(
        f"{gh.url}/app/installations/{gh.installation_id}/access_tokens",
        headers={"Authorization": f"Bearer {jwt}"},
        json=body or None,
    )
    assert r.status_code == 201, r.text
    return str(r.json()["token"])


@pytest.fixture
def api(github_double: GitHubDouble) -> Iterator[httpx.Client]:
    """An httpx client authenticated as the installation."""
    token = token_for(github_double)
    with httpx.Client(base_url=github_double.url, headers={"Authorization": f"token {token}"}) as client:
        yield client


def check_run_body(**extra: Any) -> dict[str, Any]:
    return {
        "name": "bridge-validate / nemo-rl",
        "head_sha": SHA,
        "status": "queued",
        "output": {"title": "Plan", "summary": "Level 0"},
        **extra,
    }


# ---- start-up --------------------------------------------------------------------------------------


def test_starts_fast_on_a_free_loopback_port() -> None:
    key = app_key()
    started = time.perf_counter()
    with GitHubDouble.start(app_id=1, app_public_key_pem=key.public_pem) as gh:
        elapsed = time.perf_counter() - started
        assert gh.url.startswith("http://127.0.0.1:")
        assert httpx.get(f"{gh.url}/app").status_code == 401
    assert elapsed < 1.0
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"{gh.url}/app", timeout=1)


# ---- App JWT and installation tokens ---------------------------------------------------------------


def test_installation_token_from_a_valid_jwt(github_double: GitHubDouble) -> None:
    gh = github_double
    jwt = jwt_for(gh.state.app.id, gh.private_key_pem or "")
    r = httpx.post(f"{gh.url}/app/installations/42/access_tokens", headers={"Authorization": f"Bearer {jwt}"})
    assert r.status_code == 201
    body = r.json()
    assert body["token"].startswith("ghs_") and body["expires_at"].endswith("Z")
    assert (
        httpx.get(f"{gh.url}{API}/installation", headers={"Authorization": f"Bearer {jwt}"}).json()["id"]
        == 42
    )
    assert httpx.get(f"{gh.url}/app", headers={"Authorization": f"Bearer {jwt}"}).json()["id"] == 123


@pytest.mark.parametrize(
    ("case", "message"),
    [
        ("other key", "could not be decoded"),
        ("expired", "'Expiration time'"),
        ("too long", "too far in the future"),
        ("issued in the future", "'Issued at'"),
        ("other app", "'Issuer'"),
        ("garbage", "could not be decoded"),
    ],
)
def test_bad_jwt_is_refused_with_401(github_double: GitHubDouble, case: str, message: str) -> None:
    gh = github_double
    pem = gh.private_key_pem or ""
    token = {
        "other key": lambda: jwt_for(123, app_key("other").private_pem),
        "expired": lambda: jwt_for(123, pem, iat_offset=-700, lifetime=600),
        "too long": lambda: jwt_for(123, pem, lifetime=3600),
        "issued in the future": lambda: jwt_for(123, pem, iat_offset=600, lifetime=300),
        "other app": lambda: jwt_for(999, pem),
        "garbage": lambda: "not.a.jwt",
    }[case]()
    r = httpx.post(
        f"{gh.url}/app/installations/42/access_tokens", headers={"Authorization": f"Bearer {token}"}
    )
    assert r.status_code == 401
    assert message in r.json()["message"]
    assert not gh.state.tokens


def test_installation_token_checks(github_double: GitHubDouble) -> None:
    gh = github_double
    gh.state.add_pull(REPO, 1)
    assert httpx.get(f"{gh.url}{API}/pulls/1").status_code == 401  # no credentials
    assert (
        httpx.get(f"{gh.url}{API}/pulls/1", headers={"Authorization": "token ghs_unknown"}).status_code == 401
    )
    token = token_for(gh)
    ok = httpx.get(f"{gh.url}{API}/pulls/1", headers={"Authorization": f"Bearer {token}"})
    assert ok.status_code == 200
    gh.state.expire_tokens()
    expired = httpx.get(f"{gh.url}{API}/pulls/1", headers={"Authorization": f"token {token}"})
    assert expired.status_code == 401 and expired.json()["message"] == "Bad credentials"
    # An installation token never reaches a repository outside its installation.
    gh.state.add_installation(77, "someone", ["someone/other"])
    gh.state.add_pull("someone/other", 1)
    fresh = token_for(gh)
    r = httpx.get(f"{gh.url}/repos/someone/other/pulls/1", headers={"Authorization": f"token {fresh}"})
    assert r.status_code == 404


def test_token_limited_to_named_repositories(github_double: GitHubDouble) -> None:
    gh = github_double
    gh.state.installations[42].repositories.append("NVIDIA-NeMo/Other")
    gh.state.add_repo("NVIDIA-NeMo/Other")
    gh.state.add_pull("NVIDIA-NeMo/Other", 3)
    token = token_for(gh, repositories=["Megatron-Bridge"])
    r = httpx.get(f"{gh.url}/repos/NVIDIA-NeMo/Other/pulls/3", headers={"Authorization": f"token {token}"})
    assert r.status_code == 404


# ---- the contract, requests ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("method", "path", "body", "status", "message"),
    [
        ("GET", f"{API}/nothing-here", None, 422, "not an operation"),
        ("DELETE", f"{API}/pulls/1", None, 422, "not an operation"),
        ("POST", f"{API}/check-runs", {"name": "x"}, 422, "'head_sha' is a required property"),
        (
            "POST",
            f"{API}/check-runs",
            {"name": "x", "head_sha": SHA, "sumary": "typo"},
            422,
            "unknown property",
        ),
        ("POST", f"{API}/check-runs", {"name": "x", "head_sha": SHA, "status": "done"}, 422, "is not one of"),
        (
            "POST",
            f"{API}/check-runs",
            {"name": "x", "head_sha": SHA, "status": "completed"},
            422,
            "conclusion",
        ),
        ("POST", f"{API}/check-runs", {"name": "x", "head_sha": SHA, "conclusion": "stale"}, 422, "stale"),
        (
            "POST",
            f"{API}/check-runs",
            {"name": "x", "head_sha": SHA, "output": {"title": "t", "summary": "s" * 65536}},
            422,
            "is too long",
        ),
        (
            "POST",
            f"{API}/check-runs",
            check_run_body(
                output={
                    "title": "t",
                    "summary": "s",
                    "annotations": [
                        {
                            "path": "a.py",
                            "start_line": 1,
                            "end_line": 1,
                            "annotation_level": "notice",
                            "message": "m",
                        }
                    ]
                    * 51,
                }
            ),
            422,
            "is too long",
        ),
        (
            "POST",
            f"{API}/check-runs",
            check_run_body(
                output={
                    "title": "t",
                    "summary": "s",
                    "annotations": [
                        {"path": "a.py", "start_line": 1, "end_line": 1, "annotation_level": "notice"}
                    ],
                }
            ),
            422,
            "'message' is a required property",
        ),
        (
            "POST",
            f"{API}/check-runs",
            check_run_body(actions=[{"label": "x" * 21, "description": "d", "identifier": "i"}]),
            422,
            "is too long",
        ),
        (
            "POST",
            f"{API}/check-runs",
            check_run_body(actions=[{"label": "Re-run", "description": "d" * 41, "identifier": "rerun"}]),
            422,
            "is too long",
        ),
        (
            "POST",
            f"{API}/check-runs",
            check_run_body(actions=[{"label": "a", "description": "d", "identifier": "i"}] * 4),
            422,
            "is too long",
        ),
        ("GET", f"{API}/commits/{SHA}/check-runs?status=bogus", None, 422, "not a valid value"),
        ("GET", f"{API}/commits/{SHA}/check-runs?colour=red", None, 422, "Unknown query parameter"),
        ("POST", f"{API}/issues/1/comments", {"body": 5}, 422, "is not of type 'string'"),
    ],
)
def test_requests_outside_the_description_are_rejected(
    github_double: GitHubDouble,
    api: httpx.Client,
    method: str,
    path: str,
    body: Any,
    status: int,
    message: str,
) -> None:
    github_double.allow_rejections = True
    github_double.state.add_pull(REPO, 1)
    r = api.request(method, path, json=body)
    assert r.status_code == status, r.text
    assert message in r.json()["message"]
    assert r.json()["documentation_url"].startswith("https://docs.github.com/")
    assert github_double.rejections
    assert not github_double.state.runs
    assert not github_double.state.comments


def test_unexpected_rejection_fails_the_test_at_teardown(
    github_double: GitHubDouble, api: httpx.Client
) -> None:
    api.post(f"{API}/check-runs", json={"name": "x"})
    with pytest.raises(ContractViolation, match="requests GitHub would reject"):
        github_double.assert_clean()
    github_double.allow_rejections = True


def test_malformed_json_and_non_integer_ids(github_double: GitHubDouble, api: httpx.Client) -> None:
    github_double.allow_rejections = True
    r = api.post(f"{API}/check-runs", content=b"{not json", headers={"Content-Type": "application/json"})
    assert r.status_code == 400 and r.json()["message"] == "Problems parsing JSON"
    assert api.get(f"{API}/pulls/abc").status_code == 404


def test_unsupported_api_version(github_double: GitHubDouble, api: httpx.Client) -> None:
    github_double.allow_rejections = True
    r = api.get(f"{API}/pulls/1", headers={"X-GitHub-Api-Version": "2021-01-01"})
    assert r.status_code == 400


# ---- the contract, responses --------------------------------------------------------------------


def test_every_answer_validates_against_the_description(
    github_double: GitHubDouble, api: httpx.Client
) -> None:
    gh = github_double
    pull = gh.state.add_pull(REPO, 5, files=[PullFile("src/a.py"), PullFile("b.bin", patch=None)])
    for version in ("2022-11-28", "2026-03-10"):
        h = {"X-GitHub-Api-Version": version}
        assert api.get(f"{API}/pulls/5", headers=h).status_code == 200
        assert api.get(f"{API}/pulls/5/files", headers=h).status_code == 200
        run = api.post(f"{API}/check-runs", json=check_run_body(head_sha=pull.head_sha), headers=h).json()
        assert api.patch(
            f"{API}/check-runs/{run['id']}", json={"conclusion": "success"}, headers=h
        ).is_success
        assert api.get(f"{API}/commits/{pull.head_sha}/check-runs", headers=h).status_code == 200
        comment = api.post(f"{API}/issues/5/comments", json={"body": "hi"}, headers=h).json()
        assert (
            api.post(
                f"{API}/issues/comments/{comment['id']}/reactions", json={"content": "eyes"}, headers=h
            ).status_code
            == 201
        )
        assert api.get(f"{API}/collaborators/alice/permission", headers=h).status_code == 200
    assert not gh.violations
    # The 2026-03-10 API dropped the PR's merge_commit_sha; the double follows the version asked for.
    assert "merge_commit_sha" in api.get(f"{API}/pulls/5").json()
    new = api.get(f"{API}/pulls/5", headers={"X-GitHub-Api-Version": "2026-03-10"})
    assert "merge_commit_sha" not in new.json()
    assert new.headers["x-github-api-version-selected"] == "2026-03-10"


def test_an_off_contract_answer_is_loud(
    github_double: GitHubDouble, api: httpx.Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    github_double.state.add_pull(REPO, 1)
    monkeypatch.setitem(HANDLERS, "pulls/get", lambda h, call: Reply(200, {"number": "one"}))
    r = api.get(f"{API}/pulls/1")
    assert r.status_code == 500
    assert "off-contract" in r.json()["message"]
    with pytest.raises(ContractViolation, match="pulls/1"):
        github_double.assert_clean()
    github_double.violations.clear()


def test_vendored_description_holds_exactly_the_operations_used() -> None:
    ops = {op.operation_id for op in description().operations}
    assert {
        "apps/create-installation-access-token",
        "pulls/list-files",
        "checks/create",
        "checks/update",
        "checks/list-for-ref",
        "issues/create-comment",
        "reactions/create-for-issue-comment",
        "repos/get-collaborator-permission-level",
        "actions/create-workflow-dispatch",
        "apps/list-webhook-deliveries",
        "apps/redeliver-webhook-delivery",
    } <= ops
    assert all(op in HANDLERS for op in ops), sorted(ops - set(HANDLERS))


# ---- pull requests and pagination ---------------------------------------------------------------


def test_pull_files_paginate_with_link_headers(github_double: GitHubDouble, api: httpx.Client) -> None:
    files = [PullFile(f"src/m{i}.py") for i in range(249)] + [
        PullFile("assets/logo.png", status="added", patch=None)
    ]
    github_double.state.add_pull(REPO, 9, files=files)
    first = api.get(f"{API}/pulls/9/files", params={"per_page": 100})
    assert len(first.json()) == 100
    links = first.links
    assert links["next"]["url"].endswith("per_page=100&page=2")
    assert links["last"]["url"].endswith("page=3")
    seen: list[dict[str, Any]] = []
    url: str | None = f"{API}/pulls/9/files?per_page=100"
    while url:
        r = api.get(url)
        seen += r.json()
        url = r.links.get("next", {}).get("url")
    assert [f["filename"] for f in seen] == [f.filename for f in files]
    assert "patch" not in seen[-1] and "patch" in seen[0]
    assert len(api.get(f"{API}/pulls/9/files").json()) == 30  # GitHub's default page size
    assert len(api.get(f"{API}/pulls/9/files", params={"per_page": 500}).json()) == 100  # capped


def test_pull_files_stop_at_githubs_3000_cap(github_double: GitHubDouble, api: httpx.Client) -> None:
    pull = github_double.state.add_pull(REPO, 10, files=[PullFile(f"f{i}") for i in range(3100)])
    r = api.get(f"{API}/pulls/10/files", params={"per_page": 100, "page": 30})
    assert len(r.json()) == 100 and "next" not in r.links
    assert api.get(f"{API}/pulls/10/files", params={"per_page": 100, "page": 31}).json() == []
    assert api.get(f"{API}/pulls/10").json()["changed_files"] == len(pull.files) == 3100


def test_fork_pull_request(github_double: GitHubDouble, api: httpx.Client) -> None:
    gh = github_double
    fork = gh.state.add_pull(REPO, 11, head_repo="someone/Megatron-Bridge", user="someone", draft=True)
    body = api.get(f"{API}/pulls/11").json()
    assert body["head"]["repo"]["full_name"] == "someone/Megatron-Bridge" and body["head"]["repo"]["fork"]
    assert body["base"]["repo"]["full_name"] == REPO and body["draft"] is True
    # Check runs on a fork PR's head list no pull request, as on GitHub.
    run = api.post(f"{API}/check-runs", json=check_run_body(head_sha=fork.head_sha)).json()
    assert run["pull_requests"] == []
    own = gh.state.add_pull(REPO, 12)
    run = api.post(f"{API}/check-runs", json=check_run_body(head_sha=own.head_sha)).json()
    assert [p["number"] for p in run["pull_requests"]] == [12]


# ---- check runs ----------------------------------------------------------------------------------


def test_check_run_lifecycle_and_listing(github_double: GitHubDouble, api: httpx.Client) -> None:
    gh = github_double
    note = {
        "path": "src/a.py",
        "start_line": 3,
        "end_line": 3,
        "annotation_level": "notice",
        "message": "why",
    }
    created = api.post(
        f"{API}/check-runs",
        json=check_run_body(
            external_id="job-1", output={"title": "t", "summary": "s", "annotations": [note] * 50}
        ),
    ).json()
    assert created["status"] == "queued" and created["output"]["annotations_count"] == 50
    api.patch(
        f"{API}/check-runs/{created['id']}",
        json={"status": "in_progress", "output": {"title": "t", "summary": "s", "annotations": [note] * 10}},
    )
    done = api.patch(
        f"{API}/check-runs/{created['id']}",
        json={
            "conclusion": "action_required",
            "actions": [{"label": "Re-run", "description": "Run again", "identifier": "rerun"}],
        },
    ).json()
    assert done["status"] == "completed" and done["conclusion"] == "action_required" and done["completed_at"]
    stored = gh.state.check_run(created["id"])
    assert len(stored.annotations) == 60 and stored.actions[0]["identifier"] == "rerun"
    assert len(stored.history) == 3
    api.post(f"{API}/check-runs", json=check_run_body(name="bridge-validate / verl"))
    listed = api.get(f"{API}/commits/{SHA}/check-runs").json()
    assert listed["total_count"] == 2
    only = api.get(f"{API}/commits/{SHA}/check-runs", params={"check_name": "bridge-validate / verl"}).json()
    assert [r["name"] for r in only["check_runs"]] == ["bridge-validate / verl"]
    queued = api.get(f"{API}/commits/{SHA}/check-runs", params={"status": "queued"}).json()
    assert [r["name"] for r in queued["check_runs"]] == ["bridge-validate / verl"]
    assert created["check_suite"]["id"] == listed["check_runs"][0]["check_suite"]["id"]
    assert api.post(f"{API}/check-runs/{created['id']}/rerequest").status_code == 201
    assert api.post(f"{API}/check-suites/{created['check_suite']['id']}/rerequest").status_code == 201
    assert gh.state.runs[created["id"]].rerequests == 1


# ---- comments, reactions, permissions ----------------------------------------------------------


def test_comments_reactions_and_permissions(github_double: GitHubDouble, api: httpx.Client) -> None:
    gh = github_double
    gh.state.add_pull(REPO, 4)
    human = gh.state.add_comment(REPO, 4, "/validate level=4", user="maintainer")
    r = api.post(f"{API}/issues/comments/{human.id}/reactions", json={"content": "+1"})
    assert r.status_code == 201
    assert api.post(f"{API}/issues/comments/{human.id}/reactions", json={"content": "+1"}).status_code == 200
    reply = api.post(f"{API}/issues/4/comments", json={"body": "plan"}).json()
    assert reply["user"]["login"] == "bridge-validate[bot]" and reply["user"]["type"] == "Bot"
    edited = api.patch(f"{API}/issues/comments/{reply['id']}", json={"body": "plan v2"}).json()
    assert edited["body"] == "plan v2"
    assert [c["body"] for c in api.get(f"{API}/issues/4/comments").json()] == ["/validate level=4", "plan v2"]
    # The App cannot edit a person's comment.
    assert api.patch(f"{API}/issues/comments/{human.id}", json={"body": "x"}).status_code == 403
    roles = {
        "admin": "admin",
        "maintain": "write",
        "write": "write",
        "triage": "read",
        "read": "read",
        "none": "none",
    }
    for role, coarse in roles.items():
        gh.state.set_permission(REPO, f"user-{role}", role)  # type: ignore[arg-type]
        body = api.get(f"{API}/collaborators/user-{role}/permission").json()
        assert (body["permission"], body["role_name"]) == (coarse, role)
    assert api.get(f"{API}/collaborators/stranger/permission").json()["permission"] == "read"


# ---- actions ------------------------------------------------------------------------------------


def test_workflow_dispatch_and_runs(github_double: GitHubDouble, api: httpx.Client) -> None:
    gh = github_double
    gh.allow_rejections = True
    gh.state.add_workflow(
        REPO,
        ".github/workflows/validate.yml",
        "validate",
        run_name="bridge-validate ${{ inputs.job_id }}",
        inputs={"job_id": {"required": True}, "gpus": {"default": "1"}},
    )
    url = f"{API}/actions/workflows/validate.yml/dispatches"
    r = api.post(url, json={"ref": "main", "inputs": {"job_id": "j-1"}, "return_run_details": True})
    assert r.status_code == 200
    run_id = r.json()["workflow_run_id"]
    assert api.post(url, json={"ref": "main", "inputs": {"job_id": "j-2"}}).status_code == 204
    assert (
        api.post(
            url,
            json={"ref": "main", "inputs": {"job_id": "j-3"}},
            headers={"X-GitHub-Api-Version": "2026-03-10"},
        ).status_code
        == 200
    )
    assert api.post(url, json={"ref": "main", "inputs": {"nope": "1"}}).status_code == 422
    assert (
        api.post(f"{API}/actions/workflows/missing.yml/dispatches", json={"ref": "main"}).status_code == 404
    )
    runs = api.get(f"{API}/actions/runs", params={"event": "workflow_dispatch"}).json()
    assert runs["total_count"] == 3
    titles = {run["display_title"] for run in runs["workflow_runs"]}
    assert titles == {"bridge-validate j-1", "bridge-validate j-2", "bridge-validate j-3"}
    assert gh.state.workflow_runs[run_id].inputs == {"job_id": "j-1", "gpus": "1"}
    gh.state.set_workflow_run(run_id, "in_progress")
    assert api.get(f"{API}/actions/runs/{run_id}").json()["status"] == "in_progress"
    assert [
        x["id"]
        for x in api.get(f"{API}/actions/runs", params={"status": "in_progress"}).json()["workflow_runs"]
    ] == [run_id]
    assert api.post(f"{API}/actions/runs/{run_id}/cancel").status_code == 202
    cancelled = api.get(f"{API}/actions/runs/{run_id}").json()
    assert (cancelled["status"], cancelled["conclusion"]) == ("completed", "cancelled")
    assert api.post(f"{API}/actions/runs/{run_id}/cancel").status_code == 409


# ---- git data and statuses ------------------------------------------------------------------------


def test_trees_contents_compare_and_statuses(github_double: GitHubDouble, api: httpx.Client) -> None:
    gh = github_double
    base = "b" * 40
    head = "c" * 40
    gh.state.add_commit(REPO, base, {"src/a.py": "x = 1\n", "docs/r.md": "hi\n"}, branch="main")
    gh.state.add_commit(
        REPO, head, {"src/a.py": "x = 2\n", "docs/r.md": "hi\n", "src/b.py": "y\n"}, parents=[base]
    )
    tree = api.get(f"{API}/git/trees/{head}", params={"recursive": "1"}).json()
    paths = {e["path"]: e for e in tree["tree"]}
    assert {"src", "src/a.py", "src/b.py", "docs", "docs/r.md"} <= set(paths)
    base_tree = {e["path"]: e for e in api.get(f"{API}/git/trees/{base}").json()["tree"]}
    assert base_tree["docs"]["sha"] == paths["docs"]["sha"]  # unchanged subtree, same id
    assert base_tree["src"]["sha"] != paths["src"]["sha"]
    sub = api.get(f"{API}/git/trees/{paths['src']['sha']}").json()
    assert [e["path"] for e in sub["tree"]] == ["a.py", "b.py"]
    content = api.get(f"{API}/contents/src/a.py", params={"ref": head}).json()
    import base64

    assert base64.b64decode(content["content"]) == b"x = 2\n"
    listing = api.get(f"{API}/contents/src", params={"ref": head}).json()
    assert [e["name"] for e in listing] == ["a.py", "b.py"]
    diff = api.get(f"{API}/compare/{base}...{head}").json()
    assert diff["ahead_by"] == 1 and diff["status"] == "ahead"
    assert {f["filename"]: f["status"] for f in diff["files"]} == {
        "src/a.py": "modified",
        "src/b.py": "added",
    }
    assert "+x = 2" in next(f for f in diff["files"] if f["filename"] == "src/a.py")["patch"]
    status = api.post(f"{API}/statuses/{head}", json={"state": "pending", "context": "bridge-validate"})
    assert status.status_code == 201
    assert gh.state.commit_statuses(REPO, head)[0].state == "pending"


# ---- faults -------------------------------------------------------------------------------------


def test_server_error_fault_then_recovery(github_double: GitHubDouble, api: httpx.Client) -> None:
    gh = github_double
    fault = gh.faults.server_error("POST", r"/check-runs$", status=502, times=2)
    assert api.post(f"{API}/check-runs", json=check_run_body()).status_code == 502
    assert api.post(f"{API}/check-runs", json=check_run_body()).status_code == 502
    assert not gh.state.runs  # a 5xx writes nothing
    assert api.post(f"{API}/check-runs", json=check_run_body()).status_code == 201
    assert fault.fired == 2 and [f.kind for f in gh.faults.fired] == ["status", "status"]


def test_secondary_rate_limit_fault(github_double: GitHubDouble, api: httpx.Client) -> None:
    github_double.faults.secondary_rate_limit("POST", r"/check-runs$", retry_after=7)
    r = api.post(f"{API}/check-runs", json=check_run_body())
    assert r.status_code == 403
    assert r.headers["retry-after"] == "7"
    assert r.json()["message"].startswith("You have exceeded a secondary rate limit")
    assert not github_double.state.runs


@pytest.mark.parametrize("status", [403, 429])
def test_primary_rate_limit_fault(github_double: GitHubDouble, api: httpx.Client, status: int) -> None:
    github_double.faults.primary_rate_limit("GET", r"/pulls/\d+$", reset_in=30, status=status)
    github_double.state.add_pull(REPO, 1)
    r = api.get(f"{API}/pulls/1")
    assert r.status_code == status
    assert r.headers["x-ratelimit-remaining"] == "0"
    assert int(r.headers["x-ratelimit-reset"]) >= int(time.time()) + 25
    assert "rate limit exceeded" in r.json()["message"]
    assert api.get(f"{API}/pulls/1").status_code == 200


def test_slow_fault_answers_late_after_the_write(github_double: GitHubDouble, api: httpx.Client) -> None:
    github_double.faults.slow("POST", r"/check-runs$", seconds=0.6)
    started = time.monotonic()
    assert api.post(f"{API}/check-runs", json=check_run_body()).status_code == 201
    assert time.monotonic() - started >= 0.6
    github_double.faults.slow("POST", r"/check-runs$", seconds=1.0)
    with pytest.raises(httpx.ReadTimeout):
        api.post(f"{API}/check-runs", json=check_run_body(name="second"), timeout=0.2)
    time.sleep(0.1)
    assert [r.name for r in github_double.state.check_runs()] == ["bridge-validate / nemo-rl", "second"]


def test_held_answer_waits_for_its_release(github_double: GitHubDouble, api: httpx.Client) -> None:
    held = github_double.faults.hold("POST", r"/check-runs$", seconds=30)
    answers: list[int] = []

    def send() -> None:
        answers.append(api.post(f"{API}/check-runs", json=check_run_body()).status_code)

    sender = threading.Thread(target=send)
    sender.start()
    deadline = time.monotonic() + 10
    while held.fired == 0 and time.monotonic() < deadline:
        time.sleep(0.02)
    time.sleep(0.3)
    assert held.fired == 1 and answers == []  # the write is in, the answer is not
    assert [r.name for r in github_double.state.check_runs()] == ["bridge-validate / nemo-rl"]
    held.release()
    sender.join(10)
    assert answers == [201]
    assert api.post(f"{API}/check-runs", json=check_run_body(name="second")).status_code == 201  # fired once


def test_dropped_answer_after_the_write(github_double: GitHubDouble, api: httpx.Client) -> None:
    gh = github_double
    gh.faults.drop_after_write("POST", r"/check-runs$")
    with pytest.raises(httpx.RemoteProtocolError):
        api.post(f"{API}/check-runs", json=check_run_body())
    runs = gh.state.check_runs(head_sha=SHA)
    assert len(runs) == 1 and runs[0].name == "bridge-validate / nemo-rl"  # the write took effect
    assert gh.requests_to("POST", "checks/create")[0].fault == "drop_after_write"
    # The next call goes through: a retrying client can find the run it created.
    found = api.get(f"{API}/commits/{SHA}/check-runs", params={"check_name": "bridge-validate / nemo-rl"})
    assert found.json()["total_count"] == 1


def test_truncated_file_list_fault(github_double: GitHubDouble, api: httpx.Client) -> None:
    github_double.state.add_pull(REPO, 3, files=[PullFile(f"f{i}.py") for i in range(10)])
    github_double.faults.truncate_files(r"/pulls/3/files$", limit=4)
    assert len(api.get(f"{API}/pulls/3/files").json()) == 4
    assert api.get(f"{API}/pulls/3").json()["changed_files"] == 10


# ---- webhooks -----------------------------------------------------------------------------------


def test_signature_matches_githubs_documented_example() -> None:
    # The example from GitHub's "Validating webhook deliveries" documentation.
    assert webhooks.sign(b"Hello, World!", "It's a Secret to Everybody") == (
        "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17"
    )
    assert webhooks.sign_sha1(b"x", "k") == "sha1=" + hmac.new(b"k", b"x", hashlib.sha1).hexdigest()


class _Receiver:
    """A tiny real HTTP server standing in for the bot's webhook endpoint."""

    def __init__(self, status: int = 202) -> None:
        self.status = status
        self.received: list[tuple[dict[str, str], bytes]] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["Content-Length"]))
                outer.received.append(({k: v for k, v in self.headers.items()}, body))
                self.send_response(outer.status)
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/webhook"
        threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        ).start()

    def close(self) -> None:
        self.server.shutdown()


@pytest.fixture
def receiver() -> Iterator[_Receiver]:
    r = _Receiver()
    yield r
    r.close()


def test_webhook_delivery_is_signed_like_github(github_double: GitHubDouble, receiver: _Receiver) -> None:
    gh = github_double
    gh.webhook_url = receiver.url
    pull = gh.state.add_pull(REPO, 21, user="dev", title="Touch the bridge")
    payload = webhooks.pull_request("opened", pull, double=gh)
    response = gh.send_webhook("pull_request", payload)
    assert response is not None and response.status_code == 202
    headers, body = receiver.received[0]
    assert headers["X-Hub-Signature-256"] == webhooks.sign(body, "test-webhook-secret")
    assert headers["X-Hub-Signature"].startswith("sha1=")
    assert headers["X-GitHub-Event"] == "pull_request"
    assert headers["User-Agent"].startswith("GitHub-Hookshot/")
    assert headers["Content-Type"] == "application/json"
    assert headers["X-GitHub-Hook-Installation-Target-Type"] == "integration"
    assert headers["X-GitHub-Hook-Installation-Target-ID"] == "123"
    sent = json.loads(body)
    assert sent["pull_request"]["head"]["sha"] == pull.head_sha
    assert sent["installation"]["id"] == 42 and sent["repository"]["full_name"] == REPO
    assert sent["pull_request"]["user"]["login"] == "dev"
    log = gh.state.delivery_log()
    assert log[0].guid == headers["X-GitHub-Delivery"] and log[0].status == "OK"
    assert log[0].repository_id == gh.state.repos[REPO].id


def test_failed_deliveries_are_listed_and_redelivered(
    github_double: GitHubDouble, receiver: _Receiver
) -> None:
    gh = github_double
    gh.webhook_url = receiver.url
    pull = gh.state.add_pull(REPO, 22)
    receiver.status = 503
    gh.send_webhook("pull_request", webhooks.pull_request("opened", pull, double=gh))
    receiver.status = 202
    missed = webhooks.record_missed(gh, "pull_request", webhooks.pull_request("synchronize", pull, double=gh))
    gh.send_webhook("ping", webhooks.ping(double=gh))
    jwt = jwt_for(123, gh.private_key_pem or "")
    auth = {"Authorization": f"Bearer {jwt}"}
    listed = httpx.get(f"{gh.url}/app/hook/deliveries", headers=auth).json()
    assert [(d["event"], d["status_code"]) for d in listed] == [
        ("ping", 202),
        ("pull_request", 0),
        ("pull_request", 503),
    ]
    failed = httpx.get(f"{gh.url}/app/hook/deliveries", params={"status": "failure"}, headers=auth).json()
    assert {d["id"] for d in failed} == {missed, listed[2]["id"]}
    page = httpx.get(f"{gh.url}/app/hook/deliveries", params={"per_page": 2}, headers=auth)
    assert len(page.json()) == 2
    rest = httpx.get(page.links["next"]["url"], headers=auth).json()
    assert [d["id"] for d in rest] == [listed[2]["id"]]
    detail = httpx.get(f"{gh.url}/app/hook/deliveries/{missed}", headers=auth).json()
    assert detail["request"]["payload"]["action"] == "synchronize"
    r = httpx.post(f"{gh.url}/app/hook/deliveries/{missed}/attempts", headers=auth)
    assert r.status_code == 202
    # Logged once the bot has answered: then the receiver has the request too.
    redelivered = gh.wait_for(
        lambda s: [d for d in s.delivery_log() if d.redelivery], timeout=5, what="the redelivery"
    )
    assert len(redelivered) == 1 and redelivered[0].status == "OK"
    assert redelivered[0].guid == detail["guid"]
    headers, body = receiver.received[-1]
    assert headers["X-GitHub-Delivery"] == detail["guid"]  # a redelivery keeps the GUID
    assert headers["X-Hub-Signature-256"] == webhooks.sign(body, "test-webhook-secret")
    assert json.loads(body)["action"] == "synchronize"


def test_adapted_payloads_match_the_webhook_schema(github_double: GitHubDouble) -> None:
    gh = github_double
    fork = gh.state.add_pull(REPO, 30, head_repo="someone/Megatron-Bridge", user="someone", draft=True)
    p = webhooks.pull_request("opened", fork, double=gh)
    assert p["pull_request"]["head"]["repo"]["fork"] is True
    assert p["pull_request"]["head"]["repo"]["full_name"] == "someone/Megatron-Bridge"
    assert p["pull_request"]["draft"] is True
    assert all("Codertocat/Hello-World" not in v for v in _strings(p))
    sync = webhooks.pull_request("synchronize", fork, double=gh, before="d" * 40)
    assert (sync["before"], sync["after"]) == ("d" * 40, fork.head_sha)
    comment = gh.state.add_comment(REPO, 30, "/validate ok-to-test " + fork.head_sha, user="maintainer")
    c = webhooks.issue_comment("created", comment, double=gh)
    assert c["comment"]["body"].startswith("/validate") and c["issue"]["pull_request"]["url"].endswith(
        "/pulls/30"
    )
    assert "pull_request" not in webhooks.issue_comment("created", comment, double=gh, on_pull=False)["issue"]
    edited = webhooks.issue_comment("edited", comment, double=gh, previous_body="old")
    assert edited["changes"]["body"]["from"] == "old"
    run = gh.state.check_runs()  # none yet: build one through the state
    assert run == []
    from tests.github_double.state import CheckRun

    cr = CheckRun(
        id=5,
        repo=REPO,
        suite_id=6,
        name="bridge-validate / verl",
        head_sha=fork.head_sha,
        status="completed",
        conclusion="action_required",
    )
    ra = webhooks.check_run("requested_action", cr, double=gh, identifier="rerun", pull=fork)
    assert ra["requested_action"] == {"identifier": "rerun"} and ra["check_run"]["pull_requests"] == []
    mg = webhooks.merge_group("e" * 40, "f" * 40, repo=REPO, double=gh)
    assert mg["merge_group"]["head_sha"] == "e" * 40 and mg["installation"]["id"] == 42
    inst = webhooks.installation("created", 42, "NVIDIA-NeMo", [REPO], double=gh)
    assert inst["repositories"][0]["full_name"] == REPO
    added = webhooks.installation_repositories("added", 42, "NVIDIA-NeMo", added=["NVIDIA-NeMo/Other"])
    assert added["repositories_added"][0]["name"] == "Other"
    broken = webhooks.example("pull_request", "opened")
    del broken["pull_request"]["head"]
    with pytest.raises(ValueError, match="payload invalid"):
        webhooks.check("pull_request", broken)


def _strings(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for v in node.values():
            yield from _strings(v)
    elif isinstance(node, list):
        for v in node:
            yield from _strings(v)
    elif isinstance(node, str):
        yield node


def test_githubkit_client_round_trip(github_double: GitHubDouble) -> None:
    """The client the bot uses parses the double's answers (App auth -> installation -> REST)."""
    githubkit = pytest.importorskip("githubkit")
    gh = github_double
    pull = gh.state.add_pull(REPO, 40, files=[PullFile(f"src/x{i}.py") for i in range(120)])
    app = githubkit.GitHub(githubkit.AppAuthStrategy(123, gh.private_key_pem), base_url=gh.url + "/")
    inst = app.rest.apps.get_repo_installation("NVIDIA-NeMo", "Megatron-Bridge").parsed_data
    client = app.with_auth(app.auth.as_installation(inst.id))
    assert client.rest.pulls.get("NVIDIA-NeMo", "Megatron-Bridge", 40).parsed_data.head.sha == pull.head_sha
    files = list(
        client.rest.paginate(
            client.rest.pulls.list_files,
            owner="NVIDIA-NeMo",
            repo="Megatron-Bridge",
            pull_number=40,
            per_page=100,
        )
    )
    assert len(files) == 120
    run = client.rest.checks.create(
        "NVIDIA-NeMo",
        "Megatron-Bridge",
        data={
            "name": "bridge-validate / nemo-rl",
            "head_sha": pull.head_sha,
            "status": "queued",
            "output": {"title": "Plan", "summary": "Level 0"},
        },
    ).parsed_data
    done = client.rest.checks.update(
        "NVIDIA-NeMo",
        "Megatron-Bridge",
        run.id,
        data={"conclusion": "success", "output": {"title": "Pass", "summary": "ok"}},
    ).parsed_data
    assert done.conclusion == "success"
    assert not gh.violations and not gh.rejections


def test_contents_write_and_delete(github_double: GitHubDouble, api: httpx.Client) -> None:
    import base64

    gh = github_double
    gh.allow_rejections = True
    gh.state.add_commit(REPO, "1" * 40, {"a.txt": "one\n"}, branch="main")
    put = api.put(
        f"{API}/contents/notes/b.txt", json={"message": "add", "content": base64.b64encode(b"two\n").decode()}
    )
    assert put.status_code == 201
    assert gh.state.resolve_ref(REPO, "main").files == {"a.txt": "one\n", "notes/b.txt": "two\n"}  # type: ignore[union-attr]
    stale = api.put(f"{API}/contents/a.txt", json={"message": "m", "content": "eA==", "sha": "0" * 40})
    assert stale.status_code == 409
    sha = put.json()["content"]["sha"]
    gone = api.request("DELETE", f"{API}/contents/notes/b.txt", json={"message": "rm", "sha": sha})
    assert gone.status_code == 200 and gone.json()["content"] is None
    assert "notes/b.txt" not in gh.state.resolve_ref(REPO, "main").files  # type: ignore[union-attr]


def test_wait_for_polls_the_state(github_double: GitHubDouble, api: httpx.Client) -> None:
    gh = github_double
    threading.Timer(0.1, lambda: api.post(f"{API}/check-runs", json=check_run_body())).start()
    runs = gh.wait_for(lambda s: s.check_runs(head_sha=SHA), timeout=5, what="a check run")
    assert runs[0].name == "bridge-validate / nemo-rl"
    with pytest.raises(TimeoutError, match="never"):
        gh.wait_for(lambda s: None, timeout=0.1, what="never")


def test_hooks_and_plain_issues(github_double: GitHubDouble, api: httpx.Client) -> None:
    gh = github_double
    gh.state.add_workflow(REPO, ".github/workflows/validate.yml", "validate")
    started: list[int] = []
    gh.on("workflow_dispatch", started.append)
    r = api.post(
        f"{API}/actions/workflows/validate.yml/dispatches", json={"ref": "main", "return_run_details": True}
    )
    gh.wait_for(lambda s: started, timeout=5, what="the dispatch hook")
    assert started == [r.json()["workflow_run_id"]]
    gh.state.add_issue(REPO, 50)
    assert api.post(f"{API}/issues/50/comments", json={"body": "on an issue"}).status_code == 201
    assert api.get(f"{API}/pulls/50").status_code == 404
    assert api.post(f"{API}/issues/51/comments", json={"body": "nowhere"}).status_code == 404
