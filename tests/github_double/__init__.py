"""A GitHub double for the tests: a real HTTP server playing the REST operations the bot uses.

    from tests.github_double import GitHubDouble, PullFile, webhooks

    with GitHubDouble.start(app_id=123, app_public_key_pem=public_pem, webhook_secret="s3cret") as gh:
        gh.state.add_installation(42, "NVIDIA-NeMo", ["NVIDIA-NeMo/Megatron-Bridge"])
        pull = gh.state.add_pull("NVIDIA-NeMo/Megatron-Bridge", 7, files=[PullFile("src/x.py")])
        # point the bot at gh.url; send it webhooks with gh.send_webhook(...)

See README.md in this folder.
"""

from . import webhooks
from .faults import Fault, Faults
from .keys import AppKey, app_key
from .server import ContractViolation, GitHubDouble, LoggedRequest, jwt_for
from .state import (
    CheckRun,
    Comment,
    Delivery,
    GitHubState,
    PullFile,
    PullRequest,
    Reaction,
    WorkflowRun,
)

__all__ = [
    "AppKey",
    "CheckRun",
    "Comment",
    "ContractViolation",
    "Delivery",
    "Fault",
    "Faults",
    "GitHubDouble",
    "GitHubState",
    "LoggedRequest",
    "PullFile",
    "PullRequest",
    "Reaction",
    "WorkflowRun",
    "app_key",
    "jwt_for",
    "webhooks",
]
