// A byval argument of 2^32 + 1 scalar elements: refused where the call splits it (it was enumerated for hours).
module {
  llvm.func @leaf(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i64, array<4294967296 x i16>)>, llvm.align = 8 : i64}) -> i16 {
    %p = llvm.getelementptr %s[0, 1, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, array<6 x i16>)>
    %v = llvm.load %p : !llvm.ptr -> i16
    llvm.return %v : i16
  }
  llvm.func @k(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i64, array<6 x i16>)>, llvm.align = 8 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %r = llvm.call @leaf(%s) : (!llvm.ptr) -> i16 // ERROR: 'llvm.call'
    llvm.store %r, %out : i16, !llvm.ptr
    llvm.return
  }
}
