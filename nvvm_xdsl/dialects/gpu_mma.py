"""MLIR's warp-level matrix ops of the `gpu` dialect (GPUOps.td), which xDSL 0.74 lacks:
`!gpu.mma_matrix<16x16xf16, "AOp">` and `gpu.subgroup_mma_{load_matrix,store_matrix,compute,
constant_matrix,elementwise}`, with MLIR's assembly formats and properties (registered into
`gpu` by gpu_ext). convert-gpu-to-nvvm lowers them to `nvvm.wmma.*`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    ArrayAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntAttr,
    IntegerAttr,
    MemRefType,
    StringAttr,
    UnitAttr,
    VectorType,
    i32,
)
from xdsl.dialects.llvm import LLVMStructType
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, ParametrizedAttribute, SpacedOpaqueSyntaxAttribute, SSAValue, TypeAttribute
from xdsl.irdl import (
    BaseAttr,
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    var_operand_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from nvvm_xdsl.dialects.nvvm_mma import MMATypes, wmma_fragment

OPERANDS = ("AOp", "BOp", "COp")


@irdl_attr_definition
class MMAMatrixType(ParametrizedAttribute, TypeAttribute):
    """`!gpu.mma_matrix<16x16xf16, "AOp">`: one warp's share of a matrix operand (A, B or the
    accumulator C), opaque to everything but the subgroup_mma ops."""

    name = "gpu.mma_matrix"

    shape: ArrayAttr[IntAttr]
    element_type: Attribute
    operand: StringAttr

    def __init__(self, shape: Sequence[int], element_type: Attribute, operand: str):
        super().__init__(ArrayAttr(IntAttr(d) for d in shape), element_type, StringAttr(operand))

    @property
    def dims(self) -> tuple[int, int]:
        rows, cols = (d.data for d in self.shape.data)
        return rows, cols

    def verify(self) -> None:
        if len(self.shape.data) != 2:
            raise VerifyException("gpu.mma_matrix is two-dimensional")
        if self.operand.data not in OPERANDS:
            raise VerifyException(f"gpu.mma_matrix operand must be one of {', '.join(OPERANDS)}")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        with parser.in_angle_brackets():
            dims, element_type = parser.parse_ranked_shape()
            parser.parse_punctuation(",")
            operand = parser.parse_str_literal()
        return [ArrayAttr(IntAttr(d) for d in dims), element_type, StringAttr(operand)]

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string("x".join(str(d.data) for d in self.shape.data) + "x")
            printer.print_attribute(self.element_type)
            printer.print_string(f', "{self.operand.data}"')


class MMAElementwiseOp(StrEnum):
    ADDF = "addf"
    MULF = "mulf"
    SUBF = "subf"
    MAXF = "maxf"
    MINF = "minf"
    DIVF = "divf"
    ADDI = "addi"
    MULI = "muli"
    SUBI = "subi"
    DIVS = "divs"
    DIVU = "divu"
    NEGATEF = "negatef"
    NEGATES = "negates"
    EXTF = "extf"


@irdl_attr_definition
class MMAElementwiseOpAttr(EnumAttribute[MMAElementwiseOp], SpacedOpaqueSyntaxAttribute):
    """`#gpu<mma_element_wise addf>`"""

    name = "gpu.mma_element_wise"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> MMAElementwiseOp:
        return parser.parse_str_enum(MMAElementwiseOp)


@irdl_op_definition
class SubgroupMmaLoadMatrixOp(IRDLOperation):
    name = "gpu.subgroup_mma_load_matrix"

    srcMemref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    leadDimension = prop_def(IntegerAttr[IndexType])
    transpose = opt_prop_def(UnitAttr)
    res = result_def(MMAMatrixType)

    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = (
        "$srcMemref `[` $indices `]` attr-dict `:` type($srcMemref) `->` type($res)"
    )


@irdl_op_definition
class SubgroupMmaStoreMatrixOp(IRDLOperation):
    name = "gpu.subgroup_mma_store_matrix"

    src = operand_def(MMAMatrixType)
    dstMemref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    leadDimension = prop_def(IntegerAttr[IndexType])
    transpose = opt_prop_def(UnitAttr)

    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = (
        "$src `,` $dstMemref `[` $indices `]` attr-dict `:` type($src) `,` type($dstMemref)"
    )


@irdl_op_definition
class SubgroupMmaComputeOp(IRDLOperation):
    name = "gpu.subgroup_mma_compute"

    opA = operand_def(MMAMatrixType)
    opB = operand_def(MMAMatrixType)
    C: ClassVar = VarConstraint("C", BaseAttr(MMAMatrixType))
    opC = operand_def(C)
    a_transpose = opt_prop_def(UnitAttr)
    b_transpose = opt_prop_def(UnitAttr)
    res = result_def(C)

    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$opA `,` $opB `,` $opC attr-dict `:` type($opA) `,` type($opB) `->` type($res)"

    def verify_(self) -> None:
        kinds = [SSAValue.get(v).type for v in (self.opA, self.opB, self.opC)]
        names = [t.operand.data for t in kinds if isinstance(t, MMAMatrixType)]
        if names != list(OPERANDS):
            raise VerifyException("gpu.subgroup_mma_compute takes an AOp, a BOp and a COp matrix")


@irdl_op_definition
class SubgroupMmaConstantMatrixOp(IRDLOperation):
    name = "gpu.subgroup_mma_constant_matrix"

    value = operand_def()
    res = result_def(MMAMatrixType)

    def __init__(self, value: SSAValue, result_type: MMAMatrixType):
        super().__init__(operands=[value], result_types=[result_type])

    def verify_(self) -> None:
        assert isinstance(self.res.type, MMAMatrixType)
        if self.value.type != self.res.type.element_type:
            raise VerifyException("gpu.subgroup_mma_constant_matrix splats a matrix element")

    @classmethod
    def parse(cls, parser: Parser) -> SubgroupMmaConstantMatrixOp:
        # The value's type is the matrix's element type, which the format leaves out.
        value = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        if not isinstance(result_type, MMAMatrixType):
            parser.raise_error("expected a !gpu.mma_matrix type")
        op = cls(parser.resolve_operand(value, result_type.element_type), result_type)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.res.type)


@irdl_op_definition
class SubgroupMmaElementwiseOp(IRDLOperation):
    name = "gpu.subgroup_mma_elementwise"

    args = var_operand_def(MMAMatrixType)
    opType = prop_def(MMAElementwiseOpAttr)
    res = result_def(MMAMatrixType)

    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$opType $args attr-dict `:` `(` type($args) `)` `->` type($res)"


OPS: tuple[type[IRDLOperation], ...] = (
    SubgroupMmaLoadMatrixOp,
    SubgroupMmaStoreMatrixOp,
    SubgroupMmaComputeOp,
    SubgroupMmaConstantMatrixOp,
    SubgroupMmaElementwiseOp,
)
ATTRIBUTES: tuple[type[Attribute], ...] = (MMAMatrixType, MMAElementwiseOpAttr)


# -- what nvvm.wmma makes of a matrix (MLIR's WmmaOpsToNvvm rules) ------------------------------

_FRAG = {"AOp": "a", "BOp": "b", "COp": "c"}
# Multiplicand f32 is tf32 for the tensor cores; accumulators keep their type.
_MULTIPLICAND = {"f16": MMATypes.F16, "f32": MMATypes.TF32, "i8": MMATypes.S8,
                 "si8": MMATypes.S8, "ui8": MMATypes.U8, "f64": MMATypes.F64}
_ACCUMULATOR = {"f16": MMATypes.F16, "f32": MMATypes.F32, "i32": MMATypes.S32,
                "si32": MMATypes.S32, "f64": MMATypes.F64}
_REGISTER = {"f16x2": VectorType(Float16Type(), [2]), "f32": Float32Type(), "i32": i32,
             "f64": Float64Type()}


def wmma_eltype(t: MMAMatrixType) -> MMATypes | None:
    table = _ACCUMULATOR if t.operand.data == "COp" else _MULTIPLICAND
    return table.get(str(t.element_type))


def wmma_frag(t: MMAMatrixType) -> str:
    return _FRAG[t.operand.data]


def wmma_shape(t: MMAMatrixType) -> tuple[int, int, int] | None:
    """(m, n, k) of the wmma instruction for a matrix: A is m x k, B k x n, C m x n; the third
    dimension is the first legal one (for C of f32 both k16 and k8 exist; its load and store
    are the same instruction either way)."""
    eltype = wmma_eltype(t)
    if eltype is None:
        return None
    rows, cols = t.dims
    for third in (16, 8, 32, 4):
        m, n, k = {"AOp": (rows, third, cols), "BOp": (third, cols, rows),
                   "COp": (rows, cols, third)}[t.operand.data]
        if wmma_fragment(eltype, wmma_frag(t), m, n, k) is not None:
            return m, n, k
    return None


def fragment_type(t: MMAMatrixType) -> LLVMStructType | None:
    """The llvm struct of one thread's registers of the matrix, None when wmma has no such
    fragment."""
    eltype, shape = wmma_eltype(t), wmma_shape(t)
    if eltype is None or shape is None:
        return None
    found = wmma_fragment(eltype, wmma_frag(t), *shape)
    assert found is not None
    count, kind = found
    return LLVMStructType.from_type_list([_REGISTER[kind]] * count)
