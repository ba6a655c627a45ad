// A kernel with 20 mixed scalar params and a device function with 12 params of every scalar type.
module {
  llvm.func @dev(%a: i8, %b: i16, %c: i32, %d: i64, %e: f16, %f: bf16, %g: f32, %h: f64, %i: !llvm.ptr, %j: i1, %k: !llvm.ptr<3>, %l: i128) -> f64 {
    %a1 = llvm.sitofp %a : i8 to f64
    %b1 = llvm.sitofp %b : i16 to f64
    %c1 = llvm.sitofp %c : i32 to f64
    %d1 = llvm.sitofp %d : i64 to f64
    %e1 = llvm.fpext %e : f16 to f64
    %f1 = llvm.fpext %f : bf16 to f64
    %g1 = llvm.fpext %g : f32 to f64
    %s1 = llvm.fadd %a1, %b1 : f64
    %s2 = llvm.fadd %s1, %c1 : f64
    %s3 = llvm.fadd %s2, %d1 : f64
    %s4 = llvm.fadd %s3, %e1 : f64
    %s5 = llvm.fadd %s4, %f1 : f64
    %s6 = llvm.fadd %s5, %g1 : f64
    %s7 = llvm.fadd %s6, %h : f64
    %z = llvm.mlir.constant(0.0 : f64) : f64
    %s8 = llvm.select %j, %s7, %z : i1, f64
    %lt = llvm.trunc %l : i128 to i32
    llvm.store %lt, %k : i32, !llvm.ptr<3>
    llvm.store %s8, %i : f64, !llvm.ptr
    llvm.return %s8 : f64
  }
  llvm.func @k(%p0: i8, %p1: i16, %p2: i32, %p3: i64, %p4: f16, %p5: bf16, %p6: f32, %p7: f64, %p8: !llvm.ptr, %p9: i1, %p10: i32, %p11: i32, %p12: f32, %p13: f64, %p14: i64, %p15: i8, %p16: !llvm.ptr, %p17: i16, %p18: f32, %p19: i128) attributes {nvvm.kernel} {
    %null = llvm.mlir.zero : !llvm.ptr<3>
    %r = llvm.call @dev(%p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %null, %p19) : (i8, i16, i32, i64, f16, bf16, f32, f64, !llvm.ptr, i1, !llvm.ptr<3>, i128) -> f64
    %a = llvm.add %p10, %p11 : i32
    %b = llvm.fadd %p12, %p18 : f32
    %bd = llvm.fpext %b : f32 to f64
    %c = llvm.fadd %bd, %p13 : f64
    %d = llvm.fadd %c, %r : f64
    llvm.store %d, %p16 : f64, !llvm.ptr
    %q = llvm.getelementptr %p16[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %e = llvm.add %p14, %p3 : i64
    llvm.store %e, %q : i64, !llvm.ptr
    %q2 = llvm.getelementptr %p16[16] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %p15, %q2 : i8, !llvm.ptr
    %q3 = llvm.getelementptr %p16[18] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %p17, %q3 : i16, !llvm.ptr
    %q4 = llvm.getelementptr %p16[20] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %a, %q4 : i32, !llvm.ptr
    llvm.return
  }
}
