"""A held-out round of numba-cuda kernels (issues 24 and 25, names `n27_*`): features the earlier
rounds did not capture (atomics on every type, `syncthreads_count/and/or`, every shuffle mode,
vote/bit intrinsics, grid-stride loops, nested records, `cmath`, `cuda.fp16` intrinsics, integer
division of every width and signedness, `print` of many types, 2-D constant arrays, `inline`,
`debug=True`), captured as tools/capture/capture_numba.py does: numba-cuda's NVVM IR
(`n27_NAME.ll`) and libNVVM's PTX (`n27_NAME.libnvvm.ptx`).

    PYTHONPATH=. /work/venv-numba/bin/python tools/capture/capture_numba_n27.py --out tests/producers/numba
"""

from __future__ import annotations

import cmath
import math
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))

import capture_numba  # noqa: E402
import numpy as np  # noqa: E402
from numba import (  # noqa: E402
    complex64,
    cuda,
    float32,
    float64,
    from_dtype,
    int8,
    int16,
    int32,
    int64,
    uint8,
    uint16,
    uint32,
    uint64,
    void,
)
from numba.core.types import float16  # noqa: E402


def atomics_typed(i64, u64, f32, f64, i32):
    """Every atomic on int64/uint64/float32/float64, on global and shared memory; CAS on 64 bits."""
    i = cuda.grid(1)
    sh = cuda.shared.array(4, float64)
    if cuda.threadIdx.x < 4:
        sh[cuda.threadIdx.x] = 0.0
    cuda.syncthreads()
    v = int64(i) - 100
    cuda.atomic.add(i64, 0, v)
    cuda.atomic.sub(i64, 1, v)
    cuda.atomic.max(i64, 2, v)
    cuda.atomic.min(i64, 3, v)
    cuda.atomic.exch(i64, 4, v)
    old = cuda.atomic.cas(i64, 5, int64(0), v)
    u = uint64(i)
    cuda.atomic.and_(u64, 0, u)
    cuda.atomic.or_(u64, 1, u << uint64(33))
    cuda.atomic.xor(u64, 2, u)
    cuda.atomic.max(u64, 3, u)
    cuda.atomic.inc(u64, 4, uint64(1000))
    cuda.atomic.dec(u64, 5, uint64(1000))
    x = float32(i) * float32(0.25)
    cuda.atomic.add(f32, 0, x)
    cuda.atomic.sub(f32, 1, x)
    cuda.atomic.nanmax(f32, 2, x)
    cuda.atomic.nanmin(f32, 3, x)
    cuda.atomic.exch(u64, 6, u)
    y = float64(i) * 0.5
    cuda.atomic.max(f64, 0, y)
    cuda.atomic.min(f64, 1, y)
    cuda.atomic.sub(f64, 2, y)
    cuda.atomic.add(sh, i % 4, y)
    cuda.atomic.max(sh, 3, y)
    cuda.atomic.cas(i32, 0, int32(7), int32(i))
    cuda.syncthreads()
    if cuda.threadIdx.x < 4:
        cuda.atomic.add(f64, 3 + cuda.threadIdx.x, sh[cuda.threadIdx.x] + float64(old))


def block_votes(a, counts):
    """A 2-D shared tile (8 x 33 f64), `syncthreads_count/and/or` on predicates of it."""
    tile = cuda.shared.array((8, 33), float64)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    i, j = cuda.grid(2)
    inside = i < a.shape[0] and j < a.shape[1]
    tile[ty, tx] = a[i, j] if inside else 0.0
    n = cuda.syncthreads_count(int32(tile[ty, tx] > 0.0))
    every = cuda.syncthreads_and(int32(tile[ty, tx] >= 0.0))
    some = cuda.syncthreads_or(int32(tile[(ty + 1) % 8, 31 - tx] > 1.0))
    if tx == 0 and ty == 0:
        counts[cuda.blockIdx.x, 0] = n
        counts[cuda.blockIdx.x, 1] = every
        counts[cuda.blockIdx.x, 2] = some
    if inside:
        a[i, j] = tile[ty, tx] - tile[(ty + 7) % 8, tx]


def local_indexing(x, idx, out):
    """A local array written at constant and at loop-variant indices, read at data indices."""
    i = cuda.grid(1)
    if i >= x.size:
        return
    buf = cuda.local.array(16, float32)
    buf[0] = x[i]
    buf[15] = -x[i]
    for k in range(1, 15):
        buf[k] = buf[k - 1] * float32(0.5) + float32(k)
    acc = float32(0)
    for k in range(idx[i] % 16):
        acc += buf[(k * 5) % 16]
    flags = cuda.local.array(4, uint8)
    flags[0] = 1
    flags[1] = uint8(acc > 0)
    flags[2] = 0
    flags[3] = uint8(idx[i] & 1)
    out[i] = acc + buf[idx[i] % 16] + flags[idx[i] % 4]


def shuffles(i32, f32, f64, i64):
    """Every shuffle mode on 32- and 64-bit integers and floats."""
    i = cuda.grid(1)
    lane = cuda.laneid
    m = cuda.activemask()
    a = i32[i]
    a += cuda.shfl_up_sync(m, a, 1) if lane >= 1 else 0
    a += cuda.shfl_up_sync(m, a, 2) if lane >= 2 else 0
    i32[i] = a
    b = f32[i]
    for off in (16, 8, 4, 2, 1):
        b = max(b, cuda.shfl_xor_sync(m, b, off))
    f32[i] = b
    c = f64[i]
    c += cuda.shfl_down_sync(0xFFFFFFFF, c, 4)
    f64[i] = cuda.shfl_sync(0xFFFFFFFF, c, 0)
    d = i64[i]
    i64[i] = d + cuda.shfl_sync(0xFFFFFFFF, d, (lane + 1) % 32)


def warp_bits(x, out):
    """Votes, masks and bit intrinsics of 32 and 64 bits."""
    i = cuda.grid(1)
    v = x[i % x.size]
    m = cuda.activemask()
    b = cuda.ballot_sync(m, v > 10)
    all_pos = cuda.all_sync(m, v > 0)
    any_big = cuda.any_sync(m, v > 1000)
    same = cuda.eq_sync(m, v & 1)
    peers = cuda.match_any_sync(m, v & 7)
    below = cuda.popc(b & cuda.lanemask_lt())
    w = uint64(v) * uint64(0x9E3779B97F4A7C15)
    r = cuda.popc(w) + cuda.clz(w) + cuda.ffs(w) + cuda.clz(v) + cuda.ffs(v)
    r += int32(cuda.brev(v) >> 24) + int32(cuda.brev(w) >> 60)
    cuda.syncwarp(m)
    out[i] = r + below + all_pos + 2 * any_big + 4 * same + cuda.popc(peers)


def grid_stride(x, y, out):
    """A 1-D grid-stride loop (`cuda.gridsize`) and a 2-D one over rows and columns."""
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    s = float32(0)
    for k in range(start, x.size, stride):
        s += x[k] * x[k]
    cuda.atomic.add(out, 0, s)
    r0, c0 = cuda.grid(2)
    rs, cs = cuda.gridsize(2)
    for r in range(r0, y.shape[0], rs):
        for c in range(c0, y.shape[1], cs):
            y[r, c] = y[r, c] * float32(2) + float32(r - c)


VEC = np.dtype([("x", np.float32), ("y", np.float32), ("z", np.float32)], align=True)
BODY = np.dtype([("pos", VEC), ("vel", VEC), ("mass", np.float64), ("tag", np.int16), ("alive", np.bool_)], align=True)


@cuda.jit(device=True)
def kinetic(body):
    v = body.vel
    e = float64(0.5) * body.mass * (v.x * v.x + v.y * v.y + v.z * v.z)
    return e, body.tag, body.alive


@cuda.jit(device=True)
def advance(p, v, dt):
    return (p.x + v.x * dt, p.y + v.y * dt, p.z + v.z * dt)


def nested_records(bodies, energy, dt):
    """Nested record (structured dtype) arguments, device functions returning tuples."""
    i = cuda.grid(1)
    if i < bodies.size:
        b = bodies[i]
        e, tag, alive = kinetic(b)
        if alive:
            nx, ny, nz = advance(b.pos, b.vel, dt)
            b.pos.x = nx
            b.pos.y = ny
            b.pos.z = nz
            b.tag = tag + 1
        energy[i] = e if alive else -1.0


def complex_cmath(a, out, mag):
    """complex64 through cmath: exp, log, sqrt, sin, cos, tanh, polar/rect, phase, isfinite."""
    i = cuda.grid(1)
    if i < a.size:
        z = a[i]
        w = cmath.log(z + 2) * cmath.sin(z) - cmath.cos(z) / (cmath.tanh(z) + 3)
        r, phi = cmath.polar(z)
        u = cmath.rect(r, phi + 0.5) + cmath.sqrt(w)
        out[i] = u if cmath.isfinite(u) else complex64(0)
        mag[i] = abs(u) + cmath.phase(w) + z.real * z.imag


def fp16_intrinsics(a, b, out, flags):
    """`cuda.fp16`: arithmetic, fma, min/max, compares, math (sin/cos/exp/log/sqrt/rcp)."""
    i = cuda.grid(1)
    if i < a.size:
        x = a[i]
        y = b[i]
        s = cuda.fp16.hfma(x, y, cuda.fp16.hadd(x, y))
        s = cuda.fp16.hmax(s, cuda.fp16.hneg(cuda.fp16.habs(y)))
        t = cuda.fp16.hsin(x) + cuda.fp16.hcos(y) * cuda.fp16.hexp(x)
        t = cuda.fp16.hmul(t, cuda.fp16.hsqrt(cuda.fp16.habs(x))) - cuda.fp16.hrcp(y)
        out[i] = cuda.fp16.hmin(s, t) + cuda.fp16.hlog(cuda.fp16.habs(y) + float16(1))
        flags[i] = cuda.fp16.heq(x, y) + 2 * cuda.fp16.hlt(x, y) + 4 * cuda.fp16.hge(s, t)


def math_mix(x, out, ints):
    """math.* on f64 and f32 beyond the earlier rounds; cmath on complex128 arguments built here."""
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        f = float32(v)
        r = math.expm1(v) + math.log2(abs(v) + 1) + math.log10(abs(v) + 2) + math.asinh(v)
        r += math.acosh(abs(v) + 1) + math.atanh(v / (abs(v) + 1)) + math.erfc(v) + math.lgamma(abs(v) + 1)
        r += math.gamma(abs(v) % 4 + 0.5) + math.radians(v) + math.degrees(v) + math.ldexp(v, 3)
        r += math.fmod(v, 0.75) + math.sinh(f) + math.cosh(f) + math.asin(f / (abs(f) + 1)) + math.acos(f / 4 % 1)
        r += math.exp2(f) + math.log(abs(f) + 1) + math.pow(abs(f), float32(1.5)) + math.sqrt(abs(f))
        ints[i] = int64(math.isinf(v)) + 2 * int64(math.isfinite(f)) + int64(math.floor(v)) + int64(round(f))
        out[i] = r + cmath.phase(complex(v, 1.0)) + abs(cmath.exp(complex(0.0, v)))


def selp_fma_cbrt(x, y, out, pick):
    """`cuda.selp`, `cuda.fma` and `cuda.cbrt` on f32 and f64."""
    i = cuda.grid(1)
    if i < x.size:
        a = x[i]
        b = y[i]
        c = cuda.fma(a, b, float64(1)) + cuda.cbrt(a) + float64(cuda.cbrt(float32(b)))
        c += float64(cuda.fma(float32(a), float32(b), float32(-1)))
        out[i] = cuda.selp(a > b, c, -c)
        pick[i] = cuda.selp(a < 0, int32(-1), int32(1)) * cuda.selp(b < 0, int32(2), int32(3))


def int_division(s8, u8, s16, u16, s32, u32, s64, u64, out):
    """`//` and `%` of every integer width and signedness, by constants and by run-time values."""
    i = cuda.grid(1)
    if i < out.size:
        a8 = s8[i]
        b8 = u8[i]
        d8 = s8[(i + 1) % s8.size] | int8(1)
        r = int64(a8 // d8) + int64(a8 % int8(7)) + int64(b8 // uint8(3)) + int64(b8 % (u8[0] | uint8(1)))
        a16 = s16[i]
        b16 = u16[i]
        r += int64(a16 // int16(-9)) + int64(a16 % (s16[0] | int16(1))) + int64(b16 // uint16(10)) + int64(b16 % uint16(6))
        a32 = s32[i]
        b32 = u32[i]
        d32 = s32[(i + 3) % s32.size] | int32(1)
        r += int64(a32 // d32) + int64(a32 % d32) + int64(b32 // uint32(1000)) + int64(b32 % (u32[0] | uint32(1)))
        a64 = s64[i]
        b64 = u64[i]
        d64 = s64[(i + 5) % s64.size] | int64(1)
        r += a64 // d64 + a64 % d64 + a64 // 12345 + int64(b64 // uint64(7)) + int64(b64 % (u64[0] | uint64(1)))
        out[i] = r


def print_types(x, n, flags):
    """`print` of many types: ints of every width, floats, bools, strings, several per call."""
    i = cuda.grid(1)
    if i < 2:
        print("thread", i, "of", cuda.gridDim.x * cuda.blockDim.x)
        print("i8", int8(n[0]), "u16", uint16(n[1]), "i64", n[2], "u64", uint64(n[3]))
        print("f32", float32(x[0]), "f64", x[1], "bool", flags[0] != 0, True)
        print(x[0], x[1], x[2], n[0], n[1], n[2], n[3], int32(flags[1]))


TABLE = np.linspace(-1.0, 1.0, 24, dtype=np.float64).reshape(4, 6)
WEIGHTS = np.array([3, -1, 4, -1, 5, -9, 2, 6], dtype=np.int16)


def const_tables(x, out):
    """`cuda.const.array_like` of a 2-D f64 table and an int16 vector, read at data indices."""
    t = cuda.const.array_like(TABLE)
    w = cuda.const.array_like(WEIGHTS)
    i = cuda.grid(1)
    if i < x.size:
        r = int32(x[i]) % 4
        s = 0.0
        for c in range(6):
            s += t[r, c] * w[(c + i) % 8]
        out[i] = s + t[3, 5]


@cuda.jit(device=True, inline="always")
def clamp(v, lo, hi):
    return min(max(v, lo), hi)


@cuda.jit(device=True, forceinline=True)
def smoothstep(e0, e1, v):
    t = clamp((v - e0) / (e1 - e0), float32(0), float32(1))
    return t * t * (float32(3) - float32(2) * t)


@cuda.jit(device=True)
def row_dot(a, b, n):
    s = float32(0)
    for k in range(n):
        s += a[k] * b[k]
    return s


def gufunc_style(a, b, out):
    """Generalized-ufunc style `(m,n),(n)->(m)`: one thread per row, a device function over array
    slices; `inline="always"` (numba IR) and `forceinline=True` (NVVM `alwaysinline`) helpers."""
    r = cuda.grid(1)
    if r < a.shape[0]:
        d = row_dot(a[r], b, a.shape[1])
        out[r] = smoothstep(float32(-1), float32(1), d) + clamp(d, float32(-4), float32(4))


def checked_debug(x, idx, out):
    """`debug=True, opt=False`: exceptions raised with messages, index checks, DWARF variables."""
    i = cuda.grid(1)
    if i >= out.size:
        return
    k = idx[i]
    if k < 0:
        raise IndexError("negative index")
    if x[k % x.size] != x[k % x.size]:
        raise ValueError("nan input")
    out[i] = x[k % x.size] * 2.0


def lineinfo_loops(x, out):
    """`lineinfo=True` on nested loops and a call."""
    i = cuda.grid(1)
    if i < out.size:
        s = float32(0)
        for a in range(3):
            for b in range(a, 4):
                s += x[(i + a * 4 + b) % x.size] * float32(a - b)
        out[i] = clamp(s, float32(-10), float32(10))


TILE = 16


def shared_matmul(a, b, c):
    """The shared-memory tiled matmul of numba's documentation style: two 2-D shared tiles, nested
    `range` loops (their iterator structs copied whole between stack slots), barriers."""
    sa = cuda.shared.array((TILE, TILE), float32)
    sb = cuda.shared.array((TILE, TILE), float32)
    x, y = cuda.grid(2)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    acc = float32(0)
    for t in range(cuda.gridDim.x):
        sa[ty, tx] = 0
        sb[ty, tx] = 0
        if y < a.shape[0] and tx + t * TILE < a.shape[1]:
            sa[ty, tx] = a[y, tx + t * TILE]
        if x < b.shape[1] and ty + t * TILE < b.shape[0]:
            sb[ty, tx] = b[ty + t * TILE, x]
        cuda.syncthreads()
        for k in range(TILE):
            acc += sa[ty, k] * sb[k, tx]
        cuda.syncthreads()
    if y < c.shape[0] and x < c.shape[1]:
        c[y, x] = acc


KERNELS = {
    "n27_atomics_typed": (atomics_typed, void(int64[:], uint64[:], float32[:], float64[:], int32[:])),
    "n27_block_votes": (block_votes, void(float64[:, :], int32[:, :])),
    "n27_local_indexing": (local_indexing, void(float32[:], int32[:], float32[:])),
    "n27_shuffles": (shuffles, void(int32[:], float32[:], float64[:], int64[:])),
    "n27_warp_bits": (warp_bits, void(uint32[:], int32[:])),
    "n27_grid_stride": (grid_stride, void(float32[:], float32[:, :], float32[:])),
    "n27_nested_records": (nested_records, void(from_dtype(BODY)[:], float64[:], float32)),
    "n27_complex_cmath": (complex_cmath, void(complex64[:], complex64[:], float32[:])),
    "n27_fp16_intrinsics": (fp16_intrinsics, void(float16[:], float16[:], float16[:], int32[:])),
    "n27_math_mix": (math_mix, void(float64[:], float64[:], int64[:])),
    "n27_selp_fma_cbrt": (selp_fma_cbrt, void(float64[:], float64[:], float64[:], int32[:])),
    "n27_int_division": (
        int_division,
        void(int8[:], uint8[:], int16[:], uint16[:], int32[:], uint32[:], int64[:], uint64[:], int64[:]),
    ),
    "n27_print_types": (print_types, void(float64[:], int64[:], uint8[:])),
    "n27_const_tables": (const_tables, void(float32[:], float64[:])),
    "n27_gufunc_style": (gufunc_style, void(float32[:, :], float32[:], float32[:])),
    "n27_checked_debug": (checked_debug, void(float64[:], int32[:], float64[:]), {"debug": True, "opt": False}),
    "n27_lineinfo_loops": (lineinfo_loops, void(float32[:], float32[:]), {"lineinfo": True}),
    "n27_shared_matmul": (shared_matmul, void(float32[:, :], float32[:, :], float32[:, :])),
}


if __name__ == "__main__":
    import types

    import numba.cuda.dispatcher as dispatcher

    # Device functions are compiled for the current device's capability: there is no GPU here.
    dispatcher.get_current_device = lambda: types.SimpleNamespace(compute_capability=(8, 0))
    only = os.environ.get("N27_ONLY")
    capture_numba.KERNELS = {k: v for k, v in KERNELS.items() if not only or k in only.split(",")}
    capture_numba.main()
