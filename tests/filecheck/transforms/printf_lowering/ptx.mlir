// REQUIRES: ptxas
// RUN: xdsl-opt %s -p lower-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: filecheck %s --input-file=%t.ptx
// RUN: xdsl-opt %s -p printf-lowering,convert-llvm-to-ptx -t ptx | filecheck %s

// Through the backend: vprintf is declared as nvcc declares it, each call passes the generic
// format address and the generic address of the local buffer in a b64 .param each, and
// the buffer is the function's local depot (%SPL local, %SP generic) holding the promoted
// arguments.

llvm.mlir.global internal constant @fmt("thread %d: %c %f %ld %s\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @done("done\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK:      .extern .func (.param .b32 func_retval0) vprintf(
// CHECK-NEXT:   .param .b64 vprintf_param_0,
// CHECK-NEXT:   .param .b64 vprintf_param_1
// CHECK-NEXT: );

// CHECK-LABEL: .visible .entry kernel(
// CHECK:         .local .align 8 .b8 __local_depot0[32];
// CHECK:         mov.b64 %SPL, __local_depot0;
// CHECK-NEXT:    cvta.local.u64 %SP, %SPL;
// CHECK-DAG:     st.local.b32 [%SPL], {{%r[0-9]+}};
// CHECK-DAG:     st.local.b32 [%SPL+4], {{%r[0-9]+}};
// CHECK-DAG:     st.local.{{[bf]}}64 [%SPL+8], {{%fd[0-9]+}};
// CHECK-DAG:     st.local.b64 [%SPL+16], {{%rd[0-9]+}};
// CHECK-DAG:     st.local.b64 [%SPL+24], {{%rd[0-9]+}};
// CHECK:         { // callseq
// CHECK-NEXT:    .param .b64 param0;
// CHECK-NEXT:    .param .b64 param1;
// CHECK-NEXT:    .param .b32 retval0;
// CHECK-DAG:     st.param.b64 [param0], {{%rd[0-9]+}};
// CHECK-DAG:     st.param.b64 [param1], %SP;
// CHECK:         call.uni (retval0), vprintf, (param0, param1);
// CHECK:         } // callseq
// CHECK:         { // callseq
// CHECK:         call.uni (retval0), vprintf, (param0, param1);
// CHECK:         } // callseq
// CHECK:         ret;
llvm.func @kernel(%c: i8, %f: f32, %l: i64, %s: !llvm.ptr) attributes {nvvm.kernel} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %tid, %c, %f, %l, %s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i8, f32, i64, !llvm.ptr) -> i32
  %done = llvm.mlir.addressof @done : !llvm.ptr
  %r2 = llvm.call @printf(%done) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  llvm.return
}
