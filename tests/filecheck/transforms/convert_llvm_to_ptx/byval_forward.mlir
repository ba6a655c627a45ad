// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// Passing one's own byval param on as a byval argument only reads it: it is copied straight
// from param space into the call's param, with no local copy (device function and kernel).
// CHECK-LABEL: .visible .func forward(
// CHECK-NOT:   .local
// CHECK:       { // callseq 0, 0
// CHECK-NEXT:  .param .align 4 .b8 param0[4];
// CHECK-NEXT:  ld.param.b32 [[V:%r[0-9]+]], [forward_param_0];
// CHECK-NEXT:  st.param.b32 [param0], [[V]];
// CHECK-NEXT:  call.uni device_func, (param0);
// CHECK-LABEL: .visible .entry kforward(
// CHECK-NOT:   .local
// CHECK:       ld.param.b32 [[W:%r[0-9]+]], [kforward_param_0];
// CHECK-NEXT:  st.param.b32 [param0], [[W]];

module {
  llvm.func @device_func(%s: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64}) {
    llvm.return
  }
  llvm.func @forward(%s: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64}) {
    llvm.call @device_func(%s) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @kforward(%s: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64}) attributes {nvvm.kernel} {
    llvm.call @device_func(%s) : (!llvm.ptr) -> ()
    llvm.return
  }
}
