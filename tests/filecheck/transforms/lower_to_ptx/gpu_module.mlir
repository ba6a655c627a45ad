// A gpu.module kernel as MLIR's GPU lowering writes it (memref arguments expanded into
// descriptor fields, `getelementptr inbounds|nuw`, aligned loads/stores, sreg reads with
// `range`) compiles through both routes; the host code beside it is left out.
// RUN: xdsl-opt %s -p lower-to-ptx -t ptx | filecheck %s
// RUN: nvvm-opt %s | filecheck %s
// RUN: nvvm-opt %s > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin
// An explicit option wins over the #nvvm.target:
// RUN: xdsl-opt %s -p 'lower-to-ptx{sm=86 ptx-version="8.1"}' -t ptx | filecheck %s --check-prefix=EXPLICIT
// RUN: nvvm-opt %s --sm 86 --ptx-version 8.1 | filecheck %s --check-prefix=EXPLICIT
// The host code stays in the IR, untouched:
// RUN: xdsl-opt %s -p lower-to-ptx | filecheck %s --check-prefix=IR

module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx78">] {
    llvm.func @scale(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
      %1 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %2 = llvm.mlir.constant(128 : i32) : i32
      %3 = llvm.mul %1, %2 overflow<nsw> : i32
      %4 = llvm.add %3, %0 : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = llvm.icmp "slt" %5, %arg3 : i64
      llvm.cond_br %6, ^bb1, ^bb2
    ^bb1:
      %7 = llvm.getelementptr inbounds|nuw %arg1[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> f32
      %9 = llvm.fmul %8, %arg5 : f32
      llvm.store %9, %7 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:
      llvm.return
    }
  }
  func.func @host(%n: index) {
    %c1 = arith.constant 1 : index
    func.return
  }
}

// CHECK:       .version 7.8
// CHECK-NEXT:  .target sm_80
// CHECK:       .visible .entry scale(
// CHECK-NEXT:  	.param .u64 .ptr .align 1 scale_param_0,
// CHECK-NEXT:  	.param .u64 .ptr .align 1 scale_param_1,
// CHECK-NEXT:  	.param .u64 scale_param_2,
// CHECK-NEXT:  	.param .u64 scale_param_3,
// CHECK-NEXT:  	.param .u64 scale_param_4,
// CHECK-NEXT:  	.param .f32 scale_param_5
// CHECK-NEXT:  )
// CHECK-NEXT:  .reqntid 128, 1, 1
// CHECK:       ld.global.f32
// CHECK:       st.global.f32
// CHECK-NOT:   host
// CHECK-NOT:   gpu.module

// EXPLICIT:      .version 8.1
// EXPLICIT-NEXT: .target sm_86

// IR:      gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx78">]
// IR-NEXT:   ptx.module target = "sm_80" version = "7.8" {
// IR:      func.func @host
// IR-NEXT:   %c1 = arith.constant 1 : index
