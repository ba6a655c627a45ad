"""Byval call arguments staged in a stack slot, forwarded from registers (#24).

clang -O2 passes a struct by value to a non-inlined device function as `byval` of a stack slot
it has just filled with scalar stores (`cross(q.p, q.v)` of two `Vec3`s). LLVM's selection
forwards the stored values into the call's `.param` and the slot dies; copying through it keeps
a frame. A slot qualifies when it is a fixed slot (entry block, one element) whose only uses,
through constant GEPs and address-space casts, are scalar stores, lifetime markers and one
`byval` argument of one call whose byval type is the slot's, every store in the call's block
before it, and the stores matching the byval type's leaves (offset and type) with each leaf
stored. Its stores then only record their values (the last store of a leaf before the call is
the value the callee's copy gets), the call's `.param` takes them, and the slot, its address
computations and markers emit nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerAttr, VectorType
from xdsl.ir import Block, Operation, SSAValue

from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.calls import call_arg_attrs
from nvvm_xdsl.backend.values import Leaf
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.kernel_abi import BYVAL_ATTR


@dataclass
class StagedByval:
    """The function's staged slots: what selection skips, records, and forwards."""

    silent: set[Operation] = field(default_factory=set)
    """The slots, their address computations and markers: nothing to select."""
    stores: dict[llvm.StoreOp, tuple[llvm.AllocaOp, int]] = field(default_factory=dict)
    """Each store into a staged slot: the slot and the byte offset it writes."""
    arguments: dict[SSAValue, llvm.AllocaOp] = field(default_factory=dict)
    """The byval call operands that are staged slots."""
    values: dict[tuple[llvm.AllocaOp, int], Leaf] = field(default_factory=dict)
    """Filled during selection: the value last stored at each (slot, offset)."""


def _plain(store: llvm.StoreOp) -> bool:
    """Neither atomic nor volatile."""
    ordering = store.properties.get("ordering")
    atomic = isinstance(ordering, IntegerAttr) and ordering.value.data != 0
    return not atomic and "volatile_" not in store.properties and "volatile_" not in store.attributes


def _byval_type(call: llvm.CallOp, index: int, callees: dict[str, llvm.FuncOp]) -> object | None:
    callee_name = call.callee.string_value() if call.callee is not None else None
    callee = callees.get(callee_name) if callee_name is not None else None
    if callee_name is None or callee is None or callee.function_type.is_variadic:
        return None
    return call_arg_attrs(call, callee, index).get(BYVAL_ATTR)


def _staged(alloca: llvm.AllocaOp, entry: Block, callees: dict[str, llvm.FuncOp]) -> StagedByval | None:
    count = alloca.size.owner
    if not (isinstance(count, llvm.ConstantOp) and isinstance(count.value, IntegerAttr) and count.value.value.data == 1):
        return None
    found = StagedByval(silent={alloca})
    call: llvm.CallOp | None = None
    work: list[tuple[SSAValue, int]] = [(alloca.res, 0)]
    while work:
        pointer, offset = work.pop()
        for use in pointer.uses:
            user = use.operation
            if isinstance(user, llvm.StoreOp) and use.index == 1 and _plain(user):
                if isinstance(user.value.type, VectorType) or len(abi.leaves(user.value.type)) != 1:
                    return None
                found.stores[user] = (alloca, offset)
            elif isinstance(user, llvm_ext.LifetimeStartOp | llvm_ext.LifetimeEndOp):
                found.silent.add(user)
            elif isinstance(user, llvm_ext.AddrSpaceCastOp):
                found.silent.add(user)
                work.append((user.results[0], offset))
            elif isinstance(user, llvm.GEPOp) and use.index == 0 and (step := DL.gep_offset(user)).is_constant:
                found.silent.add(user)
                work.append((user.result, offset + step.constant))
            elif isinstance(user, llvm.CallOp) and call is None and offset == 0:
                call = user
                indices = [i for i, operand in enumerate(user.args) if operand is pointer]
                if len(indices) != 1 or _byval_type(user, indices[0], callees) != alloca.elem_type:
                    return None
                found.arguments[pointer] = alloca
            else:
                return None
    if call is None:
        return None
    block = call.parent_block()
    if block is None or any(store.parent_block() is not block for store in found.stores):
        return None
    position = {op: i for i, op in enumerate(block.ops)}
    if any(position[store] > position[call] for store in found.stores):
        return None
    leaves = {(leaf.offset, leaf.type) for leaf in abi.leaves(alloca.elem_type)}
    stored = {(offset, store.value.type) for store, (_, offset) in found.stores.items()}
    return found if stored == leaves else None


def staged_byval(func: llvm.FuncOp, callees: dict[str, llvm.FuncOp]) -> StagedByval:
    """The function's slots that only stage a byval call argument (see the module's doc)."""
    result = StagedByval()
    entry = func.body.first_block
    if entry is None:
        return result
    for alloca in [op for op in entry.ops if isinstance(op, llvm.AllocaOp)]:
        try:
            found = _staged(alloca, entry, callees)
        except (abi.UnsupportedType, DL.UnsupportedTypeError):
            continue
        if found is not None:
            result.silent |= found.silent
            result.stores.update(found.stores)
            result.arguments.update(found.arguments)
    return result
