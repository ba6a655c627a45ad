"""More numba-cuda kernels for the stack-frame comparison of issue 24 (local arrays in loops,
tuples returned by device functions, records, complex math, 2D local arrays, while loops, fp16,
shared-memory atomics), captured as tools/capture/capture_numba.py does: numba-cuda's NVVM IR
(`m24_NAME.ll`) and libNVVM's PTX (`m24_NAME.libnvvm.ptx`).

    /work/venv-numba/bin/python tools/capture/capture_numba_m24.py --out tests/producers/numba
"""

from __future__ import annotations

import cmath
import math
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))

import capture_numba  # noqa: E402
import numpy as np  # noqa: E402
from numba import complex64, cuda, float32, float64, from_dtype, int32, uint32, void  # noqa: E402
from numba.core.types import float16  # noqa: E402


def local_loop(x, out):
    i = cuda.grid(1)
    if i < x.size:
        buf = cuda.local.array(8, float32)
        for k in range(8):
            buf[k] = x[(i + k) % x.size] * (k + 1)
        s = float32(0)
        for k in range(8):
            s += buf[7 - k] - buf[k] * 0.5
        out[i] = s


def local_sort(x, out):
    i = cuda.grid(1)
    if i < x.size:
        v = cuda.local.array(4, int32)
        for k in range(4):
            v[k] = x[(i * 4 + k) % x.size]
        for a in range(4):
            for b in range(3 - a):
                if v[b] > v[b + 1]:
                    t = v[b]
                    v[b] = v[b + 1]
                    v[b + 1] = t
        out[i] = v[0] * 1000 + v[3]


def local_matrix(x, out):
    i = cuda.grid(1)
    if i < x.size:
        m = cuda.local.array((3, 3), float64)
        for r in range(3):
            for c in range(3):
                m[r, c] = x[i] * r + c
        det = (m[0, 0] * (m[1, 1] * m[2, 2] - m[1, 2] * m[2, 1])
               - m[0, 1] * (m[1, 0] * m[2, 2] - m[1, 2] * m[2, 0])
               + m[0, 2] * (m[1, 0] * m[2, 1] - m[1, 1] * m[2, 0]))
        out[i] = det + m[2, 2]


@cuda.jit(device=True)
def min_max(a, b, c):
    lo = min(a, min(b, c))
    hi = max(a, max(b, c))
    return lo, hi, (a + b + c) / 3


def tuple_return(x, out):
    i = cuda.grid(1)
    if i + 2 < x.size:
        lo, hi, mean = min_max(x[i], x[i + 1], x[i + 2])
        out[i] = hi - lo + mean


@cuda.jit(device=True)
def rotate(p, angle):
    c, s = math.cos(angle), math.sin(angle)
    return (p[0] * c - p[1] * s, p[0] * s + p[1] * c)


def device_tuples(x, y, out):
    i = cuda.grid(1)
    if i < x.size:
        p = (x[i], y[i])
        for k in range(3):
            p = rotate(p, float32(0.5) * k)
        out[i] = p[0] + p[1]


RECORD = np.dtype([("pos", np.float32, 3), ("mass", np.float32), ("id", np.int32)])


def record_update(r, out):
    i = cuda.grid(1)
    if i < r.size:
        rec = r[i]
        acc = float32(0)
        for k in range(3):
            acc += rec.pos[k] * rec.pos[k]
        rec.mass = rec.mass + acc
        out[i] = rec.mass * rec.id


def complex_math(a, out):
    i = cuda.grid(1)
    if i < a.size:
        z = a[i]
        w = cmath.exp(z) * cmath.sqrt(z) + abs(z)
        out[i] = w.conjugate() / (z + 1j)


def while_collatz(x, out):
    i = cuda.grid(1)
    if i < x.size:
        n = x[i]
        steps = 0
        while n != 1 and steps < 1000:
            if n % 2 == 0:
                n //= 2
            else:
                n = 3 * n + 1
            steps += 1
        out[i] = steps


def fp16_chain(a, b, out):
    i = cuda.grid(1)
    if i < a.size:
        x, y = a[i], b[i]
        s = x * y + x - y
        if s > x:
            s = s * x
        out[i] = s


def shared_histogram(x, bins):
    h = cuda.shared.array(16, uint32)
    t = cuda.threadIdx.x
    if t < 16:
        h[t] = 0
    cuda.syncthreads()
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.add(h, x[i] % 16, 1)
    cuda.syncthreads()
    if t < 16:
        cuda.atomic.add(bins, t, h[t])


def sincos_poly(x, out):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        acc = cuda.local.array(4, float32)
        acc[0] = math.sin(v)
        acc[1] = math.cos(v)
        acc[2] = math.sin(v * 2)
        acc[3] = acc[0] * acc[1]
        out[i] = acc[0] + acc[1] + acc[2] - 2 * acc[3]


KERNELS = {
    "m24_local_loop": (local_loop, void(float32[:], float32[:])),
    "m24_local_sort": (local_sort, void(int32[:], int32[:])),
    "m24_local_matrix": (local_matrix, void(float64[:], float64[:])),
    "m24_tuple_return": (tuple_return, void(float32[:], float32[:])),
    "m24_device_tuples": (device_tuples, void(float32[:], float32[:], float32[:])),
    "m24_record_update": (record_update, void(from_dtype(RECORD)[:], float32[:])),
    "m24_complex_math": (complex_math, void(complex64[:], complex64[:])),
    "m24_while_collatz": (while_collatz, void(int32[:], int32[:])),
    "m24_fp16_chain": (fp16_chain, void(float16[:], float16[:], float16[:])),
    "m24_shared_histogram": (shared_histogram, void(uint32[:], uint32[:])),
    "m24_sincos_poly": (sincos_poly, void(float32[:], float32[:])),
}


if __name__ == "__main__":
    import types

    import numba.cuda.dispatcher as dispatcher

    # Device functions are compiled for the current device's capability: there is no GPU here.
    dispatcher.get_current_device = lambda: types.SimpleNamespace(compute_capability=(8, 0))
    capture_numba.KERNELS = KERNELS
    capture_numba.main()
