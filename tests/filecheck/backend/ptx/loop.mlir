// REQUIRES: ptxas
// RUN: xdsl-opt %S/../../../kernels/loop.mlir -p lower-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %S/../../../kernels/loop.mlir -p lower-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// CHECK-LABEL: .visible .entry loop_sum(
// CHECK:       mov.b32 {{%r[0-9]+}}, 0;
// CHECK-NEXT:  mov.f32 [[ACC:%f[0-9]+]], 0f00000000;
// CHECK-NEXT:  [[HEAD:\$L__BB0_[0-9]+]]:
// CHECK-NEXT:  setp.ge.s32 [[P:%p[0-9]+]], [[I:%r[0-9]+]], {{%r[0-9]+}};
// CHECK-NEXT:  @[[P]] bra [[EXIT:\$L__BB0_[0-9]+]];
// CHECK-NEXT:  mul.wide.s32 [[OFF:%rd[0-9]+]], [[I]], 4;
// CHECK-NEXT:  add.s64 [[ADDR:%rd[0-9]+]], {{%rd[0-9]+}}, [[OFF]];
// CHECK-NEXT:  ld.global.f32 [[X:%f[0-9]+]], [[[ADDR]]];
// CHECK-NEXT:  add.rn.f32 [[ACC2:%f[0-9]+]], [[ACC]], [[X]];
// CHECK-NEXT:  add.s32 [[I2:%r[0-9]+]], [[I]], 1;
// CHECK-NEXT:  mov.b32 [[I]], [[I2]];
// CHECK-NEXT:  mov.f32 [[ACC]], [[ACC2]];
// CHECK-NEXT:  bra.uni [[HEAD]];
// CHECK-NEXT:  [[EXIT]]:
// CHECK-NEXT:  st.global.f32 [{{%rd[0-9]+}}], [[ACC]];
