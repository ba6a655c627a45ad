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
* `vector.fma` is `llvm.intr.fma` and `vector.bitcast` `llvm.bitcast` on the 1-D vector;
  `vector.reduction` the matching `llvm.intr.vector.reduce.*` (a float add or multiply from the
  accumulator or its identity).

Element-wise `arith` on such vectors is convert-arith-to-llvm's (llvm ops take vector types).
Other multi-dimensional vector ops, dynamic positions, masked and transfer ops are rejected at the op.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm, vector
from xdsl.dialects.builtin import DenseArrayBase, VectorType, i32, i64
from xdsl.ir import Operation, SSAValue
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
from nvvm_xdsl.dialects import llvm_ext
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


class BroadcastToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.BroadcastOp, rewriter: PatternRewriter, /):
        vector_type = op.vector.type
        assert isinstance(vector_type, VectorType)
        scalar = to_llvm(op.source, rewriter, InsertPoint.before(op))
        *outer, lanes = vector_type.get_shape()
        row_type = VectorType(vector_type.get_element_type(), [lanes])
        ops: list[Operation] = [
            undef := llvm.UndefOp(row_type),
            lane0 := int_constant(0, i32),
            inserted := llvm.InsertElementOp(undef.res, scalar, lane0.result),
            splat := llvm.ShuffleVectorOp(
                inserted.res, undef.res, DenseArrayBase.from_list(i32, [0] * lanes), row_type
            ),
        ]
        result: SSAValue = splat.res
        if outer:
            ops.append(array := llvm.UndefOp(convert_type(vector_type)))
            result = array.res
            for position in itertools.product(*(range(n) for n in outer)):
                ops.append(insert := llvm.InsertValueOp(DenseArrayBase.from_list(i64, list(position)), result, splat.res))
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
        if isinstance(op, vector.BroadcastOp) and isinstance(op.source.type, VectorType):
            raise op_error(op, "vector.broadcast of a vector is not supported (a scalar is)")


@dataclass(frozen=True)
class ConvertVectorToLLVMPass(ModulePass):
    name = "convert-vector-to-llvm"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        check_vectors(op)
        located_walker(
            GreedyRewritePatternApplier(
                [LoadToLLVM(), StoreToLLVM(), BroadcastToLLVM(), ExtractToLLVM(), InsertToLLVM(), FMAToLLVM(),
                 BitcastToLLVM(), ReductionToLLVM()]
            ),
            apply_recursively=False,
        ).rewrite_module(op)
