"""`llvm-sroa`: scalar replacement of aggregates: split stack slots into one slot per accessed slice.

Producers keep register fragments (CuTe's accumulators and copy tiles), private arrays
(`memref.alloca`) and unoptimised locals (numba, clang -O0) in `llvm.alloca`s of structs,
arrays and vectors, reached by constant GEPs. Such a slot is split when it is a fixed frame
slot (entry block, constant count) and every use of its address is a plain load or store at a
constant byte offset (constant GEPs, address-space casts and bitcasts folded with
`datalayout.gep_offset`, the one DataLayout) inside the slot. The accesses are grouped by
offset; accesses at one offset must have one store size and different offsets must not
overlap (a slice is read and written only whole). Each slice becomes its own alloca of the
type first accessed there, aligned as the original slot at that offset, and the accesses are
pointed at it (through an address-space cast to the pointer type they used, so that a slice
that stays in memory is still addressed as local memory); llvm-mem2reg then promotes every
slice it can. Bytes never accessed get no slot; a slot whose only uses are stores is removed.

Kept in memory, as a stated rule: a slot indexed with a run-time index (a GEP with an SSA
index), one whose address escapes (stored, passed to a call, `ptrtoint`, compared, selected),
one with overlapping or partial accesses, and one with a volatile or atomic access. memcpy and
memset into slots need nothing here: lower-aggr-copies has expanded every constant-length one
into scalar accesses before the middle end; those that remain (run-time length or over
`max-aggr-copy-size`) count as escapes.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import i32
from xdsl.ir import Attribute, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint

from nvvm_xdsl.datalayout import UnsupportedTypeError, abi_align, alloc_size, common_alignment, store_size
from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.llvm_conversion import int_constant
from nvvm_xdsl.locations import insert_located
from nvvm_xdsl.transforms.llvm_mem2reg import SlotAccess, erase_slot, fixed_slot_count, slot_uses
from nvvm_xdsl.walk import operations_of_type


def _slices(accesses: list[SlotAccess], size: int) -> dict[int, list[SlotAccess]] | None:
    """The accesses by offset, when they form disjoint whole slices inside `size` bytes."""
    by_offset: dict[int, list[SlotAccess]] = {}
    widths: dict[int, int] = {}
    for access in accesses:
        width = store_size(access.type)
        if access.offset < 0 or access.offset + width > size or width == 0:
            return None
        if widths.setdefault(access.offset, width) != width:
            return None
        by_offset.setdefault(access.offset, []).append(access)
    end = 0
    for offset in sorted(by_offset):
        if offset < end:
            return None
        end = offset + widths[offset]
    return by_offset


def split_slot(alloca: llvm.AllocaOp, count: int) -> bool:
    """Split one slot into its slices; False when it stays as it is."""
    uses = slot_uses(alloca)
    if uses is None:
        return False
    try:
        size = count * alloc_size(alloca.elem_type)
        align = alloca.alignment.value.data if alloca.alignment is not None else abi_align(alloca.elem_type)
        slices = _slices(uses.accesses, size)
    except UnsupportedTypeError:
        return False
    if slices is None:
        return False
    if count == 1 and list(slices) in ([], [0]) and all(access.type == alloca.elem_type for access in uses.accesses):
        if uses.accesses:
            return False  # already one scalar slot: llvm-mem2reg's
    where = InsertPoint.before(alloca)
    one = int_constant(1, i32)
    insert_located(one, where)
    for offset, accesses in sorted(slices.items()):
        slice_type: Attribute = accesses[0].type
        piece = llvm.AllocaOp(one.result, slice_type, alignment=common_alignment(align, offset))
        insert_located(piece, where)
        casts: dict[Attribute, SSAValue] = {piece.res.type: piece.res}
        for access in accesses:
            pointer_operand = 0 if isinstance(access.op, llvm.LoadOp) else 1
            pointer_type = access.op.operands[pointer_operand].type
            if pointer_type not in casts:
                cast = llvm_ext.AddrSpaceCastOp(piece.res, pointer_type)
                insert_located(cast, where, alloca)
                casts[pointer_type] = cast.results[0]
            access.op.operands[pointer_operand] = casts[pointer_type]
    erase_slot(alloca, uses)
    return True


def split_function(func: llvm.FuncOp) -> int:
    entry = func.body.first_block
    if entry is None:
        return 0
    split = 0
    for alloca in [op for op in entry.ops if isinstance(op, llvm.AllocaOp)]:
        count = fixed_slot_count(alloca, entry)
        if count is not None and split_slot(alloca, count):
            split += 1
    return split


@dataclass(frozen=True)
class LLVMSROAPass(ModulePass):
    name = "llvm-sroa"

    @on_device_code
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for func in operations_of_type(op, llvm.FuncOp):
            split_function(func)
