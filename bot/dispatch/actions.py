"""GitHub Actions backend: each JobSpec becomes one run of workflows/validate.yml on a self-hosted GPU runner.

- submit: `POST /repos/{o}/{r}/actions/workflows/{wf}/dispatches` with the job's inputs and
  `return_run_details: true`, so GitHub answers with the run id. Where the server does not (an older GitHub
  Enterprise answers 204), the run is found by its run name, `bridge-validate <job id>`
  (`GET /repos/{o}/{r}/actions/runs?event=workflow_dispatch`), at submit or on a later poll. A submit first
  looks for a run of that name, so a retried submit (lost answer, bot restart) does not start a second run;
- runs-on: the workflow's `gpus` choice input picks the runner label `gpu-x<N>`, the smallest label with
  at least JobSpec.gpus GPUs;
- poll: `GET /repos/{o}/{r}/actions/runs/{id}`; the JobResult itself comes home through the bot's results
  API (runners/callback.py): pass `results=` a lookup into wherever the bot keeps posted results;
- cancel: `POST /repos/{o}/{r}/actions/runs/{id}/cancel`.

The GitHub calls go through `ActionsClient`, a narrow protocol of four calls, so the service can plug in
its own GitHub client (App auth, retries, rate limits); `HttpxActionsClient` is a plain implementation
over httpx with a token provider.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field, field_validator

from bot.dispatch.base import DispatchError, JobHandle, JobState, JobStatus
from runners.callback import JOB_ID
from runners.contract import FRAMEWORKS, JobResult, JobSpec

BACKEND = "actions"
RUN_NAME_PREFIX = "bridge-validate "  # the workflow's `run-name: bridge-validate ${{ inputs.job_id }}`
GPU_LABELS = (1, 2, 4, 8)  # the workflow's `gpus` choice input: runner labels gpu-x1 .. gpu-x8
MAX_INPUTS_CHARS = 65_000  # GitHub refuses dispatch payloads over 65,535 characters
UNRESOLVED = "dispatched@"  # handle.ref before the run id is known: "dispatched@<epoch seconds>"
REPO = re.compile(r"^[A-Za-z0-9][A-Za-z0-9-]{0,38}/[A-Za-z0-9._-]{1,100}$")
FULL_SHA = re.compile(r"^[0-9a-f]{40}$")
QUEUED_STATES = {"queued", "waiting", "requested", "pending"}


class ActionsAPIError(Exception):
    """A GitHub API call failed (status None: no answer)."""

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


class WorkflowRun(BaseModel):
    """The fields of a workflow run this backend reads."""

    model_config = ConfigDict(extra="ignore")

    id: int
    display_title: str = ""
    path: str = ""
    status: str | None = None
    conclusion: str | None = None
    html_url: str = ""
    created_at: str | None = None


class ActionsClient(Protocol):
    """The four GitHub calls the backend makes. Implementations raise ActionsAPIError."""

    def dispatch_workflow(
        self, repo: str, workflow: str, ref: str, inputs: dict[str, str], *, return_run_details: bool
    ) -> int | None:
        """Dispatch; the new run's id when the server returns run details, else None."""
        ...

    def list_dispatch_runs(self, repo: str, *, created_since: datetime | None) -> list[WorkflowRun]:
        """Recent workflow_dispatch runs of the repository, newest first."""
        ...

    def get_run(self, repo: str, run_id: int) -> WorkflowRun: ...

    def cancel_run(self, repo: str, run_id: int) -> None: ...


class HttpxActionsClient:
    """ActionsClient over httpx. `token` is called for every request (the service caches and refreshes)."""

    def __init__(
        self,
        base_url: str,
        token: Callable[[], str],
        *,
        timeout_s: float = 15.0,
        api_version: str = "2022-11-28",
        transport: Any = None,
    ) -> None:
        import httpx

        self._token = token
        self._http = httpx.Client(
            base_url=base_url.rstrip("/"),
            timeout=timeout_s,
            transport=transport,
            headers={
                "Accept": "application/vnd.github+json",
                "X-GitHub-Api-Version": api_version,
                "User-Agent": "bridge-validate",
            },
        )

    def close(self) -> None:
        self._http.close()

    def _call(self, method: str, path: str, **kwargs: Any) -> Any:
        import httpx

        try:
            resp = self._http.request(
                method, path, headers={"Authorization": f"Bearer {self._token()}"}, **kwargs
            )
        except httpx.HTTPError as e:
            raise ActionsAPIError(f"{method} {path}: {type(e).__name__}") from None
        if resp.status_code >= 400:
            try:
                message = str(resp.json().get("message", ""))
            except ValueError:
                message = resp.text[:200]
            raise ActionsAPIError(f"{method} {path}: HTTP {resp.status_code} {message}", resp.status_code)
        return resp

    def dispatch_workflow(
        self, repo: str, workflow: str, ref: str, inputs: dict[str, str], *, return_run_details: bool
    ) -> int | None:
        body: dict[str, Any] = {"ref": ref, "inputs": inputs}
        if return_run_details:
            body["return_run_details"] = True
        resp = self._call("POST", f"/repos/{repo}/actions/workflows/{workflow}/dispatches", json=body)
        if resp.status_code == 200 and resp.content:
            run_id = resp.json().get("workflow_run_id")
            return int(run_id) if isinstance(run_id, int) else None
        return None

    def list_dispatch_runs(self, repo: str, *, created_since: datetime | None) -> list[WorkflowRun]:
        # No `created=>=...` filter: GitHub takes its search syntax there, but the OpenAPI description says
        # date-time (and strict servers hold to it); the newest 100 dispatch runs are filtered here instead.
        params: dict[str, Any] = {"event": "workflow_dispatch", "per_page": 100}
        data = self._call("GET", f"/repos/{repo}/actions/runs", params=params).json()
        runs = [WorkflowRun.model_validate(r) for r in data.get("workflow_runs", [])]
        if created_since is not None:
            runs = [r for r in runs if r.created_at is None or _parse_time(r.created_at) >= created_since]
        return runs

    def get_run(self, repo: str, run_id: int) -> WorkflowRun:
        return WorkflowRun.model_validate(self._call("GET", f"/repos/{repo}/actions/runs/{run_id}").json())

    def cancel_run(self, repo: str, run_id: int) -> None:
        self._call("POST", f"/repos/{repo}/actions/runs/{run_id}/cancel")


class ActionsSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    repo: str = Field(description="owner/name of the repository whose validate.yml is dispatched")
    workflow: str = Field(default="validate.yml", description="workflow file name (or numeric id)")
    ref: str = Field(default="main", description="branch or tag holding the workflow")
    callback_url: str | None = Field(default=None, description="the bot's base URL for the results API")
    downstream_refs: dict[str, str] = Field(
        default_factory=dict,
        description="framework -> pinned downstream ref (full SHA or tag); default: JobSpec.downstream_ref",
    )
    return_run_details: bool = True
    find_timeout_s: float = Field(
        default=600.0, gt=0, description="how long a dispatched run may take to show up in the run list"
    )

    @field_validator("repo")
    @classmethod
    def _repo(cls, v: str) -> str:
        if not REPO.match(v):
            raise ValueError(f"not an owner/name repository: {v!r}")
        return v

    @field_validator("downstream_refs")
    @classmethod
    def _refs(cls, v: dict[str, str]) -> dict[str, str]:
        bad = [k for k in v if k not in FRAMEWORKS]
        if bad:
            raise ValueError(f"unknown frameworks: {bad}")
        return v


def run_name(job_id: str) -> str:
    return RUN_NAME_PREFIX + job_id


def gpu_label(gpus: int) -> str:
    """The smallest runner size with at least `gpus` GPUs, as the workflow's `gpus` input."""
    for n in GPU_LABELS:
        if gpus <= n:
            return str(n)
    raise DispatchError(f"no runner label has {gpus} GPUs (largest: gpu-x{GPU_LABELS[-1]})")


_CONCLUSION_DETAIL = {
    "failure": "the workflow run failed",
    "timed_out": "the workflow run timed out",
    "startup_failure": "the workflow run could not start",
    "stale": "the workflow run went stale",
    "skipped": "the workflow run was skipped",
    "action_required": "the workflow run waits for an approval",
    "neutral": "the workflow run ended neutral",
    "success": "the workflow run succeeded",
}


class ActionsExecutor:
    """Executor over workflow_dispatch. Each call is one or two GitHub API requests."""

    name = BACKEND

    def __init__(
        self,
        settings: ActionsSettings,
        client: ActionsClient,
        *,
        results: Callable[[str], JobResult | None] | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.settings = settings
        self.client = client
        self._results = results
        self._clock = clock
        self._resolved: dict[str, int] = {}  # job id -> run id, once found by name
        self._lock = threading.Lock()

    # ---- submit ---------------------------------------------------------------------------------

    def inputs(self, spec: JobSpec) -> dict[str, str]:
        if not JOB_ID.match(spec.id):
            raise DispatchError(f"job id not usable in a run name: {spec.id!r}")
        if not spec.bridge_sha or not FULL_SHA.match(spec.bridge_sha):
            raise DispatchError(f"job {spec.id}: the Actions backend needs the full Bridge commit id")
        ref = self.settings.downstream_refs.get(spec.framework, spec.downstream_ref)
        values = {
            "job_id": spec.id,
            "framework": spec.framework,
            "gpus": gpu_label(spec.gpus),
            "bridge_sha": spec.bridge_sha,
            "downstream_ref": ref,
            "spec": spec.model_dump_json(),
            "callback_url": self.settings.callback_url or "",
        }
        size = sum(len(k) + len(v) for k, v in values.items())
        if size > MAX_INPUTS_CHARS:
            raise DispatchError(
                f"job {spec.id}: the spec is too large for workflow_dispatch ({size} characters)"
            )
        return values

    def submit(self, spec: JobSpec) -> JobHandle:
        inputs = self.inputs(spec)
        existing = self._find(spec.id, since=None)
        if existing is not None:  # a retried submit: that run is this job
            return JobHandle(backend=BACKEND, job_id=spec.id, ref=str(existing.id))
        started = self._clock()
        try:
            run_id = self.client.dispatch_workflow(
                self.settings.repo,
                self.settings.workflow,
                self.settings.ref,
                inputs,
                return_run_details=self.settings.return_run_details,
            )
        except ActionsAPIError as e:
            raise DispatchError(f"GitHub refused to dispatch job {spec.id}: {e}") from None
        if run_id is None:
            found = self._find(spec.id, since=started)
            if found is None:  # GitHub lists a new run a little later: resolve it on a later poll
                return JobHandle(backend=BACKEND, job_id=spec.id, ref=f"{UNRESOLVED}{started:.3f}")
            run_id = found.id
        with self._lock:
            self._resolved[spec.id] = run_id
        return JobHandle(backend=BACKEND, job_id=spec.id, ref=str(run_id))

    def _find(self, job_id: str, *, since: float | None) -> WorkflowRun | None:
        """The oldest run named for this job (a duplicate queues behind it in the concurrency group)."""
        created = None
        if since is not None:
            created = datetime.fromtimestamp(since, timezone.utc) - timedelta(minutes=5)  # clock skew
        try:
            runs = self.client.list_dispatch_runs(self.settings.repo, created_since=created)
        except ActionsAPIError as e:
            raise DispatchError(f"cannot list workflow runs of {self.settings.repo}: {e}") from None
        wf = self.settings.workflow
        mine = [
            r
            for r in runs
            if r.display_title == run_name(job_id)
            and (not r.path or r.path.rsplit("/", 1)[-1] == wf or wf.isdigit())
        ]
        return min(mine, key=lambda r: r.id) if mine else None

    # ---- poll / cancel --------------------------------------------------------------------------

    def run_id(self, handle: JobHandle) -> int | None:
        if handle.ref.isdigit():
            return int(handle.ref)
        with self._lock:
            if handle.job_id in self._resolved:
                return self._resolved[handle.job_id]
        found = self._find(handle.job_id, since=_dispatched_at(handle))
        if found is None:
            return None
        with self._lock:
            self._resolved[handle.job_id] = found.id
        return found.id

    def poll(self, handle: JobHandle) -> JobStatus:
        run_id = self.run_id(handle)
        if run_id is None:
            since = _dispatched_at(handle)
            if since is not None and self._clock() - since > self.settings.find_timeout_s:
                return JobStatus(
                    state=JobState.LOST,
                    detail=f"no workflow run named {run_name(handle.job_id)!r} appeared after the dispatch",
                )
            return JobStatus(state=JobState.QUEUED, detail="dispatched; waiting for GitHub to list the run")
        try:
            run = self.client.get_run(self.settings.repo, run_id)
        except ActionsAPIError as e:
            if e.status == 404:
                return JobStatus(state=JobState.LOST, detail=f"workflow run {run_id} no longer exists")
            raise DispatchError(f"cannot read workflow run {run_id}: {e}") from None
        where = run.html_url or f"run {run_id}"
        if run.status != "completed":
            if run.status == "in_progress":
                return JobStatus(state=JobState.RUNNING, detail=f"running: {where}")
            return JobStatus(state=JobState.QUEUED, detail=f"{run.status or 'queued'}: {where}")
        result = self._results(handle.job_id) if self._results is not None else None
        if result is not None and result.job_id != handle.job_id:
            result = None
        if run.conclusion == "cancelled":
            return JobStatus(state=JobState.CANCELLED, result=result, detail=f"cancelled: {where}")
        detail = f"{_CONCLUSION_DETAIL.get(run.conclusion or '', 'the workflow run ended')}: {where}"
        if result is not None:
            return JobStatus(state=JobState.DONE, result=result, detail=detail)
        return JobStatus(
            state=JobState.LOST,
            detail=f"{detail}; no result reached the bot (artifact bridge-validate-{handle.job_id})",
        )

    def cancel(self, handle: JobHandle) -> None:
        run_id = self.run_id(handle)
        if run_id is None:
            return  # nothing listed yet; the reconciler cancels it once it shows up
        try:
            self.client.cancel_run(self.settings.repo, run_id)
        except ActionsAPIError as e:
            if e.status in (404, 409):  # gone, or already completed
                return
            raise DispatchError(f"cannot cancel workflow run {run_id}: {e}") from None


def _parse_time(value: str) -> datetime:
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def _dispatched_at(handle: JobHandle) -> float | None:
    if handle.ref.startswith(UNRESOLVED):
        try:
            return float(handle.ref[len(UNRESOLVED) :])
        except ValueError:
            return None
    return None
