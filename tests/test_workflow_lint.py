"""workflows/validate.yml passes actionlint (shellcheck over its `run:` scripts) and zizmor with no findings,
and the linters really are looking: the same workflow with an input spliced into a shell line fails both.

Skipped only where the linters are not installed and CI is not set (`pip install -e .[dev]` brings them).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / "workflows" / "validate.yml"
CI = os.environ.get("CI", "").lower() not in ("", "0", "false", "no")
BIN = Path(sys.executable).parent
PATH = f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"


def tool(name: str) -> str:
    found = shutil.which(name, path=PATH)
    if found is None:
        if CI:
            pytest.fail(f"{name} is not installed (it is in the dev extra)")
        pytest.skip(f"{name} is not installed (pip install -e .[dev])")
    return found


def actionlint(path: Path) -> subprocess.CompletedProcess[str]:
    tool("shellcheck")  # without it actionlint silently skips the run: scripts
    return subprocess.run(
        [tool("actionlint"), "-no-color", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PATH": PATH},
    )


def zizmor(path: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [tool("zizmor"), "--offline", "--no-progress", "--format=plain", *extra, str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "NO_COLOR": "1"},
    )


def test_actionlint_has_no_findings() -> None:
    r = actionlint(WORKFLOW)
    assert r.returncode == 0, r.stdout + r.stderr


def test_zizmor_has_no_findings() -> None:
    r = zizmor(WORKFLOW)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "No findings" in r.stdout + r.stderr


def test_zizmor_auditor_persona_finds_only_the_self_hosted_runner() -> None:
    # The auditor persona flags every self-hosted runner: that one is the point of the workflow.
    r = zizmor(WORKFLOW, "--persona=auditor")
    found = set(re.findall(r"^(?:warning|error|help|note|info)\[([a-z0-9-]+)\]", r.stdout + r.stderr, re.M))
    assert found == {"self-hosted-runner"}, r.stdout + r.stderr


def test_linters_catch_an_input_interpolated_into_a_shell_line(tmp_path: Path) -> None:
    text = WORKFLOW.read_text()
    marker = 'echo "Megatron-Bridge $head; downstream $down"'
    assert marker in text
    bad = tmp_path / "validate.yml"
    bad.write_text(text.replace(marker, 'echo "${{ inputs.job_id }}" $head'))
    z = zizmor(bad)
    assert z.returncode != 0 and "template-injection" in z.stdout + z.stderr
    a = actionlint(bad)
    assert a.returncode != 0 and "shellcheck" in a.stdout  # the unquoted $head


def test_workflow_shape() -> None:
    """What the linters do not check: minimal token, pinned actions, no credentials kept, no input in run:."""
    doc = yaml.safe_load(WORKFLOW.read_text())
    on = doc.get("on", doc.get(True))
    assert set(on) == {"workflow_dispatch"}
    assert doc["permissions"] == {}
    assert "${{ inputs.job_id }}" in doc["run-name"]
    [job] = doc["jobs"].values()
    assert job["permissions"] == {"contents": "read"}
    assert job["runs-on"][:2] == ["self-hosted", "linux"] and "gpu-x${{ inputs.gpus }}" in job["runs-on"]
    assert on["workflow_dispatch"]["inputs"]["gpus"]["type"] == "choice"
    for step in job["steps"]:
        if "uses" in step:
            assert re.fullmatch(r"[\w.-]+/[\w.-]+@[0-9a-f]{40}", step["uses"]), step["uses"]
            if step["uses"].startswith("actions/checkout@"):
                assert step["with"]["persist-credentials"] is False
        if "run" in step:
            assert "${{" not in step["run"], step["name"]
