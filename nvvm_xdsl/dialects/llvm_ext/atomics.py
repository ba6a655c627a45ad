"""`llvm.atomicrmw`, `llvm.cmpxchg` and `llvm.fence`, and MLIR's atomic enumerations
(LLVM::AtomicOrdering, LLVM::AtomicBinOp) with their keywords. Enumerations are stored as
MLIR's generic form stores them, `i64` integer properties (as xDSL's `llvm.load` stores its
`ordering`); the custom syntax prints them as keywords."""

from __future__ import annotations

from enum import IntEnum

from xdsl.dialects.builtin import (
    I64,
    IntegerAttr,
    StringAttr,
    UnitAttr,
    i1,
    i64,
)
from xdsl.dialects.llvm import LLVMPointerType, LLVMStructType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    MemoryReadEffect,
    MemoryWriteEffect,
)
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.dialects.llvm_ext.type_checks import (
    check_alignment,
    is_atomic_int,
    is_exchange_int,
    is_float,
    split_vector,
)

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


ORDERING_BY_KEYWORD = {o.keyword: o for o in AtomicOrdering}
_BIN_OP_BY_KEYWORD = {b.keyword: b for b in AtomicBinOp}
# Older text (and this project's earlier output) writes `and`/`or`/`xor` without the underscore.
_BIN_OP_BY_KEYWORD |= {b.keyword.lstrip("_"): b for b in AtomicBinOp}


def _enum_value(enum: type[IntEnum], attr: IntegerAttr, what: str):
    try:
        return enum(attr.value.data)
    except ValueError:
        raise VerifyException(f"invalid {what} value {attr.value.data}") from None


def _parse_ordering(parser: Parser) -> IntegerAttr:
    keyword = parser.parse_keyword_in(ORDERING_BY_KEYWORD, " (atomic ordering)")
    return IntegerAttr(int(ORDERING_BY_KEYWORD[keyword]), i64)


def ordering_keyword(attr: IntegerAttr) -> str:
    try:
        return AtomicOrdering(attr.value.data).keyword
    except ValueError:
        # Keep printing an invalid (generic-form) value; the verifier reports it.
        return str(attr.value.data)


def parse_optional_syncscope(parser: Parser) -> StringAttr | None:
    if parser.parse_optional_keyword("syncscope") is None:
        return None
    with parser.in_parens():
        return StringAttr(parser.parse_str_literal(" (sync scope)"))


def print_optional_syncscope(printer: Printer, syncscope: StringAttr | None) -> None:
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
        elem, _ = split_vector(val_type)
        if bin_op.is_float_op:
            if not is_float(elem):
                raise VerifyException(
                    f"'{bin_op.keyword}' expects a floating-point value, got {val_type}"
                )
        elif bin_op == AtomicBinOp.XCHG:
            if not (
                is_exchange_int(val_type)
                or is_float(val_type)
                or isinstance(val_type, LLVMPointerType)
            ):
                raise VerifyException(f"unexpected type {val_type} for 'xchg' bin_op")
        elif not is_atomic_int(val_type):
            raise VerifyException(
                f"'{bin_op.keyword}' expects an i8, i16, i32 or i64 value, got {val_type}"
            )
        if ordering < AtomicOrdering.MONOTONIC:
            raise VerifyException(
                f"expected at least 'monotonic' ordering, got '{ordering.keyword}'"
            )
        check_alignment(self.alignment)

    @classmethod
    def parse(cls, parser: Parser) -> AtomicRMWOp:
        volatile = parser.parse_optional_keyword("volatile") is not None
        keyword = parser.parse_keyword_in(_BIN_OP_BY_KEYWORD, " (atomicrmw operation)")
        ptr = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        val = parser.parse_unresolved_operand()
        syncscope = parse_optional_syncscope(parser)
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
        print_optional_syncscope(printer, self.syncscope)
        printer.print_string(" " + ordering_keyword(self.ordering))
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
        if not (is_exchange_int(val_type) or isinstance(val_type, LLVMPointerType)):
            raise VerifyException(
                f"expected an i8, i16, i32, i64, i128 or pointer value, got {val_type}"
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
        check_alignment(self.alignment)

    @classmethod
    def parse(cls, parser: Parser) -> AtomicCmpXchgOp:
        weak = parser.parse_optional_keyword("weak") is not None
        volatile = parser.parse_optional_keyword("volatile") is not None
        ptr = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        cmp = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        val = parser.parse_unresolved_operand()
        syncscope = parse_optional_syncscope(parser)
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
        print_optional_syncscope(printer, self.syncscope)
        printer.print_string(" " + ordering_keyword(self.success_ordering))
        printer.print_string(" " + ordering_keyword(self.failure_ordering))
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
        syncscope = parse_optional_syncscope(parser)
        ordering = _parse_ordering(parser)
        attrs = parser.parse_optional_attr_dict()
        return cls.create(
            properties=_drop_none({"ordering": ordering, "syncscope": syncscope}),
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        print_optional_syncscope(printer, self.syncscope)
        printer.print_string(" " + ordering_keyword(self.ordering))
        printer.print_op_attributes(self.attributes)
