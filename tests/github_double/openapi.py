"""GitHub's OpenAPI description (the vendored subset) as request/response validators.

GitHub publishes OpenAPI 3.0 schemas: ``nullable: true`` instead of a ``null`` type, and a few other
habits JSON Schema does not read. ``to_json_schema`` converts what matters so ``jsonschema`` can check
the double's traffic in both directions.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from jsonschema import Draft7Validator, FormatChecker

SPEC_PATH = Path(__file__).resolve().parent.parent / "data" / "github" / "api.github.com.operations.json"
DOCS = "https://docs.github.com/rest"

# Annotation-only keywords: dropped so the converted schemas stay small and fast to check.
_DROP = {"example", "examples", "description", "title", "deprecated", "externalDocs", "readOnly", "writeOnly"}

_DATE_TIME = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$")

FORMATS = FormatChecker(formats=())


@FORMATS.checks("date-time")
def _is_date_time(value: object) -> bool:
    return not isinstance(value, str) or bool(_DATE_TIME.match(value))


@FORMATS.checks("uri")
def _is_uri(value: object) -> bool:
    return not isinstance(value, str) or bool(re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", value))


def to_json_schema(node: Any) -> Any:
    """OpenAPI 3.0 schema object -> draft-7 JSON Schema (nullable, boolean exclusive bounds, x-*)."""
    if isinstance(node, list):
        return [to_json_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key in _DROP or key.startswith("x-") or key == "nullable":
            continue
        if key == "properties":
            out[key] = {name: to_json_schema(sub) for name, sub in value.items()}
        elif key in ("items", "additionalProperties", "not"):
            out[key] = to_json_schema(value) if isinstance(value, dict) else value
        elif key == "oneOf":
            # GitHub's oneOf branches overlap (e.g. basic-error vs. rule-violation error): read as anyOf.
            out["anyOf"] = [to_json_schema(sub) for sub in value]
        elif key in ("anyOf", "allOf"):
            out[key] = [to_json_schema(sub) for sub in value]
        else:
            out[key] = value
    for bound, limit in (("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")):
        if out.get(bound) is True and limit in out:
            out[bound] = out.pop(limit)
        elif out.get(bound) is False:
            del out[bound]
    if node.get("nullable") is True:
        if "type" in out:
            kinds = out["type"] if isinstance(out["type"], list) else [out["type"]]
            out["type"] = [*kinds, "null"] if "null" not in kinds else kinds
            if "enum" in out and None not in out["enum"]:
                out["enum"] = [*out["enum"], None]
        else:
            out = {"anyOf": [{"type": "null"}, out]}
    return out


def _validator(schema: dict[str, Any]) -> Draft7Validator:
    return Draft7Validator(schema, format_checker=FORMATS)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def first_error(validator: Draft7Validator, instance: Any) -> str | None:
    """The most relevant validation error as 'at <path>: <message>', or None when valid."""
    errors = sorted(validator.iter_errors(instance), key=lambda e: (len(e.path), str(e.message)))
    if not errors:
        return None
    error = errors[0]
    where = "/".join(str(part) for part in error.absolute_path) or "(root)"
    kind, limit = error.validator, error.validator_value
    if kind == "maxLength":
        message = f"is too long (maximum is {limit} characters, got {len(error.instance)})"
    elif kind == "maxItems":
        message = f"is too long (maximum is {limit} items, got {len(error.instance)})"
    elif kind == "maxProperties":
        message = f"has too many properties (maximum is {limit})"
    elif kind == "enum":
        message = f"{_short(error.instance)} is not one of {limit}"
    elif kind == "type":
        message = f"{_short(error.instance)} is not of type {limit!r}"
    else:
        message = error.message if len(error.message) < 300 else error.message[:300] + "..."
    return f"at {where}: {message}"


@dataclass(frozen=True)
class Parameter:
    name: str
    location: str
    required: bool
    schema: dict[str, Any]
    multi_segment: bool = False


@dataclass
class Operation:
    method: str
    template: str
    operation_id: str
    parameters: list[Parameter]
    request_schema: dict[str, Any] | None
    request_required: bool
    responses: dict[str, dict[str, Any] | None]
    regex: re.Pattern[str] = field(init=False)
    _validators: dict[str, Draft7Validator] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        multi = {p.name for p in self.parameters if p.location == "path" and p.multi_segment}
        pattern = ""
        for literal, name in re.findall(r"([^{]*)(?:\{([^}]+)\})?", self.template):
            pattern += re.escape(literal)
            if name:
                pattern += f"(?P<{name}>.+)" if name in multi else f"(?P<{name}>[^/]+)"
        self.regex = re.compile(f"^{pattern}$")

    @property
    def specificity(self) -> int:
        return len(re.sub(r"\{[^}]+\}", "", self.template))

    def request_validator(self) -> Draft7Validator | None:
        if self.request_schema is None:
            return None
        if "request" not in self._validators:
            self._validators["request"] = _validator(self.request_schema)
        return self._validators["request"]

    def response_validator(self, status: int) -> Draft7Validator | None:
        key = str(status)
        schema = self.responses.get(key)
        if schema is None:
            return None
        if key not in self._validators:
            self._validators[key] = _validator(schema)
        return self._validators[key]

    def query_parameters(self) -> dict[str, Parameter]:
        return {p.name: p for p in self.parameters if p.location == "query"}

    def path_parameters(self) -> dict[str, Parameter]:
        return {p.name: p for p in self.parameters if p.location == "path"}


class Description:
    """The vendored operations, looked up by method + concrete path."""

    def __init__(self, raw: dict[str, Any]) -> None:
        self.raw = raw
        self.operations: list[Operation] = []
        for template, item in raw["paths"].items():
            shared = item.get("parameters", [])
            for method, op in item.items():
                if method not in ("get", "post", "patch", "put", "delete"):
                    continue
                params = [
                    Parameter(
                        name=p["name"],
                        location=p["in"],
                        required=bool(p.get("required")),
                        schema=to_json_schema(p.get("schema", {})),
                        multi_segment=bool(p.get("x-multi-segment")),
                    )
                    for p in [*shared, *op.get("parameters", [])]
                    if p.get("in") in ("path", "query")
                ]
                body = op.get("requestBody", {})
                body_schema = body.get("content", {}).get("application/json", {}).get("schema")
                responses = {
                    code: (
                        to_json_schema(resp["content"]["application/json"]["schema"])
                        if "application/json" in resp.get("content", {})
                        else None
                    )
                    for code, resp in op["responses"].items()
                }
                self.operations.append(
                    Operation(
                        method=method.upper(),
                        template=template,
                        operation_id=op["operationId"],
                        parameters=params,
                        request_schema=to_json_schema(body_schema) if body_schema is not None else None,
                        request_required=bool(body.get("required")),
                        responses=responses,
                    )
                )
        self.operations.sort(key=lambda o: -o.specificity)
        self.by_id = {op.operation_id: op for op in self.operations}

    def match(self, method: str, path: str) -> tuple[Operation, dict[str, str]] | None:
        for op in self.operations:
            if op.method != method.upper():
                continue
            found = op.regex.match(path)
            if found:
                return op, {name: unquote(value) for name, value in found.groupdict().items()}
        return None

    def schema_for(self, operation_id: str, status: int) -> dict[str, Any] | None:
        return self.by_id[operation_id].responses.get(str(status))


DEFAULT_VERSION = "2022-11-28"


def _pointer(path: str) -> list[str]:
    return [part.replace("~1", "/").replace("~0", "~") for part in path.lstrip("/").split("/")]


def _json_patch(node: Any, ops: list[dict[str, Any]]) -> None:
    for op in ops:
        *parents, last = _pointer(op["path"])
        target = node
        for part in parents:
            target = target[int(part)] if isinstance(target, list) else target.get(part)
            if target is None:
                break
        if target is None:
            continue
        if op["op"] == "remove":
            if isinstance(target, dict):
                target.pop(last, None)
            else:
                del target[int(last)]
        elif op["op"] in ("replace", "add"):
            if isinstance(target, list):
                target.insert(len(target) if last == "-" else int(last), op["value"])
            else:
                target[last] = op["value"]


def _merge_patch(node: dict[str, Any], patch: dict[str, Any]) -> None:
    """RFC 7386: null removes, objects merge, anything else replaces."""
    for key, value in patch.items():
        if value is None:
            node.pop(key, None)
        elif isinstance(value, dict) and isinstance(node.get(key), dict):
            _merge_patch(node[key], value)
        else:
            node[key] = value


def apply_breaking_changes(node: Any, version: str) -> Any:
    """GitHub's ``x-github-breaking-changes`` for API ``version`` (e.g. 2026-03-10), applied in place.

    The description ships the 2022-11-28 shapes and annotates what each later version changes: JSON
    merge patches on schema objects, JSON Patch lists on operations.
    """
    if isinstance(node, list):
        for item in node:
            apply_breaking_changes(item, version)
    elif isinstance(node, dict):
        for value in node.values():
            apply_breaking_changes(value, version)
        for change in node.pop("x-github-breaking-changes", []):
            if change["version"] > version:
                continue
            if isinstance(change["patch"], list):
                _json_patch(node, change["patch"])
            else:
                _merge_patch(node, change["patch"])
    return node


@functools.lru_cache(maxsize=4)
def description(version: str = DEFAULT_VERSION) -> Description:
    """The vendored operations as GitHub serves them for ``X-GitHub-Api-Version: version``."""
    raw = json.loads(SPEC_PATH.read_text())
    if version != DEFAULT_VERSION:
        apply_breaking_changes(raw["paths"], version)
    return Description(raw)


_ABSENT = object()
PLACEHOLDER_TIME = "2024-01-01T00:00:00Z"


def _kinds(schema: dict[str, Any]) -> list[str]:
    kind = schema.get("type")
    if kind is None:
        return []
    return kind if isinstance(kind, list) else [kind]


def _default(schema: dict[str, Any], name: str) -> Any:
    """A neutral value for a required property the double does not model."""
    for key in ("anyOf", "oneOf"):
        if key in schema:
            branches = schema[key]
            if any(_kinds(b) == ["null"] for b in branches):
                return None
            return fill(branches[0], _ABSENT, name)
    kinds = _kinds(schema)
    if "null" in kinds:
        return None
    if "enum" in schema:
        return schema["enum"][0]
    kind = kinds[0] if kinds else "object"
    if kind == "string":
        fmt = schema.get("format")
        if fmt == "date-time":
            return PLACEHOLDER_TIME
        if fmt == "uri" or name.endswith("url"):
            return f"https://github.example/{name}"
        return ""
    if kind in ("integer", "number"):
        return 0
    if kind == "boolean":
        return False
    if kind == "array":
        return []
    return fill(schema, _ABSENT, name)


def fill(schema: dict[str, Any], overlay: Any = _ABSENT, name: str = "") -> Any:
    """Build a value of ``schema``: the ``overlay``'s values where given, neutral defaults for the rest.

    Every required property is present, so what the double models (ids, states, names) comes from its
    state and the rest of GitHub's large objects is still well-formed. Explicit ``None`` in the overlay
    stays ``None``.
    """
    if overlay is _ABSENT:
        if "properties" not in schema and "required" not in schema:
            return (
                _default(schema, name) if (_kinds(schema) or "anyOf" in schema or "oneOf" in schema) else {}
            )
    elif not isinstance(overlay, dict | list):
        return overlay
    for key in ("anyOf", "oneOf"):
        if key in schema:
            branches = [b for b in schema[key] if _kinds(b) != ["null"]]
            wanted = "array" if isinstance(overlay, list) else "object"
            for branch in branches:
                if wanted in _kinds(branch) or (wanted == "object" and "properties" in branch):
                    return fill(branch, overlay, name)
                if not _kinds(branch) and ("anyOf" in branch or "oneOf" in branch):
                    return fill(branch, overlay, name)
            return overlay if overlay is not _ABSENT else _default(schema, name)
    if isinstance(overlay, list):
        items = schema.get("items", {})
        return [fill(items, item, name) for item in overlay]
    given: dict[str, Any] = overlay if isinstance(overlay, dict) else {}
    props: dict[str, Any] = schema.get("properties", {})
    out: dict[str, Any] = {}
    for prop in schema.get("required", []):
        sub = props.get(prop, {})
        out[prop] = fill(sub, given[prop], prop) if prop in given else _default(sub, prop)
    open_ended = (
        not props
        or isinstance(schema.get("additionalProperties"), dict)
        or (schema.get("additionalProperties") is True)
    )
    for prop, value in given.items():
        if prop in out:
            continue
        if prop in props:
            out[prop] = fill(props[prop], value, prop)
        elif open_ended:
            out[prop] = value
        # else: a property this API version does not declare (e.g. removed by a breaking change): left out
    return out
