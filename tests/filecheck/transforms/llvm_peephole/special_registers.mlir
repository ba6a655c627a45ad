// A special register with one possible value folds to it: a one-value `range` (MLIR's GPU
// lowering of a known block size) or `ntid` under the kernel's nvvm.reqntid. maxntid only
// bounds the block size: ntid stays a read.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-dce | filecheck %s

// CHECK-LABEL: llvm.func @exact
// CHECK-NEXT:    %[[A:.*]] = llvm.mlir.constant(256 : i32) : i32
// CHECK-NEXT:    llvm.store %[[A]], %p
// CHECK-NEXT:    %[[B:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:    llvm.store %[[B]], %p
// CHECK-NEXT:    %[[C:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    llvm.store %[[C]], %p
llvm.func @exact(%p: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32, 4>} {
  %a = nvvm.read.ptx.sreg.ntid.x range <i32, 256, 257> : i32
  llvm.store %a, %p : i32, !llvm.ptr
  %b = nvvm.read.ptx.sreg.ntid.y : i32
  llvm.store %b, %p : i32, !llvm.ptr
  %c = nvvm.read.ptx.sreg.ntid.z : i32
  llvm.store %c, %p : i32, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @bounded
// CHECK-NEXT:    nvvm.read.ptx.sreg.ntid.x
// CHECK-NEXT:    llvm.store
llvm.func @bounded(%p: !llvm.ptr) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 256>} {
  %a = nvvm.read.ptx.sreg.ntid.x : i32
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.return
}
