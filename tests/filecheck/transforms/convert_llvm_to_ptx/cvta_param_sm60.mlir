// RUN: xdsl-opt %s --verify-diagnostics -p 'convert-llvm-to-ptx{sm=60 ptx-version="7.7"}' | filecheck %s --check-prefix=SM
// RUN: xdsl-opt %s --verify-diagnostics -p 'convert-llvm-to-ptx{sm=70 ptx-version="7.6"}' | filecheck %s --check-prefix=PTX

// A param-space address escaping as a generic pointer needs cvta.param (sm_70, PTX 7.7).
// SM: 'llvm.addrspacecast': cvta.param needs sm_70 or newer, but the target is sm_60: pass --sm 70 to nvvm-opt (sm=70 to the pass)
// PTX: 'llvm.addrspacecast': cvta.param needs PTX ISA 7.7 or newer, but the ptx-version is 7.6: pass --ptx-version 7.7 to nvvm-opt (ptx-version="7.7" to the pass), or leave it out
llvm.func @old(%s: !llvm.ptr<101> {llvm.byval = i32}, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %g = llvm.addrspacecast %s : !llvm.ptr<101> to !llvm.ptr
  llvm.store %g, %out : !llvm.ptr, !llvm.ptr
  llvm.return
}
