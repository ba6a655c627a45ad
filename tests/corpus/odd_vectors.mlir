// Odd-sized vectors: vector<3xf32> and vector<3xi8> as device params/returns, vector<8xf16> loads, vector<2xi1> logic.
module {
  llvm.func @scale3(%v: vector<3xf32>, %s: f32) -> vector<3xf32> {
    %u = llvm.mlir.undef : vector<3xf32>
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %x = llvm.extractelement %v[%c0 : i32] : vector<3xf32>
    %y = llvm.extractelement %v[%c1 : i32] : vector<3xf32>
    %z = llvm.extractelement %v[%c2 : i32] : vector<3xf32>
    %xs = llvm.fmul %x, %s : f32
    %ys = llvm.fmul %y, %s : f32
    %zs = llvm.fmul %z, %s : f32
    %r0 = llvm.insertelement %xs, %u[%c0 : i32] : vector<3xf32>
    %r1 = llvm.insertelement %ys, %r0[%c1 : i32] : vector<3xf32>
    %r2 = llvm.insertelement %zs, %r1[%c2 : i32] : vector<3xf32>
    llvm.return %r2 : vector<3xf32>
  }
  llvm.func @bytes3(%v: vector<3xi8>) -> vector<3xi8> {
    %r = llvm.add %v, %v : vector<3xi8>
    llvm.return %r : vector<3xi8>
  }
  llvm.func @k(%p: !llvm.ptr, %v: vector<3xf32>, %b: vector<3xi8>, %s: f32) attributes {nvvm.kernel} {
    %r = llvm.call @scale3(%v, %s) : (vector<3xf32>, f32) -> vector<3xf32>
    llvm.store %r, %p {alignment = 4 : i64} : vector<3xf32>, !llvm.ptr
    %rb = llvm.call @bytes3(%b) : (vector<3xi8>) -> vector<3xi8>
    %q = llvm.getelementptr %p[12] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %rb, %q {alignment = 1 : i64} : vector<3xi8>, !llvm.ptr
    %h = llvm.getelementptr %p[16] : (!llvm.ptr) -> !llvm.ptr, i8
    %hv = llvm.load %h {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
    %hs = llvm.fadd %hv, %hv : vector<8xf16>
    llvm.store %hs, %h {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
    llvm.return
  }
}
