// Vector values: <4 x f32> loads/stores, insertelement/extractelement, vector fadd/fmul, <2 x i16> and <4 x i8>.
module {
  llvm.func @vec(%p: !llvm.ptr, %q: !llvm.ptr, %s: f32, %k: i32) attributes {nvvm.kernel} {
    %v = llvm.load %p {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %u = llvm.mlir.undef : vector<4xf32>
    %b0 = llvm.insertelement %s, %u[%c0 : i32] : vector<4xf32>
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %splat = llvm.insertelement %s, %b0[%c3 : i32] : vector<4xf32>
    %w = llvm.fadd %v, %splat : vector<4xf32>
    %w2 = llvm.fmul %w, %v : vector<4xf32>
    %rev = llvm.insertelement %s, %w2[%c0 : i32] : vector<4xf32>
    llvm.store %rev, %p {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
    %e = llvm.extractelement %rev[%c3 : i32] : vector<4xf32>
    %qq = llvm.getelementptr %q[16] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %e, %qq : f32, !llvm.ptr
    %h = llvm.load %q : !llvm.ptr -> vector<2xi16>
    %h2 = llvm.add %h, %h : vector<2xi16>
    llvm.store %h2, %q : vector<2xi16>, !llvm.ptr
    %q4 = llvm.getelementptr %q[4] : (!llvm.ptr) -> !llvm.ptr, i8
    %bb = llvm.load %q4 : !llvm.ptr -> vector<4xi8>
    %bx = llvm.xor %bb, %bb : vector<4xi8>
    llvm.store %bx, %q4 : vector<4xi8>, !llvm.ptr
    llvm.return
  }
}
