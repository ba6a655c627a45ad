// printf without variadic arguments, printf from a device function, and the printf result used.
module {
  llvm.mlir.global internal constant @hello("hello\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @val("v=%u\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @report(%v: i32) -> i32 {
    %f = llvm.mlir.addressof @val : !llvm.ptr
    %r = llvm.call @printf(%f, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    llvm.return %r : i32
  }
  llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
    %h = llvm.mlir.addressof @hello : !llvm.ptr
    %r0 = llvm.call @printf(%h) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %r1 = llvm.call @report(%tid) : (i32) -> i32
    %s = llvm.add %r0, %r1 : i32
    llvm.store %s, %out : i32, !llvm.ptr
    llvm.return
  }
}
