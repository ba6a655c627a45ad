"""The `nvvm` dialect: the MLIR NVVM ops kernels use, in MLIR's syntax, plus the ABI ops of
NVIDIA's NVVM lowerings (param loads, param/generic address casts, aggregate splitting).

MLIR's NVVM dialect has no op for the ABI ones, so their names and syntax are this project's.
Each ABI op records the machine opcode NVVM gives it as a `MACHINE_OPCODE` class constant, so
IR dumps, diagnostics and documentation can be matched to NVIDIA's design.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import ClassVar

from xdsl.dialects.builtin import (
    I32,
    I64,
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    DictionaryAttr,
    IntAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    SymbolTable,
    UnitAttr,
    i32,
    i64,
)
from xdsl.dialects.llvm import CallOp, LLVMPointerType, LLVMVoidType
from xdsl.dialects.llvm import FuncOp as LLVMFuncOp
from xdsl.ir import Attribute, Dialect, Operation, ParametrizedAttribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    opt_result_def,
    prop_def,
    result_def,
    traits_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import MemoryReadEffect, Pure
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.datalayout import UnsupportedTypeError, is_aggregate, leaf_types
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects.enum_syntax import accept_both_enum_forms
from nvvm_xdsl.dialects.nvvm_inline_ptx import INLINE_PTX_OPS
from nvvm_xdsl.dialects.nvvm_isa import ENUM_ATTRS as ISA_ENUM_ATTRS
from nvvm_xdsl.dialects.nvvm_isa import ISA_OPS, BarrierReduction, BarrierReductionAttr
from nvvm_xdsl.dialects.nvvm_memory_space import MEMORY_SPACE_ATTRS
from nvvm_xdsl.dialects.nvvm_ods_syntax import accept_full_attributes, accept_property_dicts, apply_ods_defaults
from nvvm_xdsl.kernel_abi import MAXNREG_ATTR, MAXNTID_ATTR, MINCTASM_ATTR, REQNTID_ATTR
from nvvm_xdsl.walk import operations_of_type

# ---------------------------------------------------------------------------------------------
# Special registers (`%0 = nvvm.read.ptx.sreg.tid.x : i32`)
# ---------------------------------------------------------------------------------------------


@irdl_attr_definition
class ConstantRangeAttr(ParametrizedAttribute):
    """`#llvm.constant_range<i32, 0, 1024>`: the half-open value range [lower, upper) MLIR
    attaches to special-register reads (`nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32`).
    It only informs optimization; the backend ignores it."""

    name = "llvm.constant_range"

    int_type: IntegerType
    lower: IntAttr
    upper: IntAttr

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        with parser.in_angle_brackets():
            int_type = parser.parse_type()
            parser.parse_punctuation(",")
            lower = parser.parse_integer()
            parser.parse_punctuation(",")
            upper = parser.parse_integer()
        return [int_type, IntAttr(lower), IntAttr(upper)]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.int_type}, {self.lower.data}, {self.upper.data}>")

    def verify(self) -> None:
        if not isinstance(self.int_type, IntegerType):
            raise VerifyException(f"constant_range needs an integer type, got {self.int_type}")


class SpecialRegisterOp(IRDLOperation):
    """Reads a PTX special register; `PTX_REGISTER` is its PTX name (`%tid.x`)."""

    PTX_REGISTER: ClassVar[str]
    assembly_format = "(`range` $range^)? attr-dict `:` type($res)"
    range = opt_prop_def(ConstantRangeAttr)

    def __init__(self):
        super().__init__(result_types=[self.RESULT_TYPE])

    RESULT_TYPE: ClassVar[Attribute] = i32


def _sreg(
    op_name: str, register: str, result: IntegerType = i32, pure: bool = True, min_sm: int = 0, any_width: bool = False
) -> type[SpecialRegisterOp]:
    # clock counters change between reads, so they must not be CSE'd or erased as dead.
    traits = traits_def(Pure()) if pure else traits_def()
    class_name = "Read" + "".join(part.capitalize() for part in op_name.split(".")) + "Op"
    cls = type(
        class_name,
        (SpecialRegisterOp,),
        {
            "name": f"nvvm.read.ptx.sreg.{op_name}",
            # MLIR takes any LLVM type; `any_width` registers are read at the width asked for.
            "res": result_def(IntegerType if any_width else IntegerType(result.width.data)),
            "traits": traits,
            "PTX_REGISTER": register,
            "RESULT_TYPE": result,
            "MIN_SM": min_sm,
            "__annotations__": {
                "PTX_REGISTER": ClassVar[str],
                "RESULT_TYPE": ClassVar[Attribute],
                "MIN_SM": ClassVar[int],
            },
            "__module__": __name__,
            "__qualname__": class_name,
        },
    )
    return irdl_op_definition(cls)


SPECIAL_REGISTER_OPS: list[type[SpecialRegisterOp]] = [
    _sreg(f"{reg}.{dim}", f"%{reg}.{dim}")
    for reg in ("tid", "ntid", "ctaid", "nctaid")
    for dim in ("x", "y", "z")
] + [
    _sreg("laneid", "%laneid"),
    _sreg("warpsize", "WARP_SZ"),
    _sreg("clock", "%clock", pure=False),
    _sreg("clock64", "%clock64", i64, pure=False),
    _sreg("warpid", "%warpid", pure=False),  # a warp may migrate between reads
    _sreg("nwarpid", "%nwarpid"),
    _sreg("smid", "%smid", pure=False),
    _sreg("nsmid", "%nsmid"),
    _sreg("gridid", "%gridid", i64, any_width=True),  # MLIR's tests read it as i32, LLVM 22 too
    *(_sreg(f"lanemask.{cmp}", f"%lanemask_{cmp}") for cmp in ("eq", "le", "lt", "ge", "gt")),
    _sreg("globaltimer", "%globaltimer", i64, pure=False),
    _sreg("globaltimer.lo", "%globaltimer_lo", pure=False),
    *(_sreg(f"envreg{index}", f"%envreg{index}") for index in range(32)),
    # Cluster registers (sm_90).
    *(
        _sreg(f"{name}.{dim}", f"%{register}.{dim}", min_sm=90)
        for name, register in (
            ("clusterid", "clusterid"),
            ("nclusterid", "nclusterid"),
            ("cluster.ctaid", "cluster_ctaid"),
            ("cluster.nctaid", "cluster_nctaid"),
        )
        for dim in ("x", "y", "z")
    ),
    _sreg("cluster.ctarank", "%cluster_ctarank", min_sm=90),
    _sreg("cluster.nctarank", "%cluster_nctarank", min_sm=90),
]
SPECIAL_REGISTER_BY_NAME = {op.name: op for op in SPECIAL_REGISTER_OPS}

# ---------------------------------------------------------------------------------------------
# Compilation target of a gpu.module (`gpu.module @m [#nvvm.target<chip = "sm_80">] {...}`)
# ---------------------------------------------------------------------------------------------


@irdl_attr_definition
class NVVMTargetAttr(ParametrizedAttribute):
    """`#nvvm.target<O = 3, chip = "sm_80", features = "+ptx80">`: MLIR's NVVM target of a
    gpu.module. Only the parameters written are kept (MLIR prints only those that differ from
    its defaults); `lower-to-ptx` reads `chip` (`sm_80`, `sm_90a`) and the `+ptxNN` feature."""

    name = "nvvm.target"

    entries: DictionaryAttr

    # MLIR's parameter order, used when printing.
    KEYS: ClassVar[tuple[str, ...]] = ("O", "triple", "chip", "features", "flags", "link", "verifyTarget")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        entries: dict[str, Attribute] = {}
        if parser.parse_optional_punctuation("<") is None:
            return [DictionaryAttr({})]

        def parse_entry() -> None:
            start = parser.pos
            key = parser.parse_identifier(" (nvvm.target parameter)")
            if key not in cls.KEYS:
                parser.raise_error(f"unknown nvvm.target parameter '{key}'", start, parser.pos)
            parser.parse_punctuation("=")
            entries[key] = parser.parse_attribute()

        if parser.parse_optional_punctuation(">") is None:
            parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_entry)
            parser.parse_punctuation(">")
        return [DictionaryAttr(entries)]

    def print_parameters(self, printer: Printer) -> None:
        items = self.entries.data
        if not items:
            return
        printer.print_string("<")
        ordered = [key for key in self.KEYS if key in items]
        for index, key in enumerate(ordered):
            if index:
                printer.print_string(", ")
            printer.print_string(f"{key} = ")
            value = items[key]
            if key == "O" and isinstance(value, IntegerAttr):
                printer.print_int(value.value.data)  # MLIR writes the level bare
            else:
                printer.print_attribute(value)
        printer.print_string(">")

    @property
    def chip(self) -> str | None:
        value = self.entries.data.get("chip")
        return value.data if isinstance(value, StringAttr) else None

    @property
    def features(self) -> str:
        value = self.entries.data.get("features")
        return value.data if isinstance(value, StringAttr) else ""

    def ptx_version(self) -> str | None:
        """The PTX ISA version `features` asks for (`+ptx80` -> "8.0", `+ptx78` -> "7.8")."""
        match = re.search(r"\+ptx(\d)(\d)\b", self.features)
        return f"{match.group(1)}.{match.group(2)}" if match else None


# ---------------------------------------------------------------------------------------------
# Barriers
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class Barrier0Op(IRDLOperation):
    """CTA-wide barrier on barrier 0 (`bar.sync 0`). No effect trait: it must never be erased."""

    name = "nvvm.barrier0"
    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__()


@irdl_op_definition
class BarrierOp(IRDLOperation):
    """`bar.sync id[, number_of_threads]`; both operands default (barrier 0, all threads), the
    id also alone (`nvvm.barrier number_of_threads = %n`, newer MLIR's form: barrier 0).

    With a reduction (`nvvm.barrier #nvvm.reduction<popc> %p -> i32`) it is `bar.red`: every
    thread gives the predicate `%p != 0` and gets back their `and`/`or` (0 or 1) or how many
    were true (`popc`)."""

    name = "nvvm.barrier"
    barrierId = opt_operand_def(I32)
    numberOfThreads = opt_operand_def(I32)
    reductionOp = opt_prop_def(BarrierReductionAttr)
    reductionPredicate = opt_operand_def(I32)
    res = opt_result_def(I32)
    # `aligned`: every thread of the CTA executes the same barrier (`bar.sync`, PTX's aligned
    # form, the default). A unit (`{aligned}`) or a bool, as newer MLIR prints it: Triton 3.9
    # writes `{aligned = false}` for the non-aligned `barrier.sync`.
    aligned = opt_prop_def(UnitAttr | BoolAttr)  # type: ignore[arg-type]  # xDSL accepts a union of attribute classes here but does not type it
    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    # MLIR's format is `(id = $barrierId^)? (number_of_threads = $numberOfThreads^)?
    # ($reductionOp^ $reductionPredicate)? (-> type($res)^)? attr-dict`; xDSL 0.74's
    # declarative parser takes the op on the next line for the optional reduction attribute,
    # hence parse/print by hand.

    def __init__(
        self,
        barrier_id: SSAValue | Operation | None = None,
        number_of_threads: SSAValue | Operation | None = None,
        reduction: BarrierReduction | None = None,
        predicate: SSAValue | Operation | None = None,
    ):
        super().__init__(
            operands=[
                [barrier_id] if barrier_id is not None else [],
                [number_of_threads] if number_of_threads is not None else [],
                [predicate] if predicate is not None else [],
            ],
            properties={"reductionOp": BarrierReductionAttr(reduction)} if reduction is not None else {},
            result_types=[[IntegerType(32)] if reduction is not None else []],
        )

    @classmethod
    def parse(cls, parser: Parser) -> BarrierOp:
        i32 = IntegerType(32)
        operands: list[SSAValue | None] = [None, None, None]
        for index, keyword in enumerate(("id", "number_of_threads")):
            if parser.parse_optional_keyword(keyword) is not None:
                parser.parse_punctuation("=")
                operands[index] = parser.resolve_operand(parser.parse_unresolved_operand(), i32)
        reduction: BarrierReduction | None = None
        if parser.parse_optional_characters("#nvvm.reduction") is not None:
            with parser.in_angle_brackets():
                reduction = parser.parse_str_enum(BarrierReduction)
            operands[2] = parser.resolve_operand(parser.parse_unresolved_operand(), i32)
        result_types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            result_types.append(parser.parse_type())
        attributes = parser.parse_optional_attr_dict()
        properties: dict[str, Attribute] = {}
        if reduction is not None:
            properties["reductionOp"] = BarrierReductionAttr(reduction)
        if "aligned" in attributes:
            properties["aligned"] = attributes.pop("aligned")
        op = cls.create(
            operands=[value for value in operands if value is not None],
            result_types=result_types,
            properties=properties,
            attributes=attributes,
        )
        op.properties["operandSegmentSizes"] = DenseArrayBase.from_list(
            i32, [int(value is not None) for value in operands]
        )
        return op

    def print(self, printer: Printer) -> None:
        if self.barrierId is not None:
            printer.print_string(" id = ")
            printer.print_ssa_value(self.barrierId)
        if self.numberOfThreads is not None:
            printer.print_string(" number_of_threads = ")
            printer.print_ssa_value(self.numberOfThreads)
        if self.reductionOp is not None and self.reductionPredicate is not None:
            printer.print_string(" ")
            printer.print_attribute(self.reductionOp)
            printer.print_string(" ")
            printer.print_ssa_value(self.reductionPredicate)
        if self.res is not None:
            printer.print_string(" -> ")
            printer.print_attribute(self.res.type)
        extra = dict(self.attributes)
        if self.aligned is not None:
            extra["aligned"] = self.aligned
        printer.print_op_attributes(extra)

    @property
    def is_aligned(self) -> bool:
        return not (isinstance(self.aligned, IntegerAttr) and not self.aligned.value.data)

    def verify_(self) -> None:
        # MLIR's rule: the reduction, its predicate and the i32 result come together.
        parts = (self.reductionOp is not None, self.reductionPredicate is not None, self.res is not None)
        if any(parts) and not all(parts):
            raise VerifyException("a barrier reduction needs the reduction kind, its predicate and an i32 result")


# ---------------------------------------------------------------------------------------------
# ABI ops of the NVVM lowerings
# ---------------------------------------------------------------------------------------------


def _space_of(value_type: Attribute) -> int | None:
    return AS.address_space_of(value_type) if isinstance(value_type, LLVMPointerType) else None


def _expect_space(op: Operation, what: str, value_type: Attribute, space: int) -> None:
    if _space_of(value_type) != space:
        raise VerifyException(
            f"{op.name}: {what} must be {AS.pointer_type(space)}, got {value_type}"
        )


@irdl_op_definition
class LdParamOp(IRDLOperation):
    """Load a scalar from kernel parameter space at a byte offset (LDPARAM).

    `%v = nvvm.ldparam %s[8] : !llvm.ptr<101> -> i32`, `nvvm.ldparam %s[%off] ...` or
    `nvvm.ldparam %s[%off + 8] ...`: the offset is a constant, an i64 value, or their sum.
    Param space is read-only, so this is a pure read.
    """

    MACHINE_OPCODE: ClassVar[int] = 101

    name = "nvvm.ldparam"
    ptr = operand_def(LLVMPointerType)
    dynamic_offset = opt_operand_def(I64)
    offset = prop_def(IntegerAttr[I64])
    res = result_def()
    traits = traits_def(MemoryReadEffect())

    def __init__(
        self,
        ptr: SSAValue | Operation,
        result_type: Attribute,
        offset: int = 0,
        dynamic_offset: SSAValue | Operation | None = None,
    ):
        super().__init__(
            operands=[ptr, [dynamic_offset] if dynamic_offset is not None else []],
            result_types=[result_type],
            properties={"offset": IntegerAttr(offset, i64)},
        )

    @property
    def constant_offset(self) -> int:
        return self.offset.value.data

    def verify_(self) -> None:
        _expect_space(self, "the pointer", self.ptr.type, AS.PARAM)
        if is_aggregate(self.res.type):
            raise VerifyException(
                f"{self.name} loads scalars; split {self.res.type} into its fields first"
            )
        if self.constant_offset < 0:
            raise VerifyException(f"{self.name}: negative offset {self.constant_offset}")

    @classmethod
    def parse(cls, parser: Parser) -> LdParamOp:
        ptr = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        offset = 0
        dynamic: UnresolvedOperand | None = parser.parse_optional_unresolved_operand()
        if dynamic is None:
            offset = parser.parse_integer()
        elif parser.parse_optional_punctuation("+") is not None:
            offset = parser.parse_integer()
        parser.parse_punctuation("]")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ptr_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        ptr_value = parser.resolve_operand(ptr, ptr_type)
        dynamic_value = None if dynamic is None else parser.resolve_operand(dynamic, i64)
        op = cls(ptr_value, result_type, offset, dynamic_value)
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.ptr)
        printer.print_string("[")
        if self.dynamic_offset is not None:
            printer.print_ssa_value(self.dynamic_offset)
            if self.constant_offset:
                printer.print_string(f" + {self.constant_offset}")
        else:
            printer.print_string(str(self.constant_offset))
        printer.print_string("]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.ptr.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.res.type)


class _AddressSpaceCastOp(IRDLOperation):
    """Shared shape of the param/generic address-space conversions: pointer in, pointer out."""

    src = operand_def(LLVMPointerType)
    res = result_def(LLVMPointerType)
    traits = traits_def(Pure())
    assembly_format = "$src attr-dict `:` type($src) `to` type($res)"

    SOURCE_SPACE: ClassVar[int]
    RESULT_SPACE: ClassVar[int]

    def __init__(self, src: SSAValue | Operation):
        super().__init__(operands=[src], result_types=[AS.pointer_type(self.RESULT_SPACE)])

    def verify_(self) -> None:
        _expect_space(self, "the source", self.src.type, self.SOURCE_SPACE)
        _expect_space(self, "the result", self.res.type, self.RESULT_SPACE)


@irdl_op_definition
class CvtParamToGenericOp(_AddressSpaceCastOp):
    """Generic address of a kernel parameter (CVT_PARAM_TO_GENERIC; PTX `cvta.param`)."""

    MACHINE_OPCODE: ClassVar[int] = 49
    name = "nvvm.cvt.param.to.generic"
    SOURCE_SPACE: ClassVar[int] = AS.PARAM
    RESULT_SPACE: ClassVar[int] = AS.GENERIC


@irdl_op_definition
class CvtParamToGlobalOp(_AddressSpaceCastOp):
    """Global-space address of a kernel parameter (CVT_PARAM_TO_GLOBAL)."""

    MACHINE_OPCODE: ClassVar[int] = 50
    name = "nvvm.cvt.param.to.global"
    SOURCE_SPACE: ClassVar[int] = AS.PARAM
    RESULT_SPACE: ClassVar[int] = AS.GLOBAL


@irdl_op_definition
class CvtGenericToASOp(IRDLOperation):
    """Assert that a generic pointer points into a specific space (CVT_GENERIC_TO_AS).

    Used for pointers loaded out of kernel byval structs, which point to global memory under
    the CUDA convention: `nvvm.cvt.generic.to.as %p : !llvm.ptr to !llvm.ptr<1>`.
    """

    MACHINE_OPCODE: ClassVar[int] = 80
    name = "nvvm.cvt.generic.to.as"
    src = operand_def(LLVMPointerType)
    res = result_def(LLVMPointerType)
    traits = traits_def(Pure())
    assembly_format = "$src attr-dict `:` type($src) `to` type($res)"

    def __init__(self, src: SSAValue | Operation, space: int = AS.GLOBAL):
        super().__init__(operands=[src], result_types=[AS.pointer_type(space)])

    def verify_(self) -> None:
        _expect_space(self, "the source", self.src.type, AS.GENERIC)
        space = _space_of(self.res.type)
        if space not in (AS.GLOBAL, AS.SHARED, AS.CONST, AS.LOCAL):
            raise VerifyException(
                f"{self.name}: the result must be a global, shared, const or local pointer, "
                f"got {self.res.type}"
            )


@irdl_op_definition
class SplitStructOp(IRDLOperation):
    """One aggregate value in, its flattened scalar leaves out, in DataLayout order (opcode 32).

    `%a, %b, %c = nvvm.split.struct %s : !llvm.struct<(i32, struct<(f32, f64)>)>`
    """

    MACHINE_OPCODE: ClassVar[int] = 32
    name = "nvvm.split.struct"
    aggregate = operand_def()
    leaves = var_result_def()
    traits = traits_def(Pure())

    def __init__(self, aggregate: SSAValue):
        super().__init__(operands=[aggregate], result_types=[list(leaf_types(aggregate.type))])

    def verify_(self) -> None:
        aggregate_type = self.aggregate.type
        if not is_aggregate(aggregate_type):
            raise VerifyException(f"{self.name}: {aggregate_type} is not a struct or array")
        try:
            expected = leaf_types(aggregate_type)
        except UnsupportedTypeError as err:
            raise VerifyException(f"{self.name}: {err}") from err
        actual = tuple(result.type for result in self.leaves)
        if actual != expected:
            raise VerifyException(
                f"{self.name}: leaf types ({', '.join(map(str, actual))}) do not match the "
                f"flattened {aggregate_type}: ({', '.join(map(str, expected))})"
            )

    @classmethod
    def parse(cls, parser: Parser) -> SplitStructOp:
        operand = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        aggregate_type = parser.parse_type()
        op = cls(parser.resolve_operand(operand, aggregate_type))
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.aggregate)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.aggregate.type)


@irdl_op_definition
class VarargBaseOp(IRDLOperation):
    """Address of the enclosing variadic function's trailing `.param .b8 <f>_vararg[]` array.

    PTX makes the address of a device function's param a local-space address, so the result
    is `!llvm.ptr<5>` and `va_arg` reads through it with `ld.local`.
    """

    name = "nvvm.vararg.base"
    res = result_def(LLVMPointerType)
    traits = traits_def(Pure())
    assembly_format = "attr-dict `:` type($res)"

    def __init__(self):
        super().__init__(result_types=[AS.pointer_type(AS.LOCAL)])

    def verify_(self) -> None:
        _expect_space(self, "the result", self.res.type, AS.LOCAL)
        func = self.parent_op()
        while func is not None and not isinstance(func, LLVMFuncOp):
            func = func.parent_op()
        if func is None or not func.function_type.is_variadic:
            raise VerifyException(f"{self.name} must be inside a variadic llvm.func")


# ---------------------------------------------------------------------------------------------
# Function attributes (MLIR's NVVM dialect verifies these on the llvm.func they are attached to)
# ---------------------------------------------------------------------------------------------

_THREAD_BLOCK_ATTRS = (MAXNTID_ATTR, REQNTID_ATTR)
_POSITIVE_INT_ATTRS = (MINCTASM_ATTR, MAXNREG_ATTR)


def check_function_attributes(func: LLVMFuncOp, is_kernel: bool) -> None:
    """Raise an op_error for malformed launch-bound attributes, or for a kernel that returns a
    value (a PTX `.entry` has no return parameters)."""
    for key in _THREAD_BLOCK_ATTRS:
        attr = func.attributes.get(key)
        if attr is None:
            continue
        if isinstance(attr, DenseArrayBase):
            values = [int(v) for v in attr.get_values()]
        elif isinstance(attr, ArrayAttr) and all(isinstance(v, IntegerAttr) for v in attr.data):
            values = [v.value.data for v in attr.data if isinstance(v, IntegerAttr)]
        else:
            raise op_error(func, f"'{key}' must be an integer array like array<i32: 128, 1, 1>")
        if not 1 <= len(values) <= 3 or any(v <= 0 for v in values):
            raise op_error(func, f"'{key}' takes one to three positive sizes, got {values}")
    for key in _POSITIVE_INT_ATTRS:
        attr = func.attributes.get(key)
        if attr is not None and not (isinstance(attr, IntegerAttr) and attr.value.data > 0):
            raise op_error(func, f"'{key}' must be a positive integer, got {attr}")
    if is_kernel and not isinstance(func.function_type.output, LLVMVoidType):
        raise op_error(
            func, f"kernel @{func.sym_name.data} returns {func.function_type.output}: kernels must return void"
        )


def check_no_kernel_calls(module: Operation, is_kernel: Callable[[LLVMFuncOp], bool]) -> None:
    """Raise an op_error for a direct call of a kernel: a PTX `.entry` is launched from the
    host and cannot be the target of a `call` (ptxas: "Illegal call target")."""
    for op in operations_of_type(module, CallOp):
        if op.callee is None:
            continue
        callee = SymbolTable.lookup_symbol(module, op.callee)
        if isinstance(callee, LLVMFuncOp) and is_kernel(callee):
            raise op_error(
                op,
                f"calls kernel @{callee.sym_name.data}: kernels are launched from the host "
                "and cannot be called from device code",
            )


_DEFINED_OPS: list[type[Operation]] = [
    *SPECIAL_REGISTER_OPS,
    Barrier0Op,
    BarrierOp,
    LdParamOp,
    CvtParamToGenericOp,
    CvtParamToGlobalOp,
    CvtGenericToASOp,
    SplitStructOp,
    VarargBaseOp,
    *ISA_OPS,
    *INLINE_PTX_OPS,
]
_CORE_ATTRS: list[type[Attribute]] = [ConstantRangeAttr, NVVMTargetAttr, *ISA_ENUM_ATTRS, *MEMORY_SPACE_ATTRS]
# The ops and attributes every kernel may use, without the op families below: what a context
# loads first (`universe`), the families on the first nvvm name it lacks.
NVVM_CORE = Dialect("nvvm", _DEFINED_OPS, _CORE_ATTRS)
# Each enum attribute reads MLIR 22's and MLIR 24's spelling of it (`#nvvm<shfl_kind bfly>`,
# `#nvvm.shfl_kind<bfly>`).
accept_both_enum_forms(NVVM_CORE.attributes)
# MLIR's default property values (from the ODS table) for the hand-written ops: printing elides them.
apply_ods_defaults(NVVM_CORE.operations)
# Newer MLIR's `<{...}>` property dictionary in an nvvm op's custom form.
accept_property_dicts()
# An attribute written whole (`#nvvm.mem_scope<cta>`) where a format names it, as MLIR reads it.
accept_full_attributes()


@functools.cache
def op_families() -> tuple[tuple[type[Operation], ...], tuple[type[Attribute], ...]]:
    """The ops and attributes of the families only MMA, tcgen05 and ODS-table kernels use
    (`nvvm_mma`, `nvvm_mma_sp`, `nvvm_tcgen05`, `nvvm_convert_rs`, `nvvm_ods_ops` and the ops
    made from the table's other rows): about 0.02 s of import, done on first use."""
    from nvvm_xdsl.dialects.nvvm_convert_rs import CONVERT_RS_OPS
    from nvvm_xdsl.dialects.nvvm_mma import MMA_ATTRS, MMA_OPS
    from nvvm_xdsl.dialects.nvvm_mma_sp import MMA_SP_OPS
    from nvvm_xdsl.dialects.nvvm_ods_ops import ODS_ATTRS, ODS_OPS, generated_ops
    from nvvm_xdsl.dialects.nvvm_tcgen05 import TCGEN05_ATTRS, TCGEN05_OPS

    defined: list[type[Operation]] = [*MMA_OPS, *MMA_SP_OPS, *TCGEN05_OPS, *CONVERT_RS_OPS, *ODS_OPS]
    # The ops of the ODS table no module defines come from their table rows alone.
    ops = (*defined, *generated_ops(op.name for op in (*_DEFINED_OPS, *defined)))
    attrs: tuple[type[Attribute], ...] = (*MMA_ATTRS, *TCGEN05_ATTRS, *ODS_ATTRS)
    accept_both_enum_forms(attrs)
    apply_ods_defaults(ops)
    return ops, attrs


# The whole dialect (the core and the op families): built by `__getattr__` on first use.
NVVM: Dialect


def __getattr__(name: str) -> Dialect:
    if name == "NVVM":
        ops, attrs = op_families()
        dialect = globals()["NVVM"] = Dialect("nvvm", [*_DEFINED_OPS, *ops], [*_CORE_ATTRS, *attrs])
        return dialect
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
