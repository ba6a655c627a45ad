"""`arith-expand`: the rounding divisions LLVM has no instruction for, in plain `arith` (what
MLIR's pass of that name does before `convert-arith-to-llvm`).

* `ceildivui a, b`: `a == 0 ? 0 : (a - 1) / b + 1`.
* `ceildivsi a, b`: the truncating quotient `q`, plus one when the division is inexact and the
  operands have the same sign (the exact quotient is positive, so truncation rounded down).
* `floordivsi a, b`: `q` minus one when inexact and the signs differ (truncation rounded up).

Inexactness is `q * b != a`, which cannot overflow where the division itself is defined.
Works on any integer type and on `index`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, builtin
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)

from nvvm_xdsl.locations import located_walker


def _const(value: int, like: SSAValue) -> arith.ConstantOp:
    value_type = like.type
    # Scalars only: a vector division fails here, as it did in IntegerAttr's verifier before.
    assert isinstance(value_type, IntegerType | IndexType), f"no {value_type} constant"
    return arith.ConstantOp(IntegerAttr(value, value_type))


def _signed_rounding(
    lhs: SSAValue, rhs: SSAValue, same_sign_adjusts: bool
) -> tuple[list[Operation], SSAValue]:
    """The truncating quotient, moved one step away from it when inexact and the operand
    signs are equal (`same_sign_adjusts`: ceil, +1) or differ (floor, -1)."""
    ops: list[Operation] = [
        quotient := arith.DivSIOp(lhs, rhs),
        back := arith.MuliOp(quotient, rhs),
        inexact := arith.CmpiOp(back, lhs, "ne"),
        zero := _const(0, lhs),
        lhs_negative := arith.CmpiOp(lhs, zero, "slt"),
        rhs_negative := arith.CmpiOp(rhs, zero, "slt"),
        signs := arith.CmpiOp(lhs_negative, rhs_negative, "eq" if same_sign_adjusts else "ne"),
        adjust := arith.AndIOp(inexact, signs),
        one := _const(1, lhs),
        moved := (arith.AddiOp if same_sign_adjusts else arith.SubiOp)(quotient, one),
        result := arith.SelectOp(adjust, moved, quotient),
    ]
    return ops, result.result


class CeilDivSIExpansion(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.CeilDivSIOp, rewriter: PatternRewriter, /):
        ops, result = _signed_rounding(op.lhs, op.rhs, same_sign_adjusts=True)
        rewriter.replace(op, ops, [result])


class FloorDivSIExpansion(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.FloorDivSIOp, rewriter: PatternRewriter, /):
        ops, result = _signed_rounding(op.lhs, op.rhs, same_sign_adjusts=False)
        rewriter.replace(op, ops, [result])


class CeilDivUIExpansion(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.CeilDivUIOp, rewriter: PatternRewriter, /):
        lhs, rhs = op.lhs, op.rhs
        ops: list[Operation] = [
            zero := _const(0, lhs),
            one := _const(1, lhs),
            is_zero := arith.CmpiOp(lhs, zero, "eq"),
            below := arith.SubiOp(lhs, one),
            quotient := arith.DivUIOp(below, rhs),
            rounded := arith.AddiOp(quotient, one),
            result := arith.SelectOp(is_zero, zero, rounded),
        ]
        rewriter.replace(op, ops, [result.result])


@dataclass(frozen=True)
class ArithExpandPass(ModulePass):
    name = "arith-expand"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        located_walker(
            GreedyRewritePatternApplier(
                [CeilDivSIExpansion(), FloorDivSIExpansion(), CeilDivUIExpansion()]
            ),
            apply_recursively=False,
        ).rewrite_module(op)
