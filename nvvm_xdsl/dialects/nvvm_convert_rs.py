"""MLIR NVVM's conversions with stochastic rounding (`.rs`, Blackwell), in MLIR's syntax.

    %h = nvvm.convert.f32x2.to.f16x2 %hi, %lo, %rbits {relu = true} : vector<2xf16>
    %q = nvvm.convert.f32x4.to.f8x4 %v, %rbits : vector<4xf32> -> vector<4xi8> (f8E4M3FN)

`rbits` holds the random bits the rounding uses. The f32x4 forms always saturate to the finite
range. Names, formats and verifier rules follow NVVMOps.td (the commit in tests/nvvm_ops_td.txt);
the rounding/saturation enums are `nvvm_mma`'s.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import (
    I32,
    BFloat16Type,
    BoolAttr,
    Float16Type,
    Float32Type,
    IntegerType,
    TypeAttribute,
    VectorType,
)
from xdsl.ir import Attribute
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
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

from nvvm_xdsl.dialects.nvvm_mma import (
    NARROW_FLOAT_NAMES,
    FPRoundingMode,
    FPRoundingModeAttr,
    MLIRAttrDictOp,
    SaturationMode,
    SaturationModeAttr,
    mlir_attr_dict,
    print_sorted_attr_dict,
)


class _ConvertF32x2RS(MLIRAttrDictOp):
    """Two f32 to a packed half pair, rounded stochastically (MLIR's only rounding here)."""

    PAIR_NAME: ClassVar[str]
    src_hi = operand_def(Float32Type)
    src_lo = operand_def(Float32Type)
    # MLIR 23 made the random bits optional and added `rn`/`rz` (CuTe DSL:
    # `nvvm.convert.f32x2.to.f16x2 %hi, %lo {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>`).
    rbits = opt_operand_def(I32)
    rnd = opt_prop_def(FPRoundingModeAttr)
    sat = opt_prop_def(SaturationModeAttr)
    relu = opt_prop_def(BoolAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$src_hi `,` $src_lo (`,` $rbits^)? attr-dict `:` type($dst)"
    PROP_DEFAULTS: ClassVar[dict[str, Attribute]] = {
        "rnd": FPRoundingModeAttr(FPRoundingMode.RS),
        "sat": SaturationModeAttr(SaturationMode.NONE),
        "relu": BoolAttr.from_bool(False),
    }

    @property
    def satfinite(self) -> bool:
        return self.sat is not None and self.sat.data == SaturationMode.SATFINITE

    @property
    def has_relu(self) -> bool:
        return self.relu is not None and bool(self.relu.value.data)

    @property
    def rounding(self) -> FPRoundingMode:
        return self.rnd.data if self.rnd is not None else FPRoundingMode.RS

    def verify_(self) -> None:
        if self.rounding not in (FPRoundingMode.RS, FPRoundingMode.RN, FPRoundingMode.RZ):
            raise VerifyException(
                f"'{self.name}' op unsupported rounding mode {self.rounding} for conversions from f32x2 to {self.PAIR_NAME}."
            )
        if (self.rounding == FPRoundingMode.RS) != (self.rbits is not None):
            raise VerifyException(
                f"'{self.name}' op random bits are required with RS rounding and only with it"
            )
        if self.sat is not None and self.sat.data not in (SaturationMode.NONE, SaturationMode.SATFINITE):
            raise VerifyException(f"'{self.name}' op unsupported saturation mode {self.sat.data}")


@mlir_attr_dict
@irdl_op_definition
class ConvertF32x2ToF16x2Op(_ConvertF32x2RS):
    name = "nvvm.convert.f32x2.to.f16x2"
    PAIR_NAME: ClassVar[str] = "f16x2"
    dst = result_def(VectorType(Float16Type(), [2]))


@mlir_attr_dict
@irdl_op_definition
class ConvertF32x2ToBF16x2Op(_ConvertF32x2RS):
    name = "nvvm.convert.f32x2.to.bf16x2"
    PAIR_NAME: ClassVar[str] = "bf16x2"
    dst = result_def(VectorType(BFloat16Type(), [2]))


_F32X4 = VectorType(Float32Type(), [4])


class _ConvertF32x4RS(IRDLOperation):
    """vector<4xf32> to four packed narrow floats, `.rs.satfinite`:
    `%src, %rbits {relu} : vector<4xf32> -> RESULT (ELEMENT)`. Written by hand: MLIR prints a
    space before the `(` of the element type, which xDSL's format printer leaves out."""

    ALLOWED: ClassVar[tuple[str, ...]]
    src = operand_def(_F32X4)
    rbits = operand_def(I32)
    relu = opt_prop_def(BoolAttr)
    dstTy = prop_def(TypeAttribute)
    dst = result_def()
    RESULT: ClassVar[Attribute]

    @property
    def ptx_type(self) -> str | None:
        return NARROW_FLOAT_NAMES.get(str(self.dstTy))

    @property
    def has_relu(self) -> bool:
        return self.relu is not None and bool(self.relu.value.data)

    def verify_(self) -> None:
        if self.ptx_type not in self.ALLOWED:
            names = [k for k, v in NARROW_FLOAT_NAMES.items() if v in self.ALLOWED]
            raise VerifyException(
                f"'{self.name}' op Only {' and '.join(names)} types are supported for conversions from f32x4 to "
                f"{self.name.rsplit('.', 1)[-1]}."
            )
        if self.dst.type != self.RESULT:
            raise VerifyException(f"'{self.name}' op result must be {self.RESULT}, got {self.dst.type}")

    @classmethod
    def parse(cls, parser: Parser) -> _ConvertF32x4RS:
        src = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rbits = parser.parse_unresolved_operand()
        attributes = dict(parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        src_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        parser.parse_punctuation("(")
        element = parser.parse_type()
        parser.parse_punctuation(")")
        properties: dict[str, Attribute] = {"dstTy": element}
        relu = attributes.pop("relu", None)
        if relu is not None and relu != BoolAttr.from_bool(False):
            properties["relu"] = relu
        return cls.create(
            operands=[parser.resolve_operand(src, src_type), parser.resolve_operand(rbits, IntegerType(32))],
            result_types=[result_type],
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_ssa_value)
        entries = {k: v for k, v in self.properties.items() if k != "dstTy"}
        print_sorted_attr_dict(printer, {**entries, **self.attributes})
        printer.print_string(f" : {self.src.type} -> {self.dst.type} ({self.dstTy})")


@irdl_op_definition
class ConvertF32x4ToF8x4Op(_ConvertF32x4RS):
    name = "nvvm.convert.f32x4.to.f8x4"
    ALLOWED: ClassVar[tuple[str, ...]] = ("e4m3", "e5m2")
    RESULT: ClassVar[Attribute] = VectorType(IntegerType(8), [4])


@irdl_op_definition
class ConvertF32x4ToF6x4Op(_ConvertF32x4RS):
    name = "nvvm.convert.f32x4.to.f6x4"
    ALLOWED: ClassVar[tuple[str, ...]] = ("e2m3", "e3m2")
    RESULT: ClassVar[Attribute] = VectorType(IntegerType(8), [4])


@irdl_op_definition
class ConvertF32x4ToF4x4Op(_ConvertF32x4RS):
    name = "nvvm.convert.f32x4.to.f4x4"
    ALLOWED: ClassVar[tuple[str, ...]] = ("e2m1",)
    RESULT: ClassVar[Attribute] = IntegerType(16)


CONVERT_RS_OPS = [
    ConvertF32x2ToF16x2Op,
    ConvertF32x2ToBF16x2Op,
    ConvertF32x4ToF8x4Op,
    ConvertF32x4ToF6x4Op,
    ConvertF32x4ToF4x4Op,
]
