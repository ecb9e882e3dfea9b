"""bot.core.checks: check-run output shaped to GitHub's limits."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.core import checks
from bot.core.checks import Action, Annotation, CheckOutput
from bot.core.models import ChangedFile, Finding, LevelDecision, Plan, Surface
from runners.contract import JobSpec, ModelChoice, Step


def job(framework: str, level: int, jid: str) -> JobSpec:
    return JobSpec(
        id=jid, framework=framework, level=level, level_name="smoke", template="t", downstream_ref="abc",
        model=ModelChoice(hf_id="Qwen/Qwen2.5-0.5B"), steps=[Step(name="run", argv=["true"])], gpus=1,
        timeout_s=1800, est_gpu_minutes=12,
    )  # type: ignore[arg-type]


def plan_with(paths: list[str]) -> Plan:
    return Plan(
        source="o/r#1",
        files=len(paths),
        findings=[Finding(surface=Surface.CHECKPOINT, path=p, rule_id="ckpt", reason="saves checkpoints",
                          evidence="save_checkpoint(") for p in paths],
        surfaces=[Surface.CHECKPOINT],
        levels={"nemo-rl": [0, 2], "verl": [0]},
        decisions=[
            LevelDecision(framework="nemo-rl", level=0, name="smoke", reasons=["always"], paths=[]),
            LevelDecision(framework="nemo-rl", level=2, name="checkpoint", reasons=["checkpoint surface"],
                          paths=paths),
            LevelDecision(framework="verl", level=0, name="smoke", reasons=["provider"], paths=paths[:1]),
        ],
        jobs=[job("nemo-rl", 0, "n0"), job("nemo-rl", 2, "n2"), job("verl", 0, "v0")],
    )


def test_trim_keeps_short_text_and_cuts_long_text_with_a_link() -> None:
    assert checks.trim("short", 10) == "short"
    long = "x" * 70_000
    out = checks.trim(long, checks.MAX_OUTPUT_CHARS, "https://bot.example/reports/abc")
    assert len(out) == checks.MAX_OUTPUT_CHARS
    assert out.endswith("The full report: https://bot.example/reports/abc)")
    assert "trimmed" in checks.trim("y" * 100, 60, None)


def test_output_trimmed_to_github_limits() -> None:
    out = CheckOutput(title="t\nline", summary="s" * 100_000, text="u" * 65_536).trimmed("http://x/r/1")
    assert out.title == "t line"
    assert len(out.summary) <= 65_535 and len(out.text) <= 65_535
    assert "http://x/r/1" in out.summary


def test_annotations_batched_at_fifty() -> None:
    anns = [Annotation(path=f"f{i}.py", start_line=1, end_line=1, message="m") for i in range(123)]
    parts = checks.batches(anns)
    assert [len(b) for b in parts] == [50, 50, 23]
    assert [a.path for b in parts for a in b] == [a.path for a in anns]
    assert checks.batches([]) == []


def test_actions_capped_at_three_with_short_labels() -> None:
    acts = checks.actions(
        ("A label far longer than twenty", "d" * 60, "identifier-too-long-for-github"),
        ("b", "d", "b"), ("c", "d", "c"), ("d", "d", "d"),
    )
    assert len(acts) == 3
    assert all(len(a.label) <= 20 and len(a.description) <= 40 and len(a.identifier) <= 20 for a in acts)
    with pytest.raises(ValidationError):
        Action(label="x" * 21, description="d", identifier="i")


def test_annotations_name_levels_rules_and_the_changed_line() -> None:
    patch = "@@ -10,3 +10,4 @@\n context\n-old\n+    save_checkpoint(model)\n+more"
    files = [ChangedFile(path="src/a.py", patch=patch), ChangedFile(path="src/b.py")]
    anns = checks.annotations_for("nemo-rl", plan_with(["src/a.py", "src/b.py"]), files)
    assert [a.path for a in anns] == ["src/a.py", "src/b.py"]
    a = anns[0]
    assert a.start_line == 11  # the added line holding the evidence
    assert "Level 2 (checkpoint)" in a.message and "rule `ckpt`" in a.message
    assert a.title == "NeMo-RL: Level 2 needed"
    assert anns[1].start_line == 1  # no patch: the file's first line
    verl = checks.annotations_for("verl", plan_with(["src/a.py", "src/b.py"]), files)
    assert [a.path for a in verl] == ["src/a.py"]


def test_plan_output_lists_levels_reasons_jobs_and_what_was_not_seen() -> None:
    out = checks.plan_output("nemo-rl", plan_with(["src/a.py"]), ["GitHub listed only 3000 of 4000 files"])
    assert out.title.startswith("Queued: NeMo-RL Level 0, 2 — 2 jobs, ~24 GPU-minutes")
    assert "Level 2 — checkpoint" in out.summary and "`src/a.py`" in out.summary
    assert "| `n2` | 2 smoke | Qwen/Qwen2.5-0.5B | 1 | 30 min | 12 |" in out.summary
    assert "only 3000 of 4000" in out.summary
    assert "`src/a.py`: checkpoint (rule `ckpt`)" in out.text
    nothing = checks.nothing_output("verl", "docs only")
    assert nothing.title == "Nothing to run: docs only"


def test_payload_carries_only_given_annotations() -> None:
    out = CheckOutput(title="t", summary="s", annotations=[Annotation(path="a", start_line=1, end_line=1,
                                                                       message="m")])
    assert "annotations" not in out.payload()
    assert out.payload(out.annotations)["annotations"] == [
        {"path": "a", "start_line": 1, "end_line": 1, "annotation_level": "notice", "message": "m"}
    ]
    assert checks.CHECK_NAMES == {"nemo-rl": "bridge-validate / nemo-rl", "verl": "bridge-validate / verl"}
