// RUN: xdsl-opt %s --verify-diagnostics -p 'convert-llvm-to-ptx{sm=60 ptx-version="7.7"}' | filecheck %s
// RUN: xdsl-opt %s --verify-diagnostics -p 'convert-llvm-to-ptx{sm=70 ptx-version="7.6"}' | filecheck %s

// A param-space address escaping as a generic pointer needs cvta.param (sm_70, PTX 7.7).
// CHECK: 'llvm.addrspacecast': cvta.param needs sm_70 and PTX 7.7 or newer
llvm.func @old(%s: !llvm.ptr<101> {llvm.byval = i32}, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %g = llvm.addrspacecast %s : !llvm.ptr<101> to !llvm.ptr
  llvm.store %g, %out : !llvm.ptr, !llvm.ptr
  llvm.return
}
