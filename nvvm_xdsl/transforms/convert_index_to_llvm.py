"""`convert-index-to-llvm`: `index` becomes `i64` on llvm-dialect ops.

MLIR's pass of this name lowers the `index` dialect, which xDSL 0.74 does not have; what is left
of `index` after the other conversions (or in hand-written llvm dialect) is the type itself:
`llvm.mlir.constant(1 : index) : index`, llvm ops or `llvm.func` block arguments typed `index`.
This pass retypes those to i64 (NVPTX64's index width), so the casts the other conversions
left between `index` and `i64` become identities that `reconcile-unrealized-casts` removes.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import IndexType, IntegerAttr, i64
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter


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
        retype_index(op)
