"""`bridge-validate`: plan, run, triage, serve, replay.

Argument parsing lives here; each subcommand's work lives in the module that owns the concept and is
imported lazily, so `plan` and `triage` start without loading the web stack.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from runners.contract import FRAMEWORKS


def _add_request_options(p: argparse.ArgumentParser) -> None:
    # Same grammar and validation as the `/validate` comment command (bot.command).
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
    _add_request_options(p)

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

    p = sub.add_parser("replay", help="process a saved webhook payload; print GitHub writes instead of sending")
    p.add_argument("--event", required=True, help="webhook event name, e.g. pull_request")
    p.add_argument("--payload", required=True, help="JSON payload file")
    p.add_argument("--files", help="the PR's changed files: GitHub's pull-files JSON, or one path per line")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command == "plan":
            from bot.plan_cli import cli_plan

            return cli_plan(args)
        if args.command == "run":
            from bot.dispatch.run_cli import cli_run

            return cli_run(args)
        if args.command == "triage":
            from runners.triage import cli_triage

            return cli_triage(args)
        if args.command == "serve":
            from bot.app import cli_serve

            return cli_serve(args)
        if args.command == "replay":
            from bot.replay import cli_replay

            return cli_replay(args)
    except KeyboardInterrupt:
        return 130
    return 2


if __name__ == "__main__":
    sys.exit(main())
