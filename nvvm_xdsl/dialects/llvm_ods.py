"""MLIR's llvm-op properties, as its ODS defines them, applied to the ops the generic parser builds.

`llvm_ods_table.py` (generated from LLVMOps.td by `tools/gen_llvm_ods.py`) lists every inherent
attribute and property of every llvm op, how MLIR stores it and its default. MLIR's generic form
(`mlir-opt --mlir-print-op-generic`, IREE's output) writes all of them, in the storage of the MLIR
version that printed it, and xDSL 0.74 declares some of them differently or not at all. One rule,
`normalise_generic`, makes every llvm op accept each of them:

* a property xDSL's op declares is dropped where it holds MLIR's default and xDSL's definition
  has it optional (MLIR's custom form leaves it out), else converted to the storage xDSL declares (an enum read from
  `N : i32`/`N : i64` or from its attribute form `#llvm.overflow<nsw>`, `#llvm.fastmath<fast>`,
  whichever the input has: MLIR 19, 22 and 24 differ there);
* one xDSL does not declare is dropped when it holds MLIR's default (the custom form MLIR prints
  leaves defaults out too) and otherwise kept as a discardable attribute (no pass reads them;
  the custom form prints them in the attribute dictionary);
* an inherent attribute written in the attribute dictionary (older generic forms) is taken as
  the property it is, and a property xDSL requires that the input left out (a default MLIR did
  not print) is given MLIR's default.
"""

from __future__ import annotations

import re
from functools import cache

from xdsl.context import Context
from xdsl.dialects.builtin import BoolAttr, IntegerAttr, IntegerType, UnitAttr
from xdsl.ir import Attribute, Operation
from xdsl.irdl import IRDLOperation, OptPropertyDef
from xdsl.irdl.constraints import VerificationContext
from xdsl.parser import Parser
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.dialects.llvm_ods_table import ENUMS, PROPERTIES

# (name, kind, enum, form, width, default, optional): one row of PROPERTIES.
Row = tuple[str, str, str | None, str | None, int | None, object, bool]

_ENUM_KINDS = ("prop_enum", "int_enum", "enum_attr")


@cache
def _rows_by_name() -> dict[str, Row]:
    """Property names every op of the table that has them gives the same storage and default
    (`fastmathFlags`, `overflowFlags`): what a newer MLIR means by them on another op too."""
    seen: dict[str, set[Row]] = {}
    for rows in PROPERTIES.values():
        for row in rows:
            seen.setdefault(row[0], set()).add(row)
    return {name: next(iter(rows)) for name, rows in seen.items() if len(rows) == 1}


@cache
def rows_of(op_name: str) -> dict[str, Row]:
    """The op's rows; for an op the table lacks or a property newer than it, the rows other ops
    give that property name."""
    return {**_rows_by_name(), **{row[0]: row for row in PROPERTIES.get(op_name, ())}}


def enum_value(attr: Attribute, enum: str) -> int | None:
    """The integer value of an enum written as `N : iK` or as `#llvm.mnemonic<kw, kw>`."""
    if isinstance(attr, IntegerAttr):
        return attr.value.data
    bit, cases = ENUMS[enum]
    # `#llvm.fastmath<nnan, ninf>` or `#nvvm<shfl_kind down>`: the keywords after the mnemonic.
    match = re.fullmatch(r"#[\w.]+<(?:[\w.]+ )?(.*)>", str(attr), re.S)
    if match is None:
        return None
    by_keyword = {keyword: value for _, keyword, value in cases}
    value = 0
    for word in re.split(r"[,|]", match.group(1)):
        word = word.strip().strip('"')
        if word not in by_keyword:
            return None
        if not bit:
            return by_keyword[word]
        value |= by_keyword[word]
    return value


def enum_keywords(value: int, enum: str) -> str:
    """How MLIR writes `value` inside `#llvm.mnemonic<...>`."""
    bit, cases = ENUMS[enum]
    for _, keyword, case in cases:
        if case == value:
            return keyword
    if not bit:
        raise ValueError(f"{value} is not a case of {enum}")
    words = [kw for _, kw, case in cases if case and case & (case - 1) == 0 and value & case]
    return ", ".join(words)


# Attribute text -> the attribute (None: this xDSL cannot parse that spelling). Attributes do
# not depend on the context that parsed them, and every context that reaches here has `llvm`.
_PARSED: dict[str, Attribute | None] = {}


def _parse_attribute(ctx: Context, text: str) -> Attribute | None:
    if text not in _PARSED:
        try:
            _PARSED[text] = Parser(ctx, text).parse_attribute()
        except Exception:  # a spelling this xDSL does not know is simply not a candidate
            _PARSED[text] = None
    return _PARSED[text]


def _spellings(ctx: Context, row: Row, attr: Attribute) -> list[Attribute]:
    """The same value in each storage some MLIR version (or xDSL) gives this property."""
    _, kind, enum, form, width, _, _ = row
    if kind in _ENUM_KINDS and enum is not None:
        value = enum_value(attr, enum)
        if value is None:
            return []
        forms: list[Attribute] = [IntegerAttr(value, IntegerType(width or 64))]
        if width != 32:
            forms.append(IntegerAttr(value, IntegerType(32)))
        if form is not None:
            parsed = _parse_attribute(ctx, form.format(enum_keywords(value, enum)))
            if parsed is not None:
                forms.append(parsed)
        return forms
    if kind in ("unit", "bool"):
        on = isinstance(attr, UnitAttr) or (isinstance(attr, IntegerAttr) and attr.value.data != 0)
        return [UnitAttr(), BoolAttr(True, IntegerType(1))] if on else [BoolAttr(False, IntegerType(1))]
    if kind == "int" and isinstance(attr, IntegerAttr):
        return [IntegerAttr(attr.value.data, IntegerType(width or 64))]
    return []


def _canonical(ctx: Context, row: Row, attr: Attribute) -> Attribute:
    """One storage per value for a property xDSL does not declare: the attribute form of an enum
    attribute, else MLIR 22's integer."""
    forms = _spellings(ctx, row, attr)
    if not forms:
        return attr
    return forms[-1] if row[1] == "enum_attr" else forms[0]


def is_default(row: Row, attr: Attribute) -> bool:
    """Whether `attr` holds the value MLIR's custom form leaves out."""
    _, kind, enum, _, _, default, _ = row
    if kind in ("unit", "bool"):
        return _spellings_off(attr)
    if default is None:
        return False
    if kind in _ENUM_KINDS and enum is not None:
        return enum_value(attr, enum) == default
    return isinstance(attr, IntegerAttr) and attr.value.data == default


def _spellings_off(attr: Attribute) -> bool:
    return isinstance(attr, IntegerAttr) and attr.value.data == 0


def _satisfies(constraint: object, attr: Attribute) -> bool:
    try:
        constraint.verify(attr, VerificationContext())  # type: ignore[attr-defined]
    except VerifyException:
        return False
    return True


def _default_attr(ctx: Context, row: Row) -> Attribute | None:
    _, kind, enum, form, width, default, _ = row
    if not isinstance(default, int) or isinstance(default, bool):
        return None
    if kind == "enum_attr" and enum is not None and form is not None:
        return _parse_attribute(ctx, form.format(enum_keywords(default, enum)))
    return IntegerAttr(default, IntegerType(width or 64))


def normalise_generic(op: Operation, ctx: Context) -> None:
    """Give a generic-form llvm op the properties xDSL's definition of it declares (module docstring)."""
    if not isinstance(op, IRDLOperation):
        return
    rows = rows_of(op.name)
    op_def = op.get_irdl_definition()
    declared = op_def.properties
    for name in [n for n in op.attributes if n in rows and n not in op_def.attributes]:
        if name in declared:
            op.properties[name] = op.attributes.pop(name)  # over a default `create` filled in
        elif is_default(rows[name], op.attributes[name]):
            del op.attributes[name]
        else:
            op.attributes[name] = _canonical(ctx, rows[name], op.attributes[name])
    for name in list(op.properties):
        value = op.properties[name]
        row = rows.get(name)
        prop_def = declared.get(name)
        if prop_def is None:
            del op.properties[name]
            if row is None or name in op_def.attributes:
                op.attributes[name] = value
            elif not is_default(row, value):
                op.attributes[name] = _canonical(ctx, row, value)
            continue
        if row is None:
            # A property newer than the table (`nvvm.barrier <{aligned = true}>`, MLIR 24):
            # a boolean is still a unit property's presence where xDSL declares a unit.
            if isinstance(value, IntegerAttr) and value.type == IntegerType(1):
                row = (name, "bool", None, None, None, None, True)
            else:
                continue
        if isinstance(prop_def, OptPropertyDef) and is_default(row, value):
            del op.properties[name]  # absent is the default to xDSL too, as MLIR prints it
            continue
        # MLIR's own storage first (`N : i64` for an i64 enum written `N : i32`), where xDSL takes it.
        for candidate in _spellings(ctx, row, value):
            if _satisfies(prop_def.constr, candidate):
                op.properties[name] = candidate
                break
        else:
            if row[1] in ("unit", "bool") and isinstance(prop_def, OptPropertyDef) and _spellings_off(value):
                del op.properties[name]  # `false`: the unit property's absence
    for name, prop_def in declared.items():
        if name in op.properties or isinstance(prop_def, OptPropertyDef) or name not in rows:
            continue
        if prop_def.default_value is not None:
            continue  # xDSL fills in its own default
        default = _default_attr(ctx, rows[name])
        if default is None:
            continue
        for candidate in [default, *_spellings(ctx, rows[name], default)]:
            if _satisfies(prop_def.constr, candidate):
                op.properties[name] = candidate
                break


__all__ = ["enum_keywords", "enum_value", "is_default", "normalise_generic", "rows_of"]
