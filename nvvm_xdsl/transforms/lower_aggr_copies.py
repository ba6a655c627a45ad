"""lower-aggr-copies: no aggregate value survives to instruction selection (seed 003).

GPU registers are scalar: an aggregate that reaches the backend costs local-memory round trips.
The pass does two things inside every `llvm.func` body:

1. **Splitting.** Every aggregate-typed SSA value (a load of a struct or array, an insertvalue
   chain, an undef/poison/zero, a select, a call result, a block argument and, with
   `lower-aggr-func-args`, a function argument) is replaced by its flattened scalar leaves
   (`datalayout.flatten`). Values the pass cannot take apart (call results, function arguments,
   results of other ops) are split with `nvvm.split.struct` (opcode 32) right where they appear.
   Consumers are rewired to the leaves: extractvalue becomes the leaf, a store becomes one store
   per leaf at its DataLayout offset, branches pass the leaves to leaf block arguments, selects
   become per-leaf selects. At the ABI boundaries (call operands, returns) the aggregate is
   rebuilt with an insertvalue chain right before the call or return.
   Split loads and stores keep, per leaf, the largest alignment that both the aggregate's
   alignment and the leaf's offset allow; their pointers are named `ptr`, loaded leaves `split`.

2. **Copies.** `llvm.intr.memcpy`/`memmove`/`memset` and aggregate load-then-store pairs become
   plain loads and stores. A constant length up to `max-aggr-copy-size` bytes is unrolled when
   it needs at most `lower-aggr-unrolled-stores-limit` loads and at most that many stores:
   reads are as wide (up to 8 bytes) as the source alignment allows, writes as wide as the
   destination alignment allows, and values are re-cut in registers where the two differ. All
   loads are issued before the stores, which makes the unrolled form correct for overlapping
   memmoves too. A load/store pair copies only the bytes its leaves occupy (padding is not
   copied), exactly like LLVM's SelectionDAG does; a pair one of whose pointers is a stack slot
   is no copy but a split load and store, leaf by leaf in the leaves' types (`_on_stack`). Larger or dynamic lengths become a loop
   over the widest chunk both alignments allow (`srcptr`/`dstptr`) plus a remainder: a byte
   loop for dynamic lengths (`remsrc`/`remdst`, `i8dst` for memset), straight-line code for
   constant ones. A memmove, and a load/store pair, whose pointers may overlap tests
   `src < dst` at run time and then copies backward. Alignments come from the ops
   (`alignment`, `arg_attrs` `llvm.align`) and from what the pointers are known to be
   (aligned allocas, arguments with `llvm.align`, constant GEP offsets from those).
   LLVM's NVPTXLowerAggrCopies turns all of these into byte loops.

   The default unrolled-stores limit is 32: with 8-byte accesses that covers every copy up
   to the 128-byte size limit, and 4-byte ones up to 128 bytes too. Past 32 accesses a loop is
   a fraction of the code for a few instructions of overhead per chunk.

Afterwards every function is checked: an aggregate value may only remain where the ABI needs
one (function arguments, call results and other op results that are split right away, and the
insertvalue chains rebuilt for calls and returns). Input the pass cannot lower (an aggregate
consumed by an op it does not know, a type without a layout) is reported with `op_error` before
anything is rewritten.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import (
    AnyFloat,
    DenseArrayBase,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    VectorType,
    i64,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import MemoryEffectKind, get_effects
from xdsl.utils.exceptions import PassFailedException

from nvvm_xdsl.datalayout import (
    ScalarLeaf,
    UnsupportedTypeError,
    common_alignment,
    flatten,
    is_aggregate,
    store_size,
)
from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.dialects.nvvm import (
    LdParamOp,
    SplitStructOp,
)
from nvvm_xdsl.llvm_conversion import int_constant
from nvvm_xdsl.locations import insert_located, replace_located
from nvvm_xdsl.transforms.copy_lowering import (
    Copy,
    CopyLowering,
    disjoint_spaces,
    int_constant_value,
    known_alignment,
    leaf_byte_runs,
    load_align,
    offset_pointer,
    operand_align,
    store_align,
)
from nvvm_xdsl.walk import blocks_and_operations
from nvvm_xdsl.walk import functions as module_functions

# Ops whose aggregate result the pass rebuilds from leaves; it erases them once unused.
_DECOMPOSABLE = (
    llvm.LoadOp,
    llvm.InsertValueOp,
    llvm.ExtractValueOp,
    llvm.UndefOp,
    llvm_ext.PoisonOp,
    llvm.ZeroOp,
    llvm.SelectOp,
    llvm.ConstantOp,
)
# Consumers that keep an aggregate operand: it is rebuilt right before them (the ABI boundary).
# wgmma.mma_async reads and writes its whole accumulator struct as one register tuple (by name:
# nvvm_mma's `WgmmaMmaAsyncOp`, whose family is imported only for kernels that use it).
_BOUNDARY_CONSUMERS = (llvm.CallOp, llvm.ReturnOp, llvm.InlineAsmOp)
_WGMMA_MMA_ASYNC = "nvvm.wgmma.mma_async"
_BRANCHES = (llvm.BrOp, llvm.CondBrOp, llvm_ext.SwitchOp)
_LEAF_CONSUMERS = (
    llvm.ExtractValueOp,
    llvm.InsertValueOp,
    llvm.StoreOp,
    llvm.SelectOp,
    SplitStructOp,
    *_BRANCHES,
    *_BOUNDARY_CONSUMERS,
)


def _leaf_range(aggregate_type: Attribute, path: Sequence[int]) -> tuple[int, int]:
    """Indices [start, end) of the leaves of `aggregate_type` below the index path `path`."""
    path = tuple(path)
    found = _leaf_ranges(aggregate_type).get(path)
    if found is None:  # a zero-sized member: an empty range at the right place
        start = sum(1 for leaf in flatten(aggregate_type) if leaf.path < path)
        return start, start
    return found


_LEAF_RANGES: dict[int, tuple[Attribute, dict[tuple[int, ...], tuple[int, int]]]] = {}
"""Per aggregate type (by identity, the type kept with its table): the leaf range below every
index path that has leaves. Asked once per insertvalue/extractvalue, and a Triton accumulator
struct has 128 leaves to scan."""


def _leaf_ranges(aggregate_type: Attribute) -> dict[tuple[int, ...], tuple[int, int]]:
    known = _LEAF_RANGES.get(id(aggregate_type))
    if known is None:
        ranges: dict[tuple[int, ...], tuple[int, int]] = {}
        for index, leaf in enumerate(flatten(aggregate_type)):
            for length in range(len(leaf.path) + 1):
                prefix = leaf.path[:length]
                start, _ = ranges.get(prefix, (index, index))
                ranges[prefix] = (start, index + 1)
        if len(_LEAF_RANGES) >= 1024:  # a process compiling many modules keeps only recent types
            _LEAF_RANGES.clear()
        known = _LEAF_RANGES[id(aggregate_type)] = (aggregate_type, ranges)
    return known[1]


def _on_stack(ptr: SSAValue) -> bool:
    """Whether `ptr` points into a stack slot (an alloca, through casts and GEPs). A load/store
    copy to or from one is split leaf by leaf in the leaves' own types, not copied as words:
    llvm-sroa and llvm-mem2reg promote a slot whose accesses match its fields (an i64 word
    across two i32 fields of numba's range iterators kept them in memory), as LLVM's SROA sees
    the typed aggregate load and store."""
    for _ in range(16):
        op = ptr.owner if isinstance(ptr, OpResult) else None
        if isinstance(op, llvm.AllocaOp):
            return True
        if not isinstance(op, llvm.GEPOp | llvm.BitcastOp | llvm_ext.AddrSpaceCastOp):
            return False
        ptr = op.operands[0]
    return False


def _may_write_memory(op: Operation) -> bool:
    if isinstance(op, llvm.LoadOp | LdParamOp):
        return op.ordering.value.data != 0 if isinstance(op, llvm.LoadOp) else False
    effects = get_effects(op)
    if effects is None:
        return True
    return any(effect.kind != MemoryEffectKind.READ for effect in effects)


def _dense_leaves(op: llvm.ConstantOp, layout: Sequence[ScalarLeaf]) -> list[llvm.ConstantOp]:
    """One constant per leaf of a dense array constant (row-major order is leaf order)."""
    value = op.value
    if not isinstance(value, builtin.DenseIntOrFPElementsAttr):
        return []
    numbers = value.get_values()
    if len(numbers) != len(layout) or not layout:
        return []
    constants: list[llvm.ConstantOp] = []
    for leaf, number in zip(layout, numbers, strict=True):
        if isinstance(leaf.type, IntegerType) and isinstance(number, int):
            constants.append(int_constant(number, leaf.type))
        elif isinstance(leaf.type, AnyFloat) and isinstance(number, float):
            constants.append(llvm.ConstantOp(FloatAttr(number, leaf.type), leaf.type))
        else:
            return []
    return constants


def _is_undefined(value: SSAValue) -> bool:
    return isinstance(value, OpResult) and isinstance(value.op, llvm.UndefOp | llvm_ext.PoisonOp)


# ---------------------------------------------------------------------------------------------
# Splitting
# ---------------------------------------------------------------------------------------------


class _FunctionLowering:
    """Splitting for one function: `analyse` (may raise, changes nothing), then `split`,
    then the copies found by the analysis are lowered, then `check` (the invariant)."""

    def __init__(self, func: llvm.FuncOp, split_func_args: bool):
        self.func = func
        self.split_func_args = split_func_args
        self.leaves: dict[SSAValue, tuple[SSAValue, ...]] = {}
        self.copy_pairs: dict[llvm.LoadOp, llvm.StoreOp] = {}
        self.copies: list[Copy] = []
        # Ops made to produce leaves; those left unused at the end are erased again.
        self._created: list[Operation] = []
        # The last split.struct inserted at the start of a block (keeps argument order).
        self._block_splits: dict[Block, Operation] = {}
        # Found by `analyse`: the ops with an aggregate operand, and the _DECOMPOSABLE ops
        # with an aggregate result, in walk order.
        self._consumers: list[Operation] = []
        self._producers: list[Operation] = []
        self._blocks: list[Block] = []
        # The llvm.call_intrinsic and llvm.intr.memcpy.inline ops (the pass turns the memory
        # intrinsics among them into llvm.intr.* ops).
        self.memory_calls: list[Operation] = []

    # -- analysis (raises before anything changes) ----------------------------------------------

    def analyse(self) -> None:
        # One walk for the blocks and the ops; `split` starts from the same blocks.
        self._blocks, ops = blocks_and_operations(self.func)
        for block in self._blocks:
            for arg in block.args:
                self._check_type(arg.type, block.parent_op() or self.func)
            is_region_entry = block.parent is not None and block is block.parent.first_block
            if not is_region_entry and any(is_aggregate(arg.type) for arg in block.args):
                for pred in block.uses:
                    if not isinstance(pred.operation, _BRANCHES):
                        raise op_error(
                            pred.operation,
                            "cannot pass the leaves of an aggregate block argument "
                            "through this terminator",
                        )
        # What `split` rewires and erases is listed here, in the same walk (nothing changes
        # between the analysis and the split, and the split only inserts and erases ops).
        consumers = self._consumers = []
        producers = self._producers = []
        memory_calls = self.memory_calls = []
        for op in ops:
            for result in op.results:
                if is_aggregate(result.type):
                    self._check_type(result.type, op)
                    if isinstance(op, _DECOMPOSABLE) and (not producers or producers[-1] is not op):
                        producers.append(op)
            for operand in op._operands:  # pyright: ignore[reportPrivateUsage]
                if is_aggregate(operand.type):
                    if not (isinstance(op, _LEAF_CONSUMERS) or op.name == _WGMMA_MMA_ASYNC):
                        raise op_error(
                            op,
                            f"cannot split the aggregate operand of type {operand.type}: "
                            "the op has no scalar form",
                        )
                    consumers.append(op)
                    break
            if isinstance(op, llvm.LoadOp) and is_aggregate(op.dereferenced_value.type):
                store = self._copy_partner(op)
                if store is not None and not (_on_stack(op.ptr) or _on_stack(store.ptr)):
                    self.copy_pairs[op] = store
            if isinstance(op, llvm_ext.MemcpyOp | llvm_ext.MemmoveOp | llvm_ext.MemsetOp):
                self.copies.append(self._intrinsic_copy(op))
            elif isinstance(op, llvm.CallIntrinsicOp | llvm_ext.MemcpyInlineOp):
                memory_calls.append(op)
        for load, store in self.copy_pairs.items():
            self.copies.append(self._pair_copy(load, store))

    @staticmethod
    def _check_type(t: Attribute, op: Operation) -> None:
        if is_aggregate(t):
            try:
                flatten(t)
            except UnsupportedTypeError as err:
                raise op_error(op, f"cannot split {t}: {err}") from err

    @staticmethod
    def _copy_partner(load: llvm.LoadOp) -> llvm.StoreOp | None:
        """The store of a load-then-store aggregate copy, if nothing between them writes memory."""
        if load.ordering.value.data != 0 or not load.dereferenced_value.has_one_use():
            return None
        use = next(iter(load.dereferenced_value.uses))
        store = use.operation
        if not isinstance(store, llvm.StoreOp) or use.index != 0:
            return None
        if store.volatile_ is not None or store.parent is not load.parent:
            return None
        if store.ordering is not None and store.ordering.value.data != 0:
            return None
        op = load.next_op
        while op is not None and op is not store:
            if _may_write_memory(op):
                return None
            op = op.next_op
        return store if op is store else None

    @staticmethod
    def _pair_copy(load: llvm.LoadOp, store: llvm.StoreOp) -> Copy:
        t = load.dereferenced_value.type
        return Copy(
            anchor=store,
            dst=store.ptr,
            src=load.ptr,
            fill=None,
            length=store_size(t),
            dst_align=store_align(store),
            src_align=load_align(load),
            may_overlap=not disjoint_spaces(load.ptr, store.ptr),
            volatile=False,
            runs=leaf_byte_runs(t),
            extra_erase=[load],
        )

    @staticmethod
    def _intrinsic_copy(op: Operation) -> Copy:
        length_operand = op.operands[2]
        constant = int_constant_value(length_operand)
        if constant is not None and constant < 0:
            raise op_error(op, f"negative length {constant}")
        length: int | SSAValue = constant if constant is not None else length_operand
        dst = op.operands[0]
        dst_align = max(operand_align(op, 0), known_alignment(dst))
        assert isinstance(op, llvm_ext.MemcpyOp | llvm_ext.MemmoveOp | llvm_ext.MemsetOp)
        volatile = op.is_volatile
        if isinstance(op, llvm_ext.MemsetOp):
            return Copy(op, dst, None, op.val, length, dst_align, dst_align, False, volatile)
        src = op.operands[1]
        src_align = max(operand_align(op, 1), known_alignment(src))
        may_overlap = isinstance(op, llvm_ext.MemmoveOp) and not disjoint_spaces(src, dst)
        return Copy(
            op, dst, src, None, length, dst_align, src_align, may_overlap, volatile
        )

    # -- splitting -----------------------------------------------------------------------------

    def split(self) -> None:
        """Rewire every aggregate consumer to leaves (computed on demand where each aggregate
        is defined), then drop the aggregate producers nobody uses any more."""
        self._replace_block_arguments()
        pair_stores = set(self.copy_pairs.values())
        for op in self._consumers:
            if op not in pair_stores:
                self._rewire(op)
        # The aggregate producers the analysis found, last first (users before what they
        # use); the split neither moves them nor makes new ones that could end up unused (its
        # own aggregates are the insertvalue chains rebuilt for ABI boundaries, all used).
        for op in reversed(self._producers):
            if op.parent is not None and op not in self.copy_pairs and all(not r.uses for r in op.results):
                Rewriter.erase_op(op)
        # after the dead producers: an aggregate extractvalue of an old argument (a nested
        # struct's member) goes with them; a use left reads the aggregate rebuilt from leaves
        for arg in self._old_block_args:
            assert arg.block is not None
            if arg.uses and (first := arg.block.first_op) is not None:
                arg.replace_all_uses_with(self._rebuild(arg, first))
            arg.block.erase_arg(arg)
        self._erase_unused_leaves()

    def _insert(
        self, ops: Operation | Sequence[Operation], point: InsertPoint, source: Operation | None = None
    ) -> None:
        ops = [ops] if isinstance(ops, Operation) else list(ops)
        self._created.extend(ops)
        insert_located(ops, point, source)

    def _erase_unused_leaves(self) -> None:
        """Leaves nobody reads (say, the other fields of a struct load) are not computed."""
        for op in reversed(self._created):
            if op.parent is not None and all(not r.uses for r in op.results):
                Rewriter.erase_op(op)

    def _replace_block_arguments(self) -> None:
        """Non-entry aggregate block arguments become one argument per leaf, in place."""
        self._old_block_args: list[BlockArgument] = []
        for block in self._blocks:
            if block.parent is None or block is block.parent.first_block:
                continue
            for arg in list(block.args):
                if not is_aggregate(arg.type):
                    continue
                new_args = []
                position = arg.index + 1
                for leaf in flatten(arg.type):
                    new_args.append(block.insert_arg(leaf.type, position))
                    position += 1
                self.leaves[arg] = tuple(new_args)
                self._old_block_args.append(arg)

    def leaves_of(self, value: SSAValue) -> tuple[SSAValue, ...]:
        if value in self.leaves:
            return self.leaves[value]
        t = value.type
        layout = flatten(t)
        leaves: tuple[SSAValue, ...]
        if isinstance(value, BlockArgument):
            block = value.block
            if not self.split_func_args and block is self.func.body.first_block:
                ops = [
                    llvm.ExtractValueOp(DenseArrayBase.from_list(i64, leaf.path), value, leaf.type)
                    for leaf in layout
                ]
                self._insert(ops, InsertPoint.at_start(block))
                leaves = tuple(op.res for op in ops)
            else:
                split = SplitStructOp(value)
                previous = self._block_splits.get(block)
                self._insert(
                    split,
                    InsertPoint.after(previous) if previous else InsertPoint.at_start(block),
                )
                self._block_splits[block] = split
                leaves = self._named(split.leaves, "split")
        else:
            leaves = self._leaves_of_result(value, layout)
        self.leaves[value] = leaves
        return leaves

    @staticmethod
    def _named(values: Sequence[SSAValue], name: str) -> tuple[SSAValue, ...]:
        for v in values:
            v.name_hint = name
        return tuple(values)

    def _leaves_of_result(self, value: SSAValue, layout: tuple[ScalarLeaf, ...]) -> tuple[SSAValue, ...]:
        op = value.owner
        assert isinstance(op, Operation)
        before = InsertPoint.before(op)
        if isinstance(op, llvm.LoadOp) and op not in self.copy_pairs:
            align = load_align(op)
            ops: list[Operation] = []
            leaves: list[SSAValue] = []
            for leaf in layout:
                ptr = offset_pointer(op.ptr, leaf.offset, ops, "ptr")
                load = llvm.LoadOp(ptr, leaf.type, alignment=common_alignment(align, leaf.offset))
                load.dereferenced_value.name_hint = "split"
                ops.append(load)
                leaves.append(load.dereferenced_value)
            self._insert(ops, before)
            return tuple(leaves)
        if isinstance(op, llvm.InsertValueOp):
            container = list(self.leaves_of(op.container))
            start, end = _leaf_range(value.type, op.position.get_values())
            inserted = (
                self.leaves_of(op.value) if is_aggregate(op.value.type) else (op.value,)
            )
            container[start:end] = inserted
            return tuple(container)
        if isinstance(op, llvm.ExtractValueOp):
            start, end = _leaf_range(op.container.type, op.position.get_values())
            return self.leaves_of(op.container)[start:end]
        if isinstance(op, llvm.UndefOp | llvm_ext.PoisonOp | llvm.ZeroOp):
            ops = [self._leaf_constant(op, leaf.type) for leaf in layout]
            self._insert(ops, before)
            return tuple(o.results[0] for o in ops)
        if isinstance(op, llvm.ConstantOp) and (constants := _dense_leaves(op, layout)):
            self._insert(constants, before)
            return tuple(c.result for c in constants)
        if isinstance(op, llvm.SelectOp):
            lhs, rhs = self.leaves_of(op.lhs), self.leaves_of(op.rhs)
            selects = [llvm.SelectOp(op.cond, a, b) for a, b in zip(lhs, rhs, strict=True)]
            self._insert(selects, before)
            return tuple(select.res for select in selects)
        # A call result or any other op: the aggregate is real; split it right after.
        split = SplitStructOp(value)
        self._insert(split, InsertPoint.after(op), op)
        return self._named(split.leaves, "split")

    @staticmethod
    def _leaf_constant(op: Operation, t: Attribute) -> Operation:
        if isinstance(op, llvm.UndefOp):
            return llvm.UndefOp(t)
        if isinstance(op, llvm_ext.PoisonOp):
            return llvm_ext.PoisonOp(t)
        if isinstance(t, IntegerType):
            return int_constant(0, t)
        if isinstance(t, VectorType):
            return llvm.ConstantOp(
                builtin.DenseIntOrFPElementsAttr.from_list(t, [0] * t.element_count()), t
            )
        if isinstance(t, llvm.LLVMPointerType):
            return llvm.ZeroOp.build(result_types=[t])
        assert isinstance(t, AnyFloat), f"no zero constant of {t}"  # flatten() yields no other leaf
        return llvm.ConstantOp(FloatAttr(0.0, t), t)

    def _rewire(self, op: Operation) -> None:
        if isinstance(op, llvm.ExtractValueOp):
            if not is_aggregate(op.res.type):
                start, end = _leaf_range(op.container.type, op.position.get_values())
                assert end == start + 1
                op.res.replace_all_uses_with(self.leaves_of(op.container)[start])
                Rewriter.erase_op(op)
            return
        if isinstance(op, SplitStructOp):
            for old, new in zip(op.leaves, self.leaves_of(op.aggregate), strict=True):
                old.replace_all_uses_with(new)
            Rewriter.erase_op(op)
            return
        if isinstance(op, llvm.StoreOp):
            self._split_store(op)
            return
        if isinstance(op, _BRANCHES):
            self._expand_branch(op)
            return
        if isinstance(op, _BOUNDARY_CONSUMERS) or op.name == _WGMMA_MMA_ASYNC:
            for index, operand in enumerate(op.operands):
                if is_aggregate(operand.type):
                    op.operands[index] = self._rebuild(operand, op)
            return
        # insertvalue / select: their aggregate results are rebuilt from leaves when used.

    def _split_store(self, op: llvm.StoreOp) -> None:
        align = store_align(op)
        ops: list[Operation] = []
        leaves = self.leaves_of(op.value)
        for leaf, value in zip(flatten(op.value.type), leaves, strict=True):
            ptr = offset_pointer(op.ptr, leaf.offset, ops, "ptr")
            ops.append(
                llvm.StoreOp(
                    value,
                    ptr,
                    alignment=common_alignment(align, leaf.offset),
                    volatile=op.volatile_ is not None,
                    nontemporal=op.nontemporal is not None,
                )
            )
        insert_located(ops, InsertPoint.before(op))
        Rewriter.erase_op(op)

    def _rebuild(self, value: SSAValue, user: Operation) -> SSAValue:
        """An insertvalue chain of `value`'s leaves, right before `user` (an ABI boundary).

        Undefined leaves (padding of a vararg pack, fields never set) are not inserted: the
        chain starts from undef when one of them was undef, from poison otherwise.
        """
        leaves = self.leaves_of(value)
        undefined = [_is_undefined(leaf) for leaf in leaves]
        from_undef = any(
            isinstance(leaf, OpResult) and isinstance(leaf.op, llvm.UndefOp) for leaf in leaves
        )
        base = llvm.UndefOp(value.type) if from_undef else llvm_ext.PoisonOp(value.type)
        ops: list[Operation] = [base]
        current: SSAValue = base.results[0]
        for leaf, leaf_value, skip in zip(flatten(value.type), leaves, undefined, strict=True):
            if skip:
                continue
            position = DenseArrayBase.from_list(i64, leaf.path)
            insert = llvm.InsertValueOp(position, current, leaf_value)
            ops.append(insert)
            current = insert.res
        insert_located(ops, InsertPoint.before(user))
        return current

    def _flat(self, values: Sequence[SSAValue]) -> list[SSAValue]:
        out: list[SSAValue] = []
        for v in values:
            out.extend(self.leaves_of(v) if is_aggregate(v.type) else (v,))
        return out

    def _expand_branch(self, op: Operation) -> None:
        if isinstance(op, llvm.BrOp):
            new: Operation = llvm.BrOp(op.successor, *self._flat(op.arguments))
        elif isinstance(op, llvm.CondBrOp):
            new = llvm.CondBrOp(
                op.cond,
                op.then_block,
                self._flat(op.then_arguments),
                op.else_block,
                self._flat(op.else_arguments),
            )
        else:
            assert isinstance(op, llvm_ext.SwitchOp)
            new = llvm_ext.SwitchOp(
                op.value,
                op.default_destination,
                self._flat(op.default_operands),
                op.case_value_list(),
                list(op.case_destinations),
                [self._flat(group) for group in op.case_operand_groups()],
                None
                if op.branch_weights is None
                else [int(w) for w in op.branch_weights.get_values()],
            )
        new.attributes |= op.attributes
        replace_located(op, new)

    # -- invariant ------------------------------------------------------------------------------

    def check(self) -> None:
        """No aggregate value may survive except at the ABI boundaries."""
        all_blocks, ops = blocks_and_operations(self.func)
        for block in all_blocks:
            is_entry = block.parent is not None and block is block.parent.first_block
            for arg in block.args:
                if not is_aggregate(arg.type):
                    continue
                kept_whole = not self.split_func_args and block is self.func.body.first_block
                allowed = llvm.ExtractValueOp if kept_whole else SplitStructOp
                if not is_entry or not all(isinstance(u.operation, allowed) for u in arg.uses):
                    raise op_error(
                        block.parent_op() or self.func,
                        f"aggregate block argument of type {arg.type} survives lower-aggr-copies",
                    )
        for op in ops:
            for result in op.results:
                if is_aggregate(result.type) and not self._allowed_result(op, result):
                    raise op_error(
                        op, f"aggregate value of type {result.type} survives lower-aggr-copies"
                    )

    @staticmethod
    def _allowed_result(op: Operation, result: SSAValue) -> bool:
        users = [u.operation for u in result.uses]
        if isinstance(op, llvm.InsertValueOp | llvm_ext.PoisonOp | llvm.UndefOp):
            # A chain rebuilt for a call or return.
            return all(
                isinstance(user, llvm.InsertValueOp) and user.container is result
                or isinstance(user, _BOUNDARY_CONSUMERS)
                or user.name == _WGMMA_MMA_ASYNC
                for user in users
            ) and bool(users)
        if isinstance(op, _DECOMPOSABLE) and not isinstance(op, llvm.ConstantOp):
            return False
        # Results split right where they are made (calls, constants without a dense form).
        return all(isinstance(user, SplitStructOp) for user in users)


def _memory_calls(root: Operation, analysed: dict[llvm.FuncOp, _FunctionLowering]) -> list[Operation]:
    """The llvm.call_intrinsic and llvm.intr.memcpy.inline ops nested in `root`, in walk order:
    inside an analysed function the ones its analysis listed, elsewhere walked."""
    found: list[Operation] = []
    for region in root.regions:
        for block in region.blocks:
            for op in block.ops:
                function = analysed.get(op) if isinstance(op, llvm.FuncOp) else None
                if function is not None:
                    found.extend(function.memory_calls)
                    continue
                if isinstance(op, llvm.CallIntrinsicOp | llvm_ext.MemcpyInlineOp):
                    found.append(op)
                if op.regions:
                    found.extend(_memory_calls(op, analysed))
    return found


def _mem_intrinsic_op(op: Operation) -> Operation | None:
    """The llvm.intr.memcpy/memmove/memset equivalent of a `llvm.call_intrinsic` of
    `llvm.memcpy.*`/`llvm.memmove.*`/`llvm.memset.*` with a constant volatile flag, else None."""
    if not isinstance(op, llvm.CallIntrinsicOp) or len(op.args) != 4:
        return None
    name = op.intrin.data
    flag = op.args[3].owner
    if not (isinstance(flag, llvm.ConstantOp) and isinstance(flag.value, IntegerAttr)):
        return None
    is_volatile = bool(flag.value.value.data)
    first, second, length = op.args[0], op.args[1], op.args[2]
    if name.startswith(("llvm.memcpy.", "llvm.memmove.", "llvm.memset.")):
        second_kind = IntegerType if name.startswith("llvm.memset.") else llvm.LLVMPointerType
        if not (
            isinstance(first.type, llvm.LLVMPointerType)
            and isinstance(second.type, second_kind)
            and isinstance(length.type, IntegerType)
        ):
            raise op_error(op, f"'{name}' expects a pointer destination, a {'byte' if second_kind is IntegerType else 'pointer source'} and an integer length")
    if name.startswith("llvm.memcpy."):
        return llvm_ext.MemcpyOp(first, second, length, is_volatile)
    if name.startswith("llvm.memmove."):
        return llvm_ext.MemmoveOp(first, second, length, is_volatile)
    if name.startswith("llvm.memset."):
        return llvm_ext.MemsetOp(first, second, length, is_volatile)
    return None


@dataclass(frozen=True)
class LowerAggrCopiesPass(ModulePass):
    """Split aggregates into scalars and lower aggregate copies (see the module docstring)."""

    name = "lower-aggr-copies"

    lower_aggr_func_args: bool = True
    max_aggr_copy_size: int = 128
    lower_aggr_unrolled_stores_limit: int = 32

    def _analysed_functions(self, module: builtin.ModuleOp) -> list[_FunctionLowering]:
        functions = [
            _FunctionLowering(func, self.lower_aggr_func_args)
            for func in module_functions(module)
            if func.body.blocks
        ]
        for function in functions:
            function.analyse()
        return functions

    @on_device_code
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        if self.max_aggr_copy_size < 0:
            raise PassFailedException("lower-aggr-copies: max-aggr-copy-size must be >= 0")
        if self.lower_aggr_unrolled_stores_limit < 0:
            raise PassFailedException(
                "lower-aggr-copies: lower-aggr-unrolled-stores-limit must be >= 0"
            )
        functions = self._analysed_functions(op)
        # `llvm.call_intrinsic "llvm.memcpy.p0.p0.i64"(...)` is how xDSL users spell the
        # intrinsics; once the module is known to be lowerable, give them the op form and
        # analyse again so they are expanded like "llvm.intr.memcpy".
        candidates = _memory_calls(op, {function.func: function for function in functions})
        intrinsic_ops = [(call, mem_op) for call in candidates if (mem_op := _mem_intrinsic_op(call)) is not None]
        # `llvm.intr.memcpy.inline` is a memcpy whose length is a constant by definition.
        inline_copies = [inline for inline in candidates if isinstance(inline, llvm_ext.MemcpyInlineOp)]
        if intrinsic_ops or inline_copies:
            for call, mem_op in intrinsic_ops:
                replace_located(call, mem_op)
            for inline in inline_copies:
                length = int_constant(inline.len.value.data, inline.len.type)
                replace_located(inline, [length, llvm_ext.MemcpyOp(inline.dst, inline.src, length, inline.is_volatile)])
            functions = self._analysed_functions(op)
        copies = CopyLowering(self.max_aggr_copy_size, self.lower_aggr_unrolled_stores_limit)
        for function in functions:
            function.split()
            for copy in function.copies:
                copies.lower(copy)
            function.check()


__all__ = ["LowerAggrCopiesPass"]
