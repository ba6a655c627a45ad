"""Instruction selection for the tensor-memory data ops (`nvvm_xdsl.dialects.nvvm_tcgen05`).

`SELECTORS` maps each op class to `select(sel, op)`; `isel_nvvm_ops` gathers it into the table
`backend/isel.py` consults. The spellings are the ones LLVM 22's NVPTX backend prints for the
`llvm.nvvm.tcgen05.{ld,st,cp}.*` intrinsics (tests/test_nvvm_tcgen05_isel.py compares them);
`tcgen05.mma_smem_desc` has no instruction and is built from integer operations, as MLIR's
translation to LLVM IR builds it. The tcgen05.mma forms follow the `llvm.nvvm.tcgen05.mma.*`
intrinsics the same way.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Operation, SSAValue

from nvvm_xdsl.backend.isel_core import SelectorCore
from nvvm_xdsl.backend.isel_nvvm_mma import _tcgen05_needs, _tensor_address
from nvvm_xdsl.backend.values import Imm, leaf_cls
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import nvvm_tcgen05 as T


def _registers(first: int, count: int, prefix: str) -> str:
    return "{" + ", ".join(f"{prefix}{first + i}" for i in range(count)) + "}"


def _ldst_modifiers(shape: T.Tcgen05LdStShape, count: int) -> str:
    """`.16x64b.x4`: the shape and how many times it repeats for `count` registers."""
    return f".{T.ldst_shape_text(shape)}.x{count // T.LDST_REGISTERS_PER_REPEAT[shape]}"


def _offset(sel: SelectorCore, op: Operation, offset: SSAValue | None) -> str:
    """`, 16`: the second access's column offset of shape 16x32bx2, an immediate in PTX."""
    if offset is None:
        return ""
    leaf = sel.get1(offset, op)
    if not isinstance(leaf, Imm):
        raise op_error(op, "the offset of shape 16x32bx2 must be a constant (PTX takes an immediate)")
    return f", {leaf.text}"


def select_tcgen05_ld(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, T.Tcgen05LdOp)
    _tcgen05_needs(sel, op)
    count = T.register_count(op.res.type)
    assert count is not None  # the verifier checked the type
    pack = ".pack::16b" if op.pack is not None else ""
    text = (
        f"tcgen05.ld.sync.aligned{_ldst_modifiers(op.shape.data, count)}{pack}.b32 "
        f"{_registers(0, count, '$d')}, [$0]{_offset(sel, op, op.offset)}"
    )
    regs = sel.inst(text, [_tensor_address(sel, op.tmemAddr, op)], ["b32"] * count, imm_ok=[])
    sel.set(op.res, regs)


def select_tcgen05_st(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, T.Tcgen05StOp)
    _tcgen05_needs(sel, op)
    values = [sel.reg(leaf) for leaf in sel.get(op.val, op)]
    unpack = ".unpack::16b" if op.unpack is not None else ""
    text = (
        f"tcgen05.st.sync.aligned{_ldst_modifiers(op.shape.data, len(values))}{unpack}.b32 "
        f"[$0]{_offset(sel, op, op.offset)}, {_registers(1, len(values), '$')}"
    )
    sel.inst(text, [_tensor_address(sel, op.tmemAddr, op), *values], [], imm_ok=[])


# PTX's spelling of each multicast kind.
_CP_MULTICAST = {
    T.Tcgen05CpMulticast.NONE: "",
    T.Tcgen05CpMulticast.WARPX2_02_13: ".warpx2::02_13",
    T.Tcgen05CpMulticast.WARPX2_01_23: ".warpx2::01_23",
    T.Tcgen05CpMulticast.WARPX4: ".warpx4",
}


def select_tcgen05_cp(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, T.Tcgen05CpOp)
    _tcgen05_needs(sel, op)
    shape = op.shape.data.value.removeprefix("shape_")
    # A decompressing copy reads 6- or 4-bit elements and writes them as bytes (`.b8x16`).
    source = f".b8x16.{op.srcFormat.data.value}" if op.srcFormat is not None else ""
    text = f"tcgen05.cp.cta_group::{op.cta_group}.{shape}{_CP_MULTICAST[op.multicast_kind]}{source} [$0], $1"
    descriptor = sel.reg(sel.get1(op.smem_desc, op))
    sel.inst(text, [_tensor_address(sel, op.taddr, op), descriptor], [], imm_ok=[])


def select_tcgen05_mma_smem_desc(sel: SelectorCore, op: Operation) -> None:
    """Each field masked to its width, widened to 64 bits, shifted to its place and or-ed in."""
    assert isinstance(op, T.Tcgen05MmaSmemDescOp)
    descriptor = None
    for name, width, shift in op.FIELDS:
        leaf = sel.get1(getattr(op, name), op)
        if leaf_cls(leaf) == "pred":
            field = sel.selp("b64", Imm(str(1 << shift), "b64"), Imm("0", "b64"), leaf, "b64")
        else:
            if leaf_cls(leaf) == "b16":
                leaf = sel.cvt("u32", "u16", sel.reg(leaf), "b32")
            masked = sel.arith("and", "b32", [sel.reg(leaf), Imm(str((1 << width) - 1), "b32")], "b32")
            field = sel.cvt("u64", "u32", masked, "b64")
            if shift:
                field = sel.arith("shl", "b64", [field, Imm(str(shift), "b32")], "b64")
        if descriptor is None:
            descriptor = sel.arith("or", "b64", [field, Imm(str(op.FIXED_BITS), "b64")], "b64")
        else:
            descriptor = sel.arith("or", "b64", [descriptor, field], "b64")
    assert descriptor is not None
    sel.set(op.res, [descriptor])


SELECTORS: dict[type[Operation], Callable[[SelectorCore, Operation], None]] = {
    T.Tcgen05LdOp: select_tcgen05_ld,
    T.Tcgen05StOp: select_tcgen05_st,
    T.Tcgen05CpOp: select_tcgen05_cp,
    T.Tcgen05MmaSmemDescOp: select_tcgen05_mma_smem_desc,
}


# ---------------------------------------------------------------------------------------------
# tcgen05.mma
# ---------------------------------------------------------------------------------------------

# The instruction descriptor and predicate come last but one; these come between B and them.
_MMA_BLOCK_SCALED = (T.Tcgen05MMABlockScaleOp, T.Tcgen05MMASparseBlockScaleOp)
_MMA_WEIGHT_STATIONARY = (T.Tcgen05MMAWsOp, T.Tcgen05MMAWsSparseOp)
_MMA_SPARSE = (T.Tcgen05MMASparseOp, T.Tcgen05MMASparseBlockScaleOp, T.Tcgen05MMAWsSparseOp)
_MMA_FORMS = (T.Tcgen05MMAOp, T.Tcgen05MMASparseOp, *_MMA_BLOCK_SCALED, *_MMA_WEIGHT_STATIONARY)


class _MmaOperands:
    """Register operands of a tcgen05.mma instruction, numbered as they are added."""

    def __init__(self, sel: SelectorCore, op: Operation):
        self.sel, self.op = sel, op
        self.regs: list[SSAValue] = []

    def reg(self, value: SSAValue) -> str:
        self.regs.append(self.sel.reg(self.sel.get1(value, self.op)))
        return f"${len(self.regs) - 1}"

    def tensor(self, value: SSAValue) -> str:
        self.regs.append(_tensor_address(self.sel, value, self.op))
        return f"[${len(self.regs) - 1}]"

    def lanes(self, value: SSAValue) -> str:
        leaves = self.sel.get(value, self.op)
        first = len(self.regs)
        self.regs.extend(self.sel.reg(leaf) for leaf in leaves)
        return _registers(first, len(leaves), "$")


def _mma_needs(sel: SelectorCore, op: Operation) -> None:
    """sm_100 family; the explicit block16/block32 block sizes came with PTX ISA 8.8."""
    explicit_block = isinstance(op, _MMA_BLOCK_SCALED) and op.block_scale != T.Tcgen05MMABlockScale.DEFAULT
    sel.info.target.require(
        op, op.name.removeprefix("nvvm."), min_sm=100, min_ptx=(8, 8) if explicit_block else (8, 6), family_specific=True
    )


def _scale_input_d(sel: SelectorCore, op: Operation, value: SSAValue) -> str:
    """`, N`: D is scaled by 2^-N, N an immediate in [0, 15]."""
    leaf = sel.get1(value, op)
    if not isinstance(leaf, Imm) or not 0 <= int(leaf.text, 0) <= 15:
        raise op_error(op, "scaleInputD must be a constant in [0, 15] (PTX takes an immediate)")
    return f", {int(leaf.text, 0)}"


def select_tcgen05_mma(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, _MMA_FORMS)
    _mma_needs(sel, op)
    ops = _MmaOperands(sel, op)
    opcode = "tcgen05.mma" + (".ws" if isinstance(op, _MMA_WEIGHT_STATIONARY) else "") + (".sp" if op.SPARSE else "")
    if isinstance(op, _MMA_WEIGHT_STATIONARY):
        modifiers = f".cta_group::1.kind::{op.kind.data}.collector::{op.b_buffer}::{op.collector}"
    else:
        modifiers = f".cta_group::{op.cta_group}.kind::{op.kind.data}"
        if isinstance(op, _MMA_BLOCK_SCALED):
            block = op.block_scale
            modifiers += ".block_scale" + ("" if block == T.Tcgen05MMABlockScale.DEFAULT else f".{block}")
        # The PTX ISA puts .ashift before the collector usage (LLVM 22 prints it after for
        # the plain form; ptxas takes both).
        if getattr(op, "aShift", None) is not None:
            modifiers += ".ashift"
        modifiers += f".collector::a::{op.collector}"
    a = ops.tensor(op.matrixA) if op.a_in_tensor_memory else ops.reg(op.matrixA)
    operands = [ops.tensor(op.matrixD), a, ops.reg(op.matrixB)]
    if isinstance(op, _MMA_SPARSE):
        operands.append(ops.tensor(op.sparseMetadata))
    operands.append(ops.reg(op.idesc))
    if isinstance(op, _MMA_BLOCK_SCALED):
        operands += [ops.tensor(op.scaleA), ops.tensor(op.scaleB)]
    # Optional operands only some forms have.
    disabled_lanes: SSAValue | None = getattr(op, "disableOutputLane", None)
    scale_input_d: SSAValue | None = getattr(op, "scaleInputD", None)
    if disabled_lanes is not None:
        operands.append(ops.lanes(disabled_lanes))
    operands.append(ops.reg(op.enableInputD))
    text = f"{opcode}{modifiers} {', '.join(operands)}"
    if scale_input_d is not None:
        text += _scale_input_d(sel, op, scale_input_d)
    if isinstance(op, _MMA_WEIGHT_STATIONARY) and op.zeroColMask is not None:
        text += f", {ops.reg(op.zeroColMask)}"
    sel.inst(text, ops.regs, [], imm_ok=[])


SELECTORS.update({op: select_tcgen05_mma for op in T.TCGEN05_MMA_OPS})
