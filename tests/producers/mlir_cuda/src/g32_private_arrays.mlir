// Private arrays (issue 24): a `memref.alloca` histogram indexed by data, a small array filled and
// read back in unrolled `scf.for` loops (constant indices after the pipeline's canonicalisation),
// a `gpu.func` with a `private` attribution, and a running maximum carried by `scf.for` iter_args.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @arrays(%x: memref<4096xi32>, %out: memref<4096xf32>, %hist: memref<512xi32>) private(%scratch: memref<8xf32, #gpu.address_space<private>>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      %c128 = arith.constant 128 : index
      %z = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %c3 = arith.constant 3 : i32
      %fz = arith.constant 0.0 : f32
      %bins = memref.alloca() : memref<4xi32>
      scf.for %i = %c0 to %c4 step %c1 {
        memref.store %z, %bins[%i] : memref<4xi32>
      }
      %base0 = arith.muli %b, %c128 : index
      %base = arith.addi %base0, %t : index
      %m = scf.for %j = %c0 to %c8 step %c1 iter_args(%acc = %z) -> (i32) {
        %row = arith.muli %j, %c128 : index
        %idx0 = arith.muli %base, %c8 : index
        %idx1 = arith.addi %idx0, %j : index
        %idx = arith.remui %idx1, %c32 : index
        %v = memref.load %x[%idx1] : memref<4096xi32>
        %bin = arith.andi %v, %c3 : i32
        %bi = arith.index_cast %bin : i32 to index
        %old = memref.load %bins[%bi] : memref<4xi32>
        %new = arith.addi %old, %one : i32
        memref.store %new, %bins[%bi] : memref<4xi32>
        %f = arith.sitofp %v : i32 to f32
        memref.store %f, %scratch[%j] : memref<8xf32, #gpu.address_space<private>>
        %mx = arith.maxsi %acc, %v : i32
        scf.yield %mx : i32
      }
      %s = scf.for %j = %c0 to %c8 step %c1 iter_args(%acc = %fz) -> (f32) {
        %f = memref.load %scratch[%j] : memref<8xf32, #gpu.address_space<private>>
        %a = arith.addf %acc, %f : f32
        scf.yield %a : f32
      }
      %mf = arith.sitofp %m : i32 to f32
      %r = arith.divf %s, %mf : f32
      memref.store %r, %out[%base] : memref<4096xf32>
      scf.for %i = %c0 to %c4 step %c1 {
        %n = memref.load %bins[%i] : memref<4xi32>
        %h = arith.muli %b, %c4 : index
        %hi = arith.addi %h, %i : index
        %o = memref.atomic_rmw addi %n, %hist[%hi] : (i32, memref<512xi32>) -> i32
      }
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c128 = arith.constant 128 : index
    %x = gpu.alloc () : memref<4096xi32>
    %o = gpu.alloc () : memref<4096xf32>
    %h = gpu.alloc () : memref<512xi32>
    gpu.launch_func @k::@arrays blocks in (%c4, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%x : memref<4096xi32>, %o : memref<4096xf32>, %h : memref<512xi32>)
    return
  }
}
