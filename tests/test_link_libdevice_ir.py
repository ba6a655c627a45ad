"""link-libdevice-ir: libdevice linked as llvm.func bodies before the middle end.

lower-to-ptx's middle end runs it before llvm-inline (tests/test_link_libdevice_ir_exec.py
checks sinf/cosf through it by execution on the host); these tests check that every libdevice
function MLIR's math-to-nvvm calls still compiles and assembles through the default pipeline,
which functions the early route takes, and the reflect answers."""

from __future__ import annotations

import pytest

from nvvm_xdsl.transforms.link_libdevice import LibdeviceError, ReflectSettings, find_libdevice
from nvvm_xdsl.transforms.link_libdevice_ir import LinkLibdeviceIRPass, resolve_reflect
from nvvm_xdsl.transforms.llvm_inline import LLVMInlinePass
from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.libdevice_kernels import MATH_TO_NVVM_FUNCTIONS, elementwise_module
from nvvm_xdsl_testing.ptx_compile import compile_to_ptx

pytest.importorskip("llvmlite", reason="llvmlite (the libdevice extra) is not installed")
if find_libdevice() is None:
    pytest.skip("no libdevice.10.bc installed (the libdevice extra)", allow_module_level=True)
if not cuda_tools.has_tool("ptxas"):
    pytest.skip("ptxas not installed", allow_module_level=True)


def _early_pipeline(**options: object) -> tuple:
    passes = LowerToPTXPass(**options).passes()
    # The default pipeline: libdevice comes as IR before llvm-inline.
    at = next(i for i, p in enumerate(passes) if isinstance(p, LLVMInlinePass))
    assert isinstance(passes[at - 1], LinkLibdeviceIRPass)
    return passes


def test_resolve_reflect_answers_each_query() -> None:
    text = (
        '@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\\00"\n'
        '@.s2 = private unnamed_addr constant [12 x i8] c"__CUDA_ARCH\\00"\n'
        "  %1 = call i32 @__nvvm_reflect(ptr @.str) #3\n"
        "  %2 = tail call i32 @__nvvm_reflect(ptr @.s2)\n"
    )
    resolved = resolve_reflect(text, ReflectSettings(90, True, True, False))
    assert "%1 = add i32 0, 1\n" in resolved
    assert "%2 = add i32 0, 900\n" in resolved
    assert "%1 = add i32 0, 0\n" in resolve_reflect(text, ReflectSettings(90, False, True, True))
    with pytest.raises(LibdeviceError):
        resolve_reflect("  %1 = call i32 @__nvvm_reflect(ptr @.nowhere)\n", ReflectSettings(90, False, True, True))


@pytest.mark.parametrize("ftz", [False, True])
def test_every_math_to_nvvm_function_assembles(ftz: bool) -> None:
    ptx = compile_to_ptx(elementwise_module(MATH_TO_NVVM_FUNCTIONS), *_early_pipeline(ftz=ftz, sm=80))
    cuda_tools.ptxas(ptx, "sm_80").check()


def test_sinf_is_inlined() -> None:
    """__nv_sinf (whose f32 path is all one-instruction intrinsics the backend selects) is no
    `.func` any more: its body is in the kernel."""
    names = [f for f in MATH_TO_NVVM_FUNCTIONS if f.name == "__nv_sinf"]
    ptx = compile_to_ptx(elementwise_module(names), *_early_pipeline(sm=80))
    assert ".func" not in ptx and "call.uni" not in ptx
    cuda_tools.ptxas(ptx, "sm_80").check()
