"""`bridge-validate manifest`: regenerate the downstream manifests from NeMo-RL and verl checkouts.

    bridge-validate manifest --nemo-rl PATH [--nemo-rl-ref REV] --verl PATH [--verl-ref REV] [--out DIR]

Each checkout is read through git at the ref (default HEAD; bare clones work, the work tree is never read, so
uncommitted edits do not leak into a manifest), scanned by bot.core.downstream.scan, and written to
`DIR/nemo-rl.yaml` / `DIR/verl.yaml` (default: the config directory's `downstream/`). The manifest records the
commit it was made from. After writing, the entry points (`entrypoints.yaml`) are validated against the new
manifests: an entry that no longer names a downstream use is reported (exit 2) so a refresh never silently
drops a level. Errors are one line on stderr, exit status 2.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from bot.core import diffsource
from bot.core.config import DEFAULT_CONFIG_DIR, ConfigError
from bot.core.diffsource import DiffSourceError
from bot.core.downstream import Manifest, dump_manifest, scan
from bot.core.rules import load_rules

__all__ = ["build_manifest", "cli_manifest"]

REPOSITORIES = {"nemo-rl": "NVIDIA-NeMo/RL", "verl": "verl-project/verl"}


def build_manifest(repo: Path | str, ref: str, framework: str, repository: str) -> Manifest:
    """Scan a downstream git repository at `ref` (every committed .py file)."""
    commit = diffsource.resolve_commit(repo, ref)
    tree = diffsource.tree_id(repo, commit, "")
    files = diffsource.list_tree(repo, tree)
    texts = diffsource.read_blobs(repo, [blob for _, blob in files])
    sources = {path: texts[blob] for path, blob in files if texts.get(blob) is not None}
    return scan(sources, framework=framework, repository=repository, ref=commit)  # type: ignore[arg-type]


def cli_manifest(args: argparse.Namespace) -> int:
    config_dir = Path(args.config_dir) if getattr(args, "config_dir", None) else DEFAULT_CONFIG_DIR
    out_dir = Path(args.out) if args.out else config_dir / "downstream"
    jobs = [
        ("nemo-rl", args.nemo_rl, args.nemo_rl_ref),
        ("verl", args.verl, args.verl_ref),
    ]
    jobs = [j for j in jobs if j[1]]
    if not jobs:
        print("bridge-validate manifest: give --nemo-rl PATH and/or --verl PATH", file=sys.stderr)
        return 2
    written: list[str] = []
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        for fw, repo, ref in jobs:
            m = build_manifest(repo, ref, fw, REPOSITORIES[fw])
            target = out_dir / f"{fw}.yaml"
            target.write_text(dump_manifest(m), encoding="utf-8")
            n_sites = sum(len(v) for v in m.symbols.values())
            written.append(f"{target}: {fw} at {m.ref[:12]}, {len(m.symbols)} symbols, {n_sites} uses")
    except (DiffSourceError, OSError) as exc:
        print(f"bridge-validate manifest: {exc}", file=sys.stderr)
        return 2
    for line in written:
        print(line)
    if out_dir.resolve() == (config_dir / "downstream").resolve():
        try:
            load_rules(config_dir)
        except ConfigError as exc:
            print(f"bridge-validate manifest: the entry points no longer fit the new manifests: {exc}", file=sys.stderr)
            return 2
        print(f"{config_dir / 'entrypoints.yaml'}: every entry point still names a downstream use")
    return 0
