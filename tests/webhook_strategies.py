"""Hypothesis strategies for GitHub webhook payloads, built from GitHub's own webhook JSON Schema
(tests/data/github/webhook-schema.json, npm @octokit/webhooks-schemas).

    strategies = WebhookStrategies.load()
    payloads = strategies.event("pull_request")            # any pull_request action GitHub sends
    payloads = strategies.event("pull_request", "opened")  # one action

What the schema says is what is drawn: `$ref`, `allOf` (merged, later members refining earlier ones), `oneOf` /
`anyOf`, `enum`, `const`, type lists, required and optional properties, arrays, string formats and patterns,
integer bounds. Where the schema is looser than GitHub's real values (a `head_sha` is any string, a
`full_name` any text), `refine` adds the real shape beside the schema's own draw, so handlers are driven
past their first check as well as stopped by it: every value drawn still validates against the schema.

`mutate` turns a valid payload into an invalid one at a chosen path (a wrong JSON type, a missing required
key), for the property "an invalid payload never makes the bot write".
"""

from __future__ import annotations

import functools
import json
import string
from collections.abc import Callable, Sequence
from datetime import timezone
from pathlib import Path
from typing import Any

from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy
from jsonschema import Draft7Validator

SCHEMA = Path(__file__).resolve().parent / "data" / "github" / "webhook-schema.json"
MAX_DEPTH = 7  # past this, optional properties are left out (the schema nests repositories in repositories)

HEX40 = st.text("0123456789abcdef", min_size=40, max_size=40)
_NAME = st.text(string.ascii_letters + string.digits + "-_.", min_size=1, max_size=20).filter(
    lambda s: s not in (".", "..")
)
COMMANDS = st.sampled_from(
    [
        "/validate",
        "/validate plan",
        "/validate level=4",
        "/validate level=1,2 framework=nemo-rl model=qwen3 variant=lora",
        "/validate retry",
        "/validate cancel",
        '/validate override reason="HF rate limit"',
        "/validate ok-to-test " + "a" * 40,
        "/validate level=99",
        "/validate framework=; rm -rf /",
        "/validatex",
        "looks good to me",
    ]
)

# GitHub's real shapes for values the schema only calls strings: drawn beside the schema's own strings.
REFINE: dict[str, SearchStrategy[Any]] = {
    "sha": HEX40,
    "head_sha": HEX40,
    "base_sha": HEX40,
    "after": HEX40,
    "before": HEX40,
    "full_name": st.builds(lambda o, n: f"{o}/{n}", _NAME, _NAME) | st.just("NVIDIA-NeMo/Megatron-Bridge"),
    "login": _NAME,
    "body": COMMANDS,
    "head_ref": st.builds(
        lambda n, sha: f"refs/heads/gh-readonly-queue/main/pr-{n}-{sha}", st.integers(1, 99999), HEX40
    ),
    "name": st.sampled_from(["bridge-validate / nemo-rl", "bridge-validate / verl"]),
    "identifier": st.sampled_from(["rerun", "other"]),
}

ODD_STRINGS = st.sampled_from(
    ["", "x", "main", "Ünïcödé ✓", "a/b", "../../etc/passwd", "${{ secrets.X }}", "; rm -rf /", "\n", "0" * 40]
)

def weighted(often: SearchStrategy[Any], rarely: SearchStrategy[Any], times: int) -> SearchStrategy[Any]:
    """`often` `times` draws in `times + 1`, `rarely` the rest (`one_of` would weigh the two evenly)."""
    return st.sampled_from(range(times + 1)).flatmap(lambda i: rarely if i == times else often)


PREFER_PRESENT = {"installation", "pull_request", "requested_action"}
_ABSENT = object()


def _drop_absent(d: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in d.items() if v is not _ABSENT}


_JSON_TYPES: dict[str, Callable[[Any], bool]] = {
    "null": lambda v: v is None,
    "boolean": lambda v: isinstance(v, bool),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "string": lambda v: isinstance(v, str),
    "array": lambda v: isinstance(v, list),
    "object": lambda v: isinstance(v, dict),
}
# One value of each JSON type: a mutation puts one the schema does not allow where a value was.
WRONG_VALUES: list[Any] = [None, True, -7, 2.5, "not-what-github-sends", [], {}]


def _formatted(fmt: str | None) -> SearchStrategy[str] | None:
    if fmt == "date-time":
        return st.datetimes(timezones=st.just(timezone.utc)).map(
            lambda d: d.strftime("%Y-%m-%dT%H:%M:%SZ")
        )
    if fmt in ("uri", "uri-template"):
        return st.builds(lambda a, b: f"https://api.github.com/{a}/{b}", _NAME, _NAME)
    return None


class WebhookStrategies:
    def __init__(self, schema: dict[str, Any], refine: dict[str, SearchStrategy[Any]] | None = None) -> None:
        self.schema = schema
        self.defs: dict[str, Any] = schema["definitions"]
        self.refine = REFINE if refine is None else refine
        self._by_ref: dict[tuple[str, int], SearchStrategy[Any]] = {}

    @classmethod
    @functools.cache
    def load(cls) -> WebhookStrategies:
        return cls(json.loads(SCHEMA.read_text()))

    # -- entry points

    def definition_name(self, event: str, action: str | None = None) -> str:
        if action is not None and f"{event}${action}" in self.defs:
            return f"{event}${action}"
        return f"{event}_event" if f"{event}_event" in self.defs else f"{event}$event"

    def event(
        self, event: str, action: str | None = None, focus: Sequence[str] = ()
    ) -> SearchStrategy[dict[str, Any]]:
        """Payloads of `event` (of one `action`, or any). `focus`: actions drawn more often than the rest
        (the ones a handler acts on), beside any action at all."""
        if action is not None or not focus:
            return self._ref(self.definition_name(event, action), 0)
        focused = st.sampled_from(list(focus)).flatmap(lambda a: self._ref(self.definition_name(event, a), 0))
        return weighted(focused, self.event(event), 3)

    def validator(self, event: str, action: str | None = None) -> Draft7Validator:
        name = self.definition_name(event, action)
        return Draft7Validator({"$ref": f"#/definitions/{name}", "definitions": self.defs})

    def actions(self, event: str) -> list[str]:
        return sorted(k.split("$", 1)[1] for k in self.defs if k.startswith(f"{event}$") and k != f"{event}$event")

    # -- the walk

    def _ref(self, ref: str, depth: int) -> SearchStrategy[Any]:
        key = (ref, min(depth, MAX_DEPTH + 1))
        if key not in self._by_ref:
            self._by_ref[key] = st.deferred(lambda: self._node(self.defs[ref], depth))
        return self._by_ref[key]

    def _resolve(self, node: dict[str, Any]) -> dict[str, Any]:
        while "$ref" in node:
            node = self.defs[node["$ref"].removeprefix("#/definitions/")]
        return node

    def _merge(self, parts: Sequence[dict[str, Any]]) -> dict[str, Any]:
        """allOf of object schemas: properties and required united; a later member's property refines."""
        out: dict[str, Any] = {"type": "object", "properties": {}, "required": []}
        for part in parts:
            part = self._resolve(part)
            if "allOf" in part:
                part = self._merge(part["allOf"])
            out["properties"].update(part.get("properties", {}))
            out["required"] += [r for r in part.get("required", []) if r not in out["required"]]
        return out

    def _node(self, node: dict[str, Any], depth: int, key: str | None = None) -> SearchStrategy[Any]:
        if "$ref" in node:
            return self._ref(node["$ref"].removeprefix("#/definitions/"), depth)
        if "allOf" in node:
            return self._node(self._merge(node["allOf"]), depth, key)
        for alt in ("oneOf", "anyOf"):
            if alt in node:
                return st.one_of([self._node(n, depth, key) for n in node[alt]])
        if "const" in node:
            return st.just(node["const"])
        if "enum" in node:
            return st.sampled_from(node["enum"])
        types = node.get("type")
        if isinstance(types, list):
            return st.one_of([self._node({**node, "type": t}, depth, key) for t in types])
        base = self._typed(node, types, depth)
        refined = self.refine.get(key or "")
        if refined is not None and types == "string":
            return weighted(refined, base, 7)  # the real shape 7 times in 8
        return base

    def _typed(self, node: dict[str, Any], kind: str | None, depth: int) -> SearchStrategy[Any]:
        if kind == "null":
            return st.none()
        if kind == "boolean":
            return st.booleans()
        if kind == "integer":
            return st.integers(node.get("minimum", -5), node.get("maximum", 2**40))
        if kind == "number":
            return st.floats(node.get("minimum", -1e6), node.get("maximum", 1e9), allow_nan=False)
        if kind == "string":
            fmt = _formatted(node.get("format"))
            if fmt is not None:
                return fmt
            if "pattern" in node:
                return st.from_regex(node["pattern"], fullmatch=True)
            if node.get("minLength") or node.get("maxLength"):
                return st.text(min_size=node.get("minLength", 0), max_size=min(node.get("maxLength", 24), 24))
            # Mostly cheap, telling strings (payloads have hundreds of them); now and then any text.
            return st.one_of(ODD_STRINGS, st.text(max_size=12))
        if kind == "array":
            items = node.get("items", {})
            limit = 0 if depth > MAX_DEPTH else 2
            return st.lists(
                self._node(items, depth + 1) if isinstance(items, dict) else st.none(),
                min_size=node.get("minItems", 0),
                max_size=max(node.get("minItems", 0), min(node.get("maxItems", limit), limit)),
            )
        if kind == "object" or "properties" in node:
            props: dict[str, Any] = node.get("properties", {})
            required = set(node.get("required", []))
            must = {k: self._node(v, depth + 1, k) for k, v in props.items() if k in required}
            # Optional keys the handlers need (an installation, a comment's PR link) are there 4 times in 5.
            for k in PREFER_PRESENT & (set(props) - required):
                must[k] = weighted(self._node(props[k], depth + 1, k), st.just(_ABSENT), 4)
            may = (
                {k: self._node(v, depth + 1, k) for k, v in props.items() if k not in required and k not in must}
                if depth <= MAX_DEPTH
                else {}
            )
            return st.fixed_dictionaries(must, optional=may).map(_drop_absent)
        return st.none()


# ---------------------------------------------------------------------------------------------- mutation


def paths_of(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path (keys and list indices) inside a JSON value."""
    out: list[tuple[Any, ...]] = []
    if isinstance(value, dict):
        for k, v in value.items():
            out.append((*prefix, k))
            out += paths_of(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.append((*prefix, i))
            out += paths_of(v, (*prefix, i))
    return out


def mutate(payload: dict[str, Any], path: tuple[Any, ...], how: Any) -> dict[str, Any]:
    """A copy of `payload` with the value at `path` replaced by `how`, or removed when `how` is `DELETE`."""
    out: dict[str, Any] = json.loads(json.dumps(payload))
    node: Any = out
    for step in path[:-1]:
        node = node[step]
    if how is DELETE:
        if isinstance(node, dict):
            node.pop(path[-1], None)
        else:
            node.pop(path[-1])
    else:
        node[path[-1]] = how
    return out


DELETE = object()
