// Byval structs: a kernel reading fields of its byval param (ld.param at constant offsets),
// and a device function whose byval param is read and forwarded.
module {
  llvm.func @dev(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f32, i64)>, llvm.align = 8 : i64}) -> i64 {
    %p = llvm.getelementptr %s[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32, i64)>
    %v = llvm.load %p : !llvm.ptr -> i64
    llvm.return %v : i64
  }
  llvm.func @kern(%out: !llvm.ptr, %s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f32, i64)>, llvm.align = 8 : i64}) attributes {nvvm.kernel} {
    %p = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32, i64)>
    %f = llvm.load %p : !llvm.ptr -> f32
    llvm.store %f, %out : f32, !llvm.ptr
    %r = llvm.call @dev(%s) : (!llvm.ptr) -> i64
    %q = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %r, %q : i64, !llvm.ptr
    llvm.return
  }
}
