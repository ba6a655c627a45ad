// REQUIRES: ptxas
// RUN: xdsl-opt %S/../../../kernels/memref_add.mlir -p lower-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %S/../../../kernels/memref_add.mlir -p lower-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// Only the descriptor fields the kernel reads are loaded; thread/block indices are known
// non-negative, so their sign extensions are zero extensions (free in SASS).
// CHECK-LABEL: .visible .entry add_kernel(
// CHECK:       .maxntid 128, 1, 1
// CHECK-NOT:   ld.param.b64 {{%rd[0-9]+}}, [add_kernel_param_0];
// CHECK:       ld.param.b64 {{%rd[0-9]+}}, [add_kernel_param_1];
// CHECK-NEXT:  ld.param.b64 {{%rd[0-9]+}}, [add_kernel_param_6];
// CHECK:       mov.u32 [[B:%r[0-9]+]], %ctaid.x;
// CHECK:       mul.wide.u32 {{%rd[0-9]+}}, [[B]], {{%r[0-9]+}};
// CHECK-NOT:   cvt.s64.s32
// CHECK:       ld.global.f32
// CHECK:       st.global.f32
