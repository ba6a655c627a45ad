// llvm-stack-coloring: slots whose `lifetime.start`..`lifetime.end` ranges never overlap share
// one slot (the largest, aligned for all); a slot live across another's range, one without
// markers, one accessed outside its range and one whose address leaves through a block
// argument keep their own. The frame through the whole pipeline: frame.mlir.
// RUN: xdsl-opt %s -p llvm-stack-coloring --split-input-file | filecheck %s

llvm.func @use(!llvm.ptr)

// Two scopes one after the other: %b takes %a's slot (the larger, 8-aligned); %c is live over
// both and keeps its own.
// CHECK-LABEL: llvm.func @scopes
// CHECK:         %[[A:.*]] = llvm.alloca %{{.*}} x !llvm.array<6 x i32> {alignment = 8 : i64}
// CHECK-NEXT:    %[[C:.*]] = llvm.alloca %{{.*}} x !llvm.array<4 x i32>
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.intr.lifetime.start %[[A]]
// CHECK:         llvm.call @use(%[[A]])
// CHECK:         llvm.intr.lifetime.end %[[A]]
// CHECK:         llvm.intr.lifetime.start %[[A]]
// CHECK:         llvm.call @use(%[[A]])
llvm.func @scopes(%n: i32) attributes {nvvm.kernel} {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.array<6 x i32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %c = llvm.alloca %one x !llvm.array<4 x i32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %b = llvm.alloca %one x !llvm.array<2 x i64> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start %c : !llvm.ptr
  llvm.intr.lifetime.start %a : !llvm.ptr
  llvm.call @use(%a) : (!llvm.ptr) -> ()
  llvm.intr.lifetime.end %a : !llvm.ptr
  llvm.intr.lifetime.start %b : !llvm.ptr
  llvm.call @use(%b) : (!llvm.ptr) -> ()
  %g = llvm.getelementptr %b[1] : (!llvm.ptr) -> !llvm.ptr, i64
  %v = llvm.load %g : !llvm.ptr -> i64
  llvm.intr.lifetime.end %b : !llvm.ptr
  llvm.call @use(%c) : (!llvm.ptr) -> ()
  llvm.intr.lifetime.end %c : !llvm.ptr
  llvm.return
}

// -----

llvm.func @use(!llvm.ptr)

// Ranges in the two arms of a branch never meet: one slot. A slot started before the branch
// and ended after the join is live in both arms.
// CHECK-LABEL: llvm.func @arms
// CHECK-COUNT-2: llvm.alloca
// CHECK-NOT:     llvm.alloca
llvm.func @arms(%c: i1) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %x = llvm.alloca %one x !llvm.array<5 x i32> : (i32) -> !llvm.ptr
  %y = llvm.alloca %one x !llvm.array<3 x i32> : (i32) -> !llvm.ptr
  %z = llvm.alloca %one x !llvm.array<3 x i32> : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start %z : !llvm.ptr
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.intr.lifetime.start %x : !llvm.ptr
  llvm.call @use(%x) : (!llvm.ptr) -> ()
  llvm.intr.lifetime.end %x : !llvm.ptr
  llvm.br ^join
^b:
  llvm.intr.lifetime.start %y : !llvm.ptr
  llvm.call @use(%y) : (!llvm.ptr) -> ()
  llvm.intr.lifetime.end %y : !llvm.ptr
  llvm.br ^join
^join:
  llvm.call @use(%z) : (!llvm.ptr) -> ()
  llvm.intr.lifetime.end %z : !llvm.ptr
  llvm.return
}

// -----

llvm.func @use(!llvm.ptr)

// A loop body's slot started and ended each iteration shares with a slot used after the loop;
// a slot whose range covers the back edge (started before the loop) does not.
// CHECK-LABEL: llvm.func @loop
// CHECK-COUNT-2: llvm.alloca
// CHECK-NOT:     llvm.alloca
llvm.func @loop(%n: i32) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %body = llvm.alloca %one x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %after = llvm.alloca %one x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %across = llvm.alloca %one x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start %across : !llvm.ptr
  llvm.br ^head(%zero : i32)
^head(%i: i32):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^step, ^exit
^step:
  llvm.intr.lifetime.start %body : !llvm.ptr
  llvm.call @use(%body) : (!llvm.ptr) -> ()
  llvm.call @use(%across) : (!llvm.ptr) -> ()
  llvm.intr.lifetime.end %body : !llvm.ptr
  %next = llvm.add %i, %one : i32
  llvm.br ^head(%next : i32)
^exit:
  llvm.intr.lifetime.end %across : !llvm.ptr
  llvm.intr.lifetime.start %after : !llvm.ptr
  llvm.call @use(%after) : (!llvm.ptr) -> ()
  llvm.intr.lifetime.end %after : !llvm.ptr
  llvm.return
}

// -----

llvm.func @use(!llvm.ptr)

// Kept apart: %early is used before its lifetime starts; %nomark has no markers; %flows leaves
// through a block argument.
// CHECK-LABEL: llvm.func @kept
// CHECK-COUNT-4: llvm.alloca
llvm.func @kept() {
  %one = llvm.mlir.constant(1 : i32) : i32
  %early = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %nomark = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %flows = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %other = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.call @use(%early) : (!llvm.ptr) -> ()
  llvm.intr.lifetime.start %early : !llvm.ptr
  llvm.intr.lifetime.end %early : !llvm.ptr
  llvm.call @use(%nomark) : (!llvm.ptr) -> ()
  llvm.intr.lifetime.start %flows : !llvm.ptr
  llvm.br ^next(%flows : !llvm.ptr)
^next(%p: !llvm.ptr):
  llvm.call @use(%p) : (!llvm.ptr) -> ()
  llvm.intr.lifetime.end %flows : !llvm.ptr
  llvm.intr.lifetime.start %other : !llvm.ptr
  llvm.call @use(%other) : (!llvm.ptr) -> ()
  llvm.intr.lifetime.end %other : !llvm.ptr
  llvm.return
}
