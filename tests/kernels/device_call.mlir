// Device functions with promoted scalar params (i8, i16, i1, f32, f64, ptr) called from a kernel.
module {
  llvm.func @scale(%x: f32, %k: i8, %h: i16, %flag: i1, %d: f64, %p: !llvm.ptr) -> f32 {
    %kf = llvm.sitofp %k : i8 to f32
    %hf = llvm.uitofp %h : i16 to f32
    %m = llvm.fmul %x, %kf : f32
    %s = llvm.fadd %m, %hf : f32
    %df = llvm.fptrunc %d : f64 to f32
    %t = llvm.fadd %s, %df : f32
    %r = llvm.select %flag, %t, %x : i1, f32
    llvm.store %r, %p : f32, !llvm.ptr
    llvm.return %r : f32
  }
  llvm.func @narrow(%x: i32) -> i8 {
    %t = llvm.trunc %x : i32 to i8
    llvm.return %t : i8
  }
  llvm.func @caller(%out: !llvm.ptr, %x: f32, %k: i8, %h: i16, %n: i32) attributes {nvvm.kernel} {
    %true = llvm.mlir.constant(true) : i1
    %d = llvm.mlir.constant(2.5 : f64) : f64
    %r = llvm.call @scale(%x, %k, %h, %true, %d, %out) : (f32, i8, i16, i1, f64, !llvm.ptr) -> f32
    %c = llvm.call @narrow(%n) : (i32) -> i8
    %q = llvm.getelementptr %out[4] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %c, %q : i8, !llvm.ptr
    %q2 = llvm.getelementptr %out[2] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %r, %q2 : f32, !llvm.ptr
    llvm.return
  }
}
