// A slot stored as a generic pointer and read back as an i64 (numba's array structs keep the
// data pointer this way) is promoted as a pointer, converted at the accesses of the other type.
// A pointer of another address space with an i64, or an i32 with a pointer, stays in memory.
// Integers and floats of one width (lower-aggr-copies copies a `{float, float}` through i32
// words) are promoted as the float, bitcast at the integer accesses; a value that went through
// such a cast comes back as it was.
// RUN: xdsl-opt %s -p llvm-mem2reg | filecheck %s

// CHECK-LABEL: llvm.func @punned
// CHECK-NOT:   llvm.alloca
// CHECK:       %[[I:.*]] = llvm.ptrtoint %p : !llvm.ptr to i64
// CHECK:       llvm.store %[[I]], %out
// CHECK:       %[[P:.*]] = llvm.inttoptr %n : i64 to !llvm.ptr
// CHECK:       llvm.return %[[P]]
llvm.func @punned(%p: !llvm.ptr, %n: i64, %out: !llvm.ptr<1>) -> !llvm.ptr {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %p, %slot : !llvm.ptr, !llvm.ptr
  %i = llvm.load %slot : !llvm.ptr -> i64
  llvm.store %i, %out : i64, !llvm.ptr<1>
  llvm.store %n, %slot : i64, !llvm.ptr
  %q = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  llvm.return %q : !llvm.ptr
}

// CHECK-LABEL: llvm.func @kept
// CHECK-COUNT-2: llvm.alloca
llvm.func @kept(%p: !llvm.ptr<3>, %v: i32, %out: !llvm.ptr<1>) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.store %p, %a : !llvm.ptr<3>, !llvm.ptr
  %i = llvm.load %a : !llvm.ptr -> i64
  llvm.store %i, %out : i64, !llvm.ptr<1>
  %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %b : i32, !llvm.ptr
  %q = llvm.load %b : !llvm.ptr -> !llvm.ptr
  llvm.store %q, %out : !llvm.ptr, !llvm.ptr<1>
  llvm.return
}

// A slot's address kept in another slot through an i64 (numba's range iterators: the state
// struct is copied as integers): the round trip is the address itself, so once the outer slot
// is promoted the inner one is promoted too, in a second round.
// CHECK-LABEL: llvm.func @round_trip
// CHECK-NOT:   llvm.alloca
// CHECK-NOT:   llvm.ptrtoint
// CHECK:       llvm.return %v
llvm.func @round_trip(%v: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %inner = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %outer = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %inner, %outer : !llvm.ptr, !llvm.ptr
  %i = llvm.load %outer : !llvm.ptr -> i64
  llvm.store %i, %outer : i64, !llvm.ptr
  %p = llvm.load %outer : !llvm.ptr -> !llvm.ptr
  llvm.store %v, %p : i64, !llvm.ptr
  %r = llvm.load %inner : !llvm.ptr -> i64
  llvm.return %r : i64
}

// A pointer copied through two punned slots as an i64 word (numba copies its range iterators,
// which hold pointers to their counters, this way) comes back as itself: no inttoptr(ptrtoint)
// round trip, and the cast the copy left unused is gone, so the counter's own slot is promoted
// by the next round (llvm-sroa and llvm-mem2reg run twice in lower-to-ptx).
// CHECK-LABEL: llvm.func @copied_pointer
// CHECK-NOT:   llvm.ptrtoint
// CHECK-NOT:   llvm.inttoptr
// CHECK:       llvm.load %counter : !llvm.ptr -> i64
llvm.func @copied_pointer(%counter: !llvm.ptr) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  %b = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %counter, %a : !llvm.ptr, !llvm.ptr
  %word = llvm.load %a : !llvm.ptr -> i64
  llvm.store %word, %b : i64, !llvm.ptr
  %q = llvm.load %b : !llvm.ptr -> !llvm.ptr
  %v = llvm.load %q : !llvm.ptr -> i64
  llvm.return %v : i64
}

// CHECK-LABEL: llvm.func @same_width
// CHECK-NOT:   llvm.alloca
// CHECK:       %[[B:.*]] = llvm.bitcast %f : f32 to i32
// CHECK:       llvm.store %[[B]], %out
// CHECK:       %[[D:.*]] = llvm.bitcast %wide_n{{.*}} : i64 to f64
// CHECK:       llvm.insertvalue %[[D]]
// CHECK:       llvm.insertvalue %f,
llvm.func @same_width(%f: f32, %wide_n: i64, %out: !llvm.ptr<1>) -> !llvm.struct<(f64, f32)> {
  %one = llvm.mlir.constant(1 : i32) : i32
  %word = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %copy = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %f, %word : f32, !llvm.ptr
  %bits = llvm.load %word : !llvm.ptr -> i32
  llvm.store %bits, %out : i32, !llvm.ptr<1>
  llvm.store %bits, %copy : i32, !llvm.ptr
  %back = llvm.load %copy : !llvm.ptr -> f32
  %wide = llvm.alloca %one x f64 : (i32) -> !llvm.ptr
  llvm.store %wide_n, %wide : i64, !llvm.ptr
  %d = llvm.load %wide : !llvm.ptr -> f64
  %u = llvm.mlir.undef : !llvm.struct<(f64, f32)>
  %r0 = llvm.insertvalue %d, %u[0] : !llvm.struct<(f64, f32)>
  %r1 = llvm.insertvalue %back, %r0[1] : !llvm.struct<(f64, f32)>
  llvm.return %r1 : !llvm.struct<(f64, f32)>
}

// Vectors of one total width with a scalar (CuTe's mma.sync operands: an ldmatrix word stored
// as i32, read back as vector<2xf16>) are promoted as the scalar, bitcast at the vector
// accesses; a vector of i1 has no byte layout and stays in memory, as a width mismatch does.
// CHECK-LABEL: llvm.func @vector_punned
// CHECK-NOT:   llvm.alloca
// CHECK:       %[[H:.*]] = llvm.bitcast %w : i32 to vector<2xf16>
// CHECK:       llvm.store %[[H]], %out
// CHECK:       %[[L:.*]] = llvm.bitcast %v{{.*}} : vector<4xi8> to i32
// CHECK:       %[[B:.*]] = llvm.bitcast %[[L]] : i32 to vector<2xi16>
// CHECK:       llvm.return %[[B]]
llvm.func @vector_punned(%w: i32, %v: vector<4xi8>, %out: !llvm.ptr<1>) -> vector<2xi16> {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %w, %slot : i32, !llvm.ptr
  %h = llvm.load %slot : !llvm.ptr -> vector<2xf16>
  llvm.store %h, %out : vector<2xf16>, !llvm.ptr<1>
  llvm.store %v, %slot : vector<4xi8>, !llvm.ptr
  %r = llvm.load %slot : !llvm.ptr -> vector<2xi16>
  llvm.return %r : vector<2xi16>
}

// CHECK-LABEL: llvm.func @vector_kept
// CHECK-COUNT-2: llvm.alloca
llvm.func @vector_kept(%w: i32, %m: vector<8xi1>, %out: !llvm.ptr<1>) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %w, %a : i32, !llvm.ptr
  %h = llvm.load %a : !llvm.ptr -> vector<4xf16>
  llvm.store %h, %out : vector<4xf16>, !llvm.ptr<1>
  %b = llvm.alloca %one x i8 : (i32) -> !llvm.ptr
  llvm.store %m, %b : vector<8xi1>, !llvm.ptr
  %c = llvm.load %b : !llvm.ptr -> i8
  llvm.store %c, %out : i8, !llvm.ptr<1>
  llvm.return
}
