// A subgroup reduction over clusters of a size that is not a power of two: refused, naming the op.
gpu.module @m {
  gpu.func @k(%v: i32) kernel {
    %r = gpu.subgroup_reduce add %v cluster(size = 6) : (i32) -> i32 // ERROR: cluster size 6 is not a power of two
    gpu.return
  }
}
