// Vector-typed kernel and device-function params/returns: <2 x f32>, <4 x i32>, <2 x f64>, <2 x f16>.
module {
  llvm.func @dev(%a: vector<4xi32>, %b: vector<2xf64>, %h: vector<2xf16>) -> vector<2xf32> {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %x = llvm.extractelement %a[%c0 : i32] : vector<4xi32>
    %y = llvm.extractelement %b[%c1 : i32] : vector<2xf64>
    %xf = llvm.sitofp %x : i32 to f32
    %yf = llvm.fptrunc %y : f64 to f32
    %hh = llvm.extractelement %h[%c0 : i32] : vector<2xf16>
    %hf = llvm.fpext %hh : f16 to f32
    %u = llvm.mlir.undef : vector<2xf32>
    %r0 = llvm.insertelement %xf, %u[%c0 : i32] : vector<2xf32>
    %s = llvm.fadd %yf, %hf : f32
    %r1 = llvm.insertelement %s, %r0[%c1 : i32] : vector<2xf32>
    llvm.return %r1 : vector<2xf32>
  }
  llvm.func @k(%out: !llvm.ptr, %a: vector<4xi32>, %b: vector<2xf64>, %h: vector<2xf16>, %v: vector<2xf32>) attributes {nvvm.kernel} {
    %r = llvm.call @dev(%a, %b, %h) : (vector<4xi32>, vector<2xf64>, vector<2xf16>) -> vector<2xf32>
    %s = llvm.fadd %r, %v : vector<2xf32>
    llvm.store %s, %out : vector<2xf32>, !llvm.ptr
    llvm.return
  }
}
