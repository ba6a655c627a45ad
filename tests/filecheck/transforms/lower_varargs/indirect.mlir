// REQUIRES: ptxas
// RUN: xdsl-opt %s -p lower-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p lower-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// An indirect variadic call packs its arguments like a direct one; the prototype ends with the
// unsized array, and a call without variadic arguments passes no array.

// CHECK-LABEL: .entry k(
// CHECK:       .param .align 8 .b8 param1[16];
// CHECK-DAG:   st.param.b32 [param1], {{%r[0-9]+}};
// CHECK-DAG:   st.param.{{[bf]}}64 [param1+8], {{%fd[0-9]+}};
// CHECK:       .callprototype (.param .b32 _) _ (.param .b32 _, .param .align 8 .b8 _[]);
// CHECK-NEXT:  call (retval0), {{%rd[0-9]+}}, (param0, param1), prototype_{{[0-9]+}};
// CHECK-NOT:   param1
// CHECK:       .callprototype (.param .b32 _) _ (.param .b32 _, .param .align 8 .b8 _[]);
// CHECK-NEXT:  call (retval0), {{%rd[0-9]+}}, (param0), prototype_{{[0-9]+}};
llvm.func @sum(%n: i32, ...) -> i32 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %ap = llvm.alloca %c1 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
  llvm.intr.vastart %ap : !llvm.ptr
  %a = llvm.va_arg %ap : (!llvm.ptr) -> i32
  llvm.intr.vaend %ap : !llvm.ptr
  llvm.return %a : i32
}
llvm.func @k(%out: !llvm.ptr<1>, %a: i32, %d: f64) attributes {nvvm.kernel} {
  %fp = llvm.mlir.addressof @sum : !llvm.ptr
  %n = llvm.mlir.constant(2 : i32) : i32
  %r = llvm.call %fp(%n, %a, %d) vararg(!llvm.func<i32 (i32, ...)>) : !llvm.ptr, (i32, i32, f64) -> i32
  %r2 = llvm.call %fp(%n) vararg(!llvm.func<i32 (i32, ...)>) : !llvm.ptr, (i32) -> i32
  %s = llvm.add %r, %r2 : i32
  llvm.store %s, %out {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}
