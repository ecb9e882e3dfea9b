"""`bridge-validate manifest`: the downstream manifests are generated from git, never hand-edited.

A miniature downstream tree (tests/fixtures/manifest/mini-rl) is committed into a real git repository and
scanned through a bare clone by the real CLI; the output must equal the expected manifest checked in beside it.
The committed configs/downstream/*.yaml must name the pinned downstream refs, and where the mirrors of the real
NeMo-RL and verl are on this machine, regenerating them must reproduce the committed files byte for byte.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bot.core.config import DEFAULT_CONFIG_DIR
from bot.core.downstream import load_manifest
from tests.conftest import GIT_ENV

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "fixtures" / "manifest" / "mini-rl"
EXPECTED = ROOT / "tests" / "fixtures" / "manifest" / "mini-rl.yaml"
ZERO = "0" * 40
# The refs the committed manifests were made from (../shared/upstream/README.md pins these commits).
PINNED = {
    "nemo-rl": ("NVIDIA-NeMo/RL", "7ea279abfbeb698b092856d0dab61e7cf39bc909", "/work/.mirror/NVIDIA-NeMo+RL/repo"),
    "verl": ("verl-project/verl", "1dda039b9c63", "/work/.mirror/verl-project+verl/repo"),
}


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True, env=GIT_ENV
    ).stdout.strip()


def cli(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *argv], capture_output=True, text=True, cwd=ROOT, timeout=900, check=False
    )


@pytest.fixture
def mini_bare(tmp_path: Path) -> tuple[Path, str]:
    """The fixture tree committed into a repository, cloned bare; the work tree then gets an uncommitted edit."""
    work = tmp_path / "mini-rl"
    shutil.copytree(FIXTURE, work)
    git(work, "init", "-q", "-b", "main")
    git(work, "add", "-A")
    git(work, "commit", "-q", "-m", "mini downstream")
    sha = git(work, "rev-parse", "HEAD")
    # an edit never committed: a manifest is made from the ref, never from the work tree
    (work / "mini_rl" / "setup.py").write_text("from megatron.bridge.uncommitted import Nothing\n")
    bare = tmp_path / "mini-rl.git"
    subprocess.run(["git", "clone", "-q", "--bare", str(work), str(bare)], check=True, env=GIT_ENV)
    return bare, sha


def test_manifest_regenerates_the_fixture_tree_from_a_bare_clone(mini_bare: tuple[Path, str], tmp_path: Path) -> None:
    bare, sha = mini_bare
    out = tmp_path / "out"
    r = cli("manifest", "--nemo-rl", str(bare), "--nemo-rl-ref", "main", "--out", str(out))
    assert r.returncode == 0, r.stderr
    assert f"nemo-rl at {sha[:12]}" in r.stdout
    got = (out / "nemo-rl.yaml").read_text(encoding="utf-8")
    assert got == EXPECTED.read_text(encoding="utf-8").replace(ZERO, sha)
    m = load_manifest(out / "nemo-rl.yaml")
    assert m.ref == sha and m.repository == "NVIDIA-NeMo/RL"
    assert "megatron.bridge.uncommitted.Nothing" not in m.symbols
    assert not (out / "verl.yaml").exists()  # only the framework asked for


def test_manifest_follows_values_through_downstream_code() -> None:
    """What the expected manifest says is what the scanner must find: uses through a re-export, a returned
    tuple, `self.` attributes, a function-local import; kinds by path."""
    m = load_manifest(EXPECTED)
    chain = "megatron.bridge.AutoBridge.from_hf_pretrained()"
    [stream] = m.symbols[f"{chain}.export_hf_weights()"]
    assert (stream.file, stream.function, stream.use) == (
        "mini_rl/workers/policy.py",
        "PolicyWorker.stream_weights",
        "call",
    )
    build = m.symbols[f"{chain}.to_megatron_provider().provide_distributed_model()"]
    assert any(s.function == "PolicyWorker.__init__" and s.use == "call" for s in build)
    [save] = m.symbols["megatron.bridge.training.checkpointing.save_checkpoint()"]
    assert (save.function, save.line) == ("PolicyWorker.save", 14)
    assert {s.kind for s in m.symbols["megatron.bridge.AutoBridge"]} == {"prod", "test", "example"}
    assert [s.file for s in m.symbols["megatron.bridge.AutoBridge.import_ckpt()"]] == ["examples/convert.py"]
    assert not any("torch" in sym for sym in m.symbols)


def test_manifest_errors_are_one_line(tmp_path: Path) -> None:
    r = cli("manifest", "--verl", str(tmp_path / "nowhere"), "--out", str(tmp_path / "out"))
    assert r.returncode == 2 and r.stderr.startswith("bridge-validate manifest:") and "Traceback" not in r.stderr
    r = cli("manifest", "--out", str(tmp_path / "out"))
    assert r.returncode == 2 and "--nemo-rl" in r.stderr


@pytest.mark.parametrize("framework", sorted(PINNED))
def test_committed_manifest_names_the_pinned_ref(framework: str) -> None:
    repository, ref, _ = PINNED[framework]
    m = load_manifest(DEFAULT_CONFIG_DIR / "downstream" / f"{framework}.yaml")
    assert m.framework == framework and m.repository == repository
    assert m.ref.startswith(ref) and m.generated_by == "bridge-validate manifest"
    assert sum(1 for _ in m.sites(("prod",))) > 100  # a real checkout, not a fragment


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_committed_manifests_regenerate_from_the_real_repositories(tmp_path: Path) -> None:
    args: list[str] = []
    for framework, (_, ref, mirror) in sorted(PINNED.items()):
        if not Path(mirror).exists():
            pytest.skip(f"no mirror of {framework} at {mirror}")
        args += [f"--{framework}", mirror, f"--{framework}-ref", ref]
    r = cli("manifest", *args, "--out", str(tmp_path))
    assert r.returncode == 0, r.stderr
    for framework in PINNED:
        committed = (DEFAULT_CONFIG_DIR / "downstream" / f"{framework}.yaml").read_text(encoding="utf-8")
        assert (tmp_path / f"{framework}.yaml").read_text(encoding="utf-8") == committed, (
            f"configs/downstream/{framework}.yaml differs from what `bridge-validate manifest` makes at the pinned ref"
        )
