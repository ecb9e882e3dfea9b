"""pytest fixtures: ``github_double`` (a started double with one installation) and ``app_key``.

Use from a test module or conftest.py::

    pytest_plugins = ["tests.github_double.fixtures"]
    # or: from tests.github_double.fixtures import github_double, github_app_key  # noqa: F401

    def test_something(github_double):
        gh = github_double
        gh.state.add_pull(gh.repo, 1, files=[PullFile("src/megatron/bridge/models/x.py")])
        ...

At teardown the fixture fails the test if the double answered off-contract or received a request
GitHub would reject (set ``gh.allow_rejections = True`` in tests that send bad requests on purpose).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from .keys import AppKey, app_key
from .server import GitHubDouble

APP_ID = 123
INSTALLATION_ID = 42
ACCOUNT = "NVIDIA-NeMo"
REPO = "NVIDIA-NeMo/Megatron-Bridge"
WEBHOOK_SECRET = "test-webhook-secret"


@pytest.fixture(scope="session")
def github_app_key() -> AppKey:
    return app_key()


@pytest.fixture
def github_double(github_app_key: AppKey) -> Iterator[GitHubDouble]:
    """A running double: App 123 installed (id 42) on NVIDIA-NeMo/Megatron-Bridge.

    Extra attributes for convenience: ``gh.repo``, ``gh.installation_id``, ``gh.private_key_pem``.
    """
    with GitHubDouble.start(
        app_id=APP_ID, app_public_key_pem=github_app_key.public_pem, webhook_secret=WEBHOOK_SECRET
    ) as gh:
        gh.state.add_installation(INSTALLATION_ID, ACCOUNT, [REPO])
        gh.repo = REPO
        gh.installation_id = INSTALLATION_ID
        gh.private_key_pem = github_app_key.private_pem
        yield gh
        gh.assert_clean()
