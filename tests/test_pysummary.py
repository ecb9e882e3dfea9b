"""bot.core.pysummary's cache form: a module summary written as JSON (the summary cache stores it) and read back
is the same summary, and the JSON holds the same data dataclasses.asdict would (to_json copies containers by hand
for speed; a new field must not be dropped or shared)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from bot.core import pysummary

ROOT = Path(__file__).resolve().parent.parent
MODULES = sorted(p for p in (ROOT / "bot").rglob("*.py") if p.name not in ("__init__.py", "__main__.py"))


@pytest.mark.parametrize("path", MODULES[::4], ids=lambda p: str(p.relative_to(ROOT)))
def test_a_summary_survives_the_json_cache_unchanged(path: Path) -> None:
    rel = path.relative_to(ROOT)
    summary = pysummary.summarize(path.read_text(), ".".join(rel.with_suffix("").parts), str(rel))
    data = summary.to_json()
    assert data == dataclasses.asdict(summary)
    assert pysummary.ModuleSummary.from_json(json.loads(json.dumps(data))) == summary
    # a copy, not a view: changing the JSON leaves the summary as it was
    for d in data["defs"].values():
        d["calls"].append("injected")
    assert all("injected" not in d.calls for d in summary.defs.values())
    assert summary.defs, "a module of ours with no definitions would make this test say nothing"


def test_a_property_with_a_setter_keeps_the_getters_type_and_both_accessors_calls() -> None:
    """`@x.setter` defines `x` again: the attribute's node keeps the getter's return type (what reading it gives)
    and calls what the setter calls too (setting it runs the setter), its lines covering both."""
    src = (
        "class TrainState:\n"
        "    def state_dict(self):\n"
        "        return {}\n"
        "\n"
        "\n"
        "class GlobalState:\n"
        "    @property\n"
        "    def train_state(self) -> TrainState:\n"
        "        return self._train_state\n"
        "\n"
        "    @train_state.setter\n"
        "    def train_state(self, value: TrainState) -> None:\n"
        "        self._train_state = value\n"
        "        self._set_signal_handler()\n"
    )
    summary = pysummary.summarize(src, "pkg.state", "pkg/state.py")
    node = summary.defs["GlobalState.train_state"]
    assert node.is_property and node.returns[0] == "TrainState()"
    assert "self._set_signal_handler()" in node.calls
    assert (node.start, node.end) == (7, 14)
