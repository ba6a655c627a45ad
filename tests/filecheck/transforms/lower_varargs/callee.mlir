// RUN: xdsl-opt %s -p lower-varargs --split-input-file | filecheck %s

// The callee keeps its variadic type. va_start stores the address of the trailing vararg array
// (a local-space pointer) into the va_list slot; each va_arg aligns that cursor up to the
// slot alignment, loads through !llvm.ptr<5> (ld.local) and stores the advanced cursor back.

// CHECK-LABEL: llvm.func @sum(%n: i32, ...) -> i64 {
// CHECK-NEXT:    %c1 = llvm.mlir.constant(1) : i64
// CHECK-NEXT:    %ap = llvm.alloca %c1 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:    %[[BASE:.*]] = nvvm.vararg.base : !llvm.ptr<5>
// CHECK-NEXT:    llvm.store %[[BASE]], %ap {alignment = 8 : i64} : !llvm.ptr<5>, !llvm.ptr
// i32: align 4, size 4
// CHECK-NEXT:    %[[CUR0:.*]] = llvm.load %ap {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr<5>
// CHECK-NEXT:    %[[INT0:.*]] = llvm.ptrtoint %[[CUR0]] : !llvm.ptr<5> to i64
// CHECK-NEXT:    %[[BUMP0:.*]] = llvm.mlir.constant(3) : i64
// CHECK-NEXT:    %[[ADD0:.*]] = llvm.add %[[INT0]], %[[BUMP0]] : i64
// CHECK-NEXT:    %[[MASK0:.*]] = llvm.mlir.constant(-4) : i64
// CHECK-NEXT:    %[[AND0:.*]] = llvm.and %[[ADD0]], %[[MASK0]] : i64
// CHECK-NEXT:    %[[SLOT0:.*]] = llvm.inttoptr %[[AND0]] : i64 to !llvm.ptr<5>
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[SLOT0]] {alignment = 4 : i64} : !llvm.ptr<5> -> i32
// CHECK-NEXT:    %[[NEXT0:.*]] = llvm.getelementptr %[[SLOT0]][4] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
// CHECK-NEXT:    llvm.store %[[NEXT0]], %ap {alignment = 8 : i64} : !llvm.ptr<5>, !llvm.ptr
// f64: align 8, size 8
// CHECK-NEXT:    %[[CUR1:.*]] = llvm.load %ap {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr<5>
// CHECK-NEXT:    %[[INT1:.*]] = llvm.ptrtoint %[[CUR1]] : !llvm.ptr<5> to i64
// CHECK-NEXT:    %[[BUMP1:.*]] = llvm.mlir.constant(7) : i64
// CHECK-NEXT:    %[[ADD1:.*]] = llvm.add %[[INT1]], %[[BUMP1]] : i64
// CHECK-NEXT:    %[[MASK1:.*]] = llvm.mlir.constant(-8) : i64
// CHECK-NEXT:    %[[AND1:.*]] = llvm.and %[[ADD1]], %[[MASK1]] : i64
// CHECK-NEXT:    %[[SLOT1:.*]] = llvm.inttoptr %[[AND1]] : i64 to !llvm.ptr<5>
// CHECK-NEXT:    %[[B:.*]] = llvm.load %[[SLOT1]] {alignment = 8 : i64} : !llvm.ptr<5> -> f64
// CHECK-NEXT:    %[[NEXT1:.*]] = llvm.getelementptr %[[SLOT1]][8] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
// CHECK-NEXT:    llvm.store %[[NEXT1]], %ap {alignment = 8 : i64} : !llvm.ptr<5>, !llvm.ptr
// i64
// CHECK:         %[[C:.*]] = llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<5> -> i64
// CHECK-NEXT:    %{{.*}} = llvm.getelementptr %{{.*}}[8] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
// va_end is gone.
// CHECK-NEXT:    llvm.store %{{.*}}, %ap {alignment = 8 : i64} : !llvm.ptr<5>, !llvm.ptr
// CHECK-NEXT:    %{{.*}} = llvm.sitofp %[[A]] : i32 to f64
// CHECK-NOT:     llvm.intr.va
// CHECK:         llvm.return
llvm.func @sum(%n: i32, ...) -> i64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %ap = llvm.alloca %c1 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
  llvm.intr.vastart %ap : !llvm.ptr
  %a = llvm.va_arg %ap : (!llvm.ptr) -> i32
  %b = llvm.va_arg %ap : (!llvm.ptr) -> f64
  %c = llvm.va_arg %ap : (!llvm.ptr) -> i64
  llvm.intr.vaend %ap : !llvm.ptr
  %af = llvm.sitofp %a : i32 to f64
  %s = llvm.fadd %af, %b : f64
  %si = llvm.fptosi %s : f64 to i64
  %r = llvm.add %si, %c : i64
  llvm.return %r : i64
}

// -----

// Integers narrower than 32 bits occupy a 4-byte i32 slot (the caller widens them): the callee
// reads the i32 and truncates. Pointers and f32 use their own alignment; an i128 (16-byte
// aligned) starts at the next 8-byte boundary, as nvcc places it, and takes 16 bytes.

// CHECK-LABEL: llvm.func @narrow
// CHECK:         %[[MASK8:.*]] = llvm.mlir.constant(-4) : i64
// CHECK:         %[[W8:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<5> -> i32
// CHECK-NEXT:    %{{.*}} = llvm.trunc %[[W8]] : i32 to i8
// CHECK-NEXT:    %{{.*}} = llvm.getelementptr %{{.*}}[4] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
// CHECK:         llvm.mlir.constant(-4) : i64
// CHECK:         %[[W1:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<5> -> i32
// CHECK-NEXT:    %{{.*}} = llvm.trunc %[[W1]] : i32 to i1
// CHECK-NEXT:    %{{.*}} = llvm.getelementptr %{{.*}}[4] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
// CHECK:         llvm.mlir.constant(-4) : i64
// CHECK:         %{{.*}} = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<5> -> f32
// CHECK-NEXT:    %{{.*}} = llvm.getelementptr %{{.*}}[4] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
// CHECK:         llvm.mlir.constant(-8) : i64
// CHECK:         %{{.*}} = llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<5> -> !llvm.ptr<1>
// CHECK-NEXT:    %{{.*}} = llvm.getelementptr %{{.*}}[8] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
// CHECK:         llvm.mlir.constant(-8) : i64
// CHECK:         %{{.*}} = llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<5> -> i128
// CHECK-NEXT:    %{{.*}} = llvm.getelementptr %{{.*}}[16] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
// CHECK-NOT:     llvm.mlir.constant(-16)
// CHECK:         llvm.return
llvm.func @narrow(%n: i32, ...) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %ap = llvm.alloca %c1 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
  llvm.intr.vastart %ap : !llvm.ptr
  %a = llvm.va_arg %ap : (!llvm.ptr) -> i8
  %b = llvm.va_arg %ap : (!llvm.ptr) -> i1
  %c = llvm.va_arg %ap : (!llvm.ptr) -> f32
  %d = llvm.va_arg %ap : (!llvm.ptr) -> !llvm.ptr<1>
  %e = llvm.va_arg %ap : (!llvm.ptr) -> i128
  llvm.intr.vaend %ap : !llvm.ptr
  llvm.return
}

// -----

// va_copy copies the cursor; va_arg also works in a function that received a va_list (the
// cursor is always a local-space pointer, whoever started the list).

// CHECK-LABEL: llvm.func @copy(%n: i32, ...) {
// CHECK:         %[[BASE:.*]] = nvvm.vararg.base : !llvm.ptr<5>
// CHECK-NEXT:    llvm.store %[[BASE]], %ap {alignment = 8 : i64} : !llvm.ptr<5>, !llvm.ptr
// CHECK-NEXT:    %[[CUR:.*]] = llvm.load %ap {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr<5>
// CHECK-NEXT:    llvm.store %[[CUR]], %aq {alignment = 8 : i64} : !llvm.ptr<5>, !llvm.ptr
// CHECK-NEXT:    %[[LIST:.*]] = llvm.load %aq {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:    %{{.*}} = llvm.call @vtake(%[[LIST]]) : (!llvm.ptr) -> i32
// CHECK-NEXT:    llvm.return
llvm.func @copy(%n: i32, ...) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %ap = llvm.alloca %c1 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %aq = llvm.alloca %c1 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
  llvm.intr.vastart %ap : !llvm.ptr
  llvm.intr.vacopy %ap to %aq : !llvm.ptr, !llvm.ptr
  %list = llvm.load %aq {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %r = llvm.call @vtake(%list) : (!llvm.ptr) -> i32
  llvm.intr.vaend %aq : !llvm.ptr
  llvm.intr.vaend %ap : !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @vtake(%valist: !llvm.ptr) -> i32 {
// CHECK-NOT:     nvvm.vararg.base
// CHECK:         %[[CUR:.*]] = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr<5>
// CHECK:         %[[SLOT:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<5>
// CHECK-NEXT:    %[[V:.*]] = llvm.load %[[SLOT]] {alignment = 4 : i64} : !llvm.ptr<5> -> i32
// CHECK:         llvm.return %[[V]] : i32
llvm.func @vtake(%valist: !llvm.ptr) -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %slot = llvm.alloca %one x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
  llvm.store %valist, %slot {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %v = llvm.va_arg %slot : (!llvm.ptr) -> i32
  llvm.return %v : i32
}
