// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// Optimizer hints in MLIR's syntax (operand bundles on `llvm.call_intrinsic` and `llvm.intr.assume`,
// invariant-group pointers) emit no code, as with llc: the store goes through the parameter itself.

llvm.func @k(%p : !llvm.ptr, %v : i32) attributes {nvvm.kernel} {
  %t = llvm.mlir.constant(1 : i1) : i1
  %a = llvm.mlir.constant(16 : i32) : i32
  llvm.call_intrinsic "llvm.assume"(%t) ["align"(%p, %a : !llvm.ptr, i32)] : (i1) -> ()
  llvm.intr.assume %t [] : i1
  %l = llvm.intr.launder.invariant.group %p : !llvm.ptr
  %s = llvm.intr.strip.invariant.group %l : !llvm.ptr
  llvm.store %v, %s : i32, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: .visible .entry k(
// CHECK:         ld.param.b64 [[P:%rd[0-9]+]], [k_param_0];
// CHECK:         ld.param.b32 [[V:%r[0-9]+]], [k_param_1];
// CHECK-NEXT:    st.b32 [[[P]]], [[V]];
// CHECK-NEXT:    ret;
