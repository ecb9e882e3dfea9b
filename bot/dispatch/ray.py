"""Ray backend: each JobSpec becomes a Ray job on an existing cluster (Ray's Job Submission API).

- entrypoint: `python -m runners.callback run --spec job.json --out DIR [--callback URL] --private-ray --
  --quiet --no-ray-stop [--bridge-worktrees ROOT] ...`, the thin reporting wrapper around `python -m runners run`
  (same runner as every backend). Never `ray stop --force` on a cluster node; the job's own Ray (NeMo-RL / verl
  start one) is a private instance on the GPUs Ray gave the entrypoint (CUDA_VISIBLE_DEVICES), not the host cluster.
  The spec and the `runners` package travel in the job's runtime env (working_dir + py_modules), so cluster
  nodes need only Python with pydantic, the Bridge checkout and the downstream checkout (paths as the
  nodes see them); with `bridge_worktrees` set, the Bridge checkout is each node's clone and the runner
  checks the job's head SHA out into a per-SHA worktree there (fetched from the clone's origin when missing),
  so any node runs any PR head;
- `entrypoint_num_gpus` = JobSpec.gpus: Ray holds a job in PENDING until that many GPUs are free, which is
  the queue;
- `submission_id` = the job id: a retried submit (lost answer, bot restart) finds the job already there and
  returns the same handle instead of starting it twice;
- metadata names the PR, head SHA, framework and level, for the dashboard and for `ray job list`;
- the result comes back in the job log as one marker line MAC'd with the job's callback token (job output
  cannot forge it), and, when a callback URL is set, through the bot's results API as well;
- cancel is `stop_job` (Ray sends SIGTERM to the wrapper, the runner and the job's processes).

Ray clusters are trusted infrastructure: whoever can reach the dashboard can read every job's runtime env
(which carries the job's token) and submit jobs of their own.
"""

from __future__ import annotations

import shlex
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol, cast

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator

import runners
from bot.dispatch.base import DispatchError, JobHandle, JobState, JobStatus
from runners.callback import JOB_ID, TOKEN_ENV, derive_job_token, find_result_line
from runners.contract import JobResult, JobSpec

BACKEND = "ray"
DOWNSTREAM_ENV = {"nemo-rl": "NEMO_RL_REPO", "verl": "VERL_REPO"}
_ENV_NAME = r"^[A-Za-z_][A-Za-z0-9_]*$"


class RaySettings(BaseModel):
    """How the bot reaches a Ray cluster and where the checkouts live on its nodes."""

    model_config = ConfigDict(extra="forbid")

    address: str = Field(description="the cluster's job API, e.g. http://ray-head:8265")
    auth_token: SecretStr | None = Field(
        default=None,
        description="the cluster's token when Ray token authentication is on (RAY_AUTH_MODE=token)",
    )
    secret: SecretStr = Field(description="the bot's callback secret: per-job tokens derive from it")
    bridge_repo: str = Field(description="Megatron-Bridge checkout, as the cluster nodes see it")
    nemo_rl_repo: str | None = None
    verl_repo: str | None = None
    bridge_worktrees: str | None = Field(
        default=None,
        description="node-local directory for per-SHA worktrees: `bridge_repo` is then each node's clone of "
        "Megatron-Bridge, and the runner checks out the job's head SHA there before the job (any SHA, any node)",
    )
    out_root: str | None = Field(
        default=None,
        description="shared directory for the runner's output (default: inside the job's working dir)",
    )
    python: str = "python"
    callback_url: str | None = Field(default=None, description="the bot's base URL for events and the result")
    env: dict[str, str] = Field(
        default_factory=dict, description="extra environment for the runner (HF_HOME, ...)"
    )
    runner_args: list[str] = Field(default_factory=list, description="extra `python -m runners run` options")
    entrypoint_num_cpus: float = Field(default=1.0, ge=0)
    heartbeat_s: float = Field(default=15.0, gt=0)
    outputs_wait_s: float = Field(
        default=240.0,
        ge=0,
        description="how long a job waits for another job of its functional script on the same node (they share "
        "the script's output folder in the node's checkout); the bot's job grace less a minute",
    )

    @field_validator("env")
    @classmethod
    def _env(cls, v: dict[str, str]) -> dict[str, str]:
        import re

        bad = [k for k in v if not re.match(_ENV_NAME, k) or k == TOKEN_ENV]
        if bad:
            raise ValueError(f"not allowed as environment variable names: {bad}")
        return v

    @field_validator("runner_args")
    @classmethod
    def _runner_args(cls, v: list[str]) -> list[str]:
        # A fixed vocabulary: these come from the operator's settings, but they end up in a shell entrypoint.
        allowed = (
            "--quiet",
            "--no-ray-stop",
            "--no-ray-check",
            "--no-torch-probe",
            "--min-free-gib",
            "--python",
            "--mcore-local",
        )
        for i, a in enumerate(v):
            if a.startswith("-") and a.split("=", 1)[0] not in allowed:
                raise ValueError(f"runner option not allowed: {a!r}")
            if not a.startswith("-") and (i == 0 or not v[i - 1].startswith("-")):
                raise ValueError(f"stray runner argument: {a!r}")
        return v


class JobSubmission(Protocol):
    """The part of `ray.job_submission.JobSubmissionClient` this backend uses."""

    def submit_job(self, **kwargs: Any) -> str: ...

    def get_job_info(self, job_id: str) -> Any: ...

    def get_job_logs(self, job_id: str) -> str: ...

    def stop_job(self, job_id: str) -> bool: ...


def _default_client(address: str, headers: dict[str, str]) -> JobSubmission:
    from ray.job_submission import JobSubmissionClient

    return cast(JobSubmission, JobSubmissionClient(address, headers=headers or None))


def _status_name(info: Any) -> str:
    status = getattr(info, "status", "")
    return str(getattr(status, "value", status)).upper()


class RayExecutor:
    """Executor over Ray Jobs. Synchronous and quick: each call is one or two HTTP requests to the head."""

    name = BACKEND

    def __init__(
        self,
        settings: RaySettings,
        client_factory: Callable[[str, dict[str, str]], JobSubmission] = _default_client,
    ) -> None:
        self.settings = settings
        self._factory = client_factory
        self._client: JobSubmission | None = None

    @property
    def client(self) -> JobSubmission:
        if self._client is None:
            try:
                token = self.settings.auth_token
                headers = {"Authorization": f"Bearer {token.get_secret_value()}"} if token else {}
                self._client = self._factory(self.settings.address, headers)
            except (
                Exception
            ) as e:  # ray raises ConnectionError / RuntimeError / ValueError / AuthenticationError
                raise DispatchError(
                    f"cannot reach the Ray cluster at {self.settings.address}: {_first_line(e)}"
                ) from None
        return self._client

    def token(self, job_id: str) -> str:
        return derive_job_token(self.settings.secret.get_secret_value(), job_id)

    # ---- submit ---------------------------------------------------------------------------------

    def entrypoint(self, spec: JobSpec) -> str:
        s = self.settings
        out = f"{s.out_root.rstrip('/')}/{spec.id}" if s.out_root else f"out/{spec.id}"
        argv = [s.python, "-m", "runners.callback", "run", "--spec", "job.json", "--out", out]
        argv += ["--heartbeat-s", str(s.heartbeat_s)]
        if s.callback_url:
            argv += ["--callback", s.callback_url]
        # The job runs on a cluster node: `ray stop --force` there would take the node down, and the job's
        # own Ray must not join the cluster whose GPUs the entrypoint already holds.
        argv += ["--private-ray", "--", "--quiet", "--no-ray-stop", "--outputs-wait-s", f"{s.outputs_wait_s:g}",
                 *s.runner_args]
        if s.bridge_worktrees and spec.bridge_sha:
            # The runner makes (or reuses) a worktree of the node's clone at exactly this SHA; the SHA check
            # that follows is the same as on a fixed checkout.
            argv += ["--bridge-worktrees", s.bridge_worktrees]
        # Ray runs the entrypoint through a shell: every word is quoted, and none comes from PR content
        # (the job id is pattern-checked; the spec itself travels as a file).
        return "exec " + " ".join(shlex.quote(a) for a in argv)

    def runtime_env(self, spec: JobSpec, working_dir: Path) -> dict[str, Any]:
        s = self.settings
        env = dict(s.env)
        env["BRIDGE_REPO"] = s.bridge_repo
        down = s.nemo_rl_repo if spec.framework == "nemo-rl" else s.verl_repo
        if not down:
            raise DispatchError(f"no {spec.framework} checkout configured for the Ray backend")
        env[DOWNSTREAM_ENV[spec.framework]] = down
        env[TOKEN_ENV] = self.token(spec.id)
        return {
            "working_dir": str(working_dir),
            "py_modules": [str(Path(runners.__file__).parent)],
            "env_vars": env,
            "excludes": ["__pycache__", "*.pyc"],
        }

    @staticmethod
    def metadata(spec: JobSpec) -> dict[str, str]:
        ctx = spec.context
        meta = {
            "app": "bridge-validate",
            "job_id": spec.id,
            "framework": spec.framework,
            "level": str(spec.level),
            "variant": spec.variant,
            "template": spec.template,
            "gpus": str(spec.gpus),
        }
        for key, value in (("repo", ctx.repo), ("pr", ctx.pr), ("sha", ctx.head_sha or spec.bridge_sha)):
            if value is not None:
                meta[key] = str(value)
        if ctx.plan_id:
            meta["plan_id"] = ctx.plan_id
        return meta

    def submit(self, spec: JobSpec) -> JobHandle:
        if not JOB_ID.match(spec.id):
            raise DispatchError(f"job id not usable as a Ray submission id: {spec.id!r}")
        handle = JobHandle(backend=BACKEND, job_id=spec.id, ref=spec.id)
        tmp = Path(tempfile.mkdtemp(prefix="bridge-validate-ray-"))
        try:
            (tmp / "job.json").write_text(spec.model_dump_json(indent=2))
            kwargs: dict[str, Any] = {
                "entrypoint": self.entrypoint(spec),
                "submission_id": spec.id,
                "runtime_env": self.runtime_env(spec, tmp),
                "metadata": self.metadata(spec),
                "entrypoint_num_cpus": self.settings.entrypoint_num_cpus,
            }
            if spec.gpus:
                kwargs["entrypoint_num_gpus"] = spec.gpus
            try:
                self.client.submit_job(**kwargs)
            except Exception as e:
                if "already exists" in str(e) and self._exists(spec.id):
                    return handle  # a retried submit: the job is there, do not start it twice
                raise DispatchError(f"Ray refused job {spec.id}: {_first_line(e)}") from None
        finally:
            shutil.rmtree(tmp, ignore_errors=True)  # uploaded by submit_job; Ray keeps its own copy
        return handle

    def _exists(self, submission_id: str) -> bool:
        try:
            return self.client.get_job_info(submission_id) is not None
        except Exception:
            return False

    # ---- poll / cancel --------------------------------------------------------------------------

    def poll(self, handle: JobHandle) -> JobStatus:
        try:
            info = self.client.get_job_info(handle.ref)
        except DispatchError:
            raise
        except Exception as e:
            text = str(e)
            if "does not exist" in text or "404" in text or "not found" in text.lower():
                return JobStatus(state=JobState.LOST, detail=f"Ray no longer knows job {handle.ref}")
            raise DispatchError(f"cannot poll Ray job {handle.ref}: {_first_line(e)}") from None
        status = _status_name(info)
        message = str(getattr(info, "message", "") or "")
        if status == "PENDING":
            return JobStatus(state=JobState.QUEUED, detail=message or "waiting for resources")
        if status == "RUNNING":
            return JobStatus(state=JobState.RUNNING, detail=message)
        result = self._result(handle)
        if status == "STOPPED":
            return JobStatus(state=JobState.CANCELLED, result=result, detail=message or "stopped")
        if result is not None:
            return JobStatus(state=JobState.DONE, result=result, detail=f"Ray job {status.lower()}")
        # FAILED (or SUCCEEDED) without a result: the runner never finished (node lost, runtime env setup
        # failed, killed, or Ray gave up waiting for GPUs: RAY_JOB_START_TIMEOUT_SECONDS on the head).
        return JobStatus(
            state=JobState.LOST,
            detail=f"Ray job {status.lower()} without a result: {message or 'no message'}"[:2000],
        )

    def _result(self, handle: JobHandle) -> JobResult | None:
        try:
            logs = self.client.get_job_logs(handle.ref)
        except Exception:
            return None
        payload = find_result_line(logs, self.token(handle.job_id))
        if payload is None:
            return None
        try:
            result = JobResult.model_validate_json(payload)
        except ValueError:
            return None
        return result if result.job_id == handle.job_id else None

    def cancel(self, handle: JobHandle) -> None:
        try:
            self.client.stop_job(handle.ref)
        except DispatchError:
            raise
        except Exception as e:
            text = str(e)
            if "does not exist" in text or "terminal" in text or "404" in text:
                return  # already gone or already finished: nothing to stop
            raise DispatchError(f"cannot stop Ray job {handle.ref}: {_first_line(e)}") from None


def _first_line(e: BaseException) -> str:
    lines = [ln for ln in str(e).splitlines() if ln.strip()]
    # Ray's HTTP errors carry a server traceback; its last line is the reason.
    return (lines[-1] if lines else type(e).__name__)[:500]
