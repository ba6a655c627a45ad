// llvm-sroa: a run-time index into an array of at most 8 candidate elements becomes one access
// per element (a load: a select chain; a store: select(index == k, value, old) into each
// element), so the slot splits and promotes (CuTe's predicate masks filled by a loop).
// Over more elements the slot stays in memory.
// RUN: xdsl-opt %s -p llvm-sroa --split-input-file | filecheck %s
// RUN: xdsl-opt %s -p llvm-sroa,llvm-mem2reg --split-input-file | filecheck %s --check-prefix=PROMOTED

// CHECK-LABEL: llvm.func @mask
// CHECK-COUNT-4: llvm.alloca %{{.*}} x i8
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.icmp "eq" %i, %{{.*}} : i32
// CHECK:         llvm.select
// CHECK-NOT:     llvm.getelementptr %{{.*}}[%i]
// PROMOTED-LABEL: llvm.func @mask
// PROMOTED-NOT:   llvm.alloca
// PROMOTED-NOT:   llvm.load
// PROMOTED:       llvm.return
llvm.func @mask(%i: i32, %j: i32, %v: i8) -> i8 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i8) : i8
  %m = llvm.alloca %c1 x !llvm.array<4 x i8> : (i32) -> !llvm.ptr
  %l = llvm.addrspacecast %m : !llvm.ptr to !llvm.ptr<5>
  %e1 = llvm.getelementptr %l[1] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
  %e2 = llvm.getelementptr %l[2] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
  %e3 = llvm.getelementptr %l[3] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
  llvm.store %zero, %l : i8, !llvm.ptr<5>
  llvm.store %zero, %e1 : i8, !llvm.ptr<5>
  llvm.store %zero, %e2 : i8, !llvm.ptr<5>
  llvm.store %zero, %e3 : i8, !llvm.ptr<5>
  %p = llvm.getelementptr %l[%i] : (!llvm.ptr<5>, i32) -> !llvm.ptr<5>, i8
  llvm.store %v, %p : i8, !llvm.ptr<5>
  %q = llvm.getelementptr %l[%j] : (!llvm.ptr<5>, i32) -> !llvm.ptr<5>, i8
  %r = llvm.load %q : !llvm.ptr<5> -> i8
  llvm.return %r : i8
}

// -----

// 16 candidate elements: kept in memory, as stated.
// CHECK-LABEL: llvm.func @large
// CHECK:         llvm.alloca %{{.*}} x !llvm.array<16 x i32>
// CHECK:         llvm.getelementptr %m[0, %i]
llvm.func @large(%i: i32, %v: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %m = llvm.alloca %c1 x !llvm.array<16 x i32> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %m[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<16 x i32>
  llvm.store %v, %p : i32, !llvm.ptr
  %r = llvm.load %m : !llvm.ptr -> i32
  llvm.return %r : i32
}

// -----

// An escaping slot is not rewritten: the run-time GEP stays.
// CHECK-LABEL: llvm.func @escapes
// CHECK:         llvm.getelementptr %m[0, %i]
// CHECK-NOT:     llvm.select
llvm.func @escapes(%i: i32, %v: i32, %out: !llvm.ptr) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %m = llvm.alloca %c1 x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %m[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<2 x i32>
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.store %m, %out : !llvm.ptr, !llvm.ptr
  llvm.return
}
