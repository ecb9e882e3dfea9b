"""GPU inventory (NVML) and a usability probe (torch, in the job's own interpreter).

`pynvml` (nvidia-ml-py) and torch are imported lazily: a host without them simply has no inventory, and the
runner still installs into a container with nothing but pydantic.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from runners.execute import capture


class GpuInfo(BaseModel):
    model_config = ConfigDict(extra="forbid")

    index: int
    uuid: str = ""
    name: str = ""
    memory_total_mib: int = 0
    memory_used_mib: int = 0
    healthy: bool = True
    detail: str = ""


class Inventory(BaseModel):
    model_config = ConfigDict(extra="forbid")

    source: str = Field(description="nvml | injected | none")
    gpus: list[GpuInfo] = Field(default_factory=list)
    driver: str | None = None
    error: str | None = None

    @property
    def indices(self) -> list[int]:
        return [g.index for g in self.gpus if g.healthy]


def nvml_inventory() -> Inventory:
    """All GPUs NVML sees (NVML ignores CUDA_VISIBLE_DEVICES: this is the host's inventory)."""
    try:
        import pynvml
    except ImportError:
        return Inventory(source="none", error="pynvml (nvidia-ml-py) is not installed")
    try:
        pynvml.nvmlInit()
    except Exception as e:  # NVMLError_LibraryNotFound, _DriverNotLoaded, ...
        return Inventory(source="none", error=f"NVML unavailable: {e}")
    try:
        driver = pynvml.nvmlSystemGetDriverVersion()
        driver = driver.decode() if isinstance(driver, bytes) else str(driver)
        gpus: list[GpuInfo] = []
        for i in range(pynvml.nvmlDeviceGetCount()):
            try:
                h = pynvml.nvmlDeviceGetHandleByIndex(i)
                name = pynvml.nvmlDeviceGetName(h)
                uuid = pynvml.nvmlDeviceGetUUID(h)
                mem = pynvml.nvmlDeviceGetMemoryInfo(h)
                gpus.append(
                    GpuInfo(
                        index=i,
                        uuid=uuid.decode() if isinstance(uuid, bytes) else str(uuid),
                        name=name.decode() if isinstance(name, bytes) else str(name),
                        memory_total_mib=int(mem.total) // (1024 * 1024),
                        memory_used_mib=int(mem.used) // (1024 * 1024),
                    )
                )
            except Exception as e:  # one broken device must not hide the others
                gpus.append(GpuInfo(index=i, healthy=False, detail=f"NVML error: {e}"))
        return Inventory(source="nvml", gpus=gpus, driver=driver)
    finally:
        try:
            pynvml.nvmlShutdown()
        except Exception:  # noqa: S110  shutdown failure changes nothing about the inventory read
            pass


def nvml_gpu_processes() -> dict[int, list[int]] | None:
    """Per GPU (NVML index), the pids of the compute processes on it; None where NVML is unavailable. NVML sees
    every process on the host's GPUs, whoever started it (in a container, pids may be the host's)."""
    try:
        import pynvml
    except ImportError:
        return None
    if pynvml is None:
        return None
    try:
        pynvml.nvmlInit()
    except Exception:  # NVMLError_LibraryNotFound, _DriverNotLoaded, ...
        return None
    try:
        out: dict[int, list[int]] = {}
        for i in range(pynvml.nvmlDeviceGetCount()):
            try:
                procs = pynvml.nvmlDeviceGetComputeRunningProcesses(pynvml.nvmlDeviceGetHandleByIndex(i))
                out[i] = sorted(int(p.pid) for p in procs)
            except Exception:  # a device NVML cannot read is not known to be free: count it busy
                out[i] = [-1]
        return out
    except Exception:
        return None
    finally:
        try:
            pynvml.nvmlShutdown()
        except Exception:  # noqa: S110  shutdown failure changes nothing about what was read
            pass


def injected_inventory(spec: str) -> Inventory:
    """`BRIDGE_VALIDATE_GPUS=0,1` (or "" for none): fake GPUs for CPU-only fixture jobs and tests; `1@41287`: GPU 1
    with 41287 MiB already in use (of 81559), as NVML reports a GPU another process holds."""
    gpus = []
    for x in spec.split(","):
        if not x.strip():
            continue
        m = re.fullmatch(r"(\d+)(?:@(\d+))?", x.strip())
        if m is None:  # a clear preflight failure, not a crash
            return Inventory(source="none", error=f"BRIDGE_VALIDATE_GPUS has {x.strip()!r}, not INDEX or INDEX@MiB")
        gpus.append(GpuInfo(index=int(m.group(1)), name="injected", memory_total_mib=81559,
                            memory_used_mib=int(m.group(2) or 0)))
    return Inventory(source="injected", gpus=gpus)


def host_inventory(env: Mapping[str, str] | None = None) -> Inventory:
    env = os.environ if env is None else env
    if "BRIDGE_VALIDATE_GPUS" in env:
        return injected_inventory(env["BRIDGE_VALIDATE_GPUS"])
    return nvml_inventory()


def visible_devices(env: Mapping[str, str]) -> list[str] | None:
    """CUDA_VISIBLE_DEVICES as a list (None when unset: all devices are visible)."""
    v = env.get("CUDA_VISIBLE_DEVICES")
    if v is None:
        return None
    return [x.strip() for x in v.split(",") if x.strip()]


_TORCH_PROBE = r"""
import json, sys
try:
    import torch
except Exception as e:
    print(json.dumps({"torch": None, "error": f"{type(e).__name__}: {e}"}))
    sys.exit(0)
out = {"torch": torch.__version__, "cuda": getattr(torch.version, "cuda", None)}
try:
    n = torch.cuda.device_count()
    out["count"] = n
    names = []
    for i in range(n):
        x = torch.ones(1024, device=f"cuda:{i}")
        assert float(x.sum().item()) == 1024.0
        torch.cuda.synchronize(i)
        names.append(torch.cuda.get_device_name(i))
    out["names"] = names
except Exception as e:
    out["error"] = f"{type(e).__name__}: {e}"
print(json.dumps(out))
"""


class TorchProbe(BaseModel):
    model_config = ConfigDict(extra="forbid")

    torch: str | None = None
    cuda: str | None = None
    count: int = 0
    names: list[str] = Field(default_factory=list)
    error: str | None = None


def torch_probe(
    python: str, env: Mapping[str, str], cwd: Path | None = None, timeout_s: float = 180.0
) -> TorchProbe:
    """Allocate and sum a tensor on every visible GPU, in the job's interpreter and environment."""
    code, out = capture([python, "-c", _TORCH_PROBE], env=env, cwd=cwd, timeout_s=timeout_s)
    for line in reversed(out.strip().splitlines()):
        if line.startswith("{"):
            try:
                return TorchProbe.model_validate(json.loads(line))
            except ValueError:
                break
    return TorchProbe(error=f"torch probe failed (exit {code}): {out.strip()[-300:]}")
