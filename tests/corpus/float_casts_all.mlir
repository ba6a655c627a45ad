// Float casts: fpext/fptrunc among f16/f32/f64, bf16<->f32, fptosi/fptoui/sitofp/uitofp to every int width.
module {
  llvm.func @fcasts(%h: f16, %bf: bf16, %f: f32, %d: f64, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %h32 = llvm.fpext %h : f16 to f32
    %h64 = llvm.fpext %h : f16 to f64
    %b32 = llvm.fpext %bf : bf16 to f32
    %f64 = llvm.fpext %f : f32 to f64
    %d32 = llvm.fptrunc %d : f64 to f32
    %d16 = llvm.fptrunc %d : f64 to f16
    %f16 = llvm.fptrunc %f : f32 to f16
    %fb16 = llvm.fptrunc %f : f32 to bf16
    %si8 = llvm.fptosi %f : f32 to i8
    %si16 = llvm.fptosi %f : f32 to i16
    %si32 = llvm.fptosi %d : f64 to i32
    %si64 = llvm.fptosi %d : f64 to i64
    %ui8 = llvm.fptoui %d : f64 to i8
    %ui16 = llvm.fptoui %h32 : f32 to i16
    %ui32 = llvm.fptoui %f : f32 to i32
    %ui64 = llvm.fptoui %f : f32 to i64
    %hs32 = llvm.fptosi %h : f16 to i32
    %r1 = llvm.sitofp %si8 : i8 to f32
    %r2 = llvm.sitofp %si16 : i16 to f64
    %r3 = llvm.sitofp %si64 : i64 to f32
    %r4 = llvm.uitofp %ui8 : i8 to f64
    %r5 = llvm.uitofp %ui16 : i16 to f32
    %r6 = llvm.uitofp %ui64 : i64 to f64
    %r7 = llvm.sitofp %si32 : i32 to f16
    %r8 = llvm.uitofp %ui32 : i32 to f16
    %s1 = llvm.fadd %r1, %r3 : f32
    %s2 = llvm.fadd %s1, %r5 : f32
    %s3 = llvm.fadd %s2, %b32 : f32
    %s4 = llvm.fadd %s3, %d32 : f32
    %s5 = llvm.fadd %s4, %h32 : f32
    %t1 = llvm.fadd %r2, %r4 : f64
    %t2 = llvm.fadd %t1, %r6 : f64
    %t3 = llvm.fadd %t2, %f64 : f64
    %t4 = llvm.fadd %t3, %h64 : f64
    %u1 = llvm.fadd %r7, %r8 : f16
    %u2 = llvm.fadd %u1, %d16 : f16
    %u3 = llvm.fadd %u2, %f16 : f16
    llvm.store %t4, %out : f64, !llvm.ptr
    %p1 = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %s5, %p1 : f32, !llvm.ptr
    %p2 = llvm.getelementptr %out[12] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %u3, %p2 : f16, !llvm.ptr
    %p3 = llvm.getelementptr %out[14] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %fb16, %p3 : bf16, !llvm.ptr
    %p4 = llvm.getelementptr %out[16] : (!llvm.ptr) -> !llvm.ptr, i8
    %ia = llvm.add %si32, %ui32 : i32
    %ib = llvm.add %ia, %hs32 : i32
    llvm.store %ib, %p4 : i32, !llvm.ptr
    %p5 = llvm.getelementptr %out[24] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %ui64, %p5 : i64, !llvm.ptr
    llvm.return
  }
}
