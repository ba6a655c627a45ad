// Integer division and friends on i32, one column of a 2-D output each: ceildivsi,
// floordivsi, divui, remsi, remui, minsi, maxui, shrsi, shrui.
builtin.module {
  func.func @int_division(%a: memref<256xi32>, %b: memref<256xi32>, %out: memref<256x9xi32>) attributes {nvvm.kernel} {
    %t = gpu.thread_id x
    %av = memref.load %a[%t] : memref<256xi32>
    %bv = memref.load %b[%t] : memref<256xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %ceil = arith.ceildivsi %av, %bv : i32
    memref.store %ceil, %out[%t, %c0] : memref<256x9xi32>
    %floor = arith.floordivsi %av, %bv : i32
    memref.store %floor, %out[%t, %c1] : memref<256x9xi32>
    %udiv = arith.divui %av, %bv : i32
    memref.store %udiv, %out[%t, %c2] : memref<256x9xi32>
    %srem = arith.remsi %av, %bv : i32
    memref.store %srem, %out[%t, %c3] : memref<256x9xi32>
    %urem = arith.remui %av, %bv : i32
    memref.store %urem, %out[%t, %c4] : memref<256x9xi32>
    %min = arith.minsi %av, %bv : i32
    memref.store %min, %out[%t, %c5] : memref<256x9xi32>
    %max = arith.maxui %av, %bv : i32
    memref.store %max, %out[%t, %c6] : memref<256x9xi32>
    %seven = arith.constant 7 : i32
    %amount = arith.andi %bv, %seven : i32
    %sshr = arith.shrsi %av, %amount : i32
    memref.store %sshr, %out[%t, %c7] : memref<256x9xi32>
    %ushr = arith.shrui %av, %amount : i32
    memref.store %ushr, %out[%t, %c8] : memref<256x9xi32>
    func.return
  }
}
