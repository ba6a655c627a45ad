// Masked vector memory ops: `vector.maskedload`/`maskedstore` with a mask of the tail length
// (lane numbers < remaining), `vector.gather`/`vector.scatter` through an index vector (`llvm.intr.masked.*`),
// `arith.index_cast` of an index vector, broadcast broadcasts and `arith.select` on vectors.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @masked(%x: memref<1000xf32>, %idx: memref<1024xi32>, %y: memref<1000xf32>, %n: index) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %c8 = arith.constant 8 : index
      %c128 = arith.constant 128 : index
      %c0 = arith.constant 0 : index
      %fz = arith.constant 0.0 : f32
      %pass = arith.constant dense<0.0> : vector<8xf32>
      %g0 = arith.muli %b, %c128 : index
      %g1 = arith.addi %g0, %t : index
      %base = arith.muli %g1, %c8 : index
      %left = arith.subi %n, %base : index
      %lefts = vector.broadcast %left : index to vector<8xindex>
      %step0 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xindex>
      %mask = arith.cmpi slt, %step0, %lefts : vector<8xindex>
      %v = vector.maskedload %x[%base], %mask, %pass : memref<1000xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
      %iv = vector.load %idx[%base] : memref<1024xi32>, vector<8xi32>
      %stepi = arith.index_cast %step0 : vector<8xindex> to vector<8xi32>
      %ix = arith.addi %iv, %stepi : vector<8xi32>
      %gv = vector.gather %x[%c0] [%ix], %mask, %pass : memref<1000xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
      %s = arith.addf %v, %gv : vector<8xf32>
      %zero = vector.broadcast %fz : f32 to vector<8xf32>
      %pos = arith.cmpf ogt, %s, %zero : vector<8xf32>
      %r = arith.select %pos, %s, %zero : vector<8xi1>, vector<8xf32>
      vector.maskedstore %y[%base], %mask, %r : memref<1000xf32>, vector<8xi1>, vector<8xf32>
      vector.scatter %y[%c0] [%ix], %mask, %gv : memref<1000xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %n = arith.constant 1000 : index
    %x = gpu.alloc () : memref<1000xf32>
    %i = gpu.alloc () : memref<1024xi32>
    %y = gpu.alloc () : memref<1000xf32>
    gpu.launch_func @k::@masked blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%x : memref<1000xf32>, %i : memref<1024xi32>, %y : memref<1000xf32>, %n : index)
    return
  }
}
