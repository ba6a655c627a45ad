// REQUIRES: ptxas
// RUN: xdsl-opt %s -p lower-varargs,convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p lower-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// Slot rules end to end: narrow integers travel in 4-byte slots (read back as b32), f32 is not
// promoted, pointers take 8 bytes. (i128 follows nvcc's placement at the IR level, see
// caller.mlir, but the PTX backend has no i128 yet.)

// CHECK-LABEL: .func (.param .b32 func_retval0) mix(
// CHECK-NEXT:    .param .b32 mix_param_0,
// CHECK-NEXT:    .param .align 8 .b8 mix_vararg[]
// CHECK-NEXT:  )
// i8: 4-byte slot
// CHECK:       and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -4;
// CHECK:       ld.local.b32
// f64, then the pointer: 8-byte slots
// CHECK:       and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -8;
// CHECK:       ld.local.{{[bf]}}64
// CHECK:       and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -8;
// CHECK:       ld.local.b64
// f32, then i16 in a 4-byte slot
// CHECK:       and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -4;
// CHECK:       ld.local.{{[bf]}}32
// CHECK:       and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -4;
// CHECK:       ld.local.b32
// CHECK:       ret;
llvm.func @mix(%n: i32, ...) -> i32 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %ap = llvm.alloca %c1 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
  llvm.intr.vastart %ap : !llvm.ptr
  %a = llvm.va_arg %ap : (!llvm.ptr) -> i8
  %d = llvm.va_arg %ap : (!llvm.ptr) -> f64
  %p = llvm.va_arg %ap : (!llvm.ptr) -> !llvm.ptr<1>
  %f = llvm.va_arg %ap : (!llvm.ptr) -> f32
  %h = llvm.va_arg %ap : (!llvm.ptr) -> i16
  llvm.intr.vaend %ap : !llvm.ptr
  %a32 = llvm.sext %a : i8 to i32
  %d32 = llvm.fptosi %d : f64 to i32
  %h32 = llvm.sext %h : i16 to i32
  %s0 = llvm.add %a32, %d32 : i32
  %s = llvm.add %s0, %h32 : i32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %t = llvm.add %s, %v : i32
  %fi = llvm.fptosi %f : f32 to i32
  %u = llvm.add %t, %fi : i32
  llvm.return %u : i32
}

// (i8, f64, ptr<1>, f32, i16) -> i32@0, f64@8, ptr@16, f32@24, i32@28; size 32.
// CHECK-LABEL: .entry k(
// CHECK:       .param .align 8 .b8 param1[32];
// CHECK-DAG:   st.param.b32 [param1], {{%r[0-9]+}};
// CHECK-DAG:   st.param.{{[bf]}}64 [param1+8], {{%fd[0-9]+}};
// CHECK-DAG:   st.param.b64 [param1+16], {{%rd[0-9]+}};
// CHECK-DAG:   st.param.{{[bf]}}32 [param1+24], {{%(r|f)[0-9]+}};
// CHECK-DAG:   st.param.b32 [param1+28], {{%r[0-9]+}};
// CHECK:       call.uni (retval0), mix, (param0, param1);
llvm.func @k(%out: !llvm.ptr<1>, %c: i8, %d: f64, %f: f32, %h: i16) attributes {nvvm.kernel} {
  %n = llvm.mlir.constant(5 : i32) : i32
  %r = llvm.call @mix(%n, %c, %d, %out, %f, %h) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i8, f64, !llvm.ptr<1>, f32, i16) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}
