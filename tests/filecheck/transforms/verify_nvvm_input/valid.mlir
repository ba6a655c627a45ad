// RUN: xdsl-opt %s -p verify-nvvm-input | filecheck %s

// Valid input passes through unchanged: the pass only reads the IR.

llvm.func @add2(%a: i32, %b: i32) -> i32 {
  %s = llvm.add %a, %b : i32
  llvm.return %s : i32
}
llvm.func @k(%x: i32, %out: !llvm.ptr) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128>} {
  %r = llvm.call @add2(%x, %x) : (i32, i32) -> i32
  llvm.store %r, %out : i32, !llvm.ptr
  llvm.return
}

// CHECK:      llvm.func @add2(%a: i32, %b: i32) -> i32 {
// CHECK-NEXT:   %s = llvm.add %a, %b : i32
// CHECK-NEXT:   llvm.return %s : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @k(%x: i32, %out: !llvm.ptr) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128>} {
// CHECK-NEXT:   %r = llvm.call @add2(%x, %x) : (i32, i32) -> i32
// CHECK-NEXT:   llvm.store %r, %out : i32, !llvm.ptr
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
