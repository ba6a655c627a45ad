// opt-byval=false: the pass leaves every function as it is (the backend copies byval params
// itself); only the setting is recorded for memory-space-opt.
// RUN: xdsl-opt %s -p 'lower-struct-args{opt-byval=false}' | filecheck %s

llvm.func @k(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f32)>, llvm.align = 4 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %p = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %v = llvm.load %p : !llvm.ptr -> f32
  llvm.store %v, %out : f32, !llvm.ptr
  llvm.return
}

// CHECK:      builtin.module attributes {nvvm.opt_byval = false} {
// CHECK-NEXT:   llvm.func @k(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f32)>, llvm.align = 4 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
// CHECK-NEXT:     %p = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// CHECK-NEXT:     %v = llvm.load %p : !llvm.ptr -> f32
// CHECK-NEXT:     llvm.store %v, %out : f32, !llvm.ptr
// CHECK-NEXT:     llvm.return
