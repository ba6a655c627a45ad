// REQUIRES: ptxas
// RUN: xdsl-opt %S/../../../kernels/varargs.mlir -p lower-varargs,convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %S/../../../kernels/varargs.mlir -p lower-varargs,convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// The callee's vararg array is an unsized .param; its address is a local-space cursor.
// CHECK-LABEL: .visible .func (.param .b64 func_retval0) sum(
// CHECK-NEXT:    .param .b32 sum_param_0,
// CHECK-NEXT:    .param .align 8 .b8 sum_vararg[]
// CHECK-NEXT: )
// CHECK:       mov.b64 [[VA:%rd[0-9]+]], sum_vararg;
// CHECK:       ld.local.b32
// CHECK:       ld.local.b64

// The caller packs (i32, i64, f64, ptr) at 0, 8, 16, 24 into one 32-byte array.
// CHECK-LABEL: .visible .entry call_sum(
// CHECK:       { // callseq 0, 0
// CHECK-NEXT:  .param .b32 param0;
// CHECK-NEXT:  .param .align 8 .b8 param1[32];
// CHECK-NEXT:  .param .b64 retval0;
// CHECK-NEXT:  st.param.b32 [param0], 4;
// CHECK-NEXT:  st.param.b32 [param1], {{%r[0-9]+}};
// CHECK-NEXT:  st.param.b64 [param1+8], {{%rd[0-9]+}};
// CHECK-NEXT:  st.param.f64 [param1+16], {{%fd[0-9]+}};
// CHECK-NEXT:  st.param.b64 [param1+24], {{%rd[0-9]+}};
// CHECK-NEXT:  call.uni (retval0), sum, (param0, param1);
