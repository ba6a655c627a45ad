"""Clean-up of a selected function: xDSL's per-block `cse` and `region_dce`, computed cheaply.

Selection emits every computation where a pattern needs it and leaves merging and erasing to a
clean-up of the function. xDSL's drivers hash every op structurally (name, the hash of every
attribute and property, result types, operands) and ask each op's traits for its effects
several times per op (`region_dce` iterates to a fixed point over the whole region); on a big
kernel that cost more than selecting the ops. These are the same algorithms with the same
results, op for op, on what selection builds (blocks of ops without regions):
* `block_cse`: a terminator is left alone; an op with no observable effect and no used result
  is erased; an op without memory effects is replaced by an equal one seen before in the
  block; an op that only reads is replaced by an equal earlier one when no op in between may
  write (unknown effects count as a write), and otherwise becomes the one later reads merge
  into. Ops are bucketed by (class, operands), which hash by identity, and compared on
  properties, attributes and result types only within a bucket.
* `function_dce`: the ops an op with effects (or a terminator, or a symbol) uses, transitively,
  stay; every other op goes (one mark from the roots instead of a fixed-point iteration).
Each class's traits are looked up once. Ops with regions are left to xDSL's own drivers.
"""

from __future__ import annotations

from collections.abc import Set

from xdsl.ir import Block, Operation, Region
from xdsl.ir.post_order import PostOrderIterator
from xdsl.traits import EffectInstance, IsTerminator, MemoryEffect, MemoryEffectKind, NoMemoryEffect, SymbolOpInterface
from xdsl.transforms.common_subexpression_elimination import cse
from xdsl.transforms.dead_code_elimination import region_dce, result_only_effects

_ClassTraits = tuple[bool, bool, tuple[MemoryEffect, ...]]
_no_memory_effects = NoMemoryEffect.get_effects.__func__  # type: ignore[attr-defined]
# Per trait class: whether its `get_effects` is `NoMemoryEffect`'s (no effects, whatever the op).
_WITHOUT_EFFECTS: dict[type[MemoryEffect], bool] = {}
_CLASS_TRAITS: dict[type[Operation], _ClassTraits] = {}


def _class_traits(op_class: type[Operation]) -> _ClassTraits:
    """(is a terminator, is a symbol, its memory-effect traits), looked up once per op class."""
    traits = _CLASS_TRAITS.get(op_class)
    if traits is None:
        traits = (
            op_class.has_trait(IsTerminator),
            op_class.has_trait(SymbolOpInterface),
            tuple(t for t in op_class.traits if isinstance(t, MemoryEffect)),
        )
        _CLASS_TRAITS[op_class] = traits
    return traits


_NO_EFFECTS: frozenset[EffectInstance] = frozenset()


def _effects(op: Operation, traits: tuple[MemoryEffect, ...]) -> Set[EffectInstance] | None:
    """`xdsl.traits.get_effects(op)` from the class's traits: None when unknown."""
    if not traits:
        return None
    if len(traits) == 1:
        trait = traits[0]
        # `Pure` and the other `NoMemoryEffect`s answer the same for every op: no call per op.
        without = _WITHOUT_EFFECTS.get(type(trait))
        if without is None:
            without = _WITHOUT_EFFECTS[type(trait)] = getattr(type(trait).get_effects, "__func__", None) is _no_memory_effects
        if without:
            return _NO_EFFECTS
        return trait.get_effects(op)
    effects: set[EffectInstance] = set()
    for trait in traits:
        some = trait.get_effects(op)
        if some is None:
            return None
        effects.update(some)
    return effects


def _only_results_observable(op: Operation, effects: Set[EffectInstance] | None) -> bool:
    """xDSL's `result_only_effects`: erasing the op unused changes nothing but its results."""
    if effects is None:
        return False
    if any(e.kind is MemoryEffectKind.ALLOC for e in effects):
        return result_only_effects(op)
    return all(e.kind is MemoryEffectKind.READ for e in effects)


def _same(op: Operation, known: Operation) -> bool:
    """Equal apart from class and operands (the bucket's key)."""
    return (
        op.properties == known.properties
        and op.attributes == known.attributes
        and op.result_types == known.result_types
    )


def block_cse(block: Block) -> None:
    """Merge and erase `block`'s redundant ops exactly as `xdsl...cse(block)` does."""
    if any(op.regions for op in block.ops):
        cse(block)
        return
    # (class, operands) -> the ops later ones merge into, each with the number of possibly
    # writing ops before it (a read merges only while that number is unchanged).
    known: dict[tuple[type[Operation], tuple[object, ...]], list[tuple[Operation, int]]] = {}
    erased: list[Operation] = []
    writes = 0
    for op in block.ops:
        terminator, symbol, traits = _class_traits(type(op))
        if terminator:
            continue
        effects = _effects(op, traits)
        if effects is None or any(e.kind is MemoryEffectKind.WRITE for e in effects):
            writes += 1
        if not symbol and all(r.first_use is None for r in op.results) and _only_results_observable(op, effects):
            erased.append(op)
            continue
        if effects is None:
            continue
        pure = not effects
        if not pure and not all(e.kind is MemoryEffectKind.READ for e in effects):
            continue
        bucket = known.setdefault((type(op), op._operands), [])  # pyright: ignore[reportPrivateUsage]
        for index, (existing, writes_before) in enumerate(bucket):
            if not _same(op, existing):
                continue
            if pure or writes_before == writes:
                for result, kept in zip(op.results, existing.results, strict=True):
                    result.replace_all_uses_with(kept)
                erased.append(op)
            else:
                # A write in between: later reads merge into this one instead.
                bucket[index] = (op, writes)
            break
        else:
            bucket.append((op, writes))
    for op in erased:
        block.erase_op(op)


def function_dce(body: Region) -> None:
    """Erase the dead ops of a function body as `xdsl...region_dce(body)` does."""
    first = body.first_block
    if first is None:
        return
    reachable = list(PostOrderIterator(first))
    if (
        len(reachable) != len(body.blocks)
        or any(block.last_op is None or not _class_traits(type(block.last_op))[0] for block in reachable)
        or any(op.regions for block in reachable for op in block.ops)
    ):
        # Unreachable blocks, blocks that might end up empty, nested regions: xDSL's way.
        region_dce(body)
        return
    live: set[Operation] = set()
    pending: list[Operation] = []
    for block in reachable:
        for op in block.ops:
            terminator, symbol, traits = _class_traits(type(op))
            if terminator or symbol or not _only_results_observable(op, _effects(op, traits)):
                live.add(op)
                pending.append(op)
    while pending:
        op = pending.pop()
        for operand in op._operands:  # pyright: ignore[reportPrivateUsage]
            owner = operand.owner
            if isinstance(owner, Operation) and owner not in live:
                live.add(owner)
                pending.append(owner)
    for block in reversed(body.blocks):
        for op in reversed(block.ops):
            if op not in live:
                block.erase_op(op, safe_erase=False)
