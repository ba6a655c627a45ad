// gpu.launch and gpu.terminator in MLIR's syntax (xDSL 0.74 has only the generic form), with
// dynamic shared memory and both kinds of attribution; printed back the same way.
// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s | xdsl-opt | filecheck %s

func.func @f(%n: index, %bytes: i32) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) dynamic_shared_memory_size %bytes workgroup(%w : memref<4xf32, 3>) private(%p : memref<2xf32, 5>) {
    %s = arith.addi %bx, %sz : index
    gpu.terminator
  } {note}
  func.return
}

// CHECK:      gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) dynamic_shared_memory_size %bytes workgroup(%w: memref<4xf32, 3 : i64>) private(%p: memref<2xf32, 5 : i64>) {
// CHECK-NEXT:   %s = arith.addi %bx, %sz : index
// CHECK-NEXT:   gpu.terminator
// CHECK-NEXT: } {note}
