"""LLVM-dialect ops that MLIR has and xDSL 0.74 lacks, one module per family (values and casts,
control flow, atomics, varargs, intrinsics, inline asm) and the cross-op verifier rules.

`nvvm_xdsl.universe.extended_llvm_dialect()` appends `EXTRA_LLVM_OPS` to xDSL's `llvm`
dialect, so MLIR's own text for these ops parses unchanged. Every op keeps MLIR's op name,
property names (so the generic form MLIR emits parses) and custom syntax.

Enumerations (atomic orderings, atomicrmw operations) are stored the way MLIR's generic form
stores them, as `i64` integer properties, the same choice xDSL's `llvm.load` makes for its
`ordering`; the custom syntax prints them as keywords.
"""

from __future__ import annotations

from xdsl.dialects import llvm
from xdsl.dialects.builtin import AnyFloatConstr, IntegerAttr, IntegerType, VectorType, i1, i64
from xdsl.dialects.llvm import FastMathAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    BaseAttr,
    EqAttrConstraint,
    IRDLOperation,
    OperandDef,
    ResultDef,
    VarConstraint,
    VarOperandDef,
)
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.dialects.llvm_ext.atomics import (
    AtomicBinOp,
    AtomicCmpXchgOp,
    AtomicOrdering,
    AtomicRMWOp,
    FenceOp,
)
from nvvm_xdsl.dialects.llvm_ext.constrained_fp import CONSTRAINED_FP_OPS, ConstrainedFPCallOp, ConstrainedFPOp
from nvvm_xdsl.dialects.llvm_ext.control_flow import SwitchOp
from nvvm_xdsl.dialects.llvm_ext.cross_op_rules import verify_llvm_cross_op_rules
from nvvm_xdsl.dialects.llvm_ext.inline_asm import InlineAsmOp
from nvvm_xdsl.dialects.llvm_ext.intrinsics import (
    VECTOR_REDUCTIONS,
    AbsOp,
    AssumeOp,
    BitReverseOp,
    CountLeadingZerosOp,
    CountTrailingZerosOp,
    CtPopOp,
    DebugTrapOp,
    EhTypeidForOp,
    FMulAddOp,
    FTruncOp,
    InvariantEndOp,
    InvariantStartOp,
    LaunderInvariantGroupOp,
    LifetimeEndOp,
    LifetimeStartOp,
    MaximumOp,
    MemcpyInlineOp,
    MemcpyOp,
    MemmoveOp,
    MemsetOp,
    MinimumOp,
    PowIOp,
    PtrMaskOp,
    RoundEvenOp,
    RoundOp,
    SMaxOp,
    SMinOp,
    StripInvariantGroupOp,
    TrapOp,
    UMaxOp,
    UMinOp,
    parse_vector_reduction,
)
from nvvm_xdsl.dialects.llvm_ext.values import (
    AddrSpaceCastOp,
    ExtractElementOp,
    FPToSIOp,
    FPToUIOp,
    FreezeOp,
    PoisonOp,
    PtrToAddrOp,
    UIToFPOp,
)
from nvvm_xdsl.dialects.llvm_ext.varargs import VaArgOp, VaCopyOp, VaEndOp, VaStartOp
from nvvm_xdsl.dialects.llvm_ext.vector_intrinsics import (
    VP_OPS,
    MaskedGatherOp,
    MaskedLoadOp,
    MaskedScatterOp,
    MaskedStoreOp,
    StepVectorOp,
    VectorExtractOp,
    VectorInsertOp,
    VPOp,
)

EXTRA_LLVM_OPS: list[type[IRDLOperation]] = [
    PoisonOp,
    AddrSpaceCastOp,
    FPToSIOp,
    FPToUIOp,
    UIToFPOp,
    SwitchOp,
    ExtractElementOp,
    FreezeOp,
    AtomicRMWOp,
    AtomicCmpXchgOp,
    FenceOp,
    VaArgOp,
    VaStartOp,
    VaEndOp,
    VaCopyOp,
    MemcpyOp,
    MemcpyInlineOp,
    MemmoveOp,
    MemsetOp,
    LaunderInvariantGroupOp,
    StripInvariantGroupOp,
    InvariantStartOp,
    InvariantEndOp,
    SMaxOp,
    SMinOp,
    UMaxOp,
    UMinOp,
    AbsOp,
    CtPopOp,
    CountLeadingZerosOp,
    CountTrailingZerosOp,
    MaximumOp,
    MinimumOp,
    AssumeOp,
    BitReverseOp,
    DebugTrapOp,
    FMulAddOp,
    FTruncOp,
    LifetimeEndOp,
    LifetimeStartOp,
    PowIOp,
    PtrMaskOp,
    RoundEvenOp,
    RoundOp,
    TrapOp,
    MaskedLoadOp,
    MaskedGatherOp,
    MaskedScatterOp,
    StepVectorOp,
    *VECTOR_REDUCTIONS.values(),
    # Newer than xDSL 0.74's llvm dialect (MLIR's LLVMOps.td / LLVMIntrinsicOps.td).
    PtrToAddrOp,
    EhTypeidForOp,
    VectorInsertOp,
    VectorExtractOp,
    *CONSTRAINED_FP_OPS.values(),
    ConstrainedFPCallOp,
    *VP_OPS.values(),
]

llvm.InlineAsmOp.register(InlineAsmOp)


def _zero_of_any_type() -> None:
    """MLIR's `llvm.mlir.zero` makes the zero of any LLVM-compatible type (`: i64`,
    `: vector<8xf32>`: CuTe DSL emits both); xDSL 0.74 allows only pointers and aggregates."""
    op_def = llvm.ZeroOp.get_irdl_definition()
    name, _ = op_def.results[0]
    op_def.results[0] = (name, ResultDef(AnyAttr()))


_zero_of_any_type()


def _vector_select() -> None:
    """MLIR's `llvm.select` takes a vector of i1 too, one per lane (`%c : vector<4xi1>`);
    xDSL 0.74 allows only an i1. Selection already applies select lane by lane."""
    op_def = llvm.SelectOp.get_irdl_definition()
    name, _ = op_def.operands[0]
    op_def.operands[0] = (name, OperandDef(EqAttrConstraint(i1) | VectorType.constr(EqAttrConstraint(i1))))


_vector_select()


def _vector_fcmp() -> None:
    """MLIR's `llvm.fcmp` compares vectors of floats lane by lane into a vector of i1 (ODS:
    `LLVM_ScalarOrVectorOf<AnyFloat>` operands, `ScalarOrVectorOf<I1>` result of the same
    shape, as `llvm.icmp`, which xDSL 0.74 already allows); xDSL 0.74's is scalar only."""
    op_def = llvm.FCmpOp.get_irdl_definition()
    floats = VarConstraint("T", AnyFloatConstr | VectorType.constr(AnyFloatConstr))
    op_def.operands = [(name, OperandDef(floats)) for name, _ in op_def.operands]
    name, _ = op_def.results[0]
    op_def.results[0] = (name, ResultDef(EqAttrConstraint(i1) | VectorType.constr(EqAttrConstraint(i1))))
    def __init__(
        self: llvm.FCmpOp,
        lhs: Operation | SSAValue,
        rhs: Operation | SSAValue,
        predicate: str | IntegerAttr,
        attributes: dict[str, Attribute] | None = None,
    ) -> None:
        if isinstance(predicate, str):
            predicate = IntegerAttr(llvm.FCmpPredicateFlag(predicate).to_int(), i64)
        # MLIR's fastmathFlags is a property its custom form writes in the attribute dictionary.
        attributes = dict(attributes or {})
        properties: dict[str, Attribute] = {"predicate": predicate}
        if "fastmathFlags" in attributes:
            properties["fastmathFlags"] = attributes.pop("fastmathFlags")
        IRDLOperation.__init__(
            self,
            operands=[lhs, rhs],
            result_types=[compare_result_type(SSAValue.get(lhs).type)],
            attributes=attributes,
            properties=properties,
        )

    def print_fcmp(self: llvm.FCmpOp, printer: Printer) -> None:
        """As xDSL's, with the fast-math flags other than `none` in the attribute dictionary,
        as MLIR prints them (xDSL 0.74 leaves the property out)."""
        printer.print_string(f' "{llvm.FCmpPredicateFlag.from_int(self.predicate.value.data)}" ')
        printer.print_ssa_value(self.lhs)
        printer.print_string(", ")
        printer.print_ssa_value(self.rhs)
        flags = self.properties.get("fastmathFlags")
        shown = {"fastmathFlags": flags} if flags is not None and flags != FastMathAttr(None) else {}
        printer.print_op_attributes({**shown, **self.attributes})
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)

    def verify_(self: llvm.ICmpOp | llvm.FCmpOp) -> None:
        expected = compare_result_type(self.lhs.type)
        if self.res.type != expected:
            raise VerifyException(f"'{self.name}' of {self.lhs.type} gives {expected}, not {self.res.type}")

    llvm.FCmpOp.__init__ = __init__  # type: ignore[method-assign]
    llvm.FCmpOp.print = print_fcmp  # type: ignore[method-assign]
    # Both compares: the result has the operands' shape, lane for lane.
    llvm.FCmpOp.verify_ = verify_  # type: ignore[method-assign,assignment]
    llvm.ICmpOp.verify_ = verify_  # type: ignore[method-assign,assignment]


def compare_result_type(operand_type: Attribute) -> Attribute:
    """What `llvm.icmp`/`llvm.fcmp` of `operand_type` gives: i1, or a vector of i1 of its shape."""
    if isinstance(operand_type, VectorType):
        return VectorType(i1, operand_type.get_shape(), operand_type.scalable_dims)
    return i1


_vector_fcmp()


def _vector_gep() -> None:
    """MLIR's `llvm.getelementptr` takes vectors of indices and of pointers too, giving a vector
    of pointers, one per lane (IREE addresses an `llvm.intr.masked.gather` so); xDSL 0.74's is
    scalar only. expand-vector-intrinsics makes each lane's address a scalar GEP."""
    op_def = llvm.GEPOp.get_irdl_definition()
    pointers = BaseAttr(llvm.LLVMPointerType) | VectorType.constr(BaseAttr(llvm.LLVMPointerType))
    integers = BaseAttr(IntegerType) | VectorType.constr(BaseAttr(IntegerType))
    op_def.operands = [
        (name, OperandDef(pointers) if name == "ptr" else VarOperandDef(integers)) for name, _ in op_def.operands
    ]
    name, _ = op_def.results[0]
    op_def.results[0] = (name, ResultDef(pointers))


_vector_gep()


def _start_value_reductions() -> None:
    """xDSL 0.74's `llvm.intr.vector.reduce.fadd`/`fmul` have no custom syntax; MLIR 24 prints
    one (IREE 3.13: `llvm.intr.vector.reduce.fadd(%s, %v) fastmath<reassoc> : (f32,
    vector<4xf32>) -> f32`), read as the other reductions read it. They print generic, as MLIR 22."""
    for op in (llvm.VectorReduceFAddOp, llvm.VectorReduceFMulOp):
        op.parse = classmethod(parse_vector_reduction)  # type: ignore[method-assign,assignment]


_start_value_reductions()

# Ops of xDSL's `llvm` dialect that this module redefines (same name, MLIR's current syntax).
REPLACED_LLVM_OPS: list[type[IRDLOperation]] = [InlineAsmOp, MaskedStoreOp]

__all__ = [
    "EXTRA_LLVM_OPS",
    "REPLACED_LLVM_OPS",
    "InlineAsmOp",
    "MaskedStoreOp",
    "verify_llvm_cross_op_rules",
    "AtomicBinOp",
    "AtomicOrdering",
    "VECTOR_REDUCTIONS",
    "CONSTRAINED_FP_OPS",
    "ConstrainedFPOp",
    "VP_OPS",
    "VPOp",
    *(
        op.__name__
        for op in EXTRA_LLVM_OPS
        if op not in (*VECTOR_REDUCTIONS.values(), *CONSTRAINED_FP_OPS.values(), *VP_OPS.values())
    ),
]
