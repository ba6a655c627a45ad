"""The backend's clean-up (nvvm_xdsl/backend/cleanup.py) against xDSL's `cse` and `region_dce`,
and the reuse of pure computations during selection (`SelectorCore.pure`) against building each.

Selection reuses an equal used computation instead of building another, and merges and erases
ops with its own per-block CSE and function DCE; both promise the IR of building every op and
cleaning up with xDSL's drivers, op for op. Checked two ways: on Triton's captured modules the
PTX is byte-identical to the PTX of that plain way (and assembles), and on small hand-built
blocks each clean-up rule (pure merge, read merge only without a write in between, unknown
effects, dead chains) gives the IR xDSL's drivers give.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from io import StringIO
from pathlib import Path

import pytest
from xdsl.dialects import test
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.printer import Printer
from xdsl.transforms.common_subexpression_elimination import cse
from xdsl.transforms.dead_code_elimination import region_dce

from nvvm_xdsl.backend import isel
from nvvm_xdsl.backend.cleanup import block_cse, function_dce
from nvvm_xdsl.backend.isel_core import SelectorCore
from nvvm_xdsl.backend.ptx_printer import PTXTarget
from nvvm_xdsl.backend.values import Imm
from nvvm_xdsl.dialects import ptx
from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.mlir_to_llvm_ir import make_context, parse_mlir

TRITON = Path(__file__).parent / "producers" / "triton"
MODULES = sorted(p for p in TRITON.glob("*.mlir") if not p.name.endswith(".debug.mlir"))


# Kernels whose selection builds no pure value twice after the middle end (checked: their PTX
# is still compared with the every-op build below).
REUSE_FREE = {"device_assert", "histogram_atomic", "v27_byte_histogram_sm90", "v32_multi_assert_sm80"}


def _compile(path: Path) -> tuple[str, str]:
    """(PTX, ptxas arch) of a capture through the default pipeline at its target."""
    sm = json.loads(path.with_suffix(".json").read_text())["target"]["ptx_target"].removeprefix("sm_")
    ctx = make_context()
    module = parse_mlir(path.read_text(), ctx)
    LowerToPTXPass(sm=int(sm) if sm.isdigit() else sm).apply(ctx, module)
    out = StringIO()
    PTXTarget().emit(ctx, module, out)
    return out.getvalue(), f"sm_{sm}"


@pytest.mark.parametrize("path", MODULES, ids=[p.stem for p in MODULES])
def test_same_ptx_as_building_every_op_and_xdsl_cse_and_dce(path: Path, monkeypatch: pytest.MonkeyPatch):
    ours, arch = _compile(path)
    reused = 0
    pure = SelectorCore.pure

    def count_reuse(sel: SelectorCore, key: tuple[object, ...], build: Callable[[], Operation]) -> SSAValue:
        nonlocal reused
        ops = len(sel.current.ops) if sel.current is not None else 0
        result = pure(sel, key, build)
        reused += sel.current is not None and len(sel.current.ops) == ops
        return result

    monkeypatch.setattr(SelectorCore, "pure", count_reuse)
    _compile(path)
    monkeypatch.setattr(SelectorCore, "pure", lambda sel, key, build: sel.add(build()).results[0])
    monkeypatch.setattr(isel, "block_cse", cse)
    monkeypatch.setattr(isel, "function_dce", region_dce)
    theirs, _ = _compile(path)
    assert ours == theirs
    # The reuse happened, so the comparison tested it; a kernel the middle end leaves with no
    # repeated pure value (device_assert, its checks folded) still tests block_cse/function_dce.
    assert reused > 0 or path.stem in REUSE_FREE
    if cuda_tools.has_tool("ptxas"):
        cuda_tools.ptxas(ours, arch).check()


def _text(op: Operation) -> str:
    out = StringIO()
    Printer(stream=out).print_op(op)
    return out.getvalue()


def _function_body() -> Region:
    """One block of ptx ops exercising each rule, ending in `ret`; the values flow through
    `st` so that what should stay is used."""
    block = Block(arg_types=[ptx.B64, ptx.B32])
    addr, x = block.args
    ops: list[Operation] = []

    def add(op: Operation) -> Operation:
        ops.append(op)
        return op

    def load(offset: int) -> Operation:
        return add(ptx.LdOp(ptx.StateSpace.from_name("global"), "u32", [ptx.B32], base=addr, offset=offset))

    def store(value: Operation) -> None:
        add(ptx.StOp(ptx.StateSpace.from_name("global"), "u32", [value.results[0]], base=addr, offset=64))

    sum1 = add(ptx.ArithOp("add", "s32", [x, Imm("1", "b32")], ptx.B32))
    sum2 = add(ptx.ArithOp("add", "s32", [x, Imm("1", "b32")], ptx.B32))  # merges into sum1
    diff = add(ptx.ArithOp("sub", "s32", [x, Imm("1", "b32")], ptx.B32))  # same bucket, differs
    read1 = load(0)
    read2 = load(0)  # merges into read1: no write in between
    other = load(4)  # a different address
    store(sum2)
    read3 = load(0)  # a write in between: stays, and later reads merge into it
    read4 = load(0)
    unused = add(ptx.ArithOp("mul", "s32", [x, x], ptx.B32, ["lo"]))
    add(ptx.ArithOp("add", "s32", [unused.results[0], x], ptx.B32))  # a dead chain
    load(8)  # a dead read goes too
    unknown = add(test.TestOp(result_types=[ptx.B32]))  # unknown effects: stays, counts as a write
    read5 = load(0)
    for value in (diff, read2, other, read4, read5, unknown, sum1):
        store(value)
    del read1, read3
    block.add_ops(ops)
    block.add_op(ptx.RetOp())
    return Region(block)


def test_each_rule_as_xdsl_does_it():
    ours, theirs = _function_body(), _function_body()
    for block in ours.blocks:
        block_cse(block)
    function_dce(ours)
    for block in theirs.blocks:
        cse(block)
    region_dce(theirs)
    wrapped = [ModuleOp([test.TestOp(regions=[r])]) for r in (ours, theirs)]
    assert _text(wrapped[0]) == _text(wrapped[1])
    # The rules did something: 2 merged adds, 2 merged reads, a dead chain and a dead read.
    assert len(list(ours.block.ops)) == len(list(_function_body().block.ops)) - 6
