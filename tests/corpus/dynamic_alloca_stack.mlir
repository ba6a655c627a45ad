// Stacksave/stackrestore around a dynamic alloca, i64 div by constant.
module {
  llvm.func @misc(%a: i32, %b: i32, %n: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %s = llvm.add %a, %b : i32
    %sp = llvm.intr.stacksave : !llvm.ptr
    %buf = llvm.alloca %n x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %s, %buf : i32, !llvm.ptr
    %v = llvm.load %buf : !llvm.ptr -> i32
    llvm.intr.stackrestore %sp : !llvm.ptr
    %w = llvm.sext %v : i32 to i64
    %c1000 = llvm.mlir.constant(1000 : i64) : i64
    %q = llvm.sdiv %w, %c1000 : i64
    %r = llvm.urem %w, %c1000 : i64
    %t = llvm.add %q, %r : i64
    llvm.store %t, %out : i64, !llvm.ptr
    llvm.return
  }
}
