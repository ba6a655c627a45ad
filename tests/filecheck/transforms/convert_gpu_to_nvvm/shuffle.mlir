// gpu.shuffle as MLIR lowers it: mask 0xffffffff >> (32 - width), clamp ((32 - width) << 8) | 31
// (no | 31 for up), nvvm.shfl.sync's value-and-validity form; gpu.subgroup_reduce is five
// butterfly steps; both assemble.
// RUN: nvvm-opt %s -p convert-gpu-to-nvvm | filecheck %s
// RUN: nvvm-opt %s -o %t.ptx
// RUN: filecheck %s --check-prefix=PTX < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// REQUIRES: ptxas

builtin.module {
  func.func @k(%v: f32, %o: i32, %w: i32, %out: memref<4xf32>) attributes {nvvm.kernel} {
    %x, %vx = gpu.shuffle xor %v, %o, %w : f32
    %u, %vu = gpu.shuffle up %v, %o, %w : f32
    %s = gpu.subgroup_reduce add %v : (f32) -> f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    memref.store %x, %out[%c0] : memref<4xf32>
    memref.store %u, %out[%c1] : memref<4xf32>
    memref.store %s, %out[%c2] : memref<4xf32>
    func.return
  }
}

// CHECK:      %[[ONES:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %[[WARP:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT: %[[EIGHT:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %[[MAXLANE:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT: %[[UNUSED:.*]] = llvm.sub %[[WARP]], %w : i32
// CHECK-NEXT: %[[MASK:.*]] = llvm.lshr %[[ONES]], %[[UNUSED]] : i32
// CHECK-NEXT: %[[SEG:.*]] = llvm.shl %[[UNUSED]], %[[EIGHT]] : i32
// CHECK-NEXT: %[[CLAMP:.*]] = llvm.or %[[SEG]], %[[MAXLANE]] : i32
// CHECK-NEXT: %[[PAIR:.*]] = nvvm.shfl.sync bfly %[[MASK]], %v, %o, %[[CLAMP]] {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
// CHECK-NEXT: %x = llvm.extractvalue %[[PAIR]][0] : !llvm.struct<(f32, i1)>
// CHECK-NEXT: %vx = llvm.extractvalue %[[PAIR]][1] : !llvm.struct<(f32, i1)>
// CHECK:      nvvm.shfl.sync up
// CHECK-COUNT-5: nvvm.shfl.sync bfly %{{.*}} : f32 -> f32

// PTX: shfl.sync.bfly.b32 %f{{[0-9]+}}|%p{{[0-9]+}}
// PTX: shfl.sync.up.b32 %f{{[0-9]+}}|%p{{[0-9]+}}
// PTX-COUNT-5: shfl.sync.bfly.b32 %f{{[0-9]+}}, %f{{[0-9]+}}, {{[0-9]+}}, 31, -1;
