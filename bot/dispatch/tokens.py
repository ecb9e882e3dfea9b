"""Per-job callback tokens: what a runner presents when it reports a job's events and result.

token = base64url(HMAC-SHA256(secret, "job:" + job_id)), unpadded. The bot never stores tokens: it derives
the expected one from its secret and the job id in the URL and compares in constant time, so a token minted
for one job is useless for any other, and rotating the secret revokes every outstanding token. The
derivation lives in `runners.callback` (the runner host and the Actions workflow mint the same token from
the same secret without importing `bot`).
"""

from __future__ import annotations

import hmac

from runners.callback import JOB_ID, derive_job_token

__all__ = ["bearer_token", "job_token", "verify_authorization", "verify_job_token"]


def job_token(secret: str | bytes, job_id: str) -> str:
    """The token the runner of `job_id` must present. Raises ValueError on an empty secret or bad id."""
    return derive_job_token(secret, job_id)


def verify_job_token(secret: str | bytes, job_id: str, token: str | None) -> bool:
    """True only for the token of exactly this job (constant-time comparison; any bad input is False)."""
    if not token or not isinstance(token, str) or not JOB_ID.match(job_id or ""):
        return False
    try:
        expected = derive_job_token(secret, job_id)
    except ValueError:
        return False
    return hmac.compare_digest(expected.encode(), token.encode("utf-8", "replace"))


def bearer_token(authorization: str | None) -> str | None:
    """The credential of an `Authorization: Bearer <token>` header, or None."""
    if not authorization:
        return None
    scheme, _, credential = authorization.strip().partition(" ")
    if scheme.lower() != "bearer" or not credential.strip():
        return None
    return credential.strip()


def verify_authorization(secret: str | bytes, job_id: str, authorization: str | None) -> bool:
    """Check a request's Authorization header against the job in its path."""
    return verify_job_token(secret, job_id, bearer_token(authorization))
