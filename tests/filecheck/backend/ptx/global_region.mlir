// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin


// An initializer region (mlir-translate's form for struct constants) is folded into bytes:
// {i32 7, f32 1.5, i16 -2} = 07 00 00 00 | 00 00 c0 3f | fe ff, padded to 12.
// CHECK: .global .align 4 .b8 triple[12] = {7, 0, 0, 0, 0, 0, 192, 63, 254, 255, 0, 0};
llvm.mlir.global internal @triple() {addr_space = 1 : i32} : !llvm.struct<(i32, f32, i16)> {
  %u = llvm.mlir.undef : !llvm.struct<(i32, f32, i16)>
  %a = llvm.mlir.constant(7 : i32) : i32
  %b = llvm.mlir.constant(1.5 : f32) : f32
  %c = llvm.mlir.constant(-2 : i16) : i16
  %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, f32, i16)>
  %s1 = llvm.insertvalue %b, %s0[1] : !llvm.struct<(i32, f32, i16)>
  %s2 = llvm.insertvalue %c, %s1[2] : !llvm.struct<(i32, f32, i16)>
  llvm.return %s2 : !llvm.struct<(i32, f32, i16)>
}
