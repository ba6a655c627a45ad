// Written as a host function with gpu.launch; gpu-kernel-outlining turns the launch body into
// a gpu.func kernel (the host function is not part of the captured device code). A grid-stride
// loop scales every element in place.
module attributes {gpu.container_module} {
  func.func @scale_all(%data: memref<?xf32>, %factor: f32, %n: index) {
    %c1 = arith.constant 1 : index
    %c80 = arith.constant 80 : index
    %c256 = arith.constant 256 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c80, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %first = arith.muli %bx, %sx : index
      %start = arith.addi %first, %tx : index
      %step = arith.muli %gx, %sx : index
      scf.for %i = %start to %n step %step {
        %v = memref.load %data[%i] : memref<?xf32>
        %s = arith.mulf %v, %factor : f32
        memref.store %s, %data[%i] : memref<?xf32>
      }
      gpu.terminator
    }
    return
  }
}
