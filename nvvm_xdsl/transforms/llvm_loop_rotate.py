"""`llvm-loop-rotate`: loops whose exit test is in the header become guarded do-while loops.

Producers lower `for` loops (Triton's `scf.for`) to a header that tests the induction variable
and either enters the body or leaves:

    ^pre:  br ^h(x)            ^h(a): c = test(a); cond_br c, ^body, ^exit
    ^body: ... br ^h(y)        (the latch, ^body or a later block)

Every iteration then runs two branches (the latch's jump back and the header's exit test), and
the test's predicate is live across the whole body, which ptxas keeps by saving predicates to
registers (P2R/R2P) in big bodies. Rotated, the test is made once before the loop (the guard)
and at the end of every iteration (LLVM's loop-rotate):

    ^pre:  c0 = test(x); cond_br c0, ^body(x), ^exit(x')
    ^body(b): ... c1 = test(y); cond_br c1, ^body(y), ^exit(y')

The header's block arguments move to the body's entry block; the header's ops are cloned where
their values are needed (in the guard and the latch for the test, at the top of the body and of
the exit block for other users), so no value is carried only because the header computed it;
the exit block gets arguments for the header values used after the loop (`x'`, `y'`).

A natural loop (cfg_analysis) is rotated when
* it has a preheader ending in `llvm.br`, one latch ending in `llvm.br` to the header;
* the header ends in `llvm.cond_br` with one successor in the loop (the body, not the header)
  and one outside (the exit), and each of those two has the header as its only predecessor;
* the header's other ops are at most `max-header-ops`, all speculatable (llvm-licm's list):
  they now also run on the guard's path.
Inner loops go first; the dominator tree is rebuilt after each rotation.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.ir import Block, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.locations import inherit_location
from nvvm_xdsl.transforms.cfg_analysis import DominatorTree, NaturalLoop, natural_loops
from nvvm_xdsl.transforms.llvm_licm import is_speculatable
from nvvm_xdsl.walk import functions


def _slice(header: Block, roots: Iterable[SSAValue]) -> tuple[list[Operation], list[SSAValue]]:
    """The header ops (in order) and header arguments that `roots` depend on within the header."""
    ops: set[Operation] = set()
    args: set[SSAValue] = set()
    work = [root for root in roots]
    while work:
        value = work.pop()
        owner = value.owner
        if owner is header:
            args.add(value)
        elif isinstance(owner, Operation) and owner.parent_block() is header and owner not in ops:
            ops.add(owner)
            work.extend(owner.operands)
    return [op for op in header.ops if op in ops], [arg for arg in header.args if arg in args]


def _clone_into(ops: Sequence[Operation], mapping: dict[SSAValue, SSAValue], where: InsertPoint) -> None:
    """Clones of `ops` at `where`, operands through `mapping`, which learns their results."""
    for op in ops:
        new = op.clone(value_mapper=mapping)
        inherit_location(new, op)
        Rewriter.insert_op(new, where)
        mapping.update(zip(op.results, new.results, strict=True))


@dataclass(frozen=True)
class LLVMLoopRotatePass(ModulePass):
    name = "llvm-loop-rotate"

    max_header_ops: int = 8
    """The most ops (besides the terminator) a header may have: they are cloned up to four times."""

    max_exit_values: int = 2
    """The most header values a rotated loop may pass to its exit: each is a block argument of
    the exit written on both exit edges, which ptxas does not always coalesce with the loop's own
    registers (a matmul's accumulators, used after its loop, measured worse rotated)."""

    @on_device_code
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for func in functions(op):
            self.rotate_function(func)

    def rotate_function(self, func: llvm.FuncOp) -> int:
        rotated = 0
        done: set[Block] = set()
        while func.body.blocks:
            tree = DominatorTree.of(func.body)
            for loop in natural_loops(tree):
                if loop.header not in done and self.rotate(loop, tree):
                    rotated += 1
                    break
                done.add(loop.header)
            else:
                return rotated
        return rotated

    def rotate(self, loop: NaturalLoop, tree: DominatorTree) -> bool:
        header = loop.header
        branch = header.last_op
        preheader = loop.preheader(tree)
        latches = [pred for pred in tree.predecessors[header] if pred in loop.blocks]
        if (
            not isinstance(branch, llvm.CondBrOp)
            or preheader is None
            or not isinstance(preheader.last_op, llvm.BrOp)
            or len(latches) != 1
            or not isinstance(latch_branch := latches[0].last_op, llvm.BrOp)
        ):
            return False
        inside = branch.then_block in loop.blocks
        body, exit_ = (branch.then_block, branch.else_block) if inside else (branch.else_block, branch.then_block)
        if (
            body is header
            or exit_ in loop.blocks
            or tree.predecessors.get(body) != [header]
            or tree.predecessors.get(exit_) != [header]
        ):
            return False
        header_ops = [op for op in header.ops if op is not branch]
        if len(header_ops) > self.max_header_ops or not all(is_speculatable(op) for op in header_ops):
            return False
        body_operands = branch.then_arguments if inside else branch.else_arguments
        exit_operands = branch.else_arguments if inside else branch.then_arguments

        # Header values used after the loop (the exit edge and beyond) travel as exit arguments;
        # a use outside the loop that the exit does not dominate is reached from the body (a
        # second exit) and takes the body's value.
        defined = [*header.args, *(result for op in header_ops for result in op.results)]
        after_exit: set[SSAValue] = set()
        for value in defined:
            for use in value.uses:
                user_block = use.operation.parent_block()
                if user_block is None or user_block in loop.blocks:
                    continue
                if tree.dominates(exit_, user_block):
                    after_exit.add(value)
                elif not tree.dominates(body, user_block):
                    return False
        exit_ops, exit_args = _slice(header, [value for value in defined if value in after_exit])
        if len(exit_args) > self.max_exit_values:
            return False

        # The body's entry takes over the header's arguments; the header's ops used in the loop
        # are recomputed at its top (unused clones are llvm-dce's).
        body_args = [body.insert_arg(arg.type, len(body.args)) for arg in header.args]
        for old_arg, new_arg in zip(header.args, body_args, strict=True):
            new_arg.name_hint = old_arg.name_hint
        in_body: dict[SSAValue, SSAValue] = dict(zip(header.args, body_args, strict=True))
        first = body.first_op
        assert first is not None
        _clone_into(header_ops, in_body, InsertPoint.before(first))
        new_exit_args = [exit_.insert_arg(arg.type, len(exit_.args)) for arg in exit_args]
        at_exit: dict[SSAValue, SSAValue] = dict(zip(exit_args, new_exit_args, strict=True))
        exit_first = exit_.first_op
        assert exit_first is not None
        _clone_into(exit_ops, at_exit, InsertPoint.before(exit_first))
        for value in defined:
            for use in list(value.uses):
                user_block = use.operation.parent_block()
                if user_block is header or user_block is None:
                    continue
                if user_block in loop.blocks or not tree.dominates(exit_, user_block):
                    replacement = in_body[value]
                else:
                    replacement = at_exit[value]
                use.operation.operands = tuple(
                    replacement if i == use.index else operand for i, operand in enumerate(use.operation.operands)
                )

        # The test at both entries of the loop: the guard and the latch.
        test_ops, _ = _slice(header, [branch.cond, *body_operands, *exit_operands])
        for edge_branch in (preheader.last_op, latch_branch):
            assert isinstance(edge_branch, llvm.BrOp)
            mapping: dict[SSAValue, SSAValue] = dict(zip(header.args, edge_branch.arguments, strict=True))
            _clone_into(test_ops, mapping, InsertPoint.before(edge_branch))
            to_body = [mapping.get(v, v) for v in (*body_operands, *header.args)]
            to_exit = [mapping.get(v, v) for v in (*exit_operands, *exit_args)]
            cond = mapping.get(branch.cond, branch.cond)
            new = (
                llvm.CondBrOp(cond, body, to_body, exit_, to_exit)
                if inside
                else llvm.CondBrOp(cond, exit_, to_exit, body, to_body)
            )
            if edge_branch is latch_branch:
                # loop annotations stay on the back edge
                new.attributes.update(edge_branch.attributes)
            inherit_location(new, branch)
            Rewriter.replace_op(edge_branch, new)
        region = header.parent
        assert region is not None
        region.erase_block(header, safe_erase=False)
        return True
