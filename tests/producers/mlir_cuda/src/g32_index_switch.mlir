// `scf.index_switch` (a `cf.switch`, then `llvm.switch` with case values), `scf.if` yielding two
// values, nested `scf.for` with a data-dependent trip count, and `arith.select` on i64.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @switchy(%x: memref<256xi64>, %y: memref<256xi64>, %n: index) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %c5 = arith.constant 5 : index
      %k7 = arith.constant 7 : i64
      %k3 = arith.constant 3 : i64
      %z = arith.constant 0 : i64
      %g0 = arith.muli %b, %c64 : index
      %g = arith.addi %g0, %t : index
      %v = memref.load %x[%g] : memref<256xi64>
      %sel = arith.remui %g, %c5 : index
      %r = scf.index_switch %sel -> i64
      case 0 {
        %a = arith.muli %v, %k7 : i64
        scf.yield %a : i64
      }
      case 1 {
        %a = arith.shrsi %v, %k3 : i64
        scf.yield %a : i64
      }
      case 3 {
        %a = arith.xori %v, %k7 : i64
        scf.yield %a : i64
      }
      default {
        %a = arith.subi %z, %v : i64
        scf.yield %a : i64
      }
      %neg = arith.cmpi slt, %r, %z : i64
      %p:2 = scf.if %neg -> (i64, i64) {
        %a = arith.subi %z, %r : i64
        scf.yield %a, %k3 : i64, i64
      } else {
        scf.yield %r, %k7 : i64, i64
      }
      %lim = arith.remui %g, %n : index
      %s = scf.for %i = %c0 to %lim step %c1 iter_args(%acc = %p#0) -> (i64) {
        %inner = scf.for %j = %c0 to %i step %c1 iter_args(%a2 = %acc) -> (i64) {
          %a3 = arith.addi %a2, %p#1 : i64
          scf.yield %a3 : i64
        }
        scf.yield %inner : i64
      }
      %big = arith.cmpi sgt, %s, %v : i64
      %o = arith.select %big, %s, %v : i64
      memref.store %o, %y[%g] : memref<256xi64>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c9 = arith.constant 9 : index
    %c64 = arith.constant 64 : index
    %x = gpu.alloc () : memref<256xi64>
    %y = gpu.alloc () : memref<256xi64>
    gpu.launch_func @k::@switchy blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<256xi64>, %y : memref<256xi64>, %c9 : index)
    return
  }
}
