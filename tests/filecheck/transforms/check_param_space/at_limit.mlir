// REQUIRES: ptxas
// Exactly at the ceiling below PTX 8.1: 4352 bytes (pointer 0..8, byval 8..4348, i32 4348..4352)
// passes the check and assembles (tests/test_param_space.py walks both ceilings byte by byte).
// RUN: nvvm-opt %s --ptx-version 8.0 > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: nvvm-opt %s --ptx-version 8.0 --sm 75 > %t.75.ptx && %ptxas -arch=sm_75 %t.75.ptx -o %t.75.cubin

llvm.func @at_small_limit(%out: !llvm.ptr, %s: !llvm.ptr {llvm.byval = !llvm.array<4340 x i8>, llvm.align = 4 : i64}, %x: i32) attributes {nvvm.kernel} {
  %v = llvm.load %s : !llvm.ptr -> i8
  llvm.store %v, %out : i8, !llvm.ptr
  llvm.return
}
