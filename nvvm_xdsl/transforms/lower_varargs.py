"""lower-varargs: variadic device functions with nvcc's trailing `.param` array ABI (seed 004).

PTX passes the variadic arguments of a `.func` in one trailing unsized `.param .align 8 .b8`
array. This pass makes both sides of that ABI explicit in the llvm dialect, following the
"Variadic functions" contract of docs/ARCHITECTURE.md:

* Callee: a defined variadic `llvm.func` keeps its variadic type (the backend declares
  `<f>_vararg[]`). `llvm.intr.vastart` stores `nvvm.vararg.base` (the array's address, a
  local-space pointer because taking the address of a device-function param puts it in local
  space; generic where the function reads the slot only as a generic `ptr`, as clang's own
  `va_arg` expansion does) into the va_list slot; `llvm.va_arg` loads that cursor, aligns it up, loads the value
  through `!llvm.ptr<5>` (so the backend emits `ld.local`), advances it and stores it back;
  `llvm.intr.vaend` disappears; `llvm.intr.vacopy` copies the cursor.
* Caller: every variadic call (direct or indirect, to a definition or to an external
  declaration) passes its variadic arguments as one trailing `!llvm.struct` operand whose fields
  sit at their natural alignment with explicit `!llvm.array<N x i8>` padding fields, and is
  marked `nvvm.varargs_packed`. A call with no variadic arguments gets the mark and no operand.

Slot rules (what nvcc does, checked against `nvcc -ptx`): an integer narrower than 32 bits
travels as a 4-byte i32; every other scalar at its ABI alignment, capped at the array's 8
bytes (so an i128 sits at the next 8-byte boundary and travels as two i64 halves, as nvcc
stores it); the array size is the end offset of the last argument.

Errors (raised before anything is rewritten): a variadic kernel, an aggregate passed through
`...`, `va_arg` of an aggregate type, `va_start` outside a variadic function, a scalar type with
no NVPTX layout, and a call to an external `@printf`. printf-lowering runs before this pass and
turns printf into vprintf; a `@printf` call still present means that pass did not run, and
lowering it as an ordinary variadic call would emit a call to a `printf` that no CUDA device
library defines, so it is reported instead of silently miscompiled.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import DenseArrayBase, IntAttr, IntegerType, UnitAttr, i8, i32, i64
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.datalayout import (
    UnsupportedTypeError,
    abi_align,
    alloc_size,
    is_aggregate,
    natural_offset,
    size_in_bits,
)
from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects.llvm_ext import AddrSpaceCastOp, VaArgOp, VaCopyOp, VaEndOp, VaStartOp
from nvvm_xdsl.dialects.nvvm import VarargBaseOp
from nvvm_xdsl.kernel_abi import KERNEL_ATTR, VARARGS_PACKED_ATTR
from nvvm_xdsl.llvm_conversion import int_constant
from nvvm_xdsl.locations import KeepLocations
from nvvm_xdsl.symbols import SymbolIndex
from nvvm_xdsl.walk import operations

# `.param .align 8 .b8 <f>_vararg[]`: no argument can rely on more alignment than the array has.
VARARG_ARRAY_ALIGN = 8
# The va_list slot holds the cursor, a 64-bit local-space pointer.
CURSOR_TYPE = AS.pointer_type(AS.LOCAL)
CURSOR_ALIGN = 8
# Integers narrower than this travel as an i32 (C default promotion, PTX interoperability).
MIN_INT_SLOT_BITS = 32
# printf-lowering rewrites these; see the module docstring.
PRINTF_NAMES = ("printf",)


# ---------------------------------------------------------------------------------------------
# Slot layout: where and how one variadic value of type T travels in the array
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class VarargSlot:
    """How a variadic value of `value_type` is laid out in the vararg array.

    `pieces` are the field types the caller stores (in order, contiguous); `align` is where the
    slot starts (relative to the 8-aligned array); `size` is how far the callee advances.
    """

    value_type: Attribute
    pieces: tuple[Attribute, ...]
    align: int
    size: int

    @property
    def widened_int(self) -> bool:
        return self.pieces == (i32,) and self.value_type != i32


def vararg_slot(t: Attribute) -> VarargSlot:
    """The slot of a scalar type; raises UnsupportedTypeError for types without a layout."""
    if is_aggregate(t):
        raise UnsupportedTypeError(f"{t} is an aggregate")
    if isinstance(t, IntegerType) and t.width.data < MIN_INT_SLOT_BITS:
        return VarargSlot(t, (i32,), abi_align(i32), alloc_size(i32))
    align = abi_align(t)
    size = alloc_size(t)
    if align <= VARARG_ARRAY_ALIGN:
        return VarargSlot(t, (t,), align, size)
    # More alignment than the array guarantees (i128, f128, 16-byte vectors): nvcc places the
    # value at the next 8-byte boundary. A non-packed struct field of T would be placed at its
    # own alignment, so the caller stores the bytes as 8-byte-aligned i64 pieces instead.
    return VarargSlot(t, (i64,) * (size // 8), VARARG_ARRAY_ALIGN, size)


@dataclass(frozen=True)
class PackLayout:
    """The trailing struct of one call: field types (padding included) and where each argument went."""

    fields: tuple[Attribute, ...]
    # For each variadic argument: (its slot, index of its first field).
    placements: tuple[tuple[VarargSlot, int], ...]
    end_offset: int

    @property
    def struct_type(self) -> llvm.LLVMStructType:
        return llvm.LLVMStructType.from_type_list(self.fields)


def pack_layout(types: Sequence[Attribute]) -> PackLayout:
    """Lay out variadic arguments of `types` back to back at their slot alignment."""
    fields: list[Attribute] = []
    placements: list[tuple[VarargSlot, int]] = []
    offset = 0
    for t in types:
        slot = vararg_slot(t)
        # The first piece's ABI alignment is the slot's alignment (capped at the array's 8).
        start = natural_offset(offset, slot.pieces[0])
        if start > offset:
            fields.append(llvm.LLVMArrayType(IntAttr(start - offset), i8))
        placements.append((slot, len(fields)))
        fields.extend(slot.pieces)
        offset = start + slot.size
    return PackLayout(tuple(fields), tuple(placements), offset)


# ---------------------------------------------------------------------------------------------
# Which calls and functions are variadic
# ---------------------------------------------------------------------------------------------


def _callee_func(call: llvm.CallOp, symbols: SymbolIndex) -> llvm.FuncOp | None:
    if call.callee is None:
        return None
    found = symbols.lookup(call, call.callee)
    return found if isinstance(found, llvm.FuncOp) else None


def fixed_operand_count(call: llvm.CallOp, symbols: SymbolIndex) -> int | None:
    """Number of call operands before the variadic ones, or None for a non-variadic call.

    Indirect calls count their callee pointer (operand 0) as fixed.
    """
    callee_type = call.var_callee_type
    if callee_type is None:
        func = _callee_func(call, symbols)
        callee_type = func.function_type if func is not None else None
    if callee_type is None or not callee_type.is_variadic:
        return None
    return len(callee_type.inputs.data) + (1 if call.callee is None else 0)


def _call_name(call: llvm.CallOp) -> str:
    if call.callee is not None:
        return f"@{call.callee.string_value()}"
    return "an indirect variadic callee"


def _enclosing_func(op: Operation) -> llvm.FuncOp | None:
    func = op.parent_op()
    while func is not None and not isinstance(func, llvm.FuncOp):
        func = func.parent_op()
    return func


def _func_name(op: Operation) -> str:
    func = _enclosing_func(op)
    return f"@{func.sym_name.data}" if func is not None else "<no function>"


# ---------------------------------------------------------------------------------------------
# Analysis: every error before any rewrite
# ---------------------------------------------------------------------------------------------


def _check_type(op: Operation, t: Attribute, what: str) -> None:
    try:
        vararg_slot(t)
    except UnsupportedTypeError as err:
        raise op_error(op, f"{what} has type {t}, which has no NVPTX layout ({err})") from err


def check_variadic_usage(module: builtin.ModuleOp, symbols: SymbolIndex) -> bool:
    """Raise an op_error for variadic constructs this pass cannot lower (variadic kernels,
    aggregate va_arg, vastart outside a variadic function, ...), before anything is rewritten.
    Returns whether the module has anything the lowering patterns rewrite (a call to a variadic
    function not packed yet, or a va_* op)."""
    rewrites = False
    for op in operations(module):
        if isinstance(op, llvm.FuncOp):
            if op.function_type.is_variadic and KERNEL_ATTR in op.attributes:
                raise op_error(
                    op,
                    f"kernel @{op.sym_name.data} is variadic: kernels cannot take '...' "
                    "arguments (only device functions can)",
                )
        elif isinstance(op, llvm.CallOp):
            rewrites |= _check_call(op, symbols)
        elif isinstance(op, VaEndOp | VaCopyOp):
            rewrites = True
        elif isinstance(op, VaArgOp):
            rewrites = True
            t = op.res.type
            if is_aggregate(t):
                raise op_error(
                    op,
                    f"va_arg of aggregate type {t} in {_func_name(op)}: variadic arguments are "
                    "scalars; read the fields one by one",
                )
            _check_type(op, t, f"va_arg in {_func_name(op)}")
        elif isinstance(op, VaStartOp):
            rewrites = True
            func = _enclosing_func(op)
            if func is None or not func.function_type.is_variadic:
                raise op_error(
                    op, f"llvm.intr.vastart in {_func_name(op)}, which is not variadic"
                )
    return rewrites


def _check_call(call: llvm.CallOp, symbols: SymbolIndex) -> bool:
    """Check a call; whether PackVariadicCall rewrites it."""
    if VARARGS_PACKED_ATTR in call.attributes:
        return False
    fixed = fixed_operand_count(call, symbols)
    if fixed is None:
        return False
    func = _callee_func(call, symbols)
    if func is not None and func.sym_name.data in PRINTF_NAMES and not func.body.blocks:
        raise op_error(
            call,
            f"call to external @{func.sym_name.data} in {_func_name(call)}: run printf-lowering "
            "before lower-varargs (CUDA device code has no printf function, only vprintf)",
        )
    if len(call.args) < fixed:
        raise op_error(
            call,
            f"call to {_call_name(call)} in {_func_name(call)} passes {len(call.args)} operands, "
            f"fewer than its {fixed} fixed parameters",
        )
    for position, arg in enumerate(call.args[fixed:]):
        if is_aggregate(arg.type):
            raise op_error(
                call,
                f"call to {_call_name(call)} in {_func_name(call)} passes aggregate {arg.type} "
                f"through '...' (variadic argument {position}); pass its fields as separate "
                "arguments",
            )
        _check_type(call, arg.type, f"variadic argument {position} of {_call_name(call)}")
    return True


# ---------------------------------------------------------------------------------------------
# Rewrites
# ---------------------------------------------------------------------------------------------


def _to_slot_pieces(value: SSAValue, slot: VarargSlot) -> tuple[list[Operation], list[SSAValue]]:
    """Ops converting `value` into the field values of its slot."""
    if slot.pieces == (value.type,):
        return [], [value]
    if slot.widened_int:
        # i1 is a truth value (0/1); other narrow ints follow C's promotion of signed char/short.
        ext_type = llvm.ZExtOp if value.type == IntegerType(1) else llvm.SExtOp
        ext = ext_type(value, i32)
        return [ext], [ext.res]
    # Over-aligned scalar: reinterpret as one wide integer, then cut into little-endian i64s.
    ops: list[Operation] = []
    whole = value
    if not isinstance(whole.type, IntegerType):
        cast = llvm.BitcastOp(whole, IntegerType(size_in_bits(whole.type)))
        ops.append(cast)
        whole = cast.result
    wide = IntegerType(slot.size * 8)
    if whole.type != wide:
        ext = llvm.ZExtOp(whole, wide)
        ops.append(ext)
        whole = ext.res
    pieces: list[SSAValue] = []
    for index in range(len(slot.pieces)):
        part = whole
        if index:
            amount = int_constant(64 * index, wide)
            shift = llvm.LShrOp(whole, amount.result)
            ops += [amount, shift]
            part = shift.res
        trunc = llvm.TruncOp(part, i64)
        ops.append(trunc)
        pieces.append(trunc.res)
    return ops, pieces


@dataclass
class PackVariadicCall(RewritePattern):
    """`llvm.call @f(fixed..., va...)` -> `llvm.call @f(fixed..., %pack) {nvvm.varargs_packed}`."""

    symbols: SymbolIndex

    @op_type_rewrite_pattern
    def match_and_rewrite(self, call: llvm.CallOp, rewriter: PatternRewriter, /):
        if VARARGS_PACKED_ATTR in call.attributes:
            return
        fixed = fixed_operand_count(call, self.symbols)
        if fixed is None:
            return
        fixed_args = list(call.args[:fixed])
        variadic = list(call.args[fixed:])
        new_ops: list[Operation] = []
        if variadic:
            layout = pack_layout([arg.type for arg in variadic])
            pack_type = layout.struct_type
            undef = llvm.UndefOp(pack_type)
            undef.res.name_hint = "va_pack"
            new_ops.append(undef)
            pack: SSAValue = undef.res
            for arg, (slot, first_field) in zip(variadic, layout.placements, strict=True):
                ops, pieces = _to_slot_pieces(arg, slot)
                new_ops += ops
                for index, piece in enumerate(pieces):
                    insert = llvm.InsertValueOp(
                        DenseArrayBase.from_list(i64, [first_field + index]), pack, piece
                    )
                    insert.res.name_hint = "va_pack"
                    new_ops.append(insert)
                    pack = insert.res
            fixed_args.append(pack)
        properties = {
            name: value
            for name, value in call.properties.items()
            if name != "operandSegmentSizes"
        }
        new_call = llvm.CallOp.build(
            operands=[fixed_args, list(call.op_bundle_operands)],
            result_types=[[call.returned.type] if call.returned is not None else []],
            properties=properties,
            attributes={**call.attributes, VARARGS_PACKED_ATTR: UnitAttr()},
        )
        new_ops.append(new_call)
        rewriter.replace(call, new_ops, [new_call.returned] if call.returned is not None else [])


class LowerVaStart(RewritePattern):
    """`llvm.intr.vastart %list` -> store the vararg array's address into the va_list slot."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: VaStartOp, rewriter: PatternRewriter, /):
        base = VarargBaseOp()
        base.res.name_hint = "va_base"
        ops: list[Operation] = [base]
        cursor: SSAValue = base.res
        if _reads_generic_cursor(op.arg_list):
            # clang expands `va_arg` itself, reading the cursor as a generic `ptr`: store it as
            # one, so that the slot holds one type and llvm-mem2reg promotes it (llc: no frame).
            cast = AddrSpaceCastOp(base.res, AS.pointer_type(AS.GENERIC))
            ops.append(cast)
            cursor = cast.results[0]
        ops.append(llvm.StoreOp(cursor, op.arg_list, alignment=CURSOR_ALIGN))
        rewriter.replace(op, ops, [])


def _reads_generic_cursor(slot: SSAValue) -> bool:
    """Whether the va_list slot's cursor is read as a generic pointer and never as a local one."""
    types = {use.operation.dereferenced_value.type for use in slot.uses if isinstance(use.operation, llvm.LoadOp)}
    return types == {AS.pointer_type(AS.GENERIC)}


class LowerVaEnd(RewritePattern):
    """`llvm.intr.vaend` releases nothing: the array belongs to the call."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: VaEndOp, rewriter: PatternRewriter, /):
        rewriter.erase(op)


class LowerVaCopy(RewritePattern):
    """`llvm.intr.vacopy %src to %dst` -> copy the cursor from one slot to the other."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: VaCopyOp, rewriter: PatternRewriter, /):
        cursor = llvm.LoadOp(op.src_list, CURSOR_TYPE, alignment=CURSOR_ALIGN)
        cursor.dereferenced_value.name_hint = "va_cursor"
        store = llvm.StoreOp(cursor.dereferenced_value, op.dest_list, alignment=CURSOR_ALIGN)
        rewriter.replace(op, [cursor, store], [])


class LowerVaArg(RewritePattern):
    """`%v = llvm.va_arg %list : (!llvm.ptr) -> T` -> align the cursor, ld.local, advance."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: VaArgOp, rewriter: PatternRewriter, /):
        slot = vararg_slot(op.res.type)
        ops: list[Operation] = []
        cursor = llvm.LoadOp(op.arg, CURSOR_TYPE, alignment=CURSOR_ALIGN)
        cursor.dereferenced_value.name_hint = "va_cursor"
        ops.append(cursor)
        address: SSAValue = cursor.dereferenced_value
        if slot.align > 1:
            as_int = llvm.PtrToIntOp(address, i64)
            bump = int_constant(slot.align - 1, i64)
            bumped = llvm.AddOp(as_int.results[0], bump.result)
            mask = int_constant(-slot.align, i64)
            aligned = llvm.AndOp(bumped.res, mask.result)
            back = llvm.IntToPtrOp.create(operands=[aligned.res], result_types=[CURSOR_TYPE])
            ops += [as_int, bump, bumped, mask, aligned, back]
            address = back.results[0]
            address.name_hint = "va_slot"
        # A widened narrow int is read as its i32 slot; little-endian, so truncation keeps it.
        load_type = i32 if slot.widened_int else slot.value_type
        value = llvm.LoadOp(address, load_type, alignment=slot.align)
        ops.append(value)
        result: SSAValue = value.dereferenced_value
        if slot.widened_int:
            trunc = llvm.TruncOp(result, slot.value_type)
            ops.append(trunc)
            result = trunc.res
        advance = llvm.GEPOp(address, [slot.size], i8, result_type=CURSOR_TYPE)
        advance.result.name_hint = "va_next"
        store = llvm.StoreOp(advance.result, op.arg, alignment=CURSOR_ALIGN)
        ops += [advance, store]
        rewriter.replace(op, ops, [result])


def lowering_patterns(symbols: SymbolIndex) -> Iterable[RewritePattern]:
    return (PackVariadicCall(symbols), LowerVaStart(), LowerVaEnd(), LowerVaCopy(), LowerVaArg())


@dataclass(frozen=True)
class LowerVarargsPass(ModulePass):
    name = "lower-varargs"

    @on_device_code
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        # The pass adds and removes no symbols, so one index serves the whole run.
        symbols = SymbolIndex()
        if not check_variadic_usage(op, symbols):
            return  # nothing variadic: the walk below would try five patterns on every op
        # No DCE: this pass rewrites variadic plumbing only and leaves the rest of the IR as is.
        PatternRewriteWalker(
            KeepLocations(GreedyRewritePatternApplier(list(lowering_patterns(symbols)), dce_enabled=False)),
            apply_recursively=False,
        ).rewrite_module(op)
