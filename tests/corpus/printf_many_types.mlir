// printf with i8/i16/i32/i64/f32-promoted-f64/f64/ptr/i1 arguments and two different formats in one kernel.
module {
  llvm.mlir.global internal constant @fmt1("c=%c s=%hd i=%d l=%ld\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt2("f=%f d=%g p=%p b=%d\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @pr(%c: i8, %s: i16, %i: i32, %l: i64, %f: f32, %d: f64, %p: !llvm.ptr, %b: i1) attributes {nvvm.kernel} {
    %f1 = llvm.mlir.addressof @fmt1 : !llvm.ptr
    %c32 = llvm.sext %c : i8 to i32
    %s32 = llvm.sext %s : i16 to i32
    %r1 = llvm.call @printf(%f1, %c32, %s32, %i, %l) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32, i64) -> i32
    %f2 = llvm.mlir.addressof @fmt2 : !llvm.ptr
    %fd = llvm.fpext %f : f32 to f64
    %b32 = llvm.zext %b : i1 to i32
    %r2 = llvm.call @printf(%f2, %fd, %d, %p, %b32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64, !llvm.ptr, i32) -> i32
    llvm.return
  }
}
