// gpu.func kernels and device functions become llvm.funcs in their gpu.module; ids read special
// registers; attributions become shared globals / allocas; known_block_size is nvvm.reqntid.
// RUN: nvvm-opt %s -p convert-gpu-to-nvvm | filecheck %s

"gpu.module"() <{sym_name = "m"}> ({
  gpu.func @k(%a: memref<64xf32>) workgroup(%w: memref<32xf32, 3>) private(%p: memref<4xf32>) kernel attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %t = gpu.thread_id x
    %g = gpu.global_id y
    %l = gpu.lane_id
    gpu.barrier
    gpu.return
  }
  gpu.func @dev(%x: f32) -> f32 {
    gpu.return %x : f32
  }
}) : () -> ()

// CHECK:      llvm.mlir.global internal @__wg_k_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<32 x f32>
// CHECK:      llvm.func @k(%a: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
// CHECK-DAG:    llvm.mlir.addressof @__wg_k_0 : !llvm.ptr<3>
// CHECK-DAG:    llvm.alloca %{{.*}} x f32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK:        %t = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT:   %t_1 = llvm.sext %t : i32 to i64
// CHECK:        nvvm.read.ptx.sreg.tid.y : i32
// CHECK:        nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK:        nvvm.read.ptx.sreg.ntid.y : i32
// CHECK:        nvvm.read.ptx.sreg.laneid : i32
// CHECK:        nvvm.barrier0
// CHECK:        llvm.return
// CHECK:      llvm.func @dev(%x: f32) -> f32 {
// CHECK-NEXT:   llvm.return %x : f32
