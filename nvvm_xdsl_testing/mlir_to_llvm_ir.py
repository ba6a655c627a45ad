"""Export an llvm-dialect module (with nvvm ops) as LLVM IR text, so LLVM itself can compile the
very input our compiler takes and serve as the reference.

This is a small exporter of our own: xDSL's `-t llvm` drops `nvvm.kernel` and arg attributes
and mishandles address spaces. Only this module's rules apply:

* values become `%vN` (op results), `%aN` (block arguments) and `%argN` (function
  arguments); constants, undef/poison/zero and addressof are folded into their uses;
* block arguments become phi nodes; an edge that passes block arguments to a block that the
  same terminator targets more than once gets its own edge block;
* `nvvm.kernel` selects the `ptx_kernel` calling convention, and
  `nvvm.maxntid` & co. become string function attributes;
* an op this exporter does not know raises NotImplementedError naming it;
* with `debug_info=True`, ops' source locations (`loc(...)`, read as PTX line info reads them)
  become `!dbg` DILocations in a compile unit that asks only for line directives (what
  `-lineinfo` gives), one DISubprogram per function that has any.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from io import StringIO

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ArrayAttr,
    BFloat16Type,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    FileLineColLoc,
    Float16Type,
    Float32Type,
    Float64Type,
    Float80Type,
    Float128Type,
    FloatAttr,
    IntAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    VectorType,
)
from xdsl.dialects.llvm import (
    GEP_USE_SSA_VAL,
    LLVMArrayType,
    LLVMFunctionType,
    LLVMPointerType,
    LLVMVoidType,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.universe import Universe

from nvvm_xdsl.diagnostics import source_line
from nvvm_xdsl.llvmlite_nvptx import (
    DEFAULT_PTX_VERSION_TEXT,
    FLOAT_TYPE_NAMES,
    address_space,
    function_type_text,
    llvm_type,
)
from nvvm_xdsl.target import DEFAULT_SM
from nvvm_xdsl.transforms.convert_to_llvm import ConvertToLLVMPass
from nvvm_xdsl.transforms.printf_lowering import PrintfLoweringPass
from nvvm_xdsl_testing.nvvm_intrinsic_calls import InlineAsmCall, IntrinsicCall, intrinsic_call

# ---------------------------------------------------------------------------------------------
# Context and parsing
# ---------------------------------------------------------------------------------------------


def make_context() -> Context:
    """A context with builtin, func, gpu, the extended llvm dialect and nvvm loaded."""
    from xdsl.dialects.builtin import Builtin
    from xdsl.dialects.func import Func

    from nvvm_xdsl.dialects.nvvm import NVVM
    from nvvm_xdsl.universe import extended_gpu_dialect, extended_llvm_dialect

    ctx = Context()
    ctx.load_dialect(Builtin)
    ctx.load_dialect(extended_llvm_dialect())
    ctx.load_dialect(NVVM)
    # gpu.module containers and the host code beside them (skipped by the exporter)
    ctx.load_dialect(extended_gpu_dialect())
    ctx.load_dialect(Func)
    return ctx


def universe_context() -> Context:
    """Every dialect xdsl-opt and nvvm-opt know, as a source file may hold any of them."""
    ctx = Context()
    for name, factory in Universe.get_multiverse().all_dialects.items():
        ctx.register_dialect(name, factory)
    return ctx


def parse_mlir(text: str, ctx: Context | None = None) -> ModuleOp:
    module = Parser(ctx or make_context(), text).parse_module()
    module.verify()
    return module


def mlir_to_llvm_ir(mlir_text: str, debug_info: bool = False) -> str:
    """Parse llvm-dialect MLIR text and export it as LLVM IR text."""
    return export_module(parse_mlir(mlir_text), debug_info)


# ---------------------------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------------------------

def overload_suffix(t: Attribute) -> str:
    """The mangled type suffix of an overloaded intrinsic (`.f32`, `.v4i32`, `.p1`)."""
    if isinstance(t, LLVMPointerType):
        return f"p{address_space(t)}"
    if isinstance(t, VectorType):
        return f"v{t.get_shape()[0]}{overload_suffix(t.get_element_type())}"
    if isinstance(t, IntegerType):
        return f"i{t.width.data}"
    names = {
        Float16Type: "f16",
        BFloat16Type: "bf16",
        Float32Type: "f32",
        Float64Type: "f64",
        Float80Type: "f80",
        Float128Type: "f128",
    }
    if type(t) in names:
        return names[type(t)]
    raise NotImplementedError(f"no intrinsic overload suffix for {t}")


# ---------------------------------------------------------------------------------------------
# Constants
# ---------------------------------------------------------------------------------------------


def _float_bits(value: float, t: Attribute) -> str:
    if isinstance(t, Float16Type):
        return f"0xH{struct.unpack('<H', struct.pack('<e', value))[0]:04X}"
    if isinstance(t, BFloat16Type):
        bits = struct.unpack("<I", struct.pack("<f", value))[0]
        if math.isnan(value):
            return "0xR7FC0"
        # round to nearest even on the dropped 16 bits
        bits += 0x7FFF + ((bits >> 16) & 1)
        return "0xR%04X" % ((bits >> 16) & 0xFFFF)
    if isinstance(t, Float32Type):
        # LLVM spells float constants as the double with the same value
        value = struct.unpack("<f", struct.pack("<f", value))[0]
    elif not isinstance(t, Float64Type):
        raise NotImplementedError(f"float constant of type {t}")
    return f"0x{struct.unpack('<Q', struct.pack('<d', value))[0]:016X}"


def scalar_constant(value: int | float, t: Attribute) -> str:
    if isinstance(t, IntegerType):
        if t.width.data == 1:
            return "true" if int(value) & 1 else "false"
        return str(int(value))
    if isinstance(t, LLVMPointerType):
        if int(value) != 0:
            return f"inttoptr (i64 {int(value)} to {llvm_type(t)})"
        return "null"
    return _float_bits(float(value), t)


def _attr_scalar(attr: Attribute) -> int | float:
    if isinstance(attr, IntegerAttr):
        return attr.value.data
    if isinstance(attr, FloatAttr):
        return attr.value.data
    raise NotImplementedError(f"constant value {attr}")


def _dense_values(attr: DenseIntOrFPElementsAttr) -> list[int | float]:
    return list(attr.get_values())


def constant_text(value: Attribute, t: Attribute) -> str:
    """LLVM IR constant of type `t` for a `llvm.mlir.constant` / global initializer value."""
    if isinstance(value, StringAttr):
        return string_constant(value.data)
    if isinstance(value, DenseIntOrFPElementsAttr):
        values = _dense_values(value)
        if isinstance(t, VectorType):
            elem = t.get_element_type()
            count = t.get_shape()[0]
            open_, close = "<", ">"
        elif isinstance(t, LLVMArrayType):
            elem, count, open_, close = t.type, t.size.data, "[", "]"
            if isinstance(elem, LLVMArrayType | VectorType):
                # nested arrays from a shaped dense attribute, row-major
                inner = elem.size.data if isinstance(elem, LLVMArrayType) else elem.get_shape()[0]
                if len(values) == 1:
                    values = values * (count * inner)
                rows = [
                    _dense_row(values[i * inner : (i + 1) * inner], elem) for i in range(count)
                ]
                return "[" + ", ".join(f"{llvm_type(elem)} {r}" for r in rows) + "]"
        else:
            if len(values) != 1:
                raise NotImplementedError(f"dense constant {value} of type {t}")
            return scalar_constant(values[0], t)
        if len(values) == 1 and count != 1:
            values = values * count  # splat
        items = ", ".join(f"{llvm_type(elem)} {scalar_constant(v, elem)}" for v in values)
        return f"{open_}{items}{close}"
    if isinstance(value, IntegerAttr | FloatAttr):
        if isinstance(t, VectorType | LLVMArrayType):
            return constant_text(
                DenseIntOrFPElementsAttr.from_list(
                    VectorType(value.type, [1]), [_attr_scalar(value)]  # type: ignore[arg-type]
                ),
                t,
            )
        return scalar_constant(_attr_scalar(value), t)
    raise NotImplementedError(f"constant {value} of type {t}")


def _dense_row(values: list[int | float], t: Attribute) -> str:
    if isinstance(t, LLVMArrayType):
        elem, open_, close = t.type, "[", "]"
    else:
        assert isinstance(t, VectorType)
        elem, open_, close = t.get_element_type(), "<", ">"
    return open_ + ", ".join(f"{llvm_type(elem)} {scalar_constant(v, elem)}" for v in values) + close


def string_constant(data: str | bytes) -> str:
    raw = data.encode("latin-1", "surrogateescape") if isinstance(data, str) else data
    out = []
    for byte in raw:
        ch = chr(byte)
        if 0x20 <= byte < 0x7F and ch not in '"\\':
            out.append(ch)
        else:
            out.append(f"\\{byte:02X}")
    return 'c"' + "".join(out) + '"'


def quoted(text: str) -> str:
    return '"' + "".join(
        ch if 0x20 <= ord(ch) < 0x7F and ch not in '"\\' else f"\\{ord(ch):02X}" for ch in text
    ) + '"'


def symbol(name: str) -> str:
    """`@name`, quoted when the name is not a plain LLVM identifier."""
    if name and all(c.isalnum() or c in "._$" for c in name) and not name[0].isdigit():
        return "@" + name
    return "@" + quoted(name)


# ---------------------------------------------------------------------------------------------
# Op property access that works for declarative ops, generic-format ops and other op classes
# ---------------------------------------------------------------------------------------------


def prop(op: Operation, name: str) -> Attribute | None:
    if name in op.properties:
        return op.properties[name]
    return op.attributes.get(name)


def int_prop(op: Operation, name: str, default: int | None = None) -> int | None:
    attr = prop(op, name)
    if attr is None:
        return default
    if isinstance(attr, IntegerAttr):
        return attr.value.data
    if isinstance(attr, IntAttr):
        return attr.data
    raise NotImplementedError(f"{op.name}: property {name} = {attr} is not an integer")


def flag_prop(op: Operation, *names: str) -> bool:
    for name in names:
        attr = prop(op, name)
        if isinstance(attr, UnitAttr):
            return True
        if isinstance(attr, IntegerAttr) and attr.value.data:
            return True
    return False


def enum_prop(op: Operation, name: str, by_index: Sequence[str]) -> str | None:
    """An enum property given as an enum attribute, a string or an index into `by_index`."""
    attr = prop(op, name)
    if attr is None:
        return None
    if isinstance(attr, IntegerAttr):
        return by_index[attr.value.data]
    if isinstance(attr, StringAttr):
        return attr.data
    data = getattr(attr, "data", None)
    if data is not None:
        return str(data)
    raise NotImplementedError(f"{op.name}: cannot read enum property {name} = {attr}")


def int_list(attr: Attribute | None) -> list[int]:
    if attr is None:
        return []
    if isinstance(attr, DenseArrayBase):
        return [int(v) for v in attr.iter_values()]
    if isinstance(attr, ArrayAttr):
        return [int(_attr_scalar(a)) for a in attr.data]  # type: ignore[arg-type]
    if isinstance(attr, DenseIntOrFPElementsAttr):
        return [int(v) for v in attr.get_values()]
    raise NotImplementedError(f"cannot read an integer list from {attr}")


# MLIR's AtomicOrdering enum values
ATOMIC_ORDERINGS = (
    "not_atomic", "unordered", "monotonic", "", "acquire", "release", "acq_rel", "seq_cst",
)
# MLIR's AtomicBinOp enum, in enum order
ATOMIC_BIN_OPS = (
    "xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
    "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat",
    "fmaximum", "fminimum", "fmaximumnum", "fminimumnum",
)
ICMP_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
FCMP_PREDICATES = (
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
)
FASTMATH_FLAGS = ("nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast")

_INT_BINARY = {
    "llvm.add": "add", "llvm.sub": "sub", "llvm.mul": "mul", "llvm.udiv": "udiv",
    "llvm.sdiv": "sdiv", "llvm.urem": "urem", "llvm.srem": "srem", "llvm.and": "and",
    "llvm.or": "or", "llvm.xor": "xor", "llvm.shl": "shl", "llvm.lshr": "lshr",
    "llvm.ashr": "ashr",
}
_FLOAT_BINARY = {
    "llvm.fadd": "fadd", "llvm.fsub": "fsub", "llvm.fmul": "fmul", "llvm.fdiv": "fdiv",
    "llvm.frem": "frem",
}
_CASTS = {
    "llvm.trunc": "trunc", "llvm.zext": "zext", "llvm.sext": "sext", "llvm.bitcast": "bitcast",
    "llvm.sitofp": "sitofp", "llvm.uitofp": "uitofp", "llvm.fptosi": "fptosi",
    "llvm.fptoui": "fptoui", "llvm.fpext": "fpext", "llvm.fptrunc": "fptrunc",
    "llvm.inttoptr": "inttoptr", "llvm.ptrtoint": "ptrtoint",
    "llvm.addrspacecast": "addrspacecast",
}
# Overloaded intrinsics `llvm.intr.X` -> `@llvm.X.<result type>`; extra i1 flags come from
# the named unit/bool properties, in order.
_OVERLOADED_INTRINSICS: dict[str, tuple[str, ...]] = {
    **{
        n: ()
        for n in (
            "fabs", "ceil", "floor", "sqrt", "exp", "exp2", "exp10", "log", "log2", "log10",
            "sin", "cos", "tan", "pow", "fma", "fmuladd", "copysign", "maxnum", "minnum",
            "maximum", "minimum", "round", "roundeven", "trunc", "rint", "nearbyint",
            "smax", "smin", "umax", "umin", "ctpop", "bitreverse", "bswap", "fshl", "fshr",
            "sadd.sat", "uadd.sat", "ssub.sat", "usub.sat",
        )
    },
    "abs": ("is_int_min_poison",),
    "ctlz": ("is_zero_poison",),
    "cttz": ("is_zero_poison",),
}
_SREG_PREFIX = "nvvm.read.ptx.sreg."
PARAM_ADDRESS_SPACE = 101
_KERNEL_INT_ATTRS = {
    "nvvm.minctasm": "nvvm.minctasm",
    "nvvm.maxnreg": "nvvm.maxnreg",
    "nvvm.cluster_max_blocks": "nvvm.maxclusterrank",
}
_KERNEL_DIM_ATTRS = ("nvvm.maxntid", "nvvm.reqntid", "nvvm.cluster_dim")
_ARG_FLAG_ATTRS = {
    "llvm.noalias": "noalias",
    "llvm.nonnull": "nonnull",
    "llvm.readonly": "readonly",
    "llvm.writeonly": "writeonly",
    "llvm.readnone": "readnone",
    "llvm.noundef": "noundef",
    "llvm.nocapture": "captures(none)",
    "llvm.signext": "signext",
    "llvm.zeroext": "zeroext",
    "llvm.inreg": "inreg",
    "llvm.returned": "returned",
    "llvm.nofree": "nofree",
    "llvm.nest": "nest",
}
_ARG_TYPE_ATTRS = {"llvm.byval": "byval", "llvm.byref": "byref", "llvm.sret": "sret",
                   "llvm.elementtype": "elementtype"}
_ARG_INT_ATTRS = {
    "llvm.align": "align",
    "llvm.dereferenceable": "dereferenceable",
    "llvm.dereferenceable_or_null": "dereferenceable_or_null",
}
_LINKAGES = {
    "external": "", "private": "private", "internal": "internal",
    "available_externally": "available_externally", "linkonce": "linkonce", "weak": "weak",
    "common": "common", "appending": "appending", "extern_weak": "extern_weak",
    "linkonce_odr": "linkonce_odr", "weak_odr": "weak_odr",
}


# ---------------------------------------------------------------------------------------------
# The exporter
# ---------------------------------------------------------------------------------------------


@dataclass
class _DebugInfo:
    """The `!dbg` metadata of one exported module."""

    nodes: list[str] = field(default_factory=list)
    files: dict[str, int] = field(default_factory=dict)
    unit: int | None = None

    def node(self, text: str) -> int:
        self.nodes.append(text)
        return len(self.nodes) - 1

    def file(self, name: str) -> int:
        if name not in self.files:
            self.files[name] = self.node(f'!DIFile(filename: {quoted(name)}, directory: "")')
        return self.files[name]

    def subprogram(self, name: str, position: FileLineColLoc) -> tuple[int, str]:
        """A DISubprogram for function `name` starting at `position`; (node, its file)."""
        filename, line = position.filename.data, position.line.data
        file = self.file(filename)
        if self.unit is None:
            self.unit = self.node(
                f"distinct !DICompileUnit(language: DW_LANG_C, file: !{file}, "
                "emissionKind: DebugDirectivesOnly)"
            )
        signature = self.node("!DISubroutineType(types: !{})")
        node = self.node(
            f"distinct !DISubprogram(name: {quoted(name)}, scope: !{file}, file: !{file}, "
            f"line: {line}, type: !{signature}, scopeLine: {line}, "
            f"spFlags: DISPFlagDefinition, unit: !{self.unit})"
        )
        return node, filename

    def location(self, position: FileLineColLoc | None, scope: tuple[int, str]) -> int:
        """A DILocation in `scope` (line 0 where the op has no source position); a line in
        another file than the function's goes through a DILexicalBlockFile, as MLIR's own
        translation does."""
        filename, line, column = (
            (position.filename.data, position.line.data, position.column.data)
            if position is not None
            else (scope[1], 0, 0)
        )
        parent = scope[0]
        if filename != scope[1]:
            parent = self.node(
                f"!DILexicalBlockFile(scope: !{scope[0]}, file: !{self.file(filename)}, "
                "discriminator: 0)"
            )
        return self.node(f"!DILocation(line: {line}, column: {column}, scope: !{parent})")

    def module_metadata(self) -> list[str]:
        if self.unit is None:
            return []
        return [
            f"!llvm.dbg.cu = !{{!{self.unit}}}",
            "!llvm.module.flags = !{!" + str(len(self.nodes)) + "}",
            *(f"!{index} = {text}" for index, text in enumerate(self.nodes)),
            f'!{len(self.nodes)} = !{{i32 2, !"Debug Info Version", i32 3}}',
        ]


@dataclass
class _FunctionState:
    names: dict[SSAValue, str] = field(default_factory=dict)
    blocks: dict[Block, str] = field(default_factory=dict)
    counter: int = 0
    # phi incoming per block: block -> list of (arg values, predecessor label)
    incoming: dict[Block, list[tuple[list[str], str]]] = field(default_factory=dict)
    # (terminator, successor index) -> label of the edge block standing in for the successor
    edge_labels: dict[tuple[Operation, int], str] = field(default_factory=dict)
    edge_blocks: list[str] = field(default_factory=list)
    # (DISubprogram node, its file) when the function has debug info
    debug_scope: tuple[int, str] | None = None


class LLVMIRExporter:
    def __init__(self, debug_info: bool = False) -> None:
        self.debug = _DebugInfo() if debug_info else None
        self.declarations: dict[str, str] = {}
        self.defined: set[str] = set()
        self.function_types: dict[str, LLVMFunctionType] = {}
        self.fn: _FunctionState = _FunctionState()

    # -- module ------------------------------------------------------------------------------

    def export(self, module: ModuleOp) -> str:
        body: list[str] = []
        ops = list(module.ops)
        # nested `gpu.module`/builtin.module containers: export their contents
        flat: list[Operation] = []
        has_gpu_modules = any(op.name == "gpu.module" for op in ops)
        for op in ops:
            if op.name in ("builtin.module", "gpu.module") and op.regions:
                flat.extend(op.regions[0].block.ops if op.regions[0].blocks else [])
            elif not has_gpu_modules:
                flat.append(op)
            # else: host code beside the gpu.modules (func.func, gpu.launch_func) is not device code
        for op in flat:
            if op.name == "llvm.func":
                name = op.properties["sym_name"].data  # type: ignore[union-attr]
                self.defined.add(name)
                self.function_types[name] = op.properties["function_type"]  # type: ignore[assignment]
        for op in flat:
            if op.name == "llvm.mlir.global":
                body.append(self.global_text(op))
            elif op.name == "llvm.func":
                body.append(self.function_text(op))
            elif op.name in ("gpu.module_end", "llvm.mlir.global_ctors", "llvm.mlir.global_dtors"):
                continue
            else:
                raise NotImplementedError(f"top-level op {op.name} is not supported")
        decls = [d for name, d in self.declarations.items() if name not in self.defined]
        metadata = self.debug.module_metadata() if self.debug is not None else []
        return "\n".join([*body, *decls, *metadata]) + "\n"

    def declare(self, name: str, ret: str, params: Iterable[str], variadic: bool = False) -> None:
        if name in self.defined or name in self.declarations:
            return
        plist = list(params) + (["..."] if variadic else [])
        self.declarations[name] = f"declare {ret} {symbol(name)}({', '.join(plist)})"

    # -- globals -----------------------------------------------------------------------------

    def global_text(self, op: Operation) -> str:
        name = prop(op, "sym_name").data  # type: ignore[union-attr]
        t = prop(op, "global_type")
        assert t is not None
        linkage_attr = prop(op, "linkage")
        linkage = linkage_attr.linkage.data if linkage_attr is not None else "external"  # type: ignore[attr-defined]
        space = int_prop(op, "addr_space", 0) or 0
        value = prop(op, "value")
        init: str | None = None
        if value is not None:
            init = constant_text(value, t)
        elif op.regions and op.regions[0].blocks:
            init = self.global_region_initializer(op)
        parts = [symbol(name), "="]
        is_declaration = init is None and linkage in ("external", "extern_weak")
        if is_declaration:
            parts.append("extern_weak" if linkage == "extern_weak" else "external")
        elif _LINKAGES.get(linkage):
            parts.append(_LINKAGES[linkage])
        if linkage not in _LINKAGES:
            raise NotImplementedError(f"llvm.mlir.global linkage {linkage}")
        unnamed = int_prop(op, "unnamed_addr", 0)
        if unnamed == 1:
            parts.append("local_unnamed_addr")
        elif unnamed == 2:
            parts.append("unnamed_addr")
        if flag_prop(op, "thread_local_"):
            parts.append("thread_local")
        if space:
            parts.append(f"addrspace({space})")
        parts.append("constant" if flag_prop(op, "constant") else "global")
        parts.append(llvm_type(t))
        if not is_declaration:
            # LLVM needs an initializer on a definition; MLIR leaves shared memory uninitialized
            parts.append(init if init is not None else "undef")
        text = " ".join(parts)
        if (align := int_prop(op, "alignment")) is not None:
            text += f", align {align}"
        if (section := prop(op, "section")) is not None:
            text += f", section {quoted(section.data)}"  # type: ignore[attr-defined]
        return text

    def global_region_initializer(self, op: Operation) -> str:
        """Initializer regions of constant ops ending in `llvm.return`."""
        self.fn = _FunctionState()
        block = op.regions[0].block
        for inner in block.ops:
            if inner.name == "llvm.return":
                return self.value(inner.operands[0])
            if self.fold_constant(inner):
                continue
            if inner.name == "llvm.insertvalue":
                agg, val = inner.operands
                position = int_list(prop(inner, "position"))
                self.fn.names[inner.results[0]] = self.insert_constant(
                    agg, val, position, inner.results[0].type
                )
                continue
            raise NotImplementedError(f"{inner.name} in a global initializer region")
        raise NotImplementedError("global initializer region without llvm.return")

    def insert_constant(
        self, agg: SSAValue, val: SSAValue, position: list[int], t: Attribute
    ) -> str:
        raise NotImplementedError("llvm.insertvalue in a global initializer region")

    # -- functions ---------------------------------------------------------------------------

    def function_text(self, op: Operation) -> str:
        self.fn = _FunctionState()
        name = prop(op, "sym_name").data  # type: ignore[union-attr]
        ftype = prop(op, "function_type")
        assert isinstance(ftype, LLVMFunctionType)
        region = op.regions[0]
        is_decl = not region.blocks
        arg_attrs = prop(op, "arg_attrs")
        res_attrs = prop(op, "res_attrs")
        params: list[str] = []
        args = list(region.blocks[0].args) if not is_decl else []
        prologue: list[str] = []
        for i, ptype in enumerate(ftype.inputs.data):
            attrs = self.param_attrs(arg_attrs, i)
            param_type = llvm_type(ptype)
            arg_name = f"%arg{i}"
            if (
                not is_decl
                and isinstance(ptype, LLVMPointerType)
                and address_space(ptype) == PARAM_ADDRESS_SPACE
                and any(a.startswith("byval(") for a in attrs)
            ):
                # A byval param already rewritten to param space (lower-struct-args): LLVM
                # wants the generic pointer in the signature and casts it itself, as its
                # NVPTXLowerArgs does, so spell it that way.
                param_type = "ptr"
                arg_name = f"%arg{i}.generic"
                prologue.append(f"  %arg{i} = addrspacecast ptr {arg_name} to {llvm_type(ptype)}")
            text = param_type + (" " + " ".join(attrs) if attrs else "")
            if not is_decl:
                self.fn.names[args[i]] = f"%arg{i}"
                text += " " + arg_name
            params.append(text)
        if ftype.is_variadic:
            params.append("...")
        ret_attrs = " ".join(self.param_attrs(res_attrs, 0))
        header = ["declare" if is_decl else "define"]
        linkage_attr = prop(op, "linkage")
        linkage = linkage_attr.linkage.data if linkage_attr is not None else "external"  # type: ignore[attr-defined]
        if linkage not in _LINKAGES:
            raise NotImplementedError(f"llvm.func linkage {linkage}")
        if _LINKAGES[linkage] and not (is_decl and linkage == "external"):
            header.append(_LINKAGES[linkage])
        cconv = self.calling_convention(op)
        if cconv:
            header.append(cconv)
        if ret_attrs:
            header.append(ret_attrs)
        header.append(llvm_type(ftype.output))
        header.append(f"{symbol(name)}({', '.join(params)})")
        header.extend(self.function_attributes(op))
        if is_decl:
            self.declarations.pop(name, None)
            return " ".join(header)
        if self.debug is not None:
            located = [source_line(o.location) for o in (op, *op.walk())]
            first = next((p for p in located if p is not None), None)
            if first is not None:
                self.fn.debug_scope = self.debug.subprogram(name, first)
                header.append(f"!dbg !{self.fn.debug_scope[0]}")
        body = self.body_text(region.blocks)
        if prologue:
            # the casts open the entry block, before any use
            label, rest = body.split("\n", 1)
            body = "\n".join([label, *prologue, rest])
        return " ".join(header) + " {\n" + body + "}\n"

    def calling_convention(self, op: Operation) -> str:
        if "nvvm.kernel" in op.attributes:  # as MLIR's export: `gpu.kernel` alone is no kernel
            return "ptx_kernel"
        cconv = prop(op, "CConv")
        name = cconv.convention.data if cconv is not None else "ccc"  # type: ignore[attr-defined]
        return "" if name == "ccc" else name

    def function_attributes(self, op: Operation) -> list[str]:
        out: list[str] = []
        for key in _KERNEL_DIM_ATTRS:
            if (attr := op.attributes.get(key)) is not None:
                dims = ",".join(str(v) for v in int_list(attr))
                out.append(f"{quoted(key)}={quoted(dims)}")
        for key, llvm_key in _KERNEL_INT_ATTRS.items():
            if (attr := op.attributes.get(key)) is not None:
                out.append(f"{quoted(llvm_key)}={quoted(str(int(_attr_scalar(attr))))}")
        if "nvvm.blocksareclusters" in op.attributes:
            out.append(quoted("nvvm.blocksareclusters"))
        if flag_prop(op, "no_inline"):
            out.append("noinline")
        if flag_prop(op, "optimize_none"):
            out.extend(["optnone", "noinline"] if "noinline" not in out else ["optnone"])
        if flag_prop(op, "no_unwind"):
            out.append("nounwind")
        passthrough = prop(op, "passthrough")
        if isinstance(passthrough, ArrayAttr):
            for item in passthrough.data:
                if isinstance(item, StringAttr):
                    out.append(item.data)
                elif isinstance(item, ArrayAttr) and len(item.data) == 2:
                    k, v = item.data
                    out.append(f"{quoted(k.data)}={quoted(v.data)}")  # type: ignore[attr-defined]
        return out

    def param_attrs(self, attrs: Attribute | None, index: int) -> list[str]:
        if not isinstance(attrs, ArrayAttr) or index >= len(attrs.data):
            return []
        entry = attrs.data[index]
        assert isinstance(entry, DictionaryAttr)
        out: list[str] = []
        for key, value in entry.data.items():
            if key in _ARG_FLAG_ATTRS:
                out.append(_ARG_FLAG_ATTRS[key])
            elif key in _ARG_TYPE_ATTRS:
                out.append(f"{_ARG_TYPE_ATTRS[key]}({llvm_type(value)})")
            elif key in _ARG_INT_ATTRS:
                out.append(f"{_ARG_INT_ATTRS[key]} {int(_attr_scalar(value))}")
            elif key == "nvvm.grid_constant":
                out.append(quoted("nvvm.grid_constant"))
            elif key.startswith("llvm."):
                raise NotImplementedError(f"argument attribute {key}")
        return out

    # -- bodies ------------------------------------------------------------------------------

    def body_text(self, blocks: Sequence[Block]) -> str:
        fn = self.fn
        for i, block in enumerate(blocks):
            fn.blocks[block] = f"bb{i}"
            if i:
                for j, arg in enumerate(block.args):
                    fn.names[arg] = f"%a{i}_{j}"
        # Constants are folded into their uses, so they are named before any use is printed.
        for block in blocks:
            for op in block.ops:
                self.fold_constant(op)
        for block in blocks:
            term = block.last_op
            if term is not None:
                self.collect_edges(block, term)
        out: list[str] = []
        for block in blocks:
            out.append(f"{self.fn.blocks[block]}:")
            for arg_index, arg in enumerate(block.args if block is not blocks[0] else ()):
                incoming = fn.incoming.get(block, [])
                pairs = ", ".join(f"[ {vals[arg_index]}, %{label} ]" for vals, label in incoming)
                out.append(f"  {fn.names[arg]} = phi {llvm_type(arg.type)} {pairs}")
            for op in block.ops:
                if op in self._folded:
                    continue
                lines = self.op_lines(op)
                if self.debug is not None and fn.debug_scope is not None:
                    lines = self.with_debug_location(lines, op)
                out.extend("  " + line for line in lines)
        out.extend(fn.edge_blocks)
        return "\n".join(out) + "\n"

    def with_debug_location(self, lines: list[str], op: Operation) -> list[str]:
        """`lines` (the instructions of `op`) with `op`'s DILocation attached. Ops without a
        source position get none, except calls, which LLVM requires to have one (line 0)."""
        assert self.debug is not None and self.fn.debug_scope is not None
        position = source_line(op.location)
        if position is None and op.name != "llvm.call":
            return lines
        ref = f", !dbg !{self.debug.location(position, self.fn.debug_scope)}"
        return [line if line.rstrip().endswith(":") else line + ref for line in lines]

    _folded: set[Operation]

    def fold_constant(self, op: Operation) -> bool:
        """Name the result of a constant-like op with its constant text; True if folded."""
        if not hasattr(self, "_folded"):
            self._folded = set()
        text: str | None = None
        if op.name == "llvm.mlir.constant":
            text = constant_text(prop(op, "value"), op.results[0].type)  # type: ignore[arg-type]
        elif op.name == "llvm.mlir.undef":
            text = "undef"
        elif op.name == "llvm.mlir.poison":
            text = "poison"
        elif op.name == "llvm.mlir.zero":
            t = op.results[0].type
            text = "null" if isinstance(t, LLVMPointerType) else "zeroinitializer"
            if isinstance(t, IntegerType):
                text = "0"
            elif type(t) in FLOAT_TYPE_NAMES:
                text = scalar_constant(0.0, t)
        elif op.name == "llvm.mlir.addressof":
            ref = prop(op, "global_name")
            assert isinstance(ref, SymbolRefAttr)
            text = symbol(ref.root_reference.data)
        if text is None:
            return False
        self.fn.names[op.results[0]] = text
        self._folded.add(op)
        return True

    def successor_operands(self, term: Operation) -> list[list[SSAValue]]:
        """The operands each successor of a terminator receives as block arguments."""
        n = len(term.successors)
        if n == 0:
            return []
        if term.name == "llvm.br":
            return [list(term.operands)]
        if term.name == "llvm.cond_br":
            sizes = int_list(prop(term, "operandSegmentSizes"))
            if not sizes:
                # fall back on the successors' arities: cond, then-args, else-args
                sizes = [1, len(term.successors[0].args), len(term.successors[1].args)]
            ops = list(term.operands)
            return [ops[1 : 1 + sizes[1]], ops[1 + sizes[1] : 1 + sizes[1] + sizes[2]]]
        if term.name == "llvm.switch":
            sizes = int_list(prop(term, "operandSegmentSizes"))
            ops = list(term.operands)
            default_count = sizes[1] if sizes else len(term.successors[0].args)
            default_ops = ops[1 : 1 + default_count]
            case_ops = ops[1 + default_count :]
            case_sizes = int_list(prop(term, "case_operand_segments"))
            if not case_sizes:
                case_sizes = [len(s.args) for s in term.successors[1:]]
            result = [default_ops]
            pos = 0
            for size in case_sizes:
                result.append(case_ops[pos : pos + size])
                pos += size
            return result
        raise NotImplementedError(f"terminator {term.name} with successors")

    def collect_edges(self, block: Block, term: Operation) -> None:
        fn = self.fn
        if not term.successors:
            return
        groups = self.successor_operands(term)
        pred_label = fn.blocks[block]
        targets = list(term.successors)
        for index, (succ, values) in enumerate(zip(targets, groups, strict=True)):
            if not succ.args:
                continue
            texts = [self.value(v) for v in values]
            if targets.count(succ) > 1:
                edge = f"{pred_label}.edge{index}"
                fn.edge_labels[(term, index)] = edge
                fn.edge_blocks.append(f"{edge}:\n  br label %{fn.blocks[succ]}")
                fn.incoming.setdefault(succ, []).append((texts, edge))
            else:
                fn.incoming.setdefault(succ, []).append((texts, pred_label))

    def label(self, term: Operation, index: int) -> str:
        edge = self.fn.edge_labels.get((term, index))
        return "%" + (edge or self.fn.blocks[term.successors[index]])

    def value(self, v: SSAValue) -> str:
        name = self.fn.names.get(v)
        if name is None:
            # a value defined later in program order (dominance across blocks)
            name = self.fresh()
            self.fn.names[v] = name
        return name

    def typed(self, v: SSAValue) -> str:
        return f"{llvm_type(v.type)} {self.value(v)}"

    def fresh(self) -> str:
        self.fn.counter += 1
        return f"%v{self.fn.counter}"

    def result(self, op: Operation, index: int = 0) -> str:
        return self.value(op.results[index])

    # -- instructions ------------------------------------------------------------------------

    def op_lines(self, op: Operation) -> list[str]:
        name = op.name
        if name in _INT_BINARY:
            flags = self.int_flags(op)
            lhs, rhs = op.operands
            return [f"{self.result(op)} = {_INT_BINARY[name]}{flags} {self.typed(lhs)}, {self.value(rhs)}"]
        if name in _FLOAT_BINARY:
            lhs, rhs = op.operands
            return [
                f"{self.result(op)} = {_FLOAT_BINARY[name]}{self.fastmath(op)} "
                f"{self.typed(lhs)}, {self.value(rhs)}"
            ]
        if name == "llvm.fneg":
            return [f"{self.result(op)} = fneg{self.fastmath(op)} {self.typed(op.operands[0])}"]
        if name in _CASTS:
            flags = self.int_flags(op)
            return [
                f"{self.result(op)} = {_CASTS[name]}{flags} {self.typed(op.operands[0])} "
                f"to {llvm_type(op.results[0].type)}"
            ]
        if name == "llvm.freeze":
            return [f"{self.result(op)} = freeze {self.typed(op.operands[0])}"]
        if name == "llvm.icmp":
            pred = enum_prop(op, "predicate", ICMP_PREDICATES)
            lhs, rhs = op.operands
            return [f"{self.result(op)} = icmp {pred} {self.typed(lhs)}, {self.value(rhs)}"]
        if name == "llvm.fcmp":
            pred = enum_prop(op, "predicate", FCMP_PREDICATES)
            pred = (pred or "").lstrip("_")
            lhs, rhs = op.operands
            return [
                f"{self.result(op)} = fcmp{self.fastmath(op)} {pred} "
                f"{self.typed(lhs)}, {self.value(rhs)}"
            ]
        if name == "llvm.select":
            c, a, b = op.operands
            return [f"{self.result(op)} = select {self.typed(c)}, {self.typed(a)}, {self.typed(b)}"]
        if name == "llvm.alloca":
            t = llvm_type(prop(op, "elem_type"))  # type: ignore[arg-type]
            text = f"{self.result(op)} = alloca {t}, {self.typed(op.operands[0])}"
            if (align := int_prop(op, "alignment")) is not None and align > 0:
                text += f", align {align}"
            space = address_space(op.results[0].type)
            if space:
                text += f", addrspace({space})"
            return [text]
        if name == "llvm.load":
            return [self.load_text(op)]
        if name == "llvm.store":
            return [self.store_text(op)]
        if name == "llvm.getelementptr":
            return [self.gep_text(op)]
        if name == "llvm.extractvalue":
            pos = ", ".join(str(p) for p in int_list(prop(op, "position")))
            return [f"{self.result(op)} = extractvalue {self.typed(op.operands[0])}, {pos}"]
        if name == "llvm.insertvalue":
            pos = ", ".join(str(p) for p in int_list(prop(op, "position")))
            agg, val = op.operands
            return [f"{self.result(op)} = insertvalue {self.typed(agg)}, {self.typed(val)}, {pos}"]
        if name == "llvm.extractelement":
            vec, idx = op.operands
            return [f"{self.result(op)} = extractelement {self.typed(vec)}, {self.typed(idx)}"]
        if name == "llvm.insertelement":
            vec, val, idx = op.operands
            return [
                f"{self.result(op)} = insertelement {self.typed(vec)}, {self.typed(val)}, "
                f"{self.typed(idx)}"
            ]
        if name == "llvm.shufflevector":
            a, b = op.operands
            mask = int_list(prop(op, "mask"))
            mask_text = ", ".join("i32 poison" if m < 0 else f"i32 {m}" for m in mask)
            return [
                f"{self.result(op)} = shufflevector {self.typed(a)}, {self.typed(b)}, "
                f"<{len(mask)} x i32> <{mask_text}>"
            ]
        if name == "llvm.call":
            return [self.call_text(op)]
        if name == "llvm.call_intrinsic":
            intrin = prop(op, "intrin").data  # type: ignore[union-attr]
            ret = llvm_type(op.results[0].type) if op.results else "void"
            self.declare(intrin, ret, [llvm_type(a.type) for a in op.operands])
            return [self.call_line(op, ret, symbol(intrin), op.operands)]
        if name == "llvm.inline_asm":
            return [self.inline_asm_text(op)]
        if name.startswith("llvm.intr."):
            return self.intrinsic_lines(op, name[len("llvm.intr.") :])
        if name == "llvm.atomicrmw":
            return [self.atomicrmw_text(op)]
        if name == "llvm.cmpxchg":
            return [self.cmpxchg_text(op)]
        if name == "llvm.fence":
            ordering = enum_prop(op, "ordering", ATOMIC_ORDERINGS)
            return [f"fence{self.syncscope(op)} {ordering}"]
        if name == "llvm.va_arg":
            return [
                f"{self.result(op)} = va_arg {self.typed(op.operands[0])}, "
                f"{llvm_type(op.results[0].type)}"
            ]
        if name == "llvm.return":
            return [f"ret {self.typed(op.operands[0])}" if op.operands else "ret void"]
        if name == "llvm.unreachable":
            return ["unreachable"]
        if name == "llvm.br":
            return [f"br label {self.label(op, 0)}"]
        if name == "llvm.cond_br":
            return [
                f"br {self.typed(op.operands[0])}, label {self.label(op, 0)}, "
                f"label {self.label(op, 1)}"
            ]
        if name == "llvm.switch":
            return [self.switch_text(op)]
        if name.startswith("nvvm."):
            return self.nvvm_lines(op)
        raise NotImplementedError(f"op {name} is not supported by the LLVM IR exporter")

    def int_flags(self, op: Operation) -> str:
        flags: list[str] = []
        overflow = prop(op, "overflowFlags")
        if isinstance(overflow, IntegerAttr):
            bits = overflow.value.data
            if bits & 2:
                flags.append("nuw")
            if bits & 1:
                flags.append("nsw")
        elif overflow is not None:
            names = {str(f) for f in getattr(overflow, "data", ())}
            flags.extend(f for f in ("nuw", "nsw") if f in names)
        if flag_prop(op, "isExact"):
            flags.append("exact")
        if flag_prop(op, "isDisjoint"):
            flags.append("disjoint")
        if flag_prop(op, "nonNeg"):
            flags.append("nneg")
        return "".join(" " + f for f in flags)

    def fastmath(self, op: Operation) -> str:
        attr = prop(op, "fastmathFlags")
        if attr is None:
            return ""
        names = {str(f) for f in getattr(attr, "data", ())}
        if "fast" in names:
            return " fast"
        return "".join(" " + f for f in FASTMATH_FLAGS if f in names)

    def syncscope(self, op: Operation) -> str:
        scope = prop(op, "syncscope")
        if isinstance(scope, StringAttr) and scope.data:
            return f" syncscope({quoted(scope.data)})"
        return ""

    def memory_access(self, op: Operation, opcode: str, operands: str) -> str:
        """`load`/`store` of `operands` with the op's ordering, volatility, alignment and
        nontemporal hint."""
        ordering = enum_prop(op, "ordering", ATOMIC_ORDERINGS) or "not_atomic"
        volatile = " volatile" if flag_prop(op, "volatile_", "volatile") else ""
        atomic = ordering != "not_atomic"
        text = f"{opcode}{' atomic' if atomic else ''}{volatile} {operands}"
        if atomic:
            text += f"{self.syncscope(op)} {ordering}"
        if (align := int_prop(op, "alignment")) is not None and align > 0:
            text += f", align {align}"
        if flag_prop(op, "nontemporal"):
            text += ", !nontemporal !{i32 1}"
        return text

    def load_text(self, op: Operation) -> str:
        loaded = f"{llvm_type(op.results[0].type)}, {self.typed(op.operands[0])}"
        text = f"{self.result(op)} = {self.memory_access(op, 'load', loaded)}"
        if flag_prop(op, "invariant"):
            text += ", !invariant.load !{}"
        return text

    def store_text(self, op: Operation) -> str:
        value, ptr = op.operands[0], op.operands[1]
        return self.memory_access(op, "store", f"{self.typed(value)}, {self.typed(ptr)}")

    def gep_text(self, op: Operation) -> str:
        ptr = op.operands[0]
        dynamic = iter(op.operands[1:])
        indices: list[str] = []
        for raw in int_list(prop(op, "rawConstantIndices")):
            if raw == GEP_USE_SSA_VAL:
                indices.append(self.typed(next(dynamic)))
            else:
                indices.append(f"i32 {raw}")
        inbounds = " inbounds" if flag_prop(op, "inbounds") else ""
        nowrap = int_prop(op, "noWrapFlags", 0) or 0
        if nowrap & 1 and not inbounds:  # MLIR GEPNoWrapFlags: inboundsFlag=1, nusw=2, nuw=4
            inbounds = " inbounds"
        if nowrap & 4:
            inbounds += " nuw"
        elem = llvm_type(prop(op, "elem_type"))  # type: ignore[arg-type]
        return (
            f"{self.result(op)} = getelementptr{inbounds} {elem}, {self.typed(ptr)}"
            + "".join(", " + i for i in indices)
        )

    def call_line(
        self, op: Operation, ret: str, callee: str, args: Sequence[SSAValue], fn_type: str = ""
    ) -> str:
        arg_text = ", ".join(self.typed(a) for a in args)
        call = f"call {fn_type or ret} {callee}({arg_text})"
        if op.results:
            return f"{self.result(op)} = {call}"
        return call

    def call_text(self, op: Operation) -> str:
        callee = prop(op, "callee")
        args = list(op.operands)
        bundle_sizes = int_list(prop(op, "op_bundle_sizes"))
        if sum(bundle_sizes):
            raise NotImplementedError("llvm.call with operand bundles")
        segments = int_list(prop(op, "operandSegmentSizes"))
        if segments:
            args = args[: segments[0]]
        ret = llvm_type(op.results[0].type) if op.results else "void"
        var_type = prop(op, "var_callee_type")
        fn_type = function_type_text(var_type) if isinstance(var_type, LLVMFunctionType) else ""
        cconv_attr = prop(op, "CConv")
        cconv = cconv_attr.convention.data if cconv_attr is not None else "ccc"  # type: ignore[attr-defined]
        prefix = "" if cconv == "ccc" else cconv + " "
        if isinstance(callee, SymbolRefAttr):
            target = symbol(callee.root_reference.data)
            known = self.function_types.get(callee.root_reference.data)
            if not fn_type and known is not None and known.is_variadic:
                # LLVM needs the callee's function type on a variadic call
                fn_type = function_type_text(known)
        else:
            target = self.value(args[0])
            args = args[1:]
        line = self.call_line(op, ret, target, args, fn_type)
        return line.replace("call ", "call " + prefix, 1) if prefix else line

    def inline_asm_text(self, op: Operation) -> str:
        asm = prop(op, "asm_string").data  # type: ignore[union-attr]
        constraints = prop(op, "constraints").data  # type: ignore[union-attr]
        side = " sideeffect" if flag_prop(op, "has_side_effects") else ""
        align = " alignstack" if flag_prop(op, "is_align_stack") else ""
        returns = bool(op.results) and not isinstance(op.results[0].type, LLVMVoidType)
        ret = llvm_type(op.results[0].type) if returns else "void"
        # operand_attrs: one dictionary per operand; `elementtype` becomes the parameter attribute.
        operand_attrs = prop(op, "operand_attrs")
        entries = list(operand_attrs.data) if isinstance(operand_attrs, ArrayAttr) else []
        args: list[str] = []
        for index, arg in enumerate(op.operands):
            entry = entries[index] if index < len(entries) else None
            element = entry.data.get("elementtype") if isinstance(entry, DictionaryAttr) else None
            if element is not None:
                args.append(f"{llvm_type(arg.type)} elementtype({llvm_type(element)}) {self.value(arg)}")
            else:
                args.append(self.typed(arg))
        call = f"call {ret} asm{side}{align} {quoted(asm)}, {quoted(constraints)}({', '.join(args)})"
        return f"{self.result(op)} = {call}" if returns else call

    def atomicrmw_text(self, op: Operation) -> str:
        ptr, val = op.operands
        bin_op = enum_prop(op, "bin_op", ATOMIC_BIN_OPS)
        bin_op = (bin_op or "").lstrip("_")
        ordering = enum_prop(op, "ordering", ATOMIC_ORDERINGS)
        volatile = " volatile" if flag_prop(op, "volatile_", "volatile") else ""
        text = (
            f"{self.result(op)} = atomicrmw{volatile} {bin_op} {self.typed(ptr)}, "
            f"{self.typed(val)}{self.syncscope(op)} {ordering}"
        )
        if (align := int_prop(op, "alignment")) is not None and align > 0:
            text += f", align {align}"
        return text

    def cmpxchg_text(self, op: Operation) -> str:
        ptr, cmp, new = op.operands
        success = enum_prop(op, "success_ordering", ATOMIC_ORDERINGS)
        failure = enum_prop(op, "failure_ordering", ATOMIC_ORDERINGS)
        weak = " weak" if flag_prop(op, "weak") else ""
        volatile = " volatile" if flag_prop(op, "volatile_", "volatile") else ""
        text = (
            f"{self.result(op)} = cmpxchg{weak}{volatile} {self.typed(ptr)}, {self.typed(cmp)}, "
            f"{self.typed(new)}{self.syncscope(op)} {success} {failure}"
        )
        if (align := int_prop(op, "alignment")) is not None and align > 0:
            text += f", align {align}"
        return text

    def switch_text(self, op: Operation) -> str:
        value = op.operands[0]
        t = llvm_type(value.type)
        cases = int_list(prop(op, "case_values"))
        lines = [f"switch {self.typed(value)}, label {self.label(op, 0)} ["]
        for i, case in enumerate(cases):
            lines.append(f"    {t} {case}, label {self.label(op, i + 1)}")
        lines.append("  ]")
        return "\n".join(lines)

    def intrinsic_lines(self, op: Operation, short: str) -> list[str]:
        operands = list(op.operands)
        if short in ("memcpy", "memmove", "memcpy.inline"):
            dst, src, length = operands[:3]
            name = (
                f"llvm.{short}.{overload_suffix(dst.type)}.{overload_suffix(src.type)}"
                f".{overload_suffix(length.type)}"
            )
            volatile = "true" if flag_prop(op, "isVolatile") else "false"
            self.declare(name, "void", [llvm_type(dst.type), llvm_type(src.type),
                                        llvm_type(length.type), "i1"])
            return [f"call void {symbol(name)}({self.typed(dst)}, {self.typed(src)}, "
                    f"{self.typed(length)}, i1 {volatile})"]
        if short in ("memset", "memset.inline"):
            dst, val, length = operands[:3]
            name = f"llvm.{short}.{overload_suffix(dst.type)}.{overload_suffix(length.type)}"
            volatile = "true" if flag_prop(op, "isVolatile") else "false"
            self.declare(name, "void", [llvm_type(dst.type), "i8", llvm_type(length.type), "i1"])
            return [f"call void {symbol(name)}({self.typed(dst)}, {self.typed(val)}, "
                    f"{self.typed(length)}, i1 {volatile})"]
        if short in ("vastart", "vaend", "vacopy"):
            llvm_name = {"vastart": "va_start", "vaend": "va_end", "vacopy": "va_copy"}[short]
            name = f"llvm.{llvm_name}.{overload_suffix(operands[0].type)}"
            if short == "vacopy":
                # MLIR: `llvm.intr.vacopy %src to %dest`; LLVM: va_copy(dest, src)
                src, dst = self._vacopy_operands(op)
                self.declare(name, "void", [llvm_type(dst.type), llvm_type(src.type)])
                return [f"call void {symbol(name)}({self.typed(dst)}, {self.typed(src)})"]
            self.declare(name, "void", [llvm_type(operands[0].type)])
            return [f"call void {symbol(name)}({self.typed(operands[0])})"]
        if short in ("stacksave", "stackrestore"):
            ptr_type = op.results[0].type if short == "stacksave" else operands[0].type
            name = f"llvm.{short}.{overload_suffix(ptr_type)}"
            if short == "stacksave":
                self.declare(name, llvm_type(ptr_type), [])
                return [f"{self.result(op)} = call {llvm_type(ptr_type)} {symbol(name)}()"]
            self.declare(name, "void", [llvm_type(ptr_type)])
            return [f"call void {symbol(name)}({self.typed(operands[0])})"]
        if short in ("lifetime.start", "lifetime.end"):
            ptr = operands[-1]
            name = f"llvm.{short}.{overload_suffix(ptr.type)}"
            self.declare(name, "void", [llvm_type(ptr.type)])
            return [f"call void {symbol(name)}({self.typed(ptr)})"]
        if short in ("assume", "trap", "debugtrap"):
            self.declare(f"llvm.{short}", "void", [llvm_type(a.type) for a in operands])
            return [self.call_line(op, "void", symbol(f"llvm.{short}"), operands)]
        if short.startswith("vector.reduce."):
            # Overloaded on the vector (the last operand; fadd/fmul take a start value first).
            ret_type = op.results[0].type
            name = f"llvm.{short}.{overload_suffix(operands[-1].type)}"
            self.declare(name, llvm_type(ret_type), [llvm_type(a.type) for a in operands])
            args = ", ".join(self.typed(a) for a in operands)
            fmf = self.fastmath(op) if type(ret_type) in FLOAT_TYPE_NAMES else ""
            return [f"{self.result(op)} = call{fmf} {llvm_type(ret_type)} {symbol(name)}({args})"]
        if short in _OVERLOADED_INTRINSICS:
            if not op.results:
                raise NotImplementedError(f"llvm.intr.{short} without a result")
            ret_type = op.results[0].type
            suffix_type = operands[0].type if operands else ret_type
            name = f"llvm.{short}.{overload_suffix(suffix_type)}"
            flag_args = [
                f"i1 {'true' if flag_prop(op, flag) else 'false'}"
                for flag in _OVERLOADED_INTRINSICS[short]
            ]
            params = [llvm_type(a.type) for a in operands] + ["i1"] * len(flag_args)
            self.declare(name, llvm_type(ret_type), params)
            args = ", ".join([self.typed(a) for a in operands] + flag_args)
            fmf = self.fastmath(op) if type(ret_type) in FLOAT_TYPE_NAMES or isinstance(ret_type, VectorType) else ""
            return [f"{self.result(op)} = call{fmf} {llvm_type(ret_type)} {symbol(name)}({args})"]
        raise NotImplementedError(f"op llvm.intr.{short} is not supported by the LLVM IR exporter")

    def _vacopy_operands(self, op: Operation) -> tuple[SSAValue, SSAValue]:
        # MLIR names them dest_list/src_list, in that operand order
        dest = getattr(op, "dest_list", None)
        src = getattr(op, "src_list", None)
        if isinstance(dest, SSAValue) and isinstance(src, SSAValue):
            return src, dest
        return op.operands[1], op.operands[0]

    def nvvm_lines(self, op: Operation) -> list[str]:
        name = op.name
        if name.startswith(_SREG_PREFIX):
            intrin = "llvm." + name
            ret = llvm_type(op.results[0].type)
            self.declare(intrin, ret, [])
            return [f"{self.result(op)} = call {ret} {symbol(intrin)}()"]
        if name in ("nvvm.barrier0", "nvvm.barrier"):
            operands = list(op.operands)
            barrier_id = self.typed(operands[0]) if operands else "i32 0"
            if len(operands) == 2:
                intrin = "llvm.nvvm.barrier.cta.sync.aligned.count"
                self.declare(intrin, "void", ["i32", "i32"])
                return [f"call void {symbol(intrin)}({barrier_id}, {self.typed(operands[1])})"]
            intrin = "llvm.nvvm.barrier.cta.sync.aligned.all"
            self.declare(intrin, "void", ["i32"])
            return [f"call void {symbol(intrin)}({barrier_id})"]
        if name in ("nvvm.cvt.param.to.generic", "nvvm.cvt.param.to.global",
                    "nvvm.cvt.generic.to.as"):
            return [
                f"{self.result(op)} = addrspacecast {self.typed(op.operands[0])} to "
                f"{llvm_type(op.results[0].type)}"
            ]
        if name == "nvvm.ldparam":
            ptr = op.operands[0]
            offset = int_prop(op, "offset", 0) or 0
            base = self.value(ptr)
            lines: list[str] = []
            addr = base
            if len(op.operands) > 1:
                addr = self.fresh()
                lines.append(f"{addr} = getelementptr i8, {self.typed(ptr)}, {self.typed(op.operands[1])}")
            if offset:
                nxt = self.fresh()
                lines.append(f"{nxt} = getelementptr i8, {llvm_type(ptr.type)} {addr}, i64 {offset}")
                addr = nxt
            lines.append(
                f"{self.result(op)} = load {llvm_type(op.results[0].type)}, "
                f"{llvm_type(ptr.type)} {addr}"
            )
            return lines
        if name == "nvvm.split.struct":
            from nvvm_xdsl.datalayout import flatten

            agg = op.operands[0]
            return [
                f"{self.result(op, i)} = extractvalue {self.typed(agg)}, "
                + ", ".join(str(p) for p in leaf.path)
                for i, leaf in enumerate(flatten(agg.type))
            ]
        call = intrinsic_call(op)
        if isinstance(call, IntrinsicCall):
            return [self.intrinsic_call_text(op, call)]
        if isinstance(call, InlineAsmCall):
            args = ", ".join(self.typed(a) for a in call.args)
            return [f"call void asm sideeffect {quoted(call.asm)}, {quoted(call.constraints)}({args})"]
        raise NotImplementedError(f"op {name} is not supported by the LLVM IR exporter")

    def intrinsic_call_text(self, op: Operation, call: IntrinsicCall) -> str:
        args = [a if isinstance(a, str) else self.typed(a) for a in call.args]
        self.declare(call.name, call.result, [a.rsplit(" ", 1)[0] for a in args])
        text = f"call {call.result} {symbol(call.name)}({', '.join(args)})"
        if op.results:
            return f"{self.result(op)} = {text}"
        # a result the op does not have (an mbarrier state) is named and left unused
        return text if call.result == "void" else f"{self.fresh()} = {text}"


def export_module(module: ModuleOp, debug_info: bool = False) -> str:
    """LLVM IR text (without triple and data layout; llvm_oracle adds them) for a module;
    `debug_info` adds the ops' source locations as `!dbg` line information."""
    return LLVMIRExporter(debug_info).export(module)


def front_end_llvm_ir(mlir_text: str) -> str:
    """LLVM IR for an MLIR file in any dialect nvvm-opt takes: `convert-to-llvm` and
    `printf-lowering` run first, as a front end would (clang lowers printf itself), so that
    LLVM starts from the llvm dialect our backend starts from. NotImplementedError where the
    exporter cannot write an op (`NoLLVMIntrinsic`: one LLVM has no intrinsic for)."""
    ctx = universe_context()
    module = Parser(ctx, mlir_text).parse_module()
    ConvertToLLVMPass().apply(ctx, module)
    PrintfLoweringPass().apply(ctx, module)
    printed = StringIO()
    Printer(stream=printed).print_op(module)
    # Read back into the exporter's dialects: what is left outside them is named by the parser.
    return export_module(parse_mlir(printed.getvalue()))


def mlir_reference_ptx(
    mlir_text: str,
    sm: int = DEFAULT_SM,
    ptx_version: str = DEFAULT_PTX_VERSION_TEXT,
    opt_level: int | None = None,
    isolated: bool = False,
) -> str:
    """LLVM's PTX for an llvm-dialect MLIR module: the reference our compiler is compared with."""
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx

    return llvm_ptx(mlir_to_llvm_ir(mlir_text), sm, ptx_version, opt_level, isolated)
