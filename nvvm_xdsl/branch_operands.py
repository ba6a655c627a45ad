"""Which block argument a branch operand feeds: the one question about llvm-dialect branches
that lower-struct-args and memory-space-opt both ask when they follow a pointer across blocks."""

from __future__ import annotations

from xdsl.dialects import llvm
from xdsl.ir import Block, BlockArgument, Operation

from nvvm_xdsl.dialects import llvm_ext


def successor_argument(op: Operation, operand_index: int) -> BlockArgument | None:
    """The block argument an operand of a branch feeds, or None if it is not a branch operand."""
    # (index of the group's first operand, group size, destination), in operand order.
    groups: list[tuple[int, int, Block]] = []
    if isinstance(op, llvm.BrOp):
        groups = [(0, len(op.operands), op.successor)]
    elif isinstance(op, llvm.CondBrOp):
        then_count = len(op.then_arguments)
        groups = [
            (1, then_count, op.then_block),
            (1 + then_count, len(op.else_arguments), op.else_block),
        ]
    elif isinstance(op, llvm_ext.SwitchOp):
        first = 1 + len(op.default_operands)
        groups = [(1, len(op.default_operands), op.default_destination)]
        sizes = op.case_operand_segments.get_values()
        for size, dest in zip(sizes, op.case_destinations, strict=True):
            groups.append((first, size, dest))
            first += size
    for first, count, dest in groups:
        if first <= operand_index < first + count:
            return dest.args[operand_index - first]
    return None
