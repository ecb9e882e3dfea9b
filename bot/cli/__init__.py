"""`bridge-validate`: plan, manifest, run, triage, serve, deliveries, replay.

Argument parsing lives here; each subcommand's work lives in the module that owns the concept and is
imported lazily, so `plan` and `triage` start without loading the web stack.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from runners.contract import FRAMEWORKS


def _add_request_options(p: argparse.ArgumentParser) -> None:
    # Same grammar and validation as the `/validate` comment command (bot.core.command).
    p.add_argument("--level", action="append", default=[], metavar="N[,N...]",
                   help="request extra levels on top of the automatic ones (read per framework)")
    p.add_argument("--framework", choices=FRAMEWORKS, help="restrict --level (and the plan) to one framework")
    p.add_argument("--model", help="run on this model family or HF checkpoint (org/name)")
    p.add_argument("--variant", action="append", default=[], help="request a named job variant (e.g. lora, delta)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bridge-validate",
        description="Pick, run and report downstream NeMo-RL / verl e2e validation for Megatron-Bridge changes.",
    )
    parser.add_argument("--config-dir", help="rules directory (default: the project's configs/)")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("plan", help="classify a change and print the levels and jobs it needs")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--repo", help="Megatron-Bridge git repository (bare clones work)")
    src.add_argument("--patch", help="unified diff file, or - for standard input")
    src.add_argument("--files", help="file with one changed path per line (no patches: content rules cannot run)")
    p.add_argument("--base", help="base revision (with --repo)")
    p.add_argument("--head", help="head revision (with --repo)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--output", "-o", help="also write the plan as JSON to this file")
    p.add_argument("--reach", action="store_true",
                   help="with --repo: levels from the Bridge call graph at --head as well (opt-in: see README)")
    p.add_argument("--gated", action="store_true",
                   help="with --repo: the rules' levels, with parallelism and architecture levels only where the "
                   "call graph at --head shows downstream reaches the change (configs/levels.yaml reach_gated)")
    p.add_argument("--scored", action="store_true",
                   help="with --repo: the --gated levels, less those whose evidence the level scorer "
                   "(configs/level_scorer.yaml) scores under its threshold")
    p.add_argument("--no-reach", action="store_true",
                   help="plan from path and content rules only (the default; kept for scripts)")
    p.add_argument(
        "--cache-dir", help="call-graph cache (default $BRIDGE_VALIDATE_CACHE_DIR or ~/.cache/bridge-validate)"
    )
    _add_request_options(p)

    p = sub.add_parser(
        "manifest",
        help="regenerate configs/downstream/*.yaml: the Bridge symbols NeMo-RL and verl use, from their repos",
    )
    p.add_argument("--nemo-rl", help="NeMo-RL git repository (bare clones work)")
    p.add_argument("--nemo-rl-ref", default="HEAD", help="revision to scan (default HEAD)")
    p.add_argument("--verl", help="verl git repository (bare clones work)")
    p.add_argument("--verl-ref", default="HEAD", help="revision to scan (default HEAD)")
    p.add_argument("--out", help="directory for <framework>.yaml (default: the config directory's downstream/)")

    p = sub.add_parser("run", help="run a plan's jobs on this machine (local executor)")
    p.add_argument("--plan", required=True, help="plan JSON written by `plan --format json`")
    p.add_argument("--bridge-repo", required=True)
    p.add_argument("--nemo-rl-repo")
    p.add_argument("--verl-repo")
    p.add_argument("--workdir", default="bridge-validate-runs", help="where job outputs go")
    p.add_argument("--format", choices=("text", "json"), default="text")

    p = sub.add_parser("triage", help="judge a downstream log (and metrics) by the seeds' rules")
    p.add_argument("--framework", choices=FRAMEWORKS, required=True)
    p.add_argument("--log", required=True)
    p.add_argument("--metrics")
    p.add_argument("--exit-code", type=int)
    p.add_argument("--expected-steps", type=int, help="training steps the run had to reach")
    p.add_argument("--assert", dest="assertion", action="append", default=[], metavar="EXPR",
                   help="metric assertion in check_metrics.py syntax (needs --metrics; never eval'd)")
    p.add_argument("--bridge-repo", help="Bridge checkout the run had to import megatron.bridge from")

    p = sub.add_parser("serve", help="run the GitHub App (webhooks, worker)")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8080)

    p = sub.add_parser("deliveries", help="list stored webhook deliveries (--failed: the dead letters)")
    which = p.add_mutually_exclusive_group()
    which.add_argument("--failed", action="store_true", help="only dead-lettered deliveries")
    which.add_argument("--state", choices=("pending", "processing", "done", "failed"))
    p.add_argument("--limit", type=int, default=50)
    p.add_argument("--format", choices=("text", "json"), default="text")

    p = sub.add_parser(
        "replay",
        help="run a stored delivery again (replay ID, through the serve workers), or process a saved payload "
        "printing GitHub writes instead of sending them (replay --event E --payload FILE)",
    )
    p.add_argument("delivery_id", nargs="?", help="X-GitHub-Delivery of a stored delivery: queue it again")
    p.add_argument("--force", action="store_true", help="with an ID: queue it even if it is done")
    p.add_argument("--wait", type=float, default=0.0, metavar="S", help="with an ID: wait up to S s for the outcome")
    p.add_argument("--event", help="webhook event name, e.g. pull_request (dry run)")
    p.add_argument("--payload", help="JSON payload file (dry run)")
    p.add_argument("--files", help="the PR's changed files: GitHub's pull-files JSON, or one path per line")
    from bot.cli.simulate import add_parser as add_simulate

    add_simulate(sub)
    return parser


# Each subcommand: the module that owns it and its entry function (imported only when that command runs).
COMMANDS: dict[str, tuple[str, str]] = {
    "plan": ("bot.cli.plan", "cli_plan"),
    "manifest": ("bot.cli.manifest", "cli_manifest"),
    "run": ("bot.cli.run", "cli_run"),
    "triage": ("runners.triage", "cli_triage"),
    "serve": ("bot.service.app", "cli_serve"),
    "deliveries": ("bot.cli.deliveries", "cli_deliveries"),
    "replay": ("bot.cli.deliveries", "cli_replay"),
    "simulate": ("bot.cli.simulate", "cli_simulate"),
}

# Third-party modules that only an extra installs, and that extra: `pip install bridge-validate` alone carries
# pydantic (what the runner needs), so any other command must say which extra it needs instead of a traceback.
EXTRA_OF_MODULE: dict[str, str] = {
    **dict.fromkeys(
        (
            "yaml",
            "pydantic_settings",
            "fastapi",
            "starlette",
            "uvicorn",
            "githubkit",
            "hishel",
            "httpx",
            "sqlalchemy",
            "psycopg",
            "structlog",
            "prometheus_client",
            "jwt",
            "cryptography",
        ),
        "bot",
    ),
    "ray": "ray",
}


def missing_extra(exc: ModuleNotFoundError) -> str | None:
    """The extra that installs the module this import missed, or None (then it is a real bug)."""
    return EXTRA_OF_MODULE.get((exc.name or "").split(".")[0])


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    module, entry = COMMANDS[args.command]
    try:
        return int(getattr(importlib.import_module(module), entry)(args))
    except ModuleNotFoundError as exc:
        extra = missing_extra(exc)
        if extra is None:
            raise
        print(
            f"bridge-validate {args.command}: needs the '{extra}' extra (module {exc.name!r} is not installed): "
            f"pip install 'bridge-validate[{extra}]'",
            file=sys.stderr,
        )
        return 2
    except KeyboardInterrupt:
        return 130
