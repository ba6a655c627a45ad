// Device functions returning f16, bf16, i1, <4 x f32>, <2 x i16>, a struct with i1 and a void function; empty kernel.
module {
  llvm.func @rh(%x: f32) -> f16 {
    %r = llvm.fptrunc %x : f32 to f16
    llvm.return %r : f16
  }
  llvm.func @rb(%x: f32) -> bf16 {
    %r = llvm.fptrunc %x : f32 to bf16
    llvm.return %r : bf16
  }
  llvm.func @rv(%x: f32) -> vector<4xf32> {
    %u = llvm.mlir.undef : vector<4xf32>
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %r = llvm.insertelement %x, %u[%c0 : i32] : vector<4xf32>
    llvm.return %r : vector<4xf32>
  }
  llvm.func @rs(%x: i16) -> vector<2xi16> {
    %u = llvm.mlir.undef : vector<2xi16>
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %r = llvm.insertelement %x, %u[%c1 : i32] : vector<2xi16>
    llvm.return %r : vector<2xi16>
  }
  llvm.func @rflag(%x: i32) -> !llvm.struct<(i1, i32)> {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %b = llvm.icmp "eq" %x, %c0 : i32
    %u = llvm.mlir.undef : !llvm.struct<(i1, i32)>
    %s0 = llvm.insertvalue %b, %u[0] : !llvm.struct<(i1, i32)>
    %s1 = llvm.insertvalue %x, %s0[1] : !llvm.struct<(i1, i32)>
    llvm.return %s1 : !llvm.struct<(i1, i32)>
  }
  llvm.func @nothing() {
    llvm.return
  }
  llvm.func @empty() attributes {nvvm.kernel} {
    llvm.return
  }
  llvm.func @k(%x: f32, %i: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    llvm.call @nothing() : () -> ()
    %h = llvm.call @rh(%x) : (f32) -> f16
    %b = llvm.call @rb(%x) : (f32) -> bf16
    %v = llvm.call @rv(%x) : (f32) -> vector<4xf32>
    %t = llvm.trunc %i : i32 to i16
    %s = llvm.call @rs(%t) : (i16) -> vector<2xi16>
    %f = llvm.call @rflag(%i) : (i32) -> !llvm.struct<(i1, i32)>
    %fb = llvm.extractvalue %f[0] : !llvm.struct<(i1, i32)>
    llvm.store %v, %out {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
    %p1 = llvm.getelementptr %out[16] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %h, %p1 : f16, !llvm.ptr
    %p2 = llvm.getelementptr %out[18] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %b, %p2 : bf16, !llvm.ptr
    %p3 = llvm.getelementptr %out[20] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %s, %p3 : vector<2xi16>, !llvm.ptr
    %p4 = llvm.getelementptr %out[24] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %fb, %p4 : i1, !llvm.ptr
    llvm.return
  }
}
