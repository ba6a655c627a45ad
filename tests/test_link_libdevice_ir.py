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


def _libdevice_intrinsics() -> list[tuple[str, str, str]]:
    """(name, result type, parameter types) of every `llvm.nvvm.*` libdevice declares, as LLVM
    reads (and auto-upgrades) it."""
    import re

    from nvvm_xdsl.llvmlite_nvptx import llvm_binding

    path = find_libdevice()
    assert path is not None
    text = str(llvm_binding().parse_bitcode(path.read_bytes()))
    return sorted({(n, r, p) for r, n, p in re.findall(r"^declare (\S+) @(llvm\.nvvm\.[\w.]+)\(([^)]*)\)", text, re.M)})


def _instructions(ptx: str) -> dict[str, list[str]]:
    """Per kernel, the opcodes between the parameter loads and the store of the result; the
    width suffix only by its size (LLVM prints `.b64` where we print `.f64`)."""
    import re

    kernels: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in ptx.splitlines():
        if (entry := re.match(r"\.visible \.entry (\w+)\(", line)) is not None:
            current = kernels.setdefault(entry.group(1), [])
        elif line.startswith("}"):
            current = None
        elif current is not None:
            # LLVM's `{ .reg .b32 tmp; mov.b64 {tmp, %r1}, %rd2; }` is one instruction.
            text = line.strip().removeprefix("{ .reg .b32 tmp;").strip()
            if not text or text.startswith(("//", ".reg", ".param", "{", "}", ")", "ld.param", "st.global", "ret")):
                continue
            current.append(re.sub(r"\.[bfsu](16|32|64)$", r".x\1", text.split()[0]))
    return kernels


def test_every_libdevice_intrinsic_selected_as_llvm() -> None:
    """Every NVVM intrinsic libdevice's functions call is selected, to the instructions LLVM's
    NVPTX backend gives for a kernel calling it: no libdevice function is left to the late
    route for want of one (`__nv_sin` calls `d2i.hi`, `lohi.i2d`, `trunc.d`)."""
    from nvvm_xdsl_testing.ll_abi import compile_ll
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx

    lines = ['target triple = "nvptx64-nvidia-cuda"']
    for name, result, params in _libdevice_intrinsics():
        types = [t.strip() for t in params.split(",") if t.strip()]
        args = ", ".join(f"{t} %a{i}" for i, t in enumerate(types))
        lines += [
            f"declare {result} @{name}({params})",
            f"define ptx_kernel void @k_{name[10:].replace('.', '_')}(ptr addrspace(1) %out, {args}) {{",
            f"  %r = call {result} @{name}({args})",
            f"  store {result} %r, ptr addrspace(1) %out, align 8",
            "  ret void",
            "}",
        ]
    ll = "\n".join(lines) + "\n"
    ours = compile_ll(ll.encode(), "libdevice_intrinsics.ll", "sm_80")
    cuda_tools.ptxas(ours, "sm_80").check()
    theirs = _instructions(llvm_ptx(ll, sm=80))
    assert len(theirs) > 200
    assert {k: v for k, v in _instructions(ours).items() if v != theirs[k]} == {}


def test_f64_math_is_inlined() -> None:
    """The f64 functions (d2i.hi/lo, lohi.i2d, trunc.d in their bodies) come as IR too and are
    inlined; what they call of libdevice's `noinline` helpers stays a `.func`, as in libNVVM's PTX."""
    import re

    ptx = compile_to_ptx(elementwise_module(["__nv_sin", "__nv_pow"]), *_early_pipeline(sm=80))
    assert set(re.findall(r"\.func .*?(\w+)\($", ptx, re.M)) == {
        "__internal_trig_reduction_slowpathd", "__internal_accurate_pow"
    }
    assert "call.uni (retval0), __nv_" not in ptx
    cuda_tools.ptxas(ptx, "sm_80").check()
