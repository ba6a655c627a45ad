// Host-shared allocation and math functions (libdevice calls): gpu.alloc host_shared, a
// gpu.launch whose body calls math.exp/log/sqrt/tanh/powf, then gpu.dealloc.
func.func @main() {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %p = arith.constant 1.5 : f32
  %buf = gpu.alloc host_shared () : memref<64xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %x = memref.load %buf[%tx] : memref<64xf32>
    %e = math.exp %x : f32
    %l = math.log %e : f32
    %s = math.sqrt %l : f32
    %h = math.tanh %s : f32
    %w = math.powf %h, %p : f32
    %f = math.fma %w, %x, %e : f32
    memref.store %f, %buf[%tx] : memref<64xf32>
    gpu.terminator
  }
  gpu.dealloc %buf : memref<64xf32>
  return
}
