"""MLIR's custom syntax for the `memref` ops xDSL 0.74 only parses in the generic form (global,
atomic_rmw, cast, memory_space_cast), set on
xDSL's own op classes (as `xdsl_compat` does for llvm ops and `gpu.module`); deletable once
xDSL has them. The universe installs it with the `memref` dialect.

    memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
    memref.global @buffer : memref<256xf32, 3> = uninitialized {alignment = 16 : i64}
    %old = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<8xf32>) -> f32
    %g = memref.memory_space_cast %s : memref<16xf32, 3> to memref<16xf32>
    %d = memref.cast %m : memref<8xf32> to memref<?xf32>

A global without `= ...` (a declaration in MLIR) is read as uninitialized: xDSL's op always
has an initial value.
"""

from __future__ import annotations

from functools import cache
from typing import TypeVar

from xdsl.dialects import memref
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    MemRefType,
    StringAttr,
    TensorType,
    UnitAttr,
    i64,
)
from xdsl.ir import Attribute
from xdsl.parser import Parser
from xdsl.printer import Printer

from nvvm_xdsl.dialects.xdsl_compat import replace_syntax

_CastT = TypeVar("_CastT", memref.CastOp, memref.MemorySpaceCastOp)

# MLIR's arith::AtomicRMWKind, in its numbering.
ATOMIC_RMW_KINDS = (
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu",
    "minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori",
)


def atomic_rmw_kind(op: memref.AtomicRMWOp) -> str:
    """The kind's MLIR keyword (its number when out of range)."""
    number = op.kind.value.data
    return ATOMIC_RMW_KINDS[number] if 0 <= number < len(ATOMIC_RMW_KINDS) else str(number)


def _parse_global(cls: type[memref.GlobalOp], parser: Parser) -> memref.GlobalOp:
    props: dict[str, Attribute] = {}
    visibility = parser.parse_optional_str_literal()
    props["sym_visibility"] = StringAttr(visibility or "public")
    if parser.parse_optional_keyword("constant") is not None:
        props["constant"] = UnitAttr()
    props["sym_name"] = StringAttr(parser.parse_symbol_name().data)
    parser.parse_punctuation(":")
    memref_type = parser.parse_type()
    if not isinstance(memref_type, MemRefType):
        parser.raise_error(f"memref.global needs a memref type, got {memref_type}")
    props["type"] = memref_type
    initial: Attribute = UnitAttr()
    if parser.parse_optional_punctuation("=") is not None:
        if parser.parse_optional_keyword("uninitialized") is None:
            parser.parse_keyword("dense")
            tensor_type = TensorType(memref_type.element_type, memref_type.get_shape())
            initial = parser.parse_dense_int_or_fp_elements_attr(tensor_type)
    props["initial_value"] = initial
    attributes = parser.parse_optional_attr_dict()
    if "alignment" in attributes:
        props["alignment"] = attributes.pop("alignment")
    return cls.create(properties=props, attributes=attributes)


def _print_global(self: memref.GlobalOp, printer: Printer) -> None:
    if self.sym_visibility.data != "public":
        printer.print_string(" ")
        printer.print_string_literal(self.sym_visibility.data)
    if self.constant is not None:
        printer.print_string(" constant")
    printer.print_string(" ")
    printer.print_symbol_name(self.sym_name.data)
    printer.print_string(" : ")
    printer.print_attribute(self.type)
    printer.print_string(" = ")
    if isinstance(self.initial_value, DenseIntOrFPElementsAttr):
        # MLIR leaves out the tensor type, which the memref type gives
        text = str(self.initial_value)
        printer.print_string(text[: text.rindex(" : ")])
    else:
        printer.print_string("uninitialized")
    extra = dict(self.attributes)
    if self.alignment is not None:
        extra["alignment"] = self.alignment
    printer.print_op_attributes(extra)


def _parse_atomic_rmw(cls: type[memref.AtomicRMWOp], parser: Parser) -> memref.AtomicRMWOp:
    kind = parser.parse_identifier()
    if kind not in ATOMIC_RMW_KINDS:
        parser.raise_error(f"unknown atomic_rmw kind {kind}")
    value = parser.parse_unresolved_operand()
    parser.parse_punctuation(",")
    target = parser.parse_unresolved_operand()
    indices = parser.parse_comma_separated_list(
        parser.Delimiter.SQUARE, parser.parse_unresolved_operand
    )
    attributes = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    parser.parse_punctuation("(")
    value_type = parser.parse_type()
    parser.parse_punctuation(",")
    memref_type = parser.parse_type()
    parser.parse_punctuation(")")
    parser.parse_punctuation("->")
    result_type = parser.parse_type()
    operands = [
        parser.resolve_operand(value, value_type),
        parser.resolve_operand(target, memref_type),
        *(parser.resolve_operand(index, IndexType()) for index in indices),
    ]
    return cls.create(
        operands=operands,
        result_types=[result_type],
        properties={"kind": IntegerAttr(ATOMIC_RMW_KINDS.index(kind), i64)},
        attributes=attributes,
    )


def _print_atomic_rmw(self: memref.AtomicRMWOp, printer: Printer) -> None:
    printer.print_string(f" {atomic_rmw_kind(self)} ")
    printer.print_operand(self.value)
    printer.print_string(", ")
    printer.print_operand(self.memref)
    printer.print_string("[")
    printer.print_list(self.indices, printer.print_operand)
    printer.print_string("]")
    printer.print_op_attributes(self.attributes)
    printer.print_string(" : (")
    printer.print_attribute(self.value.type)
    printer.print_string(", ")
    printer.print_attribute(self.memref.type)
    printer.print_string(") -> ")
    printer.print_attribute(self.result.type)


def _parse_cast(cls: type[_CastT], parser: Parser) -> _CastT:
    """`%r = memref.cast %m : T to U` (memory_space_cast alike)."""
    source = parser.parse_unresolved_operand()
    attributes = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    source_type = parser.parse_type()
    parser.parse_keyword("to")
    result_type = parser.parse_type()
    return cls.create(
        operands=[parser.resolve_operand(source, source_type)],
        result_types=[result_type],
        attributes=attributes,
    )


def _print_cast(self: memref.CastOp | memref.MemorySpaceCastOp, printer: Printer) -> None:
    printer.print_string(" ")
    printer.print_operand(self.source)
    printer.print_op_attributes(self.attributes)
    printer.print_string(" : ")
    printer.print_attribute(self.source.type)
    printer.print_string(" to ")
    printer.print_attribute(self.dest.type)


@cache
def install() -> None:
    """Give xDSL's memref ops MLIR's syntax (once: later calls do nothing)."""
    replace_syntax(memref.GlobalOp, _parse_global, _print_global)
    replace_syntax(memref.AtomicRMWOp, _parse_atomic_rmw, _print_atomic_rmw)
    replace_syntax(memref.MemorySpaceCastOp, _parse_cast, _print_cast)
    replace_syntax(memref.CastOp, _parse_cast, _print_cast)
