"""Capture whole MLIR GPU programs (host code beside gpu.modules) as upstream MLIR lowers them.

For each `tests/producers/mlir_cuda/src/NAME.mlir` (programs written for this project in the style
of MLIR's CUDA integration tests, `mlir/test/Integration/GPU/CUDA/`), Debian's `mlir-opt-22` runs
the pipeline those tests run:

    mlir-opt-22 src/NAME.mlir \\
      --gpu-lower-to-nvvm-pipeline="cubin-chip=CHIP cubin-features=+ptx80 cubin-format=isa" \\
      --mlir-print-ir-before=gpu-module-to-binary

and this script writes
  - NAME.mlir: the module printed before gpu-module-to-binary: the gpu.modules in the llvm/nvvm
    dialects, and the host code (`llvm.func @main`, `gpu.launch_func <%stream : !llvm.ptr>`,
    `mgpu*` runtime calls) beside them, which nvvm-opt must parse and ignore;
  - NAME.generic.mlir (for the programs in GENERIC): the same printed with `--mlir-print-op-generic`;
  - NAME.ref.ptx (NAME.MODULE.ref.ptx where the program has several gpu.modules): LLVM's PTX
    from the same pipeline run to the end (the `assembly` of each `gpu.binary` object): the
    reference for the `.entry` signatures;
  - NAME.json: the target, grid and block of its first launch, the pipeline.

Usage: python tools/capture/capture_mlir_cuda.py [--out tests/producers/mlir_cuda] [--mlir-opt mlir-opt-22]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# The chip each program needs (MLIR's sm_90 tests use sm_90a), else sm_80.
CHIPS = {
    "cluster_ids": "sm_90a", "tma_wgmma": "sm_90a", "mbarrier_async_copy": "sm_90a",
    "g27_cluster_tma_multicast": "sm_90a", "g28_cluster_3d": "sm_90a", "g28_wgmma_bf16": "sm_90a",
    "g32_tma_swizzle_2stage": "sm_90a",
}
# Passes run before the pipeline, as MLIR's own tests of these ops run them: the pipeline leaves
# gpu.subgroup_reduce, vector.contract and out-of-bounds vector.transfer_read unlowered.
PRE_PASSES = {
    "g27_subgroup_reduce": ["--test-gpu-subgroup-reduce-lowering=expand-to-shuffles target=cuda"],
    "g27_vector_contract": ["--convert-vector-to-scf", "--convert-vector-to-llvm"],
    "g28_subgroup_reduce_cluster": ["--test-gpu-subgroup-reduce-lowering=expand-to-shuffles target=cuda"],
}
# Programs mlir-opt-22 cannot lower (the reason is kept in the JSON): only nvvm-opt compiles their
# sources, so the script writes just NAME.json.
SOURCE_ONLY = {
    "g28_shuffle_f16": "mlir-opt-22 lowers gpu.shuffle of 32-bit values only ('nvvm.shfl.sync' op operand #1 "
                       "must be 32-bit signless integer or 32-bit float, but got 'f16')",
    "g28_smem_fences": "gpu.barrier memfence [...] is newer than MLIR 22 (custom op 'memfence' not found)",
}
# The PTX ISA each program needs where +ptx80 is too old (LLVM cannot select
# fence.proxy.tensormap before PTX 8.3).
FEATURES = {"mbarrier_async_copy": "+ptx83"}
# Programs also captured in the generic form.
GENERIC = (
    "vec_add_async", "warp_shuffles", "wmma_f16", "cluster_ids", "wmma_tf32", "tma_wgmma", "mma_sync_ldmatrix",
    "g27_shuffle_wide", "g27_subgroup_reduce", "g27_atomics_printf", "g27_mma_int8", "g27_cluster_tma_multicast",
    "g28_generic_atomic", "g28_subgroup_reduce_cluster", "g28_printf_types", "g28_vector_ops", "g28_while_math",
    "g28_mma_f16acc_async", "g28_cluster_3d", "g28_wgmma_bf16", "g28_half_atomics_rcp",
    "g32_private_arrays", "g32_index_switch", "g32_masked_vector", "g32_math_f16_vec", "g32_subgroup_scan",
    "g32_tma_swizzle_2stage", "g32_wmma_f64",
)
# grid and block of the program's (first) launch, for the JSON: the sources fix them.
LAUNCH = {
    "async_execute": ([1, 1, 1], [4, 1, 1]),
    "block_all_reduce": ([1, 1, 1], [64, 1, 1]),
    "cluster_ids": ([8, 1, 1], [1, 1, 1]),
    "dynamic_shared": ([4, 1, 1], [128, 1, 1]),
    "host_shared_math": ([1, 1, 1], [64, 1, 1]),
    "printf_ids": ([2, 1, 1], [4, 1, 1]),
    "two_modules": ([1, 1, 1], [256, 1, 1]),
    "vec_add_async": ([8, 1, 1], [128, 1, 1]),
    "warp_shuffles": ([1, 1, 1], [32, 1, 1]),
    "wmma_f16": ([1, 1, 1], [32, 1, 1]),
    "wmma_tf32": ([1, 1, 1], [32, 1, 1]),
    "all_reduce_int_kinds": ([2, 1, 1], [6, 1, 1]),
    "tma_wgmma": ([1, 1, 1], [128, 1, 1]),
    "mbarrier_async_copy": ([1, 1, 1], [32, 1, 1]),
    "mma_sync_ldmatrix": ([1, 1, 1], [32, 1, 1]),
    "host_side_ops": ([1, 1, 1], [1, 1, 1]),
    "g27_shuffle_wide": ([1, 1, 1], [32, 1, 1]),
    "g27_subgroup_reduce": ([1, 1, 1], [64, 1, 1]),
    "g27_all_reduce_region": ([1, 1, 1], [16, 8, 1]),
    "g27_atomics_printf": ([1, 1, 1], [64, 1, 1]),
    "g27_async_chain": ([2, 1, 1], [128, 1, 1]),
    "g27_vector_contract": ([1, 1, 1], [1, 1, 1]),
    "g27_mma_int8": ([1, 1, 1], [32, 1, 1]),
    "g27_cluster_tma_multicast": ([2, 1, 1], [64, 1, 1]),
    "g28_generic_atomic": ([1, 1, 1], [128, 1, 1]),
    "g28_shuffle_f16": ([1, 1, 1], [32, 1, 1]),
    "g28_subgroup_reduce_cluster": ([1, 1, 1], [64, 1, 1]),
    "g28_smem_fences": ([4, 1, 1], [256, 1, 1]),
    "g28_printf_types": ([1, 1, 1], [2, 1, 1]),
    "g28_vector_ops": ([1, 1, 1], [64, 1, 1]),
    "g28_while_math": ([1, 1, 1], [128, 1, 1]),
    "g28_mma_f16acc_async": ([1, 1, 1], [32, 1, 1]),
    "g28_cluster_3d": ([4, 4, 1], [32, 1, 1]),
    "g28_wgmma_bf16": ([1, 1, 1], [128, 1, 1]),
    "g28_half_atomics_rcp": ([1, 1, 1], [32, 1, 1]),
    "g32_private_arrays": ([4, 1, 1], [128, 1, 1]),
    "g32_index_switch": ([4, 1, 1], [64, 1, 1]),
    "g32_masked_vector": ([1, 1, 1], [128, 1, 1]),
    "g32_math_f16_vec": ([1, 1, 1], [64, 1, 1]),
    "g32_subgroup_scan": ([4, 1, 1], [256, 1, 1]),
    "g32_tma_swizzle_2stage": ([1, 1, 1], [128, 1, 1]),
    "g32_wmma_f64": ([1, 1, 1], [32, 1, 1]),
}

DUMP_HEADER = re.compile(r"^// -----// IR Dump Before .*//----- //\n", re.M)


def pipeline(chip: str, features: str = "+ptx80") -> str:
    return f"--gpu-lower-to-nvvm-pipeline=cubin-chip={chip} cubin-features={features} cubin-format=isa"


def before_binary(mlir_opt: str, src: Path, chip: str, generic: bool) -> tuple[str, str]:
    """(the module before gpu-module-to-binary, the final module)."""
    cmd = [mlir_opt, str(src), *PRE_PASSES.get(src.stem, []), pipeline(chip, FEATURES.get(src.stem, "+ptx80")),
           "--mlir-print-ir-before=gpu-module-to-binary"]
    if generic:
        cmd.append("--mlir-print-op-generic")
    proc = subprocess.run(cmd, capture_output=True, text=True, check=True)
    dumps = DUMP_HEADER.split(proc.stderr)
    if len(dumps) != 2:
        raise SystemExit(f"{src}: expected one IR dump, got {len(dumps) - 1}")
    return dumps[1].strip() + "\n", proc.stdout


def _unescape(text: str) -> str:
    """MLIR's string escapes (`\\0A`, `\\09`, `\\22`, `\\\\`)."""
    out = bytearray()
    i = 0
    while i < len(text):
        if text[i] == "\\":
            if text[i + 1] == "\\":
                out += b"\\"
                i += 2
                continue
            out.append(int(text[i + 1 : i + 3], 16))
            i += 3
            continue
        out += text[i].encode()
        i += 1
    return out.decode()


def reference_ptx(final: str) -> dict[str, str]:
    """gpu.module name -> LLVM's PTX for it."""
    found = re.findall(r'gpu\.binary @(\w+)\s.*?assembly = "((?:[^"\\]|\\.)*)"', final, re.S)
    if not found:
        raise SystemExit("no gpu.binary assembly in the final module")
    return {module: _unescape(assembly) for module, assembly in found}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=ROOT / "tests/producers/mlir_cuda")
    ap.add_argument("--mlir-opt", default="mlir-opt-22")
    ap.add_argument("names", nargs="*", help="only these programs (default: all)")
    args = ap.parse_args()
    version = subprocess.run([args.mlir_opt, "--version"], capture_output=True, text=True).stdout
    llvm_version = re.search(r"LLVM version (\S+)", version)
    for src in sorted((args.out / "src").glob("*.mlir")):
        if args.names and src.stem not in args.names:
            continue
        name = src.stem
        chip = CHIPS.get(name, "sm_80")
        if name in SOURCE_ONLY:
            grid, block = LAUNCH[name]
            kernels = re.findall(r"gpu\.func @(\w+)\([^{]*?\bkernel\b", src.read_text())
            info = {"target": chip, "grid": grid, "block": block, "kernels": kernels,
                    "not_lowered": SOURCE_ONLY[name]}
            (args.out / f"{name}.json").write_text(json.dumps(info, indent=2) + "\n")
            print(f"{name}: {chip}, source only")
            continue
        module, final = before_binary(args.mlir_opt, src, chip, generic=False)
        (args.out / f"{name}.mlir").write_text(module)
        if name in GENERIC:
            generic, _ = before_binary(args.mlir_opt, src, chip, generic=True)
            (args.out / f"{name}.generic.mlir").write_text(generic)
        references = reference_ptx(final)
        for gpu_module, ptx in references.items():
            # One file per gpu.module: NAME.ref.ptx, or NAME.MODULE.ref.ptx where there are several.
            stem = name if len(references) == 1 else f"{name}.{gpu_module}"
            (args.out / f"{stem}.ref.ptx").write_text(ptx)
        grid, block = LAUNCH[name]
        info = {
            "target": chip,
            "grid": grid,
            "block": block,
            "kernels": re.findall(r"^\s*llvm\.func @(\w+)\(.*\bgpu\.kernel\b", module, re.M),
            "pipeline": " ".join([*PRE_PASSES.get(name, []), pipeline(chip, FEATURES.get(name, "+ptx80"))]),
            "mlir_opt": f"{args.mlir_opt} (LLVM {llvm_version.group(1) if llvm_version else '?'})",
        }
        (args.out / f"{name}.json").write_text(json.dumps(info, indent=2) + "\n")
        print(f"{name}: {chip}, {len(info['kernels'])} kernel(s)")


if __name__ == "__main__":
    main()
