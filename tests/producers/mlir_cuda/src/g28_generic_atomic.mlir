// memref.generic_atomic_rmw (a compare-and-swap loop around its region) on global and workgroup
// i32 memory, and the memref.atomic_rmw kinds maxnumf/minnumf and xori on global memory.
module attributes {gpu.container_module} {
  gpu.module @atomics {
    gpu.func @update(%acc: memref<4xf32>, %bits: memref<2xi32>) workgroup(%cnt: memref<1xi32, #gpu.address_space<workgroup>>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %t = gpu.thread_id x
      %ti = arith.index_cast %t : index to i32
      %tf = arith.uitofp %ti : i32 to f32
      %zero = arith.constant 0 : i32
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        memref.store %zero, %cnt[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      // bits[1] = bits[1] * 3 + t: not one of atomicrmw's operations
      %three = arith.constant 3 : i32
      %oldi = memref.generic_atomic_rmw %bits[%c1] : memref<2xi32> {
      ^bb0(%cur: i32):
        %m = arith.muli %cur, %three : i32
        %n = arith.addi %m, %ti : i32
        memref.atomic_yield %n : i32
      }
      %old = arith.sitofp %oldi : i32 to f32
      // a saturating counter in shared memory: min(cnt + 3, 200)
      %c200 = arith.constant 200 : i32
      %c3i = arith.constant 3 : i32
      %prev = memref.generic_atomic_rmw %cnt[%c0] : memref<1xi32, #gpu.address_space<workgroup>> {
      ^bb0(%cur: i32):
        %s = arith.addi %cur, %c3i : i32
        %c = arith.minui %s, %c200 : i32
        memref.atomic_yield %c : i32
      }
      %mx = memref.atomic_rmw maxnumf %tf, %acc[%c1] : (f32, memref<4xf32>) -> f32
      %mn = memref.atomic_rmw minnumf %tf, %acc[%c2] : (f32, memref<4xf32>) -> f32
      %x = memref.atomic_rmw xori %prev, %bits[%c0] : (i32, memref<2xi32>) -> i32
      gpu.barrier
      %fin = memref.load %cnt[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
      scf.if %first {
        memref.store %fin, %bits[%c1] : memref<2xi32>
        %sum = arith.addf %old, %mx : f32
        %sum2 = arith.addf %sum, %mn : f32
        memref.store %sum2, %acc[%c3] : memref<4xf32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %acc = gpu.alloc () : memref<4xf32>
    %bits = gpu.alloc () : memref<2xi32>
    gpu.launch_func @atomics::@update blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%acc : memref<4xf32>, %bits : memref<2xi32>)
    gpu.dealloc %acc : memref<4xf32>
    gpu.dealloc %bits : memref<2xi32>
    return
  }
}
