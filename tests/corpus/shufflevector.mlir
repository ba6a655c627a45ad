// llvm.shufflevector: splat and reverse of <4 x f32>, and a two-source <2 x i32> shuffle.
module {
  llvm.func @shuf(%p: !llvm.ptr, %s: f32, %a: vector<2xi32>, %b: vector<2xi32>) attributes {nvvm.kernel} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %u = llvm.mlir.undef : vector<4xf32>
    %b0 = llvm.insertelement %s, %u[%c0 : i32] : vector<4xf32>
    %splat = llvm.shufflevector %b0, %u [0, 0, 0, 0] : vector<4xf32>
    %v = llvm.load %p {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %w = llvm.fadd %v, %splat : vector<4xf32>
    %rev = llvm.shufflevector %w, %w [3, 2, 1, 0] : vector<4xf32>
    llvm.store %rev, %p {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
    %mix = llvm.shufflevector %a, %b [1, 2] : vector<2xi32>
    %q = llvm.getelementptr %p[16] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %mix, %q : vector<2xi32>, !llvm.ptr
    llvm.return
  }
}
