// llvm.dereferenceable / llvm.dereferenceable_or_null / llvm.nonnull argument attributes on kernel and device pointers.
module {
  llvm.func @dev(%p: !llvm.ptr {llvm.dereferenceable_or_null = 8 : i64}) -> i64 {
    %v = llvm.load %p : !llvm.ptr -> i64
    llvm.return %v : i64
  }
  llvm.func @k(%p: !llvm.ptr {llvm.dereferenceable = 8 : i64, llvm.nonnull}, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %v = llvm.call @dev(%p) : (!llvm.ptr) -> i64
    llvm.store %v, %out : i64, !llvm.ptr
    llvm.return
  }
}
