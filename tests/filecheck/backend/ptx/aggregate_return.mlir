// REQUIRES: ptxas
// opt-level=0: the call under test stays (-O1 and above inline it, llvm-inline).
// RUN: xdsl-opt %S/../../../kernels/aggregate_return.mlir -p "lower-to-ptx{opt-level=0}" -t ptx | filecheck %s
// RUN: xdsl-opt %S/../../../kernels/aggregate_return.mlir -p "lower-to-ptx{opt-level=0}" -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// {i32, f64, i8}: 24 bytes, 8-aligned; fields at 0, 8 and 16 on both sides of the call.
// CHECK-LABEL: .visible .func (.param .align 8 .b8 func_retval0[24]) make(
// CHECK:       st.param.b32 [func_retval0], {{%r[0-9]+}};
// CHECK-NEXT:  st.param.f64 [func_retval0+8], {{%fd[0-9]+}};
// CHECK-NEXT:  st.param.b8 [func_retval0+16], {{%rs[0-9]+}};
// CHECK-NEXT:  ret;
// CHECK-LABEL: .visible .entry use(
// CHECK:       .param .align 8 .b8 retval0[24];
// CHECK:       st.param.b32 [param2], 7;
// CHECK-NEXT:  call.uni (retval0), make, (param0, param1, param2);
// CHECK-NEXT:  ld.param.b32 [[X:%r[0-9]+]], [retval0];
// CHECK-NEXT:  ld.param.f64 [[Y:%fd[0-9]+]], [retval0+8];
// CHECK-NEXT:  ld.param.b8 [[Z:%rs[0-9]+]], [retval0+16];
// CHECK-NEXT:  } // callseq 0
// CHECK-NEXT:  st.global.b32 [[[OUT:%rd[0-9]+]]], [[X]];
// CHECK-NEXT:  st.global.f64 [[[OUT]]+8], [[Y]];
// CHECK-NEXT:  st.global.b8 [[[OUT]]+16], [[Z]];
