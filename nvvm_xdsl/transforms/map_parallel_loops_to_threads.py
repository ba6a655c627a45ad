"""`map-parallel-loops-to-threads`: an `scf.parallel` in device code becomes nested `scf.for`
loops distributed over the GPU's threads.

Each dimension with a `gpu-map-parallel-loops` mapping (`#gpu.loop_dim_map<processor =
thread_x, ...>`, entry i for dimension i) starts at `lb + id * step` and strides by
`count * step`, where (id, count) is (tid, ntid) for `thread_*`, (ctaid, nctaid) for `block_*`;
`sequential` dimensions are plain loops. Without a mapping, the innermost dimension is spread
over the global x index (`ctaid.x * ntid.x + tid.x`, stride `nctaid.x * ntid.x`), the next over
y and z, further ones run sequentially: a grid-stride loop, correct for every launch shape.

Loops with reductions (`init` values, `scf.reduce` operands) and non-identity maps are
rejected at the op. The loops are built from `gpu`, `arith` and `scf` ops, so the usual
conversions lower them (MLIR's `convert-parallel-loops-to-gpu` maps a host loop to a launch
instead; this is its in-kernel counterpart).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, builtin, gpu, scf
from xdsl.dialects.builtin import ArrayAttr, IndexType
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)

from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import gpu_ext
from nvvm_xdsl.locations import located_walker

MAPPING = "mapping"
_DIMS = ("x", "y", "z")


def _processors(op: scf.ParallelOp) -> list[str]:
    """One processor name per dimension: `thread_x`, `block_y`, `global_x`, `sequential`."""
    rank = len(op.lowerBound)
    mapping = op.attributes.get(MAPPING)
    if isinstance(mapping, ArrayAttr):
        names: list[str] = []
        for entry in mapping.data:
            assert isinstance(entry, gpu.LoopDimMapAttr)
            names.append(str(entry.processor.data.value))
        return names
    names = ["sequential"] * rank
    for position, dim in zip(range(rank - 1, -1, -1), _DIMS, strict=False):
        names[position] = f"global_{dim}"
    return names


def check_parallel(module: Operation) -> None:
    for op in module.walk():
        if not isinstance(op, scf.ParallelOp):
            continue
        if op.initVals or op.res:
            raise op_error(op, "scf.parallel with reductions is not supported on threads")
        mapping = op.attributes.get(MAPPING)
        if mapping is None:
            continue
        if not isinstance(mapping, ArrayAttr) or len(mapping.data) != len(op.lowerBound):
            raise op_error(op, "the mapping must have one #gpu.loop_dim_map per dimension")
        for entry in mapping.data:
            if not isinstance(entry, gpu.LoopDimMapAttr):
                raise op_error(op, f"mapping entry {entry} is not a #gpu.loop_dim_map")
            identity = AffineMap.identity(1)
            if entry.map.data != identity or entry.bound.data != identity:
                raise op_error(op, "only identity maps and bounds are supported in a mapping")


def _id_and_count(processor: str) -> tuple[list[Operation], SSAValue, SSAValue]:
    kind, dim = processor.split("_")
    dimension = gpu.DimensionAttr(gpu.DimensionEnum(dim))
    if kind == "thread":
        ops: list[Operation] = [gpu_ext.ThreadIdOp(dimension), gpu_ext.BlockDimOp(dimension)]
        return ops, ops[0].results[0], ops[1].results[0]
    if kind == "block":
        ops = [gpu_ext.BlockIdOp(dimension), gpu_ext.GridDimOp(dimension)]
        return ops, ops[0].results[0], ops[1].results[0]
    tid, bid, bdim, gdim = (
        gpu_ext.ThreadIdOp(dimension),
        gpu_ext.BlockIdOp(dimension),
        gpu_ext.BlockDimOp(dimension),
        gpu_ext.GridDimOp(dimension),
    )
    base = arith.MuliOp(bid.results[0], bdim.results[0])
    gid = arith.AddiOp(base.result, tid.results[0])
    count = arith.MuliOp(gdim.results[0], bdim.results[0])
    return [tid, bid, bdim, gdim, base, gid, count], gid.result, count.result


class ParallelToThreads(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.ParallelOp, rewriter: PatternRewriter, /):
        processors = _processors(op)
        body = op.body.block
        terminator = body.last_op
        assert terminator is not None
        rewriter.replace(terminator, scf.YieldOp())

        new_ops: list[Operation] = []
        inner_ops = new_ops
        induction_vars: list[SSAValue] = []
        for lower, upper, step, processor in zip(
            op.lowerBound, op.upperBound, op.step, processors, strict=True
        ):
            start, stride = lower, step
            if processor != "sequential":
                ops, index, count = _id_and_count(processor)
                offset = arith.MuliOp(index, step)
                first = arith.AddiOp(lower, offset.result)
                scaled = arith.MuliOp(count, step)
                inner_ops.extend([*ops, offset, first, scaled])
                start, stride = first.result, scaled.result
            loop_body = Block(arg_types=[IndexType()])
            loop = scf.ForOp(start, upper, stride, [], Region(loop_body))
            inner_ops.append(loop)
            induction_vars.append(loop_body.args[0])
            inner_ops = _BlockAppender(loop_body)

        innermost = induction_vars[-1].owner
        assert isinstance(innermost, Block)
        for arg, new_value in zip(body.args, induction_vars, strict=True):
            arg.replace_all_uses_with(new_value)
        for body_op in list(body.ops):
            body_op.detach()
            innermost.add_op(body_op)
        for loop_var in induction_vars[:-1]:
            block = loop_var.owner
            assert isinstance(block, Block)
            block.add_op(scf.YieldOp())
        rewriter.replace(op, new_ops, [])


class _BlockAppender(list[Operation]):
    """Collects the ops of a loop level straight into that loop's body block."""

    def __init__(self, block: Block):
        super().__init__()
        self.block = block

    def append(self, op: Operation) -> None:  # pyright: ignore[reportIncompatibleMethodOverride]
        self.block.add_op(op)

    def extend(self, ops) -> None:  # pyright: ignore
        for op in ops:
            self.block.add_op(op)


@dataclass(frozen=True)
class MapParallelLoopsToThreadsPass(ModulePass):
    name = "map-parallel-loops-to-threads"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        check_parallel(op)
        located_walker(ParallelToThreads(), apply_recursively=True).rewrite_module(op)
