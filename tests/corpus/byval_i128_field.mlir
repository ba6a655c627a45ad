// Byval kernel struct with an i128 field (align 16) read directly from param space.
module {
  llvm.func @wide_field(%b: !llvm.ptr {llvm.byval = !llvm.struct<(i8, i128)>, llvm.align = 16 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %q = llvm.getelementptr %b[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i128)>
    %w = llvm.load %q {alignment = 16 : i64} : !llvm.ptr -> i128
    llvm.store %w, %out {alignment = 16 : i64} : i128, !llvm.ptr
    llvm.return
  }
}
