// llvm-lsr: pointers a loop advances by the same constant become start + the iteration count
// (from the loop's counter) times the step in bytes; their block arguments go.
// RUN: xdsl-opt %s -p llvm-lsr --split-input-file | filecheck %s

// CHECK-LABEL: llvm.func @two_pointers
// CHECK:       llvm.br ^[[LOOP:.*]](%[[ZERO:.*]], %s : i32, !llvm.ptr)
// CHECK-NEXT:  ^[[LOOP]](%i: i32, %s2: !llvm.ptr):
// CHECK-NEXT:    %[[K:.*]] = llvm.zext %i : i32 to i64
// CHECK-NEXT:    %[[SHIFT:.*]] = llvm.mlir.constant(4) : i64
// CHECK-NEXT:    %[[OFF:.*]] = llvm.shl %[[K]], %[[SHIFT]] : i64
// CHECK-NEXT:    %more = llvm.icmp "slt" %i, %n : i32
// CHECK-NEXT:    llvm.cond_br %more, ^[[BODY:.*]], ^[[EXIT:.*]]
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    %[[A:.*]] = llvm.getelementptr %a[%[[OFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:    %x = llvm.load %[[A]] : !llvm.ptr -> f32
// CHECK-NEXT:    %[[B:.*]] = llvm.getelementptr %b[%[[OFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %x, %[[B]] : f32, !llvm.ptr
// CHECK-NEXT:    llvm.store %x, %s2 : f32, !llvm.ptr
// CHECK-NEXT:    %s3 = llvm.getelementptr %s2[%stride] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT:    %i2 = llvm.add %i, %one : i32
// CHECK-NEXT:    llvm.br ^[[LOOP]](%i2, %s3 : i32, !llvm.ptr)
llvm.func @two_pointers(%a: !llvm.ptr, %b: !llvm.ptr, %s: !llvm.ptr, %n: i32, %stride: i32) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %four = llvm.mlir.constant(4 : i32) : i32
  llvm.br ^loop(%zero, %a, %b, %s : i32, !llvm.ptr, !llvm.ptr, !llvm.ptr)
^loop(%i: i32, %a2: !llvm.ptr, %b2: !llvm.ptr, %s2: !llvm.ptr):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %x = llvm.load %a2 : !llvm.ptr -> f32
  llvm.store %x, %b2 : f32, !llvm.ptr
  llvm.store %x, %s2 : f32, !llvm.ptr
  %a3 = llvm.getelementptr %a2[4] : (!llvm.ptr) -> !llvm.ptr, f32
  %b3 = llvm.getelementptr %b2[%four] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %s3 = llvm.getelementptr %s2[%stride] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %i2 = llvm.add %i, %one : i32
  llvm.br ^loop(%i2, %a3, %b3, %s3 : i32, !llvm.ptr, !llvm.ptr, !llvm.ptr)
^exit:
  llvm.return
}

// -----

// A counter starting elsewhere is rebased; a step that is no power of two is a multiply.
// CHECK-LABEL: llvm.func @rebased
// CHECK:       ^[[LOOP:.*]](%i: i32):
// CHECK-NEXT:    %[[D:.*]] = llvm.sub %i, %start : i32
// CHECK-NEXT:    %[[K:.*]] = llvm.zext %[[D]] : i32 to i64
// CHECK-NEXT:    %[[BYTES:.*]] = llvm.mlir.constant(-12) : i64
// CHECK-NEXT:    %[[OFF:.*]] = llvm.mul %[[K]], %[[BYTES]] : i64
// CHECK-NEXT:    %more = llvm.icmp "ugt" %n, %i : i32
llvm.func @rebased(%a: !llvm.ptr, %b: !llvm.ptr, %start: i32, %n: i32) {
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%start, %a, %b : i32, !llvm.ptr, !llvm.ptr)
^loop(%i: i32, %a2: !llvm.ptr, %b2: !llvm.ptr):
  %more = llvm.icmp "ugt" %n, %i : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %x = llvm.load %a2 : !llvm.ptr -> i32
  llvm.store %x, %b2 : i32, !llvm.ptr
  %a3 = llvm.getelementptr %a2[-3] : (!llvm.ptr) -> !llvm.ptr, i32
  %b3 = llvm.getelementptr %b2[-3] : (!llvm.ptr) -> !llvm.ptr, i32
  %i2 = llvm.add %one, %i : i32
  llvm.br ^loop(%i2, %a3, %b3 : i32, !llvm.ptr, !llvm.ptr)
^exit:
  llvm.return
}

// -----

// Left alone: the exit test is not on the counter (which could then wrap).
// CHECK-LABEL: llvm.func @untouched
// CHECK:       (%i: i32, %a2: !llvm.ptr, %b2: !llvm.ptr):
// CHECK-NOT:     llvm.zext
llvm.func @untouched(%a: !llvm.ptr, %b: !llvm.ptr, %n: i32, %flag: i1) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%zero, %a, %b : i32, !llvm.ptr, !llvm.ptr)
^loop(%i: i32, %a2: !llvm.ptr, %b2: !llvm.ptr):
  %x = llvm.load %a2 : !llvm.ptr -> i32
  %more = llvm.icmp "ne" %x, %n : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  llvm.store %x, %b2 : i32, !llvm.ptr
  %a3 = llvm.getelementptr %a2[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %b3 = llvm.getelementptr %b2[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %i2 = llvm.add %i, %one : i32
  llvm.br ^loop(%i2, %a3, %b3 : i32, !llvm.ptr, !llvm.ptr)
^exit:
  llvm.return
}

// -----

// Left alone: pointers with different steps (no group of two).
// CHECK-LABEL: llvm.func @lone
// CHECK:       (%i: i32, %a2: !llvm.ptr, %b2: !llvm.ptr):
// CHECK-NOT:     llvm.zext
llvm.func @lone(%a: !llvm.ptr, %b: !llvm.ptr, %n: i32) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%zero, %a, %b : i32, !llvm.ptr, !llvm.ptr)
^loop(%i: i32, %a2: !llvm.ptr, %b2: !llvm.ptr):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %x = llvm.load %a2 : !llvm.ptr -> i32
  llvm.store %x, %b2 : i32, !llvm.ptr
  %a3 = llvm.getelementptr %a2[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %b3 = llvm.getelementptr %b2[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %i2 = llvm.add %i, %one : i32
  llvm.br ^loop(%i2, %a3, %b3 : i32, !llvm.ptr, !llvm.ptr)
^exit:
  llvm.return
}
