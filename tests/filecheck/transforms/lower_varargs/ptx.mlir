// REQUIRES: ptxas
// RUN: xdsl-opt %s -p lower-varargs,convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p lower-varargs,convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 -c %t.ptx -o %t.cubin
// RUN: xdsl-opt %s -p lower-to-ptx -t ptx > %t2.ptx && %ptxas -arch=sm_90 -c %t2.ptx -o %t2.cubin

// nvcc's variadic ABI in PTX (tests/test_lower_varargs.py compares these declarations with
// `nvcc -ptx` for the same CUDA source): the callee takes `.param .align 8 .b8 <f>_vararg[]`
// after its fixed params and reads it with ld.local; a call passes one
// `.param .align 8 .b8 param<N>[SIZE]` (no array without variadic arguments).

// CHECK:       .extern .func (.param .b32 func_retval0) ext(
// CHECK-NEXT:    .param .b32 ext_param_0,
// CHECK-NEXT:    .param .align 8 .b8 ext_vararg[]
// CHECK-NEXT:  );
llvm.func @ext(i32, ...) -> i32

// CHECK-LABEL: .func (.param .b64 func_retval0) sum(
// CHECK-NEXT:    .param .b32 sum_param_0,
// CHECK-NEXT:    .param .align 8 .b8 sum_vararg[]
// CHECK-NEXT:  )
// CHECK:       mov.b64 {{%rd[0-9]+}}, sum_vararg;
// CHECK:       and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -4;
// CHECK:       ld.local.b32
// CHECK:       and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -8;
// CHECK:       ld.local.{{[bf]}}64
// CHECK:       and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -8;
// CHECK:       ld.local.b64
llvm.func @sum(%n: i32, ...) -> i64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %ap = llvm.alloca %c1 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
  llvm.intr.vastart %ap : !llvm.ptr
  %a = llvm.va_arg %ap : (!llvm.ptr) -> i32
  %b = llvm.va_arg %ap : (!llvm.ptr) -> f64
  %c = llvm.va_arg %ap : (!llvm.ptr) -> i64
  llvm.intr.vaend %ap : !llvm.ptr
  %a64 = llvm.sext %a : i32 to i64
  %bi = llvm.fptosi %b : f64 to i64
  %s1 = llvm.add %bi, %a64 : i64
  %s2 = llvm.add %s1, %c : i64
  llvm.return %s2 : i64
}

// CHECK-LABEL: .entry k
// (i32, f64, i64): offsets 0, 8, 16, array size 24.
// CHECK:       .param .align 8 .b8 param1[24];
// CHECK-DAG:   st.param.b32 [param1], {{%r[0-9]+}};
// CHECK-DAG:   st.param.{{[bf]}}64 [param1+8], {{%(rd|fd)[0-9]+}};
// CHECK-DAG:   st.param.b64 [param1+16], {{%rd[0-9]+}};
// CHECK:       call.uni (retval0), sum, (param0, param1);
// No variadic arguments: no array, one param.
// CHECK:       call.uni (retval0), sum, (param0);
// An external variadic declaration follows the same rule: (i64, i32) -> 0, 8; size 12.
// CHECK:       .param .align 8 .b8 param1[12];
// CHECK-DAG:   st.param.b64 [param1], {{%rd[0-9]+}};
// CHECK-DAG:   st.param.b32 [param1+8], {{%r[0-9]+}};
// CHECK:       call.uni (retval0), ext, (param0, param1);
llvm.func @k(%out: !llvm.ptr, %a: i32, %b: f64, %c: i64) attributes {nvvm.kernel} {
  %three = llvm.mlir.constant(3 : i32) : i32
  %r0 = llvm.call @sum(%three, %a, %b, %c) vararg(!llvm.func<i64 (i32, ...)>) : (i32, i32, f64, i64) -> i64
  llvm.store %r0, %out {alignment = 8 : i64} : i64, !llvm.ptr
  %zero = llvm.mlir.constant(0 : i32) : i32
  %r1 = llvm.call @sum(%zero) vararg(!llvm.func<i64 (i32, ...)>) : (i32) -> i64
  %p1 = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %r1, %p1 {alignment = 8 : i64} : i64, !llvm.ptr
  %one = llvm.mlir.constant(1 : i32) : i32
  %r2 = llvm.call @ext(%one, %c, %a) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i64, i32) -> i32
  %r2w = llvm.sext %r2 : i32 to i64
  %p2 = llvm.getelementptr %out[2] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %r2w, %p2 {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.return
}
