"""Shared fixtures: a real PostgreSQL server (Debian's binaries, started here) and database URLs.

PostgreSQL runs from `/usr/lib/postgresql/*/bin` in a temporary directory on a free port, once per test
session; each test that asks gets a fresh database in it. Without the binaries the PostgreSQL tests are
skipped on a developer machine, and fail under CI (`CI` set), where `.ci/run` installs them.
"""

from __future__ import annotations

import glob
import io
import json
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

# The GitHub double's fixtures are imported by test modules and named in pytest_plugins; registered before
# anything imports them, their asserts are rewritten and pytest has nothing to warn about.
pytest.register_assert_rewrite("tests.github_double")

# The fixture checkouts' own tests (tests/fixtures/*/tests/...) run inside those checkouts, by the runner.
collect_ignore_glob = ["fixtures/*"]


# Git for the tests' throw-away repositories: a fixed identity, and no user or system config leaking in.
GIT_ENV = {
    **os.environ,
    "GIT_AUTHOR_NAME": "t",
    "GIT_AUTHOR_EMAIL": "t@example.com",
    "GIT_COMMITTER_NAME": "t",
    "GIT_COMMITTER_EMAIL": "t@example.com",
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_CONFIG_NOSYSTEM": "1",
}


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _pg_bindir() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    return Path(found[-1]).parent if found else None


def _in_ci() -> bool:
    return os.environ.get("CI", "").lower() not in ("", "0", "false", "no")


class PostgresServer:
    def __init__(self, bindir: Path, root: Path) -> None:
        self.bindir = bindir
        self.root = root
        self.data = root / "data"
        self.port = free_port()
        self.user = "bv"
        self._run_as: tuple[int, int] | None = None
        if os.geteuid() == 0:
            # initdb refuses to run as root: hand the directory to the packaged `postgres` account.
            try:
                pw = pwd.getpwnam("postgres")
            except KeyError:
                pw = pwd.getpwnam("nobody")
            self._run_as = (pw.pw_uid, pw.pw_gid)
            os.chown(root, pw.pw_uid, pw.pw_gid)

    def _demote(self) -> None:
        if self._run_as is not None:
            os.setgid(self._run_as[1])
            os.setuid(self._run_as[0])

    def _run(self, *argv: str) -> None:
        proc = subprocess.run(
            list(argv), preexec_fn=self._demote, capture_output=True, text=True, cwd=self.root, timeout=120
        )
        if proc.returncode != 0:
            raise RuntimeError(
                f"{argv[0]} failed ({proc.returncode}): {proc.stderr.strip() or proc.stdout.strip()}"
            )

    def start(self) -> None:
        self._run(
            str(self.bindir / "initdb"),
            "-D",
            str(self.data),
            "-U",
            self.user,
            "--auth=trust",
            "--encoding=UTF8",
            "--no-sync",
        )
        opts = (
            f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
        )
        self._run(
            str(self.bindir / "pg_ctl"),
            "-D",
            str(self.data),
            "-o",
            opts,
            "-l",
            str(self.root / "pg.log"),
            "-w",
            "-t",
            "60",
            "start",
        )

    def port_taken(self) -> bool:
        """Whether the last start failed because another process bound the port first (see _start_postgres)."""
        log = self.root / "pg.log"
        text = log.read_text(errors="replace") if log.exists() else ""
        return "could not bind" in text or "Address already in use" in text

    def stop(self) -> None:
        try:
            self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        except Exception:
            pass

    def url(self, dbname: str = "postgres") -> str:
        return f"postgresql+psycopg://{self.user}@127.0.0.1:{self.port}/{dbname}"

    def create_database(self) -> str:
        import psycopg

        name = "t_" + uuid.uuid4().hex[:12]
        with psycopg.connect(
            f"host=127.0.0.1 port={self.port} user={self.user} dbname=postgres", autocommit=True
        ) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)


def worker_id() -> str:
    """This pytest-xdist worker's id ("gw0", "gw1", ...), or "main" when the suite runs in one process."""
    return os.environ.get("PYTEST_XDIST_WORKER", "main")


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One server per test process: under pytest-xdist every worker starts its own, in its own directory and on
    its own free port (nothing fixed is shared between workers)."""
    bindir = _pg_bindir()
    if bindir is None:
        if _in_ci():
            pytest.fail(
                "PostgreSQL binaries not found under /usr/lib/postgresql/*/bin (CI must install them)"
            )
        pytest.skip("PostgreSQL binaries not installed (apt-get install postgresql)")
    # Not under pytest's tmp dir: that is private to root, and the server runs as `postgres`.
    root = Path(tempfile.mkdtemp(prefix=f"bv-pg-{worker_id()}-"))
    server = _start_postgres(bindir, root)
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(root, ignore_errors=True)


def _start_postgres(bindir: Path, root: Path) -> PostgresServer:
    """initdb + start on a free port. The port is free when chosen but not reserved: another xdist worker's
    server (or Ray, or uvicorn) can bind it before this one does. Only that case starts again, on a new port
    in a fresh data directory (up to three times); any other failure is raised at once."""
    for attempt in range(3):
        where = root / f"try{attempt}" if attempt else root
        where.mkdir(exist_ok=True)
        server = PostgresServer(bindir, where)
        try:
            server.start()
            return server
        except RuntimeError:
            if attempt == 2 or not server.port_taken():
                raise
            server.stop()
    raise AssertionError("unreachable")


@pytest.fixture
def postgres_url(postgres_server: PostgresServer) -> str:
    """A fresh, empty database on the session's PostgreSQL server."""
    return postgres_server.create_database()


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'bot.sqlite'}"


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Each test that takes this runs twice: on SQLite and on PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'bot.sqlite'}"
    server: PostgresServer = request.getfixturevalue("postgres_server")
    return server.create_database()


@pytest.fixture
def make_db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Callable[[str], str]:
    """Make a database URL of the named kind ('sqlite' or 'postgresql')."""

    def make(kind: str) -> str:
        if kind == "sqlite":
            return f"sqlite:///{tmp_path / ('bot-' + uuid.uuid4().hex[:6] + '.sqlite')}"
        server: PostgresServer = request.getfixturevalue("postgres_server")
        return server.create_database()

    return make


class ServerThread:
    """An ASGI app served by uvicorn on a free loopback port, in a thread (real HTTP, in-process)."""

    def __init__(self, app: Any) -> None:
        import socket
        import threading

        import uvicorn

        # The listening socket is bound here and handed to uvicorn, so no other test process can take the port
        # between choosing it and binding it (a free_port() probe raced another xdist worker: EADDRINUSE)
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(
            app,
            host="127.0.0.1",
            port=self.port,
            log_config=None,
            access_log=False,
            lifespan="on",
            timeout_graceful_shutdown=5,
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(
            target=self.server.run, kwargs={"sockets": [self.sock]}, name="bot-under-test", daemon=True
        )

    def __enter__(self) -> ServerThread:
        import time

        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the bot did not start")
            time.sleep(0.01)
        return self

    def __exit__(self, *_exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=30)
        self.sock.close()


# ---------------------------------------------------------------------------------------------- the bot
# Shared by the App's end-to-end tests: fixture checkouts, settings pointing at the GitHub double, waiting.

FIXTURE_GPUS = "0,1,2,3,4,5,6,7,8,9"  # injected GPUs: nemo-rl Level 0 (2) and verl Level 0 (8) run at once
PROVIDER_PATCH = "@@ -1,1 +1,1 @@\n-SEQ_LENGTH = 4096\n+SEQ_LENGTH = 8192"
PROVIDER_FILE = "src/megatron/bridge/models/qwen/qwen2_provider.py"  # plans Level 0 in both frameworks


class Checkouts:
    """Fixture Bridge / NeMo-RL / verl checkouts (real git repositories) and the Bridge head SHA."""

    def __init__(self, root: Path) -> None:
        from tests.fixtures.builders import make_bridge_repo, make_downstream

        self.bridge, self.sha = make_bridge_repo(root / "bridge")
        self.nemo_rl, _ = make_downstream("nemo-rl", root / "nemo-rl")
        self.verl, _ = make_downstream("verl", root / "verl")


@pytest.fixture
def checkouts(tmp_path: Path) -> Checkouts:
    return Checkouts(tmp_path / "checkouts")


def bot_env(gh: object, db_url: str, co: Checkouts, tmp_path: Path, **extra: str) -> dict[str, str]:
    """BRIDGE_VALIDATE_* for a bot talking to the double `gh` (as environment variables, for subprocesses)."""
    key = tmp_path / "app.pem"
    key.write_text(gh.private_key_pem)  # type: ignore[attr-defined]
    env = {
        "BRIDGE_VALIDATE_APP_ID": str(gh.state.app.id),  # type: ignore[attr-defined]
        "BRIDGE_VALIDATE_PRIVATE_KEY_PATH": str(key),
        "BRIDGE_VALIDATE_WEBHOOK_SECRET": gh.state.app.webhook_secret,  # type: ignore[attr-defined]
        "BRIDGE_VALIDATE_GITHUB_URL": gh.url,  # type: ignore[attr-defined]
        "BRIDGE_VALIDATE_DATABASE_URL": db_url,
        "BRIDGE_VALIDATE_BRIDGE_REPO": str(co.bridge),
        "BRIDGE_VALIDATE_NEMO_RL_REPO": str(co.nemo_rl),
        "BRIDGE_VALIDATE_VERL_REPO": str(co.verl),
        "BRIDGE_VALIDATE_WORKDIR": str(tmp_path / "runs"),
        "BRIDGE_VALIDATE_PUBLIC_URL": "http://bot.test",
        "BRIDGE_VALIDATE_POLL_INTERVAL_S": "0.1",
        "BRIDGE_VALIDATE_DELIVERY_RETRY_S": "0.2",  # a failed delivery runs again soon (production: 10 s, doubling)
        "BRIDGE_VALIDATE_JOB_POLL_INTERVAL_S": "0.3",
        "BRIDGE_VALIDATE_LEASE_S": "4",
        "BRIDGE_VALIDATE_REDELIVER_INTERVAL_S": "0",
        "BRIDGE_VALIDATE_GITHUB_BACKOFF_S": "0.05",
        "BRIDGE_VALIDATE_GITHUB_TIMEOUT_S": "2",
        # The App's flow tests plan the e2e levels alone; the stages before them (configs/stages.yaml) are tested
        # by the tests that pass BRIDGE_VALIDATE_CONFIG_DIR=configs/ (tests/test_stages_e2e.py).
        "BRIDGE_VALIDATE_CONFIG_DIR": str(configs_without_stages(tmp_path)),
    }
    env.update(extra)
    return env


def configs_without_stages(tmp_path: Path) -> Path:
    from bot.core.config import DEFAULT_CONFIG_DIR

    dest = tmp_path / "configs-e2e-levels-only"
    if not dest.is_dir():
        shutil.copytree(DEFAULT_CONFIG_DIR, dest, ignore=shutil.ignore_patterns("stages.yaml"))
    return dest


def settings_from(env: dict[str, str]) -> object:
    from bot.infra.settings import Settings

    return Settings(**{k.removeprefix("BRIDGE_VALIDATE_").lower(): v for k, v in env.items()})  # type: ignore[arg-type]


def wait_for(predicate: Callable[[], object], timeout: float, what: str, interval: float = 0.1) -> object:
    import time

    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(interval)


NAMES = ["bridge-validate / nemo-rl", "bridge-validate / verl"]


@dataclass
class Bot:
    """A running bot (FastAPI + worker, in this process) wired to the GitHub double."""

    url: str
    store: Any  # bot.infra.store.Store
    settings: Any  # bot.infra.settings.Settings
    gh: Any  # tests.github_double.GitHubDouble
    logs: io.StringIO
    workdir: Path
    executor: Any = None  # bot.dispatch.local.ResumingLocalExecutor (tests stop leftover jobs through it)

    def send(self, event: str, payload: dict[str, Any], guid: str | None = None) -> Any:
        resp = self.gh.send_webhook(event, payload, guid=guid)
        assert resp is not None and resp.status_code == 202, resp
        return resp

    def checks(self, sha: str) -> list[Any]:
        return list(self.gh.state.check_runs(self.gh.repo, sha))

    def wait_concluded(self, sha: str, timeout: float = 150) -> list[Any]:
        def done() -> list[Any] | None:
            runs = self.checks(sha)
            return runs if len(runs) >= 2 and all(r.status == "completed" for r in runs) else None

        runs = wait_for(done, timeout, f"both check runs on {sha[:12]} to conclude")
        assert isinstance(runs, list)
        return runs

    def wait_delivery_done(self, guid: str, timeout: float = 30) -> Any:
        wait_for(
            lambda: (d := self.store.deliveries.get(guid)) and d.state == "done", timeout, f"delivery {guid}"
        )
        return self.store.deliveries.get(guid)

    def log_records(self) -> list[dict[str, Any]]:
        return [json.loads(x) for x in self.logs.getvalue().splitlines() if x.startswith("{")]


# The runner's Ray worker import check (runners.importcheck) starts a throwaway local Ray instance for every job:
# ~12 s of CPU per job on a 2-core host, most of an App end-to-end test's time. The bots of the end-to-end tests
# leave it off (`ray_check=False`, as tests/service_harness.py and the tests that set BRIDGE_VALIDATE_RAY_CHECK=0
# do) unless their subject is that check; test_app_e2e's PR flow keeps it on (and asserts it ran), and
# tests/test_runner.py::test_ray_worker_import_check tests it on its own.
NO_RAY_CHECK = {"BRIDGE_VALIDATE_RAY_CHECK": "0"}


@pytest.fixture
def make_bot(request: pytest.FixtureRequest, checkouts: Checkouts, tmp_path: Path) -> Iterator[Any]:
    """`make_bot(db_url, mode="pass", job_env=None, ray_check=False, **BRIDGE_VALIDATE_overrides) -> Bot`
    (`job_env`: extra variables in the jobs' environment; `ray_check`: run the runner's Ray worker import check,
    see NO_RAY_CHECK). The test module must import the double's `github_double` fixture
    (tests.github_double.fixtures)."""
    from bot.dispatch.local import ResumingLocalExecutor
    from bot.infra.logging import configure_logging
    from bot.infra.store import Store
    from bot.service.app import create_app
    from tests.fixtures.builders import fixture_env

    gh = request.getfixturevalue("github_double")
    # The double's PRs are by "contributor": a collaborator with write permission, so their jobs run without
    # an approval (untrusted PRs are tested with other authors and forks).
    gh.state.set_permission(gh.repo, "contributor", "write")
    servers: list[ServerThread] = []

    def make(
        db_url: str, mode: str = "pass", job_env: dict[str, str] | None = None, ray_check: bool = False, **extra: str
    ) -> Bot:
        env = bot_env(gh, db_url, checkouts, tmp_path, **extra)
        settings: Any = settings_from(env)
        logs = io.StringIO()
        configure_logging("info", stream=logs)
        executor = ResumingLocalExecutor(
            workdir=settings.workdir,
            bridge_repo=checkouts.bridge,
            repos={"nemo-rl": checkouts.nemo_rl, "verl": checkouts.verl},
            # No `ray stop --force` from the runner: it would stop every Ray instance on a shared test host.
            env=fixture_env(
                BRIDGE_VALIDATE_GPUS=FIXTURE_GPUS,
                FIXTURE_MODE=mode,
                BRIDGE_VALIDATE_RAY_STOP="0",
                **({} if ray_check else NO_RAY_CHECK),
                **(job_env or {}),
            ),
        )
        store = Store(settings.database_url)
        srv = ServerThread(create_app(settings, executor=executor, store=store))
        # Known before start-up: the start-up redelivery sweep makes the double post to it at once.
        gh.webhook_url = srv.url + "/webhook"
        srv.__enter__()
        servers.append(srv)
        return Bot(srv.url, store, settings, gh, logs, Path(settings.workdir), executor)

    yield make
    for srv in servers:
        srv.__exit__(None)


def provider_pull(gh: Any, co: Checkouts, number: int = 7, **kw: Any) -> Any:
    """A PR whose head is the fixture Bridge commit, changing a provider (Level 0 in both frameworks)."""
    from tests.github_double import PullFile

    files = [PullFile(PROVIDER_FILE, additions=1, deletions=1, patch=PROVIDER_PATCH)]
    _trust_default_author(gh, kw)
    return gh.state.add_pull(gh.repo, number, head_sha=co.sha, files=files, **kw)


def _trust_default_author(gh: Any, kw: dict[str, Any]) -> None:
    """The double's default PR author ("contributor") gets write permission: its PRs' jobs run without an
    approval (bot.service.approval). Tests of untrusted PRs name another author or a fork."""
    if "user" not in kw:
        gh.state.set_permission(gh.repo, "contributor", "write")


def docs_pull(gh: Any, number: int = 9, sha: str = "d" * 40, **kw: Any) -> Any:
    """A documentation-only PR (nothing to run downstream)."""
    from tests.github_double import PullFile

    files = [PullFile("docs/guide.md"), PullFile("README.md")]
    _trust_default_author(gh, kw)
    return gh.state.add_pull(gh.repo, number, head_sha=sha, files=files, **kw)
