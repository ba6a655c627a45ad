// Op flags: overflow<nsw,nuw> adds, fastmath flags, exact/disjoint-free ops, volatile stores, atomic acquire loads.
module {
  llvm.func @flags(%p: !llvm.ptr, %a: i32, %b: i32, %x: f32) attributes {nvvm.kernel} {
    %s = llvm.add %a, %b overflow<nsw> : i32
    %m = llvm.mul %s, %b overflow<nsw, nuw> : i32
    %f = llvm.fmul %x, %x {fastmathFlags = #llvm.fastmath<fast>} : f32
    %g = llvm.fadd %f, %x {fastmathFlags = #llvm.fastmath<contract>} : f32
    %v = llvm.load %p : !llvm.ptr -> i32
    %w = llvm.add %v, %m : i32
    llvm.store volatile %w, %p : i32, !llvm.ptr
    %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %al = llvm.load %q atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
    %r = llvm.getelementptr %p[2] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store volatile %al, %r {alignment = 4 : i64} : i32, !llvm.ptr
    %t = llvm.getelementptr %p[3] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %g, %t : f32, !llvm.ptr
    llvm.return
  }
}
