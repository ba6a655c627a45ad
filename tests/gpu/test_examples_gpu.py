"""Runs every example on a real GPU through CuPy and compares with NumPy.

Skipped, with the reason, where CuPy or a CUDA device is missing (CI machines have neither).
The PTX comes from `nvvm-opt` exactly as a user would produce it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from nvvm_xdsl_testing.gpu import device_sm, load_ptx, nvvm_opt_ptx, require_gpu

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"

np, cupy = require_gpu()


def load(example: str, sm: str | None = None) -> "cupy.RawModule":
    """`sm`: an example that needs one target (`"90a"` for wgmma) runs only on that GPU."""
    if sm is None:
        sm = str(device_sm(at_most=90))
    elif int(re.match(r"\d+", sm).group(0)) > device_sm() or (sm.endswith("a") and int(sm[:-1]) != device_sm()):  # type: ignore[union-attr]
        pytest.skip(f"{example} needs sm_{sm}; this GPU is sm_{device_sm()}")
    return load_ptx(nvvm_opt_ptx(EXAMPLES / f"{example}.mlir", "--sm", sm))


def test_saxpy():
    n = 1000
    rng = np.random.default_rng(0)
    x = rng.standard_normal(n, dtype=np.float32)
    y = rng.standard_normal(n, dtype=np.float32)
    a = np.float32(2.5)
    dx, dy = cupy.asarray(x), cupy.asarray(y)
    kernel = load("saxpy").get_function("saxpy")
    kernel(((n + 255) // 256,), (256,), (np.int32(n), a, dx, dy))
    np.testing.assert_allclose(dy.get(), a * x + y, rtol=1e-6)


def test_block_sum():
    n = 1000
    rng = np.random.default_rng(1)
    values = rng.random(n, dtype=np.float32)
    out = cupy.zeros(1, dtype=np.float32)
    kernel = load("reduction").get_function("block_sum")
    kernel(((n + 255) // 256,), (256,), (cupy.asarray(values), out, np.int32(n)))
    np.testing.assert_allclose(out.get()[0], values.sum(dtype=np.float64), rtol=1e-4)


PARAMS = np.dtype({"names": ["scale", "shift", "table"],
                   "formats": ["<f8", "i1", ("<i4", 4)],
                   "offsets": [0, 8, 12], "itemsize": 32})


def test_struct_by_value():
    n = 512
    params = np.zeros(1, dtype=PARAMS)
    params["scale"], params["shift"], params["table"] = 1.5, -3, [10, 20, 30, 40]
    out = cupy.zeros(n, dtype=np.float64)
    kernel = load("struct_byval").get_function("apply_params")
    kernel((n // 128,), (128,), (params[0], out, np.int32(n)))
    i = np.arange(n)
    expected = 1.5 * np.array([10, 20, 30, 40])[i % 4] - 3
    np.testing.assert_allclose(out.get(), expected)


def test_printf(capfd):
    values = cupy.asarray(np.arange(4, dtype=np.float32) * 0.5)
    kernel = load("printf").get_function("hello")
    kernel((1,), (4,), (values,))
    cupy.cuda.Device().synchronize()
    lines = set(capfd.readouterr().out.splitlines())
    assert {f"thread {t}: value {t * 0.5:f}" for t in range(4)} <= lines


def test_variadic_device_function():
    out = cupy.zeros(1, dtype=np.int32)
    kernel = load("varargs").get_function("sum_kernel")
    kernel((1,), (1,), (out, np.int32(7), np.int32(-2), np.int32(40)))
    assert int(out.get()[0]) == 45


RECORD = np.dtype({"names": ["a", "b", "c"], "formats": ["<i4", "<f4", "<i8"],
                   "offsets": [0, 4, 8], "itemsize": 16})


def test_aggregate_return_and_copy():
    n = 300
    rng = np.random.default_rng(2)
    data = rng.standard_normal(n, dtype=np.float32)
    records = np.zeros(n, dtype=RECORD)
    records["a"], records["b"], records["c"] = np.arange(n), data, np.arange(n) * 3_000_000_000
    out_val = cupy.zeros(n, dtype=np.float32)
    out_idx = cupy.zeros(n, dtype=np.int32)
    out_conf = cupy.zeros(n, dtype=np.float32)
    records_in = cupy.asarray(records.view(np.uint8))
    records_out = cupy.zeros_like(records_in)
    kernel = load("aggregate_copy").get_function("struct_split_test")
    kernel(((n + 127) // 128,), (128,),
           (cupy.asarray(data), out_val, out_idx, out_conf, records_in, records_out, np.int32(n)))
    np.testing.assert_allclose(out_val.get(), data * 2)
    np.testing.assert_array_equal(out_idx.get(), np.arange(n))
    np.testing.assert_allclose(out_conf.get(), np.full(n, 0.95, dtype=np.float32))
    assert records_out.get().tobytes() == records.tobytes()


def _check_f16_tile(example: str, sm: str, rows: int, threads: int, seed: int) -> None:
    """One rows x 8 x 16 f16 tile with f32 accumulation; B goes in column-major."""
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((rows, 16)).astype(np.float16)
    b = rng.standard_normal((16, 8)).astype(np.float16)
    d = cupy.zeros((rows, 8), dtype=np.float32)
    kernel = load(example, sm).get_function(example)
    kernel((1,), (threads,), (cupy.asarray(a), cupy.asarray(np.ascontiguousarray(b.T)), d))
    expected = a.astype(np.float32) @ b.astype(np.float32)
    np.testing.assert_allclose(d.get(), expected, rtol=1e-3, atol=1e-3)


def test_mma_tile():
    """ldmatrix + mma.sync: one 16x8x16 f16 tile, f32 accumulation."""
    _check_f16_tile("mma_tile", "80", rows=16, threads=32, seed=3)


def test_bulk_copy():
    """mbarrier + cp.async.bulk global -> shared (sm_90)."""
    n = 4096
    values = np.random.default_rng(4).standard_normal(n, dtype=np.float32)
    out = cupy.zeros(n, dtype=np.float32)
    kernel = load("bulk_copy", "90").get_function("bulk_copy")
    kernel((n // 1024,), (128,), (cupy.asarray(values), out))
    np.testing.assert_array_equal(out.get(), values * 2)


def test_cp_async_double_buffer():
    """cp.async into two shared buffers, one tile ahead of the work."""
    tiles = 5
    values = np.random.default_rng(5).standard_normal(tiles * 256, dtype=np.float32)
    out = cupy.zeros_like(cupy.asarray(values))
    kernel = load("cp_async_double_buffer", "80").get_function("stream")
    kernel((1,), (64,), (cupy.asarray(values), out, np.int32(tiles)))
    np.testing.assert_allclose(out.get(), values * 3 + 1, rtol=1e-6)


def test_wgmma_tile():
    """wgmma.mma_async on shared-memory descriptors: a 64x8x16 f16 tile (sm_90a)."""
    _check_f16_tile("wgmma_tile", "90a", rows=64, threads=128, seed=6)


def test_warp_reduce():
    """shfl.sync butterfly: one sum per warp."""
    n = 2048
    values = np.random.default_rng(7).standard_normal(n, dtype=np.float32)
    out = cupy.zeros(n // 32, dtype=np.float32)
    kernel = load("warp_reduce").get_function("warp_sum")
    kernel((n // 256,), (256,), (cupy.asarray(values), out))
    np.testing.assert_allclose(out.get(), values.reshape(-1, 32).sum(axis=1), rtol=1e-5, atol=1e-5)
