"""The NVPTX64 DataLayout for llvm-dialect types.

The issue names `e-i64:64-i128:128-v16:16-v32:32-n16:32:64`; LLVM 22 (the oracle) adds
`p6:32:32` (32-bit tensor-memory pointers) and `i256:256`, and we follow LLVM 22 so that sizes
agree with the PTX it emits.

This is the only place in the project that knows sizes, alignments and offsets. Its rules are
LLVM's (checked against llvmlite's LLVM in tests/test_datalayout.py):

* integers: the alignment of the smallest specified width that is >= the width
  (i1/i8 -> 1, i16 -> 2, i32 -> 4, i64 -> 8, i128 -> 16, i256 -> 32); wider than 256 bits -> 32;
* floats: natural alignment (f16/bf16 2, f32 4, f64 8, f128 16);
* pointers: 64 bits, 8-byte aligned, except address space 6 (tensor memory): 32 bits, 4-byte aligned,
  and address space 3 (shared memory) under short shared pointers (the default, `p3:32:32` as LLVM's
  layout says with `--nvptx-short-ptr`, which Triton asks for): 32 bits, 4-byte aligned. Which of the
  two layouts is in effect is `shared_pointer_bits` (set by lower-to-ptx/convert-llvm-to-ptx's
  `short-shared-ptr` option for the duration of their run);
* vectors: v16 -> 2 and v32 -> 4 are specified, v64 -> 8 and v128 -> 16 are LLVM defaults,
  any other size is aligned to its store size rounded up to a power of two;
* structs: fields at their aligned offsets, aligned to the largest field, size rounded up;
* arrays: N elements of the element's alloc size, aligned like the element.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache, wraps
from typing import TypeVar

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    Float80Type,
    Float128Type,
    IntegerType,
    StringAttr,
    VectorType,
)
from xdsl.dialects.llvm import (
    GEP_USE_SSA_VAL,
    GEPOp,
    LLVMArrayType,
    LLVMPointerType,
    LLVMStructType,
)
from xdsl.ir import Attribute, Operation, SSAValue

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.address_spaces import address_space_of
from nvvm_xdsl.dialects.llvm_ext.packed_struct import is_packed

DATA_LAYOUT_STRING = "e-p3:32:32-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
"""The default layout: 32-bit shared-memory pointers."""
LONG_SHARED_DATA_LAYOUT_STRING = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
"""With `short-shared-ptr=false`: LLVM 22's NVPTX64 layout without `--nvptx-short-ptr`."""
POINTER_SIZE = 8
_SHORT_POINTER_SPACES = {True: {AS.SHARED: 4, AS.TENSOR: 4}, False: {AS.TENSOR: 4}}
_short_shared: ContextVar[bool] = ContextVar("short_shared_pointers", default=True)


def short_shared_pointers() -> bool:
    """Whether shared-memory (`addrspace(3)`) pointers are 32-bit in the layout in effect."""
    return _short_shared.get()


@contextmanager
def shared_pointer_bits(short: bool) -> Iterator[None]:
    """The layout with 32-bit (`short`) or 64-bit shared pointers, for the code inside."""
    token = _short_shared.set(short)
    try:
        yield
    finally:
        _short_shared.reset(token)


# MLIR's module attribute for the DataLayout the producer stated (`mlir-translate --import-llvm`
# sets it from `target datalayout`; the project's LLVM IR frontend does the same).
MODULE_DATA_LAYOUT_ATTR = "llvm.data_layout"


def stated_short_shared(module: Operation, short: bool) -> bool:
    """The shared-pointer width to compile `module` with: 64-bit where the option says so
    (`short` False); else what the module's stated DataLayout says (clang, libNVVM and llc give
    32-bit shared pointers only with `p3:32`), and the option's 32 bits where it states none."""
    stated = module.attributes.get(MODULE_DATA_LAYOUT_ATTR)
    if not short or not isinstance(stated, StringAttr):
        return short
    return any(spec.split(":")[:2] == ["p3", "32"] for spec in stated.data.split("-"))


def layout_string() -> str:
    """The DataLayout string of the layout in effect."""
    return DATA_LAYOUT_STRING if _short_shared.get() else LONG_SHARED_DATA_LAYOUT_STRING

# (width in bits, ABI alignment in bytes), sorted by width: LLVM's defaults plus NVPTX's i64/i128.
_INTEGER_ALIGNMENTS = ((1, 1), (8, 1), (16, 2), (32, 4), (64, 8), (128, 16), (256, 32))
_VECTOR_ALIGNMENTS = {16: 2, 32: 4, 64: 8, 128: 16}
_FLOAT_BITS: dict[type[Attribute], int] = {
    Float16Type: 16,
    BFloat16Type: 16,
    Float32Type: 32,
    Float64Type: 64,
    Float80Type: 80,
    Float128Type: 128,
}


class UnsupportedTypeError(ValueError):
    """A type with no NVPTX layout (e.g. void, a function type, a scalable vector)."""


def _align_to(value: int, align: int) -> int:
    return (value + align - 1) // align * align


def _power_of_two_ceil(value: int) -> int:
    return 1 << max(value - 1, 0).bit_length()


def pointer_size(t: LLVMPointerType) -> int:
    """Bytes of a pointer (also its alignment) in its address space."""
    return space_pointer_size(address_space_of(t))


def space_pointer_size(space: int) -> int:
    """Bytes of a pointer into address space `space` in the layout in effect."""
    return _SHORT_POINTER_SPACES[_short_shared.get()].get(space, POINTER_SIZE)


_IDENTITY_TABLE_LIMIT = 4096
AttrT = TypeVar("AttrT", bound=Attribute)
ResultT = TypeVar("ResultT")


def _remembered(function: Callable[[AttrT], ResultT]) -> Callable[[AttrT], ResultT]:
    """`functools.cache`, in front of it a table by the argument's identity: the types asked
    about are mostly the same few objects (a parsed module has one per type text), and looking a
    type up in the cache hashes all of it (a Triton accumulator is a 128-field struct) each time.
    An entry keeps its type alive, so no other object can take its identity; the table is
    emptied when it grows past `_IDENTITY_TABLE_LIMIT`, so that a process compiling module after
    module (each parse makes its own type objects) does not keep them all. Each of the two
    layouts (`shared_pointer_bits`) has its own tables."""
    tables: dict[bool, tuple[Callable[[AttrT], ResultT], dict[int, tuple[AttrT, ResultT]]]] = {
        short: (cache(function), {}) for short in (True, False)
    }

    @wraps(function)
    def remembered(t: AttrT) -> ResultT:
        cached, by_identity = tables[_short_shared.get()]
        found = by_identity.get(id(t))
        if found is None:
            if len(by_identity) >= _IDENTITY_TABLE_LIMIT:
                by_identity.clear()
            found = by_identity[id(t)] = (t, cached(t))
        return found[1]

    return remembered


def is_aggregate(t: Attribute) -> bool:
    # By class, remembered: asked of every operand and result by the aggregate passes, and an
    # isinstance test that fails goes through ABCMeta's slow path.
    kind = type(t)
    known = _AGGREGATE_CLASSES.get(kind)
    if known is None:
        known = _AGGREGATE_CLASSES[kind] = issubclass(kind, LLVMStructType | LLVMArrayType)
    return known


_AGGREGATE_CLASSES: dict[type, bool] = {}


@_remembered
def size_in_bits(t: Attribute) -> int:
    """LLVM's getTypeSizeInBits."""
    if isinstance(t, IntegerType):
        return t.width.data
    if (bits := _FLOAT_BITS.get(type(t))) is not None:
        return bits
    if isinstance(t, LLVMPointerType):
        return pointer_size(t) * 8
    if isinstance(t, VectorType):
        if t.get_num_scalable_dims():
            raise UnsupportedTypeError(f"scalable vector {t} has no fixed layout")
        count = 1
        for dim in t.get_shape():
            count *= dim
        return count * size_in_bits(t.get_element_type())
    if isinstance(t, LLVMArrayType):
        return t.size.data * alloc_size(t.type) * 8
    if isinstance(t, LLVMStructType):
        return struct_layout(t).size * 8
    raise UnsupportedTypeError(f"type {t} has no NVPTX data layout")


def store_size(t: Attribute) -> int:
    """Bytes a store of `t` writes (LLVM's getTypeStoreSize)."""
    return (size_in_bits(t) + 7) // 8


def alloc_size(t: Attribute) -> int:
    """Bytes between consecutive `t` in memory (LLVM's getTypeAllocSize)."""
    return _align_to(store_size(t), abi_align(t))


@_remembered
def abi_align(t: Attribute) -> int:
    """LLVM's getABITypeAlign, in bytes. On NVPTX the preferred alignment is the same."""
    if isinstance(t, IntegerType):
        width = t.width.data
        for spec_width, align in _INTEGER_ALIGNMENTS:
            if spec_width >= width:
                return align
        return _INTEGER_ALIGNMENTS[-1][1]
    if (bits := _FLOAT_BITS.get(type(t))) is not None:
        return 16 if bits == 80 else bits // 8
    if isinstance(t, LLVMPointerType):
        return pointer_size(t)
    if isinstance(t, VectorType):
        bits = size_in_bits(t)
        if bits in _VECTOR_ALIGNMENTS:
            return _VECTOR_ALIGNMENTS[bits]
        return _power_of_two_ceil(store_size(t))
    if isinstance(t, LLVMArrayType):
        return abi_align(t.type)
    if isinstance(t, LLVMStructType):
        return struct_layout(t).align
    raise UnsupportedTypeError(f"type {t} has no NVPTX data layout")


@dataclass(frozen=True)
class StructLayout:
    offsets: tuple[int, ...]
    size: int
    align: int


@_remembered
def struct_layout(t: LLVMStructType) -> StructLayout:
    # A packed struct (`!llvm.struct<packed (...)>`) has no padding and alignment 1.
    packed = is_packed(t)
    offset = 0
    align = 1
    offsets: list[int] = []
    for field in t.types.data:
        field_align = 1 if packed else abi_align(field)
        offset = _align_to(offset, field_align)
        offsets.append(offset)
        offset += alloc_size(field)
        align = max(align, field_align)
    return StructLayout(tuple(offsets), _align_to(offset, align), align)


def field_offsets(t: LLVMStructType) -> tuple[int, ...]:
    """Byte offset of every field of a struct."""
    return struct_layout(t).offsets


def element_type(t: Attribute, index: int) -> Attribute:
    """The type one index level inside an aggregate (struct field or array element)."""
    if isinstance(t, LLVMStructType):
        return t.types.data[index]
    if isinstance(t, LLVMArrayType):
        return t.type
    if isinstance(t, VectorType):
        return t.get_element_type()
    raise UnsupportedTypeError(f"cannot index into {t}")


def element_offset(t: Attribute, index: int) -> int:
    """Byte offset of element `index` of an aggregate or vector."""
    if isinstance(t, LLVMStructType):
        return field_offsets(t)[index]
    if isinstance(t, LLVMArrayType):
        return index * alloc_size(t.type)
    if isinstance(t, VectorType):
        return index * alloc_size(t.get_element_type())
    raise UnsupportedTypeError(f"cannot index into {t}")


def path_offset(t: Attribute, path: Sequence[int]) -> tuple[int, Attribute]:
    """Byte offset and type reached by an extractvalue/insertvalue-style index path."""
    offset = 0
    for index in path:
        offset += element_offset(t, index)
        t = element_type(t, index)
    return offset, t


@dataclass(frozen=True)
class ScalarLeaf:
    """A scalar inside an aggregate: where it sits and which index path reaches it."""

    offset: int
    type: Attribute
    path: tuple[int, ...]


# Aggregates split into scalars (values in registers, `.param` arguments, copies) have at most
# this many leaves: a kernel's whole parameter space (32764 bytes) fits, and a mutated array
# count (2^32 elements) is refused instead of being enumerated for hours.
MAX_FLATTENED_LEAVES = 1 << 16


@_remembered
def leaf_count(t: Attribute) -> int:
    """How many scalar leaves `flatten(t)` has, without listing them."""
    if isinstance(t, LLVMStructType):
        return sum(leaf_count(member) for member in t.types.data)
    if isinstance(t, LLVMArrayType):
        return t.size.data * leaf_count(t.type)
    return 1


@_remembered
def flatten(t: Attribute) -> tuple[ScalarLeaf, ...]:
    """The scalar leaves of `t` in DataLayout (memory) order; a scalar is its own single leaf.

    `{i32, {f32, f64}, i16}` gives i32@0, f32@4, f64@8, i16@16. Vectors are leaves, like
    pointers and numbers; zero-sized aggregates have no leaves. Over `MAX_FLATTENED_LEAVES`
    leaves, an UnsupportedTypeError.
    """
    if not isinstance(t, LLVMStructType | LLVMArrayType):
        return (ScalarLeaf(0, t, ()),)
    if (count := leaf_count(t)) > MAX_FLATTENED_LEAVES:
        raise UnsupportedTypeError(
            f"{t} has {count} scalar elements; aggregates passed by value, held in registers or "
            f"copied element-wise are split into at most {MAX_FLATTENED_LEAVES}"
        )
    leaves: list[ScalarLeaf] = []
    count = len(t.types.data) if isinstance(t, LLVMStructType) else t.size.data
    for index in range(count):
        base = element_offset(t, index)
        for leaf in flatten(element_type(t, index)):
            leaves.append(ScalarLeaf(base + leaf.offset, leaf.type, (index, *leaf.path)))
    return tuple(leaves)


def leaf_types(t: Attribute) -> tuple[Attribute, ...]:
    return tuple(leaf.type for leaf in flatten(t))


@dataclass(frozen=True)
class GEPOffset:
    """Byte offset of a GEP: `constant + sum(index * scale for index, scale in dynamic)`.

    Dynamic indices are the GEP's SSA index operands; each is scaled by the alloc size of
    the type it steps over. `result_type` is the type the final index reaches.
    """

    constant: int
    dynamic: tuple[tuple[SSAValue, int], ...]
    result_type: Attribute

    @property
    def is_constant(self) -> bool:
        return not self.dynamic


def gep_offset(gep: GEPOp) -> GEPOffset:
    """Fold a `llvm.getelementptr` into a byte offset from its base pointer."""
    indices = tuple(gep.rawConstantIndices.iter_values())
    ssa = iter(gep.ssa_indices)
    constant = 0
    dynamic: list[tuple[SSAValue, int]] = []
    current: Attribute = gep.elem_type
    for position, index in enumerate(indices):
        if position == 0:
            # The first index steps over whole elements of the pointee type.
            step_type = current
            scale = alloc_size(step_type)
        elif isinstance(current, LLVMStructType):
            # Struct indices are always constants (the GEP verifier enforces it).
            constant += field_offsets(current)[index]
            current = current.types.data[index]
            continue
        else:
            current = element_type(current, 0)
            scale = alloc_size(current)
        if index == GEP_USE_SSA_VAL:
            dynamic.append((next(ssa), scale))
        else:
            constant += index * scale
    return GEPOffset(constant, tuple(dynamic), current)


def natural_offset(offset: int, t: Attribute) -> int:
    """`offset` rounded up to the ABI alignment of `t`."""
    return _align_to(offset, abi_align(t))


def common_alignment(align: int, offset: int) -> int:
    """Largest power of two dividing both `align` and `offset` (the alignment known at base+offset)."""
    if offset == 0:
        return align
    return min(align, offset & -offset)
