// memref.atomic_rmw in both memory spaces: each block counts its values into a 16-bin histogram
// in a workgroup attribution (shared), then adds it to the global histogram; also the global
// running maximum (maxs) and a float sum (addf).
gpu.module @kernels {
  gpu.func @shared_histogram(%values: memref<1024xi32>, %hist: memref<16xi32>, %top: memref<1xi32>, %total: memref<1xf32>) workgroup(%local: memref<16xi32, 3>) kernel {
    %b = gpu.block_id x
    %bdim = gpu.block_dim x
    %t = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %small = arith.cmpi ult, %t, %c16 : index
    scf.if %small {
      memref.store %zero, %local[%t] : memref<16xi32, 3>
    }
    gpu.barrier
    %base = arith.muli %b, %bdim : index
    %i = arith.addi %base, %t : index
    %v = memref.load %values[%i] : memref<1024xi32>
    %fifteen = arith.constant 15 : i32
    %bin32 = arith.andi %v, %fifteen : i32
    %bin = arith.index_castui %bin32 : i32 to index
    %old = memref.atomic_rmw addi %one, %local[%bin] : (i32, memref<16xi32, 3>) -> i32
    %prev = memref.atomic_rmw maxs %v, %top[%c0] : (i32, memref<1xi32>) -> i32
    %vf = arith.sitofp %v : i32 to f32
    %sum = memref.atomic_rmw addf %vf, %total[%c0] : (f32, memref<1xf32>) -> f32
    gpu.barrier
    scf.if %small {
      %count = memref.load %local[%t] : memref<16xi32, 3>
      %was = "memref.atomic_rmw"(%count, %hist, %t) <{kind = 1 : i64}> : (i32, memref<16xi32>, index) -> i32
    }
    gpu.return
  }
}
