"""The constrained floating-point intrinsics (`llvm.intr.experimental.constrained.*`), as MLIR's
LLVMIntrinsicOps.td defines them (`LLVM_ConstrainedIntr`: fptrunc/fpext/sitofp/uitofp in
MLIR 22; fadd/fsub/fmul/fdiv/frem/fma/fmuladd and `constrained_fp_call`, any constrained intrinsic
by name, from llvm-project main): the operands, then the
rounding mode the code may assume and the exception behaviour it asks for, as keywords:

  `%r = llvm.intr.experimental.constrained.fadd %a, %b tonearest ignore : f32`
  `%r = llvm.intr.experimental.constrained.fptrunc %x towardzero ignore : f64 to f32`
  `%r = llvm.intr.experimental.constrained.fpext %x strict : f32 to f64` (no rounding mode)

The generic form stores both as `i64` properties (`<{fpExceptionBehavior = 0 : i64,
roundingmode = 0 : i64}>`, llvm::RoundingMode's and llvm::fp::ExceptionBehavior's numbers);
an older custom form's attribute dictionary holding them is read as the properties."""

from __future__ import annotations

from abc import ABC
from typing import ClassVar

from xdsl.dialects.builtin import IntegerAttr, StringAttr, i64
from xdsl.ir import Attribute
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

ROUNDING_MODES: dict[str, int] = {
    "towardzero": 0,
    "tonearest": 1,
    "upward": 2,
    "downward": 3,
    "tonearestaway": 4,
    "dynamic": 7,
}
"""LLVMEnums.td's RoundingMode keywords and llvm::RoundingMode's numbers (`invalid`, -1, is not
a valid operand: ODS's ValidRoundingModeAttr)."""
EXCEPTION_BEHAVIOURS: dict[str, int] = {"ignore": 0, "maytrap": 1, "strict": 2}

_ROUNDING_KEYWORD = {number: keyword for keyword, number in ROUNDING_MODES.items()}
_EXCEPTION_KEYWORD = {number: keyword for keyword, number in EXCEPTION_BEHAVIOURS.items()}


def _rounding_keyword(mode: IntegerAttr | None) -> str | None:
    return None if mode is None else _ROUNDING_KEYWORD.get(mode.value.data)


def _verify_modes(name: str, mode: IntegerAttr | None, behaviour: IntegerAttr) -> None:
    """The rounding mode (where there is one) and the exception behaviour are LLVM's."""
    if mode is not None and mode.value.data not in _ROUNDING_KEYWORD:
        raise VerifyException(f"'{name}': invalid rounding mode {mode.value.data}")
    if behaviour.value.data not in _EXCEPTION_KEYWORD:
        raise VerifyException(f"'{name}': invalid exception behaviour {behaviour.value.data}")


def _parse_keyword(parser: Parser, keywords: dict[str, int], what: str) -> IntegerAttr:
    at = parser.pos
    for keyword, number in keywords.items():
        if parser.parse_optional_keyword(keyword):
            return IntegerAttr(number, i64)
    parser.raise_error(f"expected {what}: one of {', '.join(keywords)}", at, parser.pos)


class ConstrainedFPOp(IRDLOperation, ABC):
    """`args [roundingmode] fpExceptionBehavior attr-dict : type(arg_0) [to type(res)]`."""

    ARITY: ClassVar[int]
    HAS_ROUNDING: ClassVar[bool] = True
    CONVERSION: ClassVar[bool] = False
    """Printed `: T to R` (the result type differs); else `: T`, one type for all."""

    args = var_operand_def()
    res = result_def()
    roundingmode = opt_prop_def(IntegerAttr)
    fpExceptionBehavior = prop_def(IntegerAttr)

    traits = traits_def(Pure())

    @property
    def rounding(self) -> str | None:
        """The rounding mode's keyword (None for fpext, which is exact)."""
        return _rounding_keyword(self.roundingmode)

    @property
    def exceptions(self) -> str:
        return _EXCEPTION_KEYWORD.get(self.fpExceptionBehavior.value.data, "?")

    def verify_(self) -> None:
        if len(self.args) != self.ARITY:
            raise VerifyException(f"'{self.name}' takes {self.ARITY} operand(s), got {len(self.args)}")
        if self.HAS_ROUNDING != (self.roundingmode is not None):
            raise VerifyException(f"'{self.name}' {'needs' if self.HAS_ROUNDING else 'takes no'} rounding mode")
        _verify_modes(self.name, self.roundingmode, self.fpExceptionBehavior)
        if not self.CONVERSION and any(a.type != self.res.type for a in self.args):
            raise VerifyException(f"'{self.name}': operands and result must have one type")

    @classmethod
    def parse(cls, parser: Parser) -> ConstrainedFPOp:
        names = [parser.parse_unresolved_operand()]
        while parser.parse_optional_punctuation(","):
            names.append(parser.parse_unresolved_operand())
        properties: dict[str, Attribute] = {}
        if cls.HAS_ROUNDING:
            properties["roundingmode"] = _parse_keyword(parser, ROUNDING_MODES, "a rounding mode")
        properties["fpExceptionBehavior"] = _parse_keyword(parser, EXCEPTION_BEHAVIOURS, "an exception behaviour")
        attributes = dict(parser.parse_optional_attr_dict())
        for name in ("roundingmode", "fpExceptionBehavior"):
            if name in attributes:
                properties[name] = attributes.pop(name)
        parser.parse_punctuation(":")
        at = parser.pos
        operand_type = parser.parse_type()
        result_type = operand_type
        if cls.CONVERSION:
            parser.parse_keyword("to")
            result_type = parser.parse_type()
        operands = parser.resolve_operands(names, [operand_type] * len(names), at)
        return cls.create(operands=operands, result_types=[result_type], properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.args, printer.print_operand)
        if self.rounding is not None:
            printer.print_string(f" {self.rounding}")
        printer.print_string(f" {self.exceptions}")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.args[0].type)
        if self.CONVERSION:
            printer.print_string(" to ")
            printer.print_attribute(self.res.type)


def _constrained(kind: str, arity: int, *, conversion: bool = False, rounding: bool = True) -> type[ConstrainedFPOp]:
    class_name = "Constrained" + kind.capitalize() + "Op"
    body = {
        "name": f"llvm.intr.experimental.constrained.{kind}",
        "ARITY": arity,
        "HAS_ROUNDING": rounding,
        "CONVERSION": conversion,
        "__module__": __name__,
        "__qualname__": class_name,
        "__doc__": f"`{kind}` under an assumed rounding mode and exception behaviour.",
        "__annotations__": {"ARITY": ClassVar[int], "HAS_ROUNDING": ClassVar[bool], "CONVERSION": ClassVar[bool]},
    }
    return irdl_op_definition(type(class_name, (ConstrainedFPOp,), body))


CONSTRAINED_FP_OPS: dict[str, type[ConstrainedFPOp]] = {
    **{kind: _constrained(kind, 2) for kind in ("fadd", "fsub", "fmul", "fdiv", "frem")},
    **{kind: _constrained(kind, 3) for kind in ("fma", "fmuladd")},
    **{kind: _constrained(kind, 1, conversion=True) for kind in ("fptrunc", "sitofp", "uitofp")},
    "fpext": _constrained("fpext", 1, conversion=True, rounding=False),
}


@irdl_op_definition
class ConstrainedFPCallOp(IRDLOperation):
    """`%r = llvm.intr.experimental.constrained_fp_call "llvm.experimental.constrained.cos.f32"(%x)
    towardzero ignore : (f32) -> f32`: any constrained intrinsic by its LLVM name (llvm-project
    main); the rounding mode is left out for those that take none (`maximum`)."""

    name = "llvm.intr.experimental.constrained_fp_call"

    args = var_operand_def()
    res = result_def()
    intrin = prop_def(StringAttr)
    roundingmode = opt_prop_def(IntegerAttr)
    fpExceptionBehavior = prop_def(IntegerAttr)

    traits = traits_def(Pure())

    PREFIX: ClassVar[str] = "llvm.experimental.constrained."

    @property
    def rounding(self) -> str | None:
        return _rounding_keyword(self.roundingmode)

    @property
    def exceptions(self) -> str:
        return _EXCEPTION_KEYWORD.get(self.fpExceptionBehavior.value.data, "?")

    def verify_(self) -> None:
        if not self.intrin.data.startswith(self.PREFIX):
            raise VerifyException(f"'{self.name}': '{self.intrin.data}' is not a constrained intrinsic")
        _verify_modes(self.name, self.roundingmode, self.fpExceptionBehavior)

    @classmethod
    def parse(cls, parser: Parser) -> ConstrainedFPCallOp:
        properties: dict[str, Attribute] = {"intrin": StringAttr(parser.parse_str_literal())}
        at = parser.pos
        names = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        for keyword, number in ROUNDING_MODES.items():
            if parser.parse_optional_keyword(keyword):
                properties["roundingmode"] = IntegerAttr(number, i64)
                break
        properties["fpExceptionBehavior"] = _parse_keyword(parser, EXCEPTION_BEHAVIOURS, "an exception behaviour")
        attributes = dict(parser.parse_optional_attr_dict())
        for name in ("roundingmode", "fpExceptionBehavior", "intrin"):
            if name in attributes:
                properties[name] = attributes.pop(name)
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        operands = parser.resolve_operands(names, function_type.inputs.data, at)
        return cls.create(
            operands=operands, result_types=list(function_type.outputs.data), properties=properties, attributes=attributes
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_string_literal(self.intrin.data)
        printer.print_string("(")
        printer.print_list(self.args, printer.print_operand)
        printer.print_string(")")
        if self.rounding is not None:
            printer.print_string(f" {self.rounding}")
        printer.print_string(f" {self.exceptions}")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_operation_type(self)
