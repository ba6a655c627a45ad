// gpu.all_reduce with reduction regions instead of a named operation: each block's largest value
// (maxnumf on f32) and the sum of its keys' squares (addi on i32), delivered to every thread.
gpu.module @kernels {
  gpu.func @region_reduce(%in: memref<1024xf32>, %keys: memref<1024xi32>, %maxes: memref<1024xf32>, %sums: memref<1024xi32>) kernel {
    %b = gpu.block_id x
    %bdim = gpu.block_dim x
    %t = gpu.thread_id x
    %base = arith.muli %b, %bdim : index
    %i = arith.addi %base, %t : index
    %v = memref.load %in[%i] : memref<1024xf32>
    %k = memref.load %keys[%i] : memref<1024xi32>
    %largest = gpu.all_reduce %v {
    ^bb0(%x: f32, %y: f32):
      %m = arith.maxnumf %x, %y : f32
      "gpu.yield"(%m) : (f32) -> ()
    } : (f32) -> (f32)
    %sq = arith.muli %k, %k : i32
    %total = gpu.all_reduce %sq uniform {
    ^bb0(%x: i32, %y: i32):
      %s = arith.addi %x, %y : i32
      "gpu.yield"(%s) : (i32) -> ()
    } : (i32) -> (i32)
    memref.store %largest, %maxes[%i] : memref<1024xf32>
    memref.store %total, %sums[%i] : memref<1024xi32>
    gpu.return
  }
}
