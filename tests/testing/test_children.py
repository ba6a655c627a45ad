"""The oracles' child processes (nvvm_xdsl_testing/children.py), forked from one fork server: what
a child sets for its whole process stays in it, and a child that dies is reported, not fatal."""

from __future__ import annotations

import pytest

pytest.importorskip("llvmlite")

from nvvm_xdsl_testing.exec_check import word_args  # noqa: E402
from nvvm_xdsl_testing.host_exec import run_kernels  # noqa: E402
from nvvm_xdsl_testing.llvm_oracle import LLVMCrash, llvm_ptx  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir  # noqa: E402

SHARED_STORE = """
define ptx_kernel void @k(ptr addrspace(3) %p, i32 %v) {
  store i32 %v, ptr addrspace(3) %p
  ret void
}
"""


def _shared_param(ptx: str) -> str:
    return next(line.strip() for line in ptx.splitlines() if "k_param_0" in line and ".param" in line)


def test_short_pointers_stay_in_their_child():
    """`--nvptx-short-ptr` is an LLVM option of the whole process: set in one child, a later
    child (and this process) compiles with 64-bit shared pointers again."""
    assert _shared_param(llvm_ptx(SHARED_STORE, short_pointers=True)).startswith(".param .u32 .ptr .shared")
    isolated = llvm_ptx(SHARED_STORE, isolated=True)
    assert _shared_param(isolated).startswith(".param .u64 .ptr .shared")
    assert isolated == llvm_ptx(SHARED_STORE)


def test_llvm_error_in_the_child_is_an_llvm_crash_with_its_message():
    with pytest.raises(LLVMCrash, match=r"(?s)LLVM failed \(exit 1\).*LLVM IR parsing error"):
        llvm_ptx("define void @f( {", isolated=True)


def test_kernel_that_crashes_is_reported():
    store = """
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {
  %c = llvm.mlir.constant(7 : i32) : i32
  llvm.store %c, %ADDRESS : i32, !llvm.ptr
  llvm.return
}
"""
    wild = store.replace("%ADDRESS", "%z").replace("{\n", "{\n  %z = llvm.mlir.zero : !llvm.ptr\n", 1)
    args = word_args([0, 0], 8)
    (fine,) = run_kernels([parse_mlir(store.replace("%ADDRESS", "%out"))], "f", args)
    assert fine == [bytes(8), bytes([7, 0, 0, 0, 0, 0, 0, 0])]
    (crashed,) = run_kernels([parse_mlir(wild)], "f", args)
    assert isinstance(crashed, str) and crashed.startswith("crashed"), crashed
