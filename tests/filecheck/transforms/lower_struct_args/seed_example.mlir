// Seed 000's worked example: %S = {f64, i8, [4 x i32]} read field by field straight from param
// space. f64 at 0, i8 at 8, [4 x i32] at 12 (after 3 padding bytes), so element 3 is at 24.
// RUN: xdsl-opt %s -p lower-struct-args | filecheck %s

llvm.func @k(%s: !llvm.ptr {llvm.byval = !llvm.struct<(f64, i8, array<4 x i32>)>, llvm.align = 8 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %p_f = llvm.getelementptr %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, i8, array<4 x i32>)>
  %f = llvm.load %p_f : !llvm.ptr -> f64
  %p_b = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, i8, array<4 x i32>)>
  %b = llvm.load %p_b : !llvm.ptr -> i8
  %p_a = llvm.getelementptr %s[0, 2, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, i8, array<4 x i32>)>
  %a3 = llvm.load %p_a : !llvm.ptr -> i32
  %fi = llvm.fptosi %f : f64 to i32
  %bi = llvm.zext %b : i8 to i32
  %t = llvm.add %fi, %bi : i32
  %r = llvm.add %t, %a3 : i32
  llvm.store %r, %out : i32, !llvm.ptr
  llvm.return
}

// The module records the setting for memory-space-opt.
// CHECK: builtin.module attributes {nvvm.opt_byval = true}
// The argument becomes a param-space pointer; byval type and alignment stay for the backend.
// CHECK:      llvm.func @k(%s: !llvm.ptr<101> {llvm.byval = !llvm.struct<(f64, i8, array<4 x i32>)>, llvm.align = 8 : i64}, %out: !llvm.ptr)
// CHECK-NEXT:   %f = nvvm.ldparam %s[0] : !llvm.ptr<101> -> f64
// CHECK-NEXT:   %b = nvvm.ldparam %s[8] : !llvm.ptr<101> -> i8
// CHECK-NEXT:   %a3 = nvvm.ldparam %s[24] : !llvm.ptr<101> -> i32
// No GEP, no copy, no generic access to the struct is left.
// CHECK-NOT:    llvm.getelementptr
// CHECK-NOT:    llvm.alloca
// CHECK:        llvm.store %r, %out : i32, !llvm.ptr
// CHECK-NEXT:   llvm.return
