"""Compile-throughput benchmark: modules of N generated kernels, measured side by side.

Columns, all in the same process on the same module text:
* parse+print: xDSL parses the module and prints it back (the floor every xDSL pass pays);
* pipeline: parse, `lower-to-ptx`, and `-t ptx` emission (what `nvvm-opt FILE` does);
* llvm: LLVM's NVPTX backend (llvmlite) on the same kernels translated to LLVM IR.

Targets (issue 8): pipeline <= 2.0x parse+print, and pipeline time per kernel flat from 200 to
2000 kernels (ratio <= 1.15). Usage: `python bench/compile.py [--sizes 200 2000] [--repeat 3]`.
"""

from __future__ import annotations

import argparse
import gc
import platform
import subprocess
import sys
import tempfile
import time
from io import StringIO
from pathlib import Path

# The test oracles (nvvm_xdsl_testing/) live beside the package, not in it: run from any directory.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from xdsl.context import Context
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.universe import Universe

from nvvm_xdsl.backend.ptx_printer import PTXTarget
from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass, frozen_heap

# Kernel shapes the generator cycles through: arithmetic with a guard, a loop carrying block
# arguments, a byval struct read from param space, and a call to a device function.
_SHAPES = (
    """
llvm.func @axpy_{i}(%n: i32, %a: f32, %x: !llvm.ptr, %y: !llvm.ptr) attributes {{nvvm.kernel}} {{
  %b = nvvm.read.ptx.sreg.ctaid.x : i32
  %d = nvvm.read.ptx.sreg.ntid.x : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %0 = llvm.mul %b, %d : i32
  %k = llvm.add %0, %t : i32
  %c = llvm.icmp "slt" %k, %n : i32
  llvm.cond_br %c, ^body, ^exit
^body:
  %k64 = llvm.sext %k : i32 to i64
  %px = llvm.getelementptr inbounds %x[%k64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %py = llvm.getelementptr inbounds %y[%k64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %vx = llvm.load %px {{alignment = 4 : i64}} : !llvm.ptr -> f32
  %vy = llvm.load %py {{alignment = 4 : i64}} : !llvm.ptr -> f32
  %m = llvm.fmul %a, %vx : f32
  %r = llvm.fadd %m, %vy : f32
  llvm.store %r, %py {{alignment = 4 : i64}} : f32, !llvm.ptr
  llvm.br ^exit
^exit:
  llvm.return
}}
""",
    """
llvm.func @sum_{i}(%x: !llvm.ptr, %out: !llvm.ptr, %n: i32) attributes {{nvvm.kernel}} {{
  %z = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
  llvm.br ^loop(%z, %f0 : i32, f32)
^loop(%k: i32, %acc: f32):
  %c = llvm.icmp "slt" %k, %n : i32
  llvm.cond_br %c, ^body, ^exit
^body:
  %k64 = llvm.sext %k : i32 to i64
  %p = llvm.getelementptr inbounds %x[%k64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %p {{alignment = 4 : i64}} : !llvm.ptr -> f32
  %acc2 = llvm.fadd %acc, %v : f32
  %k2 = llvm.add %k, %one : i32
  llvm.br ^loop(%k2, %acc2 : i32, f32)
^exit:
  llvm.store %acc, %out {{alignment = 4 : i64}} : f32, !llvm.ptr
  llvm.return
}}
""",
    """
llvm.func @params_{i}(%s: !llvm.ptr {{llvm.byval = !llvm.struct<(f64, i32, array<4 x f32>)>, llvm.align = 8 : i64}}, %out: !llvm.ptr) attributes {{nvvm.kernel}} {{
  %p0 = llvm.getelementptr inbounds %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, i32, array<4 x f32>)>
  %p1 = llvm.getelementptr inbounds %s[0, 2, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, i32, array<4 x f32>)>
  %a = llvm.load %p0 {{alignment = 8 : i64}} : !llvm.ptr -> f64
  %b = llvm.load %p1 {{alignment = 4 : i64}} : !llvm.ptr -> f32
  %bd = llvm.fpext %b : f32 to f64
  %r = llvm.fadd %a, %bd : f64
  llvm.store %r, %out {{alignment = 8 : i64}} : f64, !llvm.ptr
  llvm.return
}}
""",
    """
llvm.func @helper_{i}(%a: i32, %b: i32) -> i32 {{
  %s = llvm.add %a, %b : i32
  %m = llvm.mul %s, %a : i32
  llvm.return %m : i32
}}
llvm.func @caller_{i}(%out: !llvm.ptr, %a: i32) attributes {{nvvm.kernel}} {{
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.call @helper_{i}(%a, %t) : (i32, i32) -> i32
  llvm.store %r, %out {{alignment = 4 : i64}} : i32, !llvm.ptr
  llvm.return
}}
""",
)


def generate_module(kernels: int) -> str:
    return "".join(_SHAPES[i % len(_SHAPES)].format(i=i) for i in range(kernels))


def _context() -> Context:
    ctx = Context()
    for name, factory in Universe.get_multiverse().all_dialects.items():
        ctx.register_dialect(name, factory)
    return ctx


def _best_of(repeat: int, run) -> float:
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def time_parse_print(text: str, repeat: int) -> float:
    def run():
        module = Parser(_context(), text).parse_module()
        Printer(stream=StringIO()).print_op(module)

    return _best_of(repeat, run)


def time_pipeline(text: str, repeat: int) -> float:
    def run():
        ctx = _context()
        module = Parser(ctx, text).parse_module()
        with frozen_heap():  # as nvvm-opt does after parsing
            LowerToPTXPass().apply(ctx, module)
            PTXTarget().emit(ctx, module, StringIO())

    return _best_of(repeat, run)


def time_llvm(text: str, repeat: int) -> float | None:
    try:
        from nvvm_xdsl_testing.llvm_oracle import llvm_ptx
        from nvvm_xdsl_testing.mlir_to_llvm_ir import mlir_to_llvm_ir
    except ImportError:  # llvmlite is a test extra
        return None
    ir_text = mlir_to_llvm_ir(text)
    return _best_of(repeat, lambda: llvm_ptx(ir_text))


def time_commands(text: str, repeat: int) -> tuple[float, float]:
    """Whole processes, as a user runs them: `xdsl-opt FILE` (parse, verify, print) and
    `nvvm-opt FILE` (parse, verify, lower-to-ptx, verify, PTX)."""
    bin_dir = Path(sys.executable).parent
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "module.mlir"
        source.write_text(text)

        def run(tool: str) -> float:
            argv = [str(bin_dir / tool), str(source), "-o", str(Path(tmp) / f"{tool}.out")]
            return _best_of(repeat, lambda: subprocess.run(argv, check=True))

        return run("xdsl-opt"), run("nvvm-opt")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[200, 2000])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    print(f"machine: {platform.node()} {platform.machine()} {platform.processor() or ''}, "
          f"python {platform.python_version()}")
    print("| kernels | parse+print (s) | pipeline (s) | pipeline / floor | ms per kernel | llvmlite NVPTX (s) |")
    print("|---:|---:|---:|---:|---:|---:|")
    per_kernel: list[float] = []
    commands: list[tuple[int, float, float]] = []
    for size in args.sizes:
        text = generate_module(size)
        floor = time_parse_print(text, args.repeat)
        pipeline = time_pipeline(text, args.repeat)
        llvm = time_llvm(text, args.repeat)
        per_kernel.append(pipeline / size)
        commands.append((size, *time_commands(text, args.repeat)))
        llvm_cell = f"{llvm:.3f}" if llvm is not None else "n/a"
        print(f"| {size} | {floor:.3f} | {pipeline:.3f} | {pipeline / floor:.2f}x | "
              f"{1000 * pipeline / size:.3f} | {llvm_cell} |")
    if len(per_kernel) > 1:
        print(f"\nper-kernel time, largest vs smallest module: {per_kernel[-1] / per_kernel[0]:.2f}x")
    print("\n| kernels | `xdsl-opt FILE` (s) | `nvvm-opt FILE` (s) | ratio |")
    print("|---:|---:|---:|---:|")
    for size, xdsl_opt, nvvm_opt in commands:
        print(f"| {size} | {xdsl_opt:.2f} | {nvvm_opt:.2f} | {nvvm_opt / xdsl_opt:.2f}x |")


if __name__ == "__main__":
    main()
