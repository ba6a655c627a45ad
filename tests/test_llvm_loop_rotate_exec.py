"""llvm-loop-rotate keeps programs' meaning, checked by execution on the host JIT (llvmlite, see
tests/test_middle_end_exec.py): each loop below, before and after the pass, leaves the same
memory behind for trip counts of zero, one and many (and for bounds below the start).

The loops cover what the rotation must get right: values carried around the loop and used after
it (exit arguments), a header op used in the body (recomputed there), the exit test on either
successor of the header's branch, a nest (both levels rotated), and a second exit from the body
whose block uses a header value (it must see the body's copy, not the exit's).
"""

from __future__ import annotations

import pytest

pytest.importorskip("llvmlite")
from xdsl.context import Context  # noqa: E402

from nvvm_xdsl.transforms.llvm_loop_rotate import LLVMLoopRotatePass  # noqa: E402
from nvvm_xdsl_testing.exec_check import assert_same_memory, word_args  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir  # noqa: E402

# @f(%in, %out, %n): reads in[0..], writes out[0..]; %n sets the trip counts.
LOOPS = {
    "carried_and_used_after": """
  llvm.br ^h(%c0, %c0, %c1 : i32, i32, i32)
^h(%i: i32, %acc: i32, %prod: i32):
  %off = llvm.shl %i, %c1 : i32
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^b, ^x
^b:
  %m = llvm.and %i, %c7 : i32
  %p = llvm.getelementptr %in[%m] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v = llvm.load %p : !llvm.ptr -> i32
  %a = llvm.add %acc, %v : i32
  %t = llvm.mul %prod, %v : i32
  %q = llvm.getelementptr %out[%m] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %w = llvm.add %off, %a : i32
  llvm.store %w, %q : i32, !llvm.ptr
  %next = llvm.add %i, %c1 : i32
  llvm.br ^h(%next, %a, %t : i32, i32, i32)
^x:
  %o8 = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %acc, %o8 : i32, !llvm.ptr
  %o9 = llvm.getelementptr %out[9] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %prod, %o9 : i32, !llvm.ptr
  %o10 = llvm.getelementptr %out[10] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %off, %o10 : i32, !llvm.ptr
  %o11 = llvm.getelementptr %out[11] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %i, %o11 : i32, !llvm.ptr
  llvm.return""",
    "exit_on_true": """
  llvm.br ^h(%n, %c0 : i32, i32)
^h(%i: i32, %acc: i32):
  %done = llvm.icmp "sle" %i, %c0 : i32
  llvm.cond_br %done, ^x, ^b
^b:
  %m = llvm.and %i, %c7 : i32
  %p = llvm.getelementptr %in[%m] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v = llvm.load %p : !llvm.ptr -> i32
  %a = llvm.xor %acc, %v : i32
  %a3 = llvm.mul %a, %c3 : i32
  %next = llvm.sub %i, %c1 : i32
  llvm.br ^h(%next, %a3 : i32, i32)
^x:
  llvm.store %acc, %out : i32, !llvm.ptr
  llvm.return""",
    "nest": """
  llvm.br ^oh(%c0, %c0 : i32, i32)
^oh(%i: i32, %total: i32):
  %om = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %om, ^ob, ^ox
^ob:
  llvm.br ^ih(%c0, %total : i32, i32)
^ih(%j: i32, %acc: i32):
  %im = llvm.icmp "slt" %j, %i : i32
  llvm.cond_br %im, ^ib, ^ix
^ib:
  %m = llvm.and %j, %c7 : i32
  %p = llvm.getelementptr %in[%m] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v = llvm.load %p : !llvm.ptr -> i32
  %a = llvm.add %acc, %v : i32
  %jn = llvm.add %j, %c1 : i32
  llvm.br ^ih(%jn, %a : i32, i32)
^ix:
  %mi = llvm.and %i, %c7 : i32
  %q = llvm.getelementptr %out[%mi] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %acc, %q : i32, !llvm.ptr
  %in2 = llvm.add %i, %c1 : i32
  llvm.br ^oh(%in2, %acc : i32, i32)
^ox:
  %o8 = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %total, %o8 : i32, !llvm.ptr
  llvm.return""",
    "second_exit": """
  llvm.br ^h(%c0, %c0 : i32, i32)
^h(%i: i32, %acc: i32):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^b, ^x
^b:
  %m = llvm.and %i, %c7 : i32
  %p = llvm.getelementptr %in[%m] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v = llvm.load %p : !llvm.ptr -> i32
  %a = llvm.add %acc, %v : i32
  %odd = llvm.and %a, %c1 : i32
  %stop = llvm.icmp "eq" %odd, %c1 : i32
  llvm.cond_br %stop, ^brk, ^latch
^latch:
  %next = llvm.add %i, %c1 : i32
  llvm.br ^h(%next, %a : i32, i32)
^brk:
  %o4 = llvm.getelementptr %out[4] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %i, %o4 : i32, !llvm.ptr
  llvm.store %acc, %out : i32, !llvm.ptr
  llvm.return
^x:
  %o5 = llvm.getelementptr %out[5] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %acc, %o5 : i32, !llvm.ptr
  llvm.return""",
}


TRIP_COUNTS = (-2, 0, 1, 2, 7, 13)
OUT_WORDS = 12


def _module(body: str) -> str:
    """@g runs the loop; @f calls it once per trip count, each writing its own 12 words (one
    child process per test: every run_kernels call starts one)."""
    calls = "\n".join(
        f"""  %n{k} = llvm.mlir.constant({n} : i32) : i32
  %out{k} = llvm.getelementptr %out[{OUT_WORDS * k}] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.call @g(%in, %out{k}, %n{k}) : (!llvm.ptr, !llvm.ptr, i32) -> ()"""
        for k, n in enumerate(TRIP_COUNTS)
    )
    return f"""
llvm.func @g(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {{
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
{body}
}}
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %unused: i32) {{
{calls}
  llvm.return
}}
"""


def _blocks(module) -> int:
    return sum(len(list(op.regions[0].blocks)) for op in module.walk() if op.name == "llvm.func" and op.regions[0].blocks)


@pytest.mark.parametrize("name", sorted(LOOPS))
def test_rotated_loops_compute_the_same(name):
    before = parse_mlir(_module(LOOPS[name]))
    after = before.clone()
    LLVMLoopRotatePass(max_exit_values=8).apply(Context(), after)
    after.verify()
    # every loop rotated: its header block is gone
    loops = 2 if name == "nest" else 1
    assert _blocks(after) == _blocks(before) - loops, f"{name}: not every loop was rotated\n{after}"
    words = [3, -1, 8, 5, 2, 7, 1 << 20, 6]
    assert_same_memory(before, after, word_args(words, 4 * OUT_WORDS * len(TRIP_COUNTS), 0), label=name)
