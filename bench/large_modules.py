"""Large-module benchmark: Triton's big captured modules through `nvvm-opt` and `xdsl-opt`.

For each module (and a copy with every kernel duplicated under a new name, twice the text) it
times, side by side in one run:
* `xdsl-opt FILE`: xDSL parses, verifies and prints the module back (the floor every xDSL tool
  pays);
* `nvvm-opt FILE`: the whole default pipeline, parse to PTX text.
Both in-process (the drivers' `run()`, without interpreter start-up and imports) and as whole
commands. Times are CPU seconds (this process's, or the child's user+sys), best of `--repeat`,
so that other load on a shared machine disturbs them less than wall-clock time would.

Targets (issue 19): nvvm-opt at most 0.5x xdsl-opt, and the doubled module at most 2.2x the time
of the original. Usage: `python bench/large_modules.py [--repeat 3] [FILE.mlir ...]`.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import re
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from xdsl.xdsl_opt_main import xDSLOptMain

from nvvm_xdsl.nvvm_opt import NVVMOptMain
from nvvm_xdsl.target import DEFAULT_TARGET

ROOT = Path(__file__).resolve().parent.parent
TRITON = ROOT / "tests" / "producers" / "triton"
DEFAULT_MODULES = [TRITON / f"{name}.mlir" for name in ("matmul_sm90", "flash_attention", "matmul_sm80")]

# A kernel with a body as Triton prints it: `  llvm.func @name(...` at two spaces, closed by
# `  }` at the same indentation.
_FUNCTION = re.compile(r"^  llvm\.func @([\w$.]+)\([^\n]*\{\n.*?^  \}\n", re.MULTILINE | re.DOTALL)


def doubled(text: str) -> str:
    """The module with each function that has a body copied under a new symbol (`@name_copy`),
    so it holds twice the code in the producer's own spelling."""
    copies = [
        match.group(0).replace(f"@{match.group(1)}(", f"@{match.group(1)}_copy(", 1)
        for match in _FUNCTION.finditer(text)
    ]
    if not copies:
        raise ValueError("no function bodies found to duplicate")
    end = text.rindex("\n}")
    return text[: end + 1] + "".join(copies) + text[end + 1 :]


def target_of(path: Path) -> str:
    """The `--sm` flag of the capture's target (`sm_90a` -> `90a`), from the producer's JSON."""
    meta = path.with_suffix(".json")
    if meta.exists():
        return json.loads(meta.read_text())["target"]["ptx_target"].removeprefix("sm_")
    return DEFAULT_TARGET.flag


def _best_cpu(repeat: int, run: Callable[[], None]) -> float:
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        start = time.process_time()
        run()
        best = min(best, time.process_time() - start)
        gc.unfreeze()  # nvvm-opt freezes the parsed module for the rest of its (one) run
    return best


def time_in_process(source: Path, sm: str, out_dir: Path, repeat: int) -> tuple[float, float]:
    """CPU seconds of the two drivers' `run()` on `source`, inside this process."""
    xdsl_args = [str(source), "-o", str(out_dir / "xdsl-opt.mlir")]
    nvvm_args = [str(source), "--sm", sm, "-o", str(out_dir / "nvvm-opt.ptx")]
    xdsl_opt = _best_cpu(repeat, lambda: xDSLOptMain(args=xdsl_args).run())
    nvvm_opt = _best_cpu(repeat, lambda: NVVMOptMain(nvvm_args).run())
    return xdsl_opt, nvvm_opt


def compile_failure(source: Path, sm: str) -> str | None:
    """Why `nvvm-opt` cannot compile `source` (its one-line diagnostic), or None if it can."""
    command = [str(Path(sys.executable).parent / "nvvm-opt"), str(source), "--sm", sm, "-o", os.devnull]
    result = subprocess.run(command, capture_output=True, text=True)
    return result.stderr.strip().splitlines()[-1] if result.returncode else None


def command_environment() -> dict[str, str]:
    """The environment the commands are timed in: with Python's bytecode cache, as an installed
    package has it. A development environment that sets PYTHONDONTWRITEBYTECODE would make every
    command compile this project's sources (an editable install has no compiled copy) but not
    xDSL's, which pip compiled when it installed it."""
    environment = dict(os.environ)
    environment.pop("PYTHONDONTWRITEBYTECODE", None)
    return environment


def time_commands(source: Path, sm: str, out_dir: Path, repeat: int) -> tuple[float, float]:
    """CPU seconds (user+sys) of `xdsl-opt FILE` and `nvvm-opt FILE` as processes, each run
    once untimed first (which writes the bytecode cache where it is missing)."""
    bin_dir = Path(sys.executable).parent
    environment = command_environment()

    def run(argv: list[str]) -> float:
        subprocess.run(argv, check=True, env=environment)
        best = float("inf")
        for _ in range(repeat):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            subprocess.run(argv, check=True, env=environment)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            used = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            best = min(best, used)
        return best

    xdsl_opt = run([str(bin_dir / "xdsl-opt"), str(source), "-o", str(out_dir / "xdsl-opt.mlir")])
    nvvm_opt = run([str(bin_dir / "nvvm-opt"), str(source), "--sm", sm, "-o", str(out_dir / "nvvm-opt.ptx")])
    return xdsl_opt, nvvm_opt


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", type=Path, nargs="*", default=DEFAULT_MODULES)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    print(f"machine: {platform.machine()}, {os.cpu_count()} CPUs, python {platform.python_version()}; "
          f"load average {os.getloadavg()[0]:.1f}; CPU seconds, best of {args.repeat}")
    rows: list[tuple[str, int, float, float, float, float]] = []
    with tempfile.TemporaryDirectory() as tmp:
        out_dir = Path(tmp)
        for path in args.modules:
            text = path.read_text()
            sm = target_of(path)
            versions = [(path.stem, text), (f"{path.stem} x2", doubled(text))]
            sources = []
            for label, body in versions:
                sources.append(out_dir / f"{label.replace(' ', '_')}.mlir")
                sources[-1].write_text(body)
            # Both sizes or neither, so the linearity table pairs them.
            if (failure := compile_failure(sources[0], sm)) is not None:
                print(f"skipped {path.stem}: nvvm-opt cannot compile it: {failure}")
                continue
            for (label, body), source in zip(versions, sources, strict=True):
                in_process = time_in_process(source, sm, out_dir, args.repeat)
                commands = time_commands(source, sm, out_dir, args.repeat)
                rows.append((label, len(body) // 1024, *in_process, *commands))

    print("\n| module | KB | xdsl-opt in-process (s) | nvvm-opt in-process (s) | ratio "
          "| `xdsl-opt FILE` (s) | `nvvm-opt FILE` (s) | ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for label, kb, xdsl_in, nvvm_in, xdsl_cmd, nvvm_cmd in rows:
        print(f"| {label} | {kb} | {xdsl_in:.2f} | {nvvm_in:.2f} | {nvvm_in / xdsl_in:.2f}x "
              f"| {xdsl_cmd:.2f} | {nvvm_cmd:.2f} | {nvvm_cmd / xdsl_cmd:.2f}x |")
    print("\nLinearity, doubled module vs original (target <= 2.2x):\n")
    print("| module | nvvm-opt in-process | `nvvm-opt FILE` | xdsl-opt in-process |")
    print("|---|---:|---:|---:|")
    for single, double in zip(rows[::2], rows[1::2], strict=True):
        print(f"| {single[0]} | {double[3] / single[3]:.2f}x | {double[5] / single[5]:.2f}x "
              f"| {double[2] / single[2]:.2f}x |")


if __name__ == "__main__":
    main()
