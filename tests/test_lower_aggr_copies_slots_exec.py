"""Aggregate load/store copies to and from stack slots (numba-cuda copies its range iterators,
`{ptr, i32, i32, ptr}`, whole between slots) are split leaf by leaf in the leaves' types by
lower-aggr-copies, so the middle end promotes the slots: checked by execution on the host JIT
(as tests/test_middle_end_exec.py), the program before against lower-aggr-copies + the middle end."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("llvmlite")
from xdsl.context import Context  # noqa: E402

from nvvm_xdsl.transforms.lower_aggr_copies import LowerAggrCopiesPass  # noqa: E402
from nvvm_xdsl_testing.exec_check import assert_same_memory, optimised, word_args  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir  # noqa: E402

_IT = "!llvm.struct<(ptr, i32, i32, ptr)>"
_REC = "!llvm.struct<(i32, i16, i16, f32)>"

# A counted loop whose iterator lives in a slot copied whole into a second slot (the copy the
# loop reads), and a record copied from memory into a slot, changed there, and copied back out.
PROGRAM = f"""
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {{
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %count = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  %it = llvm.alloca %c1 x {_IT} : (i32) -> !llvm.ptr
  %copy = llvm.alloca %c1 x {_IT} : (i32) -> !llvm.ptr
  %rec = llvm.alloca %c1 x {_REC} : (i32) -> !llvm.ptr
  llvm.store %c0, %count : i32, !llvm.ptr
  %u = llvm.mlir.undef : {_IT}
  %s0 = llvm.insertvalue %count, %u[0] : {_IT}
  %s1 = llvm.insertvalue %n, %s0[1] : {_IT}
  %s2 = llvm.insertvalue %c1, %s1[2] : {_IT}
  %s3 = llvm.insertvalue %in, %s2[3] : {_IT}
  llvm.store %s3, %it : {_IT}, !llvm.ptr
  %whole = llvm.load %it : !llvm.ptr -> {_IT}
  llvm.store %whole, %copy : {_IT}, !llvm.ptr
  %r = llvm.load %in : !llvm.ptr -> {_REC}
  llvm.store %r, %rec : {_REC}, !llvm.ptr
  llvm.br ^loop(%c0 : i32)
^loop(%acc: i32):
  %cp = llvm.getelementptr %copy[0, 0] : (!llvm.ptr) -> !llvm.ptr, {_IT}
  %counter = llvm.load %cp : !llvm.ptr -> !llvm.ptr
  %stopp = llvm.getelementptr %copy[0, 1] : (!llvm.ptr) -> !llvm.ptr, {_IT}
  %stop = llvm.load %stopp : !llvm.ptr -> i32
  %stepp = llvm.getelementptr %copy[0, 2] : (!llvm.ptr) -> !llvm.ptr, {_IT}
  %step = llvm.load %stepp : !llvm.ptr -> i32
  %datap = llvm.getelementptr %copy[0, 3] : (!llvm.ptr) -> !llvm.ptr, {_IT}
  %data = llvm.load %datap : !llvm.ptr -> !llvm.ptr
  %i = llvm.load %counter : !llvm.ptr -> i32
  %more = llvm.icmp "slt" %i, %stop : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %xp = llvm.getelementptr %data[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %x = llvm.load %xp : !llvm.ptr -> i32
  %sum = llvm.add %acc, %x : i32
  %next = llvm.add %i, %step : i32
  llvm.store %next, %counter : i32, !llvm.ptr
  %hp = llvm.getelementptr %rec[0, 1] : (!llvm.ptr) -> !llvm.ptr, {_REC}
  %h = llvm.load %hp : !llvm.ptr -> i16
  %xh = llvm.trunc %x : i32 to i16
  %h2 = llvm.xor %h, %xh : i16
  llvm.store %h2, %hp : i16, !llvm.ptr
  llvm.br ^loop(%sum : i32)
^exit:
  llvm.store %acc, %out : i32, !llvm.ptr
  %back = llvm.load %rec : !llvm.ptr -> {_REC}
  %outrec = llvm.getelementptr %out[4] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %back, %outrec : {_REC}, !llvm.ptr
  llvm.return
}}
"""


def test_slot_copies_split_by_leaf_and_promoted() -> None:
    before = parse_mlir(PROGRAM)
    lowered = before.clone()
    LowerAggrCopiesPass().apply(Context(), lowered)
    after = optimised(lowered)
    assert "llvm.alloca" not in str(after)
    rng = random.Random(27)
    inputs = [rng.randint(-(1 << 20), 1 << 20) for _ in range(24)]
    assert_same_memory(before, after, word_args(inputs, 20))
