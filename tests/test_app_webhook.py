"""POST /webhook over real HTTP, on SQLite and PostgreSQL: signature, idempotent storage, bad input;
GET /healthz, /metrics, /reports; `serve` refusing to start on a bad setting.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from bot.infra.settings import load_settings
from bot.infra.store import Store
from bot.service.app import create_app, signature_ok
from tests.conftest import ServerThread
from tests.github_double import webhooks

SECRET = "webhook-secret-for-tests-0123456789"


@pytest.fixture
def bot(db_url: str) -> Iterator[tuple[str, Store]]:
    settings = load_settings(webhook_secret=SECRET, database_url=db_url, public_url="http://bot.test")
    store = Store(settings.database_url)
    app = create_app(settings, store=store, start_worker=False)
    with ServerThread(app) as srv:
        yield srv.url, store


def post(url: str, event: str, body: bytes, *, sig: str | None, guid: str | None = "g-1") -> httpx.Response:
    headers = {"Content-Type": "application/json", "X-GitHub-Event": event}
    if guid is not None:
        headers["X-GitHub-Delivery"] = guid
    if sig is not None:
        headers["X-Hub-Signature-256"] = sig
    return httpx.post(url + "/webhook", content=body, headers=headers, timeout=10)


def test_signed_delivery_stored_once_and_answered_202(bot: tuple[str, Store]) -> None:
    url, store = bot
    payload = webhooks.example("pull_request", "opened")
    first = webhooks.deliver(None, url + "/webhook", "pull_request", payload, guid="abc-1", secret=SECRET)
    again = webhooks.deliver(None, url + "/webhook", "pull_request", payload, guid="abc-1", secret=SECRET)
    assert first is not None and again is not None
    assert (first.status_code, first.json()) == (202, {"delivery": "abc-1", "duplicate": False})
    assert (again.status_code, again.json()) == (202, {"delivery": "abc-1", "duplicate": True})
    row = store.deliveries.get("abc-1")
    assert row is not None
    assert (row.event, row.action, row.state) == ("pull_request", "opened", "pending")
    assert row.installation_id == payload["installation"]["id"]
    assert row.repo == payload["repository"]["full_name"]
    assert store.deliveries.counts() == {"pending": 1}


@pytest.mark.parametrize("case", ["wrong-secret", "missing", "tampered", "sha1-only"])
def test_bad_signature_is_401_and_nothing_is_stored(bot: tuple[str, Store], case: str) -> None:
    url, store = bot
    body = webhooks.encode(webhooks.example("ping", None))
    sig = {
        "wrong-secret": webhooks.sign(body, "not-the-secret"),
        "missing": None,
        "tampered": webhooks.sign(body + b" ", SECRET),
        "sha1-only": webhooks.sign_sha1(body, SECRET),
    }[case]
    resp = post(url, "ping", body, sig=sig)
    assert resp.status_code == 401
    assert store.deliveries.counts() == {}


@pytest.mark.parametrize("body", [b"{not json", b"[1, 2]", b"\xff\xfe", b""])
def test_malformed_payload_is_400_and_nothing_is_stored(bot: tuple[str, Store], body: bytes) -> None:
    url, store = bot
    resp = post(url, "pull_request", body, sig=webhooks.sign(body, SECRET))
    assert resp.status_code == 400
    assert store.deliveries.counts() == {}


def test_missing_or_hostile_headers_are_400(bot: tuple[str, Store]) -> None:
    url, store = bot
    body = webhooks.encode(webhooks.example("ping", None))
    sig = webhooks.sign(body, SECRET)
    assert post(url, "ping", body, sig=sig, guid=None).status_code == 400
    assert post(url, "ping", body, sig=sig, guid="x" * 200).status_code == 400
    assert post(url, "ping; rm -rf /", body, sig=sig).status_code == 400
    assert store.deliveries.counts() == {}


def test_healthz_metrics_and_reports(bot: tuple[str, Store]) -> None:
    url, store = bot
    payload = webhooks.example("installation", "created")
    webhooks.deliver(None, url + "/webhook", "installation", payload, guid="m-1", secret=SECRET)
    assert httpx.get(url + "/healthz").json() == {"status": "ok"}
    text = httpx.get(url + "/metrics").text
    assert 'bridge_validate_deliveries_total{event="installation",result="stored"}' in text
    assert "bridge_validate_queue_depth 1.0" in text
    assert 'bridge_validate_jobs{state="running"} 0.0' in text
    assert "bridge_validate_github_errors_total" in text or "bridge_validate_github_requests" in text
    rid = store.reports.add(title="Result: Pass", summary="S" * 70_000, text="detail")
    rep = httpx.get(f"{url}/reports/{rid}")
    assert rep.status_code == 200 and rep.headers["content-type"].startswith("text/markdown")
    assert rep.text.startswith("# Result: Pass") and "S" * 70_000 in rep.text
    assert httpx.get(f"{url}/reports/{'0' * 32}").status_code == 404
    assert httpx.get(f"{url}/reports/..%2f..%2fetc%2fpasswd").status_code == 404


def test_signature_check_is_exact() -> None:
    body = b'{"a":1}'
    good = webhooks.sign(body, SECRET)
    assert signature_ok(SECRET.encode(), body, good)
    assert not signature_ok(SECRET.encode(), body, good.upper())
    assert not signature_ok(SECRET.encode(), body, good[:-1])
    assert not signature_ok(SECRET.encode(), body, None)


def _serve(env: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("BRIDGE_VALIDATE_")}
    clean.update(env)
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", "serve", "--port", "0"],
        env=clean,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_serve_stops_at_start_up_naming_each_missing_setting(tmp_path: Path) -> None:
    proc = _serve({}, tmp_path)
    assert proc.returncode == 2
    for name in (
        "BRIDGE_VALIDATE_APP_ID",
        "BRIDGE_VALIDATE_PRIVATE_KEY_PATH",
        "BRIDGE_VALIDATE_WEBHOOK_SECRET",
    ):
        assert name in proc.stderr
    assert "Traceback" not in proc.stderr


def test_serve_names_malformed_settings_and_never_prints_secrets(tmp_path: Path) -> None:
    key = tmp_path / "key.pem"
    key.write_text("-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n")
    secret = "s3cret-value-never-printed"
    proc = _serve(
        {
            "BRIDGE_VALIDATE_APP_ID": "not-a-number",
            "BRIDGE_VALIDATE_PRIVATE_KEY_PATH": str(key),
            "BRIDGE_VALIDATE_WEBHOOK_SECRET": secret,
            "BRIDGE_VALIDATE_DATABASE_URL": "mysql://x",
        },
        tmp_path,
    )
    assert proc.returncode == 2
    assert "BRIDGE_VALIDATE_APP_ID" in proc.stderr and "BRIDGE_VALIDATE_DATABASE_URL" in proc.stderr
    assert secret not in proc.stderr + proc.stdout
    proc = _serve(
        {
            "BRIDGE_VALIDATE_APP_ID": "7",
            "BRIDGE_VALIDATE_PRIVATE_KEY_PATH": str(key),
            "BRIDGE_VALIDATE_WEBHOOK_SECRET": secret,
        },
        tmp_path,
    )
    assert proc.returncode == 2
    assert "BRIDGE_VALIDATE_PRIVATE_KEY_PATH: not a usable PEM private key" in proc.stderr
    assert "bm90IGEga2V5" not in proc.stderr and secret not in proc.stderr
