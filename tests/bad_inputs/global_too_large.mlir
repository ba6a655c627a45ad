// A global of 2^64 f32 (it used to print as `.b8 buf[73786976294838206464]`).
llvm.mlir.global internal @buf() {addr_space = 1 : i32} : !llvm.array<18446744073709551616 x f32> // ERROR: 'llvm.mlir.global': type !llvm.array<18446744073709551616 x f32> is 73786976294838206464 bytes
llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {
  %a = llvm.mlir.addressof @buf : !llvm.ptr<1>
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.store %c, %a : i32, !llvm.ptr<1>
  llvm.return
}
