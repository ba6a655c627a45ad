"""`convert-vector-to-llvm` for one-dimensional vectors (MLIR's pass of that name, the part
device code written by hand uses):

* `vector.load`/`vector.store` are an `llvm.load`/`llvm.store` of the vector type at the
  element's address (as `memref.load` computes it), aligned to the element as MLIR does: the
  backend then splits what the alignment does not allow as one wide access.
* `vector.broadcast` of a scalar is an `insertelement` into lane 0 and a `shufflevector` with
  an all-zero mask; to an n-D vector (an `!llvm.array` of rows, `llvm_conversion.convert_type`),
  that row in every element of the array.
* `vector.extract`/`vector.insert` at static positions: `extractvalue`/`insertvalue` for the
  leading positions, `extractelement`/`insertelement` for the last dimension (the rank-2 vectors
  around `nvgpu.mma.sync`).
* `vector.shuffle` of 1-D vectors is a `shufflevector` (operands of one type) or built lane by
  lane (different lengths).
* `vector.maskedload`/`maskedstore` are `llvm.intr.masked.load/store` at the element's address,
  `vector.gather`/`scatter` `llvm.intr.masked.gather/scatter` on a vector GEP of it (MLIR's
  lowering; expand-vector-intrinsics then splits them by lane).
* `vector.fma` is `llvm.intr.fma` and `vector.bitcast` `llvm.bitcast` on the 1-D vector;
  `vector.reduction` the matching `llvm.intr.vector.reduce.*` (a float add or multiply from the
  accumulator or its identity).

Element-wise `arith` on such vectors is convert-arith-to-llvm's (llvm ops take vector types).
Other multi-dimensional vector ops and dynamic positions are rejected at the op.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm, vector
from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, VectorType, i32, i64
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from nvvm_xdsl.datalayout import abi_align
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext, vector_ext
from nvvm_xdsl.dialects.llvm_ext import vector_intrinsics
from nvvm_xdsl.llvm_conversion import convert_type, int_constant, replace_converted, to_llvm
from nvvm_xdsl.locations import located_walker
from nvvm_xdsl.transforms.finalize_memref_to_llvm import element_pointer


def _element_alignment(vector_type: VectorType) -> int:
    return abi_align(vector_type.element_type)


class LoadToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.LoadOp, rewriter: PatternRewriter, /):
        ops, address = element_pointer(op, op.base, tuple(op.indices), rewriter)
        vector_type = op.result.type
        assert isinstance(vector_type, VectorType)
        load = llvm.LoadOp(address, vector_type, alignment=_element_alignment(vector_type))
        replace_converted(op, [*ops, load], [load.dereferenced_value], rewriter)


class StoreToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.StoreOp, rewriter: PatternRewriter, /):
        ops, address = element_pointer(op, op.base, tuple(op.indices), rewriter)
        vector_type = op.vector.type
        assert isinstance(vector_type, VectorType)
        store = llvm.StoreOp(op.vector, address, alignment=_element_alignment(vector_type))
        rewriter.replace(op, [*ops, store])


class MaskedLoadToLLVM(RewritePattern):
    """`vector.maskedload`/`maskedstore`: `llvm.intr.masked.load/store` at the element's address
    (MLIR's lowering), aligned to the element; expand-vector-intrinsics splits them by lane."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if isinstance(op, vector.MaskedLoadOp):
            ops, address = element_pointer(op, op.base, tuple(op.indices), rewriter)
            vector_type = op.result.type
            assert isinstance(vector_type, VectorType)
            load = vector_intrinsics.MaskedLoadOp.create(
                operands=[address, op.mask, op.pass_thru], result_types=[vector_type],
                properties={"alignment": IntegerAttr(_element_alignment(vector_type), i32)},
            )
            replace_converted(op, [*ops, load], [load.results[0]], rewriter)
        elif isinstance(op, vector.MaskedStoreOp):
            ops, address = element_pointer(op, op.base, tuple(op.indices), rewriter)
            vector_type = op.value_to_store.type
            assert isinstance(vector_type, VectorType)
            store = vector_intrinsics.MaskedStoreOp.create(
                operands=[op.value_to_store, address, op.mask],
                properties={"alignment": IntegerAttr(_element_alignment(vector_type), i32)},
            )
            rewriter.replace(op, [*ops, store])


class GatherScatterToLLVM(RewritePattern):
    """`vector.gather`/`scatter`: a vector of element addresses (a GEP of the base address by
    the index vector), then `llvm.intr.masked.gather/scatter` on it (MLIR's lowering)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if not isinstance(op, vector_ext.GatherOp | vector_ext.ScatterOp):
            return
        ops, address = element_pointer(op, op.base, tuple(op.offsets), rewriter)
        memref_type = op.base.type
        assert isinstance(memref_type, builtin.MemRefType)
        values_type = op.result.type if isinstance(op, vector_ext.GatherOp) else op.value.type
        assert isinstance(values_type, VectorType)
        pointers = VectorType(address.type, values_type.get_shape())
        ops.append(gep := llvm.GEPOp.from_mixed_indices(
            address, [op.indices], convert_type(memref_type.element_type),
            result_type=pointers,  # type: ignore[arg-type]  # a vector GEP: one address per lane (xDSL types it scalar)
        ))
        alignment = {"alignment": IntegerAttr(_element_alignment(values_type), i32)}
        if isinstance(op, vector_ext.GatherOp):
            ops.append(gather := vector_intrinsics.MaskedGatherOp.create(
                operands=[gep.result, op.mask, op.pass_thru], result_types=[values_type], properties=alignment,
            ))
            replace_converted(op, ops, [gather.results[0]], rewriter)
        else:
            ops.append(vector_intrinsics.MaskedScatterOp.create(
                operands=[op.value, gep.result, op.mask], properties=alignment,
            ))
            rewriter.replace(op, ops)


class BroadcastToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.BroadcastOp, rewriter: PatternRewriter, /):
        vector_type = op.vector.type
        assert isinstance(vector_type, VectorType)
        scalar = to_llvm(op.source, rewriter, InsertPoint.before(op))
        *outer, lanes = vector_type.get_shape()
        row_type = convert_type(VectorType(vector_type.get_element_type(), [lanes]))  # index lanes: i64
        ops: list[Operation] = []
        row = scalar
        if not isinstance(op.source.type, VectorType):
            ops += [
                undef := llvm.UndefOp(row_type),
                lane0 := int_constant(0, i32),
                inserted := llvm.InsertElementOp(undef.res, scalar, lane0.result),
                splat := llvm.ShuffleVectorOp(
                    inserted.res, undef.res, DenseArrayBase.from_list(i32, [0] * lanes), row_type
                ),
            ]
            row = splat.res
        result: SSAValue = row
        if outer:
            # A scalar's splat, or a 1-D source (the result's last dimension), in every row.
            ops.append(array := llvm.UndefOp(convert_type(vector_type)))
            result = array.res
            for position in itertools.product(*(range(n) for n in outer)):
                ops.append(insert := llvm.InsertValueOp(DenseArrayBase.from_list(i64, list(position)), result, row))
                result = insert.res
        replace_converted(op, ops, [result], rewriter)


def _positions(op: vector.ExtractOp | vector.InsertOp) -> list[int]:
    return list(op.static_position.get_values())


class ExtractToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.ExtractOp, rewriter: PatternRewriter, /):
        source = to_llvm(op.vector, rewriter, InsertPoint.before(op))
        vector_type = op.vector.type
        assert isinstance(vector_type, VectorType)
        positions = _positions(op)
        ops: list[Operation] = []
        rank = len(vector_type.get_shape())
        outer = positions[: rank - 1]
        value = source
        if outer:
            row_type = convert_type(VectorType(vector_type.get_element_type(), vector_type.get_shape()[len(outer):]))
            ops.append(row := llvm.ExtractValueOp(DenseArrayBase.from_list(i64, outer), source, row_type))
            value = row.res
        if len(positions) == rank:
            ops.append(index := int_constant(positions[-1], i64))
            ops.append(element := llvm_ext.ExtractElementOp(value, index.result))
            value = element.res
        replace_converted(op, ops, [value], rewriter)


class InsertToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.InsertOp, rewriter: PatternRewriter, /):
        dest = to_llvm(op.dest, rewriter, InsertPoint.before(op))
        source = to_llvm(op.source, rewriter, InsertPoint.before(op))
        vector_type = op.dest.type
        assert isinstance(vector_type, VectorType)
        positions = _positions(op)
        rank = len(vector_type.get_shape())
        ops: list[Operation] = []
        if len(positions) < rank:
            ops.append(insert := llvm.InsertValueOp(DenseArrayBase.from_list(i64, positions), dest, source))
            replace_converted(op, ops, [insert.res], rewriter)
            return
        outer = positions[:-1]
        row = dest
        if outer:
            row_type = VectorType(vector_type.get_element_type(), vector_type.get_shape()[-1:])
            ops.append(extract := llvm.ExtractValueOp(DenseArrayBase.from_list(i64, outer), dest, row_type))
            row = extract.res
        ops.append(index := int_constant(positions[-1], i64))
        ops.append(element := llvm.InsertElementOp(row, source, index.result))
        result: SSAValue = element.res
        if outer:
            ops.append(back := llvm.InsertValueOp(DenseArrayBase.from_list(i64, outer), dest, result))
            result = back.res
        replace_converted(op, ops, [result], rewriter)


class ShuffleToLLVM(RewritePattern):
    """`vector.shuffle` of 1-D vectors: one `shufflevector` when both have the same length (its
    mask is the op's, -1 an undefined lane), else lane by lane from an undefined vector, as MLIR
    lowers it (LLVM's shufflevector takes operands of one type only)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.ShuffleOp, rewriter: PatternRewriter, /):
        first = to_llvm(op.v1, rewriter, InsertPoint.before(op))
        second = to_llvm(op.v2, rewriter, InsertPoint.before(op))
        result_type = op.result.type
        assert isinstance(result_type, VectorType) and isinstance(op.v1.type, VectorType)
        mask = list(op.mask.get_values())
        ops: list[Operation] = []
        if op.v1.type == op.v2.type:
            ops.append(shuffled := llvm.ShuffleVectorOp(first, second, DenseArrayBase.from_list(i32, mask), result_type))
            replace_converted(op, ops, [shuffled.res], rewriter)
            return
        first_lanes = op.v1.type.get_shape()[0]
        ops.append(undef := llvm.UndefOp(result_type))
        result: SSAValue = undef.res
        for lane, pick in enumerate(mask):
            if pick < 0:
                continue
            source, at = (first, pick) if pick < first_lanes else (second, pick - first_lanes)
            ops += [
                index := int_constant(at, i64),
                element := llvm_ext.ExtractElementOp(source, index.result),
                position := int_constant(lane, i64),
                inserted := llvm.InsertElementOp(result, element.res, position.result),
            ]
            result = inserted.res
        replace_converted(op, ops, [result], rewriter)


class FMAToLLVM(RewritePattern):
    """`vector.fma` is `llvm.intr.fma` on the vector (selected lane by lane)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.FMAOp, rewriter: PatternRewriter, /):
        point = InsertPoint.before(op)
        a, b, c = (to_llvm(v, rewriter, point) for v in op.operands)
        fma = llvm.FMAOp(a, b, c)
        replace_converted(op, [fma], [fma.res], rewriter)


class BitcastToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.BitcastOp, rewriter: PatternRewriter, /):
        cast = llvm.BitcastOp(to_llvm(op.source, rewriter, InsertPoint.before(op)), op.result.type)
        replace_converted(op, [cast], [cast.result], rewriter)


# vector.reduction's kinds -> the llvm.intr.vector.reduce.* kind (fadd/fmul: xDSL's own ops,
# which take a start value).
_INT_REDUCTIONS = {"add": "add", "mul": "mul", "and": "and", "or": "or", "xor": "xor",
                   "minsi": "smin", "minui": "umin", "maxsi": "smax", "maxui": "umax"}
_FLOAT_REDUCTIONS = {"minnumf": "fmin", "maxnumf": "fmax", "minimumf": "fminimum", "maximumf": "fmaximum"}


def _reduction_kind(op: vector.ReductionOp) -> str:
    return op.kind.data.value


class ReductionToLLVM(RewritePattern):
    """`vector.reduction <kind>` is the matching `llvm.intr.vector.reduce.*`; a float add or
    multiply starts from the accumulator, else from its identity (-0.0, 1.0), as MLIR lowers it."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.ReductionOp, rewriter: PatternRewriter, /):
        point = InsertPoint.before(op)
        source = to_llvm(op.vector, rewriter, point)
        kind = _reduction_kind(op)
        element = op.dest.type
        ops: list[Operation] = []
        if kind in ("add", "mul") and isinstance(element, builtin.AnyFloat):
            if op.acc is not None:
                start = to_llvm(op.acc, rewriter, point)
            else:
                ops.append(identity := llvm.ConstantOp(builtin.FloatAttr(-0.0 if kind == "add" else 1.0, element), element))
                start = identity.result
            reduce = llvm.VectorReduceFAddOp if kind == "add" else llvm.VectorReduceFMulOp
            ops.append(result := reduce.create(operands=[start, source], result_types=[element],
                                               properties={"fastmathFlags": llvm.FastMathAttr(None)}))
        else:
            name = _FLOAT_REDUCTIONS[kind] if isinstance(element, builtin.AnyFloat) else _INT_REDUCTIONS[kind]
            properties = {"fastmathFlags": llvm.FastMathAttr(None)} if isinstance(element, builtin.AnyFloat) else {}
            ops.append(result := llvm_ext.VECTOR_REDUCTIONS[name].create(
                operands=[source], result_types=[element], properties=properties))
        replace_converted(op, ops, [result.results[0]], rewriter)


def _get(value: SSAValue, vector_type: VectorType, position: Sequence[int], ops: list[Operation]) -> SSAValue:
    """The scalar at `position` of a converted (possibly n-D: an array of rows) vector value."""
    if len(position) > 1:
        row_type = VectorType(vector_type.get_element_type(), vector_type.get_shape()[-1:])
        ops.append(row := llvm.ExtractValueOp(DenseArrayBase.from_list(i64, list(position[:-1])), value, row_type))
        value = row.res
    ops.append(index := int_constant(position[-1], i64))
    ops.append(element := llvm_ext.ExtractElementOp(value, index.result))
    return element.res


def _set(value: SSAValue, vector_type: VectorType, position: Sequence[int], scalar: SSAValue, ops: list[Operation]) -> SSAValue:
    """`value` with the scalar at `position` replaced."""
    row = value
    if len(position) > 1:
        row_type = VectorType(vector_type.get_element_type(), vector_type.get_shape()[-1:])
        ops.append(extract := llvm.ExtractValueOp(DenseArrayBase.from_list(i64, list(position[:-1])), value, row_type))
        row = extract.res
    ops.append(index := int_constant(position[-1], i64))
    ops.append(inserted := llvm.InsertElementOp(row, scalar, index.result))
    if len(position) == 1:
        return inserted.res
    ops.append(back := llvm.InsertValueOp(DenseArrayBase.from_list(i64, list(position[:-1])), value, inserted.res))
    return back.res


class FromElementsToLLVM(RewritePattern):
    """`vector.from_elements`: each element inserted in turn into a poison vector (row-major)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector_ext.FromElementsOp, rewriter: PatternRewriter, /):
        vector_type = op.result.type
        assert isinstance(vector_type, VectorType)
        ops: list[Operation] = [poison := llvm_ext.PoisonOp(convert_type(vector_type))]
        result: SSAValue = poison.res
        positions = itertools.product(*(range(n) for n in vector_type.get_shape()))
        for position, element in zip(positions, op.elements, strict=True):
            scalar = to_llvm(element, rewriter, InsertPoint.before(op))
            result = _set(result, vector_type, position, scalar, ops)
        replace_converted(op, ops, [result], rewriter)


_CONTRACT_COMBINE = {"add": (llvm.FAddOp, llvm.AddOp), "mul": (llvm.FMulOp, llvm.MulOp)}


class ContractionToLLVM(RewritePattern):
    """`vector.contract` unrolled, as MLIR's contraction lowering ends on small static shapes:
    for each result element, acc <kind> the sum over the reduction dimensions of lhs * rhs
    (products and sums in the element type, in the reduction order)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector_ext.ContractionOp, rewriter: PatternRewriter, /):
        point = InsertPoint.before(op)
        maps = [m.data for m in op.indexing_maps.data]
        names = [op.iterator_name(i) for i in range(len(op.iterator_types))]
        lhs_type, rhs_type = op.lhs.type, op.rhs.type
        assert isinstance(lhs_type, VectorType) and isinstance(rhs_type, VectorType)
        sizes = [0] * len(names)
        for affine_map, t in ((maps[0], lhs_type), (maps[1], rhs_type)):
            for expr, size in zip(affine_map.results, t.get_shape(), strict=True):
                sizes[int(str(expr).removeprefix("d"))] = size
        lhs, rhs, acc = (to_llvm(v, rewriter, point) for v in (op.lhs, op.rhs, op.acc))
        element = lhs_type.get_element_type()
        is_float = not isinstance(element, builtin.IntegerType)
        mul = llvm.FMulOp if is_float else llvm.MulOp
        add = llvm.FAddOp if is_float else llvm.AddOp
        combine = _CONTRACT_COMBINE[op.kind.data.value][0 if is_float else 1]
        result_type = op.result.type
        parallel = [i for i, n in enumerate(names) if n == "parallel"]
        reduction = [i for i, n in enumerate(names) if n == "reduction"]
        ops: list[Operation] = []
        result = acc
        for outer in itertools.product(*(range(sizes[i]) for i in parallel)):
            dims = dict(zip(parallel, outer, strict=True))
            total: SSAValue | None = None
            for inner in itertools.product(*(range(sizes[i]) for i in reduction)):
                dims.update(zip(reduction, inner, strict=True))
                a = _get(lhs, lhs_type, [dims[int(str(e).removeprefix("d"))] for e in maps[0].results], ops)
                b = _get(rhs, rhs_type, [dims[int(str(e).removeprefix("d"))] for e in maps[1].results], ops)
                ops.append(product := mul(a, b))
                if total is None:
                    total = product.results[0]
                else:
                    ops.append(summed := add(total, product.results[0]))
                    total = summed.results[0]
            assert total is not None
            out_position = [dims[int(str(e).removeprefix("d"))] for e in maps[2].results]
            if isinstance(result_type, VectorType):
                old = _get(acc, result_type, out_position, ops)
                ops.append(combined := combine(old, total))
                result = _set(result, result_type, out_position, combined.results[0], ops)
            else:
                ops.append(combined := combine(acc, total))
                result = combined.results[0]
        replace_converted(op, ops, [result], rewriter)


def _transfer_mask(
    op: vector.TransferReadOp | vector.TransferWriteOp, lanes: int, rewriter: PatternRewriter, ops: list[Operation]
) -> SSAValue:
    """The lanes inside the memref's last dimension: stepvector + index < size, as MLIR's
    transfer lowering builds the mask of a transfer that may run out of bounds."""
    memref_type = op.source.type
    assert isinstance(memref_type, builtin.MemRefType)
    size = memref_type.get_shape()[-1]
    index = to_llvm(op.indices[-1], rewriter, InsertPoint.before(op))
    lanes_type = VectorType(i64, [lanes])
    ops.append(step := llvm_ext.StepVectorOp.create(result_types=[lanes_type]))
    ops.append(start := llvm.InsertElementOp(_poison(lanes_type, ops), index, _zero(ops)))
    ops.append(splat := llvm.ShuffleVectorOp(start.res, start.res, DenseArrayBase.from_list(i32, [0] * lanes), lanes_type))
    ops.append(at := llvm.AddOp(step.res, splat.res))
    ops.append(bound := int_constant(size, i64))
    ops.append(bound_start := llvm.InsertElementOp(_poison(lanes_type, ops), bound.result, _zero(ops)))
    ops.append(bounds := llvm.ShuffleVectorOp(bound_start.res, bound_start.res, DenseArrayBase.from_list(i32, [0] * lanes), lanes_type))
    ops.append(inside := llvm.ICmpOp(at.res, bounds.res, IntegerAttr(2, 64)))  # slt
    return inside.res


def _poison(t: Attribute, ops: list[Operation]) -> SSAValue:
    ops.append(poison := llvm_ext.PoisonOp(t))
    return poison.res


def _zero(ops: list[Operation]) -> SSAValue:
    ops.append(zero := int_constant(0, i32))
    return zero.result


class TransferReadToLLVM(RewritePattern):
    """A 1-D `vector.transfer_read` along the memref's last dimension (minor identity map, no
    mask operand): a vector load when in bounds, else `llvm.intr.masked.load` of the lanes
    inside the dimension with the padding value in the others (MLIR's lowering)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.TransferReadOp, rewriter: PatternRewriter, /):
        vector_type = op.result.type
        assert isinstance(vector_type, VectorType)
        lanes = vector_type.get_shape()[0]
        ops, address = element_pointer(op, op.source, tuple(op.indices), rewriter)
        align = _element_alignment(vector_type)
        if all(b.value.data for b in op.in_bounds.data):
            ops.append(load := llvm.LoadOp(address, vector_type, alignment=align))
            replace_converted(op, ops, [load.dereferenced_value], rewriter)
            return
        mask = _transfer_mask(op, lanes, rewriter, ops)
        padding = to_llvm(op.padding, rewriter, InsertPoint.before(op))
        ops.append(pad_start := llvm.InsertElementOp(_poison(vector_type, ops), padding, _zero(ops)))
        ops.append(pad := llvm.ShuffleVectorOp(pad_start.res, pad_start.res, DenseArrayBase.from_list(i32, [0] * lanes), vector_type))
        ops.append(load := llvm_ext.MaskedLoadOp.create(
            operands=[address, mask, pad.res], result_types=[vector_type], properties={"alignment": IntegerAttr(align, i32)}))
        replace_converted(op, ops, [load.results[0]], rewriter)


class TransferWriteToLLVM(RewritePattern):
    """A 1-D `vector.transfer_write` (as transfer_read): a vector store in bounds, else
    `llvm.intr.masked.store` of the lanes inside the memref's last dimension."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.TransferWriteOp, rewriter: PatternRewriter, /):
        vector_type = op.vector.type
        assert isinstance(vector_type, VectorType)
        ops, address = element_pointer(op, op.source, tuple(op.indices), rewriter)
        value = to_llvm(op.vector, rewriter, InsertPoint.before(op))
        align = _element_alignment(vector_type)
        if all(b.value.data for b in op.in_bounds.data):
            ops.append(llvm.StoreOp(value, address, alignment=align))
        else:
            mask = _transfer_mask(op, vector_type.get_shape()[0], rewriter, ops)
            ops.append(llvm_ext.MaskedStoreOp.create(
                operands=[value, address, mask], properties={"alignment": IntegerAttr(align, i32)}))
        rewriter.replace(op, ops)


def _check_transfer(op: vector.TransferReadOp | vector.TransferWriteOp) -> None:
    vector_type = op.result.type if isinstance(op, vector.TransferReadOp) else op.vector.type
    source = op.source.type
    assert isinstance(vector_type, VectorType)
    if not isinstance(source, builtin.MemRefType):
        raise op_error(op, f"{op.name} of a tensor is not lowered (bufferize first)")
    rank = len(source.get_shape())
    minor = op.permutation_map.data.results
    identity = [f"d{rank - 1}"]
    if len(vector_type.get_shape()) != 1 or [str(e) for e in minor] != identity or op.mask is not None:
        raise op_error(op, f"{op.name}: only 1-D transfers along the last dimension without a mask operand are lowered")
    if not all(b.value.data for b in op.in_bounds.data) and source.get_shape()[-1] == builtin.DYNAMIC_INDEX:
        raise op_error(op, f"{op.name} that may run past a dynamic dimension is not lowered (mark it in_bounds)")


def check_vectors(module: Operation) -> None:
    for op in module.walk():
        if op.dialect_name() != "vector":
            continue
        if isinstance(op, vector.ExtractOp | vector.InsertOp):
            if op.dynamic_position:
                raise op_error(op, f"{op.name} at a dynamic position is not lowered (static positions are)")
            continue
        if isinstance(op, vector.ReductionOp):
            kind = _reduction_kind(op)
            is_float = isinstance(op.dest.type, builtin.AnyFloat)
            if (kind not in (_FLOAT_REDUCTIONS if is_float else _INT_REDUCTIONS) and kind not in ("add", "mul")) or (
                op.acc is not None and not (is_float and kind in ("add", "mul"))
            ):
                raise op_error(op, f"vector.reduction <{kind}> on {op.vector.type}"
                               f"{' with an accumulator' if op.acc is not None else ''} is not lowered")
        if isinstance(op, vector.TransferReadOp | vector.TransferWriteOp):
            _check_transfer(op)
            continue
        if isinstance(op, vector_ext.FromElementsOp | vector_ext.ContractionOp):
            continue
        if isinstance(op, vector.MaskedLoadOp | vector.MaskedStoreOp | vector_ext.GatherOp | vector_ext.ScatterOp):
            values = op.results[0].type if op.results else op.operands[-1].type
            if not isinstance(values, VectorType) or len(values.get_shape()) != 1 or values.get_num_scalable_dims():
                raise op_error(op, f"{op.name} of {values}: only fixed 1-D vectors are lowered")
            continue
        if isinstance(op, vector.ShuffleOp):
            if any(not isinstance(t, VectorType) or len(t.get_shape()) != 1 or t.get_num_scalable_dims()
                   for t in (op.v1.type, op.v2.type)):
                raise op_error(op, f"vector.shuffle of {op.v1.type} and {op.v2.type}: only fixed 1-D vectors are lowered")
            continue
        if not isinstance(op, vector.LoadOp | vector.StoreOp | vector.BroadcastOp | vector.FMAOp | vector.BitcastOp
                          | vector.ReductionOp):
            raise op_error(op, f"{op.name} has no lowering in convert-vector-to-llvm")
        vector_type = (
            op.result.type if isinstance(op, vector.LoadOp | vector.BitcastOp)
            else op.res.type if isinstance(op, vector.FMAOp)
            else op.vector.type
        )
        if isinstance(op, vector.BitcastOp) and (
            not isinstance(op.source.type, VectorType) or len(op.source.type.get_shape()) != 1
        ):
            raise op_error(op, f"{op.name} of {op.source.type}: only fixed 1-D vectors are lowered")
        assert isinstance(vector_type, VectorType)
        if (len(vector_type.get_shape()) != 1 and not isinstance(op, vector.BroadcastOp)) or vector_type.get_num_scalable_dims():
            raise op_error(op, f"{op.name} of {vector_type}: only fixed 1-D vectors are lowered")
        if isinstance(op, vector.BroadcastOp) and isinstance(op.source.type, VectorType) and (
            op.source.type.get_shape() != vector_type.get_shape()[-1:] or len(vector_type.get_shape()) < 2
        ):
            raise op_error(op, f"vector.broadcast of {op.source.type} to {vector_type} is not lowered (a scalar, or a row to every row, is)")


@dataclass(frozen=True)
class ConvertVectorToLLVMPass(ModulePass):
    name = "convert-vector-to-llvm"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        check_vectors(op)
        located_walker(
            GreedyRewritePatternApplier(
                [LoadToLLVM(), StoreToLLVM(), BroadcastToLLVM(), ExtractToLLVM(), InsertToLLVM(), ShuffleToLLVM(), FMAToLLVM(),
                 BitcastToLLVM(), ReductionToLLVM(), FromElementsToLLVM(), ContractionToLLVM(),
                 TransferReadToLLVM(), TransferWriteToLLVM(), MaskedLoadToLLVM(), GatherScatterToLLVM()]
            ),
            apply_recursively=False,
        ).rewrite_module(op)
