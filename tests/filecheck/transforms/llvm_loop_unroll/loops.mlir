// llvm-loop-unroll fully unrolls counted loops that ask for it (CuTe's `unroll full`) or index
// a stack slot, folding the induction variable into constant GEP indices for llvm-sroa.
// RUN: xdsl-opt %s -p llvm-loop-unroll --split-input-file | filecheck %s

// A register fragment filled by an annotated loop: three iterations, straight-line code in the
// preheader, constant indices, the header's value after the loop is the last copy's.
// CHECK-LABEL: llvm.func @full
// CHECK:         %[[FRAG:.*]] = llvm.alloca
// CHECK-NOT:     ^bb
// CHECK:         llvm.getelementptr %[[FRAG]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x f32>
// CHECK-NEXT:    llvm.store %x, %{{.*}} : f32, !llvm.ptr
// CHECK-NOT:     ^bb
// CHECK:         llvm.getelementptr %[[FRAG]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x f32>
// CHECK-NOT:     ^bb
// CHECK:         llvm.getelementptr %[[FRAG]][0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x f32>
// CHECK-NOT:     ^bb
// CHECK:         %[[LAST:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NOT:     ^bb
// CHECK:         llvm.store %[[LAST]], %out : i32, !llvm.ptr
// CHECK-NEXT:    llvm.return
llvm.func @full(%x: f32, %out: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %frag = llvm.alloca %c1 x !llvm.array<3 x f32> : (i32) -> !llvm.ptr
  llvm.br ^header(%c0 : i32)
^header(%i: i32):
  %more = llvm.icmp "slt" %i, %c3 : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %p = llvm.getelementptr %frag[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<3 x f32>
  llvm.store %x, %p : f32, !llvm.ptr
  %next = llvm.add %i, %c1 : i32
  llvm.br ^header(%next : i32) {loop_annotation = #llvm.loop_annotation<unroll = <full = true>>}
^exit:
  llvm.store %i, %out : i32, !llvm.ptr
  llvm.return
}

// -----

// A loop that never runs leaves the header's test and the exit branch only.
// CHECK-LABEL: llvm.func @zero_trips
// CHECK-NOT:     llvm.store %x
// CHECK:         llvm.store %c5, %out
// CHECK-NEXT:    llvm.return
llvm.func @zero_trips(%x: f32, %out: !llvm.ptr) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %frag = llvm.alloca %c1 x !llvm.array<8 x f32> : (i32) -> !llvm.ptr
  llvm.br ^header(%c5 : i32)
^header(%i: i32):
  %more = llvm.icmp "ult" %i, %c5 : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %p = llvm.getelementptr %frag[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<8 x f32>
  llvm.store %x, %p : f32, !llvm.ptr
  %next = llvm.add %i, %c1 : i32
  llvm.br ^header(%next : i32)
^exit:
  llvm.store %i, %out : i32, !llvm.ptr
  llvm.return
}

// -----

// Left alone: `unroll disable`; a loop with an exit in its body; a loop that indexes no stack
// slot and asks for nothing; a run-time bound.
// CHECK-LABEL: llvm.func @disabled
// CHECK:         llvm.cond_br
// CHECK:         llvm.br ^{{.*}}(%{{.*}} : i32) {loop_annotation
llvm.func @disabled(%x: f32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %frag = llvm.alloca %c1 x !llvm.array<4 x f32> : (i32) -> !llvm.ptr
  llvm.br ^header(%c0 : i32)
^header(%i: i32):
  %more = llvm.icmp "slt" %i, %c4 : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %p = llvm.getelementptr %frag[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x f32>
  llvm.store %x, %p : f32, !llvm.ptr
  %next = llvm.add %i, %c1 : i32
  llvm.br ^header(%next : i32) {loop_annotation = #llvm.loop_annotation<unroll = <disable = true>>}
^exit:
  llvm.return
}

// CHECK-LABEL: llvm.func @early_exit
// CHECK:         llvm.cond_br %more{{.*}}
// CHECK:         llvm.cond_br %stop{{.*}}
llvm.func @early_exit(%x: f32, %flags: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %frag = llvm.alloca %c1 x !llvm.array<4 x f32> : (i32) -> !llvm.ptr
  llvm.br ^header(%c0 : i32)
^header(%i: i32):
  %more = llvm.icmp "slt" %i, %c4 : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %p = llvm.getelementptr %frag[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x f32>
  llvm.store %x, %p : f32, !llvm.ptr
  %f = llvm.load %flags : !llvm.ptr -> i1
  %next = llvm.add %i, %c1 : i32
  %stop = llvm.icmp "eq" %f, %f : i1
  llvm.cond_br %stop, ^exit, ^header(%next : i32) {loop_annotation = #llvm.loop_annotation<unroll = <full = true>>}
^exit:
  llvm.return
}

// CHECK-LABEL: llvm.func @no_slot
// CHECK:         llvm.cond_br %more{{.*}}
llvm.func @no_slot(%x: f32, %q: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %frag = llvm.alloca %c1 x !llvm.array<4 x f32> : (i32) -> !llvm.ptr
  llvm.br ^header(%c0 : i32)
^header(%i: i32):
  %more = llvm.icmp "slt" %i, %c4 : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %p = llvm.getelementptr %q[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  llvm.store %x, %p : f32, !llvm.ptr
  %next = llvm.add %i, %c1 : i32
  llvm.br ^header(%next : i32)
^exit:
  llvm.return
}

// CHECK-LABEL: llvm.func @runtime_bound
// CHECK:         llvm.cond_br %more{{.*}}
llvm.func @runtime_bound(%x: f32, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %frag = llvm.alloca %c1 x !llvm.array<4 x f32> : (i32) -> !llvm.ptr
  llvm.br ^header(%c0 : i32)
^header(%i: i32):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %p = llvm.getelementptr %frag[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x f32>
  llvm.store %x, %p : f32, !llvm.ptr
  %next = llvm.add %i, %c1 : i32
  llvm.br ^header(%next : i32) {loop_annotation = #llvm.loop_annotation<unroll = <full = true>>}
^exit:
  llvm.return
}
