// Byval kernel structs with odd layouts: i8 arrays, f16 fields, i64 member with align 16, trailing padding; fields read at odd offsets.
module {
  llvm.func @odd(%a: !llvm.ptr {llvm.byval = !llvm.struct<(i8, array<3 x i8>, f16, i32, i8)>, llvm.align = 4 : i64}, %b: !llvm.ptr {llvm.byval = !llvm.struct<(i8, i64, i16)>, llvm.align = 16 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %p1 = llvm.getelementptr %a[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, array<3 x i8>, f16, i32, i8)>
    %p2 = llvm.getelementptr %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, array<3 x i8>, f16, i32, i8)>
    %p3 = llvm.getelementptr %a[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, array<3 x i8>, f16, i32, i8)>
    %c = llvm.load %p1 : !llvm.ptr -> i8
    %h = llvm.load %p2 : !llvm.ptr -> f16
    %t = llvm.load %p3 : !llvm.ptr -> i8
    %q1 = llvm.getelementptr %b[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, i16)>
    %q2 = llvm.getelementptr %b[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, i16)>
    %w = llvm.load %q1 {alignment = 16 : i64} : !llvm.ptr -> i64
    %s = llvm.load %q2 : !llvm.ptr -> i16
    %hf = llvm.fpext %h : f16 to f64
    %c64 = llvm.zext %c : i8 to i64
    %t64 = llvm.sext %t : i8 to i64
    %s64 = llvm.zext %s : i16 to i64
    %x1 = llvm.add %w, %c64 : i64
    %x2 = llvm.add %x1, %t64 : i64
    %x3 = llvm.add %x2, %s64 : i64
    llvm.store %x3, %out : i64, !llvm.ptr
    %o = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %hf, %o : f64, !llvm.ptr
    llvm.return
  }
}
