// Special constants: NaN/Inf/-0.0 f32/f64, f16/bf16 literals, i64 min/max, i16 -1, dense vector constants, i1 true.
module {
  llvm.func @consts(%out: !llvm.ptr) attributes {nvvm.kernel} {
    %nan = llvm.mlir.constant(0x7FC00000 : f32) : f32
    %inf = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
    %nz = llvm.mlir.constant(-0.0 : f32) : f32
    %h = llvm.mlir.constant(1.5 : f16) : f16
    %bh = llvm.mlir.constant(-2.0 : bf16) : bf16
    %imin = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %imax = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %m1 = llvm.mlir.constant(-1 : i16) : i16
    %vec = llvm.mlir.constant(dense<[1, -2, 3, -4]> : vector<4xi32>) : vector<4xi32>
    %fvec = llvm.mlir.constant(dense<[0.5, 1.5]> : vector<2xf32>) : vector<2xf32>
    %t = llvm.mlir.constant(true) : i1
    %f1 = llvm.fadd %nan, %nz : f32
    llvm.store %f1, %out : f32, !llvm.ptr
    %p1 = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %inf, %p1 : f64, !llvm.ptr
    %p2 = llvm.getelementptr %out[16] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %h, %p2 : f16, !llvm.ptr
    %p3 = llvm.getelementptr %out[18] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %bh, %p3 : bf16, !llvm.ptr
    %p4 = llvm.getelementptr %out[20] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %m1, %p4 : i16, !llvm.ptr
    %p5 = llvm.getelementptr %out[24] : (!llvm.ptr) -> !llvm.ptr, i8
    %x = llvm.xor %imin, %imax : i64
    llvm.store %x, %p5 : i64, !llvm.ptr
    %p6 = llvm.getelementptr %out[32] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %vec, %p6 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
    %p7 = llvm.getelementptr %out[48] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %fvec, %p7 : vector<2xf32>, !llvm.ptr
    %p8 = llvm.getelementptr %out[56] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %t, %p8 : i1, !llvm.ptr
    llvm.return
  }
}
