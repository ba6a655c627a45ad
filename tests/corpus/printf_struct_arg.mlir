// printf with a struct argument: packed into the vprintf buffer with its in-memory layout, as cicc does (a format warning is expected).
module {
  llvm.mlir.global internal constant @fmt("%d\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @k(%a: i32) attributes {nvvm.kernel} {
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %s = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, i32)>
    %r = llvm.call @printf(%f, %s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.struct<(i32, i32)>) -> i32
    llvm.return
  }
}
