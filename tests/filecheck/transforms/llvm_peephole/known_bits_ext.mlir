// Extensions and known bits (#26, Triton's int64 indexing): sext of a value known
// non-negative is zext, and zext(x + c) that cannot wrap is zext(x) + c.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-dce --split-input-file | filecheck %s

// tid < 128, so tid * 4 + 3 < 2^31: both extensions are zext, the +3 moves out of them.
// CHECK-LABEL: llvm.func @row_offsets
// CHECK:         %[[X:.*]] = llvm.shl %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:    %[[W:.*]] = llvm.zext %[[X]] : i32 to i64
// CHECK-NEXT:    %[[C:.*]] = llvm.mlir.constant(3) : i64
// CHECK-NEXT:    %{{.*}} = llvm.add %[[W]], %[[C]] : i64
// CHECK-NOT:     llvm.sext
llvm.func @row_offsets(%p: !llvm.ptr<1>) -> i64 attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %x = llvm.shl %tid, %c2 : i32
  %y = llvm.add %x, %c3 : i32
  %w = llvm.sext %y : i32 to i64
  llvm.return %w : i64
}

// -----

// Unknown sign, or an add that may wrap: kept.
// CHECK-LABEL: llvm.func @kept
// CHECK:         llvm.sext %a : i32 to i64
// CHECK:         llvm.zext %{{.*}} : i32 to i64
llvm.func @kept(%a: i32) -> i64 {
  %c = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.sext %a : i32 to i64
  %b = llvm.add %a, %c : i32
  %z = llvm.zext %b : i32 to i64
  %r = llvm.add %s, %z : i64
  llvm.return %r : i64
}
