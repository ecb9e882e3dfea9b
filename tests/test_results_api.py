"""The results API over real HTTP (bot.dispatch.results_api, mounted by bot.service.app), on SQLite and
PostgreSQL: per-job tokens, forged and replayed callbacks refused with nothing changed, heartbeats recorded,
results recorded once, and an infrastructure Blocked retried once (never a Fail). The runner's own client
(runners.callback.CallbackClient) does the talking where a runner would.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from bot.dispatch.tokens import job_token
from bot.infra.settings import Settings
from bot.infra.store import JOB_SUBMITTED, Store
from runners.callback import CallbackClient, CallbackError
from runners.contract import JobResult, Verdict
from tests.conftest import free_port
from tests.fixtures.builders import nemo_rl_l0_spec
from tests.service_harness import Server

SECRET = "results-api-secret"
SHA = "a" * 40


class Api:
    def __init__(self, db_url: str) -> None:
        from bot.service.app import create_app

        self.store = Store(db_url)
        self.store.create_all()
        settings = Settings(
            webhook_secret="whsec",  # type: ignore[arg-type]
            database_url=db_url,
            callback_secret=SECRET,  # type: ignore[arg-type]
            job_retries=1,
        )
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.server = Server(create_app(settings, store=self.store, start_worker=False), self.port)
        run, _ = self.store.runs.get_or_create(
            repo="NVIDIA-NeMo/Megatron-Bridge", head_sha=SHA, kind="pull_request", delivery_id="d1", pr_number=7
        )
        self.run = run
        self.row = self.store.checks.ensure(run, "nemo-rl", "bridge-validate / nemo-rl", f"bv:{run.id}:nemo-rl")
        self.store.checks.update(self.row.id, next_poll_at=1e12)  # far away: a report pulls it to now

    def add_job(self, job_id: str, state: str = JOB_SUBMITTED) -> None:
        spec = nemo_rl_l0_spec(job_id, bridge_sha=SHA)
        self.store.jobs.add(
            [
                {
                    "id": job_id,
                    "run_id": self.run.id,
                    "check_run_id": self.row.id,
                    "framework": "nemo-rl",
                    "level": 0,
                    "position": 0,
                    "spec_json": spec.model_dump_json(),
                    "state": state,
                    "submits": 1,
                    "submitted_at": 1.0,
                }
            ]
        )

    def client(self, job_id: str, token: str | None = None) -> CallbackClient:
        return CallbackClient(self.url, token or job_token(SECRET, job_id), job_id, sleep=lambda _s: None)

    def post(self, job_id: str, what: str, body: Any, token: str | None) -> httpx.Response:
        headers = {"Authorization": f"Bearer {token}"} if token is not None else {}
        data = body if isinstance(body, (bytes, str)) else json.dumps(body)
        return httpx.post(f"{self.url}/api/jobs/{job_id}/{what}", content=data, headers=headers, timeout=10)


@pytest.fixture
def api(db_url: str) -> Iterator[Api]:
    a = Api(db_url)
    a.server.start()
    try:
        yield a
    finally:
        a.server.stop()


def result_for(job_id: str, verdict: Verdict, kind: str | None = None, reason: str = "r") -> JobResult:
    return JobResult(job_id=job_id, framework="nemo-rl", level=0, verdict=verdict, reason=reason, blocked_kind=kind)


def event(job_id: str, kind: str = "heartbeat", seq: int = 1, **kw: Any) -> dict[str, Any]:
    body = {
        "type": kind,
        "job_id": job_id,
        "seq": seq,
        "at": "2026-01-01T00:00:00.000Z",
        "elapsed_s": 1.0,
        "step": "",
        "log_tail": [],
        "verdict": None,
        "exit_code": None,
        "detail": "",
    }
    body.update(kw)
    return body


def test_heartbeats_and_the_result_come_home_once(api: Api) -> None:
    api.add_job("job-ok")
    c = api.client("job-ok")
    assert c.started("runner on host") is True
    job = api.store.jobs.get("job-ok")
    assert job.state == "running" and job.started_at is not None and job.last_seen_at is not None
    assert c.heartbeat(["Step 1/2", "loss 0.5"], step="grpo_megatron") is True
    prog = json.loads(api.store.jobs.get("job-ok").progress_json)
    assert prog["step"] == "grpo_megatron" and prog["log_tail"] == ["Step 1/2", "loss 0.5"]
    # A retried POST of an older heartbeat (same or lower seq) does not move the progress back.
    stale = api.post("job-ok", "events", event("job-ok", seq=1, step="stale"), job_token(SECRET, "job-ok"))
    assert stale.status_code == 200
    assert json.loads(api.store.jobs.get("job-ok").progress_json)["step"] == "grpo_megatron"

    assert c.post_result(result_for("job-ok", Verdict.PASS)) is True
    job = api.store.jobs.get("job-ok")
    assert (job.state, job.verdict) == ("done", "Pass")
    assert JobResult.model_validate_json(job.result_json).attempt == 1
    assert api.store.checks.get(api.row.id).next_poll_at == 0.0  # the tracker looks at once
    # The runner's `finished` after the result: the job is closed, the client stops sending.
    assert c.finished(result_for("job-ok", Verdict.PASS), exit_code=0) is False and c.closed


def test_forged_and_replayed_callbacks_are_refused_and_change_nothing(api: Api) -> None:
    api.add_job("job-a")
    api.add_job("job-b")
    before = api.store.dump_text()
    good = result_for("job-a", Verdict.FAIL).model_dump_json()
    # No token, a wrong token, and job B's (valid) token on job A: 401, nothing read, nothing stored.
    assert api.post("job-a", "result", good, None).status_code == 401
    assert api.post("job-a", "result", good, "not-the-token").status_code == 401
    assert api.post("job-a", "result", good, job_token(SECRET, "job-b")).status_code == 401
    assert api.post("job-a", "events", event("job-a"), job_token(SECRET, "job-b")).status_code == 401
    assert api.post("job-a", "result", good, job_token("another-secret", "job-a")).status_code == 401
    # A token for a job the bot never dispatched: 404; a malformed body or a result naming another job: 422.
    assert api.post("job-x", "result", good, job_token(SECRET, "job-x")).status_code == 404
    tok_a = job_token(SECRET, "job-a")
    assert api.post("job-a", "result", b"{not json", tok_a).status_code == 422
    assert api.post("job-a", "result", result_for("job-b", Verdict.PASS).model_dump_json(), tok_a).status_code == 422
    assert api.post("job-a", "events", event("job-a", kind="explode"), tok_a).status_code == 422
    assert api.store.dump_text() == before

    # The real result, then a replay of it and a forged "Pass" with job A's own token: 409, nothing changes.
    assert api.post("job-a", "result", good, tok_a).status_code == 200
    after = api.store.dump_text()
    assert api.post("job-a", "result", good, tok_a).status_code == 409
    assert api.post("job-a", "result", result_for("job-a", Verdict.PASS).model_dump_json(), tok_a).status_code == 409
    assert api.post("job-a", "events", event("job-a", seq=99), tok_a).status_code == 409
    assert api.store.dump_text() == after
    assert api.store.jobs.get("job-a").verdict == "Fail"
    with pytest.raises(CallbackError) as info:
        api.client("job-a", token="forged").post_result(result_for("job-a", Verdict.PASS))
    assert info.value.status == 401
    # The token never reaches the database.
    assert tok_a not in api.store.dump_text()


def test_an_infrastructure_blocked_result_is_retried_once_and_a_fail_never(api: Api) -> None:
    api.add_job("job-disk")
    api.add_job("job-fail")
    api.add_job("job-cfg")
    assert api.client("job-disk").post_result(result_for("job-disk", Verdict.BLOCKED, "disk", "No space left"))
    assert api.client("job-fail").post_result(result_for("job-fail", Verdict.FAIL, None, "ImportError"))
    assert api.client("job-cfg").post_result(result_for("job-cfg", Verdict.BLOCKED, "job-config", "bad override"))
    ids = sorted(j.id for j in api.store.jobs.for_check(api.row.id))
    assert ids == ["job-cfg", "job-disk", "job-disk.a2", "job-fail"]  # one retry: the disk failure only
    retry = api.store.jobs.get("job-disk.a2")
    assert (retry.state, retry.attempt, retry.retry_of) == ("pending", 2, "job-disk")
    assert json.loads(retry.spec_json)["id"] == "job-disk.a2"
    # The retry has a token of its own; attempt 1's token does not work for it.
    api.store.jobs.move("job-disk.a2", ["pending"], "submitted")
    assert api.post("job-disk.a2", "events", event("job-disk.a2"), job_token(SECRET, "job-disk")).status_code == 401
    res = result_for("job-disk.a2", Verdict.BLOCKED, "disk", "No space left again")
    assert api.client("job-disk.a2").post_result(res)
    assert JobResult.model_validate_json(api.store.jobs.get("job-disk.a2").result_json).attempt == 2
    # The second attempt is the last: no third.
    assert sorted(j.id for j in api.store.jobs.for_check(api.row.id)) == ids


def test_a_runner_that_ends_without_a_result_ends_the_job_blocked(api: Api) -> None:
    api.add_job("job-gone")
    c = api.client("job-gone")
    c.started()
    assert c.finished(None, exit_code=None, detail="workflow run 9 ended before the runner produced a result")
    job = api.store.jobs.get("job-gone")
    res = JobResult.model_validate_json(job.result_json)
    assert job.state == "lost" and res.verdict == Verdict.BLOCKED and res.blocked_kind == "runner"
    assert "workflow run 9 ended" in res.reason and "not evidence" in res.reason
    assert api.store.jobs.get("job-gone.a2") is not None  # a lost runner is infrastructure: retried once


def test_runner_entrypoint_reports_to_the_api(api: Api, tmp_path: Path) -> None:
    """`python -m runners run --callback URL` (token in $BRIDGE_VALIDATE_JOB_TOKEN): a real runner process on
    the fixture checkouts reports started, heartbeats and the result; one reporting path, no duplicate."""
    import subprocess
    import sys

    from tests.fixtures.builders import fixture_env, make_bridge_repo, make_downstream

    bridge, sha = make_bridge_repo(tmp_path / "bridge")
    nemo, _ = make_downstream("nemo-rl", tmp_path / "nemo-rl")
    spec = nemo_rl_l0_spec("job-cli", bridge_sha=sha, uses_ray=False)
    api.add_job("job-cli")
    (tmp_path / "job.json").write_text(spec.model_dump_json())
    env = fixture_env(BRIDGE_VALIDATE_JOB_TOKEN=job_token(SECRET, "job-cli"), BRIDGE_VALIDATE_HEARTBEAT_S="0.2")
    argv = [sys.executable, "-m", "runners", "run", "--spec", str(tmp_path / "job.json")]
    argv += ["--out", str(tmp_path / "out")]
    argv += ["--bridge-repo", str(bridge), "--downstream-repo", str(nemo), "--quiet", "--callback", api.url]
    proc = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=240, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]  # 0: Pass, as without --callback
    job = api.store.jobs.get("job-cli")
    assert (job.state, job.verdict) == ("done", "Pass"), job.detail
    assert job.last_seq >= 1 and job.started_at is not None
    assert job_token(SECRET, "job-cli") not in proc.stdout + proc.stderr + " ".join(argv)
    assert "BRIDGE_VALIDATE_JOB_TOKEN" not in (tmp_path / "out" / "result.json").read_text()
    # Without a token it refuses to start rather than run unreported.
    env.pop("BRIDGE_VALIDATE_JOB_TOKEN")
    bad = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert bad.returncode == 2 and "token" in bad.stderr
