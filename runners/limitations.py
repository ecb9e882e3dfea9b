"""Limitations derived from what actually ran (seeds' Pass Criteria: "Call it the exact level that passed").

A typed table: each rule looks at the job's argv/env/model and, when it fires, states the limitation. A rule
whose `token` already appears in a limitation the plan wrote is skipped, so the report says it once.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pydantic import BaseModel, ConfigDict

from runners.contract import JobSpec


class Facts(BaseModel):
    """What the run looked like, flattened for the rules."""

    model_config = ConfigDict(extra="forbid")

    framework: str
    level: int
    argv: str  # every step's argv joined with spaces (after placeholders)
    env: dict[str, str]
    dummy: bool
    arch: str
    local_model: bool


Predicate = Callable[[Facts], bool]


class LimitationRule(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, arbitrary_types_allowed=True)

    id: str
    marker: str  # if an existing limitation mentions this (case-insensitive), this rule is redundant
    text: str
    when: Predicate


def _arg(pattern: str) -> Predicate:
    rx = re.compile(pattern)
    return lambda f: bool(rx.search(f.argv))


def _env(name: str, pattern: str) -> Predicate:
    rx = re.compile(pattern)
    return lambda f: name in f.env and bool(rx.fullmatch(f.env[name]))


RULES: tuple[LimitationRule, ...] = (
    LimitationRule(
        id="dummy-model",
        marker="dummy",
        text="dummy/minimal model config: validates construction and training mechanics, not pretrained "
        "weight "
        "compatibility",
        when=lambda f: f.dummy or (f.env.get("USE_DUMMY_MODEL", "").lower() == "true"),
    ),
    LimitationRule(
        id="enforce-eager",
        marker="enforce_eager",
        text="actor_rollout_ref.rollout.enforce_eager=True: vLLM CUDA graph capture was not exercised",
        when=_arg(r"rollout\.enforce_eager=(?:True|true)"),
    ),
    LimitationRule(
        id="reward-model-disabled",
        marker="reward_model.enable=False",
        text="reward model disabled (reward.reward_model.enable=False): reward-model serving was not "
        "exercised",
        when=_arg(r"reward\.reward_model\.enable=(?:False|false)"),
    ),
    LimitationRule(
        id="trivial-ep",
        marker="EP=1",
        text="trivial expert parallelism (EP=1) on a MoE model: expert routing was not stressed",
        when=lambda f: (
            f.arch == "moe"
            and not re.search(r"expert_model_parallel_size=(?:[2-9]|\d\d)", f.argv)
            and f.env.get("COMMON_EP", "1") in ("1", "")
        ),
    ),
    LimitationRule(
        id="no-save-resume",
        marker="resume",
        text="save/resume not exercised (checkpointing disabled)",
        when=lambda f: (
            bool(re.search(r"checkpointing\.enabled=(?:false|False)", f.argv))
            or (f.framework == "verl" and f.env.get("SAVE_FREQ", "-1") == "-1")
        ),
    ),
    LimitationRule(
        id="no-learning-signal",
        marker="learning-signal",
        text="no learning-signal claim: only Level 6 (NeMo-RL) / Level 5 (verl) runs claim learning signal",
        when=lambda f: (
            not ((f.framework == "nemo-rl" and f.level == 6) or (f.framework == "verl" and f.level == 5))
        ),
    ),
    LimitationRule(
        id="tp-guard-bypassed",
        marker="NRL_IGNORE_TP_ACCURACY_CHECK",
        text="NRL_IGNORE_TP_ACCURACY_CHECK was set: an unsupported diagnostic run, not pass/fail evidence",
        when=lambda f: bool(f.env.get("NRL_IGNORE_TP_ACCURACY_CHECK")),
    ),
)


def facts(spec: JobSpec, argv: list[list[str]], env: dict[str, str]) -> Facts:
    return Facts(
        framework=spec.framework,
        level=spec.level,
        argv=" ".join(" ".join(a) for a in argv),
        env=env,
        dummy=spec.model.dummy,
        arch=spec.model.arch,
        local_model=bool(spec.model.local_path),
    )


def derive(spec: JobSpec, argv: list[list[str]], env: dict[str, str]) -> list[str]:
    """The plan's limitations, then every rule that fires and is not already said."""
    f = facts(spec, argv, env)
    out = list(spec.limitations)
    said = " ".join(out).lower()
    for rule in RULES:
        # "learning signal" is how the plan phrases the same limitation ("no learning-signal claim").
        tokens = {rule.marker.lower(), rule.marker.lower().replace("-", " ")}
        if rule.when(f) and not any(t in said for t in tokens):
            out.append(rule.text)
    return out
