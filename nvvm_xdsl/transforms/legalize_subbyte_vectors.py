"""`legalize-subbyte-vectors`: a vector of sub-byte integers (`vector<8xi4>`, `vector<2xi4>`,
`vector<4xi2>`) whose total width is a register width becomes that integer, as LLVM's type
legalizer makes it: lane i is bits [i*K, (i+1)*K) of the integer, which is what a bitcast and a
store of the vector give (little-endian). CuTe DSL keeps int4 and fp4 fragments this way: an i32
bitcast to `vector<8xi4>`, stored into a fragment, reloaded and bitcast back.

Retyped in place (the same bits): bitcast (an identity one disappears), load, store, undef,
poison, zero, freeze, select, block arguments and branches, parameters and results. A lane read
(`extractelement`) is a shift and a truncation, a lane write (`insertelement`) a mask, shift and
or; a constant vector is packed into one integer constant. Any other op on such a vector is a
located error. i1 vectors (masks of compares and selects) are left alone. Runs before
legalize-int-widths, which then promotes the iK lanes read out.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IntegerAttr, IntegerType, VectorType
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.walk import operations_of_type

# Register widths a packed vector may take (i1 excluded: a vector of i1 is a mask, not bits).
_WIDTHS = (8, 16, 32, 64, 128)
# Ops whose operands and results only carry the bits: retyped as they are.
_CARRIERS = (
    llvm.BitcastOp, llvm.LoadOp, llvm.StoreOp, llvm.UndefOp, llvm_ext.PoisonOp, llvm.ZeroOp, llvm_ext.FreezeOp,
    llvm.SelectOp, llvm.BrOp, llvm.CondBrOp, llvm.ReturnOp, llvm.CallOp,
)


def packed_width(t: Attribute) -> tuple[int, int] | None:
    """(lane bits, total bits) of a vector of sub-byte integers held as one integer."""
    if not isinstance(t, VectorType) or len(t.get_shape()) != 1:
        return None
    elem = t.get_element_type()
    if not isinstance(elem, IntegerType) or not 1 < elem.width.data < 8:
        return None
    lane = elem.width.data
    total = lane * t.get_shape()[0]
    return (lane, total) if total in _WIDTHS else None


def _packed(t: Attribute) -> Attribute:
    widths = packed_width(t)
    return IntegerType(widths[1]) if widths is not None else t


@dataclass(frozen=True)
class LegalizeSubbyteVectorsPass(ModulePass):
    name = "legalize-subbyte-vectors"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for func in operations_of_type(op, llvm.FuncOp):
            ftype = func.function_type
            if any(packed_width(t) for t in (*ftype.inputs.data, ftype.output)):
                func.function_type = llvm.LLVMFunctionType(
                    [_packed(t) for t in ftype.inputs.data], _packed(ftype.output), ftype.is_variadic
                )
            if func.body.blocks:
                _legalize_function(func.body)


def _has_packed_values(body: Region) -> bool:
    """Whether any value of the function is such a vector. Every operand is a result or block
    argument of the same function (llvm.func is isolated from above), so these are enough; the
    common case, a function without any, costs one type test per result."""
    for block in body.blocks:
        if any(packed_width(arg.type) is not None for arg in block.args):
            return True
        for inner in block.ops:
            for result in inner.results:
                if isinstance(result.type, VectorType) and packed_width(result.type) is not None:
                    return True
    return False


def _legalize_function(body: Region) -> None:
    if not _has_packed_values(body):
        return
    retyped: list[SSAValue] = []
    lane_ops: list[tuple[Operation, int]] = []  # with the lane width of the vector they read or make
    for block in body.blocks:
        for arg in block.args:
            if packed_width(arg.type) is not None:
                retyped.append(arg)
        for inner in block.ops:
            if not any(packed_width(v.type) for v in (*inner.operands, *inner.results)):
                continue
            if isinstance(inner, llvm_ext.ExtractElementOp | llvm.InsertElementOp | llvm.ConstantOp):
                widths = packed_width((inner.operands[0] if inner.operands else inner.results[0]).type)
                if widths is None:
                    raise op_error(inner, "a lane op between vectors of different types is not supported")
                lane_ops.append((inner, widths[0]))
            elif not isinstance(inner, _CARRIERS):
                vector = next(v.type for v in (*inner.operands, *inner.results) if packed_width(v.type))
                raise op_error(
                    inner, f"a {vector} (sub-byte lanes, held as their bits) takes bitcasts, loads, stores, selects and lane reads and writes only"
                )
            retyped += [r for r in inner.results if packed_width(r.type) is not None]
    for value in retyped:
        # Retyped in place: every user sees the integer.
        value._type = _packed(value.type)  # pyright: ignore[reportPrivateUsage]
    for inner, lane in lane_ops:
        _rewrite_lane_op(inner, lane)
    for block in body.blocks:
        for inner in list(block.ops):
            if isinstance(inner, llvm.BitcastOp) and inner.arg.type == inner.result.type:
                inner.result.replace_all_uses_with(inner.arg)
                inner.detach()
                inner.erase()


def _bit_offset(index: SSAValue, lane: int, t: IntegerType, built: list[Operation]) -> SSAValue:
    """`index * lane` as a `t` (the shift amount of the lane)."""
    it = index.type
    assert isinstance(it, IntegerType)
    if it.width.data != t.width.data:
        cast = llvm.ZExtOp(index, t) if it.width.data < t.width.data else llvm.TruncOp(index, t)
        built.append(cast)
        index = cast.results[0]
    scale = llvm.ConstantOp(IntegerAttr(lane, t), t)
    offset = llvm.MulOp(index, scale.result)
    built += [scale, offset]
    return offset.res


def _rewrite_lane_op(op: Operation, lane: int) -> None:
    built: list[Operation] = []
    if isinstance(op, llvm.ConstantOp):
        t = op.result.type
        assert isinstance(t, IntegerType)
        value = op.value
        if not isinstance(value, DenseIntOrFPElementsAttr):
            raise op_error(op, "a constant vector of sub-byte integers must be dense")
        bits = 0
        for i, element in enumerate(value.get_values()):
            bits |= (int(element) & ((1 << lane) - 1)) << (i * lane)
        width = t.width.data
        signed = bits - (1 << width) if bits >> (width - 1) else bits
        constant = llvm.ConstantOp(IntegerAttr(signed, t), t)
        Rewriter.replace_op(op, constant)
        return
    if isinstance(op, llvm_ext.ExtractElementOp):
        vector, t = op.vector, op.vector.type
        assert isinstance(t, IntegerType)
        shifted = llvm.LShrOp(vector, _bit_offset(op.position, lane, t, built))
        lane_value = llvm.TruncOp(shifted.res, IntegerType(lane))
        built += [shifted, lane_value]
        Rewriter.insert_op(built, InsertPoint.before(op))
        op.res.replace_all_uses_with(lane_value.res)
        op.detach()
        op.erase()
        return
    assert isinstance(op, llvm.InsertElementOp)
    vector, t = op.vector, op.vector.type
    assert isinstance(t, IntegerType)
    shift = _bit_offset(op.index, lane, t, built)
    mask = llvm.ConstantOp(IntegerAttr((1 << lane) - 1, t), t)
    ones = llvm.ConstantOp(IntegerAttr(-1, t), t)
    placed_mask = llvm.ShlOp(mask.result, shift)
    keep = llvm.XOrOp(placed_mask.res, ones.result)
    cleared = llvm.AndOp(vector, keep.res)
    widened = llvm.ZExtOp(op.value, t)
    placed = llvm.ShlOp(widened.res, shift)
    merged = llvm.OrOp(cleared.res, placed.res)
    built += [mask, ones, placed_mask, keep, cleared, widened, placed, merged]
    Rewriter.insert_op(built, InsertPoint.before(op))
    op.res.replace_all_uses_with(merged.res)
    op.detach()
    op.erase()


__all__ = ["LegalizeSubbyteVectorsPass", "packed_width"]
