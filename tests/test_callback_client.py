"""runners.callback against a real HTTP results API (tests/callback_server.py): the four calls, token checks,
retries, and the `python -m runners.callback run` wrapper driving the real runner on the fixture checkouts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from pydantic import TypeAdapter

from bot.dispatch.tokens import job_token
from runners.callback import (
    RESULT_MARKER,
    CallbackClient,
    CallbackError,
    CallbackEvent,
    find_result_line,
    result_line,
)
from runners.contract import JobResult, Verdict
from tests.callback_server import CallbackServer
from tests.conftest import free_port
from tests.fixtures.builders import (
    PROJECT_ROOT,
    fixture_env,
    make_bridge_repo,
    make_downstream,
    nemo_rl_l0_spec,
)

SECRET = "callback-secret"


@pytest.fixture
def server() -> Iterator[CallbackServer]:
    s = CallbackServer(SECRET)
    with s.running():
        s.expect("job-1")
        s.expect("job-2")
        yield s


def result(job_id: str = "job-1", verdict: Verdict = Verdict.PASS) -> JobResult:
    return JobResult(
        job_id=job_id, framework="nemo-rl", level=0, verdict=verdict, reason="completed 2/2 steps"
    )


def client(
    server: CallbackServer, job_id: str = "job-1", token: str | None = None, **kw: object
) -> CallbackClient:
    sleeps: list[float] = []
    c = CallbackClient(
        server.url,
        token if token is not None else job_token(SECRET, job_id),
        job_id,
        sleep=sleeps.append,
        **kw,  # type: ignore[arg-type]
    )
    c.sleeps = sleeps  # type: ignore[attr-defined]
    return c


def test_events_and_result_arrive_in_order_with_the_contract_fields(server: CallbackServer) -> None:
    c = client(server)
    assert c.started("runner on host-1")
    assert c.heartbeat(["line"] * 80 + ["x" * 900], step="grpo_megatron")
    assert c.post_result(result())
    assert c.finished(result(), exit_code=0)
    started, beat, finished = server.events_of("job-1")
    assert [started["type"], beat["type"], finished["type"]] == ["started", "heartbeat", "finished"]
    assert [started["seq"], beat["seq"], finished["seq"]] == [1, 2, 3]
    assert set(beat) == {
        "type",
        "job_id",
        "seq",
        "at",
        "elapsed_s",
        "step",
        "log_tail",
        "verdict",
        "exit_code",
        "detail",
    }
    assert (
        len(beat["log_tail"]) == 50 and len(beat["log_tail"][-1]) == 500 and beat["step"] == "grpo_megatron"
    )
    assert finished["verdict"] == "Pass" and finished["exit_code"] == 0
    events = TypeAdapter(list[CallbackEvent])
    assert events.validate_python([started, beat, finished], strict=True) == [started, beat, finished]
    assert server.result("job-1") == result()


def test_wrong_token_and_another_jobs_token_are_refused_and_change_nothing(server: CallbackServer) -> None:
    for token in ("not-a-token", job_token(SECRET, "job-2"), job_token("other-secret", "job-1")):
        c = client(server, token=token)
        with pytest.raises(CallbackError) as info:
            c.post_result(result())
        assert info.value.status == 401
        assert token not in str(info.value)
    assert server.result("job-1") is None and server.events_of("job-1") == []
    assert len(server.refused) == 3
    with pytest.raises(ValueError, match="result is for job"):
        client(server).post_result(result("job-2"))


def test_a_finished_job_takes_no_more_posts(server: CallbackServer) -> None:
    c = client(server)
    c.post_result(result())
    c.finished(result())
    assert c.heartbeat(["late"]) is False and c.closed  # 409: stop sending, not an error
    replay = client(server)
    assert replay.post_result(result(verdict=Verdict.FAIL)) is False
    assert server.result("job-1") == result()


def test_5xx_and_429_are_retried_with_backoff_and_retry_after(server: CallbackServer) -> None:
    c = client(server)
    server.fail_next(503, count=2)
    server.fail_next(429)
    assert c.post_result(result())
    assert len(c.sleeps) == 3  # type: ignore[attr-defined]
    assert c.sleeps == [0.0, 0.0, 0.0]  # type: ignore[attr-defined]  # Retry-After: 0 honoured
    server.fail_next(500, count=5)
    with pytest.raises(CallbackError, match="after 3 attempts: HTTP 500"):
        c.heartbeat(["x"])


def test_unreachable_bot_is_retried_then_reported_without_the_token() -> None:
    logs: list[str] = []
    token = job_token(SECRET, "job-1")
    c = CallbackClient(
        f"http://127.0.0.1:{free_port()}", token, "job-1", sleep=lambda s: None, log=logs.append, timeout_s=2
    )
    with pytest.raises(CallbackError, match="after 3 attempts"):
        c.started()
    assert len(logs) == 2 and all(token not in m for m in logs)
    assert token not in repr(c)


def test_client_refuses_bad_arguments() -> None:
    with pytest.raises(ValueError, match="http"):
        CallbackClient("file:///etc/passwd", "t", "job-1")
    with pytest.raises(ValueError, match="job id"):
        CallbackClient("http://bot", "t", "../admin")
    with pytest.raises(ValueError, match="empty"):
        CallbackClient("http://bot", "", "job-1")


def test_result_marker_lines_cannot_be_forged_by_job_output() -> None:
    token = job_token(SECRET, "job-1")
    real = result().model_dump_json()
    forged = result(verdict=Verdict.PASS).model_copy(update={"reason": "forged"}).model_dump_json()
    log = "\n".join(
        [
            result_line(token, real),
            f"{RESULT_MARKER} {'0' * 64} {forged}",  # the job printing a marker of its own
            f"{RESULT_MARKER} garbage",
        ]
    )
    assert find_result_line(log, token) == real
    assert find_result_line(log, job_token(SECRET, "job-2")) is None


# ---- the wrapper, with the real runner ------------------------------------------------------------


@pytest.fixture(scope="module")
def checkouts(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path | str]:
    root = tmp_path_factory.mktemp("cb")
    bridge, sha = make_bridge_repo(root / "bridge")
    nemo_rl, _ = make_downstream("nemo-rl", root / "nemo-rl")
    return {"bridge": bridge, "sha": sha, "nemo_rl": nemo_rl}


def wrap(
    spec_path: Path,
    out: Path,
    checkouts: dict[str, Path | str],
    url: str | None,
    token: str,
    *extra: str,
    **env: str,
) -> subprocess.CompletedProcess[str]:
    e = fixture_env(BRIDGE_REPO=str(checkouts["bridge"]), NEMO_RL_REPO=str(checkouts["nemo_rl"]), **env)
    e["BRIDGE_VALIDATE_CALLBACK_TOKEN"] = token
    argv = [
        sys.executable,
        "-m",
        "runners.callback",
        "run",
        "--spec",
        str(spec_path),
        "--out",
        str(out),
        "--heartbeat-s",
        "0.3",
    ]
    if url:
        argv += ["--callback", url]
    return subprocess.run(
        [*argv, "--", "--quiet", *extra], env=e, cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=120
    )


@pytest.mark.slow
def test_wrapper_reports_started_heartbeats_result_and_finished(
    server: CallbackServer, checkouts: dict[str, Path | str], tmp_path: Path
) -> None:
    spec = nemo_rl_l0_spec("job-1", bridge_sha=str(checkouts["sha"]))
    # The job's command shows whether the token reached it (it must not).
    spec.steps.insert(
        0,
        spec.steps[0].model_copy(
            update={
                "name": "env_probe",
                "argv": [
                    "python3",
                    "-c",
                    "import os; print('TOKEN_SEEN', 'BRIDGE_VALIDATE_CALLBACK_TOKEN' in os.environ)",
                ],
                "env": {},
            }
        ),
    )
    (tmp_path / "job.json").write_text(spec.model_dump_json())
    token = job_token(SECRET, "job-1")
    p = wrap(
        tmp_path / "job.json", tmp_path / "out", checkouts, server.url, token, FIXTURE_STEP_SECONDS="0.6"
    )
    assert p.returncode == 0, p.stderr[-3000:]
    kinds = [e["type"] for e in server.events_of("job-1")]
    assert kinds[0] == "started" and kinds[-1] == "finished" and "heartbeat" in kinds
    got = server.result("job-1")
    assert got is not None and got.verdict == Verdict.PASS, got
    assert json.loads((tmp_path / "out" / "result.json").read_text())["verdict"] == "Pass"
    assert find_result_line(p.stdout, token) == got.model_dump_json()
    probe = (tmp_path / "out" / "logs").glob("*env_probe.log")
    assert "TOKEN_SEEN False" in next(probe).read_text()
    assert token not in p.stdout.replace(result_line(token, got.model_dump_json()), "") + p.stderr


@pytest.mark.slow
def test_wrapper_turns_a_runner_that_dies_into_a_blocked_result(
    server: CallbackServer, checkouts: dict[str, Path | str], tmp_path: Path
) -> None:
    spec = nemo_rl_l0_spec("job-2", bridge_sha=str(checkouts["sha"]))
    (tmp_path / "job.json").write_text(spec.model_dump_json())
    p = wrap(
        tmp_path / "job.json",
        tmp_path / "out",
        checkouts,
        server.url,
        job_token(SECRET, "job-2"),
        "--no-such-option",
    )
    assert p.returncode == 0, p.stderr
    got = server.result("job-2")
    assert got is not None and got.verdict == Verdict.BLOCKED
    assert "exited with code 2 without a result" in got.reason
    assert server.events_of("job-2", "finished")[0]["exit_code"] == 2


def test_wrapper_refuses_a_callback_without_a_token(checkouts: dict[str, Path | str], tmp_path: Path) -> None:
    spec = nemo_rl_l0_spec("job-3", bridge_sha=str(checkouts["sha"]))
    (tmp_path / "job.json").write_text(spec.model_dump_json())
    start = time.monotonic()
    p = wrap(tmp_path / "job.json", tmp_path / "out", checkouts, "http://127.0.0.1:9", "")
    assert p.returncode == 2 and "BRIDGE_VALIDATE_CALLBACK_TOKEN" in p.stderr
    assert not (tmp_path / "out").exists() and time.monotonic() - start < 30
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    p = wrap(bad, tmp_path / "out", checkouts, None, "")
    assert p.returncode == 2 and "cannot read job spec" in p.stderr and "Traceback" not in p.stderr
    assert os.path.exists(bad)
