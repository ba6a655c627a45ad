// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// PTX accesses must be naturally aligned: an under-aligned load or store is split into
// pieces of the access's alignment, reassembled with shifts.

// CHECK-LABEL: .visible .entry u(
// CHECK-NEXT:    .param .u64 .ptr .align 1 u_param_0,
// CHECK-NEXT:    .param .u64 .ptr .global .align 1 u_param_1
// CHECK:       ld.b8 [[B0:%rs[0-9]+]], [[[P:%rd[0-9]+]]];
// CHECK-NEXT:  cvt.u32.u8 [[W0:%r[0-9]+]], [[B0]];
// CHECK-NEXT:  ld.b8 [[B1:%rs[0-9]+]], [[[P]]+1];
// CHECK-NEXT:  cvt.u32.u8 [[W1:%r[0-9]+]], [[B1]];
// CHECK-NEXT:  shl.b32 [[S1:%r[0-9]+]], [[W1]], 8;
// CHECK-NEXT:  or.b32 {{%r[0-9]+}}, [[W0]], [[S1]];
// CHECK:       ld.b16 {{%rs[0-9]+}}, [[[P]]+6];
// The f64 is stored as the bits it was loaded as: no round trip through an .f64 register.
// CHECK-NOT:   %fd
// A {i32, i64} at align 4: the i32 is whole, the i64 comes in two halves.
// CHECK:       ld.global.b32 {{%r[0-9]+}}, [[[Q:%rd[0-9]+]]];
// CHECK-NEXT:  ld.global.b32 {{%r[0-9]+}}, [[[Q]]+8];
// CHECK:       ld.global.b32 {{%r[0-9]+}}, [[[Q]]+12];
// CHECK:       st.global.b8 [[[Q]]+3], {{%rs[0-9]+}};
// CHECK:       st.global.b16 [[[Q]]+6], {{%rs[0-9]+}};
// CHECK:       st.b32 [[[P]]+12], {{%r[0-9]+}};
// CHECK-NEXT:  ret;

llvm.func @u(%p: !llvm.ptr, %q: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %a = llvm.load %p {alignment = 1 : i64} : !llvm.ptr -> i32
  %b = llvm.load %p {alignment = 2 : i64} : !llvm.ptr -> f64
  %c = llvm.load %q {alignment = 4 : i64} : !llvm.ptr<1> -> !llvm.struct<(i32, i64)>
  llvm.store %a, %q {alignment = 1 : i64} : i32, !llvm.ptr<1>
  llvm.store %b, %q {alignment = 2 : i64} : f64, !llvm.ptr<1>
  llvm.store %c, %p {alignment = 4 : i64} : !llvm.struct<(i32, i64)>, !llvm.ptr
  llvm.return
}
