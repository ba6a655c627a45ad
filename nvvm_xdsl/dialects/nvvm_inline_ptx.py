"""`nvvm.inline_ptx`: MLIR NVVM's escape hatch for PTX written by hand, in MLIR's syntax.

    %r = nvvm.inline_ptx "ex2.approx.ftz.f32 $0, $1;" ro(%x : f32) -> f32
    nvvm.inline_ptx "mbarrier.init.b64 [$0], $1;" ro(%bar, %n : !llvm.ptr, i32), predicate = %p

The PTX names its operands `$N` (or `%N`) in the order MLIR's PTX builder gives them: the
results (write-only), then the read-only operands, then the predicate, which guards the whole
text. Format and operand groups follow NVVMOps.td (the commit in tests/nvvm_ops_td.txt).
"""

from __future__ import annotations

from xdsl.dialects.builtin import I1, StringAttr
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    opt_operand_def,
    prop_def,
    var_operand_def,
    var_result_def,
)


@irdl_op_definition
class InlinePtxOp(IRDLOperation):
    name = "nvvm.inline_ptx"

    readOnlyArgs = var_operand_def()
    readWriteArgs = var_operand_def()
    predicate = opt_operand_def(I1)
    ptxCode = prop_def(StringAttr)
    writeOnlyArgs = var_result_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    assembly_format = (
        "$ptxCode"
        " ( `ro` `(` $readOnlyArgs^ `:` type($readOnlyArgs) `)` )?"
        " ( `rw` `(` $readWriteArgs^ `:` type($readWriteArgs) `)` )?"
        " (`,` `predicate` `=` $predicate^)?"
        " attr-dict"
        " ( `->` type($writeOnlyArgs)^ )?"
    )


INLINE_PTX_OPS = [InlinePtxOp]
