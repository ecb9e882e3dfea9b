"""The results API: how runners report a job's progress and its result (the server side of
runners/callback.py).

POST /api/jobs/{job_id}/events   CallbackEvent: started | heartbeat (step, log tail) | finished
POST /api/jobs/{job_id}/result   JobResult
GET  /api/openapi.json           this API as OpenAPI 3.1 (tests/test_fuzz_results_api.py fuzzes against it)

Every request carries `Authorization: Bearer <token>`, the job's own token (HMAC of the bot's callback
secret and the job id, compared in constant time): a token of another job, or none, is 401 and nothing is
read or changed. Then: unknown job 404; a malformed body 422; a job that has already ended (a replay, a
late runner) 409, and nothing changes. A heartbeat records that the runner is alive (the reconciler ends
silent ones) and its progress (the tracker shows it in the check run, throttled); a result ends the job
(bot.dispatch.reconciler.record_result: once, with the retry an infrastructure Blocked calls for) and has the
tracker conclude the check run once all its jobs have ended.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from pydantic import TypeAdapter, ValidationError
from starlette.concurrency import run_in_threadpool

from bot.dispatch.reconciler import JobPolicy, lost_result, record_result
from bot.dispatch.tokens import verify_authorization
from bot.infra.logging import get_logger, scrub_data
from bot.infra.store import JOB_ACTIVE, JOB_DONE, JOB_LOST, JobRow, Store
from runners.callback import JOB_ID, MAX_LINE_CHARS, MAX_TAIL_LINES, CallbackEvent
from runners.contract import JobResult, JobSpec

MAX_BODY = 2 * 1024 * 1024  # a JobResult with its evidence and log tail is well under this
_EVENT = TypeAdapter(CallbackEvent)


@dataclass
class _Recorder:
    store: Store
    policy: JobPolicy
    log: Any


def _answer(status: int, message: str, **extra: Any) -> JSONResponse:
    return JSONResponse({"message": message, **extra}, status_code=status)


def _first_error(exc: ValidationError) -> str:
    errors = exc.errors()
    if not errors:
        return "invalid"
    loc = ".".join(str(x) for x in errors[0]["loc"]) or "body"
    return f"{loc}: {errors[0]['msg']}"[:300]


def openapi_document() -> dict[str, Any]:
    """The results API as OpenAPI 3.1 (served at GET /api/openapi.json): the two operations, their bodies (the
    runner's own pydantic types), the job token, and every answer they can give."""
    components: dict[str, Any] = {}

    def schema_of(adapter: TypeAdapter[Any], name: str) -> dict[str, Any]:
        js = adapter.json_schema(ref_template="#/components/schemas/{model}")
        components.update(js.pop("$defs", {}))
        components[name] = js
        return {"$ref": f"#/components/schemas/{name}"}

    message = {
        "type": "object",
        "required": ["message"],
        "properties": {"message": {"type": "string"}, "state": {"type": "string"}},
    }

    def answers(accepted: dict[str, Any]) -> dict[str, Any]:
        def one(description: str, body: dict[str, Any]) -> dict[str, Any]:
            return {"description": description, "content": {"application/json": {"schema": body}}}

        return {
            "200": one("accepted", accepted),
            "401": one("bad or missing job token (nothing about the job is read)", message),
            "404": one("no such job", message),
            "409": one("the job has already ended: nothing changes", message),
            "413": one("body too large", message),
            "422": one("malformed body, or a body naming another job", message),
        }

    def operation(summary: str, body: dict[str, Any], accepted: dict[str, Any]) -> dict[str, Any]:
        return {
            "summary": summary,
            "security": [{"jobToken": []}],
            "parameters": [{"name": "job_id", "in": "path", "required": True, "schema": job_id}],
            "requestBody": {"required": True, "content": {"application/json": {"schema": body}}},
            "responses": answers(accepted),
        }

    job_id = {"type": "string", "pattern": JOB_ID.pattern}
    flag = {"type": "boolean"}
    ok: dict[str, Any] = {"type": "object", "required": ["accepted"], "properties": {"accepted": flag}}
    ended: dict[str, Any] = {**ok, "properties": {"accepted": flag, "ended": flag}}
    return {
        "openapi": "3.1.0",
        "info": {"title": "bridge-validate results API", "version": "1"},
        "paths": {
            "/api/jobs/{job_id}/events": {
                "post": operation("A runner's progress", schema_of(_EVENT, "CallbackEvent"), ended)
            },
            "/api/jobs/{job_id}/result": {
                "post": operation("A runner's result", schema_of(TypeAdapter(JobResult), "JobResult"), ok)
            },
        },
        "components": {
            "schemas": components,
            "securitySchemes": {"jobToken": {"type": "http", "scheme": "bearer", "description": "the job's own token"}},
        },
    }


def jobs_router(store: Store, secret: str, policy: JobPolicy) -> APIRouter:
    router = APIRouter()
    log = get_logger("bridge_validate.api_jobs")
    rec = _Recorder(store, policy, log)
    document = openapi_document()

    @router.get("/api/openapi.json", include_in_schema=False)
    async def openapi() -> JSONResponse:
        return JSONResponse(document)

    async def _authorized(request: Request, job_id: str) -> tuple[JSONResponse | None, JobRow | None, bytes]:
        """(refusal, job, body): the token first, so nothing about a job leaks to whoever lacks its token."""
        if not JOB_ID.match(job_id) or not verify_authorization(secret, job_id, request.headers.get("authorization")):
            log.warning("api.jobs.unauthorized", job_id=job_id[:128])
            return _answer(401, "bad or missing job token"), None, b""
        job = await run_in_threadpool(store.jobs.get, job_id)
        if job is None:
            return _answer(404, "no such job"), None, b""
        try:
            length = int(request.headers.get("content-length") or 0)
        except ValueError:
            length = 0
        if length > MAX_BODY:
            return _answer(413, "body too large"), None, b""
        body = await request.body()
        if len(body) > MAX_BODY:
            return _answer(413, "body too large"), None, b""
        return None, job, body

    @router.post("/api/jobs/{job_id}/events")
    async def events(job_id: str, request: Request) -> JSONResponse:
        refusal, job, body = await _authorized(request, job_id)
        if refusal is not None or job is None:
            return refusal or _answer(404, "no such job")
        try:
            event = _EVENT.validate_json(body)
        except ValidationError as exc:
            return _answer(422, f"not a CallbackEvent: {_first_error(exc)}")
        if event["job_id"] != job_id:
            return _answer(422, "the event names another job")
        if job.state not in JOB_ACTIVE:
            return _answer(409, "the job has already ended", state=job.state)
        kind = event["type"]
        if kind == "finished" and event["verdict"] is None:
            # The runner (or the workflow around it) ended without a result: nothing more will come.
            spec = JobSpec.model_validate_json(job.spec_json)
            detail = event["detail"] or "the runner ended without a result"
            reason = f"runner ended without a result: {detail}"[:1000]
            if await record_result(rec, job, lost_result(spec, reason), JOB_LOST, reason):
                return JSONResponse({"accepted": True, "ended": True})
            return _answer(409, "the job has already ended")
        progress = None
        if kind == "heartbeat" or kind == "started":
            tail = [str(x)[:MAX_LINE_CHARS] for x in event["log_tail"][-MAX_TAIL_LINES:]]
            # Stored, then shown in the check run and on the run page: no secret in it (the runner cut them
            # out already; this catches a runner that did not).
            progress = json.dumps(
                scrub_data(
                    {"type": kind, "step": event["step"][:200], "elapsed_s": event["elapsed_s"], "log_tail": tail,
                     "at": event["at"][:40], "detail": event["detail"][:500]}
                )
            )
        state = await run_in_threadpool(store.jobs.event, job_id, int(event["seq"]), progress, kind != "finished")
        if state == "unknown":
            return _answer(404, "no such job")
        if state == "finished":
            return _answer(409, "the job has already ended")
        if kind == "finished":
            # The result is on its way (or the backend has it): have the tracker look now.
            await run_in_threadpool(store.checks.poll_now, job.check_run_id)
        return JSONResponse({"accepted": True})

    @router.post("/api/jobs/{job_id}/result")
    async def result(job_id: str, request: Request) -> JSONResponse:
        refusal, job, body = await _authorized(request, job_id)
        if refusal is not None or job is None:
            return refusal or _answer(404, "no such job")
        try:
            res = JobResult.model_validate_json(body)
        except ValidationError as exc:
            return _answer(422, f"not a JobResult: {_first_error(exc)}")
        if res.job_id != job_id:
            return _answer(422, "the result names another job")
        if job.state not in JOB_ACTIVE:
            return _answer(409, "the job has already ended", state=job.state)
        if not await record_result(rec, job, res, JOB_DONE, f"{res.verdict.value}: {res.reason}"):
            return _answer(409, "the job has already ended")
        log.info("api.jobs.result", job_id=job_id, verdict=res.verdict.value)
        return JSONResponse({"accepted": True})

    return router
