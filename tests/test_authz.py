"""Who may steer the bot: collaborator permission from the API (over real HTTP against the GitHub double), what
each role allows, and the short-lived cache in front of it."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.infra.authz import PermissionCache, allows, describe
from bot.infra.github import CollaboratorPermission, GitHubApp
from tests.github_double import GitHubDouble
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401

# role -> (may run GPU work, may override a Blocked check)
ROLES = {
    "admin": (True, True),
    "maintain": (True, True),
    "write": (True, False),
    "triage": (False, False),
    "read": (False, False),
    "none": (False, False),
}


def _app(gh: GitHubDouble) -> GitHubApp:
    return GitHubApp(base_url=gh.url, app_id=gh.state.app.id, private_key=gh.private_key_pem, backoff_s=0.01)


def test_each_role_over_http(github_double: GitHubDouble) -> None:  # noqa: F811
    gh = github_double
    for role in ROLES:
        gh.state.set_permission(gh.repo, f"user-{role}", role)  # type: ignore[arg-type]

    async def main() -> dict[str, CollaboratorPermission]:
        app = _app(gh)
        try:
            client = app.for_installation(gh.installation_id)
            out = {role: await client.get_permission(gh.repo, f"user-{role}") for role in ROLES}
            out["stranger"] = await client.get_permission(gh.repo, "stranger")
            return out
        finally:
            await app.aclose()

    perms = asyncio.run(main())
    for role, (run, override) in ROLES.items():
        perm = perms[role]
        assert perm.role_name == role
        assert (allows(perm, "write"), allows(perm, "maintain")) == (run, override), role
    # GitHub folds maintain into write: the exact role and the flags decide, not the coarse permission.
    assert perms["maintain"].permission == "write" and perms["maintain"].maintain
    # Anyone reads a public repository; reading is not enough.
    assert perms["stranger"].permission == "read" and not allows(perms["stranger"], "write")
    assert describe(perms["triage"]) == "@user-triage has triage access"


def test_a_login_that_cannot_exist_is_never_sent(github_double: GitHubDouble) -> None:  # noqa: F811
    gh = github_double
    before = len(gh.requests_to("GET", "repos/get-collaborator-permission-level"))

    async def main() -> CollaboratorPermission:
        app = _app(gh)
        try:
            return await app.for_installation(gh.installation_id).get_permission(gh.repo, "x/../../admin;rm")
        finally:
            await app.aclose()

    perm = asyncio.run(main())
    assert perm.permission == "none" and not allows(perm, "write")
    assert len(gh.requests_to("GET", "repos/get-collaborator-permission-level")) == before


@pytest.mark.parametrize(
    ("flags", "run", "override"),
    [
        ({"permission": "write", "role_name": "ci-operator", "push": True}, True, False),  # a custom role with push
        ({"permission": "read", "role_name": "auditor"}, False, False),
        ({"permission": "write", "role_name": "release", "maintain": True}, True, True),
        ({"permission": "admin", "role_name": ""}, True, True),
    ],
)
def test_custom_roles_count_for_what_their_flags_grant(flags: dict[str, Any], run: bool, override: bool) -> None:
    perm = CollaboratorPermission(user="u", **flags)
    assert (allows(perm, "write"), allows(perm, "maintain")) == (run, override)


class CountingClient:
    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []
        self.role = "write"

    async def get_permission(self, repo: str, user: str) -> CollaboratorPermission:
        self.calls.append((repo, user))
        writer = self.role == "write"
        return CollaboratorPermission(
            user=user, permission="write" if writer else "read", role_name=self.role, push=writer
        )


def test_cache_holds_an_answer_for_its_ttl_only() -> None:
    now = [1000.0]
    cache = PermissionCache(ttl_s=60, clock=lambda: now[0])
    client = CountingClient()

    async def ask(user: str = "maint", repo: str = "o/r") -> bool:
        ok, _perm = await cache.allows(client, repo, user, "write")  # type: ignore[arg-type]
        return ok

    assert asyncio.run(ask()) and asyncio.run(ask("MAINT"))  # logins are case-insensitive
    assert client.calls == [("o/r", "maint")]
    asyncio.run(ask(repo="o/other"))
    assert len(client.calls) == 2  # per repository
    client.role = "read"  # revoked on GitHub: still cached ...
    now[0] += 59
    assert asyncio.run(ask())
    now[0] += 2  # ... until the TTL runs out
    assert not asyncio.run(ask())
    assert cache.lookups == 3


def test_concurrent_lookups_of_one_user_ask_github_once() -> None:
    cache = PermissionCache(ttl_s=60)
    client = CountingClient()

    async def main() -> None:
        await asyncio.gather(*(cache.get(client, "o/r", "maint") for _ in range(10)))  # type: ignore[arg-type]

    asyncio.run(main())
    assert client.calls == [("o/r", "maint")]
