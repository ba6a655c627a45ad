"""Issue 24: upstream MLIR programs with `memref.alloca` (tests/producers/mlir_gpu/m24_alloca/src),
lowered by Debian's mlir-opt-22 (convert-gpu-to-nvvm) to the llvm/nvvm dialects (`NAME.mlir`), and
MLIR's own PTX for them (`gpu-module-to-binary{format=isa}`: LLVM's NVPTX backend) as
`NAME.ref.ptx`, the reference bench/stack_frames.py compares frames with:

    python tools/capture/capture_mlir_alloca.py
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

DIR = Path(__file__).resolve().parent.parent.parent / "tests/producers/mlir_gpu/m24_alloca"
LOWER = (
    "builtin.module(gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm{index-bitwidth=64},canonicalize,cse),"
    "nvvm-attach-target{chip=sm_80},reconcile-unrealized-casts)"
)


def main() -> None:
    for src in sorted((DIR / "src").glob("*.mlir")):
        lowered = DIR / f"{src.stem}.mlir"
        subprocess.run(["mlir-opt-22", str(src), f"-pass-pipeline={LOWER}", "-o", str(lowered)], check=True)
        binary = subprocess.run(["mlir-opt-22", str(lowered), "--gpu-module-to-binary=format=isa"],
                                check=True, capture_output=True, text=True).stdout
        match = re.search(r'assembly = "((?:[^"\\]|\\.)*)"', binary)
        assert match is not None, "no assembly in gpu-module-to-binary's output"
        ptx = re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), match.group(1))
        (DIR / f"{src.stem}.ref.ptx").write_text(ptx)
        print(f"{src.stem}: captured")


if __name__ == "__main__":
    main()
