"""Verifying a big module without repeating the same checks on every op.

xDSL's `OpDef.verify` checks an op's operands, results, successors, properties and attributes
against its definition's constraints, then runs its traits. The constraint checks see nothing but
the op's class and those attributes (types included), and attributes are immutable: on a module
where thousands of ops have one of a few hundred signatures (`llvm.add` on `i32`, one extract
from one struct type), checking each signature once says the same as checking every op.
`memoized_op_verification` does that while a module is verified; the traits, the op's own
`verify_` additions and the checks `Operation.verify` makes of its place in the IR (parent,
terminator, successors) still run on every op.

Where a signature is new (or its definition's signatures rarely repeat, as with the `ptx`
module's instructions), the constraints are checked by `_ConstraintCheck`: xDSL's checks with
what depends only on the definition (which parts are variadic, how many values each takes, which
properties are optional) worked out once per definition instead of on every op. It checks the
same constraints in the same order; on any failure xDSL's own check runs, so a bad op gets
xDSL's error word for word.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from xdsl.ir import Attribute, Block, Operation
from xdsl.irdl import OpDef
from xdsl.irdl.constraints import VerificationContext
from xdsl.irdl.operations import AttrSizedSegments, OptionalDef, OptPropertyDef, VariadicDef
from xdsl.traits import IsolatedFromAbove
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.walk import blocks

_stock_verify = OpDef.verify
_stock_isolation_check = IsolatedFromAbove.verify

# A signature, as the identities of what the checks see, to the attributes themselves (kept alive
# so that no identity in a key is reused for another object while the memo exists).
_Signature = tuple[object, ...]
_TRIAL = 64

# How many values a list of definitions (operands, results or successors) takes: the number of
# definitions, how many of them are variadic, and whether one of those is optional.
_Counts = tuple[int, int, bool]


def _counts(definitions: Sequence[tuple[str, Any]]) -> _Counts:
    variadic = [definition for _, definition in definitions if isinstance(definition, VariadicDef)]
    return len(definitions), len(variadic), any(isinstance(definition, OptionalDef) for definition in variadic)


def _count_fits(length: int, counts: _Counts) -> bool:
    """Whether `length` values fit the definitions, all variadic ones taking the same number
    (xDSL's rule for definitions without a segment-size attribute)."""
    defined, variadic, optional = counts
    if not variadic:
        return length == defined
    if optional:
        return length in (defined, defined - variadic)
    return length >= defined - variadic and (length - defined) % variadic == 0


class _ConstraintCheck:
    """The constraint part of xDSL's `OpDef.verify` (everything but the traits) for one op
    definition. `check` raises `VerifyException` exactly where xDSL's checks fail (with a
    message of no use: the caller then runs xDSL's). `covered` is False for definitions it
    leaves to xDSL: ones with regions or segment-size attributes."""

    __slots__ = ("covered", "operands", "results", "successors", "properties", "attributes")

    def __init__(self, op_def: OpDef) -> None:
        self.covered = not op_def.regions and not any(
            isinstance(option, AttrSizedSegments) for option in op_def.options
        )
        self.operands = (_counts(op_def.operands), self._constraints(op_def.operands))
        self.results = (_counts(op_def.results), self._constraints(op_def.results))
        self.successors = _counts(op_def.successors)
        self.properties = [
            (name, d.constr, isinstance(d, OptPropertyDef)) for name, d in op_def.properties.items()
        ]
        self.attributes = [
            (name, d.constr, isinstance(d, OptionalDef)) for name, d in op_def.attributes.items()
        ]

    @staticmethod
    def _constraints(definitions: Sequence[tuple[str, Any]]) -> list[tuple[Any, bool]]:
        """Each definition's constraint, and whether it is variadic."""
        return [(d.constr, isinstance(d, VariadicDef)) for _, d in definitions]

    def check(self, op: Operation) -> None:
        if op.regions or not _count_fits(len(op.successors), self.successors):
            raise VerifyException(op.name)
        context = VerificationContext()
        for values, ((defined, variadic, optional), constraints) in (
            (op.operands, self.operands),
            (op.results, self.results),
        ):
            if not _count_fits(len(values), (defined, variadic, optional)):
                raise VerifyException(op.name)
            if variadic:
                # All variadic definitions take the same number of values (the rest of the
                # values after one each for the others), as xDSL's accessors split them.
                types = [value.type for value in values]
                size = (len(types) - defined + variadic) // variadic
                start = 0
                for constraint, is_variadic in constraints:
                    end = start + size if is_variadic else start + 1
                    constraint.verify(tuple(types[start:end]), context)
                    start = end
            else:
                for value, (constraint, _) in zip(values, constraints, strict=True):
                    constraint.verify((value.type,), context)
        if self._check_named(op.properties, self.properties, context) != len(op.properties):
            raise VerifyException(op.name)  # a property the definition does not have
        self._check_named(op.attributes, self.attributes, context)

    @staticmethod
    def _check_named(
        values: Mapping[str, Attribute], definitions: list[tuple[str, Any, bool]], context: VerificationContext
    ) -> int:
        """Check the defined properties (attributes) against their constraints; returns how
        many of them the op has."""
        present = 0
        for name, constraint, optional in definitions:
            value = values.get(name)
            if value is None:
                if optional:
                    continue
                raise VerifyException(name)
            present += 1
            constraint.verify(value, context)
        return present


_constraint_checks: dict[int, tuple[OpDef, _ConstraintCheck]] = {}
"""Per op definition (by identity; the definition kept alive with it)."""


def _constraint_check(op_def: OpDef) -> _ConstraintCheck:
    found = _constraint_checks.get(id(op_def))
    if found is None:
        found = _constraint_checks[id(op_def)] = (op_def, _ConstraintCheck(op_def))
    return found[1]


def _signature(op_def: OpDef, op: Operation) -> tuple[_Signature, tuple[Attribute, ...]]:
    operands, results, properties, op_attributes = op.operands, op.results, op.properties, op.attributes
    attributes = (
        *[operand.type for operand in operands],
        *[result.type for result in results],
        *properties.values(),
        *op_attributes.values(),
    )
    key = (
        id(op_def),
        len(operands),
        len(results),
        len(op.successors),
        *properties,
        None,
        *op_attributes,
        *map(id, attributes),
    )
    return key, attributes


def _uses_only_values_from_inside(op: Operation) -> bool:
    """IsolatedFromAbove's rule for `op`: the ops in its regions (down to, not into, nested
    isolated ops) use only values defined inside it. xDSL walks each operand's owner up its
    ancestors; here the owner's block (or the argument's block) is looked up among `op`'s."""
    inside: set[Block] = set(blocks(op))
    regions = list(op.regions)
    while regions:
        for block in regions.pop().blocks:
            for child in block.ops:
                for operand in child.operands:
                    owner = operand.owner
                    # A block argument's owner is a block; a result's owner an op, in a block.
                    if owner not in inside and owner.parent not in inside:
                        return False
                if child.regions and not child.has_trait(IsolatedFromAbove):
                    regions.extend(child.regions)
    return True


def _isolation_check(trait: IsolatedFromAbove, op: Operation) -> None:
    if not _uses_only_values_from_inside(op):
        _stock_isolation_check(trait, op)  # raises xDSL's error for the first bad use


@contextmanager
def memoized_op_verification() -> Iterator[None]:
    """Inside this block, `OpDef.verify` checks each distinct signature's constraints once.

    Ops with regions are always checked by xDSL in full (their region checks look at blocks). A
    failing check is never remembered, so every bad op still raises xDSL's own error.
    """
    checked: dict[_Signature, tuple[Attribute, ...]] = {}
    # Per op definition: how many of its ops were verified here and how many of those were
    # memo hits. Ops whose attributes are mostly unique (`ptx.inst` operands) gain nothing from
    # the memo and only pay for their keys, so after a trial their definition is checked
    # without it.
    trials: dict[int, list[int]] = {}

    def verify(op_def: OpDef, op: Operation) -> None:
        constraints = _constraint_check(op_def)
        if op.regions or not constraints.covered:
            _stock_verify(op_def, op)
            return
        trial = trials.get(id(op_def))
        if trial is None:
            trial = trials[id(op_def)] = [0, 0]
        memoized = trial[0] < _TRIAL or trial[1] * 2 >= trial[0]
        if memoized:
            trial[0] += 1
            key, attributes = _signature(op_def, op)
            if key in checked:
                trial[1] += 1
                for trait in op_def.traits:
                    trait.verify(op)
                return
        try:
            constraints.check(op)
        except VerifyException:
            _stock_verify(op_def, op)  # raises xDSL's own error for the op
            return
        for trait in op_def.traits:
            trait.verify(op)
        if memoized:
            checked[key] = attributes

    replaced = OpDef.verify, IsolatedFromAbove.verify
    OpDef.verify = verify  # type: ignore[method-assign, assignment]  # a plain function stands in for the method
    IsolatedFromAbove.verify = _isolation_check  # type: ignore[method-assign, assignment]
    try:
        yield
    finally:
        OpDef.verify, IsolatedFromAbove.verify = replaced  # type: ignore[method-assign]
