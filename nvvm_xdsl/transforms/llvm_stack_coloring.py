"""llvm-stack-coloring: stack slots whose lifetimes do not overlap share one frame slot (#24).

What is left in memory after promotion (arrays indexed at run time, objects whose address a
call takes) gets a frame slot each in selection. clang marks each object's lifetime with
`llvm.intr.lifetime.start`/`end` (scopes, loop bodies); LLVM's stack colouring gives two slots
whose marked ranges never overlap the same memory. The same here, on the llvm dialect:

* A slot is a fixed frame slot (entry block, constant count) with at least one
  `lifetime.start` of its address. It is live at the points a `lifetime.start` reaches
  without passing a `lifetime.end` (a forward data flow over the CFG, then per block the op
  ranges between markers).
* Every access of the slot (through GEPs and casts of its address: loads, stores, calls,
  intrinsics) must lie inside a live range; an address that leaves those views (a block
  argument, a select, stored as a value, `ptrtoint`) could be used anywhere, so that slot keeps
  its own memory, as does a slot without markers.
* Slots are coloured greedily, largest first: one joins the first group of its pointer type
  none of whose members is live where it is; each group becomes its largest member (the
  others' uses take its address), aligned for every member, at the first member's place.

Runs last in the middle end, on the slots promotion left; the markers stay (selection emits
nothing for them).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import IntegerAttr, i64
from xdsl.ir import Block, Operation, SSAValue
from xdsl.passes import ModulePass

from nvvm_xdsl.datalayout import UnsupportedTypeError, abi_align, alloc_size
from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.transforms.cfg_analysis import successors
from nvvm_xdsl.transforms.llvm_mem2reg import LIFETIME_MARKERS, fixed_slot_count
from nvvm_xdsl.walk import operations_of_type

# Views of a slot's address: their users are the slot's users.
_VIEWS = (llvm.GEPOp, llvm.BitcastOp, llvm_ext.AddrSpaceCastOp)
# Users whose position is where the address is used; any other user lets it flow elsewhere.
_ACCESSES = (llvm.LoadOp, llvm.StoreOp, llvm.CallOp, *LIFETIME_MARKERS)


@dataclass
class _Slot:
    alloca: llvm.AllocaOp
    size: int
    align: int
    live: dict[Block, list[tuple[int, int]]] = field(default_factory=dict)
    """Per block, the inclusive op-index ranges where the slot is live."""

    def overlaps(self, other: _Slot) -> bool:
        for block, ranges in self.live.items():
            for a0, a1 in ranges:
                if any(a0 <= b1 and b0 <= a1 for b0, b1 in other.live.get(block, ())):
                    return True
        return False

    def covers(self, block: Block, index: int) -> bool:
        return any(lo <= index <= hi for lo, hi in self.live.get(block, ()))


def _accesses(alloca: llvm.AllocaOp) -> list[Operation] | None:
    """The ops that use the slot's address (through its views), None when it may flow out."""
    found: list[Operation] = []
    work: list[SSAValue] = [alloca.res]
    while work:
        pointer = work.pop()
        for use in pointer.uses:
            user = use.operation
            if isinstance(user, _VIEWS) and use.index == 0:
                work.append(user.results[0])
            elif isinstance(user, llvm.StoreOp) and use.index == 0:
                return None  # the address itself stored
            elif isinstance(user, _ACCESSES) or (
                user.name.startswith("llvm.intr.") and not user.results and not isinstance(user, llvm_ext.AssumeOp)
            ):
                found.append(user)
            else:
                return None
    return found


def _live_ranges(
    slot: _Slot, markers: Sequence[Operation], blocks: list[Block], index: dict[Operation, int], lengths: dict[Block, int]
) -> None:
    """The points a `lifetime.start` reaches without passing a `lifetime.end`."""
    by_block: dict[Block, list[tuple[int, bool]]] = {}
    for marker in markers:
        block = marker.parent_block()
        assert block is not None
        by_block.setdefault(block, []).append((index[marker], isinstance(marker, llvm_ext.LifetimeStartOp)))
    for events in by_block.values():
        events.sort()
    predecessors: dict[Block, list[Block]] = {block: [] for block in blocks}
    for block in blocks:
        for successor in successors(block):
            predecessors.setdefault(successor, []).append(block)
    live_in = dict.fromkeys(blocks, False)
    live_out = dict.fromkeys(blocks, False)
    changed = True
    while changed:
        changed = False
        for block in blocks:
            live_in[block] = any(live_out[p] for p in predecessors[block])
            out = by_block[block][-1][1] if block in by_block else live_in[block]
            if out != live_out[block]:
                live_out[block], changed = out, True
    for block in blocks:
        ranges: list[tuple[int, int]] = []
        opened = 0 if live_in[block] else None
        for position, is_start in by_block.get(block, ()):
            if is_start and opened is None:
                opened = position
            elif not is_start and opened is not None:
                ranges.append((opened, position))
                opened = None
        if opened is not None:
            ranges.append((opened, lengths[block]))
        if ranges:
            slot.live[block] = ranges


def _slots(func: llvm.FuncOp, entry: Block) -> list[_Slot]:
    blocks = list(func.body.blocks)
    index = {op: i for block in blocks for i, op in enumerate(block.ops)}
    lengths = {block: len(block.ops) for block in blocks}
    slots: list[_Slot] = []
    for alloca in [op for op in entry.ops if isinstance(op, llvm.AllocaOp)]:
        count = fixed_slot_count(alloca, entry)
        accesses = _accesses(alloca) if count is not None else None
        if count is None or accesses is None:
            continue
        markers = [op for op in accesses if isinstance(op, LIFETIME_MARKERS)]
        if not any(isinstance(op, llvm_ext.LifetimeStartOp) for op in markers):
            continue
        try:
            size = count * alloc_size(alloca.elem_type)
            align = alloca.alignment.value.data if alloca.alignment is not None else abi_align(alloca.elem_type)
        except UnsupportedTypeError:
            continue
        slot = _Slot(alloca, size, align)
        _live_ranges(slot, markers, blocks, index, lengths)
        if all(
            slot.covers(block, index[op])
            for op in accesses
            if not isinstance(op, LIFETIME_MARKERS) and (block := op.parent_block()) is not None
        ):
            slots.append(slot)
    return slots


def color_function(func: llvm.FuncOp) -> int:
    """Merge the function's slots with disjoint lifetimes; the number of slots removed."""
    entry = func.body.first_block
    if entry is None:
        return 0
    slots = _slots(func, entry)
    if len(slots) < 2:
        return 0
    order = {slot.alloca: i for i, slot in enumerate(slots)}
    groups: list[list[_Slot]] = []
    for slot in sorted(slots, key=lambda s: (-s.size, order[s.alloca])):
        for group in groups:
            if group[0].alloca.res.type == slot.alloca.res.type and not any(slot.overlaps(m) for m in group):
                group.append(slot)
                break
        else:
            groups.append([slot])
    removed = 0
    for group in groups:
        if len(group) < 2:
            continue
        keeper = group[0].alloca
        first = min((m.alloca for m in group), key=lambda a: order[a])
        if first is not keeper:
            # Its place must come before every member's uses: the first member's.
            count = keeper.size.owner
            keeper.detach()
            entry.insert_op_before(keeper, first)
            if isinstance(count, Operation) and count.parent_block() is entry and entry.get_operation_index(
                count
            ) > entry.get_operation_index(keeper):
                count.detach()
                entry.insert_op_before(count, keeper)
        keeper.properties["alignment"] = IntegerAttr(max(m.align for m in group), i64)
        for member in group[1:]:
            member.alloca.res.replace_all_uses_with(keeper.res)
            member.alloca.detach()
            member.alloca.erase()
            removed += 1
    return removed


@dataclass(frozen=True)
class LLVMStackColoringPass(ModulePass):
    name = "llvm-stack-coloring"

    @on_device_code
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for func in operations_of_type(op, llvm.FuncOp):
            color_function(func)
