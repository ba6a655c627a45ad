// Byval kernel struct with a vector<4xf32> member (align 16) loaded whole from param space.
module {
  llvm.func @k(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, vector<4xf32>)>, llvm.align = 16 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %vp = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, vector<4xf32>)>
    %v = llvm.load %vp {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    llvm.store %v, %out {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
    llvm.return
  }
}
