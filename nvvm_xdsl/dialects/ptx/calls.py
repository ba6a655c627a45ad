"""Call sequences of the `ptx` dialect (seed 002): `ptx.callseq_start`, `ptx.declare_param`,
`ptx.declare_ret_param`, `ptx.call`, `ptx.callseq_end`; each carries the NVPTXISD opcode number of
the SelectionDAG node it stands for as the class constant `NVPTXISD_OPCODE`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import ArrayAttr, IntAttr, StringAttr, SymbolRefAttr, UnitAttr
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    opt_operand_def,
    opt_prop_def,
    prop_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.dialects.ptx.declarations import ParamAttr
from nvvm_xdsl.dialects.ptx.registers import RegType


class _CallSeqMarker(IRDLOperation):
    NVPTXISD_OPCODE: ClassVar[int]
    callseq_id = prop_def(IntAttr)

    def __init__(self, callseq_id: int):
        super().__init__(properties={"callseq_id": IntAttr(callseq_id)})

    @classmethod
    def parse(cls, parser: Parser):
        op = cls(parser.parse_integer(allow_boolean=False, allow_negative=False))
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.callseq_id.data}")
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class CallSeqStartOp(_CallSeqMarker):
    """`{ // callseq N, 0`: opens a call's private `.param` scope (NVPTXISD::ParamCallStart)."""

    NVPTXISD_OPCODE: ClassVar[int] = 0x1FD
    name = "ptx.callseq_start"


@irdl_op_definition
class CallSeqEndOp(_CallSeqMarker):
    """`} // callseq N`: closes the call sequence (NVPTXISD::ParamCallEnd)."""

    NVPTXISD_OPCODE: ClassVar[int] = 0x1FE
    name = "ptx.callseq_end"


@irdl_op_definition
class DeclareParamOp(IRDLOperation):
    """`.param .b32 param0;` or `.param .align 8 .b8 param1[24];` inside a call sequence.

    NVPTXISD::DeclareScalarParam (0x13E); seed 002 gives no number for the array form, which
    this op also covers.
    """

    NVPTXISD_OPCODE: ClassVar[int] = 0x13E
    name = "ptx.declare_param"
    param = prop_def(ParamAttr)
    assembly_format = "$param attr-dict"

    def __init__(self, param: ParamAttr):
        super().__init__(properties={"param": param})


@irdl_op_definition
class DeclareRetParamOp(IRDLOperation):
    """`.param .b32 retval0;`: where the callee's result lands (NVPTXISD::DeclareRetParam).

    Seed 002 gives DeclareRetParam two numbers: 0x317 in its getTargetNodeName table and 0x13D
    next to DeclareScalarParam (0x13E). We use 0x13D, the one that sits with the other declare
    nodes; 0x317 is kept as NVPTXISD_OPCODE_ALT for tools that read the other table.
    """

    NVPTXISD_OPCODE: ClassVar[int] = 0x13D
    NVPTXISD_OPCODE_ALT: ClassVar[int] = 0x317
    name = "ptx.declare_ret_param"
    param = prop_def(ParamAttr)
    assembly_format = "$param attr-dict"

    def __init__(self, param: ParamAttr):
        super().__init__(properties={"param": param})


@irdl_op_definition
class CallOp(IRDLOperation):
    """`call.uni (retval0), f, (param0, param1);` or, through a register, with a prototype:

    `call (retval0), %rd1, (param0), prototype_0;` after
    `prototype_0 : .callprototype (.param .b32 _) _ (.param .b64 _);`.
    Direct: NVPTXISD::CallNonReg (0x202); indirect: CallNonRegPrototype (0x201) marks the
    prototype. The arguments were stored with st.param and the result is read with ld.param:
    the op itself only names the params.
    """

    NVPTXISD_OPCODE: ClassVar[int] = 0x202
    NVPTXISD_PROTOTYPE_OPCODE: ClassVar[int] = 0x201
    name = "ptx.call"
    callee = opt_prop_def(SymbolRefAttr)
    target = opt_operand_def(RegType)
    args = prop_def(ArrayAttr[StringAttr])
    result = opt_prop_def(StringAttr)
    uni = opt_prop_def(UnitAttr)
    # Indirect calls: the prototype's number and its (result, params) declarations.
    prototype_id = opt_prop_def(IntAttr)
    prototype_params = opt_prop_def(ArrayAttr[ParamAttr])
    prototype_returns = opt_prop_def(ArrayAttr[ParamAttr])
    assembly_format = "($callee^)? ($target^ `:` type($target))? `(` $args `)` attr-dict"
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(
        self,
        callee: str | None,
        args: Sequence[str],
        result: str | None,
        *,
        target: SSAValue | None = None,
        uni: bool = True,
        prototype: tuple[int, Sequence[ParamAttr], Sequence[ParamAttr]] | None = None,
    ):
        props: dict[str, Attribute] = {"args": ArrayAttr([StringAttr(a) for a in args])}
        if callee is not None:
            props["callee"] = SymbolRefAttr(callee)
        if result is not None:
            props["result"] = StringAttr(result)
        if uni:
            props["uni"] = UnitAttr()
        if prototype is not None:
            props["prototype_id"] = IntAttr(prototype[0])
            props["prototype_params"] = ArrayAttr(prototype[1])
            props["prototype_returns"] = ArrayAttr(prototype[2])
        super().__init__(operands=[[target] if target is not None else []], properties=props)

    def verify_(self) -> None:
        if (self.callee is None) == (self.target is None):
            raise VerifyException("a call needs exactly one of a callee symbol and a target register")
        if self.target is not None:
            assert isinstance(self.target.type, RegType)
            if self.target.type.cls != "b64":
                raise VerifyException("an indirect call target must be a b64 register")
            if self.prototype_id is None or self.prototype_params is None:
                raise VerifyException("an indirect call needs a prototype")
