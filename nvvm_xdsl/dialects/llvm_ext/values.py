"""`llvm.mlir.poison`, the checked casts (`addrspacecast`, `fptosi`, `fptoui`, `uitofp`, `ptrtoaddr`),
`llvm.extractelement` and `llvm.freeze`."""

from __future__ import annotations

from abc import ABC
from typing import ClassVar

from xdsl.dialects.builtin import (
    AnyAttr,
    ArrayAttr,
    IntAttr,
    SignlessIntegerConstraint,
    UnitAttr,
    VectorType,
)
from xdsl.dialects.llvm import GenericCastOp, LLVMPointerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    RangeOf,
    VarConstraint,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import (
    Pure,
)
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.address_spaces import address_space_of
from nvvm_xdsl.dialects.llvm_ext.type_checks import is_float, is_signless_int, split_vector


@irdl_op_definition
class PoisonOp(IRDLOperation):
    """`%p = llvm.mlir.poison : T`"""

    name = "llvm.mlir.poison"
    res = result_def()
    traits = traits_def(Pure())
    assembly_format = "attr-dict `:` type($res)"

    def __init__(self, result_type: Attribute):
        super().__init__(result_types=[result_type])


_KIND_TEXT = {
    "integer": "a signless integer or a vector of them",
    "float": "a floating-point type or a vector of them",
    "pointer": "a pointer or a vector of pointers",
}


class _CheckedCastOp(GenericCastOp, ABC):
    """A cast whose operand and result are scalars of given kinds, or equally long vectors."""

    traits = traits_def(Pure())

    SOURCE_KIND: ClassVar[str]
    RESULT_KIND: ClassVar[str]

    @staticmethod
    def _kind_ok(kind: str, t: Attribute) -> bool:
        if kind == "integer":
            return is_signless_int(t)
        if kind == "float":
            return is_float(t)
        return isinstance(t, LLVMPointerType)

    def verify_(self) -> None:
        src_elem, src_shape = split_vector(self.arg.type)
        res_elem, res_shape = split_vector(self.result.type)
        if not self._kind_ok(self.SOURCE_KIND, src_elem):
            raise VerifyException(
                f"operand must be {_KIND_TEXT[self.SOURCE_KIND]}, got {self.arg.type}"
            )
        if not self._kind_ok(self.RESULT_KIND, res_elem):
            raise VerifyException(
                f"result must be {_KIND_TEXT[self.RESULT_KIND]}, got {self.result.type}"
            )
        if src_shape != res_shape:
            raise VerifyException(
                "operand and result must both be scalars or vectors of the same shape"
            )


@irdl_op_definition
class AddrSpaceCastOp(_CheckedCastOp):
    """`%q = llvm.addrspacecast %p : !llvm.ptr<1> to !llvm.ptr`"""

    name = "llvm.addrspacecast"
    SOURCE_KIND: ClassVar[str] = "pointer"
    RESULT_KIND: ClassVar[str] = "pointer"

    def verify_(self) -> None:
        super().verify_()
        src, _ = split_vector(self.arg.type)
        dst, _ = split_vector(self.result.type)
        assert isinstance(src, LLVMPointerType) and isinstance(dst, LLVMPointerType)
        if (space := address_space_of(src)) == address_space_of(dst):
            # LLVM IR rejects a same-space addrspacecast; it would be a no-op anyway.
            raise VerifyException(
                f"source and result address spaces must differ (both are {space})"
            )


@irdl_op_definition
class FPToSIOp(_CheckedCastOp):
    """`%i = llvm.fptosi %f : f32 to i32`"""

    name = "llvm.fptosi"
    SOURCE_KIND: ClassVar[str] = "float"
    RESULT_KIND: ClassVar[str] = "integer"


@irdl_op_definition
class FPToUIOp(_CheckedCastOp):
    """`%i = llvm.fptoui %f : f32 to i32`"""

    name = "llvm.fptoui"
    SOURCE_KIND: ClassVar[str] = "float"
    RESULT_KIND: ClassVar[str] = "integer"


@irdl_op_definition
class UIToFPOp(_CheckedCastOp):
    """`%f = llvm.uitofp [nneg] %i : i32 to f32`"""

    name = "llvm.uitofp"
    SOURCE_KIND: ClassVar[str] = "integer"
    RESULT_KIND: ClassVar[str] = "float"

    nonNeg = opt_prop_def(UnitAttr)
    assembly_format = "(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($result)"

    def __init__(self, val: Operation | SSAValue, res_type: Attribute, non_neg: bool = False):
        IRDLOperation.__init__(
            self,
            operands=[val],
            result_types=[res_type],
            properties={"nonNeg": UnitAttr()} if non_neg else {},
        )


@irdl_op_definition
class PtrToAddrOp(_CheckedCastOp):
    """`%a = llvm.ptrtoaddr %p : !llvm.ptr to i64`: the pointer's address bits, without its
    provenance (LLVM 22's IR; MLIR after 22). Every NVPTX address space's pointer is all
    address, so it is `ptrtoint` here."""

    name = "llvm.ptrtoaddr"
    SOURCE_KIND: ClassVar[str] = "pointer"
    RESULT_KIND: ClassVar[str] = "integer"


# ---------------------------------------------------------------------------------------------
# Vector / value ops.
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class ExtractElementOp(IRDLOperation):
    """`%e = llvm.extractelement %v[%i : i32] : vector<4xf32>`"""

    name = "llvm.extractelement"

    ELEMENT: ClassVar = VarConstraint("ELEMENT", AnyAttr())
    VECTOR: ClassVar = VarConstraint(
        "VECTOR",
        VectorType.constr(ELEMENT, shape=ArrayAttr.constr(RangeOf(IntAttr).of_length(1))),
    )

    vector = operand_def(VECTOR)
    position = operand_def(SignlessIntegerConstraint)
    res = result_def(ELEMENT)

    traits = traits_def(Pure())
    assembly_format = "$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"

    def __init__(self, vector: Operation | SSAValue, position: Operation | SSAValue):
        vector_type = SSAValue.get(vector).type
        assert isinstance(vector_type, VectorType)
        super().__init__(
            operands=[vector, position], result_types=[vector_type.get_element_type()]
        )


@irdl_op_definition
class FreezeOp(IRDLOperation):
    """`%y = llvm.freeze %x : i32`"""

    name = "llvm.freeze"

    T: ClassVar = VarConstraint("T", AnyAttr())
    val = operand_def(T)
    res = result_def(T)

    traits = traits_def(Pure())
    assembly_format = "$val attr-dict `:` type($val)"

    def __init__(self, val: Operation | SSAValue):
        super().__init__(operands=[val], result_types=[SSAValue.get(val).type])
