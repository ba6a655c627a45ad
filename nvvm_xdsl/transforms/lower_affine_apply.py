"""`lower-affine-apply`: `affine.apply` as arith ops, as MLIR's `lower-affine` expands it (the
gpu-lower-to-nvvm-pipeline runs that; MLIR's transform schedules, such as
`rewrite_matmul_as_mma_sync`, leave lane indices as affine.apply of the thread id).

Each expression of the map becomes its arith ops on the index operands (dimensions first, then
symbols): `+` addi, `*` muli, `floordiv` floordivsi, `ceildiv` ceildivsi, and `mod` the
remainder MLIR defines, never negative: `remsi`, plus the divisor where that is below zero.
(xDSL's own `lower-affine` makes `mod` a plain remsi.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import affine, arith, builtin
from xdsl.dialects.builtin import IndexType, IntegerAttr
from xdsl.ir import Operation, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineSymExpr,
)
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

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


class AffineApplyToArith(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: affine.ApplyOp, rewriter: PatternRewriter, /):
        affine_map = op.map.data
        operands = list(op.mapOperands)
        ops: list[Operation] = []
        value = _expand(affine_map.results[0], operands[: affine_map.num_dims], operands[affine_map.num_dims :], ops)
        rewriter.replace(op, ops, [value])


def check_affine(module: Operation) -> None:
    for op in module.walk():
        if op.dialect_name() == "affine" and not isinstance(op, affine.ApplyOp):
            raise op_error(op, f"{op.name} cannot be lowered to NVVM (affine.apply is; lower-affine the rest first)")


@dataclass(frozen=True)
class LowerAffineApplyPass(ModulePass):
    name = "lower-affine-apply"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        check_affine(op)
        located_walker(AffineApplyToArith()).rewrite_module(op)
