// memref.atomic_rmw of every kind the GPU lowering has, on global and workgroup memory, then
// gpu.printf of the results with i32, i64, f32 (promoted to f64) and f64 arguments.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @atomics(%gi: memref<8xi32>, %gf: memref<4xf32>) workgroup(%si: memref<2xi32, #gpu.address_space<workgroup>>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %t = gpu.thread_id x
      %ti = arith.index_cast %t : index to i32
      %tf = arith.sitofp %ti : i32 to f32
      %zero = arith.constant 0 : i32
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        memref.store %zero, %si[%c0] : memref<2xi32, #gpu.address_space<workgroup>>
        memref.store %zero, %si[%c1] : memref<2xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %a0 = memref.atomic_rmw addi %ti, %gi[%c0] : (i32, memref<8xi32>) -> i32
      %a1 = memref.atomic_rmw maxs %ti, %gi[%c1] : (i32, memref<8xi32>) -> i32
      %a2 = memref.atomic_rmw mins %ti, %gi[%c2] : (i32, memref<8xi32>) -> i32
      %a3 = memref.atomic_rmw maxu %ti, %gi[%c3] : (i32, memref<8xi32>) -> i32
      %a4 = memref.atomic_rmw minu %ti, %gi[%c4] : (i32, memref<8xi32>) -> i32
      %a5 = memref.atomic_rmw ori %ti, %gi[%c5] : (i32, memref<8xi32>) -> i32
      %a6 = memref.atomic_rmw andi %ti, %gi[%c6] : (i32, memref<8xi32>) -> i32
      %a7 = memref.atomic_rmw assign %ti, %gi[%c7] : (i32, memref<8xi32>) -> i32
      %f0 = memref.atomic_rmw addf %tf, %gf[%c0] : (f32, memref<4xf32>) -> f32
      %f1 = memref.atomic_rmw maximumf %tf, %gf[%c1] : (f32, memref<4xf32>) -> f32
      %f2 = memref.atomic_rmw minimumf %tf, %gf[%c2] : (f32, memref<4xf32>) -> f32
      %s0 = memref.atomic_rmw addi %ti, %si[%c0] : (i32, memref<2xi32, #gpu.address_space<workgroup>>) -> i32
      %s1 = memref.atomic_rmw xori %ti, %si[%c1] : (i32, memref<2xi32, #gpu.address_space<workgroup>>) -> i32
      gpu.barrier
      %last = arith.cmpi eq, %t, %c7 : index
      scf.if %last {
        %wide = arith.extsi %a0 : i32 to i64
        %d = arith.extf %f0 : f32 to f64
        gpu.printf "thread %d: sum before %lld, float sum before %f (%f), shared %d %d\n", %ti, %wide, %f0, %d, %s0, %s1 : i32, i64, f32, f64, i32, i32
      }
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %gi = gpu.alloc () : memref<8xi32>
    %gf = gpu.alloc () : memref<4xf32>
    gpu.launch_func @kernels::@atomics blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%gi : memref<8xi32>, %gf : memref<4xf32>)
    return
  }
}
