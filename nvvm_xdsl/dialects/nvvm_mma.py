"""The matrix and bulk-copy part of MLIR's NVVM dialect, in MLIR's syntax.

Warp-level matrix ops (`nvvm.mma.sync`, `nvvm.wmma.*`, `nvvm.ldmatrix`, `nvvm.stmatrix`), the
Hopper warpgroup MMA (`nvvm.wgmma.mma_async`), the TMA bulk copies (`nvvm.cp.async.bulk.*`,
`nvvm.cp.async.bulk.tensor.*`) and the narrow-float conversions. Names, assembly formats,
enum attribute spellings and verifier rules follow MLIR's NVVMOps.td; the attributes print the
way MLIR prints them (`#nvvm.mma_layout<row>`, `#nvvm.shape<m = 16, n = 8, k = 16>`).

The tables of legal shapes below are the facts the verifiers and instruction selection share:
one home per fact.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from xdsl.dialects.builtin import (
    I16,
    I32,
    I64,
    BFloat16Type,
    BoolAttr,
    DictionaryAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    IntAttr,
    IntegerAttr,
    IntegerType,
    TypeAttribute,
    UnitAttr,
    VectorType,
    i32,
)
from xdsl.dialects.llvm import LLVMPointerType, LLVMStructType
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Operation, ParametrizedAttribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    var_operand_def,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

if TYPE_CHECKING:
    from xdsl.ir import OpResult
    from xdsl.irdl import VarOperand

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.dialects.enum_syntax import AngledEnumAttr
from nvvm_xdsl.dialects.short_types import LLVMPointer, OptionalTrailingType
from nvvm_xdsl.dialects.xdsl_compat_lazy_op_defs import when_defined

# ---------------------------------------------------------------------------------------------
# Attributes
# ---------------------------------------------------------------------------------------------


class MMALayout(StrEnum):
    ROW = "row"
    COL = "col"


class MMATypes(StrEnum):
    F16 = "f16"
    F32 = "f32"
    TF32 = "tf32"
    BF16 = "bf16"
    S8 = "s8"
    U8 = "u8"
    S32 = "s32"
    S4 = "s4"
    U4 = "u4"
    B1 = "b1"
    F64 = "f64"
    # The 8/6/4-bit floats (fp8 mma.sync, sparse and block-scaled mma), in MLIR's order.
    E4M3 = "e4m3"
    E5M2 = "e5m2"
    E3M2 = "e3m2"
    E2M3 = "e2m3"
    E2M1 = "e2m1"


class MMAB1Op(StrEnum):
    NONE = "none"
    XOR_POPC = "xor_popc"
    AND_POPC = "and_popc"


class MMAIntOverflow(StrEnum):
    SATFINITE = "satfinite"
    WRAPPED = "wrapped"


class MMAFrag(StrEnum):
    A = "a"
    B = "b"
    C = "c"


class LdStMatrixEltType(StrEnum):
    B16 = "b16"
    B8 = "b8"
    B8X16_B6X16_P32 = "b8x16.b6x16_p32"
    B8X16_B4X16_P64 = "b8x16.b4x16_p64"


class WGMMATypes(StrEnum):
    F16 = "f16"
    TF32 = "tf32"
    U8 = "u8"
    S8 = "s8"
    B1 = "b1"
    BF16 = "bf16"
    E4M3 = "e4m3"
    E5M2 = "e5m2"
    F32 = "f32"
    S32 = "s32"


class WGMMAScaleIn(StrEnum):
    ONE = "one"
    NEG = "neg"


class WGMMAScaleOut(StrEnum):
    ZERO = "zero"
    ONE = "one"


class TMALoadMode(StrEnum):
    TILE = "tile"
    IM2COL = "im2col"
    IM2COL_W = "im2col_w"
    IM2COL_W_128 = "im2col_w_128"
    TILE_GATHER4 = "tile_gather4"


class TMAStoreMode(StrEnum):
    TILE = "tile"
    IM2COL = "im2col"
    TILE_SCATTER4 = "tile_scatter4"


class TMAReduxKind(StrEnum):
    ADD = "add"
    MIN = "min"
    MAX = "max"
    INC = "inc"
    DEC = "dec"
    AND = "and"
    OR = "or"
    XOR = "xor"


class CTAGroupKind(StrEnum):
    CTA_1 = "cta_1"
    CTA_2 = "cta_2"


class Tcgen05FenceKind(StrEnum):
    BEFORE = "before"
    AFTER = "after"


class Tcgen05WaitKind(StrEnum):
    LOAD = "load"
    STORE = "store"


class FPRoundingMode(StrEnum):
    NONE = "none"
    RN = "rn"
    RM = "rm"
    RP = "rp"
    RZ = "rz"
    RNA = "rna"
    RS = "rs"


class SaturationMode(StrEnum):
    NONE = "none"
    SATFINITE = "satfinite"
    # `.sat` (clamp to [0, 1]) of the float ops (`nvvm.addf`...), newer than MLIR 22.
    SAT = "sat"


@irdl_attr_definition
class MMALayoutAttr(AngledEnumAttr, EnumAttribute[MMALayout]):
    name = "nvvm.mma_layout"


@irdl_attr_definition
class MMATypesAttr(AngledEnumAttr, EnumAttribute[MMATypes]):
    name = "nvvm.mma_type"


@irdl_attr_definition
class MMAB1OpAttr(AngledEnumAttr, EnumAttribute[MMAB1Op]):
    name = "nvvm.mma_b1op"


@irdl_attr_definition
class MMAIntOverflowAttr(AngledEnumAttr, EnumAttribute[MMAIntOverflow]):
    name = "nvvm.mma_int_overflow"


@irdl_attr_definition
class MMAFragAttr(AngledEnumAttr, EnumAttribute[MMAFrag]):
    name = "nvvm.mma_frag"


@irdl_attr_definition
class LdStMatrixEltTypeAttr(AngledEnumAttr, EnumAttribute[LdStMatrixEltType]):
    name = "nvvm.ld_st_matrix_elt_type"


@irdl_attr_definition
class WGMMATypesAttr(AngledEnumAttr, EnumAttribute[WGMMATypes]):
    name = "nvvm.wgmma_type"


@irdl_attr_definition
class WGMMAScaleInAttr(AngledEnumAttr, EnumAttribute[WGMMAScaleIn]):
    name = "nvvm.wgmma_scale_in"


@irdl_attr_definition
class WGMMAScaleOutAttr(AngledEnumAttr, EnumAttribute[WGMMAScaleOut]):
    name = "nvvm.wgmma_scale_out"


@irdl_attr_definition
class TMALoadModeAttr(AngledEnumAttr, EnumAttribute[TMALoadMode]):
    name = "nvvm.tma_load_mode"


@irdl_attr_definition
class TMAStoreModeAttr(AngledEnumAttr, EnumAttribute[TMAStoreMode]):
    name = "nvvm.tma_store_mode"


@irdl_attr_definition
class TMAReduxKindAttr(AngledEnumAttr, EnumAttribute[TMAReduxKind]):
    name = "nvvm.tma_redux_kind"


class ValidatePattern(StrEnum):
    NONE = "none"
    PER_16BYTES_80000000 = "per_16bytes_80000000"
    PER_16BYTES_8000 = "per_16bytes_8000"
    PER_16BYTES_80 = "per_16bytes_80"
    PER_16BYTES_8 = "per_16bytes_8"
    PER_ELEMENT_FF = "per_element_ff"
    PER_ELEMENT_80000000 = "per_element_80000000"
    PER_ELEMENT_8000 = "per_element_8000"
    PER_ELEMENT_80 = "per_element_80"
    PER_ELEMENT_8 = "per_element_8"
    PER_16BYTES_80000000_PAIRED = "per_16bytes_80000000_paired"


@irdl_attr_definition
class ValidatePatternAttr(AngledEnumAttr, EnumAttribute[ValidatePattern]):
    """NVIDIA's `#nvvm.validate_pattern<...>` (CuTe DSL's NVVM, not in NVVMOps.td)."""

    name = "nvvm.validate_pattern"


@irdl_attr_definition
class CTAGroupKindAttr(AngledEnumAttr, EnumAttribute[CTAGroupKind]):
    name = "nvvm.cta_group"


@irdl_attr_definition
class Tcgen05FenceKindAttr(AngledEnumAttr, EnumAttribute[Tcgen05FenceKind]):
    name = "nvvm.tcgen05_fence"


@irdl_attr_definition
class Tcgen05WaitKindAttr(AngledEnumAttr, EnumAttribute[Tcgen05WaitKind]):
    name = "nvvm.tcgen05_wait"


@irdl_attr_definition
class FPRoundingModeAttr(AngledEnumAttr, EnumAttribute[FPRoundingMode]):
    name = "nvvm.fp_rnd_mode"


@irdl_attr_definition
class SaturationModeAttr(AngledEnumAttr, EnumAttribute[SaturationMode]):
    name = "nvvm.sat_mode"


class _StructParamsAttr(ParametrizedAttribute):
    """MLIR's `` `<` struct(params) `>` `` attribute syntax over integer parameters:
    `#nvvm.shape<m = 16, n = 8, k = 16>` (the keys may come in any order when parsed)."""

    KEYS: ClassVar[tuple[str, ...]]

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        values: dict[str, int] = {}
        with parser.in_angle_brackets():
            while True:
                key = parser.parse_identifier()
                if key not in cls.KEYS or key in values:
                    parser.raise_error(f"expected one of {', '.join(cls.KEYS)} once each, got '{key}'")
                parser.parse_punctuation("=")
                values[key] = parser.parse_integer()
                if parser.parse_optional_punctuation(",") is None:
                    break
        missing = [k for k in cls.KEYS if k not in values]
        if missing:
            parser.raise_error(f"{cls.name} is missing {', '.join(missing)}")
        return [IntAttr(values[k]) for k in cls.KEYS]

    def print_parameters(self, printer: Printer) -> None:
        fields = ", ".join(f"{k} = {p.data}" for k, p in zip(self.KEYS, self.parameters, strict=True))  # type: ignore[attr-defined]
        printer.print_string(f"<{fields}>")


@irdl_attr_definition
class MMAShapeAttr(_StructParamsAttr):
    """`#nvvm.shape<m = 16, n = 8, k = 16>`: an MMA instruction shape."""

    name = "nvvm.shape"
    KEYS: ClassVar[tuple[str, ...]] = ("m", "n", "k")
    m: IntAttr
    n: IntAttr
    k: IntAttr

    @staticmethod
    def get(m: int, n: int, k: int) -> MMAShapeAttr:
        return MMAShapeAttr(IntAttr(m), IntAttr(n), IntAttr(k))

    @property
    def mnk(self) -> tuple[int, int, int]:
        return self.m.data, self.n.data, self.k.data


@irdl_attr_definition
class LdStMatrixShapeAttr(_StructParamsAttr):
    """`#nvvm.ld_st_matrix_shape<m = 8, n = 8>`: the matrix shape of ldmatrix/stmatrix."""

    name = "nvvm.ld_st_matrix_shape"
    KEYS: ClassVar[tuple[str, ...]] = ("m", "n")
    m: IntAttr
    n: IntAttr

    @property
    def mn(self) -> tuple[int, int]:
        return self.m.data, self.n.data


# ---------------------------------------------------------------------------------------------
# Shared helpers
# ---------------------------------------------------------------------------------------------

_V2F16 = VectorType(Float16Type(), [2])
# The mbarrier of a bulk copy is always a shared::cta pointer (MLIR types it so; the syntax omits it).
_SHARED_PTR = AS.pointer_type(AS.SHARED)


def _is_v2f16(t: Attribute) -> bool:
    return isinstance(t, VectorType) and t == _V2F16


def _is_int(t: Attribute, width: int) -> bool:
    return isinstance(t, IntegerType) and t.width.data == width


def _members(t: Attribute) -> tuple[Attribute, ...]:
    """A result struct's members; a non-struct result is one member."""
    return tuple(t.types.data) if isinstance(t, LLVMStructType) else (t,)


def _space(t: Attribute) -> int | None:
    return AS.address_space_of(t) if isinstance(t, LLVMPointerType) else None


def _expect_pointer(op: Operation, what: str, t: Attribute, spaces: Sequence[int]) -> None:
    if _space(t) not in spaces:
        allowed = " or ".join(str(AS.pointer_type(s)) for s in spaces)
        raise VerifyException(f"'{op.name}' op {what} must be {allowed}, got {t}")


def _type_list(types: Sequence[Attribute]) -> str:
    return ", ".join(str(t) for t in types)


def print_sorted_attr_dict(printer: Printer, entries: dict[str, Attribute]) -> None:
    """MLIR prints an op's attribute dictionary sorted by name."""
    if entries:
        printer.print_string(" ")
        printer.print_attribute(DictionaryAttr(dict(sorted(entries.items()))))


class MLIRAttrDictOp(IRDLOperation):
    """An op whose properties are written in its `attr-dict`. MLIR prints that dictionary
    sorted by name and leaves out properties equal to their default (`PROP_DEFAULTS`; the
    accessors supply them); `mlir_attr_dict` makes parsing produce that form."""

    PROP_DEFAULTS: ClassVar[dict[str, Attribute]] = {}


_OpT = TypeVar("_OpT", bound=type[MLIRAttrDictOp])


def mlir_attr_dict(cls: _OpT) -> _OpT:
    """Wrap the parser the assembly format generated so parsed properties come out sorted and
    without defaults (a declarative op cannot define `parse` itself); once the op's definition
    is built (on first use at start-up: `xdsl_compat_lazy_op_defs`)."""
    when_defined(cls, _wrap_generated_parser)
    return cls


def _wrap_generated_parser(cls: type[MLIRAttrDictOp]) -> None:
    generated = cls.parse.__func__  # type: ignore[attr-defined]

    def parse(op_cls: type[MLIRAttrDictOp], parser: Parser) -> Operation:
        op = generated(op_cls, parser)
        op.properties = {
            key: value for key, value in sorted(op.properties.items()) if op_cls.PROP_DEFAULTS.get(key) != value
        }
        return op

    cls.parse = classmethod(parse)  # type: ignore[assignment]


# ---------------------------------------------------------------------------------------------
# mma.sync
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class MmaSyncForm:
    """One legal `mma.sync` configuration: register counts of A, B and C/D per thread."""

    a_regs: int
    b_regs: int
    c_regs: int  # of the 32-bit (f16x2, f32, s32) or f64 accumulator elements
    c_regs_f32: int = 0  # f16 inputs: the count when the accumulator is f32


# (multiplicand type, m, n, k) -> register counts; types absent from a shape are illegal there.
MMA_SYNC_FORMS: dict[tuple[MMATypes, int, int, int], MmaSyncForm] = {
    (MMATypes.F64, 8, 8, 4): MmaSyncForm(1, 1, 2),
    (MMATypes.F16, 8, 8, 4): MmaSyncForm(2, 2, 4, 8),
    (MMATypes.F16, 16, 8, 8): MmaSyncForm(2, 1, 2, 4),
    (MMATypes.F16, 16, 8, 16): MmaSyncForm(4, 2, 2, 4),
    (MMATypes.BF16, 16, 8, 8): MmaSyncForm(2, 1, 4),
    (MMATypes.BF16, 16, 8, 16): MmaSyncForm(4, 2, 4),
    (MMATypes.TF32, 16, 8, 4): MmaSyncForm(2, 1, 4),
    (MMATypes.TF32, 16, 8, 8): MmaSyncForm(4, 2, 4),
    **{(t, 8, 8, 16): MmaSyncForm(1, 1, 2) for t in (MMATypes.S8, MMATypes.U8)},
    **{(t, 16, 8, 16): MmaSyncForm(2, 1, 4) for t in (MMATypes.S8, MMATypes.U8)},
    **{(t, 16, 8, 32): MmaSyncForm(4, 2, 4) for t in (MMATypes.S8, MMATypes.U8)},
    **{(t, 8, 8, 32): MmaSyncForm(1, 1, 2) for t in (MMATypes.S4, MMATypes.U4)},
    **{(t, 16, 8, 32): MmaSyncForm(2, 1, 4) for t in (MMATypes.S4, MMATypes.U4)},
    **{(t, 16, 8, 64): MmaSyncForm(4, 2, 4) for t in (MMATypes.S4, MMATypes.U4)},
    (MMATypes.B1, 8, 8, 128): MmaSyncForm(1, 1, 2),
    (MMATypes.B1, 16, 8, 128): MmaSyncForm(2, 1, 4),
    (MMATypes.B1, 16, 8, 256): MmaSyncForm(4, 2, 4),
    **{(t, 16, 8, 16): MmaSyncForm(2, 1, 2, 4) for t in (MMATypes.E4M3, MMATypes.E5M2)},
    **{(t, 16, 8, 32): MmaSyncForm(4, 2, 2, 4) for t in (MMATypes.E4M3, MMATypes.E5M2)},
}

INTEGER_MMA_TYPES = frozenset({MMATypes.S8, MMATypes.U8, MMATypes.S4, MMATypes.U4})
# The narrow floats; e3m2/e2m3/e2m1 only under `kind::f8f6f4` (sparse) or a block-scale kind.
NARROW_FLOAT_MMA_TYPES = frozenset({MMATypes.E4M3, MMATypes.E5M2, MMATypes.E3M2, MMATypes.E2M3, MMATypes.E2M1})
FP8_MMA_TYPES = frozenset({MMATypes.E4M3, MMATypes.E5M2})


def infer_mma_type(t: Attribute, accumulator: bool) -> MMATypes | None:
    """The PTX element type a register type implies, where it implies one (MLIR's rule):
    f16x2 is f16, f64 is f64, f32 is f32 (tf32 as a multiplicand), i32 only as accumulator."""
    if _is_v2f16(t) or isinstance(t, Float16Type):
        return MMATypes.F16
    if isinstance(t, Float64Type):
        return MMATypes.F64
    if isinstance(t, Float32Type):
        return MMATypes.F32 if accumulator else MMATypes.TF32
    if _is_int(t, 32) and accumulator:
        return MMATypes.S32
    if isinstance(t, LLVMStructType) and t.types.data:
        return infer_mma_type(t.types.data[0], accumulator)
    return None


_MMA_SYNC_PROPS = (
    "shape",
    "b1Op",
    "intOverflowBehavior",
    "layoutA",
    "layoutB",
    "multiplicandAPtxType",
    "multiplicandBPtxType",
)


class MmaRegistersOp(IRDLOperation):
    """What the warp-level mma ops (`nvvm.mma.sync` and its sparse and block-scaled kinds) share:
    register groups A, B and C, a result, and multiplicand types given by
    `multiplicandA/BPtxType` or inferred from the registers; the syntax `A[...] B[...] C[...]`,
    then the op's fixed operand groups (`GROUPS`: label and the types of its operands), its
    properties (`PROPS`) in the attribute dictionary, and the register types of A, B and C."""

    GROUPS: ClassVar[tuple[tuple[str, tuple[Attribute, ...]], ...]] = ()
    PROPS: ClassVar[tuple[str, ...]]
    # Properties the parser adds when absent (MLIR's parser makes `orderedMetadata` mandatory).
    IMPLIED: ClassVar[dict[str, Attribute]] = {}

    # Each op declares its operands itself (xDSL orders a subclass's fields before its base's).
    if TYPE_CHECKING:
        operandA: VarOperand
        operandB: VarOperand
        operandC: VarOperand
        res: OpResult

    @property
    def a_type(self) -> MMATypes | None:
        prop = self.properties.get("multiplicandAPtxType")
        if isinstance(prop, MMATypesAttr):
            return prop.data
        return infer_mma_type(self.operandA[0].type, False) if self.operandA else None

    @property
    def b_type(self) -> MMATypes | None:
        prop = self.properties.get("multiplicandBPtxType")
        if isinstance(prop, MMATypesAttr):
            return prop.data
        return infer_mma_type(self.operandB[0].type, False) if self.operandB else None

    @property
    def c_type(self) -> MMATypes | None:
        return infer_mma_type(self.operandC[0].type, True) if self.operandC else None

    @property
    def d_type(self) -> MMATypes | None:
        return infer_mma_type(self.res.type, True)

    # -- syntax ------------------------------------------------------------------------------

    @classmethod
    def parse(cls, parser: Parser) -> Operation:
        groups: list[list[UnresolvedOperand]] = []
        for label in ("A", "B", "C", *(label for label, _ in cls.GROUPS)):
            parser.parse_characters(label)
            groups.append(parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_unresolved_operand))
        keyed = _parse_mma_sync_keywords(parser)
        attributes = parser.parse_optional_attr_dict() | keyed
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type)
        if len(types) != 3:
            parser.raise_error("expected the three operand register types (A, B, C)")
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        operands: list[Sequence[SSAValue]] = [
            parser.resolve_operands(g, [t] * len(g), parser.pos) for g, t in zip(groups[:3], types, strict=True)
        ]
        for group, (label, fixed) in zip(groups[3:], cls.GROUPS, strict=True):
            if len(group) != len(fixed):
                parser.raise_error(f"'{label}' takes {len(fixed)} operand(s)")
            operands.append(parser.resolve_operands(group, list(fixed), parser.pos))
        properties = {key: attributes.pop(key) for key in cls.PROPS if key in attributes}
        # Like MLIR, the parser records the multiplicand types the registers imply.
        for key, t in (("multiplicandAPtxType", types[0]), ("multiplicandBPtxType", types[1])):
            inferred = infer_mma_type(t, False)
            if key not in properties and inferred is not None:
                properties[key] = MMATypesAttr(inferred)
        for key, value in cls.IMPLIED.items():
            properties.setdefault(key, value)
        attributes.pop("operandSegmentSizes", None)
        return cls.create(
            operands=[v for g in operands for v in g],
            result_types=[result_type],
            # One segment per operand definition: A, B, C, then each fixed operand.
            properties={**properties, "operandSegmentSizes": operand_segment_sizes([*(len(g) for g in operands[:3]), *(1 for g in operands[3:] for _ in g)])},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        fixed = self.operands[len(self.operandA) + len(self.operandB) + len(self.operandC) :]
        groups: list[tuple[str, tuple[SSAValue, ...]]] = [("A", tuple(self.operandA)), ("B", tuple(self.operandB)), ("C", tuple(self.operandC))]
        at = 0
        for label, types in self.GROUPS:
            groups.append((label, tuple(fixed[at : at + len(types)])))
            at += len(types)
        for label, values in groups:
            printer.print_string(f" {label}[")
            printer.print_list(values, printer.print_ssa_value)
            printer.print_string("]")
        entries: dict[str, Attribute] = dict(self.attributes)
        for key in self.PROPS:
            value = self.properties.get(key)
            if value is None:
                continue
            # MLIR leaves out a multiplicand type the register type already says.
            registers = {"multiplicandAPtxType": self.operandA, "multiplicandBPtxType": self.operandB}.get(key)
            if registers and infer_mma_type(registers[0].type, False) == value.data:  # type: ignore[attr-defined]
                continue
            entries[key] = value
        print_sorted_attr_dict(printer, entries)
        printer.print_string(" : (")
        printer.print_list([g[0].type for g in (self.operandA, self.operandB, self.operandC) if g], printer.print_attribute)
        printer.print_string(") -> ")
        printer.print_attribute(self.res.type)


@irdl_op_definition
class MmaOp(MmaRegistersOp):
    """`%d = nvvm.mma.sync A[...] B[...] C[...] {shape = #nvvm.shape<...>, ...} : (tA, tB, tC) -> !llvm.struct<...>`

    A warp-wide `D = A * B + C`; each thread passes its fragment registers."""

    name = "nvvm.mma.sync"
    PROPS: ClassVar[tuple[str, ...]] = _MMA_SYNC_PROPS
    shape = prop_def(MMAShapeAttr)
    b1Op = opt_prop_def(MMAB1OpAttr)
    intOverflowBehavior = opt_prop_def(MMAIntOverflowAttr)
    layoutA = prop_def(MMALayoutAttr)
    layoutB = prop_def(MMALayoutAttr)
    multiplicandAPtxType = opt_prop_def(MMATypesAttr)
    multiplicandBPtxType = opt_prop_def(MMATypesAttr)
    operandA = var_operand_def()
    operandB = var_operand_def()
    operandC = var_operand_def()
    res = result_def(LLVMStructType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    # -- derived facts (used by the verifier and by instruction selection) -----------------

    def verify_(self) -> None:
        m, n, k = self.shape.mnk
        a_type, b_type, c_type, d_type = self.a_type, self.b_type, self.c_type, self.d_type
        if a_type is None or b_type is None:
            raise VerifyException(
                f"'{self.name}' op cannot infer the multiplicand PTX types from the operands; "
                "give multiplicandAPtxType and multiplicandBPtxType"
            )
        form = MMA_SYNC_FORMS.get((a_type, m, n, k))
        if form is None:
            raise VerifyException(f"'{self.name}' op unsupported shape m{m}n{n}k{k} for {a_type} multiplicands")
        same_family = (
            a_type == b_type
            or {a_type, b_type} <= INTEGER_MMA_TYPES and a_type[1] == b_type[1]
            or {a_type, b_type} <= FP8_MMA_TYPES
        )
        if not same_family:
            raise VerifyException(f"'{self.name}' op multiplicand types {a_type} and {b_type} do not combine")
        counts = (len(self.operandA), len(self.operandB))
        if counts != (form.a_regs, form.b_regs):
            raise VerifyException(
                f"'{self.name}' op m{m}n{n}k{k} {a_type} takes {form.a_regs} A and {form.b_regs} B "
                f"registers, got {counts[0]} and {counts[1]}"
            )
        for group, values in (("A", self.operandA), ("B", self.operandB), ("C", self.operandC)):
            if len({v.type for v in values}) > 1:
                raise VerifyException(f"'{self.name}' op the {group} registers must share one type")
        expected_c = form.c_regs_f32 if c_type == MMATypes.F32 and form.c_regs_f32 else form.c_regs
        if len(self.operandC) != expected_c:
            raise VerifyException(
                f"'{self.name}' op m{m}n{n}k{k} {a_type} with a {c_type} accumulator takes "
                f"{expected_c} C registers, got {len(self.operandC)}"
            )
        expected_d = form.c_regs_f32 if d_type == MMATypes.F32 and form.c_regs_f32 else form.c_regs
        if len(_members(self.res.type)) != expected_d:
            raise VerifyException(
                f"'{self.name}' op the result must be a struct of {expected_d} {d_type} values, got {self.res.type}"
            )
        self._verify_accumulators(a_type, c_type, d_type)
        if (self.layoutA.data, self.layoutB.data) != (MMALayout.ROW, MMALayout.COL) and (a_type, m) != (MMATypes.F16, 8):
            raise VerifyException(f"'{self.name}' op only the f16 m8n8k4 form takes layouts other than row/col")
        if a_type in INTEGER_MMA_TYPES and self.intOverflowBehavior is None:
            raise VerifyException(f"'{self.name}' op {a_type} multiplicands need intOverflowBehavior")
        if a_type == MMATypes.B1 and self.b1Op is None:
            raise VerifyException(f"'{self.name}' op b1 multiplicands need b1Op")

    def _verify_accumulators(self, a_type: MMATypes, c_type: MMATypes | None, d_type: MMATypes | None) -> None:
        if a_type == MMATypes.F16 or a_type in FP8_MMA_TYPES:
            allowed = {MMATypes.F16, MMATypes.F32}
        elif a_type == MMATypes.F64:
            allowed = {MMATypes.F64}
        elif a_type in (MMATypes.BF16, MMATypes.TF32):
            allowed = {MMATypes.F32}
        else:
            allowed = {MMATypes.S32}
        for what, t in (("accumulator", c_type), ("result", d_type)):
            if t not in allowed:
                raise VerifyException(
                    f"'{self.name}' op {a_type} multiplicands need a {' or '.join(sorted(allowed))} {what}, got {t}"
                )
        m, _, k = self.shape.mnk
        if a_type == MMATypes.F16 and c_type != d_type and not (m == 8 and k == 4 and c_type == MMATypes.F16):
            raise VerifyException(f"'{self.name}' op m{m}n8k{k} f16 needs the same accumulator and result type")
        if a_type in FP8_MMA_TYPES and c_type != d_type:
            raise VerifyException(f"'{self.name}' op {a_type} multiplicands need the same accumulator and result type")


# MLIR 24's custom form of `nvvm.mma.sync` (IREE 3.13 prints it) states the properties as
# `shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col, ...` after the operand
# groups, where MLIR 22 prints an attribute dictionary: keyword -> (property, its attribute).
_MMA_SYNC_KEYWORDS: dict[str, tuple[str, type[Any]]] = {
    "shape": ("shape", MMAShapeAttr),
    "b1_op": ("b1Op", MMAB1OpAttr),
    "int_overflow": ("intOverflowBehavior", MMAIntOverflowAttr),
    "layout_a": ("layoutA", MMALayoutAttr),
    "layout_b": ("layoutB", MMALayoutAttr),
    "multiplicand_a_ptx_type": ("multiplicandAPtxType", MMATypesAttr),
    "multiplicand_b_ptx_type": ("multiplicandBPtxType", MMATypesAttr),
}


# A unit property is its bare keyword in that form (`..., ordered_metadata :`).
_MMA_SYNC_UNIT_KEYWORDS: dict[str, str] = {"ordered_metadata": "orderedMetadata"}


def _parse_mma_sync_keywords(parser: Parser) -> dict[str, Attribute]:
    """`key = value, ...` (MLIR 24's form), or nothing (MLIR 22's)."""
    found: dict[str, Attribute] = {}
    keywords = _MMA_SYNC_KEYWORDS.keys() | _MMA_SYNC_UNIT_KEYWORDS.keys()
    while (key := parser.parse_optional_keyword_in(keywords)) is not None:
        if key in _MMA_SYNC_UNIT_KEYWORDS:
            found[_MMA_SYNC_UNIT_KEYWORDS[key]] = UnitAttr()
            if parser.parse_optional_punctuation(",") is None:
                break
            continue
        name, attr_class = _MMA_SYNC_KEYWORDS[key]
        if name in found:
            parser.raise_error(f"'{key}' is given twice")
        parser.parse_punctuation("=")
        if issubclass(attr_class, ParametrizedAttribute):
            found[name] = attr_class.new(attr_class.parse_parameters(parser))
        else:
            found[name] = attr_class(attr_class.parse_parameter(parser))
        if parser.parse_optional_punctuation(",") is None:
            break
    return found


def operand_segment_sizes(sizes: Iterable[int]) -> Attribute:
    """`operandSegmentSizes` of an op whose operand groups have these sizes."""
    from xdsl.dialects.builtin import DenseArrayBase

    return DenseArrayBase.from_list(i32, list(sizes))


# ---------------------------------------------------------------------------------------------
# wmma
# ---------------------------------------------------------------------------------------------

# (element type, fragment) -> {(m, n, k): registers per thread and their type}
_F16 = "f16x2"


def wmma_fragment(eltype: MMATypes, frag: str, m: int, n: int, k: int) -> tuple[int, str] | None:
    """How many registers of which kind ("f16x2", "f32", "i32", "f64") one thread holds of
    a wmma fragment (`frag` is a, b, c or d), or None when the configuration is illegal."""
    shapes_16 = {(16, 16, 16), (32, 8, 16), (8, 32, 16)}
    if eltype == MMATypes.F16 and (m, n, k) in shapes_16:
        return (8, _F16) if frag in "ab" else (4, _F16)
    if eltype == MMATypes.F32 and frag in "cd" and ((m, n, k) in shapes_16 or (m, n, k) == (16, 16, 8)):
        return 8, "f32"
    if eltype in (MMATypes.S8, MMATypes.U8) and frag in "ab" and (m, n, k) in shapes_16:
        rows = m if frag == "a" else n
        return {16: 2, 32: 4, 8: 1}[rows], "i32"
    if eltype == MMATypes.S32 and frag in "cd" and (m, n, k) in shapes_16:
        return 8, "i32"
    if eltype == MMATypes.TF32 and frag in "ab" and (m, n, k) == (16, 16, 8):
        return 4, "i32"
    if eltype == MMATypes.F64 and (m, n, k) == (8, 8, 4):
        return (1, "f64") if frag in "ab" else (2, "f64")
    return None


def _register_kind(t: Attribute) -> str | None:
    if _is_v2f16(t):
        return _F16
    if isinstance(t, Float32Type):
        return "f32"
    if _is_int(t, 32):
        return "i32"
    if isinstance(t, Float64Type):
        return "f64"
    return None


def _check_registers(op: Operation, what: str, types: Sequence[Attribute], expected: tuple[int, str]) -> None:
    count, kind = expected
    if len(types) != count or any(_register_kind(t) != kind for t in types):
        shown = "vector<2xf16>" if kind == _F16 else kind
        raise VerifyException(f"'{op.name}' op {what} must be {count} x {shown}, got ({_type_list(types)})")


class _WmmaShape(MLIRAttrDictOp):
    m = prop_def(IntegerAttr[I32])
    n = prop_def(IntegerAttr[I32])
    k = prop_def(IntegerAttr[I32])

    @property
    def mnk(self) -> tuple[int, int, int]:
        return self.m.value.data, self.n.value.data, self.k.value.data


@mlir_attr_dict
@irdl_op_definition
class WMMALoadOp(_WmmaShape):
    """`%f = nvvm.wmma.load %ptr, %stride {eltype, frag, k, layout, m, n} : (!llvm.ptr<3>) -> !llvm.struct<...>`"""

    name = "nvvm.wmma.load"
    ptr = operand_def(LLVMPointerType)
    stride = operand_def(I32)
    layout = prop_def(MMALayoutAttr)
    eltype = prop_def(MMATypesAttr)
    frag = prop_def(MMAFragAttr)
    res = result_def()
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$ptr `,` $stride attr-dict `:` functional-type($ptr, $res)"

    def verify_(self) -> None:
        _expect_pointer(self, "the pointer", self.ptr.type, (AS.GENERIC, AS.GLOBAL, AS.SHARED))
        expected = wmma_fragment(self.eltype.data, self.frag.data.value, *self.mnk)
        if expected is None:
            raise VerifyException(
                f"'{self.name}' op unsupported {self.frag.data.value} fragment of {self.eltype.data} "
                f"for m{self.mnk[0]}n{self.mnk[1]}k{self.mnk[2]}"
            )
        _check_registers(self, "the result", _members(self.res.type), expected)


@mlir_attr_dict
@irdl_op_definition
class WMMAStoreOp(_WmmaShape):
    """`nvvm.wmma.store %ptr, %stride, %d0, ... {eltype, k, layout, m, n} : !llvm.ptr<3>, f32, ...`"""

    name = "nvvm.wmma.store"
    ptr = operand_def(LLVMPointerType)
    layout = prop_def(MMALayoutAttr)
    eltype = prop_def(MMATypesAttr)
    args = var_operand_def()
    stride = operand_def(I32)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$ptr `,` $stride `,` $args attr-dict `:` type($ptr) `,` type($args)"

    def verify_(self) -> None:
        _expect_pointer(self, "the pointer", self.ptr.type, (AS.GENERIC, AS.GLOBAL, AS.SHARED))
        expected = wmma_fragment(self.eltype.data, "d", *self.mnk)
        if expected is None:
            raise VerifyException(f"'{self.name}' op unsupported {self.eltype.data} result for m{self.mnk[0]}n{self.mnk[1]}k{self.mnk[2]}")
        _check_registers(self, "the stored values", [a.type for a in self.args], expected)


# wmma.mma: multiplicand type -> accumulator types it combines with
WMMA_MMA_TYPES: dict[MMATypes, tuple[MMATypes, ...]] = {
    MMATypes.F16: (MMATypes.F16, MMATypes.F32),
    MMATypes.TF32: (MMATypes.F32,),
    MMATypes.S8: (MMATypes.S32,),
    MMATypes.U8: (MMATypes.S32,),
    MMATypes.F64: (MMATypes.F64,),
}


@mlir_attr_dict
@irdl_op_definition
class WMMAMmaOp(_WmmaShape):
    """`%d = nvvm.wmma.mma %a..., %b..., %c... {eltypeA, eltypeB, k, layoutA, layoutB, m, n} : (...) -> !llvm.struct<...>`

    As in MLIR, `eltypeB` names the accumulator (C/D) element type."""

    name = "nvvm.wmma.mma"
    layoutA = prop_def(MMALayoutAttr)
    layoutB = prop_def(MMALayoutAttr)
    eltypeA = prop_def(MMATypesAttr)
    eltypeB = prop_def(MMATypesAttr)
    args = var_operand_def()
    res = result_def(LLVMStructType)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$args attr-dict `:` functional-type($args, $res)"

    def fragments(self) -> tuple[tuple[int, str], tuple[int, str], tuple[int, str]]:
        a_type, acc = self.eltypeA.data, self.eltypeB.data
        a = wmma_fragment(a_type, "a", *self.mnk)
        b = wmma_fragment(a_type, "b", *self.mnk)
        c = wmma_fragment(acc, "c", *self.mnk)
        if a is None or b is None or c is None or acc not in WMMA_MMA_TYPES.get(a_type, ()):
            raise VerifyException(
                f"'{self.name}' op unsupported {a_type} x {a_type} + {acc} for m{self.mnk[0]}n{self.mnk[1]}k{self.mnk[2]}"
            )
        return a, b, c

    def verify_(self) -> None:
        a, b, c = self.fragments()
        types = [v.type for v in self.args]
        if len(types) != a[0] + b[0] + c[0]:
            raise VerifyException(f"'{self.name}' op takes {a[0]} + {b[0]} + {c[0]} registers, got {len(types)}")
        _check_registers(self, "the A registers", types[: a[0]], a)
        _check_registers(self, "the B registers", types[a[0] : a[0] + b[0]], b)
        _check_registers(self, "the C registers", types[a[0] + b[0] :], c)
        _check_registers(self, "the result", _members(self.res.type), c)


# ---------------------------------------------------------------------------------------------
# ldmatrix / stmatrix
# ---------------------------------------------------------------------------------------------

# (m, n) -> element types of the legal ldmatrix/stmatrix shapes; the packed 6- and 4-bit
# element types (b8x16.*) are read into 8-bit containers.
_PACKED_B8 = (LdStMatrixEltType.B8X16_B6X16_P32, LdStMatrixEltType.B8X16_B4X16_P64)
LDMATRIX_SHAPES: dict[tuple[int, int], tuple[LdStMatrixEltType, ...]] = {
    (8, 8): (LdStMatrixEltType.B16,),
    (8, 16): _PACKED_B8,
    (16, 16): (LdStMatrixEltType.B8, *_PACKED_B8),
}
STMATRIX_SHAPES: dict[tuple[int, int], tuple[LdStMatrixEltType, ...]] = {
    (8, 8): (LdStMatrixEltType.B16,),
    (16, 8): (LdStMatrixEltType.B8,),
}


def matrix_shape(op: LdMatrixOp | StMatrixOp) -> tuple[int, int, LdStMatrixEltType]:
    """(m, n, element type) of an ldmatrix/stmatrix, 8x8 b16 when the attributes are absent."""
    m, n = op.shape.mn if op.shape is not None else (8, 8)
    elt = op.eltType.data if op.eltType is not None else LdStMatrixEltType.B16
    return m, n, elt


def ldmatrix_registers(m: int, n: int, num: int) -> int:
    """32-bit registers per thread: an 8x8 b16 (or 8x16 b8) matrix is one, a 16x16 b8 two."""
    return num * (2 if (m, n) == (16, 16) else 1)


@mlir_attr_dict
@irdl_op_definition
class LdMatrixOp(MLIRAttrDictOp):
    """`%r = nvvm.ldmatrix %ptr {eltType, layout, num, shape} : (!llvm.ptr<3>) -> !llvm.struct<(i32, ...)>`"""

    name = "nvvm.ldmatrix"
    ptr = operand_def(LLVMPointerType)
    num = prop_def(IntegerAttr[I32])
    layout = prop_def(MMALayoutAttr)
    # Optional (MLIR now requires them): producers built on older MLIR omit them and mean
    # the only shape of that time, 8x8 b16.
    shape = opt_prop_def(LdStMatrixShapeAttr)
    eltType = opt_prop_def(LdStMatrixEltTypeAttr)
    res = result_def()
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$ptr attr-dict `:` functional-type($ptr, $res)"

    def verify_(self) -> None:
        _expect_pointer(self, "the pointer", self.ptr.type, (AS.SHARED,))
        m, n, elt = matrix_shape(self)
        num = self.num.value.data
        if num not in (1, 2, 4):
            raise VerifyException(f"'{self.name}' op num must be 1, 2 or 4, got {num}")
        if elt not in LDMATRIX_SHAPES.get((m, n), ()):
            raise VerifyException(f"'{self.name}' op unsupported shape m{m}n{n} of {elt}")
        if m == 16 and n == 16 and num == 4:
            raise VerifyException(f"'{self.name}' op m16n16 loads one or two matrices")
        if (m, n) == (8, 16) and self.layout.data != MMALayout.ROW or (m, n) == (16, 16) and self.layout.data != MMALayout.COL:
            raise VerifyException(f"'{self.name}' op m{m}n{n} needs the {'row' if n == 16 and m == 8 else 'col'} layout")
        count = ldmatrix_registers(m, n, num)
        members = _members(self.res.type)
        if len(members) != count or any(not _is_int(t, 32) for t in members) or (count == 1) == isinstance(self.res.type, LLVMStructType):
            expected = "i32" if count == 1 else f"!llvm.struct<({', '.join(['i32'] * count)})>"
            raise VerifyException(f"'{self.name}' op the result must be {expected}, got {self.res.type}")


@mlir_attr_dict
@irdl_op_definition
class StMatrixOp(MLIRAttrDictOp):
    """`nvvm.stmatrix %ptr, %r0, ... {eltType, layout, shape} : !llvm.ptr<3>, i32, ...`"""

    name = "nvvm.stmatrix"
    ptr = operand_def(LLVMPointerType)
    sources = var_operand_def(I32)
    layout = prop_def(MMALayoutAttr)
    shape = opt_prop_def(LdStMatrixShapeAttr)
    eltType = opt_prop_def(LdStMatrixEltTypeAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$ptr `,` $sources attr-dict `:` type(operands)"

    def verify_(self) -> None:
        _expect_pointer(self, "the pointer", self.ptr.type, (AS.SHARED,))
        m, n, elt = matrix_shape(self)
        if elt not in STMATRIX_SHAPES.get((m, n), ()):
            raise VerifyException(f"'{self.name}' op unsupported shape m{m}n{n} of {elt}")
        if len(self.sources) not in (1, 2, 4):
            raise VerifyException(f"'{self.name}' op stores 1, 2 or 4 matrices, got {len(self.sources)} registers")
        if (m, n) == (16, 8) and self.layout.data != MMALayout.COL:
            raise VerifyException(f"'{self.name}' op m16n8 needs the col layout")


# ---------------------------------------------------------------------------------------------
# wgmma.mma_async
# ---------------------------------------------------------------------------------------------

_WGMMA_K = {
    WGMMATypes.F16: 16,
    WGMMATypes.BF16: 16,
    WGMMATypes.TF32: 8,
    WGMMATypes.E4M3: 32,
    WGMMATypes.E5M2: 32,
    WGMMATypes.S8: 32,
    WGMMATypes.U8: 32,
    WGMMATypes.B1: 256,
}
_WGMMA_INT_N = (8, 16, 24, *range(32, 257, 16))


def wgmma_accumulator_kind(t: WGMMATypes) -> str:
    """Register kind of the accumulator struct members: f16 accumulators are packed f16x2."""
    return {WGMMATypes.F32: "f32", WGMMATypes.F16: _F16, WGMMATypes.S32: "i32"}[t]


def _parse_enum_operand(parser: Parser, attr_type: type[EnumAttribute]) -> EnumAttribute:
    """`<one>` in MLIR's short form, or the full `#nvvm.wgmma_scale_in<one>`."""
    attr = parser.parse_optional_attribute()
    if attr is not None:
        if not isinstance(attr, attr_type):
            parser.raise_error(f"expected {attr_type.name}, got {attr}")
        return attr
    return attr_type(attr_type.parse_parameter(parser))


@irdl_op_definition
class WgmmaMmaAsyncOp(IRDLOperation):
    """`%d = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<...>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[...] : T -> T`

    A warpgroup (128 threads) MMA on shared-memory matrix descriptors (sm_90a)."""

    name = "nvvm.wgmma.mma_async"
    inouts = operand_def(LLVMStructType)
    descriptorA = operand_def(I64)
    descriptorB = operand_def(I64)
    shape = prop_def(MMAShapeAttr)
    typeA = prop_def(WGMMATypesAttr)
    typeB = prop_def(WGMMATypesAttr)
    typeD = prop_def(WGMMATypesAttr)
    scaleD = prop_def(WGMMAScaleOutAttr)
    scaleA = prop_def(WGMMAScaleInAttr)
    scaleB = prop_def(WGMMAScaleInAttr)
    layoutA = prop_def(MMALayoutAttr)
    layoutB = prop_def(MMALayoutAttr)
    satfinite = opt_prop_def(MMAIntOverflowAttr)
    results_ = result_def(LLVMStructType)

    def verify_(self) -> None:
        name = f"'{self.name}' op"
        if self.inouts.type != self.results_.type:
            raise VerifyException(f"{name} input struct and result struct must be the same type")
        m, n, k = self.shape.mnk
        a, b, d = self.typeA.data, self.typeB.data, self.typeD.data
        if m != 64:
            raise VerifyException(f"{name} shape 'm' must be 64")
        if k != _WGMMA_K[a]:
            raise VerifyException(f"{name} shape 'k' must be {_WGMMA_K[a]} for input type {a}")
        family = {
            WGMMATypes.F16: {WGMMATypes.F16},
            WGMMATypes.BF16: {WGMMATypes.BF16},
            WGMMATypes.TF32: {WGMMATypes.TF32},
            WGMMATypes.E4M3: {WGMMATypes.E4M3, WGMMATypes.E5M2},
            WGMMATypes.E5M2: {WGMMATypes.E4M3, WGMMATypes.E5M2},
            WGMMATypes.S8: {WGMMATypes.S8, WGMMATypes.U8},
            WGMMATypes.U8: {WGMMATypes.S8, WGMMATypes.U8},
            WGMMATypes.B1: {WGMMATypes.B1},
        }.get(a)
        if family is None or b not in family:
            raise VerifyException(f"{name} input types {a} and {b} do not combine")
        integer = a in (WGMMATypes.S8, WGMMATypes.U8, WGMMATypes.B1)
        allowed_d = {WGMMATypes.S32} if integer else {WGMMATypes.F32} if a in (WGMMATypes.BF16, WGMMATypes.TF32) else {WGMMATypes.F16, WGMMATypes.F32}
        if d not in allowed_d:
            raise VerifyException(f"{name} accumulator type {d} does not go with inputs {a}")
        legal_n = _WGMMA_INT_N if integer else range(8, 257, 8)
        if n not in legal_n:
            raise VerifyException(f"{name} shape 'n' = {n} is not supported for input type {a}")
        if (self.layoutA.data, self.layoutB.data) != (MMALayout.ROW, MMALayout.COL) and a not in (WGMMATypes.F16, WGMMATypes.BF16):
            raise VerifyException(f"{name} only f16/bf16 inputs can be transposed (layouts other than row/col)")
        if integer and (self.scaleA.data == WGMMAScaleIn.NEG or self.scaleB.data == WGMMAScaleIn.NEG):
            raise VerifyException(f"{name} integer inputs cannot be negated")
        kind = wgmma_accumulator_kind(d)
        count = n // 4 if kind == _F16 else n // 2
        members = _members(self.inouts.type)
        if len(members) != count or any(_register_kind(t) != kind for t in members):
            raise VerifyException(
                f"{name} the accumulator must be a struct of {count} "
                f"{'vector<2xf16>' if kind == _F16 else kind} for m64n{n} {d}, got {self.inouts.type}"
            )

    @classmethod
    def parse(cls, parser: Parser) -> WgmmaMmaAsyncOp:
        desc_a = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        desc_b = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        acc = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        shape = parser.parse_optional_attribute()
        if shape is None:
            shape = MMAShapeAttr(*MMAShapeAttr.parse_parameters(parser))  # type: ignore[arg-type]  # IntAttrs, typed as xDSL's list[Attribute]
        props: dict[str, Attribute] = {"shape": shape}
        parser.parse_punctuation(",")
        parser.parse_characters("D")
        parser.parse_punctuation("[")
        props["typeD"] = _parse_enum_operand(parser, WGMMATypesAttr)
        parser.parse_punctuation(",")
        props["scaleD"] = _parse_enum_operand(parser, WGMMAScaleOutAttr)
        if parser.parse_optional_punctuation(",") is not None:
            props["satfinite"] = _parse_enum_operand(parser, MMAIntOverflowAttr)
        parser.parse_punctuation("]")
        for label in ("A", "B"):
            parser.parse_punctuation(",")
            parser.parse_characters(label)
            parser.parse_punctuation("[")
            props[f"type{label}"] = _parse_enum_operand(parser, WGMMATypesAttr)
            parser.parse_punctuation(",")
            props[f"scale{label}"] = _parse_enum_operand(parser, WGMMAScaleInAttr)
            parser.parse_punctuation(",")
            props[f"layout{label}"] = _parse_enum_operand(parser, MMALayoutAttr)
            parser.parse_punctuation("]")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        acc_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        operands = [
            parser.resolve_operand(acc, acc_type),
            parser.resolve_operand(desc_a, IntegerType(64)),
            parser.resolve_operand(desc_b, IntegerType(64)),
        ]
        return cls.create(operands=operands, result_types=[result_type], properties=props, attributes=attributes)

    def print(self, printer: Printer) -> None:
        def short(attr: Attribute) -> None:
            attr.print_parameter(printer)  # type: ignore[attr-defined]

        printer.print_string(" ")
        printer.print_list([self.descriptorA, self.descriptorB, self.inouts], printer.print_ssa_value)
        printer.print_string(", ")
        self.shape.print_parameters(printer)
        printer.print_string(", D[")
        short(self.typeD)
        printer.print_string(", ")
        short(self.scaleD)
        if self.satfinite is not None:
            printer.print_string(", ")
            short(self.satfinite)
        for label in ("A", "B"):
            printer.print_string(f"], {label}[")
            short(self.properties[f"type{label}"])
            printer.print_string(", ")
            short(self.properties[f"scale{label}"])
            printer.print_string(", ")
            short(self.properties[f"layout{label}"])
        printer.print_string("]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.inouts.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.results_.type)


# ---------------------------------------------------------------------------------------------
# Bulk asynchronous copies (TMA)
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class CpAsyncBulkCommitGroupOp(IRDLOperation):
    """`nvvm.cp.async.bulk.commit.group`: close the current bulk async-group."""

    name = "nvvm.cp.async.bulk.commit.group"
    assembly_format = "attr-dict"


@mlir_attr_dict
@irdl_op_definition
class CpAsyncBulkWaitGroupOp(MLIRAttrDictOp):
    """`nvvm.cp.async.bulk.wait_group 0 {read}`: wait until at most `group` bulk groups are pending."""

    name = "nvvm.cp.async.bulk.wait_group"
    group = prop_def(IntegerAttr[I32])
    read = opt_prop_def(UnitAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$group attr-dict"

    def verify_(self) -> None:
        if self.group.value.data < 0:
            raise VerifyException(f"'{self.name}' op attribute 'group' must be non-negative")


# (operand, what the diagnostic calls it, the address spaces it may point to)
_PointerSpaces = tuple[tuple[str, str, tuple[int, ...]], ...]


class _BulkCopyOp(IRDLOperation):
    """A bulk copy whose pointer operands must lie in given address spaces: `POINTER_SPACES`
    lists (operand, what the diagnostic calls it, allowed spaces), checked in that order."""

    POINTER_SPACES: ClassVar[_PointerSpaces] = ()
    # MLIR prints an `LLVM_Pointer<space>` operand's type stripped: `<3>`; NVIDIA's NVVM adds
    # a multicast mask's type at the end
    custom_directives = (LLVMPointer, OptionalTrailingType)

    def verify_(self) -> None:
        for operand, what, spaces in self.POINTER_SPACES:
            _expect_pointer(self, what, getattr(self, operand).type, spaces)


_DESTINATION = "dstMem", "the destination"
_SOURCE = "srcMem", "the source"
_SHARED_MBARRIER = "mbar", "the mbarrier", (AS.SHARED,)
_TENSOR_MAP = "tmaDescriptor", "the tensor map", (AS.GENERIC,)


@irdl_op_definition
class CpAsyncBulkGlobalToSharedClusterOp(_BulkCopyOp):
    """`nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %mbar, %size (multicast_mask = %m)? (l2_cache_hint = %c)? : !llvm.ptr<7>, !llvm.ptr<1>`"""

    name = "nvvm.cp.async.bulk.shared.cluster.global"
    # Newer NVVMOps.td also takes a shared::cta destination (then without multicast).
    POINTER_SPACES: ClassVar[_PointerSpaces] = (
        (*_DESTINATION, (AS.SHARED_CLUSTER, AS.SHARED)),
        (*_SOURCE, (AS.GLOBAL,)),
        _SHARED_MBARRIER,
    )
    dstMem = operand_def(LLVMPointerType)
    srcMem = operand_def(LLVMPointerType)
    mbar = operand_def(_SHARED_PTR)
    size = operand_def(I32)
    multicastMask = opt_operand_def(I16)
    l2CacheHint = opt_operand_def(I64)
    # NVIDIA's NVVM (CuTe DSL 4.8): which data pattern the copy validates; `none` is the plain copy.
    validatePattern = opt_prop_def(ValidatePatternAttr)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = (
        "$dstMem `,` $srcMem `,` $mbar `,` $size (`multicast_mask` `=` $multicastMask^)? "
        "(`l2_cache_hint` `=` $l2CacheHint^)? (`validate_pattern` `=` $validatePattern^)? attr-dict "
        "`:` type($dstMem) `,` custom<LLVMPointer>(type($srcMem)) custom<OptionalTrailingType>(type($multicastMask))"
    )

    def verify_(self) -> None:
        super().verify_()
        if self.multicastMask is not None and _space(self.dstMem.type) == AS.SHARED:
            raise VerifyException(f"'{self.name}' op multicast is only for a shared::cluster destination")


@irdl_op_definition
class CpAsyncBulkSharedCTAToSharedClusterOp(_BulkCopyOp):
    """`nvvm.cp.async.bulk.shared.cluster.shared.cta %dst, %src, %mbar, %size : !llvm.ptr<7>, !llvm.ptr<3>`"""

    name = "nvvm.cp.async.bulk.shared.cluster.shared.cta"
    POINTER_SPACES: ClassVar[_PointerSpaces] = ((*_DESTINATION, (AS.SHARED_CLUSTER,)), (*_SOURCE, (AS.SHARED,)), _SHARED_MBARRIER)
    dstMem = operand_def(LLVMPointerType)
    srcMem = operand_def(LLVMPointerType)
    mbar = operand_def(_SHARED_PTR)
    size = operand_def(I32)
    assembly_format = "$dstMem `,` $srcMem `,` $mbar `,` $size attr-dict `:` custom<LLVMPointer>(type($dstMem)) `,` custom<LLVMPointer>(type($srcMem))"


@irdl_op_definition
class CpAsyncBulkSharedCTAToGlobalOp(_BulkCopyOp):
    """`nvvm.cp.async.bulk.global.shared.cta %dst, %src, %size (l2_cache_hint = %c)? (byte_mask = %m)? : !llvm.ptr<1>, !llvm.ptr<3>`"""

    name = "nvvm.cp.async.bulk.global.shared.cta"
    POINTER_SPACES: ClassVar[_PointerSpaces] = ((*_DESTINATION, (AS.GLOBAL,)), (*_SOURCE, (AS.SHARED,)))
    dstMem = operand_def(LLVMPointerType)
    srcMem = operand_def(LLVMPointerType)
    size = operand_def(I32)
    l2CacheHint = opt_operand_def(I64)
    byteMask = opt_operand_def(I16)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = (
        "$dstMem `,` $srcMem `,` $size (`l2_cache_hint` `=` $l2CacheHint^)? "
        "(`byte_mask` `=` $byteMask^)? attr-dict `:` custom<LLVMPointer>(type($dstMem)) `,` custom<LLVMPointer>(type($srcMem))"
    )


@irdl_op_definition
class CpAsyncBulkPrefetchOp(_BulkCopyOp):
    """`nvvm.cp.async.bulk.prefetch %src, %size (l2_cache_hint = %c)? : !llvm.ptr<1>`"""

    name = "nvvm.cp.async.bulk.prefetch"
    POINTER_SPACES: ClassVar[_PointerSpaces] = ((*_SOURCE, (AS.GLOBAL,)),)
    srcMem = operand_def(LLVMPointerType)
    size = operand_def(I32)
    l2CacheHint = opt_operand_def(I64)
    assembly_format = "$srcMem `,` $size (`l2_cache_hint` `=` $l2CacheHint^)? attr-dict `:` custom<LLVMPointer>(type($srcMem))"


def _verify_box(op: Operation, coordinates: Sequence[SSAValue], low: int = 1) -> None:
    if not low <= len(coordinates) <= 5:
        raise VerifyException(f"'{op.name}' op expects between {low} and 5 coordinates, got {len(coordinates)}")


def _verify_store_box(op: Operation, coordinates: Sequence[SSAValue], mode: str) -> None:
    _verify_box(op, coordinates)
    if mode == TMAStoreMode.IM2COL and len(coordinates) < 3:
        raise VerifyException(f"'{op.name}' op im2col mode needs at least 3 coordinates")
    if mode == TMAStoreMode.TILE_SCATTER4 and len(coordinates) != 5:
        raise VerifyException(f"'{op.name}' op Scatter4 mode expects 5 coordinates")


def _verify_im2col(op: Operation, mode: str, dims: int, offsets: int) -> None:
    if mode == TMALoadMode.TILE_GATHER4:
        if dims != 5:
            raise VerifyException(f"'{op.name}' op tile_gather4 mode takes 5 coordinates, got {dims}")
        return
    if mode in (TMALoadMode.IM2COL, TMALoadMode.IM2COL_W, TMALoadMode.IM2COL_W_128):
        if dims < 3:
            raise VerifyException(f"'{op.name}' op {mode} mode needs a tensor of at least 3 dimensions, got {dims}")
        expected = dims - 2 if mode == TMALoadMode.IM2COL else 2
        if offsets != expected:
            raise VerifyException(f"'{op.name}' op {mode} mode with {dims} dimensions takes {expected} im2col offsets, got {offsets}")
    elif offsets:
        raise VerifyException(f"'{op.name}' op im2col offsets need an im2col mode")


@mlir_attr_dict
@irdl_op_definition
class CpAsyncBulkTensorGlobalToSharedClusterOp(MLIRAttrDictOp, _BulkCopyOp):
    """`nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tmap, %mbar, box[%c0, ...] ... : !llvm.ptr<3>, !llvm.ptr`

    TMA load of a box of a tensor described by a tensor map (`%tmap`, generic pointer)."""

    name = "nvvm.cp.async.bulk.tensor.shared.cluster.global"
    POINTER_SPACES: ClassVar[_PointerSpaces] = ((*_DESTINATION, (AS.SHARED, AS.SHARED_CLUSTER)), _TENSOR_MAP, _SHARED_MBARRIER)
    dstMem = operand_def(LLVMPointerType)
    tmaDescriptor = operand_def(LLVMPointerType)
    coordinates = var_operand_def(I32)
    mbar = operand_def(_SHARED_PTR)
    im2colOffsets = var_operand_def(I16)
    multicastMask = opt_operand_def(I16)
    l2CacheHint = opt_operand_def(I64)
    predicate = opt_operand_def(IntegerType(1))
    mode = opt_prop_def(TMALoadModeAttr)
    isCTAOnly = opt_prop_def(BoolAttr)
    group = opt_prop_def(Attribute)
    PROP_DEFAULTS: ClassVar[dict[str, Attribute]] = {
        "mode": TMALoadModeAttr(TMALoadMode.TILE),
        "isCTAOnly": BoolAttr.from_bool(False),
    }
    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    assembly_format = (
        "$dstMem `,` $tmaDescriptor `,` $mbar `,` `box` `[` $coordinates `]` "
        "(`im2col` `[` $im2colOffsets^ `]`)? (`multicast_mask` `=` $multicastMask^)? "
        "(`l2_cache_hint` `=` $l2CacheHint^)? (`predicate` `=` $predicate^)? "
        "attr-dict `:` type($dstMem) `,` type($tmaDescriptor) custom<OptionalTrailingType>(type($multicastMask))"
    )

    @property
    def load_mode(self) -> TMALoadMode:
        return self.mode.data if self.mode is not None else TMALoadMode.TILE

    @property
    def cta_only(self) -> bool:
        return self.isCTAOnly is not None and bool(self.isCTAOnly.value.data)

    def verify_(self) -> None:
        super().verify_()
        _verify_box(self, self.coordinates)
        _verify_im2col(self, self.load_mode, len(self.coordinates), len(self.im2colOffsets))
        if self.cta_only and self.multicastMask is not None:
            raise VerifyException(f"'{self.name}' op a shared::cta-only copy cannot multicast")


@mlir_attr_dict
@irdl_op_definition
class CpAsyncBulkTensorSharedCTAToGlobalOp(MLIRAttrDictOp, _BulkCopyOp):
    """`nvvm.cp.async.bulk.tensor.global.shared.cta %tmap, %src, box[...] (l2_cache_hint = %c)? : !llvm.ptr, !llvm.ptr<3>`"""

    name = "nvvm.cp.async.bulk.tensor.global.shared.cta"
    POINTER_SPACES: ClassVar[_PointerSpaces] = (_TENSOR_MAP, (*_SOURCE, (AS.SHARED,)))
    tmaDescriptor = operand_def(LLVMPointerType)
    srcMem = operand_def(LLVMPointerType)
    coordinates = var_operand_def(I32)
    l2CacheHint = opt_operand_def(I64)
    predicate = opt_operand_def(IntegerType(1))
    mode = opt_prop_def(TMAStoreModeAttr)
    PROP_DEFAULTS: ClassVar[dict[str, Attribute]] = {"mode": TMAStoreModeAttr(TMAStoreMode.TILE)}
    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    assembly_format = (
        "$tmaDescriptor `,` $srcMem `,` `box` `[` $coordinates `]` (`l2_cache_hint` `=` $l2CacheHint^)? "
        "(`,` `predicate` `=` $predicate^)? attr-dict `:` type($tmaDescriptor) `,` custom<LLVMPointer>(type($srcMem))"
    )

    @property
    def store_mode(self) -> TMAStoreMode:
        return self.mode.data if self.mode is not None else TMAStoreMode.TILE

    def verify_(self) -> None:
        super().verify_()
        _verify_store_box(self, self.coordinates, self.store_mode)


@mlir_attr_dict
@irdl_op_definition
class CpAsyncBulkTensorPrefetchOp(MLIRAttrDictOp, _BulkCopyOp):
    """`nvvm.cp.async.bulk.tensor.prefetch %tmap, box[...] (im2col[...])? (l2_cache_hint = %c)? : !llvm.ptr`"""

    name = "nvvm.cp.async.bulk.tensor.prefetch"
    POINTER_SPACES: ClassVar[_PointerSpaces] = (_TENSOR_MAP,)
    tmaDescriptor = operand_def(LLVMPointerType)
    coordinates = var_operand_def(I32)
    im2colOffsets = var_operand_def(I16)
    l2CacheHint = opt_operand_def(I64)
    mode = opt_prop_def(TMALoadModeAttr)
    PROP_DEFAULTS: ClassVar[dict[str, Attribute]] = {"mode": TMALoadModeAttr(TMALoadMode.TILE)}
    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    assembly_format = (
        "$tmaDescriptor `,` `box` `[` $coordinates `]` (`im2col` `[` $im2colOffsets^ `]`)? "
        "(`l2_cache_hint` `=` $l2CacheHint^)? attr-dict `:` type($tmaDescriptor)"
    )

    @property
    def load_mode(self) -> TMALoadMode:
        return self.mode.data if self.mode is not None else TMALoadMode.TILE

    def verify_(self) -> None:
        super().verify_()
        _verify_box(self, self.coordinates)
        _verify_im2col(self, self.load_mode, len(self.coordinates), len(self.im2colOffsets))


@mlir_attr_dict
@irdl_op_definition
class CpAsyncBulkTensorReduceOp(MLIRAttrDictOp, _BulkCopyOp):
    """`nvvm.cp.async.bulk.tensor.reduce %tmap, %src, box[...] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, !llvm.ptr<3>`"""

    name = "nvvm.cp.async.bulk.tensor.reduce"
    POINTER_SPACES: ClassVar[_PointerSpaces] = ((*_SOURCE, (AS.SHARED,)),)
    tmaDescriptor = operand_def(LLVMPointerType)
    srcMem = operand_def(LLVMPointerType)
    coordinates = var_operand_def(I32)
    l2CacheHint = opt_operand_def(I64)
    redKind = prop_def(TMAReduxKindAttr)
    mode = opt_prop_def(TMAStoreModeAttr)
    PROP_DEFAULTS: ClassVar[dict[str, Attribute]] = {"mode": TMAStoreModeAttr(TMAStoreMode.TILE)}
    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    assembly_format = (
        "$tmaDescriptor `,` $srcMem `,` `box` `[` $coordinates `]` (`l2_cache_hint` `=` $l2CacheHint^)? "
        "attr-dict `:` type($tmaDescriptor) `,` custom<LLVMPointer>(type($srcMem))"
    )

    @property
    def store_mode(self) -> TMAStoreMode:
        return self.mode.data if self.mode is not None else TMAStoreMode.TILE

    def verify_(self) -> None:
        super().verify_()
        _verify_store_box(self, self.coordinates, self.store_mode)


# ---------------------------------------------------------------------------------------------
# tcgen05 (Blackwell tensor memory): allocation, fences, waits, commit, shift
# ---------------------------------------------------------------------------------------------

_CTA_GROUP_DEFAULT: dict[str, Attribute] = {"group": CTAGroupKindAttr(CTAGroupKind.CTA_1)}


class _Tcgen05GroupOp(MLIRAttrDictOp):
    """A tcgen05 op that acts for one CTA or a CTA pair (`group`, default cta_1)."""

    group = opt_prop_def(CTAGroupKindAttr)
    PROP_DEFAULTS: ClassVar[dict[str, Attribute]] = _CTA_GROUP_DEFAULT

    @property
    def cta_group(self) -> int:
        return 2 if self.group is not None and self.group.data == CTAGroupKind.CTA_2 else 1


@mlir_attr_dict
@irdl_op_definition
class Tcgen05AllocOp(_Tcgen05GroupOp):
    """`nvvm.tcgen05.alloc %addr, %ncols : !llvm.ptr<3>, i32`: allocate tensor-memory columns and
    write their address to `addr`."""

    name = "nvvm.tcgen05.alloc"
    addr = operand_def(LLVMPointerType)
    nCols = operand_def(I32)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$addr `,` $nCols attr-dict `:` type(operands)"

    def verify_(self) -> None:
        _expect_pointer(self, "the address", self.addr.type, (AS.GENERIC, AS.SHARED))


@mlir_attr_dict
@irdl_op_definition
class Tcgen05DeallocOp(_Tcgen05GroupOp):
    """`nvvm.tcgen05.dealloc %taddr, %ncols : !llvm.ptr<6>, i32`"""

    name = "nvvm.tcgen05.dealloc"
    taddr = operand_def(AS.pointer_type(AS.TENSOR))
    nCols = operand_def(I32)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$taddr `,` $nCols attr-dict `:` type(operands)"


@mlir_attr_dict
@irdl_op_definition
class Tcgen05RelinquishAllocPermitOp(_Tcgen05GroupOp):
    """`nvvm.tcgen05.relinquish_alloc_permit`: this CTA allocates no more tensor memory."""

    name = "nvvm.tcgen05.relinquish_alloc_permit"
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "attr-dict"


class _KindOp(IRDLOperation):
    """`op <value> {attrs}`, as MLIR 22 prints it (`$kind attr-dict`: the enum stripped of its
    name); the full `#nvvm.kind<value>` parses too (earlier MLIR printed it)."""

    KIND: ClassVar[type[Tcgen05FenceKindAttr] | type[Tcgen05WaitKindAttr]]

    @classmethod
    def parse(cls, parser: Parser) -> _KindOp:
        kind: Attribute
        if parser.parse_optional_punctuation("<") is not None:
            values: dict[str, Any] = {member.value: member for member in cls.KIND.enum_type}
            value = parser.parse_identifier()
            if value not in values:
                parser.raise_error(f"expected one of {', '.join(values)}, got '{value}'")
            parser.parse_punctuation(">")
            kind = cls.KIND(values[value])
        else:
            kind = parser.parse_attribute()
        attributes = parser.parse_optional_attr_dict()
        return cls.create(properties={"kind": kind}, attributes=attributes)

    def print(self, printer: Printer) -> None:
        kind = self.properties["kind"]
        assert isinstance(kind, EnumAttribute)
        printer.print_string(f" <{kind.data.value}>")
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class Tcgen05FenceOp(_KindOp):
    """`nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>`"""

    name = "nvvm.tcgen05.fence"
    kind = prop_def(Tcgen05FenceKindAttr)
    KIND: ClassVar[type[Tcgen05FenceKindAttr]] = Tcgen05FenceKindAttr


@irdl_op_definition
class Tcgen05WaitOp(_KindOp):
    """`nvvm.tcgen05.wait #nvvm.tcgen05_wait<load>`"""

    name = "nvvm.tcgen05.wait"
    kind = prop_def(Tcgen05WaitKindAttr)
    KIND: ClassVar[type[Tcgen05WaitKindAttr]] = Tcgen05WaitKindAttr


@mlir_attr_dict
@irdl_op_definition
class Tcgen05CommitOp(_Tcgen05GroupOp):
    """`nvvm.tcgen05.commit %mbar (, multicast_mask = %m)? : !llvm.ptr<3>(, i16)?`"""

    name = "nvvm.tcgen05.commit"
    addr = operand_def(LLVMPointerType)
    multicastMask = opt_operand_def(I16)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$addr (`,` `multicast_mask` `=` $multicastMask^)? attr-dict `:` type(operands)"

    def verify_(self) -> None:
        _expect_pointer(self, "the mbarrier", self.addr.type, (AS.GENERIC, AS.SHARED))


@mlir_attr_dict
@irdl_op_definition
class Tcgen05ShiftOp(_Tcgen05GroupOp):
    """`nvvm.tcgen05.shift %taddr : !llvm.ptr<6>`: shift the matrix's rows down by one."""

    name = "nvvm.tcgen05.shift"
    taddr = operand_def(AS.pointer_type(AS.TENSOR))
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$taddr attr-dict `:` type(operands)"


# ---------------------------------------------------------------------------------------------
# Conversions
# ---------------------------------------------------------------------------------------------


@mlir_attr_dict
@irdl_op_definition
class ConvertFloatToTF32Op(MLIRAttrDictOp):
    """`%r = nvvm.convert.float.to.tf32 %x {rnd = #nvvm.fp_rnd_mode<rna>}`: f32 -> tf32 bits in an i32."""

    name = "nvvm.convert.float.to.tf32"
    src = operand_def(Float32Type)
    res = result_def(I32)
    rnd = opt_prop_def(FPRoundingModeAttr)
    sat = opt_prop_def(SaturationModeAttr)
    relu = opt_prop_def(BoolAttr)
    PROP_DEFAULTS: ClassVar[dict[str, Attribute]] = {
        "rnd": FPRoundingModeAttr(FPRoundingMode.NONE),
        "sat": SaturationModeAttr(SaturationMode.NONE),
        "relu": BoolAttr.from_bool(False),
    }
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$src attr-dict"

    def __init__(self, src: SSAValue | Operation, rnd: FPRoundingMode = FPRoundingMode.RNA):
        super().__init__(operands=[src], result_types=[i32], properties={"rnd": FPRoundingModeAttr(rnd)})

    @property
    def rounding(self) -> FPRoundingMode:
        return self.rnd.data if self.rnd is not None else FPRoundingMode.NONE

    @property
    def saturation(self) -> SaturationMode:
        return self.sat.data if self.sat is not None else SaturationMode.NONE

    @property
    def has_relu(self) -> bool:
        return self.relu is not None and bool(self.relu.value.data)

    def verify_(self) -> None:
        rnd, sat = self.rounding, self.saturation
        if rnd not in (FPRoundingMode.RN, FPRoundingMode.RZ, FPRoundingMode.RNA):
            raise VerifyException(f"'{self.name}' op only {{rn,rz,rna}} rounding modes supported for ConvertFloatToTF32Op.")
        if rnd == FPRoundingMode.RNA and self.has_relu:
            raise VerifyException(f"'{self.name}' op Relu not supported with rna rounding mode.")
        if rnd == FPRoundingMode.RNA and sat != SaturationMode.SATFINITE and sat != SaturationMode.NONE:
            raise VerifyException(f"'{self.name}' op unsupported saturation mode")


# The narrow float types the conversions name, and their PTX spellings.
NARROW_FLOAT_NAMES = {
    "f8E4M3FN": "e4m3",
    "f8E5M2": "e5m2",
    "f8E8M0FNU": "ue8m0",
    "f6E2M3FN": "e2m3",
    "f6E3M2FN": "e3m2",
    "f4E2M1FN": "e2m1",
}
_I8X2 = VectorType(IntegerType(8), [2])
_BF16X2 = VectorType(BFloat16Type(), [2])
# What a converted pair is packed into: one i16, or two i8 lanes.
_PACKED_PAIR_TYPES: tuple[Attribute, ...] = (IntegerType(16), _I8X2)
_CONVERT_FLAG_DEFAULTS: dict[str, Attribute] = {
    "rnd": FPRoundingModeAttr(FPRoundingMode.NONE),
    "sat": SaturationModeAttr(SaturationMode.NONE),
    "relu": BoolAttr.from_bool(False),
}


class _ConvertOp(IRDLOperation):
    """The narrow-float conversions' syntax, one of (MLIR's formats, written by hand because
    the format printer puts no space before the `(` of the type attribute):
      "pair":         `%a, %b {flags} : i16 (f8E4M3FN)`
      "to_packed":    `%a {flags} : vector<2xf16> -> i16 (f8E4M3FN)`
      "from_packed":  `%src {flags} : vector<2xi8> (f8E4M3FN) -> vector<2xf16>`
    The flags `rnd`, `sat`, `relu` are properties, left out when they hold their default."""

    SYNTAX: ClassVar[str]
    TYPE_PROP: ClassVar[str]
    # PTX spellings of the element types the op accepts
    ALLOWED: ClassVar[tuple[str, ...]]
    # The types the (first) source and the result may have; empty: the op's constraint decides.
    SOURCE_TYPES: ClassVar[tuple[Attribute, ...]] = ()
    RESULT_TYPES: ClassVar[tuple[Attribute, ...]] = ()

    rnd = opt_prop_def(FPRoundingModeAttr)
    sat = opt_prop_def(SaturationModeAttr)
    relu = opt_prop_def(BoolAttr)

    @property
    def element_type(self) -> Attribute:
        return self.properties[self.TYPE_PROP]

    @property
    def ptx_type(self) -> str | None:
        """`e4m3`, `e2m1`, ... for the op's narrow element type."""
        return NARROW_FLOAT_NAMES.get(str(self.element_type))

    @property
    def rounding(self) -> FPRoundingMode:
        return self.rnd.data if self.rnd is not None else FPRoundingMode.NONE

    @property
    def saturation(self) -> SaturationMode:
        return self.sat.data if self.sat is not None else SaturationMode.NONE

    @property
    def has_relu(self) -> bool:
        return self.relu is not None and bool(self.relu.value.data)

    def verify_(self) -> None:
        if self.ptx_type not in self.ALLOWED:
            allowed = ", ".join(k for k, v in NARROW_FLOAT_NAMES.items() if v in self.ALLOWED)
            raise VerifyException(f"'{self.name}' op Only {allowed} types are supported, got {self.element_type}")
        if self.SOURCE_TYPES:
            self._expect_type("source", self.operands[0].type, self.SOURCE_TYPES)
        if self.RESULT_TYPES:
            self._expect_type("result", self.results[0].type, self.RESULT_TYPES)
        self.verify_flags()

    def verify_flags(self) -> None:
        """The rounding and saturation modes the op allows (checked after the types)."""

    def _expect_type(self, what: str, t: Attribute, allowed: Sequence[Attribute]) -> None:
        if t not in allowed:
            raise VerifyException(f"'{self.name}' op {what} must be {' or '.join(map(str, allowed))}, got {t}")

    @classmethod
    def parse(cls, parser: Parser) -> _ConvertOp:
        names = [parser.parse_unresolved_operand()]
        if cls.SYNTAX == "pair":
            parser.parse_punctuation(",")
            names.append(parser.parse_unresolved_operand())
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")

        def element() -> Attribute:
            parser.parse_punctuation("(")
            t = parser.parse_type()
            parser.parse_punctuation(")")
            return t

        if cls.SYNTAX == "pair":
            source_types: list[Attribute] = [Float32Type(), Float32Type()]
            result_type = parser.parse_type()
            element_type = element()
        elif cls.SYNTAX == "to_packed":
            source_types = [parser.parse_type()]
            parser.parse_punctuation("->")
            result_type = parser.parse_type()
            element_type = element()
        else:
            source_types = [parser.parse_type()]
            element_type = element()
            parser.parse_punctuation("->")
            result_type = parser.parse_type()
        flags = {k: v for k, v in sorted(attributes.items()) if k in _CONVERT_FLAG_DEFAULTS and _CONVERT_FLAG_DEFAULTS[k] != v}
        others = {k: v for k, v in attributes.items() if k not in _CONVERT_FLAG_DEFAULTS}
        return cls.create(
            operands=[parser.resolve_operand(n, t) for n, t in zip(names, source_types, strict=True)],
            result_types=[result_type],
            properties={**flags, cls.TYPE_PROP: element_type},
            attributes=others,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_ssa_value)
        entries = {k: v for k, v in self.properties.items() if k != self.TYPE_PROP}
        print_sorted_attr_dict(printer, {**entries, **self.attributes})
        printer.print_string(" : ")
        element = f"({self.element_type})"
        result = self.results[0].type
        if self.SYNTAX == "pair":
            printer.print_string(f"{result} {element}")
        elif self.SYNTAX == "to_packed":
            printer.print_string(f"{self.operands[0].type} -> {result} {element}")
        else:
            printer.print_string(f"{self.operands[0].type} {element} -> {result}")


class _ConvertF32PairOp(_ConvertOp):
    """Two f32 sources, the converted pair packed into the result."""

    SYNTAX: ClassVar[str] = "pair"
    TYPE_PROP: ClassVar[str] = "dstTy"
    RESULT_TYPES: ClassVar[tuple[Attribute, ...]] = _PACKED_PAIR_TYPES
    a = operand_def(Float32Type)
    b = operand_def(Float32Type)
    dst = result_def()
    dstTy = prop_def(TypeAttribute)


class _ConvertToPackedOp(_ConvertOp):
    """One packed pair of wider floats (`a`, its type set by the op) to a packed narrow pair."""

    SYNTAX: ClassVar[str] = "to_packed"
    TYPE_PROP: ClassVar[str] = "dstTy"
    RESULT_TYPES: ClassVar[tuple[Attribute, ...]] = _PACKED_PAIR_TYPES
    dst = result_def()
    dstTy = prop_def(TypeAttribute)


@irdl_op_definition
class ConvertF32x2ToF8x2Op(_ConvertF32PairOp):
    """`%r = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd, sat, relu} : i16 (f8E4M3FN)`: two f32 -> packed f8x2."""

    name = "nvvm.convert.f32x2.to.f8x2"
    # ue8m0 (MX scale factors, `cvt.rz|rp.ue8m0x2.f32`): CuTe DSL's f32 -> Float8E8M0FNU.
    ALLOWED: ClassVar[tuple[str, ...]] = ("e4m3", "e5m2", "ue8m0")

    def verify_flags(self) -> None:
        if self.ptx_type == "ue8m0":
            if self.rounding not in (FPRoundingMode.RZ, FPRoundingMode.RP):
                raise VerifyException(f"'{self.name}' op Only RZ and RP rounding modes are supported for conversions from f32x2 to 'f8E8M0FNU' type")
            if self.has_relu:
                raise VerifyException(f"'{self.name}' op relu is not supported for conversions to 'f8E8M0FNU' type")
            return
        if self.rounding != FPRoundingMode.RN:
            raise VerifyException(f"'{self.name}' op Only RN rounding mode is supported for conversions from f32x2 to f8x2 types")
        if self.saturation != SaturationMode.SATFINITE:
            raise VerifyException(f"'{self.name}' op Only SATFINITE saturation mode is supported for conversions from f32x2 to f8x2 types")


@irdl_op_definition
class ConvertF32x2ToF6x2Op(_ConvertF32PairOp):
    """`%r = nvvm.convert.f32x2.to.f6x2 %a, %b {relu} : i16 (f6E2M3FN)`: rn, satfinite."""

    name = "nvvm.convert.f32x2.to.f6x2"
    ALLOWED: ClassVar[tuple[str, ...]] = ("e2m3", "e3m2")


@irdl_op_definition
class ConvertF32x2ToF4x2Op(_ConvertF32PairOp):
    """`%r = nvvm.convert.f32x2.to.f4x2 %a, %b {relu} : i8 (f4E2M1FN)`: rn, satfinite; a in the high nibble."""

    name = "nvvm.convert.f32x2.to.f4x2"
    ALLOWED: ClassVar[tuple[str, ...]] = ("e2m1",)
    RESULT_TYPES: ClassVar[tuple[Attribute, ...]] = ()
    dst = result_def(IntegerType(8))


@irdl_op_definition
class ConvertF16x2ToF8x2Op(_ConvertToPackedOp):
    """`%r = nvvm.convert.f16x2.to.f8x2 %a {relu} : vector<2xf16> -> i16 (f8E4M3FN)`: rn, satfinite."""

    name = "nvvm.convert.f16x2.to.f8x2"
    ALLOWED: ClassVar[tuple[str, ...]] = ("e4m3", "e5m2")
    a = operand_def(_V2F16)


@irdl_op_definition
class ConvertBF16x2ToF8x2Op(_ConvertToPackedOp):
    """`%r = nvvm.convert.bf16x2.to.f8x2 %a {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xbf16> -> i16 (f8E8M0FNU)`"""

    name = "nvvm.convert.bf16x2.to.f8x2"
    ALLOWED: ClassVar[tuple[str, ...]] = ("ue8m0",)
    a = operand_def(_BF16X2)

    def verify_flags(self) -> None:
        if self.rounding not in (FPRoundingMode.RZ, FPRoundingMode.RP):
            raise VerifyException(f"'{self.name}' op Only RZ and RP rounding modes are supported for conversions from bf16x2 to f8x2.")


class _ConvertToHalfPair(_ConvertOp):
    """A packed narrow pair (`src`, the narrow type in `srcType`) to a pair of 16-bit floats."""

    SYNTAX: ClassVar[str] = "from_packed"
    TYPE_PROP: ClassVar[str] = "srcType"
    SOURCE_TYPES: ClassVar[tuple[Attribute, ...]] = (_I8X2,)
    RESULT_TYPES: ClassVar[tuple[Attribute, ...]] = (_V2F16,)
    src = operand_def()
    dst = result_def()
    srcType = prop_def(TypeAttribute)


@irdl_op_definition
class ConvertF8x2ToF16x2Op(_ConvertToHalfPair):
    """`%r = nvvm.convert.f8x2.to.f16x2 %src {relu} : vector<2xi8> (f8E4M3FN) -> vector<2xf16>`"""

    name = "nvvm.convert.f8x2.to.f16x2"
    ALLOWED: ClassVar[tuple[str, ...]] = ("e4m3", "e5m2")


@irdl_op_definition
class ConvertF8x2ToBF16x2Op(_ConvertToHalfPair):
    """`%r = nvvm.convert.f8x2.to.bf16x2 %src : vector<2xi8> (f8E8M0FNU) -> vector<2xbf16>`"""

    name = "nvvm.convert.f8x2.to.bf16x2"
    ALLOWED: ClassVar[tuple[str, ...]] = ("ue8m0",)
    RESULT_TYPES: ClassVar[tuple[Attribute, ...]] = (_BF16X2,)


@irdl_op_definition
class ConvertF6x2ToF16x2Op(_ConvertToHalfPair):
    """`%r = nvvm.convert.f6x2.to.f16x2 %src {relu} : vector<2xi8> (f6E2M3FN) -> vector<2xf16>`"""

    name = "nvvm.convert.f6x2.to.f16x2"
    ALLOWED: ClassVar[tuple[str, ...]] = ("e2m3", "e3m2")


@irdl_op_definition
class ConvertF4x2ToF16x2Op(_ConvertToHalfPair):
    """`%r = nvvm.convert.f4x2.to.f16x2 %src {relu} : i8 (f4E2M1FN) -> vector<2xf16>`"""

    name = "nvvm.convert.f4x2.to.f16x2"
    ALLOWED: ClassVar[tuple[str, ...]] = ("e2m1",)
    SOURCE_TYPES: ClassVar[tuple[Attribute, ...]] = (IntegerType(8),)


MMA_OPS: list[type[Operation]] = [
    MmaOp,
    WMMALoadOp,
    WMMAStoreOp,
    WMMAMmaOp,
    LdMatrixOp,
    StMatrixOp,
    WgmmaMmaAsyncOp,
    CpAsyncBulkCommitGroupOp,
    CpAsyncBulkWaitGroupOp,
    CpAsyncBulkGlobalToSharedClusterOp,
    CpAsyncBulkSharedCTAToSharedClusterOp,
    CpAsyncBulkSharedCTAToGlobalOp,
    CpAsyncBulkPrefetchOp,
    CpAsyncBulkTensorGlobalToSharedClusterOp,
    CpAsyncBulkTensorSharedCTAToGlobalOp,
    CpAsyncBulkTensorPrefetchOp,
    CpAsyncBulkTensorReduceOp,
    Tcgen05AllocOp,
    Tcgen05DeallocOp,
    Tcgen05RelinquishAllocPermitOp,
    Tcgen05FenceOp,
    Tcgen05WaitOp,
    Tcgen05CommitOp,
    Tcgen05ShiftOp,
    ConvertFloatToTF32Op,
    ConvertF32x2ToF8x2Op,
    ConvertF32x2ToF6x2Op,
    ConvertF32x2ToF4x2Op,
    ConvertF16x2ToF8x2Op,
    ConvertBF16x2ToF8x2Op,
    ConvertF8x2ToF16x2Op,
    ConvertF8x2ToBF16x2Op,
    ConvertF6x2ToF16x2Op,
    ConvertF4x2ToF16x2Op,
]

MMA_ATTRS: list[type[Attribute]] = [
    ValidatePatternAttr,
    MMALayoutAttr,
    MMATypesAttr,
    MMAB1OpAttr,
    MMAIntOverflowAttr,
    MMAFragAttr,
    MMAShapeAttr,
    LdStMatrixShapeAttr,
    LdStMatrixEltTypeAttr,
    WGMMATypesAttr,
    WGMMAScaleInAttr,
    WGMMAScaleOutAttr,
    TMALoadModeAttr,
    TMAStoreModeAttr,
    TMAReduxKindAttr,
    CTAGroupKindAttr,
    Tcgen05FenceKindAttr,
    Tcgen05WaitKindAttr,
    FPRoundingModeAttr,
    SaturationModeAttr,
]
