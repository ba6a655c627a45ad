"""Workarounds for xDSL 0.74, which predates syntax current MLIR (LLVM 20-24) prints.

Everything here exists only because xDSL 0.74 lacks it; delete a piece when the xDSL in use
parses that syntax itself (each section names what MLIR spells that way).

xDSL's op classes cannot be subclassed once defined, and the passes and the backend test
`isinstance(op, llvm.LoadOp)` etc., so the ops are extended in place: new optional properties
(MLIR's names, so MLIR's generic form parses) and parse/print methods that accept MLIR's
current custom syntax and still accept what xDSL 0.74 printed. `install()` runs once, when the
universe builds the `llvm` or `gpu` dialect; `install_parser()` (locations, generic-form
fix-ups) when the universe module is imported, before any input is parsed.

The one workaround that is not about syntax, stock `xdsl-opt`'s located error reports, is its
sibling `xdsl_compat_error_report.py`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar

from xdsl.context import Context
from xdsl.dialects.builtin import (
    AnyAttr,
    ArrayAttr,
    CallSiteLoc,
    DenseArrayBase,
    DictionaryAttr,
    FileLineColLoc,
    FusedLoc,
    IntAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    NameLoc,
    NoneAttr,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    UnregisteredOp,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, ParametrizedAttribute, SSAValue
from xdsl.irdl import (
    AttrConstraint,
    AttrSizedOperandSegments,
    IRDLOperation,
    OptionalPropertyAccessor,
    OptOperandDef,
    OptPropertyDef,
    VarOperandDef,
    base,
    irdl_attr_definition,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.lexer import Span
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind

if TYPE_CHECKING:
    from xdsl.dialects import arith, gpu, llvm

# The universe imports this module at start-up (for the location parsing below), so the
# dialect modules are imported only by the functions that need them.

def add_optional_properties(
    op_class: type[IRDLOperation], props: dict[str, AttrConstraint | type[Attribute]]
) -> None:
    """Declare optional properties on an already-defined xDSL op (accessor = property name)."""
    op_def = op_class.get_irdl_definition()
    for name, constraint in props.items():
        if name in op_def.properties:
            continue
        constr = constraint if isinstance(constraint, AttrConstraint) else base(constraint)
        op_def.properties[name] = OptPropertyDef(constr)
        op_def.accessor_names[name] = (name, "property")
        setattr(op_class, name, OptionalPropertyAccessor(name, None))


OpT = TypeVar("OpT", bound=Operation)


def replace_syntax(
    op_class: type[OpT],
    parse: Callable[[type[OpT], Parser], OpT],
    print_: Callable[[OpT, Printer], None],
) -> None:
    # Installed on xDSL's own class in place (see the module docstring); mypy cannot follow
    # a method replaced at run time.
    op_class.parse = classmethod(parse)  # type: ignore[assignment]
    op_class.print = print_  # type: ignore[assignment]


# Metadata MLIR may attach to memory accesses (`#llvm.tbaa_tag`, `#llvm.access_group`,
# `#llvm.alias_scope` lists). Kept so the text round-trips; no pass reads them.
_ALIAS_ANALYSIS_PROPS: dict[str, AttrConstraint | type[Attribute]] = {
    "access_groups": AnyAttr(),
    "alias_scopes": AnyAttr(),
    "noalias_scopes": AnyAttr(),
    "tbaa": AnyAttr(),
}

# Properties a custom form writes in its attribute dictionary (as MLIR's formats do).
_DICT_PROPS = ("alignment", "nontemporal", *_ALIAS_ANALYSIS_PROPS)


def _parse_optional_prop_entries(parser: Parser, props: dict[str, Attribute]) -> None:
    """`<alignment = 4>`: how MLIR 24 writes a load's or store's alignment."""
    if parser.parse_optional_punctuation("<") is None:
        return

    def parse_entry() -> None:
        name = parser.parse_identifier(" (property name)")
        parser.parse_punctuation("=")
        props[name] = parser.parse_attribute()

    parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_entry)
    parser.parse_punctuation(">")


def _take_dict_props(attrs: dict[str, Attribute], props: dict[str, Attribute]) -> None:
    for name in _DICT_PROPS:
        if name in attrs:
            props[name] = attrs.pop(name)


def _print_dict(printer: Printer, op: Operation) -> None:
    attrs = dict(op.attributes)
    for name in _DICT_PROPS:
        if (value := op.properties.get(name)) is not None:
            attrs[name] = value
    printer.print_op_attributes(attrs)


# ---------------------------------------------------------------------------------------------
# llvm.load / llvm.store: `volatile`, `atomic [syncscope("s")] ordering`, `invariant`,
# `invariant_group`, `dereferenceable<...>`; alignment and nontemporal in the attr-dict
# (MLIR 24 writes `<alignment = 4>` before it instead: accepted, printed the older way).
#   %v = llvm.load volatile %p atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> f32
#   llvm.store %v, %p invariant_group {nontemporal} : f32, !llvm.ptr
# ---------------------------------------------------------------------------------------------


def _parse_atomic(parser: Parser, props: dict[str, Attribute]) -> None:
    # Imported when first used, so importing the universe (xdsl-opt start-up) stays cheap.
    from nvvm_xdsl.dialects.llvm_ext.atomics import ORDERING_BY_KEYWORD, parse_optional_syncscope

    if parser.parse_optional_keyword("atomic") is None:
        return
    if (scope := parse_optional_syncscope(parser)) is not None:
        props["syncscope"] = scope
    keyword = parser.parse_keyword_in(ORDERING_BY_KEYWORD, " (atomic ordering)")
    props["ordering"] = IntegerAttr(int(ORDERING_BY_KEYWORD[keyword]), i64)


def _print_atomic(printer: Printer, op: Operation) -> None:
    from nvvm_xdsl.dialects.llvm_ext.atomics import ordering_keyword, print_optional_syncscope

    ordering = op.properties.get("ordering")
    if isinstance(ordering, IntegerAttr) and ordering.value.data != 0:
        printer.print_string(" atomic")
        syncscope = op.properties.get("syncscope")
        print_optional_syncscope(printer, syncscope if isinstance(syncscope, StringAttr) else None)
        printer.print_string(" " + ordering_keyword(ordering))


def _parse_load(cls: type[llvm.LoadOp], parser: Parser) -> llvm.LoadOp:
    props: dict[str, Attribute] = {"ordering": IntegerAttr(0, i64)}
    if parser.parse_optional_keyword("volatile") is not None:
        props["volatile_"] = UnitAttr()
    ptr = parser.parse_unresolved_operand()
    _parse_atomic(parser, props)
    if parser.parse_optional_keyword("invariant") is not None:
        props["invariant"] = UnitAttr()
    if parser.parse_optional_keyword("invariant_group") is not None:
        props["invariantGroup"] = UnitAttr()
    if parser.parse_optional_keyword("dereferenceable") is not None:
        props["dereferenceable"] = parser.parse_attribute()
    _parse_optional_prop_entries(parser, props)
    attrs = parser.parse_optional_attr_dict()
    _take_dict_props(attrs, props)
    parser.parse_punctuation(":")
    ptr_type = parser.parse_type()
    parser.parse_punctuation("->")
    result_type = parser.parse_type()
    return cls.create(
        operands=[parser.resolve_operand(ptr, ptr_type)],
        result_types=[result_type],
        properties=props,
        attributes=attrs,
    )


def _print_load(self: llvm.LoadOp, printer: Printer) -> None:
    props = self.properties
    if "volatile_" in props:
        printer.print_string(" volatile")
    printer.print_string(" ")
    printer.print_operand(self.ptr)
    _print_atomic(printer, self)
    if "invariant" in props:
        printer.print_string(" invariant")
    if "invariantGroup" in props:
        printer.print_string(" invariant_group")
    if (deref := props.get("dereferenceable")) is not None:
        printer.print_string(" dereferenceable")
        printer.print_attribute(deref)
    _print_dict(printer, self)
    printer.print_string(" : ")
    printer.print_attribute(self.ptr.type)
    printer.print_string(" -> ")
    printer.print_attribute(self.dereferenced_value.type)


def _parse_store(cls: type[llvm.StoreOp], parser: Parser) -> llvm.StoreOp:
    props: dict[str, Attribute] = {"ordering": IntegerAttr(0, i64)}
    if parser.parse_optional_keyword("volatile") is not None:
        props["volatile_"] = UnitAttr()
    value = parser.parse_unresolved_operand()
    parser.parse_punctuation(",")
    ptr = parser.parse_unresolved_operand()
    _parse_atomic(parser, props)
    if parser.parse_optional_keyword("invariant_group") is not None:
        props["invariantGroup"] = UnitAttr()
    _parse_optional_prop_entries(parser, props)
    attrs = parser.parse_optional_attr_dict()
    _take_dict_props(attrs, props)
    parser.parse_punctuation(":")
    value_type = parser.parse_type()
    parser.parse_punctuation(",")
    ptr_type = parser.parse_type()
    return cls.create(
        operands=[
            parser.resolve_operand(value, value_type),
            parser.resolve_operand(ptr, ptr_type),
        ],
        properties=props,
        attributes=attrs,
    )


def _print_store(self: llvm.StoreOp, printer: Printer) -> None:
    props = self.properties
    if "volatile_" in props:
        printer.print_string(" volatile")
    printer.print_string(" ")
    printer.print_operand(self.value)
    printer.print_string(", ")
    printer.print_operand(self.ptr)
    _print_atomic(printer, self)
    if "invariantGroup" in props:
        printer.print_string(" invariant_group")
    _print_dict(printer, self)
    printer.print_string(" : ")
    printer.print_attribute(self.value.type)
    printer.print_string(", ")
    printer.print_attribute(self.ptr.type)


# ---------------------------------------------------------------------------------------------
# llvm.getelementptr no-wrap flags: `inbounds`, `nusw`, `nuw`, joined by `|` (MLIR's
# GEPNoWrapFlags, stored in the `noWrapFlags` i32 property; `inbounds` implies `nusw`).
#   %q = llvm.getelementptr inbounds|nuw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
# ---------------------------------------------------------------------------------------------

GEP_INBOUNDS_FLAG = 1
GEP_NUSW = 2
GEP_NUW = 4
GEP_INBOUNDS = GEP_INBOUNDS_FLAG | GEP_NUSW
_GEP_KEYWORDS = {"inbounds": GEP_INBOUNDS, "nusw": GEP_NUSW, "nuw": GEP_NUW}


def gep_no_wrap_flags(op: llvm.GEPOp) -> int:
    """The GEP's no-wrap flags, whichever way they were given (xDSL's `inbounds` unit
    property or MLIR's `noWrapFlags`)."""
    flags = op.noWrapFlags.value.data if "noWrapFlags" in op.properties else 0
    if op.inbounds is not None:
        flags |= GEP_INBOUNDS
    return flags


def _gep_flags_text(flags: int) -> str:
    words = []
    if flags & GEP_INBOUNDS_FLAG:
        words.append("inbounds")
    elif flags & GEP_NUSW:
        words.append("nusw")
    if flags & GEP_NUW:
        words.append("nuw")
    return "|".join(words)


def _parse_gep(cls: type[llvm.GEPOp], parser: Parser) -> llvm.GEPOp:
    from xdsl.dialects.llvm import GEP_USE_SSA_VAL
    from xdsl.dialects.utils.dynamic_index_list import parse_dynamic_index_list_without_types

    flags = 0
    if (word := parser.parse_optional_keyword_in(_GEP_KEYWORDS)) is not None:
        flags = _GEP_KEYWORDS[word]
        while parser.parse_optional_punctuation("|") is not None:
            flags |= _GEP_KEYWORDS[parser.parse_keyword_in(_GEP_KEYWORDS, " (GEP no-wrap flag)")]
    ptr = parser.parse_unresolved_operand()
    indices_at = parser.pos
    ssa_refs, const_indices = parse_dynamic_index_list_without_types(parser, GEP_USE_SSA_VAL)
    for index in const_indices:
        # rawConstantIndices is an i32 array in which INT32_MIN marks an SSA index: a literal
        # outside (INT32_MIN, 2^31) would wrap or read as a missing SSA operand.
        if index != GEP_USE_SSA_VAL and not -(2**31) < index < 2**31:
            parser.raise_error(
                f"'llvm.getelementptr': constant index {index} is out of range: a constant index is a 32-bit "
                f"integer above {-(2**31)} (write a wider one as an SSA value)",
                indices_at,
                parser.pos,
            )
    if list(const_indices).count(GEP_USE_SSA_VAL) != len(ssa_refs):
        parser.raise_error(
            f"'llvm.getelementptr': constant index {GEP_USE_SSA_VAL} is reserved (it marks an SSA index)", indices_at, parser.pos
        )
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    func_type_pos = parser.pos
    function_type = parser.parse_function_type()
    parser.parse_punctuation(",")
    elem_type = parser.parse_type()
    operands = parser.resolve_operands(
        [ptr, *ssa_refs], function_type.inputs.data, func_type_pos
    )
    return cls.create(
        operands=operands,
        result_types=list(function_type.outputs.data),
        properties={
            "elem_type": elem_type,
            "rawConstantIndices": DenseArrayBase.from_list(i32, list(const_indices)),
            "noWrapFlags": IntegerAttr(flags, i32),
        },
        attributes=attrs,
    )


def _parse_aggregate_access(
    cls: type[llvm.ExtractValueOp | llvm.InsertValueOp], parser: Parser
) -> llvm.ExtractValueOp | llvm.InsertValueOp:
    """MLIR's `extractvalue %agg[i, j] : T` / `insertvalue %v, %agg[i, j] : T`, whose element
    type is read from T: xDSL 0.74's parsers index T's fields unchecked (a Python error for a
    position past the end, the wrong field for a negative one)."""
    from xdsl.dialects.llvm import ExtractValueOp, InsertValueOp, LLVMArrayType, LLVMStructType

    value = None
    if cls is not ExtractValueOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
    container = parser.parse_unresolved_operand()
    position_at = parser.pos
    position = parser.parse_comma_separated_list(
        parser.Delimiter.SQUARE, lambda: parser.parse_integer(allow_boolean=False)
    )
    position_end = parser.pos
    attributes = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    container_type = parser.parse_type()
    element: Attribute = container_type
    for depth, index in enumerate(position):
        if isinstance(element, LLVMStructType):
            count, inner = len(element.types.data), element.types.data
        elif isinstance(element, LLVMArrayType):
            count, inner = element.size.data, None
        else:
            parser.raise_error(
                f"'{cls.name}': position {position}: depth {depth} indexes into non-aggregate {element}",
                position_at,
                position_end,
            )
        if not 0 <= index < count:
            parser.raise_error(
                f"'{cls.name}': position {position}: index {index} at depth {depth} is out of range for {element} "
                f"({count} elements)",
                position_at,
                position_end,
            )
        element = inner[index] if inner is not None else element.type  # type: ignore[union-attr]
    positions = DenseArrayBase.from_list(i64, position)
    aggregate = parser.resolve_operand(container, container_type)
    if value is None:
        op: llvm.ExtractValueOp | llvm.InsertValueOp = ExtractValueOp(positions, aggregate, element)
    else:
        op = InsertValueOp(positions, aggregate, parser.resolve_operand(value, element))
    op.attributes |= attributes
    return op


def _print_gep(self: llvm.GEPOp, printer: Printer) -> None:
    from xdsl.dialects.llvm import GEP_USE_SSA_VAL
    from xdsl.dialects.utils.dynamic_index_list import print_dynamic_index_list

    if text := _gep_flags_text(gep_no_wrap_flags(self)):
        printer.print_string(" " + text)
    printer.print_string(" ")
    printer.print_operand(self.ptr)
    print_dynamic_index_list(
        printer, GEP_USE_SSA_VAL, self.ssa_indices, self.rawConstantIndices.iter_values()
    )
    printer.print_op_attributes(self.attributes)
    printer.print_string(" : ")
    printer.print_function_type(
        [self.ptr.type, *(v.type for v in self.ssa_indices)], [self.result.type]
    )
    printer.print_string(", ")
    printer.print_attribute(self.elem_type)


# ---------------------------------------------------------------------------------------------
# gpu.module: MLIR's custom form, its `targets` and `offloadingHandler` properties.
#   gpu.module @kernels <#gpu.select_object<0>> [#nvvm.target<chip = "sm_80">] attributes {a} {
#     llvm.func ...
#   }
# ---------------------------------------------------------------------------------------------


def _parse_gpu_module(cls: type[gpu.ModuleOp], parser: Parser) -> gpu.ModuleOp:
    props: dict[str, Attribute] = {"sym_name": parser.parse_symbol_name()}
    if parser.parse_optional_punctuation("<") is not None:
        props["offloadingHandler"] = parser.parse_attribute()
        parser.parse_punctuation(">")
    if parser.parse_optional_punctuation("[") is not None:
        targets = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_attribute)
        parser.parse_punctuation("]")
        props["targets"] = ArrayAttr(targets)
    attrs = parser.parse_optional_attr_dict_with_keyword()
    region = parser.parse_region()
    if not region.blocks:
        region.add_block(Block())
    return cls.create(
        properties=props,
        attributes=attrs.data if attrs is not None else {},
        regions=[region],
    )


def _print_gpu_module(self: gpu.ModuleOp, printer: Printer) -> None:
    printer.print_string(" ")
    printer.print_symbol_name(self.sym_name.data)
    if (handler := self.properties.get("offloadingHandler")) is not None:
        printer.print_string(" <")
        printer.print_attribute(handler)
        printer.print_string(">")
    if (targets := self.properties.get("targets")) is not None:
        printer.print_string(" ")
        printer.print_attribute(targets)
    printer.print_op_attributes(self.attributes, print_keyword=True)
    printer.print_string(" ")
    printer.print_region(self.body, print_entry_block_args=False, print_empty_block=False)


# ---------------------------------------------------------------------------------------------
# `#llvm.*` attributes xDSL 0.74 does not define: debug info (`#llvm.di_file<...>`, ...),
# TBAA, loop annotations, access groups, alias scopes, memory effects. They are kept verbatim
# (their nested attribute references resolved, so aliases need not be printed back) and
# printed as they were written; no pass reads them.
# ---------------------------------------------------------------------------------------------

VERBATIM_LLVM_ATTRIBUTES = (
    "access_group",
    "alias_scope",
    "alias_scope_domain",
    "dereferenceable",
    "di_annotation",
    "di_basic_type",
    "di_common_block",
    "di_compile_unit",
    "di_composite_type",
    "di_derived_type",
    "di_expression",
    "di_expression_elem",
    "di_file",
    "di_generic_subrange",
    "di_global_variable",
    "di_global_variable_expression",
    "di_imported_entity",
    "di_label",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_local_variable",
    "di_module",
    "di_namespace",
    "di_null_type",
    "di_string_type",
    "di_subprogram",
    "di_subrange",
    "di_subroutine_type",
    "loop_annotation",
    "loop_distribute",
    "loop_interleave",
    "loop_licm",
    "loop_peeled",
    "loop_pipeline",
    "loop_unroll",
    "loop_unroll_and_jam",
    "loop_unswitch",
    "loop_vectorize",
    "md_const",
    "md_func",
    "md_node",
    "md_string",
    "memory_effects",
    "mmra_tag",
    "tbaa_member",
    "tbaa_root",
    "tbaa_tag",
    "tbaa_type_desc",
    "vec_type_hint",
    "vscale_range",
    "work_group_size_hint",
    "reqd_work_group_size",
    "intel_reqd_sub_group_size",
)

_NESTED_START = (MLIRTokenKind.HASH_IDENT, MLIRTokenKind.EXCLAMATION_IDENT)


class VerbatimLLVMAttr(ParametrizedAttribute):
    """`#llvm.NAME<body>` kept as text, with the attributes and types it names parsed:
    `text[0] nested[0] text[1] nested[1] ... text[-1]`."""

    text: ArrayAttr[StringAttr]
    nested: ArrayAttr[Attribute]

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        if parser._current_token.kind != MLIRTokenKind.LESS:  # pyright: ignore[reportPrivateUsage]
            return [ArrayAttr([StringAttr("")]), ArrayAttr([])]
        source = parser.lexer.input.content
        texts: list[str] = []
        nested: list[Attribute] = []
        start = parser._current_token.span.start  # pyright: ignore[reportPrivateUsage]
        depth = 0
        while True:
            token = parser._current_token  # pyright: ignore[reportPrivateUsage]
            if token.kind == MLIRTokenKind.EOF:
                parser.raise_error(f"unterminated #{cls.name}<...>")
            if token.kind in _NESTED_START:
                texts.append(source[start : token.span.start])
                if token.kind == MLIRTokenKind.HASH_IDENT:
                    nested.append(parser.parse_attribute())
                else:
                    nested.append(parser.parse_type())
                start = parser._current_token.span.start  # pyright: ignore[reportPrivateUsage]
                continue
            if token.kind == MLIRTokenKind.LESS:
                depth += 1
            elif token.kind == MLIRTokenKind.GREATER:
                depth -= 1
            parser._consume_token()  # pyright: ignore[reportPrivateUsage]
            if depth == 0:
                texts.append(source[start : token.span.end])
                break
        return [ArrayAttr(StringAttr(t) for t in texts), ArrayAttr(nested)]

    def print_parameters(self, printer: Printer) -> None:
        texts = [t.data for t in self.text.data]
        for index, piece in enumerate(texts):
            if index and piece[:1].isalnum():
                printer.print_string(" ")
            printer.print_string(piece)
            if index < len(self.nested.data):
                printer.print_attribute(self.nested.data[index])


def _verbatim_attr_class(short_name: str) -> type[VerbatimLLVMAttr]:
    class_name = "".join(part.title() for part in short_name.split("_")) + "Attr"
    attr_class = type(class_name, (VerbatimLLVMAttr,), {"name": f"llvm.{short_name}"})
    return irdl_attr_definition(attr_class)


@cache
def verbatim_llvm_attribute(short_name: str) -> type[VerbatimLLVMAttr]:
    """The one attribute class of `#llvm.SHORT_NAME` (a name in VERBATIM_LLVM_ATTRIBUTES), defined
    when an input first names it (`universe._load_verbatim_llvm_attribute`)."""
    return _verbatim_attr_class(short_name)

# ---------------------------------------------------------------------------------------------
# Locations: aliases used before their definition (MLIR prints `#locN = loc(...)` at the end of
# the file) and `fused<metadata>[...]` (metadata such as `#llvm.di_subprogram`).
#   llvm.func @k() { llvm.return loc(#loc3) }
#   #loc3 = loc(fused<#di_subprogram>[#loc1])
# ---------------------------------------------------------------------------------------------


# A location alias not defined yet where it is used is parsed as this placeholder (a NameLoc,
# because xDSL's location attributes are a closed union) and replaced by its definition once
# the whole input is parsed (`resolve_forward_locations`).
_FORWARD_MARK = "\0nvvm-xdsl forward location alias"


def _forward_alias(name: str, offset: int) -> NameLoc:
    return NameLoc(StringAttr(name), FileLineColLoc(StringAttr(_FORWARD_MARK), IntAttr(offset), IntAttr(0)))


def _forward_alias_of(loc: Attribute) -> tuple[str, int] | None:
    """(alias name, source offset) of a placeholder, else None."""
    if isinstance(loc, NameLoc) and isinstance(where := loc.location, FileLineColLoc):
        if where.filename.data == _FORWARD_MARK:
            return loc.desc.data, where.line.data
    return None


def _parse_location(self: AttrParser) -> Attribute:
    token = self._current_token  # pyright: ignore[reportPrivateUsage]
    if token.kind == MLIRTokenKind.HASH_IDENT and token.text not in self.attribute_aliases:
        self._consume_token()  # pyright: ignore[reportPrivateUsage]
        # Counted on the parser itself (xDSL's parser has no place of its own for it).
        self._forward_locations = getattr(self, "_forward_locations", 0) + 1  # type: ignore[attr-defined]
        return _forward_alias(token.text, token.span.start)
    if token.kind == MLIRTokenKind.BARE_IDENT and token.text == "fused":
        self._consume_token()  # pyright: ignore[reportPrivateUsage]
        metadata: Attribute = NoneAttr()
        if self.parse_optional_punctuation("<") is not None:
            metadata = self.parse_attribute()
            self.parse_punctuation(">")
        locations = self.parse_comma_separated_list(
            self.Delimiter.SQUARE, lambda: _parse_location(self)
        )
        return FusedLoc(tuple(locations), metadata)  # type: ignore[arg-type]  # xDSL's converter makes the ArrayAttr
    if token.kind == MLIRTokenKind.BARE_IDENT and token.text == "callsite":
        self._consume_token()  # pyright: ignore[reportPrivateUsage]
        with self.in_parens():
            callee = _parse_location(self)
            self.parse_keyword("at")
            caller = _parse_location(self)
        return CallSiteLoc(callee, caller)
    if token.kind == MLIRTokenKind.STRING_LIT:
        # A name location's nested location may itself be a forward alias.
        name = self.parse_str_literal()
        if self.parse_optional_punctuation(":") is not None:
            line = self.parse_integer(False, False)
            self.parse_punctuation(":")
            column = self.parse_integer(False, False)
            return FileLineColLoc(StringAttr(name), IntAttr(line), IntAttr(column))
        nested: Attribute = NoneAttr()
        if self._current_token.kind == MLIRTokenKind.L_PAREN:  # pyright: ignore[reportPrivateUsage]
            with self.in_parens():
                nested = _parse_location(self)
        return NameLoc(StringAttr(name), nested)
    return _xdsl_parse_location(self)


def _resolve_location(
    loc: Attribute, aliases: dict[str, Attribute], parser: Parser, seen: frozenset[str] = frozenset()
) -> Attribute:
    if (forward := _forward_alias_of(loc)) is not None:
        name, offset = forward
        target = aliases.get(name)
        if target is None or name in seen:
            what = "undefined" if target is None else "cyclic"
            parser.raise_error(f"{what} location alias '{name}'", offset, offset + len(name))
        return _resolve_location(target, aliases, parser, seen | {name})
    if isinstance(loc, FusedLoc) and isinstance(loc.locations, ArrayAttr):
        return FusedLoc(
            tuple(_resolve_location(x, aliases, parser, seen) for x in loc.locations.data),  # type: ignore[arg-type]  # converted by xDSL
            loc.metadata,
        )
    if isinstance(loc, CallSiteLoc):
        return CallSiteLoc(
            _resolve_location(loc.callee, aliases, parser, seen),
            _resolve_location(loc.caller, aliases, parser, seen),
        )
    if isinstance(loc, NameLoc) and not isinstance(loc.location, NoneAttr):
        return NameLoc(loc.desc, _resolve_location(loc.location, aliases, parser, seen))
    return loc


def resolve_forward_locations(parser: Parser, module: Operation) -> None:
    """Replace every forward location alias under `module` by what it names."""
    if not getattr(parser, "_forward_locations", 0):
        return
    aliases = parser.attribute_aliases
    cache: dict[Attribute, Attribute] = {}
    for op in module.walk():
        loc = op.location
        if isinstance(loc, FusedLoc | CallSiteLoc | NameLoc):
            if loc not in cache:
                cache[loc] = _resolve_location(loc, aliases, parser)
            # A resolved location is a location; xDSL types `location` as its closed union.
            op.location = cache[loc]  # type: ignore[assignment]


def _parse_module(self: Parser, allow_implicit_module: bool = True):
    if allow_implicit_module and self._current_token.kind == MLIRTokenKind.EOF:
        # Input without ops (empty, or only comments) is an empty module, as mlir-opt takes it.
        return ModuleOp([])
    module = _xdsl_parse_module(self, allow_implicit_module)
    resolve_forward_locations(self, module)
    return module


def _parse_operation(self: Parser) -> Operation:
    """xDSL's, recording where the op starts for diagnostics (`record_input_position`), as
    nvvm-opt's parser does, so that stock xdsl-opt reports bad input at `file:line:col` too.
    Only for xDSL's own parser class: a subclass (nvvm-opt's) records positions itself."""
    if type(self) is not Parser:
        return _xdsl_parse_operation(self)
    from nvvm_xdsl.diagnostics import InputText, record_input_position

    start = self._current_token.span  # pyright: ignore[reportPrivateUsage]
    op = _xdsl_parse_operation(self)
    text = getattr(self, "_nvvm_input_text", None)
    if text is None:
        source = self.lexer.input
        text = InputText(source.name, source.content, source.newline)
        self._nvvm_input_text = text  # type: ignore[attr-defined]
    record_input_position(op, text, start.start, start.line_offset)
    return op


def _parse_block(self: Parser) -> Block:
    """xDSL's, with a label defined twice after a forward reference reported (xDSL 0.74 looks
    the second definition up among the unresolved references: a KeyError)."""
    label = self._current_token.span  # pyright: ignore[reportPrivateUsage]
    try:
        return _xdsl_parse_block(self)
    except KeyError:
        self.raise_error(f"re-declaration of block '{label.text}'", label)


def _register_ssa_definition(self: Parser, name: str, values: Sequence[SSAValue], span: Span) -> None:
    """xDSL's, rejecting a value used by the op whose region defines it (`scf.for %j = %j ...`):
    xDSL 0.74 resolves such a use to the region's value after the op's operands were read, so the
    op keeps an unresolved placeholder. A forward reference nothing uses yet is exactly that: the
    op naming it is still being parsed."""
    pending = self.forward_ssa_references.get(name)
    if pending and any(value.first_use is None for value in pending.values()):
        self.raise_error(f"use of value '%{name}' outside the region that defines it", span)
    _xdsl_register_ssa_definition(self, name, values, span)


def _parse_dense_array(self: AttrParser) -> Attribute | None:
    """xDSL's `array<T: ...>`, with an element type it has no storage for (`i128`) reported at the
    attribute instead of as a Python error."""
    start = self._current_token.span.start  # pyright: ignore[reportPrivateUsage]
    try:
        return _xdsl_parse_dense_array(self)
    except NotImplementedError:
        self.raise_error("array<...> of this element type is not supported (i1 to i64, f16 to f64)", start, self.pos)


def _parse_number_attr(self: AttrParser) -> Attribute | None:
    """xDSL's, with a literal its type cannot hold (`1.0e40 : f32`, a hexadecimal float wider
    than its type, `2^64 : i64`) reported at the literal instead of as a Python error or an
    error without a location."""
    start = self._current_token.span.start  # pyright: ignore[reportPrivateUsage]
    try:
        return _xdsl_parse_number_attr(self)
    except OverflowError:
        self.raise_error("floating-point literal out of range for its type", start, self.pos)
    except VerifyException as error:  # an integer its type cannot hold (`2^64 : i64`)
        self.raise_error(str(error).splitlines()[0], start, self.pos)


# xDSL's string-literal pattern nests a `+` inside a `*`: on a quote with no closing quote on
# its line the match backtracks exponentially (a 30-character tail takes minutes). The same
# language, each character matched once.
_STRING_LITERAL = re.compile(r'"(?:[^"\\\n\v\f]|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*"')

_xdsl_parse_location = AttrParser._parse_location  # pyright: ignore[reportPrivateUsage]
_xdsl_parse_module = Parser.parse_module
_xdsl_parse_operation = Parser.parse_operation
_xdsl_parse_block = Parser._parse_block  # pyright: ignore[reportPrivateUsage]
_xdsl_register_ssa_definition = Parser._register_ssa_definition  # pyright: ignore[reportPrivateUsage]
_xdsl_parse_number_attr = AttrParser.parse_optional_builtin_int_or_float_attr
_xdsl_parse_dense_array = AttrParser._parse_builtin_densearray_attr  # pyright: ignore[reportPrivateUsage]


@cache
def install_parser() -> None:
    """Teach xDSL's parser forward location aliases and `fused<metadata>`, out-of-range float
    literals, and op positions (once; runs when the universe is loaded, before any input is
    parsed, so stock xdsl-opt has it too)."""
    AttrParser._parse_location = _parse_location  # type: ignore[assignment]
    MLIRLexer._unescaped_characters_regex = _STRING_LITERAL  # pyright: ignore[reportPrivateUsage]
    AttrParser.parse_optional_builtin_int_or_float_attr = _parse_number_attr  # type: ignore[assignment]
    AttrParser._parse_builtin_densearray_attr = _parse_dense_array  # type: ignore[method-assign, assignment]
    Parser.parse_module = _parse_module  # type: ignore[method-assign]
    Parser.parse_operation = _parse_operation  # type: ignore[method-assign]
    Parser._parse_block = _parse_block  # type: ignore[method-assign]
    Parser._register_ssa_definition = _register_ssa_definition  # type: ignore[method-assign]
    Parser._parse_generic_operation = _parse_generic_operation  # type: ignore[method-assign]


# ---------------------------------------------------------------------------------------------
# Generic form as MLIR prints it: inherent attributes xDSL's ops do not declare, and
# properties stored differently. Each fix-up runs on the op the generic parser built.
# ---------------------------------------------------------------------------------------------

def _complete_operand_segments(op: Operation) -> None:
    """`operandSegmentSizes` as an older MLIR's generic form leaves it. Operand groups MLIR adds
    to an op come after the existing ones (`llvm.call`'s operand bundles after MLIR 19,
    `nvvm.barrier`'s reduction predicate), and an op with one variadic group has no sizes at all
    (`gpu.dealloc`): a missing array gives each single operand 1 and each optional or variadic
    group, in order, what is left (at most 1 for an optional one); a shorter array gets empty
    trailing groups."""
    if not isinstance(op, IRDLOperation):
        return
    op_def = op.get_irdl_definition()
    option = next((o for o in op_def.options if isinstance(o, AttrSizedOperandSegments)), None)
    if option is None:
        return
    target = op.properties if option.as_property else op.attributes
    other = op.attributes if option.as_property else op.properties
    # MLIR 17 and older spelled it `operand_segment_sizes` (MLIR still reads that name).
    for where in (target, other):
        if "operand_segment_sizes" in where and "operandSegmentSizes" not in where:
            where["operandSegmentSizes"] = where.pop("operand_segment_sizes")
    if "operandSegmentSizes" in other and "operandSegmentSizes" not in target:
        target["operandSegmentSizes"] = other.pop("operandSegmentSizes")
    sizes = target.get("operandSegmentSizes")
    groups = [d for _, d in op_def.operands]
    if isinstance(sizes, DenseArrayBase):
        values = list(sizes.get_values())
        if len(values) < len(groups):
            target["operandSegmentSizes"] = DenseArrayBase.from_list(i32, [*values, *[0] * (len(groups) - len(values))])
        return
    if sizes is not None:
        return
    left = len(op.operands) - sum(1 for d in groups if not isinstance(d, VarOperandDef))
    values = []
    for d in groups:
        if not isinstance(d, VarOperandDef):
            values.append(1)
            continue
        take = min(left, 1) if isinstance(d, OptOperandDef) else left
        values.append(max(take, 0))
        left -= max(take, 0)
    if left == 0:
        target["operandSegmentSizes"] = DenseArrayBase.from_list(i32, values)


def _fix_generic(op: Operation, ctx: Context) -> None:
    if op.name.startswith(("llvm.", "nvvm.")):
        # Every llvm/nvvm op's properties, by one rule from MLIR's ODS (llvm_ods.py).
        from nvvm_xdsl.dialects.llvm_ods import normalise_generic

        normalise_generic(op, ctx)
    _complete_operand_segments(op)
    if op.name == "gpu.module":
        # MLIR 19's gpu.module ends in an implicit `gpu.module_end` (removed in MLIR 20), which
        # its generic form prints.
        for block in op.regions[0].blocks if op.regions else ():
            last = block.last_op
            if isinstance(last, UnregisteredOp) and last.op_name.data == "gpu.module_end" and not last.operands:
                block.erase_op(last)


def _parse_generic_operation(self: Parser, op_type: type[Operation]) -> Operation:
    op = _xdsl_parse_generic_operation(self, op_type)
    _fix_generic(op, self.ctx)
    return op


_xdsl_parse_generic_operation = Parser._parse_generic_operation  # pyright: ignore[reportPrivateUsage]


# ---------------------------------------------------------------------------------------------
# `!llvm.ptr<0>` is `!llvm.ptr` (MLIR prints the latter); xDSL 0.74 keeps the explicit 0, so the
# two spellings made different types (operands of one failed to verify against the other).
# ---------------------------------------------------------------------------------------------


def _parse_ptr_parameters(cls: type[llvm.LLVMPointerType], parser: AttrParser) -> tuple[IntAttr | NoneAttr]:
    (space,) = _xdsl_parse_ptr_parameters(parser)
    return (NoneAttr(),) if isinstance(space, IntAttr) and space.data == 0 else (space,)


_xdsl_parse_ptr_parameters: Callable[[AttrParser], tuple[IntAttr | NoneAttr]]


# `!llvm.array<N x T>`: MLIR's count is unsigned; xDSL 0.74 takes a negative one, which every
# size computation then carries into the PTX (`.b8 buf[-4294967296]`).
def _parse_array_parameters(cls: type[llvm.LLVMArrayType], parser: AttrParser) -> tuple[IntAttr, Attribute]:
    start = parser.pos
    size, element = _xdsl_parse_array_parameters(parser)
    if size.data < 0:
        parser.raise_error(f"array element count must not be negative, got {size.data}", start, parser.pos)
    return size, element


_xdsl_parse_array_parameters: Callable[[AttrParser], tuple[IntAttr, Attribute]]
# xDSL 0.74 asserts, in some ops' verifiers and parsers, what their constraints do not check (an
# integer cast's element types, cf.switch's flag type): bad input then ends in an AssertionError.
# These raise a VerifyException instead, which both drivers report at the op.
def _assertion_as_error(op_class: type[Operation], method: str, message: str) -> None:
    original = getattr(op_class, method)
    if isinstance(original, classmethod | staticmethod) or method == "parse":
        function = original.__func__ if hasattr(original, "__func__") else original

        def parse(cls: type[Operation], parser: Parser) -> Operation:
            try:
                return function(cls, parser)
            except AssertionError:
                raise VerifyException(message) from None

        setattr(op_class, method, classmethod(parse))
        return

    def checked(self: Operation, *args: object, **kwargs: object) -> object:
        try:
            return original(self, *args, **kwargs)
        except AssertionError:
            types = ", ".join(str(t) for t in (*self.operand_types, *self.result_types))
            raise VerifyException(f"{message} (types: {types})") from None

    setattr(op_class, method, checked)


def _install_assertion_checks() -> None:
    from xdsl.dialects import llvm

    for cast in (llvm.TruncOp, llvm.ZExtOp, llvm.SExtOp):
        _assertion_as_error(cast, "verify", "operand and result must be integers or vectors of integers")
    _assertion_as_error(
        llvm.GlobalOp, "parse", "addr_space must be an integer, alignment an integer and section a string"
    )


# The arith and cf ones are installed when their dialect is loaded (the universe's factories), so
# that llvm-only input does not import those dialects (start-up).
@cache
def install_arith_assertion_checks() -> None:
    from xdsl.dialects import arith

    for int_cast in (arith.TruncIOp, arith.ExtSIOp, arith.ExtUIOp):
        _assertion_as_error(int_cast, "verify_", "operand and result must be integers")


def _parse_arith_select(cls: type[arith.SelectOp], parser: Parser) -> arith.SelectOp:
    """`arith.select %c, %a, %b : T`, or MLIR's `: C, T` where the condition is not a plain i1
    (`vector<4xi1>`: one choice per lane)."""
    cond, lhs, rhs = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
    attributes = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    pos = parser.pos
    types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
    if len(types) > 2:
        parser.raise_error("expected the result type, or the condition type and the result type", pos, parser.pos)
    result_type = types[-1]
    cond_type = types[0] if len(types) == 2 else IntegerType(1)
    operands = [parser.resolve_operand(cond, cond_type), *parser.resolve_operands([lhs, rhs], [result_type] * 2, parser.pos)]
    return cls.create(operands=operands, result_types=[result_type], attributes=attributes)


def _print_arith_select(self: arith.SelectOp, printer: Printer) -> None:
    printer.print_string(" ")
    printer.print_list(self.operands, printer.print_operand)
    printer.print_op_attributes(self.attributes)
    printer.print_string(" : ")
    if not isinstance(self.operands[0].type, IntegerType):
        printer.print_attribute(self.operands[0].type)
        printer.print_string(", ")
    printer.print_attribute(self.results[0].type)


@cache
def install_arith_vector_conditions() -> None:
    """MLIR's `arith.select` takes a vector of i1 too, one per lane, written `: C, T`, and
    `arith.cmpi`/`cmpf` of vectors make one; xDSL 0.74's take and make an i1 only."""
    from xdsl.dialects import arith
    from xdsl.dialects.builtin import VectorType
    from xdsl.irdl import EqAttrConstraint, OperandDef

    op_def = arith.SelectOp.get_irdl_definition()
    name, _ = op_def.operands[0]
    i1 = IntegerType(1)
    op_def.operands[0] = (name, OperandDef(EqAttrConstraint(i1) | VectorType.constr(EqAttrConstraint(i1))))
    op_def.assembly_format = None
    replace_syntax(arith.SelectOp, _parse_arith_select, _print_arith_select)
    # `arith.cmpi`/`cmpf` of vectors give a vector of i1 of their shape (xDSL 0.74: always i1).
    from xdsl.irdl import ResultDef

    from nvvm_xdsl.dialects.llvm_ext import compare_result_type

    for compare in (arith.CmpiOp, arith.CmpfOp):
        compare_def = compare.get_irdl_definition()
        name, _ = compare_def.results[0]
        compare_def.results[0] = (name, ResultDef(EqAttrConstraint(i1) | VectorType.constr(EqAttrConstraint(i1))))
        scalar_parse = compare.parse

        def parse(cls: type[Operation], parser: Parser, scalar_parse: Callable[..., Operation] = scalar_parse) -> Operation:
            op = scalar_parse(parser)
            result_type = compare_result_type(op.operands[0].type)
            if result_type == op.results[0].type:
                return op
            shaped = cls.create(
                operands=op.operands, result_types=[result_type], properties=op.properties, attributes=op.attributes
            )
            op.drop_all_references()
            return shaped

        compare.parse = classmethod(parse)  # type: ignore[assignment, method-assign]
    # `arith.index_cast(ui)` of vectors, lane by lane (`vector<8xindex> to vector<8xi32>`).
    from xdsl.dialects.builtin import IndexType

    from nvvm_xdsl.dialects.arith_ext import IndexCastUIOp, check_index_cast

    scalar = base(IntegerType) | base(IndexType)
    for cast_op in (arith.IndexCastOp, IndexCastUIOp):
        cast_def = cast_op.get_irdl_definition()
        (operand_name, _), (result_name, _) = cast_def.operands[0], cast_def.results[0]
        cast_def.operands[0] = (operand_name, OperandDef(scalar | VectorType.constr(scalar)))
        cast_def.results[0] = (result_name, ResultDef(scalar | VectorType.constr(scalar)))
        cast_op.verify_ = check_index_cast  # type: ignore[method-assign, assignment]


@cache
def install_cf_assertion_checks() -> None:
    from xdsl.dialects import cf

    _assertion_as_error(cf.SwitchOp, "parse", "the flag must be an integer or index value and the cases integers")


def _parse_typed_list_with_attrs(parser: Parser) -> tuple[list[Attribute], list[DictionaryAttr]]:
    """`(T {attrs}, U)`: types, each with the attribute dictionary MLIR writes after it (empty
    where there is none)."""
    types: list[Attribute] = []
    attrs: list[DictionaryAttr] = []

    def entry() -> None:
        types.append(parser.parse_type())
        attrs.append(DictionaryAttr(parser.parse_optional_attr_dict()))

    parser.parse_comma_separated_list(parser.Delimiter.PAREN, entry)
    return types, attrs


def _parse_result_types_with_attrs(parser: Parser) -> tuple[list[Attribute], list[DictionaryAttr]]:
    """`-> T` or `-> (T {attrs}, U)` of a call's function type: the result types, each with its
    attribute dictionary (empty where there is none)."""
    parser.parse_punctuation("->")
    if parser._current_token.kind == MLIRTokenKind.L_PAREN:  # pyright: ignore[reportPrivateUsage]
        return _parse_typed_list_with_attrs(parser)
    return [parser.parse_type()], [DictionaryAttr({})]


def parse_op_bundles(parser: Parser) -> tuple[list[Attribute], list[int], list[SSAValue]]:
    """MLIR's operand bundles, `["tag"(%a, %b : T, U), "other"()]` (or `[]`), where the parser
    stands before one: (tags, operands per tag, operands); nothing where there is no `[`."""
    tags: list[Attribute] = []
    sizes: list[int] = []
    operands: list[SSAValue] = []

    def bundle() -> None:
        tags.append(StringAttr(parser.parse_str_literal()))
        parser.parse_punctuation("(")
        names = [] if parser.parse_optional_punctuation(")") else parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        if names:
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
            parser.parse_punctuation(")")
            operands.extend(parser.resolve_operands(names, types, parser.pos))
        sizes.append(len(names))

    parser.parse_optional_comma_separated_list(parser.Delimiter.SQUARE, bundle)
    return tags, sizes, operands


def print_op_bundles(printer: Printer, tags: ArrayAttr | None, sizes: Sequence[int], operands: Sequence[SSAValue]) -> None:
    """` ["tag"(%a : T), "other"()]`; nothing where there are no bundles (MLIR prints none for `[]`)."""
    if not tags or not tags.data:
        return
    rest = list(operands)
    printer.print_string(" [")
    for i, (tag, size) in enumerate(zip(tags.data, sizes, strict=True)):
        if i:
            printer.print_string(", ")
        assert isinstance(tag, StringAttr)
        printer.print_string_literal(tag.data)
        bundle, rest = rest[:size], rest[size:]
        printer.print_string("(")
        if bundle:
            printer.print_list(bundle, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list([v.type for v in bundle], printer.print_attribute)
        printer.print_string(")")
    printer.print_string("]")


def _parse_call(cls: type[llvm.CallOp], parser: Parser) -> llvm.CallOp:
    """xDSL's `llvm.call` syntax, and MLIR's call-site argument and result attributes in the type
    list (`: (!llvm.ptr {llvm.noundef}) -> (i32 {llvm.signext})`, MLIR 21 on), kept as the
    `arg_attrs`/`res_attrs` the generic form names."""
    from xdsl.dialects import llvm

    # `ccc`, the default, may be written (MLIR leaves it out when printing).
    cconv = llvm.CallingConventionAttr(parser.parse_optional_keyword_in(llvm.LLVM_CALLING_CONVS) or "ccc")
    tail = parser.parse_optional_keyword_in({k.value for k in llvm.TailCallKind})
    sym_name = parser.parse_optional_symbol_name()
    callee = SymbolRefAttr(sym_name) if sym_name else None
    callee_ptr = None if callee else parser.parse_unresolved_operand()
    args = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
    var_callee_type: Attribute | None = None
    if parser.parse_optional_keyword("vararg") is not None:
        parser.parse_punctuation("(")
        var_callee_type = parser.parse_type()
        parser.parse_punctuation(")")
    tags, sizes, bundle_operands = parse_op_bundles(parser)
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    operands: list[SSAValue] = []
    if callee_ptr is not None:
        operands.append(parser.resolve_operand(callee_ptr, parser.parse_type()))
        parser.parse_punctuation(",")
    inputs, arg_attrs = _parse_typed_list_with_attrs(parser)
    outputs, res_attrs = _parse_result_types_with_attrs(parser)
    outputs = [t for t in outputs if not isinstance(t, llvm.LLVMVoidType)]
    operands.extend(parser.resolve_operands(args, inputs, parser.pos))
    props: dict[str, Attribute] = {
        "fastmathFlags": attrs.pop("fastmathFlags", llvm.FastMathAttr("none")),
        "CConv": cconv,
        "TailCallKind": llvm.TailCallKindAttr(llvm.TailCallKind(tail) if tail else llvm.TailCallKind.NONE),
        "op_bundle_sizes": DenseArrayBase.from_list(i32, sizes),
        "operandSegmentSizes": DenseArrayBase.from_list(i32, [len(operands), len(bundle_operands)]),
    }
    if tags:
        props["op_bundle_tags"] = ArrayAttr(tags)
    if callee is not None:
        props["callee"] = callee
    if var_callee_type is not None:
        props["var_callee_type"] = var_callee_type
    if any(d.data for d in arg_attrs):
        attrs["arg_attrs"] = ArrayAttr(arg_attrs)
    if any(d.data for d in res_attrs):
        attrs["res_attrs"] = ArrayAttr(res_attrs)
    op = cls.create(operands=[*operands, *bundle_operands], properties=props, result_types=outputs)
    op.attributes |= attrs
    return op


def print_nested_llvm_type(printer: Printer, t: Attribute) -> None:
    """An LLVM-dialect type inside another's parameters, as MLIR prints it: without `!llvm.`
    (`!llvm.struct<(ptr, array<2 x i32>)>`); other types (`vector<2xf32>`) whole."""
    from xdsl.dialects import llvm

    if isinstance(t, llvm.LLVMStructType | llvm.LLVMPointerType | llvm.LLVMArrayType | llvm.LLVMFunctionType):
        printer.print_string(t.name.removeprefix("llvm."))
        t.print_parameters(printer)
    else:
        printer.print_attribute(t)


def _print_array_parameters(self: llvm.LLVMArrayType, printer: Printer) -> None:
    with printer.in_angle_brackets():
        printer.print_string(f"{self.size.data} x ")
        print_nested_llvm_type(printer, self.type)


def _print_function_type_parameters(self: llvm.LLVMFunctionType, printer: Printer) -> None:
    from xdsl.dialects import llvm

    with printer.in_angle_brackets():
        if isinstance(self.output, llvm.LLVMVoidType):
            printer.print_string("void")
        else:
            print_nested_llvm_type(printer, self.output)
        printer.print_string(" ")
        with printer.in_parens():
            printer.print_list(self.inputs, lambda t: print_nested_llvm_type(printer, t))
            if self.is_variadic:
                printer.print_string(", ..." if self.inputs else "...")


_CALL_SYNTAX_PROPS = ("callee", "var_callee_type", "CConv", "TailCallKind", "op_bundle_sizes", "op_bundle_tags", "operandSegmentSizes")


def _print_call(self: llvm.CallOp, printer: Printer) -> None:
    """MLIR's `llvm.call`: operand bundles after the arguments, and `arg_attrs`/`res_attrs` in the
    type list (`: (!llvm.ptr {llvm.byval = i64}) -> ()`), with the enclosing printer's value names."""
    from xdsl.dialects import llvm

    if self.CConv.convention.data != "ccc":
        printer.print_string(f" {self.CConv.convention.data}")
    if self.TailCallKind.data != llvm.TailCallKind.NONE:
        printer.print_string(f" {self.TailCallKind.data.value}")
    printer.print_string(" ")
    args = list(self.args)
    if self.callee is not None:
        printer.print_attribute(self.callee)
    else:
        printer.print_operand(args.pop(0))
    printer.print_string("(")
    printer.print_list(args, printer.print_operand)
    printer.print_string(")")
    if self.var_callee_type is not None:
        printer.print_string(" vararg(")
        printer.print_attribute(self.var_callee_type)
        printer.print_string(")")
    tags = self.properties.get("op_bundle_tags")
    print_op_bundles(printer, tags if isinstance(tags, ArrayAttr) else None, self.op_bundle_sizes.get_values(), self.op_bundle_operands)
    reserved = [*_CALL_SYNTAX_PROPS, "arg_attrs", "res_attrs"]
    if self.fastmathFlags == llvm.FastMathAttr("none"):
        reserved.append("fastmathFlags")
    printer.print_op_attributes(self.properties | self.attributes, reserved_attr_names=reserved)
    printer.print_string(" : ")
    if self.callee is None:
        printer.print_attribute(self.args[0].type)
        printer.print_string(", ")
    _print_typed_signature(printer, args, self.returned, self.attributes.get("arg_attrs"), self.attributes.get("res_attrs"))


def _print_typed_signature(
    printer: Printer, args: Sequence[SSAValue], result: SSAValue | None, arg_attrs: Attribute | None, res_attrs: Attribute | None
) -> None:
    """`(T {attrs}, U) -> (R {attrs})`: a call's types, each with its call-site attributes."""

    def typed(value_type: Attribute, entry: Attribute | None) -> None:
        printer.print_attribute(value_type)
        if isinstance(entry, DictionaryAttr) and entry.data:
            printer.print_string(" ")
            printer.print_attr_dict(entry.data)

    arg_entries = arg_attrs.data if isinstance(arg_attrs, ArrayAttr) else ()
    printer.print_string("(")
    for i, arg in enumerate(args):
        if i:
            printer.print_string(", ")
        typed(arg.type, arg_entries[i] if i < len(arg_entries) else None)
    printer.print_string(") -> ")
    res_entry = res_attrs.data[0] if isinstance(res_attrs, ArrayAttr) and res_attrs.data else None
    if result is None:
        printer.print_string("()")
    elif isinstance(res_entry, DictionaryAttr) and res_entry.data:
        printer.print_string("(")
        typed(result.type, res_entry)
        printer.print_string(")")
    else:
        printer.print_attribute(result.type)


def _parse_alloca(cls: type[llvm.AllocaOp], parser: Parser) -> llvm.AllocaOp:
    """xDSL's `llvm.alloca`, with MLIR's `inalloca` keyword."""
    inalloca = parser.parse_optional_keyword("inalloca") is not None
    op = _xdsl_parse_alloca(cls, parser)
    if inalloca:
        op.properties["inalloca"] = UnitAttr()
    return op


def _print_alloca(self: llvm.AllocaOp, printer: Printer) -> None:
    """MLIR's `llvm.alloca [inalloca] %n x T {alignment = A} : (i64) -> !llvm.ptr`, alignment 0 (none) elided."""
    if "inalloca" in self.properties:
        printer.print_string(" inalloca")
    printer.print_string(" ")
    printer.print_operand(self.size)
    printer.print_string(" x ")
    printer.print_attribute(self.elem_type)
    attrs = dict(self.attributes)
    if self.alignment is not None and self.alignment.value.data != 0:
        attrs["alignment"] = self.alignment
    printer.print_op_attributes(dict(sorted(attrs.items())))
    printer.print_string(" : ")
    printer.print_function_type([self.size.type], [self.res.type])


def _parse_call_intrinsic(cls: type[llvm.CallIntrinsicOp], parser: Parser) -> llvm.CallIntrinsicOp:
    """MLIR's `llvm.call_intrinsic "llvm.assume"(%c) ["align"(%p, %n : !llvm.ptr, i32)] : (i1) -> ()`:
    operand bundles as `llvm.call`'s, argument/result attributes in the type list."""
    from xdsl.dialects import llvm

    intrin = parser.parse_str_literal()
    args = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
    tags, sizes, bundle_operands = parse_op_bundles(parser)
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    inputs, arg_attrs = _parse_typed_list_with_attrs(parser)
    outputs, res_attrs = _parse_result_types_with_attrs(parser)
    operands = parser.resolve_operands(args, inputs, parser.pos)
    props: dict[str, Attribute] = {
        "intrin": StringAttr(intrin),
        "fastmathFlags": attrs.pop("fastmathFlags", llvm.FastMathAttr("none")),
        "op_bundle_sizes": DenseArrayBase.from_list(i32, sizes),
        "operandSegmentSizes": DenseArrayBase.from_list(i32, [len(operands), len(bundle_operands)]),
    }
    if tags:
        props["op_bundle_tags"] = ArrayAttr(tags)
    if any(d.data for d in arg_attrs):
        attrs["arg_attrs"] = ArrayAttr(arg_attrs)
    if any(d.data for d in res_attrs):
        attrs["res_attrs"] = ArrayAttr(res_attrs)
    op = cls.create(operands=[*operands, *bundle_operands], properties=props, result_types=outputs, attributes=attrs)
    return op


def _print_call_intrinsic(self: llvm.CallIntrinsicOp, printer: Printer) -> None:
    from xdsl.dialects import llvm

    printer.print_string(" ")
    printer.print_string_literal(self.intrin.data)
    printer.print_string("(")
    printer.print_list(self.args, printer.print_operand)
    printer.print_string(")")
    tags = self.properties.get("op_bundle_tags")
    print_op_bundles(printer, tags if isinstance(tags, ArrayAttr) else None, self.op_bundle_sizes.get_values(), self.op_bundle_operands)
    reserved = ["intrin", "op_bundle_sizes", "op_bundle_tags", "operandSegmentSizes", "arg_attrs", "res_attrs"]
    if self.fastmathFlags == llvm.FastMathAttr("none"):
        reserved.append("fastmathFlags")
    printer.print_op_attributes(self.properties | self.attributes, reserved_attr_names=reserved)
    printer.print_string(" : ")
    _print_typed_signature(printer, self.args, self.ress, self.attributes.get("arg_attrs"), self.attributes.get("res_attrs"))


_xdsl_parse_alloca: Callable[[type[llvm.AllocaOp], Parser], llvm.AllocaOp]
_xdsl_print_global: Callable[[llvm.GlobalOp, Printer], None]


def _print_global(self: llvm.GlobalOp, printer: Printer) -> None:
    """xDSL's `llvm.mlir.global`, its attribute dictionary in name order: MLIR's dictionaries are
    sorted (`{addr_space = 0 : i32, alignment = 4 : i64, dso_local}`), xDSL's in insertion order."""
    print_attributes = printer.print_op_attributes

    def sorted_attributes(attributes: Mapping[str, Attribute], **kwargs: Any) -> bool:
        return print_attributes(dict(sorted(attributes.items())), **kwargs)

    printer.print_op_attributes = sorted_attributes  # type: ignore[method-assign]
    try:
        _xdsl_print_global(self, printer)
    finally:
        del printer.print_op_attributes


def _print_spaced_bit_enum(self: Any, printer: Printer) -> None:
    with printer.in_angle_brackets():
        if not self.data and self.none_value is not None:
            printer.print_string(self.none_value)
        elif len(self.data) == len(self.enum_type) and self.all_value is not None:
            printer.print_string(self.all_value)
        else:
            printer.print_string(", ".join(flag.value for flag in self.enum_type if flag in self.data))


@cache
def install() -> None:
    """Extend xDSL 0.74's llvm ops in place (once: later calls do nothing)."""
    from xdsl.dialects import llvm

    global _xdsl_parse_ptr_parameters
    _xdsl_parse_ptr_parameters = llvm.LLVMPointerType.parse_parameters
    llvm.LLVMPointerType.parse_parameters = classmethod(_parse_ptr_parameters)  # type: ignore[method-assign, assignment]
    global _xdsl_parse_array_parameters
    _xdsl_parse_array_parameters = llvm.LLVMArrayType.parse_parameters
    llvm.LLVMArrayType.parse_parameters = classmethod(_parse_array_parameters)  # type: ignore[method-assign, assignment]
    _install_assertion_checks()
    # LLVM types nested in LLVM types print without `!llvm.`, as MLIR prints them.
    llvm.LLVMArrayType.print_parameters = _print_array_parameters  # type: ignore[method-assign]
    llvm.LLVMFunctionType.print_parameters = _print_function_type_parameters  # type: ignore[method-assign]

    # LLVMEnums.td's bit enums (fastmath, overflow) print their flags separated by `", "`
    # (`#llvm.fastmath<nnan, ninf>`); xDSL's shared bit-enum printer uses arith's `","`.
    llvm.OverflowAttr.print_parameter = _print_spaced_bit_enum  # type: ignore[method-assign]
    llvm.FastMathAttr.print_parameter = _print_spaced_bit_enum  # type: ignore[method-assign]

    # MLIR's calling conventions as LLVMEnums.td spells them (`llvm.func ptx_kernelcc @k()`,
    # `cc_10`, where xDSL has LLVM IR's `cc 10`).
    from nvvm_xdsl.dialects.llvm_ods_table import ENUMS as _LLVM_ENUMS

    llvm.LLVM_CALLING_CONVS.update(keyword for _, keyword, _ in _LLVM_ENUMS["CConvEnum"][1])

    add_optional_properties(
        llvm.LoadOp,
        {
            "volatile_": UnitAttr,
            "nontemporal": UnitAttr,
            "invariant": UnitAttr,
            "invariantGroup": UnitAttr,
            "syncscope": StringAttr,
            "dereferenceable": AnyAttr(),
            **_ALIAS_ANALYSIS_PROPS,
        },
    )
    replace_syntax(llvm.LoadOp, _parse_load, _print_load)
    add_optional_properties(
        llvm.StoreOp,
        {"invariantGroup": UnitAttr, "syncscope": StringAttr, **_ALIAS_ANALYSIS_PROPS},
    )
    replace_syntax(llvm.StoreOp, _parse_store, _print_store)
    replace_syntax(llvm.GEPOp, _parse_gep, _print_gep)
    global _xdsl_parse_alloca
    _xdsl_parse_alloca = llvm.AllocaOp.parse.__func__  # type: ignore[attr-defined]
    add_optional_properties(llvm.AllocaOp, {"inalloca": UnitAttr})
    replace_syntax(llvm.AllocaOp, _parse_alloca, _print_alloca)
    global _xdsl_print_global
    _xdsl_print_global = llvm.GlobalOp.print
    llvm.GlobalOp.print = _print_global  # type: ignore[method-assign]
    add_optional_properties(llvm.CallOp, {"op_bundle_tags": ArrayAttr})
    add_optional_properties(llvm.CallIntrinsicOp, {"op_bundle_tags": ArrayAttr})
    replace_syntax(llvm.CallIntrinsicOp, _parse_call_intrinsic, _print_call_intrinsic)
    replace_syntax(llvm.CallOp, _parse_call, _print_call)
    for aggregate_op in (llvm.ExtractValueOp, llvm.InsertValueOp):
        replace_syntax(aggregate_op, _parse_aggregate_access, aggregate_op.print)  # type: ignore[arg-type]


@cache
def install_gpu_module() -> None:
    """`gpu.module`'s MLIR form and `targets`, in place (once); separate from `install` so that
    llvm-only input does not import xDSL's gpu and memref dialects (start-up)."""
    from xdsl.dialects import gpu

    add_optional_properties(
        gpu.ModuleOp, {"targets": ArrayAttr, "offloadingHandler": AnyAttr()}
    )
    replace_syntax(gpu.ModuleOp, _parse_gpu_module, _print_gpu_module)


__all__ = [
    "GEP_INBOUNDS",
    "GEP_NUSW",
    "GEP_NUW",
    "add_optional_properties",
    "gep_no_wrap_flags",
    "install",
    "install_gpu_module",
    "replace_syntax",
]
