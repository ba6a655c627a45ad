"""The one type conversion shared by the conversions to the llvm dialect (func, arith, cf, index,
math, memref, gpu), and the casts that let each of them run alone, as MLIR's do.

* `index` is `i64` (NVPTX64 pointers are 64 bits; MLIR's default index bitwidth).
* A memref is a bare `!llvm.ptr<space>` to its first element (MLIR's bare-pointer convention;
  the memory space is kept, so a `memref<..., 3>` is a shared-memory pointer). Its shape and
  strides come from the type; a dynamic size is allowed only where no stride depends on it.
  A strided layout's offset, static or dynamic, is already applied to the pointer (a
  `memref.subview` advances it), so only static strides are required. (MLIR's bare-pointer
  convention would add a static layout offset at each access: a kernel argument with such a
  layout is taken to point at its element 0 here.)
* A memref whose strides the type does not give (a dynamic size other than the outermost,
  dynamic strides) is MLIR's memref descriptor instead,
  `!llvm.struct<(ptr, ptr, i64, array<R x i64>, array<R x i64>)>` (allocated and aligned
  pointer, offset, sizes, strides). As in MLIR's default calling convention, a function or
  kernel takes it as 3 + 2R separate arguments (a kernel thus has MLIR's parameter list for
  it) and rebuilds the struct at its entry; a call passes the fields.

A pass converts the ops it owns and reaches values it does not own through
`builtin.unrealized_conversion_cast`, which `reconcile-unrealized-casts` removes once every
pass has run (`convert-to-llvm` does that).
"""

from __future__ import annotations

from collections.abc import Sequence
from math import prod

from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    UnrealizedConversionCastOp,
    VectorType,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint, Rewriter

from nvvm_xdsl.address_spaces import GPU_ADDRESS_SPACES, pointer_type
from nvvm_xdsl.diagnostics import op_error


def memref_space(memref_type: MemRefType) -> int:
    """The NVPTX address space of a memref (its integer memory space or `#gpu.address_space`;
    none is generic)."""
    space = memref_type.memory_space
    if isinstance(space, NoneAttr):
        return 0
    if isinstance(space, IntegerAttr):
        return space.value.data
    if isinstance(space, IntAttr):
        return space.data
    from nvvm_xdsl.dialects import gpu_ext  # only with gpu/memref input (start-up)

    if isinstance(space, gpu_ext.AddressSpaceAttr):
        return GPU_ADDRESS_SPACES[space.space.data]
    raise ValueError(f"memory space {space} is not an integer")


def needs_descriptor(memref_type: MemRefType) -> bool:
    """Whether a bare pointer cannot carry `memref_type` (its strides are not in the type)."""
    layout = memref_type.layout
    if isinstance(layout, builtin.StridedLayoutAttr):
        return None in layout.get_strides()
    return isinstance(layout, NoneAttr) and DYNAMIC_INDEX in memref_type.get_shape()[1:]


def descriptor_type(memref_type: MemRefType) -> llvm.LLVMStructType:
    """MLIR's memref descriptor: allocated, aligned pointer, offset, sizes, strides."""
    pointer = pointer_type(memref_space(memref_type))
    rank = len(memref_type.get_shape())
    return llvm.LLVMStructType.from_type_list(
        [pointer, pointer, i64, llvm.LLVMArrayType(IntAttr(rank), i64), llvm.LLVMArrayType(IntAttr(rank), i64)]
    )


def descriptor_positions(rank: int) -> list[list[int]]:
    """The positions of a descriptor's scalar fields, in argument order."""
    return [[0], [1], [2], *([3, k] for k in range(rank)), *([4, k] for k in range(rank))]


def descriptor_rank(attr: Attribute) -> int | None:
    """The rank of a memref descriptor type; None for any other type."""
    if not isinstance(attr, llvm.LLVMStructType):
        return None
    fields = list(attr.types.data)
    if (
        len(fields) == 5
        and all(isinstance(f, llvm.LLVMPointerType) for f in fields[:2])
        and fields[2] == i64
        and isinstance(fields[3], llvm.LLVMArrayType)
        and fields[3] == fields[4]
        and fields[3].type == i64
    ):
        return fields[3].size.data
    return None


def convert_type(attr: Attribute) -> Attribute:
    """The llvm-dialect type of a value of type `attr` (itself when already legal)."""
    if isinstance(attr, IndexType):
        return i64
    if isinstance(attr, MemRefType):
        if needs_descriptor(attr):
            return descriptor_type(attr)
        return pointer_type(memref_space(attr))
    if isinstance(attr, VectorType) and isinstance(attr.get_element_type(), IndexType):
        attr = VectorType(i64, attr.get_shape())  # MLIR's vector<Nxindex>: lanes of i64
    if isinstance(attr, VectorType) and len(attr.get_shape()) > 1:
        # MLIR's n-D vector: an array of its (n-1)-D rows, down to 1-D llvm vectors
        outer, *inner = attr.get_shape()
        return llvm.LLVMArrayType(IntAttr(outer), convert_type(VectorType(attr.get_element_type(), inner)))
    if attr.name == "gpu.mma_matrix":
        from nvvm_xdsl.dialects import gpu_mma  # only with gpu input (start-up)

        if isinstance(attr, gpu_mma.MMAMatrixType):
            # one thread's wmma registers; convert-gpu-to-nvvm refuses a matrix wmma cannot hold
            return gpu_mma.fragment_type(attr) or attr
    if attr.name.startswith("nvgpu."):
        from nvvm_xdsl.transforms.convert_nvgpu_to_nvvm import nvgpu_llvm_type

        return nvgpu_llvm_type(attr) or attr
    return attr


def argument_types(attr: Attribute) -> list[Attribute]:
    """The llvm-dialect argument types a function takes for one argument of type `attr`
    (a memref descriptor is passed field by field)."""
    converted = convert_type(attr)
    rank = descriptor_rank(converted)
    if rank is None or not isinstance(converted, llvm.LLVMStructType):
        return [converted]
    pointer = converted.types.data[0]
    return [pointer, pointer, i64, *([i64] * (2 * rank))]


def is_legal(attr: Attribute) -> bool:
    return convert_type(attr) == attr


def memref_strides(memref_type: MemRefType, op: Operation) -> Sequence[int]:
    """Element strides of a memref lowered to a bare pointer; `op` is blamed when they are not
    static (a dynamic size other than the outermost, or a non-identity layout)."""
    shape = memref_type.get_shape()
    layout = memref_type.layout
    if isinstance(layout, builtin.StridedLayoutAttr):
        # the offset (static or not) is already in the pointer, only strides matter
        strides = layout.get_strides()
        if None in strides:
            raise op_error(
                op, f"{memref_type} has dynamic strides: a bare pointer cannot carry them"
            )
        return [s for s in strides if s is not None]
    if not isinstance(layout, NoneAttr):
        raise op_error(op, f"a bare pointer cannot carry the layout of {memref_type}")
    if DYNAMIC_INDEX in shape[1:]:
        raise op_error(
            op,
            f"{memref_type} has a dynamic inner size: a bare pointer cannot carry its strides "
            "(only the outermost size may be dynamic)",
        )
    strides = builtin.ShapedType.strides_for_shape(shape)
    assert None not in strides  # no dynamic size after the first (checked above): all known
    return [stride for stride in strides if stride is not None]


def static_strides(memref_type: MemRefType) -> list[int | None]:
    """The element strides the type gives (None: only the memref descriptor knows it)."""
    layout = memref_type.layout
    if isinstance(layout, builtin.StridedLayoutAttr):
        return list(layout.get_strides())
    shape = memref_type.get_shape()
    strides: list[int | None] = []
    for position in range(len(shape)):
        inner = shape[position + 1 :]
        strides.append(None if DYNAMIC_INDEX in inner else prod(inner))
    return strides


def to_llvm(value: SSAValue, rewriter: PatternRewriter, point: InsertPoint) -> SSAValue:
    """`value` as its converted type: itself, the input of the cast that produced it, or a new
    cast inserted at `point`."""
    target = convert_type(value.type)
    if target == value.type:
        return value
    owner = value.owner
    if (
        isinstance(owner, UnrealizedConversionCastOp)
        and len(owner.inputs) == 1
        and owner.inputs[0].type == target
    ):
        return owner.inputs[0]
    cast = UnrealizedConversionCastOp.get([value], [target])
    rewriter.insert(cast, point)
    return cast.results[0]


def operands_to_llvm(op: Operation, rewriter: PatternRewriter) -> list[SSAValue]:
    """`op`'s operands as converted values, casts inserted before `op`."""
    return [to_llvm(operand, rewriter, InsertPoint.before(op)) for operand in op.operands]


def replace_converted(
    op: Operation,
    new_ops: Sequence[Operation],
    new_results: Sequence[SSAValue],
    rewriter: PatternRewriter,
) -> None:
    """Replace `op` by `new_ops`; a result whose type changed reaches the old uses through a
    cast back to the old type."""
    casts: list[Operation] = []
    results: list[SSAValue] = []
    for old, new in zip(op.results, new_results, strict=True):
        if old.type == new.type:
            results.append(new)
            continue
        cast = UnrealizedConversionCastOp.get([new], [old.type])
        casts.append(cast)
        results.append(cast.results[0])
    rewriter.replace(op, [*new_ops, *casts], results)


def convert_block_arguments(block: Block) -> None:
    """Retype `block`'s arguments; old uses read them through a cast at the block's start."""
    for arg in tuple(block.args):
        target = convert_type(arg.type)
        if target == arg.type:
            continue
        old_type = arg.type
        new_arg = Rewriter.replace_value_with_new_type(arg, target)
        if not new_arg.uses:
            continue
        cast = UnrealizedConversionCastOp.get([new_arg], [old_type])
        Rewriter.insert_op(cast, InsertPoint.at_start(block))
        for use in tuple(new_arg.uses):
            if use.operation is not cast:
                use.operation.operands[use.index] = cast.results[0]


def llvm_function_type(inputs: Sequence[Attribute], outputs: Sequence[Attribute], op: Operation):
    """The converted `!llvm.func` of a func/gpu function type (at most one result)."""
    if len(outputs) > 1:
        raise op_error(op, "functions with more than one result are not supported")
    result = convert_type(outputs[0]) if outputs else llvm.LLVMVoidType()
    return llvm.LLVMFunctionType([a for t in inputs for a in argument_types(t)], result)


def convert_entry_arguments(block: Block) -> None:
    """Retype a function's entry arguments; a memref descriptor argument becomes its fields,
    packed back into the struct at the entry (old uses read it through a cast)."""
    packing: list[Operation] = []
    for arg in tuple(block.args):
        target = convert_type(arg.type)
        rank = descriptor_rank(target)
        if rank is None:
            continue
        first = arg.index
        fields = [
            block.insert_arg(field_type, first + number)
            for number, field_type in enumerate(argument_types(arg.type))
        ]
        value: SSAValue = (undef := llvm.UndefOp(target)).res
        packing.append(undef)
        for field, position in zip(fields, descriptor_positions(rank), strict=True):
            insert = llvm.InsertValueOp(DenseArrayBase.from_list(i64, position), value, field)
            packing.append(insert)
            value = insert.res
        cast = UnrealizedConversionCastOp.get([value], [arg.type])
        packing.append(cast)
        arg.replace_all_uses_with(cast.results[0])
        block.erase_arg(arg)
    if packing:
        Rewriter.insert_op(packing, InsertPoint.at_start(block))
    convert_block_arguments(block)


def call_arguments(
    values: Sequence[SSAValue], rewriter: PatternRewriter, point: InsertPoint
) -> list[SSAValue]:
    """Converted call operands, a memref descriptor passed field by field."""
    arguments: list[SSAValue] = []
    for value in values:
        converted = to_llvm(value, rewriter, point)
        rank = descriptor_rank(converted.type)
        if rank is None:
            arguments.append(converted)
            continue
        for field_type, position in zip(
            argument_types(value.type), descriptor_positions(rank), strict=True
        ):
            extract = llvm.ExtractValueOp(
                DenseArrayBase.from_list(i64, position), converted, field_type
            )
            rewriter.insert(extract, point)
            arguments.append(extract.res)
    return arguments


def int_constant(value: int, type_: IntegerType) -> llvm.ConstantOp:
    """A new (not yet inserted) `llvm.mlir.constant` of `type_` holding `value` modulo 2^width,
    as LLVM's integers wrap; the one builder of integer constants for the llvm dialect
    (xDSL's IntegerAttr prints the value signed)."""
    return llvm.ConstantOp(IntegerAttr(value & ((1 << type_.width.data) - 1), type_), type_)


def element_address(
    op: Operation, memref: SSAValue, indices: Sequence[SSAValue], rewriter: PatternRewriter,
    ops: list[Operation],
) -> SSAValue:
    """The address of `memref[indices]` (a bare pointer plus the strides of its type), new ops
    appended to `ops`, casts inserted before `op`."""
    memref_type = memref.type
    assert isinstance(memref_type, MemRefType)
    strides = memref_strides(memref_type, op)
    point = InsertPoint.before(op)
    base = to_llvm(memref, rewriter, point)
    total: SSAValue | None = None
    for index, stride in zip(indices, strides, strict=True):
        total = add_scaled(ops, total, to_llvm(index, rewriter, point), stride)
    if total is None:
        return base
    assert isinstance(base.type, llvm.LLVMPointerType)  # checked by the caller: no descriptor
    ops.append(gep := llvm.GEPOp.from_mixed_indices(
        base, [total], convert_type(memref_type.element_type), result_type=base.type))
    return gep.result


def add_scaled(ops: list[Operation], total: SSAValue | None, term: SSAValue, scale: int | SSAValue) -> SSAValue:
    """`total + term * scale` in i64 (`term * scale` while there is no total yet; a scale of 1
    multiplies nothing), its new ops appended to `ops`: the sums of address arithmetic."""
    if isinstance(scale, SSAValue):
        ops.append(mul := llvm.MulOp(term, scale))
        term = mul.res
    elif scale != 1:
        ops.append(factor := int_constant(scale, i64))
        ops.append(mul := llvm.MulOp(term, factor.result))
        term = mul.res
    if total is None:
        return term
    ops.append(add := llvm.AddOp(total, term))
    return add.res


def build_llvm_func(
    op: Operation,
    name: str,
    inputs: Sequence[Attribute],
    outputs: Sequence[Attribute],
    arg_attrs: builtin.ArrayAttr | None,
    rewriter: PatternRewriter,
    extra_attrs: dict[str, Attribute] | None = None,
) -> llvm.FuncOp:
    """An `llvm.func` that takes over `op`'s body (entry arguments retyped) and discardable
    attributes; declarations keep external linkage, as MLIR's conversion does."""
    function_type = llvm_function_type(inputs, outputs, op)
    body = rewriter.move_region_contents_to_new_regions(op.regions[0])
    other_props: dict[str, Attribute | None] = {}
    if arg_attrs is not None:
        other_props["arg_attrs"] = arg_attrs
    attributes = dict(op.attributes)
    attributes.pop("sym_name", None)
    attributes.pop("function_type", None)
    attributes.pop("sym_visibility", None)
    attributes.update(extra_attrs or {})
    new_func = llvm.FuncOp(
        name,
        function_type,
        linkage=llvm.LinkageAttr("external"),
        body=body,
        other_props=other_props,
        extra_attrs=attributes,
    )
    if body.blocks:
        convert_entry_arguments(body.blocks[0])
    return new_func
