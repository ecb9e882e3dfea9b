"""The one executor interface every dispatch backend implements (submit, poll, cancel)."""

from __future__ import annotations

from enum import Enum
from typing import Protocol

from pydantic import BaseModel, ConfigDict

from runners.contract import JobResult, JobSpec


class JobState(str, Enum):
    QUEUED = "queued"  # accepted, waiting for GPUs
    RUNNING = "running"
    DONE = "done"  # finished; a JobResult is available
    CANCELLED = "cancelled"
    LOST = "lost"  # the backend no longer knows the job (runner vanished)


class DispatchError(RuntimeError):
    """A backend refused or could not take a call (submit/poll/cancel); the message is safe to show."""


class JobHandle(BaseModel):
    model_config = ConfigDict(extra="forbid")

    backend: str
    job_id: str
    ref: str  # backend's own id (pid/dir, Ray submission id, Actions run id)


class JobStatus(BaseModel):
    model_config = ConfigDict(extra="forbid")

    state: JobState
    result: JobResult | None = None
    detail: str = ""


class Executor(Protocol):
    """A dispatch backend. Calls are synchronous and quick; the work runs elsewhere."""

    name: str

    def submit(self, spec: JobSpec) -> JobHandle: ...

    def poll(self, handle: JobHandle) -> JobStatus: ...

    def cancel(self, handle: JobHandle) -> None: ...
