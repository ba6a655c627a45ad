// REQUIRES: ptxas
// A chain of wgmma round a pipelined loop (one group left in flight, `wait_group 1`), as
// nvvm.wgmma.mma_async and as Triton's inline asm ("=f" outputs tied to "0".."3"): the
// accumulators stay in the registers the MMAs update, with no copy between two MMAs nor round
// the loop, so ptxas prints no C75xx advisory (it would serialise the MMAs, #26).
// RUN: nvvm-opt %s --sm 90a | filecheck %s
// RUN: nvvm-opt %s --sm 90a > %t.ptx && %ptxas -arch=sm_90a %t.ptx -o %t.cubin 2>&1 | filecheck %s --check-prefix=PTXAS --allow-empty
// PTXAS-NOT: C75

// CHECK-LABEL: .entry nvvm_chain(
// CHECK:      $L__BB0_[[LOOP:[0-9]+]]:
// CHECK:      wgmma.fence.sync.aligned;
// CHECK-NOT:  mov
// CHECK:      wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {[[A0:%f[0-9]+]], [[A1:%f[0-9]+]], [[A2:%f[0-9]+]], [[A3:%f[0-9]+]]}
// CHECK-NOT:  mov
// CHECK:      wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {[[A0]], [[A1]], [[A2]], [[A3]]}
// CHECK-NOT:  mov
// CHECK:      wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
// CHECK-NOT:  mov.{{.*}}[[A0]]
// CHECK:      bra.uni $L__BB0_[[LOOP]];
// CHECK:      wgmma.wait_group.sync.aligned 0;
// CHECK:      st.global.f32 [{{%rd[0-9]+}}], [[A0]];
llvm.func @nvvm_chain(%desc_a: i64, %desc_b: i64, %n: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %zero = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %undef = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32)>
  %s0 = llvm.insertvalue %zero, %undef[0] : !llvm.struct<(f32, f32, f32, f32)>
  %s1 = llvm.insertvalue %zero, %s0[1] : !llvm.struct<(f32, f32, f32, f32)>
  %s2 = llvm.insertvalue %zero, %s1[2] : !llvm.struct<(f32, f32, f32, f32)>
  %acc0 = llvm.insertvalue %zero, %s2[3] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.br ^loop(%c0, %acc0 : i32, !llvm.struct<(f32, f32, f32, f32)>)
^loop(%i: i32, %acc: !llvm.struct<(f32, f32, f32, f32)>):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  nvvm.wgmma.fence.aligned
  %d1 = nvvm.wgmma.mma_async %desc_a, %desc_b, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, <one>], A [<f16>, <one>, <row>], B [<f16>, <one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %a2 = llvm.add %desc_a, %c2 : i64
  %b2 = llvm.add %desc_b, %c2 : i64
  %d2 = nvvm.wgmma.mma_async %a2, %b2, %d1, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, <one>], A [<f16>, <one>, <row>], B [<f16>, <one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 1
  %next = llvm.add %i, %c1 : i32
  llvm.br ^loop(%next, %d2 : i32, !llvm.struct<(f32, f32, f32, f32)>)
^exit:
  nvvm.wgmma.wait.group.sync.aligned 0
  %r0 = llvm.extractvalue %acc[0] : !llvm.struct<(f32, f32, f32, f32)>
  %r3 = llvm.extractvalue %acc[3] : !llvm.struct<(f32, f32, f32, f32)>
  %sum = llvm.fadd %r0, %r3 : f32
  llvm.store %r0, %out : f32, !llvm.ptr<1>
  %p1 = llvm.getelementptr %out[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  llvm.store %sum, %p1 : f32, !llvm.ptr<1>
  llvm.return
}

// Triton's form: the MMAs and the wait are asm tying the accumulators; "f" is a .b32 class, so
// the f32 loop values live in the asm's .b32 registers from the zeros on (Triton's PTX does the
// same), not in .f32 ones moved in and out.
// CHECK-LABEL: .entry asm_chain(
// CHECK:      mov.b32 [[B0:%r[0-9]+]], 0f00000000;
// CHECK:      $L__BB1_[[LOOP:[0-9]+]]:
// CHECK:      wgmma.fence.sync.aligned;
// CHECK-NOT:  mov
// CHECK:      wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {[[B0]],[[B1:%r[0-9]+]],[[B2:%r[0-9]+]],[[B3:%r[0-9]+]]}
// CHECK-NOT:  mov
// CHECK:      wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {[[B0]],[[B1]],[[B2]],[[B3]]}
// CHECK-NOT:  mov
// CHECK:      // wait {[[B0]], [[B1]], [[B2]], [[B3]]}
// CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
// CHECK-NOT:  mov.{{.*}}[[B0]]
// CHECK:      bra.uni $L__BB1_[[LOOP]];
// CHECK:      mov.b32 {{%f[0-9]+}}, [[B0]];
llvm.func @asm_chain(%desc_a: i64, %desc_b: i64, %n: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %zero = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %t = llvm.mlir.constant(true) : i1
  llvm.br ^loop(%c0, %zero, %zero, %zero, %zero : i32, f32, f32, f32, f32)
^loop(%i: i32, %a0: f32, %a1: f32, %a2: f32, %a3: f32):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  nvvm.wgmma.fence.aligned
  %m1 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0,$1,$2,$3}, $8, $9, $10, 1, 1, 0, 1;", "=f,=f,=f,=f,0,1,2,3,l,l,b" %a0, %a1, %a2, %a3, %desc_a, %desc_b, %t : (f32, f32, f32, f32, i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
  %x0 = llvm.extractvalue %m1[0] : !llvm.struct<(f32, f32, f32, f32)>
  %x1 = llvm.extractvalue %m1[1] : !llvm.struct<(f32, f32, f32, f32)>
  %x2 = llvm.extractvalue %m1[2] : !llvm.struct<(f32, f32, f32, f32)>
  %x3 = llvm.extractvalue %m1[3] : !llvm.struct<(f32, f32, f32, f32)>
  %da = llvm.add %desc_a, %c2 : i64
  %db = llvm.add %desc_b, %c2 : i64
  %m2 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0,$1,$2,$3}, $8, $9, $10, 1, 1, 0, 1;", "=f,=f,=f,=f,0,1,2,3,l,l,b" %x0, %x1, %x2, %x3, %da, %db, %t : (f32, f32, f32, f32, i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
  %y0 = llvm.extractvalue %m2[0] : !llvm.struct<(f32, f32, f32, f32)>
  %y1 = llvm.extractvalue %m2[1] : !llvm.struct<(f32, f32, f32, f32)>
  %y2 = llvm.extractvalue %m2[2] : !llvm.struct<(f32, f32, f32, f32)>
  %y3 = llvm.extractvalue %m2[3] : !llvm.struct<(f32, f32, f32, f32)>
  nvvm.wgmma.commit.group.sync.aligned
  %w = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "// wait {$0, $1, $2, $3}\0A\09wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,0,1,2,3" %y0, %y1, %y2, %y3 : (f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %z0 = llvm.extractvalue %w[0] : !llvm.struct<(f32, f32, f32, f32)>
  %z1 = llvm.extractvalue %w[1] : !llvm.struct<(f32, f32, f32, f32)>
  %z2 = llvm.extractvalue %w[2] : !llvm.struct<(f32, f32, f32, f32)>
  %z3 = llvm.extractvalue %w[3] : !llvm.struct<(f32, f32, f32, f32)>
  %next = llvm.add %i, %c1 : i32
  llvm.br ^loop(%next, %z0, %z1, %z2, %z3 : i32, f32, f32, f32, f32)
^exit:
  nvvm.wgmma.wait.group.sync.aligned 0
  %sum = llvm.fadd %a0, %a3 : f32
  llvm.store %sum, %out : f32, !llvm.ptr<1>
  llvm.return
}
