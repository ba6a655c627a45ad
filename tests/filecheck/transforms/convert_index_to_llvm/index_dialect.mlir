// MLIR's index dialect: casts are sext/zext/trunc (nothing between index and i64), constants
// i64 constants, the binary ops their llvm op; the kernel compiles and assembles.
// RUN: nvvm-opt %s -p convert-index-to-llvm | filecheck %s
// RUN: xdsl-opt %s | filecheck %s --check-prefix=PRINT
// RUN: %if ptxas %{ nvvm-opt --sm 90a %s -o %t.ptx && %ptxas -arch=sm_90a %t.ptx -o /dev/null %}

gpu.module @m {
  gpu.func @k(%out: memref<8xi32>, %n: i64, %s: i16) kernel {
    %x = gpu.cluster_id x
    %i32 = index.casts %x : index to i32
    %u = index.castu %s : i16 to index
    %w = index.casts %n : i64 to index
    %c = index.constant 3
    %sum = index.add %u, %c
    %q = index.divu %sum, %w
    %r = index.rems %q, %c
    %sh = index.shru %r, %c
    %b = index.xor %sh, %u
    %b32 = index.castu %b : index to i32
    %t = arith.addi %i32, %b32 : i32
    %c0 = arith.constant 0 : index
    memref.store %t, %out[%c0] : memref<8xi32>
    gpu.return
  }
}
// PRINT:      %i32 = index.casts %x : index to i32
// PRINT-NEXT: %u = index.castu %s : i16 to index
// PRINT:      %c = index.constant 3
// PRINT-NEXT: %sum = index.add %u, %c
// CHECK:      %[[X:.*]] = builtin.unrealized_conversion_cast %x : index to i64
// CHECK-NEXT: %i32 = llvm.trunc %[[X]] : i64 to i32
// CHECK-NEXT: %u = llvm.zext %s : i16 to i64
// CHECK-NOT:  llvm.sext
// CHECK:      %c = llvm.mlir.constant(3) : i64
// CHECK:      %sum = llvm.add %u, %c : i64
// CHECK:      %q = llvm.udiv %sum, %n : i64
// CHECK:      %r = llvm.srem %q, %c : i64
// CHECK:      %sh = llvm.lshr %r, %c : i64
// CHECK:      %b = llvm.xor %sh, %u : i64
// CHECK:      %b32 = llvm.trunc %b : i64 to i32
// CHECK-NOT:  {{(= |^ *)index\.}}
