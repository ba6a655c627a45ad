// async.execute regions around device allocation, copies and a gpu.launch (the async runtime
// lowering stays on the host).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4 : index
  %h = memref.alloc(%n) : memref<?xf32>
  %hu = memref.cast %h : memref<?xf32> to memref<*xf32>
  gpu.host_register %hu : memref<*xf32>
  %t0, %f0 = async.execute () -> !async.value<memref<?xf32>> {
    %d = gpu.alloc(%n) : memref<?xf32>
    gpu.memcpy %d, %h : memref<?xf32>, memref<?xf32>
    async.yield %d : memref<?xf32>
  }
  %t1 = async.execute [%t0] (%f0 as %d : !async.value<memref<?xf32>>) {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
      %x = memref.load %d[%tx] : memref<?xf32>
      %y = arith.mulf %x, %x : f32
      memref.store %y, %h[%tx] : memref<?xf32>
      gpu.terminator
    }
    async.yield
  }
  async.await %t1 : !async.token
  return
}
