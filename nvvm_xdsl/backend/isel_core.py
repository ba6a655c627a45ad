"""The core of the function selector: state, instruction emission, addressing, frame."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

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
from nvvm_xdsl.backend.values import (
    Addr,
    Imm,
    Leaf,
    ModuleInfo,
    leaf_cls,
)
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import ptx


@dataclass
class SelectorCore:
    """State of one function's selection and the helpers every selector module uses:
    emitting instructions, operand leaves, addresses, the stack frame, scalar loads/stores."""

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

    def add(self, op: Operation) -> Operation:
        assert self.current is not None
        # Selected instructions keep the location of the op they come from.
        if self.source is not None:
            op.location = self.source.location
        self.current.add_op(op)
        return op

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

    def reg(self, leaf: Leaf) -> SSAValue:
        """A register holding `leaf` (immediates are moved into one)."""
        if isinstance(leaf, SSAValue):
            return leaf
        if leaf.cls == "pred":
            return self.add(ptx.InstOp.make(f"setp.ne.u32 $d0, {1 if leaf.text not in ('0', 'false') else 0}, 0", [], [ptx.PRED])).results[0]
        mov = {"b16": "mov.b16", "b32": "mov.b32", "b64": "mov.b64", "f32": "mov.f32", "f64": "mov.f64"}[leaf.cls]
        return self.add(ptx.InstOp.make(f"{mov} $d0, {leaf.text}", [], [ptx.REG_TYPES[leaf.cls]])).results[0]

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

    def materialize(self, addr: Addr) -> SSAValue:
        """The 64-bit value of an address (in its own space's window)."""
        if isinstance(addr.base, str):
            base = self.inst1(f"mov.b64 $d0, {addr.base}", [], "b64")
        else:
            base = addr.base
        if addr.offset:
            return self.inst1("add.s64 $d0, $0, $1", [base, Imm(str(addr.offset), "b64")], "b64")
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
        if space not in AS.STATE_SPACE:
            raise op_error(op, f"loads and stores in address space {space} are not supported")
        name = AS.STATE_SPACE[space]
        return f".{name}" if name else ""

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
            return self.inst1("add.u64 $d0, $0, $1", [sp, Imm(str(slot.offset), "b64")], "b64")
        return sp

    def stack_slot(self, size: int, align: int) -> Addr:
        offset = (self.depot_size + align - 1) // align * align
        self.depot_size = offset + max(size, 1)
        self.depot_align = max(self.depot_align, align, 1)
        return Addr(self.depot(), offset, AS.LOCAL, align)

    def load_leaf(self, addr: Addr, t: Attribute, op: Operation, qualifier: str = "") -> SSAValue:
        try:
            cls = abi.reg_class(t)
            mtype = abi.mem_type(t)
        except abi.UnsupportedType as err:
            raise op_error(op, str(err)) from err
        text, ins = self.addr_text(addr, 0)
        space = self.space_suffix(addr.space, op)
        if cls == "pred":
            byte = self.inst1(f"ld{qualifier}{space}.b8 $d0, {text}", ins, "b16")
            masked = self.inst1("and.b16 $d0, $0, 1", [byte], "b16")
            return self.inst1("setp.ne.b16 $d0, $0, 0", [masked], "pred")
        return self.inst1(f"ld{qualifier}{space}.{mtype} $d0, {text}", ins, cls)

    def store_leaf(self, addr: Addr, t: Attribute, value: Leaf, op: Operation, qualifier: str = "") -> None:
        try:
            mtype = abi.mem_type(t)
        except abi.UnsupportedType as err:
            raise op_error(op, str(err)) from err
        if isinstance(value, Imm) and value.cls == "pred":
            value = Imm("0" if value.text in ("0", "false") else "1", "b16")
        elif leaf_cls(value) == "pred":
            value = self.inst1("selp.u16 $d0, 1, 0, $0", [value], "b16")
        text, ins = self.addr_text(addr, 1)
        space = self.space_suffix(addr.space, op)
        # Operand 0 is the value (an immediate stays one); the address base is operand 1.
        self.inst(f"st{qualifier}{space}.{mtype} {text}, $0", [value, *ins], [], imm_ok=[0])

    def copy_bytes(self, dst: Addr, src: Addr, size: int, op: Operation, volatile: bool = False) -> None:
        """Copy `size` bytes with the widest accesses both alignments allow."""
        qualifier = ".volatile" if volatile else ""
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

    def vector_leaf_types(self, t: Attribute, op: Operation) -> list[Attribute]:
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
                return self.inst1("cvt.s16.s8 $d0, $0", [leaf], "b16")
            return self.inst1("and.b16 $d0, $0, 255", [leaf], "b16")
        return leaf

    def store_promoted(self, name: str, t: Attribute, value: Leaf, signed: bool) -> None:
        """Store a scalar into a promoted .b32/.b64 param (narrow ints are extended)."""
        cls = abi.reg_class(t)
        if cls == "pred":
            if isinstance(value, Imm):
                value = Imm("0" if value.text in ("0", "false") else "1", "b32")
            else:
                value = self.inst1("selp.u32 $d0, 1, 0, $0", [value], "b32")
            self.inst(f"st.param.b32 [{name}], $0", [value], [], imm_ok=[0])
            return
        if cls == "b16" and isinstance(t, IntegerType):
            kind = "s" if signed else "u"
            if isinstance(value, Imm):
                value = Imm(str(int(value.text) & ((1 << t.width.data) - 1)) if not signed else value.text, "b32")
            else:
                value = self.inst1(f"cvt.{kind}32.{kind}{t.width.data} $d0, $0", [value], "b32")
            self.inst(f"st.param.b32 [{name}], $0", [value], [], imm_ok=[0])
            return
        self.inst(f"st.param.{abi.mem_type(t)} [{name}], $0", [value], [], imm_ok=[0])
