"""Every planned level carries an evidence chain (`plan --format json` -> decisions[].evidence).

With the Bridge call graph, a chain reads from the changed Bridge function back to the downstream code that
reaches it: "changed `X.f` ← `Y.g` ← NeMo-RL `nemo_rl/…/file.py:123` (Level 1 entry …)". Without one (a patch,
a file list), each level names the rule that put it there. A planned level with no chain fails here.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.core.checks import plan_output
from bot.core.config import DEFAULT_CONFIG_DIR
from bot.core.diffsource import from_file_list, from_git, from_patch
from bot.core.models import Evidence, LevelDecision, Plan, Request
from bot.core.plan import make_plan, unexplained
from bot.core.rules import Rules, load_rules
from bot.infra.graphcache import ReachCache

ROOT = Path(__file__).resolve().parent.parent
BRIDGE = Path("/work/.mirror/NVIDIA-NeMo+Megatron-Bridge/repo")
# Real merged Bridge pull requests (squash commits of the mirror): a provider fix, a checkpoint save fix, an MTP
# export fix, a mapping fix, a parallelism fix.
COMMITS = [
    "8531f046e552e2cbc38bfb255b15c50644a08cc9",
    "d7a1999f2a6befde8ed48b2d88da99e09791061d",
    "d17190fa4d2d023b9b2531c8d449ddb21c13b908",
    "7f239ca4b75d",
    "7069b0324a11",
]


@pytest.fixture(scope="module")
def rules() -> Rules:
    return load_rules(DEFAULT_CONFIG_DIR)


def _check(plan: Plan) -> None:
    assert unexplained(plan) == [], plan.model_dump_json(include={"levels", "decisions"})
    for d in plan.decisions:
        for e in d.evidence:
            assert (e.framework, e.level) == (d.framework, d.level)
            assert e.text()


def test_a_level_without_a_chain_is_caught(rules: Rules) -> None:
    inp = from_file_list("src/megatron/bridge/models/conversion/param_mapping.py", "files")
    plan = make_plan(inp, rules)
    assert plan.levels["nemo-rl"] and unexplained(plan) == []
    bare = plan.model_copy(
        update={"decisions": [d.model_copy(update={"evidence": []}) for d in plan.decisions]}
    )
    assert unexplained(bare) == [f"nemo-rl Level {n}" for n in plan.levels["nemo-rl"]] + [
        f"verl Level {n}" for n in plan.levels["verl"]
    ]
    # a chain must reach downstream code: a reach evidence without the downstream site is no chain
    d = LevelDecision(
        framework="nemo-rl", level=0, name="smoke", evidence=[Evidence(kind="reach", framework="nemo-rl", level=0)]
    )
    assert unexplained(plan.model_copy(update={"levels": {"nemo-rl": [0], "verl": []}, "decisions": [d]})) == [
        "nemo-rl Level 0"
    ]


def test_rules_only_plans_explain_every_level(rules: Rules) -> None:
    patch = (ROOT / "examples" / "param_mapping_change.diff").read_text(encoding="utf-8")
    _check(make_plan(from_patch(patch, "example"), rules))
    _check(make_plan(from_file_list("src/megatron/bridge/training/checkpointing.py\nREADME.md\n", "files"), rules))
    _check(make_plan(from_file_list("docs/index.md", "files"), rules, Request(levels={"nemo-rl": [3], "verl": [2]})))


@pytest.mark.slow
@pytest.mark.timeout(1200)
@pytest.mark.skipif(not BRIDGE.exists(), reason="no Megatron-Bridge mirror on this machine")
def test_reach_plans_chain_every_level_to_downstream_code(
    rules: Rules, tmp_path_factory: pytest.TempPathFactory
) -> None:
    cache = ReachCache(tmp_path_factory.mktemp("reach-cache"))
    downstream_chains = 0
    for sha in COMMITS:
        reach = cache.reach_for(BRIDGE, sha, rules)
        plan = make_plan(from_git(BRIDGE, f"{sha}^", sha), rules, reach=reach)
        assert not any("no Bridge call graph" in n for n in plan.notes), plan.notes
        _check(plan)
        for d in plan.decisions:
            for e in d.evidence:
                if e.kind == "reach":
                    assert e.chain and e.downstream and e.entry, e
                    fw_dir = "nemo_rl/" if (e.downstream_framework or e.framework) == "nemo-rl" else "verl/"
                    assert e.downstream.startswith(fw_dir) and ":" in e.downstream
                    downstream_chains += 1
    assert downstream_chains > 0


@pytest.mark.slow
@pytest.mark.timeout(1200)
@pytest.mark.skipif(not BRIDGE.exists(), reason="no Megatron-Bridge mirror on this machine")
def test_plan_json_and_text_show_the_chains(tmp_path: Path) -> None:
    sha = COMMITS[1]
    r = subprocess.run(
        [
            sys.executable, "-m", "bot.cli", "plan", "--reach", "--repo", str(BRIDGE),
            "--base", f"{sha}^", "--head", sha,
            "--format", "json", "--cache-dir", str(tmp_path / "cache"),
        ],
        capture_output=True, text=True, cwd=ROOT, timeout=1100, check=False,
    )
    assert r.returncode == 0, r.stderr
    raw = json.loads(r.stdout)
    plan = Plan.model_validate({k: v for k, v in raw.items() if k in Plan.model_fields})  # as `run --plan` reads it
    _check(plan)
    assert plan.levels["nemo-rl"]
    shown = raw["decisions"]
    assert all(d["evidence"] for d in shown)
    out = plan_output("nemo-rl", plan)
    assert "## Evidence" in out.text and "←" in out.text
    assert any(f"`{e.downstream}`" in out.text for d in plan.decisions for e in d.evidence if e.downstream)
