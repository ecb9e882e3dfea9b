"""A real local Ray head for tests and benchmarks, isolated from any other Ray instance on the machine.

`ray start --head` with declared GPUs, token authentication, and every listener on a free port (two Ray
instances on one machine otherwise collide on fixed default ports); stopped by killing exactly its processes,
found by the unique token they all inherit (`ray stop --force` would take down every Ray instance here).
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from tests.conftest import free_port

RAY_BIN = Path(sys.executable).parent / "ray"


def _ray(
    *args: str, env: dict[str, str] | None = None, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(RAY_BIN), *args], capture_output=True, text=True, timeout=timeout, env=env or dict(os.environ)
    )


def _distinct_ports(n: int) -> list[int]:
    """n free ports, all different (two free_port() calls can return the same port once the first is closed)."""
    out: list[int] = []
    while len(out) < n:
        p = free_port()
        if p not in out:
            out.append(p)
    return out


# Why `ray start` may fail and succeed when tried again: a port taken between the probe and the bind, or a raylet
# that registered too slowly on a loaded machine
_RETRIED = ("used by other components", "already in use", "timed out during startup")


def start_head(temp: str, token: str, gpus: int = 4, cpus: int = 4) -> tuple[str, dict[str, str]]:
    """`ray start --head` with 4 declared GPUs, token auth, and every listener on a free port (other Ray
    instances on this machine must not collide with it). Returns the job API address and the env used.

    A port found free can be taken before Ray binds it (by another process, or by a port Ray picks itself):
    Ray then refuses to start ("... is trying to use a port number N that is used by other components"), and
    the head is started again on new ports, up to three times. So is a head whose raylet did not register with its
    GCS in Ray's own startup timeout ("The current node timed out during startup"), which a loaded 2-CPU machine
    running other test workers' heads can hit (seen once in a fresh-clone CI run)."""
    env = {**os.environ, "RAY_USAGE_STATS_ENABLED": "0", "RAY_AUTH_MODE": "token", "RAY_AUTH_TOKEN": token}
    flags = ["--port", "--dashboard-port", "--dashboard-agent-listen-port", "--dashboard-agent-grpc-port",
             "--ray-client-server-port", "--metrics-export-port", "--runtime-env-agent-port", "--node-manager-port",
             "--object-manager-port"]
    last = ""
    for _ in range(3):
        ports = dict(zip(flags, _distinct_ports(len(flags)), strict=True))
        started = _ray(
            "start",
            "--head",
            f"--num-gpus={gpus}",
            f"--num-cpus={cpus}",
            *(f"{k}={v}" for k, v in ports.items()),
            "--include-dashboard=true",
            "--dashboard-host=127.0.0.1",
            f"--temp-dir={temp}",
            "--disable-usage-stats",
            env=env,
            timeout=180,
        )
        if started.returncode == 0:
            return f"http://127.0.0.1:{ports['--dashboard-port']}", env
        last = started.stdout + started.stderr
        if not any(why in last for why in _RETRIED):
            break
        stop_head(token)
    raise RuntimeError("ray start failed:\n" + last)


def wait_for_job_api(address: str, token: str) -> None:
    from ray.job_submission import JobSubmissionClient

    deadline = time.monotonic() + 90
    while True:  # the job API (and its agent) answers a little after `ray start` returns
        try:
            client = JobSubmissionClient(address, headers={"Authorization": f"Bearer {token}"})
            client.get_job_status(client.submit_job(entrypoint="true", entrypoint_num_cpus=0))
            return
        except Exception:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.5)


def head_pids(token: str) -> list[int]:
    """Every process of this head: all of them inherit the head's unique RAY_AUTH_TOKEN from `ray start`."""
    mark = f"RAY_AUTH_TOKEN={token}".encode()
    pids = []
    for proc in Path("/proc").iterdir():
        if proc.name.isdigit() and int(proc.name) != os.getpid():
            with contextlib.suppress(OSError):
                if mark in (proc / "environ").read_bytes().split(b"\0"):
                    pids.append(int(proc.name))
    return pids


def stop_head(token: str, grace_s: float = 3.0) -> None:
    """Stop only this head (`ray stop --force` would take down every Ray instance on the machine).

    SIGTERM, then SIGKILL to whatever is left after `grace_s`. The head is thrown away with its temp dir, and with
    all its processes signalled at once gcs_server, raylet and the runtime-env agent were measured to outlive a
    SIGTERM by more than 10 s (the old grace period, spent in every Ray module's teardown)."""
    for sig, wait_s in ((signal.SIGTERM, grace_s), (signal.SIGKILL, 10.0)):
        for pid in head_pids(token):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, sig)
        deadline = time.monotonic() + wait_s
        while head_pids(token) and time.monotonic() < deadline:
            time.sleep(0.2)


@contextlib.contextmanager
def ray_head_running(gpus: int = 4, cpus: int = 4) -> Iterator[tuple[str, str]]:
    """Yields (job API address, auth token) of a fresh head; stops it afterwards."""
    temp = tempfile.mkdtemp(prefix="bvray")  # short: Ray's unix sockets live under it
    token = secrets.token_hex(16)
    try:
        address, _ = start_head(temp, token, gpus, cpus)
        wait_for_job_api(address, token)
        yield address, token
    finally:
        stop_head(token)
        shutil.rmtree(temp, ignore_errors=True)
