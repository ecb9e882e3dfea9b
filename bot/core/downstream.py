"""What a downstream framework uses of Megatron-Bridge: the manifest in `configs/downstream/<framework>.yaml`.

`scan` reads a downstream checkout's Python files (a dict path -> text; `bridge-validate manifest` reads them
through git, bare clones too) and records every `megatron.bridge` symbol it imports and every place it uses one,
as an *access path* from the imported symbol (`megatron.bridge.AutoBridge.from_hf_pretrained().export_hf_weights()`)
with the file, line and enclosing function. Values are followed through the downstream code the way they flow
at run time, flow-insensitively: assignments, tuple unpacking of a function's returned tuple, `self.<attr>`
attributes, re-exports between downstream modules, function-local imports. The Bridge side of each path is
resolved later, against the Bridge tree at the PR head (bot.core.callgraph), so the manifest depends only on the
downstream ref it was made from.

The manifest is generated, never hand-edited; `load_manifest` validates it. Pure except `load_manifest`/`dump`.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from bot.core.config import ConfigError
from bot.core.pysummary import module_name

__all__ = ["Manifest", "Site", "SiteKind", "dump_manifest", "load_manifest", "scan", "site_kind"]

ROOT = "megatron.bridge"
SiteKind = Literal["prod", "test", "example"]
_MAX_ROUNDS = 8
_MAX_ORIGINS = 6


class Site(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    file: str
    line: int = Field(ge=1)
    function: str = Field(description="enclosing def, dotted ('Class.method'); '<module>' at module level")
    use: Literal["import", "call", "attribute", "reference"]
    kind: SiteKind = "prod"


class Manifest(BaseModel):
    """Every Bridge symbol a downstream checkout uses, with its sites (see module docstring)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    framework: str
    repository: str
    ref: str = Field(pattern=r"^[0-9a-f]{40}$")
    generated_by: str
    symbols: dict[str, list[Site]]

    def sites(self, kinds: Iterable[SiteKind] = ("prod",)) -> Iterable[tuple[str, Site]]:
        wanted = set(kinds)
        for sym, sites in self.symbols.items():
            for s in sites:
                if s.kind in wanted:
                    yield sym, s


def site_kind(path: str) -> SiteKind:
    parts = path.split("/")
    if parts[0] in ("tests", "test") or any(p.startswith("test_") for p in parts) or "tests" in parts:
        return "test"
    if parts[0] in ("examples", "recipes", "scripts", "tools", "docs", "benchmarks", "tutorials"):
        return "example"
    return "prod"


# ---------------------------------------------------------------------------------------------------------


class _Func:
    def __init__(self, module: str, qual: str, node: ast.AST | None, cls: str | None) -> None:
        self.module = module
        self.qual = qual
        self.node = node
        self.cls = cls  # qualname of the class a method belongs to
        self.imports: dict[str, str] = {}
        self.locals: dict[str, set[str]] = {}
        self.returns: dict[int | None, set[str]] = {}


class _Module:
    def __init__(self, name: str, path: str, package: bool, tree: ast.Module) -> None:
        self.name = name
        self.path = path
        self.package = package
        self.tree = tree
        self.bindings: dict[str, str] = {}  # name -> absolute dotted target (Bridge or downstream)
        self.globals: dict[str, set[str]] = {}  # module-level names holding Bridge values
        self.funcs: dict[str, _Func] = {}
        self.classes: dict[str, list[str]] = {}  # class qualname -> its annotated fields, in order
        self.top = _Func(name, "", None, None)


def _abs(module: str, package: bool, level: int, target: str | None) -> str:
    if level == 0:
        return target or ""
    parts = module.split(".")
    base = parts if package else parts[:-1]
    if level > 1:
        base = base[: len(base) - (level - 1)]
    return ".".join([*base, *([target] if target else [])])


def _bind(node: ast.Import | ast.ImportFrom, mod: _Module, out: dict[str, str]) -> None:
    if isinstance(node, ast.Import):
        for a in node.names:
            if a.asname:
                out[a.asname] = a.name
            else:
                top = a.name.split(".")[0]
                out.setdefault(top, top)
        return
    base = _abs(mod.name, mod.package, node.level, node.module)
    for a in node.names:
        if a.name != "*":
            out[a.asname or a.name] = f"{base}.{a.name}" if base else a.name


def _is_bridge(origin: str) -> bool:
    return origin == ROOT or origin.startswith(ROOT + ".") or origin.startswith(ROOT + "(")


def _bounded(origin: str) -> bool:
    """Values are followed a few steps past the Bridge API (a bridge, its provider, the model it builds);
    past that they are tensors and outputs, which say nothing about Bridge code."""
    calls = origin.count("()")
    tail = origin.rsplit("()", 1)[-1] if calls else ""
    return calls <= 3 and origin.count("[]") <= 1 and tail.count(".") <= 2 and "()()" not in origin


class _Scanner:
    def __init__(self, files: Mapping[str, str], root: str = "") -> None:
        self.mods: dict[str, _Module] = {}
        for path, text in sorted(files.items()):
            mn = module_name(path, root)
            if mn is None:
                continue
            try:
                tree = ast.parse(text)
            except (SyntaxError, ValueError, RecursionError):
                continue
            self.mods[mn[0]] = _Module(mn[0], path, mn[1], tree)
        self.self_attrs: dict[str, set[str]] = {}
        self.fields: dict[tuple[str, str], set[str]] = {}  # (downstream class, field) -> values
        self.changed = True
        for m in self.mods.values():
            self._index(m)

    # -- indexing -----------------------------------------------------------------------------------------

    def _index(self, m: _Module) -> None:
        def walk(body: list[ast.stmt], prefix: str, cls: str | None, func: _Func) -> None:
            for st in body:
                if isinstance(st, (ast.Import, ast.ImportFrom)):
                    _bind(st, m, m.bindings if func is m.top else func.imports)
                elif isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    q = f"{prefix}.{st.name}" if prefix else st.name
                    f = _Func(m.name, q, st, cls)
                    m.funcs[q] = f
                    walk(st.body, q, None, f)
                elif isinstance(st, ast.ClassDef):
                    q = f"{prefix}.{st.name}" if prefix else st.name
                    m.classes[q] = [
                        b.target.id
                        for b in st.body
                        if isinstance(b, ast.AnnAssign) and isinstance(b.target, ast.Name)
                        and "ClassVar" not in ast.unparse(b.annotation)
                    ]
                    walk(st.body, q, q, func)
                else:
                    for sub in ast.iter_child_nodes(st):
                        if isinstance(sub, ast.stmt):
                            walk([sub], prefix, cls, func)

        walk(m.tree.body, "", None, m.top)

    # -- resolution ---------------------------------------------------------------------------------------

    def _resolve_abs(self, dotted: str, depth: int = 0) -> set[str]:
        """Bridge origins a dotted name (Bridge, or a downstream module member) denotes."""
        if depth > 8:
            return set()
        if _is_bridge(dotted) or dotted == "megatron":
            return {dotted}
        parts = dotted.split(".")
        for i in range(len(parts), 0, -1):
            mod = ".".join(parts[:i])
            if mod in self.mods and i < len(parts):
                got = self._module_member(self.mods[mod], parts[i], depth + 1)
                return {f"{o}.{'.'.join(parts[i + 1:])}" if i + 1 < len(parts) else o for o in got}
        return set()

    def _module_member(self, m: _Module, name: str, depth: int) -> set[str]:
        if name in m.globals:
            return set(m.globals[name])
        if name in m.bindings:
            return self._resolve_abs(m.bindings[name], depth + 1)
        return set()

    def _class_of(self, f: _Func, expr: ast.expr) -> str | None:
        """`module.Class` when a call expression names a downstream class."""
        if not isinstance(expr, ast.Name):
            return None
        m = self.mods[f.module]
        if expr.id in m.classes:
            return f"{m.name}.{expr.id}"
        target = f.imports.get(expr.id) or m.bindings.get(expr.id)
        if target and "." in target:
            mod, _, name = target.rpartition(".")
            if mod in self.mods and name in self.mods[mod].classes:
                return target
        return None

    def _func_target(self, f: _Func, expr: ast.expr) -> _Func | None:
        """The downstream function a call expression names, if any."""
        if isinstance(expr, ast.Name):
            m = self.mods[f.module]
            if expr.id in m.funcs:
                return m.funcs[expr.id]
            target = f.imports.get(expr.id) or m.bindings.get(expr.id)
            if target:
                parts = target.split(".")
                for i in range(len(parts) - 1, 0, -1):
                    mod = ".".join(parts[:i])
                    if mod in self.mods:
                        return self.mods[mod].funcs.get(".".join(parts[i:]))
            return None
        if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name) and expr.value.id == "self":
            # self.method(): the method of the enclosing class
            cls = f.qual.rsplit(".", 1)[0] if "." in f.qual else None
            if cls:
                return self.mods[f.module].funcs.get(f"{cls}.{expr.attr}")
        if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name):
            target = f.imports.get(expr.value.id) or self.mods[f.module].bindings.get(expr.value.id)
            if target and target in self.mods:
                return self.mods[target].funcs.get(expr.attr)
        return None

    def origins(self, expr: ast.expr | None, f: _Func) -> set[str]:
        if expr is None:
            return set()
        if isinstance(expr, ast.Name):
            if expr.id in f.locals:
                return set(f.locals[expr.id])
            if expr.id in f.imports:
                return self._resolve_abs(f.imports[expr.id])
            m = self.mods[f.module]
            return self._module_member(m, expr.id, 0)
        if isinstance(expr, ast.Attribute):
            base = self.origins(expr.value, f)
            if base:
                out_a: set[str] = set()
                for o in base:
                    if o.startswith("@"):
                        out_a |= self.fields.get((o[1:], expr.attr), set())
                    elif _is_bridge(o + "." + expr.attr):
                        out_a.add(o + "." + expr.attr)
                return out_a
            if isinstance(expr.value, ast.Name) and expr.value.id == "self" and expr.attr in self.self_attrs:
                return set(self.self_attrs[expr.attr])
            if isinstance(expr.value, ast.Name):
                target = f.imports.get(expr.value.id) or self.mods[f.module].bindings.get(expr.value.id)
                if target and target in self.mods:
                    return self._module_member(self.mods[target], expr.attr, 0)
            return set()
        if isinstance(expr, ast.Call):
            base = {o for o in self.origins(expr.func, f) if not o.startswith("@")}
            if base:
                return {o + "()" for o in base}
            cls = self._class_of(f, expr.func)
            if cls is not None:
                return {"@" + cls}  # an instance of a downstream class (its fields may hold Bridge values)
            tgt = self._func_target(f, expr.func)
            if tgt is not None:
                return set(tgt.returns.get(None, set()))
            return set()
        if isinstance(expr, ast.Subscript):
            return {o + "[]" for o in self.origins(expr.value, f)}
        if isinstance(expr, ast.IfExp):
            return self.origins(expr.body, f) | self.origins(expr.orelse, f)
        if isinstance(expr, ast.BoolOp):
            out: set[str] = set()
            for v in expr.values:
                out |= self.origins(v, f)
            return out
        if isinstance(expr, ast.Await):
            return self.origins(expr.value, f)
        return set()

    def _add(self, target: dict, key: object, vals: Iterable[str]) -> None:
        cur = target.setdefault(key, set())
        for v in sorted(vals):  # sorted: the cap keeps the same origins whatever the hash seed
            while "[][]" in v:  # `x = x[0]` in a loop: an element of an element is still an element
                v = v.replace("[][]", "[]")
            if v not in cur and len(cur) < _MAX_ORIGINS and (v.startswith("@") or (_is_bridge(v) and _bounded(v))):
                cur.add(v)
                self.changed = True

    def _assign(self, f: _Func, targets: list[ast.expr], value: ast.expr | None) -> None:
        if value is None:
            return
        for t in targets:
            if isinstance(t, (ast.Tuple, ast.List)):
                tgt_fn = self._func_target(f, value.func) if isinstance(value, ast.Call) else None
                for i, el in enumerate(t.elts):
                    if tgt_fn is not None:
                        vals = tgt_fn.returns.get(i, set())
                    elif isinstance(value, (ast.Tuple, ast.List)) and i < len(value.elts):
                        vals = self.origins(value.elts[i], f)
                    else:
                        vals = set()
                    if vals:
                        self._assign_one(f, el, vals)
                continue
            vals = self.origins(value, f)
            if vals:
                self._assign_one(f, t, vals)

    def _assign_one(self, f: _Func, t: ast.expr, vals: set[str]) -> None:
        if isinstance(t, ast.Name):
            if f.node is None:
                self._add(self.mods[f.module].globals, t.id, vals)
            else:
                self._add(f.locals, t.id, vals)
        elif isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self":
            self._add(self.self_attrs, t.attr, vals)

    def _flow(self, f: _Func) -> None:
        body = f.node.body if f.node is not None else self.mods[f.module].tree.body  # type: ignore[attr-defined]
        for n in _walk_scope(body):
            if isinstance(n, ast.Assign):
                self._assign(f, n.targets, n.value)
            elif isinstance(n, ast.AnnAssign):
                self._assign(f, [n.target], n.value)
            elif isinstance(n, (ast.With, ast.AsyncWith)):
                for item in n.items:
                    if item.optional_vars is not None:
                        self._assign(f, [item.optional_vars], item.context_expr)
            elif isinstance(n, ast.Call):
                self._pass_args(f, n)
            elif isinstance(n, ast.Return) and f.node is not None and n.value is not None:
                if isinstance(n.value, ast.Tuple):
                    for i, el in enumerate(n.value.elts):
                        self._add(f.returns, i, self.origins(el, f))
                else:
                    self._add(f.returns, None, self.origins(n.value, f))

    def _pass_args(self, f: _Func, call: ast.Call) -> None:
        """Bridge values passed to a downstream function flow into its parameters; passed by keyword to a
        downstream class, they become that object's attribute (a dataclass/NamedTuple field)."""
        if not call.args and not call.keywords:
            return
        cls = self._class_of(f, call.func)
        if cls is not None:
            mod, _, name = cls.rpartition(".")
            order = self.mods[mod].classes.get(name, [])
            pairs = [
                (order[i], a) for i, a in enumerate(call.args) if i < len(order) and not isinstance(a, ast.Starred)
            ]
            pairs += [(kw.arg, kw.value) for kw in call.keywords if kw.arg]
            for fld, arg in pairs:
                vals = self.origins(arg, f)
                if vals:
                    self._add(self.fields, (cls, fld), vals)
            return
        tgt = self._func_target(f, call.func)
        if tgt is None or tgt.node is None:
            return
        a = tgt.node.args  # type: ignore[attr-defined]
        params = [x.arg for x in [*a.posonlyargs, *a.args]]
        if params and params[0] in ("self", "cls") and isinstance(call.func, ast.Attribute):
            params = params[1:]
        for i, arg in enumerate(call.args):
            if i < len(params) and not isinstance(arg, ast.Starred):
                vals = self.origins(arg, f)
                if vals:
                    self._add(tgt.locals, params[i], vals)
        names = {x.arg for x in [*a.posonlyargs, *a.args, *a.kwonlyargs]}
        for kw in call.keywords:
            if kw.arg and kw.arg in names:
                vals = self.origins(kw.value, f)
                if vals:
                    self._add(tgt.locals, kw.arg, vals)

    def run(self) -> None:
        rounds = 0
        while self.changed and rounds < _MAX_ROUNDS:
            self.changed = False
            rounds += 1
            for m in self.mods.values():
                self._flow(m.top)
                for f in m.funcs.values():
                    self._flow(f)

    # -- sites --------------------------------------------------------------------------------------------

    def sites(self) -> dict[str, set[tuple[str, int, str, str]]]:
        out: dict[str, set[tuple[str, int, str, str]]] = {}

        def add(sym: str, m: _Module, line: int, func: str, use: str) -> None:
            if _is_bridge(sym) and _bounded(sym):
                out.setdefault(sym, set()).add((m.path, line, func or "<module>", use))

        for m in self.mods.values():
            for f in [m.top, *m.funcs.values()]:
                body = f.node.body if f.node is not None else m.tree.body  # type: ignore[attr-defined]
                # imports of Bridge symbols
                for n in _walk_scope(body):
                    if isinstance(n, (ast.Import, ast.ImportFrom)):
                        tmp: dict[str, str] = {}
                        _bind(n, m, tmp)
                        for name, target in tmp.items():
                            for o in self._resolve_abs(target):
                                if o != "megatron":
                                    add(o, m, n.lineno, f.qual, "import")
                            if isinstance(n, ast.Import) and name == "megatron":
                                for a in n.names:
                                    if _is_bridge(a.name):
                                        add(a.name, m, n.lineno, f.qual, "import")
                parents: dict[int, ast.AST] = {}
                nodes = list(_walk_scope(body, parents))
                for n in nodes:
                    if isinstance(n, ast.Call):
                        for o in self.origins(n.func, f):
                            add(o + "()", m, n.lineno, f.qual, "call")
                    elif isinstance(n, (ast.Attribute, ast.Name)) and isinstance(n.ctx, ast.Load):
                        parent = parents.get(id(n))
                        if isinstance(parent, ast.Call) and parent.func is n:
                            continue
                        if isinstance(parent, ast.Attribute) and parent.value is n and self.origins(parent, f):
                            continue
                        if isinstance(parent, (ast.Import, ast.ImportFrom)):
                            continue
                        if isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name) and parent.func.id in (
                            "isinstance", "issubclass", "type"
                        ):
                            continue  # a type test checks a class, it does not use it
                        for o in self.origins(n, f):
                            if o == "megatron":
                                continue
                            add(o, m, n.lineno, f.qual, "attribute" if isinstance(n, ast.Attribute) else "reference")
        return out


def _walk_scope(body: list[ast.stmt], parents: dict[int, ast.AST] | None = None) -> Iterable[ast.AST]:
    """Every node of a scope's body, not descending into nested defs or classes (their decorators and
    defaults belong to this scope)."""
    todo: list[ast.AST] = list(reversed(body))
    while todo:
        n = todo.pop()
        yield n
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            kids: list[ast.AST] = list(n.decorator_list)
            if isinstance(n, ast.ClassDef):
                # class bodies run in the enclosing scope's context for our purposes (attributes, not defs)
                kids.extend(s for s in n.body if not isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)))
            else:
                kids.extend(n.args.defaults)
        else:
            kids = list(ast.iter_child_nodes(n))
        for c in reversed(kids):
            if parents is not None:
                parents[id(c)] = n
            todo.append(c)


def scan(files: Mapping[str, str], *, framework: str, repository: str, ref: str, root: str = "") -> Manifest:
    """The manifest of one downstream checkout (path -> text of its Python files)."""
    sc = _Scanner(files, root)
    sc.run()
    raw = sc.sites()
    symbols: dict[str, list[Site]] = {}
    for sym in sorted(raw):
        sites = [
            Site(file=p, line=ln, function=fn, use=use, kind=site_kind(p))
            for p, ln, fn, use in sorted(raw[sym])
        ]
        symbols[sym] = sites
    return Manifest(
        framework=framework,
        repository=repository,
        ref=ref,
        generated_by="bridge-validate manifest",
        symbols=symbols,
    )


_HEADER = """\
# GENERATED by `bridge-validate manifest` from {repository} at {ref}: do not edit by hand.
# Every megatron.bridge symbol this checkout imports and every place it uses one: an access path from the
# imported symbol (`()` = a call, `[]` = indexing) -> sites (file, line, enclosing function, use, kind:
# prod | test | example). Refresh: README, "Downstream manifests".
"""


def dump_manifest(m: Manifest) -> str:
    """YAML with one line per site, so a refresh diff reads line by line."""
    q = json.dumps  # JSON strings are valid YAML scalars
    lines = [
        _HEADER.format(repository=m.repository, ref=m.ref).rstrip("\n"),
        f"framework: {q(m.framework)}",
        f"repository: {q(m.repository)}",
        f"ref: {q(m.ref)}",
        f"generated_by: {q(m.generated_by)}",
        "symbols:" + ("" if m.symbols else " {}"),
    ]
    for sym, sites in m.symbols.items():
        lines.append(f"  {q(sym)}:")
        for s in sites:
            lines.append(
                f"  - {{file: {q(s.file)}, line: {s.line}, function: {q(s.function)}, use: {s.use}, kind: {s.kind}}}"
            )
    return "\n".join(lines) + "\n"


_SYMBOL = re.compile(r"^megatron\.bridge(\.[A-Za-z_]\w*)*((\(\))|(\[\])|(\.[A-Za-z_]\w*))*$")


def load_manifest(path: Path) -> Manifest:
    """Load and validate a generated manifest; errors name the file and the entry."""
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # noqa: S506
    except OSError as exc:
        raise ConfigError(path, f"cannot read: {exc.strerror or exc}") from None
    except yaml.YAMLError as exc:
        raise ConfigError(path, f"not valid YAML: {exc}") from None
    if not isinstance(data, dict):
        raise ConfigError(path, "expected a top-level mapping")
    syms = data.get("symbols")
    if isinstance(syms, dict):
        for sym in syms:
            if not isinstance(sym, str) or not _SYMBOL.match(sym):
                raise ConfigError(path, "not a megatron.bridge access path", entry=f"symbols[{sym!r}]")
    try:
        return Manifest.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = ".".join(str(x) for x in err["loc"])
        raise ConfigError(path, err["msg"], entry=loc) from None
