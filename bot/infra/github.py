"""Everything the bot says to GitHub goes through here, and so does all the robustness:

- App auth via githubkit (JWT for `/app/...`, installation tokens for repositories). Installation tokens
  are cached per installation until `token_refresh_margin_s` before they expire; a 401 drops the cached
  token and retries once.
- Retries with exponential backoff and jitter on 5xx, timeouts and dropped connections; secondary (and
  primary) rate limits wait what GitHub asks (`Retry-After`, `x-ratelimit-reset`), up to `max_wait_s`.
  githubkit's own retry is off so there is exactly one policy.
- Writes that are not idempotent are never retried blindly: a POST whose answer was lost raises
  `AmbiguousWrite`, and the caller looks before it writes again. `create_check_run` does that, so one
  name on one SHA never gets two check runs.
- Responses are parsed into the narrow models below; handlers never see raw JSON.

Handlers talk to the `RepoClient` protocol (one installation's view), so replay and tests can swap in
a client that prints writes instead of sending them.
"""

from __future__ import annotations

import asyncio
import base64
import random
import re
import time
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any, Protocol
from urllib.parse import parse_qs, quote, urlparse

import httpx
from githubkit import AppAuthStrategy, GitHub, TokenAuthStrategy
from githubkit.cache import MemCacheStrategy
from githubkit.exception import RateLimitExceeded, RequestError, RequestFailed, RequestTimeout
from pydantic import BaseModel, ConfigDict, Field

from bot.core.models import ChangedFile
from bot.infra import metrics
from bot.infra.logging import get_logger, register_secret, scrub_data

log = get_logger("bridge_validate.github")

PULL_FILES_PAGE = 100
PULL_FILES_CAP = 3000  # GitHub lists at most 3000 files of a PR
COMPARE_FILES_CAP = 300  # and at most 300 of a comparison

_REPO = re.compile(r"^[A-Za-z0-9_.-]{1,100}/[A-Za-z0-9_.-]{1,100}$")
_SHA = re.compile(r"^[0-9a-f]{40}$")
# GitHub logins (and `<app>[bot]` accounts): checked before one goes into a URL path.
_LOGIN = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$")


# ------------------------------------------------------------------------------------------ errors


class GitHubError(Exception):
    """GitHub refused the request (4xx other than rate limits): retrying will not help."""

    def __init__(self, status: int, message: str, method: str = "", path: str = "") -> None:
        self.status = status
        self.message = message
        super().__init__(f"{method} {path}: HTTP {status}: {message}".strip())


class GitHubUnavailable(Exception):
    """GitHub kept failing (5xx, timeouts, rate limits) past our retry budget; try the work again later
    (`retry_after`: not before this many seconds, when GitHub said so)."""

    def __init__(self, message: str, retry_after: float = 0.0) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class AmbiguousWrite(Exception):
    """A non-idempotent write got no clear answer: it may or may not have taken effect."""


# ------------------------------------------------------------------------------------------ models


class _GH(BaseModel):
    model_config = ConfigDict(extra="ignore")


class PullRequest(_GH):
    number: int
    state: str = "open"
    draft: bool = False
    title: str = ""
    author: str | None = None
    head_sha: str
    head_ref: str = ""
    head_repo: str | None = None
    base_sha: str | None = None
    base_ref: str = ""
    base_repo: str | None = None
    changed_files: int | None = None

    @property
    def from_fork(self) -> bool:
        return self.head_repo is not None and self.base_repo is not None and self.head_repo != self.base_repo

    @classmethod
    def from_api(cls, data: dict[str, Any]) -> PullRequest:
        head = data.get("head") or {}
        base = data.get("base") or {}
        return cls(
            number=data["number"],
            state=data.get("state", "open"),
            draft=bool(data.get("draft")),
            title=data.get("title") or "",
            author=(data.get("user") or {}).get("login"),
            head_sha=head.get("sha", ""),
            head_ref=head.get("ref", ""),
            head_repo=(head.get("repo") or {}).get("full_name"),
            base_sha=base.get("sha"),
            base_ref=base.get("ref", ""),
            base_repo=(base.get("repo") or {}).get("full_name"),
            changed_files=data.get("changed_files"),
        )


class FileListing(_GH):
    files: list[ChangedFile]
    truncated: bool = False
    patches_missing: list[str] = Field(default_factory=list)
    expected: int | None = None

    def notes(self) -> list[str]:
        out = []
        if self.truncated:
            exp = f" of {self.expected}" if self.expected else ""
            out.append(f"GitHub listed only {len(self.files)}{exp} changed files; the plan is the conservative one.")
        if self.patches_missing:
            shown = ", ".join(f"`{p}`" for p in self.patches_missing[:5])
            more = f" and {len(self.patches_missing) - 5} more" if len(self.patches_missing) > 5 else ""
            out.append(
                f"GitHub omitted the diff of {shown}{more} (too large); content rules could not "
                "read them, so the plan is the conservative one for those files."
            )
        return out


class CheckRun(_GH):
    id: int
    name: str
    head_sha: str
    status: str
    conclusion: str | None = None
    external_id: str | None = None
    app_id: int | None = None
    details_url: str | None = None
    pull_requests: list[int] = Field(default_factory=list)

    @classmethod
    def from_api(cls, data: dict[str, Any]) -> CheckRun:
        return cls(
            id=data["id"],
            name=data["name"],
            head_sha=data["head_sha"],
            status=data["status"],
            conclusion=data.get("conclusion"),
            external_id=data.get("external_id"),
            app_id=(data.get("app") or {}).get("id"),
            details_url=data.get("details_url"),
            pull_requests=[p["number"] for p in data.get("pull_requests") or [] if "number" in p],
        )


class CollaboratorPermission(_GH):
    """`GET /repos/{o}/{r}/collaborators/{user}/permission`: GitHub's coarse `permission` (admin, write, read,
    none; maintain reads as write and triage as read), the exact `role_name`, and the boolean flags."""

    user: str
    permission: str = "none"
    role_name: str = ""
    admin: bool = False
    maintain: bool = False
    push: bool = False

    @classmethod
    def from_api(cls, user: str, data: dict[str, Any]) -> CollaboratorPermission:
        flags = (data.get("user") or {}).get("permissions") or {}
        return cls(
            user=user,
            permission=str(data.get("permission") or "none"),
            role_name=str(data.get("role_name") or ""),
            admin=bool(flags.get("admin")),
            maintain=bool(flags.get("maintain")),
            push=bool(flags.get("push")),
        )


class IssueComment(_GH):
    id: int
    body: str = ""
    user: str = ""
    user_type: str = "User"

    @classmethod
    def from_api(cls, data: dict[str, Any]) -> IssueComment:
        user = data.get("user") or {}
        return cls(
            id=data["id"],
            body=data.get("body") or "",
            user=user.get("login") or "",
            user_type=user.get("type") or "User",
        )


class HookDelivery(_GH):
    id: int
    guid: str
    delivered_at: datetime
    redelivery: bool = False
    status: str = ""
    status_code: int = 0
    event: str = ""
    action: str | None = None
    installation_id: int | None = None

    @property
    def ok(self) -> bool:
        return 200 <= self.status_code < 300


class Tree(_GH):
    sha: str
    entries: dict[str, str]  # top-level path -> object SHA
    truncated: bool = False


# ------------------------------------------------------------------------------------------ interfaces


class RepoClient(Protocol):
    """What handlers may ask of GitHub for one installation."""

    async def get_pull(self, repo: str, number: int) -> PullRequest: ...

    async def list_pull_files(self, repo: str, number: int, expected: int | None = None) -> FileListing: ...

    async def compare(self, repo: str, base: str, head: str) -> FileListing: ...

    async def merge_base(self, repo: str, base: str, head: str) -> str: ...

    async def get_tree(self, repo: str, sha: str) -> Tree: ...

    async def get_file_text(self, repo: str, path: str, ref: str) -> str | None: ...

    async def list_check_runs(self, repo: str, ref: str, name: str | None = None) -> list[CheckRun]: ...

    async def create_check_run(self, repo: str, body: dict[str, Any]) -> CheckRun: ...

    async def update_check_run(
        self, repo: str, check_run_id: int, body: dict[str, Any], at_most_once: bool = False
    ) -> CheckRun | None: ...

    async def get_permission(self, repo: str, user: str) -> CollaboratorPermission: ...

    async def list_issue_comments(self, repo: str, number: int, since: str | None = None) -> list[IssueComment]: ...

    async def create_issue_comment(self, repo: str, number: int, body: str) -> IssueComment: ...

    async def add_reaction(self, repo: str, comment_id: int, content: str) -> None: ...


def _split(repo: str) -> tuple[str, str]:
    if not _REPO.match(repo):
        raise ValueError(f"not an owner/name repository: {repo!r}")
    owner, name = repo.split("/", 1)
    return owner, name


def _next_link(resp: httpx.Response) -> str | None:
    link = resp.headers.get("link", "")
    for part in link.split(","):
        m = re.search(r'<([^>]+)>\s*;\s*rel="next"', part)
        if m:
            return m.group(1)
    return None


def file_from_api(data: dict[str, Any]) -> ChangedFile:
    status = data.get("status", "modified")
    patch = data.get("patch")
    changes = int(data.get("changes") or 0)
    return ChangedFile(
        path=data["filename"],
        status=status,
        previous_path=data.get("previous_filename"),
        patch=patch,
        # GitHub gives binary files neither a patch nor a line count.
        binary=patch is None and changes == 0 and status in ("added", "modified", "removed", "changed"),
    )


def listing_from_api(items: list[dict[str, Any]], cap: int, expected: int | None) -> FileListing:
    files = [file_from_api(f) for f in items]
    missing = [f["filename"] for f in items if f.get("patch") is None and int(f.get("changes") or 0) > 0]
    truncated = len(files) >= cap or (expected is not None and len(files) < expected)
    return FileListing(files=files, truncated=truncated, patches_missing=missing, expected=expected)


# ------------------------------------------------------------------------------------------ transport


class _SharedTransport(httpx.AsyncBaseTransport):
    """One connection pool for every githubkit client (githubkit closes its client after each call)."""

    def __init__(self) -> None:
        self._inner = httpx.AsyncHTTPTransport(retries=0)

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        return await self._inner.handle_async_request(request)

    async def aclose(self) -> None:  # the clients' close must not close the shared pool
        return None

    async def close_pool(self) -> None:
        await self._inner.aclose()


Sleep = Callable[[float], Awaitable[None]]


class GitHubApp:
    """The App's connection to GitHub (api.github.com, an Enterprise server, or the test double)."""

    def __init__(
        self,
        *,
        base_url: str,
        app_id: int,
        private_key: str,
        timeout_s: float = 10.0,
        max_retries: int = 5,
        backoff_s: float = 0.5,
        max_wait_s: float = 120.0,
        refresh_margin_s: float = 300.0,
        sleep: Sleep = asyncio.sleep,
        clock: Callable[[], float] = time.time,
    ) -> None:
        register_secret(private_key)
        self.base_url = base_url.rstrip("/")
        self.app_id = app_id
        self.timeout_s = timeout_s
        self.max_retries = max_retries
        self.backoff_s = backoff_s
        self.max_wait_s = max_wait_s
        self.refresh_margin_s = refresh_margin_s
        self._sleep = sleep
        self._clock = clock
        self._transport = _SharedTransport()
        self._app = self._client(AppAuthStrategy(str(app_id), private_key))
        self._tokens: dict[int, tuple[str, float, GitHub[Any]]] = {}
        self._token_locks: dict[int, asyncio.Lock] = {}
        self.token_fetches = 0

    def _client(self, auth: Any) -> GitHub[Any]:
        return GitHub(
            auth,
            base_url=self.base_url,
            timeout=httpx.Timeout(self.timeout_s),
            auto_retry=False,
            http_cache=False,
            async_transport=self._transport,
            cache_strategy=MemCacheStrategy(),
            user_agent="bridge-validate",
        )

    async def aclose(self) -> None:
        await self._transport.close_pool()

    def for_installation(self, installation_id: int) -> InstallationClient:
        return InstallationClient(self, installation_id)

    # -- tokens

    async def _installation_client(self, installation_id: int) -> GitHub[Any]:
        cached = self._tokens.get(installation_id)
        if cached and cached[1] - self.refresh_margin_s > self._clock():
            return cached[2]
        lock = self._token_locks.setdefault(installation_id, asyncio.Lock())
        async with lock:
            cached = self._tokens.get(installation_id)
            if cached and cached[1] - self.refresh_margin_s > self._clock():
                return cached[2]
            # A second token after a lost answer costs nothing: safe to retry like a read.
            resp = await self.request(
                "POST", f"/app/installations/{int(installation_id)}/access_tokens", idempotent=True
            )
            data = resp.json()
            token = str(data["token"])
            register_secret(token)
            expires = datetime.fromisoformat(str(data["expires_at"]).replace("Z", "+00:00")).timestamp()
            client = self._client(TokenAuthStrategy(token))
            self._tokens[installation_id] = (token, expires, client)
            self.token_fetches += 1
            log.info(
                "github.token.minted",
                installation_id=installation_id,
                expires_in_s=round(expires - self._clock()),
            )
            return client

    def _drop_token(self, installation_id: int) -> None:
        self._tokens.pop(installation_id, None)

    # -- the one request path

    def _backoff(self, attempt: int) -> float:
        base = self.backoff_s * (2 ** max(0, attempt - 1))
        return min(base, 30.0) * (0.5 + random.random() / 2)  # noqa: S311 - jitter, not crypto

    async def request(
        self,
        method: str,
        path: str,
        *,
        installation_id: int | None = None,
        params: dict[str, Any] | None = None,
        json: Any = None,
        idempotent: bool | None = None,
    ) -> httpx.Response:
        """Send one REST call with the retry policy; returns the (2xx) response."""
        if idempotent is None:
            idempotent = method.upper() in ("GET", "HEAD", "PUT", "DELETE", "PATCH")
        if json is not None:
            # The last gate before anything reaches GitHub (check runs and comments are public on a public
            # repository): no registered secret and no token-shaped string leaves, whatever produced the body.
            json = scrub_data(json)
        attempt = 0
        reauthed = False
        route = re.sub(r"/\d+", "/{n}", path.split("?")[0])
        while True:
            gh = self._app if installation_id is None else await self._installation_client(installation_id)
            wait: float | None = None
            try:
                resp = await gh.arequest(method, path.lstrip("/"), params=params, json=json)
                metrics.GITHUB_REQUESTS.labels(method=method, status=str(resp.status_code)).inc()
                return resp.raw_response
            except RateLimitExceeded as exc:
                # Nothing was written: safe to repeat any request after the wait GitHub asked for.
                wait = max(exc.retry_after.total_seconds(), 0.0)
                kind = "rate_limit"
                self._count(method, exc.response.status_code, kind)
            except RequestFailed as exc:
                status = exc.response.status_code
                message = _message(exc.response.raw_response)
                if status == 401 and installation_id is not None and not reauthed:
                    self._count(method, status, "unauthorized")
                    self._drop_token(installation_id)
                    reauthed = True
                    continue
                if status == 403 and "secondary rate limit" in message.lower():
                    wait, kind = 60.0, "rate_limit"
                    self._count(method, status, kind)
                elif status >= 500:
                    kind = "server"
                    self._count(method, status, kind)
                    if not idempotent:
                        raise AmbiguousWrite(f"{method} {route}: HTTP {status}") from None
                else:
                    self._count(method, status, "client")
                    raise GitHubError(status, message, method, route) from None
            except RequestTimeout:
                kind = "timeout"
                self._count(method, 0, kind)
                if not idempotent:
                    raise AmbiguousWrite(f"{method} {route}: timed out") from None
            except RequestError as exc:
                kind = "network"
                self._count(method, 0, kind)
                if not idempotent:
                    raise AmbiguousWrite(f"{method} {route}: {type(exc.exc).__name__}") from None
            attempt += 1
            delay = wait if wait is not None else self._backoff(attempt)
            if attempt > self.max_retries or delay > self.max_wait_s:
                raise GitHubUnavailable(
                    f"{method} {route}: gave up after {attempt} tries ({kind})", retry_after=wait or 0.0
                )
            log.warning("github.retry", method=method, route=route, kind=kind, attempt=attempt, wait_s=round(delay, 2))
            await self._sleep(delay)

    def _count(self, method: str, status: int, kind: str) -> None:
        metrics.GITHUB_REQUESTS.labels(method=method, status=str(status)).inc()
        metrics.GITHUB_ERRORS.labels(kind=kind).inc()

    # -- App-level calls

    async def list_hook_deliveries(self, since: float, max_pages: int = 20) -> list[HookDelivery]:
        """Recent deliveries of the App's webhook, newest first, back to `since` (epoch seconds)."""
        out: list[HookDelivery] = []
        params: dict[str, Any] = {"per_page": 100}
        for _ in range(max_pages):
            resp = await self.request("GET", "/app/hook/deliveries", params=params)
            page = [HookDelivery.model_validate(d) for d in resp.json()]
            out.extend(page)
            nxt = _next_link(resp)
            if not page or nxt is None or min(d.delivered_at.timestamp() for d in page) < since:
                break
            cursor = parse_qs(urlparse(nxt).query).get("cursor")
            if not cursor:
                break
            params = {"per_page": 100, "cursor": cursor[0]}
        return [d for d in out if d.delivered_at.timestamp() >= since]

    async def redeliver(self, hook_delivery_id: int) -> None:
        # Asking twice only makes GitHub send a copy we drop as a duplicate: safe to retry.
        await self.request("POST", f"/app/hook/deliveries/{int(hook_delivery_id)}/attempts", idempotent=True)


def _message(resp: httpx.Response) -> str:
    try:
        data = resp.json()
    except ValueError:
        return resp.text[:200]
    if isinstance(data, dict):
        return str(data.get("message", ""))[:500]
    return ""


class InstallationClient:
    """`RepoClient` over the REST API, as one installation."""

    def __init__(self, app: GitHubApp, installation_id: int) -> None:
        self.app = app
        self.installation_id = installation_id

    async def _req(self, method: str, path: str, **kw: Any) -> httpx.Response:
        return await self.app.request(method, path, installation_id=self.installation_id, **kw)

    async def get_pull(self, repo: str, number: int) -> PullRequest:
        o, r = _split(repo)
        resp = await self._req("GET", f"/repos/{o}/{r}/pulls/{int(number)}")
        return PullRequest.from_api(resp.json())

    async def list_pull_files(self, repo: str, number: int, expected: int | None = None) -> FileListing:
        o, r = _split(repo)
        items: list[dict[str, Any]] = []
        for page in range(1, PULL_FILES_CAP // PULL_FILES_PAGE + 1):
            resp = await self._req(
                "GET",
                f"/repos/{o}/{r}/pulls/{int(number)}/files",
                params={"per_page": PULL_FILES_PAGE, "page": page},
            )
            chunk = resp.json()
            items.extend(chunk)
            if len(chunk) < PULL_FILES_PAGE:
                break
        return listing_from_api(items, PULL_FILES_CAP, expected)

    async def compare(self, repo: str, base: str, head: str) -> FileListing:
        o, r = _split(repo)
        if not (_SHA.match(base) and _SHA.match(head)):
            raise ValueError("compare takes two full commit SHAs")
        resp = await self._req("GET", f"/repos/{o}/{r}/compare/{base}...{head}")
        return listing_from_api(resp.json().get("files") or [], COMPARE_FILES_CAP, None)

    async def merge_base(self, repo: str, base: str, head: str) -> str:
        """The merge base of `base` and `head` (compare API's `merge_base_commit`): the commit of the base
        branch the PR's changes start from."""
        o, r = _split(repo)
        if not (_SHA.match(base) and _SHA.match(head)):
            raise ValueError("merge_base takes two full commit SHAs")
        # Only the merge base is wanted: one commit per page keeps the answer small.
        resp = await self._req("GET", f"/repos/{o}/{r}/compare/{base}...{head}", params={"per_page": 1})
        sha = str((resp.json().get("merge_base_commit") or {}).get("sha") or "")
        if not _SHA.match(sha):
            raise GitHubError(502, "compare returned no merge_base_commit", "GET", f"/repos/{repo}/compare")
        return sha

    async def get_file_text(self, repo: str, path: str, ref: str) -> str | None:
        """A file's text at a commit (contents API); None when absent, not a file, too large or not UTF-8."""
        o, r = _split(repo)
        if not _SHA.match(ref):
            raise ValueError("get_file_text takes a full commit SHA")
        try:
            resp = await self._req("GET", f"/repos/{o}/{r}/contents/{quote(path)}", params={"ref": ref})
        except GitHubError:
            return None
        data = resp.json()
        if not isinstance(data, dict) or data.get("type") != "file" or data.get("encoding") != "base64":
            return None
        try:
            return base64.b64decode(data.get("content") or "").decode("utf-8")
        except (ValueError, UnicodeDecodeError):
            return None

    async def get_tree(self, repo: str, sha: str) -> Tree:
        o, r = _split(repo)
        resp = await self._req("GET", f"/repos/{o}/{r}/git/trees/{quote(sha, safe='')}")
        data = resp.json()
        return Tree(
            sha=data["sha"],
            entries={e["path"]: e["sha"] for e in data.get("tree") or []},
            truncated=bool(data.get("truncated")),
        )

    async def list_check_runs(self, repo: str, ref: str, name: str | None = None) -> list[CheckRun]:
        o, r = _split(repo)
        params: dict[str, Any] = {"filter": "all", "per_page": 100, "app_id": self.app.app_id}
        if name:
            params["check_name"] = name
        runs: list[CheckRun] = []
        for page in range(1, 11):
            params["page"] = page
            resp = await self._req("GET", f"/repos/{o}/{r}/commits/{quote(ref, safe='')}/check-runs", params=params)
            chunk = resp.json().get("check_runs") or []
            runs.extend(CheckRun.from_api(c) for c in chunk)
            if len(chunk) < 100:
                break
        return [c for c in runs if c.app_id in (None, self.app.app_id)]

    async def create_check_run(self, repo: str, body: dict[str, Any]) -> CheckRun:
        """Create a check run, or adopt ours already on that SHA with that name. Never makes two."""
        o, r = _split(repo)
        attempt = 0
        while True:
            existing = [
                c
                for c in await self.list_check_runs(repo, body["head_sha"], body["name"])
                if c.head_sha == body["head_sha"]
            ]
            if body.get("external_id"):
                # A re-run of the commit is a new check run (GitHub shows the newest of a name): adopt only
                # the one this very request made, never an earlier attempt's.
                existing = [c for c in existing if c.external_id == body["external_id"]]
            if existing:
                same = [c for c in existing if c.external_id == body.get("external_id")]
                found = (same or existing)[0]
                log.info(
                    "github.check_run.adopted",
                    check_run_id=found.id,
                    name=found.name,
                    same_external_id=bool(same),
                )
                return found
            try:
                resp = await self._req("POST", f"/repos/{o}/{r}/check-runs", json=body, idempotent=False)
                return CheckRun.from_api(resp.json())
            except AmbiguousWrite as exc:
                attempt += 1
                if attempt > self.app.max_retries:
                    raise GitHubUnavailable(str(exc)) from None
                log.warning("github.check_run.ambiguous_create", error=str(exc), attempt=attempt)
                await self.app._sleep(self.app._backoff(attempt))

    async def get_permission(self, repo: str, user: str) -> CollaboratorPermission:
        """The user's permission on the repository; a user GitHub does not know has none."""
        o, r = _split(repo)
        if not _LOGIN.match(user):
            return CollaboratorPermission(user=user)
        try:
            resp = await self._req("GET", f"/repos/{o}/{r}/collaborators/{quote(user, safe='')}/permission")
        except GitHubError as exc:
            if exc.status == 404:
                return CollaboratorPermission(user=user)
            raise
        return CollaboratorPermission.from_api(user, resp.json())

    async def list_issue_comments(self, repo: str, number: int, since: str | None = None) -> list[IssueComment]:
        o, r = _split(repo)
        params: dict[str, Any] = {"per_page": 100}
        if since:
            params["since"] = since
        out: list[IssueComment] = []
        for page in range(1, 11):
            params["page"] = page
            resp = await self._req("GET", f"/repos/{o}/{r}/issues/{int(number)}/comments", params=params)
            chunk = resp.json()
            out.extend(IssueComment.from_api(c) for c in chunk)
            if len(chunk) < 100:
                break
        return out

    async def create_issue_comment(self, repo: str, number: int, body: str) -> IssueComment:
        """Post a comment. Not retried after a lost answer (AmbiguousWrite): callers look before posting again."""
        o, r = _split(repo)
        resp = await self._req(
            "POST", f"/repos/{o}/{r}/issues/{int(number)}/comments", json={"body": body}, idempotent=False
        )
        return IssueComment.from_api(resp.json())

    async def add_reaction(self, repo: str, comment_id: int, content: str) -> None:
        # GitHub answers 200 for a reaction the App already left: safe to repeat.
        o, r = _split(repo)
        await self._req(
            "POST",
            f"/repos/{o}/{r}/issues/comments/{int(comment_id)}/reactions",
            json={"content": content},
            idempotent=True,
        )

    async def update_check_run(
        self, repo: str, check_run_id: int, body: dict[str, Any], at_most_once: bool = False
    ) -> CheckRun | None:
        """PATCH a check run. `at_most_once` (annotation batches, which GitHub appends): a lost answer is
        not repeated, so a batch is never shown twice."""
        o, r = _split(repo)
        try:
            resp = await self._req(
                "PATCH",
                f"/repos/{o}/{r}/check-runs/{int(check_run_id)}",
                json=body,
                idempotent=not at_most_once,
            )
        except AmbiguousWrite as exc:
            log.warning("github.check_run.ambiguous_update", check_run_id=check_run_id, error=str(exc))
            return None
        return CheckRun.from_api(resp.json())
