"""The PTX parameter ABI (seed 002): register classes of LLVM types, `.param` declarations of
kernel and device-function parameters, call-site params and return values.

All sizes, alignments and offsets come from `nvvm_xdsl.datalayout`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerType,
    VectorType,
)
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.dialects.ptx import SCALAR, ParamAttr
from nvvm_xdsl.dialects.ptx.declarations import MAX_PARAM_ALIGNMENT
from nvvm_xdsl.kernel_abi import LARGE_PARAM_SPACE_BYTES

RETVAL_NAME = "func_retval0"


class UnsupportedType(ValueError):
    """An LLVM type the PTX backend has no registers for (reported against the op using it)."""


def reg_class(t: Attribute) -> str:
    """The PTX register class holding a scalar of type `t` (i8 lives in 16-bit registers)."""
    if isinstance(t, IntegerType):
        width = t.width.data
        if width == 1:
            return "pred"
        if width in (8, 16):
            return "b16"
        if width == 32:
            return "b32"
        if width == 64:
            return "b64"
        raise UnsupportedType(f"i{width} is not supported by the PTX backend")
    if isinstance(t, Float16Type | BFloat16Type):
        return "b16"
    if isinstance(t, Float32Type):
        return "f32"
    if isinstance(t, Float64Type):
        return "f64"
    if isinstance(t, LLVMPointerType):
        return pointer_class(AS.address_space_of(t))
    raise UnsupportedType(f"type {t} is not supported by the PTX backend")


def pointer_class(space: int) -> str:
    """The register class of a pointer into `space`: a 32-bit shared-memory pointer (the
    DataLayout's `p3:32:32`, the default) lives in a `.b32` register, as LLVM's with
    `--nvptx-short-ptr`; every other pointer in a `.b64` one (tensor-memory pointers too: the
    tcgen05 selectors narrow them where an instruction takes 32 bits)."""
    return "b32" if space == AS.SHARED and DL.space_pointer_size(space) == 4 else "b64"


def is_scalar(t: Attribute) -> bool:
    try:
        reg_class(t)
    except UnsupportedType:
        return False
    return True


def mem_type(t: Attribute) -> str:
    """The ld/st type suffix for a scalar of type `t` in memory (i1 is stored as a byte)."""
    if isinstance(t, IntegerType):
        width = t.width.data
        return "b8" if width in (1, 8) else f"b{width}"
    if isinstance(t, Float32Type):
        return "f32"
    if isinstance(t, Float64Type):
        return "f64"
    if isinstance(t, Float16Type | BFloat16Type):
        return "b16"
    if isinstance(t, LLVMPointerType):
        return pointer_class(AS.address_space_of(t))
    raise UnsupportedType(f"type {t} is not supported by the PTX backend")


def leaves(t: Attribute) -> tuple[DL.ScalarLeaf, ...]:
    """Scalar leaves of `t` (a scalar is its own leaf, a vector one per element); every leaf
    must fit a register."""
    result: list[DL.ScalarLeaf] = []
    for leaf in DL.flatten(t):
        if _is_i128(leaf.type):
            result.extend(_i128_halves(leaf))
        elif isinstance(leaf.type, VectorType):
            elem = leaf.type.get_element_type()
            step = DL.alloc_size(elem)
            count = 1
            for dim in leaf.type.get_shape():
                count *= dim
            if count * step > LARGE_PARAM_SPACE_BYTES:
                # One register per element: a 2^31-element vector would never finish (fuzz
                # seed 57 of the .ll corpus, mutant 985); no parameter space holds it anyway.
                raise UnsupportedType(
                    f"type {leaf.type} ({count * step} bytes) is larger than any PTX parameter space ({LARGE_PARAM_SPACE_BYTES} bytes)"
                )
            for i in range(count):
                lane = DL.ScalarLeaf(leaf.offset + i * step, elem, (*leaf.path, i))
                # A lane of i128s (CuTe loads a cluster-launch-control response as vector<1xi128>)
                # is two leaves, as a scalar one.
                result.extend(_i128_halves(lane) if _is_i128(elem) else (lane,))
        else:
            result.append(leaf)
    for leaf in result:
        reg_class(leaf.type)
    return tuple(result)


def _is_i128(t: Attribute) -> bool:
    return isinstance(t, IntegerType) and t.width.data == 128


def _i128_halves(leaf: DL.ScalarLeaf) -> tuple[DL.ScalarLeaf, ...]:
    """i128 travels (params, loads, stores) as two 64-bit halves, low half first."""
    half = IntegerType(64)
    return tuple(DL.ScalarLeaf(leaf.offset + 8 * i, half, (*leaf.path, i)) for i in range(2))


def lane_leaves(vector: Attribute) -> int:
    """How many leaves one lane of a vector type is (2 for i128 lanes, else 1)."""
    return len(leaves(vector.get_element_type())) if isinstance(vector, VectorType) else 1


def passed_as_array(t: Attribute) -> bool:
    """Aggregates, vectors, 128-bit scalars and half types travel as `.b8` arrays."""
    if DL.is_aggregate(t):
        return True
    if isinstance(t, Float16Type | BFloat16Type):
        return True
    if isinstance(t, IntegerType) and t.width.data > 64:
        return True
    return not isinstance(t, IntegerType | Float32Type | Float64Type | LLVMPointerType)


def _type_param_align(t: Attribute) -> int:
    # A type's ABI alignment above what a .param allows is capped there, as llc-22 does (a
    # struct of a 256-byte vector is `.param .align 128`); an explicit llvm.align is not.
    return min(DL.abi_align(t), MAX_PARAM_ALIGNMENT)


def array_param(name: str, t: Attribute, align: int | None = None) -> ParamAttr:
    return ParamAttr("b8", name, align or _type_param_align(t), DL.alloc_size(t))


def promoted_bits(t: Attribute) -> int:
    bits = DL.size_in_bits(t)
    return 32 if bits <= 32 else 64


def kernel_param(name: str, t: Attribute, align: int | None) -> ParamAttr:
    """A kernel's scalar `.param`: no promotion; pointers carry `.ptr`, their space and align."""
    if isinstance(t, LLVMPointerType):
        space = AS.STATE_SPACE.get(AS.address_space_of(t), "")
        type_name = "u32" if reg_class(t) == "b32" else "u64"
        return ParamAttr(type_name, name, align or 1, SCALAR, space if space in ("global", "shared", "const", "local") else "generic")
    if passed_as_array(t):
        return array_param(name, t)
    if isinstance(t, Float32Type):
        return ParamAttr("f32", name)
    if isinstance(t, Float64Type):
        return ParamAttr("f64", name)
    assert isinstance(t, IntegerType)
    return ParamAttr(f"u{max(t.width.data, 8)}", name)


def device_param(name: str, t: Attribute) -> ParamAttr:
    """A device function's scalar `.param`: promoted to .b32/.b64."""
    if passed_as_array(t):
        return array_param(name, t)
    return ParamAttr(f"b{promoted_bits(t)}", name)


def byval_param(name: str, t: Attribute, align: int | None) -> ParamAttr:
    return ParamAttr("b8", name, max(align or 1, _type_param_align(t)), DL.alloc_size(t))


def return_param(name: str, t: Attribute) -> ParamAttr:
    return device_param(name, t)


def param_footprint(param: ParamAttr) -> tuple[int, int]:
    """(size, alignment) of one `.param` in the parameter space: a scalar is aligned to its
    size (a `.ptr`'s `.align` is the pointee's, not the parameter's); an array to its `.align`."""
    if not param.is_array:
        size = int(param.type_name.data[1:]) // 8
        return size, size
    return max(param.size.data, 0), param.align.data or 1


def param_space_layout(params: list[ParamAttr]) -> tuple[list[int], int]:
    """Offsets of `params` laid out in order, each at its alignment, and the total bytes (the
    end of the last one: ptxas adds no tail padding, checked against its limit errors)."""
    offsets: list[int] = []
    end = 0
    for param in params:
        size, align = param_footprint(param)
        start = -(-end // align) * align
        offsets.append(start)
        end = start + size
    return offsets, end
