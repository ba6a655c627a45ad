// Reverses each 256-element tile through shared memory: memref.global in space 3,
// gpu.barrier between the store and the load.
builtin.module {
  "memref.global"() <{sym_name = "tile", sym_visibility = "private", type = memref<256xf32, 3>, initial_value}> : () -> ()
  func.func @shared_reverse(%in: memref<4096xf32>, %out: memref<4096xf32>) attributes {nvvm.kernel} {
    %tile = memref.get_global @tile : memref<256xf32, 3>
    %t = gpu.thread_id x
    %b = gpu.block_id x
    %bdim = gpu.block_dim x
    %base = arith.muli %b, %bdim : index
    %i = arith.addi %base, %t : index
    %v = memref.load %in[%i] : memref<4096xf32>
    memref.store %v, %tile[%t] : memref<256xf32, 3>
    gpu.barrier
    %c255 = arith.constant 255 : index
    %rt = arith.subi %c255, %t : index
    %r = memref.load %tile[%rt] : memref<256xf32, 3>
    memref.store %r, %out[%i] : memref<4096xf32>
    func.return
  }
}
