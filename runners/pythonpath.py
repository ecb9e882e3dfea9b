"""PYTHONPATH for the Bridge under test, and the seed's node-local Megatron-Core copy with helpers_cpp built.

Seed 001/002: PYTHONPATH = $BRIDGE_REPO/src : $BRIDGE_REPO/3rdparty/Megatron-LM : $DOWNSTREAM_REPO
: (inherited).
When the checkout is read-only or its disk is full, seed 001 copies the MCore submodule to node-local storage,
builds `megatron/core/datasets` helpers with `LIBEXT` from `sysconfig.get_config_var("EXT_SUFFIX")` (so a
container without python3-config still gets `helpers_cpp.cpython-<ver>-<platform>.so`), and puts the copy on
PYTHONPATH instead of editing 3rdparty/Megatron-LM/.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from runners.execute import capture

MCORE_SUBDIR = Path("3rdparty") / "Megatron-LM"


class PythonPathError(RuntimeError):
    pass


@dataclass(frozen=True)
class Paths:
    bridge_src: Path
    mcore: Path
    downstream: Path
    pythonpath: str


def build_pythonpath(
    bridge: Path, downstream: Path, mcore: Path | None = None, inherited: str | None = None
) -> Paths:
    src = bridge / "src"
    if not (src / "megatron" / "bridge").is_dir():
        raise PythonPathError(f"{src}/megatron/bridge does not exist: not a Megatron-Bridge checkout")
    mcore = mcore if mcore is not None else bridge / MCORE_SUBDIR
    if not (mcore / "megatron" / "core").is_dir():
        raise PythonPathError(
            f"{mcore}/megatron/core does not exist (is the 3rdparty/Megatron-LM submodule checked out?)"
        )
    parts = [str(src), str(mcore), str(downstream)]
    if inherited:
        parts.append(inherited)
    return Paths(src, mcore, downstream, os.pathsep.join(parts))


def ext_suffix(python: str, env: dict[str, str] | None = None) -> str:
    """EXT_SUFFIX of the job's interpreter (not the runner's: the ABI must match the one that imports it)."""
    code, out = capture(
        [python, "-c", "import sysconfig; print(sysconfig.get_config_var('EXT_SUFFIX') or '.so')"],
        env=env,
        timeout_s=60,
    )
    lines = out.strip().splitlines()
    if code != 0 or not lines:
        raise PythonPathError(f"cannot read EXT_SUFFIX from {python}: {out.strip()[-200:]}")
    return lines[-1].strip()


def node_local_mcore(
    bridge: Path, dest: Path, python: str, env: dict[str, str] | None = None, timeout_s: float = 900.0
) -> tuple[Path, str]:
    """Copy MCore to `dest` (once), build helpers_cpp with LIBEXT; return (dest, what was done)."""
    src = bridge / MCORE_SUBDIR
    notes = []
    if not dest.exists():
        if not (src / "megatron" / "core").is_dir():
            raise PythonPathError(f"{src} has no megatron/core to copy")
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copytree(src, dest, symlinks=True)
        notes.append(f"copied {src} to {dest}")
    else:
        notes.append(f"reused {dest}")
    suffix = ext_suffix(python, env)
    datasets = dest / "megatron" / "core" / "datasets"
    code, out = capture(["make", "-C", str(datasets), f"LIBEXT={suffix}"], env=env, timeout_s=timeout_s)
    if code != 0:
        raise PythonPathError(f"helpers_cpp build failed in {datasets} (exit {code}): {out.strip()[-400:]}")
    built = datasets / f"helpers_cpp{suffix}"
    if not built.is_file():
        raise PythonPathError(f"make succeeded but {built.name} is missing in {datasets}")
    notes.append(f"built {built.name} with LIBEXT={suffix}")
    return dest, "; ".join(notes)


def is_under(path: str | Path, root: Path) -> bool:
    try:
        Path(os.path.realpath(path)).relative_to(os.path.realpath(root))
    except ValueError:
        return False
    return True
