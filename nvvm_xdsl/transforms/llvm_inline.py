"""`llvm-inline`: inline device functions (`llvm.func` with a body) into their callers.

A call on the GPU is expensive (arguments and results go through `.param` memory, and the
callee's stack slots cannot be promoted into the caller's registers), which is why LLVM's NVPTX
target multiplies the inline threshold by 11. Here a direct `llvm.call` of a function defined
in the same symbol table is inlined when:

* the callee says `always_inline` (the MLIR property, or `alwaysinline` in its passthrough), or
  it is the only call of the callee, or the callee has at most `SMALL_FUNCTION_OPS` ops;
* and none of these refuse it: `noinline` (property or passthrough) or `optnone`; a callee that
  that is recursive or can reach its caller through calls (also through other functions); a kernel callee (a kernel is
  never a call target; kernels are only inlined *into*); a variadic callee (its `va_start`
  reads the caller's frame: lower-varargs' packs stay as they are); a callee with a `byval`
  argument (the copy it implies is left to the call sequence); operand bundles on the call; an
  alloca outside the callee's entry block or with a run-time count (it would grow the frame
  on every loop iteration once inlined).

Callers are processed callees first (post-order of the call graph), so a chain inlines from
the leaves up. The callee's body is cloned between the call's block and a new block holding the
rest of the caller's block; the callee's entry block merges into the call's block, its
`llvm.return`s become branches to the continuation (whose argument is the call's result), and
a continuation reached from one return merges into it. The callee's allocas move to the start
of the caller's entry block (fixed frame slots there, which llvm-sroa and llvm-mem2reg then
split and promote). A callee left without calls or address uses is erased when its linkage is
`internal`, `private`, `linkonce` or `linkonce_odr` (others may be called from another module).

When anything was inlined after memory-space-opt ran (lower-to-ptx records `nvvm.opt_byval` on
the module), memory-space-opt runs again: the inlined loads and stores through the callee's
generic pointer arguments get the spaces of the caller's pointers (`ld.global`, not `ld`).

libdevice is inlined where link-libdevice-ir (lower-to-ptx's middle end runs it first) brought its
functions as llvm.func bodies; where it could not, link-libdevice brings them in as PTX text
(`ptx.verbatim`, compiled by LLVM at -O3) after the middle end; the one-instruction ones
become instructions in llvm-libdevice-leaves. Slots that stay in memory (indexed at run time,
or whose address escapes) share memory between the caller's own inlined calls (see `inline_call`).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import IntegerType
from xdsl.ir import Block, Operation
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from nvvm_xdsl.datalayout import UnsupportedTypeError, abi_align, alloc_size
from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.kernel_abi import BYVAL_ATTR, OPT_BYVAL_ATTR, is_kernel
from nvvm_xdsl.llvm_conversion import int_constant
from nvvm_xdsl.locations import inherit_location, replace_located
from nvvm_xdsl.transforms.llvm_mem2reg import slot_uses
from nvvm_xdsl.transforms.llvm_peephole import constant_int
from nvvm_xdsl.transforms.memory_space_opt import MemorySpaceOptPass
from nvvm_xdsl.walk import operations_of_type

SMALL_FUNCTION_OPS = 200
"""Callees with at most this many ops are inlined at every call (LLVM's default threshold of
225 cost units is about 45 instructions; NVPTX multiplies it by 11)."""


DISCARDABLE = ("internal", "private", "linkonce", "linkonce_odr")
"""Linkages whose definition a module may drop once nothing in it uses it: local ones, and
`linkonce*` (another module that needs the function has its own copy; LLVM's global DCE drops
them, so libNVVM emits no `.func` for numba's helpers once they are inlined)."""


def _passthrough(func: llvm.FuncOp) -> set[str]:
    names: set[str] = set()
    if func.passthrough is not None:
        for entry in func.passthrough.data:
            if isinstance(entry, builtin.StringAttr):
                names.add(entry.data)
            elif isinstance(entry, builtin.ArrayAttr) and entry.data and isinstance(entry.data[0], builtin.StringAttr):
                names.add(entry.data[0].data)
    return names


def _flag(func: llvm.FuncOp, prop: str, passthrough: str) -> bool:
    return prop in func.properties or prop in func.attributes or passthrough in _passthrough(func)


def _callee_of(call: llvm.CallOp, functions: dict[str, llvm.FuncOp]) -> llvm.FuncOp | None:
    if call.callee is None:
        return None
    func = functions.get(call.callee.root_reference.data)
    return func if func is not None and func.body.blocks else None


def _inlinable_body(callee: llvm.FuncOp) -> bool:
    if is_kernel(callee) or callee.function_type.is_variadic:
        return False
    if _flag(callee, "no_inline", "noinline") or _flag(callee, "optimize_none", "optnone"):
        return False
    if callee.arg_attrs is not None and any(BYVAL_ATTR in attrs.data for attrs in callee.arg_attrs.data):
        return False
    entry = callee.body.first_block
    for alloca in operations_of_type(callee, llvm.AllocaOp):
        if alloca.parent_block() is not entry or constant_int(alloca.size) is None:
            return False
    return True


def _op_count(func: llvm.FuncOp) -> int:
    return sum(1 for _ in func.body.walk())


def _stays_in_memory(alloca: llvm.AllocaOp) -> bool:
    """Whether llvm-mem2reg's rule (`slot_uses`) leaves the slot in memory: a GEP with a run-time
    index addresses it (libdevice's Payne-Hanek reduction array; llvm-sroa turns only small ones
    into selects), or its address escapes (passed to a call the inliner left, as numba's fp16
    operator wrappers pass their result slot; stored; converted), or a volatile access."""
    return slot_uses(alloca) is None


def _slot_bytes_and_align(alloca: llvm.AllocaOp) -> tuple[int, int] | None:
    count = constant_int(alloca.size)
    try:
        size = alloc_size(alloca.elem_type)
        align = alloca.alignment.value.data if alloca.alignment is not None else abi_align(alloca.elem_type)
    except UnsupportedTypeError:
        return None
    return (count * size, align) if count is not None else None


def _passed_to_call(alloca: llvm.AllocaOp) -> bool:
    """Whether the slot's address is a call's argument: it stays in memory whatever later
    passes do (a slot indexed at run time may become promotable once its loop is unrolled)."""
    return any(isinstance(use.operation, llvm.CallOp) for use in alloca.res.uses)


def _fits(slot: llvm.AllocaOp, alloca: llvm.AllocaOp) -> bool:
    """Whether `slot` can hold `alloca`'s memory: one of its type, count and alignment, or,
    when both are passed to calls, any as large and as aligned in the same address space
    (sharing a slot llvm-sroa later splits would tie the two calls' values together)."""
    if (slot.elem_type, constant_int(slot.size), slot.alignment) == (
        alloca.elem_type, constant_int(alloca.size), alloca.alignment
    ):
        return True
    have, need = _slot_bytes_and_align(slot), _slot_bytes_and_align(alloca)
    return (
        have is not None and need is not None and slot.res.type == alloca.res.type
        and have[0] >= need[0] and have[1] >= need[1] and _passed_to_call(slot) and _passed_to_call(alloca)
    )


SharedSlots = list[llvm.AllocaOp]
"""Per caller: the in-memory slots earlier inlined calls brought."""


def inline_call(call: llvm.CallOp, callee: llvm.FuncOp, caller_entry: Block, shared: SharedSlots | None = None) -> None:
    """Replace `call` by a copy of `callee`'s body.

    With `shared`, a callee slot that stays in memory takes a slot that an earlier inlined call
    of the same caller brought (`_fits`: one of its type, or, for slots passed to calls, the
    smallest at least as large and as aligned), when there is one this call does not use yet: the calls of one function run one after the other, and a slot's contents do not outlive
    its call, so their slots can share memory (what LLVM's stack colouring does with the
    inliner's lifetime markers); the slot then takes one frame, not one per call."""
    block = call.parent_block()
    region = block.parent if block is not None else None
    assert block is not None and region is not None
    result = call.returned
    continuation = Block(arg_types=[result.type] if result is not None else [])
    region.insert_block_after(continuation, block)
    following = call.next_op
    while following is not None:
        after = following.next_op
        following.detach()
        continuation.add_op(following)
        following = after
    if result is not None:
        result.replace_all_uses_with(continuation.args[0])

    body = callee.body.clone()
    blocks = list(body.blocks)
    # The callee's ops that carry no location of their own run at the call's.
    for callee_block in blocks:
        inherit_location(callee_block.ops, call)
    body.move_blocks_before(continuation)
    returns = [b.last_op for b in blocks if isinstance(b.last_op, llvm.ReturnOp)]
    for ret in returns:
        replace_located(ret, llvm.BrOp(continuation, *ret.operands))

    # Fixed slots go to the caller's frame: the entry block's start, each with its own count.
    entry = blocks[0]
    start = InsertPoint.at_start(caller_entry)
    taken: set[llvm.AllocaOp] = set()
    brought: list[llvm.AllocaOp] = []
    for alloca in [op for op in entry.ops if isinstance(op, llvm.AllocaOp)]:
        if shared is not None and _stays_in_memory(alloca):
            free = [slot for slot in shared if slot not in taken and _fits(slot, alloca)]
            if free:
                reused = min(free, key=lambda slot: _slot_bytes_and_align(slot) or (0, 0))
                taken.add(reused)
                alloca.res.replace_all_uses_with(reused.res)
                Rewriter.erase_op(alloca)
                continue
            brought.append(alloca)
        count = constant_int(alloca.size)
        assert count is not None and isinstance(alloca.size.type, IntegerType)
        size = int_constant(count, alloca.size.type)
        size.location = alloca.location
        alloca.detach()
        Rewriter.insert_op([size, alloca], start)
        alloca.operands[0] = size.result
        start = InsertPoint.after(alloca)

    if shared is not None:
        shared.extend(brought)
    Rewriter.inline_block(entry, InsertPoint.before(call), list(call.args))
    # The call's block now ends with the callee's entry terminator; the call goes.
    call.detach()
    call.erase()
    if len(returns) == 1:
        # One return: the continuation has one predecessor, which branches to it alone.
        (branch,) = continuation.predecessors()
        terminator = branch.last_op
        if isinstance(terminator, llvm.BrOp):
            values = list(terminator.operands)
            terminator.detach()
            terminator.erase()
            Rewriter.inline_block(continuation, InsertPoint.at_end(branch), values)


def _post_order(functions: dict[str, llvm.FuncOp], edges: dict[llvm.FuncOp, list[llvm.FuncOp]]) -> list[llvm.FuncOp]:
    order: list[llvm.FuncOp] = []
    seen: set[llvm.FuncOp] = set()
    for root in functions.values():
        if root in seen:
            continue
        seen.add(root)
        stack: list[tuple[llvm.FuncOp, int]] = [(root, 0)]
        while stack:
            func, index = stack[-1]
            callees = edges.get(func, [])
            if index < len(callees):
                stack[-1] = (func, index + 1)
                if callees[index] not in seen:
                    seen.add(callees[index])
                    stack.append((callees[index], 0))
            else:
                stack.pop()
                order.append(func)
    return order


def _recursive(callee: llvm.FuncOp, caller: llvm.FuncOp, edges: dict[llvm.FuncOp, list[llvm.FuncOp]]) -> bool:
    """Whether the callee's calls lead back to itself or to the caller."""
    seen: set[llvm.FuncOp] = set()
    work = list(edges.get(callee, []))
    while work:
        func = work.pop()
        if func is callee or func is caller:
            return True
        if func in seen:
            continue
        seen.add(func)
        work.extend(edges.get(func, []))
    return False


def inline_symbol_table(table: Operation) -> int:
    """Inline the calls among the functions directly inside one symbol table (a module)."""
    functions = {op.sym_name.data: op for op in table.regions[0].ops if isinstance(op, llvm.FuncOp)} if table.regions else {}
    defined = {name: func for name, func in functions.items() if func.body.blocks}
    if not defined:
        return 0
    calls: dict[llvm.FuncOp, list[llvm.CallOp]] = {}
    edges: dict[llvm.FuncOp, list[llvm.FuncOp]] = {}
    call_count: dict[llvm.FuncOp, int] = {}
    for func in defined.values():
        for call in operations_of_type(func, llvm.CallOp):
            callee = _callee_of(call, defined)
            if callee is None:
                continue
            calls.setdefault(func, []).append(call)
            edges.setdefault(func, []).append(callee)
            call_count[callee] = call_count.get(callee, 0) + 1
    if not calls:
        return 0
    referenced = {use.global_name.root_reference.data for use in operations_of_type(table, llvm.AddressOfOp)}
    inlined = 0
    for caller in _post_order(defined, edges):
        entry = caller.body.first_block
        assert entry is not None
        # Only the caller's own calls share slots (they run one after the other); the calls
        # inlined bodies bring are not in `calls`.
        shared: SharedSlots = []
        for call in calls.get(caller, []):
            callee = _callee_of(call, defined)
            if callee is None or call.op_bundle_operands or not _inlinable_body(callee):
                continue
            if _recursive(callee, caller, edges):
                continue
            wanted = (_flag(callee, "always_inline", "alwaysinline") or call_count[callee] == 1
                      or _op_count(callee) <= SMALL_FUNCTION_OPS)
            if not wanted:
                continue
            inline_call(call, callee, entry, shared)
            inlined += 1
            call_count[callee] -= 1
            # The callee's own calls now also come from the caller.
            edges.setdefault(caller, []).extend(edges.get(callee, []))
    for name, func in defined.items():
        linkage = func.linkage.linkage.data if func.linkage is not None else "external"
        if call_count.get(func, 0) == 0 and func in call_count and name not in referenced and linkage in DISCARDABLE:
            func.detach()
            func.erase()
    return inlined


@dataclass(frozen=True)
class LLVMInlinePass(ModulePass):
    name = "llvm-inline"

    opt_byval: bool = True
    """memory-space-opt's, for its rerun."""

    @on_device_code
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        inlined = inline_symbol_table(op)
        if inlined and OPT_BYVAL_ATTR in op.attributes:
            # memory-space-opt has run (lower-to-ptx): the callee's generic pointers now come
            # from the caller's arguments and slots, whose spaces it can infer.
            MemorySpaceOptPass(opt_byval=self.opt_byval).apply(ctx, op)
