// nvvm.grid_constant byval struct whose address escapes to a device function and is also read directly.
module {
  llvm.func @sum_fields(%p: !llvm.ptr) -> i32 {
    %a = llvm.load %p : !llvm.ptr -> i32
    %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %b = llvm.load %q : !llvm.ptr -> i32
    %s = llvm.add %a, %b : i32
    llvm.return %s : i32
  }
  llvm.func @gc(%params: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32, array<4 x f32>)>, llvm.align = 4 : i64, nvvm.grid_constant}, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %s = llvm.call @sum_fields(%params) : (!llvm.ptr) -> i32
    %fp = llvm.getelementptr %params[0, 2, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, array<4 x f32>)>
    %f = llvm.load %fp : !llvm.ptr -> f32
    %fi = llvm.fptosi %f : f32 to i32
    %r = llvm.add %s, %fi : i32
    llvm.store %r, %out : i32, !llvm.ptr
    llvm.return
  }
}
