"""`bridge-validate deliveries` and `bridge-validate replay ID`: the operator's view of the delivery queue.

- `deliveries [--failed | --state S] [--limit N] [--format text|json]` lists stored deliveries, newest first;
  `--failed` lists the dead letters (deliveries whose handler kept failing for a day of retries).
- `replay ID [--force] [--wait S]` queues a stored delivery again, at once and with a fresh retry clock. It
  goes through the real worker path: whichever `serve` replica claims it next runs its handler against
  GitHub and the executor, exactly as when it first arrived (handlers are idempotent, so work it had already
  done is found, not repeated). A dead-lettered delivery, or one waiting for its next retry, is queued as it
  is; a delivery that is done needs `--force`; one being processed is left alone. `--wait` waits for the
  outcome. Without an ID, `replay --event E --payload FILE` is the offline dry run (bot.service.replay).

Both read `BRIDGE_VALIDATE_DATABASE_URL`, the database `serve` uses. Errors are scrubbed like the logs.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from datetime import datetime, timezone
from typing import Any

from bot.infra.logging import scrub
from bot.infra.settings import SettingsError, load_settings
from bot.infra.store import DONE, FAILED, PENDING, PROCESSING, Delivery, Store

STATES = (PENDING, PROCESSING, DONE, FAILED)


def _when(ts: float | None) -> str:
    if ts is None:
        return "-"
    return datetime.fromtimestamp(ts, timezone.utc).strftime("%Y-%m-%d %H:%M:%S")


def describe(d: Delivery) -> dict[str, Any]:
    """One delivery as the listing shows it (no payload; the error scrubbed)."""
    return {
        "id": d.id,
        "event": d.event,
        "action": d.action,
        "repo": d.repo,
        "state": d.state,
        "attempts": d.attempts,
        "replays": d.replays or 0,
        "received_at": _when(d.received_at),
        "first_failed_at": _when(d.first_failed_at),
        "finished_at": _when(d.finished_at),
        "outcome": d.outcome,
        "error": scrub(d.error or "")[:500] or None,
    }


def _store() -> Store | None:
    try:
        settings = load_settings()
    except SettingsError as exc:
        for name, msg in exc.problems:
            print(f"bridge-validate: {name}: {msg}", file=sys.stderr)
        return None
    store = Store(settings.database_url)
    store.create_all()
    return store


def cli_deliveries(args: argparse.Namespace) -> int:
    store = _store()
    if store is None:
        return 2
    try:
        if args.failed:
            rows = store.deliveries.dead_letters(args.limit)
        else:
            rows = store.deliveries.listing([args.state] if args.state else None, args.limit)
        items = [describe(d) for d in rows]
        counts = store.deliveries.counts()
    finally:
        store.dispose()
    if args.format == "json":
        print(json.dumps({"counts": counts, "deliveries": items}, indent=2))
        return 0
    what = "dead-lettered deliveries" if args.failed else "deliveries"
    print(f"{len(items)} {what} shown; stored: " + ", ".join(f"{s} {counts.get(s, 0)}" for s in STATES))
    for it in items:
        head = f"{it['id']}  {it['event']}" + (f".{it['action']}" if it["action"] else "")
        print(f"{head}  {it['repo'] or '-'}  {it['state']}  attempts {it['attempts']}  received {it['received_at']}")
        if it["state"] == FAILED:
            print(f"    first failure {it['first_failed_at']}, given up {it['finished_at']}: {it['error']}")
            print(f"    run it again: bridge-validate replay {it['id']}")
        elif it["error"]:
            print(f"    last error: {it['error']}")
    return 0


def cli_replay(args: argparse.Namespace) -> int:
    """`replay ID` (a stored delivery, through the workers) or `replay --event --payload` (offline dry run)."""
    if args.delivery_id is None:
        if not (args.event and args.payload):
            print("bridge-validate replay: give a stored delivery ID, or --event and --payload", file=sys.stderr)
            return 2
        from bot.service.replay import cli_replay as dry_run

        return dry_run(args)
    if args.event or args.payload or args.files:
        print("bridge-validate replay: a delivery ID replays the stored payload; drop --event/--payload/--files",
              file=sys.stderr)
        return 2
    store = _store()
    if store is None:
        return 2
    try:
        was = store.deliveries.requeue(args.delivery_id, allow_done=args.force)
        if was == "unknown":
            print(f"bridge-validate replay: no stored delivery {args.delivery_id!r}", file=sys.stderr)
            return 1
        if was.startswith("refused:"):
            state = was.split(":", 1)[1]
            why = "it is being processed now" if state == PROCESSING else "it is done (add --force to run it again)"
            print(f"bridge-validate replay: {args.delivery_id} not queued: {why}", file=sys.stderr)
            return 1
        print(f"queued {args.delivery_id} again (was {was}); a serve replica runs it next")
        if not args.wait:
            return 0
        deadline = time.monotonic() + args.wait
        while time.monotonic() < deadline:
            d = store.deliveries.get(args.delivery_id)
            # Done, dead again, or tried and waiting for its next retry: that is the outcome of this replay.
            if d is not None and (d.state in (DONE, FAILED) or (d.state == PENDING and d.attempts > 0)):
                break
            time.sleep(0.2)
        d = store.deliveries.get(args.delivery_id)
        assert d is not None
        info = describe(d)
        if d.state == DONE:
            print(f"done: {info['outcome']}")
            return 0
        print(f"{d.state} after {d.attempts} attempt(s): {info['error'] or 'not processed yet'}")
        return 1
    finally:
        store.dispose()
