// Float atomics on f16, bf16 and f64 (memref.atomic_rmw addf), signed/unsigned rounding divisions
// (arith.floordivsi/ceildivsi/ceildivui), math.fpowi, a strided memref.subview and a private
// memref.alloca, nvgpu.rcp (approximate, flush-to-zero) on a vector, index dialect arithmetic and
// a device-side cf.assert.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @misc(%h: memref<8xf16>, %b: memref<8xbf16>, %d: memref<8xf64>, %i: memref<8xi32>, %x: memref<16x16xf32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %hv = arith.constant 1.5 : f16
      %bv = arith.constant 2.5 : bf16
      %dv = arith.constant 3.5 : f64
      %a1 = memref.atomic_rmw addf %hv, %h[%c0] : (f16, memref<8xf16>) -> f16
      %a2 = memref.atomic_rmw addf %bv, %b[%c0] : (bf16, memref<8xbf16>) -> bf16
      %a3 = memref.atomic_rmw addf %dv, %d[%c0] : (f64, memref<8xf64>) -> f64
      %ti = arith.index_cast %t : index to i32
      %n7 = arith.constant -7 : i32
      %fd = arith.floordivsi %ti, %n7 : i32
      %cd = arith.ceildivsi %ti, %n7 : i32
      %cu = arith.ceildivui %ti, %n7 : i32
      %p = arith.muli %ti, %fd : i32
      %f = arith.sitofp %p : i32 to f32
      %fp = math.fpowi %f, %cd : f32, i32
      %s = arith.addi %fd, %cd : i32
      %s2 = arith.addi %s, %cu : i32
      memref.store %s2, %i[%c1] : memref<8xi32>
      %sub = memref.subview %x[%c1, %c1] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
      memref.store %fp, %sub[%c1, %c1] : memref<4x4xf32, strided<[16, 1], offset: ?>>
      %al = memref.alloca() : memref<4xf32>
      memref.store %fp, %al[%c0] : memref<4xf32>
      %ld = memref.load %al[%c0] : memref<4xf32>
      %vv = vector.broadcast %ld : f32 to vector<4xf32>
      %rv = nvgpu.rcp %vv {rounding = approx, ftz} : vector<4xf32>
      %r = vector.extract %rv[1] : f32 from vector<4xf32>
      memref.store %r, %x[%c0, %c0] : memref<16x16xf32>
      %ee = arith.extf %a1 : f16 to f32
      %eb = arith.extf %a2 : bf16 to f32
      %tf = arith.truncf %a3 : f64 to f32
      %q = arith.addf %ee, %eb : f32
      %q2 = arith.addf %q, %tf : f32
      memref.store %q2, %x[%c1, %c0] : memref<16x16xf32>
      %ix = index.add %t, %c1
      %ixm = index.remu %ix, %c1
      %ok = arith.cmpi eq, %ixm, %c0 : index
      cf.assert %ok, "remainder by one is zero"
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %h = gpu.alloc () : memref<8xf16>
    %b = gpu.alloc () : memref<8xbf16>
    %d = gpu.alloc () : memref<8xf64>
    %i = gpu.alloc () : memref<8xi32>
    %x = gpu.alloc () : memref<16x16xf32>
    gpu.launch_func @k::@misc blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%h : memref<8xf16>, %b : memref<8xbf16>, %d : memref<8xf64>, %i : memref<8xi32>, %x : memref<16x16xf32>)
    return
  }
}
