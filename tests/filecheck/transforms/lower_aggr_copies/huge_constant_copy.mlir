// RUN: xdsl-opt %s -p lower-aggr-copies | filecheck %s
// REQUIRES: ptxas
// RUN: xdsl-opt %s -p lower-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// A constant length far past the unroll limit (2^32 bytes) becomes a loop at once: the access
// plan, one entry per access, is made only for copies short enough to unroll (issue #29: the
// plan of 2^32 accesses never finished).
// CHECK-LABEL: llvm.func @huge
// CHECK-NOT:   llvm.intr.memcpy
// CHECK:       llvm.cond_br
llvm.func @huge(%dst: !llvm.ptr<1>, %src: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %n = llvm.mlir.constant(4294967296 : i64) : i64
  "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr<1>, !llvm.ptr<1>, i64) -> ()
  llvm.return
}
