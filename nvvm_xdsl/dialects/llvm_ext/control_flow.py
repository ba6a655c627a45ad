"""`llvm.switch`, with MLIR's custom syntax."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IntegerType,
    SignlessIntegerConstraint,
    VectorType,
    i32,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    successor_def,
    traits_def,
    var_operand_def,
    var_successor_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
    Pure,
)
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class SwitchOp(IRDLOperation):
    """`llvm.switch %x : i32, ^default(%a : i32) [ 1: ^bb1, 2: ^bb2(%v : f32) ]`

    Case operands are one flat operand group split by `case_operand_segments`, MLIR's
    VariadicOfVariadic encoding, so the generic form matches MLIR's.
    """

    name = "llvm.switch"

    value = operand_def(SignlessIntegerConstraint)
    default_operands = var_operand_def()
    case_operands = var_operand_def()

    case_values = opt_prop_def(DenseIntOrFPElementsAttr)
    case_operand_segments = prop_def(DenseArrayBase)
    branch_weights = opt_prop_def(DenseArrayBase)

    default_destination = successor_def()
    case_destinations = var_successor_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(IsTerminator(), Pure())

    def __init__(
        self,
        value: Operation | SSAValue,
        default_destination: Block,
        default_operands: Sequence[Operation | SSAValue] = (),
        case_values: Sequence[int] = (),
        case_destinations: Sequence[Block] = (),
        case_operands: Sequence[Sequence[Operation | SSAValue]] | None = None,
        branch_weights: Sequence[int] | None = None,
    ):
        if case_operands is None:
            case_operands = [()] * len(case_destinations)
        value_type = SSAValue.get(value).type
        props: dict[str, Attribute] = {
            "case_operand_segments": DenseArrayBase.from_list(
                i32, [len(ops) for ops in case_operands]
            )
        }
        if case_values:
            assert isinstance(value_type, IntegerType)
            props["case_values"] = DenseIntOrFPElementsAttr.from_list(
                VectorType(value_type, [len(case_values)]), list(case_values)
            )
        if branch_weights is not None:
            props["branch_weights"] = DenseArrayBase.from_list(i32, list(branch_weights))
        super().__init__(
            operands=[value, list(default_operands), [v for ops in case_operands for v in ops]],
            successors=[default_destination, list(case_destinations)],
            properties=props,
        )

    # -- accessors ----------------------------------------------------------------------------

    def case_value_list(self) -> list[int]:
        if self.case_values is None:
            return []
        return [int(v) for v in self.case_values.get_values()]

    def case_operand_groups(self) -> list[tuple[SSAValue, ...]]:
        groups: list[tuple[SSAValue, ...]] = []
        start = 0
        for size in self.case_operand_segments.get_values():
            groups.append(tuple(self.case_operands[start : start + int(size)]))
            start += int(size)
        return groups

    # -- verification -------------------------------------------------------------------------

    def verify_(self) -> None:
        n_dest = len(self.case_destinations)
        values = self.case_value_list()
        if len(values) != n_dest:
            raise VerifyException(
                f"expects number of case values ({len(values)}) to match number of "
                f"case destinations ({n_dest})"
            )
        if self.case_values is not None:
            elem = self.case_values.get_element_type()
            if elem != self.value.type:
                raise VerifyException(
                    f"case values have type {elem} but the switch value has type {self.value.type}"
                )
        segments = [int(s) for s in self.case_operand_segments.get_values()]
        if len(segments) != n_dest:
            raise VerifyException(
                f"expects one case operand segment per case destination ({n_dest}), "
                f"got {len(segments)}"
            )
        if any(s < 0 for s in segments) or sum(segments) != len(self.case_operands):
            raise VerifyException(
                "case_operand_segments do not add up to the number of case operands"
            )
        if self.branch_weights is not None and len(self.branch_weights) != n_dest + 1:
            raise VerifyException(
                f"expects number of branch weights ({len(self.branch_weights)}) to match "
                f"number of successors ({n_dest + 1})"
            )
        self._check_branch(self.default_destination, self.default_operands, "default")
        for i, (dest, ops) in enumerate(
            zip(self.case_destinations, self.case_operand_groups(), strict=True)
        ):
            self._check_branch(dest, ops, f"case #{i}")

    @staticmethod
    def _check_branch(dest: Block, operands: Sequence[SSAValue], what: str) -> None:
        expected = [a.type for a in dest.args]
        got = [o.type for o in operands]
        if expected != got:
            raise VerifyException(
                f"{what} destination operand types ({', '.join(map(str, got))}) do not match "
                f"its block argument types ({', '.join(map(str, expected))})"
            )

    # -- custom syntax ------------------------------------------------------------------------

    @staticmethod
    def _parse_successor_operands(parser: Parser) -> list[SSAValue]:
        if parser.parse_optional_punctuation("(") is None:
            return []
        unresolved = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        parser.parse_punctuation(")")
        if len(types) != len(unresolved):
            parser.raise_error(
                f"expected {len(unresolved)} successor operand types, got {len(types)}"
            )
        return [parser.resolve_operand(u, t) for u, t in zip(unresolved, types)]

    @classmethod
    def parse(cls, parser: Parser) -> SwitchOp:
        unresolved_value: UnresolvedOperand = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        if not isinstance(value_type, IntegerType):
            parser.raise_error(f"switch value must be an integer, got {value_type}")
        value = parser.resolve_operand(unresolved_value, value_type)
        parser.parse_punctuation(",")
        default_dest = parser.parse_successor()
        default_operands = cls._parse_successor_operands(parser)

        case_values: list[int] = []
        case_dests: list[Block] = []
        case_operands: list[list[SSAValue]] = []

        def parse_case() -> None:
            start = parser.pos
            case_value = parser.parse_integer(allow_boolean=False)
            try:
                value_type.get_normalized_value(case_value)
            except ValueError:
                parser.raise_error(
                    f"case value {case_value} does not fit in {value_type}", start, parser.pos
                )
            case_values.append(case_value)
            parser.parse_punctuation(":")
            case_dests.append(parser.parse_successor())
            case_operands.append(cls._parse_successor_operands(parser))

        parser.parse_punctuation("[")
        if parser.parse_optional_punctuation("]") is None:
            parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_case)
            parser.parse_punctuation("]")
        attrs = parser.parse_optional_attr_dict()
        weights = attrs.pop("branch_weights", None)
        op = cls(value, default_dest, default_operands, case_values, case_dests, case_operands)
        if weights is not None:
            op.properties["branch_weights"] = weights
        op.attributes |= attrs
        return op

    def _print_successor(self, printer: Printer, dest: Block, operands: Sequence[SSAValue]):
        printer.print_block_name(dest)
        if operands:
            printer.print_string("(")
            printer.print_list(operands, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list([o.type for o in operands], printer.print_attribute)
            printer.print_string(")")

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_string(" : ")
        printer.print_attribute(self.value.type)
        printer.print_string(", ")
        self._print_successor(printer, self.default_destination, self.default_operands)
        printer.print_string(" [")
        cases = list(
            zip(self.case_value_list(), self.case_destinations, self.case_operand_groups())
        )
        with printer.indented():
            for i, (value, dest, operands) in enumerate(cases):
                printer.print_string("\n")
                printer.print_string(f"{value}: ")
                self._print_successor(printer, dest, operands)
                if i + 1 < len(cases):
                    printer.print_string(",")
        printer.print_string("\n]")
        attrs = dict(self.attributes)
        if self.branch_weights is not None:
            attrs["branch_weights"] = self.branch_weights
        printer.print_op_attributes(attrs)
