// llvm-cse merges equal pure llvm ops across blocks when the first dominates the second (xDSL's
// cse stops at multi-block regions); loads and NVVM ops are never merged.
// RUN: xdsl-opt %s -p llvm-cse --split-input-file | filecheck %s
// Stock cse leaves a function with a loop alone:
// RUN: xdsl-opt %s -p cse --split-input-file | filecheck %s --check-prefix=STOCK

// CHECK-LABEL: llvm.func @across_blocks
// CHECK:         %[[A:.*]] = llvm.add %x, %y : i32
// CHECK-NEXT:    llvm.cond_br %c, ^[[THEN:.*]], ^[[ELSE:.*]]
// CHECK-NEXT:  ^[[THEN]]:
// CHECK-NEXT:    llvm.store %[[A]], %p : i32, !llvm.ptr
// CHECK-NEXT:    llvm.br ^[[JOIN:.*]]
// CHECK-NEXT:  ^[[ELSE]]:
// CHECK-NEXT:    %[[M:.*]] = llvm.mul %x, %y : i32
// CHECK-NEXT:    llvm.store %[[M]], %p : i32, !llvm.ptr
// CHECK-NEXT:    llvm.br ^[[JOIN]]
// CHECK-NEXT:  ^[[JOIN]]:
// A mul in a sibling block does not dominate the join: it stays.
// CHECK-NEXT:    %[[M2:.*]] = llvm.mul %x, %y : i32
// CHECK-NEXT:    llvm.store %[[M2]], %p : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store %[[A]], %p : i32, !llvm.ptr
// CHECK-NEXT:    llvm.return
// STOCK-LABEL: llvm.func @across_blocks
// STOCK-COUNT-3: llvm.add %x, %y
llvm.func @across_blocks(%x: i32, %y: i32, %c: i1, %p: !llvm.ptr) {
  %a = llvm.add %x, %y : i32
  llvm.cond_br %c, ^then, ^else
^then:
  %a2 = llvm.add %x, %y : i32
  llvm.store %a2, %p : i32, !llvm.ptr
  llvm.br ^join
^else:
  %m = llvm.mul %x, %y : i32
  llvm.store %m, %p : i32, !llvm.ptr
  llvm.br ^join
^join:
  %m2 = llvm.mul %x, %y : i32
  llvm.store %m2, %p : i32, !llvm.ptr
  %a3 = llvm.add %x, %y : i32
  llvm.store %a3, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// Two loads of one address with a store between them read different values: both stay.
// CHECK-LABEL: llvm.func @loads
// CHECK-COUNT-2: llvm.load %p
// CHECK-COUNT-2: nvvm.read.ptx.sreg.tid.x
llvm.func @loads(%p: !llvm.ptr, %v: i32) {
  %a = llvm.load %p : !llvm.ptr -> i32
  llvm.store %v, %p : i32, !llvm.ptr
  %b = llvm.load %p : !llvm.ptr -> i32
  %s = llvm.add %a, %b : i32
  llvm.store %s, %p : i32, !llvm.ptr
  %t1 = nvvm.read.ptx.sreg.tid.x : i32
  %t2 = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.add %t1, %t2 : i32
  llvm.store %t, %p : i32, !llvm.ptr
  llvm.return
}
