// `icmp (sext x), c` and `icmp (zext x), c` compare x itself when c fits x's type (zext: signed
// predicates become unsigned); 64-bit compares are two instructions on the GPU. Executed on the
// host for every predicate: tests/test_gep_offsets_exec.py.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-dce --split-input-file | filecheck %s
// RUN: nvvm-opt %s --sm 80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: nvvm-opt %s --sm 80 | filecheck %s --check-prefix=PTX
// REQUIRES: ptxas

// CHECK-LABEL: llvm.func @narrow
// CHECK:         llvm.icmp "eq" %i, %{{.*}} : i32
// CHECK:         llvm.icmp "ult" %i, %{{.*}} : i32
// CHECK:         llvm.icmp "slt" %i, %j : i32
// The constant does not fit 32 bits: the compare stays 64-bit.
// CHECK:         llvm.icmp "ne" %{{.*}}, %{{.*}} : i64
// PTX-LABEL: .entry narrow
// PTX-COUNT-3: setp.{{[a-z]+}}.{{[bsu]}}32
// PTX:         setp.ne.{{[bs]}}64
llvm.func @narrow(%i: i32, %j: i32, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %cm1 = llvm.mlir.constant(-1 : i64) : i64
  %big = llvm.mlir.constant(4294967296 : i64) : i64
  %s = llvm.sext %i : i32 to i64
  %z = llvm.zext %i : i32 to i64
  %sj = llvm.sext %j : i32 to i64
  %a = llvm.icmp "eq" %s, %cm1 : i64
  %b = llvm.icmp "slt" %z, %c3 : i64
  %c = llvm.icmp "slt" %s, %sj : i64
  %d = llvm.icmp "ne" %s, %big : i64
  %ab = llvm.and %a, %b : i1
  %cd = llvm.and %c, %d : i1
  %r = llvm.or %ab, %cd : i1
  %w = llvm.zext %r : i1 to i32
  llvm.store %w, %out : i32, !llvm.ptr<1>
  llvm.return
}
