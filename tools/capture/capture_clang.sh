#!/bin/sh
# Capture clang-22's CUDA device code for the kernels in tools/capture/clang_kernels/ at -O0 and
# -O2 (LLVM IR with line info), and clang's own PTX as the ABI reference.
#   sh tools/capture/capture_clang.sh tests/producers/clang
set -e
OUT=${1:-tests/producers/clang}
SRC=$(dirname "$0")/clang_kernels
mkdir -p "$OUT"
FLAGS="-x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 -Wno-unknown-cuda-version"
for cu in "$SRC"/*.cu; do
  name=$(basename "$cu" .cu)
  for opt in O0 O2; do
    # -gline-tables-only: !dbg locations (PTX .loc) without DWARF variables.
    (cd "$SRC" && clang-22 $FLAGS -$opt -gline-tables-only -S -emit-llvm "$name.cu" -o -) > "$OUT/$name.$opt.ll"
    (cd "$SRC" && clang-22 $FLAGS -$opt -S "$name.cu" -o -) > "$OUT/$name.$opt.clang.ptx"
  done
done
# Issue 25's kernels (l25_*, three k27_*, four k28_*, four k32_*) for sm_90 too, at -O2 (NAME.sm90.O2.ll / .clang.ptx).
FLAGS90=$(echo "$FLAGS" | sed 's/sm_80/sm_90/')
for cu in "$SRC"/l25_*.cu "$SRC"/k27_half2_math.cu "$SRC"/k27_ldg_casmax.cu "$SRC"/k27_warp_sync.cu \
    "$SRC"/k28_half_bf16.cu "$SRC"/k28_shfl_ldg.cu "$SRC"/k28_atomics_mix.cu "$SRC"/k28_grid_const.cu \
    "$SRC"/k32_restrict.cu "$SRC"/k32_int128.cu "$SRC"/k32_grid_barrier.cu "$SRC"/k32_virtual.cu; do
  name=$(basename "$cu" .cu)
  (cd "$SRC" && clang-22 $FLAGS90 -O2 -gline-tables-only -S -emit-llvm "$name.cu" -o -) > "$OUT/$name.sm90.O2.ll"
  (cd "$SRC" && clang-22 $FLAGS90 -O2 -S "$name.cu" -o -) > "$OUT/$name.sm90.O2.clang.ptx"
done
