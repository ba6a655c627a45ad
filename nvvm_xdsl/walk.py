"""The ops (or blocks) nested in an op, as a list, several times faster than xDSL's `walk()`
(`walk_blocks()`).

xDSL's `Operation.walk()` is a generator that delegates to one generator per region, block and
nested op, so every op it yields passes up through a chain of them; passes that look at every op
of a big module (a Triton kernel has thousands) spend much of their time there. `operations`
follows the blocks' op lists directly and returns the same ops in the same (pre-)order.

Being a list taken at the call, it is for passes that collect ops before changing anything (or
look for ops their changes neither add nor remove, such as the functions of a module): ops a
change adds are not in it, and ops it erases stay in it.
"""

from __future__ import annotations

from typing import TypeVar

from xdsl.dialects import llvm
from xdsl.ir import Block, Operation, Region

OpT = TypeVar("OpT", bound=Operation)


def operations(root: Operation) -> list[Operation]:
    """`root` and every op nested in it, in the order of `list(root.walk())`."""
    found: list[Operation] = []
    _append_nested(root, found)
    return found


def operations_in(region: Region) -> list[Operation]:
    """Every op nested in `region`, in the order of `list(region.walk())`."""
    found: list[Operation] = []
    _append_region(region, found)
    return found


def _append_nested(op: Operation, found: list[Operation]) -> None:
    found.append(op)
    for region in op.regions:
        _append_region(region, found)


def _append_region(region: Region, found: list[Operation]) -> None:
    # The links themselves, not xDSL's `first_op`/`next_op` properties: this loop runs for
    # every op of the module, about twenty times a compile.
    append = found.append
    for block in region.blocks:
        inner = block._first_op  # pyright: ignore[reportPrivateUsage]
        while inner is not None:
            if inner.regions:
                _append_nested(inner, found)
            else:
                append(inner)
            inner = inner._next_op  # pyright: ignore[reportPrivateUsage]


def functions(root: Operation) -> list[llvm.FuncOp]:
    """The `llvm.func` ops of `operations_of_type(root, llvm.FuncOp)`, in that order, without
    walking the functions' bodies (most of a module's ops): verify-nvvm-input rejects an
    `llvm.func` nested in another one's body (as MLIR does), so none is there for the passes
    after it. Walking a big module costs about 0.2 us an op, mostly memory traffic."""
    if isinstance(root, llvm.FuncOp):
        return [root]
    found: list[llvm.FuncOp] = []
    _append_functions(root, found)
    return found


def _append_functions(op: Operation, found: list[llvm.FuncOp]) -> None:
    for region in op.regions:
        for block in region.blocks:
            inner = block._first_op  # pyright: ignore[reportPrivateUsage]
            while inner is not None:
                if inner.regions:  # an llvm.func always has its body region, empty or not
                    if isinstance(inner, llvm.FuncOp):
                        found.append(inner)
                    else:
                        _append_functions(inner, found)
                inner = inner._next_op  # pyright: ignore[reportPrivateUsage]


def blocks(root: Operation) -> list[Block]:
    """Every block nested in `root`, in the order of `list(root.walk_blocks())`."""
    found: list[Block] = []
    _append_blocks(root, found)
    return found


def _append_blocks(op: Operation, found: list[Block]) -> None:
    for region in op.regions:
        for block in region.blocks:
            found.append(block)
            inner = block._first_op  # pyright: ignore[reportPrivateUsage]
            while inner is not None:
                if inner.regions:
                    _append_blocks(inner, found)
                inner = inner._next_op  # pyright: ignore[reportPrivateUsage]


def blocks_and_operations(root: Operation) -> tuple[list[Block], list[Operation]]:
    """`blocks(root)` and the ops nested in `root` (`operations(root)` without root itself),
    from one walk."""
    found_blocks: list[Block] = []
    found_ops: list[Operation] = []
    _append_blocks_and_ops(root, found_blocks, found_ops)
    return found_blocks, found_ops


def _append_blocks_and_ops(op: Operation, found_blocks: list[Block], found_ops: list[Operation]) -> None:
    append = found_ops.append
    for region in op.regions:
        for block in region.blocks:
            found_blocks.append(block)
            inner = block._first_op  # pyright: ignore[reportPrivateUsage]
            while inner is not None:
                append(inner)
                if inner.regions:
                    _append_blocks_and_ops(inner, found_blocks, found_ops)
                inner = inner._next_op  # pyright: ignore[reportPrivateUsage]


def operations_of_type(root: Operation, kind: type[OpT]) -> list[OpT]:
    """The ops of `operations(root)` that are instances of `kind`. Whether an op class is, is
    asked once per class: a failing isinstance test against an op class (an ABC) is slow."""
    matches: dict[type[Operation], bool] = {}
    found: list[OpT] = []
    for op in operations(root):
        op_class = type(op)
        is_kind = matches.get(op_class)
        if is_kind is None:
            is_kind = matches[op_class] = issubclass(op_class, kind)
        if is_kind:
            found.append(op)  # type: ignore[arg-type]  # an instance of kind, checked by class
    return found
