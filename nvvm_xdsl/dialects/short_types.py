"""MLIR's stripped type syntax in an op's type list: where the ODS constraint names one type
class (`LLVM_PointerShared`, `NVGPU_MBarrierGroup`), MLIR prints the type without its
`!dialect.mnemonic` prefix (`: <3>`, `: <memorySpace = ...>`) and parses either form.
`custom<NAME>(type($x))` in a declarative format does the same, NAME being the directive made
for the type class (`short_type_directive`)."""

from __future__ import annotations

from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    CustomDirective,
    ParsingState,
    PrintingState,
    TypeDirective,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.mlir_lexer import MLIRTokenKind

from nvvm_xdsl.address_spaces import address_space_of


def short_type_directive(type_class: type[ParametrizedAttribute], name: str) -> type[CustomDirective]:
    """A directive `custom<name>(type($x))`: `<params>` is a `type_class`, a full type is
    accepted too; a `type_class` value prints stripped, unless its parameters print nothing
    (`!llvm.ptr`: MLIR prints the full type then)."""

    class Short(CustomDirective):
        type: TypeDirective

        def parse(self, parser: Parser, state: ParsingState) -> None:
            if parser._current_token.kind == MLIRTokenKind.LESS:  # pyright: ignore[reportPrivateUsage]
                parsed: Attribute = type_class.new(type_class.parse_parameters(parser))
            else:
                parsed = parser.parse_type()
            self.type.set(state, [parsed])

        def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
            (value,) = self.type.get(op)
            state.print_whitespace(printer)
            if isinstance(value, type_class) and not _prints_nothing(value):
                value.print_parameters(printer)
            else:
                printer.print_attribute(value)

        def is_present(self, op: IRDLOperation) -> bool:
            return True

    Short.__name__ = Short.__qualname__ = name
    return irdl_custom_directive(Short)


def _prints_nothing(value: ParametrizedAttribute) -> bool:
    return isinstance(value, LLVMPointerType) and address_space_of(value) == 0


LLVMPointer = short_type_directive(LLVMPointerType, "LLVMPointer")
"""`custom<LLVMPointer>(type($p))`: an `LLVM_Pointer<space>` operand's type, `<3>`."""


@irdl_custom_directive
class OptionalTrailingType(CustomDirective):
    """`custom<OptionalTrailingType>(type($x))`: `, TYPE` at the end of the type list, which
    NVIDIA's NVVM (CuTe DSL's) prints for an optional operand MLIR infers from its one allowed
    type (`multicast_mask = %m ... : !llvm.ptr<7>, !llvm.ptr, i16`); absent, the type is the
    inferred one. Printed as MLIR prints it: not at all."""

    type: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        if parser.parse_optional_punctuation(",") is not None:
            self.type.set(state, [parser.parse_type()])

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        return

    def is_present(self, op: IRDLOperation) -> bool:
        return False
