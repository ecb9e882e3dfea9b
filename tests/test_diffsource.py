"""bot.core.diffsource against real git repositories (work tree and bare clone) and real unified diffs."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from bot.core.diffsource import DiffSourceError, from_file_list, from_git, from_patch, parse_unified_diff
from tests.conftest import GIT_ENV

PKG = "src/megatron/bridge"


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True, env=GIT_ENV
    ).stdout.strip()


def write(repo: Path, rel: str, text: str | bytes) -> None:
    p = repo / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        p.write_bytes(text)
    else:
        p.write_text(text)


MAPPING_V1 = "class AutoMapping:\n    def megatron_to_hf(self, w):\n        return w.to(self.dtype)\n"
MAPPING_V2 = (
    "class AutoMapping:\n    def megatron_to_hf(self, w):\n        return w.to(self.dtype, copy=False)\n"
)
MOVED = "".join(f"VALUE_{i} = {i}\n" for i in range(30))


@pytest.fixture(scope="module")
def bridge_repo(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path | str]:
    """A Bridge-shaped repo: a base commit, then a mapping edit, a rename, a binary file and a docs edit."""
    root = tmp_path_factory.mktemp("bridge")
    repo = root / "work"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    write(repo, f"{PKG}/models/conversion/param_mapping.py", MAPPING_V1)
    write(repo, f"{PKG}/brandnew/old_name.py", MOVED)
    write(repo, "docs/index.md", "# Bridge\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "base")
    base = git(repo, "rev-parse", "HEAD")
    write(repo, f"{PKG}/models/conversion/param_mapping.py", MAPPING_V2)
    git(repo, "mv", f"{PKG}/brandnew/old_name.py", f"{PKG}/brandnew/new_name.py")
    write(repo, "docs/index.md", "# Megatron-Bridge\n")
    write(repo, "docs/logo.png", b"\x89PNG\r\n\x1a\n\x00\x00\x00binary")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "change")
    head = git(repo, "rev-parse", "HEAD")
    bare = root / "bare.git"
    subprocess.run(["git", "clone", "-q", "--bare", str(repo), str(bare)], check=True, env=GIT_ENV)
    return {"repo": repo, "bare": bare, "base": base, "head": head}


@pytest.mark.parametrize("which", ["repo", "bare"])
def test_from_git_reads_the_change(bridge_repo: dict, which: str) -> None:
    inp = from_git(bridge_repo[which], "main~1", "main")
    by_path = {f.path: f for f in inp.files}
    assert set(by_path) == {
        f"{PKG}/models/conversion/param_mapping.py",
        f"{PKG}/brandnew/new_name.py",
        "docs/index.md",
        "docs/logo.png",
    }
    mapping = by_path[f"{PKG}/models/conversion/param_mapping.py"]
    assert mapping.status == "modified"
    assert "+        return w.to(self.dtype, copy=False)" in (mapping.patch or "")
    assert mapping.old_source == MAPPING_V1 and mapping.new_source == MAPPING_V2
    moved = by_path[f"{PKG}/brandnew/new_name.py"]
    assert moved.status == "renamed" and moved.previous_path == f"{PKG}/brandnew/old_name.py"
    assert by_path["docs/logo.png"].binary and by_path["docs/logo.png"].patch is None
    assert inp.base == bridge_repo["base"] and inp.head == bridge_repo["head"]
    assert inp.patches_available


def test_bare_clone_has_no_work_tree_to_read(bridge_repo: dict) -> None:
    bare = bridge_repo["bare"]
    assert not (bare / "src").exists()
    inp = from_git(bare, str(bridge_repo["base"]), str(bridge_repo["head"]))
    assert len(inp.files) == 4


@pytest.mark.parametrize(
    ("base", "message"),
    [
        ("no-such-branch", "unknown base revision 'no-such-branch'"),
        ("--output=/tmp/x", "bad base revision"),
        ("main; rm -rf /", "bad base revision"),
        ("HEAD:docs/index.md", "bad base revision"),
        ("0123456789abcdef0123456789abcdef01234567", "unknown base revision"),
    ],
)
def test_bad_revisions(bridge_repo: dict, base: str, message: str) -> None:
    with pytest.raises(DiffSourceError, match=message.replace("(", r"\(")):
        from_git(bridge_repo["bare"], base, "main")


def test_not_a_repository(tmp_path: Path) -> None:
    with pytest.raises(DiffSourceError, match="not a git repository"):
        from_git(tmp_path, "HEAD~1", "HEAD")
    with pytest.raises(DiffSourceError, match="no such directory"):
        from_git(tmp_path / "missing", "HEAD~1", "HEAD")


def test_empty_diff(bridge_repo: dict) -> None:
    with pytest.raises(DiffSourceError, match="no changes between main and main"):
        from_git(bridge_repo["repo"], "main", "main")


def test_plain_unified_diff_with_added_removed_and_quoted_paths() -> None:
    text = (
        "--- /dev/null\n+++ b/src/new.py\n@@ -0,0 +1,2 @@\n+A = 1\n+B = 2\n"
        "--- a/src/gone.py\t2026-01-01 00:00:00\n+++ /dev/null\n@@ -1 +0,0 @@\n-X = 1\n"
        "\\ No newline at end of file\n"
        'diff --git "a/docs/t\\303\\251st.md" "b/docs/t\\303\\251st.md"\n'
        '--- "a/docs/t\\303\\251st.md"\n+++ "b/docs/t\\303\\251st.md"\n@@ -1 +1 @@\n-a\n+b\n'
    )
    files = parse_unified_diff(text)
    assert [(f.path, f.status) for f in files] == [
        ("src/new.py", "added"),
        ("src/gone.py", "removed"),
        ("docs/tést.md", "modified"),
    ]
    assert files[1].patch is not None and "-X = 1" in files[1].patch


def test_removed_line_that_looks_like_a_header_stays_in_the_hunk() -> None:
    text = "--- a/x.py\n+++ b/x.py\n@@ -1,2 +1,1 @@\n--- not a header\n keep\n"
    files = parse_unified_diff(text)
    assert len(files) == 1 and "--- not a header" in (files[0].patch or "")


def test_patch_errors() -> None:
    with pytest.raises(DiffSourceError, match="no changes"):
        from_patch("", "patch -")
    with pytest.raises(DiffSourceError, match="no changes"):
        from_patch("just some text\n", "patch notes.txt")
    with pytest.raises(DiffSourceError, match="malformed hunk header"):
        from_patch("--- a/x.py\n+++ b/x.py\n@@ bogus @@\n", "patch x")
    with pytest.raises(DiffSourceError, match="not a text diff"):
        from_patch("--- a/x\x00\n", "patch x")


def test_file_list_accepts_paths_and_name_status() -> None:
    inp = from_file_list(
        f"# changed\n{PKG}/peft/lora.py\nR100\t{PKG}/a.py\t{PKG}/b.py\nA\tdocs/x.md\n\n", "files f"
    )
    assert [(f.path, f.status, f.previous_path) for f in inp.files] == [
        (f"{PKG}/peft/lora.py", "modified", None),
        (f"{PKG}/b.py", "renamed", f"{PKG}/a.py"),
        ("docs/x.md", "added", None),
    ]
    assert not inp.patches_available
    with pytest.raises(DiffSourceError, match="empty"):
        from_file_list("\n# nothing\n", "files f")


def test_missing_blob_is_listed_with_path_rules_only(tmp_path: Path) -> None:
    repo = tmp_path / "r"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    write(repo, "docs/a.gif", b"GIF89a\x00one")
    write(repo, f"{PKG}/peft/lora.py", "RANK = 1\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "base")
    write(repo, "docs/a.gif", b"GIF89a\x00two")
    write(repo, f"{PKG}/peft/lora.py", "RANK = 2\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "change")
    blob = git(repo, "rev-parse", "HEAD:docs/a.gif")
    (repo / ".git" / "objects" / blob[:2] / blob[2:]).unlink()  # a mirror without its large files
    inp = from_git(repo, "main~1", "main")
    by_path = {f.path: f for f in inp.files}
    assert by_path["docs/a.gif"].binary and by_path["docs/a.gif"].patch is None
    assert "+RANK = 2" in (by_path[f"{PKG}/peft/lora.py"].patch or "")
