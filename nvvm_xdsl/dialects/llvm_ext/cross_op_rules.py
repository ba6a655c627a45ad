"""Rules MLIR's llvm-dialect verifier enforces across ops (calls against callees, returns,
branch operands, aggregate positions, argument attributes); verify-nvvm-input runs them."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    SymbolTable,
    VectorType,
)
from xdsl.dialects.llvm import GEP_USE_SSA_VAL, FuncOp, LLVMPointerType, LLVMStructType
from xdsl.ir import Attribute, Block, Operation, SSAValue, TypeAttribute
from xdsl.traits import IsTerminator

# The module, not its names: datalayout imports this package (packed structs) while it loads.
from nvvm_xdsl import datalayout
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects.llvm_ext.atomics import AtomicOrdering
from nvvm_xdsl.dialects.llvm_ext.control_flow import SwitchOp
from nvvm_xdsl.dialects.llvm_ext.type_checks import (
    MAX_ALIGNMENT,
    alignment_problem,
    is_float,
    is_signless_int,
    split_vector,
)
from nvvm_xdsl.dialects.ptx.declarations import MAX_PARAM_ALIGNMENT
from nvvm_xdsl.kernel_abi import ALIGN_ATTR, BYVAL_ATTR
from nvvm_xdsl.transforms.cfg_analysis import DominatorTree
from nvvm_xdsl.walk import operations

# Rules MLIR's llvm-dialect verifier enforces across ops, which xDSL 0.74's ops do not check on
# their own: without them, bad input gets as far as a pass or the backend and fails there
# without a useful message (or compiles to wrong code). `verify_llvm_cross_op_rules` runs them
# all; the verify-nvvm-input pass calls it.


def _callee_of(call: llvm.CallOp, module: ModuleOp) -> FuncOp | None:
    if call.callee is None:
        return None
    found = SymbolTable.lookup_symbol(module, call.callee)
    return found if isinstance(found, FuncOp) else None


def _check_call(call: llvm.CallOp, module: ModuleOp) -> None:
    callee = _callee_of(call, module)
    if callee is None:
        return  # indirect calls, or unknown symbols (the op's own verifier names those)
    ftype = callee.function_type
    params = list(ftype.inputs.data)
    args = list(call.args)
    name = callee.sym_name.data
    if len(args) < len(params) or (len(args) > len(params) and not ftype.is_variadic):
        raise op_error(
            call,
            f"incorrect number of operands ({len(args)}) for callee @{name} "
            f"(expecting: {len(params)}{' or more' if ftype.is_variadic else ''})",
        )
    for index, (arg, param) in enumerate(zip(args, params, strict=False)):
        if arg.type != param:
            raise op_error(
                call,
                f"operand type mismatch for operand {index}: '{arg.type}' != '{param}' "
                f"(callee @{name})",
            )
    returns_void = isinstance(ftype.output, llvm.LLVMVoidType)
    if call.returned is None:
        if not returns_void:
            raise op_error(call, f"callee @{name} returns {ftype.output} but the call has no result")
    elif returns_void:
        raise op_error(call, f"callee @{name} returns void but the call has a result")
    elif call.returned.type != ftype.output:
        raise op_error(
            call,
            f"result type mismatch: '{call.returned.type}' != '{ftype.output}' (callee @{name})",
        )


def _check_return(ret: llvm.ReturnOp) -> None:
    func = ret.parent_op()
    while func is not None and not isinstance(func, FuncOp):
        func = func.parent_op()
    if func is None:
        return
    expected = func.function_type.output
    if isinstance(expected, llvm.LLVMVoidType):
        if ret.arg is not None:
            raise op_error(ret, f"returns a value of type {ret.arg.type} from void function")
    elif ret.arg is None:
        raise op_error(ret, f"returns nothing from a function returning {expected}")
    elif ret.arg.type != expected:
        raise op_error(
            ret, f"returns a value of type {ret.arg.type} from a function returning {expected}"
        )


def _successor_operands(op: Operation) -> list[tuple[Block, Sequence[SSAValue]]] | None:
    if isinstance(op, llvm.BrOp):
        return [(op.successor, op.arguments)]
    if isinstance(op, llvm.CondBrOp):
        return [(op.then_block, op.then_arguments), (op.else_block, op.else_arguments)]
    if isinstance(op, SwitchOp):
        groups = op.case_operand_groups()
        if len(groups) != len(op.case_destinations):
            raise op_error(
                op,
                f"{len(op.case_destinations)} case destinations but {len(groups)} "
                "case operand groups",
            )
        return [(op.default_destination, op.default_operands), *zip(op.case_destinations, groups, strict=True)]
    return None


def _check_successors(op: Operation) -> None:
    edges = _successor_operands(op)
    for block, operands in edges or ():
        if len(operands) != len(block.args):
            raise op_error(
                op,
                f"branch passes {len(operands)} operands to a block that takes "
                f"{len(block.args)} arguments",
            )
        for index, (value, arg) in enumerate(zip(operands, block.args, strict=True)):
            if value.type != arg.type:
                raise op_error(
                    op,
                    f"branch operand {index} has type {value.type} but the block argument "
                    f"has type {arg.type}",
                )


def _indexed_type(op: Operation, container: Attribute, position: Sequence[int]) -> Attribute:
    current = container
    for depth, index in enumerate(position):
        if isinstance(current, LLVMStructType):
            fields = current.types.data
            if not 0 <= index < len(fields):
                raise op_error(
                    op, f"position {list(position)}: index {index} at depth {depth} is out "
                    f"of range for {current} ({len(fields)} fields)"
                )
            current = fields[index]
        elif isinstance(current, llvm.LLVMArrayType):
            if not 0 <= index < current.size.data:
                raise op_error(
                    op, f"position {list(position)}: index {index} at depth {depth} is out "
                    f"of range for {current}"
                )
            current = current.type
        else:
            raise op_error(
                op, f"position {list(position)}: depth {depth} indexes into non-aggregate {current}"
            )
    return current


def _check_aggregate_access(op: llvm.ExtractValueOp | llvm.InsertValueOp) -> None:
    position = [int(v) for v in op.position.get_values()]
    element = _indexed_type(op, op.container.type, position)
    if isinstance(op, llvm.ExtractValueOp):
        if op.res.type != element:
            raise op_error(op, f"result type {op.res.type} does not match the extracted element {element}")
    else:
        if op.value.type != element:
            raise op_error(op, f"inserted value of type {op.value.type} does not match the element {element}")
        if op.res.type != op.container.type:
            raise op_error(op, "result type differs from the container type")


def _check_arg_attrs(func: FuncOp) -> None:
    if func.arg_attrs is None:
        return
    inputs = func.function_type.inputs.data
    for index, attrs in enumerate(func.arg_attrs.data):
        if index >= len(inputs):
            raise op_error(func, f"has attributes for argument {index} but only {len(inputs)} arguments")
        for key in (BYVAL_ATTR, "llvm.byref", "llvm.sret"):
            if key not in attrs.data:
                continue
            if not isinstance(attrs.data[key], TypeAttribute):
                raise op_error(func, f"argument {index}: {key} must name a type, got {attrs.data[key]}")
            if not isinstance(inputs[index], LLVMPointerType):
                raise op_error(
                    func, f"argument {index}: {key} attribute attached to non-pointer type {inputs[index]}"
                )
        if ALIGN_ATTR in attrs.data:
            align = attrs.data[ALIGN_ATTR]
            value = align.value.data if isinstance(align, IntegerAttr) else None
            if value is None or alignment_problem(value) is not None:
                raise op_error(
                    func, f"argument {index}: llvm.align must be a power of two up to {MAX_ALIGNMENT}, got {align}"
                )
        _check_byval_alignment(func, index, attrs)


def _check_byval_alignment(func: FuncOp, index: int, attrs: DictionaryAttr) -> None:
    """A byval argument is passed as a `.param` array aligned to its `llvm.align` (its type's
    ABI alignment is capped at what a .param allows, as llc-22 does; an explicit one is not,
    and ptxas accepts at most MAX_PARAM_ALIGNMENT)."""
    align = attrs.data.get(ALIGN_ATTR)
    if BYVAL_ATTR not in attrs.data or not isinstance(align, IntegerAttr):
        return
    if (stated := align.value.data) > MAX_PARAM_ALIGNMENT:
        raise op_error(
            func,
            f"argument {index}: a byval argument with llvm.align {stated}; "
            f"a .param allows at most {MAX_PARAM_ALIGNMENT}",
        )


def _check_alignment(op: Operation) -> None:
    """An `alignment` (loads, stores, allocas, globals, atomics, memory intrinsics), as every
    later pass divides by it and PTX prints it as `.align`."""
    align = op.properties.get("alignment", op.attributes.get("alignment"))
    if isinstance(align, IntegerAttr) and (problem := alignment_problem(align.value.data)) is not None:
        raise op_error(op, problem)


def _check_terminated(func: FuncOp) -> None:
    """Every block of a function body ends with a terminator (MLIR's region verifier; xDSL 0.74
    checks only that a terminator is last, so an empty block passes)."""
    for number, block in enumerate(func.body.blocks):
        last = block.last_op
        if last is None:
            raise op_error(func, f"block {number} of the body is empty: every block ends with a terminator")
        if not last.has_trait(IsTerminator):
            raise op_error(last, "the last op of a block must be a terminator")


def _check_order_in_blocks(func: FuncOp) -> None:
    """Every value an op of the body uses dominates it (MLIR's dominance verification, which
    xDSL 0.74 lacks: `%x = llvm.lshr %x, ...` parses, and so does a use of a value another
    block defines on a path that does not always run first). In its own block a value is
    defined before the use; from another block (a result or a block argument), that block
    dominates the use's. Uses in a block the entry cannot reach are not checked (as MLIR)."""
    body = func.body
    tree: DominatorTree | None = None
    for block in body.blocks:
        defined: set[Operation] = set()
        # Blocks already found to dominate this one: a block's values are mostly used many times.
        dominating: set[Block] = set()
        op = block._first_op  # pyright: ignore[reportPrivateUsage]
        while op is not None:
            for number, operand in enumerate(op._operands):  # pyright: ignore[reportPrivateUsage]
                owner = operand.owner
                home = owner.parent if isinstance(owner, Operation) else owner
                if home is block:
                    if isinstance(owner, Operation) and owner not in defined:
                        raise op_error(op, f"operand #{number} does not dominate this use (it is defined later in the block)")
                    continue
                if home in dominating:
                    continue
                if not isinstance(home, Block) or home.parent is not body:
                    continue  # a value from outside the body (or none): other verifiers' concern
                tree = tree or DominatorTree.of(body)
                if block in tree.children and not tree.dominates(home, block):
                    where = f"^bb{body.get_block_index(home)}"
                    raise op_error(
                        op,
                        f"operand #{number} does not dominate this use (it is defined in block {where}, "
                        "which does not dominate this one)",
                    )
                dominating.add(home)
            defined.add(op)
            op = op._next_op  # pyright: ignore[reportPrivateUsage]


# LLVM's type sizes are 64-bit numbers of bits, so no type may be 2^61 bytes or larger (PTX's
# `.b8 name[N]` and its 64-bit address offsets have no room for them either).
_MAX_TYPE_BYTES = 2**61


def _check_size(op: Operation, t: Attribute) -> None:
    if isinstance(t, LLVMStructType | llvm.LLVMArrayType):
        try:
            size = datalayout.alloc_size(t)
        except datalayout.UnsupportedTypeError:
            return  # the backend names the type it cannot lay out
        if size >= _MAX_TYPE_BYTES:
            raise op_error(op, f"type {t} is {size} bytes, larger than LLVM and PTX allow (2^61 bytes)")


def _check_sizes(op: Operation) -> None:
    for t in op.result_types:
        _check_size(op, t)
    for name in ("global_type", "elem_type"):
        if (declared := op.properties.get(name)) is not None:
            _check_size(op, declared)


# xDSL 0.74's own float casts take any types (its GenericCastOp); MLIR's take floats or integers
# as these say (the casts this project defines check it themselves, `values._CheckedCastOp`).
_XDSL_FLOAT_CASTS: dict[type[Operation], tuple[str, str]] = {
    llvm.SIToFPOp: ("integer", "float"),
    llvm.FPExtOp: ("float", "float"),
    llvm.FPTruncOp: ("float", "float"),
}


def _check_float_cast(op: Operation) -> None:
    source_kind, result_kind = _XDSL_FLOAT_CASTS[type(op)]
    for which, kind, t in (("operand", source_kind, op.operand_types[0]), ("result", result_kind, op.result_types[0])):
        element, _ = split_vector(t)
        if not (is_float(element) if kind == "float" else is_signless_int(element)):
            raise op_error(op, f"{which} must be a {kind} or a vector of them, got {t}")


def _check_bitcast(op: llvm.BitcastOp) -> None:
    """A bitcast keeps the bits: operand and result have the same size (MLIR's verifier; xDSL
    0.74's cast takes any types)."""
    source, result = op.operand_types[0], op.result_types[0]
    if isinstance(source, LLVMPointerType) or isinstance(result, LLVMPointerType):
        if not (isinstance(source, LLVMPointerType) and isinstance(result, LLVMPointerType)):
            raise op_error(op, f"cannot bitcast between a pointer and a non-pointer ({source} to {result})")
        return
    try:
        sizes = datalayout.size_in_bits(source), datalayout.size_in_bits(result)
    except datalayout.UnsupportedTypeError:
        return  # the backend names the type it cannot lay out
    if sizes[0] != sizes[1]:
        raise op_error(op, f"operand and result sizes differ ({source}: {sizes[0]} bits, {result}: {sizes[1]} bits)")


def _check_constant(op: llvm.ConstantOp) -> None:
    """A scalar constant's value has the result's type (MLIR's verifier; selection would print a
    float literal as an integer operand or the reverse)."""
    value, result = op.value, op.result.type
    if isinstance(value, IntegerAttr) and isinstance(result, IntegerType):
        value_type = value.type
        # MLIR takes an integer of another width sign-extended or truncated to the result
        # (`llvm.mlir.constant(2 : i32) : i64`, as its wgmma lowering writes): accepted where
        # that keeps the value
        width = result.width.data
        fits = -(1 << (width - 1)) <= value.value.data < (1 << width)
        if isinstance(value_type, IntegerType) and value_type.width != result.width and not fits:
            raise op_error(op, f"value of type {value_type} does not match the result type {result}")
    elif isinstance(value, IntegerAttr | FloatAttr) and (is_float(result) or isinstance(result, IntegerType)):
        if value.type != result:
            raise op_error(op, f"value of type {value.type} does not match the result type {result}")


def _check_gep(op: llvm.GEPOp) -> None:
    """The constant indices (MLIR's rawConstantIndices, INT32_MIN marking an SSA index) against
    the SSA ones, and struct fields (constant, in range), for the generic form too."""
    indices = list(op.rawConstantIndices.iter_values())
    if indices.count(GEP_USE_SSA_VAL) != len(op.ssa_indices):
        raise op_error(
            op,
            f"{indices.count(GEP_USE_SSA_VAL)} indices are marked SSA ({GEP_USE_SSA_VAL}) but "
            f"{len(op.ssa_indices)} SSA indices are given",
        )
    current: Attribute = op.elem_type
    for position, index in enumerate(indices[1:], start=1):
        if isinstance(current, LLVMStructType):
            fields = current.types.data
            if index == GEP_USE_SSA_VAL or not 0 <= index < len(fields):
                what = "an SSA value" if index == GEP_USE_SSA_VAL else str(index)
                raise op_error(op, f"index {position} into {current} is {what}: it must be a field number below {len(fields)}")
            current = fields[index]
        elif isinstance(current, llvm.LLVMArrayType | VectorType):
            current = current.type if isinstance(current, llvm.LLVMArrayType) else current.get_element_type()
        else:
            raise op_error(op, f"index {position} indexes into non-aggregate {current}")


# Enumerations xDSL's ops keep as integer properties without checking the range (MLIR's verifier
# allows only the enumeration's values): the passes and selection look the value up in a table.
_ENUM_CODES: dict[type[Operation], tuple[tuple[str, str, frozenset[int]], ...]] = {
    llvm.ICmpOp: (("predicate", "icmp predicate", frozenset(range(len(llvm.ICmpPredicateFlag)))),),
    llvm.FCmpOp: (("predicate", "fcmp predicate", frozenset(range(len(llvm.FCmpPredicateFlag)))),),
    llvm.LoadOp: (("ordering", "atomic ordering", frozenset(AtomicOrdering)),),
    llvm.StoreOp: (("ordering", "atomic ordering", frozenset(AtomicOrdering)),),
}


def _check_enum_codes(op: Operation) -> None:
    for key, what, allowed in _ENUM_CODES.get(type(op), ()):
        value = op.properties.get(key)
        if isinstance(value, IntegerAttr) and value.value.data not in allowed:
            raise op_error(op, f"{value.value.data} is not a valid {what} (0 to {max(allowed)})")


# Orderings LangRef allows on an atomic load or store: a load cannot release, a store cannot
# acquire (MLIR's verifier: "unsupported ordering"). PTX has no `ld.release`/`st.acquire`.
_UNSUPPORTED_ORDERINGS: dict[type[Operation], frozenset[AtomicOrdering]] = {
    llvm.LoadOp: frozenset({AtomicOrdering.RELEASE, AtomicOrdering.ACQ_REL}),
    llvm.StoreOp: frozenset({AtomicOrdering.ACQUIRE, AtomicOrdering.ACQ_REL}),
}


def _check_memory_ordering(op: Operation) -> None:
    unsupported = _UNSUPPORTED_ORDERINGS.get(type(op))
    ordering = op.properties.get("ordering") if unsupported else None
    if isinstance(ordering, IntegerAttr) and ordering.value.data in unsupported:  # type: ignore[operator]
        keyword = AtomicOrdering(ordering.value.data).keyword
        raise op_error(op, f"unsupported ordering '{keyword}' on an atomic {op.name.removeprefix('llvm.')}")


def verify_llvm_cross_op_rules(
    module: ModuleOp, roots: Sequence[Operation] | None = None, ops: Sequence[Operation] | None = None
) -> None:
    """Raise an op_error for the first llvm op breaking a cross-op rule MLIR's verifier has:
    call operands/results against the callee, returns against the function type, branch
    operands against block arguments, extractvalue/insertvalue positions, byval/align
    argument attributes. `roots`: check only these ops and those nested in them (callees are
    still looked up in `module`); `ops`: the ops to check, already listed by the caller
    (`operations(module)`)."""
    if ops is None:
        ops = operations(module) if roots is None else [op for root in roots for op in operations(root)]
    # The rules of each op class are looked up once per class (a big module has thousands of
    # ops of a few dozen classes), in the order the checks run.
    rules = _RULES_BY_CLASS
    is_aggregate = datalayout.is_aggregate
    for op in ops:
        op_class = type(op)
        found = rules.get(op_class)
        if found is None:
            found = rules[op_class] = _rules_of(op_class)
        enum_codes, orderings, specific = found
        properties = op.properties
        align = properties.get("alignment", op.attributes.get("alignment"))
        if align is not None:
            _check_alignment(op)
        if enum_codes:
            _check_enum_codes(op)
        if orderings is not None:
            _check_memory_ordering(op)
        for result in op.results:
            if is_aggregate(result.type):
                _check_size(op, result.type)
        if properties:
            for name in ("global_type", "elem_type"):
                if (declared := properties.get(name)) is not None:
                    _check_size(op, declared)
        if specific is _check_call:
            _check_call(op, module)  # a CallOp, by its class
        elif specific is not None:
            specific(op)
        if op._successors:  # pyright: ignore[reportPrivateUsage]
            _check_successors(op)


def _check_func(func: FuncOp) -> None:
    _check_arg_attrs(func)
    _check_terminated(func)
    _check_order_in_blocks(func)


def _rules_of(
    op_class: type[Operation],
) -> tuple[tuple[tuple[str, str, frozenset[int]], ...], frozenset[AtomicOrdering] | None, Callable[..., None] | None]:
    """The enumeration checks, the unsupported orderings and the class-specific check of an op
    class (the first of `verify_llvm_cross_op_rules`' classes it belongs to, in that order)."""
    specific: Callable[..., None] | None = None
    if issubclass(op_class, FuncOp):
        specific = _check_func
    elif issubclass(op_class, llvm.GEPOp):
        specific = _check_gep
    elif op_class in _XDSL_FLOAT_CASTS:
        specific = _check_float_cast
    elif issubclass(op_class, llvm.ConstantOp):
        specific = _check_constant
    elif issubclass(op_class, llvm.BitcastOp):
        specific = _check_bitcast
    elif issubclass(op_class, llvm.CallOp):
        specific = _check_call
    elif issubclass(op_class, llvm.ReturnOp):
        specific = _check_return
    elif issubclass(op_class, llvm.ExtractValueOp | llvm.InsertValueOp):
        specific = _check_aggregate_access
    return _ENUM_CODES.get(op_class, ()), _UNSUPPORTED_ORDERINGS.get(op_class), specific


_RULES_BY_CLASS: dict[
    type[Operation],
    tuple[tuple[tuple[str, str, frozenset[int]], ...], frozenset[AtomicOrdering] | None, Callable[..., None] | None],
] = {}
