// Vector atomics PTX cannot do natively are located errors naming the way out.
// RUN: nvvm-opt %s --split-input-file --verify-diagnostics -p 'convert-llvm-to-ptx{sm=90 ptx-version="8.1"}' | filecheck %s

// CHECK: PTX's vector atom works on global memory only, this one is on a generic pointer memory-space-opt could not prove global; pass option expand-vector-atomics=true (lower-to-ptx, convert-llvm-to-ptx) makes one scalar atomic per lane
llvm.func @generic(%p: !llvm.ptr, %v: vector<2xf32>) {
  %old = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, vector<2xf32>
  llvm.return
}

// -----

// CHECK: PTX's vector atom works on global memory only, this one is on address space 3
llvm.func @shared(%p: !llvm.ptr<3>, %v: vector<4xf32>) {
  %old = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr<3>, vector<4xf32>
  llvm.return
}

// -----

// CHECK: PTX has no vector atom for fmin on vector<2xf32> (it has fadd on 2/4 x f32; fadd on 2/4/8 x f16; fmin on 2/4/8 x f16; fmax on 2/4/8 x f16; fadd on 2/4/8 x bf16; fmin on 2/4/8 x bf16; fmax on 2/4/8 x bf16); pass option expand-vector-atomics=true
llvm.func @fmin_f32(%p: !llvm.ptr<1>, %v: vector<2xf32>) {
  %old = llvm.atomicrmw fmin %p, %v monotonic : !llvm.ptr<1>, vector<2xf32>
  llvm.return
}

// -----

// CHECK: a vector atomic on vector<4xf32> needs 16-byte alignment, the op has 8
llvm.func @underaligned(%p: !llvm.ptr<1>, %v: vector<4xf32>) {
  %old = llvm.atomicrmw fadd %p, %v monotonic {alignment = 8 : i64} : !llvm.ptr<1>, vector<4xf32>
  llvm.return
}

// -----

// CHECK: PTX has no vector atom for fadd on vector<3xf32>
llvm.func @three_lanes(%p: !llvm.ptr<1>, %v: vector<3xf32>) {
  %old = llvm.atomicrmw fadd %p, %v monotonic {alignment = 16 : i64} : !llvm.ptr<1>, vector<3xf32>
  llvm.return
}
