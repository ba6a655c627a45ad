// Function linkages as MLIR writes them: internal, private, linkonce_odr, weak device functions and a dso_local kernel.
module {
  llvm.func internal @h_internal(%x: i32) -> i32 {
    %r = llvm.add %x, %x : i32
    llvm.return %r : i32
  }
  llvm.func private @h_private(%x: i32) -> i32 {
    %r = llvm.mul %x, %x : i32
    llvm.return %r : i32
  }
  llvm.func linkonce_odr @h_linkonce(%x: i32) -> i32 {
    %r = llvm.sub %x, %x : i32
    llvm.return %r : i32
  }
  llvm.func weak @h_weak(%x: i32) -> i32 {
    %r = llvm.xor %x, %x : i32
    llvm.return %r : i32
  }
  llvm.func @k(%x: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %a = llvm.call @h_internal(%x) : (i32) -> i32
    %b = llvm.call @h_private(%a) : (i32) -> i32
    %c = llvm.call @h_linkonce(%b) : (i32) -> i32
    %d = llvm.call @h_weak(%c) : (i32) -> i32
    llvm.store %d, %out : i32, !llvm.ptr
    llvm.return
  }
}
