// shfl.sync moves 32 bits: an i64/f64 shuffle is two shuffles of its halves (the validity flag
// is the low half's), an f16 one moves zero-extended in a word; reductions of those types
// (subgroup_reduce, all_reduce) shuffle the same way. The PTX assembles.
// RUN: nvvm-opt %s -p convert-gpu-to-nvvm | filecheck %s
// REQUIRES: ptxas
// RUN: nvvm-opt %s --sm 80 > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

gpu.module @m {
  gpu.func @k(%p: memref<4xi64>, %q: memref<4xf16>, %r: memref<4xf64>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %o = arith.constant 1 : i32
    %w = arith.constant 32 : i32
    %v = memref.load %p[%c0] : memref<4xi64>
    %x, %ok = gpu.shuffle xor %v, %o, %w : i64
    memref.store %x, %p[%c0] : memref<4xi64>
    %h = memref.load %q[%c0] : memref<4xf16>
    %s = gpu.subgroup_reduce add %h : (f16) -> f16
    memref.store %s, %q[%c0] : memref<4xf16>
    %d = memref.load %r[%c0] : memref<4xf64>
    %t = gpu.all_reduce maxnumf %d uniform {} : (f64) -> f64
    memref.store %t, %r[%c1] : memref<4xf64>
    gpu.return
  }
}

// CHECK:      llvm.mlir.global internal @__all_reduce_scratch() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<32 x f64>
// CHECK:      %[[LO:.*]] = llvm.trunc %{{.*}} : i64 to i32
// CHECK:      %[[HI64:.*]] = llvm.lshr %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[HI:.*]] = llvm.trunc %[[HI64]] : i64 to i32
// CHECK:      %[[SL:.*]] = nvvm.shfl.sync bfly %{{.*}}, %[[LO]], %{{.*}}, %{{.*}} {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
// CHECK:      %[[OK:.*]] = llvm.extractvalue %[[SL]][1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %{{.*}} = nvvm.shfl.sync bfly %{{.*}}, %[[HI]], %{{.*}}, %{{.*}} : i32 -> i32
// CHECK:      llvm.shl
// CHECK-NEXT: llvm.or
// CHECK:      %[[BITS:.*]] = llvm.bitcast %{{.*}} : f16 to i16
// CHECK-NEXT: %[[WORD:.*]] = llvm.zext %[[BITS]] : i16 to i32
// CHECK-NEXT: %{{.*}} = nvvm.shfl.sync bfly %{{.*}}, %[[WORD]], %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-NEXT: %{{.*}} = llvm.trunc %{{.*}} : i32 to i16
// CHECK-NEXT: %{{.*}} = llvm.bitcast %{{.*}} : i16 to f16
// CHECK:      llvm.fadd %{{.*}}, %{{.*}} : f16
