"""ActionsExecutor end to end: the GitHub double plays the Actions REST API, tests/actions_runner.py plays a
self-hosted GPU runner executing workflows/validate.yml's steps for real, and the result comes home through
the results API (tests/callback_server.py, a real HTTP server checking per-job tokens).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.dispatch.actions import (
    ActionsAPIError,
    ActionsExecutor,
    ActionsSettings,
    HttpxActionsClient,
    gpu_label,
    run_name,
)
from bot.dispatch.base import DispatchError, JobHandle, JobState, JobStatus
from runners.contract import Verdict
from tests.actions_runner import PROJECT_ROOT, ActionsRunner, evaluate, interpolate, workflow_inputs
from tests.callback_server import CallbackServer
from tests.fixtures.builders import fixture_env, git, make_bridge_repo, make_downstream, nemo_rl_l0_spec
from tests.github_double import GitHubDouble
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401

WORKFLOW = PROJECT_ROOT / "workflows" / "validate.yml"
SECRET = "actions-callback-secret"
HOST_REPO = "NVIDIA-NeMo/bridge-validate"  # where validate.yml lives and is dispatched
VARS = {
    "BRIDGE_VALIDATE_NEMO_RL_IMAGE": "nvcr.io/nvidia/nemo-rl:fixture",
    "BRIDGE_VALIDATE_VERL_IMAGE": "verlai/verl:fixture",
}


# ---- pieces without the double --------------------------------------------------------------------


def test_gpu_label_picks_the_smallest_runner_that_fits() -> None:
    assert [gpu_label(n) for n in (0, 1, 2, 3, 4, 5, 8)] == ["1", "1", "2", "4", "4", "8", "8"]
    with pytest.raises(DispatchError, match="no runner label has 9 GPUs"):
        gpu_label(9)


def test_expressions_of_the_workflow_evaluate_as_github_does() -> None:
    ctx = {"inputs": {"framework": "verl", "callback_url": ""}, "vars": {}}
    assert evaluate("inputs.framework == 'VERL'", ctx) is True
    assert evaluate("vars.X || 'NVIDIA-NeMo/RL'", ctx) == "NVIDIA-NeMo/RL"
    assert (
        evaluate("(failure() || cancelled()) && inputs.callback_url != ''", ctx, lambda f: f == "failure")
        is False
    )
    assert interpolate("gpu-x${{ inputs.gpus }}", {"inputs": {"gpus": "2"}}) == "gpu-x2"


def test_inputs_refuse_what_the_workflow_would_refuse(tmp_path: Path) -> None:
    ex = ActionsExecutor(ActionsSettings(repo=HOST_REPO), client=None)  # type: ignore[arg-type]
    with pytest.raises(DispatchError, match="full Bridge commit"):
        ex.inputs(nemo_rl_l0_spec("short-sha", bridge_sha="abc1234"))
    spec = nemo_rl_l0_spec("big", bridge_sha="a" * 40, limitations=["x" * 70_000])
    with pytest.raises(DispatchError, match="too large"):
        ex.inputs(spec)
    inputs = ex.inputs(nemo_rl_l0_spec("ok-1", bridge_sha="a" * 40, gpus=3))
    assert inputs["gpus"] == "4" and json.loads(inputs["spec"])["id"] == "ok-1"
    assert set(inputs) == set(workflow_inputs(WORKFLOW))  # every input the workflow declares, nothing else


# ---- end to end -----------------------------------------------------------------------------------


class Env:
    def __init__(self, gh: GitHubDouble, root: Path) -> None:
        self.gh = gh
        self.root = root
        gh.state.add_repo(HOST_REPO)
        gh.state.add_installation(43, "NVIDIA-NeMo", [HOST_REPO])
        wf = workflow_inputs(WORKFLOW)
        gh.state.add_workflow(
            HOST_REPO,
            ".github/workflows/validate.yml",
            "bridge-validate",
            run_name="bridge-validate ${{ inputs.job_id }}",
            inputs=wf,
        )
        self.bridge, self.sha = make_bridge_repo(root / "src-bridge")
        self.nemo_rl, _ = make_downstream("nemo-rl", root / "src-nemo-rl")
        self.nemo_rl_sha = git(self.nemo_rl, "rev-parse", "HEAD")
        token = gh.state.new_token(43, [HOST_REPO], {"actions": "write"}).token
        self.client = HttpxActionsClient(gh.url, lambda: token)
        self.callbacks = CallbackServer(SECRET)

    def executor(self, **settings: Any) -> ActionsExecutor:
        return ActionsExecutor(
            ActionsSettings(
                repo=HOST_REPO,
                callback_url=self.callbacks.url,
                downstream_refs={"nemo-rl": self.nemo_rl_sha},
                **settings,
            ),
            self.client,
            results=self.callbacks.result,
        )

    def runner(self, labels: set[str] | None = None, **image_env: str) -> ActionsRunner:
        env = fixture_env(BRIDGE_VALIDATE_GPUS="0,1", BRIDGE_VALIDATE_HEARTBEAT_S="0.5", **image_env)
        return ActionsRunner(
            self.gh,
            HOST_REPO,
            WORKFLOW,
            root=self.root / f"runner-{time.monotonic_ns()}",
            labels=labels or {"self-hosted", "linux", "gpu-x1", "gpu-x2"},
            checkouts={"NVIDIA-NeMo/Megatron-Bridge": self.bridge, "NVIDIA-NeMo/RL": self.nemo_rl},
            secrets={"BRIDGE_VALIDATE_CALLBACK_SECRET": SECRET},
            variables=VARS,
            image_env=env,
        )

    def spec(self, job_id: str, **kw: Any) -> Any:
        spec = nemo_rl_l0_spec(job_id, **{"bridge_sha": self.sha, **kw})
        self.callbacks.expect(job_id)
        return spec


@pytest.fixture
def env(github_double: GitHubDouble, tmp_path: Path) -> Iterator[Env]:  # noqa: F811
    e = Env(github_double, tmp_path)
    with e.callbacks.running():
        yield e
    e.client.close()


def wait(ex: ActionsExecutor, handle: JobHandle, until: set[JobState], timeout: float = 120) -> JobStatus:
    deadline = time.monotonic() + timeout
    while True:
        status = ex.poll(handle)
        if status.state in until:
            return status
        assert time.monotonic() < deadline, f"{handle.job_id}: still {status.state} ({status.detail})"
        time.sleep(0.1)


END = {JobState.DONE, JobState.LOST, JobState.CANCELLED}


@pytest.mark.slow
def test_dispatched_job_runs_on_the_runner_and_its_result_comes_home(env: Env) -> None:
    ex = env.executor()
    spec = env.spec("act-pass", gpus=2)
    with env.runner() as runner:
        handle = ex.submit(spec)
        assert handle.ref.isdigit()  # run details came back with the dispatch
        assert ex.submit(spec) == handle  # a retried submit finds the run instead of starting another
        status = wait(ex, handle, END)
        record = runner.wait_for(int(handle.ref))
    assert status.state == JobState.DONE, status.detail
    assert status.result is not None and status.result.verdict == Verdict.PASS, status.result
    assert status.result.evidence.bridge is not None and status.result.evidence.bridge.sha == env.sha
    # One run, named for the job, on the 2-GPU runner label.
    runs = env.gh.state.runs_of_workflows(HOST_REPO)
    assert [r.display_title for r in runs] == [run_name(spec.id)]
    assert runs[0].status == "completed" and runs[0].conclusion == "success"
    assert record.labels == ["self-hosted", "linux", "gpu-x2"]
    [dispatch] = env.gh.requests_to("POST", "actions/create-workflow-dispatch")
    assert dispatch.json["return_run_details"] is True
    assert dispatch.json["inputs"]["bridge_sha"] == env.sha
    # The workflow checked the commit out and verified it; the artifact carries result.json and the logs.
    assert record.step("Verify the checkouts are the commits asked for").outcome == "success"
    assert f"Megatron-Bridge {env.sha}" in record.text()
    artifact = record.artifacts / f"bridge-validate-{spec.id}"
    assert json.loads((artifact / "result.json").read_text())["verdict"] == "Pass"
    assert any(artifact.glob("logs/*.log"))
    assert record.step("Tell the bot the run ended without a result").outcome == "skipped"
    # Progress and result through the results API, authenticated; the token never shows in the run log.
    kinds = [e["type"] for e in env.callbacks.events_of(spec.id)]
    assert kinds[0] == "started" and kinds[-1] == "finished"
    assert env.callbacks.events_of(spec.id, "finished")[0]["verdict"] == "Pass"
    from bot.dispatch.tokens import job_token

    assert job_token(SECRET, spec.id) not in record.text()
    assert SECRET not in record.text()


@pytest.mark.slow
def test_without_run_details_the_run_is_found_by_its_name(env: Env) -> None:
    ex = env.executor(return_run_details=False)
    spec = env.spec("act-byname", gpus=1)
    handle = ex.submit(spec)  # 204 from the dispatch: found by run name in the run list
    assert handle.ref.isdigit()
    [dispatch] = env.gh.requests_to("POST", "actions/create-workflow-dispatch")
    assert "return_run_details" not in dispatch.json and dispatch.status == 204
    assert env.gh.requests_to("GET", "actions/list-workflow-runs-for-repo")
    # A fresh executor (the bot restarted) with the stored handle, and a handle whose run was not listed yet.
    again = env.executor(return_run_details=False)
    assert again.poll(handle).state == JobState.QUEUED  # no runner with these labels yet
    pending = JobHandle(backend="actions", job_id=spec.id, ref=f"dispatched@{time.time():.3f}")
    assert again.run_id(pending) == int(handle.ref)
    with env.runner():
        status = wait(again, pending, END)
    assert status.state == JobState.DONE and status.result and status.result.verdict == Verdict.PASS


@pytest.mark.slow
def test_cancel_interrupts_the_running_job(env: Env) -> None:
    ex = env.executor()
    spec = env.spec("act-cancel", gpus=1)
    with env.runner(FIXTURE_MODE="hang") as runner:
        handle = ex.submit(spec)
        wait(ex, handle, {JobState.RUNNING})
        deadline = time.monotonic() + 60
        while not env.callbacks.events_of(spec.id, "heartbeat") or not any(
            "Step 1/" in ln for e in env.callbacks.events_of(spec.id, "heartbeat") for ln in e["log_tail"]
        ):  # the job's command is running (heartbeats carry its log tail)
            assert time.monotonic() < deadline, env.callbacks.events_of(spec.id)
            time.sleep(0.1)
        ex.cancel(handle)
        status = wait(ex, handle, END)
        record = runner.wait_for(int(handle.ref), timeout=60)
    assert status.state == JobState.CANCELLED, status.detail
    assert record.conclusion == "cancelled"
    assert record.step("Run the job in the downstream container").outcome == "cancelled"
    assert record.step("Stop the container").outcome == "success"
    assert record.step("Upload the log and result.json").outcome == "success"
    finished = env.callbacks.wait_for(spec.id, "finished", timeout=30)
    assert finished["verdict"] in ("Blocked", None)
    ex.cancel(handle)  # cancelling a completed run is a no-op (GitHub answers 409)


@pytest.mark.slow
def test_wrong_bridge_commit_fails_the_checkout_and_the_bot_hears_of_it(env: Env) -> None:
    ex = env.executor()
    spec = env.spec("act-badsha", gpus=1, bridge_sha="f" * 40)
    with env.runner() as runner:
        handle = ex.submit(spec)
        status = wait(ex, handle, END)
        record = runner.wait_for(int(handle.ref))
    assert status.state == JobState.LOST and "no result reached the bot" in status.detail
    assert record.step("Check out Megatron-Bridge at the commit under test").outcome == "failure"
    assert record.step("Run the job in the downstream container").outcome == "skipped"
    assert record.step("Tell the bot the run ended without a result").outcome == "success"
    finished = env.callbacks.wait_for(spec.id, "finished")
    assert finished["verdict"] is None and "ended before the runner produced a result" in finished["detail"]


@pytest.mark.slow
def test_a_job_waits_for_a_runner_with_enough_gpus_and_hostile_input_never_runs(env: Env) -> None:
    ex = env.executor()
    big = env.spec("act-8gpu", gpus=8)
    with env.runner(labels={"self-hosted", "linux", "gpu-x1", "gpu-x2"}):
        handle = ex.submit(big)
        time.sleep(1.0)
        assert ex.poll(handle).state == JobState.QUEUED  # no gpu-x8 runner: it waits, as on GitHub
        ex.cancel(handle)
        assert wait(ex, handle, END).state == JobState.CANCELLED
    # A job id the workflow would refuse never gets dispatched at all.
    with pytest.raises(ValueError):
        nemo_rl_l0_spec("x; rm -rf /", bridge_sha=env.sha)
    bad = env.spec("act-hostile", gpus=1)
    bad.id = "$(touch /tmp/pwned)"  # bypasses the model's validator on purpose
    with pytest.raises(DispatchError, match="job id"):
        ex.submit(bad)


def test_api_errors_become_dispatch_errors(env: Env) -> None:
    ex = ActionsExecutor(ActionsSettings(repo=HOST_REPO, workflow="missing.yml"), env.client)
    env.gh.allow_rejections = True
    with pytest.raises(DispatchError, match="GitHub refused to dispatch"):
        ex.submit(env.spec("act-missing", gpus=1))
    with pytest.raises(ActionsAPIError) as info:
        env.client.get_run(HOST_REPO, 999_999)
    assert info.value.status == 404
    assert ex.poll(JobHandle(backend="actions", job_id="gone", ref="999999")).state == JobState.LOST
