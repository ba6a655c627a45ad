// Launch-bound attributes (nvvm.reqntid/maxntid/minctasm) on a device function, which LLVM ignores: only .entry takes them.
module {
  llvm.func @helper(%p: !llvm.ptr) attributes {nvvm.reqntid = array<i32: 128>, nvvm.maxnreg = 32 : i32} {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    llvm.store %t, %p : i32, !llvm.ptr
    llvm.return
  }
  llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 256>, nvvm.minctasm = 2 : i32} {
    llvm.call @helper(%p) : (!llvm.ptr) -> ()
    llvm.return
  }
}
