"""The pages in a real browser: a running bot (FastAPI + worker, the GitHub double, fixture runners writing real
logs and metrics) and headless Chromium (Debian's `chromium` package, driven over the DevTools protocol by
tests/browser.py). The check runs' Details links open their run pages; the live tail advances while a job runs
(FIXTURE_STEP_SECONDS slows the fixture's steps) without a reload; the pages load without console errors; the
plots have a data path for every metric; the pages fit a phone's width and work without JavaScript.

Screenshots go to $BRIDGE_VALIDATE_SCREENSHOTS (default build/screenshots/). Without chromium the test is skipped
on a developer machine and fails under CI (`CI` set), where `.ci/run` installs it.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser import Chromium, Page, find_chromium
from tests.conftest import Bot, Checkouts, _in_ci, provider_pull, wait_for
from tests.github_double import webhooks
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401

ROOT = Path(__file__).resolve().parents[1]
SHOTS = Path(os.environ.get("BRIDGE_VALIDATE_SCREENSHOTS") or ROOT / "build" / "screenshots")

pytestmark = pytest.mark.slow


@pytest.fixture
def chromium(tmp_path: Path) -> Iterator[Chromium]:
    exe = find_chromium()
    if exe is None:
        if _in_ci():
            pytest.fail("chromium not found (CI must install Debian's chromium package: .ci/run does)")
        pytest.skip("chromium not installed (apt-get install chromium)")
    browser = Chromium.start(tmp_path / "browser", exe)
    try:
        yield browser
    finally:
        browser.close()


LIVE_LINES = """(() => { const b = document.querySelector('.term[data-tail]');
  return b ? b.querySelectorAll('span.l').length : -1; })()"""

PLOTS = """(() => Array.from(document.querySelectorAll('figure.plot')).map(f => {
  const tag = f.getAttribute('data-metric');
  const run = Array.from(f.querySelectorAll('path.series.run')).filter(p => p.getAttribute('data-metric') === tag);
  return {tag: tag, paths: run.map(p => p.getAttribute('d')),
          base: f.querySelectorAll('path.series.base').length, thresholds: f.querySelectorAll('line.threshold').length};
}))()"""

FITS = "document.documentElement.scrollWidth <= window.innerWidth + 1"


def _url(bot: Bot, link: str) -> str:
    assert link.startswith("http://bot.test/"), link
    return bot.url + link.removeprefix("http://bot.test")


def _load(page: Page, url: str) -> None:
    page.goto(url)
    page.b.pump(0.3)  # console messages arrive after the load event too


def test_run_pages_and_dashboard_in_a_browser(
    make_bot: Any, make_db_url: Any, checkouts: Checkouts, chromium: Chromium
) -> None:
    bot: Bot = make_bot(make_db_url("sqlite"), "token_mult_fail", job_env={"FIXTURE_STEP_SECONDS": "4"})
    gh = bot.gh
    pull = provider_pull(gh, checkouts)
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=gh), guid="pages-browser")

    # -- while the NeMo-RL job runs, its check run's page streams the log
    def running() -> Any:
        for r in bot.store.runs.for_sha(gh.repo, checkouts.sha):
            for j in bot.store.jobs.for_run(r.id):
                if j.framework == "nemo-rl" and j.state == "running" and any((bot.workdir / j.id / "logs").glob("*")):
                    return j
        return None

    job = wait_for(running, 150, "the NeMo-RL job to run", interval=0.2)
    check = next(c for c in bot.checks(checkouts.sha) if c.name == "bridge-validate / nemo-rl")
    assert check.details_url and "/runs/" in check.details_url
    live = chromium.page()
    _load(live, _url(bot, check.details_url))
    live.eval("window.__sameDocument = 'yes'")
    before = live.eval(LIVE_LINES)
    assert before >= 0, "the running job's page has a live tail"
    wait_for(lambda: live.eval(LIVE_LINES) > before, 90, "the live tail to advance", interval=0.5)
    assert live.eval("window.__sameDocument") == "yes", "the page was reloaded"
    live.screenshot(SHOTS / "run-page-live.png", width=1280)
    assert live.errors == []

    # -- when both check runs concluded: every Details link opens its run page
    runs = bot.wait_concluded(checkouts.sha, timeout=180)
    by_name = {r.name: r for r in runs}
    assert by_name["bridge-validate / nemo-rl"].conclusion == "failure"
    page = chromium.page()
    for run in runs:
        assert run.details_url
        _load(page, _url(bot, run.details_url))
        shown = page.eval("document.querySelector('h1').textContent.trim()")
        assert shown.startswith((run.title or "").removesuffix(" … (truncated)").rstrip(" …")), (shown, run.title)
        plots = page.eval(PLOTS)
        assert plots, run.name
        for p in plots:
            assert p["paths"] and all(d.startswith("M") and " L" in d for d in p["paths"]), p["tag"]
        assert page.errors == [], run.name

    # -- the failing NeMo-RL page: thresholds, root cause in context, copy, phone width
    _load(page, _url(bot, by_name["bridge-validate / nemo-rl"].details_url or ""))
    plots = {p["tag"]: p for p in page.eval(PLOTS)}
    assert plots["train/token_mult_prob_error"]["thresholds"] == 1
    hit = page.eval("document.querySelector('.rootcause .l.hit').textContent")
    assert 'max(data["train/token_mult_prob_error"]) < 1.05' in hit
    page.screenshot(SHOTS / "run-page.png", width=1280)
    page.set_width(1100)
    page.screenshot_of("article.job", SHOTS / "run-page-job.png", max_height=1500)  # the one README.md shows
    page.screenshot(SHOTS / "run-page-phone.png", width=390)
    assert page.eval(FITS), "the run page overflows a phone's width"
    page.set_width(1280)
    assert page.eval("document.querySelector('button[data-copy]').hidden") is False
    page.eval("document.querySelector('button[data-copy]').click()")
    wait_for(lambda: page.eval("document.querySelector('button[data-copy]').textContent") == "Copied", 5, "Copied")

    # -- the job's metrics page: a data path for every metric in its metrics.json
    tags = set(json.loads((bot.workdir / job.id / "metrics.json").read_text()))
    href = page.eval(f"document.querySelector('#job-{job.id.replace('.', '-')} a[href*=\"/metrics?\"]').href")
    _load(page, href)
    drawn = {p["tag"] for p in page.eval(PLOTS) if p["paths"]}
    assert drawn == tags
    assert page.errors == []

    # -- the full log, the root cause marked
    _load(page, _url(bot, by_name["bridge-validate / nemo-rl"].details_url or ""))
    _load(page, page.eval("document.querySelector('.rootcause a[href*=\"/log?\"]').href"))
    marked = page.eval("document.querySelector('span.hit').textContent")
    assert "token_mult_prob_error" in marked
    page.screenshot(SHOTS / "log-page.png", width=1280)
    assert page.errors == []

    # -- the dashboard, from the run page's link: the PR with both checks, levels and verdicts
    _load(page, _url(bot, by_name["bridge-validate / nemo-rl"].details_url or ""))
    _load(page, page.eval("document.querySelector('header.top a.brand').href"))
    listed = page.eval("document.querySelector('#runs-h').parentElement.textContent")
    assert "PR #7" in listed and "NeMo-RL L0 · Fail" in listed and "verl L0 · Pass" in listed
    assert page.eval("document.querySelectorAll('svg.bars rect.bar').length") >= 1
    page.screenshot(SHOTS / "dashboard.png", width=1280)
    page.screenshot(SHOTS / "dashboard-phone.png", width=390)
    assert page.eval(FITS), "the dashboard overflows a phone's width"
    assert page.errors == []

    # -- without JavaScript the page still shows everything (no copy buttons, no live updates)
    plain = chromium.page(javascript=False)
    _load(plain, _url(bot, by_name["bridge-validate / nemo-rl"].details_url or ""))
    assert plain.eval("document.querySelectorAll('figure.plot svg path.series').length") > 0
    assert plain.eval("document.querySelectorAll('.term span.l').length") > 0
    assert plain.eval("getComputedStyle(document.querySelector('button[data-copy]')).display") == "none"
    assert plain.errors == []


def test_a_twenty_job_run_page_in_a_browser(sqlite_url: str, tmp_path: Path, chromium: Chromium) -> None:
    """Stored runs (tests/fixtures/pages.py): 20 jobs with 2,000-line logs and 40 steps of metrics, the base
    branch's run of the same jobs, one job still running. Every plot draws this run and the base branch; the
    running job's tail takes what its log gains; the page fits a phone."""
    from tests.fixtures.pages import append_log
    from tests.test_pages import REPO, _site

    gen = _site(sqlite_url, tmp_path)
    site = next(gen)
    try:
        big = _site_with_twenty(site)
        page = chromium.page()
        _load(page, site.url + site.acc.with_token(f"/runs/{big.run.id}/nemo-rl", REPO))
        assert page.errors == []
        assert page.eval("document.querySelectorAll('article.job').length") == 20
        plots = page.eval(PLOTS)
        assert len(plots) >= 20 * 3
        for p in plots:
            assert p["paths"] and all(" L" in d for d in p["paths"]), p["tag"]
            assert p["base"] >= 1, p["tag"]
        running = next(j for j in big.jobs if j.state == "running")
        before = page.eval(LIVE_LINES)
        append_log(big.dirs[running.id], [f"===== Step {i}/40 =====" for i in range(21, 26)])
        wait_for(lambda: page.eval(LIVE_LINES) >= before + 5, 20, "the live tail to take the new lines", interval=0.3)
        last = page.eval("Array.from(document.querySelectorAll('.term[data-tail] span.l')).pop().textContent")
        assert last.endswith("===== Step 25/40 =====\n")
        page.screenshot_of(f"#job-{big.jobs[3].id.replace('.', '-')}", SHOTS / "run-page-20-jobs-failing-job.png")
        page.screenshot(SHOTS / "run-page-20-jobs-phone.png", width=390, max_height=4000)
        assert page.eval(FITS), "the 20-job page overflows a phone's width"
        assert page.errors == []
    finally:
        gen.close()


def _site_with_twenty(site: Any) -> Any:
    from tests.fixtures.pages import seed_run
    from tests.test_pages import REPO

    seed_run(
        site.store, site.workdir, repo=REPO, kind="merge_group", pr=None, head_sha="c" * 40, jobs=20,
        log_lines=200, steps=40, fail=frozenset(), blocked_then_pass=frozenset(), seed=4,
    )
    return seed_run(
        site.store, site.workdir, repo=REPO, pr=8, base_sha="c" * 40, jobs=20, log_lines=2000, steps=40,
        fail=frozenset({3}), blocked_then_pass=frozenset({5}), running=frozenset({7}), seed=3,
    )
