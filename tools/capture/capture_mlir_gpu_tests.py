"""Capture kernels written in the style of MLIR's GPU conversion tests as MLIR 19 and MLIR 22 lower
them, in the pretty and the generic form.

`tests/producers/mlir_gpu_tests/src/NAME.mlir` holds gpu.modules (gpu.func kernels, no host code)
valid for both versions. For each of Debian's `mlir-opt-19` and `mlir-opt-22` this runs

    mlir-opt-N src/NAME.mlir \\
      --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80 cubin-features=+ptx80 cubin-format=isa" \\
      --mlir-print-ir-before=gpu-module-to-binary [--mlir-print-op-generic]

and writes the module before gpu-module-to-binary: `NAME.mlir`/`NAME.generic.mlir` (MLIR 22),
`NAME.mlir19.mlir`/`NAME.mlir19.generic.mlir` (MLIR 19: `llvm.call` without operand bundles,
`gpu.module_end`, other property storage); `NAME.MODULE.ref.ptx`, MLIR 22's PTX of each
gpu.module (the pipeline run to the end); `NAME.json` (target, a nominal launch, kernels, the
two mlir-opt versions).

Usage: python tools/capture/capture_mlir_gpu_tests.py [--out tests/producers/mlir_gpu_tests]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from capture_mlir_cuda import before_binary, reference_ptx  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CHIP = "sm_80"
# output suffix per mlir-opt: MLIR 22 is the corpus's default printing
VERSIONS = {"mlir-opt-22": "", "mlir-opt-19": ".mlir19"}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=ROOT / "tests/producers/mlir_gpu_tests")
    args = ap.parse_args()
    for src in sorted((args.out / "src").glob("*.mlir")):
        name = src.stem
        versions = []
        for mlir_opt, suffix in VERSIONS.items():
            version = subprocess.run([mlir_opt, "--version"], capture_output=True, text=True).stdout
            llvm_version = re.search(r"LLVM version (\S+)", version)
            versions.append(f"{mlir_opt} (LLVM {llvm_version.group(1) if llvm_version else '?'})")
            module, final = before_binary(mlir_opt, src, CHIP, generic=False)
            (args.out / f"{name}{suffix}.mlir").write_text(module)
            generic, _ = before_binary(mlir_opt, src, CHIP, generic=True)
            (args.out / f"{name}{suffix}.generic.mlir").write_text(generic)
            if not suffix:
                for gpu_module, ptx in reference_ptx(final).items():
                    (args.out / f"{name}.{gpu_module}.ref.ptx").write_text(ptx)
                kernels = re.findall(r"^\s*llvm\.func @(\w+)\(.*\bgpu\.kernel\b", module, re.M)
        info = {
            "target": CHIP,
            "grid": [1, 1, 1],
            "block": [32, 1, 1],
            "kernels": kernels,
            "pipeline": f"--gpu-lower-to-nvvm-pipeline=cubin-chip={CHIP} cubin-features=+ptx80 cubin-format=isa",
            "mlir_opt": versions,
        }
        (args.out / f"{name}.json").write_text(json.dumps(info, indent=2) + "\n")
        print(f"{name}: {len(kernels)} kernel(s)")


if __name__ == "__main__":
    main()
