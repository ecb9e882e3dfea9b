"""The Summary Format never says Fail for a deliverable that did not run, and the job detail shows the root cause.

Seeds 001/002, Summary Format: "If any requested deliverable was not run, mark it Skipped or Not requested with
the reason." A job that never reported (lost, refused, cancelled) therefore has its import check and its log
capture Skipped with the reason, not "Fail - not checked".
"""

from __future__ import annotations

import pytest
from fixtures.builders import nemo_rl_l0_spec, nemo_rl_l2_spec, verl_l0_spec

from runners.contract import (
    Frame,
    JobResult,
    JobSpec,
    RootCause,
    Verdict,
)
from runners.summary import job_detail, missing_result, render


@pytest.mark.parametrize(
    "spec", [nemo_rl_l0_spec(), nemo_rl_l2_spec(), verl_l0_spec()], ids=["nemo-rl-l0", "nemo-rl-l2", "verl-l0"]
)
def test_a_job_that_never_ran_has_no_failed_deliverable(spec: JobSpec) -> None:
    r = missing_result(spec, "the runner could not start: no GPU lent")
    assert r.verdict == Verdict.BLOCKED
    assert [d for d in r.deliverables if d.verdict == Verdict.FAIL] == []
    for d in r.deliverables:
        if d.verdict in (Verdict.SKIPPED, Verdict.BLOCKED):
            assert "no GPU lent" in d.detail, d  # the reason is given, not left to the limitations
    text = render(spec.framework, [spec], [r])
    assert ": Fail - " not in text and "not checked" not in text
    assert "import check not run: the runner could not start: no GPU lent" in text
    assert ": Skipped - no log: not run: the runner could not start: no GPU lent" in text


def test_one_lost_job_beside_a_passing_one_is_skipped_not_failed() -> None:
    ok_spec, lost_spec = nemo_rl_l0_spec(), nemo_rl_l2_spec()
    base = missing_result(ok_spec, "x")
    ok = base.model_copy(
        update={
            "verdict": Verdict.PASS,
            "reason": "ran to completion",
            "deliverables": [
                d.model_copy(update={"verdict": Verdict.PASS, "detail": "ok"})
                if d.verdict != Verdict.NOT_REQUESTED
                else d
                for d in base.deliverables
            ],
        }
    )
    text = render("nemo-rl", [ok_spec, lost_spec], [ok])  # the L2 job never reported
    assert ": Fail - " not in text
    assert text.startswith("Result: Blocked - ")


def test_job_detail_shows_the_root_cause_where_it_was_raised_and_the_missing_module() -> None:
    spec = nemo_rl_l0_spec()
    origin = Frame(
        file="/opt/nemo-rl/nemo_rl/models/megatron/setup.py",
        line=41,
        function="<module>",
        code="from megatron.core.distributed.custom_fsdp import FSDP",
    )
    bridge = Frame(
        file="/workspace/Megatron-Bridge/src/megatron/bridge/models/gpt_provider.py",
        line=88,
        function="provide",
        bridge=True,
        repo_path="src/megatron/bridge/models/gpt_provider.py",
    )
    rc = RootCause(
        exc_type="ModuleNotFoundError",
        message="No module named 'megatron.core.distributed.custom_fsdp'",
        line="ModuleNotFoundError: No module named 'megatron.core.distributed.custom_fsdp'",
        line_no=212,
        frames=[bridge, origin],
        origin=origin,
        bridge_frame=bridge,
        process="MegatronPolicyWorker pid=5",
        actor="MegatronPolicyWorker",
        repeats=2,
        wrapped_by=["RayTaskError(ModuleNotFoundError)"],
        missing_module="megatron.core.distributed.custom_fsdp",
        versions=["megatron-core 0.13.1"],
    )
    r = missing_result(spec, "x").model_copy(
        update={"first_error": rc.line, "root_cause": rc, "category": "dependency", "blocked_kind": "dependency"}
    )
    text = job_detail(spec, r)
    assert "- Root cause: ModuleNotFoundError in MegatronPolicyWorker pid=5 (log line 212, reported 2x)" in text
    assert "- Raised at: `/opt/nemo-rl/nemo_rl/models/megatron/setup.py:41 in <module>`" in text
    assert "- Innermost Bridge frame: `src/megatron/bridge/models/gpt_provider.py:88 in provide`" in text
    assert "- Carried by: RayTaskError(ModuleNotFoundError)" in text
    assert "- Missing module: `megatron.core.distributed.custom_fsdp` (versions seen: megatron-core 0.13.1)" in text


def test_a_result_without_a_root_cause_still_reads() -> None:
    """JobResult.root_cause is optional: results written before it existed load and render unchanged."""
    spec = verl_l0_spec()
    old = missing_result(spec, "lost").model_dump(mode="json")
    old.pop("root_cause", None)
    r = JobResult.model_validate(old)
    assert r.root_cause is None
    assert "- Root cause:" not in job_detail(spec, r)
