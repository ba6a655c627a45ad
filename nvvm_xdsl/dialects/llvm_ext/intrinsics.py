"""The memory (`memcpy`/`memmove`/`memset`), integer (`smax`... `abs`, `ctpop`, `ctlz`,
`cttz`) and floating-point (`maximum`/`minimum`) `llvm.intr.*` ops."""

from __future__ import annotations

from abc import ABC
from typing import ClassVar

from xdsl.dialects.builtin import (
    I1,
    AnyFloatConstr,
    ArrayAttr,
    IntegerAttr,
    IntegerType,
    SignlessIntegerConstraint,
    VectorType,
    i1,
)
from xdsl.dialects.llvm import FastMathAttr, LLVMPointerType
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import (
    MemoryReadEffect,
    MemoryWriteEffect,
    Pure,
)


# ---------------------------------------------------------------------------------------------
# Memory intrinsics. MLIR has no custom syntax for these: they print in generic form, e.g.
#   "llvm.intr.memcpy"(%dst, %src, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
# ---------------------------------------------------------------------------------------------


class _MemIntrinsicOp(IRDLOperation, ABC):
    # Operands are declared in the concrete classes: IRDL lists inherited operands after a
    # subclass's own, which would scramble the (dst, src, len) order.
    volatile_flag = prop_def(IntegerAttr[I1], prop_name="isVolatile")
    # Metadata properties MLIR may attach; kept so its generic output parses unchanged.
    access_groups = opt_prop_def(ArrayAttr)
    alias_scopes = opt_prop_def(ArrayAttr)
    noalias_scopes = opt_prop_def(ArrayAttr)
    tbaa = opt_prop_def(ArrayAttr)
    arg_attrs = opt_prop_def(ArrayAttr)
    res_attrs = opt_prop_def(ArrayAttr)

    @property
    def is_volatile(self) -> bool:
        return bool(self.volatile_flag.value.data)


class _MemTransferOp(_MemIntrinsicOp, ABC):
    dst = operand_def(LLVMPointerType)
    src = operand_def(LLVMPointerType)
    len = operand_def(SignlessIntegerConstraint)

    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    def __init__(
        self,
        dst: Operation | SSAValue,
        src: Operation | SSAValue,
        length: Operation | SSAValue,
        is_volatile: bool = False,
    ):
        super().__init__(
            operands=[dst, src, length],
            properties={"isVolatile": IntegerAttr(int(is_volatile), i1)},
        )


@irdl_op_definition
class MemcpyOp(_MemTransferOp):
    name = "llvm.intr.memcpy"


@irdl_op_definition
class MemmoveOp(_MemTransferOp):
    name = "llvm.intr.memmove"


@irdl_op_definition
class MemsetOp(_MemIntrinsicOp):
    name = "llvm.intr.memset"

    dst = operand_def(LLVMPointerType)
    val = operand_def(IntegerType(8))
    len = operand_def(SignlessIntegerConstraint)

    traits = traits_def(MemoryWriteEffect())

    def __init__(
        self,
        dst: Operation | SSAValue,
        val: Operation | SSAValue,
        length: Operation | SSAValue,
        is_volatile: bool = False,
    ):
        super().__init__(
            operands=[dst, val, length],
            properties={"isVolatile": IntegerAttr(int(is_volatile), i1)},
        )


# ---------------------------------------------------------------------------------------------
# Integer intrinsics.
# ---------------------------------------------------------------------------------------------

_INT_OR_INT_VECTOR = SignlessIntegerConstraint | VectorType.constr(SignlessIntegerConstraint)


class _IntBinaryIntrinsicOp(IRDLOperation, ABC):
    """`%r = llvm.intr.smax(%a, %b) : (i32, i32) -> i32`"""

    T: ClassVar = VarConstraint("T", _INT_OR_INT_VECTOR)
    a = operand_def(T)
    b = operand_def(T)
    res = result_def(T)

    traits = traits_def(Pure())
    assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"

    def __init__(self, a: Operation | SSAValue, b: Operation | SSAValue):
        super().__init__(operands=[a, b], result_types=[SSAValue.get(a).type])


@irdl_op_definition
class SMaxOp(_IntBinaryIntrinsicOp):
    name = "llvm.intr.smax"


@irdl_op_definition
class SMinOp(_IntBinaryIntrinsicOp):
    name = "llvm.intr.smin"


@irdl_op_definition
class UMaxOp(_IntBinaryIntrinsicOp):
    name = "llvm.intr.umax"


@irdl_op_definition
class UMinOp(_IntBinaryIntrinsicOp):
    name = "llvm.intr.umin"


@irdl_op_definition
class CtPopOp(IRDLOperation):
    """`%r = llvm.intr.ctpop(%x) : (i32) -> i32`"""

    name = "llvm.intr.ctpop"

    T: ClassVar = VarConstraint("T", _INT_OR_INT_VECTOR)
    in_ = operand_def(T)
    res = result_def(T)

    traits = traits_def(Pure())
    assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"

    def __init__(self, value: Operation | SSAValue):
        super().__init__(operands=[value], result_types=[SSAValue.get(value).type])


class _FlaggedUnaryIntrinsicOp(IRDLOperation, ABC):
    """An integer intrinsic with an i1 immediate flag. MLIR prints these in generic form:
    `%r = "llvm.intr.ctlz"(%x) <{is_zero_poison = false}> : (i32) -> i32`."""

    FLAG_NAME: ClassVar[str]

    T: ClassVar = VarConstraint("T", _INT_OR_INT_VECTOR)
    in_ = operand_def(T)
    res = result_def(T)

    traits = traits_def(Pure())

    def __init__(self, value: Operation | SSAValue, flag: bool):
        super().__init__(
            operands=[value],
            result_types=[SSAValue.get(value).type],
            properties={self.FLAG_NAME: IntegerAttr(int(flag), i1)},
        )

    @property
    def flag(self) -> bool:
        attr = self.properties[self.FLAG_NAME]
        assert isinstance(attr, IntegerAttr)
        return bool(attr.value.data)


class _CountZerosOp(_FlaggedUnaryIntrinsicOp, ABC):
    FLAG_NAME: ClassVar[str] = "is_zero_poison"
    is_zero_poison = prop_def(IntegerAttr[I1])


@irdl_op_definition
class CountLeadingZerosOp(_CountZerosOp):
    name = "llvm.intr.ctlz"


@irdl_op_definition
class CountTrailingZerosOp(_CountZerosOp):
    name = "llvm.intr.cttz"


@irdl_op_definition
class AbsOp(_FlaggedUnaryIntrinsicOp):
    name = "llvm.intr.abs"
    FLAG_NAME: ClassVar[str] = "is_int_min_poison"
    is_int_min_poison = prop_def(IntegerAttr[I1])


# ---------------------------------------------------------------------------------------------
# Floating-point intrinsics.
# ---------------------------------------------------------------------------------------------

_FLOAT_OR_FLOAT_VECTOR = AnyFloatConstr | VectorType.constr(AnyFloatConstr)


class _FloatBinaryIntrinsicOp(IRDLOperation, ABC):
    """`%r = llvm.intr.maximum(%a, %b) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32`"""

    T: ClassVar = VarConstraint("T", _FLOAT_OR_FLOAT_VECTOR)
    a = operand_def(T)
    b = operand_def(T)
    res = result_def(T)

    fastmathFlags = prop_def(FastMathAttr, default_value=FastMathAttr(None))

    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"

    def __init__(self, a: Operation | SSAValue, b: Operation | SSAValue):
        super().__init__(
            operands=[a, b],
            result_types=[SSAValue.get(a).type],
            properties={"fastmathFlags": FastMathAttr(None)},
        )


@irdl_op_definition
class MaximumOp(_FloatBinaryIntrinsicOp):
    """IEEE 754-2019 maximum: a NaN operand gives NaN (maxnum ignores it)."""

    name = "llvm.intr.maximum"


@irdl_op_definition
class MinimumOp(_FloatBinaryIntrinsicOp):
    name = "llvm.intr.minimum"


# -- whole-module checks ----------------------------------------------------------------------
#
