// REQUIRES: ptxas
// RUN: xdsl-opt %s -p lower-aggr-copies,convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p lower-aggr-copies,convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 -v %t.ptx -o %t.cubin 2>&1 | filecheck %s --check-prefix=PTXAS

// The copy loops in PTX: 8-byte chunks (ld.global.b64/st.global.b64) where LLVM moves one byte
// per iteration, a byte tail loop, and memmove's run-time direction test. No local memory.

// CHECK-LABEL: .entry copies(
// CHECK-NOT:     .local
// CHECK:         ld.global.b64
// CHECK:         st.global.b64
// CHECK:         setp.lt.u64
// CHECK:         ld.global.b8
// CHECK:         st.global.b8
// CHECK:         setp.lt.u64
// CHECK:         ret;

// PTXAS-NOT:     {{[1-9][0-9]*}} bytes stack frame
// PTXAS:         0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// PTXAS-NOT:     {{[1-9][0-9]*}} bytes stack frame
llvm.func @copies(%d: !llvm.ptr<1> {llvm.align = 8 : i64}, %s: !llvm.ptr<1> {llvm.align = 8 : i64}, %n: i64) attributes {nvvm.kernel} {
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr<1>, !llvm.ptr<1>, i64) -> ()
  %c = llvm.mlir.constant(1000 : i64) : i64
  "llvm.intr.memmove"(%d, %s, %c) <{isVolatile = false}> : (!llvm.ptr<1>, !llvm.ptr<1>, i64) -> ()
  %v = llvm.mlir.constant(7 : i8) : i8
  "llvm.intr.memset"(%d, %v, %n) <{isVolatile = false}> : (!llvm.ptr<1>, i8, i64) -> ()
  llvm.return
}
