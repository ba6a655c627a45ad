// A block-wide sum, max and bitwise and with gpu.all_reduce (the lowering emits shuffles, shared
// memory and barriers), launched from the host with gpu.launch and outlined.
func.func @main() {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %data = memref.alloc() : memref<64xf32>
  %bits = memref.alloc() : memref<64xi32>
  %out = memref.alloc() : memref<3xf32>
  %outi = memref.alloc() : memref<1xi32>
  %u = memref.cast %data : memref<64xf32> to memref<*xf32>
  gpu.host_register %u : memref<*xf32>
  %ub = memref.cast %bits : memref<64xi32> to memref<*xi32>
  gpu.host_register %ub : memref<*xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %v = memref.load %data[%tx] : memref<64xf32>
    %b = memref.load %bits[%tx] : memref<64xi32>
    %sum = gpu.all_reduce add %v uniform {} : (f32) -> f32
    %max = gpu.all_reduce maximumf %v uniform {} : (f32) -> f32
    %and = gpu.all_reduce and %b {} : (i32) -> i32
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      %c2 = arith.constant 2 : index
      memref.store %sum, %out[%c0] : memref<3xf32>
      memref.store %max, %out[%c1] : memref<3xf32>
      memref.store %and, %outi[%c0] : memref<1xi32>
    }
    gpu.terminator
  }
  return
}
