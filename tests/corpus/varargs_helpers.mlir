// Variadic device helpers: a sum over N doubles (va_arg in a loop), a mixed i32/i64/ptr reader, called with several arities.
module {
  llvm.func @sumd(%n: i32, ...) -> f64 {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %z = llvm.mlir.constant(0.0 : f64) : f64
    %ap = llvm.alloca %c1 x !llvm.ptr : (i32) -> !llvm.ptr
    llvm.intr.vastart %ap : !llvm.ptr
    llvm.br ^h(%c0, %z : i32, f64)
  ^h(%i: i32, %acc: f64):
    %go = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %go, ^b, ^e
  ^b:
    %v = llvm.va_arg %ap : (!llvm.ptr) -> f64
    %acc2 = llvm.fadd %acc, %v : f64
    %i2 = llvm.add %i, %c1 : i32
    llvm.br ^h(%i2, %acc2 : i32, f64)
  ^e:
    llvm.intr.vaend %ap : !llvm.ptr
    llvm.return %acc : f64
  }
  llvm.func @mixed(%tag: i8, ...) -> i64 {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %ap = llvm.alloca %c1 x !llvm.ptr : (i32) -> !llvm.ptr
    llvm.intr.vastart %ap : !llvm.ptr
    %a = llvm.va_arg %ap : (!llvm.ptr) -> i32
    %b = llvm.va_arg %ap : (!llvm.ptr) -> i64
    %p = llvm.va_arg %ap : (!llvm.ptr) -> !llvm.ptr
    llvm.intr.vaend %ap : !llvm.ptr
    %x = llvm.load %p : !llvm.ptr -> i64
    %a64 = llvm.sext %a : i32 to i64
    %s = llvm.add %a64, %b : i64
    %t = llvm.add %s, %x : i64
    llvm.return %t : i64
  }
  llvm.func @k(%out: !llvm.ptr, %x: f64, %y: f32, %i: i32, %l: i64, %h: i16) attributes {nvvm.kernel} {
    %n0 = llvm.mlir.constant(0 : i32) : i32
    %n1 = llvm.mlir.constant(1 : i32) : i32
    %n3 = llvm.mlir.constant(3 : i32) : i32
    %yd = llvm.fpext %y : f32 to f64
    %s0 = llvm.call @sumd(%n0) vararg(!llvm.func<f64 (i32, ...)>) : (i32) -> f64
    %s1 = llvm.call @sumd(%n1, %x) vararg(!llvm.func<f64 (i32, ...)>) : (i32, f64) -> f64
    %s3 = llvm.call @sumd(%n3, %x, %yd, %s1) vararg(!llvm.func<f64 (i32, ...)>) : (i32, f64, f64, f64) -> f64
    %t = llvm.trunc %i : i32 to i8
    %m = llvm.call @mixed(%t, %h, %l, %out) vararg(!llvm.func<i64 (i8, ...)>) : (i8, i16, i64, !llvm.ptr) -> i64
    %sum = llvm.fadd %s0, %s3 : f64
    llvm.store %sum, %out : f64, !llvm.ptr
    %q = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %m, %q : i64, !llvm.ptr
    llvm.return
  }
}
