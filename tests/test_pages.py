"""The pages over real HTTP, on stored runs (tests/fixtures/pages.py seeds real rows and job directories): the run
page, access by signed token, the live tail, the full log, artifacts, older `/reports/` links and the dashboard's
figures, on SQLite and PostgreSQL. Nothing on any page may show a secret."""

from __future__ import annotations

import html
import json
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from bot.infra.logging import register_secret
from bot.infra.settings import Settings
from bot.infra.store import Store
from bot.service.app import create_app
from bot.service.pages.access import PageAccess
from runners.redact import MARK
from tests.conftest import ServerThread
from tests.fixtures.pages import Seeded, append_log, seed_run

REPO = "acme/bridge"


@dataclass
class Site:
    url: str
    store: Store
    acc: PageAccess
    base: Seeded
    run: Seeded
    workdir: Path

    def get(self, path: str, **params: Any) -> httpx.Response:
        return httpx.get(self.url + self.acc.with_token(path, REPO, **params), timeout=30)

    def job(self, verdict: str | None = None, state: str | None = None) -> Any:
        return next(
            j
            for j in self.run.jobs
            if (verdict is None or j.verdict == verdict) and (state is None or j.state == state)
        )


def _site(db_url: str, tmp_path: Path, **settings: Any) -> Iterator[Site]:
    store = Store(db_url)
    store.create_all()
    workdir = tmp_path / "runs"
    now = time.time()
    base = seed_run(store, workdir, repo=REPO, kind="merge_group", pr=None, head_sha="b" * 40, jobs=6,
                    log_lines=300, steps=12, fail=frozenset(), blocked_then_pass=frozenset(), seed=1,
                    created_at=now - 7200)
    run = seed_run(store, workdir, repo=REPO, pr=7, base_sha="b" * 40, jobs=6, log_lines=300, steps=12,
                   fail=frozenset({3}), blocked_then_pass=frozenset({1}), running=frozenset({4}),
                   reused=frozenset({5}), seed=2, created_at=now - 3600)
    s = Settings(webhook_secret="pages-test-webhook-secret", database_url=db_url, workdir=workdir,
                 public_url="http://bot.test", **settings)
    app = create_app(s, store=store, start_worker=False)
    with ServerThread(app) as srv:
        yield Site(srv.url, store, PageAccess.from_settings(s), base, run, workdir)
    store.dispose()


@pytest.fixture
def site(db_url: str, tmp_path: Path) -> Iterator[Site]:
    yield from _site(db_url, tmp_path)


@pytest.fixture
def sqlite_site(sqlite_url: str, tmp_path: Path) -> Iterator[Site]:
    yield from _site(sqlite_url, tmp_path)


def _text(page: httpx.Response) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", page.text))


# ---------------------------------------------------------------------------------------------- the run page


def test_run_page_shows_verdict_plan_jobs_root_cause_plots_and_how_to_reproduce(sqlite_site: Site) -> None:
    s = sqlite_site
    page = s.get(f"/runs/{s.run.run.id}/nemo-rl")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert page.headers["referrer-policy"] == "no-referrer" and "frame-ancestors 'none'" in page.headers[
        "content-security-policy"
    ]
    text = _text(page)
    # one job still runs: the check is in progress, and already says which job failed and why
    assert "In progress" in text and "Running" in text
    assert "Why" in text and "RuntimeError in provider finalize" in text
    # the plan with each level's reasons and the files behind it
    assert "Level 0" in text and "provider" in text and "src/megatron/bridge/models/qwen/qwen2_provider.py" in text
    # every job, with state, attempts, timings, GPUs, runner and the reproduce command
    for j in s.run.jobs:
        if j.attempt == 1:
            assert f'id="job-{j.id}"' in page.text.replace(".", "-") or j.id in page.text, j.id
    blocked = next(j for j in s.run.jobs if j.attempt == 2)
    assert blocked.id in page.text and "ray" in text  # the Blocked first attempt is listed, with its kind
    assert "#0,1 NVIDIA H100 80GB HBM3, 79 GiB" in text
    assert "python -m runners run --spec job.json" in text and 'data-copy="' in page.text
    assert "local executor on the bot" in text
    # the root cause highlighted in its context, linked into the full log
    failing = s.job("Fail")
    m = re.search(r'<span class="l hit"><span class="n">(\d+)</span>([^<]*)', page.text)
    assert m and "RuntimeError: shape mismatch in provider finalize" in html.unescape(m.group(2))
    log_lines = (s.run.dirs[failing.id] / "run.log").read_text().split("\n")
    assert "RuntimeError: shape mismatch" in log_lines[int(m.group(1)) - 1]
    assert f"/jobs/{failing.id}/log?" in page.text and f"#L{m.group(1)}" in page.text
    # plots: a data path per metric, the thresholds of the job's assertions, the base branch overlaid
    figs = re.findall(r'<figure class="plot" data-metric="([^"]+)">(.*?)</figure>', page.text, re.S)
    assert figs
    for tag, fig in figs:
        assert re.search(rf'<path class="series run" data-metric="{re.escape(tag)}" data-kind="run" d="M[^"]+L', fig)
    by_tag = dict(figs)
    assert 'class="threshold"' in by_tag["train/token_mult_prob_error"]
    assert 'data-kind="base"' in by_tag["train/token_mult_prob_error"]
    assert "the latest merge-queue run" in text or "the base commit" in text
    # the running job streams its tail; finished ones show the end of their log; artifacts are linked
    running = s.job(state="running")
    assert f"/jobs/{running.id}/tail?" in page.text and "data-tail=" in page.text
    assert "files/metrics.json" in page.text and "files/run.log" in page.text
    # the reused job says so
    assert "Result reused from" in text
    # the other check run of this commit is one tab away
    assert f"/runs/{s.run.run.id}/verl?t=" in page.text


def test_the_job_metrics_page_plots_every_tag(sqlite_site: Site) -> None:
    s = sqlite_site
    job = s.job("Fail")
    page = s.get(f"/runs/{s.run.run.id}/nemo-rl/jobs/{job.id}/metrics")
    assert page.status_code == 200
    tags = set(json.loads((s.run.dirs[job.id] / "metrics.json").read_text()))
    drawn = set(re.findall(r'<path class="series run" data-metric="([^"]+)"', page.text))
    assert drawn == {html.escape(t) for t in tags}


# ---------------------------------------------------------------------------------------------- access


def test_pages_need_the_repository_token_unless_it_is_public(sqlite_url: str, tmp_path: Path) -> None:
    gen = _site(sqlite_url, tmp_path, pages_public_repos="acme/open")
    s = next(gen)
    try:
        path = f"/runs/{s.run.run.id}/nemo-rl"
        assert httpx.get(s.url + path).status_code == 403
        assert httpx.get(s.url + path + "?t=garbage").status_code == 403
        other = s.acc.token("acme/other")
        assert httpx.get(f"{s.url}{path}?t={other}").status_code == 403
        expired = s.acc.token(REPO, now=time.time() - 200 * 86400)
        assert httpx.get(f"{s.url}{path}?t={expired}").status_code == 403
        assert "expired" in httpx.get(f"{s.url}{path}?t={expired}").text
        ok = s.acc.token(REPO)
        assert httpx.get(f"{s.url}{path}?t={ok}").status_code == 200
        job = s.job("Fail")
        for sub in ("log", "tail", "metrics", "spec.json", "files/metrics.json"):
            assert httpx.get(f"{s.url}{path}/jobs/{job.id}/{sub}").status_code in (403, 404), sub
            assert httpx.get(f"{s.url}{path}/jobs/{job.id}/{sub}?t={ok}").status_code == 200, sub
        assert httpx.get(f"{s.url}/?repo={REPO}").status_code == 403
        assert httpx.get(f"{s.url}/?repo={REPO}&t={other}").status_code == 403
        assert httpx.get(f"{s.url}/?repo={REPO}&t={ok}").status_code == 200
        # A public repository's pages open without a token (the setting names it).
        open_run = seed_run(s.store, s.workdir, repo="acme/open", pr=9, jobs=2, log_lines=50, steps=3, seed=5)
        assert httpx.get(f"{s.url}/runs/{open_run.run.id}/nemo-rl").status_code == 200
        front = httpx.get(s.url + "/")
        assert front.status_code == 200 and "PR #9" in front.text and "PR #7" not in front.text
        # No page of an unknown run, job or framework; no path outside the job's artifacts.
        assert httpx.get(f"{s.url}/runs/{'0' * 20}/nemo-rl?t={ok}").status_code == 404
        assert httpx.get(f"{s.url}{path[:-7]}pytorch?t={ok}").status_code == 404
        assert httpx.get(f"{s.url}{path}/jobs/{s.base.jobs[0].id}/log?t={ok}").status_code == 404
        for bad in ("runner.out", "..%2F..%2Fbot.sqlite", "%2Fetc%2Fpasswd", "logs/..%2Fresult.json"):
            assert httpx.get(f"{s.url}{path}/jobs/{job.id}/files/{bad}?t={ok}").status_code == 404, bad
    finally:
        gen.close()


def test_older_report_links_redirect_to_the_run_page(sqlite_site: Site) -> None:
    s = sqlite_site
    check = next(c for c in s.store.checks.for_run(s.run.run.id) if c.framework == "nemo-rl")
    r = httpx.get(f"{s.url}/reports/{check.report_id}")
    assert r.status_code == 303 and r.headers["location"].startswith(f"/runs/{s.run.run.id}/nemo-rl?t=")
    assert httpx.get(s.url + r.headers["location"]).status_code == 200
    assert httpx.get(f"{s.url}/reports/{'0' * 32}").status_code == 404
    md = s.get(f"/runs/{s.run.run.id}/nemo-rl/report.md")
    assert md.status_code == 200 and md.text.startswith("# In progress")


# ---------------------------------------------------------------------------------------------- logs


def test_live_tail_gives_what_the_log_gained_and_says_when_the_job_ended(sqlite_site: Site) -> None:
    s = sqlite_site
    job = s.job(state="running")
    page = s.get(f"/runs/{s.run.run.id}/nemo-rl")
    offset = int(re.search(rf'data-tail="[^"]*{re.escape(job.id)}/tail[^"]*" data-offset="(\d+)"', page.text).group(1))
    first = s.get(f"/runs/{s.run.run.id}/nemo-rl/jobs/{job.id}/tail", offset=offset).json()
    assert first["lines"] == [] and first["done"] is False and first["mode"] == "append"
    append_log(s.run.dirs[job.id], ["===== Step 9/12 =====", "  • Loss: 0.0556", "half a li"])
    more = s.get(f"/runs/{s.run.run.id}/nemo-rl/jobs/{job.id}/tail", offset=offset).json()
    assert more["lines"] == ["===== Step 9/12 =====", "  • Loss: 0.0556", "half a li"]
    log = (s.run.dirs[job.id] / "logs" / "01-grpo_megatron.log").read_text().split("\n")
    assert log[more["first"] - 1] == "===== Step 9/12 ====="
    again = s.get(f"/runs/{s.run.run.id}/nemo-rl/jobs/{job.id}/tail", offset=more["offset"]).json()
    assert again["lines"] == []
    s.store.jobs.update(job.id, state="done", verdict="Pass", finished_at=time.time())
    done = s.get(f"/runs/{s.run.run.id}/nemo-rl/jobs/{job.id}/tail", offset=more["offset"]).json()
    assert done["done"] is True and done["status"] == "Pass"


def test_full_log_is_numbered_with_the_root_cause_marked(sqlite_site: Site) -> None:
    s = sqlite_site
    job = s.job("Fail")
    page = s.get(f"/runs/{s.run.run.id}/nemo-rl/jobs/{job.id}/log")
    lines = (s.run.dirs[job.id] / "run.log").read_text().rstrip("\n").split("\n")
    assert page.status_code == 200 and f"{len(lines)} lines" in page.text
    hit = re.search(r'<span id="L(\d+)" class="hit">', page.text)
    assert hit and "RuntimeError: shape mismatch" in lines[int(hit.group(1)) - 1]
    assert page.text.count('<span id="L') == len(lines)
    raw = s.get(f"/runs/{s.run.run.id}/nemo-rl/jobs/{job.id}/log", raw=1)
    assert raw.text.rstrip("\n").split("\n") == lines


# ---------------------------------------------------------------------------------------------- secrets


def test_no_page_shows_a_secret(sqlite_site: Site) -> None:
    s = sqlite_site
    secret = "pages-registered-secret-Zq81x"
    register_secret(secret)
    hf = "hf_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4"
    job = s.job("Fail")
    d = s.run.dirs[job.id]
    for name in ("run.log", "logs/01-grpo_megatron.log"):
        with (d / name).open("a") as fh:
            fh.write(f"+ HF_TOKEN={hf}\nwebhook secret is {secret}\n")
    data = json.loads((d / "metrics.json").read_text())
    (d / "metrics.json").write_text(json.dumps({**data, f"leak/{secret}": {"1": 1.0}}))
    with s.store.session() as ss:
        from bot.infra.store import JobRow

        row = ss.get(JobRow, job.id)
        assert row is not None
        result = json.loads(row.result_json or "{}")
        result["reason"] = f"failed with token {hf} and {secret}"
        row.result_json = json.dumps(result)
        row.spec_json = row.spec_json.replace('"title":"', f'"title":"{secret} ', 1)
    run_id = s.run.run.id
    pages = [
        s.get(f"/runs/{run_id}/nemo-rl"),
        s.get(f"/runs/{run_id}/nemo-rl/jobs/{job.id}/log"),
        s.get(f"/runs/{run_id}/nemo-rl/jobs/{job.id}/log", raw=1),
        s.get(f"/runs/{run_id}/nemo-rl/jobs/{job.id}/tail", offset=0),
        s.get(f"/runs/{run_id}/nemo-rl/jobs/{job.id}/metrics"),
        s.get(f"/runs/{run_id}/nemo-rl/jobs/{job.id}/spec.json"),
        s.get(f"/runs/{run_id}/nemo-rl/jobs/{job.id}/files/metrics.json"),
        s.get(f"/runs/{run_id}/nemo-rl/jobs/{job.id}/files/run.log"),
        s.get("/", repo=REPO),
    ]
    assert all(p.status_code == 200 for p in pages), [p.status_code for p in pages]
    shown = "\n".join(p.text for p in pages)
    assert secret not in shown and hf not in shown
    assert shown.count(MARK) >= 5


# ---------------------------------------------------------------------------------------------- dashboard


def test_dashboard_lists_runs_with_levels_verdicts_figures_and_filters(site: Site) -> None:
    s = site
    front = s.get("/", repo=REPO)
    assert front.status_code == 200
    text = _text(front)
    assert "PR #7" in text and "merge queue" in text
    assert f"/runs/{s.run.run.id}/nemo-rl?t=" in front.text
    assert "NeMo-RL L0,1,2,3" in text and "Fail" in text
    # GPU-minutes spent: every started job's GPUs x its run time, summed (the reused job spent nothing)
    spent = 0.0
    for seeded in (s.base, s.run):
        for j in seeded.jobs:
            if j.started_at is not None:
                gpus = json.loads(j.spec_json)["gpus"]
                spent += ((j.finished_at or time.time()) - j.started_at) / 60 * gpus
    shown = float(re.search(r'<div class="v">([\d,.]+) GPU-(min|h)</div><div class="k">spent', front.text).group(1)
                  .replace(",", ""))
    unit = re.search(r'<div class="v">[\d,.]+ GPU-(min|h)</div><div class="k">spent', front.text).group(1)
    assert shown * (60 if unit == "h" else 1) == pytest.approx(spent, rel=0.02)
    reused = next(j for j in s.run.jobs if j.reused_from)
    est = json.loads(reused.spec_json)["est_gpu_minutes"]
    assert f"{est:,.0f} GPU-min" in front.text or f"{est / 60:,.0f} GPU-h" in front.text  # saved by reuse
    assert 'data-stack="GPU-minutes spent"' in front.text and 'data-stack="saved by reuse"' in front.text
    # the Blocked-then-retried job leads the flaky list, with its kind
    flaky = front.text.split('id="flaky-h"')[1]
    blocked = next(j for j in s.run.jobs if j.attempt == 2)
    assert blocked.id.split("-", 1)[1].removesuffix(".a2") in flaky and "ray ×1" in flaky
    # queue: the running job; the waiting time per day
    assert "1 <span" in front.text and "running" in front.text
    # filters narrow the list
    running = _text(s.get("/", repo=REPO, verdict="Running"))
    assert "PR #7" in running and "merge queue" not in running
    assert "No runs match" in _text(s.get("/", repo=REPO, verdict="Fail"))
    passes = _text(s.get("/", repo=REPO, verdict="Pass", framework="nemo-rl"))
    assert "merge queue" in passes and "PR #7" not in passes
    assert "No runs match" in _text(s.get("/", repo=REPO, level="6"))  # the seeded jobs are Levels 0-4
    level3 = _text(s.get("/", repo=REPO, level="3"))
    assert "PR #7" in level3 and "merge queue" in level3
    assert "No runs match" in _text(s.get("/", repo=REPO, framework="verl"))


def test_jobs_on_ray_or_actions_show_the_heartbeat_and_say_where_the_full_log_is(
    sqlite_url: str, tmp_path: Path
) -> None:
    gen = _site(
        sqlite_url, tmp_path, executor="ray", ray_address="http://ray-head:8265", ray_out_root="/shared/out",
        actions_repo="acme/ci",
    )
    s = next(gen)
    try:
        running, failing = s.job(state="running"), s.job("Fail")
        s.store.jobs.update(
            running.id,
            handle_json=json.dumps({"backend": "ray", "job_id": running.id, "ref": running.id}),
            progress_json=json.dumps({"tail": ["===== Step 3/12 =====", "  • Loss: 0.1667"]}),
        )
        actions = {"backend": "actions", "job_id": failing.id, "ref": "991"}
        s.store.jobs.update(failing.id, handle_json=json.dumps(actions))
        page = s.get(f"/runs/{s.run.run.id}/nemo-rl")
        text = _text(page)
        assert f"ray job logs {running.id} --address http://ray-head:8265" in text
        assert f"/shared/out/{running.id}" in text and "The runner's last heartbeat" in text
        assert "===== Step 3/12 =====" in text
        assert "https://github.com/acme/ci/actions/runs/991" in page.text
        assert "The last lines the runner sent with its result" in text  # the Actions job's result tail
        tail = s.get(f"/runs/{s.run.run.id}/nemo-rl/jobs/{running.id}/tail", offset=0).json()
        assert tail["mode"] == "replace" and tail["lines"] == ["===== Step 3/12 =====", "  • Loss: 0.1667"]
        log = s.get(f"/runs/{s.run.run.id}/nemo-rl/jobs/{failing.id}/log")
        assert log.status_code == 404 and "actions/runs/991" in log.text
    finally:
        gen.close()
