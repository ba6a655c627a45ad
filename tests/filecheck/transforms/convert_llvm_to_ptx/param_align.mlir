// REQUIRES: ptxas
// RUN: nvvm-opt %s --sm 80 -o %t.ptx && filecheck %s < %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

// The `.align` of parameters, as llc-22 prints them for the same LLVM IR (fuzzer seed 49's
// byval finding, and its neighbours):
// * a kernel pointer's `.align` is its pointee's, which may exceed the 128 bytes a .param
//   itself may be aligned to;
// * a struct passed by value or byval whose ABI alignment (a 256-byte vector's) is more than
//   128 is passed at 128, on kernels and device functions alike.

// CHECK-LABEL: .func (.param .b32 func_retval0) f(
// CHECK-NEXT:    .param .align 128 .b8 f_param_0[256]
llvm.func @f(%s: !llvm.ptr {llvm.byval = !llvm.struct<(vector<64xf32>)>}) -> f32 attributes {no_inline} {
  %v = llvm.load %s : !llvm.ptr -> f32
  llvm.return %v : f32
}

// CHECK-LABEL: .func (.param .b32 func_retval0) g(
// CHECK-NEXT:    .param .align 128 .b8 g_param_0[256]
llvm.func @g(%s: !llvm.struct<(vector<64xf32>)>) -> f32 attributes {no_inline} {
  %v = llvm.extractvalue %s[0] : !llvm.struct<(vector<64xf32>)>
  %c = llvm.mlir.constant(0 : i32) : i32
  %e = llvm.extractelement %v[%c : i32] : vector<64xf32>
  llvm.return %e : f32
}

// CHECK-LABEL: .entry k(
// CHECK-NEXT:    .param .u64 .ptr .global .align 2147483648 k_param_0,
// CHECK-NEXT:    .param .u64 .ptr .align 256 k_param_1,
// CHECK-NEXT:    .param .align 128 .b8 k_param_2[256]
llvm.func @k(%p: !llvm.ptr<1> {llvm.align = 2147483648 : i64}, %q: !llvm.ptr {llvm.align = 256 : i64}, %s: !llvm.struct<(vector<64xf32>)>) attributes {nvvm.kernel} {
  %r = llvm.call @f(%q) : (!llvm.ptr) -> f32
  %r2 = llvm.call @g(%s) : (!llvm.struct<(vector<64xf32>)>) -> f32
  %t = llvm.fadd %r, %r2 : f32
  llvm.store %t, %p : f32, !llvm.ptr<1>
  llvm.return
}
