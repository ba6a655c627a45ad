"""Selection patterns of pointers and memory: address-space casts, GEP folding, stack objects,
loads/stores (vector, under-aligned, atomic-ordered), globals' addresses, the memory intrinsics,
and the param-space ops of the nvvm dialect (`nvvm.ldparam`, `nvvm.cvt.param.*`,
`nvvm.vararg.base`). `SELECTORS` maps each op class to its pattern."""

from __future__ import annotations

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    IntegerType,
    i32,
    i64,
)
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, Operation, SSAValue

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.isel_core import Selector, SelectorCore
from nvvm_xdsl.backend.orderings import ORDERINGS, access_semantics
from nvvm_xdsl.backend.values import (
    REG_BITS,
    Addr,
    Imm,
    Leaf,
    bit_width,
    int_imm,
    int_value,
    is_volatile,
    leaf_cls,
    ptx_symbol,
)
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext, ptx
from nvvm_xdsl.dialects.nvvm import CvtGenericToASOp, CvtParamToGenericOp, CvtParamToGlobalOp, LdParamOp, VarargBaseOp
from nvvm_xdsl.kernel_abi import CVTA_PARAM_NEEDS
from nvvm_xdsl.transforms.llvm_peephole import constant_int


def select_addrspacecast(sel: SelectorCore, op: Operation) -> None:
    src_space = AS.address_space_of(op.operands[0].type)  # type: ignore[arg-type]
    dst_space = AS.address_space_of(op.results[0].type)  # type: ignore[arg-type]
    _cast_space(sel, op, op.operands[0], op.results[0], src_space, dst_space)


def _cast_space(sel: SelectorCore, op: Operation, src: SSAValue, dst: SSAValue, src_space: int, dst_space: int) -> None:
    if src_space == dst_space:
        sel.set(dst, sel.get(src, op))
        if src in sel.addrs:
            sel.addrs[dst] = sel.addrs[src]
        return
    addr = sel.addrs.get(src)
    if (src_space, dst_space) == (AS.SHARED, AS.SHARED_CLUSTER):
        # The shared::cta window lies inside the shared::cluster window: same address, which
        # a 32-bit shared pointer reaches zero-extended (cluster pointers are 64-bit here).
        x = sel.get1(src, op)
        if leaf_cls(x) == "b32":
            sel.set(dst, [sel.cvt("u64", "u32", sel.reg(x), "b64")])
            if addr is not None and isinstance(addr.base, str):
                sel.addrs[dst] = Addr(addr.base, addr.offset, AS.SHARED_CLUSTER, addr.align)
            return
        sel.set(dst, [x])
        if addr is not None:
            sel.addrs[dst] = Addr(addr.base, addr.offset, AS.SHARED_CLUSTER, addr.align)
        return
    if src_space != AS.GENERIC and dst_space != AS.GENERIC:
        # Between two specific spaces (LLVM's `mapa.shared.cluster` upgrade casts 7 to 3): through
        # the generic address, `cvta` then `cvta.to`, as llc.
        for space in (src_space, dst_space):
            if not AS.STATE_SPACE.get(space) or space == AS.PARAM:
                raise op_error(op, f"cast between address spaces {src_space} and {dst_space} is not supported")
        generic = sel.cvta(src_space, sel.reg(sel.get1(src, op)))
        sel.set(dst, [sel.cvta(dst_space, generic, to_space=True)])
        return
    if src_space == AS.PARAM:
        sel.info.target.require(op, "cvta.param", **CVTA_PARAM_NEEDS)
    specific = src_space if dst_space == AS.GENERIC else dst_space
    if not AS.STATE_SPACE.get(specific):
        raise op_error(op, f"address space {specific} has no PTX state space")
    x = sel.reg(sel.get1(src, op))
    if dst_space == AS.GENERIC:
        sel.set(dst, [sel.cvta(specific, x)])
        if addr is not None:
            # Accesses through the generic pointer can still use the specific space.
            sel.addrs[dst] = addr
    else:
        if addr is not None and addr.space == dst_space:
            sel.addrs[dst] = addr
            sel.set(dst, [sel.materialize(addr)])
            return
        sel.set(dst, [sel.cvta(specific, x, to_space=True)])


def select_gep(sel: SelectorCore, op: llvm.GEPOp) -> None:
    offset = DL.gep_offset(op)
    base = sel.addr_of(op.ptr, op)
    if offset.dynamic:
        short = sel.address_class(base) == "b32"
        add_type, cls = ("s32", "b32") if short else ("s64", "b64")
        total: SSAValue | None = None
        for index, scale in offset.dynamic:
            if short:
                part = _scaled_index32(sel, index, scale, op)
            else:
                index, scale = _folded_scale(sel, index, scale)
                wide = _widening_multiply(sel, index, scale, op)
                part = wide if wide is not None else _scaled_index(sel, sel.get1(index, op), index.type, scale, op)
            total = part if total is None else sel.arith("add", add_type, [total, part], cls)
        assert total is not None
        start = sel.materialize(Addr(base.base, 0, base.space)) if isinstance(base.base, str) else base.base
        new_base = sel.arith("add", add_type, [start, total], cls)
        addr = Addr(new_base, base.offset + offset.constant, base.space, 1)
    else:
        addr = base.plus(offset.constant)
    sel.addrs[op.result] = addr
    if op.ptr in sel.addrs or isinstance(addr.base, str) or addr.offset:
        sel.set(op.result, [_materialize_value(sel, op.ptr, addr, op)])
    else:
        sel.set(op.result, [addr.base])


def _materialize_value(sel: SelectorCore, src_ptr: SSAValue, addr: Addr, op: Operation) -> SSAValue:
    """The pointer value of `addr` in the pointer type's own space (generic: via cvta)."""
    assert isinstance(src_ptr.type, LLVMPointerType)
    value_space = AS.address_space_of(src_ptr.type)
    raw = sel.materialize(addr)
    if value_space == AS.GENERIC and addr.space not in (AS.GENERIC,):
        # Derived from a specific-space object: the generic value needs its own base.
        base_value = sel.get1(src_ptr, op) if src_ptr in sel.vals else None
        if base_value is not None and not isinstance(base_value, Imm):
            delta = addr.offset - sel.addrs[src_ptr].offset if src_ptr in sel.addrs and sel.addrs[src_ptr].base is addr.base else None
            if delta is not None:
                if delta == 0:
                    return base_value
                return sel.arith("add", "s64", [base_value, Imm(str(delta), "b64")], "b64")
        return sel.cvta(addr.space, raw)
    return raw


def _folded_scale(sel: SelectorCore, index: SSAValue, scale: int) -> tuple[SSAValue, int]:
    """An i64 index that is itself `x << c` or `x * c` scales x by `scale << c` (`scale * c`):
    one shift or `mul.wide` of x instead of two (LLVM combines the shifts the same way; products
    modulo 2^64 compose exactly). Triton's `tok * D` rows of an f32 table are `x << 7` scaled by 4."""
    while isinstance(owner := index.owner, llvm.ShlOp | llvm.MulOp) and index.type == i64:
        c = constant_int(owner.operands[1])
        if c is None or (isinstance(owner, llvm.ShlOp) and not 0 <= c < 64) or owner.operands[0] not in sel.vals:
            break
        factor = (1 << c) if isinstance(owner, llvm.ShlOp) else c & (2**64 - 1)
        if not 1 <= scale * factor < 2**31:
            break
        index, scale = owner.operands[0], scale * factor
    return index, scale


def _widening_multiply(sel: SelectorCore, index: SSAValue, scale: int, op: Operation) -> SSAValue | None:
    """`sext/zext i32 -> i64` then scale: one `mul.wide.s32/u32` (what LLVM selects)."""
    owner = index.owner
    if scale <= 1 or not isinstance(owner, llvm.SExtOp | llvm.ZExtOp):
        return None
    source = owner.operands[0]
    if source.type != i32 or source not in sel.vals:
        return None
    kind = "s" if isinstance(owner, llvm.SExtOp) else "u"
    narrow = sel.get1(source, op)
    if isinstance(narrow, Imm):
        return None
    return sel.arith("mul", f"{kind}32", [narrow, Imm(str(scale), "b32")], "b64", ["wide"])


def _scaled_index(sel: SelectorCore, leaf: Leaf, t: Attribute, scale: int, op: Operation) -> SSAValue:
    cls = leaf_cls(leaf)
    if isinstance(leaf, Imm):
        return sel.reg(Imm(str(int(leaf.text) * scale), "b64"))
    if cls == "b32":
        if scale == 1:
            return sel.cvt("s64", "s32", leaf, "b64")
        return sel.arith("mul", "s32", [leaf, Imm(str(scale), "b32")], "b64", ["wide"])
    if cls == "b16":
        wide = sel.cvt("s64", "s16", sel.normalized(leaf, t, True), "b64")
    elif cls == "b64":
        wide = leaf
    else:
        raise op_error(op, f"GEP index of type {t} is not supported")
    if scale == 1:
        return wide
    if scale & (scale - 1) == 0:
        return sel.arith("shl", "b64", [wide, Imm(str(scale.bit_length() - 1), "b32")], "b64")
    return sel.arith("mul", "s64", [wide, Imm(str(scale), "b64")], "b64", ["lo"])


def _scaled_index32(sel: SelectorCore, index: SSAValue, scale: int, op: Operation) -> SSAValue:
    """`index * scale` for a 32-bit shared pointer: its offsets are computed modulo 2^32 (the
    index width of LLVM's `p3:32:32`), so an i64 index is truncated (an extension from i32 is
    its source) and the product is `mul.lo.s32`/`shl.b32`."""
    owner = index.owner
    t = index.type
    if isinstance(owner, llvm.SExtOp | llvm.ZExtOp) and owner.operands[0].type == i32 and owner.operands[0] in sel.vals:
        index, t = owner.operands[0], i32
    leaf = sel.get1(index, op)
    if isinstance(leaf, Imm):
        return sel.reg(int_imm(int(leaf.text) * scale, i32))
    cls = leaf_cls(leaf)
    if cls == "b64":
        leaf = sel.cvt("u32", "u64", leaf, "b32")
    elif cls == "b16":
        leaf = sel.cvt("s32", "s16", sel.normalized(leaf, t, True), "b32")
    elif cls != "b32":
        raise op_error(op, f"GEP index of type {t} is not supported")
    if scale == 1:
        return sel.reg(leaf)
    if scale & (scale - 1) == 0:
        return sel.arith("shl", "b32", [leaf, Imm(str(scale.bit_length() - 1), "b32")], "b32")
    return sel.arith("mul", "s32", [leaf, int_imm(scale, i32)], "b32", ["lo"])


def select_alloca(sel: SelectorCore, op: llvm.AllocaOp) -> None:
    count = sel.get1(op.size, op)
    t = op.elem_type
    align = max(int_value(op.alignment) or 0, DL.abi_align(t))
    if not isinstance(count, Imm):
        _dynamic_alloca(sel, op, count, t, align)
        return
    slot = sel.stack_slot(DL.alloc_size(t) * int(count.text), align)
    sel.addrs[op.res] = slot
    space = AS.address_space_of(op.res.type)  # type: ignore[arg-type]
    sel.set(op.res, [sel.materialize(slot) if space == AS.LOCAL else sel.generic_address(slot)])


def _dynamic_alloca(sel: SelectorCore, op: llvm.AllocaOp, count: Leaf, t: Attribute, align: int) -> None:
    """A variable-sized stack object: PTX's `alloca` (PTX 7.3, sm_52) returns a local address."""
    _require_ptx_stack(sel, op)
    size_type = op.size.type
    wide = count
    if leaf_cls(count) == "b32":
        wide = sel.cvt("u64", "u32", count, "b64")
    elif leaf_cls(count) == "b16":
        wide = sel.cvt("u64", f"u{bit_width(size_type)}", count, "b64")
    elem_size = DL.alloc_size(t)
    nbytes = wide if elem_size == 1 else sel.arith("mul", "s64", [wide, Imm(str(elem_size), "b64")], "b64", ["lo"])
    local = sel.alloca(nbytes, align)
    sel.addrs[op.res] = Addr(local, 0, AS.LOCAL, align)
    space = AS.address_space_of(op.res.type)  # type: ignore[arg-type]
    sel.set(op.res, [local if space == AS.LOCAL else sel.cvta(AS.LOCAL, local)])


def select_stacksave(sel: SelectorCore, op: Operation) -> None:
    _require_ptx_stack(sel, op)
    sel.set(op.results[0], [sel.stacksave()])


def select_stackrestore(sel: SelectorCore, op: Operation) -> None:
    _require_ptx_stack(sel, op)
    sel.stackrestore(sel.get1(op.operands[0], op))


def _require_ptx_stack(sel: SelectorCore, op: Operation) -> None:
    sel.info.target.require(op, "alloca", min_sm=52, min_ptx=(7, 3))


def _access_qualifier(sel: SelectorCore, op: Operation, is_store: bool) -> ptx.AccessOrder:
    if "volatile_" in op.properties or "volatile" in op.properties:
        return ptx.VOLATILE
    ordering = ORDERINGS[int_value(op.properties.get("ordering")) or 0]
    return sel.access_order(op, ordering, access_semantics(ordering, is_store), unknown_scope=ptx.MemoryScope.SYS)


def _access_alignment(op: llvm.LoadOp | llvm.StoreOp, addr: Addr) -> int | None:
    """The access's stated alignment raised to the one its address is known to have (a global's
    or a stack slot's alignment at a constant offset), as LLVM's InferAlignment: Triton's packed
    structs in shared memory (`alignment = 1`) are then one access, not one per byte."""
    stated = int_value(op.alignment)
    return None if stated is None else max(stated, addr.align)


def select_load(sel: SelectorCore, op: llvm.LoadOp) -> None:
    addr = sel.addr_of(op.ptr, op)
    qualifier = _access_qualifier(sel, op, False)
    t = op.dereferenced_value.type
    sel.set(op.dereferenced_value, sel.load_value(addr, t, op, qualifier, _access_alignment(op, addr)))


def select_store(sel: SelectorCore, op: llvm.StoreOp) -> None:
    addr = sel.store_addr(op.ptr, op)
    qualifier = _access_qualifier(sel, op, True)
    sel.store_value(addr, op.value.type, sel.get(op.value, op), op, qualifier, _access_alignment(op, addr))


def select_addressof(sel: SelectorCore, op: llvm.AddressOfOp) -> None:
    name = op.global_name.string_value()
    sym = ptx_symbol(name)
    glob = sel.info.globals.get(name)
    if glob is None:
        if name not in sel.info.funcs:
            raise op_error(op, f"unknown symbol @{name}")
        sel.set(op.result, [sel.mov("u64", Imm(sym, "b64"), "b64")])
        return
    space = int_value(glob.addr_space) or 0
    state = AS.GLOBAL if space == AS.GENERIC else space
    align = int_value(glob.alignment) or DL.abi_align(glob.global_type)
    sel.addrs[op.result] = Addr(sym, 0, state, align)
    value_space = AS.address_space_of(op.result.type)
    if value_space == AS.GENERIC:
        sel.set(op.result, [sel.cvta(state, sel.mov("u64", Imm(sym, "b64"), "b64"))])
    else:
        # `mov.u32 %r, sym` for a 32-bit shared pointer.
        cls = abi.pointer_class(value_space)
        sel.set(op.result, [sel.mov(f"u{REG_BITS[cls]}", Imm(sym, cls), cls)])


def select_ldparam(sel: SelectorCore, op: Operation) -> None:
    base = sel.addr_of(op.operands[0], op)
    constant = int_value(op.properties.get("offset")) or 0
    if len(op.operands) > 1:
        dynamic = sel.get1(op.operands[1], op)
        start = sel.materialize(Addr(base.base, 0, base.space)) if isinstance(base.base, str) else base.base
        new_base = sel.arith("add", "s64", [start, dynamic], "b64")
        addr = Addr(new_base, base.offset + constant, AS.PARAM, 1)
    else:
        addr = base.plus(constant)
    # Any type: i128 as two halves, vectors as one .v2/.v4 load. Like an llvm.load without
    # an alignment, the field is taken to be at its ABI alignment.
    sel.set(op.results[0], sel.load_value(addr, op.results[0].type, op))


def select_cvt_param_to_generic(sel: SelectorCore, op: Operation) -> None:
    _cast_space(sel, op, op.operands[0], op.results[0], AS.PARAM, AS.GENERIC)


def select_cvt_param_to_global(sel: SelectorCore, op: Operation) -> None:
    sel.info.target.require(op, "cvta.param", **CVTA_PARAM_NEEDS)
    generic = sel.cvta(AS.PARAM, sel.materialize(sel.addr_of(op.operands[0], op)))
    sel.set(op.results[0], [sel.cvta(AS.GLOBAL, generic, to_space=True)])


def select_cvt_generic_to_as(sel: SelectorCore, op: Operation) -> None:
    dst_space = AS.address_space_of(op.results[0].type)  # type: ignore[arg-type]
    _cast_space(sel, op, op.operands[0], op.results[0], AS.GENERIC, dst_space)


def select_vararg_base(sel: SelectorCore, op: Operation) -> None:
    base = sel.mov("b64", Imm(f"{sel.name}_vararg", "b64"), "b64")
    sel.addrs[op.results[0]] = Addr(base, 0, AS.LOCAL, 8)
    sel.set(op.results[0], [base])


def _copy_operands(sel: SelectorCore, op: Operation) -> tuple[Addr, Addr, int]:
    """(destination, source, constant length) of a memcpy/memmove: the op or the intrinsic call."""
    dst, src, length = op.operands[0], op.operands[1], op.operands[2]
    size = sel.get1(length, op)
    if not isinstance(size, Imm):
        raise op_error(op, "memcpy/memmove with a non-constant length: run lower-aggr-copies first")
    return sel.store_addr(dst, op), sel.addr_of(src, op), int(size.text)


def select_memcpy(sel: SelectorCore, op: Operation) -> None:
    dst_addr, src_addr, count = _copy_operands(sel, op)
    sel.copy_bytes(dst_addr, src_addr, count, op, is_volatile(op))


def select_memmove(sel: SelectorCore, op: Operation) -> None:
    dst_addr, src_addr, count = _copy_operands(sel, op)
    qualifier = ptx.VOLATILE if is_volatile(op) else ptx.PLAIN
    # Load everything first, so overlapping ranges copy correctly.
    values = [sel.load_leaf(src_addr.plus(i), IntegerType(8), op, qualifier) for i in range(count)]
    for i, v in enumerate(values):
        sel.store_leaf(dst_addr.plus(i), IntegerType(8), v, op, qualifier)


def select_memset(sel: SelectorCore, op: Operation) -> None:
    dst, value, length = op.operands[0], op.operands[1], op.operands[2]
    size = sel.get1(length, op)
    if not isinstance(size, Imm):
        raise op_error(op, "memset with a non-constant length: run lower-aggr-copies first")
    byte = sel.get1(value, op)
    addr = sel.store_addr(dst, op)
    qualifier = ptx.VOLATILE if is_volatile(op) else ptx.PLAIN
    if isinstance(byte, Imm):
        b = int(byte.text) & 0xFF
        offset, count = 0, int(size.text)
        while offset < count:
            for width in (8, 4, 2, 1):
                if count - offset >= width and DL.common_alignment(addr.align or 1, addr.offset + offset) % width == 0:
                    break
            pattern = int.from_bytes(bytes([b]) * width, "little")
            t = IntegerType(width * 8)
            sel.store_leaf(addr.plus(offset), t, int_imm(pattern, t), op, qualifier)
            offset += width
        return
    for i in range(int(size.text)):
        sel.store_leaf(addr.plus(i), IntegerType(8), byte, op, qualifier)


SELECTORS: dict[type[Operation], Selector] = {
    llvm_ext.AddrSpaceCastOp: select_addrspacecast,
    llvm.GEPOp: select_gep,
    llvm.AllocaOp: select_alloca,
    llvm.StackSaveOp: select_stacksave,
    llvm.StackRestoreOp: select_stackrestore,
    llvm.LoadOp: select_load,
    llvm.StoreOp: select_store,
    llvm.AddressOfOp: select_addressof,
    llvm_ext.MemcpyOp: select_memcpy,
    llvm_ext.MemmoveOp: select_memmove,
    llvm_ext.MemsetOp: select_memset,
    LdParamOp: select_ldparam,
    CvtParamToGenericOp: select_cvt_param_to_generic,
    CvtParamToGlobalOp: select_cvt_param_to_global,
    CvtGenericToASOp: select_cvt_generic_to_as,
    VarargBaseOp: select_vararg_base,
}
