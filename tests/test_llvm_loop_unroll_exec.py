"""llvm-loop-unroll keeps programs' meaning, checked by execution on the host JIT (as
tests/test_mem2reg_punned_exec.py): generated counted loops over a stack array (predicates,
negative and wrapping steps, zero trips, exits in the body, nests, loop-carried block
arguments, rotated loops), run before and after the pass alone and after the whole middle end;
and whether each loop was unrolled is checked against the pass's rules."""

from __future__ import annotations

import random
import struct
from dataclasses import dataclass

import pytest

pytest.importorskip("llvmlite")
from xdsl.context import Context  # noqa: E402
from xdsl.dialects import llvm  # noqa: E402
from xdsl.dialects.builtin import ModuleOp  # noqa: E402

from nvvm_xdsl.transforms.cfg_analysis import DominatorTree, natural_loops  # noqa: E402
from nvvm_xdsl.transforms.llvm_loop_unroll import LLVMLoopUnrollPass  # noqa: E402
from nvvm_xdsl_testing.host_exec import KernelArgs, run_kernels  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir  # noqa: E402
from tests.test_middle_end_exec import optimised  # noqa: E402

FULL = "{loop_annotation = #llvm.loop_annotation<unroll = <full = true>>}"
DISABLE = "{loop_annotation = #llvm.loop_annotation<unroll = <disable = true>>}"


@dataclass(frozen=True)
class Loop:
    predicate: str
    init: int
    step: int
    bound: int
    width: int = 32
    exit_on_true: bool = False
    """The header's cond_br leaves on its true successor (the loop runs while the test fails)."""
    use_sub: bool = False
    """The step as `sub iv, -step`."""
    annotation: str = ""
    alloca_index: bool = True
    """The body indexes the stack array with the induction variable."""
    early_exit: bool = False
    """A second exit from the body (when the running sum is a multiple of 5)."""
    rotated: bool = False
    """One block, tested at its end on the next value."""


def _program(loop: Loop) -> str:
    w = f"i{loop.width}"

    def to_i32(result: str, value: str) -> str:
        if loop.width == 32:
            return f"{result} = llvm.add {value}, %c0 : i32"
        cast = "llvm.trunc" if loop.width > 32 else "llvm.zext"
        return f"{result} = {cast} {value} : {w} to i32"

    step = -loop.step if loop.use_sub else loop.step
    advance = "llvm.sub" if loop.use_sub else "llvm.add"
    index = (
        f"""%m = llvm.and %i, %c7 : {w}
  %p = llvm.getelementptr %arr[0, %m] : (!llvm.ptr, {w}) -> !llvm.ptr, !llvm.array<8 x i32>"""
        if loop.alloca_index
        else f"""%m = llvm.and %i, %c7 : {w}
  %p = llvm.getelementptr %in[%m] : (!llvm.ptr, {w}) -> !llvm.ptr, i32"""
    )
    body = f"""{index}
  %v = llvm.load %p : !llvm.ptr -> i32
  %t = llvm.mul %acc, %c3 : i32
  {to_i32("%iw", "%m")}
  %acc2 = llvm.add %t, %v : i32
  %acc3 = llvm.add %acc2, %iw : i32
  llvm.store %acc3, %p : i32, !llvm.ptr
  %next = {advance} %i, %step : {w}"""
    test = f'llvm.icmp "{loop.predicate}" %i, %bound : {w}'
    if loop.rotated:
        loop_blocks = f"""^h(%i: {w}, %acc: i32):
  {body}
  %c = llvm.icmp "{loop.predicate}" %next, %bound : {w}
  llvm.cond_br %c, ^h(%next, %acc3 : {w}, i32), ^exit(%next, %acc3 : {w}, i32) {loop.annotation}"""
    else:
        branch = f"^exit(%i, %acc : {w}, i32), ^body" if loop.exit_on_true else \
            f"^body, ^exit(%i, %acc : {w}, i32)"
        early = (
            f"""%r = llvm.urem %acc3, %c5 : i32
  %z = llvm.icmp "eq" %r, %c0 : i32
  llvm.cond_br %z, ^exit(%next, %acc3 : {w}, i32), ^latch
^latch:"""
            if loop.early_exit
            else ""
        )
        loop_blocks = f"""^h(%i: {w}, %acc: i32):
  %c = {test}
  llvm.cond_br %c, {branch}
^body:
  {body}
  {early}
  llvm.br ^h(%next, %acc3 : {w}, i32) {loop.annotation}"""
    stores = "\n".join(
        f"""  %q{k} = llvm.getelementptr %in[{k}] : (!llvm.ptr) -> !llvm.ptr, i32
  %x{k} = llvm.load %q{k} : !llvm.ptr -> i32
  %a{k} = llvm.getelementptr %arr[0, {k}] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x i32>
  llvm.store %x{k}, %a{k} : i32, !llvm.ptr
  %y{k} = llvm.load %a{k} : !llvm.ptr -> i32
  %ob{k} = llvm.getelementptr %out[{k + 2}] : (!llvm.ptr) -> !llvm.ptr, i32"""
        for k in range(8)
    )
    results = "\n".join(f"  %zz{k} = llvm.load %a{k} : !llvm.ptr -> i32\n  llvm.store %zz{k}, %ob{k} : i32, !llvm.ptr"
                        for k in range(8))
    return f"""
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {{
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c7 = llvm.mlir.constant(7 : {w}) : {w}
  %init = llvm.mlir.constant({loop.init} : {w}) : {w}
  %step = llvm.mlir.constant({step} : {w}) : {w}
  %bound = llvm.mlir.constant({loop.bound} : {w}) : {w}
  %arr = llvm.alloca %c1 x !llvm.array<8 x i32> : (i32) -> !llvm.ptr
{stores}
  llvm.br ^h(%init, %n : {w}, i32)
{loop_blocks}
^exit(%last: {w}, %sum: i32):
  {to_i32("%lw", "%last")}
  llvm.store %sum, %out : i32, !llvm.ptr
  %o1 = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %lw, %o1 : i32, !llvm.ptr
{results}
  llvm.return
}}
"""


def _has_loop(module: ModuleOp) -> bool:
    func = next(op for op in module.walk() if isinstance(op, llvm.FuncOp))
    return bool(natural_loops(DominatorTree.of(func.body)))


def _unrolled(module: ModuleOp) -> ModuleOp:
    after = module.clone()
    LLVMLoopUnrollPass().apply(Context(), after)
    after.verify()
    return after


ARGS = KernelArgs(
    kinds=("ptr", "ptr", "i32"),
    buffers=(struct.pack("<8i", *random.Random(24).choices(range(-1000, 1000), k=8)), bytes(4 * 10)),
    scalars=(17,),
)


CASES = {
    "slt": (Loop("slt", 0, 1, 8), True),
    "ult_step2": (Loop("ult", 0, 2, 9), True),
    "ne": (Loop("ne", 0, 1, 5), True),
    "sle_negative_start": (Loop("sle", -3, 1, 4), True),
    "sgt_negative_step": (Loop("sgt", 10, -1, 2), True),
    "sge_sub_step": (Loop("sge", 10, -3, 0, use_sub=True), True),
    "zero_trip": (Loop("slt", 5, 1, 5), True),
    "exit_on_true": (Loop("sge", 0, 1, 6, exit_on_true=True), True),
    "i8_wraps": (Loop("ugt", 250, 3, 5, width=8), True),
    "i64": (Loop("slt", 0, 1, 6, width=64), True),
    "rotated": (Loop("slt", 0, 1, 7, rotated=True), True),
    "too_many_trips": (Loop("slt", 0, 1, 5000), False),
    "early_exit": (Loop("slt", 0, 1, 8, early_exit=True), False),
    "disabled": (Loop("slt", 0, 1, 8, annotation=DISABLE), False),
    "no_stack_slot": (Loop("slt", 0, 1, 8, alloca_index=False), False),
    "no_stack_slot_full": (Loop("slt", 0, 1, 8, alloca_index=False, annotation=FULL), True),
}


NEST = """
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %arr = llvm.alloca %c1 x !llvm.array<8 x i32> : (i32) -> !llvm.ptr
  llvm.br ^fill(%c0 : i32)
^fill(%k: i32):
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %more = llvm.icmp "ult" %k, %c8 : i32
  llvm.cond_br %more, ^fill_body, ^outer(%c0, %n : i32, i32)
^fill_body:
  %src = llvm.getelementptr %in[%k] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %x = llvm.load %src : !llvm.ptr -> i32
  %dst = llvm.getelementptr %arr[0, %k] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<8 x i32>
  llvm.store %x, %dst : i32, !llvm.ptr
  %k2 = llvm.add %k, %c1 : i32
  llvm.br ^fill(%k2 : i32)
^outer(%i: i32, %acc: i32):
  %oc = llvm.icmp "slt" %i, %c4 : i32
  llvm.cond_br %oc, ^inner(%c0, %acc : i32, i32), ^done
^inner(%j: i32, %acc_in: i32):
  %ic = llvm.icmp "slt" %j, %c2 : i32
  llvm.cond_br %ic, ^inner_body, ^outer_latch
^inner_body:
  %row = llvm.mul %i, %c2 : i32
  %idx = llvm.add %row, %j : i32
  %slot = llvm.getelementptr %arr[0, %idx] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<8 x i32>
  %v = llvm.load %slot : !llvm.ptr -> i32
  %t = llvm.mul %acc_in, %c3 : i32
  %acc_out = llvm.add %t, %v : i32
  llvm.store %acc_out, %slot : i32, !llvm.ptr
  %j2 = llvm.add %j, %c1 : i32
  llvm.br ^inner(%j2, %acc_out : i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <full = true>>}
^outer_latch:
  %i2 = llvm.add %i, %c1 : i32
  llvm.br ^outer(%i2, %acc_in : i32, i32) {loop_annotation = #llvm.loop_annotation<unroll = <full = true>>}
^done:
  llvm.store %acc, %out : i32, !llvm.ptr
  %last = llvm.getelementptr %arr[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x i32>
  %l = llvm.load %last : !llvm.ptr -> i32
  %o1 = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %l, %o1 : i32, !llvm.ptr
  llvm.return
}
"""


SOURCES = {**{name: _program(loop) for name, (loop, _) in CASES.items()}, "nest": NEST}
EXPECT_UNROLLED = {**{name: expect for name, (_, expect) in CASES.items()}, "nest": True}


@pytest.fixture(scope="module")
def outcomes() -> dict[str, tuple[bool, list[list[bytes] | str]]]:
    """Per program: whether the pass left a loop, and the runs before the pass, after it and
    after the whole middle end (one child process for all, as spawning one is slow)."""
    modules: list[ModuleOp] = []
    left_loop: dict[str, bool] = {}
    for name, source in SOURCES.items():
        before = parse_mlir(source)
        after = _unrolled(before)
        left_loop[name] = _has_loop(after)
        modules += [before, after, optimised(before)]
    runs = run_kernels(modules, "f", ARGS)
    return {name: (left_loop[name], runs[3 * i : 3 * i + 3]) for i, name in enumerate(SOURCES)}


@pytest.mark.parametrize("name", SOURCES)
def test_unrolled_loop_computes_the_same(
    name: str, outcomes: dict[str, tuple[bool, list[list[bytes] | str]]]
) -> None:
    left_loop, (expected, *actual) = outcomes[name]
    assert left_loop != EXPECT_UNROLLED[name]
    assert isinstance(expected, list), expected
    assert actual == [expected, expected]


def test_nested_loops_unroll_and_the_array_is_promoted() -> None:
    assert "llvm.alloca" not in str(optimised(parse_mlir(NEST)))
