// memref.generic_atomic_rmw is a compare-and-swap loop, as MLIR's lowering makes it: the element
// loaded, the region as the loop body (its argument the current value), cmpxchg acq_rel/monotonic
// of the current and the yielded value, back to the body with the value found until it succeeds;
// the op's result is that value. A float goes through cmpxchg as the integer of its width, an
// scf.if inside the region is lowered in place; on shared memory the PTX is atom.shared.cas.
// An element that is not an integer or a float is a located error.
// RUN: nvvm-opt %s -p convert-to-llvm -t mlir | filecheck %s
// RUN: %if ptxas %{ nvvm-opt %s --sm 80 -o %t.ptx && filecheck %s --check-prefix=PTX < %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: sed 's/i64/index/g' %s | not nvvm-opt -p convert-to-llvm 2>&1 | filecheck %s --check-prefix=ERR
// CHECK:      %[[P:.*]] = llvm.getelementptr %b[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %[[L:.*]] = llvm.load %[[P]] : !llvm.ptr -> i32
// CHECK-NEXT: llvm.br ^[[LOOP:.*]](%[[L]] : i32)
// CHECK-NEXT: ^[[LOOP]](%[[CUR:.*]]: i32):
// CHECK:      llvm.cond_br
// CHECK:      %[[X:.*]] = llvm.cmpxchg %[[P]], %[[CUR]], %{{.*}} acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %[[F:.*]] = llvm.extractvalue %[[X]][0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %[[OK:.*]] = llvm.extractvalue %[[X]][1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: llvm.cond_br %[[OK]], ^[[DONE:.*]](%[[F]] : i32), ^[[LOOP]](%[[F]] : i32)
// CHECK-NEXT: ^[[DONE]](%o: i32):
// CHECK:      %[[FL:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NEXT: llvm.br ^[[FLOOP:.*]](%[[FL]] : f32)
// CHECK-NEXT: ^[[FLOOP]](%[[FCUR:.*]]: f32):
// CHECK:      %[[B:.*]] = llvm.bitcast %[[FCUR]] : f32 to i32
// CHECK:      llvm.cmpxchg %{{.*}}, %[[B]], %{{.*}} acq_rel monotonic : !llvm.ptr<3>, i32
// CHECK:      llvm.bitcast %{{.*}} : i32 to f32
// PTX: atom.acq_rel.sys.global.cas.b32
// PTX: atom.acq_rel.sys.shared.cas.b32
// PTX: atom.acq_rel.sys.global.cas.b64
// ERR: error: 'memref.generic_atomic_rmw': memref.generic_atomic_rmw of index is not lowered (integers and floats are)

gpu.module @m {
  gpu.func @k(%b: memref<2xi32>, %out: memref<2xf32>, %q: memref<2xi64>) workgroup(%s: memref<4xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : i32
    %h = arith.constant 5.000000e-01 : f32
    %o = memref.generic_atomic_rmw %b[%c1] : memref<2xi32> {
    ^bb0(%cur: i32):
      %p = arith.cmpi sgt, %cur, %c3 : i32
      %m = scf.if %p -> i32 {
        %x = arith.muli %cur, %c3 : i32
        scf.yield %x : i32
      } else {
        scf.yield %c3 : i32
      }
      memref.atomic_yield %m : i32
    }
    memref.store %o, %b[%c0] : memref<2xi32>
    %f = memref.generic_atomic_rmw %s[%c1] : memref<4xf32, 3> {
    ^bb0(%x: f32):
      %y = arith.mulf %x, %h : f32
      memref.atomic_yield %y : f32
    }
    memref.store %f, %out[%c0] : memref<2xf32>
    %same = memref.generic_atomic_rmw %q[%c0] : memref<2xi64> {
    ^bb0(%v: i64):
      memref.atomic_yield %v : i64
    }
    gpu.return
  }
}
