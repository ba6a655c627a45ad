"""The `llvm.intr.*` ops NVPTX selects (nvvm_xdsl/dialects/llvm_ext/intrinsics.py), checked
against the references: Debian's `mlir-opt-22` for the syntax (its printing of the lit test's
input is ours, custom form and generic form), and LLVM 22's NVPTX backend (llvmlite) for the
selection: per intrinsic, the same kernel written as LLVM IR gives the same instructions
(opcodes with their modifiers and types, as a multiset; registers and order aside)."""

from __future__ import annotations

from pathlib import Path

import pytest

from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.mlir_opt import MLIR_OPT
from nvvm_xdsl_testing.mlir_opt import print_ours as _ours
from nvvm_xdsl_testing.mlir_opt import run_mlir_opt as _mlir_opt
from nvvm_xdsl_testing.ptx_compile import compile_to_ptx
from nvvm_xdsl_testing.ptx_parse import op_opcodes

ROOT = Path(__file__).resolve().parent.parent
ROUND_TRIP = ROOT / "tests" / "filecheck" / "dialects" / "llvm_ext" / "intrinsics_nvptx.mlir"
needs_mlir_opt = pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 not installed")


def _body(text: str) -> list[str]:
    """The module's ops, one per line (without the module line, which xDSL prints as
    `builtin.module`)."""
    return text.strip().splitlines()[1:]


@needs_mlir_opt
def test_custom_form_prints_as_mlir_opt_22():
    text = ROUND_TRIP.read_text()
    assert _body(_ours(text)) == _body(_mlir_opt(text))


@needs_mlir_opt
def test_mlir_opt_22_generic_form_parses():
    generic = _mlir_opt(ROUND_TRIP.read_text(), "--mlir-print-op-generic")
    assert "op_bundle_tags" in generic and '"llvm.intr.fmuladd"' in generic
    assert _body(_ours(generic)) == _body(_mlir_opt(generic))


# (name, MLIR parameters, MLIR body, LLVM IR parameters, LLVM IR body); the bodies store their
# result through %out (volatile, so LLVM keeps every store).
CASES = [
    ("fmuladd", "%a: f32, %b: f32, %c: f32", "%r = llvm.intr.fmuladd(%a, %b, %c) : (f32, f32, f32) -> f32",
     "float %a, float %b, float %c", "%r = call float @llvm.fmuladd.f32(float %a, float %b, float %c)", "f32"),
    # MLIR 19's math.fpowi: a constant exponent expanded into squarings and products.
    ("powi", "%a: f32", "%n = llvm.mlir.constant(5 : i32) : i32\n  %r = llvm.intr.powi(%a, %n) : (f32, i32) -> f32",
     "float %a", "%r = call float @llvm.powi.f32.i32(float %a, i32 5)", "f32"),
    ("powi_negative", "%a: f64", "%n = llvm.mlir.constant(-3 : i32) : i32\n  %r = llvm.intr.powi(%a, %n) : (f64, i32) -> f64",
     "double %a", "%r = call double @llvm.powi.f64.i32(double %a, i32 -3)", "f64"),
    ("roundeven", "%a: f32", "%r = llvm.intr.roundeven(%a) : (f32) -> f32",
     "float %a", "%r = call float @llvm.roundeven.f32(float %a)", "f32"),
    ("trunc", "%a: f64", "%r = llvm.intr.trunc(%a) : (f64) -> f64",
     "double %a", "%r = call double @llvm.trunc.f64(double %a)", "f64"),
    # f64 only: for f32 llc adds the half with its sign first (one instruction more).
    ("round", "%a: f64", "%r = llvm.intr.round(%a) : (f64) -> f64",
     "double %a", "%r = call double @llvm.round.f64(double %a)", "f64"),
    ("bitreverse", "%a: i64", "%r = llvm.intr.bitreverse(%a) : (i64) -> i64",
     "i64 %a", "%r = call i64 @llvm.bitreverse.i64(i64 %a)", "i64"),
    ("ptrmask", "%p: !llvm.ptr<1>, %m: i64", "%q = llvm.intr.ptrmask %p, %m : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>\n"
     "  %r = llvm.ptrtoint %q : !llvm.ptr<1> to i64",
     "ptr addrspace(1) %p, i64 %m", "%q = call ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1) %p, i64 %m)\n"
     "  %r = ptrtoint ptr addrspace(1) %q to i64", "i64"),
    # Invariant groups guide the optimizer only: the pointer itself.
    ("invariant.group", "%p: !llvm.ptr<1>", "%q = llvm.intr.launder.invariant.group %p : !llvm.ptr<1>\n"
     "  %s = llvm.intr.strip.invariant.group %q : !llvm.ptr<1>\n  %r = llvm.ptrtoint %s : !llvm.ptr<1> to i64",
     "ptr addrspace(1) %p", "%q = call ptr addrspace(1) @llvm.launder.invariant.group.p1(ptr addrspace(1) %p)\n"
     "  %s = call ptr addrspace(1) @llvm.strip.invariant.group.p1(ptr addrspace(1) %q)\n"
     "  %r = ptrtoint ptr addrspace(1) %s to i64", "i64"),
    ("invariant.start", "%p: !llvm.ptr<1>, %a: i32", "%d = llvm.intr.invariant.start 4, %p : !llvm.ptr<1>\n"
     "  llvm.intr.invariant.end %d, 4, %p : !llvm.ptr<1>\n  %r = llvm.add %a, %a : i32",
     "ptr addrspace(1) %p, i32 %a", "%d = call ptr @llvm.invariant.start.p1(i64 4, ptr addrspace(1) %p)\n"
     "  call void @llvm.invariant.end.p1(ptr %d, i64 4, ptr addrspace(1) %p)\n  %r = add i32 %a, %a", "i32"),
    # With operand bundles LLVM wants the condition `true`.
    ("assume", "%a: i32, %p: !llvm.ptr<1>", "%c = llvm.mlir.constant(true) : i1\n"
     "  %k = llvm.mlir.constant(16 : i64) : i64\n"
     "  llvm.intr.assume %c [\"align\"(%p, %k : !llvm.ptr<1>, i64)] : i1\n  %r = llvm.add %a, %a : i32",
     "i32 %a, ptr addrspace(1) %p",
     "call void @llvm.assume(i1 true) [ \"align\"(ptr addrspace(1) %p, i64 16) ]\n  %r = add i32 %a, %a", "i32"),
    *(
        (f"reduce.{kind}", "%v: vector<4xi32>", f"%r = \"llvm.intr.vector.reduce.{kind}\"(%v) : (vector<4xi32>) -> i32",
         "<4 x i32> %v", f"%r = call i32 @llvm.vector.reduce.{kind}.v4i32(<4 x i32> %v)", "i32")
        for kind in ("add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin")
    ),
    *(
        (f"reduce.{kind}", "%v: vector<4xf32>", f"%r = llvm.intr.vector.reduce.{kind}(%v) : (vector<4xf32>) -> f32",
         "<4 x float> %v", f"%r = call float @llvm.vector.reduce.{kind}.v4f32(<4 x float> %v)", "f32")
        for kind in ("fmax", "fmin", "fmaximum", "fminimum")
    ),
    *(
        (f"reduce.{kind}", "%s: f32, %v: vector<4xf32>",
         f"%r = \"llvm.intr.vector.reduce.{kind}\"(%s, %v) <{{fastmathFlags = #llvm.fastmath<none>}}> : (f32, vector<4xf32>) -> f32",
         "float %s, <4 x float> %v", f"%r = call float @llvm.vector.reduce.{kind}.v4f32(float %s, <4 x float> %v)", "f32")
        for kind in ("fadd", "fmul")
    ),
]

_LLVM_TYPES = {"f32": "float", "f64": "double", "i32": "i32", "i64": "i64"}


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_selected_as_llc(case):
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx

    name, mlir_params, mlir_body, ll_params, ll_body, result = case
    mlir = (
        f"llvm.func @k({mlir_params}, %out: !llvm.ptr<1>) attributes {{nvvm.kernel}} {{\n"
        f"  {mlir_body}\n  llvm.store volatile %r, %out : {result}, !llvm.ptr<1>\n  llvm.return\n}}\n"
    )
    ll = (
        f"define ptx_kernel void @k({ll_params}, ptr addrspace(1) %out) {{\n"
        f"  {ll_body}\n  store volatile {_LLVM_TYPES[result]} %r, ptr addrspace(1) %out\n  ret void\n}}\n"
    )
    ours = compile_to_ptx(mlir, LowerToPTXPass(sm=80))
    theirs = llvm_ptx(ll, sm=80)
    assert op_opcodes(ours) == op_opcodes(theirs), (ours, theirs)
    cuda_tools.ptxas(ours, arch="sm_80").check()
