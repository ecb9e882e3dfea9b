"""Who may steer the bot: the repository's collaborator permission, read from GitHub and cached briefly.

- write (and maintain, admin) may spend GPU time: run, plan, retry, cancel, approve an untrusted PR;
- maintain and admin may also override a Blocked check (an audited escape hatch);
- triage, read, none and anyone GitHub does not know: nothing.

GitHub's coarse `permission` folds maintain into write and triage into read, so the exact `role_name` and
the `permissions` flags decide. A custom role counts for what its flags grant. Answers are cached for a
short TTL (a revoked permission stops working within it) per repository and login.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Literal

from bot.infra.github import CollaboratorPermission, RepoClient

__all__ = ["DEFAULT_TTL_S", "Need", "PermissionCache", "allows", "describe"]

DEFAULT_TTL_S = 60.0
Need = Literal["write", "maintain"]

_WRITE_ROLES = frozenset({"admin", "maintain", "write"})
_MAINTAIN_ROLES = frozenset({"admin", "maintain"})


def allows(perm: CollaboratorPermission, need: Need) -> bool:
    """Whether `perm` is enough for `need`. Pure."""
    role = perm.role_name.lower()
    if need == "maintain":
        return perm.admin or perm.maintain or role in _MAINTAIN_ROLES or perm.permission == "admin"
    return (
        perm.admin
        or perm.maintain
        or perm.push
        or role in _WRITE_ROLES
        or perm.permission in ("admin", "write")
    )


def describe(perm: CollaboratorPermission) -> str:
    """The user's access in words, for a refusal."""
    role = perm.role_name or perm.permission or "none"
    return f"@{perm.user} has {role} access"


class PermissionCache:
    """Collaborator permissions per (repository, login), each kept `ttl_s` seconds. One per process."""

    def __init__(self, ttl_s: float = DEFAULT_TTL_S, clock: Callable[[], float] = time.monotonic) -> None:
        self.ttl_s = ttl_s
        self._clock = clock
        self._cache: dict[tuple[str, str], tuple[float, CollaboratorPermission]] = {}
        self._locks: dict[tuple[str, str], asyncio.Lock] = {}
        self.lookups = 0  # calls that went to GitHub (tests read it)

    async def get(self, gh: RepoClient, repo: str, user: str) -> CollaboratorPermission:
        key = (repo.lower(), user.lower())
        hit = self._fresh(key)
        if hit is not None:
            return hit
        lock = self._locks.setdefault(key, asyncio.Lock())
        async with lock:
            hit = self._fresh(key)
            if hit is not None:
                return hit
            perm = await gh.get_permission(repo, user)
            self.lookups += 1
            self._cache[key] = (self._clock() + self.ttl_s, perm)
            if len(self._cache) > 4096:  # bound the memory: drop what has expired
                now = self._clock()
                for k in [k for k, (exp, _p) in self._cache.items() if exp <= now]:
                    self._cache.pop(k, None)
                    self._locks.pop(k, None)
            return perm

    async def allows(self, gh: RepoClient, repo: str, user: str, need: Need) -> tuple[bool, CollaboratorPermission]:
        perm = await self.get(gh, repo, user)
        return allows(perm, need), perm

    def forget(self, repo: str, user: str) -> None:
        self._cache.pop((repo.lower(), user.lower()), None)

    def _fresh(self, key: tuple[str, str]) -> CollaboratorPermission | None:
        hit = self._cache.get(key)
        if hit is not None and hit[0] > self._clock():
            return hit[1]
        return None
