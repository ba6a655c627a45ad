"""Selection of the TMA modes Blackwell added (`im2col_w`, `im2col_w_128`, `tile_gather4`,
`tile_scatter4`) and of the CTA-group form of the tensor load (backend/isel_nvvm_mma.py): each
in a kernel for sm_100a, assembled by ptxas, and compared with the instruction LLVM 22 prints for
the matching intrinsic (the checks of tests/nvvm_isel_cases.py; the parameters are those of the
bulk-copy cases of tests/test_nvvm_mma_isel.py)."""

from __future__ import annotations

import pytest

from tests.nvvm_isel_cases import Case, compile_error, selection_tests

# p0 cluster dst, p1 mbarrier, p2 unused, p3 tensor map, p4/p5 coordinates, p6 mask, p7 cache
# hint, p8 shared src, p9/p10 im2col offsets (wHalo, wOffset).
_PARAMS = ("!llvm.ptr<7>", "!llvm.ptr<3>", "!llvm.ptr<1>", "!llvm.ptr", "i32", "i32", "i16", "i64", "!llvm.ptr<3>", "i16", "i16")
_NEEDS = ("100a", "8.6")
_G2S = "nvvm.cp.async.bulk.tensor.shared.cluster.global %p0, %p3, %p1, "
_FIVE = "box[%p4, %p5, %p4, %p5, %p4]"

CASES = [
    Case("g2s_im2col_w_3d", "100a", _PARAMS,
         _G2S + "box[%p4, %p5, %p4] im2col[%p9, %p10] {mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr<7>, !llvm.ptr", None,
         ("llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d", (0, 1, 3, 4, 5, 4, 9, 10, 6, 7, "i1 0", "i1 0", "i32 0")),
         "cp.async.bulk.tensor", _NEEDS),
    Case("g2s_im2col_w_128_4d_hint", "100a", _PARAMS,
         _G2S + "box[%p4, %p5, %p4, %p5] im2col[%p9, %p10] l2_cache_hint = %p7 {mode = #nvvm.tma_load_mode<im2col_w_128>} "
         ": !llvm.ptr<7>, !llvm.ptr", None,
         ("llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.4d", (0, 1, 3, 4, 5, 4, 5, 9, 10, 6, 7, "i1 0", "i1 1", "i32 0")),
         "cp.async.bulk.tensor", _NEEDS),
    Case("g2s_tile_gather4_multicast", "100a", _PARAMS,
         _G2S + _FIVE + " multicast_mask = %p6 {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<7>, !llvm.ptr", None,
         ("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d", (0, 1, 3, 4, 5, 4, 5, 4, 6, 7, "i1 1", "i1 0", "i32 0")),
         "cp.async.bulk.tensor", _NEEDS),
    Case("g2s_tile_cta_group_2", "100a", _PARAMS,
         _G2S + "box[%p4, %p5] multicast_mask = %p6 l2_cache_hint = %p7 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr",
         None, ("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d", (0, 1, 3, 4, 5, 6, 7, "i1 1", "i1 1", "i32 2")),
         "cp.async.bulk.tensor", _NEEDS),
    Case("s2g_tile_scatter4_hint", "100a", _PARAMS,
         "nvvm.cp.async.bulk.tensor.global.shared.cta %p3, %p8, " + _FIVE
         + " l2_cache_hint = %p7 {mode = #nvvm.tma_store_mode<tile_scatter4>} : !llvm.ptr, !llvm.ptr<3>", None,
         ("llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d", (8, 3, 4, 5, 4, 5, 4, 7, "i1 1")),
         "cp.async.bulk.tensor", _NEEDS),
    Case("prefetch_im2col_w_3d", "100a", _PARAMS,
         "nvvm.cp.async.bulk.tensor.prefetch %p3, box[%p4, %p5, %p4] im2col[%p9, %p10] {mode = #nvvm.tma_load_mode<im2col_w>} "
         ": !llvm.ptr", None,
         ("llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.3d", (3, 4, 5, 4, 9, 10, 7, "i1 0")),
         "cp.async.bulk.prefetch.tensor", _NEEDS),
    Case("prefetch_tile_gather4", "100a", _PARAMS,
         "nvvm.cp.async.bulk.tensor.prefetch %p3, " + _FIVE + " {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr", None,
         ("llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.2d", (3, 4, 5, 4, 5, 4, 7, "i1 0")),
         "cp.async.bulk.prefetch.tensor", _NEEDS),
]


test_selects, test_assembles_at_lowest_target, test_matches_llvm = selection_tests(CASES)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_on_sm90_is_a_located_error(case: Case):
    message = compile_error(case, "90a")
    assert "nvvm.cp.async.bulk.tensor" in message and "sm_100f or sm_100a" in message and "--sm 100a" in message


def test_reduce_has_no_scatter4():
    case = Case("reduce_scatter4", "100a", _PARAMS,
                "nvvm.cp.async.bulk.tensor.reduce %p3, %p8, " + _FIVE
                + " {mode = #nvvm.tma_store_mode<tile_scatter4>, redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, !llvm.ptr<3>",
                None, None, "cp.reduce.async.bulk.tensor")
    message = compile_error(case)
    assert "nvvm.cp.async.bulk.tensor.reduce" in message and "scatter4" in message
