// vector.maskedload/maskedstore (llvm.intr.masked.load/store at the element's address),
// vector.gather/scatter (a vector GEP of the base address by the index vector, then
// llvm.intr.masked.gather/scatter), arith.index_cast of a vector<Nxindex> constant (lanes of
// i64), and math ops on vectors (lane by lane: libdevice `exp` per lane, inlined, `abs`), as MLIR lowers
// them; gather/scatter print as mlir-opt-22 prints them; the PTX predicates each lane and assembles.
// RUN: nvvm-opt %s -p '' | filecheck %s --check-prefix=SYNTAX
// RUN: nvvm-opt %s -p convert-to-llvm -t mlir | filecheck %s
// RUN: %if ptxas %{ nvvm-opt %s --sm 80 -o %t.ptx && filecheck %s --check-prefix=PTX < %t.ptx && filecheck %s --check-prefix=EXP < %t.ptx && %ptxas -arch=sm_80 -c %t.ptx -o /dev/null %}

// SYNTAX: %ic = arith.index_cast %lanes : vector<4xindex> to vector<4xi32>
// SYNTAX: %g = vector.gather %x[%c0] [%ix], %mask, %pass : memref<64xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// SYNTAX: vector.scatter %y[%c0] [%ix], %mask, %e : memref<64xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>

// CHECK:     llvm.mlir.constant(dense<[0, 1, 2, 3]> : vector<4xi64>) : vector<4xi64>
// CHECK:     llvm.trunc %{{.*}} : vector<4xi64> to vector<4xi32>
// CHECK:     llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK:     llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
// CHECK:     llvm.intr.masked.gather
// CHECK-COUNT-4: llvm.call @__nv_expf
// CHECK:     llvm.intr.masked.store
// CHECK:     llvm.intr.masked.scatter
// PTX-COUNT-4: abs.f32
// EXP-COUNT-4: ex2.approx.ftz.f32

gpu.module @m {
  gpu.func @k(%x: memref<64xf32>, %y: memref<64xf32>, %n: index) kernel {
    %t = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %b = arith.muli %t, %c4 : index
    %left = arith.subi %n, %b : index
    %lefts = vector.broadcast %left : index to vector<4xindex>
    %lanes = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
    %mask = arith.cmpi slt, %lanes, %lefts : vector<4xindex>
    %ic = arith.index_cast %lanes : vector<4xindex> to vector<4xi32>
    %pass = arith.constant dense<0.0> : vector<4xf32>
    %v = vector.maskedload %x[%b], %mask, %pass : memref<64xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %ti = arith.index_cast %t : index to i32
    %tv = vector.broadcast %ti : i32 to vector<4xi32>
    %ix = arith.addi %ic, %tv : vector<4xi32>
    %g = vector.gather %x[%c0] [%ix], %mask, %pass : memref<64xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %a = math.absf %v : vector<4xf32>
    %e = math.exp %g : vector<4xf32>
    %s = arith.addf %a, %e : vector<4xf32>
    vector.maskedstore %y[%b], %mask, %s : memref<64xf32>, vector<4xi1>, vector<4xf32>
    vector.scatter %y[%c0] [%ix], %mask, %e : memref<64xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
    gpu.return
  }
}
