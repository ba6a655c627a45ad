// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: xdsl-opt %s --verify-diagnostics -p 'convert-llvm-to-ptx{ptx-version="7.0"}' | filecheck %s --check-prefix=OLD

// Variable-sized stack objects use PTX's alloca (a local-space address); i128 values travel
// as two 64-bit halves, stored 16-byte aligned as one `.v2.b64` (as llc).
// CHECK-LABEL: .visible .entry dyn(
// CHECK:         .param .align 16 .b8 dyn_param_2[16]
// CHECK:       ld.param.b64 [[LO:%rd[0-9]+]], [dyn_param_2];
// CHECK-NEXT:  ld.param.b64 [[HI:%rd[0-9]+]], [dyn_param_2+8];
// CHECK-NEXT:  cvt.u64.u32 [[N:%rd[0-9]+]], {{%r[0-9]+}};
// CHECK-NEXT:  mul.lo.s64 [[BYTES:%rd[0-9]+]], [[N]], 4;
// CHECK-NEXT:  alloca.u64 [[A:%rd[0-9]+]], [[BYTES]], 16;
// CHECK-NEXT:  st.local.f32 [[[A]]], 0f3F800000;
// CHECK-NEXT:  ld.local.f32 {{%f[0-9]+}}, [[[A]]];
// CHECK:       st.v2.b64 [[[OUT:%rd[0-9]+]]], {[[LO]], [[HI]]};
// CHECK-NEXT:  mov.b64 [[ONE:%rd[0-9]+]], 1;
// CHECK-NEXT:  st.v2.b64 [[[OUT]]], {[[ONE]], [[ONE]]};
// CHECK-LABEL: .visible .entry ss(
// CHECK:       stacksave.u64 [[S:%rd[0-9]+]];
// CHECK-NEXT:  alloca.u64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 1;
// CHECK-NEXT:  stackrestore.u64 [[S]];

// OLD: 'llvm.alloca': alloca needs PTX ISA 7.3 or newer, but the ptx-version is 7.0: pass --ptx-version 7.3

llvm.func @dyn(%n: i32, %out: !llvm.ptr, %w: i128) attributes {nvvm.kernel} {
  %a = llvm.alloca %n x f32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %c = llvm.mlir.constant(1.0 : f32) : f32
  llvm.store %c, %a : f32, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> f32
  llvm.store %v, %out : f32, !llvm.ptr
  llvm.store %w, %out : i128, !llvm.ptr
  %k = llvm.mlir.constant(18446744073709551617 : i128) : i128
  llvm.store %k, %out : i128, !llvm.ptr
  llvm.return
}
llvm.func @ss(%n: i64) attributes {nvvm.kernel} {
  %s = llvm.intr.stacksave : !llvm.ptr
  %a = llvm.alloca %n x i8 : (i64) -> !llvm.ptr
  llvm.intr.stackrestore %s : !llvm.ptr
  llvm.return
}
