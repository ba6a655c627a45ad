// Unsigned division and remainder by a constant 0 (undefined behaviour) stay divisions: no
// magic number exists for 0 (the rewrite divided by it; found by the fuzzer, seed 45).
// RUN: xdsl-opt %s -p llvm-peephole,llvm-dce | filecheck %s

// CHECK-LABEL: llvm.func @by_zero
// CHECK:         llvm.udiv %x, %{{.*}} : i32
// CHECK:         llvm.urem %x, %{{.*}} : i32
llvm.func @by_zero(%x: i32, %p: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %q = llvm.udiv %x, %c0 : i32
  %r = llvm.urem %x, %c0 : i32
  llvm.store %q, %p : i32, !llvm.ptr
  llvm.store %r, %p : i32, !llvm.ptr
  llvm.return
}
