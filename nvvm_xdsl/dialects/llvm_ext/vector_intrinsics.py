"""The masked memory intrinsics (`llvm.intr.masked.load/store/gather/scatter`) and
`llvm.intr.stepvector`, as MLIR's LLVMIntrinsicOps.td defines them (IREE's vectorised code
emits all five for tails of dynamic sizes and for gathers).

Both printed forms MLIR has used parse:
  MLIR 22: `%r = llvm.intr.masked.load %p, %m, %pass {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>`
           `llvm.intr.masked.store %v, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr`
  MLIR 24: `%r = llvm.intr.masked.load(%p, %m, %pass), alignment(4) : (...) -> vector<4xf32>`
           `llvm.intr.masked.store(%v, %p, %m), alignment(4) : vector<4xf32>, vector<4xi1> into !llvm.ptr`
and the generic form stores `alignment` as `i32` (MLIR 22) or `i64` (MLIR 24). They print as
MLIR 22 prints them.
"""

from __future__ import annotations

from abc import ABC
from typing import ClassVar

from xdsl.dialects.builtin import IntegerAttr, SignlessIntegerConstraint, UnitAttr, VectorType, i1, i32, i64
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect, Pure
from xdsl.utils.exceptions import VerifyException

_MASK = VectorType.constr(AnyAttr())
_VECTOR = VectorType.constr(AnyAttr())


class _MaskedMemoryOp(IRDLOperation, ABC):
    # Any integer width: MLIR 22's generic form writes `: i32`, MLIR 24's `: i64`.
    alignment = prop_def(IntegerAttr)
    irdl_options = (ParsePropInAttrDict(),)

    @property
    def align(self) -> int:
        return self.alignment.value.data

    @classmethod
    def _parse_parts(cls, parser: Parser) -> tuple[list, dict[str, Attribute], dict[str, Attribute]]:
        """Operands, then MLIR 24's `, alignment(N)` / `, nontemporal` or MLIR 22's attribute
        dictionary; returns (unresolved operands, properties, discardable attributes)."""
        if parser.parse_optional_punctuation("("):
            operands = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation(")")
        else:
            operands = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
        properties: dict[str, Attribute] = {}
        while parser.parse_optional_punctuation(","):
            if parser.parse_optional_keyword("nontemporal"):
                properties["nontemporal"] = UnitAttr()
                continue
            parser.parse_keyword("alignment")
            parser.parse_punctuation("(")
            properties["alignment"] = IntegerAttr(parser.parse_integer(allow_boolean=False), i32)
            parser.parse_punctuation(")")
        attributes = dict(parser.parse_optional_attr_dict())
        for name in ("alignment", "nontemporal"):
            if name in attributes:
                properties[name] = attributes.pop(name)
        if "alignment" not in properties:
            parser.raise_error(f"{cls.name} needs an alignment")
        return operands, properties, attributes

    def _print_attributes(self, printer: Printer) -> None:
        attributes: dict[str, Attribute] = {"alignment": IntegerAttr(self.align, i32)}
        if getattr(self, "nontemporal", None) is not None:
            attributes["nontemporal"] = UnitAttr()
        printer.print_op_attributes({**attributes, **self.attributes})


class _MaskedReadOp(_MaskedMemoryOp, ABC):
    """`operands attr-dict : functional-type(operands, results)`"""

    res = result_def(_VECTOR)

    @classmethod
    def parse(cls, parser: Parser):
        operands, properties, attributes = cls._parse_parts(parser)
        parser.parse_punctuation(":")
        location = parser.pos
        function_type = parser.parse_function_type()
        if len(function_type.inputs.data) != len(operands) or len(function_type.outputs.data) != 1:
            parser.raise_error(f"{cls.name}: the type does not match the operands", location)
        values = parser.resolve_operands(operands, function_type.inputs.data, location)
        op = cls.create(
            operands=values,
            result_types=[function_type.outputs.data[0]],
            properties=properties,
            attributes=attributes,
        )
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        self._print_attributes(printer)
        printer.print_string(" : (")
        printer.print_list([o.type for o in self.operands], printer.print_attribute)
        printer.print_string(") -> ")
        printer.print_attribute(self.res.type)

    def _check_lanes(self, mask: SSAValue, pass_thru: SSAValue | None) -> None:
        assert isinstance(self.res.type, VectorType) and isinstance(mask.type, VectorType)
        if mask.type.get_shape() != self.res.type.get_shape() or mask.type.element_type != i1:
            raise VerifyException(f"{self.name}: the mask must be a vector of i1 as long as the result")
        if pass_thru is not None and pass_thru.type != self.res.type:
            raise VerifyException(f"{self.name}: the pass-through value must have the result's type")


class _MaskedWriteOp(_MaskedMemoryOp, ABC):
    """`$value, $ptr, $mask attr-dict : type($value), type($mask) into type($ptr)`"""

    @classmethod
    def parse(cls, parser: Parser):
        operands, properties, attributes = cls._parse_parts(parser)
        location = parser.pos
        if len(operands) != 3:
            parser.raise_error(f"{cls.name} takes a value, pointers and a mask", location)
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        parser.parse_punctuation(",")
        mask_type = parser.parse_type()
        parser.parse_keyword("into")
        ptr_type = parser.parse_type()
        values = parser.resolve_operands(operands, [value_type, ptr_type, mask_type], location)
        return cls.create(operands=values, properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        value, ptr, mask = self.operands
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        self._print_attributes(printer)
        printer.print_string(" : ")
        printer.print_attribute(value.type)
        printer.print_string(", ")
        printer.print_attribute(mask.type)
        printer.print_string(" into ")
        printer.print_attribute(ptr.type)

    def _check_lanes(self, value: SSAValue, mask: SSAValue) -> None:
        if not isinstance(value.type, VectorType) or not isinstance(mask.type, VectorType):
            raise VerifyException(f"{self.name}: the value and the mask must be vectors")
        if mask.type.get_shape() != value.type.get_shape() or mask.type.element_type != i1:
            raise VerifyException(f"{self.name}: the mask must be a vector of i1 as long as the value")


@irdl_op_definition
class MaskedLoadOp(_MaskedReadOp):
    """The lanes of a vector at `data` whose mask bit is set; the others from `pass_thru`
    (poison without it)."""

    name = "llvm.intr.masked.load"
    data = operand_def(LLVMPointerType)
    mask = operand_def(_MASK)
    pass_thru = opt_operand_def(_VECTOR)
    nontemporal = opt_prop_def(UnitAttr)
    traits = traits_def(MemoryReadEffect())

    def verify_(self) -> None:
        self._check_lanes(self.mask, self.pass_thru)


@irdl_op_definition
class MaskedGatherOp(_MaskedReadOp):
    """Each lane loaded from its own pointer where its mask bit is set."""

    name = "llvm.intr.masked.gather"
    ptrs = operand_def(VectorType.constr(LLVMPointerType))
    mask = operand_def(_MASK)
    pass_thru = var_operand_def(_VECTOR)
    traits = traits_def(MemoryReadEffect())

    def verify_(self) -> None:
        if len(self.pass_thru) > 1:
            raise VerifyException(f"{self.name} takes at most one pass-through value")
        self._check_lanes(self.mask, self.pass_thru[0] if self.pass_thru else None)
        assert isinstance(self.ptrs.type, VectorType) and isinstance(self.res.type, VectorType)
        if self.ptrs.type.get_shape() != self.res.type.get_shape():
            raise VerifyException(f"{self.name}: one pointer per result lane")


@irdl_op_definition
class MaskedStoreOp(_MaskedWriteOp):
    """The lanes of `value` whose mask bit is set, stored to the vector at `data`."""

    name = "llvm.intr.masked.store"
    value = operand_def(_VECTOR)
    data = operand_def(LLVMPointerType)
    mask = operand_def(_MASK)
    traits = traits_def(MemoryWriteEffect())

    def verify_(self) -> None:
        self._check_lanes(self.value, self.mask)


@irdl_op_definition
class MaskedScatterOp(_MaskedWriteOp):
    """Each lane of `value` whose mask bit is set, stored to its own pointer."""

    name = "llvm.intr.masked.scatter"
    value = operand_def(_VECTOR)
    ptrs = operand_def(VectorType.constr(LLVMPointerType))
    mask = operand_def(_MASK)
    traits = traits_def(MemoryWriteEffect())

    def verify_(self) -> None:
        self._check_lanes(self.value, self.mask)
        assert isinstance(self.ptrs.type, VectorType) and isinstance(self.value.type, VectorType)
        if self.ptrs.type.get_shape() != self.value.type.get_shape():
            raise VerifyException(f"{self.name}: one pointer per value lane")


@irdl_op_definition
class StepVectorOp(IRDLOperation):
    """`%r = llvm.intr.stepvector : vector<4xi64>`: each lane's own index, <0, 1, 2, 3>."""

    name = "llvm.intr.stepvector"
    res = result_def(VectorType.constr(SignlessIntegerConstraint))

    traits = traits_def(Pure())
    assembly_format = "attr-dict `:` type($res)"


# ---------------------------------------------------------------------------------------------
# `llvm.intr.vector.insert`/`vector.extract`: a fixed vector put into, or taken out of, a longer
# one at a constant lane (`pos`, a multiple of the shorter vector's length).
#   `%r = llvm.intr.vector.insert %src, %dst[4] : vector<4xf32> into vector<8xf32>`
#   `%r = llvm.intr.vector.extract %src[6] : vector<2xf32> from vector<8xf32>`
# ---------------------------------------------------------------------------------------------


def _check_subvector(op: IRDLOperation, short: Attribute, long: Attribute, pos: int) -> None:
    if not isinstance(short, VectorType) or not isinstance(long, VectorType):
        raise VerifyException(f"'{op.name}' takes vectors")
    if short.get_element_type() != long.get_element_type():
        raise VerifyException(f"'{op.name}': the vectors must have one element type")
    if short.get_num_scalable_dims() == 0 and long.get_num_scalable_dims() == 0:
        (lanes,), (total,) = short.get_shape(), long.get_shape()
        if pos % lanes or pos + lanes > total:
            raise VerifyException(f"'{op.name}': position {pos} is not a multiple of {lanes} inside {total} lanes")


def _parse_position(parser: Parser) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
    """`[pos] attr-dict :` -> ({"pos": i64}, discardable attributes); the position as ODS's
    I64Attr prints it, a bare integer."""
    parser.parse_punctuation("[")
    pos = IntegerAttr(parser.parse_integer(allow_boolean=False), i64)
    parser.parse_punctuation("]")
    attributes = dict(parser.parse_optional_attr_dict())
    parser.parse_punctuation(":")
    return {"pos": attributes.pop("pos", pos)}, attributes


def _print_position(printer: Printer, op: IRDLOperation) -> None:
    pos = op.properties["pos"]
    assert isinstance(pos, IntegerAttr)
    printer.print_string(f"[{pos.value.data}]")
    printer.print_op_attributes(op.attributes)
    printer.print_string(" : ")


@irdl_op_definition
class VectorInsertOp(IRDLOperation):
    name = "llvm.intr.vector.insert"
    T: ClassVar = VarConstraint("T", _VECTOR)
    dstvec = operand_def(T)
    srcvec = operand_def(_VECTOR)
    pos = prop_def(IntegerAttr)
    res = result_def(T)

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> VectorInsertOp:
        src = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        dst = parser.parse_unresolved_operand()
        pos, attributes = _parse_position(parser)
        src_type = parser.parse_type()
        parser.parse_keyword("into")
        res_type = parser.parse_type()
        operands = [parser.resolve_operand(dst, res_type), parser.resolve_operand(src, src_type)]
        return cls.create(operands=operands, result_types=[res_type], properties=pos, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.srcvec)
        printer.print_string(", ")
        printer.print_operand(self.dstvec)
        _print_position(printer, self)
        printer.print_attribute(self.srcvec.type)
        printer.print_string(" into ")
        printer.print_attribute(self.res.type)

    def verify_(self) -> None:
        _check_subvector(self, self.srcvec.type, self.res.type, self.pos.value.data)


@irdl_op_definition
class VectorExtractOp(IRDLOperation):
    name = "llvm.intr.vector.extract"
    srcvec = operand_def(_VECTOR)
    pos = prop_def(IntegerAttr)
    res = result_def(_VECTOR)

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> VectorExtractOp:
        src = parser.parse_unresolved_operand()
        pos, attributes = _parse_position(parser)
        res_type = parser.parse_type()
        parser.parse_keyword("from")
        src_type = parser.parse_type()
        operands = [parser.resolve_operand(src, src_type)]
        return cls.create(operands=operands, result_types=[res_type], properties=pos, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.srcvec)
        _print_position(printer, self)
        printer.print_attribute(self.res.type)
        printer.print_string(" from ")
        printer.print_attribute(self.srcvec.type)

    def verify_(self) -> None:
        _check_subvector(self, self.res.type, self.srcvec.type, self.pos.value.data)


# ---------------------------------------------------------------------------------------------
# Vector-predicated intrinsics (`llvm.intr.vp.*`, LLVMIntrinsicOps.td's LLVM_VP* classes): an
# operation on the lanes whose mask bit is set and whose index is below the explicit vector
# length `evl`; the other lanes of the result are poison. MLIR prints them in generic form only:
#   `%r = "llvm.intr.vp.smax"(%a, %b, %mask, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>`
# ---------------------------------------------------------------------------------------------


class VPOp(IRDLOperation, ABC):
    """The operands as ODS names them (`OPERANDS`), all vectors but the trailing i32 `evl`."""

    OPERANDS: ClassVar[tuple[str, ...]]
    KIND: ClassVar[str]
    """`binary`, `unary`, `ternary`, `cast`, `reduce`, `select`, `memory`: how it lowers."""
    MNEMONIC: ClassVar[str]
    """The op after `vp.` (`reduce.add`, `smax`, `strided.load`)."""

    HAS_RESULT: ClassVar[bool]

    operands_ = var_operand_def()
    results_ = var_result_def()

    def verify_(self) -> None:
        if len(self.results) != self.HAS_RESULT:
            raise VerifyException(f"'{self.name}' gives {'one result' if self.HAS_RESULT else 'no result'}")
        if len(self.operands) != len(self.OPERANDS):
            raise VerifyException(f"'{self.name}' takes {len(self.OPERANDS)} operands ({', '.join(self.OPERANDS)})")
        if self.OPERANDS[-1] == "evl" and self.operands[-1].type != i32:
            raise VerifyException(f"'{self.name}': the explicit vector length must be an i32")

    def operand_named(self, name: str) -> SSAValue:
        return self.operands[self.OPERANDS.index(name)]


_VP_SHAPES: dict[str, tuple[tuple[str, ...], bool]] = {
    "binary": (("lhs", "rhs", "mask", "evl"), True),
    "unary": (("op", "mask", "evl"), True),
    "ternary": (("op1", "op2", "op3", "mask", "evl"), True),
    "cast": (("src", "mask", "evl"), True),
    "reduce": (("satrt_value", "val", "mask", "evl"), True),
    "select": (("cond", "true_val", "false_val", "evl"), True),
    "load": (("ptr", "mask", "evl"), True),
    "store": (("val", "ptr", "mask", "evl"), False),
    "strided.load": (("ptr", "stride", "mask", "evl"), True),
    "strided.store": (("val", "ptr", "stride", "mask", "evl"), False),
}


def _vp(mnemonic: str, kind: str) -> type[VPOp]:
    operands, has_result = _VP_SHAPES[kind]
    prefix = "experimental.vp." if kind.startswith("strided") else "vp."
    class_name = "VP" + "".join(part.capitalize() for part in mnemonic.split(".")) + "Op"
    body = {
        "name": f"llvm.intr.{prefix}{mnemonic}",
        "OPERANDS": operands,
        "KIND": kind,
        "MNEMONIC": mnemonic,
        "HAS_RESULT": has_result,
        "__module__": __name__,
        "__qualname__": class_name,
        "__doc__": f"`vp.{mnemonic}`: {kind} on the active lanes.",
        "__annotations__": {
            "OPERANDS": ClassVar[tuple[str, ...]],
            "KIND": ClassVar[str],
            "MNEMONIC": ClassVar[str],
            "HAS_RESULT": ClassVar[bool],
        },
    }
    if kind not in ("load", "store", "strided.load", "strided.store"):
        body["traits"] = traits_def(Pure())
    elif kind.endswith("load"):
        body["traits"] = traits_def(MemoryReadEffect())
    else:
        body["traits"] = traits_def(MemoryWriteEffect())
    return irdl_op_definition(type(class_name, (VPOp,), body))


_VP_KINDS: dict[str, str] = {
    **dict.fromkeys(
        ("add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "ashr", "lshr", "shl", "or", "and", "xor",
         "smax", "smin", "umax", "umin", "fadd", "fsub", "fmul", "fdiv", "frem"),
        "binary",
    ),
    "fneg": "unary",
    "fmuladd": "ternary",
    "fma": "ternary",
    **{f"reduce.{k}": "reduce" for k in ("add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin",
                                         "fadd", "fmul", "fmax", "fmin")},
    "select": "select",
    "merge": "select",
    "load": "load",
    "store": "store",
    "strided.load": "strided.load",
    "strided.store": "strided.store",
    **dict.fromkeys(
        ("trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp", "ptrtoint", "inttoptr"),
        "cast",
    ),
}
VP_OPS: dict[str, type[VPOp]] = {mnemonic: _vp(mnemonic, kind) for mnemonic, kind in _VP_KINDS.items()}
