// Slots indexed at run time (which llvm-sroa cannot split) share memory between the caller's
// own inlined calls: they run one after the other and a slot dies with its call. Slots of
// different types, two slots of one inlined call, the caller's own slots and slots indexed only
// by constants get their own memory.
// RUN: xdsl-opt %s -p llvm-inline | filecheck %s
// RUN: xdsl-opt %s -p llvm-inline | grep -c "alloca .* x !llvm.array<7 x i32>" | filecheck %s --check-prefix=SEVEN
// RUN: xdsl-opt %s -p llvm-inline | grep -c "alloca .* x !llvm.array<4 x f32>" | filecheck %s --check-prefix=FOUR
// RUN: xdsl-opt %s -p llvm-inline | grep -c "alloca .* x !llvm.array<2 x i32>" | filecheck %s --check-prefix=TWO
// Three calls of @reduce (two slots each) and the caller's own: 3 slots, not 7; two calls of
// @other: 1 slot; @constant's slots are not shared: 2.
// SEVEN: {{^}}3{{$}}
// FOUR: {{^}}1{{$}}
// TWO: {{^}}2{{$}}

// CHECK-LABEL: llvm.func @kernel
// CHECK:       llvm.alloca {{.*}} x !llvm.array<2 x i32>
// CHECK:       llvm.alloca {{.*}} x !llvm.array<2 x i32>
// CHECK:       llvm.alloca {{.*}} x !llvm.array<4 x f32>
// CHECK:       llvm.alloca {{.*}} x !llvm.array<7 x i32>
// CHECK:       llvm.alloca {{.*}} x !llvm.array<7 x i32>
// CHECK:       %own = llvm.alloca {{.*}} x !llvm.array<7 x i32>
// CHECK-NOT:   llvm.alloca
// CHECK-NOT:   llvm.call

// Two run-time-indexed slots of one type: both needed within one call.
llvm.func internal @reduce(%i: i64, %v: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.array<7 x i32> : (i32) -> !llvm.ptr
  %b = llvm.alloca %one x !llvm.array<7 x i32> : (i32) -> !llvm.ptr
  %pa = llvm.getelementptr %a[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<7 x i32>
  llvm.store %v, %pa : i32, !llvm.ptr
  %pb = llvm.getelementptr %b[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<7 x i32>
  llvm.store %v, %pb : i32, !llvm.ptr
  %r = llvm.load %pa : !llvm.ptr -> i32
  llvm.return %r : i32
}

llvm.func internal @other(%i: i64, %v: f32) -> f32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.array<4 x f32> : (i32) -> !llvm.ptr
  %pa = llvm.getelementptr %a[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x f32>
  llvm.store %v, %pa : f32, !llvm.ptr
  %r = llvm.load %pa : !llvm.ptr -> f32
  llvm.return %r : f32
}

// Indexed by constants only: llvm-sroa's, not shared.
llvm.func internal @constant(%v: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  %pa = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
  llvm.store %v, %pa : i32, !llvm.ptr
  %r = llvm.load %pa : !llvm.ptr -> i32
  llvm.return %r : i32
}

llvm.func @kernel(%i: i64, %v: i32, %f: f32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %one = llvm.mlir.constant(1 : i32) : i32
  %own = llvm.alloca %one x !llvm.array<7 x i32> : (i32) -> !llvm.ptr
  %po = llvm.getelementptr %own[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<7 x i32>
  llvm.store %v, %po : i32, !llvm.ptr
  %r1 = llvm.call @reduce(%i, %v) : (i64, i32) -> i32
  %r2 = llvm.call @reduce(%i, %r1) : (i64, i32) -> i32
  %r3 = llvm.call @reduce(%i, %r2) : (i64, i32) -> i32
  %f1 = llvm.call @other(%i, %f) : (i64, f32) -> f32
  %f2 = llvm.call @other(%i, %f1) : (i64, f32) -> f32
  %c1 = llvm.call @constant(%r3) : (i32) -> i32
  %c2 = llvm.call @constant(%c1) : (i32) -> i32
  %l = llvm.load %po : !llvm.ptr -> i32
  %s = llvm.add %c2, %l : i32
  llvm.store %s, %out : i32, !llvm.ptr<1>
  llvm.store %f2, %out : f32, !llvm.ptr<1>
  llvm.return
}
