"""Preflight (DESIGN §5.3): everything that must hold before GPU time is spent.

A failure is Blocked, not Fail.

- GPUs: the ones CUDA_VISIBLE_DEVICES names exist and are healthy (NVML), and the job's interpreter can
  allocate on each of them (torch, when importable there);
- disk: free space where the HF caches live;
- model: a local snapshot named by the spec loads offline (transformers AutoConfig/AutoTokenizer with
  local_files_only), as seed 001 asks before trusting it;
- downstream contract: each step's script exists at this ref, every Hydra override fits its config, every env
  var is one the wrapper reads (runners.downstream), the metric helpers take the arguments we pass, and a
  NeMo-RL Megatron job's config really enables the Megatron policy.
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from runners import downstream
from runners.contract import JobSpec
from runners.execute import capture
from runners.gpu import host_inventory, torch_probe, visible_devices

DEFAULT_MIN_FREE_GIB = 10.0
# Memory a GPU holds before the job starts that is not an idle GPU's (a few MiB): another process's CUDA context
# or tensors on a GPU this job was given.
GPU_BUSY_MIB = 1024
GPUS_IN_USE = "gpus in use"


@dataclass
class Item:
    name: str
    ok: bool | None  # None: skipped (could not be checked here)
    detail: str


@dataclass
class Preflight:
    items: list[Item] = field(default_factory=list)
    key_lines: list[str] = field(default_factory=list)
    # the runner's notes for the top of the job's log (what triage reads with the job's own lines)
    log_notes: list[str] = field(default_factory=list)

    @property
    def failures(self) -> list[Item]:
        return [i for i in self.items if i.ok is False]


def check_gpus(
    spec: JobSpec, env: Mapping[str, str], python: str, cwd: Path, probe_torch: bool = True
) -> list[Item]:
    if spec.gpus == 0:
        return [Item("gpus", None, "the job needs no GPU")]
    items: list[Item] = []
    inv = host_inventory(env)
    visible = visible_devices(env)
    if inv.source == "none":
        return [Item("gpus", False, f"the job needs {spec.gpus} GPU(s) but {inv.error}")]
    by_index = {str(g.index): g for g in inv.gpus}
    by_uuid = {g.uuid: g for g in inv.gpus if g.uuid}
    chosen = []
    if visible is None:
        chosen = list(inv.gpus)
    else:
        for v in visible:
            g = by_index.get(v) or by_uuid.get(v) or next((x for x in inv.gpus if x.uuid.startswith(v)), None)
            if g is None:
                have = ", ".join(str(x.index) for x in inv.gpus) or "none"
                return [
                    Item(
                        "gpus",
                        False,
                        f"CUDA_VISIBLE_DEVICES={env.get('CUDA_VISIBLE_DEVICES')} names GPU {v}, "
                        f"which this host does not have (GPUs: {have})",
                    )
                ]
            chosen.append(g)
    unhealthy = [g for g in chosen if not g.healthy]
    if unhealthy:
        return [
            Item("gpus", False, "unhealthy GPU(s): " + "; ".join(f"{g.index}: {g.detail}" for g in unhealthy))
        ]
    if len(chosen) < spec.gpus:
        return [Item("gpus", False, f"the job needs {spec.gpus} GPU(s); {len(chosen)} visible")]
    desc = ", ".join(f"{g.index} {g.name} {g.memory_total_mib} MiB".strip() for g in chosen)
    items.append(Item("gpus (NVML)" if inv.source == "nvml" else "gpus (injected)", True, desc))
    busy = [g for g in chosen if g.memory_used_mib >= GPU_BUSY_MIB]
    if busy:
        # Not a failure: a small job may still fit. The note goes into the job's log, where triage reads a
        # rollout engine's start-up memory shortfall on such a GPU as the node's (another tenant), not the job's.
        items.append(Item(GPUS_IN_USE, True, "; ".join(
            f"GPU {g.index} already holds {g.memory_used_mib} MiB of {g.memory_total_mib} MiB before the job started"
            for g in busy
        )))
    if inv.source != "nvml" or not probe_torch:
        items.append(
            Item(
                "gpus (torch)",
                None,
                "not probed: " + ("injected inventory" if inv.source != "nvml" else "disabled"),
            )
        )
        return items
    tp = torch_probe(python, env, cwd)
    if tp.torch is None:
        items.append(Item("gpus (torch)", None, f"torch not importable in {python}: {tp.error}"))
    elif tp.error or tp.count < spec.gpus:
        items.append(
            Item(
                "gpus (torch)",
                False,
                f"torch {tp.torch} sees {tp.count} GPU(s), the job needs "
                f"{spec.gpus}" + (f": {tp.error}" if tp.error else ""),
            )
        )
    else:
        items.append(
            Item(
                "gpus (torch)",
                True,
                f"torch {tp.torch} allocated on {tp.count} GPU(s): {', '.join(tp.names)}",
            )
        )
    return items


def _existing_ancestor(p: Path) -> Path:
    p = p.absolute()
    while not p.exists() and p != p.parent:
        p = p.parent
    return p


def check_disk(spec: JobSpec, env: Mapping[str, str], out_dir: Path, min_free_gib: float) -> list[Item]:
    need = spec.min_free_gib if spec.min_free_gib is not None else min_free_gib
    home = env.get("HF_HOME") or str(Path(env.get("HOME", str(Path.home()))) / ".cache" / "huggingface")
    places = {
        "HF_HOME": Path(home),
        "HF_HUB_CACHE": Path(env.get("HF_HUB_CACHE") or Path(home) / "hub"),
        "output": out_dir,
    }
    if env.get("MODEL_PATH"):
        places["MODEL_PATH"] = Path(env["MODEL_PATH"])
    items = []
    for label, path in places.items():
        base = _existing_ancestor(path)
        free = shutil.disk_usage(base).free / 2**30
        ok = free >= need
        items.append(
            Item(
                f"disk {label}",
                ok,
                f"{free:.1f} GiB free at {base} (need {need:g} GiB)"
                + ("" if ok else ": move HF_HOME / HF_HUB_CACHE / MODEL_PATH to a larger path"),
            )
        )
    return items


_SNAPSHOT = r"""
import json, sys
path = sys.argv[1]
try:
    from transformers import AutoConfig, AutoTokenizer
except Exception as e:
    print("BV_SNAPSHOT " + json.dumps({"skip": f"transformers not importable: {e}"})); sys.exit(0)
try:
    c = AutoConfig.from_pretrained(path, trust_remote_code=True, local_files_only=True)
    t = AutoTokenizer.from_pretrained(path, trust_remote_code=True, local_files_only=True)
    print("BV_SNAPSHOT " + json.dumps({"ok": f"{type(c).__name__} {getattr(c, 'model_type', None)} "
                                             f"{type(t).__name__} {t.vocab_size}"}))
except Exception as e:
    print("BV_SNAPSHOT " + json.dumps({"error": f"{type(e).__name__}: {e}"}))
"""


def check_snapshot(spec: JobSpec, env: Mapping[str, str], python: str) -> list[Item]:
    path = spec.model.local_path
    if not path:
        return []
    if not Path(path).is_dir():
        return [Item("model snapshot", False, f"{path} does not exist")]
    offline = {**env, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    code, out = capture([python, "-c", _SNAPSHOT, path], env=offline, timeout_s=300)
    for line in reversed(out.splitlines()):
        if line.startswith("BV_SNAPSHOT "):
            data = json.loads(line.split(" ", 1)[1])
            if "ok" in data:
                return [Item("model snapshot", True, f"{path} loads offline: {data['ok']}")]
            if "skip" in data:
                return [Item("model snapshot", None, f"{path}: {data['skip']}")]
            return [
                Item(
                    "model snapshot",
                    False,
                    f"{path} does not load with local_files_only=True: {data['error']}",
                )
            ]
    return [Item("model snapshot", False, f"snapshot check did not run (exit {code}): {out.strip()[-300:]}")]


def _called_helpers(exprs: list[str]) -> tuple[set[str], set[str]]:
    funcs: set[str] = set()
    kws: set[str] = set()
    for e in exprs:
        try:
            tree = ast.parse(e, mode="eval")
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                funcs.add(node.func.id)
                kws.update(k.arg for k in node.keywords if k.arg)
    return funcs, kws


def check_metric_helpers(spec: JobSpec, root: Path, argvs: list[list[str]]) -> list[Item]:
    """The helpers we call take the arguments we pass, and check_metrics.py knows the functions we "
    "assert with."""
    items: list[Item] = []
    if any("tests/json_dump_tb_logs.py" in a for argv in argvs for a in argv):
        f = root / "tests" / "json_dump_tb_logs.py"
        if not f.is_file():
            items.append(
                Item("metric helper json_dump_tb_logs.py", False, "tests/json_dump_tb_logs.py is missing")
            )
        elif "--output_path" not in f.read_text(errors="replace"):
            items.append(
                Item(
                    "metric helper json_dump_tb_logs.py",
                    False,
                    "tests/json_dump_tb_logs.py takes no --output_path (interface changed)",
                )
            )
        else:
            items.append(Item("metric helper json_dump_tb_logs.py", True, "<log_dir> --output_path FILE"))
    if spec.framework == "nemo-rl" and spec.assertions:
        f = root / "tests" / "check_metrics.py"
        funcs, kws = _called_helpers([a.expr for a in spec.assertions])
        helpers = funcs & {"min", "max", "mean", "median", "ratio_above"}
        if not f.is_file():
            items.append(
                Item(
                    "metric helper check_metrics.py",
                    None,
                    "tests/check_metrics.py is missing: assertions are evaluated by the runner only",
                )
            )
        else:
            text = f.read_text(errors="replace")
            missing = sorted(h for h in helpers if not re.search(rf"^def {h}\(", text, re.M))
            missing += sorted(k for k in kws if k not in text)
            positional = bool(re.search(r"nargs\s*=\s*['\"]\+['\"]", text))
            if missing or not positional:
                why = (
                    (f"does not define {', '.join(missing)}" if missing else "")
                    + ("; " if missing and not positional else "")
                    + ("" if positional else "takes no positional expressions")
                )
                items.append(
                    Item(
                        "metric helper check_metrics.py",
                        False,
                        f"tests/check_metrics.py {why}: the functional's own check and ours would differ",
                    )
                )
            else:
                items.append(
                    Item(
                        "metric helper check_metrics.py",
                        True,
                        f"positional expressions; defines {', '.join(sorted(helpers)) or 'no helper used'}",
                    )
                )
    return items


def megatron_policy_enabled(root: Path, argv: list[str]) -> tuple[bool | None, str]:
    """policy.megatron_cfg.enabled after the step's config and overrides (None: cannot be resolved)."""
    contract = downstream.step_contract(argv)
    if not contract.config_known or not contract.config:
        return None, "config unknown"
    cfg_path = root / contract.config
    try:
        cfg = downstream.merged_config("nemo-rl", [cfg_path])
    except downstream.ContractError as e:
        return None, str(e)
    value: object = (
        cfg.get("policy", {}).get("megatron_cfg", {}).get("enabled")
        if isinstance(cfg.get("policy"), dict)
        else None
    )
    for ov in contract.overrides:
        parsed = downstream.parse_override(ov)
        if parsed and parsed.key == "policy.megatron_cfg.enabled" and parsed.value is not None:
            value = parsed.value
    enabled = str(value).lower() == "true"
    return enabled, f"policy.megatron_cfg.enabled={str(value).lower()} ({contract.config})"


def check_contract(
    spec: JobSpec, root: Path, steps: Sequence[tuple[list[str], dict[str, str], str]]
) -> Preflight:
    """steps: (argv, spec env of the step, cwd kind) after placeholder substitution."""
    pf = Preflight()
    for argv, env, cwd in steps:
        if cwd != "downstream":
            continue
        try:
            problems = downstream.check_step(spec.framework, root, argv, env)
        except Exception as e:  # a broken config must read as a contract failure, not a crash
            problems = [f"{type(e).__name__}: {e}"]
        c = downstream.step_contract(argv)
        label = f"contract {c.script or argv[0]}"
        if problems:
            pf.items.append(Item(label, False, "; ".join(problems)))
        elif c.script:
            extra = f", {len(c.overrides)} override(s) fit {c.config}" if c.overrides else ""
            pf.items.append(Item(label, True, f"{c.script} exists{extra}"))
        if spec.framework == "nemo-rl" and c.script and spec.megatron_policy and c.config_known and c.config:
            enabled, text = megatron_policy_enabled(root, argv)
            if enabled is True:
                pf.key_lines.append(text)
                pf.items.append(Item("megatron policy", True, text))
            elif enabled is False:
                pf.items.append(
                    Item(
                        "megatron policy",
                        False,
                        f"{text}: the run would silently use the DTensor "
                        "policy and never load Bridge; set policy.dtensor_cfg.enabled=false "
                        "policy.megatron_cfg.enabled=true",
                    )
                )
    pf.items.extend(check_metric_helpers(spec, root, [a for a, _, _ in steps]))
    return pf


def preflight(
    spec: JobSpec,
    *,
    env: Mapping[str, str],
    python: str,
    downstream_root: Path,
    out_dir: Path,
    steps: Sequence[tuple[list[str], dict[str, str], str]],
    min_free_gib: float = DEFAULT_MIN_FREE_GIB,
    probe_torch: bool = True,
) -> Preflight:
    pf = check_contract(spec, downstream_root, steps)
    pf.items[:0] = [
        *check_gpus(spec, env, python, downstream_root, probe_torch),
        *check_disk(spec, env, out_dir, min_free_gib),
        *check_snapshot(spec, env, python),
    ]
    pf.log_notes = [f"[bridge-validate] preflight: {it.detail}" for it in pf.items if it.name == GPUS_IN_USE]
    return pf


def rocm_vars(env: Mapping[str, str]) -> list[str]:
    """ROCm visibility variables that verl refuses next to CUDA_VISIBLE_DEVICES (README §9.5)."""
    return [k for k in ("ROCR_VISIBLE_DEVICES", "HIP_VISIBLE_DEVICES") if k in env and os.name == "posix"]
