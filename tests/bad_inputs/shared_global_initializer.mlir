// A shared-memory global with a non-trivial initializer (PTX cannot initialize .shared; LLVM refuses it).
module {
  llvm.mlir.global internal @s(5 : i32) {addr_space = 3 : i32} : i32 // ERROR: 'llvm.mlir.global'
  llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
    %g = llvm.mlir.addressof @s : !llvm.ptr<3>
    %v = llvm.load %g : !llvm.ptr<3> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.return
  }
}
