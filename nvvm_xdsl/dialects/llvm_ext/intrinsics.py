"""The memory (`memcpy`/`memmove`/`memset`), integer (`smax`... `abs`, `ctpop`, `ctlz`,
`cttz`) and floating-point (`maximum`/`minimum`) `llvm.intr.*` ops."""

from __future__ import annotations

from abc import ABC
from typing import ClassVar

from xdsl.dialects.builtin import (
    I1,
    AnyFloatConstr,
    ArrayAttr,
    DenseArrayBase,
    IntegerAttr,
    IntegerType,
    SignlessIntegerConstraint,
    VectorType,
    i1,
    i32,
)
from xdsl.dialects.llvm import FastMathAttr, LLVMPointerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
    base,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    MemoryReadEffect,
    MemoryWriteEffect,
    Pure,
)

from nvvm_xdsl.dialects.xdsl_compat import parse_op_bundles, print_op_bundles

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
class MemcpyInlineOp(_MemIntrinsicOp):
    """`"llvm.intr.memcpy.inline"(%dst, %src) <{isVolatile = false, len = 10 : i64}>`: the length is
    a property (a constant), not an operand."""

    name = "llvm.intr.memcpy.inline"

    dst = operand_def(LLVMPointerType)
    src = operand_def(LLVMPointerType)
    len = prop_def(IntegerAttr)

    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())


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


class _IntUnaryIntrinsicOp(IRDLOperation, ABC):
    """`%r = llvm.intr.ctpop(%x) : (i32) -> i32`"""

    T: ClassVar = VarConstraint("T", _INT_OR_INT_VECTOR)
    in_ = operand_def(T)
    res = result_def(T)

    traits = traits_def(Pure())
    assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"

    def __init__(self, value: Operation | SSAValue):
        super().__init__(operands=[value], result_types=[SSAValue.get(value).type])


@irdl_op_definition
class CtPopOp(_IntUnaryIntrinsicOp):
    name = "llvm.intr.ctpop"


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


# ---------------------------------------------------------------------------------------------
# Intrinsics NVPTX selects (names, operands and properties from MLIR's LLVMIntrinsicOps.td; the
# syntax is what `mlir-opt-22` prints).
# ---------------------------------------------------------------------------------------------


class _FloatUnaryIntrinsicOp(IRDLOperation, ABC):
    """`%r = llvm.intr.roundeven(%x) : (f32) -> f32`"""

    T: ClassVar = VarConstraint("T", _FLOAT_OR_FLOAT_VECTOR)
    in_ = operand_def(T)
    res = result_def(T)
    fastmathFlags = prop_def(FastMathAttr, default_value=FastMathAttr(None))

    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"


@irdl_op_definition
class RoundEvenOp(_FloatUnaryIntrinsicOp):
    name = "llvm.intr.roundeven"


@irdl_op_definition
class FTruncOp(_FloatUnaryIntrinsicOp):
    """Rounding toward zero to an integral value (the float `trunc`, not the integer cast)."""

    name = "llvm.intr.trunc"


@irdl_op_definition
class RoundOp(_FloatUnaryIntrinsicOp):
    """Rounding to the nearest integral value, halves away from zero."""

    name = "llvm.intr.round"


@irdl_op_definition
class FMulAddOp(IRDLOperation):
    """`%r = llvm.intr.fmuladd(%a, %b, %c) : (f32, f32, f32) -> f32`: a * b + c, fused or not
    as the target prefers (NVPTX fuses)."""

    name = "llvm.intr.fmuladd"
    T: ClassVar = VarConstraint("T", _FLOAT_OR_FLOAT_VECTOR)
    a = operand_def(T)
    b = operand_def(T)
    c = operand_def(T)
    res = result_def(T)
    fastmathFlags = prop_def(FastMathAttr, default_value=FastMathAttr(None))

    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"


@irdl_op_definition
class PowIOp(IRDLOperation):
    """`%r = llvm.intr.powi(%x, %n) : (f32, i32) -> f32`: x to an integer power (MLIR 19 lowers
    `math.fpowi` to it)."""

    name = "llvm.intr.powi"
    T: ClassVar = VarConstraint("T", _FLOAT_OR_FLOAT_VECTOR)
    val = operand_def(T)
    power = operand_def(SignlessIntegerConstraint)
    res = result_def(T)
    fastmathFlags = prop_def(FastMathAttr, default_value=FastMathAttr(None))

    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"


@irdl_op_definition
class BitReverseOp(_IntUnaryIntrinsicOp):
    """`%r = llvm.intr.bitreverse(%x) : (i32) -> i32`"""

    name = "llvm.intr.bitreverse"


@irdl_op_definition
class PtrMaskOp(IRDLOperation):
    """`%r = llvm.intr.ptrmask %p, %mask : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>`"""

    name = "llvm.intr.ptrmask"
    ptr = operand_def(LLVMPointerType)
    mask = operand_def(SignlessIntegerConstraint)
    res = result_def(LLVMPointerType)

    traits = traits_def(Pure())
    assembly_format = "$ptr `,` $mask attr-dict `:` functional-type(operands, results)"


class _InvariantGroupOp(IRDLOperation, ABC):
    """`%q = llvm.intr.launder.invariant.group %p : !llvm.ptr`: the same pointer, an optimizer hint."""

    T: ClassVar = VarConstraint("T", base(LLVMPointerType))
    ptr = operand_def(T)
    res = result_def(T)

    assembly_format = "$ptr attr-dict `:` type($ptr)"


@irdl_op_definition
class LaunderInvariantGroupOp(_InvariantGroupOp):
    name = "llvm.intr.launder.invariant.group"


@irdl_op_definition
class StripInvariantGroupOp(_InvariantGroupOp):
    name = "llvm.intr.strip.invariant.group"


@irdl_op_definition
class InvariantStartOp(IRDLOperation):
    """`%d = llvm.intr.invariant.start 4, %p : !llvm.ptr`: the `size` bytes at %p do not change
    while %d lives (an optimizer hint; %d only feeds `invariant.end`)."""

    name = "llvm.intr.invariant.start"
    size = prop_def(IntegerAttr)
    ptr = operand_def(LLVMPointerType)
    res = result_def(LLVMPointerType)

    @classmethod
    def parse(cls, parser: Parser) -> InvariantStartOp:
        size = parser.parse_integer()
        parser.parse_punctuation(",")
        ptr = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        operand = parser.resolve_operand(ptr, parser.parse_type())
        return cls.create(
            operands=[operand], properties={"size": IntegerAttr(size, 64)}, result_types=[LLVMPointerType()], attributes=attrs
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.size.value.data}, ")
        printer.print_operand(self.ptr)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.ptr.type)


@irdl_op_definition
class InvariantEndOp(IRDLOperation):
    """`llvm.intr.invariant.end %d, 4, %p : !llvm.ptr`: the end of `invariant.start`'s promise."""

    name = "llvm.intr.invariant.end"
    size = prop_def(IntegerAttr)
    start = operand_def(LLVMPointerType)
    ptr = operand_def(LLVMPointerType)

    @classmethod
    def parse(cls, parser: Parser) -> InvariantEndOp:
        start = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        size = parser.parse_integer()
        parser.parse_punctuation(",")
        ptr = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ptr_type = parser.parse_type()
        operands = [parser.resolve_operand(start, LLVMPointerType()), parser.resolve_operand(ptr, ptr_type)]
        return cls.create(operands=operands, properties={"size": IntegerAttr(size, 64)}, attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.start)
        printer.print_string(f", {self.size.value.data}, ")
        printer.print_operand(self.ptr)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.ptr.type)


class _LifetimeMarkerOp(IRDLOperation, ABC):
    """`llvm.intr.lifetime.start %slot : !llvm.ptr` (LLVM 22: the alloca alone, no size)."""

    ptr = operand_def(LLVMPointerType)
    assembly_format = "$ptr attr-dict `:` type($ptr)"


@irdl_op_definition
class LifetimeStartOp(_LifetimeMarkerOp):
    name = "llvm.intr.lifetime.start"


@irdl_op_definition
class LifetimeEndOp(_LifetimeMarkerOp):
    name = "llvm.intr.lifetime.end"


@irdl_op_definition
class TrapOp(IRDLOperation):
    """`llvm.intr.trap`: abort the kernel."""

    name = "llvm.intr.trap"
    assembly_format = "attr-dict"


@irdl_op_definition
class DebugTrapOp(IRDLOperation):
    """`llvm.intr.debugtrap`: a breakpoint (`brkpt`)."""

    name = "llvm.intr.debugtrap"
    assembly_format = "attr-dict"


@irdl_op_definition
class AssumeOp(IRDLOperation):
    """`llvm.intr.assume %cond ["align"(%p, %n : !llvm.ptr<1>, i64)] : i1`: a fact the
    optimizer may use, with operand bundles (each a tag and its operands); selects to nothing.

    Generic form: `<{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}>`."""

    name = "llvm.intr.assume"
    cond = operand_def(i1)
    op_bundle_operands = var_operand_def()
    op_bundle_sizes = prop_def(DenseArrayBase)
    op_bundle_tags = opt_prop_def(ArrayAttr)

    @classmethod
    def parse(cls, parser: Parser) -> AssumeOp:
        cond_name = parser.parse_unresolved_operand()
        tags, sizes, operands = parse_op_bundles(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        cond = parser.resolve_operand(cond_name, parser.parse_type())
        props: dict[str, Attribute] = {"op_bundle_sizes": DenseArrayBase.from_list(i32, sizes)}
        if tags:
            props["op_bundle_tags"] = ArrayAttr(tags)
        return cls.create(operands=[cond, *operands], properties=props, attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.cond)
        print_op_bundles(printer, self.op_bundle_tags, self.op_bundle_sizes.get_values(), self.op_bundle_operands)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.cond.type)


@irdl_op_definition
class EhTypeidForOp(IRDLOperation):
    """`%id = llvm.intr.eh.typeid.for %type_info : (!llvm.ptr) -> i32`: a C++ exception type's
    selector value (exception handling, which NVPTX has not: refused at selection)."""

    name = "llvm.intr.eh.typeid.for"
    type_info = operand_def(LLVMPointerType)
    res = result_def(i32)

    traits = traits_def(Pure())
    assembly_format = "$type_info attr-dict `:` functional-type(operands, results)"


# ---------------------------------------------------------------------------------------------
# Vector reductions. MLIR 22 prints the integer ones and `fadd`/`fmul` (with a start value,
# xDSL's own ops) in generic form only (`"llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) ->
# i32`), and the float min/max ones as `llvm.intr.vector.reduce.fmax(%v) {fastmathFlags = ...} :
# (vector<4xf32>) -> f32`; MLIR 24 (IREE 3.13) prints every float one in that custom form, its
# flags as `fastmath<reassoc>` after the operands. Each reduction parses all of these
# (`parse_vector_reduction`) and prints as MLIR 22 does.
# ---------------------------------------------------------------------------------------------


def parse_vector_reduction(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
    """`(operands) [fastmath<flags>] attr-dict : functional-type(operands, results)`."""
    pos = parser.pos
    unresolved = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_unresolved_operand)
    properties: dict[str, Attribute] = {}
    if parser.parse_optional_keyword("fastmath"):
        properties["fastmathFlags"] = FastMathAttr(FastMathAttr.parse_parameter(parser))
    attributes = parser.parse_optional_attr_dict()
    if "fastmathFlags" in attributes:
        properties["fastmathFlags"] = attributes.pop("fastmathFlags")
    parser.parse_punctuation(":")
    function_type = parser.parse_function_type()
    operands = parser.resolve_operands(unresolved, function_type.inputs.data, pos)
    return cls.create(
        operands=operands, result_types=list(function_type.outputs.data), properties=properties, attributes=attributes
    )


class _IntVectorReduceOp(IRDLOperation, ABC):
    T: ClassVar = VarConstraint("T", SignlessIntegerConstraint)
    in_ = operand_def(VectorType.constr(T))
    res = result_def(T)

    traits = traits_def(Pure())

    parse = classmethod(parse_vector_reduction)


class _FloatVectorReduceOp(IRDLOperation, ABC):
    T: ClassVar = VarConstraint("T", AnyFloatConstr)
    in_ = operand_def(VectorType.constr(T))
    res = result_def(T)
    fastmathFlags = prop_def(FastMathAttr, default_value=FastMathAttr(None))

    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)

    parse = classmethod(parse_vector_reduction)

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_string(")")
        attributes = dict(self.attributes)
        if self.fastmathFlags != FastMathAttr(None):
            attributes["fastmathFlags"] = self.fastmathFlags
        printer.print_op_attributes(attributes)
        printer.print_string(" : ")
        printer.print_operation_type(self)


def _reduction(base: type[IRDLOperation], kind: str) -> type[IRDLOperation]:
    class_name = "VectorReduce" + kind.capitalize() + "Op"
    body = {
        "name": f"llvm.intr.vector.reduce.{kind}",
        "__module__": __name__,
        "__qualname__": class_name,
        "__doc__": f"`llvm.intr.vector.reduce.{kind}`: the lanes combined with `{kind}`.",
    }
    return irdl_op_definition(type(class_name, (base,), body))


INT_REDUCTION_KINDS = ("add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin")
FLOAT_REDUCTION_KINDS = ("fmax", "fmin", "fmaximum", "fminimum")
VECTOR_REDUCTIONS: dict[str, type[IRDLOperation]] = {
    **{kind: _reduction(_IntVectorReduceOp, kind) for kind in INT_REDUCTION_KINDS},
    **{kind: _reduction(_FloatVectorReduceOp, kind) for kind in FLOAT_REDUCTION_KINDS},
}
