"""libdevice through the middle end (link-libdevice-ir, then llvm-inline / llvm-sroa /
llvm-mem2reg, lower-to-ptx's default since #24) keeps its meaning, checked by execution on the
host JIT as tests/test_middle_end_exec.py does: the kernels of `libdevice_kernels` calling
`__nv_sinf`, `__nv_cosf` and `__nv_sincosf` (`__nv_tanf` also calls
`rcp.approx`, which the host cannot reproduce), with libdevice's functions linked as
IR (not inlined: *before*) and after the default middle end (inlined, the Payne-Hanek array of
the argument reduction promoted: *after*), run on the same inputs (large ones included, which
take that reduction) and must leave the same memory behind.

The host has no NVVM intrinsics: the four these functions call get host definitions with
their PTX meaning (`fma.rn`, `mul.rn`, `abs`, `cvt.rni.s32`; and the inline `mad.lo.cc`/`madc.hi`
pair), the same in both versions; that
the definitions are right is checked too: *before* is within 2 ulp of Python's float64 result
rounded to float32 (libdevice's documented bound for these functions).
"""

from __future__ import annotations

import math
import random
import re
import struct

import pytest

pytest.importorskip("llvmlite")
from xdsl.context import Context  # noqa: E402

from nvvm_xdsl.transforms.link_libdevice import find_libdevice  # noqa: E402
from nvvm_xdsl.transforms.link_libdevice_ir import LinkLibdeviceIRPass  # noqa: E402
from nvvm_xdsl_testing.host_exec import KernelArgs, run_kernels  # noqa: E402
from nvvm_xdsl_testing.libdevice_kernels import elementwise_module, kernel_name  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import make_context, parse_mlir  # noqa: E402
from tests.test_middle_end_exec import optimised  # noqa: E402

if find_libdevice() is None:
    pytest.skip("no libdevice.10.bc installed (the libdevice extra)", allow_module_level=True)

HOST_INTRINSICS = """
llvm.func internal @host.fma.rn.f(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = llvm.call_intrinsic "llvm.fma.f32"(%a, %b, %c) : (f32, f32, f32) -> f32
  llvm.return %r : f32
}
llvm.func internal @host.mul.rn.f(%a: f32, %b: f32) -> f32 {
  %r = llvm.fmul %a, %b : f32
  llvm.return %r : f32
}
llvm.func internal @host.fabs.f32(%a: f32) -> f32 {
  %r = llvm.call_intrinsic "llvm.fabs.f32"(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func internal @host.mad.wide(%a: i32, %b: i32, %c: i32) -> !llvm.struct<(i32, i32)> {
  %a64 = llvm.zext %a : i32 to i64
  %b64 = llvm.zext %b : i32 to i64
  %c64 = llvm.zext %c : i32 to i64
  %p = llvm.mul %a64, %b64 : i64
  %s = llvm.add %p, %c64 : i64
  %lo = llvm.trunc %s : i64 to i32
  %k = llvm.mlir.constant(32 : i64) : i64
  %h = llvm.lshr %s, %k : i64
  %hi = llvm.trunc %h : i64 to i32
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %r0 = llvm.insertvalue %lo, %u[0] : !llvm.struct<(i32, i32)>
  %r1 = llvm.insertvalue %hi, %r0[1] : !llvm.struct<(i32, i32)>
  llvm.return %r1 : !llvm.struct<(i32, i32)>
}
llvm.func internal @host.f2i.rn(%a: f32) -> i32 {
  %n = llvm.call_intrinsic "llvm.rint.f32"(%a) : (f32) -> f32
  %r = llvm.fptosi %n : f32 to i32
  llvm.return %r : i32
}
"""
_INTRINSIC_CALL = re.compile(r'llvm\.call_intrinsic "llvm\.nvvm\.(fma\.rn\.f|mul\.rn\.f|fabs\.f32|f2i\.rn)"')
# The Payne-Hanek loop's 32x32+32 -> 64-bit multiply-add, written as PTX in libdevice.
_MAD_WIDE_ASM = re.compile(r'llvm\.inline_asm asm_dialect = att "\{\\0A\\09mad\.lo\.cc\.u32[^"]*", "=r,=r,r,r,r" ([^:]*) :')


def _on_host(text: str, ctx: Context):
    """The module with each NVVM intrinsic call a call of its host definition."""
    body = _INTRINSIC_CALL.sub(lambda m: f"llvm.call @host.{m.group(1)}", text)
    body = _MAD_WIDE_ASM.sub(r"llvm.call @host.mad.wide(\1) :", body)
    assert "llvm.nvvm." not in body and "inline_asm" not in body
    end = body.rstrip().rfind("}")
    return parse_mlir(body[:end] + HOST_INTRINSICS + "}\n")


def _f32(value: float) -> float:
    return struct.unpack("<f", struct.pack("<f", value))[0]


def _bits(value: float) -> int:
    return struct.unpack("<i", struct.pack("<f", value))[0]


def _inputs(rng: random.Random) -> list[float]:
    """Small arguments, ones near multiples of pi/2, and large ones (Payne-Hanek reduction)."""
    values = [rng.uniform(-4, 4), rng.uniform(-1e3, 1e3), rng.choice([1, -1]) * 1.5707964 * rng.randint(1, 9),
              rng.uniform(-1e5, 1e5), rng.uniform(1e6, 1e30), -rng.uniform(1e6, 3e38), rng.uniform(2e5, 9e5), 0.0]
    return [_f32(v) for v in values]


@pytest.mark.parametrize("name", ["__nv_sinf", "__nv_cosf", "__nv_sincosf"])
def test_libdevice_through_the_middle_end_computes_the_same(name: str) -> None:
    ctx = make_context()
    linked = parse_mlir(elementwise_module([name]))
    LinkLibdeviceIRPass(sm=80).apply(ctx, linked)
    assert "llvm.func internal @" + name in str(linked)
    after = optimised(linked)
    after_text = str(after)
    # Inlined and promoted: no call, no slot left.
    assert "llvm.call @__nv_" not in after_text and "llvm.alloca" not in after_text
    before_host, after_host = _on_host(str(linked), ctx), _on_host(after_text, ctx)
    outputs = 2 if name == "__nv_sincosf" else 1
    rng = random.Random(name)
    for _ in range(2):
        values = _inputs(rng)
        # Threads 0..3 of blocks 0 and 1 with 64-thread blocks: elements 0..3 and 64..67.
        data = [0.0] * 128
        for k, v in enumerate(values):
            data[k if k < 4 else 60 + k] = v
        args = KernelArgs(
            kinds=("ptr",) + ("ptr",) * outputs + ("i32",),
            buffers=(struct.pack("<128f", *data),) + (bytes(512),) * outputs,
            scalars=(128,),
            block_size=(64, 1, 1),
        )
        expected, actual = run_kernels([before_host, after_host], kernel_name_of(name), args)
        assert isinstance(expected, list), expected
        assert actual == expected
        for k, out in enumerate(expected[1:]):
            got = struct.unpack("<128f", out[:512])
            for index in [*range(4), *range(64, 68)]:
                reference = _f32(_reference(name, k)(data[index]))
                ulps = abs(_bits(got[index]) - _bits(reference))
                assert ulps <= 2, (data[index], got[index], reference)


def kernel_name_of(name: str) -> str:
    from nvvm_xdsl_testing.libdevice_kernels import BY_NAME

    return kernel_name(BY_NAME[name])


def _reference(name: str, output: int):
    if name == "__nv_sincosf":
        return math.sin if output == 0 else math.cos
    return {"__nv_sinf": math.sin, "__nv_cosf": math.cos}[name]
