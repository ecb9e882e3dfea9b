"""The bot as `serve` runs it, for the dispatch tests: FastAPI + worker on a fixed loopback port (runners
call back to it, so the port must outlive a restart), its executor built from the settings by
`bot.dispatch.executors.build_executor` (local, ray) or at start-up (actions), talking to the GitHub double.

Also: a fixture Bridge "origin" and the bot's own clone of it (`Origin`), so the local executor fetches PR
heads by SHA into per-SHA worktrees, as on a live PR.
"""

from __future__ import annotations

import io
import threading
import time
from pathlib import Path
from typing import Any

from tests.conftest import Checkouts, bot_env, free_port, settings_from, wait_for
from tests.fixtures.builders import fixture_env, git

WRITER = "maintainer-dev"  # PR author with write permission: no fork-approval wait


class Server:
    """uvicorn in a thread on a given port."""

    def __init__(self, app: object, port: int) -> None:
        import uvicorn

        config = uvicorn.Config(
            app,
            host="127.0.0.1",
            port=port,
            log_config=None,
            access_log=False,
            lifespan="on",
            timeout_graceful_shutdown=5,
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, name="bot-under-test", daemon=True)

    def start(self) -> None:
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the bot did not start")
            time.sleep(0.01)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=30)


class Service:
    def __init__(
        self,
        gh: Any,
        db_url: str,
        co: Checkouts,
        tmp: Path,
        *,
        executor: str = "local",
        mode: str = "pass",
        gpus: str = "0,1,2,3,4,5,6,7,8,9",
        port: int | None = None,
        **extra: str,
    ) -> None:
        self.gh = gh
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = bot_env(gh, db_url, co, tmp, **extra)
        env.update(
            {
                "BRIDGE_VALIDATE_EXECUTOR": executor,
                "BRIDGE_VALIDATE_CALLBACK_URL": self.url,
                "BRIDGE_VALIDATE_CALLBACK_SECRET": "test-callback-secret",
                "BRIDGE_VALIDATE_HEARTBEAT_S": "0.5",
                "BRIDGE_VALIDATE_PROGRESS_UPDATE_S": "1",
            }
        )
        env.update(extra)
        self.env = env
        self.settings: Any = settings_from(env)
        self.gpus = [int(g) for g in gpus.split(",")]
        # The runner's environment: the `uv run` double, fake GPUs, no Ray steps on this shared host.
        self.job_env = fixture_env(
            FIXTURE_MODE=mode,
            BRIDGE_VALIDATE_GPUS=gpus,
            BRIDGE_VALIDATE_RAY_STOP="0",
            BRIDGE_VALIDATE_RAY_CHECK="0",
        )
        self.logs = io.StringIO()
        self.store: Any = None
        self.executor: Any = None
        self._server: Server | None = None

    def start(self) -> Service:
        from bot.dispatch.executors import build_executor
        from bot.infra.logging import configure_logging
        from bot.infra.store import Store
        from bot.service.app import create_app

        configure_logging("info", stream=self.logs)
        self.store = Store(self.settings.database_url)
        if self.settings.executor == "local":
            self.executor = build_executor(self.settings, env=self.job_env, local_gpus=self.gpus)
        elif self.settings.executor == "ray":
            self.executor = build_executor(self.settings)
        else:
            self.executor = None  # built at start-up on the event loop, over the App's GitHub client
        app = create_app(self.settings, executor=self.executor, store=self.store)
        self.gh.webhook_url = self.url + "/webhook"
        self._server = Server(app, self.port)
        self._server.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.stop()
            self._server = None

    # -- reading what happened

    def checks(self, sha: str) -> list[Any]:
        return list(self.gh.state.check_runs(self.gh.repo, sha))

    def wait_concluded(self, sha: str, timeout: float = 150) -> list[Any]:
        def done() -> list[Any] | None:
            runs = [r for r in self.checks(sha) if r.status == "completed"]
            names = {r.name for r in runs}
            return runs if len(names) >= 2 and all(r.status == "completed" for r in self.checks(sha)) else None

        runs = wait_for(done, timeout, f"both check runs on {sha[:12]} to conclude", interval=0.2)
        assert isinstance(runs, list)
        return runs

    def jobs(self, sha: str) -> list[Any]:
        return [j for r in self.store.runs.for_sha(self.gh.repo, sha) for j in self.store.jobs.for_run(r.id)]

    def records(self, event: str) -> list[dict[str, Any]]:
        import json

        out = []
        for line in self.logs.getvalue().splitlines():
            if line.startswith("{"):
                rec = json.loads(line)
                if rec.get("event") == event:
                    out.append(rec)
        return out


class Origin:
    """The fixture Bridge repository plays `origin`; the bot works in its own clone, which lacks the PR heads
    until it fetches them."""

    def __init__(self, co: Checkouts, root: Path) -> None:
        self.origin = co.bridge
        self.clone = root / "bot-bridge"
        git(root, "clone", "-q", str(self.origin), str(self.clone))

    def commit(self, files: dict[str, str], message: str) -> str:
        for path, text in files.items():
            p = self.origin / path
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(text)
        git(self.origin, "add", "-A")
        git(self.origin, "commit", "-q", "-m", message)
        return git(self.origin, "rev-parse", "HEAD")

    def tree_files(self, sha: str) -> dict[str, str]:
        """The commit's files (for the double's git data API, so the bot can read trees)."""
        names = git(self.origin, "ls-tree", "-r", "--name-only", sha).splitlines()
        return {n: git(self.origin, "show", f"{sha}:{n}") for n in names}
