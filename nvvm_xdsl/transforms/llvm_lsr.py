"""`llvm-lsr`: loop strength reduction of pointer induction variables that step together.

Triton's software-pipelined loops carry one pointer per loaded element as a block argument of
the loop header (32 to 64 in a matmul), advanced by the same constant every iteration:
`^loop(%i, %p0, ..., %p31)` with `%p0' = gep %p0[64]` on the back edge. Selected as they are,
every pointer is an add and a move per iteration and a register pair carried across the back
edge. LLVM's loop strength reduction rewrites such a group in terms of one induction variable
(the offset) plus the pointers' start values; here the loop's own counter gives the offset:
with `%i` counting by one from `%i0`, each pointer is `gep i8 %init[zext(%i - %i0) * bytes]`.
The offset is computed once at the top of the header, each pointer right before its first
user (all at the top, a matmul's pointers would be live at once and spill), and the pointer
arguments, their back-edge geps and the moves go away.

A loop is rewritten when
* its header has one entry edge and its back edges come from `llvm.br`/`llvm.cond_br`;
* a header argument `%i` (i32 or i64) gets `add %i, 1` on every back edge, and the header's
  own exit test keeps the loop going only while `%i` is below a loop-invariant bound (`icmp slt`
  or `ult`, `%i` on the left; or `sgt`/`ugt` with `%i` on the right). Then `%i` never wraps
  inside the loop, so `%i - %i0`, zero-extended, is exactly the number of iterations done;
* at least two pointer arguments advance, on every back edge, by a one-index `gep` of the same
  constant number of bytes. Steps that are run-time values are left as they are, as LLVM
  leaves them in Triton's matmuls: rewritten, they measured worse (`matmul_sm90` spilled).

The new geps carry no `inbounds` (the old chain's flags do not carry over to one big step);
their offset is computed in i64, as the old chain's wrapping additions were, so every pointer
has the same bits as before.

Counting down: a loop counter `%c` that only steps (`%c' = add %c, K`) and whose step is only
compared for equality with a loop-invariant bound (`icmp eq|ne %c', %b`, clang's unrolled
loops) is replaced by the distance to the bound, `%d = %b - %c`: `%d' = sub %d, K`, tested
against 0, starting at `%b - %c0`. The bound is then dead in the loop, one register fewer live
across the body, as LLVM's LSR counts such loops down (clang's recursive `fib`: a register
fewer kept across its calls). The wrapping arithmetic makes it exact: `%c' == %b` iff
`%b - %c' == 0`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import IntegerType
from xdsl.dialects.llvm import GEP_USE_SSA_VAL
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import IsTerminator

from nvvm_xdsl.datalayout import alloc_size
from nvvm_xdsl.llvm_conversion import int_constant
from nvvm_xdsl.locations import insert_located, replace_located
from nvvm_xdsl.transforms.cfg_analysis import DominatorTree, NaturalLoop, natural_loops
from nvvm_xdsl.transforms.llvm_peephole import ICMP_PREDICATES, constant_int
from nvvm_xdsl.walk import functions

I64 = IntegerType(64)
I8 = IntegerType(8)

# (terminator, which successor operand list) for one edge into a block.
Edge = tuple[Operation, str]


def _edges_into(block: Block, predecessors: list[Block]) -> list[Edge] | None:
    edges: list[Edge] = []
    for pred in dict.fromkeys(predecessors):
        term = pred.last_op
        if isinstance(term, llvm.BrOp):
            edges.append((term, "br"))
        elif isinstance(term, llvm.CondBrOp):
            if term.then_block is block:
                edges.append((term, "then"))
            if term.else_block is block:
                edges.append((term, "else"))
        else:
            return None
    return edges


def _edge_values(edge: Edge) -> tuple[SSAValue, ...]:
    term, which = edge
    if which == "br":
        return tuple(term.operands)
    assert isinstance(term, llvm.CondBrOp)
    return tuple(term.then_arguments if which == "then" else term.else_arguments)


def _drop_edge_operands(edge: Edge, drop: set[int]) -> None:
    """Rebuild the edge's terminator without the successor operands at positions `drop`."""
    term, which = edge
    if which == "br":
        assert isinstance(term, llvm.BrOp)
        kept = [v for n, v in enumerate(term.operands) if n not in drop]
        new: Operation = llvm.BrOp(term.successor, *kept)
    else:
        assert isinstance(term, llvm.CondBrOp)
        then_args = list(term.then_arguments)
        else_args = list(term.else_arguments)
        if which == "then":
            then_args = [v for n, v in enumerate(then_args) if n not in drop]
        else:
            else_args = [v for n, v in enumerate(else_args) if n not in drop]
        new = llvm.CondBrOp(term.cond, term.then_block, then_args, term.else_block, else_args)
    new.attributes.update(term.attributes)
    replace_located(term, new)


def _defined_outside(value: SSAValue, loop: NaturalLoop) -> bool:
    owner = value.owner
    block = owner.parent_block() if isinstance(owner, Operation) else owner
    return block not in loop.blocks


def _is_add_one(value: SSAValue, counter: SSAValue) -> bool:
    op = value.owner
    if not isinstance(op, llvm.AddOp):
        return False
    lhs, rhs = op.lhs, op.rhs
    return (lhs is counter and constant_int(rhs) == 1) or (rhs is counter and constant_int(lhs) == 1)


def _bounded_by_exit_test(header: Block, counter: SSAValue, loop: NaturalLoop) -> bool:
    """The header leaves the loop unless `counter` is below a loop-invariant bound."""
    term = header.last_op
    if not isinstance(term, llvm.CondBrOp) or term.then_arguments or term.else_arguments:
        return False
    if term.then_block not in loop.blocks or term.else_block in loop.blocks:
        return False
    test = term.cond.owner
    if not isinstance(test, llvm.ICmpOp):
        return False
    kind = ICMP_PREDICATES[test.predicate.value.data]
    if kind in ("slt", "ult"):
        left, right = test.lhs, test.rhs
    elif kind in ("sgt", "ugt"):
        left, right = test.rhs, test.lhs
    else:
        return False
    return left is counter and _defined_outside(right, loop)


@dataclass(frozen=True)
class _Step:
    """What a pointer advances by per iteration: a constant number of elements."""

    element: Attribute
    elements: int


def _pointer_step(latch_values: list[SSAValue], arg: BlockArgument) -> _Step | None:
    steps: set[_Step] = set()
    for value in latch_values:
        gep = value.owner
        if not isinstance(gep, llvm.GEPOp) or gep.ptr is not arg:
            return None
        raw = tuple(gep.rawConstantIndices.iter_values())
        if len(raw) != 1:
            return None
        if raw[0] == GEP_USE_SSA_VAL:
            index = gep.ssa_indices[0]
            constant = constant_int(index)
            if constant is None:
                return None
            width = index.type.width.data  # type: ignore[attr-defined]
            steps.add(_Step(gep.elem_type, constant - (1 << width) if constant >> (width - 1) else constant))
        else:
            steps.add(_Step(gep.elem_type, raw[0]))
    return steps.pop() if len(steps) == 1 else None


def reduce_loop(loop: NaturalLoop, tree: DominatorTree) -> int:
    header = loop.header
    predecessors = tree.predecessors[header]
    edges = _edges_into(header, predecessors)
    if edges is None:
        return 0
    entry = [e for e in edges if e[0].parent_block() not in loop.blocks]
    latches = [e for e in edges if e[0].parent_block() in loop.blocks]
    if len(entry) != 1 or not latches:
        return 0
    entry_values = _edge_values(entry[0])
    latch_values = [_edge_values(e) for e in latches]
    args = list(header.args)

    counter = next(
        (arg for n, arg in enumerate(args)
         if isinstance(arg.type, IntegerType) and arg.type.width.data in (32, 64)
         and all(_is_add_one(values[n], arg) for values in latch_values)
         and _bounded_by_exit_test(header, arg, loop)),
        None,
    )
    if counter is None:
        return 0

    groups: dict[_Step, list[int]] = {}
    for n, arg in enumerate(args):
        if isinstance(arg.type, llvm.LLVMPointerType):
            step = _pointer_step([values[n] for values in latch_values], arg)
            if step is not None:
                groups.setdefault(step, []).append(n)
    groups = {step: members for step, members in groups.items() if len(members) >= 2}
    if not groups:
        return 0

    # The iteration count k = zext(i - i0), then one offset per step, at the top of the header.
    new_ops: list[Operation] = []
    start = entry_values[counter.index]
    count: SSAValue = counter
    if constant_int(start) != 0:
        sub = llvm.SubOp(counter, start)
        new_ops.append(sub)
        count = sub.res
    if counter.type != I64:
        widened = llvm.ZExtOp(count, I64)
        new_ops.append(widened)
        count = widened.res
    rewritten: set[int] = set()
    pointers: list[tuple[BlockArgument, llvm.GEPOp]] = []
    for step, members in groups.items():
        step_bytes = step.elements * alloc_size(step.element)
        if step_bytes > 0 and step_bytes & (step_bytes - 1) == 0:
            amount = int_constant(step_bytes.bit_length() - 1, I64)
            offset: Operation = llvm.ShlOp(count, amount.result)
        else:
            amount = int_constant(step_bytes, I64)
            offset = llvm.MulOp(count, amount.result)
        new_ops += [amount, offset]
        for n in members:
            pointer_type = args[n].type
            assert isinstance(pointer_type, llvm.LLVMPointerType)  # a GEP's base (_pointer_step)
            pointer = llvm.GEPOp(entry_values[n], [GEP_USE_SSA_VAL], I8,
                                 ssa_indices=[offset.results[0]], result_type=pointer_type)
            pointers.append((args[n], pointer))
            rewritten.add(n)
    insert_located(new_ops, InsertPoint.at_start(header))
    # Every rewritten pointer's latch value is a GEP (`_pointer_step` checked): the filter only narrows.
    back_edge_geps = [
        gep for values in latch_values for n in rewritten
        if isinstance(gep := values[n].owner, llvm.GEPOp)
    ]
    for arg, pointer in pointers:
        # Each pointer right before its first user when they share a block: computed all at
        # the top, the 64 pointers of a matmul would be live at once (and spill).
        users = [use.operation for use in arg.uses if use.operation not in back_edge_geps]
        blocks = {user.parent_block() for user in users}
        if len(blocks) == 1 and users:
            block = blocks.pop()
            first = min(users, key=lambda user: block.get_operation_index(user))
            insert_located(pointer, InsertPoint.before(first))
        else:
            insert_located(pointer, InsertPoint.after(new_ops[-1]))
        arg.replace_all_uses_with(pointer.result)

    for edge in edges:
        _drop_edge_operands(edge, rewritten)
    for gep in dict.fromkeys(back_edge_geps):
        if not any(r.uses for r in gep.results):
            Rewriter.erase_op(gep)
    for n in sorted(rewritten, reverse=True):
        header.erase_arg(args[n])
    return len(rewritten)


def _edge_operand_index(edge: Edge, n: int) -> int:
    """The position, among its terminator's operands, of the edge's `n`th block argument."""
    term, which = edge
    if which == "br":
        return n
    assert isinstance(term, llvm.CondBrOp)
    return 1 + n + (len(term.then_arguments) if which == "else" else 0)


def count_down(loop: NaturalLoop, tree: DominatorTree) -> bool:
    """Replace one counter of `loop` compared only for equality with a loop-invariant bound by
    its distance to the bound (see the module's doc); whether one was."""
    header = loop.header
    edges = _edges_into(header, tree.predecessors[header])
    if edges is None:
        return False
    entry = [e for e in edges if e[0].parent_block() not in loop.blocks]
    latches = [e for e in edges if e[0].parent_block() in loop.blocks]
    if len(entry) != 1 or not latches:
        return False
    for n, counter in enumerate(header.args):
        if not isinstance(counter.type, IntegerType) or counter.uses.get_length() != 1:
            continue
        step = next(iter(counter.uses)).operation
        if not isinstance(step, llvm.AddOp) or step.parent_block() not in loop.blocks:
            continue
        amount = step.rhs if step.lhs is counter else step.lhs
        if constant_int(amount) in (None, 0) or amount is counter:
            continue
        if any(_edge_values(edge)[n] is not step.res for edge in latches):
            continue
        tests = [use.operation for use in step.res.uses if not use.operation.has_trait(IsTerminator)]
        if len(tests) != 1 or step.res.uses.get_length() != 1 + len(latches):
            continue
        test = tests[0]
        if not isinstance(test, llvm.ICmpOp) or ICMP_PREDICATES[test.predicate.value.data] not in ("eq", "ne"):
            continue
        bound = test.rhs if test.lhs is step.res else test.lhs
        if bound is step.res or not _defined_outside(bound, loop) or constant_int(bound) is not None:
            continue
        # %d0 = %b - %c0 where the loop is entered, %d' = %d - K, and the test `%d' == 0`.
        entry_term = entry[0][0]
        start = _edge_values(entry[0])[n]
        distance = bound
        if constant_int(start) != 0:
            sub = llvm.SubOp(bound, start)
            insert_located(sub, InsertPoint.before(entry_term))
            distance = sub.res
        entry_term.operands[_edge_operand_index(entry[0], n)] = distance
        down = llvm.SubOp(counter, amount)
        replace_located(step, down)
        zero = int_constant(0, counter.type)
        insert_located(zero, InsertPoint.before(test))
        test.operands[0 if test.lhs is bound else 1] = zero.result
        return True
    return False


def reduce_function(func: llvm.FuncOp) -> int:
    """Rewrite the function's loops' stepping pointers and count down the counters compared
    with a bound; returns how many arguments went and counters were rewritten."""
    if not func.body.blocks:
        return 0
    removed = 0
    # One loop at a time: each rewrite replaces terminators, so the analysis is redone.
    while True:
        tree = DominatorTree.of(func.body)
        changed = 0
        for loop in natural_loops(tree):
            changed = reduce_loop(loop, tree) or int(count_down(loop, tree))
            if changed:
                break
        if not changed:
            return removed
        removed += changed


@dataclass(frozen=True)
class LLVMLSRPass(ModulePass):
    name = "llvm-lsr"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for func in functions(op):
            reduce_function(func)
