"""Triage accuracy on the corpus of rebuilt failure logs (tests/data/triage): verdict and root-cause line.

Each case in tests/data/triage/cases.toml is a run log rebuilt from a public NeMo-RL / verl / Megatron-Bridge /
vLLM / Ray failure report, with the verdict, the Blocked kind and the line a maintainer must see first. This
runs `runners.triage.judge` on every log exactly as the runner does (exit code, timeout flag, metrics and
assertions where the case has them) and prints, for the tune split (logs/; it includes two sets written blind,
measured, then tuned on), the held-out split (holdout/), the blind-written sets kept in their own folders
(blind/: the fifth, blind6/: the sixth, blind7/ ... : each measured before rules were written from it) and
overall:

- verdict accuracy (Pass / Fail / Blocked);
- Blocked-kind accuracy (JobResult.blocked_kind) over the Blocked cases;
- root-cause-line accuracy: the quoted line equals the expected one (whitespace runs collapsed; a quote cut at
  the runner's quote limit counts when the expected line starts with it); a case that expects no line is right
  when nothing is quoted;
- missing-module accuracy over the dependency-skew cases;
and lists every miss. Usage: `python bench/triage.py [--split tune|holdout|blind|blindN|all] [--json]`.
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import tomllib

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from runners.assertions import evaluate_all  # noqa: E402
from runners.logscan import read_log  # noqa: E402
from runners.metrics import load_metrics  # noqa: E402
from runners.triage import Judgement, TriageInput, judge  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "triage"
DEFAULT_BRIDGE_ROOT = "/workspace/Megatron-Bridge"


@dataclass
class Outcome:
    id: str
    split: str
    verdict_ok: bool
    kind_ok: bool | None
    root_ok: bool
    module_ok: bool | None
    expected: dict[str, Any]
    got: dict[str, Any] = field(default_factory=dict)


def load_cases(corpus: Path = CORPUS) -> list[dict[str, Any]]:
    with (corpus / "cases.toml").open("rb") as fh:
        cases: list[dict[str, Any]] = tomllib.load(fh)["case"]
    return cases


SPLITS = (
    "tune", "holdout", "blind", "blind6", "blind7", "blind8", "blind9", "blind10", "blind11", "blind12", "blind13",
    "blind14", "blind15", "blind16", "blind17", "blind18", "blind19", "blind20", "blind21", "blind22", "blind23",
    "blind24", "blind25", "blind26", "blind27", "blind28", "blind29", "blind30", "blind31", "blind32", "blind33",
    "blind34", "blind35", "blind36", "blind37", "blind38", "blind39", "blind40", "blind41",
    "blind42", "blind43", "blind44", "blind45", "blind46", "blind47", "blind48", "blind49",
    "blind50", "blind51", "blind52", "blind53", "blind54", "blind55",
    "blind56", "blind57", "blind58", "blind59", "blind60", "blind61", "blind62", "blind63", "blind64", "blind65",
    "blind66", "blind67", "blind68", "blind69", "blind70", "blind71", "blind72", "blind73",
    "blind74", "blind75", "blind76", "blind77", "blind78", "blind79", "blind80", "blind81",
    "blind82", "blind83", "blind84", "blind85", "blind86", "blind87", "blind88", "blind89",
    "blind90", "blind91", "blind92", "blind93", "blind94", "blind95", "blind96", "blind97",
    "blind98", "blind99", "blind100", "blind101", "blind102", "blind103", "blind104", "blind105", "blind106",
    "blind107", "blind108", "blind109", "blind110", "blind111",
    "blind112", "blind113", "blind114", "blind115", "blind116", "blind117",
    "blind118", "blind119", "blind120", "blind121",
    "blind122", "blind123", "blind124", "blind125", "blind126", "blind127", "blind128", "blind129",
    "blind130", "blind131", "blind132", "blind133", "blind134", "blind135", "blind136", "blind137",
    "blind138", "blind139", "blind140", "blind141", "blind142", "blind143", "blind144", "blind145", "blind146",
    "blind147", "blind148", "blind149", "blind150", "blind151", "blind152",
    "blind153", "blind154", "blind155", "blind156", "blind157", "blind158", "blind159", "blind160", "blind161",
    "blind162", "blind163", "blind164", "blind165", "blind166", "blind167", "blind168", "blind169", "blind170",
    "blind171", "blind172", "blind173", "blind174", "blind175", "blind176",
    "blind177", "blind178", "blind179", "blind180", "blind181", "blind182",
    "blind183", "blind184", "blind185", "blind186", "blind187", "blind188",
    "blind189", "blind190", "blind191", "blind192", "blind193", "blind194",
    "blind195", "blind196", "blind197", "blind198", "blind199", "blind200",
    "blind201", "blind202", "blind203", "blind204", "blind205", "blind206",
    "blind207", "blind208", "blind209", "blind210", "blind211", "blind212", "blind213", "blind214", "blind215",
    "blind216", "blind217", "blind218", "blind219", "blind220", "blind221",
    "blind222", "blind223", "blind224",
    "blind225", "blind226", "blind227",
    "blind228", "blind229", "blind230",
    "blind231", "blind232", "blind233",
    "blind234", "blind235", "blind236",
    "blind237", "blind238", "blind239",
    "blind240", "blind241", "blind242",
    "blind243", "blind244", "blind245",
    "blind246", "blind247", "blind248",
    "blind249", "blind250", "blind251",
    "blind252", "blind253", "blind254",
    "blind255", "blind256", "blind257",
    "blind258", "blind259", "blind260",
    "blind261", "blind262", "blind263",
    "blind264", "blind265", "blind266",
    "blind267", "blind268", "blind269",
    "blind270", "blind271", "blind272",
    "blind273", "blind274", "blind275",
    "blind276", "blind277", "blind278",
    "blind279", "blind280", "blind281",
    "blind282", "blind283", "blind284",
    "blind285", "blind286", "blind287",
    "blind288", "blind289", "blind290",
    "blind291", "blind292", "blind293",
    "blind294", "blind295", "blind296",
    "blind297", "blind298", "blind299",
    "blind300", "blind301", "blind302",
    "blind303", "blind304", "blind305",
    "blind306", "blind307", "blind308", "blind309", "blind310", "blind311", "blind312", "blind313",
    "blind314", "blind315",
    "blind316", "blind317", "blind318", "blind319", "blind320",
    "blind321", "blind322", "blind323", "blind324", "blind325",
    "blind326", "blind327", "blind328", "blind329", "blind330",
    "blind331", "blind332", "blind333", "blind334", "blind335",
    "blind336", "blind337", "blind338", "blind339", "blind340",
    "blind341", "blind342", "blind343", "blind344", "blind345",
    "blind346", "blind347", "blind348", "blind349", "blind350",
    "blind351", "blind352", "blind353", "blind354", "blind355",
    "blind356", "blind357", "blind358", "blind359", "blind360",
    "blind361", "blind362", "blind363", "blind364", "blind365",
    "blind366", "blind367", "blind368", "blind369", "blind370",
    "blind371", "blind372", "blind373", "blind374", "blind375",
    "blind377", "blind379", "blind380", "blind381", "blind382",
    "blind383", "blind384", "blind385", "blind386", "blind387",
    "blind388", "blind389", "blind390", "blind392", "blind394",
    "blind395", "blind397", "blind399", "blind400", "blind401",
    "blind402", "blind403", "blind404", "blind405", "blind406",
    "blind407", "blind408", "blind410", "blind409", "blind411",
    "blind412", "blind414", "blind415", "blind413", "blind416",
    "blind417", "blind420", "blind418", "blind419",
    "blind424",
    "blind422",
    "blind423",
    "blind425",
    "blind421",
    "blind426",
    "blind427",
    "blind430",
    "blind428",
    "blind429",
    "blind435",
    "blind431",
    "blind432",
    "blind437",
    "blind439",
    "blind440",
    "blind438",
    "blind436",
    "blind441",
    "blind442",
    "blind443",
    "blind444",
    "blind445",
    "blind446",
    "blind447",
    "blind448",
    "blind449",
    "blind450",
    "blind451",
    "blind452",
    "blind453",
    "blind455",
    "blind456",
    "blind458",
    "blind457",
    "blind460",
    "blind461",
    "blind459",
    "blind463",
    "blind462",
    "blind464",
    "blind466",
    "blind465",
    "blind468",
    "blind469",
    "blind467",
    "blind472",
    "blind475",
    "blind471",
    "blind474",
    "blind470",
    "blind473",
    "blind476",
    "blind478",
    "blind477",
    "blind479",
    "blind480",
    "blind481",
    "blind482",
    "blind483",
    "blind484",
    "blind485",
    "blind486",
    "blind487",
    "blind488",
    "blind489",
    "blind490",
    "blind491",
    "blind492",
    "blind493",
    "blind494",
    "blind496",
    "blind495",
    "blind497",
    "blind498",
    "blind499",
    "blind500",
    "blind501",
    "blind502",
    "blind504",
    "blind503",
    "blind505",
    "blind506",
    "blind507",
    "blind508",
    "blind509",
    "blind510",
    "blind511",
    "blind514",
    "blind512",
    "blind513",
    "blind517",
    "blind515",
    "blind516",
    "blind520",
    "blind519",
    "blind518",
    "blind521",
    "blind522",
    "blind523",
    "blind601",
    "blind602",
    "blind603",
    "blind606",
    "blind604",
    "blind600",
    "blind605",
    "blind607",
    "blind608",
    "blind609",
    "blind610",
    "blind611",
    "blind612",
    "blind613",
    "blind614",
    "blind615",
    "blind616",
    "blind617",
    "blind620",
    "blind623",
    "blind624",
    "blind625",
    "blind626",
    "blind621",
    "blind622",
    "blind627",
    "blind637",
    "blind630",
    "blind631",
    "blind632",
    "blind633",
    "blind634",
    "blind635",
    "blind636",
    "blind640",
    "blind641",
    "blind642",
    "blind645",
    "blind647",
    "blind643",
    "blind646",
    "blind650",
    "blind651",
    "blind652",
    "blind653",
    "blind654",
    "blind655",
    "blind657",
    "blind658",
    "blind659",
    "blind660",
    "blind661",
    "blind656",
    "blind662",
    "blind663",
    "blind664",
    "blind667",
    "blind665",
    "blind666",
    "blind668",
    "blind669",
    "blind670",
    "blind671",
    "blind672",
    "blind673",
    "blind674",
    "blind675",
    "blind676",
    "blind677",
    "blind678",
    "blind679",
    "blind681",
    "blind683",
    "blind684",
    "blind685",
    "blind680",
    "blind682",
    "blind690",
    "blind691",
    "blind692",
    "blind693",
    "blind694",
    "blind695",
    "blind696",
    "blind697",
    "blind698",
    "blind699",
    "blind700",
    "blind701",
    "blind702",
    "blind703",
    "blind704",
    "blind705",
    "blind706",
    "blind707",
    "blind708",
    "blind709",
    "blind710",
    "blind711",
    "blind712",
    "blind713",
    "blind714",
    "blind715",
    "blind716",
    "blind717",
    "blind718",
    "blind719",
    "blind720",
    "blind721",
    "blind722",
    "blind723",
    "blind724",
    "blind725",
    "blind726",
    "blind727",
    "blind728",
    "blind729",
    "blind730",
    "blind731",
)
# Where each split's logs live: tune in logs/, the held-out sets in a folder named after the split.
SPLIT_DIRS = {"tune": "logs", **{s: s for s in SPLITS if s != "tune"}}


def case_dir(case: dict[str, Any], corpus: Path = CORPUS) -> Path:
    return corpus / SPLIT_DIRS[case["split"]]


# A live job's spec says whether it must write metrics.json (`metrics_path`); a case has no spec, but where its log
# says the job's metrics.json was not written, the job was one that had to write it
_METRICS_MISSING = re.compile(
    r"metrics\.json\W{0,3}(?:was |is )?"
    r"(?:not (?:written|present|found|produced|created)|missing|absent|does not exist)",
    re.IGNORECASE,
)


def triage_input(case: dict[str, Any], corpus: Path = CORPUS) -> TriageInput:
    d = case_dir(case, corpus)
    metrics = load_metrics(d / case["metrics"]) if case.get("metrics") else None
    lines = read_log(d / f"{case['id']}.log")
    exprs = list(case.get("assertions", []))
    return TriageInput(
        framework=case["framework"],
        lines=lines,
        exit_code=case.get("exit_code"),
        timed_out=bool(case.get("timed_out", False)),
        timeout_s=case.get("timeout_s"),
        metrics=metrics,
        metrics_required=metrics is not None or any(_METRICS_MISSING.search(ln.text) for ln in lines),
        assertions=evaluate_all(exprs, metrics) if exprs and metrics is not None else [],
        expected_steps=case.get("expected_steps"),
        bridge_root=case.get("bridge_root") or declared_bridge_root(d / f"{case['id']}.log"),
    )


# Our runner's header names the checkout it put the PR in (`[bridge-validate] BRIDGE_REPO=/lustre/.../Megatron-Bridge`),
# or the job's shell sets the seeds' variable (`+ export BRIDGE_REPO=/lustre/...`); a live run passes the same path in
# the job spec
_DECLARED_ROOT = re.compile(
    r"^(?:\[bridge-validate\] .*?\b|\++ (?:export )?)BRIDGE_(?:REPO|ROOT)=(?P<path>/[^\s;'\"]+)"
    # ... or names it in words (`[bridge-validate] bridge checkout /opt/Megatron-Bridge head=7d2e91b`)
    r"|^\[bridge-validate\] (?:bridge|Megatron-Bridge) checkout:? (?P<named>/[^\s;'\"]+)"
)


def declared_bridge_root(log: Path) -> str:
    """The Bridge checkout the log's runner header declares or its shell exports as BRIDGE_REPO, else the
    corpus's usual one."""
    with log.open(encoding="utf-8", errors="replace") as f:
        for line in itertools.islice(f, 40):
            m = _DECLARED_ROOT.match(line)
            if m:
                return (m.group("path") or m.group("named")).rstrip("/")
    return DEFAULT_BRIDGE_ROOT


# The headers a process or a logger puts before a line's words (which process, when, at what level, from which source
# line). The labelling convention quotes the words and leaves the header out, as the triage does; ten labels of the
# sets written from session 36 on keep one, because their writers were told to copy the line character for character.
_LOG_HEADER = re.compile(
    "^(?:"
    + "|".join(
        (
            # Ray's prefix on a process's lines: `(MegatronPolicyWorker pid=4242, ip=10.0.0.1) `, `(raylet) `; vLLM's
            # on its workers' lines names their rank too: `(VllmWorker rank=0 pid=43390) `
            r"\((?:[\w.:<>-]+(?: rank=\d+)?(?: pid=\d+)?|pid=\d+)(?:,? ip=[\d.]+)?\) ",
            # torchrun's rank prefix: `[rank3]:`, `[default3]:`
            r"\[(?:rank|default)\d+\]: ?",
            # vLLM's and SGLang's logger: `ERROR 09-11 10:22:31 [multiproc_executor.py:862] `
            r"(?:DEBUG|INFO|WARNING|ERROR|CRITICAL) \d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? \[[\w./-]+:\d+\] ",
            # glog / c10's: `[E912 14:25:02.118822904 ProcessGroupNCCL.cpp:2052] `
            r"\[[EWIF]\d{3,4} \d\d:\d\d:\d\d\.\d+ [\w./-]+:\d+\] ",
            # Ray's C++ processes': `[2026-09-13 09:41:39,612 E 61207 61240] (raylet) agent_manager.cc:75: `
            r"\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+ [EWIFC] \d+ \d+\] (?:\(\w+\) )?[\w./-]+:\d+: ",
            # Ray's Python logger (the driver's, a worker's): `2026-09-23 09:36:07,881\tWARNING worker.py:2261 -- `
            r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+\s+(?:DEBUG|INFO|WARNING|ERROR|CRITICAL) [\w./-]+:\d+ -- ",
            # Python logging's default: `WARNING:megatron.bridge.models.hf_pretrained:`
            r"(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):[\w.]+:(?=\S)",
            # the kernel log's time, as `dmesg -T` or `dmesg` print it: `[Mon Aug 24 13:38:26 2026] `, `[ 812.004] `;
            # a log collector's stamp on every line, `[2026-11-29 04:13:49] `
            r"\[(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \w{3} +\d+ \d\d:\d\d:\d\d \d{4}|\s*\d+\.\d+"
            r"|\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:[.,]\d+)?)\] ",
        )
    )
    + ")"
)


def norm(text: str | None) -> str:
    # pytest's mark of a failure's lines (`E       ImportError: ...`, left out by 186 labels, kept by 6) and a table
    # row's outer borders (`│ FAIL │ ... │`) are drawing, not words: a label quoting the line without them quotes the
    # same line; so is the runner's own `[bridge-validate]` tag, a header like a logger's ...
    t = re.sub(r"\s+", " ", re.sub(r"^\s*E {2,}", "", text or "")).strip()
    t = re.sub(r"^\[bridge-validate\]\s*", "", t)
    # ... and the run label NeMo-RL's functional scripts put before each run's lines (`prefix_output "[mcore 1step] "`
    # in tests/functional/sft_resume_diamond.sh; left out by 17 labels of logs that carry it, kept by 3)
    t = re.sub(r"^\[(?:[a-z]+ )?\d+step(?: [a-z]+)?\] ", "", t)
    # ... and NCCL's own (`host:pid:tid [dev] file.cc:N NCCL WARN `: where, which process, the level), which the
    # labelling convention leaves out (a logging header) and 34 labels keep
    # ... and the other loggers' and processes' headers (_LOG_HEADER), stacked as they come (NCCL's may follow one)
    while (bare := _LOG_HEADER.sub("", t, count=1).strip()) != t:
        t = bare
    t = re.sub(r"^(?:\S+:\d+:\d+ \[\d+\] )?(?:\S+:\d+ )?(?:\(\w+\) )?NCCL WARN ", "", t)
    # ... and uv's error tree: its branch glyph (`╰─▶ `, `├─▶ `) is the drawing, as a table's borders are
    t = re.sub(r"^[╰├└│ ]*─+▶\s*", "", t)

    return t.strip("│┃|").strip()


def same_line(expected: str, got: str | None) -> bool:
    e, g = norm(expected), norm(got)
    if not e:
        return not g
    if g == e:
        return True
    return g.endswith("…") and len(g) > 40 and e.startswith(g[:-1].rstrip())


def missing_module(j: Judgement) -> str | None:
    rc = getattr(j, "root_cause", None)
    return getattr(rc, "missing_module", None) if rc is not None else None


def evaluate(case: dict[str, Any], corpus: Path = CORPUS) -> Outcome:
    j = judge(triage_input(case, corpus))
    verdict_ok = j.result.value == case["verdict"]
    kind_ok = None
    if case["verdict"] == "Blocked":
        kind_ok = verdict_ok and j.category == case.get("kind")
    root_ok = same_line(case.get("root_cause", ""), j.first_error)
    module_ok = None
    if case.get("missing_module"):
        module_ok = missing_module(j) == case["missing_module"]
    return Outcome(
        id=case["id"],
        split=case["split"],
        verdict_ok=verdict_ok,
        kind_ok=kind_ok,
        root_ok=root_ok,
        module_ok=module_ok,
        expected={
            "verdict": case["verdict"],
            "kind": case.get("kind"),
            "root_cause": case.get("root_cause", ""),
            "missing_module": case.get("missing_module"),
        },
        got={
            "verdict": j.result.value,
            "kind": j.category if j.result.value == "Blocked" else None,
            "root_cause": j.first_error,
            "missing_module": missing_module(j),
            "rule": j.rule,
            "reason": j.reason,
        },
    )


def rate(values: list[bool | None]) -> tuple[int, int]:
    vals = [v for v in values if v is not None]
    return sum(1 for v in vals if v), len(vals)


def fmt(pair: tuple[int, int]) -> str:
    ok, n = pair
    return f"{ok / n:.2f} ({ok}/{n})" if n else "n/a"


def summary(outcomes: list[Outcome]) -> dict[str, tuple[int, int]]:
    return {
        "verdict": rate([o.verdict_ok for o in outcomes]),
        "blocked_kind": rate([o.kind_ok for o in outcomes]),
        "root_cause_line": rate([o.root_ok for o in outcomes]),
        "missing_module": rate([o.module_ok for o in outcomes]),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=[*SPLITS, "all"], default="all")
    ap.add_argument("--json", action="store_true", help="print the figures and misses as JSON")
    args = ap.parse_args(argv)
    cases = [c for c in load_cases() if args.split == "all" or c["split"] == args.split]
    t0 = time.perf_counter()
    outcomes = [evaluate(c) for c in cases]
    elapsed = time.perf_counter() - t0
    groups = {name: [o for o in outcomes if o.split == name] for name in SPLITS}
    groups["all"] = outcomes
    figures = {name: summary(group) for name, group in groups.items() if group}
    misses = [o for o in outcomes if not (o.verdict_ok and o.root_ok and o.kind_ok is not False)]
    if args.json:
        print(json.dumps({"figures": figures, "misses": [asdict(m) for m in misses]}, indent=2))
        return 0
    print(
        f"triage corpus: {len(cases)} cases ("
        + ", ".join(f"{len(groups[s])} {s}" for s in SPLITS if groups.get(s))
        + f"), {elapsed * 1000:.0f} ms"
    )
    print(f"{'split':<8} {'verdict':>14} {'blocked kind':>14} {'root-cause line':>16} {'missing module':>15}")
    for name, f in figures.items():
        print(
            f"{name:<8} {fmt(f['verdict']):>14} {fmt(f['blocked_kind']):>14} {fmt(f['root_cause_line']):>16} "
            f"{fmt(f['missing_module']):>15}"
        )
    if misses:
        print(f"\nmisses ({len(misses)}):")
    for m in misses:
        what = []
        if not m.verdict_ok:
            what.append(f"verdict {m.got['verdict']} (expected {m.expected['verdict']})")
        if m.kind_ok is False and m.verdict_ok:
            what.append(f"kind {m.got['kind']} (expected {m.expected['kind']})")
        if not m.root_ok:
            what.append(f"quoted {m.got['root_cause']!r} (expected {m.expected['root_cause']!r})")
        if m.module_ok is False:
            what.append(f"missing module {m.got['missing_module']!r} (expected {m.expected['missing_module']!r})")
        print(f"- [{m.split}] {m.id}: " + "; ".join(what))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
