"""`expand-vector-intrinsics`: the vector intrinsics PTX has no instruction for, written with
scalar loads, stores and branches before anything else sees them, as LLVM's NVPTX backend does
(its `scalarize-masked-mem-intrin` pass for the masked ones; `stepvector` of a fixed vector is a
constant in its SelectionDAG).

* `llvm.intr.stepvector : vector<NxiK>` becomes the constant <0, 1, ..., N-1>.
* `llvm.intr.masked.load`/`masked.gather`: a mask that is a constant of all ones is a plain
  vector load (gather: one load per lane); all zeros is the pass-through value; otherwise each
  lane is loaded where its bit is known set, or in a block of its own entered when the bit is
  set at run time, and inserted into the pass-through value (poison without one).
* `llvm.intr.masked.store`/`masked.scatter` likewise, lane by lane, with scalar stores.

Each lane is read or written at the intrinsic's alignment, at most the element's size (a lane of
a vector at an aligned address is aligned to its element). The lanes of a gather or scatter have
their own addresses: a vector `llvm.getelementptr` (on a pointer or on a vector of pointers, with
vector indices) is rebuilt per lane as a scalar one, a splat (`insertelement` then
`shufflevector`) is its scalar; other vectors of pointers are refused, naming the op.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IntegerAttr, IntegerType, VectorType, i64
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter

from nvvm_xdsl.datalayout import store_size
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.llvm_conversion import int_constant
from nvvm_xdsl.locations import inherit_location

_MASKED = (llvm_ext.MaskedLoadOp, llvm_ext.MaskedGatherOp, llvm_ext.MaskedStoreOp, llvm_ext.MaskedScatterOp)


def _constant_lanes(value: SSAValue, lanes: int) -> list[int] | None:
    """The lanes of a constant integer vector (a splat repeated), or None."""
    owner = value.owner
    if not isinstance(owner, llvm.ConstantOp) or not isinstance(owner.value, DenseIntOrFPElementsAttr):
        return None
    values = [int(v) for v in owner.value.get_values()]
    return values * lanes if len(values) == 1 else values


class _Expander:
    """Rewrites one masked op: `before(op)` inserts before the op in the block the expansion has
    reached (a lane guarded by a run-time bit moves the rest of the block on)."""

    def __init__(self, op: Operation):
        self.op = op
        self.block = op.parent_block()
        assert self.block is not None

    def add(self, new: Operation) -> Operation:
        inherit_location(new, self.op)
        assert self.block is not None
        if self.op.parent_block() is self.block:
            self.block.insert_op_before(new, self.op)
        else:
            self.block.add_op(new)
        return new

    def index(self, lane: int) -> SSAValue:
        return self.add(int_constant(lane, i64)).results[0]

    def lane_of(self, vector: SSAValue, lane: int) -> SSAValue:
        return self.add(llvm_ext.ExtractElementOp(vector, self.index(lane))).results[0]

    def lane_pointer(self, ptrs: SSAValue, lane: int) -> SSAValue:
        """The address of `lane` of a vector of pointers, built from scalars."""
        owner = ptrs.owner
        if isinstance(owner, llvm.GEPOp):
            base = owner.ptr
            if isinstance(base.type, VectorType):
                base = self.lane_pointer(base, lane)
            indices = [self.lane_of(i, lane) if isinstance(i.type, VectorType) else i for i in owner.ssa_indices]
            assert isinstance(ptrs.type, VectorType)
            return self.add(
                llvm.GEPOp.create(
                    operands=[base, *indices],
                    result_types=[ptrs.type.get_element_type()],
                    properties=dict(owner.properties),
                )
            ).results[0]
        if isinstance(owner, llvm.ShuffleVectorOp):
            picked = list(owner.mask.iter_values())[lane]
            width = owner.v1.type.get_shape()[0] if isinstance(owner.v1.type, VectorType) else 0
            if picked >= 0:
                return self.lane_pointer(owner.v1 if picked < width else owner.v2, picked % width)
        if isinstance(owner, llvm.InsertElementOp):
            position = None
            at = owner.index.owner
            if isinstance(at, llvm.ConstantOp) and isinstance(at.value, IntegerAttr):
                position = at.value.value.data
            if position == lane:
                return owner.value
            if position is not None:
                return self.lane_pointer(owner.vector, lane)
        source = f"'{owner.name}'" if isinstance(owner, Operation) else "a block argument"
        raise op_error(
            self.op,
            f"lane {lane} of its pointers comes from {source}; only vector getelementptr and splats of pointers are supported",
        )

    def guarded(self, bit: SSAValue, carried: SSAValue | None, body: Callable[[], SSAValue | None]) -> SSAValue | None:
        """`body()` in a block of its own, entered when `bit` is set; `carried` (the result built
        so far) flows on through the next block's argument, as `body` updated it."""
        assert self.block is not None and self.block.parent is not None
        rest = self.block.split_before(self.op)
        then = Block()
        self.block.parent.insert_block_after(then, self.block)
        if carried is not None:
            rest.insert_arg(carried.type, 0)
        self.add(llvm.CondBrOp(bit, then, [], rest, [carried] if carried is not None else []))
        self.block = then
        updated = body()
        self.add(llvm.BrOp(rest, *([updated] if updated is not None else [])))
        self.block = rest
        return rest.args[0] if carried is not None else None

    def element_alignment(self, element: Attribute) -> int:
        assert isinstance(self.op, _MASKED)
        return max(1, min(self.op.align, store_size(element)))

    def address(self, lane: int, element: Attribute) -> SSAValue:
        """The address of `lane`: its own pointer (gather, scatter) or the vector's base plus
        the lane's offset."""
        op = self.op
        if isinstance(op, llvm_ext.MaskedGatherOp | llvm_ext.MaskedScatterOp):
            return self.lane_pointer(op.ptrs, lane)
        assert isinstance(op, llvm_ext.MaskedLoadOp | llvm_ext.MaskedStoreOp)
        assert isinstance(op.data.type, llvm.LLVMPointerType)
        return self.add(llvm.GEPOp(op.data, [lane], element, result_type=op.data.type, inbounds=True)).results[0]


def _expand_read(op: llvm_ext.MaskedLoadOp | llvm_ext.MaskedGatherOp) -> None:
    x = _Expander(op)
    vector_type = op.res.type
    assert isinstance(vector_type, VectorType)
    lanes = vector_type.get_shape()[0]
    element = vector_type.get_element_type()
    pass_thru = op.pass_thru if isinstance(op, llvm_ext.MaskedLoadOp) else (op.pass_thru[0] if op.pass_thru else None)
    bits = _constant_lanes(op.mask, lanes)
    result: SSAValue
    if isinstance(op, llvm_ext.MaskedLoadOp) and bits is not None and all(bits):
        result = x.add(llvm.LoadOp(op.data, vector_type, alignment=op.align)).results[0]
    else:
        result = pass_thru if pass_thru is not None else x.add(llvm_ext.PoisonOp(vector_type)).results[0]
        align = x.element_alignment(element)
        for lane in range(lanes):
            if bits is not None and not bits[lane]:
                continue

            def load_lane(lane: int = lane, into: SSAValue = result) -> SSAValue:
                value = x.add(llvm.LoadOp(x.address(lane, element), element, alignment=align)).results[0]
                return x.add(llvm.InsertElementOp(into, value, x.index(lane))).results[0]

            if bits is not None:
                result = load_lane()
            else:
                updated = x.guarded(x.lane_of(op.mask, lane), result, load_lane)
                assert updated is not None
                result = updated
    op.res.replace_all_uses_with(result)
    Rewriter.erase_op(op)


def _expand_write(op: llvm_ext.MaskedStoreOp | llvm_ext.MaskedScatterOp) -> None:
    x = _Expander(op)
    vector_type = op.value.type
    assert isinstance(vector_type, VectorType)
    lanes = vector_type.get_shape()[0]
    element = vector_type.get_element_type()
    bits = _constant_lanes(op.mask, lanes)
    if isinstance(op, llvm_ext.MaskedStoreOp) and bits is not None and all(bits):
        x.add(llvm.StoreOp(op.value, op.data, alignment=op.align))
    else:
        align = x.element_alignment(element)
        for lane in range(lanes):
            if bits is not None and not bits[lane]:
                continue

            def store_lane(lane: int = lane) -> None:
                x.add(llvm.StoreOp(x.lane_of(op.value, lane), x.address(lane, element), alignment=align))

            if bits is not None:
                store_lane()
            else:
                x.guarded(x.lane_of(op.mask, lane), None, store_lane)
    Rewriter.erase_op(op)


def _expand_step_vector(op: llvm_ext.StepVectorOp) -> None:
    vector_type = op.res.type
    assert isinstance(vector_type, VectorType) and isinstance(vector_type.get_element_type(), IntegerType)
    lanes = vector_type.get_shape()[0]
    constant = llvm.ConstantOp(DenseIntOrFPElementsAttr.from_list(vector_type, list(range(lanes))), vector_type)
    inherit_location(constant, op)
    Rewriter.replace_op(op, constant)


def _erase_dead_pointer_vectors(ops: list[Operation]) -> None:
    """The vector GEPs and splats the lanes were built from, once nothing uses them; a vector of
    pointers still used is refused (selection has no registers for one)."""
    for op in reversed(ops):
        if op.parent is not None and not any(r.uses for r in op.results):
            Rewriter.erase_op(op)
    for op in ops:
        if op.parent is not None:
            raise op_error(op, f"'{op.name}' gives a vector of pointers, which only llvm.intr.masked.gather/scatter may use")


def _gives_pointer_vector(op: Operation) -> bool:
    return any(
        isinstance(r.type, VectorType) and isinstance(r.type.get_element_type(), llvm.LLVMPointerType) for r in op.results
    )


@dataclass(frozen=True)
class ExpandVectorIntrinsicsPass(ModulePass):
    name = "expand-vector-intrinsics"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        pointer_vectors: list[Operation] = []
        for inner in list(op.walk()):
            if isinstance(inner, llvm_ext.StepVectorOp):
                _expand_step_vector(inner)
            elif isinstance(inner, llvm_ext.MaskedLoadOp | llvm_ext.MaskedGatherOp):
                _expand_read(inner)
            elif isinstance(inner, llvm_ext.MaskedStoreOp | llvm_ext.MaskedScatterOp):
                _expand_write(inner)
            elif _gives_pointer_vector(inner):
                pointer_vectors.append(inner)
        _erase_dead_pointer_vectors(pointer_vectors)
