"""llvm-peephole's narrowing of `fptrunc(fpext a op fpext b)` to the half type (#26), checked by
execution on the host JIT (llvmlite, see tests/test_middle_end_exec.py): the module before and
after the middle end leaves the same memory behind, for f16 and bf16 `fadd`/`fsub`/`fmul` of two
values and of a value and a constant, on random bit patterns and the edge cases (zeros, subnormals,
infinities, NaNs, the largest finite values, whose sums overflow)."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("llvmlite")
from nvvm_xdsl_testing.exec_check import assert_same_memory, optimised, word_args  # noqa: E402
from nvvm_xdsl_testing.host_exec import host_has_half_conversions  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir  # noqa: E402

# @f(%in, %out, %n): for i below n, the two halves of in[i] are a and b (T), and out[4 i ..] are
# a*b, a+b, a-b and b*k (k a constant exact in T), each zero-extended from its 16 bits.
KERNEL = """
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {{
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
  %xp = llvm.getelementptr %in[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %x = llvm.load %xp : !llvm.ptr -> i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %hi = llvm.lshr %x, %c16 : i32
  %a16 = llvm.trunc %x : i32 to i16
  %b16 = llvm.trunc %hi : i32 to i16
  %a = llvm.bitcast %a16 : i16 to {t}
  %b = llvm.bitcast %b16 : i16 to {t}
  %ea = llvm.fpext %a : {t} to f32
  %eb = llvm.fpext %b : {t} to f32
  %k = llvm.mlir.constant(-3.0 : f32) : f32
  %w0 = llvm.fmul %ea, %eb : f32
  %w1 = llvm.fadd %ea, %eb : f32
  %w2 = llvm.fsub %ea, %eb : f32
  %w3 = llvm.fmul %eb, %k : f32
  %t0 = llvm.fptrunc %w0 : f32 to {t}
  %t1 = llvm.fptrunc %w1 : f32 to {t}
  %t2 = llvm.fptrunc %w2 : f32 to {t}
  %t3 = llvm.fptrunc %w3 : f32 to {t}
  %four = llvm.mlir.constant(4 : i32) : i32
  %base = llvm.mul %i, %four : i32
  %s0 = llvm.getelementptr %out[%base] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %s1 = llvm.getelementptr %s0[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %s2 = llvm.getelementptr %s0[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %s3 = llvm.getelementptr %s0[3] : (!llvm.ptr) -> !llvm.ptr, i32
{stores}
  %one = llvm.mlir.constant(1 : i32) : i32
  %next = llvm.add %i, %one : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}}
"""

STORE = """
  %r{j}b = llvm.bitcast %t{j} : {t} to i16
  %r{j} = llvm.zext %r{j}b : i16 to i32
  llvm.store %r{j}, %s{j} : i32, !llvm.ptr"""

# Bit patterns of both types: zeros, the smallest subnormal, 1.0, the largest finite value,
# infinity and a quiet NaN, each with both signs.
EDGES = {
    "f16": [0x0000, 0x0001, 0x3C00, 0x7BFF, 0x7C00, 0x7E00],
    "bf16": [0x0000, 0x0001, 0x3F80, 0x7F7F, 0x7F80, 0x7FC0],
}


@pytest.mark.parametrize("t", ["f16", "bf16"])
def test_narrowed_half_arithmetic_computes_the_same(t):
    if not host_has_half_conversions(t):
        pytest.skip(f"the host CPU has no {t} conversion instructions")
    text = KERNEL.format(t=t, stores="".join(STORE.format(j=j, t=t) for j in range(4)))
    before = parse_mlir(text)
    after = optimised(before)
    ops = [op.name for op in after.walk()]
    # all four narrowed: no f32 arithmetic and no conversion left.
    assert not {"llvm.fpext", "llvm.fptrunc"} & set(ops), f"not narrowed:\n{after}"
    assert ops.count("llvm.fmul") + ops.count("llvm.fadd") + ops.count("llvm.fsub") == 4
    halves = [e | sign for e in EDGES[t] for sign in (0, 0x8000)]
    rng = random.Random(t)
    words = [a | b << 16 for a in halves for b in halves] + [rng.getrandbits(32) for _ in range(256)]
    assert_same_memory(before, after, word_args(words, 16 * len(words), len(words), fmt="I"), label=t)
