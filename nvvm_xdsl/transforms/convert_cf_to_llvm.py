"""`convert-cf-to-llvm`: `cf.br`/`cf.cond_br`/`cf.switch` to `llvm.br`/`llvm.cond_br`/
`llvm.switch` (an `index` flag and its case values become i64).

The arguments of non-entry blocks are retyped here (index to i64, memref to pointer), since only
branches pass them; entry-block arguments belong to the function conversions. `cf.assert` is
device-specific (a call to CUDA's `__assertfail`): `convert-gpu-to-nvvm` lowers it, as MLIR's
does, and this pass alone rejects it at the op.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, cf, llvm
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.llvm_conversion import convert_block_arguments, to_llvm
from nvvm_xdsl.locations import located_walker


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


class SwitchToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: cf.SwitchOp, rewriter: PatternRewriter, /):
        point = InsertPoint.before(op)
        flag = to_llvm(op.flag, rewriter, point)
        default_args = [to_llvm(arg, rewriter, point) for arg in op.default_operands]
        case_args: list[list[SSAValue]] = []
        remaining = list(op.case_operands)
        for count in op.case_operand_segments.get_values():
            case_args.append([to_llvm(arg, rewriter, point) for arg in remaining[:count]])
            remaining = remaining[count:]
        values = [] if op.case_values is None else list(op.case_values.get_values())
        rewriter.replace(
            op,
            llvm_ext.SwitchOp(
                flag,
                op.default_block,
                default_args,
                [int(v) for v in values],
                list(op.case_blocks),
                case_args,
            ),
        )


def check_cf(module: Operation, assert_lowered_first: bool = False) -> None:
    """`assert_lowered_first`: convert-gpu-to-nvvm runs before this pass (convert-to-llvm)."""
    for op in module.walk():
        if isinstance(op, cf.AssertOp) and not assert_lowered_first:
            raise op_error(op, "cf.assert is lowered by convert-gpu-to-nvvm (__assertfail)")


@dataclass(frozen=True)
class ConvertCfToLLVMPass(ModulePass):
    name = "convert-cf-to-llvm"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        check_cf(op)
        for inner in op.walk():
            for region in inner.regions:
                for block in list(region.blocks)[1:]:
                    convert_block_arguments(block)
        located_walker(
            GreedyRewritePatternApplier([BranchToLLVM(), CondBranchToLLVM(), SwitchToLLVM()]),
            apply_recursively=False,
        ).rewrite_module(op)
