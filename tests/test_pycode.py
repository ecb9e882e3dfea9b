"""bot.core.pycode reads a change around its hunks only; what it says about each changed line must be what
reading the whole file says. And bot.core.classify's block outline must name the same enclosing lines as a
scan up the file does."""

from __future__ import annotations

import ast
import difflib
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.core import classify, pycode

ROOT = Path(__file__).resolve().parent.parent

# Shapes where cutting a file at a statement is easy to get wrong: `elif` chains (an `if` in the `else` list at
# its parent's level), try/except/else/finally, decorators, bodies on their header's line, statements after
# `;`, strings spanning many lines, match statements, nested classes.
EDGE_SOURCE = '''\
"""Module docstring
spanning lines."""
import os


@decorator(arg=1)
@other
class Outer:
    """Doc."""

    field: int = 0

    class Inner:
        def method(self, x):  # comment
            if x: return 1
            a = 1; b = 2
            if x > 1:
                y = """text
more text
"""
            elif x < 0:
                y = os.path.join("a",
                                 "b")
            else:
                try:
                    y = 3
                except ValueError as err:
                    raise RuntimeError("bad") from err
                else:
                    y = 4
                finally:
                    pass
            return y

    def other(self, v):
        match v:
            case 1:
                return "one"
            case _:
                logger.info("other %s", v)
        for i in range(3):
            while i:
                i -= 1
        with open("f") as fh:
            return fh.read()


def top(a: int, b: str = "x") -> int:
    # comment line
    return a
'''


def _mutations(source: str, rng: random.Random, n: int) -> Iterator[str]:
    """Variants of `source` that still parse: a line duplicated, removed, or given a new name."""
    lines = source.splitlines(keepends=True)
    made = 0
    tries = 0
    while made < n and tries < n * 20:
        tries += 1
        new = list(lines)
        for _ in range(rng.randint(1, 3)):
            k = rng.randrange(len(new))
            op = rng.choice(("dup", "del", "rename", "comment"))
            if op == "dup":
                new.insert(k, new[k])
            elif op == "del":
                del new[k]
            elif op == "rename":
                new[k] = new[k].replace("self", "this").replace("return", "return  ")
            else:
                indent = new[k][: len(new[k]) - len(new[k].lstrip())]
                new.insert(k, f"{indent}# added note\n")
        text = "".join(new)
        if text == source:
            continue
        try:
            ast.parse(text)
        except SyntaxError:
            continue
        made += 1
        yield text


def _patch(old: str, new: str) -> str:
    return "".join(difflib.unified_diff(old.splitlines(keepends=True), new.splitlines(keepends=True), n=3))


def _sources() -> list[tuple[str, str]]:
    files = sorted((ROOT / "bot").rglob("*.py"))
    picked = [f for f in files if f.stat().st_size > 4000][:8]
    return [("edge", EDGE_SOURCE)] + [(str(f.relative_to(ROOT)), f.read_text()) for f in picked]


@pytest.mark.parametrize(("name", "source"), _sources(), ids=lambda v: v if "\n" not in v else "")
def test_changed_lines_read_around_the_hunks_equal_the_whole_file_reading(name: str, source: str) -> None:
    rng = random.Random(f"pycode-{name}")
    compared = 0
    for new in _mutations(source, rng, 12):
        patch = _patch(source, new)
        got = pycode.analyze(patch, source, new)
        want = pycode._analyze(patch, source, new, whole_files=True)
        assert got == want, f"{name}: region reading differs for patch\n{patch}"
        compared += len(want)
    assert compared > 0


def test_a_hunk_in_one_method_tokenizes_that_method_not_the_file() -> None:
    tree = ast.parse(EDGE_SOURCE)
    lines = EDGE_SOURCE.splitlines(keepends=True)
    # the `y = 3` line inside try/else of Outer.Inner.method
    lo = next(i for i, t in enumerate(lines, 1) if t.strip() == "y = 3")
    region = pycode._region(tree, lines, lo, lo)
    assert region is not None
    start, end, chain = region
    assert start == end == lo
    assert chain == [4, 8, 12, 16, 20]
    # an `elif` is the `if` in its parent's else list, at the parent's level: the cut starts at it and keeps
    # the block stack of the method body
    elif_line = next(i for i, t in enumerate(lines, 1) if t.strip().startswith("elif x < 0"))
    region = pycode._region(tree, lines, elif_line, elif_line)
    assert region is not None
    else_line = next(i for i, t in enumerate(lines, 1) if t == "            else:\n")
    assert region[0] == elif_line and region[1] > else_line and region[2] == [4, 8, 12]
    # the `else:` line belongs to no statement: it is read with the statement around it (the `elif`'s)
    region = pycode._region(tree, lines, else_line, else_line)
    assert region is not None and region[0] == elif_line
    # and a hunk from the `if` line down reads the whole `if`
    if_line = next(i for i, t in enumerate(lines, 1) if t.strip() == "if x > 1:")
    region = pycode._region(tree, lines, if_line, else_line)
    assert region is not None and region[0] == if_line and region[2] == [4, 8, 12]


def test_a_body_on_its_header_line_or_after_a_semicolon_is_not_cut_mid_line() -> None:
    src = "def f(x):\n    a = 1; b = 2\n    if x: return b\n    return a\n"
    tree = ast.parse(src)
    lines = src.splitlines(keepends=True)
    region = pycode._region(tree, lines, 2, 3)
    assert region is not None and region[0] == 2 and region[1] == 3
    # a statement that starts on a continuation line: the cut starts at the statement whose line it is
    assert pycode._region(ast.parse("x = (1,\n 2); y = 3\n"), ["x = (1,\n", " 2); y = 3\n"], 2, 2) == (1, 2, [])


def test_tabs_fall_back_to_the_whole_file() -> None:
    src = "def f(x):\n\tif x:\n\t\treturn 1\n\treturn 2\n"
    new = src.replace("return 1", "return 3")
    patch = _patch(src, new)
    assert pycode._region_view(src, ast.parse(src), [(1, 4)]) is None
    assert pycode.analyze(patch, src, new) == pycode._analyze(patch, src, new, whole_files=True)


def _enclosing_by_scan(lines: list[str], lineno: int, skip: tuple[str, ...]) -> list[str]:
    """The reference: walk up from the line, keeping each next less-indented line."""

    def indent(t: str) -> int:
        return len(t) - len(t.lstrip(" \t"))

    out: list[str] = []
    level = indent(lines[lineno - 1])
    for k in range(lineno - 2, -1, -1):
        text = lines[k]
        if not text.strip() or text.lstrip().startswith(skip) or indent(text) >= level:
            continue
        level = indent(text)
        out.append(text)
    return out


@pytest.mark.parametrize(("name", "source"), _sources()[:5], ids=lambda v: v if "\n" not in v else "")
def test_the_block_outline_names_the_lines_a_scan_up_the_file_finds(name: str, source: str) -> None:
    lines = source.splitlines()
    outline = classify._Outline(lines)
    for skip in (("#",), ("#", '"', "'")):
        for lineno in range(1, len(lines) + 1):
            assert list(outline.enclosing(lineno, skip)) == _enclosing_by_scan(lines, lineno, skip), (name, lineno)
