"""`llvm-cse`: common-subexpression elimination across the blocks of llvm.func bodies.

xDSL's `cse` works within single-block regions only (a function with a loop is left as is), so
this pass walks each function's dominator tree with a scoped table of the side-effect-free llvm
ops seen on the way: an op equal to one in a dominating position (same name, operands,
properties, attributes and result types; xDSL's `OperationInfo` key) is replaced by it.
Only `llvm.*` ops are merged: memory reads carry no "pure" trait and are never merged, and NVVM
ops (some convergent, such as warp shuffles) are left where the producer put them.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.ir import Attribute, Block, Operation
from xdsl.passes import ModulePass
from xdsl.traits import IsTerminator, MemoryEffect, NoMemoryEffect, is_side_effect_free
from xdsl.transforms.common_subexpression_elimination import OperationInfo

from nvvm_xdsl.transforms.cfg_analysis import DominatorTree
from nvvm_xdsl.walk import functions

_NO_EFFECTS = inspect.getattr_static(NoMemoryEffect, "get_effects")
"""NoMemoryEffect's own `get_effects` (a classmethod: compared unbound)."""


def _never_has_effects(op_class: type[Operation]) -> bool:
    """Whether every op of the class is side-effect free whatever its operands and properties:
    its memory-effect traits are all `NoMemoryEffect`s (and `Pure`) whose effects are the
    class's, not the op's."""
    traits = [trait for trait in op_class.traits if isinstance(trait, MemoryEffect)]
    return bool(traits) and all(
        isinstance(trait, NoMemoryEffect)
        and inspect.getattr_static(type(trait), "get_effects") is _NO_EFFECTS
        for trait in traits
    )


class _Mergeable:
    """Whether an op may be merged with an equal one: an `llvm.*` op with results, no regions or
    successors, not a terminator, free of side effects. What depends only on the op's class (its
    name and traits) is worked out once per class."""

    def __init__(self) -> None:
        # Per class: None where no op of it merges, else whether all of its ops are free of
        # side effects (False: ask each op).
        self._by_class: dict[type[Operation], bool | None] = {}

    def __call__(self, op: Operation) -> bool:
        op_class = type(op)
        if op_class in self._by_class:
            pure = self._by_class[op_class]
        else:
            mergeable_class = op.name.startswith("llvm.") and not op.has_trait(IsTerminator)
            pure = self._by_class[op_class] = _never_has_effects(op_class) if mergeable_class else None
        if pure is None or not op.results or op.regions or op._successors:  # pyright: ignore[reportPrivateUsage]
            return False
        return pure or is_side_effect_free(op)


def _hashed(attribute: Attribute, known: dict[int, tuple[Attribute, int]]) -> int:
    found = known.get(id(attribute))
    if found is None:
        # The attribute is kept with its hash, so that its id is not reused meanwhile.
        found = known[id(attribute)] = (attribute, hash(attribute))
    return found[1]


class _Key:
    """An op's `OperationInfo`, with a hash of the same parts computed once, each attribute's
    hash remembered across ops: the lookup asks every enclosing scope, and hashing a key (its
    types and attributes, e.g. a 128-field struct) is most of the pass's time."""

    __slots__ = ("info", "hash")

    def __init__(self, op: Operation, attribute_hashes: dict[int, tuple[Attribute, int]]) -> None:
        self.info = OperationInfo(op)
        # Equal infos have equal names, attribute and property dicts, result types and operands,
        # so equal hashes (the dicts summed, their order not mattering to equality).
        attributes, properties = op.attributes, op.properties
        self.hash = hash(
            (
                op.name,
                sum([hash((name, _hashed(value, attribute_hashes))) for name, value in attributes.items()])
                if attributes
                else 0,
                sum([hash((name, _hashed(value, attribute_hashes))) for name, value in properties.items()])
                if properties
                else 0,
                tuple([_hashed(result.type, attribute_hashes) for result in op.results]),
                op._operands,  # pyright: ignore[reportPrivateUsage]  # the operands' tuple itself
            )
        )

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
    mergeable = _Mergeable()
    attribute_hashes: dict[int, tuple[Attribute, int]] = {}

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
            if not mergeable(op):
                continue
            key = _Key(op, attribute_hashes)
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
        for func in functions(op):
            cse_function(func)
