// RUN: xdsl-opt %s -p lower-varargs | filecheck %s

// clang expands va_arg itself and reads the va_list slot as a generic `ptr`: va_start stores the
// vararg array's address cast to generic, so that the slot holds one type (llvm-mem2reg promotes
// it, as llc leaves no frame for it).

// CHECK-LABEL: llvm.func @first_int(%n: i32, ...) -> i32 {
// CHECK:         %[[BASE:.*]] = nvvm.vararg.base : !llvm.ptr<5>
// CHECK-NEXT:    %[[GEN:.*]] = llvm.addrspacecast %[[BASE]] : !llvm.ptr<5> to !llvm.ptr
// CHECK-NEXT:    llvm.store %[[GEN]], %ap {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    %cur = llvm.load %ap {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
llvm.func @first_int(%n: i32, ...) -> i32 {
  %c1 = llvm.mlir.constant(1) : i64
  %ap = llvm.alloca %c1 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
  llvm.intr.vastart %ap : !llvm.ptr
  %cur = llvm.load %ap {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %next = llvm.getelementptr %cur[4] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %next, %ap {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %v = llvm.load %cur {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.intr.vaend %ap : !llvm.ptr
  llvm.return %v : i32
}
