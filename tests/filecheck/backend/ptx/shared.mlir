// REQUIRES: ptxas
// RUN: xdsl-opt %S/../../../kernels/shared.mlir -p lower-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %S/../../../kernels/shared.mlir -p lower-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: xdsl-opt %S/../../../kernels/shared.mlir -p 'lower-to-ptx{short-shared-ptr=false}' -t ptx | filecheck %s --check-prefix=LONG
// RUN: xdsl-opt %S/../../../kernels/shared.mlir -p 'lower-to-ptx{short-shared-ptr=false}' -t ptx > %t.long.ptx && %ptxas -arch=sm_90 %t.long.ptx -o %t.long.cubin

// By default shared addresses are 32-bit (.b32 registers), as LLVM's with --nvptx-short-ptr.
// CHECK:       .shared .align 4 .b8 tile[1024];
// CHECK-LABEL: .visible .entry neighbour(
// CHECK:       .maxntid 256, 1, 1
// CHECK:       mov.u32 [[TID:%r[0-9]+]], %tid.x;
// CHECK:       ld.global.f32 [[X:%f[0-9]+]]
// CHECK-NEXT:  shl.b32 [[OFF:%r[0-9]+]], [[TID]], 2;
// CHECK-NEXT:  mov.b32 [[TILE:%r[0-9]+]], tile;
// CHECK-NEXT:  add.s32 [[SLOT:%r[0-9]+]], [[TILE]], [[OFF]];
// CHECK-NEXT:  st.shared.f32 [[[SLOT]]], [[X]];
// CHECK-NEXT:  bar.sync 0;
// CHECK:       add.s32 [[NEXT:%r[0-9]+]], [[TILE]], {{%r[0-9]+}};
// CHECK-NEXT:  ld.shared.f32 {{%f[0-9]+}}, [[[NEXT]]];
// CHECK:       st.global.f32
// CHECK-NOT:   cvta.shared

// LONG:       .shared .align 4 .b8 tile[1024];
// LONG-LABEL: .visible .entry neighbour(
// LONG:       .maxntid 256, 1, 1
// LONG:       mov.u32 [[TID:%r[0-9]+]], %tid.x;
// LONG-NEXT:  mul.wide.u32 [[OFF:%rd[0-9]+]], [[TID]], 4;
// LONG:       ld.global.f32 [[X:%f[0-9]+]]
// LONG-NEXT:  mov.b64 [[TILE:%rd[0-9]+]], tile;
// LONG-NEXT:  add.s64 [[SLOT:%rd[0-9]+]], [[TILE]], [[OFF]];
// LONG-NEXT:  st.shared.f32 [[[SLOT]]], [[X]];
// LONG-NEXT:  bar.sync 0;
// LONG:       ld.shared.f32
// LONG:       st.global.f32
