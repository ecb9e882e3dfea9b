"""Line analyses kept across plans: `make_plan(lines=...)` (bot.core.classify.LineStore) and its edge,
bot.infra.graphcache.LineCache (memory, then SQLite). A plan read from the store is the plan made afresh; a file
whose content changed is analysed again."""

from __future__ import annotations

import difflib
import sqlite3
import textwrap
from pathlib import Path

import pytest

from bot.core import classify as classify_mod
from bot.core.classify import line_key
from bot.core.config import DEFAULT_CONFIG_DIR
from bot.core.models import ChangedFile, PlanInput
from bot.core.plan import make_plan
from bot.core.pycode import ChangedLine
from bot.core.rules import Rules, load_rules
from bot.infra.graphcache import LineCache

BEFORE = """\
class GPTModelProvider:
    def provide(self, pre_process=None):
        model = build(self.config)
        return model
"""
AFTER = """\
class GPTModelProvider:
    def provide(self, pre_process=None):
        model = build(self.config, vp_stage=self.vp_stage)
        return model
"""
PATH = "src/megatron/bridge/models/gpt_provider.py"


@pytest.fixture(scope="module")
def rules() -> Rules:
    return load_rules(DEFAULT_CONFIG_DIR)


def _file(before: str, after: str, path: str = PATH) -> ChangedFile:
    a, b = textwrap.dedent(before), textwrap.dedent(after)
    diff = difflib.unified_diff(a.splitlines(keepends=True), b.splitlines(keepends=True), n=3)
    patch = "".join(line for line in diff if not line.startswith(("---", "+++")))
    return ChangedFile(path=path, patch=patch, old_source=a, new_source=b)


def _input(*files: ChangedFile) -> PlanInput:
    return PlanInput(source="test", files=list(files))


class DictStore:
    def __init__(self) -> None:
        self.data: dict[str, list[ChangedLine]] = {}
        self.gets = 0
        self.puts = 0

    def get(self, key: str) -> list[ChangedLine] | None:
        self.gets += 1
        return self.data.get(key)

    def put(self, key: str, lines: list[ChangedLine]) -> None:
        self.puts += 1
        self.data[key] = lines


def _count_analyses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []
    real = classify_mod._raw_lines

    def counting(f: ChangedFile) -> list[ChangedLine]:
        seen.append(f.path)
        return real(f)

    monkeypatch.setattr(classify_mod, "_raw_lines", counting)
    return seen


def test_a_second_plan_of_the_same_change_reads_its_lines_from_the_store(
    rules: Rules, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = _count_analyses(monkeypatch)
    store = DictStore()
    fresh = make_plan(_input(_file(BEFORE, AFTER)), rules)
    assert seen == [PATH]
    first = make_plan(_input(_file(BEFORE, AFTER)), rules, lines=store)
    again = make_plan(_input(_file(BEFORE, AFTER)), rules, lines=store)
    assert seen == [PATH, PATH]  # the third plan analysed nothing
    assert store.puts == 1 and len(store.data) == 1
    assert fresh.levels == first.levels == again.levels
    assert fresh.to_public() == again.to_public()


def test_a_file_whose_content_changed_is_analysed_again(rules: Rules, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _count_analyses(monkeypatch)
    store = DictStore()
    make_plan(_input(_file(BEFORE, AFTER)), rules, lines=store)
    other = AFTER.replace("vp_stage=self.vp_stage", "vp_stage=None")
    make_plan(_input(_file(BEFORE, other)), rules, lines=store)
    assert seen == [PATH, PATH] and len(store.data) == 2


def test_the_key_covers_paths_patch_and_both_sources() -> None:
    base = _file(BEFORE, AFTER)
    keys = {
        line_key(base),
        line_key(base.model_copy(update={"path": PATH.replace("gpt", "llama")})),
        line_key(base.model_copy(update={"previous_path": PATH})),
        line_key(base.model_copy(update={"old_source": BEFORE + "\n"})),
        line_key(base.model_copy(update={"new_source": AFTER + "\n"})),
        line_key(base.model_copy(update={"patch": (base.patch or "") + " "})),
        line_key(base.model_copy(update={"old_source": None})),
        line_key(base.model_copy(update={"old_source": ""})),
    }
    assert len(keys) == 8
    assert line_key(_file(BEFORE, AFTER)) == line_key(base)


def test_the_line_cache_keeps_analyses_on_disk_for_a_new_process(
    rules: Rules, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = _count_analyses(monkeypatch)
    one = LineCache(tmp_path)
    first = make_plan(_input(_file(BEFORE, AFTER)), rules, lines=one)
    one.flush()
    two = LineCache(tmp_path)  # another process: nothing in memory
    again = make_plan(_input(_file(BEFORE, AFTER)), rules, lines=two)
    assert seen == [PATH]
    assert two.stats["disk"] == 1 and two.stats["analysed"] == 0
    assert first.to_public() == again.to_public()
    make_plan(_input(_file(BEFORE, AFTER)), rules, lines=two)
    assert two.stats["memory"] == 1


def test_unflushed_analyses_stay_in_memory_only(tmp_path: Path) -> None:
    cache = LineCache(tmp_path)
    lines = [ChangedLine("+", 1, "x = 1", "code", "", False, 0, False)]
    cache.put("k", lines)
    assert cache.get("k") == lines
    assert LineCache(tmp_path).get("k") is None
    cache.flush()
    assert LineCache(tmp_path).get("k") == lines


def test_an_unreadable_row_is_a_miss_not_an_error(tmp_path: Path) -> None:
    cache = LineCache(tmp_path)
    cache.put("k", [ChangedLine("+", 1, "x = 1", "code", "", False, 0, False)])
    cache.flush()
    db = next(tmp_path.glob("lines-*.sqlite"))
    con = sqlite3.connect(db)
    with con:
        con.execute("UPDATE lines SET body = ? WHERE key = 'k'", (b"not a pickle",))
    con.close()
    assert LineCache(tmp_path).get("k") is None


def test_the_disk_keeps_the_newest_rows(tmp_path: Path) -> None:
    cache = LineCache(tmp_path, memory=1, keep=3)
    for i in range(5):
        cache.put(f"k{i}", [ChangedLine("+", i + 1, "x = 1", "code", "", False, 0, False)])
        cache.flush()
    fresh = LineCache(tmp_path)
    assert [fresh.get(f"k{i}") is not None for i in range(5)] == [False, False, True, True, True]


def test_without_disk_nothing_is_written(tmp_path: Path) -> None:
    cache = LineCache(tmp_path / "c", disk=False)
    cache.put("k", [ChangedLine("+", 1, "x = 1", "code", "", False, 0, False)])
    cache.flush()
    assert cache.get("k") is not None
    assert not (tmp_path / "c").exists()
