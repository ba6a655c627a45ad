"""SASS benchmark: our PTX against LLVM's for the same kernels, after ptxas -O3.

For every kernel file (tests/kernels/*.mlir and examples/*.mlir) both compilers start from the
same MLIR: ours through `lower-to-ptx`, LLVM's through our LLVM IR export and llvmlite's NVPTX
backend (llc-style codegen, no middle-end optimisation on either side). `convert-to-llvm` and
`printf-lowering` run before the export, as a front end (clang lowers printf itself), so both
sides see the same llvm dialect and call vprintf. A file using an op the exporter cannot write
(one LLVM has no intrinsic for, such as `nvvm.wgmma.mma_async`) has no LLVM column; the reason
is printed below the table. A file is compiled for the `--sm` of its `// nvvm-opt flags:` line,
else for `--sm`. Each PTX goes through `ptxas -O3 -v`; `cuobjdump -sass` counts the
instructions per function; the total and ratio are over the files with both columns.

Targets (issue 7): total SASS instructions within 10% of LLVM's, and no stack frame where LLVM
needs none. Ours runs at `--opt-level 0` by default (no middle end, as the LLVM side here);
`--opt-level 2` measures our middle end (#18). Usage: `python bench/sass.py [--sm 90] [files...]`.
"""

from __future__ import annotations

import argparse
import platform
import sys
from io import StringIO
from pathlib import Path

# The test oracles (nvvm_xdsl_testing/) live beside the package, not in it: run from any directory.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from xdsl.parser import Parser  # noqa: E402

from nvvm_xdsl.backend.ptx_printer import PTXTarget  # noqa: E402
from nvvm_xdsl.target import DEFAULT_SM  # noqa: E402
from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass  # noqa: E402
from nvvm_xdsl_testing.cuda_tools import cuobjdump_sass, ptxas  # noqa: E402
from nvvm_xdsl_testing.example_flags import example_target  # noqa: E402
from nvvm_xdsl_testing.llvm_oracle import llvm_ptx  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import front_end_llvm_ir, universe_context  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def our_ptx(text: str, sm: int | str, opt_level: int = 0) -> str:
    ctx = universe_context()
    module = Parser(ctx, text).parse_module()
    LowerToPTXPass(sm=sm, opt_level=opt_level).apply(ctx, module)
    out = StringIO()
    PTXTarget(sm=sm).emit(ctx, module, out)
    return out.getvalue()


def reference_ptx(text: str, sm: int | str) -> str:
    """LLVM's PTX for the file; NotImplementedError where the exporter cannot write an op."""
    return llvm_ptx(front_end_llvm_ir(text), sm=sm)


def measure(ptx: str, sm: int | str) -> dict[str, tuple[int, int]]:
    """(SASS instruction count, stack frame bytes) per function."""
    result = ptxas(ptx, arch=f"sm_{sm}", extra_args=("-O3", "-v")).check()
    counts = cuobjdump_sass(result.cubin).counts()
    return {
        name: (count, result.functions[name].stack_frame if name in result.functions else 0)
        for name, count in counts.items()
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sm", type=int, default=DEFAULT_SM)
    parser.add_argument("--opt-level", type=int, default=0, choices=range(4))
    parser.add_argument("files", nargs="*", type=Path)
    args = parser.parse_args()
    files = args.files or sorted((ROOT / "tests" / "kernels").glob("*.mlir")) + sorted(
        (ROOT / "examples").glob("*.mlir")
    )

    print(f"machine: {platform.node()} {platform.machine()}, ptxas -O3 -arch=sm_{args.sm}")
    print("| file | function | ours (SASS) | LLVM (SASS) | ours/LLVM | stack ours | stack LLVM |")
    print("|---|---|---:|---:|---:|---:|---:|")
    total_ours = total_llvm = 0
    extra_frames: list[str] = []
    unavailable: list[str] = []
    for path in files:
        text = path.read_text()
        sm = example_target(path, args.sm)
        ours = measure(our_ptx(text, sm, args.opt_level), sm)
        try:
            theirs: dict[str, tuple[int, int]] | None = measure(reference_ptx(text, sm), sm)
        except NotImplementedError as reason:
            theirs = None
            unavailable.append(f"{path.name}: {reason}")
        for name in sorted(set(ours) | set(theirs or {})):
            o_count, o_stack = ours.get(name, (0, 0))
            if theirs is None:
                print(f"| {path.name} | {name} | {o_count} | n/a | n/a | {o_stack} | n/a |")
                continue
            l_count, l_stack = theirs.get(name, (0, 0))
            total_ours += o_count
            total_llvm += l_count
            if o_stack > 0 and l_stack == 0:
                extra_frames.append(f"{path.name}:{name}")
            ratio = f"{o_count / l_count:.2f}" if l_count else "n/a"
            print(f"| {path.name} | {name} | {o_count} | {l_count} | {ratio} | {o_stack} | {l_stack} |")
    print(f"| **total** | | **{total_ours}** | **{total_llvm}** | "
          f"**{total_ours / max(total_llvm, 1):.3f}** | | |")
    print(f"\nstack frames LLVM does not need: {', '.join(extra_frames) or 'none'}")
    if unavailable:
        print("no LLVM reference (left out of the total):\n" + "\n".join(f"- {line}" for line in unavailable))

if __name__ == "__main__":
    main()
