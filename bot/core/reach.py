"""Downstream reach: which levels a changed Bridge function gets, and the chain of calls that proves it.

Inputs, all data:
- the downstream manifests (`configs/downstream/<framework>.yaml`, generated): every Bridge symbol NeMo-RL and
  verl use, with the downstream file, line and function of each use;
- the entry points (`configs/entrypoints.yaml`): downstream modules or functions -> the levels whose test
  exercises them, each with the seed line that justifies it (a use no entry names gets the framework's
  default, the Level 0 smoke);
- the Bridge call graph at the PR head (bot.core.callgraph) and its dynamic-dispatch model
  (`configs/reach.yaml`).

For each framework the whole program is reached once (every production use), which gives the classes it
builds; then each level is reached from the uses of its entry points, with those classes as dispatch
targets. A changed node's levels are the union over the levels whose reach contains it; the evidence is the
shortest chain `changed X.f <- Y.g <- ... <- downstream file:line (entry)`. Pure: no I/O.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from bot.core.callgraph import BridgeGraph, ReachConfig, Reached, Registry
from bot.core.config import ConfigError, read_yaml, validate_entry
from bot.core.downstream import Manifest, Site, load_manifest
from bot.core.levels import LevelTable
from bot.core.models import FRAMEWORKS, ChangedFile, Framework, Surface
from bot.core.pycode import ChangedLine
from bot.core.pysummary import ModuleSummary, module_name, summarize

__all__ = [
    "Chain",
    "ChangeReach",
    "DownstreamReach",
    "EntryConfig",
    "EntryPoint",
    "LineReach",
    "load_entrypoints",
    "load_reach_config",
]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


class EntryPoint(_Model):
    """Downstream code (`path-glob` or `path-glob::Qualified.function`) -> the levels whose test runs it."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9_.:-]*$")
    where: str = Field(min_length=1)
    symbols: list[str] = Field(default_factory=list, description="globs over the access paths used there")
    levels: list[int] = Field(min_length=1)
    surface: Surface = Field(description="what the plan calls a change this entry reaches")
    seed: str = Field(min_length=10, description="the seed's words that put this code at these levels")
    why: str = Field(min_length=1)
    also: dict[Framework, list[int]] = Field(
        default_factory=dict,
        description="levels of another framework whose seed asks for them when this code changes, though that "
        "framework runs it through its own code (checkpoint format: 'Level 1 in both')",
    )
    also_seed: str = Field(default="", description="that framework's seed words")

    @field_validator("where")
    @classmethod
    def _where(cls, v: str) -> str:
        path = v.split("::", 1)[0]
        if not path or path.startswith("/"):
            raise ValueError(f"'where' needs a relative path (glob), got {v!r}")
        return v

    @property
    def path_glob(self) -> str:
        return self.where.split("::", 1)[0]

    @property
    def function(self) -> str | None:
        return self.where.split("::", 1)[1] if "::" in self.where else None

    def matches(self, symbol: str, site: Site) -> bool:
        if not fnmatch.fnmatchcase(site.file, self.path_glob):
            return False
        fn = self.function
        if fn is not None and not (
            site.function == fn or site.function.startswith(fn + ".") or fnmatch.fnmatchcase(site.function, fn)
        ):
            return False
        return not self.symbols or any(fnmatch.fnmatchcase(symbol, g) for g in self.symbols)

    @property
    def specificity(self) -> tuple[int, int, int]:
        return (self.function is not None, len(self.function or ""), bool(self.symbols))


class DefaultEntry(_Model):
    id: str = "default"
    levels: list[int] = Field(min_length=1)
    surface: Surface = Surface.PROVIDER
    seed: str = Field(min_length=10)
    why: str = Field(min_length=1)


class FrameworkEntries(_Model):
    manifest: str = Field(description="the generated manifest, relative to the config directory")
    default: DefaultEntry
    entries: list[EntryPoint]


@dataclass(frozen=True)
class EntryConfig:
    frameworks: dict[Framework, FrameworkEntries]
    manifests: dict[Framework, Manifest]

    def entry_for(self, framework: Framework, symbol: str, site: Site) -> EntryPoint | DefaultEntry:
        """The most specific entry naming this use; the framework's default when none does."""
        fe = self.frameworks[framework]
        best: EntryPoint | None = None
        for e in fe.entries:
            if e.matches(symbol, site) and (best is None or e.specificity > best.specificity):
                best = e
        return best if best is not None else fe.default


def _seed_ok(quote: str, levels: Iterable[int], framework: Framework, table: LevelTable) -> bool:
    q = _norm(quote)
    for n in levels:
        d = table.definition(framework, n)
        if q in _norm(d.required_when) or q in _norm(d.proves):
            return True
    return False


def load_entrypoints(path: Path, levels: LevelTable) -> EntryConfig:
    """Load `entrypoints.yaml` and the manifests it names; every entry must name real downstream uses, real
    levels, and quote the seed line ("Required when" / "What it proves") of one of its levels."""
    data = read_yaml(path)
    if not isinstance(data, dict):
        raise ConfigError(path, "expected a mapping of framework id -> entries")
    unknown = set(map(str, data)) - set(FRAMEWORKS)
    if unknown:
        raise ConfigError(path, f"unknown framework(s): {', '.join(sorted(unknown))}")
    frameworks: dict[Framework, FrameworkEntries] = {}
    manifests: dict[Framework, Manifest] = {}
    for fw in FRAMEWORKS:
        if fw not in data:
            raise ConfigError(path, f"missing the entry points of {fw}")
        body = data[fw]
        if not isinstance(body, dict):
            raise ConfigError(path, "must be a mapping", entry=fw)
        raw_entries = body.get("entries")
        if not isinstance(raw_entries, list):
            raise ConfigError(path, "'entries' must be a list", entry=fw)
        entries: list[EntryPoint] = []
        seen: set[str] = set()
        for i, e in enumerate(raw_entries):
            name = e.get("id", f"#{i + 1}") if isinstance(e, dict) else f"#{i + 1}"
            where = f"{fw}.entries[{name}]"
            ep = validate_entry(path, where, EntryPoint, e)
            if ep.id in seen:
                raise ConfigError(path, "duplicate entry id", entry=where)
            seen.add(ep.id)
            entries.append(ep)
        default = validate_entry(path, f"{fw}.default", DefaultEntry, body.get("default"))
        fe = FrameworkEntries(manifest=str(body.get("manifest", "")), default=default, entries=entries)
        if not fe.manifest:
            raise ConfigError(path, "'manifest' (the generated downstream manifest) is required", entry=fw)
        manifest = load_manifest(path.parent / fe.manifest)
        if manifest.framework != fw:
            raise ConfigError(
                path, f"{fe.manifest} is the manifest of {manifest.framework!r}", entry=f"{fw}.manifest"
            )
        top = levels.max_level(fw)
        declared: list[EntryPoint | DefaultEntry] = [*entries, default]
        for dep in declared:
            where = f"{fw}.entries[{dep.id}]" if isinstance(dep, EntryPoint) else f"{fw}.default"
            bad = [n for n in dep.levels if not 0 <= n <= top]
            if bad:
                raise ConfigError(path, f"{fw} level(s) {bad} out of range 0-{top}", entry=where)
            if not _seed_ok(dep.seed, dep.levels, fw, levels):
                raise ConfigError(
                    path,
                    "'seed' must quote the seed's 'Required when' or 'What it proves' text of one of its levels "
                    "(configs/levels.yaml)",
                    entry=where,
                )
            if isinstance(dep, EntryPoint) and dep.also:
                for other, nums in dep.also.items():
                    top_o = levels.max_level(other)
                    if other == fw or any(not 0 <= n <= top_o for n in nums):
                        raise ConfigError(path, f"'also' must name another framework's levels 0-{top_o}", entry=where)
                    if not _seed_ok(dep.also_seed, nums, other, levels):
                        raise ConfigError(
                            path, f"'also_seed' must quote {other}'s seed text of one of those levels", entry=where
                        )
            if isinstance(dep, EntryPoint) and not any(
                dep.matches(sym, s) for sym, s in manifest.sites(("prod",))
            ):
                raise ConfigError(
                    path,
                    f"names no production use in {fe.manifest} (ref {manifest.ref[:9]}): "
                    "downstream moved, or the path/function/symbols are wrong",
                    entry=where,
                )
        frameworks[fw] = fe
        manifests[fw] = manifest
    return EntryConfig(frameworks=frameworks, manifests=manifests)


# ---------------------------------------------------------------------------------------------------------


class _RegistryModel(_Model):
    decorator: str
    instantiated_by: list[str] = Field(min_length=1)
    keyword_attrs: dict[str, str] = Field(default_factory=dict)
    why: str = Field(min_length=1)

    @field_validator("decorator")
    @classmethod
    def _rx(cls, v: str) -> str:
        re.compile(v)
        return v


class _ReachFile(_Model):
    package: str
    source_root: str
    attribution_slack: int = Field(ge=0, le=20)
    registries: list[_RegistryModel] = Field(default_factory=list)
    implementation_decorator: str
    implicit_methods: list[str]
    callback_methods: list[str]
    framework_bases: list[str]
    byname_stoplist: list[str] = Field(default_factory=list)
    why: dict[str, str] = Field(default_factory=dict)

    @field_validator("implementation_decorator")
    @classmethod
    def _impl(cls, v: str) -> str:
        if "(?P<target>" not in v:
            raise ValueError("implementation_decorator needs a (?P<target>...) group naming the dispatched function")
        re.compile(v)
        return v


def load_reach_config(path: Path) -> ReachConfig:
    data = read_yaml(path)
    if not isinstance(data, dict):
        raise ConfigError(path, "expected a top-level mapping")
    rf = validate_entry(path, "reach", _ReachFile, data)
    return ReachConfig(
        package=rf.package,
        source_root=rf.source_root,
        attribution_slack=rf.attribution_slack,
        registries=tuple(
            Registry(
                decorator=r.decorator,
                instantiated_by=tuple(r.instantiated_by),
                keyword_attrs=tuple(r.keyword_attrs.items()),
                why=r.why,
            )
            for r in rf.registries
        ),
        impl_decorator=rf.implementation_decorator,
        implicit_methods=tuple(rf.implicit_methods),
        callback_methods=tuple(rf.callback_methods),
        framework_bases=tuple(rf.framework_bases),
        byname_stoplist=frozenset(rf.byname_stoplist),
    )


# ---------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Root:
    """A downstream use a reach starts from, as plain data (it is cached with the reach)."""

    framework: Framework
    symbol: str
    file: str
    line: int
    function: str
    entry_id: str
    entry_levels: tuple[int, ...]
    surface: Surface
    why: str

    @classmethod
    def of(cls, framework: Framework, symbol: str, site: Site, entry: EntryPoint | DefaultEntry) -> Root:
        return cls(
            framework, symbol, site.file, site.line, site.function, entry.id, tuple(entry.levels), entry.surface,
            entry.why,
        )


@dataclass
class Chain:
    """Why a framework's level reaches a node: the Bridge nodes from the changed one to the downstream use."""

    framework: Framework
    level: int
    nodes: list[tuple[str, str]]  # (node, how it was reached), changed node first, the root last
    root: Root | None
    import_path: list[str] = field(default_factory=list)  # for import-time code: modules, importer last

    def bridge_names(self) -> list[str]:
        return [_display(n) for n, how in self.nodes if how != "downstream"]


def _display(node: str) -> str:
    mod, _, qual = node.partition(":")
    return f"{mod}.{qual}" if qual else mod


class DownstreamReach:
    """The reach of every framework's entry points through one Bridge graph (see module docstring)."""

    def __init__(self, graph: BridgeGraph, entries: EntryConfig, levels: LevelTable) -> None:
        self.graph = graph
        self.by_level: dict[tuple[Framework, int], Reached] = {}
        self.programs: dict[Framework, Reached] = {}  # every production use of a framework (the classes it builds)
        self.imports: dict[Framework, dict[str, str | None]] = {}
        self.resolved: dict[Framework, int] = {}  # downstream uses whose Bridge side resolved in this tree
        self.import_roots: dict[Framework, dict[str, Root]] = {}
        borrowed: dict[Framework, list[tuple[str, Any, Root, tuple[int, ...]]]] = {fw: [] for fw in FRAMEWORKS}
        programs: dict[Framework, Reached] = {}
        all_roots: dict[Framework, list[tuple[str, Any, Root]]] = {}
        for fw in FRAMEWORKS:
            roots: list[tuple[str, Any, Root]] = []
            imported: dict[str, Root] = {}
            manifest = entries.manifests[fw]
            for sym, site in manifest.sites(("prod",)):
                entry = entries.entry_for(fw, sym, site)
                root = Root.of(fw, sym, site, entry)
                if site.use == "import":
                    mod = graph.module_of_abs(sym)
                    if mod is not None and mod not in imported:
                        imported[mod] = root
                    continue
                if site.use != "call" and sym.endswith(("()", "[]")):
                    continue  # a value passed along: it was made (and its call counted) where it was called
                eff = graph.root_effects(sym)
                if eff.calls or eff.inst:
                    self.resolved[fw] = self.resolved.get(fw, 0) + 1
                label = f"{fw}:{site.file}:{site.line}:{sym}"
                roots.append((label, eff, root))
                if isinstance(entry, EntryPoint):
                    for other, nums in entry.also.items():
                        borrowed[other].append((label, eff, root, tuple(nums)))
            programs[fw] = graph.reach([(lbl, eff, r) for lbl, eff, r in roots])
            self.programs[fw] = programs[fw]
            all_roots[fw] = roots
            self.imports[fw] = graph.import_closure(imported)
            self.import_roots[fw] = imported
        for fw in FRAMEWORKS:
            for n in range(levels.max_level(fw) + 1):
                mine = [(lbl, eff, r) for lbl, eff, r in all_roots[fw] if n in r.entry_levels]
                mine += [(lbl, eff, r) for lbl, eff, r, nums in borrowed[fw] if n in nums]
                if mine:
                    # the model is built (and its forward run) by the smoke's entry points; other levels add
                    # the code their own operation runs (save/load, export, optimizer)
                    known = programs[fw].instantiated | set().union(
                        *(programs[r.framework].instantiated for _, _, r, _ in borrowed[fw])
                    )
                    self.by_level[(fw, n)] = graph.reach(mine, known_instances=known, build_modules=(n == 0))

    @property
    def usable(self) -> bool:
        """The tree defines what each framework uses (a Bridge checkout, not a fragment of one)."""
        return all(self.resolved.get(fw, 0) > 0 for fw in FRAMEWORKS)

    def attributed(self, node: str) -> dict[tuple[Framework, int], Chain]:
        """The levels a change to `node` needs: per framework, the levels whose entry points reach it most
        directly (chain length within `attribution_slack` of the shortest). A helper every path passes through
        belongs to the entry that calls it closest, not to every test that happens to run it."""
        allc = self.levels_of(node)
        out: dict[tuple[Framework, int], Chain] = {}
        for fw in FRAMEWORKS:
            mine = {k: c for k, c in allc.items() if k[0] == fw}
            if not mine:
                continue
            best = min(len(c.nodes) for c in mine.values())
            for k, c in mine.items():
                if len(c.nodes) <= best + self.graph.cfg.attribution_slack:
                    out[k] = c
        return out

    def levels_of(self, node: str) -> dict[tuple[Framework, int], Chain]:
        """(framework, level) -> the chain proving that level's test reaches `node`."""
        out: dict[tuple[Framework, int], Chain] = {}
        for (fw, n), reached in self.by_level.items():
            if node in reached:
                nodes = reached.chain(node)
                root_label = nodes[-1][0] if nodes else None
                root = reached.roots.get(root_label) if root_label else None
                out[(fw, n)] = Chain(fw, n, nodes, root if isinstance(root, Root) else None)
        return out

    def import_chain(self, module: str) -> dict[Framework, Chain]:
        """Frameworks whose imports run `module`'s top-level code, with the import path."""
        out: dict[Framework, Chain] = {}
        for fw, closure in self.imports.items():
            if module not in closure:
                continue
            path = [module]
            cur = closure[module]
            while cur is not None and len(path) < 30:
                path.append(cur)
                cur = closure.get(cur)
            root = self.import_roots[fw].get(path[-1])
            out[fw] = Chain(fw, 0, [], root, import_path=path)
        return out


def entry_summary(entries: Mapping[Framework, FrameworkEntries]) -> list[str]:
    return [f"{fw}: {len(fe.entries)} entry points" for fw, fe in entries.items()]


# ---------------------------------------------------------------------------------------------------------
# Changed lines -> nodes -> levels


@dataclass
class LineReach:
    """What reach says about one changed line."""

    path: str
    line: ChangedLine
    node: str
    chains: dict[tuple[Framework, int], Chain]
    import_time: bool = False


class ChangeReach:
    """Maps the changed lines of a PlanInput onto the graph and attributes levels (pure, memoised)."""

    def __init__(self, reach: DownstreamReach, files: Iterable[ChangedFile] = ()) -> None:
        self.reach = reach
        self.graph = reach.graph
        self._old: dict[str, ModuleSummary | None] = {}
        self._memo: dict[tuple[str, str, int], LineReach] = {}
        # the change's Python modules, by module name: what each looked like at the base
        self._changed: dict[str, ChangedFile] = {}
        for f in files:
            mod = self.module_of(f.path) if f.path.endswith(".py") else None
            if mod is not None:
                self._changed[mod] = f

    def module_of(self, path: str) -> str | None:
        mn = module_name(path, self.graph.cfg.source_root)
        return mn[0] if mn else None

    def knows(self, f: ChangedFile) -> bool:
        """The head tree holds this changed Python module (or the change removes it): its lines map onto the
        graph. A changed module the tree lacks means the diff and the tree disagree; reach cannot speak for it."""
        if not f.path.endswith(".py"):
            return True
        module = self.module_of(f.path)
        return module is None or f.status == "removed" or module in self.graph.mods

    def _old_summary(self, f: ChangedFile, module: str) -> ModuleSummary | None:
        if f.path not in self._old:
            self._old[f.path] = (
                summarize(f.old_source, module, f.previous_path or f.path) if f.old_source is not None else None
            )
        return self._old[f.path]

    def line(self, f: ChangedFile, ln: ChangedLine) -> LineReach | None:
        """Reach of one changed line; None when the file is not a module of the graph."""
        key = (f.path, ln.side, ln.lineno)
        got = self._memo.get(key)
        if got is not None:
            return got
        path = f.path if ln.side == "+" or not f.previous_path else f.previous_path
        module = self.module_of(path)
        if module is None or (module not in self.graph.mods and ln.side == "+"):
            return None
        ms = self._old_summary(f, module) if ln.side == "-" else self.graph.mods.get(module)
        node = self.graph.node_at(module, ln.scope, ln.lineno, ms)
        if node.endswith(":"):
            chains = {(fw, 0): c for fw, c in self.reach.import_chain(module).items()}
            lr = LineReach(f.path, ln, node, chains, import_time=True)
        else:
            found: str | None = node
            if node not in self.graph.defs and not self._is_data(node):
                found = self._surviving(node)
            chains = self.reach.attributed(found) if found else {}
            chains = {k: c for k, c in chains.items() if not self._entry_added_by_change(c)}
            lr = LineReach(f.path, ln, found or "", chains)
        self._memo[key] = lr
        return lr

    def _entry_added_by_change(self, chain: Chain) -> bool:
        """The downstream use at the chain's end calls a def this change adds: the downstream code that calls it
        was written against a later Bridge (the manifest is newer than the change), so it does not run the change
        yet. A def the base already had, or one reached through an existing def, keeps its chain."""
        bridge = [n for n, how in chain.nodes if how != "downstream"]
        if not bridge:
            return False
        mod, _, qual = bridge[-1].partition(":")
        f = self._changed.get(mod)
        if f is None or not qual:
            return False
        if f.status == "added":
            return True
        old = self._old_summary(f, mod)
        if old is None or old.error is not None:
            return False
        return qual not in old.defs

    def _is_data(self, node: str) -> bool:
        mod, _, qual = node.partition(":")
        ms = self.graph.mods.get(mod)
        if ms is None:
            return False
        if qual in ms.globals:
            return True
        owner, _, attr = qual.rpartition(".")
        d = ms.defs.get(owner)
        return d is not None and d.kind == "class" and attr in d.attrs

    def _surviving(self, node: str) -> str | None:
        """A def the head no longer has: a removed method's callers now run the inherited one (the class's MRO
        at the head); a line of a removed nested def belongs to the def around it. None when nothing remains."""
        mod, _, qual = node.partition(":")
        while qual:
            owner, _, name = qual.rpartition(".")
            cid = f"{mod}:{owner}" if owner else None
            if cid and cid in self.graph.defs and self.graph.defs[cid][1].kind == "class":
                found = self.graph.class_lookup(cid, name)
                return found if found and found in self.graph.defs else None
            if f"{mod}:{qual}" in self.graph.defs:
                return f"{mod}:{qual}"
            qual = owner
        return None

    def owner_class(self, node: str) -> str | None:
        """The class a method or class attribute node belongs to."""
        mod, _, qual = node.partition(":")
        while "." in qual:
            qual = qual.rsplit(".", 1)[0]
            cid = f"{mod}:{qual}"
            if cid in self.graph.defs and self.graph.defs[cid][1].kind == "class":
                return cid
        return None

    def class_chains(self, f: ChangedFile, ln: ChangedLine) -> dict[Framework, Chain]:
        """Frameworks whose program builds the class this line's method or field belongs to, with the chain."""
        lr = self.line(f, ln)
        cid = self.owner_class(lr.node) if lr is not None and lr.node else None
        if cid is None:
            return {}
        out: dict[Framework, Chain] = {}
        for fw, prog in self.reach.programs.items():
            if cid in prog.instantiated and cid in prog:
                nodes = prog.chain(cid)
                root = prog.roots.get(nodes[-1][0]) if nodes else None
                out[fw] = Chain(fw, 0, nodes, root if isinstance(root, Root) else None)
        return out

    def class_built(self, f: ChangedFile, ln: ChangedLine) -> bool:
        return bool(self.class_chains(f, ln))

    def field_chains(self, f: ChangedFile, ln: ChangedLine) -> dict[Framework, Chain]:
        """Frameworks that build the class whose field default this line sets, with the chain. A config class's
        default takes effect wherever the class is built, though no downstream code reads the field by name; a
        method of the class is reached or not on its own."""
        lr = self.line(f, ln)
        if lr is None or lr.chains or lr.import_time or not lr.node or not self._is_data(lr.node):
            return {}
        return self.class_chains(f, ln)

    def field_built(self, f: ChangedFile, ln: ChangedLine) -> bool:
        return bool(self.field_chains(f, ln))

    def lookup(self, path: str, side: str, lineno: int) -> LineReach | None:
        return self._memo.get((path, side, lineno))

    def reached(self, f: ChangedFile, ln: ChangedLine) -> bool:
        """Does downstream run this line's function (import-time module code does not count: content rules read
        what a function does, not which modules are imported)?"""
        lr = self.line(f, ln)
        return lr is not None and bool(lr.chains) and not lr.import_time
