"""Selection of the matrix and bulk-copy NVVM ops (nvvm_xdsl/backend/isel_nvvm_mma.py).

Every case is one op in a kernel, selected at the lowest target that has the instruction,
assembled by ptxas for it and, where LLVM 22 has the matching `llvm.nvvm.*` intrinsic,
compared with the instruction LLVM prints (the checks of tests/nvvm_isel_cases.py).
"""

from __future__ import annotations

import re

import pytest

from nvvm_xdsl_testing import cuda_tools
from tests.nvvm_isel_cases import Case, compile_error, compile_mlir, members, needs_ptxas, selection_tests


def _repeat(t: str, n: int) -> tuple[str, ...]:
    return (t,) * n


def _struct(t: str, n: int) -> str:
    return f"!llvm.struct<({', '.join([t] * n)})>"


def _mma(shape: str, a: tuple[str, int], b: tuple[str, int], c: tuple[str, int], d: tuple[str, int], attrs: str) -> tuple[tuple[str, ...], str, str]:
    params = _repeat(a[0], a[1]) + _repeat(b[0], b[1]) + _repeat(c[0], c[1])
    names = [f"%p{i}" for i in range(len(params))]
    na, nb = a[1], b[1]
    result = _struct(d[0], d[1])
    op = (
        f"%r = nvvm.mma.sync A[{', '.join(names[:na])}] B[{', '.join(names[na:na + nb])}] "
        f"C[{', '.join(names[na + nb:])}] {{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, "
        f"shape = #nvvm.shape<{shape}>{attrs}}} : ({a[0]}, {b[0]}, {c[0]}) -> {result}"
    )
    return params, op, result


V2F16 = "vector<2xf16>"


def _mma_case(id: str, target: str, shape: str, a, b, c, d, attrs: str, intrinsic: str, llvm_sm: int = 90) -> Case:
    params, op, result = _mma(shape, a, b, c, d, attrs)
    return Case(id, target, params, op, result, (intrinsic, tuple(range(len(params)))), "mma.sync", (llvm_sm, "8.0"))


def _types(a: str, b: str) -> str:
    return f", multiplicandAPtxType = #nvvm.mma_type<{a}>, multiplicandBPtxType = #nvvm.mma_type<{b}>"


MMA_CASES = [
    _mma_case("mma_m16n8k16_f32_f16", "80", "m = 16, n = 8, k = 16", (V2F16, 4), (V2F16, 2), ("f32", 4), ("f32", 4), "", "llvm.nvvm.mma.m16n8k16.row.col.f32.f32"),
    _mma_case("mma_m16n8k16_f16_f16", "80", "m = 16, n = 8, k = 16", (V2F16, 4), (V2F16, 2), (V2F16, 2), (V2F16, 2), "", "llvm.nvvm.mma.m16n8k16.row.col.f16.f16"),
    _mma_case("mma_m16n8k8_f32_f16", "75", "m = 16, n = 8, k = 8", (V2F16, 2), (V2F16, 1), ("f32", 4), ("f32", 4), "", "llvm.nvvm.mma.m16n8k8.row.col.f32.f32"),
    _mma_case("mma_m8n8k4_f32_f16", "75", "m = 8, n = 8, k = 4", (V2F16, 2), (V2F16, 2), ("f32", 8), ("f32", 8), "", "llvm.nvvm.mma.m8n8k4.row.col.f32.f32", 70),
    _mma_case("mma_m16n8k16_bf16", "80", "m = 16, n = 8, k = 16", ("i32", 4), ("i32", 2), ("f32", 4), ("f32", 4), _types("bf16", "bf16"), "llvm.nvvm.mma.m16n8k16.row.col.bf16"),
    _mma_case("mma_m16n8k8_tf32", "80", "m = 16, n = 8, k = 8", ("i32", 4), ("i32", 2), ("f32", 4), ("f32", 4), _types("tf32", "tf32"), "llvm.nvvm.mma.m16n8k8.row.col.tf32"),
    _mma_case("mma_m16n8k32_s8_u8_satfinite", "80", "m = 16, n = 8, k = 32", ("i32", 4), ("i32", 2), ("i32", 4), ("i32", 4),
              _types("s8", "u8") + ", intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>", "llvm.nvvm.mma.m16n8k32.row.col.satfinite.s8.u8"),
    _mma_case("mma_m8n8k16_s8", "75", "m = 8, n = 8, k = 16", ("i32", 1), ("i32", 1), ("i32", 2), ("i32", 2),
              _types("s8", "s8") + ", intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>", "llvm.nvvm.mma.m8n8k16.row.col.s8"),
    _mma_case("mma_m16n8k64_s4", "80", "m = 16, n = 8, k = 64", ("i32", 4), ("i32", 2), ("i32", 4), ("i32", 4),
              _types("s4", "s4") + ", intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>", "llvm.nvvm.mma.m16n8k64.row.col.s4"),
    _mma_case("mma_m16n8k256_b1_xor", "80", "m = 16, n = 8, k = 256", ("i32", 4), ("i32", 2), ("i32", 4), ("i32", 4),
              _types("b1", "b1") + ", b1Op = #nvvm.mma_b1op<xor_popc>", "llvm.nvvm.mma.xor.popc.m16n8k256.row.col.b1"),
    _mma_case("mma_m16n8k128_b1_and", "80", "m = 16, n = 8, k = 128", ("i32", 2), ("i32", 1), ("i32", 4), ("i32", 4),
              _types("b1", "b1") + ", b1Op = #nvvm.mma_b1op<and_popc>", "llvm.nvvm.mma.and.popc.m16n8k128.row.col.b1"),
    _mma_case("mma_m8n8k4_f64", "80", "m = 8, n = 8, k = 4", ("f64", 1), ("f64", 1), ("f64", 2), ("f64", 2), "", "llvm.nvvm.mma.m8n8k4.row.col.f64"),
]


def _wmma_attrs(**attrs: str) -> str:
    return ", ".join(f"{k} = {v}" for k, v in attrs.items())


WMMA_CASES = [
    Case(
        "wmma_load_a_f16_shared", "75", ("!llvm.ptr<3>", "i32"),
        "%r = nvvm.wmma.load %p0, %p1 {" + _wmma_attrs(eltype="#nvvm.mma_type<f16>", frag="#nvvm.mma_frag<a>", k="16 : i32",
                                                      layout="#nvvm.mma_layout<row>", m="16 : i32", n="16 : i32")
        + "} : (!llvm.ptr<3>) -> " + _struct(V2F16, 8),
        _struct(V2F16, 8), ("llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3", (0, 1)), "wmma.load",
    ),
    Case(
        "wmma_load_c_f32_global_col", "75", ("!llvm.ptr<1>", "i32"),
        "%r = nvvm.wmma.load %p0, %p1 {" + _wmma_attrs(eltype="#nvvm.mma_type<f32>", frag="#nvvm.mma_frag<c>", k="16 : i32",
                                                      layout="#nvvm.mma_layout<col>", m="16 : i32", n="16 : i32")
        + "} : (!llvm.ptr<1>) -> " + _struct("f32", 8),
        _struct("f32", 8), ("llvm.nvvm.wmma.m16n16k16.load.c.col.stride.f32.p1", (0, 1)), "wmma.load",
    ),
    Case(
        "wmma_load_b_s8_generic", "75", ("!llvm.ptr", "i32"),
        "%r = nvvm.wmma.load %p0, %p1 {" + _wmma_attrs(eltype="#nvvm.mma_type<s8>", frag="#nvvm.mma_frag<b>", k="16 : i32",
                                                      layout="#nvvm.mma_layout<col>", m="32 : i32", n="8 : i32")
        + "} : (!llvm.ptr) -> i32",
        "i32", None, "wmma.load",
    ),
    Case(
        "wmma_store_d_f32_shared", "75", ("!llvm.ptr<3>", "i32", *_repeat("f32", 8)),
        "nvvm.wmma.store %p0, %p1, " + ", ".join(f"%p{i}" for i in range(2, 10)) + " {"
        + _wmma_attrs(eltype="#nvvm.mma_type<f32>", k="16 : i32", layout="#nvvm.mma_layout<row>", m="16 : i32", n="16 : i32")
        + "} : !llvm.ptr<3>, " + ", ".join(["f32"] * 8),
        None, ("llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p3", (0, *range(2, 10), 1)), "wmma.store",
    ),
    Case(
        "wmma_mma_f32_f16", "75", (*_repeat(V2F16, 16), *_repeat("f32", 8)),
        "%r = nvvm.wmma.mma " + ", ".join(f"%p{i}" for i in range(24)) + " {"
        + _wmma_attrs(eltypeA="#nvvm.mma_type<f16>", eltypeB="#nvvm.mma_type<f32>", k="16 : i32", layoutA="#nvvm.mma_layout<row>",
                      layoutB="#nvvm.mma_layout<col>", m="16 : i32", n="16 : i32")
        + f"}} : ({', '.join([V2F16] * 16 + ['f32'] * 8)}) -> " + _struct("f32", 8),
        _struct("f32", 8), ("llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32", tuple(range(24))), "wmma.mma",
    ),
    Case(
        "wmma_mma_tf32", "80", (*_repeat("i32", 8), *_repeat("f32", 8)),
        "%r = nvvm.wmma.mma " + ", ".join(f"%p{i}" for i in range(16)) + " {"
        + _wmma_attrs(eltypeA="#nvvm.mma_type<tf32>", eltypeB="#nvvm.mma_type<f32>", k="8 : i32", layoutA="#nvvm.mma_layout<row>",
                      layoutB="#nvvm.mma_layout<row>", m="16 : i32", n="16 : i32")
        + f"}} : ({', '.join(['i32'] * 8 + ['f32'] * 8)}) -> " + _struct("f32", 8),
        _struct("f32", 8), ("llvm.nvvm.wmma.m16n16k8.mma.row.row.tf32", tuple(range(16))), "wmma.mma",
    ),
    Case(
        "wmma_mma_s8", "75", (*_repeat("i32", 4), *_repeat("i32", 8)),
        "%r = nvvm.wmma.mma " + ", ".join(f"%p{i}" for i in range(12)) + " {"
        + _wmma_attrs(eltypeA="#nvvm.mma_type<s8>", eltypeB="#nvvm.mma_type<s32>", k="16 : i32", layoutA="#nvvm.mma_layout<row>",
                      layoutB="#nvvm.mma_layout<col>", m="16 : i32", n="16 : i32")
        + f"}} : ({', '.join(['i32'] * 12)}) -> " + _struct("i32", 8),
        _struct("i32", 8), ("llvm.nvvm.wmma.m16n16k16.mma.row.col.s8", tuple(range(12))), "wmma.mma",
    ),
]


def _matrix_attrs(layout: str, extra: str = "") -> str:
    return (f"{{eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<{layout}>{extra}, "
            "shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}")


MATRIX_CASES = [
    Case("ldmatrix_x1", "75", ("!llvm.ptr<3>",), f"%r = nvvm.ldmatrix %p0 {_matrix_attrs('row', ', num = 1 : i32')} : (!llvm.ptr<3>) -> i32",
         "i32", ("llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16", (0,)), "ldmatrix"),
    Case("ldmatrix_x2", "75", ("!llvm.ptr<3>",), f"%r = nvvm.ldmatrix %p0 {_matrix_attrs('row', ', num = 2 : i32')} : (!llvm.ptr<3>) -> {_struct('i32', 2)}",
         _struct("i32", 2), ("llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16", (0,)), "ldmatrix"),
    Case("ldmatrix_x4_trans", "75", ("!llvm.ptr<3>",), f"%r = nvvm.ldmatrix %p0 {_matrix_attrs('col', ', num = 4 : i32')} : (!llvm.ptr<3>) -> {_struct('i32', 4)}",
         _struct("i32", 4), ("llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16", (0,)), "ldmatrix"),
    Case("ldmatrix_old_spelling", "75", ("!llvm.ptr<3>",), f"%r = nvvm.ldmatrix %p0 {{layout = #nvvm.mma_layout<row>, num = 4 : i32}} : (!llvm.ptr<3>) -> {_struct('i32', 4)}",
         _struct("i32", 4), ("llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16", (0,)), "ldmatrix"),
    Case("ldmatrix_m8n16_b6x16", "100a", ("!llvm.ptr<3>",),
         "%r = nvvm.ldmatrix %p0 {eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>, layout = #nvvm.mma_layout<row>, num = 1 : i32, "
         "shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>} : (!llvm.ptr<3>) -> i32",
         "i32", ("llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b6x16_p32", (0,)), "ldmatrix", ("100a", "8.6")),
    Case("ldmatrix_m16n16_b8_x1", "100a", ("!llvm.ptr<3>",),
         "%r = nvvm.ldmatrix %p0 {eltType = #nvvm.ld_st_matrix_elt_type<b8>, layout = #nvvm.mma_layout<col>, num = 1 : i32, "
         f"shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>}} : (!llvm.ptr<3>) -> {_struct('i32', 2)}",
         _struct("i32", 2), ("llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8", (0,)), "ldmatrix", ("100a", "8.6")),
    Case("ldmatrix_m16n16_b4x16_x2", "100a", ("!llvm.ptr<3>",),
         "%r = nvvm.ldmatrix %p0 {eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>, layout = #nvvm.mma_layout<col>, num = 2 : i32, "
         f"shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>}} : (!llvm.ptr<3>) -> {_struct('i32', 4)}",
         _struct("i32", 4), ("llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b4x16_p64", (0,)), "ldmatrix", ("100a", "8.6")),
    Case("stmatrix_m16n8_b8", "100a", ("!llvm.ptr<3>", "i32"),
         "nvvm.stmatrix %p0, %p1 {eltType = #nvvm.ld_st_matrix_elt_type<b8>, layout = #nvvm.mma_layout<col>, "
         "shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>} : !llvm.ptr<3>, i32",
         None, ("llvm.nvvm.stmatrix.sync.aligned.m16n8.x1.trans.b8", (0, 1)), "stmatrix", ("100a", "8.6")),
    Case("stmatrix_x2_trans", "90", ("!llvm.ptr<3>", "i32", "i32"), f"nvvm.stmatrix %p0, %p1, %p2 {_matrix_attrs('col')} : !llvm.ptr<3>, i32, i32",
         None, ("llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.trans.b16", (0, 1, 2)), "stmatrix"),
    Case("stmatrix_x4", "90", ("!llvm.ptr<3>", *_repeat("i32", 4)), f"nvvm.stmatrix %p0, %p1, %p2, %p3, %p4 {_matrix_attrs('row')} : !llvm.ptr<3>, i32, i32, i32, i32",
         None, ("llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16", (0, 1, 2, 3, 4)), "stmatrix"),
]

_BULK_PARAMS = ("!llvm.ptr<7>", "!llvm.ptr<3>", "!llvm.ptr<1>", "!llvm.ptr", "i32", "i32", "i16", "i64", "!llvm.ptr<3>")
# p0 cluster dst, p1 mbarrier, p2 global, p3 tensor map, p4/p5 size or coordinates, p6 mask, p7 cache hint, p8 shared src

BULK_CASES = [
    Case("bulk_g2s_shared_cta_hint", "90", _BULK_PARAMS,
         "nvvm.cp.async.bulk.shared.cluster.global %p8, %p2, %p1, %p4 l2_cache_hint = %p7 : !llvm.ptr<3>, !llvm.ptr<1>", None,
         ("llvm.nvvm.cp.async.bulk.global.to.shared.cta", (8, 1, 2, 4, 7, "i1 1")), "cp.async.bulk", (90, "8.6")),
    Case("bulk_g2s", "90", _BULK_PARAMS, "nvvm.cp.async.bulk.shared.cluster.global %p0, %p2, %p1, %p4 : !llvm.ptr<7>, !llvm.ptr<1>", None,
         ("llvm.nvvm.cp.async.bulk.global.to.shared.cluster", (0, 1, 2, 4, 6, 7, "i1 0", "i1 0")), "cp.async.bulk"),
    Case("bulk_g2s_multicast_hint", "90", _BULK_PARAMS,
         "nvvm.cp.async.bulk.shared.cluster.global %p0, %p2, %p1, %p4 multicast_mask = %p6 l2_cache_hint = %p7 : !llvm.ptr<7>, !llvm.ptr<1>", None,
         ("llvm.nvvm.cp.async.bulk.global.to.shared.cluster", (0, 1, 2, 4, 6, 7, "i1 1", "i1 1")), "cp.async.bulk"),
    Case("bulk_cta_to_cluster", "90", _BULK_PARAMS, "nvvm.cp.async.bulk.shared.cluster.shared.cta %p0, %p8, %p1, %p4 : !llvm.ptr<7>, !llvm.ptr<3>", None,
         ("llvm.nvvm.cp.async.bulk.shared.cta.to.cluster", (0, 1, 8, 4)), "cp.async.bulk"),
    Case("bulk_s2g_hint", "90", _BULK_PARAMS, "nvvm.cp.async.bulk.global.shared.cta %p2, %p8, %p4 l2_cache_hint = %p7 : !llvm.ptr<1>, !llvm.ptr<3>", None,
         ("llvm.nvvm.cp.async.bulk.shared.cta.to.global", (2, 8, 4, 7, "i1 1")), "cp.async.bulk"),
    Case("bulk_s2g", "90", _BULK_PARAMS, "nvvm.cp.async.bulk.global.shared.cta %p2, %p8, %p4 : !llvm.ptr<1>, !llvm.ptr<3>", None,
         ("llvm.nvvm.cp.async.bulk.shared.cta.to.global", (2, 8, 4, 7, "i1 0")), "cp.async.bulk"),
    Case("bulk_s2g_byte_mask", "100", _BULK_PARAMS, "nvvm.cp.async.bulk.global.shared.cta %p2, %p8, %p4 byte_mask = %p6 : !llvm.ptr<1>, !llvm.ptr<3>", None,
         None, "cp.async.bulk"),
    Case("bulk_prefetch_hint", "90", _BULK_PARAMS, "nvvm.cp.async.bulk.prefetch %p2, %p4 l2_cache_hint = %p7 : !llvm.ptr<1>", None,
         ("llvm.nvvm.cp.async.bulk.prefetch.L2", (2, 4, 7, "i1 1")), "cp.async.bulk"),
    Case("bulk_commit_group", "90", (), "nvvm.cp.async.bulk.commit.group", None, ("llvm.nvvm.cp.async.bulk.commit.group", ()), "cp.async.bulk"),
    Case("bulk_wait_group_read", "90", (), "nvvm.cp.async.bulk.wait_group 3 {read}", None, ("llvm.nvvm.cp.async.bulk.wait.group.read", ("i32 3",)), "cp.async.bulk"),
    Case("bulk_wait_group", "90", (), "nvvm.cp.async.bulk.wait_group 0", None, ("llvm.nvvm.cp.async.bulk.wait.group", ("i32 0",)), "cp.async.bulk"),
    Case("tensor_g2s_2d", "90", _BULK_PARAMS,
         "nvvm.cp.async.bulk.tensor.shared.cluster.global %p8, %p3, %p1, box[%p4, %p5] : !llvm.ptr<3>, !llvm.ptr", None, None, "cp.async.bulk.tensor"),
    Case("tensor_g2s_2d_cluster", "90", _BULK_PARAMS,
         "nvvm.cp.async.bulk.tensor.shared.cluster.global %p0, %p3, %p1, box[%p4, %p5] multicast_mask = %p6 l2_cache_hint = %p7 : !llvm.ptr<7>, !llvm.ptr", None,
         ("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d", (0, 1, 3, 4, 5, 6, 7, "i1 1", "i1 1", "i32 0")), "cp.async.bulk.tensor"),
    Case("tensor_g2s_3d_im2col", "90", (*_BULK_PARAMS, "i16"),
         "nvvm.cp.async.bulk.tensor.shared.cluster.global %p0, %p3, %p1, box[%p4, %p5, %p4] im2col[%p9] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr", None,
         ("llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d", (0, 1, 3, 4, 5, 4, 9, 6, 7, "i1 0", "i1 0", "i32 0")), "cp.async.bulk.tensor"),
    Case("tensor_s2g_2d_hint", "90", _BULK_PARAMS,
         "nvvm.cp.async.bulk.tensor.global.shared.cta %p3, %p8, box[%p4, %p5] l2_cache_hint = %p7 : !llvm.ptr, !llvm.ptr<3>", None,
         ("llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d", (8, 3, 4, 5, 7, "i1 1")), "cp.async.bulk.tensor"),
    Case("tensor_g2s_predicated", "90", (*_BULK_PARAMS, "i1"),
         "nvvm.cp.async.bulk.tensor.shared.cluster.global %p8, %p3, %p1, box[%p4, %p5] predicate = %p9 : !llvm.ptr<3>, !llvm.ptr", None, None,
         "@"),
    Case("tensor_s2g_predicated", "90", (*_BULK_PARAMS, "i1"),
         "nvvm.cp.async.bulk.tensor.global.shared.cta %p3, %p8, box[%p4], predicate = %p9 : !llvm.ptr, !llvm.ptr<3>", None, None, "@"),
    Case("tensor_prefetch_2d", "90", _BULK_PARAMS, "nvvm.cp.async.bulk.tensor.prefetch %p3, box[%p4, %p5] : !llvm.ptr", None,
         ("llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.2d", (3, 4, 5, 7, "i1 0")), "cp.async.bulk.prefetch.tensor"),
    Case("tensor_reduce_add_1d", "90", _BULK_PARAMS,
         "nvvm.cp.async.bulk.tensor.reduce %p3, %p8, box[%p4] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, !llvm.ptr<3>", None,
         ("llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.1d", (8, 3, 4, 7, "i1 0")), "cp.reduce.async.bulk.tensor"),
    Case("tensor_reduce_max_2d_hint", "90", _BULK_PARAMS,
         "nvvm.cp.async.bulk.tensor.reduce %p3, %p8, box[%p4, %p5] l2_cache_hint = %p7 {redKind = #nvvm.tma_redux_kind<max>} : !llvm.ptr, !llvm.ptr<3>", None,
         ("llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.2d", (8, 3, 4, 5, 7, "i1 1")), "cp.reduce.async.bulk.tensor"),
]

CONVERT_CASES = [
    Case("cvt_tf32_rna", "80", ("f32",), "%r = nvvm.convert.float.to.tf32 %p0 {rnd = #nvvm.fp_rnd_mode<rna>}", "i32",
         ("llvm.nvvm.f2tf32.rna", (0,)), "cvt"),
    Case("cvt_tf32_rn_relu", "90", ("f32",), "%r = nvvm.convert.float.to.tf32 %p0 {relu = true, rnd = #nvvm.fp_rnd_mode<rn>}", "i32",
         ("llvm.nvvm.f2tf32.rn.relu", (0,)), "cvt"),
    Case("cvt_f8x2_e4m3_relu", "89", ("f32", "f32"),
         "%r = nvvm.convert.f32x2.to.f8x2 %p0, %p1 {relu = true, rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E4M3FN)", "i16",
         ("llvm.nvvm.ff.to.e4m3x2.rn.relu", (0, 1)), "cvt", (89, "8.1")),
    Case("cvt_f8x2_e5m2", "89", ("f32", "f32"),
         "%r = nvvm.convert.f32x2.to.f8x2 %p0, %p1 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E5M2)", "i16",
         ("llvm.nvvm.ff.to.e5m2x2.rn", (0, 1)), "cvt", (89, "8.1")),
    Case("cvt_f8x2_e4m3_vector", "89", ("f32", "f32"),
         "%r = nvvm.convert.f32x2.to.f8x2 %p0, %p1 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : vector<2xi8> (f8E4M3FN)",
         "vector<2xi8>", None, "cvt"),
    Case("cvt_f6x2_e2m3_relu", "100a", ("f32", "f32"), "%r = nvvm.convert.f32x2.to.f6x2 %p0, %p1 {relu = true} : i16 (f6E2M3FN)", "i16",
         ("llvm.nvvm.ff.to.e2m3x2.rn.relu.satfinite", (0, 1)), "cvt.rn", ("100a", "8.6")),
    Case("cvt_f6x2_e3m2", "100a", ("f32", "f32"), "%r = nvvm.convert.f32x2.to.f6x2 %p0, %p1 : i16 (f6E3M2FN)", "i16",
         ("llvm.nvvm.ff.to.e3m2x2.rn.satfinite", (0, 1)), "cvt.rn", ("100a", "8.6")),
    Case("cvt_f4x2_e2m1", "100a", ("f32", "f32"), "%r = nvvm.convert.f32x2.to.f4x2 %p0, %p1 : i8 (f4E2M1FN)", "i8",
         ("llvm.nvvm.ff.to.e2m1x2.rn.satfinite", (0, 1)), "cvt.rn", ("100a", "8.6"), llvm_result="i16"),
    Case("cvt_f16x2_to_e5m2x2", "89", (V2F16,), f"%r = nvvm.convert.f16x2.to.f8x2 %p0 : {V2F16} -> i16 (f8E5M2)", "i16",
         ("llvm.nvvm.f16x2.to.e5m2x2.rn", (0,)), "cvt", (89, "8.1")),
    Case("cvt_bf16x2_to_ue8m0x2", "100a", ("vector<2xbf16>",),
         "%r = nvvm.convert.bf16x2.to.f8x2 %p0 {rnd = #nvvm.fp_rnd_mode<rp>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16> -> i16 (f8E8M0FNU)", "i16",
         ("llvm.nvvm.bf16x2.to.ue8m0x2.rp.satfinite", (0,)), "cvt", ("100a", "8.6")),
    Case("cvt_e4m3x2_to_f16x2", "89", ("vector<2xi8>",), f"%r = nvvm.convert.f8x2.to.f16x2 %p0 {{relu = true}} : vector<2xi8> (f8E4M3FN) -> {V2F16}",
         V2F16, None, "cvt"),
    Case("cvt_ue8m0x2_to_bf16x2", "100a", ("vector<2xi8>",), "%r = nvvm.convert.f8x2.to.bf16x2 %p0 : vector<2xi8> (f8E8M0FNU) -> vector<2xbf16>",
         "vector<2xbf16>", None, "cvt"),
    Case("cvt_e3m2x2_to_f16x2", "100a", ("vector<2xi8>",), f"%r = nvvm.convert.f6x2.to.f16x2 %p0 : vector<2xi8> (f6E3M2FN) -> {V2F16}",
         V2F16, None, "cvt"),
    Case("cvt_e2m1x2_to_f16x2", "100a", ("i8",), f"%r = nvvm.convert.f4x2.to.f16x2 %p0 {{relu = true}} : i8 (f4E2M1FN) -> {V2F16}", V2F16,
         ("llvm.nvvm.e2m1x2.to.f16x2.rn.relu", (0,)), "cvt.rn", ("100a", "8.6"), llvm_params=((0, "i16"),)),
]


_TC_PARAMS = ("!llvm.ptr<3>", "!llvm.ptr", "!llvm.ptr<6>", "i32", "i16")

TCGEN05_CASES = [
    Case("tcgen05_alloc_shared", "100a", _TC_PARAMS, "nvvm.tcgen05.alloc %p0, %p3 : !llvm.ptr<3>, i32", None,
         ("llvm.nvvm.tcgen05.alloc.shared.cg1", (0, 3)), "tcgen05", ("100a", "8.6")),
    Case("tcgen05_alloc_cta2", "100a", _TC_PARAMS, "nvvm.tcgen05.alloc %p1, %p3 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr, i32", None,
         ("llvm.nvvm.tcgen05.alloc.cg2", (1, 3)), "tcgen05", ("100a", "8.6")),
    # Tensor-memory pointers are 64-bit in this backend (32-bit in LLVM's): assembled only.
    Case("tcgen05_dealloc", "100a", _TC_PARAMS, "nvvm.tcgen05.dealloc %p2, %p3 : !llvm.ptr<6>, i32", None, None, "tcgen05"),
    Case("tcgen05_shift", "100a", _TC_PARAMS, "nvvm.tcgen05.shift %p2 : !llvm.ptr<6>", None, None, "tcgen05"),
    Case("tcgen05_relinquish_cta2", "100a", (), "nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}", None,
         ("llvm.nvvm.tcgen05.relinq.alloc.permit.cg2", ()), "tcgen05", ("100a", "8.6")),
    Case("tcgen05_fence_before", "100a", (), "nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>", None,
         ("llvm.nvvm.tcgen05.fence.before.thread.sync", ()), "tcgen05", ("100a", "8.6")),
    Case("tcgen05_fence_after", "100a", (), "nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>", None,
         ("llvm.nvvm.tcgen05.fence.after.thread.sync", ()), "tcgen05", ("100a", "8.6")),
    Case("tcgen05_wait_store", "100a", (), "nvvm.tcgen05.wait #nvvm.tcgen05_wait<store>", None,
         ("llvm.nvvm.tcgen05.wait.st", ()), "tcgen05", ("100a", "8.6")),
    Case("tcgen05_wait_load", "100a", (), "nvvm.tcgen05.wait #nvvm.tcgen05_wait<load>", None,
         ("llvm.nvvm.tcgen05.wait.ld", ()), "tcgen05", ("100a", "8.6")),
    Case("tcgen05_commit_shared", "100a", _TC_PARAMS, "nvvm.tcgen05.commit %p0 : !llvm.ptr<3>", None,
         ("llvm.nvvm.tcgen05.commit.shared.cg1", (0,)), "tcgen05", ("100a", "8.6")),
    Case("tcgen05_commit_multicast_cta2", "100a", _TC_PARAMS,
         "nvvm.tcgen05.commit %p1, multicast_mask = %p4 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr, i16", None,
         ("llvm.nvvm.tcgen05.commit.mc.cg2", (1, 4)), "tcgen05", ("100a", "8.6")),
]


def _wgmma(shape: str, d: str, a: str, b: str, acc: str, count: int, extra: str = "", layouts: tuple[str, str] = ("row", "col"), scale_a: str = "one") -> Case:
    struct = _struct(acc, count)
    return Case(
        f"wgmma_{shape.replace(' ', '')}_{d}_{a}_{b}", "90a", ("i64", "i64", struct),
        f"%r = nvvm.wgmma.mma_async %p0, %p1, %p2, #nvvm.shape<{shape}>, D [<{d}>, <one>{extra}], "
        f"A [<{a}>, <{scale_a}>, <{layouts[0]}>], B [<{b}>, <one>, <{layouts[1]}>] : {struct} -> {struct}",
        struct, None, "wgmma.mma_async",
    )


WGMMA_CASES = [
    _wgmma("m = 64, n = 32, k = 16", "f32", "f16", "f16", "f32", 16, layouts=("col", "row"), scale_a="neg"),
    _wgmma("m = 64, n = 16, k = 16", "f16", "f16", "f16", V2F16, 4),
    _wgmma("m = 64, n = 8, k = 16", "f32", "bf16", "bf16", "f32", 4),
    _wgmma("m = 64, n = 8, k = 8", "f32", "tf32", "tf32", "f32", 4),
    _wgmma("m = 64, n = 16, k = 32", "f32", "e4m3", "e5m2", "f32", 8),
    _wgmma("m = 64, n = 8, k = 32", "s32", "s8", "u8", "i32", 4, extra=", <satfinite>"),
    _wgmma("m = 64, n = 16, k = 256", "s32", "b1", "b1", "i32", 8),
]

CASES = MMA_CASES + WMMA_CASES + MATRIX_CASES + BULK_CASES + CONVERT_CASES + TCGEN05_CASES + WGMMA_CASES

# ---------------------------------------------------------------------------------------------
# Tests
# ---------------------------------------------------------------------------------------------


test_selects, test_assembles_at_lowest_target, test_matches_llvm = selection_tests(CASES)
DIFFERENTIAL = [c for c in CASES if c.intrinsic is not None]


def test_differential_covers_every_op_with_an_intrinsic():
    """Every op class with an LLVM intrinsic is compared at least once (wgmma has none)."""
    from nvvm_xdsl.dialects import nvvm_mma as M

    compared = {m.group(0) for c in DIFFERENTIAL if (m := re.search(r"nvvm\.[\w.]+", c.op))}
    # The byte-pair sources (vector<2xi8>) reach the instruction through different packing
    # code on each side, which the parameter tracing does not follow: assembled only.
    byte_pair_sources = {"nvvm.convert.f8x2.to.f16x2", "nvvm.convert.f8x2.to.bf16x2", "nvvm.convert.f6x2.to.f16x2"}
    # Tensor-memory pointers are 64-bit here and 32-bit in LLVM: their ops are assembled only.
    tensor_pointers = {"nvvm.tcgen05.dealloc", "nvvm.tcgen05.shift"}
    with_intrinsics = {op.name for op in M.MMA_OPS} - {"nvvm.wgmma.mma_async"} - byte_pair_sources - tensor_pointers
    assert with_intrinsics <= compared, with_intrinsics - compared


WGMMA_KERNEL = WGMMA_CASES[0]


def test_wgmma_below_sm90a_is_a_located_error():
    message = compile_error(WGMMA_KERNEL, "90")
    assert "nvvm.wgmma.mma_async" in message and "sm_90a" in message and "--sm 90a" in message


@pytest.mark.parametrize("case", [c for c in CASES if c.target in ("80", "89", "90", "90a", "100", "100a")], ids=lambda c: c.id)
def test_lower_target_is_a_located_error(case: Case):
    """One SM below the lowest target that has the instruction, selection names the op and the need."""
    below = {"80": "75", "89": "86", "90": "89", "90a": "90", "100": "90", "100a": "90a"}[case.target]
    message = compile_error(case, below)
    assert re.search(r"nvvm\.[\w.]+", message) and "needs" in message and "--sm" in message


def _register_type(kind: str) -> str:
    return {"f16x2": V2F16, "f32": "f32", "i32": "i32", "f64": "f64"}[kind]


def _every_mma_sync_form() -> list[str]:
    """An mma.sync op text for every legal (type, shape, accumulator) combination."""
    from nvvm_xdsl.dialects import nvvm_mma as M

    ops = []
    for (a_type, m, n, k), form in M.MMA_SYNC_FORMS.items():
        if a_type == M.MMATypes.F16:
            accumulators = [("f16x2", "f16x2", form.c_regs), ("f32", "f32", form.c_regs_f32)]
            if (m, k) == (8, 4):
                accumulators.append(("f16x2", "f32", form.c_regs))  # f16 in, f32 out (m8n8k4 only)
            register = "f16x2"
        elif a_type in M.FP8_MMA_TYPES:
            accumulators = [("f16x2", "f16x2", form.c_regs), ("f32", "f32", form.c_regs_f32)]
            register = "i32"
        else:
            acc = {M.MMATypes.F64: "f64", M.MMATypes.BF16: "f32", M.MMATypes.TF32: "f32"}.get(a_type, "i32")
            accumulators = [(acc, acc, form.c_regs)]
            register = "f64" if a_type == M.MMATypes.F64 else "i32"
        b_types = [a_type] + ([M.MMATypes.U8 if a_type == M.MMATypes.S8 else M.MMATypes.S8] if a_type in (M.MMATypes.S8,) else [])
        for c_kind, d_kind, count in accumulators:
            d_count = form.c_regs_f32 if d_kind == "f32" and form.c_regs_f32 else count
            for b_type in b_types:
                attrs = ""
                if register == "i32":
                    attrs += _types(a_type, b_type)
                if a_type in M.INTEGER_MMA_TYPES:
                    attrs += ", intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>"
                if a_type == M.MMATypes.B1:
                    attrs += ", b1Op = #nvvm.mma_b1op<xor_popc>"
                _, op, _ = _mma(f"m = {m}, n = {n}, k = {k}", (_register_type(register), form.a_regs), (_register_type(register), form.b_regs),
                                (_register_type(c_kind), count), (_register_type(d_kind), d_count), attrs)
                ops.append(op)
    return ops


@needs_ptxas
def test_every_mma_sync_form_assembles():
    """Each legal mma.sync combination of the dialect's table is selected, and ptxas (sm_90)
    accepts all of them: a spelling error in any form fails here."""
    ops = _every_mma_sync_form()
    assert len(ops) >= 20
    text = []
    for index, op in enumerate(ops):
        params = re.findall(r"%p\d+", op)
        types = re.search(r": \((.*)\) -> (.*)$", op)
        assert types is not None
        a_t, b_t, c_t = [t.strip() for t in re.split(r",(?![^<]*>)", types.group(1))]
        counts = [len(re.findall(r"%p\d+", part)) for part in re.findall(r"[ABC]\[[^\]]*\]", op)]
        arg_types = [a_t] * counts[0] + [b_t] * counts[1] + [c_t] * counts[2]
        renamed = re.sub(r"%p(\d+)", lambda m, index=index: f"%f{index}_{m.group(1)}", op).replace("%r =", f"%r{index} =")
        signature = ", ".join(f"%f{index}_{i}: {t}" for i, t in enumerate(arg_types))
        result = types.group(2)
        text.append(
            f"llvm.func @k{index}(%out: !llvm.ptr<1>, {signature}) attributes {{nvvm.kernel}} {{\n  {renamed}\n"
            f"  %e{index} = llvm.extractvalue %r{index}[0] : {result}\n"
            f"  llvm.store %e{index}, %out : {members(result)[0]}, !llvm.ptr<1>\n  llvm.return\n}}"
        )
        assert len(params) == sum(counts)
    ptx_text = compile_mlir("\n".join(text), "90")
    assert ptx_text.count("mma.sync.aligned") == len(ops)
    cuda_tools.ptxas(ptx_text, arch="sm_90").check()


def test_matrix_loads_are_not_merged_across_a_store():
    """Two ldmatrix of one address with a shared-memory store between them are two loads."""
    text = """
llvm.func @k(%p: !llvm.ptr<3>, %v: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %a = nvvm.ldmatrix %p {layout = #nvvm.mma_layout<row>, num = 1 : i32} : (!llvm.ptr<3>) -> i32
  llvm.store %v, %p : i32, !llvm.ptr<3>
  %b = nvvm.ldmatrix %p {layout = #nvvm.mma_layout<row>, num = 1 : i32} : (!llvm.ptr<3>) -> i32
  %s = llvm.add %a, %b : i32
  llvm.store %s, %out : i32, !llvm.ptr<1>
  llvm.return
}
"""
    assert compile_mlir(text, "80").count("ldmatrix.sync.aligned") == 2


def test_every_op_is_selected_and_assembled():
    """Each op of nvvm_mma has a selector and at least one case compiled and assembled above."""
    from nvvm_xdsl.backend.isel_nvvm_mma import SELECTORS
    from nvvm_xdsl.dialects import nvvm_mma as M
    from nvvm_xdsl.dialects.nvvm_mma_sp import MMA_SP_OPS

    # The sparse and block-scaled ops' cases are in tests/test_nvvm_mma_sp_isel.py.
    assert set(SELECTORS) == set(M.MMA_OPS) | set(MMA_SP_OPS)
    cased = {m.group(0) for c in CASES if (m := re.search(r"nvvm\.[\w.]+", c.op))}
    assert {op.name for op in M.MMA_OPS} <= cased
