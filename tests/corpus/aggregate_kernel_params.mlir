// Kernel and device params of aggregate type passed by value (not byval): struct and array values.
module {
  llvm.func @dev(%a: !llvm.array<3 x i32>, %s: !llvm.struct<(i8, f64)>) -> !llvm.array<2 x f32> {
    %x = llvm.extractvalue %a[2] : !llvm.array<3 x i32>
    %d = llvm.extractvalue %s[1] : !llvm.struct<(i8, f64)>
    %xf = llvm.sitofp %x : i32 to f32
    %df = llvm.fptrunc %d : f64 to f32
    %u = llvm.mlir.undef : !llvm.array<2 x f32>
    %r0 = llvm.insertvalue %xf, %u[0] : !llvm.array<2 x f32>
    %r1 = llvm.insertvalue %df, %r0[1] : !llvm.array<2 x f32>
    llvm.return %r1 : !llvm.array<2 x f32>
  }
  llvm.func @k(%a: !llvm.array<3 x i32>, %s: !llvm.struct<(i8, f64)>, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %r = llvm.call @dev(%a, %s) : (!llvm.array<3 x i32>, !llvm.struct<(i8, f64)>) -> !llvm.array<2 x f32>
    %y = llvm.extractvalue %r[1] : !llvm.array<2 x f32>
    llvm.store %y, %out : f32, !llvm.ptr
    llvm.return
  }
}
