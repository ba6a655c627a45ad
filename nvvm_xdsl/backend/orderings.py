"""LLVM atomic orderings and sync scopes, and the PTX memory semantics and scope each becomes:
one home for loads and stores (`ld.acquire.gpu`) and for atomics (`atom.acq_rel.sys`)."""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, StringAttr
from xdsl.ir import Attribute, Operation

from nvvm_xdsl.dialects.ptx import MemoryScope, MemorySemantics

# LLVM's AtomicOrdering, numbered as MLIR's llvm dialect numbers it.
ORDERINGS = ("not_atomic", "unordered", "monotonic", "consume", "acquire", "release", "acq_rel", "seq_cst")

# LLVM sync scopes as PTX scopes; no syncscope is LLVM's system scope.
SCOPES: dict[str, MemoryScope] = {
    "block": MemoryScope.CTA,
    "cluster": MemoryScope.CLUSTER,
    "device": MemoryScope.GPU,
    "": MemoryScope.SYS,
    "system": MemoryScope.SYS,
}


def property_of(op: Operation, *keys: str) -> Attribute | None:
    """The first of `keys` the op has, as a property or an attribute."""
    for key in keys:
        if key in op.properties:
            return op.properties[key]
        if key in op.attributes:
            return op.attributes[key]
    return None


def enum_name(attr: Attribute | None, names: tuple[str, ...]) -> str | None:
    """The case an enum property names: by number (MLIR's numbering) or by its spelling."""
    if attr is None:
        return None
    if isinstance(attr, IntegerAttr):
        return names[attr.value.data]
    data = getattr(attr, "data", None)
    if isinstance(data, str):
        return data
    text = str(attr)
    for name in sorted(names, key=len, reverse=True):
        if name.strip("_") in text:
            return name
    return None


def ordering_of(op: Operation, *keys: str) -> str | None:
    return enum_name(property_of(op, *keys), ORDERINGS)


def scope_of(op: Operation, unknown: MemoryScope) -> MemoryScope:
    """The PTX scope of the op's `syncscope`; `unknown` for a scope name PTX has no match for."""
    scope = property_of(op, "syncscope")
    name = scope.data if isinstance(scope, StringAttr) else ""
    return SCOPES.get(name, unknown)


def access_semantics(ordering: str, is_store: bool) -> MemorySemantics | None:
    """The semantics of an atomic load or store (none: an ordinary access). A load cannot
    release and a store cannot acquire, so acq_rel and seq_cst keep the half that applies."""
    if ordering == "not_atomic":
        return None
    if ordering in ("unordered", "monotonic", "consume"):
        return MemorySemantics.RELAXED
    if ordering in ("acq_rel", "seq_cst"):
        return MemorySemantics.RELEASE if is_store else MemorySemantics.ACQUIRE
    return MemorySemantics(ordering)


def atomic_semantics(ordering: str) -> MemorySemantics | None:
    """The semantics of a read-modify-write (none: relaxed, PTX's default for atom). seq_cst
    is a fence.sc before an acquire atomic, as LLVM emits it."""
    if ordering in ("monotonic", "unordered"):
        return None
    if ordering in ("seq_cst", "consume"):
        return MemorySemantics.ACQUIRE
    return MemorySemantics(ordering)
