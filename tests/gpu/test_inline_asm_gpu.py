"""Triton-shaped inline asm on a real GPU (issue #12): tied accumulators in a loop, "=r" on an
f32 result and a void store asm (`tests/gpu/inline_asm.mlir`), against NumPy and, where
llvmlite is installed, against LLVM 22's PTX for the same MLIR run on the same device.

Skipped, with the reason, where CuPy or a CUDA device is missing.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
KERNEL = HERE / "inline_asm.mlir"
NVVM_OPT = Path(sys.executable).parent / "nvvm-opt"

np = pytest.importorskip("numpy", reason="NumPy is not installed")
cupy = pytest.importorskip("cupy", reason="CuPy is not installed")
try:
    DEVICE_COUNT = cupy.cuda.runtime.getDeviceCount()
except Exception as error:  # noqa: BLE001 - any driver error means no usable GPU
    pytest.skip(f"no CUDA device: {error}", allow_module_level=True)
if DEVICE_COUNT == 0:
    pytest.skip("no CUDA device", allow_module_level=True)

THREADS, BLOCKS, STEPS = 128, 4, 5


def _sm() -> int:
    major, minor = cupy.cuda.Device().compute_capability
    return min(int(f"{major}{minor}"), 90)


def _run(ptx: str, values: "np.ndarray", s: float, tmp_path: Path) -> "np.ndarray":
    # CuPy compiles `code=` as CUDA C++; PTX goes by `path=`.
    path = tmp_path / f"kernel{len(list(tmp_path.iterdir()))}.ptx"
    path.write_text(ptx)
    kernel = cupy.RawModule(path=str(path)).get_function("tied_accumulate")
    out = cupy.zeros_like(cupy.asarray(values))
    kernel((BLOCKS,), (THREADS,), (cupy.asarray(values), out, np.float32(s), np.int32(STEPS)))
    return out.get()


def _expected(values: "np.ndarray", s: float) -> "np.ndarray":
    acc = values.reshape(-1, 4).copy()
    s32 = np.float32(s)
    acc[:, 0] += np.float32(1.0)
    for _ in range(STEPS):
        acc[:, 0] = acc[:, 0] + s32
        acc[:, 1] = acc[:, 1] * np.float32(2.0)
        acc[:, 2] = acc[:, 2] - acc[:, 0]
        acc[:, 3] = acc[:, 3] * np.float32(0.5) + s32  # exact product: fma rounds once, as here
    return acc.reshape(-1)


@pytest.fixture(scope="module")
def inputs() -> "np.ndarray":
    return np.random.default_rng(12).standard_normal(THREADS * BLOCKS * 4).astype(np.float32)


def test_tied_asm_matches_numpy(inputs, tmp_path):
    ptx = subprocess.run(
        [str(NVVM_OPT), str(KERNEL), "--sm", str(_sm())], capture_output=True, text=True, check=True
    ).stdout
    np.testing.assert_array_equal(_run(ptx, inputs, 0.75, tmp_path), _expected(inputs, 0.75))


def test_tied_asm_matches_llvm(inputs, tmp_path):
    pytest.importorskip("llvmlite", reason="llvmlite is not installed")
    from nvvm_xdsl.testing.llvm_oracle import llvm_ptx
    from nvvm_xdsl.testing.mlir_to_llvm_ir import mlir_to_llvm_ir

    ours = subprocess.run(
        [str(NVVM_OPT), str(KERNEL), "--sm", str(_sm())], capture_output=True, text=True, check=True
    ).stdout
    theirs = llvm_ptx(mlir_to_llvm_ir(KERNEL.read_text()), sm=_sm())
    np.testing.assert_array_equal(_run(ours, inputs, -1.25, tmp_path), _run(theirs, inputs, -1.25, tmp_path))
