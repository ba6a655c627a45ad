// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{line-info=false}' -t ptx | filecheck %s --check-prefix=OFF
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 -lineinfo %t.ptx -o %t.cubin

// Source locations become line info: one .file per file after the header, a .loc where the
// location in effect changes (the function's own line, column 0, opens the body).
// CHECK:      .address_size 64
// CHECK-EMPTY:
// CHECK-NEXT: .file 1 "kernel.cu"
// CHECK-NEXT: .file 2 "inlined.h"
// CHECK-EMPTY:
// CHECK-NEXT: .visible .entry k(
// CHECK:      .loc 1 3 0
// CHECK-NEXT: ld.param.b64
// CHECK-NEXT: ld.param.b32
// CHECK-NEXT: .loc 1 4 9
// CHECK-NEXT: add.s32
// A call-site location is the callee's line; a named one its child's.
// CHECK-NEXT: .loc 2 7 3
// CHECK-NEXT: mul.lo.s32
// The same location again: no new .loc.
// CHECK-NEXT: shl.b32
// CHECK-NEXT: .loc 1 6 1
// CHECK-NEXT: st.b32
// CHECK-NEXT: ret;

// OFF-NOT: .file
// OFF-NOT: .loc

#add = loc("kernel.cu":4:9)
llvm.func @k(%p: !llvm.ptr, %a: i32) attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.add %a, %c : i32 loc(#add)
  %m = llvm.mul %s, %s : i32 loc(callsite("inlined.h":7:3 at "kernel.cu":5:2))
  %t = llvm.shl %m, %c : i32 loc("square"(callsite("inlined.h":7:3 at "kernel.cu":5:2)))
  llvm.store %t, %p : i32, !llvm.ptr loc("kernel.cu":6:1)
  llvm.return
} loc("kernel.cu":3:1)
