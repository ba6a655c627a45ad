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


@route
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


@route
def test_leaky_sum(route):
    x = rng.standard_normal((256, 8), dtype=np.float32)
    sums = cupy.zeros(256, dtype=np.float32)
    counts = cupy.zeros(256, dtype=np.int32)
    kernel("leaky_sum", route)((2,), (128,), (cupy.asarray(x), sums, counts))
    terms = np.where(x > 0, x, x * np.float32(0.125))
    expected = np.zeros(256, dtype=np.float32)
    for k in range(8):  # the kernel's order, in f32
        expected = expected + terms[:, k]
    np.testing.assert_allclose(sums.get(), expected, rtol=1e-6, atol=1e-7)
    np.testing.assert_array_equal(counts.get(), (x > 0).sum(axis=1))


@route
def test_transpose3d(route):
    x = rng.standard_normal((4, 8, 16), dtype=np.float32)
    out = cupy.zeros((16, 8, 4), dtype=np.float32)
    kernel("transpose3d", route)((4,), (16, 8), (cupy.asarray(x), out))
    np.testing.assert_array_equal(out.get(), 2 * x.transpose(2, 1, 0))


def _round_to_bf16(values):
    """f32 -> bf16 -> f32, rounding to nearest even (arith.truncf); no NaNs in the input."""
    bits = values.view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return rounded.astype(np.uint32).view(np.float32)


@route
def test_narrow_types(route):
    a = rng.integers(-128, 128, 256).astype(np.int8)
    b = rng.integers(-32768, 32768, 256).astype(np.int16)
    h = (rng.standard_normal(256) * 50).astype(np.float16)
    out_i = cupy.zeros(256, dtype=np.int32)
    out_h = cupy.zeros(256, dtype=np.float16)
    out_f = cupy.zeros(256, dtype=np.float32)
    kernel("narrow_types", route)((1,), (256,), (
        cupy.asarray(a), cupy.asarray(b), cupy.asarray(h), out_i, out_h, out_f))
    s16 = (a.astype(np.int16) + b).astype(np.int16)  # wraps as i16
    prod = s16.astype(np.int32) * a.view(np.uint8).astype(np.int32)
    np.testing.assert_array_equal(out_i.get(), prod)
    total = h.astype(np.float32) + a.astype(np.float32)
    np.testing.assert_array_equal(out_h.get(), total.astype(np.float16))
    low = (prod & 0xFF).astype(np.float32)  # trunci to i8, read unsigned both ways
    expected = _round_to_bf16(total) + np.trunc(total).astype(np.int32).astype(np.float32)
    expected = (expected + low) + low
    np.testing.assert_array_equal(out_f.get(), expected.astype(np.float32))


@route
def test_int_division(route):
    a = rng.integers(-1000, 1001, 256).astype(np.int32)
    b = rng.integers(1, 51, 256).astype(np.int32) * rng.choice([-1, 1], 256).astype(np.int32)
    a[:4], b[:4] = [7, -7, 7, -7], [2, 2, -2, -2]  # every sign combination, inexact
    a[4:8], b[4:8] = [6, -6, 6, -6], [3, 3, -3, -3]  # exact
    out = cupy.zeros((256, 9), dtype=np.int32)
    kernel("int_division", route)((1,), (256,), (cupy.asarray(a), cupy.asarray(b), out))
    wide_a, wide_b = a.astype(np.int64), b.astype(np.int64)
    ua, ub = a.view(np.uint32), b.view(np.uint32)
    amount = (b & 7).astype(np.uint32)
    expected = np.stack([
        -((-wide_a) // wide_b),  # ceildivsi
        wide_a // wide_b,  # floordivsi (NumPy floors)
        (ua // ub).view(np.int32),
        np.fmod(a, b),  # remsi: the dividend's sign
        (ua % ub).view(np.int32),
        np.minimum(a, b),
        np.maximum(ua, ub).view(np.int32),
        a >> amount.astype(np.int32),
        (ua >> amount).view(np.int32),
    ], axis=1).astype(np.int32)
    np.testing.assert_array_equal(out.get(), expected)


@route
def test_math_more(route):
    import math

    x = (rng.standard_normal(256) * 2).astype(np.float32)
    n = rng.integers(0, 1 << 31, 256).astype(np.int32)
    n[:3] = [0, 1, -1]
    out = cupy.zeros((256, 8), dtype=np.float32)
    bits = cupy.zeros(256, dtype=np.int32)
    kernel("math_more", route)((1,), (256,), (cupy.asarray(x), cupy.asarray(n), out, bits))
    pos = np.abs(x) + np.float32(1)
    xd = x.astype(np.float64)
    expected = np.stack([
        np.log(pos.astype(np.float64)),
        np.tanh(xd),
        1 / np.sqrt(pos.astype(np.float64)),
        pos.astype(np.float64) ** 1.5,
        np.copysign(2.0, xd) + np.sin(xd),
        np.array([math.erf(v) for v in xd]),
        xd ** 3,
        np.exp(xd).astype(np.float32),
    ], axis=1)
    np.testing.assert_allclose(out.get(), expected, rtol=2e-6, atol=2e-6)
    un = n.view(np.uint32)
    expected_bits = [
        (32 - int(v).bit_length()) + bin(int(v)).count("1") + 1000 * (int(v) % 5) ** 3
        for v in un
    ]
    np.testing.assert_array_equal(bits.get(), np.array(expected_bits, dtype=np.int64).astype(np.int32))


@route
def test_shuffle_modes(route):
    v = rng.standard_normal(64, dtype=np.float32)
    keys = rng.integers(-1000, 1000, 64).astype(np.int32)
    out = cupy.zeros((64, 4), dtype=np.float32)
    best = cupy.zeros(64, dtype=np.int32)
    kernel("shuffle_modes", route)((2,), (32,), (cupy.asarray(v), cupy.asarray(keys), out, best))
    expected = np.zeros((64, 4), dtype=np.float32)
    for warp in range(2):
        w = v[32 * warp:32 * warp + 32]
        for lane in range(32):
            row = expected[32 * warp + lane]
            row[0] = w[lane + 3] if lane + 3 < 32 else -1.0  # down: invalid past the warp
            row[1] = w[lane - 3] if lane >= 3 else -1.0  # up: invalid below lane 0
            row[2] = w[31 - lane]
            row[3] = w.min()
    np.testing.assert_array_equal(out.get(), expected)
    np.testing.assert_array_equal(best.get(), np.repeat(keys.reshape(2, 32).max(axis=1), 32))


@route
def test_shared_histogram(route):
    values = rng.integers(-1000, 1000, 1024).astype(np.int32)
    hist = cupy.zeros(16, dtype=np.int32)
    top = cupy.asarray(np.array([np.iinfo(np.int32).min], dtype=np.int32))
    total = cupy.zeros(1, dtype=np.float32)
    kernel("shared_histogram", route)((4,), (256,), (cupy.asarray(values), hist, top, total))
    np.testing.assert_array_equal(hist.get(), np.bincount(values & 15, minlength=16))
    assert top.get()[0] == values.max()
    assert total.get()[0] == values.sum()  # integers below 2**24: exact in any order


@route
def test_dynamic_shared_view(route):
    data = rng.standard_normal(512, dtype=np.float32)
    out = cupy.zeros(512, dtype=np.float32)
    ids = cupy.zeros(512, dtype=np.int32)
    # 128 floats at byte 0, 128 ints at byte 512
    kernel("dynamic_shared_view", route)(
        (4,), (128,), (cupy.asarray(data), out, ids), shared_mem=1024)
    source = (np.arange(512).reshape(4, 128) + 1) % 128 + np.arange(4)[:, None] * 128
    np.testing.assert_array_equal(out.get(), data[source.ravel()])
    np.testing.assert_array_equal(ids.get(), source.ravel())


@route
def test_device_call(route):
    x = (rng.standard_normal(256) * 2).astype(np.float32)
    y = cupy.zeros(256, dtype=np.float32)
    kernel("device_call", route)((1,), (256,), (cupy.asarray(x), y))
    p = np.zeros(256, dtype=np.float32)
    for coefficient in (1.0, -2.0, 0.5, 0.25):
        p = p * x + np.float32(coefficient)
    np.testing.assert_allclose(y.get(), np.clip(p, -10, 10), rtol=1e-5, atol=1e-5)


@route
def test_switch_select(route):
    ops = rng.choice(np.array([0, 1, 7, 3, -5], dtype=np.int32), 256)
    x = rng.standard_normal(256, dtype=np.float32)
    out = cupy.zeros(256, dtype=np.float32)
    kinds = cupy.zeros(256, dtype=np.float32)
    kernel("switch_select", route)((1,), (256,), (cupy.asarray(ops), cupy.asarray(x), out, kinds))
    expected = np.select([ops == 0, ops == 1, ops == 7], [x + x, -x, x * x], 0).astype(np.float32)
    np.testing.assert_array_equal(out.get(), expected)
    lanes = np.arange(256) % 4
    np.testing.assert_array_equal(kinds.get(), np.select([lanes == 0, lanes == 2], [10, 20], -1))


@route
def test_checked_mix(route):
    # Only inputs the cf.assert accepts: a failed device assert ends the CUDA context.
    x = (rng.standard_normal(128) * 4).astype(np.float32)
    x[:3] = [np.nan, -0.0, 7.5]
    k = rng.integers(0, 1 << 31, 128).astype(np.int32)
    out = cupy.zeros((128, 3), dtype=np.float32)
    high = cupy.zeros(128, dtype=np.int32)
    kernel("checked_mix", route)((1,), (128,), (cupy.asarray(x), cupy.asarray(k), out, high))
    got = out.get()
    # maximumf/minimumf propagate NaN (unlike maxnumf)
    np.testing.assert_array_equal(got[:, 0], np.minimum(np.maximum(x, -1), 1))
    np.testing.assert_array_equal(got[:, 1], np.fmod(x, np.float32(3)))
    total = np.zeros(128, dtype=np.float32)
    for i in range(4):
        for j in range(4):
            total = total + (x * np.float32(i) + np.float32(j))
    np.testing.assert_allclose(got[:, 2], total, rtol=1e-6, atol=1e-5)
    np.testing.assert_array_equal(high.get(), (k.astype(np.uint64) * 100000) >> 32)


@route
def test_region_reduce(route):
    data = rng.standard_normal(1024, dtype=np.float32)
    keys = rng.integers(-100, 100, 1024).astype(np.int32)
    maxes = cupy.zeros(1024, dtype=np.float32)
    sums = cupy.zeros(1024, dtype=np.int32)
    # 4 blocks of 256 threads (8 warps: the second step combines 8 of 32 lanes)
    kernel("region_reduce", route)((4,), (256,), (cupy.asarray(data), cupy.asarray(keys), maxes, sums))
    np.testing.assert_array_equal(maxes.get(), np.repeat(data.reshape(4, 256).max(axis=1), 256))
    squares = (keys.astype(np.int64) ** 2).reshape(4, 256).sum(axis=1)
    np.testing.assert_array_equal(sums.get(), np.repeat(squares, 256))


@route
def test_views(route):
    m = rng.standard_normal((64, 32), dtype=np.float32)
    sums = cupy.zeros(64, dtype=np.float32)
    doubled = cupy.zeros(2048, dtype=np.float32)
    next_first = cupy.zeros(64, dtype=np.float32)
    kernel("views", route)((1,), (64,), (cupy.asarray(m), sums, doubled, next_first))
    expected = np.zeros(64, dtype=np.float32)
    for k in range(16):  # the even columns, in the kernel's order
        expected = expected + m[:, 2 * k]
    np.testing.assert_allclose(sums.get(), expected, rtol=1e-6, atol=1e-6)
    np.testing.assert_array_equal(doubled.get(), (m * 2).ravel())
    np.testing.assert_array_equal(next_first.get()[:63], m[1:, 0])


def _descriptor(array):
    """MLIR's memref descriptor of a C-contiguous CuPy array, as kernel arguments: allocated
    and aligned pointer, offset, sizes, strides (in elements)."""
    strides = [s // array.itemsize for s in array.strides]
    return (array, array, np.int64(0), *map(np.int64, array.shape), *map(np.int64, strides))


@route
def test_dynamic_matrix(route):
    rows, cols = 5, 70  # cols not a multiple of the block: the strided loop's tail
    m = rng.standard_normal((rows, cols), dtype=np.float32)
    out = cupy.zeros((rows, cols), dtype=np.float32)
    kernel("dynamic_matrix", route)((rows,), (32,), (*_descriptor(cupy.asarray(m)), *_descriptor(out)))
    np.testing.assert_array_equal(out.get(), m * np.arange(cols, dtype=np.float32))
