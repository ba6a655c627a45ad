// REQUIRES: ptxas
// RUN: xdsl-opt %s -p 'lower-to-ptx{sm=90}' -t ptx | filecheck %s
// RUN: xdsl-opt %s -p 'lower-to-ptx{sm=90}' -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// A local array of 2^31 elements (2^34 bytes), indexed at run time: llvm-sroa gives up at once
// instead of enumerating the elements (it hung), and the frame's size is no i32 (it was an error
// without a location, or a negative size in the PTX). Found by the fuzzer (seed 46).
// CHECK: .local .align 8 .b8 __local_depot0[17179869184];
llvm.func @k(%out: !llvm.ptr<1>, %k: i32) attributes {nvvm.kernel} {
  %n = llvm.mlir.constant(2147483648 : i64) : i64
  %buf = llvm.alloca %n x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %c = llvm.mlir.constant(7 : i64) : i64
  %p = llvm.getelementptr %buf[%k] : (!llvm.ptr, i32) -> !llvm.ptr, i64
  llvm.store %c, %p {alignment = 8 : i64} : i64, !llvm.ptr
  %v = llvm.load %p {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.store %v, %out {alignment = 8 : i64} : i64, !llvm.ptr<1>
  llvm.return
}
