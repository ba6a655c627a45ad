// RUN: xdsl-opt %s -p lower-aggr-copies --split-input-file | filecheck %s

// memcpy of unknown length: a loop over the widest chunk both alignments allow (8 bytes here,
// through `srcptr`/`dstptr`), guarded against zero trips, then a byte loop over the remainder
// (`remsrc`/`remdst`). Loop counters are block arguments. LLVM copies all of it byte by byte.

// CHECK-LABEL: llvm.func @dynamic(%d: !llvm.ptr<1> {llvm.align = 8 : i64}, %s: !llvm.ptr<1> {llvm.align = 16 : i64}, %n: i32) {
// CHECK-NEXT:    %[[N:.*]] = llvm.zext %n : i32 to i64
// CHECK-NEXT:    %[[MASK:.*]] = llvm.mlir.constant(-8) : i64
// CHECK-NEXT:    %[[MAIN:.*]] = llvm.and %[[N]], %[[MASK]] : i64
// CHECK-NEXT:    %[[ZERO:.*]] = llvm.mlir.constant(0) : i64
// CHECK-NEXT:    %[[STEP:.*]] = llvm.mlir.constant(8) : i64
// CHECK-NEXT:    %[[ENTER:.*]] = llvm.icmp "ult" %[[ZERO]], %[[MAIN]] : i64
// CHECK-NEXT:    llvm.cond_br %[[ENTER]], ^[[LOOP:.*]](%[[ZERO]] : i64), ^[[AFTER:.*]]
// CHECK-NEXT:  ^[[LOOP]](%index: i64):
// CHECK-NEXT:    %srcptr = llvm.getelementptr inbounds %s[%index] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    %[[V:.*]] = llvm.load %srcptr {alignment = 8 : i64} : !llvm.ptr<1> -> i64
// CHECK-NEXT:    %dstptr = llvm.getelementptr inbounds %d[%index] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    llvm.store %[[V]], %dstptr {alignment = 8 : i64} : i64, !llvm.ptr<1>
// CHECK-NEXT:    %[[NEXT:.*]] = llvm.add %index, %[[STEP]] : i64
// CHECK-NEXT:    %[[MORE:.*]] = llvm.icmp "ult" %[[NEXT]], %[[MAIN]] : i64
// CHECK-NEXT:    llvm.cond_br %[[MORE]], ^[[LOOP]](%[[NEXT]] : i64), ^[[AFTER]]
// CHECK-NEXT:  ^[[AFTER]]:
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1) : i64
// CHECK-NEXT:    %[[REM:.*]] = llvm.icmp "ult" %[[MAIN]], %[[N]] : i64
// CHECK-NEXT:    llvm.cond_br %[[REM]], ^[[BYTES:.*]](%[[MAIN]] : i64), ^[[DONE:.*]]
// CHECK-NEXT:  ^[[BYTES]](%index_1: i64):
// CHECK-NEXT:    %remsrc = llvm.getelementptr inbounds %s[%index_1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    %[[B:.*]] = llvm.load %remsrc {alignment = 1 : i64} : !llvm.ptr<1> -> i8
// CHECK-NEXT:    %remdst = llvm.getelementptr inbounds %d[%index_1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    llvm.store %[[B]], %remdst {alignment = 1 : i64} : i8, !llvm.ptr<1>
// CHECK-NEXT:    %[[NEXT1:.*]] = llvm.add %index_1, %[[ONE]] : i64
// CHECK-NEXT:    %[[MORE1:.*]] = llvm.icmp "ult" %[[NEXT1]], %[[N]] : i64
// CHECK-NEXT:    llvm.cond_br %[[MORE1]], ^[[BYTES]](%[[NEXT1]] : i64), ^[[DONE]]
// CHECK-NEXT:  ^[[DONE]]:
// CHECK-NEXT:    llvm.br ^[[CONT:.*]]
// CHECK-NEXT:  ^[[CONT]]:
// CHECK-NEXT:    llvm.return
llvm.func @dynamic(%d: !llvm.ptr<1> {llvm.align = 8 : i64}, %s: !llvm.ptr<1> {llvm.align = 16 : i64}, %n: i32) {
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr<1>, !llvm.ptr<1>, i32) -> ()
  llvm.return
}

// -----

// A constant length over max-aggr-copy-size (300 = 37 * 8 + 4): the chunk loop runs a known,
// non-zero number of times (no guard) and the 4-byte tail is straight-line code.

// CHECK-LABEL: llvm.func @large(%d: !llvm.ptr {llvm.align = 8 : i64}, %s: !llvm.ptr {llvm.align = 8 : i64}) {
// CHECK-NEXT:    %len = llvm.mlir.constant(300) : i64
// CHECK-NEXT:    %[[MAIN:.*]] = llvm.mlir.constant(296) : i64
// CHECK-NEXT:    %[[ZERO:.*]] = llvm.mlir.constant(0) : i64
// CHECK-NEXT:    %[[STEP:.*]] = llvm.mlir.constant(8) : i64
// CHECK-NEXT:    llvm.br ^[[LOOP:.*]](%[[ZERO]] : i64)
// CHECK-NEXT:  ^[[LOOP]](%index: i64):
// CHECK:         llvm.load %srcptr {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK:         llvm.cond_br %{{.*}}, ^[[LOOP]](%{{.*}} : i64), ^[[AFTER:.*]]
// CHECK-NEXT:  ^[[AFTER]]:
// CHECK-NEXT:    %remsrc = llvm.getelementptr inbounds %s[296] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    %[[T:.*]] = llvm.load %remsrc {alignment = 8 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:    %remdst = llvm.getelementptr inbounds %d[296] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %[[T]], %remdst {alignment = 8 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    llvm.br
llvm.func @large(%d: !llvm.ptr {llvm.align = 8 : i64}, %s: !llvm.ptr {llvm.align = 8 : i64}) {
  %len = llvm.mlir.constant(300 : i64) : i64
  "llvm.intr.memcpy"(%d, %s, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}

// -----

// memmove of unknown length picks its direction at run time: when src < dst it copies
// backward (the byte tail first, then the chunks, from the top down), otherwise forward.

// CHECK-LABEL: llvm.func @memmove(%d: !llvm.ptr {llvm.align = 4 : i64}, %s: !llvm.ptr<1> {llvm.align = 4 : i64}, %n: i64) {
// CHECK:         %[[GS:.*]] = llvm.addrspacecast %s : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT:    %[[IS:.*]] = llvm.ptrtoint %[[GS]] : !llvm.ptr to i64
// CHECK-NEXT:    %[[ID:.*]] = llvm.ptrtoint %d : !llvm.ptr to i64
// CHECK-NEXT:    %[[BWD:.*]] = llvm.icmp "ult" %[[IS]], %[[ID]] : i64
// CHECK-NEXT:    llvm.cond_br %[[BWD]], ^[[BACK:.*]], ^[[FWD:.*]]
// CHECK-NEXT:  ^[[BACK]]:
// CHECK:         llvm.icmp "ugt" %n,
// CHECK:         %remsrc = llvm.getelementptr
// CHECK:         llvm.load %remsrc {alignment = 1 : i64} : !llvm.ptr<1> -> i8
// CHECK:         %srcptr = llvm.getelementptr
// CHECK:         llvm.load %srcptr {alignment = 4 : i64} : !llvm.ptr<1> -> i32
// CHECK:       ^[[FWD]]:
// CHECK:         %srcptr_1 = llvm.getelementptr
// CHECK:         llvm.load %srcptr_1 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
// CHECK:         %remsrc_1 = llvm.getelementptr
// CHECK:         llvm.load %remsrc_1 {alignment = 1 : i64} : !llvm.ptr<1> -> i8
llvm.func @memmove(%d: !llvm.ptr {llvm.align = 4 : i64}, %s: !llvm.ptr<1> {llvm.align = 4 : i64}, %n: i64) {
  "llvm.intr.memmove"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr<1>, i64) -> ()
  llvm.return
}

// -----

// memset of unknown length: the splat chunk is computed once before the loop; the tail stores
// the byte through `i8dst`. The unrolled-stores limit sends a small copy to a loop too.

// CHECK-LABEL: llvm.func @memset(%d: !llvm.ptr {llvm.align = 2 : i64}, %v: i8, %n: i64) {
// CHECK:         %splat = llvm.mul %{{.*}}, %{{.*}} : i16
// CHECK:         %dstptr = llvm.getelementptr inbounds %d[%index] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %splat, %dstptr {alignment = 2 : i64} : i16, !llvm.ptr
// CHECK:         %i8dst = llvm.getelementptr inbounds %d[%index_1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %v, %i8dst {alignment = 1 : i64} : i8, !llvm.ptr
llvm.func @memset(%d: !llvm.ptr {llvm.align = 2 : i64}, %v: i8, %n: i64) {
  "llvm.intr.memset"(%d, %v, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}

// -----

// Global and shared memory never overlap: a memmove between them is a plain forward copy.

// CHECK-LABEL: llvm.func @memmove_disjoint(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>, %n: i64) {
// CHECK-NOT:     llvm.ptrtoint
// CHECK-NOT:     "ugt"
// CHECK:         llvm.return
llvm.func @memmove_disjoint(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>, %n: i64) {
  "llvm.intr.memmove"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr<3>, !llvm.ptr<1>, i64) -> ()
  llvm.return
}
