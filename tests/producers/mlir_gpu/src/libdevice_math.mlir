// Elementwise math that upstream lowers to libdevice calls (__nv_expf, __nv_erff, ...), plus
// a few ops that become LLVM intrinsics (fabs, floor, minimum).
module attributes {gpu.container_module} {
  gpu.module @math_module {
    gpu.func @math_mix(%x: memref<?xf32>, %out: memref<?xf32>, %n: index) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %first = arith.muli %bid, %bdim : index
      %i = arith.addi %first, %tid : index
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %v = memref.load %x[%i] : memref<?xf32>
        %half = arith.constant 0.5 : f32
        %one = arith.constant 1.0 : f32
        %e = math.exp %v : f32
        %mag = math.absf %v : f32
        %l = math.log1p %mag : f32
        %s = math.sqrt %mag : f32
        %t = math.tanh %v : f32
        %p = math.powf %s, %half : f32
        %erf = math.erf %v : f32
        %sn = math.sin %v : f32
        %cs = math.cos %v : f32
        %fl = math.floor %v : f32
        %rs = math.rsqrt %e : f32
        %a0 = math.fma %erf, %half, %half : f32
        %a1 = arith.addf %a0, %t : f32
        %a2 = arith.mulf %a1, %p : f32
        %a3 = math.fma %sn, %cs, %a2 : f32
        %a4 = arith.addf %a3, %l : f32
        %a5 = arith.minimumf %a4, %fl : f32
        %a6 = arith.divf %a5, %one : f32
        %a7 = arith.addf %a6, %rs : f32
        memref.store %a7, %out[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
}
