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

Slices of one element type (or width) accessed both whole and in parts (CuTe stores a copy tile as
`vector<4xf32>` pieces and reads it as one `vector<16xf32>`, or stores a vector and reads its
elements) are split at every access boundary: each piece gets the element type or a vector of
it, and a wider access is rebuilt from its pieces with `extractelement`/`insertelement`.
Elements of one width but different types (CuTe's `tcgen05.ld` result, `vector<32xi32>`, read
back as `vector<4xf32>`) are bitcast element by element; elements of different widths, each a
multiple of the narrowest (CuTe's stmatrix epilogue: a fragment stored as bf16 elements and read
as `vector<4xi32>`), make pieces of the narrowest, and a wider-element access is bitcast from (or
to) a vector of them, as LLVM's SROA promotes such a partition to a vector of its common element.

A run-time index into a small array (at most `MAX_DYNAMIC_ELEMENTS` candidate elements, a
GEP with one SSA index whose only users are plain loads and stores; CuTe's predicate masks
filled by a loop) becomes one access per element: a load is a `select` chain over the
elements, a store rewrites every element with `select(index == k, value, old)`. This trades
memory traffic for selects only where the array is small, as LLVM's SROA does with selects.

Kept in memory, as a stated rule: a slot indexed with a run-time index over more elements, or
through more than one SSA index, one whose address escapes (stored, passed to a call, `ptrtoint`, compared, selected),
one with overlapping accesses off a common element grid or partly outside it, and one with a
volatile or atomic access. memcpy and
memset into slots need nothing here: lower-aggr-copies has expanded every constant-length one
into scalar accesses before the middle end; those that remain (run-time length or over
`max-aggr-copy-size`) count as escapes.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import AnyFloat, IntegerAttr, IntegerType, VectorType, i8, i32, i64
from xdsl.ir import Attribute, Block, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint

from nvvm_xdsl.datalayout import (
    UnsupportedTypeError,
    abi_align,
    alloc_size,
    common_alignment,
    gep_offset,
    store_size,
)
from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.llvm_conversion import int_constant
from nvvm_xdsl.locations import insert_located
from nvvm_xdsl.transforms.cfg_analysis import in_cycle
from nvvm_xdsl.transforms.llvm_mem2reg import (
    LIFETIME_MARKERS,
    SlotAccess,
    SlotUses,
    erase_slot,
    fixed_slot_count,
    is_simple_access,
    slot_uses,
)
from nvvm_xdsl.transforms.llvm_peephole import constant_int
from nvvm_xdsl.walk import functions


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

MAX_DYNAMIC_ELEMENTS = 8
"""The most elements a run-time index may select among for its accesses to become selects."""


def _dynamic_geps(alloca: llvm.AllocaOp) -> list[tuple[llvm.GEPOp, int]] | None:
    """The GEPs with a run-time index into the slot (each with the constant byte offset of its
    base), when every other use is one slot_uses accepts and each such GEP feeds only plain
    loads and stores of its address; None otherwise."""
    found: list[tuple[llvm.GEPOp, int]] = []
    work: list[tuple[SSAValue, int]] = [(alloca.res, 0)]
    while work:
        pointer, offset = work.pop()
        for use in pointer.uses:
            user = use.operation
            if isinstance(user, llvm.LoadOp) and is_simple_access(user):
                continue
            if isinstance(user, llvm.StoreOp) and use.index == 1 and is_simple_access(user):
                continue
            if isinstance(user, LIFETIME_MARKERS):
                continue
            if isinstance(user, llvm_ext.AddrSpaceCastOp | llvm.BitcastOp):
                work.append((user.results[0], offset))
                continue
            if not isinstance(user, llvm.GEPOp) or use.index != 0:
                return None
            step = gep_offset(user)
            if step.is_constant:
                work.append((user.result, offset + step.constant))
                continue
            if len(step.dynamic) != 1 or not isinstance(step.dynamic[0][0].type, IntegerType):
                return None
            for gep_use in user.result.uses:
                access = gep_use.operation
                if not (
                    (isinstance(access, llvm.LoadOp) or (isinstance(access, llvm.StoreOp) and gep_use.index == 1))
                    and is_simple_access(access)
                ):
                    return None
            found.append((user, offset))
    return found


def _select_dynamic(gep: llvm.GEPOp, base_offset: int, size: int) -> bool:
    """Rewrite the accesses through one run-time-indexed GEP into per-element accesses."""
    step = gep_offset(gep)
    index, scale = step.dynamic[0]
    index_type, pointer_type = index.type, gep.ptr.type
    assert isinstance(index_type, IntegerType) and isinstance(pointer_type, llvm.LLVMPointerType)
    accesses = [use.operation for use in gep.result.uses]
    widths = {store_size(a.dereferenced_value.type if isinstance(a, llvm.LoadOp) else a.operands[0].type)
              for a in accesses}
    if len(widths) > 1 or scale <= 0:
        return False
    width = widths.pop() if widths else 0
    start = base_offset + step.constant
    low, high = -(start // scale) - 1, size // scale + 1
    if high - low > MAX_DYNAMIC_ELEMENTS + 3:
        return False  # more elements than it selects among (all but ~3 of the range qualify)
    candidates = [k for k in range(low, high)
                  if 0 <= start + k * scale and start + k * scale + width <= size]
    if not candidates or len(candidates) > MAX_DYNAMIC_ELEMENTS:
        return False
    for access in accesses:
        where = InsertPoint.before(access)
        alignment = access.properties.get("alignment")
        align = alignment.value.data if isinstance(alignment, IntegerAttr) else None

        def element(k: int, where: InsertPoint = where) -> tuple[SSAValue, SSAValue]:
            pointer = llvm.GEPOp(gep.ptr, [step.constant + k * scale], i8, result_type=pointer_type)
            constant = int_constant(k, index_type)
            same = llvm.ICmpOp(index, constant.result, IntegerAttr(0, i64))  # eq
            insert_located([pointer, constant, same], where)
            return pointer.result, same.res

        if isinstance(access, llvm.LoadOp):
            result: SSAValue | None = None
            for k in candidates:
                pointer, same = element(k)
                load = llvm.LoadOp(pointer, access.dereferenced_value.type, alignment=align)
                insert_located(load, where)
                if result is None:
                    result = load.dereferenced_value
                else:
                    choose = llvm.SelectOp(same, load.dereferenced_value, result)
                    insert_located(choose, where)
                    result = choose.res
            assert result is not None
            access.dereferenced_value.replace_all_uses_with(result)
        else:
            assert isinstance(access, llvm.StoreOp)
            for k in candidates:
                pointer, same = element(k)
                old = llvm.LoadOp(pointer, access.value.type, alignment=align)
                choose = llvm.SelectOp(same, access.value, old.dereferenced_value)
                store = llvm.StoreOp(choose.res, pointer, alignment=align)
                insert_located([old, choose, store], where)
        access.detach()
        access.erase()
    gep.detach()
    gep.erase()
    return True


def _scalar_element(t: Attribute) -> Attribute:
    return t.get_element_type() if isinstance(t, VectorType) else t


def _pieces(accesses: list[SlotAccess], size: int) -> tuple[Attribute, list[tuple[int, int]]] | None:
    """For overlapping accesses whose elements (scalars and vectors of them) are whole bytes,
    each element width a multiple of the narrowest: the piece element type (the first access's
    of the narrowest width) and the pieces (offset, width) between consecutive access boundaries
    that some access covers. A wider-element access is a bitcast of narrow pieces (CuTe's
    epilogue stores a fragment as bf16 elements and reads it as `vector<4xi32>` for stmatrix)."""
    elements = [_scalar_element(access.type) for access in accesses]
    if not elements:
        return None
    width = min(store_size(element) for element in elements)
    element_type = next(element for element in elements if store_size(element) == width)
    for element in elements:
        if not isinstance(element, IntegerType | AnyFloat):
            return None
        bytes_ = store_size(element)
        if width == 0 or alloc_size(element) != bytes_ or bytes_ * 8 != element.bitwidth or bytes_ % width:
            return None
    bounds: set[int] = set()
    for access in accesses:
        end = access.offset + store_size(access.type)
        if access.offset < 0 or end > size or access.offset % width:
            return None
        bounds.update((access.offset, end))
    ordered = sorted(bounds)
    pieces = [(start, end - start) for start, end in zip(ordered, ordered[1:], strict=False)
              if any(a.offset <= start and end <= a.offset + store_size(a.type) for a in accesses)]
    return element_type, pieces


def _piece_type(element_type: Attribute, width: int) -> Attribute:
    count = width // store_size(element_type)
    return element_type if count == 1 else VectorType(element_type, [count])


def _lanes(value: SSAValue, where: InsertPoint) -> list[SSAValue]:
    """The elements of a scalar or vector value."""
    if not isinstance(value.type, VectorType):
        return [value]
    lanes: list[SSAValue] = []
    for lane in range(value.type.get_shape()[0]):
        position = int_constant(lane, i32)
        extract = llvm_ext.ExtractElementOp(value, position.result)
        insert_located([position, extract], where)
        lanes.append(extract.res)
    return lanes


def _retyped(lanes: list[SSAValue], element_type: Attribute, where: InsertPoint) -> list[SSAValue]:
    """The lanes as `element_type`: elements of one width but another type (CuTe's `tcgen05.ld`
    gives `vector<32xi32>` that the epilogue reads back as `vector<4xf32>`) are bitcast."""
    result: list[SSAValue] = []
    for lane in lanes:
        if lane.type != element_type:
            cast = llvm.BitcastOp(lane, element_type)
            insert_located(cast, where)
            lane = cast.results[0]
        result.append(lane)
    return result


def _as_elements(value: SSAValue, element_type: Attribute, where: InsertPoint) -> SSAValue:
    """`value` as `element_type` or a vector of it: bitcast when its elements are wider."""
    if store_size(_scalar_element(value.type)) == store_size(element_type):
        return value
    cast = llvm.BitcastOp(value, _piece_type(element_type, store_size(value.type)))
    insert_located(cast, where)
    return cast.results[0]


def _assemble(t: Attribute, lanes: list[SSAValue], where: InsertPoint) -> SSAValue:
    """A scalar or vector of type `t` from its elements (bitcast to its element type; lanes
    narrower than its elements are assembled as a vector of theirs, then bitcast to `t`)."""
    lane_width = store_size(lanes[0].type)
    if store_size(_scalar_element(t)) != lane_width:
        narrow = _assemble(_piece_type(lanes[0].type, lane_width * len(lanes)), lanes, where)
        cast = llvm.BitcastOp(narrow, t)
        insert_located(cast, where)
        return cast.results[0]
    lanes = _retyped(lanes, _scalar_element(t), where)
    if not isinstance(t, VectorType):
        return lanes[0]
    undef = llvm.UndefOp(t)
    insert_located(undef, where)
    result: SSAValue = undef.res
    for lane, value in enumerate(lanes):
        position = int_constant(lane, i32)
        insert = llvm.InsertElementOp(result, value, position.result)
        insert_located([position, insert], where)
        result = insert.res
    return result


def _split_pieces(alloca: llvm.AllocaOp, uses: SlotUses, size: int, align: int) -> bool:
    found = _pieces(uses.accesses, size)
    if found is None:
        return False
    element_type, pieces = found
    where = InsertPoint.before(alloca)
    one = int_constant(1, i32)
    insert_located(one, where)
    slots: list[tuple[int, int, SSAValue, Attribute]] = []
    for offset, width in pieces:
        piece_type = _piece_type(element_type, width)
        piece = llvm.AllocaOp(one.result, piece_type, alignment=common_alignment(align, offset))
        insert_located(piece, where)
        slots.append((offset, width, piece.res, piece_type))
    for access in uses.accesses:
        end = access.offset + store_size(access.type)
        covered = [slot for slot in slots if access.offset <= slot[0] and slot[0] + slot[1] <= end]
        at = InsertPoint.before(access.op)
        # Each piece addressed through the pointer type the access used (local stays local).
        pointer_type = access.op.operands[0 if isinstance(access.op, llvm.LoadOp) else 1].type
        pointers: list[SSAValue] = []
        for slot in covered:
            if slot[2].type == pointer_type:
                pointers.append(slot[2])
                continue
            cast = llvm_ext.AddrSpaceCastOp(slot[2], pointer_type)
            insert_located(cast, at)
            pointers.append(cast.results[0])
        if len(covered) == 1 and covered[0][3] == access.type:
            access.op.operands[0 if isinstance(access.op, llvm.LoadOp) else 1] = pointers[0]
            continue
        if isinstance(access.op, llvm.LoadOp):
            lanes: list[SSAValue] = []
            for pointer, (_, _, _, piece_type) in zip(pointers, covered, strict=True):
                load = llvm.LoadOp(pointer, piece_type)
                insert_located(load, at)
                lanes.extend(_lanes(load.dereferenced_value, at))
            access.op.dereferenced_value.replace_all_uses_with(_assemble(access.type, lanes, at))
        else:
            lanes = _lanes(_as_elements(access.op.value, element_type, at), at)
            for pointer, (_, width, _, piece_type) in zip(pointers, covered, strict=True):
                count = width // store_size(element_type)
                value = _assemble(piece_type, lanes[:count], at)
                lanes = lanes[count:]
                insert_located(llvm.StoreOp(value, pointer), at)
        access.op.detach()
        access.op.erase()
    erase_slot(alloca, uses)
    return True


def split_slot(alloca: llvm.AllocaOp, count: int) -> bool:
    """Split one slot into its slices; False when it stays as it is."""
    try:
        size = count * alloc_size(alloca.elem_type)
        align = alloca.alignment.value.data if alloca.alignment is not None else abi_align(alloca.elem_type)
        dynamic = _dynamic_geps(alloca)
        if dynamic and slot_uses(alloca) is None:
            for gep, base_offset in dynamic:
                _select_dynamic(gep, base_offset, size)
        uses = slot_uses(alloca)
        if uses is None:
            return False
        slices = _slices(uses.accesses, size)
        if slices is None:
            return _split_pieces(alloca, uses, size, align)
    except UnsupportedTypeError:
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


def hoist_static_allocas(func: llvm.FuncOp) -> None:
    """Move constant-count allocas of blocks that run at most once into the entry block.

    A split block (xDSL's `cf.assert` lowering, a producer's early exit) leaves a private array's
    alloca outside the entry block, where it is not a fixed frame slot. Outside any cycle it runs
    at most once per call and its memory lives until the return either way, so allocating it on
    entry changes nothing observable; inside a cycle each iteration would get fresh memory, and
    a function that saves and restores the stack pointer manages its frame itself: both stay."""
    entry = func.body.first_block
    if entry is None:
        return
    movable = [
        op for block in func.body.blocks if block is not entry
        for op in block.ops if isinstance(op, llvm.AllocaOp) and (constant_int(op.size) or 0) > 0
    ]
    if not movable or any(op.name.startswith("llvm.intr.stack") for op in func.walk()):
        return
    at_most_once: dict[Block, bool] = {}
    for alloca in movable:
        block = alloca.parent_block()
        assert block is not None
        if block not in at_most_once:
            at_most_once[block] = not in_cycle(block)
        if not at_most_once[block]:
            continue
        count, count_type = constant_int(alloca.size), alloca.size.type
        assert count is not None and isinstance(count_type, IntegerType)
        size = int_constant(count, count_type)
        alloca.detach()
        insert_located([size, alloca], InsertPoint.at_start(entry), alloca)
        alloca.operands[0] = size.results[0]


def split_function(func: llvm.FuncOp) -> int:
    entry = func.body.first_block
    if entry is None:
        return 0
    hoist_static_allocas(func)
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
        for func in functions(op):
            split_function(func)
