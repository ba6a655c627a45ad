// A wgmma kernel needs the arch-specific target sm_90a: with --sm 90a ptxas accepts it for
// sm_90a; with --sm 80 (or plain 90) both routes stop with one located error naming the op,
// the need and the flag.

// RUN: nvvm-opt %s --sm 90a | filecheck %s
// RUN: nvvm-opt %s --sm 90a > %t.ptx && %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// CHECK:      .version 8.0
// CHECK-NEXT: .target sm_90a
// The accumulator is read and written in place (tied): the one zero it starts from is copied
// into four registers before the asm, none inside it, and the result is read from them.
// CHECK:      mov.b32 [[A0:%f[0-9]+]], [[Z:%f[0-9]+]];
// CHECK-NEXT: mov.b32 [[A1:%f[0-9]+]], [[Z]];
// CHECK-NEXT: mov.b32 [[A2:%f[0-9]+]], [[Z]];
// CHECK-NEXT: mov.b32 [[A3:%f[0-9]+]], [[Z]];
// CHECK:      setp.ne.b32 p, 1, 0;
// CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {[[A0]], [[A1]], [[A2]], [[A3]]}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 1;
// CHECK:      st.global.f32 [{{%rd[0-9]+}}], [[A0]];

// RUN: not nvvm-opt %s --sm 80 2>&1 | filecheck %s --check-prefix=SM80
// RUN: not nvvm-opt %s --sm 90 2>&1 | filecheck %s --check-prefix=SM90
// RUN: not xdsl-opt %s -p 'lower-to-ptx{sm=80}' -t ptx 2>&1 | filecheck %s --check-prefix=XDSL
// SM80: wgmma_kernel.mlir:[[# @LINE + 12]]:3: error: 'nvvm.wgmma.mma_async': wgmma.mma_async needs sm_90a, but the target is sm_80: pass --sm 90a to nvvm-opt (sm=90a to the pass)
// SM80-NOT: Traceback
// SM90: wgmma_kernel.mlir:[[# @LINE + 10]]:3: error: 'nvvm.wgmma.mma_async': wgmma.mma_async needs sm_90a, but the target is sm_90: pass --sm 90a
// XDSL: wgmma.mma_async needs sm_90a, but the target is sm_80

llvm.func @wgmma_tile(%desc_a: i64, %desc_b: i64, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %zero = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %undef = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32)>
  %s0 = llvm.insertvalue %zero, %undef[0] : !llvm.struct<(f32, f32, f32, f32)>
  %s1 = llvm.insertvalue %zero, %s0[1] : !llvm.struct<(f32, f32, f32, f32)>
  %s2 = llvm.insertvalue %zero, %s1[2] : !llvm.struct<(f32, f32, f32, f32)>
  %acc = llvm.insertvalue %zero, %s2[3] : !llvm.struct<(f32, f32, f32, f32)>
  %d = nvvm.wgmma.mma_async %desc_a, %desc_b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, <one>], A [<f16>, <one>, <row>], B [<f16>, <one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %d0, %out : f32, !llvm.ptr<1>
  llvm.return
}
