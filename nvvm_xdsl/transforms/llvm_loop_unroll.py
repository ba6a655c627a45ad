"""`llvm-loop-unroll`: full unrolling of counted control-flow loops in llvm.func bodies.

Producers index register fragments with loop induction variables: CuTe DSL's GEMMs walk their
accumulator and copy tiles in loops it marks `#llvm.loop_annotation<unroll = <full = true>>`,
and LLVM fully unrolls such loops (and small ones that index a stack slot, since unrolling makes
the indices constant) before SROA. Without it the indices stay run-time values and the tiles
stay in local memory. This pass runs before llvm-sroa for the same reason.

A natural loop (cfg_analysis) is unrolled when it has this shape:

* one preheader, ending in `llvm.br` to the header, and one latch, whose terminator is the only
  back edge (the header may be its own latch);
* the header is the only block that leaves the loop: its `llvm.cond_br` tests an `llvm.icmp` of
  a header block argument (the induction variable) against a constant, one successor in the loop
  and one outside; a loop that can also leave from its body is left alone (its trip count is not
  the header's);
* the induction variable starts at a constant (the preheader's operand) and the latch passes
  `iv + c` or `iv - c`, so the trip count follows by stepping the value as the hardware would
  (wrapping at its width) until the test fails, at most `max-trip-count` times;
* the latch's annotation does not say `unroll = <disable = true>`, and either it asks for
  `full = true` and trip count × loop size (ops) is at most `full-unroll-size`, or the loop
  indexes a stack slot (a GEP with a run-time index on an `llvm.alloca`) and the product is at
  most `unroll-size`.

The loop's blocks are cloned once per iteration, each iteration's header merged into the block
that reaches it (it has one predecessor now), and a last header copy branches to the exit; the
header's values used after the loop are that last copy's. While cloning, integer arithmetic,
casts, `icmp`, `select` and `cond_br` on constants are folded and constant GEP indices become
immediate ones, so that llvm-sroa sees constant offsets; clones made unreachable by folded
branches are removed. Inner loops are unrolled first; a function that has no stack slot and no
full-unroll request is not analysed at all (one walk).

In the functions it analyses it first folds what is constant (`fold_constants`: integer ops,
compares, casts, selects, block arguments every live edge passes the same constant, branches on
constants, whose dead blocks go, constant GEP indices made immediate) and threads joins that
re-test a condition their predecessors decided (`thread_retested_branches`), and folds again
after unrolling: lower-to-ptx runs it a second time after llvm-mem2reg, when numba's range
loops (trip count computed from constants, "valid" flag re-tested in a join) have block
arguments for counters. Constants do not count towards a loop's size.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from io import StringIO

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import IntegerType
from xdsl.dialects.llvm import GEP_USE_SSA_VAL
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.printer import Printer

from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.llvm_conversion import int_constant
from nvvm_xdsl.locations import inherit_location
from nvvm_xdsl.transforms.cfg_analysis import DominatorTree, NaturalLoop, natural_loops, reverse_post_order, successors
from nvvm_xdsl.transforms.llvm_peephole import (
    ICMP_PREDICATES,
    INT_BINARY_OPS,
    compare,
    constant_int,
    fold_int_binary,
    int_width,
    to_signed,
)
from nvvm_xdsl.walk import functions, operations_in

_UNROLL_FIELDS = re.compile(r"(?<![\w])unroll\s*=\s*(?:#llvm\.loop_unroll)?<([^<>]*)>")


def unroll_request(branch: Operation) -> str | None:
    """`"full"` or `"disable"` when the branch's `loop_annotation` asks for it, else None."""
    annotation = branch.attributes.get("loop_annotation") or branch.properties.get("loop_annotation")
    if annotation is None:
        return None
    match = _UNROLL_FIELDS.search(_text(annotation))
    if match is None:
        return None
    fields = dict(
        (part.split("=", 1)[0].strip(), part.split("=", 1)[1].strip())
        for part in match.group(1).split(",")
        if "=" in part
    )
    if fields.get("disable") == "true":
        return "disable"
    if fields.get("full") == "true":
        return "full"
    return None


def _text(attr: Attribute) -> str:
    stream = StringIO()
    Printer(stream=stream).print_attribute(attr)
    return stream.getvalue()


@dataclass
class _Plan:
    loop: NaturalLoop
    preheader: Block
    latch: Block
    exit_on_true: bool
    """Whether the header's `cond_br` leaves the loop on its true successor."""
    trip_count: int


def _back_edge_operands(latch: Block, header: Block) -> tuple[SSAValue, ...] | None:
    term = latch.last_op
    if isinstance(term, llvm.BrOp) and term.successor is header:
        return tuple(term.arguments)
    if isinstance(term, llvm.CondBrOp) and latch is header:
        if term.then_block is header and term.else_block is not header:
            return tuple(term.then_arguments)
        if term.else_block is header and term.then_block is not header:
            return tuple(term.else_arguments)
    return None


def _indexes_stack_slot(loop: NaturalLoop) -> bool:
    """Whether the loop has a GEP with a run-time index on (a GEP or cast of) an alloca."""
    for block in loop.blocks:
        for op in block.ops:
            if not isinstance(op, llvm.GEPOp) or not op.ssa_indices:
                continue
            base = op.ptr
            while isinstance(base.owner, Operation) and not isinstance(base.owner, llvm.AllocaOp):
                if isinstance(base.owner, llvm.GEPOp) or base.owner.name in (
                    "llvm.addrspacecast",
                    "llvm.bitcast",
                ):
                    base = base.owner.operands[0]
                else:
                    break
            if isinstance(base.owner, llvm.AllocaOp):
                return True
    return False


def _trip_count(init: int, step: int, bound: int, predicate: str, iv_on_left: bool, continue_when: bool,
                width: int, limit: int) -> int | None:
    mask = (1 << width) - 1
    value, count = init, 0
    while True:
        a, b = (value, bound) if iv_on_left else (bound, value)
        if compare(predicate, a, b, width) != continue_when:
            return count
        count += 1
        if count > limit:
            return None
        value = (value + step) & mask


_FREE = (llvm.ConstantOp, llvm.ZeroOp, llvm.UndefOp)


@dataclass(frozen=True)
class LLVMLoopUnrollPass(ModulePass):
    name = "llvm-loop-unroll"

    max_trip_count: int = 1024
    """The most iterations a loop is unrolled to."""
    full_unroll_size: int = 16384
    """Trip count × loop ops allowed for a loop whose annotation asks for full unrolling."""
    unroll_size: int = 512
    """Trip count × loop ops allowed for an unannotated loop that indexes a stack slot."""

    @on_device_code
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for func in functions(op):
            unroll_function(func, self)

    def plan(self, loop: NaturalLoop, tree: DominatorTree) -> _Plan | None:
        header = loop.header
        preheader = loop.preheader(tree)
        latches = [pred for pred in tree.predecessors[header] if pred in loop.blocks]
        if preheader is None or len(latches) != 1 or not isinstance(preheader.last_op, llvm.BrOp):
            return None
        latch = latches[0]
        latch_term = latch.last_op
        assert latch_term is not None
        request = unroll_request(latch_term)
        if request == "full":
            limit = self.full_unroll_size
        elif request is None and _indexes_stack_slot(loop):
            limit = self.unroll_size
        else:
            return None
        back = _back_edge_operands(latch, header)
        term = header.last_op
        if back is None or not isinstance(term, llvm.CondBrOp):
            return None
        inside = (term.then_block in loop.blocks, term.else_block in loop.blocks)
        if inside not in ((True, False), (False, True)):
            return None
        for block in loop.blocks:
            if block is not header and any(succ not in loop.blocks for succ in successors(block)):
                return None
        compare_op = term.cond.owner
        if not isinstance(compare_op, llvm.ICmpOp) or compare_op.parent_block() is not header:
            return None
        width = int_width(compare_op.lhs)
        if width is None:
            return None
        tested = _tested_induction(compare_op, header, back)
        if tested is None:
            return None
        iv, bound, iv_on_left, tests_next = tested
        init = constant_int(preheader.last_op.operands[iv.index])
        step = _step(back[iv.index], iv)
        if init is None or step is None:
            return None
        if tests_next:  # a rotated loop tests the value its back edge passes
            init = (init + step) & ((1 << width) - 1)
        continue_when = inside[0]
        trips = _trip_count(init, step, bound, ICMP_PREDICATES[compare_op.predicate.value.data], iv_on_left,
                            continue_when, width, self.max_trip_count)
        if trips is None:
            return None
        # Constants cost nothing (numba leaves many unused ones behind after llvm-mem2reg).
        size = sum(1 for block in loop.blocks for op in block.ops if not isinstance(op, _FREE))
        if trips * size > limit:
            return None
        return _Plan(loop, preheader, latch, not continue_when, trips)


def _tested_induction(
    compare_op: llvm.ICmpOp, header: Block, back: tuple[SSAValue, ...]
) -> tuple[BlockArgument, int, bool, bool] | None:
    """The header argument the exit test is about, the constant it is compared with, whether it
    is the left operand, and whether the test reads its next value (`iv + step`, computed in
    the header) rather than the argument itself."""
    for tested, other, on_left in ((compare_op.lhs, compare_op.rhs, True), (compare_op.rhs, compare_op.lhs, False)):
        bound = constant_int(other)
        if bound is None:
            continue
        if isinstance(tested, BlockArgument) and tested.block is header:
            return tested, bound, on_left, False
        for index, value in enumerate(back):
            arg = header.args[index]
            if value is tested and isinstance(value.owner, Operation) and value.owner.parent_block() is header \
                    and _step(value, arg) is not None:
                return arg, bound, on_left, True
    return None


def _passed(value: SSAValue) -> SSAValue:
    """The value a block argument always receives when its block has one predecessor edge
    (numba's loop bodies pass the decremented counter to the latch through block arguments)."""
    seen = 0
    while isinstance(value, BlockArgument) and seen < 16:
        edges = [(pred, pred.last_op) for pred in value.block.predecessors()]
        if len(edges) != 1 or not isinstance(edges[0][1], llvm.BrOp):
            break
        value = edges[0][1].arguments[value.index]
        seen += 1
    return value


def _step(next_value: SSAValue, iv: SSAValue) -> int | None:
    op = _passed(next_value).owner
    if isinstance(op, llvm.AddOp):
        if op.lhs is iv:
            return constant_int(op.rhs)
        if op.rhs is iv:
            return constant_int(op.lhs)
    if isinstance(op, llvm.SubOp) and op.lhs is iv:
        c = constant_int(op.rhs)
        return None if c is None else -c
    return None


def unroll_function(func: llvm.FuncOp, options: LLVMLoopUnrollPass) -> int:
    """Fully unroll the function's qualifying loops, inner first; returns how many."""
    if len(func.body.blocks) < 2:
        return 0
    if not any(
        isinstance(op, llvm.AllocaOp) or (isinstance(op, llvm.BrOp) and unroll_request(op) == "full")
        for op in operations_in(func.body)
    ):
        return 0
    fold_constants(func.body)
    while thread_retested_branches(func.body):
        pass
    unrolled = 0
    while True:
        tree = DominatorTree.of(func.body)
        for loop in natural_loops(tree):
            plan = options.plan(loop, tree)
            if plan is not None:
                _Unroller(plan).run()
                unrolled += 1
                break
        else:
            if unrolled:
                # Values the iterations pass on through block arguments became constants.
                fold_constants(func.body)
            return unrolled


@dataclass
class _Unroller:
    plan: _Plan
    values: dict[SSAValue, SSAValue] = field(default_factory=dict[SSAValue, SSAValue])
    created: list[Block] = field(default_factory=list[Block])

    def run(self) -> None:
        plan = self.plan
        loop, header, latch = plan.loop, plan.loop.header, plan.latch
        region = header.parent
        assert region is not None
        # Body blocks in reverse post-order: every definition is cloned before its uses.
        body = [block for block in reverse_post_order(region) if block in loop.blocks and block is not header]
        entry_term = plan.preheader.last_op
        assert isinstance(entry_term, llvm.BrOp)
        incoming = tuple(entry_term.arguments)
        entry_term.detach()
        entry_term.erase()
        cursor = plan.preheader
        term = header.last_op
        assert isinstance(term, llvm.CondBrOp)
        exit_block = term.then_block if plan.exit_on_true else term.else_block
        for iteration in range(plan.trip_count + 1):
            self.values = {arg: value for arg, value in zip(header.args, incoming, strict=True)}
            for op in header.ops:
                if op is not term:
                    self._clone(op, cursor)
            if iteration == plan.trip_count:
                if plan.exit_on_true:
                    target, operands = term.then_block, term.then_arguments
                else:
                    target, operands = term.else_block, term.else_arguments
                cursor.add_op(self._located(llvm.BrOp(target, *self._mapped(operands)), term))
                # The header's values after the loop are the last copy's.
                for value in (*header.args, *(r for op in header.ops for r in op.results)):
                    if value in self.values and value.uses:
                        value.replace_all_uses_with(self.values[value])
                break
            blocks: dict[Block, Block] = {}
            for block in body:
                clone = Block(arg_types=block.arg_types)
                blocks[block] = clone
                self.values.update(zip(block.args, clone.args, strict=True))
                region.insert_block_before(clone, header)
                self.created.append(clone)
            if plan.exit_on_true:
                target, operands = term.else_block, term.else_arguments
            else:
                target, operands = term.then_block, term.then_arguments
            if target is header:
                incoming = self._mapped(operands)
                continue
            cursor.add_op(self._located(llvm.BrOp(blocks[target], *self._mapped(operands)), term))
            for block in body:
                for op in block.ops:
                    if block is latch and op is block.last_op:
                        continue
                    self._clone(op, blocks[block], blocks)
            back = _back_edge_operands(latch, header)
            assert back is not None
            incoming = self._mapped(back)
            cursor = blocks[latch]
        self._erase_loop()
        self._remove_unreachable(region)
        for block in (*self.created, exit_block):
            if block.parent is not None:
                _merge_into_predecessor(block)

    def _mapped(self, values: Sequence[SSAValue]) -> tuple[SSAValue, ...]:
        return tuple(self.values.get(v, v) for v in values)

    @staticmethod
    def _located(new: Operation, source: Operation) -> Operation:
        inherit_location(new, source)
        return new

    def _constant(self, op: Operation, value: int, block: Block) -> None:
        type_ = op.results[0].type
        assert isinstance(type_, IntegerType)
        constant = self._located(int_constant(value, type_), op)
        block.add_op(constant)
        self.values[op.results[0]] = constant.results[0]

    def _clone(self, op: Operation, block: Block, blocks: dict[Block, Block] | None = None) -> None:
        """Clone `op` at the end of `block` with the current mapping, folding what became constant."""
        operands = [self.values.get(v, v) for v in op.operands]
        constants = [constant_int(v) for v in operands]
        folded = _folded(op, operands)
        if isinstance(folded, int):
            self._constant(op, folded, block)
            return
        if folded is not None:
            self.values[op.results[0]] = folded
            return
        if isinstance(op, llvm.CondBrOp) and constants[0] is not None and blocks is not None:
            target, args = (op.then_block, op.then_arguments) if constants[0] else (op.else_block, op.else_arguments)
            block.add_op(self._located(llvm.BrOp(blocks.get(target, target), *self._mapped(args)), op))
            return
        clone = op.clone(value_mapper=self.values, block_mapper=blocks)
        if isinstance(clone, llvm.GEPOp) and any(constant_int(v) is not None for v in clone.ssa_indices):
            clone = _immediate_indices(clone)
            self.values[op.results[0]] = clone.results[0]
        block.add_op(clone)

    def _erase_loop(self) -> None:
        _erase_blocks(self.plan.loop.blocks)

    def _remove_unreachable(self, region: Region) -> None:
        reachable = set(reverse_post_order(region))
        _erase_blocks([block for block in self.created if block not in reachable])


def _folded(op: Operation, operands: Sequence[SSAValue]) -> int | SSAValue | None:
    """What `op` computes when its `operands` make it known: an integer constant, or the value a
    select with a constant condition picks; None otherwise."""
    constants = [constant_int(v) for v in operands]
    width = int_width(op.results[0]) if len(op.results) == 1 else None
    if isinstance(op, INT_BINARY_OPS) and width is not None and None not in constants:
        return fold_int_binary(type(op), constants[0], constants[1], width)  # type: ignore[arg-type]
    if isinstance(op, llvm.ICmpOp) and None not in constants:
        operand_width = int_width(operands[0])
        assert operand_width is not None
        return int(compare(ICMP_PREDICATES[op.predicate.value.data], constants[0], constants[1], operand_width))  # type: ignore[arg-type]
    if isinstance(op, llvm.SelectOp) and constants[0] is not None:
        return operands[1] if constants[0] else operands[2]
    if isinstance(op, llvm.ZExtOp | llvm.SExtOp | llvm.TruncOp) and width is not None and constants[0] is not None:
        source_width = int_width(operands[0])
        assert source_width is not None
        return to_signed(constants[0], source_width) if isinstance(op, llvm.SExtOp) else constants[0]
    return None


def fold_constants(region: Region) -> bool:
    """Fold the integer arithmetic, compares, casts and selects on constants of `region`, and the
    block arguments every predecessor passes the same constant, until nothing changes; whether
    anything did. A loop's start value then is a constant where the producer computed it from
    constants (numba's range iterators compute their trip count with divisions and selects,
    kept in stack slots until llvm-mem2reg): the second llvm-loop-unroll of the pipeline
    needs that."""
    changed_any = False
    while True:
        changed = False
        incoming: dict[BlockArgument, set[int | None]] = {}
        # Only the blocks reachable through edges that can be taken pass values (a branch on a
        # constant takes one edge: numba's empty-range and zero-step paths).
        first = region.first_block
        live: set[Block] = set()
        work = [first] if first is not None else []
        while work:
            block = work.pop()
            if block in live:
                continue
            live.add(block)
            term = block.last_op
            edges: list[tuple[Block, Sequence[SSAValue]]] = []
            if isinstance(term, llvm.BrOp):
                edges.append((term.successor, term.arguments))
            elif isinstance(term, llvm.CondBrOp):
                taken = constant_int(term.cond)
                if taken != 0:
                    edges.append((term.then_block, term.then_arguments))
                if taken is None or taken == 0:
                    edges.append((term.else_block, term.else_arguments))
            else:
                for succ in successors(block):
                    work.append(succ)
                    for arg in succ.args:
                        incoming.setdefault(arg, set()).add(None)
            for succ, values in edges:
                work.append(succ)
                for arg, value in zip(succ.args, values, strict=True):
                    incoming.setdefault(arg, set()).add(constant_int(value))
            if isinstance(term, llvm.CondBrOp) and len(edges) == 1:
                # A branch on a constant: one edge (the other path, e.g. numba's zero-step
                # error, would make the loop around it leave from its body).
                branch = llvm.BrOp(edges[0][0], *edges[0][1])
                inherit_location(branch, term)
                block.insert_op_before(branch, term)
                term.detach()
                term.erase()
                changed = True
        dead = [block for block in region.blocks if block not in live]
        if dead:
            _erase_blocks(dead)
            changed = True
        for block in region.blocks:
            for arg in block.args:
                known = incoming.get(arg)
                if not known or len(known) != 1 or None in known or not arg.uses or int_width(arg) is None:
                    continue
                (known_value,) = known
                assert known_value is not None and isinstance(arg.type, IntegerType)
                constant = int_constant(known_value, arg.type)
                if block.first_op is not None:
                    block.insert_op_before(constant, block.first_op)
                else:
                    block.add_op(constant)
                arg.replace_all_uses_with(constant.results[0])
                changed = True
            for op in list(block.ops):
                if isinstance(op, llvm.GEPOp) and any(constant_int(v) is not None for v in op.ssa_indices):
                    # Constant indices made immediate: llvm-sroa reads them as constant offsets.
                    gep = _immediate_indices(op.clone())
                    if len(gep.ssa_indices) < len(op.ssa_indices):
                        block.insert_op_before(gep, op)
                        op.results[0].replace_all_uses_with(gep.results[0])
                        op.detach()
                        op.erase()
                        changed = True
                    else:
                        gep.erase()
                    continue
                if len(op.results) != 1 or not op.results[0].uses:
                    continue
                folded = _folded(op, op.operands)
                if folded is None or folded is op.results[0]:
                    continue
                if isinstance(folded, int):
                    assert isinstance(op.results[0].type, IntegerType)
                    constant = int_constant(folded, op.results[0].type)
                    inherit_location(constant, op)
                    block.insert_op_before(constant, op)
                    folded = constant.results[0]
                op.results[0].replace_all_uses_with(folded)
                changed = True
        if not changed:
            return changed_any
        changed_any = True


def _substituted(values: Sequence[SSAValue], block: Block, passed: Sequence[SSAValue]) -> list[SSAValue]:
    mapping: dict[SSAValue, SSAValue] = dict(zip(block.args, passed, strict=True))
    return [mapping.get(v, v) for v in values]


def thread_retested_branches(region: Region) -> bool:
    """Thread the edges into a block that only re-tests a condition its predecessors decided.

    numba's range loops leave, after llvm-mem2reg, a header `H: cond_br %c, A, J(...)`, a block
    `A: br J(...)` reached from H when %c holds, and `J(args): cond_br %c, Body, Exit`: J exits
    the loop, not the header, so the loop is not counted. On the edge H -> J, %c is false, on
    A -> J it is true: H's edge goes to Exit and A's to Body instead (as LLVM's jump threading
    does), J's arguments replaced by what each edge passed in the blocks Body and Exit dominate.
    Only when J has nothing but its branch (and unused constants), Body and Exit have J as their
    one predecessor, and every use of J's arguments is under one of them. Whether it changed
    anything."""
    tree = DominatorTree.of(region)
    for join in tree.order:
        term = join.last_op
        if not isinstance(term, llvm.CondBrOp) or join is tree.order[0]:
            continue
        if any(op is not term and (not isinstance(op, _FREE) or op.results[0].uses) for op in join.ops):
            continue
        then_block, else_block = term.then_block, term.else_block
        if then_block is else_block or tree.predecessors.get(then_block) != [join] \
                or tree.predecessors.get(else_block) != [join]:
            continue
        condition = term.cond
        edges: list[tuple[Block, bool]] = []
        for pred in tree.predecessors[join]:
            known = _known_on_edge(pred, join, condition, tree)
            if known is None:
                break
            edges.append((pred, known))
        else:
            if not edges:
                continue
            if any(not (tree.dominates(then_block, use.operation.parent_block())
                        or tree.dominates(else_block, use.operation.parent_block()))
                   for arg in join.args for use in arg.uses):
                continue
            if sum(1 for _, known in edges if known) > 1 or sum(1 for _, known in edges if not known) > 1:
                continue  # two edges into one side would need a block argument there
            for pred, known in edges:
                pred_term = pred.last_op
                assert pred_term is not None
                passed = _passed_to(pred_term, join)
                target, target_args = (then_block, term.then_arguments) if known else (else_block, term.else_arguments)
                for arg, value in zip(join.args, passed, strict=True):
                    for use in list(arg.uses):
                        block = use.operation.parent_block()
                        if block is not None and tree.dominates(target, block):
                            use.operation.operands[use.index] = value
                _retarget(pred_term, join, target, _substituted(list(target_args), join, passed))
            return True
    return False


def _known_on_edge(pred: Block, join: Block, condition: SSAValue, tree: DominatorTree) -> bool | None:
    """The value `condition` has whenever the edge pred -> join is taken, if a branch on it
    decides that: pred's own branch, or the branch of pred's one predecessor that leads to it."""
    term = pred.last_op
    if isinstance(term, llvm.CondBrOp) and term.cond is condition and term.then_block is not term.else_block:
        return term.then_block is join
    if isinstance(term, llvm.BrOp) and len(tree.predecessors.get(pred, [])) == 1:
        (above,) = tree.predecessors[pred]
        branch = above.last_op
        if isinstance(branch, llvm.CondBrOp) and branch.cond is condition and branch.then_block is not branch.else_block:
            return branch.then_block is pred
    return None


def _passed_to(term: Operation, block: Block) -> list[SSAValue]:
    if isinstance(term, llvm.BrOp):
        return list(term.arguments)
    assert isinstance(term, llvm.CondBrOp)
    return list(term.then_arguments if term.then_block is block else term.else_arguments)


def _retarget(term: Operation, old: Block, new: Block, args: Sequence[SSAValue]) -> None:
    """Point `term`'s edge to `old` at `new`, passing `args`."""
    if isinstance(term, llvm.BrOp):
        replacement: Operation = llvm.BrOp(new, *args)
    else:
        assert isinstance(term, llvm.CondBrOp)
        then_args = list(term.then_arguments)
        else_args = list(term.else_arguments)
        then_block, else_block = term.then_block, term.else_block
        if then_block is old:
            then_block, then_args = new, list(args)
        else:
            else_block, else_args = new, list(args)
        replacement = llvm.CondBrOp(term.cond, then_block, then_args, else_block, else_args)
        replacement.properties |= {k: v for k, v in term.properties.items() if k != "operandSegmentSizes"}
        replacement.attributes = dict(term.attributes)
    inherit_location(replacement, term)
    block = term.parent_block()
    assert block is not None
    block.insert_op_before(replacement, term)
    term.detach()
    term.erase()


def _merge_into_predecessor(block: Block) -> None:
    """Append `block` to its one predecessor when that ends in an unconditional branch to it."""
    predecessors = block.predecessors()
    if len(predecessors) != 1 or predecessors[0] is block:
        return
    predecessor = predecessors[0]
    branch = predecessor.last_op
    if not isinstance(branch, llvm.BrOp) or branch.successor is not block:
        return
    for arg, value in zip(block.args, branch.arguments, strict=True):
        arg.replace_all_uses_with(value)
    branch.detach()
    branch.erase()
    for op in list(block.ops):
        op.detach()
        predecessor.add_op(op)
    region = block.parent
    assert region is not None
    region.detach_block(block)
    block.erase()


def _erase_blocks(blocks: Iterable[Block]) -> None:
    """Erase blocks whose values are used in these blocks only."""
    blocks = list(blocks)
    for block in blocks:
        for op in block.ops:
            op.drop_all_references()
    for block in blocks:
        region = block.parent
        assert region is not None
        region.detach_block(block)
        block.erase(safe_erase=False)


def _immediate_indices(gep: llvm.GEPOp) -> llvm.GEPOp:
    """The GEP with its constant SSA indices made immediate (where they fit the i32 field)."""
    raw: list[int] = []
    dynamic: list[SSAValue] = []
    ssa = iter(gep.ssa_indices)
    for index in gep.rawConstantIndices.iter_values():
        if index != GEP_USE_SSA_VAL:
            raw.append(index)
            continue
        value = next(ssa)
        constant = constant_int(value)
        width = int_width(value)
        signed = None if constant is None or width is None else to_signed(constant, width)
        if signed is not None and -(1 << 31) < signed < (1 << 31):
            raw.append(signed)
        else:
            raw.append(GEP_USE_SSA_VAL)
            dynamic.append(value)
    new = llvm.GEPOp(gep.ptr, raw, gep.elem_type, ssa_indices=dynamic, result_type=gep.result.type)
    new.properties = {**gep.properties, "rawConstantIndices": new.properties["rawConstantIndices"]}
    new.attributes = dict(gep.attributes)
    new.location = gep.location
    gep.erase()
    return new
