"""The architecture as a test: no import cycles, no upward imports, a planning core free of the web/database/
GitHub stacks, and commands that name the extra they need instead of dying on an ImportError."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import textwrap
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("import_cycles", ROOT / "scripts" / "import_cycles.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["import_cycles"] = mod
    spec.loader.exec_module(mod)
    return mod


ic = _script()


def test_no_import_cycles_over_bot_and_runners() -> None:
    edges = ic.edges()
    assert len(edges) > 300  # the walk saw the code base, not an empty tree
    assert ic.cycles(edges) == []


def test_no_layer_imports_a_higher_one() -> None:
    assert [f"{e.src}:{e.line} -> {e.dst}" for e in ic.upward(ic.edges())] == []


def test_every_bot_module_belongs_to_a_layer() -> None:
    stray = [m for m in ic.modules() if m.startswith("bot.") and ic.layer_of(m) is None]
    assert stray == []


def test_planning_core_imports_no_service_stack() -> None:
    assert ic.core_violations() == []
    # And at run time: importing every core module loads none of them, nor a higher layer of bot.
    core = sorted(m for m in ic.modules() if ic.layer_of(m) == ic.LAYERS.index("bot.core"))
    assert "bot.core.plan" in core and "bot.core.classify" in core
    probe = textwrap.dedent(
        f"""
        import importlib, sys
        for m in {core!r}:
            importlib.import_module(m)
        bad = sorted(n for n in sys.modules
                     if n.split('.')[0] in {ic.FORBIDDEN_IN_CORE!r}
                     or n.startswith(('bot.infra', 'bot.dispatch', 'bot.service', 'bot.cli')))
        print(bad)
        """
    )
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_the_script_reports_zero_and_exits_0() -> None:
    out = subprocess.run(
        [sys.executable, "scripts/import_cycles.py"], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stdout
    assert "cycles: 0" in out.stdout and "upward imports: 0" in out.stdout


def test_detector_finds_cycles_through_function_and_type_checking_imports(tmp_path: Path) -> None:
    """The check can fail: a cycle closed only by an import inside a function, or under TYPE_CHECKING, counts."""
    pkg = tmp_path / "bot" / "core"
    pkg.mkdir(parents=True)
    (tmp_path / "runners").mkdir()
    (tmp_path / "bot" / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("")
    (tmp_path / "bot" / "infra").mkdir()
    (tmp_path / "bot" / "infra" / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from bot.core import b\n")
    (pkg / "b.py").write_text("def f():\n    from bot.core.a import x\n")
    (pkg / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from bot.infra import d\n")
    (tmp_path / "bot" / "infra" / "d.py").write_text("from .. import core\nfrom bot.core.c import y\n")
    (pkg / "e.py").write_text("import sqlalchemy\n")
    edges = ic.edges(tmp_path)
    assert ["bot.core.a", "bot.core.b"] in ic.cycles(edges)
    assert ["bot.core.c", "bot.infra.d"] in ic.cycles(edges)
    assert any(e.src == "bot.core.c" and e.dst == "bot.infra.d" for e in ic.upward(edges))
    assert ic.core_violations(tmp_path) == ["bot.core.e imports sqlalchemy"]


# Modules the `bot` extra installs: blocked in a child interpreter, as after `pip install bridge-validate` alone.
_BLOCKED = ("yaml", "fastapi", "uvicorn", "githubkit", "sqlalchemy", "structlog", "pydantic_settings")
_BLOCK = (
    f"import sys\nfor m in {_BLOCKED!r}:\n    sys.modules[m] = None\n"
    "from bot.cli import main\nsys.exit(main(sys.argv[1:]))\n"
)


def _cli_without_extras(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", _BLOCK, *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_command_without_its_extra_names_the_install_line(tmp_path: Path) -> None:
    for argv in (["serve", "--port", "0"], ["plan", "--files", str(tmp_path / "none.txt")]):
        out = _cli_without_extras(*argv)
        assert out.returncode == 2, out.stderr
        lines = out.stderr.strip().splitlines()
        assert len(lines) == 1, out.stderr
        assert "pip install 'bridge-validate[bot]'" in lines[0] and "Traceback" not in out.stderr


def test_triage_needs_no_extra(tmp_path: Path) -> None:
    log = tmp_path / "run.log"
    log.write_text("Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>\nValueError: boom\n")
    out = _cli_without_extras("triage", "--framework", "verl", "--log", str(log), "--exit-code", "1")
    assert "bridge-validate[bot]" not in out.stderr
    assert "Fail" in out.stdout, out.stdout + out.stderr
