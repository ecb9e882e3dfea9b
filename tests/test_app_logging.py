"""bot.infra.logging: JSON lines with context, and no secret in any of them."""

from __future__ import annotations

import io
import json
import logging

from bot.infra.logging import bind_context, configure_logging, get_logger, register_secret, scrub

PEM = (
    "-----BEGIN PRIVATE KEY-----\n"
    "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n"
    "-----END PRIVATE KEY-----\n"
)


def capture() -> io.StringIO:
    buf = io.StringIO()
    configure_logging("debug", stream=buf)
    return buf


def lines(buf: io.StringIO) -> list[dict[str, object]]:
    return [json.loads(x) for x in buf.getvalue().splitlines() if x.strip()]


def test_json_lines_carry_bound_context() -> None:
    buf = capture()
    with bind_context(delivery_id="d-1", repo="o/r", pr=7, sha="a" * 40):
        with bind_context(job_id="j-1"):
            get_logger("t").info("job.submitted", level=0)
        get_logger("t").info("after")
    recs = lines(buf)
    assert recs[0]["event"] == "job.submitted"
    assert {k: recs[0][k] for k in ("delivery_id", "repo", "pr", "sha", "job_id")} == {
        "delivery_id": "d-1",
        "repo": "o/r",
        "pr": 7,
        "sha": "a" * 40,
        "job_id": "j-1",
    }
    assert "job_id" not in recs[1] and recs[1]["delivery_id"] == "d-1"
    assert recs[0]["level"] == "info" and "timestamp" in recs[0]


def test_secrets_never_reach_the_log() -> None:
    buf = capture()
    webhook_secret = "whsec-unit-test-7f3a9c"
    token = "ghs_" + "A1b2C3d4" * 5
    register_secret(webhook_secret)
    register_secret(PEM)
    log = get_logger("t")
    log.info("oops", detail=f"secret is {webhook_secret}", headers={"Authorization": f"token {token}"})
    log.info("pem", body=PEM, items=[token, {"private_key": "x"}])
    log.warning(
        "unregistered token shapes",
        a="ghs_" + "Z" * 36,
        b="eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiIxMjMifQ.c2lnbmF0dXJlX3Nh",
        c="sha256=" + "0" * 64,
    )
    logging.getLogger("uvicorn.error").error("stdlib line with %s", webhook_secret)
    try:
        raise RuntimeError(f"failed with {token}")
    except RuntimeError:
        log.exception("boom")
    out = buf.getvalue()
    for leaked in (
        webhook_secret,
        token,
        "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7",
        "Z" * 36,
        "eyJhbGciOiJSUzI1NiJ9",
        "0" * 64,
    ):
        assert leaked not in out
    assert out.count("[REDACTED]") >= 8
    assert len(lines(buf)) == 5


def test_scrub_leaves_ordinary_text_alone() -> None:
    text = "PR #7 at abcdef0123 planned Level 0, 2 for nemo-rl"
    assert scrub(text) == text
