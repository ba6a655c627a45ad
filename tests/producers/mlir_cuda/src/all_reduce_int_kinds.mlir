// Each block reduces one row of 6 integers with every integer reduction gpu.all_reduce names
// (signed and unsigned min/max, add, mul, and, or, xor) and stores the nine results.
func.func @main() {
  %data = memref.alloc() : memref<2x6xi32>
  %out = memref.alloc() : memref<2x9xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %u = memref.cast %data : memref<2x6xi32> to memref<*xi32>
  gpu.host_register %u : memref<*xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c6, %sy = %c1, %sz = %c1) {
    %v = memref.load %data[%bx, %tx] : memref<2x6xi32>
    %r0 = gpu.all_reduce add %v uniform {} : (i32) -> i32
    %r1 = gpu.all_reduce mul %v uniform {} : (i32) -> i32
    %r2 = gpu.all_reduce minsi %v uniform {} : (i32) -> i32
    %r3 = gpu.all_reduce minui %v uniform {} : (i32) -> i32
    %r4 = gpu.all_reduce maxsi %v uniform {} : (i32) -> i32
    %r5 = gpu.all_reduce maxui %v uniform {} : (i32) -> i32
    %r6 = gpu.all_reduce and %v uniform {} : (i32) -> i32
    %r7 = gpu.all_reduce or %v uniform {} : (i32) -> i32
    %r8 = gpu.all_reduce xor %v uniform {} : (i32) -> i32
    %k0 = arith.constant 0 : index
    %k3 = arith.constant 3 : index
    %k4 = arith.constant 4 : index
    %k5 = arith.constant 5 : index
    %k7 = arith.constant 7 : index
    %k8 = arith.constant 8 : index
    memref.store %r0, %out[%bx, %k0] : memref<2x9xi32>
    memref.store %r1, %out[%bx, %c1] : memref<2x9xi32>
    memref.store %r2, %out[%bx, %c2] : memref<2x9xi32>
    memref.store %r3, %out[%bx, %k3] : memref<2x9xi32>
    memref.store %r4, %out[%bx, %k4] : memref<2x9xi32>
    memref.store %r5, %out[%bx, %k5] : memref<2x9xi32>
    memref.store %r6, %out[%bx, %c6] : memref<2x9xi32>
    memref.store %r7, %out[%bx, %k7] : memref<2x9xi32>
    memref.store %r8, %out[%bx, %k8] : memref<2x9xi32>
    gpu.terminator
  }
  return
}
