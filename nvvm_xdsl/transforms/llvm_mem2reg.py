"""`llvm-mem2reg`: promote stack slots (`llvm.alloca`) to SSA values.

A slot is promotable when its alloca sits in the entry block with a constant count (a fixed
frame slot, not a dynamic stack allocation) and every use of its address is a plain (not
volatile, not atomic) `llvm.load` or `llvm.store` *to* it at offset 0, all of one type or of
types bitcast into each other (see `_slot_type`), reached
directly or through `llvm.addrspacecast`/`llvm.bitcast` (memory-space-opt casts local slots to
`!llvm.ptr<5>` before the middle end) and zero-offset constant GEPs. `llvm.intr.lifetime.*`
markers of a promoted slot are dropped. Any other use (the address stored, passed to a call,
compared, converted to an integer, indexed dynamically) keeps the slot in memory. Whole-slot
`llvm.intr.memcpy`/`memset` are not handled here: lower-aggr-copies, which runs before the
middle end, has already expanded every constant-length one up to `max-aggr-copy-size` into the
scalar loads and stores this pass promotes.

The algorithm is the classic one (Cytron et al.; LLVM's PromoteMemToReg and MLIR's mem2reg do
the same): a value merges where control flow joins, so every block in the iterated dominance
frontier of the blocks that store to the slot gets a block argument for it, pruned to the
blocks where the slot is live (a load can read it before a store); then one walk of the
dominator tree in pre-order renames: a load becomes the value reaching it, a store sets that
value, and each branch passes the value reaching its end to the successors' new arguments.
A load that no store reaches reads `llvm.mlir.undef`, as MLIR's mem2reg gives. Unreachable
blocks only lose their accesses (loads read undef). The dominator tree is cfg_analysis's.

`slot_uses` (the address-use walk) is shared with llvm-sroa, which splits aggregate slots into
the scalar slots this pass promotes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import AnyFloat, DenseArrayBase, IntegerType, i32
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint

from nvvm_xdsl.datalayout import gep_offset
from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.locations import insert_located
from nvvm_xdsl.transforms.cfg_analysis import DominatorTree
from nvvm_xdsl.transforms.llvm_peephole import constant_int
from nvvm_xdsl.walk import functions

LIFETIME_MARKERS = (llvm_ext.LifetimeStartOp, llvm_ext.LifetimeEndOp)


@dataclass
class SlotAccess:
    op: llvm.LoadOp | llvm.StoreOp
    offset: int
    """Bytes from the start of the slot."""
    type: Attribute
    """The loaded or stored value's type."""


@dataclass
class SlotUses:
    accesses: list[SlotAccess] = field(default_factory=list[SlotAccess])
    derived: list[Operation] = field(default_factory=list[Operation])
    """Casts and constant GEPs of the address, each after the op its operand comes from."""
    markers: list[Operation] = field(default_factory=list[Operation])
    """`llvm.intr.lifetime.*` of the slot: meaningless once the slot is gone."""


def is_simple_access(op: llvm.LoadOp | llvm.StoreOp) -> bool:
    ordering = op.properties.get("ordering")
    atomic = isinstance(ordering, builtin.IntegerAttr) and ordering.value.data != 0
    return not atomic and "volatile_" not in op.properties and "volatile_" not in op.attributes


def slot_uses(alloca: llvm.AllocaOp) -> SlotUses | None:
    """Every use of the slot's address, or None when one lets the address escape or reach
    memory by other means than a plain load or store at a constant offset."""
    uses = SlotUses()
    work: list[tuple[SSAValue, int]] = [(alloca.res, 0)]
    while work:
        pointer, offset = work.pop()
        for use in pointer.uses:
            user = use.operation
            if isinstance(user, llvm.LoadOp) and is_simple_access(user):
                uses.accesses.append(SlotAccess(user, offset, user.dereferenced_value.type))
            elif isinstance(user, llvm.StoreOp) and use.index == 1 and is_simple_access(user):
                uses.accesses.append(SlotAccess(user, offset, user.value.type))
            elif isinstance(user, llvm_ext.AddrSpaceCastOp | llvm.BitcastOp):
                uses.derived.append(user)
                work.append((user.results[0], offset))
            elif isinstance(user, llvm.GEPOp) and use.index == 0:
                step = gep_offset(user)
                if not step.is_constant:
                    return None
                uses.derived.append(user)
                work.append((user.result, offset + step.constant))
            elif isinstance(user, LIFETIME_MARKERS):
                uses.markers.append(user)
            else:
                return None
    return uses


def fixed_slot_count(alloca: llvm.AllocaOp, entry: Block) -> int | None:
    """The alloca's element count when it is a fixed frame slot (entry block, constant count)."""
    if alloca.parent_block() is not entry:
        return None
    count = constant_int(alloca.size)
    return count if count is not None and count > 0 else None


def erase_slot(alloca: llvm.AllocaOp, uses: SlotUses) -> None:
    """Erase the slot, its markers and its address computations (their accesses are gone)."""
    for op in uses.markers:
        op.detach()
        op.erase()
    for op in reversed(uses.derived):
        op.detach()
        op.erase()
    alloca.detach()
    alloca.erase()


def append_successor_operands(terminator: Operation, successor_index: int, values: list[SSAValue]) -> None:
    """Append `values` to the operands a branch passes to its `successor_index`-th successor."""
    if not values:
        return
    if isinstance(terminator, llvm.BrOp):
        terminator.operands = [*terminator.operands, *values]
        return
    if isinstance(terminator, llvm.CondBrOp):
        then_args, else_args = list(terminator.then_arguments), list(terminator.else_arguments)
        (then_args if successor_index == 0 else else_args).extend(values)
        terminator.operands = [terminator.cond, *then_args, *else_args]
        terminator.properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, [1, len(then_args), len(else_args)])
        return
    if isinstance(terminator, llvm_ext.SwitchOp):
        default = list(terminator.default_operands)
        sizes = list(terminator.case_operand_segments.get_values())
        flat = list(terminator.case_operands)
        groups: list[list[SSAValue]] = []
        for size in sizes:
            groups.append(flat[:size])
            flat = flat[size:]
        if successor_index == 0:
            default.extend(values)
        else:
            groups[successor_index - 1].extend(values)
        cases = [value for group in groups for value in group]
        terminator.operands = [terminator.value, *default, *cases]
        terminator.properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, [1, len(default), len(cases)])
        terminator.properties["case_operand_segments"] = DenseArrayBase.from_list(i32, [len(g) for g in groups])
        return
    raise ValueError(f"llvm-mem2reg: no successor operands on {terminator.name}")


def _branches_supported(blocks: list[Block]) -> bool:
    for block in blocks:
        last = block.last_op
        if last is not None and last.successors and not isinstance(last, llvm.BrOp | llvm.CondBrOp | llvm_ext.SwitchOp):
            return False
    return True


def dominance_frontiers(tree: DominatorTree) -> dict[Block, set[Block]]:
    frontier: dict[Block, set[Block]] = {block: set() for block in tree.order}
    for block in tree.order:
        preds = tree.predecessors[block]
        if len(preds) < 2 or block not in tree.idom:
            continue
        for pred in preds:
            runner = pred
            while runner is not tree.idom[block]:
                frontier[runner].add(block)
                if runner not in tree.idom:
                    break
                runner = tree.idom[runner]
    return frontier


@dataclass
class _Slot:
    alloca: llvm.AllocaOp
    uses: SlotUses
    type: Attribute
    undef: SSAValue | None = None


_GENERIC_PTR = llvm.LLVMPointerType()
_PUNNED = {_GENERIC_PTR, IntegerType(64)}
"""A slot accessed both as a generic pointer and as an i64 (the same 64 bits) is promoted as a
pointer, converted where an access has the other type (ptrtoint / inttoptr), as LLVM's
mem2reg does."""


def _scalar_bits(t: Attribute) -> int | None:
    """The width of an integer or floating-point type, None for others."""
    if isinstance(t, IntegerType):
        return t.width.data
    if isinstance(t, AnyFloat):
        return t.bitwidth
    return None


def _bitcast_bits(t: Attribute) -> int | None:
    """The width of a type `llvm.bitcast` converts to any other of that width: an integer, a
    float, or a fixed vector of byte-or-wider ones (CuTe's fragments hold an `ldmatrix` word as
    i32 and read it back as `vector<2xf16>`); None for others (pointers, aggregates, vectors of
    i1, whose bits have no byte layout)."""
    if isinstance(t, builtin.VectorType):
        element = _scalar_bits(t.element_type)
        if element is None or element < 8 or t.get_num_scalable_dims():
            return None
        return element * t.element_count()
    return _scalar_bits(t)


def _slot_type(types: set[Attribute]) -> Attribute | None:
    """The one type a slot accessed with `types` is promoted as, or None when it is not.
    Besides one type: a generic pointer and an i64 (see `_PUNNED`), or integers, floats and
    vectors of them of one total width (f32 stored, i32 loaded: lower-aggr-copies copies a
    `{float, float}` through integer words; i32 stored, `vector<2xf16>` loaded), promoted as a
    scalar where one is accessed (a float first), bitcast where an access has another type
    (free in PTX, a `mov`), as LLVM's mem2reg and SROA do."""
    if len(types) <= 1:
        return next(iter(types), None)
    if types == _PUNNED:
        return _GENERIC_PTR  # numba stores a pointer and reads it back as an i64
    widths = {_bitcast_bits(t) for t in types}
    if len(widths) != 1 or None in widths:
        return None
    return min(types, key=lambda t: (isinstance(t, builtin.VectorType), isinstance(t, IntegerType), str(t)))


def _punned(value: SSAValue, to: Attribute, before: Operation, bypassed: list[Operation]) -> SSAValue:
    # A value that went through another punned slot comes back as it was (numba copies its
    # range iterators' pointers as i64 words): no `inttoptr(ptrtoint p)` round trip, which
    # would hide p's uses from the next round of promotion.
    source = value.owner
    if isinstance(source, llvm.PtrToIntOp | llvm.IntToPtrOp | llvm.BitcastOp) and source.operands[0].type == to:
        bypassed.append(source)
        return source.operands[0]
    cast: Operation
    if _bitcast_bits(value.type) is not None and _bitcast_bits(to) is not None:
        cast = llvm.BitcastOp(value, to)
    else:
        cast = llvm.PtrToIntOp(value, to) if isinstance(to, IntegerType) else llvm.IntToPtrOp(value)
    insert_located(cast, InsertPoint.before(before))
    return cast.results[0]


def _drop_dead_casts(func: llvm.FuncOp) -> bool:
    """Erase the unused ptrtoint/inttoptr of slot addresses a round left (a folded round trip):
    they would make the slot look escaped. Whether any was erased."""
    dead = [
        op for op in func.walk()
        if isinstance(op, llvm.PtrToIntOp | llvm.IntToPtrOp) and not op.results[0].uses
        and isinstance(op.operands[0].owner, llvm.AllocaOp)
    ]
    for op in dead:
        op.detach()
        op.erase()
    return bool(dead)


def promote_function(func: llvm.FuncOp) -> int:
    """Promote the function's promotable slots; returns how many."""
    entry = func.body.first_block
    if entry is None:
        return 0
    slots: list[_Slot] = []
    for alloca in [op for op in entry.ops if isinstance(op, llvm.AllocaOp)]:
        if fixed_slot_count(alloca, entry) is None:
            continue
        uses = slot_uses(alloca)
        if uses is None or any(access.offset != 0 for access in uses.accesses):
            continue
        types = {access.type for access in uses.accesses}
        slot_type = _slot_type(types)
        if types and slot_type is None:
            continue
        slots.append(_Slot(alloca, uses, slot_type or alloca.elem_type))
    if not slots:
        return 0
    tree = DominatorTree.of(func.body)
    if not _branches_supported(tree.order):
        return 0
    frontier = dominance_frontiers(tree)
    access_of: dict[Operation, int] = {}
    for index, slot in enumerate(slots):
        for access in slot.uses.accesses:
            access_of[access.op] = index

    # Per slot: the blocks that store to it and those that read it before any store.
    stores: list[set[Block]] = [set() for _ in slots]
    exposed: list[set[Block]] = [set() for _ in slots]
    for block in tree.order:
        seen: set[int] = set()
        for op in block.ops:
            found = access_of.get(op)
            if found is None:
                continue
            if isinstance(op, llvm.StoreOp):
                stores[found].add(block)
            elif found not in seen:
                exposed[found].add(block)
            seen.add(found)

    phis: dict[Block, list[tuple[int, SSAValue]]] = {}
    for index, slot in enumerate(slots):
        live = set(exposed[index])
        work = list(live)
        while work:
            block = work.pop()
            for pred in tree.predecessors[block]:
                if pred not in stores[index] and pred not in live:
                    live.add(pred)
                    work.append(pred)
        placed: set[Block] = set()
        work = list(stores[index])
        while work:
            block = work.pop()
            for join in frontier[block]:
                if join in placed:
                    continue
                placed.add(join)
                work.append(join)
        for block in tree.order:  # a deterministic argument order
            if block in placed and block in live:
                argument = block.insert_arg(slot.type, len(block.args))
                phis.setdefault(block, []).append((index, argument))

    def undef(index: int) -> SSAValue:
        slot = slots[index]
        if slot.undef is None:
            op = llvm.UndefOp(slot.type)
            insert_located(op, InsertPoint.at_start(entry), slot.alloca)  # the slot's contents
            slot.undef = op.res
        return slot.undef

    bypassed: list[Operation] = []

    def rewrite_accesses(block: Block, current: list[SSAValue | None]) -> None:
        for op in list(block.ops):
            index = access_of.get(op)
            if index is None:
                continue
            if isinstance(op, llvm.LoadOp):
                value = current[index]
                value = value if value is not None else undef(index)
                if op.dereferenced_value.type != value.type:
                    value = _punned(value, op.dereferenced_value.type, op, bypassed)
                op.dereferenced_value.replace_all_uses_with(value)
            elif isinstance(op, llvm.StoreOp):
                stored = op.value
                if stored.type != slots[index].type:
                    stored = _punned(stored, slots[index].type, op, bypassed)
                current[index] = stored
            op.detach()
            op.erase()

    stack: list[tuple[Block, list[SSAValue | None]]] = [(tree.order[0], [None] * len(slots))]
    while stack:
        block, incoming = stack.pop()
        current: list[SSAValue | None] = list(incoming)
        for index, phi in phis.get(block, ()):
            current[index] = phi
        rewrite_accesses(block, current)
        last = block.last_op
        if last is not None:
            for position, succ in enumerate(last.successors):
                values = [value if (value := current[index]) is not None else undef(index)
                          for index, _ in phis.get(succ, ())]
                append_successor_operands(last, position, values)
        for child in tree.children[block]:
            stack.append((child, current))

    reachable = set(tree.order)
    for block in func.body.blocks:
        if block not in reachable:
            rewrite_accesses(block, [None] * len(slots))
    for slot in slots:
        erase_slot(slot.alloca, slot.uses)
    # A cast left unused by a bypass would count as an escape of its pointer in the next round.
    for cast in bypassed:
        if cast.parent is not None and not cast.results[0].uses:
            cast.detach()
            cast.erase()
    return len(slots)


@dataclass(frozen=True)
class LLVMMem2RegPass(ModulePass):
    name = "llvm-mem2reg"

    @on_device_code
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for func in functions(op):
            # Again while slots go: a slot whose address was stored in a promoted one may now
            # be promotable (each round removes at least one alloca, so this ends).
            while promote_function(func):
                _drop_dead_casts(func)
