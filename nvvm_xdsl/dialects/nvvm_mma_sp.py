"""MLIR NVVM's sparse and block-scaled warp MMA: `nvvm.mma.sp.sync`, `nvvm.mma.block_scale`,
`nvvm.mma.sp.block_scale` (registered in the `nvvm` dialect).

Their syntax is `nvvm.mma.sync`'s with more operand groups after `A[...] B[...] C[...]`
(`sparseMetadata[%m] selector[%s]`, `scaleA[%data, %byte, %thread] scaleB[...]`), the
properties in a sorted attribute dictionary (a multiplicand type the register type implies left
out) and `: (tA, tB, tC) -> !llvm.struct<...>`, as MLIR's C++ printer writes it; MLIR 24's
`shape = <...>, multiplicand_a_ptx_type = bf16, ...` keywords are read too.

The legal forms are LLVM 22's intrinsics' (IntrinsicsNVVM.td): the sparse register counts
(A holds half of the dense A's elements), the kinds and scale-vector sizes per shape.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import UnitAttr, VectorType, f32, i16, i32
from xdsl.dialects.llvm import LLVMStructType
from xdsl.ir import Attribute, Operation
from xdsl.irdl import (
    AttrSizedOperandSegments,
    BaseAttr,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    var_operand_def,
)
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.datalayout import leaf_types
from nvvm_xdsl.dialects.nvvm_mma import (
    FP8_MMA_TYPES,
    INTEGER_MMA_TYPES,
    NARROW_FLOAT_MMA_TYPES,
    MMAIntOverflowAttr,
    MmaRegistersOp,
    MMAShapeAttr,
    MMATypes,
    MMATypesAttr,
    _members,  # pyright: ignore[reportPrivateUsage]
    )
from nvvm_xdsl.dialects.nvvm_ods_ops import ODS_ATTRS
from nvvm_xdsl.dialects.nvvm_tcgen05 import BlockScaleKindAttr

_BY_NAME = {attr.name: attr for attr in ODS_ATTRS if hasattr(attr, "name")}
# The table's enum attributes these ops store (made from its keywords in nvvm_ods_ops).
MMAKindAttr = _BY_NAME["nvvm.mma_kind"]
ScaleVecSizeAttr = _BY_NAME["nvvm.scale_vec_size"]
BlockScaleFormatAttr = _BY_NAME["nvvm.block_scale_format"]

# (multiplicand type, k) -> (A registers, B registers) of `mma.sp` at m16n8; A and B are
# vector<2xf16> for f16, i32 otherwise; C/D: 2 f16x2 or 4 f32/s32.
MMA_SP_FORMS: dict[tuple[MMATypes, int], tuple[int, int]] = {
    **{(t, k): regs for t in (MMATypes.F16, MMATypes.BF16) for k, regs in ((16, (2, 2)), (32, (4, 4)))},
    (MMATypes.TF32, 8): (2, 2),
    (MMATypes.TF32, 16): (4, 4),
    **{(t, k): regs for t in (MMATypes.S8, MMATypes.U8) for k, regs in ((32, (2, 2)), (64, (4, 4)))},
    **{(t, k): regs for t in (MMATypes.S4, MMATypes.U4) for k, regs in ((64, (2, 2)), (128, (4, 4)))},
    **{(t, 64): (4, 4) for t in NARROW_FLOAT_MMA_TYPES},
}

# (kind, sparse) of the block-scaled forms -> k of its m16n8 shape -> the legal (scale vector
# size, scale format) pairs.
BLOCK_SCALE_FORMS: dict[tuple[str, bool], dict[int, set[tuple[str, str]]]] = {
    ("mxf8f6f4", False): {32: {("x1", "ue8m0")}},
    ("mxf4", False): {64: {("x2", "ue8m0")}},
    ("mxf4nvf4", False): {64: {("x2", "ue8m0"), ("x4", "ue4m3")}},
    ("mxf8f6f4", True): {64: {("x1", "ue8m0")}},
    ("mxf4", True): {128: {("x2", "ue8m0")}},
    ("mxf4nvf4", True): {128: {("x2", "ue8m0"), ("x4", "ue4m3")}},
}


def enum_value(attr: Attribute | None) -> str | None:
    """The keyword of an enum attribute (the table-made classes are not typed here)."""
    return None if attr is None else str(attr.data)  # type: ignore[attr-defined]


def _elements(t: Attribute) -> list[Attribute]:
    """The scalars a register type holds: a struct's members, a vector's elements."""
    return [
        e for leaf in leaf_types(t)
        for e in ([leaf.element_type] * leaf.element_count() if isinstance(leaf, VectorType) else [leaf])
    ]


class _MmaGroupsOp(MmaRegistersOp):
    """`A[...] B[...] C[...]` then this op's fixed operand groups (`GROUPS`: label and the
    types of its operands), its properties (`PROPS`) in the attribute dictionary, and the
    register types of A, B and C."""

    # Each op declares its operands itself, A, B and C first (xDSL orders a subclass's fields
    # before its base's); the multiplicand types and the syntax come from MmaRegistersOp.

    @property
    def mnk(self) -> tuple[int, int, int]:
        shape = self.properties["shape"]
        assert isinstance(shape, MMAShapeAttr)
        return shape.mnk

    def _check_registers(self, a_regs: int, b_regs: int, c_types: set[MMATypes]) -> None:
        a_type, c_type, d_type = self.a_type, self.c_type, self.d_type
        for group, values in (("A", self.operandA), ("B", self.operandB), ("C", self.operandC)):
            if len({v.type for v in values}) > 1:
                raise VerifyException(f"'{self.name}' op the {group} registers must share one type")
        counts = (len(self.operandA), len(self.operandB))
        m, n, k = self.mnk
        if counts != (a_regs, b_regs):
            raise VerifyException(
                f"'{self.name}' op m{m}n{n}k{k} {a_type} takes {a_regs} A and {b_regs} B registers, "
                f"got {counts[0]} and {counts[1]}"
            )
        if c_type not in c_types or d_type != c_type:
            raise VerifyException(
                f"'{self.name}' op {a_type} multiplicands need one {' or '.join(sorted(c_types))} type "
                f"for the accumulator and the result, got {c_type} and {d_type}"
            )
        expected = 2 if c_type == MMATypes.F16 else 4
        for what, count in (("C registers", len(self.operandC)), ("result members", len(_members(self.res.type)))):
            if count != expected:
                raise VerifyException(f"'{self.name}' op takes {expected} {c_type} {what}, got {count}")

    def _check_block_scale(self, sparse: bool) -> None:
        m, n, k = self.mnk
        kind = enum_value(self.properties.get("kind"))
        forms = BLOCK_SCALE_FORMS.get((kind or "", sparse), {})
        if (m, n) != (16, 8) or k not in forms:
            raise VerifyException(f"'{self.name}' op unsupported shape m{m}n{n}k{k} for kind {kind}")
        scale = (enum_value(self.properties.get("scaleVecSize")), enum_value(self.properties.get("blockScaleFormat")))
        if scale not in forms[k]:
            raise VerifyException(
                f"'{self.name}' op kind {kind} takes scale vector size and format "
                f"{' or '.join(f'{v}/{f}' for v, f in sorted(forms[k]))}, got {scale[0]}/{scale[1]}"
            )
        a_type, b_type = self.a_type, self.b_type
        allowed = NARROW_FLOAT_MMA_TYPES if kind == "mxf8f6f4" else {MMATypes.E2M1}
        if a_type not in allowed or b_type not in allowed:
            raise VerifyException(f"'{self.name}' op kind {kind} takes {', '.join(sorted(allowed))} multiplicands, got {a_type} and {b_type}")
        # MLIR's verifier stops here: its tests pass the registers as vectors too
        # (`A[%a] : (vector<4xi32>, ...)`); `register_problem` is selection's check.

    def register_problem(self) -> str | None:
        """Why the A, B, C registers and the result do not hold the instruction's 32-bit
        registers (4 A, 2 B dense or 4 sparse, 4 f32 C and D; scalars or vectors of them), or None."""
        sparse = isinstance(self, MmaSpBlockScaleOp)
        expected = (("A", self.operandA, i32, 4), ("B", self.operandB, i32, 4 if sparse else 2), ("C", self.operandC, f32, 4))
        for group, values, element, count in expected:
            elements = [t for v in values for t in _elements(v.type)]
            if elements != [element] * count:
                return f"'{self.name}' takes {count} {element} {group} registers (scalars or vectors), got {', '.join(str(v.type) for v in values)}"
        if _elements(self.res.type) != [f32] * 4:
            return f"'{self.name}' returns 4 f32 registers, got {self.res.type}"
        return None


@irdl_op_definition
class MmaSpOp(_MmaGroupsOp):
    """`%d = nvvm.mma.sp.sync A[...] B[...] C[...] sparseMetadata[%m] selector[%s] {shape = ...}
    : (tA, tB, tC) -> !llvm.struct<...>`: `D = A * B + C` with A 2:4-sparse (its non-zero half
    in the registers, their positions in the metadata word); `orderedMetadata` is PTX's
    `sp::ordered_metadata`, `kind = #nvvm.mma_kind<f8f6f4>` its `kind::f8f6f4`."""

    name = "nvvm.mma.sp.sync"
    GROUPS: ClassVar[tuple[tuple[str, tuple[Attribute, ...]], ...]] = (("sparseMetadata", (i32,)), ("selector", (i32,)))
    PROPS: ClassVar[tuple[str, ...]] = (
        "shape", "intOverflowBehavior", "multiplicandAPtxType", "multiplicandBPtxType", "orderedMetadata", "kind",
    )

    operandA = var_operand_def()
    operandB = var_operand_def()
    operandC = var_operand_def()
    res = result_def(LLVMStructType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    shape = prop_def(MMAShapeAttr)
    intOverflowBehavior = opt_prop_def(MMAIntOverflowAttr)
    multiplicandAPtxType = opt_prop_def(MMATypesAttr)
    multiplicandBPtxType = opt_prop_def(MMATypesAttr)
    orderedMetadata = opt_prop_def(UnitAttr)
    kind = opt_prop_def(BaseAttr(MMAKindAttr))
    sparseMetadata = operand_def(i32)
    sparsitySelector = operand_def(i32)

    def verify_(self) -> None:
        m, n, k = self.mnk
        a_type, b_type = self.a_type, self.b_type
        if a_type is None or b_type is None:
            raise VerifyException(
                f"'{self.name}' op cannot infer the multiplicand PTX types from the operands; "
                "give multiplicandAPtxType and multiplicandBPtxType"
            )
        form = MMA_SP_FORMS.get((a_type, k))
        if form is None or (m, n) != (16, 8):
            raise VerifyException(f"'{self.name}' op unsupported shape m{m}n{n}k{k} for {a_type} multiplicands")
        same_family = (
            a_type == b_type
            or {a_type, b_type} <= INTEGER_MMA_TYPES and a_type[1] == b_type[1]
            or {a_type, b_type} <= NARROW_FLOAT_MMA_TYPES
        )
        if not same_family:
            raise VerifyException(f"'{self.name}' op multiplicand types {a_type} and {b_type} do not combine")
        kind = self.kind is not None
        if kind and (self.orderedMetadata is None or a_type not in NARROW_FLOAT_MMA_TYPES):
            raise VerifyException(f"'{self.name}' op kind f8f6f4 takes narrow-float multiplicands and orderedMetadata")
        if not kind and {a_type, b_type} & (NARROW_FLOAT_MMA_TYPES - FP8_MMA_TYPES):
            raise VerifyException(f"'{self.name}' op {a_type}/{b_type} multiplicands need kind = #nvvm.mma_kind<f8f6f4>")
        if a_type in INTEGER_MMA_TYPES:
            accumulators = {MMATypes.S32}
            if self.intOverflowBehavior is None:
                raise VerifyException(f"'{self.name}' op {a_type} multiplicands need intOverflowBehavior")
        elif a_type in (MMATypes.BF16, MMATypes.TF32) or (a_type in NARROW_FLOAT_MMA_TYPES and not kind):
            accumulators = {MMATypes.F32}
        else:
            accumulators = {MMATypes.F16, MMATypes.F32}
        self._check_registers(*form, accumulators)


_SCALE_GROUPS: tuple[tuple[str, tuple[Attribute, ...]], ...] = (("scaleA", (i32, i16, i16)), ("scaleB", (i32, i16, i16)))
_BLOCK_SCALE_PROPS: tuple[str, ...] = ("shape", "multiplicandAPtxType", "multiplicandBPtxType", "scaleVecSize", "blockScaleFormat", "kind")


@irdl_op_definition
class MmaBlockScaleOp(_MmaGroupsOp):
    """`%d = nvvm.mma.block_scale A[...] B[...] C[...] scaleA[%data, %byte, %thread] scaleB[...]
    {shape, kind = #nvvm.block_scale_kind<...>, scaleVecSize, blockScaleFormat, ...} : (...) -> ...`:
    `D = (A * scale_A) * (B * scale_B) + C` with narrow-float multiplicands (sm_120a)."""

    name = "nvvm.mma.block_scale"
    GROUPS: ClassVar[tuple[tuple[str, tuple[Attribute, ...]], ...]] = _SCALE_GROUPS
    PROPS: ClassVar[tuple[str, ...]] = _BLOCK_SCALE_PROPS

    operandA = var_operand_def()
    operandB = var_operand_def()
    operandC = var_operand_def()
    res = result_def(LLVMStructType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    shape = prop_def(MMAShapeAttr)
    multiplicandAPtxType = opt_prop_def(MMATypesAttr)
    multiplicandBPtxType = opt_prop_def(MMATypesAttr)
    scaleVecSize = prop_def(BaseAttr(ScaleVecSizeAttr))
    blockScaleFormat = prop_def(BaseAttr(BlockScaleFormatAttr))
    kind = prop_def(BlockScaleKindAttr)
    scaleAData = operand_def(i32)
    byteIdA = operand_def(i16)
    threadIdA = operand_def(i16)
    scaleBData = operand_def(i32)
    byteIdB = operand_def(i16)
    threadIdB = operand_def(i16)

    def verify_(self) -> None:
        self._check_block_scale(sparse=False)


@irdl_op_definition
class MmaSpBlockScaleOp(_MmaGroupsOp):
    """`nvvm.mma.block_scale` with a 2:4-sparse A: `sparseMetadata[%m] selector[%s]` before the
    scale groups; the metadata is always the ordered kind (`orderedMetadata`, added by the parser)."""

    name = "nvvm.mma.sp.block_scale"
    GROUPS: ClassVar[tuple[tuple[str, tuple[Attribute, ...]], ...]] = (
        ("sparseMetadata", (i32,)), ("selector", (i32,)), *_SCALE_GROUPS,
    )
    PROPS: ClassVar[tuple[str, ...]] = (*_BLOCK_SCALE_PROPS, "orderedMetadata")
    IMPLIED: ClassVar[dict[str, Attribute]] = {"orderedMetadata": UnitAttr()}

    operandA = var_operand_def()
    operandB = var_operand_def()
    operandC = var_operand_def()
    res = result_def(LLVMStructType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    shape = prop_def(MMAShapeAttr)
    multiplicandAPtxType = opt_prop_def(MMATypesAttr)
    multiplicandBPtxType = opt_prop_def(MMATypesAttr)
    scaleVecSize = prop_def(BaseAttr(ScaleVecSizeAttr))
    blockScaleFormat = prop_def(BaseAttr(BlockScaleFormatAttr))
    kind = prop_def(BlockScaleKindAttr)
    orderedMetadata = opt_prop_def(UnitAttr)
    sparseMetadata = operand_def(i32)
    sparsitySelector = operand_def(i32)
    scaleAData = operand_def(i32)
    byteIdA = operand_def(i16)
    threadIdA = operand_def(i16)
    scaleBData = operand_def(i32)
    byteIdB = operand_def(i16)
    threadIdB = operand_def(i16)

    def verify_(self) -> None:
        if self.orderedMetadata is None:
            raise VerifyException(f"'{self.name}' op 'orderedMetadata' attribute is mandatory")
        self._check_block_scale(sparse=True)


MMA_SP_OPS: list[type[Operation]] = [MmaSpOp, MmaBlockScaleOp, MmaSpBlockScaleOp]
