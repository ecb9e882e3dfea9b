#!/usr/bin/env python3
"""Import cycles and layer violations over `bot` and `runners`, imports inside functions included.

    python scripts/import_cycles.py            # prints the layers, every cycle and every upward import; exit 1 if any

Every `import` / `from … import` statement counts wherever it sits: module level, inside a function, under
`if TYPE_CHECKING:`. `from a.b import c` is an edge to `a.b.c` when that is a module, else to `a.b`. Relative
imports are resolved. Layers, lowest first (a module may import its own layer and lower ones only):

    runners < bot.core < bot.infra < bot.dispatch < bot.service < bot.cli

The planning core must also stay free of the web, database and GitHub stacks (FORBIDDEN_IN_CORE).
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("bot", "runners")
LAYERS = ("runners", "bot.core", "bot.infra", "bot.dispatch", "bot.service", "bot.cli")
FORBIDDEN_IN_CORE = ("fastapi", "starlette", "uvicorn", "sqlalchemy", "psycopg", "githubkit", "httpx")


@dataclass(frozen=True)
class Edge:
    src: str
    dst: str
    line: int


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Dotted module name -> file, for every module of PACKAGES."""
    out: dict[str, Path] = {}
    for pkg in PACKAGES:
        for path in sorted((root / pkg).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            out[".".join(parts)] = path
    return out


def _targets(mod: str, path: Path, node: ast.Import | ast.ImportFrom, known: dict[str, Path]) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    base = node.module or ""
    if node.level:
        parts = mod.split(".")
        if path.name != "__init__.py":
            parts = parts[:-1]
        parts = parts[: len(parts) - (node.level - 1)]
        base = ".".join([*parts, base] if base else parts)
    return [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]


def edges(root: Path = ROOT) -> list[Edge]:
    """Every import between modules of PACKAGES (each target trimmed to the nearest known module)."""
    known = modules(root)
    out: list[Edge] = []
    for mod, path in known.items():
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            for target in _targets(mod, path, node, known):
                while target and target not in known and "." in target:
                    target = target.rsplit(".", 1)[0]
                if target in known and target != mod:
                    out.append(Edge(mod, target, node.lineno))
    return out


def external_imports(root: Path = ROOT) -> dict[str, set[str]]:
    """Module -> the top-level names of everything it imports from outside PACKAGES."""
    known = modules(root)
    out: dict[str, set[str]] = {}
    for mod, path in known.items():
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                names.add(node.module.split(".")[0])
        out[mod] = {n for n in names if n not in PACKAGES}
    return out


def cycles(graph_edges: Iterable[Edge]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan), each sorted."""
    graph: dict[str, set[str]] = {}
    for e in graph_edges:
        graph.setdefault(e.src, set()).add(e.dst)
        graph.setdefault(e.dst, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


def layer_of(mod: str) -> int | None:
    best: tuple[int, int] | None = None  # (prefix length, layer index)
    for i, name in enumerate(LAYERS):
        if (mod == name or mod.startswith(name + ".")) and (best is None or len(name) > best[0]):
            best = (len(name), i)
    return None if best is None else best[1]


def upward(graph_edges: Iterable[Edge]) -> list[Edge]:
    """Imports from a lower layer into a higher one (a module of no layer, e.g. `bot`, is exempt)."""
    out = []
    for e in graph_edges:
        a, b = layer_of(e.src), layer_of(e.dst)
        if a is not None and b is not None and b > a:
            out.append(e)
    return out


def core_violations(root: Path = ROOT) -> list[str]:
    """Planning-core modules that import the web, database or GitHub stacks."""
    return [
        f"{mod} imports {name}"
        for mod, names in sorted(external_imports(root).items())
        if layer_of(mod) == LAYERS.index("bot.core")
        for name in sorted(names)
        if name in FORBIDDEN_IN_CORE
    ]


def main() -> int:
    es = edges()
    cyc = cycles(es)
    up = upward(es)
    core = core_violations()
    print(f"{len(modules())} modules, {len(es)} imports between them; layers (lowest first): {' < '.join(LAYERS)}")
    print(f"cycles: {len(cyc)}")
    for c in cyc:
        print("  " + " <-> ".join(c))
    print(f"upward imports: {len(up)}")
    for e in up:
        print(f"  {e.src}:{e.line} imports {e.dst}")
    print(f"planning core importing web/database/GitHub stacks: {len(core)}")
    for line in core:
        print("  " + line)
    return 1 if (cyc or up or core) else 0


if __name__ == "__main__":
    sys.exit(main())
