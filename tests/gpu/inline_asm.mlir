// Triton's inline-asm shapes (issue #12), one thread per 4 accumulators:
// * "=r" on an f32 result (`mov.u32 $0, ...`: the register must be .b32, not .f32);
// * a wgmma-style asm whose inputs are tied to its outputs ("=f,=f,=f,=f,0,1,2,3,f"), in a
//   loop carrying the accumulators; the text names only $0..$3 for them;
// * a void asm storing the four results ("r,r,r,r,l" -> !llvm.void).
// acc = in[4t .. 4t+3], acc0 += 1.0; then `steps` times:
//   acc0 += s; acc1 *= 2; acc2 -= acc0; acc3 = acc3 * 0.5 + s
llvm.func @tied_accumulate(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %s: f32, %steps: i32) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %bid = nvvm.read.ptx.sreg.ctaid.x : i32
  %bdim = nvvm.read.ptx.sreg.ntid.x : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %bid, %bdim : i32
  %t = llvm.add %base, %tid : i32
  %i0 = llvm.mul %t, %c4 : i32
  %p0 = llvm.getelementptr %in[%i0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %p1 = llvm.getelementptr %p0[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %p2 = llvm.getelementptr %p0[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %p3 = llvm.getelementptr %p0[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %x0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %x1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %x2 = llvm.load %p2 : !llvm.ptr<1> -> f32
  %x3 = llvm.load %p3 : !llvm.ptr<1> -> f32
  %one = llvm.inline_asm asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x3F800000;", "=r" : () -> f32
  %a0 = llvm.fadd %x0, %one : f32
  llvm.br ^loop(%c0, %a0, %x1, %x2, %x3 : i32, f32, f32, f32, f32)
^loop(%i: i32, %acc0: f32, %acc1: f32, %acc2: f32, %acc3: f32):
  %more = llvm.icmp "slt" %i, %steps : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %r = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "add.f32 $0, $0, $8;\0A\09mul.f32 $1, $1, 0f40000000;\0A\09sub.f32 $2, $2, $0;\0A\09fma.rn.f32 $3, $3, 0f3F000000, $8;", "=f,=f,=f,=f,0,1,2,3,f" %acc0, %acc1, %acc2, %acc3, %s : (f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %n0 = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
  %n1 = llvm.extractvalue %r[1] : !llvm.struct<(f32, f32, f32, f32)>
  %n2 = llvm.extractvalue %r[2] : !llvm.struct<(f32, f32, f32, f32)>
  %n3 = llvm.extractvalue %r[3] : !llvm.struct<(f32, f32, f32, f32)>
  %next = llvm.add %i, %c1 : i32
  llvm.br ^loop(%next, %n0, %n1, %n2, %n3 : i32, f32, f32, f32, f32)
^exit:
  %b0 = llvm.bitcast %acc0 : f32 to i32
  %b1 = llvm.bitcast %acc1 : f32 to i32
  %b2 = llvm.bitcast %acc2 : f32 to i32
  %b3 = llvm.bitcast %acc3 : f32 to i32
  %q = llvm.getelementptr %out[%i0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l" %b0, %b1, %b2, %b3, %q : (i32, i32, i32, i32, !llvm.ptr<1>) -> !llvm.void
  llvm.return
}
