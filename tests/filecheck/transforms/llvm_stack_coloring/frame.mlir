// llvm-stack-coloring in lower-to-ptx (-O2): two objects passed to a call one after the other
// and a buffer used after both (clang -O2's scopes) take 24 + 16 bytes of frame, not 24 + 16 + 16;
// at -O0 (no middle end) each keeps its slot.
// RUN: nvvm-opt %s -o - | filecheck %s
// RUN: nvvm-opt %s -O0 -o - | filecheck %s --check-prefix=O0
// RUN: nvvm-opt %s -o %t.ptx && ptxas -c -arch=sm_90 %t.ptx -o /dev/null
// REQUIRES: ptxas

// CHECK-LABEL: .entry scopes(
// CHECK:         .local .align 8 .b8 __local_depot{{[0-9]+}}[40];
// O0-LABEL:    .entry scopes(
// O0:            .local .align 8 .b8 __local_depot{{[0-9]+}}[56];
llvm.func @use(!llvm.ptr)
llvm.func @scopes(%n: i32) attributes {nvvm.kernel} {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.array<6 x i32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %c = llvm.alloca %one x !llvm.array<4 x i32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %b = llvm.alloca %one x !llvm.array<2 x i64> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start %c : !llvm.ptr
  llvm.intr.lifetime.start %a : !llvm.ptr
  llvm.call @use(%a) : (!llvm.ptr) -> ()
  llvm.intr.lifetime.end %a : !llvm.ptr
  llvm.intr.lifetime.start %b : !llvm.ptr
  llvm.call @use(%b) : (!llvm.ptr) -> ()
  llvm.intr.lifetime.end %b : !llvm.ptr
  llvm.call @use(%c) : (!llvm.ptr) -> ()
  llvm.intr.lifetime.end %c : !llvm.ptr
  llvm.return
}
