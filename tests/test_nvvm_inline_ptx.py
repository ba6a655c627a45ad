"""Selection of `nvvm.inline_ptx` (nvvm_xdsl/backend/isel_nvvm_inline_ptx.py).

The op becomes the `llvm.inline_asm` MLIR's PTX builder makes of it (checked against the
lowering NVVMOps.td's description of the op shows), which is selected like any inline asm. The
kernels are assembled by ptxas, and the same `llvm.inline_asm` written as LLVM IR and compiled by
LLVM 22 must give the same instruction (operands traced to the kernel parameters they come from).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from nvvm_xdsl.backend.isel_nvvm_inline_ptx import inline_asm_for
from nvvm_xdsl.dialects.nvvm_inline_ptx import InlinePtxOp
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.mlir_to_llvm_ir import universe_context
from tests.nvvm_isel_cases import compile_mlir, instruction, needs_ptxas
from tests.test_examples import parse_mlir

KERNEL = """
llvm.func @k(%out : !llvm.ptr<1>, %x : f32, %bar : !llvm.ptr<3>, %n : i32, %p : i1, %a : i32, %b : i32) attributes {nvvm.kernel} {
  %0 = nvvm.inline_ptx "ex2.approx.ftz.f32 $0, $1;" ro(%x : f32) -> f32
  llvm.store %0, %out : f32, !llvm.ptr<1>
  nvvm.inline_ptx "mbarrier.init.shared.b64 [$0], $1;" ro(%bar, %n : !llvm.ptr<3>, i32), predicate = %p
  %c = llvm.mlir.constant(7 : i32) : i32
  %1, %2 = nvvm.inline_ptx "add.s32 $0, $2, $3; sub.s32 $1, $2, %4;" ro(%a, %b, %c : i32, i32, i32) -> i32, i32
  llvm.store %1, %out : i32, !llvm.ptr<1>
  llvm.store %2, %out : i32, !llvm.ptr<1>
  llvm.return
}
"""

# The same kernel with the inline asm MLIR's builder makes of each op, as LLVM IR.
LLVM_KERNEL = """
define ptx_kernel void @k(ptr addrspace(1) %out, float %x, ptr addrspace(3) %bar, i32 %n, i1 %p, i32 %a, i32 %b) {
  %r = call float asm sideeffect "ex2.approx.ftz.f32 $0, $1;", "=f,f"(float %x)
  store float %r, ptr addrspace(1) %out
  call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) %bar, i32 %n, i1 %p)
  %s = call {i32, i32} asm sideeffect "add.s32 $0, $2, $3; sub.s32 $1, $2, $4;", "=r,=r,r,r,n"(i32 %a, i32 %b, i32 7)
  %s0 = extractvalue {i32, i32} %s, 0
  %s1 = extractvalue {i32, i32} %s, 1
  store i32 %s0, ptr addrspace(1) %out
  store i32 %s1, ptr addrspace(1) %out
  ret void
}
"""


def compile_ours(source: str, sm: str = "80") -> str:
    return compile_mlir(source, sm)


@dataclass(frozen=True)
class AsmForm:
    text: str
    constraints: str


def _asm_forms(source: str) -> list[AsmForm]:
    module = parse_mlir(source, universe_context())
    forms = []
    for op in module.walk():
        if isinstance(op, InlinePtxOp):
            asm = inline_asm_for(op)
            forms.append(AsmForm(asm.asm_string.data, asm.constraints.data))
            asm.drop_all_references()
    return forms


def test_lowers_as_mlirs_ptx_builder():
    """NVVMOps.td's examples: `"=f,f"` for a result and an input, `"l,r,b"` and `@$2 ` in
    front of the text for a predicated op, `n` for an `llvm.mlir.constant` operand."""
    forms = _asm_forms(
        """
        llvm.func @f(%input : f32, %barrier_gen : !llvm.ptr, %count : i32, %pred : i1) {
          %0 = nvvm.inline_ptx "ex2.approx.ftz.f32 $0, $1;" ro(%input : f32) -> f32
          nvvm.inline_ptx "mbarrier.init.b64 [$0], $1;" ro(%barrier_gen, %count : !llvm.ptr, i32)
          nvvm.inline_ptx "mbarrier.init.b64 [$0], $1;" ro(%barrier_gen, %count : !llvm.ptr, i32), predicate = %pred
          %c = llvm.mlir.constant(3 : i32) : i32
          %1 = nvvm.inline_ptx "add.s32 $0, $1, %2;" ro(%count, %c : i32, i32) -> i32
          llvm.return
        }
        """
    )
    assert forms == [
        AsmForm("ex2.approx.ftz.f32 $0, $1;", "=f,f"),
        AsmForm("mbarrier.init.b64 [$0], $1;", "l,r"),
        AsmForm("@$2 mbarrier.init.b64 [$0], $1;", "l,r,b"),
        AsmForm("add.s32 $0, $1, $2;", "=r,r,n"),
    ]


@needs_ptxas
def test_assembles():
    ptx_text = compile_ours(KERNEL)
    assert "@%p1 mbarrier.init.shared.b64" in ptx_text
    cuda_tools.ptxas(ptx_text, arch="sm_80").check()


_COPY = re.compile(r"(?:mov\.b32|cvt\.u32\.u64)\s+(%r\d+),\s*(%(?:f|rd)\d+);")


def _copies_as_originals(ptx_text: str) -> str:
    """Our PTX with a register copied into the asm's class (`mov.b32 %r, %f` for an `f`
    operand, `cvt.u32.u64` for a 32-bit shared address) named as the register it copies."""
    for copy, original in _COPY.findall(ptx_text):
        ptx_text = re.sub(rf"{re.escape(copy)}\b", original, ptx_text)
    # Our inline asm sits in a `{ }` scope of its own (LLVM's does not).
    return re.sub(r"(// begin inline asm\n)\s*\{\n(.*?)\n\s*\}\n", r"\1\2\n", ptx_text, flags=re.S)


@pytest.mark.parametrize("opcode", ["ex2.approx.ftz.f32", "@", "add.s32", "sub.s32"])
def test_matches_llvm(opcode: str):
    llvm_oracle = pytest.importorskip("nvvm_xdsl_testing.llvm_oracle")
    pytest.importorskip("llvmlite")
    theirs = instruction(llvm_oracle.llvm_ptx(LLVM_KERNEL, sm=80, ptx_version="7.0", isolated=True), opcode)
    ours = instruction(_copies_as_originals(compile_ours(KERNEL)), opcode)
    assert ours == theirs


def test_read_write_operands_are_a_located_error():
    source = """
    llvm.func @k(%a : i32) attributes {nvvm.kernel} {
      nvvm.inline_ptx "nanosleep.u32 $0;" rw(%a : i32)
      llvm.return
    }
    """
    with pytest.raises(Exception) as info:
        compile_ours(source)
    assert "nvvm.inline_ptx" in str(info.value) and "read-write" in str(info.value)


def test_operand_without_a_register_class_is_a_located_error():
    source = """
    llvm.func @k(%a : vector<2xf16>) attributes {nvvm.kernel} {
      %0 = nvvm.inline_ptx "mov.b32 $0, $1;" ro(%a : vector<2xf16>) -> i32
      llvm.return
    }
    """
    with pytest.raises(Exception) as info:
        compile_ours(source)
    assert "'nvvm.inline_ptx': no PTX register holds an operand of type vector<2xf16>" in str(info.value)
