"""Regenerate tests/data/github/ from the shared GitHub contract.

Run: ``.venv/bin/python -m tests.github_double.vendor /work/shared/github-contract``

Keeps only what the double needs: the REST operations (``paths``) of GitHub's description without the
13 MB ``x-webhooks`` section, the example webhook payloads of the events the bot handles, and the part of the
webhook JSON Schema those events reach.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent.parent / "data" / "github"

# Events whose examples and schemas the bot's tests use (issues 4, 5 and 6).
EVENTS = (
    "pull_request",
    "issue_comment",
    "check_run",
    "check_suite",
    "merge_group",
    "installation",
    "installation_repositories",
    "ping",
    "workflow_run",
    "workflow_job",
)


def _refs(node: Any, out: set[str]) -> None:
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/definitions/"):
            out.add(ref.removeprefix("#/definitions/"))
        for value in node.values():
            _refs(value, out)
    elif isinstance(node, list):
        for value in node:
            _refs(value, out)


def prune_webhook_schema(schema: dict[str, Any]) -> dict[str, Any]:
    definitions: dict[str, Any] = schema["definitions"]
    # Most events are `<event>_event`; ping (no actions) is `ping$event`.
    roots = {name for event in EVENTS for name in (f"{event}_event", f"{event}$event") if name in definitions}
    keep: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in keep:
            continue
        keep.add(name)
        found: set[str] = set()
        _refs(definitions[name], found)
        todo.extend(found - keep)
    return {
        "$schema": schema["$schema"],
        "definitions": {name: definitions[name] for name in sorted(keep)},
        "oneOf": [{"$ref": f"#/definitions/{name}"} for name in sorted(roots)],
    }


def main(source: str) -> int:
    src = Path(source)
    spec = json.loads((src / "api.github.com.subset.deref.json").read_text())
    pruned = {key: spec[key] for key in ("openapi", "info", "servers", "externalDocs", "paths")}
    DATA.mkdir(parents=True, exist_ok=True)
    (DATA / "api.github.com.operations.json").write_text(json.dumps(pruned, indent=1, sort_keys=False) + "\n")
    schema = json.loads((src / "webhook-schema.json").read_text())
    (DATA / "webhook-schema.json").write_text(json.dumps(prune_webhook_schema(schema), indent=1) + "\n")
    examples = DATA / "webhook-examples"
    if examples.exists():
        shutil.rmtree(examples)
    examples.mkdir()
    for path in sorted((src / "webhook-examples").glob("*.json")):
        if path.name.split(".")[0] in EVENTS:
            shutil.copyfile(path, examples / path.name)
    shutil.copyfile(src / "LICENSE.octokit-openapi", DATA / "LICENSE.octokit-openapi")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "/work/shared/github-contract"))
