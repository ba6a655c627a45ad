// `(x + c2) * y` after `(x + c1) * y` in the same block is `(x + c1) * y + (c2 - c1) * y`
// (straight-line strength reduction): Triton's epilogue rows `(row0 + i) * stride` keep only
// the first product and the stride live. Executed on the host: tests/test_gep_offsets_exec.py.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-cse,llvm-dce --split-input-file | filecheck %s
// RUN: nvvm-opt %s --sm 80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin
// REQUIRES: ptxas

// CHECK-LABEL: llvm.func @rows
// CHECK:         %[[A0:.*]] = llvm.add %x, %{{.*}} : i32
// CHECK-NEXT:    %[[P0:.*]] = llvm.mul %[[A0]], %y : i32
// CHECK-NEXT:    %[[P1:.*]] = llvm.add %[[P0]], %y : i32
// CHECK-NEXT:    %[[D2:.*]] = llvm.mlir.constant(-6 : i32) : i32
// CHECK-NEXT:    %[[S2:.*]] = llvm.mul %y, %[[D2]] : i32
// CHECK-NEXT:    %[[P2:.*]] = llvm.add %[[P0]], %[[S2]] : i32
// CHECK-NOT:     llvm.mul %{{.*}}, %y
llvm.func @rows(%x: i32, %y: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %cm2 = llvm.mlir.constant(-2 : i32) : i32
  %a0 = llvm.add %x, %c4 : i32
  %a1 = llvm.add %x, %c5 : i32
  %a2 = llvm.add %x, %cm2 : i32
  %p0 = llvm.mul %a0, %y : i32
  %p1 = llvm.mul %y, %a1 : i32
  %p2 = llvm.mul %a2, %y : i32
  %s = llvm.add %p0, %p1 : i32
  %t = llvm.add %s, %p2 : i32
  llvm.store %t, %out : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// A lone product, or products of different x or y, stay as they are.
// CHECK-LABEL: llvm.func @unrelated
// CHECK:         llvm.mul %{{.*}}, %y : i32
// CHECK-NEXT:    llvm.mul %{{.*}}, %z : i32
// CHECK-NEXT:    llvm.mul %{{.*}}, %y : i32
llvm.func @unrelated(%x: i32, %w: i32, %y: i32, %z: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %a0 = llvm.add %x, %c4 : i32
  %a1 = llvm.add %x, %c5 : i32
  %a2 = llvm.add %w, %c5 : i32
  %p0 = llvm.mul %a0, %y : i32
  %p1 = llvm.mul %a1, %z : i32
  %p2 = llvm.mul %a2, %y : i32
  %s = llvm.add %p0, %p1 : i32
  %t = llvm.add %s, %p2 : i32
  llvm.store %t, %out : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// 64-bit products stay: a 64-bit `mad` by a constant costs about what the product does.
// CHECK-LABEL: llvm.func @wide
// CHECK:         llvm.mul %{{.*}}, %y : i64
// CHECK-NEXT:    llvm.mul %{{.*}}, %y : i64
llvm.func @wide(%x: i64, %y: i64, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c5 = llvm.mlir.constant(5 : i64) : i64
  %a0 = llvm.add %x, %c4 : i64
  %a1 = llvm.add %x, %c5 : i64
  %p0 = llvm.mul %a0, %y : i64
  %p1 = llvm.mul %a1, %y : i64
  %s = llvm.add %p0, %p1 : i64
  llvm.store %s, %out : i64, !llvm.ptr<1>
  llvm.return
}
