"""The pages' parts on their own: the SVG renderer, thresholds read from assertions, signed links, the log
stream (tail, growth, root-cause context), artifacts, and the fast scrub the pages run on everything they show."""

from __future__ import annotations

import json
import re
import secrets
import string
from pathlib import Path

import pytest

from bot.core.rules import load_rules
from bot.infra.logging import register_secret, scrub, scrub_data, scrub_json, scrub_lines
from bot.service.pages import svg
from bot.service.pages.access import DAY, PageAccess
from bot.service.pages.logs import JobFiles
from bot.service.pages.series import Bound, all_panels, bounds, choose_panels, points, thin
from runners.redact import MARK

# ---------------------------------------------------------------------------------------------- svg


def _paths(markup: str) -> list[tuple[str, str, str]]:
    return re.findall(r'<path class="series (\w+)" data-metric="([^"]*)" data-kind="\w+" d="([^"]*)"', markup)


def test_line_chart_draws_each_series_thresholds_and_marks_non_finite_values() -> None:
    run = svg.Line("train/loss", [(1, 0.5), (2, 0.25), (3, float("nan")), (4, 0.2)], "run", "train/loss")
    base = svg.Line("train/loss (base)", [(1, 0.55), (2, 0.3), (3, 0.28), (4, 0.22)], "base", "train/loss")
    out = str(svg.line_chart([run, base], [svg.Threshold(0.6, "max < 0.6", "above")], title="train/loss"))
    assert out.startswith("<svg") and out.endswith("</svg>")
    paths = _paths(out)
    assert [(k, m) for k, m, _ in paths] == [("base", "train/loss"), ("run", "train/loss")]
    run_d = next(d for k, _, d in paths if k == "run")
    assert run_d.count("M") == 2 and "L" in run_d  # the NaN breaks the line in two
    assert 'class="nonfinite"' in out and "NaN" in out
    assert 'class="threshold"' in out and 'class="fail-zone"' in out and "max &lt; 0.6" in out
    assert "<title>train/loss</title>" in out and "<desc>" in out


def test_a_threshold_near_the_data_is_on_the_axis_a_far_one_is_named_at_the_edge() -> None:
    # The failing case matters most: token_mult_prob_error at 3.2 against max < 1.05 must show both.
    near = str(svg.line_chart([svg.Line("t", [(1, 3.2), (2, 3.2)])], [svg.Threshold(1.05, "max < 1.05")]))
    assert "off scale" not in near and 'class="threshold"' in near
    far = str(svg.line_chart([svg.Line("t", [(1, 0.5), (2, 0.25)])], [svg.Threshold(1000.0, "max < 1000")]))
    assert "off scale" in far and 'class="threshold"' not in far


def test_single_points_empty_series_and_hostile_labels() -> None:
    one = str(svg.line_chart([svg.Line("perf/time_per_step", [(1, 12.4)])]))
    [(_, _, d)] = _paths(one)
    assert d.startswith("M") and " L" in d  # a zero-length segment: a dot with a round cap
    assert "no data points" in str(svg.line_chart([svg.Line("x", [])]))
    evil = str(svg.line_chart([svg.Line('<script>alert(1)</script>"', [(1, 1.0), (2, 2.0)])], title="<b>"))
    assert "<script>" not in evil and "&lt;script&gt;" in evil and "<b>" not in evil


def test_bar_chart_stacks_per_category() -> None:
    out = str(
        svg.bar_chart(
            ["11-01", "11-02", "11-03"],
            [
                svg.Stack("spent", [10.0, 0.0, 5.0], "spent"),
                svg.Stack("saved by reuse", [2.0, 3.0, 0.0], "saved-reuse"),
            ],
        )
    )
    assert out.count('data-stack="spent"') == 2 and out.count('data-stack="saved by reuse"') == 2
    assert "saved by reuse: 5 in all" in out


@pytest.mark.parametrize(
    ("lo", "hi", "expect"),
    [(0.0, 1.0, [0.0, 0.25, 0.5, 0.75, 1.0]), (0.95, 1.05, [0.95, 0.975, 1.0, 1.025, 1.05]), (5.0, 5.0, [5.0])],
)
def test_nice_ticks(lo: float, hi: float, expect: list[float]) -> None:
    assert svg.nice_ticks(lo, hi, 4) == pytest.approx(expect)


def test_fmt() -> None:
    assert [svg.fmt(v) for v in (0.0, 0.0005, 1.05, 3200.0, 12500.0, 494032768.0, float("nan"))] == [
        "0", "5.00e-04", "1.05", "3200", "12.5k", "494M", "NaN"
    ]


# ---------------------------------------------------------------------------------------------- series


def test_bounds_read_every_simple_assertion_of_the_job_templates() -> None:
    """Every `agg(data["tag"]) op number` in configs/jobs.yaml becomes a threshold line on its tag's plot."""
    rules = load_rules()
    exprs = {a.expr for t in rules.jobs.templates.values() for a in t.assertions}
    assert exprs, "configs/jobs.yaml has metric assertions"
    simple = re.compile(r'^(max|min|mean|median)\(data\["([^"]+)"\]\)\s*(<|<=|>|>=)\s*(-?[0-9.e+-]+)$')
    for e in exprs:
        m = simple.match(e)
        got = bounds([{"expr": e}])
        if m:
            assert got == [Bound(m.group(2), m.group(3), float(m.group(4)), m.group(1), e)], e  # type: ignore[arg-type]


def test_bounds_flipped_indexed_and_unsupported() -> None:
    got = bounds(
        [
            {"expr": '1.05 > max(data["train/token_mult_prob_error"])', "source": "seed"},
            {"expr": 'data["train/gen_kl_error"]["20"] < 0.002'},
            {"expr": 'ratio_above(data["x"], 1.0) < 0.1'},
            {"expr": "this is not python"},
            {"expr": 'max(data["a"]) < min(data["b"])'},
        ]
    )
    assert [(b.tag, b.op, b.value, b.agg, b.bad) for b in got] == [
        ("train/token_mult_prob_error", "<", 1.05, "max", "above"),
        ("train/gen_kl_error", "<", 0.002, "step 20", "above"),
    ]
    assert got[0].label == "max < 1.05" and got[0].source == "seed"


def test_panels_put_thresholded_metrics_first_then_what_people_look_at() -> None:
    metrics = {t: {"1": 1.0, "2": 2.0} for t in (
        "train/probs_ratio_clamped_min", "train/token_mult_prob_error", "train/reward", "train/loss",
        "timing/train/prepare_for_generation/total", "train/grad_norm", "zz/other",
    )}
    b = bounds([{"expr": 'min(data["train/probs_ratio_clamped_min"]) > 0.79'},
                {"expr": 'max(data["train/token_mult_prob_error"]) < 1.05'}])
    chosen = [p.tag for p in choose_panels(metrics, b, limit=5)]
    assert chosen[:2] == ["train/token_mult_prob_error", "train/probs_ratio_clamped_min"]
    assert chosen[2:] == ["train/reward", "train/loss", "timing/train/prepare_for_generation/total"]
    assert {p.tag for p in all_panels(metrics, b)} == set(metrics)


def test_points_sort_steps_and_thin_keeps_spikes() -> None:
    assert points({"10": 1.0, "2": 3.0, "x": 5.0, "3": "bad"}) == [(2.0, 3.0), (10.0, 1.0)]  # type: ignore[dict-item]
    series = [(float(i), 1.0) for i in range(5000)]
    series[2345] = (2345.0, 99.0)
    series[4000] = (4000.0, float("nan"))
    kept = thin(series)
    assert len(kept) <= 420 and (2345.0, 99.0) in kept and any(x == 4000.0 for x, _ in kept)


# ---------------------------------------------------------------------------------------------- access


def test_tokens_open_one_repository_until_they_expire() -> None:
    acc = PageAccess(key=b"k" * 32, link_days=30)
    now = 1_800_000_000.0
    tok = acc.token("acme/bridge", now=now)
    assert tok is not None
    exp = acc.expiry(tok)
    assert exp is not None and exp % DAY == 0 and now + 30 * DAY <= exp < now + 31 * DAY
    assert acc.check("acme/bridge", tok, now=now) and acc.check("ACME/Bridge", tok, now=now)
    assert not acc.check("acme/other", tok, now=now)
    assert not acc.check("acme/bridge", tok, now=exp + 1)
    head, sig = tok.split(".")
    assert not acc.check("acme/bridge", f"{int(head) + DAY}.{sig}", now=now)  # a longer expiry is not signed
    assert not acc.check("acme/bridge", head + "." + ("0" * len(sig)), now=now)
    assert not acc.check("acme/bridge", None) and not acc.check("acme/bridge", "garbage")
    assert not PageAccess(key=b"other-key" * 4).check("acme/bridge", tok, now=now)
    assert acc.token("acme/bridge", now=now) == acc.token("acme/bridge", now=now + 60)  # one link per day


def test_public_repositories_need_no_token_and_links_say_so() -> None:
    acc = PageAccess(key=b"k" * 32, public=frozenset({"acme/open"}), base_url="https://bv.example")
    assert acc.check("acme/open", None) and not acc.check("acme/closed", None)
    assert acc.run_url("acme/open", "abc123", "verl") == "https://bv.example/runs/abc123/verl"
    closed = acc.run_url("acme/closed", "abc123", "nemo-rl")
    assert closed is not None and closed.startswith("https://bv.example/runs/abc123/nemo-rl?t=")
    assert PageAccess(key=None).check("acme/closed", "1.2") is False
    assert PageAccess(key=b"k" * 32).run_url("a/b", "r", "verl") is None  # no PUBLIC_URL: no link


# ---------------------------------------------------------------------------------------------- logs


def _job_dir(tmp_path: Path) -> Path:
    d = tmp_path / "runs" / "job-1"
    (d / "logs").mkdir(parents=True)
    return d


def test_tail_and_growth_follow_the_step_logs_as_one_stream(tmp_path: Path) -> None:
    d = _job_dir(tmp_path)
    log1 = d / "logs" / "01-setup.log"
    log1.write_bytes(b"header\nline 2\r\nprogress 1\rprogress 2\npartial")
    f = JobFiles(d)
    tail = f.tail(3)
    assert tail.lines == ["progress 1", "progress 2", "partial"] and tail.first_no == 3
    first = JobFiles(d).since(0)
    assert first.lines == ["header", "line 2", "progress 1", "progress 2"] and first.first_no == 1
    log1.write_bytes(b"header\nline 2\r\nprogress 1\rprogress 2\npartial line\n")
    (d / "logs" / "02-train.log").write_bytes(b"\x1b[32mstep 1\x1b[0m\nstep 2\r")
    more = JobFiles(d).since(first.offset)
    assert more.lines == ["partial line", "step 1"] and more.first_no == 5  # "step 2\r" may be half of \r\n
    last = JobFiles(d).since(more.offset, final=True)
    assert last.lines == ["step 2"] and last.first_no == 7
    assert JobFiles(d).lines() == ["header", "line 2", "progress 1", "progress 2", "partial line", "step 1", "step 2"]


def test_a_burst_larger_than_one_answer_is_cut_at_a_line_start(tmp_path: Path) -> None:
    d = _job_dir(tmp_path)
    big = "".join(f"line {i:06d} " + "x" * 80 + "\n" for i in range(5000))
    (d / "logs" / "01-a.log").write_text(big)
    ch = JobFiles(d).since(0)
    assert ch.skipped > 0 and ch.lines[0].startswith("line ") and ch.lines[-1].startswith("line 004999")
    assert ch.first_no == int(ch.lines[0].split()[1]) + 1


def test_root_cause_is_found_by_line_number_or_quote_with_its_context(tmp_path: Path) -> None:
    d = _job_dir(tmp_path)
    lines = [f"ordinary line {i}" for i in range(1, 101)]
    lines[59] = "(MegatronPolicyWorker pid=7) RuntimeError: shape mismatch in provider finalize: expected 896, got 1024"
    (d / "run.log").write_text("\n".join(lines) + "\n")
    f = JobFiles(d)
    quote = "RuntimeError: shape mismatch in provider finalize: expected 896, got 1024"
    assert f.locate(None, quote) == 60
    assert f.locate(60, quote) == 60
    assert f.locate(12, quote) == 60  # a line number that does not hold the quote is not trusted
    assert f.locate(12, None) == 12
    assert f.locate(None, quote[:120] + "…") == 60  # the runner's shortened quote
    assert f.locate(None, "not in the log") is None
    got = f.context(None, quote, 3, 2)
    assert got is not None and got[0] == 60 and got[1] == [*lines[56:59], lines[59], *lines[60:62]]


def test_artifacts_are_an_allowlist_inside_the_job_directory(tmp_path: Path) -> None:
    d = _job_dir(tmp_path)
    (d / "logs" / "01-a.log").write_text("x\n")
    for name in ("metrics.json", "run.log", "result.json", "runner.out", "job.json"):
        (d / name).write_text("{}")
    (d / "tensorboard" / "exp").mkdir(parents=True)
    (d / "tensorboard" / "exp" / "events.out.tfevents.1").write_bytes(b"\x00\x01")
    f = JobFiles(d)
    names = [a.name for a in f.artifacts()]
    assert names == ["metrics.json", "run.log", "result.json", "tensorboard/exp/events.out.tfevents.1", "logs/01-a.log"]
    assert f.artifact("metrics.json") == (d / "metrics.json").resolve()
    for bad in ("runner.out", "job.json", "../job-2/metrics.json", "/etc/passwd", "logs/../metrics.json", ""):
        assert f.artifact(bad) is None, bad


def test_job_directories_must_lie_under_the_workdir(tmp_path: Path) -> None:
    d = _job_dir(tmp_path)
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (tmp_path / "runs" / "escape").symlink_to(outside)
    assert JobFiles.under(tmp_path / "runs", str(d)) is not None
    assert JobFiles.under(tmp_path / "runs", str(outside)) is None
    assert JobFiles.under(tmp_path / "runs", str(tmp_path / "runs" / "escape")) is None
    assert JobFiles.under(tmp_path / "runs", str(tmp_path / "runs")) is None
    assert JobFiles.under(tmp_path / "runs", str(tmp_path / "runs" / "missing")) is None
    assert JobFiles.under(None, str(d)) is None


# ---------------------------------------------------------------------------------------------- scrub


def _alnum(n: int) -> str:
    return "".join(secrets.choice(string.ascii_letters + string.digits) for _ in range(n))


def _corpus() -> list[str]:
    hf, ghp, tok = "hf_" + _alnum(34), "ghp_" + _alnum(36), _alnum(32)
    akia = "AKIA" + "".join(secrets.choice(string.ascii_uppercase + string.digits) for _ in range(16))
    jwt = "eyJhbGciOiJSUzI1NiJ9.eyJ" + _alnum(40) + "." + _alnum(43)
    lines = [
        f"+ HF_TOKEN={hf}", f"huggingface_hub: token {hf} is valid", f"remote: bad password. token={ghp}",
        f"git clone https://x-access-token:{ghp}@github.com/NVIDIA-NeMo/RL.git",
        f"GITHUB_TOKEN: github_pat_{_alnum(30)}",
        f"botocore: using {akia}", f"ngc: nvapi-{_alnum(64)}", f"decoded {jwt}", f"xoxb-{_alnum(20)} slack",
        f"curl -H 'Authorization: Bearer {tok}' https://x", f'headers={{"authorization": "token {tok}"}}',
        f"GET https://huggingface.co/api/models/q?revision=main&token={tok}&x=1", f"s3://b/x?X-Amz-Signature={tok}",
        f"postgresql://bv:{tok}@db:5432/x", f"export WANDB_API_KEY='{'ab12' * 10}'", f"aws_secret_access_key = {tok}x9",
        f'"password": "{tok}"', f"X-Hub-Signature-256: sha256={'a' * 64}", f"v1.{'0' * 40}", f"PASSWD={tok}",
        "tokenizer: <|endoftext|>", "PPO_MAX_TOKEN_LEN=2400 FWD_MAX_TOKEN_LEN=4800",
        "KeyError: 'decoder.layers.0.self_attention.linear_qkv.weight'", "step:1 - critic/rewards/mean:0.125",
        "(MegatronPolicyWorker pid=4120) Avg generation throughput: 812.3 tokens/s", "+ VANILLA_MBRIDGE=False",
        "Megatron-Bridge imported from /work/bridge/src/megatron/bridge/__init__.py", "",
        "signal: SIGTERM received", "api key: " + _alnum(24), "ghs_" + _alnum(36) + " at start",
    ]
    fixtures = Path(__file__).parent / "fixtures"
    for p in sorted(fixtures.rglob("*.py"))[:12] + sorted(fixtures.rglob("*.sh")):
        lines += p.read_text(errors="replace").splitlines()
    return lines


def test_scrub_lines_is_scrub_line_by_line() -> None:
    registered = "reg-" + _alnum(30)
    register_secret(registered)
    corpus = [*_corpus(), f"the webhook secret {registered} leaked", registered]
    assert scrub_lines(corpus) == [scrub(ln) for ln in corpus]
    assert any(MARK in ln for ln in scrub_lines(corpus))
    assert all(registered not in ln for ln in scrub_lines(corpus))


def test_scrub_lines_cuts_a_whole_pem_block_and_keeps_the_line_count() -> None:
    pem = ["-----BEGIN RSA PRIVATE KEY-----", "MIIEow" + _alnum(48), _alnum(64), "-----END RSA PRIVATE KEY-----"]
    out = scrub_lines(["before", *pem, "after"])
    assert len(out) == 6 and out[0] == "before" and out[-1] == "after"
    assert not any(p in "\n".join(out) for p in pem[1:3])


def test_scrub_json_is_scrub_data() -> None:
    tok = _alnum(32)
    data = {"a": [f"Bearer {tok}", {"b": f"line one\nPASSWORD={tok}\nline three"}], "n": 3, "t": ("x", f"token={tok}")}
    assert scrub_json(data) == scrub_data(data)
    assert tok not in json.dumps(scrub_json(data))
    clean = {"a": ["nothing", {"b": "to\nsee"}], "n": None}
    assert scrub_json(clean) is clean


def test_scrub_lines_runs_the_shapes_only_on_lines_that_could_hold_a_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    """What makes a 10,000-line log cheap: ordinary lines never reach the token shapes."""
    import bot.infra.logging as bl

    seen: list[str] = []
    real = bl.scrub

    def counting(text: str) -> str:
        seen.append(text)
        return real(text)

    monkeypatch.setattr(bl, "scrub", counting)
    ordinary = [f"(MegatronPolicyWorker pid={i}) iteration {i} | lr 1.0e-06 | grad norm 1.5" for i in range(2000)]
    suspect = f"+ HF_TOKEN=hf_{_alnum(34)}"
    out = bl.scrub_lines([*ordinary, suspect])
    assert out[:-1] == ordinary and MARK in out[-1]
    assert seen == [suspect]
