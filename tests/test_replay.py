"""`bridge-validate replay`: a saved payload processed as `serve` would; GitHub writes printed, none sent."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.github_double import webhooks

HEAD, BASE = "a" * 40, "b" * 40


def pr_payload(tmp_path: Path, **changes: Any) -> Path:
    payload = webhooks.example("pull_request", "opened")
    payload["pull_request"]["head"]["sha"] = HEAD
    payload["pull_request"]["base"]["sha"] = BASE
    payload["pull_request"].update(changes)
    path = tmp_path / "payload.json"
    path.write_text(json.dumps(payload))
    return path


def replay(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("BRIDGE_VALIDATE_")}
    # A GitHub URL nothing listens on: any attempt to send would fail loudly.
    env["BRIDGE_VALIDATE_GITHUB_URL"] = "http://127.0.0.1:9"
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", "replay", *args],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=120,
    )


def writes(stdout: str) -> list[tuple[str, str, dict[str, Any]]]:
    out = []
    for m in re.finditer(r"^=== would (POST|PATCH) (\S+)\n(\{.*?^\})", stdout, re.S | re.M):
        out.append((m.group(1), m.group(2), json.loads(m.group(3))))
    return out


def test_replay_prints_the_queued_check_runs_and_dispatches_nothing(tmp_path: Path) -> None:
    files = tmp_path / "files.json"
    files.write_text(
        json.dumps(
            [
                {
                    "filename": "src/megatron/bridge/models/qwen/qwen2_bridge.py",
                    "status": "modified",
                    "changes": 2,
                    "patch": "@@ -1,1 +1,2 @@\n-a\n+b\n+c",
                },
            ]
        )
    )
    proc = replay(
        tmp_path, "--event", "pull_request", "--payload", str(pr_payload(tmp_path)), "--files", str(files)
    )
    assert proc.returncode == 0, proc.stderr
    ws = writes(proc.stdout)
    posts = [body for method, _path, body in ws if method == "POST"]
    assert [b["name"] for b in posts] == ["bridge-validate / nemo-rl", "bridge-validate / verl"]
    assert all(b["status"] == "queued" and b["head_sha"] == HEAD for b in posts)
    assert all("Level 0" in b["output"]["title"] for b in posts)
    assert posts[0]["output"]["annotations"][0]["path"] == "src/megatron/bridge/models/qwen/qwen2_bridge.py"
    assert proc.stdout.count("=== would dispatch job") >= 2
    assert "=== outcome: validated run" in proc.stdout
    assert list(tmp_path.glob("*.sqlite*")) == []  # the replay kept its state in memory


def test_replay_of_a_docs_only_pr_concludes_success_with_the_reason(tmp_path: Path) -> None:
    files = tmp_path / "files.txt"
    files.write_text("docs/index.md\nREADME.md\n")
    proc = replay(
        tmp_path, "--event", "pull_request", "--payload", str(pr_payload(tmp_path)), "--files", str(files)
    )
    assert proc.returncode == 0, proc.stderr
    posts = [b for m, _p, b in writes(proc.stdout) if m == "POST"]
    assert [(b["status"], b["conclusion"]) for b in posts] == [("completed", "success")] * 2
    assert all(
        "documentation" in b["output"]["title"].lower() or "docs" in b["output"]["title"].lower()
        for b in posts
    )
    assert "would dispatch" not in proc.stdout


def test_replay_of_a_draft_and_of_bad_input(tmp_path: Path) -> None:
    draft = replay(tmp_path, "--event", "pull_request", "--payload", str(pr_payload(tmp_path, draft=True)))
    assert draft.returncode == 0 and "=== would" not in draft.stdout
    assert "draft: waiting for ready_for_review" in draft.stdout
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"action": "opened", "pull_request": {"number": "x"}}))
    proc = replay(tmp_path, "--event", "pull_request", "--payload", str(bad))
    assert proc.returncode == 1 and "does not fit a pull_request event" in proc.stderr
    assert "Traceback" not in proc.stderr
    proc = replay(tmp_path, "--event", "pull_request", "--payload", str(tmp_path / "missing.json"))
    assert proc.returncode == 2 and "--payload" in proc.stderr
    proc = replay(tmp_path, "--event", "x; rm -rf /", "--payload", str(bad))
    assert proc.returncode == 2
    ping = tmp_path / "ping.json"
    ping.write_text(json.dumps(webhooks.example("ping", None)))
    proc = replay(tmp_path, "--event", "ping", "--payload", str(ping))
    assert proc.returncode == 0 and "=== outcome: no handler for ping" in proc.stdout
