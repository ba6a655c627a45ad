// Byval params of array type and of a struct with an f32 array member (align 16), read with dynamic and constant indices.
module {
  llvm.func @k(%arr: !llvm.ptr {llvm.byval = !llvm.array<8 x i32>, llvm.align = 4 : i64}, %s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, array<4 x f32>)>, llvm.align = 16 : i64}, %i: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %c7 = llvm.mlir.constant(7 : i32) : i32
    %k = llvm.and %i, %c7 : i32
    %k64 = llvm.zext %k : i32 to i64
    %ap = llvm.getelementptr %arr[0, %k64] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x i32>
    %a = llvm.load %ap : !llvm.ptr -> i32
    %vp = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
    %ep = llvm.getelementptr %vp[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x f32>
    %e = llvm.load %ep : !llvm.ptr -> f32
    %af = llvm.sitofp %a : i32 to f32
    %r = llvm.fadd %af, %e : f32
    llvm.store %r, %out : f32, !llvm.ptr
    llvm.return
  }
}
