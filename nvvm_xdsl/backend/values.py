"""Values of instruction selection: leaves (registers or immediates), symbolic addresses,
and the small shared helpers of the selector modules."""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    IntegerAttr,
    IntegerType,
    UnitAttr,
)
from xdsl.ir import Attribute, Operation, SSAValue

from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.backend import abi
from nvvm_xdsl.dialects import ptx
from nvvm_xdsl.kernel_abi import has_cvta_param
from nvvm_xdsl.target import TargetUse

# ---------------------------------------------------------------------------------------------
# Leaves and addresses
# ---------------------------------------------------------------------------------------------


# An immediate operand (its home is the ptx dialect, where ops carry it as `#ptx.imm`).
Imm = ptx.Imm
Leaf = SSAValue | Imm


@dataclass(frozen=True)
class Addr:
    """`base + offset` in state space `space` (an LLVM address-space number).

    `base` is a register or a symbol (a param, global or depot name); `align` is the
    alignment known for base+offset.
    """

    base: SSAValue | str
    offset: int
    space: int
    align: int = 1

    def plus(self, offset: int) -> Addr:
        return Addr(self.base, self.offset + offset, self.space, DL.common_alignment(self.align, offset) if self.align else 1)


def leaf_cls(leaf: Leaf) -> str:
    if isinstance(leaf, Imm):
        return leaf.cls
    assert isinstance(leaf.type, ptx.RegType)
    return leaf.type.cls


def float_imm(value: float, cls: str, t: Attribute | None = None) -> Imm:
    if cls == "b16":
        # Half types live in 16-bit registers as raw bits (PTX has no f16 literal).
        if isinstance(t, BFloat16Type):
            return Imm("0x%04X" % (struct.unpack("<I", struct.pack("<f", value))[0] >> 16), cls)
        return Imm("0x{:04X}".format(struct.unpack("<H", struct.pack("<e", value))[0]), cls)
    if cls == "f32":
        return Imm("0f{:08X}".format(struct.unpack("<I", struct.pack("<f", value))[0]), cls)
    return Imm("0d{:016X}".format(struct.unpack("<Q", struct.pack("<d", value))[0]), cls)


def int_imm(value: int, t: Attribute) -> Imm:
    cls = abi.reg_class(t)
    width = t.width.data if isinstance(t, IntegerType) else 64
    value &= (1 << width) - 1
    if width > 1 and value >= 1 << (width - 1):
        value -= 1 << width
    return Imm(str(value), cls)


def zero_imm(t: Attribute) -> Imm:
    cls = abi.reg_class(t)
    if cls in ("f32", "f64"):
        return float_imm(0.0, cls)
    if isinstance(t, Float16Type | BFloat16Type):
        return Imm("0x0000", cls)
    return Imm("0", cls)


REG_BITS = {"pred": 1, "b16": 16, "b32": 32, "b64": 64, "b128": 128, "f32": 32, "f64": 64}
FCMP_CONDITIONS = {
    "oeq": "eq", "ogt": "gt", "oge": "ge", "olt": "lt", "ole": "le", "one": "ne", "ord": "num",
    "ueq": "equ", "ugt": "gtu", "uge": "geu", "ult": "ltu", "ule": "leu", "une": "neu", "uno": "nan",
}
ICMP_CONDITIONS = {
    "eq": ("eq", "b"), "ne": ("ne", "b"), "slt": ("lt", "s"), "sle": ("le", "s"), "sgt": ("gt", "s"),
    "sge": ("ge", "s"), "ult": ("lt", "u"), "ule": ("le", "u"), "ugt": ("gt", "u"), "uge": ("ge", "u"),
}
SREG_NAME = re.compile(r"(?:llvm\.)?nvvm\.read\.ptx\.sreg\.([a-z0-9_.]+)")


def bit_width(t: Attribute) -> int:
    return t.width.data if isinstance(t, IntegerType) else DL.size_in_bits(t)


def ptx_symbol(name: str) -> str:
    """A PTX identifier for an LLVM symbol (LLVM spells `.` as `_$_`)."""
    return name.replace(".", "_$_").replace("-", "_$_")


def int_value(attr: Attribute | None) -> int | None:
    if isinstance(attr, IntegerAttr):
        return attr.value.data
    return None


@dataclass
class ModuleInfo:
    funcs: dict[str, llvm.FuncOp]
    globals: dict[str, llvm.GlobalOp]
    target: TargetUse
    address_taken: set[str]
    # `.param` declarations (params, returns) by function name, computed once.
    signatures: dict[str, tuple[list[ptx.ParamAttr], list[ptx.ParamAttr]]] = field(default_factory=dict)
    # One scalar atomic per lane for a vector atomicrmw, instead of PTX's vector atom or an error.
    expand_vector_atomics: bool = False

    @property
    def has_cvta_param(self) -> bool:
        return has_cvta_param(self.target)


def float_type_name(t: Attribute) -> str:
    """The PTX type name of a floating-point LLVM type."""
    if isinstance(t, BFloat16Type):
        return "bf16"
    if isinstance(t, Float16Type):
        return "f16"
    return abi.reg_class(t)


def is_i128(t: Attribute) -> bool:
    return isinstance(t, IntegerType) and t.width.data == 128


def known_align(align: int | None, offset: int) -> int | None:
    """The alignment of a part at `offset` inside an access aligned to `align`."""
    return None if align is None else DL.common_alignment(align, offset)


def is_volatile(op: Operation) -> bool:
    for key in ("isVolatile", "is_volatile"):
        attr = op.properties.get(key) or op.attributes.get(key)
        if isinstance(attr, IntegerAttr):
            return bool(attr.value.data)
        if isinstance(attr, UnitAttr):
            return True
    # `llvm.call_intrinsic "llvm.memcpy..."(dst, src, len, isvolatile)`: a constant i1 operand.
    if isinstance(op, llvm.CallIntrinsicOp | llvm.CallOp) and len(op.operands) > 3:
        flag = op.operands[3].owner
        if isinstance(flag, llvm.ConstantOp) and isinstance(flag.value, IntegerAttr):
            return bool(flag.value.value.data)
    return False
