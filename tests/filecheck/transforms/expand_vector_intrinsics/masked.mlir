// expand-vector-intrinsics: stepvector is a constant; masked loads/stores/gathers/scatters are
// written lane by lane (a lane whose mask bit is known is loaded or skipped outright, a run-time
// bit guards its lane with a branch), each lane at min(alignment, element size); the lanes of a
// vector GEP are scalar GEPs. The whole pipeline's PTX assembles.
// RUN: nvvm-opt %s -p expand-vector-intrinsics | filecheck %s
// REQUIRES: ptxas
// RUN: nvvm-opt %s --sm 80 -O0 > %t0.ptx && %ptxas -arch=sm_80 %t0.ptx -o %t0.cubin
// RUN: nvvm-opt %s --sm 80 > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

llvm.func @tail(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel} {
  %zero = llvm.mlir.constant(dense<0.0> : vector<2xf32>) : vector<2xf32>
  %s = llvm.intr.stepvector : vector<2xi32>
  %splat0 = llvm.mlir.poison : vector<2xi32>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %ins = llvm.insertelement %n, %splat0[%c0 : i32] : vector<2xi32>
  %ns = llvm.shufflevector %ins, %splat0 [0, 0] : vector<2xi32>
  %m = llvm.icmp "slt" %s, %ns : vector<2xi32>
  %v = llvm.intr.masked.load %p, %m, %zero {alignment = 8 : i32} : (!llvm.ptr<1>, vector<2xi1>, vector<2xf32>) -> vector<2xf32>
  llvm.intr.masked.store %v, %q, %m {alignment = 8 : i32} : vector<2xf32>, vector<2xi1> into !llvm.ptr<1>
  llvm.return
}

// CHECK-LABEL: llvm.func @tail
// CHECK:       %{{.*}} = llvm.mlir.constant(dense<[0, 1]> : vector<2xi32>) : vector<2xi32>
// CHECK:       %[[BIT0:.*]] = llvm.extractelement %m[%{{.*}} : i64] : vector<2xi1>
// CHECK-NEXT:  llvm.cond_br %[[BIT0]], ^[[LOAD0:.*]], ^[[NEXT0:.*]](%zero : vector<2xf32>)
// CHECK:       ^[[LOAD0]]:
// CHECK-NEXT:  %[[A0:.*]] = llvm.getelementptr inbounds %p[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK-NEXT:  %{{.*}} = llvm.load %[[A0]] {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK:       llvm.insertelement
// CHECK:       llvm.br ^[[NEXT0]]
// CHECK:       ^[[NEXT0]](%{{.*}}: vector<2xf32>):
// CHECK:       llvm.getelementptr inbounds %p[1]
// CHECK:       llvm.cond_br
// CHECK:       llvm.getelementptr inbounds %q[0]
// CHECK:       llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK-NOT:   llvm.intr.masked

llvm.func @gather(%table: !llvm.ptr<1>, %rows: vector<4xi64>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %all = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
  %some = llvm.mlir.constant(dense<[true, false, true, false]> : vector<4xi1>) : vector<4xi1>
  %pass = llvm.mlir.constant(dense<0.0> : vector<4xf16>) : vector<4xf16>
  %ptrs = llvm.getelementptr %table[%rows] : (!llvm.ptr<1>, vector<4xi64>) -> vector<4x!llvm.ptr<1>>, f16
  %g = llvm.intr.masked.gather %ptrs, %all, %pass {alignment = 2 : i32} : (vector<4x!llvm.ptr<1>>, vector<4xi1>, vector<4xf16>) -> vector<4xf16>
  llvm.intr.masked.scatter %g, %ptrs, %some {alignment = 2 : i32} : vector<4xf16>, vector<4xi1> into vector<4x!llvm.ptr<1>>
  %l = llvm.intr.masked.load %out, %all {alignment = 8 : i32} : (!llvm.ptr<1>, vector<4xi1>) -> vector<4xf16>
  llvm.intr.masked.store %l, %out, %all {alignment = 8 : i32} : vector<4xf16>, vector<4xi1> into !llvm.ptr<1>
  llvm.return
}

// CHECK-LABEL: llvm.func @gather
// CHECK-COUNT-4: llvm.load %{{.*}} {alignment = 2 : i64} : !llvm.ptr<1> -> f16
// CHECK-NOT:   llvm.cond_br
// CHECK:       %[[R0:.*]] = llvm.extractelement %rows[%{{.*}} : i64] : vector<4xi64>
// CHECK-NEXT:  %{{.*}} = llvm.getelementptr %table[%[[R0]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
// CHECK-COUNT-2: llvm.store %{{.*}}, %{{.*}} {alignment = 2 : i64} : f16, !llvm.ptr<1>
// CHECK:       %[[L:.*]] = llvm.load %out {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
// CHECK-NEXT:  llvm.store %[[L]], %out {alignment = 8 : i64} : vector<4xf16>, !llvm.ptr<1>
// CHECK-NOT:   llvm.getelementptr %table[%rows]
