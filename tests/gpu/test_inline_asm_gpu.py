"""Triton-shaped inline asm on a real GPU (issue #12): tied accumulators in a loop, "=r" on an
f32 result and a void store asm (`tests/gpu/inline_asm.mlir`), against NumPy and, where
llvmlite is installed, against LLVM 22's PTX for the same MLIR run on the same device.

Skipped, with the reason, where CuPy or a CUDA device is missing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from nvvm_xdsl_testing.gpu import device_sm, load_ptx, nvvm_opt_ptx, require_gpu

HERE = Path(__file__).resolve().parent
KERNEL = HERE / "inline_asm.mlir"

np, cupy = require_gpu()

THREADS, BLOCKS, STEPS = 128, 4, 5


def _run(ptx: str, values: "np.ndarray", s: float, tmp_path: Path) -> "np.ndarray":
    kernel = load_ptx(ptx, tmp_path).get_function("tied_accumulate")
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
    ptx = nvvm_opt_ptx(KERNEL, "--sm", str(device_sm(at_most=90)))
    np.testing.assert_array_equal(_run(ptx, inputs, 0.75, tmp_path), _expected(inputs, 0.75))


def test_tied_asm_matches_llvm(inputs, tmp_path):
    pytest.importorskip("llvmlite", reason="llvmlite is not installed")
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx
    from nvvm_xdsl_testing.mlir_to_llvm_ir import mlir_to_llvm_ir

    ours = nvvm_opt_ptx(KERNEL, "--sm", str(device_sm(at_most=90)))
    theirs = llvm_ptx(mlir_to_llvm_ir(KERNEL.read_text()), sm=device_sm(at_most=90))
    np.testing.assert_array_equal(_run(ours, inputs, -1.25, tmp_path), _run(theirs, inputs, -1.25, tmp_path))
