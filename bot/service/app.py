"""`bridge-validate serve`: the GitHub App's web side (FastAPI) with the worker running beside it.

POST /webhook  verify X-Hub-Signature-256 (constant time) → store the delivery keyed by X-GitHub-Delivery
               (a duplicate is a no-op) → 202. Nothing else happens before the answer: the worker takes
               the delivery from the database, so a crash after the answer loses nothing.
GET /healthz   the database answers.
GET /metrics   Prometheus: deliveries, queue depth, dead letters, jobs by state, GitHub API errors.
GET /, /runs/…    pages: the dashboard and a run page per check run (bot.service.pages; /reports/{id} redirects).
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import hmac
import json
import re
import sys
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from starlette.concurrency import run_in_threadpool

from bot.core.config import ConfigError
from bot.core.rules import Rules, load_rules
from bot.dispatch.base import Executor
from bot.dispatch.reconciler import JobPolicy
from bot.dispatch.results_api import jobs_router
from bot.infra import metrics
from bot.infra.github import GitHubApp, RepoClient
from bot.infra.logging import configure_logging, get_logger, register_secret
from bot.infra.settings import Settings, SettingsError, load_settings
from bot.infra.store import Store
from bot.service.pages.routes import pages_router
from bot.service.worker import Worker, make_executor

log = get_logger("bridge_validate.app")

MAX_BODY = 25 * 1024 * 1024  # GitHub caps webhook payloads at 25 MB
_DELIVERY_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9-]{0,79}$")
_EVENT = re.compile(r"^[a-z_]{1,64}$")


def signature_ok(secret: bytes, body: bytes, header: str | None) -> bool:
    """GitHub's `sha256=<hex HMAC of the raw body>`, compared in constant time."""
    if not header or not header.startswith("sha256="):
        return False
    expected = "sha256=" + hmac.new(secret, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected.encode(), header.strip().encode())


def _bad(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


def create_app(
    settings: Settings,
    *,
    rules: Rules | None = None,
    executor: Executor | None = None,
    github_app: GitHubApp | None = None,
    github: Callable[[int], RepoClient] | None = None,
    store: Store | None = None,
    start_worker: bool = True,
) -> FastAPI:
    """The App. Parts left out are built from `settings` at start-up (tests pass their own)."""
    if settings.webhook_secret is None:
        raise SettingsError([("BRIDGE_VALIDATE_WEBHOOK_SECRET", "not set (required by serve)")])
    secret = settings.webhook_secret.get_secret_value().encode()
    register_secret(settings.webhook_secret.get_secret_value())
    if settings.pages_secret is not None:
        register_secret(settings.pages_secret.get_secret_value())
    the_store = store or Store(settings.database_url)
    metrics.bind_store(the_store.deliveries.counts, the_store.jobs.counts)
    state: dict[str, Any] = {}

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        await run_in_threadpool(the_store.create_all)
        gh_app = github_app
        if gh_app is None and github is None and start_worker:
            if settings.app_id is None:
                raise SettingsError([("BRIDGE_VALIDATE_APP_ID", "not set (required by serve)")])
            gh_app = GitHubApp(
                base_url=settings.github_url,
                app_id=settings.app_id,
                private_key=settings.private_key(),
                timeout_s=settings.github_timeout_s,
                max_retries=settings.github_max_retries,
                backoff_s=settings.github_backoff_s,
                max_wait_s=settings.github_max_wait_s,
                refresh_margin_s=settings.token_refresh_margin_s,
            )
        worker: Worker | None = None
        if start_worker:
            factory: Callable[[int], RepoClient]
            if github is not None:
                factory = github
            else:
                assert gh_app is not None
                factory = gh_app.for_installation

            the_rules = rules or (load_rules(settings.config_dir) if settings.config_dir else load_rules())
            worker = Worker(
                store=the_store,
                settings=settings,
                rules=the_rules,
                executor=executor
                or make_executor(settings, app=gh_app, loop=asyncio.get_running_loop(), store=the_store),
                github=factory,
                app=gh_app,
            )
            worker.start()
        state["worker"] = worker
        log.info(
            "serve.started",
            github_url=settings.github_url,
            database=the_store.dialect,
            executor=settings.executor,
            worker=worker is not None,
        )
        try:
            yield
        finally:
            if worker is not None:
                await worker.stop()
            if gh_app is not None and github_app is None:
                await gh_app.aclose()
            log.info("serve.stopped")

    app = FastAPI(title="bridge-validate", lifespan=lifespan, docs_url=None, redoc_url=None, openapi_url=None)
    app.state.store = the_store
    # Runners report progress and results here (per-job tokens: bot.dispatch.results_api).
    callback_secret = settings.job_callback_secret()
    if callback_secret:
        register_secret(callback_secret)

        app.include_router(jobs_router(the_store, callback_secret, JobPolicy.from_settings(settings)))
    # Run pages, the dashboard at `/`, and `/reports/{id}` for older check runs' links (bot.service.pages).
    app.include_router(pages_router(the_store, settings))

    @app.post("/webhook")
    async def webhook(request: Request) -> Response:
        t0 = time.perf_counter()
        event = request.headers.get("x-github-event", "")
        try:
            length = int(request.headers.get("content-length") or 0)
        except ValueError:
            length = 0
        if length > MAX_BODY:
            metrics.DELIVERIES.labels(event="-", result="too_large").inc()
            return _bad(413, "payload larger than 25 MB")
        body = await request.body()
        if len(body) > MAX_BODY:
            metrics.DELIVERIES.labels(event="-", result="too_large").inc()
            return _bad(413, "payload larger than 25 MB")
        if not signature_ok(secret, body, request.headers.get("x-hub-signature-256")):
            metrics.DELIVERIES.labels(event="-", result="bad_signature").inc()
            log.warning(
                "webhook.bad_signature",
                delivery_id=request.headers.get("x-github-delivery", "")[:80],
                client=request.client.host if request.client else None,
            )
            return _bad(401, "signature does not match")
        delivery_id = request.headers.get("x-github-delivery", "")
        if not _DELIVERY_ID.match(delivery_id) or not _EVENT.match(event):
            metrics.DELIVERIES.labels(event="-", result="bad_headers").inc()
            return _bad(400, "X-GitHub-Delivery and X-GitHub-Event headers are required")
        try:
            payload = json.loads(body)
        except (ValueError, UnicodeDecodeError):
            payload = None
        if not isinstance(payload, dict):
            metrics.DELIVERIES.labels(event=event, result="malformed").inc()
            log.warning("webhook.malformed", delivery_id=delivery_id, gh_event=event)
            return _bad(400, "payload is not a JSON object")
        action = payload.get("action") if isinstance(payload.get("action"), str) else None
        inst = payload.get("installation")
        installation_id = (
            inst.get("id") if isinstance(inst, dict) and isinstance(inst.get("id"), int) else None
        )
        repo_obj = payload.get("repository")
        repo = repo_obj.get("full_name") if isinstance(repo_obj, dict) else None
        stored = await run_in_threadpool(
            the_store.deliveries.add,
            delivery_id,
            event,
            action,
            body.decode("utf-8"),
            installation_id,
            repo if isinstance(repo, str) else None,
        )
        worker = state.get("worker")
        if stored and worker is not None:
            worker.wake()
        metrics.DELIVERIES.labels(event=event, result="stored" if stored else "duplicate").inc()
        metrics.WEBHOOK_SECONDS.observe(time.perf_counter() - t0)
        log.info(
            "webhook.stored" if stored else "webhook.duplicate",
            delivery_id=delivery_id,
            gh_event=event,
            action=action,
        )
        return JSONResponse({"delivery": delivery_id, "duplicate": not stored}, status_code=202)

    @app.get("/healthz")
    async def healthz() -> Response:
        try:
            ok = await run_in_threadpool(the_store.ping)
        except Exception as exc:
            return _bad(503, f"database unavailable: {type(exc).__name__}")
        return JSONResponse({"status": "ok" if ok else "degraded"}, status_code=200 if ok else 503)

    @app.get("/metrics")
    async def prometheus() -> Response:
        data = await run_in_threadpool(generate_latest, metrics.REGISTRY)
        return Response(data, media_type=CONTENT_TYPE_LATEST)

    return app


def cli_serve(args: argparse.Namespace) -> int:
    """`bridge-validate serve --host H --port P`: stop at start-up, naming the setting, when one is wrong."""
    try:
        overrides = {"config_dir": args.config_dir} if getattr(args, "config_dir", None) else {}
        settings = load_settings(**overrides)
        settings.check_serve()
    except SettingsError as exc:
        for name, msg in exc.problems:
            print(f"bridge-validate serve: {name}: {msg}", file=sys.stderr)
        return 2
    configure_logging(settings.log_level)

    try:
        rules = load_rules(settings.config_dir) if settings.config_dir else load_rules()
    except ConfigError as exc:
        print(f"bridge-validate serve: rules: {exc}", file=sys.stderr)
        return 2
    if settings.callback_url is None and settings.executor == "local":
        # Local runners report to this very process.
        host = "127.0.0.1" if args.host in ("0.0.0.0", "::", "") else args.host  # noqa: S104 (a comparison)
        settings.callback_url = f"http://{host}:{args.port}" if ":" not in host else f"http://[{host}]:{args.port}"
    executor: Executor | None = None
    try:
        if settings.executor == "local":
            executor = make_executor(settings)
        # ray / actions: built at start-up, on the event loop (the Actions client shares the App's GitHub client)
    except (ValueError, OSError) as exc:
        print(f"bridge-validate serve: {exc}", file=sys.stderr)
        return 2
    import uvicorn

    app = create_app(settings, rules=rules, executor=executor)
    uvicorn.run(
        app, host=args.host, port=args.port, log_config=None, access_log=False, timeout_graceful_shutdown=15
    )
    return 0
