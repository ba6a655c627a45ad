"""NVVM ops defined straight from the generated ODS table (`nvvm_ods.OPS`).

Each class here is built by `ods_op` from its table row: operands, results and properties (with
MLIR's default values, which the declarative format then leaves out when printing, as MLIR
does), MLIR's own assembly format, and the pointer address spaces the operand constraints
allow. Enum attributes the older hand-written modules do not define are made from the table's
enum keywords too. A class adds only what ODS holds in C++ (verifier rules) and a docstring.
"""

from __future__ import annotations

import functools
import re
import types
import zlib
from collections.abc import Iterable
from typing import Any, ClassVar

from typing_extensions import Self
from xdsl.dialects.builtin import (
    I1,
    AnyFloat,
    IntegerAttr,
    IntegerType,
    UnitAttr,
    VectorType,
    f32,
    i1,
    i16,
    i32,
    i64,
)
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.dialects.utils.enum_attribute import EnumAttribute
from xdsl.ir import Attribute
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    BaseAttr,
    EqAttrConstraint,
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    opt_result_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.dialects.enum_syntax import AngledEnumAttr
from nvvm_xdsl.dialects.nvvm_isa import ENUM_ATTRS as ISA_ENUM_ATTRS
from nvvm_xdsl.dialects.nvvm_memory_space import MEMORY_SPACE_ATTRS
from nvvm_xdsl.dialects.nvvm_mma import MMA_ATTRS
from nvvm_xdsl.dialects.nvvm_ods import ENUMS, OLDER_FORMATS, OPS
from nvvm_xdsl.dialects.nvvm_ods_formats import FORMAT_CHOICES
from nvvm_xdsl.dialects.nvvm_ods_syntax import _accept_reordered_clauses, _default, xdsl_format
from nvvm_xdsl.dialects.nvvm_tcgen05 import TCGEN05_ATTRS
from nvvm_xdsl.dialects.xdsl_compat_lazy_op_defs import when_defined

# ---------------------------------------------------------------------------------------------
# Enum attributes: the hand-written ones by name, the others made from the table
# ---------------------------------------------------------------------------------------------


class _OdsEnumAttr(AngledEnumAttr):
    """MLIR's enum syntax; as a variable of an op's format MLIR prints `<keyword>` and also
    reads the whole attribute (`#nvvm.permute_mode<f4e>`), so both parse."""

    @classmethod
    def parse_parameter(cls, parser: AttrParser):
        if parser._current_token.text.startswith("#"):  # pyright: ignore[reportPrivateUsage]
            attr = parser.parse_attribute()
            if not isinstance(attr, cls):
                parser.raise_error(f"expected {cls.name}")  # type: ignore[attr-defined]
            return attr.data  # type: ignore[attr-defined]
        return super().parse_parameter(parser)


def _enum_attr(attr_name: str, cases: Iterable[str] | None = None) -> type[Attribute]:
    """`#nvvm.<mnemonic><keyword>` with the table's keywords (or `cases`, for an attribute the
    table has no row for: NVIDIA's extension ops', nvvm_cute_ext)."""
    mnemonic = attr_name.split(".", 1)[1]
    stem = "".join(part.capitalize() for part in mnemonic.split("_"))
    members = {re.sub(r"\W", "_", case).upper(): case for case in (ENUMS[attr_name] if cases is None else cases)}
    enum: Any = StrEnum(stem, members)  # type: ignore[call-overload]
    namespace = {"name": attr_name, "__module__": __name__, "__qualname__": f"{stem}Attr"}
    bases = (_OdsEnumAttr, EnumAttribute[enum])  # pyright: ignore[reportInvalidTypeArguments]
    cls = types.new_class(f"{stem}Attr", bases, {}, lambda ns: ns.update(namespace))
    return irdl_attr_definition(cls)


enum_attr = _enum_attr


_HAND_WRITTEN_ATTRS: list[type[Attribute]] = [*ISA_ENUM_ATTRS, *MMA_ATTRS, *TCGEN05_ATTRS, *MEMORY_SPACE_ATTRS]
_KNOWN_ENUM_ATTRS: dict[str, type[Attribute]] = {attr.name: attr for attr in _HAND_WRITTEN_ATTRS if hasattr(attr, "name")}
PermuteModeAttr = _enum_attr("nvvm.permute_mode")
MemOrderKindAttr = _enum_attr("nvvm.mem_order")
# Every other enum attribute of the table the hand-written modules lack (`#nvvm.tensormap_field`,
# `#nvvm.reduction_kind`, ...), made from its keywords.
ODS_ATTRS: list[type[Attribute]] = [
    PermuteModeAttr,
    MemOrderKindAttr,
    *(_enum_attr(name) for name in ENUMS if name not in _KNOWN_ENUM_ATTRS and name not in ("nvvm.permute_mode", "nvvm.mem_order")),
]
_ENUM_ATTRS = {**_KNOWN_ENUM_ATTRS, **{attr.name: attr for attr in ODS_ATTRS}}

# ---------------------------------------------------------------------------------------------
# Table row -> IRDL definition
# ---------------------------------------------------------------------------------------------

_INTEGERS = {"I1": i1, "I16": i16, "I32": i32, "I64": i64, "PtxPredicate": i1}
# LLVM_Pointer* constraints of NVVMOps.td and the address space each allows.
_POINTER_SPACES = {
    "LLVM_PointerGeneric": 0,
    "LLVM_PointerGlobal": 1,
    "LLVM_PointerShared": 3,
    "LLVM_PointerConst": 4,
    "LLVM_PointerLocal": 5,
    "LLVM_PointerTensor": 6,
    "LLVM_PointerSharedCluster": 7,
}


def _type_constraint(constraint: str):
    names = constraint.split("|")
    if all(name in _INTEGERS for name in names):
        # xDSL's AnyOf wants disjoint bases: a union of widths is checked by OdsOp.verify_.
        return EqAttrConstraint(_INTEGERS[names[0]]) if len(names) == 1 else BaseAttr(IntegerType)
    if constraint == "F32":
        return EqAttrConstraint(f32)
    if len(names) == 1 and names[0] in _POINTER_SPACES:
        # One address space: the type is known, so a format need not print it (MLIR builds it).
        return EqAttrConstraint(AS.pointer_type(_POINTER_SPACES[names[0]]))
    if all(name in _POINTER_SPACES or name == "LLVM_AnyPointer" for name in names):
        return BaseAttr(LLVMPointerType)
    return AnyAttr()


def _pointer_spaces(constraint: str) -> tuple[int, ...] | None:
    names = constraint.split("|")
    if all(name in _POINTER_SPACES for name in names):
        return tuple(_POINTER_SPACES[name] for name in names)
    return None


_INTEGER_ATTRS = {"I16Attr": i16, "I32Attr": i32, "I64Attr": i64}


def _property(storage_name: str, kind: str, default: str | None):
    if kind == "unit":
        return opt_prop_def(UnitAttr)
    storage: type[Attribute] | None = None
    constraint: Any
    if storage_name == "BoolAttr":
        constraint = IntegerAttr[I1]
    elif storage_name in _INTEGER_ATTRS:
        constraint = IntegerAttr.constr(type=EqAttrConstraint(_INTEGER_ATTRS[storage_name]))
    elif storage_name in _ENUM_ATTRS:
        storage = _ENUM_ATTRS[storage_name]
        constraint = storage
    else:
        # A type (`TypeAttr`, `TypeAttrOf<...>`) or a union of attributes (`AnyAttrOf`): the op's
        # C++ verifier narrows it, as the class's `verify_` does where it matters.
        constraint = AnyAttr()
    if kind == "default":
        assert default is not None
        if storage_name in _INTEGER_ATTRS:
            value: Attribute = IntegerAttr(int(default), _INTEGER_ATTRS[storage_name])
        else:
            value = IntegerAttr.from_bool(default in ("true", "1")) if storage is None else _default(storage, default)
        return prop_def(constraint, default_value=value)
    if kind == "optional":
        return opt_prop_def(constraint)
    return prop_def(constraint)


class OdsOp(IRDLOperation):
    """An op defined from its ODS row; checks the operands' pointer address spaces."""

    POINTER_SPACES: ClassVar[dict[int, tuple[int, ...]]] = {}
    INTEGER_UNIONS: ClassVar[dict[int, tuple[Attribute, ...]]] = {}
    # `AnyFloat` under `AllTypesMatch`: one type, a float or a vector of floats.
    FLOAT_TYPED: ClassVar[bool] = False

    @classmethod
    def build(cls, *, attributes: Any = None, properties: Any = None, **kwargs: Any) -> Self:
        # A property written in the attribute dictionary (MLIR 22's `{scope = ...}` where newer
        # formats print `scope = ...`) is that property, as MLIR's parser makes it.
        props = cls.get_irdl_definition().properties
        attributes, properties = dict(attributes or {}), dict(properties or {})
        for name in [n for n in attributes if n in props]:
            properties[name] = attributes.pop(name)
        return super().build(attributes=attributes, properties=properties, **kwargs)

    def verify_(self) -> None:
        if self.FLOAT_TYPED and self.results:
            t = self.results[0].type
            element = t.element_type if isinstance(t, VectorType) else t
            if not isinstance(element, AnyFloat):
                raise VerifyException(f"'{self.name}' op result must be a float or a vector of floats, got {t}")
        for index, allowed in self.INTEGER_UNIONS.items():
            if index < len(self.operands) and self.operands[index].type not in allowed:
                names = " or ".join(str(t) for t in allowed)
                raise VerifyException(f"'{self.name}' op operand #{index} must be {names}, got {self.operands[index].type}")
        for index, spaces in self.POINTER_SPACES.items():
            if index >= len(self.operands):
                continue
            t = self.operands[index].type
            if isinstance(t, LLVMPointerType) and AS.address_space_of(t) not in spaces:
                wanted = " or ".join(str(AS.pointer_type(space)) for space in spaces)
                raise VerifyException(f"'{self.name}' op operand #{index} must be {wanted}, got {t}")


class _GenericOnly(OdsOp):
    """Marks an op whose MLIR syntax xDSL's declarative formats cannot express."""


def ods_op(name: str, class_name: str, base: type[OdsOp] = OdsOp, doc: str = "") -> type[OdsOp]:
    """The op of table row `name`. Its format is the one an older MLIR prints it in where that
    differs (`OLDER_FORMATS`: MLIR 22's, what producers emit and mlir-opt-22 prints) and fits the
    row's operands and properties, else the row's own; an op whose formats xDSL 0.74 cannot read
    has the generic form only. Which one that is comes from `FORMAT_CHOICES` (start-up: parsing
    the formats to find out is about a tenth of it) while its key matches the row, else it is
    found out here."""
    _ODS_CALLS.append((name, class_name, base, doc))
    candidates = _format_candidates(name, base)
    known = FORMAT_CHOICES.get(name)
    if known is not None and known[0] == _format_key(name, base, candidates):
        return _ods_op(name, class_name, base, doc, known[1])
    return _first_readable_format(name, class_name, base, doc, candidates)[0]


# Every ods_op call, for `format_choices`.
_ODS_CALLS: list[tuple[str, str, type[OdsOp], str]] = []


def _format_candidates(name: str, base: type[OdsOp]) -> tuple[str, ...]:
    formats = [OLDER_FORMATS.get(name), OPS[name].format] if not issubclass(base, _GenericOnly) else []
    return tuple(f for f in formats if f is not None)


def _format_key(name: str, base: type[OdsOp], candidates: tuple[str, ...]) -> int:
    """What the choice depends on: the row, the candidates and the base class; and the xDSL
    release, which pyproject.toml pins (tests/test_startup.py checks the table against it)."""
    return zlib.crc32(repr((name, base.__qualname__, candidates, OPS[name])).encode())


def _first_readable_format(
    name: str, class_name: str, base: type[OdsOp], doc: str, candidates: tuple[str, ...]
) -> tuple[type[OdsOp], str | None]:
    from xdsl.irdl.declarative_assembly_format_parser import FormatParser

    for fmt in candidates:
        try:
            op = _ods_op(name, class_name, base, doc, xdsl_format(fmt))
            FormatParser(xdsl_format(fmt), op.get_irdl_definition()).parse_format()  # even where formats are lazy
            return op, xdsl_format(fmt)
        except Exception:  # noqa: BLE001 - a format xDSL 0.74 cannot express, or one of another structure
            continue
    return _ods_op(name, class_name, base, doc, None), None


def format_choices() -> dict[str, tuple[int, str | None]]:
    """`FORMAT_CHOICES` found out again by parsing every candidate format of every op built so
    far (all of them once the `nvvm` dialect is imported): `tools/gen_ods_format_table.py`
    writes it, tests/test_startup.py compares it with the checked-in table."""
    return {
        name: (_format_key(name, base, cands := _format_candidates(name, base)),
               _first_readable_format(name, class_name, base, doc, cands)[1])
        for name, class_name, base, doc in _ODS_CALLS
    }


def _ods_op(name: str, class_name: str, base: type[OdsOp], doc: str, fmt: str | None) -> type[OdsOp]:
    row = OPS[name]
    make_operand: dict[str, Any] = {"": operand_def, "optional": opt_operand_def, "variadic": var_operand_def}
    make_result: dict[str, Any] = {"": result_def, "optional": opt_result_def, "variadic": var_result_def}
    body: dict[str, object] = {"name": name, "__doc__": doc, "__module__": __name__, "__qualname__": class_name}
    spaces: dict[int, tuple[int, ...]] = {}
    unions: dict[int, tuple[Attribute, ...]] = {}
    # All operands and results one type (MLIR prints it once): a constraint variable, so the
    # operands' types follow from the printed result type.
    same = VarConstraint("T", AnyAttr()) if {"AllTypesMatch", "SameOperandsAndResultType"} & set(row.traits) else None
    for index, (operand, kind, constraint) in enumerate(row.operands):
        body[operand] = make_operand[kind](same or _type_constraint(constraint))
        allowed = _pointer_spaces(constraint)
        if allowed is not None and kind == "":
            spaces[index] = allowed
        names = constraint.split("|")
        if len(names) > 1 and all(w in _INTEGERS for w in names) and kind == "":
            unions[index] = tuple(_INTEGERS[w] for w in names)
    for result, kind, constraint in row.results:
        body[result] = make_result[kind](same or _type_constraint(constraint))
    body["FLOAT_TYPED"] = same is not None and all(c == "AnyFloat" for _, _, c in row.results)
    for attribute, storage, kind, default in row.attributes:
        body[attribute] = _property(storage, kind, default)
    options: list[object] = [ParsePropInAttrDict()]
    if "AttrSizedOperandSegments" in row.traits:
        options.append(AttrSizedOperandSegments(as_property=True))
    body["irdl_options"] = tuple(options)
    if "Pure" in row.traits:
        body["traits"] = traits_def(Pure())
    if fmt is not None:
        body["assembly_format"] = fmt
    body["POINTER_SPACES"] = spaces
    body["INTEGER_UNIONS"] = unions
    body["__annotations__"] = {
        "FLOAT_TYPED": ClassVar[bool],
        "POINTER_SPACES": ClassVar[dict[int, tuple[int, ...]]],
        "INTEGER_UNIONS": ClassVar[dict[int, tuple[Attribute, ...]]],
    }
    op: type[OdsOp] = irdl_op_definition(type(class_name, (base,), body))
    if fmt is not None and row.format is not None and ("oilist(" in row.format or fmt != xdsl_format(row.format)):
        prints_row_format = fmt == xdsl_format(row.format)
        when_defined(op, functools.partial(_accept_reordered_clauses, row.format, prints_row_format))
    return op


# ---------------------------------------------------------------------------------------------
# `oilist(...)`: clauses in any order
# ---------------------------------------------------------------------------------------------


# ---------------------------------------------------------------------------------------------
# The ops
# ---------------------------------------------------------------------------------------------

# Modes that read only `lo` (`hi` must be absent) and those that read both words.
PRMT_ONE_WORD = ("rc8", "ecl", "ecr", "rc16")


class _PrmtBase(OdsOp):
    def verify_(self) -> None:
        mode = self.properties["mode"].data.value  # type: ignore[attr-defined]
        has_hi = len(self.operands) == 3
        if mode in PRMT_ONE_WORD and has_hi:
            raise VerifyException(f"'{self.name}' op mode '{mode}' takes no 'hi' operand")
        if mode not in PRMT_ONE_WORD and not has_hi:
            raise VerifyException(f"'{self.name}' op mode '{mode}' requires 'hi' operand")


class _FenceProxySyncRestrictBase(OdsOp):
    def verify_(self) -> None:
        order = self.properties["order"].data.value  # type: ignore[attr-defined]
        if order not in ("acquire", "release"):
            raise VerifyException(f"'{self.name}' op only acquire and release semantics are supported")
        if self.properties.get("toProxy", _default(_ENUM_ATTRS["nvvm.proxy_kind"], "async")).data.value != "async":  # type: ignore[attr-defined]
            raise VerifyException(f"'{self.name}' op only async is supported for to_proxy attribute")
        from_proxy = self.properties.get("fromProxy")
        if from_proxy is not None and from_proxy.data.value != "generic":  # type: ignore[attr-defined]
            raise VerifyException(f"'{self.name}' op only generic is supported for from_proxy attribute")


class _FenceSyncRestrictBase(OdsOp):
    def verify_(self) -> None:
        order = self.properties["order"].data.value  # type: ignore[attr-defined]
        if order not in ("acquire", "release"):
            raise VerifyException(f"'{self.name}' op only acquire and release semantics are supported")


PrmtOp = ods_op("nvvm.prmt", "PrmtOp", _PrmtBase, "`prmt.b32{.mode} d, lo, hi, selector`: bytes picked from two words.")
AggrSmemSizeOp = ods_op(
    "nvvm.read.ptx.sreg.aggr.smem.size", "AggrSmemSizeOp", doc="`%aggr_smem_size`: the CTA's shared memory, reserved included."
)
DynamicSmemSizeOp = ods_op(
    "nvvm.read.ptx.sreg.dynamic.smem.size", "DynamicSmemSizeOp", doc="`%dynamic_smem_size`: the launch's dynamic shared memory."
)
TotalSmemSizeOp = ods_op(
    "nvvm.read.ptx.sreg.total.smem.size", "TotalSmemSizeOp", doc="`%total_smem_size`: the CTA's shared memory, static and dynamic."
)
FenceSyncRestrictOp = ods_op(
    "nvvm.fence.sync_restrict", "FenceSyncRestrictOp", _FenceSyncRestrictBase,
    "`fence.acquire.sync_restrict::shared::cluster.cluster` / `fence.release.sync_restrict::shared::cta.cluster`.",
)
FenceProxySyncRestrictOp = ods_op(
    "nvvm.fence.proxy.sync_restrict", "FenceProxySyncRestrictOp", _FenceProxySyncRestrictBase,
    "`fence.proxy.async::generic.<order>.sync_restrict::<space>.cluster`.",
)
MBarrierExpectTxOp = ods_op(
    "nvvm.mbarrier.expect_tx", "MBarrierExpectTxOp", doc="`mbarrier.expect_tx.relaxed.<scope>.<space>.b64 [addr], txcount`."
)
MBarrierCompleteTxOp = ods_op(
    "nvvm.mbarrier.complete_tx", "MBarrierCompleteTxOp", doc="`mbarrier.complete_tx.relaxed.<scope>.<space>.b64 [addr], txcount`."
)
MBarrierTryWaitOp = ods_op(
    "nvvm.mbarrier.try_wait", "MBarrierTryWaitOp",
    doc="`mbarrier.try_wait[.parity]{.relaxed}.<scope>.shared.b64 p, [addr], state-or-phase[, ticks]`: one try.",
)
MBarrierArriveDropOp = ods_op(
    "nvvm.mbarrier.arrive_drop", "MBarrierArriveDropOp", doc="`mbarrier.arrive_drop{.sem}.<scope>.<space>.b64 state, [addr], count`."
)
MBarrierArriveDropExpectTxOp = ods_op(
    "nvvm.mbarrier.arrive_drop.expect_tx", "MBarrierArriveDropExpectTxOp",
    doc="`mbarrier.arrive_drop.expect_tx{.sem}.<scope>.<space>.b64 state, [addr], txcount`.",
)
MBarrierArriveDropNocompleteOp = ods_op(
    "nvvm.mbarrier.arrive_drop.nocomplete", "MBarrierArriveDropNocompleteOp",
    doc="`mbarrier.arrive_drop.noComplete{.shared}.b64 state, [addr], count`.",
)
FmaxOp = ods_op(
    "nvvm.fmax", "FmaxOp",
    doc="`max{.ftz}{.NaN}{.xorsign.abs}.f32 d, a, b` / `max{.ftz}{.NaN}{.abs}.f32 d, a, b, c` (MLIR 23, CuTe DSL).",
)
FminOp = ods_op(
    "nvvm.fmin", "FminOp",
    doc="`min{.ftz}{.NaN}{.xorsign.abs}.f32 d, a, b` / `min{.ftz}{.NaN}{.abs}.f32 d, a, b, c` (MLIR 23, CuTe DSL).",
)
SinOp = ods_op("nvvm.sin", "SinOp", doc="`sin.approx{.ftz}.f32` (MLIR 23).")
CosOp = ods_op("nvvm.cos", "CosOp", doc="`cos.approx{.ftz}.f32` (MLIR 23).")
Ex2Op = ods_op("nvvm.ex2", "Ex2Op", doc="`ex2.approx{.ftz}.f32` (MLIR 23).")
Log2Op = ods_op("nvvm.log2", "Log2Op", doc="`lg2.approx{.ftz}.f32` (MLIR 23).")
AddfOp = ods_op("nvvm.addf", "AddfOp", doc="`add{.rnd}{.ftz}{.sat}.<type>` (MLIR 23).")
SubfOp = ods_op("nvvm.subf", "SubfOp", doc="`sub{.rnd}{.ftz}{.sat}.<type>` (MLIR 23).")
FmaOp = ods_op("nvvm.fma", "FmaOp", doc="`fma.<rnd>{.ftz}{.sat}{.oob}{.relu}.<type>` (MLIR 23).")

ODS_OPS: list[type[IRDLOperation]] = [
    PrmtOp,
    AggrSmemSizeOp,
    DynamicSmemSizeOp,
    TotalSmemSizeOp,
    FenceSyncRestrictOp,
    FenceProxySyncRestrictOp,
    MBarrierExpectTxOp,
    MBarrierCompleteTxOp,
    MBarrierTryWaitOp,
    MBarrierArriveDropOp,
    MBarrierArriveDropExpectTxOp,
    MBarrierArriveDropNocompleteOp,
    FmaxOp,
    FminOp,
    SinOp,
    CosOp,
    Ex2Op,
    Log2Op,
    AddfOp,
    SubfOp,
    FmaOp,
]


def _class_name(op_name: str) -> str:
    """`nvvm.cp.async.bulk.tensor.reduce.override` -> `CpAsyncBulkTensorReduceOverrideOp`."""
    return "".join(part.capitalize() for part in re.split(r"[._]", op_name.removeprefix("nvvm."))) + "Op"


def generated_ops(registered: Iterable[str]) -> list[type[IRDLOperation]]:
    """An op for each row of the table no module defines by hand: operands, results, properties
    and MLIR's format from the row, nothing else. Where MLIR parses the op in C++ (no format in
    the row) or xDSL cannot read the format, the op has the generic form only. Newer NVVMOps.td
    rows thus parse, verify their structure and print as soon as the table is regenerated."""
    taken = set(registered) | {op.name for op in ODS_OPS}
    ops: list[type[IRDLOperation]] = []
    for name in OPS:
        if name in taken:
            continue
        op = ods_op(name, _class_name(name), doc=f"MLIR's `{name}`, defined from the ODS table alone.")
        ops.append(op)
    return ops
