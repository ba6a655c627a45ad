// REQUIRES: ptxas
// RUN: xdsl-opt %S/../../../kernels/arith.mlir -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %S/../../../kernels/arith.mlir -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// CHECK:      .version 8.0
// CHECK-NEXT: .target sm_90
// CHECK-NEXT: .address_size 64
// CHECK:      .visible .entry arith(
// CHECK-NEXT:   .param .u64 .ptr .align 1 arith_param_0,
// CHECK-NEXT:   .param .u32 arith_param_1,
// CHECK-NEXT:   .param .f32 arith_param_2
// CHECK-NEXT: )
// CHECK-NEXT: {
// CHECK:      ld.param.b64 [[OUT:%rd[0-9]+]], [arith_param_0];
// CHECK:      mov.u32 [[TID:%r[0-9]+]], %tid.x;
// CHECK:      shl.b32 [[S:%r[0-9]+]], {{%r[0-9]+}}, 3;
// CHECK:      div.s32 {{%r[0-9]+}}, [[S]], {{%r[0-9]+}};
// CHECK:      add.rn.f32 [[Z:%f[0-9]+]], {{%f[0-9]+}}, 0f3FC00000;
// CHECK:      add.s64 [[P:%rd[0-9]+]], [[OUT]], {{%rd[0-9]+}};
// CHECK-NEXT: st.f32 [[[P]]], [[Z]];
// CHECK-NEXT: ret;
