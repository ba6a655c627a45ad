// Globals whose initializer is a region (as mlir-translate imports struct constants and address-of initializers).
module {
  llvm.mlir.global internal @pair() {addr_space = 1 : i32} : !llvm.struct<(i32, f32)> {
    %u = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    %a = llvm.mlir.constant(7 : i32) : i32
    %b = llvm.mlir.constant(1.5 : f32) : f32
    %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, f32)>
    %s1 = llvm.insertvalue %b, %s0[1] : !llvm.struct<(i32, f32)>
    llvm.return %s1 : !llvm.struct<(i32, f32)>
  }
  llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
    %p = llvm.mlir.addressof @pair : !llvm.ptr<1>
    %pf = llvm.getelementptr %p[0, 1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, !llvm.struct<(i32, f32)>
    %f = llvm.load %pf : !llvm.ptr<1> -> f32
    llvm.store %f, %out : f32, !llvm.ptr
    llvm.return
  }
}
