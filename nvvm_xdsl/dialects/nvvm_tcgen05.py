"""The tensor-memory data ops of MLIR's NVVM dialect (Blackwell, `tcgen05`), in MLIR's syntax.

`nvvm.tcgen05.ld` / `nvvm.tcgen05.st` move registers to and from tensor memory,
`nvvm.tcgen05.cp` copies a shared-memory matrix into it, `nvvm.tcgen05.mma_smem_desc`
builds the 64-bit shared-memory matrix descriptor those instructions read, and the
`nvvm.tcgen05.mma*` ops (dense, sparse, block-scaled, weight-stationary) multiply. Names, assembly
formats, enum spellings and verifier rules follow MLIR's NVVMOps.td (the commit in
tests/nvvm_ops_td.txt). The allocation, fence, wait, commit and shift ops are in `nvvm_mma`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from xdsl.dialects.builtin import I1, I32, I64, UnitAttr, VectorType, i8, i64
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AnyOf,
    AttrSizedOperandSegments,
    BaseAttr,
    EqAttrConstraint,
    IRDLOperation,
    IRDLOption,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.dialects.enum_syntax import AngledEnumAttr
from nvvm_xdsl.dialects.nvvm_mma import (
    CTAGroupKind,
    CTAGroupKindAttr,
    MLIRAttrDictOp,
    mlir_attr_dict,
    operand_segment_sizes,
    print_sorted_attr_dict,
)
from nvvm_xdsl.dialects.nvvm_tcgen05_shapes import (
    LDST_REGISTERS_PER_REPEAT,
    Tcgen05LdStShape,
    ldst_shape_text,
    register_count,
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


@mlir_attr_dict
@irdl_op_definition
class Tcgen05CpOp(MLIRAttrDictOp):
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


@mlir_attr_dict
@irdl_op_definition
class Tcgen05LdOp(MLIRAttrDictOp):
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


@mlir_attr_dict
@irdl_op_definition
class Tcgen05StOp(MLIRAttrDictOp):
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


# ---------------------------------------------------------------------------------------------
# tcgen05.mma (NVVMOps.td of llvm-project aaa93caf; see tests/nvvm_ops_td.txt)
# ---------------------------------------------------------------------------------------------


class Tcgen05MMAKind(StrEnum):
    F16 = "f16"
    TF32 = "tf32"
    F8F6F4 = "f8f6f4"
    I8 = "i8"


class Tcgen05MMACollectorOp(StrEnum):
    DISCARD = "discard"
    LASTUSE = "lastuse"
    FILL = "fill"
    USE = "use"


class Tcgen05MMABlockScaleKind(StrEnum):
    MXF8F6F4 = "mxf8f6f4"
    MXF4 = "mxf4"
    MXF4NVF4 = "mxf4nvf4"


class Tcgen05MMABlockScale(StrEnum):
    DEFAULT = "default"
    BLOCK16 = "block16"
    BLOCK32 = "block32"


class Tcgen05MMACollectorBBuffer(StrEnum):
    B0 = "b0"
    B1 = "b1"
    B2 = "b2"
    B3 = "b3"


@irdl_attr_definition
class Tcgen05MMAKindAttr(AngledEnumAttr, EnumAttribute[Tcgen05MMAKind]):
    name = "nvvm.tcgen05_mma_kind"


@irdl_attr_definition
class Tcgen05MMACollectorOpAttr(AngledEnumAttr, EnumAttribute[Tcgen05MMACollectorOp]):
    name = "nvvm.tcgen05_mma_collectorop"


@irdl_attr_definition
class Tcgen05MMABlockScaleKindAttr(AngledEnumAttr, EnumAttribute[Tcgen05MMABlockScaleKind]):
    name = "nvvm.tcgen05_mma_block_scale_kind"


@irdl_attr_definition
class BlockScaleKindAttr(AngledEnumAttr, EnumAttribute[Tcgen05MMABlockScaleKind]):
    """MLIR 22's spelling of the same kinds (`#nvvm.block_scale_kind<mxf4>`, also the kind of
    `nvvm.mma.block_scale`); NVVMOps.td has used both mnemonics for the tcgen05 ops."""

    name = "nvvm.block_scale_kind"


@irdl_attr_definition
class Tcgen05MMABlockScaleAttr(AngledEnumAttr, EnumAttribute[Tcgen05MMABlockScale]):
    name = "nvvm.tcgen05_mma_block_scale"


@irdl_attr_definition
class Tcgen05MMACollectorBBufferAttr(AngledEnumAttr, EnumAttribute[Tcgen05MMACollectorBBuffer]):
    name = "nvvm.tcgen05_mma_collectorb"


def _is_tensor_pointer(t: Attribute) -> bool:
    return isinstance(t, LLVMPointerType) and AS.address_space_of(t) == AS.TENSOR


_MATRIX_A = EqAttrConstraint(_TENSOR_PTR) | EqAttrConstraint(i64)
_COLLECTOR_DEFAULT = Tcgen05MMACollectorOpAttr(Tcgen05MMACollectorOp.DISCARD)


class _Tcgen05MmaBase(MLIRAttrDictOp):
    """What every tcgen05.mma form has: D in tensor memory, A in tensor memory or described by a
    shared-memory descriptor, B's descriptor, the instruction descriptor and the predicate
    that keeps D's old value."""

    SPARSE: ClassVar[bool] = False
    collectorOp = opt_prop_def(Tcgen05MMACollectorOpAttr)
    irdl_options: tuple[IRDLOption, ...] = (ParsePropInAttrDict(),)  # widened: the dense forms add segments
    if TYPE_CHECKING:
        # Every form's operand, defined there (in its place in the operand order; IRDL takes no
        # bare annotation), named here for the checks the forms share.
        matrixA: SSAValue

    # The syntax, written by hand (xDSL's format cannot print `type(operands)` next to optional
    # operands): FIXED_OPERANDS operands, then each optional one as `keyword = %v` (or `, %v`
    # for a keyword of None), the attribute dictionary, `: (all operand types)`.
    FIXED_OPERANDS: ClassVar[int] = 5
    OPTIONAL_OPERANDS: ClassVar[tuple[tuple[str | None, str], ...]] = ()
    PROPERTY_NAMES: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def parse(cls, parser: Parser) -> _Tcgen05MmaBase:
        names = [parser.parse_unresolved_operand()]
        for _ in range(cls.FIXED_OPERANDS - 1):
            parser.parse_punctuation(",")
            names.append(parser.parse_unresolved_operand())
        present: list[int] = []
        for keyword, _ in cls.OPTIONAL_OPERANDS:
            found = parser.parse_optional_punctuation(",") if keyword is None else parser.parse_optional_keyword(keyword)
            if found is not None:
                if keyword is not None:
                    parser.parse_punctuation("=")
                names.append(parser.parse_unresolved_operand())
            present.append(int(found is not None))
        attributes = dict(parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type)
        if len(types) != len(names):
            parser.raise_error(f"expected {len(names)} operand types, got {len(types)}")
        properties = {k: attributes.pop(k) for k in cls.PROPERTY_NAMES if k in attributes}
        properties = {k: v for k, v in sorted(properties.items()) if cls.PROP_DEFAULTS.get(k) != v}
        if len(cls.OPTIONAL_OPERANDS) > 1:
            properties["operandSegmentSizes"] = operand_segment_sizes([1] * cls.FIXED_OPERANDS + present)
        return cls.create(
            operands=[parser.resolve_operand(n, t) for n, t in zip(names, types, strict=True)],
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands[: self.FIXED_OPERANDS], printer.print_ssa_value)
        for keyword, field in self.OPTIONAL_OPERANDS:
            value = getattr(self, field)
            if value is not None:
                printer.print_string(", " if keyword is None else f" {keyword} = ")
                printer.print_ssa_value(value)
        # MLIR leaves out a property equal to its default (generic input carries them all).
        entries = {
            k: v for k, v in self.properties.items() if k != "operandSegmentSizes" and self.PROP_DEFAULTS.get(k) != v
        }
        print_sorted_attr_dict(printer, {**entries, **self.attributes})
        printer.print_string(" : (")
        printer.print_list([o.type for o in self.operands], printer.print_attribute)
        printer.print_string(")")

    @property
    def a_in_tensor_memory(self) -> bool:
        return _is_tensor_pointer(self.matrixA.type)

    @property
    def collector(self) -> Tcgen05MMACollectorOp:
        return self.collectorOp.data if self.collectorOp is not None else Tcgen05MMACollectorOp.DISCARD


class _Tcgen05MmaCtaGroup(_Tcgen05MmaBase):
    ctaGroup = prop_def(CTAGroupKindAttr)

    @property
    def cta_group(self) -> int:
        return 2 if self.ctaGroup.data == CTAGroupKind.CTA_2 else 1


class _Tcgen05MmaDense(_Tcgen05MmaCtaGroup):
    """tcgen05.mma and tcgen05.mma.sp: optional D scaling and output-lane mask, A shift."""

    kind = prop_def(Tcgen05MMAKindAttr)
    aShift = opt_prop_def(UnitAttr)
    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    if TYPE_CHECKING:
        disableOutputLane: SSAValue | None  # both forms' operand, as matrixA above
    PROP_DEFAULTS: ClassVar[dict[str, Attribute]] = {"collectorOp": _COLLECTOR_DEFAULT}
    OPTIONAL_OPERANDS: ClassVar[tuple[tuple[str | None, str], ...]] = (("scale", "scaleInputD"), ("mask", "disableOutputLane"))
    PROPERTY_NAMES: ClassVar[tuple[str, ...]] = ("kind", "ctaGroup", "collectorOp", "aShift")

    def verify_(self) -> None:
        if self.disableOutputLane is not None:
            lanes = register_count(self.disableOutputLane.type)
            if lanes not in (4, 8):
                raise VerifyException(f"'{self.name}' op disableOutputLane must be vector<4xi32> or vector<8xi32>")
            if lanes != 4 * self.cta_group:
                raise VerifyException(f"Disable Output Lane of length {lanes} is incompatible with CtaGroupAttr")
        if self.aShift is not None:
            if not self.a_in_tensor_memory:
                raise VerifyException("A-shift can be applied only when matrix A is in tensor memory")
            if self.collector in (Tcgen05MMACollectorOp.FILL, Tcgen05MMACollectorOp.USE):
                raise VerifyException("Cannot use collector buffer operation fill or use with ashift")


@irdl_op_definition
class Tcgen05MMAOp(_Tcgen05MmaDense):
    """`nvvm.tcgen05.mma %d, %a, %b, %idesc, %enable (scale = %s)? (mask = %m)? {kind, ctaGroup} : (types)`"""

    name = "nvvm.tcgen05.mma"
    matrixD = operand_def(_TENSOR_PTR)
    matrixA = operand_def(_MATRIX_A)
    matrixB = operand_def(I64)
    idesc = operand_def(I32)
    enableInputD = operand_def(I1)
    scaleInputD = opt_operand_def(I64)
    disableOutputLane = opt_operand_def(VectorType)


@irdl_op_definition
class Tcgen05MMASparseOp(_Tcgen05MmaDense):
    """`nvvm.tcgen05.mma.sp`: tcgen05.mma with a 2:4-sparse A and its metadata in tensor memory."""

    name = "nvvm.tcgen05.mma.sp"
    SPARSE: ClassVar[bool] = True
    FIXED_OPERANDS: ClassVar[int] = 6
    matrixD = operand_def(_TENSOR_PTR)
    matrixA = operand_def(_MATRIX_A)
    matrixB = operand_def(I64)
    idesc = operand_def(I32)
    enableInputD = operand_def(I1)
    sparseMetadata = operand_def(_TENSOR_PTR)
    scaleInputD = opt_operand_def(I64)
    disableOutputLane = opt_operand_def(VectorType)


class _Tcgen05MmaBlockScaled(_Tcgen05MmaCtaGroup):
    """The block-scaled forms: A and B scaled by factor matrices in tensor memory."""

    kind = prop_def(AnyOf((BaseAttr(Tcgen05MMABlockScaleKindAttr), BaseAttr(BlockScaleKindAttr))))
    blockScale = opt_prop_def(Tcgen05MMABlockScaleAttr)
    PROP_DEFAULTS: ClassVar[dict[str, Attribute]] = {
        "collectorOp": _COLLECTOR_DEFAULT,
        "blockScale": Tcgen05MMABlockScaleAttr(Tcgen05MMABlockScale.DEFAULT),
    }

    PROPERTY_NAMES: ClassVar[tuple[str, ...]] = ("kind", "ctaGroup", "blockScale", "collectorOp")

    @property
    def block_scale(self) -> Tcgen05MMABlockScale:
        return self.blockScale.data if self.blockScale is not None else Tcgen05MMABlockScale.DEFAULT

    def verify_(self) -> None:
        kind = self.kind.data
        if kind == Tcgen05MMABlockScaleKind.MXF4NVF4 and self.block_scale == Tcgen05MMABlockScale.DEFAULT:
            raise VerifyException("mxf4nvf4 requires block scale attribute")
        if kind == Tcgen05MMABlockScaleKind.MXF4 and self.block_scale == Tcgen05MMABlockScale.BLOCK16:
            raise VerifyException("mxf4 kind does not support block16 attribute")


@irdl_op_definition
class Tcgen05MMABlockScaleOp(_Tcgen05MmaBlockScaled):
    name = "nvvm.tcgen05.mma.block_scale"
    FIXED_OPERANDS: ClassVar[int] = 7
    matrixD = operand_def(_TENSOR_PTR)
    matrixA = operand_def(_MATRIX_A)
    matrixB = operand_def(I64)
    idesc = operand_def(I32)
    enableInputD = operand_def(I1)
    scaleA = operand_def(_TENSOR_PTR)
    scaleB = operand_def(_TENSOR_PTR)


@irdl_op_definition
class Tcgen05MMASparseBlockScaleOp(_Tcgen05MmaBlockScaled):
    name = "nvvm.tcgen05.mma.sp.block_scale"
    SPARSE: ClassVar[bool] = True
    FIXED_OPERANDS: ClassVar[int] = 8
    matrixD = operand_def(_TENSOR_PTR)
    matrixA = operand_def(_MATRIX_A)
    matrixB = operand_def(I64)
    idesc = operand_def(I32)
    enableInputD = operand_def(I1)
    sparseMetadata = operand_def(_TENSOR_PTR)
    scaleA = operand_def(_TENSOR_PTR)
    scaleB = operand_def(_TENSOR_PTR)


class _Tcgen05MmaWeightStationary(_Tcgen05MmaBase):
    """The weight-stationary forms (one CTA): B kept in collector buffer b0..b3."""

    kind = prop_def(Tcgen05MMAKindAttr)
    collectorBBuffer = opt_prop_def(Tcgen05MMACollectorBBufferAttr)
    PROP_DEFAULTS: ClassVar[dict[str, Attribute]] = {
        "collectorOp": _COLLECTOR_DEFAULT,
        "collectorBBuffer": Tcgen05MMACollectorBBufferAttr(Tcgen05MMACollectorBBuffer.B0),
    }

    OPTIONAL_OPERANDS: ClassVar[tuple[tuple[str | None, str], ...]] = ((None, "zeroColMask"),)
    PROPERTY_NAMES: ClassVar[tuple[str, ...]] = ("kind", "collectorBBuffer", "collectorOp")

    @property
    def b_buffer(self) -> Tcgen05MMACollectorBBuffer:
        return self.collectorBBuffer.data if self.collectorBBuffer is not None else Tcgen05MMACollectorBBuffer.B0


@irdl_op_definition
class Tcgen05MMAWsOp(_Tcgen05MmaWeightStationary):
    name = "nvvm.tcgen05.mma.ws"
    matrixD = operand_def(_TENSOR_PTR)
    matrixA = operand_def(_MATRIX_A)
    matrixB = operand_def(I64)
    idesc = operand_def(I32)
    enableInputD = operand_def(I1)
    zeroColMask = opt_operand_def(I64)


@irdl_op_definition
class Tcgen05MMAWsSparseOp(_Tcgen05MmaWeightStationary):
    name = "nvvm.tcgen05.mma.ws.sp"
    SPARSE: ClassVar[bool] = True
    FIXED_OPERANDS: ClassVar[int] = 6
    matrixD = operand_def(_TENSOR_PTR)
    matrixA = operand_def(_MATRIX_A)
    matrixB = operand_def(I64)
    idesc = operand_def(I32)
    enableInputD = operand_def(I1)
    sparseMetadata = operand_def(_TENSOR_PTR)
    zeroColMask = opt_operand_def(I64)


TCGEN05_MMA_OPS = [
    Tcgen05MMAOp,
    Tcgen05MMASparseOp,
    Tcgen05MMABlockScaleOp,
    Tcgen05MMASparseBlockScaleOp,
    Tcgen05MMAWsOp,
    Tcgen05MMAWsSparseOp,
]

TCGEN05_OPS = [Tcgen05CpOp, Tcgen05MmaSmemDescOp, Tcgen05LdOp, Tcgen05StOp, *TCGEN05_MMA_OPS]
TCGEN05_ATTRS: list[type[Attribute]] = [
    Tcgen05CpShapeAttr,
    Tcgen05CpMulticastAttr,
    Tcgen05CpSrcFormatAttr,
    Tcgen05LdStShapeAttr,
    Tcgen05MMAKindAttr,
    Tcgen05MMACollectorOpAttr,
    Tcgen05MMABlockScaleKindAttr,
    BlockScaleKindAttr,
    Tcgen05MMABlockScaleAttr,
    Tcgen05MMACollectorBBufferAttr,
]
