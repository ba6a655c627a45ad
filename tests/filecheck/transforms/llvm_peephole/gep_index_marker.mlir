// REQUIRES: ptxas
// `gep p[x + c]` is not split when c is -2^31: that value is xDSL's marker for an SSA index in a
// GEP's constant indices, so `gep q[-2147483648]` would read as a missing operand.
// RUN: xdsl-opt %s -p llvm-peephole | filecheck %s
// RUN: nvvm-opt %s --sm 80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

llvm.func @k(%p: !llvm.ptr<1>, %i: i32) attributes {nvvm.kernel} {
  %mask = llvm.mlir.constant(255 : i32) : i32
  %c = llvm.mlir.constant(-2147483648 : i32) : i32
  %x = llvm.and %i, %mask : i32
  %idx = llvm.add %x, %c : i32
  // CHECK: %[[IDX:.*]] = llvm.add
  // CHECK-NEXT: llvm.getelementptr %{{.*}}[%[[IDX]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %q = llvm.getelementptr %p[%idx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %v = llvm.mlir.constant(1.0 : f32) : f32
  llvm.store %v, %q : f32, !llvm.ptr<1>
  llvm.return
}
