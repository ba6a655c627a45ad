// A dense initializer element its type cannot hold: the message says so, without the Python
// exception xDSL's builder raised.
llvm.mlir.global internal @g(dense<[1, 4294967296]> : tensor<2xi32>) {addr_space = 1 : i32} : !llvm.array<2 x i32> // ERROR: Integer value 4294967296 is out of range for type i32
llvm.func @k() attributes {nvvm.kernel} {
  %a = llvm.mlir.addressof @g : !llvm.ptr<1>
  llvm.return
}
