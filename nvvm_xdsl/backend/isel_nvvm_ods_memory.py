"""Selection of the barrier, memory and tensor-memory ops of llvm-project's NVVMOps.td that
MLIR 22 lacks (defined from their table rows): `nvvm.barrier.reduction`, `store.async.global`,
`store.async.shared`, `tensormap.replace` and `tcgen05.ld.red`.

Spellings are those NVPTX prints for the intrinsics MLIR translates each op to: LLVM 22 has
`llvm.nvvm.barrier.cta.red.*` and `llvm.nvvm.tensormap.replace.*` (tests/test_nvvm_ods_memory_isel.py
compares the instructions); the others are newer than LLVM 22 and follow the PTX ISA, each
form assembled by ptxas at its lowest target. What each needs of the target is `ptx_isa`'s rule.
"""

from __future__ import annotations

from typing import Any

from xdsl.dialects.builtin import Float32Type, IntegerType, VectorType
from xdsl.ir import Operation

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.backend.isel_core import Selector, SelectorCore
from nvvm_xdsl.backend.isel_nvvm import _address, _reduce_at_barrier, checked_barrier
from nvvm_xdsl.backend.isel_nvvm_mma import _tensor_address
from nvvm_xdsl.backend.isel_nvvm_ods import _flag
from nvvm_xdsl.backend.isel_nvvm_tcgen05 import _ldst_modifiers, _offset, _registers
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import ptx
from nvvm_xdsl.dialects.nvvm import NVVM
from nvvm_xdsl.dialects.nvvm_ods import ENUMS
from nvvm_xdsl.dialects.nvvm_tcgen05 import Tcgen05LdStShape
from nvvm_xdsl.ptx_isa import rule


def _require(sel: SelectorCore, op: Operation, feature: str) -> None:
    needs = rule(feature)
    sel.info.target.require(
        op, f"{op.name} ({needs.feature})", min_sm=needs.min_sm, min_ptx=needs.ptx_for(sel.info.target.sm),
        any_specific=needs.any_specific, any_arch_specific=needs.any_arch_specific,
    )


# Barriers ----------------------------------------------------------------------------------------


def _barrier_reduction(sel: SelectorCore, op: Any) -> None:
    """`bar.red` (aligned, the default) or `barrier.red` (sm_70) of `predicate != 0` at barrier
    `id` (0 when absent): the count of true predicates for popc, 0/1 for and/or."""
    aligned = op.properties.get("aligned") is None or _flag(op, "aligned")
    if not aligned:
        sel.info.target.require(op, f"{op.name} (barrier.red, a non-aligned barrier)", min_sm=70, min_ptx=(6, 0))
    barrier = [sel.get1(op.barrierId, op)] if op.barrierId is not None else []
    value = sel.get1(op.reductionPredicate, op)
    sel.set(op.res, [_reduce_at_barrier(sel, op.reductionOp.data.value, value, checked_barrier(op, barrier), aligned)])


# Asynchronous stores -------------------------------------------------------------------------------


def _store_async_global(sel: SelectorCore, op: Any) -> None:
    """`st.async{.mmio}.release.<gpu|sys>.global.b<N> [addr], value` (a release store whose
    completion is not waited for); with `multimem`, `multimem.st.async`. An i8 is stored from an
    8-bit register, declared in a scope of its own."""
    scope = op.scope.data.value
    multimem, mmio = _flag(op, "multimem"), _flag(op, "mmio")
    if scope not in ("gpu", "sys"):
        raise op_error(op, f"{op.name} scope must be gpu or sys, got {scope}")
    if mmio and (scope != "sys" or multimem):
        raise op_error(op, f"{op.name} mmio is only for sys scope and not with multimem")
    _require(sel, op, "multimem.st.async" if multimem else "st.async to .global")
    assert isinstance(op.value.type, IntegerType)
    bits = op.value.type.width.data
    opcode = ("multimem." if multimem else "") + f"st.async{'.mmio' if mmio else ''}.release.{scope}.global.b{bits}"
    text, ins, _ = _address(sel, op, op.addr, 0)
    value = sel.get1(op.value, op)
    if bits == 8:
        asm = ptx.AsmOp(
            f".reg .b8 %st_async_b8;\ncvt.u8.u16 %st_async_b8, ${len(ins)};\n{opcode} {text}, %st_async_b8;",
            [*[sel.reg(leaf) for leaf in ins], sel.reg(value)], [], True,
        )
        sel.add(asm)
        return
    sel.inst(f"{opcode} {text}, ${len(ins)}", [*ins, value], imm_ok=[len(ins)])


def _store_async_shared(sel: SelectorCore, op: Any) -> None:
    """`st.async.shared::cluster.mbarrier::complete_tx::bytes.b<N> [addr], value, [mbar]`: a
    store into (another CTA's) shared memory that completes bytes on the mbarrier there; an
    i128 is a `.b128` register joined from its halves in a scope of its own."""
    assert isinstance(op.value.type, IntegerType)
    bits = op.value.type.width.data
    _require(sel, op, "st.async of .b128" if bits == 128 else "st.async/red.async")
    addr_text, addr_ins, _ = _address(sel, op, op.addr, 0)
    values = [sel.reg(leaf) for leaf in sel.get(op.value, op)]
    bar_text, bar_ins, _ = _address(sel, op, op.mbarrier, len(addr_ins) + len(values))
    opcode = f"st.async.shared::cluster.mbarrier::complete_tx::bytes.b{bits}"
    if bits == 128:
        first = len(addr_ins)
        text = (
            ".reg .b128 %st_async_b128;\n"
            f"mov.b128 %st_async_b128, {{${first}, ${first + 1}}};\n"
            f"{opcode} {addr_text}, %st_async_b128, {bar_text};"
        )
        sel.add(ptx.AsmOp(text, [*[sel.reg(i) for i in addr_ins], *values, *[sel.reg(i) for i in bar_ins]], [], True))
        return
    sel.inst(f"{opcode} {addr_text}, ${len(addr_ins)}, {bar_text}", [*addr_ins, *values, *bar_ins], imm_ok=[])


# Tensor maps -----------------------------------------------------------------------------------------

# The fields whose value is an operand (its width) and those that take an element index (`ord`).
_OPERAND_BITS = {"global_address": 64, "rank": 32, "box_dim": 32, "global_dim": 32, "global_stride": 64,
                 "element_stride": 32}
_ORDERED = ("box_dim", "global_dim", "global_stride", "element_stride")


def _tensormap_replace(sel: SelectorCore, op: Any) -> None:
    """`tensormap.replace.tile.<field>.<space>.b1024.b<32|64> [addr], {ord,} value`: one field
    of the 128-byte tensor map in global or (the CTA's) shared memory. Enum fields (elemtype,
    swizzle mode...) take the enum's number, an immediate."""
    field = op.field.data.value
    _require(sel, op, "tensormap.replace")
    text, ins, space = _address(sel, op, op.addr, 0)
    state_space = "shared::cta" if space == AS.SHARED else "global"
    ordinal = op.properties.get("ord")
    if (field in _ORDERED) != (ordinal is not None):
        raise op_error(op, f"{op.name} field {field} {'needs' if field in _ORDERED else 'takes no'} an element index")
    index = f"{ordinal.value.data}, " if ordinal is not None else ""
    attr = op.properties.get("new_value_attr")
    if field in _OPERAND_BITS:
        if op.new_value is None:
            raise op_error(op, f"{op.name} field {field} needs a new_value operand")
        bits = _OPERAND_BITS[field]
        opcode = f"tensormap.replace.tile.{field}.{state_space}.b1024.b{bits}"
        sel.inst(f"{opcode} {text}, {index}${len(ins)}", [*ins, sel.get1(op.new_value, op)], imm_ok=[])
        return
    if attr is None:
        raise op_error(op, f"{op.name} field {field} needs a #nvvm.tensormap_{field} value")
    keyword = attr.data.value
    number = ENUMS[f"nvvm.tensormap_{field}"].index(keyword)
    if field == "swizzle_atomicity" or (field == "elemtype" and number >= 13):
        _require(sel, op, "tensormap.replace of a packed elemtype" if field == "elemtype" else "tensormap.replace .swizzle_atomicity")
    if field == "swizzle_mode" and keyword == "b96":
        # The 96-byte swizzle exists on sm_103a alone (ptxas 13.5).
        sel.info.target.require(op, f"{op.name} (96-byte swizzle)", min_sm=103, min_ptx=(8, 8), arch_specific=True)
    sel.inst(f"tensormap.replace.tile.{field}.{state_space}.b1024.b32 {text}, {number}", ins)


# Tensor memory -------------------------------------------------------------------------------------------


def _tcgen05_ld_red(sel: SelectorCore, op: Any) -> None:
    """`tcgen05.ld.red.sync.aligned.<shape>.x<N>.<min|max>{.abs}{.NaN}.<s32|f32> {data}, redval,
    [taddr]{, offset}`: a load from tensor memory that also reduces each row. MLIR's `min`/`max`
    are the signed reductions of the i32 form (`umin`/`umax` are the unsigned kinds)."""
    target = sel.info.target
    # sm_103a/f and sm_110a/f only (ptxas 13.5): not sm_100 nor sm_120.
    family = 110 if target.sm // 10 == 11 else 103
    needs = rule("tcgen05.ld.red")
    target.require(op, f"{op.name} (tcgen05.ld.red)", min_sm=family, min_ptx=needs.min_ptx, family_specific=True)
    kind = op.op.data.value
    if kind not in ("min", "max"):
        raise op_error(op, f"{op.name} reduces with min or max only, got {kind}")
    shape = Tcgen05LdStShape(op.shape.data.value)
    if shape not in (Tcgen05LdStShape.SHAPE_32X32B, Tcgen05LdStShape.SHAPE_16X32BX2):
        raise op_error(op, f"{op.name} has shapes 32x32b and 16x32bx2 only, got {shape.value}")
    data_type = op.data.type
    assert isinstance(data_type, VectorType)
    is_float = isinstance(data_type.get_element_type(), Float32Type)
    abs_, nan = op.properties.get("abs") is not None, op.properties.get("nan") is not None
    if (abs_ or nan) and not is_float:
        raise op_error(op, f"{op.name} abs and nan apply to f32 only")
    if (shape == Tcgen05LdStShape.SHAPE_16X32BX2) != (op.offset is not None):
        raise op_error(op, f"{op.name} takes an offset exactly with shape 16x32bx2")
    count = data_type.get_shape()[0]
    modifiers = f".{kind}" + (".abs" if abs_ else "") + (".NaN" if nan else "") + (".f32" if is_float else ".s32")
    cls = "f32" if is_float else "b32"
    text = (
        f"tcgen05.ld.red.sync.aligned{_ldst_modifiers(shape, count)}{modifiers} "
        f"{_registers(0, count, '$d')}, $d{count}, [$0]{_offset(sel, op, op.offset)}"
    )
    regs = sel.inst(text, [_tensor_address(sel, op.addr, op)], [cls] * (count + 1), imm_ok=[])
    sel.set(op.data, regs[:count])
    sel.set(op.redVal, [regs[count]])


_BY_NAME: dict[str, Selector] = {
    "nvvm.barrier.reduction": _barrier_reduction,
    "nvvm.store.async.global": _store_async_global,
    "nvvm.store.async.shared": _store_async_shared,
    "nvvm.tensormap.replace": _tensormap_replace,
    "nvvm.tcgen05.ld.red": _tcgen05_ld_red,
}

# The ops are generated from their table rows (no class to name here): by the registered class.
SELECTORS: dict[type[Operation], Selector] = {op: _BY_NAME[op.name] for op in NVVM.operations if op.name in _BY_NAME}
