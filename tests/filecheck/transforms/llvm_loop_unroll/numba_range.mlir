// numba's range loops, as llvm-mem2reg leaves them: the trip count computed from constants
// (a division and a select, with a zero-step check that branches to an error path), and the
// header's test repeated in a join block that leaves the loop (the range iterator's "valid"
// flag). llvm-loop-unroll folds the constants (and the branch on one), threads the edges into
// the join (on H -> J the test is false, on A -> J true) and then fully unrolls the loop that
// indexes the 9-element slot, its indices immediate.
// RUN: xdsl-opt %s -p llvm-loop-unroll | filecheck %s

// CHECK-LABEL: llvm.func @range_fill
// CHECK-NOT:     llvm.call @raise
// CHECK:         llvm.getelementptr %{{.*}}[0] : (!llvm.ptr) -> !llvm.ptr, f64
// CHECK:         llvm.getelementptr %{{.*}}[1] : (!llvm.ptr) -> !llvm.ptr, f64
// CHECK:         llvm.getelementptr %{{.*}}[2] : (!llvm.ptr) -> !llvm.ptr, f64
// CHECK-NOT:     llvm.getelementptr %{{.*}}[3] : (!llvm.ptr) -> !llvm.ptr, f64
// CHECK-NOT:     llvm.cond_br
// CHECK:         llvm.return

llvm.func @raise()

llvm.func @range_fill(%x: f64, %out: !llvm.ptr) {
  %one32 = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one32 x !llvm.array<9 x f64> : (i32) -> !llvm.ptr
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %stop = llvm.mlir.constant(3 : i64) : i64
  %step = llvm.mlir.constant(1 : i64) : i64
  %no_step = llvm.icmp "eq" %step, %zero : i64
  llvm.cond_br %no_step, ^error, ^count
^error:
  llvm.call @raise() : () -> ()
  llvm.return
^count:
  %span = llvm.sub %stop, %zero : i64
  %n = llvm.sdiv %span, %step : i64
  %positive = llvm.icmp "sgt" %n, %zero : i64
  %trips = llvm.select %positive, %n, %zero : i1, i64
  llvm.br ^header(%zero, %trips : i64, i64)
^header(%start: i64, %left: i64):
  %valid = llvm.icmp "sgt" %left, %zero : i64
  llvm.cond_br %valid, ^advance, ^join(%zero, %start, %left : i64, i64, i64)
^advance:
  %left1 = llvm.sub %left, %one : i64
  %next = llvm.add %start, %step : i64
  llvm.br ^join(%start, %next, %left1 : i64, i64, i64)
^join(%i: i64, %start2: i64, %left2: i64):
  llvm.cond_br %valid, ^body, ^exit
^body:
  %p = llvm.getelementptr %slot[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %x, %p : f64, !llvm.ptr
  llvm.br ^header(%start2, %left2 : i64, i64)
^exit:
  %two = llvm.mlir.constant(2 : i64) : i64
  %q = llvm.getelementptr %slot[%two] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %v = llvm.load %q : !llvm.ptr -> f64
  llvm.store %v, %out : f64, !llvm.ptr
  llvm.return
}
