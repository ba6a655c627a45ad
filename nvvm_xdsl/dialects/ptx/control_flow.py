"""Control flow of the `ptx` dialect: branches keep the block structure (`ptx.bra` passes
block arguments until `ptx-lower-block-args` turns them into moves), `ptx.ret`, `ptx.trap`, and
the stack frame (`ptx.local_depot`)."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import StringAttr, UnitAttr
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    successor_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import IsTerminator
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.dialects.ptx.registers import B64, RegType


@irdl_op_definition
class BraOp(IRDLOperation):
    """Unconditional branch, passing values to the successor's block arguments.

    ptx-lower-block-args turns the passing into moves before the branch and marks it
    `coalesced`: each argument is then the block argument itself or a move's result that only
    this branch uses, and the printer puts it in the block argument's register.
    """

    name = "ptx.bra"
    args = var_operand_def(RegType)
    successor = successor_def()
    coalesced = opt_prop_def(UnitAttr)
    traits = traits_def(IsTerminator())
    assembly_format = "$successor (`(` $args^ `:` type($args) `)`)? attr-dict"
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(self, dest, args: Sequence[SSAValue | Operation] = ()):
        super().__init__(operands=[args], successors=[dest])

    def verify_(self) -> None:
        dest_args = self.successor.args
        if len(dest_args) != len(self.args):
            raise VerifyException(
                f"branch passes {len(self.args)} values to a block with {len(dest_args)} arguments"
            )
        for value, arg in zip(self.args, dest_args, strict=True):
            if value.type != arg.type:
                raise VerifyException(f"branch passes {value.type} to a block argument of type {arg.type}")
            if self.coalesced is not None and value is not arg:
                owner = value.owner
                if not isinstance(owner, Operation) or owner.parent is not self.parent or not value.has_one_use():
                    raise VerifyException(
                        "a coalesced branch passes block arguments or moves of its own block that only it uses"
                    )


@irdl_op_definition
class CBraOp(IRDLOperation):
    """`@%p bra then; bra else;` (the printer drops the branch to the next block).

    Its successors take no arguments: edges that carry values go through a block of their own.
    """

    name = "ptx.cbra"
    cond = operand_def(RegType)
    then_block = successor_def()
    else_block = successor_def()
    traits = traits_def(IsTerminator())
    assembly_format = "$cond `,` $then_block `,` $else_block attr-dict `:` type($cond)"

    def __init__(self, cond: SSAValue | Operation, then_block, else_block):
        super().__init__(operands=[cond], successors=[then_block, else_block])

    def verify_(self) -> None:
        assert isinstance(self.cond.type, RegType)
        if self.cond.type.cls != "pred":
            raise VerifyException(f"branch condition must be a predicate register, got {self.cond.type}")
        for block in (self.then_block, self.else_block):
            if block.args:
                raise VerifyException("conditional branch targets cannot take block arguments")


@irdl_op_definition
class RetOp(IRDLOperation):
    """`ret;` (results were already stored to `func_retval0`)."""

    name = "ptx.ret"
    traits = traits_def(IsTerminator())
    assembly_format = "attr-dict"


@irdl_op_definition
class TrapOp(IRDLOperation):
    """`trap;` ending a block that cannot be reached (llvm.unreachable)."""

    name = "ptx.trap"
    traits = traits_def(IsTerminator())
    assembly_format = "attr-dict"


@irdl_op_definition
class LocalDepotOp(IRDLOperation):
    """The function's stack frame: `%spl, %sp = ptx.local_depot "__local_depot0"`.

    Printed as `mov.b64 %SPL, __local_depot0;` (the frame's local-space address) and, when the
    generic frame address is used, `cvta.local.u64 %SP, %SPL;`, LLVM's names for the two.
    """

    name = "ptx.local_depot"
    depot = prop_def(StringAttr)
    spl = result_def(RegType)
    sp = result_def(RegType)
    assembly_format = "$depot attr-dict `:` type($spl) `,` type($sp)"

    def __init__(self, depot: str):
        super().__init__(properties={"depot": StringAttr(depot)}, result_types=[B64, B64])

    def verify_(self) -> None:
        for value in (self.spl, self.sp):
            assert isinstance(value.type, RegType)
            if value.type.cls != "b64":
                raise VerifyException("stack frame addresses are b64 registers")
