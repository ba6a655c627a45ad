"""Selection of the f4/f6/s2f6 pair conversions to and from (b)f16x2 (backend/isel_nvvm_convert_narrow.py):
each op in a kernel at the lowest target that has its instruction, assembled there by ptxas (LLVM 22
has none of their intrinsics; the instruction text is NVPTX's for them), the automatic `.version`,
and the located errors below the target."""

from __future__ import annotations

import pytest

from tests.nvvm_isel_cases import Case, compile_error, compile_ours, selection_tests

_H, _B, _V8 = "vector<2xf16>", "vector<2xbf16>", "vector<2xi8>"


def _to_narrow(id_: str, sm: str, src: str, op: str, attrs: str, dst: str, dst_ty: str, opcode: str) -> Case:
    text = f"%r = nvvm.convert.{op} %p0{attrs} : {src} -> {dst} ({dst_ty})"
    return Case(id_, sm, (src,), text, dst, None, opcode)


CASES = [
    _to_narrow("bf16x2_to_f4x2", "100a", _B, "bf16x2.to.f4x2", "", "i8", "f4E2M1FN", "cvt.rn.satfinite.e2m1x2.bf16x2"),
    _to_narrow("f16x2_to_f4x2_relu", "120f", _H, "f16x2.to.f4x2", " relu = true", "i8", "f4E2M1FN",
               "cvt.rn.satfinite.relu.e2m1x2.f16x2"),
    _to_narrow("f16x2_to_f6x2", "100a", _H, "f16x2.to.f6x2", "", "i16", "f6E2M3FN", "cvt.rn.satfinite.e2m3x2.f16x2"),
    _to_narrow("bf16x2_to_f6x2_relu_v", "110f", _B, "bf16x2.to.f6x2", " relu = true", _V8, "f6E3M2FN",
               "cvt.rn.satfinite.relu.e3m2x2.bf16x2"),
    Case("bf16x2_to_s2f6x2", "100a", (_B, "i16"), f"%r = nvvm.convert.bf16x2.to.s2f6x2 %p0 scale_factor = %p1 : {_B} -> i16",
         "i16", None, "cvt.rn.satfinite.scaled::n2::ue8m0.s2f6x2.bf16x2"),
    Case("f32x2_to_s2f6x2_relu", "120a", ("f32", "f32"), f"%r = nvvm.convert.f32x2.to.s2f6x2 %p0, %p1 relu = true : {_V8}",
         _V8, None, "cvt.rn.satfinite.relu.scaled::n2::ue8m0.s2f6x2.f32"),
    Case("f4x2_to_bf16x2", "100a", ("i8",), f"%r = nvvm.convert.f4x2.to.bf16x2 %p0 : i8 (f4E2M1FN) -> {_B}", _B, None,
         "cvt.rn.scaled::n2::ue8m0.bf16x2.e2m1x2"),
    Case("f4x2_to_bf16x2_scaled", "100a", ("i8", "i16"),
         f"%r = nvvm.convert.f4x2.to.bf16x2 %p0 scale_factor = %p1 sat = satfinite relu = true : i8 (f4E2M1FN) -> {_B}",
         _B, None, "cvt.rn.relu.satfinite.scaled::n2::ue8m0.bf16x2.e2m1x2"),
    Case("f6x2_to_bf16x2", "103f", (_V8,), f"%r = nvvm.convert.f6x2.to.bf16x2 %p0 : {_V8} (f6E3M2FN) -> {_B}", _B, None,
         "cvt.rn.scaled::n2::ue8m0.bf16x2.e3m2x2"),
    Case("s2f6x2_to_bf16x2", "100a", (_V8, "i16"),
         f"%r = nvvm.convert.s2f6x2.to.bf16x2 %p0 scale_factor = %p1 sat = satfinite relu = true : {_V8} -> {_B}", _B,
         None, "cvt.rn.satfinite.relu.scaled::n2::ue8m0.bf16x2.s2f6x2"),
]

test_selects, test_assembles_at_lowest_target, _ = selection_tests(CASES)

_BY_ID = {case.id: case for case in CASES}


def test_versions_follow_the_instructions():
    """To the narrow pairs: PTX ISA 9.1; from them to bf16x2 with a scale: 9.2 (ptxas-checked rules)."""
    assert ".version 9.1" in compile_ours(_BY_ID["bf16x2_to_f4x2"])
    assert ".version 9.1" in compile_ours(_BY_ID["bf16x2_to_s2f6x2"])
    assert ".version 9.2" in compile_ours(_BY_ID["f4x2_to_bf16x2"])


def test_default_scale_is_mlirs():
    """Without `scale_factor` the scale is MLIR's 0x7F7F (2^0 for both halves)."""
    assert "32639" in compile_ours(_BY_ID["f4x2_to_bf16x2"])


@pytest.mark.parametrize(
    ("case_id", "sm", "wanted"),
    [
        ("bf16x2_to_f4x2", "100", "sm_100a or a newer arch- or family-specific target"),
        ("bf16x2_to_f4x2", "90a", "sm_100a"),
        ("f4x2_to_bf16x2", "100", "sm_100a"),
        ("bf16x2_to_s2f6x2", "100f", "sm_100a or a newer arch-specific target"),
        ("s2f6x2_to_bf16x2", "120f", "arch-specific"),
    ],
)
def test_below_the_target_is_a_located_error(case_id: str, sm: str, wanted: str):
    message = compile_error(_BY_ID[case_id], sm)
    assert "nvvm.convert." in message and wanted in message, message


@pytest.mark.parametrize(
    ("op", "params", "result", "wanted"),
    [
        (f"%r = nvvm.convert.bf16x2.to.f4x2 %p0 : {_B} -> i8 (f6E2M3FN)", (_B,), "i8", "element type f6E2M3FN"),
        (f"%r = nvvm.convert.f6x2.to.bf16x2 %p0 : {_V8} (f4E2M1FN) -> {_B}", (_V8,), _B, "element type f4E2M1FN"),
        (f"%r = nvvm.convert.f6x2.to.bf16x2 %p0 sat = sat : {_V8} (f6E2M3FN) -> {_B}", (_V8,), _B, "satfinite"),
    ],
)
def test_bad_forms_are_located_errors(op: str, params: tuple[str, ...], result: str, wanted: str):
    message = compile_error(Case("bad", "100a", params, op, result, None, ""))
    assert "nvvm.convert." in message and wanted in message, message
