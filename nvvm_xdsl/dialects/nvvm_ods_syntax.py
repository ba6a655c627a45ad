"""What every nvvm op's MLIR syntax needs from the ODS table (`nvvm_ods.OPS`), apart from the
ops defined from it (`nvvm_ods_ops`): MLIR's default property values for the hand-written ops,
clauses of an `oilist` read in any order, `<{...}>` property dictionaries and attributes written
whole. Kept out of `nvvm_ods_ops` so that a kernel whose nvvm ops are all hand-written core ones
(special registers, barriers, shuffles) does not import the op families (`nvvm.op_families`).
"""

from __future__ import annotations

import dataclasses
import functools
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Attribute, Operation
from xdsl.irdl import IRDLOperation, OptPropertyDef, VerificationContext
from xdsl.irdl.declarative_assembly_format import (
    FormatDirective,
    FormatProgram,
    OptionalGroupDirective,
    ParsingState,
    PrintingState,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError, VerifyException

from nvvm_xdsl.dialects import nvvm_ods
from nvvm_xdsl.dialects.nvvm_ods import ENUMS, OPS
from nvvm_xdsl.dialects.xdsl_compat_lazy_op_defs import when_defined

_ODS_OPS_MODULE = "nvvm_xdsl.dialects.nvvm_ods_ops"


def _is_ods_op(op: type[Operation]) -> bool:
    """Whether `op` is defined from its table row (`nvvm_ods_ops.OdsOp`); no such class exists
    before that module is imported."""
    ods_ops = sys.modules.get(_ODS_OPS_MODULE)
    return ods_ops is not None and issubclass(op, ods_ops.OdsOp)


@functools.cache
def _core_enum_attrs() -> dict[str, type[Attribute]]:
    from nvvm_xdsl.dialects.nvvm_isa import ENUM_ATTRS
    from nvvm_xdsl.dialects.nvvm_memory_space import MEMORY_SPACE_ATTRS

    attrs: list[type[Attribute]] = [*ENUM_ATTRS, *MEMORY_SPACE_ATTRS]
    return {attr.name: attr for attr in attrs if hasattr(attr, "name")}


def _enum_attr_named(storage: str) -> type[Attribute] | None:
    """The enum attribute class of a row's storage name (`nvvm.mem_scope`), as `nvvm_ods_ops`
    maps it (its map extends the core modules' without changing their entries): from the core
    modules, and importing the ODS ops for an `nvvm.` enum only they or the MMA/tcgen05 families
    define."""
    core = _core_enum_attrs()
    if storage in core:
        return core[storage]
    if not storage.startswith("nvvm."):
        return None
    from nvvm_xdsl.dialects import nvvm_ods_ops

    return nvvm_ods_ops._ENUM_ATTRS.get(storage)  # pyright: ignore[reportPrivateUsage]


def _default(storage: type[Attribute], ods_default: str) -> Attribute:
    """MLIR's default (a C++ expression: `MemScopeKind::CTA`, `false`) as the attribute."""
    if ods_default in ("false", "true"):
        return IntegerAttr.from_bool(ods_default == "true")
    keyword = ods_default.rsplit("::", 1)[-1]
    for case in ENUMS[storage.name]:
        if re.sub(r"\W", "", case).lower() == keyword.lower():
            return storage(storage.enum_type(case))  # type: ignore[call-arg,attr-defined]
    raise ValueError(f"no {storage.name} case for the default {ods_default}")


# ---------------------------------------------------------------------------------------------
# MLIR's `oilist` clauses
# ---------------------------------------------------------------------------------------------


def _split_top(text: str, sep: str) -> list[str]:
    """`text` split at each `sep` outside parentheses and backquotes."""
    parts, depth, quoted, start = [], 0, False, 0
    for i, ch in enumerate(text):
        if ch == "`":
            quoted = not quoted
        elif not quoted and ch == "(":
            depth += 1
        elif not quoted and ch == ")":
            depth -= 1
        elif not quoted and depth == 0 and ch == sep:
            parts.append(text[start:i])
            start = i + 1
    return [*parts, text[start:]]


# A clause's first variable (not already an anchor).
_ANCHOR = re.compile(r"(\$\w+)(?!\^)")


def xdsl_format(fmt: str) -> str:
    """MLIR's declarative format in the syntax xDSL 0.74 reads: `oilist(a | b)` (clauses in any
    order, each printed when its variable is set) becomes one optional group per clause, anchored
    on the clause's first variable. MLIR prints the clauses in their declared order; input with
    them reordered is read by `_accept_reordered_clauses`."""
    # `enum($a)` (newer MLIR than 22): the enum attribute as the table's other rows name it.
    fmt = re.sub(r"\benum\((\$\w+)\)", r"\1", fmt)
    while (start := fmt.find("oilist(")) >= 0:
        depth, end = 0, start + len("oilist")
        for end in range(start + len("oilist"), len(fmt)):
            depth += {"(": 1, ")": -1}.get(fmt[end], 0) if fmt[end] in "()" else 0
            if depth == 0:
                break
        clauses = _split_top(fmt[start + len("oilist("):end], "|")
        groups = ["(" + _ANCHOR.sub(r"\1^", clause.strip(), count=1) + ")?" for clause in clauses]
        fmt = fmt[:start] + " ".join(groups) + fmt[end + 1:]
    # `($a^):($b)?`, one of two variables (xDSL has no else-branch): two optional groups.
    return re.sub(r"\((\$\w+)\^\)\s*:\s*\((\$\w+)\)\?", r"(\1^)? (\2^)?", fmt)


@dataclass(frozen=True)
class _AnyOrderClauses(FormatDirective):
    """The optional groups an `oilist` became, read in any order (each at most once), as MLIR's
    oilist parser does; printed in the declared order, as MLIR prints them."""

    groups: tuple[OptionalGroupDirective, ...]

    def parse(self, parser: Parser, state: ParsingState) -> None:
        pending = list(self.groups)
        found = True
        while pending and found:
            found = False
            for group in pending:
                start = parser.pos
                group.then_first.parse_optional(parser, state)
                if parser.pos != start:
                    for element in group.then_elements:
                        element.parse(parser, state)
                    pending.remove(group)
                    found = True
                    break
        for group in pending:
            group.set_empty(state)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        for group in self.groups:
            group.print(printer, state, op)


def _reordered_clauses_program(op: type[IRDLOperation], fmt: str) -> FormatProgram:
    """The program of the row's own format with each run of optional groups (its oilist) read in
    any order."""
    from xdsl.irdl.declarative_assembly_format_parser import FormatParser

    program = FormatParser(xdsl_format(fmt), op.get_irdl_definition()).parse_format()
    stmts: list[FormatDirective] = []
    run: list[OptionalGroupDirective] = []
    for stmt in (*program.stmts, None):
        if isinstance(stmt, OptionalGroupDirective):
            run.append(stmt)
            continue
        stmts.extend([_AnyOrderClauses(tuple(run))] if len(run) > 1 else run)
        run = []
        if stmt is not None:
            stmts.append(stmt)
    return dataclasses.replace(program, stmts=tuple(stmts))


def _accept_reordered_clauses(fmt: str, prints_row_format: bool, op: type[IRDLOperation]) -> None:
    """An op whose MLIR format has an `oilist` reads that format with its clauses in any order
    (`nvvm.addf %a, %b ftz = true rnd = <rp> : f32`): instead of the clauses in order where it
    prints that format, else where the format it prints (MLIR 22's or CuTe's) does not read the
    input. So does an op that prints an older format than its row's without an `oilist`
    (`nvvm.cluster.arrive aligned`, newer MLIR's keyword for MLIR 22's `{aligned}`)."""
    printed_format_parse = op.parse
    programs: list[FormatProgram | None] = []

    def parse(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        if prints_row_format:
            return reordered(cls, parser)
        start = parser.pos
        first: ParseError | None = None
        try:
            parsed = printed_format_parse(parser)
            # A format whose clauses may all be left out reads the op without them: a clause
            # (`relu = ...`) where the next op would start is this op's.
            if not _at_clause(parser, keywords):
                return parsed
        except ParseError as error:
            first = error
        parser._resume_from(start)  # pyright: ignore[reportPrivateUsage]
        try:
            return reordered(cls, parser)
        except ParseError as second:
            # The error of the attempt that read further is the input's.
            if first is None or second.span.start > first.span.start:
                raise
            raise first from None

    def reordered(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        if not programs:
            try:
                programs.append(_reordered_clauses_program(cls, fmt))
            except Exception:  # noqa: BLE001 - a hand-written op whose names differ from the row's
                programs.append(None)
        if programs[0] is None:
            parser.raise_error(f"{cls.name} does not read this syntax")
        op = programs[0].parse(parser, cls)
        # Properties as MLIR holds them (a sorted dictionary; an MLIR 22 attr-dict prints them
        # so), without the defaults a hand-written op leaves out.
        defaults: dict[str, Attribute] = getattr(cls, "PROP_DEFAULTS", {})
        op.properties = {k: v for k, v in sorted(op.properties.items()) if defaults.get(k) != v}
        return op

    # The keywords a clause of the row's format starts with: its oilist's and optional groups'.
    keywords = frozenset(re.findall(r"(?:oilist\(|\||\()\s*`(\w+)`", fmt))
    op.parse = classmethod(parse)  # type: ignore[method-assign,assignment]


def _at_clause(parser: Parser, keywords: frozenset[str]) -> bool:
    """Whether the input goes on with a clause of the op's newer format (`keyword =`, or a bare
    keyword: a unit property); an op name that follows has a dot."""
    text = parser.lexer.input.content
    match = _CLAUSE_START.match(text, parser.pos)
    return match is not None and match.group(1) in keywords


_CLAUSE_START = re.compile(r"\s*(\w+)(?![\w.$\"])")


# ---------------------------------------------------------------------------------------------
# MLIR's defaults for the hand-written ops
# ---------------------------------------------------------------------------------------------


def apply_ods_defaults(ops: Iterable[type[Operation]]) -> None:
    """Give each optional property of a registered op the default ODS declares for it, so that
    printing leaves out a value equal to it, as MLIR does (`{relu = false}`, `group =
    #nvvm.cta_group<cta_1>` are not printed). Only the printer reads this: the ops' accessors
    and selection still see an absent property as absent. Set when the op's definition is built
    (on first use at start-up: `xdsl_compat_lazy_op_defs`)."""
    for op in ops:
        row = OPS.get(op.name)
        if row is not None and issubclass(op, IRDLOperation):
            when_defined(op, functools.partial(_apply_row_defaults, row))
            # A hand-written op in MLIR 22's format reads the newer one's clauses too, and so
            # does one whose declarative format is older than the row's.
            own = getattr(op, "assembly_format", None)
            newer = own is not None and " ".join(own.split()) != xdsl_format(row.format or "")
            if row.format is not None and ("oilist(" in row.format or newer) and not _is_ods_op(op):
                when_defined(op, functools.partial(_accept_reordered_clauses, row.format, False))


def _apply_row_defaults(row: nvvm_ods.OdsOp, op: type[IRDLOperation]) -> None:
    definition = op.get_irdl_definition()
    for name, storage, kind, default in row.attributes:
        prop = definition.properties.get(name)
        if kind != "default" or default is None or not isinstance(prop, OptPropertyDef) or prop.default_value is not None:
            continue
        if storage in ("BoolAttr",):
            value: Attribute = IntegerAttr.from_bool(default == "true")
        elif (enum_attr := _enum_attr_named(storage)) is not None:
            value = _default(enum_attr, default)
        else:
            continue
        try:
            prop.constr.verify(value, VerificationContext())
        except VerifyException:
            continue  # the op stores it differently (e.g. a unit attribute): leave it
        prop.default_value = value


# ---------------------------------------------------------------------------------------------
# An attribute written whole where an nvvm op's format names it
# ---------------------------------------------------------------------------------------------


def accept_full_attributes() -> None:
    """MLIR parses an attribute its format names by value (`$scope`: `<cta>`) with a fallback: the
    whole attribute (`#nvvm.mem_scope<cta>`, as MLIR's own tests write it) is read too. xDSL 0.74
    reads only the value: for nvvm ops it reads the whole attribute where one starts (`#`), and
    checks it is of the class the format expects (printing stays MLIR's)."""
    from xdsl.irdl.declarative_assembly_format import UniqueBaseAttributeVariable
    from xdsl.utils.mlir_lexer import MLIRTokenKind

    original = UniqueBaseAttributeVariable.parse
    if getattr(original, "reads_full_attributes", False):
        return

    def parse(self: UniqueBaseAttributeVariable, parser: Any, state: Any) -> None:
        if state.op_type.name.startswith("nvvm.") and parser._current_token.kind == MLIRTokenKind.HASH_IDENT:
            pos = parser.pos
            attr = parser.parse_attribute()
            if not isinstance(attr, self.unique_base):
                parser.raise_error(f"expected {self.unique_base.name}, got {attr}", pos, parser.pos)
            self.set(state, attr)
            return
        original(self, parser, state)

    parse.reads_full_attributes = True  # type: ignore[attr-defined]
    UniqueBaseAttributeVariable.parse = parse  # type: ignore[method-assign,assignment]


# ---------------------------------------------------------------------------------------------
# `<{...}>` before an nvvm op's attribute dictionary
# ---------------------------------------------------------------------------------------------

_PROPERTY_DICT = re.compile(r"<\s*\{")


def accept_property_dicts() -> None:
    """Newer MLIR prints an op's properties its format does not name as `<{...}>` where the format
    has `attr-dict` (`nvvm.cluster.arrive <{aligned}>`, `nvvm.redux.sync ... <{abs = true}> :`);
    MLIR 22 wrote them in the attribute dictionary. xDSL 0.74's `attr-dict` reads only the latter:
    for nvvm ops it reads a property dictionary first too (printing stays MLIR 22's)."""
    from xdsl.irdl.declarative_assembly_format import AttrDictDirective

    original = AttrDictDirective.parse
    if getattr(original, "reads_property_dict", False):
        return

    def parse(self: AttrDictDirective, parser: Any, state: Any) -> None:
        if state.op_type.name.startswith("nvvm.") and _PROPERTY_DICT.match(parser.lexer.input.content, parser.pos):
            defs = state.op_type.get_irdl_definition().properties
            for name, value in parser.parse_optional_properties_dict().items():
                if name not in defs:
                    parser.raise_error(f"'{state.op_type.name}' has no property '{name}'")
                state.properties[name] = value
        original(self, parser, state)

    parse.reads_property_dict = True  # type: ignore[attr-defined]
    AttrDictDirective.parse = parse  # type: ignore[method-assign]
