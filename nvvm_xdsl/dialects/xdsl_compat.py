"""Workarounds for xDSL 0.74's `llvm` ops, which predate syntax current MLIR prints.

Everything here exists only because xDSL 0.74 lacks it; delete a piece when the xDSL in use
parses that syntax itself (each section names what upstream MLIR spells that way).

xDSL's op classes cannot be subclassed once defined, and the passes and the backend test
`isinstance(op, llvm.LoadOp)` etc., so the ops are extended in place: new optional properties
(MLIR's names, so MLIR's generic form parses) and parse/print methods that accept MLIR's
current custom syntax and still accept what xDSL 0.74 printed. `install()` runs once, when the
universe builds the `llvm` dialect.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects import gpu, llvm
from xdsl.dialects.builtin import (
    AnyAttr,
    ArrayAttr,
    DenseArrayBase,
    IntegerAttr,
    StringAttr,
    UnitAttr,
    i32,
    i64,
)
from xdsl.dialects.llvm import GEP_USE_SSA_VAL
from xdsl.dialects.utils.dynamic_index_list import (
    parse_dynamic_index_list_without_types,
    print_dynamic_index_list,
)
from xdsl.ir import Attribute, Block, Operation
from xdsl.irdl import (
    AttrConstraint,
    IRDLOperation,
    OptionalPropertyAccessor,
    OptPropertyDef,
    base,
)
from xdsl.parser import Parser
from xdsl.printer import Printer

from nvvm_xdsl.dialects.llvm_ext import (
    _ORDERING_BY_KEYWORD,
    _ordering_keyword,
    _parse_optional_syncscope,
    _print_optional_syncscope,
)

_installed = False


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


def replace_syntax(
    op_class: type[Operation],
    parse: Callable[[type[Operation], Parser], Operation],
    print_: Callable[[Operation, Printer], None],
) -> None:
    op_class.parse = classmethod(parse)  # type: ignore[method-assign]
    op_class.print = print_  # type: ignore[method-assign]


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
# `invariant_group`, `dereferenceable<...>`; alignment and nontemporal in the attr-dict.
#   %v = llvm.load volatile %p atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> f32
#   llvm.store %v, %p invariant_group {nontemporal} : f32, !llvm.ptr
# ---------------------------------------------------------------------------------------------


def _parse_atomic(parser: Parser, props: dict[str, Attribute]) -> None:
    if parser.parse_optional_keyword("atomic") is None:
        return
    if (scope := _parse_optional_syncscope(parser)) is not None:
        props["syncscope"] = scope
    keyword = parser.parse_keyword_in(_ORDERING_BY_KEYWORD, " (atomic ordering)")
    props["ordering"] = IntegerAttr(int(_ORDERING_BY_KEYWORD[keyword]), i64)


def _print_atomic(printer: Printer, op: Operation) -> None:
    ordering = op.properties.get("ordering")
    if isinstance(ordering, IntegerAttr) and ordering.value.data != 0:
        printer.print_string(" atomic")
        syncscope = op.properties.get("syncscope")
        _print_optional_syncscope(printer, syncscope if isinstance(syncscope, StringAttr) else None)
        printer.print_string(" " + _ordering_keyword(ordering))


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
    flags = 0
    if (word := parser.parse_optional_keyword_in(_GEP_KEYWORDS)) is not None:
        flags = _GEP_KEYWORDS[word]
        while parser.parse_optional_punctuation("|") is not None:
            flags |= _GEP_KEYWORDS[parser.parse_keyword_in(_GEP_KEYWORDS, " (GEP no-wrap flag)")]
    ptr = parser.parse_unresolved_operand()
    ssa_refs, const_indices = parse_dynamic_index_list_without_types(parser, GEP_USE_SSA_VAL)
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


def _print_gep(self: llvm.GEPOp, printer: Printer) -> None:
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


def install() -> None:
    """Extend xDSL 0.74's llvm ops in place (idempotent)."""
    global _installed
    if _installed:
        return
    _installed = True

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
    "replace_syntax",
]
