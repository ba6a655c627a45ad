module attributes {gpu.container_module} {
  gpu.module @kernels {
    // A 4-entry private table indexed with a value read from memory.
    gpu.func @lookup(%in: memref<?xi32>, %out: memref<?xi32>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %ok = arith.cmpi slt, %i, %n : index
      scf.if %ok {
        %t = memref.alloca() : memref<4xi32>
        %x = memref.load %in[%i] : memref<?xi32>
        %k3 = arith.constant 3 : i32
        %k7 = arith.constant 7 : i32
        %x2 = arith.muli %x, %k3 : i32
        %x3 = arith.xori %x, %k7 : i32
        memref.store %x, %t[%c0] : memref<4xi32>
        memref.store %x2, %t[%c1] : memref<4xi32>
        memref.store %x3, %t[%c2] : memref<4xi32>
        memref.store %k7, %t[%c3] : memref<4xi32>
        %mask = arith.constant 3 : i32
        %sel = arith.andi %x, %mask : i32
        %idx = arith.index_cast %sel : i32 to index
        %v = memref.load %t[%idx] : memref<4xi32>
        memref.store %v, %out[%i] : memref<?xi32>
      }
      gpu.return
    }
  }
}
