// Integer intrinsics: smin/smax/umin/umax, abs, ctpop/ctlz/cttz on i16/i32/i64.
module {
  llvm.func @bits(%a: i32, %b: i32, %c: i64, %h: i16, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %m1 = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
    %m2 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
    %m3 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
    %m4 = llvm.intr.umax(%c, %c) : (i64, i64) -> i64
    %ab = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
    %ab64 = "llvm.intr.abs"(%c) <{is_int_min_poison = true}> : (i64) -> i64
    %p1 = llvm.intr.ctpop(%a) : (i32) -> i32
    %p2 = llvm.intr.ctpop(%c) : (i64) -> i64
    %l1 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
    %l2 = "llvm.intr.ctlz"(%c) <{is_zero_poison = true}> : (i64) -> i64
    %t1 = "llvm.intr.cttz"(%b) <{is_zero_poison = false}> : (i32) -> i32
    %t2 = "llvm.intr.cttz"(%c) <{is_zero_poison = false}> : (i64) -> i64
    %hm = llvm.intr.smax(%h, %h) : (i16, i16) -> i16
    %s1 = llvm.add %m1, %m2 : i32
    %s2 = llvm.add %s1, %m3 : i32
    %s3 = llvm.add %s2, %ab : i32
    %s4 = llvm.add %s3, %p1 : i32
    %s5 = llvm.add %s4, %l1 : i32
    %s6 = llvm.add %s5, %t1 : i32
    %w1 = llvm.add %m4, %ab64 : i64
    %w2 = llvm.add %w1, %p2 : i64
    %w3 = llvm.add %w2, %l2 : i64
    %w4 = llvm.add %w3, %t2 : i64
    llvm.store %w4, %out : i64, !llvm.ptr
    %q = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %s6, %q : i32, !llvm.ptr
    %r = llvm.getelementptr %out[12] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %hm, %r : i16, !llvm.ptr
    llvm.return
  }
}
