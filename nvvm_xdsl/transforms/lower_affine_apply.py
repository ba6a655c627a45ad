"""`lower-affine-apply`: the affine ops device code uses as arith/scf/memref ops, as MLIR's
`lower-affine` expands them (the gpu-lower-to-nvvm-pipeline runs that; MLIR's transform schedules,
such as `rewrite_matmul_as_mma_sync`, leave lane indices as affine.apply of the thread id).

Each expression of a map becomes its arith ops on the index operands (dimensions first, then
symbols): `+` addi, `*` muli, `floordiv` floordivsi, `ceildiv` ceildivsi, and `mod` the
remainder MLIR defines, never negative: `remsi`, plus the divisor where that is below zero.
(xDSL's own `lower-affine` makes `mod` a plain remsi and drops a map's symbols.)
`affine.apply` is its one expression; `affine.min`/`affine.max` the minsi/maxsi of the map's
results; `affine.load`/`affine.store` a `memref.load`/`store` at the map's results;
`affine.for` an `scf.for` from the maximum of its lower bound map's results to the minimum of
its upper bound map's, `affine.yield` an `scf.yield`. Other affine ops are refused at the op.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import affine, arith, builtin, memref, scf
from xdsl.dialects.builtin import AffineMapAttr, IndexType, IntegerAttr
from xdsl.ir import Operation, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)

from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.locations import located_walker


def _expand(expr: AffineExpr, dims: Sequence[SSAValue], symbols: Sequence[SSAValue], ops: list[Operation]) -> SSAValue:
    if isinstance(expr, AffineConstantExpr):
        ops.append(constant := arith.ConstantOp(IntegerAttr(expr.value, IndexType())))
        return constant.result
    if isinstance(expr, AffineDimExpr):
        return dims[expr.position]
    if isinstance(expr, AffineSymExpr):
        return symbols[expr.position]
    assert isinstance(expr, AffineBinaryOpExpr)
    lhs = _expand(expr.lhs, dims, symbols, ops)
    rhs = _expand(expr.rhs, dims, symbols, ops)
    kind = expr.kind
    result: Operation
    if kind is AffineBinaryOpKind.Add:
        result = arith.AddiOp(lhs, rhs)
    elif kind is AffineBinaryOpKind.Mul:
        result = arith.MuliOp(lhs, rhs)
    elif kind is AffineBinaryOpKind.FloorDiv:
        result = arith.FloorDivSIOp(lhs, rhs)
    elif kind is AffineBinaryOpKind.CeilDiv:
        result = arith.CeilDivSIOp(lhs, rhs)
    else:
        ops.append(remainder := arith.RemSIOp(lhs, rhs))
        ops.append(zero := arith.ConstantOp(IntegerAttr(0, IndexType())))
        ops.append(negative := arith.CmpiOp(remainder.result, zero.result, "slt"))
        ops.append(raised := arith.AddiOp(remainder.result, rhs))
        result = arith.SelectOp(negative.result, raised.result, remainder.result)
    ops.append(result)
    return result.results[0]


def _map_results(affine_map: AffineMap, operands: Sequence[SSAValue], ops: list[Operation]) -> list[SSAValue]:
    dims, symbols = operands[: affine_map.num_dims], operands[affine_map.num_dims :]
    return [_expand(expr, dims, symbols, ops) for expr in affine_map.results]


def _folded(values: list[SSAValue], largest: bool, ops: list[Operation]) -> SSAValue:
    """The signed maximum (`largest`) or minimum of the values."""
    result = values[0]
    for value in values[1:]:
        ops.append(picked := arith.MaxSIOp(result, value) if largest else arith.MinSIOp(result, value))
        result = picked.result
    return result


class AffineApplyToArith(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: affine.ApplyOp, rewriter: PatternRewriter, /):
        ops: list[Operation] = []
        (value,) = _map_results(op.map.data, list(op.mapOperands), ops)
        rewriter.replace(op, ops, [value])


class AffineMinMaxToArith(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if op.name not in ("affine.min", "affine.max"):
            return
        affine_map = op.properties["map"]
        assert isinstance(affine_map, AffineMapAttr)
        ops: list[Operation] = []
        values = _map_results(affine_map.data, list(op.operands), ops)
        rewriter.replace(op, ops, [_folded(values, op.name == "affine.max", ops)])


class AffineMemoryToMemRef(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: affine.LoadOp | affine.StoreOp, rewriter: PatternRewriter, /):
        ops: list[Operation] = []
        indices = _map_results(op.map.data, list(op.indices), ops) if op.map is not None else list(op.indices)
        if isinstance(op, affine.LoadOp):
            ops.append(access := memref.LoadOp.get(op.memref, indices))
            rewriter.replace(op, ops, [access.res])
        else:
            ops.append(memref.StoreOp.get(op.value, op.memref, indices))
            rewriter.replace(op, ops, [])


class AffineForToScf(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: affine.ForOp, rewriter: PatternRewriter, /):
        ops: list[Operation] = []
        lower = _folded(_map_results(op.lowerBoundMap.data, list(op.lowerBoundOperands), ops), True, ops)
        upper = _folded(_map_results(op.upperBoundMap.data, list(op.upperBoundOperands), ops), False, ops)
        ops.append(step := arith.ConstantOp(IntegerAttr(op.step.value.data, IndexType())))
        for inner in op.body.walk():
            if isinstance(inner, affine.YieldOp) and inner.parent_op() is op:
                rewriter.replace_op(inner, scf.YieldOp(*inner.arguments))
        body = rewriter.move_region_contents_to_new_regions(op.body)
        ops.append(loop := scf.ForOp(lower, upper, step.result, list(op.inits), body))
        rewriter.replace(op, ops, loop.results)


_LOWERED = ("affine.apply", "affine.min", "affine.max", "affine.load", "affine.store", "affine.for", "affine.yield")


def check_affine(module: Operation) -> None:
    for op in module.walk():
        if op.dialect_name() == "affine" and op.name not in _LOWERED:
            raise op_error(op, f"{op.name} cannot be lowered to NVVM ({', '.join(_LOWERED)} are; lower-affine the rest first)")
        if isinstance(op, affine.YieldOp) and not isinstance(op.parent_op(), affine.ForOp):
            raise op_error(op, "affine.yield outside an affine.for cannot be lowered to NVVM")


@dataclass(frozen=True)
class LowerAffineApplyPass(ModulePass):
    name = "lower-affine-apply"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        check_affine(op)
        located_walker(
            GreedyRewritePatternApplier(
                [AffineApplyToArith(), AffineMinMaxToArith(), AffineMemoryToMemRef(), AffineForToScf()]
            )
        ).rewrite_module(op)
