// REQUIRES: ptxas
// opt-level=0: the call under test stays (-O1 and above inline it, llvm-inline).
// RUN: xdsl-opt %S/../../../kernels/device_call.mlir -p "lower-to-ptx{opt-level=0}" -t ptx | filecheck %s
// RUN: xdsl-opt %S/../../../kernels/device_call.mlir -p "lower-to-ptx{opt-level=0}" -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// Device-function scalars are promoted to .b32/.b64; narrow ones are read back at their width.
// CHECK-LABEL: .visible .func (.param .b32 func_retval0) scale(
// CHECK-NEXT:    .param .b32 scale_param_0,
// CHECK-NEXT:    .param .b32 scale_param_1,
// CHECK-NEXT:    .param .b32 scale_param_2,
// CHECK-NEXT:    .param .b32 scale_param_3,
// CHECK-NEXT:    .param .b64 scale_param_4,
// CHECK-NEXT:    .param .b64 scale_param_5
// CHECK-NEXT: )
// CHECK:       ld.param.f32 {{%f[0-9]+}}, [scale_param_0];
// CHECK:       ld.param.b8 {{%rs[0-9]+}}, [scale_param_1];
// CHECK:       ld.param.b16 {{%rs[0-9]+}}, [scale_param_2];
// CHECK:       ld.param.b8 [[FLAG:%rs[0-9]+]], [scale_param_3];
// CHECK-NEXT:  and.b16 [[FLAG1:%rs[0-9]+]], [[FLAG]], 1;
// CHECK-NEXT:  setp.ne.b16 {{%p[0-9]+}}, [[FLAG1]], 0;
// CHECK:       st.param.f32 [func_retval0], {{%f[0-9]+}};
// CHECK-NEXT:  ret;

// An i8 result is returned zero-extended in a .b32.
// CHECK-LABEL: .visible .func (.param .b32 func_retval0) narrow(
// CHECK:       cvt.u16.u32 [[N:%rs[0-9]+]], {{%r[0-9]+}};
// CHECK-NEXT:  cvt.u32.u8 [[W:%r[0-9]+]], [[N]];
// CHECK-NEXT:  st.param.b32 [func_retval0], [[W]];

// Kernel scalars keep their width; each call is one callseq with unique ids, declarations
// first, then the stores, call.uni, and the result read inside the braces.
// CHECK-LABEL: .visible .entry caller(
// CHECK-NEXT:    .param .u64 .ptr .align 1 caller_param_0,
// CHECK-NEXT:    .param .f32 caller_param_1,
// CHECK-NEXT:    .param .u8 caller_param_2,
// CHECK-NEXT:    .param .u16 caller_param_3,
// CHECK-NEXT:    .param .u32 caller_param_4
// CHECK-NEXT: )
// CHECK:       { // callseq 0, 0
// CHECK-NEXT:  .param .b32 param0;
// CHECK-NEXT:  .param .b32 param1;
// CHECK-NEXT:  .param .b32 param2;
// CHECK-NEXT:  .param .b32 param3;
// CHECK-NEXT:  .param .b64 param4;
// CHECK-NEXT:  .param .b64 param5;
// CHECK-NEXT:  .param .b32 retval0;
// CHECK-NEXT:  st.param.f32 [param0], {{%f[0-9]+}};
// CHECK-NEXT:  cvt.u32.u8 [[K:%r[0-9]+]], {{%rs[0-9]+}};
// CHECK-NEXT:  st.param.b32 [param1], [[K]];
// CHECK-NEXT:  cvt.u32.u16 [[H:%r[0-9]+]], {{%rs[0-9]+}};
// CHECK-NEXT:  st.param.b32 [param2], [[H]];
// CHECK-NEXT:  st.param.b32 [param3], 1;
// CHECK-NEXT:  st.param.f64 [param4], 0d4004000000000000;
// CHECK-NEXT:  st.param.b64 [param5], {{%rd[0-9]+}};
// CHECK-NEXT:  call.uni (retval0), scale, (param0, param1, param2, param3, param4, param5);
// CHECK-NEXT:  ld.param.f32 {{%f[0-9]+}}, [retval0];
// CHECK-NEXT:  } // callseq 0
// CHECK-NEXT:  { // callseq 1, 0
// CHECK-NEXT:  .param .b32 param0;
// CHECK-NEXT:  .param .b32 retval0;
// CHECK-NEXT:  st.param.b32 [param0], {{%r[0-9]+}};
// CHECK-NEXT:  call.uni (retval0), narrow, (param0);
// CHECK-NEXT:  ld.param.b8 {{%rs[0-9]+}}, [retval0];
// CHECK-NEXT:  } // callseq 1
