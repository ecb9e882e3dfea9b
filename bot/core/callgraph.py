"""The Bridge call graph at one tree, and what a set of downstream calls reaches through it.

Built from `ModuleSummary`s (bot.core.pysummary) of every module under the package. Access paths are resolved
the way Python would bind them (function scope, enclosing functions, module bindings, re-exports, `self`/`cls`,
`super()`), with types carried by annotations, assignments and return values. What static resolution cannot
see is modelled as data (`configs/reach.yaml`, `ReachConfig`):

- dynamic dispatch over classes: a call on an instance of `C` reaches `C.m` and every override of `m` in a
  subclass of `C` that is instantiated somewhere reached (rapid type analysis); a call on a receiver of unknown
  type reaches `m` in every instantiated class that has it, unless `m` is on the by-name stoplist;
- registries: classes a decorator registers (`MegatronModelBridge.register_bridge`) are instantiated when the
  registry's lookup is reached; functions decorated `@F.impl(...)` run when `F` is called;
- framework callbacks: an instantiated class that derives from a framework module class (torch / Megatron-Core
  modules) has its public methods called by the framework (`forward`, `sharded_state_dict`, ...);
- instantiating a class runs `__init__` / `__post_init__`; referencing a class as a value (a provider class
  attribute, a layer spec) may instantiate it; referencing a function as a value may call it.

Reading a class attribute or module global from reached code reaches that attribute's data node, so a change
to `CONFIG_MAPPING` is reached by whoever reads it. Module-level code runs when the module is imported; that
is tracked separately (`import_closure`), because importing the package (which loads every model family) is
not by itself a reason to reach a function. Pure: no I/O.
"""

from __future__ import annotations

import ast
import fnmatch
import functools
import re
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field

from bot.core.pysummary import DefSummary, ModuleSummary, access_path

__all__ = ["BridgeGraph", "ReachConfig", "Reached", "Registry", "Step"]

Value = tuple[str, str]  # (kind, id): m module, c class, i instance, f function, d data, x external, s super
_TOKEN = re.compile(r"\.([A-Za-z_]\w*)|(\(\))|(\[\])")
_MAX_DEPTH = 60


@dataclass(frozen=True)
class Registry:
    """Classes whose decorator matches `decorator` are instantiated when any `instantiated_by` is reached."""

    decorator: str  # regex searched in the decorator's source text
    instantiated_by: tuple[str, ...]  # absolute dotted names of the lookup functions
    # decorator keyword -> class attribute it is stored in (`provider=X` -> `PROVIDER_CLASS = X`)
    keyword_attrs: tuple[tuple[str, str], ...] = ()
    why: str = ""


@dataclass(frozen=True)
class ReachConfig:
    package: str = "megatron.bridge"
    source_root: str = "src"  # the directory that holds the package (module names are relative to it)
    attribution_slack: int = 0
    registries: tuple[Registry, ...] = ()
    impl_decorator: str = r"^(?P<target>[\w.]+)\.impl\("  # `@F.impl(...)` implements F
    implicit_methods: tuple[str, ...] = ("__init__", "__post_init__")
    callback_methods: tuple[str, ...] = ("forward", "__call__")
    framework_bases: tuple[str, ...] = ()  # globs over external base classes whose methods the framework calls
    byname_stoplist: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Step:
    """How a node was reached: from `parent` (None for a root), by `how`."""

    parent: str | None
    how: str


@dataclass
class Reached:
    """Nodes reached from a set of roots, each with the step that first reached it (a shortest chain)."""

    steps: dict[str, Step] = field(default_factory=dict)
    roots: dict[str, object] = field(default_factory=dict)  # root node -> the caller's tag (a downstream site)
    instantiated: set[str] = field(default_factory=set)

    def __contains__(self, node: str) -> bool:
        return node in self.steps

    def chain(self, node: str, limit: int = 40) -> list[tuple[str, str]]:
        """[(node, how it was reached), ...] from `node` back to its root."""
        out: list[tuple[str, str]] = []
        cur: str | None = node
        seen: set[str] = set()
        while cur is not None and cur not in seen and len(out) < limit:
            seen.add(cur)
            st = self.steps.get(cur)
            if st is None:
                break
            out.append((cur, st.how))
            cur = st.parent
        return out

    def root_of(self, node: str) -> str | None:
        ch = self.chain(node)
        return ch[-1][0] if ch else None


@dataclass
class _Effects:
    calls: list[tuple[str, str]] = field(default_factory=list)  # (node, how)
    inst: list[str] = field(default_factory=list)
    virtual: list[tuple[str, str]] = field(default_factory=list)  # (class, method)
    byname: list[str] = field(default_factory=list)
    byprop: list[str] = field(default_factory=list)


@functools.lru_cache(maxsize=65536)
def _tokens(path: str) -> tuple[str, list[str]]:
    """('head', ['.a', '()', '.b']) for 'head.a().b'; 'super()' is a head of its own."""
    if path.startswith("super()"):
        head, rest = "super()", path[len("super()") :]
    else:
        m = re.match(r"^(\?|[A-Za-z_]\w*)", path)
        if not m:
            return "?", []
        head, rest = m.group(1), path[m.end() :]
    toks: list[str] = []
    for t in _TOKEN.finditer(rest):
        toks.append(t.group(0))
    return head, toks


class BridgeGraph:
    """Resolution and reach over the modules of one tree (see module docstring)."""

    def __init__(self, modules: Iterable[ModuleSummary], config: ReachConfig) -> None:
        self.cfg = config
        self.mods: dict[str, ModuleSummary] = {m.module: m for m in modules if m.error is None}
        self.defs: dict[str, tuple[ModuleSummary, DefSummary]] = {}
        for m in self.mods.values():
            for q, d in m.defs.items():
                self.defs[f"{m.module}:{q}"] = (m, d)
        self._type_memo: dict[tuple[str, str], list[Value]] = {}
        self._eff_memo: dict[tuple[str, str, bool], _Effects] = {}
        self._ret_memo: dict[str, list[Value]] = {}
        self._in_progress: set[tuple[str, str]] = set()
        self._bases: dict[str, tuple[list[str], list[str]]] = {}  # class -> (bridge bases, external bases)
        self._mro: dict[str, list[str]] = {}
        self._framework_memo: dict[str, bool] = {}
        self._lookup_memo: dict[tuple[str, str, bool], str | None] = {}
        self._members_memo: dict[str, dict[str, str]] = {}
        self._definers_memo: dict[str, list[str]] | None = None
        self._subs_memo: dict[str, set[str]] = {}
        self._impls: dict[str, list[str]] = {}
        self._extra_attrs: dict[str, list[Value]] = {}  # data node -> values a registry stores there
        self._registered: dict[str, list[tuple[str, Registry]]] = {}  # lookup node -> [(class, registry)]
        self._methods: dict[str, list[str]] = {}  # class -> names of the functions defined in its body
        for nid, (_, d) in self.defs.items():
            if d.kind == "function":
                owner, _, name = nid.rpartition(".")
                if owner in self.defs and self.defs[owner][1].kind == "class":
                    self._methods.setdefault(owner, []).append(name)
        self.subclasses: dict[str, set[str]] = {}
        classes = [cid for cid, (_, d) in self.defs.items() if d.kind == "class"]
        for cid in classes:
            self.bases(cid)
        # memos filled while bases were still being resolved may be partial: start them again
        for memo in (self._type_memo, self._ret_memo, self._mro, self._lookup_memo):
            memo.clear()
        self._bases.clear()
        for cid in classes:
            for b in self.bases(cid)[0]:
                self.subclasses.setdefault(b, set()).add(cid)
        for memo in (self._type_memo, self._ret_memo, self._mro, self._lookup_memo):
            memo.clear()
        self._index_decorators()

    def __getstate__(self) -> dict[str, object]:
        """Pickle the graph, not the memos (they refill on use)."""
        state = dict(self.__dict__)
        for k in ("_type_memo", "_eff_memo", "_ret_memo", "_members_memo", "_lookup_memo", "_subs_memo"):
            state[k] = {}
        state["_in_progress"] = set()
        state["_definers_memo"] = None
        return state

    # -- scopes -------------------------------------------------------------------------------------------

    def _parent_qual(self, qual: str) -> str:
        return qual.rsplit(".", 1)[0] if "." in qual else ""

    def _enclosing_class(self, mod: str, qual: str) -> str | None:
        """The class a method is defined in (its direct parent), if any."""
        parent = self._parent_qual(qual)
        if not parent:
            return None
        d = self.defs.get(f"{mod}:{parent}")
        return f"{mod}:{parent}" if d is not None and d[1].kind == "class" else None

    def resolve_abs(self, dotted: str, depth: int = 0) -> list[Value]:
        """Values an absolute dotted name denotes (module members followed through re-exports)."""
        if depth > _MAX_DEPTH or not dotted:
            return []
        parts = dotted.split(".")
        for i in range(len(parts), 0, -1):
            mod = ".".join(parts[:i])
            if mod in self.mods:
                vals: list[Value] = [("m", mod)]
                for name in parts[i:]:
                    nxt: list[Value] = []
                    for v in vals:
                        nxt.extend(self._member_type(v, name, depth + 1))
                    vals = nxt
                    if not vals:
                        return []
                return vals
        return [("x", dotted)]

    def _module_member(self, mod: str, name: str, depth: int) -> list[Value]:
        ms = self.mods.get(mod)
        if ms is None:
            return []
        d = ms.defs.get(name)
        if d is not None:
            return [("c" if d.kind == "class" else "f", f"{mod}:{name}")]
        if name in ms.bindings:
            target = ms.bindings[name]
            if target != f"{mod}.{name}":
                return self.resolve_abs(target, depth + 1)
        if name in ms.aliases and ms.aliases[name] != name:
            key = (f"{mod}:", ms.aliases[name])
            if key not in self._in_progress:
                self._in_progress.add(key)
                try:
                    vals = self.eval_type(ms.aliases[name], mod, "", depth + 1)
                finally:
                    self._in_progress.discard(key)
                if vals:
                    return vals
        if name in ms.globals:
            return [("d", f"{mod}:{name}")]
        sub = f"{mod}.{name}"
        if sub in self.mods:
            return [("m", sub)]
        for star in ms.star:
            if star != mod:
                got = self._module_member(star, name, depth + 1)
                if got:
                    return got
        return []

    def _name(self, name: str, mod: str, qual: str, depth: int) -> list[Value]:
        """Values a bare name denotes inside def `qual` of `mod` ('' = module level)."""
        ms = self.mods.get(mod)
        if ms is None:
            return []
        q = qual
        first = True
        while q:
            nid = f"{mod}:{q}"
            entry = self.defs.get(nid)
            if entry is None:
                break
            d = entry[1]
            if d.kind == "function":
                if name in d.locals:
                    key = (nid, name)
                    if key in self._in_progress:
                        return []
                    self._in_progress.add(key)
                    try:
                        out: list[Value] = []
                        for p in d.locals[name]:
                            out.extend(self.eval_type(p, mod, q, depth + 1))
                    finally:
                        self._in_progress.discard(key)
                    if out:
                        return _dedupe(out)
                    if name in d.params:
                        return []
                if name in d.imports:
                    return self.resolve_abs(d.imports[name], depth + 1)
                if name in d.params:
                    cls = self._enclosing_class(mod, q)
                    if cls is not None and d.params and d.params[0] == name and "staticmethod" not in d.flags:
                        return [("c", cls)] if "classmethod" in d.flags else [("i", cls)]
                    return []
                nested = f"{mod}:{q}.{name}"
                if nested in self.defs:
                    return [("c" if self.defs[nested][1].kind == "class" else "f", nested)]
            elif first and d.kind == "class":
                # class body: its own attributes first
                if name in d.attrs:
                    return [("d", f"{nid}.{name}")]
            first = False
            q = self._parent_qual(q)
        return self._module_member(mod, name, depth + 1)

    # -- classes ------------------------------------------------------------------------------------------

    def bases(self, cid: str) -> tuple[list[str], list[str]]:
        """(Bridge base classes, external base names) of a class."""
        got = self._bases.get(cid)
        if got is not None:
            return got
        self._bases[cid] = ([], [])  # cycle guard
        mod, qual = cid.split(":", 1)
        d = self.defs[cid][1]
        bridge: list[str] = []
        ext: list[str] = []
        for b in d.bases:
            for kind, ref in self.eval_type(b, mod, self._parent_qual(qual), 0):
                if kind == "c" and ref != cid:
                    bridge.append(ref)
                elif kind == "x":
                    ext.append(ref)
        self._bases[cid] = (bridge, ext)
        return self._bases[cid]

    def mro(self, cid: str) -> list[str]:
        got = self._mro.get(cid)
        if got is not None:
            return got
        out: list[str] = []
        todo = [cid]
        while todo:
            c = todo.pop(0)
            if c in out:
                continue
            out.append(c)
            todo.extend(self.bases(c)[0])
        self._mro[cid] = out
        return out

    def all_subclasses(self, cid: str) -> set[str]:
        got = self._subs_memo.get(cid)
        if got is not None:
            return got
        out: set[str] = set()
        todo = [cid]
        while todo:
            for s in self.subclasses.get(todo.pop(), ()):
                if s not in out:
                    out.add(s)
                    todo.append(s)
        self._subs_memo[cid] = out
        return out

    def class_lookup(self, cid: str, name: str, skip_self: bool = False) -> str | None:
        """Node id of `name` found along the class's MRO: a method/nested class, or a data node `C.name`."""
        key = (cid, name, skip_self)
        if key in self._lookup_memo:
            return self._lookup_memo[key]
        found: str | None = None
        for c in self.mro(cid)[1 if skip_self else 0 :]:
            nid = f"{c}.{name}"
            if nid in self.defs or name in self.defs[c][1].attrs:
                found = nid
                break
        self._lookup_memo[key] = found
        return found

    def member_names(self, cid: str) -> dict[str, str]:
        """Every method name along the class's MRO -> the node that defines it (nearest first)."""
        got = self._members_memo.get(cid)
        if got is not None:
            return got
        out: dict[str, str] = {}
        for c in reversed(self.mro(cid)):
            for m in self._methods.get(c, ()):
                out[m] = f"{c}.{m}"
        self._members_memo[cid] = out
        return out

    def _with_method(self, name: str, classes: set[str]) -> list[str]:
        """The classes among `classes` that have a method `name` (defined or inherited)."""
        definers = self._definers().get(name, ())
        out: list[str] = []
        for d in definers:
            if d in classes:
                out.append(d)
            for sub in self.all_subclasses(d):
                if sub in classes:
                    out.append(sub)
        return out

    def _definers(self) -> dict[str, list[str]]:
        if self._definers_memo is None:
            idx: dict[str, list[str]] = {}
            for c, names in self._methods.items():
                for n in names:
                    idx.setdefault(n, []).append(c)
            self._definers_memo = idx
        return self._definers_memo

    def is_framework_class(self, cid: str) -> bool:
        got = self._framework_memo.get(cid)
        if got is not None:
            return got
        self._framework_memo[cid] = False
        res = False
        for c in self.mro(cid):
            for ext in self.bases(c)[1]:
                if any(fnmatch.fnmatchcase(ext, g) for g in self.cfg.framework_bases):
                    res = True
        self._framework_memo[cid] = res
        return res

    # -- types --------------------------------------------------------------------------------------------

    def _data_values(self, nid: str, depth: int) -> list[Value]:
        """Values a class attribute may hold (class-body assignments, `self.x = ...` in its methods)."""
        cid, name = nid.rsplit(".", 1)
        if cid not in self.defs:
            return []
        mod = cid.split(":", 1)[0]
        out: list[Value] = list(self._extra_attrs.get(nid, ()))
        key = (nid, "<data>")
        if key in self._in_progress:
            return []
        self._in_progress.add(key)
        try:
            for scope, p in self.defs[cid][1].attrs.get(name, []):
                out.extend(self.eval_type(p, mod, scope, depth + 1))
        finally:
            self._in_progress.discard(key)
        return out

    def _member_type(self, v: Value, name: str, depth: int) -> list[Value]:
        kind, ref = v
        if kind == "m":
            return self._module_member(ref, name, depth)
        if kind == "x":
            return [("x", f"{ref}.{name}")]
        if kind == "e":
            return [("e", ref)]
        if kind in ("c", "i", "s"):
            if ref not in self.defs:
                return []
            nid = self.class_lookup(ref, name, skip_self=(kind == "s"))
            if nid is None:
                return []
            if nid in self.defs:
                d = self.defs[nid][1]
                if d.kind == "class":
                    return [("c", nid)]
                if d.is_property and kind == "i":
                    return self.returns_of(nid, depth + 1)
                return [("f", nid)]
            vals: list[Value] = [("d", nid)]
            if kind != "s":
                vals.extend(self._data_values(nid, depth))
                if kind == "i":
                    # an attribute read on an instance may find a subclass's value (a registry sets it there)
                    for sub in self.all_subclasses(ref):
                        if name in self.defs[sub][1].attrs or f"{sub}.{name}" in self._extra_attrs:
                            vals.extend(self._data_values(f"{sub}.{name}", depth))
            return _dedupe(vals)
        return []

    def returns_of(self, fid: str, depth: int = 0) -> list[Value]:
        got = self._ret_memo.get(fid)
        if got is not None:
            return got
        if depth > _MAX_DEPTH or (fid, "<ret>") in self._in_progress:
            return []
        self._in_progress.add((fid, "<ret>"))
        try:
            mod, qual = fid.split(":", 1)
            out: list[Value] = []
            for p in self.defs[fid][1].returns:
                out.extend(v for v in self.eval_type(p, mod, qual, depth + 1) if v[0] in ("i", "c", "m", "f", "e"))
        finally:
            self._in_progress.discard((fid, "<ret>"))
        out = _dedupe(out)
        self._ret_memo[fid] = out
        return out

    def _call_type(self, v: Value, depth: int) -> list[Value]:
        kind, ref = v
        if kind == "c":
            return [("i", ref)]
        if kind == "f":
            return self.returns_of(ref, depth + 1)
        if kind in ("x", "e"):
            # an object of a type outside Bridge (torch, Megatron-Core, transformers): its methods are not
            # Bridge code, so a call on it dispatches nowhere by name
            return [("e", ref)]
        return []

    def eval_type(self, path: str, mod: str, qual: str, depth: int = 0) -> list[Value]:
        """Values an access path may denote in a scope, without side effects."""
        key = (f"{mod}:{qual}", path)
        got = self._type_memo.get(key)
        if got is not None:
            return got
        if depth > _MAX_DEPTH:
            return []
        vals = self._head(path, mod, qual, depth)[1]
        for tok in _tokens(path)[1]:
            vals = self._apply_type(vals, tok, depth)
            if not vals:
                break
        vals = _dedupe(vals)
        self._type_memo[key] = vals
        return vals

    def _head(self, path: str, mod: str, qual: str, depth: int) -> tuple[str, list[Value]]:
        head, _ = _tokens(path)
        if head == "?":
            return head, []
        if head == "super()":
            cls = self._enclosing_class(mod, qual)
            if cls is None:
                # a nested function in a method
                q = self._parent_qual(qual)
                while q and cls is None:
                    cls = self._enclosing_class(mod, q)
                    q = self._parent_qual(q)
            return head, [("s", cls)] if cls else []
        return head, self._name(head, mod, qual, depth + 1)

    def _apply_type(self, vals: list[Value], tok: str, depth: int) -> list[Value]:
        out: list[Value] = []
        if tok == "()":
            for v in vals:
                out.extend(self._call_type(v, depth))
        elif tok == "[]":
            return [("e", ref) for kind, ref in vals if kind == "e"]
        else:
            for v in vals:
                out.extend(self._member_type(v, tok[1:], depth + 1))
        return out

    # -- effects ------------------------------------------------------------------------------------------

    def effects(self, path: str, mod: str, qual: str, is_call: bool) -> _Effects:
        """What evaluating `path` in a scope does: property getters and data it reads on the way, and, for a
        call, the callee (or the instantiation); unknown or polymorphic receivers become by-name/virtual."""
        key = (f"{mod}:{qual}", path, is_call)
        got = self._eff_memo.get(key)
        if got is not None:
            return got
        eff = _Effects()
        head, toks = _tokens(path)
        vals = self._head(path, mod, qual, 0)[1]
        if is_call and toks and toks[-1] == "()":
            toks = toks[:-1]
        elif is_call:
            is_call = False
        n = len(toks)
        if n == 0:
            self._finish(vals, None, is_call, eff)
            if is_call and not vals and self._is_variable(head, mod, qual):
                # calling a parameter or variable of unknown type: whichever instantiated class is called
                eff.byname.append("__call__")
        for i, tok in enumerate(toks):
            last = i == n - 1
            if tok == "()":
                vals = [r for v in vals for r in self._call_type(v, 0)]
                continue
            if tok == "[]":
                vals = []
                continue
            name = tok[1:]
            if last:
                self._finish(vals, name, is_call, eff)
                break
            nxt: list[Value] = []
            for v in vals:
                got_vals = self._member_type(v, name, 1)
                self._read_effects(v, name, got_vals, eff)
                nxt.extend(got_vals)
            if not vals and n > 1:
                eff.byprop.append(name)
            vals = _dedupe(nxt)
        self._eff_memo[key] = eff
        return eff

    def _is_variable(self, name: str, mod: str, qual: str) -> bool:
        """`name` is a parameter or local variable of the def `qual` (or a def around it)."""
        q = qual
        while q:
            entry = self.defs.get(f"{mod}:{q}")
            if entry is None:
                return False
            d = entry[1]
            if d.kind == "function" and (name in d.params or name in d.locals):
                return True
            q = self._parent_qual(q)
        return False

    def _read_effects(self, recv: Value, name: str, got: list[Value], eff: _Effects) -> None:
        for kind, ref in got:
            if kind == "d":
                eff.calls.append((ref, "reads"))
        if recv[0] == "i" and recv[1] in self.defs:
            nid = self.class_lookup(recv[1], name)
            if nid and nid in self.defs and self.defs[nid][1].is_property:
                eff.calls.append((nid, "reads property"))
                eff.virtual.append((recv[1], name))

    def _finish(
        self, recv: list[Value], name: str | None, is_call: bool, eff: _Effects, byname: bool = True
    ) -> None:
        """The last step of a path: a member access or call on `recv` (or the head itself when name is None)."""
        targets: list[Value] = []
        if name is None:
            targets = recv
        else:
            if not recv:
                if byname and name not in self.cfg.byname_stoplist:
                    (eff.byname if is_call else eff.byprop).append(name)
                return
            for v in recv:
                got = self._member_type(v, name, 1)
                if v[0] in ("i", "c") and v[1] in self.defs:
                    eff.virtual.append((v[1], name))
                self._read_effects(v, name, got, eff)
                if v[0] == "i":
                    nid = self.class_lookup(v[1], name)
                    if nid and nid in self.defs and self.defs[nid][1].kind == "function":
                        targets.append(("f", nid))
                        continue
                targets.extend(got)
        for kind, ref in targets:
            if kind == "f":
                eff.calls.append((ref, "calls" if is_call else "references"))
            elif kind == "c":
                if is_call:
                    eff.inst.append(ref)
                else:
                    eff.inst.append(ref)  # a class passed as a value (provider class, layer spec) may be built
            elif kind == "d":
                eff.calls.append((ref, "reads"))
            elif kind == "i" and is_call:
                nid = self.class_lookup(ref, "__call__")
                if nid:
                    eff.calls.append((nid, "calls"))

    # -- decorators: implementations and registries ---------------------------------------------------------

    def _index_decorators(self) -> None:
        impl = re.compile(self.cfg.impl_decorator)
        regs = [(re.compile(r.decorator), r) for r in self.cfg.registries]
        lookups: dict[Registry, list[str]] = {}
        for r in self.cfg.registries:
            nodes: list[str] = []
            for name in r.instantiated_by:
                nodes.extend(ref for kind, ref in self.resolve_abs(name) if kind == "f")
            lookups[r] = nodes
        for nid, (ms, d) in self.defs.items():
            for text in d.decorators:
                m = impl.match(text)
                if m and d.kind == "function":
                    enclosing = self._parent_qual(d.qual)
                    for kind, ref in self.eval_type(m.group("target"), ms.module, enclosing):
                        if kind == "f":
                            self._impls.setdefault(ref, []).append(nid)
                if d.kind == "class":
                    for rx, reg in regs:
                        if rx.search(text):
                            for lk in lookups[reg]:
                                self._registered.setdefault(lk, []).append((nid, reg))
                            self._decorator_attrs(text, dict(reg.keyword_attrs), ms, d, nid)

    def _decorator_attrs(self, text: str, keywords: dict[str, str], ms: ModuleSummary, d: DefSummary, cid: str) -> None:
        """A registering decorator's keyword arguments stored as class attributes (data edges)."""
        if not keywords:
            return
        try:
            call = ast.parse(text, mode="eval").body
        except SyntaxError:
            return
        if isinstance(call, ast.Call):
            for kw in call.keywords:
                if kw.arg in keywords:
                    p = access_path(kw.value)
                    if p:
                        vals = self.eval_type(p, ms.module, self._parent_qual(d.qual))
                        self._extra_attrs.setdefault(f"{cid}.{keywords[kw.arg]}", []).extend(vals)

    # -- reach --------------------------------------------------------------------------------------------

    def root_effects(self, path: str) -> _Effects:
        """Effects of an absolute access path used by downstream (`megatron.bridge.AutoBridge.from_hf_pretrained()`).

        A downstream path must resolve on the Bridge side: where it does not (a name of another library's API
        on an object downstream also uses for Bridge), it reaches nothing, never a method of the same name."""
        head, toks = _tokens(path)
        # absolute: the head and the leading attribute names form a dotted name
        names = [head]
        i = 0
        while i < len(toks) and toks[i].startswith("."):
            names.append(toks[i][1:])
            i += 1
        rest = toks[i:]
        is_call = bool(rest) and rest[-1] == "()"
        if not rest:
            # a plain reference to a symbol: the last name is the member accessed
            prefix, last = ".".join(names[:-1]), names[-1]
            recv = self.resolve_abs(prefix) if prefix else []
            eff = _Effects()
            self._finish(recv, last, False, eff, byname=False)
            return eff
        vals = self.resolve_abs(".".join(names))
        body = rest[:-1] if is_call else rest
        eff = _Effects()
        if not body:
            self._finish(vals, None, is_call, eff, byname=False)
            return eff
        for j, tok in enumerate(body):
            at_end = j == len(body) - 1
            if tok == "()":
                vals = [r for v in vals for r in self._call_type(v, 0)]
                if at_end:
                    self._finish(vals, None, False, eff, byname=False)
                continue
            if tok == "[]":
                vals = []
                continue
            if at_end:
                self._finish(vals, tok[1:], is_call, eff, byname=False)
                break
            nxt: list[Value] = []
            for v in vals:
                got = self._member_type(v, tok[1:], 1)
                nxt.extend(got)
            vals = _dedupe(nxt)
        return eff

    def reach(
        self,
        roots: Iterable[tuple[str, _Effects, object]],
        known_instances: Iterable[str] = (),
        build_modules: bool = True,
    ) -> Reached:
        """Everything reached from `roots` = (root label, its effects, tag); rapid type analysis (see module).

        `known_instances`: classes instantiated elsewhere in the same downstream program (objects built by
        another entry point flow into this one): their overrides are dispatch targets here, but building
        them is not part of this reach. `build_modules=False`: framework modules (torch / Megatron-Core module
        subclasses) built here are dispatch targets, but their construction and forward belong to the reach
        that builds the model (the smoke's), not to this one."""
        out = Reached()
        queue: deque[str] = deque()
        instantiated: set[str] = set()
        seeded: set[str] = set(known_instances)
        virtual: dict[str, list[tuple[str, str]]] = {}  # method -> [(receiver class, requester)]
        byname: dict[str, str] = {}  # method -> requester
        byprop: dict[str, str] = {}

        def hit(node: str, parent: str | None, how: str) -> None:
            if node in out.steps or (node not in self.defs and ":" not in node):
                return
            out.steps[node] = Step(parent, how)
            queue.append(node)

        def candidates() -> set[str]:
            return instantiated | seeded

        def resolve_in(cid: str, name: str, parent: str, how: str, props_only: bool = False) -> None:
            nid = self.class_lookup(cid, name)
            if nid is None or nid not in self.defs:
                return
            d = self.defs[nid][1]
            if d.kind != "function" or (props_only and not d.is_property):
                return
            hit(nid, parent, how)

        def instantiate(cid: str, parent: str | None, how: str) -> None:
            if cid in instantiated or cid not in self.defs:
                return
            instantiated.add(cid)
            hit(cid, parent, how)
            framework = self.is_framework_class(cid)
            if build_modules or not framework:
                for m in self.cfg.implicit_methods:
                    resolve_in(cid, m, cid, "constructs")
            if framework and build_modules:
                for m in self.cfg.callback_methods:
                    resolve_in(cid, m, cid, "framework calls")
            members = self.member_names(cid)
            for m in members.keys() & byname.keys():
                resolve_in(cid, m, byname[m], f"calls .{m}() on an object of unknown type")
            for m in members.keys() & byprop.keys():
                resolve_in(cid, m, byprop[m], f"reads .{m} on an object of unknown type", props_only=True)
            ancestors = set(self.mro(cid))
            for m in members.keys() & virtual.keys():
                for recv, req in virtual[m]:
                    if recv in ancestors and recv != cid:
                        resolve_in(cid, m, req, f"dispatches .{m}() to the override")
                        break

        def apply(eff: _Effects, parent: str | None) -> None:
            for node, how in eff.calls:
                hit(node, parent, how)
            for cid in eff.inst:
                instantiate(cid, parent, "instantiates")
            for m in eff.byname:
                if m not in byname and parent is not None:
                    byname[m] = parent
                    for cid in self._with_method(m, candidates()):
                        resolve_in(cid, m, parent, f"calls .{m}() on an object of unknown type")
            for m in eff.byprop:
                if m not in byprop and parent is not None:
                    byprop[m] = parent
                    for cid in self._with_method(m, candidates()):
                        resolve_in(cid, m, parent, f"reads .{m} on an object of unknown type", props_only=True)
            for recv, m in eff.virtual:
                lst = virtual.setdefault(m, [])
                if any(r == recv for r, _ in lst) or parent is None:
                    continue
                lst.append((recv, parent))
                for sub in self.all_subclasses(recv):
                    if sub in instantiated or sub in seeded:
                        resolve_in(sub, m, parent, f"dispatches .{m}() to the override")

        for label, eff, tag in roots:
            out.steps.setdefault(label, Step(None, "downstream"))
            out.roots[label] = tag
            before = len(out.steps)
            apply(eff, label)
            del before
        while queue:
            node = queue.popleft()
            entry = self.defs.get(node)
            if entry is None:
                continue  # a data node
            ms, d = entry
            if d.kind == "class":
                # the class body ran when the module was imported; its attributes are data nodes, reached
                # (with whatever they hold) by the code that reads them
                continue
            for p in d.calls:
                apply(self.effects(p, ms.module, d.qual, True), node)
            for p in d.refs:
                apply(self.effects(p, ms.module, d.qual, False), node)
            for impl in self._impls.get(node, ()):
                hit(impl, node, "dispatches to the registered implementation")
            for cid, reg in self._registered.get(node, ()):
                instantiate(cid, node, f"looks up the registry ({reg.why or reg.decorator})")
        out.instantiated = instantiated
        return out

    # -- lines -> nodes -----------------------------------------------------------------------------------

    def node_at(self, module: str, scope: str, line: int | None = None, ms: ModuleSummary | None = None) -> str:
        """The node a changed line belongs to: its def, a class attribute or module global (data), the class
        body, or the module's import-time code (`module:`)."""
        ms = ms or self.mods.get(module)
        if scope:
            nid = f"{module}:{scope}"
            entry = self.defs.get(nid)
            d = entry[1] if entry else (ms.defs.get(scope) if ms else None)
            if d is not None and d.kind == "class" and line is not None:
                for name, (a, b) in d.attr_lines.items():
                    if a <= line <= b:
                        return f"{nid}.{name}"
                # the class statement itself (decorators, bases): it runs when the module is imported
                return f"{module}:"
            return nid
        if ms is not None and line is not None:
            for name, (a, b) in ms.globals.items():
                if a <= line <= b:
                    return f"{module}:{name}"
        return f"{module}:"

    def import_closure(self, modules: Iterable[str]) -> dict[str, str | None]:
        """Modules whose top-level code runs when `modules` are imported -> the module that imports them."""
        out: dict[str, str | None] = {}
        todo: deque[tuple[str, str | None]] = deque((m, None) for m in modules)
        while todo:
            mod, parent = todo.popleft()
            if mod in out or mod not in self.mods:
                continue
            out[mod] = parent
            parts = mod.split(".")
            for i in range(1, len(parts)):
                pkg = ".".join(parts[:i])
                if pkg in self.mods and pkg not in out:
                    todo.append((pkg, mod))
            ms = self.mods[mod]
            targets = [*ms.bindings.values(), *ms.star]
            for t in targets:
                tp = t.split(".")
                for i in range(len(tp), 0, -1):
                    cand = ".".join(tp[:i])
                    if cand in self.mods:
                        if cand not in out:
                            todo.append((cand, mod))
                        break
        return out

    def module_of_abs(self, dotted: str) -> str | None:
        parts = dotted.split(".")
        for i in range(len(parts), 0, -1):
            cand = ".".join(parts[:i])
            if cand in self.mods:
                return cand
        return None


def _dedupe(vals: list[Value]) -> list[Value]:
    seen: dict[Value, None] = {}
    for v in vals:
        seen.setdefault(v, None)
    return list(seen)
