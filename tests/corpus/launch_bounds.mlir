// Kernel launch-bound attributes: maxntid (3-D), reqntid, minctasm, maxnreg on separate kernels.
module {
  llvm.func @k_maxntid(%p: !llvm.ptr) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 2>} {
    %t = nvvm.read.ptx.sreg.tid.z : i32
    llvm.store %t, %p : i32, !llvm.ptr
    llvm.return
  }
  llvm.func @k_reqntid(%p: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
    %t = nvvm.read.ptx.sreg.ntid.x : i32
    llvm.store %t, %p : i32, !llvm.ptr
    llvm.return
  }
  llvm.func @k_minctasm(%p: !llvm.ptr) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 256>, nvvm.minctasm = 4 : i32} {
    %t = nvvm.read.ptx.sreg.nctaid.y : i32
    llvm.store %t, %p : i32, !llvm.ptr
    llvm.return
  }
  llvm.func @k_maxnreg(%p: !llvm.ptr) attributes {nvvm.kernel, nvvm.maxnreg = 32 : i32} {
    %t = nvvm.read.ptx.sreg.warpsize : i32
    llvm.store %t, %p : i32, !llvm.ptr
    llvm.return
  }
}
