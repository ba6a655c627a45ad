"""Verifying a big module without repeating the same checks on every op.

xDSL's `OpDef.verify` checks an op's operands, results, successors, properties and attributes
against its definition's constraints, then runs its traits. The constraint checks see nothing but
the op's class and those attributes (types included), and attributes are immutable: on a module
where thousands of ops have one of a few hundred signatures (`llvm.add` on `i32`, one extract
from one struct type), checking each signature once says the same as checking every op.
`memoized_op_verification` does that while a module is verified; the traits, the op's own
`verify_` additions and the checks `Operation.verify` makes of its place in the IR (parent,
terminator, successors) still run on every op.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from xdsl.ir import Attribute, Operation
from xdsl.irdl import OpDef

_stock_verify = OpDef.verify

# A signature, as the identities of what the checks see, to the attributes themselves (kept alive
# so that no identity in a key is reused for another object while the memo exists).
_Signature = tuple[object, ...]
_TRIAL = 64


def _signature(op_def: OpDef, op: Operation) -> tuple[_Signature, tuple[Attribute, ...]]:
    attributes = (
        *(operand.type for operand in op.operands),
        *(result.type for result in op.results),
        *op.properties.values(),
        *op.attributes.values(),
    )
    key = (
        id(op_def),
        len(op.operands),
        len(op.results),
        len(op.successors),
        *op.properties.keys(),
        None,
        *op.attributes.keys(),
        *map(id, attributes),
    )
    return key, attributes


@contextmanager
def memoized_op_verification() -> Iterator[None]:
    """Inside this block, `OpDef.verify` checks each distinct signature's constraints once.

    Ops with regions are always checked in full (their region checks look at blocks). A failing
    check is never remembered, so every bad op still raises xDSL's own error.
    """
    checked: dict[_Signature, tuple[Attribute, ...]] = {}
    # Per op definition: how many of its ops were verified here and how many of those were
    # memo hits. Ops whose attributes are mostly unique (`ptx.inst` operands) gain nothing from
    # the memo and only pay for their keys, so after a trial their definition goes back to the
    # stock check.
    trials: dict[int, list[int]] = {}

    def verify(op_def: OpDef, op: Operation) -> None:
        if op.regions:
            _stock_verify(op_def, op)
            return
        trial = trials.get(id(op_def))
        if trial is None:
            trial = trials[id(op_def)] = [0, 0]
        elif trial[0] >= _TRIAL and trial[1] * 2 < trial[0]:
            _stock_verify(op_def, op)
            return
        trial[0] += 1
        key, attributes = _signature(op_def, op)
        if key in checked:
            trial[1] += 1
            for trait in op_def.traits:
                trait.verify(op)
            return
        _stock_verify(op_def, op)
        checked[key] = attributes

    replaced = OpDef.verify
    OpDef.verify = verify  # type: ignore[method-assign, assignment]  # a plain function stands in for the method
    try:
        yield
    finally:
        OpDef.verify = replaced  # type: ignore[method-assign]
