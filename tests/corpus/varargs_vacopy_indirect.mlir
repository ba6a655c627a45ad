// Variadic device function using va_copy to scan its arguments twice, called directly and through a function pointer.
module {
  llvm.func @twice(%n: i32, ...) -> f64 {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %z = llvm.mlir.constant(0.0 : f64) : f64
    %ap = llvm.alloca %c1 x !llvm.ptr : (i32) -> !llvm.ptr
    %aq = llvm.alloca %c1 x !llvm.ptr : (i32) -> !llvm.ptr
    llvm.intr.vastart %ap : !llvm.ptr
    llvm.intr.vacopy %ap to %aq : !llvm.ptr, !llvm.ptr
    %a = llvm.va_arg %ap : (!llvm.ptr) -> f64
    %b = llvm.va_arg %aq : (!llvm.ptr) -> f64
    %p = llvm.va_arg %aq : (!llvm.ptr) -> !llvm.ptr
    llvm.intr.vaend %aq : !llvm.ptr
    llvm.intr.vaend %ap : !llvm.ptr
    %s = llvm.fadd %a, %b : f64
    %nf = llvm.sitofp %n : i32 to f64
    %t = llvm.fmul %s, %nf : f64
    llvm.store %t, %p : f64, !llvm.ptr
    llvm.return %t : f64
  }
  llvm.func @k(%out: !llvm.ptr, %x: f64, %n: i32) attributes {nvvm.kernel} {
    %r1 = llvm.call @twice(%n, %x, %out) vararg(!llvm.func<f64 (i32, ...)>) : (i32, f64, !llvm.ptr) -> f64
    %fp = llvm.mlir.addressof @twice : !llvm.ptr
    %r2 = llvm.call %fp(%n, %r1, %out) vararg(!llvm.func<f64 (i32, ...)>) : !llvm.ptr, (i32, f64, !llvm.ptr) -> f64
    %q = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, f64
    llvm.store %r2, %q : f64, !llvm.ptr
    llvm.return
  }
}
