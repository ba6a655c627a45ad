"""`convert-index-to-llvm`: the `index` dialect's ops (nvvm_xdsl/dialects/index_dialect.py) become
llvm ops on i64, and `index` becomes `i64` on llvm-dialect ops.

MLIR's pass of this name lowers the `index` dialect: `index.casts`/`castu` are sext/zext/trunc
(or nothing between index and i64), `index.constant` an i64 constant, the binary ops their llvm
op. What is left of `index` after the other conversions (or in hand-written llvm dialect) is the
type itself:
`llvm.mlir.constant(1 : index) : index`, llvm ops or `llvm.func` block arguments typed `index`.
This pass retypes those to i64 (NVPTX64's index width), so the casts the other conversions
left between `index` and `i64` become identities that `reconcile-unrealized-casts` removes.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType, i64
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import Rewriter

from nvvm_xdsl.dialects import index_dialect
from nvvm_xdsl.llvm_conversion import int_constant, operands_to_llvm, replace_converted
from nvvm_xdsl.locations import located_walker

_LLVM_BINARY = {
    "add": llvm.AddOp, "sub": llvm.SubOp, "mul": llvm.MulOp, "divs": llvm.SDivOp, "divu": llvm.UDivOp,
    "rems": llvm.SRemOp, "remu": llvm.URemOp, "shl": llvm.ShlOp, "shrs": llvm.AShrOp,
    "shru": llvm.LShrOp, "and": llvm.AndOp, "or": llvm.OrOp, "xor": llvm.XOrOp,
}


class IndexOpsToLLVM(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if op.dialect_name() != "index":
            return
        if isinstance(op, index_dialect.ConstantOp):
            constant = int_constant(op.value.value.data, i64)
            replace_converted(op, [constant], constant.results, rewriter)
            return
        operands = operands_to_llvm(op, rewriter)
        if isinstance(op, index_dialect.CastSOp | index_dialect.CastUOp):
            (source,) = operands
            target = i64 if isinstance(op.output.type, IndexType) else op.output.type
            assert isinstance(source.type, IntegerType) and isinstance(target, IntegerType)
            width, wanted = source.type.width.data, target.width.data
            if width == wanted:
                replace_converted(op, [], [source], rewriter)
                return
            if width > wanted:
                cast: Operation = llvm.TruncOp(source, target)
            elif isinstance(op, index_dialect.CastSOp):
                cast = llvm.SExtOp(source, target)
            else:
                cast = llvm.ZExtOp(source, target)
            replace_converted(op, [cast], cast.results, rewriter)
            return
        kind = _LLVM_BINARY[op.name.removeprefix("index.")]
        binary = kind(*operands)
        replace_converted(op, [binary], binary.results, rewriter)


def _is_llvm(op: Operation) -> bool:
    return op.dialect_name() in ("llvm", "nvvm")


def retype_index(module: Operation) -> None:
    for op in module.walk():
        if isinstance(op, llvm.FuncOp):
            function_type = op.function_type
            inputs = [i64 if isinstance(t, IndexType) else t for t in function_type.inputs]
            output = function_type.output
            if isinstance(output, IndexType):
                output = i64
            if list(function_type.inputs) != inputs or output != function_type.output:
                op.function_type = llvm.LLVMFunctionType(
                    inputs, output, function_type.is_variadic
                )
            if op.body.blocks:
                for block in op.body.blocks:
                    for arg in block.args:
                        if isinstance(arg.type, IndexType):
                            Rewriter.replace_value_with_new_type(arg, i64)
            continue
        if not _is_llvm(op):
            continue
        if isinstance(op, llvm.ConstantOp):
            value = op.value
            if isinstance(value, IntegerAttr) and isinstance(value.type, IndexType):
                op.properties["value"] = IntegerAttr(value.value.data, i64)
        for result in op.results:
            if isinstance(result.type, IndexType):
                Rewriter.replace_value_with_new_type(result, i64)


@dataclass(frozen=True)
class ConvertIndexToLLVMPass(ModulePass):
    name = "convert-index-to-llvm"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        located_walker(IndexOpsToLLVM()).rewrite_module(op)
        retype_index(op)
