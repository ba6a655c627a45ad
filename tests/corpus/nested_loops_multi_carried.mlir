// Nested loops with three loop-carried block args (i64 sum, f32 product, i1 flag) and an early-exit edge.
module {
  llvm.func @nested(%p: !llvm.ptr, %n: i32, %m: i32) attributes {nvvm.kernel} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %z64 = llvm.mlir.constant(0 : i64) : i64
    %f1 = llvm.mlir.constant(1.0 : f32) : f32
    %false = llvm.mlir.constant(false) : i1
    llvm.br ^outer(%c0, %z64, %f1, %false : i32, i64, f32, i1)
  ^outer(%i: i32, %sum: i64, %prod: f32, %seen: i1):
    %oc = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %oc, ^inner(%c0, %sum, %prod, %seen : i32, i64, f32, i1), ^exit(%sum, %prod, %seen : i64, f32, i1)
  ^inner(%j: i32, %s: i64, %pr: f32, %sn: i1):
    %ic = llvm.icmp "slt" %j, %m : i32
    llvm.cond_br %ic, ^ibody, ^onext
  ^ibody:
    %ij = llvm.mul %i, %j : i32
    %ij64 = llvm.sext %ij : i32 to i64
    %s2 = llvm.add %s, %ij64 : i64
    %fj = llvm.sitofp %j : i32 to f32
    %pr2 = llvm.fmul %pr, %fj : f32
    %neg = llvm.icmp "slt" %s2, %z64 : i64
    %sn2 = llvm.or %sn, %neg : i1
    %j1 = llvm.add %j, %c1 : i32
    llvm.cond_br %neg, ^exit(%s2, %pr2, %sn2 : i64, f32, i1), ^inner(%j1, %s2, %pr2, %sn2 : i32, i64, f32, i1)
  ^onext:
    %i1 = llvm.add %i, %c1 : i32
    llvm.br ^outer(%i1, %s, %pr, %sn : i32, i64, f32, i1)
  ^exit(%fs: i64, %fp: f32, %fl: i1):
    llvm.store %fs, %p : i64, !llvm.ptr
    %q = llvm.getelementptr %p[8] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %fp, %q : f32, !llvm.ptr
    %r = llvm.getelementptr %p[12] : (!llvm.ptr) -> !llvm.ptr, i8
    %b = llvm.zext %fl : i1 to i8
    llvm.store %b, %r : i8, !llvm.ptr
    llvm.return
  }
}
