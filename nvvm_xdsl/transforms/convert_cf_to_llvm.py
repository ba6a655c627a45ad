"""`convert-cf-to-llvm`: `cf.br`/`cf.cond_br` to `llvm.br`/`llvm.cond_br`.

The arguments of non-entry blocks are retyped here (index to i64, memref to pointer), since only
branches pass them; entry-block arguments belong to the function conversions. `cf.assert`
has no device lowering (CUDA's `__assertfail` is not modelled) and `cf.switch` is not lowered yet: both are rejected at the op.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, cf, llvm
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.llvm_conversion import convert_block_arguments, to_llvm


class BranchToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: cf.BranchOp, rewriter: PatternRewriter, /):
        point = InsertPoint.before(op)
        args = [to_llvm(arg, rewriter, point) for arg in op.arguments]
        rewriter.replace(op, llvm.BrOp(op.successor, *args))


class CondBranchToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: cf.ConditionalBranchOp, rewriter: PatternRewriter, /):
        point = InsertPoint.before(op)
        then_args = [to_llvm(arg, rewriter, point) for arg in op.then_arguments]
        else_args = [to_llvm(arg, rewriter, point) for arg in op.else_arguments]
        rewriter.replace(
            op,
            llvm.CondBrOp(op.cond, op.then_block, then_args, op.else_block, else_args),
        )


def check_cf(module: Operation) -> None:
    for op in module.walk():
        if isinstance(op, cf.AssertOp):
            raise op_error(op, "cf.assert has no device lowering")
        if isinstance(op, cf.SwitchOp):
            raise op_error(op, "cf.switch is not supported yet; use cf.cond_br")


@dataclass(frozen=True)
class ConvertCfToLLVMPass(ModulePass):
    name = "convert-cf-to-llvm"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        check_cf(op)
        for inner in op.walk():
            for region in inner.regions:
                for block in list(region.blocks)[1:]:
                    convert_block_arguments(block)
        PatternRewriteWalker(
            GreedyRewritePatternApplier([BranchToLLVM(), CondBranchToLLVM()]),
            apply_recursively=False,
        ).rewrite_module(op)
