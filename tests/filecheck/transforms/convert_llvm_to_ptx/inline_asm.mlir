// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx | filecheck %s --check-prefix=IR
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// Inline PTX (what MLIR's PTX-builder ops lower to): outputs are numbered first, registers
// are substituted, `n` operands become literals, and the text keeps its own scope.
// IR:      %{{.*}} = ptx.asm "mad.lo.s32 $d0, $0, 3, $1;"(%{{.*}}, %{{.*}}) : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<b32>
// IR:      ptx.asm "membar.gl;" {side_effects} : () -> ()
// CHECK:      // begin inline asm
// CHECK-NEXT: {
// CHECK-NEXT: mad.lo.s32 [[R:%r[0-9]+]], {{%r[0-9]+}}, 3, {{%r[0-9]+}};
// CHECK-NEXT: }
// CHECK-NEXT: // end inline asm
// CHECK:      membar.gl;
// CHECK:      st.b32 [{{%rd[0-9]+}}], [[R]];
// An unused side-effect-free asm is dropped.
// CHECK-NOT:  sub.s32
llvm.func @k(%a: i32, %b: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(3 : i32) : i32
  %m = llvm.inline_asm "mad.lo.s32 $0, $1, $3, $2;", "=r,r,r,n" %a, %b, %c : (i32, i32, i32) -> i32
  %u = llvm.inline_asm "sub.s32 $0, $1, $1;", "=r,r" %a : (i32) -> i32
  llvm.inline_asm has_side_effects "membar.gl;", "" : () -> ()
  llvm.store %m, %out : i32, !llvm.ptr
  llvm.return
}
