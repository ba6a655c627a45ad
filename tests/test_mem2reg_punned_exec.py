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


SAME_WIDTH = """
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %slot = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
  %xp = llvm.getelementptr %in[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %x = llvm.load %xp : !llvm.ptr -> f32
  %xi = llvm.load %xp : !llvm.ptr -> i32
  %bit = llvm.and %i, %c1 : i32
  %odd = llvm.icmp "ne" %bit, %zero : i32
  llvm.cond_br %odd, ^as_float, ^as_int
^as_float:
  %h = llvm.fmul %x, %x : f32
  llvm.store %h, %slot : f32, !llvm.ptr
  llvm.br ^join
^as_int:
  %s = llvm.xor %xi, %c1 : i32
  llvm.store %s, %slot : i32, !llvm.ptr
  llvm.br ^join
^join:
  %w = llvm.load %slot : !llvm.ptr -> i32
  %v = llvm.load %slot : !llvm.ptr -> f32
  %vi = llvm.fptosi %v : f32 to i32
  %r = llvm.add %w, %vi : i32
  %op = llvm.getelementptr %out[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %r, %op : i32, !llvm.ptr
  %next = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}
"""


def test_float_int_slot_computes_the_same() -> None:
    """A slot stored as f32 or i32 on either side of a branch, read back both ways: promoted as
    f32 with bitcasts, the same bits."""
    before = parse_mlir(SAME_WIDTH)
    after = optimised(before)
    assert "llvm.alloca" not in str(after) and "llvm.bitcast" in str(after)
    rng = random.Random(24)
    inputs = [rng.uniform(-100.0, 100.0) for _ in range(32)]
    assert_same_memory(before, after, word_args(inputs, 4 * len(inputs), fmt="f"))


WIDTH_PUNNED = """
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %slot = llvm.alloca %c8 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
  %v = llvm.load %in {alignment = 4 : i64} : !llvm.ptr -> vector<8xi32>
  llvm.store %v, %slot : vector<8xi32>, !llvm.ptr
  %h = llvm.getelementptr %slot[4] : (!llvm.ptr) -> !llvm.ptr, f32
  %lo = llvm.load %slot : !llvm.ptr -> vector<4xf32>
  %hi = llvm.load %h : !llvm.ptr -> vector<4xf32>
  %s = llvm.fadd %lo, %hi : vector<4xf32>
  llvm.store %s, %out {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
  %e = llvm.getelementptr %slot[6] : (!llvm.ptr) -> !llvm.ptr, i32
  %w = llvm.load %e : !llvm.ptr -> i32
  %o = llvm.getelementptr %out[4] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %w, %o : i32, !llvm.ptr
  llvm.return
}
"""


def test_slot_of_ints_read_as_floats_computes_the_same_and_is_promoted() -> None:
    """CuTe's tcgen05.ld epilogue: a vector<8xi32> stored into a fragment and read back as
    vector<4xf32> halves (and one lane as i32): llvm-sroa's pieces bitcast element by element."""
    before = parse_mlir(WIDTH_PUNNED)
    after = optimised(before)
    assert "llvm.alloca" not in str(after)
    rng = random.Random(27)
    inputs = [rng.uniform(-100.0, 100.0) for _ in range(8)]
    assert_same_memory(before, after, word_args(inputs, 20, 0, fmt="f"))


VECTOR_PUNNED = """
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %frag = llvm.alloca %c8 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %hi = llvm.getelementptr %frag[2] : (!llvm.ptr) -> !llvm.ptr, i16
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
  %xp = llvm.getelementptr %in[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %x = llvm.load %xp : !llvm.ptr -> i32
  %y = llvm.load %xp : !llvm.ptr -> vector<4xi8>
  %bit = llvm.and %i, %c1 : i32
  %odd = llvm.icmp "ne" %bit, %zero : i32
  llvm.cond_br %odd, ^as_word, ^as_bytes
^as_word:
  llvm.store %x, %frag : i32, !llvm.ptr
  llvm.store %i, %hi : i32, !llvm.ptr
  llvm.br ^join
^as_bytes:
  llvm.store %y, %frag : vector<4xi8>, !llvm.ptr
  llvm.store %x, %hi : i32, !llvm.ptr
  llvm.br ^join
^join:
  %a = llvm.load %frag : !llvm.ptr -> vector<2xi16>
  %b = llvm.load %hi : !llvm.ptr -> vector<2xi16>
  %s = llvm.add %a, %b : vector<2xi16>
  %op = llvm.getelementptr %out[%i] : (!llvm.ptr, i32) -> !llvm.ptr, vector<2xi16>
  llvm.store %s, %op : vector<2xi16>, !llvm.ptr
  %next = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}
"""


def test_fragment_of_words_read_as_vectors_computes_the_same_and_is_promoted() -> None:
    """CuTe's ldmatrix fragments: 32-bit words stored into an `i16` fragment (as i32 or as
    vector<4xi8>) and read back as vector<2xi16> on both sides of a branch: promoted as i32
    with bitcasts, the same bits."""
    before = parse_mlir(VECTOR_PUNNED)
    after = optimised(before)
    assert "llvm.alloca" not in str(after)
    rng = random.Random(28)
    inputs = [rng.randint(-(1 << 31), (1 << 31) - 1) for _ in range(24)]
    assert_same_memory(before, after, word_args(inputs, 4 * len(inputs)))


NARROW_PIECES = """
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %frag = llvm.alloca %c8 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %f1 = llvm.getelementptr %frag[1] : (!llvm.ptr) -> !llvm.ptr, i16
  %f2 = llvm.getelementptr %frag[2] : (!llvm.ptr) -> !llvm.ptr, i16
  %f3 = llvm.getelementptr %frag[3] : (!llvm.ptr) -> !llvm.ptr, i16
  %f4 = llvm.getelementptr %frag[4] : (!llvm.ptr) -> !llvm.ptr, i16
  %f6 = llvm.getelementptr %frag[6] : (!llvm.ptr) -> !llvm.ptr, i16
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
  %xp = llvm.getelementptr %in[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i64
  %x = llvm.load %xp : !llvm.ptr -> vector<2xi32>
  %y = llvm.load %xp : !llvm.ptr -> vector<4xi16>
  %bit = llvm.and %i, %c1 : i32
  %odd = llvm.icmp "ne" %bit, %zero : i32
  llvm.cond_br %odd, ^words, ^halves
^words:
  llvm.store %x, %frag : vector<2xi32>, !llvm.ptr
  llvm.store %x, %f4 : vector<2xi32>, !llvm.ptr
  llvm.br ^join
^halves:
  %h0 = llvm.extractelement %y[%zero : i32] : vector<4xi16>
  %h1 = llvm.extractelement %y[%c1 : i32] : vector<4xi16>
  llvm.store %h1, %frag : i16, !llvm.ptr
  llvm.store %h0, %f1 : i16, !llvm.ptr
  llvm.store %h0, %f2 : i16, !llvm.ptr
  llvm.store %h1, %f3 : i16, !llvm.ptr
  llvm.store %y, %f4 : vector<4xi16>, !llvm.ptr
  llvm.br ^join
^join:
  %w = llvm.load %frag : !llvm.ptr -> vector<4xi32>
  %e = llvm.load %f6 : !llvm.ptr -> i16
  %e32 = llvm.sext %e : i16 to i32
  %s = llvm.insertelement %e32, %w[%c1 : i32] : vector<4xi32>
  %op = llvm.getelementptr %out[%i] : (!llvm.ptr, i32) -> !llvm.ptr, vector<4xi32>
  llvm.store %s, %op : vector<4xi32>, !llvm.ptr
  %next = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}
"""


def test_fragment_of_halves_read_as_words_computes_the_same_and_is_promoted() -> None:
    """CuTe's stmatrix epilogue: a 16-bit fragment written element by element (or as 32-bit
    words, or as a vector of halves) and read back as vector<4xi32> and as one element:
    llvm-sroa's pieces are the halves, the words bitcast from and to them."""
    before = parse_mlir(NARROW_PIECES)
    after = optimised(before)
    assert "llvm.alloca" not in str(after)
    rng = random.Random(29)
    inputs = [rng.randint(-(1 << 62), 1 << 62) for _ in range(12)]
    assert_same_memory(before, after, word_args(inputs, 16 * len(inputs), fmt="q"))
