// REQUIRES: ptxas
// Packed structs (`!llvm.struct<packed (...)>`, Triton 3.9's warp-specialized kernels) parse and
// print as MLIR writes them and are laid out without padding, alignment 1: the field offsets
// are llc-22's for the same module (5 and 9 packed; 8 padded).
// RUN: nvvm-opt %s -t mlir | filecheck %s --check-prefix=MLIR
// RUN: nvvm-opt %s -t mlir --print-op-generic | nvvm-opt -t mlir | filecheck %s --check-prefix=MLIR
// RUN: nvvm-opt -O0 %s | filecheck %s
// RUN: nvvm-opt %s > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// MLIR: !llvm.struct<packed (i8, i32, ptr)>
// MLIR: !llvm.struct<(i8, i32, ptr)>
// MLIR: !llvm.struct<"named", packed (i8, i64)>
// CHECK: add.s64 [[B:%rd[0-9]+]], [[P:%rd[0-9]+]], 5;
// CHECK: add.s64 [[C:%rd[0-9]+]], [[P]], 8;
// CHECK: add.s64 [[D:%rd[0-9]+]], [[P]], 9;
llvm.func @offsets(%p: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %b = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i8, i32, ptr)>
  %c = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i32, ptr)>
  %d = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"named", packed (i8, i64)>
  llvm.store %b, %out : !llvm.ptr, !llvm.ptr
  llvm.store %c, %out : !llvm.ptr, !llvm.ptr
  llvm.store %d, %out : !llvm.ptr, !llvm.ptr
  llvm.return
}
