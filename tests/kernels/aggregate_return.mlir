// A device function returning a struct: `.param .align 8 .b8 func_retval0[24]`, stored and
// read back field by field at DataLayout offsets.
module {
  llvm.func @make(%a: i32, %b: f64, %c: i8) -> !llvm.struct<(i32, f64, i8)> {
    %u = llvm.mlir.undef : !llvm.struct<(i32, f64, i8)>
    %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, f64, i8)>
    %s1 = llvm.insertvalue %b, %s0[1] : !llvm.struct<(i32, f64, i8)>
    %s2 = llvm.insertvalue %c, %s1[2] : !llvm.struct<(i32, f64, i8)>
    llvm.return %s2 : !llvm.struct<(i32, f64, i8)>
  }
  llvm.func @use(%out: !llvm.ptr, %a: i32, %b: f64) attributes {nvvm.kernel} {
    %c = llvm.mlir.constant(7 : i8) : i8
    %s = llvm.call @make(%a, %b, %c) : (i32, f64, i8) -> !llvm.struct<(i32, f64, i8)>
    %x = llvm.extractvalue %s[0] : !llvm.struct<(i32, f64, i8)>
    %y = llvm.extractvalue %s[1] : !llvm.struct<(i32, f64, i8)>
    %z = llvm.extractvalue %s[2] : !llvm.struct<(i32, f64, i8)>
    llvm.store %x, %out : i32, !llvm.ptr
    %p1 = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %y, %p1 : f64, !llvm.ptr
    %p2 = llvm.getelementptr %out[16] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %z, %p2 : i8, !llvm.ptr
    llvm.return
  }
}
