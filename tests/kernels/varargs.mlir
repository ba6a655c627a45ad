// A variadic device function and its caller: the caller packs (i32, i64, f64, ptr) into one
// `.param .align 8 .b8 param1[32]`; the callee reads `sum_vararg` through a local cursor.
module {
  llvm.func @sum(%n: i32, ...) -> i64 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %list = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
    llvm.intr.vastart %list : !llvm.ptr
    %a = llvm.va_arg %list : (!llvm.ptr) -> i32
    %b = llvm.va_arg %list : (!llvm.ptr) -> i64
    llvm.intr.vaend %list : !llvm.ptr
    %a64 = llvm.sext %a : i32 to i64
    %s = llvm.add %a64, %b : i64
    llvm.return %s : i64
  }
  llvm.func @call_sum(%out: !llvm.ptr, %x: i32, %y: i64, %d: f64) attributes {nvvm.kernel} {
    %n = llvm.mlir.constant(4 : i32) : i32
    %r = llvm.call @sum(%n, %x, %y, %d, %out) vararg(!llvm.func<i64 (i32, ...)>) : (i32, i32, i64, f64, !llvm.ptr) -> i64
    llvm.store %r, %out : i64, !llvm.ptr
    llvm.return
  }
}
