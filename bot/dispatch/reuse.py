"""Result reuse: a job whose inputs are identical to a job already judged takes that job's result instead
of spending GPUs again.

The inputs of a job are what its verdict depends on:
- the Bridge tree under test at the head SHA: the git tree ids of `src/` and `3rdparty/` (what NeMo-RL and
  verl put on PYTHONPATH; a re-push that touches only docs, tests or CI keeps both ids);
- the downstream ref the job runs against (the backend's pinned ref, else the job template's);
- the JobSpec itself, minus what names this particular dispatch (id, bridge_sha, context).

`reuse_key` hashes them. Only judged results (Pass, Fail) are reused; Blocked ones say nothing about the
change. `/validate retry` sets the run's `reuse` flag off and everything runs again.
"""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
from pathlib import Path
from typing import Any

from bot.infra.github import GitHubError, GitHubUnavailable, RepoClient
from bot.infra.store import JobRow, Run
from runners.contract import JobResult, JobSpec

TREE_UNDER_TEST = ("src", "3rdparty")
KEY_VERSION = 1
_FULL_SHA = re.compile(r"^[0-9a-f]{40}$")


async def bridge_trees(gh: RepoClient, repo: str, sha: str, local_repo: Path | None = None) -> dict[str, str] | None:
    """Tree ids of `src/` and `3rdparty/` at `sha` (git trees API; else a local checkout that has the
    commit). None when neither can tell: then nothing is reused."""
    try:
        tree = await gh.get_tree(repo, sha)
        return {p: tree.entries.get(p, "") for p in TREE_UNDER_TEST}
    except (GitHubError, GitHubUnavailable, KeyError, ValueError):
        pass
    if local_repo is not None:
        return local_trees(local_repo, sha)
    return None


def tree_or_commit(trees: dict[str, str] | None, sha: str) -> dict[str, str]:
    """What the reuse key names as the Bridge under test: its tree ids, or, when they cannot be read (the trees
    API failing, no local checkout), the commit itself. One commit is one tree, so jobs on the same commit
    still share results and wait for an in-flight twin (found by bench/soak.py: under injected API faults two
    PRs' merge-base re-runs got no key and ran at once); only reuse across commits with equal trees is lost."""
    return trees if trees is not None else {"commit": sha}


def local_trees(repo: Path, sha: str) -> dict[str, str] | None:
    """The same tree ids from a git checkout (argv only; the SHA is checked first)."""
    if not _FULL_SHA.match(sha):
        return None
    out: dict[str, str] = {}
    for path in TREE_UNDER_TEST:
        proc = subprocess.run(
            ["git", "-C", str(repo), "rev-parse", "--verify", "--quiet", f"{sha}:{path}"],
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
        if proc.returncode != 0:
            # Absent path (fine: "") versus unknown commit (cannot tell: None).
            known = subprocess.run(
                ["git", "-C", str(repo), "cat-file", "-e", f"{sha}^{{commit}}"],
                capture_output=True,
                timeout=30,
                check=False,
            )
            if known.returncode != 0:
                return None
            out[path] = ""
        else:
            out[path] = proc.stdout.strip()
    return out


def spec_inputs(spec: JobSpec) -> dict[str, Any]:
    """The JobSpec without what names one dispatch of it."""
    return spec.model_dump(mode="json", exclude={"id", "bridge_sha", "context"})


def reuse_key(trees: dict[str, str], downstream_ref: str, spec: JobSpec) -> str:
    payload = {"v": KEY_VERSION, "trees": trees, "downstream_ref": downstream_ref, "spec": spec_inputs(spec)}
    return hashlib.sha256(json.dumps(payload, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def downstream_ref(executor: object, spec: JobSpec) -> str:
    """The downstream ref the job will run against: the backend's pin where it has one."""
    pin = getattr(executor, "downstream_ref", None)
    if callable(pin):
        ref = pin(spec.framework)
        if isinstance(ref, str) and ref:
            return ref
    return spec.downstream_ref


def origin_of(prior: JobRow) -> str:
    """The job that actually ran (a reused result points at the run that spent the GPUs)."""
    return prior.reused_from or prior.id


def reused_result(prior: JobRow, prior_run: Run | None, job_id: str) -> JobResult:
    """The prior job's result, as this job's, saying where it came from."""
    result = JobResult.model_validate_json(prior.result_json or "")
    where = ""
    if prior_run is not None:
        pr = f" PR #{prior_run.pr_number}" if prior_run.pr_number else ""
        where = f" ({prior_run.repo}{pr} at {prior_run.head_sha[:12]}, run {prior_run.id})"
    source = result.reused_from or f"job {origin_of(prior)}{where}"
    return result.model_copy(update={"job_id": job_id, "attempt": 1, "reused_from": source})
