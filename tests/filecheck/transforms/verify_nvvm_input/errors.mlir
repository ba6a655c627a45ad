// RUN: xdsl-opt %s -p verify-nvvm-input --split-input-file --verify-diagnostics | filecheck %s
// RUN: not xdsl-opt %s -p verify-nvvm-input 2>&1 | filecheck %s --check-prefix=ROUTE

// The cross-op rules xDSL's llvm ops do not verify themselves, one error per chunk.

llvm.func @add2(i32, i32) -> i32
llvm.func @k(%a: i32) {
  %r = llvm.call @add2(%a) : (i32) -> i32
  llvm.return
}
// CHECK: 'llvm.call': incorrect number of operands (1) for callee @add2 (expecting: 2)
// Stock xdsl-opt reports it as one located line naming the op, without a traceback.
// ROUTE: errors.mlir:8:3: error: 'llvm.call': incorrect number of operands (1) for callee @add2 (expecting: 2)
// ROUTE-NOT: Traceback

// -----

llvm.func @ret() -> i32 {
  %c = llvm.mlir.constant(1 : i64) : i64
  llvm.return %c : i64
}
// CHECK: 'llvm.return': returns a value of type i64 from a function returning i32

// -----

llvm.func @inner() attributes {nvvm.kernel} {
  llvm.return
}
llvm.func @outer() attributes {nvvm.kernel} {
  llvm.call @inner() : () -> ()
  llvm.return
}
// CHECK: 'llvm.call': calls kernel @inner: kernels are launched from the host and cannot be called from device code

// -----

llvm.func @bounds() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 32, 2, 2, 2>} {
  llvm.return
}
// CHECK: 'llvm.func': 'nvvm.maxntid' takes one to three positive sizes, got [32, 2, 2, 2]

// -----

llvm.func @branch(%c: i1, %a: i64, %b: i32) {
  llvm.cond_br %c, ^x(%a : i64), ^x(%b : i32)
^x(%v: i32):
  llvm.return
}
// CHECK: 'llvm.cond_br': branch operand 0 has type i64 but the block argument has type i32
