"""Selection of the stochastic-rounding conversions (backend/isel_nvvm_convert_rs.py): each op
in a kernel for sm_100a, assembled by ptxas, and compared with the `cvt.rs` LLVM 22 prints for
the matching intrinsic (the checks of tests/nvvm_isel_cases.py)."""

from __future__ import annotations

import pytest

from tests.nvvm_isel_cases import Case, compile_error, selection_tests

_NEEDS = ("100a", "8.7")
_PAIR = ("f32", "f32", "i32")
_QUAD = ("vector<4xf32>", "i32")


def _pair(id: str, op: str, result: str, intrinsic: str, attrs: str = "") -> Case:
    return Case(id, "100a", _PAIR, f"%r = nvvm.convert.f32x2.to.{op} %p0, %p1, %p2{attrs} : {result}", result,
                (intrinsic, (0, 1, 2)), "cvt.rs", _NEEDS)


def _quad(id: str, op: str, result: str, element: str, intrinsic: str, attrs: str = "") -> Case:
    return Case(id, "100a", _QUAD, f"%r = nvvm.convert.f32x4.to.{op} %p0, %p1{attrs} : vector<4xf32> -> {result} ({element})",
                result, (intrinsic, (0, 1)), "cvt.rs", _NEEDS)


CASES = [
    _pair("f16x2_rs", "f16x2", "vector<2xf16>", "llvm.nvvm.ff2f16x2.rs"),
    _pair("f16x2_rs_relu_satfinite", "f16x2", "vector<2xf16>", "llvm.nvvm.ff2f16x2.rs.relu.satfinite",
          " {relu = true, sat = #nvvm.sat_mode<satfinite>}"),
    _pair("bf16x2_rs_satfinite", "bf16x2", "vector<2xbf16>", "llvm.nvvm.ff2bf16x2.rs.satfinite", " {sat = #nvvm.sat_mode<satfinite>}"),
    _quad("e4m3x4", "f8x4", "vector<4xi8>", "f8E4M3FN", "llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite"),
    _quad("e5m2x4_relu", "f8x4", "vector<4xi8>", "f8E5M2", "llvm.nvvm.f32x4.to.e5m2x4.rs.relu.satfinite", " {relu = true}"),
    _quad("e2m3x4", "f6x4", "vector<4xi8>", "f6E2M3FN", "llvm.nvvm.f32x4.to.e2m3x4.rs.satfinite"),
    _quad("e3m2x4_relu", "f6x4", "vector<4xi8>", "f6E3M2FN", "llvm.nvvm.f32x4.to.e3m2x4.rs.relu.satfinite", " {relu = true}"),
    _quad("e2m1x4", "f4x4", "i16", "f4E2M1FN", "llvm.nvvm.f32x4.to.e2m1x4.rs.satfinite"),
]


test_selects, test_assembles_at_lowest_target, test_matches_llvm = selection_tests(CASES)


@pytest.mark.parametrize("case", [CASES[0], CASES[3]], ids=lambda c: c.id)
def test_below_sm100a_is_a_located_error(case: Case):
    message = compile_error(case, "90a")
    assert "nvvm.convert.f32x" in message and "sm_100a" in message and "--sm 100a" in message
