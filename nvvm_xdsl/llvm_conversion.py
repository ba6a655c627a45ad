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

A pass converts the ops it owns and reaches values it does not own through
`builtin.unrealized_conversion_cast`, which `reconcile-unrealized-casts` removes once every
pass has run (`convert-to-llvm` does that).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    IntAttr,
    IntegerAttr,
    MemRefType,
    NoneAttr,
    UnrealizedConversionCastOp,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint, Rewriter

from nvvm_xdsl.address_spaces import GPU_ADDRESS_SPACES, pointer_type
from nvvm_xdsl.dialects import gpu_ext
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
    if isinstance(space, gpu_ext.AddressSpaceAttr):
        return GPU_ADDRESS_SPACES[space.space.data]
    raise ValueError(f"memory space {space} is not an integer")


def convert_type(attr: Attribute) -> Attribute:
    """The llvm-dialect type of a value of type `attr` (itself when already legal)."""
    if isinstance(attr, IndexType):
        return i64
    if isinstance(attr, MemRefType):
        return pointer_type(memref_space(attr))
    return attr


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
    return builtin.ShapedType.strides_for_shape(shape)


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
    return llvm.LLVMFunctionType([convert_type(t) for t in inputs], result)


def constant(value: int, type: Attribute) -> llvm.ConstantOp:
    return llvm.ConstantOp(IntegerAttr(value, type), type)


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
        convert_block_arguments(body.blocks[0])
    return new_func
