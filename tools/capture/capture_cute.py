"""Capture NVIDIA CuTe DSL's final llvm/nvvm-dialect module for kernels written for this project.

Run with a Python that has the CuTe DSL installed (kept out of the project's dependencies):

    /work/venv-cute/bin/python tools/capture/capture_cute.py --out tests/producers/cute

For every kernel below it writes, under --out:
  NAME.mlir      the module CuTe's pipeline leaves just before binary generation: the
                 `gpu.module` (device code, printed by CuTe's MLIR) and the host code beside it
  NAME.cute.ptx  CuTe's own PTX for the kernel (its NVVM backend, `CUTE_DSL_KEEP=ptx`)
  NAME.json      target, launch shape (grid, block, shared memory), the kernel's parameters

No GPU or CUDA driver is needed: `CUTE_DSL_ARCH` names the target and the tensors are
`make_fake_compact_tensor`s, so `cute.compile` never asks a driver for anything. The hook is
`Compiler.compile(module, pipeline)` of the DSL's base compiler: before CuTe runs its pipeline
(`builtin.module(cute-to-nvvm{...})`), the hook runs the same pipeline with `llvm-only=true` on a
clone of the module through its own pass manager, which stops just before `cuda-to-binary`.

Host code: the functions CuTe generates to launch the kernel use its proprietary `cuda` dialect
(`cuda.launch_ex`, `!cuda.launch_cfg<...>`), which no other MLIR knows. They are written in
MLIR's generic form, which any MLIR parser reads without knowing the dialect
(`mlir-opt --allow-unregistered-dialect`): the host part is printed generically by CuTe's MLIR,
then pretty-printed by Debian's `mlir-opt-22 --allow-unregistered-dialect` (which prints the
`llvm`/`builtin` ops in their custom form and the `cuda` ops it does not know generically). The
`gpu.module`s are CuTe's own text, unchanged. A compiler of device code ignores the host part.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

# Artifacts (the PTX) land in a scratch directory; the target is chosen per kernel below.
_SCRATCH = tempfile.mkdtemp(prefix="capture-cute-")
os.environ["CUTE_DSL_KEEP"] = "ptx"
os.environ["CUTE_DSL_DUMP_DIR"] = _SCRATCH
os.environ.setdefault("CUTE_DSL_ARCH", "sm_80")

import cutlass  # noqa: E402
import cutlass.base_dsl.compiler as base_compiler  # noqa: E402
import cutlass.cute as cute  # noqa: E402
import cutlass.pipeline as pipeline  # noqa: E402
import cutlass.utils.blackwell_helpers as sm100  # noqa: E402
import cutlass.utils.hopper_helpers as sm90  # noqa: E402
from cutlass._mlir.dialects import llvm as _mlir_llvm  # noqa: E402
from cutlass.cute.arch.smem import map_dsmem_ptr  # noqa: E402
from cutlass.cute.nvgpu import cpasync, tcgen05, warpgroup  # noqa: E402
from cutlass.cute.runtime import make_fake_compact_tensor  # noqa: E402
from cutlass.memory import SmemAllocator, TmemAllocator  # noqa: E402
from cutlass.tensor_utils import LayoutEnum  # noqa: E402

MLIR_OPT = os.environ.get("MLIR_OPT", "mlir-opt-22")

# ---------------------------------------------------------------------------------------------
# Kernels (this project's own; each exercises a different part of what CuTe emits)
# ---------------------------------------------------------------------------------------------


@cute.kernel
def vec_add_kernel(gA: cute.Tensor, gB: cute.Tensor, gC: cute.Tensor, cC: cute.Tensor,
                   shape: cute.Shape, thr_layout: cute.Layout, val_layout: cute.Layout):
    # 128-bit copies: each thread moves 4 consecutive f32 per access, predicated at the edge.
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    tile = ((None, None), bidx)
    load = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), gA.element_type, num_bits_per_copy=128)
    store = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), gC.element_type, num_bits_per_copy=128)
    thr_load = cute.make_tiled_copy_tv(load, thr_layout, val_layout).get_slice(tidx)
    thr_store = cute.make_tiled_copy_tv(store, thr_layout, val_layout).get_slice(tidx)
    tA = thr_load.partition_S(gA[tile])
    tB = thr_load.partition_S(gB[tile])
    tC = thr_store.partition_D(gC[tile])
    # One predicate per 128-bit access (the copy's first mode is the vector).
    tCrd = thr_store.partition_D(cC[tile])[(0, None), None, None]
    fA = cute.make_fragment_like(tA)
    fB = cute.make_fragment_like(tB)
    fC = cute.make_fragment_like(tC)
    pred = cute.make_rmem_tensor(tCrd.shape, cutlass.Boolean)
    for i in range(cute.size(pred)):
        pred[i] = cute.elem_less(tCrd[i], shape)
    cute.copy(load, tA, fA, pred=pred)
    cute.copy(load, tB, fB, pred=pred)
    fC.store(fA.load() + fB.load())
    cute.copy(store, fC, tC, pred=pred)


@cute.jit
def vec_add(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    thr_layout = cute.make_ordered_layout((4, 32), order=(1, 0))
    val_layout = cute.make_ordered_layout((4, 4), order=(1, 0))
    tiler, tv = cute.make_layout_tv(thr_layout, val_layout)
    gA = cute.zipped_divide(mA, tiler)
    gB = cute.zipped_divide(mB, tiler)
    gC = cute.zipped_divide(mC, tiler)
    cC = cute.zipped_divide(cute.make_identity_tensor(mC.shape), tiler=tiler)
    vec_add_kernel(gA, gB, gC, cC, mC.shape, thr_layout, val_layout).launch(
        grid=[cute.size(gC, mode=[1]), 1, 1], block=[cute.size(tv, mode=[0]), 1, 1]
    )


@cute.kernel
def row_sum_kernel(gX: cute.Tensor, gY: cute.Tensor):
    # One CTA of 128 threads per row: strided partial sums, a butterfly reduction per warp,
    # the four warp sums through shared memory.
    tidx, _, _ = cute.arch.thread_idx()
    row, _, _ = cute.arch.block_idx()
    partial = cutlass.Float32(0.0)
    for j in range(tidx, gX.shape[1], 128):
        partial += gX[row, j]
    partial = cute.arch.warp_reduction(partial, lambda a, b: a + b)
    sums = cute.make_tensor(cute.arch.alloc_smem(cutlass.Float32, 4, alignment=16),
                            cute.make_layout(4))
    warp = cute.arch.warp_idx()
    if cute.arch.lane_idx() == 0:
        sums[warp] = partial
    cute.arch.sync_threads()
    if tidx == 0:
        gY[row] = sums[0] + sums[1] + sums[2] + sums[3]


@cute.jit
def row_sum(mX: cute.Tensor, mY: cute.Tensor):
    row_sum_kernel(mX, mY).launch(grid=[mX.shape[0], 1, 1], block=[128, 1, 1])


@cute.kernel
def sgemm_simt_kernel(gA: cute.Tensor, gB: cute.Tensor, gC: cute.Tensor):
    # Each thread computes a 4x4 block of C in a register fragment; A and B stream from global
    # memory, one k step at a time, through 4-element register fragments.
    tx, ty, _ = cute.arch.thread_idx()
    bx, by, _ = cute.arch.block_idx()
    row0 = (by * 16 + ty) * 4
    col0 = (bx * 16 + tx) * 4
    acc = cute.make_rmem_tensor(cute.make_layout((4, 4)), cutlass.Float32)
    acc.fill(0.0)
    a = cute.make_rmem_tensor(cute.make_layout(4), cutlass.Float32)
    b = cute.make_rmem_tensor(cute.make_layout(4), cutlass.Float32)
    for k in range(gA.shape[1]):
        for i in cutlass.range_constexpr(4):
            a[i] = gA[row0 + i, k]
            b[i] = gB[k, col0 + i]
        for i in cutlass.range_constexpr(4):
            for j in cutlass.range_constexpr(4):
                acc[i, j] += a[i] * b[j]
    for i in cutlass.range_constexpr(4):
        for j in cutlass.range_constexpr(4):
            gC[row0 + i, col0 + j] = acc[i, j]


@cute.jit
def sgemm_simt(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    sgemm_simt_kernel(mA, mB, mC).launch(
        grid=[mC.shape[1] // 64, mC.shape[0] // 64, 1], block=[16, 16, 1]
    )


@cute.kernel
def hgemm_mma_kernel(tiled_mma: cute.TiledMma, gA: cute.Tensor, gB: cute.Tensor, gC: cute.Tensor):
    # f16 x f16 -> f32 with mma.sync m16n8k16 on sm_80: 4 warps (2x2) per 64x64 tile of C;
    # the A/B fragments are loaded from global memory straight into registers.
    tidx, _, _ = cute.arch.thread_idx()
    bm, bn, _ = cute.arch.block_idx()
    tile = (64, 64, 32)
    cA = cute.local_tile(gA, tile, (bm, bn, None), proj=(1, None, 1))
    cB = cute.local_tile(gB, tile, (bm, bn, None), proj=(None, 1, 1))
    cC = cute.local_tile(gC, tile, (bm, bn, None), proj=(1, 1, None))
    thr_mma = tiled_mma.get_slice(tidx)
    tA = thr_mma.partition_A(cA)
    tB = thr_mma.partition_B(cB)
    tC = thr_mma.partition_C(cC)
    rA = tiled_mma.make_fragment_A(tA[None, None, None, 0])
    rB = tiled_mma.make_fragment_B(tB[None, None, None, 0])
    acc = tiled_mma.make_fragment_C(tC)
    acc.fill(0.0)
    for k in range(cute.size(tA, mode=[3])):
        cute.autovec_copy(tA[None, None, None, k], rA)
        cute.autovec_copy(tB[None, None, None, k], rB)
        cute.gemm(tiled_mma, acc, rA, rB, acc)
    cute.autovec_copy(acc, tC)


@cute.jit
def hgemm_mma(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    op = cute.nvgpu.warp.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (16, 8, 16))
    tiled_mma = cute.make_tiled_mma(op, cute.make_layout((2, 2, 1)), permutation_mnk=(32, 32, 16))
    hgemm_mma_kernel(tiled_mma, mA, mB, mC).launch(
        grid=[mC.shape[0] // 64, mC.shape[1] // 64, 1], block=[128, 1, 1]
    )


@cute.kernel
def tma_scale_kernel(tma_atom: cute.CopyAtom, mA: cute.Tensor, mB: cute.Tensor,
                     smem_layout: cute.Layout, alpha: cutlass.Float32):
    # A 64x64 f32 tile arrives in shared memory by TMA (one thread issues it; an mbarrier
    # counts the bytes); every thread scales its elements and stores them as f16.
    tidx, _, _ = cute.arch.thread_idx()
    bm, bn, _ = cute.arch.block_idx()
    sA = cute.make_tensor(
        cute.arch.alloc_smem(cutlass.Float32, cute.cosize(smem_layout), alignment=128), smem_layout
    )
    mbar = cute.arch.alloc_smem(cutlass.Int64, 1, alignment=8)
    gA = cute.local_tile(mA, (64, 64), (bm, bn))
    tAs, tAg = cute.nvgpu.cpasync.tma_partition(
        tma_atom, 0, cute.make_layout(1), cute.group_modes(sA, 0, 2), cute.group_modes(gA, 0, 2)
    )
    if tidx == 0:
        cute.arch.mbarrier_init(mbar, 1)
        cute.arch.mbarrier_init_fence()
    cute.arch.sync_threads()
    if tidx == 0:
        cute.arch.mbarrier_arrive_and_expect_tx(mbar, 64 * 64 * 4)
        cute.copy(tma_atom, tAg, tAs, tma_bar_ptr=mbar)
    cute.arch.mbarrier_wait(mbar, 0)
    gB = cute.local_tile(mB, (64, 64), (bm, bn))
    for i in range(tidx, 64 * 64 // 8, 128):
        r = i // 8
        c = (i % 8) * 8
        frag = cute.make_rmem_tensor(cute.make_layout(8), cutlass.Float32)
        for j in cutlass.range_constexpr(8):
            frag[j] = sA[r, c + j] * alpha
        out = cute.make_rmem_tensor(cute.make_layout(8), cutlass.Float16)
        out.store(frag.load().to(cutlass.Float16))
        for j in cutlass.range_constexpr(8):
            gB[r, c + j] = out[j]


@cute.jit
def tma_scale(mA: cute.Tensor, mB: cute.Tensor, alpha: cutlass.Float32):
    smem_layout = cute.make_ordered_layout((64, 64), order=(1, 0))
    tma_atom, tma_tensor = cute.nvgpu.cpasync.make_tiled_tma_atom(
        cute.nvgpu.cpasync.CopyBulkTensorTileG2SOp(), mA, smem_layout, (64, 64)
    )
    tma_scale_kernel(tma_atom, tma_tensor, mB, smem_layout, alpha).launch(
        grid=[mA.shape[0] // 64, mA.shape[1] // 64, 1], block=[128, 1, 1]
    )


@cute.kernel
def mbarrier_phases_kernel(gOut: cute.Tensor):
    # Every thread arrives on a shared-memory mbarrier, then asks once with try_wait and once
    # with test_wait whether phase 0 completed (MLIR 23's `nvvm.mbarrier.wait.parity`).
    tidx, _, _ = cute.arch.thread_idx()
    mbar = cute.arch.alloc_smem(cutlass.Int64, 1, alignment=8)
    if tidx == 0:
        cute.arch.mbarrier_init(mbar, 128)
        cute.arch.mbarrier_init_fence()
    cute.arch.sync_threads()
    cute.arch.mbarrier_arrive(mbar)
    ready = cute.arch.mbarrier_try_wait(mbar, 0)
    tested = cute.arch.mbarrier_test_wait(mbar, 0)
    gOut[tidx] = cutlass.Int32(ready) + cutlass.Int32(tested) * 2


@cute.jit
def mbarrier_phases(mOut: cute.Tensor):
    mbarrier_phases_kernel(mOut).launch(grid=[1, 1, 1], block=[128, 1, 1])


@cute.kernel
def cp_async_transpose_kernel(gA: cute.Tensor, gB: cute.Tensor, smem_layout: cute.Layout):
    # A 64x64 f16 tile to shared memory by cp.async (16 bytes per thread and copy), then
    # written out transposed.
    tidx, _, _ = cute.arch.thread_idx()
    bm, bn, _ = cute.arch.block_idx()
    sA = cute.make_tensor(
        cute.arch.alloc_smem(cutlass.Float16, cute.cosize(smem_layout), alignment=128), smem_layout
    )
    atom = cute.make_copy_atom(cute.nvgpu.cpasync.CopyG2SOp(), cutlass.Float16, num_bits_per_copy=128)
    tiled = cute.make_tiled_copy_tv(
        atom, cute.make_ordered_layout((16, 8), order=(1, 0)), cute.make_layout((1, 8))
    )
    thr = tiled.get_slice(tidx)
    tile = cute.local_tile(gA, (64, 64), (bm, bn))
    cute.copy(atom, thr.partition_S(tile), thr.partition_D(sA))
    cute.arch.cp_async_commit_group()
    cute.arch.cp_async_wait_group(0)
    cute.arch.sync_threads()
    gBt = cute.local_tile(gB, (64, 64), (bn, bm))
    for i in range(tidx, 64 * 64, 128):
        gBt[i % 64, i // 64] = sA[i // 64, i % 64]


@cute.jit
def cp_async_transpose(mA: cute.Tensor, mB: cute.Tensor):
    smem_layout = cute.make_ordered_layout((64, 64), order=(1, 0))
    cp_async_transpose_kernel(mA, mB, smem_layout).launch(
        grid=[mA.shape[0] // 64, mA.shape[1] // 64, 1], block=[128, 1, 1]
    )


@cute.kernel
def softmax_row_kernel(gX: cute.Tensor, gY: cute.Tensor):
    # One warp per row of 256 f32: 8 values per lane in a register fragment, max and sum by
    # butterfly shuffles, exp in f32.
    lane = cute.arch.lane_idx()
    row, _, _ = cute.arch.block_idx()
    frag = cute.make_rmem_tensor(cute.make_layout(8), cutlass.Float32)
    for j in cutlass.range_constexpr(8):
        frag[j] = gX[row, lane * 8 + j]
    m = frag[0]
    for j in cutlass.range_constexpr(1, 8):
        m = cute.arch.fmax(m, frag[j])
    m = cute.arch.warp_reduction(m, cute.arch.fmax)
    s = cutlass.Float32(0.0)
    for j in cutlass.range_constexpr(8):
        frag[j] = cute.math.exp(frag[j] - m)
        s += frag[j]
    s = cute.arch.warp_reduction(s, lambda a, b: a + b)
    inv = 1.0 / s
    for j in cutlass.range_constexpr(8):
        gY[row, lane * 8 + j] = frag[j] * inv


@cute.jit
def softmax_row(mX: cute.Tensor, mY: cute.Tensor):
    softmax_row_kernel(mX, mY).launch(grid=[mX.shape[0], 1, 1], block=[32, 1, 1])


_WG_TILE = (64, 64, 64)


@cute.kernel
def wgmma_gemm_kernel(tiled_mma: cute.TiledMma, tma_a: cute.CopyAtom, mA: cute.Tensor,
                      tma_b: cute.CopyAtom, mB: cute.Tensor, mC: cute.Tensor,
                      a_layout: cute.ComposedLayout, b_layout: cute.ComposedLayout):
    # f16 GEMM on sm_90a, one warpgroup per 64x64 tile of C: per 64-wide k step, TMA brings the
    # A and B tiles into swizzled shared memory (an mbarrier counts the bytes, its phase flips
    # each step), then `wgmma.mma_async` accumulates in registers.
    tidx, _, _ = cute.arch.thread_idx()
    bm, bn, _ = cute.arch.block_idx()
    smem = SmemAllocator()
    sA = smem.allocate_tensor(cutlass.Float16, a_layout.outer, byte_alignment=1024, swizzle=a_layout.inner)
    sB = smem.allocate_tensor(cutlass.Float16, b_layout.outer, byte_alignment=1024, swizzle=b_layout.inner)
    mbar = smem.allocate_array(cutlass.Int64, 1)
    gA = cute.local_tile(mA, (64, 64), (bm, None))
    gB = cute.local_tile(mB, (64, 64), (bn, None))
    one = cute.make_layout(1)
    tAs, tAg = cpasync.tma_partition(tma_a, 0, one, cute.group_modes(sA, 0, 2), cute.group_modes(gA, 0, 2))
    tBs, tBg = cpasync.tma_partition(tma_b, 0, one, cute.group_modes(sB, 0, 2), cute.group_modes(gB, 0, 2))
    thr_mma = tiled_mma.get_slice(tidx)
    rA = tiled_mma.make_fragment_A(thr_mma.partition_A(sA))
    rB = tiled_mma.make_fragment_B(thr_mma.partition_B(sB))
    tCgC = thr_mma.partition_C(cute.local_tile(mC, (64, 64), (bm, bn)))
    acc = cute.make_rmem_tensor(tCgC.shape, cutlass.Float32)
    acc.fill(0.0)
    if tidx == 0:
        cute.arch.mbarrier_init(mbar, 1)
        cute.arch.mbarrier_init_fence()
    cute.arch.sync_threads()
    phase = cutlass.Int32(0)
    for k in range(cute.size(gA, mode=[2])):
        if tidx == 0:
            cute.arch.mbarrier_arrive_and_expect_tx(mbar, 2 * 64 * 64 * 2)
            cute.copy(tma_a, tAg[None, k], tAs[None, 0], tma_bar_ptr=mbar)
            cute.copy(tma_b, tBg[None, k], tBs[None, 0], tma_bar_ptr=mbar)
        cute.arch.mbarrier_wait(mbar, phase)
        phase = phase ^ 1
        warpgroup.fence()
        for kb in cutlass.range_constexpr(cute.size(rA, mode=[2])):
            cute.gemm(tiled_mma, acc, rA[None, None, kb, 0], rB[None, None, kb, 0], acc)
        warpgroup.commit_group()
        warpgroup.wait_group(0)
        cute.arch.sync_threads()
    cute.autovec_copy(acc, tCgC)


@cute.jit
def wgmma_gemm(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    k_major = cute.nvgpu.OperandMajorMode.K
    tiled_mma = sm90.make_trivial_tiled_mma(
        cutlass.Float16, cutlass.Float16, k_major, k_major, cutlass.Float32, (1, 1, 1), (64, 64)
    )
    a_layout = sm90.make_smem_layout_a(LayoutEnum.ROW_MAJOR, _WG_TILE, cutlass.Float16, 1)
    b_layout = sm90.make_smem_layout_b(LayoutEnum.ROW_MAJOR, _WG_TILE, cutlass.Float16, 1)
    tile_g2s = cpasync.CopyBulkTensorTileG2SOp()
    tma_a, tA = cpasync.make_tiled_tma_atom(tile_g2s, mA, cute.slice_(a_layout, (None, None, 0)), (64, 64))
    tma_b, tB = cpasync.make_tiled_tma_atom(tile_g2s, mB, cute.slice_(b_layout, (None, None, 0)), (64, 64))
    wgmma_gemm_kernel(tiled_mma, tma_a, tA, tma_b, tB, mC, a_layout, b_layout).launch(
        grid=[mC.shape[0] // 64, mC.shape[1] // 64, 1], block=[128, 1, 1], smem=2 * 64 * 64 * 2 + 2048
    )


# ---------------------------------------------------------------------------------------------
# Capture machinery
# ---------------------------------------------------------------------------------------------


# -- added for issue 30 (unlike the ones above) ------------------------------------------------


@cute.kernel
def smem_transpose_padded_kernel(gA: cute.Tensor, gB: cute.Tensor):
    # A 32x32 f32 tile through shared memory padded to 33 columns (no bank conflicts on the
    # transposed read); 32x8 threads, four rows each, a 2-D grid.
    tx, ty, _ = cute.arch.thread_idx()
    bx, by, _ = cute.arch.block_idx()
    tile = cute.make_tensor(
        cute.arch.alloc_smem(cutlass.Float32, 32 * 33, alignment=16), cute.make_layout((32, 32), stride=(33, 1))
    )
    for k in cutlass.range_constexpr(4):
        r = ty + k * 8
        tile[r, tx] = gA[by * 32 + r, bx * 32 + tx]
    cute.arch.sync_threads()
    for k in cutlass.range_constexpr(4):
        r = ty + k * 8
        gB[bx * 32 + r, by * 32 + tx] = tile[tx, r]


@cute.jit
def smem_transpose_padded(mA: cute.Tensor, mB: cute.Tensor):
    smem_transpose_padded_kernel(mA, mB).launch(
        grid=[mA.shape[1] // 32, mA.shape[0] // 32, 1], block=[32, 8, 1]
    )


@cute.kernel
def argmax_i32_kernel(gX: cute.Tensor, gIdx: cute.Tensor, gMax: cute.Tensor):
    # One warp per row of int32: each lane keeps its best (value, column), the pairs meet in a
    # butterfly of shuffles (ties to the lower column); the row maximum also by redux.sync and,
    # across rows, by a global atomic max.
    lane = cute.arch.lane_idx()
    row, _, _ = cute.arch.block_idx()
    best = cutlass.Int32(-2147483647 - 1)
    where = cutlass.Int32(0)
    for j in range(lane, gX.shape[1], 32):
        v = gX[row, j]
        if v > best:
            best = v
            where = cutlass.Int32(j)
    for offset in cutlass.range_constexpr(5):
        other = cute.arch.shuffle_sync_bfly(best, 16 >> offset)
        other_at = cute.arch.shuffle_sync_bfly(where, 16 >> offset)
        if other > best or (other == best and other_at < where):
            best = other
            where = other_at
    top = cute.arch.warp_redux_sync(best, "max")
    if lane == 0:
        gIdx[row] = where
        cute.arch.atomic_max(gMax.iterator.llvm_ptr, top)


@cute.jit
def argmax_i32(mX: cute.Tensor, mIdx: cute.Tensor, mMax: cute.Tensor):
    argmax_i32_kernel(mX, mIdx, mMax).launch(grid=[mX.shape[0], 1, 1], block=[32, 1, 1])


@cute.kernel
def gelu_bf16_masked_kernel(gX: cute.Tensor, gY: cute.Tensor, n: cutlass.Int32):
    # tanh-GELU on a ragged bf16 row (n not a multiple of the block): bf16 -> f32 math -> bf16,
    # eight elements per thread, each access under its own bounds predicate.
    tidx, _, _ = cute.arch.thread_idx()
    row, _, _ = cute.arch.block_idx()
    for k in cutlass.range_constexpr(8):
        j = tidx * 8 + k
        if j < n:
            x = gX[row, j].to(cutlass.Float32)
            inner = 0.7978845608 * (x + 0.044715 * x * x * x)
            y = 0.5 * x * (1.0 + cute.math.tanh(inner))
            gY[row, j] = y.to(cutlass.BFloat16)


@cute.jit
def gelu_bf16_masked(mX: cute.Tensor, mY: cute.Tensor, n: cutlass.Int32):
    gelu_bf16_masked_kernel(mX, mY, n).launch(grid=[mX.shape[0], 1, 1], block=[128, 1, 1])


_STAGES = 3


@cute.kernel
def cp_async_pipeline_kernel(gA: cute.Tensor, gOut: cute.Tensor, smem_layout: cute.Layout):
    # Column sums of a tall f32 matrix in 32-row tiles through a 3-stage cp.async ring: the tile
    # two steps ahead is in flight while one is summed (wait_group 1 keeps one group pending).
    tidx, _, _ = cute.arch.thread_idx()
    bx, _, _ = cute.arch.block_idx()
    ring = cute.make_tensor(
        cute.arch.alloc_smem(cutlass.Float32, cute.cosize(smem_layout), alignment=128), smem_layout
    )
    atom = cute.make_copy_atom(cute.nvgpu.cpasync.CopyG2SOp(), cutlass.Float32, num_bits_per_copy=128)
    tiled = cute.make_tiled_copy_tv(
        atom, cute.make_ordered_layout((8, 16), order=(1, 0)), cute.make_layout((1, 4))
    )
    thr = tiled.get_slice(tidx)
    tiles = gA.shape[0] // 32
    for s in cutlass.range_constexpr(_STAGES - 1):
        src = cute.local_tile(gA, (32, 64), (s, bx))
        cute.copy(atom, thr.partition_S(src), thr.partition_D(ring[None, None, s]))
        cute.arch.cp_async_commit_group()
    acc = cutlass.Float32(0.0)
    for t in range(tiles):
        nxt = t + _STAGES - 1
        if nxt < tiles:
            src = cute.local_tile(gA, (32, 64), (nxt, bx))
            cute.copy(atom, thr.partition_S(src), thr.partition_D(ring[None, None, nxt % _STAGES]))
        cute.arch.cp_async_commit_group()
        cute.arch.cp_async_wait_group(_STAGES - 1)
        cute.arch.sync_threads()
        if tidx < 64:
            for r in cutlass.range_constexpr(32):
                acc += ring[r, tidx, t % _STAGES]
        cute.arch.sync_threads()
    if tidx < 64:
        gOut[bx * 64 + tidx] = acc


@cute.jit
def cp_async_pipeline(mA: cute.Tensor, mOut: cute.Tensor):
    smem_layout = cute.make_ordered_layout((32, 64, _STAGES), order=(1, 0, 2))
    cp_async_pipeline_kernel(mA, mOut, smem_layout).launch(
        grid=[mA.shape[1] // 64, 1, 1], block=[128, 1, 1]
    )


@cute.kernel
def tma_roundtrip_kernel(load_atom: cute.CopyAtom, mA: cute.Tensor, store_atom: cute.CopyAtom,
                         mB: cute.Tensor, smem_layout: cute.Layout):
    # A 64x64 bf16 tile in by TMA (mbarrier with the byte count), negated in shared memory, out
    # by a TMA store after a proxy fence; the bulk group is waited on before the CTA exits.
    tidx, _, _ = cute.arch.thread_idx()
    bm, bn, _ = cute.arch.block_idx()
    sA = cute.make_tensor(
        cute.arch.alloc_smem(cutlass.BFloat16, cute.cosize(smem_layout), alignment=128), smem_layout
    )
    mbar = cute.arch.alloc_smem(cutlass.Int64, 1, alignment=8)
    gA = cute.local_tile(mA, (64, 64), (bm, bn))
    gB = cute.local_tile(mB, (64, 64), (bm, bn))
    tAs, tAg = cute.nvgpu.cpasync.tma_partition(
        load_atom, 0, cute.make_layout(1), cute.group_modes(sA, 0, 2), cute.group_modes(gA, 0, 2)
    )
    tBs, tBg = cute.nvgpu.cpasync.tma_partition(
        store_atom, 0, cute.make_layout(1), cute.group_modes(sA, 0, 2), cute.group_modes(gB, 0, 2)
    )
    if tidx == 0:
        cute.arch.mbarrier_init(mbar, 1)
        cute.arch.mbarrier_init_fence()
    cute.arch.sync_threads()
    if tidx == 0:
        cute.arch.mbarrier_arrive_and_expect_tx(mbar, 64 * 64 * 2)
        cute.copy(load_atom, tAg, tAs, tma_bar_ptr=mbar)
    cute.arch.mbarrier_wait(mbar, 0)
    for i in range(tidx, 64 * 64, 128):
        sA[i // 64, i % 64] = -sA[i // 64, i % 64]
    cute.arch.fence_proxy("async.shared", space="cta")
    cute.arch.sync_threads()
    if tidx == 0:
        cute.copy(store_atom, tBs, tBg)
        cute.arch.cp_async_bulk_commit_group()
        cute.arch.cp_async_bulk_wait_group(0, read=True)


@cute.jit
def tma_roundtrip(mA: cute.Tensor, mB: cute.Tensor):
    smem_layout = cute.make_ordered_layout((64, 64), order=(1, 0))
    load_atom, load_tensor = cute.nvgpu.cpasync.make_tiled_tma_atom(
        cute.nvgpu.cpasync.CopyBulkTensorTileG2SOp(), mA, smem_layout, (64, 64)
    )
    store_atom, store_tensor = cute.nvgpu.cpasync.make_tiled_tma_atom(
        cute.nvgpu.cpasync.CopyBulkTensorTileS2GOp(), mB, smem_layout, (64, 64)
    )
    tma_roundtrip_kernel(load_atom, load_tensor, store_atom, store_tensor, smem_layout).launch(
        grid=[mA.shape[0] // 64, mA.shape[1] // 64, 1], block=[128, 1, 1]
    )


# -- added for issue 30, round 3 (kinds the earlier captures lack) -----------------------------


@cute.kernel
def add_tv_dyn_kernel(gA: cute.Tensor, gB: cute.Tensor, gC: cute.Tensor, cC: cute.Tensor,
                      shape: cute.Shape, thr_layout: cute.Layout, val_layout: cute.Layout):
    # f16 add on runtime-sized tensors: a TV-layout tiled copy of 8 halves per access, one
    # predicate per access from an identity tensor compared with the runtime shape.
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    tile = ((None, None), bidx)
    atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), gA.element_type, num_bits_per_copy=128)
    thr = cute.make_tiled_copy_tv(atom, thr_layout, val_layout).get_slice(tidx)
    tA = thr.partition_S(gA[tile])
    tB = thr.partition_S(gB[tile])
    tC = thr.partition_D(gC[tile])
    tCrd = thr.partition_D(cC[tile])[(0, None), None, None]
    fA = cute.make_fragment_like(tA)
    fB = cute.make_fragment_like(tB)
    fC = cute.make_fragment_like(tC)
    pred = cute.make_rmem_tensor(tCrd.shape, cutlass.Boolean)
    for i in range(cute.size(pred)):
        pred[i] = cute.elem_less(tCrd[i], shape)
    cute.copy(atom, tA, fA, pred=pred)
    cute.copy(atom, tB, fB, pred=pred)
    fC.store(fA.load() + fB.load())
    cute.copy(atom, fC, tC, pred=pred)


@cute.jit
def add_tv_dyn(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    thr_layout = cute.make_ordered_layout((8, 32), order=(1, 0))
    val_layout = cute.make_ordered_layout((1, 8), order=(1, 0))
    tiler, tv = cute.make_layout_tv(thr_layout, val_layout)
    gA = cute.zipped_divide(mA, tiler)
    gB = cute.zipped_divide(mB, tiler)
    gC = cute.zipped_divide(mC, tiler)
    cC = cute.zipped_divide(cute.make_identity_tensor(mC.shape), tiler=tiler)
    add_tv_dyn_kernel(gA, gB, gC, cC, mC.shape, thr_layout, val_layout).launch(
        grid=[cute.size(gC, mode=[1]), 1, 1], block=[cute.size(tv, mode=[0]), 1, 1]
    )


@cute.kernel
def block_max_kernel(gX: cute.Tensor, gY: cute.Tensor):
    # Row max with 256 threads: down-shuffles in each warp, the 8 warp maxima through shared
    # memory, the first warp reduces them with xor-shuffles; vote.ballot counts NaN-free lanes.
    tidx, _, _ = cute.arch.thread_idx()
    row, _, _ = cute.arch.block_idx()
    m = -cutlass.Float32.inf
    for j in range(tidx, gX.shape[1], 256):
        m = cute.arch.fmax(m, gX[row, j])
    for off in cutlass.range_constexpr(5):
        m = cute.arch.fmax(m, cute.arch.shuffle_sync_down(m, 16 >> off))
    sm = cute.make_tensor(cute.arch.alloc_smem(cutlass.Float32, 8, alignment=16), cute.make_layout(8))
    warp = cute.arch.warp_idx()
    lane = cute.arch.lane_idx()
    if lane == 0:
        sm[warp] = m
    cute.arch.sync_threads()
    if warp == 0:
        v = -cutlass.Float32.inf
        if lane < 8:
            v = sm[lane]
        for off in cutlass.range_constexpr(3):
            v = cute.arch.fmax(v, cute.arch.shuffle_sync_bfly(v, 4 >> off))
        ok = cute.arch.vote_ballot_sync(v == v)
        if lane == 0:
            gY[row] = v
            gY[row + gX.shape[0]] = cutlass.Float32(cutlass.Int32(ok))


@cute.jit
def block_max(mX: cute.Tensor, mY: cute.Tensor):
    block_max_kernel(mX, mY).launch(grid=[mX.shape[0], 1, 1], block=[256, 1, 1])


@cute.kernel
def tma_copy_kernel(load_atom: cute.CopyAtom, mA: cute.Tensor, store_atom: cute.CopyAtom,
                    mB: cute.Tensor, smem_layout: cute.Layout):
    # A 128x32 f16 tile: TMA load into shared memory (mbarrier expect_tx), TMA store back out.
    tidx, _, _ = cute.arch.thread_idx()
    bm, bn, _ = cute.arch.block_idx()
    sA = cute.make_tensor(
        cute.arch.alloc_smem(cutlass.Float16, cute.cosize(smem_layout), alignment=128), smem_layout
    )
    mbar = cute.arch.alloc_smem(cutlass.Int64, 1, alignment=8)
    one = cute.make_layout(1)
    gA = cute.local_tile(mA, (128, 32), (bm, bn))
    gB = cute.local_tile(mB, (128, 32), (bm, bn))
    tAs, tAg = cpasync.tma_partition(load_atom, 0, one, cute.group_modes(sA, 0, 2), cute.group_modes(gA, 0, 2))
    tBs, tBg = cpasync.tma_partition(store_atom, 0, one, cute.group_modes(sA, 0, 2), cute.group_modes(gB, 0, 2))
    if tidx == 0:
        cute.arch.mbarrier_init(mbar, 1)
        cute.arch.mbarrier_init_fence()
    cute.arch.sync_threads()
    if tidx == 0:
        cute.arch.mbarrier_arrive_and_expect_tx(mbar, 128 * 32 * 2)
        cute.copy(load_atom, tAg, tAs, tma_bar_ptr=mbar)
    cute.arch.mbarrier_wait(mbar, 0)
    if tidx == 0:
        cute.copy(store_atom, tBs, tBg)
        cute.arch.cp_async_bulk_commit_group()
        cute.arch.cp_async_bulk_wait_group(0)


@cute.jit
def tma_copy(mA: cute.Tensor, mB: cute.Tensor):
    smem_layout = cute.make_ordered_layout((128, 32), order=(1, 0))
    load_atom, load_tensor = cpasync.make_tiled_tma_atom(
        cpasync.CopyBulkTensorTileG2SOp(), mA, smem_layout, (128, 32)
    )
    store_atom, store_tensor = cpasync.make_tiled_tma_atom(
        cpasync.CopyBulkTensorTileS2GOp(), mB, smem_layout, (128, 32)
    )
    tma_copy_kernel(load_atom, load_tensor, store_atom, store_tensor, smem_layout).launch(
        grid=[mA.shape[0] // 128, mA.shape[1] // 32, 1], block=[128, 1, 1]
    )


@cute.kernel
def fp8_roundtrip_kernel(gX: cute.Tensor, gQ: cute.Tensor, gY: cute.Tensor):
    # f32 -> fp8 e4m3 (register fragment of 8, vector conversion) -> bf16; 8 per thread.
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    base = (bidx * 128 + tidx) * 8
    f = cute.make_rmem_tensor(cute.make_layout(8), cutlass.Float32)
    for j in cutlass.range_constexpr(8):
        f[j] = gX[base + j] * 0.25
    q = cute.make_rmem_tensor(cute.make_layout(8), cutlass.Float8E4M3FN)
    q.store(f.load().to(cutlass.Float8E4M3FN))
    y = cute.make_rmem_tensor(cute.make_layout(8), cutlass.BFloat16)
    y.store(q.load().to(cutlass.Float32).to(cutlass.BFloat16))
    for j in cutlass.range_constexpr(8):
        gQ[base + j] = q[j]
        gY[base + j] = y[j]


@cute.jit
def fp8_roundtrip(mX: cute.Tensor, mQ: cute.Tensor, mY: cute.Tensor):
    fp8_roundtrip_kernel(mX, mQ, mY).launch(grid=[mX.shape[0] // 1024, 1, 1], block=[128, 1, 1])


@cute.kernel
def printf_kernel(gX: cute.Tensor, n: cutlass.Int32):
    # cute.printf of a few scalars from one thread (vprintf with a packed argument buffer).
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    if tidx == 0:
        cute.printf("block %d thread %d n=%d x0=%f", bidx, tidx, n, gX[bidx])


@cute.jit
def printf_demo(mX: cute.Tensor, n: cutlass.Int32):
    printf_kernel(mX, n).launch(grid=[4, 1, 1], block=[32, 1, 1])


@cute.kernel
def ldmatrix_copy_kernel(gA: cute.Tensor, gB: cute.Tensor):
    # A 32x32 f16 tile: global -> shared (plain stores), shared -> registers by ldmatrix x4
    # in the mma.sync A-operand layout, registers -> global.
    tidx, _, _ = cute.arch.thread_idx()
    sA = cute.make_tensor(cute.arch.alloc_smem(cutlass.Float16, 32 * 32, alignment=128),
                          cute.make_ordered_layout((32, 32), order=(1, 0)))
    for i in range(tidx, 32 * 32, 64):
        sA[i // 32, i % 32] = gA[i // 32, i % 32]
    cute.arch.sync_threads()
    op = cute.nvgpu.warp.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (16, 8, 16))
    tiled_mma = cute.make_tiled_mma(op, cute.make_layout((2, 1, 1)))
    thr_mma = tiled_mma.get_slice(tidx)
    rA = tiled_mma.make_fragment_A(thr_mma.partition_A(sA))
    ldsm = cute.make_copy_atom(cute.nvgpu.warp.LdMatrix8x8x16bOp(False, 4), cutlass.Float16)
    s2r = cute.make_tiled_copy_A(ldsm, tiled_mma)
    thr_s2r = s2r.get_slice(tidx)
    cute.copy(s2r, thr_s2r.partition_S(sA), thr_s2r.retile(rA))
    cute.autovec_copy(rA, thr_mma.partition_A(gB))


@cute.jit
def ldmatrix_copy(mA: cute.Tensor, mB: cute.Tensor):
    ldmatrix_copy_kernel(mA, mB).launch(grid=[1, 1, 1], block=[64, 1, 1])


@cute.kernel
def atomic_hist_kernel(gX: cute.Tensor, gH: cute.Tensor):
    # 64-bin histogram in shared memory (shared atomics), flushed by global atomic adds.
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    hist = cute.make_tensor(cute.arch.alloc_smem(cutlass.Int32, 64, alignment=16), cute.make_layout(64))
    if tidx < 64:
        hist[tidx] = 0
    cute.arch.sync_threads()
    for i in range(bidx * 256 + tidx, gX.shape[0], 256 * 32):
        b = gX[i] & 63
        cute.arch.atomic_add((hist.iterator + b).llvm_ptr, cutlass.Int32(1))
    cute.arch.sync_threads()
    if tidx < 64:
        cute.arch.atomic_add((gH.iterator + tidx).llvm_ptr, hist[tidx])


@cute.jit
def atomic_hist(mX: cute.Tensor, mH: cute.Tensor):
    atomic_hist_kernel(mX, mH).launch(grid=[32, 1, 1], block=[256, 1, 1])


_UMMA_TILE = (128, 128, 64)
_UMMA_STAGES = 2


@cute.kernel
def umma_gemm_kernel(tiled_mma: cute.TiledMma, tma_a: cute.CopyAtom, mA: cute.Tensor,
                     tma_b: cute.CopyAtom, mB: cute.Tensor, mC: cute.Tensor,
                     a_layout: cute.ComposedLayout, b_layout: cute.ComposedLayout):
    # bf16 GEMM on sm_100a, one CTA of 128 threads per 128x128 tile of C: warp 0 issues TMA
    # loads (2-stage mbarrier pipeline) and tcgen05.mma into a TMEM accumulator; then all four
    # warps read the accumulator back with tcgen05.ld (32 columns at a time) and store f32.
    tidx, _, _ = cute.arch.thread_idx()
    warp = cute.arch.make_warp_uniform(cute.arch.warp_idx())
    bm, bn, _ = cute.arch.block_idx()
    smem = SmemAllocator()
    ab_bars = smem.allocate_array(cutlass.Int64, _UMMA_STAGES * 2)
    acc_bars = smem.allocate_array(cutlass.Int64, 2)
    tmem_addr = smem.allocate_array(cutlass.Int32, 1)
    sA = smem.allocate_tensor(cutlass.BFloat16, a_layout.outer, byte_alignment=128, swizzle=a_layout.inner)
    sB = smem.allocate_tensor(cutlass.BFloat16, b_layout.outer, byte_alignment=128, swizzle=b_layout.inner)
    tmem = TmemAllocator(
        tmem_addr, barrier_for_retrieve=pipeline.NamedBarrier(barrier_id=1, num_threads=128)
    )
    tmem.allocate(128)
    tx_bytes = cute.size_in_bytes(cutlass.BFloat16, cute.select(a_layout, mode=[0, 1, 2])) + cute.size_in_bytes(
        cutlass.BFloat16, cute.select(b_layout, mode=[0, 1, 2]))
    ab_prod, ab_cons = pipeline.PipelineTmaUmma.create(
        num_stages=_UMMA_STAGES,
        producer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread),
        consumer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread),
        tx_count=tx_bytes,
        barrier_storage=ab_bars,
    ).make_participants()
    acc_prod, acc_cons = pipeline.PipelineUmmaAsync.create(
        num_stages=1,
        producer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread),
        consumer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread, 128),
        barrier_storage=acc_bars,
    ).make_participants()
    coord = (bm, bn, None)
    gA = cute.local_tile(mA, _UMMA_TILE, coord, proj=(1, None, 1))
    gB = cute.local_tile(mB, _UMMA_TILE, coord, proj=(None, 1, 1))
    gC = cute.local_tile(mC, _UMMA_TILE, coord, proj=(1, 1, None))
    thr_mma = tiled_mma.get_slice(0)
    tCgA = thr_mma.partition_A(gA)
    tCgB = thr_mma.partition_B(gB)
    tCgC = thr_mma.partition_C(gC)
    rA = tiled_mma.make_fragment_A(sA)
    rB = tiled_mma.make_fragment_B(sB)
    acc = tiled_mma.make_fragment_C(tiled_mma.partition_shape_C(_UMMA_TILE[:2]))
    one = cute.make_layout(1)
    tAs, tAg = cpasync.tma_partition(tma_a, 0, one, cute.group_modes(sA, 0, 3), cute.group_modes(tCgA, 0, 3))
    tBs, tBg = cpasync.tma_partition(tma_b, 0, one, cute.group_modes(sB, 0, 3), cute.group_modes(tCgB, 0, 3))
    tmem.wait_for_alloc()
    acc = cute.make_tensor(tmem.retrieve_ptr(cutlass.Float32), acc.layout)
    epi = ((cute.size(acc, mode=[0, 0]), cute.size(acc, mode=[0, 1]) // 4),)
    acc_epi = cute.zipped_divide(acc, epi)
    gC_epi = cute.zipped_divide(tCgC, epi)
    t2r = tcgen05.make_tmem_copy(
        cute.make_copy_atom(tcgen05.Ld32x32bOp(tcgen05.Repetition.x32), cutlass.Float32), acc_epi[None, 0]
    )
    thr_t2r = t2r.get_slice(tidx)
    tDt = thr_t2r.partition_S(acc_epi)
    tDg = thr_t2r.partition_D(gC_epi)
    frag = cute.make_rmem_tensor(tDg[None, None, 0].shape, cutlass.Float32)
    if warp == 0:
        acc_empty = acc_prod.acquire_and_advance()
        for _k in cutlass.range(cute.size(gA, mode=[2])):
            empty = ab_prod.acquire_and_advance()
            cute.copy(tma_a, tAg[(None, empty.count)], tAs[(None, empty.index)], tma_bar_ptr=empty.barrier)
            cute.copy(tma_b, tBg[(None, empty.count)], tBs[(None, empty.index)], tma_bar_ptr=empty.barrier)
            full = ab_cons.wait_and_advance()
            for kb in cutlass.range_constexpr(cute.size(rA, mode=[2])):
                cute.gemm(tiled_mma, acc, rA[(None, None, kb, full.index)], rB[(None, None, kb, full.index)], acc)
                tiled_mma.set(tcgen05.Field.ACCUMULATE, True)
            full.release()
        acc_empty.commit()
    tmem.relinquish_alloc_permit()
    acc_full = acc_cons.wait_and_advance()
    for i in cutlass.range(cute.size(tDt, mode=[2])):
        cute.copy(t2r, tDt[None, None, i], frag)
        cute.autovec_copy(frag, tDg[None, None, i])
    acc_full.release()
    pipeline.sync(barrier_id=1)
    tmem.free(acc.iterator)


@cute.jit
def umma_gemm(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    op = tcgen05.MmaF16BF16Op(cutlass.BFloat16, cutlass.Float32, (128, 128, 16), tcgen05.CtaGroup.ONE,
                              tcgen05.OperandSource.SMEM, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.K)
    tiled_mma = cute.make_tiled_mma(op)
    a_layout = sm100.make_smem_layout_a(tiled_mma, _UMMA_TILE, mA.element_type, _UMMA_STAGES)
    b_layout = sm100.make_smem_layout_b(tiled_mma, _UMMA_TILE, mB.element_type, _UMMA_STAGES)
    g2s = cpasync.CopyBulkTensorTileG2SOp(tcgen05.CtaGroup.ONE)
    tma_a, tA = cute.nvgpu.make_tiled_tma_atom_A(g2s, mA, cute.select(a_layout, mode=[0, 1, 2]), _UMMA_TILE, tiled_mma)
    tma_b, tB = cute.nvgpu.make_tiled_tma_atom_B(g2s, mB, cute.select(b_layout, mode=[0, 1, 2]), _UMMA_TILE, tiled_mma)
    umma_gemm_kernel(tiled_mma, tma_a, tA, tma_b, tB, mC, a_layout, b_layout).launch(
        grid=[mC.shape[0] // 128, mC.shape[1] // 128, 1], block=[128, 1, 1]
    )


@cute.kernel
def tmem_roundtrip_kernel(gX: cute.Tensor, gY: cute.Tensor):
    # TMEM without an MMA: each of 128 threads (one TMEM lane) writes 32 f32 columns with
    # tcgen05.st, reads them back with tcgen05.ld, doubles them and stores them out.
    tidx, _, _ = cute.arch.thread_idx()
    warp = cute.arch.make_warp_uniform(cute.arch.warp_idx())
    holder = cute.arch.alloc_smem(cutlass.Int32, 1, alignment=4)
    if warp == 0:
        cute.arch.alloc_tmem(32, holder)
        cute.arch.relinquish_tmem_alloc_permit()
    cute.arch.sync_threads()
    tptr = cute.arch.retrieve_tmem_ptr(cutlass.Float32, 16, holder)
    tT = cute.make_tensor(tptr, cute.make_layout((128, 32), stride=(65536, 1)))
    st = tcgen05.make_tmem_copy(cute.make_copy_atom(tcgen05.St32x32bOp(tcgen05.Repetition.x32), cutlass.Float32), tT)
    ld = tcgen05.make_tmem_copy(cute.make_copy_atom(tcgen05.Ld32x32bOp(tcgen05.Repetition.x32), cutlass.Float32), tT)
    thr_st = st.get_slice(tidx)
    thr_ld = ld.get_slice(tidx)
    gXs = thr_st.partition_S(gX)
    r = cute.make_rmem_tensor(gXs.shape, cutlass.Float32)
    cute.autovec_copy(gXs, r)
    cute.copy(st, r, thr_st.partition_D(tT))
    cute.arch.fence_view_async_tmem_store()
    gYd = thr_ld.partition_D(gY)
    r2 = cute.make_rmem_tensor(gYd.shape, cutlass.Float32)
    cute.copy(ld, thr_ld.partition_S(tT), r2)
    cute.arch.fence_view_async_tmem_load()
    r2.store(r2.load() * 2.0)
    cute.autovec_copy(r2, gYd)
    cute.arch.sync_threads()
    if warp == 0:
        cute.arch.dealloc_tmem(tptr, 32)


@cute.jit
def tmem_roundtrip(mX: cute.Tensor, mY: cute.Tensor):
    tmem_roundtrip_kernel(mX, mY).launch(grid=[1, 1, 1], block=[128, 1, 1])


@cute.kernel
def math_mix_kernel(gX: cute.Tensor, gY: cute.Tensor):
    # cute.math on a fragment of 4 f32 per thread: sin, cos, exp2, log, rsqrt, erf, pow, atan2
    # (libdevice calls: __nv_sinf keeps an argument-reduction array) and fastmath exp2/log2.
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    base = (bidx * 128 + tidx) * 4
    for j in cutlass.range_constexpr(4):
        x = gX[base + j]
        a = cute.math.sin(x) * cute.math.cos(x) + cute.math.exp2(x, fastmath=True)
        b = cute.math.log(cute.math.absf(x) + 1.0) * cute.math.rsqrt(x * x + 1.0)
        c = cute.math.erf(x) + cute.math.pow(cute.math.absf(x), 1.5) + cute.math.atan2(x, 2.0)
        gY[base + j] = a + b + c + cute.math.log2(cute.math.absf(x) + 2.0, fastmath=True)


@cute.jit
def math_mix(mX: cute.Tensor, mY: cute.Tensor):
    math_mix_kernel(mX, mY).launch(grid=[mX.shape[0] // 512, 1, 1], block=[128, 1, 1])


@cute.kernel
def rmsnorm_bf16_kernel(gX: cute.Tensor, gW: cute.Tensor, gY: cute.Tensor, eps: cutlass.Float32):
    # RMSNorm of bf16 rows of 1024, one warp per row: 32 bf16 per lane in 128-bit loads
    # (register fragments), f32 sum of squares by shuffles, rsqrt, bf16 out with a weight.
    lane = cute.arch.lane_idx()
    row, _, _ = cute.arch.block_idx()
    atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), cutlass.BFloat16, num_bits_per_copy=128)
    tiled = cute.make_tiled_copy_tv(atom, cute.make_layout(32), cute.make_layout(8))
    thr = tiled.get_slice(lane)
    gXr = cute.zipped_divide(gX[row, None], (256,))
    gYr = cute.zipped_divide(gY[row, None], (256,))
    gWr = cute.zipped_divide(gW, (256,))
    ss = cutlass.Float32(0.0)
    for t in cutlass.range_constexpr(4):
        src = thr.partition_S(gXr[None, t])
        frag = cute.make_fragment_like(src)
        cute.copy(atom, src, frag)
        v = frag.load().to(cutlass.Float32)
        ss += (v * v).reduce(cute.ReductionOp.ADD, 0.0, 0)
    ss = cute.arch.warp_reduction(ss, lambda a, b: a + b)
    inv = cute.math.rsqrt(ss / 1024.0 + eps)
    for t in cutlass.range_constexpr(4):
        src = thr.partition_S(gXr[None, t])
        wsrc = thr.partition_S(gWr[None, t])
        dst = thr.partition_D(gYr[None, t])
        frag = cute.make_fragment_like(src)
        wfrag = cute.make_fragment_like(wsrc)
        cute.copy(atom, src, frag)
        cute.copy(atom, wsrc, wfrag)
        out = cute.make_fragment_like(dst)
        out.store((frag.load().to(cutlass.Float32) * inv * wfrag.load().to(cutlass.Float32)).to(cutlass.BFloat16))
        cute.copy(atom, out, dst)


@cute.jit
def rmsnorm_bf16(mX: cute.Tensor, mW: cute.Tensor, mY: cute.Tensor, eps: cutlass.Float32):
    rmsnorm_bf16_kernel(mX, mW, mY, eps).launch(grid=[mX.shape[0], 1, 1], block=[32, 1, 1])


@cute.kernel
def cluster_sum_kernel(gX: cute.Tensor, gY: cute.Tensor):
    # A cluster of 2 CTAs: each sums its 128 values in shared memory; after a cluster barrier
    # CTA 0 reads its peer's first warp sum through distributed shared memory (mapa).
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    rank = cute.arch.block_idx_in_cluster()
    part = cute.make_tensor(cute.arch.alloc_smem(cutlass.Float32, 4, alignment=16), cute.make_layout(4))
    v = cute.arch.warp_reduction(gX[bidx * 128 + tidx], lambda a, b: a + b)
    warp = cute.arch.warp_idx()
    if cute.arch.lane_idx() == 0:
        part[warp] = v
    cute.arch.cluster_arrive()
    cute.arch.cluster_wait()
    if rank == 0 and tidx == 0:
        peer = map_dsmem_ptr(part.iterator, 1)
        # CuTe tensors refuse loads from `dsmem`; the remote value is read with a plain llvm.load
        # of the mapped `!llvm.ptr<7>`.
        remote = cutlass.Float32(_mlir_llvm.load(cutlass.Float32.mlir_type, peer.llvm_ptr))
        gY[bidx // 2] = part[0] + part[1] + part[2] + part[3] + remote
    cute.arch.cluster_arrive()
    cute.arch.cluster_wait()


@cute.jit
def cluster_sum(mX: cute.Tensor, mY: cute.Tensor):
    cluster_sum_kernel(mX, mY).launch(grid=[mX.shape[0] // 128, 1, 1], block=[128, 1, 1], cluster=[2, 1, 1])


@cute.kernel
def ws_colsum_kernel(tma_atom: cute.CopyAtom, mA: cute.Tensor, gY: cute.Tensor, smem_layout: cute.Layout):
    # Warp-specialized on sm_90a, two warpgroups: the producer (registers lowered by setmaxnreg)
    # has one elected thread stream 64x64 f32 tiles by TMA through a 2-stage ring (full/empty
    # mbarriers), the consumer (registers raised) sums the tiles' columns; named barrier at the end.
    tidx, _, _ = cute.arch.thread_idx()
    bm, _, _ = cute.arch.block_idx()
    wg = cute.arch.make_warp_uniform(cute.arch.warp_idx()) // 4
    sA = cute.make_tensor(
        cute.arch.alloc_smem(cutlass.Float32, cute.cosize(smem_layout), alignment=128), smem_layout
    )
    full = cute.arch.alloc_smem(cutlass.Int64, 2, alignment=8)
    empty = cute.arch.alloc_smem(cutlass.Int64, 2, alignment=8)
    gA = cute.local_tile(mA, (64, 64), (None, bm))
    tAs, tAg = cpasync.tma_partition(tma_atom, 0, cute.make_layout(1), cute.group_modes(sA, 0, 2),
                                     cute.group_modes(gA, 0, 2))
    if tidx == 0:
        for s in cutlass.range_constexpr(2):
            cute.arch.mbarrier_init(full + s, 1)
            cute.arch.mbarrier_init(empty + s, 128)
        cute.arch.mbarrier_init_fence()
    cute.arch.sync_threads()
    tiles = cute.size(gA, mode=[2])
    if wg == 0:
        cute.arch.setmaxregister_decrease(40)
        if tidx == 0:
            for k in range(tiles):
                s = k % 2
                cute.arch.mbarrier_wait(empty + s, ((k // 2) & 1) ^ 1)
                cute.arch.mbarrier_arrive_and_expect_tx(full + s, 64 * 64 * 4)
                cute.copy(tma_atom, tAg[None, k], tAs[None, s], tma_bar_ptr=full + s)
    else:
        cute.arch.setmaxregister_increase(232)
        col = tidx - 128
        acc = cutlass.Float32(0.0)
        for k in range(tiles):
            s = k % 2
            cute.arch.mbarrier_wait(full + s, (k // 2) & 1)
            if col < 64:
                for r in cutlass.range_constexpr(64):
                    acc += sA[r, col, s]
            cute.arch.mbarrier_arrive(empty + s)
        if col < 64:
            gY[bm * 64 + col] = acc
    cute.arch.barrier(barrier_id=1, number_of_threads=256)


@cute.jit
def ws_colsum(mA: cute.Tensor, mY: cute.Tensor):
    smem_layout = cute.make_ordered_layout((64, 64, 2), order=(1, 0, 2))
    tma_atom, tma_tensor = cpasync.make_tiled_tma_atom(
        cpasync.CopyBulkTensorTileG2SOp(), mA, cute.slice_(smem_layout, (None, None, 0)), (64, 64)
    )
    ws_colsum_kernel(tma_atom, tma_tensor, mY, smem_layout).launch(
        grid=[mA.shape[1] // 64, 1, 1], block=[256, 1, 1]
    )


@cute.kernel
def spin_lock_kernel(gLock: cute.Tensor, gCount: cute.Tensor):
    # A global spin lock: one thread per CTA acquires it by compare-and-swap (acquire, gpu
    # scope), increments a counter non-atomically inside, releases it by an exchange (release).
    tidx, _, _ = cute.arch.thread_idx()
    if tidx == 0:
        lock = gLock.iterator.llvm_ptr
        got = cutlass.Int32(1)
        while got != 0:
            got = cute.arch.atomic_cas(lock, cmp=cutlass.Int32(0), val=cutlass.Int32(1), sem="acquire", scope="gpu")
        gCount[0] = gCount[0] + 1
        cute.arch.fence_acq_rel_gpu()
        cute.arch.atomic_exch(lock, cutlass.Int32(0), sem="release", scope="gpu")


@cute.jit
def spin_lock(mLock: cute.Tensor, mCount: cute.Tensor):
    spin_lock_kernel(mLock, mCount).launch(grid=[64, 1, 1], block=[32, 1, 1])


@cute.kernel
def atomics_mix_kernel(gI: cute.Tensor, gF: cute.Tensor, gL: cute.Tensor, gOut: cute.Tensor):
    # cute.arch's atomics on global and shared memory, i32/u32/f32/i64, with memory orders and
    # scopes; an inclusive warp scan by shfl.up; vote.all/any; one elected lane per warp.
    tidx, _, _ = cute.arch.thread_idx()
    lane = cute.arch.lane_idx()
    sh = cute.make_tensor(cute.arch.alloc_smem(cutlass.Float32, 4, alignment=16), cute.make_layout(4))
    if tidx < 4:
        sh[tidx] = 0.0
    cute.arch.sync_threads()
    x = cutlass.Int32(tidx)
    for off in cutlass.range_constexpr(5):
        y = cute.arch.shuffle_sync_up(x, 1 << off)
        if lane >= (1 << off):
            x = x + y
    f = cutlass.Float32(x) * 0.5
    gi = gI.iterator.llvm_ptr
    a = cute.arch.atomic_add(gi, x, sem="relaxed", scope="gpu")
    b = cute.arch.atomic_and((gI.iterator + 1).llvm_ptr, x, sem="acq_rel", scope="cta")
    c = cute.arch.atomic_min((gI.iterator + 2).llvm_ptr, x, sem="release", scope="sys")
    d = cute.arch.atomic_add(gF.iterator.llvm_ptr, f)
    e = cute.arch.atomic_fmax((gF.iterator + 1).llvm_ptr, f, sem="relaxed", scope="gpu")
    g = cute.arch.atomic_add(gL.iterator.llvm_ptr, cutlass.Int64(x), scope="cluster")
    s = cute.arch.atomic_add((sh.iterator + (tidx % 4)).llvm_ptr, f, scope="cta")
    m = cute.arch.atomic_max_float32((sh.iterator + 3).llvm_ptr, f)
    every = cute.arch.vote_all_sync(x >= 0)
    some = cute.arch.vote_any_sync(x > 100)
    r = a + b + c + cutlass.Int32(d + e + s) + cutlass.Int32(g) + cutlass.Int32(every) + cutlass.Int32(some)
    gOut[tidx] = r + cutlass.Int32(m)


@cute.jit
def atomics_mix(mI: cute.Tensor, mF: cute.Tensor, mL: cute.Tensor, mOut: cute.Tensor):
    atomics_mix_kernel(mI, mF, mL, mOut).launch(grid=[1, 1, 1], block=[128, 1, 1])


@cute.kernel
def wgmma_bf16_kernel(tiled_mma: cute.TiledMma, tma_a: cute.CopyAtom, mA: cute.Tensor,
                      tma_b: cute.CopyAtom, mB: cute.Tensor, mC: cute.Tensor,
                      a_layout: cute.ComposedLayout, b_layout: cute.ComposedLayout):
    # bf16 GEMM on sm_90a, two warpgroups (2x1) per 128x128 tile of C, 2-stage TMA ring: the
    # load of stage k+1 is issued before the wgmmas of stage k; bf16 output.
    tidx, _, _ = cute.arch.thread_idx()
    bm, bn, _ = cute.arch.block_idx()
    smem = SmemAllocator()
    sA = smem.allocate_tensor(cutlass.BFloat16, a_layout.outer, byte_alignment=1024, swizzle=a_layout.inner)
    sB = smem.allocate_tensor(cutlass.BFloat16, b_layout.outer, byte_alignment=1024, swizzle=b_layout.inner)
    bars = smem.allocate_array(cutlass.Int64, 2)
    gA = cute.local_tile(mA, (128, 64), (bm, None))
    gB = cute.local_tile(mB, (128, 64), (bn, None))
    one = cute.make_layout(1)
    tAs, tAg = cpasync.tma_partition(tma_a, 0, one, cute.group_modes(sA, 0, 2), cute.group_modes(gA, 0, 2))
    tBs, tBg = cpasync.tma_partition(tma_b, 0, one, cute.group_modes(sB, 0, 2), cute.group_modes(gB, 0, 2))
    thr_mma = tiled_mma.get_slice(tidx)
    rA = tiled_mma.make_fragment_A(thr_mma.partition_A(sA))
    rB = tiled_mma.make_fragment_B(thr_mma.partition_B(sB))
    tCgC = thr_mma.partition_C(cute.local_tile(mC, (128, 128), (bm, bn)))
    acc = cute.make_rmem_tensor(tCgC.shape, cutlass.Float32)
    acc.fill(0.0)
    if tidx == 0:
        cute.arch.mbarrier_init(bars, 1)
        cute.arch.mbarrier_init(bars + 1, 1)
        cute.arch.mbarrier_init_fence()
    cute.arch.sync_threads()
    tiles = cute.size(gA, mode=[2])
    if tidx == 0:
        cute.arch.mbarrier_arrive_and_expect_tx(bars, 2 * 128 * 64 * 2)
        cute.copy(tma_a, tAg[None, 0], tAs[None, 0], tma_bar_ptr=bars)
        cute.copy(tma_b, tBg[None, 0], tBs[None, 0], tma_bar_ptr=bars)
    for k in range(tiles):
        s = k % 2
        if tidx == 0 and k + 1 < tiles:
            cute.arch.mbarrier_arrive_and_expect_tx(bars + (1 - s), 2 * 128 * 64 * 2)
            cute.copy(tma_a, tAg[None, k + 1], tAs[None, 1 - s], tma_bar_ptr=bars + (1 - s))
            cute.copy(tma_b, tBg[None, k + 1], tBs[None, 1 - s], tma_bar_ptr=bars + (1 - s))
        cute.arch.mbarrier_wait(bars + s, (k // 2) & 1)
        warpgroup.fence()
        for kb in cutlass.range_constexpr(cute.size(rA, mode=[2])):
            cute.gemm(tiled_mma, acc, rA[None, None, kb, s], rB[None, None, kb, s], acc)
        warpgroup.commit_group()
        warpgroup.wait_group(0)
        cute.arch.sync_threads()
    out = cute.make_rmem_tensor(tCgC.shape, cutlass.BFloat16)
    out.store(acc.load().to(cutlass.BFloat16))
    cute.autovec_copy(out, tCgC)


@cute.jit
def wgmma_bf16(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    k_major = cute.nvgpu.OperandMajorMode.K
    tiled_mma = sm90.make_trivial_tiled_mma(
        cutlass.BFloat16, cutlass.BFloat16, k_major, k_major, cutlass.Float32, (2, 1, 1), (64, 128)
    )
    tile = (128, 128, 64)
    a_layout = sm90.make_smem_layout_a(LayoutEnum.ROW_MAJOR, tile, cutlass.BFloat16, 2)
    b_layout = sm90.make_smem_layout_b(LayoutEnum.ROW_MAJOR, tile, cutlass.BFloat16, 2)
    g2s = cpasync.CopyBulkTensorTileG2SOp()
    tma_a, tA = cpasync.make_tiled_tma_atom(g2s, mA, cute.slice_(a_layout, (None, None, 0)), (128, 64))
    tma_b, tB = cpasync.make_tiled_tma_atom(g2s, mB, cute.slice_(b_layout, (None, None, 0)), (128, 64))
    wgmma_bf16_kernel(tiled_mma, tma_a, tA, tma_b, tB, mC, a_layout, b_layout).launch(
        grid=[mC.shape[0] // 128, mC.shape[1] // 128, 1], block=[256, 1, 1],
        smem=2 * 2 * 128 * 64 * 2 + 2048,
    )


@dataclass
class Case:
    name: str
    fn: Callable
    args: Callable[[], tuple]
    arch: str
    notes: str = ""
    problem: dict = field(default_factory=dict)


def _tensor(dtype, shape):
    """A row-major fake tensor with a 16-byte aligned base."""
    order = tuple(range(len(shape) - 1, -1, -1))
    return make_fake_compact_tensor(dtype, shape, stride_order=order, assumed_align=16)


CASES = [
    Case(
        "vec_add",
        vec_add,
        lambda: tuple(make_fake_compact_tensor(cutlass.Float32, (512, 1024), stride_order=(1, 0),
                                               assumed_align=16) for _ in range(3)),
        "sm_80",
        "2-D f32 add, 128-bit vectorised copies through register fragments, edge predicates",
        {"M": 512, "N": 1024},
    ),
    Case(
        "row_sum",
        row_sum,
        lambda: (_tensor(cutlass.Float32, (256, 1000)), _tensor(cutlass.Float32, (256,))),
        "sm_80",
        "row sums: strided loop, warp butterfly shuffles, shared memory, barrier",
        {"rows": 256, "cols": 1000},
    ),
    Case(
        "sgemm_simt",
        sgemm_simt,
        lambda: tuple(_tensor(cutlass.Float32, (256, 256)) for _ in range(3)),
        "sm_80",
        "f32 GEMM, 4x4 accumulators per thread in a register fragment",
        {"M": 256, "N": 256, "K": 256},
    ),
    Case(
        "hgemm_mma",
        hgemm_mma,
        lambda: (_tensor(cutlass.Float16, (256, 128)), _tensor(cutlass.Float16, (256, 128)),
                 _tensor(cutlass.Float32, (256, 256))),
        "sm_80",
        "f16 GEMM (A: MxK, B: NxK, K-major), mma.sync m16n8k16 f32 accumulators, 2x2 warps",
        {"M": 256, "N": 256, "K": 128},
    ),
    Case(
        "cp_async_transpose",
        cp_async_transpose,
        lambda: (_tensor(cutlass.Float16, (256, 512)), _tensor(cutlass.Float16, (512, 256))),
        "sm_80",
        "cp.async 128-bit copies into shared memory, commit/wait group, transposed store",
        {"M": 256, "N": 512},
    ),
    Case(
        "softmax_row",
        softmax_row,
        lambda: (_tensor(cutlass.Float32, (128, 256)), _tensor(cutlass.Float32, (128, 256))),
        "sm_80",
        "one warp per row: register fragment, nvvm.fmax, butterfly shuffles, libdevice __nv_expf",
        {"rows": 128, "cols": 256},
    ),
    Case(
        "tma_scale_sm90",
        tma_scale,
        lambda: (_tensor(cutlass.Float32, (512, 512)), _tensor(cutlass.Float16, (512, 512)), 0.5),
        "sm_90a",
        "TMA tile load into shared memory, mbarrier expect_tx/wait, f32 -> f16 conversion",
        {"M": 512, "N": 512},
    ),
    Case(
        "tma_scale_sm100",
        tma_scale,
        lambda: (_tensor(cutlass.Float32, (512, 512)), _tensor(cutlass.Float16, (512, 512)), 0.5),
        "sm_100a",
        "the sm_90a kernel compiled for sm_100a",
        {"M": 512, "N": 512},
    ),
    Case(
        "wgmma_gemm_sm90",
        wgmma_gemm,
        lambda: (_tensor(cutlass.Float16, (256, 256)), _tensor(cutlass.Float16, (256, 256)),
                 _tensor(cutlass.Float32, (256, 256))),
        "sm_90a",
        "f16 GEMM (A: MxK, B: NxK), TMA into swizzled shared memory, wgmma, llvm.intr.assume align bundles",
        {"M": 256, "N": 256, "K": 256},
    ),
    Case(
        "mbarrier_phases_sm90",
        mbarrier_phases,
        lambda: (_tensor(cutlass.Int32, (128,)),),
        "sm_90a",
        "mbarrier arrive (with its count and state), try_wait/test_wait on a phase parity",
        {"n": 128},
    ),
    Case(
        "smem_transpose_padded",
        smem_transpose_padded,
        lambda: (_tensor(cutlass.Float32, (256, 512)), _tensor(cutlass.Float32, (512, 256))),
        "sm_80",
        "transpose through shared memory padded to 33 columns, 32x8 threads, 2-D grid",
        {"M": 256, "N": 512},
    ),
    Case(
        "argmax_i32",
        argmax_i32,
        lambda: (_tensor(cutlass.Int32, (128, 1000)), _tensor(cutlass.Int32, (128,)), _tensor(cutlass.Int32, (1,))),
        "sm_80",
        "per-row int32 argmax: (value, index) pairs by butterfly shuffles, redux.sync max, atomic max",
        {"rows": 128, "cols": 1000},
    ),
    Case(
        "gelu_bf16_masked",
        gelu_bf16_masked,
        lambda: (_tensor(cutlass.BFloat16, (64, 1000)), _tensor(cutlass.BFloat16, (64, 1000)), 1000),
        "sm_80",
        "tanh-GELU on bf16 rows (f32 math), per-element bounds predicates on a ragged row",
        {"rows": 64, "cols": 1000},
    ),
    Case(
        "cp_async_pipeline",
        cp_async_pipeline,
        lambda: (_tensor(cutlass.Float32, (1024, 256)), _tensor(cutlass.Float32, (256,))),
        "sm_80",
        "column sums through a 3-stage cp.async ring (commit per tile, wait_group 2)",
        {"M": 1024, "N": 256},
    ),
    Case(
        "tma_roundtrip_sm100",
        tma_roundtrip,
        lambda: (_tensor(cutlass.BFloat16, (256, 256)), _tensor(cutlass.BFloat16, (256, 256))),
        "sm_100a",
        "TMA load (mbarrier expect_tx), bf16 negation in shared memory, proxy fence, TMA store, bulk group wait",
        {"M": 256, "N": 256},
    ),
    Case(
        "add_tv_dyn_sm90",
        add_tv_dyn,
        lambda: tuple(make_fake_compact_tensor(cutlass.Float16, (cute.sym_int(), cute.sym_int(divisibility=8)),
                                               stride_order=(1, 0), assumed_align=16) for _ in range(3)),
        "sm_90",
        "f16 add on runtime-sized 2-D tensors (symbolic shapes), TV-layout 128-bit copies, predicates",
        {"M": "runtime", "N": "runtime, multiple of 8"},
    ),
    Case(
        "block_max",
        block_max,
        lambda: (_tensor(cutlass.Float32, (128, 3000)), _tensor(cutlass.Float32, (256,))),
        "sm_80",
        "row max: shfl.down per warp, warp maxima through shared memory, shfl.bfly, vote.ballot",
        {"rows": 128, "cols": 3000},
    ),
    Case(
        "tma_copy_sm90",
        tma_copy,
        lambda: (_tensor(cutlass.Float16, (512, 256)), _tensor(cutlass.Float16, (512, 256))),
        "sm_90a",
        "TMA tile load (mbarrier expect_tx) and TMA store of 128x32 f16 tiles, bulk group wait",
        {"M": 512, "N": 256},
    ),
    Case(
        "fp8_roundtrip_sm90",
        fp8_roundtrip,
        lambda: (_tensor(cutlass.Float32, (8192,)), _tensor(cutlass.Float8E4M3FN, (8192,)),
                 _tensor(cutlass.BFloat16, (8192,))),
        "sm_90a",
        "f32 -> fp8 e4m3 -> f32 -> bf16 vector conversions in register fragments",
        {"n": 8192},
    ),
    Case(
        "printf",
        printf_demo,
        lambda: (_tensor(cutlass.Float32, (4,)), 7),
        "sm_80",
        "cute.printf of ints and an f32 (vprintf)",
        {"n": 4},
    ),
    Case(
        "ldmatrix_copy",
        ldmatrix_copy,
        lambda: (_tensor(cutlass.Float16, (32, 32)), _tensor(cutlass.Float16, (32, 32))),
        "sm_80",
        "ldmatrix x4 from shared memory into mma.sync A fragments (make_tiled_copy_A)",
        {"M": 32, "N": 32},
    ),
    Case(
        "atomic_hist",
        atomic_hist,
        lambda: (_tensor(cutlass.Int32, (1 << 16,)), _tensor(cutlass.Int32, (64,))),
        "sm_80",
        "64-bin histogram: shared-memory atomic adds, flushed by global atomic adds",
        {"n": 65536, "bins": 64},
    ),
    Case(
        "umma_gemm_sm100",
        umma_gemm,
        lambda: (_tensor(cutlass.BFloat16, (256, 256)), _tensor(cutlass.BFloat16, (256, 256)),
                 _tensor(cutlass.Float32, (256, 256))),
        "sm_100a",
        "bf16 GEMM (A: MxK, B: NxK): TMA + 2-stage mbarrier pipeline, tcgen05.mma into TMEM, tcgen05.ld epilogue",
        {"M": 256, "N": 256, "K": 256},
    ),
    Case(
        "tmem_roundtrip_sm100",
        tmem_roundtrip,
        lambda: (_tensor(cutlass.Float32, (128, 32)), _tensor(cutlass.Float32, (128, 32))),
        "sm_100a",
        "tcgen05.alloc/dealloc, tcgen05.st and tcgen05.ld of 32 f32 columns per lane, TMEM fences",
        {"M": 128, "N": 32},
    ),
    Case(
        "math_mix",
        math_mix,
        lambda: (_tensor(cutlass.Float32, (4096,)), _tensor(cutlass.Float32, (4096,))),
        "sm_80",
        "cute.math sin/cos/exp2/log/rsqrt/erf/pow/atan2/log2 (libdevice calls, fastmath approximations)",
        {"n": 4096},
    ),
    Case(
        "rmsnorm_bf16",
        rmsnorm_bf16,
        lambda: (_tensor(cutlass.BFloat16, (64, 1024)), _tensor(cutlass.BFloat16, (1024,)),
                 _tensor(cutlass.BFloat16, (64, 1024)), 1e-6),
        "sm_80",
        "RMSNorm, one warp per bf16 row: 128-bit fragment loads, vector reduce, shuffles, rsqrt",
        {"rows": 64, "cols": 1024},
    ),
    Case(
        "cluster_sum_sm90",
        cluster_sum,
        lambda: (_tensor(cutlass.Float32, (1024,)), _tensor(cutlass.Float32, (4,))),
        "sm_90a",
        "cluster of 2 CTAs: barrier.cluster arrive/wait, a peer CTA's shared memory through mapa",
        {"n": 1024},
    ),
    Case(
        "ws_colsum_sm90",
        ws_colsum,
        lambda: (_tensor(cutlass.Float32, (512, 256)), _tensor(cutlass.Float32, (256,))),
        "sm_90a",
        "warp specialization: setmaxnreg dec/inc, TMA producer and consumer warpgroups on a 2-stage mbarrier ring, named barrier",
        {"M": 512, "N": 256},
    ),
    Case(
        "spin_lock",
        spin_lock,
        lambda: (_tensor(cutlass.Int32, (1,)), _tensor(cutlass.Int32, (1,))),
        "sm_80",
        "global spin lock: atom.cas acquire, fence.acq_rel.gpu, atom.exch release",
        {"ctas": 64},
    ),
    Case(
        "hgemm_mma_sm120",
        hgemm_mma,
        lambda: (_tensor(cutlass.Float16, (256, 128)), _tensor(cutlass.Float16, (256, 128)),
                 _tensor(cutlass.Float32, (256, 256))),
        "sm_120a",
        "the hgemm_mma kernel (mma.sync m16n8k16) for consumer Blackwell",
        {"M": 256, "N": 256, "K": 128},
    ),
    Case(
        "tma_copy_sm100",
        tma_copy,
        lambda: (_tensor(cutlass.Float16, (512, 256)), _tensor(cutlass.Float16, (512, 256))),
        "sm_100a",
        "the tma_copy kernel for sm_100a",
        {"M": 512, "N": 256},
    ),
    Case(
        "atomics_mix_sm90",
        atomics_mix,
        lambda: (_tensor(cutlass.Int32, (4,)), _tensor(cutlass.Float32, (4,)), _tensor(cutlass.Int64, (2,)),
                 _tensor(cutlass.Int32, (128,))),
        "sm_90a",
        "atomics of every cute.arch kind, type, order and scope (global/shared), shfl.up scan, vote.all/any",
        {"n": 128},
    ),
    Case(
        "wgmma_bf16_sm90",
        wgmma_bf16,
        lambda: (_tensor(cutlass.BFloat16, (256, 512)), _tensor(cutlass.BFloat16, (256, 512)),
                 _tensor(cutlass.BFloat16, (256, 256))),
        "sm_90a",
        "bf16 GEMM (A: MxK, B: NxK), 2 warpgroups per 128x128 tile, 2-stage TMA ring, wgmma, bf16 output",
        {"M": 256, "N": 256, "K": 512},
    ),
]

_captured: list[tuple[str, str]] = []
_original_compile = base_compiler.Compiler.compile


def _capturing_compile(self, module, pipeline, *args, **kwargs):
    clone = module.operation.clone()
    llvm_only = pipeline.replace("cute-to-nvvm{", "cute-to-nvvm{llvm-only=true ", 1)
    assert llvm_only != pipeline, pipeline
    self.passmanager.PassManager.parse(llvm_only).run(clone)
    _captured.append((pipeline, _split_print(clone)))
    return _original_compile(self, module, pipeline, *args, **kwargs)


def _split_print(module_op) -> str:
    """The module with the gpu.modules as CuTe prints them and the host ops in MLIR's generic
    form for the `cuda` dialect (see the module docstring)."""
    device = []
    host = module_op.clone()
    for op in list(host.regions[0].blocks[0].operations):
        if op.operation.name == "gpu.module":
            device.append(str(op))
            op.operation.erase()
    generic = host.get_asm(print_generic_op_form=True)
    pretty = subprocess.run(
        [MLIR_OPT, "--allow-unregistered-dialect", "--mlir-print-op-generic=false"],
        input=generic, capture_output=True, text=True, check=True,
    ).stdout
    # Put the device code first, inside the host module (after its opening line).
    lines = pretty.rstrip("\n").split("\n")
    head = lines[0]
    assert head.startswith("module") and head.endswith("{"), head
    indented = ["\n".join("  " + ln if ln else ln for ln in d.split("\n")) for d in device]
    return "\n".join([head, *indented, *lines[1:]]) + "\n"


base_compiler.Compiler.compile = _capturing_compile


def _split_params(text: str) -> list[str]:
    """The types of `%argN: TYPE {attrs}, ...` (commas nest inside <>, (), {})."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text + ","):
        if ch in "<({[":
            depth += 1
        elif ch in ">)}]":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    return [re.sub(r"^%\w+: ", "", p) for p in parts if p]


def _kernel_info(text: str) -> list[dict]:
    kernels = []
    for m in re.finditer(r"llvm\.func @(\w+)\((.*?)\)(?: -> \S+)? attributes \{(.*)\} \{$", text, re.M):
        attrs = m.group(3)
        if "nvvm.kernel" not in attrs:
            continue
        info: dict = {"name": m.group(1)}
        for key in ("nvvm.reqntid", "exact_grid_dim", "exact_block_dim", "exact_cluster_dim"):
            a = re.search(re.escape(key) + r" = array<i\d+: ([\d, ]+)>", attrs)
            if a:
                info[key] = [int(x) for x in a.group(1).split(",")]
        info["mlir_params"] = _split_params(m.group(2))
        smem = re.search(r"nvvm\.smem[\w.]* = (\d+)", attrs)
        if smem:
            info["shared_bytes"] = int(smem.group(1))
        kernels.append(info)
    return kernels


def capture(case: Case, out: Path) -> None:
    from cutlass.cutlass_dsl.cutlass import CuTeDSL

    dsl = CuTeDSL._get_dsl()
    dsl.envar.arch = case.arch
    for f in glob.glob(os.path.join(_SCRATCH, "*")):
        os.remove(f)
    _captured.clear()
    cute.compile(case.fn, *case.args())
    assert len(_captured) == 1, len(_captured)
    pipeline, text = _captured[0]
    (out / f"{case.name}.mlir").write_text(text)
    ptx = sorted(glob.glob(os.path.join(_SCRATCH, "**", "*.ptx"), recursive=True))
    assert len(ptx) == 1, ptx
    shutil.copy(ptx[0], out / f"{case.name}.cute.ptx")
    kernels = _kernel_info(text)
    assert len(kernels) == 1, kernels
    k = kernels[0]
    info = {
        "producer": f"nvidia-cutlass-dsl {cutlass.__version__}",
        "kernel": k["name"],
        "target": {"arch": case.arch, "ptx_target": case.arch},
        "block": k.get("exact_block_dim") or k.get("nvvm.reqntid"),
        "grid": [str(g) for g in k.get("exact_grid_dim", ["?", "?", "?"])],
        # A cluster launch (CuTe's host code asks for it; the PTX has no .reqnctapercluster).
        **({"cluster": k["exact_cluster_dim"]} if "exact_cluster_dim" in k else {}),
        "shared_bytes": k.get("shared_bytes", 0),
        "mlir_params": k["mlir_params"],
        "problem": case.problem,
        "pipeline": re.sub(r"\s+", " ", re.sub(r"dump-ptx-path='[^']*'", "", pipeline)),
        "notes": case.notes,
    }
    (out / f"{case.name}.json").write_text(json.dumps(info, indent=1) + "\n")
    print(f"{case.name}: {len(text) // 1024} KB", file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--only", nargs="*", help="kernel names to capture (default: all)")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for case in CASES:
        if args.only and case.name not in args.only:
            continue
        capture(case, args.out)


if __name__ == "__main__":
    main()
