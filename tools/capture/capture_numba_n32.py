"""A third held-out round of numba-cuda kernels (issues 24 and 25, names `n32_*`): kinds no earlier
round has (xoroshiro128+ random states, cache-hinted loads and stores, CUDA vector types, non-contiguous
3-D arrays, compare-and-swap loops on int64 and float64 bits, a 2-D local array of records, nested
tuples from device functions, shared-memory dynamic arrays viewed as two dtypes, sub-warp shuffles
and `match_all_sync`, fp16 operator arithmetic, int8/uint8/bool arrays, array slices in the kernel,
`threadfence*`), captured as tools/capture/capture_numba.py does: numba-cuda's NVVM IR (`n32_NAME.ll`)
and libNVVM's PTX (`n32_NAME.libnvvm.ptx`).

    PYTHONPATH=. /work/venv-numba/bin/python tools/capture/capture_numba_n32.py --out tests/producers/numba
"""

from __future__ import annotations

import math
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))

import capture_numba  # noqa: E402
import numpy as np  # noqa: E402
from numba import (  # noqa: E402
    boolean,
    complex64,
    cuda,
    float32,
    float64,
    from_dtype,
    int8,
    int32,
    int64,
    uint8,
    uint32,
    uint64,
    void,
)
from numba.core.types import float16  # noqa: E402
from numba.cuda.random import (  # noqa: E402
    xoroshiro128p_normal_float32,
    xoroshiro128p_type,
    xoroshiro128p_uniform_float64,
)

CELL = np.dtype([("w", np.float64), ("k", np.int16), ("tag", np.uint8)], align=True)


def xoroshiro(states, out32, out64):
    """Monte-Carlo draws from per-thread xoroshiro128+ states (a record array, updated in place)."""
    i = cuda.grid(1)
    if i < states.size:
        acc = float32(0)
        hits = float64(0)
        for _ in range(8):
            acc += xoroshiro128p_normal_float32(states, i)
            x = xoroshiro128p_uniform_float64(states, i)
            y = xoroshiro128p_uniform_float64(states, i)
            if x * x + y * y <= 1.0:
                hits += 1.0
        out32[i] = acc
        out64[i] = 4.0 * hits / 8.0


def cache_hints(a, b, out):
    """`cuda.ldcs/ldcg/ldca/ldlu/ldcv` loads and `stcs/stcg/stwb/stwt` stores of f32, i64 and f64."""
    i = cuda.grid(1)
    if i < out.size:
        v = cuda.ldcs(a, i) + cuda.ldcg(a, (i + 1) % a.size) + cuda.ldca(a, (i + 2) % a.size)
        w = cuda.ldlu(b, i) + cuda.ldcv(b, (i + 3) % b.size)
        cuda.stcs(out, i, v * float32(0.5))
        cuda.stcg(b, i, w + 1)
        if i == 0:
            cuda.stwb(out, 0, v)
            cuda.stwt(b, 1, w)


def vector_types(a, out):
    """CUDA vector types (`float32x4`, `int32x2`, `float64x2`) built, read by member and summed."""
    i = cuda.grid(1)
    if i < out.size:
        v = cuda.float32x4(a[i], a[i] * float32(2), a[i] + float32(1), float32(3))
        p = cuda.int32x2(i, i * 3)
        d = cuda.float64x2(float64(v.x), float64(v.w))
        out[i] = v.x + v.y * v.z - v.w + float32(p.x - p.y) + float32(d.x * d.y)


def strided_3d(a, b, out):
    """Non-contiguous 3-D arrays ('A' layout: strides only known at run time), a 3-D grid."""
    x, y, z = cuda.grid(3)
    if x < out.shape[0] and y < out.shape[1] and z < out.shape[2]:
        s = float32(0)
        for k in range(a.shape[2]):
            s += a[x, y, k] * b[k, z, y % b.shape[2]]
        out[x, y, z] = s + a[x, y, z % a.shape[2]]


def cas_loops(i64, f64bits, out):
    """Compare-and-swap loops: an int64 multiply and a float64 max through its int64 bits."""
    i = cuda.grid(1)
    v = int64(i % 5 + 1)
    old = i64[0]
    while True:
        seen = cuda.atomic.compare_and_swap(i64, old, old * v)
        if seen == old:
            break
        old = seen
    target = np.float64(i) * 0.5
    bits = f64bits[0]
    while True:
        cur = np.int64(bits).view(np.float64)
        if cur >= target:
            break
        seen = cuda.atomic.cas(f64bits, 0, bits, np.float64(target).view(np.int64))
        if seen == bits:
            break
        bits = seen
    out[i % out.size] = old


def local_records_2d(cells, out):
    """A 2-D `cuda.local.array` of an aligned record (f64, i16, u8), filled by field and summed."""
    i = cuda.grid(1)
    if i < out.size:
        grid = cuda.local.array((3, 2), dtype=CELL)
        for r in range(3):
            for c in range(2):
                src = cells[(i + r * 2 + c) % cells.size]
                grid[r, c].w = src.w * (r + 1)
                grid[r, c].k = src.k + c
                grid[r, c].tag = src.tag
        s = 0.0
        for r in range(3):
            for c in range(2):
                if grid[r, c].tag & 1:
                    s += grid[r, c].w + grid[r, c].k
        out[i] = s


@cuda.jit(device=True)
def stats(a, lo, hi):
    n = hi - lo
    s = float32(0)
    q = float64(0)
    for k in range(lo, hi):
        s += a[k]
        q += float64(a[k]) * float64(a[k])
    return n, (s, q / max(n, 1))


@cuda.jit(device=True)
def split(v):
    return (int32(v), v - float32(int32(v))), v > float32(0)


def nested_tuples(a, counts, out):
    """Device functions returning nested tuples `(i32, (f32, f64))` and `((i32, f32), bool)`."""
    i = cuda.grid(1)
    if i < out.size:
        n, (s, q) = stats(a, i, min(i + 4, a.size))
        (whole, frac), pos = split(s)
        counts[i] = n + whole
        out[i] = q + frac if pos else q - frac


def dynshared_views(x, out, n):
    """Dynamic shared memory seen as f32 and as i32 (same base), a reduction in each."""
    fs = cuda.shared.array(0, dtype=float32)
    is_ = cuda.shared.array(0, dtype=int32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    fs[t] = x[i] if i < x.size else float32(0)
    cuda.syncthreads()
    step = cuda.blockDim.x // 2
    while step > 0:
        if t < step:
            fs[t] += fs[t + step]
        cuda.syncthreads()
        step //= 2
    total = fs[0]
    cuda.syncthreads()
    is_[t] = int32(x[i] > total / n) if i < x.size else 0
    cuda.syncthreads()
    if t == 0:
        c = 0
        for k in range(cuda.blockDim.x):
            c += is_[k]
        out[cuda.blockIdx.x] = total + c


def subwarp_match(a, keys, out, masks):
    """Shuffles within 8- and 16-lane segments (`width`), `match_all_sync`, `activemask`, `lanemask_lt`."""
    i = cuda.grid(1)
    lane = cuda.laneid
    v = a[i % a.size]
    for off in (4, 2, 1):
        v += cuda.shfl_down_sync(0xFFFFFFFF, v, off)
    seg = cuda.shfl_sync(0xFFFFFFFF, v, 0)
    up = cuda.shfl_up_sync(0xFFFFFFFF, v, 1)
    x = cuda.shfl_xor_sync(0xFFFFFFFF, v, 8)
    k = keys[i % keys.size]
    m, pred = cuda.match_all_sync(cuda.activemask(), k)
    out[i % out.size] = seg + up * float32(0.5) + x + float32(pred)
    masks[i % masks.size] = m ^ cuda.lanemask_lt() ^ uint32(lane)


def fp16_ops(a, b, c, out):
    """float16 arithmetic with Python operators (`*`, `+`, `-`, `/`, unary `-`), compares, abs."""
    i = cuda.grid(1)
    if i < out.size:
        x = a[i]
        y = b[i]
        z = x * y + c[i]
        w = (x - y) / (abs(y) + float16(1))
        out[i] = -z if z > w else z + w * w


def small_ints(a, b, flags, out):
    """int8/uint8 arithmetic (wrapping), bool arrays read and written, mixed-width promotion."""
    i = cuda.grid(1)
    if i < out.size:
        x = a[i]
        y = b[i]
        s = int8(x + int8(y & 0x7F))
        u = uint8(y * uint8(3) + uint8(x))
        f = flags[i]
        flags[i] = (s < 0) != f
        out[i] = int32(s) * 1000 + int32(u) if f else int32(u >> 2) - int32(s >> 1)


def slices(m, out):
    """Row and column slices of a 2-D array taken in the kernel, iterated with `for x in view`."""
    r = cuda.grid(1)
    if r < m.shape[0]:
        row = m[r, :]
        col = m[:, r % m.shape[1]]
        s = float64(0)
        for v in row[1:]:
            s += v
        for v in col[::2]:
            s -= v * 0.5
        out[r] = s


def fences_complex(z, flag, out):
    """complex64 arithmetic (`*`, `/`, `abs`, `.conjugate()`) published with `threadfence*`."""
    i = cuda.grid(1)
    if i < z.size:
        w = z[i]
        r = w * w.conjugate() / (w + complex64(1 + 1j)) + abs(w)
        out[i] = r
        cuda.threadfence_block()
        cuda.threadfence()
        if i == 0:
            cuda.threadfence_system()
            flag[0] = uint64(1)


def special_math(x, out64, out32):
    """f64 `erf`/`erfc`/`lgamma`/`gamma`, `pow` with integer and fractional exponents, `frexp`-free
    range reduction by `ldexp`, f32 `erf`/`lgamma`/`**`."""
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        a = math.erf(v) - math.erfc(v * 0.5) + math.lgamma(abs(v) + 0.5) + math.gamma(v * 0.1 + 2.0)
        a += math.pow(v, 3) + abs(v) ** 0.75 + math.ldexp(v, 3) + v**2
        out64[i] = a
        f = float32(v)
        out32[i] = math.erf(f) + math.lgamma(abs(f) + float32(1)) + abs(f) ** float32(1.5)


KERNELS = {
    "n32_xoroshiro": (xoroshiro, void(xoroshiro128p_type[:], float32[:], float64[:])),
    "n32_cache_hints": (cache_hints, void(float32[:], int64[:], float32[:])),
    "n32_vector_types": (vector_types, void(float32[:], float32[:])),
    "n32_strided_3d": (strided_3d, void(float32[:, :, ::1], float32[:, :, :], float32[:, :, :])),
    "n32_cas_loops": (cas_loops, void(int64[:], int64[:], int64[:])),
    "n32_local_records_2d": (local_records_2d, void(from_dtype(CELL)[:], float64[:])),
    "n32_nested_tuples": (nested_tuples, void(float32[:], int32[:], float64[:])),
    "n32_dynshared_views": (dynshared_views, void(float32[:], float32[:], float32)),
    "n32_subwarp_match": (subwarp_match, void(float32[:], int64[:], float32[:], uint32[:])),
    "n32_fp16_ops": (fp16_ops, void(float16[:], float16[:], float16[:], float16[:])),
    "n32_small_ints": (small_ints, void(int8[:], uint8[:], boolean[:], int32[:])),
    "n32_slices": (slices, void(float64[:, :], float64[:])),
    "n32_fences_complex": (fences_complex, void(complex64[:], uint64[:], complex64[:])),
    "n32_special_math": (special_math, void(float64[:], float64[:], float32[:])),
}


if __name__ == "__main__":
    import types

    import numba.cuda.dispatcher as dispatcher

    # Device functions are compiled for the current device's capability: there is no GPU here.
    dispatcher.get_current_device = lambda: types.SimpleNamespace(compute_capability=(8, 0))
    only = os.environ.get("N32_ONLY")
    capture_numba.KERNELS = {k: v for k, v in KERNELS.items() if not only or k in only.split(",")}
    capture_numba.main()
