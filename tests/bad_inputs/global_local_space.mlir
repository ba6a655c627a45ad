// A global variable in the local address space (5): NVPTX cannot place globals there.
module {
  llvm.mlir.global internal @scratch(0 : i32) {addr_space = 5 : i32} : i32 // ERROR: 'llvm.mlir.global'
  llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
    %g = llvm.mlir.addressof @scratch : !llvm.ptr<5>
    %v = llvm.load %g : !llvm.ptr<5> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.return
  }
}
