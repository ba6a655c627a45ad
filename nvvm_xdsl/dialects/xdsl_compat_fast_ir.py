"""xDSL 0.74 speed workarounds, deletable with the rest of `xdsl_compat` once xDSL's IR does the
same: `isinstance` on IR classes and named operand/result access without Python-level detours.
Measured in docs/PERFORMANCE.md ("xDSL costs"). Imported for its effect, first thing, by the entry
points (as `xdsl_compat_lazy_formats` is); neither changes what any call answers.

* `isinstance`. `Operation`, `Attribute` and `SSAValue` are ABCs, so every `isinstance(op,
  llvm.AddOp)` that does not match exactly runs `ABCMeta.__instancecheck__`, a Python frame (about
  140 ns against 40 ns): the passes make over a million such checks on the Triton captures. The ABC
  is needed only for abstract methods, which the class flags keep whatever the metaclass, and for
  `register`ed virtual subclasses, which no IR class uses except where this project registers one.
  The three roots and every subclass defined so far move onto `ConcreteIRMeta`, an `ABCMeta` whose
  checks are `type`'s (the MRO only); classes defined after inherit it. A class that gets or has a
  `register`ed virtual subclass goes back to `ABCMeta`, so `isinstance` answers as before.
* Named operands and results (`op.lhs`, `op.res`). xDSL's accessor builds an `OpOperands` view,
  indexes it, and the view indexes `SSAValues` through a Python `__getitem__`: five frames for a
  tuple lookup. The common accessors (a single operand/result before any variadic, the one
  variadic) read the op's tuples directly; `SSAValues` and `OpOperands` index ints as tuples do.
* Op construction (`Operation.__init__`, about 12 us an op; parse, selection and rewrites build
  tens of thousands). A new op has no old uses to drop and usually no successors, so the
  `operands`/`successors` setters' general paths are skipped; the default properties and
  attributes `IRDLOperation.__post_init__` fills in are listed once per op definition instead of
  scanning every definition on every op. The builder form (`llvm.AddOp(lhs, rhs)`) goes through
  `irdl_op_init`, which sorts every operand, result type, region and successor through
  `irdl_build_arg_list` (four calls, each re-reading the definition): for a definition with none
  variadic or optional and no segment options, given one value per operand and one type per
  result, the lists it would build are the arguments themselves, and it passes them on directly.
* Links and walks. The IR's plain getters (`op.next_op`, `value.type`, `result.owner`,
  `block.first_op`, ...) are Python properties that return a field: over three million calls on
  the Triton captures. They become properties over `operator.attrgetter` (no Python frame). A
  block's ops iterate with a generator instead of an iterator class with a Python `__next__`, and
  `walk()` of an op, region or block is one generator per op that has regions instead of a chain
  of delegating generators (op, region, block, op) that every op passes up through. Both read
  the next op (block) before handing out the current one, as xDSL's iterators do, so an op erased
  or moved by the caller during the walk leaves it where xDSL's would.
* Hashing. Ops, values, blocks, regions and uses hash by identity through a Python `__hash__`
  (`return id(self)`): every worklist push, memo and set of ops calls it, over a million times on
  the Triton captures. `object.__hash__` is the same identity hash without the Python frame
  (another number for the same object, which only set and dict orders could see, and those
  already follow the objects' addresses).
* The pattern walker's loop. `PatternRewriteWalker` pops each op off its worklist and resets
  its rewriter on it (`InsertPoint.before(op)`, a frozen dataclass checked in `__post_init__`,
  the `name_hint` setter, `Worklist.__bool__`/`pop`): about 1 us of Python per visit before the
  pattern runs, and llvm-peephole and llvm-fp-contract make a quarter of a million visits on
  the Triton captures. The loop and the worklist's population do the same on the worklist's
  stack and the rewriter's fields directly, in the same order.
"""

from __future__ import annotations

import abc
from collections.abc import Iterator, Sequence
from operator import attrgetter
from typing import Any

from xdsl.dialects.builtin import UNKNOWN_LOC
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.ir.core import (  # pyright: ignore[reportPrivateUsage]
    BlockOps,
    OpOperands,
    SSAValues,
    Use,
    _IRNode,
)
from xdsl.irdl import IRDLOperation, OpDef, OptionalDef, VariadicDef
from xdsl.irdl import operations as irdl_operations
from xdsl.irdl.operations import (
    AttrSizedSegments,
    BeforeVariadicSingleAccessor,
    SameVariadicSize,
    UniqueVariadicAccessor,
    VarIRConstruct,
)
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriterListener, PatternRewriteWalker
from xdsl.rewriter import InsertPoint
from xdsl.utils.hints import isa
from xdsl.utils.worklist import _MISSING  # pyright: ignore[reportPrivateUsage]


class ConcreteIRMeta(abc.ABCMeta):
    """`ABCMeta` with `type`'s instance and subclass checks (no registry, no subclass hook)."""

    __instancecheck__ = type.__instancecheck__
    __subclasscheck__ = type.__subclasscheck__

    def register(cls, subclass: Any) -> Any:
        # A virtual subclass needs ABCMeta's checks again, for this class alone.
        cls.__class__ = abc.ABCMeta  # type: ignore[assignment]
        return abc.ABCMeta.register(cls, subclass)


def _install() -> None:
    pending: list[type] = [Operation, Attribute, SSAValue]
    seen: set[type] = set()
    while pending:
        cls = pending.pop()
        if cls in seen:
            continue
        seen.add(cls)
        pending.extend(cls.__subclasses__())
        registry = abc._get_dump(cls)[0]  # type: ignore[attr-defined]
        if type(cls) is abc.ABCMeta and not registry:
            cls.__class__ = ConcreteIRMeta


_OPERAND = VarIRConstruct.OPERAND
_RESULT = VarIRConstruct.RESULT
_tuple_item = tuple.__getitem__
_get_op_constructs = irdl_operations.get_op_constructs


def _single_get(self: BeforeVariadicSingleAccessor, obj: Operation, objtype: Any = None) -> Any:
    construct = self.construct
    if construct is _OPERAND:
        return _tuple_item(obj._operands, self.idx)  # pyright: ignore[reportPrivateUsage]
    if construct is _RESULT:
        return _tuple_item(obj.results, self.idx)
    return self.index(_get_op_constructs(obj, construct))


def _variadic_get(self: UniqueVariadicAccessor, obj: Operation, objtype: Any = None) -> Any:
    construct = self.construct
    if construct is _OPERAND:
        values: tuple[Any, ...] = obj._operands  # pyright: ignore[reportPrivateUsage]
    elif construct is _RESULT:
        values = obj.results
    else:
        return self.index(_get_op_constructs(obj, construct))
    start = self.idx
    return SSAValues(_tuple_item(values, slice(start, start + len(values) - self.num_defs + 1)))


def _ssa_values_item(self: SSAValues[Any], idx: Any) -> Any:
    if idx.__class__ is slice:
        return SSAValues(_tuple_item(self, idx))
    return _tuple_item(self, idx)


def _operands_item(self: OpOperands, idx: Any) -> Any:
    operands = self._op._operands  # pyright: ignore[reportPrivateUsage]
    if idx.__class__ is int:
        return _tuple_item(operands, idx)
    return operands[idx]


def _operands_view(self: Operation) -> OpOperands:
    """`Operation.operands`: the same view, built without its dataclass `__init__` frame (half a
    million reads on the Triton captures)."""
    view = _new_object(OpOperands)
    view._op = self  # pyright: ignore[reportPrivateUsage]
    return view


_stock_operands = Operation.__dict__["operands"]


def _ssa_value_get(arg: Any, *, type: Any = Attribute) -> Any:
    """`SSAValue.get`, which every builder-form op calls on each operand: the same checks and
    errors, without subscripting `SSAValue[...]` for its `cast` (a `typing` cache lookup, about
    1 us) and importing `isa` on every call."""
    if isinstance(arg, SSAValue):
        if type is Attribute or isa(arg.type, type):
            return arg
        raise ValueError(f"SSAValue.get: Expected {type} but got SSAValue with type {arg.type}.")
    if isinstance(arg, Operation):
        if len(arg.results) == 1:
            return _ssa_value_get(arg.results[0], type=type)
        raise ValueError("SSAValue.get: expected operation with a single result.")
    return None  # xDSL's `match` has no case for anything else


_stock_op_init = Operation.__init__


def _op_init(
    self: Operation,
    *,
    operands: Any = (),
    result_types: Any = (),
    properties: Any = {},  # noqa: B006  # xDSL's signature; never mutated
    attributes: Any = {},  # noqa: B006
    location: Any = None,
    successors: Any = (),
    regions: Any = (),
) -> None:
    state = self.__dict__
    if "_operands" in state:  # an op built again: the setters drop its old uses
        _stock_op_init(
            self, operands=operands, result_types=result_types, properties=properties, attributes=attributes,
            location=location, successors=successors, regions=regions,
        )
        return
    values = SSAValues(operands)
    uses = [Use(self, index) for index in range(len(values))]
    for index, value in enumerate(values):
        value.add_use(uses[index])
    state["_operands"] = values
    state["_operand_uses"] = tuple(uses)
    state["results"] = SSAValues([OpResult(type, self, index) for index, type in enumerate(result_types)])
    state["properties"] = dict(properties)
    state["attributes"] = dict(attributes)
    # What xDSL's `_unknown_loc()` returns, without the import statement it runs per call (2 us).
    state["location"] = UNKNOWN_LOC if location is None else location
    if successors:
        self.successors = list(successors)
    state["regions"] = ()
    for region in regions:
        self.add_region(region)
    self.__post_init__()


# Per op definition (by identity, kept alive with it): the properties and the attributes that
# get a default value when the op lacks them.
_defaults: dict[int, tuple[OpDef, list[tuple[str, Attribute]], list[tuple[str, Attribute]]]] = {}


def _filled_in(definitions: Any) -> list[tuple[str, Attribute]]:
    return [
        (name, definition.default_value)
        for name, definition in definitions.items()
        if not isinstance(definition, OptionalDef) and definition.default_value is not None
    ]


def _post_init(self: IRDLOperation) -> None:
    op_def = self.get_irdl_definition()
    found = _defaults.get(id(op_def))
    if found is None:
        found = _defaults[id(op_def)] = (op_def, _filled_in(op_def.properties), _filled_in(op_def.attributes))
    for values, defaults in ((self.properties, found[1]), (self.attributes, found[2])):
        for name, default in defaults:
            if name not in values:
                values[name] = default
    Operation.__post_init__(self)


_stock_irdl_op_init = irdl_operations.irdl_op_init
# Per op definition (by identity, kept alive with it): whether every operand, result, region and
# successor is a single one and no option adds segment sizes or checks variadic sizes.
_plain_defs: dict[int, tuple[OpDef, bool]] = {}
# Per class: whether `irdl_build_arg_list` would take an instance for a sequence of values.
_sequence_classes: dict[type, bool] = {}


def _plain(op_def: OpDef) -> bool:
    found = _plain_defs.get(id(op_def))
    if found is None:
        defs = (*op_def.operands, *op_def.results, *op_def.regions, *op_def.successors)
        plain = not any(isinstance(o, AttrSizedSegments | SameVariadicSize) for o in op_def.options) and not any(
            isinstance(d, VariadicDef) for _, d in defs
        )
        found = _plain_defs[id(op_def)] = (op_def, plain)
    return found[1]


def _single(value: Any, kind: type) -> bool:
    cls = value.__class__
    sequence = _sequence_classes.get(cls)
    if sequence is None:
        sequence = _sequence_classes[cls] = isinstance(value, Sequence)
    return not sequence and isinstance(value, kind)


def _irdl_op_init(
    self: IRDLOperation,
    op_def: OpDef,
    *,
    operands: Any,
    result_types: Any,
    properties: Any,
    attributes: Any,
    successors: Any,
    regions: Any,
) -> None:
    if (
        not regions
        and not successors
        and _plain(op_def)
        and len(operands) == len(op_def.operands)
        and len(result_types) == len(op_def.results)
        and not op_def.regions
        and not op_def.successors
        and all(_single(value, SSAValue) for value in operands)
        and all(_single(type, Attribute) for type in result_types)
    ):
        Operation.__init__(
            self,
            operands=operands,
            result_types=result_types,
            properties={name: value for name, value in properties.items() if value is not None},
            attributes={name: value for name, value in attributes.items() if value is not None},
        )
        return
    _stock_irdl_op_init(
        self, op_def, operands=operands, result_types=result_types, properties=properties,
        attributes=attributes, successors=successors, regions=regions,
    )


def _field_getters() -> None:
    """Replace each property that returns one field with the same property over an attrgetter
    (its setter, if any, kept)."""
    for cls, name, field in (
        (Operation, "next_op", "_next_op"),
        (Operation, "prev_op", "_prev_op"),
        (Operation, "parent_node", "parent"),
        (Block, "first_op", "_first_op"),
        (Block, "last_op", "_last_op"),
        (Block, "next_block", "_next_block"),
        (Block, "prev_block", "_prev_block"),
        (Block, "args", "_args"),
        (Block, "parent_node", "parent"),
        (Region, "first_block", "_first_block"),
        (Region, "last_block", "_last_block"),
        (Region, "parent_node", "parent"),
        (SSAValue, "type", "_type"),
        (OpResult, "owner", "op"),
        (BlockArgument, "owner", "block"),
        (Use, "operation", "_operation"),
        (Use, "index", "_index"),
    ):
        stock = cls.__dict__[name]
        assert isinstance(stock, property), (cls, name)
        setattr(cls, name, property(attrgetter(field), stock.fset, stock.fdel, stock.__doc__))


def _ops_forward(op: Operation | None) -> Iterator[Operation]:
    while op is not None:
        following = op._next_op  # pyright: ignore[reportPrivateUsage]
        yield op
        op = following


def _block_ops_iter(self: BlockOps) -> Iterator[Operation]:
    return _ops_forward(self.block._first_op)  # pyright: ignore[reportPrivateUsage]


def _walk_ops(block: Block | None, region_first: bool) -> Iterator[Operation]:
    """The ops nested in `block` and the blocks after it, in order."""
    while block is not None:
        following_block = block._next_block  # pyright: ignore[reportPrivateUsage]
        op = block._first_op  # pyright: ignore[reportPrivateUsage]
        while op is not None:
            following = op._next_op  # pyright: ignore[reportPrivateUsage]
            if op.regions:
                yield from _walk_op(op, region_first)
            else:
                yield op
            op = following
        block = following_block


def _walk_op(op: Operation, region_first: bool) -> Iterator[Operation]:
    if not region_first:
        yield op
    for region in op.regions:
        yield from _walk_ops(region._first_block, region_first)  # pyright: ignore[reportPrivateUsage]
    if region_first:
        yield op


def _walk_ops_reverse(block: Block | None, region_first: bool) -> Iterator[Operation]:
    """The ops nested in `block` and the blocks before it, last first."""
    while block is not None:
        following_block = block._prev_block  # pyright: ignore[reportPrivateUsage]
        op = block._last_op  # pyright: ignore[reportPrivateUsage]
        while op is not None:
            following = op._prev_op  # pyright: ignore[reportPrivateUsage]
            if op.regions:
                yield from _walk_op_reverse(op, region_first)
            else:
                yield op
            op = following
        block = following_block


def _walk_op_reverse(op: Operation, region_first: bool) -> Iterator[Operation]:
    if not region_first:
        yield op
    for region in reversed(op.regions):
        yield from _walk_ops_reverse(region._last_block, region_first)  # pyright: ignore[reportPrivateUsage]
    if region_first:
        yield op


def _op_walk(self: Operation, *, reverse: bool = False, region_first: bool = False) -> Iterator[Operation]:
    return _walk_op_reverse(self, region_first) if reverse else _walk_op(self, region_first)


def _region_walk(self: Region, *, reverse: bool = False, region_first: bool = False) -> Iterator[Operation]:
    yield from (
        _walk_ops_reverse(self._last_block, region_first)  # pyright: ignore[reportPrivateUsage]
        if reverse
        else _walk_ops(self._first_block, region_first)  # pyright: ignore[reportPrivateUsage]
    )


def _block_walk(self: Block, *, reverse: bool = False, region_first: bool = False) -> Iterator[Operation]:
    op = self._last_op if reverse else self._first_op  # pyright: ignore[reportPrivateUsage]
    while op is not None:
        following = op._prev_op if reverse else op._next_op  # pyright: ignore[reportPrivateUsage]
        if op.regions:
            yield from (_walk_op_reverse if reverse else _walk_op)(op, region_first)
        else:
            yield op
        op = following


def _identity_hashes() -> None:
    for cls in (_IRNode, IRDLOperation, SSAValue, Use):
        # Only where the class's own hash is the identity (a tuple or a later xDSL may differ).
        stock = cls.__dict__["__hash__"]
        assert stock.__code__.co_names == ("id",), cls
        cls.__hash__ = object.__hash__  # type: ignore[method-assign]


_new_object = object.__new__
_set_frozen_field = object.__setattr__


def _process_worklist(self: PatternRewriteWalker, listener: PatternRewriterListener) -> bool:
    """`PatternRewriteWalker._process_worklist`: pop an op, reset the rewriter on it, apply the
    pattern; until the worklist is empty. Whether any pattern changed the IR."""
    worklist = self._worklist  # pyright: ignore[reportPrivateUsage]
    stack, positions = worklist._stack, worklist._map  # pyright: ignore[reportPrivateUsage]
    pattern = self.pattern
    rewriter: PatternRewriter | None = None
    done = False
    while stack:
        op = stack.pop()
        if op is _MISSING:
            continue  # removed from the worklist
        del positions[op]
        if rewriter is None:
            rewriter = PatternRewriter(op)
            rewriter.extend_from_listener(listener)
        rewriter.has_done_action = False
        rewriter._current_operation = op  # pyright: ignore[reportPrivateUsage]
        block = op.parent
        if block is None:
            raise ValueError("Operation insertion point must have a parent block")
        # InsertPoint.before(op): its check (op's parent is the block) holds by construction.
        point = _new_object(InsertPoint)
        _set_frozen_field(point, "block", block)
        _set_frozen_field(point, "insert_before", op)
        rewriter.insertion_point = point
        rewriter._name_hint = None  # pyright: ignore[reportPrivateUsage]
        try:
            pattern.match_and_rewrite(op, rewriter)
        except Exception as err:
            op.emit_error(f"Error while applying pattern: {err}", underlying_error=err)
        if rewriter.has_done_action:
            done = True
    return done


def _populate_worklist(self: PatternRewriteWalker, op: Operation | Region | Block) -> None:
    worklist = self._worklist  # pyright: ignore[reportPrivateUsage]
    stack, positions = worklist._stack, worklist._map  # pyright: ignore[reportPrivateUsage]
    for sub_op in op.walk(reverse=not self.walk_reverse, region_first=not self.walk_regions_first):
        if sub_op not in positions:
            positions[sub_op] = len(stack)
            stack.append(sub_op)


_install()
_field_getters()
_identity_hashes()
BlockOps.__iter__ = _block_ops_iter  # type: ignore[method-assign]
Operation.walk = _op_walk  # type: ignore[method-assign]
Region.walk = _region_walk  # type: ignore[method-assign]
Block.walk = _block_walk  # type: ignore[method-assign]
Operation.__init__ = _op_init  # type: ignore[method-assign]
IRDLOperation.__post_init__ = _post_init  # type: ignore[method-assign]
irdl_operations.irdl_op_init = _irdl_op_init
BeforeVariadicSingleAccessor.__get__ = _single_get  # type: ignore[assignment,method-assign]
UniqueVariadicAccessor.__get__ = _variadic_get  # type: ignore[assignment,method-assign]
SSAValues.__getitem__ = _ssa_values_item  # type: ignore[method-assign]
OpOperands.__getitem__ = _operands_item  # type: ignore[method-assign]
Operation.operands = property(_operands_view, _stock_operands.fset, _stock_operands.fdel, _stock_operands.__doc__)  # type: ignore[method-assign,assignment]
SSAValue.get = staticmethod(_ssa_value_get)  # type: ignore[method-assign]
PatternRewriteWalker._process_worklist = _process_worklist  # type: ignore[method-assign]  # pyright: ignore[reportPrivateUsage]
PatternRewriteWalker._populate_worklist = _populate_worklist  # type: ignore[method-assign]  # pyright: ignore[reportPrivateUsage]
