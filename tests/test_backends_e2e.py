"""One end-to-end test, three backends: a PR is opened → the bot (executor built from its settings by
bot.dispatch.executors) dispatches the plan's jobs → runners report heartbeats and results to the bot's results API →
both check runs conclude. Backends:

- local: this host; the PR head is a commit only the fixture "origin" has, so the bot fetches it by SHA into a
  per-SHA worktree (bot.dispatch.checkout) and the runner's SHA check passes;
- ray: a real local Ray head with 10 declared GPUs (tests/ray_head.py: isolated, stopped by its own pids);
- actions: the GitHub double plays the Actions API and tests/actions_runner.py executes workflows/validate.yml.

Then (local) the PR is re-pushed with a docs-only commit: the Bridge tree under test is unchanged, so every
job reuses its result and no GPU time is spent; the test prints the GPU-minutes saved.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from runners.contract import JobResult
from tests.conftest import PROVIDER_FILE, PROVIDER_PATCH, Checkouts, wait_for
from tests.fixtures.builders import fixture_env, git
from tests.github_double import GitHubDouble, PullFile, webhooks
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401
from tests.service_harness import WRITER, Origin, Service

NAMES = ["bridge-validate / nemo-rl", "bridge-validate / verl"]
HOST_REPO = "NVIDIA-NeMo/bridge-validate"  # where validate.yml lives (the actions backend)
GPUS = "0,1,2,3,4,5,6,7,8,9"  # nemo-rl Level 0 needs 2, verl Level 0 needs 8

try:
    import ray  # noqa: F401

    HAVE_RAY = True
except ImportError:  # pragma: no cover
    HAVE_RAY = False
CI = os.environ.get("CI", "").lower() not in ("", "0", "false", "no")


def open_pr(gh: GitHubDouble, sha: str, number: int = 7) -> Any:
    gh.state.set_permission(gh.repo, WRITER, "write")
    files = [PullFile(PROVIDER_FILE, additions=1, deletions=1, patch=PROVIDER_PATCH)]
    return gh.state.add_pull(gh.repo, number, head_sha=sha, files=files, user=WRITER)


def assert_concluded_with_reports(svc: Service, sha: str, backend: str) -> list[Any]:
    runs = svc.wait_concluded(sha, timeout=240)
    assert sorted(r.name for r in runs) == NAMES
    for run in runs:
        assert run.conclusion == "success", (run.name, run.title, run.summary)
        assert (run.title or "").startswith("Result: Pass")
        assert run.history[0]["status"] == "queued" and "GPU-minutes" in run.history[0]["output"]["title"]
        assert "Estimate for this PR" in run.history[0]["output"]["summary"]
        assert sum(1 for b in run.history if b.get("status") == "completed") == 1
    jobs = svc.jobs(sha)
    assert sorted(j.framework for j in jobs) == ["nemo-rl", "verl"]
    for j in jobs:
        assert (j.state, j.verdict, j.submits, j.attempt) == ("done", "Pass", 1, 1), j.detail
        assert json.loads(j.handle_json)["backend"] == backend
        # The runner reported through the results API: started + heartbeats, then the result.
        assert j.started_at is not None and j.last_seen_at is not None and j.last_seq >= 1
        res = JobResult.model_validate_json(j.result_json)
        assert res.evidence.bridge is not None and res.evidence.bridge.sha == sha
    return jobs


# ---------------------------------------------------------------------------------------------- local


@pytest.mark.slow
def test_local_backend_fetches_the_pr_head_into_a_worktree_and_reuses_results_on_a_repush(
    github_double: GitHubDouble,  # noqa: F811
    checkouts: Checkouts,
    make_db_url: Any,
    tmp_path: Path,
) -> None:
    gh = github_double
    origin = Origin(checkouts, tmp_path)
    head = origin.commit({"src/megatron/bridge/models/qwen/qwen2_provider.py": "SEQ_LENGTH = 8192\n"}, "provider")
    gh.state.add_commit(gh.repo, head, origin.tree_files(head))
    db = make_db_url("sqlite")
    svc = Service(gh, db, checkouts, tmp_path, gpus=GPUS, BRIDGE_VALIDATE_BRIDGE_REPO=str(origin.clone))
    svc.start()
    try:
        pull = open_pr(gh, head)
        svc.gh.send_webhook("pull_request", webhooks.pull_request("opened", pull, double=gh))
        jobs = assert_concluded_with_reports(svc, head, "local")
        # The clone did not have the PR head: it was fetched from origin and checked out in its own worktree.
        wt = Path(str(svc.settings.workdir) + "-worktrees") / head
        assert git(origin.clone, "cat-file", "-t", head) == "commit"
        assert git(wt, "rev-parse", "HEAD") == head
        for j in jobs:
            assert JobResult.model_validate_json(j.result_json).evidence.bridge.path == str(wt)  # type: ignore[union-attr]
        ran = sorted(p.name for p in Path(svc.settings.workdir).iterdir())
        assert ran == sorted(j.id for j in jobs)

        # Re-push: a docs-only commit on top. `src/` and `3rdparty/` are unchanged: every job reuses its result.
        repushed = origin.commit({"docs/notes.md": "a note\n"}, "docs")
        gh.state.add_commit(gh.repo, repushed, origin.tree_files(repushed), parents=[head])
        files = [PullFile(PROVIDER_FILE, additions=1, deletions=1, patch=PROVIDER_PATCH), PullFile("docs/notes.md")]
        pull = gh.state.push(gh.repo, 7, repushed, files=files)
        svc.gh.send_webhook("pull_request", webhooks.pull_request("synchronize", pull, double=gh, before=head))
        runs = svc.wait_concluded(repushed, timeout=60)
        assert [r.conclusion for r in runs] == ["success", "success"]
        again = svc.jobs(repushed)
        assert len(again) == 2
        for j in again:
            assert (j.state, j.verdict, j.submits) == ("done", "Pass", 0)  # never dispatched
            assert j.reused_from in {x.id for x in jobs}
            res = JobResult.model_validate_json(j.result_json)
            assert res.job_id == j.id and res.reused_from and head[:12] in res.reused_from
        for r in runs:
            assert "reused from" in (r.summary or "") and "GPU-minutes saved" in (r.summary or "")
        assert sorted(p.name for p in Path(svc.settings.workdir).iterdir()) == ran  # no runner started
        saved = sum(rec["gpu_minutes_saved"] for rec in svc.records("job.reused"))
        planned = sum(json.loads(j.spec_json)["est_gpu_minutes"] for j in again)
        assert saved == planned > 0
        print(f"\nreuse on a re-pushed PR: {len(again)} jobs reused, {saved:g} GPU-minutes saved (of {planned:g})")
    finally:
        svc.stop()


# ---------------------------------------------------------------------------------------------- ray


@pytest.fixture(scope="module")
def ray_head() -> Iterator[tuple[str, str]]:
    if not HAVE_RAY and not CI:
        pytest.skip("ray is not installed (pip install -e .[ray])")
    from tests.ray_head import ray_head_running

    with ray_head_running(gpus=10, cpus=4) as head:
        yield head


@pytest.mark.slow
def test_ray_backend_pr_opened_to_concluded(
    github_double: GitHubDouble,  # noqa: F811
    checkouts: Checkouts,
    make_db_url: Any,
    tmp_path: Path,
    ray_head: tuple[str, str],
) -> None:
    gh = github_double
    base = fixture_env()
    job_env = {k: base[k] for k in ("PATH", "UV_SHIM_PYTHON", "PYTHONPATH")}
    job_env.update(BRIDGE_VALIDATE_GPUS=GPUS, FIXTURE_MODE="pass")
    svc = Service(
        gh,
        make_db_url("sqlite"),
        checkouts,
        tmp_path,
        executor="ray",
        BRIDGE_VALIDATE_RAY_ADDRESS=ray_head[0],
        BRIDGE_VALIDATE_RAY_AUTH_TOKEN=ray_head[1],
        BRIDGE_VALIDATE_RAY_BRIDGE_REPO=str(checkouts.bridge),
        BRIDGE_VALIDATE_RAY_NEMO_RL_REPO=str(checkouts.nemo_rl),
        BRIDGE_VALIDATE_RAY_VERL_REPO=str(checkouts.verl),
        BRIDGE_VALIDATE_RAY_OUT_ROOT=str(tmp_path / "ray-out"),
        BRIDGE_VALIDATE_RAY_PYTHON=sys.executable,
        BRIDGE_VALIDATE_RAY_ENV=json.dumps(job_env),
        # The worker import check starts its own Ray instance: too heavy for a 2-core test host.
        BRIDGE_VALIDATE_RAY_RUNNER_ARGS=json.dumps(["--no-ray-check"]),
        BRIDGE_VALIDATE_RAY_ENTRYPOINT_NUM_CPUS="0.5",
    )
    svc.start()
    try:
        pull = open_pr(gh, checkouts.sha)
        svc.gh.send_webhook("pull_request", webhooks.pull_request("opened", pull, double=gh))
        jobs = assert_concluded_with_reports(svc, checkouts.sha, "ray")
        for j in jobs:  # the Ray submission id is the job id: a retried submit cannot start it twice
            assert json.loads(j.handle_json)["ref"] == j.id
    finally:
        svc.stop()


# ---------------------------------------------------------------------------------------------- actions


@pytest.mark.slow
def test_actions_backend_pr_opened_to_concluded(
    github_double: GitHubDouble,  # noqa: F811
    checkouts: Checkouts,
    make_db_url: Any,
    tmp_path: Path,
) -> None:
    from tests.actions_runner import PROJECT_ROOT, ActionsRunner, workflow_inputs

    gh = github_double
    workflow = PROJECT_ROOT / "workflows" / "validate.yml"
    gh.state.add_repo(HOST_REPO)
    gh.state.add_installation(43, "NVIDIA-NeMo", [HOST_REPO])
    gh.state.add_workflow(
        HOST_REPO,
        ".github/workflows/validate.yml",
        "bridge-validate",
        run_name="bridge-validate ${{ inputs.job_id }}",
        inputs=workflow_inputs(workflow),
    )
    refs = {"nemo-rl": git(checkouts.nemo_rl, "rev-parse", "HEAD"), "verl": git(checkouts.verl, "rev-parse", "HEAD")}
    svc = Service(
        gh,
        make_db_url("sqlite"),
        checkouts,
        tmp_path,
        executor="actions",
        BRIDGE_VALIDATE_ACTIONS_REPO=HOST_REPO,
        BRIDGE_VALIDATE_ACTIONS_DOWNSTREAM_REFS=json.dumps(refs),
    )
    runner = ActionsRunner(
        gh,
        HOST_REPO,
        workflow,
        root=tmp_path / "actions-runner",
        labels={"self-hosted", "linux", "gpu-x2", "gpu-x8"},
        checkouts={
            "NVIDIA-NeMo/Megatron-Bridge": checkouts.bridge,
            "NVIDIA-NeMo/RL": checkouts.nemo_rl,
            "volcengine/verl": checkouts.verl,
        },
        secrets={"BRIDGE_VALIDATE_CALLBACK_SECRET": svc.env["BRIDGE_VALIDATE_CALLBACK_SECRET"]},
        variables={
            "BRIDGE_VALIDATE_NEMO_RL_IMAGE": "nvcr.io/nvidia/nemo-rl:fixture",
            "BRIDGE_VALIDATE_VERL_IMAGE": "verlai/verl:fixture",
        },
        image_env=svc.job_env | {"BRIDGE_VALIDATE_HEARTBEAT_S": "0.5"},
    )
    svc.start()
    try:
        with runner:
            pull = open_pr(gh, checkouts.sha)
            svc.gh.send_webhook("pull_request", webhooks.pull_request("opened", pull, double=gh))
            jobs = assert_concluded_with_reports(svc, checkouts.sha, "actions")
        assert not runner.errors, runner.errors
        wf_runs = gh.state.runs_of_workflows(HOST_REPO)
        assert sorted(r.display_title for r in wf_runs) == sorted(f"bridge-validate {j.id}" for j in jobs)
        assert all(r.conclusion == "success" for r in wf_runs)
        for j in jobs:
            assert json.loads(j.handle_json)["ref"] in {str(r.id) for r in wf_runs}
        # Dispatched through the App's own client, asking for the run's details back.
        dispatches = gh.requests_to("POST", "actions/create-workflow-dispatch")
        assert len(dispatches) == 2 and all(d.json["return_run_details"] is True for d in dispatches)
        wait_for(lambda: all(r.status == "completed" for r in gh.state.runs_of_workflows(HOST_REPO)), 10, "runs")
    finally:
        svc.stop()
