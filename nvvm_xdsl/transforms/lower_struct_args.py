"""Kernel byval structs become param-space pointers read with nvvm.ldparam (seed 000).

A kernel's by-value aggregate lives in PTX `.param` space, which is read-only and readable with
`ld.param` directly. Copying it into local memory first (what a naive ABI lowering does) costs a
stack frame and a load/store per field, so this pass rewrites each kernel byval argument
`%s: !llvm.ptr {llvm.byval = T}` into `%s: !llvm.ptr<101>` and chooses, per argument:

* direct: every use only reads the struct (GEP chains ending in loads, memcpy *from* it):
  loads become `nvvm.ldparam %s[offset]`;
* cast: a `nvvm.grid_constant` argument whose address escapes without being written, on a target
  with `cvta.param` (sm_70+, PTX 7.7+): field loads still become `nvvm.ldparam`, and each escaping
  use gets `nvvm.cvt.param.to.generic` (or `.to.global`) plus the byte offset - no copy;
* copy: anything writes into the struct, or its address escapes otherwise: one local alloca of the
  whole alloc size (padding included) filled by a memcpy from param space, every use redirected
  to it.

The whole use graph of every kernel is analysed before anything is rewritten, so an op without a
rule is reported with the IR untouched. The opt-byval setting is recorded on the module
(`nvvm.opt_byval`) so memory-space-opt can check that it runs with the same one.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum, auto

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import IntegerAttr, IntegerType, i8, i32, i64
from xdsl.ir import Attribute, BlockArgument, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import SymbolTable

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.branch_operands import successor_argument
from nvvm_xdsl.datalayout import (
    GEPOffset,
    abi_align,
    alloc_size,
    flatten,
    gep_offset,
    is_aggregate,
)
from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext, nvvm
from nvvm_xdsl.kernel_abi import (
    ALIGN_ATTR,
    BYVAL_ATTR,
    GRID_CONSTANT_ATTR,
    OPT_BYVAL_ATTR,
    arg_attrs,
    has_cvta_param,
    is_kernel,
)

# One definition of "kernel" and of a function's arg attributes, shared with the backend.
from nvvm_xdsl.llvm_conversion import add_scaled, int_constant
from nvvm_xdsl.locations import insert_located, replace_located
from nvvm_xdsl.target import pass_target
from nvvm_xdsl.walk import functions

# ---------------------------------------------------------------------------------------------
# Analysis
# ---------------------------------------------------------------------------------------------


class Strategy(Enum):
    DIRECT = auto()
    CAST = auto()
    COPY = auto()


@dataclass(eq=False)
class Derived:
    """A pointer into the byval struct: the argument itself, or a GEP/bitcast/cast of one.

    `merged` pointers passed through a select or block argument: they may point elsewhere too,
    so they are only followed to find writes and unknown users, never rewritten.
    """

    value: SSAValue
    parent: Derived | None
    constant: int = 0
    dynamic: tuple[tuple[SSAValue, int], ...] = ()
    merged: bool = False

    @property
    def defining_op(self) -> Operation | None:
        return self.value.owner if isinstance(self.value.owner, Operation) else None

    def alias(self, value: SSAValue) -> Derived:
        """`value` is this same address under another name (a bitcast or param-space cast)."""
        return Derived(value, self, self.constant, self.dynamic, self.merged)


@dataclass
class ArgPlan:
    func: llvm.FuncOp
    index: int
    byval_type: Attribute
    align: int
    grid_constant: bool
    derived: list[Derived] = field(default_factory=list[Derived])
    loads: list[tuple[llvm.LoadOp, Derived]] = field(
        default_factory=list[tuple[llvm.LoadOp, Derived]]
    )
    memcpy_sources: list[tuple[Operation, Derived]] = field(
        default_factory=list[tuple[Operation, Derived]]
    )
    # (call, operand index, pointer): the struct (or a part of it) passed on `byval`: the call
    # sequence copies it into the callee's `.param`, a read of the parameter.
    byval_calls: list[tuple[llvm.CallOp, int, Derived]] = field(
        default_factory=list[tuple[llvm.CallOp, int, Derived]]
    )
    # (user, operand index, pointer, the space the user wants the address in)
    escapes: list[tuple[Operation, int, Derived, int]] = field(
        default_factory=list[tuple[Operation, int, Derived, int]]
    )
    writes: list[Operation] = field(default_factory=list[Operation])
    strategy: Strategy = Strategy.DIRECT

    @property
    def arg(self) -> BlockArgument:
        return self.func.body.blocks[0].args[self.index]

    def describe(self) -> str:
        return f"byval argument #{self.index} of kernel @{self.func.sym_name.data}"


_ADDRESS_USERS_THAT_ESCAPE = (
    llvm.CallOp,
    llvm.CallIntrinsicOp,
    llvm.PtrToIntOp,
    llvm.ICmpOp,
    llvm.InsertValueOp,
    llvm.InlineAsmOp,
)
_WRITING_USERS = (llvm_ext.AtomicRMWOp, llvm_ext.AtomicCmpXchgOp)


def _fold_constant_indices(offset: GEPOffset) -> tuple[int, tuple[tuple[SSAValue, int], ...]]:
    """GEP indices that are `llvm.mlir.constant`s join the constant offset (`[k_param_0+24]`)."""
    constant = offset.constant
    dynamic: list[tuple[SSAValue, int]] = []
    for index, scale in offset.dynamic:
        owner = index.owner
        if isinstance(owner, llvm.ConstantOp) and isinstance(owner.value, IntegerAttr):
            # GEP indices are signed.
            width = owner.value.type.width.data if isinstance(owner.value.type, IntegerType) else 64
            value = owner.value.value.data
            if width > 1 and value >= 1 << (width - 1):
                value -= 1 << width
            constant += value * scale
        else:
            dynamic.append((index, scale))
    return constant, tuple(dynamic)


def _analyse(plan: ArgPlan) -> None:
    """Walks every use edge reachable from the argument, depth first; fills `plan`."""
    root = Derived(plan.arg, None)
    plan.derived.append(root)
    seen: set[SSAValue] = {plan.arg}
    work: list[tuple[Operation, int, Derived]] = []

    def push_uses(node: Derived) -> None:
        # Reversed so the first use in the list is visited first.
        work.extend(reversed([(use.operation, use.index, node) for use in node.value.uses]))

    def follow(value: SSAValue, node: Derived) -> None:
        if value in seen:
            return
        seen.add(value)
        plan.derived.append(node)
        push_uses(node)

    push_uses(root)
    while work:
        user, index, node = work.pop()
        if isinstance(user, llvm.GEPOp) and index == 0:
            constant, dynamic = _fold_constant_indices(gep_offset(user))
            follow(
                user.result,
                Derived(
                    user.result,
                    node,
                    node.constant + constant,
                    node.dynamic + dynamic,
                    node.merged,
                ),
            )
        elif isinstance(user, llvm.BitcastOp) and isinstance(
            user.result.type, llvm.LLVMPointerType
        ):
            follow(user.result, node.alias(user.result))
        elif isinstance(user, llvm_ext.AddrSpaceCastOp):
            target = user.result.type
            space = (
                AS.address_space_of(target) if isinstance(target, llvm.LLVMPointerType) else None
            )
            if space == AS.PARAM:
                # Already a param-space view of the struct: the same pointer.
                follow(user.result, node.alias(user.result))
            elif not node.merged:
                wanted = AS.GLOBAL if space == AS.GLOBAL else AS.GENERIC
                plan.escapes.append((user, index, node, wanted))
        elif isinstance(user, llvm.LoadOp):
            if not node.merged:
                plan.loads.append((user, node))
        elif isinstance(user, llvm.StoreOp):
            if index == 1:
                plan.writes.append(user)
            elif not node.merged:
                plan.escapes.append((user, index, node, AS.GENERIC))
        elif isinstance(user, llvm_ext.MemcpyOp | llvm_ext.MemmoveOp):
            if index == 0:
                plan.writes.append(user)
            elif index == 1 and not node.merged:
                plan.memcpy_sources.append((user, node))
        elif isinstance(user, llvm_ext.MemsetOp) or (
            isinstance(user, _WRITING_USERS) and index == 0
        ):
            plan.writes.append(user)
        elif isinstance(user, llvm.SelectOp) and index != 0:
            if not node.merged:
                plan.escapes.append((user, index, node, AS.GENERIC))
            follow(user.res, Derived(user.res, node, merged=True))
        elif (block_arg := successor_argument(user, index)) is not None:
            if not node.merged:
                plan.escapes.append((user, index, node, AS.GENERIC))
            follow(block_arg, Derived(block_arg, node, merged=True))
        elif (
            isinstance(user, llvm.CallOp)
            and _passed_byval(user, index)
            and not node.merged
            and not node.dynamic
        ):
            plan.byval_calls.append((user, index, node))
        elif (
            isinstance(user, _ADDRESS_USERS_THAT_ESCAPE)
            or (isinstance(user, _WRITING_USERS) and index != 0)
            # An NVVM op handed the address (a TMA descriptor kept in a `grid_constant`
            # parameter, as CuTe DSL and Triton pass it): the address escapes, as in LLVM's
            # NVPTXLowerArgs, so the op gets the parameter's generic address.
            or user.name.startswith("nvvm.")
        ):
            if not node.merged:
                plan.escapes.append((user, index, node, AS.GENERIC))
        else:
            raise op_error(
                user,
                f"lower-struct-args: no rule for '{user.name}' using {plan.describe()} "
                f"(operand #{index})",
            )


def _passed_byval(call: llvm.CallOp, index: int) -> bool:
    """Whether operand `index` of a direct call is a `byval` argument (the call site's
    attributes, else the callee's), as the backend's call sequence reads it."""
    if call.callee is None or index >= len(call.args):
        return False
    for source in (call.properties.get("arg_attrs"), call.attributes.get("arg_attrs")):
        if isinstance(source, builtin.ArrayAttr) and index < len(source.data):
            entry = source.data[index]
            if isinstance(entry, builtin.DictionaryAttr) and entry.data:
                return BYVAL_ATTR in entry.data
    module = call.get_toplevel_object()
    callee = SymbolTable.lookup_symbol(module, call.callee) if isinstance(module, Operation) else None
    return isinstance(callee, llvm.FuncOp) and BYVAL_ATTR in arg_attrs(callee, index)


def _plan_function(func: llvm.FuncOp, cvta_param: bool) -> list[ArgPlan]:
    plans: list[ArgPlan] = []
    if not func.body.blocks:
        return plans
    for index, arg in enumerate(func.body.blocks[0].args):
        attrs = arg_attrs(func, index)
        byval_type = attrs.get(BYVAL_ATTR)
        # Only generic byval pointers: an arg already in param space was lowered before.
        if byval_type is None or arg.type != llvm.LLVMPointerType():
            continue
        align_attr = attrs.get(ALIGN_ATTR)
        align = align_attr.value.data if isinstance(align_attr, IntegerAttr) else None
        plan = ArgPlan(
            func,
            index,
            byval_type,
            align if align is not None else abi_align(byval_type),
            GRID_CONSTANT_ATTR in attrs,
        )
        _analyse(plan)
        if plan.writes:
            plan.strategy = Strategy.COPY
        elif plan.escapes:
            plan.strategy = Strategy.CAST if plan.grid_constant and cvta_param else Strategy.COPY
        plans.append(plan)
    return plans


# ---------------------------------------------------------------------------------------------
# Rewriting
# ---------------------------------------------------------------------------------------------


class _Rewrite:
    """Rewrites one planned argument; the argument is already retyped to `!llvm.ptr<101>`."""

    def __init__(self, plan: ArgPlan, param: SSAValue):
        self.plan = plan
        self.param = param
        self.entry = plan.func.body.blocks[0]
        self.dynamic_offsets: dict[Derived, SSAValue] = {}
        self.bases: dict[int, SSAValue] = {}
        self.offset_pointers: dict[tuple[Derived, SSAValue], SSAValue] = {}
        self.total_offsets: dict[Derived, SSAValue] = {}

    def dynamic_offset(self, node: Derived) -> SSAValue | None:
        """The i64 sum of the node's dynamic GEP terms, computed where its GEP was."""
        if not node.dynamic:
            return None
        if node in self.dynamic_offsets:
            return self.dynamic_offsets[node]
        assert node.parent is not None
        total = self.dynamic_offset(node.parent)
        own_terms = node.dynamic[len(node.parent.dynamic) :]
        defining = node.defining_op
        assert defining is not None
        ops: list[Operation] = []
        for index, scale in own_terms:
            term = index
            width = index.type.width.data if isinstance(index.type, IntegerType) else 64
            if width < 64:
                ops.append(ext := llvm.SExtOp(term, i64))
                term = ext.res
            elif width > 64:
                ops.append(trunc := llvm.TruncOp(term, i64))
                term = trunc.res
            total = add_scaled(ops, total, term, scale)
        insert_located(ops, InsertPoint.before(defining))
        assert total is not None
        self.dynamic_offsets[node] = total
        return total

    def offset_pointer(self, base: SSAValue, node: Derived) -> SSAValue:
        """`base` advanced by the node's byte offset, made once where the node's GEP was."""
        dynamic = self.dynamic_offset(node)
        if dynamic is None and node.constant == 0:
            return base
        key = (node, base)
        if key in self.offset_pointers:
            return self.offset_pointers[key]
        # The node's GEP dominates every user of the node; the base and the dynamic offset
        # are defined before it.
        defining = node.defining_op
        assert defining is not None
        if dynamic is None:
            gep = llvm.GEPOp(base, [node.constant], i8, result_type=AS.pointer_type_of(base))
        else:
            gep = llvm.GEPOp.from_mixed_indices(
                base, [self.total_offset(node, dynamic)], i8, result_type=AS.pointer_type_of(base)
            )
        insert_located(gep, InsertPoint.before(defining))
        self.offset_pointers[key] = gep.result
        return gep.result

    def total_offset(self, node: Derived, dynamic: SSAValue) -> SSAValue:
        """The node's whole byte offset as one i64 (dynamic part plus constant part)."""
        if not node.constant:
            return dynamic
        if node in self.total_offsets:
            return self.total_offsets[node]
        const = int_constant(node.constant, i64)
        add = llvm.AddOp(dynamic, const.result)
        defining = node.defining_op
        assert defining is not None
        insert_located([const, add], InsertPoint.before(defining))
        self.total_offsets[node] = add.res
        return add.res

    def base(self, space: int) -> SSAValue:
        """The struct's address as a generic or global pointer, made once at function entry."""
        if space not in self.bases:
            cast = (
                nvvm.CvtParamToGlobalOp(self.param)
                if space == AS.GLOBAL
                else nvvm.CvtParamToGenericOp(self.param)
            )
            insert_located(cast, InsertPoint.at_start(self.entry), self.plan.func)
            self.bases[space] = cast.res
        return self.bases[space]

    def load(self, load: llvm.LoadOp, node: Derived) -> None:
        dynamic = self.dynamic_offset(node)
        result_type = load.dereferenced_value.type
        ops: list[Operation] = []
        value: SSAValue
        if is_aggregate(result_type):
            ops.append(undef := llvm.UndefOp(result_type))
            value = undef.res
            for leaf in flatten(result_type):
                leaf_value = self._load_scalar(ops, leaf.type, node.constant + leaf.offset, dynamic)
                ops.append(
                    insert := llvm.InsertValueOp(
                        builtin.DenseArrayBase.from_list(i64, leaf.path), value, leaf_value
                    )
                )
                value = insert.res
        else:
            value = self._load_scalar(ops, result_type, node.constant, dynamic)
        name = load.dereferenced_value.name_hint
        replace_located(load, ops, [value])
        # The value that replaces the load keeps its name; helpers stay anonymous.
        for new_op in ops:
            for result in new_op.results:
                result.name_hint = None
        value.name_hint = name

    def _load_scalar(
        self, ops: list[Operation], type: Attribute, offset: int, dynamic: SSAValue | None
    ) -> SSAValue:
        if offset < 0:
            # ldparam offsets are unsigned: a negative constant joins the dynamic part.
            ops.append(const := int_constant(offset, i64))
            if dynamic is None:
                dynamic = const.result
            else:
                ops.append(add := llvm.AddOp(dynamic, const.result))
                dynamic = add.res
            offset = 0
        ops.append(ld := nvvm.LdParamOp(self.param, type, offset, dynamic))
        if type != llvm.LLVMPointerType():
            return ld.res
        # CUDA: a pointer handed to a kernel inside a struct points to global memory.
        ops.append(as_global := nvvm.CvtGenericToASOp(ld.res, AS.GLOBAL))
        ops.append(back := llvm_ext.AddrSpaceCastOp(as_global.res, llvm.LLVMPointerType()))
        return back.result

    def escape(self, user: Operation, index: int, node: Derived, space: int) -> None:
        pointer = self.offset_pointer(self.base(space), node)
        if isinstance(user, llvm_ext.AddrSpaceCastOp) and space == AS.GLOBAL:
            Rewriter.replace_op(user, [], [pointer])
        else:
            user.operands[index] = pointer

    def memcpy_source(self, user: Operation, node: Derived) -> None:
        user.operands[1] = self.offset_pointer(self.param, node)

    def erase_dead_pointers(self) -> None:
        for node in reversed(self.plan.derived):
            op = node.defining_op
            if node.parent is not None and not node.merged and op is not None:
                Rewriter.erase_op(op)

    def run(self) -> None:
        plan = self.plan
        for load, node in plan.loads:
            self.load(load, node)
        for user, node in plan.memcpy_sources:
            self.memcpy_source(user, node)
        for call, index, node in plan.byval_calls:
            # No local copy: the call sequence reads the bytes with ld.param.
            call.operands[index] = self.offset_pointer(self.param, node)
        for user, index, node, space in plan.escapes:
            self.escape(user, index, node, space)
        self.erase_dead_pointers()


def _copy_to_local(plan: ArgPlan, param: SSAValue, old_uses_value: SSAValue) -> None:
    """One alloca holding the whole struct, padding included, replaces the argument."""
    entry = plan.func.body.blocks[0]
    one = int_constant(1, i32)
    alloca = llvm.AllocaOp(one.result, plan.byval_type, alignment=plan.align)
    alloca.res.name_hint = f"{param.name_hint or 'byval'}_copy"
    size = int_constant(alloc_size(plan.byval_type), i64)
    copy = llvm_ext.MemcpyOp(alloca.res, param, size.result)
    insert_located([one, alloca, size, copy], InsertPoint.at_start(entry), plan.func)
    old_uses_value.replace_all_uses_with(alloca.res)


def _retype_argument(plan: ArgPlan) -> tuple[SSAValue, SSAValue]:
    """Changes the argument to `!llvm.ptr<101>`; returns (new argument, placeholder for old uses).

    The old uses are moved to a placeholder first so that no op ever sees a param-space
    operand it was not rewritten for.
    """
    func = plan.func
    arg = plan.arg
    placeholder = llvm.UndefOp(llvm.LLVMPointerType())
    Rewriter.insert_op(placeholder, InsertPoint.at_start(func.body.blocks[0]))
    arg.replace_all_uses_with(placeholder.res)
    param = Rewriter.replace_value_with_new_type(arg, AS.pointer_type(AS.PARAM))
    inputs = list(func.function_type.inputs.data)
    inputs[plan.index] = param.type
    func.function_type = llvm.LLVMFunctionType(
        inputs, func.function_type.output, func.function_type.is_variadic
    )
    return param, placeholder.res


def _lower_argument(plan: ArgPlan) -> None:
    param, old = _retype_argument(plan)
    placeholder = old.owner
    assert isinstance(placeholder, Operation)
    if plan.strategy is Strategy.COPY:
        # Explicit param-space views of the struct keep reading the parameter itself: a
        # param-space pointer into the local copy would be meaningless.
        rewrite = _Rewrite(plan, param)
        for node in plan.derived:
            op = node.defining_op
            if isinstance(op, llvm_ext.AddrSpaceCastOp) and not node.merged and node.parent:
                Rewriter.replace_op(op, [], [rewrite.offset_pointer(param, node)])
        _copy_to_local(plan, param, old)
    else:
        # Every pointer in `plan.derived` still hangs off the placeholder; the rewrite below
        # removes all of their uses, then the pointers themselves.
        _Rewrite(plan, param).run()
    Rewriter.erase_op(placeholder)


@dataclass(frozen=True)
class LowerStructArgsPass(ModulePass):
    name = "lower-struct-args"

    opt_byval: bool = True
    sm: int | str | None = None
    """`90`, `90a`, `100f`, `sm_90a` (see nvvm_xdsl.target); None: the gpu.module's #nvvm.target
    chip, else DEFAULT_SM (nvvm_xdsl.device_code)."""
    ptx_version: str | None = None
    """Empty: the lowest PTX ISA version that has the target and the instructions used; None:
    the #nvvm.target's `+ptxNN` feature, else empty."""

    @on_device_code
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        recorded = op.attributes.get(OPT_BYVAL_ATTR)
        if isinstance(recorded, IntegerAttr) and bool(recorded.value.data) != self.opt_byval:
            raise op_error(
                op,
                f"lower-struct-args: opt-byval={str(self.opt_byval).lower()} but the module was "
                f"already lowered with opt-byval={str(bool(recorded.value.data)).lower()}",
            )
        if not self.opt_byval:
            op.attributes[OPT_BYVAL_ATTR] = IntegerAttr.from_bool(False)
            return
        cvta_param = has_cvta_param(pass_target(op, self.sm, self.ptx_version))
        # Every kernel is analysed before the first change: an error leaves the module as it was.
        plans = [
            plan
            for func in _kernels(op)
            for plan in _plan_function(func, cvta_param)
        ]
        op.attributes[OPT_BYVAL_ATTR] = IntegerAttr.from_bool(True)
        # Reversed: each argument's prologue goes to the top of the entry block, so the
        # prologues end up in argument order.
        for plan in reversed(plans):
            _lower_argument(plan)


def _kernels(module: builtin.ModuleOp) -> Iterator[llvm.FuncOp]:
    for func in functions(module):
        if is_kernel(func):
            yield func


__all__ = ["LowerStructArgsPass"]
