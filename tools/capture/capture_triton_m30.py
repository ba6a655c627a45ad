"""More Triton 3.9 kernels for the newest targets (issue 30), captured exactly as
`capture_triton.py` captures its own (same hook, same files per kernel); kept apart so the two
lists grow independently. Names start with `m30_`.

    /work/venv-triton/bin/python tools/capture/capture_triton_m30.py --out tests/producers/triton
"""

from __future__ import annotations

# (command line: capture_triton.capture_round; kernels keep the line numbers the captured PTX names)
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import capture_triton as base  # noqa: E402
import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from capture_triton import Capture, _sig  # noqa: E402


@triton.jit
def m30_dot_scaled(a_ptr, a_scale_ptr, b_ptr, b_scale_ptr, c_ptr, M, N, K,
                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    # MX fp8: e4m3 A[M,K] and B[K,N] with one e8m0 scale per 32 elements along K (block-scaled
    # tcgen05.mma on sm_100a), fp32 accumulation, fp16 out.
    rows = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    ks = tl.arange(0, BLOCK_K)
    ss = tl.arange(0, BLOCK_K // 32)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_ptr + rows[:, None] * K + (k + ks)[None, :])
        b = tl.load(b_ptr + (k + ks)[:, None] * N + cols[None, :])
        a_scale = tl.load(a_scale_ptr + rows[:, None] * (K // 32) + (k // 32 + ss)[None, :])
        b_scale = tl.load(b_scale_ptr + cols[:, None] * (K // 32) + (k // 32 + ss)[None, :])
        acc = tl.dot_scaled(a, a_scale, "e4m3", b, b_scale, "e4m3", acc)
    tl.store(c_ptr + rows[:, None] * N + cols[None, :], acc.to(tl.float16))


@triton.jit
def m30_asm_pack4_two_outputs(x_ptr, lo_ptr, hi_ptr, n, BLOCK: tl.constexpr):
    # One inline PTX block on four u8 lanes per register (`pack=4`) with two results: each byte's
    # low and high nibble, as two packed registers.
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    x = tl.load(x_ptr + offsets, mask=inside, other=0)
    lo, hi = tl.inline_asm_elementwise(
        """{
        and.b32 $0, $2, 0x0f0f0f0f;
        shr.b32 $1, $2, 4;
        and.b32 $1, $1, 0x0f0f0f0f;
        }""",
        "=r,=r,r", [x], dtype=(tl.uint8, tl.uint8), is_pure=True, pack=4,
    )
    tl.store(lo_ptr + offsets, lo, mask=inside)
    tl.store(hi_ptr + offsets, hi, mask=inside)


@triton.jit
def m30_descriptor_store(x_ptr, y_ptr, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    # Tensor descriptors both ways (TMA load and store of bf16 tiles), the tile scaled by 2 between.
    src = tl.make_tensor_descriptor(x_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    dst = tl.make_tensor_descriptor(y_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    m = tl.program_id(0) * BLOCK_M
    n = tl.program_id(1) * BLOCK_N
    tile = src.load([m, n])
    dst.store([m, n], (tile.to(tl.float32) * 2.0).to(tl.bfloat16))


CAPTURES = [
    Capture("m30_dot_scaled_sm100", m30_dot_scaled,
            _sig("a_ptr:*fp8e4nv a_scale_ptr:*u8 b_ptr:*fp8e4nv b_scale_ptr:*u8 c_ptr:*fp16 M:i32 N:i32 K:i32 "
                 "BLOCK_M:constexpr BLOCK_N:constexpr BLOCK_K:constexpr"),
            {"BLOCK_M": 128, "BLOCK_N": 64, "BLOCK_K": 64}, {"M": 1024, "N": 1024, "K": 1024},
            ["cdiv(M, BLOCK_M)", "cdiv(N, BLOCK_N)", "1"], arch=100, num_warps=4, num_stages=2,
            aligned=(0, 1, 2, 3, 4), notes="MX fp8 (e4m3, e8m0 scales per 32 K) tl.dot_scaled; M, N, K multiples of the tiles",
            keep_debug=False),
    Capture("m30_asm_pack4_two_outputs", m30_asm_pack4_two_outputs,
            _sig("x_ptr:*u8 lo_ptr:*u8 hi_ptr:*u8 n:i32 BLOCK:constexpr"),
            {"BLOCK": 1024}, {"n": 100000}, ["cdiv(n, BLOCK)", "1", "1"], arch=120, num_warps=4,
            aligned=(0, 1, 2), notes="inline asm with pack=4 and two results (vector<4xi8> each)", keep_debug=False),
    Capture("m30_descriptor_store_sm120", m30_descriptor_store,
            _sig("x_ptr:*bf16 y_ptr:*bf16 M:i32 N:i32 BLOCK_M:constexpr BLOCK_N:constexpr"),
            {"BLOCK_M": 64, "BLOCK_N": 64}, {"M": 512, "N": 512},
            ["cdiv(M, BLOCK_M)", "cdiv(N, BLOCK_N)", "1"], arch=120, num_warps=4,
            aligned=(0, 1), notes="tensor descriptors loaded and stored (needs triton.set_allocator to run)",
            keep_debug=False),
]


def main() -> None:
    base.capture_round(CAPTURES, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
