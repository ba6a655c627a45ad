"""`ptx-lower-block-args`: the values a `ptx.bra` passes to its successor's block arguments
become `ptx.mov` instructions before the branch, in an order that gives them parallel-copy
semantics (all sources are read before any argument register is written; a cycle such as a
swap goes through one temporary), as xDSL's `riscv-lower-parallel-mov` does for riscv.

PTX has no block arguments: each one is a register that every incoming edge writes. After this
pass every argument of a branch is either the block argument itself (nothing to move) or the
result of a move placed for this edge, used by the branch alone; the branch is marked
`coalesced`, and the printer gives each such result the register of the block argument it
feeds. A source that is a move of a literal used only by branches is moved straight into the
argument register on each edge (`mov.b32 %r1, 0`), and the literal move itself goes away.

convert-llvm-to-ptx runs this last, so its output prints as PTX.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from nvvm_xdsl.dialects import ptx
from nvvm_xdsl.walk import operations_of_type


def register_of(value: SSAValue) -> SSAValue:
    """The value whose register `value` lives in: a tied inline-asm result shares the register
    of its operand (ptx.asm `tied`)."""
    # Read by position (`outs` and `ins` are all of an asm's results and operands): an edge of a
    # wgmma loop passes a hundred asm results, and listing the pairs per value was quadratic.
    while isinstance(value, OpResult) and isinstance(asm := value.op, ptx.AsmOp):
        tied = asm.tied.get_values() if asm.tied is not None else ()
        operand = tied[value.index] if value.index < len(tied) else -1
        if operand < 0:
            break
        value = asm._operands[operand]  # pyright: ignore[reportPrivateUsage]
    return value


def _literal(value: SSAValue) -> ptx.Imm | None:
    """The immediate a move of a literal holds, when branches are its only users."""
    mov = value.owner
    if not isinstance(mov, ptx.MovOp) or mov.srcs or mov.imms is None:
        return None
    # Special registers (`%tid.x`) stay where they are read.
    if mov.imms.data[0].text.data.startswith(("%", "$")):
        return None
    if not all(isinstance(use.operation, ptx.BraOp) for use in value.uses):
        return None
    imm = mov.imms.data[0]
    return ptx.Imm(imm.text.data, imm.cls.data)


def lower_branch_arguments(branch: ptx.BraOp) -> None:
    """Place the moves of one edge before `branch` and mark it coalesced."""
    if branch.coalesced is not None or not branch.args:
        return
    dests: list[SSAValue] = list(branch.successor.args)
    new_args: list[SSAValue] = list(branch.args)
    # (destination argument, source register value or literal, the register the source lives
    # in) of every move still to do.
    pending: list[tuple[SSAValue, SSAValue | ptx.Imm, SSAValue | None]] = []
    # How many pending moves read each register: a destination no pending move reads is ready.
    # Kept up to date move by move (an edge of a loop carrying a wgmma's accumulators has
    # hundreds of arguments; recomputing it per move was quadratic).
    reads: dict[SSAValue, int] = {}
    for index, (dest, source) in enumerate(zip(dests, branch.args, strict=True)):
        register = register_of(source)
        if register is dest:
            new_args[index] = dest
            continue
        literal = _literal(source)
        if literal is not None:
            pending.append((dest, literal, None))
        else:
            pending.append((dest, source, register))
            reads[register] = reads.get(register, 0) + 1
    position = {dest: index for index, dest in enumerate(dests)}

    def move(source: SSAValue | ptx.Imm, dest_type: ptx.RegType) -> SSAValue:
        mov = ptx.MovOp(dest_type.cls, source, dest_type)
        mov.location = branch.location
        Rewriter.insert_op(mov, InsertPoint.before(branch))
        return mov.result

    while pending:
        ready = next((m for m in pending if not reads.get(m[0])), None)
        if ready is not None:
            pending.remove(ready)
            target, value, read = ready
            if read is not None:
                reads[read] -= 1
            assert isinstance(target.type, ptx.RegType)
            new_args[position[target]] = move(value, target.type)
            continue
        # Every destination is still read: save one of them and let its readers use the copy.
        blocked = pending[0][0]
        current = next(s for _, s, r in pending if r is blocked)
        assert isinstance(blocked.type, ptx.RegType)
        saved = move(current, blocked.type)
        pending = [(d, saved, saved) if r is blocked else (d, s, r) for d, s, r in pending]
        reads[saved] = reads.pop(blocked)
    old_args = list(branch.args)
    branch.operands = new_args
    branch.coalesced = builtin.UnitAttr()
    for value in old_args:
        if isinstance(value.owner, ptx.MovOp) and not value.uses:
            Rewriter.erase_op(value.owner)


def lower_block_args(root: Operation) -> None:
    """Lower the block arguments of every branch under `root`."""
    for branch in operations_of_type(root, ptx.BraOp):
        lower_branch_arguments(branch)


@dataclass(frozen=True)
class PTXLowerBlockArgsPass(ModulePass):
    name = "ptx-lower-block-args"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        lower_block_args(op)
