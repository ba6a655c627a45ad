"""PTX register classes as types: `!ptx.reg<pred|b16|b32|b64|b128|f32|f64>`."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

# ---------------------------------------------------------------------------------------------

# PTX register classes and the prefix LLVM's NVPTX printer gives each class.
REGISTER_PREFIX: dict[str, str] = {
    "pred": "%p",
    "b16": "%rs",
    "b32": "%r",
    "b64": "%rd",
    "b128": "%rq",
    "f32": "%f",
    "f64": "%fd",
}
REGISTER_BITS: dict[str, int] = {
    "pred": 1,
    "b16": 16,
    "b32": 32,
    "b64": 64,
    "b128": 128,
    "f32": 32,
    "f64": 64,
}


@irdl_attr_definition
class RegType(ParametrizedAttribute, TypeAttribute):
    """A virtual PTX register of one class: `!ptx.reg<pred|b16|b32|b64|b128|f32|f64>`."""

    name = "ptx.reg"
    kind: StringAttr

    def __init__(self, kind: str | StringAttr):
        super().__init__(StringAttr(kind) if isinstance(kind, str) else kind)

    @property
    def cls(self) -> str:
        return self.kind.data

    def verify(self) -> None:
        if self.kind.data not in REGISTER_PREFIX:
            raise VerifyException(
                f"unknown PTX register class '{self.kind.data}' "
                f"(expected one of {', '.join(REGISTER_PREFIX)})"
            )

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        kind = parser.parse_identifier("PTX register class")
        parser.parse_punctuation(">")
        return (StringAttr(kind),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.kind.data}>")


PRED = RegType("pred")
B16 = RegType("b16")
B32 = RegType("b32")
B64 = RegType("b64")
# Only inline asm's `q` constraint makes 128-bit registers (PTX ISA 8.3, sm_70).
B128 = RegType("b128")
F32 = RegType("f32")
F64 = RegType("f64")
# One instance per class: selection asks for register types constantly.
REG_TYPES: dict[str, RegType] = {"pred": PRED, "b16": B16, "b32": B32, "b64": B64, "b128": B128, "f32": F32, "f64": F64}

