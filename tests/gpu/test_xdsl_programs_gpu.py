"""Runs the xDSL-dialect programs (tests/xdsl_programs) on a real GPU through CuPy, compiled
both ways (`lower-to-ptx` alone, and xDSL's memref/ptr/scf passes first), against NumPy.

Skipped, with the reason, where CuPy or a CUDA device is missing. Kernel arguments follow the
bare-pointer convention: a memref is a device pointer, `index` a 64-bit integer.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from nvvm_xdsl_testing.gpu import device_sm, load_ptx, require_gpu

ROOT = Path(__file__).resolve().parents[2]
SOURCES = {
    path.stem.removeprefix("xdsl_"): path
    for path in [
        *(ROOT / "tests" / "xdsl_programs").glob("*.mlir"),
        *(ROOT / "examples").glob("xdsl_*.mlir"),
    ]
}
# xdsl-opt through the interpreter: the script may not sit beside it (e.g. a --target install).
XDSL_OPT = [sys.executable, "-c", "from xdsl.tools.xdsl_opt import main; main()"]
XDSL_FIRST = (
    "convert-memref-to-ptr{lower_func=true},convert-ptr-type-offsets,convert-ptr-to-llvm,"
    "convert-scf-to-cf,printf-to-llvm,lower-to-ptx"
)
ROUTES = {"lower-to-ptx": "lower-to-ptx", "xdsl-passes-first": XDSL_FIRST}

np, cupy = require_gpu()


def kernel(program: str, route: str):
    pipeline = ROUTES[route].replace("lower-to-ptx", f"lower-to-ptx{{sm={device_sm(at_most=90)}}}")
    ptx = subprocess.run(
        [*XDSL_OPT, str(SOURCES[program]), "-p", pipeline, "-t", "ptx"],
        capture_output=True, text=True, check=True,
    ).stdout
    return load_ptx(ptx).get_function(program)


route = pytest.mark.parametrize("route", sorted(ROUTES))
rng = np.random.default_rng(16)


@route
def test_saxpy(route):
    n = 1000
    x = rng.standard_normal(1024, dtype=np.float32)
    y = rng.standard_normal(1024, dtype=np.float32)
    dy = cupy.asarray(y)
    kernel("saxpy", route)((4,), (256,), (cupy.asarray(x), dy, np.float32(1.5), np.uint64(n)))
    expected = y.copy()
    expected[:n] = 1.5 * x[:n] + y[:n]
    np.testing.assert_allclose(dy.get(), expected, rtol=1e-6)


@route
def test_shared_reverse(route):
    data = rng.standard_normal(4096, dtype=np.float32)
    out = cupy.zeros(4096, dtype=np.float32)
    kernel("shared_reverse", route)((16,), (256,), (cupy.asarray(data), out))
    np.testing.assert_array_equal(out.get(), data.reshape(16, 256)[:, ::-1].ravel())


@route
def test_block_center(route):
    data = rng.standard_normal(2048, dtype=np.float32)
    dd = cupy.asarray(data)
    kernel("block_center", route)((8,), (64, 4), (dd,))
    blocks = data.reshape(8, 256)
    expected = blocks - blocks.mean(axis=1, keepdims=True)
    np.testing.assert_allclose(dd.get(), expected.ravel(), rtol=1e-4, atol=1e-5)


@route
def test_block_sum(route):
    data = rng.standard_normal(1024, dtype=np.float32)
    out = cupy.zeros(4, dtype=np.float32)
    kernel("block_sum", route)((4,), (256,), (cupy.asarray(data), out))
    np.testing.assert_allclose(out.get(), data.reshape(4, 256).sum(axis=1), rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("route", [
    pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=(
        "#16: xDSL's printf-to-llvm declares @printf outside the gpu.module, so xdsl-opt's "
        "verification after that pass rejects the call before lower-to-ptx runs")))
    if name == "xdsl-passes-first" else name
    for name in sorted(ROUTES)
])
def test_gpu_printf(route, capfd):
    kernel("gpu_printf", route)((1,), (2,), (np.float32(0.25),))
    cupy.cuda.Device().synchronize()
    lines = set(capfd.readouterr().out.splitlines())
    assert {"t 0 s 0.250000", "t 1 s 0.250000", "again 0", "again 1"} <= lines


@route
def test_row_sum(route):
    m = rng.standard_normal((64, 32), dtype=np.float32)
    sums = cupy.zeros(64, dtype=np.float32)
    kernel("row_sum", route)((1,), (64,), (cupy.asarray(m), sums))
    np.testing.assert_allclose(sums.get(), m.sum(axis=1), rtol=1e-5, atol=1e-5)


@route
def test_parallel_scale(route):
    a = rng.standard_normal((48, 40), dtype=np.float32)
    da = cupy.asarray(a)
    kernel("parallel_scale", route)((2, 3), (16, 4), (da, np.float32(3.0)))
    np.testing.assert_allclose(da.get(), a * 3.0, rtol=1e-6)


def _collatz_steps(x: int) -> int:
    steps = 0
    while x > 1:
        x = 3 * x + 1 if x % 2 else x // 2
        steps += 1
    return steps


@route
def test_collatz(route):
    start = np.arange(1, 257, dtype=np.int32)
    steps = cupy.zeros(256, dtype=np.int32)
    kernel("collatz", route)((1,), (256,), (cupy.asarray(start), steps))
    np.testing.assert_array_equal(steps.get(), [_collatz_steps(int(s)) for s in start])


@route
def test_math_ops(route):
    x = rng.standard_normal(512, dtype=np.float32) * 4
    y = rng.standard_normal(512, dtype=np.float32) * 4
    out = cupy.zeros(512, dtype=np.float32)
    kernel("math_ops", route)((2,), (256,), (cupy.asarray(x), cupy.asarray(y), out))
    expected = np.sqrt(np.abs(x)) * np.floor(y) + x + np.exp(-np.abs(x))
    np.testing.assert_allclose(out.get(), expected, rtol=1e-5, atol=1e-5)


@route
def test_printf_ids(route, capfd):
    kernel("printf_ids", route)((2,), (2,), (np.float32(0.5),))
    cupy.cuda.Device().synchronize()
    lines = set(capfd.readouterr().out.splitlines())
    expected = {f"block {b} thread {t} value {t * 0.5:f}" for b in range(2) for t in range(2)}
    assert expected <= lines


PARAMS = np.dtype({"names": ["scale", "shift", "n"], "formats": ["<f4", "<f4", "<i4"],
                   "offsets": [0, 4, 8], "itemsize": 12})


@route
def test_struct_arg(route):
    data = rng.standard_normal(1024, dtype=np.float32)
    out = cupy.zeros(1024, dtype=np.float32)
    params = np.zeros(1, dtype=PARAMS)
    params["scale"], params["shift"], params["n"] = 2.0, -1.0, 1000
    kernel("struct_arg", route)((4,), (256,), (params[0], cupy.asarray(data), out))
    expected = np.zeros(1024, dtype=np.float32)
    expected[:1000] = data[:1000] * 2 - 1
    np.testing.assert_allclose(out.get(), expected, rtol=1e-6)


@route
def test_warp_sum(route):
    data = rng.standard_normal(1024, dtype=np.float32)
    out = cupy.zeros(32, dtype=np.float32)
    kernel("warp_sum", route)((4,), (256,), (cupy.asarray(data), out))
    np.testing.assert_allclose(out.get(), data.reshape(32, 32).sum(axis=1), rtol=1e-5, atol=1e-5)


@route
def test_local_stencil(route):
    data = rng.standard_normal(258, dtype=np.float32)
    out = cupy.zeros(256, dtype=np.float32)
    kernel("local_stencil", route)((1,), (256,), (cupy.asarray(data), out))
    expected = data[:-2] + data[1:-1] + data[2:]
    np.testing.assert_allclose(out.get(), expected, rtol=1e-5, atol=1e-6)
