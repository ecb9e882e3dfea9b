"""Reading a Python change: which changed lines are code, and which function or class they sit in.

The classifier's content rules should fire on behaviour, not on prose: a changed comment, docstring, log
message, exception text or type hint needs no downstream run (bench/README.md: "cosmetic edits ... need
nothing"). This module turns a unified-diff patch into `ChangedLine`s that carry

- `kind`: code, import, comment, docstring, message (log calls, raise/assert texts), annotation, blank;
- `scope`: the qualified def/class the line sits in ("AutoBridge.save_hf_weights"), "" at module level;
- `new_definition`: the line belongs to a top-level function (or undecorated class) the change adds or
  deletes as a whole: such code runs only where it is called, and its call sites are changed lines too;
- `cosmetic_hunk`: the hunk's code tokens are identical on both sides (only prose/format/hints changed);
- `changed_tokens`: the line's code tokens that differ between the hunk's sides (a token-level diff);
- `renames`: when the hunk's code tokens differ only by names, one old name always becoming the same new one,
  the (old, new) pairs: a candidate mechanical rename. Whether it is one is a question about the whole change
  (bot.core.classify.confirmed_renames): `strict=True` -> `strict=False` differs by a name too.

With the full old/new sources (git input) everything is exact (tokenize + ast). With only the patch
(`--patch`, GitHub's pull-files API) the same token rules run on each hunk side, and scopes come from the
hunk header plus the def/class lines inside the hunk. Pure functions; no I/O.
"""

from __future__ import annotations

import ast
import difflib
import io
import itertools
import re
import token as tok
import tokenize
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Literal, cast

__all__ = ["ChangedLine", "Hunk", "LineKind", "analyze", "parse_hunks"]

LineKind = Literal["code", "import", "comment", "docstring", "message", "annotation", "blank"]
Side = Literal["+", "-"]

_HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@ ?(.*)$")
_DEF = re.compile(r"^(\s*)(?:async\s+)?(def|class)\s+([A-Za-z_]\w*)")
_HEADER_DEF = re.compile(r"(?:async\s+)?(?:def|class)\s+([A-Za-z_]\w*)")

# Calls whose arguments are only words for a human: logging, printing, warnings.
_LOGGER_NAMES = {"logger", "logging", "log", "_logger", "LOGGER", "LOG", "_log", "warnings", "console"}
_LOG_METHODS = {
    "debug",
    "info",
    "warning",
    "warn",
    "error",
    "exception",
    "critical",
    "fatal",
    "log",
    "warning_once",
    "info_once",
    "warn_once",
}
_LOG_FUNCS = {
    "print",
    "print_rank_0",
    "print_rank_last",
    "warn_rank_0",
    "log_single_rank",
    "log_rank_0",
    "logger_warning_once",
    "rank_zero_info",
    "rank_zero_warn",
    "print_once",
}

_FSTRING_START = getattr(tok, "FSTRING_START", -1)
_FSTRING_END = getattr(tok, "FSTRING_END", -1)
_LAYOUT = {tok.NL, tok.NEWLINE, tok.INDENT, tok.DEDENT, tok.ENDMARKER, tok.ENCODING}


@dataclass(frozen=True)
class ChangedLine:
    side: Side
    lineno: int
    text: str
    kind: LineKind
    scope: str
    new_definition: bool
    hunk: int
    cosmetic_hunk: bool
    renames: tuple[tuple[str, str], ...] = ()
    # The code tokens of this line that the change inserted, deleted or replaced (token diff of the hunk's two
    # sides); None when unknown. A rule reads what changed, not what a changed line merely mentions.
    changed_tokens: frozenset[str] | None = None
    # "Class.NAME" when the line belongs to a class-level assignment (`CONFIG_MAPPING = [...]`, a dataclass
    # field), "" otherwise or when only the patch is known: what the line declares, where `scope` is the class.
    attr: str = ""
    # The bases of the innermost class the line sits in, as written (`MegatronModule`, `torch.nn.Module`); empty
    # outside a class or when only the patch is known: what kind of thing the class is, where `scope` names it.
    class_bases: tuple[str, ...] = ()

    @property
    def live(self) -> bool:
        """Behaviour can change through this line."""
        return self.kind == "code" and not self.cosmetic_hunk and not self.new_definition


@dataclass
class Hunk:
    old_start: int
    old_len: int
    new_start: int
    new_len: int
    header: str
    lines: list[tuple[str, str]] = field(default_factory=list)  # (marker ' ', '+', '-'; text)


def parse_hunks(patch: str) -> list[Hunk]:
    """The hunks of one file's patch (file headers, if any, are skipped)."""
    hunks: list[Hunk] = []
    cur: Hunk | None = None
    for raw in patch.splitlines():
        m = _HUNK.match(raw)
        if m:
            cur = Hunk(
                int(m[1]),
                int(m[2]) if m[2] is not None else 1,
                int(m[3]),
                int(m[4]) if m[4] is not None else 1,
                m[5].strip(),
            )
            hunks.append(cur)
            continue
        if cur is None:
            continue
        if raw.startswith("\\"):  # "\ No newline at end of file"
            continue
        marker, text = (raw[:1], raw[1:]) if raw else (" ", "")
        if marker not in " +-":
            continue
        cur.lines.append((marker, text))
    return hunks


# ---------------------------------------------------------------------------------------------------------
# Token classes


@dataclass(frozen=True)
class _Tok:
    type: int
    string: str
    start: tuple[int, int]
    end: tuple[int, int]


def _tokens(text: str) -> tuple[list[_Tok], bool]:
    """Tokens of `text`; the flag says the whole text tokenized (no error part-way)."""
    out: list[_Tok] = []
    try:
        for t in tokenize.generate_tokens(io.StringIO(text).readline):
            out.append(_Tok(t.type, t.string, t.start, t.end))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return out, False
    return out, True


def _string_unit_end(toks: list[_Tok], i: int) -> int:
    """Index after the string starting at i (a plain STRING or a 3.12 f-string token run)."""
    if toks[i].type != _FSTRING_START:
        return i + 1
    depth = 0
    j = i
    while j < len(toks):
        if toks[j].type == _FSTRING_START:
            depth += 1
        elif toks[j].type == _FSTRING_END:
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return j


def _is_string(t: _Tok) -> bool:
    return t.type == tok.STRING or t.type == _FSTRING_START


def _matching(toks: list[_Tok], i: int, end: int) -> int:
    """Index of the bracket closing the one at i (or end)."""
    depth = 0
    for j in range(i, end):
        s = toks[j].string
        if toks[j].type == tok.OP and s in "([{":
            depth += 1
        elif toks[j].type == tok.OP and s in ")]}":
            depth -= 1
            if depth == 0:
                return j
    return end


def _classify_statement(toks: list[_Tok], a: int, b: int, kinds: list[str]) -> None:
    """Give each token in toks[a:b] (one logical line, layout tokens excluded) its class."""
    idx = [i for i in range(a, b) if toks[i].type not in _LAYOUT and toks[i].type != tok.COMMENT]
    for i in range(a, b):
        if toks[i].type == tok.COMMENT:
            kinds[i] = "comment"
        elif toks[i].type in _LAYOUT:
            kinds[i] = "layout"
    if not idx:
        return
    first = toks[idx[0]]

    def mark(lo: int, hi: int, kind: str) -> None:
        for i in range(lo, hi):
            if toks[i].type not in _LAYOUT and toks[i].type != tok.COMMENT:
                kinds[i] = kind

    # A statement that is only a string (docstrings, attribute docstrings).
    j = idx[0]
    only_strings = True
    while j < b:
        if toks[j].type in _LAYOUT or toks[j].type == tok.COMMENT:
            j += 1
            continue
        if not _is_string(toks[j]):
            only_strings = False
            break
        j = _string_unit_end(toks, j)
    if only_strings:
        mark(a, b, "doc")
        return
    mark(a, b, "sem")
    if first.type == tok.NAME and first.string in ("import", "from"):
        mark(a, b, "import")
        return
    # logger.info(...), print_rank_0(...), warnings.warn(...) as a whole statement
    k = 0
    names: list[str] = []
    while k < len(idx) and toks[idx[k]].type == tok.NAME:
        names.append(toks[idx[k]].string)
        if k + 1 < len(idx) and toks[idx[k + 1]].string == ".":
            k += 2
            continue
        k += 1
        break
    if names and k < len(idx) and toks[idx[k]].string == "(":
        close = _matching(toks, idx[k], b)
        rest = [i for i in idx if i > close]
        is_log = (len(names) >= 2 and names[0] in _LOGGER_NAMES and names[-1] in _LOG_METHODS) or (
            names[-1] in _LOG_FUNCS
        )
        if is_log and not rest:
            mark(a, b, "msg")
            return
    if first.type == tok.NAME and first.string == "raise":
        # raise Error("text", ...): the texts are messages
        for p in idx:
            if toks[p].string == "(":
                close = _matching(toks, p, b)
                q = p + 1
                while q < close:
                    if _is_string(toks[q]):
                        e = _string_unit_end(toks, q)
                        mark(q, e, "msg")
                        q = e
                    else:
                        q += 1
                break
        return
    if first.type == tok.NAME and first.string == "assert":
        depth = 0
        for p in idx:
            s = toks[p].string
            if toks[p].type == tok.OP and s in "([{":
                depth += 1
            elif toks[p].type == tok.OP and s in ")]}":
                depth -= 1
            elif toks[p].type == tok.OP and s == "," and depth == 0:
                mark(p, b, "msg")
                break
        return
    if first.type == tok.NAME and first.string in ("def", "async"):
        _mark_def_annotations(toks, idx, b, mark)
        return
    # Annotated assignment: name[.attr]: T [= v]
    p = 0
    while p + 2 < len(idx) and toks[idx[p]].type == tok.NAME and toks[idx[p + 1]].string == ".":
        p += 2
    if p + 1 < len(idx) and toks[idx[p]].type == tok.NAME and toks[idx[p + 1]].string == ":":
        colon = idx[p + 1]
        depth = 0
        stop = b
        for q in idx[p + 2 :]:
            s = toks[q].string
            if toks[q].type == tok.OP and s in "([{":
                depth += 1
            elif toks[q].type == tok.OP and s in ")]}":
                depth -= 1
            elif toks[q].type == tok.OP and s == "=" and depth == 0:
                stop = q
                break
        mark(colon, stop, "ann")


def _mark_def_annotations(
    toks: list[_Tok], idx: list[int], b: int, mark: Callable[[int, int, str], None]
) -> None:
    try:
        open_i = next(i for i in idx if toks[i].string == "(")
    except StopIteration:
        return
    close = min(_matching(toks, open_i, b), b - 1)
    depth = 0
    ann_from: int | None = None
    for i in range(open_i, close + 1):
        s = toks[i].string
        if toks[i].type == tok.OP and s in "([{":
            depth += 1
        elif toks[i].type == tok.OP and s in ")]}":
            if depth == 1 and ann_from is not None:
                mark(ann_from, i, "ann")
                ann_from = None
            depth -= 1
        elif depth == 1 and toks[i].type == tok.OP and s == ":" and ann_from is None:
            ann_from = i
        elif depth == 1 and toks[i].type == tok.OP and s in (",", "=") and ann_from is not None:
            mark(ann_from, i, "ann")
            ann_from = None
    arrow = next((i for i in idx if i > close and toks[i].string == "->"), None)
    if arrow is not None:
        colon = max((i for i in idx if i > arrow and toks[i].string == ":"), default=None)
        if colon is not None:
            mark(arrow, colon, "ann")


def _token_kinds(toks: list[_Tok]) -> list[str]:
    kinds = ["sem"] * len(toks)
    start = 0
    for i, t in enumerate(toks):
        if t.type in (tok.NEWLINE, tok.INDENT, tok.DEDENT, tok.ENDMARKER):
            _classify_statement(toks, start, i + 1, kinds)
            start = i + 1
    if start < len(toks):
        _classify_statement(toks, start, len(toks), kinds)
    return kinds


_KIND_OF = {"comment": "comment", "doc": "docstring", "msg": "message", "ann": "annotation"}


@dataclass
class _SideView:
    """Per-line facts about one side (old or new) of a file, or of one hunk's text."""

    line_kinds: dict[int, LineKind]
    sem_tokens: list[tuple[int, int, str]]  # (line, type, string) of code tokens, in order
    complete: bool  # the text tokenized without error: absent lines are unknown, not blank


def _side_view(text: str, first_line: int = 1) -> _SideView:
    toks, complete = _tokens(text)
    kinds = _token_kinds(toks)
    per_line: dict[int, set[str]] = {}
    sem: list[tuple[int, int, str]] = []
    for t, k in zip(toks, kinds, strict=True):
        if k == "layout":
            continue
        for row in range(t.start[0], t.end[0] + 1):
            per_line.setdefault(row + first_line - 1, set()).add(k)
        if k in ("sem", "import"):
            sem.append((t.start[0] + first_line - 1, t.type, t.string))
    line_kinds: dict[int, LineKind] = {}
    for row, ks in per_line.items():
        if "import" in ks:
            line_kinds[row] = "import"
        elif "sem" in ks:
            line_kinds[row] = "code"
        else:
            for k in ("msg", "doc", "ann", "comment"):
                if k in ks:
                    line_kinds[row] = _KIND_OF[k]  # type: ignore[assignment]
                    break
    return _SideView(line_kinds, sem, complete)


# ---------------------------------------------------------------------------------------------------------
# Scopes


def _bodies(node: ast.stmt) -> list[list[ast.stmt]]:
    """The statement lists a compound statement holds (body, else, finally, each except/case body)."""
    out: list[list[ast.stmt]] = []
    for name in ("body", "orelse", "finalbody"):
        v = getattr(node, name, None)
        if isinstance(v, list) and v and isinstance(v[0], ast.stmt):
            out.append(v)
    for holder in (*getattr(node, "handlers", ()), *getattr(node, "cases", ())):
        if holder.body:
            out.append(holder.body)
    return out


def _stmt_start(node: ast.stmt) -> int:
    return min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", ()))])


def _scope_map(tree: ast.Module, nlines: int) -> list[str]:
    scopes = [""] * (nlines + 2)

    # Definitions are statements, so walking statement lists finds all of them without visiting every
    # expression node (most of a large file's tree).
    def walk(body: list[ast.stmt], prefix: str) -> None:
        for child in body:
            name = prefix
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = f"{prefix}.{child.name}" if prefix else child.name
                end = child.end_lineno or child.lineno
                for ln in range(_stmt_start(child), min(end, nlines) + 1):
                    scopes[ln] = name
            for inner in _bodies(child):
                walk(inner, name)

    walk(tree.body, "")
    return scopes


def _attr_map(tree: ast.Module) -> dict[int, str]:
    """Line -> "Class.NAME" for the lines of each class-level assignment to one name (nested classes included,
    never inside a function)."""
    out: dict[int, str] = {}

    def walk(body: list[ast.stmt], cls: str) -> None:
        for child in body:
            if isinstance(child, ast.ClassDef):
                walk(child.body, f"{cls}.{child.name}" if cls else child.name)
                continue
            if not cls:
                continue
            target: ast.expr | None = None
            if isinstance(child, ast.Assign) and len(child.targets) == 1:
                target = child.targets[0]
            elif isinstance(child, ast.AnnAssign):
                target = child.target
            if isinstance(target, ast.Name):
                for ln in range(child.lineno, (child.end_lineno or child.lineno) + 1):
                    out[ln] = f"{cls}.{target.id}"

    walk(tree.body, "")
    return out


def _dotted(node: ast.expr) -> str:
    """A base class expression as written, without its subscript or call (`Generic[T]` -> `Generic`)."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = _dotted(node.value)
        return f"{inner}.{node.attr}" if inner else ""
    if isinstance(node, (ast.Subscript, ast.Call)):
        return _dotted(node.value if isinstance(node, ast.Subscript) else node.func)
    return ""


def _bases_map(tree: ast.Module) -> dict[int, tuple[str, ...]]:
    """Line -> the bases of the innermost class the line sits in (its methods' lines included)."""
    out: dict[int, tuple[str, ...]] = {}

    def walk(body: list[ast.stmt]) -> None:
        for child in body:
            if isinstance(child, ast.ClassDef):
                bases = tuple(b for b in (_dotted(x) for x in child.bases) if b)
                for ln in range(_stmt_start(child), (child.end_lineno or child.lineno) + 1):
                    out[ln] = bases
            for inner in _bodies(child):
                walk(inner)  # a nested class overwrites its own lines

    walk(tree.body)
    return out


# Decorators that only wrap a definition; any other (e.g. `@MegatronModelBridge.register_bridge(...)`) may
# register it at import time, which makes a new definition live without a call site.
_WRAPPING_DECORATOR = re.compile(
    r"^@?\s*(functools\.)?(cache|lru_cache|cached_property|wraps|total_ordering)\b"
    r"|^@?\s*(contextlib\.)?(contextmanager|asynccontextmanager)\b"
    r"|^@?\s*torch\.(no_grad|inference_mode|enable_grad|compile|jit\.\w+)\b"
    r"|^@?\s*(typing\.)?(overload|final)\b|^@?\s*(dataclasses\.)?dataclass\b|^@?\s*deprecated\b"
)


def _wrapping_only(decorators: list[str]) -> bool:
    return all(_WRAPPING_DECORATOR.match(d.strip()) for d in decorators)


def applied_decorators(body: list[ast.stmt]) -> Iterator[tuple[str, ast.expr]]:
    """`C = F(...)(C)` at module level (also under an `if` or `try`, as a guarded registration is written):
    (C, F(...)). It is `@F(...)` on C, the call Python's decorator syntax makes."""
    for st in body:
        if isinstance(st, ast.If):
            yield from applied_decorators([*st.body, *st.orelse])
        elif isinstance(st, ast.Try):
            yield from applied_decorators([*st.body, *(s for h in st.handlers for s in h.body), *st.orelse])
        elif (
            isinstance(st, ast.Assign)
            and len(st.targets) == 1
            and isinstance(st.targets[0], ast.Name)
            and isinstance(st.value, ast.Call)
            and len(st.value.args) == 1
            and not st.value.keywords
            and isinstance(st.value.args[0], ast.Name)
            and st.value.args[0].id == st.targets[0].id
        ):
            yield st.targets[0].id, st.value.func


def _new_definitions(tree: ast.Module, other: ast.Module | None) -> set[int]:
    """Lines of top-level functions/classes in `tree` that `other` lacks (and no decorator registers, by
    syntax or by call)."""
    if other is None:
        return set()
    theirs = {
        n.name for n in other.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
    }
    applied: dict[str, list[str]] = {}
    for name, deco in applied_decorators(tree.body):
        applied.setdefault(name, []).append(ast.unparse(deco))
    lines: set[int] = set()
    for n in tree.body:
        if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) or n.name in theirs:
            continue
        if not _wrapping_only([ast.unparse(d) for d in n.decorator_list] + applied.get(n.name, [])):
            continue
        start = min([n.lineno, *(d.lineno for d in n.decorator_list)])
        lines.update(range(start, (n.end_lineno or n.lineno) + 1))
    return lines


@dataclass
class _FileView:
    side: _SideView
    scopes: list[str]
    new_defs: set[int]
    attrs: dict[int, str] = field(default_factory=dict)
    bases: dict[int, tuple[str, ...]] = field(default_factory=dict)


def _parse(source: str | None) -> ast.Module | None:
    if source is None:
        return None
    try:
        return ast.parse(source)
    except (SyntaxError, ValueError, RecursionError):
        return None


def _file_views(
    old: str | None,
    new: str | None,
    spans: tuple[list[tuple[int, int]], list[tuple[int, int]]] | None = None,
) -> tuple[_FileView, _FileView] | None:
    """Exact views of both sides, when both sources are given (or one is, for an added/deleted file).

    With `spans` (each side's hunk line ranges) only the statements around the hunks are tokenized
    (`_region_view`); the facts for those lines are the same as from the whole file, at a cost that follows
    the size of the change rather than the size of the file."""
    if old is None and new is None:
        return None
    t_old, t_new = _parse(old), _parse(new)
    if (old is not None and t_old is None) or (new is not None and t_new is None):
        return None
    views: list[_FileView] = []
    for i, (src, tree, other) in enumerate(((old, t_old, t_new), (new, t_new, t_old))):
        if src is None or tree is None:
            views.append(_FileView(_SideView({}, [], True), [], set()))
            continue
        sv = _region_view(src, tree, spans[i]) if spans is not None else None
        if sv is None:
            sv = _side_view(src)
        if not sv.complete:
            return None
        views.append(
            _FileView(
                sv,
                _scope_map(tree, src.count("\n") + 1),
                _new_definitions(tree, other),
                _attr_map(tree),
                _bases_map(tree),
            )
        )
    return views[0], views[1]


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _region(tree: ast.Module, lines: list[str], lo: int, hi: int) -> tuple[int, int, list[int]] | None:
    """Lines [start, end] of whole logical lines covering lo..hi, and the indentation of every block the
    start sits in: the innermost statement list whose statements cover the range, or None when the range
    cannot be cut out safely (a body on its header's line, a statement starting mid-line)."""
    body = tree.body
    chain: list[int] = []
    while True:
        over = [s for s in body if _stmt_start(s) <= hi and (s.end_lineno or s.lineno) >= lo]
        if not over:
            return lo, hi, chain  # comments and blank lines between statements
        first = over[0]
        start = _stmt_start(first)
        col = first.col_offset if start == first.lineno else min(
            d.col_offset - 1 for d in getattr(first, "decorator_list", ()) if d.lineno == start
        )
        if start > len(lines) or _indent(lines[start - 1]) != col:
            return None
        if len(over) == 1:
            inner = next(
                (
                    b
                    for b in _bodies(first)
                    if _stmt_start(b[0]) <= lo and hi <= (b[-1].end_lineno or b[-1].lineno)
                ),
                None,
            )
            if inner is not None and _stmt_start(inner[0]) > first.lineno:
                ln = _stmt_start(inner[0])
                if ln > len(lines):
                    return None
                width = _indent(lines[ln - 1])
                if not chain or width > chain[-1]:
                    chain.append(width)
                elif width < chain[-1]:
                    return None
                body = inner  # an `elif` is a statement of the `else` list at its `if`'s own level
                continue
        return min(lo, start), max(hi, over[-1].end_lineno or over[-1].lineno), chain


def _region_view(src: str, tree: ast.Module, spans: list[tuple[int, int]]) -> _SideView | None:
    """The side view of the hunks' lines, tokenizing only the statements around them.

    Tokens depend on the tokenizer's indentation stack only, so a run of whole logical lines starting at a
    statement, behind `if 1:` lines that rebuild the stack of the blocks it sits in, tokenizes as it does
    inside the whole file. None (use the whole file) where that cannot be assured."""
    if "\t" in src or "\r" in src or "\f" in src:
        return None
    lines = io.StringIO(src).readlines()
    regions: list[tuple[int, int, list[int]]] = []
    for lo, hi in spans:
        if hi < lo:
            continue
        r = _region(tree, lines, lo, hi)
        if r is None:
            return None
        regions.append(r)
    regions.sort(key=lambda r: r[0])
    merged: list[tuple[int, int, list[int]]] = []
    for r in regions:
        if merged and r[0] <= merged[-1][1]:
            m = merged[-1]
            merged[-1] = (m[0], max(m[1], r[1]), m[2])
        else:
            merged.append(r)
    line_kinds: dict[int, LineKind] = {}
    sem: list[tuple[int, int, str]] = []
    for start, end, chain in merged:
        widths = [0, *chain]
        if any(b <= a for a, b in itertools.pairwise(widths)):
            return None
        prefix = [" " * w + "if 1:\n" for w in widths[:-1]]
        text = "".join(prefix) + "".join(lines[start - 1 : end])
        view = _side_view(text, first_line=start - len(prefix))
        if not view.complete:
            return None
        line_kinds.update({ln: k for ln, k in view.line_kinds.items() if start <= ln <= end})
        sem.extend(x for x in view.sem_tokens if start <= x[0] <= end)
    return _SideView(line_kinds, sem, True)


# ---------------------------------------------------------------------------------------------------------
# Patch-only views of one hunk


def _starts_in_string(lines: list[str]) -> bool:
    """Guess whether a hunk side starts inside a triple-quoted string (a docstring's tail)."""
    text = "\n".join(lines)
    if (text.count('"""') + text.count("'''")) % 2 == 0:
        return False
    prev = ""
    for ln in lines:
        s = ln.strip()
        q = '"""' if '"""' in s else "'''" if "'''" in s else None
        if q is None:
            if s:
                prev = s
            continue
        if s == q:
            return not prev.endswith(":")
        before = s.split(q, 1)[0]
        return not before.rstrip("rRbBuUfF") == "" and "=" not in before and "(" not in before
    return False


def _prelude(lines: list[str]) -> list[str]:
    """Lines that open every indentation level the snippet uses, so tokenize accepts its dedents."""
    levels = sorted(
        {len(ln) - len(ln.lstrip()) for ln in lines if ln.strip() and not ln.lstrip().startswith("#")}
    )
    out: list[str] = []
    prev = 0
    for lvl in levels:
        if lvl == 0:
            continue
        out.append(" " * prev + "if 1:")
        prev = lvl
    return out


def _hunk_side_view(lines: list[str]) -> _SideView:
    pre = _prelude(lines)
    if _starts_in_string(lines):
        pre = [*pre, '"""']
    text = "\n".join([*pre, *lines]) + "\n"
    view = _side_view(text, first_line=1 - len(pre))
    view.line_kinds = {k: v for k, v in view.line_kinds.items() if k >= 1}
    view.sem_tokens = [t for t in view.sem_tokens if t[0] >= 1]
    return view


def _hunk_scopes(hunk: Hunk, marker: str) -> tuple[list[str], set[int]]:
    """Scope of each line of one side of a hunk (1-based positions in that side), and new-def positions."""
    base = ""
    m = _HEADER_DEF.search(hunk.header)
    if m:
        base = m[1]
    stack: list[tuple[int, str]] = []
    scopes: list[str] = [""]
    new_defs: set[int] = set()
    in_new_def = False
    registering = False  # a decorator above the next top-level def may register it
    pos = 0
    for mk, text in hunk.lines:
        if mk not in (" ", marker):
            continue
        pos += 1
        stripped = text.strip()
        indent = len(text) - len(text.lstrip())
        # a line closing a bracket (the tail of a multi-line signature or call) opens no new block
        if stripped and not stripped.startswith(("#", ")", "]", "}")):
            while stack and stack[-1][0] >= indent:
                stack.pop()
            d = _DEF.match(text)
            if d:
                stack.append((indent, d[3]))
            if indent == 0:
                if stripped.startswith("@"):
                    registering = registering or not _wrapping_only([stripped])
                    in_new_def = mk == marker and not registering
                elif d is not None:
                    in_new_def = mk == marker and not registering
                    registering = False
                else:
                    in_new_def = False
                    registering = False
            elif mk != marker:
                in_new_def = False
        elif mk != marker:
            in_new_def = False
        names = [n for _, n in stack]
        if not names and base:
            names = [base]
        scopes.append(".".join(names))
        if in_new_def and mk == marker:
            new_defs.add(pos)
    return scopes, new_defs


# ---------------------------------------------------------------------------------------------------------


def _rename_pairs(old: list[tuple[int, str]], new: list[tuple[int, str]]) -> tuple[tuple[str, str], ...]:
    """(old, new) name pairs when the token sequences differ only in NAME tokens, each old name always mapped to
    one new name; () otherwise."""
    if len(old) != len(new) or not old:
        return ()
    mapping: dict[str, str] = {}
    for (t1, s1), (t2, s2) in zip(old, new, strict=True):
        if s1 == s2 and t1 == t2:
            continue
        if t1 != tok.NAME or t2 != tok.NAME or mapping.setdefault(s1, s2) != s2:
            return ()
    return tuple(sorted(mapping.items()))


def _changed_tokens(
    old: list[tuple[int, int, str]], new: list[tuple[int, int, str]]
) -> tuple[dict[int, set[str]], dict[int, set[str]]]:
    """(old line -> tokens deleted/replaced there, new line -> tokens inserted/replaced there)."""
    sm = difflib.SequenceMatcher(None, [(t, x) for _, t, x in old], [(t, x) for _, t, x in new], autojunk=False)
    out_old: dict[int, set[str]] = {}
    out_new: dict[int, set[str]] = {}
    for op, a1, a2, b1, b2 in sm.get_opcodes():
        if op == "equal":
            continue
        for ln, _, x in old[a1:a2]:
            out_old.setdefault(ln, set()).add(x)
        for ln, _, x in new[b1:b2]:
            out_new.setdefault(ln, set()).add(x)
    return out_old, out_new


def analyze(patch: str, old_source: str | None = None, new_source: str | None = None) -> list[ChangedLine]:
    """Changed lines of a Python file's patch with their kind and scope (see module docstring)."""
    return _analyze(patch, old_source, new_source, whole_files=False)


def _analyze(patch: str, old_source: str | None, new_source: str | None, *, whole_files: bool) -> list[ChangedLine]:
    """`analyze`; `whole_files` tokenizes both sources in full instead of around the hunks (the reference
    the region views are tested against)."""
    hunks = parse_hunks(patch)
    spans = (
        [(h.old_start, h.old_start + h.old_len - 1) for h in hunks],
        [(h.new_start, h.new_start + h.new_len - 1) for h in hunks],
    )
    exact = _file_views(old_source, new_source, None if whole_files else spans)
    out: list[ChangedLine] = []
    for hi, h in enumerate(hunks):
        if exact is not None:
            old_v, new_v = exact
            old_lines = set(range(h.old_start, h.old_start + h.old_len))
            new_lines = set(range(h.new_start, h.new_start + h.new_len))
            old_full = [x for x in old_v.side.sem_tokens if x[0] in old_lines]
            new_full = [x for x in new_v.side.sem_tokens if x[0] in new_lines]
            old_sem = [(t, s) for _, t, s in old_full]
            new_sem = [(t, s) for _, t, s in new_full]
            cosmetic = old_sem == new_sem
            rename = () if cosmetic else _rename_pairs(old_sem, new_sem)
            ch_old, ch_new = _changed_tokens(old_full, new_full)
            o, n = h.old_start, h.new_start
            for mk, text in h.lines:
                if mk == " ":
                    o += 1
                    n += 1
                    continue
                view, ln = (old_v, o) if mk == "-" else (new_v, n)
                kind: LineKind = view.side.line_kinds.get(ln, "blank")
                scope = view.scopes[ln] if ln < len(view.scopes) else ""
                changed = frozenset((ch_old if mk == "-" else ch_new).get(ln, ()))
                out.append(
                    ChangedLine(
                        mk,  # type: ignore[arg-type]
                        ln, text, kind, scope, ln in view.new_defs, hi, cosmetic, rename, changed,
                        view.attrs.get(ln, ""), view.bases.get(ln, ()),
                    )
                )
                if mk == "-":
                    o += 1
                else:
                    n += 1
            continue
        # patch only
        sides: dict[str, tuple[_SideView, list[str], set[int]]] = {}
        for marker in ("-", "+"):
            lines = [t for mk, t in h.lines if mk in (" ", marker)]
            sc, nd = _hunk_scopes(h, marker)
            sides[marker] = (_hunk_side_view(lines), sc, nd)
        old_sem = [(t, s) for _, t, s in sides["-"][0].sem_tokens]
        new_sem = [(t, s) for _, t, s in sides["+"][0].sem_tokens]
        cosmetic = old_sem == new_sem
        rename = () if cosmetic else _rename_pairs(old_sem, new_sem)
        ch_old, ch_new = _changed_tokens(sides["-"][0].sem_tokens, sides["+"][0].sem_tokens)
        pos = {"-": 0, "+": 0}
        o, n = h.old_start, h.new_start
        for mk, text in h.lines:
            if mk == " ":
                pos["-"] += 1
                pos["+"] += 1
                o += 1
                n += 1
                continue
            pos[mk] += 1
            hview, sc, nd = sides[mk]
            p = pos[mk]
            kind = hview.line_kinds.get(p, "blank")
            if kind == "blank" and text.strip() and not hview.complete:
                kind = "comment" if text.lstrip().startswith("#") else "code"
            out.append(
                ChangedLine(
                    cast(Side, mk),
                    o if mk == "-" else n,
                    text,
                    kind,
                    sc[p] if p < len(sc) else "",
                    p in nd,
                    hi,
                    cosmetic,
                    rename,
                    frozenset((ch_old if mk == "-" else ch_new).get(p, ())) if hview.complete else None,
                )
            )
            if mk == "-":
                o += 1
            else:
                n += 1
    return out
