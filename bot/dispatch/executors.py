"""The dispatch backend the service uses, chosen by BRIDGE_VALIDATE_EXECUTOR (local | ray | actions).

Every backend runs the same runner entrypoint and reports to the bot's results API
(`{callback_url}/api/jobs/{id}/...`, per-job tokens from the callback secret), so the reconciler can tell a
silent runner from a working one (`heartbeats = True`). The handle each `submit` returns is stored with the
job (`JobHandle.ref`: the local output directory, the Ray submission id, the Actions run id), so a
restarted bot polls, resumes and cancels the same jobs.

- local: this host's GPUs (`ResumingLocalExecutor`), each job on a worktree of the Bridge repository at
  the PR head (`bot.dispatch.checkout`), `python -m runners run --callback URL` with the job's token in
  $BRIDGE_VALIDATE_JOB_TOKEN;
- ray: Ray's Job Submission API (`bot.dispatch.ray`);
- actions: workflow_dispatch of validate.yml (`bot.dispatch.actions`), through the App's own GitHub client
  (installation token, retries, rate limits), or a plain httpx client with a token provider.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Coroutine, Mapping
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

from bot.dispatch.actions import ActionsAPIError, ActionsExecutor, ActionsSettings, WorkflowRun
from bot.dispatch.base import Executor, JobHandle, JobState, JobStatus
from bot.dispatch.checkout import BridgeCheckouts, CheckoutError
from bot.dispatch.local import ResumingLocalExecutor
from bot.dispatch.ray import RayExecutor, RaySettings
from bot.infra.github import AmbiguousWrite, GitHubError, GitHubUnavailable
from runners.callback import JOB_TOKEN_ENV, derive_job_token
from runners.contract import Framework, JobResult, JobSpec

if TYPE_CHECKING:
    from bot.infra.github import GitHubApp
    from bot.infra.settings import Settings
    from bot.infra.store import Store

T = TypeVar("T")
API_TIMEOUT_S = 120.0


class ServiceLocalExecutor(ResumingLocalExecutor):
    """The local executor as the service runs it: per-SHA Bridge worktrees and the results API."""

    def __init__(
        self,
        *,
        checkouts: BridgeCheckouts | None = None,
        callback_url: str | None = None,
        secret: str | None = None,
        heartbeat_s: float = 15.0,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.checkouts = checkouts
        self.callback_url = callback_url if (callback_url and secret) else None
        self._secret = secret
        self.heartbeat_s = heartbeat_s
        self.heartbeats = self.callback_url is not None
        self._trees: dict[str, Path] = {}
        self._checkout_errors: dict[str, str] = {}
        # Submitted specs, kept on disk until the job ends: a job still waiting for GPUs when the bot
        # restarts was only in this process's memory; the next process queues it again from here.
        self.queue_dir = self.workdir.with_name(self.workdir.name + "-queue")

    def submit(self, spec: JobSpec) -> JobHandle:
        with contextlib.suppress(OSError):
            self.queue_dir.mkdir(parents=True, exist_ok=True)
            (self.queue_dir / f"{spec.id}.json").write_text(spec.model_dump_json())
        # The worktree is made before the executor's lock is taken: a fetch may take a while.
        if self.checkouts is not None and spec.bridge_sha:

            try:
                self._trees[spec.id] = self.checkouts.ensure(spec.bridge_sha, spec.context.pr)
            except CheckoutError as exc:
                self._checkout_errors[spec.id] = f"{exc}; not evidence against the Bridge change"
        handle: JobHandle = super().submit(spec)
        return handle

    def poll(self, handle: JobHandle) -> JobStatus:
        status: JobStatus = super().poll(handle)
        if status.state in (JobState.DONE, JobState.CANCELLED):
            with contextlib.suppress(OSError):
                (self.queue_dir / f"{handle.job_id}.json").unlink()
        if status.state != JobState.LOST:
            return status
        out = Path(handle.ref)
        queued = self.queue_dir / f"{handle.job_id}.json"
        if not out.exists() and queued.is_file():
            # Never started (it waited for GPUs in an earlier process): queue it again, same output dir.
            try:
                spec = JobSpec.model_validate_json(queued.read_text())
            except (OSError, ValueError):
                return status
            if self._out_dir(spec.id) == out:
                self.submit(spec)
                requeued: JobStatus = super().poll(handle)
                return requeued
        if out.is_dir() and _runner_alive(out):
            return JobStatus(state=JobState.RUNNING, detail="runner started by an earlier bot process, still alive")
        return status

    def busy_shas(self) -> set[str]:
        with self._lock:
            return {
                j.spec.bridge_sha
                for j in self._jobs.values()
                if j.spec.bridge_sha and j.state.value in ("queued", "running")
            }

    def bridge_for(self, spec: JobSpec) -> Path:
        path = self._trees.get(spec.id)
        return path if path is not None else Path(self.bridge_repo)

    def _refusal(self, spec: JobSpec) -> str | None:
        err = self._checkout_errors.get(spec.id)
        if err:
            return err
        refusal: str | None = super()._refusal(spec)
        return refusal

    def _refusal_kind(self, spec: JobSpec) -> str:
        return "network" if spec.id in self._checkout_errors else "capacity"

    def job_env(self, spec: JobSpec) -> dict[str, str]:
        if self.callback_url is None or self._secret is None:
            return {}
        # The token travels in the environment, never in argv (process listings show argv).
        return {
            JOB_TOKEN_ENV: derive_job_token(self._secret, spec.id),
            "BRIDGE_VALIDATE_HEARTBEAT_S": str(self.heartbeat_s),
        }

    def job_args(self, spec: JobSpec) -> list[str]:
        return ["--callback", self.callback_url] if self.callback_url else []

    def downstream_ref(self, framework: str) -> str | None:
        """HEAD of the downstream checkout jobs run against (part of the reuse key)."""
        import subprocess

        repo = self.repos.get(cast(Framework, framework))
        if repo is None:
            return None
        res = subprocess.run(
            ["git", "-C", str(repo), "rev-parse", "HEAD"], capture_output=True, text=True, timeout=30, check=False
        )
        return res.stdout.strip() if res.returncode == 0 else None


def _runner_alive(out: Path) -> bool:
    """Whether a runner process writing to `out` still runs (Linux /proc: its argv names the directory)."""
    mark = f"--out\0{out}\0".encode()
    for proc in Path("/proc").iterdir():
        if proc.name.isdigit():
            with contextlib.suppress(OSError):
                if mark in (proc / "cmdline").read_bytes():
                    return True
    return False


class ServiceRayExecutor(RayExecutor):
    @property
    def heartbeats(self) -> bool:
        return bool(self.settings.callback_url)


class ServiceActionsExecutor(ActionsExecutor):
    @property
    def heartbeats(self) -> bool:
        return bool(self.settings.callback_url)

    def downstream_ref(self, framework: str) -> str | None:
        return self.settings.downstream_refs.get(framework)


class AppActionsClient:
    """`ActionsClient` over the App's GitHub client (bot.infra.github.GitHubApp: installation tokens cached,
    retries, rate limits honoured). Executor calls run in worker threads; the requests run on the bot's
    event loop."""

    def __init__(
        self, app: GitHubApp, loop: asyncio.AbstractEventLoop, repo: str, installation_id: int | None = None
    ) -> None:
        self.app = app
        self.loop = loop
        self.repo = repo
        self._installation_id = installation_id

    def _run(self, coro: Coroutine[Any, Any, T]) -> T:
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is self.loop:
            coro.close()
            raise RuntimeError("AppActionsClient must be called from a worker thread, not the event loop")
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(API_TIMEOUT_S)

    async def _request(self, method: str, path: str, **kw: Any) -> Any:

        try:
            if self._installation_id is None:
                resp = await self.app.request("GET", f"/repos/{self.repo}/installation")
                self._installation_id = int(resp.json()["id"])
            return await self.app.request(method, path, installation_id=self._installation_id, **kw)
        except GitHubError as exc:
            raise ActionsAPIError(f"{method} {path}: HTTP {exc.status} {exc}", exc.status) from None
        except (GitHubUnavailable, AmbiguousWrite) as exc:
            raise ActionsAPIError(f"{method} {path}: {exc}") from None

    def dispatch_workflow(
        self, repo: str, workflow: str, ref: str, inputs: dict[str, str], *, return_run_details: bool
    ) -> int | None:
        body: dict[str, Any] = {"ref": ref, "inputs": inputs}
        if return_run_details:
            body["return_run_details"] = True
        resp = self._run(
            self._request("POST", f"/repos/{repo}/actions/workflows/{workflow}/dispatches", json=body, idempotent=False)
        )
        if resp.status_code == 200 and resp.content:
            run_id = resp.json().get("workflow_run_id")
            return int(run_id) if isinstance(run_id, int) else None
        return None

    def list_dispatch_runs(self, repo: str, *, created_since: datetime | None) -> list[WorkflowRun]:
        params = {"event": "workflow_dispatch", "per_page": 100}
        data = self._run(self._request("GET", f"/repos/{repo}/actions/runs", params=params)).json()
        runs = [WorkflowRun.model_validate(r) for r in data.get("workflow_runs", [])]
        if created_since is not None:
            runs = [
                r
                for r in runs
                if r.created_at is None or datetime.fromisoformat(r.created_at.replace("Z", "+00:00")) >= created_since
            ]
        return runs

    def get_run(self, repo: str, run_id: int) -> WorkflowRun:
        resp = self._run(self._request("GET", f"/repos/{repo}/actions/runs/{int(run_id)}"))
        return WorkflowRun.model_validate(resp.json())

    def cancel_run(self, repo: str, run_id: int) -> None:
        self._run(self._request("POST", f"/repos/{repo}/actions/runs/{int(run_id)}/cancel", idempotent=True))


def build_executor(
    settings: Settings,
    *,
    app: GitHubApp | None = None,
    loop: asyncio.AbstractEventLoop | None = None,
    store: Store | None = None,
    env: Mapping[str, str] | None = None,
    local_gpus: list[int] | None = None,
) -> Executor:
    """The backend BRIDGE_VALIDATE_EXECUTOR names, configured from the settings. Raises ValueError naming the
    setting that is missing. `env` / `local_gpus`: the local runner's environment and GPU inventory
    (default: this process's environment, NVML)."""
    problems = settings.executor_problems()
    if problems:
        raise ValueError("; ".join(f"{name}: {msg}" for name, msg in problems))
    secret = settings.job_callback_secret()
    callback = settings.callback_url or settings.public_url
    if settings.executor == "local":
        if settings.bridge_repo is None:
            raise ValueError("BRIDGE_VALIDATE_BRIDGE_REPO: not set (the local executor runs jobs on that checkout)")

        ex = ServiceLocalExecutor(
            workdir=settings.workdir,
            bridge_repo=settings.bridge_repo,
            repos={"nemo-rl": settings.nemo_rl_repo, "verl": settings.verl_repo},
            env=dict(env) if env is not None else None,
            gpus=local_gpus,
            callback_url=settings.callback_url,
            secret=secret,
            heartbeat_s=settings.heartbeat_s,
            order=settings.queue_order,
        )
        if settings.bridge_worktrees:
            workdir = Path(settings.workdir).absolute()
            ex.checkouts = BridgeCheckouts(
                settings.bridge_repo,
                settings.worktree_root or workdir.with_name(workdir.name + "-worktrees"),
                keep=settings.worktree_keep,
                busy=ex.busy_shas,
            )
        return ex
    if settings.executor == "ray":
        if secret is None:
            raise ValueError("BRIDGE_VALIDATE_CALLBACK_SECRET: not set (executor=ray)")
        ray = RaySettings(
            address=settings.ray_address or "",
            auth_token=settings.ray_auth_token,
            secret=secret,
            bridge_repo=settings.ray_bridge_repo or str(settings.bridge_repo),
            nemo_rl_repo=settings.ray_nemo_rl_repo or (str(settings.nemo_rl_repo) if settings.nemo_rl_repo else None),
            verl_repo=settings.ray_verl_repo or (str(settings.verl_repo) if settings.verl_repo else None),
            out_root=settings.ray_out_root,
            bridge_worktrees=settings.ray_bridge_worktrees,
            python=settings.ray_python,
            callback_url=callback,
            env=dict(settings.ray_env),
            runner_args=list(settings.ray_runner_args),
            entrypoint_num_cpus=settings.ray_entrypoint_num_cpus,
            heartbeat_s=settings.heartbeat_s,
            # inside the bot's deadline (the job's timeout + its grace), with a minute to spare
            outputs_wait_s=max(settings.job_grace_s - 60.0, 0.0),
        )
        return ServiceRayExecutor(ray)
    # actions
    assert settings.actions_repo is not None
    act = ActionsSettings(
        repo=settings.actions_repo,
        workflow=settings.actions_workflow,
        ref=settings.actions_ref,
        callback_url=callback,
        downstream_refs=dict(settings.actions_downstream_refs),
    )
    client: Any
    if app is not None and loop is not None:
        client = AppActionsClient(app, loop, settings.actions_repo, settings.actions_installation_id)
    else:
        raise ValueError("executor=actions needs the App's GitHub client (start it with serve)")
    results: Callable[[str], JobResult | None] | None = None
    if store is not None:
        the_store = store

        def results(job_id: str) -> JobResult | None:
            data = the_store.jobs.result_json(job_id)
            return JobResult.model_validate_json(data) if data else None

    return ServiceActionsExecutor(act, client, results=results)
