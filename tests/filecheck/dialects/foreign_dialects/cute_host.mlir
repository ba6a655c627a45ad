// Dialects nobody registered (NVIDIA's `cuda`, as CuTe DSL emits it beside its gpu.module) are
// kept opaque without a flag: generic ops, `!cuda.*` types and `#cuda.*` attributes parse and
// print back; only the device code is compiled, for the chip the opaque target names.

// REQUIRES: ptxas
// RUN: xdsl-opt %s | filecheck %s --check-prefix=MLIR
// RUN: nvvm-opt %s | filecheck %s
// RUN: nvvm-opt %s -o %t.ptx && %ptxas -arch=sm_86 %t.ptx -o %t.cubin

module attributes {gpu.container_module} {
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_86]>]} {
    llvm.func @scale(%arg0: !llvm.ptr<1>, %arg1: f32) attributes {nvvm.kernel} {
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = llvm.getelementptr %arg0[%0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %2 = llvm.load %1 : !llvm.ptr<1> -> f32
      %3 = llvm.fmul %2, %arg1 : f32
      llvm.store %3, %1 : f32, !llvm.ptr<1>
      llvm.return
    }
  }
  llvm.func @host(%arg0: !llvm.ptr<1>, %arg1: f32) -> i32 {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = builtin.unrealized_conversion_cast %0 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %2 = "cuda.launch_ex"(%1, %arg0, %arg1) <{callee = @kernels::@scale}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.ptr<1>, f32) -> !cuda.result
    %3 = builtin.unrealized_conversion_cast %2 : !cuda.result to i32
    "cuda.return_if_error"(%3) : (i32) -> ()
    llvm.return %3 : i32
  }
}

// MLIR:      gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_86]>]} {
// MLIR:      %2 = "cuda.launch_ex"(%1, %arg0, %arg1) <{callee = @kernels::@scale}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.ptr<1>, f32) -> !cuda.result
// MLIR:      "cuda.return_if_error"(%3) : (i32) -> ()

// CHECK:     .target sm_86
// CHECK:     .visible .entry scale(
// CHECK-NOT: launch_ex
// CHECK-NOT: .func host
