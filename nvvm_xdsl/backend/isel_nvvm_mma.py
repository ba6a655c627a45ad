"""Instruction selection for the matrix and bulk-copy NVVM ops (`nvvm_xdsl.dialects.nvvm_mma`).

`SELECTORS` maps each op class to a small function `select(sel, op)` that emits the PTX
instruction through the function selector `sel`; `backend/isel.py` consults it for the ops it
has no handler of its own for. Every function first asks the target for the SM and PTX ISA
version the instruction needs (`sel.info.target.require`), so an op the target lacks is a
located error naming the op, the need and the flag to pass.

Spellings follow LLVM's NVPTX backend for the ops with an `llvm.nvvm.*` intrinsic (the
differential tests compare them); wgmma and the predicated TMA forms follow the inline PTX MLIR
emits for them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import Float32Type, Float64Type, IntegerType
from xdsl.dialects.llvm import LLVMStructType
from xdsl.ir import Attribute, Operation, SSAValue

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.backend.isel_core import SelectorCore
from nvvm_xdsl.backend.values import Addr, Imm, Leaf, leaf_cls
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import nvvm_mma as M
from nvvm_xdsl.dialects import nvvm_mma_sp as SP
from nvvm_xdsl.dialects import ptx

PTXVersion = tuple[int, int]

# ---------------------------------------------------------------------------------------------
# Registers of matrix fragments
# ---------------------------------------------------------------------------------------------


def _fragment_registers(sel: SelectorCore, values: Sequence[SSAValue], op: Operation) -> list[SSAValue]:
    """One 32/64-bit register per fragment value; an f16x2 pair is packed into a .b32."""
    regs: list[SSAValue] = []
    for value in values:
        leaves = sel.get(value, op)
        if len(leaves) == 2:
            regs.append(_pack_f16x2(sel, leaves))
        else:
            regs.append(sel.reg(leaves[0]))
    return regs


# The text form of an unpack that bitcast selection still emits (until it builds ptx.unpack).
_UNPACK_TEXT = "mov.b32 {$d0, $d1}, $0"


def _unpacked_from(low: Leaf, high: Leaf) -> SSAValue | None:
    """The b32 register `low` and `high` were just unpacked from, if they were."""
    unpack = low.owner if isinstance(low, SSAValue) else None
    if not isinstance(high, SSAValue):
        return None
    if isinstance(unpack, ptx.UnpackOp) and list(unpack.lanes) == [low, high] and leaf_cls(unpack.source) == "b32":
        return unpack.source
    if isinstance(unpack, ptx.InstOp) and unpack.text.data == _UNPACK_TEXT and list(unpack.outs) == [low, high]:
        return unpack.ins[0]
    return None


def _pack_f16x2(sel: SelectorCore, halves: Sequence[Leaf]) -> SSAValue:
    """The .b32 holding two halves; halves just unpacked from one register (an ldmatrix or
    mma result bitcast to vector<2xf16>) are that register again."""
    low, high = halves
    source = _unpacked_from(low, high)
    return source if source is not None else sel.pack(halves, "b32")


def _register_class(t: Attribute) -> str:
    if isinstance(t, Float32Type):
        return "f32"
    if isinstance(t, Float64Type):
        return "f64"
    return "b32"  # i32 and packed f16x2


def _result_members(t: Attribute) -> tuple[Attribute, ...]:
    return tuple(t.types.data) if isinstance(t, LLVMStructType) else (t,)


def _set_fragment_result(sel: SelectorCore, result: SSAValue, regs: Sequence[SSAValue]) -> None:
    """Bind the instruction's output registers to the result's leaves (f16x2 unpacked)."""
    leaves: list[Leaf] = []
    for member, reg in zip(_result_members(result.type), regs, strict=True):
        if M._is_v2f16(member):  # noqa: SLF001 - the dialect's one definition of f16x2
            leaves.extend(sel.unpack(reg, ["b16", "b16"]))
        else:
            leaves.append(reg)
    sel.set(result, leaves)


def _outputs(result: SSAValue) -> list[str]:
    return [_register_class(t) for t in _result_members(result.type)]


def _numbered(first: int, count: int, prefix: str = "$") -> str:
    return "{" + ", ".join(f"{prefix}{first + i}" for i in range(count)) + "}"


def _emit_fragment_op(
    sel: SelectorCore, text: str, ins: Sequence[SSAValue], result: SSAValue
) -> None:
    """Emit `text` (`$dN` the result registers, `$N` the inputs) and bind the result."""
    outs = sel.inst(text, ins, _outputs(result), imm_ok=[])
    _set_fragment_result(sel, result, outs)


def _require(sel: SelectorCore, op: Operation, feature: str, sm: int, ptx_version: PTXVersion, arch_specific: bool = False) -> None:
    sel.info.target.require(op, feature, min_sm=sm, min_ptx=ptx_version, arch_specific=arch_specific)


def _address(sel: SelectorCore, value: SSAValue, op: Operation, first_operand: int) -> tuple[str, list[Leaf], int]:
    """`[base+off]` text, its register operands, and the pointer's address space."""
    addr = sel.addr_of(value, op)
    text, ins = sel.addr_text(addr, first_operand)
    return text, ins, addr.space


def _space_suffix(space: int, op: Operation, allowed: Sequence[int]) -> str:
    if space not in allowed:
        raise op_error(op, f"'{op.name}' cannot address memory in address space {space}")
    name = AS.STATE_SPACE[space]
    return f".{name}" if name else ""


# ---------------------------------------------------------------------------------------------
# mma.sync
# ---------------------------------------------------------------------------------------------


def _mma_sync_needs(a_type: M.MMATypes, m: int, k: int, b1_op: M.MMAB1Op | None) -> tuple[int, PTXVersion]:
    """The first SM and PTX ISA version with this mma.sync form (PTX ISA, "mma" target notes)."""
    if a_type == M.MMATypes.F64:
        return 80, (7, 0)
    if a_type == M.MMATypes.F16 and (m, k) == (8, 4):
        return 70, (6, 4)
    if a_type == M.MMATypes.B1 and b1_op == M.MMAB1Op.AND_POPC:
        return 80, (7, 1)
    if a_type in M.FP8_MMA_TYPES:
        return 89, (8, 4) if k == 32 else (8, 7)
    if m == 8 or (a_type == M.MMATypes.F16 and k == 8):
        return 75, (6, 5)
    return 80, (7, 0)


def mma_sync_text(op: M.MmaOp) -> str:
    """The mma.sync instruction with `$dN` results and `$N` operands A, B, C in order."""
    m, n, k = op.shape.mnk
    a, b, c, d = op.a_type, op.b_type, op.c_type, op.d_type
    assert a is not None and b is not None and c is not None and d is not None
    opcode = f"mma.sync.aligned.m{m}n{n}k{k}.{op.layoutA.data}.{op.layoutB.data}"
    if a == M.MMATypes.F16:
        opcode += f".{d}.f16.f16.{c}"
    elif a in M.INTEGER_MMA_TYPES:
        satfinite = op.intOverflowBehavior is not None and op.intOverflowBehavior.data == M.MMAIntOverflow.SATFINITE
        opcode += f"{'.satfinite' if satfinite else ''}.s32.{a}.{b}.s32"
    elif a == M.MMATypes.B1:
        bit_op = "and" if op.b1Op is not None and op.b1Op.data == M.MMAB1Op.AND_POPC else "xor"
        opcode += f".s32.b1.b1.s32.{bit_op}.popc"
    else:
        opcode += f".{d}.{a}.{b}.{c}"
    na, nb, nc = len(op.operandA), len(op.operandB), len(op.operandC)
    nd = len(_result_members(op.res.type))
    return (
        f"{opcode} {_numbered(0, nd, '$d')}, {_numbered(0, na)}, "
        f"{_numbered(na, nb)}, {_numbered(na + nb, nc)}"
    )


def select_mma_sync(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.MmaOp)
    m, _, k = op.shape.mnk
    a_type = op.a_type
    assert a_type is not None
    sm, version = _mma_sync_needs(a_type, m, k, op.b1Op.data if op.b1Op is not None else None)
    _require(sel, op, f"mma.sync m{m}n{op.shape.n.data}k{k} with {a_type} inputs", sm, version)
    ins = _fragment_registers(sel, [*op.operandA, *op.operandB, *op.operandC], op)
    _emit_fragment_op(sel, mma_sync_text(op), ins, op.res)


# ---------------------------------------------------------------------------------------------
# wmma
# ---------------------------------------------------------------------------------------------

_WMMA_SPACES = (AS.GENERIC, AS.GLOBAL, AS.SHARED)


def _wmma_needs(eltype: M.MMATypes) -> tuple[int, PTXVersion]:
    if eltype in (M.MMATypes.F16, M.MMATypes.F32):
        return 70, (6, 0)
    if eltype in (M.MMATypes.S8, M.MMATypes.U8, M.MMATypes.S32):
        return 72, (6, 3)
    return 80, (7, 0)  # tf32, f64


def _shape_text(mnk: tuple[int, int, int]) -> str:
    return "m{}n{}k{}".format(*mnk)


def select_wmma_load(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.WMMALoadOp)
    eltype = op.eltype.data
    _require(sel, op, f"wmma.load of {eltype}", *_wmma_needs(eltype))
    count = len(_result_members(op.res.type))
    address, addr_ins, space = _address(sel, op.ptr, op, 0)
    suffix = _space_suffix(space, op, _WMMA_SPACES)
    stride = sel.reg(sel.get1(op.stride, op))
    text = (
        f"wmma.load.{op.frag.data.value}.sync.aligned.{op.layout.data}.{_shape_text(op.mnk)}{suffix}.{eltype} "
        f"{_numbered(0, count, '$d')}, {address}, ${len(addr_ins)}"
    )
    _emit_fragment_op(sel, text, [*(sel.reg(x) for x in addr_ins), stride], op.res)


def select_wmma_store(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.WMMAStoreOp)
    eltype = op.eltype.data
    _require(sel, op, f"wmma.store of {eltype}", *_wmma_needs(eltype))
    address, addr_ins, space = _address(sel, op.ptr, op, 0)
    suffix = _space_suffix(space, op, _WMMA_SPACES)
    values = _fragment_registers(sel, list(op.args), op)
    first = len(addr_ins)
    stride = sel.reg(sel.get1(op.stride, op))
    text = (
        f"wmma.store.d.sync.aligned.{op.layout.data}.{_shape_text(op.mnk)}{suffix}.{eltype} "
        f"{address}, {_numbered(first, len(values))}, ${first + len(values)}"
    )
    sel.inst(text, [*(sel.reg(x) for x in addr_ins), *values, stride], [], imm_ok=[])


def wmma_mma_text(op: M.WMMAMmaOp, counts: tuple[int, int, int], results: int) -> str:
    a_type, acc = op.eltypeA.data, op.eltypeB.data
    if a_type == M.MMATypes.F16:
        types = f"{acc}.{acc}"
    else:
        types = f"{acc}.{a_type}.{a_type}.{acc}"
    na, nb, nc = counts
    return (
        f"wmma.mma.sync.aligned.{op.layoutA.data}.{op.layoutB.data}.{_shape_text(op.mnk)}.{types} "
        f"{_numbered(0, results, '$d')}, {_numbered(0, na)}, {_numbered(na, nb)}, {_numbered(na + nb, nc)}"
    )


def select_wmma_mma(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.WMMAMmaOp)
    _require(sel, op, f"wmma.mma with {op.eltypeA.data} inputs", *_wmma_needs(op.eltypeA.data))
    (na, _), (nb, _), (nc, _) = op.fragments()
    ins = _fragment_registers(sel, list(op.args), op)
    _emit_fragment_op(sel, wmma_mma_text(op, (na, nb, nc), len(_result_members(op.res.type))), ins, op.res)


# ---------------------------------------------------------------------------------------------
# ldmatrix / stmatrix
# ---------------------------------------------------------------------------------------------


def select_ldmatrix(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.LdMatrixOp)
    m, n, elt = M.matrix_shape(op)
    num = op.num.value.data
    if (m, n) == (8, 8):
        _require(sel, op, "ldmatrix", 75, (6, 5))
    else:
        sel.info.target.require(op, f"ldmatrix m{m}n{n}", min_sm=100, min_ptx=(8, 6), family_specific=True)
    trans = ".trans" if op.layout.data == M.MMALayout.COL else ""
    address, addr_ins, space = _address(sel, op.ptr, op, 0)
    suffix = _space_suffix(space, op, (AS.SHARED,))
    count = M.ldmatrix_registers(m, n, num)
    text = f"ldmatrix.sync.aligned.m{m}n{n}.x{num}{trans}{suffix}.{elt} {_numbered(0, count, '$d')}, {address}"
    _emit_fragment_op(sel, text, [sel.reg(x) for x in addr_ins], op.res)


def select_stmatrix(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.StMatrixOp)
    m, n, elt = M.matrix_shape(op)
    if (m, n) == (8, 8):
        _require(sel, op, "stmatrix", 90, (7, 8))
    else:
        sel.info.target.require(op, f"stmatrix m{m}n{n}", min_sm=100, min_ptx=(8, 6), family_specific=True)
    trans = ".trans" if op.layout.data == M.MMALayout.COL else ""
    address, addr_ins, space = _address(sel, op.ptr, op, 0)
    suffix = _space_suffix(space, op, (AS.SHARED,))
    first = len(addr_ins)
    count = len(op.sources)
    text = f"stmatrix.sync.aligned.m{m}n{n}.x{count}{trans}{suffix}.{elt} {address}, {_numbered(first, count)}"
    sources = [sel.reg(sel.get1(v, op)) for v in op.sources]
    sel.inst(text, [*(sel.reg(x) for x in addr_ins), *sources], [], imm_ok=[])


# ---------------------------------------------------------------------------------------------
# wgmma.mma_async
# ---------------------------------------------------------------------------------------------


def wgmma_text(op: M.WgmmaMmaAsyncOp, count: int) -> str:
    """The wgmma as inline PTX (MLIR's form): the accumulator registers `$dN` are read and
    written, each tied to its input `$N` (MLIR's read-write "+f"), so a chain of wgmma keeps
    them in place (a copy between two MMAs makes ptxas serialise them, #26); the descriptors
    follow them."""
    m, n, k = op.shape.mnk
    a, b, d = op.typeA.data, op.typeB.data, op.typeD.data
    satfinite = op.satfinite is not None and op.satfinite.data == M.MMAIntOverflow.SATFINITE
    # Single-bit inputs multiply by AND and accumulate population counts (PTX's only b1 form).
    b1_op = ".and.popc" if a == M.WGMMATypes.B1 else ""
    opcode = f"wgmma.mma_async.sync.aligned.m{m}n{n}k{k}.{d}.{a}.{b}{b1_op}{'.satfinite' if satfinite else ''}"
    lines = [".reg .pred p;", f"setp.ne.b32 p, {1 if op.scaleD.data == M.WGMMAScaleOut.ONE else 0}, 0;"]
    operands = [_numbered(0, count, "$d"), f"${count}", f"${count + 1}", "p"]
    integer = a in (M.WGMMATypes.S8, M.WGMMATypes.U8, M.WGMMATypes.B1)
    if not integer:
        operands += [f"{-1 if op.scaleA.data == M.WGMMAScaleIn.NEG else 1}", f"{-1 if op.scaleB.data == M.WGMMAScaleIn.NEG else 1}"]
    if a in (M.WGMMATypes.F16, M.WGMMATypes.BF16):
        # PTX's transpose flags: A is K-major (row) by default, B K-major (col) by default.
        operands += [f"{0 if op.layoutA.data == M.MMALayout.ROW else 1}", f"{1 if op.layoutB.data == M.MMALayout.ROW else 0}"]
    lines.append(f"{opcode} {', '.join(operands)};")
    return "\n".join(lines)


def select_wgmma_mma_async(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.WgmmaMmaAsyncOp)
    mixed_integers = op.typeA.data != op.typeB.data and op.typeA.data in (M.WGMMATypes.S8, M.WGMMATypes.U8)
    _require(sel, op, "wgmma.mma_async", 90, (8, 4) if mixed_integers else (8, 0), arch_specific=True)
    accumulators = _accumulator_registers(sel, op)
    desc_a = sel.reg(sel.get1(op.descriptorA, op))
    desc_b = sel.reg(sel.get1(op.descriptorB, op))
    outs = _outputs_of_struct(op.results_.type)
    tied = list(range(len(outs)))
    asm = ptx.AsmOp(wgmma_text(op, len(outs)), [*accumulators, desc_a, desc_b], [ptx.REG_TYPES[c] for c in outs], True, tied)
    sel.add(asm)
    _set_fragment_result(sel, op.results_, list(asm.outs))


def _accumulator_registers(sel: SelectorCore, op: M.WgmmaMmaAsyncOp) -> list[SSAValue]:
    leaves = sel.get(op.inouts, op)
    regs: list[SSAValue] = []
    index = 0
    for member in _result_members(op.inouts.type):
        if M._is_v2f16(member):  # noqa: SLF001
            regs.append(_pack_f16x2(sel, leaves[index : index + 2]))
            index += 2
        else:
            regs.append(sel.reg(leaves[index]))
            index += 1
    return regs


def _outputs_of_struct(t: Attribute) -> list[str]:
    return [_register_class(member) for member in _result_members(t)]


# ---------------------------------------------------------------------------------------------
# Bulk copies (TMA)
# ---------------------------------------------------------------------------------------------

_BULK = 90, (8, 0)


# PTX modifiers that MLIR's optional multicast-mask and cache-hint operands switch on.
_MULTICAST = ".multicast::cluster"
_CACHE_HINT = ".L2::cache_hint"


class _Operands:
    """Register operands of one instruction, numbered as they are added."""

    def __init__(self, sel: SelectorCore, op: Operation):
        self.sel = sel
        self.op = op
        self.regs: list[SSAValue] = []

    def value(self, value: SSAValue) -> str:
        self.regs.append(self.sel.reg(self.sel.get1(value, self.op)))
        return f"${len(self.regs) - 1}"

    def address(self, value: SSAValue) -> str:
        addr: Addr = self.sel.addr_of(value, self.op)
        text, ins = self.sel.addr_text(addr, len(self.regs))
        self.regs.extend(self.sel.reg(x) for x in ins)
        return text

    def values(self, values: Sequence[SSAValue]) -> str:
        return "{" + ", ".join(self.value(v) for v in values) + "}"

    def optional(self, *operands: tuple[str, SSAValue | None]) -> tuple[str, str]:
        """For MLIR's optional operands, as (PTX modifier, operand) pairs in PTX's order: the
        modifiers of the present ones and their `, $n` registers, numbered after the rest."""
        modifiers, registers = "", ""
        for modifier, value in operands:
            if value is not None:
                modifiers += modifier
                registers += f", {self.value(value)}"
        return modifiers, registers

    def emit(self, text: str, predicate: SSAValue | None = None) -> None:
        """Emit the instruction; with a predicate (MLIR's PtxPredicate operand) it is guarded
        by `@p`, as MLIR's inline PTX for these ops has it."""
        if predicate is not None:
            text = f"@{self.value(predicate)} {text}"
        self.sel.inst(text, self.regs, [], imm_ok=[])


def select_bulk_commit_group(sel: SelectorCore, op: Operation) -> None:
    _require(sel, op, "cp.async.bulk.commit_group", *_BULK)
    sel.inst("cp.async.bulk.commit_group")


def select_bulk_wait_group(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.CpAsyncBulkWaitGroupOp)
    _require(sel, op, "cp.async.bulk.wait_group", *_BULK)
    read = ".read" if op.read is not None else ""
    sel.inst(f"cp.async.bulk.wait_group{read} {op.group.value.data}")


def select_bulk_global_to_shared_cluster(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.CpAsyncBulkGlobalToSharedClusterOp)
    _require(sel, op, "cp.async.bulk.shared::cluster.global", *_BULK)
    if op.validatePattern is not None and op.validatePattern.data != M.ValidatePattern.NONE:
        raise op_error(op, f"validate_pattern <{op.validatePattern.data}> has no PTX form here")
    destination = "shared::cluster"
    if M._space(op.dstMem.type) == AS.SHARED:  # noqa: SLF001
        _require(sel, op, "cp.async.bulk into shared::cta", 90, (8, 6))
        destination = "shared::cta"
    ops = _Operands(sel, op)
    dst, src, size, mbar = ops.address(op.dstMem), ops.address(op.srcMem), ops.value(op.size), ops.address(op.mbar)
    text = f"{dst}, {src}, {size}, {mbar}"
    modifiers, optional = ops.optional((_MULTICAST, op.multicastMask), (_CACHE_HINT, op.l2CacheHint))
    text += optional
    ops.emit(f"cp.async.bulk.{destination}.global.mbarrier::complete_tx::bytes{modifiers} {text}")


def select_bulk_shared_cta_to_cluster(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.CpAsyncBulkSharedCTAToSharedClusterOp)
    _require(sel, op, "cp.async.bulk.shared::cluster.shared::cta", *_BULK)
    ops = _Operands(sel, op)
    dst, src, size, mbar = ops.address(op.dstMem), ops.address(op.srcMem), ops.value(op.size), ops.address(op.mbar)
    ops.emit(f"cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes {dst}, {src}, {size}, {mbar}")


def select_bulk_shared_cta_to_global(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.CpAsyncBulkSharedCTAToGlobalOp)
    if op.byteMask is not None:
        _require(sel, op, "cp.async.bulk.global.shared::cta with a byte mask", 100, (8, 6))
    else:
        _require(sel, op, "cp.async.bulk.global.shared::cta", *_BULK)
    ops = _Operands(sel, op)
    text = f"{ops.address(op.dstMem)}, {ops.address(op.srcMem)}, {ops.value(op.size)}"
    modifiers, optional = ops.optional((_CACHE_HINT, op.l2CacheHint), (".cp_mask", op.byteMask))
    text += optional
    ops.emit(f"cp.async.bulk.global.shared::cta.bulk_group{modifiers} {text}")


def select_bulk_prefetch(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.CpAsyncBulkPrefetchOp)
    _require(sel, op, "cp.async.bulk.prefetch", *_BULK)
    ops = _Operands(sel, op)
    text = f"{ops.address(op.srcMem)}, {ops.value(op.size)}"
    modifier, optional = ops.optional((_CACHE_HINT, op.l2CacheHint))
    text += optional
    ops.emit(f"cp.async.bulk.prefetch.L2.global{modifier} {text}")


def _tensor_box(ops: _Operands, tmap: SSAValue, coordinates: Sequence[SSAValue]) -> str:
    """`[%tmap, {c0, c1, ...}]`: the tensor map's generic address and the box coordinates."""
    return f"[{ops.value(tmap)}, {ops.values(coordinates)}]"


# PTX's spelling of each TMA mode; the ones Blackwell added need the sm_100 family.
_LOAD_MODES = {
    M.TMALoadMode.TILE: ".tile",
    M.TMALoadMode.IM2COL: ".im2col",
    M.TMALoadMode.IM2COL_W: ".im2col::w",
    M.TMALoadMode.IM2COL_W_128: ".im2col::w::128",
    M.TMALoadMode.TILE_GATHER4: ".tile::gather4",
}
_STORE_MODES = {
    M.TMAStoreMode.TILE: ".tile",
    M.TMAStoreMode.IM2COL: ".im2col_no_offs",
    M.TMAStoreMode.TILE_SCATTER4: ".tile::scatter4",
}
_HOPPER_MODES = (M.TMALoadMode.TILE, M.TMALoadMode.IM2COL, M.TMAStoreMode.TILE, M.TMAStoreMode.IM2COL)


def _require_blackwell_tma(sel: SelectorCore, op: Operation, what: str) -> None:
    sel.info.target.require(op, f"{op.name.removeprefix('nvvm.')} {what}", min_sm=100, min_ptx=(8, 6), family_specific=True)


def _tensor_rank(op: Operation, coordinates: Sequence[SSAValue]) -> int:
    """The `.Nd` of the instruction: gather4/scatter4 move rows of a 2-d tensor, named by five
    coordinates (a column and four rows)."""
    mode = getattr(op, "load_mode", None) or getattr(op, "store_mode", None)
    if mode in (M.TMALoadMode.TILE_GATHER4, M.TMAStoreMode.TILE_SCATTER4):
        return 2
    return len(coordinates)


def _load_mode_modifier(sel: SelectorCore, op: Operation, mode: M.TMALoadMode) -> str:
    if mode not in _HOPPER_MODES:
        _require_blackwell_tma(sel, op, f"in {mode} mode")
    return _LOAD_MODES[mode]


def _store_mode_modifier(sel: SelectorCore, op: Operation, mode: M.TMAStoreMode) -> str:
    if mode not in _HOPPER_MODES:
        _require_blackwell_tma(sel, op, f"in {mode} mode")
    return _STORE_MODES[mode]


def select_tensor_global_to_shared(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.CpAsyncBulkTensorGlobalToSharedClusterOp)
    if op.cta_only:
        _require(sel, op, "cp.async.bulk.tensor into shared::cta", 90, (8, 6))
    else:
        _require(sel, op, "cp.async.bulk.tensor", *_BULK)
    cta_group = ""
    if op.group is not None:
        _require_blackwell_tma(sel, op, "with a CTA group")
        cta_group = ".cta_group::2" if op.group == M.CTAGroupKindAttr(M.CTAGroupKind.CTA_2) else ".cta_group::1"
    dims = _tensor_rank(op, op.coordinates)
    mode = _load_mode_modifier(sel, op, op.load_mode)
    ops = _Operands(sel, op)
    dst = ops.address(op.dstMem)
    box = _tensor_box(ops, op.tmaDescriptor, op.coordinates)
    text = f"{dst}, {box}, {ops.address(op.mbar)}"
    if op.im2colOffsets:
        text += f", {ops.values(op.im2colOffsets)}"
    modifiers, optional = ops.optional((_MULTICAST, op.multicastMask), (_CACHE_HINT, op.l2CacheHint))
    text += optional
    destination = "shared::cta" if op.cta_only else "shared::cluster"
    ops.emit(
        f"cp.async.bulk.tensor.{dims}d.{destination}.global{mode}.mbarrier::complete_tx::bytes{modifiers}{cta_group} {text}",
        op.predicate,
    )


def select_tensor_shared_to_global(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.CpAsyncBulkTensorSharedCTAToGlobalOp)
    _require(sel, op, "cp.async.bulk.tensor.global.shared::cta", *_BULK)
    mode = _store_mode_modifier(sel, op, op.store_mode)
    ops = _Operands(sel, op)
    box = _tensor_box(ops, op.tmaDescriptor, op.coordinates)
    text = f"{box}, {ops.address(op.srcMem)}"
    modifier, optional = ops.optional((_CACHE_HINT, op.l2CacheHint))
    text += optional
    ops.emit(f"cp.async.bulk.tensor.{_tensor_rank(op, op.coordinates)}d.global.shared::cta{mode}.bulk_group{modifier} {text}", op.predicate)


def select_tensor_prefetch(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.CpAsyncBulkTensorPrefetchOp)
    _require(sel, op, "cp.async.bulk.prefetch.tensor", *_BULK)
    mode = _load_mode_modifier(sel, op, op.load_mode)
    ops = _Operands(sel, op)
    text = _tensor_box(ops, op.tmaDescriptor, op.coordinates)
    if op.im2colOffsets:
        text += f", {ops.values(op.im2colOffsets)}"
    hint, optional = ops.optional((_CACHE_HINT, op.l2CacheHint))
    modifiers = mode + hint
    text += optional
    ops.emit(f"cp.async.bulk.prefetch.tensor.{_tensor_rank(op, op.coordinates)}d.L2.global{modifiers} {text}")


def select_tensor_reduce(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.CpAsyncBulkTensorReduceOp)
    _require(sel, op, "cp.reduce.async.bulk.tensor", *_BULK)
    if op.store_mode == M.TMAStoreMode.TILE_SCATTER4:
        raise op_error(op, "cp.reduce.async.bulk.tensor has no tile::scatter4 mode (PTX ISA): use tile or im2col")
    mode = _store_mode_modifier(sel, op, op.store_mode)
    ops = _Operands(sel, op)
    box = _tensor_box(ops, op.tmaDescriptor, op.coordinates)
    text = f"{box}, {ops.address(op.srcMem)}"
    modifier, optional = ops.optional((_CACHE_HINT, op.l2CacheHint))
    text += optional
    ops.emit(
        f"cp.reduce.async.bulk.tensor.{len(op.coordinates)}d.global.shared::cta.{op.redKind.data}{mode}.bulk_group{modifier} {text}"
    )


# ---------------------------------------------------------------------------------------------
# tcgen05
# ---------------------------------------------------------------------------------------------


def _tcgen05_needs(sel: SelectorCore, op: Operation) -> None:
    sel.info.target.require(op, op.name.removeprefix("nvvm."), min_sm=100, min_ptx=(8, 6), family_specific=True)


def _tensor_address(sel: SelectorCore, value: SSAValue, op: Operation) -> SSAValue:
    """Tensor-memory addresses are 32-bit in PTX; this backend holds every pointer in 64 bits."""
    return sel.cvt("u32", "u64", sel.reg(sel.get1(value, op)), "b32")


def select_tcgen05_alloc(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.Tcgen05AllocOp)
    _tcgen05_needs(sel, op)
    ops = _Operands(sel, op)
    address = ops.address(op.addr)
    space = ".shared::cta" if M._space(op.addr.type) == AS.SHARED else ""  # noqa: SLF001
    ops.emit(f"tcgen05.alloc.cta_group::{op.cta_group}.sync.aligned{space}.b32 {address}, {ops.value(op.nCols)}")


def select_tcgen05_dealloc(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.Tcgen05DeallocOp)
    _tcgen05_needs(sel, op)
    taddr = _tensor_address(sel, op.taddr, op)
    columns = sel.reg(sel.get1(op.nCols, op))
    sel.inst(f"tcgen05.dealloc.cta_group::{op.cta_group}.sync.aligned.b32 $0, $1", [taddr, columns], [], imm_ok=[])


def select_tcgen05_relinquish(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.Tcgen05RelinquishAllocPermitOp)
    _tcgen05_needs(sel, op)
    sel.inst(f"tcgen05.relinquish_alloc_permit.cta_group::{op.cta_group}.sync.aligned")


def select_tcgen05_fence(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.Tcgen05FenceOp)
    _tcgen05_needs(sel, op)
    sel.inst(f"tcgen05.fence::{op.kind.data}_thread_sync")


def select_tcgen05_wait(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.Tcgen05WaitOp)
    _tcgen05_needs(sel, op)
    sel.inst(f"tcgen05.wait::{'ld' if op.kind.data == M.Tcgen05WaitKind.LOAD else 'st'}.sync.aligned")


def select_tcgen05_commit(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.Tcgen05CommitOp)
    _tcgen05_needs(sel, op)
    ops = _Operands(sel, op)
    text = ops.address(op.addr)
    multicast, optional = ops.optional((_MULTICAST, op.multicastMask))
    text += optional
    ops.emit(f"tcgen05.commit.cta_group::{op.cta_group}.mbarrier::arrive::one.shared::cluster{multicast}.b64 {text}")


def select_tcgen05_shift(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.Tcgen05ShiftOp)
    _tcgen05_needs(sel, op)
    sel.inst(f"tcgen05.shift.cta_group::{op.cta_group}.down [$0]", [_tensor_address(sel, op.taddr, op)], [], imm_ok=[])


# ---------------------------------------------------------------------------------------------
# Conversions
# ---------------------------------------------------------------------------------------------


def select_convert_float_to_tf32(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, M.ConvertFloatToTF32Op)
    rnd, sat = op.rounding, op.saturation
    if rnd == M.FPRoundingMode.RNA and sat != M.SaturationMode.SATFINITE:
        _require(sel, op, "cvt.rna.tf32.f32", 80, (7, 0))
    else:
        _require(sel, op, f"cvt.{rnd}.tf32.f32", 90, (7, 8))
    if sat == M.SaturationMode.SATFINITE and rnd != M.FPRoundingMode.RNA:
        # ptxas: `.satfinite` on `cvt.{rn,rz}.tf32.f32` needs sm_100 and PTX ISA 8.6.
        _require(sel, op, f"cvt.{rnd}.satfinite.tf32.f32", 100, (8, 6))
    modifiers = [str(rnd)] + (["satfinite"] if sat == M.SaturationMode.SATFINITE else []) + (["relu"] if op.has_relu else [])
    x = sel.reg(sel.get1(op.src, op))
    sel.set(op.res, [sel.cvt("tf32", "f32", x, "b32", modifiers)])


def _packed_result(sel: SelectorCore, result: SSAValue, packed: SSAValue) -> None:
    """Bind a .b16 holding two 8-bit values to an i16 result, or to a vector<2xi8> (element 0
    is the low byte, as a bitcast would have it)."""
    if isinstance(result.type, IntegerType):
        sel.set(result, [packed])
        return
    low = sel.arith("and", "b16", [packed, Imm("255", "b16")], "b16")
    high = sel.arith("shr", "u16", [packed, Imm("8", "b32")], "b16")
    sel.set(result, [low, high])


def _packed_source(sel: SelectorCore, value: SSAValue, op: Operation) -> SSAValue:
    """A .b16 holding the two 8-bit values of an i16, i8 or vector<2xi8> operand."""
    leaves = sel.get(value, op)
    if len(leaves) == 1:
        return sel.reg(leaves[0])
    low = sel.arith("and", "b16", [leaves[0], Imm("255", "b16")], "b16")
    high = sel.arith("shl", "b16", [leaves[1], Imm("8", "b32")], "b16")
    return sel.arith("or", "b16", [low, high], "b16")


def _narrow_needs(sel: SelectorCore, op: M._ConvertOp) -> None:  # noqa: SLF001
    """f8 (e4m3/e5m2) conversions came with sm_89; the ue8m0/f6/f4 ones are sm_100 family."""
    name = op.ptx_type
    if name in ("e4m3", "e5m2"):
        _require(sel, op, f"cvt with {name}x2", 89, (8, 1))
    else:
        sel.info.target.require(op, f"cvt with {name}x2", min_sm=100, min_ptx=(8, 6), family_specific=True)


def _relu(op: M._ConvertOp) -> str:  # noqa: SLF001
    return ".relu" if op.has_relu else ""


def select_convert_f32x2_to_packed(sel: SelectorCore, op: Operation) -> None:
    """f32x2 -> f8x2 / f6x2 (a .b16), rounded to nearest and saturated to the finite range; to
    ue8m0x2 rounded as the op says."""
    assert isinstance(op, M.ConvertF32x2ToF8x2Op | M.ConvertF32x2ToF6x2Op)
    _narrow_needs(sel, op)
    a = sel.reg(sel.get1(op.a, op))
    b = sel.reg(sel.get1(op.b, op))
    modifiers = f".rn.satfinite{_relu(op)}"
    if op.ptx_type == "ue8m0":  # rz or rp, saturation optional (PTX ISA: cvt.frnd2{.satfinite}.ue8m0x2.f32)
        modifiers = f".{op.rounding}" + (".satfinite" if op.saturation == M.SaturationMode.SATFINITE else "")
    packed = sel.inst1(f"cvt{modifiers}.{op.ptx_type}x2.f32 $d0, $0, $1", [a, b], "b16", imm_ok=[])
    _packed_result(sel, op.dst, packed)


def select_convert_f32x2_to_f4x2(sel: SelectorCore, op: Operation) -> None:
    """The e2m1x2 result is an 8-bit register, declared in a scope of its own as LLVM does."""
    assert isinstance(op, M.ConvertF32x2ToF4x2Op)
    _narrow_needs(sel, op)
    a = sel.reg(sel.get1(op.a, op))
    b = sel.reg(sel.get1(op.b, op))
    text = (
        ".reg .b8 %e2m1x2_out;\n"
        f"cvt.rn.satfinite{_relu(op)}.e2m1x2.f32 %e2m1x2_out, $0, $1;\n"
        "cvt.u16.u8 $d0, %e2m1x2_out;"
    )
    asm = ptx.AsmOp(text, [a, b], [ptx.REG_TYPES["b16"]], False)
    sel.add(asm)
    sel.set(op.dst, [asm.outs[0]])


def select_convert_half_pair_to_packed(sel: SelectorCore, op: Operation) -> None:
    """f16x2 -> f8x2 and bf16x2 -> ue8m0x2 (a .b16)."""
    assert isinstance(op, M.ConvertF16x2ToF8x2Op | M.ConvertBF16x2ToF8x2Op)
    _narrow_needs(sel, op)
    source = _fragment_registers(sel, [op.a], op)
    if isinstance(op, M.ConvertF16x2ToF8x2Op):
        modifiers, source_type = f".rn.satfinite{_relu(op)}", "f16x2"
    else:
        satfinite = ".satfinite" if op.saturation == M.SaturationMode.SATFINITE else ""
        modifiers, source_type = f".{op.rounding}{satfinite}", "bf16x2"
    packed = sel.inst1(f"cvt{modifiers}.{op.ptx_type}x2.{source_type} $d0, $0", source, "b16", imm_ok=[])
    _packed_result(sel, op.dst, packed)


def select_convert_to_half_pair(sel: SelectorCore, op: Operation) -> None:
    """f8x2 / f6x2 / f4x2 -> f16x2 and ue8m0x2 -> bf16x2 (a .b32, unpacked into the vector)."""
    assert isinstance(op, M._ConvertToHalfPair)  # noqa: SLF001
    _narrow_needs(sel, op)
    source = _packed_source(sel, op.operands[0], op)
    result_type = "bf16x2" if isinstance(op, M.ConvertF8x2ToBF16x2Op) else "f16x2"
    opcode = f"cvt.rn{_relu(op)}.{result_type}.{op.ptx_type}x2"
    packed: SSAValue
    if isinstance(op, M.ConvertF4x2ToF16x2Op):
        # e2m1x2 is read from an 8-bit register, as LLVM declares it.
        asm = ptx.AsmOp(f".reg .b8 %e2m1x2_in;\ncvt.u8.u16 %e2m1x2_in, $0;\n{opcode} $d0, %e2m1x2_in;", [source], [ptx.REG_TYPES["b32"]], False)
        sel.add(asm)
        packed = asm.outs[0]
    else:
        packed = sel.inst1(f"{opcode} $d0, $0", [source], "b32", imm_ok=[])
    sel.set(op.results[0], sel.unpack(packed, ["b16", "b16"]))


# ---------------------------------------------------------------------------------------------
# mma.sp.sync, mma.block_scale, mma.sp.block_scale
# ---------------------------------------------------------------------------------------------


def _mma_sp_needs(op: SP.MmaSpOp, a_type: M.MMATypes, k: int) -> tuple[int, PTXVersion, bool]:
    """The first SM, PTX ISA version and arch-specificity of this mma.sp form (PTX ISA, "mma.sp")."""
    if op.kind is not None:
        return 120, (8, 7), True
    version = (8, 5) if op.orderedMetadata is not None else (7, 1)
    if a_type in M.FP8_MMA_TYPES:
        return 89, max(version, (8, 4)), False
    return 80, version, False


def _selector_immediate(sel: SelectorCore, op: Operation, value: SSAValue, limit: int) -> str:
    """The sparsity selector: PTX takes an immediate in [0, limit)."""
    leaf = sel.get1(value, op)
    if not isinstance(leaf, Imm) or not 0 <= int(leaf.text, 0) < limit:
        raise op_error(op, f"'{op.name}' needs a constant sparsity selector in [0, {limit}) (PTX takes an immediate)")
    return str(int(leaf.text, 0))


def _sparsity_threads(a_type: M.MMATypes, k: int) -> int:
    """How many threads contribute metadata, the selector's range (LLVM's NVVM_MMA_SP)."""
    if (a_type, k) in {(M.MMATypes.TF32, 16), (M.MMATypes.S4, 64), (M.MMATypes.U4, 64)} or (
        k == 32 and a_type in (M.MMATypes.F16, M.MMATypes.BF16, M.MMATypes.S8, M.MMATypes.U8)
    ):
        return 2
    if (k == 64 and a_type not in (M.MMATypes.S4, M.MMATypes.U4)) or k == 128:
        return 1
    return 4


def _fragments_text(na: int, nb: int, nc: int, nd: int) -> str:
    return f"{_numbered(0, nd, '$d')}, {_numbered(0, na)}, {_numbered(na, nb)}, {_numbered(na + nb, nc)}"


def _mma_types_text(a: M.MMATypes, b: M.MMATypes, c: M.MMATypes, d: M.MMATypes) -> str:
    return f".s32.{a}.{b}.s32" if a in M.INTEGER_MMA_TYPES else f".{d}.{a}.{b}.{c}"


def select_mma_sp(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, SP.MmaSpOp)
    m, n, k = op.mnk
    a, b, c, d = op.a_type, op.b_type, op.c_type, op.d_type
    assert a is not None and b is not None and c is not None and d is not None
    sm, version, arch_specific = _mma_sp_needs(op, a, k)
    _require(sel, op, f"mma.sp m{m}n{n}k{k} with {a} inputs", sm, version, arch_specific)
    selector = _selector_immediate(sel, op, op.sparsitySelector, _sparsity_threads(a, k))
    metadata = "sp::ordered_metadata" if op.orderedMetadata is not None else "sp"
    kind = ".kind::f8f6f4" if op.kind is not None else ""
    satfinite = op.intOverflowBehavior is not None and op.intOverflowBehavior.data == M.MMAIntOverflow.SATFINITE
    na, nb, nc = len(op.operandA), len(op.operandB), len(op.operandC)
    text = (
        f"mma.{metadata}.sync.aligned.m{m}n{n}k{k}.row.col{kind}{'.satfinite' if satfinite else ''}"
        f"{_mma_types_text(a, b, c, d)} {_fragments_text(na, nb, nc, len(_result_members(op.res.type)))}, "
        f"${na + nb + nc}, {selector}"
    )
    ins = _fragment_registers(sel, [*op.operandA, *op.operandB, *op.operandC], op)
    _emit_fragment_op(sel, text, [*ins, sel.reg(sel.get1(op.sparseMetadata, op))], op.res)


def select_mma_block_scale(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, SP.MmaBlockScaleOp | SP.MmaSpBlockScaleOp)
    m, n, k = op.mnk
    a, b = op.a_type, op.b_type
    assert a is not None and b is not None
    c = d = M.MMATypes.F32  # the only accumulator (register_problem checks it)
    sparse = isinstance(op, SP.MmaSpBlockScaleOp)
    _require(sel, op, f"mma{'.sp' if sparse else ''} block_scale kind::{op.kind.data}", 120, (8, 7), arch_specific=True)
    problem = op.register_problem()
    if problem is not None:
        raise op_error(op, problem)
    # Scalars or vectors of 32-bit registers (MLIR's tests write both): one register per element.
    groups = [[sel.reg(leaf) for value in values for leaf in sel.get(value, op)] for values in (op.operandA, op.operandB, op.operandC)]
    na, nb, nc = (len(group) for group in groups)
    at = na + nb + nc
    metadata = ""
    extra: list[SSAValue] = []
    if sparse:
        assert isinstance(op, SP.MmaSpBlockScaleOp)
        metadata = f", ${at}, {_selector_immediate(sel, op, op.sparsitySelector, 1)}"
        extra.append(sel.reg(sel.get1(op.sparseMetadata, op)))
        at += 1
    scales = [op.scaleAData, op.byteIdA, op.threadIdA, op.scaleBData, op.byteIdB, op.threadIdB]
    extra += [sel.reg(sel.get1(value, op)) for value in scales]
    scale_vec = str(SP.enum_value(op.scaleVecSize)).upper()[::-1]  # x1 -> 1X
    text = (
        f"mma{'.sp::ordered_metadata' if sparse else ''}.sync.aligned.m{m}n{n}k{k}.row.col.kind::{op.kind.data}"
        f".block_scale.scale_vec::{scale_vec}.{d}.{a}.{b}.{c}.{SP.enum_value(op.blockScaleFormat)} "
        f"{_fragments_text(na, nb, nc, 4)}{metadata}, "
        f"${at}, {{${at + 1}, ${at + 2}}}, ${at + 3}, {{${at + 4}, ${at + 5}}}"
    )
    sel.set(op.res, sel.inst(text, [*groups[0], *groups[1], *groups[2], *extra], ["f32"] * 4, imm_ok=[]))


SELECTORS: dict[type[Operation], Callable[[SelectorCore, Operation], None]] = {
    M.MmaOp: select_mma_sync,
    SP.MmaSpOp: select_mma_sp,
    SP.MmaBlockScaleOp: select_mma_block_scale,
    SP.MmaSpBlockScaleOp: select_mma_block_scale,
    M.WMMALoadOp: select_wmma_load,
    M.WMMAStoreOp: select_wmma_store,
    M.WMMAMmaOp: select_wmma_mma,
    M.LdMatrixOp: select_ldmatrix,
    M.StMatrixOp: select_stmatrix,
    M.WgmmaMmaAsyncOp: select_wgmma_mma_async,
    M.CpAsyncBulkCommitGroupOp: select_bulk_commit_group,
    M.CpAsyncBulkWaitGroupOp: select_bulk_wait_group,
    M.CpAsyncBulkGlobalToSharedClusterOp: select_bulk_global_to_shared_cluster,
    M.CpAsyncBulkSharedCTAToSharedClusterOp: select_bulk_shared_cta_to_cluster,
    M.CpAsyncBulkSharedCTAToGlobalOp: select_bulk_shared_cta_to_global,
    M.CpAsyncBulkPrefetchOp: select_bulk_prefetch,
    M.CpAsyncBulkTensorGlobalToSharedClusterOp: select_tensor_global_to_shared,
    M.CpAsyncBulkTensorSharedCTAToGlobalOp: select_tensor_shared_to_global,
    M.CpAsyncBulkTensorPrefetchOp: select_tensor_prefetch,
    M.CpAsyncBulkTensorReduceOp: select_tensor_reduce,
    M.Tcgen05AllocOp: select_tcgen05_alloc,
    M.Tcgen05DeallocOp: select_tcgen05_dealloc,
    M.Tcgen05RelinquishAllocPermitOp: select_tcgen05_relinquish,
    M.Tcgen05FenceOp: select_tcgen05_fence,
    M.Tcgen05WaitOp: select_tcgen05_wait,
    M.Tcgen05CommitOp: select_tcgen05_commit,
    M.Tcgen05ShiftOp: select_tcgen05_shift,
    M.ConvertFloatToTF32Op: select_convert_float_to_tf32,
    M.ConvertF32x2ToF8x2Op: select_convert_f32x2_to_packed,
    M.ConvertF32x2ToF6x2Op: select_convert_f32x2_to_packed,
    M.ConvertF32x2ToF4x2Op: select_convert_f32x2_to_f4x2,
    M.ConvertF16x2ToF8x2Op: select_convert_half_pair_to_packed,
    M.ConvertBF16x2ToF8x2Op: select_convert_half_pair_to_packed,
    M.ConvertF8x2ToF16x2Op: select_convert_to_half_pair,
    M.ConvertF8x2ToBF16x2Op: select_convert_to_half_pair,
    M.ConvertF6x2ToF16x2Op: select_convert_to_half_pair,
    M.ConvertF4x2ToF16x2Op: select_convert_to_half_pair,
}
