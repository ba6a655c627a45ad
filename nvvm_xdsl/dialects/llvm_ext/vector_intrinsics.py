"""The masked memory intrinsics (`llvm.intr.masked.load/store/gather/scatter`) and
`llvm.intr.stepvector`, as MLIR's LLVMIntrinsicOps.td defines them (IREE's vectorised code
emits all five for tails of dynamic sizes and for gathers).

Both printed forms MLIR has used parse:
  MLIR 22: `%r = llvm.intr.masked.load %p, %m, %pass {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>`
           `llvm.intr.masked.store %v, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr`
  MLIR 24: `%r = llvm.intr.masked.load(%p, %m, %pass), alignment(4) : (...) -> vector<4xf32>`
           `llvm.intr.masked.store(%v, %p, %m), alignment(4) : vector<4xf32>, vector<4xi1> into !llvm.ptr`
and the generic form stores `alignment` as `i32` (MLIR 22) or `i64` (MLIR 24). They print as
MLIR 22 prints them.
"""

from __future__ import annotations

from abc import ABC

from xdsl.dialects.builtin import IntegerAttr, SignlessIntegerConstraint, UnitAttr, VectorType, i1, i32
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect, Pure
from xdsl.utils.exceptions import VerifyException

_MASK = VectorType.constr(AnyAttr())
_VECTOR = VectorType.constr(AnyAttr())


class _MaskedMemoryOp(IRDLOperation, ABC):
    # Any integer width: MLIR 22's generic form writes `: i32`, MLIR 24's `: i64`.
    alignment = prop_def(IntegerAttr)
    irdl_options = (ParsePropInAttrDict(),)

    @property
    def align(self) -> int:
        return self.alignment.value.data

    @classmethod
    def _parse_parts(cls, parser: Parser) -> tuple[list, dict[str, Attribute], dict[str, Attribute]]:
        """Operands, then MLIR 24's `, alignment(N)` / `, nontemporal` or MLIR 22's attribute
        dictionary; returns (unresolved operands, properties, discardable attributes)."""
        if parser.parse_optional_punctuation("("):
            operands = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation(")")
        else:
            operands = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
        properties: dict[str, Attribute] = {}
        while parser.parse_optional_punctuation(","):
            if parser.parse_optional_keyword("nontemporal"):
                properties["nontemporal"] = UnitAttr()
                continue
            parser.parse_keyword("alignment")
            parser.parse_punctuation("(")
            properties["alignment"] = IntegerAttr(parser.parse_integer(allow_boolean=False), i32)
            parser.parse_punctuation(")")
        attributes = dict(parser.parse_optional_attr_dict())
        for name in ("alignment", "nontemporal"):
            if name in attributes:
                properties[name] = attributes.pop(name)
        if "alignment" not in properties:
            parser.raise_error(f"{cls.name} needs an alignment")
        return operands, properties, attributes

    def _print_attributes(self, printer: Printer) -> None:
        attributes: dict[str, Attribute] = {"alignment": IntegerAttr(self.align, i32)}
        if getattr(self, "nontemporal", None) is not None:
            attributes["nontemporal"] = UnitAttr()
        printer.print_op_attributes({**attributes, **self.attributes})


class _MaskedReadOp(_MaskedMemoryOp, ABC):
    """`operands attr-dict : functional-type(operands, results)`"""

    res = result_def(_VECTOR)

    @classmethod
    def parse(cls, parser: Parser):
        operands, properties, attributes = cls._parse_parts(parser)
        parser.parse_punctuation(":")
        location = parser.pos
        function_type = parser.parse_function_type()
        if len(function_type.inputs.data) != len(operands) or len(function_type.outputs.data) != 1:
            parser.raise_error(f"{cls.name}: the type does not match the operands", location)
        values = parser.resolve_operands(operands, function_type.inputs.data, location)
        op = cls.create(
            operands=values,
            result_types=[function_type.outputs.data[0]],
            properties=properties,
            attributes=attributes,
        )
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        self._print_attributes(printer)
        printer.print_string(" : (")
        printer.print_list([o.type for o in self.operands], printer.print_attribute)
        printer.print_string(") -> ")
        printer.print_attribute(self.res.type)

    def _check_lanes(self, mask: SSAValue, pass_thru: SSAValue | None) -> None:
        assert isinstance(self.res.type, VectorType) and isinstance(mask.type, VectorType)
        if mask.type.get_shape() != self.res.type.get_shape() or mask.type.element_type != i1:
            raise VerifyException(f"{self.name}: the mask must be a vector of i1 as long as the result")
        if pass_thru is not None and pass_thru.type != self.res.type:
            raise VerifyException(f"{self.name}: the pass-through value must have the result's type")


class _MaskedWriteOp(_MaskedMemoryOp, ABC):
    """`$value, $ptr, $mask attr-dict : type($value), type($mask) into type($ptr)`"""

    @classmethod
    def parse(cls, parser: Parser):
        operands, properties, attributes = cls._parse_parts(parser)
        location = parser.pos
        if len(operands) != 3:
            parser.raise_error(f"{cls.name} takes a value, pointers and a mask", location)
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        parser.parse_punctuation(",")
        mask_type = parser.parse_type()
        parser.parse_keyword("into")
        ptr_type = parser.parse_type()
        values = parser.resolve_operands(operands, [value_type, ptr_type, mask_type], location)
        return cls.create(operands=values, properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        value, ptr, mask = self.operands
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        self._print_attributes(printer)
        printer.print_string(" : ")
        printer.print_attribute(value.type)
        printer.print_string(", ")
        printer.print_attribute(mask.type)
        printer.print_string(" into ")
        printer.print_attribute(ptr.type)

    def _check_lanes(self, value: SSAValue, mask: SSAValue) -> None:
        if not isinstance(value.type, VectorType) or not isinstance(mask.type, VectorType):
            raise VerifyException(f"{self.name}: the value and the mask must be vectors")
        if mask.type.get_shape() != value.type.get_shape() or mask.type.element_type != i1:
            raise VerifyException(f"{self.name}: the mask must be a vector of i1 as long as the value")


@irdl_op_definition
class MaskedLoadOp(_MaskedReadOp):
    """The lanes of a vector at `data` whose mask bit is set; the others from `pass_thru`
    (poison without it)."""

    name = "llvm.intr.masked.load"
    data = operand_def(LLVMPointerType)
    mask = operand_def(_MASK)
    pass_thru = opt_operand_def(_VECTOR)
    nontemporal = opt_prop_def(UnitAttr)
    traits = traits_def(MemoryReadEffect())

    def verify_(self) -> None:
        self._check_lanes(self.mask, self.pass_thru)


@irdl_op_definition
class MaskedGatherOp(_MaskedReadOp):
    """Each lane loaded from its own pointer where its mask bit is set."""

    name = "llvm.intr.masked.gather"
    ptrs = operand_def(VectorType.constr(LLVMPointerType))
    mask = operand_def(_MASK)
    pass_thru = var_operand_def(_VECTOR)
    traits = traits_def(MemoryReadEffect())

    def verify_(self) -> None:
        if len(self.pass_thru) > 1:
            raise VerifyException(f"{self.name} takes at most one pass-through value")
        self._check_lanes(self.mask, self.pass_thru[0] if self.pass_thru else None)
        assert isinstance(self.ptrs.type, VectorType) and isinstance(self.res.type, VectorType)
        if self.ptrs.type.get_shape() != self.res.type.get_shape():
            raise VerifyException(f"{self.name}: one pointer per result lane")


@irdl_op_definition
class MaskedStoreOp(_MaskedWriteOp):
    """The lanes of `value` whose mask bit is set, stored to the vector at `data`."""

    name = "llvm.intr.masked.store"
    value = operand_def(_VECTOR)
    data = operand_def(LLVMPointerType)
    mask = operand_def(_MASK)
    traits = traits_def(MemoryWriteEffect())

    def verify_(self) -> None:
        self._check_lanes(self.value, self.mask)


@irdl_op_definition
class MaskedScatterOp(_MaskedWriteOp):
    """Each lane of `value` whose mask bit is set, stored to its own pointer."""

    name = "llvm.intr.masked.scatter"
    value = operand_def(_VECTOR)
    ptrs = operand_def(VectorType.constr(LLVMPointerType))
    mask = operand_def(_MASK)
    traits = traits_def(MemoryWriteEffect())

    def verify_(self) -> None:
        self._check_lanes(self.value, self.mask)
        assert isinstance(self.ptrs.type, VectorType) and isinstance(self.value.type, VectorType)
        if self.ptrs.type.get_shape() != self.value.type.get_shape():
            raise VerifyException(f"{self.name}: one pointer per value lane")


@irdl_op_definition
class StepVectorOp(IRDLOperation):
    """`%r = llvm.intr.stepvector : vector<4xi64>`: each lane's own index, <0, 1, 2, 3>."""

    name = "llvm.intr.stepvector"
    res = result_def(VectorType.constr(SignlessIntegerConstraint))

    traits = traits_def(Pure())
    assembly_format = "attr-dict `:` type($res)"
