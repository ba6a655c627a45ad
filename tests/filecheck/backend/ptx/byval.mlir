// REQUIRES: ptxas
// RUN: xdsl-opt %S/../../../kernels/byval.mlir -p lower-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %S/../../../kernels/byval.mlir -p lower-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// A device function's read-only byval is read in place from param space.
// CHECK-LABEL: .visible .func (.param .b64 func_retval0) dev(
// CHECK-NEXT:    .param .align 8 .b8 dev_param_0[16]
// CHECK-NEXT: )
// CHECK-NOT:   .local
// CHECK:       ld.param.b64 [[V:%rd[0-9]+]], [dev_param_0+8];
// CHECK-NEXT:  st.param.b64 [func_retval0], [[V]];

// The kernel passes its byval on, so lower-struct-args gives it a local copy; the call
// copies the struct field by field into a byval param array.
// CHECK-LABEL: .visible .entry kern(
// CHECK-NEXT:    .param .u64 .ptr .align 1 kern_param_0,
// CHECK-NEXT:    .param .align 8 .b8 kern_param_1[16]
// CHECK-NEXT: )
// CHECK:       .local .align 8 .b8 __local_depot1[16];
// CHECK:       mov.b64 %SPL, __local_depot1;
// CHECK:       ld.local.f32 {{%f[0-9]+}}, [%SPL+4];
// CHECK:       .param .align 8 .b8 param0[16];
// CHECK:       st.param.b32 [param0], {{%r[0-9]+}};
// CHECK:       st.param.f32 [param0+4], {{%f[0-9]+}};
// CHECK:       st.param.b64 [param0+8], {{%rd[0-9]+}};
// CHECK-NEXT:  call.uni (retval0), dev, (param0);
