// Without a mapping, the innermost dimension is a grid-stride loop over the global x index,
// the next over y; with gpu-map-parallel-loops' mapping, the named processors are used.
// RUN: nvvm-opt %s -p map-parallel-loops-to-threads | filecheck %s
// RUN: nvvm-opt %s -p gpu-map-parallel-loops,map-parallel-loops-to-threads | filecheck %s --check-prefix=MAPPED

builtin.module {
  func.func @f(%a: memref<8x16xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    "scf.parallel"(%c0, %c0, %c8, %c16, %c1, %c1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%i: index, %j: index):
      %v = memref.load %a[%i, %j] : memref<8x16xf32>
      memref.store %v, %a[%j, %i] : memref<8x16xf32>
      scf.reduce
    }) : (index, index, index, index, index, index) -> ()
    func.return
  }
}

// CHECK:      gpu.thread_id y
// CHECK:      gpu.grid_dim y
// CHECK:      scf.for %[[I:.*]] = %{{.*}} to %c8 step %{{.*}} {
// CHECK:        gpu.thread_id x
// CHECK:        gpu.grid_dim x
// CHECK:        scf.for %[[J:.*]] = %{{.*}} to %c16 step %{{.*}} {
// CHECK-NEXT:     %v = memref.load %a[%[[I]], %[[J]]] : memref<8x16xf32>
// CHECK-NEXT:     memref.store %v, %a[%[[J]], %[[I]]] : memref<8x16xf32>
// CHECK-NEXT:   }
// CHECK-NOT:  scf.parallel

// MAPPED:      gpu.block_id y
// MAPPED-NEXT: gpu.grid_dim y
// MAPPED:      scf.for
// MAPPED:        gpu.block_id x
// MAPPED-NEXT:   gpu.grid_dim x
// MAPPED-NOT:  gpu.thread_id
