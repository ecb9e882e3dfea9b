"""What a handler gets: the delivery it works for and narrow handles on the store, GitHub and the executor."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.core.models import PlannerKind
from bot.core.reach import DownstreamReach
from bot.core.rules import Rules
from bot.dispatch.base import Executor
from bot.dispatch.reconciler import JobPolicy
from bot.infra.authz import PermissionCache
from bot.infra.github import RepoClient
from bot.infra.graphcache import LineCache
from bot.infra.logging import get_logger
from bot.infra.store import Store
from bot.service.handlers.events import BadPayload


@dataclass
class HandlerContext:
    delivery_id: str
    event: str
    store: Store
    rules: Rules
    executor: Executor
    github: Callable[[int], RepoClient]  # installation id -> that installation's client
    report_url: Callable[[str], str | None] = lambda _rid: None
    # A check run's page (repo, run id, framework) -> its signed link (bot.service.pages.access); None: no page.
    page_url: Callable[[str, str, str], str | None] = lambda _repo, _run, _fw: None
    job_grace_s: float = 300.0
    policy: JobPolicy = field(default_factory=JobPolicy)  # how jobs end: liveness, retries, reuse, budget
    log: Any = field(default_factory=lambda: get_logger("bridge_validate.handlers"))
    # Collaborator permissions, cached across deliveries (the worker hands every context its own one).
    permissions: PermissionCache = field(default_factory=PermissionCache)
    # (head sha, PR number) -> the downstream reach through the Bridge call graph at that head, or None and a
    # note saying why not (bot.service.reach_source); None: plan from path and content rules.
    reach: Callable[[str, int | None], tuple[DownstreamReach | None, str | None]] | None = None
    # how the plan combines `reach` with the rules (bot.core.plan.make_plan; without `reach`, the rules alone)
    planner: PlannerKind = "reach"
    # changed files' line analyses kept across plans (a re-plan of a head, a push that leaves a file's diff as it
    # was); None: every plan analyses its files afresh
    lines: LineCache | None = None
    # Commit locks (bot.service.handlers.commit_lock): this context's own holder id, the lease (the worker's
    # delivery lease), how long to wait for a busy commit, and the locks held now (re-entrant).
    lock_owner: str = field(default_factory=lambda: uuid.uuid4().hex)
    lock_lease_s: float = 60.0
    lock_wait_s: float = 60.0
    held_locks: dict[tuple[str, str], int] = field(default_factory=dict)

    def details_url(self, repo: str, run_id: str, framework: str, report_id: str | None = None) -> str | None:
        """Where a check run's Details link points: its run page, else the stored report."""
        return self.page_url(repo, run_id, framework) or (self.report_url(report_id) if report_id else None)

    def gh(self, installation_id: int | None) -> RepoClient:
        if installation_id is None:
            # Not worth a retry: the same payload never names one. Finished as a bad payload.
            raise BadPayload("this event carries no installation: the App cannot act on it")
        return self.github(installation_id)
