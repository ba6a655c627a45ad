"""The -t ptx printer and the block-argument moves it prints (ptx-lower-block-args): their
parallel-copy semantics, register declarations, labels, and the errors for input that is not
in the ptx dialect or still passes block arguments."""

from __future__ import annotations

import re
from io import StringIO

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.ir import Block, Region
from xdsl.utils.exceptions import DiagnosticException

from nvvm_xdsl.backend.ptx_printer import PTXTarget
from nvvm_xdsl.dialects import ptx
from nvvm_xdsl.transforms.ptx_lower_block_args import lower_block_args

_MOV = re.compile(r"^\s*mov\.b32\s+(%r\d+),\s*(%r\d+);$")


def _emit(module: builtin.ModuleOp, lower: bool = True) -> str:
    if lower:
        lower_block_args(module)
    out = StringIO()
    PTXTarget().emit(Context(), module, out)
    return out.getvalue()


def _loop_with_back_edge(sources: list[int]) -> tuple[builtin.ModuleOp, Block, list[str]]:
    """Entry sets N registers; the loop block takes N arguments and branches back to itself
    passing argument `sources[i]` to argument i (any mapping: swaps, rotations, duplicates)."""
    count = len(sources)
    entry = Block()
    loop = Block(arg_types=[ptx.B32] * count)
    exit_block = Block()
    # Loads, so that the entry edge copies registers (literal moves would be folded).
    initial = [ptx.InstOp(f"ld.param.b32 $d0, [f_param_{i}]", [], [ptx.B32]) for i in range(count)]
    for op in initial:
        entry.add_op(op)
    entry.add_op(ptx.BraOp(loop, [op.results[0] for op in initial]))
    flag = ptx.InstOp("setp.ne.u32 $d0, 1, 0", [], [ptx.PRED])
    loop.add_op(flag)
    back = Block()
    loop.add_op(ptx.CBraOp(flag.results[0], back, exit_block))
    back.add_op(ptx.BraOp(loop, [loop.args[s] for s in sources]))
    exit_block.add_op(ptx.RetOp())
    func = ptx.FuncOp("f", "func", "visible", [], [], Region([entry, loop, back, exit_block]))
    module = builtin.ModuleOp([ptx.ModuleOp("sm_90", "8.0", Region(Block([func])))])
    return module, back, []


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=5), min_size=1, max_size=6).flatmap(
    lambda xs: st.lists(st.integers(min_value=0, max_value=len(xs) - 1), min_size=len(xs), max_size=len(xs))
))
def test_back_edge_moves_are_a_parallel_copy(sources: list[int]):
    module, _, _ = _loop_with_back_edge(sources)
    text = _emit(module)
    lines = text.splitlines()
    # Loop argument registers, in order, are the destinations of the entry edge's moves.
    label = next(i for i, line in enumerate(lines) if line.startswith("$L__BB0_1:"))
    entry_moves = [_MOV.match(line) for line in lines[:label]]
    arg_regs = [m.group(1) for m in entry_moves if m]
    assert len(arg_regs) == len(sources)
    # Execute the back edge's moves (between the conditional branch and `bra.uni`).
    start = next(i for i in range(label, len(lines)) if "bra" in lines[i]) + 1
    end = next(i for i in range(start, len(lines)) if "bra.uni" in lines[i])
    env = {reg: f"v{i}" for i, reg in enumerate(arg_regs)}
    for line in lines[start:end]:
        m = _MOV.match(line)
        assert m, f"unexpected instruction on the back edge: {line}"
        env[m.group(1)] = env[m.group(2)]
    assert [env[reg] for reg in arg_regs] == [f"v{s}" for s in sources]
    # Identity positions need no move; each cycle costs one extra move through a temporary.
    changed = sum(1 for i, s in enumerate(sources) if s != i)
    assert end - start <= changed + changed // 2


def test_swap_uses_one_temporary_and_declares_it():
    module, _, _ = _loop_with_back_edge([1, 0])
    text = _emit(module)
    body = text[text.index("$L__BB0_1:") :]
    assert len([line for line in body.splitlines() if _MOV.match(line)]) == 3
    # Two loop arguments, two initial values, one temporary: %r1..%r5.
    assert ".reg .b32 \t%r<6>;" in text


def test_registers_numbered_from_one_per_class():
    block = Block()
    a = ptx.InstOp("mov.b32 $d0, 1", [], [ptx.B32])
    b = ptx.InstOp("mov.b64 $d0, 2", [], [ptx.B64])
    p = ptx.InstOp("setp.ne.b32 $d0, $0, 0", [a.results[0]], [ptx.PRED])
    for op in (a, b, p):
        block.add_op(op)
    block.add_op(ptx.RetOp())
    func = ptx.FuncOp("f", "func", "visible", [], [], Region(block))
    text = _emit(builtin.ModuleOp([ptx.ModuleOp("sm_80", "7.8", Region(Block([func])))]))
    assert ".version 7.8\n.target sm_80\n.address_size 64" in text
    assert "\t.reg .pred \t%p<2>;\n\t.reg .b32 \t%r<2>;\n\t.reg .b64 \t%rd<2>;" in text
    assert "setp.ne.b32 %p1, %r1, 0;" in text
    # No branch jumps to the entry block, so it has no label.
    assert "$L__BB" not in text


def test_non_ptx_input_is_rejected():
    from xdsl.dialects import llvm

    module = builtin.ModuleOp([llvm.FuncOp("k", llvm.LLVMFunctionType([]))])
    with pytest.raises(DiagnosticException, match="run convert-llvm-to-ptx"):
        _emit(module)


def test_literal_moves_fold_into_the_edge():
    entry = Block()
    loop = Block(arg_types=[ptx.B32])
    zero = ptx.MovOp("b32", ptx.Imm("0", "b32"), ptx.B32)
    entry.add_op(zero)
    entry.add_op(ptx.BraOp(loop, [zero.results[0]]))
    loop.add_op(ptx.RetOp())
    func = ptx.FuncOp("f", "func", "visible", [], [], Region([entry, loop]))
    text = _emit(builtin.ModuleOp([ptx.ModuleOp("sm_90", "8.0", Region(Block([func])))]))
    body = text[text.index("{") :]
    assert "mov.b32 %r1, 0;" in body
    assert body.count("mov.b32") == 1
    assert ".reg .b32 \t%r<2>;" in text


def test_block_arguments_must_be_lowered_before_printing():
    module, _, _ = _loop_with_back_edge([1, 0])
    with pytest.raises(DiagnosticException, match="run ptx-lower-block-args"):
        _emit(module, lower=False)


def test_lowered_branches_verify_and_keep_the_swap_temporary_before_the_moves():
    module, back, _ = _loop_with_back_edge([1, 0])
    lower_block_args(module)
    module.verify()
    branch = back.last_op
    assert isinstance(branch, ptx.BraOp) and branch.coalesced is not None
    moves = [op for op in back.ops if isinstance(op, ptx.MovOp)]
    # One temporary and two moves into the loop's argument registers.
    assert len(moves) == 3
    assert list(branch.args) == [moves[1].result, moves[2].result]
    # The temporary saves a loop argument's old value.
    assert moves[0].srcs[0] in list(branch.successor.args)
