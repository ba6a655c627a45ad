// REQUIRES: ptxas
// A source position beyond MLIR's (and `.loc`'s) unsigned 32-bit line and column is not line
// info: no `.loc` for it, and ptxas accepts the PTX.
// RUN: nvvm-opt %s --sm 80 | filecheck %s
// RUN: nvvm-opt %s --sm 80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

// CHECK-NOT: 4294967296
// CHECK: st.global.b32
// CHECK-NOT: 4294967296
// CHECK: .loc 1 5 1
llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %v = llvm.mlir.constant(1 : i32) : i32 loc("k.py":3:7)
  llvm.store %v, %p : i32, !llvm.ptr<1> loc("k.py":4:4294967296)
  llvm.return loc("k.py":5:1)
}
