"""`convert-scf-while-to-cf`: `scf.while` to a CFG of `cf` branches.

xDSL 0.74's `convert-scf-to-cf` (the name MLIR uses for the whole scf lowering, so it is taken)
lowers `scf.for`, `scf.if` and `scf.index_switch` but not `scf.while`; this pass lowers the
loop that one leaves, the way MLIR does: the block is split at the loop, the `before` region
becomes the loop header whose `scf.condition` branches to the `after` region (the body, whose
`scf.yield` branches back to the header) or to the continuation, whose arguments are the loop's
results.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, cf, scf
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import BlockInsertPoint, InsertPoint

from nvvm_xdsl.locations import located_walker


class WhileLowering(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter, /):
        entry_block = op.parent_block()
        if entry_block is None:
            return
        continuation = entry_block.split_before(op)
        for position, result_type in enumerate(op.result_types):
            rewriter.insert_block_argument(continuation, position, result_type)

        header = op.before_region.block
        body = op.after_region.block
        condition = header.last_op
        yield_op = body.last_op
        assert isinstance(condition, scf.ConditionOp) and isinstance(yield_op, scf.YieldOp)

        rewriter.replace(
            condition,
            cf.ConditionalBranchOp(
                condition.condition, body, condition.args, continuation, condition.args
            ),
        )
        rewriter.replace(yield_op, cf.BranchOp(header, *yield_op.operands))
        rewriter.inline_region(op.before_region, BlockInsertPoint.before(continuation))
        rewriter.inline_region(op.after_region, BlockInsertPoint.before(continuation))
        rewriter.insert(
            cf.BranchOp(header, *op.arguments), InsertPoint.at_end(entry_block)
        )
        rewriter.replace(op, [], continuation.args)


@dataclass(frozen=True)
class ConvertScfWhileToCfPass(ModulePass):
    name = "convert-scf-while-to-cf"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        located_walker(WhileLowering()).rewrite_module(op)
