"""`llvm-licm`: loop-invariant code motion for the control-flow loops of llvm.func bodies.

xDSL's `loop-invariant-code-motion` moves code out of `scf` loop regions; producers hand us
loops already lowered to blocks and branches. Here natural loops are found from the dominator
tree (a back edge is an edge to a block that dominates its source), innermost first, and every
op of a loop whose operands are all defined outside it is moved to the end of the loop's
preheader (its one outside predecessor, which branches to the header alone), in dominance
order so that chains of invariant ops move together. Inner loops go first, so code invariant in
a loop nest climbs to the outermost preheader it can reach.

Only ops that can execute speculatively move: they may now run when the loop body would not
(the loop is entered but exits before reaching them), so nothing that reads or writes memory,
calls, or could trap (division by a value that may be zero or, signed, -1) is hoisted.
Loops without such a preheader are left alone.

Before hoisting, integer products `(x + c) * y` whose `c` and `y` are invariant and whose `x`
varies are distributed to `x * y + c * y` when at least two products share `x` and `y` (rows
`k + 2j` of a tile scaled by a run-time stride: LLVM's scalar evolution does the same). The
shared `x * y` is computed once, right after `x`; each `c * y` is invariant and is hoisted, so a
group of n products costs one multiply per iteration instead of n. Integer arithmetic wraps,
so the distribution is exact; the new ops carry no overflow flags. Likewise a `gep (gep p, x), y`
whose p and run-time y are invariant and whose x varies becomes `gep (gep p, y), x`, so that
`p + y` is hoisted (LLVM's LICM does the same): Triton's `b + rows * N + cols` is one add per
iteration then, not two. The address is the same sum of offsets; `inbounds` is dropped.

Last, code motion the other way: a speculatable op whose uses are all in one successor block that
has the op's block as its only predecessor moves to the top of that block (LLVM's instcombine
sinks so too), so work done for one side of a branch is done there alone: the string addresses
of Triton's `device_assert` message go into the failing branch.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import IntegerType
from xdsl.ir import Block, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.locations import inherit_location
from nvvm_xdsl.transforms.cfg_analysis import DominatorTree, NaturalLoop, natural_loops
from nvvm_xdsl.transforms.llvm_peephole import constant_int, int_width
from nvvm_xdsl.walk import functions

SPECULATABLE_OPS: tuple[type[Operation], ...] = (
    llvm.ConstantOp,
    llvm.AddOp,
    llvm.SubOp,
    llvm.MulOp,
    llvm.AndOp,
    llvm.OrOp,
    llvm.XOrOp,
    llvm.ShlOp,
    llvm.LShrOp,
    llvm.AShrOp,
    llvm.ICmpOp,
    llvm.SelectOp,
    llvm.TruncOp,
    llvm.ZExtOp,
    llvm.SExtOp,
    llvm.GEPOp,
    llvm.BitcastOp,
    llvm.IntToPtrOp,
    llvm.PtrToIntOp,
    llvm_ext.AddrSpaceCastOp,
    llvm_ext.PoisonOp,
    llvm_ext.UIToFPOp,
    llvm_ext.FreezeOp,
    llvm_ext.SMaxOp,
    llvm_ext.SMinOp,
    llvm_ext.UMaxOp,
    llvm_ext.UMinOp,
    llvm.FAddOp,
    llvm.FSubOp,
    llvm.FMulOp,
    llvm.FNegOp,
    llvm.FCmpOp,
    llvm.SIToFPOp,
    llvm.FPExtOp,
    llvm.FPTruncOp,
    llvm.ExtractValueOp,
    llvm.InsertValueOp,
    llvm.UndefOp,
    llvm.ZeroOp,
    llvm.AddressOfOp,
)


def is_speculatable(op: Operation) -> bool:
    if isinstance(op, SPECULATABLE_OPS):
        return True
    if isinstance(op, llvm.UDivOp | llvm.URemOp | llvm.SDivOp | llvm.SRemOp):
        divisor = constant_int(op.operands[1])
        width = int_width(op.operands[1])
        if divisor is None or width is None or divisor == 0:
            return False
        return isinstance(op, llvm.UDivOp | llvm.URemOp) or divisor != (1 << width) - 1
    return False



def _blocks_in_order(loop: NaturalLoop) -> list[Block]:
    """The loop's blocks in their function's order: `loop.blocks` is a set, whose order follows
    object identities, and the rewrites' order shows in the PTX (the same input must give the
    same PTX in every compile of a process)."""
    region = loop.header.parent
    assert region is not None
    return [block for block in region.blocks if block in loop.blocks]

def _defined_in(value: SSAValue, blocks: set[Block]) -> bool:
    owner = value.owner
    return (owner.parent_block() if isinstance(owner, Operation) else owner) in blocks


def _invariant(value: SSAValue, blocks: set[Block]) -> bool:
    return isinstance(value.owner, llvm.ConstantOp) or not _defined_in(value, blocks)


def _binary(op_type: type[llvm.AddOp | llvm.MulOp], lhs: SSAValue, rhs: SSAValue, like: Operation) -> Operation:
    new = op_type(lhs, rhs)
    inherit_location(new, like)
    return new


def distribute_products(loop: NaturalLoop, preheader_end: InsertPoint) -> int:
    """`(x + c) * y` -> `x * y + c * y` for groups of at least two products sharing a varying
    `x` and an invariant `y` (`c` invariant); returns how many products were rewritten."""
    groups: dict[tuple[SSAValue, SSAValue], list[tuple[llvm.MulOp, SSAValue, SSAValue]]] = {}
    for block in _blocks_in_order(loop):
        for op in block.ops:
            if not isinstance(op, llvm.MulOp) or not isinstance(op.results[0].type, IntegerType):
                continue
            for a, y in ((op.lhs, op.rhs), (op.rhs, op.lhs)):
                if not _invariant(y, loop.blocks) or not isinstance(add := a.owner, llvm.AddOp):
                    continue
                for x, c in ((add.lhs, add.rhs), (add.rhs, add.lhs)):
                    if not _invariant(x, loop.blocks) and _invariant(c, loop.blocks):
                        groups.setdefault((x, y), []).append((op, a, c))
                        break
                else:
                    continue
                break
    rewritten = 0
    for (x, y), members in groups.items():
        if len(members) < 2:
            continue
        # x * y right after x's definition: it dominates every use of x, hence every member.
        shared = _binary(llvm.MulOp, x, y, members[0][0])
        if isinstance(x.owner, Operation):
            Rewriter.insert_op(shared, InsertPoint.after(x.owner))
        else:
            Rewriter.insert_op(shared, InsertPoint.at_start(x.owner))
        for mul, _, c in members:
            # c and y are defined outside the loop by now: c * y goes to the preheader
            scaled = _binary(llvm.MulOp, c, y, mul)
            Rewriter.insert_op(scaled, preheader_end)
            total = _binary(llvm.AddOp, shared.results[0], scaled.results[0], mul)
            Rewriter.insert_op(total, InsertPoint.before(mul))
            mul.results[0].replace_all_uses_with(total.results[0])
            mul.detach()
            mul.erase()
            rewritten += 1
    return rewritten


def reassociate_geps(loop: NaturalLoop, preheader_end: InsertPoint) -> int:
    """`gep (gep p, x), y` -> `gep (gep p, y), x` where p and y are invariant (y a run-time
    value: a constant index stays outermost, where it is an address's immediate offset) and x
    varies; returns how many were rewritten."""
    rewritten = 0
    for block in _blocks_in_order(loop):
        for outer in list(block.ops):
            if not isinstance(outer, llvm.GEPOp) or not isinstance(inner := outer.ptr.owner, llvm.GEPOp):
                continue
            if (
                not outer.ssa_indices
                or any(isinstance(i.owner, llvm.ConstantOp) or not _invariant(i, loop.blocks) for i in outer.ssa_indices)
                or not _invariant(inner.ptr, loop.blocks)
                or all(_invariant(i, loop.blocks) for i in inner.ssa_indices)
            ):
                continue
            hoistable = llvm.GEPOp(
                inner.ptr, list(outer.rawConstantIndices.get_values()), outer.elem_type,
                ssa_indices=list(outer.ssa_indices), result_type=outer.result.type,
            )
            moved = llvm.GEPOp(
                hoistable.result, list(inner.rawConstantIndices.get_values()), inner.elem_type,
                ssa_indices=list(inner.ssa_indices), result_type=outer.result.type,
            )
            inherit_location([hoistable, moved], outer)
            Rewriter.insert_op(hoistable, preheader_end)
            Rewriter.insert_op(moved, InsertPoint.before(outer))
            outer.result.replace_all_uses_with(moved.result)
            outer.detach()
            outer.erase()
            rewritten += 1
    return rewritten


def _hoist_loop(loop: NaturalLoop, tree: DominatorTree, where: InsertPoint) -> int:
    moved = 0
    for block in tree.order:  # reverse post-order: definitions before their uses
        if block not in loop.blocks:
            continue
        for op in list(block.ops):
            if not is_speculatable(op):
                continue
            if any(operand.owner.parent_block() in loop.blocks if isinstance(operand.owner, Operation)
                   else operand.owner in loop.blocks for operand in op.operands):
                continue
            op.detach()
            Rewriter.insert_op(op, where)
            moved += 1
    return moved


def hoist_function(func: llvm.FuncOp) -> int:
    """Hoist the function's loop-invariant ops; returns how many moved."""
    if not func.body.blocks:
        return 0
    tree = DominatorTree.of(func.body)
    moved = 0
    for loop in natural_loops(tree):
        preheader = loop.preheader(tree)
        if preheader is None or preheader.last_op is None:
            continue
        where = InsertPoint.before(preheader.last_op)
        moved += _hoist_loop(loop, tree, where)
        # once the invariants are out, the rewrites that make more of them (placed outside)
        moved += distribute_products(loop, where) + reassociate_geps(loop, where)
    return moved


def sink_function(func: llvm.FuncOp) -> int:
    """Move speculatable ops used only in a successor that they alone reach into it; returns
    how many moved."""
    moved = 0
    for block in func.body.blocks:
        branch = block.last_op
        if branch is None or len(successors := set(branch.successors)) < 2:
            continue
        single = {succ for succ in successors if len(list(succ.predecessors())) == 1}
        if not single:
            continue
        # last op first: an op whose users just moved may follow them
        for op in reversed(list(block.ops)):
            if op is branch or not is_speculatable(op) or not op.results:
                continue
            users = {use.operation.parent_block() for result in op.results for use in result.uses}
            if len(users) != 1 or (target := users.pop()) not in single or target is block:
                continue
            op.detach()
            Rewriter.insert_op(op, InsertPoint.at_start(target))
            moved += 1
    return moved


@dataclass(frozen=True)
class LLVMLICMPass(ModulePass):
    name = "llvm-licm"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for func in functions(op):
            hoist_function(func)
            sink_function(func)
