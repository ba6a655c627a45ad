"""MLIR's packed structs, `!llvm.struct<packed (i32, ptr, ptr)>` (no padding between the fields,
alignment 1), which xDSL 0.74's `LLVMStructType` cannot express: its parameters are a name and
the fields, and the class is final.

A packed struct is an `LLVMStructType` whose name parameter starts with `PACKED_MARK` (a
character no MLIR struct name holds), followed by the struct's own name if it has one, so a
packed and a padded struct of the same fields are different types and every pass that handles
structs handles both. `install()` teaches xDSL's struct parser and printer the `packed` keyword;
`packed_struct(...)` builds one and `is_packed` asks; `nvvm_xdsl.datalayout` lays it out without
padding. Deletable when xDSL's struct type has MLIR's packed flag.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ArrayAttr, StringAttr
from xdsl.dialects.llvm import LLVMStructType, parse_llvm_type
from xdsl.ir import Attribute
from xdsl.parser import AttrParser
from xdsl.printer import Printer

from nvvm_xdsl.dialects.xdsl_compat import print_nested_llvm_type

PACKED_MARK = "\x00packed:"


def is_packed(t: Attribute) -> bool:
    return isinstance(t, LLVMStructType) and t.struct_name.data.startswith(PACKED_MARK)


def struct_name(t: LLVMStructType) -> str:
    """The struct's own name ("" for a literal struct), without the packed mark."""
    return t.struct_name.data.removeprefix(PACKED_MARK)


def packed_struct(types: Sequence[Attribute], name: str = "") -> LLVMStructType:
    return LLVMStructType(StringAttr(PACKED_MARK + name), ArrayAttr(types))


def _parse_parameters(parser: AttrParser) -> tuple[StringAttr, ArrayAttr[Attribute]]:
    parser.parse_characters("<", " in LLVM struct")
    name = parser.parse_optional_str_literal()
    if name is not None:
        parser.parse_characters(",", " after type")
    packed = parser.parse_optional_keyword("packed") is not None
    fields = parser.parse_comma_separated_list(parser.Delimiter.PAREN, lambda: parse_llvm_type(parser))
    parser.parse_characters(">", " to close LLVM struct parameters")
    return StringAttr((PACKED_MARK if packed else "") + (name or "")), ArrayAttr(fields)


def _print_parameters(self: LLVMStructType, printer: Printer) -> None:
    with printer.in_angle_brackets():
        if name := struct_name(self):
            printer.print_string_literal(name)
            printer.print_string(", ")
        if is_packed(self):
            printer.print_string("packed ")
        with printer.in_parens():
            printer.print_list(self.types.data, lambda t: print_nested_llvm_type(printer, t))


def install() -> None:
    """Let `!llvm.struct<packed (...)>` parse and print (once: later calls change nothing)."""
    LLVMStructType.parse_parameters = classmethod(  # type: ignore[method-assign, assignment]
        lambda cls, parser: _parse_parameters(parser)
    )
    LLVMStructType.print_parameters = _print_parameters  # type: ignore[method-assign]
