// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// Reads through the generic pointer of a grid constant stay ld.param; a write (undefined
// behaviour: grid constants are read-only) goes through the generic address, never st.param.
// CHECK:       mov.b64 [[P:%rd[0-9]+]], store_to_param_param_0;
// CHECK-NEXT:  cvta.param.u64 [[G:%rd[0-9]+]], [[P]];
// CHECK-NEXT:  ld.param.b32 [[V:%r[0-9]+]], [store_to_param_param_0];
// CHECK-NEXT:  st.b32 [[[G]]], [[V]];
// CHECK-NOT:   st.param
llvm.func @store_to_param(%s: !llvm.ptr<101> {llvm.byval = i32, llvm.align = 4 : i64, nvvm.grid_constant}) attributes {nvvm.kernel} {
  %g = nvvm.cvt.param.to.generic %s : !llvm.ptr<101> to !llvm.ptr
  %v = llvm.load %g : !llvm.ptr -> i32
  llvm.store %v, %g : i32, !llvm.ptr
  llvm.return
}
