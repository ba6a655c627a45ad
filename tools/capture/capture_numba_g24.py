"""Numba-cuda kernels for the generalisation round of issue 24 (`g24_*`): the stack-frame rule
is judged on hidden kernels of the same kinds, so each kind is captured again in other shapes:
records with array fields indexed at run time, local arrays with data-dependent indices,
device functions returning tuples in loops, f32/f64 libdevice math, complex64 local arrays. Captured as
tools/capture/capture_numba.py does: numba-cuda's NVVM IR (`g24_NAME.ll`) and libNVVM's PTX
(`g24_NAME.libnvvm.ptx`).

    PYTHONPATH=. /work/venv-numba/bin/python tools/capture/capture_numba_g24.py --out tests/producers/numba
"""

from __future__ import annotations

import math
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))

import capture_numba  # noqa: E402
import numpy as np  # noqa: E402
from numba import complex64, cuda, float32, float64, from_dtype, int32, void  # noqa: E402

PARTICLE = np.dtype([("pos", np.float32, 3), ("vel", np.float32, 3), ("hist", np.int32, 4), ("w", np.float64)])


def record_fields(r, out):
    """Array fields of a record read and written at run-time indices."""
    i = cuda.grid(1)
    if i < r.size:
        p = r[i]
        k = i % 3
        p.pos[k] += p.vel[k] * 0.5
        p.hist[i % 4] += 1
        s = float32(0)
        for j in range(3):
            s += p.pos[j] * p.vel[2 - j]
        out[i] = s + p.w


def local_histogram(x, out):
    """A per-thread local histogram: indices come from the data."""
    i = cuda.grid(1)
    if i < x.size // 8:
        h = cuda.local.array(16, int32)
        for k in range(16):
            h[k] = 0
        for k in range(8):
            h[x[i * 8 + k] & 15] += 1
        best = 0
        for k in range(16):
            if h[k] > h[best]:
                best = k
        out[i] = best * 100 + h[best]


def local_window(x, out):
    """A sliding window in a local array, read at (i + k) % 5."""
    i = cuda.grid(1)
    if i < x.size:
        w = cuda.local.array(5, float32)
        for k in range(5):
            w[k] = x[(i + k) % x.size]
        acc = float32(0)
        for k in range(x.size % 7 + 1):
            acc += w[(i + k) % 5] * k
        out[i] = acc


@cuda.jit(device=True)
def step(state, v):
    n, mean, m2, lo = state
    n += 1
    d = v - mean
    mean += d / n
    m2 += d * (v - mean)
    return n, mean, m2, min(lo, v)


def tuple_loop(x, out):
    """A 4-tuple carried through a loop by a device function (Welford's variance)."""
    i = cuda.grid(1)
    if i < x.shape[0]:
        state = (int32(0), float32(0), float32(0), float32(1e30))
        for k in range(x.shape[1]):
            state = step(state, x[i, k])
        n, mean, m2, lo = state
        out[i, 0] = mean
        out[i, 1] = m2 / max(n - 1, 1)
        out[i, 2] = lo


def f64_math(x, out):
    """libdevice f64: trig (d2i.hi/lo, lohi.i2d inside), exp/log/pow, atan2, fmod."""
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i] = (math.sin(v) * math.cos(2 * v) + math.tan(v / 4) + math.exp(-v * v)
                  + math.log1p(abs(v)) + math.pow(abs(v) + 1, 1.5) + math.atan2(v, 3.0)
                  + math.fmod(v, 0.7) + math.erf(v) + math.cosh(v / 8))


def f32_math_local(x, out):
    """f32 libdevice results kept in a local array and combined at run-time indices."""
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        t = cuda.local.array(6, float32)
        t[0] = math.sin(v)
        t[1] = math.cos(v)
        t[2] = math.exp(v * 0.1)
        t[3] = math.log(abs(v) + 1)
        t[4] = math.sqrt(abs(v))
        t[5] = math.tanh(v)
        j = i % 6
        out[i] = t[j] * t[(j + 1) % 6] + t[5 - j]


def complex_local(a, out):
    """A local array of complex64 indexed at run time."""
    i = cuda.grid(1)
    if i < a.size:
        c = cuda.local.array(4, complex64)
        for k in range(4):
            c[k] = a[(i + k) % a.size] * (k + 1j)
        s = c[i % 4]
        for k in range(4):
            s = s * c[k] + c[(k + i) % 4].conjugate()
        out[i] = s


@cuda.jit(device=True)
def bounds(x, i, n):
    lo = x[max(i - 1, 0)]
    hi = x[min(i + 1, n - 1)]
    return lo < hi, lo, hi, (hi - lo) * 0.5


def mixed_tuple_calls(x, out, flags):
    """A device function returning a (bool, f64, f64, f64) tuple, two calls per thread."""
    i = cuda.grid(1)
    n = x.size
    if i < n:
        up, lo, hi, g = bounds(x, i, n)
        up2, lo2, hi2, g2 = bounds(x, n - 1 - i, n)
        flags[i] = up and not up2
        out[i] = g + g2 if up else lo * hi2 - hi * lo2


KERNELS = {
    "g24_record_fields": (record_fields, void(from_dtype(PARTICLE)[:], float64[:])),
    "g24_local_histogram": (local_histogram, void(int32[:], int32[:])),
    "g24_local_window": (local_window, void(float32[:], float32[:])),
    "g24_tuple_loop": (tuple_loop, void(float32[:, :], float32[:, :])),
    "g24_f64_math": (f64_math, void(float64[:], float64[:])),
    "g24_f32_math_local": (f32_math_local, void(float32[:], float32[:])),
    "g24_complex_local": (complex_local, void(complex64[:], complex64[:])),
    "g24_mixed_tuple_calls": (mixed_tuple_calls, void(float64[:], float64[:], int32[:])),
}


if __name__ == "__main__":
    import types

    import numba.cuda.dispatcher as dispatcher

    # Device functions are compiled for the current device's capability: there is no GPU here.
    dispatcher.get_current_device = lambda: types.SimpleNamespace(compute_capability=(8, 0))
    capture_numba.KERNELS = KERNELS
    capture_numba.main()
