"""MLIR's enum-attribute syntax for the project's dialects (`nvvm`, `ptx`)."""

from __future__ import annotations

from xdsl.parser import AttrParser
from xdsl.printer import Printer


class AngledEnumAttr:
    """Base placed before `EnumAttribute[E]` for MLIR's `` `<` $value `>` `` enum syntax:
    `#nvvm.mma_layout<row>`, `#ptx.space<global>` (xDSL's default would print `#nvvm<mma_layout row>`)."""

    @classmethod
    def parse_parameter(cls, parser: AttrParser):
        with parser.in_angle_brackets():
            return super().parse_parameter(parser)  # type: ignore[misc]

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            super().print_parameter(printer)  # type: ignore[misc]
