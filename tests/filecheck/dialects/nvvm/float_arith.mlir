// `nvvm.addf`/`subf`/`fma` of MLIR 23 (CuTe DSL 4.8's bundled MLIR, from which
// tools/gen_nvvm_ods.py takes their table rows): the ROUNDTRIP lines are that MLIR's printing of
// this file (defaults `rnd = none`, `sat = none`, `ftz = false` are not printed); the generic
// form reads back the same. Selected at sm_90 and assembled by ptxas; a vector lane by lane.
// REQUIRES: ptxas
// RUN: xdsl-opt %s | filecheck %s --check-prefix=ROUNDTRIP
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s --check-prefix=ROUNDTRIP
// RUN: xdsl-opt %s -p "lower-to-ptx{sm=90}" -t ptx > %t.ptx
// RUN: filecheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: not xdsl-opt %s -p "lower-to-ptx{sm=80}" -t ptx 2>&1 | filecheck %s --check-prefix=SM80

// ROUNDTRIP:      %{{.*}} = nvvm.addf %{{.*}}, %{{.*}} : f32
// ROUNDTRIP-NEXT: %{{.*}} = nvvm.addf %{{.*}}, %{{.*}} {ftz = true, rnd = #nvvm.fp_rnd_mode<rz>} : f32
// ROUNDTRIP-NEXT: %{{.*}} = nvvm.subf %{{.*}}, %{{.*}} {rnd = #nvvm.fp_rnd_mode<rn>} : f16
// ROUNDTRIP-NEXT: %{{.*}} = nvvm.fma %{{.*}}, %{{.*}}, %{{.*}} {rnd = #nvvm.fp_rnd_mode<rn>} : f32
// ROUNDTRIP-NEXT: %{{.*}} = nvvm.fma %{{.*}}, %{{.*}}, %{{.*}} {rnd = #nvvm.fp_rnd_mode<rz>} : f64
// ROUNDTRIP-NEXT: %{{.*}} = nvvm.addf %{{.*}}, %{{.*}} : vector<2xf16>
// ROUNDTRIP-NEXT: %{{.*}} = nvvm.fma %{{.*}}, %{{.*}}, %{{.*}} {relu = true, rnd = #nvvm.fp_rnd_mode<rn>} : bf16
// ROUNDTRIP-NEXT: %{{.*}} = nvvm.fma %{{.*}}, %{{.*}}, %{{.*}} {oob = true, rnd = #nvvm.fp_rnd_mode<rn>} : f16

// CHECK-DAG: add.f32 %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}};
// CHECK-DAG: add.rz.ftz.f32
// CHECK-DAG: sub.rn.f16
// CHECK-DAG: fma.rn.f32
// CHECK-DAG: fma.rz.f64
// CHECK-DAG: add.f16
// CHECK-DAG: fma.rn.relu.bf16
// CHECK-DAG: fma.rn.oob.f16

// SM80: error: {{.*}}nvvm.fma{{.*}}fma.oob{{.*}}needs sm_90
llvm.func @k(%p: !llvm.ptr<1>, %a: f32, %b: f32, %c: f32, %h: f16, %d: f64, %v: vector<2xf16>, %bf: bf16) attributes {nvvm.kernel} {
  %0 = nvvm.addf %a, %b : f32
  %1 = nvvm.addf %a, %b {ftz = true, rnd = #nvvm.fp_rnd_mode<rz>} : f32
  %2 = nvvm.subf %h, %h {rnd = #nvvm.fp_rnd_mode<rn>} : f16
  %3 = "nvvm.fma"(%a, %b, %c) <{rnd = #nvvm.fp_rnd_mode<rn>, ftz = false}> : (f32, f32, f32) -> f32
  %4 = nvvm.fma %d, %d, %d {rnd = #nvvm.fp_rnd_mode<rz>} : f64
  %5 = nvvm.addf %v, %v : vector<2xf16>
  %6 = nvvm.fma %bf, %bf, %bf {relu = true, rnd = #nvvm.fp_rnd_mode<rn>} : bf16
  %7 = nvvm.fma %h, %h, %h {oob = true, rnd = #nvvm.fp_rnd_mode<rn>} : f16
  %p1 = llvm.getelementptr %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %p2 = llvm.getelementptr %p[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  llvm.store %0, %p : f32, !llvm.ptr<1>
  llvm.store %1, %p1 : f32, !llvm.ptr<1>
  llvm.store %2, %p : f16, !llvm.ptr<1>
  llvm.store %3, %p2 : f32, !llvm.ptr<1>
  llvm.store %4, %p : f64, !llvm.ptr<1>
  llvm.store %5, %p : vector<2xf16>, !llvm.ptr<1>
  llvm.store %6, %p : bf16, !llvm.ptr<1>
  llvm.store %7, %p1 : f16, !llvm.ptr<1>
  llvm.return
}
