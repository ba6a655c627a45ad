"""Declarations of the `ptx` dialect: `.param` lists (`#ptx.param`), the translation unit
(`ptx.module`), functions (`ptx.func`), variables (`ptx.global`) and definitions carried as PTX
text (`ptx.verbatim`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    IntAttr,
    IntegerAttr,
    StringAttr,
    SymbolNameConstraint,
    UnitAttr,
)
from xdsl.ir import Attribute, ParametrizedAttribute, Region
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    opt_attr_def,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import IsolatedFromAbove, NoTerminator, SymbolOpInterface, SymbolTable
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.dialects.ptx.registers import RegType

MAX_PARAM_ALIGNMENT = 128
"""The largest `.align` of a `.param` (ptxas: "must be aligned to 1, 2, 4, ..., or 128 bytes")."""

# ---------------------------------------------------------------------------------------------
# .param declarations
# ---------------------------------------------------------------------------------------------

PARAM_TYPES = ("u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64", "b8", "b16", "b32", "b64", "f32", "f64")
POINTER_SPACES = ("generic", "global", "shared", "const", "local")
# `size` values that are not an array length.
SCALAR = -1
UNSIZED = 0


@irdl_attr_definition
class ParamAttr(ParametrizedAttribute):
    """One `.param` declaration, written in PTX's order:

    `#ptx.param<b32 "f_param_0">`                       .param .b32 f_param_0
    `#ptx.param<u64 ptr global align 1 "k_param_0">`    .param .u64 .ptr .global .align 1 k_param_0
    `#ptx.param<b8 align 4 "k_param_1"[8]>`             .param .align 4 .b8 k_param_1[8]
    `#ptx.param<b8 align 8 "f_vararg"[]>`               .param .align 8 .b8 f_vararg[]
    """

    name = "ptx.param"
    type_name: StringAttr
    sym: StringAttr
    # 0: no .align
    align: IntAttr
    # SCALAR (-1): no brackets; UNSIZED (0): `[]`; N > 0: `[N]`.
    size: IntAttr
    # "": not a pointer; "generic": `.ptr`; otherwise `.ptr .<space>`.
    pointer_space: StringAttr

    def __init__(
        self,
        type_name: str,
        sym: str,
        align: int = 0,
        size: int = SCALAR,
        pointer_space: str = "",
    ):
        super().__init__(
            StringAttr(type_name), StringAttr(sym), IntAttr(align), IntAttr(size), StringAttr(pointer_space)
        )

    @property
    def is_array(self) -> bool:
        return self.size.data != SCALAR

    def verify(self) -> None:
        if self.type_name.data not in PARAM_TYPES:
            raise VerifyException(f"unknown .param type '{self.type_name.data}'")
        align = self.align.data
        # A `.ptr`'s `.align` is its pointee's (any power of two ptxas takes), not the .param's.
        if align and (align & (align - 1) or (align > MAX_PARAM_ALIGNMENT and not self.pointer_space.data)):
            raise VerifyException(f".param alignment must be a power of two up to {MAX_PARAM_ALIGNMENT}, got {align}")
        if self.size.data < SCALAR:
            raise VerifyException(f"invalid .param array size {self.size.data}")
        if self.is_array and not align:
            raise VerifyException(".param arrays need an explicit alignment")
        if self.pointer_space.data and self.pointer_space.data not in POINTER_SPACES:
            raise VerifyException(f"unknown pointer state space '{self.pointer_space.data}'")
        if self.pointer_space.data and self.is_array:
            raise VerifyException("a .ptr .param cannot be an array")

    def ptx(self, sym: str | None = None) -> str:
        """The declaration as PTX prints it (`sym` overrides the name, e.g. `_` in prototypes)."""
        name = self.sym.data if sym is None else sym
        align = self.align.data
        if self.pointer_space.data:
            text = f".param .{self.type_name.data} .ptr"
            if self.pointer_space.data != "generic":
                text += f" .{self.pointer_space.data}"
            if align:
                text += f" .align {align}"
            return f"{text} {name}"
        text = ".param"
        if align:
            text += f" .align {align}"
        text += f" .{self.type_name.data} {name}"
        if self.size.data == UNSIZED:
            text += "[]"
        elif self.size.data > 0:
            text += f"[{self.size.data}]"
        return text

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        type_name = parser.parse_identifier(".param type")
        pointer_space = ""
        if parser.parse_optional_keyword("ptr") is not None:
            pointer_space = parser.parse_optional_keyword_in(POINTER_SPACES[1:]) or "generic"
        align = 0
        if parser.parse_optional_keyword("align") is not None:
            align = parser.parse_integer(allow_boolean=False, allow_negative=False)
        sym = parser.parse_str_literal("param name")
        size = SCALAR
        if parser.parse_optional_punctuation("[") is not None:
            size = parser.parse_optional_integer(allow_boolean=False, allow_negative=False) or UNSIZED
            parser.parse_punctuation("]")
        parser.parse_punctuation(">")
        return (StringAttr(type_name), StringAttr(sym), IntAttr(align), IntAttr(size), StringAttr(pointer_space))

    def print_parameters(self, printer: Printer) -> None:
        text = f"<{self.type_name.data}"
        if self.pointer_space.data:
            text += " ptr"
            if self.pointer_space.data != "generic":
                text += f" {self.pointer_space.data}"
        if self.align.data:
            text += f" align {self.align.data}"
        text += f' "{self.sym.data}"'
        if self.size.data == UNSIZED:
            text += "[]"
        elif self.size.data > 0:
            text += f"[{self.size.data}]"
        printer.print_string(text + ">")


# ---------------------------------------------------------------------------------------------
# Module, functions, globals
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class ModuleOp(IRDLOperation):
    """One PTX translation unit; `target` and `version` give `.target` and `.version`."""

    name = "ptx.module"
    target = prop_def(StringAttr)
    version = prop_def(StringAttr)
    body = region_def("single_block")
    traits = traits_def(NoTerminator(), SymbolTable(), IsolatedFromAbove())
    assembly_format = "`target` `=` $target `version` `=` $version attr-dict-with-keyword $body"

    def __init__(self, target: str, version: str, body: Region):
        super().__init__(
            properties={"target": StringAttr(target), "version": StringAttr(version)},
            regions=[body],
        )

    def verify_(self) -> None:
        if not re.fullmatch(r"sm_\d+[af]?", self.target.data):
            raise VerifyException(f"PTX target must look like 'sm_90a', got '{self.target.data}'")
        if not re.fullmatch(r"\d+\.\d+", self.version.data):
            raise VerifyException(f"PTX version must look like '8.0', got '{self.version.data}'")
        for op in self.body.block.ops:
            if not isinstance(op, FuncOp | GlobalOp | VerbatimOp):
                raise VerifyException(f"'{op.name}' cannot appear at PTX module level")


FUNC_KINDS = ("entry", "func")
LINKAGES = ("visible", "extern", "internal", "weak")


# A PTX identifier: a letter then letters, digits, `_` and `$`; or `_`, `$`, `%` then at least one
# of them (PTX ISA, "Identifiers").
_IDENTIFIER = re.compile(r"[A-Za-z][\w$]*|[_$%][\w$]+", re.ASCII)


def check_identifier(name: str) -> None:
    """Raise unless `name` is a PTX identifier (ptxas rejects the module otherwise)."""
    if not _IDENTIFIER.fullmatch(name):
        raise VerifyException(f"'{name}' is not a PTX identifier (a letter, or _ $ % and more, then letters, digits, _ or $)")


@irdl_op_definition
class FuncOp(IRDLOperation):
    """A kernel (`.entry`) or device function (`.func`); an empty body declares it.

    `ptx.func entry visible @k(#ptx.param<u32 "k_param_0">) attributes {maxntid = array<i32: 128, 1, 1>} {...}`
    Directive attributes: `maxntid`, `reqntid`, `reqnctapercluster` (arrays of up to three
    ints), `minnctapersm`, `maxnreg`, `maxclusterrank` (ints), `blocksareclusters` (unit). `depot_size`/`depot_align` declare the function's `__local_depot<N>`
    (`depot_name`) for its stack objects.
    """

    name = "ptx.func"
    sym_name = prop_def(SymbolNameConstraint())
    kind = prop_def(StringAttr)
    linkage = prop_def(StringAttr)
    params = prop_def(ArrayAttr[ParamAttr])
    returns = prop_def(ArrayAttr[ParamAttr])
    body = region_def()

    maxntid = opt_attr_def(DenseArrayBase)
    reqntid = opt_attr_def(DenseArrayBase)
    minnctapersm = opt_attr_def(IntegerAttr)
    maxnreg = opt_attr_def(IntegerAttr)
    reqnctapercluster = opt_attr_def(DenseArrayBase)
    maxclusterrank = opt_attr_def(IntegerAttr)
    blocksareclusters = opt_attr_def(UnitAttr)
    depot_name = opt_attr_def(StringAttr)
    depot_size = opt_attr_def(IntegerAttr)
    depot_align = opt_attr_def(IntegerAttr)

    traits = traits_def(SymbolOpInterface(), IsolatedFromAbove())

    def __init__(
        self,
        sym_name: str,
        kind: str,
        linkage: str,
        params: Sequence[ParamAttr],
        returns: Sequence[ParamAttr] = (),
        body: Region | None = None,
    ):
        super().__init__(
            properties={
                "sym_name": StringAttr(sym_name),
                "kind": StringAttr(kind),
                "linkage": StringAttr(linkage),
                "params": ArrayAttr(params),
                "returns": ArrayAttr(returns),
            },
            regions=[body if body is not None else Region()],
        )

    @property
    def is_kernel(self) -> bool:
        return self.kind.data == "entry"

    @property
    def is_declaration(self) -> bool:
        return not self.body.blocks

    def verify_(self) -> None:
        check_identifier(self.sym_name.data)
        if self.kind.data not in FUNC_KINDS:
            raise VerifyException(f"function kind must be 'entry' or 'func', got '{self.kind.data}'")
        if self.linkage.data not in LINKAGES:
            raise VerifyException(f"unknown linkage '{self.linkage.data}'")
        if self.is_kernel and self.returns.data:
            raise VerifyException("a kernel (.entry) cannot return values")
        if len(self.returns.data) > 1:
            raise VerifyException("PTX functions return at most one .param")
        names = [p.sym.data for p in (*self.params.data, *self.returns.data)]
        if len(set(names)) != len(names):
            raise VerifyException("duplicate .param names")
        if self.maxntid is not None and self.reqntid is not None:
            raise VerifyException("PTX forbids .maxntid together with .reqntid")
        for directive in (self.maxntid, self.reqntid):
            if directive is not None and not 1 <= len(directive) <= 3:
                raise VerifyException("maxntid/reqntid take one to three dimensions")
        if self.is_declaration and self.linkage.data != "extern":
            raise VerifyException("a function without a body must have 'extern' linkage")
        if not self.is_declaration and self.linkage.data == "extern":
            raise VerifyException("an 'extern' function cannot have a body")
        for block in self.body.blocks:
            for arg in block.args:
                if not isinstance(arg.type, RegType):
                    raise VerifyException("block arguments must be PTX registers")

    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        kind = parser.parse_keyword_in(FUNC_KINDS, "function kind")
        linkage = parser.parse_keyword_in(LINKAGES, "linkage")
        sym = parser.parse_symbol_name().data
        params = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_attribute)
        returns: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            returns = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_attribute)
        attrs = parser.parse_optional_attr_dict_with_keyword()
        region = parser.parse_optional_region()
        checked: list[list[ParamAttr]] = [[], []]
        for group, parsed in zip(checked, (params, returns), strict=True):
            for p in parsed:
                if not isinstance(p, ParamAttr):
                    parser.raise_error(f"expected #ptx.param, got {p}")
                group.append(p)
        op = cls(sym, kind, linkage, checked[0], checked[1], region)
        if attrs is not None:
            op.attributes |= attrs.data
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind.data} {self.linkage.data} ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string("(")
        printer.print_list(self.params.data, printer.print_attribute)
        printer.print_string(")")
        if self.returns.data:
            printer.print_string(" -> (")
            printer.print_list(self.returns.data, printer.print_attribute)
            printer.print_string(")")
        printer.print_op_attributes(self.attributes, print_keyword=True)
        if not self.is_declaration:
            printer.print_string(" ")
            printer.print_region(self.body, print_entry_block_args=True)


STATE_SPACES = ("global", "shared", "const", "local")


@irdl_op_definition
class GlobalOp(IRDLOperation):
    """A module-level variable: `.global .align 1 .b8 fmt[4] = {104, 105, 10, 0};`.

    `init` is the initializer as byte values (elem `b8`) or as element values; absent means
    uninitialised (zero for `.global`/`.const`, undefined for `.shared`). `size` is the array
    length (absent: a scalar; 0: an unsized `name[]`, only for `extern` declarations).
    """

    name = "ptx.global"
    sym_name = prop_def(SymbolNameConstraint())
    space = prop_def(StringAttr)
    linkage = prop_def(StringAttr)
    align = prop_def(IntAttr)
    elem = prop_def(StringAttr)
    size = opt_prop_def(IntAttr)
    # An entry is a value, or (StringAttr) an address: `sym`, `generic(sym)`, `sym+4`.
    init = opt_prop_def(ArrayAttr[IntAttr | StringAttr])
    traits = traits_def(SymbolOpInterface())

    def __init__(
        self,
        sym_name: str,
        space: str,
        linkage: str,
        align: int,
        elem: str,
        size: int | None = None,
        init: Sequence[int | str] | None = None,
    ):
        props: dict[str, Attribute] = {
            "sym_name": StringAttr(sym_name),
            "space": StringAttr(space),
            "linkage": StringAttr(linkage),
            "align": IntAttr(align),
            "elem": StringAttr(elem),
        }
        if size is not None:
            props["size"] = IntAttr(size)
        if init is not None:
            props["init"] = ArrayAttr([StringAttr(v) if isinstance(v, str) else IntAttr(v) for v in init])
        super().__init__(properties=props)

    def verify_(self) -> None:
        check_identifier(self.sym_name.data)
        if self.space.data not in STATE_SPACES:
            raise VerifyException(f"unknown state space '{self.space.data}'")
        if self.linkage.data not in LINKAGES:
            raise VerifyException(f"unknown linkage '{self.linkage.data}'")
        if self.elem.data not in PARAM_TYPES:
            raise VerifyException(f"unknown element type '{self.elem.data}'")
        align = self.align.data
        if align <= 0 or align & (align - 1):
            raise VerifyException(f"alignment must be a positive power of two, got {align}")
        if self.size is not None and self.size.data == 0 and self.linkage.data != "extern":
            raise VerifyException("only an extern declaration can be an unsized array")
        if self.init is not None:
            if self.space.data == "shared":
                raise VerifyException(".shared variables cannot have an initializer")
            count = 1 if self.size is None else self.size.data
            if len(self.init.data) > count:
                raise VerifyException(
                    f"initializer has {len(self.init.data)} elements but the variable holds {count}"
                )

    @classmethod
    def parse(cls, parser: Parser) -> GlobalOp:
        linkage = parser.parse_keyword_in(LINKAGES, "linkage")
        space = parser.parse_keyword_in(STATE_SPACES, "state space")
        sym = parser.parse_symbol_name().data
        parser.parse_punctuation(":")
        elem = parser.parse_identifier("element type")
        size = None
        if parser.parse_optional_punctuation("[") is not None:
            size = parser.parse_integer(allow_boolean=False, allow_negative=False)
            parser.parse_punctuation("]")
        parser.parse_keyword("align")
        align = parser.parse_integer(allow_boolean=False, allow_negative=False)
        init = None
        if parser.parse_optional_punctuation("=") is not None:
            def entry() -> int | str:
                # An address (`"generic(g)+8"`) is a string, a value an integer.
                text = parser.parse_optional_str_literal()
                return text if text is not None else parser.parse_integer()

            init = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, entry)
        attrs = parser.parse_optional_attr_dict()
        op = cls(sym, space, linkage, align, elem, size, init)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.linkage.data} {self.space.data} ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string(f" : {self.elem.data}")
        if self.size is not None:
            printer.print_string(f"[{self.size.data}]")
        printer.print_string(f" align {self.align.data}")
        if self.init is not None:
            entries = [f'"{v.data}"' if isinstance(v, StringAttr) else str(v.data) for v in self.init.data]
            printer.print_string(" = [" + ", ".join(entries) + "]")
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class VerbatimOp(IRDLOperation):
    """A module-level PTX definition compiled elsewhere, printed exactly as `text`:

    `ptx.verbatim "__nv_expf" ".func (.param .b32 func_retval0) __nv_expf(...) {...}"
        declaration ".func (.param .b32 func_retval0) __nv_expf(...)"`

    A function carries its prototype as `declaration`, which the printer emits (with `;`) when a
    caller comes before the definition; a variable has none. link-libdevice puts these ops at
    the top level of the builtin module, next to the `llvm.func` declarations they implement
    (which is why `symbol` is a plain name, not a symbol that would clash with them), and
    convert-llvm-to-ptx moves them into the `ptx.module` in place of those declarations.
    """

    name = "ptx.verbatim"
    symbol = prop_def(StringAttr)
    text = prop_def(StringAttr)
    declaration = opt_prop_def(StringAttr)
    assembly_format = "$symbol $text (`declaration` $declaration^)? attr-dict"

    def __init__(self, symbol: str, text: str, declaration: str | None = None):
        props: dict[str, Attribute] = {"symbol": StringAttr(symbol), "text": StringAttr(text)}
        if declaration is not None:
            props["declaration"] = StringAttr(declaration)
        super().__init__(properties=props)

    @property
    def is_function(self) -> bool:
        return self.declaration is not None

    def verify_(self) -> None:
        name = self.symbol.data
        defines = re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])")
        if defines.search(self.text.data) is None:
            raise VerifyException(f"the PTX text does not mention '{name}'")
        if self.declaration is not None and defines.search(self.declaration.data) is None:
            raise VerifyException(f"the declaration does not name '{name}'")
