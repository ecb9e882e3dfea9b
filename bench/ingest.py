"""Webhook ingest benchmark: `bridge-validate serve` in one process, this load generator in another.

Sends N signed deliveries (GitHub's example payloads: ping, installation_repositories, pull_request
`labeled`, which the worker handles without calling GitHub) over loopback with C in flight, plus a share
of duplicates (same X-GitHub-Delivery again). Reports the answer latency (p50/p99/max), throughput, how long
the worker took to drain the queue, and checks that every delivery was processed exactly once: in the
database (state done, processed == 1, no extra rows) and in the bot's own log (one `delivery.done` per id).

    .venv/bin/python bench/ingest.py --db sqlite
    .venv/bin/python bench/ingest.py --db postgresql      # starts PostgreSQL from Debian's binaries
    .venv/bin/python bench/ingest.py --db both --n 2000 --concurrency 32
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.github_double import webhooks  # noqa: E402 - after the path set-up


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def make_key(path: Path) -> None:
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric import rsa

    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
    )


def payloads() -> list[tuple[str, dict[str, Any]]]:
    pr = webhooks.example("pull_request", "labeled")
    return [
        ("ping", webhooks.example("ping", None)),
        ("installation_repositories", webhooks.example("installation_repositories", "added")),
        ("pull_request", pr),
    ]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


async def send_all(url: str, secret: str, n: int, concurrency: int, dup_share: float) -> dict[str, Any]:
    kinds = payloads()
    ids = [str(uuid.uuid4()) for _ in range(n)]
    plan = [(i, ids[i]) for i in range(n)]
    dups = random.Random(7).sample(range(n), int(n * dup_share))
    plan += [(i, ids[i]) for i in dups]
    bodies = {}
    for i, _ in plan:
        if i not in bodies:
            event, payload = kinds[i % len(kinds)]
            body = webhooks.encode(payload)
            bodies[i] = (event, body, webhooks.sign(body, secret))
    latencies: list[float] = []
    statuses: Counter[int] = Counter()
    duplicates_seen = 0
    queue: asyncio.Queue[tuple[int, str]] = asyncio.Queue()
    for item in plan:
        queue.put_nowait(item)

    async def worker(client: httpx.AsyncClient) -> None:
        nonlocal duplicates_seen
        while True:
            try:
                i, guid = queue.get_nowait()
            except asyncio.QueueEmpty:
                return
            event, body, sig = bodies[i]
            headers = {
                "Content-Type": "application/json",
                "X-GitHub-Event": event,
                "X-GitHub-Delivery": guid,
                "X-Hub-Signature-256": sig,
                "User-Agent": webhooks.HOOKSHOT_AGENT,
            }
            t0 = time.perf_counter()
            resp = await client.post(url, content=body, headers=headers)
            latencies.append(time.perf_counter() - t0)
            statuses[resp.status_code] += 1
            if resp.status_code == 202 and resp.json().get("duplicate"):
                duplicates_seen += 1

    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    async with httpx.AsyncClient(timeout=30, limits=limits) as client:
        t0 = time.perf_counter()
        await asyncio.gather(*(worker(client) for _ in range(concurrency)))
        wall = time.perf_counter() - t0
    return {
        "ids": ids,
        "sent": len(plan),
        "latencies": latencies,
        "statuses": dict(statuses),
        "wall": wall,
        "duplicates_sent": len(dups),
        "duplicates_seen": duplicates_seen,
    }


def server_side(metrics_text: str) -> dict[str, float]:
    """The bot's own view of its answer time (POST /webhook handler), from its Prometheus histogram."""
    buckets: list[tuple[float, float]] = []
    total = count = 0.0
    for line in metrics_text.splitlines():
        if line.startswith("bridge_validate_webhook_seconds_bucket"):
            le = line.split('le="', 1)[1].split('"', 1)[0]
            buckets.append((float("inf") if le == "+Inf" else float(le), float(line.rsplit(" ", 1)[1])))
        elif line.startswith("bridge_validate_webhook_seconds_sum"):
            total = float(line.rsplit(" ", 1)[1])
        elif line.startswith("bridge_validate_webhook_seconds_count"):
            count = float(line.rsplit(" ", 1)[1])

    def upper_bound(q: float) -> float:
        for le, n in buckets:
            if n >= q * count:
                return le * 1000
        return float("inf")

    return {
        "server_mean_ms": round(1000 * total / count, 2) if count else 0.0,
        "server_p50_le_ms": upper_bound(0.5),
        "server_p99_le_ms": upper_bound(0.99),
    }


def processed_counts(db_url: str) -> tuple[dict[str, int], Counter[int], int]:
    from bot.infra.store import Store

    store = Store(db_url)
    try:
        from sqlalchemy import select

        from bot.infra.store import Delivery

        with store.session() as s:
            rows = s.execute(select(Delivery.state, Delivery.processed)).all()
        states = Counter(state for state, _ in rows)
        processed = Counter(p for _, p in rows)
        return dict(states), processed, len(rows)
    finally:
        store.dispose()


def run_once(kind: str, n: int, concurrency: int, workers: int, dup_share: float) -> dict[str, Any]:
    tmp = Path(tempfile.mkdtemp(prefix=f"bv-bench-{kind}-"))
    pg = None
    if kind == "sqlite":
        db_url = f"sqlite:///{tmp / 'bench.sqlite'}"
    else:
        from tests.conftest import PostgresServer, _pg_bindir

        bindir = _pg_bindir()
        if bindir is None:
            raise SystemExit("PostgreSQL binaries not found under /usr/lib/postgresql/*/bin")
        pg_root = Path(tempfile.mkdtemp(prefix="bv-bench-pg-"))
        pg = PostgresServer(bindir, pg_root)
        pg.start()
        db_url = pg.create_database()
    key = tmp / "app.pem"
    make_key(key)
    secret = uuid.uuid4().hex
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("BRIDGE_VALIDATE_")}
    env.update(
        {
            "BRIDGE_VALIDATE_APP_ID": "1",
            "BRIDGE_VALIDATE_PRIVATE_KEY_PATH": str(key),
            "BRIDGE_VALIDATE_WEBHOOK_SECRET": secret,
            "BRIDGE_VALIDATE_DATABASE_URL": db_url,
            # Nothing here calls GitHub; point it at a closed port so a stray call would show.
            "BRIDGE_VALIDATE_GITHUB_URL": "http://127.0.0.1:9",
            "BRIDGE_VALIDATE_REDELIVER_INTERVAL_S": "0",
            "BRIDGE_VALIDATE_WORKERS": str(workers),
            # No job is dispatched here; the local executor only needs a directory to start.
            "BRIDGE_VALIDATE_BRIDGE_REPO": str(tmp),
            "BRIDGE_VALIDATE_WORKDIR": str(tmp / "runs"),
        }
    )
    log_path = tmp / "bot.log"
    with open(log_path, "w") as log:
        bot = subprocess.Popen(
            [sys.executable, "-m", "bot.cli", "serve", "--port", str(port)],
            env=env,
            cwd=tmp,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(base + "/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline or bot.poll() is not None:
                raise SystemExit(f"the bot did not start; see {log_path}:\n{log_path.read_text()[-2000:]}")
            time.sleep(0.1)
        sent = asyncio.run(send_all(base + "/webhook", secret, n, concurrency, dup_share))
        t_sent = time.perf_counter()
        drain_deadline = time.monotonic() + 300
        while True:
            states, processed, rows = processed_counts(db_url)
            if states.get("done", 0) + states.get("failed", 0) >= n or time.monotonic() > drain_deadline:
                break
            time.sleep(0.2)
        drain = time.perf_counter() - t_sent
        server = server_side(httpx.get(base + "/metrics", timeout=10).text)
    finally:
        bot.send_signal(signal.SIGTERM)
        try:
            bot.wait(timeout=30)
        except subprocess.TimeoutExpired:
            bot.kill()
        if pg is not None:
            pg.stop()
            shutil.rmtree(pg.root, ignore_errors=True)
    done_lines: Counter[str] = Counter()
    for line in log_path.read_text().splitlines():
        try:
            rec = json.loads(line)
        except ValueError:
            continue
        if rec.get("event") == "delivery.done":
            done_lines[rec.get("delivery_id", "?")] += 1
    ids = set(sent["ids"])
    lat_ms = [x * 1000 for x in sent["latencies"]]
    exactly_once = (
        rows == n
        and states.get("done") == n
        and processed == Counter({1: n})
        and set(done_lines) == ids
        and set(done_lines.values()) == {1}
    )
    result = {
        "db": kind,
        "deliveries": n,
        "requests_sent": sent["sent"],
        "duplicates_sent": sent["duplicates_sent"],
        "answered_duplicate": sent["duplicates_seen"],
        "statuses": sent["statuses"],
        "concurrency": concurrency,
        "bot_workers": workers,
        "p50_ms": round(percentile(lat_ms, 50), 2),
        "p99_ms": round(percentile(lat_ms, 99), 2),
        "max_ms": round(max(lat_ms), 2),
        "mean_ms": round(statistics.fmean(lat_ms), 2),
        "throughput_rps": round(sent["sent"] / sent["wall"], 1),
        "send_wall_s": round(sent["wall"], 2),
        "drain_after_send_s": round(drain, 2),
        "db_rows": rows,
        "db_states": states,
        "db_processed_counts": {str(k): v for k, v in processed.items()},
        "log_done_lines": sum(done_lines.values()),
        "exactly_once": exactly_once,
        **server,
    }
    shutil.rmtree(tmp, ignore_errors=True)
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--db", choices=("sqlite", "postgresql", "both"), default="both")
    ap.add_argument("--n", type=int, default=2000, help="distinct deliveries")
    ap.add_argument("--concurrency", type=int, default=32, help="requests in flight")
    ap.add_argument("--workers", type=int, default=4, help="the bot's concurrent delivery handlers")
    ap.add_argument("--duplicates", type=float, default=0.05, help="share of deliveries sent a second time")
    args = ap.parse_args()
    kinds = ["sqlite", "postgresql"] if args.db == "both" else [args.db]
    ok = True
    for kind in kinds:
        res = run_once(kind, args.n, args.concurrency, args.workers, args.duplicates)
        ok &= bool(res["exactly_once"])
        print(json.dumps(res))
        print(
            f"{kind}: {res['requests_sent']} requests ({res['duplicates_sent']} duplicates) at concurrency "
            f"{res['concurrency']}: p50 {res['p50_ms']} ms, p99 {res['p99_ms']} ms, max {res['max_ms']} ms, "
            f"{res['throughput_rps']} req/s; queue drained {res['drain_after_send_s']} s after the last "
            f"answer; inside the bot: mean {res['server_mean_ms']} ms, p50 <= {res['server_p50_le_ms']} ms, "
            f"p99 <= {res['server_p99_le_ms']} ms; exactly once: {res['exactly_once']}",
            flush=True,
        )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
