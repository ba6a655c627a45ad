"""What the GPU tests (tests/gpu) share: the skip when NumPy, CuPy or a CUDA device is missing,
the device's SM number, `nvvm-opt` run as a user runs it, and PTX loaded into CuPy.

Nothing here imports pytest, NumPy or CuPy at import time (the package depends on xDSL alone);
`require_gpu()` imports them when a test module calls it at its top.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any


def require_gpu() -> tuple[ModuleType, ModuleType]:
    """NumPy and CuPy, or the calling test module skipped with the reason (no NumPy, no CuPy,
    no usable CUDA device). Call it at module level, before anything touches the GPU."""
    __tracebackhide__ = True  # a skip names the test module that called this, not this line
    import pytest

    np = pytest.importorskip("numpy", reason="NumPy is not installed")
    cupy = pytest.importorskip("cupy", reason="CuPy is not installed")
    try:
        device_count = cupy.cuda.runtime.getDeviceCount()
    except Exception as error:  # noqa: BLE001 - any driver error means no usable GPU
        pytest.skip(f"no CUDA device: {error}", allow_module_level=True)
    if device_count == 0:
        pytest.skip("no CUDA device", allow_module_level=True)
    return np, cupy


def device_sm(at_most: int | None = None) -> int:
    """The current device's SM number (90 for an H100), capped at `at_most` when given: a test
    of portable code targets the newest SM it knows rather than one newer than that."""
    import cupy

    major, minor = cupy.cuda.Device().compute_capability
    sm = int(f"{major}{minor}")
    return sm if at_most is None else min(sm, at_most)


def run_nvvm_opt(*args: str | Path) -> subprocess.CompletedProcess[str]:
    """`nvvm-opt ARGS` through this interpreter (`-m`), so it is the nvvm-opt of the package
    under test wherever that package is importable, installed script or not."""
    return subprocess.run(
        [sys.executable, "-m", "nvvm_xdsl.nvvm_opt", *map(str, args)], capture_output=True, text=True
    )


def nvvm_opt_ptx(*args: str | Path) -> str:
    """The PTX `nvvm-opt ARGS` prints; its stderr in the failure when it fails."""
    proc = run_nvvm_opt(*args)
    if proc.returncode != 0:
        raise AssertionError(f"nvvm-opt {' '.join(map(str, args))} failed:\n{proc.stderr}")
    return proc.stdout


def load_ptx(ptx: str | bytes, directory: Path | None = None) -> Any:
    """A `cupy.RawModule` of PTX text. CuPy compiles `RawModule(code=...)` as CUDA C++ with NVRTC,
    so PTX goes through a file (`path=`): a fresh one in `directory` (the system's temporary
    directory when None), so one test can load several modules from its tmp_path."""
    import cupy

    handle, name = tempfile.mkstemp(suffix=".ptx", dir=directory)
    with open(handle, "wb") as file:
        file.write(ptx if isinstance(ptx, bytes) else ptx.encode())
    return cupy.RawModule(path=name)
