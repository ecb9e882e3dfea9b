"""Full file texts for the classifier: reverse-applying GitHub's patch, and reading the head through the
contents API of the GitHub double (real HTTP)."""

from __future__ import annotations

import asyncio
import difflib
from collections.abc import Iterator

import pytest

from bot.core.models import ChangedFile, PlanInput
from bot.core.plan import make_plan
from bot.core.rules import load_rules
from bot.core.sources import attach_sources, reverse_apply
from bot.infra.github import GitHubApp
from tests.github_double import GitHubDouble, PullFile
from tests.github_double.fixtures import github_app_key, github_double  # noqa: F401

OLD = '''"""Mapping helpers."""


def scale(x):
    # multiply by two
    return x * 2


def shift(x):
    return x + 1
'''
# Only a comment and a docstring change: cosmetic, nothing downstream changes.
COSMETIC = OLD.replace("# multiply by two", "# double the value").replace("helpers.", "helpers (HF <-> Megatron).")
# A line in the middle of a long docstring: the patch's context cannot show it is a docstring; the full
# text can, so only with the sources does the plan see a cosmetic edit.
_DOC = "\n".join(f"    line {i} of the explanation" for i in range(12))
LONG_DOC = f'def scale(x):\n    """Scale.\n\n{_DOC}\n    """\n    return x * 2\n'
LONG_DOC_EDIT = LONG_DOC.replace("line 6 of the", "line six of the")
# A behaviour change in the same file.
REAL = OLD.replace("return x * 2", "return x * 3")
PATH = "src/megatron/bridge/models/conversion/param_mapping.py"
HEAD = "b" * 40


def patch_of(old: str, new: str) -> str:
    lines = difflib.unified_diff(old.splitlines(), new.splitlines(), lineterm="", n=3)
    return "\n".join(list(lines)[2:])


@pytest.mark.parametrize("new", [COSMETIC, REAL, OLD.replace("def shift", "def shifted") + "\nX = 1\n", ""])
def test_reverse_apply_rebuilds_the_old_side(new: str) -> None:
    assert reverse_apply(new, patch_of(OLD, new)) == OLD


def test_reverse_apply_refuses_a_patch_that_does_not_match() -> None:
    assert reverse_apply(REAL.replace("x + 1", "x - 1"), patch_of(OLD, COSMETIC)) is None


def test_attach_sources_reads_only_bridge_python_and_survives_failures() -> None:
    files = [
        ChangedFile(path=PATH, patch=patch_of(OLD, REAL)),
        ChangedFile(path="docs/a.md", patch="@@ -1 +1 @@\n-a\n+b"),
        ChangedFile(path="src/megatron/bridge/peft/lora.py", patch="@@ -1 +1 @@\n-a\n+b"),
    ]
    asked: list[tuple[str, str]] = []

    async def read(path: str, ref: str) -> str | None:
        asked.append((path, ref))
        if path == PATH:
            return REAL
        raise RuntimeError("GitHub said no")

    assert asyncio.run(attach_sources(files, HEAD, read)) == 1
    assert asked == [(PATH, HEAD), ("src/megatron/bridge/peft/lora.py", HEAD)]
    assert files[0].old_source == OLD and files[0].new_source == REAL
    assert files[2].old_source is None and files[2].new_source is None


@pytest.fixture
def gh(github_double: GitHubDouble) -> Iterator[GitHubDouble]:  # noqa: F811
    yield github_double


@pytest.mark.parametrize(
    ("old", "new", "patch_only_jobs", "with_sources_jobs"),
    [(LONG_DOC, LONG_DOC_EDIT, True, False), (OLD, REAL, True, True), (OLD, COSMETIC, False, False)],
)
def test_sources_read_over_http_make_the_plan_exact(
    gh: GitHubDouble, old: str, new: str, patch_only_jobs: bool, with_sources_jobs: bool
) -> None:
    gh.state.add_commit(gh.repo, HEAD, {PATH: new})
    gh.state.add_pull(gh.repo, 5, head_sha=HEAD, files=[PullFile(PATH, patch=patch_of(old, new))])
    assert gh.private_key_pem is not None
    app = GitHubApp(base_url=gh.url, app_id=gh.state.app.id, private_key=gh.private_key_pem, timeout_s=5.0)
    rules = load_rules()

    async def go() -> list[ChangedFile]:
        client = app.for_installation(gh.installation_id)
        listing = await client.list_pull_files(gh.repo, 5)
        patch_only = make_plan(PlanInput(source="t", files=[f.model_copy() for f in listing.files]), rules)
        assert bool(patch_only.jobs) is patch_only_jobs
        got = await attach_sources(listing.files, HEAD, lambda p, r: client.get_file_text(gh.repo, p, r))
        assert got == 1
        # A file absent at that commit reads as None, not an error.
        assert await client.get_file_text(gh.repo, "src/megatron/bridge/nope.py", HEAD) is None
        return listing.files

    files = asyncio.run(go())
    assert files[0].new_source == new and files[0].old_source == old
    plan = make_plan(PlanInput(source="test", files=files, head=HEAD), rules)
    assert bool(plan.jobs) is with_sources_jobs
    if with_sources_jobs:
        assert plan.levels["nemo-rl"] == [0, 2]
