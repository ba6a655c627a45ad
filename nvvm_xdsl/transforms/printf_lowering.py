"""printf-lowering: `printf(fmt, args...)` becomes `vprintf(fmt, buffer)` (seed 001).

GPUs have no C variadic calls. CUDA's device runtime instead offers
`i32 vprintf(ptr format, ptr args)`, where `args` points at the variadic arguments packed
into memory. For every direct call of a declared `@printf` this pass:

* applies the C default argument promotions (i1 -> i32 by zext, narrower integers -> i32 by
  sext, f16/bf16/f32 -> f64 by fpext, pointers in a specific address space -> generic);
* packs the promoted arguments as cicc does: each at the next offset that is a multiple of
  its alloc size, taking that many bytes. For scalars this is the layout of a non-packed
  struct of the promoted types (clang's rule); an aggregate keeps its in-memory layout and
  starts at a multiple of its whole size (nvcc puts `struct {int a, b;}` after an int at 8,
  not 4). The values are stored, through `bufIndexed` GEPs, into one `vprintfBuffer.local`
  alloca per function, in the entry block, as large as the largest packing in the function;
* calls `@vprintf(fmt, buffer)` (`null` instead of a buffer when there is nothing to pack),
  whose result replaces printf's.

The format must be a string literal (the address of a constant global with a string
initializer); anything else is an error and nothing is rewritten. The format is also checked
against the promoted arguments; mismatches are warnings on stderr.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import (
    BFloat16Type,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    IntAttr,
    IntegerType,
    Signedness,
    StringAttr,
    SymbolRefAttr,
    i8,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import IsolatedFromAbove, SymbolTable

from nvvm_xdsl.address_spaces import GENERIC, address_space_of
from nvvm_xdsl.datalayout import (
    UnsupportedTypeError,
    abi_align,
    alloc_size,
    flatten,
    gep_offset,
)
from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.diagnostics import op_error, op_warning
from nvvm_xdsl.dialects.llvm_ext import AddrSpaceCastOp
from nvvm_xdsl.llvm_conversion import int_constant
from nvvm_xdsl.locations import KeepLocations
from nvvm_xdsl.walk import operations_of_type

PRINTF = "printf"
VPRINTF = "vprintf"
VPRINTF_TYPE = llvm.LLVMFunctionType([llvm.LLVMPointerType()] * 2, i32)
NOT_A_STRING_LITERAL = "The first argument for printf must be a string literal!"
BUFFER_NAME = "vprintfBuffer.local"
GEP_NAME = "bufIndexed"
# vprintf reads the buffer with 8-byte alignment at least (doubles, longs, pointers).
MIN_BUFFER_ALIGN = 8
# cicc packs aggregates nested at most this deep.
MAX_AGGREGATE_NESTING = 3


# --- promotions and layout -------------------------------------------------------------


@dataclass(frozen=True)
class Promotion:
    """How one variadic argument reaches the buffer: an optional cast, then its type there."""

    cast: Callable[[SSAValue, Attribute], Operation] | None
    type: Attribute


def promote(t: Attribute) -> Promotion:
    """The C default argument promotion of a value of type `t`, as LLVM types."""
    if isinstance(t, IntegerType) and t.width.data < 32:
        unsigned = t.signedness.data == Signedness.UNSIGNED
        cast = llvm.ZExtOp if t.width.data == 1 or unsigned else llvm.SExtOp
        return Promotion(cast, i32)
    if isinstance(t, Float16Type | BFloat16Type | Float32Type):
        return Promotion(llvm.FPExtOp, builtin.f64)
    if isinstance(t, llvm.LLVMPointerType) and address_space_of(t) != GENERIC:
        # vprintf dereferences %s arguments as generic addresses.
        return Promotion(AddrSpaceCastOp, llvm.LLVMPointerType())
    return Promotion(None, t)


def aggregate_nesting(t: Attribute) -> int:
    """How many struct/array levels `t` has (0 for a scalar)."""
    if isinstance(t, llvm.LLVMStructType):
        return 1 + max((aggregate_nesting(f) for f in t.types.data), default=0)
    if isinstance(t, llvm.LLVMArrayType):
        return 1 + aggregate_nesting(t.type)
    return 0


def pack_offsets(types: Sequence[Attribute]) -> tuple[tuple[int, ...], int]:
    """Offsets of promoted arguments in the buffer, and the end of the last one.

    Each argument goes at the next multiple of its alloc size (cicc's `offset % size` round
    up) and takes its alloc size. An alloc size is a multiple of the ABI alignment, so every
    argument is also ABI-aligned; for scalars, whose size is their alignment, this is exactly
    a non-packed struct of the promoted types.
    """
    offset = 0
    offsets: list[int] = []
    for t in types:
        if size := alloc_size(t):
            offset = -(-offset // size) * size
        offsets.append(offset)
        offset += size
    return tuple(offsets), offset


# --- format strings --------------------------------------------------------------------

INT, LONG, DOUBLE, POINTER = "int", "long", "double", "pointer"
_EXPECTED_TEXT = {
    INT: "a 32-bit integer ('int')",
    LONG: "a 64-bit integer ('long')",
    DOUBLE: "a 'double'",
    POINTER: "a pointer",
}
_FLAGS = b"-+ #0'"
_LENGTHS = (b"hh", b"ll", b"h", b"l", b"L", b"q", b"j", b"z", b"t")
_WIDE_LENGTHS = {b"l", b"ll", b"L", b"q", b"j", b"z", b"t"}
_INT_CONVERSIONS = b"diuxXoc"
_FLOAT_CONVERSIONS = b"fFeEgGaA"


@dataclass(frozen=True)
class FormatSlot:
    """One argument a format consumes: the conversion text and the kind it expects."""

    spec: str
    kind: str


@dataclass
class ParsedFormat:
    slots: list[FormatSlot] = field(default_factory=list[FormatSlot])
    problem: str | None = None  # set when the format cannot be checked past some point


def parse_format(fmt: bytes) -> ParsedFormat:
    """The arguments a printf format consumes, in order (up to the first NUL)."""
    fmt = fmt.split(b"\0", 1)[0]
    parsed = ParsedFormat()
    i = 0
    while (i := fmt.find(b"%", i)) != -1:
        start = i
        i += 1
        stars: list[str] = []
        while i < len(fmt) and fmt[i] in _FLAGS:
            i += 1
        if fmt[i : i + 1] == b"*":
            stars.append("*")
            i += 1
        while i < len(fmt) and fmt[i : i + 1].isdigit():
            i += 1
        if fmt[i : i + 1] == b"$":
            parsed.problem = "positional arguments ('%n$') are not checked"
            return parsed
        if fmt[i : i + 1] == b".":
            i += 1
            if fmt[i : i + 1] == b"*":
                stars.append(".*")
                i += 1
            while i < len(fmt) and fmt[i : i + 1].isdigit():
                i += 1
        length = next((m for m in _LENGTHS if fmt.startswith(m, i)), b"")
        i += len(length)
        if i >= len(fmt):
            spec = fmt[start:].decode("latin-1")
            parsed.problem = f"incomplete conversion '{spec}' at the end of the format"
            return parsed
        conversion = fmt[i]
        i += 1
        spec = fmt[start:i].decode("latin-1")
        if conversion == ord("%"):
            continue
        parsed.slots.extend(FormatSlot(f"{star} in '{spec}'", INT) for star in stars)
        if conversion in _INT_CONVERSIONS:
            kind = LONG if length in _WIDE_LENGTHS and conversion != ord("c") else INT
        elif conversion in _FLOAT_CONVERSIONS:
            kind = DOUBLE
        elif conversion in b"spn":
            kind = POINTER
        else:
            parsed.problem = f"unknown conversion '{spec}' in the format"
            return parsed
        parsed.slots.append(FormatSlot(spec, kind))
    return parsed


def argument_kind(t: Attribute) -> str | None:
    """Which format kind a promoted argument type satisfies (None: none of them)."""
    if t == i32:
        return INT
    if t == i64:
        return LONG
    if isinstance(t, Float64Type):
        return DOUBLE
    if isinstance(t, llvm.LLVMPointerType):
        return POINTER
    return None


def check_format(
    fmt: bytes,
    promoted: Sequence[Attribute],
    original: Sequence[Attribute] | None = None,
) -> list[str]:
    """Warnings for a format that disagrees with the promoted variadic arguments.

    Arguments are numbered as C compilers do: the format is argument 1.
    """
    original = promoted if original is None else original
    parsed = parse_format(fmt)
    warnings: list[str] = []
    for index, slot in enumerate(parsed.slots):
        position = index + 2
        if index >= len(promoted):
            warnings.append(
                f"format '{slot.spec}' expects {_EXPECTED_TEXT[slot.kind]} as argument "
                f"{position}, but printf has only {len(promoted) + 1} arguments"
            )
            break
        if argument_kind(promoted[index]) != slot.kind:
            warnings.append(
                f"format '{slot.spec}' expects {_EXPECTED_TEXT[slot.kind]}, but argument "
                f"{position} has type '{original[index]}'"
            )
    if parsed.problem is not None:
        warnings.append(parsed.problem)
    elif len(promoted) > len(parsed.slots):
        warnings.append(
            f"too many arguments for the format: argument {len(parsed.slots) + 2} "
            "is not used"
        )
    return warnings


# --- analysis --------------------------------------------------------------------------


def _string_bytes(value: Attribute | None) -> bytes | None:
    if isinstance(value, StringAttr):
        # Only the ASCII conversion syntax matters, so any faithful encoding will do.
        return value.data.encode("utf-8", errors="surrogatepass")
    if isinstance(value, builtin.BytesAttr):
        return value.data
    if (
        isinstance(value, DenseIntOrFPElementsAttr)
        and isinstance(element := value.get_element_type(), IntegerType)
        and element.width.data == 8
    ):
        return bytes(int(v) & 0xFF for v in value.get_values())
    return None


def format_string(call: llvm.CallOp, fmt: SSAValue) -> bytes:
    """The bytes of printf's literal format, or the string-literal error."""
    value = fmt
    # Constant GEPs and address-space casts keep pointing into the literal: a non-zero offset
    # (`"...%d"` + 6, as LLVM's constant-string analysis allows) selects the literal's tail.
    offset = 0
    while isinstance(owner := value.owner, llvm.GEPOp | AddrSpaceCastOp):
        if isinstance(owner, llvm.GEPOp):
            try:
                step = gep_offset(owner)
            except UnsupportedTypeError:
                raise op_error(call, NOT_A_STRING_LITERAL) from None
            if not step.is_constant:
                raise op_error(call, NOT_A_STRING_LITERAL)
            offset += step.constant
            value = owner.ptr
        else:
            value = owner.arg
    if not isinstance(owner, llvm.AddressOfOp):
        raise op_error(call, NOT_A_STRING_LITERAL)
    glob = SymbolTable.lookup_symbol(owner, owner.global_name)
    if not isinstance(glob, llvm.GlobalOp) or glob.constant is None:
        raise op_error(call, NOT_A_STRING_LITERAL)
    data = _string_bytes(glob.value)
    if data is None or not 0 <= offset < len(data):
        raise op_error(call, NOT_A_STRING_LITERAL)
    return data[offset:]


@dataclass(frozen=True)
class PackedArg:
    operand: int  # index into the call's operands, read when rewriting (earlier rewrites
    # may have replaced the value, e.g. the result of a preceding printf)
    promotion: Promotion
    offset: int


@dataclass(frozen=True)
class CallPlan:
    call: llvm.CallOp
    args: tuple[PackedArg, ...]
    size: int
    align: int
    entry: Block


def _symbol_table_with(op: Operation, name: str) -> tuple[Operation, Operation] | None:
    """The nearest enclosing symbol table defining `name`, and the definition."""
    anchor = op.parent_op()
    while anchor is not None:
        if anchor.has_trait(SymbolTable):
            found = SymbolTable.lookup_symbol(anchor, name)
            if found is not None:
                return anchor, found
        anchor = anchor.parent_op()
    return None


def _function_entry(op: Operation) -> Block:
    """The entry block of the function (isolated region) around `op`."""
    parent = op.parent_op()
    while parent is not None and not (
        parent.has_trait(IsolatedFromAbove) or isinstance(parent, llvm.FuncOp)
    ):
        parent = parent.parent_op()
    if parent is None or not parent.regions or parent.regions[0].first_block is None:
        raise op_error(op, "printf call outside a function cannot be lowered")
    return parent.regions[0].first_block


def plan_call(call: llvm.CallOp) -> tuple[CallPlan, list[str]]:
    """Check one printf call and decide its packing; raises for input it cannot lower."""
    if not call.args:
        raise op_error(call, NOT_A_STRING_LITERAL)
    fmt, *varargs = call.args
    fmt_bytes = format_string(call, fmt)
    if call.returned is not None and call.returned.type != i32:
        raise op_error(
            call,
            f"printf returning {call.returned.type} cannot be lowered: "
            "vprintf returns i32",
        )
    promotions: list[Promotion] = []
    for position, arg in enumerate(varargs, start=2):
        if (depth := aggregate_nesting(arg.type)) > MAX_AGGREGATE_NESTING:
            raise op_error(
                call,
                f"argument {position} of printf is an aggregate nested {depth} levels "
                f"deep; at most {MAX_AGGREGATE_NESTING} levels can be packed for vprintf",
            )
        promotion = promote(arg.type)
        try:
            abi_align(promotion.type)
            alloc_size(promotion.type)
        except UnsupportedTypeError:
            raise op_error(
                call,
                f"argument {position} of printf has type {arg.type}, "
                "which cannot be packed for vprintf",
            ) from None
        promotions.append(promotion)
    offsets, size = pack_offsets([p.type for p in promotions])
    align = max([MIN_BUFFER_ALIGN, *(abi_align(p.type) for p in promotions)])
    warnings = check_format(
        fmt_bytes, [p.type for p in promotions], [a.type for a in varargs]
    )
    plan = CallPlan(
        call,
        tuple(
            PackedArg(i, p, o)
            for i, p, o in zip(range(1, len(call.args)), promotions, offsets, strict=True)
        ),
        size,
        align,
        _function_entry(call),
    )
    return plan, warnings


def _existing_vprintf(symbol_table: Operation) -> llvm.FuncOp | None:
    found = SymbolTable.lookup_symbol(symbol_table, VPRINTF)
    if found is None:
        return None
    if not isinstance(found, llvm.FuncOp) or found.function_type != VPRINTF_TYPE:
        raise op_error(
            found,
            f"vprintf must be {VPRINTF_TYPE} to lower printf calls",
        )
    return found


# --- rewriting -------------------------------------------------------------------------


@dataclass(frozen=True)
class Buffer:
    size: int
    align: int


class LowerPrintfCall(RewritePattern):
    """Rewrites the planned printf calls; allocates each function's buffer on first use."""

    def __init__(self, plans: dict[llvm.CallOp, CallPlan], buffers: dict[Block, Buffer]):
        self.plans = plans
        self.buffer_shapes = buffers
        self.buffers: dict[Block, SSAValue] = {}

    def _buffer(self, entry: Block, rewriter: PatternRewriter) -> SSAValue:
        if (existing := self.buffers.get(entry)) is not None:
            return existing
        shape = self.buffer_shapes[entry]
        one = int_constant(1, i32)
        alloca = llvm.AllocaOp(
            one, llvm.LLVMArrayType(IntAttr(shape.size), i8), alignment=shape.align
        )
        alloca.res.name_hint = BUFFER_NAME
        rewriter.insert([one, alloca], InsertPoint.at_start(entry))
        self.buffers[entry] = alloca.res
        return alloca.res

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: llvm.CallOp, rewriter: PatternRewriter, /):
        plan = self.plans.pop(op, None)
        if plan is None:
            return
        new_ops: list[Operation] = []
        if plan.args:
            buffer = self._buffer(plan.entry, rewriter)
            for arg in plan.args:
                new_ops.extend(_pack_argument(arg, op.args[arg.operand], buffer))
        else:
            null = llvm.ZeroOp(result_types=[llvm.LLVMPointerType()])
            new_ops.append(null)
            buffer = null.res
        fmt = op.args[0]
        if isinstance(fmt.type, llvm.LLVMPointerType) and address_space_of(fmt.type) != GENERIC:
            new_ops.append(cast := AddrSpaceCastOp(fmt, llvm.LLVMPointerType()))
            fmt = cast.result
        # Only the call takes over printf's result (and its name).
        rewriter.insert(new_ops, InsertPoint.before(op))
        vcall = llvm.CallOp(VPRINTF, fmt, buffer, return_type=i32)
        rewriter.replace(op, vcall, [vcall.returned] if op.returned is not None else [])


def _pack_argument(arg: PackedArg, value: SSAValue, buffer: SSAValue) -> list[Operation]:
    ops: list[Operation] = []
    if arg.promotion.cast is not None:
        cast = arg.promotion.cast(value, arg.promotion.type)
        ops.append(cast)
        value = cast.results[0]
    # Aggregates are stored leaf by leaf at their in-memory offsets; a scalar is one leaf.
    for leaf in flatten(arg.promotion.type):
        leaf_value = value
        if leaf.path:
            extract = llvm.ExtractValueOp(
                DenseArrayBase.from_list(i64, leaf.path), value, leaf.type
            )
            ops.append(extract)
            leaf_value = extract.res
        if leaf.type == builtin.i1:
            # An i1 in memory is a byte holding 0 or 1.
            widen = llvm.ZExtOp(leaf_value, i8)
            ops.append(widen)
            leaf_value = widen.res
        gep = llvm.GEPOp(buffer, [arg.offset + leaf.offset], i8)
        gep.result.name_hint = GEP_NAME
        store = llvm.StoreOp(leaf_value, gep, alignment=abi_align(leaf.type))
        ops.extend((gep, store))
    return ops


def _references(op: Operation, name: str) -> bool:
    for attr in (*op.properties.values(), *op.attributes.values()):
        if isinstance(attr, SymbolRefAttr) and attr.root_reference.data == name:
            return True
    return False


@dataclass(frozen=True)
class PrintfLoweringPass(ModulePass):
    """Rewrites printf calls into CUDA's vprintf ABI (see the module docstring)."""

    name = "printf-lowering"

    nvvm_lower_printf: bool = True

    @on_device_code
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        if not self.nvvm_lower_printf:
            return

        # Analyse everything first: an error must leave the module untouched.
        plans: dict[llvm.CallOp, CallPlan] = {}
        warnings: list[tuple[Operation, str]] = []
        printf_decls: dict[Operation, llvm.FuncOp] = {}
        for call in operations_of_type(op, llvm.CallOp):
            if call.callee is None:
                continue
            if call.callee.string_value() != PRINTF:
                continue
            found = _symbol_table_with(call, PRINTF)
            if found is None:
                continue
            symbol_table, decl = found
            if not isinstance(decl, llvm.FuncOp) or decl.body.blocks:
                continue  # a printf defined in the module is an ordinary function
            plan, call_warnings = plan_call(call)
            plans[call] = plan
            warnings.extend((call, w) for w in call_warnings)
            printf_decls[symbol_table] = decl
        if not plans:
            return
        existing_vprintf = {table: _existing_vprintf(table) for table in printf_decls}

        for where, message in warnings:
            op_warning(where, message)

        buffers: dict[Block, Buffer] = {}
        for plan in plans.values():
            if not plan.args:
                continue
            old = buffers.get(plan.entry, Buffer(0, MIN_BUFFER_ALIGN))
            buffers[plan.entry] = Buffer(
                max(old.size, plan.size), max(old.align, plan.align)
            )

        for table, decl in printf_decls.items():
            if existing_vprintf[table] is None:
                vprintf = llvm.FuncOp(
                    VPRINTF, VPRINTF_TYPE, linkage=llvm.LinkageAttr("external")
                )
                Rewriter.insert_op(vprintf, InsertPoint.before(decl))

        PatternRewriteWalker(
            KeepLocations(
                GreedyRewritePatternApplier([LowerPrintfCall(plans, buffers)], dce_enabled=False)
            ),
            apply_recursively=False,
        ).rewrite_module(op)

        for table, decl in printf_decls.items():
            if not any(_references(user, PRINTF) for user in table.walk()):
                Rewriter.erase_op(decl)
