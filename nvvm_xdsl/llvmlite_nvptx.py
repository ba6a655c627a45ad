"""LLVM's NVPTX target through llvmlite, as far as the package itself needs it: `link-libdevice`
compiles libdevice's bitcode with it at run time (the optional `[libdevice]` extra), and the
test oracles (`nvvm_xdsl_testing/`) build on the same target machine and type spelling.

llvmlite is imported by `llvm_binding()` only, never at module import.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    Float80Type,
    Float128Type,
    IntAttr,
    IntegerType,
    VectorType,
)
from xdsl.dialects.llvm import (
    LLVMArrayType,
    LLVMFunctionType,
    LLVMPointerType,
    LLVMStructType,
    LLVMVoidType,
)
from xdsl.ir import Attribute

from nvvm_xdsl.dialects.llvm_ext.packed_struct import is_packed
from nvvm_xdsl.target import DEFAULT_PTX_VERSION, DEFAULT_SM, ptx_version_text

NVPTX_TRIPLE = "nvptx64-nvidia-cuda"
DEFAULT_PTX_VERSION_TEXT = ptx_version_text(DEFAULT_PTX_VERSION)


@cache
def llvm_binding() -> Any:
    """llvmlite's LLVM binding with the NVPTX target registered; ImportError where the extra
    is not installed."""
    import llvmlite.binding as llvm

    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    return llvm


@cache
def target_machine(sm: int | str = DEFAULT_SM, ptx_version: str = DEFAULT_PTX_VERSION_TEXT, opt: int = 2) -> Any:
    llvm = llvm_binding()
    features = "+ptx" + ptx_version.replace(".", "")
    target = llvm.Target.from_triple(NVPTX_TRIPLE)
    return target.create_target_machine(cpu=f"sm_{sm}", features=features, opt=opt)


def optimize(module: Any, level: int, sm: int | str = DEFAULT_SM, ptx_version: str = DEFAULT_PTX_VERSION_TEXT) -> None:
    """Run LLVM's default `-O<level>` module pipeline in place."""
    llvm = llvm_binding()
    tuning = llvm.create_pipeline_tuning_options(speed_level=level)
    builder = llvm.create_pass_builder(target_machine(sm, ptx_version), tuning)
    builder.getModulePassManager().run(module, builder)


# ---------------------------------------------------------------------------------------------
# LLVM IR spelling of llvm-dialect types
# ---------------------------------------------------------------------------------------------

FLOAT_TYPE_NAMES: dict[type[Attribute], str] = {
    Float16Type: "half",
    BFloat16Type: "bfloat",
    Float32Type: "float",
    Float64Type: "double",
    Float80Type: "x86_fp80",
    Float128Type: "fp128",
}


def address_space(t: Attribute) -> int:
    assert isinstance(t, LLVMPointerType)
    return t.addr_space.data if isinstance(t.addr_space, IntAttr) else 0


def llvm_type(t: Attribute) -> str:
    """LLVM IR spelling of an llvm-dialect type (named structs are spelled as literal bodies)."""
    if isinstance(t, IntegerType):
        return f"i{t.width.data}"
    if (name := FLOAT_TYPE_NAMES.get(type(t))) is not None:
        return name
    if isinstance(t, LLVMPointerType):
        space = address_space(t)
        return "ptr" if space == 0 else f"ptr addrspace({space})"
    if isinstance(t, LLVMStructType):
        body = "{ " + ", ".join(llvm_type(f) for f in t.types.data) + " }" if t.types.data else "{}"
        return f"<{body}>" if is_packed(t) else body
    if isinstance(t, LLVMArrayType):
        return f"[{t.size.data} x {llvm_type(t.type)}]"
    if isinstance(t, VectorType):
        shape = t.get_shape()
        if len(shape) != 1 or t.get_num_scalable_dims():
            raise NotImplementedError(f"vector type {t} has no LLVM IR spelling here")
        return f"<{shape[0]} x {llvm_type(t.get_element_type())}>"
    if isinstance(t, LLVMVoidType):
        return "void"
    if isinstance(t, LLVMFunctionType):
        return function_type_text(t)
    raise NotImplementedError(f"type {t} has no LLVM IR spelling here")


def function_type_text(t: LLVMFunctionType) -> str:
    params = [llvm_type(p) for p in t.inputs.data]
    if t.is_variadic:
        params.append("...")
    return f"{llvm_type(t.output)} ({', '.join(params)})"
