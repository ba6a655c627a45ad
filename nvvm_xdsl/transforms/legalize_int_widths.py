"""`legalize-int-widths`: integers of widths PTX has no register for (i33 from LLVM's loop
passes, i24, i65, ...) promoted to the next width it has, as LLVM's type legalizer does.

A value of type iN (N not 1, 8, 16, 32, 64 or 128) becomes an iM, M the next of those, whose
high M-N bits are unspecified ("any-extended"): add, sub, mul, and, or, xor, shl, select,
freeze, trunc and the branches only need the low N bits, so they run on iM as they are. Where
the high bits decide the result they are made definite first, right before the use: zeroed
(`and` with 2^N-1) for lshr, udiv, urem, unsigned and equality compares, zext, uitofp and shift
amounts; copies of bit N-1 (`shl` then `ashr` by M-N) for ashr, sdiv, srem, signed compares,
sext and sitofp. Casts between two widths that promote to the same one disappear. Overflow,
`exact`, `nneg` and `disjoint` flags are dropped from the promoted ops (they promised something
about N bits, not M).

Constants take the iM type; so do parameters and results (LLVM's calling convention passes an
i7 as it passes an i8), calls passing the any-extended value. In memory an iN takes its store
size, ceil(N/8) bytes, as in LLVM's DataLayout: a load or store of one whose store size is not a
register width (i24: 3 bytes, i33: 5) is split as LLVM's legalizer splits it, into the
power-of-two pieces from the low address up (i24: an i16 at +0, an i8 at +2; little-endian),
each piece's alignment what its offset allows. An atomic access or a vector of an illegal width
is a located error.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import IntegerAttr, IntegerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.walk import functions

LEGAL_WIDTHS = (1, 8, 16, 32, 64, 128)
# Flags that promise something about the N-bit operation.
_FLAG_PROPERTIES = ("overflowFlags", "isExact", "nonNeg", "isDisjoint")


def promoted_width(width: int) -> int | None:
    """The register width an iN is computed in; None for widths above 128."""
    return next((w for w in LEGAL_WIDTHS if w >= width), None)


def _illegal(t: object) -> bool:
    return isinstance(t, IntegerType) and t.width.data not in LEGAL_WIDTHS


def _width(t: object) -> int:
    assert isinstance(t, IntegerType)
    return t.width.data


# Ops that need their (illegal-width) operands extended: operand index -> "zero" | "sign".
_ZERO_ALL = {llvm.UDivOp, llvm.URemOp}
_SIGN_ALL = {llvm.SDivOp, llvm.SRemOp}
_ANY = (
    llvm.AddOp, llvm.SubOp, llvm.MulOp, llvm.AndOp, llvm.OrOp, llvm.XOrOp, llvm.ShlOp, llvm.LShrOp,
    llvm.AShrOp, llvm.UDivOp, llvm.URemOp, llvm.SDivOp, llvm.SRemOp, llvm.ICmpOp, llvm.SelectOp,
    llvm.TruncOp, llvm.ZExtOp, llvm.SExtOp, llvm_ext.UIToFPOp, llvm.SIToFPOp, llvm_ext.FPToUIOp, llvm_ext.FPToSIOp,
    llvm.ConstantOp, llvm.BrOp, llvm.CondBrOp, llvm.UndefOp, llvm.ReturnOp, llvm.CallOp, llvm_ext.PoisonOp, llvm_ext.FreezeOp,
    llvm.ZeroOp, llvm.LoadOp, llvm.StoreOp,
)


def _extension(op: Operation, index: int) -> str | None:
    """How operand `index` of `op` must be extended, if its high bits matter."""
    if type(op) in _ZERO_ALL:
        return "zero"
    if type(op) in _SIGN_ALL:
        return "sign"
    if isinstance(op, llvm.LShrOp):
        return "zero"
    if isinstance(op, llvm.AShrOp):
        return "sign" if index == 0 else "zero"
    if isinstance(op, llvm.ShlOp):
        return None if index == 0 else "zero"
    if isinstance(op, llvm.ICmpOp):
        pred = llvm.ICmpPredicateFlag.from_int(op.predicate.value.data).value
        return "sign" if pred.startswith("s") else "zero"
    if isinstance(op, llvm.ZExtOp | llvm_ext.UIToFPOp):
        return "zero"
    if isinstance(op, llvm.SExtOp | llvm.SIToFPOp):
        return "sign"
    return None


@dataclass(frozen=True)
class LegalizeIntWidthsPass(ModulePass):
    name = "legalize-int-widths"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for func in functions(op):
            _legalize_signature(func)
            if func.body.blocks:
                _legalize_function(func)


def _legal(t: Attribute) -> Attribute:
    if not _illegal(t):
        return t
    width = promoted_width(_width(t))
    return IntegerType(width) if width is not None else t


def _legalize_signature(func: llvm.FuncOp) -> None:
    """Parameters and results of illegal widths take the promoted type, as LLVM's calling
    convention does (an i7 travels as an i8 would); callers pass the any-extended value."""
    ftype = func.function_type
    if not any(_illegal(t) for t in (*ftype.inputs.data, ftype.output)):
        return
    func.function_type = llvm.LLVMFunctionType([_legal(t) for t in ftype.inputs.data], _legal(ftype.output), ftype.is_variadic)


def _legalize_function(func: llvm.FuncOp) -> None:
    original: dict[SSAValue, int] = {}
    ops: list[Operation] = []
    for block in func.body.blocks:
        for arg in block.args:
            if _illegal(arg.type):
                original[arg] = _width(arg.type)
        for inner in block.ops:
            operand_illegal = any(_illegal(o.type) for o in inner.operands)
            result_illegal = any(_illegal(r.type) for r in inner.results)
            if not (operand_illegal or result_illegal):
                continue
            if not isinstance(inner, _ANY):
                raise op_error(inner, f"'{inner.name}' on an integer of a width PTX has no register for (i33, i24, ...) is not supported")
            if isinstance(inner, llvm.LoadOp | llvm.StoreOp) and _ordering(inner):
                raise op_error(inner, f"an atomic '{inner.name}' of an integer of a width PTX has no register for (i33, i24, ...) is not supported")
            for r in inner.results:
                if _illegal(r.type):
                    original[r] = _width(r.type)
            ops.append(inner)
    if not original and not ops:
        return
    for value, width in original.items():
        new = promoted_width(width)
        if new is None:
            owner = value.owner if isinstance(value.owner, Operation) else func
            raise op_error(owner, f"i{width} is wider than 128 bits, which PTX cannot hold")
        # Retyped in place: every user sees the iM.
        value._type = IntegerType(new)
    for inner in ops:
        _legalize_op(inner, original)


def _normalized(value: SSAValue, width: int, how: str, before: Operation) -> SSAValue:
    """`value` (an iM holding an iN) with its high bits zeroed or copies of bit N-1."""
    t = value.type
    assert isinstance(t, IntegerType)
    m = t.width.data
    if how == "zero":
        mask = llvm.ConstantOp(IntegerAttr((1 << width) - 1 if width < m else -1, t), t)
        masked = llvm.AndOp(value, mask.result)
        Rewriter.insert_op([mask, masked], InsertPoint.before(before))
        return masked.res
    amount = llvm.ConstantOp(IntegerAttr(m - width, t), t)
    up = llvm.ShlOp(value, amount.result)
    down = llvm.AShrOp(up.res, amount.result)
    Rewriter.insert_op([amount, up, down], InsertPoint.before(before))
    return down.res


def _ordering(op: Operation) -> int:
    ordering = op.properties.get("ordering")
    return ordering.value.data if isinstance(ordering, IntegerAttr) else 0


def _pieces(size: int) -> list[tuple[int, int]]:
    """(byte offset, bytes) of the power-of-two accesses a `size`-byte integer is split into."""
    pieces: list[tuple[int, int]] = []
    offset = 0
    while offset < size:
        part = 1 << ((size - offset).bit_length() - 1)
        pieces.append((offset, part))
        offset += part
    return pieces


def _piece_alignment(op: Operation, width: int, offset: int) -> int:
    """The alignment of the piece at `offset`: the access's (an iN's ABI alignment, that of the
    next power-of-two integer up to 8 bytes, where it states none) and what `offset` keeps of it."""
    stated = op.properties.get("alignment")
    align = stated.value.data if isinstance(stated, IntegerAttr) else min(8, (promoted_width(width) or 128) // 8)
    return min(align, offset & -offset) if offset else align


def _split_memory_access(op: llvm.LoadOp | llvm.StoreOp, width: int, original: dict[SSAValue, int]) -> None:
    """A load or store of an iN (now held in an iM) whose store size is not a register width."""
    i8 = IntegerType(8)
    promoted = op.results[0].type if isinstance(op, llvm.LoadOp) else op.operands[0].type
    assert isinstance(promoted, IntegerType)
    pointer = op.operands[0] if isinstance(op, llvm.LoadOp) else op.operands[1]
    properties = {k: v for k, v in op.properties.items() if k != "alignment"}
    built: list[Operation] = []
    loaded: SSAValue | None = None
    for offset, size in _pieces((width + 7) // 8):
        piece_type = IntegerType(8 * size)
        address = pointer
        if offset:
            gep = llvm.GEPOp(pointer, [offset], i8, result_type=pointer.type)  # type: ignore[arg-type]
            built.append(gep)
            address = gep.result
        props = {**properties, "alignment": IntegerAttr(_piece_alignment(op, width, offset), IntegerType(64))}
        shift = llvm.ConstantOp(IntegerAttr(8 * offset, promoted), promoted)
        if isinstance(op, llvm.StoreOp):
            value = op.operands[0]
            if offset:
                down = llvm.LShrOp(value, shift.result)
                built += [shift, down]
                value = down.res
            if piece_type != promoted:
                trunc = llvm.TruncOp(value, piece_type)
                built.append(trunc)
                value = trunc.res
            built.append(llvm.StoreOp.create(operands=[value, address], properties=props))
            continue
        load = llvm.LoadOp.create(operands=[address], result_types=[piece_type], properties=props)
        built.append(load)
        part: SSAValue = load.results[0]
        if piece_type != promoted:
            ext = llvm.ZExtOp(part, promoted)
            built.append(ext)
            part = ext.res
        if offset:
            shifted = llvm.ShlOp(part, shift.result)
            built += [shift, shifted]
            part = shifted.res
        if loaded is not None:
            combined = llvm.OrOp(loaded, part)
            built.append(combined)
            part = combined.res
        loaded = part
    Rewriter.insert_op(built, InsertPoint.before(op))
    if loaded is not None:
        # Its users still hold an iN in an iM (any-extended: the high bits are zero here).
        original[loaded] = width
        op.results[0].replace_all_uses_with(loaded)
    op.detach()
    op.erase()


def _legalize_op(op: Operation, original: dict[SSAValue, int]) -> None:
    for name in _FLAG_PROPERTIES:
        op.properties.pop(name, None)
    if isinstance(op, llvm.LoadOp | llvm.StoreOp):
        value = op.results[0] if isinstance(op, llvm.LoadOp) else op.operands[0]
        width = original.get(value)
        t = value.type
        # A store size that is a register width (i7 in a byte, i12 in two) is one access.
        if width is not None and isinstance(t, IntegerType) and (width + 7) // 8 * 8 != t.width.data:
            _split_memory_access(op, width, original)
        return
    if isinstance(op, llvm.ConstantOp) and op.result in original:
        value = op.value
        assert isinstance(value, IntegerAttr)
        t = op.result.type
        assert isinstance(t, IntegerType)
        width = original[op.result]
        bits = value.value.data & ((1 << width) - 1)
        signed = bits - (1 << width) if bits >> (width - 1) else bits
        op.properties["value"] = IntegerAttr(signed, t)
        return
    for index, operand in enumerate(op.operands):
        known = original.get(operand)
        how = _extension(op, index) if known is not None else None
        if known is not None and how is not None:
            op.operands[index] = _normalized(operand, known, how, op)
    if isinstance(op, llvm.TruncOp | llvm.ZExtOp | llvm.SExtOp):
        source, result = op.operands[0], op.results[0]
        if source.type == result.type:
            # Same register width: the (extended) source is the value; a truncation's users that
            # need its high bits definite get them made so from the source here (the source is
            # no iN value of its own, so they would not be later).
            width = original.get(result) if isinstance(op, llvm.TruncOp) else None
            for use in list(result.uses):
                how = _extension(use.operation, use.index) if width is not None else None
                value = _normalized(source, width, how, use.operation) if width is not None and how is not None else source
                use.operation.operands[use.index] = value
            op.detach()
            op.erase()
        elif isinstance(op, llvm.TruncOp) is (_width(source.type) < _width(result.type)):
            raise op_error(op, "a cast between integer widths that promote the other way round")


__all__ = ["LEGAL_WIDTHS", "LegalizeIntWidthsPass", "promoted_width"]
