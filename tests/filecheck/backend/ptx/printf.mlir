// REQUIRES: ptxas
// RUN: xdsl-opt %S/../../../kernels/printf.mlir -p lower-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %S/../../../kernels/printf.mlir -p lower-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// The format string is an internal .global byte array; vprintf is declared extern; the
// arguments go into a 16-byte local buffer whose generic address is the second argument.
// CHECK:       .extern .func (.param .b32 func_retval0) vprintf(
// CHECK-NEXT:    .param .b64 vprintf_param_0,
// CHECK-NEXT:    .param .b64 vprintf_param_1
// CHECK-NEXT: );
// CHECK:       .global .align 1 .b8 fmt[12] = {116, 105, 100, 32, 37, 100, 58, 32, 37, 102, 10, 0};
// CHECK-LABEL: .visible .entry hello(
// CHECK:       .local .align 8 .b8 __local_depot0[16];
// CHECK:       .reg .b64 %SP;
// CHECK-NEXT:  .reg .b64 %SPL;
// CHECK:       mov.b64 %SPL, __local_depot0;
// CHECK-NEXT:  cvta.local.u64 %SP, %SPL;
// CHECK:       mov.u64 [[F:%rd[0-9]+]], fmt;
// CHECK-NEXT:  cvta.global.u64 [[FMT:%rd[0-9]+]], [[F]];
// CHECK:       st.local.b32 [%SPL], {{%r[0-9]+}};
// CHECK-NEXT:  st.local.f64 [%SPL+8], {{%fd[0-9]+}};
// CHECK-NEXT:  { // callseq 0, 0
// CHECK-NEXT:  .param .b64 param0;
// CHECK-NEXT:  .param .b64 param1;
// CHECK-NEXT:  .param .b32 retval0;
// CHECK-NEXT:  st.param.b64 [param0], [[FMT]];
// CHECK-NEXT:  st.param.b64 [param1], %SP;
// CHECK-NEXT:  call.uni (retval0), vprintf, (param0, param1);
// CHECK-NEXT:  } // callseq 0
