"""How fast the pages answer: a run page for a check run of 20 jobs whose logs have 10,000 lines each, the full log
of one job, the live tail, and the dashboard over a month of history.

Seeds a SQLite store with real rows (tests/fixtures/pages.py: the planner's job specs, JobResults, logs shaped like
NeMo-RL's with Ray actor prefixes, metrics.json with 40 steps, a failing job whose root cause sits at line 8,000,
a Blocked-then-retried job, a running one, a reused one) plus the base branch's run of the same jobs (the plots'
overlay), serves `bridge-validate`'s app with uvicorn on a loopback port, and times HTTP requests with httpx.

"cold": the pages' caches emptied before the request (what the first visitor after a restart, or of a new run,
waits); "warm": the same page again. Figures are wall time per request, client side, and the CPU time the process
(server and client: one process) spent on it, which does not grow when other work shares the machine; the load
average is printed beside them.

    python bench/pages.py [--jobs 20] [--lines 10000] [--runs 200] [--repeat 30] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402

from bot.infra.settings import Settings  # noqa: E402
from bot.infra.store import Store  # noqa: E402
from bot.service.app import create_app  # noqa: E402
from bot.service.pages import logs as page_logs  # noqa: E402
from bot.service.pages import views as page_views  # noqa: E402
from bot.service.pages.access import PageAccess  # noqa: E402
from tests.conftest import ServerThread  # noqa: E402
from tests.fixtures.pages import seed_run  # noqa: E402


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))]


def clear_caches() -> None:
    page_logs._CACHE._d.clear()
    page_logs.PLOTS._d.clear()
    page_views._loads.cache_clear()


def timed(client: httpx.Client, url: str) -> tuple[float, float, int]:
    """(wall seconds, process CPU seconds, response bytes) of one GET."""
    c, t = time.process_time(), time.perf_counter()
    r = client.get(url)
    dt, dc = time.perf_counter() - t, time.process_time() - c
    if r.status_code != 200:
        raise SystemExit(f"{url}: HTTP {r.status_code}")
    return dt, dc, len(r.content)


def measure(client: httpx.Client, url: str, repeat: int, colds: int = 5) -> dict[str, float]:
    cold: list[tuple[float, float, int]] = []
    for _ in range(colds):
        clear_caches()
        cold.append(timed(client, url))
    warm = [timed(client, url) for _ in range(repeat)]
    return {
        "cold_p50_ms": statistics.median(x[0] for x in cold) * 1000,
        "cold_max_ms": max(x[0] for x in cold) * 1000,
        "cold_cpu_p50_ms": statistics.median(x[1] for x in cold) * 1000,
        "warm_p50_ms": statistics.median(x[0] for x in warm) * 1000,
        "warm_p90_ms": pct([x[0] for x in warm], 0.9) * 1000,
        "warm_cpu_p50_ms": statistics.median(x[1] for x in warm) * 1000,
        "bytes": float(cold[-1][2]),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--jobs", type=int, default=20)
    ap.add_argument("--lines", type=int, default=10_000)
    ap.add_argument("--runs", type=int, default=200, help="history for the dashboard (runs over 30 days)")
    ap.add_argument("--repeat", type=int, default=30)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    from bot.infra.logging import configure_logging

    configure_logging("warning")

    with tempfile.TemporaryDirectory(prefix="bench-pages-") as tmp:
        root = Path(tmp)
        workdir = root / "runs"
        db = f"sqlite:///{root / 'bot.sqlite'}"
        store = Store(db)
        store.create_all()
        t0 = time.time()
        repo = "acme/bridge"
        now = time.time()
        # A month of history: small runs, one every few hours (files only for the newest few).
        for i in range(args.runs):
            seed_run(
                store, workdir, repo=repo, pr=100 + i, jobs=4, log_lines=50, steps=5, seed=1000 + i,
                created_at=now - 30 * 86400 * (i + 1) / (args.runs + 1), files=False,
                fail=frozenset({1}) if i % 7 == 0 else frozenset(),
                blocked_then_pass=frozenset({2}) if i % 5 == 0 else frozenset(),
                reused=frozenset({3}) if i % 3 == 0 else frozenset(),
            )
        base = seed_run(
            store, workdir, repo=repo, kind="merge_group", pr=None, head_sha="b" * 40, jobs=args.jobs,
            log_lines=args.lines, fail=frozenset(), blocked_then_pass=frozenset(), seed=1, created_at=now - 7200,
        )
        run = seed_run(
            store, workdir, repo=repo, pr=7, base_sha=base.run.head_sha, jobs=args.jobs, log_lines=args.lines,
            fail=frozenset({3, 11}), blocked_then_pass=frozenset({5}), running=frozenset({7}),
            reused=frozenset({9}), seed=2, created_at=now - 3600,
        )
        seeded_s = time.time() - t0
        log_lines = sum(1 for _ in (run.dirs[run.jobs[3].id] / "run.log").open())
        settings = Settings(
            webhook_secret="bench-webhook-secret", database_url=db, workdir=workdir, public_url="http://bot.test"
        )
        app = create_app(settings, store=store, start_worker=False)
        acc = PageAccess.from_settings(settings)
        failing = next(j for j in run.jobs if j.verdict == "Fail")
        running = next(j for j in run.jobs if j.state == "running")
        pages = {
            f"run page ({args.jobs} jobs, {args.lines:,}-line logs)": acc.with_token(
                f"/runs/{run.run.id}/nemo-rl", repo
            ),
            f"full log ({log_lines:,} lines)": acc.with_token(
                f"/runs/{run.run.id}/nemo-rl/jobs/{failing.id}/log", repo
            ),
            "live tail (a poll: the last 2 KiB)": acc.with_token(
                f"/runs/{run.run.id}/nemo-rl/jobs/{running.id}/tail", repo,
                offset=max((run.dirs[running.id] / "logs" / "01-grpo_megatron.log").stat().st_size - 2048, 0),
            ),
            "job metrics (every tag)": acc.with_token(
                f"/runs/{run.run.id}/nemo-rl/jobs/{failing.id}/metrics", repo
            ),
            f"dashboard ({args.runs + 2} runs in 30 days)": acc.with_token("/", repo, repo=repo),
        }
        results: dict[str, dict[str, float]] = {}
        with ServerThread(app) as srv, httpx.Client(base_url=srv.url, timeout=60) as client:
            for name, path in pages.items():
                client.get(path)  # the process's first request of this kind (imports, SQL compile)
                results[name] = measure(client, path, args.repeat)
        store.dispose()

    load = os.getloadavg()
    if args.json:
        print(json.dumps({"seeded_s": seeded_s, "loadavg": load, "cpus": os.cpu_count(), "results": results}, indent=2))
        return 0
    print(f"seeded {args.runs + 2} runs ({args.jobs}-job run, {args.lines:,}-line logs) in {seeded_s:.1f} s; "
          f"load average {load[0]:.1f} on {os.cpu_count()} CPUs")
    head = ("cold p50", "cold max", "cold CPU", "warm p50", "warm p90", "warm CPU", "size")
    print(f"{'page (wall ms, CPU ms)':44}" + "".join(f"{h:>10}" for h in head))
    for name, r in results.items():
        cols = ("cold_p50_ms", "cold_max_ms", "cold_cpu_p50_ms", "warm_p50_ms", "warm_p90_ms", "warm_cpu_p50_ms")
        print(f"{name:44}" + "".join(f"{r[c]:10.0f}" for c in cols) + f"{r['bytes'] / 1024:7.0f}KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
