"""LLVM-dialect ops that MLIR has and xDSL 0.74 lacks.

`nvvm_xdsl.universe.extended_llvm_dialect()` appends `EXTRA_LLVM_OPS` to xDSL's `llvm`
dialect, so MLIR's own text for these ops parses unchanged. Every op keeps MLIR's op name,
property names (so the generic form MLIR emits parses) and custom syntax.

Enumerations (atomic orderings, atomicrmw operations) are stored the way MLIR's generic form
stores them, as `i64` integer properties, the same choice xDSL's `llvm.load` makes for its
`ordering`; the custom syntax prints them as keywords.
"""

from __future__ import annotations

from abc import ABC
from collections.abc import Sequence
from enum import IntEnum
from typing import ClassVar

from xdsl.dialects.builtin import (
    I1,
    I64,
    AnyAttr,
    AnyFloatConstr,
    ArrayAttr,
    BFloat16Type,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    Float80Type,
    Float128Type,
    IntAttr,
    IntegerAttr,
    IntegerType,
    Signedness,
    SignlessIntegerConstraint,
    StringAttr,
    UnitAttr,
    VectorType,
    i1,
    i32,
    i64,
)
from xdsl.dialects import llvm
from xdsl.dialects.builtin import ModuleOp, SymbolTable
from xdsl.dialects.llvm import FastMathAttr, FuncOp, GenericCastOp, LLVMPointerType, LLVMStructType
from xdsl.ir import Attribute, Block, Operation, SSAValue, TypeAttribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    RangeOf,
    VarConstraint,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    opt_result_def,
    prop_def,
    result_def,
    successor_def,
    traits_def,
    var_operand_def,
    var_successor_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
    MemoryReadEffect,
    MemoryWriteEffect,
    Pure,
)
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.address_spaces import address_space_of
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.kernel_abi import ALIGN_ATTR, BYVAL_ATTR

# ---------------------------------------------------------------------------------------------
# Type predicates shared by the verifiers.
# ---------------------------------------------------------------------------------------------

_FLOAT_TYPES = (BFloat16Type, Float16Type, Float32Type, Float64Type, Float80Type, Float128Type)


def _is_signless_int(t: Attribute) -> bool:
    return isinstance(t, IntegerType) and t.signedness.data == Signedness.SIGNLESS


def _is_float(t: Attribute) -> bool:
    return isinstance(t, _FLOAT_TYPES)


def _split_vector(t: Attribute) -> tuple[Attribute, tuple[int, ...] | None]:
    """(element type, vector shape) of a vector type; (t, None) for a scalar."""
    if isinstance(t, VectorType):
        return t.get_element_type(), tuple(t.get_shape())
    return t, None


def _is_atomic_int(t: Attribute) -> bool:
    """Integer widths every LLVM target lowers atomically."""
    return _is_signless_int(t) and t.width.data in (8, 16, 32, 64)  # pyright: ignore


def _check_alignment(alignment: IntegerAttr | None) -> None:
    if alignment is None:
        return
    value = alignment.value.data
    if value <= 0 or value & (value - 1):
        raise VerifyException(f"alignment must be a positive power of two, got {value}")


# ---------------------------------------------------------------------------------------------
# Atomic enumerations (MLIR's LLVM::AtomicOrdering / LLVM::AtomicBinOp numbering).
# ---------------------------------------------------------------------------------------------


class AtomicOrdering(IntEnum):
    NOT_ATOMIC = 0
    UNORDERED = 1
    MONOTONIC = 2
    ACQUIRE = 4
    RELEASE = 5
    ACQ_REL = 6
    SEQ_CST = 7

    @property
    def keyword(self) -> str:
        return self.name.lower()


class AtomicBinOp(IntEnum):
    XCHG = 0
    ADD = 1
    SUB = 2
    AND = 3
    NAND = 4
    OR = 5
    XOR = 6
    MAX = 7
    MIN = 8
    UMAX = 9
    UMIN = 10
    FADD = 11
    FSUB = 12
    FMAX = 13
    FMIN = 14
    UINC_WRAP = 15
    UDEC_WRAP = 16
    USUB_COND = 17
    USUB_SAT = 18
    FMAXIMUM = 19
    FMINIMUM = 20
    FMAXIMUMNUM = 21
    FMINIMUMNUM = 22

    @property
    def llvm_name(self) -> str:
        """The operation's name in LLVM IR (`atomicrmw and ...`)."""
        return self.name.lower()

    @property
    def keyword(self) -> str:
        """MLIR's spelling: the three that are C++ keywords take a leading underscore."""
        name = self.llvm_name
        return f"_{name}" if name in ("and", "or", "xor") else name

    @property
    def is_float_op(self) -> bool:
        return self.name.startswith("F")


_ORDERING_BY_KEYWORD = {o.keyword: o for o in AtomicOrdering}
_BIN_OP_BY_KEYWORD = {b.keyword: b for b in AtomicBinOp}
# Older text (and this project's earlier output) writes `and`/`or`/`xor` without the underscore.
_BIN_OP_BY_KEYWORD |= {b.keyword.lstrip("_"): b for b in AtomicBinOp}


def _enum_value(enum: type[IntEnum], attr: IntegerAttr, what: str):
    try:
        return enum(attr.value.data)
    except ValueError:
        raise VerifyException(f"invalid {what} value {attr.value.data}") from None


def _parse_ordering(parser: Parser) -> IntegerAttr:
    keyword = parser.parse_keyword_in(_ORDERING_BY_KEYWORD, " (atomic ordering)")
    return IntegerAttr(int(_ORDERING_BY_KEYWORD[keyword]), i64)


def _ordering_keyword(attr: IntegerAttr) -> str:
    try:
        return AtomicOrdering(attr.value.data).keyword
    except ValueError:
        # Keep printing an invalid (generic-form) value; the verifier reports it.
        return str(attr.value.data)


def _parse_optional_syncscope(parser: Parser) -> StringAttr | None:
    if parser.parse_optional_keyword("syncscope") is None:
        return None
    with parser.in_parens():
        return StringAttr(parser.parse_str_literal(" (sync scope)"))


def _print_optional_syncscope(printer: Printer, syncscope: StringAttr | None) -> None:
    if syncscope is not None:
        printer.print_string(" syncscope(")
        printer.print_string_literal(syncscope.data)
        printer.print_string(")")


def _pop_alignment(attrs: dict[str, Attribute]) -> Attribute | None:
    """`alignment` is written in the attr-dict but is a property (its constraint checks it)."""
    return attrs.pop("alignment", None)


def _optional_int(value: int | None) -> IntegerAttr | None:
    return None if value is None else IntegerAttr(value, i64)


def _sync_attr(syncscope: str | None) -> StringAttr | None:
    return None if syncscope is None else StringAttr(syncscope)


def _ordering_attr(ordering: AtomicOrdering | int) -> IntegerAttr:
    return IntegerAttr(int(ordering), i64)


def _drop_none(props: dict[str, Attribute | None]) -> dict[str, Attribute]:
    return {k: v for k, v in props.items() if v is not None}


# ---------------------------------------------------------------------------------------------
# Constants and casts.
# ---------------------------------------------------------------------------------------------


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
            return _is_signless_int(t)
        if kind == "float":
            return _is_float(t)
        return isinstance(t, LLVMPointerType)

    def verify_(self) -> None:
        src_elem, src_shape = _split_vector(self.arg.type)
        res_elem, res_shape = _split_vector(self.result.type)
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
        src, _ = _split_vector(self.arg.type)
        dst, _ = _split_vector(self.result.type)
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


# ---------------------------------------------------------------------------------------------
# Control flow.
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class SwitchOp(IRDLOperation):
    """`llvm.switch %x : i32, ^default(%a : i32) [ 1: ^bb1, 2: ^bb2(%v : f32) ]`

    Case operands are one flat operand group split by `case_operand_segments`, MLIR's
    VariadicOfVariadic encoding, so the generic form matches MLIR's.
    """

    name = "llvm.switch"

    value = operand_def(SignlessIntegerConstraint)
    default_operands = var_operand_def()
    case_operands = var_operand_def()

    case_values = opt_prop_def(DenseIntOrFPElementsAttr)
    case_operand_segments = prop_def(DenseArrayBase)
    branch_weights = opt_prop_def(DenseArrayBase)

    default_destination = successor_def()
    case_destinations = var_successor_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(IsTerminator(), Pure())

    def __init__(
        self,
        value: Operation | SSAValue,
        default_destination: Block,
        default_operands: Sequence[Operation | SSAValue] = (),
        case_values: Sequence[int] = (),
        case_destinations: Sequence[Block] = (),
        case_operands: Sequence[Sequence[Operation | SSAValue]] | None = None,
        branch_weights: Sequence[int] | None = None,
    ):
        if case_operands is None:
            case_operands = [()] * len(case_destinations)
        value_type = SSAValue.get(value).type
        props: dict[str, Attribute] = {
            "case_operand_segments": DenseArrayBase.from_list(
                i32, [len(ops) for ops in case_operands]
            )
        }
        if case_values:
            assert isinstance(value_type, IntegerType)
            props["case_values"] = DenseIntOrFPElementsAttr.from_list(
                VectorType(value_type, [len(case_values)]), list(case_values)
            )
        if branch_weights is not None:
            props["branch_weights"] = DenseArrayBase.from_list(i32, list(branch_weights))
        super().__init__(
            operands=[value, list(default_operands), [v for ops in case_operands for v in ops]],
            successors=[default_destination, list(case_destinations)],
            properties=props,
        )

    # -- accessors ----------------------------------------------------------------------------

    def case_value_list(self) -> list[int]:
        if self.case_values is None:
            return []
        return [int(v) for v in self.case_values.get_values()]

    def case_operand_groups(self) -> list[tuple[SSAValue, ...]]:
        groups: list[tuple[SSAValue, ...]] = []
        start = 0
        for size in self.case_operand_segments.get_values():
            groups.append(tuple(self.case_operands[start : start + int(size)]))
            start += int(size)
        return groups

    # -- verification -------------------------------------------------------------------------

    def verify_(self) -> None:
        n_dest = len(self.case_destinations)
        values = self.case_value_list()
        if len(values) != n_dest:
            raise VerifyException(
                f"expects number of case values ({len(values)}) to match number of "
                f"case destinations ({n_dest})"
            )
        if self.case_values is not None:
            elem = self.case_values.get_element_type()
            if elem != self.value.type:
                raise VerifyException(
                    f"case values have type {elem} but the switch value has type {self.value.type}"
                )
        segments = [int(s) for s in self.case_operand_segments.get_values()]
        if len(segments) != n_dest:
            raise VerifyException(
                f"expects one case operand segment per case destination ({n_dest}), "
                f"got {len(segments)}"
            )
        if any(s < 0 for s in segments) or sum(segments) != len(self.case_operands):
            raise VerifyException(
                "case_operand_segments do not add up to the number of case operands"
            )
        if self.branch_weights is not None and len(self.branch_weights) != n_dest + 1:
            raise VerifyException(
                f"expects number of branch weights ({len(self.branch_weights)}) to match "
                f"number of successors ({n_dest + 1})"
            )
        self._check_branch(self.default_destination, self.default_operands, "default")
        for i, (dest, ops) in enumerate(
            zip(self.case_destinations, self.case_operand_groups(), strict=True)
        ):
            self._check_branch(dest, ops, f"case #{i}")

    @staticmethod
    def _check_branch(dest: Block, operands: Sequence[SSAValue], what: str) -> None:
        expected = [a.type for a in dest.args]
        got = [o.type for o in operands]
        if expected != got:
            raise VerifyException(
                f"{what} destination operand types ({', '.join(map(str, got))}) do not match "
                f"its block argument types ({', '.join(map(str, expected))})"
            )

    # -- custom syntax ------------------------------------------------------------------------

    @staticmethod
    def _parse_successor_operands(parser: Parser) -> list[SSAValue]:
        if parser.parse_optional_punctuation("(") is None:
            return []
        unresolved = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        parser.parse_punctuation(")")
        if len(types) != len(unresolved):
            parser.raise_error(
                f"expected {len(unresolved)} successor operand types, got {len(types)}"
            )
        return [parser.resolve_operand(u, t) for u, t in zip(unresolved, types)]

    @classmethod
    def parse(cls, parser: Parser) -> SwitchOp:
        unresolved_value: UnresolvedOperand = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        if not isinstance(value_type, IntegerType):
            parser.raise_error(f"switch value must be an integer, got {value_type}")
        value = parser.resolve_operand(unresolved_value, value_type)
        parser.parse_punctuation(",")
        default_dest = parser.parse_successor()
        default_operands = cls._parse_successor_operands(parser)

        case_values: list[int] = []
        case_dests: list[Block] = []
        case_operands: list[list[SSAValue]] = []

        def parse_case() -> None:
            start = parser.pos
            case_value = parser.parse_integer(allow_boolean=False)
            try:
                value_type.get_normalized_value(case_value)
            except ValueError:
                parser.raise_error(
                    f"case value {case_value} does not fit in {value_type}", start, parser.pos
                )
            case_values.append(case_value)
            parser.parse_punctuation(":")
            case_dests.append(parser.parse_successor())
            case_operands.append(cls._parse_successor_operands(parser))

        parser.parse_punctuation("[")
        if parser.parse_optional_punctuation("]") is None:
            parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_case)
            parser.parse_punctuation("]")
        attrs = parser.parse_optional_attr_dict()
        weights = attrs.pop("branch_weights", None)
        op = cls(value, default_dest, default_operands, case_values, case_dests, case_operands)
        if weights is not None:
            op.properties["branch_weights"] = weights
        op.attributes |= attrs
        return op

    def _print_successor(self, printer: Printer, dest: Block, operands: Sequence[SSAValue]):
        printer.print_block_name(dest)
        if operands:
            printer.print_string("(")
            printer.print_list(operands, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list([o.type for o in operands], printer.print_attribute)
            printer.print_string(")")

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_string(" : ")
        printer.print_attribute(self.value.type)
        printer.print_string(", ")
        self._print_successor(printer, self.default_destination, self.default_operands)
        printer.print_string(" [")
        cases = list(
            zip(self.case_value_list(), self.case_destinations, self.case_operand_groups())
        )
        with printer.indented():
            for i, (value, dest, operands) in enumerate(cases):
                printer.print_string("\n")
                printer.print_string(f"{value}: ")
                self._print_successor(printer, dest, operands)
                if i + 1 < len(cases):
                    printer.print_string(",")
        printer.print_string("\n]")
        attrs = dict(self.attributes)
        if self.branch_weights is not None:
            attrs["branch_weights"] = self.branch_weights
        printer.print_op_attributes(attrs)


# ---------------------------------------------------------------------------------------------
# Atomics.
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class AtomicRMWOp(IRDLOperation):
    """`%old = llvm.atomicrmw [volatile] add %p, %v [syncscope("s")] monotonic : !llvm.ptr, i32`"""

    name = "llvm.atomicrmw"

    ptr = operand_def(LLVMPointerType)
    val = operand_def()
    res = result_def()

    bin_op = prop_def(IntegerAttr[I64])
    ordering = prop_def(IntegerAttr[I64])
    syncscope = opt_prop_def(StringAttr)
    alignment = opt_prop_def(IntegerAttr[I64])
    volatile_ = opt_prop_def(UnitAttr)

    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    def __init__(
        self,
        bin_op: AtomicBinOp,
        ptr: Operation | SSAValue,
        val: Operation | SSAValue,
        ordering: AtomicOrdering,
        syncscope: str | None = None,
        alignment: int | None = None,
        volatile: bool = False,
    ):
        props = _drop_none(
            {
                "bin_op": IntegerAttr(int(bin_op), i64),
                "ordering": _ordering_attr(ordering),
                "syncscope": _sync_attr(syncscope),
                "alignment": _optional_int(alignment),
                "volatile_": UnitAttr() if volatile else None,
            }
        )
        super().__init__(
            operands=[ptr, val], result_types=[SSAValue.get(val).type], properties=props
        )

    def verify_(self) -> None:
        bin_op = _enum_value(AtomicBinOp, self.bin_op, "atomic bin_op")
        ordering = _enum_value(AtomicOrdering, self.ordering, "atomic ordering")
        val_type = self.val.type
        if self.res.type != val_type:
            raise VerifyException(
                f"result type {self.res.type} must match the value type {val_type}"
            )
        elem, _ = _split_vector(val_type)
        if bin_op.is_float_op:
            if not _is_float(elem):
                raise VerifyException(
                    f"'{bin_op.keyword}' expects a floating-point value, got {val_type}"
                )
        elif bin_op == AtomicBinOp.XCHG:
            if not (
                _is_atomic_int(val_type)
                or _is_float(val_type)
                or isinstance(val_type, LLVMPointerType)
            ):
                raise VerifyException(f"unexpected type {val_type} for 'xchg' bin_op")
        elif not _is_atomic_int(val_type):
            raise VerifyException(
                f"'{bin_op.keyword}' expects an i8, i16, i32 or i64 value, got {val_type}"
            )
        if ordering < AtomicOrdering.MONOTONIC:
            raise VerifyException(
                f"expected at least 'monotonic' ordering, got '{ordering.keyword}'"
            )
        _check_alignment(self.alignment)

    @classmethod
    def parse(cls, parser: Parser) -> AtomicRMWOp:
        volatile = parser.parse_optional_keyword("volatile") is not None
        keyword = parser.parse_keyword_in(_BIN_OP_BY_KEYWORD, " (atomicrmw operation)")
        ptr = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        val = parser.parse_unresolved_operand()
        syncscope = _parse_optional_syncscope(parser)
        ordering = _parse_ordering(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ptr_type = parser.parse_type()
        parser.parse_punctuation(",")
        val_type = parser.parse_type()
        alignment = _pop_alignment(attrs)
        op = cls.create(
            operands=[parser.resolve_operand(ptr, ptr_type), parser.resolve_operand(val, val_type)],
            result_types=[val_type],
            properties=_drop_none(
                {
                    "bin_op": IntegerAttr(int(_BIN_OP_BY_KEYWORD[keyword]), i64),
                    "ordering": ordering,
                    "syncscope": syncscope,
                    "alignment": alignment,
                    "volatile_": UnitAttr() if volatile else None,
                }
            ),
            attributes=attrs,
        )
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        if self.volatile_ is not None:
            printer.print_string("volatile ")
        try:
            printer.print_string(AtomicBinOp(self.bin_op.value.data).keyword)
        except ValueError:
            printer.print_string(str(self.bin_op.value.data))
        printer.print_string(" ")
        printer.print_operand(self.ptr)
        printer.print_string(", ")
        printer.print_operand(self.val)
        _print_optional_syncscope(printer, self.syncscope)
        printer.print_string(" " + _ordering_keyword(self.ordering))
        _print_atomic_tail(printer, self)


def _print_atomic_tail(printer: Printer, op: AtomicRMWOp | AtomicCmpXchgOp) -> None:
    """`{alignment = A, ...} : <pointer type>, <value type>`, shared by atomicrmw and cmpxchg."""
    attrs = dict(op.attributes)
    if op.alignment is not None:
        attrs["alignment"] = op.alignment
    printer.print_op_attributes(attrs)
    printer.print_string(" : ")
    printer.print_attribute(op.ptr.type)
    printer.print_string(", ")
    printer.print_attribute(op.val.type)


@irdl_op_definition
class AtomicCmpXchgOp(IRDLOperation):
    """`%r = llvm.cmpxchg [weak] [volatile] %p, %cmp, %new [syncscope("s")] acq_rel monotonic : !llvm.ptr, i32`

    The result is `!llvm.struct<(T, i1)>`: the loaded value and the success flag.
    """

    name = "llvm.cmpxchg"

    ptr = operand_def(LLVMPointerType)
    cmp = operand_def()
    val = operand_def()
    res = result_def(LLVMStructType)

    success_ordering = prop_def(IntegerAttr[I64])
    failure_ordering = prop_def(IntegerAttr[I64])
    syncscope = opt_prop_def(StringAttr)
    alignment = opt_prop_def(IntegerAttr[I64])
    weak = opt_prop_def(UnitAttr)
    volatile_ = opt_prop_def(UnitAttr)

    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    def __init__(
        self,
        ptr: Operation | SSAValue,
        cmp: Operation | SSAValue,
        val: Operation | SSAValue,
        success_ordering: AtomicOrdering,
        failure_ordering: AtomicOrdering,
        syncscope: str | None = None,
        alignment: int | None = None,
        weak: bool = False,
        volatile: bool = False,
    ):
        props = _drop_none(
            {
                "success_ordering": _ordering_attr(success_ordering),
                "failure_ordering": _ordering_attr(failure_ordering),
                "syncscope": _sync_attr(syncscope),
                "alignment": _optional_int(alignment),
                "weak": UnitAttr() if weak else None,
                "volatile_": UnitAttr() if volatile else None,
            }
        )
        val_type = SSAValue.get(val).type
        super().__init__(
            operands=[ptr, cmp, val],
            result_types=[LLVMStructType.from_type_list([val_type, i1])],
            properties=props,
        )

    def verify_(self) -> None:
        val_type = self.val.type
        if self.cmp.type != val_type:
            raise VerifyException(
                f"compared value type {self.cmp.type} must match the new value type {val_type}"
            )
        if not (_is_atomic_int(val_type) or isinstance(val_type, LLVMPointerType)):
            raise VerifyException(
                f"expected an i8, i16, i32, i64 or pointer value, got {val_type}"
            )
        expected = LLVMStructType.from_type_list([val_type, i1])
        if self.res.type != expected:
            raise VerifyException(f"result type must be {expected}, got {self.res.type}")
        success = _enum_value(AtomicOrdering, self.success_ordering, "success ordering")
        failure = _enum_value(AtomicOrdering, self.failure_ordering, "failure ordering")
        if success < AtomicOrdering.MONOTONIC or failure < AtomicOrdering.MONOTONIC:
            raise VerifyException("orderings must be at least 'monotonic'")
        if failure in (AtomicOrdering.RELEASE, AtomicOrdering.ACQ_REL):
            raise VerifyException(
                f"failure ordering cannot be 'release' or 'acq_rel', got '{failure.keyword}'"
            )
        _check_alignment(self.alignment)

    @classmethod
    def parse(cls, parser: Parser) -> AtomicCmpXchgOp:
        weak = parser.parse_optional_keyword("weak") is not None
        volatile = parser.parse_optional_keyword("volatile") is not None
        ptr = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        cmp = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        val = parser.parse_unresolved_operand()
        syncscope = _parse_optional_syncscope(parser)
        success = _parse_ordering(parser)
        failure = _parse_ordering(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ptr_type = parser.parse_type()
        parser.parse_punctuation(",")
        val_type = parser.parse_type()
        alignment = _pop_alignment(attrs)
        return cls.create(
            operands=[
                parser.resolve_operand(ptr, ptr_type),
                parser.resolve_operand(cmp, val_type),
                parser.resolve_operand(val, val_type),
            ],
            result_types=[LLVMStructType.from_type_list([val_type, i1])],
            properties=_drop_none(
                {
                    "success_ordering": success,
                    "failure_ordering": failure,
                    "syncscope": syncscope,
                    "alignment": alignment,
                    "weak": UnitAttr() if weak else None,
                    "volatile_": UnitAttr() if volatile else None,
                }
            ),
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        if self.weak is not None:
            printer.print_string("weak ")
        if self.volatile_ is not None:
            printer.print_string("volatile ")
        printer.print_list([self.ptr, self.cmp, self.val], printer.print_operand)
        _print_optional_syncscope(printer, self.syncscope)
        printer.print_string(" " + _ordering_keyword(self.success_ordering))
        printer.print_string(" " + _ordering_keyword(self.failure_ordering))
        _print_atomic_tail(printer, self)


@irdl_op_definition
class FenceOp(IRDLOperation):
    """`llvm.fence [syncscope("s")] acq_rel`"""

    name = "llvm.fence"

    ordering = prop_def(IntegerAttr[I64])
    syncscope = opt_prop_def(StringAttr)

    # A fence orders other memory accesses: model it as touching all memory.
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    def __init__(self, ordering: AtomicOrdering, syncscope: str | None = None):
        super().__init__(
            properties=_drop_none(
                {"ordering": _ordering_attr(ordering), "syncscope": _sync_attr(syncscope)}
            )
        )

    def verify_(self) -> None:
        ordering = _enum_value(AtomicOrdering, self.ordering, "atomic ordering")
        if ordering not in (
            AtomicOrdering.ACQUIRE,
            AtomicOrdering.RELEASE,
            AtomicOrdering.ACQ_REL,
            AtomicOrdering.SEQ_CST,
        ):
            raise VerifyException(
                "can be given only acquire, release, acq_rel, and seq_cst orderings, "
                f"got '{ordering.keyword}'"
            )

    @classmethod
    def parse(cls, parser: Parser) -> FenceOp:
        syncscope = _parse_optional_syncscope(parser)
        ordering = _parse_ordering(parser)
        attrs = parser.parse_optional_attr_dict()
        return cls.create(
            properties=_drop_none({"ordering": ordering, "syncscope": syncscope}),
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        _print_optional_syncscope(printer, self.syncscope)
        printer.print_string(" " + _ordering_keyword(self.ordering))
        printer.print_op_attributes(self.attributes)


# ---------------------------------------------------------------------------------------------
# Variadic arguments.
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class VaArgOp(IRDLOperation):
    """`%v = llvm.va_arg %list : (!llvm.ptr) -> i32` (reads the value, advances the list)"""

    name = "llvm.va_arg"

    arg = operand_def(LLVMPointerType)
    res = result_def()

    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    assembly_format = "$arg attr-dict `:` functional-type($arg, $res)"

    def __init__(self, arg: Operation | SSAValue, result_type: Attribute):
        super().__init__(operands=[arg], result_types=[result_type])


class _VaListOp(IRDLOperation, ABC):
    arg_list = operand_def(LLVMPointerType)

    # Writes the va_list object the pointer designates.
    traits = traits_def(MemoryWriteEffect())
    assembly_format = "$arg_list attr-dict `:` type($arg_list)"

    def __init__(self, arg_list: Operation | SSAValue):
        super().__init__(operands=[arg_list])


@irdl_op_definition
class VaStartOp(_VaListOp):
    """`llvm.intr.vastart %list : !llvm.ptr`"""

    name = "llvm.intr.vastart"

    def verify_(self) -> None:
        # LLVM rejects va_start outside a variadic function; catch it before translation.
        parent = self.parent_op()
        while parent is not None and not isinstance(parent, FuncOp):
            parent = parent.parent_op()
        if parent is not None and not parent.function_type.is_variadic:
            raise VerifyException(
                f"llvm.intr.vastart in non-variadic function @{parent.sym_name.data}"
            )


@irdl_op_definition
class VaEndOp(_VaListOp):
    """`llvm.intr.vaend %list : !llvm.ptr`"""

    name = "llvm.intr.vaend"


@irdl_op_definition
class VaCopyOp(IRDLOperation):
    """`llvm.intr.vacopy %src to %dest : !llvm.ptr, !llvm.ptr` (types in operand order: dest, src)"""

    name = "llvm.intr.vacopy"

    dest_list = operand_def(LLVMPointerType)
    src_list = operand_def(LLVMPointerType)

    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    assembly_format = "$src_list `to` $dest_list attr-dict `:` type(operands)"

    def __init__(self, dest_list: Operation | SSAValue, src_list: Operation | SSAValue):
        super().__init__(operands=[dest_list, src_list])


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
# Rules MLIR's llvm-dialect verifier enforces across ops, which xDSL 0.74's ops do not check on
# their own: without them, bad input gets as far as a pass or the backend and fails there
# without a useful message (or compiles to wrong code). `verify_llvm_cross_op_rules` runs them
# all; the verify-nvvm-input pass calls it.


def _callee_of(call: llvm.CallOp, module: ModuleOp) -> FuncOp | None:
    if call.callee is None:
        return None
    found = SymbolTable.lookup_symbol(module, call.callee)
    return found if isinstance(found, FuncOp) else None


def _check_call(call: llvm.CallOp, module: ModuleOp) -> None:
    callee = _callee_of(call, module)
    if callee is None:
        return  # indirect calls, or unknown symbols (the op's own verifier names those)
    ftype = callee.function_type
    params = list(ftype.inputs.data)
    args = list(call.args)
    name = callee.sym_name.data
    if len(args) < len(params) or (len(args) > len(params) and not ftype.is_variadic):
        raise op_error(
            call,
            f"incorrect number of operands ({len(args)}) for callee @{name} "
            f"(expecting: {len(params)}{' or more' if ftype.is_variadic else ''})",
        )
    for index, (arg, param) in enumerate(zip(args, params)):
        if arg.type != param:
            raise op_error(
                call,
                f"operand type mismatch for operand {index}: '{arg.type}' != '{param}' "
                f"(callee @{name})",
            )
    returns_void = isinstance(ftype.output, llvm.LLVMVoidType)
    if call.returned is None:
        if not returns_void:
            raise op_error(call, f"callee @{name} returns {ftype.output} but the call has no result")
    elif returns_void:
        raise op_error(call, f"callee @{name} returns void but the call has a result")
    elif call.returned.type != ftype.output:
        raise op_error(
            call,
            f"result type mismatch: '{call.returned.type}' != '{ftype.output}' (callee @{name})",
        )


def _check_return(ret: llvm.ReturnOp) -> None:
    func = ret.parent_op()
    while func is not None and not isinstance(func, FuncOp):
        func = func.parent_op()
    if func is None:
        return
    expected = func.function_type.output
    if isinstance(expected, llvm.LLVMVoidType):
        if ret.arg is not None:
            raise op_error(ret, f"returns a value of type {ret.arg.type} from void function")
    elif ret.arg is None:
        raise op_error(ret, f"returns nothing from a function returning {expected}")
    elif ret.arg.type != expected:
        raise op_error(
            ret, f"returns a value of type {ret.arg.type} from a function returning {expected}"
        )


def _successor_operands(op: Operation) -> list[tuple[Block, Sequence[SSAValue]]] | None:
    if isinstance(op, llvm.BrOp):
        return [(op.successor, op.arguments)]
    if isinstance(op, llvm.CondBrOp):
        return [(op.then_block, op.then_arguments), (op.else_block, op.else_arguments)]
    if isinstance(op, SwitchOp):
        groups = op.case_operand_groups()
        if len(groups) != len(op.case_destinations):
            raise op_error(
                op,
                f"{len(op.case_destinations)} case destinations but {len(groups)} "
                "case operand groups",
            )
        return [(op.default_destination, op.default_operands), *zip(op.case_destinations, groups)]
    return None


def _check_successors(op: Operation) -> None:
    edges = _successor_operands(op)
    for block, operands in edges or ():
        if len(operands) != len(block.args):
            raise op_error(
                op,
                f"branch passes {len(operands)} operands to a block that takes "
                f"{len(block.args)} arguments",
            )
        for index, (value, arg) in enumerate(zip(operands, block.args)):
            if value.type != arg.type:
                raise op_error(
                    op,
                    f"branch operand {index} has type {value.type} but the block argument "
                    f"has type {arg.type}",
                )


def _indexed_type(op: Operation, container: Attribute, position: Sequence[int]) -> Attribute:
    current = container
    for depth, index in enumerate(position):
        if isinstance(current, LLVMStructType):
            fields = current.types.data
            if not 0 <= index < len(fields):
                raise op_error(
                    op, f"position {list(position)}: index {index} at depth {depth} is out "
                    f"of range for {current} ({len(fields)} fields)"
                )
            current = fields[index]
        elif isinstance(current, llvm.LLVMArrayType):
            if not 0 <= index < current.size.data:
                raise op_error(
                    op, f"position {list(position)}: index {index} at depth {depth} is out "
                    f"of range for {current}"
                )
            current = current.type
        else:
            raise op_error(
                op, f"position {list(position)}: depth {depth} indexes into non-aggregate {current}"
            )
    return current


def _check_aggregate_access(op: llvm.ExtractValueOp | llvm.InsertValueOp) -> None:
    position = [int(v) for v in op.position.get_values()]
    element = _indexed_type(op, op.container.type, position)
    if isinstance(op, llvm.ExtractValueOp):
        if op.res.type != element:
            raise op_error(op, f"result type {op.res.type} does not match the extracted element {element}")
    else:
        if op.value.type != element:
            raise op_error(op, f"inserted value of type {op.value.type} does not match the element {element}")
        if op.res.type != op.container.type:
            raise op_error(op, "result type differs from the container type")


def _check_arg_attrs(func: FuncOp) -> None:
    if func.arg_attrs is None:
        return
    inputs = func.function_type.inputs.data
    for index, attrs in enumerate(func.arg_attrs.data):
        if index >= len(inputs):
            raise op_error(func, f"has attributes for argument {index} but only {len(inputs)} arguments")
        for key in (BYVAL_ATTR, "llvm.byref", "llvm.sret"):
            if key not in attrs.data:
                continue
            if not isinstance(attrs.data[key], TypeAttribute):
                raise op_error(func, f"argument {index}: {key} must name a type, got {attrs.data[key]}")
            if not isinstance(inputs[index], LLVMPointerType):
                raise op_error(
                    func, f"argument {index}: {key} attribute attached to non-pointer type {inputs[index]}"
                )
        if ALIGN_ATTR in attrs.data:
            align = attrs.data[ALIGN_ATTR]
            value = align.value.data if isinstance(align, IntegerAttr) else None
            if value is None or value <= 0 or value & (value - 1):
                raise op_error(func, f"argument {index}: llvm.align must be a power of two, got {align}")


def verify_llvm_cross_op_rules(module: ModuleOp) -> None:
    """Raise an op_error for the first llvm op breaking a cross-op rule MLIR's verifier has:
    call operands/results against the callee, returns against the function type, branch
    operands against block arguments, extractvalue/insertvalue positions, byval/align
    argument attributes."""
    for op in module.walk():
        if isinstance(op, FuncOp):
            _check_arg_attrs(op)
        elif isinstance(op, llvm.CallOp):
            _check_call(op, module)
        elif isinstance(op, llvm.ReturnOp):
            _check_return(op)
        elif isinstance(op, llvm.ExtractValueOp | llvm.InsertValueOp):
            _check_aggregate_access(op)
        if op.successors:
            _check_successors(op)


# ---------------------------------------------------------------------------------------------
# Inline assembly (replaces xDSL 0.74's llvm.inline_asm, which lacks `operand_attrs` and
# MLIR's current placement of the attr-dict).
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class InlineAsmOp(IRDLOperation):
    """`llvm.inline_asm` as current MLIR prints it:

    `llvm.inline_asm has_side_effects is_align_stack tail_call_kind = <tail> asm_dialect = att
    operand_attrs = [{elementtype = f32}, {}] {attrs} "text", "=r,r" %a : (f32) -> i32`.

    `operand_attrs` holds one dictionary per operand (LLVM's `elementtype(T)` for indirect
    memory operands). Field names are xDSL's, and the class is registered as a virtual subclass
    of xDSL's op, so code written against `llvm.InlineAsmOp` keeps working.
    """

    name = "llvm.inline_asm"
    operands_ = var_operand_def()
    res = opt_result_def()
    asm_string = prop_def(StringAttr)
    constraints = prop_def(StringAttr)
    # 0 = AT&T, 1 = Intel (MLIR's generic form stores the enum as an i64).
    asm_dialect = opt_prop_def(IntegerAttr[I64])
    has_side_effects = opt_prop_def(UnitAttr)
    is_align_stack = opt_prop_def(UnitAttr)
    tail_call_kind = prop_def(llvm.TailCallKindAttr, default_value=llvm.TailCallKindAttr(llvm.TailCallKind.NONE))
    operand_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])

    def verify_(self) -> None:
        # Producers write `operand_attrs = []` for "no attributes on any operand".
        if self.operand_attrs is not None and len(self.operand_attrs.data) not in (0, len(self.operands_)):
            raise VerifyException(
                f"operand_attrs has {len(self.operand_attrs.data)} entries for {len(self.operands_)} operands"
            )

    def print(self, printer: Printer) -> None:
        if self.has_side_effects is not None:
            printer.print_string(" has_side_effects")
        if self.is_align_stack is not None:
            printer.print_string(" is_align_stack")
        if (kind := self.tail_call_kind.data) != llvm.TailCallKind.NONE:
            printer.print_string(f" tail_call_kind = <{kind.value}>")
        if self.asm_dialect is not None:
            printer.print_string(f" asm_dialect = {llvm.ASM_DIALECT_NAME_BY_KEY[self.asm_dialect.value.data]}")
        if self.operand_attrs is not None:
            printer.print_string(" operand_attrs = ")
            printer.print_attribute(self.operand_attrs)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" ")
        printer.print_string_literal(self.asm_string.data)
        printer.print_string(", ")
        printer.print_string_literal(self.constraints.data)
        if self.operands_:
            printer.print_string(" ")
            printer.print_list(self.operands_, printer.print_ssa_value)
        printer.print_string(" : ")
        printer.print_function_type([v.type for v in self.operands_], [self.res.type] if self.res is not None else [])

    @classmethod
    def parse(cls, parser: Parser) -> InlineAsmOp:
        props: dict[str, Attribute] = {}
        for flag in ("has_side_effects", "is_align_stack"):
            if parser.parse_optional_keyword(flag) is not None:
                props[flag] = UnitAttr()
        if parser.parse_optional_keyword("tail_call_kind") is not None:
            parser.parse_punctuation("=")
            parser.parse_punctuation("<")
            props["tail_call_kind"] = llvm.TailCallKindAttr(parser.parse_str_enum(llvm.TailCallKind))
            parser.parse_punctuation(">")
        if parser.parse_optional_keyword("asm_dialect") is not None:
            parser.parse_punctuation("=")
            dialect = parser.parse_identifier("asm dialect (att or intel)")
            if dialect not in llvm.ASM_DIALECT_KEY_BY_NAME:
                parser.raise_error(f"expected 'att' or 'intel' after 'asm_dialect =', got '{dialect}'")
            props["asm_dialect"] = IntegerAttr(llvm.ASM_DIALECT_KEY_BY_NAME[dialect], i64)
        if parser.parse_optional_keyword("operand_attrs") is not None:
            parser.parse_punctuation("=")
            props["operand_attrs"] = ArrayAttr(
                parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_attribute)
            )
        # MLIR prints the attr-dict before the strings; xDSL 0.74 after the operands.
        attrs = parser.parse_optional_attr_dict()
        props["asm_string"] = StringAttr(parser.parse_str_literal())
        parser.parse_punctuation(",")
        props["constraints"] = StringAttr(parser.parse_str_literal())
        operands_pos = parser.pos
        operands = (
            parser.parse_optional_undelimited_comma_separated_list(
                parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
            )
            or []
        )
        attrs |= parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        if len(function_type.outputs.data) > 1:
            parser.raise_error("llvm.inline_asm has at most one result (a struct for several outputs)")
        op = cls.create(
            operands=parser.resolve_operands(operands, function_type.inputs.data, operands_pos),
            result_types=list(function_type.outputs.data),
            properties=props,
            attributes=attrs,
        )
        return op


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
    MemmoveOp,
    MemsetOp,
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
]

llvm.InlineAsmOp.register(InlineAsmOp)

# Ops of xDSL's `llvm` dialect that this module redefines (same name, MLIR's current syntax).
REPLACED_LLVM_OPS: list[type[IRDLOperation]] = [InlineAsmOp]

__all__ = [
    "EXTRA_LLVM_OPS",
    "REPLACED_LLVM_OPS",
    "InlineAsmOp",
    "verify_llvm_cross_op_rules",
    "AtomicBinOp",
    "AtomicOrdering",
    *(op.__name__ for op in EXTRA_LLVM_OPS),
]
