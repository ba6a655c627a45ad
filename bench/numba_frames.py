"""Stack frames of the numba-cuda captures (tests/producers/numba/*.ll) through nvvm-opt's
default pipeline against libNVVM's PTX in the captures, per kernel, measured by `ptxas -v`
(sm_80, the captures' target):

    python bench/numba_frames.py [FILE.ll ...]

Prints `file kernel ours libnvvm` (stack frame bytes) and the totals. A separate, small script
until bench/stack_frames.py reads `.ll` inputs."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nvvm_xdsl.compiler import compile  # noqa: E402
from nvvm_xdsl_testing import cuda_tools  # noqa: E402


def frames(ptx: str) -> dict[str, int]:
    # Relocatable: some captures call functions numba links in later (fp16 operators).
    result = cuda_tools.ptxas(ptx, "sm_80", ["-v"], relocatable=True)
    result.check()
    return {name: f.stack_frame for name, f in result.functions.items()}


def main(paths: list[str]) -> None:
    files = [Path(p) for p in paths] or sorted((ROOT / "tests/producers/numba").glob("*.ll"))
    ours_total = theirs_total = 0
    for path in files:
        ours = frames(compile(path.read_bytes(), sm=80, filename=str(path), kind="ll"))
        reference = path.with_suffix(".libnvvm.ptx")
        theirs = frames(reference.read_text()) if reference.exists() else {}
        for kernel, frame in sorted(ours.items()):
            ref = theirs.get(kernel)
            ours_total += frame
            theirs_total += ref or 0
            print(f"{path.stem:20} {kernel[:50]:50} {frame:6} {'-' if ref is None else ref:>6}")
    print(f"{'total':71} {ours_total:6} {theirs_total:6}")


if __name__ == "__main__":
    main(sys.argv[1:])
