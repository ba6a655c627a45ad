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
"""

from __future__ import annotations

import abc
from typing import Any

from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.core import OpOperands, SSAValues
from xdsl.irdl import operations as irdl_operations
from xdsl.irdl.operations import BeforeVariadicSingleAccessor, UniqueVariadicAccessor, VarIRConstruct


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


_install()
BeforeVariadicSingleAccessor.__get__ = _single_get  # type: ignore[assignment,method-assign]
UniqueVariadicAccessor.__get__ = _variadic_get  # type: ignore[assignment,method-assign]
SSAValues.__getitem__ = _ssa_values_item  # type: ignore[method-assign]
OpOperands.__getitem__ = _operands_item  # type: ignore[method-assign]
