// Variadic calls carrying i1, i8, i16 (promoted to 4-byte slots), i128 (two 8-byte pieces), f64 and a pointer; the callee reads them back.
module {
  llvm.func @collect(%n: i32, ...) -> i64 {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %ap = llvm.alloca %c1 x !llvm.ptr : (i32) -> !llvm.ptr
    llvm.intr.vastart %ap : !llvm.ptr
    %a = llvm.va_arg %ap : (!llvm.ptr) -> i32
    %b = llvm.va_arg %ap : (!llvm.ptr) -> i32
    %c = llvm.va_arg %ap : (!llvm.ptr) -> i32
    %w = llvm.va_arg %ap : (!llvm.ptr) -> i128
    %d = llvm.va_arg %ap : (!llvm.ptr) -> f64
    %p = llvm.va_arg %ap : (!llvm.ptr) -> !llvm.ptr
    llvm.intr.vaend %ap : !llvm.ptr
    %s1 = llvm.add %a, %b : i32
    %s2 = llvm.add %s1, %c : i32
    %s64 = llvm.sext %s2 : i32 to i64
    %wl = llvm.trunc %w : i128 to i64
    %di = llvm.fptosi %d : f64 to i64
    %t1 = llvm.add %s64, %wl : i64
    %t2 = llvm.add %t1, %di : i64
    llvm.store %t2, %p : i64, !llvm.ptr
    llvm.return %t2 : i64
  }
  llvm.func @k(%out: !llvm.ptr, %f: i1, %b: i8, %h: i16, %w: i128, %d: f64) attributes {nvvm.kernel} {
    %n = llvm.mlir.constant(6 : i32) : i32
    %r = llvm.call @collect(%n, %f, %b, %h, %w, %d, %out) vararg(!llvm.func<i64 (i32, ...)>) : (i32, i1, i8, i16, i128, f64, !llvm.ptr) -> i64
    %q = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %r, %q : i64, !llvm.ptr
    llvm.return
  }
}
