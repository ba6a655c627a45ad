// REQUIRES: ptxas
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=80 ptx-version="7.8"}' | filecheck %s
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=80 ptx-version="7.8"}' -t ptx | filecheck %s --check-prefix=PTX
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=80 ptx-version="7.8"}' -t 'ptx{sm=86 ptx-version="8.1"}' | filecheck %s --check-prefix=OVERRIDE
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=80 ptx-version="7.8"}' -t ptx > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

// The pass replaces the module's contents by one ptx.module that records sm and version;
// values become typed virtual registers, constants fold into immediates, and unused
// parameter loads disappear.

// CHECK:      builtin.module {
// CHECK-NEXT:   ptx.module target = "sm_80" version = "7.8" {
// CHECK-NEXT:     ptx.func entry visible @saxpy(#ptx.param<f32 "saxpy_param_0">, #ptx.param<u64 ptr align 1 "saxpy_param_1">, #ptx.param<u64 ptr align 1 "saxpy_param_2">, #ptx.param<u32 "saxpy_param_3">) attributes {reqntid = array<i32: 64>, minnctapersm = 2 : i32} {
// CHECK-NEXT:       %0 = ptx.ld param f32 [@saxpy_param_0] : () -> !ptx.reg<f32>
// CHECK-NEXT:       %1 = ptx.ld param b64 [@saxpy_param_1] : () -> !ptx.reg<b64>
// CHECK-NEXT:       %2 = ptx.ld param b64 [@saxpy_param_2] : () -> !ptx.reg<b64>
// CHECK-NEXT:       %3 = ptx.mov u32 "%tid.x" : (b32) -> !ptx.reg<b32>
// CHECK-NEXT:       %4 = ptx.arith mul.wide.u32 %3, 4 : (!ptx.reg<b32>, b32) -> !ptx.reg<b64>
// CHECK-NEXT:       %5 = ptx.arith add.s64 %1, %4 : (!ptx.reg<b64>, !ptx.reg<b64>) -> !ptx.reg<b64>
// CHECK-NEXT:       %6 = ptx.ld generic f32 [%5 + 16] : (!ptx.reg<b64>) -> !ptx.reg<f32>
// CHECK-NEXT:       %7 = ptx.arith add.s64 %2, %4 : (!ptx.reg<b64>, !ptx.reg<b64>) -> !ptx.reg<b64>
// CHECK-NEXT:       %8 = ptx.ld generic f32 [%7] : (!ptx.reg<b64>) -> !ptx.reg<f32>
// CHECK-NEXT:       %9 = ptx.arith fma.rn.f32 %0, %6, %8 : (!ptx.reg<f32>, !ptx.reg<f32>, !ptx.reg<f32>) -> !ptx.reg<f32>
// CHECK-NEXT:       ptx.st generic f32 [%7], %9 : (!ptx.reg<b64>, !ptx.reg<f32>)
// CHECK-NEXT:       ptx.ret
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

// PTX:      .version 7.8
// PTX-NEXT: .target sm_80
// PTX:      .visible .entry saxpy(
// PTX:      .reqntid 64
// PTX-NEXT: .minnctapersm 2
// PTX-NEXT: {
// PTX:      ld.f32 {{%f[0-9]+}}, [{{%rd[0-9]+}}+16];

// OVERRIDE:      .version 8.1
// OVERRIDE-NEXT: .target sm_86

llvm.func @saxpy(%a: f32, %x: !llvm.ptr, %y: !llvm.ptr, %n: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64>, nvvm.minctasm = 2 : i32} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %i = llvm.zext %tid : i32 to i64
  %px = llvm.getelementptr %x[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %px4 = llvm.getelementptr %px[4] : (!llvm.ptr) -> !llvm.ptr, f32
  %vx = llvm.load %px4 : !llvm.ptr -> f32
  %py = llvm.getelementptr %y[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %vy = llvm.load %py : !llvm.ptr -> f32
  %r = llvm.intr.fma(%a, %vx, %vy) : (f32, f32, f32) -> f32
  llvm.store %r, %py : f32, !llvm.ptr
  llvm.return
}
