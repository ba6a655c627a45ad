"""Selection of the tensor-memory data ops (nvvm_xdsl/backend/isel_nvvm_tcgen05.py).

Each case is one op in a kernel, compiled through `lower-to-ptx` for sm_100a (the lowest target
with tcgen05) and assembled by ptxas for it. `tcgen05.ld`/`st`/`cp` are compared with the
instruction LLVM 22 prints for the matching `llvm.nvvm.tcgen05.*` intrinsic, with the kernels
and checks of tests/nvvm_isel_cases.py. Tensor-memory pointers are 64-bit in
this backend and 32-bit in LLVM's: the comparison follows our `cvt.u32.u64` back to the
parameter the pointer came from.
"""

from __future__ import annotations

import re

import pytest

from tests.nvvm_isel_cases import Case, compile_error, compile_ours, selection_tests

_NEEDS = ("100a", "8.6")


def _ld(id: str, shape: str, result: str, intrinsic: str, pack: bool = False, offset: int | None = None) -> Case:
    pack_text, pack_arg = (" pack", "i1 1") if pack else ("", "i1 0")
    if offset is None:
        op = f"%r = nvvm.tcgen05.ld %p0{pack_text} {{shape = #nvvm.tcgen05_ldst_shape<{shape}>}} : {result}"
        args: tuple[int | str, ...] = (0, pack_arg)
    else:
        op = (
            f"%c = llvm.mlir.constant({offset} : i64) : i64\n  "
            f"%r = nvvm.tcgen05.ld %p0, %c{pack_text} {{shape = #nvvm.tcgen05_ldst_shape<{shape}>}} : {result}"
        )
        args = (0, f"i64 {offset}", pack_arg)
    return Case(id, "100a", ("!llvm.ptr<6>",), op, result, (intrinsic, args), "tcgen05.ld", _NEEDS)


def _st(id: str, shape: str, value: str, intrinsic: str, unpack: bool = False, offset: int | None = None) -> Case:
    unpack_text, unpack_arg = (" unpack", "i1 1") if unpack else ("", "i1 0")
    if offset is None:
        op = f"nvvm.tcgen05.st %p0, %p1{unpack_text} {{shape = #nvvm.tcgen05_ldst_shape<{shape}>}} : {value}"
        args: tuple[int | str, ...] = (0, 1, unpack_arg)
    else:
        op = (
            f"%c = llvm.mlir.constant({offset} : i64) : i64\n  "
            f"nvvm.tcgen05.st %p0, %p1, %c{unpack_text} {{shape = #nvvm.tcgen05_ldst_shape<{shape}>}} : {value}"
        )
        args = (0, f"i64 {offset}", 1, unpack_arg)
    return Case(id, "100a", ("!llvm.ptr<6>", value), op, None, (intrinsic, args), "tcgen05.st", _NEEDS)


def _cp(id: str, attrs: str, intrinsic: str) -> Case:
    op = f"nvvm.tcgen05.cp %p0, %p1 {{{attrs}}}"
    return Case(id, "100a", ("!llvm.ptr<6>", "i64"), op, None, (intrinsic, (0, 1)), "tcgen05.cp", _NEEDS)


def _shape(s: str) -> str:
    return f"shape = #nvvm.tcgen05_cp_shape<{s}>"


_CTA2 = ", group = #nvvm.cta_group<cta_2>"

CASES = [
    _ld("ld_32x32b_x1", "shape_32x32b", "i32", "llvm.nvvm.tcgen05.ld.32x32b.x1"),
    _ld("ld_16x64b_x4_pack", "shape_16x64b", "vector<4xi32>", "llvm.nvvm.tcgen05.ld.16x64b.x4", pack=True),
    _ld("ld_16x128b_x1", "shape_16x128b", "vector<2xi32>", "llvm.nvvm.tcgen05.ld.16x128b.x1"),
    _ld("ld_16x256b_x2", "shape_16x256b", "vector<8xi32>", "llvm.nvvm.tcgen05.ld.16x256b.x2"),
    _ld("ld_16x32bx2_x2", "shape_16x32bx2", "vector<2xi32>", "llvm.nvvm.tcgen05.ld.16x32bx2.x2", offset=8),
    _st("st_32x32b_x2_unpack", "shape_32x32b", "vector<2xi32>", "llvm.nvvm.tcgen05.st.32x32b.x2", unpack=True),
    _st("st_16x256b_x1", "shape_16x256b", "vector<4xi32>", "llvm.nvvm.tcgen05.st.16x256b.x1"),
    _st("st_16x64b_x1", "shape_16x64b", "i32", "llvm.nvvm.tcgen05.st.16x64b.x1"),
    _st("st_16x32bx2_x1", "shape_16x32bx2", "i32", "llvm.nvvm.tcgen05.st.16x32bx2.x1", offset=16),
    _cp("cp_128x256b", _shape("shape_128x256b"), "llvm.nvvm.tcgen05.cp.128x256b.cg1"),
    _cp("cp_128x128b_cta2", _shape("shape_128x128b") + _CTA2, "llvm.nvvm.tcgen05.cp.128x128b.cg2"),
    _cp(
        "cp_4x256b_b4x16",
        _shape("shape_4x256b") + ", srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>",
        "llvm.nvvm.tcgen05.cp.4x256b.b4x16_p64.cg1",
    ),
    _cp(
        "cp_64x128b_warpx2_01_23_b6x16_cta2",
        _shape("shape_64x128b") + _CTA2 + ", multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>, "
        "srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>",
        "llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b6x16_p32.cg2",
    ),
    _cp(
        "cp_64x128b_warpx2_02_13",
        _shape("shape_64x128b") + ", multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>",
        "llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg1",
    ),
    _cp(
        "cp_32x128b_warpx4",
        _shape("shape_32x128b") + ", multicast = #nvvm.tcgen05_cp_multicast<warpx4>",
        "llvm.nvvm.tcgen05.cp.32x128b_warpx4.cg1",
    ),
]

# tcgen05.mma: p0 D, p1 A descriptor, p2 A in tensor memory, p3 B descriptor, p4 instruction
# descriptor, p5 enable-input-D, p6 4-lane mask, p7 sparse metadata, p8/p9 scale factors of A/B,
# p10 zero-column mask, p11 8-lane mask. LLVM's immediates: kind f16/tf32/f8f6f4/i8 = 0..3,
# collector discard/lastuse/fill/use = 0..3, B buffer b0..b3 = 0..3.
_MMA_PARAMS = ("!llvm.ptr<6>", "i64", "!llvm.ptr<6>", "i64", "i32", "i1", "vector<4xi32>", "!llvm.ptr<6>",
               "!llvm.ptr<6>", "!llvm.ptr<6>", "i64", "vector<8xi32>")
_MMA_NEEDS = ("100a", "8.8")
_SCALE = "%c = llvm.mlir.constant(5 : i64) : i64\n  "


def _mma(id: str, op: str, intrinsic: str, args: tuple[int | str, ...], opcode: str = "tcgen05.mma") -> Case:
    return Case(id, "100a", _MMA_PARAMS, op, None, (intrinsic, args), opcode, _MMA_NEEDS)


def _types(*indices: int) -> str:
    return "(" + ", ".join(_MMA_PARAMS[i] for i in indices) + ")"


MMA_CASES = [
    _mma("mma_shared_f16", "nvvm.tcgen05.mma %p0, %p1, %p3, %p4, %p5 {kind = #nvvm.tcgen05_mma_kind<f16>, "
         "ctaGroup = #nvvm.cta_group<cta_1>} : " + _types(0, 1, 3, 4, 5),
         "llvm.nvvm.tcgen05.mma.shared", (0, 1, 3, 4, 5, "i32 0", "i32 1", "i32 0")),
    _mma("mma_tensor_f8f6f4_fill_cta2", "nvvm.tcgen05.mma %p0, %p2, %p3, %p4, %p5 {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, "
         "ctaGroup = #nvvm.cta_group<cta_2>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : " + _types(0, 2, 3, 4, 5),
         "llvm.nvvm.tcgen05.mma.tensor", (0, 2, 3, 4, 5, "i32 2", "i32 2", "i32 2")),
    _mma("mma_tensor_scale_mask_ashift", _SCALE + "nvvm.tcgen05.mma %p0, %p2, %p3, %p4, %p5 scale = %c mask = %p6 "
         "{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>, "
         "aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64, vector<4xi32>)",
         "llvm.nvvm.tcgen05.mma.tensor.scale_d.disable_output_lane.cg1.ashift", (0, 2, 3, 4, 5, "i64 5", 6, "i32 0", "i32 1")),
    _mma("mma_tensor_mask_cta2", "nvvm.tcgen05.mma %p0, %p2, %p3, %p4, %p5 mask = %p11 {kind = #nvvm.tcgen05_mma_kind<i8>, "
         "ctaGroup = #nvvm.cta_group<cta_2>} : " + _types(0, 2, 3, 4, 5, 11),
         "llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg2", (0, 2, 3, 4, 5, 11, "i32 3", "i32 0")),
    _mma("mma_shared_scale_d", _SCALE + "nvvm.tcgen05.mma %p0, %p1, %p3, %p4, %p5 scale = %c {kind = #nvvm.tcgen05_mma_kind<tf32>, "
         "ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64)",
         "llvm.nvvm.tcgen05.mma.shared.scale_d", (0, 1, 3, 4, 5, "i64 5", "i32 1", "i32 1", "i32 0")),
    _mma("mma_sp_shared", "nvvm.tcgen05.mma.sp %p0, %p1, %p3, %p4, %p5, %p7 {kind = #nvvm.tcgen05_mma_kind<f16>, "
         "ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : " + _types(0, 1, 3, 4, 5, 7),
         "llvm.nvvm.tcgen05.mma.sp.shared", (0, 1, 3, 4, 5, 7, "i32 0", "i32 1", "i32 3"), "tcgen05.mma.sp"),
    _mma("mma_block_scale_mxf8f6f4", "nvvm.tcgen05.mma.block_scale %p0, %p1, %p3, %p4, %p5, %p8, %p9 "
         "{kind = #nvvm.tcgen05_mma_block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>} : " + _types(0, 1, 3, 4, 5, 8, 9),
         "llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale", (0, 1, 3, 4, 5, 8, 9, "i32 1", "i32 0")),
    _mma("mma_block_scale_mxf4nvf4_block16", "nvvm.tcgen05.mma.block_scale %p0, %p1, %p3, %p4, %p5, %p8, %p9 "
         "{kind = #nvvm.tcgen05_mma_block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>, "
         "blockScale = #nvvm.tcgen05_mma_block_scale<block16>} : " + _types(0, 1, 3, 4, 5, 8, 9),
         "llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block16", (0, 1, 3, 4, 5, 8, 9, "i32 1", "i32 0")),
    _mma("mma_sp_block_scale_mxf4_block32", "nvvm.tcgen05.mma.sp.block_scale %p0, %p1, %p3, %p4, %p5, %p7, %p8, %p9 "
         "{kind = #nvvm.tcgen05_mma_block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_1>, "
         "blockScale = #nvvm.tcgen05_mma_block_scale<block32>} : " + _types(0, 1, 3, 4, 5, 7, 8, 9),
         "llvm.nvvm.tcgen05.mma.sp.shared.mxf4.block_scale.block32", (0, 1, 3, 4, 5, 7, 8, 9, "i32 1", "i32 0"), "tcgen05.mma.sp"),
    _mma("mma_ws_shared", "nvvm.tcgen05.mma.ws %p0, %p1, %p3, %p4, %p5 {kind = #nvvm.tcgen05_mma_kind<f16>} : " + _types(0, 1, 3, 4, 5),
         "llvm.nvvm.tcgen05.mma.ws.shared", (0, 1, 3, 4, 5, "i32 0", "i32 0", "i32 0"), "tcgen05.mma.ws"),
    _mma("mma_ws_zero_col_mask_b2", "nvvm.tcgen05.mma.ws %p0, %p1, %p3, %p4, %p5, %p10 {kind = #nvvm.tcgen05_mma_kind<tf32>, "
         "collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b2>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>} : "
         + _types(0, 1, 3, 4, 5, 10),
         "llvm.nvvm.tcgen05.mma.ws.shared.zero_col_mask", (0, 1, 3, 4, 5, 10, "i32 1", "i32 2", "i32 1"), "tcgen05.mma.ws"),
    _mma("mma_ws_sp_tensor", "nvvm.tcgen05.mma.ws.sp %p0, %p2, %p3, %p4, %p5, %p7 {kind = #nvvm.tcgen05_mma_kind<i8>, "
         "collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b1>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : "
         + _types(0, 2, 3, 4, 5, 7),
         "llvm.nvvm.tcgen05.mma.ws.sp.tensor", (0, 2, 3, 4, 5, 7, "i32 3", "i32 1", "i32 3"), "tcgen05.mma.ws.sp"),
]
CASES += MMA_CASES

# No instruction and no intrinsic: integer operations any target has; assembled at sm_80.
SMEM_DESC = Case(
    "mma_smem_desc",
    "80",
    ("i32", "i32", "i32", "i8", "i1", "i8"),
    "%r = nvvm.tcgen05.mma_smem_desc (%p0, %p1, %p2, %p3, %p4, %p5) : (i32, i32, i32, i8, i1, i8) -> i64",
    "i64",
    None,
    "or.b64",
)

_CVT_TENSOR_POINTER = re.compile(r"cvt\.u32\.u64\s+(%r\d+),\s*(%rd\d+);")


def _tensor_pointers_as_parameters(ptx_text: str) -> str:
    """Our PTX with each 32-bit tensor address replaced by the 64-bit register it was cut from."""
    for narrow, wide in _CVT_TENSOR_POINTER.findall(ptx_text):
        ptx_text = re.sub(rf"{re.escape(narrow)}\b", wide, ptx_text)
    return ptx_text


test_selects, test_assembles_at_lowest_target, test_matches_llvm = selection_tests(
    [*CASES, SMEM_DESC], our_ptx=_tensor_pointers_as_parameters
)


@pytest.mark.parametrize("case", [CASES[0], CASES[5], CASES[9], MMA_CASES[0], MMA_CASES[9]], ids=lambda c: c.id)
def test_below_sm100a_is_a_located_error(case: Case):
    message = compile_error(case, "90a")
    assert case.opcode.replace("tcgen05", "nvvm.tcgen05") in message
    assert "sm_100a" in message and "--sm 100a" in message


def test_descriptor_fields():
    """The descriptor of constant fields is built as the PTX ISA lays it out: fixed bit 46,
    each field masked to its width (an out-of-range start address loses its high bits)."""
    case = Case(
        "smem_desc_constants",
        "80",
        ("i1",),
        "%a = llvm.mlir.constant(0x14000 : i32) : i32\n  %l = llvm.mlir.constant(3 : i32) : i32\n  "
        "%s = llvm.mlir.constant(5 : i32) : i32\n  %b = llvm.mlir.constant(9 : i8) : i8\n  "
        "%w = llvm.mlir.constant(2 : i8) : i8\n  "
        "%r = nvvm.tcgen05.mma_smem_desc (%a, %l, %s, %b, %p0, %w) : (i32, i32, i32, i8, i1, i8) -> i64",
        "i64",
        None,
        "or.b64",
    )
    ptx_text = compile_ours(case)
    masks = re.findall(r"and\.b32\s+%r\d+,\s*%r\d+,\s*(\d+);", ptx_text)
    assert sorted(set(masks)) == ["16383", "7"], ptx_text
    assert "70368744177664" in ptx_text  # 1 << 46
    assert "selp.b64" in ptx_text and str(1 << 52) in ptx_text
    for shift in ("16", "32", "49", "61"):
        assert re.search(rf"shl\.b64\s+%rd\d+,\s*%rd\d+,\s*{shift};", ptx_text), shift


@pytest.mark.parametrize(
    ("op", "message"),
    [
        ("%r = nvvm.tcgen05.ld %p0, %p1 {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : i32",
         "the offset of shape 16x32bx2 must be a constant"),
        ("nvvm.tcgen05.mma %p0, %p2, %p1, %p3, %p4 scale = %p1 {kind = #nvvm.tcgen05_mma_kind<f16>, "
         "ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64)",
         "scaleInputD must be a constant in [0, 15]"),
    ],
    ids=["ld_offset", "mma_scale"],
)
def test_immediate_operands_must_be_constants(op: str, message: str):
    """PTX takes these as immediates: an SSA value is a located error naming the op."""
    case = Case("immediate", "100a", ("!llvm.ptr<6>", "i64", "!llvm.ptr<6>", "i32", "i1"), op, None, None, "tcgen05")
    op_name = re.search(r"nvvm\.[\w.]+", op).group(0)  # type: ignore[union-attr]
    assert f"'{op_name}': {message}" in compile_error(case)
