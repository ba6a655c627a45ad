"""Two #26 rules that change integer IR, checked by execution on the host JIT (llvmlite, see
tests/test_middle_end_exec.py): the module before and after the -O2 middle end leaves the same
memory behind, on inputs that make every intermediate wrap.

* llvm-licm distributes `(x + c) * y` (x varying, c and y invariant) to `x * y + c * y` when
  two or more products share x and y (a tile's rows scaled by a run-time stride);
* llvm-licm reassociates `gep (gep p, x), y` (x varying, p and y invariant) to
  `gep (gep p, y), x`;
* llvm-licm sinks an op used only in a successor that only its block reaches into it;
* llvm-peephole keeps `zext(x + c)` whole where it is a factor of a widening product (Philox's
  `umulhi(counter + c, K)`), so that selection still makes it one `mul.hi.u32`;
* llvm-peephole's known one bits and the lane-field rules of Triton's gathers, and a vector
  rebuilt lane by lane from another (Triton's fp8 mma operands).
"""

from __future__ import annotations

import random

import pytest

pytest.importorskip("llvmlite")
from nvvm_xdsl_testing.exec_check import assert_same_memory, optimised, word_args  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir  # noqa: E402
from tests.test_middle_end_exec import EDGE_VALUES, INT_MAX, INT_MIN  # noqa: E402

# @f(%in, %out, %n, %y): for i below n, x = in[i] and four results stored from out[4 i] on.
KERNEL = """
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32, %y: i32) {{
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
  %xp = llvm.getelementptr %in[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %x = llvm.load %xp : !llvm.ptr -> i32
  %four = llvm.mlir.constant(4 : i32) : i32
  %base = llvm.mul %i, %four : i32
{body}
  %s0 = llvm.getelementptr %out[%base] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %r0, %s0 : i32, !llvm.ptr
  %s1 = llvm.getelementptr %s0[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %r1, %s1 : i32, !llvm.ptr
  %s2 = llvm.getelementptr %s0[2] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %r2, %s2 : i32, !llvm.ptr
  %s3 = llvm.getelementptr %s0[3] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %r3, %s3 : i32, !llvm.ptr
  %one = llvm.mlir.constant(1 : i32) : i32
  %next = llvm.add %i, %one : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}}
"""

BODIES = {
    # rows x + 2j (x varying) times the invariant %y; one product of an invariant value too.
    "distributed_products": """
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %cmax = llvm.mlir.constant(2147483647 : i32) : i32
  %a0 = llvm.add %x, %c2 : i32
  %a1 = llvm.add %cmax, %x : i32
  %a2 = llvm.add %x, %n : i32
  %r0 = llvm.mul %a0, %y : i32
  %r1 = llvm.mul %y, %a1 : i32
  %r2 = llvm.mul %a2, %y overflow<nsw> : i32
  %r3 = llvm.mul %x, %y : i32""",
    # two loads through gep (gep in, x & 7), y & 7 with the invariant y, i8 and i32 steps.
    "reassociated_geps": """
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %xm = llvm.and %x, %c7 : i32
  %ym = llvm.and %y, %c7 : i32
  %row = llvm.getelementptr %in[%xm] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %at = llvm.getelementptr %row[%ym] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %r0 = llvm.load %at : !llvm.ptr -> i32
  %yb = llvm.shl %ym, %c3 : i32
  %bytes = llvm.getelementptr %row[%yb] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %r1 = llvm.load %bytes : !llvm.ptr -> i32
  %r2 = llvm.add %r0, %r1 : i32
  %r3 = llvm.xor %r0, %xm : i32""",
    # %t is used on one side of a branch only, %u on both.
    "sunk_into_a_branch": """
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %t = llvm.mul %x, %c5 : i32
  %u = llvm.add %x, %y : i32
  %low = llvm.and %x, %c1 : i32
  %is_odd = llvm.icmp "eq" %low, %c1 : i32
  llvm.cond_br %is_odd, ^odd, ^even
^odd:
  %a = llvm.add %t, %u : i32
  llvm.br ^join(%a : i32)
^even:
  llvm.br ^join(%u : i32)
^join(%r0: i32):
  %r1 = llvm.xor %r0, %x : i32
  %r2 = llvm.add %r0, %r1 : i32
  %r3 = llvm.sub %u, %r0 : i32""",
    # the high half of zext(x + c) * K, and of zext(x + c) * zext(y), c near the wrap.
    "umulhi_of_counter_plus_constant": """
  %k = llvm.mlir.constant(3528531795 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(-3 : i32) : i32
  %mask = llvm.mlir.constant(1073741823 : i32) : i32
  %thirty_two = llvm.mlir.constant(32 : i64) : i64
  %small = llvm.and %x, %mask : i32
  %p1 = llvm.add %small, %c1 overflow<nuw> : i32
  %w1 = llvm.zext %p1 : i32 to i64
  %m1 = llvm.mul %w1, %k : i64
  %h1 = llvm.lshr %m1, %thirty_two : i64
  %r0 = llvm.trunc %h1 : i64 to i32
  %p2 = llvm.add %small, %c3 : i32
  %w2 = llvm.zext %p2 : i32 to i64
  %wy = llvm.zext %y : i32 to i64
  %m2 = llvm.mul %w2, %wy : i64
  %h2 = llvm.lshr %m2, %thirty_two : i64
  %r1 = llvm.trunc %h2 : i64 to i32
  %r2 = llvm.trunc %m1 : i64 to i32
  %r3 = llvm.trunc %m2 : i64 to i32""",
    # lane fields of (x << 4) | (y & 3) and of it + 4: known one bits, masks through adds,
    # shift-mask-shift, compares of x + c, a two-way select on a one-bit field.
    "lane_fields": """
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c12 = llvm.mlir.constant(12 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %c992 = llvm.mlir.constant(992 : i32) : i32
  %lane = llvm.and %y, %c3 : i32
  %hi = llvm.shl %x, %c4 : i32
  %v = llvm.or %hi, %lane : i32
  %v4 = llvm.add %v, %c4 : i32
  %f = llvm.and %v4, %c12 : i32
  %m = llvm.and %v4, %c992 : i32
  %src = llvm.lshr %m, %c5 : i32
  %r0 = llvm.add %f, %src : i32
  %bit = llvm.and %v4, %c16 : i32
  %half = llvm.lshr %bit, %c4 : i32
  %sel = llvm.add %half, %c2 : i32
  %is2 = llvm.icmp "eq" %c2, %sel : i32
  %is3 = llvm.icmp "eq" %c3, %sel : i32
  %t0 = llvm.select %is2, %x, %n : i1, i32
  %r1 = llvm.select %is3, %y, %t0 : i1, i32
  %never = llvm.icmp "ne" %f, %c4 : i32
  %r2 = llvm.zext %never : i1 to i32
  %r3 = llvm.add %v4, %lane : i32""",
    # x's bytes through a vector<4xi8> and back, in place and with two lanes swapped.
    "vector_rebuild": """
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %u = llvm.mlir.undef : vector<4xi8>
  %bytes = llvm.bitcast %x : i32 to vector<4xi8>
  %e0 = llvm.extractelement %bytes[%c0 : i32] : vector<4xi8>
  %e1 = llvm.extractelement %bytes[%c1 : i32] : vector<4xi8>
  %e2 = llvm.extractelement %bytes[%c2 : i32] : vector<4xi8>
  %e3 = llvm.extractelement %bytes[%c3 : i32] : vector<4xi8>
  %i0 = llvm.insertelement %e0, %u[%c0 : i32] : vector<4xi8>
  %i1 = llvm.insertelement %e1, %i0[%c1 : i32] : vector<4xi8>
  %i2 = llvm.insertelement %e2, %i1[%c2 : i32] : vector<4xi8>
  %i3 = llvm.insertelement %e3, %i2[%c3 : i32] : vector<4xi8>
  %r0 = llvm.bitcast %i3 : vector<4xi8> to i32
  %j2 = llvm.insertelement %e3, %i1[%c2 : i32] : vector<4xi8>
  %j3 = llvm.insertelement %e2, %j2[%c3 : i32] : vector<4xi8>
  %r1 = llvm.bitcast %j3 : vector<4xi8> to i32
  %r2 = llvm.xor %r0, %r1 : i32
  %r3 = llvm.add %r0, %y : i32""",
}


@pytest.mark.parametrize("name", sorted(BODIES))
def test_rule_computes_the_same(name):
    text = KERNEL.format(body=BODIES[name])
    before = parse_mlir(text)
    after = optimised(before)
    if name == "distributed_products":
        # one product by y left in the loop (x * y); the three c * y are hoisted.
        func = next(op for op in after.walk() if op.name == "llvm.func")
        loop_muls = [op for block in list(func.body.blocks)[1:] for op in block.ops if op.name == "llvm.mul"
                     and any(operand.name_hint == "y" for operand in op.operands)]
        assert len(loop_muls) <= 2, f"not distributed:\n{after}"
    elif name == "sunk_into_a_branch":
        ops = {op.results[0].name_hint: op for op in after.walk() if op.results and op.results[0].name_hint}
        assert ops["t"].parent_block() is ops["a"].parent_block(), f"not sunk:\n{after}"
        assert ops["u"].parent_block() is not ops["a"].parent_block(), f"sunk from both sides:\n{after}"
    elif name == "reassociated_geps":
        # both loads' addresses start from a hoisted `in + y`: no gep of in by x is left whose
        # result is indexed again by y.
        func = next(op for op in after.walk() if op.name == "llvm.func")
        rows = [op for block in list(func.body.blocks)[1:] for op in block.ops if op.name == "llvm.getelementptr"
                and any(operand.name_hint in ("ym", "yb") for operand in op.operands)]
        assert not rows, f"not reassociated:\n{after}"
    elif name == "lane_fields":
        # every field folded to shifts and masks of x and y: one lane test is left beside the
        # loop's own compare with n.
        compares = [op for op in after.walk() if op.name == "llvm.icmp"]
        assert len(compares) == 2, f"lane tests not folded:\n{after}"
    elif name == "vector_rebuild":
        # the in-place rebuild is x itself: one rebuilt vector (the swapped one) is left.
        casts = [op for op in after.walk() if op.name == "llvm.bitcast" and str(op.results[0].type) == "i32"]
        assert len(casts) == 1, f"rebuild not folded:\n{after}"
    else:
        # zext(x + c) kept: no 64-bit add (its zext feeds a widening product).
        wide_adds = [op for op in after.walk() if op.name == "llvm.add" and str(op.results[0].type) == "i64"]
        assert not wide_adds, f"zext(x + c) was widened:\n{after}"
    rng = random.Random(name)
    inputs = EDGE_VALUES + [rng.randint(INT_MIN, INT_MAX) for _ in range(48)]
    for y in (rng.randint(INT_MIN, INT_MAX),):
        assert_same_memory(before, after, word_args(inputs, 16 * len(inputs), len(inputs), y), label=f"{name}, y = {y}")
