// printf whose format is a constant GEP into a string global: [0, 0] (MLIR's gpu.printf lowering) and a tail offset.
module {
  llvm.mlir.global internal constant @fmt("Hello %d %d\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @k(%a: i32, %b: i32) attributes {nvvm.kernel} {
    %g = llvm.mlir.addressof @fmt : !llvm.ptr
    %f = llvm.getelementptr %g[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<13 x i8>
    %r = llvm.call @printf(%f, %a, %b) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %tail = llvm.getelementptr %g[0, 9] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<13 x i8>
    %r2 = llvm.call @printf(%tail, %r) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    llvm.return
  }
}
