"""Per-SHA Bridge worktrees for the local executor (BRIDGE_VALIDATE_BRIDGE_REPO at the PR head). The logic lives in
`runners.worktrees`, which the runner also uses on cluster nodes; this module keeps the executor's names."""

from __future__ import annotations

from runners.worktrees import FULL_SHA, GIT_TIMEOUT_S, BridgeCheckouts, CheckoutError

__all__ = ["FULL_SHA", "GIT_TIMEOUT_S", "BridgeCheckouts", "CheckoutError"]
