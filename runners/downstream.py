"""The downstream contract: does a job's command still fit the NeMo-RL / verl checkout it will run in?

Used twice: by the runner's preflight against the real checkout (before any GPU time is spent), and by the
project's tests against vendored copies of the upstream configs (so a template with a key the real config
lacks fails CI, not a GPU job).

What is checked:
- the script or entry point exists at that ref (`script_exists`, or a listing of the checkout's files);
- every Hydra override fits the config it lands in (`check_overrides`), with Hydra's struct-mode rules:
  `a.b=v` must name an existing key, `+a.b=v` must not exist yet, `++a.b=v` may or may not, `~a.b` must exist.
  NeMo-RL configs inherit through a top-level `defaults:` naming parent YAML files (relative paths,
  recursively); verl's keys are checked against its fully expanded `_generated_ppo_megatron_trainer.yaml`;
- every environment variable a step sets is one the script reads (`script_env_vars`) or a known global.

Stdlib only; PyYAML is imported lazily (both downstream containers ship it).
"""

from __future__ import annotations

import copy
import functools
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any, Literal

Framework = Literal["nemo-rl", "verl"]

# The config each maintained wrapper passes to its entry point (facts from shared/upstream/README.md §1, §5).
# None: the wrapper's config is not one a job may add overrides to (none are passed).
_GRPO_MEGATRON = "examples/configs/grpo_math_1B_megatron.yaml"
SCRIPT_CONFIGS: dict[str, str | None] = {
    "tests/functional/grpo_megatron.sh": _GRPO_MEGATRON,
    "tests/functional/grpo_megatron_lora.sh": _GRPO_MEGATRON,
    "tests/functional/grpo_megatron_generation.sh": _GRPO_MEGATRON,
    "tests/functional/grpo_megatron_generation_non_colocated.sh": _GRPO_MEGATRON,
    "tests/functional/grpo_megatron_mbridge_restore.sh": _GRPO_MEGATRON,
    "tests/functional/grpo_non_colocated.sh": "examples/configs/grpo_math_1B.yaml",
    "tests/functional/audio_grpo_megatron.sh": "examples/configs/audio_grpo_3B_megatron.yaml",
    "tests/functional/grpo_megatron_eagle3_online.sh":
        "examples/configs/recipes/llm/grpo-qwen3-1.7b-1n4g-megatron-eagle3.yaml",
    "tests/functional/vlm_grpo.sh": "examples/configs/vlm_grpo_3B.yaml",
    "tests/functional/sft_resume_diamond.sh": "examples/configs/sft.yaml",
    "tests/functional/test_converters.sh": None,
    "tests/functional/modelopt_quant_rollout.sh": None,
    # Entry points called directly: their default config when no --config is given.
    "examples/run_grpo.py": "examples/configs/grpo_math_1B.yaml",
    "examples/run_sft.py": "examples/configs/sft.yaml",
    "examples/run_vlm_grpo.py": "examples/configs/vlm_grpo_3B.yaml",
    # verl: the wrapper runs main_ppo with ppo_megatron_trainer.yaml; its expansion is committed next to it.
    "tests/special_e2e/run_ppo_trainer_megatron.sh":
        "verl/trainer/config/_generated_ppo_megatron_trainer.yaml",
}

# Read by the frameworks' Python code or their launchers, not by the wrapper script itself.
GLOBAL_ENV: dict[str, frozenset[str]] = {
    "nemo-rl": frozenset({
        "NRL_FORCE_REBUILD_VENVS", "NRL_IGNORE_TP_ACCURACY_CHECK", "WANDB_MODE", "HF_HOME", "HF_HUB_CACHE",
        "HF_DATASETS_CACHE", "HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "NEMO_RL_HOME", "UV_NO_SYNC",
    }),
    "verl": frozenset({
        "HF_HOME", "HF_HUB_CACHE", "HF_DATASETS_CACHE", "HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE",
        "WANDB_MODE",
    }),
}

_KEY = re.compile(r"^[A-Za-z_][A-Za-z0-9_\-]*(\.[A-Za-z0-9_\-]+)*$")
_INTERPOLATION = re.compile(r"^\$\{.*\}$", re.S)


class ContractError(Exception):
    """A config file cannot be read or its `defaults:` chain is broken."""


@dataclass(frozen=True)
class Override:
    prefix: Literal["", "+", "++", "~"]
    key: str
    value: str | None

    @property
    def text(self) -> str:
        return f"{self.prefix}{self.key}" + ("" if self.value is None else f"={self.value}")


def parse_override(arg: str) -> Override | None:
    """One Hydra command-line override, or None when `arg` is not one."""
    prefix: Literal["", "+", "++", "~"] = ""
    body = arg
    if body.startswith("++"):
        prefix, body = "++", body[2:]
    elif body.startswith("+"):
        prefix, body = "+", body[1:]
    elif body.startswith("~"):
        prefix, body = "~", body[1:]
    key, eq, value = body.partition("=")
    if not _KEY.match(key):
        return None
    if not eq and prefix != "~":
        return None
    return Override(prefix=prefix, key=key, value=value if eq else None)


# ---------------------------------------------------------------------------------------------------------
# Config loading


def _yaml_load(path: Path) -> Any:
    try:
        stat = path.stat()
    except OSError as exc:
        raise ContractError(f"cannot read {path}: {exc.strerror or exc}") from None
    # Cached per file version: a preflight or a test sweep checks many steps against the same few configs.
    return copy.deepcopy(_yaml_load_cached(str(path), stat.st_mtime_ns, stat.st_size))


@functools.lru_cache(maxsize=64)
def _yaml_load_cached(path: str, mtime_ns: int, size: int) -> Any:
    del mtime_ns, size  # part of the cache key only
    try:
        import yaml
    except ImportError as exc:  # pragma: no cover - both containers ship PyYAML
        raise ContractError("PyYAML is needed to read downstream configs") from exc
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ContractError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ContractError(f"{path} is not valid YAML: {exc}") from None


def _merge(base: Any, top: Any) -> Any:
    """OmegaConf-style merge: mappings merge key by key, anything else is replaced by the child's value."""
    if isinstance(base, dict) and isinstance(top, dict):
        out = dict(base)
        for k, v in top.items():
            out[k] = _merge(base[k], v) if k in base else v
        return out
    return top


def load_config(path: Path, *, inherit: bool = True, _seen: tuple[Path, ...] = ()) -> dict[str, Any]:
    """A config with its `defaults:` parents merged underneath it (NeMo-RL's inheritance).

    `defaults` is a path or a list of paths, relative to the file naming them; later parents win over
    earlier ones and the file itself wins over all. With `inherit=False` the file is returned as is.
    """
    path = path.resolve()
    if path in _seen:
        chain = " -> ".join(p.name for p in (*_seen, path))
        raise ContractError(f"defaults cycle: {chain}")
    data = _yaml_load(path)
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise ContractError(f"{path} must hold a mapping at the top level")
    if not inherit or "defaults" not in data:
        return data
    parents = data.pop("defaults")
    if isinstance(parents, str):
        parents = [parents]
    if not isinstance(parents, list) or not all(isinstance(p, str) for p in parents):
        raise ContractError(f"{path}: 'defaults' must be a file name or a list of file names")
    merged: dict[str, Any] = {}
    for parent in parents:
        merged = _merge(merged, load_config(path.parent / parent, inherit=True, _seen=(*_seen, path)))
    result = _merge(merged, data)
    assert isinstance(result, dict)
    return result


def merged_config(framework: Framework, config_files: Sequence[Path]) -> dict[str, Any]:
    merged: dict[str, Any] = {}
    for f in config_files:
        # verl's generated config is already flat; its own `defaults` (if any) are Hydra config groups.
        merged = _merge(merged, load_config(f, inherit=framework == "nemo-rl"))
    return merged


_MISSING = object()
_UNKNOWN = object()  # below an interpolation: the key's existence cannot be decided statically


def _lookup(cfg: Mapping[str, Any], key: str) -> Any:
    node: Any = cfg
    for part in key.split("."):
        if isinstance(node, str) and _INTERPOLATION.match(node):
            return _UNKNOWN
        if not isinstance(node, Mapping) or part not in node:
            return _MISSING
        node = node[part]
    return node


def check_overrides(framework: Framework, config_files: list[Path], overrides: list[str]) -> list[str]:
    """Problems with `overrides` against the merged `config_files`; empty when every override fits."""
    problems: list[str] = []
    try:
        cfg = merged_config(framework, config_files)
    except ContractError as exc:
        return [str(exc)]
    names = ", ".join(p.name for p in config_files) or "(no config)"
    for arg in overrides:
        ov = parse_override(arg)
        if ov is None:
            problems.append(f"{arg!r} is not a Hydra override (key=value, +key=value, ++key=value or ~key)")
            continue
        found = _lookup(cfg, ov.key)
        if ov.prefix == "++":
            continue
        if found is _UNKNOWN:
            problems.append(f"{arg!r}: {ov.key} lies under an interpolation in {names}; "
                            f"its existence cannot be checked, use ++{ov.key}")
        elif ov.prefix in ("", "~") and found is _MISSING:
            problems.append(f"{arg!r}: {ov.key} is not a key of {names}"
                            + ("; add it with ++" if ov.prefix == "" else ""))
        elif ov.prefix == "+" and found is not _MISSING:
            problems.append(f"{arg!r}: {ov.key} already exists in {names}; drop the + (or use ++)")
    return problems


# ---------------------------------------------------------------------------------------------------------
# Scripts, steps and environment


def _safe_relpath(path: str) -> bool:
    p = PurePosixPath(path)
    return bool(path) and not p.is_absolute() and ".." not in p.parts and not path.startswith("-")


def script_exists(root: Path, path: str) -> bool:
    """The script is a regular file inside `root` (no absolute paths, no `..`)."""
    return _safe_relpath(path) and (root / path).is_file()


def listed(path: str, listing: Iterable[str]) -> bool:
    """`path` appears in a file listing (one repo-relative path per line), for checks without a checkout."""
    return path in {line.strip() for line in listing if line.strip()}


def script_env_vars(script_text: str) -> frozenset[str]:
    """Environment variable names a shell script reads (`$NAME`, `${NAME}`, `${NAME:-...}`)."""
    return frozenset(re.findall(r"\$\{?([A-Za-z_][A-Za-z0-9_]*)", script_text))


@dataclass
class StepContract:
    """What one step's argv depends on in the downstream checkout."""

    script: str | None = None
    config: str | None = None
    config_known: bool = False
    overrides: list[str] = field(default_factory=list)


def _is_script(arg: str) -> bool:
    return _safe_relpath(arg) and arg.endswith((".sh", ".py")) and "=" not in arg


def step_contract(argv: Sequence[str]) -> StepContract:
    """The script, config and Hydra overrides an argv uses.

    The first repo-relative `.sh`/`.py` argument is the script; after it, `--config P` replaces the script's
    config and every `key=value`-shaped argument is an override. Options before the script belong to the
    launcher (`uv run coverage run -a --data-file=...`) and are ignored.
    """
    contract = StepContract()
    rest: list[str] = []
    for i, arg in enumerate(argv):
        if _is_script(arg):
            contract.script = arg
            rest = list(argv[i + 1:])
            break
    if contract.script is None:
        return contract
    if contract.script in SCRIPT_CONFIGS:
        contract.config = SCRIPT_CONFIGS[contract.script]
        contract.config_known = True
    i = 0
    while i < len(rest):
        arg = rest[i]
        if arg == "--config" and i + 1 < len(rest):
            contract.config, contract.config_known = rest[i + 1], True
            i += 2
            continue
        if arg.startswith("--config="):
            contract.config, contract.config_known = arg.split("=", 1)[1], True
        elif not arg.startswith("-") and parse_override(arg) is not None:
            contract.overrides.append(arg)
        i += 1
    return contract


def check_step(
    framework: Framework,
    root: Path,
    argv: Sequence[str],
    env: Mapping[str, str],
    *,
    known_scripts: Iterable[str] | None = None,
    script_env: Mapping[str, frozenset[str]] | None = None,
) -> list[str]:
    """Problems with one step against the checkout at `root` (or against listings and vendored configs).

    known_scripts: repo-relative paths known to exist (instead of looking at `root`).
    script_env: script path -> the env names it reads (instead of reading the script under `root`).
    """
    problems: list[str] = []
    contract = step_contract(argv)
    known = set(known_scripts) if known_scripts is not None else None
    if contract.script is not None:
        exists = contract.script in known if known is not None else script_exists(root, contract.script)
        if not exists:
            problems.append(f"{contract.script} does not exist in the {framework} checkout")
            return problems
    if contract.overrides:
        if not contract.config_known or contract.config is None:
            problems.append(f"{contract.script}: overrides given but its config is unknown: "
                            + " ".join(contract.overrides))
        elif not _safe_relpath(contract.config):
            problems.append(f"config path {contract.config!r} must be relative to the checkout")
        else:
            problems.extend(check_overrides(framework, [root / contract.config], contract.overrides))
    # Only shell wrappers are checked: a Python entry point's environment reads cannot be listed statically.
    if env and contract.script is not None and contract.script.endswith(".sh"):
        if script_env is not None and contract.script in script_env:
            read = script_env[contract.script]
        elif script_exists(root, contract.script):
            read = script_env_vars((root / contract.script).read_text(encoding="utf-8", errors="replace"))
        else:
            read = frozenset()
        for name in sorted(env):
            if name not in read and name not in GLOBAL_ENV.get(framework, frozenset()):
                problems.append(f"{contract.script} does not read the environment variable {name}")
    return problems
