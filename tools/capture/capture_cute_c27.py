"""A held-out round of NVIDIA CuTe DSL kernels (issue 24: stack frames; issue 30: compile and
assemble), captured exactly as `capture_cute.py` captures its own (same hook, same files per
kernel); kept apart so the two lists grow independently. Names start with `c27_`. The kinds
follow the CUTLASS DSL examples' styles (TV-layout elementwise, Ampere/Hopper/Blackwell GEMMs,
reductions, normalisations, swizzled transposes, conversions, `cute.arch` intrinsics), written
for this project.

    /work/venv-cute/bin/python tools/capture/capture_cute_c27.py --out tests/producers/cute
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import capture_cute as base  # noqa: E402
import cutlass  # noqa: E402
import cutlass.cute as cute  # noqa: E402
import cutlass.pipeline as pipeline  # noqa: E402
import cutlass.utils.blackwell_helpers as sm100  # noqa: E402
import cutlass.utils.hopper_helpers as sm90  # noqa: E402
from capture_cute import Case, _tensor  # noqa: E402
from cutlass.cute.nvgpu import cpasync, tcgen05, warp, warpgroup  # noqa: E402
from cutlass.cute.runtime import make_fake_compact_tensor  # noqa: E402
from cutlass.memory import SmemAllocator, TmemAllocator  # noqa: E402
from cutlass.tensor_utils import LayoutEnum  # noqa: E402

# -- elementwise ---------------------------------------------------------------------------------


@cute.kernel
def ew_fma_kernel(gA: cute.Tensor, gB: cute.Tensor, gC: cute.Tensor, gD: cute.Tensor, cD: cute.Tensor,
                  shape: cute.Shape, tv_layout: cute.Layout, tiler: cute.Shape):
    # D = A * B + C on bf16 (f32 math), the elementwise_add example's shape: a TV layout per
    # thread, 128-bit copies into register fragments, one predicate per value from an identity
    # tensor (the tensors' sizes are runtime values).
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    blk = ((None, None), bidx)
    atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), gA.element_type, num_bits_per_copy=128)
    tiled = cute.make_tiled_copy(atom, tv_layout, tiler)
    thr = tiled.get_slice(tidx)
    tA, tB, tC = thr.partition_S(gA[blk]), thr.partition_S(gB[blk]), thr.partition_S(gC[blk])
    tD = thr.partition_D(gD[blk])
    tP = thr.partition_S(cD[blk])[(0, None), None, None]
    fA, fB, fC = cute.make_fragment_like(tA), cute.make_fragment_like(tB), cute.make_fragment_like(tC)
    fD = cute.make_fragment_like(tD)
    pred = cute.make_rmem_tensor(tP.shape, cutlass.Boolean)
    for i in cutlass.range_constexpr(cute.size(pred)):
        pred[i] = cute.elem_less(tP[i], shape)
    cute.copy(atom, tA, fA, pred=pred)
    cute.copy(atom, tB, fB, pred=pred)
    cute.copy(atom, tC, fC, pred=pred)
    r = fA.load().to(cutlass.Float32) * fB.load().to(cutlass.Float32) + fC.load().to(cutlass.Float32)
    fD.store(r.to(gD.element_type))
    cute.copy(atom, fD, tD, pred=pred)


@cute.jit
def ew_fma(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor, mD: cute.Tensor):
    thr_layout = cute.make_ordered_layout((4, 64), order=(1, 0))
    val_layout = cute.make_ordered_layout((2, 8), order=(1, 0))
    tiler, tv = cute.make_layout_tv(thr_layout, val_layout)
    gA, gB, gC, gD = (cute.zipped_divide(t, tiler) for t in (mA, mB, mC, mD))
    cD = cute.zipped_divide(cute.make_identity_tensor(mD.shape), tiler=tiler)
    ew_fma_kernel(gA, gB, gC, gD, cD, mD.shape, tv, tiler).launch(
        grid=[cute.size(gD, mode=[1]), 1, 1], block=[cute.size(tv, mode=[0]), 1, 1]
    )


# -- register fragments indexed by loop-variant values -------------------------------------------


@cute.kernel
def frag_dyn_kernel(gX: cute.Tensor, gY: cute.Tensor, gBins: cute.Tensor):
    # A 16-element f32 fragment filled in a rolled loop (`cutlass.range(..., unroll=1)`: the index
    # is the induction variable), then read back in a rolled loop with a stride; a per-thread
    # 8-bin count indexed by the data; a warp sum of what is left.
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    base = (bidx * 128 + tidx) * 16
    frag = cute.make_rmem_tensor(cute.make_layout(16), cutlass.Float32)
    bins = cute.make_rmem_tensor(cute.make_layout(8), cutlass.Int32)
    bins.fill(0)
    for i in cutlass.range(16, unroll=1):
        frag[i] = gX[base + i]
    for i in cutlass.range(16, unroll=1):
        b = cutlass.Int32(frag[i] * 8.0) & 7
        bins[b] = bins[b] + 1
    s = cutlass.Float32(0.0)
    for i in cutlass.range(0, 16, 3, unroll=1):
        s += frag[i] * frag[15 - i]
    s = cute.arch.warp_reduction(s, lambda a, b: a + b)
    if cute.arch.lane_idx() == 0:
        gY[bidx * 4 + cute.arch.warp_idx()] = s
    for j in cutlass.range_constexpr(8):
        gBins[(bidx * 128 + tidx) * 8 + j] = bins[j]


@cute.jit
def frag_dyn(mX: cute.Tensor, mY: cute.Tensor, mBins: cute.Tensor):
    frag_dyn_kernel(mX, mY, mBins).launch(grid=[mX.shape[0] // 2048, 1, 1], block=[128, 1, 1])


# -- transpose through swizzled shared memory -----------------------------------------------------


@cute.kernel
def swizzle_transpose_kernel(gA: cute.Tensor, gB: cute.Tensor, s_layout: cute.ComposedLayout):
    # A 64x64 f16 tile: 128-bit global loads into a fragment, stored into shared memory whose
    # layout XOR-swizzles the 16-byte chunks (Swizzle<3,3,3>), read back by columns (the
    # transposed tile) and written out with 128-bit stores.
    tidx, _, _ = cute.arch.thread_idx()
    bm, bn, _ = cute.arch.block_idx()
    smem = SmemAllocator()
    sT = smem.allocate_tensor(cutlass.Float16, s_layout.outer, byte_alignment=128, swizzle=s_layout.inner)
    atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), cutlass.Float16, num_bits_per_copy=128)
    tiled = cute.make_tiled_copy_tv(atom, cute.make_ordered_layout((16, 8), order=(1, 0)),
                                    cute.make_ordered_layout((1, 8), order=(1, 0)))
    thr = tiled.get_slice(tidx)
    gIn = cute.local_tile(gA, (64, 64), (bm, bn))
    src = thr.partition_S(gIn)
    frag = cute.make_fragment_like(src)
    cute.copy(atom, src, frag)
    cute.autovec_copy(frag, thr.partition_D(sT))
    cute.arch.sync_threads()
    # Transposed view of the same shared memory: element (r, c) of the output is sT[c, r].
    sTt = cute.make_tensor(sT.iterator, cute.composition(sT.layout, cute.make_layout((64, 64), stride=(64, 1))))
    gOut = cute.local_tile(gB, (64, 64), (bn, bm))
    dst = thr.partition_D(gOut)
    out = cute.make_fragment_like(dst)
    tS = thr.partition_S(sTt)
    for i in cutlass.range_constexpr(cute.size(out)):
        out[i] = tS[i]
    cute.copy(atom, out, dst)


@cute.jit
def swizzle_transpose(mA: cute.Tensor, mB: cute.Tensor):
    sw = cute.make_swizzle(3, 3, 3)
    s_layout = cute.make_composed_layout(sw, 0, cute.make_layout((64, 64), stride=(1, 64)))
    swizzle_transpose_kernel(mA, mB, s_layout).launch(
        grid=[mA.shape[0] // 64, mA.shape[1] // 64, 1], block=[128, 1, 1]
    )


# -- cute.arch intrinsics -------------------------------------------------------------------------


@cute.kernel
def arch_mix_kernel(gOut: cute.Tensor, gCount: cute.Tensor):
    # elect.sync, mbarrier init/arrive/try_wait in a loop, fence.proxy, named barriers (arrive by
    # one warpgroup, sync by the other), clock64, %smid, lane masks, match.any, popc/brev/bfe,
    # a relaxed red at cluster scope; a cluster of 2 with relaxed arrive + wait.
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    warp_id = cute.arch.make_warp_uniform(cute.arch.warp_idx())
    lane = cute.arch.lane_idx()
    mbar = cute.arch.alloc_smem(cutlass.Int64, 1, alignment=8)
    flags = cute.make_tensor(cute.arch.alloc_smem(cutlass.Int32, 8, alignment=16), cute.make_layout(8))
    t0 = cute.arch.clock64()
    if warp_id == 0:
        with cute.arch.elect_one():
            cute.arch.mbarrier_init(mbar, 256)
        cute.arch.mbarrier_init_fence()
    cute.arch.cluster_arrive_relaxed()
    cute.arch.cluster_wait()
    cute.arch.mbarrier_arrive(mbar)
    done = cute.arch.mbarrier_try_wait(mbar, 0)
    while not done:
        done = cute.arch.mbarrier_try_wait(mbar, 0)
    if lane == 0:
        flags[warp_id] = cute.arch.smid()
    cute.arch.fence_proxy("async.shared", space="cta")
    if warp_id < 4:
        cute.arch.barrier_arrive(barrier_id=2, number_of_threads=256)
    else:
        cute.arch.barrier(barrier_id=2, number_of_threads=256)
    key = tidx & 3
    peers = cute.arch.match_sync(cutlass.Int32(-1), key, "any")
    below = cute.arch.popc(peers & cute.arch.lanemask_lt())
    rev = cute.arch.brev(cutlass.Uint32(tidx))
    field_ = cute.arch.bfe(cutlass.Uint32(rev), cutlass.Uint32(20), cutlass.Uint32(8))
    t1 = cute.arch.clock64()
    cute.arch.red(gCount.iterator.llvm_ptr, cutlass.Int32(below), op="add", dtype="s32", sem="relaxed", scope="cluster")
    gOut[bidx * 256 + tidx] = (cutlass.Int32(field_) + below + cutlass.Int32(t1 - t0 > 0)
                               + flags[tidx % 8])
    cute.arch.cluster_arrive()
    cute.arch.cluster_wait()


@cute.jit
def arch_mix(mOut: cute.Tensor, mCount: cute.Tensor):
    arch_mix_kernel(mOut, mCount).launch(grid=[4, 1, 1], block=[256, 1, 1], cluster=[2, 1, 1])


# -- Ampere tensor-core GEMM: cp.async ring, ldmatrix, mma.sync -----------------------------------

_AMP_TILE = (128, 128, 32)
_AMP_STAGES = 3


def _amp_smem_layout(dtype, rows):
    # K-major tiles of 32 f16: 8-row atoms, 16-byte chunks XOR-swizzled (Swizzle<2,3,3>).
    atom = cute.make_composed_layout(cute.make_swizzle(2, 3, 3), 0, cute.make_layout((8, 32), stride=(32, 1)))
    return cute.tile_to_shape(atom, (rows, 32, _AMP_STAGES), (0, 1, 2))


@cute.kernel
def amp_gemm_kernel(tiled_mma: cute.TiledMma, g2s: cute.TiledCopy, mA: cute.Tensor, mB: cute.Tensor,
                    mC: cute.Tensor, a_layout: cute.ComposedLayout, b_layout: cute.ComposedLayout):
    # f16 GEMM, 128x128x32 tiles, 2x2 warps (128 f32 accumulators per thread): a 3-stage cp.async
    # ring into swizzled shared memory, ldmatrix x4 to A/B fragments per 16-wide k block,
    # mma.sync m16n8k16; f16 epilogue straight to global memory.
    tidx, _, _ = cute.arch.thread_idx()
    bm, bn, _ = cute.arch.block_idx()
    smem = SmemAllocator()
    sA = smem.allocate_tensor(cutlass.Float16, a_layout.outer, byte_alignment=128, swizzle=a_layout.inner)
    sB = smem.allocate_tensor(cutlass.Float16, b_layout.outer, byte_alignment=128, swizzle=b_layout.inner)
    gA = cute.local_tile(mA, _AMP_TILE, (bm, bn, None), proj=(1, None, 1))
    gB = cute.local_tile(mB, _AMP_TILE, (bm, bn, None), proj=(None, 1, 1))
    gC = cute.local_tile(mC, _AMP_TILE, (bm, bn, None), proj=(1, 1, None))
    thr_g2s = g2s.get_slice(tidx)
    tAg, tAs = thr_g2s.partition_S(gA), thr_g2s.partition_D(sA)
    tBg, tBs = thr_g2s.partition_S(gB), thr_g2s.partition_D(sB)
    k_tiles = cute.size(gA, mode=[2])
    for s in cutlass.range_constexpr(_AMP_STAGES - 1):
        cute.copy(g2s, tAg[None, None, None, s], tAs[None, None, None, s])
        cute.copy(g2s, tBg[None, None, None, s], tBs[None, None, None, s])
        cute.arch.cp_async_commit_group()
    thr_mma = tiled_mma.get_slice(tidx)
    rA = tiled_mma.make_fragment_A(thr_mma.partition_A(sA)[None, None, None, 0])
    rB = tiled_mma.make_fragment_B(thr_mma.partition_B(sB)[None, None, None, 0])
    tCg = thr_mma.partition_C(gC)
    acc = tiled_mma.make_fragment_C(tCg)
    acc.fill(0.0)
    s2r_a = cute.make_tiled_copy_A(cute.make_copy_atom(warp.LdMatrix8x8x16bOp(False, 4), cutlass.Float16), tiled_mma)
    s2r_b = cute.make_tiled_copy_B(cute.make_copy_atom(warp.LdMatrix8x8x16bOp(False, 4), cutlass.Float16), tiled_mma)
    thr_a, thr_b = s2r_a.get_slice(tidx), s2r_b.get_slice(tidx)
    tAsv, rAv = thr_a.partition_S(sA), thr_a.retile(rA)
    tBsv, rBv = thr_b.partition_S(sB), thr_b.retile(rB)
    for k in range(k_tiles):
        cute.arch.cp_async_wait_group(_AMP_STAGES - 2)
        cute.arch.sync_threads()
        read = k % _AMP_STAGES
        for kb in cutlass.range_constexpr(cute.size(rA, mode=[2])):
            cute.copy(s2r_a, tAsv[None, None, kb, read], rAv[None, None, kb])
            cute.copy(s2r_b, tBsv[None, None, kb, read], rBv[None, None, kb])
            cute.gemm(tiled_mma, acc, rA[None, None, kb], rB[None, None, kb], acc)
        nxt = k + _AMP_STAGES - 1
        if nxt < k_tiles:
            w = nxt % _AMP_STAGES
            cute.copy(g2s, tAg[None, None, None, nxt], tAs[None, None, None, w])
            cute.copy(g2s, tBg[None, None, None, nxt], tBs[None, None, None, w])
        cute.arch.cp_async_commit_group()
    out = cute.make_fragment_like(acc, cutlass.Float16)
    out.store(acc.load().to(cutlass.Float16))
    cute.autovec_copy(out, tCg)


@cute.jit
def amp_gemm(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    op = warp.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (16, 8, 16))
    tiled_mma = cute.make_tiled_mma(op, cute.make_layout((2, 2, 1)), permutation_mnk=(32, 32, 16))
    a_layout = _amp_smem_layout(cutlass.Float16, 128)
    b_layout = _amp_smem_layout(cutlass.Float16, 128)
    atom = cute.make_copy_atom(cpasync.CopyG2SOp(cache_mode=cpasync.LoadCacheMode.GLOBAL), cutlass.Float16,
                               num_bits_per_copy=128)
    g2s = cute.make_tiled_copy_tv(atom, cute.make_ordered_layout((32, 4), order=(1, 0)), cute.make_layout((1, 8)))
    amp_gemm_kernel(tiled_mma, g2s, mA, mB, mC, a_layout, b_layout).launch(
        grid=[mC.shape[0] // 128, mC.shape[1] // 128, 1], block=[128, 1, 1],
        smem=2 * 128 * 32 * _AMP_STAGES * 2 + 1024,
    )


# -- Hopper GEMM: PipelineTmaAsync, wgmma with one group in flight --------------------------------

_H_TILE = (128, 128, 64)
_H_STAGES = 4


@cute.kernel
def hop_gemm_kernel(tiled_mma: cute.TiledMma, tma_a: cute.CopyAtom, mA: cute.Tensor,
                    tma_b: cute.CopyAtom, mB: cute.Tensor, mC: cute.Tensor,
                    a_layout: cute.ComposedLayout, b_layout: cute.ComposedLayout):
    # f16 -> f32 GEMM on sm_90a, one warpgroup per 128x128 tile (128 accumulators per thread):
    # a 4-stage PipelineTmaAsync (full/empty mbarriers, producer state in registers), the
    # prologue fills the ring; per k tile the wgmmas are committed and waited on (wait_group 0),
    # then the stage is released and refilled by warp 0; bf16 epilogue.
    tidx, _, _ = cute.arch.thread_idx()
    warp_id = cute.arch.make_warp_uniform(cute.arch.warp_idx())
    bm, bn, _ = cute.arch.block_idx()
    smem = SmemAllocator()
    bars = smem.allocate_array(cutlass.Int64, 2 * _H_STAGES)
    sA = smem.allocate_tensor(cutlass.Float16, a_layout.outer, byte_alignment=1024, swizzle=a_layout.inner)
    sB = smem.allocate_tensor(cutlass.Float16, b_layout.outer, byte_alignment=1024, swizzle=b_layout.inner)
    if warp_id == 0:
        cpasync.prefetch_descriptor(tma_a)
        cpasync.prefetch_descriptor(tma_b)
    tx = cute.size_in_bytes(cutlass.Float16, cute.slice_(a_layout, (None, None, 0))) + cute.size_in_bytes(
        cutlass.Float16, cute.slice_(b_layout, (None, None, 0)))
    prod, cons = pipeline.PipelineTmaAsync.create(
        num_stages=_H_STAGES,
        producer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread),
        consumer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread, 4),
        tx_count=tx,
        barrier_storage=bars,
        cta_layout_vmnk=cute.make_layout((1, 1, 1, 1)),
        tidx=tidx,
    ).make_participants()
    gA = cute.local_tile(mA, _H_TILE, (bm, bn, None), proj=(1, None, 1))
    gB = cute.local_tile(mB, _H_TILE, (bm, bn, None), proj=(None, 1, 1))
    gC = cute.local_tile(mC, _H_TILE, (bm, bn, None), proj=(1, 1, None))
    one = cute.make_layout(1)
    tAs, tAg = cpasync.tma_partition(tma_a, 0, one, cute.group_modes(sA, 0, 2), cute.group_modes(gA, 0, 2))
    tBs, tBg = cpasync.tma_partition(tma_b, 0, one, cute.group_modes(sB, 0, 2), cute.group_modes(gB, 0, 2))
    thr_mma = tiled_mma.get_slice(tidx)
    rA = tiled_mma.make_fragment_A(thr_mma.partition_A(sA))
    rB = tiled_mma.make_fragment_B(thr_mma.partition_B(sB))
    tCg = thr_mma.partition_C(gC)
    acc = tiled_mma.make_fragment_C(tCg)
    k_tiles = cute.size(gA, mode=[2])
    if warp_id == 0:
        for _k in cutlass.range(cutlass.min(_H_STAGES, k_tiles), unroll=1):
            h = prod.acquire_and_advance()
            cute.copy(tma_a, tAg[None, h.count], tAs[None, h.index], tma_bar_ptr=h.barrier)
            cute.copy(tma_b, tBg[None, h.count], tBs[None, h.index], tma_bar_ptr=h.barrier)
    tiled_mma.set(warpgroup.Field.ACCUMULATE, False)
    for k in cutlass.range(k_tiles, unroll=1):
        full = cons.wait_and_advance()
        warpgroup.fence()
        for kb in cutlass.range_constexpr(cute.size(rA, mode=[2])):
            cute.gemm(tiled_mma, acc, rA[None, None, kb, full.index], rB[None, None, kb, full.index], acc)
            tiled_mma.set(warpgroup.Field.ACCUMULATE, True)
        warpgroup.commit_group()
        warpgroup.wait_group(0)
        full.release()
        if warp_id == 0 and k + _H_STAGES < k_tiles:
            h = prod.acquire_and_advance()
            cute.copy(tma_a, tAg[None, h.count], tAs[None, h.index], tma_bar_ptr=h.barrier)
            cute.copy(tma_b, tBg[None, h.count], tBs[None, h.index], tma_bar_ptr=h.barrier)
    out = cute.make_fragment_like(acc, cutlass.BFloat16)
    out.store(acc.load().to(cutlass.BFloat16))
    cute.autovec_copy(out, tCg)


@cute.jit
def hop_gemm(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    k_major = cute.nvgpu.OperandMajorMode.K
    tiled_mma = sm90.make_trivial_tiled_mma(
        cutlass.Float16, cutlass.Float16, k_major, k_major, cutlass.Float32, (1, 1, 1), (64, 128)
    )
    a_layout = sm90.make_smem_layout_a(LayoutEnum.ROW_MAJOR, _H_TILE, cutlass.Float16, _H_STAGES)
    b_layout = sm90.make_smem_layout_b(LayoutEnum.ROW_MAJOR, _H_TILE, cutlass.Float16, _H_STAGES)
    g2s = cpasync.CopyBulkTensorTileG2SOp()
    tma_a, tA = cpasync.make_tiled_tma_atom(g2s, mA, cute.slice_(a_layout, (None, None, 0)), (128, 64))
    tma_b, tB = cpasync.make_tiled_tma_atom(g2s, mB, cute.slice_(b_layout, (None, None, 0)), (128, 64))
    hop_gemm_kernel(tiled_mma, tma_a, tA, tma_b, tB, mC, a_layout, b_layout).launch(
        grid=[mC.shape[0] // 128, mC.shape[1] // 128, 1], block=[128, 1, 1],
        smem=_H_STAGES * 2 * 128 * 64 * 2 + 2048,
    )


# -- layer norm, online softmax ---------------------------------------------------------------------


@cute.kernel
def layernorm_kernel(gX: cute.Tensor, gG: cute.Tensor, gB: cute.Tensor, gY: cute.Tensor, eps: cutlass.Float32):
    # LayerNorm of f16 rows of 2048, 128 threads per row: 16 halves per thread in two 128-bit
    # fragment loads, mean then variance (two reductions: shuffles in the warp, the four warp
    # partials through shared memory), gamma/beta, f16 out.
    tidx, _, _ = cute.arch.thread_idx()
    row, _, _ = cute.arch.block_idx()
    lane = cute.arch.lane_idx()
    warp_id = cute.arch.warp_idx()
    red = cute.make_tensor(cute.arch.alloc_smem(cutlass.Float32, 8, alignment=16), cute.make_layout(8))
    x = cute.make_rmem_tensor(cute.make_layout(16), cutlass.Float32)
    for j in cutlass.range_constexpr(16):
        x[j] = gX[row, (j // 8) * 1024 + tidx * 8 + j % 8].to(cutlass.Float32)
    s = cutlass.Float32(0.0)
    for j in cutlass.range_constexpr(16):
        s += x[j]
    s = cute.arch.warp_reduction(s, lambda a, b: a + b)
    if lane == 0:
        red[warp_id] = s
    cute.arch.sync_threads()
    mean = (red[0] + red[1] + red[2] + red[3]) * (1.0 / 2048.0)
    v = cutlass.Float32(0.0)
    for j in cutlass.range_constexpr(16):
        x[j] = x[j] - mean
        v += x[j] * x[j]
    v = cute.arch.warp_reduction(v, lambda a, b: a + b)
    if lane == 0:
        red[4 + warp_id] = v
    cute.arch.sync_threads()
    rstd = cute.math.rsqrt((red[4] + red[5] + red[6] + red[7]) * (1.0 / 2048.0) + eps)
    for j in cutlass.range_constexpr(16):
        c = (j // 8) * 1024 + tidx * 8 + j % 8
        y = x[j] * rstd * gG[c].to(cutlass.Float32) + gB[c].to(cutlass.Float32)
        gY[row, c] = y.to(cutlass.Float16)


@cute.jit
def layernorm(mX: cute.Tensor, mG: cute.Tensor, mB: cute.Tensor, mY: cute.Tensor, eps: cutlass.Float32):
    layernorm_kernel(mX, mG, mB, mY, eps).launch(grid=[mX.shape[0], 1, 1], block=[128, 1, 1])


@cute.kernel
def online_softmax_kernel(gX: cute.Tensor, gY: cute.Tensor, n: cutlass.Int32):
    # Online softmax of bf16 rows (runtime length), one warp per row: chunks of 8 per lane in a
    # register fragment (-inf past the end), a running (max, sum) rescaled by exp2, merged across
    # lanes by shuffles; a second pass writes exp2((x - max) * log2e) / sum.
    lane = cute.arch.lane_idx()
    row, _, _ = cute.arch.block_idx()
    log2e = 1.4426950408889634
    m = -cutlass.Float32.inf
    d = cutlass.Float32(0.0)
    frag = cute.make_rmem_tensor(cute.make_layout(8), cutlass.Float32)
    for c in range(0, n, 256):
        for j in cutlass.range_constexpr(8):
            col = c + lane * 8 + j
            frag[j] = -cutlass.Float32.inf
            if col < n:
                frag[j] = gX[row, col].to(cutlass.Float32)
        cm = frag[0]
        for j in cutlass.range_constexpr(1, 8):
            cm = cute.arch.fmax(cm, frag[j])
        nm = cute.arch.fmax(m, cm)
        acc = cutlass.Float32(0.0)
        for j in cutlass.range_constexpr(8):
            acc += cute.math.exp2((frag[j] - nm) * log2e, fastmath=True)
        d = d * cute.math.exp2((m - nm) * log2e, fastmath=True) + acc
        m = nm
    for off in cutlass.range_constexpr(5):
        om = cute.arch.shuffle_sync_bfly(m, 16 >> off)
        od = cute.arch.shuffle_sync_bfly(d, 16 >> off)
        nm = cute.arch.fmax(m, om)
        d = d * cute.math.exp2((m - nm) * log2e, fastmath=True) + od * cute.math.exp2((om - nm) * log2e, fastmath=True)
        m = nm
    inv = cute.arch.rcp_approx(d)
    for c in range(lane, n, 32):
        gY[row, c] = (cute.math.exp2((gX[row, c].to(cutlass.Float32) - m) * log2e, fastmath=True) * inv).to(
            cutlass.BFloat16)


@cute.jit
def online_softmax(mX: cute.Tensor, mY: cute.Tensor, n: cutlass.Int32):
    online_softmax_kernel(mX, mY, n).launch(grid=[mX.shape[0], 1, 1], block=[32, 1, 1])


# -- Blackwell GEMM: tcgen05.mma into TMEM, tcgen05.ld epilogue with a bias ----------------------

_B_TILE = (128, 64, 64)
_B_STAGES = 3


@cute.kernel
def bw_gemm_kernel(tiled_mma: cute.TiledMma, tma_a: cute.CopyAtom, mA: cute.Tensor,
                   tma_b: cute.CopyAtom, mB: cute.Tensor, mC: cute.Tensor, gBias: cute.Tensor,
                   a_layout: cute.ComposedLayout, b_layout: cute.ComposedLayout):
    # f16 GEMM on sm_100a with B N-major (K x N in memory): warp 0 streams A and B by TMA through
    # a 3-stage PipelineTmaUmma and issues tcgen05.mma (128x64 per instruction group) into TMEM;
    # the four warps read the accumulator 16 columns at a time (tcgen05.ld 32x32b.x16), add a
    # per-column bias from a register fragment and store f16.
    tidx, _, _ = cute.arch.thread_idx()
    warp_id = cute.arch.make_warp_uniform(cute.arch.warp_idx())
    bm, bn, _ = cute.arch.block_idx()
    smem = SmemAllocator()
    ab_bars = smem.allocate_array(cutlass.Int64, _B_STAGES * 2)
    acc_bars = smem.allocate_array(cutlass.Int64, 2)
    tmem_addr = smem.allocate_array(cutlass.Int32, 1)
    sA = smem.allocate_tensor(cutlass.Float16, a_layout.outer, byte_alignment=128, swizzle=a_layout.inner)
    sB = smem.allocate_tensor(cutlass.Float16, b_layout.outer, byte_alignment=128, swizzle=b_layout.inner)
    tmem = TmemAllocator(tmem_addr, barrier_for_retrieve=pipeline.NamedBarrier(barrier_id=1, num_threads=128))
    tmem.allocate(64)
    tx_bytes = cute.size_in_bytes(cutlass.Float16, cute.select(a_layout, mode=[0, 1, 2])) + cute.size_in_bytes(
        cutlass.Float16, cute.select(b_layout, mode=[0, 1, 2]))
    ab_prod, ab_cons = pipeline.PipelineTmaUmma.create(
        num_stages=_B_STAGES,
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
    gA = cute.local_tile(mA, _B_TILE, coord, proj=(1, None, 1))
    gB = cute.local_tile(mB, _B_TILE, coord, proj=(None, 1, 1))
    gC = cute.local_tile(mC, _B_TILE, coord, proj=(1, 1, None))
    thr_mma = tiled_mma.get_slice(0)
    tCgA, tCgB, tCgC = thr_mma.partition_A(gA), thr_mma.partition_B(gB), thr_mma.partition_C(gC)
    rA = tiled_mma.make_fragment_A(sA)
    rB = tiled_mma.make_fragment_B(sB)
    acc = tiled_mma.make_fragment_C(tiled_mma.partition_shape_C(_B_TILE[:2]))
    one = cute.make_layout(1)
    tAs, tAg = cpasync.tma_partition(tma_a, 0, one, cute.group_modes(sA, 0, 3), cute.group_modes(tCgA, 0, 3))
    tBs, tBg = cpasync.tma_partition(tma_b, 0, one, cute.group_modes(sB, 0, 3), cute.group_modes(tCgB, 0, 3))
    tmem.wait_for_alloc()
    acc = cute.make_tensor(tmem.retrieve_ptr(cutlass.Float32), acc.layout)
    epi = ((cute.size(acc, mode=[0, 0]), 16),)
    acc_epi = cute.zipped_divide(acc, epi)
    gC_epi = cute.zipped_divide(tCgC, epi)
    t2r = tcgen05.make_tmem_copy(
        cute.make_copy_atom(tcgen05.Ld32x32bOp(tcgen05.Repetition.x16), cutlass.Float32), acc_epi[None, 0]
    )
    thr_t2r = t2r.get_slice(tidx)
    tDt = thr_t2r.partition_S(acc_epi)
    tDg = thr_t2r.partition_D(gC_epi)
    frag = cute.make_rmem_tensor(tDg[None, None, 0].shape, cutlass.Float32)
    out = cute.make_rmem_tensor(tDg[None, None, 0].shape, cutlass.Float16)
    bias = cute.make_rmem_tensor(cute.make_layout(16), cutlass.Float32)
    if warp_id == 0:
        acc_empty = acc_prod.acquire_and_advance()
        tiled_mma.set(tcgen05.Field.ACCUMULATE, False)
        for _k in cutlass.range(cute.size(gA, mode=[2]), unroll=1):
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
        for j in cutlass.range_constexpr(16):
            bias[j] = gBias[bn * 64 + i * 16 + j]
        cute.copy(t2r, tDt[None, None, i], frag)
        for j in cutlass.range_constexpr(cute.size(frag)):
            out[j] = (frag[j] + bias[j % 16]).to(cutlass.Float16)
        cute.autovec_copy(out, tDg[None, None, i])
    acc_full.release()
    pipeline.sync(barrier_id=1)
    tmem.free(acc.iterator)


@cute.jit
def bw_gemm(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor, mBias: cute.Tensor):
    op = tcgen05.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (128, 64, 16), tcgen05.CtaGroup.ONE,
                              tcgen05.OperandSource.SMEM, cute.nvgpu.OperandMajorMode.K,
                              cute.nvgpu.OperandMajorMode.MN)
    tiled_mma = cute.make_tiled_mma(op)
    a_layout = sm100.make_smem_layout_a(tiled_mma, _B_TILE, mA.element_type, _B_STAGES)
    b_layout = sm100.make_smem_layout_b(tiled_mma, _B_TILE, mB.element_type, _B_STAGES)
    g2s = cpasync.CopyBulkTensorTileG2SOp(tcgen05.CtaGroup.ONE)
    tma_a, tA = cute.nvgpu.make_tiled_tma_atom_A(g2s, mA, cute.select(a_layout, mode=[0, 1, 2]), _B_TILE, tiled_mma)
    tma_b, tB = cute.nvgpu.make_tiled_tma_atom_B(g2s, mB, cute.select(b_layout, mode=[0, 1, 2]), _B_TILE, tiled_mma)
    bw_gemm_kernel(tiled_mma, tma_a, tA, tma_b, tB, mC, mBias, a_layout, b_layout).launch(
        grid=[mC.shape[0] // 128, mC.shape[1] // 64, 1], block=[128, 1, 1]
    )


# -- conversions: f16/bf16/fp8 (e4m3, e5m2) on sm_100a ------------------------------------------


@cute.kernel
def convert_mix_kernel(gH: cute.Tensor, gB: cute.Tensor, gQ5: cute.Tensor, gQ4: cute.Tensor, gO: cute.Tensor):
    # Per thread 16 values: f16 -> e5m2 and bf16 -> e4m3 (vector conversions of register
    # fragments), both back to f32, a bf16x2 pack (cvt_f32x2_bf16x2), the sum as f16 again.
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    base = (bidx * 128 + tidx) * 16
    h = cute.make_rmem_tensor(cute.make_layout(16), cutlass.Float16)
    b = cute.make_rmem_tensor(cute.make_layout(16), cutlass.BFloat16)
    for j in cutlass.range_constexpr(16):
        h[j] = gH[base + j]
        b[j] = gB[base + j]
    q5 = cute.make_rmem_tensor(cute.make_layout(16), cutlass.Float8E5M2)
    q4 = cute.make_rmem_tensor(cute.make_layout(16), cutlass.Float8E4M3FN)
    q5.store(h.load().to(cutlass.Float8E5M2))
    q4.store(b.load().to(cutlass.Float8E4M3FN))
    f = q5.load().to(cutlass.Float32) + q4.load().to(cutlass.Float32)
    o = cute.make_rmem_tensor(cute.make_layout(16), cutlass.Float16)
    o.store(f.to(cutlass.Float16))
    pair = cute.make_rmem_tensor(cute.make_layout(2), cutlass.Float32)
    bf = cute.make_rmem_tensor(cute.make_layout(16), cutlass.BFloat16)
    for j in cutlass.range_constexpr(8):
        pair[0] = f[2 * j] * 0.5
        pair[1] = f[2 * j + 1] * 0.5
        two = cute.TensorSSA(cute.arch.cvt_f32x2_bf16x2(pair.load()), (2,), cutlass.BFloat16)
        bf[2 * j] = two[0]
        bf[2 * j + 1] = two[1]
    for j in cutlass.range_constexpr(16):
        gQ5[base + j] = q5[j]
        gQ4[base + j] = q4[j]
        gO[base + j] = o[j] + bf[j].to(cutlass.Float16)


@cute.jit
def convert_mix(mH: cute.Tensor, mB: cute.Tensor, mQ5: cute.Tensor, mQ4: cute.Tensor, mO: cute.Tensor):
    convert_mix_kernel(mH, mB, mQ5, mQ4, mO).launch(grid=[mH.shape[0] // 2048, 1, 1], block=[128, 1, 1])


# -- SIMT GEMM through shared memory: MmaUniversalOp, double buffer --------------------------------


@cute.kernel
def simt_gemm_kernel(tiled_mma: cute.TiledMma, mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor,
                     s_layout: cute.Layout):
    # f32 GEMM, 128x128x8 tiles, 256 threads as a 16x16 grid of MmaUniversalOp FMAs (8x8
    # accumulators per thread): A and B tiles (M- and N-major) copied to a double-buffered
    # shared-memory ring by 4-byte cp.async, fragments of A and B per k read from shared memory.
    tidx, _, _ = cute.arch.thread_idx()
    bm, bn, _ = cute.arch.block_idx()
    sA = cute.make_tensor(cute.arch.alloc_smem(cutlass.Float32, cute.cosize(s_layout), alignment=128), s_layout)
    sB = cute.make_tensor(cute.arch.alloc_smem(cutlass.Float32, cute.cosize(s_layout), alignment=128), s_layout)
    gA = cute.local_tile(mA, (128, 128, 8), (bm, bn, None), proj=(1, None, 1))
    gB = cute.local_tile(mB, (128, 128, 8), (bm, bn, None), proj=(None, 1, 1))
    gC = cute.local_tile(mC, (128, 128, 8), (bm, bn, None), proj=(1, 1, None))
    atom = cute.make_copy_atom(cpasync.CopyG2SOp(), cutlass.Float32, num_bits_per_copy=32)
    g2s = cute.make_tiled_copy_tv(atom, cute.make_layout((128, 2)), cute.make_layout((1, 4)))
    thr = g2s.get_slice(tidx)
    tAg, tAs = thr.partition_S(gA), thr.partition_D(sA)
    tBg, tBs = thr.partition_S(gB), thr.partition_D(sB)
    thr_mma = tiled_mma.get_slice(tidx)
    tCsA = thr_mma.partition_A(sA)
    tCsB = thr_mma.partition_B(sB)
    tCg = thr_mma.partition_C(gC)
    rA = tiled_mma.make_fragment_A(tCsA[None, None, None, 0])
    rB = tiled_mma.make_fragment_B(tCsB[None, None, None, 0])
    acc = tiled_mma.make_fragment_C(tCg)
    acc.fill(0.0)
    cute.copy(g2s, tAg[None, None, None, 0], tAs[None, None, None, 0])
    cute.copy(g2s, tBg[None, None, None, 0], tBs[None, None, None, 0])
    cute.arch.cp_async_commit_group()
    k_tiles = cute.size(gA, mode=[2])
    for k in range(k_tiles):
        if k + 1 < k_tiles:
            cute.copy(g2s, tAg[None, None, None, k + 1], tAs[None, None, None, (k + 1) % 2])
            cute.copy(g2s, tBg[None, None, None, k + 1], tBs[None, None, None, (k + 1) % 2])
        cute.arch.cp_async_commit_group()
        cute.arch.cp_async_wait_group(1)
        cute.arch.sync_threads()
        for kk in cutlass.range_constexpr(8):
            cute.autovec_copy(tCsA[None, None, kk, k % 2], rA[None, None, kk])
            cute.autovec_copy(tCsB[None, None, kk, k % 2], rB[None, None, kk])
        cute.gemm(tiled_mma, acc, rA, rB, acc)
        cute.arch.sync_threads()
    cute.autovec_copy(acc, tCg)


@cute.jit
def simt_gemm(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    op = cute.nvgpu.MmaUniversalOp(cutlass.Float32)
    tiled_mma = cute.make_tiled_mma(op, cute.make_layout((16, 16, 1), stride=(16, 1, 0)))
    s_layout = cute.make_layout((128, 8, 2), stride=(1, 132, 8 * 132))
    simt_gemm_kernel(tiled_mma, mA, mB, mC, s_layout).launch(
        grid=[mC.shape[0] // 128, mC.shape[1] // 128, 1], block=[256, 1, 1]
    )


# -- block scan of int64 ---------------------------------------------------------------------------


@cute.kernel
def block_scan_kernel(gX: cute.Tensor, gY: cute.Tensor, gTotal: cute.Tensor):
    # Inclusive scan of 4 int64 per thread over a block of 256: a serial scan of the thread's
    # fragment, shfl.up across the warp (64-bit values as two 32-bit shuffles), warp totals
    # through shared memory, a global atomic add of the block total.
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    lane = cute.arch.lane_idx()
    warp_id = cute.arch.warp_idx()
    totals = cute.make_tensor(cute.arch.alloc_smem(cutlass.Int64, 8, alignment=16), cute.make_layout(8))
    base = (bidx * 256 + tidx) * 4
    v = cute.make_rmem_tensor(cute.make_layout(4), cutlass.Int64)
    for j in cutlass.range_constexpr(4):
        v[j] = gX[base + j]
    for j in cutlass.range_constexpr(1, 4):
        v[j] = v[j] + v[j - 1]
    run = v[3]
    for off in cutlass.range_constexpr(5):
        lo = cute.arch.shuffle_sync_up(cutlass.Int32(run & 0xFFFFFFFF), 1 << off)
        hi = cute.arch.shuffle_sync_up(cutlass.Int32(run >> 32), 1 << off)
        if lane >= (1 << off):
            run = run + ((cutlass.Int64(hi) << 32) | (cutlass.Int64(lo) & 0xFFFFFFFF))
    if lane == 31:
        totals[warp_id] = run
    cute.arch.sync_threads()
    prefix = cutlass.Int64(0)
    for w in cutlass.range_constexpr(8):
        if w < warp_id:
            prefix += totals[w]
    excl = prefix + run - v[3]
    for j in cutlass.range_constexpr(4):
        gY[base + j] = excl + v[j]
    if tidx == 255:
        cute.arch.atomic_add(gTotal.iterator.llvm_ptr, prefix + run)


@cute.jit
def block_scan(mX: cute.Tensor, mY: cute.Tensor, mTotal: cute.Tensor):
    block_scan_kernel(mX, mY, mTotal).launch(grid=[mX.shape[0] // 1024, 1, 1], block=[256, 1, 1])


# -- GEMV on sm_100a: packed f32x2 FMAs ----------------------------------------------------------


@cute.kernel
def gemv_kernel(gA: cute.Tensor, gX: cute.Tensor, gY: cute.Tensor):
    # y = A x for bf16 A (rows of 4096) and f32 x, one warp per row: 8 bf16 per 128-bit load into
    # a fragment, products accumulated pairwise with the packed f32x2 FMA (`fma.rn.f32x2`,
    # sm_100), two accumulators per lane, a warp sum.
    lane = cute.arch.lane_idx()
    row, _, _ = cute.arch.block_idx()
    atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), cutlass.BFloat16, num_bits_per_copy=128)
    tiled = cute.make_tiled_copy_tv(atom, cute.make_layout(32), cute.make_layout(8))
    thr = tiled.get_slice(lane)
    rows = cute.zipped_divide(gA[row, None], (256,))
    xs = cute.zipped_divide(gX, (256,))
    acc = (cutlass.Float32(0.0), cutlass.Float32(0.0))
    for t in cutlass.range(cute.size(rows, mode=[1]), unroll=2):
        src = thr.partition_S(rows[None, t])
        a = cute.make_fragment_like(src)
        cute.copy(atom, src, a)
        xv = thr.partition_S(xs[None, t])
        xf = cute.make_fragment_like(xv)
        cute.autovec_copy(xv, xf)
        for j in cutlass.range_constexpr(4):
            acc = cute.arch.fma_packed_f32x2(
                (a[2 * j].to(cutlass.Float32), a[2 * j + 1].to(cutlass.Float32)), (xf[2 * j], xf[2 * j + 1]), acc)
    s = cute.arch.warp_reduction(acc[0] + acc[1], lambda p, q: p + q)
    if lane == 0:
        gY[row] = s


@cute.jit
def gemv(mA: cute.Tensor, mX: cute.Tensor, mY: cute.Tensor):
    gemv_kernel(mA, mX, mY).launch(grid=[mA.shape[0], 1, 1], block=[32, 1, 1])


# -- NVIDIA's NVVM extension ops reached from cute.arch -----------------------------------------


@cute.kernel
def nvvm_ext_kernel(gX: cute.Tensor, gY: cute.Tensor, gFlag: cute.Tensor, gSum: cute.Tensor):
    # cute.arch's wrappers that CuTe lowers to NVIDIA's own NVVM ops: packed f32x2 add, sub,
    # mul and fma (sm_100), ld/st with memory order, scope, cache and eviction hints
    # (`nvvm.load.ext`/`nvvm.store.ext`), `red` of several types, an unaligned named-barrier
    # arrive (`barrier.cta.arrive`) by warps 0-1, sync by warps 2-3.
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    warp_id = cute.arch.make_warp_uniform(cute.arch.warp_idx())
    i = (bidx * 128 + tidx) * 4
    px = gX.iterator + i
    a0 = cute.arch.load(px.llvm_ptr, cutlass.Float32, cop="cg")
    a1 = cute.arch.load((px + 1).llvm_ptr, cutlass.Float32, level1_eviction_priority="evict_first")
    b0 = cute.arch.load((px + 2).llvm_ptr, cutlass.Float32, sem="acquire", scope="gpu")
    b1 = cute.arch.load((px + 3).llvm_ptr, cutlass.Float32, level_prefetch_size="size_128b")
    s = cute.arch.add_packed_f32x2((a0, a1), (b0, b1))
    d = cute.arch.sub_packed_f32x2((a0, a1), (b0, b1), rnd="rz")
    m = cute.arch.mul_packed_f32x2(s, d)
    f = cute.arch.fma_packed_f32x2(m, (b0, b1), s, rnd="rn", ftz=True)
    py = gY.iterator + i
    cute.arch.store(py.llvm_ptr, f[0], cop="cs")
    cute.arch.store((py + 1).llvm_ptr, f[1], level1_eviction_priority="evict_last")
    cute.arch.store((py + 2).llvm_ptr, m[0], sem="release", scope="cta")
    cute.arch.store((py + 3).llvm_ptr, m[1])
    cute.arch.red(gSum.iterator.llvm_ptr, f[0], op="add", dtype="f32", sem="relaxed", scope="gpu")
    cute.arch.red((gFlag.iterator + 1).llvm_ptr, cutlass.Int32(tidx), op="max", dtype="s32", sem="release", scope="sys")
    cute.arch.red((gFlag.iterator + 2).llvm_ptr, cutlass.Uint32(tidx), op="or", dtype="b32", sem="relaxed", scope="cta")
    if warp_id < 2:
        cute.arch.barrier_arrive(barrier_id=3, number_of_threads=128, aligned=False)
    else:
        cute.arch.barrier(barrier_id=3, number_of_threads=128)
        if tidx == 64:
            flag = cute.arch.load(gFlag.iterator.llvm_ptr, cutlass.Int32, sem="relaxed", scope="gpu")
            cute.arch.store(gFlag.iterator.llvm_ptr, flag + 1, sem="relaxed", scope="gpu")


@cute.jit
def nvvm_ext(mX: cute.Tensor, mY: cute.Tensor, mFlag: cute.Tensor, mSum: cute.Tensor):
    nvvm_ext_kernel(mX, mY, mFlag, mSum).launch(grid=[mX.shape[0] // 512, 1, 1], block=[128, 1, 1])


# -- cute.arch integer and bit intrinsics ---------------------------------------------------------


@cute.kernel
def bits_mix_kernel(gA: cute.Tensor, gB: cute.Tensor, gO: cute.Tensor, gL: cute.Tensor, gF: cute.Tensor):
    # cute.arch's integer and bit helpers, each one PTX instruction: prmt, lop3, funnel shifts,
    # add.cc/addc carries, mul.hi/mul.wide, bfi/bfe, clz/bfind/popc/brev, mad24, add.sat,
    # lane masks and activemask, float warp redux (sm_100), ex2.approx, rcp.approx, cvt of i8x4
    # to f32x4; griddepcontrol wait/launch; an L2 prefetch with an eviction priority.
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    i = bidx * 128 + tidx
    cute.arch.griddepcontrol_wait()
    a = gA[i]
    b = gB[i]
    cute.arch.prefetch((gA.iterator + i + 128).llvm_ptr, cache_level="L2")
    p = cute.arch.prmt(a, b, cutlass.Int32(0x5410))
    x = cute.arch.lop3(a, b, cutlass.Int32(p), 0x96)
    f = cute.arch.shf(a, b, cutlass.Uint32(tidx & 31), "r")
    lo = cute.arch.add_cc(cutlass.Uint32(a), cutlass.Uint32(b))
    hi = cute.arch.addc(cutlass.Uint32(0), cutlass.Uint32(0))
    mh = cute.arch.mul_hi(a, b)
    mw = cute.arch.mul_wide(cutlass.Int16(a & 0x7FFF), cutlass.Int16(b & 0x7FFF))
    ins = cute.arch.bfi(a, b, 8, 4)
    ext = cute.arch.bfe(cutlass.Int32(x), cutlass.Uint32(3), cutlass.Uint32(9))
    lead = cute.arch.clz(cutlass.Int64(a) << 20)
    top = cute.arch.bfind(cutlass.Uint32(b))
    m24 = cute.arch.mad24(a, b, x, hi=True)
    sat = cute.arch.add_sat_int(a, b)
    lanes = cute.arch.popc(cute.arch.lanemask_le() & cute.arch.activemask()) + cute.arch.popc(cute.arch.lanemask_gt())
    v = cutlass.Float32(a & 0xFFFF) * 0.001
    vmax = cute.arch.warp_redux_sync(v, "fmax")
    e = cute.arch.exp2(v) + cute.arch.rcp_approx(v + 1.0)
    q8 = cute.make_rmem_tensor(cute.make_layout(4), cutlass.Int8)
    for j in cutlass.range_constexpr(4):
        q8[j] = cutlass.Int8(b >> (8 * j))
    q = cute.TensorSSA(cute.arch.cvt_i8x4_to_f32x4(q8.load()), (4,), cutlass.Float32)
    gO[i] = (cutlass.Int32(p) + cutlass.Int32(x) + cutlass.Int32(f) + cutlass.Int32(lo) + cutlass.Int32(hi) + mh
             + cutlass.Int32(ins) + cutlass.Int32(ext) + cutlass.Int32(lead) + cutlass.Int32(top) + m24 + sat + lanes)
    gL[i] = cutlass.Int64(mw) + cutlass.Int64(cute.arch.brev(cutlass.Uint32(a)))
    gF[i] = vmax + e + q[0] + q[1] + q[2] + q[3]
    cute.arch.griddepcontrol_launch_dependents()


@cute.jit
def bits_mix(mA: cute.Tensor, mB: cute.Tensor, mO: cute.Tensor, mL: cute.Tensor, mF: cute.Tensor):
    bits_mix_kernel(mA, mB, mO, mL, mF).launch(grid=[mA.shape[0] // 128, 1, 1], block=[128, 1, 1])


# -- Hopper GEMM with B N-major and an stmatrix + TMA store epilogue ---------------------------

_E_TILE = (128, 128, 64)
_E_STAGES = 3


@cute.kernel
def hop_epi_kernel(tiled_mma: cute.TiledMma, tma_a: cute.CopyAtom, mA: cute.Tensor,
                   tma_b: cute.CopyAtom, mB: cute.Tensor, tma_c: cute.CopyAtom, mC: cute.Tensor,
                   a_layout: cute.ComposedLayout, b_layout: cute.ComposedLayout, c_layout: cute.ComposedLayout):
    # bf16 GEMM on sm_90a, B N-major (transposed wgmma operand), one warpgroup per 128x128 tile,
    # 3-stage PipelineTmaAsync; epilogue: accumulators to bf16, stmatrix x4 into swizzled shared
    # memory, a proxy fence, one TMA store of the tile, bulk group wait.
    tidx, _, _ = cute.arch.thread_idx()
    warp_id = cute.arch.make_warp_uniform(cute.arch.warp_idx())
    bm, bn, _ = cute.arch.block_idx()
    smem = SmemAllocator()
    bars = smem.allocate_array(cutlass.Int64, 2 * _E_STAGES)
    sA = smem.allocate_tensor(cutlass.BFloat16, a_layout.outer, byte_alignment=1024, swizzle=a_layout.inner)
    sB = smem.allocate_tensor(cutlass.BFloat16, b_layout.outer, byte_alignment=1024, swizzle=b_layout.inner)
    sC = smem.allocate_tensor(cutlass.BFloat16, c_layout.outer, byte_alignment=1024, swizzle=c_layout.inner)
    tx = cute.size_in_bytes(cutlass.BFloat16, cute.slice_(a_layout, (None, None, 0))) + cute.size_in_bytes(
        cutlass.BFloat16, cute.slice_(b_layout, (None, None, 0)))
    prod, cons = pipeline.PipelineTmaAsync.create(
        num_stages=_E_STAGES,
        producer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread),
        consumer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread, 4),
        tx_count=tx,
        barrier_storage=bars,
        cta_layout_vmnk=cute.make_layout((1, 1, 1, 1)),
        tidx=tidx,
    ).make_participants()
    gA = cute.local_tile(mA, _E_TILE, (bm, bn, None), proj=(1, None, 1))
    gB = cute.local_tile(mB, _E_TILE, (bm, bn, None), proj=(None, 1, 1))
    gC = cute.local_tile(mC, _E_TILE, (bm, bn, None), proj=(1, 1, None))
    one = cute.make_layout(1)
    tAs, tAg = cpasync.tma_partition(tma_a, 0, one, cute.group_modes(sA, 0, 2), cute.group_modes(gA, 0, 2))
    tBs, tBg = cpasync.tma_partition(tma_b, 0, one, cute.group_modes(sB, 0, 2), cute.group_modes(gB, 0, 2))
    sC0 = sC[None, None, 0]
    tCs, tCg = cpasync.tma_partition(tma_c, 0, one, cute.group_modes(sC0, 0, 2), cute.group_modes(gC, 0, 2))
    thr_mma = tiled_mma.get_slice(tidx)
    rA = tiled_mma.make_fragment_A(thr_mma.partition_A(sA))
    rB = tiled_mma.make_fragment_B(thr_mma.partition_B(sB))
    acc = tiled_mma.make_fragment_C(tiled_mma.partition_shape_C(_E_TILE[:2]))
    k_tiles = cute.size(gA, mode=[2])
    if warp_id == 0:
        for _k in cutlass.range(cutlass.min(_E_STAGES, k_tiles), unroll=1):
            h = prod.acquire_and_advance()
            cute.copy(tma_a, tAg[None, h.count], tAs[None, h.index], tma_bar_ptr=h.barrier)
            cute.copy(tma_b, tBg[None, h.count], tBs[None, h.index], tma_bar_ptr=h.barrier)
    tiled_mma.set(warpgroup.Field.ACCUMULATE, False)
    for k in cutlass.range(k_tiles, unroll=1):
        full = cons.wait_and_advance()
        warpgroup.fence()
        for kb in cutlass.range_constexpr(cute.size(rA, mode=[2])):
            cute.gemm(tiled_mma, acc, rA[None, None, kb, full.index], rB[None, None, kb, full.index], acc)
            tiled_mma.set(warpgroup.Field.ACCUMULATE, True)
        warpgroup.commit_group()
        warpgroup.wait_group(0)
        full.release()
        if warp_id == 0 and k + _E_STAGES < k_tiles:
            h = prod.acquire_and_advance()
            cute.copy(tma_a, tAg[None, h.count], tAs[None, h.index], tma_bar_ptr=h.barrier)
            cute.copy(tma_b, tBg[None, h.count], tBs[None, h.index], tma_bar_ptr=h.barrier)
    r2s_atom = sm90.get_smem_store_op(LayoutEnum.ROW_MAJOR, cutlass.BFloat16, cutlass.Float32)
    c_atom = cute.make_tiled_copy_C_atom(cute.make_copy_atom(warp.StMatrix8x8x16bOp(False, 4), cutlass.BFloat16),
                                         tiled_mma)
    r2s = cute.make_tiled_copy_S(r2s_atom, c_atom)
    thr_r2s = r2s.get_slice(tidx)
    tRS_s = thr_r2s.partition_D(sC)[None, None, None, 0]
    tRS_acc = r2s.retile(acc)
    out = cute.make_rmem_tensor(tRS_s.shape, cutlass.BFloat16)
    for v in cutlass.range_constexpr(cute.size(out)):
        out[v] = tRS_acc[v].to(cutlass.BFloat16)
    cute.copy(r2s, out, tRS_s)
    cute.arch.fence_proxy("async.shared", space="cta")
    cute.arch.barrier(barrier_id=1, number_of_threads=128)
    if warp_id == 0:
        cute.copy(tma_c, tCs, tCg)
        cute.arch.cp_async_bulk_commit_group()
        cute.arch.cp_async_bulk_wait_group(0, read=True)


@cute.jit
def hop_epi(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    a_major = LayoutEnum.from_tensor(mA)
    b_major = LayoutEnum.from_tensor(mB)
    tiled_mma = sm90.make_trivial_tiled_mma(
        cutlass.BFloat16, cutlass.BFloat16, a_major.sm90_mma_major_mode(), b_major.sm90_mma_major_mode(),
        cutlass.Float32, (1, 1, 1), (64, 128)
    )
    a_layout = sm90.make_smem_layout_a(a_major, _E_TILE, cutlass.BFloat16, _E_STAGES)
    b_layout = sm90.make_smem_layout_b(b_major, _E_TILE, cutlass.BFloat16, _E_STAGES)
    c_layout = sm90.make_smem_layout_epi(cutlass.BFloat16, LayoutEnum.ROW_MAJOR, (128, 128), 1)
    g2s = cpasync.CopyBulkTensorTileG2SOp()
    tma_a, tA = cpasync.make_tiled_tma_atom(g2s, mA, cute.slice_(a_layout, (None, None, 0)), (128, 64))
    tma_b, tB = cpasync.make_tiled_tma_atom(g2s, mB, cute.slice_(b_layout, (None, None, 0)), (128, 64))
    tma_c, tC = cpasync.make_tiled_tma_atom(cpasync.CopyBulkTensorTileS2GOp(), mC,
                                            cute.slice_(c_layout, (None, None, 0)), (128, 128))
    hop_epi_kernel(tiled_mma, tma_a, tA, tma_b, tB, tma_c, tC, a_layout, b_layout, c_layout).launch(
        grid=[mC.shape[0] // 128, mC.shape[1] // 128, 1], block=[128, 1, 1],
        smem=_E_STAGES * 2 * 128 * 64 * 2 + 128 * 128 * 2 + 3072,
    )


# -- Hopper fp8 GEMM: e4m3 wgmma, K-major, 2 warpgroups -----------------------------------------

_F8_TILE = (128, 128, 128)
_F8_STAGES = 3


@cute.kernel
def hop_fp8_kernel(tiled_mma: cute.TiledMma, tma_a: cute.CopyAtom, mA: cute.Tensor,
                   tma_b: cute.CopyAtom, mB: cute.Tensor, mC: cute.Tensor, gScale: cute.Tensor,
                   a_layout: cute.ComposedLayout, b_layout: cute.ComposedLayout):
    # fp8 e4m3 GEMM on sm_90a, two warpgroups (2x1) per 128x128 tile, k tiles of 128 through a
    # 3-stage PipelineTmaAsync (warp 0 produces), f32 accumulators scaled by
    # a per-tensor scale from global memory, f16 out.
    tidx, _, _ = cute.arch.thread_idx()
    warp_id = cute.arch.make_warp_uniform(cute.arch.warp_idx())
    bm, bn, _ = cute.arch.block_idx()
    smem = SmemAllocator()
    bars = smem.allocate_array(cutlass.Int64, 2 * _F8_STAGES)
    sA = smem.allocate_tensor(cutlass.Float8E4M3FN, a_layout.outer, byte_alignment=1024, swizzle=a_layout.inner)
    sB = smem.allocate_tensor(cutlass.Float8E4M3FN, b_layout.outer, byte_alignment=1024, swizzle=b_layout.inner)
    tx = cute.size_in_bytes(cutlass.Float8E4M3FN, cute.slice_(a_layout, (None, None, 0))) + cute.size_in_bytes(
        cutlass.Float8E4M3FN, cute.slice_(b_layout, (None, None, 0)))
    prod, cons = pipeline.PipelineTmaAsync.create(
        num_stages=_F8_STAGES,
        producer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread),
        consumer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread, 8),
        tx_count=tx,
        barrier_storage=bars,
        cta_layout_vmnk=cute.make_layout((1, 1, 1, 1)),
        tidx=tidx,
    ).make_participants()
    gA = cute.local_tile(mA, _F8_TILE, (bm, bn, None), proj=(1, None, 1))
    gB = cute.local_tile(mB, _F8_TILE, (bm, bn, None), proj=(None, 1, 1))
    gC = cute.local_tile(mC, _F8_TILE, (bm, bn, None), proj=(1, 1, None))
    one = cute.make_layout(1)
    tAs, tAg = cpasync.tma_partition(tma_a, 0, one, cute.group_modes(sA, 0, 2), cute.group_modes(gA, 0, 2))
    tBs, tBg = cpasync.tma_partition(tma_b, 0, one, cute.group_modes(sB, 0, 2), cute.group_modes(gB, 0, 2))
    thr_mma = tiled_mma.get_slice(tidx)
    rA = tiled_mma.make_fragment_A(thr_mma.partition_A(sA))
    rB = tiled_mma.make_fragment_B(thr_mma.partition_B(sB))
    tCg = thr_mma.partition_C(gC)
    acc = tiled_mma.make_fragment_C(tCg)
    k_tiles = cute.size(gA, mode=[2])
    if warp_id == 0:
        for _k in cutlass.range(cutlass.min(_F8_STAGES, k_tiles), unroll=1):
            h = prod.acquire_and_advance()
            cute.copy(tma_a, tAg[None, h.count], tAs[None, h.index], tma_bar_ptr=h.barrier)
            cute.copy(tma_b, tBg[None, h.count], tBs[None, h.index], tma_bar_ptr=h.barrier)
    tiled_mma.set(warpgroup.Field.ACCUMULATE, False)
    for k in cutlass.range(k_tiles, unroll=1):
        full = cons.wait_and_advance()
        warpgroup.fence()
        for kb in cutlass.range_constexpr(cute.size(rA, mode=[2])):
            cute.gemm(tiled_mma, acc, rA[None, None, kb, full.index], rB[None, None, kb, full.index], acc)
            tiled_mma.set(warpgroup.Field.ACCUMULATE, True)
        warpgroup.commit_group()
        warpgroup.wait_group(0)
        full.release()
        if warp_id == 0 and k + _F8_STAGES < k_tiles:
            h = prod.acquire_and_advance()
            cute.copy(tma_a, tAg[None, h.count], tAs[None, h.index], tma_bar_ptr=h.barrier)
            cute.copy(tma_b, tBg[None, h.count], tBs[None, h.index], tma_bar_ptr=h.barrier)
    scale = gScale[0]
    out = cute.make_fragment_like(acc, cutlass.Float16)
    out.store((acc.load() * scale).to(cutlass.Float16))
    cute.autovec_copy(out, tCg)


@cute.jit
def hop_fp8(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor, mScale: cute.Tensor):
    k_major = cute.nvgpu.OperandMajorMode.K
    tiled_mma = sm90.make_trivial_tiled_mma(
        cutlass.Float8E4M3FN, cutlass.Float8E4M3FN, k_major, k_major, cutlass.Float32, (2, 1, 1), (64, 128)
    )
    a_layout = sm90.make_smem_layout_a(LayoutEnum.ROW_MAJOR, _F8_TILE, cutlass.Float8E4M3FN, _F8_STAGES)
    b_layout = sm90.make_smem_layout_b(LayoutEnum.ROW_MAJOR, _F8_TILE, cutlass.Float8E4M3FN, _F8_STAGES)
    g2s = cpasync.CopyBulkTensorTileG2SOp()
    tma_a, tA = cpasync.make_tiled_tma_atom(g2s, mA, cute.slice_(a_layout, (None, None, 0)), (128, 128))
    tma_b, tB = cpasync.make_tiled_tma_atom(g2s, mB, cute.slice_(b_layout, (None, None, 0)), (128, 128))
    hop_fp8_kernel(tiled_mma, tma_a, tA, tma_b, tB, mC, mScale, a_layout, b_layout).launch(
        grid=[mC.shape[0] // 128, mC.shape[1] // 128, 1], block=[256, 1, 1],
        smem=_F8_STAGES * 2 * 128 * 128 + 2048,
    )


CASES = [
    Case(
        "c27_ew_fma_bf16_sm100",
        ew_fma,
        lambda: tuple(make_fake_compact_tensor(cutlass.BFloat16, (cute.sym_int(), cute.sym_int(divisibility=8)),
                                               stride_order=(1, 0), assumed_align=16) for _ in range(4)),
        "sm_100a",
        "D = A*B + C on runtime-sized bf16 tensors: make_tiled_copy with a TV layout, 128-bit copies, per-value predicates",
        {"M": "runtime", "N": "runtime, multiple of 8"},
    ),
    Case(
        "c27_frag_dyn_sm80",
        frag_dyn,
        lambda: (_tensor(cutlass.Float32, (1 << 16,)), _tensor(cutlass.Float32, (128,)),
                 _tensor(cutlass.Int32, (1 << 15,))),
        "sm_80",
        "register fragments indexed by rolled-loop induction variables and by data (a per-thread 8-bin count)",
        {"n": 65536},
    ),
    Case(
        "c27_swizzle_transpose_sm80",
        swizzle_transpose,
        lambda: (_tensor(cutlass.Float16, (512, 256)), _tensor(cutlass.Float16, (256, 512))),
        "sm_80",
        "64x64 f16 transpose through XOR-swizzled shared memory (Swizzle<3,3,3>), 128-bit fragment copies",
        {"M": 512, "N": 256},
    ),
    Case(
        "c27_arch_mix_sm90",
        arch_mix,
        lambda: (_tensor(cutlass.Int32, (1024,)), _tensor(cutlass.Int32, (1,))),
        "sm_90a",
        "elect.sync, mbarrier try_wait loop, cluster arrive.relaxed/wait, named barrier arrive/sync, clock64, smid, match.any, lanemask, popc/brev/bfe, red at cluster scope",
        {"n": 1024},
    ),
    Case(
        "c27_amp_gemm_sm80",
        amp_gemm,
        lambda: (_tensor(cutlass.Float16, (256, 256)), _tensor(cutlass.Float16, (256, 256)),
                 _tensor(cutlass.Float16, (256, 256))),
        "sm_80",
        "f16 GEMM (A: MxK, B: NxK), 128x128x32 tiles, 3-stage cp.async ring into swizzled smem, ldmatrix x4, mma.sync, f16 out",
        {"M": 256, "N": 256, "K": 256},
    ),
    Case(
        "c27_hop_gemm_sm90",
        hop_gemm,
        lambda: (_tensor(cutlass.Float16, (256, 512)), _tensor(cutlass.Float16, (256, 512)),
                 _tensor(cutlass.BFloat16, (256, 256))),
        "sm_90a",
        "f16 GEMM, one warpgroup per 128x128 tile, 4-stage PipelineTmaAsync, wgmma, descriptor prefetch, bf16 out",
        {"M": 256, "N": 256, "K": 512},
    ),
    Case(
        "c27_layernorm_f16_sm90",
        layernorm,
        lambda: (_tensor(cutlass.Float16, (64, 2048)), _tensor(cutlass.Float16, (2048,)),
                 _tensor(cutlass.Float16, (2048,)), _tensor(cutlass.Float16, (64, 2048)), 1e-5),
        "sm_90a",
        "LayerNorm of f16 rows of 2048: 16-value fragment, mean and variance by shuffles + shared memory, rsqrt",
        {"rows": 64, "cols": 2048},
    ),
    Case(
        "c27_online_softmax_bf16_sm80",
        online_softmax,
        lambda: (_tensor(cutlass.BFloat16, (64, 3000)), _tensor(cutlass.BFloat16, (64, 3000)), 3000),
        "sm_80",
        "online softmax of ragged bf16 rows: per-chunk fragment, running max/sum rescaled by exp2, shuffle merge, rcp.approx",
        {"rows": 64, "cols": 3000},
    ),
    Case(
        "c27_bw_gemm_f16_sm100",
        bw_gemm,
        lambda: (_tensor(cutlass.Float16, (256, 256)),
                 make_fake_compact_tensor(cutlass.Float16, (256, 256), stride_order=(0, 1), assumed_align=16),
                 _tensor(cutlass.Float16, (256, 256)), _tensor(cutlass.Float32, (256,))),
        "sm_100a",
        "f16 GEMM (A K-major, B N-major), 3-stage PipelineTmaUmma, tcgen05.mma 128x64, tcgen05.ld x16 epilogue + bias, f16 out",
        {"M": 256, "N": 256, "K": 256},
    ),
    Case(
        "c27_convert_mix_sm100",
        convert_mix,
        lambda: (_tensor(cutlass.Float16, (8192,)), _tensor(cutlass.BFloat16, (8192,)),
                 _tensor(cutlass.Float8E5M2, (8192,)), _tensor(cutlass.Float8E4M3FN, (8192,)),
                 _tensor(cutlass.Float16, (8192,))),
        "sm_100a",
        "f16 -> e5m2 and bf16 -> e4m3 vector conversions of fragments, back to f32, cvt.rn.satfinite.bf16x2.f32 (inline asm) packs",
        {"n": 8192},
    ),
    Case(
        "c27_simt_gemm_sm80",
        simt_gemm,
        lambda: (make_fake_compact_tensor(cutlass.Float32, (256, 256), stride_order=(0, 1), assumed_align=16),
                 make_fake_compact_tensor(cutlass.Float32, (256, 256), stride_order=(0, 1), assumed_align=16),
                 _tensor(cutlass.Float32, (256, 256))),
        "sm_80",
        "f32 SIMT GEMM: MmaUniversalOp 16x16 threads, 8x8 accumulators each, double-buffered smem by 4-byte cp.async",
        {"M": 256, "N": 256, "K": 256},
    ),
    Case(
        "c27_block_scan_i64_sm90",
        block_scan,
        lambda: (_tensor(cutlass.Int64, (1 << 16,)), _tensor(cutlass.Int64, (1 << 16,)), _tensor(cutlass.Int64, (1,))),
        "sm_90a",
        "int64 inclusive block scan: fragment scan, 64-bit values through shfl.up halves, warp totals in smem, atomic add",
        {"n": 65536},
    ),
    Case(
        "c27_gemv_bf16_sm100",
        gemv,
        lambda: (_tensor(cutlass.BFloat16, (512, 4096)), _tensor(cutlass.Float32, (4096,)), _tensor(cutlass.Float32, (512,))),
        "sm_100a",
        "bf16 GEMV, one warp per row: 128-bit fragment loads, packed f32x2 FMAs (sm_100), a loop unrolled by 2, warp sum",
        {"rows": 512, "cols": 4096},
    ),
    Case(
        "c27_nvvm_ext_sm100",
        nvvm_ext,
        lambda: (_tensor(cutlass.Float32, (4096,)), _tensor(cutlass.Float32, (4096,)), _tensor(cutlass.Int32, (4,)),
                 _tensor(cutlass.Float32, (1,))),
        "sm_100a",
        "NVIDIA's NVVM ops behind cute.arch: packed f32x2 add/sub/mul/fma, load.ext/store.ext with order, scope, cache and eviction hints, red, barrier.cta.arrive",
        {"n": 4096},
    ),
    Case(
        "c27_bits_mix_sm100",
        bits_mix,
        lambda: (_tensor(cutlass.Int32, (1024,)), _tensor(cutlass.Int32, (1024,)), _tensor(cutlass.Int32, (1024,)),
                 _tensor(cutlass.Int64, (1024,)), _tensor(cutlass.Float32, (1024,))),
        "sm_100a",
        "cute.arch integer/bit helpers: prmt, lop3, shf, add.cc/addc, mul.hi/wide, bfi/bfe, clz/bfind/popc/brev, mad24, add.sat, lane masks, redux.sync fmax, ex2/rcp approx, i8x4 -> f32x4, griddepcontrol, prefetch",
        {"n": 1024},
    ),
    Case(
        "c27_hop_epi_sm90",
        hop_epi,
        lambda: (_tensor(cutlass.BFloat16, (256, 512)),
                 make_fake_compact_tensor(cutlass.BFloat16, (256, 512), stride_order=(0, 1), assumed_align=16),
                 _tensor(cutlass.BFloat16, (256, 256))),
        "sm_90a",
        "bf16 GEMM with B N-major (transposed wgmma operand), 3-stage PipelineTmaAsync, stmatrix x4 epilogue into swizzled smem, TMA store",
        {"M": 256, "N": 256, "K": 512},
    ),
    Case(
        "c27_hop_fp8_sm90",
        hop_fp8,
        lambda: (_tensor(cutlass.Float8E4M3FN, (256, 512)), _tensor(cutlass.Float8E4M3FN, (256, 512)),
                 _tensor(cutlass.Float16, (256, 256)), _tensor(cutlass.Float32, (1,))),
        "sm_90a",
        "fp8 e4m3 GEMM, 2 warpgroups per 128x128 tile, k tiles of 128, 3-stage PipelineTmaAsync, per-tensor scale, f16 out",
        {"M": 256, "N": 256, "K": 512},
    ),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--only", nargs="*", help="kernel names to capture (default: all)")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for case in CASES:
        if args.only and case.name not in args.only:
            continue
        base.capture(case, args.out)


if __name__ == "__main__":
    main()
