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

The walk itself (`Operation.verify`, `Block.verify`, `Region.verify`) is also replaced inside the
block by versions that make the same checks, in the same order, with the same errors, reading the
IR's fields instead of building a view (`op.operands`, `op.successors`) and calling a Python
`__eq__` per op: with the memo, the walk was most of the 14-15 us an op that verifying a Triton
module cost. Traits whose `verify` is `OpTrait`'s (it checks nothing) are not called.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from operator import attrgetter
from typing import Any

from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.ir.core import ErasedSSAValue
from xdsl.irdl import OpDef
from xdsl.irdl.constraints import VerificationContext
from xdsl.irdl.operations import AttrSizedSegments, OptionalDef, OptPropertyDef, VariadicDef
from xdsl.traits import IsolatedFromAbove, IsTerminator, NoTerminator, OpTrait
from xdsl.utils.exceptions import VerifyException

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


_type_of = attrgetter("_type")


def _signature_key(op_def: OpDef, op: Operation) -> _Signature:
    """The identities of what the constraint checks see (types and attributes), with the names
    and counts that place them (most ops have neither properties, attributes nor successors)."""
    key: list[object] = [id(op_def)]
    for operand in op._operands:  # pyright: ignore[reportPrivateUsage]
        key.append(id(operand._type))  # pyright: ignore[reportPrivateUsage]
    key.append(None)
    for result in op.results:
        key.append(id(result._type))  # pyright: ignore[reportPrivateUsage]
    properties, op_attributes, successors = op.properties, op.attributes, op._successors  # pyright: ignore[reportPrivateUsage]
    if properties or op_attributes or successors:
        key += (
            None,
            len(successors),
            *properties,
            None,
            *op_attributes,
            *map(id, properties.values()),
            *map(id, op_attributes.values()),
        )
    return tuple(key)


def _signature_attributes(op: Operation) -> tuple[Attribute, ...]:
    """What `_signature_key` has the identities of (kept alive with the key)."""
    return (
        *map(_type_of, op._operands),  # pyright: ignore[reportPrivateUsage]
        *map(_type_of, op.results),
        *op.properties.values(),
        *op.attributes.values(),
    )


def _uses_only_values_from_inside(op: Operation) -> bool:
    """IsolatedFromAbove's rule for `op`: the ops in its regions (down to, not into, nested
    isolated ops) use only values defined inside it. xDSL walks each operand's owner up its
    ancestors; here the owner's block (or the argument's block) is looked up among `op`'s,
    each block once (listing all of `op`'s blocks first walked every op of a module twice)."""
    inside: dict[Block | None, bool] = {None: False}  # per block: nested in `op`
    regions = list(op.regions)
    while regions:
        for block in regions.pop().blocks:
            inside[block] = True
            for child in block.ops:
                for operand in child.operands:
                    owner = operand.owner
                    # A block argument's owner is a block; a result's owner an op, in a block.
                    # (By exact class: `isinstance` on xDSL's ABC classes runs ABCMeta's check.)
                    home = owner if owner.__class__ is Block else owner.parent
                    found = inside.get(home)
                    if found is None:
                        found = inside[home] = _nested_in(home, op)
                    if not found:
                        return False
                if child.regions and not child.has_trait(IsolatedFromAbove):
                    regions.extend(child.regions)
    return True


def _nested_in(block: Block, op: Operation) -> bool:
    region = block.parent
    while region is not None and (parent := region.parent) is not None:
        if parent is op:
            return True
        if (outer := parent.parent) is None:
            return False
        region = outer.parent
    return False


def _isolation_check(trait: IsolatedFromAbove, op: Operation) -> None:
    if not _uses_only_values_from_inside(op):
        _stock_isolation_check(trait, op)  # raises xDSL's error for the first bad use


def _op_verify(self: Operation, verify_nested_ops: bool = True) -> None:
    """`Operation.verify`: the same checks in the same order, on the op's fields."""
    for operand in self._operands:  # pyright: ignore[reportPrivateUsage]
        if isinstance(operand, ErasedSSAValue):
            raise ValueError("Erased SSA value is used by the operation")

    parent_block = self.parent
    parent_region = None if parent_block is None else parent_block.parent

    if self._successors:  # pyright: ignore[reportPrivateUsage]
        if parent_block is None or parent_region is None:
            raise VerifyException(
                f"Operation {self.name} with block successors does not belong to a block or a region"
            )
        if parent_block._last_op is not self:  # pyright: ignore[reportPrivateUsage]
            raise VerifyException(f"Operation {self.name} with block successors must terminate its parent block")
        for successor in self._successors:  # pyright: ignore[reportPrivateUsage]
            if successor.parent is not parent_region:
                raise VerifyException(f"Operation {self.name} is branching to a block of a different region")

    if parent_block is not None and parent_region is not None and parent_block._last_op is self:  # pyright: ignore[reportPrivateUsage]
        blocks = parent_region.blocks
        if len(blocks) == 1:
            if (parent_op := parent_region.parent) is not None and not parent_op.has_trait(NoTerminator):
                if not self.has_trait(IsTerminator):
                    raise VerifyException(
                        f"Operation {self.name} terminates block in single-block region but is not a terminator"
                    )
        elif len(blocks) > 1:
            if not self.has_trait(IsTerminator):
                raise VerifyException(
                    f"Operation {self.name} terminates block in multi-block region but is not a terminator"
                )

    if verify_nested_ops:
        for region in self.regions:
            region.verify()

    try:
        self.verify_()
    except VerifyException as err:
        self.emit_error(f"Operation does not verify: {err}", err)


def _block_verify(self: Block) -> None:
    """`Block.verify`, following the links instead of the ops view."""
    operation = self._first_op  # pyright: ignore[reportPrivateUsage]
    while operation is not None:
        if operation.parent is not self:
            raise ValueError("Parent pointer of operation does not refer to containing region")
        operation.verify()
        operation = operation._next_op  # pyright: ignore[reportPrivateUsage]

    if self._first_op is None:  # pyright: ignore[reportPrivateUsage]
        if (region_parent := self.parent) is not None and (parent_op := region_parent.parent) is not None:
            if len(region_parent.blocks) == 1 and not parent_op.has_trait(NoTerminator):
                raise VerifyException(
                    f"Operation {parent_op.name} contains empty block in "
                    "single-block region that expects at least a terminator"
                )


def _region_verify(self: Region) -> None:
    block = self._first_block  # pyright: ignore[reportPrivateUsage]
    while block is not None:
        block.verify()
        if block.parent is not self:
            raise ValueError("Parent pointer of block does not refer to containing region")
        block = block._next_block  # pyright: ignore[reportPrivateUsage]


class _Definition:
    """Per op definition, for one `memoized_op_verification` block: its constraint check, its
    traits that check something, and how many of its ops were verified and how many of those
    were memo hits (ops whose attributes are mostly unique, as `ptx.inst` operands, gain
    nothing from the memo and only pay for their keys: after a trial their definition is
    checked without it)."""

    __slots__ = ("constraints", "traits", "verified", "hits")

    def __init__(self, op_def: OpDef) -> None:
        self.constraints = _constraint_check(op_def)
        self.traits = tuple(trait for trait in op_def.traits if type(trait).verify is not OpTrait.verify)
        self.verified = 0
        self.hits = 0


@contextmanager
def memoized_op_verification() -> Iterator[None]:
    """Inside this block, `OpDef.verify` checks each distinct signature's constraints once.

    Ops with regions are always checked by xDSL in full (their region checks look at blocks). A
    failing check is never remembered, so every bad op still raises xDSL's own error.
    """
    checked: dict[_Signature, tuple[Attribute, ...]] = {}
    definitions: dict[int, _Definition] = {}

    def verify(op_def: OpDef, op: Operation) -> None:
        definition = definitions.get(id(op_def))
        if definition is None:
            definition = definitions[id(op_def)] = _Definition(op_def)
        constraints = definition.constraints
        if op.regions or not constraints.covered:
            _stock_verify(op_def, op)
            return
        memoized = definition.verified < _TRIAL or definition.hits * 2 >= definition.verified
        if memoized:
            definition.verified += 1
            key = _signature_key(op_def, op)
            if key in checked:
                definition.hits += 1
                for trait in definition.traits:
                    trait.verify(op)
                return
        try:
            constraints.check(op)
        except VerifyException:
            _stock_verify(op_def, op)  # raises xDSL's own error for the op
            return
        for trait in definition.traits:
            trait.verify(op)
        if memoized:
            checked[key] = _signature_attributes(op)

    replaced = OpDef.verify, IsolatedFromAbove.verify, Operation.verify, Block.verify, Region.verify
    OpDef.verify = verify  # type: ignore[method-assign, assignment]  # a plain function stands in for the method
    IsolatedFromAbove.verify = _isolation_check  # type: ignore[method-assign, assignment]
    Operation.verify = _op_verify  # type: ignore[method-assign]
    Block.verify = _block_verify  # type: ignore[method-assign]
    Region.verify = _region_verify  # type: ignore[method-assign]
    try:
        yield
    finally:
        (
            OpDef.verify,  # type: ignore[method-assign]
            IsolatedFromAbove.verify,  # type: ignore[method-assign]
            Operation.verify,  # type: ignore[method-assign]
            Block.verify,  # type: ignore[method-assign]
            Region.verify,  # type: ignore[method-assign]
        ) = replaced
