// REQUIRES: ptxas
// RUN: xdsl-opt %S/../../../kernels/atomics.mlir -p lower-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %S/../../../kernels/atomics.mlir -p lower-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// CHECK-LABEL: .visible .entry atomics(
// CHECK:       atom{{(\.global)?}}.add.u32 [[OLD:%r[0-9]+]], [[[C:%rd[0-9]+]]], 1;
// CHECK-NEXT:  atom{{(\.global)?}}.max.s32 [[M:%r[0-9]+]], [[[C]]+4], {{%r[0-9]+}};
// CHECK-NEXT:  atom.acq_rel.sys{{(\.global)?}}.cas.b32 [[PREV:%r[0-9]+]], [[[C]]+8], [[OLD]], {{%r[0-9]+}};
// CHECK-NEXT:  fence.acq_rel.cta;
// CHECK-NEXT:  add.s32 {{%r[0-9]+}}, [[PREV]], [[M]];
