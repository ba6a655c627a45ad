"""Immediate source operands of the `ptx` instructions: a PTX literal in place of a register."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from xdsl.dialects.builtin import ArrayAttr, IntAttr, StringAttr
from xdsl.ir import Attribute, ParametrizedAttribute, SSAValue
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.dialects.ptx.registers import REGISTER_PREFIX


@dataclass(frozen=True)
class Imm:
    """An immediate source operand while it is being selected: PTX literal text and the
    register class it stands for."""

    text: str
    cls: str


@irdl_attr_definition
class ImmAttr(ParametrizedAttribute):
    """`#ptx.imm<1 b32 "5">`: source operand 1 of the op is the literal 5 in place of a b32."""

    name = "ptx.imm"
    position: IntAttr
    cls: StringAttr
    text: StringAttr

    def __init__(self, position: int, cls: str, text: str):
        super().__init__(IntAttr(position), StringAttr(cls), StringAttr(text))

    def verify(self) -> None:
        if self.cls.data not in REGISTER_PREFIX:
            raise VerifyException(f"unknown register class '{self.cls.data}' of an immediate")
        if not self.text.data or any(c in self.text.data for c in " ,;[]{}"):
            raise VerifyException(f"'{self.text.data}' is not a PTX immediate")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            position = parser.parse_integer(allow_boolean=False, allow_negative=False)
            reg_class = parser.parse_identifier("register class")
            text = parser.parse_str_literal("immediate")
        return (IntAttr(position), StringAttr(reg_class), StringAttr(text))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f'<{self.position.data} {self.cls.data} "{self.text.data}">')


@lru_cache(maxsize=4096)
def imm_attr(position: int, cls: str, text: str) -> ImmAttr:
    """The `#ptx.imm` for one source position, built (and verified) once: selection places the
    same few literals at the same positions over and over, and attributes are immutable."""
    return ImmAttr(position, cls, text)


def interleave(registers: Sequence[SSAValue], imms: ArrayAttr[ImmAttr] | None) -> list[SSAValue | ImmAttr]:
    """An instruction's sources in order: the immediates at the positions they name, the
    registers in the others."""
    if imms is None:
        return list(registers)
    by_position = {imm.position.data: imm for imm in imms.data} if imms is not None else {}
    remaining = iter(registers)
    return [by_position[i] if i in by_position else next(remaining) for i in range(len(registers) + len(by_position))]
