"""llvm-inline's shared slots keep programs' meaning, checked by execution on the host JIT (as
tests/test_middle_end_exec.py): calls of two functions whose array slots are indexed at run
time (so they stay in memory and share one slot once inlined), each filling its slot in a loop
and reading it back at a run-time index, interleaved in a loop of the caller."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("llvmlite")
from nvvm_xdsl_testing.exec_check import assert_same_memory, optimised, word_args  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir  # noqa: E402


def _table(name: str, op: str) -> str:
    """`name(x, i)`: t[k] = x op k for k < 13, then t[i % 13] + t[(i + 3) % 13]. Thirteen elements:
    more than llvm-sroa turns into selects, so the slot stays in memory."""
    return f"""
llvm.func internal @{name}(%x: i32, %i: i32) -> i32 {{
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %t = llvm.alloca %c1 x !llvm.array<13 x i32> : (i32) -> !llvm.ptr
  %zero = llvm.mlir.constant(0 : i32) : i32
  %seven = llvm.mlir.constant(13 : i32) : i32
  llvm.br ^fill(%zero : i32)
^fill(%k: i32):
  %v = llvm.{op} %x, %k : i32
  %p = llvm.getelementptr %t[0, %k] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<13 x i32>
  llvm.store %v, %p : i32, !llvm.ptr
  %k1 = llvm.add %k, %c1 : i32
  %more = llvm.icmp "slt" %k1, %seven : i32
  llvm.cond_br %more, ^fill(%k1 : i32), ^read
^read:
  %a = llvm.urem %i, %seven : i32
  %three = llvm.mlir.constant(3 : i32) : i32
  %i3 = llvm.add %i, %three : i32
  %b = llvm.urem %i3, %seven : i32
  %pa = llvm.getelementptr %t[0, %a] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<13 x i32>
  %pb = llvm.getelementptr %t[0, %b] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<13 x i32>
  %va = llvm.load %pa : !llvm.ptr -> i32
  %vb = llvm.load %pb : !llvm.ptr -> i32
  %r = llvm.add %va, %vb : i32
  llvm.return %r : i32
}}
"""


PROGRAM = _table("up", "add") + _table("mix", "xor") + """
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
  %xp = llvm.getelementptr %in[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %x = llvm.load %xp : !llvm.ptr -> i32
  %a = llvm.call @up(%x, %i) : (i32, i32) -> i32
  %b = llvm.call @mix(%a, %x) : (i32, i32) -> i32
  %c = llvm.call @up(%b, %a) : (i32, i32) -> i32
  %op = llvm.getelementptr %out[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %c, %op : i32, !llvm.ptr
  %next = llvm.add %i, %one : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}
"""


def test_shared_slots_compute_the_same() -> None:
    before = parse_mlir(PROGRAM)
    after = optimised(before)
    # The three calls' slots became one.
    assert PROGRAM.count("llvm.alloca") == 2 and str(after).count("llvm.alloca") == 1
    rng = random.Random(24)
    inputs = [rng.randint(-(1 << 31), (1 << 31) - 1) for _ in range(32)]
    assert_same_memory(before, after, word_args(inputs, 4 * len(inputs)))


ESCAPING = """
llvm.func internal @fill(%p: !llvm.ptr, %x: i32, %y: i32) -> i32 attributes {no_inline} {
  %m = llvm.mul %x, %y : i32
  %old = llvm.load %p : !llvm.ptr -> i32
  %s = llvm.add %m, %old : i32
  llvm.store %s, %p : i32, !llvm.ptr
  %c = llvm.icmp "slt" %x, %y : i32
  %r = llvm.zext %c : i1 to i32
  llvm.return %r : i32
}
llvm.func linkonce_odr @wrap(%ret: !llvm.ptr, %x: i32, %y: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store %y, %slot : i32, !llvm.ptr
  %status = llvm.call @fill(%slot, %x, %y) : (!llvm.ptr, i32, i32) -> i32
  %v = llvm.load %slot : !llvm.ptr -> i32
  llvm.store %v, %ret : i32, !llvm.ptr
  llvm.return %status : i32
}
llvm.func @g(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %r = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
  %xp = llvm.getelementptr %in[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %x = llvm.load %xp : !llvm.ptr -> i32
  %a = llvm.call @wrap(%r, %x, %i) : (!llvm.ptr, i32, i32) -> i32
  %ra = llvm.load %r : !llvm.ptr -> i32
  %b = llvm.call @wrap(%r, %ra, %x) : (!llvm.ptr, i32, i32) -> i32
  %rb = llvm.load %r : !llvm.ptr -> i32
  %c = llvm.call @wrap(%r, %rb, %a) : (!llvm.ptr, i32, i32) -> i32
  %rc = llvm.load %r : !llvm.ptr -> i32
  %s1 = llvm.add %a, %b : i32
  %s2 = llvm.add %s1, %c : i32
  %s3 = llvm.add %s2, %rc : i32
  %op = llvm.getelementptr %out[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %s3, %op : i32, !llvm.ptr
  %next = llvm.add %i, %one : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}
"""


def test_escaping_slots_share_memory_and_compute_the_same() -> None:
    """Three inlined calls of a `linkonce_odr` wrapper that passes its slot to a call it
    keeps: the slots become one, the wrapper goes, the results are the same."""
    before = parse_mlir(ESCAPING)
    after = optimised(before)
    text = str(after)
    assert text.count("llvm.alloca") == 1 and "@wrap" not in text and text.count("llvm.call @fill") == 3
    rng = random.Random(25)
    inputs = [rng.randint(-1000, 1000) for _ in range(32)]
    assert_same_memory(before, after, word_args(inputs, 4 * len(inputs)), kernel="g")
