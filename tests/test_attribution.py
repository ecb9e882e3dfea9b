"""bot.core.attribution: a root cause against the PR's changed hunks, and a Fail against the merge base.

The root causes come from the runner's own reading of logs (runners.triage on corpus logs and on logs written
here in Python's traceback format), never from hand-built frames alone.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bench.triage import CORPUS, load_cases, triage_input
from bot.core.attribution import (
    BaseRun,
    apply,
    attribute,
    attribution_markdown,
    changed_hunks,
    compare_with_base,
    file_hunks,
    repo_path,
)
from bot.core.models import ChangedFile
from runners.contract import Frame, JobResult, RootCause, Verdict
from runners.logscan import split_lines
from runners.rootcause import analyze, to_root_cause
from runners.triage import judge
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401

PROVIDER = "src/megatron/bridge/models/gpt_provider.py"
PATCH = (
    "@@ -40,7 +40,8 @@ class GPTModelProvider:\n"
    "     def finalize(self) -> None:\n"
    "         if self.num_layers is None:\n"
    "             raise ValueError('num_layers')\n"
    "-        self.ffn_hidden_size = 4 * self.hidden_size\n"
    "+        ratio = self.ffn_ratio\n"
    "+        self.ffn_hidden_size = ratio * self.hidden_size\n"
    "         self.kv_channels = self.hidden_size // self.num_attention_heads\n"
    "         self.finalized = True\n"
    "         return None\n"
    "@@ -90,3 +91,3 @@ def build(cfg):\n"
    "     p = GPTModelProvider(**cfg)\n"
    "-    p.finalize()\n"
    "+    p.finalize()  # once\n"
    "     return p\n"
)


def result_from_log(text: str, verdict: Verdict = Verdict.FAIL, kind: str | None = None) -> JobResult:
    """The root cause as the runner reads it from `text` (runners.rootcause), in a JobResult."""
    lines = split_lines(text)
    analysis = analyze(lines)
    ev = analysis.root
    assert ev is not None
    rc = to_root_cause(ev, lines, None, analysis.events)
    return JobResult(
        job_id="j1",
        framework="nemo-rl",
        level=0,
        verdict=verdict,
        blocked_kind=kind,
        root_cause=rc,
        first_error=rc.line,
    )


def crash_log(path: str, line: int, func: str = "finalize") -> str:
    return "\n".join(
        [
            "(MegatronPolicyWorker pid=812) Traceback (most recent call last):",
            '(MegatronPolicyWorker pid=812)   File "/opt/nemo-rl/nemo_rl/models/policy/megatron_policy_worker.py", '
            "line 301, in __init__",
            "(MegatronPolicyWorker pid=812)     self.model = build(cfg)",
            f'(MegatronPolicyWorker pid=812)   File "{path}", line 92, in build',
            "(MegatronPolicyWorker pid=812)     p.finalize()  # once",
            f'(MegatronPolicyWorker pid=812)   File "{path}", line {line}, in {func}',
            "(MegatronPolicyWorker pid=812)     self.ffn_hidden_size = ratio * self.hidden_size",
            "(MegatronPolicyWorker pid=812) TypeError: unsupported operand type(s) for *: 'NoneType' and 'int'",
        ]
    )


def test_hunks_know_the_new_side_ranges_and_added_lines() -> None:
    h = file_hunks(ChangedFile(path=PROVIDER, patch=PATCH))
    assert h is not None
    assert h.ranges == ((40, 47), (91, 93))
    assert h.added == {
        43: "        ratio = self.ffn_ratio",
        44: "        self.ffn_hidden_size = ratio * self.hidden_size",
        92: "    p.finalize()  # once",
    }
    assert h.hunk_of(46) == (40, 47) and h.hunk_of(60) is None
    assert file_hunks(ChangedFile(path=PROVIDER, status="removed", patch=PATCH)) is None
    assert file_hunks(ChangedFile(path=PROVIDER, patch=None)) is None


@pytest.mark.parametrize(
    "file",
    [
        "/usr/local/lib/python3.12/site-packages/megatron/bridge/models/gpt_provider.py",
        "/workspace/Megatron-Bridge/src/megatron/bridge/models/gpt_provider.py",
        "/opt/nemo-rl/3rdparty/Megatron-Bridge-workspace/Megatron-Bridge/src/megatron/bridge/models/gpt_provider.py",
        "/tmp/wt/0123abcd/src/megatron/bridge/models/gpt_provider.py",
    ],
)
def test_frame_paths_map_to_the_bridge_repository_path(file: str) -> None:
    assert repo_path(Frame(file=file, line=1), [PROVIDER, "src/megatron/bridge/x.py"]) == PROVIDER


def test_frame_paths_outside_the_change_do_not_map() -> None:
    frame = Frame(file="/opt/nemo-rl/nemo_rl/models/policy/megatron_policy_worker.py", line=1)
    assert repo_path(frame, [PROVIDER]) is None
    assert repo_path(Frame(file="/x/site-packages/megatron/bridge/models/other.py"), [PROVIDER]) is None


@pytest.mark.parametrize(
    "path",
    [
        "/usr/lib/python3.12/site-packages/megatron/bridge/models/gpt_provider.py",
        "/workspace/Megatron-Bridge/src/megatron/bridge/models/gpt_provider.py",
    ],
)
def test_a_root_cause_on_a_line_the_pr_added_points_at_the_change(path: str) -> None:
    r = result_from_log(crash_log(path, 44))
    a = attribute(r, [ChangedFile(path=PROVIDER, patch=PATCH)])
    assert a is not None and a.kind == "changed-line" and a.changed is not None
    assert a.message == f"points at this PR's change: {PROVIDER}:44"
    assert a.changed.added and a.changed.hunk == (40, 47) and "ratio * self.hidden_size" in a.changed.code
    assert a.root_frame == f"{PROVIDER}:44 in finalize"
    md = attribution_markdown([a])
    assert f"root-cause frame: `{PROVIDER}:44 in finalize`" in md and f"`{PROVIDER}:44`" in md
    assert a.verdict is None  # a crash in the PR's code stays the Fail it was


def test_the_innermost_frame_in_a_hunk_wins_and_context_lines_count() -> None:
    # Line 46 is an unchanged context line of the first hunk; the outer frame (92) is an added line.
    path = "/workspace/Megatron-Bridge/src/megatron/bridge/models/gpt_provider.py"
    a = attribute(result_from_log(crash_log(path, 46)), [ChangedFile(path=PROVIDER, patch=PATCH)])
    assert a is not None and a.changed is not None
    assert a.changed.line == 92 and a.changed.added  # an added line outranks a context line
    a2 = attribute(
        result_from_log(crash_log(path, 46)),
        [ChangedFile(path=PROVIDER, patch=PATCH.split("@@ -90")[0])],  # only the first hunk changed
    )
    assert a2 is not None and a2.changed is not None and (a2.changed.line, a2.changed.added) == (46, False)


def test_a_root_cause_outside_the_change_says_so() -> None:
    path = "/workspace/Megatron-Bridge/src/megatron/bridge/models/gpt_provider.py"
    a = attribute(result_from_log(crash_log(path, 200)), [ChangedFile(path="src/megatron/bridge/y.py", patch=PATCH)])
    assert a is not None and a.kind == "elsewhere" and "outside the lines this PR changed" in a.message
    assert attribute(result_from_log(crash_log(path, 44)).model_copy(update={"verdict": Verdict.PASS}), []) is None


# ------------------------------------------------------------------------------------------ dependency skew


def corpus_result(case_id: str, without: str | None = None) -> JobResult:
    """The corpus case's judgement as a job's result; `without`: leave out the log's lines that hold it."""
    [case] = [c for c in load_cases(CORPUS) if c["id"] == case_id]
    inp = triage_input(case, CORPUS)
    if without is not None:
        inp = inp.model_copy(update={"lines": [ln for ln in inp.lines if without not in ln.text]})
    j = judge(inp)
    return JobResult(
        job_id="j1",
        framework=case["framework"],
        level=0,
        verdict=j.result,
        blocked_kind=j.category,
        root_cause=j.root_cause,
        reason=j.reason or "",
        first_error=j.first_error,
    )


def test_a_missing_mcore_module_the_pr_does_not_import_stays_blocked_naming_it() -> None:
    r = corpus_result("nrl-1583-mcore-custom-fsdp-missing")
    assert r.verdict == Verdict.BLOCKED and r.blocked_kind == "dependency"
    unrelated = ChangedFile(path=PROVIDER, patch=PATCH)
    a = attribute(r, [unrelated])
    assert a is not None and a.kind == "dependency-skew" and a.verdict is None
    assert a.module == "megatron.core.distributed.custom_fsdp"
    assert "`megatron.core.distributed.custom_fsdp`" in a.message and "megatron-core: container 0.13.1" in a.message
    assert apply([r], [a]) == [r]


@pytest.mark.parametrize(
    "added",
    [
        "+from megatron.core.distributed.custom_fsdp import FullyShardedDataParallel",
        "+import megatron.core.distributed.custom_fsdp as cfsdp",
        "+    from megatron.core.distributed.custom_fsdp.param_and_grad_buffer import BufferType",
    ],
)
def test_a_missing_module_the_pr_imports_is_the_prs_fail(added: str) -> None:
    r = corpus_result("nrl-1583-mcore-custom-fsdp-missing")
    patch = "@@ -1,2 +1,3 @@\n import torch\n" + added + "\n from megatron.core import parallel_state\n"
    a = attribute(r, [ChangedFile(path="src/megatron/bridge/training/fsdp.py", patch=patch)])
    assert a is not None and a.kind == "introduced-import" and a.verdict == Verdict.FAIL
    assert a.changed is not None and a.changed.where() == "src/megatron/bridge/training/fsdp.py:2"
    assert "this PR introduces the import of `megatron.core.distributed.custom_fsdp`" in a.message
    [flipped] = apply([r], [a])
    assert flipped.verdict == Verdict.FAIL and flipped.blocked_kind is None
    assert "points at this PR's change: src/megatron/bridge/training/fsdp.py:2" in flipped.reason


def test_a_missing_name_counts_when_the_pr_imports_that_name() -> None:
    log = "\n".join(
        [
            "Traceback (most recent call last):",
            '  File "/workspace/Megatron-Bridge/src/megatron/bridge/models/mamba.py", line 12, in <module>',
            "    from megatron.core.ssm.mamba_layer import MambaLayer, MambaLayerSubmodules",
            "ImportError: cannot import name 'MambaLayerSubmodules' from 'megatron.core.ssm.mamba_layer' "
            "(/opt/megatron-lm/megatron/core/ssm/mamba_layer.py)",
        ]
    )
    r = result_from_log(log, Verdict.BLOCKED, "dependency")
    assert (
        r.root_cause is not None and r.root_cause.missing_module == "megatron.core.ssm.mamba_layer.MambaLayerSubmodules"
    )
    patch = (
        "@@ -10,3 +10,3 @@\n import torch\n \n-from megatron.core.ssm.mamba_layer import MambaLayer\n"
        "+from megatron.core.ssm.mamba_layer import MambaLayer, MambaLayerSubmodules\n"
    )
    a = attribute(r, [ChangedFile(path="src/megatron/bridge/models/mamba.py", patch=patch)])
    assert a is not None and a.kind == "introduced-import" and a.changed is not None and a.changed.line == 12
    other = "@@ -10,3 +10,3 @@\n import torch\n-x = 1\n+x = 2\n"
    b = attribute(r, [ChangedFile(path="src/megatron/bridge/models/mamba.py", patch=other)])
    assert b is not None and b.kind == "dependency-skew"


# ------------------------------------------------------------------------------------------ merge base


def base(job: str, verdict: Verdict | None, **kw: object) -> BaseRun:
    return BaseRun(
        job_id=job,
        base_job_id=f"{job}.base",
        merge_base="ab" * 20,
        verdict=verdict,
        link="http://bot.test/runs/r1/nemo-rl?t=x",
        **kw,
    )  # type: ignore[arg-type]


def test_fails_on_the_merge_base_too_is_neutral_with_a_link() -> None:
    c = compare_with_base(["a"], [base("a", Verdict.FAIL, first_error="ValueError: boom")])
    assert c.conclusion == "neutral" and c.title_prefix == "Already failing on main"
    assert "**already failing on main** ([run `a.base`](http://bot.test/runs/r1/nemo-rl?t=x)" in c.markdown
    assert "ValueError: boom" in c.markdown
    assert "different error" not in c.markdown
    same = compare_with_base(
        ["a"], [base("a", Verdict.FAIL, first_error="ValueError: boom")], {"a": "ValueError: boom"}
    )
    assert "different error" not in same.markdown
    # The same failure with a different value, rank prefix and temp path is still the same failure.
    varied = compare_with_base(
        ["a"],
        [
            base(
                "a",
                Verdict.FAIL,
                first_error="(MegatronPolicyWorker pid=812 ip=10.0.0.2) AssertionError: loss 7.25 at /tmp/x1/ckpt",
            )
        ],
        {"a": "AssertionError: loss 9.5 at /tmp/y22/ckpt"},
    )
    assert varied.conclusion == "neutral", varied.markdown


def test_a_merge_base_failing_differently_does_not_excuse_the_pr() -> None:
    """A broken main can hide a new failure: the base fails with OSError, the PR with ValueError. The PR's
    Fail stands, and the report shows both errors."""
    other = compare_with_base(["a"], [base("a", Verdict.FAIL, first_error="OSError: disk")], {"a": "ValueError: boom"})
    assert other.conclusion == "failure" and other.title_prefix == "Fail"
    assert "**with a different error** (`OSError: disk` there, `ValueError: boom` here" in other.markdown
    assert "already failing on main" not in other.markdown
    mixed = compare_with_base(
        ["a", "b"],
        [base("a", Verdict.FAIL, first_error="ValueError: boom"), base("b", Verdict.FAIL, first_error="OSError: x")],
        {"a": "ValueError: boom", "b": "KeyError: 'w'"},
    )
    assert mixed.conclusion == "failure" and "`a`: **already failing on main**" in mixed.markdown


def test_error_signature_keeps_the_failure_and_drops_what_varies() -> None:
    from bot.core.attribution import error_signature

    assert error_signature("[rank3]: RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB") == error_signature(
        "RuntimeError: CUDA out of memory. Tried to allocate 1.50 GiB"
    )
    assert error_signature("KeyError: 'decoder.layers.0.mlp'") != error_signature("KeyError: 'embedding.weight'")
    assert error_signature("ValueError: x") != error_signature("TypeError: x")


def test_passes_on_the_merge_base_is_introduced_by_the_pr() -> None:
    c = compare_with_base(["a", "b"], [base("a", Verdict.FAIL), base("b", Verdict.PASS)])
    assert c.conclusion == "failure" and c.title_prefix == "Introduced by this PR"
    assert "`b`: **introduced by this PR**" in c.markdown and "`a`: **already failing on main**" in c.markdown


@pytest.mark.parametrize("bases", [[], [base("a", Verdict.BLOCKED, reason="runner lost")], [base("a", None)]])
def test_a_fail_not_compared_stays_a_failure(bases: list[BaseRun]) -> None:
    c = compare_with_base(["a"], bases)
    assert c.conclusion == "failure" and c.title_prefix == "Fail"
    assert "counted as this PR's failure" in c.markdown


def test_kept_patches_are_bounded_and_code_first(tmp_path: Path) -> None:
    from bot.service.handlers.validation import kept_patches

    files = [
        ChangedFile(path="docs/a.md", patch="@@ -1 +1 @@\n-a\n+b\n" * 50),
        ChangedFile(path="src/x.py", patch=PATCH),
        ChangedFile(path="src/gone.py", status="removed", patch="@@ -1 +0,0 @@\n-x\n"),
    ]
    kept = kept_patches(files, limit=len(PATCH) + 10)
    assert list(kept) == ["src/x.py"]
    assert set(changed_hunks([ChangedFile(path=p, patch=t) for p, t in kept_patches(files).items()])) == {
        "docs/a.md",
        "src/x.py",
    }


def test_root_cause_model_roundtrip_keeps_frames() -> None:
    # What the store keeps (JobResult JSON) still attributes: frames and repo paths survive serialisation.
    r = result_from_log(crash_log("/workspace/Megatron-Bridge/src/megatron/bridge/models/gpt_provider.py", 44))
    again = JobResult.model_validate_json(r.model_dump_json())
    assert isinstance(again.root_cause, RootCause)
    a = attribute(again, changed_hunks([ChangedFile(path=PROVIDER, patch=PATCH)]))
    assert a is not None and a.kind == "changed-line"


def test_the_merge_base_reruns_count_in_the_estimate_and_the_budget() -> None:
    from bot.core.models import Plan
    from bot.dispatch.budget import base_over_budget, budget_line
    from bot.infra.store import Run
    from tests.fixtures.builders import nemo_rl_l0_spec

    plan = Plan(source="t", jobs=[nemo_rl_l0_spec(est_gpu_minutes=40.0)])
    assert "plus up to ~40 to re-run failed jobs on the merge base" in budget_line(plan, None, base_rerun=True)
    assert "merge base" not in budget_line(plan, 100.0)
    run = Run(kind="pull_request", budget_override=False)
    assert base_over_budget(run, plan, 40.0, 100.0) is None
    held = base_over_budget(run, plan, 40.0, 60.0)
    assert held is not None and "~40 more GPU-minutes" in held and "budget of 60" in held
    assert base_over_budget(Run(kind="pull_request", budget_override=True), plan, 40.0, 60.0) is None
    assert base_over_budget(run, plan, 40.0, None) is None


# ------------------------------------------------------------------------------------------ the merge base


def test_the_merge_base_comes_from_githubs_compare_api(github_double: Any) -> None:  # noqa: F811
    """Main moved on after the PR branched: the compare API's merge base is the fork point (not the PR's base
    SHA, main's tip), and its files are what the PR changed since then (three-dot compare, as GitHub)."""
    import asyncio

    from bot.infra.github import GitHubApp

    gh = github_double
    root, main2, pr1, pr2 = "1" * 40, "2" * 40, "3" * 40, "4" * 40
    gh.state.add_commit(gh.repo, root, {"src/a.py": "a = 1\n", "docs/x.md": "x\n"})
    gh.state.add_commit(gh.repo, main2, {"src/a.py": "a = 1\n", "docs/x.md": "y\n"}, parents=[root], branch="main")
    gh.state.add_commit(gh.repo, pr1, {"src/a.py": "a = 2\n", "docs/x.md": "x\n"}, parents=[root])
    gh.state.add_commit(gh.repo, pr2, {"src/a.py": "a = 3\n", "docs/x.md": "x\n"}, parents=[pr1])
    app = GitHubApp(base_url=gh.url, app_id=gh.state.app.id, private_key=gh.private_key_pem, timeout_s=5.0)

    async def go() -> tuple[str, str, Any, dict[str, Any]]:
        client = app.for_installation(gh.installation_id)
        try:
            diverged = await client.merge_base(gh.repo, main2, pr2)
            ahead = await client.merge_base(gh.repo, root, pr2)
            listing = await client.compare(gh.repo, main2, pr2)
            raw = await client._req("GET", f"/repos/{gh.repo}/compare/{main2}...{pr2}")
            return diverged, ahead, listing, raw.json()
        finally:
            await app.aclose()

    diverged, ahead, listing, body = asyncio.run(go())
    assert diverged == root and ahead == root
    assert [f.path for f in listing.files] == ["src/a.py"]  # main's docs change is not the PR's
    assert gh.requests_to("GET", "repos/compare-commits-with-basehead")
    assert (body["status"], body["ahead_by"], body["behind_by"]) == ("diverged", 2, 1)
    assert body["merge_base_commit"]["sha"] == root


MCORE_PIN = ChangedFile(
    path="3rdparty/Megatron-LM",
    patch="@@ -1 +1 @@\n-Subproject commit " + "c1d04e7a" * 5 + "\n+Subproject commit " + "5b7e04c1" * 5,
)


def test_a_missing_mcore_module_is_the_prs_fail_when_the_pr_moves_the_megatron_lm_pin() -> None:
    # The PR moves the Megatron-LM submodule: the Megatron-Core the job builds on is the one the PR chose (without the
    # runner's note that the base passed, which the triage reads as the PR's Fail already)
    r = corpus_result("megatron-lm-7052-nrl-l0-mcore-bump-async-utils-removed", without="same job on base")
    assert r.verdict == Verdict.BLOCKED and r.blocked_kind == "dependency"
    a = attribute(r, [MCORE_PIN, ChangedFile(path=".main.commit", patch="@@ -1 +1 @@\n-a\n+b")])
    assert a is not None and a.kind == "introduced-pin" and a.verdict == Verdict.FAIL
    assert a.module == "megatron.core.dist_checkpointing.strategies.async_utils"
    assert "this PR moves the pin `3rdparty/Megatron-LM` (c1d04e7ac1d0 -> 5b7e04c15b7e)" in a.message
    [flipped] = apply([r], [a])
    assert flipped.verdict == Verdict.FAIL and "points at this PR's change: 3rdparty/Megatron-LM" in flipped.reason
    # the pin's files alone (hunks) cannot tell; the files passed beside them can
    hunks = changed_hunks([MCORE_PIN])
    assert attribute(r, hunks) is not None and attribute(r, hunks).kind == "dependency-skew"  # type: ignore[union-attr]
    assert attribute(r, hunks, [MCORE_PIN]).kind == "introduced-pin"  # type: ignore[union-attr]


def test_a_moved_pin_says_nothing_of_a_module_from_another_package() -> None:
    # moving Megatron-LM does not choose the container's Transformer Engine, nor does another file's change
    r = corpus_result("nrl-1583-mcore-custom-fsdp-missing")
    assert attribute(r, [MCORE_PIN]).kind == "introduced-pin"  # type: ignore[union-attr]
    assert attribute(r, [ChangedFile(path="uv.lock", patch="@@ -1 +1 @@\n-a\n+b")]).kind == "dependency-skew"  # type: ignore[union-attr]
    log = "\n".join(
        [
            "Traceback (most recent call last):",
            '  File "/workspace/Megatron-Bridge/src/megatron/bridge/models/gpt_provider.py", line 3, in <module>',
            "    import transformer_engine.pytorch.fused_router",
            "ModuleNotFoundError: No module named 'transformer_engine.pytorch.fused_router'",
        ]
    )
    te = result_from_log(log, Verdict.BLOCKED, "dependency")
    assert te.root_cause is not None and te.root_cause.missing_module == "transformer_engine.pytorch.fused_router"
    assert attribute(te, [MCORE_PIN]).kind == "dependency-skew"  # type: ignore[union-attr]
