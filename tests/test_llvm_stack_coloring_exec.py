"""llvm-stack-coloring keeps programs' meaning, checked by execution on the host JIT as
tests/test_middle_end_exec.py does: slots that stay in memory (arrays read at run-time indices,
cleared by memset) with overlapping and disjoint `lifetime.start`/`end` ranges, the module
before and after the default level's middle end run on the same inputs. The slots the pass
merges are counted, and a colouring that ignores the ranges is shown to change the result (so
the comparison can fail)."""

from __future__ import annotations

import pytest

pytest.importorskip("llvmlite")
from xdsl.dialects import llvm  # noqa: E402

from nvvm_xdsl.transforms import llvm_stack_coloring  # noqa: E402
from nvvm_xdsl_testing.exec_check import optimised, word_args  # noqa: E402
from nvvm_xdsl_testing.host_exec import run_kernels  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir  # noqa: E402

# %a and %c overlap; %b starts after %a ends and overlaps %c: %a and %b may share.
PROGRAM = """
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) attributes {nvvm.kernel} {
  %one = llvm.mlir.constant(1 : i32) : i32
  %m = llvm.mlir.constant(15 : i32) : i32
  %z8 = llvm.mlir.constant(0 : i8) : i8
  %len = llvm.mlir.constant(64 : i64) : i64
  %a = llvm.alloca %one x !llvm.array<16 x i32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %b = llvm.alloca %one x !llvm.array<16 x i32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %c = llvm.alloca %one x !llvm.array<16 x i32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %p1 = llvm.getelementptr %in[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %p2 = llvm.getelementptr %in[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %p3 = llvm.getelementptr %in[3] : (!llvm.ptr) -> !llvm.ptr, i32
  %w0 = llvm.load %in : !llvm.ptr -> i32
  %w1 = llvm.load %p1 : !llvm.ptr -> i32
  %v0 = llvm.load %p2 : !llvm.ptr -> i32
  %v1 = llvm.load %p3 : !llvm.ptr -> i32
  %i0 = llvm.and %w0, %m : i32
  %i1 = llvm.and %w1, %m : i32
  llvm.intr.lifetime.start %a : !llvm.ptr
  "llvm.intr.memset"(%a, %z8, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %a0 = llvm.getelementptr %a[%i0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %v0, %a0 : i32, !llvm.ptr
  llvm.intr.lifetime.start %c : !llvm.ptr
  "llvm.intr.memset"(%c, %z8, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %c1 = llvm.getelementptr %c[%i1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %v1, %c1 : i32, !llvm.ptr
  %a1 = llvm.getelementptr %a[%i1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %x = llvm.load %a1 : !llvm.ptr -> i32
  %c0 = llvm.getelementptr %c[%i0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %y = llvm.load %c0 : !llvm.ptr -> i32
  llvm.intr.lifetime.end %a : !llvm.ptr
  llvm.intr.lifetime.start %b : !llvm.ptr
  "llvm.intr.memset"(%b, %z8, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %b0 = llvm.getelementptr %b[%i0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v2 = llvm.add %v1, %v0 : i32
  llvm.store %v2, %b0 : i32, !llvm.ptr
  %b1 = llvm.getelementptr %b[%i1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %zz = llvm.load %b1 : !llvm.ptr -> i32
  llvm.intr.lifetime.end %b : !llvm.ptr
  %w = llvm.load %c1 : !llvm.ptr -> i32
  %u = llvm.load %c0 : !llvm.ptr -> i32
  llvm.intr.lifetime.end %c : !llvm.ptr
  %o1 = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %o2 = llvm.getelementptr %out[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %o3 = llvm.getelementptr %out[3] : (!llvm.ptr) -> !llvm.ptr, i32
  %o4 = llvm.getelementptr %out[4] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %x, %out : i32, !llvm.ptr
  llvm.store %y, %o1 : i32, !llvm.ptr
  llvm.store %zz, %o2 : i32, !llvm.ptr
  llvm.store %w, %o3 : i32, !llvm.ptr
  llvm.store %u, %o4 : i32, !llvm.ptr
  llvm.return
}
"""

# Index pairs: equal and different.
INPUTS = [[3, 3, 11, 5], [2, 9, 7, -4]]


def _allocas(module) -> int:
    return sum(isinstance(op, llvm.AllocaOp) for op in module.walk())


def _runs(before, after) -> tuple[list, list]:
    expected, actual = [], []
    for words in INPUTS:
        e, a = run_kernels([before, after], "f", word_args(words, 4 * 5))
        assert isinstance(e, list), e
        expected.append(e)
        actual.append(a)
    return expected, actual


def test_disjoint_slots_share_and_compute_the_same():
    before = parse_mlir(PROGRAM)
    after = optimised(before)
    assert _allocas(before) == 3 and _allocas(after) == 2, str(after)
    expected, actual = _runs(before, after)
    assert actual == expected, str(after)


def test_ignoring_the_ranges_would_change_the_result(monkeypatch):
    monkeypatch.setattr(llvm_stack_coloring._Slot, "overlaps", lambda self, other: False)
    before = parse_mlir(PROGRAM)
    wrong = optimised(before)
    assert _allocas(wrong) == 1
    expected, actual = _runs(before, wrong)
    assert actual != expected
