// atomicrmw uinc_wrap/udec_wrap (PTX atom.inc/atom.dec) on global and shared counters, results combined.
module {
  llvm.mlir.global internal @ring() {addr_space = 3 : i32, alignment = 4 : i64} : i32
  llvm.func @ring_index(%p: !llvm.ptr, %limit: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %a = llvm.atomicrmw uinc_wrap %p, %limit monotonic : !llvm.ptr, i32
    %s = llvm.mlir.addressof @ring : !llvm.ptr<3>
    %b = llvm.atomicrmw udec_wrap %s, %limit acq_rel : !llvm.ptr<3>, i32
    %c = llvm.add %a, %b : i32
    llvm.store %c, %out : i32, !llvm.ptr
    llvm.return
  }
}
