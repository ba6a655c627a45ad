// frem of f16 (scalar and per lane of a vector) is computed in f32 and rounded back once, as LLVM
// promotes it: the f32 expansion a - trunc(a/b)*b (a where b is infinite) is exact for half inputs.
// REQUIRES: ptxas
// RUN: nvvm-opt %s -O0 --sm 80 | filecheck %s
// RUN: nvvm-opt %s -O0 --sm 80 > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

// CHECK-LABEL: .visible .entry k(
// CHECK:         cvt.f32.f16
// CHECK:         div.rn.f32
// CHECK:         cvt.rzi.f32.f32
// CHECK:         fma.rn.f32
// CHECK:         testp.infinite.f32
// CHECK:         cvt.rn.f16.f32
// CHECK-COUNT-2: testp.infinite.f32
llvm.func @k(%p: !llvm.ptr<1>, %a: f16, %b: f16) attributes {nvvm.kernel} {
  %r = llvm.frem %a, %b : f16
  llvm.store %r, %p : f16, !llvm.ptr<1>
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> vector<2xf16>
  %w = llvm.frem %v, %v : vector<2xf16>
  llvm.store %w, %p {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
  llvm.return
}
