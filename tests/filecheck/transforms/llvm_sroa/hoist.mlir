// llvm-sroa first moves constant-count allocas of blocks that run at most once into the entry
// block (xDSL's cf.assert lowering splits the block a private array is allocated in), so they
// are fixed frame slots; an alloca in a loop gets fresh memory per iteration and stays.
// RUN: xdsl-opt %s -p llvm-sroa --split-input-file | filecheck %s

// The hoisted slot is then split: one f32 slice, allocated on entry.
// CHECK-LABEL: llvm.func @after_split
// CHECK:         %[[SLICE:.*]] = llvm.alloca %{{.*}} x f32
// CHECK-NEXT:    llvm.cond_br
// CHECK:       ^bb1:
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.store %v, %[[SLICE]]
// CHECK:         llvm.return
llvm.func @after_split(%c: i1, %v: f32) -> f32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %n = llvm.mlir.constant(4 : i32) : i32
  %a = llvm.alloca %n x f32 : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[2] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.store %v, %p : f32, !llvm.ptr
  %r = llvm.load %p : !llvm.ptr -> f32
  llvm.return %r : f32
^bb2:
  llvm.return %v : f32
}

// -----

// CHECK-LABEL: llvm.func @in_loop
// CHECK:       ^bb1:
// CHECK:         llvm.alloca
llvm.func @in_loop(%c: i1, %v: f32) {
  llvm.br ^bb1
^bb1:
  %n = llvm.mlir.constant(4 : i32) : i32
  %a = llvm.alloca %n x f32 : (i32) -> !llvm.ptr
  llvm.call @use(%a) : (!llvm.ptr) -> ()
  llvm.cond_br %c, ^bb1, ^bb2
^bb2:
  llvm.return
}
llvm.func @use(!llvm.ptr)
