// REQUIRES: ptxas
// f16/bf16 compares in their own type where the target has them (#26: Triton's fp16 argmax):
// setp.f16 from sm_53, setp.bf16 from sm_90; before that through f32 (exact).
// RUN: nvvm-opt %s -O0 --sm 80 | filecheck %s --check-prefixes=CHECK,SM80
// RUN: nvvm-opt %s -O0 --sm 90 | filecheck %s --check-prefixes=CHECK,SM90
// RUN: nvvm-opt %s -O0 --sm 80 > %t80.ptx && %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
// RUN: nvvm-opt %s -O0 --sm 90 > %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin

// CHECK-LABEL: .visible .func (.param .b32 func_retval0) compare_f16(
// CHECK:         setp.gtu.f16 %p{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}};
// CHECK:         setp.eq.f16 %p{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}};
// CHECK-NOT:     cvt.f32.f16
llvm.func @compare_f16(%a: f16, %b: f16) -> i32 {
  %one = llvm.mlir.constant(1.0 : f16) : f16
  %x = llvm.fcmp "ugt" %a, %b : f16
  %y = llvm.fcmp "oeq" %a, %one : f16
  %z = llvm.and %x, %y : i1
  %r = llvm.zext %z : i1 to i32
  llvm.return %r : i32
}

// CHECK-LABEL: .visible .func (.param .b32 func_retval0) compare_bf16(
// SM80:          cvt.f32.bf16
// SM80:          setp.lt.f32
// SM90:          setp.lt.bf16 %p{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}};
llvm.func @compare_bf16(%a: bf16, %b: bf16) -> i32 {
  %x = llvm.fcmp "olt" %a, %b : bf16
  %r = llvm.zext %x : i1 to i32
  llvm.return %r : i32
}
