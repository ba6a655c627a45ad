// llvm-sroa splits fixed aggregate slots accessed at constant offsets into one slot per slice;
// slots indexed at run time or whose address escapes stay whole.
// RUN: xdsl-opt %s -p llvm-sroa --split-input-file | filecheck %s

// A CuTe-style register fragment: an array indexed by constant GEPs, through a local cast.
// Slice 8 keeps the cast to local memory its accesses used; bytes 4..7 are never touched.
// CHECK-LABEL: llvm.func @fragment
// CHECK-DAG:     %[[S0:.*]] = llvm.alloca %{{.*}} x f32 {alignment = 16 : i64}
// CHECK-DAG:     %[[S8:.*]] = llvm.alloca %{{.*}} x f32 {alignment = 8 : i64}
// CHECK-DAG:     %[[L8:.*]] = llvm.addrspacecast %[[S8]] : !llvm.ptr to !llvm.ptr<5>
// CHECK-DAG:     %[[S12:.*]] = llvm.alloca %{{.*}} x i32 {alignment = 4 : i64}
// CHECK-NOT:     llvm.alloca
// CHECK-NOT:     llvm.getelementptr
// CHECK:         llvm.store %x, %[[S0]] : f32, !llvm.ptr
// CHECK-NEXT:    llvm.store %x, %[[L8]] : f32, !llvm.ptr<5>
// CHECK-NEXT:    llvm.store %n, %[[S12]] : i32, !llvm.ptr
// CHECK-NEXT:    %{{.*}} = llvm.load %[[L8]] : !llvm.ptr<5> -> f32
llvm.func @fragment(%out: !llvm.ptr, %x: f32, %n: i32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %frag = llvm.alloca %c1 x !llvm.array<4 x f32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %local = llvm.addrspacecast %frag : !llvm.ptr to !llvm.ptr<5>
  %e2 = llvm.getelementptr %local[0, 2] : (!llvm.ptr<5>) -> !llvm.ptr<5>, !llvm.array<4 x f32>
  %e3 = llvm.getelementptr %frag[12] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %x, %frag : f32, !llvm.ptr
  llvm.store %x, %e2 : f32, !llvm.ptr<5>
  llvm.store %n, %e3 : i32, !llvm.ptr
  %v = llvm.load %e2 : !llvm.ptr<5> -> f32
  llvm.store %v, %out : f32, !llvm.ptr
  llvm.return
}

// -----

// A struct with nested fields; a count of 2 makes the second element reachable.
// CHECK-LABEL: llvm.func @nested
// CHECK-DAG:     llvm.alloca %{{.*}} x i16 {alignment = 8 : i64}
// CHECK-DAG:     llvm.alloca %{{.*}} x f64 {alignment = 8 : i64}
// CHECK-DAG:     llvm.alloca %{{.*}} x i64 {alignment = 8 : i64}
// CHECK-NOT:     llvm.alloca
llvm.func @nested(%a: i16, %b: f64, %c: i64) {
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %s = llvm.alloca %c2 x !llvm.struct<(i16, struct<(f64, i64)>)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.store %a, %s : i16, !llvm.ptr
  %f = llvm.getelementptr %s[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i16, struct<(f64, i64)>)>
  llvm.store %b, %f : f64, !llvm.ptr
  %g = llvm.getelementptr %s[1, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i16, struct<(f64, i64)>)>
  llvm.store %c, %g : i64, !llvm.ptr
  llvm.return
}

// -----

// Stays whole: a run-time index over more than 8 elements, an escaping address, overlapping
// accesses off a common element grid (an i32 at byte 2 inside an i64), out of bounds.
// CHECK-LABEL: llvm.func @kept
// CHECK:         llvm.alloca %{{.*}} x !llvm.array<16 x i32>
// CHECK-COUNT-3: llvm.alloca %{{.*}} x !llvm.array<4 x i32>
llvm.func @sink(!llvm.ptr)
llvm.func @kept(%i: i32, %x: i32, %w: i64) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %dynamic = llvm.alloca %c1 x !llvm.array<16 x i32> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %dynamic[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<16 x i32>
  llvm.store %x, %p : i32, !llvm.ptr
  %escapes = llvm.alloca %c1 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %q = llvm.getelementptr %escapes[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.call @sink(%q) : (!llvm.ptr) -> ()
  %overlap = llvm.alloca %c1 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %r = llvm.getelementptr %overlap[2] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %x, %r : i32, !llvm.ptr
  llvm.store %w, %overlap : i64, !llvm.ptr
  %outside = llvm.alloca %c1 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %t = llvm.getelementptr %outside[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %x, %t : i32, !llvm.ptr
  llvm.return
}

// -----

// A vector slot written whole and read whole is one slice of its own type.
// CHECK-LABEL: llvm.func @vector
// CHECK:         llvm.alloca %{{.*}} x vector<4xf32>
llvm.func @vector(%v: vector<4xf32>, %out: !llvm.ptr) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %c1 x !llvm.struct<(i32, vector<4xf32>)> {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %f = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, vector<4xf32>)>
  llvm.store %v, %f : vector<4xf32>, !llvm.ptr
  %w = llvm.load %f : !llvm.ptr -> vector<4xf32>
  llvm.store %w, %out : vector<4xf32>, !llvm.ptr
  llvm.return
}
