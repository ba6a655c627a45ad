// MLIR's `oilist` clauses in any order (mlir/test/Dialect/LLVMIR/nvvm-fp-assembly.mlir, newer
// than MLIR 22, writes them reordered): each op reads them so, and prints as before: the ops MLIR
// 22 or CuTe DSL's MLIR print with an attribute dictionary (addf, fma, convert.float.to.tf32)
// in that form, sorted, the others (divf, sqrt) with the clauses in their declared order. The
// printing reads back the same; addf's `sat = <sat>` (main's saturation case) is selected;
// `cvt.rn.satfinite.tf32.f32` needs sm_100 (ptxas), a located error below it.
// REQUIRES: ptxas
// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s -p "lower-to-ptx{sm=100}" -t ptx > %t.ptx
// RUN: filecheck %s --check-prefix=PTX < %t.ptx
// RUN: %ptxas -arch=sm_100 %t.ptx -o %t.cubin
// RUN: not xdsl-opt %s -p "lower-to-ptx{sm=90}" -t ptx 2>&1 | filecheck %s --check-prefix=SM90
// SM90: 'nvvm.convert.float.to.tf32'{{.*}}cvt.rn.satfinite.tf32.f32{{.*}}sm_100

llvm.func @fp_modifiers(%a: f32, %b: f32, %x: f16, %y: f16, %z: f16, %out: !llvm.ptr<1>, %outh: !llvm.ptr<1>, %outi: !llvm.ptr<1>) attributes {nvvm.kernel} {
  // CHECK: nvvm.addf %{{.*}}, %{{.*}} {ftz = true, rnd = #nvvm.fp_rnd_mode<rp>, sat = #nvvm.sat_mode<sat>} : f32
  %0 = nvvm.addf %a, %b ftz = true sat = <sat> rnd = <rp> : f32
  // CHECK: nvvm.divf %{{.*}}, %{{.*}} ftz = true approx = true : f32
  %1 = nvvm.divf %a, %b approx = true ftz = true : f32
  // CHECK: nvvm.fma %{{.*}}, %{{.*}}, %{{.*}} {oob = true, relu = true, rnd = #nvvm.fp_rnd_mode<rn>} : f16
  %2 = nvvm.fma %x, %y, %z, rnd = <rn> oob = true relu = true : f16
  // CHECK: nvvm.sqrt %{{.*}}, rnd = <rz> ftz = true : f32
  %3 = nvvm.sqrt %a, rnd = <rz> ftz = true : f32
  // CHECK: nvvm.convert.float.to.tf32 %{{.*}} {relu = true, rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>}
  %4 = nvvm.convert.float.to.tf32 %a relu = true sat = <satfinite> rnd = <rn>
  // The clauses in order read as before.
  // CHECK: nvvm.sqrt %{{.*}}, rnd = <rn> : f32
  %5 = nvvm.sqrt %b, rnd = <rn> : f32
  llvm.store volatile %0, %out : f32, !llvm.ptr<1>
  llvm.store volatile %1, %out : f32, !llvm.ptr<1>
  llvm.store volatile %3, %out : f32, !llvm.ptr<1>
  llvm.store volatile %5, %out : f32, !llvm.ptr<1>
  llvm.store volatile %2, %outh : f16, !llvm.ptr<1>
  llvm.store volatile %4, %outi : i32, !llvm.ptr<1>
  llvm.return
}

// PTX-DAG: add.rp.ftz.sat.f32
// PTX-DAG: div.approx.ftz.f32
// PTX-DAG: fma.rn.oob.relu.f16
// PTX-DAG: sqrt.rz.ftz.f32
// PTX-DAG: cvt.rn.satfinite.relu.tf32.f32
