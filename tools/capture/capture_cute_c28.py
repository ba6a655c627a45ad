"""A held-out round of NVIDIA CuTe DSL kernels (issues 24 and 30), `c28_*`: kinds no earlier round
captured (FMHA forward with an online softmax, TMA multicast in a cluster, a persistent tile loop,
tf32 and fp8 `mma.sync`, mixed-input GEMM, bulk copies and TMA reductions, column reductions,
RMSNorm backward, grouped GEMM through a pointer table, fp4/int4 conversions, cluster launch
control), captured exactly as `capture_cute.py` captures its own (same hook, same files per
kernel). Written for this project in the styles of the CUTLASS DSL examples.

    /work/venv-cute/bin/python tools/capture/capture_cute_c28.py --out tests/producers/cute
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
from cutlass.memory import SmemAllocator  # noqa: E402
from cutlass.tensor_utils import LayoutEnum  # noqa: E402

# -- FMHA forward (sm_80): S = Q K^T by mma.sync, online softmax, O += P V --------------------------

_D = 64  # head dimension
_BQ = 64  # query rows per block
_BK = 64  # keys per step


@cute.kernel
def fmha_fwd_kernel(tiled_mma: cute.TiledMma, g2s: cute.TiledCopy, mQ: cute.Tensor, mK: cute.Tensor,
                    mV: cute.Tensor, mO: cute.Tensor, scale_log2: cutlass.Float32):
    # One block of 4 warps per 64 query rows of one head: Q, K and V tiles by 128-bit cp.async into
    # shared memory, S = Q K^T (m16n8k16, f32) to shared memory, a row-wise online softmax (two
    # threads per row, max and sum merged by a shuffle), P (f16) back to shared memory, the output
    # accumulator rescaled per row through an identity tensor, O += P V, O / l at the end.
    tidx, _, _ = cute.arch.thread_idx()
    qb, head, _ = cute.arch.block_idx()
    smem = SmemAllocator()
    tile = cute.make_layout((_BQ, _D), stride=(_D, 1))
    sQ = smem.allocate_tensor(cutlass.Float16, tile, byte_alignment=128)
    sK = smem.allocate_tensor(cutlass.Float16, tile, byte_alignment=128)
    sV = smem.allocate_tensor(cutlass.Float16, tile, byte_alignment=128)
    sP = smem.allocate_tensor(cutlass.Float16, tile, byte_alignment=128)
    sS = smem.allocate_tensor(cutlass.Float32, tile, byte_alignment=128)
    sM = smem.allocate_tensor(cutlass.Float32, cute.make_layout(_BQ), byte_alignment=16)
    sL = smem.allocate_tensor(cutlass.Float32, cute.make_layout(_BQ), byte_alignment=16)
    sR = smem.allocate_tensor(cutlass.Float32, cute.make_layout(_BQ), byte_alignment=16)
    gQ = cute.local_tile(mQ[None, None, head], (_BQ, _D), (qb, 0))
    gK = cute.local_tile(mK[None, None, head], (_BK, _D), (None, 0))
    gV = cute.local_tile(mV[None, None, head], (_BK, _D), (None, 0))
    gO = cute.local_tile(mO[None, None, head], (_BQ, _D), (qb, 0))
    thr = g2s.get_slice(tidx)
    cute.copy(g2s, thr.partition_S(gQ), thr.partition_D(sQ))
    cute.arch.cp_async_commit_group()
    if tidx < _BQ:
        sM[tidx] = -cutlass.Float32.inf
        sL[tidx] = cutlass.Float32(0.0)
    thr_mma = tiled_mma.get_slice(tidx)
    # V as the B operand of O = P V: (head dim, keys), keys contiguous per head-dim column.
    sVt = cute.make_tensor(sV.iterator, cute.make_layout((_D, _BK), stride=(1, _D)))
    tSsQ, tSsK = thr_mma.partition_A(sQ), thr_mma.partition_B(sK)
    tOsP, tOsV = thr_mma.partition_A(sP), thr_mma.partition_B(sVt)
    rQ, rK = tiled_mma.make_fragment_A(tSsQ), tiled_mma.make_fragment_B(tSsK)
    rP, rV = tiled_mma.make_fragment_A(tOsP), tiled_mma.make_fragment_B(tOsV)
    tSsS = thr_mma.partition_C(sS)
    accS = tiled_mma.make_fragment_C(tSsS)
    tOgO = thr_mma.partition_C(gO)
    accO = tiled_mma.make_fragment_C(tOgO)
    accO.fill(0.0)
    tOc = thr_mma.partition_C(cute.make_identity_tensor((_BQ, _D)))
    row = tidx // 2
    half = tidx % 2
    for kb in range(cute.size(gK, mode=[2])):
        cute.copy(g2s, thr.partition_S(gK[None, None, kb]), thr.partition_D(sK))
        cute.copy(g2s, thr.partition_S(gV[None, None, kb]), thr.partition_D(sV))
        cute.arch.cp_async_commit_group()
        cute.arch.cp_async_wait_group(0)
        cute.arch.sync_threads()
        cute.autovec_copy(tSsQ, rQ)
        cute.autovec_copy(tSsK, rK)
        accS.fill(0.0)
        cute.gemm(tiled_mma, accS, rQ, rK, accS)
        cute.autovec_copy(accS, tSsS)
        cute.arch.sync_threads()
        # Row-wise online softmax: thread pair (2r, 2r+1) owns row r, 32 columns each.
        m_old = sM[row]
        mx = m_old
        for j in cutlass.range_constexpr(32):
            mx = cute.arch.fmax(mx, sS[row, half * 32 + j] * scale_log2)
        mx = cute.arch.fmax(mx, cute.arch.shuffle_sync_bfly(mx, 1))
        s = cutlass.Float32(0.0)
        for j in cutlass.range_constexpr(32):
            p = cute.math.exp2(sS[row, half * 32 + j] * scale_log2 - mx, fastmath=True)
            s += p
            sP[row, half * 32 + j] = p.to(cutlass.Float16)
        s += cute.arch.shuffle_sync_bfly(s, 1)
        cute.arch.sync_threads()
        if half == 0:
            r = cute.math.exp2(m_old - mx, fastmath=True)
            sR[row] = r
            sL[row] = sL[row] * r + s
            sM[row] = mx
        cute.arch.sync_threads()
        for i in cutlass.range_constexpr(cute.size(accO)):
            accO[i] = accO[i] * sR[tOc[i][0]]
        cute.autovec_copy(tOsP, rP)
        cute.autovec_copy(tOsV, rV)
        cute.gemm(tiled_mma, accO, rP, rV, accO)
        cute.arch.sync_threads()
    out = cute.make_fragment_like(accO, cutlass.Float16)
    for i in cutlass.range_constexpr(cute.size(accO)):
        out[i] = (accO[i] * cute.arch.rcp_approx(sL[tOc[i][0]])).to(cutlass.Float16)
    cute.autovec_copy(out, tOgO)


@cute.jit
def fmha_fwd(mQ: cute.Tensor, mK: cute.Tensor, mV: cute.Tensor, mO: cute.Tensor, scale_log2: cutlass.Float32):
    op = warp.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (16, 8, 16))
    tiled_mma = cute.make_tiled_mma(op, cute.make_layout((4, 1, 1)), permutation_mnk=(64, 16, 16))
    atom = cute.make_copy_atom(cpasync.CopyG2SOp(cache_mode=cpasync.LoadCacheMode.GLOBAL), cutlass.Float16,
                               num_bits_per_copy=128)
    g2s = cute.make_tiled_copy_tv(atom, cute.make_ordered_layout((16, 8), order=(1, 0)), cute.make_layout((1, 8)))
    fmha_fwd_kernel(tiled_mma, g2s, mQ, mK, mV, mO, scale_log2).launch(
        grid=[mQ.shape[0] // _BQ, mQ.shape[2], 1], block=[128, 1, 1]
    )


# -- tf32 mma.sync GEMM (sm_80) ---------------------------------------------------------------------


@cute.kernel
def tf32_gemm_kernel(tiled_mma: cute.TiledMma, mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    # f32 inputs rounded to tf32 (`cvt.rna.tf32.f32`) into register fragments straight from
    # global memory, m16n8k8 tf32 MMAs over k, alpha * acc + beta * C in the epilogue.
    tidx, _, _ = cute.arch.thread_idx()
    bm, bn, _ = cute.arch.block_idx()
    gA = cute.local_tile(mA, (64, 64, 8), (bm, bn, None), proj=(1, None, 1))
    gB = cute.local_tile(mB, (64, 64, 8), (bm, bn, None), proj=(None, 1, 1))
    gC = cute.local_tile(mC, (64, 64, 8), (bm, bn, None), proj=(1, 1, None))
    thr_mma = tiled_mma.get_slice(tidx)
    tAg, tBg, tCg = thr_mma.partition_A(gA), thr_mma.partition_B(gB), thr_mma.partition_C(gC)
    rA = tiled_mma.make_fragment_A(tAg[None, None, None, 0])
    rB = tiled_mma.make_fragment_B(tBg[None, None, None, 0])
    fA = cute.make_fragment_like(tAg[None, None, None, 0], cutlass.Float32)
    fB = cute.make_fragment_like(tBg[None, None, None, 0], cutlass.Float32)
    acc = tiled_mma.make_fragment_C(tCg)
    acc.fill(0.0)
    for k in range(cute.size(gA, mode=[2])):
        cute.autovec_copy(tAg[None, None, None, k], fA)
        cute.autovec_copy(tBg[None, None, None, k], fB)
        for i in cutlass.range_constexpr(cute.size(fA)):
            rA[i] = cutlass.Int32(cute.arch.cvt_f32_tf32(fA[i]))
        for i in cutlass.range_constexpr(cute.size(fB)):
            rB[i] = cutlass.Int32(cute.arch.cvt_f32_tf32(fB[i]))
        cute.gemm(tiled_mma, acc, rA, rB, acc)
    c = cute.make_fragment_like(tCg)
    cute.autovec_copy(tCg, c)
    for i in cutlass.range_constexpr(cute.size(c)):
        c[i] = 1.5 * acc[i] + 0.5 * c[i]
    cute.autovec_copy(c, tCg)


@cute.jit
def tf32_gemm(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    op = warp.MmaTF32Op((16, 8, 8))
    tiled_mma = cute.make_tiled_mma(op, cute.make_layout((2, 2, 1)), permutation_mnk=(32, 32, 8))
    tf32_gemm_kernel(tiled_mma, mA, mB, mC).launch(
        grid=[mC.shape[0] // 64, mC.shape[1] // 64, 1], block=[128, 1, 1]
    )


# -- Hopper GEMM in a 2x1 cluster: B tiles multicast by TMA to both CTAs --------------------------

_M_TILE = (128, 128, 64)
_M_STAGES = 3


@cute.kernel
def mcast_gemm_kernel(tiled_mma: cute.TiledMma, tma_a: cute.CopyAtom, mA: cute.Tensor,
                      tma_b: cute.CopyAtom, mB: cute.Tensor, mC: cute.Tensor, cta_layout: cute.Layout,
                      a_layout: cute.ComposedLayout, b_layout: cute.ComposedLayout):
    # f16 GEMM on sm_90a, clusters of two CTAs along M sharing one B tile: each CTA loads half of
    # B and multicasts it to both (`multicast::cluster` with a CTA mask), its own A; the empty
    # barriers of both CTAs are released from either (PipelineTmaAsync over the cluster layout),
    # cluster arrive/wait around barrier init, f16 epilogue.
    tidx, _, _ = cute.arch.thread_idx()
    warp_id = cute.arch.make_warp_uniform(cute.arch.warp_idx())
    bm, bn, _ = cute.arch.block_idx()
    rank = cute.arch.make_warp_uniform(cute.arch.block_idx_in_cluster())
    coord = cta_layout.get_flat_coord(rank)
    b_mask = cute.make_layout_image_mask(cta_layout, coord, mode=0)
    smem = SmemAllocator()
    bars = smem.allocate_array(cutlass.Int64, 2 * _M_STAGES)
    sA = smem.allocate_tensor(cutlass.Float16, a_layout.outer, byte_alignment=1024, swizzle=a_layout.inner)
    sB = smem.allocate_tensor(cutlass.Float16, b_layout.outer, byte_alignment=1024, swizzle=b_layout.inner)
    if warp_id == 0:
        cpasync.prefetch_descriptor(tma_a)
        cpasync.prefetch_descriptor(tma_b)
    tx = cute.size_in_bytes(cutlass.Float16, cute.slice_(a_layout, (None, None, 0))) + cute.size_in_bytes(
        cutlass.Float16, cute.slice_(b_layout, (None, None, 0)))
    prod, cons = pipeline.PipelineTmaAsync.create(
        num_stages=_M_STAGES,
        producer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread),
        consumer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread, 4 * 2),
        tx_count=tx,
        barrier_storage=bars,
        cta_layout_vmnk=cute.make_layout((1, *cta_layout.shape)),
        tidx=tidx,
    ).make_participants()
    cute.arch.cluster_arrive_relaxed()
    gA = cute.local_tile(mA, _M_TILE, (bm, bn, None), proj=(1, None, 1))
    gB = cute.local_tile(mB, _M_TILE, (bm, bn, None), proj=(None, 1, 1))
    gC = cute.local_tile(mC, _M_TILE, (bm, bn, None), proj=(1, 1, None))
    tAs, tAg = cpasync.tma_partition(tma_a, 0, cute.make_layout(1), cute.group_modes(sA, 0, 2),
                                     cute.group_modes(gA, 0, 2))
    b_cta_layout = cute.make_layout(cute.slice_(cta_layout, (None, 0, 0)).shape)
    tBs, tBg = cpasync.tma_partition(tma_b, coord[0], b_cta_layout, cute.group_modes(sB, 0, 2),
                                     cute.group_modes(gB, 0, 2))
    thr_mma = tiled_mma.get_slice(tidx)
    rA = tiled_mma.make_fragment_A(thr_mma.partition_A(sA))
    rB = tiled_mma.make_fragment_B(thr_mma.partition_B(sB))
    tCg = thr_mma.partition_C(gC)
    acc = tiled_mma.make_fragment_C(tCg)
    cute.arch.cluster_wait()
    k_tiles = cute.size(gA, mode=[2])
    if warp_id == 0:
        for _k in cutlass.range(cutlass.min(_M_STAGES, k_tiles), unroll=1):
            h = prod.acquire_and_advance()
            cute.copy(tma_a, tAg[None, h.count], tAs[None, h.index], tma_bar_ptr=h.barrier)
            cute.copy(tma_b, tBg[None, h.count], tBs[None, h.index], tma_bar_ptr=h.barrier, mcast_mask=b_mask)
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
        if warp_id == 0 and k + _M_STAGES < k_tiles:
            h = prod.acquire_and_advance()
            cute.copy(tma_a, tAg[None, h.count], tAs[None, h.index], tma_bar_ptr=h.barrier)
            cute.copy(tma_b, tBg[None, h.count], tBs[None, h.index], tma_bar_ptr=h.barrier, mcast_mask=b_mask)
    out = cute.make_fragment_like(acc, cutlass.Float16)
    out.store(acc.load().to(cutlass.Float16))
    cute.autovec_copy(out, tCg)
    # Neither CTA may exit while the other can still multicast into its shared memory.
    cute.arch.cluster_arrive()
    cute.arch.cluster_wait()


@cute.jit
def mcast_gemm(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    k_major = cute.nvgpu.OperandMajorMode.K
    tiled_mma = sm90.make_trivial_tiled_mma(
        cutlass.Float16, cutlass.Float16, k_major, k_major, cutlass.Float32, (1, 1, 1), (64, 128)
    )
    cta_layout = cute.make_layout((2, 1, 1))
    a_layout = sm90.make_smem_layout_a(LayoutEnum.ROW_MAJOR, _M_TILE, cutlass.Float16, _M_STAGES)
    b_layout = sm90.make_smem_layout_b(LayoutEnum.ROW_MAJOR, _M_TILE, cutlass.Float16, _M_STAGES)
    tma_a, tA = cpasync.make_tiled_tma_atom(cpasync.CopyBulkTensorTileG2SOp(), mA,
                                            cute.slice_(a_layout, (None, None, 0)), (128, 64))
    tma_b, tB = cpasync.make_tiled_tma_atom(cpasync.CopyBulkTensorTileG2SMulticastOp(), mB,
                                            cute.slice_(b_layout, (None, None, 0)), (128, 64), num_multicast=2)
    mcast_gemm_kernel(tiled_mma, tma_a, tA, tma_b, tB, mC, cta_layout, a_layout, b_layout).launch(
        grid=[mC.shape[0] // 128, mC.shape[1] // 128, 1], block=[128, 1, 1], cluster=[2, 1, 1],
        smem=_M_STAGES * 2 * 128 * 64 * 2 + 2048,
    )


# -- persistent mma.sync GEMM over runtime-sized problems (sm_80) -------------------------------------


@cute.kernel
def persistent_gemm_kernel(tiled_mma: cute.TiledMma, mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    # A fixed grid walks all 64x64 output tiles of a runtime-sized bf16 GEMM (tile index ->
    # (m, n) by division by the runtime tile count along M), bounds-checked k loop with fragments
    # loaded straight from global memory, mma.sync m16n8k16 bf16, f32 out with a predicate per
    # element from an identity tensor.
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    gdim, _, _ = cute.arch.grid_dim()
    tiles_m = (mC.shape[0] + 63) // 64
    tiles_n = (mC.shape[1] + 63) // 64
    thr_mma = tiled_mma.get_slice(tidx)
    cC = cute.make_identity_tensor(mC.shape)
    for t in range(bidx, tiles_m * tiles_n, gdim):
        tm = t % tiles_m
        tn = t // tiles_m
        gA = cute.local_tile(mA, (64, 64, 16), (tm, tn, None), proj=(1, None, 1))
        gB = cute.local_tile(mB, (64, 64, 16), (tm, tn, None), proj=(None, 1, 1))
        gC = cute.local_tile(mC, (64, 64, 16), (tm, tn, None), proj=(1, 1, None))
        tile_c = cute.local_tile(cC, (64, 64, 16), (tm, tn, None), proj=(1, 1, None))
        tAg, tBg, tCg = thr_mma.partition_A(gA), thr_mma.partition_B(gB), thr_mma.partition_C(gC)
        tCc = thr_mma.partition_C(tile_c)
        rA = tiled_mma.make_fragment_A(tAg[None, None, None, 0])
        rB = tiled_mma.make_fragment_B(tBg[None, None, None, 0])
        acc = tiled_mma.make_fragment_C(tCg)
        acc.fill(0.0)
        for k in range(cute.size(gA, mode=[2])):
            cute.autovec_copy(tAg[None, None, None, k], rA)
            cute.autovec_copy(tBg[None, None, None, k], rB)
            cute.gemm(tiled_mma, acc, rA, rB, acc)
        for i in cutlass.range_constexpr(cute.size(acc)):
            if cute.elem_less(tCc[i], mC.shape):
                tCg[i] = acc[i]


@cute.jit
def persistent_gemm(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    op = warp.MmaF16BF16Op(cutlass.BFloat16, cutlass.Float32, (16, 8, 16))
    tiled_mma = cute.make_tiled_mma(op, cute.make_layout((2, 2, 1)), permutation_mnk=(32, 32, 16))
    persistent_gemm_kernel(tiled_mma, mA, mB, mC).launch(grid=[132, 1, 1], block=[128, 1, 1])


# -- bulk copies and a TMA reduction (sm_90a) -------------------------------------------------------


@cute.kernel
def bulk_reduce_kernel(gX: cute.Tensor, red_atom: cute.CopyAtom, mY: cute.Tensor, s_layout: cute.Layout):
    # A row of 2048 f32 per block by one non-tensor bulk copy (`cp.async.bulk` global -> shared,
    # completion counted on an mbarrier with `arrive.expect_tx`), squared in shared memory by all
    # threads, then added into a 64x32 tile of the output by a TMA reduction
    # (`cp.reduce.async.bulk.tensor ... .add`), bulk group commit and wait.
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    warp_id = cute.arch.make_warp_uniform(cute.arch.warp_idx())
    smem = SmemAllocator()
    mbar = smem.allocate_array(cutlass.Int64, 1)
    sX = smem.allocate_tensor(cutlass.Float32, cute.make_layout(2048), byte_alignment=128)
    if warp_id == 0:
        with cute.arch.elect_one():
            cute.arch.mbarrier_init(mbar, 1)
    cute.arch.mbarrier_init_fence()
    cute.arch.sync_threads()
    atom = cute.make_copy_atom(cpasync.CopyBulkG2SOp(), cutlass.Float32, num_bits_per_copy=2048 * 32)
    if warp_id == 0:
        with cute.arch.elect_one():
            cute.arch.mbarrier_arrive_and_expect_tx(mbar, 2048 * 4)
            src = cute.make_tensor(gX[bidx, None].iterator, cute.make_layout((2048, 1)))
            dst = cute.make_tensor(sX.iterator, cute.make_layout((2048, 1)))
            cute.copy(atom, src, dst, mbar_ptr=mbar)
    cute.arch.mbarrier_wait(mbar, 0)
    for j in cutlass.range_constexpr(16):
        v = sX[j * 128 + tidx]
        sX[j * 128 + tidx] = v * v
    cute.arch.fence_proxy("async.shared", space="cta")
    cute.arch.sync_threads()
    sT = cute.make_tensor(sX.iterator, s_layout)
    gY = cute.local_tile(mY, (64, 32), (0, bidx % 4))
    tS, tG = cpasync.tma_partition(red_atom, 0, cute.make_layout(1), cute.group_modes(sT, 0, 2),
                                   cute.group_modes(gY, 0, 2))
    if warp_id == 0:
        cute.copy(red_atom, tS, tG)
        cute.arch.cp_async_bulk_commit_group()
        cute.arch.cp_async_bulk_wait_group(0, read=True)


@cute.jit
def bulk_reduce(mX: cute.Tensor, mY: cute.Tensor):
    s_layout = cute.make_layout((64, 32), stride=(32, 1))
    red_atom, tY = cpasync.make_tiled_tma_atom(cpasync.CopyReduceBulkTensorTileS2GOp(cute.ReductionKind.ADD), mY,
                                               s_layout, (64, 32))
    bulk_reduce_kernel(mX, red_atom, tY, s_layout).launch(grid=[mX.shape[0], 1, 1], block=[128, 1, 1],
                                                         smem=2048 * 4 + 1024)


# -- column reduction with a block-level tree, int column counts by redux (sm_80) ----------------------


@cute.kernel
def col_reduce_kernel(gX: cute.Tensor, gSum: cute.Tensor, gMax: cute.Tensor, gCnt: cute.Tensor, rows: cutlass.Int32):
    # Column sums and maxima of an f32 matrix with a runtime row count: a 32x8 block covers 32
    # columns, each thread walks rows with a stride of 8, the 8 partials per column meet in
    # padded shared memory; positive counts per warp by `redux.sync.add`, `vote.sync.uni` to skip
    # an all-zero warp, indexed shuffles with a sub-warp width.
    tx, ty, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    col = bidx * 32 + tx
    sS = cute.make_tensor(cute.arch.alloc_smem(cutlass.Float32, 8 * 33, alignment=16),
                          cute.make_layout((8, 32), stride=(33, 1)))
    sM = cute.make_tensor(cute.arch.alloc_smem(cutlass.Float32, 8 * 33, alignment=16),
                          cute.make_layout((8, 32), stride=(33, 1)))
    s = cutlass.Float32(0.0)
    m = -cutlass.Float32.inf
    cnt = cutlass.Int32(0)
    for r in range(ty, rows, 8):
        v = gX[r, col]
        s += v
        m = cute.arch.fmax(m, v)
        cnt += cutlass.Int32(v > 0.0)
    sS[ty, tx] = s
    sM[ty, tx] = m
    total = cute.arch.warp_redux_sync(cnt, "add")
    if not cute.arch.vote_uni_sync(total == 0):
        lead = cute.arch.shuffle_sync(cnt, 0, mask_and_clamp=0x0F1F)
        if tx == 0:
            cute.arch.atomic_add(gCnt.iterator.llvm_ptr, total + lead * 0)
    cute.arch.sync_threads()
    if ty == 0:
        for j in cutlass.range_constexpr(1, 8):
            s += sS[j, tx]
            m = cute.arch.fmax(m, sM[j, tx])
        gSum[col] = s
        gMax[col] = m


@cute.jit
def col_reduce(mX: cute.Tensor, mSum: cute.Tensor, mMax: cute.Tensor, mCnt: cute.Tensor, rows: cutlass.Int32):
    col_reduce_kernel(mX, mSum, mMax, mCnt, rows).launch(grid=[mX.shape[1] // 32, 1, 1], block=[32, 8, 1])


# -- RMSNorm backward (sm_90a) ------------------------------------------------------------------------


@cute.kernel
def rmsnorm_bwd_kernel(gX: cute.Tensor, gW: cute.Tensor, gDY: cute.Tensor, gRstd: cute.Tensor,
                       gDX: cute.Tensor, gDW: cute.Tensor):
    # dX = rstd * (w * dy - x * rstd^2 * mean(w * dy * x)) for bf16 rows of 1024, one warp per row,
    # 32 values per lane held in fragments (x, dy, w); dW accumulated across rows by float
    # atomics (`red.global.add.f32`), the dot product by a warp butterfly.
    lane = cute.arch.lane_idx()
    row, _, _ = cute.arch.block_idx()
    rstd = gRstd[row]
    x = cute.make_rmem_tensor(cute.make_layout(32), cutlass.Float32)
    g = cute.make_rmem_tensor(cute.make_layout(32), cutlass.Float32)
    dot = cutlass.Float32(0.0)
    for j in cutlass.range_constexpr(32):
        c = (j // 8) * 256 + lane * 8 + j % 8
        x[j] = gX[row, c].to(cutlass.Float32)
        g[j] = gDY[row, c].to(cutlass.Float32) * gW[c].to(cutlass.Float32)
        dot += g[j] * x[j]
    dot = cute.arch.warp_reduction(dot, lambda a, b: a + b)
    k = dot * rstd * rstd * rstd * (1.0 / 1024.0)
    for j in cutlass.range_constexpr(32):
        c = (j // 8) * 256 + lane * 8 + j % 8
        gDX[row, c] = (g[j] * rstd - x[j] * k).to(cutlass.BFloat16)
        cute.arch.atomic_add((gDW.iterator + c).llvm_ptr, gDY[row, c].to(cutlass.Float32) * x[j] * rstd)


@cute.jit
def rmsnorm_bwd(mX: cute.Tensor, mW: cute.Tensor, mDY: cute.Tensor, mRstd: cute.Tensor, mDX: cute.Tensor,
                mDW: cute.Tensor):
    rmsnorm_bwd_kernel(mX, mW, mDY, mRstd, mDX, mDW).launch(grid=[mX.shape[0], 1, 1], block=[32, 1, 1])


# -- packed half-precision math (sm_90a) --------------------------------------------------------------


@cute.kernel
def packed_half_kernel(gA: cute.Tensor, gB: cute.Tensor, gY: cute.Tensor, gZ: cute.Tensor):
    # f16x2 and bf16x2 packed arithmetic behind cute.arch: fma.rn.f16x2 (with relu), add/sub of
    # bf16x2, ex2.approx.f16x2, fmin/fmax; 8 values per thread through 128-bit fragment copies.
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    base = (bidx * 128 + tidx) * 8
    a = cute.make_rmem_tensor(cute.make_layout(8), cutlass.Float16)
    b = cute.make_rmem_tensor(cute.make_layout(8), cutlass.BFloat16)
    for j in cutlass.range_constexpr(8):
        a[j] = gA[base + j]
        b[j] = gB[base + j]
    for j in cutlass.range_constexpr(4):
        f = cute.arch.fma_packed_f16x2((a[2 * j], a[2 * j + 1]), (a[2 * j + 1], a[2 * j]), (a[2 * j], a[2 * j]),
                                       relu=True)
        e = cute.arch.exp2_packed_f16x2(f)
        s = cute.arch.add_packed_bf16x2((b[2 * j], b[2 * j + 1]), (b[2 * j + 1], b[2 * j]))
        d = cute.arch.sub_packed_bf16x2(s, (b[2 * j], b[2 * j]))
        gY[base + 2 * j] = e[0]
        gY[base + 2 * j + 1] = e[1]
        gZ[base + 2 * j] = d[0]
        gZ[base + 2 * j + 1] = d[1]


@cute.jit
def packed_half(mA: cute.Tensor, mB: cute.Tensor, mY: cute.Tensor, mZ: cute.Tensor):
    packed_half_kernel(mA, mB, mY, mZ).launch(grid=[mA.shape[0] // 1024, 1, 1], block=[128, 1, 1])


# -- cluster launch control work stealing (sm_100a) ---------------------------------------------------


@cute.kernel
def clc_sched_kernel(gX: cute.Tensor, gY: cute.Tensor, gStat: cute.Tensor):
    # Blackwell's dynamic scheduler without a helper: each CTA scales its own 256-value tile,
    # then asks `clusterlaunchcontrol.try_cancel` (multicast) for a not-yet-launched CTA's tile,
    # waits on the mbarrier the 16-byte response completes, decodes it (`query_cancel`:
    # is_canceled, first ctaid; an i128 load from shared memory) and loops; acq_rel fences at
    # cluster scope, %globaltimer, %nsmid and the dynamic shared memory size in a statistics row.
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    warp_id = cute.arch.make_warp_uniform(cute.arch.warp_idx())
    smem = SmemAllocator()
    mbar = smem.allocate_array(cutlass.Int64, 1)
    resp = smem.allocate_array(cutlass.Int32, 4, byte_alignment=16)
    flag = smem.allocate_array(cutlass.Int32, 4, byte_alignment=16)
    if warp_id == 0:
        with cute.arch.elect_one():
            cute.arch.mbarrier_init(mbar, 1)
    cute.arch.mbarrier_init_fence()
    cute.arch.sync_threads()
    t0 = cute.arch.globaltimer()
    tile = cutlass.Int32(bidx)
    phase = cutlass.Int32(0)
    done = cutlass.Int32(0)
    steps = cutlass.Int32(0)
    while done == 0:
        gY[tile * 256 + tidx] = gX[tile * 256 + tidx] * 2.0 + 1.0
        steps += 1
        if warp_id == 0:
            with cute.arch.elect_one():
                cute.arch.mbarrier_arrive_and_expect_tx(mbar, 16)
                cute.arch.issue_clc_query(mbar, resp)
        cute.arch.mbarrier_wait(mbar, phase)
        phase ^= 1
        ok, cx, _cy, _cz = cute.arch.clc_response(resp)
        cute.arch.fence_acq_rel_cluster()
        if tidx == 0:
            flag[0] = cutlass.Int32(ok)
        cute.arch.sync_threads()
        if ok:
            tile = cx
        else:
            done = 1
        cute.arch.fence_view_async_shared()
    if tidx == 0:
        gStat[bidx, 0] = steps
        gStat[bidx, 1] = cutlass.Int32(cute.arch.globaltimer() - t0)
        gStat[bidx, 2] = cute.arch.nsmid()
        gStat[bidx, 3] = cute.arch.dynamic_smem_size() + flag[0]


@cute.jit
def clc_sched(mX: cute.Tensor, mY: cute.Tensor, mStat: cute.Tensor):
    clc_sched_kernel(mX, mY, mStat).launch(grid=[mX.shape[0] // 256, 1, 1], block=[256, 1, 1], smem=1024)


# -- fp4 / int4 / e8m0 conversions (sm_100a) -------------------------------------------------------------


@cute.kernel
def convert_fp4_kernel(gX: cute.Tensor, gQ: cute.Tensor, gH: cute.Tensor, gW: cute.Tensor, gB: cute.Tensor,
                       gS: cute.Tensor):
    # f32 -> e2m1 (fp4, two per byte) and back to f16 by cute.arch's packed cvt (inline asm
    # `cvt.rn.f16x2.e2m1x2`), a per-block ue8m0 scale (f32 -> e8m0), int4 weights (eight per
    # word) to bf16 by the shift/prmt sequence of cute.arch.cvt_i4x8_to_bf16x8.
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    i = bidx * 128 + tidx
    x = cute.make_rmem_tensor(cute.make_layout(8), cutlass.Float32)
    for j in cutlass.range_constexpr(8):
        x[j] = gX[i * 8 + j]
    amax = cutlass.Float32(0.0)
    for j in cutlass.range_constexpr(8):
        amax = cute.arch.fmax(amax, cute.math.absf(x[j]))
    q = cute.make_rmem_tensor(cute.make_layout(8), cutlass.Float4E2M1FN)
    q.store((x.load() * (6.0 / (amax + 1e-6))).to(cutlass.Float4E2M1FN))
    qi = cute.recast_tensor(q, cutlass.Uint8)
    for j in cutlass.range_constexpr(4):
        gQ[i * 4 + j] = qi[j]
    h = cute.TensorSSA(cute.arch.cvt_f4e2m1x8_to_f16x8(q.load()), (8,), cutlass.Float16)
    for j in cutlass.range_constexpr(8):
        gH[i * 8 + j] = h[j]
    sc = cute.make_rmem_tensor(cute.make_layout(1), cutlass.Float8E8M0FNU)
    sc[0] = cutlass.Float8E8M0FNU(amax)
    gS[i] = cute.recast_tensor(sc, cutlass.Uint8)[0]
    w = cute.make_rmem_tensor(cute.make_layout(8), cutlass.Int4)
    wi = cute.recast_tensor(w, cutlass.Int32)
    wi[0] = gW[i]
    b = cute.TensorSSA(cute.arch.cvt_i4x8_to_bf16x8(w.load()), (8,), cutlass.BFloat16)
    for j in cutlass.range_constexpr(8):
        gB[i * 8 + j] = b[j]


@cute.jit
def convert_fp4(mX: cute.Tensor, mQ: cute.Tensor, mH: cute.Tensor, mW: cute.Tensor, mB: cute.Tensor, mS: cute.Tensor):
    convert_fp4_kernel(mX, mQ, mH, mW, mB, mS).launch(grid=[mW.shape[0] // 128, 1, 1], block=[128, 1, 1])


# -- mixed-input GEMM: bf16 activations x int8 weights (sm_80) -------------------------------------------


@cute.kernel
def mixed_gemm_kernel(tiled_mma: cute.TiledMma, mA: cute.Tensor, mB: cute.Tensor, gScale: cute.Tensor,
                      mC: cute.Tensor):
    # C = A (bf16, M x K) * dequant(B) (int8, N x K, one scale per output column): int8 weight
    # fragments loaded from global memory and converted to bf16 in registers before each
    # mma.sync m16n8k16; the per-column scale applied to the f32 accumulators through an
    # identity tensor; bf16 out.
    tidx, _, _ = cute.arch.thread_idx()
    bm, bn, _ = cute.arch.block_idx()
    gA = cute.local_tile(mA, (64, 64, 16), (bm, bn, None), proj=(1, None, 1))
    gB = cute.local_tile(mB, (64, 64, 16), (bm, bn, None), proj=(None, 1, 1))
    gC = cute.local_tile(mC, (64, 64, 16), (bm, bn, None), proj=(1, 1, None))
    thr_mma = tiled_mma.get_slice(tidx)
    tAg, tBg, tCg = thr_mma.partition_A(gA), thr_mma.partition_B(gB), thr_mma.partition_C(gC)
    tCc = thr_mma.partition_C(cute.make_identity_tensor((64, 64)))
    rA = tiled_mma.make_fragment_A(tAg[None, None, None, 0])
    rB = tiled_mma.make_fragment_B(cute.make_fragment_like(tBg[None, None, None, 0], cutlass.BFloat16))
    qB = cute.make_fragment_like(tBg[None, None, None, 0])
    acc = tiled_mma.make_fragment_C(tCg)
    acc.fill(0.0)
    for k in range(cute.size(gA, mode=[2])):
        cute.autovec_copy(tAg[None, None, None, k], rA)
        cute.autovec_copy(tBg[None, None, None, k], qB)
        rB.store(qB.load().to(cutlass.BFloat16))
        cute.gemm(tiled_mma, acc, rA, rB, acc)
    out = cute.make_fragment_like(acc, cutlass.BFloat16)
    for i in cutlass.range_constexpr(cute.size(acc)):
        out[i] = (acc[i] * gScale[bn * 64 + tCc[i][1]]).to(cutlass.BFloat16)
    cute.autovec_copy(out, tCg)


@cute.jit
def mixed_gemm(mA: cute.Tensor, mB: cute.Tensor, mScale: cute.Tensor, mC: cute.Tensor):
    op = warp.MmaF16BF16Op(cutlass.BFloat16, cutlass.Float32, (16, 8, 16))
    tiled_mma = cute.make_tiled_mma(op, cute.make_layout((2, 2, 1)), permutation_mnk=(32, 32, 16))
    mixed_gemm_kernel(tiled_mma, mA, mB, mScale, mC).launch(
        grid=[mC.shape[0] // 64, mC.shape[1] // 64, 1], block=[128, 1, 1]
    )


# -- grouped GEMM through a device-side problem table (sm_80) ------------------------------------------


@cute.kernel
def grouped_gemm_kernel(tiled_mma: cute.TiledMma, gPtrs: cute.Tensor, gDims: cute.Tensor):
    # Each group's A, B and C addresses (int64) and M, N, K (int32) come from global memory:
    # tensors are built at run time from integer addresses (`inttoptr`) with runtime shapes and
    # strides; blockIdx.z picks the group, tiles past the group's M or N return early; f16
    # mma.sync m16n8k16 with fragments loaded from global memory.
    tidx, _, _ = cute.arch.thread_idx()
    bm, bn, grp = cute.arch.block_idx()
    m = gDims[grp, 0]
    n = gDims[grp, 1]
    k = gDims[grp, 2]
    if bm * 64 < m and bn * 64 < n:
        pa = cute.make_ptr(cutlass.Float16, gPtrs[grp, 0], cute.AddressSpace.gmem, assumed_align=16)
        pb = cute.make_ptr(cutlass.Float16, gPtrs[grp, 1], cute.AddressSpace.gmem, assumed_align=16)
        pc = cute.make_ptr(cutlass.Float16, gPtrs[grp, 2], cute.AddressSpace.gmem, assumed_align=16)
        mA = cute.make_tensor(pa, cute.make_layout((m, k), stride=(k, 1)))
        mB = cute.make_tensor(pb, cute.make_layout((n, k), stride=(k, 1)))
        mC = cute.make_tensor(pc, cute.make_layout((m, n), stride=(n, 1)))
        gA = cute.local_tile(mA, (64, 64, 16), (bm, bn, None), proj=(1, None, 1))
        gB = cute.local_tile(mB, (64, 64, 16), (bm, bn, None), proj=(None, 1, 1))
        gC = cute.local_tile(mC, (64, 64, 16), (bm, bn, None), proj=(1, 1, None))
        thr_mma = tiled_mma.get_slice(tidx)
        tAg, tBg, tCg = thr_mma.partition_A(gA), thr_mma.partition_B(gB), thr_mma.partition_C(gC)
        rA = tiled_mma.make_fragment_A(tAg[None, None, None, 0])
        rB = tiled_mma.make_fragment_B(tBg[None, None, None, 0])
        acc = tiled_mma.make_fragment_C(tCg)
        acc.fill(0.0)
        for kt in range(cute.size(gA, mode=[2])):
            cute.autovec_copy(tAg[None, None, None, kt], rA)
            cute.autovec_copy(tBg[None, None, None, kt], rB)
            cute.gemm(tiled_mma, acc, rA, rB, acc)
        out = cute.make_fragment_like(acc, cutlass.Float16)
        out.store(acc.load().to(cutlass.Float16))
        cute.autovec_copy(out, tCg)


@cute.jit
def grouped_gemm(mPtrs: cute.Tensor, mDims: cute.Tensor):
    op = warp.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (16, 8, 16))
    tiled_mma = cute.make_tiled_mma(op, cute.make_layout((2, 2, 1)), permutation_mnk=(32, 32, 16))
    grouped_gemm_kernel(tiled_mma, mPtrs, mDims).launch(grid=[8, 8, mPtrs.shape[0]], block=[128, 1, 1])


# -- fp8 mma.sync on consumer Blackwell (sm_120a) ----------------------------------------------------------


@cute.kernel
def fp8_mma_kernel(tiled_mma: cute.TiledMma, mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor,
                   scale: cutlass.Float32):
    # e4m3 x e4m3 -> f32 with `mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32`: fragments
    # of 16 fp8 per thread from global memory, a 64x64 tile per 4 warps, scaled bf16 out.
    tidx, _, _ = cute.arch.thread_idx()
    bm, bn, _ = cute.arch.block_idx()
    gA = cute.local_tile(mA, (64, 64, 32), (bm, bn, None), proj=(1, None, 1))
    gB = cute.local_tile(mB, (64, 64, 32), (bm, bn, None), proj=(None, 1, 1))
    gC = cute.local_tile(mC, (64, 64, 32), (bm, bn, None), proj=(1, 1, None))
    thr_mma = tiled_mma.get_slice(tidx)
    tAg, tBg, tCg = thr_mma.partition_A(gA), thr_mma.partition_B(gB), thr_mma.partition_C(gC)
    rA = tiled_mma.make_fragment_A(tAg[None, None, None, 0])
    rB = tiled_mma.make_fragment_B(tBg[None, None, None, 0])
    acc = tiled_mma.make_fragment_C(tCg)
    acc.fill(0.0)
    for k in range(cute.size(gA, mode=[2])):
        cute.autovec_copy(tAg[None, None, None, k], rA)
        cute.autovec_copy(tBg[None, None, None, k], rB)
        cute.gemm(tiled_mma, acc, rA, rB, acc)
    out = cute.make_fragment_like(acc, cutlass.BFloat16)
    out.store((acc.load() * scale).to(cutlass.BFloat16))
    cute.autovec_copy(out, tCg)


@cute.jit
def fp8_mma(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor, scale: cutlass.Float32):
    op = warp.MmaFP8Op(cutlass.Float8E4M3FN, cutlass.Float32, (16, 8, 32))
    tiled_mma = cute.make_tiled_mma(op, cute.make_layout((2, 2, 1)), permutation_mnk=(32, 32, 32))
    fp8_mma_kernel(tiled_mma, mA, mB, mC, scale).launch(
        grid=[mC.shape[0] // 64, mC.shape[1] // 64, 1], block=[128, 1, 1]
    )


# -- Blackwell 2-CTA tcgen05 GEMM (sm_100a) ---------------------------------------------------------

_T_MMA = (256, 64, 64)  # one MMA tile over the CTA pair: 128 rows of A in each CTA's shared memory
_T_STAGES = 3


@cute.kernel
def umma_2cta_kernel(tiled_mma: cute.TiledMma, tma_a: cute.CopyAtom, mA: cute.Tensor, tma_b: cute.CopyAtom,
                     mB: cute.Tensor, mC: cute.Tensor, cluster_layout_vmnk: cute.Layout,
                     a_layout: cute.ComposedLayout, b_layout: cute.ComposedLayout, epi_tile: cute.Tile):
    # f16 GEMM with `tcgen05.mma.cta_group::2`: a pair of CTAs (a cluster of 2) computes one
    # 256x64 tile, the even CTA issuing the MMAs for both; A and B arrive by TMA with CTA masks
    # (PipelineTmaUmma over the cluster), TMEM is allocated for the pair (`tcgen05.alloc
    # .cta_group::2`), the accumulator is read back by 32x32b loads per CTA, and the pair
    # handshakes on an mbarrier before the TMEM is freed.
    tidx, _, _ = cute.arch.thread_idx()
    warp_id = cute.arch.make_warp_uniform(cute.arch.warp_idx())
    bidx, bidy, _ = cute.arch.block_idx()
    v = bidx % 2
    is_leader = v == 0
    rank = cute.arch.make_warp_uniform(cute.arch.block_idx_in_cluster())
    coord = cluster_layout_vmnk.get_flat_coord(rank)
    mma_m = bidx // 2
    smem = SmemAllocator()
    ab_bars = smem.allocate_array(cutlass.Int64, 2 * _T_STAGES)
    acc_bars = smem.allocate_array(cutlass.Int64, 2)
    dealloc_bar = smem.allocate_array(cutlass.Int64, 1)
    tmem_buf = smem.allocate_array(cutlass.Int32, 1)
    sA = smem.allocate_tensor(cutlass.Float16, a_layout.outer, byte_alignment=1024, swizzle=a_layout.inner)
    sB = smem.allocate_tensor(cutlass.Float16, b_layout.outer, byte_alignment=1024, swizzle=b_layout.inner)
    tx = (cute.size_in_bytes(cutlass.Float16, cute.slice_(a_layout, (None, None, None, 0)))
          + cute.size_in_bytes(cutlass.Float16, cute.slice_(b_layout, (None, None, None, 0)))) * 2
    ab_pipe = pipeline.PipelineTmaUmma.create(
        barrier_storage=ab_bars, num_stages=_T_STAGES,
        producer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread),
        consumer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread, 1),
        tx_count=tx, cta_layout_vmnk=cluster_layout_vmnk,
    )
    acc_pipe = pipeline.PipelineUmmaAsync.create(
        barrier_storage=acc_bars, num_stages=1,
        producer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread),
        consumer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread, 128),
        cta_layout_vmnk=cluster_layout_vmnk,
    )
    ab_prod = pipeline.make_pipeline_state(pipeline.PipelineUserType.Producer, _T_STAGES)
    ab_cons = pipeline.make_pipeline_state(pipeline.PipelineUserType.Consumer, _T_STAGES)
    acc_prod = pipeline.make_pipeline_state(pipeline.PipelineUserType.Producer, 1)
    acc_cons = pipeline.make_pipeline_state(pipeline.PipelineUserType.Consumer, 1)
    if warp_id == 0:
        with cute.arch.elect_one():
            cute.arch.mbarrier_init(dealloc_bar, 32)
    cute.arch.mbarrier_init_fence()
    cute.arch.cluster_arrive_relaxed()
    a_mask = cpasync.create_tma_multicast_mask(cluster_layout_vmnk, coord, mcast_mode=2)
    b_mask = cpasync.create_tma_multicast_mask(cluster_layout_vmnk, coord, mcast_mode=1)
    gA = cute.local_tile(mA, cute.slice_(_T_MMA, (None, 0, None)), (None, None))
    gB = cute.local_tile(mB, cute.slice_(_T_MMA, (0, None, None)), (None, None))
    gC = cute.local_tile(mC, cute.slice_(_T_MMA, (None, None, 0)), (None, None))
    thr_mma = tiled_mma.get_slice(v)
    tCgA, tCgB, tCgC = thr_mma.partition_A(gA), thr_mma.partition_B(gB), thr_mma.partition_C(gC)
    a_cta_layout = cute.make_layout(cute.slice_(cluster_layout_vmnk, (0, 0, None, 0)).shape)
    tAsA, tAgA = cpasync.tma_partition(tma_a, coord[2], a_cta_layout, cute.group_modes(sA, 0, 3),
                                       cute.group_modes(tCgA, 0, 3))
    b_cta_layout = cute.make_layout(cute.slice_(cluster_layout_vmnk, (0, None, 0, 0)).shape)
    tBsB, tBgB = cpasync.tma_partition(tma_b, coord[1], b_cta_layout, cute.group_modes(sB, 0, 3),
                                       cute.group_modes(tCgB, 0, 3))
    tCrA = tiled_mma.make_fragment_A(sA)
    tCrB = tiled_mma.make_fragment_B(sB)
    acc_fake = tiled_mma.make_fragment_C(tiled_mma.partition_shape_C(_T_MMA[:2]))
    cute.arch.cluster_wait()
    if warp_id == 0:
        cute.arch.alloc_tmem(64, tmem_buf, is_two_cta=True)
    cute.arch.barrier()
    tmem_ptr = cute.arch.retrieve_tmem_ptr(cutlass.Float32, alignment=16, ptr_to_buffer_holding_addr=tmem_buf)
    acc = cute.make_tensor(tmem_ptr, acc_fake.layout)
    t2r_atom = sm100.get_tmem_load_op((128, 64, 64), LayoutEnum.ROW_MAJOR, cutlass.Float16, cutlass.Float32,
                                      epi_tile, True)
    acc_epi = cute.flat_divide(acc[((None, None), 0, 0)], epi_tile)
    t2r = tcgen05.make_tmem_copy(t2r_atom, acc_epi[(None, None, 0, 0)])
    thr_t2r = t2r.get_slice(tidx)
    tTR_t = thr_t2r.partition_S(acc_epi)
    gC_epi = cute.flat_divide(tCgC[((None, None), 0, 0, None, None)], epi_tile)
    tTR_g = thr_t2r.partition_D(gC_epi)
    tTR_r = cute.make_rmem_tensor(tTR_g[(None, None, None, 0, 0, 0, 0)].shape, cutlass.Float32)
    tTR_c = cute.make_rmem_tensor(tTR_g[(None, None, None, 0, 0, 0, 0)].shape, cutlass.Float16)
    tAgA = tAgA[(None, mma_m, None)]
    tBgB = tBgB[(None, bidy, None)]
    tTR_g = tTR_g[(None, None, None, None, None, mma_m, bidy)]
    k_tiles = cute.size(gA, mode=[3])
    tiled_mma.set(tcgen05.Field.ACCUMULATE, False)
    if warp_id == 0:
        for _k in range(k_tiles):
            ab_pipe.producer_acquire(ab_prod)
            cute.copy(tma_a, tAgA[(None, ab_prod.count)], tAsA[(None, ab_prod.index)],
                      tma_bar_ptr=ab_pipe.producer_get_barrier(ab_prod), mcast_mask=a_mask)
            cute.copy(tma_b, tBgB[(None, ab_prod.count)], tBsB[(None, ab_prod.index)],
                      tma_bar_ptr=ab_pipe.producer_get_barrier(ab_prod), mcast_mask=b_mask)
            ab_prod.advance()
            if is_leader:
                ab_pipe.consumer_wait(ab_cons)
                for kb in cutlass.range_constexpr(cute.size(tCrA, mode=[2])):
                    cute.gemm(tiled_mma, acc, tCrA[(None, None, kb, ab_cons.index)],
                              tCrB[(None, None, kb, ab_cons.index)], acc)
                    tiled_mma.set(tcgen05.Field.ACCUMULATE, True)
                ab_pipe.consumer_release(ab_cons)
            ab_cons.advance()
        if is_leader:
            acc_pipe.producer_commit(acc_prod)
    if warp_id == 0:
        cute.arch.relinquish_tmem_alloc_permit(is_two_cta=True)
    acc_pipe.consumer_wait(acc_cons)
    tTR_t = cute.group_modes(tTR_t, 3, cute.rank(tTR_t))
    tTR_g = cute.group_modes(tTR_g, 3, cute.rank(tTR_g))
    for s in range(cute.size(tTR_t.shape, mode=[3])):
        cute.copy(t2r, tTR_t[(None, None, None, s)], tTR_r)
        tTR_c.store(tTR_r.load().to(cutlass.Float16))
        cute.autovec_copy(tTR_c, tTR_g[(None, None, None, s)])
    cute.arch.barrier()
    if warp_id == 0:
        cute.arch.mbarrier_arrive(dealloc_bar, rank ^ 1)
        cute.arch.mbarrier_wait(dealloc_bar, 0)
        cute.arch.dealloc_tmem(tmem_ptr, 64, is_two_cta=True)


@cute.jit
def umma_2cta(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    k_major = cute.nvgpu.OperandMajorMode.K
    op = tcgen05.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (256, 64, 16), tcgen05.CtaGroup.TWO,
                              tcgen05.OperandSource.SMEM, k_major, k_major)
    tiled_mma = cute.make_tiled_mma(op)
    cluster_layout_vmnk = cute.tiled_divide(cute.make_layout((2, 1, 1)), (tiled_mma.thr_id.shape,))
    a_layout = sm100.make_smem_layout_a(tiled_mma, _T_MMA, cutlass.Float16, _T_STAGES)
    b_layout = sm100.make_smem_layout_b(tiled_mma, _T_MMA, cutlass.Float16, _T_STAGES)
    a_op = sm100.cluster_shape_to_tma_atom_A((2, 1), tiled_mma.thr_id)
    b_op = sm100.cluster_shape_to_tma_atom_B((2, 1), tiled_mma.thr_id)
    tma_a, tA = cute.nvgpu.make_tiled_tma_atom_A(a_op, mA, cute.slice_(a_layout, (None, None, None, 0)), _T_MMA,
                                                 tiled_mma, cluster_layout_vmnk.shape)
    tma_b, tB = cute.nvgpu.make_tiled_tma_atom_B(b_op, mB, cute.slice_(b_layout, (None, None, None, 0)), _T_MMA,
                                                 tiled_mma, cluster_layout_vmnk.shape)
    umma_2cta_kernel(tiled_mma, tma_a, tA, tma_b, tB, mC, cluster_layout_vmnk, a_layout, b_layout, (128, 32)).launch(
        grid=[mC.shape[0] // 256 * 2, mC.shape[1] // 64, 1], block=[128, 1, 1], cluster=[2, 1, 1]
    )


# -- block-scaled MXF8 mma.sync on consumer Blackwell (sm_120a) ----------------------------------------


@cute.kernel
def mxf8_mma_kernel(tiled_mma: cute.TiledMma, mA: cute.Tensor, mB: cute.Tensor, gSFA: cute.Tensor,
                    gSFB: cute.Tensor, mC: cute.Tensor):
    # `mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e4m3.f32.ue8m0`:
    # one warp per 16x8 tile of C, e4m3 fragments from global memory, a ue8m0 scale for A's row
    # block and B's column block per 32-wide k step held in register fragments the atom points to.
    lane = cute.arch.lane_idx()
    bm, bn, _ = cute.arch.block_idx()
    gA = cute.local_tile(mA, (16, 8, 32), (bm, bn, None), proj=(1, None, 1))
    gB = cute.local_tile(mB, (16, 8, 32), (bm, bn, None), proj=(None, 1, 1))
    gC = cute.local_tile(mC, (16, 8, 32), (bm, bn, None), proj=(1, 1, None))
    thr_mma = tiled_mma.get_slice(lane)
    tAg, tBg, tCg = thr_mma.partition_A(gA), thr_mma.partition_B(gB), thr_mma.partition_C(gC)
    rA = tiled_mma.make_fragment_A(tAg[None, None, None, 0])
    rB = tiled_mma.make_fragment_B(tBg[None, None, None, 0])
    sfa = cute.make_rmem_tensor(cute.make_layout(1), cutlass.Float8E8M0FNU)
    sfb = cute.make_rmem_tensor(cute.make_layout(1), cutlass.Float8E8M0FNU)
    acc = tiled_mma.make_fragment_C(tCg)
    acc.fill(0.0)
    for k in range(cute.size(gA, mode=[2])):
        cute.autovec_copy(tAg[None, None, None, k], rA)
        cute.autovec_copy(tBg[None, None, None, k], rB)
        sfa[0] = gSFA[bm, k]
        sfb[0] = gSFB[bn, k]
        tiled_mma.set(warp.Field.SFA, sfa.iterator)
        tiled_mma.set(warp.Field.SFB, sfb.iterator)
        cute.gemm(tiled_mma, acc, rA, rB, acc)
    cute.autovec_copy(acc, tCg)


@cute.jit
def mxf8_mma(mA: cute.Tensor, mB: cute.Tensor, mSFA: cute.Tensor, mSFB: cute.Tensor, mC: cute.Tensor):
    op = warp.MmaMXF8Op(cutlass.Float8E4M3FN, cutlass.Float32, cutlass.Float8E8M0FNU)
    tiled_mma = cute.make_tiled_mma(op)
    mxf8_mma_kernel(tiled_mma, mA, mB, mSFA, mSFB, mC).launch(
        grid=[mC.shape[0] // 16, mC.shape[1] // 8, 1], block=[32, 1, 1]
    )


# -- FMHA forward on Hopper (sm_90a): wgmma for S = Q K^T and O += P V --------------------------------


@cute.kernel
def fmha_sm90_kernel(mma_qk: cute.TiledMma, mma_pv: cute.TiledMma, tma_q: cute.CopyAtom, mQ: cute.Tensor,
                     tma_k: cute.CopyAtom, mK: cute.Tensor, tma_v: cute.CopyAtom, mV: cute.Tensor, mO: cute.Tensor,
                     q_layout: cute.ComposedLayout, k_layout: cute.ComposedLayout, v_layout: cute.ComposedLayout,
                     p_layout: cute.ComposedLayout, scale_log2: cutlass.Float32):
    # One warpgroup per 64 query rows: Q once and each K/V tile of 64 keys by TMA into swizzled
    # shared memory (one mbarrier, its phase flipped per tile), S = Q K^T by wgmma (both operands in
    # shared memory), S through shared memory for a row-wise online softmax, P (f16) written into
    # a swizzled operand tile, `fence.proxy.async` so the async proxy sees it, O += P V by wgmma
    # with V's N-major operand; the output accumulator rescaled per row via an identity tensor.
    tidx, _, _ = cute.arch.thread_idx()
    qb, _, _ = cute.arch.block_idx()
    warp_id = cute.arch.make_warp_uniform(cute.arch.warp_idx())
    smem = SmemAllocator()
    bar = smem.allocate_array(cutlass.Int64, 1)
    sQ = smem.allocate_tensor(cutlass.Float16, q_layout.outer, byte_alignment=1024, swizzle=q_layout.inner)
    sK = smem.allocate_tensor(cutlass.Float16, k_layout.outer, byte_alignment=1024, swizzle=k_layout.inner)
    sV = smem.allocate_tensor(cutlass.Float16, v_layout.outer, byte_alignment=1024, swizzle=v_layout.inner)
    sP = smem.allocate_tensor(cutlass.Float16, p_layout.outer, byte_alignment=1024, swizzle=p_layout.inner)
    sS = smem.allocate_tensor(cutlass.Float32, cute.make_layout((64, 64), stride=(65, 1)), byte_alignment=16)
    sM = smem.allocate_tensor(cutlass.Float32, cute.make_layout(64), byte_alignment=16)
    sL = smem.allocate_tensor(cutlass.Float32, cute.make_layout(64), byte_alignment=16)
    sR = smem.allocate_tensor(cutlass.Float32, cute.make_layout(64), byte_alignment=16)
    if warp_id == 0:
        cpasync.prefetch_descriptor(tma_k)
        with cute.arch.elect_one():
            cute.arch.mbarrier_init(bar, 1)
    cute.arch.mbarrier_init_fence()
    if tidx < 64:
        sM[tidx] = -cutlass.Float32.inf
        sL[tidx] = cutlass.Float32(0.0)
    cute.arch.sync_threads()
    one = cute.make_layout(1)
    sQ0, sK0, sV0, sP0 = sQ[None, None, 0], sK[None, None, 0], sV[None, None, 0], sP[None, None, 0]
    gQ = cute.local_tile(mQ, (64, 64), (qb, 0))
    gK = cute.local_tile(mK, (64, 64), (None, 0))
    gV = cute.local_tile(mV, (64, 64), (0, None))
    gO = cute.local_tile(mO, (64, 64), (qb, 0))
    tQs, tQg = cpasync.tma_partition(tma_q, 0, one, cute.group_modes(sQ0, 0, 2), cute.group_modes(gQ, 0, 2))
    tKs, tKg = cpasync.tma_partition(tma_k, 0, one, cute.group_modes(sK0, 0, 2), cute.group_modes(gK, 0, 2))
    tVs, tVg = cpasync.tma_partition(tma_v, 0, one, cute.group_modes(sV0, 0, 2), cute.group_modes(gV, 0, 2))
    q_bytes = cute.size_in_bytes(cutlass.Float16, cute.slice_(q_layout, (None, None, 0)))
    kv_bytes = cute.size_in_bytes(cutlass.Float16, cute.slice_(k_layout, (None, None, 0))) + cute.size_in_bytes(
        cutlass.Float16, cute.slice_(v_layout, (None, None, 0)))
    if warp_id == 0:
        with cute.arch.elect_one():
            cute.arch.mbarrier_arrive_and_expect_tx(bar, q_bytes)
        cute.copy(tma_q, tQg, tQs, tma_bar_ptr=bar)
    phase = cutlass.Int32(0)
    cute.arch.mbarrier_wait(bar, phase)
    phase ^= 1
    thr_qk = mma_qk.get_slice(tidx)
    rQ = mma_qk.make_fragment_A(thr_qk.partition_A(sQ0))
    rK = mma_qk.make_fragment_B(thr_qk.partition_B(sK0))
    accS = mma_qk.make_fragment_C(mma_qk.partition_shape_C((64, 64)))
    tSsS = thr_qk.partition_C(sS)
    thr_pv = mma_pv.get_slice(tidx)
    rP = mma_pv.make_fragment_A(thr_pv.partition_A(sP0))
    rV = mma_pv.make_fragment_B(thr_pv.partition_B(sV0))
    accO = mma_pv.make_fragment_C(mma_pv.partition_shape_C((64, 64)))
    accO.fill(0.0)
    tOc = thr_pv.partition_C(cute.make_identity_tensor((64, 64)))
    tOg = thr_pv.partition_C(gO)
    row = tidx // 2
    half = tidx % 2
    mma_pv.set(warpgroup.Field.ACCUMULATE, True)
    for kb in range(cute.size(gK, mode=[2])):
        if warp_id == 0:
            with cute.arch.elect_one():
                cute.arch.mbarrier_arrive_and_expect_tx(bar, kv_bytes)
            cute.copy(tma_k, tKg[None, kb], tKs, tma_bar_ptr=bar)
            cute.copy(tma_v, tVg[None, kb], tVs, tma_bar_ptr=bar)
        cute.arch.mbarrier_wait(bar, phase)
        phase ^= 1
        mma_qk.set(warpgroup.Field.ACCUMULATE, False)
        warpgroup.fence()
        for k in cutlass.range_constexpr(cute.size(rQ, mode=[2])):
            cute.gemm(mma_qk, accS, rQ[None, None, k], rK[None, None, k], accS)
            mma_qk.set(warpgroup.Field.ACCUMULATE, True)
        warpgroup.commit_group()
        warpgroup.wait_group(0)
        cute.autovec_copy(accS, tSsS)
        cute.arch.sync_threads()
        m_old = sM[row]
        mx = m_old
        for j in cutlass.range_constexpr(32):
            mx = cute.arch.fmax(mx, sS[row, half * 32 + j] * scale_log2)
        mx = cute.arch.fmax(mx, cute.arch.shuffle_sync_bfly(mx, 1))
        s = cutlass.Float32(0.0)
        for j in cutlass.range_constexpr(32):
            p = cute.math.exp2(sS[row, half * 32 + j] * scale_log2 - mx, fastmath=True)
            s += p
            sP0[row, half * 32 + j] = p.to(cutlass.Float16)
        s += cute.arch.shuffle_sync_bfly(s, 1)
        cute.arch.fence_proxy("async.shared", space="cta")
        cute.arch.sync_threads()
        if half == 0:
            r = cute.math.exp2(m_old - mx, fastmath=True)
            sR[row] = r
            sL[row] = sL[row] * r + s
            sM[row] = mx
        cute.arch.sync_threads()
        for i in cutlass.range_constexpr(cute.size(accO)):
            accO[i] = accO[i] * sR[tOc[i][0]]
        warpgroup.fence()
        for k in cutlass.range_constexpr(cute.size(rP, mode=[2])):
            cute.gemm(mma_pv, accO, rP[None, None, k], rV[None, None, k], accO)
        warpgroup.commit_group()
        warpgroup.wait_group(0)
        cute.arch.sync_threads()
    out = cute.make_fragment_like(accO, cutlass.Float16)
    for i in cutlass.range_constexpr(cute.size(accO)):
        out[i] = (accO[i] * cute.arch.rcp_approx(sL[tOc[i][0]])).to(cutlass.Float16)
    cute.autovec_copy(out, tOg)


@cute.jit
def fmha_sm90(mQ: cute.Tensor, mK: cute.Tensor, mV: cute.Tensor, mO: cute.Tensor, scale_log2: cutlass.Float32):
    k_major = cute.nvgpu.OperandMajorMode.K
    v_major = LayoutEnum.from_tensor(mV)
    mma_qk = sm90.make_trivial_tiled_mma(cutlass.Float16, cutlass.Float16, k_major, k_major, cutlass.Float32,
                                         (1, 1, 1), (64, 64))
    mma_pv = sm90.make_trivial_tiled_mma(cutlass.Float16, cutlass.Float16, k_major, v_major.sm90_mma_major_mode(),
                                         cutlass.Float32, (1, 1, 1), (64, 64))
    tile = (64, 64, 64)
    q_layout = sm90.make_smem_layout_a(LayoutEnum.ROW_MAJOR, tile, cutlass.Float16, 1)
    k_layout = sm90.make_smem_layout_b(LayoutEnum.ROW_MAJOR, tile, cutlass.Float16, 1)
    v_layout = sm90.make_smem_layout_b(v_major, tile, cutlass.Float16, 1)
    p_layout = sm90.make_smem_layout_a(LayoutEnum.ROW_MAJOR, tile, cutlass.Float16, 1)
    g2s = cpasync.CopyBulkTensorTileG2SOp()
    tma_q, tQ = cpasync.make_tiled_tma_atom(g2s, mQ, cute.slice_(q_layout, (None, None, 0)), (64, 64))
    tma_k, tK = cpasync.make_tiled_tma_atom(g2s, mK, cute.slice_(k_layout, (None, None, 0)), (64, 64))
    tma_v, tV = cpasync.make_tiled_tma_atom(g2s, mV, cute.slice_(v_layout, (None, None, 0)), (64, 64))
    fmha_sm90_kernel(mma_qk, mma_pv, tma_q, tQ, tma_k, tK, tma_v, tV, mO, q_layout, k_layout, v_layout, p_layout,
                     scale_log2).launch(grid=[mQ.shape[0] // 64, 1, 1], block=[128, 1, 1], smem=4 * 8192 + 64 * 65 * 4 + 4096)


CASES = [
    Case(
        "c28_fmha_fwd_sm80",
        fmha_fwd,
        lambda: tuple(make_fake_compact_tensor(cutlass.Float16, (256, _D, 4), stride_order=(1, 0, 2), assumed_align=16)
                      for _ in range(4)) + (0.18033688,),
        "sm_80",
        "FMHA forward, 64 query rows x 64 keys per step: cp.async tiles, S = Q K^T by mma.sync, online softmax (exp2, shuffles), P through smem, per-row rescale via an identity tensor, O += P V",
        {"seq": 256, "head_dim": _D, "heads": 4},
    ),
    Case(
        "c28_tf32_gemm_sm80",
        tf32_gemm,
        lambda: (_tensor(cutlass.Float32, (256, 128)), _tensor(cutlass.Float32, (256, 128)),
                 _tensor(cutlass.Float32, (256, 256))),
        "sm_80",
        "tf32 GEMM: f32 fragments from global memory rounded by cvt.rna.tf32.f32, mma.sync m16n8k8 tf32, alpha/beta epilogue",
        {"M": 256, "N": 256, "K": 128},
    ),
    Case(
        "c28_mcast_gemm_sm90",
        mcast_gemm,
        lambda: (_tensor(cutlass.Float16, (512, 256)), _tensor(cutlass.Float16, (256, 256)),
                 _tensor(cutlass.Float16, (512, 256))),
        "sm_90a",
        "f16 GEMM in 2x1 clusters: B tiles TMA-multicast to both CTAs (CTA mask), PipelineTmaAsync over the cluster layout, wgmma, cluster arrive/wait",
        {"M": 512, "N": 256, "K": 256},
    ),
    Case(
        "c28_persistent_gemm_sm80",
        persistent_gemm,
        lambda: tuple(make_fake_compact_tensor(dt, (cute.sym_int(), cute.sym_int(divisibility=8)),
                                               stride_order=(1, 0), assumed_align=16)
                      for dt in (cutlass.BFloat16, cutlass.BFloat16, cutlass.Float32)),
        "sm_80",
        "persistent bf16 GEMM: a fixed grid strides over the 64x64 tiles of a runtime-sized problem (tile -> (m, n) by runtime division), mma.sync, predicated f32 stores",
        {"M": "runtime", "N": "runtime", "K": "runtime, multiple of 8"},
    ),
    Case(
        "c28_bulk_reduce_sm90",
        bulk_reduce,
        lambda: (_tensor(cutlass.Float32, (16, 2048)), _tensor(cutlass.Float32, (64, 128))),
        "sm_90a",
        "non-tensor cp.async.bulk global->shared on an mbarrier (arrive.expect_tx, wait), squares in smem, TMA reduce-add store (cp.reduce.async.bulk.tensor), bulk group wait",
        {"rows": 16, "cols": 2048},
    ),
    Case(
        "c28_col_reduce_sm80",
        col_reduce,
        lambda: (make_fake_compact_tensor(cutlass.Float32, (cute.sym_int(), 1024), stride_order=(1, 0), assumed_align=16),
                 _tensor(cutlass.Float32, (1024,)), _tensor(cutlass.Float32, (1024,)), _tensor(cutlass.Int32, (1,)),
                 1000),
        "sm_80",
        "column sum/max over a runtime row count, 32x8 blocks, padded smem tree; redux.sync add, vote.sync.uni, shfl.sync.idx with a sub-warp clamp",
        {"rows": "runtime", "cols": 1024},
    ),
    Case(
        "c28_rmsnorm_bwd_sm90",
        rmsnorm_bwd,
        lambda: (_tensor(cutlass.BFloat16, (128, 1024)), _tensor(cutlass.BFloat16, (1024,)),
                 _tensor(cutlass.BFloat16, (128, 1024)), _tensor(cutlass.Float32, (128,)),
                 _tensor(cutlass.BFloat16, (128, 1024)), _tensor(cutlass.Float32, (1024,))),
        "sm_90a",
        "RMSNorm backward, one warp per bf16 row of 1024: 32-value fragments, warp dot product, dX, dW by float atomics",
        {"rows": 128, "cols": 1024},
    ),
    Case(
        "c28_packed_half_sm90",
        packed_half,
        lambda: (_tensor(cutlass.Float16, (8192,)), _tensor(cutlass.BFloat16, (8192,)),
                 _tensor(cutlass.Float16, (8192,)), _tensor(cutlass.BFloat16, (8192,))),
        "sm_90a",
        "packed half math: fma.rn.relu.f16x2, ex2.approx.f16x2, add/sub bf16x2",
        {"n": 8192},
    ),
    Case(
        "c28_clc_sched_sm100",
        clc_sched,
        lambda: (_tensor(cutlass.Float32, (1 << 16,)), _tensor(cutlass.Float32, (1 << 16,)),
                 _tensor(cutlass.Int32, (256, 4))),
        "sm_100a",
        "cluster launch control work stealing: clusterlaunchcontrol.try_cancel (multicast) on an mbarrier, query_cancel of the i128 response, acq_rel cluster fence, globaltimer, nsmid, dynamic smem size",
        {"n": 65536},
    ),
    Case(
        "c28_convert_fp4_sm100",
        convert_fp4,
        lambda: (_tensor(cutlass.Float32, (8192,)), _tensor(cutlass.Uint8, (4096,)), _tensor(cutlass.Float16, (8192,)),
                 _tensor(cutlass.Int32, (1024,)), _tensor(cutlass.BFloat16, (8192,)), _tensor(cutlass.Uint8, (1024,))),
        "sm_100a",
        "f32 -> e2m1 fragments and back to f16 (cvt_f4e2m1x8_to_f16x8), an e8m0 scale, int4x8 -> bf16x8 (cvt_i4x8_to_bf16x8)",
        {"n": 8192},
    ),
    Case(
        "c28_mixed_gemm_sm80",
        mixed_gemm,
        lambda: (_tensor(cutlass.BFloat16, (256, 256)), _tensor(cutlass.Int8, (256, 256)), _tensor(cutlass.Float32, (256,)),
                 _tensor(cutlass.BFloat16, (256, 256))),
        "sm_80",
        "mixed-input GEMM: int8 weight fragments converted to bf16 in registers before mma.sync m16n8k16, per-column scale via an identity tensor",
        {"M": 256, "N": 256, "K": 256},
    ),
    Case(
        "c28_grouped_gemm_sm80",
        grouped_gemm,
        lambda: (_tensor(cutlass.Int64, (4, 3)), _tensor(cutlass.Int32, (4, 3))),
        "sm_80",
        "grouped GEMM: per-group A/B/C addresses and M/N/K read from a device table, tensors built from integer addresses with runtime shapes, early exit, mma.sync",
        {"groups": 4},
    ),
    Case(
        "c28_fp8_mma_sm120",
        fp8_mma,
        lambda: (_tensor(cutlass.Float8E4M3FN, (256, 256)), _tensor(cutlass.Float8E4M3FN, (256, 256)),
                 _tensor(cutlass.BFloat16, (256, 256)), 0.5),
        "sm_120a",
        "fp8 e4m3 mma.sync m16n8k32 (f32 accumulate) on consumer Blackwell, fragments from global memory, scaled bf16 out",
        {"M": 256, "N": 256, "K": 256},
    ),
    Case(
        "c28_umma_2cta_sm100",
        umma_2cta,
        lambda: (_tensor(cutlass.Float16, (512, 256)), _tensor(cutlass.Float16, (128, 256)),
                 _tensor(cutlass.Float16, (512, 128))),
        "sm_100a",
        "2-CTA tcgen05 GEMM (cta_group::2, 256x64 MMA tile over a CTA pair): TMA with CTA masks, PipelineTmaUmma over the cluster, TMEM alloc/dealloc for the pair with an mbarrier handshake, 32x32b tcgen05.ld epilogue",
        {"M": 512, "N": 128, "K": 256},
    ),
    Case(
        "c28_mxf8_mma_sm120",
        mxf8_mma,
        lambda: (_tensor(cutlass.Float8E4M3FN, (128, 256)), _tensor(cutlass.Float8E4M3FN, (64, 256)),
                 _tensor(cutlass.Float8E8M0FNU, (8, 8)), _tensor(cutlass.Float8E8M0FNU, (8, 8)),
                 _tensor(cutlass.Float32, (128, 64))),
        "sm_120a",
        "block-scaled MXF8 mma.sync m16n8k32 (kind::mxf8f6f4.block_scale, ue8m0 scales per 32-wide k step from register fragments) on consumer Blackwell",
        {"M": 128, "N": 64, "K": 256},
    ),
    Case(
        "c28_fmha_fwd_sm90",
        fmha_sm90,
        lambda: (_tensor(cutlass.Float16, (512, 64)), _tensor(cutlass.Float16, (512, 64)),
                 make_fake_compact_tensor(cutlass.Float16, (64, 512), stride_order=(0, 1), assumed_align=16),
                 _tensor(cutlass.Float16, (512, 64)), 0.18033688),
        "sm_90a",
        "FMHA forward on Hopper: Q/K/V by TMA (one mbarrier, phase per tile), S = Q K^T by wgmma, online softmax through smem, P into a swizzled operand tile + fence.proxy.async, O += P V by wgmma (V N-major)",
        {"seq": 512, "head_dim": 64},
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
