"""The llvm ops newer than xDSL 0.74's dialect (constrained FP, `vp.*`, `vector.insert`/
`extract`, `ptrtoaddr`, `eh.typeid.for`, `constrained_fp_call`; nvvm_xdsl/dialects/llvm_ext) and their selection by
`expand-llvm-intrinsics`: the syntax against Debian's mlir-opt-22 (custom and generic form) where
it has the op, the instructions against llc-22's for the same kernel written as LLVM IR, and the
refusals (a located error naming the op)."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.mlir_opt import MLIR_OPT
from nvvm_xdsl_testing.mlir_opt import print_ours as _ours
from nvvm_xdsl_testing.mlir_opt import run_mlir_opt as _mlir_opt
from nvvm_xdsl_testing.ptx_compile import compile_to_ptx
from nvvm_xdsl_testing.ptx_parse import op_opcodes

LLC = shutil.which("llc-22")

# Ops MLIR 22 has, as it prints them.
MLIR_22_FORMS = """\
llvm.func @f(%arg0: f64, %arg1: vector<8xf32>, %arg2: vector<4xf32>, %arg3: vector<8xi32>, %arg4: vector<8xi1>, %arg5: i32, %arg6: !llvm.ptr) -> i32 {
  %0 = llvm.intr.experimental.constrained.fptrunc %arg0 towardzero ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fpext %0 strict : f32 to f64
  %2 = llvm.intr.experimental.constrained.sitofp %arg5 dynamic maytrap : i32 to f32
  %3 = llvm.intr.experimental.constrained.uitofp %arg5 tonearest ignore : i32 to f64
  %4 = llvm.intr.vector.insert %arg2, %arg1[4] : vector<4xf32> into vector<8xf32>
  %5 = llvm.intr.vector.extract %arg1[4] : vector<4xf32> from vector<8xf32>
  %6 = "llvm.intr.vp.add"(%arg3, %arg3, %arg4, %arg5) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %7 = "llvm.intr.vp.fneg"(%arg1, %arg4, %arg5) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %8 = "llvm.intr.vp.reduce.add"(%arg5, %arg3, %arg4, %arg5) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %9 = "llvm.intr.vp.merge"(%arg4, %arg3, %arg3, %arg5) : (vector<8xi1>, vector<8xi32>, vector<8xi32>, i32) -> vector<8xi32>
  "llvm.intr.vp.store"(%arg3, %arg6, %arg4, %arg5) : (vector<8xi32>, !llvm.ptr, vector<8xi1>, i32) -> ()
  %10 = llvm.intr.eh.typeid.for %arg6 : (!llvm.ptr) -> i32
  llvm.return %10 : i32
}
"""


def _body(text: str) -> list[str]:
    return text.strip().splitlines()[1:]


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 not installed")
def test_prints_as_mlir_opt_22_and_reads_its_generic_form():
    assert _body(_ours(MLIR_22_FORMS)) == _body(_mlir_opt(MLIR_22_FORMS))
    generic = _mlir_opt(MLIR_22_FORMS, "--mlir-print-op-generic")
    assert "roundingmode = 0 : i64" in generic and "pos = 4 : i64" in generic
    assert _body(_ours(generic)) == _body(_mlir_opt(MLIR_22_FORMS))


# (name, MLIR parameters, MLIR body, LLVM IR parameters, LLVM IR body, result type); each body
# leaves %r, which the kernel stores through %out.
_ALL4 = "%m = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>\n  %n = llvm.mlir.constant(4 : i32) : i32\n  "
CASES = [
    ("constrained.fadd", "%a: f32, %b: f32", "%r = llvm.intr.experimental.constrained.fadd %a, %b tonearest ignore : f32",
     "float %a, float %b",
     '%r = call float @llvm.experimental.constrained.fadd.f32(float %a, float %b, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp',
     "float"),
    ("constrained.fma", "%a: f64, %b: f64", "%r = llvm.intr.experimental.constrained.fma %a, %b, %a dynamic strict : f64",
     "double %a, double %b",
     '%r = call double @llvm.experimental.constrained.fma.f64(double %a, double %b, double %a, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp',
     "double"),
    ("constrained.fptrunc", "%a: f64", "%r = llvm.intr.experimental.constrained.fptrunc %a tonearest maytrap : f64 to f32",
     # llc-22 aborts on the strict node ("unsupported library call operation"): the plain one.
     "double %a", "%r = fptrunc double %a to float", "float"),
    ("constrained.sitofp", "%a: i32", "%r = llvm.intr.experimental.constrained.sitofp %a tonearest ignore : i32 to f64",
     # llc-22 expands the strict node with bit tricks (exact either way): the plain one.
     "i32 %a", "%r = sitofp i32 %a to double", "double"),
    # Any constrained intrinsic by name: fdiv the plain instruction, maxnum the plain intrinsic.
    ("constrained_fp_call", "%a: f32, %b: f32",
     '%q = llvm.intr.experimental.constrained_fp_call "llvm.experimental.constrained.fdiv.f32"(%a, %b) tonearest ignore : (f32, f32) -> f32\n'
     '  %r = llvm.intr.experimental.constrained_fp_call "llvm.experimental.constrained.maxnum.f32"(%q, %b) strict : (f32, f32) -> f32',
     "float %a, float %b", "%q = fdiv float %a, %b\n  %r = call float @llvm.maxnum.f32(float %q, float %b)", "float"),
    ("vp.smax", "%a: vector<4xi32>, %b: vector<4xi32>, %m: vector<4xi1>, %n: i32",
     '%r = "llvm.intr.vp.smax"(%a, %b, %m, %n) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>',
     "<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %n",
     "%r = call <4 x i32> @llvm.vp.smax.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %m, i32 %n)", "<4 x i32>"),
    ("vp.fma", "%a: vector<2xf32>, %m: vector<2xi1>, %n: i32",
     '%r = "llvm.intr.vp.fma"(%a, %a, %a, %m, %n) : (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xi1>, i32) -> vector<2xf32>',
     "<2 x float> %a, <2 x i1> %m, i32 %n",
     "%r = call <2 x float> @llvm.vp.fma.v2f32(<2 x float> %a, <2 x float> %a, <2 x float> %a, <2 x i1> %m, i32 %n)",
     "<2 x float>"),
    ("vp.udiv", "%a: vector<4xi32>, %b: vector<4xi32>",
     _ALL4 + '%r = "llvm.intr.vp.udiv"(%a, %b, %m, %n) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>',
     "<4 x i32> %a, <4 x i32> %b",
     "%r = call <4 x i32> @llvm.vp.udiv.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> splat (i1 true), i32 4)", "<4 x i32>"),
    ("vp.reduce.add", "%s: i32, %a: vector<4xi32>",
     _ALL4 + '%r = "llvm.intr.vp.reduce.add"(%s, %a, %m, %n) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32',
     "i32 %s, <4 x i32> %a",
     "%r = call i32 @llvm.vp.reduce.add.v4i32(i32 %s, <4 x i32> %a, <4 x i1> splat (i1 true), i32 4)", "i32"),
    ("vp.reduce.fmax", "%s: f32, %a: vector<4xf32>",
     _ALL4 + '%r = "llvm.intr.vp.reduce.fmax"(%s, %a, %m, %n) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32',
     "float %s, <4 x float> %a",
     "%r = call float @llvm.vp.reduce.fmax.v4f32(float %s, <4 x float> %a, <4 x i1> splat (i1 true), i32 4)", "float"),
    ("vp.load", "%p: !llvm.ptr<1>",
     _ALL4 + '%r = "llvm.intr.vp.load"(%p, %m, %n) : (!llvm.ptr<1>, vector<4xi1>, i32) -> vector<4xi32>',
     "ptr addrspace(1) %p",
     "%r = call <4 x i32> @llvm.vp.load.v4i32.p1(ptr addrspace(1) align 4 %p, <4 x i1> splat (i1 true), i32 4)",
     "<4 x i32>"),
    ("vp.select", "%c: vector<4xi1>, %a: vector<4xi32>, %b: vector<4xi32>, %n: i32",
     '%r = "llvm.intr.vp.select"(%c, %a, %b, %n) : (vector<4xi1>, vector<4xi32>, vector<4xi32>, i32) -> vector<4xi32>',
     "<4 x i1> %c, <4 x i32> %a, <4 x i32> %b, i32 %n",
     "%r = call <4 x i32> @llvm.vp.select.v4i32(<4 x i1> %c, <4 x i32> %a, <4 x i32> %b, i32 %n)", "<4 x i32>"),
    ("vector.insert", "%a: vector<4xf32>, %b: vector<2xf32>",
     "%r = llvm.intr.vector.insert %b, %a[2] : vector<2xf32> into vector<4xf32>",
     "<4 x float> %a, <2 x float> %b",
     "%r = call <4 x float> @llvm.vector.insert.v4f32.v2f32(<4 x float> %a, <2 x float> %b, i64 2)", "<4 x float>"),
    ("vector.extract", "%a: vector<8xi16>",
     "%r = llvm.intr.vector.extract %a[4] : vector<4xi16> from vector<8xi16>",
     "<8 x i16> %a", "%r = call <4 x i16> @llvm.vector.extract.v4i16.v8i16(<8 x i16> %a, i64 4)", "<4 x i16>"),
    ("ptrtoaddr", "%p: !llvm.ptr<3>", "%r = llvm.ptrtoaddr %p : !llvm.ptr<3> to i32",
     "ptr addrspace(3) %p", "%r = ptrtoaddr ptr addrspace(3) %p to i32", "i32"),
]  # fmt: skip

_MLIR_TYPES = {"float": "f32", "double": "f64", "i32": "i32", "<4 x i32>": "vector<4xi32>",
               "<2 x float>": "vector<2xf32>", "<4 x float>": "vector<4xf32>", "<4 x i16>": "vector<4xi16>"}  # fmt: skip


def _llc(ll: str) -> str:
    assert LLC is not None
    done = subprocess.run(
        [LLC, "-mtriple=nvptx64-nvidia-cuda", "-mcpu=sm_80", "-nvptx-short-ptr", "-o", "-"],
        input=ll, capture_output=True, text=True, check=True,
    )  # fmt: skip
    return done.stdout


@pytest.mark.skipif(LLC is None, reason="llc-22 not installed")
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_selected_as_llc_22(case):
    name, mlir_params, mlir_body, ll_params, ll_body, result = case
    mlir = (
        f"llvm.func @k({mlir_params}, %out: !llvm.ptr<1>) attributes {{nvvm.kernel}} {{\n"
        f"  {mlir_body}\n  llvm.store volatile %r, %out : {_MLIR_TYPES[result]}, !llvm.ptr<1>\n  llvm.return\n}}\n"
    )
    ll = (
        f"define ptx_kernel void @k({ll_params}, ptr addrspace(1) %out) {{\n"
        f"  {ll_body}\n  store volatile {result} %r, ptr addrspace(1) %out\n  ret void\n}}\n"
    )
    ours = compile_to_ptx(mlir, LowerToPTXPass(sm=80))
    assert "llvm." not in ours
    assert op_opcodes(ours) == op_opcodes(_llc(ll)), (ours, _llc(ll))
    cuda_tools.ptxas(ours, arch="sm_80").check()


REFUSED = [
    ("%a: f32", "%r = llvm.intr.experimental.constrained.fadd %a, %a towardzero ignore : f32",
     "'llvm.intr.experimental.constrained.fadd': assumes rounding mode 'towardzero'"),
    ("%a: vector<4xi32>, %m: vector<4xi1>, %n: i32",
     '%r = "llvm.intr.vp.sdiv"(%a, %a, %m, %n) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>',
     "'llvm.intr.vp.sdiv': selected only with a constant all-true mask"),
    ("%a: vector<4xi32>, %m: vector<4xi1>, %n: i32",
     '%s = "llvm.intr.vp.reduce.add"(%n, %a, %m, %n) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32',
     "'llvm.intr.vp.reduce.add': selected only"),
    ("%p: !llvm.ptr<1>, %m: vector<4xi1>, %n: i32",
     '%r = "llvm.intr.vp.load"(%p, %m, %n) : (!llvm.ptr<1>, vector<4xi1>, i32) -> vector<4xi32>',
     "'llvm.intr.vp.load': selected only"),
    ("%p: !llvm.ptr", "%r = llvm.intr.eh.typeid.for %p : (!llvm.ptr) -> i32",
     "'llvm.intr.eh.typeid.for': exception handling is not supported on NVPTX"),
]  # fmt: skip


@pytest.mark.parametrize("case", REFUSED, ids=[c[2].split("'")[1] for c in REFUSED])
def test_refused_with_the_op_named(tmp_path, case):
    params, body, message = case
    source = tmp_path / "k.mlir"
    source.write_text(f"llvm.func @k({params}) attributes {{nvvm.kernel}} {{\n  {body}\n  llvm.return\n}}\n")
    done = subprocess.run([sys.executable, "-m", "nvvm_xdsl.nvvm_opt", str(source), "--sm", "80"], capture_output=True, text=True)
    assert done.returncode == 1
    assert f"{source}:2:" in done.stderr and message in done.stderr, done.stderr
    assert "Traceback" not in done.stderr
