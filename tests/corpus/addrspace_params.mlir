// Kernel and device params already typed !llvm.ptr<1>/<3>/<4>, and a device function returning an addrspace(1) pointer.
module {
  llvm.mlir.global internal @sh() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x i32>
  llvm.func @advance(%p: !llvm.ptr<1>, %n: i64) -> !llvm.ptr<1> {
    %q = llvm.getelementptr %p[%n] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    llvm.return %q : !llvm.ptr<1>
  }
  llvm.func @to_shared(%s: !llvm.ptr<3>, %v: i32) {
    llvm.store %v, %s : i32, !llvm.ptr<3>
    llvm.return
  }
  llvm.func @k(%g: !llvm.ptr<1>, %c: !llvm.ptr<4>, %n: i64) attributes {nvvm.kernel} {
    %v = llvm.load %c : !llvm.ptr<4> -> i32
    %q = llvm.call @advance(%g, %n) : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    llvm.store %v, %q : i32, !llvm.ptr<1>
    %s = llvm.mlir.addressof @sh : !llvm.ptr<3>
    llvm.call @to_shared(%s, %v) : (!llvm.ptr<3>, i32) -> ()
    llvm.return
  }
}
