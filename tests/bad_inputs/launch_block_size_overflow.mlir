// A gpu.launch whose constant block size does not fit the kernel's i32 `gpu.known_block_size`.
module attributes {gpu.container_module} {
  func.func @host(%out: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    %huge = arith.constant 4294967296 : index
    gpu.launch blocks(%bx, %by, %bz) in (%nbx = %c1, %nby = %c1, %nbz = %c1) threads(%tx, %ty, %tz) in (%ntx = %huge, %nty = %c1, %ntz = %c1) { // ERROR: block size [4294967296, 1, 1] is out of range
      %v = arith.constant 1.0 : f32
      memref.store %v, %out[%tx] : memref<?xf32>
      gpu.terminator
    }
    return
  }
}
