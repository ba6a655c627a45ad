// A kernel that writes into its own byval struct (needs a local copy) and then passes it to a device function.
module {
  llvm.func @norm(%v: !llvm.ptr) -> f32 {
    %x = llvm.load %v : !llvm.ptr -> f32
    %yp = llvm.getelementptr %v[1] : (!llvm.ptr) -> !llvm.ptr, f32
    %y = llvm.load %yp : !llvm.ptr -> f32
    %xx = llvm.fmul %x, %x : f32
    %s = llvm.intr.fma(%y, %y, %xx) : (f32, f32, f32) -> f32
    %r = llvm.intr.sqrt(%s) : (f32) -> f32
    llvm.return %r : f32
  }
  llvm.func @k(%v: !llvm.ptr {llvm.byval = !llvm.struct<(f32, f32)>, llvm.align = 4 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %x = llvm.load %v : !llvm.ptr -> f32
    %x2 = llvm.fadd %x, %x : f32
    llvm.store %x2, %v : f32, !llvm.ptr
    %r = llvm.call @norm(%v) : (!llvm.ptr) -> f32
    llvm.store %r, %out : f32, !llvm.ptr
    llvm.return
  }
}
