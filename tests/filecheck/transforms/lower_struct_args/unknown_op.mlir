// An op with no rule is reported with the op and the argument, exit status 1, and nothing is
// rewritten (the analysis of all kernels finishes before the first change).
// RUN: not nvvm-opt %s -p lower-struct-args 2>&1 | filecheck %s
// RUN: not nvvm-opt %s -p lower-struct-args -o %t.out 2>&1
// RUN: not test -s %t.out

// CHECK: unknown_op.mlir:[[# @LINE + 9]]:{{[0-9]+}}: error: {{.*}}lower-struct-args: no rule for 'llvm.va_arg' using byval argument #1 of kernel @second
// CHECK-NOT: Traceback

llvm.func @first(%s: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %v = llvm.load %s : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
llvm.func @second(%out: !llvm.ptr, %s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64}) attributes {nvvm.kernel} {
  %v = llvm.va_arg %s : (!llvm.ptr) -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
