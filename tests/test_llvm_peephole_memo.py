"""llvm-peephole's known-bits memo (issue 19) changes no result: the middle end up to and
including llvm-peephole leaves the same IR with the memo as with every known-bits question
answered afresh, on the modules whose address arithmetic asks the most."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.printer import Printer
from xdsl.universe import Universe

from nvvm_xdsl.fast_parse import CachingParser
from nvvm_xdsl.transforms import llvm_peephole
from nvvm_xdsl.transforms.llvm_peephole import LLVMPeepholePass
from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass

ROOT = Path(__file__).resolve().parent.parent
MODULES = [
    ROOT / "tests" / "producers" / "triton" / f"{name}.mlir"
    for name in ("matmul_sm80", "flash_attention", "layernorm")
]


def _after_peephole(path: Path) -> str:
    ctx = Context()
    for name, factory in Universe.get_multiverse().all_dialects.items():
        ctx.register_dialect(name, factory)
    module = CachingParser(ctx, path.read_text(), str(path)).parse_module()
    for module_pass in LowerToPTXPass(sm=80).passes():
        module_pass.apply(ctx, module)
        if isinstance(module_pass, LLVMPeepholePass):
            break
    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


@pytest.mark.parametrize("path", MODULES, ids=[p.stem for p in MODULES])
def test_memo_leaves_the_same_ir(path: Path, monkeypatch: pytest.MonkeyPatch):
    asked: list[int] = []
    answer = llvm_peephole._known_zero_bits

    def counted(value, depth):
        asked.append(depth)
        return answer(value, depth)

    monkeypatch.setattr(llvm_peephole, "_known_zero_bits", counted)
    memoized = _after_peephole(path)
    with_memo = len(asked)
    asked.clear()
    monkeypatch.setattr(llvm_peephole, "known_zero_bits", lambda value, depth=0: counted(value, depth))
    fresh = _after_peephole(path)
    assert fresh == memoized
    assert with_memo < len(asked), "the memo answered some questions"


@pytest.mark.parametrize("name", ["cute/row_sum", "cute/vec_add", "triton/device_assert"])
def test_every_remembered_answer_is_the_fresh_one(name: str, monkeypatch: pytest.MonkeyPatch):
    """A rewrite forgets only the answers downstream of the ops it rewired
    (`_forget_known_bits`): each answer the memo gives equals one computed without it. (In
    the two CuTe kernels, answers kept across every rewrite would be stale.)"""
    fresh_memo = (None, None)
    checked: list[int] = []

    def fresh(compute, value, depth):
        saved = llvm_peephole._known_zero_memo, llvm_peephole._known_one_memo
        llvm_peephole._known_zero_memo, llvm_peephole._known_one_memo = fresh_memo
        try:
            return compute(value, depth)
        finally:
            llvm_peephole._known_zero_memo, llvm_peephole._known_one_memo = saved

    def checking(remembered, compute):
        def answer(value, depth=0):
            found = remembered(value, depth)
            if llvm_peephole._known_zero_memo is not None:
                assert found == fresh(compute, value, depth)
                checked.append(depth)
            return found

        return answer

    monkeypatch.setattr(
        llvm_peephole, "known_zero_bits", checking(llvm_peephole.known_zero_bits, llvm_peephole._known_zero_bits)
    )
    monkeypatch.setattr(
        llvm_peephole, "known_one_bits", checking(llvm_peephole.known_one_bits, llvm_peephole._known_one_bits)
    )
    _after_peephole(ROOT / "tests" / "producers" / f"{name}.mlir")
    assert checked
