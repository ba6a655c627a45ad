// RUN: xdsl-opt %s -p lower-aggr-copies | filecheck %s
// REQUIRES: ptxas
// RUN: xdsl-opt %s -p lower-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// A loop-carried struct of structs (a warpgroup accumulator, as convert-nvgpu-to-nvvm makes it):
// the block argument becomes its four f32 leaves; the member structs read from it (extractvalue
// of an aggregate) go with it, the loop carries only registers.
llvm.func @k(%p: !llvm.ptr<1>, %n: i64) attributes {nvvm.kernel} {
  %z = llvm.mlir.constant(0.0 : f32) : f32
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %u = llvm.mlir.poison : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>)>
  %i0 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
  %i1 = llvm.insertvalue %z, %i0[0] : !llvm.struct<(f32, f32)>
  %i2 = llvm.insertvalue %z, %i1[1] : !llvm.struct<(f32, f32)>
  %s0 = llvm.insertvalue %i2, %u[0] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>)>
  %s1 = llvm.insertvalue %i2, %s0[1] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>)>
  llvm.br ^loop(%c0, %s1 : i64, !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>)>)
^loop(%i: i64, %acc: !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>)>):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^body, ^exit
^body:
  %a = llvm.extractvalue %acc[0] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>)>
  %x = llvm.extractvalue %a[0] : !llvm.struct<(f32, f32)>
  %y = llvm.fadd %x, %x : f32
  %a2 = llvm.insertvalue %y, %a[0] : !llvm.struct<(f32, f32)>
  %acc2 = llvm.insertvalue %a2, %acc[0] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>)>
  %i2n = llvm.add %i, %c1 : i64
  llvm.br ^loop(%i2n, %acc2 : i64, !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>)>)
^exit:
  %e = llvm.extractvalue %acc[0] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>)>
  %v = llvm.extractvalue %e[0] : !llvm.struct<(f32, f32)>
  llvm.store %v, %p : f32, !llvm.ptr<1>
  llvm.return
}
// CHECK:      llvm.br ^loop(%c0, %z, %z, %z, %z : i64, f32, f32, f32, f32)
// CHECK-NEXT: ^loop(%i: i64, %[[X:[a-z0-9]+]]: f32, %{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK:      %y = llvm.fadd %[[X]], %[[X]] : f32
// CHECK:      llvm.br ^loop(%i2n, %y, %{{.*}}, %{{.*}}, %{{.*}} : i64, f32, f32, f32, f32)
// CHECK:      llvm.store %[[X]], %p : f32, !llvm.ptr<1>
// CHECK-NOT:  struct
