"""`llvm.inline_asm`, replacing xDSL 0.74's (which lacks `operand_attrs` and MLIR's current
placement of the attr-dict)."""

from __future__ import annotations

from xdsl.dialects.builtin import (
    I64,
    ArrayAttr,
    DictionaryAttr,
    IntegerAttr,
    StringAttr,
    UnitAttr,
    i64,
)
from xdsl.dialects import llvm
from xdsl.ir import Attribute
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    opt_prop_def,
    opt_result_def,
    prop_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class InlineAsmOp(IRDLOperation):
    """`llvm.inline_asm` as current MLIR prints it:

    `llvm.inline_asm has_side_effects is_align_stack tail_call_kind = <tail> asm_dialect = att
    operand_attrs = [{elementtype = f32}, {}] {attrs} "text", "=r,r" %a : (f32) -> i32`.

    `operand_attrs` holds one dictionary per operand (LLVM's `elementtype(T)` for indirect
    memory operands). Field names are xDSL's, and the class is registered as a virtual subclass
    of xDSL's op, so code written against `llvm.InlineAsmOp` keeps working.
    """

    name = "llvm.inline_asm"
    operands_ = var_operand_def()
    res = opt_result_def()
    asm_string = prop_def(StringAttr)
    constraints = prop_def(StringAttr)
    # 0 = AT&T, 1 = Intel (MLIR's generic form stores the enum as an i64).
    asm_dialect = opt_prop_def(IntegerAttr[I64])
    has_side_effects = opt_prop_def(UnitAttr)
    is_align_stack = opt_prop_def(UnitAttr)
    tail_call_kind = prop_def(llvm.TailCallKindAttr, default_value=llvm.TailCallKindAttr(llvm.TailCallKind.NONE))
    operand_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])

    def verify_(self) -> None:
        # Producers write `operand_attrs = []` for "no attributes on any operand".
        if self.operand_attrs is not None and len(self.operand_attrs.data) not in (0, len(self.operands_)):
            raise VerifyException(
                f"operand_attrs has {len(self.operand_attrs.data)} entries for {len(self.operands_)} operands"
            )

    def print(self, printer: Printer) -> None:
        if self.has_side_effects is not None:
            printer.print_string(" has_side_effects")
        if self.is_align_stack is not None:
            printer.print_string(" is_align_stack")
        if (kind := self.tail_call_kind.data) != llvm.TailCallKind.NONE:
            printer.print_string(f" tail_call_kind = <{kind.value}>")
        if self.asm_dialect is not None:
            printer.print_string(f" asm_dialect = {llvm.ASM_DIALECT_NAME_BY_KEY[self.asm_dialect.value.data]}")
        if self.operand_attrs is not None:
            printer.print_string(" operand_attrs = ")
            printer.print_attribute(self.operand_attrs)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" ")
        printer.print_string_literal(self.asm_string.data)
        printer.print_string(", ")
        printer.print_string_literal(self.constraints.data)
        if self.operands_:
            printer.print_string(" ")
            printer.print_list(self.operands_, printer.print_ssa_value)
        printer.print_string(" : ")
        printer.print_function_type([v.type for v in self.operands_], [self.res.type] if self.res is not None else [])

    @classmethod
    def parse(cls, parser: Parser) -> InlineAsmOp:
        props: dict[str, Attribute] = {}
        for flag in ("has_side_effects", "is_align_stack"):
            if parser.parse_optional_keyword(flag) is not None:
                props[flag] = UnitAttr()
        if parser.parse_optional_keyword("tail_call_kind") is not None:
            parser.parse_punctuation("=")
            parser.parse_punctuation("<")
            props["tail_call_kind"] = llvm.TailCallKindAttr(parser.parse_str_enum(llvm.TailCallKind))
            parser.parse_punctuation(">")
        if parser.parse_optional_keyword("asm_dialect") is not None:
            parser.parse_punctuation("=")
            dialect = parser.parse_identifier("asm dialect (att or intel)")
            if dialect not in llvm.ASM_DIALECT_KEY_BY_NAME:
                parser.raise_error(f"expected 'att' or 'intel' after 'asm_dialect =', got '{dialect}'")
            props["asm_dialect"] = IntegerAttr(llvm.ASM_DIALECT_KEY_BY_NAME[dialect], i64)
        if parser.parse_optional_keyword("operand_attrs") is not None:
            parser.parse_punctuation("=")
            props["operand_attrs"] = ArrayAttr(
                parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_attribute)
            )
        # MLIR prints the attr-dict before the strings; xDSL 0.74 after the operands.
        attrs = parser.parse_optional_attr_dict()
        props["asm_string"] = StringAttr(parser.parse_str_literal())
        parser.parse_punctuation(",")
        props["constraints"] = StringAttr(parser.parse_str_literal())
        operands_pos = parser.pos
        operands = (
            parser.parse_optional_undelimited_comma_separated_list(
                parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
            )
            or []
        )
        attrs |= parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        if len(function_type.outputs.data) > 1:
            parser.raise_error("llvm.inline_asm has at most one result (a struct for several outputs)")
        op = cls.create(
            operands=parser.resolve_operands(operands, function_type.inputs.data, operands_pos),
            result_types=list(function_type.outputs.data),
            properties=props,
            attributes=attrs,
        )
        return op
