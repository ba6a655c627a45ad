"""`convert-func-to-llvm`: `func.func`/`func.return`/`func.call` to their llvm-dialect forms.

Memref arguments and results use MLIR's bare-pointer convention (its
`use-bare-ptr-memref-call-conv`): one `!llvm.ptr<space>` per memref, which is what a CUDA kernel
receives; a memref whose strides are not in its type is MLIR's descriptor, passed field by
field as MLIR's default convention does (see `nvvm_xdsl.llvm_conversion`). Discardable attributes (`nvvm.kernel`, `gpu.kernel`, `nvvm.reqntid`, ...) and argument
attributes carry over, so a `func.func` marked `nvvm.kernel` stays a kernel.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, func, llvm
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.llvm_conversion import (
    build_llvm_func,
    call_arguments,
    convert_type,
    operands_to_llvm,
    replace_converted,
)
from nvvm_xdsl.locations import located_walker


class FuncToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: func.FuncOp, rewriter: PatternRewriter, /):
        new_func = build_llvm_func(
            op,
            op.sym_name.data,
            op.function_type.inputs.data,
            op.function_type.outputs.data,
            op.arg_attrs,
            rewriter,
        )
        rewriter.replace(op, new_func)


class ReturnToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: func.ReturnOp, rewriter: PatternRewriter, /):
        values = operands_to_llvm(op, rewriter)
        rewriter.replace(op, llvm.ReturnOp(values[0] if values else None))


class CallToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: func.CallOp, rewriter: PatternRewriter, /):
        args = call_arguments(op.arguments, rewriter, InsertPoint.before(op))
        result_type = convert_type(op.res[0].type) if op.res else None
        call = llvm.CallOp(op.callee, *args, return_type=result_type)
        replace_converted(op, [call], call.results, rewriter)


def check_funcs(module: Operation) -> None:
    for op in module.walk():
        if isinstance(op, func.FuncOp | func.CallOp) and len(
            op.function_type.outputs if isinstance(op, func.FuncOp) else op.res
        ) > 1:
            raise op_error(op, "functions with more than one result are not supported")


@dataclass(frozen=True)
class ConvertFuncToLLVMPass(ModulePass):
    name = "convert-func-to-llvm"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        check_funcs(op)
        located_walker(
            GreedyRewritePatternApplier([FuncToLLVM(), ReturnToLLVM(), CallToLLVM()]),
            apply_recursively=False,
        ).rewrite_module(op)
