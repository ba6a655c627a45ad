"""A fifth held-out round of Triton 3.9 kernels (issue 26: the rules are judged on hidden kernels
of the same kinds: sort/topk, gather, dropout, argmax, int64 indexing, device_assert, TMA/wgmma
GEMMs, attention backward, fp8 dots), captured exactly as `capture_triton.py` captures its own
(same hook, same files per kernel). None of these kernels is in the other capture scripts; names
start with `v32_`.

    /work/venv-triton/bin/python tools/capture/capture_triton_v32.py --out tests/producers/triton
"""

from __future__ import annotations

# (command line: capture_triton.capture_round; kernels keep the line numbers the captured PTX names)
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import capture_triton as base  # noqa: E402
import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from capture_triton import FLAT, ROWS, Capture, _sig  # noqa: E402


@triton.jit
def topk_by_sort_2d(x_ptr, val_ptr, n_cols, ROWS_PER: tl.constexpr, BLOCK: tl.constexpr, K: tl.constexpr):
    # Top K of each row of a [ROWS_PER, BLOCK] tile: tl.sort descending along axis 1, first K kept.
    rows = tl.program_id(0) * ROWS_PER + tl.arange(0, ROWS_PER)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + rows[:, None] * n_cols + cols[None, :], mask=cols[None, :] < n_cols, other=-float("inf"))
    s = tl.sort(x, dim=1, descending=True)
    tl.store(val_ptr + rows[:, None] * K + cols[None, :], s, mask=cols[None, :] < K)


@triton.jit
def gather3_scatter_i64(a_ptr, b_ptr, c_ptr, ia_ptr, ib_ptr, ic_ptr, io_ptr, out_ptr, n, stride,
                        BLOCK: tl.constexpr):
    # out[io[i]] = a[ia[i] * stride] + b[ib[i]] * c[ic[i]]: three gathers and a scatter, int64 indices.
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offs < n
    ia = tl.load(ia_ptr + offs, mask=inside, other=0)
    ib = tl.load(ib_ptr + offs, mask=inside, other=0)
    ic = tl.load(ic_ptr + offs, mask=inside, other=0)
    io = tl.load(io_ptr + offs, mask=inside, other=0)
    a = tl.load(a_ptr + ia * stride, mask=inside, other=0.0)
    b = tl.load(b_ptr + ib, mask=inside, other=0.0)
    c = tl.load(c_ptr + ic, mask=inside, other=0.0)
    tl.store(out_ptr + io, a + b * c, mask=inside)


@triton.jit
def dropout_row_seeds(x_ptr, seed_ptr, out_ptr, n_cols, p, BLOCK: tl.constexpr):
    # Philox dropout with a seed per row (loaded), offsets the column index.
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    inside = cols < n_cols
    seed = tl.load(seed_ptr + row)
    x = tl.load(x_ptr + row * n_cols + cols, mask=inside, other=0.0)
    keep = tl.rand(seed, cols) > p
    tl.store(out_ptr + row * n_cols + cols, tl.where(keep, x / (1 - p), 0.0), mask=inside)


@triton.jit
def argmax_nan_bf16(x_ptr, idx_ptr, nan_ptr, n_cols, ROWS_PER: tl.constexpr, BLOCK: tl.constexpr):
    # argmax of bf16 rows that may hold NaNs (NaN treated as -inf), and the NaN count per row.
    rows = tl.program_id(0) * ROWS_PER + tl.arange(0, ROWS_PER)
    cols = tl.arange(0, BLOCK)
    inside = cols[None, :] < n_cols
    x = tl.load(x_ptr + rows[:, None] * n_cols + cols[None, :], mask=inside, other=float("-inf"))
    nan = x != x
    idx = tl.argmax(tl.where(nan, float("-inf"), x), axis=1)
    tl.store(idx_ptr + rows, idx)
    tl.store(nan_ptr + rows, tl.sum(nan.to(tl.int32), axis=1))


@triton.jit
def multi_assert(x_ptr, idx_ptr, out_ptr, n, n_table, scale, BLOCK: tl.constexpr):
    # debug=True: several device_asserts (argument, per-element index range, value sign) and
    # Triton's overflow checks on the index arithmetic.
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offs < n
    tl.device_assert(scale > 0, "scale must be positive")
    idx = tl.load(idx_ptr + offs, mask=inside, other=0)
    tl.device_assert((idx >= 0) & (idx < n_table), "index out of range")
    x = tl.load(x_ptr + idx * 2 + 1, mask=inside, other=0)
    tl.device_assert(x >= 0, "negative value")
    tl.store(out_ptr + offs, x * scale + idx, mask=inside)


@triton.jit
def tma_gemm_epilogue(a_ptr, b_ptr, bias_ptr, res_ptr, c_ptr, M, N, K,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    # Tensor-descriptor GEMM, C = silu(A @ B^T + bias) + residual (bf16, fp32 accumulation),
    # C and the residual through descriptors too.
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1], block_shape=[BLOCK_N, BLOCK_K])
    r_desc = tl.make_tensor_descriptor(res_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    off_m = tl.program_id(0) * BLOCK_M
    off_n = tl.program_id(1) * BLOCK_N
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        acc = tl.dot(a_desc.load([off_m, k]), b_desc.load([off_n, k]).T, acc)
    acc += tl.load(bias_ptr + off_n + tl.arange(0, BLOCK_N))[None, :]
    acc = acc * tl.sigmoid(acc) + r_desc.load([off_m, off_n]).to(tl.float32)
    c_desc.store([off_m, off_n], acc.to(tl.bfloat16))


@triton.jit
def fp8_rowcol_scaled(a_ptr, b_ptr, a_scale_ptr, b_scale_ptr, c_ptr, M, N, K,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    # fp8 e4m3 A[M,K] @ B[N,K]^T with a scale per row of A and per row of B, fp16 out.
    rows = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    ks = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_ptr + rows[:, None] * K + (k + ks)[None, :])
        b = tl.load(b_ptr + cols[:, None] * K + (k + ks)[None, :])
        acc = tl.dot(a, b.T, acc)
    acc = acc * tl.load(a_scale_ptr + rows)[:, None] * tl.load(b_scale_ptr + cols)[None, :]
    tl.store(c_ptr + rows[:, None] * N + cols[None, :], acc.to(tl.float16))


@triton.jit
def attn_bwd_dq(q_ptr, k_ptr, v_ptr, do_ptr, lse_ptr, delta_ptr, dq_ptr, seq_len, sm_scale,
                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD: tl.constexpr):
    # Non-causal attention backward, dQ only: one query block per program walks all key blocks.
    start_m = tl.program_id(0) * BLOCK_M
    base = tl.program_id(1) * seq_len * HEAD
    rows = start_m + tl.arange(0, BLOCK_M)
    dims = tl.arange(0, HEAD)
    q = tl.load(q_ptr + base + rows[:, None] * HEAD + dims[None, :])
    do = tl.load(do_ptr + base + rows[:, None] * HEAD + dims[None, :])
    lse = tl.load(lse_ptr + tl.program_id(1) * seq_len + rows)
    delta = tl.load(delta_ptr + tl.program_id(1) * seq_len + rows)
    qk_scale = sm_scale * 1.4426950408889634
    dq = tl.zeros([BLOCK_M, HEAD], dtype=tl.float32)
    for n0 in range(0, seq_len, BLOCK_N):
        cols = n0 + tl.arange(0, BLOCK_N)
        k = tl.load(k_ptr + base + cols[:, None] * HEAD + dims[None, :])
        v = tl.load(v_ptr + base + cols[:, None] * HEAD + dims[None, :])
        p = tl.exp2(tl.dot(q, tl.trans(k)) * qk_scale - lse[:, None])
        ds = p * (tl.dot(do, tl.trans(v)) - delta[:, None])
        dq += tl.dot(ds.to(tl.float16), k)
    tl.store(dq_ptr + base + rows[:, None] * HEAD + dims[None, :], (dq * sm_scale).to(tl.float16))


@triton.jit
def splitk_bf16_atomic(a_ptr, b_ptr, c_ptr, M, N, K, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                       BLOCK_K: tl.constexpr, SPLIT_K: tl.constexpr):
    # split-K bf16 GEMM, K slices interleaved by program_id(2), fp32 partials by atomic_add, masked.
    rows = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(tl.program_id(2) * BLOCK_K, K, BLOCK_K * SPLIT_K):
        ks = k + tl.arange(0, BLOCK_K)
        a = tl.load(a_ptr + rows[:, None] * K + ks[None, :], mask=(rows[:, None] < M) & (ks[None, :] < K), other=0.0)
        b = tl.load(b_ptr + ks[:, None] * N + cols[None, :], mask=(ks[:, None] < K) & (cols[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
    tl.atomic_add(c_ptr + rows[:, None] * N + cols[None, :], acc, mask=(rows[:, None] < M) & (cols[None, :] < N),
                  sem="relaxed")


@triton.jit
def grouped_gemm_ptrs(a_ptrs, b_ptrs, c_ptrs, sizes_ptr, K,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    # Grouped GEMM: program_id(2) picks a group whose A, B, C pointers (int64 arrays) and M, N
    # are loaded; blocks beyond the group's M or N return early.
    g = tl.program_id(2)
    m = tl.load(sizes_ptr + 2 * g)
    n = tl.load(sizes_ptr + 2 * g + 1)
    if tl.program_id(0) * BLOCK_M >= m or tl.program_id(1) * BLOCK_N >= n:
        return
    a_ptr = tl.load(a_ptrs + g).to(tl.pointer_type(tl.float16))
    b_ptr = tl.load(b_ptrs + g).to(tl.pointer_type(tl.float16))
    c_ptr = tl.load(c_ptrs + g).to(tl.pointer_type(tl.float16))
    rows = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    ks = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_ptr + rows[:, None] * K + (k + ks)[None, :], mask=rows[:, None] < m, other=0.0)
        b = tl.load(b_ptr + (k + ks)[:, None] * n + cols[None, :], mask=cols[None, :] < n, other=0.0)
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rows[:, None] * n + cols[None, :], acc.to(tl.float16),
             mask=(rows[:, None] < m) & (cols[None, :] < n))


@triton.jit
def int8_zero_point_dot(a_ptr, b_ptr, a_zero_ptr, c_ptr, M, N, K,
                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    # Asymmetric int8 GEMM: C = A @ B - zero[m] * colsum(B), int32 accumulation, masked K tail.
    rows = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    ks = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    colsum = tl.zeros((BLOCK_N,), dtype=tl.int32)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_ptr + rows[:, None] * K + (k + ks)[None, :], mask=(k + ks)[None, :] < K, other=0)
        b = tl.load(b_ptr + (k + ks)[:, None] * N + cols[None, :], mask=(k + ks)[:, None] < K, other=0)
        acc = tl.dot(a, b, acc)
        colsum += tl.sum(b.to(tl.int32), axis=0)
    acc -= tl.load(a_zero_ptr + rows)[:, None] * colsum[None, :]
    tl.store(c_ptr + rows[:, None] * N + cols[None, :], acc)


@triton.jit
def int64_reductions(x_ptr, sum_ptr, max_ptr, min_ptr, xor_ptr, n_cols, BLOCK: tl.constexpr):
    # Sum, max, min and xor of int64 rows (masked), one row per program.
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    inside = cols < n_cols
    x = tl.load(x_ptr + row.to(tl.int64) * n_cols + cols, mask=inside, other=0)
    tl.store(sum_ptr + row, tl.sum(x, axis=0))
    tl.store(max_ptr + row, tl.max(tl.where(inside, x, -(2**62)), axis=0))
    tl.store(min_ptr + row, tl.min(tl.where(inside, x, 2**62), axis=0))
    tl.store(xor_ptr + row, tl.xor_sum(x, axis=0))


@triton.jit
def sort_packed_i64(key_ptr, out_key_ptr, out_idx_ptr, BLOCK: tl.constexpr):
    # argsort of int32 keys through one int64 sort: key << 32 | index, then split.
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    key = tl.load(key_ptr + row * BLOCK + cols)
    packed = (key.to(tl.int64) << 32) | cols.to(tl.int64)
    s = tl.sort(packed)
    tl.store(out_key_ptr + row * BLOCK + cols, (s >> 32).to(tl.int32))
    tl.store(out_idx_ptr + row * BLOCK + cols, (s & 0xFFFFFFFF).to(tl.int32))


@triton.jit
def embedding_bwd_scatter(grad_ptr, tok_ptr, table_grad_ptr, n_tokens, D: tl.constexpr, BLOCK_T: tl.constexpr):
    # Embedding backward: rows of grad added atomically into table_grad[token] (int64 token ids).
    toks = tl.program_id(0) * BLOCK_T + tl.arange(0, BLOCK_T)
    inside = toks < n_tokens
    tok = tl.load(tok_ptr + toks, mask=inside, other=0)
    dims = tl.arange(0, D)
    g = tl.load(grad_ptr + toks.to(tl.int64)[:, None] * D + dims[None, :], mask=inside[:, None], other=0.0)
    tl.atomic_add(table_grad_ptr + tok[:, None] * D + dims[None, :], g, mask=inside[:, None], sem="relaxed")


@triton.jit
def transpose_i64_strides(x_ptr, y_ptr, M, N, stride_xm, stride_xn, stride_ym, stride_yn,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    # y[n, m] = x[m, n] with int64 strides on both axes, masked edges.
    rows = tl.program_id(0).to(tl.int64) * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.program_id(1).to(tl.int64) * BLOCK_N + tl.arange(0, BLOCK_N)
    inside = (rows[:, None] < M) & (cols[None, :] < N)
    x = tl.load(x_ptr + rows[:, None] * stride_xm + cols[None, :] * stride_xn, mask=inside)
    tl.store(y_ptr + cols[None, :] * stride_ym + rows[:, None] * stride_yn, x, mask=inside)


@triton.jit
def argmax_cols_fp32(x_ptr, idx_ptr, val_ptr, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    # argmax down each column (axis 0) of an [M, N] fp32 matrix, a loop over row blocks keeping
    # the running max and index.
    cols = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)
    best = tl.full([BLOCK_N], -float("inf"), tl.float32)
    best_i = tl.zeros([BLOCK_N], tl.int32)
    for m0 in range(0, M, BLOCK_M):
        rows = m0 + tl.arange(0, BLOCK_M)
        x = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=(rows[:, None] < M) & (cols[None, :] < N),
                    other=-float("inf"))
        v, i = tl.max(x, axis=0, return_indices=True)
        better = v > best
        best_i = tl.where(better, i + m0, best_i)
        best = tl.where(better, v, best)
    tl.store(idx_ptr + cols, best_i, mask=cols < N)
    tl.store(val_ptr + cols, best, mask=cols < N)


_GEMM_GRID = ["cdiv(M, BLOCK_M)", "cdiv(N, BLOCK_N)", "1"]
CAPTURES = [
    Capture("v32_topk_sort2d_sm80", topk_by_sort_2d,
            _sig("x_ptr:*fp32 val_ptr:*fp32 n_cols:i32 ROWS_PER:constexpr BLOCK:constexpr K:constexpr"),
            {"ROWS_PER": 4, "BLOCK": 128, "K": 8}, {"rows": 4096, "n_cols": 100}, ["rows // ROWS_PER", "1", "1"],
            arch=80, num_warps=4, aligned=(0, 1), notes="top 8 of each row by tl.sort on a 2-D tile",
            keep_debug=False),
    Capture("v32_gather3_i64_sm90", gather3_scatter_i64,
            _sig("a_ptr:*fp32 b_ptr:*fp32 c_ptr:*fp32 ia_ptr:*i64 ib_ptr:*i64 ic_ptr:*i64 io_ptr:*i64 "
                 "out_ptr:*fp32 n:i32 stride:i64 BLOCK:constexpr"),
            {"BLOCK": 512}, {"n": 1 << 20, "stride": 2}, FLAT, arch=90, num_warps=4, aligned=tuple(range(8)),
            notes="three gathers and a scatter with int64 indices", keep_debug=False),
    Capture("v32_dropout_rowseed_sm100", dropout_row_seeds,
            _sig("x_ptr:*fp32 seed_ptr:*i32 out_ptr:*fp32 n_cols:i32 p:fp32 BLOCK:constexpr"),
            {"BLOCK": 1024}, {"rows": 4096, "n_cols": 1000, "p": 0.1}, ROWS, arch=100, num_warps=4,
            aligned=(0, 1, 2), notes="tl.rand with a seed per row", keep_debug=False),
    Capture("v32_argmax_nan_bf16_sm120", argmax_nan_bf16,
            _sig("x_ptr:*bf16 idx_ptr:*i32 nan_ptr:*i32 n_cols:i32 ROWS_PER:constexpr BLOCK:constexpr"),
            {"ROWS_PER": 8, "BLOCK": 256}, {"rows": 4096, "n_cols": 200}, ["rows // ROWS_PER", "1", "1"],
            arch=120, num_warps=4, aligned=(0, 1, 2), notes="NaNs as -inf; NaN count per row", keep_debug=False),
    Capture("v32_multi_assert_sm80", multi_assert,
            _sig("x_ptr:*i32 idx_ptr:*i32 out_ptr:*i32 n:i32 n_table:i32 scale:i32 BLOCK:constexpr"),
            {"BLOCK": 256}, {"n": 1 << 20, "n_table": 4096, "scale": 3}, FLAT, arch=80, aligned=(0, 1, 2),
            notes="debug=True: three device_asserts and overflow checks", options={"debug": True},
            keep_debug=False),
    Capture("v32_tma_gemm_epilogue_sm90", tma_gemm_epilogue,
            _sig("a_ptr:*bf16 b_ptr:*bf16 bias_ptr:*fp32 res_ptr:*bf16 c_ptr:*bf16 M:i32 N:i32 K:i32 "
                 "BLOCK_M:constexpr BLOCK_N:constexpr BLOCK_K:constexpr"),
            {"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 64}, {"M": 1024, "N": 1024, "K": 1024}, _GEMM_GRID,
            arch=90, num_warps=4, num_stages=3, aligned=(0, 1, 2, 3, 4),
            notes="descriptor GEMM, bias + silu + residual epilogue; needs triton.set_allocator", keep_debug=False),
    Capture("v32_fp8_rowcol_scale_sm90", fp8_rowcol_scaled,
            _sig("a_ptr:*fp8e4nv b_ptr:*fp8e4nv a_scale_ptr:*fp32 b_scale_ptr:*fp32 c_ptr:*fp16 M:i32 N:i32 K:i32 "
                 "BLOCK_M:constexpr BLOCK_N:constexpr BLOCK_K:constexpr"),
            {"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 64}, {"M": 1024, "N": 1024, "K": 1024}, _GEMM_GRID,
            arch=90, num_warps=4, num_stages=3, aligned=(0, 1, 2, 3, 4),
            notes="fp8 e4m3 wgmma, B as [N, K], per-row scales of A and B", keep_debug=False),
    Capture("v32_attn_bwd_dq_sm80", attn_bwd_dq,
            _sig("q_ptr:*fp16 k_ptr:*fp16 v_ptr:*fp16 do_ptr:*fp16 lse_ptr:*fp32 delta_ptr:*fp32 dq_ptr:*fp16 "
                 "seq_len:i32 sm_scale:fp32 BLOCK_M:constexpr BLOCK_N:constexpr HEAD:constexpr"),
            {"BLOCK_M": 64, "BLOCK_N": 32, "HEAD": 64}, {"batch_heads": 16, "seq_len": 1024, "sm_scale": 0.125},
            ["cdiv(seq_len, BLOCK_M)", "batch_heads", "1"], arch=80, num_warps=4, num_stages=2,
            aligned=tuple(range(7)), notes="non-causal attention backward, dQ only", keep_debug=False),
    Capture("v32_splitk_bf16_sm80", splitk_bf16_atomic,
            _sig("a_ptr:*bf16 b_ptr:*bf16 c_ptr:*fp32 M:i32 N:i32 K:i32 BLOCK_M:constexpr BLOCK_N:constexpr "
                 "BLOCK_K:constexpr SPLIT_K:constexpr"),
            {"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 32, "SPLIT_K": 4}, {"M": 1000, "N": 1000, "K": 4000},
            ["cdiv(M, BLOCK_M)", "cdiv(N, BLOCK_N)", "SPLIT_K"], arch=80, num_warps=4, num_stages=3,
            aligned=(0, 1, 2), notes="split-K, C zeroed before the launch, relaxed atomic_add", keep_debug=False),
    Capture("v32_grouped_gemm_sm100", grouped_gemm_ptrs,
            _sig("a_ptrs:*i64 b_ptrs:*i64 c_ptrs:*i64 sizes_ptr:*i32 K:i32 BLOCK_M:constexpr BLOCK_N:constexpr "
                 "BLOCK_K:constexpr"),
            {"BLOCK_M": 128, "BLOCK_N": 64, "BLOCK_K": 64}, {"groups": 4, "K": 512},
            ["8", "16", "groups"], arch=100, num_warps=4, num_stages=2, aligned=(0, 1, 2, 3),
            notes="per-group pointers and sizes loaded; early return outside the group", keep_debug=False),
    Capture("v32_int8_zero_point_sm80", int8_zero_point_dot,
            _sig("a_ptr:*i8 b_ptr:*i8 a_zero_ptr:*i32 c_ptr:*i32 M:i32 N:i32 K:i32 BLOCK_M:constexpr "
                 "BLOCK_N:constexpr BLOCK_K:constexpr"),
            {"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 64}, {"M": 1024, "N": 1024, "K": 1000}, _GEMM_GRID,
            arch=80, num_warps=4, num_stages=3, aligned=(0, 1, 2, 3),
            notes="int8 mma.sync, zero-point correction by column sums of B", keep_debug=False),
    Capture("v32_int64_reduce_sm90", int64_reductions,
            _sig("x_ptr:*i64 sum_ptr:*i64 max_ptr:*i64 min_ptr:*i64 xor_ptr:*i64 n_cols:i32 BLOCK:constexpr"),
            {"BLOCK": 1024}, {"rows": 2048, "n_cols": 1000}, ROWS, arch=90, num_warps=4, aligned=tuple(range(5)),
            notes="int64 sum, max, min, xor_sum per row", keep_debug=False),
    Capture("v32_sort_packed_i64_sm120", sort_packed_i64,
            _sig("key_ptr:*i32 out_key_ptr:*i32 out_idx_ptr:*i32 BLOCK:constexpr"),
            {"BLOCK": 256}, {"rows": 4096}, ROWS, arch=120, num_warps=4, aligned=(0, 1, 2),
            notes="argsort through a sort of int64 key << 32 | index", keep_debug=False),
    Capture("v32_embedding_bwd_sm80", embedding_bwd_scatter,
            _sig("grad_ptr:*fp32 tok_ptr:*i64 table_grad_ptr:*fp32 n_tokens:i32 D:constexpr BLOCK_T:constexpr"),
            {"D": 128, "BLOCK_T": 16}, {"n_tokens": 8192}, ["cdiv(n_tokens, BLOCK_T)", "1", "1"], arch=80,
            num_warps=4, aligned=(0, 1, 2), notes="rows added atomically at int64 token ids", keep_debug=False),
    Capture("v32_transpose_i64_sm120", transpose_i64_strides,
            _sig("x_ptr:*fp16 y_ptr:*fp16 M:i32 N:i32 stride_xm:i64 stride_xn:i64 stride_ym:i64 stride_yn:i64 "
                 "BLOCK_M:constexpr BLOCK_N:constexpr"),
            {"BLOCK_M": 64, "BLOCK_N": 64}, {"M": 3000, "N": 2000, "stride_xm": 2000, "stride_xn": 1,
                                            "stride_ym": 3000, "stride_yn": 1},
            ["cdiv(M, BLOCK_M)", "cdiv(N, BLOCK_N)", "1"], arch=120, num_warps=4, aligned=(0, 1),
            notes="int64 strides on both axes, masked edges", keep_debug=False),
    Capture("v32_argmax_cols_sm100", argmax_cols_fp32,
            _sig("x_ptr:*fp32 idx_ptr:*i32 val_ptr:*fp32 M:i32 N:i32 BLOCK_M:constexpr BLOCK_N:constexpr"),
            {"BLOCK_M": 32, "BLOCK_N": 64}, {"M": 4000, "N": 1000}, ["cdiv(N, BLOCK_N)", "1", "1"], arch=100,
            num_warps=4, aligned=(0, 1, 2), notes="argmax along axis 0 in a loop over row blocks", keep_debug=False),
]


def main() -> None:
    base.capture_round(CAPTURES, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
