"""A second held-out round of numba-cuda kernels (issues 24 and 25, names `n28_*`): shapes of the
earlier kinds not captured yet (records copied whole into local arrays, local arrays of int16 and
complex128 at data indices, 64-bit atomics on 2-D shared arrays, grid-wide sync, f32/f64 libdevice
mixes, a padded 2-D shared transpose, device functions with several returns and tuple results,
`cuda.fp16` arithmetic, `selp`/`cbrt`/`fma` on mixed widths), captured as
tools/capture/capture_numba.py does: numba-cuda's NVVM IR (`n28_NAME.ll`) and libNVVM's PTX
(`n28_NAME.libnvvm.ptx`).

    PYTHONPATH=. /work/venv-numba/bin/python tools/capture/capture_numba_n28.py --out tests/producers/numba
"""

from __future__ import annotations

import math
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))

import capture_numba  # noqa: E402
import numpy as np  # noqa: E402
from numba import (  # noqa: E402
    complex128,
    cuda,
    float32,
    float64,
    from_dtype,
    int16,
    int32,
    int64,
    uint64,
    void,
)
from numba.core.types import float16  # noqa: E402

PART = np.dtype([("x", np.float32), ("n", np.int32)], align=True)


def record_copy(parts, out, counts):
    """A local array of records filled by whole records (numba copies them with a byte memcpy)
    and read back by field; a record array element assigned whole from another."""
    i = cuda.grid(1)
    if i < parts.size:
        buf = cuda.local.array(4, dtype=PART)
        for k in range(4):
            buf[k] = parts[(i + k) % parts.size]
        s = float32(0)
        n = int32(0)
        for k in range(4):
            s += buf[k].x
            n += buf[k].n
        out[i] = s
        counts[i] = n
        if i + 1 < parts.size:
            parts[i] = parts[i + 1]


def local_int16_dyn(keys, out):
    """A local int16 array counted at data indices and scanned: dynamic indexing kept in memory."""
    i = cuda.grid(1)
    if i < out.size:
        bins = cuda.local.array(16, int16)
        for k in range(16):
            bins[k] = 0
        for k in range(8):
            bins[keys[(i * 8 + k) % keys.size] & 15] += 1
        best = int32(0)
        for k in range(16):
            if bins[k] > bins[best]:
                best = k
        out[i] = best * 100 + bins[best]


def complex_local(z, out):
    """complex128 values in a local array at run-time indices, conjugates, division, abs."""
    i = cuda.grid(1)
    if i < z.size:
        acc = cuda.local.array(3, complex128)
        for k in range(3):
            acc[k] = complex128(0)
        for k in range(6):
            w = z[(i + k) % z.size]
            acc[k % 3] += w * w.conjugate() / (w + 2.0)
        out[i] = acc[i % 3] + abs(acc[0]) + acc[1].imag


def atomics_shared_64(f64, i64, u64, out):
    """float64/int64/uint64 atomics on a 2-D shared array and on global memory, then reduced."""
    sh = cuda.shared.array((4, 8), float64)
    ish = cuda.shared.array((2, 4), int64)
    tx = cuda.threadIdx.x
    if tx < 32:
        sh[tx // 8, tx % 8] = 0.0
    if tx < 8:
        ish[tx // 4, tx % 4] = 0
    cuda.syncthreads()
    i = cuda.grid(1)
    v = f64[i % f64.size]
    cuda.atomic.add(sh, (tx % 4, tx % 8), v)
    cuda.atomic.max(sh, (3, 7), v)
    cuda.atomic.min(ish, (0, tx % 4), int64(i) - 50)
    cuda.atomic.add(ish, (1, tx % 4), int64(tx))
    cuda.atomic.max(u64, 0, uint64(i) * uint64(3))
    cuda.atomic.cas(u64, 1, uint64(0), uint64(i))
    cuda.atomic.min(i64, 0, int64(i) - 7)
    cuda.syncthreads()
    if tx == 0:
        s = 0.0
        for r in range(4):
            for c in range(8):
                s += sh[r, c]
        out[cuda.blockIdx.x] = s + float64(ish[0, 1] + ish[1, 2])


def grid_sync(x, out):
    """Cooperative groups: a grid-wide barrier between two phases."""
    g = cuda.cg.this_grid()
    i = cuda.grid(1)
    if i < x.size:
        x[i] = x[i] * float32(2)
    g.sync()
    if i < out.size:
        out[i] = x[(i + 1) % x.size] + x[i]


def libdevice_mix(x, y, out32, out64):
    """f32 and f64 libdevice calls side by side: rounding, classification, transcendental."""
    i = cuda.grid(1)
    if i < x.size:
        a = x[i]
        b = y[i]
        r = math.sinh(a) + math.atan(a) + math.floor(a) + math.erf(a) + math.log1p(abs(a))
        r += math.pow(abs(a), float32(0.3)) + math.exp2(a) + math.fabs(a) * math.tan(a)
        if math.isinf(r) or not math.isfinite(r):
            r = float32(0)
        out32[i] = r
        s = math.sqrt(abs(b)) + math.sin(b) * math.cos(b)
        s += math.atan2(b, 1.5) + math.hypot(b, 2.0) + math.expm1(b) + math.copysign(1.0, b)
        s += math.trunc(b) + math.ceil(b) + math.lgamma(abs(b) + 1.0)
        out64[i] = s


def shared_transpose(a, out):
    """A padded 2-D shared tile (33 columns) transposed, f64 and int16 side by side."""
    tile = cuda.shared.array((32, 33), float64)
    tags = cuda.shared.array((32, 32), int16)
    x = cuda.blockIdx.x * 32 + cuda.threadIdx.x
    y = cuda.blockIdx.y * 32 + cuda.threadIdx.y
    if y < a.shape[0] and x < a.shape[1]:
        tile[cuda.threadIdx.y, cuda.threadIdx.x] = a[y, x]
        tags[cuda.threadIdx.y, cuda.threadIdx.x] = int16(x - y)
    cuda.syncthreads()
    x = cuda.blockIdx.y * 32 + cuda.threadIdx.x
    y = cuda.blockIdx.x * 32 + cuda.threadIdx.y
    if y < out.shape[0] and x < out.shape[1]:
        out[y, x] = tile[cuda.threadIdx.x, cuda.threadIdx.y] + float64(tags[cuda.threadIdx.x, cuda.threadIdx.y])


@cuda.jit(device=True)
def classify(v):
    if v < 0:
        return -1, v * v
    if v == 0:
        return 0, 1.0
    for k in range(4):
        if v < k * 10:
            return k, v / (k + 1)
    return 9, math.sqrt(v)


@cuda.jit(device=True)
def min_max_sum(a, lo, n):
    mn = a[lo]
    mx = a[lo]
    s = 0.0
    for k in range(lo, min(lo + n, a.size)):
        mn = min(mn, a[k])
        mx = max(mx, a[k])
        s += a[k]
    return mn, mx, s


def multi_returns(x, cls, out):
    """Device functions with several `return`s and tuple results, unpacked in the kernel."""
    i = cuda.grid(1)
    if i < x.size:
        k, v = classify(x[i])
        mn, mx, s = min_max_sum(x, i, 5)
        cls[i] = k
        out[i] = v + mn * mx - s


def fp16_arith(a, b, out, wide):
    """`cuda.fp16` arithmetic (hadd/hsub/hmul/hdiv/hneg/habs/hfma), compares, f16<->f32/f64."""
    i = cuda.grid(1)
    if i < a.size:
        x = a[i]
        y = b[i]
        p = cuda.fp16.hdiv(cuda.fp16.hsub(x, y), cuda.fp16.hadd(cuda.fp16.habs(y), float16(1)))
        q = cuda.fp16.hfma(cuda.fp16.hneg(x), y, cuda.fp16.hmul(p, p))
        out[i] = q if cuda.fp16.hgt(q, p) else p
        wide[i] = float64(q) + float32(p) * float32(0.5)


def selp_mixed(a, n, out, idx):
    """`cuda.selp` on int64/float32 operands, `cuda.fma` on f32, `cuda.cbrt` of f64, float<->int."""
    i = cuda.grid(1)
    if i < a.size:
        v = a[i]
        k = n[i]
        c = cuda.cbrt(float64(v)) + float64(cuda.fma(v, float32(k), float32(0.5)))
        out[i] = cuda.selp(k > 3, c, float64(k) * 2.0)
        idx[i] = cuda.selp(v > float32(0), int64(k) * 3, int64(-1)) + cuda.selp(k & 1 == 1, int64(1), int64(0))


KERNELS = {
    "n28_record_copy": (record_copy, void(from_dtype(PART)[:], float32[:], int32[:])),
    "n28_local_int16_dyn": (local_int16_dyn, void(int32[:], int32[:])),
    "n28_complex_local": (complex_local, void(complex128[:], complex128[:])),
    "n28_atomics_shared_64": (atomics_shared_64, void(float64[:], int64[:], uint64[:], float64[:])),
    "n28_grid_sync": (grid_sync, void(float32[:], float32[:])),
    "n28_libdevice_mix": (libdevice_mix, void(float32[:], float64[:], float32[:], float64[:])),
    "n28_shared_transpose": (shared_transpose, void(float64[:, :], float64[:, :])),
    "n28_multi_returns": (multi_returns, void(float64[:], int32[:], float64[:])),
    "n28_fp16_arith": (fp16_arith, void(float16[:], float16[:], float16[:], float64[:])),
    "n28_selp_mixed": (selp_mixed, void(float32[:], int32[:], float64[:], int64[:])),
}


if __name__ == "__main__":
    import types

    import numba.cuda.dispatcher as dispatcher

    # Device functions are compiled for the current device's capability: there is no GPU here.
    dispatcher.get_current_device = lambda: types.SimpleNamespace(compute_capability=(8, 0))
    only = os.environ.get("N28_ONLY")
    capture_numba.KERNELS = {k: v for k, v in KERNELS.items() if not only or k in only.split(",")}
    capture_numba.main()
