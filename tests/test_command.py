"""The `/validate` grammar and the shared request parser: strict, allowlisted, and round-tripping."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from bot.core.catalog import Catalog, load_catalog
from bot.core.command import (
    MAX_COMMENT_BYTES,
    USAGE,
    Command,
    CommandError,
    is_command,
    parse_command,
    request_from_options,
    request_notes,
)
from bot.core.jobs import JobCatalog, load_jobs
from bot.core.levels import LevelTable, load_levels

CONFIGS = Path(__file__).resolve().parent.parent / "configs"
LEVELS = load_levels(CONFIGS / "levels.yaml")
CATALOG = load_catalog(CONFIGS / "models.yaml")
JOBS = load_jobs(CONFIGS / "jobs.yaml", LEVELS, CATALOG)


@pytest.fixture
def catalog() -> Catalog:
    return CATALOG


@pytest.fixture
def jobs() -> JobCatalog:
    return JOBS


@pytest.fixture
def levels() -> LevelTable:
    return LEVELS


def parse(text: str) -> Command:
    return parse_command(text, CATALOG, JOBS)


def refused(text: str) -> str:
    with pytest.raises(CommandError) as err:
        parse(text)
    assert err.value.usage == USAGE
    assert "usage: /validate" in err.value.reply()
    return err.value.message


# ---------------------------------------------------------------------------------------------------------
# The grammar


def test_bare_validate_runs_the_automatic_plan_for_both_frameworks() -> None:
    cmd = parse("/validate")
    assert cmd.action == "run"
    assert cmd.request.levels == {} and cmd.request.frameworks == ["nemo-rl", "verl"]
    assert cmd.to_text() == "/validate"
    # Free text after the first line is the maintainer's, not ours.
    assert parse("/validate  \r\nplease run this, level=99 model=x;rm").action == "run"


def test_numeric_level_is_read_in_each_frameworks_table(levels: LevelTable) -> None:
    cmd = parse("/validate level=4")
    assert cmd.request.levels == {"nemo-rl": [4], "verl": [4]}
    meaning = cmd.meaning(levels)
    assert "NeMo-RL Level 4 is parallelism stress" in meaning
    assert "verl Level 4 is architecture-specific e2e" in meaning
    assert cmd.notes == ()


def test_level_only_one_framework_has_is_applied_there_and_said(levels: LevelTable) -> None:
    cmd = parse("/validate level=6,4")
    assert cmd.request.levels == {"nemo-rl": [4, 6], "verl": [4]}
    assert cmd.notes == ("Level 6 exists only in NeMo-RL (verl has 0-5): applied there only.",)
    meaning = cmd.meaning(levels)
    assert "NeMo-RL Level 6 is learning signal" in meaning
    assert "verl has no Level 6 (levels 0-5)" in meaning
    assert "applied there only" in meaning


def test_levels_with_a_framework() -> None:
    cmd = parse("/validate level=1,2 framework=nemo-rl")
    assert cmd.request.levels == {"nemo-rl": [1, 2]}
    assert cmd.request.frameworks == ["nemo-rl"]
    assert cmd.to_text() == "/validate level=1,2 framework=nemo-rl"
    assert "verl has levels 0-5" in refused("/validate level=6 framework=verl")


def test_out_of_range_levels_name_the_valid_ranges() -> None:
    assert "valid levels: NeMo-RL 0-6, verl 0-5" in refused("/validate level=99")
    assert "valid levels: NeMo-RL 0-6, verl 0-5" in refused("/validate level=7")
    for bad in ("level=-1", "level=4.0", "level=four", "level=1,,2", "level=", "level=123", "level=٤"):
        refused(f"/validate {bad}")


def test_model_family_or_strict_hf_id() -> None:
    assert parse("/validate model=qwen").request.model == "qwen"
    assert parse("/validate model=Qwen/Qwen3-0.6B level=0").request.model == "Qwen/Qwen3-0.6B"
    for bad in (
        "model=x;rm",
        "model=../../etc/passwd",
        "model=Qwen/../x",
        "model=org/na--me",
        "model=$(id)",
        "model=a/b/c",
        "model=unknownfamily",
        "model=-rf/x",
        "model=org/name.",
    ):
        assert "model" in refused(f"/validate {bad}")


def test_hostile_model_with_shell_tail_is_refused() -> None:
    # Refused at the first token that breaks the grammar; nothing of it reaches a Request.
    assert "'-rf'" in refused("/validate model=x;rm -rf /")
    assert "model 'x;rm'" in refused("/validate model=x;rm")


def test_variants_come_from_the_jobs_allowlist() -> None:
    cmd = parse("/validate variant=lora,delta level=1")
    assert cmd.request.variants == ["delta", "lora"]
    assert "unknown variant" in refused("/validate variant=rm-rf")
    assert "comma-separated list of names" in refused("/validate variant=lora,")
    assert "exists only in NeMo-RL" in refused("/validate variant=delta framework=verl")


def test_action_words() -> None:
    assert parse("/validate plan level=2").action == "plan"
    assert parse("/validate retry").action == "retry"
    assert parse("/validate cancel framework=verl").request.frameworks == ["verl"]
    ok = parse("/validate ok-to-test 0123abcd")
    assert (ok.action, ok.sha) == ("ok_to_test", "0123abcd")
    assert ok.to_text() == "/validate ok-to-test 0123abcd"
    over = parse('/validate override reason="Ray head died before model build (infra)" framework=verl')
    assert over.action == "override" and over.reason == "Ray head died before model build (infra)"
    assert over.request.frameworks == ["verl"]
    assert parse(over.to_text()) == over


def test_malformed_actions_are_refused() -> None:
    assert "ok-to-test needs" in refused("/validate ok-to-test")
    assert "ok-to-test needs" in refused("/validate ok-to-test HEAD")
    assert "ok-to-test needs" in refused("/validate ok-to-test 0123ABCD")
    assert "unknown option" in refused("/validate ok-to-test 0123abcd level=2")
    assert "needs a reason" in refused("/validate override")
    assert "must be quoted" in refused("/validate override reason=infra")
    assert "quotes" in refused('/validate override reason="unterminated')
    assert "1-500" in refused('/validate override reason="   "')
    assert "unknown option" in refused("/validate retry level=2")
    assert "must come right after" in refused("/validate level=2 plan")
    assert "unknown command word" in refused("/validate deploy")
    assert "must come right after" in refused("/validate plan plan")
    assert "only reason takes a quoted value" in refused('/validate level="4"')


def test_unknown_and_duplicate_keys_are_refused() -> None:
    assert "unknown option 'foo'" in refused("/validate foo=bar")
    assert "given twice" in refused("/validate level=1 level=2")
    assert "given twice" in refused("/validate grpo.max_num_steps=5 grpo.max_num_steps=6")
    assert "unexpected word" in refused("/validate level=1 please")


def test_overrides_only_from_the_allowlist_within_bounds() -> None:
    cmd = parse("/validate level=6 grpo.max_num_steps=30")
    assert cmd.request.overrides == {"grpo.max_num_steps": "30"}
    assert cmd.to_text() == "/validate level=6 grpo.max_num_steps=30"
    assert parse("/validate policy.megatron_cfg.sequence_parallel=False").request.overrides == {
        "policy.megatron_cfg.sequence_parallel": "false"
    }
    assert "within 1..50" in refused("/validate grpo.max_num_steps=500")
    assert "takes an integer" in refused("/validate grpo.max_num_steps=1e3")
    assert "unknown option" in refused("/validate policy.model_name=evil/model")
    assert "unknown option" in refused("/validate ++policy.x=1")
    assert "NeMo-RL only" in refused("/validate grpo.max_num_steps=5 framework=verl")
    assert parse("/validate TOTAL_TRAIN_STEPS=5 framework=verl").request.overrides == {
        "TOTAL_TRAIN_STEPS": "5"
    }


def test_size_limits() -> None:
    assert "too long" in refused("/validate level=1\n" + "x" * MAX_COMMENT_BYTES)
    assert "too long" in refused("/validate " + "level=1 " * 300)
    # Multi-byte characters count by their UTF-8 size.
    assert "too long" in refused("/validate\n" + "é" * (MAX_COMMENT_BYTES // 2 + 1))


def test_unicode_look_alikes_are_refused_not_ignored() -> None:
    for fake in (
        "／validate level=4",
        "/vаlidate level=4",
        "/VALIDATE",
        "/Validate level=2",
        "∕validate",
        "/validatе",
        "/ᴠalidate",
    ):
        assert is_command(fake), fake
        assert "plain ASCII" in refused(fake)
    # Non-ASCII anywhere on the command line is refused too.
    assert "printable ASCII" in refused("/validate level=４")
    assert "printable ASCII" in refused("/validate model=Qwen/Qwen3\u200b")
    assert "ASCII" in refused("/validate\u00a0level=4")


def test_what_is_not_a_command() -> None:
    for text in ("/validatex", "please /validate", "", "\n/validate", "/ validate" * 0 + "validate"):
        assert not is_command(text), text
        assert "not a /validate command" in refused(text)
    assert is_command("/validate") and is_command("  /validate plan\nbody")


def test_request_from_options_is_the_cli_path(catalog: Catalog, jobs: JobCatalog) -> None:
    req = request_from_options(["4"], None, None, [], catalog, jobs=jobs)
    assert req.levels == {"nemo-rl": [4], "verl": [4]}
    req = request_from_options(["1,2", "2"], "nemo-rl", "qwen", ["lora"], catalog, jobs=jobs)
    assert (req.levels, req.frameworks, req.model, req.variants) == (
        {"nemo-rl": [1, 2]},
        ["nemo-rl"],
        "qwen",
        ["lora"],
    )
    req = request_from_options(["6"], None, None, [], catalog)
    assert request_notes(req) == ["Level 6 exists only in NeMo-RL (verl has 0-5): applied there only."]
    with pytest.raises(CommandError, match="framework must be one of"):
        request_from_options([], "trl", None, [], catalog, jobs=jobs)
    with pytest.raises(CommandError, match="no job catalog"):
        request_from_options([], None, None, ["lora"], catalog)
    with pytest.raises(CommandError, match="cannot be overridden"):
        request_from_options([], None, None, [], catalog, jobs=jobs, overrides={"policy.model_name": "x/y"})
    with pytest.raises(CommandError, match="no Level 9"):
        request_from_options(["9"], None, None, [], catalog, jobs=jobs)


# ---------------------------------------------------------------------------------------------------------
# Properties: never anything but CommandError; what is accepted round-trips


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=300))
def test_arbitrary_text_never_raises_anything_else(text: str) -> None:
    for candidate in (text, "/validate" + text, "/validate " + text):
        try:
            cmd = parse(candidate)
        except CommandError:
            continue
        assert parse(cmd.to_text()) == cmd


_WORDS = st.sampled_from(["", "", "", "plan", "retry", "cancel", "override", "ok-to-test", "bogus"])
_VALID = [
    "level=0",
    "level=4",
    "level=6",
    "level=1,2",
    "level=5,6,0",
    "level=04",
    "level=2,2",
    "framework=nemo-rl",
    "framework=verl",
    "model=qwen",
    "model=Qwen/Qwen3-0.6B",
    "model=org/x.y-z_1",
    "model=qwen_vl",
    "variant=lora",
    "variant=delta",
    "variant=ep,tp2",
    "variant=lora,lora",
    "grpo.max_num_steps=3",
    "TOTAL_TRAIN_STEPS=2",
    "policy.megatron_cfg.apply_rope_fusion=TRUE",
    'reason="infra outage"',
    'reason="x"',
]
_INVALID = [
    "level=99",
    "framework=trl",
    "model=x;rm",
    "variant=nope",
    "grpo.max_num_steps=0",
    "0123abcd",
    "x",
]
_OPTIONS = st.one_of(
    st.sampled_from(_VALID), st.sampled_from(_VALID), st.sampled_from(_VALID), st.sampled_from(_INVALID)
)


@settings(max_examples=600, deadline=None)
@given(
    _WORDS,
    st.lists(_OPTIONS, max_size=5, unique_by=lambda o: o.split("=")[0]),
    st.sampled_from([" ", "  ", "\t"]),
    st.sampled_from(["", "deadbeef12 "]),
)
def test_plausible_commands_round_trip_to_the_same_request(
    word: str, options: list[str], sep: str, sha: str
) -> None:
    head = f"{word} {sha}".strip() if word == "ok-to-test" else word
    text = sep.join(["/validate", *([head] if head else []), *options])
    try:
        cmd = parse(text)
    except CommandError as err:
        assert err.message
        event("refused")
        return
    event("accepted")
    again = parse(cmd.to_text())
    assert again == cmd
    assert again.request == cmd.request
    assert parse(again.to_text()).to_text() == cmd.to_text()


def test_the_round_trip_property_sees_accepted_commands() -> None:
    # Guard against the property above passing only because everything is refused.
    accepted = [
        "/validate level=1,2 framework=nemo-rl model=Qwen/Qwen3-0.6B variant=lora",
        "/validate plan level=6 grpo.max_num_steps=3 variant=ep,tp2",
        '/validate override reason="infra outage" framework=verl',
        "/validate level=04 variant=lora,lora",
    ]
    for text in accepted:
        cmd = parse(text)
        assert parse(cmd.to_text()) == cmd
    assert parse("/validate level=04 variant=lora,lora").to_text() == "/validate level=4 variant=lora"
