"""Classify a change: which downstream-facing surfaces of Bridge each changed file touches, with evidence.

The rules are data (`configs/surfaces.yaml`, validated at load). For every changed file, in order:

1. `bridge_only` paths (docs, CI, tests, recipes, Bridge's own training loop, ...) touch nothing downstream.
2. Python patches are read line by line (`bot.core.pycode`): comments, docstrings, log/exception messages and type
   hints are cosmetic; a top-level function the change adds is reached only through its call sites; lines in
   functions downstream never calls (`inert`) do not count. A file with no remaining live line needs nothing.
3. `rules` map the file's path, the scope (def/class) of its live lines, and patterns over those lines to
   surfaces; every rule that fires is a Finding with the rule id, the reason and the matched line.
4. A file under the Bridge package that no rule covers gets the conservative Level 0 smoke (rule `uncovered`).
5. Model-family files carry their family; a family whose architecture is not dense (models.yaml) adds that
   architecture's surface; a family directory that appears with this change is a new family (Level 0).

`classify` is pure: no I/O, no clock.
"""

from __future__ import annotations

import bisect
import hashlib
import itertools
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from bot.core.catalog import Catalog
from bot.core.config import ConfigError, read_yaml, validate_entry
from bot.core.models import ChangedFile, Finding, PlanInput, Surface
from bot.core.pycode import ChangedLine, analyze, parse_hunks

Gate = Callable[[ChangedFile, ChangedLine], bool]

__all__ = [
    "UNCOVERED_RULE",
    "BridgeOnlyRule",
    "Gate",
    "InertRule",
    "LineMemo",
    "LineStore",
    "SurfaceRule",
    "SurfaceRules",
    "classify",
    "confirmed_renames",
    "glob_to_regex",
    "line_key",
    "live_lines",
    "load_surfaces",
    "renamed",
]

UNCOVERED_RULE = "uncovered"
EXPERT_PARALLEL_RULE = "expert-parallel"
NEW_FAMILY_RULE = "new-family"
IMPORTS_ONLY_RULE = "imports-only"
RENAMES_ONLY_RULE = "renames-only"
_ARCH_SURFACE = {"moe": Surface.MOE, "vlm": Surface.VLM, "audio": Surface.AUDIO, "mtp": Surface.MTP}


def glob_to_regex(glob: str) -> str:
    """`**` spans directories, `*` and `?` stay within one path segment, `[..]` is a character class."""
    out: list[str] = []
    i = 0
    while i < len(glob):
        c = glob[i]
        if glob.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif glob.startswith("**", i):
            out.append(".*")
            i += 2
        elif c == "*":
            out.append("[^/]*")
            i += 1
        elif c == "?":
            out.append("[^/]")
            i += 1
        elif c == "[":
            j = glob.find("]", i + 1)
            if j < 0:
                raise ValueError(f"unclosed '[' in glob {glob!r}")
            body = glob[i + 1 : j]
            if body.startswith("!"):
                body = "^" + body[1:]
            out.append(f"[{body}]")
            i = j + 1
        else:
            out.append(re.escape(c))
            i += 1
    return "^" + "".join(out) + "$"


def _compile_globs(globs: list[str]) -> list[re.Pattern[str]]:
    out = []
    for g in globs:
        if not g or g.startswith("/"):
            raise ValueError(f"glob must be a relative path pattern: {g!r}")
        out.append(re.compile(glob_to_regex(g)))
    return out


def _compile_regexes(patterns: list[str]) -> list[re.Pattern[str]]:
    out = []
    for p in patterns:
        try:
            out.append(re.compile(p))
        except re.error as exc:
            raise ValueError(f"bad regular expression {p!r}: {exc}") from None
    return out


class _Rule(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9_.:-]*$")
    paths: list[str] = Field(min_length=1)
    exclude: list[str] = Field(default_factory=list)
    reason: str = Field(min_length=1)

    @field_validator("paths", "exclude")
    @classmethod
    def _globs(cls, v: list[str]) -> list[str]:
        _compile_globs(v)
        return v

    @cached_property
    def _path_res(self) -> list[re.Pattern[str]]:
        return _compile_globs(self.paths)

    @cached_property
    def _exclude_res(self) -> list[re.Pattern[str]]:
        return _compile_globs(self.exclude)

    def matches_path(self, path: str) -> bool:
        return any(r.match(path) for r in self._path_res) and not any(
            r.match(path) for r in self._exclude_res
        )


class BridgeOnlyRule(_Rule):
    """Paths downstream never imports: a change there needs no downstream e2e."""


class InertRule(_Rule):
    """Code in a module downstream imports that downstream never runs.

    `scopes`: regexes over the def/class a line sits in (searched in the qualified name); `except_scopes`: the
    module's only reachable scopes (everything else, module level included, is inert); `patterns`: regexes
    over the line itself (e.g. experiment-logger calls); `match_scope: true` also tests them against the name
    of the innermost def/class the line sits in, so a helper named for what it does (`comet_finalize_fn`,
    the `wandb_logger` property) is covered line by line, its argument lines included.
    """

    scopes: list[str] = Field(default_factory=list)
    except_scopes: list[str] = Field(default_factory=list)
    patterns: list[str] = Field(default_factory=list)
    match_scope: bool = False

    @field_validator("scopes", "except_scopes", "patterns")
    @classmethod
    def _regexes(cls, v: list[str]) -> list[str]:
        _compile_regexes(v)
        return v

    @model_validator(mode="after")
    def _one_kind(self) -> InertRule:
        if not (self.scopes or self.except_scopes or self.patterns):
            raise ValueError("an inert rule needs 'scopes', 'except_scopes' or 'patterns'")
        return self

    @cached_property
    def _scope_res(self) -> list[re.Pattern[str]]:
        return _compile_regexes(self.scopes)

    @cached_property
    def _except_res(self) -> list[re.Pattern[str]]:
        return _compile_regexes(self.except_scopes)

    @cached_property
    def _pattern_res(self) -> list[re.Pattern[str]]:
        return _compile_regexes(self.patterns)

    def covers(self, line: ChangedLine) -> bool:
        if self.scopes and any(r.search(line.scope) for r in self._scope_res):
            return True
        if self.except_scopes and not any(r.search(line.scope) for r in self._except_res if line.scope):
            return True
        if not self.patterns:
            return False
        if any(r.search(line.text) for r in self._pattern_res):
            return True
        leaf = line.scope.rsplit(".", 1)[-1]
        return self.match_scope and bool(leaf) and any(r.search(leaf) for r in self._pattern_res)


class SurfaceRule(_Rule):
    """Path (+ optional scope and line patterns) -> surfaces.

    Without `scopes`/`patterns` the rule fires when the file has a live change (or no patch at all). With
    `scopes`, only live lines inside a matching def/class count (`exclude_scopes` removes some). With
    `patterns`, one of those lines must match; `context: true` also searches the unchanged lines of hunks
    that hold a live change (for settings named only around the change); `match_scope: true` also tests the
    patterns against the name of the def/class a live line sits in (`gather_from_ep_ranks`).
    """

    surfaces: list[Surface] = Field(min_length=1)
    scopes: list[str] = Field(default_factory=list)
    exclude_scopes: list[str] = Field(default_factory=list)
    attrs: list[str] = Field(
        default_factory=list,
        description="with or instead of `scopes`: lines of a class-level assignment whose `Class.NAME` matches",
    )
    exclude_attrs: list[str] = Field(
        default_factory=list, description="never lines of a class-level assignment whose `Class.NAME` matches"
    )
    class_bases: list[str] = Field(
        default_factory=list,
        description="only lines inside a class one of whose bases (as written: `MegatronModule`, `torch.nn.Module`) "
        "matches: what kind of thing the class is, wherever the file puts it",
    )
    patterns: list[str] = Field(default_factory=list)
    added_files: bool = Field(
        default=True,
        description="false: the rule does not read files the change adds (a new module changes nothing that ran "
        "before; what it adds is covered through its importers and its family's levels)",
    )
    context: bool = False
    match_scope: bool = False
    with_reach: bool = Field(
        default=False,
        description="also runs when the call graph decides its surface (what reach cannot see of that surface)",
    )
    reach_decides: bool | list[Literal["nemo-rl", "verl"]] = Field(
        default=False,
        description="gated planner: this rule plans levels only through the call graph (where a downstream entry "
        "point reaches the changed lines); without a call graph it plans as any rule. For modules downstream imports "
        "but calls only a few functions of (the conventions: code downstream never calls needs nothing). A list "
        "names the frameworks it holds for (the others' levels still come from the rule)",
    )
    gated: bool = Field(
        default=True,
        description="false: the gated planner keeps this rule's levels where the call graph does not reach its "
        "lines (code Megatron-Core builds and calls, which the call graph does not follow: a family's layer classes)",
    )
    gate: Literal["line", "class"] = Field(
        default="line",
        description="with the call graph: 'line' = downstream must run the changed line; 'class' = downstream "
        "builds the class the line belongs to (a method or field of it downstream need not call itself)",
    )
    fields: list[str] = Field(
        default_factory=list,
        description="with the call graph, in files under these paths: the rule also reads a field default of a "
        "class downstream builds (a provider's `moe_token_dispatcher_type = \"alltoall\"` takes effect wherever "
        "the provider is built, though no downstream code names the field)",
    )

    @field_validator("scopes", "exclude_scopes", "attrs", "exclude_attrs", "class_bases", "patterns")
    @classmethod
    def _regexes(cls, v: list[str]) -> list[str]:
        _compile_regexes(v)
        return v

    @field_validator("fields")
    @classmethod
    def _field_globs(cls, v: list[str]) -> list[str]:
        _compile_globs(v)
        return v

    @cached_property
    def _field_res(self) -> list[re.Pattern[str]]:
        return _compile_globs(self.fields)

    def reads_fields(self, path: str) -> bool:
        return any(r.match(path) for r in self._field_res)

    @field_validator("surfaces")
    @classmethod
    def _not_none(cls, v: list[Surface]) -> list[Surface]:
        if Surface.NONE in v:
            raise ValueError("'none' is not a surface a rule can fire; use bridge_only or inert")
        return v

    @property
    def needs_content(self) -> bool:
        return bool(
            self.scopes or self.exclude_scopes or self.attrs or self.exclude_attrs or self.class_bases or self.patterns
        )

    def decided_by_reach(self, framework: str) -> bool:
        """The gated planner plans this rule's levels for `framework` only through the call graph."""
        return self.reach_decides is True or (isinstance(self.reach_decides, list) and framework in self.reach_decides)

    @cached_property
    def _scope_res(self) -> list[re.Pattern[str]]:
        return _compile_regexes(self.scopes)

    @cached_property
    def _exclude_scope_res(self) -> list[re.Pattern[str]]:
        return _compile_regexes(self.exclude_scopes)

    @cached_property
    def _attr_res(self) -> list[re.Pattern[str]]:
        return _compile_regexes(self.attrs)

    @cached_property
    def _exclude_attr_res(self) -> list[re.Pattern[str]]:
        return _compile_regexes(self.exclude_attrs)

    @cached_property
    def _pattern_res(self) -> list[re.Pattern[str]]:
        return _compile_regexes(self.patterns)

    @cached_property
    def _class_base_res(self) -> list[re.Pattern[str]]:
        return _compile_regexes(self.class_bases)

    def in_scope(self, line: ChangedLine) -> bool:
        if line.attr and any(r.search(line.attr) for r in self._exclude_attr_res):
            return False
        if self.class_bases and not any(r.search(b) for b in line.class_bases for r in self._class_base_res):
            return False
        if self.scopes or self.attrs:
            by_scope = any(r.search(line.scope) for r in self._scope_res)
            by_attr = bool(line.attr) and any(r.search(line.attr) for r in self._attr_res)
            if not (by_scope or by_attr):
                return False
        return not (self.exclude_scopes and any(r.search(line.scope) for r in self._exclude_scope_res))

    def match_line(self, text: str) -> bool:
        return any(r.search(text) for r in self._pattern_res)

    def applies(self, f: ChangedFile) -> bool:
        return self.matches_path(f.path) and (self.added_files or f.status != "added")


class SurfaceRules(BaseModel):
    """The validated `surfaces.yaml`."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    package: str = Field(description="the package downstream imports; uncovered paths under it get Level 0")
    models_dir: str = Field(description="model families live in <models_dir>/<family>/")
    shared_dirs: list[str] = Field(
        default_factory=list, description="dirs under models_dir that are not families"
    )
    new_modules_inert: list[str] = Field(
        default_factory=list,
        description="globs where a newly added module is reached only through its importers",
    )
    expert_parallel_evidence: str | None = Field(
        default=None, description="regex: parallelism evidence that needs a MoE model (expert parallelism)"
    )
    bridge_only: list[BridgeOnlyRule]
    inert: list[InertRule] = Field(default_factory=list)
    rules: list[SurfaceRule]

    @field_validator("new_modules_inert")
    @classmethod
    def _globs(cls, v: list[str]) -> list[str]:
        _compile_globs(v)
        return v

    @field_validator("expert_parallel_evidence")
    @classmethod
    def _ep_regex(cls, v: str | None) -> str | None:
        if v is not None:
            _compile_regexes([v])
        return v

    def needs_expert_parallel(self, finding: Finding) -> bool:
        """A parallelism finding about experts or dispatch: its levels also run with expert parallelism."""
        if finding.surface != Surface.PARALLELISM or not self.expert_parallel_evidence:
            return False
        text = f"{finding.path} {finding.evidence or ''}"
        return re.search(self.expert_parallel_evidence, text) is not None

    @cached_property
    def _new_module_res(self) -> list[re.Pattern[str]]:
        return _compile_globs(self.new_modules_inert)

    def under_package(self, path: str) -> bool:
        return path.startswith(self.package.rstrip("/") + "/")

    def family_of(self, path: str) -> tuple[str, str] | None:
        """(family, path relative to the family dir) for a file inside a model-family directory."""
        prefix = self.models_dir.rstrip("/") + "/"
        if not path.startswith(prefix):
            return None
        rest = path[len(prefix) :]
        if "/" not in rest:
            return None
        fam, rel = rest.split("/", 1)
        if fam in self.shared_dirs or fam.startswith((".", "_")):
            return None
        return fam, rel

    def bridge_only_rule(self, path: str) -> BridgeOnlyRule | None:
        return next((r for r in self.bridge_only if r.matches_path(path)), None)

    def new_module_inert(self, path: str) -> bool:
        return any(r.match(path) for r in self._new_module_res)


def load_surfaces(path: Path, catalog: Catalog) -> SurfaceRules:
    """Load and validate `surfaces.yaml`; raises ConfigError naming the file and the entry."""
    data = read_yaml(path)
    if not isinstance(data, dict):
        raise ConfigError(path, "expected a top-level mapping")
    known = set(SurfaceRules.model_fields)
    unknown = set(map(str, data)) - known
    if unknown:
        raise ConfigError(path, f"unknown top-level key(s): {', '.join(sorted(unknown))}")
    for key in ("package", "models_dir", "bridge_only", "rules"):
        if key not in data:
            raise ConfigError(path, f"missing top-level key {key!r}")
    seen: set[str] = set()

    def entries(key: str, model: type[BaseModel]) -> list[Any]:
        raw = data.get(key) or []
        if not isinstance(raw, list):
            raise ConfigError(path, f"{key!r} must be a list of rules")
        out = []
        for i, body in enumerate(raw):
            name = body.get("id", f"#{i + 1}") if isinstance(body, dict) else f"#{i + 1}"
            entry = f"{key}[{name}]"
            if not isinstance(body, dict):
                raise ConfigError(path, "must be a mapping", entry=entry)
            rule = validate_entry(path, entry, model, body)
            if name in seen:
                raise ConfigError(path, "duplicate rule id", entry=entry)
            seen.add(str(name))
            out.append(rule)
        return out

    bridge_only = entries("bridge_only", BridgeOnlyRule)
    inert = entries("inert", InertRule)
    rules = entries("rules", SurfaceRule)
    if not rules:
        raise ConfigError(path, "'rules' must not be empty")
    try:
        sr = SurfaceRules(
            package=data["package"],
            models_dir=data["models_dir"],
            shared_dirs=data.get("shared_dirs") or [],
            new_modules_inert=data.get("new_modules_inert") or [],
            expert_parallel_evidence=data.get("expert_parallel_evidence"),
            bridge_only=bridge_only,
            inert=inert,
            rules=rules,
        )
    except ValueError as exc:
        raise ConfigError(path, str(exc).splitlines()[0]) from None
    overlap = set(sr.shared_dirs) & set(catalog.families)
    if overlap:
        raise ConfigError(
            path,
            f"shared_dirs name model families of models.yaml: {', '.join(sorted(overlap))}",
            entry="shared_dirs",
        )
    return sr


# ---------------------------------------------------------------------------------------------------------


@dataclass
class _FileLines:
    lines: list[ChangedLine]
    live: list[ChangedLine]
    context_by_hunk: dict[int, list[str]] = field(default_factory=dict)
    why_quiet: str = ""


def _plain_lines(f: ChangedFile) -> list[ChangedLine]:
    """Changed lines of a non-Python text patch: every non-blank line is code."""
    out: list[ChangedLine] = []
    for hi, h in enumerate(parse_hunks(f.patch or "")):
        o, n = h.old_start, h.new_start
        for mk, text in h.lines:
            if mk == " ":
                o, n = o + 1, n + 1
                continue
            kind = "code" if text.strip() else "blank"
            out.append(ChangedLine(mk, o if mk == "-" else n, text, kind, "", False, hi, False))  # type: ignore[arg-type]
            if mk == "-":
                o += 1
            else:
                n += 1
    return out


_DEF_NAME = re.compile(r"^\s*(?:async\s+)?(?:def|class)\s+([A-Za-z_]\w*)")
# A name pair seen in this many hunks of one change is a mechanical rename / API migration even when its
# definition lives outside the change (a Megatron-Core rename followed across Bridge).
RENAME_MIN_HUNKS = 3


class LineStore(Protocol):
    """Line analyses kept across plans by an edge (bot.infra.graphcache): a re-plan of the same head, or a push
    that leaves a file's diff as it was, reads the file's lines instead of tokenizing and parsing it again."""

    def get(self, key: str) -> list[ChangedLine] | None: ...

    def put(self, key: str, lines: list[ChangedLine]) -> None: ...


def line_key(f: ChangedFile) -> str:
    """What a file's line analysis depends on (its paths, patch and both sources), hashed."""
    h = hashlib.sha256()
    for part in (f.path, f.previous_path, f.patch, f.old_source, f.new_source):
        # a length prefix keeps the parts apart; None differs from ""
        raw = b"\xff" if part is None else part.encode("utf-8", "surrogatepass")
        h.update(len(raw).to_bytes(8, "big"))
        h.update(raw)
    return h.hexdigest()


class LineMemo:
    """The line analysis of a change's files, done once: each file's lines, and the change's renames. With a
    `store`, a file whose content was analysed by an earlier plan is read from it."""

    def __init__(self, store: LineStore | None = None) -> None:
        self.store = store
        self.files: dict[int, tuple[ChangedFile, _FileLines]] = {}
        self.raw: dict[int, tuple[ChangedFile, list[ChangedLine]]] = {}
        self.renames: frozenset[tuple[str, str]] | None = None
        self.moved: frozenset[int] | None = None  # id() of the ChangedLine objects the change only moves
        self.opt_in: frozenset[int] | None = None  # id() of the lines that add an option off by default (opt_in_lines)

    def lines_of(self, f: ChangedFile) -> list[ChangedLine]:
        hit = self.raw.get(id(f))
        if hit is not None and hit[0] is f:
            return hit[1]
        key = line_key(f) if self.store is not None else ""
        got = self.store.get(key) if self.store is not None else None
        if got is None:
            got = _raw_lines(f)
            if self.store is not None:
                self.store.put(key, got)
        self.raw[id(f)] = (f, got)
        return got

    def prepare(self, files: Iterable[ChangedFile]) -> None:
        if self.renames is None:
            py = [f for f in files if _is_py(f)]
            per_file = [self.lines_of(f) for f in py]
            self.renames = confirmed_renames(per_file)
            self.moved = moved_lines(per_file)
            self.opt_in = opt_in_lines([(f.new_source, lines) for f, lines in zip(py, per_file, strict=True)])


# A moved statement shorter than this (`return x`, `)`) says nothing about where it came from.
MOVE_MIN_CHARS = 24


def _move_key(ln: ChangedLine) -> str:
    return " ".join(ln.text.split()).rstrip(",")


def moved_lines(per_file: list[list[ChangedLine]]) -> frozenset[int]:
    """Code lines the change moves unchanged: deleted in one hunk and added with the same text in another hunk
    (of the same file or another), or re-indented in its hunk under a block that always runs. Such a line carries
    no new behaviour of its own; what it mentions (a parallel size, an MoE setting) is not what the change changes.
    Lines put under a new `if` are not moves: they stay live."""
    sides: dict[str, dict[str, list[tuple[int, int, ChangedLine]]]] = {}
    for fi, lines in enumerate(per_file):
        for ln in lines:
            if ln.kind != "code" or ln.side not in ("+", "-"):
                continue
            key = _move_key(ln)
            if len(key) < MOVE_MIN_CHARS:
                continue
            sides.setdefault(key, {"+": [], "-": []})[ln.side].append((fi, ln.hunk, ln))
    out: set[int] = set()
    for s in sides.values():
        plus, minus = s["+"], s["-"]
        if not plus or not minus:
            continue
        if not any((pf, ph) != (mf, mh) for pf, ph, _ in plus for mf, mh, _ in minus):
            continue
        n = min(len(plus), len(minus))
        out.update(id(ln) for _, _, ln in plus[:n])
        out.update(id(ln) for _, _, ln in minus[:n])
    out |= _settings_rewritten(per_file, out)
    for lines in per_file:
        out.update(_reindented_under_a_block_that_always_runs(lines))
    return frozenset(out)


# One setting written as an attribute assignment (`provider.x = v`), a keyword argument (`x=v,`) or a dict entry
# (`"x": v,`): the same setting with the same value, whichever way a line writes it.
_SETTING = re.compile(
    r"""^\s*(?:(?:[A-Za-z_][\w.]*\.)?(?P<key>[A-Za-z_]\w*)\s*=(?!=)|["'](?P<dkey>[A-Za-z_]\w*)["']\s*:)"""
    r"\s*(?P<value>.+?)\s*,?\s*$"
)


def _setting(ln: ChangedLine) -> str | None:
    m = _SETTING.match(ln.text)
    if m is None:
        return None
    value = " ".join(m.group("value").split())
    if value.endswith(("(", "[", "{", "\\")):
        return None  # the value goes on over the next lines: those say what it is
    return f"{m.group('key') or m.group('dkey')}={value}"


def _settings_rewritten(per_file: list[list[ChangedLine]], paired: set[int]) -> set[int]:
    """Settings the change writes another way with the same value (a provider's `provider.x = v` assignments
    rewritten as the `x=v` keywords of a config builder): the setting did not change, wherever the line went. A
    setting whose value differs, or that only one side has, stays live."""
    sides: dict[str, dict[str, list[ChangedLine]]] = {}
    for lines in per_file:
        for ln in lines:
            if ln.kind != "code" or ln.side not in ("+", "-") or id(ln) in paired:
                continue
            key = _setting(ln)
            if key is not None:
                sides.setdefault(key, {"+": [], "-": []})[ln.side].append(ln)
    out: set[int] = set()
    for s in sides.values():
        # the same text on both sides in one hunk is a statement moved within its block (moved_lines leaves it)
        pairs = [(p, m) for p, m in zip(s["+"], s["-"], strict=False) if _move_key(p) != _move_key(m)]
        for p, m in pairs:
            out.update((id(p), id(m)))
    return out


# A block whose body runs only sometimes (or again and again): code put under it, or taken out of it, changes when
# it runs.
_CONDITIONAL_BLOCK = re.compile(r"^(?:if|elif|else|for|async\s+for|while|except|match|case)\b")


def _reindented_under_a_block_that_always_runs(lines: list[ChangedLine]) -> set[int]:
    """Lines a hunk only re-indents (the same statement on both sides) because the change wraps them in, or takes
    them out of, a block that always runs its body (`with torch.cuda.stream(s):`, `try:`): the wrapper is the
    change, the statements inside are not. Under a new `if` or loop they stay live: when they run has changed."""
    hunks: dict[int, list[ChangedLine]] = {}
    for ln in lines:
        if ln.kind == "code" and ln.side in ("+", "-"):
            hunks.setdefault(ln.hunk, []).append(ln)
    out: set[int] = set()
    for changed in hunks.values():
        # the same statement at another depth (a statement at the same depth on both sides was moved within its
        # block: the order of statements changed, and that is behaviour)
        sides: dict[str, dict[str, list[ChangedLine]]] = {}
        for ln in changed:
            sides.setdefault(_move_key(ln), {"+": [], "-": []})[ln.side].append(ln)
        paired: set[int] = set()
        for s in sides.values():
            if {_indent(ln.text) for ln in s["+"]} & {_indent(ln.text) for ln in s["-"]}:
                continue
            n = min(len(s["+"]), len(s["-"]))
            paired.update(id(ln) for ln in s["+"][:n] + s["-"][:n])
        if not paired:
            continue
        if any(id(ln) not in paired and _CONDITIONAL_BLOCK.match(ln.text.strip()) for ln in changed):
            continue
        out |= paired
    return out


def moved(ln: ChangedLine, memo: LineMemo | None) -> bool:
    """A code line the change moves unchanged from one place to another (moved_lines)."""
    return memo is not None and memo.moved is not None and id(ln) in memo.moved


# A new option that is off unless a caller sets it: a dataclass field or a parameter (one per line) whose default
# is None / False / 0 / an empty string.
_FALSY = r"(?:None|False|0|\"\"|'')"
_OPTION_LINE = re.compile(
    rf"^\s*(?P<name>[A-Za-z_]\w*)\s*(?::\s*[^=]+?)?\s*=\s*(?:{_FALSY}|field\(\s*default\s*=\s*{_FALSY}\s*\))\s*,?\s*"
    r"(?:#.*)?$"
)
# The same parameter inside a signature line: `, name: T = None` before a `,` or `)`.
_OPTION_PARAM = re.compile(rf"(?:,\s*|\(\s*)(?P<name>[A-Za-z_]\w*)\s*(?::\s*[^=,()]+?)?\s*=\s*{_FALSY}(?=\s*[,)])")
_IMPORT = re.compile(r"^\s*(?:from\s+\S+\s+)?import\b")
_OPENER = re.compile(r"^\s*(?P<kw>if|elif|else|for|while|with|try|except|finally|def|async\s+def|class|match|case)\b")


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip(" \t"))


def _positive_test(cond: str, options: frozenset[str]) -> bool:
    """`cond` holds only when one of `options` is set: it names the option, and not as `not x` / `x is None`; an
    `or` can make it hold without the option, so it does not count."""
    if re.search(r"\bor\b", cond):
        return False
    for name in options:
        if not re.search(rf"(?<![\w])(?:\w+\.)*{name}\b", cond):
            continue
        if re.search(rf"\bnot\s+(?:\w+\.)*{name}\b|\b{name}\s+is\s+None\b|\b{name}\s*==\s*None\b", cond):
            continue
        if re.search(rf"\b{name}\s+is\s+False\b|\b{name}\s*==\s*(?:False|0)\b", cond):
            continue
        return True
    return False


class _Outline:
    """The block structure of a source by indentation: for each line, the line that opens the block around it.

    `enclosing(lineno)` walks those openers innermost first. The parents are found once per source with a
    stack, so asking for every changed line of a long function costs its depth, not its length."""

    def __init__(self, source_lines: list[str]) -> None:
        self.lines = source_lines
        self._parents: dict[tuple[str, ...], list[int]] = {}

    def _parent_index(self, skip: tuple[str, ...]) -> list[int]:
        got = self._parents.get(skip)
        if got is not None:
            return got
        parents: list[int] = []
        levels: list[int] = []  # indents of the open candidates, strictly increasing
        rows: list[int] = []
        for k, text in enumerate(self.lines):
            level = _indent(text)
            # each next less-indented line above (blank lines and lines starting with `skip` pass)
            at = bisect.bisect_left(levels, level)
            parents.append(rows[at - 1] if at else -1)
            if text.strip() and not text.lstrip().startswith(skip):
                del levels[at:], rows[at:]
                levels.append(level)
                rows.append(k)
        self._parents[skip] = parents
        return parents

    def enclosing(self, lineno: int, skip: tuple[str, ...] = ("#",)) -> Iterator[str]:
        """The lines that open the blocks around line `lineno` (1-based), innermost first: each next
        less-indented line above it (blank lines and lines starting with `skip` pass)."""
        parents = self._parent_index(skip)
        k = parents[lineno - 1]
        while k >= 0:
            yield self.lines[k]
            k = parents[k]


def _opener(text: str) -> str | None:
    """The block keyword `text` opens with (`def` for `async def` too), or None."""
    m = _OPENER.match(text)
    return None if m is None else ("def" if m.group("kw").startswith("async") else m.group("kw"))


def _guarded(outline: _Outline, lineno: int, options: frozenset[str]) -> bool:
    """Line `lineno` (1-based) of the new source sits in a block that runs only when one of `options` is set:
    an enclosing `if`/`elif` (up to its def or class) tests the option positively (an `else:` of such a test runs
    when it is off, so it does not count)."""
    if not 0 < lineno <= len(outline.lines):
        return False
    for text in itertools.chain((outline.lines[lineno - 1],), outline.enclosing(lineno)):
        kw = _opener(text)
        if kw in ("def", "class"):
            return False
        if kw in ("if", "elif") and _positive_test(text, options):
            return True
    return False


def _declares_option(outline: _Outline | None, lineno: int) -> bool:
    """Line `lineno` is a class-body field or a parameter of a multi-line signature (not a local variable or a
    call's keyword argument): the nearest less-indented line above is the `class`, or a `def` still open."""
    if outline is None or not 0 < lineno <= len(outline.lines):
        return False
    text = next(outline.enclosing(lineno, skip=("#", '"', "'")), None)
    kw = _opener(text) if text is not None else None
    return kw == "class" or (kw == "def" and text is not None and not text.rstrip().endswith(":"))


def opt_in_lines(files: list[tuple[str | None, list[ChangedLine]]]) -> frozenset[int]:
    """Lines that add an option off by default and code that runs only when it is set: a new field or parameter
    defaulting to None/False (no removed line names it), the imports the change adds, and added lines inside an
    `if` that tests such an option. Downstream at its pinned ref cannot set an option that did not exist, so for
    it nothing runs differently (a chat template path, an experiment logger, a hook that defaults to None). An
    `else:` branch, a use outside such a test, or any removed line stays live. Needs the new side's source."""
    removed = " ".join(ln.text for _, lines in files for ln in lines if ln.side == "-" and ln.kind == "code")
    declared: dict[str, list[int]] = {}  # option -> id() of the lines that declare it
    for source, lines in files:
        src = _Outline(source.splitlines()) if source is not None else None
        by_hunk: dict[int, list[ChangedLine]] = {}
        for ln in lines:
            by_hunk.setdefault(ln.hunk, []).append(ln)
        for ln in lines:
            if not ln.live or ln.side != "+":
                continue
            m = _OPTION_LINE.match(ln.text)
            if m and _declares_option(src, ln.lineno) and not re.search(rf"\b{m.group('name')}\b", removed):
                declared.setdefault(m.group("name"), []).append(id(ln))
                continue
            # a signature that only gains defaulted parameters: the old line is the new one without them
            params = [p for p in _OPTION_PARAM.finditer(ln.text) if not re.search(rf"\b{p.group('name')}\b", removed)]
            if params and _DEF_NAME.match(ln.text):
                bare = ln.text
                for p in reversed(params):
                    start = p.start() + (1 if bare[p.start()] == "(" else 0)
                    bare = bare[:start] + bare[p.end() :]
                norm = " ".join(bare.replace("(,", "(").split())
                twins = [o for o in by_hunk[ln.hunk] if o.side == "-" and " ".join(o.text.split()) == norm]
                if twins:
                    for p in params:
                        declared.setdefault(p.group("name"), []).extend((id(ln), id(twins[0])))
    if not declared:
        return frozenset()
    options = frozenset(declared)
    declaring = {i for ids in declared.values() for i in ids}
    covered: set[int] = set()
    tested: set[str] = set()  # options an added `if` tests
    for source, lines in files:
        src = _Outline(source.splitlines()) if source is not None else None
        for ln in lines:
            if not ln.live or ln.side != "+" or id(ln) in declaring:
                continue
            if _IMPORT.match(ln.text) or (src is not None and _guarded(src, ln.lineno, options)):
                covered.add(id(ln))
                m = _OPENER.match(ln.text)
                if m and m.group("kw") in ("if", "elif"):
                    tested.update(n for n in options if re.search(rf"\b{n}\b", ln.text))
    # A declaration counts only for an option the change tests: a field that only overrides an inherited default
    # (`sequence_parallel: bool = False` in a subclass) changes behaviour and stays live.
    covered.update(i for name in tested for i in declared[name])
    return frozenset(covered)


def opt_in(ln: ChangedLine, memo: LineMemo | None) -> bool:
    """A line that adds an option off by default, or code that runs only when it is set (opt_in_lines)."""
    return memo is not None and memo.opt_in is not None and id(ln) in memo.opt_in


def confirmed_renames(per_file: Iterable[list[ChangedLine]]) -> frozenset[tuple[str, str]]:
    """Name pairs the change renames mechanically: a definition renamed (`def old` -> `def new`) or the same
    old -> new pair in at least RENAME_MIN_HUNKS hunks. `strict=True` -> `strict=False` in one place is not."""
    hunks: dict[tuple[str, str], int] = {}
    defined: set[tuple[str, str]] = set()
    for lines in per_file:
        by_hunk: dict[int, list[ChangedLine]] = {}
        for ln in lines:
            by_hunk.setdefault(ln.hunk, []).append(ln)
        for hunk_lines in by_hunk.values():
            pairs = hunk_lines[0].renames
            if not pairs:
                continue
            for p in pairs:
                hunks[p] = hunks.get(p, 0) + 1
            olds = {m.group(1) for ln in hunk_lines if ln.side == "-" for m in [_DEF_NAME.match(ln.text)] if m}
            news = {m.group(1) for ln in hunk_lines if ln.side == "+" for m in [_DEF_NAME.match(ln.text)] if m}
            defined.update(p for p in pairs if p[0] in olds and p[1] in news)
    return frozenset(p for p, n in hunks.items() if n >= RENAME_MIN_HUNKS or p in defined)


def live_lines(
    f: ChangedFile, rules: SurfaceRules, memo: LineMemo | None = None
) -> tuple[list[ChangedLine], list[ChangedLine]]:
    """(every changed line, the live ones: code that can change behaviour, not a confirmed rename, and no
    inert rule covers)."""
    fl = _read_lines(f, rules, memo)
    return fl.lines, fl.live


def renamed(ln: ChangedLine, memo: LineMemo | None) -> bool:
    """A line of a hunk that only renames, with every pair confirmed for the change."""
    return bool(ln.renames) and memo is not None and memo.renames is not None and set(ln.renames) <= memo.renames


def _read_lines(f: ChangedFile, rules: SurfaceRules, memo: LineMemo | None = None) -> _FileLines:
    if memo is None:
        memo = LineMemo()
        memo.prepare([f])
    hit = memo.files.get(id(f))
    if hit is not None and hit[0] is f:
        return hit[1]
    fl = _analyse(f, rules, memo)
    memo.files[id(f)] = (f, fl)
    return fl


def _is_py(f: ChangedFile) -> bool:
    return f.path.endswith(".py") or (f.previous_path or "").endswith(".py")


def _raw_lines(f: ChangedFile) -> list[ChangedLine]:
    if not _is_py(f):
        return _plain_lines(f)
    try:
        return analyze(f.patch or "", f.old_source, f.new_source)
    except (ValueError, IndexError, RecursionError, MemoryError):
        # An unreadable snippet must not hide the change: every changed line counts as code.
        return _plain_lines(f)


def _analyse(f: ChangedFile, rules: SurfaceRules, memo: LineMemo) -> _FileLines:
    lines = memo.lines_of(f)
    inert_rules = [r for r in rules.inert if r.matches_path(f.path)]
    live: list[ChangedLine] = []
    n_newdef = 0
    n_renamed = 0
    n_opt_in = 0
    used: dict[str, str] = {}  # inert rule id -> its reason, for the rules that covered a line
    for ln in lines:
        if not ln.live:
            n_newdef += ln.new_definition and ln.kind == "code" and not ln.cosmetic_hunk
            continue
        if renamed(ln, memo) or moved(ln, memo):
            n_renamed += 1
            continue
        if opt_in(ln, memo):
            n_opt_in += 1
            continue
        covering = next((r for r in inert_rules if r.covers(ln)), None)
        if covering is not None:
            used.setdefault(covering.id, covering.reason)
            continue
        live.append(ln)
    context: dict[int, list[str]] = {}
    hunks_with_live = {ln.hunk for ln in live}
    if hunks_with_live:
        for hi, h in enumerate(parse_hunks(f.patch or "")):
            if hi in hunks_with_live:
                context[hi] = [t for _, t in h.lines]
    why = ""
    if not live:
        parts = []
        if used:
            parts.append(
                "changes only code downstream never runs: "
                + "; ".join(f"{r} ({why})" for r, why in used.items())
            )
        if n_newdef:
            parts.append("adds or removes whole functions reached only through their call sites")
        if n_renamed:
            parts.append(
                "renames names mechanically (the same rename across the change) or moves code unchanged"
            )
        if n_opt_in:
            parts.append("adds an option that is off by default, and code that runs only when it is set")
        if not parts:
            parts.append("cosmetic: comments, docstrings, messages, logging, type hints or formatting only")
        why = "; ".join(parts)
    return _FileLines(lines, live, context, why)


def _finding(
    surface: Surface,
    f: ChangedFile,
    rule_id: str,
    reason: str,
    family: str | None,
    evidence: ChangedLine | None = None,
    text: str | None = None,
) -> Finding:
    ev = text
    if evidence is not None:
        where = f" (in {evidence.scope})" if evidence.scope else ""
        ev = f"{evidence.side}{evidence.lineno}{where}: {evidence.text.strip()[:200]}"
    return Finding(surface=surface, path=f.path, rule_id=rule_id, reason=reason, evidence=ev, family=family)


# a one-line string literal (with its prefix) and a trailing comment
_STRING_OR_COMMENT = re.compile(r"""[rRbBuUfF]{0,2}("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|#.*$""")


# A class's field declaration (`peft: Optional[PEFT] = None`): another setting of the class, not the code around a
# change to one of its siblings
_FIELD_DECLARATION = re.compile(r"^[+ -]?\s*[A-Za-z_]\w*\s*:\s*[^=\s][^=]*?(?:=[^=].*)?$")


def _code_of(text: str) -> str:
    """A context line without its strings and comment: what is near a change is read for the code there
    (a `peft` in a documentation URL of an error message is not PEFT handling)."""
    return _STRING_OR_COMMENT.sub('""', text)


def _fire(rule: SurfaceRule, fl: _FileLines | None) -> tuple[bool, ChangedLine | None, str | None]:
    """Does the rule fire on these lines? Returns (fired, matched line, matched context text). With the call
    graph the lines are the reached ones; the patterns read them as the rules planner does (matching only the
    changed tokens, and no context, lost recall on the tune split: R 0.902 -> 0.930 NeMo-RL, 0.869 -> 0.891
    verl without that restriction, precision 0.908 -> 0.911 and 0.922 -> 0.917)."""
    if fl is None:  # no patch: only path rules can run
        return (not rule.needs_content), None, None
    # Added lines first: the evidence shown is then what the change introduces.
    cands = sorted((ln for ln in fl.live if rule.in_scope(ln)), key=lambda ln: ln.side != "+")
    if not cands:
        return False, None, None
    if not rule.patterns:
        return True, cands[0], None
    for ln in cands:
        if rule.match_line(ln.text):
            return True, ln, None
    if rule.match_scope:
        for ln in cands:
            if ln.scope and rule.match_line(ln.scope):
                return True, ln, None
    if rule.context:
        hunks = {ln.hunk for ln in cands}
        for hi in sorted(hunks):
            for text in fl.context_by_hunk.get(hi, []):
                if not _FIELD_DECLARATION.match(text) and rule.match_line(_code_of(text)):
                    return True, None, f"near the change: {text.strip()[:200]}"
    return False, None, None


def _arch_finding(f: ChangedFile, catalog: Catalog, family: str, rel: str | None) -> Finding | None:
    fam = catalog.families.get(family)
    if fam is None:
        return None
    arch = fam.choice(relpaths=[rel] if rel else []).arch
    surf = _ARCH_SURFACE.get(arch)
    if surf is None:
        return None
    return _finding(
        surf,
        f,
        f"family-arch:{family}",
        f"{family} is a {arch} family (models.yaml): its architecture-specific path is involved",
        family,
    )


def _unreached(f: ChangedFile, fl: _FileLines, family: str | None) -> Finding:
    scopes = sorted({ln.scope or "module level" for ln in fl.live})
    shown = ", ".join(f"`{x}`" for x in scopes[:4]) + (f" and {len(scopes) - 4} more" if len(scopes) > 4 else "")
    return _finding(
        Surface.NONE,
        f,
        "unreached",
        f"changes {shown}: no NeMo-RL or verl entry point reaches it (downstream manifests + call graph)",
        family,
        evidence=fl.live[0],
    )


def _classify_reached(
    f: ChangedFile,
    rules: SurfaceRules,
    catalog: Catalog,
    fl: _FileLines,
    gate: Gate,
    skip: frozenset[Surface],
    family: str | None,
    fam_rel: tuple[str, str] | None,
    class_gate: Gate | None = None,
    field_gate: Gate | None = None,
) -> list[Finding]:
    """With the Bridge call graph: only lines downstream reaches count, and only the content rules run (the
    levels of reach itself -- provider, mapping, checkpoint, refit -- come from bot.core.reach). Rules with
    `fields` also read the field defaults that `field_gate` passes (of a class downstream builds)."""
    if not fl.live:
        return [_finding(Surface.NONE, f, "no-live-change", fl.why_quiet, family)]
    reached = [ln for ln in fl.live if gate(f, ln)]
    in_built = [ln for ln in fl.live if class_gate(f, ln)] if class_gate is not None else []
    fielded: list[ChangedLine] = []
    if field_gate is not None and any(r.reads_fields(f.path) for r in rules.rules):
        seen = {id(ln) for ln in reached}
        fielded = [ln for ln in fl.live if id(ln) not in seen and field_gate(f, ln)]
    class_findings: list[Finding] = []
    for rule in rules.rules:
        if rule.gate != "class" or not in_built or not rule.applies(f):
            continue
        if set(rule.surfaces) <= skip and not rule.with_reach:
            continue
        fired, line, text = _fire(rule, _FileLines(fl.lines, in_built, fl.context_by_hunk, fl.why_quiet))
        if fired:
            class_findings.extend(_finding(s, f, rule.id, rule.reason, family, line, text) for s in rule.surfaces)
    if not reached and not fielded:
        return class_findings or [_unreached(f, fl, family)]
    view = _FileLines(fl.lines, reached, fl.context_by_hunk, fl.why_quiet)
    with_fields = _FileLines(fl.lines, reached + fielded, fl.context_by_hunk, fl.why_quiet)
    findings: list[Finding] = list(class_findings)
    for rule in rules.rules:
        if rule.gate == "class" or not rule.applies(f):
            continue
        if set(rule.surfaces) <= skip and not rule.with_reach:
            continue
        fired, line, text = _fire(rule, with_fields if fielded and rule.reads_fields(f.path) else view)
        if fired:
            findings.extend(
                _finding(s, f, rule.id, rule.reason, family, line, text)
                for s in rule.surfaces
                if s not in skip or rule.with_reach
            )
    if not reached:
        return findings or [_unreached(f, fl, family)]
    if family is not None and not all(ln.kind == "import" for ln in reached):
        arch = _arch_finding(f, catalog, family, fam_rel[1] if fam_rel else None)
        if arch is not None and not any(x.surface == arch.surface for x in findings):
            findings.append(_finding(arch.surface, f, arch.rule_id, arch.reason, family, reached[0]))
    return findings


def _classify_file(
    f: ChangedFile,
    rules: SurfaceRules,
    catalog: Catalog,
    new_families: set[str],
    gate: Gate | None = None,
    skip: frozenset[Surface] = frozenset(),
    memo: LineMemo | None = None,
    class_gate: Gate | None = None,
    field_gate: Gate | None = None,
) -> list[Finding]:
    fam_rel = rules.family_of(f.path)
    family = fam_rel[0] if fam_rel else None

    bo = rules.bridge_only_rule(f.path)
    if bo is not None and (f.previous_path is None or rules.bridge_only_rule(f.previous_path) is not None):
        return [_finding(Surface.NONE, f, bo.id, bo.reason, family)]

    if not rules.under_package(f.path) and not (f.previous_path and rules.under_package(f.previous_path)):
        out = [
            _finding(s, f, r.id, r.reason, family)
            for r in rules.rules
            if not r.needs_content and r.matches_path(f.path)
            for s in r.surfaces
        ]
        return out or [
            _finding(
                Surface.NONE,
                f,
                "outside-package",
                f"outside {rules.package}/: nothing downstream imports",
                family,
            )
        ]

    has_patch = f.patch is not None and not f.binary
    pure_rename = f.status in ("renamed", "copied") and has_patch and not parse_hunks(f.patch or "")
    fl = _read_lines(f, rules, memo) if has_patch and not pure_rename else None

    if fl is not None and f.status == "added" and family is None and rules.new_module_inert(f.path):
        return [
            _finding(
                Surface.NONE,
                f,
                "new-module",
                "new module: reached only through its importers, which are classified where they change",
                family,
            )
        ]

    if gate is not None and fl is not None:
        return _classify_reached(f, rules, catalog, fl, gate, skip, family, fam_rel, class_gate, field_gate)

    findings: list[Finding] = []
    if family is not None and family in new_families:
        findings.append(
            _finding(
                Surface.PROVIDER,
                f,
                NEW_FAMILY_RULE,
                f"new model family {family!r}: Level 0 on its smallest checkpoint",
                family,
            )
        )

    if fl is not None and not fl.live:
        code = [ln for ln in fl.lines if ln.kind in ("code", "import") and not ln.cosmetic_hunk]
        if code and all(ln.kind == "import" for ln in code):
            findings.append(
                _finding(
                    Surface.PROVIDER,
                    f,
                    IMPORTS_ONLY_RULE,
                    "only imports changed: the Level 0 smoke catches an import-time break",
                    family,
                    evidence=code[0],
                )
            )
        elif code and all(ln.kind == "import" or renamed(ln, memo) or moved(ln, memo) for ln in code):
            findings.append(
                _finding(
                    Surface.PROVIDER,
                    f,
                    RENAMES_ONLY_RULE,
                    "only imports, mechanical renames and code moved unchanged: the Level 0 smoke catches a "
                    "name that no longer resolves",
                    family,
                    evidence=next(ln for ln in code if ln.kind != "import"),
                )
            )
        elif not findings:
            return [_finding(Surface.NONE, f, "no-live-change", fl.why_quiet, family)]
    else:
        for rule in rules.rules:
            if not rule.applies(f):
                continue
            fired, line, text = _fire(rule, fl)
            if fired:
                findings.extend(
                    _finding(s, f, rule.id, rule.reason, family, line, text) for s in rule.surfaces
                )
        if not any(x.rule_id != NEW_FAMILY_RULE for x in findings):
            if fl is None and not has_patch:
                why = "content rules could not run (no patch); conservative Level 0 smoke"
            elif pure_rename:
                why = f"moved from {f.previous_path}: the import path changed; conservative Level 0 smoke"
            else:
                why = f"no rule covers this path under {rules.package}/; conservative Level 0 smoke"
            first = fl.live[0] if fl and fl.live else None
            findings.append(_finding(Surface.PROVIDER, f, UNCOVERED_RULE, why, family, first))

    # The family's architecture is involved whenever its code changes (seeds: Level 5 / verl 4); a change of imports
    # alone runs no architecture-specific path: the Level 0 smoke that imports the family is its check. (A rename
    # still does: a name that no longer resolves may sit on the architecture's own path.)
    if family is not None and family in catalog.families and any(
        x.surface != Surface.NONE and x.rule_id != IMPORTS_ONLY_RULE for x in findings
    ):
        fam = catalog.families[family]
        arch = fam.choice(relpaths=[fam_rel[1]] if fam_rel else []).arch
        surf = _ARCH_SURFACE.get(arch)
        if surf is not None and not any(x.surface == surf for x in findings):
            findings.append(
                _finding(
                    surf,
                    f,
                    f"family-arch:{family}",
                    f"{family} is a {arch} family (models.yaml): its architecture-specific path is involved",
                    family,
                )
            )
    return findings


def _new_families(files: Iterable[ChangedFile], rules: SurfaceRules) -> set[str]:
    """Family directories all of whose changed files are added, with an __init__.py among them."""
    by_fam: dict[str, list[ChangedFile]] = {}
    for f in files:
        fr = rules.family_of(f.path)
        if fr:
            by_fam.setdefault(fr[0], []).append(f)
    return {
        fam
        for fam, fs in by_fam.items()
        if all(f.status == "added" for f in fs) and any(f.path.endswith(f"/{fam}/__init__.py") for f in fs)
    }


def classify(
    inp: PlanInput,
    rules: SurfaceRules,
    catalog: Catalog,
    *,
    gate: Gate | None = None,
    skip: frozenset[Surface] = frozenset(),
    memo: LineMemo | None = None,
    class_gate: Gate | None = None,
    field_gate: Gate | None = None,
) -> list[Finding]:
    """Findings for every changed file (`none` when nothing downstream is touched).

    Without `gate` (no call graph): every file gets at least one finding, path rules included. With `gate`
    (a predicate: does downstream reach this changed line?), Python files under the package keep only reached
    lines, rules whose surfaces are all in `skip` do not run (reach decides those), and a reached file may get
    no finding here (its levels come from reach)."""
    new_fams = _new_families(inp.files, rules)
    memo = memo if memo is not None else LineMemo()
    memo.prepare(inp.files)
    out: list[Finding] = []
    for f in inp.files:
        out.extend(_classify_file(f, rules, catalog, new_fams, gate, skip, memo, class_gate, field_gate))
    if Surface.MOE not in skip:
        # Expert parallelism and the MoE token dispatcher exist only in a MoE model: a change to them involves MoE
        # (the conventions' architecture level), as the expert-parallel run it plans needs a MoE model
        why = "expert parallelism or MoE dispatch ({}) runs only on a MoE model"
        out += [
            f.model_copy(
                update={"surface": Surface.MOE, "rule_id": EXPERT_PARALLEL_RULE, "reason": why.format(f.rule_id)}
            )
            for f in out
            if rules.needs_expert_parallel(f)
        ]
    return out
