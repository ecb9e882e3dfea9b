"""`bridge-validate serve` as a real process, killed with SIGKILL twice — once while it handles a delivery
(a check-run create has reached GitHub, its answer has not come back), once while the jobs run — and
restarted each time: the work completes, once (two check runs, each job run once, the delivery processed
once), on SQLite and on PostgreSQL. Its log and database never hold a secret.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest

from bot.infra.store import Store
from tests.conftest import (
    FIXTURE_GPUS,
    NAMES,
    NO_RAY_CHECK,
    Checkouts,
    bot_env,
    free_port,
    provider_pull,
    wait_for,
)
from tests.fixtures.builders import fixture_env
from tests.github_double import GitHubDouble, webhooks
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401

# The installed console script, as an operator runs it (the module when the venv has no script).
_SCRIPT = Path(sys.executable).parent / "bridge-validate"
SERVE = [str(_SCRIPT)] if _SCRIPT.exists() else [sys.executable, "-m", "bot.cli"]


class Serve:
    def __init__(self, env: dict[str, str], cwd: Path, log: Path) -> None:
        self.env, self.cwd, self.log = env, cwd, log
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        with open(self.log, "ab") as out:
            self.proc = subprocess.Popen(
                [*SERVE, "serve", "--port", str(self.port)],
                env=self.env,
                cwd=self.cwd,
                stdout=out,
                stderr=subprocess.STDOUT,
            )

        def up() -> bool:
            assert self.proc is not None and self.proc.poll() is None, self.log.read_text()[-3000:]
            try:
                return httpx.get(self.url + "/healthz", timeout=1).status_code == 200
            except httpx.HTTPError:
                return False

        wait_for(up, 30, "serve to answer /healthz")

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.kill()  # SIGKILL: no shutdown hook runs
        self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()


@pytest.mark.slow
@pytest.mark.parametrize("db", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_sigkill_mid_delivery_and_mid_job_then_restart_completes_once(
    github_double: GitHubDouble,  # noqa: F811
    checkouts: Checkouts,
    make_db_url: Any,
    tmp_path: Path,
    db: str,
) -> None:
    gh = github_double
    db_url = make_db_url(db)
    # No `ray stop --force` here; no Ray worker import check either (tests/conftest.py: NO_RAY_CHECK).
    env = fixture_env(BRIDGE_VALIDATE_GPUS=FIXTURE_GPUS, BRIDGE_VALIDATE_RAY_STOP="0", **NO_RAY_CHECK)
    kept = ("BRIDGE_VALIDATE_GPUS", "BRIDGE_VALIDATE_RAY_STOP", *NO_RAY_CHECK)
    env = {k: v for k, v in env.items() if not k.startswith("BRIDGE_VALIDATE_") or k in kept}
    env.update(bot_env(gh, db_url, checkouts, tmp_path, BRIDGE_VALIDATE_LEASE_S="3"))
    log = tmp_path / "serve.log"
    bot = Serve(env, tmp_path, log)
    gh.webhook_url = bot.url + "/webhook"
    pull = provider_pull(gh, checkouts)
    sha = checkouts.sha
    # The first check-run create takes effect at once, but its answer comes 8 s late: the bot is mid-delivery.
    slow = gh.faults.slow("POST", r"/check-runs$", seconds=8)
    try:
        bot.start()
        resp = gh.send_webhook(
            "pull_request", webhooks.pull_request("opened", pull, double=gh), guid="killed"
        )
        assert resp is not None and resp.status_code == 202
        wait_for(lambda: len(gh.state.check_runs(gh.repo, sha)) == 1, 30, "the first check run to be created")
        bot.kill()
        assert slow.fired == 1

        bot.start()  # the delivery is claimed again once the dead process's lease runs out
        runs_dir = Path(env["BRIDGE_VALIDATE_WORKDIR"])
        wait_for(lambda: len([p for p in runs_dir.glob("*/heartbeat.json")]) == 2, 90, "both jobs running")
        bot.kill()  # the runners live on in their own sessions

        bot.start()
        runs = wait_for(
            lambda: (
                (r := gh.state.check_runs(gh.repo, sha)) and all(c.status == "completed" for c in r) and r
            ),
            150,
            "both check runs concluded",
        )
        assert isinstance(runs, list)
    finally:
        bot.stop()

    assert sorted(r.name for r in runs) == NAMES  # no duplicate created across the kills
    assert [r.conclusion for r in runs] == ["success", "success"]
    assert all((r.title or "").startswith("Result: Pass") for r in runs)
    store = Store(db_url)
    delivery = store.deliveries.get("killed")
    assert delivery is not None and delivery.state == "done" and delivery.processed == 1
    assert delivery.attempts == 2
    jobs = [j for r in store.runs.for_sha(gh.repo, sha) for j in store.jobs.for_run(r.id)]
    assert [(j.framework, j.state, j.submits) for j in jobs] == [("nemo-rl", "done", 1), ("verl", "done", 1)]
    assert sorted(p.name for p in runs_dir.iterdir()) == sorted(j.id for j in jobs)  # each job ran once

    text = log.read_text()
    assert text.count('"event": "serve.started"') == 3
    assert '"event": "github.check_run.adopted"' in text  # the create whose answer the kill lost
    assert "runner started by an earlier bot process" in text or "earlier bot process" in text
    with gh.state.lock:
        tokens = list(gh.state.tokens)
    secrets = [
        gh.state.app.webhook_secret or "",
        *tokens,
        *[ln for ln in (gh.private_key_pem or "").splitlines() if len(ln) > 30],
    ]
    rows = store.dump_text()
    for s in secrets:
        assert s and s not in text and s not in rows
    store.dispose()
    assert os.path.isdir(runs_dir)
