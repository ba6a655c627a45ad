"""The custom syntax of the `ptx` instructions, as `custom<...>` directives of their
`assembly_format` (as `xdsl/dialects/cf.py` writes `cf.switch`'s cases).

The custom form reads like the PTX line: PTX words are bare (`ptx.arith mul.wide.s32`,
`ptx.cvt rn.f32.s32`, `ptx.ld acquire gpu global f32`), sources list registers and literals in
their order (`%r1, 5`, `"0f3F800000"`, `"%tid.x"`: a literal that is not a plain decimal
integer is quoted), the type list after `:` gives each source's register class, the register's
type (`!ptx.reg<b32>`) for a register and the bare class (`b32`) for a literal, and an address
is `[%rd1 + 16]` or `[@k_param_0]`:

    %sum = ptx.arith add.s32 %tid, 5 : (!ptx.reg<b32>, b32) -> !ptx.reg<b32>
    ptx.st volatile shared_cluster b32 [@smem + 4], 1 : (b32)

The generic form keeps the properties (`imms = [#ptx.imm<1 b32 "5">]`, `offset = #builtin.int<4>`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, cast

from xdsl.dialects.builtin import ArrayAttr, IntAttr, StringAttr
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    OptionalOperandVariable,
    ParsingState,
    PrintingState,
    TypeDirective,
    UniqueBaseAttributeVariable,
    VariadicOperandVariable,
)
from xdsl.irdl.declarative_assembly_format import irdl_custom_directive as custom_directive
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer

from nvvm_xdsl.dialects.ptx.immediates import ImmAttr, interleave
from nvvm_xdsl.dialects.ptx.registers import REGISTER_PREFIX

# A literal printed bare reads back as an integer: only the canonical decimal spellings.
_DECIMAL = re.compile(r"0|-?[1-9][0-9]*")


def _string(directive: AttributeVariable, op: IRDLOperation) -> str:
    attr = directive.get(op)
    assert isinstance(attr, StringAttr)
    return attr.data


def _words(directive: AttributeVariable, op: IRDLOperation) -> list[str]:
    attr = directive.get(op)
    if attr is None:
        return []
    assert isinstance(attr, ArrayAttr)
    return [word.data for word in attr.data if isinstance(word, StringAttr)]


def _dotted_parts(parser: Parser, least: int, what: str) -> list[str]:
    pos = parser.pos
    parts = parser.parse_identifier(what).split(".")
    if len(parts) < least or not all(parts):
        parser.raise_error(f"expected {what}", pos, parser.pos)
    return parts


def _print_word(printer: Printer, state: PrintingState, text: str) -> None:
    state.print_whitespace(printer)
    printer.print_string(text)


@custom_directive
class Word(CustomDirective):
    """A string property as a bare word: the PTX type `s32`, the atom operation `add`."""

    word: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        self.word.set(state, StringAttr(parser.parse_identifier("a PTX word")))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        _print_word(printer, state, _string(self.word, op))


def _enum_class(directive: AttributeVariable) -> type[EnumAttribute[Any]]:
    assert isinstance(directive, UniqueBaseAttributeVariable)
    base = directive.unique_base
    assert issubclass(base, EnumAttribute)
    return base


def _enum_words(directive: AttributeVariable) -> list[str]:
    return [member.value for member in _enum_class(directive).enum_type]


def _enum_value(directive: AttributeVariable, op: IRDLOperation) -> str | None:
    attr = directive.get(op)
    return None if attr is None else str(cast(EnumAttribute[Any], attr).data)


def _parse_enum(parser: Parser, directive: AttributeVariable, word: str, pos: int) -> EnumAttribute[Any]:
    attr_class = _enum_class(directive)
    values = _enum_words(directive)
    if word not in values:
        parser.raise_error(f"expected one of {', '.join(values)}, got '{word}'", pos, parser.pos)
    return attr_class(attr_class.enum_type(word))


@custom_directive
class Keyword(CustomDirective):
    """An enum property as its bare value: `bfly`, `gpu`, `global`."""

    value: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        pos = parser.pos
        word = parser.parse_identifier(f"one of {', '.join(_enum_words(self.value))}")
        self.value.set(state, _parse_enum(parser, self.value, word, pos))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        value = _enum_value(self.value, op)
        assert value is not None
        _print_word(printer, state, value)


@custom_directive
class Access(CustomDirective):
    """`acquire gpu global`: the optional semantics and scope of a memory access, then its
    state space, in PTX's order (`ld.acquire.gpu.global`)."""

    semantics: AttributeVariable
    scope: AttributeVariable
    space: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        # The three take distinct words, so each word says which it is.
        pos = parser.pos
        word = parser.parse_identifier("a memory semantics, scope or state space")
        for optional in (self.semantics, self.scope):
            if word in _enum_words(optional):
                optional.set(state, _parse_enum(parser, optional, word, pos))
                pos = parser.pos
                word = parser.parse_identifier("a memory scope or state space")
        self.space.set(state, _parse_enum(parser, self.space, word, pos))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        for directive in (self.semantics, self.scope, self.space):
            if (value := _enum_value(directive, op)) is not None:
                _print_word(printer, state, value)


@custom_directive
class Integer(CustomDirective):
    """An integer property as a plain integer: `16` (not `#builtin.int<16>`)."""

    value: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        self.value.set(state, IntAttr(parser.parse_integer(allow_boolean=False, allow_negative=True)))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        value = self.value.get(op)
        assert isinstance(value, IntAttr)
        _print_word(printer, state, str(value.data))


@custom_directive
class Mnemonic(CustomDirective):
    """`mul.wide.s32`: the opcode, its modifiers and the type, as PTX spells them."""

    opcode: AttributeVariable
    modifiers: AttributeVariable
    type: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        parts = _dotted_parts(parser, 2, "an instruction such as 'add.s32'")
        self.opcode.set(state, StringAttr(parts[0]))
        self.modifiers.set(state, ArrayAttr([StringAttr(m) for m in parts[1:-1]]))
        self.type.set(state, StringAttr(parts[-1]))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        parts = [_string(self.opcode, op), *_words(self.modifiers, op), _string(self.type, op)]
        _print_word(printer, state, ".".join(parts))


@custom_directive
class Comparison(CustomDirective):
    """`lt.s32`: a comparison and the type compared."""

    cmp: AttributeVariable
    type: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        pos = parser.pos
        parts = _dotted_parts(parser, 2, "a comparison such as 'lt.s32'")
        if len(parts) != 2:
            parser.raise_error("expected a comparison such as 'lt.s32'", pos, parser.pos)
        self.cmp.set(state, StringAttr(parts[0]))
        self.type.set(state, StringAttr(parts[1]))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        _print_word(printer, state, f"{_string(self.cmp, op)}.{_string(self.type, op)}")


@custom_directive
class Conversion(CustomDirective):
    """`rn.f32.s32`: the modifiers, the type converted to, the type converted from."""

    modifiers: AttributeVariable
    to_type: AttributeVariable
    from_type: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        parts = _dotted_parts(parser, 2, "a conversion such as 'rn.f32.s32'")
        self.modifiers.set(state, ArrayAttr([StringAttr(m) for m in parts[:-2]]))
        self.to_type.set(state, StringAttr(parts[-2]))
        self.from_type.set(state, StringAttr(parts[-1]))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        parts = [*_words(self.modifiers, op), _string(self.to_type, op), _string(self.from_type, op)]
        _print_word(printer, state, ".".join(parts))


@custom_directive
class Address(CustomDirective):
    """`[%rd1 + 16]`, `[@k_param_0]`: a base register or a symbol, and a byte offset."""

    base: OptionalOperandVariable
    symbol: AttributeVariable
    offset: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        parser.parse_punctuation("[")
        base = parser.parse_optional_unresolved_operand()
        self.base.set(state, base)
        if base is None:
            symbol = parser.parse_optional_symbol_name()
            if symbol is None:
                parser.raise_error("expected a base register or a symbol")
            self.symbol.set(state, symbol)
        if parser.parse_optional_punctuation("+") is not None:
            self.offset.set(state, IntAttr(parser.parse_integer(allow_boolean=False, allow_negative=True)))
        parser.parse_punctuation("]")

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_string("[")
        base = self.base.get(op)
        if base is not None:
            printer.print_operand(base)
        else:
            printer.print_symbol_name(_string(self.symbol, op))
        offset = self.offset.get(op)
        if isinstance(offset, IntAttr) and offset.data:
            printer.print_string(f" + {offset.data}")
        printer.print_string("]")


# A literal's register class is known only once the type list after `:` is read: until then
# the `imms` property holds this one.
_PENDING_CLASS = "b32"


@custom_directive
class Sources(CustomDirective):
    """`%r1, 5, "0f3F800000"`: the sources in order, registers and literals."""

    srcs: VariadicOperandVariable
    imms: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        registers: list[UnresolvedOperand] = []
        literals: list[Attribute] = []
        position = 0
        while True:
            register = parser.parse_optional_unresolved_operand()
            if register is not None:
                registers.append(register)
            else:
                text = _parse_optional_literal(parser)
                if text is None:
                    if position:
                        parser.raise_error("expected a source: a register or a literal")
                    break
                literals.append(ImmAttr(position, _PENDING_CLASS, text))
            position += 1
            if parser.parse_optional_punctuation(",") is None:
                break
        self.srcs.set(state, registers)
        if literals:
            self.imms.set(state, ArrayAttr(literals))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        sources = _sources(self.srcs, self.imms, op)
        if not sources:
            return
        state.print_whitespace(printer)
        for index, source in enumerate(sources):
            if index:
                printer.print_string(", ")
            if isinstance(source, ImmAttr):
                text = source.text.data
                if _DECIMAL.fullmatch(text):
                    printer.print_string(text)
                else:
                    printer.print_string_literal(text)
            else:
                printer.print_operand(source)


def _parse_optional_literal(parser: Parser) -> str | None:
    value = parser.parse_optional_integer(allow_boolean=False, allow_negative=True)
    if value is not None:
        return str(value)
    return parser.parse_optional_str_literal()


def _parse_source_types(parser: Parser, state: ParsingState, srcs: TypeDirective, imms: AttributeVariable, leading: int) -> list[Attribute]:
    """Read `(t, ...)`; set the source registers' types and the literals' classes; return the
    first `leading` entries (the types of the operands before the sources)."""
    pos = parser.pos
    entries: list[Attribute | str] = parser.parse_comma_separated_list(
        parser.Delimiter.PAREN, lambda: _parse_source_type(parser)
    )
    pending = state.properties.get(imms.name)
    literals = {imm.position.data: imm for imm in pending.data} if isinstance(pending, ArrayAttr) else {}
    leading_types, source_entries = entries[:leading], entries[leading:]
    register_count = len(state.operands[_index(srcs)] or ())
    if len(source_entries) != register_count + len(literals) or not all(isinstance(t, Attribute) for t in leading_types):
        parser.raise_error(
            f"expected {leading + register_count + len(literals)} types, a register type per register and a class per literal",
            pos,
            parser.pos,
        )
    register_types: list[Attribute] = []
    classes: list[Attribute] = []
    for position, entry in enumerate(source_entries):
        literal = literals.get(position)
        if literal is None:
            if not isinstance(entry, Attribute):
                parser.raise_error(f"source {position} is a register: expected its type, got '{entry}'", pos, parser.pos)
            register_types.append(entry)
        else:
            if not isinstance(entry, str):
                parser.raise_error(f"source {position} is a literal: expected its register class, got {entry}", pos, parser.pos)
            classes.append(ImmAttr(position, entry, literal.text.data))
    srcs.set(state, register_types)
    if classes:
        imms.set(state, ArrayAttr(classes))
    return [t for t in leading_types if isinstance(t, Attribute)]


def _parse_source_type(parser: Parser) -> Attribute | str:
    # A bare word is a literal's class (`f32` here is PTX's, not the builtin float type).
    pos = parser.pos
    cls = parser.parse_optional_identifier()
    if cls is None:
        return parser.parse_type()
    if cls not in REGISTER_PREFIX:
        parser.raise_error(f"unknown register class '{cls}'", pos, parser.pos)
    return cls


def _index(types: TypeDirective) -> int:
    inner = types.inner
    assert isinstance(inner, VariadicOperandVariable | OptionalOperandVariable)
    return inner.index


def _sources(srcs: VariadicOperandVariable | TypeDirective, imms: AttributeVariable, op: IRDLOperation) -> list[SSAValue | ImmAttr]:
    inner = srcs.inner if isinstance(srcs, TypeDirective) else srcs
    assert isinstance(inner, VariadicOperandVariable)
    literals = imms.get(op)
    return interleave(inner.get(op), literals if isinstance(literals, ArrayAttr) else None)


def _print_source_types(
    printer: Printer, state: PrintingState, op: IRDLOperation, srcs: TypeDirective, imms: AttributeVariable, leading: Sequence[Attribute]
) -> None:
    state.print_whitespace(printer)
    entries: list[Attribute | str] = [*leading]
    entries += [s.cls.data if isinstance(s, ImmAttr) else s.type for s in _sources(srcs, imms, op)]
    printer.print_string("(")
    for index, entry in enumerate(entries):
        if index:
            printer.print_string(", ")
        if isinstance(entry, str):
            printer.print_string(entry)
        else:
            printer.print_attribute(entry)
    printer.print_string(")")


@custom_directive
class SourceTypes(CustomDirective):
    """`(!ptx.reg<b32>, b32)`: a register type for each register source, the register class
    for each literal."""

    srcs: TypeDirective
    imms: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        _parse_source_types(parser, state, self.srcs, self.imms, 0)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        _print_source_types(printer, state, op, self.srcs, self.imms, ())


@custom_directive
class AccessTypes(CustomDirective):
    """`(!ptx.reg<b64>, !ptx.reg<b32>, b32)`: the base register's type (when the address has
    one), then the sources' as `SourceTypes`."""

    base: TypeDirective
    srcs: TypeDirective
    imms: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        leading = len(state.operands[_index(self.base)] or ())
        self.base.set(state, _parse_source_types(parser, state, self.srcs, self.imms, leading))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        _print_source_types(printer, state, op, self.srcs, self.imms, self.base.get(op))


# The pieces of the instructions' formats.
SOURCES = "custom<Sources>($srcs, $imms)"
SOURCE_TYPES = "custom<SourceTypes>(type($srcs), ref($imms))"
ADDRESS = "custom<Address>($base, $symbol, $offset)"
ACCESS = "custom<Access>($semantics, $scope, $space)"
ACCESS_TYPES = "custom<AccessTypes>(type($base), type($srcs), ref($imms))"

CUSTOM_DIRECTIVES = (Word, Keyword, Access, Integer, Mnemonic, Comparison, Conversion, Address, Sources, SourceTypes, AccessTypes)
