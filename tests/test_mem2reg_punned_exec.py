"""llvm-mem2reg's pointer/i64 slots keep programs' meaning, checked by execution on the host JIT
(as tests/test_middle_end_exec.py): a slot written as a pointer on one side of a branch and as
an i64 on the other, read back both ways in a loop."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("llvmlite")
from nvvm_xdsl_testing.exec_check import assert_same_memory, optimised, word_args  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir  # noqa: E402

PROGRAM = """
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %c1 x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %in, %slot : !llvm.ptr, !llvm.ptr
  %zero = llvm.mlir.constant(0 : i32) : i32
  %base = llvm.ptrtoint %in : !llvm.ptr to i64
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
  %xp = llvm.getelementptr %in[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %x = llvm.load %xp : !llvm.ptr -> i32
  %bit = llvm.and %x, %c1 : i32
  %odd = llvm.icmp "ne" %bit, %zero : i32
  llvm.cond_br %odd, ^as_ptr, ^as_int
^as_ptr:
  llvm.store %xp, %slot : !llvm.ptr, !llvm.ptr
  llvm.br ^join
^as_int:
  %four = llvm.mlir.constant(4 : i64) : i64
  %at = llvm.add %base, %four : i64
  llvm.store %at, %slot : i64, !llvm.ptr
  llvm.br ^join
^join:
  %p = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  %a = llvm.load %slot : !llvm.ptr -> i64
  %d = llvm.sub %a, %base : i64
  %d32 = llvm.trunc %d : i64 to i32
  %r = llvm.add %v, %d32 : i32
  %op = llvm.getelementptr %out[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %r, %op : i32, !llvm.ptr
  %next = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}
"""


def test_pointer_i64_slot_computes_the_same() -> None:
    before = parse_mlir(PROGRAM)
    after = optimised(before)
    assert "llvm.alloca" not in str(after)
    rng = random.Random(25)
    inputs = [rng.randint(-(1 << 20), 1 << 20) for _ in range(32)]
    assert_same_memory(before, after, word_args(inputs, 4 * len(inputs)))


ROUND_TRIP = """
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1_64 = llvm.mlir.constant(1 : i64) : i64
  %counter = llvm.alloca %c1 x i64 : (i32) -> !llvm.ptr
  %a = llvm.alloca %c1 x !llvm.ptr : (i32) -> !llvm.ptr
  %b = llvm.alloca %c1 x !llvm.ptr : (i32) -> !llvm.ptr
  %n64 = llvm.zext %n : i32 to i64
  llvm.store %n64, %counter : i64, !llvm.ptr
  llvm.store %counter, %a : !llvm.ptr, !llvm.ptr
  %word = llvm.load %a : !llvm.ptr -> i64
  llvm.store %word, %b : i64, !llvm.ptr
  llvm.br ^loop(%c0 : i64)
^loop(%sum: i64):
  %it = llvm.load %b : !llvm.ptr -> !llvm.ptr
  %left = llvm.load %it : !llvm.ptr -> i64
  %more = llvm.icmp "sgt" %left, %c0 : i64
  llvm.cond_br %more, ^body, ^exit
^body:
  %next = llvm.sub %left, %c1_64 : i64
  llvm.store %next, %it : i64, !llvm.ptr
  %xp = llvm.getelementptr %in[%next] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %x = llvm.load %xp : !llvm.ptr -> i64
  %sum2 = llvm.add %sum, %x : i64
  llvm.br ^loop(%sum2 : i64)
^exit:
  llvm.store %sum, %out : i64, !llvm.ptr
  llvm.return
}
"""


def test_pointer_copied_as_a_word_computes_the_same_and_its_slot_is_promoted() -> None:
    """A pointer to a counter copied through two punned slots (numba's range iterators): after
    the middle end (two rounds of llvm-sroa and llvm-mem2reg) no slot is left."""
    before = parse_mlir(ROUND_TRIP)
    after = optimised(before)
    assert "llvm.alloca" not in str(after)
    rng = random.Random(26)
    inputs = [rng.randint(-(1 << 40), 1 << 40) for _ in range(16)]
    assert_same_memory(before, after, word_args(inputs, 8, 11, fmt="q"))
