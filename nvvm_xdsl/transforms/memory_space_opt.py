"""Address-space inference for generic pointers (NVVM's MemorySpaceOpt).

A generic `ld`/`st` costs an address-space lookup that `ld.global`, `ld.shared`, `ld.param`, ...
do not, and `ld.param` / `ld.const` reads are only possible with the specific space. This pass
finds, for every generic `!llvm.ptr` value of a function, the one space it always points into:

* sources: `llvm.addrspacecast` from a specific space; `nvvm.cvt.param.to.generic` (param, only
  with opt-byval); `llvm.alloca` (local); `llvm.mlir.addressof` of a global (its `addr_space`,
  and generic globals are `.global` on NVPTX); non-byval pointer parameters of kernels (global:
  CUDA kernels receive device-memory pointers, as nvcc and LLVM assume);
* propagation: GEPs, pointer bitcasts, selects and block arguments (a meet over the incoming
  values, iterated to a fixpoint so loops work).

Loads and stores through such a pointer are rewritten to a pointer of the specific space (a
"twin" built next to the generic one: the cast source, a cast of a parameter, a GEP/select of
twins, a retyped block argument), and generic->specific casts of it fold away. Values that
escape (call arguments, stored pointers, ptrtoint, ...) keep using the generic pointer. Stores
never go to param or const space (both are read-only for a kernel). Atomics on global or shared
memory become `atom.global` / `atom.shared` the same way.

opt-byval must be the setting lower-struct-args ran with (recorded on the module): with it,
param-space pointers made by lower-struct-args are followed; without it, byval arguments are
left generic for the backend to copy.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.branch_operands import successor_argument
from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext, nvvm
from nvvm_xdsl.kernel_abi import BYVAL_ATTR, OPT_BYVAL_ATTR, arg_attrs, is_kernel
from nvvm_xdsl.symbols import SymbolIndex
from nvvm_xdsl.walk import functions, operations

GENERIC_PTR = llvm.LLVMPointerType()


def _is_generic_pointer(value: SSAValue) -> bool:
    return value.type == GENERIC_PTR


def _space_of_type(t: Attribute) -> int | None:
    return AS.address_space_of(t) if isinstance(t, llvm.LLVMPointerType) else None


_OpT = TypeVar("_OpT", bound=Operation)


class _Unknown:
    """The lattice top: nothing known yet (only seen before the fixpoint is reached)."""


TOP = _Unknown()
Space = int | _Unknown


def _meet(a: Space, b: Space) -> Space:
    if isinstance(a, _Unknown):
        return b
    if isinstance(b, _Unknown):
        return a
    return a if a == b else AS.GENERIC


def _retyped_copy_after(op: _OpT, result_type: Attribute) -> _OpT:
    """A copy of `op` (same operands, properties, attributes) whose result has `result_type`,
    inserted right after it; callers then point its pointer operands at the retyped twins."""
    copy = type(op).create(
        operands=list(op.operands),
        result_types=[result_type],
        properties=dict(op.properties),
        attributes=dict(op.attributes),
    )
    # The copy is the same source-level computation: keep its line for PTX line info.
    copy.location = op.location
    Rewriter.insert_op(copy, InsertPoint.after(op))
    return copy


class _FunctionInference:
    def __init__(self, func: llvm.FuncOp, opt_byval: bool, symbols: SymbolIndex):
        self.func = func
        self.opt_byval = opt_byval
        self.symbols = symbols
        self.space: dict[SSAValue, Space] = {}
        # Block argument -> the (terminator, operand index) edges that feed it.
        self.incoming: dict[BlockArgument, list[tuple[Operation, int]]] = {}
        self.unknown_predecessors: set[BlockArgument] = set()
        self.twins: dict[SSAValue, SSAValue] = {}
        self.maybe_dead: list[Operation] = []

    # -- inference -----------------------------------------------------------------------

    def _collect_incoming(self) -> None:
        for block in self.func.body.blocks:
            for arg in block.args:
                if _is_generic_pointer(arg):
                    self.incoming[arg] = []
        for block in self.func.body.blocks:
            term = block.last_op
            if term is None or not term.successors:
                continue
            if not isinstance(term, llvm.BrOp | llvm.CondBrOp | llvm_ext.SwitchOp):
                # A branch whose operands we cannot map: its successors' arguments stay generic.
                for successor in term.successors:
                    self.unknown_predecessors.update(successor.args)
                continue
            for index in range(len(term.operands)):
                target = successor_argument(term, index)
                if target is not None and target in self.incoming:
                    self.incoming[target].append((term, index))

    def _source_space(self, value: SSAValue) -> Space | None:
        """The space of a value whose space does not depend on other values; None otherwise."""
        owner = value.owner
        if isinstance(owner, Block):
            if owner is self.func.body.blocks[0]:
                return self._parameter_space(value)
            return None
        if isinstance(owner, llvm_ext.AddrSpaceCastOp):
            space = _space_of_type(owner.arg.type)
            return space if space is not None else AS.GENERIC
        if isinstance(owner, nvvm.CvtParamToGenericOp):
            return AS.PARAM if self.opt_byval else AS.GENERIC
        if isinstance(owner, llvm.AllocaOp):
            return AS.LOCAL
        if isinstance(owner, llvm.AddressOfOp):
            return self._global_space(owner)
        if isinstance(owner, llvm.GEPOp | llvm.SelectOp) or (
            isinstance(owner, llvm.BitcastOp) and isinstance(owner.arg.type, llvm.LLVMPointerType)
        ):
            return None
        return AS.GENERIC

    def _parameter_space(self, value: SSAValue) -> Space:
        assert isinstance(value, BlockArgument)
        if not is_kernel(self.func):
            return AS.GENERIC
        if BYVAL_ATTR in arg_attrs(self.func, value.index):
            return AS.GENERIC
        return AS.GLOBAL

    def _global_space(self, op: llvm.AddressOfOp) -> Space:
        symbol = self.symbols.lookup(op, op.global_name)
        if isinstance(symbol, llvm.GlobalOp):
            space = symbol.addr_space.value.data
            # NVPTX places generic-space module variables in .global.
            return AS.GLOBAL if space == AS.GENERIC else space
        return AS.GENERIC

    def _transfer(self, value: SSAValue) -> Space:
        owner = value.owner
        if isinstance(owner, Block):
            assert isinstance(value, BlockArgument)
            if value in self.unknown_predecessors:
                return AS.GENERIC
            result: Space = TOP
            for term, index in self.incoming[value]:
                result = _meet(result, self._get(term.operands[index]))
            return result
        if isinstance(owner, llvm.GEPOp):
            return self._get(owner.ptr)
        if isinstance(owner, llvm.BitcastOp):
            return self._get(owner.arg)
        if isinstance(owner, llvm.SelectOp):
            return _meet(self._get(owner.lhs), self._get(owner.rhs))
        raise AssertionError(f"no transfer rule for {value}")

    def _get(self, value: SSAValue) -> Space:
        if not _is_generic_pointer(value):
            return AS.GENERIC
        return self.space.get(value, AS.GENERIC)

    def infer(self) -> None:
        self._collect_incoming()
        derived: list[SSAValue] = []
        for block in self.func.body.blocks:
            for arg in block.args:
                if _is_generic_pointer(arg):
                    source = self._source_space(arg)
                    self.space[arg] = TOP if source is None else source
                    if source is None:
                        derived.append(arg)
            for op in block.ops:
                for result in op.results:
                    if _is_generic_pointer(result):
                        source = self._source_space(result)
                        self.space[result] = TOP if source is None else source
                        if source is None:
                            derived.append(result)
        changed = True
        while changed:
            changed = False
            for value in derived:
                new = self._transfer(value)
                if new != self.space[value]:
                    self.space[value] = new
                    changed = True
        for value, space in self.space.items():
            if isinstance(space, _Unknown):
                # Only reachable from itself (a loop with no entry value): nothing is known.
                self.space[value] = AS.GENERIC

    def known_space(self, value: SSAValue) -> int:
        space = self._get(value)
        assert isinstance(space, int)
        return space

    # -- rewriting -----------------------------------------------------------------------

    def twin(self, value: SSAValue) -> SSAValue:
        """A pointer of the inferred specific space, equal to the generic `value`."""
        if value in self.twins:
            return self.twins[value]
        space = self.known_space(value)
        assert space != AS.GENERIC
        typed = AS.pointer_type(space)
        owner = value.owner
        if isinstance(owner, llvm_ext.AddrSpaceCastOp):
            twin = owner.arg
            self.maybe_dead.append(owner)
        elif isinstance(owner, nvvm.CvtParamToGenericOp):
            twin = owner.src
            self.maybe_dead.append(owner)
        elif isinstance(owner, llvm.BitcastOp):
            twin = self.twin(owner.arg)
            self.maybe_dead.append(owner)
        elif isinstance(owner, llvm.GEPOp):
            # Memoised before the base, whose twin may be built from this GEP (loops).
            gep = _retyped_copy_after(owner, typed)
            self.twins[value] = gep.result
            gep.operands[0] = self.twin(owner.ptr)
            self.maybe_dead.append(owner)
            return gep.result
        elif isinstance(owner, llvm.SelectOp):
            select = _retyped_copy_after(owner, typed)
            self.twins[value] = select.res
            select.operands[1] = self.twin(owner.lhs)
            select.operands[2] = self.twin(owner.rhs)
            self.maybe_dead.append(owner)
            return select.res
        elif isinstance(owner, Block) and owner is not self.func.body.blocks[0]:
            return self._retype_block_argument(value, typed)
        else:
            # A parameter, alloca or addressof: cast it once, right after its definition.
            cast = llvm_ext.AddrSpaceCastOp(value, typed)
            if isinstance(owner, Block):
                # A parameter's cast is part of the function's entry, as LLVM places it.
                cast.location = self.func.location
                Rewriter.insert_op(cast, InsertPoint.at_start(owner))
            else:
                assert isinstance(owner, Operation)
                cast.location = owner.location
                Rewriter.insert_op(cast, InsertPoint.after(owner))
            twin = cast.result
        self.twins[value] = twin
        return twin

    def _retype_block_argument(self, value: SSAValue, typed: Attribute) -> SSAValue:
        """The block argument itself becomes specific; generic users get a cast back."""
        assert isinstance(value, BlockArgument)
        block = value.block
        incoming = self.incoming[value]
        specific = Rewriter.replace_value_with_new_type(value, typed)
        self.twins[value] = specific
        if specific.uses:
            back = llvm_ext.AddrSpaceCastOp(specific, GENERIC_PTR)
            back.location = next((op.location for op in block.ops), self.func.location)
            back.result.name_hint = specific.name_hint
            Rewriter.insert_op(back, InsertPoint.at_start(block))
            specific.replace_uses_with_if(back.result, lambda use: use.operation is not back)
            self.twins[back.result] = specific
            self.space[back.result] = self.space[value]
            self.maybe_dead.append(back)
        for term, index in incoming:
            term.operands[index] = self.twin(term.operands[index])
        return specific

    def _specific(self, value: SSAValue, allow: frozenset[int] | None = None) -> SSAValue | None:
        if not _is_generic_pointer(value):
            return None
        space = self.known_space(value)
        if space == AS.GENERIC or (allow is not None and space not in allow):
            return None
        return self.twin(value)

    def rewrite(self) -> None:
        writable = frozenset({AS.GLOBAL, AS.SHARED, AS.LOCAL})
        atomic_spaces = frozenset({AS.GLOBAL, AS.SHARED})
        # Collected first: rewriting adds ops (twins) that must not be visited again.
        accesses: list[Operation] = [
            op
            for op in operations(self.func)
            if isinstance(
                op,
                llvm.LoadOp
                | llvm.StoreOp
                | llvm_ext.AtomicRMWOp
                | llvm_ext.AtomicCmpXchgOp
                | llvm_ext.AddrSpaceCastOp
                | nvvm.CvtGenericToASOp,
            )
        ]
        for op in accesses:
            if op.parent is None:
                continue
            if isinstance(op, llvm.LoadOp):
                if (twin := self._specific(op.ptr)) is not None:
                    op.operands[0] = twin
            elif isinstance(op, llvm.StoreOp):
                if (twin := self._specific(op.ptr, writable)) is not None:
                    op.operands[1] = twin
            elif isinstance(op, llvm_ext.AtomicRMWOp | llvm_ext.AtomicCmpXchgOp):
                # PTX has atom.global and atom.shared (atomics on local memory are not atomic
                # anyway, and generic atom handles them).
                if (twin := self._specific(op.ptr, atomic_spaces)) is not None:
                    op.operands[0] = twin
            else:
                source = op.operands[0]
                target = _space_of_type(op.results[0].type)
                if (
                    _is_generic_pointer(source)
                    and target not in (None, AS.GENERIC)
                    and self.known_space(source) == target
                ):
                    # A generic->specific cast of a pointer already known to be there.
                    Rewriter.replace_op(op, [], [self.twin(source)])
        self._erase_dead()

    def _erase_dead(self) -> None:
        changed = True
        while changed:
            changed = False
            for op in self.maybe_dead:
                if op.parent is not None and all(not result.uses for result in op.results):
                    Rewriter.erase_op(op)
                    changed = True


@dataclass(frozen=True)
class MemorySpaceOptPass(ModulePass):
    name = "memory-space-opt"

    opt_byval: bool = True

    @on_device_code
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        recorded = op.attributes.get(OPT_BYVAL_ATTR)
        if isinstance(recorded, IntegerAttr) and bool(recorded.value.data) != self.opt_byval:
            ran_with = str(bool(recorded.value.data)).lower()
            raise op_error(
                op,
                f"opt-byval mismatch: lower-struct-args ran with opt-byval={ran_with} but "
                f"memory-space-opt has opt-byval={str(self.opt_byval).lower()}; both passes "
                "must use the same setting (set it once with lower-to-ptx{opt-byval=...})",
            )
        # Retyping loads and stores adds or removes no symbols: one index serves the whole run.
        symbols = SymbolIndex()
        for func in functions(op):
            if func.body.blocks:
                inference = _FunctionInference(func, self.opt_byval, symbols)
                inference.infer()
                inference.rewrite()


__all__ = ["MemorySpaceOptPass"]
