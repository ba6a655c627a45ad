// A constant GEP index split off by llvm-peephole may be negative: the address is printed as
// `[%rd+-4]`, the only spelling of a negative displacement ptxas accepts.
// RUN: nvvm-opt %s -O2 | filecheck %s
// RUN: nvvm-opt %s -O2 -o %t.ptx && ptxas -arch=sm_90 %t.ptx -o /dev/null
// REQUIRES: ptxas
// CHECK: ld.global.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}+-4];
// CHECK: ld.global.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}+4];
llvm.func @neighbours(%p: !llvm.ptr<1>, %x: i64) attributes {nvvm.kernel} {
  %m1 = llvm.mlir.constant(-1 : i64) : i64
  %p1 = llvm.mlir.constant(1 : i64) : i64
  %i = llvm.add %x, %m1 : i64
  %j = llvm.add %x, %p1 : i64
  %a = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %b = llvm.getelementptr %p[%j] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %va = llvm.load %a : !llvm.ptr<1> -> f32
  %vb = llvm.load %b : !llvm.ptr<1> -> f32
  %s = llvm.fadd %va, %vb : f32
  %c = llvm.getelementptr %p[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s, %c : f32, !llvm.ptr<1>
  llvm.return
}
