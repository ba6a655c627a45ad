"""`llvm-cse`: common-subexpression elimination across the blocks of llvm.func bodies.

xDSL's `cse` works within single-block regions only (a function with a loop is left as is), so
this pass walks each function's dominator tree with a scoped table of the side-effect-free llvm
ops seen on the way: an op equal to one in a dominating position (same name, operands,
properties, attributes and result types; xDSL's `OperationInfo` key) is replaced by it.
Only `llvm.*` ops are merged: memory reads carry no "pure" trait and are never merged, and NVVM
ops (some convergent, such as warp shuffles) are left where the producer put them.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.ir import Block, Operation
from xdsl.passes import ModulePass
from xdsl.traits import IsTerminator, is_side_effect_free
from xdsl.transforms.common_subexpression_elimination import OperationInfo

from nvvm_xdsl.transforms.cfg_analysis import DominatorTree
from nvvm_xdsl.walk import operations_of_type


def is_mergeable(op: Operation) -> bool:
    return (
        op.name.startswith("llvm.")
        and bool(op.results)
        and not op.regions
        and not op.successors
        and not op.has_trait(IsTerminator)
        and is_side_effect_free(op)
    )


class _Key:
    """An op's `OperationInfo` with its hash computed once: the lookup asks every enclosing
    scope, and hashing the key (its types and attributes, e.g. a 128-field struct) is most of
    the pass's time."""

    __slots__ = ("info", "hash")

    def __init__(self, op: Operation) -> None:
        self.info = OperationInfo(op)
        self.hash = hash(self.info)

    def __hash__(self) -> int:
        return self.hash

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Key) and self.hash == other.hash and self.info == other.info


def cse_function(func: llvm.FuncOp) -> int:
    """Merge the function's redundant ops; returns how many were removed."""
    region = func.body
    if not region.blocks:
        return 0
    tree = DominatorTree.of(region)
    removed = 0
    scopes: list[dict[_Key, Operation]] = []

    def lookup(key: _Key) -> Operation | None:
        for scope in reversed(scopes):
            if (found := scope.get(key)) is not None:
                return found
        return None

    # An explicit stack of (block, entered) pairs: deep dominator trees must not hit Python's
    # recursion limit.
    stack: list[tuple[Block, bool]] = [(tree.order[0], False)]
    while stack:
        block, entered = stack.pop()
        if entered:
            scopes.pop()
            continue
        scopes.append({})
        stack.append((block, True))
        for op in list(block.ops):
            if not is_mergeable(op):
                continue
            key = _Key(op)
            existing = lookup(key)
            if existing is None:
                scopes[-1][key] = op
                continue
            for old, new in zip(op.results, existing.results, strict=True):
                old.replace_all_uses_with(new)
            block.erase_op(op)
            removed += 1
        stack.extend((child, False) for child in reversed(tree.children[block]))
    return removed


@dataclass(frozen=True)
class LLVMCSEPass(ModulePass):
    name = "llvm-cse"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for func in operations_of_type(op, llvm.FuncOp):
            cse_function(func)
