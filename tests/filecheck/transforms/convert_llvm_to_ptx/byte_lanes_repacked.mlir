// Byte lanes split off one register (an inline asm result of vector<2xi8> in `h`, of
// vector<4xi8> in `r`) and packed again unchanged (a bitcast, an operand of another asm) are that
// register: no and/shl/or per byte. Triton's fp8 conversions pass `cvt...e5m2x2` results so.
// RUN: nvvm-opt %s --sm 90 | filecheck %s
// RUN: %if ptxas %{ nvvm-opt %s --sm 90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

llvm.func @k(%p: !llvm.ptr<1>, %a: f32, %b: f32, %w: i32) attributes {nvvm.kernel} {
  %q = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e5m2x2.f32 $0, $2, $1;", "=h,r,r" %a, %b : (f32, f32) -> vector<2xi8>
  %bits = llvm.bitcast %q : vector<2xi8> to i16
  %h = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.f16x2.e5m2x2 $0, $1;", "=r,h" %bits : (i16) -> vector<2xf16>
  llvm.store %h, %p : vector<2xf16>, !llvm.ptr<1>
  %v = llvm.inline_asm asm_dialect = att operand_attrs = [] "not.b32 $0, $1;", "=r,r" %w : (i32) -> vector<4xi8>
  %u = llvm.inline_asm asm_dialect = att operand_attrs = [] "add.u32 $0, $1, 1;", "=r,r" %v : (vector<4xi8>) -> i32
  llvm.store %u, %p : i32, !llvm.ptr<1>
  llvm.return
}
// CHECK:      cvt.rn.satfinite.e5m2x2.f32 [[Q:%rs[0-9]+]],
// CHECK-NOT:  {{and|shl|or}}.b16
// CHECK:      cvt.rn.f16x2.e5m2x2 {{%r[0-9]+}}, [[Q]];
// CHECK:      not.b32 [[V:%r[0-9]+]],
// CHECK-NOT:  {{shl|or}}.b32
// CHECK:      add.u32 {{%r[0-9]+}}, [[V]], 1;
