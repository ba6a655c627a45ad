"""Instruction selection of pointers and memory accesses."""

from __future__ import annotations

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    IntegerType,
    VectorType,
    i32,
)
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, Operation, SSAValue

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.isel_core import SelectorCore
from nvvm_xdsl.backend.orderings import ORDERINGS, access_semantics, scope_of
from nvvm_xdsl.backend.values import (
    Addr,
    Imm,
    Leaf,
    REG_BITS,
    bit_width,
    int_imm,
    int_value,
    is_volatile,
    known_align,
    leaf_cls,
    ptx_symbol,
)
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import ptx
from nvvm_xdsl.kernel_abi import CVTA_PARAM_NEEDS


class MemorySelection(SelectorCore):
    """Pointers and memory: address-space casts, GEP folding, stack objects, loads/stores
    (vector, under-aligned, atomic-ordered), globals, memory intrinsics, param-space ABI ops."""

    def sel_addrspacecast(self, op: Operation) -> None:
        src_space = AS.address_space_of(op.operands[0].type)  # type: ignore[arg-type]
        dst_space = AS.address_space_of(op.results[0].type)  # type: ignore[arg-type]
        self.cast_space(op, op.operands[0], op.results[0], src_space, dst_space)

    def cast_space(self, op: Operation, src: SSAValue, dst: SSAValue, src_space: int, dst_space: int) -> None:
        if src_space == dst_space:
            self.set(dst, self.get(src, op))
            if src in self.addrs:
                self.addrs[dst] = self.addrs[src]
            return
        addr = self.addrs.get(src)
        if (src_space, dst_space) == (AS.SHARED, AS.SHARED_CLUSTER):
            # The shared::cta window lies inside the shared::cluster window: same address.
            self.set(dst, self.get(src, op))
            if addr is not None:
                self.addrs[dst] = Addr(addr.base, addr.offset, AS.SHARED_CLUSTER, addr.align)
            return
        if src_space != AS.GENERIC and dst_space != AS.GENERIC:
            raise op_error(op, f"cast between address spaces {src_space} and {dst_space} is not supported")
        if src_space == AS.PARAM:
            self.info.target.require(op, "cvta.param", **CVTA_PARAM_NEEDS)
        specific = src_space if dst_space == AS.GENERIC else dst_space
        if not AS.STATE_SPACE.get(specific):
            raise op_error(op, f"address space {specific} has no PTX state space")
        x = self.reg(self.get1(src, op))
        if dst_space == AS.GENERIC:
            self.set(dst, [self.cvta(specific, x)])
            if addr is not None:
                # Accesses through the generic pointer can still use the specific space.
                self.addrs[dst] = addr
        else:
            if addr is not None and addr.space == dst_space:
                self.addrs[dst] = addr
                self.set(dst, [self.materialize(addr)])
                return
            self.set(dst, [self.cvta(specific, x, to_space=True)])

    def sel_gep(self, op: Operation) -> None:
        assert isinstance(op, llvm.GEPOp)
        offset = DL.gep_offset(op)
        base = self.addr_of(op.ptr, op)
        if offset.dynamic:
            total: SSAValue | None = None
            for index, scale in offset.dynamic:
                wide = self.widening_multiply(index, scale, op)
                if wide is not None:
                    total = wide if total is None else self.arith("add", "s64", [total, wide], "b64")
                    continue
                leaf = self.get1(index, op)
                part = self.scaled_index(leaf, index.type, scale, op)
                total = part if total is None else self.arith("add", "s64", [total, part], "b64")
            assert total is not None
            if isinstance(base.base, str):
                start = self.mov("b64", Imm(base.base, "b64"), "b64")
            else:
                start = base.base
            new_base = self.arith("add", "s64", [start, total], "b64")
            addr = Addr(new_base, base.offset + offset.constant, base.space, 1)
        else:
            addr = base.plus(offset.constant)
        self.addrs[op.result] = addr
        if op.ptr in self.addrs or isinstance(addr.base, str) or addr.offset:
            self.set(op.result, [self.materialize_value(op.ptr, addr, op)])
        else:
            self.set(op.result, [addr.base])

    def materialize_value(self, src_ptr: SSAValue, addr: Addr, op: Operation) -> SSAValue:
        """The pointer value of `addr` in the pointer type's own space (generic: via cvta)."""
        assert isinstance(src_ptr.type, LLVMPointerType)
        value_space = AS.address_space_of(src_ptr.type)
        raw = self.materialize(addr)
        if value_space == AS.GENERIC and addr.space not in (AS.GENERIC,):
            # Derived from a specific-space object: the generic value needs its own base.
            base_value = self.get1(src_ptr, op) if src_ptr in self.vals else None
            if base_value is not None and not isinstance(base_value, Imm):
                delta = addr.offset - self.addrs[src_ptr].offset if src_ptr in self.addrs and self.addrs[src_ptr].base is addr.base else None
                if delta is not None:
                    if delta == 0:
                        return base_value
                    return self.arith("add", "s64", [base_value, Imm(str(delta), "b64")], "b64")
            return self.cvta(addr.space, raw)
        return raw

    def widening_multiply(self, index: SSAValue, scale: int, op: Operation) -> SSAValue | None:
        """`sext/zext i32 -> i64` then scale: one `mul.wide.s32/u32` (what LLVM selects)."""
        owner = index.owner
        if scale <= 1 or not isinstance(owner, llvm.SExtOp | llvm.ZExtOp):
            return None
        source = owner.operands[0]
        if source.type != i32 or source not in self.vals:
            return None
        kind = "s" if isinstance(owner, llvm.SExtOp) else "u"
        narrow = self.get1(source, op)
        if isinstance(narrow, Imm):
            return None
        return self.arith("mul", f"{kind}32", [narrow, Imm(str(scale), "b32")], "b64", ["wide"])

    def scaled_index(self, leaf: Leaf, t: Attribute, scale: int, op: Operation) -> SSAValue:
        cls = leaf_cls(leaf)
        if isinstance(leaf, Imm):
            return self.reg(Imm(str(int(leaf.text) * scale), "b64"))
        if cls == "b32":
            if scale == 1:
                return self.cvt("s64", "s32", leaf, "b64")
            return self.arith("mul", "s32", [leaf, Imm(str(scale), "b32")], "b64", ["wide"])
        if cls == "b16":
            wide = self.cvt("s64", "s16", self.normalized(leaf, t, True), "b64")
        elif cls == "b64":
            wide = leaf
        else:
            raise op_error(op, f"GEP index of type {t} is not supported")
        if scale == 1:
            return wide
        if scale & (scale - 1) == 0:
            return self.arith("shl", "b64", [wide, Imm(str(scale.bit_length() - 1), "b32")], "b64")
        return self.arith("mul", "s64", [wide, Imm(str(scale), "b64")], "b64", ["lo"])

    def sel_alloca(self, op: Operation) -> None:
        assert isinstance(op, llvm.AllocaOp)
        count = self.get1(op.size, op)
        t = op.elem_type
        align = max(int_value(op.alignment) or 0, DL.abi_align(t))
        if not isinstance(count, Imm):
            self.dynamic_alloca(op, count, t, align)
            return
        slot = self.stack_slot(DL.alloc_size(t) * int(count.text), align)
        self.addrs[op.res] = slot
        space = AS.address_space_of(op.res.type)  # type: ignore[arg-type]
        self.set(op.res, [self.materialize(slot) if space == AS.LOCAL else self.generic_address(slot)])

    def dynamic_alloca(self, op: llvm.AllocaOp, count: Leaf, t: Attribute, align: int) -> None:
        """A variable-sized stack object: PTX's `alloca` (PTX 7.3, sm_52) returns a local address."""
        self.require_ptx_stack(op)
        size_type = op.size.type
        wide = count
        if leaf_cls(count) == "b32":
            wide = self.cvt("u64", "u32", count, "b64")
        elif leaf_cls(count) == "b16":
            wide = self.cvt("u64", f"u{bit_width(size_type)}", count, "b64")
        elem_size = DL.alloc_size(t)
        nbytes = wide if elem_size == 1 else self.arith("mul", "s64", [wide, Imm(str(elem_size), "b64")], "b64", ["lo"])
        local = self.inst(f"alloca.u64 $d0, $0, {align}", [nbytes], ["b64"])[0]
        self.addrs[op.res] = Addr(local, 0, AS.LOCAL, align)
        space = AS.address_space_of(op.res.type)  # type: ignore[arg-type]
        self.set(op.res, [local if space == AS.LOCAL else self.cvta(AS.LOCAL, local)])

    def sel_stacksave(self, op: Operation) -> None:
        self.require_ptx_stack(op)
        self.set(op.results[0], [self.inst1("stacksave.u64 $d0", [], "b64")])

    def sel_stackrestore(self, op: Operation) -> None:
        self.require_ptx_stack(op)
        self.inst("stackrestore.u64 $0", [self.reg(self.get1(op.operands[0], op))])

    def require_ptx_stack(self, op: Operation) -> None:
        self.info.target.require(op, "alloca", min_sm=52, min_ptx=(7, 3))

    def access_qualifier(self, op: Operation, is_store: bool) -> ptx.AccessOrder:
        if "volatile_" in op.properties or "volatile" in op.properties:
            return ptx.VOLATILE
        ordering = ORDERINGS[int_value(op.properties.get("ordering")) or 0]
        semantics = access_semantics(ordering, is_store)
        if semantics is None:
            return ptx.PLAIN
        scope = scope_of(op, unknown=ptx.MemoryScope.SYS)
        if ordering == "seq_cst":
            # A full fence first, then the acquire/release access (as LLVM).
            self.inst(f"fence.sc.{scope.value}")
        return ptx.AccessOrder(semantics, scope)

    def sel_load(self, op: Operation) -> None:
        assert isinstance(op, llvm.LoadOp)
        addr = self.addr_of(op.ptr, op)
        qualifier = self.access_qualifier(op, False)
        t = op.dereferenced_value.type
        self.set(op.dereferenced_value, self.load_value(addr, t, op, qualifier, int_value(op.alignment)))

    def vector_access(self, addr: Addr, t: Attribute, align: int | None) -> tuple[int, Attribute] | None:
        """(lanes, element) when a vector value can move in one `.v2`/`.v4` access."""
        if not isinstance(t, VectorType):
            return None
        elem = t.get_element_type()
        lanes = len(self.vector_leaf_types(t, None))  # type: ignore[arg-type]
        size = DL.store_size(elem)
        if lanes not in (2, 4) or size not in (2, 4, 8) or lanes * size > 16 or DL.alloc_size(elem) != size:
            return None
        known = align if align is not None else DL.abi_align(t)
        if known < lanes * size or addr.space not in (AS.GENERIC, AS.GLOBAL, AS.SHARED, AS.LOCAL, AS.CONST, AS.PARAM):
            return None
        return lanes, elem

    def load_value(
        self, addr: Addr, t: Attribute, op: Operation, qualifier: ptx.AccessOrder = ptx.PLAIN, align: int | None = None
    ) -> list[Leaf]:
        vector = self.vector_access(addr, t, align)
        if vector is not None:
            lanes, elem = vector
            return list(self.load(addr, abi.mem_type(elem), [abi.reg_class(elem)] * lanes, op, qualifier))
        if isinstance(t, VectorType):
            elem = t.get_element_type()
            size = DL.alloc_size(elem)
            return [
                self.load_leaf_aligned(addr.plus(i * size), elem, op, qualifier, known_align(align, i * size))
                for i in range(len(self.vector_leaf_types(t, op)))
            ]
        return [
            self.load_leaf_aligned(addr.plus(leaf.offset), leaf.type, op, qualifier, known_align(align, leaf.offset))
            for leaf in abi.leaves(t)
        ]

    def load_leaf_aligned(self, addr: Addr, t: Attribute, op: Operation, qualifier: ptx.AccessOrder, align: int | None) -> SSAValue:
        """A load the access's alignment allows: under-aligned scalars are read in pieces."""
        size = DL.store_size(t)
        if align is None or align >= size or abi.reg_class(t) == "pred":
            return self.load_leaf(addr, t, op, qualifier)
        cls = abi.reg_class(t)
        bits = size * 8
        int_cls = {16: "b16", 32: "b32", 64: "b64"}[bits]
        piece_t = IntegerType(align * 8)
        result: SSAValue | None = None
        for index in range(size // align):
            piece = self.load_leaf(addr.plus(index * align), piece_t, op, qualifier)
            piece_cls = abi.reg_class(piece_t)
            piece_bits = 16 if piece_cls == "b16" else REG_BITS[piece_cls]
            if piece_bits != bits:
                piece = self.cvt(f"u{bits}", f"u{align * 8}", piece, int_cls)
            elif align == 1:
                piece = self.arith("and", "b16", [piece, Imm("255", "b16")], int_cls)
            if index:
                piece = self.arith("shl", f"b{bits}", [piece, Imm(str(index * align * 8), "b32")], int_cls)
                assert result is not None
                result = self.arith("or", f"b{bits}", [result, piece], int_cls)
            else:
                result = piece
        assert result is not None
        if cls != int_cls:
            result = self.mov(f"b{bits}", result, cls)
        return result

    def store_leaf_aligned(
        self, addr: Addr, t: Attribute, value: Leaf, op: Operation, qualifier: ptx.AccessOrder, align: int | None
    ) -> None:
        size = DL.store_size(t)
        cls = abi.reg_class(t)
        if align is None or align >= size or cls == "pred":
            self.store_leaf(addr, t, value, op, qualifier)
            return
        bits = size * 8
        int_cls = {16: "b16", 32: "b32", 64: "b64"}[bits]
        whole = self.reg(value)
        if cls != int_cls:
            whole = self.mov(f"b{bits}", whole, int_cls)
        piece_t = IntegerType(align * 8)
        piece_cls = abi.reg_class(piece_t)
        for index in range(size // align):
            part = whole
            if index:
                part = self.arith("shr", f"u{bits}", [whole, Imm(str(index * align * 8), "b32")], int_cls)
            if piece_cls != int_cls:
                piece_bits = 16 if piece_cls == "b16" else REG_BITS[piece_cls]
                part = self.cvt(f"u{piece_bits}", f"u{bits}", part, piece_cls)
            self.store_leaf(addr.plus(index * align), piece_t, part, op, qualifier)

    def sel_store(self, op: Operation) -> None:
        assert isinstance(op, llvm.StoreOp)
        addr = self.store_addr(op.ptr, op)
        qualifier = self.access_qualifier(op, True)
        t = op.value.type
        values = self.get(op.value, op)
        align = int_value(op.alignment)
        vector = self.vector_access(addr, t, align)
        if vector is not None:
            lanes, elem = vector
            # Vector stores take registers (immediates are moved into one).
            self.store(addr, abi.mem_type(elem), [self.reg(v) for v in values], op, qualifier)
            return
        if isinstance(t, VectorType):
            elem = t.get_element_type()
            size = DL.alloc_size(elem)
            for i, v in enumerate(values):
                self.store_leaf_aligned(addr.plus(i * size), elem, v, op, qualifier, known_align(align, i * size))
            return
        for leaf, v in zip(abi.leaves(t), values):
            self.store_leaf_aligned(addr.plus(leaf.offset), leaf.type, v, op, qualifier, known_align(align, leaf.offset))

    def sel_addressof(self, op: Operation) -> None:
        assert isinstance(op, llvm.AddressOfOp)
        name = op.global_name.string_value()
        sym = ptx_symbol(name)
        glob = self.info.globals.get(name)
        if glob is None:
            if name not in self.info.funcs:
                raise op_error(op, f"unknown symbol @{name}")
            self.set(op.result, [self.mov("u64", Imm(sym, "b64"), "b64")])
            return
        space = int_value(glob.addr_space) or 0
        state = AS.GLOBAL if space == AS.GENERIC else space
        align = int_value(glob.alignment) or DL.abi_align(glob.global_type)
        self.addrs[op.result] = Addr(sym, 0, state, align)
        raw = self.mov("u64", Imm(sym, "b64"), "b64")
        value_space = AS.address_space_of(op.result.type)
        if value_space == AS.GENERIC:
            self.set(op.result, [self.cvta(state, raw)])
        else:
            self.set(op.result, [raw])

    def sel_ldparam(self, op: Operation) -> None:
        base = self.addr_of(op.operands[0], op)
        constant = int_value(op.properties.get("offset")) or 0
        if len(op.operands) > 1:
            dynamic = self.get1(op.operands[1], op)
            start = self.materialize(Addr(base.base, 0, base.space)) if isinstance(base.base, str) else base.base
            new_base = self.arith("add", "s64", [start, dynamic], "b64")
            addr = Addr(new_base, base.offset + constant, AS.PARAM, 1)
        else:
            addr = base.plus(constant)
        # Any type: i128 as two halves, vectors as one .v2/.v4 load. Like an llvm.load without
        # an alignment, the field is taken to be at its ABI alignment.
        self.set(op.results[0], self.load_value(addr, op.results[0].type, op))

    def sel_cvt_param_to_generic(self, op: Operation) -> None:
        self.cast_space(op, op.operands[0], op.results[0], AS.PARAM, AS.GENERIC)

    def sel_cvt_param_to_global(self, op: Operation) -> None:
        self.info.target.require(op, "cvta.param", **CVTA_PARAM_NEEDS)
        generic = self.cvta(AS.PARAM, self.materialize(self.addr_of(op.operands[0], op)))
        self.set(op.results[0], [self.cvta(AS.GLOBAL, generic, to_space=True)])

    def sel_cvt_generic_to_as(self, op: Operation) -> None:
        dst_space = AS.address_space_of(op.results[0].type)  # type: ignore[arg-type]
        self.cast_space(op, op.operands[0], op.results[0], AS.GENERIC, dst_space)

    def sel_vararg_base(self, op: Operation) -> None:
        base = self.mov("b64", Imm(f"{self.name}_vararg", "b64"), "b64")
        self.addrs[op.results[0]] = Addr(base, 0, AS.LOCAL, 8)
        self.set(op.results[0], [base])

    def sel_memcpy(self, op: Operation) -> None:
        dst, src, length = op.operands[0], op.operands[1], op.operands[2]
        size = self.get1(length, op)
        if not isinstance(size, Imm):
            raise op_error(op, "memcpy/memmove with a non-constant length: run lower-aggr-copies first")
        volatile = is_volatile(op)
        dst_addr = self.store_addr(dst, op)
        src_addr = self.addr_of(src, op)
        if op.name.endswith("memmove") or "memmove" in op.name or "memmove" in str(op.properties.get("intrin", "")):
            # Load everything first, so overlapping ranges copy correctly.
            count = int(size.text)
            values = [self.load_leaf(src_addr.plus(i), IntegerType(8), op, ".volatile" if volatile else "") for i in range(count)]
            for i, v in enumerate(values):
                self.store_leaf(dst_addr.plus(i), IntegerType(8), v, op, ".volatile" if volatile else "")
            return
        self.copy_bytes(dst_addr, src_addr, int(size.text), op, volatile)

    def sel_memset(self, op: Operation) -> None:
        dst, value, length = op.operands[0], op.operands[1], op.operands[2]
        size = self.get1(length, op)
        if not isinstance(size, Imm):
            raise op_error(op, "memset with a non-constant length: run lower-aggr-copies first")
        byte = self.get1(value, op)
        addr = self.store_addr(dst, op)
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
                self.store_leaf(addr.plus(offset), t, int_imm(pattern, t), op, qualifier)
                offset += width
            return
        for i in range(int(size.text)):
            self.store_leaf(addr.plus(i), IntegerType(8), byte, op, qualifier)
