"""Selection of `nvvm.inline_ptx` (`nvvm_xdsl.dialects.nvvm_inline_ptx`).

MLIR lowers the op to `llvm.inline_asm` with its PTX builder: one output constraint per result,
one input constraint per read-only operand (an `llvm.mlir.constant` as an immediate, `n`), the
predicate last, and `@$p ` in front of the text. Selection builds that same `llvm.inline_asm`
and selects it with the inline-assembly selector, so both ops share LLVM 22's constraint
semantics (a shared-memory pointer travels as a 32-bit address, as MLIR's `r` says).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from xdsl.dialects import llvm
from xdsl.dialects.builtin import Float32Type, Float64Type, IntegerType
from xdsl.ir import Attribute, Operation, SSAValue

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.backend.inline_asm import select_inline_asm
from nvvm_xdsl.backend.isel_core import SelectorCore
from nvvm_xdsl.diagnostics import OpDiagnostic, op_error
from nvvm_xdsl.dialects.nvvm_inline_ptx import InlinePtxOp

_INTEGER_LETTERS = {1: "b", 16: "h", 32: "r", 64: "l"}


def _constraint_letter(op: Operation, value: SSAValue) -> str:
    """MLIR's PTX builder's register letter for a value of this type."""
    t: Attribute = value.type
    if isinstance(t, IntegerType) and t.width.data in _INTEGER_LETTERS:
        return _INTEGER_LETTERS[t.width.data]
    if isinstance(t, Float32Type):
        return "f"
    if isinstance(t, Float64Type):
        return "d"
    if isinstance(t, llvm.LLVMPointerType):
        return "r" if AS.address_space_of(t) == AS.SHARED else "l"
    raise op_error(op, f"no PTX register holds an operand of type {t}")


def _is_constant(value: SSAValue) -> bool:
    return isinstance(value.owner, llvm.ConstantOp)


def inline_asm_for(op: InlinePtxOp) -> llvm.InlineAsmOp:
    """The `llvm.inline_asm` MLIR lowers `op` to (not inserted anywhere)."""
    if op.readWriteArgs:
        raise op_error(op, "read-write operands (rw) are not supported: MLIR's PTX builder rejects them too")
    constraints = [f"={_constraint_letter(op, r)}" for r in op.writeOnlyArgs]
    inputs: list[SSAValue] = list(op.readOnlyArgs)
    constraints += ["n" if _is_constant(v) else _constraint_letter(op, v) for v in inputs]
    # `%N` means `$N` too (MLIR's builder turns `%` into `$`); other `%` (register names) stay.
    text = re.sub(r"%(\d)", r"$\1", op.ptxCode.data)
    if op.predicate is not None:
        text = f"@${len(constraints)} {text}"
        constraints.append("b")
        inputs.append(op.predicate)
    results = [r.type for r in op.writeOnlyArgs]
    result_types = results if len(results) <= 1 else [llvm.LLVMStructType.from_type_list(results)]
    asm = llvm.InlineAsmOp(text, ",".join(constraints), inputs, result_types, has_side_effects=True)
    asm.location = op.location
    return asm


def select_inline_ptx(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, InlinePtxOp)
    asm = inline_asm_for(op)
    try:
        select_inline_asm(sel, asm)
        if asm.results:
            leaves = sel.get(asm.results[0], op)
            if len(op.writeOnlyArgs) == 1:
                sel.set(op.writeOnlyArgs[0], leaves)
            else:
                for result, leaf in zip(op.writeOnlyArgs, leaves, strict=True):
                    sel.set(result, [leaf])
    except OpDiagnostic as err:
        raise op_error(op, err.message) from err
    finally:
        asm.drop_all_references()


SELECTORS: dict[type[Operation], Callable[[SelectorCore, Operation], None]] = {
    InlinePtxOp: select_inline_ptx,
}
