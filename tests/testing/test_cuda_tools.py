from __future__ import annotations

import pytest

from nvvm_xdsl_testing.cuda_tools import (
    CudaToolMissing,
    cuobjdump_sass,
    find_tool,
    nvcc_ptx,
    parse_ptxas_verbose,
    ptxas,
)

from .conftest import require_tools

CUDA = r"""
#include <cstdio>
struct Pair { int a; double b; };
__device__ __noinline__ int triple(int x) { return 3 * x; }
extern "C" __global__ void small(int *out) { out[0] = triple(out[1]); }
extern "C" __global__ void with_stack(Pair p, float *out, int n) {
  float local[32];
  for (int i = 0; i < 32; ++i) local[i] = out[(i * n) & 63];
  out[threadIdx.x] = local[n & 31] + p.a + p.b;
  printf("%d\n", p.a);
}
"""


def test_missing_tool_raises_clear_error():
    with pytest.raises(CudaToolMissing, match="no-such-cuda-tool not found"):
        find_tool("no-such-cuda-tool")


def test_nvcc_ptxas_verbose_and_sass_counts():
    require_tools("nvcc", "ptxas", "cuobjdump", "nvdisasm")
    ptx = nvcc_ptx(CUDA, arch="sm_90")
    assert ".visible .entry small(" in ptx
    assert ".visible .entry with_stack(" in ptx
    res = ptxas(ptx, arch="sm_90", extra_args=["-v"]).check()
    assert res.cubin is not None and len(res.cubin) > 0
    small, big = res.functions["small"], res.functions["with_stack"]
    assert small.is_entry and big.is_entry
    assert small.registers is not None and small.registers > 0
    assert small.stack_frame == 0
    # the local array plus the printf buffer live in the stack frame
    assert big.stack_frame >= 32 * 4
    assert big.registers is not None and big.registers >= small.registers
    sass = cuobjdump_sass(res.cubin)
    counts = sass.counts()
    assert set(counts) >= {"small", "with_stack"}
    assert 0 < counts["small"] < counts["with_stack"]
    assert counts["small"] < sass.counts(include_padding=True)["small"]
    assert any(i.startswith("EXIT") for i in sass.instructions["small"])


def test_ptxas_reports_errors():
    require_tools("ptxas")
    bad = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k() { bogus.op; ret; }\n"
    res = ptxas(bad)
    assert not res.ok and res.cubin is None
    assert "bogus" in res.stderr or "syntax" in res.stderr.lower()
    with pytest.raises(AssertionError, match="ptxas failed"):
        res.check()


def test_parse_ptxas_verbose_text():
    text = (
        "ptxas info    : Compiling entry function 'k' for 'sm_90'\n"
        "ptxas info    : Function properties for k\n"
        "    16 bytes stack frame, 4 bytes spill stores, 8 bytes spill loads\n"
        "ptxas info    : Used 12 registers, used 1 barriers, 16 bytes cumulative stack size, 368 bytes cmem[0]\n"
        "ptxas info    : Function properties for helper\n"
        "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
    )
    fns = parse_ptxas_verbose(text)
    k = fns["k"]
    assert (k.registers, k.barriers, k.stack_frame, k.spill_stores, k.spill_loads) == (12, 1, 16, 4, 8)
    assert k.cumulative_stack == 16 and k.cmem == {0: 368} and k.is_entry
    assert not fns["helper"].is_entry and fns["helper"].registers is None


def test_ptx_sass_counts_of_llvm_reference():
    require_tools("ptxas", "cuobjdump", "nvdisasm")
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.cuda_tools import ptx_sass_counts
    from nvvm_xdsl_testing.mlir_to_llvm_ir import mlir_reference_ptx

    one_store = """
    llvm.func @one(%p: !llvm.ptr<1>, %x: i32) attributes {nvvm.kernel} {
      llvm.store %x, %p : i32, !llvm.ptr<1>
      llvm.return
    }
    """
    four_stores = """
    llvm.func @four(%p: !llvm.ptr<1>, %x: i32) attributes {nvvm.kernel} {
      %q1 = llvm.getelementptr %p[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
      %q2 = llvm.getelementptr %p[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
      %q3 = llvm.getelementptr %p[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
      llvm.store volatile %x, %p : i32, !llvm.ptr<1>
      llvm.store volatile %x, %q1 : i32, !llvm.ptr<1>
      llvm.store volatile %x, %q2 : i32, !llvm.ptr<1>
      llvm.store volatile %x, %q3 : i32, !llvm.ptr<1>
      llvm.return
    }
    """
    one = ptx_sass_counts(mlir_reference_ptx(one_store))["one"]
    four = ptx_sass_counts(mlir_reference_ptx(four_stores))["four"]
    assert 0 < one < four


def test_relocatable_accepts_extern_calls():
    require_tools("ptxas")
    ptx = """
.version 8.0
.target sm_90
.address_size 64
.extern .func helper(.param .b32 helper_param_0);
.visible .entry k()
{
	{
	.param .b32 param0;
	st.param.b32 [param0], 7;
	call.uni helper, (param0);
	}
	ret;
}
"""
    whole = ptxas(ptx)
    assert not whole.ok and "helper" in whole.stderr
    assert ptxas(ptx, relocatable=True).ok
