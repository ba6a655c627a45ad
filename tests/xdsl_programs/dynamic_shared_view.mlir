// gpu.dynamic_shared_memory carved up with memref.view: a float tile at byte 0 and an int tile
// after it; each block rotates its 128 values by one through the tiles.
gpu.module @kernels {
  gpu.func @dynamic_shared_view(%in: memref<512xf32>, %out: memref<512xf32>, %ids: memref<512xi32>) kernel {
    %b = gpu.block_id x
    %t = gpu.thread_id x
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %bytes = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %floats = memref.view %bytes[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128xf32, #gpu.address_space<workgroup>>
    %ints = memref.view %bytes[%c512][%c128] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xi32, #gpu.address_space<workgroup>>
    %base = arith.muli %b, %c128 : index
    %i = arith.addi %base, %t : index
    %v = memref.load %in[%i] : memref<512xf32>
    memref.store %v, %floats[%t] : memref<128xf32, #gpu.address_space<workgroup>>
    %i32 = arith.index_cast %i : index to i32
    memref.store %i32, %ints[%t] : memref<?xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %next = arith.addi %t, %c1 : index
    %wrapped = arith.remui %next, %c128 : index
    %w = memref.load %floats[%wrapped] : memref<128xf32, #gpu.address_space<workgroup>>
    %id = memref.load %ints[%wrapped] : memref<?xi32, #gpu.address_space<workgroup>>
    memref.store %w, %out[%i] : memref<512xf32>
    memref.store %id, %ids[%i] : memref<512xi32>
    gpu.return
  }
}
