// A vector rebuilt lane by lane from another of its type is that vector, and a bitcast back to
// the type a bitcast came from is its source (#26: Triton's fp8 mma operands, unpacked from
// ldmatrix registers into bytes and packed again). Lanes out of place, or lanes that keep a
// different first vector, are kept.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-dce | filecheck %s

// CHECK-LABEL: llvm.func @rebuilt
// CHECK-NEXT:    llvm.return %x : i32
// CHECK-LABEL: llvm.func @swapped
// CHECK:         llvm.insertelement
// CHECK:         llvm.insertelement
// CHECK:         llvm.bitcast %{{.*}} : vector<2xi16> to i32
// CHECK-LABEL: llvm.func @partly_over
// CHECK-NEXT:    %[[C:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %[[E:.*]] = llvm.extractelement %w[%[[C]] : i32] : vector<2xi16>
// CHECK-NEXT:    %[[I:.*]] = llvm.insertelement %[[E]], %y[%[[C]] : i32] : vector<2xi16>
// CHECK-NEXT:    %{{.*}} = llvm.add %w, %[[I]] : vector<2xi16>
llvm.func @rebuilt(%x: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %u = llvm.mlir.undef : vector<4xi8>
  %v = llvm.bitcast %x : i32 to vector<4xi8>
  %e0 = llvm.extractelement %v[%c0 : i32] : vector<4xi8>
  %e1 = llvm.extractelement %v[%c1 : i32] : vector<4xi8>
  %e2 = llvm.extractelement %v[%c2 : i32] : vector<4xi8>
  %e3 = llvm.extractelement %v[%c3 : i32] : vector<4xi8>
  %i0 = llvm.insertelement %e0, %u[%c0 : i32] : vector<4xi8>
  %i1 = llvm.insertelement %e1, %i0[%c1 : i32] : vector<4xi8>
  %i2 = llvm.insertelement %e2, %i1[%c2 : i32] : vector<4xi8>
  %i3 = llvm.insertelement %e3, %i2[%c3 : i32] : vector<4xi8>
  %r = llvm.bitcast %i3 : vector<4xi8> to i32
  llvm.return %r : i32
}
llvm.func @swapped(%x: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %u = llvm.mlir.undef : vector<2xi16>
  %v = llvm.bitcast %x : i32 to vector<2xi16>
  %e0 = llvm.extractelement %v[%c0 : i32] : vector<2xi16>
  %e1 = llvm.extractelement %v[%c1 : i32] : vector<2xi16>
  %i0 = llvm.insertelement %e1, %u[%c0 : i32] : vector<2xi16>
  %i1 = llvm.insertelement %e0, %i0[%c1 : i32] : vector<2xi16>
  %r = llvm.bitcast %i1 : vector<2xi16> to i32
  llvm.return %r : i32
}
llvm.func @partly_over(%w: vector<2xi16>, %y: vector<2xi16>) -> vector<2xi16> {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %e1 = llvm.extractelement %w[%c1 : i32] : vector<2xi16>
  %i1 = llvm.insertelement %e1, %w[%c1 : i32] : vector<2xi16>
  %e2 = llvm.extractelement %w[%c1 : i32] : vector<2xi16>
  %i2 = llvm.insertelement %e2, %y[%c1 : i32] : vector<2xi16>
  %s = llvm.add %i1, %i2 : vector<2xi16>
  llvm.return %s : vector<2xi16>
}
