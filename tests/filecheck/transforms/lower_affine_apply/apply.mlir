// affine.apply as MLIR's lower-affine expands it: dimensions then symbols bound in order, mod
// never negative (remsi, plus the divisor below zero), floordiv/ceildiv as arith's; a kernel
// indexing a memref with lane coordinates built so (as MLIR's mma.sync schedules leave them)
// compiles, and its PTX assembles. An affine op not lowered is a located error.
// RUN: nvvm-opt %s -p lower-affine-apply | filecheck %s
// REQUIRES: ptxas
// RUN: nvvm-opt %s --sm 80 > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: sed 's/^    gpu.return$/    %vl = affine.vector_load %a[%row, %col] : memref<16x8xf32>, vector<1xf32>\n    gpu.return/' %s | not nvvm-opt -p lower-affine-apply 2>&1 | filecheck %s --check-prefix=ERR

gpu.module @m {
  gpu.func @k(%a: memref<16x8xf32>, %n: index) kernel {
    %t = gpu.thread_id x
    %row = affine.apply affine_map<()[s0] -> (s0 floordiv 4 + 8)>()[%t]
    %col = affine.apply affine_map<()[s0] -> (s0 * 2 - (s0 floordiv 4) * 8)>()[%t]
    %i = affine.apply affine_map<(d0)[s0] -> ((d0 - s0) mod 6)>(%t)[%n]
    %j = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%i)
    %v = memref.load %a[%row, %col] : memref<16x8xf32>
    memref.store %v, %a[%i, %j] : memref<16x8xf32>
    gpu.return
  }
}

// CHECK:      %[[FOUR:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %t, %[[FOUR]] : index
// CHECK-NEXT: %[[EIGHT:.*]] = arith.constant 8 : index
// CHECK-NEXT: %{{.*}} = arith.addi %[[Q]], %[[EIGHT]] : index
// CHECK:      %[[SIX:.*]] = arith.constant 6 : index
// CHECK-NEXT: %[[R:.*]] = arith.remsi %{{.*}}, %[[SIX]] : index
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[NEG:.*]] = arith.cmpi slt, %[[R]], %[[Z]] : index
// CHECK-NEXT: %[[UP:.*]] = arith.addi %[[R]], %[[SIX]] : index
// CHECK-NEXT: %[[I:.*]] = arith.select %[[NEG]], %[[UP]], %[[R]] : index
// CHECK-NEXT: %[[THREE:.*]] = arith.constant 3 : index
// CHECK-NEXT: %{{.*}} = arith.ceildivsi %[[I]], %[[THREE]] : index
// CHECK-NOT:  affine.apply

// ERR: error: 'affine.vector_load': affine.vector_load cannot be lowered to NVVM (affine.apply, affine.min, affine.max, affine.load, affine.store, affine.for, affine.yield are; lower-affine the rest first)
