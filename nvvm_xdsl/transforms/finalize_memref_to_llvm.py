"""`finalize-memref-to-llvm`: memref ops to llvm-dialect pointers, keeping memory spaces.

A memref is a bare `!llvm.ptr<space>`, or MLIR's memref descriptor where its strides are not in
its type (see `nvvm_xdsl.llvm_conversion`), so:

* `memref.load`/`memref.store` are `llvm.getelementptr` (element type, one linearized i64 index)
  plus `llvm.load`/`llvm.store`: `memory-space-opt` sees the base pointer through the GEP and
  keeps `ld.global`/`st.shared`, which `ptrtoint`/`inttoptr` arithmetic would hide.
* `memref.global` is an `llvm.mlir.global` of a flat array in the memref's address space
  (`memref<..., 3>`: `.shared`; an initial value is kept outside shared memory, which PTX cannot
  initialize), `memref.get_global` its `llvm.mlir.addressof`.
* `memref.alloca` is an entry-less `llvm.alloca` of the element count (local memory).
* `memref.cast` is the pointer itself; from a static memref to a descriptor it builds the
  descriptor, from a descriptor to a static memref it takes the element 0 address.
  `memref.dim` of a static size is a constant, of a dynamic one the descriptor's size.
* With a descriptor, an access adds the descriptor's offset and multiplies by its strides where
  the type does not give them.
* `memref.view` is the byte buffer's pointer advanced by the byte shift (`getelementptr i8`);
  `memref.subview` the source's pointer advanced to the view's first element (static strides,
  offsets static or not); `memref.reinterpret_cast` the base pointer advanced by the new offset;
  `collapse_shape`/`expand_shape` the same pointer; `memory_space_cast` an `addrspacecast`.
* `memref.atomic_rmw` is `llvm.atomicrmw` (acq_rel) on the element's address; kinds PTX has no
  single atomic for (`mulf`, `muli`, `maximumf`, `minimumf`) are rejected at the op.
* `memref.generic_atomic_rmw` (memref_ext) is a `cmpxchg` loop around its region, as MLIR's.

MLIR names this pass `finalize-memref-to-llvm` (descriptors throughout); this one uses bare
pointers wherever the type gives the strides. Heap allocation (`memref.alloc`) has no device
lowering and is rejected at the op, as are `memref.dim` of a dynamic size of a bare pointer
(`memref<?xf32>`) and views (subview, view, reinterpret_cast, reshapes) of a descriptor.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, cf, llvm, memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IntAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import BlockInsertPoint, InsertPoint
from xdsl.traits import SymbolTable

from nvvm_xdsl.address_spaces import SHARED, pointer_type
from nvvm_xdsl.datalayout import size_in_bits
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext, memref_ext
from nvvm_xdsl.dialects.memref_syntax import atomic_rmw_kind
from nvvm_xdsl.llvm_conversion import (
    add_scaled,
    convert_type,
    descriptor_positions,
    descriptor_type,
    int_constant,
    memref_space,
    memref_strides,
    needs_descriptor,
    replace_converted,
    static_strides,
    to_llvm,
)
from nvvm_xdsl.locations import located_walker


def _field(descriptor: SSAValue, position: list[int], field_type: Attribute) -> llvm.ExtractValueOp:
    return llvm.ExtractValueOp(DenseArrayBase.from_list(i64, position), descriptor, field_type)


def element_pointer(
    op: Operation,
    memref_value: SSAValue,
    indices: tuple[SSAValue, ...],
    rewriter: PatternRewriter,
) -> tuple[list[Operation], SSAValue]:
    """The ops computing the address of `memref_value[indices]`, and that address. A memref
    descriptor gives the aligned pointer, the offset and the strides the type does not."""
    memref_type = memref_value.type
    assert isinstance(memref_type, MemRefType)
    point = InsertPoint.before(op)
    value = to_llvm(memref_value, rewriter, point)
    ops: list[Operation] = []
    linear: SSAValue | None = None
    base: SSAValue
    if needs_descriptor(memref_type):
        pointer_type_ = descriptor_type(memref_type).types.data[1]
        ops.append(aligned := _field(value, [1], pointer_type_))
        ops.append(offset := _field(value, [2], i64))
        base, linear = aligned.res, offset.res
        strides = static_strides(memref_type)
    else:
        base = value
        strides = list(memref_strides(memref_type, op))
    for position, (index, stride) in enumerate(zip(indices, strides, strict=True)):
        term = to_llvm(index, rewriter, point)
        scale: int | SSAValue
        if stride is None:
            ops.append(dynamic_stride := _field(value, [4, position], i64))
            scale = dynamic_stride.res
        else:
            scale = stride
        linear = add_scaled(ops, linear, term, scale)
    if linear is None:
        return ops, base
    assert isinstance(base.type, llvm.LLVMPointerType)
    gep = llvm.GEPOp.from_mixed_indices(
        base, [linear], convert_type(memref_type.element_type), result_type=base.type
    )
    ops.append(gep)
    return ops, gep.result


class LoadToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.LoadOp, rewriter: PatternRewriter, /):
        ops, address = element_pointer(op, op.memref, tuple(op.indices), rewriter)
        load = llvm.LoadOp(address, convert_type(op.res.type))
        replace_converted(op, [*ops, load], [load.dereferenced_value], rewriter)


class StoreToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.StoreOp, rewriter: PatternRewriter, /):
        ops, address = element_pointer(op, op.memref, tuple(op.indices), rewriter)
        value = to_llvm(op.value, rewriter, InsertPoint.before(op))
        rewriter.replace(op, [*ops, llvm.StoreOp(value, address)])


def _flat_array(memref_type: MemRefType) -> llvm.LLVMArrayType:
    return llvm.LLVMArrayType(
        IntAttr(memref_type.element_count()), convert_type(memref_type.element_type)
    )


class GlobalToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.GlobalOp, rewriter: PatternRewriter, /):
        memref_type = op.type
        space = memref_space(memref_type)
        value: Attribute | None = None
        if isinstance(op.initial_value, DenseIntOrFPElementsAttr) and space != SHARED:
            value = op.initial_value
        private = op.sym_visibility.data == "private"
        alignment = op.alignment.value.data if op.alignment is not None else None
        rewriter.replace(
            op,
            llvm.GlobalOp(
                _flat_array(memref_type),
                op.sym_name,
                "internal" if private else "external",
                addr_space=space,
                constant=op.constant is not None,
                value=value,
                alignment=alignment,
            ),
        )


class AssumeAlignmentToLLVM(RewritePattern):
    """An alignment promise (MLIR: `llvm.intr.assume` with an `align` bundle) only informs
    optimisation: the memref is its operand."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.AssumeAlignmentOp, rewriter: PatternRewriter, /):
        rewriter.replace(op, [], [op.memref])


class GetGlobalToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.GetGlobalOp, rewriter: PatternRewriter, /):
        memref_type = op.memref.type
        assert isinstance(memref_type, MemRefType)
        address = llvm.AddressOfOp(op.name_, pointer_type(memref_space(memref_type)))
        replace_converted(op, [address], [address.result], rewriter)


class AllocaToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.AllocaOp, rewriter: PatternRewriter, /):
        memref_type = op.memref.type
        assert isinstance(memref_type, MemRefType)
        count = int_constant(memref_type.element_count(), i64)
        alignment = op.alignment.value.data if op.alignment is not None else 8
        alloca = llvm.AllocaOp(count, convert_type(memref_type.element_type), alignment=alignment)
        replace_converted(op, [count, alloca], [alloca.res], rewriter)


class CastToLLVM(RewritePattern):
    """`memref.cast`: the same value when both sides convert alike; between a bare pointer and
    a descriptor, the descriptor is built from the static shape, or its element 0 address
    taken."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.CastOp, rewriter: PatternRewriter, /):
        source_type, result_type = op.source.type, op.dest.type
        assert isinstance(source_type, MemRefType) and isinstance(result_type, MemRefType)
        value = to_llvm(op.source, rewriter, InsertPoint.before(op))
        target = convert_type(result_type)
        if value.type == target:
            replace_converted(op, [], [value], rewriter)
            return
        ops: list[Operation] = []
        if needs_descriptor(source_type):
            # A descriptor cast to a bare pointer: its aligned pointer, moved by the offset.
            assert isinstance(target, llvm.LLVMPointerType)
            ops.append(aligned := _field(value, [1], target))
            ops.append(offset := _field(value, [2], i64))
            ops.append(gep := llvm.GEPOp.from_mixed_indices(
                aligned.res, [offset.res], convert_type(source_type.element_type), result_type=target))
            replace_converted(op, ops, [gep.result], rewriter)
            return
        assert isinstance(target, llvm.LLVMStructType)
        shape = source_type.get_shape()
        fields: list[int | SSAValue] = [
            value, value, 0, *shape, *memref_strides(source_type, op)
        ]
        ops.append(undef := llvm.UndefOp(target))
        descriptor: SSAValue = undef.res
        for field, position in zip(fields, descriptor_positions(len(shape)), strict=True):
            if isinstance(field, int):
                ops.append(field_op := int_constant(field, i64))
                field = field_op.result
            ops.append(insert := llvm.InsertValueOp(
                DenseArrayBase.from_list(i64, position), descriptor, field))
            descriptor = insert.res
        replace_converted(op, ops, [descriptor], rewriter)


class DimToLLVM(RewritePattern):
    """A static size is a constant; a dynamic one is read from the memref descriptor."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.DimOp, rewriter: PatternRewriter, /):
        size = _static_dim(op)
        if size is not None:
            size_op = int_constant(size, i64)
            replace_converted(op, [size_op], [size_op.result], rewriter)
            return
        descriptor = to_llvm(op.source, rewriter, InsertPoint.before(op))
        index = to_llvm(op.index, rewriter, InsertPoint.before(op))
        position = _constant_index(op)
        if position is not None:
            read = _field(descriptor, [3, position], i64)
            replace_converted(op, [read], [read.res], rewriter)
            return
        # a run-time dimension number: the sizes array through memory is MLIR's way; a
        # select chain over the rank's sizes does without it
        memref_type = op.source.type
        assert isinstance(memref_type, MemRefType)
        ops: list[Operation] = []
        result: SSAValue | None = None
        for dim in reversed(range(len(memref_type.get_shape()))):
            ops.append(size_field := _field(descriptor, [3, dim], i64))
            if result is None:
                result = size_field.res
                continue
            ops.append(dim_const := int_constant(dim, i64))
            ops.append(is_dim := llvm.ICmpOp(index, dim_const.result, IntegerAttr(0, 64)))
            ops.append(chosen := llvm.SelectOp(is_dim.res, size_field.res, result))
            result = chosen.res
        assert result is not None
        replace_converted(op, ops, [result], rewriter)


def _constant_index(op: memref.DimOp) -> int | None:
    index_attr = getattr(op.index.owner, "value", None)
    return index_attr.value.data if isinstance(index_attr, IntegerAttr) else None


def _mixed(static: DenseArrayBase[IntegerType], dynamic: tuple[SSAValue, ...]) -> list[int | SSAValue]:
    """A `static_*` array with its DYNAMIC_INDEX entries taken from the operands, in order."""
    values = iter(dynamic)
    return [next(values) if v == DYNAMIC_INDEX else v for v in static.get_values()]


def _offset_pointer(
    op: Operation, base: SSAValue, element_type: Attribute, terms: list[tuple[int | SSAValue, int]],
    rewriter: PatternRewriter,
) -> tuple[list[Operation], SSAValue]:
    """`base` advanced by sum(value * stride) elements (static parts folded)."""
    ops: list[Operation] = []
    static_part = 0
    dynamic: SSAValue | None = None
    for value, stride in terms:
        if isinstance(value, int):
            static_part += value * stride
            continue
        dynamic = add_scaled(ops, dynamic, to_llvm(value, rewriter, InsertPoint.before(op)), stride)
    if static_part:
        ops.append(static_op := int_constant(static_part, i64))
        dynamic = add_scaled(ops, dynamic, static_op.result, 1)
    if dynamic is None:
        return ops, base
    assert isinstance(base.type, llvm.LLVMPointerType)
    ops.append(gep := llvm.GEPOp.from_mixed_indices(
        base, [dynamic], convert_type(element_type), result_type=base.type))
    return ops, gep.result


class SubviewToLLVM(RewritePattern):
    """`memref.subview`: the source pointer advanced to the view's first element (offsets times
    the source's strides); the view's strides are in its type."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.SubviewOp, rewriter: PatternRewriter, /):
        source_type = op.source.type
        assert isinstance(source_type, MemRefType)
        base = to_llvm(op.source, rewriter, InsertPoint.before(op))
        offsets = _mixed(op.static_offsets, tuple(op.offsets))
        strides = memref_strides(source_type, op)
        ops, pointer = _offset_pointer(
            op, base, source_type.element_type, list(zip(offsets, strides, strict=True)), rewriter
        )
        replace_converted(op, ops, [pointer], rewriter)


class ReinterpretCastToLLVM(RewritePattern):
    """`memref.reinterpret_cast`: the source's base pointer advanced by the new offset (the
    source must start at its base: identity layout or offset 0)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.ReinterpretCastOp, rewriter: PatternRewriter, /):
        result_type = op.result.type
        assert isinstance(result_type, MemRefType)
        base = to_llvm(op.source, rewriter, InsertPoint.before(op))
        offset = _mixed(op.static_offsets, tuple(op.offsets))
        ops, pointer = _offset_pointer(
            op, base, result_type.element_type, [(offset[0], 1)], rewriter
        )
        replace_converted(op, ops, [pointer], rewriter)


class SamePointer(RewritePattern):
    """Ops whose result is the same memory under another shape: collapse_shape/expand_shape
    of a contiguous memref (the result's strides are in its type)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if not isinstance(op, memref.CollapseShapeOp | memref.ExpandShapeOp):
            return
        pointer = to_llvm(op.src, rewriter, InsertPoint.before(op))
        replace_converted(op, [], [pointer], rewriter)


class MemorySpaceCastToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.MemorySpaceCastOp, rewriter: PatternRewriter, /):
        pointer = to_llvm(op.source, rewriter, InsertPoint.before(op))
        target = convert_type(op.dest.type)
        if pointer.type == target:
            replace_converted(op, [], [pointer], rewriter)
            return
        cast = llvm_ext.AddrSpaceCastOp(pointer, target)
        replace_converted(op, [cast], [cast.results[0]], rewriter)


class ViewToLLVM(RewritePattern):
    """`memref.view %bytes[%shift][sizes]`: the byte buffer's pointer advanced by the shift
    (the sizes only matter to the outermost dimension, which a bare pointer does not carry)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.ViewOp, rewriter: PatternRewriter, /):
        point = InsertPoint.before(op)
        base = to_llvm(op.source, rewriter, point)
        shift = to_llvm(op.byte_shift, rewriter, point)
        assert isinstance(base.type, llvm.LLVMPointerType)
        gep = llvm.GEPOp.from_mixed_indices(base, [shift], builtin.i8, result_type=base.type)
        replace_converted(op, [gep], [gep.result], rewriter)


# The llvm.atomicrmw operation of each memref.atomic_rmw kind, as MLIR's lowering maps them
# (maximumf/minimumf: fmaximum/fminimum, which selection makes a CAS loop); mulf and muli have
# no llvm.atomicrmw and are rejected at the op.
_ATOMIC_BIN_OP = {
    "addf": llvm_ext.AtomicBinOp.FADD,
    "addi": llvm_ext.AtomicBinOp.ADD,
    "andi": llvm_ext.AtomicBinOp.AND,
    "assign": llvm_ext.AtomicBinOp.XCHG,
    "maximumf": llvm_ext.AtomicBinOp.FMAXIMUM,
    "maxnumf": llvm_ext.AtomicBinOp.FMAX,
    "maxs": llvm_ext.AtomicBinOp.MAX,
    "maxu": llvm_ext.AtomicBinOp.UMAX,
    "minimumf": llvm_ext.AtomicBinOp.FMINIMUM,
    "minnumf": llvm_ext.AtomicBinOp.FMIN,
    "mins": llvm_ext.AtomicBinOp.MIN,
    "minu": llvm_ext.AtomicBinOp.UMIN,
    "ori": llvm_ext.AtomicBinOp.OR,
    "xori": llvm_ext.AtomicBinOp.XOR,
}


class AtomicRMWToLLVM(RewritePattern):
    """`memref.atomic_rmw` is an `llvm.atomicrmw` on the element's address, acq_rel ordered as
    in MLIR's lowering."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.AtomicRMWOp, rewriter: PatternRewriter, /):
        ops, address = element_pointer(op, op.memref, tuple(op.indices), rewriter)
        value = to_llvm(op.value, rewriter, InsertPoint.before(op))
        atomic = llvm_ext.AtomicRMWOp(
            _ATOMIC_BIN_OP[atomic_rmw_kind(op)],
            address,
            value,
            llvm_ext.AtomicOrdering.ACQ_REL,
        )
        replace_converted(op, [*ops, atomic], [atomic.res], rewriter)


class GenericAtomicRMWToLLVM(RewritePattern):
    """`memref.generic_atomic_rmw` is a compare-and-swap loop, as MLIR lowers it: the element is
    loaded, the region (its block argument the current value) computes the new one, and
    `cmpxchg` (acq_rel, monotonic on failure) stores it if the element still holds the current
    value, else the loop runs again from the value it found. The op's result is the value the
    successful cmpxchg replaced. A float goes through cmpxchg as the integer of its width
    (LLVM's cmpxchg takes integers and pointers only)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref_ext.GenericAtomicRMWOp, rewriter: PatternRewriter, /):
        block = op.parent_block()
        assert block is not None
        ops, address = element_pointer(op, op.memref, tuple(op.indices), rewriter)
        element = op.result.type
        as_int = IntegerType(size_in_bits(element)) if isinstance(element, builtin.AnyFloat) else element
        ops.append(initial := llvm.LoadOp(address, element))
        body = op.atomic_body.blocks.first
        assert body is not None
        # One yield ends the region (scf lowered inside it leaves more blocks, one yielding).
        (yielded,) = (y for y in op.atomic_body.walk() if isinstance(y, memref_ext.AtomicYieldOp))
        # cond_br ok, ^done(found), ^body(found): the yielding block ends the loop.
        current = body.args[0]
        swap: list[Operation] = []
        expected: SSAValue = current
        desired: SSAValue = yielded.result
        if as_int != element:
            swap += [cast_expected := llvm.BitcastOp(current, as_int), cast_desired := llvm.BitcastOp(desired, as_int)]
            expected, desired = cast_expected.result, cast_desired.result
        swap += [
            cmpxchg := llvm_ext.AtomicCmpXchgOp(
                address, expected, desired, llvm_ext.AtomicOrdering.ACQ_REL, llvm_ext.AtomicOrdering.MONOTONIC
            ),
            found_int := llvm.ExtractValueOp(DenseArrayBase.from_list(i64, [0]), cmpxchg.res, as_int),
            ok := llvm.ExtractValueOp(DenseArrayBase.from_list(i64, [1]), cmpxchg.res, builtin.i1),
        ]
        found: SSAValue = found_int.res
        if as_int != element:
            swap.append(back := llvm.BitcastOp(found, element))
            found = back.result
        done = block.split_before(op)
        rewriter.insert_block_argument(done, 0, element)
        swap.append(cf.ConditionalBranchOp(ok.res, done, [found], body, [found]))
        rewriter.replace(yielded, swap)
        rewriter.inline_region(op.atomic_body, BlockInsertPoint.before(done))
        rewriter.insert(ops, InsertPoint.at_end(block))
        rewriter.insert(cf.BranchOp(body, initial.dereferenced_value), InsertPoint.at_end(block))
        rewriter.replace(op, [], [done.args[0]])


def _static_dim(op: memref.DimOp) -> int | None:
    memref_type = op.source.type
    position = _constant_index(op)
    if not isinstance(memref_type, MemRefType) or position is None:
        return None
    shape = memref_type.get_shape()
    if not 0 <= position < len(shape) or shape[position] == DYNAMIC_INDEX:
        return None
    return shape[position]


_SUPPORTED = (
    memref.LoadOp,
    memref.StoreOp,
    memref.GlobalOp,
    memref.GetGlobalOp,
    memref.AllocaOp,
    memref.CastOp,
    memref.DimOp,
    memref.ViewOp,
    memref.AtomicRMWOp,
    memref.SubviewOp,
    memref.ReinterpretCastOp,
    memref.CollapseShapeOp,
    memref.ExpandShapeOp,
    memref.MemorySpaceCastOp,
    memref.AssumeAlignmentOp,
    memref_ext.GenericAtomicRMWOp,
    memref_ext.AtomicYieldOp,
)


def _starts_at_base(memref_type: MemRefType) -> bool:
    layout = memref_type.layout
    return not isinstance(layout, builtin.StridedLayoutAttr) or layout.get_offset() == 0


def check_memrefs(module: Operation) -> None:
    """Reject what a bare pointer cannot express before anything is rewritten."""
    for op in module.walk():
        if op.dialect_name() != "memref":
            continue
        if not isinstance(op, _SUPPORTED):
            raise op_error(op, f"{op.name} has no device lowering in finalize-memref-to-llvm")
        if isinstance(op, memref.DimOp) and _static_dim(op) is None:
            source_type = op.source.type
            assert isinstance(source_type, MemRefType)
            if not needs_descriptor(source_type):
                raise op_error(
                    op,
                    f"memref.dim of a dynamic size of {source_type}: a bare pointer does not "
                    "carry it (only a memref with a dynamic inner size has a descriptor)",
                )
        if isinstance(op, memref.CastOp):
            source_type, result_type = op.source.type, op.dest.type
            assert isinstance(source_type, MemRefType) and isinstance(result_type, MemRefType)
            if needs_descriptor(result_type) and not needs_descriptor(source_type):
                if DYNAMIC_INDEX in source_type.get_shape():
                    raise op_error(
                        op,
                        f"memref.cast of {source_type} to {result_type}: the descriptor needs "
                        "the sizes a bare pointer does not carry",
                    )
                memref_strides(source_type, op)
        views = (
            memref.ViewOp, memref.SubviewOp, memref.ReinterpretCastOp, memref.CollapseShapeOp,
            memref.ExpandShapeOp, memref.MemorySpaceCastOp,
        )
        if isinstance(op, views) and any(
            isinstance(t, MemRefType) and needs_descriptor(t)
            for t in (*op.operand_types, *op.result_types)
        ):
            raise op_error(op, f"{op.name} of a memref descriptor is not supported yet")
        if isinstance(op, memref.AtomicRMWOp) and atomic_rmw_kind(op) not in _ATOMIC_BIN_OP:
            raise op_error(
                op, f"memref.atomic_rmw {atomic_rmw_kind(op)} has no single PTX atomic"
            )
        if isinstance(op, memref.ViewOp):
            memref_strides(op.result.type, op)
        if isinstance(op, memref.SubviewOp):
            source_type = op.source.type
            assert isinstance(source_type, MemRefType)  # the op's verifier
            memref_strides(source_type, op)
        if isinstance(op, memref.ReinterpretCastOp):
            source_type = op.source.type
            assert isinstance(source_type, MemRefType)
            if not _starts_at_base(source_type):
                raise op_error(
                    op,
                    f"memref.reinterpret_cast of {source_type}: a bare pointer does not keep "
                    "the base its offset is relative to",
                )
        if isinstance(op, memref.CollapseShapeOp | memref.ExpandShapeOp):
            source_type = op.src.type
            assert isinstance(source_type, MemRefType)  # the op's verifier
            memref_strides(source_type, op)
        if isinstance(op, memref.MemorySpaceCastOp) and not all(
            isinstance(t, MemRefType) for t in (op.source.type, op.dest.type)
        ):
            raise op_error(op, "memref.memory_space_cast of an unranked memref")
        if isinstance(op, memref_ext.GenericAtomicRMWOp) and not isinstance(
            op.result.type, IntegerType | builtin.AnyFloat
        ):
            raise op_error(op, f"memref.generic_atomic_rmw of {op.result.type} is not lowered (integers and floats are)")
        if isinstance(op, memref.LoadOp | memref.StoreOp | memref.AtomicRMWOp | memref_ext.GenericAtomicRMWOp):
            memref_type = op.memref.type
            assert isinstance(memref_type, MemRefType)
            if not needs_descriptor(memref_type):
                memref_strides(memref_type, op)
        if isinstance(op, memref.GetGlobalOp):
            # MLIR's symbol-use check xDSL 0.74 lacks: the address is taken in the result's
            # memory space, so a mismatch gave PTX ptxas rejects.
            found = SymbolTable.lookup_symbol(op, op.name_)
            result, stated = op.memref.type, found.type if isinstance(found, memref.GlobalOp) else None
            # Compared as MLIR does, where an explicit memory space 0 is the default one.
            if (
                isinstance(result, MemRefType)
                and isinstance(stated, MemRefType)
                and (
                    memref_space(result) != memref_space(stated)
                    or result.get_shape() != stated.get_shape()
                    or result.element_type != stated.element_type
                )
            ):
                raise op_error(
                    op,
                    f"result type {result} does not match type {stated} of the global memref "
                    f"@{op.name_.string_value()}",
                )
        if isinstance(op, memref.GlobalOp | memref.AllocaOp):
            memref_type = op.type if isinstance(op, memref.GlobalOp) else op.memref.type
            assert isinstance(memref_type, MemRefType)
            if DYNAMIC_INDEX in memref_type.get_shape():
                raise op_error(op, f"{op.name} needs a static shape")
            if isinstance(op, memref.AllocaOp) and memref_space(memref_type) != 0:
                raise op_error(op, "memref.alloca in a memory space other than the default")
        if isinstance(op, memref.GlobalOp) and memref_space(op.type) == SHARED:
            if isinstance(op.initial_value, DenseIntOrFPElementsAttr):
                raise op_error(op, "shared memory (memory space 3) cannot have an initial value")


@dataclass(frozen=True)
class FinalizeMemRefToLLVMPass(ModulePass):
    name = "finalize-memref-to-llvm"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        check_memrefs(op)
        located_walker(
            GreedyRewritePatternApplier(
                [
                    AssumeAlignmentToLLVM(),
                    LoadToLLVM(),
                    StoreToLLVM(),
                    GlobalToLLVM(),
                    GetGlobalToLLVM(),
                    AllocaToLLVM(),
                    CastToLLVM(),
                    DimToLLVM(),
                    ViewToLLVM(),
                    AtomicRMWToLLVM(),
                    GenericAtomicRMWToLLVM(),
                    SubviewToLLVM(),
                    ReinterpretCastToLLVM(),
                    SamePointer(),
                    MemorySpaceCastToLLVM(),
                ]
            ),
            apply_recursively=False,
        ).rewrite_module(op)
