"""`bridge-validate plan` end to end: real git repositories (bare too), patches, file lists, errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main
from tests.conftest import GIT_ENV

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "param_mapping_change.diff"
PKG = "src/megatron/bridge"


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True, env=GIT_ENV
    ).stdout.strip()


def cli(*argv: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *argv],
        capture_output=True,
        text=True,
        cwd=ROOT,
        input=stdin,
        timeout=120,
    )


@pytest.fixture(scope="module")
def bare_repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Bare clone of a repo whose last commit edits a weight mapping, renames a module and adds a binary."""
    root = tmp_path_factory.mktemp("plancli")
    work = root / "work"
    work.mkdir()
    git(work, "init", "-q", "-b", "main")
    mapping = work / PKG / "models/conversion/param_mapping.py"
    mapping.parent.mkdir(parents=True)
    mapping.write_text(
        "class AutoMapping:\n    def megatron_to_hf(self, w):\n        return w.to(self.dtype)\n"
    )
    (work / PKG / "peft").mkdir()
    (work / PKG / "peft/lora_old.py").write_text("".join(f"RANK_{i} = {i}\n" for i in range(30)))
    (work / "docs").mkdir()
    (work / "docs/index.md").write_text("# Bridge\n")
    git(work, "add", "-A")
    git(work, "commit", "-q", "-m", "base")
    mapping.write_text(
        "class AutoMapping:\n    def megatron_to_hf(self, w):\n        return w.to(self.dtype, copy=False)\n"
    )
    git(work, "mv", f"{PKG}/peft/lora_old.py", f"{PKG}/peft/lora_new.py")
    (work / PKG / "models/conversion/table.bin").write_bytes(b"\x00\x01\x02binary")
    git(work, "add", "-A")
    git(work, "commit", "-q", "-m", "mapping edit, rename, binary")
    git(work, "tag", "v-head")
    (work / "docs/index.md").write_text("# Megatron-Bridge\n")
    git(work, "commit", "-q", "-am", "docs only")
    bare = root / "bridge.git"
    subprocess.run(["git", "clone", "-q", "--bare", str(work), str(bare)], check=True, env=GIT_ENV)
    return bare


def test_plan_from_a_bare_clone_text(bare_repo: Path) -> None:
    p = cli("plan", "--repo", str(bare_repo), "--base", "v-head~1", "--head", "v-head")
    assert p.returncode == 0, p.stderr
    out = p.stdout
    assert "NeMo-RL: 0, 1, 2" in out  # mapping (0, 2) + renamed PEFT module (1)
    assert "verl: 0, 1" in out
    assert "param_mapping.py" in out and "rule param-mapping" in out
    assert "matched +3 (in AutoMapping.megatron_to_hf)" in out
    assert f"{PKG}/peft/lora_new.py" in out
    assert "$ uv run bash tests/functional/grpo_megatron.sh" in out
    assert "GPUs: 2" in out
    assert "GPU-minutes planned vs" in out
    assert "binary file(s) listed, only path rules applied" in out and "table.bin" in out


def test_plan_json_and_output_file(bare_repo: Path, tmp_path: Path) -> None:
    out_file = tmp_path / "plan.json"
    p = cli(
        "plan",
        "--repo",
        str(bare_repo),
        "--base",
        "v-head~1",
        "--head",
        "v-head",
        "--format",
        "json",
        "--output",
        str(out_file),
    )
    assert p.returncode == 0, p.stderr
    data = json.loads(p.stdout)
    assert data["levels"] == {"nemo-rl": [0, 1, 2], "verl": [0, 1]}
    assert "mapping" in data["surfaces"] and "peft" in data["surfaces"]
    assert data["estimate"]["gpu_minutes"] == pytest.approx(
        sum(j["est_gpu_minutes"] for j in data["jobs"]), abs=0.1
    )
    assert json.loads(out_file.read_text()) == data
    assert all(isinstance(step["argv"], list) for job in data["jobs"] for step in job["steps"])


def test_docs_only_commit_plans_nothing(bare_repo: Path) -> None:
    p = cli("plan", "--repo", str(bare_repo), "--base", "main~1", "--head", "main")
    assert p.returncode == 0, p.stderr
    assert "Nothing to run: nothing here reaches NeMo-RL or verl: documentation only" in p.stdout
    assert "Jobs (" not in p.stdout


def test_plan_shipped_example_from_stdin() -> None:
    p = cli("plan", "--patch", "-", "--format", "json", stdin=EXAMPLE.read_text())
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["levels"] == {"nemo-rl": [0, 2], "verl": [0, 1]}


def test_request_options_add_and_restrict(capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(
        [
            "plan",
            "--patch",
            str(EXAMPLE),
            "--format",
            "json",
            "--level",
            "4",
            "--framework",
            "nemo-rl",
            "--model",
            "llama",
        ]
    )
    assert rc == 0
    data = json.loads(capsys.readouterr().out)
    assert data["levels"] == {"nemo-rl": [0, 2, 4], "verl": []}
    assert {j["model"]["hf_id"] for j in data["jobs"] if j["level"] == 0} == {"meta-llama/Llama-3.2-1B"}


def test_file_list_plan_says_content_rules_could_not_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lst = tmp_path / "files.txt"
    lst.write_text(f"{PKG}/training/setup.py\ndocs/index.md\n")
    assert main(["plan", "--files", str(lst)]) == 0
    out = capsys.readouterr().out
    assert "content rules could not run" in out
    assert "NeMo-RL: 0" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--base", "nope", "--head", "main"], "unknown base revision 'nope'"),
        (["--base=-x", "--head", "main"], "bad base revision '-x'"),
        (["--base", "main", "--head", "main"], "no changes between main and main"),
        (["--head", "main"], "--repo needs both --base and --head"),
    ],
)
def test_repo_errors_are_one_line(bare_repo: Path, argv: list[str], message: str) -> None:
    p = cli("plan", "--repo", str(bare_repo), *argv)
    assert p.returncode == 2
    assert p.stdout == ""
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"bridge-validate plan: {message}"), p.stderr


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--repo", "{tmp}", "--base", "a", "--head", "b"], "not a git repository"),
        (["--patch", "{tmp}/missing.diff"], "cannot read"),
        (["--patch", "{tmp}/empty.diff"], "no changes"),
        (["--files", "{tmp}"], "cannot read"),
        (["--patch", str(EXAMPLE), "--level", "9"], "there is no Level 9"),
        (["--patch", str(EXAMPLE), "--model", "no such model"], "neither a known model family"),
        (["--patch", str(EXAMPLE), "--base", "main"], "--base/--head only go with --repo"),
    ],
)
def test_input_errors_are_clear(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    (tmp_path / "empty.diff").write_text("")
    rc = main(["plan", *[a.replace("{tmp}", str(tmp_path)) for a in argv]])
    err = capsys.readouterr().err
    assert rc == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_unwritable_output_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["plan", "--patch", str(EXAMPLE), "--output", str(tmp_path / "no" / "such" / "dir.json")])
    assert rc == 2
    assert "cannot write" in capsys.readouterr().err
