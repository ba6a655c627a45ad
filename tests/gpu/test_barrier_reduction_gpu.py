"""`nvvm.barrier #nvvm.reduction<and|or|popc>` (bar.red) on the GPU, against NumPy."""

from __future__ import annotations

from pathlib import Path

import pytest

from nvvm_xdsl_testing.gpu import device_sm, load_ptx, nvvm_opt_ptx, require_gpu

np, cupy = require_gpu()

KERNEL = Path(__file__).parent / "barrier_reduction.mlir"
THREADS = 256


@pytest.mark.parametrize(
    "votes",
    [
        np.ones(THREADS, np.int32),
        np.zeros(THREADS, np.int32),
        (np.arange(THREADS) % 3 == 0).astype(np.int32) * 7,
        np.where(np.arange(THREADS) == 200, -1, 1).astype(np.int32),
    ],
    ids=["all", "none", "every_third", "one_negative"],
)
def test_barrier_reductions(votes, tmp_path: Path) -> None:
    kernel = load_ptx(nvvm_opt_ptx(KERNEL, "--sm", str(device_sm())), tmp_path).get_function("vote")
    flags = cupy.asarray(votes)
    out = cupy.full(3 * THREADS, -5, dtype=cupy.int32)
    kernel((1,), (THREADS,), (flags, out))
    truth = votes != 0
    expected = np.tile(np.array([truth.all(), truth.any(), truth.sum()], np.int32), THREADS)
    np.testing.assert_array_equal(cupy.asnumpy(out), expected)
