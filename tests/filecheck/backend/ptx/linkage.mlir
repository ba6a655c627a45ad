// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// Linkage: external -> .visible, internal/private -> no directive, weak/linkonce -> .weak,
// bodiless -> .extern. A kernel calling a function defined after it gets a forward declaration.
// CHECK:      .visible .func (.param .b32 func_retval0) later(
// CHECK-NEXT:   .param .b32 later_param_0
// CHECK-NEXT: );
// CHECK:      .extern .global .align 4 .b8 ext[4];
// CHECK:      .weak .global .align 4 .b8 wg[4] = {1, 0, 0, 0};
// CHECK:      .global .align 8 .b8 priv[8];
// CHECK:      .weak .func (.param .b32 func_retval0) helper(
// CHECK:      .func (.param .b32 func_retval0) local(
// CHECK:      .visible .entry k(
// CHECK:      call.uni (retval0), later, (param0);
// CHECK:      .visible .func (.param .b32 func_retval0) later(
// CHECK-NEXT:   .param .b32 later_param_0
// CHECK-NEXT: )
// CHECK-NEXT: {
llvm.mlir.global external @ext() {addr_space = 1 : i32} : i32
llvm.mlir.global weak @wg(1 : i32) {addr_space = 1 : i32} : i32
llvm.mlir.global private @priv(0 : i64) {addr_space = 1 : i32} : i64
llvm.func linkonce_odr @helper(%x: i32) -> i32 {
  llvm.return %x : i32
}
llvm.func internal @local(%x: i32) -> i32 {
  llvm.return %x : i32
}
llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(2 : i32) : i32
  %r = llvm.call @helper(%c) : (i32) -> i32
  %s = llvm.call @local(%r) : (i32) -> i32
  %t = llvm.call @later(%s) : (i32) -> i32
  %g = llvm.mlir.addressof @ext : !llvm.ptr<1>
  %e = llvm.load %g : !llvm.ptr<1> -> i32
  %u = llvm.add %t, %e : i32
  llvm.store %u, %p : i32, !llvm.ptr
  llvm.return
}
llvm.func @later(%x: i32) -> i32 {
  llvm.return %x : i32
}
