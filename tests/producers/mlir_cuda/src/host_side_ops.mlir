// Host code with ops nvvm-opt does not define or knows only in the generic form: a reshaped and
// transposed view of the input (`memref.expand_shape`, `memref.transpose`, its result used by a
// `memref.cast`), `vector.print` of a value and of a string. The kernel spins on an atomic
// counter with an `scf.while` that carries no values, as two concurrently launched copies of it
// would.
module attributes {gpu.container_module} {
  gpu.module @counters {
    gpu.func @arrive_and_wait(%count: memref<i32>, %expected: i32) kernel {
      %one = arith.constant 1 : i32
      %zero = arith.constant 0 : i32
      %arrived = memref.atomic_rmw addi %one, %count[] : (i32, memref<i32>) -> i32
      scf.while : () -> () {
        %now = memref.atomic_rmw addi %zero, %count[] : (i32, memref<i32>) -> i32
        %wait = arith.cmpi slt, %now, %expected : i32
        scf.condition(%wait)
      } do {
        scf.yield
      }
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2_i32 = arith.constant 2 : i32
    %grid = memref.alloc() : memref<4x8xf32>
    %blocks = memref.expand_shape %grid [[0], [1, 2]] output_shape [4, 2, 4] : memref<4x8xf32> into memref<4x2x4xf32>
    %swapped = memref.transpose %blocks (d0, d1, d2) -> (d1, d0, d2) : memref<4x2x4xf32> to memref<2x4x4xf32, strided<[4, 8, 1]>>
    %flat = memref.cast %swapped : memref<2x4x4xf32, strided<[4, 8, 1]>> to memref<*xf32>
    %count = gpu.alloc host_shared () : memref<i32>
    %s0 = gpu.wait async
    %s1 = gpu.wait async
    %k0 = gpu.launch_func async [%s0] @counters::@arrive_and_wait blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%count : memref<i32>, %c2_i32 : i32)
    %k1 = gpu.launch_func async [%s1] @counters::@arrive_and_wait blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%count : memref<i32>, %c2_i32 : i32)
    gpu.wait [%k0, %k1]
    %n = memref.load %count[] : memref<i32>
    vector.print str "arrived: "
    vector.print %n : i32
    return
  }
}
