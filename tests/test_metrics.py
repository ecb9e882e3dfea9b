"""Metric assertions (check_metrics.py semantics, never eval), TensorBoard event files, metrics parsing."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from runners.assertions import UnsafeExpression, evaluate, parse, value_part
from runners.logscan import split_lines
from runners.metrics import (
    MetricsError,
    load_metrics,
    nemo_rl_log_steps,
    nemo_rl_steps,
    non_finite,
    parse_verl,
    weight_transfer,
)
from runners.tbevents import CorruptRecord, EventWriter, crc32c, dump_metrics, read_scalars

DATA = {
    "train/loss": {"1": 4.0, "2": 3.0, "3": 2.0, "4": 1.0, "5": 100.0},
    "train/token_mult_prob_error": {"1": 1.01, "2": 1.02},
    "train/gen_kl_error": {"19": 0.003, "20": 0.001},
    "resumed": {"11": 1.0, "12": 2.0, "13": 3.0},  # a run resumed after step 10
    "empty": {},
}


@pytest.mark.parametrize(
    ("expr", "passed", "value"),
    [
        ('max(data["train/token_mult_prob_error"]) < 1.05', True, "1.02"),
        ('min(data["train/loss"]) > 1.5', False, "1"),
        # mean over all 5 steps = 22; range_end exclusive; range_start 1-indexed
        ('mean(data["train/loss"]) == 22', True, "22"),
        ('mean(data["train/loss"], 2, 4) == 2.5', True, "2.5"),
        ('mean(data["train/loss"], range_start=-2) == 50.5', True, "50.5"),
        # ignore_top_p=0.2 drops the top 20% (one of five values): mean(1, 2, 3, 4)
        ('mean(data["train/loss"], ignore_top_p=0.2) == 2.5', True, "2.5"),
        ('median(data["train/loss"]) == 3', True, "3"),
        ('median(data["train/loss"], 1, 3) == 3.5', True, "3.5"),
        ('ratio_above(data["train/loss"], 3.0) == 0.6', True, "0.6"),
        ('ratio_above(data["empty"], 1.0) == 0', True, "0"),
        # string step keys, direct indexing
        ('data["train/gen_kl_error"]["20"] < 0.002', True, "0.001"),
        # resume offset: max step 13, 3 entries -> offset 10; range_start=-1 means the last step
        ('mean(data["resumed"], range_start=-1) == 3', True, "3"),
        ('mean(data["resumed"], 12) == 2.5', True, "2.5"),
        ('max(data["train/loss"]) > 1 and min(data["train/loss"]) >= 1', True, None),
        ("1 < 2 < 3", True, None),
    ],
)
def test_check_metrics_semantics(expr: str, passed: bool, value: str | None) -> None:
    r = evaluate(expr, DATA)
    assert r.passed is passed, r
    if value is not None:
        assert r.value == value


@pytest.mark.parametrize(
    ("expr", "message"),
    [
        ('max(data["train/missing"]) < 1', "key not found: 'train/missing'"),
        ('data["train/gen_kl_error"]["21"] < 1', "key not found: '21'"),
        ('mean(data["train/loss"], 10, 12) < 1', "error: mean requires at least one data point"),
        (
            'mean(data["train/loss"], ignore_top_p=2) < 1',
            "error: ignore_top_p must be between 0.0 and 1.0, got 2",
        ),
        ('max(data["train/loss"]) < 1', "condition evaluated to False"),
    ],
)
def test_failures_are_rows_not_crashes(expr: str, message: str) -> None:
    r = evaluate(expr, DATA)
    assert not r.passed
    assert r.message == message


@pytest.mark.parametrize(
    "expr",
    [
        "__import__('os').system('true')",
        "data.__class__.__bases__",
        "open('/etc/passwd').read()",
        "(lambda: 1)()",
        "[x for x in data]",
        "eval('1')",
        'max(data["train/loss"], key=print) > 0',
        "'a' * 10 ** 9",
        "data if True else data",
        "f'{data}'",
        "x := 1",
        "getattr(data, 'keys')",
    ],
)
def test_unsafe_expressions_are_rejected_before_evaluation(expr: str) -> None:
    r = evaluate(expr, DATA)
    assert not r.passed
    assert r.message.startswith("rejected:"), r.message
    with pytest.raises(UnsafeExpression):
        parse(expr)


def test_arithmetic_only_on_numbers() -> None:
    r = evaluate("'ab' * 3 == 'ababab'", DATA)
    assert not r.passed and "arithmetic is only defined on numbers" in r.message


def test_value_part_matches_check_metrics_split() -> None:
    assert value_part('max(data["a"]) < 1.05') == 'max(data["a"])'
    assert value_part('mean(data["a"], 2) > 0.79') == 'mean(data["a"], 2)'
    assert value_part('data["a"]["20"] == 1') == 'data["a"]["20"]'


# --- TensorBoard events ----------------------------------------------------------------------------------


def test_crc32c_known_vector() -> None:
    assert crc32c(b"123456789") == 0xE3069283


def test_event_roundtrip_and_dump(tmp_path: Path) -> None:
    with EventWriter(tmp_path / "exp_001") as w:
        w.add_scalar("timing/setup/total", 3.5, 0)
        for s in (1, 2, 10):
            w.add_scalar("train/loss", 1.0 / s, s)
        w.add_scalar("train/nan", float("nan"), 1)
        w.add_scalar("neg", 2.0, -5)
    rows = read_scalars(next((tmp_path / "exp_001").iterdir()))
    assert [(r.tag, r.step) for r in rows][:2] == [("timing/setup/total", 0), ("train/loss", 1)]
    data = dump_metrics(tmp_path, use_tensorboard=False)
    assert list(data) == sorted(data)
    assert list(data["train/loss"]) == ["1", "2", "10"]  # string keys, numeric order
    assert data["train/loss"]["2"] == 0.5
    assert math.isnan(data["train/nan"]["1"])
    assert data["neg"] == {"-5": 2.0}


def test_later_file_wins(tmp_path: Path) -> None:
    import os

    with EventWriter(tmp_path / "a") as w:
        w.add_scalar("train/loss", 1.0, 1)
        w.add_scalar("train/loss", 1.0, 2)
    old = next((tmp_path / "a").iterdir())
    os.utime(old, (1_000_000, 1_000_000))
    with EventWriter(tmp_path / "b") as w:
        w.add_scalar("train/loss", 9.0, 2)
    assert dump_metrics(tmp_path, use_tensorboard=False)["train/loss"] == {"1": 1.0, "2": 9.0}


def test_corrupt_and_truncated_records(tmp_path: Path) -> None:
    with EventWriter(tmp_path) as w:
        w.add_scalar("x", 1.0, 1)
        w.add_scalar("x", 2.0, 2)
    f = next(tmp_path.iterdir())
    raw = f.read_bytes()
    f.write_bytes(raw[:-3])  # a writer still running: partial last record is ignored
    assert [r.value for r in read_scalars(f)] == [1.0]
    bad = bytearray(raw)
    bad[-6] ^= 0xFF  # flip a payload byte of the last record
    f.write_bytes(bytes(bad))
    with pytest.raises(CorruptRecord):
        read_scalars(f)


def test_no_event_files(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        dump_metrics(tmp_path)


def test_matches_tensorboard_both_ways(tmp_path: Path) -> None:
    pytest.importorskip("tensorboard")
    from tensorboard.compat.proto import event_pb2, summary_pb2, tensor_pb2
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    # ours -> tensorboard's EventAccumulator
    with EventWriter(tmp_path / "ours") as w:
        for s in range(1, 4):
            w.add_scalar("train/reward", 0.1 * s, s)
    assert dump_metrics(tmp_path / "ours", use_tensorboard=True) == dump_metrics(
        tmp_path / "ours", use_tensorboard=False
    )
    # tensorboard's writer (simple_value and rank-0 tensor scalars) -> ours
    d = tmp_path / "theirs"
    fw = EventFileWriter(str(d))
    for s in range(1, 4):
        v = summary_pb2.Summary.Value(tag="train/loss", simple_value=1.0 / s)
        fw.add_event(event_pb2.Event(wall_time=1.0, step=s, summary=summary_pb2.Summary(value=[v])))
        meta = summary_pb2.SummaryMetadata(
            plugin_data=summary_pb2.SummaryMetadata.PluginData(plugin_name="scalars")
        )
        t = tensor_pb2.TensorProto(dtype=1, float_val=[2.0 * s])
        tv = summary_pb2.Summary.Value(tag="train/tensor", tensor=t, metadata=meta)
        fw.add_event(event_pb2.Event(wall_time=1.0, step=s, summary=summary_pb2.Summary(value=[tv])))
    fw.close()
    ours = dump_metrics(d, use_tensorboard=False)
    theirs = dump_metrics(d, use_tensorboard=True)
    assert ours == theirs
    assert ours["train/tensor"] == {"1": 2.0, "2": 4.0, "3": 6.0}
    assert ours["train/loss"]["2"] == 0.5


# --- metrics.json, NeMo-RL and verl log parsing ------------------------------------------------------------


def test_load_metrics_validates_shape(tmp_path: Path) -> None:
    p = tmp_path / "m.json"
    p.write_text('{"train/loss": {"1": 1, "2": NaN}}')  # json.dump writes NaN this way
    m = load_metrics(p)
    assert math.isnan(m["train/loss"]["2"])
    p.write_text(json.dumps({"train/loss": [1, 2]}))
    with pytest.raises(MetricsError, match="not a"):
        load_metrics(p)
    p.write_text("{broken")
    with pytest.raises(MetricsError, match="cannot read"):
        load_metrics(p)


def test_non_finite_and_steps() -> None:
    m = {
        "train/loss": {"1": 1.0, "2": float("inf")},
        "timing/x": {"1": float("nan")},
        "train/reward": {"3": 1.0},
    }
    bad = non_finite(m)
    assert [(b.tag, b.step) for b in bad] == [("train/loss", "2")]  # timing NaN is not a training metric
    assert nemo_rl_steps(m) == 3
    lines = split_lines(
        "========================= Step 1/2 =========================\n"
        "========================= Step 2/2 =========================\n"
    )
    assert nemo_rl_log_steps(lines) == (2, 2)


def test_parse_verl_strips_ray_prefixes_and_carriage_returns() -> None:
    log = (
        "+ VANILLA_MBRIDGE=False\n"
        "(TaskRunner pid=4242) step:1 - actor/entropy:0.51 - critic/rewards/mean:0.25 - "
        "training/global_step:1 - "
        "perf/time_per_step:12.4\n"
        "(TaskRunner pid=4242) Training Progress:   0%|          | 0/1 [00:00<?, ?it/s]\r"
        "(TaskRunner pid=4242) Training Progress: 100%|██████████| 1/1 [00:12<00:00, 12.40s/it]\n"
    )
    run = parse_verl(split_lines(log))
    assert run.vanilla_value == "False"
    assert run.progress == (1, 1)
    assert run.global_steps == [1]
    assert run.metrics["critic/rewards/mean"] == {"1": 0.25}
    assert run.progress_line is not None and run.progress_line.actor == "TaskRunner"


def test_parse_verl_reads_the_seeds_global_step_key_line_on_its_own() -> None:
    # The seed's key line, `training/global_step:1`, printed by itself after the step's metrics line (which does not
    # carry it): the metric was logged all the same.
    log = (
        "(TaskRunner pid=7) step:1 - actor/entropy:0.41 - critic/score/mean:0.77\n"
        "(TaskRunner pid=7) (\"Final validation metrics: {'val-core/openai/gsm8k/reward/mean@1': 0.88}\")\n"
        "(TaskRunner pid=7) Training Progress: 100%|██████████| 1/1 [02:11<00:00, 131.05s/it]\n"
        "(TaskRunner pid=7) training/global_step:1\n"
    )
    run = parse_verl(split_lines(log))
    assert run.global_steps == [1]
    assert run.global_step_line is not None and run.global_step_line.msg.strip() == "training/global_step:1"
    # a line that only names the key among other text is not the metric
    other = parse_verl(split_lines("(TaskRunner pid=7) waiting for training/global_step:1 to appear\n"))
    assert other.global_steps == []


def test_weight_transfer_boundary_seed_names() -> None:
    pfg = "timing/train/prepare_for_generation"
    m = {
        f"{pfg}/total": {"1": 10.0, "2": 10.0},
        f"{pfg}/transfer_and_update_weights": {"1": 8.0, "2": 8.0},
        f"{pfg}/weight_transfer/producer/sparse_encode": {"1": 5.0, "2": 5.0},
        f"{pfg}/weight_transfer/consumer/decode_sparse": {"1": 2.5, "2": 2.5},
    }
    wt = weight_transfer(m)
    assert wt is not None
    assert wt.metrics[f"{pfg}/transfer_and_update_weights"] == 8.0
    assert "7.500 s/step" in wt.boundary and "0.500 s/step" in wt.boundary
    assert "weight-preparation bottleneck, not a NCCL broadcast bottleneck" in wt.boundary


def test_weight_transfer_boundary_current_names() -> None:
    pfg = "timing/train/prepare_for_generation"
    m = {
        f"{pfg}/transfer_and_update_weights": {"1": 1.0},
        "refit/transfer/relay_flush_s": {"1": 0.6},
        "refit/transfer/global_commit_s": {"1": 0.3},
    }
    wt = weight_transfer(m)
    assert wt is not None
    assert "payload relay flush + global commit: 0.900 s/step" in wt.boundary
    assert wt.boundary.endswith("broadcast dominates")
    only_total = weight_transfer({f"{pfg}/transfer_and_update_weights": {"1": 1.5}})
    assert only_total is not None and "cannot be stated" in only_total.boundary
    assert weight_transfer({"train/loss": {"1": 1.0}}) is None
