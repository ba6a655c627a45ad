"""The middle end keeps the numba-cuda and clang -O0 captures' meaning (issue 24), checked by
execution on the host JIT as tests/test_middle_end_exec.py does for the hand-written corpora:
each capture's NVVM IR, imported by the LLVM IR frontend, before and after the default level's
middle end (inlining, loop unrolling with its constant folding and jump threading, SROA,
mem2reg, ...), run on the same random arguments, must leave the same memory behind. Kernels the
host cannot run (libdevice, printf, NVVM intrinsics other than special registers and barriers)
are skipped; each of the chosen captures must run.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

pytest.importorskip("llvmlite")
from xdsl.dialects import llvm  # noqa: E402

from nvvm_xdsl.compiler import parse_input, universe_context  # noqa: E402
from nvvm_xdsl_testing.host_exec import HostUnsupported, KernelArgs, run_kernels  # noqa: E402
from tests.test_middle_end_exec import optimised  # noqa: E402

ROOT = Path(__file__).parent.parent
# The captures whose kernels the host can run and whose frames the middle end's rules remove
# (each run is a JIT in a child process: a few seconds, so not every capture).
CAPTURES = sorted(
    [
        *(ROOT / "tests/producers/numba" / f"m24_{name}.ll" for name in ("local_matrix", "while_collatz")),
        *(ROOT / "tests/producers/clang" / f"m24_{name}.O0.ll" for name in ("array_loop", "dyn_index", "out_params")),
        # clang -O2's scopes: llvm-stack-coloring gives objects of disjoint lifetimes one slot.
        ROOT / "tests/producers/clang/k28_lifetimes.O2.ll",
    ]
)


def _ran(path: Path) -> int:
    before = parse_input(universe_context(), path.read_bytes(), str(path), "ll")
    external = {op.sym_name.data for op in before.walk() if isinstance(op, llvm.FuncOp) and not op.body.blocks}
    if any(isinstance(op, llvm.CallOp) and op.callee is not None and op.callee.string_value() in external
           for op in before.walk()):
        return 0  # libdevice, vprintf, numba's fp16 helpers: nothing the host can link
    after = optimised(before, fp_contract="off")
    kernels = [op for op in before.walk() if isinstance(op, llvm.FuncOp) and "nvvm.kernel" in op.attributes]
    rng = random.Random(path.name)
    ran = 0
    for kernel in kernels:
        try:
            args = KernelArgs.random_for(kernel, rng)
            expected, actual = run_kernels([before, after], kernel.sym_name.data, args)
        except (HostUnsupported, NotImplementedError):
            continue
        if not isinstance(expected, list):
            continue  # the unoptimised kernel crashed on these arguments: nothing to compare
        assert actual == expected, f"{path.name}: @{kernel.sym_name.data} differs after the middle end"
        ran += 1
    return ran


def test_captures_compute_the_same_after_the_middle_end() -> None:
    ran = {path.name: _ran(path) for path in CAPTURES}
    clang = sum(n for name, n in ran.items() if ".O0." in name or ".O2." in name)
    numba = sum(ran.values()) - clang
    assert numba == 2 and clang == 4, ran
