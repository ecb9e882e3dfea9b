"""bot.infra.github against the GitHub double over real HTTP: tokens, retries, rate limits, idempotent
check runs."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from typing import Any

import pytest

from bot.infra.github import GitHubApp, GitHubError, GitHubUnavailable
from tests.github_double import GitHubDouble, PullFile
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401

SHA = "a" * 40


class Clock:
    def __init__(self) -> None:
        self.t = time.time()

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def waits() -> list[float]:
    return []


def make_app(gh: GitHubDouble, waits: list[float], **kw: Any) -> GitHubApp:
    async def sleep(s: float) -> None:
        waits.append(s)
        await asyncio.sleep(min(s, 0.01))

    opts: dict[str, Any] = {"timeout_s": 5.0, "backoff_s": 0.01, "max_retries": 4, "sleep": sleep}
    opts.update(kw)
    assert gh.private_key_pem is not None
    return GitHubApp(base_url=gh.url, app_id=gh.state.app.id, private_key=gh.private_key_pem, **opts)


def run(coro: Any) -> Any:
    return asyncio.run(coro)


@pytest.fixture
def gh(github_double: GitHubDouble) -> Iterator[GitHubDouble]:  # noqa: F811
    github_double.state.add_pull(github_double.repo, 7, head_sha=SHA, files=[PullFile("src/a.py")])
    yield github_double


def body(name: str = "bridge-validate / nemo-rl", ext: str = "bv:r1:nemo-rl") -> dict[str, Any]:
    return {
        "name": name,
        "head_sha": SHA,
        "external_id": ext,
        "status": "queued",
        "output": {"title": "Queued", "summary": "plan"},
    }


def test_installation_token_cached_until_shortly_before_expiry(gh: GitHubDouble, waits: list[float]) -> None:
    clock = Clock()
    app = make_app(gh, waits, clock=clock, refresh_margin_s=300)

    async def go() -> None:
        client = app.for_installation(gh.installation_id)
        await client.get_pull(gh.repo, 7)
        await client.get_pull(gh.repo, 7)
        assert app.token_fetches == 1
        clock.t += 3600 - 299  # inside the refresh margin of a one-hour token
        await client.get_pull(gh.repo, 7)
        assert app.token_fetches == 2
        await app.aclose()

    run(go())
    assert len(gh.requests_to("POST", "apps/create-installation-access-token")) == 2


def test_revoked_token_is_minted_again_once(gh: GitHubDouble, waits: list[float]) -> None:
    app = make_app(gh, waits)

    async def go() -> None:
        client = app.for_installation(gh.installation_id)
        await client.get_pull(gh.repo, 7)
        gh.state.expire_tokens()
        pr = await client.get_pull(gh.repo, 7)
        assert pr.head_sha == SHA
        await app.aclose()

    gh.allow_rejections = True  # the 401 on the expired token is the point
    run(go())
    assert app.token_fetches == 2


def test_5xx_and_secondary_rate_limit_are_retried_with_the_wait_github_asks(
    gh: GitHubDouble, waits: list[float]
) -> None:
    app = make_app(gh, waits)
    gh.faults.server_error("GET", r"/pulls/7$", status=502, times=2)
    gh.faults.secondary_rate_limit("GET", r"/pulls/7/files$", retry_after=3)

    async def go() -> None:
        client = app.for_installation(gh.installation_id)
        pr = await client.get_pull(gh.repo, 7)
        assert pr.number == 7
        listing = await client.list_pull_files(gh.repo, 7)
        assert [f.path for f in listing.files] == ["src/a.py"]
        await app.aclose()

    run(go())
    assert 3.0 in waits  # Retry-After honoured
    assert len(gh.requests_to("GET", "pulls/get")) == 3


def test_primary_rate_limit_waits_for_reset(gh: GitHubDouble, waits: list[float]) -> None:
    app = make_app(gh, waits)
    gh.faults.primary_rate_limit("GET", r"/pulls/7$", reset_in=2, status=429)

    async def go() -> None:
        await app.for_installation(gh.installation_id).get_pull(gh.repo, 7)
        await app.aclose()

    run(go())
    assert waits and 0 <= waits[0] <= 3.0


def test_gives_up_after_retry_budget_and_4xx_is_not_retried(gh: GitHubDouble, waits: list[float]) -> None:
    app = make_app(gh, waits, max_retries=2)
    gh.faults.server_error("GET", r"/pulls/7$", status=503, times=None)

    async def go() -> None:
        client = app.for_installation(gh.installation_id)
        with pytest.raises(GitHubUnavailable):
            await client.get_pull(gh.repo, 7)
        gh.faults.clear()
        with pytest.raises(GitHubError) as err:
            await client.get_pull(gh.repo, 999)
        assert err.value.status == 404
        await app.aclose()

    gh.allow_rejections = True
    run(go())
    assert len(gh.requests_to("GET", "pulls/get")) == 3 + 1


@pytest.mark.parametrize("fault", ["drop_after_write", "slow", "server_error"])
def test_create_check_run_never_makes_two(gh: GitHubDouble, waits: list[float], fault: str) -> None:
    app = make_app(gh, waits, timeout_s=0.5)
    if fault == "drop_after_write":
        f = gh.faults.drop_after_write("POST", r"/check-runs$")
    elif fault == "slow":
        f = gh.faults.slow("POST", r"/check-runs$", seconds=1.5)
    else:
        f = gh.faults.server_error("POST", r"/check-runs$", status=502)

    async def go() -> None:
        client = app.for_installation(gh.installation_id)
        created = await client.create_check_run(gh.repo, body())
        again = await client.create_check_run(gh.repo, body())
        assert created.id == again.id
        await app.aclose()

    run(go())
    assert f.fired == 1
    runs = gh.state.check_runs(gh.repo, SHA)
    assert [r.name for r in runs] == ["bridge-validate / nemo-rl"]


def test_pull_files_paginated_truncation_and_missing_patches(gh: GitHubDouble, waits: list[float]) -> None:
    files = [PullFile(f"src/m{i}.py") for i in range(230)] + [PullFile("big.py", additions=9000, patch=None)]
    gh.state.set_pull_files(gh.repo, 7, files)
    app = make_app(gh, waits)

    async def go() -> None:
        client = app.for_installation(gh.installation_id)
        full = await client.list_pull_files(gh.repo, 7, expected=231)
        assert len(full.files) == 231 and not full.truncated
        assert full.patches_missing == ["big.py"]
        assert any("big.py" in n for n in full.notes())
        gh.faults.truncate_files(r"/pulls/7/files$", limit=120)
        cut = await client.list_pull_files(gh.repo, 7, expected=231)
        assert cut.truncated and len(cut.files) == 120
        assert any("only 120 of 231" in n for n in cut.notes())
        await app.aclose()

    run(go())
    assert len(gh.requests_to("GET", "pulls/list-files")) == 3 + 2
