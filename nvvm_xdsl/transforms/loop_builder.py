"""Building loops into an llvm.func body while it is being rewritten: a builder that appends
to an open block, and a counted loop over i64 indices (lower-aggr-copies' copy loops)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerAttr, i8, i64
from xdsl.ir import Attribute, Block, Operation, SSAValue

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.llvm_conversion import int_constant
from nvvm_xdsl.locations import inherit_location

# llvm.icmp predicates.
ICMP_ULT = 6
ICMP_UGT = 8


def pointer_space(ptr: SSAValue) -> int:
    """The address space of a `!llvm.ptr` value."""
    assert isinstance(ptr.type, llvm.LLVMPointerType)
    return AS.address_space_of(ptr.type)


class BlockBuilder:
    """Appends ops to an open (unterminated) block of a region being built; the ops it adds
    without a location take `location` (the op they are built for)."""

    def __init__(self, block: Block, location: Attribute | None = None):
        self.block = block
        self.location = location

    def add(self, op: Operation):
        inherit_location(op, self.location)
        self.block.add_op(op)
        return op

    def extend(self, ops: Sequence[Operation]) -> None:
        inherit_location(ops, self.location)
        self.block.add_ops(ops)

    def constant(self, value: int | SSAValue) -> SSAValue:
        if isinstance(value, int):
            return self.add(int_constant(value, i64)).result
        return value

    def terminate(self, op: Operation) -> None:
        self.add(op)

    def new_block_after(self, arg_types: Sequence[Attribute] = ()) -> BlockBuilder:
        region = self.block.parent
        assert region is not None
        new = Block(arg_types=arg_types)
        region.insert_block_after(new, self.block)
        return BlockBuilder(new, self.location)

    def gep(self, ptr: SSAValue, index: SSAValue, name: str) -> SSAValue:
        gep = self.add(
            llvm.GEPOp(
                ptr, [llvm.GEP_USE_SSA_VAL], i8, [index], result_type=AS.pointer_type_of(ptr), inbounds=True
            )
        )
        if name:
            gep.result.name_hint = name
        return gep.result

    def address_as_int(self, ptr: SSAValue, other: SSAValue) -> SSAValue:
        """`ptr` as an integer comparable with `other`'s (generic when their spaces differ)."""
        if pointer_space(ptr) != pointer_space(other) and pointer_space(ptr) != AS.GENERIC:
            ptr = self.add(llvm_ext.AddrSpaceCastOp(ptr, AS.pointer_type(AS.GENERIC))).results[0]
        return self.add(llvm.PtrToIntOp(ptr, i64)).results[0]


def counted_loop(
    b: BlockBuilder,
    end: SSAValue,
    step: int,
    backward: bool,
    body: Callable[[BlockBuilder, SSAValue], None],
    start: SSAValue | None = None,
    known_nonempty: bool = False,
) -> None:
    """Run `body(i)` for i = start, start+step, ... < end (or downward), then continue in `b`.

    `end - start` is a multiple of `step`; zero iterations skip the loop. `b` is rebound to
    the block after the loop (the builder object is updated in place).
    """
    if start is None:
        start = b.add(int_constant(0, i64)).result
    step_value = b.add(int_constant(step, i64)).result
    loop = b.new_block_after([i64])
    after = loop.new_block_after()
    counter = loop.block.args[0]
    counter.name_hint = "index"
    first, bound, predicate = (end, start, ICMP_UGT) if backward else (start, end, ICMP_ULT)
    if known_nonempty:
        b.terminate(llvm.BrOp(loop.block, first))
    else:
        enter = b.add(llvm.ICmpOp(first, bound, IntegerAttr(predicate, i64))).res
        b.terminate(llvm.CondBrOp(enter, loop.block, [first], after.block, []))
    if backward:
        current = loop.add(llvm.SubOp(counter, step_value)).res
        body(loop, current)
        next_index = current
    else:
        body(loop, counter)
        next_index = loop.add(llvm.AddOp(counter, step_value)).res
    more = loop.add(llvm.ICmpOp(next_index, bound, IntegerAttr(predicate, i64))).res
    loop.terminate(llvm.CondBrOp(more, loop.block, [next_index], after.block, []))
    b.block = after.block
