// A block-wide inclusive scan: `gpu.shuffle up` steps inside each subgroup, subgroup totals in a
// `workgroup` attribution of the gpu.func, `gpu.barrier`, `gpu.lane_id`,
// `gpu.block_dim` (mlir-opt-22 leaves `gpu.subgroup_id`/`subgroup_size` unlowered), and a `gpu.shuffle idx` broadcast of the block total.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @scan(%x: memref<1024xi32>, %y: memref<1024xi32>) workgroup(%part: memref<8xi32, #gpu.address_space<workgroup>>) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>} {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %lane = gpu.lane_id
      %c32i = arith.constant 32 : index
      %sg = arith.divui %t, %c32i : index
      %bd = gpu.block_dim x
      %nsg = arith.divui %bd, %c32i : index
      %sgs = arith.constant 32 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c256 = arith.constant 256 : index
      %w = arith.constant 32 : i32
      %z = arith.constant 0 : i32
      %g0 = arith.muli %b, %c256 : index
      %g = arith.addi %g0, %t : index
      %v = memref.load %x[%g] : memref<1024xi32>
      %lanei = arith.index_cast %lane : index to i32
      %s1 = scf.for %k = %c0 to %c1 step %c1 iter_args(%a = %v) -> (i32) {
        %o1 = arith.constant 1 : i32
        %u1, %ok1 = gpu.shuffle up %a, %o1, %w : i32
        %d1 = arith.select %ok1, %u1, %z : i32
        %a1 = arith.addi %a, %d1 : i32
        %o2 = arith.constant 2 : i32
        %u2, %ok2 = gpu.shuffle up %a1, %o2, %w : i32
        %d2 = arith.select %ok2, %u2, %z : i32
        %a2 = arith.addi %a1, %d2 : i32
        %o4 = arith.constant 4 : i32
        %u4, %ok4 = gpu.shuffle up %a2, %o4, %w : i32
        %d4 = arith.select %ok4, %u4, %z : i32
        %a4 = arith.addi %a2, %d4 : i32
        %o8 = arith.constant 8 : i32
        %u8, %ok8 = gpu.shuffle up %a4, %o8, %w : i32
        %d8 = arith.select %ok8, %u8, %z : i32
        %a8 = arith.addi %a4, %d8 : i32
        %o16 = arith.constant 16 : i32
        %u16, %ok16 = gpu.shuffle up %a8, %o16, %w : i32
        %d16 = arith.select %ok16, %u16, %z : i32
        %a16 = arith.addi %a8, %d16 : i32
        scf.yield %a16 : i32
      }
      %last = arith.subi %sgs, %c1 : index
      %is_last = arith.cmpi eq, %lane, %last : index
      scf.if %is_last {
        memref.store %s1, %part[%sg] : memref<8xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %pre = scf.for %i = %c0 to %sg step %c1 iter_args(%a = %z) -> (i32) {
        %p = memref.load %part[%i] : memref<8xi32, #gpu.address_space<workgroup>>
        %a2 = arith.addi %a, %p : i32
        scf.yield %a2 : i32
      }
      %r = arith.addi %pre, %s1 : i32
      %nsgi = arith.index_cast %nsg : index to i32
      %l31 = arith.constant 31 : i32
      %tot, %okt = gpu.shuffle idx %r, %l31, %w : i32
      %r2 = arith.addi %r, %nsgi : i32
      %r3 = arith.xori %r2, %lanei : i32
      %r4 = arith.addi %r3, %tot : i32
      memref.store %r4, %y[%g] : memref<1024xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %x = gpu.alloc () : memref<1024xi32>
    %y = gpu.alloc () : memref<1024xi32>
    gpu.launch_func @k::@scan blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%x : memref<1024xi32>, %y : memref<1024xi32>)
    return
  }
}
