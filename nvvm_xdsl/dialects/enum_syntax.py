"""MLIR's enum-attribute syntax for the project's dialects (`nvvm`, `ptx`).

MLIR prints an enum attribute of a dialect either in the dialect's opaque form,
`#nvvm<shfl_kind bfly>` (an `EnumAttr` without an assembly format: NVVM's shfl/vote/redux kinds
in MLIR 22), or with the `<$value>` format, `#nvvm.shfl_kind<bfly>` (the same attributes in MLIR
24, as IREE 3.13 prints them; `mma_layout`, `mem_scope` in both). The two are the same
attribute; which one an MLIR version prints has changed per attribute, so every enum attribute
of these dialects reads both (`accept_both_enum_forms`) and prints as MLIR 22 does.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from xdsl.dialects.utils import EnumAttribute
from xdsl.parser import AttrParser
from xdsl.printer import Printer


class AngledEnumAttr:
    """Base placed before `EnumAttribute[E]` for MLIR's `` `<` $value `>` `` enum syntax:
    `#nvvm.mma_layout<row>`, `#ptx.space<global>` (xDSL's default would print `#nvvm<mma_layout row>`).
    The opaque form `#nvvm<mma_layout row>` (the value without brackets) is read too."""

    @classmethod
    def parse_parameter(cls, parser: AttrParser):
        if parser.parse_optional_punctuation("<") is None:
            return super().parse_parameter(parser)  # type: ignore[misc]
        value = super().parse_parameter(parser)  # type: ignore[misc]
        parser.parse_punctuation(">")
        return value

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            super().print_parameter(printer)  # type: ignore[misc]


def accept_both_enum_forms(attributes: Iterable[type[Any]]) -> None:
    """Every enum attribute printed in the opaque form (`#nvvm<shfl_kind bfly>`) reads the
    `<$value>` form (`#nvvm.shfl_kind<bfly>`) too: the value in angle brackets where the
    parser stands before one. (`AngledEnumAttr` reads both itself.)"""
    for attribute in attributes:
        if not issubclass(attribute, EnumAttribute) or issubclass(attribute, AngledEnumAttr):
            continue
        if getattr(attribute, "_both_enum_forms", False):
            continue
        bare = attribute.parse_parameter.__func__  # type: ignore[attr-defined]

        def parse_parameter(cls: type[Any], parser: AttrParser, bare: Any = bare) -> Any:
            if parser.parse_optional_punctuation("<") is None:
                return bare(cls, parser)
            value = bare(cls, parser)
            parser.parse_punctuation(">")
            return value

        attribute.parse_parameter = classmethod(parse_parameter)  # type: ignore[method-assign,assignment]
        attribute._both_enum_forms = True  # type: ignore[attr-defined]
