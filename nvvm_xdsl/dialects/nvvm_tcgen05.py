"""The tensor-memory data ops of MLIR's NVVM dialect (Blackwell, `tcgen05`), in MLIR's syntax.

`nvvm.tcgen05.ld` / `nvvm.tcgen05.st` move registers to and from tensor memory,
`nvvm.tcgen05.cp` copies a shared-memory matrix into it, and `nvvm.tcgen05.mma_smem_desc`
builds the 64-bit shared-memory matrix descriptor those instructions read. Names, assembly
formats, enum spellings and verifier rules follow MLIR's NVVMOps.td (the commit in
tests/nvvm_ops_td.txt). The allocation, fence, wait, commit and shift ops are in `nvvm_mma`.
"""

from __future__ import annotations

from enum import StrEnum
from typing import ClassVar

from xdsl.dialects.builtin import I1, I32, I64, IntegerType, UnitAttr, VectorType, i8
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
)
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.dialects.nvvm_attrs import AngledEnumAttr
from nvvm_xdsl.dialects.nvvm_mma import (
    CTAGroupKind,
    CTAGroupKindAttr,
    _mlir_attr_dict,
    _MLIRAttrDictOp,
)

_TENSOR_PTR = AS.pointer_type(AS.TENSOR)


class Tcgen05CpShape(StrEnum):
    SHAPE_128x256b = "shape_128x256b"
    SHAPE_4x256b = "shape_4x256b"
    SHAPE_128x128b = "shape_128x128b"
    SHAPE_64x128b = "shape_64x128b"
    SHAPE_32x128b = "shape_32x128b"


class Tcgen05CpMulticast(StrEnum):
    NONE = "none"
    WARPX2_02_13 = "warpx2_02_13"
    WARPX2_01_23 = "warpx2_01_23"
    WARPX4 = "warpx4"


class Tcgen05CpSrcFormat(StrEnum):
    B6x16_P32 = "b6x16_p32"
    B4x16_P64 = "b4x16_p64"


class Tcgen05LdStShape(StrEnum):
    SHAPE_16X64B = "shape_16x64b"
    SHAPE_16X128B = "shape_16x128b"
    SHAPE_16X256B = "shape_16x256b"
    SHAPE_32X32B = "shape_32x32b"
    SHAPE_16X32BX2 = "shape_16x32bx2"


@irdl_attr_definition
class Tcgen05CpShapeAttr(AngledEnumAttr, EnumAttribute[Tcgen05CpShape]):
    name = "nvvm.tcgen05_cp_shape"


@irdl_attr_definition
class Tcgen05CpMulticastAttr(AngledEnumAttr, EnumAttribute[Tcgen05CpMulticast]):
    name = "nvvm.tcgen05_cp_multicast"


@irdl_attr_definition
class Tcgen05CpSrcFormatAttr(AngledEnumAttr, EnumAttribute[Tcgen05CpSrcFormat]):
    name = "nvvm.tcgen05_cp_src_fmt"


@irdl_attr_definition
class Tcgen05LdStShapeAttr(AngledEnumAttr, EnumAttribute[Tcgen05LdStShape]):
    name = "nvvm.tcgen05_ldst_shape"


# The multicast each copy shape allows (MLIR's Tcgen05CpOp verifier).
CP_MULTICASTS: dict[Tcgen05CpShape, tuple[Tcgen05CpMulticast, ...]] = {
    Tcgen05CpShape.SHAPE_128x256b: (Tcgen05CpMulticast.NONE,),
    Tcgen05CpShape.SHAPE_128x128b: (Tcgen05CpMulticast.NONE,),
    Tcgen05CpShape.SHAPE_4x256b: (Tcgen05CpMulticast.NONE,),
    Tcgen05CpShape.SHAPE_64x128b: (Tcgen05CpMulticast.WARPX2_01_23, Tcgen05CpMulticast.WARPX2_02_13),
    Tcgen05CpShape.SHAPE_32x128b: (Tcgen05CpMulticast.WARPX4,),
}

# 32-bit registers per repetition of each ld/st shape: the register count is this times the
# `.num` repeat factor (x1 ... x128), and at most 128.
LDST_REGISTERS_PER_REPEAT: dict[Tcgen05LdStShape, int] = {
    Tcgen05LdStShape.SHAPE_16X64B: 1,
    Tcgen05LdStShape.SHAPE_32X32B: 1,
    Tcgen05LdStShape.SHAPE_16X32BX2: 1,
    Tcgen05LdStShape.SHAPE_16X128B: 2,
    Tcgen05LdStShape.SHAPE_16X256B: 4,
}


def ldst_shape_text(shape: Tcgen05LdStShape) -> str:
    """PTX's spelling of the shape: `16x64b`, `16x32bx2`."""
    return shape.value.removeprefix("shape_")


def register_count(t: Attribute) -> int | None:
    """The number of 32-bit registers an i32 / vector<N x i32> holds, or None for other types."""
    if isinstance(t, IntegerType) and t.width.data == 32:
        return 1
    if isinstance(t, VectorType) and len(t.get_shape()) == 1:
        element = t.get_element_type()
        if isinstance(element, IntegerType) and element.width.data == 32:
            return t.get_shape()[0]
    return None


def _verify_ldst(op_name: str, shape: Tcgen05LdStShape, has_offset: bool, t: Attribute, what: str) -> None:
    count = register_count(t)
    if count is None or count not in (1, 2, 4, 8, 16, 32, 64, 128):
        raise VerifyException(f"'{op_name}': {what} must be i32 or a vector of 2, 4, ..., 128 i32, got {t}")
    if shape == Tcgen05LdStShape.SHAPE_16X32BX2 and not has_offset:
        raise VerifyException(f"'{op_name}': shape 16x32bx2 requires offset argument")
    if shape != Tcgen05LdStShape.SHAPE_16X32BX2 and has_offset:
        raise VerifyException(f"'{op_name}': offset argument is only supported for shape 16x32bx2")
    if count < LDST_REGISTERS_PER_REPEAT[shape]:
        kind = "result" if what == "the result" else "value"
        raise VerifyException(
            f"'{op_name}': invalid {kind} type length {count} for shape {ldst_shape_text(shape)} in {op_name.removeprefix('nvvm.')} Op"
        )


@_mlir_attr_dict
@irdl_op_definition
class Tcgen05CpOp(_MLIRAttrDictOp):
    """`nvvm.tcgen05.cp %taddr, %smem_desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}`:
    copy the shared-memory matrix the descriptor names into tensor memory."""

    name = "nvvm.tcgen05.cp"
    shape = prop_def(Tcgen05CpShapeAttr)
    group = opt_prop_def(CTAGroupKindAttr)
    multicast = opt_prop_def(Tcgen05CpMulticastAttr)
    srcFormat = opt_prop_def(Tcgen05CpSrcFormatAttr)
    taddr = operand_def(_TENSOR_PTR)
    smem_desc = operand_def(I64)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$taddr `,` $smem_desc attr-dict"
    PROP_DEFAULTS: ClassVar[dict[str, Attribute]] = {
        "group": CTAGroupKindAttr(CTAGroupKind.CTA_1),
        "multicast": Tcgen05CpMulticastAttr(Tcgen05CpMulticast.NONE),
    }

    @property
    def cta_group(self) -> int:
        return 2 if self.group is not None and self.group.data == CTAGroupKind.CTA_2 else 1

    @property
    def multicast_kind(self) -> Tcgen05CpMulticast:
        return self.multicast.data if self.multicast is not None else Tcgen05CpMulticast.NONE

    def verify_(self) -> None:
        shape, multicast = self.shape.data, self.multicast_kind
        if multicast in CP_MULTICASTS[shape]:
            return
        if shape == Tcgen05CpShape.SHAPE_64x128b:
            raise VerifyException("Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op")
        if shape == Tcgen05CpShape.SHAPE_32x128b:
            raise VerifyException("Shape 32x128b requires multicast warpx4 for tcgen05.cp Op")
        raise VerifyException("Invalid multicast type for tcgen05.cp Op")


@irdl_op_definition
class Tcgen05MmaSmemDescOp(IRDLOperation):
    """`%d = nvvm.tcgen05.mma_smem_desc(%start, %lead, %stride, %base, %mode, %swizzle) :
    (i32, i32, i32, i8, i1, i8) -> i64`: the shared-memory matrix descriptor of tcgen05.mma,
    its fields packed at the bits the PTX ISA gives them (no instruction of its own)."""

    name = "nvvm.tcgen05.mma_smem_desc"
    startAddr = operand_def(I32)
    leadingDimOffset = operand_def(I32)
    strideDimOffset = operand_def(I32)
    baseOffset = operand_def(i8)
    leadingDimMode = operand_def(I1)
    swizzleMode = operand_def(i8)
    res = result_def(I64)
    assembly_format = "`(` operands `)` attr-dict `:` `(` type(operands) `)` `->` type($res)"

    # (operand, width in bits, first bit) of each field, and the fixed 0b001 at bits 46-48.
    FIELDS: ClassVar[tuple[tuple[str, int, int], ...]] = (
        ("startAddr", 14, 0),
        ("leadingDimOffset", 14, 16),
        ("strideDimOffset", 14, 32),
        ("baseOffset", 3, 49),
        ("leadingDimMode", 1, 52),
        ("swizzleMode", 3, 61),
    )
    FIXED_BITS: ClassVar[int] = 1 << 46


@_mlir_attr_dict
@irdl_op_definition
class Tcgen05LdOp(_MLIRAttrDictOp):
    """`%r = nvvm.tcgen05.ld %taddr (, %offset)? (pack)? {shape = ...} : vector<4xi32>`: load
    registers from tensor memory, collectively across the warp."""

    name = "nvvm.tcgen05.ld"
    pack = opt_prop_def(UnitAttr)
    shape = prop_def(Tcgen05LdStShapeAttr)
    tmemAddr = operand_def(_TENSOR_PTR)
    offset = opt_operand_def(I64)
    res = result_def()
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$tmemAddr (`,` $offset^)? (`pack` $pack^)? attr-dict `:` type($res)"

    def verify_(self) -> None:
        _verify_ldst(self.name, self.shape.data, self.offset is not None, self.res.type, "the result")


@_mlir_attr_dict
@irdl_op_definition
class Tcgen05StOp(_MLIRAttrDictOp):
    """`nvvm.tcgen05.st %taddr, %val (, %offset)? (unpack)? {shape = ...} : vector<4xi32>`:
    store registers into tensor memory, collectively across the warp."""

    name = "nvvm.tcgen05.st"
    unpack = opt_prop_def(UnitAttr)
    shape = prop_def(Tcgen05LdStShapeAttr)
    tmemAddr = operand_def(_TENSOR_PTR)
    val = operand_def()
    offset = opt_operand_def(I64)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$tmemAddr `,` $val (`,` $offset^)? (`unpack` $unpack^)? attr-dict `:` type($val)"

    def verify_(self) -> None:
        _verify_ldst(self.name, self.shape.data, self.offset is not None, self.val.type, "the value")


TCGEN05_OPS = [Tcgen05CpOp, Tcgen05MmaSmemDescOp, Tcgen05LdOp, Tcgen05StOp]
TCGEN05_ATTRS: list[type[Attribute]] = [
    Tcgen05CpShapeAttr,
    Tcgen05CpMulticastAttr,
    Tcgen05CpSrcFormatAttr,
    Tcgen05LdStShapeAttr,
]
