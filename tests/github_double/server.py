"""The GitHub double's HTTP server: a real uvicorn server on 127.0.0.1 in a background thread.

Every request is checked against GitHub's OpenAPI description (path, method, path and query
parameters, JSON body) and rejected GitHub-style when it does not match; every answer is checked
against the same description before it leaves, and an answer that does not match is a contract
violation that fails the test (``GitHubDouble.assert_clean``, called by the fixture).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, TypeVar
from urllib.parse import parse_qsl, unquote

import jwt
import uvicorn
from cryptography.hazmat.primitives import serialization

from .faults import (
    PRIMARY_RATE_LIMIT_DOCS,
    SECONDARY_RATE_LIMIT_DOCS,
    SECONDARY_RATE_LIMIT_MESSAGE,
    Fault,
    Faults,
)
from .handlers import Call, GitHubError, Handlers, Reply
from .openapi import DOCS, Operation, description, fill, first_error
from .state import App, Delivery, GitHubState, utcnow

# Operations GitHub authenticates with the App's JWT; every other one takes an installation token.
JWT_OPERATIONS = frozenset(
    {
        "apps/get-authenticated",
        "apps/create-installation-access-token",
        "apps/get-repo-installation",
        "apps/list-webhook-deliveries",
        "apps/get-webhook-delivery",
        "apps/redeliver-webhook-delivery",
    }
)
API_VERSIONS = ("2022-11-28", "2026-03-10")
DEFAULT_API_VERSION = "2022-11-28"
JWT_MAX_LIFETIME_S = 600
CLOCK_SKEW_S = 60


T = TypeVar("T")


class ContractViolation(AssertionError):
    """The double answered something GitHub's description does not allow (a bug in the double)."""


@dataclass
class LoggedRequest:
    method: str
    path: str
    query: dict[str, str]
    json: Any
    headers: dict[str, str]
    status: int = 0
    operation_id: str | None = None
    fault: str | None = None
    rejected: str | None = None
    at: float = field(default_factory=time.time)


_LOGGED_HEADERS = ("accept", "content-type", "user-agent", "x-github-api-version")


class _QuickServer(uvicorn.Server):
    """uvicorn, minus its 0.1 s polling and shutdown pauses: tests start and stop many doubles."""

    async def main_loop(self) -> None:
        ticks = 0
        while not await self.on_tick(0 if ticks % 100 == 0 else 1):  # date header refreshed ~1/s
            ticks += 1
            await asyncio.sleep(0.01)

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        for server in self.servers:
            server.close()
        for sock in sockets or []:
            sock.close()
        for connection in list(self.server_state.connections):
            connection.shutdown()
        await asyncio.sleep(0.01)
        for connection in list(self.server_state.connections):
            transport = getattr(connection, "transport", None)
            if transport is not None:
                transport.abort()


class GitHubDouble:
    """A stateful GitHub REST double. Use ``GitHubDouble.start(...)`` as a context manager."""

    def __init__(
        self,
        *,
        app_id: int = 123,
        app_public_key_pem: str | None = None,
        webhook_secret: str | None = None,
        app_slug: str = "bridge-validate",
        app_name: str = "bridge-validate",
        app_owner: str = "NVIDIA-NeMo",
        webhook_url: str | None = None,
    ) -> None:
        self.state = GitHubState(
            App(
                id=app_id,
                slug=app_slug,
                name=app_name,
                owner=app_owner,
                public_key_pem=app_public_key_pem,
                webhook_secret=webhook_secret,
            )
        )
        self.faults = Faults()
        self.requests: list[LoggedRequest] = []
        self.violations: list[str] = []
        self.rejections: list[str] = []
        # Where webhooks (and redeliveries) go: the bot's `POST /webhook` URL.
        self.webhook_url = webhook_url
        # Test hooks, called in a background thread with the record's id after the answer is decided:
        # "workflow_dispatch" / "workflow_cancel" (WorkflowRun id), "check_run_rerequest" (CheckRun id),
        # "check_suite_rerequest" (CheckSuite id).
        self.hooks: dict[str, list[Callable[[int], None]]] = {}
        self.allow_rejections = False
        self.url = ""
        # Filled by the `github_double` fixture for convenience.
        self.repo = ""
        self.installation_id = 0
        self.private_key_pem: str | None = None
        self._server: _QuickServer | None = None
        self._thread: threading.Thread | None = None
        self._handlers: Handlers | None = None
        self._ratelimit_used = 0
        self._log_lock = threading.Lock()

    # ---- lifecycle -----------------------------------------------------------------------------

    @classmethod
    @contextlib.contextmanager
    def start(cls, **kwargs: Any) -> Iterator[GitHubDouble]:
        double = cls(**kwargs)
        double.serve()
        try:
            yield double
        finally:
            double.close()

    def serve(self) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{port}"
        self._handlers = Handlers(self.state, self.url, notify=self._notify)
        config = uvicorn.Config(
            self._asgi,
            interface="asgi3",
            log_level="warning",
            lifespan="off",
            access_log=False,
            proxy_headers=False,
            server_header=False,
            date_header=True,
            timeout_graceful_shutdown=1,
        )
        self._server = _QuickServer(config)
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [sock]}, name="github-double", daemon=True
        )
        self._thread.start()
        deadline = time.monotonic() + 10
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("the GitHub double did not start")
            time.sleep(0.005)

    def close(self) -> None:
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=10)
        self._server = None
        self._thread = None

    def assert_clean(self) -> None:
        """Fail when the double broke GitHub's contract, or (unless allowed) the client did."""
        if self.violations:
            raise ContractViolation("GitHub double answered off-contract:\n" + "\n".join(self.violations))
        if self.rejections and not self.allow_rejections:
            raise ContractViolation("requests GitHub would reject:\n" + "\n".join(self.rejections))

    # ---- convenience for tests -----------------------------------------------------------------

    def wait_for(
        self, condition: Callable[[GitHubState], T | None], timeout: float = 10.0, what: str = "condition"
    ) -> T:
        """Poll ``condition(state)`` (under the state lock) until it returns something truthy; return it.

        For end-to-end tests: ``gh.wait_for(lambda s: len(s.check_runs(head_sha=sha)) == 2 or None)``.
        """
        deadline = time.monotonic() + timeout
        while True:
            with self.state.lock:
                value = condition(self.state)
            if value:
                return value
            if time.monotonic() > deadline:
                raise TimeoutError(f"GitHub double: {what} not reached within {timeout} s")
            time.sleep(0.02)

    def requests_to(self, method: str, operation_id: str) -> list[LoggedRequest]:
        with self._log_lock:
            return [r for r in self.requests if r.method == method.upper() and r.operation_id == operation_id]

    def send_webhook(
        self,
        event: str,
        payload: dict[str, Any],
        *,
        url: str | None = None,
        guid: str | None = None,
        secret: str | None = None,
        timeout: float = 10.0,
    ) -> Any:
        """Deliver a webhook over HTTP as GitHub does and record it in the delivery log."""
        from .webhooks import deliver

        target = url or self.webhook_url
        if target is None:
            raise ValueError("no webhook URL: pass url= or set double.webhook_url")
        return deliver(self, target, event, payload, guid=guid, secret=secret, timeout=timeout)

    def on(self, event: str, callback: Callable[[int], None]) -> None:
        """Run ``callback(record_id)`` when ``event`` happens (see ``hooks``): e.g. start a runner."""
        self.hooks.setdefault(event, []).append(callback)

    # ---- notifications and redelivery ------------------------------------------------------------

    def _notify(self, event: str, record_id: Any) -> None:
        # Called under the state lock: the work runs in a thread, after the handler has returned.
        if event == "redeliver":
            if self.webhook_url is not None:  # GitHub redelivers asynchronously after answering 202
                threading.Thread(target=self._redeliver, args=(record_id,), daemon=True).start()
            return
        for callback in self.hooks.get(event, []):
            threading.Thread(target=callback, args=(record_id,), daemon=True).start()

    def _redeliver(self, delivery_id: int) -> None:
        from .webhooks import deliver

        with self.state.lock:
            original = self.state.deliveries.get(delivery_id)
        if original is None or self.webhook_url is None:
            return
        deliver(self, self.webhook_url, original.event, original.payload, guid=original.guid, redelivery=True)

    # ---- the ASGI app --------------------------------------------------------------------------

    async def _asgi(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        chunks = []
        while True:
            message = await receive()
            chunks.append(message.get("body", b""))
            if not message.get("more_body"):
                break
        raw = b"".join(chunks)
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        path = scope.get("raw_path", scope["path"].encode()).decode("latin-1").split("?", 1)[0]
        query_pairs = parse_qsl(scope.get("query_string", b"").decode("latin-1"), keep_blank_values=True)
        entry = LoggedRequest(
            method=scope["method"],
            path=unquote(path),
            query=dict(query_pairs),
            json=_try_json(raw),
            headers={k: headers[k] for k in _LOGGED_HEADERS if k in headers},
        )
        with self._log_lock:
            self.requests.append(entry)
        try:
            reply, delay, drop = await self._process(entry, scope["method"], path, query_pairs, raw, headers)
        except Exception as exc:  # a bug in the double: loud, never a silent 500
            self.violations.append(f"{entry.method} {entry.path}: double crashed: {exc!r}")
            reply, delay, drop = (
                Reply(500, {"message": f"GitHub double crashed: {exc!r}", "documentation_url": DOCS}),
                0.0,
                False,
            )
        entry.status = reply.status
        if isinstance(delay, Fault):
            await _held(delay)
        elif delay:
            await asyncio.sleep(delay)
        if drop:
            entry.status = 0
            await self._abort(scope)
            return
        body = b"" if reply.body is None else json.dumps(reply.body).encode()
        out_headers = {**self._common_headers(), **reply.headers}
        if reply.body is not None:
            out_headers["content-type"] = "application/json; charset=utf-8"
        await send(
            {
                "type": "http.response.start",
                "status": reply.status,
                "headers": [(k.lower().encode(), str(v).encode()) for k, v in out_headers.items()],
            }
        )
        await send({"type": "http.response.body", "body": body})

    async def _abort(self, scope: dict[str, Any]) -> None:
        server = self._server
        if server is not None:
            for conn in list(server.server_state.connections):
                cycle = getattr(conn, "cycle", None)
                if cycle is not None and cycle.scope is scope:
                    conn.transport.abort()
        for _ in range(5):  # let uvicorn see the connection gone, so it sends nothing
            await asyncio.sleep(0)

    def _common_headers(self) -> dict[str, str]:
        self._ratelimit_used += 1
        reset = int(time.time()) + 3600
        return {
            "x-github-request-id": uuid.uuid4().hex[:8].upper() + ":" + uuid.uuid4().hex[:8].upper(),
            "x-github-api-version-selected": DEFAULT_API_VERSION,
            "x-github-media-type": "github.v3; format=json",
            "x-ratelimit-limit": "5000",
            "x-ratelimit-remaining": str(max(0, 5000 - self._ratelimit_used)),
            "x-ratelimit-used": str(self._ratelimit_used),
            "x-ratelimit-reset": str(reset),
            "x-ratelimit-resource": "core",
        }

    def _reject(self, entry: LoggedRequest, error: GitHubError) -> GitHubError:
        entry.rejected = error.message
        self.rejections.append(f"{entry.method} {entry.path}: {error.status} {error.message}")
        return error

    async def _process(
        self,
        entry: LoggedRequest,
        method: str,
        raw_path: str,
        query_pairs: list[tuple[str, str]],
        raw: bytes,
        headers: dict[str, str],
    ) -> tuple[Reply, float | Fault, bool]:
        try:
            call, op = self._validate(entry, method, raw_path, query_pairs, raw, headers)
            entry.operation_id = op.operation_id
            self._authenticate(call, headers)
        except GitHubError as err:
            return Reply(err.status, err.body(), err.headers), 0.0, False

        path = entry.path
        fault = self.faults.take(method, path, ("status", "secondary_rate_limit", "primary_rate_limit"))
        if fault is not None:
            entry.fault = fault.kind
            return self._fault_reply(fault.kind, fault.status, fault.retry_after, fault.reset_in), 0.0, False
        if op.operation_id == "pulls/list-files":
            trunc = self.faults.take(method, path, ("truncate_files",))
            if trunc is not None:
                entry.fault = trunc.kind
                call.truncate_files = trunc.limit
        assert self._handlers is not None
        try:
            with self.state.lock:
                reply = self._handlers.dispatch(call)
        except GitHubError as err:
            if err.status == 422:  # GitHub's own validation beyond the schema: the client's mistake too
                self._reject(entry, err)
            reply = Reply(err.status, err.body(), err.headers)
        self._complete(op, reply)
        self._check_response(entry, op, reply)
        reply.headers.setdefault("x-github-api-version-selected", call.api_version)
        after = self.faults.take(method, path, ("delay", "drop_after_write"))
        if after is not None:
            entry.fault = after.kind
            if after.kind == "delay":
                return reply, (after if after.held is not None else after.seconds), False
            return reply, 0.0, True
        return reply, 0.0, False

    def _fault_reply(self, kind: str, status: int, retry_after: int, reset_in: int) -> Reply:
        if kind == "secondary_rate_limit":
            request_id = uuid.uuid4().hex[:8].upper()
            return Reply(
                403,
                {
                    "message": SECONDARY_RATE_LIMIT_MESSAGE.format(request_id=request_id),
                    "documentation_url": SECONDARY_RATE_LIMIT_DOCS,
                },
                {"retry-after": str(retry_after)},
            )
        if kind == "primary_rate_limit":
            reset = int(time.time()) + reset_in
            return Reply(
                status,
                {
                    "message": f"API rate limit exceeded for installation ID "
                    f"{next(iter(self.state.installations), 0)}.",
                    "documentation_url": PRIMARY_RATE_LIMIT_DOCS,
                },
                {
                    "x-ratelimit-limit": "5000",
                    "x-ratelimit-remaining": "0",
                    "x-ratelimit-used": "5000",
                    "x-ratelimit-reset": str(reset),
                    "x-ratelimit-resource": "core",
                },
            )
        text = {500: "Server Error", 502: "Server Error", 503: "Service Unavailable"}.get(
            status, "Server Error"
        )
        return Reply(status, {"message": text, "documentation_url": DOCS})

    # ---- the contract ----------------------------------------------------------------------------

    def _validate(
        self,
        entry: LoggedRequest,
        method: str,
        raw_path: str,
        query_pairs: list[tuple[str, str]],
        raw: bytes,
        headers: dict[str, str],
    ) -> tuple[Call, Operation]:
        version = headers.get("x-github-api-version", DEFAULT_API_VERSION)
        if version not in API_VERSIONS:
            raise self._reject(
                entry,
                GitHubError(
                    400,
                    f"API version {version} is not supported.",
                    documentation_url="https://docs.github.com/rest/overview/api-versions",
                ),
            )
        found = description(version).match(method, raw_path)
        if found is None:
            raise self._reject(
                entry,
                GitHubError(
                    422,
                    f"{method} {unquote(raw_path)} is not an operation of GitHub's REST description "
                    "(as vendored in tests/data/github)",
                ),
            )
        op, raw_params = found
        params: dict[str, Any] = {}
        for name, param in op.path_parameters().items():
            value = raw_params[name]
            coerced = _coerce(value, param.schema)
            if coerced is _BAD:
                raise self._reject(entry, GitHubError(404, "Not Found"))
            params[name] = coerced
        query: dict[str, Any] = {}
        known = op.query_parameters()
        for name, value in query_pairs:
            if name not in known:
                raise self._reject(
                    entry,
                    GitHubError(
                        422, f"Invalid request.\n\nUnknown query parameter {name!r} for {op.operation_id}."
                    ),
                )
            param = known[name]
            coerced = _coerce(value, param.schema)
            if coerced is _BAD or first_error(_param_validator(param.schema), coerced):
                raise self._reject(
                    entry,
                    GitHubError(422, f"Invalid request.\n\nFor '{name}', {value!r} is not a valid value."),
                )
            query[name] = coerced
        body: Any = None
        validator = op.request_validator()
        if validator is not None:
            if not raw.strip():
                if op.request_required:
                    raise self._reject(entry, GitHubError(400, "Problems parsing JSON"))
            else:
                try:
                    body = json.loads(raw)
                except ValueError:
                    raise self._reject(entry, GitHubError(400, "Problems parsing JSON")) from None
                problem = first_error(validator, body)
                if problem is None:
                    problem = _unknown_keys(op.request_schema or {}, body)
                if problem:
                    raise self._reject(entry, GitHubError(422, f"Invalid request.\n\n{problem}"))
        elif raw.strip() and _try_json(raw) not in ({}, None):
            raise self._reject(
                entry, GitHubError(422, f"Invalid request.\n\n{op.operation_id} takes no request body.")
            )
        call = Call(
            operation_id=op.operation_id,
            path=unquote(raw_path),
            params=params,
            query=query,
            body=body,
            base=self.url,
            token=None,
            is_app=False,
            api_version=version,
        )
        return call, op

    @staticmethod
    def _complete(op: Operation, reply: Reply) -> None:
        """Fill the required properties the double does not model (see ``openapi.fill``)."""
        schema = op.responses.get(str(reply.status))
        if schema is not None and reply.body is not None and reply.status < 400:
            reply.body = fill(schema, reply.body)

    def _check_response(self, entry: LoggedRequest, op: Operation, reply: Reply) -> None:
        code = str(reply.status)
        problem: str | None = None
        if code in op.responses:
            validator = op.response_validator(reply.status)
            if validator is None:
                if reply.body is not None:
                    problem = f"{code} carries a body but the description declares none"
            elif reply.body is None:
                problem = f"{code} has no body but the description declares one"
            else:
                problem = first_error(validator, reply.body)
        elif reply.status >= 400:
            body = reply.body
            if not (isinstance(body, dict) and isinstance(body.get("message"), str)):
                problem = f"error {code} without GitHub's error body"
        else:
            problem = f"status {code} is not declared for {op.operation_id}"
        if problem:
            message = f"{entry.method} {entry.path} -> {code}: {problem}"
            self.violations.append(message)
            reply.status = 500
            reply.body = {
                "message": f"GitHub double answered off-contract: {message}",
                "documentation_url": DOCS,
            }
            reply.headers = {}

    def _authenticate(self, call: Call, headers: dict[str, str]) -> None:
        auth = headers.get("authorization", "")
        scheme, _, credential = auth.partition(" ")
        credential = credential.strip()
        if not credential or scheme.lower() not in ("bearer", "token"):
            raise GitHubError(401, "Requires authentication")
        if call.operation_id in JWT_OPERATIONS:
            if scheme.lower() != "bearer":
                raise GitHubError(401, "A JSON web token could not be decoded")
            self._verify_jwt(credential)
            call.is_app = True
            return
        token = self.state.tokens.get(credential)
        if token is None or token.expires_at <= utcnow():
            raise GitHubError(401, "Bad credentials")
        call.token = token

    def _verify_jwt(self, credential: str) -> None:
        app = self.state.app
        if app.public_key_pem is None:
            raise GitHubError(401, "A JSON web token could not be decoded")
        try:
            claims = jwt.decode(
                credential,
                app.public_key_pem,
                algorithms=["RS256"],
                options={
                    "verify_exp": False,
                    "verify_iat": False,
                    "verify_nbf": False,
                    "require": ["iat", "exp", "iss"],
                },
            )
        except jwt.PyJWTError:
            raise GitHubError(401, "A JSON web token could not be decoded") from None
        now = time.time()
        iat, exp = claims.get("iat"), claims.get("exp")
        if not isinstance(iat, int | float) or iat > now + CLOCK_SKEW_S:
            raise GitHubError(
                401,
                "'Issued at' claim ('iat') must be an Integer representing the time "
                "that the assertion was issued.",
            )
        if not isinstance(exp, int | float) or exp <= now:
            raise GitHubError(
                401,
                "'Expiration time' claim ('exp') must be a numeric value representing "
                "the future time at which the assertion expires.",
            )
        if exp - iat > JWT_MAX_LIFETIME_S or exp > now + JWT_MAX_LIFETIME_S + CLOCK_SKEW_S:
            raise GitHubError(401, "'Expiration time' claim ('exp') is too far in the future.")
        if str(claims.get("iss")) not in (str(app.id), app.client_id):
            raise GitHubError(401, "'Issuer' claim ('iss') must be an Integer")

    # ---- used by webhooks.deliver ----------------------------------------------------------------

    def new_delivery(
        self,
        *,
        event: str,
        payload: dict[str, Any],
        headers: dict[str, str],
        guid: str,
        redelivery: bool,
        url: str,
    ) -> Delivery:
        installation = payload.get("installation") or {}
        repository = payload.get("repository") or {}
        with self.state.lock:
            delivery = Delivery(
                id=self.state.next_id(),
                guid=guid,
                event=event,
                action=payload.get("action"),
                installation_id=installation.get("id"),
                repository_id=repository.get("id"),
                payload=payload,
                request_headers=headers,
                redelivery=redelivery,
                url=url,
            )
            return delivery


_BAD = object()


async def _held(fault: Fault) -> None:
    """Wait, without blocking the double's loop, until the test releases a held answer (or its limit)."""
    assert fault.held is not None
    loop = asyncio.get_running_loop()
    deadline = loop.time() + fault.seconds
    while not fault.held.is_set() and loop.time() < deadline:
        await asyncio.sleep(0.02)


def _coerce(value: str, schema: dict[str, Any]) -> Any:
    kinds = schema.get("type")
    if kinds is None and "oneOf" in schema:  # e.g. workflow_id: integer or file name
        return int(value) if value.isdigit() else value
    kind = kinds[0] if isinstance(kinds, list) else kinds
    if kind == "integer":
        return int(value) if value.lstrip("-").isdigit() else _BAD
    if kind == "boolean":
        return {"true": True, "false": False}.get(value.lower(), _BAD)
    return value


_PARAM_VALIDATORS: dict[str, Any] = {}


def _param_validator(schema: dict[str, Any]) -> Any:
    from .openapi import _validator

    key = json.dumps(schema, sort_keys=True)
    if key not in _PARAM_VALIDATORS:
        _PARAM_VALIDATORS[key] = _validator(schema)
    return _PARAM_VALIDATORS[key]


def _unknown_keys(schema: dict[str, Any], body: Any, where: str = "") -> str | None:
    """Keys the description does not define (GitHub ignores most; a typo in the bot would go unseen)."""
    if not isinstance(body, dict) or not isinstance(schema, dict):
        return None
    props = schema.get("properties")
    if props is None or schema.get("additionalProperties") not in (None, False):
        return None
    for key, value in body.items():
        if key not in props:
            return f"at {where or '(root)'}: unknown property {key!r}"
        sub = props[key]
        if isinstance(value, list) and isinstance(sub.get("items"), dict):
            for index, item in enumerate(value):
                found = _unknown_keys(sub["items"], item, f"{where}/{key}/{index}".lstrip("/"))
                if found:
                    return found
        else:
            found = _unknown_keys(sub, value, f"{where}/{key}".lstrip("/"))
            if found:
                return found
    return None


def _try_json(raw: bytes) -> Any:
    if not raw.strip():
        return None
    try:
        return json.loads(raw)
    except ValueError:
        return None


def jwt_for(
    app_id: int,
    private_key_pem: str,
    *,
    iat_offset: int = -60,
    lifetime: int = 600,
    issuer: str | None = None,
) -> str:
    """An App JWT as GitHub expects (tests use it to call the double directly)."""
    now = int(time.time()) + iat_offset
    claims = {"iat": now, "exp": now + lifetime, "iss": issuer or str(app_id)}
    return jwt.encode(claims, _private_key(private_key_pem), algorithm="RS256")


@functools.lru_cache(maxsize=8)
def _private_key(pem: str) -> Any:
    # Loading a PEM RSA key validates it (~50 ms); tests sign many JWTs with the same key.
    return serialization.load_pem_private_key(pem.encode(), password=None)
