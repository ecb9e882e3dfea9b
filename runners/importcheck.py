"""Prove which megatron.bridge the job imports: in the driver, in worker interpreters, and in a Ray worker.

Seeds: "The printed path must live under $BRIDGE_REPO/src ... If it points at site-packages ... fix PYTHONPATH
before trusting any result"; "When running against an existing Ray cluster, the driver import is not enough."
At the downstream HEADs this is a real trap: NeMo-RL runs each worker class in its own venv
(/usr/local/bin/python-MegatronPolicyWorker) and verl's wrapper runs under uv with a pinned megatron-bridge
wheel, so only an import check in the process that builds the model is evidence.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from runners.execute import capture
from runners.pythonpath import is_under

_DRIVER = r"""
import json, traceback
out = {}
try:
    import megatron.bridge as b
    out["bridge"] = b.__file__
except Exception as e:
    out["error"] = f"{type(e).__name__}: {e}"
    out["traceback"] = traceback.format_exc()[-20000:]
try:
    import megatron.core as c
    out["core"] = c.__file__
except Exception as e:
    out["core_error"] = f"{type(e).__name__}: {e}"
print("BRIDGE_VALIDATE_IMPORT " + json.dumps(out))
"""

_RAY = r"""
import json, os, sys
import ray
# address="local": a fresh instance of our own, never a cluster someone else started on this host.
ray.init(address="local", runtime_env={"env_vars": {"PYTHONPATH": os.environ["PYTHONPATH"]}},
         include_dashboard=False, log_to_driver=False, num_cpus=1, num_gpus=0)
@ray.remote(num_cpus=0)
def bridge_path():
    import megatron.bridge
    return megatron.bridge.__file__
out = {}
try:
    out["bridge"] = ray.get(bridge_path.remote(), timeout=120)
except Exception as e:
    out["error"] = f"{type(e).__name__}: {str(e).splitlines()[-1] if str(e) else ''}"
finally:
    ray.shutdown()
print("BRIDGE_VALIDATE_IMPORT " + json.dumps(out))
"""

# Worker interpreters the downstream containers are known to ship (upstream README §4, §6.1).
KNOWN_WORKER_PYTHONS = {
    "nemo-rl": ("/usr/local/bin/python-MegatronPolicyWorker",),
    "verl": (),
}


@dataclass(frozen=True)
class ImportProbe:
    where: str  # "driver", "worker interpreter /usr/...", "Ray worker"
    ok: bool
    path: str | None
    detail: str
    traceback: str | None = None  # the failed import's own traceback (driver and worker interpreters)


def _parse(out: str) -> dict[str, str] | None:
    for line in reversed(out.splitlines()):
        if line.startswith("BRIDGE_VALIDATE_IMPORT "):
            try:
                data = json.loads(line.split(" ", 1)[1])
            except ValueError:
                return None
            return {str(k): str(v) for k, v in data.items()}
    return None


def _judge(where: str, code: int | None, out: str, bridge_src: Path) -> ImportProbe:
    data = _parse(out)
    if data is None:
        return ImportProbe(
            where, False, None, f"{where}: import check did not run (exit {code}): {out.strip()[-300:]}"
        )
    if "bridge" not in data:
        return ImportProbe(
            where,
            False,
            None,
            f"{where}: cannot import megatron.bridge: {data.get('error', '?')}",
            traceback=data.get("traceback"),
        )
    path = data["bridge"]
    if not is_under(path, bridge_src):
        return ImportProbe(
            where, False, path, f"{where}: megatron.bridge imported from {path}, not under {bridge_src}"
        )
    core = data.get("core")
    extra = f"; megatron.core from {core}" if core else ""
    return ImportProbe(where, True, path, f"{where}: megatron.bridge from {path}{extra}")


def driver_import(python: str, env: Mapping[str, str], cwd: Path, bridge_src: Path) -> ImportProbe:
    code, out = capture([python, "-c", _DRIVER], env=env, cwd=cwd, timeout_s=300)
    return _judge("driver", code, out, bridge_src)


def interpreter_import(python: str, env: Mapping[str, str], cwd: Path, bridge_src: Path) -> ImportProbe:
    code, out = capture([python, "-c", _DRIVER], env=env, cwd=cwd, timeout_s=300)
    return _judge(f"worker interpreter {python}", code, out, bridge_src)


def has_ray(python: str, env: Mapping[str, str]) -> bool:
    code, _ = capture(
        [python, "-c", "import importlib.util,sys; sys.exit(0 if importlib.util.find_spec('ray') else 1)"],
        env=env,
        timeout_s=60,
    )
    return code == 0


def ray_worker_import(
    python: str, env: Mapping[str, str], cwd: Path, bridge_src: Path, timeout_s: float = 300
) -> ImportProbe:
    """Start a throwaway local Ray, pass PYTHONPATH through runtime_env (seed 002), import in a task."""
    env = dict(env)
    env.pop("RAY_ADDRESS", None)  # a fresh local instance, never someone else's cluster
    code, out = capture([python, "-c", _RAY], env=env, cwd=cwd, timeout_s=timeout_s)
    return _judge("Ray worker", code, out, bridge_src)


def worker_pythons(framework: str, extra: list[str]) -> list[str]:
    found = [p for p in KNOWN_WORKER_PYTHONS.get(framework, ()) if os.access(p, os.X_OK)]
    return [*extra, *[p for p in found if p not in extra]]
