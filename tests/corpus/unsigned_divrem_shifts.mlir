// Signed/unsigned division and remainder on i8/i16/i32/i64, shifts (shl/lshr/ashr) with variable and constant amounts.
module {
  llvm.func @divrem(%a: i32, %b: i32, %c: i64, %d: i64, %e: i16, %f: i8, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %q1 = llvm.udiv %a, %b : i32
    %r1 = llvm.urem %a, %b : i32
    %q2 = llvm.sdiv %a, %b : i32
    %r2 = llvm.srem %a, %b : i32
    %q3 = llvm.udiv %c, %d : i64
    %r3 = llvm.urem %c, %d : i64
    %q4 = llvm.sdiv %c, %d : i64
    %r4 = llvm.srem %c, %d : i64
    %e2 = llvm.udiv %e, %e : i16
    %e3 = llvm.srem %e, %e2 : i16
    %f2 = llvm.sdiv %f, %f : i8
    %f3 = llvm.urem %f, %f2 : i8
    %s1 = llvm.shl %a, %b : i32
    %s2 = llvm.lshr %a, %b : i32
    %s3 = llvm.ashr %a, %b : i32
    %c7 = llvm.mlir.constant(7 : i64) : i64
    %s4 = llvm.shl %c, %c7 : i64
    %s5 = llvm.lshr %c, %d : i64
    %s6 = llvm.ashr %c, %c7 : i64
    %c3 = llvm.mlir.constant(3 : i16) : i16
    %s7 = llvm.ashr %e3, %c3 : i16
    %c2 = llvm.mlir.constant(2 : i8) : i8
    %s8 = llvm.lshr %f3, %c2 : i8
    %x1 = llvm.add %q1, %r1 : i32
    %x2 = llvm.add %x1, %q2 : i32
    %x3 = llvm.add %x2, %r2 : i32
    %x4 = llvm.xor %x3, %s1 : i32
    %x5 = llvm.xor %x4, %s2 : i32
    %x6 = llvm.xor %x5, %s3 : i32
    %y1 = llvm.add %q3, %r3 : i64
    %y2 = llvm.add %y1, %q4 : i64
    %y3 = llvm.add %y2, %r4 : i64
    %y4 = llvm.or %y3, %s4 : i64
    %y5 = llvm.or %y4, %s5 : i64
    %y6 = llvm.or %y5, %s6 : i64
    llvm.store %y6, %out : i64, !llvm.ptr
    %p1 = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %x6, %p1 : i32, !llvm.ptr
    %p2 = llvm.getelementptr %out[12] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %s7, %p2 : i16, !llvm.ptr
    %p3 = llvm.getelementptr %out[14] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %s8, %p3 : i8, !llvm.ptr
    llvm.return
  }
}
