"""Fuzzing the results API with schemathesis, against the OpenAPI document the bot serves (GET /api/openapi.json)
from `serve`'s own app (no worker), on a database holding running and ended jobs.

Schemathesis draws requests that fit the description (positive) and requests that break it (negative: wrong
types, missing fields, bad job ids). Every case is sent as drawn, or, for a share of cases chosen from the case
itself, aimed at a real job of the database with that job's own token, so the fuzzing reaches past the token
check into the bodies: a running job (200 or 422), an ended one (409), one that does not exist (404).

- never a 5xx, and every answer as documented (status code, content type, body schema): schemathesis' checks;
- a request that breaks the description is refused with 401, 404, 409 or 422 only, and changes nothing;
- a drawn token is never taken (401): without its job's token nothing about a job is read or changed.

Examples per operation: `BRIDGE_VALIDATE_FUZZ_EXAMPLES` (default 25), e.g. 1000 for a long run.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode

from bot.infra.settings import Settings
from bot.infra.store import JOB_DONE, JOB_RUNNING, PHASE_DISPATCHED, Store
from bot.service.app import create_app
from runners.callback import derive_job_token
from tests.fixtures.builders import python_job_spec

EXAMPLES = int(os.environ.get("BRIDGE_VALIDATE_FUZZ_EXAMPLES", "25"))
SECRET = "fuzz-webhook-secret"
RUNNING = [f"fuzz-running-{i:02d}" for i in range(40)]
ENDED = [f"fuzz-ended-{i:02d}" for i in range(4)]
MISSING = "fuzz-no-such-job"
REFUSALS = {401, 404, 409, 413, 422}


def seed(store: Store) -> None:
    """A run with one dispatched check run and its jobs: 40 running, 4 ended."""
    run, _ = store.runs.get_or_create(
        repo="NVIDIA-NeMo/Megatron-Bridge", head_sha="a" * 40, kind="pull_request", delivery_id="d", pr_number=7,
        installation_id=42,
    )
    row = store.checks.ensure(run, "nemo-rl", "bridge-validate / nemo-rl", "x")
    store.checks.advance(row.id, ["new"], PHASE_DISPATCHED, github_id=1)
    rows = []
    for i, job_id in enumerate(RUNNING + ENDED):
        spec = python_job_spec(job_id, "tests/functional/hold.py", gpus=0)
        state = JOB_RUNNING if job_id in RUNNING else JOB_DONE
        rows.append({"id": job_id, "run_id": run.id, "check_run_id": row.id, "framework": "nemo-rl", "level": 0,
                     "position": i, "spec_json": spec.model_dump_json(), "state": state, "submits": 1})
    store.jobs.add(rows)


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    tmp: Path = tmp_path_factory.mktemp("results-api")
    settings_ = Settings(webhook_secret=SECRET, database_url=f"sqlite:///{tmp / 'bot.sqlite'}")  # type: ignore[arg-type]
    store = Store(settings_.database_url)
    store.create_all()
    seed(store)
    app = create_app(settings_, store=store, start_worker=False)
    app.state.fuzz_store, app.state.fuzz_secret = store, settings_.job_callback_secret()
    yield app
    store.dispose()


@pytest.fixture(scope="module")
def api(app: Any) -> Any:
    return schemathesis.openapi.from_asgi("/api/openapi.json", app)


OPERATIONS = ["/api/jobs/{job_id}/events", "/api/jobs/{job_id}/result"]
MODES = [GenerationMode.POSITIVE, GenerationMode.NEGATIVE]


def _pick(case: Any) -> int:
    """A number fixed by the drawn case: which job it is aimed at (or none), reproducibly."""
    return int(hashlib.sha256(repr((case.path_parameters, case.body)).encode()).hexdigest()[:8], 16)


@pytest.mark.parametrize("mode", MODES, ids=str)
@pytest.mark.parametrize("path", OPERATIONS)
def test_results_api_never_fails_and_refuses_bad_input(path: str, mode: GenerationMode, app: Any, api: Any) -> None:
    store: Store = app.state.fuzz_store
    secret: str = app.state.fuzz_secret
    operation = api[path]["POST"]
    seen: dict[int, int] = {}

    @settings(max_examples=EXAMPLES, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(data=st.data())
    def fuzz(data: st.DataObject) -> None:
        case = data.draw(operation.as_strategy(generation_mode=mode), label="case")
        check_case(case, store, secret, seen)

    fuzz()
    print(f"\n{path} {mode}: answers {dict(sorted(seen.items()))}")
    assert sum(seen.values()) >= 1


def check_case(case: Any, store: Store, secret: str, seen: dict[int, int]) -> None:
    pick = _pick(case)
    negative = case.meta is not None and case.meta.generation.mode == GenerationMode.NEGATIVE
    # A negative case is aimed only when its body breaks the description (aiming rewrites the path and token).
    body_negative = case.meta is not None and any(
        str(loc).lower().endswith("body") and info.mode == GenerationMode.NEGATIVE
        for loc, info in case.meta.components.items()
    )
    aimed = pick % 4 != 0 and (not negative or body_negative)  # 3 cases in 4 use a real job's token
    if aimed:
        job_id = (RUNNING * 3 + ENDED + [MISSING])[pick % (len(RUNNING) * 3 + len(ENDED) + 1)]
        case.path_parameters = {"job_id": job_id}
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {derive_job_token(secret, job_id)}"}
        if isinstance(case.body, dict) and "job_id" in case.body and not negative:
            case.body = {**case.body, "job_id": job_id}  # a valid body names its own job
    job_id = case.path_parameters.get("job_id") if isinstance(case.path_parameters, dict) else None
    before = store.jobs.get(job_id) if isinstance(job_id, str) else None
    response = case.call_and_validate()
    seen[response.status_code] = seen.get(response.status_code, 0) + 1
    assert response.status_code < 500
    if not aimed:
        assert response.status_code in REFUSALS, (response.status_code, response.text[:300])
    if negative:
        assert response.status_code in REFUSALS, (response.status_code, response.text[:300])
        after = store.jobs.get(job_id) if isinstance(job_id, str) else None
        if before is not None and after is not None:
            assert (after.state, after.last_seq, after.result_json) == (
                before.state, before.last_seq, before.result_json
            )
    if aimed and job_id == MISSING:
        assert response.status_code == 404
    if aimed and job_id in ENDED:
        assert response.status_code in (409, 413, 422), response.status_code


def test_a_sequence_number_past_the_stores_64_bit_column_is_refused_and_changes_nothing(app: Any) -> None:
    # found by the fuzzer: a seq of 2**64 passed validation and broke the database write (a 500); the contract
    # bounds it to what the column holds
    from starlette.testclient import TestClient

    store: Store = app.state.fuzz_store
    job_id = RUNNING[-1]
    before = store.jobs.get(job_id)
    auth = {"Authorization": f"Bearer {derive_job_token(app.state.fuzz_secret, job_id)}"}
    event = {"type": "started", "job_id": job_id, "at": "2026-11-29T12:00:00.000Z", "elapsed_s": 1.0, "step": "",
             "log_tail": [], "verdict": None, "exit_code": None, "detail": ""}
    with TestClient(app) as client:
        for seq in (2**63, 2**64 + 7, -1):
            r = client.post(f"/api/jobs/{job_id}/events", json={**event, "seq": seq}, headers=auth)
            assert r.status_code == 422, (seq, r.status_code, r.text)
        after = store.jobs.get(job_id)
        assert before is not None and after is not None
        assert (after.state, after.last_seq) == (before.state, before.last_seq)
