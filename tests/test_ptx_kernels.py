"""The PTX backend on the kernel suite (tests/kernels): every `.entry`/`.func` declaration has
the parameter kinds, types, sizes and alignments of LLVM 22's NVPTX output (llvmlite) for the
same kernel (nvcc's for the variadic one), and ptxas accepts our PTX."""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.passes import ModulePass

from nvvm_xdsl.transforms.convert_llvm_to_ptx import ConvertLLVMToPTXPass
from nvvm_xdsl.transforms.lower_varargs import LowerVarargsPass
from nvvm_xdsl.transforms.printf_lowering import PrintfLoweringPass
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.mlir_to_llvm_ir import make_context, parse_mlir
from nvvm_xdsl_testing.ptx_compile import compile_to_ptx
from nvvm_xdsl_testing.ptx_parse import PtxFunction, PtxParam, parse_ptx

KERNELS = Path(__file__).parent / "kernels"
LLVM_ORACLE_KERNELS = [
    "arith",
    "loop",
    "swap",
    "device_call",
    "aggregate_return",
    "printf",
    "byval",
    "atomics",
    "shared",
    "matmul",
    "memref_add",
]

needs_ptxas = pytest.mark.skipif(not cuda_tools.has_tool("ptxas"), reason="ptxas not installed")


def compile_ours(name: str, passes: list[ModulePass] | None = None) -> str:
    return compile_to_ptx((KERNELS / f"{name}.mlir").read_text(), *(passes or ()), verify=True)


def shape(param: PtxParam) -> tuple[object, ...]:
    """What the ABI fixes about a param (the name aside)."""
    return (param.kind, param.type, param.align, param.ptr_space, param.array_size)


def signature(fn: PtxFunction) -> tuple[object, ...]:
    return (fn.kind, [shape(p) for p in fn.returns], [shape(p) for p in fn.params])


@pytest.mark.parametrize("name", LLVM_ORACLE_KERNELS)
def test_declarations_match_llvm(name: str):
    llvmlite = pytest.importorskip("llvmlite")
    del llvmlite
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx
    from nvvm_xdsl_testing.mlir_to_llvm_ir import mlir_to_llvm_ir

    ours = parse_ptx(compile_ours(name))
    ctx = make_context()
    source = parse_mlir((KERNELS / f"{name}.mlir").read_text(), ctx)
    # printf is lowered by the front end (clang) in LLVM's flow: give LLVM the vprintf form.
    PrintfLoweringPass().apply(ctx, source)
    reference = parse_ptx(llvm_ptx(mlir_to_llvm_ir(str(source))))
    assert ours.functions, "no functions emitted"
    for fname, fn in ours.functions.items():
        assert fname in reference.functions, f"{fname} missing from LLVM's output"
        assert signature(fn) == signature(reference.functions[fname]), fname
        assert fn.directives == reference.functions[fname].directives, fname
    # Every function LLVM defines, we define too.
    for fname, fn in reference.functions.items():
        if fn.is_definition:
            assert ours.functions[fname].is_definition, fname


@needs_ptxas
@pytest.mark.parametrize("name", LLVM_ORACLE_KERNELS)
def test_ptxas_accepts(name: str):
    cuda_tools.ptxas(compile_ours(name)).check()


VARARGS_CUDA = r"""
#include <cstdarg>
extern "C" __device__ __noinline__ long long sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int a = va_arg(ap, int);
  long long b = va_arg(ap, long long);
  va_end(ap);
  return a + b;
}
extern "C" __global__ void call_sum(long long *out, int x, long long y, double d) {
  *out = sum(4, x, y, d, out);
}
"""


@pytest.mark.skipif(not cuda_tools.has_tool("nvcc"), reason="nvcc not installed")
def test_varargs_match_nvcc():
    ours_text = compile_ours("varargs", [LowerVarargsPass(), ConvertLLVMToPTXPass()])
    ours = parse_ptx(ours_text)
    reference = parse_ptx(cuda_tools.nvcc_ptx(VARARGS_CUDA))
    for fname in ("sum", "call_sum"):
        ref = reference.functions[fname]
        got = ours.functions[fname]
        # nvcc declares kernel pointers without `.ptr`; compare sizes/kinds/alignments.
        assert [(p.kind, p.size, p.array_size, p.align if p.kind == "array" else None) for p in got.params] == [
            (p.kind, p.size, p.array_size, p.align if p.kind == "array" else None) for p in ref.params
        ], fname
        assert [(p.kind, p.size) for p in got.returns] == [(p.kind, p.size) for p in ref.returns]
    # The caller's packed array: declared with the size of the packed arguments.
    assert ".param .align 8 .b8 param1[32];" in ours_text
    if cuda_tools.has_tool("ptxas"):
        cuda_tools.ptxas(ours_text).check()
