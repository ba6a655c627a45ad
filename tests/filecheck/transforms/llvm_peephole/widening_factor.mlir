// REQUIRES: ptxas
// zext(x + c) stays whole where it is a factor of a widening product (#26): Philox's
// `umulhi(counter + 1, K)` is `trunc((zext(x + 1) * K) >> 32)`, one `mul.hi.u32` once selected;
// widened to `zext(x) + 1` it would be a 64-bit add and multiply. Elsewhere the rule still widens.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-dce | filecheck %s
// RUN: nvvm-opt %s --sm 80 -O2 | filecheck %s --check-prefix=PTX
// RUN: nvvm-opt %s --sm 80 -O2 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

// CHECK-LABEL: llvm.func @philox_round
// CHECK:         %[[P:.*]] = llvm.add %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:    %[[W:.*]] = llvm.zext %[[P]] : i32 to i64
// CHECK-NEXT:    llvm.mul %[[W]], %{{.*}} : i64
// CHECK:         %[[X2:.*]] = llvm.add %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:    %[[V:.*]] = llvm.zext %[[X2]] : i32 to i64
// CHECK-NEXT:    %{{.*}} = llvm.zext %y : i32 to i64
// CHECK-NEXT:    llvm.mul %[[V]], %{{.*}} : i64
// CHECK:         %[[R:.*]] = llvm.zext %tid : i32 to i64
// CHECK-NEXT:    %[[Q:.*]] = llvm.getelementptr %p[%[[R]]]
// CHECK-NEXT:    llvm.getelementptr %[[Q]][3]
// PTX-LABEL: .entry philox_round
// PTX-COUNT-2: mul.hi.u32
// PTX-NOT:     mul.lo.s64
// PTX:         ret;
llvm.func @philox_round(%p: !llvm.ptr<1>, %y: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %three = llvm.mlir.constant(3 : i32) : i32
  %k = llvm.mlir.constant(3528531795 : i64) : i64
  %shift = llvm.mlir.constant(32 : i64) : i64
  // by a constant that fits 32 bits
  %x1 = llvm.add %tid, %one : i32
  %w1 = llvm.zext %x1 : i32 to i64
  %m1 = llvm.mul %w1, %k : i64
  %h1 = llvm.lshr %m1, %shift : i64
  %r1 = llvm.trunc %h1 : i64 to i32
  // by another zext from i32
  %x2 = llvm.add %tid, %three : i32
  %w2 = llvm.zext %x2 : i32 to i64
  %wy = llvm.zext %y : i32 to i64
  %m2 = llvm.mul %w2, %wy : i64
  %h2 = llvm.lshr %m2, %shift : i64
  %r2 = llvm.trunc %h2 : i64 to i32
  // an address: widened as before
  %x3 = llvm.add %tid, %three : i32
  %w3 = llvm.zext %x3 : i32 to i64
  %q = llvm.getelementptr %p[%w3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %s = llvm.add %r1, %r2 : i32
  llvm.store %s, %q : i32, !llvm.ptr<1>
  llvm.return
}
