"""The `ptx` dialect: PTX after instruction selection, one step away from text.

* Values are virtual registers typed by their PTX register class, `!ptx.reg<b32>`; the `-t ptx`
  printer names them (`%r1`, `%rd2`, ...) and declares them (`.reg .b32 %r<N>;`).
* Declarations: `ptx.module` (the translation unit with its `.version`/`.target`),
  `ptx.func` (`.entry` or `.func`, with `.param` declarations as `#ptx.param` attributes),
  `ptx.global` (`.global`/`.shared`/`.const` variables), `ptx.verbatim` (a function or
  variable already compiled to PTX elsewhere, e.g. a libdevice function, carried as its text).
* Instructions: `ptx.inst` carries the instruction text with `$N` (operand N) and `$dN`
  (result N) placeholders, so immediates, symbols and addressing modes stay literal and
  readable while every register is a typed SSA value. Control flow keeps the block
  structure: `ptx.bra` (with block arguments, which the printer turns into parallel moves),
  `ptx.cbra`, `ptx.ret`, `ptx.trap`.
* Call sequences: `ptx.callseq_start`, `ptx.declare_param`, `ptx.declare_ret_param`,
  `ptx.call`, `ptx.callseq_end`; each carries the NVPTXISD opcode number of the SelectionDAG
  node it stands for (seed 002) as the class constant `NVPTXISD_OPCODE`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    IntAttr,
    IntegerAttr,
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
    UnitAttr,
    i64,
)
from xdsl.ir import (
    Attribute,
    BlockArgument,
    Dialect,
    Operation,
    ParametrizedAttribute,
    Region,
    SSAValue,
    TypeAttribute,
)
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_attr_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    successor_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import (
    IsolatedFromAbove,
    IsTerminator,
    NoTerminator,
    SymbolOpInterface,
    SymbolTable,
)
from xdsl.utils.exceptions import VerifyException

# ---------------------------------------------------------------------------------------------
# Registers
# ---------------------------------------------------------------------------------------------

# PTX register classes and the prefix LLVM's NVPTX printer gives each class.
REGISTER_PREFIX: dict[str, str] = {
    "pred": "%p",
    "b16": "%rs",
    "b32": "%r",
    "b64": "%rd",
    "b128": "%rq",
    "f32": "%f",
    "f64": "%fd",
}
REGISTER_BITS: dict[str, int] = {
    "pred": 1,
    "b16": 16,
    "b32": 32,
    "b64": 64,
    "b128": 128,
    "f32": 32,
    "f64": 64,
}


@irdl_attr_definition
class RegType(ParametrizedAttribute, TypeAttribute):
    """A virtual PTX register of one class: `!ptx.reg<pred|b16|b32|b64|b128|f32|f64>`."""

    name = "ptx.reg"
    kind: StringAttr

    def __init__(self, kind: str | StringAttr):
        super().__init__(StringAttr(kind) if isinstance(kind, str) else kind)

    @property
    def cls(self) -> str:
        return self.kind.data

    def verify(self) -> None:
        if self.kind.data not in REGISTER_PREFIX:
            raise VerifyException(
                f"unknown PTX register class '{self.kind.data}' "
                f"(expected one of {', '.join(REGISTER_PREFIX)})"
            )

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        kind = parser.parse_identifier("PTX register class")
        parser.parse_punctuation(">")
        return (StringAttr(kind),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.kind.data}>")


PRED = RegType("pred")
B16 = RegType("b16")
B32 = RegType("b32")
B64 = RegType("b64")
# Only inline asm's `q` constraint makes 128-bit registers (PTX ISA 8.3, sm_70).
B128 = RegType("b128")
F32 = RegType("f32")
F64 = RegType("f64")
# One instance per class: selection asks for register types constantly.
REG_TYPES: dict[str, RegType] = {"pred": PRED, "b16": B16, "b32": B32, "b64": B64, "b128": B128, "f32": F32, "f64": F64}

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
        if align and (align & (align - 1) or align > 128):
            raise VerifyException(f".param alignment must be a power of two up to 128, got {align}")
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


@irdl_op_definition
class FuncOp(IRDLOperation):
    """A kernel (`.entry`) or device function (`.func`); an empty body declares it.

    `ptx.func entry visible @k(#ptx.param<u32 "k_param_0">) attributes {maxntid = array<i32: 128, 1, 1>} {...}`
    Directive attributes: `maxntid`, `reqntid` (arrays of up to three ints), `minnctapersm`,
    `maxnreg` (ints). `depot_size`/`depot_align` declare the function's `__local_depot<N>`
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
        for p in (*params, *returns):
            if not isinstance(p, ParamAttr):
                parser.raise_error(f"expected #ptx.param, got {p}")
        op = cls(sym, kind, linkage, params, returns, region)  # pyright: ignore[reportArgumentType]
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
    init = opt_prop_def(ArrayAttr[IntAttr])
    traits = traits_def(SymbolOpInterface())

    def __init__(
        self,
        sym_name: str,
        space: str,
        linkage: str,
        align: int,
        elem: str,
        size: int | None = None,
        init: Sequence[int] | None = None,
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
            props["init"] = ArrayAttr([IntAttr(v) for v in init])
        super().__init__(properties=props)

    def verify_(self) -> None:
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
            init = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)
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
            printer.print_string(" = [" + ", ".join(str(v.data) for v in self.init.data) + "]")
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


# ---------------------------------------------------------------------------------------------
# Instructions
# ---------------------------------------------------------------------------------------------

_PLACEHOLDER = re.compile(r"\$(d?)(\d+)")
# Opcode prefixes of instructions that touch memory or control; everything else only computes
# its results and may be erased when they are unused.
_SIDE_EFFECT_PREFIXES = (
    "st.", "st ", "atom.", "red.", "bar.", "bar ", "barrier.", "membar.", "fence.", "trap",
    "exit", "alloca", "stacksave", "stackrestore", "ld.volatile", "ld.relaxed", "ld.acquire", "prefetch", "nanosleep", "brkpt",
    "vote.", "shfl.", "activemask", "match.", "redux.", "elect.",
    "mbarrier.", "cp.", "wgmma.", "setmaxnreg.", "griddepcontrol.", "pmevent", "clusterlaunchcontrol.", "@",
    "stmatrix.", "wmma.store.", "tcgen05.",
)


def _check_placeholders(text: str, n_ins: int, n_outs: int) -> set[int]:
    """Reject `$N`/`$dN` beyond the op's operands/results; the result indices used."""
    used_results: set[int] = set()
    for is_result, index in _PLACEHOLDER.findall(text):
        limit = n_outs if is_result else n_ins
        if int(index) >= limit:
            kind = "result" if is_result else "operand"
            raise VerifyException(f"'${is_result}{index}' refers to a missing {kind} (the op has {limit})")
        if is_result:
            used_results.add(int(index))
    return used_results


def _render_placeholders(
    text: str, ins: Sequence[SSAValue], outs: Sequence[SSAValue], name_of: dict[SSAValue, str]
) -> str:
    """`text` with each `$N` (operand) and `$dN` (result) replaced by its register's name."""

    def sub(m: re.Match[str]) -> str:
        values = outs if m.group(1) else ins
        return name_of[values[int(m.group(2))]]

    return _PLACEHOLDER.sub(sub, text)


@irdl_op_definition
class InstOp(IRDLOperation):
    """One PTX instruction: `%d = ptx.inst "add.s32 $d0, $0, 5" (%a) : (!ptx.reg<b32>) -> !ptx.reg<b32>`.

    `$N` stands for operand N, `$dN` for result N; everything else (opcode, immediates,
    symbols, `[addr+imm]` brackets) is printed as written. The trailing `;` is the printer's.
    """

    name = "ptx.inst"
    text = prop_def(StringAttr)
    ins = var_operand_def(RegType)
    outs = var_result_def(RegType)
    assembly_format = "$text (`(` $ins^ `)`)? attr-dict `:` functional-type($ins, $outs)"

    def __init__(self, text: str, ins: Sequence[SSAValue | Operation] = (), outs: Sequence[Attribute] = ()):
        super().__init__(operands=[ins], result_types=[outs], properties={"text": StringAttr(text)})

    @classmethod
    def make(cls, text: str, ins: Sequence[SSAValue], outs: Sequence[Attribute]) -> InstOp:
        """The constructor for bulk creation (instruction selection): no argument checking,
        which the verifier does anyway."""
        return cls.create(operands=ins, result_types=outs, properties={"text": StringAttr(text)})

    @property
    def opcode(self) -> str:
        return self.text.data.split(" ", 1)[0]

    @property
    def has_side_effects(self) -> bool:
        text = self.text.data
        return text.startswith(_SIDE_EFFECT_PREFIXES) or "%clock" in text or "%globaltimer" in text

    def verify_(self) -> None:
        text = self.text.data
        if not text or text[0] in " $":
            raise VerifyException(f"instruction text must start with an opcode, got '{text}'")
        used_results = _check_placeholders(text, len(self.ins), len(self.outs))
        if len(used_results) != len(self.outs):
            raise VerifyException("every result must appear in the instruction text as $dN")

    def render(self, name_of: dict[SSAValue, str]) -> str:
        """The instruction text with every placeholder replaced by its register's name."""
        return _render_placeholders(self.text.data, self.ins, self.outs, name_of)


def dies_at(value: SSAValue, op: Operation) -> bool:
    """Whether `op` is the last reader of `value` on every path: its only use, in the block that
    defines the value (a use in a loop around the definition would read it again)."""
    if not value.has_one_use():
        return False
    block = value.block if isinstance(value, BlockArgument) else value.owner.parent_block()
    return block is op.parent_block()


# In `ptx.asm` text `$$` is a literal `$` (PTX names such as `$L__BB0_1` may contain one).
_ASM_PLACEHOLDER = re.compile(r"\$\$|\$(d?)(\d+)")


@irdl_op_definition
class AsmOp(IRDLOperation):
    """Inline PTX from `llvm.inline_asm`: printed verbatim in its own `{ }` scope, registers
    substituted as in `ptx.inst` (`$N` operand, `$dN` result, `$$` a literal `$`). Without
    `side_effects` it only computes its results.

    `tied = array<i64: k, -1, ...>` gives, per result, the operand that arrives in the result's
    register (LLVM's matching constraint "0".."9"): the printer names the two alike, so a
    tied operand must have this op as its only use (it dies here) and the result's class.
    """

    name = "ptx.asm"
    text = prop_def(StringAttr)
    side_effects = opt_prop_def(UnitAttr)
    tied = opt_prop_def(DenseArrayBase)
    ins = var_operand_def(RegType)
    outs = var_result_def(RegType)
    assembly_format = "$text (`(` $ins^ `)`)? attr-dict `:` functional-type($ins, $outs)"
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(
        self,
        text: str,
        ins: Sequence[SSAValue],
        outs: Sequence[Attribute],
        side_effects: bool,
        tied: Sequence[int] | None = None,
    ):
        props: dict[str, Attribute] = {"text": StringAttr(text)}
        if side_effects:
            props["side_effects"] = UnitAttr()
        if tied is not None and any(index >= 0 for index in tied):
            props["tied"] = DenseArrayBase.from_list(i64, list(tied))
        super().__init__(operands=[ins], result_types=[outs], properties=props)

    @property
    def has_side_effects(self) -> bool:
        return self.side_effects is not None

    def tied_operands(self) -> list[tuple[int, int]]:
        """(result index, operand index) of every tied pair."""
        if self.tied is None:
            return []
        return [(out, int(index)) for out, index in enumerate(self.tied.get_values()) if index >= 0]

    def verify_(self) -> None:
        for match in _ASM_PLACEHOLDER.finditer(self.text.data):
            if match.group(2) is None:
                continue
            limit = len(self.outs) if match.group(1) else len(self.ins)
            if int(match.group(2)) >= limit:
                kind = "result" if match.group(1) else "operand"
                raise VerifyException(f"'{match.group(0)}' refers to a missing {kind} (the op has {limit})")
        if self.tied is not None and len(self.tied.get_values()) != len(self.outs):
            raise VerifyException(f"'tied' has {len(self.tied.get_values())} entries for {len(self.outs)} results")
        seen: set[int] = set()
        for out, index in self.tied_operands():
            if index >= len(self.ins) or index in seen:
                raise VerifyException(f"result {out} is tied to operand {index}, which is missing or tied twice")
            seen.add(index)
            operand = self.ins[index]
            if operand.type != self.outs[out].type:
                raise VerifyException(f"result {out} ({self.outs[out].type}) is tied to operand {index} of type {operand.type}")
            if not dies_at(operand, self):
                raise VerifyException(
                    f"operand {index} is tied to result {out} but lives on (other uses, or defined outside the block)"
                )

    def render(self, name_of: dict[SSAValue, str]) -> str:
        def sub(match: re.Match[str]) -> str:
            if match.group(2) is None:
                return "$"
            values = self.outs if match.group(1) else self.ins
            return name_of[values[int(match.group(2))]]

        return _ASM_PLACEHOLDER.sub(sub, self.text.data)


@irdl_op_definition
class BraOp(IRDLOperation):
    """Unconditional branch; block arguments become moves on this edge (parallel copy)."""

    name = "ptx.bra"
    args = var_operand_def(RegType)
    successor = successor_def()
    traits = traits_def(IsTerminator())
    assembly_format = "$successor (`(` $args^ `:` type($args) `)`)? attr-dict"

    def __init__(self, dest, args: Sequence[SSAValue | Operation] = ()):
        super().__init__(operands=[args], successors=[dest])

    def verify_(self) -> None:
        dest_args = self.successor.args
        if len(dest_args) != len(self.args):
            raise VerifyException(
                f"branch passes {len(self.args)} values to a block with {len(dest_args)} arguments"
            )
        for value, arg in zip(self.args, dest_args):
            if value.type != arg.type:
                raise VerifyException(f"branch passes {value.type} to a block argument of type {arg.type}")


@irdl_op_definition
class CBraOp(IRDLOperation):
    """`@%p bra then; bra else;` (the printer drops the branch to the next block).

    Its successors take no arguments: edges that carry values go through a block of their own.
    """

    name = "ptx.cbra"
    cond = operand_def(RegType)
    then_block = successor_def()
    else_block = successor_def()
    traits = traits_def(IsTerminator())
    assembly_format = "$cond `,` $then_block `,` $else_block attr-dict `:` type($cond)"

    def __init__(self, cond: SSAValue | Operation, then_block, else_block):
        super().__init__(operands=[cond], successors=[then_block, else_block])

    def verify_(self) -> None:
        assert isinstance(self.cond.type, RegType)
        if self.cond.type.cls != "pred":
            raise VerifyException(f"branch condition must be a predicate register, got {self.cond.type}")
        for block in (self.then_block, self.else_block):
            if block.args:
                raise VerifyException("conditional branch targets cannot take block arguments")


@irdl_op_definition
class RetOp(IRDLOperation):
    """`ret;` (results were already stored to `func_retval0`)."""

    name = "ptx.ret"
    traits = traits_def(IsTerminator())
    assembly_format = "attr-dict"


@irdl_op_definition
class TrapOp(IRDLOperation):
    """`trap;` ending a block that cannot be reached (llvm.unreachable)."""

    name = "ptx.trap"
    traits = traits_def(IsTerminator())
    assembly_format = "attr-dict"


@irdl_op_definition
class LocalDepotOp(IRDLOperation):
    """The function's stack frame: `%spl, %sp = ptx.local_depot "__local_depot0"`.

    Printed as `mov.b64 %SPL, __local_depot0;` (the frame's local-space address) and, when the
    generic frame address is used, `cvta.local.u64 %SP, %SPL;`, LLVM's names for the two.
    """

    name = "ptx.local_depot"
    depot = prop_def(StringAttr)
    spl = result_def(RegType)
    sp = result_def(RegType)
    assembly_format = "$depot attr-dict `:` type($spl) `,` type($sp)"

    def __init__(self, depot: str):
        super().__init__(properties={"depot": StringAttr(depot)}, result_types=[B64, B64])

    def verify_(self) -> None:
        for value in (self.spl, self.sp):
            assert isinstance(value.type, RegType)
            if value.type.cls != "b64":
                raise VerifyException("stack frame addresses are b64 registers")


# ---------------------------------------------------------------------------------------------
# Call sequences (seed 002)
# ---------------------------------------------------------------------------------------------


class _CallSeqMarker(IRDLOperation):
    NVPTXISD_OPCODE: ClassVar[int]
    callseq_id = prop_def(IntAttr)

    def __init__(self, callseq_id: int):
        super().__init__(properties={"callseq_id": IntAttr(callseq_id)})

    @classmethod
    def parse(cls, parser: Parser):
        op = cls(parser.parse_integer(allow_boolean=False, allow_negative=False))
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.callseq_id.data}")
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class CallSeqStartOp(_CallSeqMarker):
    """`{ // callseq N, 0`: opens a call's private `.param` scope (NVPTXISD::ParamCallStart)."""

    NVPTXISD_OPCODE: ClassVar[int] = 0x1FD
    name = "ptx.callseq_start"


@irdl_op_definition
class CallSeqEndOp(_CallSeqMarker):
    """`} // callseq N`: closes the call sequence (NVPTXISD::ParamCallEnd)."""

    NVPTXISD_OPCODE: ClassVar[int] = 0x1FE
    name = "ptx.callseq_end"


@irdl_op_definition
class DeclareParamOp(IRDLOperation):
    """`.param .b32 param0;` or `.param .align 8 .b8 param1[24];` inside a call sequence.

    NVPTXISD::DeclareScalarParam (0x13E); seed 002 gives no number for the array form, which
    this op also covers.
    """

    NVPTXISD_OPCODE: ClassVar[int] = 0x13E
    name = "ptx.declare_param"
    param = prop_def(ParamAttr)
    assembly_format = "$param attr-dict"

    def __init__(self, param: ParamAttr):
        super().__init__(properties={"param": param})


@irdl_op_definition
class DeclareRetParamOp(IRDLOperation):
    """`.param .b32 retval0;`: where the callee's result lands (NVPTXISD::DeclareRetParam).

    Seed 002 gives DeclareRetParam two numbers: 0x317 in its getTargetNodeName table and 0x13D
    next to DeclareScalarParam (0x13E). We use 0x13D, the one that sits with the other declare
    nodes; 0x317 is kept as NVPTXISD_OPCODE_ALT for tools that read the other table.
    """

    NVPTXISD_OPCODE: ClassVar[int] = 0x13D
    NVPTXISD_OPCODE_ALT: ClassVar[int] = 0x317
    name = "ptx.declare_ret_param"
    param = prop_def(ParamAttr)
    assembly_format = "$param attr-dict"

    def __init__(self, param: ParamAttr):
        super().__init__(properties={"param": param})


@irdl_op_definition
class CallOp(IRDLOperation):
    """`call.uni (retval0), f, (param0, param1);` or, through a register, with a prototype:

    `call (retval0), %rd1, (param0), prototype_0;` after
    `prototype_0 : .callprototype (.param .b32 _) _ (.param .b64 _);`.
    Direct: NVPTXISD::CallNonReg (0x202); indirect: CallNonRegPrototype (0x201) marks the
    prototype. The arguments were stored with st.param and the result is read with ld.param:
    the op itself only names the params.
    """

    NVPTXISD_OPCODE: ClassVar[int] = 0x202
    NVPTXISD_PROTOTYPE_OPCODE: ClassVar[int] = 0x201
    name = "ptx.call"
    callee = opt_prop_def(SymbolRefAttr)
    target = opt_operand_def(RegType)
    args = prop_def(ArrayAttr[StringAttr])
    result = opt_prop_def(StringAttr)
    uni = opt_prop_def(UnitAttr)
    # Indirect calls: the prototype's number and its (result, params) declarations.
    prototype_id = opt_prop_def(IntAttr)
    prototype_params = opt_prop_def(ArrayAttr[ParamAttr])
    prototype_returns = opt_prop_def(ArrayAttr[ParamAttr])
    assembly_format = "($callee^)? ($target^ `:` type($target))? `(` $args `)` attr-dict"
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(
        self,
        callee: str | None,
        args: Sequence[str],
        result: str | None,
        *,
        target: SSAValue | None = None,
        uni: bool = True,
        prototype: tuple[int, Sequence[ParamAttr], Sequence[ParamAttr]] | None = None,
    ):
        props: dict[str, Attribute] = {"args": ArrayAttr([StringAttr(a) for a in args])}
        if callee is not None:
            props["callee"] = SymbolRefAttr(callee)
        if result is not None:
            props["result"] = StringAttr(result)
        if uni:
            props["uni"] = UnitAttr()
        if prototype is not None:
            props["prototype_id"] = IntAttr(prototype[0])
            props["prototype_params"] = ArrayAttr(prototype[1])
            props["prototype_returns"] = ArrayAttr(prototype[2])
        super().__init__(operands=[[target] if target is not None else []], properties=props)

    def verify_(self) -> None:
        if (self.callee is None) == (self.target is None):
            raise VerifyException("a call needs exactly one of a callee symbol and a target register")
        if self.target is not None:
            assert isinstance(self.target.type, RegType)
            if self.target.type.cls != "b64":
                raise VerifyException("an indirect call target must be a b64 register")
            if self.prototype_id is None or self.prototype_params is None:
                raise VerifyException("an indirect call needs a prototype")


PTX = Dialect(
    "ptx",
    [
        ModuleOp,
        FuncOp,
        GlobalOp,
        VerbatimOp,
        InstOp,
        AsmOp,
        BraOp,
        CBraOp,
        RetOp,
        TrapOp,
        LocalDepotOp,
        CallSeqStartOp,
        CallSeqEndOp,
        DeclareParamOp,
        DeclareRetParamOp,
        CallOp,
    ],
    [RegType, ParamAttr],
)
