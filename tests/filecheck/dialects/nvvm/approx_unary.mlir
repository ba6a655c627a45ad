// `nvvm.sin`/`cos`/`ex2`/`log2` of MLIR 23 (CuTe DSL 4.8's bundled MLIR, from which
// tools/gen_nvvm_ods.py takes their table rows): the ROUNDTRIP lines are that MLIR's printing of
// this file (`ftz = false` is the default and not printed); the generic form reads back the same.
// REQUIRES: ptxas
// RUN: xdsl-opt %s | filecheck %s --check-prefix=ROUNDTRIP
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s --check-prefix=ROUNDTRIP
// RUN: xdsl-opt %s -p "lower-to-ptx{sm=75}" -t ptx > %t.ptx
// RUN: filecheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

// ROUNDTRIP:      %{{.*}} = nvvm.sin %{{.*}} : f32
// ROUNDTRIP-NEXT: %{{.*}} = nvvm.cos %{{.*}} {ftz = true} : f32
// ROUNDTRIP-NEXT: %{{.*}} = nvvm.ex2 %{{.*}} : f32
// ROUNDTRIP-NEXT: %{{.*}} = nvvm.log2 %{{.*}} {ftz = true} : f32

// CHECK-DAG: sin.approx.f32 %f{{[0-9]+}}, %f{{[0-9]+}};
// CHECK-DAG: cos.approx.ftz.f32 %f{{[0-9]+}}, %f{{[0-9]+}};
// CHECK-DAG: ex2.approx.f32 %f{{[0-9]+}}, %f{{[0-9]+}};
// CHECK-DAG: lg2.approx.ftz.f32 %f{{[0-9]+}}, %f{{[0-9]+}};
llvm.func @k(%p: !llvm.ptr<1>, %a: f32) attributes {nvvm.kernel} {
  %0 = nvvm.sin %a : f32
  %1 = nvvm.cos %a {ftz = true} : f32
  %2 = "nvvm.ex2"(%a) <{ftz = false}> : (f32) -> f32
  %3 = "nvvm.log2"(%a) <{ftz = true}> : (f32) -> f32
  %s0 = llvm.fadd %0, %1 : f32
  %s1 = llvm.fadd %2, %3 : f32
  %s2 = llvm.fadd %s0, %s1 : f32
  llvm.store %s2, %p : f32, !llvm.ptr<1>
  llvm.return
}
