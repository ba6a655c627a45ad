"""Where the CUDA command-line tools are, and ptxas run on PTX text (`-t cubin`).

The tools come from NVIDIA's pip wheels (`nvidia-cuda-nvcc` installs ptxas under
`site-packages/nvidia/cu13/bin`, older wheels under `nvidia/cuda_nvcc/bin`), else a CUDA toolkit
(`$CUDA_HOME/bin`, `$CUDA_PATH/bin`), else PATH. The test oracles (`nvvm_xdsl_testing.cuda_tools`)
find them here too.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from functools import cache
from pathlib import Path


class CudaToolMissing(RuntimeError):
    """A CUDA tool is not installed."""


def wheel_bin_dirs() -> list[Path]:
    """The `bin` directories of NVIDIA's CUDA wheels in this environment, newest CUDA first."""
    roots = [Path(sysconfig.get_paths()[key]) for key in ("purelib", "platlib")]
    roots.extend(Path(p) for p in sys.path if p.endswith("site-packages"))
    dirs: list[Path] = []
    for root in roots:
        nvidia = root / "nvidia"
        if not nvidia.is_dir():
            continue
        # Newest CUDA major first (cu13 before cu12), then the old per-component layout.
        dirs.extend(sorted(nvidia.glob("cu*/bin"), reverse=True))
        dirs.extend(sorted(nvidia.glob("cuda_*/bin")))
    return list(dict.fromkeys(dirs))


def toolkit_bin_dirs() -> list[Path]:
    """`$CUDA_HOME/bin` and `$CUDA_PATH/bin`, where set."""
    return [Path(os.environ[var]) / "bin" for var in ("CUDA_HOME", "CUDA_PATH") if os.environ.get(var)]


@cache
def find_tool(name: str) -> Path:
    """Absolute path of a CUDA tool, or CudaToolMissing naming where it was looked for."""
    for directory in (*wheel_bin_dirs(), *toolkit_bin_dirs()):
        candidate = directory / name
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    on_path = shutil.which(name)
    if on_path:
        return Path(on_path)
    raise CudaToolMissing(
        f"{name} not found: install NVIDIA's nvcc wheel (pip install nvidia-cuda-nvcc, which the "
        "[libdevice] and [test] extras bring) or a CUDA toolkit ($CUDA_HOME/bin or PATH)"
    )


def has_tool(name: str) -> bool:
    try:
        find_tool(name)
    except CudaToolMissing:
        return False
    return True


def run_tool(argv: list[str | Path], cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run a CUDA tool with its own directory first on PATH (nvcc finds cicc and ptxas there,
    cuobjdump finds nvdisasm)."""
    env = dict(os.environ)
    env["PATH"] = str(Path(argv[0]).parent) + os.pathsep + env.get("PATH", "")
    return subprocess.run([str(a) for a in argv], cwd=cwd, env=env, capture_output=True, text=True)


class AssemblyError(RuntimeError):
    """ptxas rejected the PTX; the message is ptxas's own."""


def assemble(ptx_text: str, arch: str) -> bytes:
    """The cubin ptxas makes of `ptx_text` for `arch` (`sm_90`, `sm_90a`)."""
    exe = find_tool("ptxas")
    with tempfile.TemporaryDirectory(prefix="nvvm_xdsl_ptxas_") as tmp:
        directory = Path(tmp)
        (directory / "in.ptx").write_text(ptx_text)
        proc = run_tool([exe, f"-arch={arch}", "in.ptx", "-o", "out.cubin"], directory)
        if proc.returncode != 0:
            raise AssemblyError(f"ptxas ({exe}) failed:\n{proc.stderr.strip()}")
        return (directory / "out.cubin").read_bytes()
