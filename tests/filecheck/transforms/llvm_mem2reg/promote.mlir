// llvm-mem2reg turns fixed stack slots read and written only by plain loads and stores of one
// type into SSA values, with block arguments where stores meet (pruned to live slots).
// RUN: xdsl-opt %s -p llvm-mem2reg --split-input-file | filecheck %s

// A diamond: the join gets one argument, each edge passes the value stored on it.
// CHECK-LABEL: llvm.func @diamond
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.cond_br %{{.*}}, ^[[A:.*]], ^[[JOIN:.*]](%zero : i32)
// CHECK:       ^[[A]]:
// CHECK-NEXT:    llvm.br ^[[JOIN]](%n : i32)
// CHECK:       ^[[JOIN]](%[[V:.*]]: i32):
// CHECK-NEXT:    llvm.store %[[V]], %out : i32, !llvm.ptr
llvm.func @diamond(%out: !llvm.ptr, %n: i32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.store %zero, %s : i32, !llvm.ptr
  %c = llvm.icmp "slt" %n, %zero : i32
  llvm.cond_br %c, ^a, ^join
^a:
  llvm.store %n, %s : i32, !llvm.ptr
  llvm.br ^join
^join:
  %v = llvm.load %s : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}

// -----

// A loop counter through a local-memory cast (memory-space-opt's form); the lifetime markers go.
// CHECK-LABEL: llvm.func @loop
// CHECK-NOT:     llvm.alloca
// CHECK-NOT:     lifetime
// CHECK:         llvm.br ^[[HEAD:.*]](%zero : i32)
// CHECK:       ^[[HEAD]](%[[I:.*]]: i32):
// CHECK:         %[[NEXT:.*]] = llvm.add %[[I]], %one : i32
// CHECK:         llvm.cond_br %{{.*}}, ^[[HEAD]](%[[NEXT]] : i32), ^{{.*}}
// CHECK-NOT:     llvm.load
llvm.func @loop(%out: !llvm.ptr, %n: i32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  %l = llvm.addrspacecast %s : !llvm.ptr to !llvm.ptr<5>
  "llvm.intr.lifetime.start"(%s) : (!llvm.ptr) -> ()
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.store %zero, %l : i32, !llvm.ptr<5>
  llvm.br ^head
^head:
  %i = llvm.load %l : !llvm.ptr<5> -> i32
  %p = llvm.getelementptr %out[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %i, %p : i32, !llvm.ptr
  %next = llvm.add %i, %one : i32
  llvm.store %next, %l : i32, !llvm.ptr<5>
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^head, ^exit
^exit:
  "llvm.intr.lifetime.end"(%s) : (!llvm.ptr) -> ()
  llvm.return
}

// -----

// A load no store reaches reads undef; a slot only stored to disappears.
// CHECK-LABEL: llvm.func @uninitialised
// CHECK-NEXT:    %[[U:.*]] = llvm.mlir.undef : f32
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.store %[[U]], %out : f32, !llvm.ptr
// CHECK-NEXT:    llvm.return
llvm.func @uninitialised(%out: !llvm.ptr, %x: i64) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %c1 x f32 : (i32) -> !llvm.ptr
  %t = llvm.alloca %c1 x i64 : (i32) -> !llvm.ptr
  llvm.store %x, %t : i64, !llvm.ptr
  %v = llvm.load %s : !llvm.ptr -> f32
  llvm.store %v, %out : f32, !llvm.ptr
  llvm.return
}

// -----

// Kept in memory: an escaping address, a volatile store, two types of different widths, a
// dynamic alloca, an offset.
// CHECK-LABEL: llvm.func @kept
// CHECK-COUNT-5: llvm.alloca
llvm.func @sink(!llvm.ptr)
llvm.func @kept(%out: !llvm.ptr, %n: i32, %f: f32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %escapes = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.call @sink(%escapes) : (!llvm.ptr) -> ()
  %volatile = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store volatile %n, %volatile : i32, !llvm.ptr
  %punned = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store %f, %punned : f32, !llvm.ptr
  %bits = llvm.load %punned : !llvm.ptr -> i16
  llvm.store %bits, %out : i16, !llvm.ptr
  %dynamic = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.store %n, %dynamic : i32, !llvm.ptr
  %pair = llvm.alloca %c1 x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  %second = llvm.getelementptr %pair[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
  llvm.store %n, %second : i32, !llvm.ptr
  llvm.return
}

// -----

// Every branch kind passes the value on: cond_br to one block twice, switch cases.
// CHECK-LABEL: llvm.func @switch
// CHECK:         llvm.switch %n : i32, ^[[D:.*]](%zero : i32) [
// CHECK-NEXT:      1: ^[[ONE:[^(]*]],
// CHECK-NEXT:      2: ^[[D]](%zero : i32)
// CHECK-NEXT:    ]
// CHECK:       ^[[ONE]]:
// CHECK-NEXT:    llvm.cond_br %{{.*}}, ^[[D]](%n : i32), ^[[D]](%n : i32)
// CHECK:       ^[[D]](%[[V:.*]]: i32):
llvm.func @switch(%out: !llvm.ptr, %n: i32, %c: i1) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.store %zero, %s : i32, !llvm.ptr
  llvm.switch %n : i32, ^d [
    1: ^one,
    2: ^d
  ]
^one:
  llvm.store %n, %s : i32, !llvm.ptr
  llvm.cond_br %c, ^d, ^d
^d:
  %v = llvm.load %s : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
