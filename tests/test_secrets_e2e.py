"""A job that prints every kind of secret, end to end through the App over real HTTP: the GitHub double
receives none, the database stores none, no page shows one, no log line holds one, and nothing the runner
wrote for the report keeps one — while the failing line is still quoted (redacted) in the check run."""

from __future__ import annotations

import html
import json
import re
import secrets
import string
from pathlib import Path
from typing import Any

import httpx
import pytest

from runners.redact import MARK
from tests.conftest import NAMES, Bot, Checkouts, provider_pull
from tests.github_double import webhooks
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401


def _rand(alphabet: str, n: int) -> str:
    return "".join(secrets.choice(alphabet) for _ in range(n))


ALNUM = string.ascii_letters + string.digits


def job_secrets() -> dict[str, str]:
    """One secret of each kind the redaction issue names, fresh for each run."""
    return {
        "HF_TOKEN": "hf_" + _rand(ALNUM, 34),
        "WANDB_API_KEY": _rand("0123456789abcdef", 40),  # no shape: only its variable's name gives it away
        "GITHUB_TOKEN": "ghp_" + _rand(ALNUM, 36),
        "NGC_API_KEY": "nvapi-" + _rand(ALNUM, 64),
        "AWS_ACCESS_KEY_ID": "AKIA" + _rand(string.ascii_uppercase + string.digits, 16),
        "AWS_SECRET_ACCESS_KEY": _rand(ALNUM + "/+", 40),
        # Named so that only their shapes give them away:
        "FIXTURE_JWT": "eyJhbGciOiJSUzI1NiJ9.eyJ" + _rand(ALNUM, 40) + "." + _rand(ALNUM + "-_", 43),
        "FIXTURE_BEARER": "sk-" + _rand(ALNUM, 40),
    }


def _files_text(root: Path) -> str:
    return "\n".join(p.read_text(errors="replace") for p in root.rglob("*") if p.is_file())


@pytest.mark.slow
def test_no_secret_a_job_prints_reaches_github_the_database_pages_or_logs(
    make_bot: Any, make_db_url: Any, checkouts: Checkouts
) -> None:
    values = job_secrets()
    bot: Bot = make_bot(make_db_url("sqlite"), "leak_secrets", job_env=values)
    pull = provider_pull(bot.gh, checkouts)
    bot.send("pull_request", webhooks.pull_request("opened", pull, double=bot.gh), guid="leaky-pr")
    runs = bot.wait_concluded(checkouts.sha)
    assert sorted(r.name for r in runs) == NAMES

    # The check is not vacuous: the job ran, failed on the line holding the tokens, and the report quotes it.
    for run in runs:
        shown = (run.summary or "") + (run.text or "")
        assert "huggingface.co" in shown and MARK in shown, run.name
        assert run.conclusion in ("failure", "action_required")

    bodies = json.dumps([r.json for r in bot.gh.requests])
    rows = bot.store.dump_text()
    logs = bot.logs.getvalue()
    pages = "\n".join(
        httpx.get(bot.url + r.details_url.removeprefix("http://bot.test")).text for r in runs if r.details_url
    )
    assert pages.count("Result:") >= 2
    # and every page a run page links to: each job's full log (HTML and text), live tail, metrics, spec, artifacts
    links = {html.unescape(h) for h in re.findall(r'href="(/runs/[^"#]+/jobs/[^"#]+)"', pages)}
    assert any("/log?" in h for h in links) and any("/files/run.log?" in h for h in links)
    pages += "\n".join(httpx.get(bot.url + h).text for h in sorted(links))
    pages += "\n".join(httpx.get(bot.url + h.replace("/log?", "/log?raw=1&")).text for h in links if "/log?" in h)
    written = _files_text(bot.workdir)  # result.json, summary.md, step logs, runner.out, heartbeats
    assert "leak_secrets" in written or "huggingface.co" in written
    for name, value in values.items():
        assert value not in bodies, f"{name} reached GitHub"
        assert value not in rows, f"{name} reached the database"
        assert value not in pages, f"{name} reached a page"
        assert value not in logs, f"{name} reached the bot's log"
        assert value not in written, f"{name} reached the runner's output"
