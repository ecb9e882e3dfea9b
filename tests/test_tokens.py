"""Per-job callback tokens: HMAC-SHA256(secret, "job:" + job_id), base64url; good for one job only."""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.dispatch.tokens import bearer_token, job_token, verify_authorization, verify_job_token

SECRET = "bot-secret"
JOB_IDS = st.from_regex(r"[A-Za-z0-9][A-Za-z0-9_.\-]{0,40}", fullmatch=True)


def test_token_is_the_documented_hmac() -> None:
    mac = hmac.new(b"bot-secret", b"job:pr7-nemo-rl-l0", hashlib.sha256).digest()
    expected = base64.urlsafe_b64encode(mac).rstrip(b"=").decode()
    assert job_token(SECRET, "pr7-nemo-rl-l0") == expected
    assert len(expected) == 43 and "=" not in expected


@given(JOB_IDS, JOB_IDS)
def test_a_token_verifies_for_its_job_only(a: str, b: str) -> None:
    token = job_token(SECRET, a)
    assert verify_job_token(SECRET, a, token)
    assert verify_job_token(SECRET, b, token) == (a == b)
    assert not verify_job_token("another-secret", a, token)


@pytest.mark.parametrize(
    "job_id, token",
    [
        ("job-1", None),
        ("job-1", ""),
        ("job-1", "x" * 43),
        ("", "abc"),
        ("../etc", "abc"),
        ("job-1", "é" * 43),
    ],
)
def test_bad_tokens_and_ids_are_refused_without_error(job_id: str, token: str | None) -> None:
    assert verify_job_token(SECRET, job_id, token) is False


def test_empty_secret_mints_nothing_and_verifies_nothing() -> None:
    with pytest.raises(ValueError, match="empty"):
        job_token("", "job-1")
    assert verify_job_token("", "job-1", job_token(SECRET, "job-1")) is False


def test_authorization_header() -> None:
    token = job_token(SECRET, "job-1")
    assert bearer_token(f"Bearer {token}") == token
    assert bearer_token(f"bearer   {token} ") == token
    assert (
        bearer_token(f"token {token}") is None
        and bearer_token("Bearer ") is None
        and bearer_token(None) is None
    )
    assert verify_authorization(SECRET, "job-1", f"Bearer {token}")
    assert not verify_authorization(SECRET, "job-2", f"Bearer {token}")
    assert not verify_authorization(SECRET, "job-1", token)  # no scheme


def test_runner_host_mints_the_same_token_from_the_secret_in_its_environment() -> None:
    """What workflows/validate.yml runs on the host: stdlib only (-S: no site-packages, so no pydantic),
    the secret from the environment, never from argv."""
    env = {"PATH": os.environ.get("PATH", ""), "BRIDGE_VALIDATE_CALLBACK_SECRET": SECRET}
    out = subprocess.run(
        [sys.executable, "-S", "-m", "runners.callback", "token", "--job-id", "pr7-verl-l0"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        cwd=os.path.dirname(os.path.dirname(__file__)),
    )
    assert out.stdout.strip() == job_token(SECRET, "pr7-verl-l0")
    missing = subprocess.run(
        [sys.executable, "-m", "runners.callback", "token", "--job-id", "pr7-verl-l0"],
        env={"PATH": env["PATH"]},
        capture_output=True,
        text=True,
        cwd=os.path.dirname(os.path.dirname(__file__)),
    )
    assert missing.returncode == 2 and "BRIDGE_VALIDATE_CALLBACK_SECRET" in missing.stderr
    assert missing.stdout == ""
