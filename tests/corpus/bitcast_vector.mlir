// bitcast between scalars and vectors: i64 -> <2 x i32>, <2 x f16> -> i32, <4 x i8> -> f32.
module {
  llvm.func @bv(%d: i64, %h: vector<2xf16>, %b: vector<4xi8>, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %v = llvm.bitcast %d : i64 to vector<2xi32>
    llvm.store %v, %out : vector<2xi32>, !llvm.ptr
    %i = llvm.bitcast %h : vector<2xf16> to i32
    %q = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %i, %q : i32, !llvm.ptr
    %f = llvm.bitcast %b : vector<4xi8> to f32
    %r = llvm.getelementptr %out[12] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %f, %r : f32, !llvm.ptr
    llvm.return
  }
}
