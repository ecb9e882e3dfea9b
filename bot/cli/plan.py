"""`bridge-validate plan`: read a change, plan it, print the plan (text or JSON), optionally save the JSON.

Levels come from path and content rules. With `--repo ... --reach`, also from what NeMo-RL and verl reach
through the Bridge call graph at `--head` (bot.infra.graphcache builds it once per tree, under `--cache-dir` or
BRIDGE_VALIDATE_CACHE_DIR); opt-in because it loses recall on the held-out split (README, "How levels are chosen").

Every failure the user can cause (bad config, bad revision, not a repository, empty diff, unreadable file,
bad --level/--model) ends as one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from bot.core.command import CommandError, request_from_options, request_notes
from bot.core.config import DEFAULT_CONFIG_DIR, ConfigError
from bot.core.diffsource import DiffSourceError, from_file_list, from_git, from_patch
from bot.core.models import PlanInput, PlannerKind, Request
from bot.core.plan import make_plan
from bot.core.plan_text import render_plan
from bot.core.reach import DownstreamReach
from bot.core.rules import Rules, load_rules
from bot.infra import collector
from bot.infra.graphcache import LineCache, ReachCache

__all__ = ["cli_plan", "read_input"]

_MAX_INPUT_BYTES = 200 * 1024 * 1024


class _UsageError(Exception):
    pass


def _read_text(name: str) -> str:
    try:
        if name == "-":
            data = sys.stdin.buffer.read(_MAX_INPUT_BYTES + 1)
        else:
            with open(name, "rb") as fh:
                data = fh.read(_MAX_INPUT_BYTES + 1)
    except OSError as exc:
        raise _UsageError(f"cannot read {name}: {exc.strerror or exc}") from None
    if len(data) > _MAX_INPUT_BYTES:
        raise _UsageError(f"{name}: larger than {_MAX_INPUT_BYTES // (1024 * 1024)} MiB")
    return data.decode("utf-8", errors="replace")


def read_input(args: argparse.Namespace) -> PlanInput:
    """The change named by --repo/--base/--head, --patch or --files."""
    if args.repo is not None:
        if not args.base or not args.head:
            raise _UsageError("--repo needs both --base and --head")
        return from_git(Path(args.repo), args.base, args.head)
    if args.base or args.head:
        raise _UsageError("--base/--head only go with --repo")
    if args.patch is not None:
        return from_patch(_read_text(args.patch), source=f"patch {args.patch}")
    return from_file_list(_read_text(args.files), source=f"files {args.files}")


def _request(args: argparse.Namespace, rules: Rules) -> tuple[Request, list[str]]:
    levels = list(getattr(args, "level", None) or [])
    variants = list(getattr(args, "variant", None) or [])
    framework = getattr(args, "framework", None)
    model = getattr(args, "model", None)
    if not (levels or variants or framework or model):
        return Request(), []
    req = request_from_options(levels, framework, model, variants, rules.catalog, jobs=rules.jobs)
    req = req.model_copy(update={"requested_by": req.requested_by or "plan options"})
    return req, request_notes(req, rules.jobs)


def _reach(
    args: argparse.Namespace, inp: PlanInput, rules: Rules
) -> tuple[DownstreamReach | None, LineCache | None, list[str]]:
    """The downstream reach through the Bridge tree at the head (git input only), cached by tree id, and the
    cache of line analyses beside it."""
    wanted = any(getattr(args, k, False) for k in ("reach", "gated", "scored"))
    if args.repo is None or not wanted or getattr(args, "no_reach", False) or inp.head is None:
        return None, None, []
    try:
        cache = ReachCache(getattr(args, "cache_dir", None))
        return cache.reach_for(Path(args.repo), inp.head, rules), cache.lines, []
    except DiffSourceError as exc:
        return None, None, [f"no Bridge call graph ({exc}): levels come from path and content rules"]


def cli_plan(args: argparse.Namespace) -> int:
    try:
        rules = load_rules(Path(args.config_dir) if getattr(args, "config_dir", None) else DEFAULT_CONFIG_DIR)
        request, notes = _request(args, rules)
        inp = read_input(args)
        reach, lines, reach_notes = _reach(args, inp, rules)
        notes = [*reach_notes, *notes]
        kind: PlannerKind = (
            "scored" if getattr(args, "scored", False) else "gated" if getattr(args, "gated", False) else "reach"
        )
        with collector.paused():
            plan = make_plan(inp, rules, request, reach=reach, planner=kind, lines=lines)
        if lines is not None:
            lines.flush()
    except (ConfigError, DiffSourceError, _UsageError) as exc:
        print(f"bridge-validate plan: {exc}", file=sys.stderr)
        return 2
    except CommandError as exc:
        print(f"bridge-validate plan: {exc.message}", file=sys.stderr)
        return 2
    if notes:
        plan = plan.model_copy(update={"notes": [*plan.notes, *notes]})

    public = plan.to_public()
    if args.output:
        try:
            Path(args.output).write_text(json.dumps(public, indent=2) + "\n", encoding="utf-8")
        except OSError as exc:
            print(f"bridge-validate plan: cannot write {args.output}: {exc.strerror or exc}", file=sys.stderr)
            return 2
    if args.format == "json":
        sys.stdout.write(json.dumps(public, indent=2) + "\n")
    else:
        sys.stdout.write(render_plan(plan))
    return 0
