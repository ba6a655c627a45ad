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

// The kernel passes its byval on by value: a read (lower-struct-args), so no local copy; the
// call copies the struct field by field from the kernel's .param into a byval param array.
// CHECK-LABEL: .visible .entry kern(
// CHECK-NEXT:    .param .u64 .ptr .align 1 kern_param_0,
// CHECK-NEXT:    .param .align 8 .b8 kern_param_1[16]
// CHECK-NEXT: )
// CHECK-NOT:   .local
// CHECK:       ld.param.f32 {{%f[0-9]+}}, [kern_param_1+4];
// CHECK:       .param .align 8 .b8 param0[16];
// CHECK:       ld.param.b32 [[A:%r[0-9]+]], [kern_param_1];
// CHECK-NEXT:  st.param.b32 [param0], [[A]];
// CHECK:       st.param.f32 [param0+4], {{%f[0-9]+}};
// CHECK:       ld.param.b64 [[C:%rd[0-9]+]], [kern_param_1+8];
// CHECK-NEXT:  st.param.b64 [param0+8], [[C]];
// CHECK-NEXT:  call.uni (retval0), dev, (param0);
