// gpu.shuffle on 64-bit values (i64, f64: two 32-bit shuffles each) and on a half-warp
// (width 16), in a gpu.launch body; the host registers its buffers (unranked memrefs).
module attributes {gpu.container_module} {
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %a = memref.alloc() : memref<32xi64>
    %b = memref.alloc() : memref<32xf64>
    %c = memref.alloc() : memref<32xi32>
    %au = memref.cast %a : memref<32xi64> to memref<*xi64>
    %bu = memref.cast %b : memref<32xf64> to memref<*xf64>
    %cu = memref.cast %c : memref<32xi32> to memref<*xi32>
    gpu.host_register %au : memref<*xi64>
    gpu.host_register %bu : memref<*xf64>
    gpu.host_register %cu : memref<*xi32>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
      %w32 = arith.constant 32 : i32
      %w16 = arith.constant 16 : i32
      %two = arith.constant 2 : i32
      %five = arith.constant 5 : i32
      %t = arith.index_cast %tx : index to i64
      %big = arith.constant 4294967296 : i64
      %v = arith.muli %t, %big : i64
      %x, %xok = gpu.shuffle xor %v, %two, %w32 : i64
      memref.store %x, %a[%tx] : memref<32xi64>
      %f = arith.sitofp %t : i64 to f64
      %d, %dok = gpu.shuffle down %f, %five, %w32 : f64
      memref.store %d, %b[%tx] : memref<32xf64>
      %i = arith.trunci %t : i64 to i32
      %h, %hok = gpu.shuffle idx %i, %five, %w16 : i32
      %u, %uok = gpu.shuffle up %h, %two, %w16 : i32
      %zero = arith.constant 0 : i32
      %both = arith.andi %hok, %uok : i1
      %r = arith.select %both, %u, %zero : i32
      memref.store %r, %c[%tx] : memref<32xi32>
      gpu.terminator
    }
    return
  }
}
