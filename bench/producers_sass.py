"""SASS of our PTX against the producers' own PTX, for the captured producer corpus (#18).

For every `tests/producers/triton/NAME.mlir` (Triton's LLVM-dialect module before LLVM's O3)
our PTX (`nvvm-opt -O0` and `-O2`, for the target in NAME.json) and Triton's own PTX
(`NAME.triton.ptx`: LLVM NVPTX after O3) go through `ptxas -O3 -v`; `cuobjdump -sass` counts
the instructions per kernel. The same for `tests/producers/mlir_gpu/NAME.mlir` against
`NAME.ref.ptx` (upstream MLIR through LLVM's O3). Files that nvvm-opt rejects are listed with
their first error.

Our PTX is compiled with the options the producer gave LLVM (`PRODUCER_OPTIONS`), so that both
sides compute the same thing: Triton contracts multiplies and adds (`enable_fp_fusion`) and links
libdevice with `__CUDA_FTZ` = 1 and `__CUDA_PREC_SQRT` = 0 (`set_nvvm_reflect_ftz`, LLVM's
default for the rest); upstream MLIR's serialisation leaves LLVM's defaults (no ftz,
`__CUDA_PREC_SQRT` = 0, no contraction). `--default-options` measures nvvm-opt's defaults instead.

Targets (#18): total at most 1.00x the producer's, no stack frame where it has none, no kernel
above 1.10x; no ptxas C75xx advisory (`adv`: wgmma serialised, #26) where the producer has none. Usage: `python bench/producers_sass.py [--levels 0 2] [files...]`.
"""

from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
from pathlib import Path

# The test oracles (nvvm_xdsl_testing/) live beside the package, not in it: run from any directory.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nvvm_xdsl_testing.cuda_tools import cuobjdump_sass, ptxas  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
PRODUCERS = ROOT / "tests" / "producers"


def target_of(mlir: Path) -> str:
    meta = json.loads(mlir.with_suffix(".json").read_text())
    target = meta["target"]
    sm = target["ptx_target"] if isinstance(target, dict) else target
    # Triton's sm_90 kernels use wgmma: the arch-specific target.
    return sm + "a" if sm == "sm_90" and "wgmma" in mlir.read_text() else sm


def reference_of(mlir: Path) -> Path | None:
    for suffix in (".triton.ptx", ".ref.ptx"):
        candidate = mlir.with_name(mlir.stem + suffix)
        if candidate.exists():
            return candidate
    return None


PRODUCER_OPTIONS: dict[str, tuple[str, ...]] = {
    "triton": ("--fp-contract", "fast", "--ftz", "--no-prec-sqrt"),
    "mlir_gpu": ("--no-prec-sqrt",),
}


def our_ptx(mlir: Path, sm: str, level: int, options: tuple[str, ...] = ()) -> tuple[str | None, str]:
    """(PTX, "") or (None, the first error line)."""
    proc = subprocess.run(
        [sys.executable, "-m", "nvvm_xdsl.nvvm_opt", str(mlir), f"-O{level}", "--sm", sm.removeprefix("sm_"), *options],
        capture_output=True,
        text=True,
    )
    if proc.returncode != 0:
        return None, (proc.stderr.strip().splitlines() or ["(no message)"])[0]
    return proc.stdout, ""


def measure(ptx: str, sm: str) -> dict[str, tuple[int, int, int, int]]:
    """(SASS instructions, registers, stack frame bytes, ptxas C75xx advisories) per entry function."""
    result = ptxas(ptx, arch=sm, extra_args=("-O3", "-v")).check()
    counts = cuobjdump_sass(result.cubin).counts()
    advisories = result.advisories
    return {
        name: (
            count,
            result.functions[name].registers or 0,
            result.functions[name].stack_frame,
            sum(f"'{name}'" in line for line in advisories),
        )
        for name, count in counts.items()
        if name in result.functions and result.functions[name].is_entry
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", type=int, nargs="+", default=[0, 2])
    parser.add_argument("--default-options", action="store_true",
                        help="nvvm-opt's default options, not the producer's (PRODUCER_OPTIONS)")
    parser.add_argument("files", nargs="*", type=Path)
    args = parser.parse_args()
    files = [p.resolve() for p in args.files] or [
        p for producer in ("triton", "mlir_gpu") for p in sorted((PRODUCERS / producer).glob("*.mlir"))
        if not p.name.endswith(".debug.mlir") and reference_of(p) is not None
    ]
    levels = args.levels
    print(f"machine: {platform.node()} {platform.machine()}, ptxas -O3, SASS by cuobjdump; "
          f"columns per level: SASS, registers, stack bytes, ptxas C75xx advisories; "
          f"{'nvvm-opt defaults' if args.default_options else 'the producers options'}")
    header = " | ".join(f"-O{lv} SASS | -O{lv} regs | -O{lv} stack | -O{lv} adv | -O{lv}/ref" for lv in levels)
    print(f"| file | kernel | target | ref SASS | ref regs | ref stack | ref adv | {header} |")
    print("|---|---|---|" + "---:|" * (4 + 5 * len(levels)))
    # Per producer (the directory) and level: [ours, reference].
    totals: dict[str, dict[int, list[int]]] = {}
    failures: list[str] = []
    for mlir in files:
        sm = target_of(mlir)
        reference = reference_of(mlir)
        if reference is None:
            failures.append(f"{mlir.relative_to(PRODUCERS)}: no producer PTX to compare with")
            continue
        theirs = measure(reference.read_text(), sm)
        ours_by_level: dict[int, dict[str, tuple[int, int, int, int]] | None] = {}
        for level in levels:
            options = () if args.default_options else PRODUCER_OPTIONS.get(mlir.parent.name, ())
            ptx, error = our_ptx(mlir, sm, level, options)
            measured = None
            if ptx is not None:
                try:
                    measured = measure(ptx, sm)
                except AssertionError as rejected:  # ptxas refused our PTX: a row of its own
                    error = next((line for line in str(rejected).splitlines() if "error" in line), str(rejected))
            if measured is None:
                failures.append(f"{mlir.relative_to(PRODUCERS)} (-O{level}): {error}")
            ours_by_level[level] = measured
        if all(ours is None for ours in ours_by_level.values()):
            continue
        for name, (r_count, r_regs, r_stack, r_adv) in sorted(theirs.items()):
            cells = []
            for level in levels:
                ours = ours_by_level[level]
                if ours is None:
                    cells.append("n/c | | | |")
                    continue
                count, regs, stack, adv = ours.get(name, (0, 0, 0, 0))
                producer_totals = totals.setdefault(mlir.parent.name, {lv: [0, 0] for lv in levels})
                producer_totals[level][0] += count
                producer_totals[level][1] += r_count
                cells.append(f"{count} | {regs} | {stack} | {adv} | {count / r_count:.2f}")
            print(f"| {mlir.relative_to(PRODUCERS).with_suffix('')} | {name} | {sm} | {r_count} | {r_regs} | "
                  f"{r_stack} | {r_adv} | {' | '.join(cells)} |")
    # Each level's total is over the kernels it compiled (n/c: not compiled at that level).
    for producer, by_level in totals.items():
        total_cells = " | ".join(
            f"**{ours}** (ref {ref}) | | | | **{ours / max(ref, 1):.3f}**" for ours, ref in by_level.values()
        )
        print(f"| **{producer} total** | | | | | | | {total_cells} |")
    if failures:
        print("\nnot compiled:")
        for failure in failures:
            print(f"- {failure}")


if __name__ == "__main__":
    main()
