// REQUIRES: ptxas
// RUN: xdsl-opt %S/../../../kernels/shared.mlir -p lower-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %S/../../../kernels/shared.mlir -p lower-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// CHECK:       .shared .align 4 .b8 tile[1024];
// CHECK-LABEL: .visible .entry neighbour(
// CHECK:       .maxntid 256, 1, 1
// CHECK:       mov.u32 [[TID:%r[0-9]+]], %tid.x;
// CHECK-NEXT:  mul.wide.u32 [[OFF:%rd[0-9]+]], [[TID]], 4;
// CHECK:       ld.global.f32 [[X:%f[0-9]+]]
// CHECK-NEXT:  mov.b64 [[TILE:%rd[0-9]+]], tile;
// CHECK-NEXT:  add.s64 [[SLOT:%rd[0-9]+]], [[TILE]], [[OFF]];
// CHECK-NEXT:  st.shared.f32 [[[SLOT]]], [[X]];
// CHECK-NEXT:  bar.sync 0;
// CHECK:       ld.shared.f32
// CHECK:       st.global.f32
