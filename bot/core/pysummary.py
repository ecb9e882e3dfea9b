"""One Python module, summarised for a call graph: its bindings, its definitions, and what each definition
calls and references, as unresolved *access paths*.

An access path is the text of a Name/Attribute/Call/Subscript chain with calls marked `()` and indexing `[]`:
`self._model_bridge.provider_bridge()`, `AutoBridge.from_hf_pretrained()`, `?.megatron_to_hf()` (an unknown
receiver). Nothing is resolved here; `bot.core.callgraph` resolves paths against every module of the tree.
Summaries are plain data (JSON round-trip) so they can be cached by blob id. Pure: no I/O.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field, fields
from typing import Any

from bot.core.pycode import applied_decorators

__all__ = ["DefSummary", "ModuleSummary", "annotation_path", "module_name", "summarize"]

_PROPERTY = {"property", "cached_property", "functools.cached_property", "abc.abstractproperty"}
# Calls whose class arguments are checked, not constructed.
_TYPE_TESTS = {"isinstance", "issubclass", "type", "cast", "typing.cast"}
_SCOPES = frozenset({ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef})
# The node types _Collector._visit reads; the walk keeps no others.
_VISITED = frozenset(
    {ast.Call, ast.Assign, ast.AnnAssign, ast.With, ast.AsyncWith, ast.Return, ast.Import, ast.ImportFrom,
     ast.Name, ast.Attribute}
)


@dataclass
class DefSummary:
    """A function, method or class (class: its body, run when the class is defined)."""

    qual: str
    kind: str  # "function" | "class"
    start: int
    end: int
    decorators: list[str] = field(default_factory=list)
    params: list[str] = field(default_factory=list)
    calls: list[str] = field(default_factory=list)
    refs: list[str] = field(default_factory=list)
    # variable -> access paths it may hold (assignments, annotations as `T()` instances)
    locals: dict[str, list[str]] = field(default_factory=dict)
    imports: dict[str, str] = field(default_factory=dict)  # function-local imports: name -> absolute target
    returns: list[str] = field(default_factory=list)
    bases: list[str] = field(default_factory=list)
    # class: attribute -> [scope qual, access path] pairs (class-body assignments, `self.x = ...` in methods)
    attrs: dict[str, list[list[str]]] = field(default_factory=dict)
    attr_lines: dict[str, list[int]] = field(default_factory=dict)  # class-body attribute -> [start, end]
    flags: list[str] = field(default_factory=list)  # property, classmethod, staticmethod

    @property
    def is_property(self) -> bool:
        return "property" in self.flags


@dataclass
class ModuleSummary:
    module: str
    path: str
    package: bool
    bindings: dict[str, str] = field(default_factory=dict)  # imported name -> absolute dotted target
    aliases: dict[str, str] = field(default_factory=dict)  # module-level `Name = dotted.path`
    star: list[str] = field(default_factory=list)
    defs: dict[str, DefSummary] = field(default_factory=dict)
    globals: dict[str, list[int]] = field(default_factory=dict)  # module-level assigned name -> [start, end]
    toplevel: DefSummary = field(default_factory=lambda: DefSummary("", "function", 0, 0))
    error: str | None = None

    def to_json(self) -> dict[str, Any]:
        # dataclasses.asdict deep-copies every leaf; the fields are str/int/bool/None in lists and dicts, so
        # copying the containers is the same copy at a fraction of a cold build's time.
        out = {f.name: _plain(getattr(self, f.name)) for f in fields(self) if f.name not in ("defs", "toplevel")}
        out["defs"] = {k: _def_json(v) for k, v in self.defs.items()}
        out["toplevel"] = _def_json(self.toplevel)
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ModuleSummary:
        defs = {k: DefSummary(**v) for k, v in data["defs"].items()}
        top = DefSummary(**data["toplevel"])
        rest = {k: v for k, v in data.items() if k not in ("defs", "toplevel")}
        return cls(**rest, defs=defs, toplevel=top)


def _plain(v: Any) -> Any:
    if isinstance(v, list):
        return [_plain(x) for x in v]
    if isinstance(v, dict):
        return {k: _plain(x) for k, x in v.items()}
    return v


def _def_json(d: DefSummary) -> dict[str, Any]:
    return {f.name: _plain(getattr(d, f.name)) for f in fields(d)}


def module_name(path: str, root: str) -> tuple[str, bool] | None:
    """(dotted module, is_package) for `root/a/b.py` (root is the directory that holds the top package)."""
    prefix = root.rstrip("/") + "/" if root else ""
    if not path.endswith(".py") or not path.startswith(prefix):
        return None
    rel = path[len(prefix) : -3]
    parts = rel.split("/")
    if parts[-1] == "__init__":
        return ".".join(parts[:-1]), True
    return ".".join(parts), False


def access_path(e: ast.AST) -> str | None:
    """`a.b().c[]` for a Name/Attribute/Call/Subscript chain; `?` stands for a receiver that is none of them."""
    if isinstance(e, ast.Name):
        return e.id
    if isinstance(e, ast.Attribute):
        return f"{access_path(e.value) or '?'}.{e.attr}"
    if isinstance(e, ast.Call):
        if isinstance(e.func, ast.Name) and e.func.id == "super":
            return "super()"
        return f"{access_path(e.func) or '?'}()"
    if isinstance(e, ast.Subscript):
        return f"{access_path(e.value) or '?'}[]"
    return None


def annotation_path(e: ast.AST | None) -> str | None:
    """The class an annotation names (`Optional[X]`, `X | None`, `"X"` -> X); None for anything else."""
    if e is None:
        return None
    if isinstance(e, ast.Constant) and isinstance(e.value, str):
        text = e.value.strip()
        try:
            return annotation_path(ast.parse(text, mode="eval").body)
        except SyntaxError:
            return None
    if isinstance(e, (ast.Name, ast.Attribute)):
        p = access_path(e)
        return p if p and "?" not in p else None
    if isinstance(e, ast.Subscript):
        head = access_path(e.value) or ""
        if head.split(".")[-1] in ("Optional", "Annotated", "Final", "ClassVar"):
            inner = e.slice.elts[0] if isinstance(e.slice, ast.Tuple) else e.slice
            return annotation_path(inner)
        if head.split(".")[-1] == "Union" and isinstance(e.slice, ast.Tuple):
            named = [x for x in e.slice.elts if not (isinstance(x, ast.Constant) and x.value is None)]
            return annotation_path(named[0]) if len(named) == 1 else None
        return None
    if isinstance(e, ast.BinOp) and isinstance(e.op, ast.BitOr):
        sides = [x for x in (e.left, e.right) if not (isinstance(x, ast.Constant) and x.value is None)]
        return annotation_path(sides[0]) if len(sides) == 1 else None
    return None


def _abs_import(module: str, package: bool, level: int, target: str | None) -> str:
    if level == 0:
        return target or ""
    parts = module.split(".")
    base = parts if package else parts[:-1]
    if level > 1:
        base = base[: len(base) - (level - 1)]
    return ".".join([*base, *([target] if target else [])])


def _decorator_text(d: ast.expr) -> str:
    try:
        return ast.unparse(d)
    except Exception:
        return ""


class _Collector:
    """Walks one scope's body (not nested defs) and fills a DefSummary's calls/refs/locals."""

    def __init__(self, summary: DefSummary, module: str, package: bool) -> None:
        self.s = summary
        self.module = module
        self.package = package

    def _local(self, name: str, path: str | None) -> None:
        if path and path != name:
            vals = self.s.locals.setdefault(name, [])
            if path not in vals and len(vals) < 8:
                vals.append(path)

    def _assign_target(self, target: ast.expr, value: ast.expr | None, ann: ast.expr | None) -> None:
        path = access_path(value) if value is not None else None
        ann_path = annotation_path(ann)
        if isinstance(target, ast.Name):
            if ann_path:
                self._local(target.id, ann_path + "()")
            self._local(target.id, path)
        elif (
            isinstance(target, ast.Attribute)
            and isinstance(target.value, ast.Name)
            and target.value.id == "self"
            and self.s.kind == "function"
        ):
            attrs = self.s.attrs.setdefault(target.attr, [])
            for p in ([ann_path + "()"] if ann_path else []) + ([path] if path else []):
                if [self.s.qual, p] not in attrs and len(attrs) < 8:
                    attrs.append([self.s.qual, p])

    def walk(self, body: list[ast.stmt]) -> None:
        # One pass over the scope's nodes in a fixed order, each with its parent; only the node types `_visit`
        # reads are kept (the walk is most of a cold tree's cost: every Name's Load context is skipped too).
        todo: list[tuple[ast.AST, ast.AST | None]] = [(st, None) for st in body]
        nodes: list[tuple[ast.AST, ast.AST | None]] = []
        while todo:
            n, parent = todo.pop()
            t = type(n)
            if t in _SCOPES:
                # decorators and defaults run in this scope; the body is its own summary
                extra: list[ast.expr] = [*n.decorator_list]  # type: ignore[attr-defined]
                if t is not ast.ClassDef:
                    args = n.args  # type: ignore[attr-defined]
                    extra.extend(args.defaults)
                    extra.extend(d for d in args.kw_defaults if d is not None)
                todo.extend((c, n) for c in extra)
                continue
            if t in _VISITED:
                nodes.append((n, parent))
            for name in n._fields:
                v = getattr(n, name, None)
                if isinstance(v, list):
                    todo.extend((c, n) for c in v if isinstance(c, ast.AST))
                elif isinstance(v, ast.AST) and not isinstance(v, ast.expr_context):
                    todo.append((v, n))
        for n, parent in nodes:
            self._visit(n, parent)
        # a bare name that is a parameter or a local variable is not a reference to a module-level object
        shadow = set(self.s.params) | set(self.s.locals) | {"self", "cls"}
        self.s.refs = [r for r in self.s.refs if r not in shadow]

    def _visit(self, n: ast.AST, parent: ast.AST | None) -> None:
        s = self.s
        if isinstance(n, ast.Call):
            fname = access_path(n.func)
            if fname is not None:
                s.calls.append(fname + "()")
            if fname in ("getattr", "hasattr") and len(n.args) >= 2:
                obj = access_path(n.args[0])
                key = n.args[1]
                if obj and isinstance(key, ast.Constant) and isinstance(key.value, str):
                    s.refs.append(f"{obj}.{key.value}")
            return
        if isinstance(n, ast.Assign):
            for t in n.targets:
                self._assign_target(t, n.value, None)
            return
        if isinstance(n, ast.AnnAssign):
            self._assign_target(n.target, n.value, n.annotation)
            return
        if isinstance(n, (ast.With, ast.AsyncWith)):
            for item in n.items:
                if isinstance(item.optional_vars, ast.Name):
                    self._local(item.optional_vars.id, access_path(item.context_expr))
            return
        if isinstance(n, ast.Return) and n.value is not None:
            p = access_path(n.value)
            if p and p not in s.returns and len(s.returns) < 8:
                s.returns.append(p)
            return
        if isinstance(n, (ast.Import, ast.ImportFrom)) and s.kind == "function" and s.qual:
            _bind_import(n, self.module, self.package, s.imports)
            return
        if isinstance(n, (ast.Name, ast.Attribute)) and isinstance(getattr(n, "ctx", None), ast.Load):
            if isinstance(parent, ast.Call) and parent.func is n:
                return
            if isinstance(parent, (ast.Attribute, ast.Subscript)) and parent.value is n:
                return
            if isinstance(parent, ast.Call) and (access_path(parent.func) or "") in _TYPE_TESTS:
                return
            p = access_path(n)
            if p and p not in s.refs:
                s.refs.append(p)


def _bind_import(n: ast.Import | ast.ImportFrom, module: str, package: bool, out: dict[str, str]) -> list[str]:
    """Record the names an import binds; returns the star-imported modules."""
    stars: list[str] = []
    if isinstance(n, ast.Import):
        for a in n.names:
            if a.asname:
                out[a.asname] = a.name
            else:
                top = a.name.split(".")[0]
                out.setdefault(top, top)
        return stars
    base = _abs_import(module, package, n.level, n.module)
    for a in n.names:
        if a.name == "*":
            stars.append(base)
            continue
        out[a.asname or a.name] = f"{base}.{a.name}" if base else a.name
    return stars


def _flags(decorators: list[str]) -> list[str]:
    out = []
    for d in decorators:
        head = d.split("(")[0]
        if head in _PROPERTY or head.endswith((".setter", ".getter")):
            out.append("property")
        elif head in ("classmethod",):
            out.append("classmethod")
        elif head in ("staticmethod",):
            out.append("staticmethod")
    return out


def _is_accessor(decorators: list[str], name: str) -> bool:
    """`@name.setter` / `@name.deleter`: the second and third defs of one property."""
    return any(d.split("(")[0] in (f"{name}.setter", f"{name}.deleter") for d in decorators)


def _params(a: ast.arguments) -> tuple[list[str], dict[str, str]]:
    names: list[str] = []
    anns: dict[str, str] = {}
    for arg in [*a.posonlyargs, *a.args, *a.kwonlyargs, *([a.vararg] if a.vararg else []),
                *([a.kwarg] if a.kwarg else [])]:
        names.append(arg.arg)
        p = annotation_path(arg.annotation)
        if p:
            anns[arg.arg] = p + "()"
    return names, anns


def summarize(source: str, module: str, path: str, package: bool = False) -> ModuleSummary:
    """Summary of one module's source. A module that does not parse gets `error` and nothing else."""
    ms = ModuleSummary(module=module, path=path, package=package)
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError) as exc:
        ms.error = f"{type(exc).__name__}: {exc}"
        return ms
    top_stmts: list[ast.stmt] = []
    for st in tree.body:
        if isinstance(st, (ast.Import, ast.ImportFrom)):
            ms.star.extend(_bind_import(st, module, package, ms.bindings))
        elif isinstance(st, ast.Try):
            # `try: import x / except ImportError: ...` guards: the bindings count either way
            for sub in [*st.body, *(h for hh in st.handlers for h in hh.body), *st.orelse, *st.finalbody]:
                if isinstance(sub, (ast.Import, ast.ImportFrom)):
                    ms.star.extend(_bind_import(sub, module, package, ms.bindings))
            top_stmts.append(st)
        elif isinstance(st, ast.If):
            for sub in [*st.body, *st.orelse]:
                if isinstance(sub, (ast.Import, ast.ImportFrom)):
                    ms.star.extend(_bind_import(sub, module, package, ms.bindings))
            top_stmts.append(st)
        else:
            top_stmts.append(st)
        if isinstance(st, (ast.Assign, ast.AnnAssign)):
            targets = st.targets if isinstance(st, ast.Assign) else [st.target]
            for t in targets:
                for name in _target_names(t):
                    ms.globals[name] = [st.lineno, st.end_lineno or st.lineno]
                if isinstance(t, ast.Name) and st.value is not None:
                    p = access_path(st.value)
                    if p and "(" not in p and "[" not in p and "?" not in p:
                        ms.aliases[t.id] = p
    _Collector(ms.toplevel, module, package).walk(top_stmts)
    _defs(tree.body, "", ms, in_class=None)
    _applied_decorators(tree.body, ms)
    return ms


def _applied_decorators(body: list[ast.stmt], ms: ModuleSummary) -> None:
    """A decorator applied by call (`C = F(...)(C)`) is recorded as class C's decorator, so a registry sees a
    bridge registered either way."""
    for name, deco in applied_decorators(body):
        d = ms.defs.get(name)
        text = _decorator_text(deco)
        if d is not None and d.kind == "class" and text and text not in d.decorators:
            d.decorators.append(text)


def _target_names(t: ast.expr) -> list[str]:
    if isinstance(t, ast.Name):
        return [t.id]
    if isinstance(t, (ast.Tuple, ast.List)):
        return [n for e in t.elts for n in _target_names(e)]
    return []


def _defs(body: list[ast.stmt], prefix: str, ms: ModuleSummary, in_class: DefSummary | None) -> None:
    for st in body:
        if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)):
            qual = f"{prefix}.{st.name}" if prefix else st.name
            decos = [_decorator_text(d) for d in st.decorator_list]
            start = min([st.lineno, *(d.lineno for d in st.decorator_list)])
            params, anns = _params(st.args)
            ds = DefSummary(qual, "function", start, st.end_lineno or st.lineno, decos, params, flags=_flags(decos))
            for name, p in anns.items():
                ds.locals.setdefault(name, []).append(p)
            ret = annotation_path(st.returns)
            if ret:
                ds.returns.append(ret + "()")
            _Collector(ds, ms.module, ms.package).walk(st.body)
            prev = ms.defs.get(qual)
            if prev is not None and prev.is_property and _is_accessor(decos, st.name):
                # a property's setter or deleter shares the getter's name: one node for the attribute, whose type is
                # the getter's return type; what the setter calls runs when a caller sets the attribute (the graph
                # does not tell a read from a write), so the node calls both; its lines cover the setter's too
                prev.end = max(prev.end, ds.end)
                prev.calls.extend(c for c in ds.calls if c not in prev.calls)
                prev.refs.extend(r for r in ds.refs if r not in prev.refs)
                for name, held in ds.locals.items():
                    prev.locals.setdefault(name, held)
                for name, target in ds.imports.items():
                    prev.imports.setdefault(name, target)
            else:
                ms.defs[qual] = ds
            if in_class is not None:
                for name, vals in ds.attrs.items():
                    tgt = in_class.attrs.setdefault(name, [])
                    for v in vals:
                        if v not in tgt and len(tgt) < 8:
                            tgt.append(v)
                ds.attrs = {}
            _defs(st.body, qual, ms, in_class=None)
        elif isinstance(st, ast.ClassDef):
            qual = f"{prefix}.{st.name}" if prefix else st.name
            decos = [_decorator_text(d) for d in st.decorator_list]
            start = min([st.lineno, *(d.lineno for d in st.decorator_list)])
            bases = [p.removesuffix("[]") for p in (access_path(b) for b in st.bases) if p and "?" not in p]
            cs = DefSummary(qual, "class", start, st.end_lineno or st.lineno, decos, bases=bases)
            defs = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
            body_stmts = [s for s in st.body if not isinstance(s, defs)]
            coll = _Collector(cs, ms.module, ms.package)
            coll.walk(body_stmts)
            for s in body_stmts:
                if isinstance(s, (ast.Assign, ast.AnnAssign)):
                    targets = s.targets if isinstance(s, ast.Assign) else [s.target]
                    ann = annotation_path(s.annotation) if isinstance(s, ast.AnnAssign) else None
                    for t in targets:
                        for name in _target_names(t):
                            cs.attr_lines[name] = [s.lineno, s.end_lineno or s.lineno]
                            vals = cs.attrs.setdefault(name, [])
                            if ann:
                                vals.append([qual, ann + "()"])
                            vp = access_path(s.value) if s.value is not None else None
                            if vp:
                                vals.append([qual, vp])
            cs.locals = {}  # class-body names are attributes, not variables of any function
            ms.defs[qual] = cs
            _defs(st.body, qual, ms, in_class=cs)
