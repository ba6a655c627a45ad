// `nvvm.fmax`/`nvvm.fmin` of MLIR 23 (CuTe DSL 4.8's bundled MLIR, from which
// tools/gen_nvvm_ods.py takes their table rows): the ROUNDTRIP lines are that MLIR's printing
// of this file (its Python bindings, SSA names aside); the generic form reads back the same.
// Selected at sm_100 (three inputs need it, PTX ISA 8.8) and assembled by ptxas.
// REQUIRES: ptxas
// RUN: xdsl-opt %s | filecheck %s --check-prefix=ROUNDTRIP
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s --check-prefix=ROUNDTRIP
// RUN: xdsl-opt %s -p "lower-to-ptx{sm=100}" -t ptx > %t.ptx
// RUN: filecheck %s < %t.ptx
// RUN: %ptxas -arch=sm_100 %t.ptx -o %t.cubin

// ROUNDTRIP:      %{{.*}} = nvvm.fmax %{{.*}}, %{{.*}}
// ROUNDTRIP-NEXT: %{{.*}} = nvvm.fmax ftz nan abs %{{.*}}, %{{.*}}, %{{.*}}
// ROUNDTRIP-NEXT: %{{.*}} = nvvm.fmin nan %{{.*}}, %{{.*}}
// ROUNDTRIP-NEXT: %{{.*}} = nvvm.fmin ftz %{{.*}}, %{{.*}}, %{{.*}}
// ROUNDTRIP-NEXT: %{{.*}} = nvvm.fmax abs %{{.*}}, %{{.*}}

// CHECK: .version 8.8
// CHECK-DAG: max.f32 %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}};
// CHECK-DAG: max.ftz.NaN.abs.f32 %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}};
// CHECK-DAG: min.NaN.f32 %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}};
// CHECK-DAG: min.ftz.f32 %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}};
// CHECK-DAG: max.xorsign.abs.f32 %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}};
llvm.func @k(%p: !llvm.ptr<1>, %a: f32, %b: f32, %c: f32) attributes {nvvm.kernel} {
  %0 = nvvm.fmax %a, %b
  %1 = "nvvm.fmax"(%a, %b, %c) <{ftz, nan, abs}> : (f32, f32, f32) -> f32
  %2 = nvvm.fmin nan %a, %b
  %3 = nvvm.fmin ftz %a, %b, %c
  %4 = nvvm.fmax abs %a, %b
  %s0 = llvm.fadd %0, %1 : f32
  %s1 = llvm.fadd %2, %3 : f32
  %s2 = llvm.fadd %s0, %s1 : f32
  %s3 = llvm.fadd %s2, %4 : f32
  llvm.store %s3, %p : f32, !llvm.ptr<1>
  llvm.return
}
