"""xDSL 0.74 speed workaround, deletable with the rest of `xdsl_compat` when xDSL's IR classes stop
being `abc.ABCMeta` classes: `isinstance(x, SomeOp)` on the C fast path.

`Operation`, `Attribute` and `SSAValue` are ABCs, so every `isinstance(op, llvm.AddOp)` that does
not match exactly runs `ABCMeta.__instancecheck__`, a Python frame (about 140 ns against 40 ns):
the passes make over a million such checks on the Triton captures (docs/PERFORMANCE.md). The ABC
is needed only for abstract methods, which the class flags keep whatever the metaclass, and for
`register`ed virtual subclasses, which no IR class uses except where this project registers one.

Importing this module moves the three roots and every subclass defined so far onto
`ConcreteIRMeta`, an `ABCMeta` whose checks are `type`'s (the MRO only); classes defined after
inherit it. A class that gets or has a `register`ed virtual subclass goes back to `ABCMeta`, so
`isinstance` answers exactly as before. Imported for its effect, first thing, by the entry points
(as `xdsl_compat_lazy_formats` is).
"""

from __future__ import annotations

import abc
from typing import Any

from xdsl.ir import Attribute, Operation, SSAValue


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


_install()
