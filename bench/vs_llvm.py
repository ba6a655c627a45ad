"""Compile time against LLVM itself (issue 27): Triton's own LLVM steps against nvvm-opt, on the
same LLVM-dialect modules (the Triton captures under `tests/producers/triton`).

For every capture NAME.mlir (with NAME.json) two sides are timed, interleaved pair by pair, and
the best of `--repeat` runs of each is kept:

* llvm: Triton 3.9 compiles the kernel (`tools/capture/capture_triton.py` has it) with the
  `llvm` binding module of its NVIDIA backend wrapped, so that `to_module` (MLIR -> LLVM IR),
  `link_extern_libs` (libdevice), `optimize_module` (O3) and `translate_to_asm` (NVPTX codegen)
  are each timed in-process (wall: `time.perf_counter`, CPU: `time.process_time`). Triton's own
  front end (TTIR, TTGIR, LLVM-dialect lowering) is not counted: it produces the captured text.
  Triton lives in its own venv, so this side runs in a worker subprocess of that venv's Python,
  which answers one JSON line per kernel: `--triton-python PATH` or `NVVM_XDSL_TRITON_PYTHON`
  (default `/work/venv-triton/bin/python`).
* nvvm-opt: the captured text through `nvvm_xdsl.compiler` in this process, as `nvvm-opt` runs
  it (parse and verify, each `lower-to-ptx` pass, PTX emission), with the target and options of
  bench/producers_sass.py (the target in NAME.json, `--fp-contract fast --ftz --no-prec-sqrt`)
  at `-O2`; timed per step.

Also: the whole `nvvm-opt` command (a subprocess; its CPU time minus the in-process CPU time
is the start-up), and `nvvm-opt --help`. Run it with bytecode caching on (without
PYTHONDONTWRITEBYTECODE) as an installed nvvm-opt has it: otherwise every start compiles the
sources.

Targets (issue 27): nvvm-opt's total CPU time <= 2.0x LLVM's, no pair above 3x, start-up
<= 0.15 s. Usage: `python bench/vs_llvm.py [--repeat 3] [--passes 15] [NAME ...]`.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRITON_DIR = ROOT / "tests" / "producers" / "triton"
DEFAULT_TRITON_PYTHON = "/work/venv-triton/bin/python"
# Triton's LLVM steps, in the order make_llir/make_ptx call them.
LLVM_STEPS = ("to_module", "link_extern_libs", "optimize_module", "translate_to_asm")
# The options Triton gives LLVM (bench/producers_sass.py's PRODUCER_OPTIONS["triton"]).
TRITON_OPTIONS = {"fp_contract": "fast", "ftz": True, "prec_sqrt": False}
TRITON_FLAGS = ("--fp-contract", "fast", "--ftz", "--no-prec-sqrt")


# -- the Triton worker (runs under Triton's venv) -----------------------------------------------


def triton_worker() -> None:
    """Read kernel names on stdin; compile each with Triton and answer a JSON line
    {step: [wall, cpu]} of the LLVM steps of that compilation."""
    os.environ["TRITON_ALWAYS_COMPILE"] = "1"  # every request really runs make_llir/make_ptx
    sys.path.insert(0, str(ROOT / "tools" / "capture"))
    import capture_triton as capture  # sets a fresh TRITON_CACHE_DIR
    import triton
    import triton.backends.nvidia.compiler as nvidia_compiler
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    timings: dict[str, list[float]] = {}

    class TimedLLVM:
        def __init__(self, real: object) -> None:
            self._real = real

        def __getattr__(self, name: str) -> object:
            real = getattr(self._real, name)
            if name not in LLVM_STEPS:
                return real

            def timed(*args: object, **kwargs: object) -> object:
                wall, cpu = time.perf_counter(), time.process_time()
                try:
                    return real(*args, **kwargs)
                finally:
                    spent = timings.setdefault(name, [0.0, 0.0])
                    spent[0] += time.perf_counter() - wall
                    spent[1] += time.process_time() - cpu

            return timed

    nvidia_compiler.llvm = TimedLLVM(nvidia_compiler.llvm)
    by_name = {entry.name: entry for entry in capture.CAPTURES}
    print(json.dumps({"triton": triton.__version__}), flush=True)
    for line in sys.stdin:
        entry = by_name.get(line.strip())
        if entry is None:
            print(json.dumps({"error": f"no Triton kernel for {line.strip()!r}"}), flush=True)
            continue
        timings.clear()
        attrs = {(i,): [["tt.divisibility", 16]] for i in entry.aligned}
        source = ASTSource(fn=entry.kernel, signature=entry.signature, constexprs=entry.constexprs, attrs=attrs)
        triton.compile(source, target=GPUTarget("cuda", entry.arch, 32),
                       options={"num_warps": entry.num_warps, "num_stages": entry.num_stages})
        print(json.dumps(timings), flush=True)


class TritonSide:
    def __init__(self, python: str) -> None:
        self.proc = subprocess.Popen(
            [python, str(Path(__file__).resolve()), "--triton-worker"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT,
        )
        self.version = self._answer()["triton"]

    def _answer(self) -> dict:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit("the Triton worker stopped (see its stderr)")
        return json.loads(line)

    def time(self, name: str) -> dict[str, tuple[float, float]] | None:
        """Triton's LLVM steps for capture `name`; None where tools/capture/capture_triton.py has
        no kernel of that name (a capture made otherwise: skipped)."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(name + "\n")
        self.proc.stdin.flush()
        answer = self._answer()
        if "error" in answer:
            return None
        return {step: (wall, cpu) for step, (wall, cpu) in answer.items()}

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


# -- our side (in this process) -----------------------------------------------------------------


def target_of(mlir: Path) -> str:
    sys.path.insert(0, str(ROOT))
    from bench.producers_sass import target_of as producers_target

    return producers_target(mlir)


def ours(text: bytes, name: str, sm: str) -> tuple[dict[str, tuple[float, float]], str]:
    """nvvm-opt's steps on one module, in-process: {step: (wall, cpu)} and the PTX."""
    from nvvm_xdsl.compiler import emit, lowering_passes, parse_input, universe_context, verify_input
    from nvvm_xdsl.transforms.lower_to_ptx import frozen_heap

    steps: dict[str, tuple[float, float]] = {}

    def mark(step: str, wall: float, cpu: float) -> tuple[float, float]:
        now_wall, now_cpu = time.perf_counter(), time.process_time()
        old_wall, old_cpu = steps.get(step, (0.0, 0.0))
        steps[step] = (old_wall + now_wall - wall, old_cpu + now_cpu - cpu)
        return time.perf_counter(), time.process_time()

    wall, cpu = time.perf_counter(), time.process_time()
    passes = lowering_passes(sm=sm.removeprefix("sm_"), opt_level=2, **TRITON_OPTIONS)
    ctx = universe_context()
    wall, cpu = mark("setup", wall, cpu)
    module = parse_input(ctx, text, name)
    verify_input(module)
    wall, cpu = mark("parse+verify", wall, cpu)
    with frozen_heap():
        for module_pass in passes:
            module_pass.apply(ctx, module)
            wall, cpu = mark(module_pass.name, wall, cpu)
    with frozen_heap():
        with _indexed():
            module.verify()
        wall, cpu = mark("verify (output)", wall, cpu)
    ptx = "".join(str(ptx) for _, ptx in emit(module))
    mark("emit PTX", wall, cpu)
    return steps, ptx


def _indexed():
    import contextlib

    from nvvm_xdsl.symbols import indexed_symbol_lookup
    from nvvm_xdsl.verification import memoized_op_verification

    stack = contextlib.ExitStack()
    stack.enter_context(indexed_symbol_lookup())
    stack.enter_context(memoized_op_verification())
    return stack


def nvvm_opt_command() -> list[str]:
    found = shutil.which("nvvm-opt")
    return [found] if found else [sys.executable, "-m", "nvvm_xdsl.nvvm_opt"]


def command_cpu(args: list[str]) -> float:
    """CPU seconds (user + system) of a subprocess: unlike its wall time, not inflated by other
    processes competing for the cores."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def best(runs: list[dict[str, tuple[float, float]]]) -> tuple[float, float, dict[str, tuple[float, float]]]:
    """(wall, cpu, steps) of the run with the least CPU time."""
    totals = [(sum(c for _, c in run.values()), sum(w for w, _ in run.values()), run) for run in runs]
    cpu, wall, steps = min(totals, key=lambda t: t[0])
    return wall, cpu, steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs of each side per pair (best kept)")
    parser.add_argument("--passes", type=int, default=15, help="rows of the per-step table for nvvm-opt")
    parser.add_argument("--triton-python", default=os.environ.get("NVVM_XDSL_TRITON_PYTHON", DEFAULT_TRITON_PYTHON),
                        help="a Python with Triton 3.9 (or NVVM_XDSL_TRITON_PYTHON)")
    parser.add_argument("--no-command", action="store_true", help="skip the whole-command (start-up) timing")
    parser.add_argument("--triton-worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("names", nargs="*")
    args = parser.parse_args()
    if args.triton_worker:
        triton_worker()
        return
    sys.path.insert(0, str(ROOT))
    files = [p for p in sorted(TRITON_DIR.glob("*.mlir")) if not p.name.endswith(".debug.mlir")
             and p.with_suffix(".json").exists() and (not args.names or p.stem in args.names)]
    triton = TritonSide(args.triton_python)
    command = nvvm_opt_command()
    print(f"machine: {platform.node()} {platform.machine()}, Python {platform.python_version()}, "
          f"Triton {triton.version}, best of {args.repeat}, nvvm-opt -O2 {' '.join(TRITON_FLAGS)}\n")
    print("| capture | target | KiB | LLVM CPU s | LLVM wall s | nvvm-opt CPU s | nvvm-opt wall s | CPU ratio | "
          "command CPU s | start-up CPU s |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    totals = {"llvm_cpu": 0.0, "llvm_wall": 0.0, "ours_cpu": 0.0, "ours_wall": 0.0, "startup": 0.0}
    per_step: dict[str, float] = {}
    llvm_steps: dict[str, float] = {}
    ratios: list[float] = []
    skipped: list[str] = []
    for mlir in files:
        sm = target_of(mlir)
        text = mlir.read_bytes()
        theirs_runs, ours_runs = [], []
        if triton.time(mlir.stem) is None:
            skipped.append(mlir.stem)
            continue
        for _ in range(args.repeat):
            theirs_runs.append(triton.time(mlir.stem))
            gc.collect()
            steps, _ = ours(text, str(mlir), sm)
            ours_runs.append(steps)
        l_wall, l_cpu, l_steps = best(theirs_runs)
        o_wall, o_cpu, o_steps = best(ours_runs)
        for step, (_, c) in o_steps.items():
            per_step[step] = per_step.get(step, 0.0) + c
        for step, (_, c) in l_steps.items():
            llvm_steps[step] = llvm_steps.get(step, 0.0) + c
        whole = startup = float("nan")
        if not args.no_command:
            whole = min(command_cpu([*command, str(mlir), "--sm", sm.removeprefix("sm_"), "-O2", *TRITON_FLAGS])
                        for _ in range(args.repeat))
            startup = whole - o_cpu
            totals["startup"] += startup
        ratio = o_cpu / l_cpu
        ratios.append(ratio)
        for key, value in (("llvm_cpu", l_cpu), ("llvm_wall", l_wall), ("ours_cpu", o_cpu), ("ours_wall", o_wall)):
            totals[key] += value
        print(f"| {mlir.stem} | {sm} | {len(text) / 1024:.0f} | {l_cpu:.3f} | {l_wall:.3f} | {o_cpu:.3f} | "
              f"{o_wall:.3f} | {ratio:.2f} | {whole:.3f} | {startup:.3f} |", flush=True)
    triton.close()
    n = len(files) - len(skipped)
    if skipped:
        print(f"\nskipped (no kernel in tools/capture/capture_triton.py): {', '.join(skipped)}")
    ratios.sort()
    print(f"| **total ({n})** | | | **{totals['llvm_cpu']:.3f}** | {totals['llvm_wall']:.3f} | "
          f"**{totals['ours_cpu']:.3f}** | {totals['ours_wall']:.3f} | **{totals['ours_cpu'] / totals['llvm_cpu']:.2f}** | | "
          f"{totals['startup'] / max(n, 1):.3f} (mean) |")
    print(f"\nCPU ratio: total {totals['ours_cpu'] / totals['llvm_cpu']:.2f}x, median pair {ratios[n // 2]:.2f}x, "
          f"worst pair {ratios[-1]:.2f}x")
    if not args.no_command:
        help_cpu = min(command_cpu([*command, "--help"]) for _ in range(args.repeat))
        print(f"`nvvm-opt --help`: {help_cpu:.3f} CPU s; whole command minus in-process run: "
              f"{totals['startup'] / max(n, 1):.3f} s on average")
    print("\nLLVM's steps (CPU s, summed over the captures): "
          + ", ".join(f"{step} {llvm_steps.get(step, 0.0):.3f}" for step in LLVM_STEPS))
    print(f"\nnvvm-opt's steps (CPU s, summed over the captures; top {args.passes}):\n")
    print("| step | CPU s | share |")
    print("|---|---:|---:|")
    for step, seconds in sorted(per_step.items(), key=lambda item: -item[1])[: args.passes]:
        print(f"| {step} | {seconds:.3f} | {100 * seconds / totals['ours_cpu']:.1f}% |")


if __name__ == "__main__":
    main()
