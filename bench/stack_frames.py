"""Stack-frame benchmark: local memory per kernel, ours without and with stack-slot promotion,
against the producer's own PTX (issue 24).

For every input (tests/corpus, every `tests/producers/*/` directory, tests/xdsl_programs,
examples) it compiles our PTX twice at `-O2`: *before*, the middle end without `PROMOTION`
(llvm-inline, llvm-sroa, llvm-mem2reg, and link-libdevice-ir; the state before issue 24), and *after*, the default
pipeline. Each PTX goes through `ptxas -v` (default -O3) for the file's target; per kernel the
table gives the stack frame bytes ptxas reports, the `ld.local`/`st.local` instructions in the
kernel's PTX body and the registers (device functions ptxas reports are rows of their own,
marked `.func`: a call's frame adds to its caller's). A producer capture `DIR/NAME.mlir` with a
`DIR/NAME.*.ptx` beside it (Triton's `.triton.ptx`, MLIR's `.ref.ptx`, ...) adds the
producer's own numbers for the same kernel. Inputs whose kernels all have no frame and no local
accesses in every column are counted, not listed, unless `--all`.

LLVM IR captures (`tests/producers/*/*.ll`: clang's, numba-cuda's) are read through the `.ll`
frontend (`ll_module`) and compared with their `NAME.*.ptx` the same way; their SM is the
IR's `"target-cpu"`.

Usage: `python bench/stack_frames.py [--all] [--markdown] [files...]`.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from io import StringIO
from pathlib import Path

# The test oracles (nvvm_xdsl_testing/) live beside the package, not in it: run from any directory.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from xdsl.context import Context  # noqa: E402
from xdsl.dialects.builtin import ModuleOp  # noqa: E402
from xdsl.parser import Parser  # noqa: E402

from nvvm_xdsl.backend.ptx_printer import PTXTarget  # noqa: E402
from nvvm_xdsl.target import DEFAULT_SM  # noqa: E402
from nvvm_xdsl.transforms import lower_to_ptx  # noqa: E402
from nvvm_xdsl.transforms.link_libdevice_ir import LinkLibdeviceIRPass  # noqa: E402
from nvvm_xdsl.transforms.lower_to_ptx import PROMOTION, LowerToPTXPass  # noqa: E402
from nvvm_xdsl_testing.cuda_tools import ptxas  # noqa: E402
from nvvm_xdsl_testing.example_flags import example_target  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import universe_context  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OPT_LEVEL = 2


@dataclass(frozen=True)
class Kernel:
    frame: int
    local: int
    """`ld.local` + `st.local` instructions in the kernel's PTX."""
    registers: int | None
    """ptxas reports registers for kernels only."""


def inputs() -> Iterator[tuple[Path, str]]:
    """(file, sm) for every input, in table order."""
    for path in sorted((ROOT / "tests" / "corpus").glob("*.mlir")):
        yield path, str(DEFAULT_SM)
    for directory in sorted(p for p in (ROOT / "tests" / "producers").iterdir() if p.is_dir()):
        for path in sorted(directory.glob("*.mlir")):
            if not path.name.endswith(".debug.mlir"):
                yield path, producer_sm(path)
    yield from ll_inputs()
    for path in sorted((ROOT / "tests" / "xdsl_programs").glob("*.mlir")):
        yield path, str(DEFAULT_SM)
    for path in sorted((ROOT / "examples").glob("*.mlir")):
        yield path, example_target(path)


def ll_inputs() -> Iterator[tuple[Path, str]]:
    """(file, sm) for every LLVM IR capture (clang's, numba-cuda's)."""
    for path in sorted((ROOT / "tests" / "producers").glob("*/*.ll")):
        yield path, ll_sm(path)


_TARGET_CPU = re.compile(r'"target-cpu"="sm_(\w+)"')


def ll_sm(path: Path) -> str:
    found = _TARGET_CPU.search(path.read_text())
    return found.group(1) if found else str(DEFAULT_SM)


def ll_module(ctx: Context, path: Path) -> ModuleOp:
    """An LLVM IR capture through the project's `.ll` frontend."""
    from nvvm_xdsl.frontend.llvm_ir import import_llvm_ir

    return import_llvm_ir(path.read_bytes(), str(path), ctx)


def producer_sm(path: Path) -> str:
    if path.suffix == ".ll":
        return ll_sm(path)
    meta = path.with_suffix(".json")
    if meta.exists():
        target = json.loads(meta.read_text()).get("target")
        arch = target.get("ptx_target") if isinstance(target, dict) else target
        if isinstance(arch, str):
            return arch.removeprefix("sm_")
    return str(DEFAULT_SM)


@contextmanager
def without_promotion() -> Iterator[None]:
    """lower-to-ptx's middle end at OPT_LEVEL without the stack-slot promotion passes (and
    without libdevice as IR, which only they inline)."""
    saved = lower_to_ptx.MIDDLE_END[OPT_LEVEL]
    lower_to_ptx.MIDDLE_END[OPT_LEVEL] = tuple(p for p in saved if p not in (*PROMOTION, LinkLibdeviceIRPass))
    try:
        yield
    finally:
        lower_to_ptx.MIDDLE_END[OPT_LEVEL] = saved


def our_ptx(path: Path, sm: str) -> str:
    ctx = universe_context()
    module = ll_module(ctx, path) if path.suffix == ".ll" else Parser(ctx, path.read_text()).parse_module()
    LowerToPTXPass(sm=sm, opt_level=OPT_LEVEL).apply(ctx, module)
    out = StringIO()
    PTXTarget(sm=sm).emit(ctx, module, out)
    return out.getvalue()


_FUNCTION = re.compile(r"^(?:\.visible |\.weak )?\.(?:entry|func)\s+(?:\([^)]*\)\s*)?([\w$]+)", re.MULTILINE)
_LOCAL = re.compile(r"^\s*(?:@!?%p\d+\s+)?(?:ld|st)\.local\b", re.MULTILINE)


def local_accesses(ptx: str) -> dict[str, int]:
    """`ld.local`/`st.local` per function: from its `.entry`/`.func` line to the next closing
    brace at column 0 (a declaration's `;` ends before any body: it counts none)."""
    counts: dict[str, int] = {}
    for match in _FUNCTION.finditer(ptx):
        end = ptx.find("\n}", match.end())
        counts[match.group(1)] = len(_LOCAL.findall(ptx, match.end(), end if end >= 0 else len(ptx)))
    return counts


def measure(ptx: str, sm: str) -> dict[str, Kernel]:
    # A module calling an `.extern` function defined elsewhere assembles only as relocatable code.
    result = ptxas(ptx, arch=f"sm_{sm}", extra_args=("-v",), relocatable=".extern .func" in ptx).check()
    local = local_accesses(ptx)
    return {
        (name if info.is_entry else f"{name} (.func)"): Kernel(info.stack_frame, local.get(name, 0), info.registers)
        for name, info in result.functions.items()
    }


def producer_ptx(path: Path) -> Path | None:
    stem = path.name.removesuffix(path.suffix)
    found = sorted(path.parent.glob(f"{stem}.*.ptx"))
    return found[0] if found else None


def cell(kernel: Kernel | None) -> str:
    if kernel is None:
        return "-"
    return f"{kernel.frame} / {kernel.local} / {'-' if kernel.registers is None else kernel.registers}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--all", action="store_true", help="list kernels without local memory too")
    args = parser.parse_args()
    jobs = [(path.resolve(), producer_sm(path)) for path in args.files] if args.files else list(inputs())
    print("| kernel | before (-O2, no promotion) | after (-O2) | producer's PTX |")
    print("|---|---|---|---|")
    print("| | frame B / ld+st.local / regs | frame B / ld+st.local / regs | frame B / ld+st.local / regs |")
    quiet = failed = 0
    totals = [0, 0, 0, 0]  # frames before, after; local accesses before, after
    for path, sm in jobs:
        rel = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)
        try:
            with without_promotion():
                before = measure(our_ptx(path, sm), sm)
            after = measure(our_ptx(path, sm), sm)
        except Exception as error:  # noqa: BLE001 - a file the pipeline rejects is reported, not fatal
            failed += 1
            print(f"| {rel} | error: {str(error).splitlines()[0][:80]} | | |", file=sys.stderr)
            continue
        reference = producer_ptx(path)
        theirs = measure(reference.read_text(), sm) if reference is not None else {}
        for name in sorted(after.keys() | before.keys()):
            row = [before.get(name), after.get(name), theirs.get(name)]
            totals[0] += row[0].frame if row[0] else 0
            totals[1] += row[1].frame if row[1] else 0
            totals[2] += row[0].local if row[0] else 0
            totals[3] += row[1].local if row[1] else 0
            if not args.all and all(k is None or (k.frame == 0 and k.local == 0) for k in row):
                quiet += 1
                continue
            print(f"| {rel}:{name} | {' | '.join(cell(k) for k in row)} |")
    print(f"\n{quiet} more kernels have no stack frame and no local accesses in any column; "
          f"{failed} files failed to compile. Total frame bytes {totals[0]} -> {totals[1]}, "
          f"local accesses {totals[2]} -> {totals[3]}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
