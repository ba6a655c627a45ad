// A global holding the addresses of functions defined after it (clang's table of function
// pointers): PTX needs each function declared before the initializer names it, as llc does.
// REQUIRES: ptxas
// RUN: nvvm-opt %s --sm 80 -O0 > %t.ptx
// RUN: filecheck %s < %t.ptx
// RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin

// CHECK-DAG:  .visible .func (.param .b32 func_retval0) twice(
// CHECK-DAG:  .visible .func (.param .b32 func_retval0) square(
// CHECK:      .global .align 8 .u64 ops[2] = {twice, square};
// CHECK:      .visible .func (.param .b32 func_retval0) twice(
// CHECK-NEXT:   .param .b32 twice_param_0
// CHECK-NEXT: )
// CHECK-NEXT: {
llvm.mlir.global internal constant @ops() {addr_space = 1 : i32, alignment = 8 : i64} : !llvm.array<2 x ptr> {
  %0 = llvm.mlir.undef : !llvm.array<2 x ptr>
  %1 = llvm.mlir.addressof @twice : !llvm.ptr
  %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x ptr>
  %3 = llvm.mlir.addressof @square : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.array<2 x ptr>
  llvm.return %4 : !llvm.array<2 x ptr>
}
llvm.func @twice(%x: f32) -> f32 {
  %r = llvm.fadd %x, %x : f32
  llvm.return %r : f32
}
llvm.func @square(%x: f32) -> f32 {
  %r = llvm.fmul %x, %x : f32
  llvm.return %r : f32
}
llvm.func @k(%out: !llvm.ptr<1>, %i: i32, %x: f32) attributes {nvvm.kernel} {
  %table = llvm.mlir.addressof @ops : !llvm.ptr<1>
  %slot = llvm.getelementptr %table[0, %i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<2 x ptr>
  %f = llvm.load %slot : !llvm.ptr<1> -> !llvm.ptr
  %r = llvm.call %f(%x) : !llvm.ptr, (f32) -> f32
  llvm.store %r, %out : f32, !llvm.ptr<1>
  llvm.return
}
