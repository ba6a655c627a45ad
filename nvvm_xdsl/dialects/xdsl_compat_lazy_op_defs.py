"""xDSL 0.74 start-up workaround, deletable with the rest of `xdsl_compat` when xDSL builds an op's
definition on first use itself: importing this module defers `irdl_op_definition` for every op
class decorated after it.

`irdl_op_definition` builds the op's `OpDef` (a constraint from every annotation and field) and its
accessors when the class is defined: about 80 us an op, 0.03 s for the ~400 ops nvvm-opt's
dialects define at start-up, although an input and the pipeline use a few dozen of them. Here the
decorator only marks the class pending (its metaclass becomes `PendingOpMeta`) and the stock
decorator runs on the class's first use:

* any class attribute other than `name` and Python's dunders (`get_irdl_definition`, `traits`,
  `parse`, `create`, `build`, an accessor, `has_trait`, ...), and setting or deleting any;
* a call (`llvm.AddOp(a, b)`): the class's instances exist only after it ran;
* a subclass: the bases are defined first, as they were when the subclass was written.

What needs none of that is answered without defining: `name` (a dialect's and a context's
registration read it), `isinstance`/`issubclass`, hashing the class (pattern tables keyed by op
class), `__name__`/`__mro__`/`__dict__`. A definition error is then reported at the first use
instead of at import; tests/test_lazy_op_defs.py defines every op of the universe so that none goes
unnoticed. Ops defined before this module is imported (xDSL's builtin ones, which it imports) stay
eager.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import xdsl.irdl
from xdsl.irdl import operations as irdl_operations

from nvvm_xdsl.dialects.xdsl_compat_fast_ir import ConcreteIRMeta

_eager_op_definition = irdl_operations.irdl_op_definition

# Pending op classes, in decoration order (`define_all`).
_pending: dict[type, None] = {}
# What runs right after a pending class's definition (`when_defined`).
_after: dict[type, list[Callable[[Any], None]]] = {}

_ClassT = TypeVar("_ClassT", bound=type)

# Dunders that reach the class's instances: the rest (`__name__`, `__mro__`, `__dict__`, ...) are
# Python's own and read without defining.
_DEFINING_DUNDERS = frozenset({"__new__", "__init__", "__call__", "__class_getitem__", "__signature__"})


def define(cls: type) -> None:
    """Run the stock `irdl_op_definition` on `cls` if it is pending (its bases first)."""
    for base in reversed(type.__getattribute__(cls, "__mro__")):
        if base in _pending:
            del _pending[base]
            type.__setattr__(base, "__class__", ConcreteIRMeta)  # before the definition reads the class
            _eager_op_definition(base)
            for action in _after.pop(base, ()):
                action(base)


def when_defined(cls: _ClassT, action: Callable[[_ClassT], None]) -> None:
    """`action(cls)` once `cls`'s definition has run: now if it has (or `cls` is no pending op),
    else right after it runs. For what changes a definition (`OpDef` defaults, the parser a
    format generated) without needing it at import."""
    if cls in _pending:
        _after.setdefault(cls, []).append(action)
    else:
        action(cls)


class PendingOpMeta(ConcreteIRMeta):
    """The metaclass of an op class whose definition has not run yet."""

    def __getattribute__(cls, name: str) -> Any:
        if name == "name" or (name[:2] == "__" and name not in _DEFINING_DUNDERS):
            return type.__getattribute__(cls, name)
        define(cls)
        return getattr(cls, name)

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        define(cls)
        return cls(*args, **kwargs)

    def __setattr__(cls, name: str, value: Any) -> None:
        # After the definition, as it was: a method set on the class (`verify_`, `parse`) is
        # what the definition would otherwise wrap or replace.
        define(cls)
        setattr(cls, name, value)

    def __delattr__(cls, name: str) -> None:
        define(cls)
        delattr(cls, name)

    def __new__(mcls, name: str, bases: tuple[type, ...], namespace: dict[str, Any], **kwargs: Any) -> Any:
        # A subclass of a pending class: its bases are defined first, as they would have been,
        # and the subclass is an ordinary class (pending only once decorated).
        for base in bases:
            define(base)
        return ConcreteIRMeta(name, bases, namespace, **kwargs)


def _lazy_op_definition(cls: type) -> type:
    if type(cls) is not ConcreteIRMeta:  # ABCMeta (a registered virtual subclass) or another
        return _eager_op_definition(cls)
    define(cls)  # pending bases, as a subclass's definition reads them
    _pending[cls] = None
    cls.__class__ = PendingOpMeta
    return cls


def define_all() -> int:
    """Define every pending op (raising the error of a malformed one): the check definition time
    made. The number defined."""
    count = 0
    while _pending:
        define(next(iter(_pending)))
        count += 1
    return count


irdl_operations.irdl_op_definition = _lazy_op_definition
xdsl.irdl.irdl_op_definition = _lazy_op_definition
