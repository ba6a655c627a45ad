"""The state of one function's selection and the helpers every family of selection patterns
uses: instruction emission, operand leaves, addresses, the stack frame, loads and stores of
values. A pattern is a function `(sel: SelectorCore, op) -> None` (`Selector`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    IntegerType,
    VectorType,
)
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, Block, Operation, SSAValue

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.orderings import scope_of
from nvvm_xdsl.backend.values import (
    REG_BITS,
    Addr,
    Imm,
    Leaf,
    ModuleInfo,
    known_align,
    leaf_cls,
)
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import ptx
from nvvm_xdsl.target import CLUSTER_SCOPE_NEEDS, MEMORY_ORDER_NEEDS, half_precision_needs

if TYPE_CHECKING:
    from nvvm_xdsl.backend.staged_byval import StagedByval


def _local_order(space: ptx.StateSpace, order: ptx.AccessOrder) -> ptx.AccessOrder:
    """Local memory is private to the thread, so `volatile` there orders nothing: LLVM 22 drops
    it (`st.local`), and ptxas rejects `.volatile.local` below PTX ISA 9.1."""
    return ptx.PLAIN if order == ptx.VOLATILE and space == ptx.StateSpace.from_name("local") else order


def _check_symbol_offset(addr: Addr, op: Operation, sizes: dict[str, int], type_name: str = "", lanes: int = 1) -> None:
    """An access before the start of a parameter (`[p_param_0+-8]`: a GEP with a negative
    constant index on a byval argument) or past the end of a byval one (`sizes`) is out of
    bounds, undefined in LLVM, and ptxas crashes on its PTX (fuzz seed 53 mutant 274; seed 57
    of the .ll corpus, mutant 834): a located error instead."""
    if not isinstance(addr.base, str) or addr.space != AS.PARAM:
        return
    if addr.offset < 0:
        raise op_error(op, f"accesses {-addr.offset} bytes before the start of parameter {addr.base} (out of bounds)")
    size = sizes.get(addr.base)
    width = int(type_name[1:]) // 8 * lanes if type_name[1:].isdigit() else 0
    if size is not None and addr.offset + width > size:
        raise op_error(op, f"accesses bytes {addr.offset}..{addr.offset + width - 1} of the {size}-byte parameter {addr.base} (out of bounds)")


@dataclass
class SelectorCore:
    """State of one function's selection (the leaves and addresses of its llvm values, the
    block being filled, the stack frame) and the helpers every selection pattern uses."""

    func: llvm.FuncOp
    pfunc: ptx.FuncOp
    info: ModuleInfo
    depot_index: int
    vals: dict[SSAValue, list[Leaf]] = field(default_factory=dict)
    addrs: dict[SSAValue, Addr] = field(default_factory=dict)
    blocks: dict[Block, Block] = field(default_factory=dict)
    current: Block | None = None
    callseq: int = 0
    depot_size: int = 0
    depot_align: int = 0
    frame_op: ptx.LocalDepotOp | None = None
    name: str = ""
    # The llvm/nvvm op being selected (its location goes onto the ptx ops).
    source: Operation | None = None
    # Per block: the result of each pure computation built there, by what built it (see `pure`).
    pure_results: dict[Block, dict[tuple[object, ...], SSAValue]] = field(default_factory=dict)
    # The size of each byval parameter (by `.param` name), for out-of-bounds accesses.
    param_sizes: dict[str, int] = field(default_factory=dict)
    # Byte lanes split off one register (isel_arith.register_to_lanes), and f32 pairs of an
    # f32x2 result (isel_arith.select_packed_f32), by the lanes: packed again (a bitcast back,
    # an inline asm operand, the next f32x2 op) they are that register.
    byte_lanes: dict[tuple[Leaf, ...], SSAValue] = field(default_factory=dict)
    # Stack slots that only stage a byval call argument (backend/staged_byval.py): their stores'
    # values by (slot, offset), forwarded into the call's `.param`; None when there are none.
    staged: StagedByval | None = None

    def add(self, op: Operation) -> Operation:
        block = self.current
        assert block is not None
        # Selected instructions keep the location of the op they come from.
        if self.source is not None:
            op.location = self.source.location
        if op.parent is not None or op.regions:
            block.add_op(op)
            return op
        # A new op without regions cannot contain the block, so `Block.add_op`'s check (a walk
        # up the block's ancestors per op, a third of building a small instruction) is skipped.
        last = block._last_op  # pyright: ignore[reportPrivateUsage]
        op.parent = block
        if last is None:
            block._first_op = op  # pyright: ignore[reportPrivateUsage]
        else:
            last._next_op = op  # pyright: ignore[reportPrivateUsage]
            op._prev_op = last  # pyright: ignore[reportPrivateUsage]
        block._last_op = op  # pyright: ignore[reportPrivateUsage]
        return op

    def pure(self, key: tuple[object, ...], build: Callable[[], Operation]) -> SSAValue:
        """The result of the pure one-result op `build` makes, which `key` determines: an equal op
        already in this block whose result is used is reused instead of building another.

        The clean-up's CSE would merge the new op into the first equal op alive in the block, and
        an op with a use stays alive, so reusing it gives the same IR; an unused one may yet stay
        unused and be erased, with the new op as the survivor, so then the op is built."""
        assert self.current is not None
        known_here = self.pure_results.get(self.current)
        if known_here is None:
            known_here = self.pure_results[self.current] = {}
        known = known_here.get(key)
        if known is not None and known.first_use is not None:
            return known
        result = self.add(build()).results[0]
        known_here[key] = result
        return result

    def inst(self, text: str, ins: Sequence[Leaf] = (), outs: Sequence[str] = (), imm_ok: Sequence[int] | None = None) -> list[SSAValue]:
        """Emit `text` with `$i` = ins[i] (immediates folded where allowed) and `$dN` = new results."""
        allowed = set(range(len(ins))) if imm_ok is None else set(imm_ok)
        regs: list[SSAValue] = []
        mapping: dict[int, str] = {}
        for i, leaf in enumerate(ins):
            if isinstance(leaf, Imm) and i in allowed:
                mapping[i] = leaf.text
            else:
                mapping[i] = f"${len(regs)}"
                regs.append(self.reg(leaf))

        def sub(m: re.Match[str]) -> str:
            if m.group(1):
                return m.group(0)
            return mapping[int(m.group(2))]

        final = re.sub(r"\$(d?)(\d+)", sub, text)
        op = self.add(ptx.InstOp.make(final, regs, [ptx.REG_TYPES[c] for c in outs]))
        return list(op.results)

    def inst1(self, text: str, ins: Sequence[Leaf], out: str, imm_ok: Sequence[int] | None = None) -> SSAValue:
        return self.inst(text, ins, [out], imm_ok)[0]

    def mov(self, type_name: str, source: Leaf, cls: str) -> SSAValue:
        """`mov.<type>` of a register, literal, symbol or special register into a new register."""
        return self.pure(("mov", type_name, source, cls), lambda: ptx.MovOp(type_name, source, ptx.REG_TYPES[cls]))

    def require_half(self, opcode: str, *type_names: str) -> None:
        """An instruction on f16/bf16 types exists only from some target on: check it (at the
        op being selected) before emitting one."""
        needs = half_precision_needs(opcode, *type_names)
        if needs is not None and self.source is not None:
            self.info.target.require(self.source, f"{opcode}.{'.'.join(type_names)}", **needs)

    def arith(self, opcode: str, type_name: str, sources: Sequence[Leaf], cls: str, modifiers: Sequence[str] = ()) -> SSAValue:
        """A `ptx.arith` computation (`add.s32`, `mul.lo.s64`, `and.b16`, ...)."""
        self.require_half(opcode, type_name)
        return self.pure(
            ("arith", opcode, type_name, tuple(sources), cls, tuple(modifiers)),
            lambda: ptx.ArithOp(opcode, type_name, sources, ptx.REG_TYPES[cls], modifiers),
        )

    def cvt(self, to_type: str, from_type: str, source: Leaf, cls: str, modifiers: Sequence[str] = ()) -> SSAValue:
        self.require_half("cvt", to_type, from_type)
        return self.pure(
            ("cvt", to_type, from_type, source, cls, tuple(modifiers)),
            lambda: ptx.CvtOp(to_type, from_type, source, ptx.REG_TYPES[cls], modifiers),
        )

    def setp(self, cmp: str, type_name: str, lhs: Leaf, rhs: Leaf) -> SSAValue:
        """`setp.<cmp>.<type>`: the first source is a register, the second may be a literal."""
        self.require_half("setp", type_name)
        lhs_register = self.reg(lhs)
        return self.pure(
            ("setp", cmp, type_name, lhs_register, rhs), lambda: ptx.SetpOp(cmp, type_name, lhs_register, rhs, ptx.PRED)
        )

    def selp(self, type_name: str, if_true: Leaf, if_false: Leaf, cond: Leaf, cls: str) -> SSAValue:
        """`selp.<type>`: either value may be a literal, the predicate is a register."""
        predicate = self.reg(cond)
        return self.pure(
            ("selp", type_name, if_true, if_false, predicate, cls),
            lambda: ptx.SelpOp(type_name, if_true, if_false, predicate, ptx.REG_TYPES[cls]),
        )

    def pred_to_b16(self, value: Leaf) -> SSAValue:
        """A predicate as 0 or 1 in a 16-bit register (`selp.b16`, as llc-22 prints it)."""
        return self.selp("b16", Imm("1", "b16"), Imm("0", "b16"), value, "b16")

    def cvta(self, space: int, source: Leaf, to_space: bool = False) -> SSAValue:
        """`cvta.<space>.u64` (to generic) or `cvta.to.<space>.u64`. A 32-bit shared address is
        zero-extended first, and a 32-bit space's result truncated after (`cvta` takes `.u64`
        in 64-bit PTX; LLVM's `--nvptx-short-ptr` code does the same)."""
        state = ptx.StateSpace.from_name(AS.STATE_SPACE[space])
        if not to_space and leaf_cls(source) == "b32":
            source = self.cvt("u64", "u32", self.reg(source), "b64")
        wide = source
        converted = self.pure(("cvta", state, wide, to_space), lambda: ptx.CvtaOp(state, "u64", wide, ptx.B64, to_space))
        if to_space and abi.pointer_class(space) == "b32":
            return self.cvt("u32", "u64", converted, "b32")
        return converted

    def reg(self, leaf: Leaf) -> SSAValue:
        """A register holding `leaf` (immediates are moved into one)."""
        if isinstance(leaf, SSAValue):
            return leaf
        if leaf.cls == "pred":
            # PTX has no predicate literal: compare two.
            truth = Imm("1" if leaf.text not in ("0", "false") else "0", "b32")
            return self.pure(
                ("setp", "ne", "u32", truth, _ZERO_B32), lambda: ptx.SetpOp("ne", "u32", truth, _ZERO_B32, ptx.PRED)
            )
        return self.mov(leaf.cls, leaf, leaf.cls)

    def get(self, value: SSAValue, user: Operation) -> list[Leaf]:
        if value not in self.vals:
            if value in self.addrs:
                self.vals[value] = [self.materialize(self.addrs[value])]
            else:
                raise op_error(user, "operand was not selected (unsupported producer or block order)")
        return self.vals[value]

    def get1(self, value: SSAValue, user: Operation) -> Leaf:
        leaves = self.get(value, user)
        if len(leaves) != 1:
            raise op_error(user, f"expected a scalar operand, got an aggregate of {len(leaves)} values")
        return leaves[0]

    def set(self, value: SSAValue, leaves: Sequence[Leaf]) -> None:
        self.vals[value] = list(leaves)

    def addr_of(self, value: SSAValue, user: Operation) -> Addr:
        if value in self.addrs:
            return self.addrs[value]
        leaf = self.get1(value, user)
        assert isinstance(value.type, LLVMPointerType)
        return Addr(self.reg(leaf), 0, AS.address_space_of(value.type), 1)

    def store_addr(self, value: SSAValue, user: Operation) -> Addr:
        """Where a write through `value` goes. Kernel params are read-only: a write through a
        generic pointer to one stays a generic access (undefined behaviour at run time, as
        in LLVM, but valid PTX); a write into param space itself is an error."""
        addr = self.addr_of(value, user)
        if addr.space != AS.PARAM:
            return addr
        assert isinstance(value.type, LLVMPointerType)
        if AS.address_space_of(value.type) == AS.PARAM:
            raise op_error(user, "cannot write to parameter space (kernel parameters are read-only)")
        return Addr(self.reg(self.get1(value, user)), 0, AS.GENERIC, 1)

    def address_class(self, addr: Addr) -> str:
        """The register class of `addr`'s value: its base register's, or for a symbol its
        space's pointers' (`.b32` for 32-bit shared pointers)."""
        if isinstance(addr.base, str):
            return abi.pointer_class(addr.space)
        return leaf_cls(addr.base)

    def materialize(self, addr: Addr) -> SSAValue:
        """The value of an address (in its own space's window): 64-bit, or 32-bit for a short
        shared pointer."""
        cls = self.address_class(addr)
        base: SSAValue
        if isinstance(addr.base, str):
            base = self.mov(cls, Imm(addr.base, cls), cls)
        else:
            base = addr.base
        if addr.offset:
            return self.arith("add", f"s{REG_BITS[cls]}", [base, Imm(str(addr.offset), cls)], cls)
        return base

    def addr_text(self, addr: Addr, first_operand: int) -> tuple[str, list[Leaf]]:
        """`[base+off]` with the base as operand `first_operand` when it is a register."""
        # PTX spells a negative displacement `[%rd1+-4]` (as LLVM prints it); `[%rd1-4]` is a
        # syntax error for ptxas.
        offset = f"+{addr.offset}" if addr.offset else ""
        if isinstance(addr.base, str):
            return f"[{addr.base}{offset}]", []
        return f"[${first_operand}{offset}]", [addr.base]

    def space_suffix(self, space: int, op: Operation) -> str:
        return self.state_space(space, op).suffix

    def state_space(self, space: int, op: Operation) -> ptx.StateSpace:
        if space not in AS.STATE_SPACE:
            raise op_error(op, f"loads and stores in address space {space} are not supported")
        return ptx.StateSpace.from_name(AS.STATE_SPACE[space])

    def load(self, addr: Addr, type_name: str, classes: Sequence[str], op: Operation, order: ptx.AccessOrder) -> list[SSAValue]:
        """`ld` of one value, or of a vector of `len(classes)` lanes, from `addr`."""
        base, symbol = (None, addr.base) if isinstance(addr.base, str) else (addr.base, None)
        _check_symbol_offset(addr, op, self.param_sizes, type_name, len(classes))
        results = [ptx.REG_TYPES[c] for c in classes]
        space = self.state_space(addr.space, op)
        order = _local_order(space, order)
        load = ptx.LdOp(space, type_name, results, base=base, symbol=symbol, offset=addr.offset, order=order)
        return list(self.add(load).results)

    def store(self, addr: Addr, type_name: str, values: Sequence[Leaf], op: Operation, order: ptx.AccessOrder) -> None:
        """`st` of one value, or of a vector of them, to `addr`."""
        base, symbol = (None, addr.base) if isinstance(addr.base, str) else (addr.base, None)
        _check_symbol_offset(addr, op, self.param_sizes, type_name, len(values))
        space = self.state_space(addr.space, op)
        order = _local_order(space, order)
        self.add(ptx.StOp(space, type_name, values, base=base, symbol=symbol, offset=addr.offset, order=order))

    def frame(self) -> ptx.LocalDepotOp:
        """The stack frame (%SPL, %SP), set up once at function entry."""
        if self.frame_op is None:
            entry = self.pfunc.body.blocks[0]
            op = ptx.LocalDepotOp(f"__local_depot{self.depot_index}")
            first = entry.first_op
            if first is None:
                entry.add_op(op)
            else:
                entry.insert_op_before(op, first)
            self.frame_op = op
        return self.frame_op

    def depot(self) -> SSAValue:
        """The frame's local-space base address (%SPL)."""
        return self.frame().spl

    def generic_address(self, slot: Addr) -> SSAValue:
        """The generic address of a stack slot: %SP + offset."""
        sp = self.frame().sp
        if slot.offset:
            return self.arith("add", "u64", [sp, Imm(str(slot.offset), "b64")], "b64")
        return sp

    def stack_slot(self, size: int, align: int) -> Addr:
        offset = (self.depot_size + align - 1) // align * align
        self.depot_size = offset + max(size, 1)
        self.depot_align = max(self.depot_align, align, 1)
        return Addr(self.depot(), offset, AS.LOCAL, align)

    def load_leaf(self, addr: Addr, t: Attribute, op: Operation, order: ptx.AccessOrder = ptx.PLAIN) -> SSAValue:
        try:
            cls = abi.reg_class(t)
            mtype = abi.mem_type(t)
        except abi.UnsupportedType as err:
            raise op_error(op, str(err)) from err
        if cls == "pred":
            (byte,) = self.load(addr, "b8", ["b16"], op, order)
            masked = self.add(ptx.ArithOp("and", "b16", [byte, Imm("1", "b16")], ptx.B16)).results[0]
            return self.setp("ne", "b16", masked, Imm("0", "b16"))
        return self.load(addr, mtype, [cls], op, order)[0]

    def store_leaf(self, addr: Addr, t: Attribute, value: Leaf, op: Operation, order: ptx.AccessOrder = ptx.PLAIN) -> None:
        try:
            mtype = abi.mem_type(t)
        except abi.UnsupportedType as err:
            raise op_error(op, str(err)) from err
        if isinstance(value, Imm) and value.cls == "pred":
            value = Imm("0" if value.text in ("0", "false") else "1", "b16")
        elif leaf_cls(value) == "pred":
            value = self.pred_to_b16(value)
        self.store(addr, mtype, [value], op, order)

    def vector_access(self, addr: Addr, t: Attribute, align: int | None) -> tuple[int, Attribute] | None:
        """(lanes, element) when a vector value can move in one `.v2`/`.v4` access (an i128,
        alone or one vector lane of it, as `.v2.b64`: its two halves, low first)."""
        if DL.store_size(t) == 16 and all(leaf.type == IntegerType(64) for leaf in abi.leaves(t)) and (
            isinstance(t, IntegerType) or (isinstance(t, VectorType) and abi.lane_leaves(t) == 2)
        ):
            t = VectorType(IntegerType(64), [2])
        if not isinstance(t, VectorType):
            return None
        elem = t.get_element_type()
        lanes = len(self.vector_leaf_types(t))
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
        if isinstance(t, VectorType) and abi.lane_leaves(t) != 1:
            # i128 lanes: each moves as a scalar i128 would (one .v2.b64 where aligned).
            elem, size = t.get_element_type(), DL.alloc_size(t.get_element_type())
            return [
                leaf
                for i in range(len(self.vector_leaf_types(t)))
                for leaf in self.load_value(addr.plus(i * size), elem, op, qualifier, known_align(align, i * size))
            ]
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

    def store_value(
        self, addr: Addr, t: Attribute, values: Sequence[Leaf], op: Operation, qualifier: ptx.AccessOrder = ptx.PLAIN, align: int | None = None
    ) -> None:
        """Store a value's leaves: one `.v2`/`.v4` access for a vector the alignment allows,
        otherwise leaf by leaf (under-aligned scalars in pieces)."""
        vector = self.vector_access(addr, t, align)
        if vector is not None:
            lanes, elem = vector
            # Vector stores take registers (immediates are moved into one).
            self.store(addr, abi.mem_type(elem), [self.reg(v) for v in values], op, qualifier)
            return
        if isinstance(t, VectorType) and (per := abi.lane_leaves(t)) != 1:
            elem, size = t.get_element_type(), DL.alloc_size(t.get_element_type())
            for i in range(len(values) // per):
                self.store_value(addr.plus(i * size), elem, values[i * per : (i + 1) * per], op, qualifier, known_align(align, i * size))
            return
        if isinstance(t, VectorType):
            elem = t.get_element_type()
            size = DL.alloc_size(elem)
            for i, v in enumerate(values):
                self.store_leaf_aligned(addr.plus(i * size), elem, v, op, qualifier, known_align(align, i * size))
            return
        for leaf, v in zip(abi.leaves(t), values, strict=False):
            self.store_leaf_aligned(addr.plus(leaf.offset), leaf.type, v, op, qualifier, known_align(align, leaf.offset))

    def access_order(
        self, op: Operation, ordering: str, semantics: ptx.MemorySemantics | None, unknown_scope: ptx.MemoryScope
    ) -> ptx.AccessOrder:
        """The order of an atomic or atomic-ordered access with `semantics` (none: a plain
        access) at the op's sync scope; seq_cst is a `fence.sc` first, then the access (as LLVM)."""
        if semantics is None:
            return ptx.PLAIN
        self.info.target.require(op, f"{semantics.value} memory order", **MEMORY_ORDER_NEEDS)
        scope = scope_of(op, unknown=unknown_scope)
        if scope == ptx.MemoryScope.CLUSTER:
            self.info.target.require(op, f"{semantics.value} at cluster scope", **CLUSTER_SCOPE_NEEDS)
        if ordering == "seq_cst":
            self.fence("sc", scope.value)
        return ptx.AccessOrder(semantics, scope)

    def copy_bytes(self, dst: Addr, src: Addr, size: int, op: Operation, volatile: bool = False) -> None:
        """Copy `size` bytes with the widest accesses both alignments allow."""
        qualifier = ptx.VOLATILE if volatile else ptx.PLAIN
        offset = 0
        while offset < size:
            for width in (8, 4, 2, 1):
                if (
                    size - offset >= width
                    and DL.common_alignment(dst.align or 1, dst.offset + offset) % width == 0
                    and DL.common_alignment(src.align or 1, src.offset + offset) % width == 0
                ):
                    break
            t = IntegerType(width * 8)
            value = self.load_leaf(src.plus(offset), t, op, qualifier)
            self.store_leaf(dst.plus(offset), t, value, op, qualifier)
            offset += width

    def vector_leaf_types(self, t: Attribute, op: Operation | None = None) -> list[Attribute]:
        if isinstance(t, VectorType):
            count = 1
            for dim in t.get_shape():
                count *= dim
            return [t.get_element_type()] * count
        return [t]

    def normalized(self, leaf: Leaf, t: Attribute, signed: bool) -> Leaf:
        """i8 values live in 16-bit registers with undefined high bits: clear or extend them."""
        if isinstance(t, IntegerType) and t.width.data == 8 and not isinstance(leaf, Imm):
            if signed:
                return self.cvt("s16", "s8", leaf, "b16")
            return self.arith("and", "b16", [leaf, Imm("255", "b16")], "b16")
        return leaf

    def store_promoted(self, name: str, t: Attribute, value: Leaf, signed: bool) -> None:
        """Store a scalar into a promoted .b32/.b64 param (narrow ints are extended)."""
        cls = abi.reg_class(t)
        if cls == "pred":
            if isinstance(value, Imm):
                value = Imm("0" if value.text in ("0", "false") else "1", "b32")
            else:
                value = self.add(ptx.SelpOp("b32", Imm("1", "b32"), Imm("0", "b32"), value, ptx.B32)).results[0]
            self.store(Addr(name, 0, AS.PARAM), "b32", [value], self.func, ptx.PLAIN)
            return
        if cls == "b16" and isinstance(t, IntegerType):
            kind = "s" if signed else "u"
            if isinstance(value, Imm):
                value = Imm(str(int(value.text) & ((1 << t.width.data) - 1)) if not signed else value.text, "b32")
            else:
                value = self.add(ptx.CvtOp(f"{kind}32", f"{kind}{t.width.data}", value, ptx.B32)).results[0]
            self.store(Addr(name, 0, AS.PARAM), "b32", [value], self.func, ptx.PLAIN)
            return
        self.store(Addr(name, 0, AS.PARAM), abi.mem_type(t), [value], self.func, ptx.PLAIN)

    # Builders of the structured instructions beyond the arithmetic core (#13): packing,
    # warp collectives, memory ordering, the dynamic stack and counter reads. Each takes leaves
    # and moves into a register whatever PTX does not accept as a literal.

    def pack(self, lanes: Sequence[Leaf], cls: str) -> SSAValue:
        """`mov.b<bits> %r, {lanes}`: lanes side by side in one register of class `cls`."""
        if cls == "b32" and len(lanes) == 2 and (both := self._rounded_pair(lanes)) is not None:
            return both
        return self.add(ptx.PackOp([self.reg(lane) for lane in lanes], ptx.REG_TYPES[cls])).results[0]

    def _rounded_pair(self, lanes: Sequence[Leaf]) -> SSAValue | None:
        """Two halves each `cvt.rn.<f16|bf16>.f32` of an f32, packed: one `cvt.rn.<t>x2.f32`
        (sm_80, PTX 7.0), as LLVM selects `fptrunc <2 x float>`: one instruction (F2FP) for the
        two conversions and the move, and no 16-bit registers (the `p.to(f16)` before each
        `tl.dot` of attention kernels). The upper half is the first source."""
        cvts = [lane.owner if isinstance(lane, SSAValue) else None for lane in lanes]
        if not all(isinstance(c, ptx.CvtOp) for c in cvts):
            return None
        low, high = cast(list[ptx.CvtOp], cvts)
        to_type = low.to_type.data
        if (
            to_type not in ("f16", "bf16")
            or high.to_type.data != to_type
            or any(c.from_type.data != "f32" or [m.data for m in c.modifiers.data] != ["rn"] for c in (low, high))
            or any(len(c.operands) != 1 for c in (low, high))
            or not self.info.target.has(min_sm=80, min_ptx=(7, 0))
        ):
            return None
        if self.source is not None:
            self.info.target.require(self.source, f"cvt.rn.{to_type}x2.f32", min_sm=80, min_ptx=(7, 0))
        return self.inst1(f"cvt.rn.{to_type}x2.f32 $d0, $0, $1", [high.operands[0], low.operands[0]], "b32", imm_ok=[])

    def unpack(self, source: Leaf, lane_classes: Sequence[str]) -> list[SSAValue]:
        """`mov.b<bits> {lanes}, %r`: a register split into lanes of the given classes."""
        return list(self.add(ptx.UnpackOp(self.reg(source), [ptx.REG_TYPES[c] for c in lane_classes])).results)

    def shfl(
        self, mode: str, value: Leaf, lane: Leaf, clamp: Leaf, member_mask: Leaf, cls: str, with_validity: bool = False
    ) -> list[SSAValue]:
        """`shfl.sync.<mode>.b32`: the value (and, `with_validity`, whether the lane was in range)."""
        op = ptx.ShflOp(
            ptx.ShflMode(mode), self.reg(value), lane, clamp, member_mask, ptx.REG_TYPES[cls], with_validity
        )
        return list(self.add(op).results)

    def vote(self, mode: str, predicate: Leaf, member_mask: Leaf) -> SSAValue:
        """`vote.sync.<any|all|uni>.pred` or `vote.sync.ballot.b32`."""
        return self.add(ptx.VoteOp(ptx.VoteMode(mode), self.reg(predicate), member_mask)).results[0]

    def bar_warp_sync(self, member_mask: Leaf) -> None:
        self.add(ptx.BarWarpSyncOp(member_mask))

    def membar(self, scope: str) -> None:
        """`membar.cta|gl|sys` for the scope `cta`, `gpu` or `sys`."""
        self.add(ptx.MembarOp(ptx.MemoryScope(scope)))

    def fence(self, semantics: str, scope: str) -> None:
        """`fence.sc.<scope>` or `fence.acq_rel.<scope>`."""
        if self.source is not None:
            self.info.target.require(self.source, f"fence.{semantics}", **MEMORY_ORDER_NEEDS)
            if scope == ptx.MemoryScope.CLUSTER.value:
                self.info.target.require(self.source, f"fence.{semantics}.cluster", **CLUSTER_SCOPE_NEEDS)
        self.add(ptx.FenceOp(ptx.FenceSemantics(semantics), ptx.MemoryScope(scope)))

    def alloca(self, size: Leaf, align: int) -> SSAValue:
        """`alloca.u64`: `size` bytes of stack; the result is a local-space address."""
        return self.add(ptx.AllocaOp("u64", size, align, ptx.B64)).results[0]

    def stacksave(self) -> SSAValue:
        return self.add(ptx.StackSaveOp("u64", ptx.B64)).results[0]

    def stackrestore(self, pointer: Leaf) -> None:
        self.add(ptx.StackRestoreOp("u64", self.reg(pointer)))

    def read_counter(self, register: str, cls: str) -> SSAValue:
        """`mov.u32|u64` of a clock, timer or counter register: a new value at every read."""
        type_name = "u64" if cls == "b64" else "u32"
        return self.add(ptx.ReadCounterOp(type_name, register, ptx.REG_TYPES[cls])).results[0]


_ZERO_B32 = Imm("0", "b32")

# A selection pattern: emits the ptx ops of one llvm/nvvm op. Each pattern declares the op
# class its table keys it by; the table's value type says `Any` for the op because a callable
# type is contravariant in its parameters (no one op type fits a table of many classes).
Selector = Callable[[SelectorCore, Any], None]
