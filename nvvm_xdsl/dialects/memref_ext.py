"""The `memref` ops MLIR has and xDSL 0.74 lacks, with MLIR's syntax (the universe registers them
into `memref`: `extended_memref_dialect`):

    %old = memref.generic_atomic_rmw %m[%i] : memref<8xi32> {
    ^bb0(%current: i32):
      %new = arith.muli %current, %c3 : i32
      memref.atomic_yield %new : i32
    }

`generic_atomic_rmw` replaces `%m[%i]` atomically by what its region yields for the current
value and returns the value it replaced; the region may not touch memory (it runs again until
no other thread wrote in between: finalize-memref-to-llvm makes it a compare-and-swap loop).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import IndexType, MemRefType
from xdsl.ir import Region, SSAValue
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import HasParent, IsTerminator, is_side_effect_free
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class GenericAtomicRMWOp(IRDLOperation):
    """`%old = memref.generic_atomic_rmw %m[%i, ...] : memref<...> { ^bb0(%cur: T): ... }`."""

    name = "memref.generic_atomic_rmw"

    memref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    result = result_def()
    # One block as written; lowering scf inside it (convert-scf-to-cf runs first) may add more.
    atomic_body = region_def()

    def __init__(self, memref: SSAValue, indices: Sequence[SSAValue], body: Region):
        memref_type = memref.type
        assert isinstance(memref_type, MemRefType)
        super().__init__(
            operands=[memref, indices], result_types=[memref_type.element_type], regions=[body]
        )

    def verify_(self) -> None:
        memref_type = self.memref.type
        assert isinstance(memref_type, MemRefType)
        element = memref_type.element_type
        if len(self.indices) != len(memref_type.get_shape()):
            raise VerifyException(f"expects {len(memref_type.get_shape())} indices into {memref_type}")
        if self.result.type != element:
            raise VerifyException(f"result type {self.result.type} is not the element type {element}")
        entry = self.atomic_body.blocks.first
        if entry is None or len(entry.args) != 1 or entry.args[0].type != element:
            raise VerifyException(f"expected one block argument of the element type {element}")
        # MLIR's rule: the region may run several times, so it must have no side effects.
        for op in self.atomic_body.walk():
            if not op.has_trait(IsTerminator) and not is_side_effect_free(op):
                raise VerifyException(
                    f"body of 'memref.generic_atomic_rmw' should contain only operations with no "
                    f"side effects ('{op.name}' has some)"
                )

    @classmethod
    def parse(cls, parser: Parser) -> GenericAtomicRMWOp:
        memref = parser.parse_unresolved_operand()
        indices = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_unresolved_operand)
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        resolved = parser.resolve_operand(memref, memref_type)
        index = IndexType()
        resolved_indices = [parser.resolve_operand(i, index) for i in indices]
        body = parser.parse_region()
        attributes = parser.parse_optional_attr_dict()
        op = cls(resolved, resolved_indices, body)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.memref)
        printer.print_string("[")
        printer.print_list(self.indices, printer.print_operand)
        printer.print_string("] : ")
        printer.print_attribute(self.memref.type)
        printer.print_string(" ")
        printer.print_region(self.atomic_body, print_entry_block_args=True)
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class AtomicYieldOp(IRDLOperation):
    """`memref.atomic_yield %new : T`: the value generic_atomic_rmw stores."""

    name = "memref.atomic_yield"

    result = operand_def(AnyAttr())

    traits = traits_def(IsTerminator(), HasParent(GenericAtomicRMWOp))

    assembly_format = "$result attr-dict `:` type($result)"

    def __init__(self, value: SSAValue):
        super().__init__(operands=[value])

    def verify_(self) -> None:
        parent = self.parent_op()
        if isinstance(parent, GenericAtomicRMWOp) and self.result.type != parent.result.type:
            raise VerifyException(
                f"types mismatch between yield op: {self.result.type} and its parent: {parent.result.type}"
            )


NEW_OPS: tuple[type[IRDLOperation], ...] = (GenericAtomicRMWOp, AtomicYieldOp)
