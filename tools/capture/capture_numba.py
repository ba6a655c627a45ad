"""Capture numba-cuda's NVVM IR (as handed to libNVVM) and libNVVM's PTX for the kernels
below, and check that the same kernels compile through `nvvm_xdsl.numba.install()`.

Run in a venv with numba-cuda (no GPU needed; see tests/producers/README.md):
    /work/venv-numba/bin/python tools/capture/capture_numba.py --out tests/producers/numba
"""

from __future__ import annotations

import argparse
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

import numpy as np  # noqa: E402
from numba import complex64, complex128, cuda, float32, float64, from_dtype, int32, int64, uint32, void  # noqa: E402
from numba.core.types import Tuple, float16  # noqa: E402
from numba.cuda.cudadrv import nvvm  # noqa: E402


def saxpy(a, x, y, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a * x[i] + y[i]


def reduce_shared(x, out):
    sh = cuda.shared.array(128, float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    sh[t] = x[i] if i < x.size else 0.0
    cuda.syncthreads()
    s = 64
    while s > 0:
        if t < s:
            sh[t] += sh[t + s]
        cuda.syncthreads()
        s //= 2
    if t == 0:
        cuda.atomic.add(out, 0, sh[0])


def math_funcs(x, out):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i] = math.exp(v) + math.sin(v) * math.sqrt(abs(v)) - math.log1p(abs(v))


def matmul_2d(a, b, c):
    i, j = cuda.grid(2)
    if i < c.shape[0] and j < c.shape[1]:
        acc = 0.0
        for k in range(a.shape[1]):
            acc += a[i, k] * b[k, j]
        c[i, j] = acc


def int_ops(x, out):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i] = (v // 7) ^ (v % 5) | (v << 3) >> 1


def histogram(x, bins):
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.add(bins, x[i] % bins.size, 1)


def branchy(x, out):
    i = cuda.grid(1)
    if i >= x.size:
        return
    v = x[i]
    if v > 0:
        r = v * 2.0
    elif v < -1:
        r = -v
    else:
        r = 0.5
    out[i] = r


def stencil_f64(x, out):
    i = cuda.grid(1)
    if 0 < i < x.size - 1:
        out[i] = 0.25 * x[i - 1] + 0.5 * x[i] + 0.25 * x[i + 1]


def warp_sum(x, out):
    i = cuda.grid(1)
    v = x[i] if i < x.size else 0
    off = 16
    while off > 0:
        v += cuda.shfl_down_sync(0xFFFFFFFF, v, off)
        off //= 2
    if cuda.laneid == 0:
        cuda.atomic.add(out, 0, v)


def tuple_args(x, scale, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i] = x[i] * scale[0] + scale[1]


def local_array(x, out):
    i = cuda.grid(1)
    tmp = cuda.local.array(8, int32)
    for k in range(8):
        tmp[k] = x[(i + k) % x.size]
    s = 0
    for k in range(8):
        s += tmp[k] * k
    if i < out.size:
        out[i] = s


CONST = np.arange(16, dtype=np.float32)

def const_array(out):
    c = cuda.const.array_like(CONST)
    i = cuda.grid(1)
    if i < out.size:
        out[i] = c[i % 16]

def print_args(x):
    i = cuda.grid(1)
    if i == 0:
        print("value", x[0], i)

def atomics_cas(x):
    i = cuda.grid(1)
    cuda.atomic.cas(x, 0, 0, i)
    cuda.atomic.max(x, 1, i)
    cuda.atomic.exch(x, 2, i)

def complex_mul(a, out):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = a[i] * a[i] + 1j

def fp16_ops(a, out):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = a[i] * a[i] + a[i]

def shared_2d(a, out):
    sh = cuda.shared.array((16, 17), float32)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    sh[ty, tx] = a[ty, tx]
    cuda.syncthreads()
    out[tx, ty] = sh[ty, tx]

def math_f64(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = math.atan2(x[i], 2.0) + math.pow(x[i], 3.5) + math.erf(x[i]) + math.floor(x[i])

def bit_ops(x, out):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i] = cuda.popc(v) + cuda.clz(v) + cuda.brev(v) + (v >> 3) % 5

def raises(x):
    i = cuda.grid(1)
    if i >= x.size:
        raise ValueError("bad")
    x[i] = 1.0

def grid_3d(x):
    i, j, k = cuda.grid(3)
    if i < x.shape[0] and j < x.shape[1] and k < x.shape[2]:
        x[i, j, k] = i + j * 2 + k * 3

def fast(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = math.exp(x[i]) / math.sqrt(x[i] + 1.0)


def atomics_more(x, f, d, out):
    i = cuda.grid(1)
    sh = cuda.shared.array(32, int32)
    if cuda.threadIdx.x < 32:
        sh[cuda.threadIdx.x] = 0
    cuda.syncthreads()
    cuda.atomic.add(sh, i % 32, 1)
    u = uint32(i)
    cuda.atomic.sub(x, 0, uint32(1))
    cuda.atomic.and_(x, 1, u)
    cuda.atomic.or_(x, 2, u)
    cuda.atomic.xor(x, 3, u)
    cuda.atomic.inc(x, 4, uint32(100))
    cuda.atomic.dec(x, 5, uint32(100))
    cuda.atomic.min(f, 0, float32(i))
    cuda.atomic.max(f, 1, float32(i))
    cuda.atomic.add(d, 0, float64(i) * 0.5)
    cuda.syncthreads()
    if cuda.threadIdx.x < 32:
        out[cuda.threadIdx.x] = sh[cuda.threadIdx.x]


RECORD = np.dtype([("x", np.float32), ("n", np.int32), ("w", np.float64)], align=True)


def records(r, out):
    i = cuda.grid(1)
    if i < r.size:
        out[i] = r[i].x * r[i].n + r[i].w
        r[i].n += 1


def complex128_ops(a, out):
    i = cuda.grid(1)
    if i < a.size:
        z = a[i]
        out[i] = z * z.conjugate() + abs(z) - z / (z + 2.0)


def fp16_math(a, b, out):
    i = cuda.grid(1)
    if i < a.size:
        x = a[i]
        y = b[i]
        m = x if x > y else y
        out[i] = float32(m) + float32(x * y - y)


def local_2d(x, out):
    i = cuda.grid(1)
    m = cuda.local.array((4, 4), float64)
    for r in range(4):
        for c in range(4):
            m[r, c] = x[(i + r * 4 + c) % x.size]
    k = i % 4
    s = 0.0
    for c in range(4):
        s += m[k, c] * m[c, k]
    if i < out.size:
        out[i] = s


def math_f32(x, out):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        r = math.tanh(v) + math.atan2(v, 1.5) + math.hypot(v, 2.0) + v % 1.5 + math.copysign(1.0, v)
        r += math.ceil(v) + math.trunc(v) + cuda.fma(v, v, 1.0) + cuda.cbrt(v)
        out[i] = r if not math.isnan(v) else 0.0


def dynamic_shared(x, out):
    sh = cuda.shared.array(0, float32)
    t = cuda.threadIdx.x
    sh[t] = x[cuda.grid(1)]
    cuda.syncthreads()
    out[cuda.grid(1)] = sh[cuda.blockDim.x - 1 - t]


def mixed_tuple(x, params, out):
    i = cuda.grid(1)
    if i < x.size:
        scale, offset = params
        out[i] = min(max(x[i] * scale + offset, float32(-1.0)), float32(1.0))


KERNELS = {
    "saxpy": (saxpy, void(float32, float32[:], float32[:], float32[:])),
    "reduce_shared": (reduce_shared, void(float32[:], float32[:])),
    "math_funcs": (math_funcs, void(float32[:], float32[:])),
    "matmul_2d": (matmul_2d, void(float32[:, :], float32[:, :], float32[:, :])),
    "int_ops": (int_ops, void(int64[:], int64[:])),
    "histogram": (histogram, void(int32[:], int32[:])),
    "branchy": (branchy, void(float64[:], float64[:])),
    "stencil_f64": (stencil_f64, void(float64[:], float64[:])),
    "warp_sum": (warp_sum, void(int32[:], int32[:])),
    "tuple_args": (tuple_args, void(float32[:], float32[:], float32[:])),
    "local_array": (local_array, void(int32[:], int32[:])),
    "const_array": (const_array, void(float32[:])),
    "print_args": (print_args, void(float32[:])),
    "atomics_cas": (atomics_cas, void(int32[:])),
    "complex_mul": (complex_mul, void(complex64[:], complex64[:])),
    "fp16_ops": (fp16_ops, void(float16[:], float16[:])),
    "shared_2d": (shared_2d, void(float32[:, :], float32[:, :])),
    "math_f64": (math_f64, void(float64[:], float64[:])),
    "bit_ops": (bit_ops, void(uint32[:], uint32[:])),
    "raises": (raises, void(float32[:])),
    "grid_3d": (grid_3d, void(float32[:, :, :])),
    "fastmath": (fast, void(float32[:], float32[:]), {"fastmath": True}),
    "lineinfo": (math_f64, void(float64[:], float64[:]), {"lineinfo": True}),
    "atomics_more": (atomics_more, void(uint32[:], float32[:], float64[:], int32[:])),
    "records": (records, void(from_dtype(RECORD)[:], float64[:])),
    "complex128_ops": (complex128_ops, void(complex128[:], complex128[:])),
    "fp16_math": (fp16_math, void(float16[:], float16[:], float32[:])),
    "local_2d": (local_2d, void(float64[:], float64[:])),
    "math_f32": (math_f32, void(float32[:], float32[:])),
    "dynamic_shared": (dynamic_shared, void(float32[:], float32[:])),
    "mixed_tuple": (mixed_tuple, void(float32[:], Tuple((float32, int32)), float32[:])),
}


def _linked(irs: list[str]) -> str:
    """One module: numba-cuda hands libNVVM several (fp16 helpers, device functions) to link."""
    if len(irs) == 1:
        return irs[0]
    import llvmlite.binding as llvm

    first, *rest = (llvm.parse_assembly(ir) for ir in irs)
    for module in rest:
        first.link_in(module)
    return str(first)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="tests/producers/numba")
    parser.add_argument("--cc", default="8.0")
    args = parser.parse_args()
    cc = tuple(int(x) for x in args.cc.split("."))
    os.makedirs(args.out, exist_ok=True)
    original = nvvm.compile_ir
    seen: list[tuple[list[str], dict]] = []

    def recording(llvmir, **options):
        irs = [llvmir] if isinstance(llvmir, str) else list(llvmir)
        seen.append(([nvvm.llvm_replace(m) for m in irs], dict(options)))
        return original(llvmir, **options)

    import nvvm_xdsl.numba as switch

    for name, (fn, sig, *extra) in KERNELS.items():
        kwargs = extra[0] if extra else {}
        nvvm.compile_ir = recording
        seen.clear()
        ptx, _ = cuda.compile_ptx(fn, sig, cc=cc, **kwargs)
        (irs, options), = seen
        with open(os.path.join(args.out, f"{name}.ll"), "w") as f:
            f.write(f"; numba-cuda kernel {name}{sig}, NVVM options {options}\n")
            f.write(_linked(irs))
        with open(os.path.join(args.out, f"{name}.libnvvm.ptx"), "w") as f:
            f.write(ptx)
        nvvm.compile_ir = original
        switch.install()
        try:
            ours, _ = cuda.compile_ptx(fn, sig, cc=cc, **kwargs)
            status = f"switch ok ({len(ours)} chars of PTX)"
        except Exception as error:  # noqa: BLE001 - reported per kernel
            status = f"switch FAILED: {str(error).splitlines()[0][:200]}"
        finally:
            switch.uninstall()
        print(f"{name}: captured; {status}")


if __name__ == "__main__":
    main()
