// fptoui/fptosi from f32 to i1 and sitofp/uitofp from i1 (LLVM converts through a 32-bit value).
module {
  llvm.func @f_i1(%b: i1, %f: f32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %x = llvm.sitofp %b : i1 to f32
    %y = llvm.uitofp %b : i1 to f64
    %z = llvm.fptoui %f : f32 to i1
    %w = llvm.fptosi %f : f32 to i1
    llvm.store %x, %out : f32, !llvm.ptr
    %q = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %y, %q : f64, !llvm.ptr
    %r = llvm.getelementptr %out[16] : (!llvm.ptr) -> !llvm.ptr, i8
    %a = llvm.and %z, %w : i1
    llvm.store %a, %r : i1, !llvm.ptr
    llvm.return
  }
}
