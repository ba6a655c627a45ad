// REQUIRES: ptxas
// RUN: xdsl-opt %S/../../../kernels/swap.mlir -p lower-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %S/../../../kernels/swap.mlir -p lower-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// The loop's block arguments (i, a, b) become registers assigned on each incoming edge; the
// back edge (i, a, b) <- (i+1, b, a) is a parallel copy, so the swap goes through a temporary.
// CHECK:      ld.param.b32 [[A0:%r[0-9]+]], [swap_param_1];
// CHECK-NEXT: ld.param.b32 [[B0:%r[0-9]+]], [swap_param_2];
// The constant initial value moves straight into the loop register.
// CHECK:      mov.b32 [[I:%r[0-9]+]], 0;
// CHECK-NEXT: mov.b32 [[A:%r[0-9]+]], [[A0]];
// CHECK-NEXT: mov.b32 [[B:%r[0-9]+]], [[B0]];
// CHECK-NEXT: [[LOOP:\$L__BB0_[0-9]+]]:
// CHECK-NEXT: add.s32 [[I2:%r[0-9]+]], [[I]], 1;
// CHECK-NEXT: setp.lt.s32 [[P:%p[0-9]+]], [[I2]], {{%r[0-9]+}};
// CHECK-NEXT: @![[P]] bra [[EXIT:\$L__BB0_[0-9]+]];
// CHECK-NEXT: mov.b32 [[I]], [[I2]];
// CHECK-NEXT: mov.b32 [[T:%r[0-9]+]], [[A]];
// CHECK-NEXT: mov.b32 [[A]], [[B]];
// CHECK-NEXT: mov.b32 [[B]], [[T]];
// CHECK-NEXT: bra.uni [[LOOP]];
// CHECK-NEXT: [[EXIT]]:
// CHECK-NEXT: st.global.b32 [{{%rd[0-9]+}}], [[A]];
// CHECK-NEXT: st.global.b32 [{{%rd[0-9]+}}+4], [[B]];
